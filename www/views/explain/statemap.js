// Panel "State-space map": every state of the 8-puzzle drawn at once, one
// dot each, where the engine laid it out (src/state_map.rs: rings by true
// distance to the goal, the goal at the centre, clockwise by rank within a
// ring). The states the search has expanded and those in its frontier
// light up as it reaches them (`Session.reachedByRank`), so BFS's waves,
// A*'s beam and greedy's dash are seen over the whole space; a search can
// be kept as an overlay in other colours and compared with the next one.
// Hover or tap a state for its board and distance; "Make this the start"
// sends it to the Solve view (bus 'useBoard'). On 4×4 there are far too
// many states to draw.

import { emit } from '../../app/bus.js';
import { h } from '../../widgets/dom.js';
import { integer } from '../../i18n/format.js';
import { t } from '../../i18n/index.js';
import { sizeFacts } from '../../engine/catalogue.js';
import { MapCanvas } from './statemap-view.js';
import { MAP_COLOURS, NO_CELL, REACHED, paint, ranksByCell } from './statemap-paint.js';
import { titleOf } from './words.js';

/** The legend: a swatch and its words' key. */
const LEGEND = [
  ['expanded', 'statemap.key.expanded'],
  ['frontier', 'statemap.key.frontier'],
  ['keptExpanded', 'statemap.key.keptExpanded'],
  ['keptFrontier', 'statemap.key.keptFrontier'],
  ['both', 'statemap.key.both'],
];

