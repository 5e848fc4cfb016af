// The row of lane cards. Each card is one search of the comparison: its
// algorithm, heuristic, parameter (weighted A*'s weight) and tie-breaking rule (menus named "Lane 1
// algorithm" and so on),
// a small board with the node it is expanding, its own counters (Expanded,
// Generated, Frontier, Visited) and, once it is done, its result. The card's
// top edge and its key line carry the lane's colour and dash pattern, the
// same as its line on the chart and its row in the table.

import { markAlgorithms } from '../../widgets/costs.js';
import { h } from '../../widgets/dom.js';
import { mistakeText } from '../../i18n/formula-words.js';
import { engineMessage, stoppedByRule } from '../../widgets/status.js';
import { integer } from '../../i18n/format.js';
import { errorText, t } from '../../i18n/index.js';
import { Pending } from '../../engine/settle.js';
import { describeTiles, drawMini } from '../../widgets/tiles.js';
import { LANE_STYLES, MAX_LANES, MIN_LANES, laneSwatch } from './palette.js';
import { algorithmOf, parameterOf } from './searches.js';
import { laneVisitedMenu, offerLaneVisited } from '../../widgets/visited.js';
import { goalOnly } from '../../widgets/goal.js';
import { DEFAULT_PRIORITY } from '../../app/solve-link.js';

/** While the race runs, the lanes' boards are redrawn at most this often (ms). */
const BOARD_REDRAW_MS = 100;
/**
 * A card narrower than this (CSS px; compare.css's narrow-card query) gets
 * the small board, so six-digit counters keep their labels beside it (four
 * lanes at 1024 px cut "Expanded" to "Expan…").
 */
const NARROW_CARD = 250;
/** The lane boards' side in CSS px: smaller when five or six cards share the row, or a card is narrow. */
const boardSize = (lanes, cardWidth) => (lanes >= 5 || cardWidth < NARROW_CARD ? 72 : 98);
/** The card's counters: the summary's field and its label's key. */
const COUNTERS = [
  ['expanded', 'compare.counter.expanded'],
  ['generated', 'compare.counter.generated'],
  ['frontier', 'compare.counter.frontier'],
  ['visited', 'compare.counter.visited'],
];

/** 1 → "1st", 2 → "2nd", … (six lanes at most). */
const ordinal = (n) => t('compare.place', { n });

/**
 * Why a finished lane did not solve: the engine's status, and for a stopped
 * search which budget (the summary's `stopReason`: memory or nodes), or its
 * own rule or bound (`stoppedByRule`: stuck, an empty beam, the depth limit L).
 * Also the status line's words (index.js).
 */
export function stopReason(summary) {
  if (summary.status === 'stopped') {
    if (stoppedByRule(summary)) return 'own rule';
    return summary.stopReason === 'memory' ? 'memory budget' : 'node budget';
  }
  return { unsolvable: 'unsolvable', exhausted: 'no solution' }[summary.status] ?? 'error';
}

/**
 * The places of the lanes that solved, by the expansions each needed (every
 * lane expands the same number of nodes per frame, so fewer is sooner, and
 * a lane added later is placed fairly too); lanes with the same count share
 * a place and are marked tied. A lane that did not solve has no place.
 * @returns {Array<{ place: number, tiedWith: number[] } | null>}  per lane
 */
export function places(lanes) {
  const solved = lanes.map((lane, i) => ({ i, expanded: lane.summary.expanded })).filter((_, i) => lanes[i].summary.status === 'solved');
  return lanes.map((lane, i) => {
    if (lane.summary.status !== 'solved') return null;
    const mine = lane.summary.expanded;
    return {
      place: 1 + solved.filter((o) => o.expanded < mine).length,
      tiedWith: solved.filter((o) => o.i !== i && o.expanded === mine).map((o) => o.i + 1),
    };
  });
}

