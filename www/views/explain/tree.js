// Panel "Search tree": the first few hundred steps of the search drawn as a
// tree (the engine's trace, read a frame's new entries at a time from the
// search's worker: engine/worker.js `explain`, Session.treeLog(since)). Each
// expanded node is a dot coloured by f; every child it generated has a place
// under it, so duplicates (already in the frontier: hollow; already
// expanded: crossed) and children pruned by IDA*'s threshold show. The
// solution path is highlighted once solved; bidirectional BFS grows its
// second tree up from the goal at the bottom.
//
// The slider replays the expansion order; hovering or tapping a node (or
// selecting it with the arrow keys) shows its board. The canvas carries its counts as
// data attributes (data-dots, data-in-frontier, data-closed, data-pruned,
// data-waiting, data-path) for tests and an aria-label for screen readers.

import { drawMini } from '../../widgets/tiles.js';
import { SIDE_COLOURS, formatValue, sequential, sequentialGradient } from './palette.js';
import { decode, layout, mark, pathReach, pathShown } from './tree-data.js';
import { drawTree } from './tree-draw.js';
import { algorithmOf } from './words.js';
import { t } from '../../i18n/index.js';
import { h } from '../../widgets/dom.js';

export class TreePanel {
  /** @type {import('./tree-data.js').TraceFormat | undefined} the engine's trace layout, read once */
  format;