export class StateMapPanel {
  /**
   * @param {HTMLElement} root
   * @param {{ tiles: (rank: number) => Promise<Uint8Array | null> }} engine  a board by rank (the search's worker)
   */
  constructor(root, engine) {
    this.engine = engine;
    const button = (key, cls, label) => h('button', { type: 'button', class: `secondary ${cls}`, dataset: { key, label: label ?? '' } });
    root.replaceChildren(
      h('p', { class: 'explain-lead statemap-lead' }),
      h(
        'div',
        { class: 'statemap-tools' },
        h(
          'ul',
          { class: 'explain-legend' },
          LEGEND.map(([colour, key]) =>
            h('li', { dataset: { legend: colour } }, h('span', { class: 'swatch', style: `background:${MAP_COLOURS[colour]}` }), h('span', { dataset: { key } })),
          ),
        ),
        h(
          'div',
          { class: 'statemap-buttons' },
          button('statemap.zoomOut', 'statemap-zoom-out', '−'),
          button('statemap.zoomIn', 'statemap-zoom-in', '+'),
          button('statemap.fit', 'statemap-fit'),
          button('statemap.keep', 'statemap-keep'),
          button('statemap.clear', 'statemap-clear'),
        ),
      ),
      h(
        'div',
        { class: 'statemap-box' },
        h('canvas', { role: 'img', class: 'statemap-canvas', tabindex: '0' }),
        h(
          'div',
          { class: 'statemap-tip', hidden: true },
          h('div', { class: 'statemap-board', role: 'img' }),
          h('p', { class: 'statemap-tip-distance' }),
          h('p', { class: 'statemap-tip-reached' }),
          h('button', { type: 'button', class: 'primary statemap-use', dataset: { key: 'statemap.useStart' } }),
        ),
      ),
      h('p', { class: 'chart-readout statemap-hint' }),
      h('p', { class: 'statemap-summary', 'aria-live': 'polite' }),
      h('p', { class: 'statemap-kept' }),
      h('p', { class: 'explain-note statemap-note' }),
    );
    this.root = root;
    const $ = (selector) => root.querySelector(selector);
    this.el = {
      lead: $('.statemap-lead'),
      tools: $('.statemap-tools'),
      box: $('.statemap-box'),
      canvas: $('.statemap-canvas'),
      tip: $('.statemap-tip'),
      board: $('.statemap-board'),
      distance: $('.statemap-tip-distance'),
      reached: $('.statemap-tip-reached'),
      use: $('.statemap-use'),
      hint: $('.statemap-hint'),
      summary: $('.statemap-summary'),
      kept: $('.statemap-kept'),
      note: $('.statemap-note'),
      keep: $('.statemap-keep'),
      clear: $('.statemap-clear'),
    };
    this.map = new MapCanvas(this.el.canvas, {
      onHover: (rank, at) => this.pinned < 0 && this.#show(rank, at),
      onPick: (rank, at) => this.#pick(rank, at),
      labels: () => ({ goal: t('statemap.goal'), start: t('statemap.start') }),
    });
    $('.statemap-zoom-in').addEventListener('click', () => this.map.zoom(1.5));
    $('.statemap-zoom-out').addEventListener('click', () => this.map.zoom(1 / 1.5));
    $('.statemap-fit').addEventListener('click', () => this.map.fit());
    this.el.keep.addEventListener('click', () => this.#keep());
    this.el.clear.addEventListener('click', () => this.#clearKept());
    this.el.use.addEventListener('click', () => this.#useStart());
    // Keys (listed in shortcuts.js): Esc lets the picked state go; on the focused map + and − zoom, 0 fits.
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.pinned >= 0) this.#pick(-1, null);
    });
    this.el.canvas.addEventListener('keydown', (event) => {
      const act = { '+': () => this.map.zoom(1.5), '=': () => this.map.zoom(1.5), '-': () => this.map.zoom(1 / 1.5), 0: () => this.map.fit() }[event.key];
      if (!act || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      act();
    });
    this.visible = false;
    this.layout = null; // { side, states, cells, distances, rings, goalRank, startRank, key }
    this.reached = null; // this search's, by rank
    this.kept = null; // { reached, problem, key }: the overlay
    this.counts = null;
    this.shown = -1; // the rank the tooltip shows
    this.pinned = -1; // the rank clicked (the tooltip stays, with its button)
    this.tiles = null; // the shown rank's tiles, once read
    this.#words();
    this.reset(null);
  }

  /** The panel's words in the current language, from what it holds (nothing is read again). */
  relabel() {
    this.#words();
    this.#writeCounts();
    this.#writeTip();
    this.map.redraw();
  }

  #words() {
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (this.root.querySelectorAll('[data-key]'))) {
      if (el.dataset.label) {
        el.textContent = el.dataset.label;
        el.setAttribute('aria-label', t(el.dataset.key));
        el.title = t(el.dataset.key);
      } else el.textContent = t(el.dataset.key);
    }
    this.el.lead.textContent = t('statemap.lead');
    this.el.hint.textContent = t('statemap.hint');
    const small = this.#small();
    this.el.note.textContent = this.problem && !small ? t('statemap.tooLarge', { width: this.problem.width, height: this.problem.height }) : '';
  }

  #small() {
    return Boolean(this.problem) && sizeFacts(this.problem.width, this.problem.height).small;
  }

  /** A new problem or search: the layout is read again (the start may have moved); the overlay stays on the same goal. */
  reset(problem) {
    this.problem = problem;
    this.layout = null;
    this.reached = null;
    this.counts = null;
    const small = this.#small();
    for (const el of [this.el.lead, this.el.tools, this.el.box, this.el.hint, this.el.summary, this.el.kept]) el.hidden = !small;
    if (this.kept && this.kept.key !== this.#goalKey()) this.kept = null;
    this.#pick(-1, null);
    this.el.summary.textContent = '';
    this.el.kept.textContent = '';
    this.#words();
    this.#buttons();
  }

  /** Which goal a layout belongs to (an overlay is kept only over the same one). */
  #goalKey() {
    const p = this.problem;
    return p ? `${p.width}x${p.height}:${p.goal}` : '';
  }

  setVisible(visible) {
    this.visible = visible;
    if (visible) this.map.redraw();
  }

  /** What the next read asks the worker for: null when nothing is shown, else `{ layout }` (true until the layout is here). */
  request() {
    if (!this.visible || !this.#small()) return null;
    if (!this.layout && !this.el.summary.textContent) this.el.summary.textContent = t('statemap.counting');
    return { layout: !this.layout };
  }

  /** The worker's answer: the layout (the first time) and what the search has reached; `summary` the search's latest. */
  update(map, summary) {
    this.summary = summary;
    if (!this.visible || !this.#small() || !map) return;
    if (map.layout) {
      this.layout = { ...map.layout, key: this.#goalKey() };
      this.map.setLayout(map.layout.side, ranksByCell(map.layout));
      // A start that cannot reach the goal has no cell: no mark.
      const cell = (rank) => (rank >= 0 && this.layout.cells[rank] !== NO_CELL ? this.layout.cells[rank] : -1);
      this.map.mark({ goal: cell(map.layout.goalRank), start: cell(map.layout.startRank) });
      this.el.canvas.dataset.goalRank = String(map.layout.goalRank);
      this.el.canvas.dataset.startRank = String(map.layout.startRank);
    }
    if (!this.layout) return;
    this.reached = map.reached;
    this.#paint();
  }

  #paint() {
    const layout = this.layout;
    if (!layout) return;
    this.counts = paint(this.map.pixels, layout, this.reached, this.kept?.reached ?? null, this.map.litPixels);
    this.map.painted();
    const c = this.counts;
    const data = this.el.canvas.dataset;
    data.states = String(c.states);
    data.expanded = String(c.expanded);
    data.frontier = String(c.frontier);
    data.expandedRankSum = String(c.expandedRankSum);
    data.keptExpanded = String(c.keptExpanded);
    data.both = String(c.both);
    this.#writeCounts();
    this.#buttons();
    if (this.shown >= 0) this.#writeTip();
  }

  #writeCounts() {
    const c = this.counts;
    if (!c || !this.layout) return;
    const rings = this.layout.rings.length;
    this.el.canvas.setAttribute('aria-label', t('statemap.chart', { total: c.states, rings }));
    // The engine marks the goal once it is selected as it marks an expanded state: one more than
    // the Expanded counter, said as such.
    const goal = this.summary && c.expanded === this.summary.expanded + 1;
    const words = { total: c.states, rings, expanded: goal ? this.summary.expanded : c.expanded, frontier: c.frontier };
    this.el.summary.textContent = t(goal ? 'statemap.summaryGoal' : 'statemap.summary', words);
    this.el.kept.textContent = this.kept
      ? t('statemap.kept', { title: titleOf(this.kept.problem), expanded: c.keptExpanded, frontier: c.keptFrontier, both: c.both })
      : '';
  }

  #buttons() {
    this.el.keep.disabled = !this.counts || this.counts.expanded === 0;
    this.el.clear.disabled = !this.kept;
  }

  /** Keeps what this search has reached as the overlay (the next search is drawn over it). */
  #keep() {
    if (!this.reached || !this.problem) return;
    this.kept = { reached: this.reached.slice(), problem: this.problem, key: this.#goalKey() };
    this.#paint();
  }

  #clearKept() {
    this.kept = null;
    this.#paint();
  }

  /** A click or a tap: the tooltip stays on that state, with its button (-1: let it go). */
  #pick(rank, at) {
    this.pinned = rank;
    this.map.mark({ picked: rank >= 0 && this.layout && this.layout.cells[rank] !== NO_CELL ? this.layout.cells[rank] : -1 });
    this.#show(rank, at);
    this.el.tip.classList.toggle('pinned', rank >= 0);
  }

  /** Shows the tooltip for `rank` near `at` (the board once the worker has sent its tiles). */
  #show(rank, at) {
    const tip = this.el.tip;
    if (rank < 0 || !this.layout) {
      this.shown = -1;
      tip.hidden = true;
      return;
    }
    if (rank !== this.shown) {
      this.shown = rank;
      this.tiles = null;
      this.engine.tiles(rank).then((tiles) => {
        if (this.shown !== rank || !tiles || tiles.length === 0) return;
        this.tiles = Array.from(tiles);
        this.#writeTip();
      });
    }
    tip.hidden = false;
    this.#writeTip();
    // Beside the pointer, kept inside the box.
    const box = this.el.box;
    const x = Math.min(at.x + 14, box.clientWidth - tip.offsetWidth - 4);
    const y = Math.min(at.y + 14, box.clientHeight - tip.offsetHeight - 4);
    tip.style.left = `${Math.max(4, x)}px`;
    tip.style.top = `${Math.max(4, y)}px`;
  }

  #writeTip() {
    const rank = this.shown;
    if (rank < 0 || !this.layout) return;
    const d = this.layout.distances[rank];
    const tip = this.el.tip;
    tip.dataset.rank = String(rank);
    tip.dataset.distance = String(d);
    this.el.distance.textContent = t('statemap.tip.distance', { moves: d });
    const mark = this.reached?.[rank] ?? REACHED.none;
    const state = mark === REACHED.expanded ? 'expanded' : mark === REACHED.generated ? 'frontier' : 'none';
    this.el.reached.textContent = t(`statemap.tip.${state}`);
    const board = this.el.board;
    const width = this.problem.width;
    if (this.tiles) {
      board.dataset.tiles = this.tiles.join(' ');
      board.style.gridTemplateColumns = `repeat(${width}, 1fr)`;
      board.replaceChildren(...this.tiles.map((tile) => h('span', { class: tile ? 'tile' : 'tile blank' }, tile ? String(tile) : '')));
      board.setAttribute('aria-label', t('statemap.tip.board', { tiles: this.tiles.map((n) => (n ? integer(n) : '_')).join(' ') }));
    } else {
      delete board.dataset.tiles;
      board.replaceChildren();
    }
    this.el.use.hidden = this.pinned !== rank || !this.tiles;
  }

  /** "Make this the start": the Solve view's setup takes the board (its search starts over there). */
  #useStart() {
    if (!this.tiles) return;
    emit('useBoard', { tiles: this.tiles.slice(), stay: true });
  }
}