/** What the card's last line says, and its tone (for colour and the tests); `budgetMb` is the lane's memory budget. */
function resultOf(summary, budgetMb) {
  switch (summary.status) {
    case 'ready':
      return { kind: 'ready', text: t('compare.result.ready') };
    case 'running':
      return { kind: 'running', text: t('compare.result.searching', { g: summary.g }) };
    case 'solved':
      return { kind: 'solved', text: t('compare.result.solved', { n: summary.solutionLength, optimal: summary.optimal }) };
    case 'unsolvable':
      return { kind: 'stopped', text: t('compare.result.unsolvable') };
    case 'stopped':
      // A search's own stop (stuck, an empty beam, the depth limit) is its sentence, not a budget.
      if (stoppedByRule(summary)) return { kind: 'stopped', text: engineMessage(summary) };
      // The budget as the engine counts it (limits(): a MB is bytesPerMb bytes), not the memory at the stop.
      return stopReason(summary) === 'memory budget'
        ? { kind: 'stopped', text: t('compare.result.memory', { mb: budgetMb }) }
        : { kind: 'stopped', text: t('compare.result.nodes') };
    case 'exhausted':
      return { kind: 'stopped', text: t('compare.result.exhausted') };
    default:
      // A lane the engine refused: a formula's mistake that only the board shows (a tile it does
      // not have) with its column, as the formula field words it; any other by its code.
      if (summary.refusal) {
        const code = typeof summary.refusal.code === 'string' ? summary.refusal.code : '';
        return { kind: 'error', text: code.startsWith('formula.') ? mistakeText(summary.refusal) : errorText(summary.refusal) };
      }
      return { kind: 'error', text: engineMessage(summary) };
  }
}

