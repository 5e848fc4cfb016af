// The chart on the right: how big the frontier (open list) and the visited
// set (closed list) are after each number of expansions. BFS shows the
// exponential blow-up, A* a flatter curve, IDA* a frontier that stays tiny.
// A checkbox switches the y axis to a log scale, where exponential growth is
// a straight line.

import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { compact, integer } from '../i18n/format.js';
import { GLOSSARY } from './glossary.js';
import { t } from '../i18n/index.js';

const REDRAW_MS = 100;

const COLOURS = { frontier: '#c2571a', visited: '#24446d' };

/**
 * The tick spacings the axes may use: whole numbers only (1, 2, 5, 10, 20 …),
 * since both axes count things (expansions, nodes); uPlot's own list has
 * 0.5, which after the first Step put a tick at "0.5 expansions".
 */
export const WHOLE_INCREMENTS = Array.from({ length: 16 }, (_, e) => [1, 2, 5].map((m) => m * 10 ** e)).flat();

/** Dots while there are too few points for a line (after the first Steps), none after. */
const fewPoints = (u) => u.data[0].length <= 2;

export class GrowthChart {
  /**
   * @param {HTMLElement} container  the chart's box; the plot fills it.
   * @param {HTMLInputElement} logToggle  the "Log scale" checkbox.
   */
  constructor(container, logToggle) {
    this.container = container;
    this.logToggle = logToggle;
    this.data = { steps: [], expanded: [], frontier: [], visited: [], stride: 1 };
    /** Called after each update or clear (the CSV button's title says the rows' stride). */
    this.watchers = [];
    this.lastDrawAt = 0;
    this.plot = null;
    this.iterative = false;
    this.placeholder = document.createElement('p');
    this.placeholder.className = 'chart-placeholder';
    this.placeholder.textContent = t('solve.chart.placeholder');
    container.append(this.placeholder);

    logToggle.addEventListener('change', () => this.#build());
    new ResizeObserver(() => this.#resize()).observe(container);
    this.#build();
  }

  /**
   * IDA* and IDDFS keep no visited set: their second line is the length of
   * the current path, and its legend says so.
   */
  setIterative(iterative) {
    if (iterative === this.iterative) return;
    this.iterative = iterative;
    this.#build();
  }

  /** The axis title and legend again in the current language (the plotted points stay). */
  relabel() {
    this.placeholder.textContent = t('solve.chart.placeholder');
    this.#build();
  }

  /** Forgets the previous search. */
  clear() {
    this.data = { steps: [], expanded: [], frontier: [], visited: [], stride: 1 };
    this.#draw();
    for (const watcher of this.watchers) watcher();
  }

  /** Calls `watcher` after each update and clear. */
  watch(watcher) {
    this.watchers.push(watcher);
  }

  /**
   * Shows a search's history (`{ steps, expanded, frontier, visited, stride }`, the arrays
   * the driver's mirror keeps growing: a point per step, or per `stride` steps of a long
   * search). Redraws at most every REDRAW_MS unless `force` (a single step, or the end of a search).
   */
  update(history, { force = false } = {}) {
    const restride = history.stride !== this.data.stride;
    this.data = history;
    const now = performance.now();
    if (force || now - this.lastDrawAt >= REDRAW_MS) this.#draw();
    if (force || restride) for (const watcher of this.watchers) watcher();
  }

  #series() {
    const log = this.logToggle.checked;
    // A log axis cannot show 0: leave a gap there instead.
    const fix = log ? (values) => values.map((v) => (v > 0 ? v : null)) : (values) => values;
    return [this.data.expanded, fix(this.data.frontier), fix(this.data.visited)];
  }

  #draw() {
    this.lastDrawAt = performance.now();
    this.placeholder.hidden = this.data.expanded.length > 0;
    // What is drawn, for tests: the points, and the last one as "expanded frontier visited".
    const { expanded, frontier, visited } = this.data;
    const d = this.container.dataset;
    d.points = String(expanded.length);
    d.last = expanded.length ? `${expanded.at(-1)} ${frontier.at(-1)} ${visited.at(-1)}` : '';
    d.stride = String(this.data.stride ?? 1);
    this.plot?.setData(this.#series());
  }

  #size() {
    const legend = 26;
    return {
      width: Math.max(120, Math.floor(this.container.clientWidth)),
      height: Math.max(80, Math.floor(this.container.clientHeight) - legend),
    };
  }

  #resize() {
    if (this.plot) this.plot.setSize(this.#size());
  }

  /** (Re)creates the plot: uPlot fixes a scale's distribution when it is built. */
  #build() {
    this.plot?.destroy();
    const log = this.logToggle.checked;
    const axis = {
      stroke: '#4f5866',
      grid: { stroke: '#ebe6dc', width: 1 },
      ticks: { stroke: '#d8d1c3', width: 1 },
      font: '12px system-ui, sans-serif',
      values: (u, splits) => splits.map(compact),
    };
    /** @type {import('uplot').Options} */
    const options = {
      ...this.#size(),
      class: 'growth-plot',
      // Little room above the plot (half a tick label), so a short chart at 1024×768 keeps its ticks.
      padding: [8, 12, 0, 0],
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      legend: { live: false },
      // The ticks drawn, as text on the box, for tests and for checking by eye in devtools.
      hooks: {
        draw: [
          (u) => {
            const [x, y] = /** @type {any[]} uPlot keeps each axis's ticks in _splits */ (u.axes);
            this.container.dataset.xTicks = (x._splits ?? []).join(' ');
            this.container.dataset.yTicks = (y._splits ?? []).join(' ');
          },
        ],
      },
      scales: {
        // From 0 expansions, and at least to 1: one point alone is not centred on a half-open range.
        x: { time: false, range: (u, min, max) => [0, Math.max(1, max)] },
        y: log ? { distr: 3, log: 10 } : { range: (u, min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        { ...axis, label: GLOSSARY.expanded.word, labelSize: 15, labelFont: '12px system-ui, sans-serif', size: 26, incrs: WHOLE_INCREMENTS },
        // Ticks 24 px apart at the least (uPlot's 30 left a short chart one "0"): 12 px numbers fit.
        { ...axis, size: 46, space: 24, ...(log ? {} : { incrs: WHOLE_INCREMENTS }) },
      ],
      series: [
        { label: GLOSSARY.expanded.word, value: (u, v) => (v == null ? '–' : integer(v)) },
        { label: GLOSSARY.frontier.word, stroke: COLOURS.frontier, width: 2, points: { show: fewPoints }, value: (u, v) => compact(v) || '–' },
        { label: (this.iterative ? GLOSSARY.onPath : GLOSSARY.visited).word, stroke: COLOURS.visited, width: 2, points: { show: fewPoints }, value: (u, v) => compact(v) || '–' },
      ],
    };
    this.plot = new uPlot(options, this.#series(), this.container);
    this.placeholder.hidden = this.data.expanded.length > 0;
  }
}
