// The Accuracy view, top to bottom: a strip with the start board (taken
// from the Solve view, or typed here) and the goal; then, for the whole
// 8-puzzle state space of that goal, one heat map per heuristic of its
// estimate h against the true distance h*, with the start board ringed,
// and the numbers that sum each map up. The claims on screen (no state above
// the diagonal, the dominance chain) are counted by the engine, state by state.

import { h } from '../../widgets/dom.js';
import { writeHash } from '../../app/share.js';
import { decimal, fixed, integer } from '../../i18n/format.js';
import { errorText, onLanguageChange, t } from '../../i18n/index.js';
import { marked, said } from '../../widgets/mark.js';
import { goalTitle } from '../../widgets/goal.js';
import { INPUT_DEBOUNCE_MS } from '../../engine/settle.js';
import { downloadCanvas, paper } from '../../widgets/png.js';
import { drawMini } from '../../widgets/tiles.js';
import { HeatMap } from './heatmap.js';
import { drawLegend, drawLegendAt } from './scale.js';
import { SIZE, estimates, formulaValue, goals, readBoard, stateSpace } from './space.js';
import { FormulaEditor } from './formula.js';

const percent = (part, whole) => {
  const p = (100 * part) / whole;
  return `${decimal(p, p < 0.1 ? 3 : 1)}%`;
};

export class AccuracyView {
  /**
   * Builds the view inside its (empty) <main>.
   * @param {import('../../engine/catalogue.js').Catalogue} catalogue  for the heuristics' titles
   */
  constructor(root, catalogue) {
    this.root = root;
    this.catalogue = catalogue;
    /** `[{ name, title, … }]`: the catalogue's entries of the heuristics compared. */
    this.compared = mapped(catalogue);
    this.visible = false;
    this.space = null; // the state space shown
    this.token = 0; // the latest update; older ones give way
    this.inputTimer = 0;
    /** Where the start board came from, as the line under it says: `() => sentence`. */
    this.source = () => t('accuracy.typeBoard');
    /** The start board came from the Solve view (its goal is not written into the link). */
    this.fromSolve = false;
    this.#build();
    this.#listen();
    onLanguageChange(() => this.#relabel());
  }

  /** The line under the start field: where the board came from (`make` says it). */
  #source(make) {
    this.source = make;
    this.el.startSource.textContent = make();
  }