/** One card. */
class LaneCard {
  constructor(engine, index, lanes, config, { onConfig, onRemove, pending }) {
    this.engine = engine;
    this.pending = pending; // the checks in flight (settle.js), shared by the cards
    this.lanes = lanes; // how many cards share the row
    this.config = { ...config };
    const n = index + 1;
    const id = (what) => `cmp-lane${n}-${what}`;

    this.algorithm = h('select', { id: id('algorithm') });
    for (const a of engine.catalogue.algorithms) this.algorithm.append(new Option(a.title, a.name));
    this.heuristic = h('select', { id: id('heuristic') });
    // Short labels: a card may be a sixth of the screen wide.
    for (const entry of engine.catalogue.quickHeuristics) this.heuristic.append(new Option(entry.short, entry.name));
    // A heuristic the user writes (the catalogue's formula entry), with its text in a field of its own.
    const formula = engine.catalogue.formula;
    if (formula) this.heuristic.append(new Option(formula.short, formula.name));
    this.formula = h('input', { id: id('formula'), type: 'text', class: 'lane-formula', spellcheck: 'false', autocomplete: 'off' });
    this.formula.value = config.formula ?? formula?.example ?? '';
    // Your best-first search's priority (a row with the priority capability), in a field of its own.
    this.priority = h('input', { id: id('priority'), type: 'text', class: 'lane-formula lane-priority', spellcheck: 'false', autocomplete: 'off' });
    this.priority.value = config.priority ?? DEFAULT_PRIORITY;
    this.blind = h('span', { class: 'lane-blind' });
    // The algorithm's parameter (weighted A*'s "w ="): symbol, range and step from its row.
    this.parameter = h('input', { id: id('parameter'), type: 'number' });
    this.parameterSymbol = h('span', {});
    this.parameterField = h('label', { class: 'lane-parameter' }, this.parameterSymbol, this.parameter);
    /** Each parameter's value in this card by key (a lane switched away and back keeps its own). */
    this.parameterValues = Object.fromEntries(engine.catalogue.parameters.map((p) => [p.key, p.pageDefault]));
    const own = parameterOf(engine, config);
    if (own && config.parameter !== undefined) this.parameterValues[own.key] = config.parameter;
    /** The key of the parameter the field shows (the catalogue's first until the lane's algorithm takes one). */
    this.parameterKey = null;
    const shown = own ?? engine.catalogue.parameters[0];
    if (shown) this.#useParameter(shown);
    // The A* family's tie-breaking rule (www/widgets/tie.js names them): short labels beside the
    // heuristic (the cards' height is the view's), shown for a lane whose algorithm keeps an open list.
    this.tie = h('select', { id: id('tie') });
    for (const rule of engine.catalogue.tieBreaks) this.tie.append(new Option(rule.short, rule.name));
    this.error = h('p', { class: 'field-error', hidden: true, 'aria-live': 'polite' });
    this.visited = laneVisitedMenu(n, id('visited-table'));

    this.title = h('h3', { class: 'lane-title', id: id('title') });
    this.rank = h('span', { class: 'lane-rank', hidden: true });
    this.remove = h('button', { type: 'button', class: 'lane-remove quiet' }, '×');

    this.board = h('canvas', { class: 'lane-board', role: 'img' });
    this.counters = {};
    const list = h('dl', { class: 'lane-counters' });
    /** Each counter's label: its hidden "Lane 1 " prefix, its text and the text's key, written by #label. */
    /** @type {Array<{ prefix: HTMLElement, text: HTMLElement, key: string }>} */
    this.labels = [];
    for (const [key, label] of COUNTERS) {
      // "Lane 1 Expanded" for screen readers (and tests); "Expanded" on screen.
      const prefix = h('span', { class: 'visually-hidden' });
      const text = h('span', {});
      this.labels.push({ prefix, text, key: label });
      const dt = h('dt', { id: id(key) }, prefix, text);
      const dd = h('dd', { 'aria-labelledby': id(key) }, '0');
      this.counters[key] = dd;
      list.append(h('div', { class: `lane-counter ${key}` }, dt, dd));
    }
    this.result = h('p', { class: 'lane-result' });

    this.root = h(
      'li',
      { class: 'lane', dataset: { lane: String(n) } },
      h('div', { class: 'lane-head' }, laneSwatch(index), this.title, this.rank, this.remove),
      h(
        'div',
        { class: 'lane-fields' },
        this.algorithm,
        h('div', { class: 'lane-row' }, this.heuristic, this.blind, this.parameterField, this.tie, this.visited),
        this.priority,
        this.formula,
        this.error,
      ),
      h('div', { class: 'lane-body' }, this.board, list),
      this.result,
    );
    this.root.style.setProperty('--lane-colour', LANE_STYLES[index].colour);
    this.n = n;
    this.#label();

    this.algorithm.value = this.config.algorithm;
    this.heuristic.value = this.config.heuristic;
    this.tie.value = this.config.tie ?? this.tie.options[0]?.value ?? '';
    this.#showFields();

    this.algorithm.addEventListener('change', () => this.pending.track(this.#changed(onConfig)));
    this.heuristic.addEventListener('change', () => this.pending.track(this.#changed(onConfig)));
    this.formula.addEventListener('change', () => this.pending.track(this.#changed(onConfig)));
    this.priority.addEventListener('change', () => this.pending.track(this.#changed(onConfig)));
    this.parameter.addEventListener('change', () => this.pending.track(this.#changed(onConfig)));
    this.tie.addEventListener('change', () => this.pending.track(this.#changed(onConfig)));
    this.visited.addEventListener('change', () => this.pending.track(this.#changed(onConfig)));
    this.remove.addEventListener('click', () => onRemove());
  }

  /**
   * The card's words in the page's language: its title, the fields' names, the menus' entries
   * (the catalogue's words; the choice stays) and the counters' labels. Called when the card is
   * built and after each switch of language.
   */
  #label() {
    const n = this.n;
    const { catalogue } = this.engine;
    this.algorithm.setAttribute('aria-label', t('compare.laneAlgorithm', { n }));
    this.heuristic.setAttribute('aria-label', t('compare.laneHeuristic', { n }));
    this.formula.setAttribute('aria-label', `${t('compare.lanePrefix', { n })}${t('formula.fieldLabel')}`);
    this.priority.setAttribute('aria-label', `${t('compare.lanePrefix', { n })}${t('priority.label')}`);
    const row = catalogue.parameters.find((p) => p.key === this.parameterKey);
    if (row) this.parameter.setAttribute('aria-label', t('compare.laneParameter', { n, noun: row.noun }));
    this.tie.setAttribute('aria-label', `${t('compare.lanePrefix', { n })}${t('tie.label')}`);
    this.tie.title = t('tie.label');
    for (const option of this.tie.options) option.text = catalogue.tieBreaks.find((r) => r.name === option.value)?.short ?? option.value;
    for (const option of this.algorithm.options) option.text = catalogue.algorithm(option.value)?.title ?? option.value;
    this.#offerHeuristics();
    this.blind.textContent = t('compare.blind');
    this.title.textContent = t('compare.lane', { n });
    this.remove.title = t('compare.removeLaneTitle');
    this.remove.setAttribute('aria-label', t('compare.removeLane', { n }));
    for (const { prefix, text, key } of this.labels) {
      prefix.textContent = t('compare.lanePrefix', { n });
      text.textContent = t(key);
    }
  }

  /**
   * The race's board and goal: a heuristic defined for one goal only (its row's `goal`, Nilsson's
   * sequence score) is disabled off it, its entry saying why.
   */
  fit(problem) {
    this.problem = problem;
    this.#offerHeuristics();
    // The race's costs: a search its row does not offer under them is disabled (www/widgets/costs.js).
    if (problem.costs) markAlgorithms(this.algorithm, this.engine.catalogue, problem.costs);
  }

  /** The heuristic menu's entries: short labels, or why one does not fit the race's goal. */
  #offerHeuristics() {
    const { catalogue } = this.engine;
    for (const option of this.heuristic.options) {
      const entry = catalogue.heuristic(option.value);
      const short = entry?.short ?? option.value;
      const why = this.problem ? goalOnly(catalogue, entry, short, this.problem) : '';
      option.disabled = why !== '';
      option.text = why || short;
      if (why) option.title = why;
      else option.removeAttribute('title');
    }
  }

  /** After a switch of language: the card's words, and its lane's result as last shown. */
  relabel() {
    this.#label();
    if (this.shown) this.show(...this.shown);
  }

  #showFields() {
    const blind = !algorithmOf(this.engine, this.algorithm.value).usesHeuristic;
    this.heuristic.hidden = blind;
    this.blind.hidden = !blind;
    this.formula.hidden = blind || !this.engine.catalogue.isFormula(this.heuristic.value);
    this.priority.hidden = !algorithmOf(this.engine, this.algorithm.value).priority;
    const row = parameterOf(this.engine, { algorithm: this.algorithm.value });
    this.parameterField.hidden = !row;
    if (row && row.key !== this.parameterKey) {
      if (this.parameterKey !== null) this.parameterValues[this.parameterKey] = Number(this.parameter.value);
      this.#useParameter(row);
      this.#label();
    }
    this.tie.hidden = !algorithmOf(this.engine, this.algorithm.value).breaksTies;
    offerLaneVisited(this.visited, this.engine.catalogue, this.algorithm.value, this.visited.value || this.config.visited);
  }

  /** Shows the parameter of `row` in the field: its symbol, range, step and this card's value of it. */
  #useParameter(row) {
    this.parameterKey = row.key;
    this.parameter.value = String(this.parameterValues[row.key]);
    Object.assign(this.parameter, { min: String(row.pageMin), max: String(row.pageMax), step: String(row.step) });
    this.parameterSymbol.textContent = `${row.symbol} =`;
  }

  async #changed(onConfig) {
    this.#showFields();
    const value = Number(this.parameter.value);
    const row = parameterOf(this.engine, { algorithm: this.algorithm.value });
    const asked = (this.checks = (this.checks ?? 0) + 1);
    // The engine's range for the page's fields of this parameter, and its sentence.
    let problem = '';
    if (row) problem = await this.engine.pageParameter(this.algorithm.value, value).then(() => '', (error) => errorText(error));
    // The lane's formula, checked like typed input.
    let formula;
    if (!problem && !this.formula.hidden) {
      const read = await this.engine.parseFormula(this.formula.value);
      if (read.ok) formula = read.formula;
      else problem = mistakeText(read.error);
    }
    this.formula.setAttribute('aria-invalid', String(!this.formula.hidden && formula === undefined && problem !== ''));
    // The lane's priority (your best-first search's), checked like typed input.
    let priority;
    if (!problem && !this.priority.hidden) {
      const read = await this.engine.parsePriority(this.priority.value);
      if (read.ok) priority = read.priority;
      else problem = mistakeText(read.error);
    }
    this.priority.setAttribute('aria-invalid', String(!this.priority.hidden && priority === undefined && problem !== ''));
    if (asked !== this.checks) return; // the fields changed again meanwhile
    this.parameter.setAttribute('aria-invalid', String(problem !== ''));
    this.error.hidden = problem === '';
    this.error.textContent = problem;
    if (problem) return;
    // A rule other than the default, for an algorithm with an open list (else none: the default).
    const tie = algorithmOf(this.engine, this.algorithm.value).breaksTies && this.tie.selectedIndex > 0 ? this.tie.value : undefined;
    this.config = {
      algorithm: this.algorithm.value,
      heuristic: this.heuristic.value,
      ...(row ? { parameter: value } : {}),
      ...(tie ? { tie } : {}),
      ...(formula !== undefined ? { formula } : {}),
      ...(priority !== undefined ? { priority } : {}),
    };
    if (!this.visited.hidden) this.config.visited = this.visited.value;
    onConfig(this.config);
  }

  setEditable(editable, canRemove) {
    this.algorithm.disabled = !editable;
    this.heuristic.disabled = !editable;
    this.formula.disabled = !editable;
    this.priority.disabled = !editable;
    this.parameter.disabled = !editable;
    this.tie.disabled = !editable;
    this.visited.disabled = !editable;
    this.remove.disabled = !editable || !canRemove;
  }

  /**
   * Shows a lane of the race: its current node, counters and result, and
   * its place among the lanes that solved (`places`; null: no place).
   */
  show(lane, problem, place, { board = true } = {}) {
    this.shown = [lane, problem, place];
    const { summary } = lane;
    for (const [key] of COUNTERS) {
      const text = integer(summary[key]);
      this.counters[key].textContent = text;
      this.counters[key].classList.toggle('long', text.length > 7); // millions: a smaller size still fits
    }
    // A solved lane shows the goal: breadth-first searches test a child as they make it, so their
    // last expanded node is the goal's parent (a BFS lane ended on a board one move short).
    const tiles = summary.status === 'solved' ? problem.goalTiles : (summary.tiles ?? problem.tiles);
    if (board) {
      drawMini(this.board, boardSize(this.lanes, this.root.clientWidth), { tiles, width: problem.width, height: problem.height, goal: problem.goalTiles, numbers: true });
      this.board.dataset.tiles = Array.from(tiles).join(' ');
      this.board.setAttribute('aria-label', t('compare.laneBoard', { n: this.n, tiles: describeTiles(tiles, problem.width) }));
    }
    const { kind, text } = resultOf(summary, lane.config.memoryMb);
    this.result.textContent = text;
    this.result.dataset.kind = kind;
    this.root.dataset.status = summary.status;
    this.rank.hidden = !place;
    if (place) {
      const { tiedWith } = place;
      const tie = tiedWith.length ? t('compare.placeTied', { place: ordinal(place.place) }) : ordinal(place.place);
      const lanes = tiedWith.length === 1 ? t('compare.laneRef', { n: tiedWith[0] }) : t('compare.laneRefs', { list: tiedWith.join(t('compare.listSeparator')) });
      const sentence = t('compare.placeSentence', { place: tie, n: summary.expanded }) + (tiedWith.length ? t('compare.asManyAs', { lanes }) : '');
      this.rank.textContent = tie;
      this.rank.dataset.place = String(place.place);
      this.rank.title = sentence;
      this.rank.setAttribute('aria-label', sentence);
    }
  }
}

export class LaneCards {
  /**
   * @param {import('../../engine/index.js').Engine} engine
   * @param {HTMLOListElement} list  the <ol> the cards go in
   * @param {{ onChange(configs: object[]): void }} handlers  after any edit
   *   or removal, with every lane's config (an added lane is the caller's to
   *   start: `add` only makes its card)
   */
  constructor(engine, list, { onChange }) {
    this.engine = engine;
    this.list = list;
    this.onChange = onChange;
    /** Whether a person chose the lanes (edited, added or removed one, or a link named them). */
    this.chosen = false;
    this.cards = [];
    this.editable = true;
    this.boardsDrawnAt = 0;
    /** The lane cards' checks in flight (a parameter is the engine's to accept). */
    this.pending = new Pending();
  }

  get configs() {
    return this.cards.map((card) => ({ ...card.config }));
  }

  get canAdd() {
    return this.cards.length < MAX_LANES;
  }

  /** Builds one card per config (numbers and styles follow the order). */
  set(configs) {
    this.cards = configs.map(
      (config, index) =>
        new LaneCard(this.engine, index, configs.length, config, {
          onConfig: () => {
            this.chosen = true;
            this.onChange(this.configs);
          },
          onRemove: () => this.#remove(index),
          pending: this.pending,
        }),
    );
    if (this.problem) for (const card of this.cards) card.fit(this.problem);
    this.list.replaceChildren(...this.cards.map((card) => card.root));
    this.list.style.setProperty('--lanes', String(this.cards.length));
    this.setEditable(this.editable);
  }

  /** One more card, last; the other cards keep their lanes' numbers. */
  add(config) {
    if (!this.canAdd) return;
    this.chosen = true;
    this.set([...this.configs, config]);
    this.cards.at(-1).algorithm.focus();
  }

  #remove(index) {
    if (this.cards.length <= MIN_LANES) return;
    const configs = this.configs;
    this.chosen = true;
    configs.splice(index, 1);
    this.set(configs);
    this.onChange(this.configs);
    // Keep the keyboard where it was: the next card's Remove button, or the last one's.
    this.cards[Math.min(index, this.cards.length - 1)].remove.focus();
  }

  /** The race's problem (`{ width, height, goalTiles }`): each card offers the heuristics that fit its goal. */
  fit(problem) {
    this.problem = problem;
    for (const card of this.cards) card.fit(problem);
  }

  /** After a switch of language: every card's words (the lanes, their counts and their searches stay). */
  relabel() {
    for (const card of this.cards) card.relabel();
  }

  setEditable(editable) {
    this.editable = editable;
    for (const card of this.cards) card.setEditable(editable, this.cards.length > MIN_LANES);
  }

  /**
   * Shows every lane's numbers; its board too, at most every
   * BOARD_REDRAW_MS while the race runs (`force` otherwise): six boards a
   * frame cost more than the rest of the page, and nobody reads 60 a second.
   */
  show(lanes, problem, { force = true } = {}) {
    const now = performance.now();
    const board = force || now - this.boardsDrawnAt >= BOARD_REDRAW_MS;
    if (board) this.boardsDrawnAt = now;
    const placed = places(lanes);
    lanes.forEach((lane, i) => this.cards[i]?.show(lane, problem, placed[i], { board }));
  }
}