  constructor(root) {
    root.replaceChildren(
      h(
        'div',
        { class: 'tree-top' },
        h(
          'ul',
          { class: 'tree-legend' },
          h(
            'li',
            { class: 'legend-f' },
            h('span', { class: 'dot-key' }),
            h('span', { class: 'legend-f-text' }),
            ' ',
            h('span', { class: 'gradient', 'aria-hidden': 'true' }),
            h('span', { class: 'legend-range' }),
          ),
          h(
            'li',
            { class: 'legend-sides', hidden: true },
            h('span', { class: 'dot-key', style: `background:${SIDE_COLOURS[0]}` }),
            h('span', { class: 'legend-text', dataset: { key: 'explain.fromStart' } }),
            ' ',
            h('span', { class: 'dot-key', style: `background:${SIDE_COLOURS[1]}` }),
            h('span', { class: 'legend-text', dataset: { key: 'explain.fromGoal' } }),
          ),
          h('li', {}, h('span', { class: 'hollow-key' }), h('span', { class: 'legend-text', dataset: { key: 'explain.tree.key.inFrontier' } })),
          h('li', {}, h('span', { class: 'cross-key', 'aria-hidden': 'true' }, '×'), h('span', { class: 'legend-text', dataset: { key: 'explain.tree.key.closed' } })),
          h('li', { class: 'legend-pruned', hidden: true }, h('span', { class: 'bar-key' }), h('span', { class: 'legend-text', dataset: { key: 'explain.tree.key.pruned' } })),
          h('li', {}, h('span', { class: 'wait-key' }), h('span', { class: 'legend-text', dataset: { key: 'explain.tree.key.waiting' } })),
          h('li', {}, h('span', { class: 'star-key', 'aria-hidden': 'true' }, '★'), h('span', { class: 'legend-text', dataset: { key: 'explain.tree.key.goal' } })),
          h('li', {}, h('span', { class: 'path-key' }), h('span', { class: 'legend-text', dataset: { key: 'explain.tree.key.path' } })),
        ),
        h(
          'div',
          { class: 'tree-order' },
          h('label', { for: 'explain-tree-order' }),
          h('input', { id: 'explain-tree-order', type: 'range', min: '0', max: '0', value: '0', step: '1' }),
          h('span', { class: 'tree-order-value', 'aria-hidden': 'true' }, '0'),
          h('label', { class: 'toggle' }, h('input', { type: 'checkbox', class: 'fit-toggle' }), h('span', { class: 'fit-text' })),
        ),
        // The Export buttons (./export.js), filled by the view.
        h('div', { class: 'tree-export' }),
      ),
      h(
        'div',
        { class: 'tree-box' },
        h('div', { class: 'tree-scroll' }, h('canvas', { tabindex: '0', role: 'img' })),
        h(
          'div',
          { class: 'tree-tip', hidden: true },
          h('canvas', { width: '84', height: '84', 'aria-hidden': 'true' }),
          h('p', { 'aria-live': 'polite' }),
        ),
      ),
      h('p', { class: 'explain-note tree-note', 'aria-live': 'polite' }),
    );
    this.root = root;
    this.scroll = root.querySelector('.tree-scroll');
    this.canvas = root.querySelector('.tree-scroll canvas');
    this.tip = root.querySelector('.tree-tip');
    this.tipBoard = this.tip.querySelector('canvas');
    this.tipText = this.tip.querySelector('p');
    this.slider = root.querySelector('input[type="range"]');
    this.sliderValue = root.querySelector('.tree-order-value');
    this.note = root.querySelector('.tree-note');
    this.fit = root.querySelector('.fit-toggle');
    this.exportBox = root.querySelector('.tree-export');
    this.fit.addEventListener('change', () => this.#render());
    root.querySelector('.gradient').style.background = sequentialGradient();
    this.legendRange = root.querySelector('.legend-range');
    this.legendFText = root.querySelector('.legend-f-text');
    this.reset(null);

    this.slider.addEventListener('input', () => {
      this.follow = Number(this.slider.value) === Number(this.slider.max);
      this.selected = -1;
      this.#render();
    });
    this.canvas.addEventListener('mousemove', (e) => this.#hover(e));
    // Touch screens have no hover: a tap on a node shows its board, a tap beside the nodes hides it.
    this.canvas.addEventListener('click', (e) => this.#hover(e));
    // (A finger lifted also "leaves" the canvas: only the mouse leaving hides the board.)
    this.canvas.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && this.selected < 0 && this.#hideTip());
    this.canvas.addEventListener('keydown', (e) => this.#key(e));
    this.canvas.addEventListener('blur', () => {
      this.selected = -1;
      this.#hideTip();
      this.#render();
    });
    new ResizeObserver(() => this.entries.length && this.#render()).observe(this.scroll);
  }

  reset(problem) {
    this.problem = problem;
    this.searchKey = null;
    this.entries = [];
    this.limit = 0; // the engine's treeLimit(), read with the first entries
    this.follow = true;
    this.selected = -1;
    this.thresholds = [];
    this.readKey = '';
    this.slider.max = '0';
    this.slider.value = '0';
    this.slider.disabled = true;
    this.sliderValue.textContent = '0';
    this.#hideTip();
    this.#words();
    if (!problem) return;
    const { traits } = problem;
    this.root.querySelector('.legend-f').hidden = traits.bidirectional;
    this.root.querySelector('.legend-sides').hidden = !traits.bidirectional;
    this.root.querySelector('.legend-pruned').hidden = !traits.iterative;
    this.#render();
  }

  /** Writes the panel's words in the current language again and redraws the tree it holds (no read). */
  relabel() {
    this.#words();
    this.#render();
    if (this.selected >= 0 && this.tree?.byIndex[this.selected]) this.#showTip({ node: this.tree.byIndex[this.selected] });
    else this.#hideTip();
  }

  #words() {
    const root = this.root;
    root.querySelector('.tree-legend').setAttribute('aria-label', t('explain.tree.key'));
    for (const span of root.querySelectorAll('.legend-text')) span.textContent = t(span.dataset.key);
    root.querySelector('label[for="explain-tree-order"]').textContent = t('explain.tree.shown');
    root.querySelector('.fit-text').textContent = t('explain.tree.fit');
    if (!this.problem) {
      this.canvas.setAttribute('aria-label', t('explain.tab.tree'));
      return;
    }
    const traits = this.problem.traits;
    this.legendFText.textContent = t(`explain.tree.key.colour.${traits.frontierKey}`);
    root.querySelector('.legend-pruned .legend-text').textContent = t('explain.tree.key.pruned', { bound: algorithmOf(this.problem).bound });
  }

  /**
   * The whole tree this panel holds — every entry read so far, whatever the slider shows — and
   * how much of the search that is (`steps` made, `recorded` in the tree, at most `limit`), for
   * the Export buttons; null before the first step.
   */
  held() {
    if (!this.problem || this.entries.length === 0) return null;
    const recorded = this.entries.length;
    return { tree: layout(this.entries, recorded), problem: this.problem, steps: Math.max(recorded, this.summary?.steps ?? 0), recorded, limit: this.limit };
  }

  /** The next update reads and draws everything again (the tab was shown). */
  invalidate() {
    this.readKey = '';
  }

  /** How many entries of `search`'s tree this panel holds: the `since` of its next read. */
  since(search) {
    return search.key === this.searchKey ? this.entries.length : 0;
  }

  /**
   * Takes the entries logged since the last read (`trace`: the worker's
   * `{ since, length, limit, cells, log, tiles, marks, format }` for
   * `search`) and redraws if the search moved.
   */
  update(search, trace, summary, thresholds) {
    this.thresholds = thresholds;
    this.summary = summary;
    if (search.key !== this.searchKey) {
      this.searchKey = search.key;
      this.entries = [];
      this.readKey = '';
    }
    if (trace.since !== this.entries.length) return; // read for an older state of this panel
    // The log stops growing at its limit: then only the note changes.
    const key = `${trace.length}/${summary.status}`;
    if (key === this.readKey) {
      if (this.tree) this.#describe(this.tree, Math.min(Number(this.slider.value), this.entries.length));
      return;
    }
    this.readKey = key;
    this.limit = trace.limit;
    this.format = trace.format;
    if (trace.length > trace.since) {
      this.entries.push(...decode(trace.log, trace.tiles, trace.cells, this.format, trace.since));
    }
    // Once solved: the path and the bidirectional meeting, on the nodes and
    // on the children that were never expanded.
    if (summary.status === 'solved') mark(this.entries, trace.marks, this.format);
    const n = this.entries.length;
    this.slider.max = String(n);
    this.slider.disabled = n === 0;
    if (this.follow) this.slider.value = String(n);
    this.#render();
  }

  #render() {
    const count = Math.min(Number(this.slider.value), this.entries.length);
    this.sliderValue.textContent = t('explain.tree.of', { count, total: this.entries.length });
    this.slider.setAttribute('aria-valuetext', t('explain.tree.ofNodes', { count, total: this.entries.length }));
    const tree = layout(this.entries, count);
    const view = { width: this.scroll.clientWidth, height: this.scroll.clientHeight };
    const colourOf = this.#colourScale(tree);
    this.drawn = drawTree(this.canvas, tree, view, {
      colourOf,
      selected: this.selected,
      thresholds: this.thresholds,
      iterative: Boolean(this.problem?.traits.iterative),
      fit: this.fit.checked,
      // Presentation mode (present.js) draws the tree half as big again.
      scale: document.documentElement.classList.contains('presentation') ? 1.5 : 1,
    });
    this.tree = tree;
    if (this.follow && count > 0 && this.selected < 0) this.#reveal(tree.byIndex[count - 1]);
    this.#describe(tree, count);
  }

  #colourScale(tree) {
    if (this.problem?.traits.bidirectional) return (e) => SIDE_COLOURS[e.side];
    const fs = tree.nodes.map((n) => n.entry.f);
    const lo = Math.min(...fs);
    const hi = Math.max(...fs);
    this.legendRange.textContent = fs.length ? (lo === hi ? formatValue(lo) : `${formatValue(lo)} → ${formatValue(hi)}`) : '';
    return (e) => sequential(hi > lo ? (e.f - lo) / (hi - lo) : 0.5);
  }

  /** Keeps the newest node in view while the search runs. */
  #reveal(node) {
    if (!node || !this.drawn) return;
    const { x, y } = this.drawn.at(node);
    const s = this.scroll;
    if (x < s.scrollLeft + 30 || x > s.scrollLeft + s.clientWidth - 30) s.scrollLeft = x - s.clientWidth / 2;
    if (y < s.scrollTop + 30 || y > s.scrollTop + s.clientHeight - 30) s.scrollTop = y - s.clientHeight / 2;
  }

  #describe(tree, count) {
    const c = this.drawn?.counts ?? {};
    const d = this.canvas.dataset;
    d.dots = String(tree.nodes.length);
    d.inFrontier = String(c['in-frontier'] ?? 0);
    d.closed = String(c.closed ?? 0);
    d.pruned = String(c['over-threshold'] ?? 0);
    d.waiting = String((c.new ?? 0) + (c.improved ?? 0));
    d.path = String(tree.nodes.filter((n) => n.entry.onPath).length);
    d.meeting = String(tree.nodes.filter((n) => n.entry.meeting).length + tree.stubs.filter((s) => s.meeting).length);
    const dup = (c['in-frontier'] ?? 0) + (c.closed ?? 0);
    // In the page's words (steps.js): expansions, and the goal's selection, an entry that expands nothing.
    const steps = (k, entries) => {
      const goal = entries.slice(0, k).some((e) => e.goal);
      return t('explain.tree.steps', { expansions: goal ? k - 1 : k, goal });
    };
    this.canvas.setAttribute(
      'aria-label',
      t('explain.tree.described', {
        steps: steps(count, this.entries),
        dots: Number(d.dots),
        duplicates: dup,
        pruned: c['over-threshold'] ?? 0,
        waiting: Number(d.waiting),
        path: Number(d.path),
      }),
    );
    const s = this.summary;
    if (!s || this.entries.length === 0) {
      this.note.textContent = s?.status === 'unsolvable' ? t('explain.tree.unreachable') : t('explain.tree.press');
      return;
    }
    const full = this.entries.length >= this.limit && s.steps > this.entries.length;
    let meeting = '';
    if (this.problem?.traits.bidirectional && s.status === 'solved') {
      meeting = Number(d.meeting) > 0 ? t('explain.tree.metHere') : t('explain.tree.metBeyond');
    }
    const recorded = full
      ? t('explain.tree.full', { limit: this.limit, expanded: s.expanded })
      : t('explain.tree.recorded', { steps: steps(this.entries.length, this.entries), limit: this.limit });
    this.note.textContent = `${recorded}${meeting}${this.#pathNote(s, full)}`;
    this.note.dataset.pathShown = this.pathShown === undefined ? '' : String(this.pathShown);
  }