  /**
   * The language changed: the catalogue's words (the goals, the heuristics' titles) and every
   * sentence of the view, written again from the state space and the board it shows (nothing is
   * computed again but the start's facts, which the view's worker answers at once).
   */
  #relabel() {
    const e = this.el;
    this.compared = mapped(this.catalogue);
    for (const option of e.goal.options) {
      if (option.dataset.custom) option.text = t('accuracy.customGoal');
      else option.text = goalTitle(option.value);
    }
    const descriptions = new Map(goals(this.catalogue).map((g) => [g.name, g.description]));
    for (const option of e.goal.options) if (!option.dataset.custom) option.title = descriptions.get(option.value) ?? option.title;
    this.#goalHint();
    e.startSource.textContent = this.source();
    e.maps.forEach((card, i) => {
      card.title = this.compared[i].title;
      card.heading.textContent = card.title;
      card.canvas.setAttribute('aria-label', t('accuracy.heatMap', { title: card.title }));
      card.map.relabel(card.title);
    });
    if (this.failed) e.space.textContent = this.failed();
    else if (this.mapsSection.getAttribute('aria-busy') === 'true') this.#computing(true);
    else if (this.space) this.#describeSpace(this.space);
    this.#setError(this.startError);
    if (this.facts) this.#showFacts(this.facts);
  }

  #build() {
    const goalSelect = h('select', { id: 'acc-goal', 'aria-describedby': 'acc-goal-hint' });
    for (const g of goals(this.catalogue)) {
      goalSelect.append(h('option', { value: g.name, title: g.description }, goalTitle(g.name)));
    }
    this.el = {
      start: h('input', {
        id: 'acc-start',
        type: 'text',
        spellcheck: 'false',
        autocomplete: 'off',
        autocapitalize: 'off',
        'aria-describedby': 'acc-start-error acc-start-source',
      }),
      startError: h('p', { id: 'acc-start-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
      startSource: h('p', { id: 'acc-start-source', class: 'hint' }, t('accuracy.typeBoard')),
      goal: goalSelect,
      goalHint: h('p', { id: 'acc-goal-hint', class: 'hint' }),
      board: h('canvas', { class: 'acc-board', role: 'img', 'aria-label': t('accuracy.startBoard') }),
      facts: h('dl', { class: 'acc-facts', ...marked({ 'aria-label': 'accuracy.facts' }) }),
      space: h('p', { class: 'acc-space', 'aria-live': 'polite' }),
      dominance: h('p', { class: 'acc-dominance', 'aria-live': 'polite' }),
      legend: h('canvas', { class: 'acc-legend-bar', 'aria-hidden': 'true' }),
      save: h(
        'button',
        { type: 'button', class: 'save-png secondary', disabled: true, ...marked({ 'aria-label': 'accuracy.save', title: 'accuracy.save' }) },
        downloadIcon(),
        'PNG',
      ),
      maps: null,
    };
    const e = this.el;
    const setup = h(
      'section',
      { class: 'panel acc-setup', 'aria-labelledby': 'acc-title' },
      h(
        'div',
        { class: 'acc-intro' },
        h('h2', { id: 'acc-title' }, said('accuracy.title')),
        h('p', { class: 'hint' }, said('accuracy.intro')),
      ),
      h('div', { class: 'field acc-start' }, h('label', { for: 'acc-start' }, said('accuracy.startLabel')), e.start, e.startError, e.startSource),
      h('div', { class: 'field acc-goal' }, h('label', { for: 'acc-goal' }, said('accuracy.goalLabel')), e.goal, e.goalHint),
      e.board,
      e.facts,
      h(
        'p',
        { class: 'hint acc-reading' },
        said('accuracy.reading'),
      ),
    );

    /** The user's heuristic: its editor above the maps, its map beside the built-ins' (formula.js). */
    this.formula = new FormulaEditor({
      goal: () => this.el.goal.value,
      maxCount: () => this.space?.maxCount ?? 1,
      // A new check's map: the board last placed is placed again on it (not read again from the
      // field, which would cancel a read of it in flight and with it the field's error).
      checked: () => {
        if (this.board !== undefined) this.#placeStart(this.board);
      },
      catalogue: this.catalogue,
    });
    const cards = this.compared.map(({ name, title }) => {
      const canvas = h('canvas', { class: 'acc-map', role: 'img', 'aria-label': t('accuracy.heatMap', { title }) });
      const readout = h('p', { class: 'acc-readout' });
      const stats = h('dl', { class: 'acc-stats' });
      const computing = h('p', { class: 'acc-computing' }, said('accuracy.computing'));
      const heading = h('h3', { id: `acc-${name}-title` }, title);
      const card = h(
        'figure',
        { class: 'acc-card', 'data-heuristic': name, 'aria-labelledby': `acc-${name}-title` },
        heading,
        h('div', { class: 'acc-canvas-box' }, canvas, computing),
        readout,
        stats,
      );
      return { name, title, card, heading, canvas, stats, computing, map: new HeatMap(canvas, readout, title) };
    });
    e.maps = cards;

    this.mapsSection = h(
      'section',
      { class: 'panel acc-maps', 'aria-labelledby': 'acc-maps-title' },
      h(
        'div',
        { class: 'acc-maps-head' },
        h('h2', { id: 'acc-maps-title' }, said('accuracy.mapsTitle')),
        h('div', { class: 'acc-legend' }, e.legend, said('accuracy.legend')),
        h('span', { class: 'acc-ring-key' }, h('span', { class: 'acc-ring', 'aria-hidden': 'true' }), said('accuracy.ringKey')),
        e.save,
      ),
      h('div', { class: 'acc-summary' }, e.space, e.dominance),
      h('div', { class: 'acc-grid' }, ...cards.map((c) => c.card), this.formula.card),
    );
    this.root.append(setup, this.formula.section, this.mapsSection);
  }

  #listen() {
    const { start, goal, save } = this.el;
    start.addEventListener('input', () => {
      this.fromSolve = false;
      this.#source(() => t('accuracy.typed'));
      writeHash({ 'acc-board': start.value.trim() || null, 'acc-goal': goal.value });
      clearTimeout(this.inputTimer);
      this.#showStart({ quiet: true }).then((good) => {
        if (good) return;
        clearTimeout(this.inputTimer);
        this.inputTimer = setTimeout(() => this.#showStart({ quiet: false }), INPUT_DEBOUNCE_MS);
      });
    });
    start.addEventListener('change', () => {
      clearTimeout(this.inputTimer);
      this.#showStart({ quiet: false });
    });
    goal.addEventListener('change', () => {
      if (!this.fromSolve) writeHash({ 'acc-goal': goal.value });
      this.update();
    });
    save.addEventListener('click', () => this.#save());
  }

  /**
   * A link's board and goal (`acc-board=`, `acc-goal=`), read like typed
   * text: a bad board gets the parser's sentence, a goal that is not in the
   * menu is named and the menu's stays.
   */
  takeLink(hash) {
    const e = this.el;
    if (!('acc-board' in hash)) return;
    /** While set, the Solve view's problems do not replace the link's board (index.js clears it). */
    this.linked = true;
    e.start.value = hash['acc-board'];
    this.fromSolve = false;
    this.#source(() => t('accuracy.fromLink'));
    const goal = hash['acc-goal'];
    if (goal !== undefined) {
      if ([...e.goal.options].some((o) => o.value === goal && !o.dataset.custom)) e.goal.value = goal;
      else {
        const kept = e.goal.value;
        this.#source(() => t('accuracy.linkGoal', { goal: JSON.stringify(goal.slice(0, 40)), kept: goalTitle(kept) }));
      }
    }
    writeHash({ 'acc-board': e.start.value, 'acc-goal': e.goal.value });
    if (this.visible) this.update();
    else this.dirty = true;
  }

  /** The Solve view configured a problem: take its start and goal (bus 'problem'). */
  takeProblem(problem) {
    if (this.linked) return;
    const e = this.el;
    e.start.value = problem.start;
    this.fromSolve = true;
    this.#source(() => t('accuracy.fromSolve'));
    writeHash({ 'acc-board': null, 'acc-goal': null });
    if (problem.width === SIZE && problem.height === SIZE) {
      const named = [...e.goal.options].some((o) => o.value === problem.goal && !o.dataset.custom);
      if (!named) this.#setCustomGoal(problem.goal);
      e.goal.value = problem.goal;
    }
    if (this.visible) this.update();
    else this.dirty = true;
  }

  /** A goal the Solve view typed: one extra option, replaced by the next one. */
  #setCustomGoal(text) {
    const { goal } = this.el;
    goal.querySelector('option[data-custom]')?.remove();
    const option = h('option', { value: text, 'data-custom': 'true', title: text }, t('accuracy.customGoal'));
    goal.append(option);
  }

  /** The view was shown: compute what is missing. */
  shown() {
    this.visible = true;
    if (this.dirty || !this.space) this.update();
  }

  hidden() {
    this.visible = false;
  }

  /** Shows the state space of the selected goal (computed on first use), then the start. */
  async update() {
    this.dirty = false;
    const token = ++this.token;
    const goal = this.el.goal.value;
    this.#goalHint();
    if (this.space?.goal !== goal) {
      this.#computing(true);
      // The start's ring and its true distance belong to the goal shown until now.
      this.placing = (this.placing ?? 0) + 1;
      this.#unring();
      this.#showFacts({ kind: 'pending' });
    }
    let space;
    try {
      space = await stateSpace(goal, this.compared.map(({ name }) => name));
    } catch (error) {
      if (token !== this.token) return;
      this.#computing(false);
      this.failed = () => t('accuracy.spaceFailed', { message: error.message });
      this.el.space.textContent = this.failed();
      return;
    }
    if (token !== this.token) return;
    this.failed = null;
    this.space = space;
    this.mapsSection.dataset.computeMs = String(Math.round(space.ms));
    this.#computing(false);
    this.#showSpace(space);
    this.#showStart({ quiet: false });
    // The formula is checked for the goal shown (once per goal; Check and Enter check again).
    if (this.formula.checkedGoal !== goal) this.formula.check();
  }

  #computing(busy) {
    this.mapsSection.setAttribute('aria-busy', String(busy));
    this.el.save.disabled = busy;
    for (const { computing } of this.el.maps) computing.hidden = !busy;
    if (busy) {
      this.el.space.textContent = t('accuracy.computingSpace');
      this.el.dominance.textContent = '';
    }
  }

  #showSpace(space) {
    const e = this.el;
    drawLegend(e.legend, space.maxCount, { width: 230, height: 30 });
    for (const { name, map, card } of e.maps) {
      // A heuristic defined for another goal only (Nilsson's) has no map for this one.
      card.hidden = !space.maps[name];
      if (card.hidden) continue;
      const { matrix } = space.maps[name];
      map.show({ matrix, side: space.side, maxCount: space.maxCount, states: space.states });
    }
    this.#describeSpace(space);
  }

  /** The sentences and numbers that sum up `space` (shown; again after a switch of language). */
  #describeSpace(space) {
    const e = this.el;
    e.space.textContent = t('accuracy.space', { states: space.states, farthest: space.farthest });
    const { states, holds } = space.dominance;
    e.dominance.dataset.holds = String(holds === states);
    e.dominance.textContent = holds === states ? t('accuracy.dominanceHolds', { states }) : t('accuracy.dominanceFails', { holds, states });
    for (const { name, stats } of e.maps) {
      if (!space.maps[name]) continue;
      const { summary } = space.maps[name];
      stats.replaceChildren(
        ...stat(t('accuracy.meanRatio'), fixed(summary.meanRatio, 2), t('accuracy.meanRatioTitle')),
        ...stat(t('accuracy.exact'), `${integer(summary.exact)} (${percent(summary.exact, summary.states)})`, t('accuracy.exactTitle')),
        ...stat(
          t('accuracy.over'),
          summary.overestimates === 0 ? t('accuracy.overNone') : t('accuracy.overCount', { n: summary.overestimates }),
          t('accuracy.overTitle'),
        ),
      );
    }
  }

  /** The hint under the goal menu: the selected goal's description. */
  #goalHint() {
    const option = this.el.goal.selectedOptions[0];
    this.el.goalHint.textContent = option?.dataset.custom ? t('accuracy.solveGoal') : (option?.title ?? '');
  }

  /**
   * Reads the start field: rings the start in every map and lists its
   * numbers. Resolves to whether the text was a board this view can place
   * (false too when a later read began meanwhile).
   */
  async #showStart({ quiet }) {
    const e = this.el;
    const text = e.start.value;
    const read = (this.reads = (this.reads ?? 0) + 1);
    let board = null;
    /** @type {null | (() => string)} what is wrong with the text */
    let problem = null;
    try {
      board = await readBoard(text);
      if (board.width !== SIZE || board.height !== SIZE) {
        const { width, height } = board;
        problem = () => t('accuracy.tooBig', { width, height });
      }
    } catch (error) {
      problem = () => errorText(error);
    }
    if (read !== this.reads) return false;
    if (problem) {
      if (!quiet) this.#setError(problem);
      if (!quiet) this.#placeStart(null);
      return false;
    }
    this.#setError(null);
    this.#placeStart(board);
    return true;
  }

  /** The start field's error: `make` says it (again after a switch of language), null for none. */
  #setError(make) {
    this.startError = make;
    const message = make ? make() : '';
    const { start, startError } = this.el;
    startError.textContent = message;
    startError.hidden = !message;
    if (message) start.setAttribute('aria-invalid', 'true');
    else start.removeAttribute('aria-invalid');
  }

  /** Rings `board` (a good 3×3 board, or null) in the maps and fills in its facts. */
  async #placeStart(board) {
    const e = this.el;
    const space = this.space;
    /** The board last asked to be placed (null: none), which a new formula check places again. */
    this.board = board;
    const asked = (this.placing = (this.placing ?? 0) + 1);
    if (!board || !space) {
      this.#unring();
      this.#showFacts({ kind: 'none' });
      e.board.hidden = true;
      return;
    }
    e.board.hidden = false;
    drawMini(e.board, 64, { tiles: board.tiles, width: board.width, height: board.height, goal: space.goalTiles });
    e.board.setAttribute('aria-label', t('accuracy.startBoardTiles', { tiles: board.tiles.join(' ') }));
    const text = e.start.value;
    let d;
    try {
      d = await space.distanceOf(text);
    } catch {
      return; // the text changed meanwhile and is shown with its own error
    }
    if (asked !== this.placing || space !== this.space) return; // a later board or goal was placed
    if (d < 0) {
      this.#unring();
      this.#showFacts({ kind: 'unreachable' });
      return;
    }
    const formula = this.formula.shownFor(space.goal);
    const [guesses, own] = await Promise.all([
      estimates(text, space.goal),
      formula == null ? null : formulaValue(formula, text, space.goal).catch(() => null),
    ]);
    if (asked !== this.placing || formula !== this.formula.shownFor(space.goal)) return;
    for (const { name, map } of e.maps) map.setMarker({ d, h: guesses[name] });
    const mine = own?.ok ? own : null;
    // An h past the matrix's last column is counted, and ringed, in that column (`column`).
    this.formula.mark(mine && { d, h: mine.column });
    this.#showFacts({ kind: 'distance', d, guesses, formula: mine?.h ?? null });
  }

  /** Takes the start's ring off every map, the built-ins' and the formula's. */
  #unring() {
    for (const { map } of this.el.maps) map.setMarker(null);
    this.formula.mark(null);
  }

  /**
   * The start's facts beside its board, from what is known of it (kept, so a switch of language
   * writes them again at once): `pending` (its goal's space is being listed), `none` (no board
   * to place), `unreachable`, or its true distance `d`, each heuristic's `guesses` and the
   * checked formula's estimate (`formula`, null when none is shown or it cannot be evaluated there).
   * @param {{ kind: string, d?: number, guesses?: Record<string, number>, formula?: number | null }} facts
   */
  #showFacts(facts) {
    this.facts = facts;
    const fact = (label, value) => [h('dt', {}, label), h('dd', {}, value)];
    const list = {
      pending: () => fact(t('accuracy.trueDistance'), '…'),
      none: () => fact(t('accuracy.startFact'), '–'),
      unreachable: () => [...fact(t('accuracy.trueDistance'), t('accuracy.noDistance')), h('dd', { class: 'acc-facts-note' }, t('accuracy.otherHalf'))],
      distance: ({ d, guesses, formula }) => [
        ...fact(t('accuracy.trueDistance'), t('accuracy.moves', { n: d })),
        ...this.compared.filter(({ name }) => name in guesses).flatMap(({ name, title }) => fact(title, `h = ${guesses[name]}`)),
        ...(formula == null ? [] : fact(this.formula.title, `h = ${formula}`)),
      ],
    }[facts.kind](facts);
    this.el.facts.replaceChildren(...list);
  }

  /** One picture of the three maps with their titles and the legend. */
  #save() {
    const space = this.space;
    if (!space) return;
    const size = 380;
    const pad = 20;
    const head = 54;
    const titleRow = 26;
    const legend = 44;
    const shown = this.el.maps.filter(({ card }) => !card.hidden);
    const width = pad + shown.length * (size + pad);
    const height = head + titleRow + size + legend;
    const { canvas, ctx } = paper(width, height);
    const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    ctx.fillStyle = '#1b2230';
    ctx.textBaseline = 'middle';
    ctx.font = `700 17px ${font}`;
    ctx.fillText(t('accuracy.pngTitle', { states: space.states, goal: space.goalTiles.join(' ') }), pad, 20);
    ctx.font = `13px ${font}`;
    ctx.fillText(this.el.dominance.textContent, pad, 42);
    shown.forEach(({ title, map }, i) => {
      const x = pad + i * (size + pad);
      ctx.fillStyle = '#1b2230';
      ctx.font = `700 14px ${font}`;
      ctx.fillText(title, x + 44, head + titleRow / 2);
      ctx.save();
      ctx.translate(x, head + titleRow);
      map.paint(ctx, size);
      ctx.restore();
    });
    drawLegendAt(ctx, pad + 30, head + titleRow + size + 8, 240, 30, space.maxCount);
    ctx.fillStyle = '#1b2230';
    ctx.font = `12px ${font}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(t('accuracy.pngLegend'), pad + 280, head + titleRow + size + 10);
    const name = this.el.goal.selectedOptions[0]?.dataset.custom ? 'custom' : space.goal;
    downloadCanvas(canvas, `npuzzle-accuracy-${name}.png`).catch((error) => {
      this.el.save.title = t('accuracy.saveFailed', { message: error.message });
    });
  }
}

/**
 * The catalogue's entries of the heuristics mapped: of those the engine tallies
 * (`accuracyHeuristics`), the chain's (misplaced ≤ Manhattan ≤ linear conflict), whose three maps
 * the view's layout is drawn for. (The engine tallies the others too, Nilsson's overestimates
 * included; showing their maps needs room the layout does not have yet.)
 */
function mapped(catalogue) {
  return catalogue.accuracyHeuristics.map((name) => catalogue.heuristic(name)).filter((entry) => entry.chain);
}

/** The arrow of the save buttons (the same drawing as in index.html). */
function downloadIcon() {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 24 24', width: 15, height: 15, 'aria-hidden': 'true', fill: 'none',
    stroke: 'currentColor', 'stroke-width': 2.4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })) {
    svg.setAttribute(k, String(v));
  }
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M12 4v11M7 10l5 5 5-5M5 20h14');
  svg.append(path);
  return svg;
}

/** A `<dt>`/`<dd>` pair (grouped, so pairs wrap together) with an explanation on hover. */
function stat(label, value, title) {
  return [h('div', { title }, h('dt', {}, label), h('dd', {}, value))];
}