  /**
   * Once solved, whether the tree shows the whole solution path: a tree cut
   * at its limit may hold only its first moves (A* on a 31-move board), and
   * says so rather than let the highlighted path end halfway.
   */
  #pathNote(s, full) {
    this.pathShown = undefined;
    if (s.status !== 'solved' || !full) return '';
    const length = s.solutionLength;
    const shown = pathShown(pathReach(this.entries), length);
    this.pathShown = shown;
    if (shown >= length) return '';
    if (shown === 0) return t('explain.tree.pathBeyond', { length });
    return t('explain.tree.pathPart', { shown, length });
  }

  #hover(event) {
    const hit = this.drawn?.hit(event.offsetX, event.offsetY);
    if (!hit) {
      if (this.selected < 0) this.#hideTip();
      return;
    }
    this.#showTip(hit);
  }

  #key(event) {
    const count = Math.min(Number(this.slider.value), this.entries.length);
    if (count === 0) return;
    let next = this.selected < 0 ? count - 1 : this.selected;
    const e = this.entries[next];
    switch (event.key) {
      case 'ArrowRight': next = Math.min(count - 1, next + 1); break;
      case 'ArrowLeft': next = Math.max(0, next - 1); break;
      case 'ArrowUp': next = e && e.parent >= 0 && e.parent < count ? e.parent : next; break;
      case 'ArrowDown': next = this.entries.findIndex((x, i) => i < count && x.parent === next) >= 0 ? this.entries.findIndex((x, i) => i < count && x.parent === next) : next; break;
      case 'Home': next = 0; break;
      case 'End': next = count - 1; break;
      default: return;
    }
    event.preventDefault();
    event.stopPropagation();
    this.selected = next;
    this.#render();
    const node = this.tree.byIndex[next];
    if (node) {
      this.#reveal(node);
      this.#showTip({ node });
    }
  }

  /** The board and numbers of a node or a child stub, next to it. */
  #showTip(hit) {
    const { width, height } = this.problem;
    let tiles;
    let lines;
    if (hit.node) {
      const e = hit.node.entry;
      tiles = e.tiles;
      const parent = e.parent >= 0 ? t('explain.tree.childOf', { parent: e.parent + 1, move: e.mv }) : t('explain.tree.root');
      const what = e.goal ? t('explain.tree.goalSelected') : t('explain.tree.expansion', { k: e.index + 1 });
      const side = this.problem.traits.bidirectional ? ` · ${e.side ? t('explain.fromGoal') : t('explain.fromStart')}` : '';
      const iteration = e.iteration ? ` · ${t('explain.tree.iterationLabel', { k: e.iteration })}` : '';
      lines = [`${what}${side}${iteration}`, numbers(this.problem, e.g, e.h, e.f), parent];
    } else {
      const s = hit.stub;
      tiles = s.tiles;
      const kind = t(`explain.tree.stub.${s.kind}`, { bound: algorithmOf(this.problem).bound ?? '' });
      lines = [kind, t('explain.tree.childOf', { parent: s.parent + 1, move: s.mv })];
    }
    // A projector (presentation mode) gets a bigger board.
    const size = document.documentElement.classList.contains('presentation') ? 128 : 84;
    drawMini(this.tipBoard, size, { tiles, width, height, goal: this.problem.goalTiles, numbers: true });
    this.tipText.replaceChildren(...lines.map((text, i) => Object.assign(document.createElement(i ? 'span' : 'strong'), { textContent: text })));
    this.tip.hidden = false;
    const { x, y } = hit.node ? this.drawn.at(hit.node) : this.drawn.at(hit.stub);
    const left = x - this.scroll.scrollLeft;
    const top = y - this.scroll.scrollTop;
    const box = this.scroll.getBoundingClientRect();
    const tipWidth = this.tip.offsetWidth;
    const tipHeight = this.tip.offsetHeight;
    this.tip.style.left = `${Math.max(4, Math.min(box.width - tipWidth - 4, left + 14))}px`;
    this.tip.style.top = `${top + tipHeight + 20 > box.height ? Math.max(4, top - tipHeight - 12) : top + 14}px`;
  }

  #hideTip() {
    this.tip.hidden = true;
  }
}

/** A node's numbers: g alone for a blind search, g, h and f for the others. */
function numbers(problem, g, hValue, f) {
  if (!problem.traits.usesHeuristic) return `g ${g}`;
  return `g ${g} · h ${hValue} · f ${formatValue(f)}`;
}

