// The race chart: one line per lane, against the expansions it has made
// (every lane still running makes the same number each frame, so the lanes
// advance along the axis together). The menu picks what the lines plot: the
// frontier (the default: how much each lane keeps waiting) or the visited
// table (what it remembers; the current path for IDA* and IDDFS). Plotting
// the expansions themselves drew y = x for every lane, so it is not offered.
// A log axis makes exponential growth a straight line. Each line has its
// lane's colour and dash pattern, and a dot where the lane finished (where it
// stopped); the key above the plot draws the same lines. A lane's history has
// a row per step (src/search/history.rs); the plot draws at most
// PLOT_POINTS of them per lane, at steps every lane has a row for.

import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { compact } from '../../i18n/format.js';
import { t } from '../../i18n/index.js';
import { GLOSSARY } from '../../widgets/glossary.js';
import { LANE_STYLES, laneSwatch } from './palette.js';

const REDRAW_MS = 100;
/** The most points a lane's line has: more than a chart's width in pixels, few enough to redraw often. */
const PLOT_POINTS = 2048;

/** What the menu may plot (the rows' columns); its first is the default. */
export const RACE_METRICS = ['frontier', 'visited'];
/** The x axis's title: what a student counts (a frame of the race means nothing to them). */
const xTitle = () => t('compare.chartX');

export class RaceChart {
  /**
   * @param {HTMLElement} container  the plot's box (the plot fills it)
   * @param {HTMLUListElement} key   the legend list above it
   * @param {{ metric: HTMLSelectElement, log: HTMLInputElement }} toggles
   */
  constructor(container, key, toggles) {
    this.container = container;
    this.key = key;
    this.toggles = toggles;
    this.lanes = []; // the race's lanes: { history: { steps, expanded, frontier, visited } }
    this.labels = [];
    /** @type {Array<number | null>} each lane's last point on the x axis (#columns) */
    this.last = [];
    this.lastDrawAt = 0;
    this.plot = null;
    this.placeholder = document.createElement('p');
    this.placeholder.className = 'chart-placeholder';
    this.placeholder.textContent = t('compare.chartPlaceholder');
    container.append(this.placeholder);
    toggles.metric.addEventListener('change', () => this.#build());
    toggles.log.addEventListener('change', () => this.#build());
    new ResizeObserver(() => this.plot?.setSize(this.#size())).observe(container);
  }

  /** New lanes (after a reset or an edit): new series, new key. */
  setLanes(lanes, labels) {
    this.lanes = lanes;
    this.labels = labels;
    this.key.replaceChildren(
      ...labels.map((label, i) => {
        const item = document.createElement('li');
        item.append(laneSwatch(i, 26), `${i + 1} · ${label}`);
        return item;
      }),
    );
    this.#build();
  }

  /**
   * After a switch of language: the placeholder, and the plot built again with its axes' titles
   * and `labels` (the lanes' names in the new language) from the points it holds.
   */
  relabel(labels) {
    this.placeholder.textContent = t('compare.chartPlaceholder');
    this.setLanes(this.lanes, labels);
    this.update({ force: true });
  }

  /** Takes the lanes' new points; redraws at most every REDRAW_MS unless `force`. */
  update({ force = false } = {}) {
    if (force || performance.now() - this.lastDrawAt >= REDRAW_MS) this.#draw();
  }

  get #metric() {
    return RACE_METRICS.includes(this.toggles.metric.value) ? this.toggles.metric.value : RACE_METRICS[0];
  }

  /**
   * uPlot's columns: x = every expansion count some lane was at after a
   * frame, ascending; one y column per lane, null where that lane has no
   * point (after it finished, or before a lane added later began). Also
   * each lane's last point, for its dot.
   * @returns {{ data: import('uplot').AlignedData, last: Array<number | null> }}
   */
  #columns() {
    const metric = this.#metric;
    const log = this.toggles.log.checked;
    // A row every `every` steps (a power of two, so a lane's stride divides it or it divides the
    // stride) and each lane's last: at most about PLOT_POINTS per lane.
    const longest = Math.max(0, ...this.lanes.map((lane) => lane.history.steps?.at(-1) ?? 0));
    let every = 1;
    while (longest / every > PLOT_POINTS) every *= 2;
    const kept = this.lanes.map(({ history }) => {
      const rows = [];
      const n = history.expanded.length;
      for (let i = 0; i < n; i++) if (i === n - 1 || (history.steps?.[i] ?? i + 1) % every === 0) rows.push(i);
      return rows;
    });
    const seen = new Set();
    this.lanes.forEach((lane, l) => kept[l].forEach((i) => seen.add(lane.history.expanded[i])));
    const x = [...seen].sort((a, b) => a - b);
    const at = new Map(x.map((value, i) => [value, i]));
    const last = [];
    const columns = this.lanes.map((lane, l) => {
      const { expanded } = lane.history;
      const values = lane.history[metric];
      const column = new Array(x.length).fill(null);
      for (const i of kept[l]) column[at.get(expanded[i])] = log && values[i] <= 0 ? null : values[i];
      last.push(expanded.length ? at.get(expanded.at(-1)) : null);
      return column;
    });
    // What is plotted, for tests: the y column's name, and each lane's points.
    this.container.dataset.metric = metric;
    this.container.dataset.yTitle = GLOSSARY[metric].word;
    this.container.dataset.points = kept.map((rows) => rows.length).join(' ');
    this.container.dataset.lastValues = this.lanes.map((lane) => lane.history[metric].at(-1) ?? '').join(' ');
    return { data: [x, ...columns], last };
  }

  /** @returns {import('uplot').AlignedData} */
  #data() {
    const { data, last } = this.#columns();
    this.last = last;
    return data;
  }

  #draw() {
    this.lastDrawAt = performance.now();
    const data = this.#data();
    this.placeholder.hidden = data[0].length > 0;
    // The axis as drawn, for tests (as the Solve board carries data-tiles).
    this.container.dataset.xTitle = xTitle();
    this.container.dataset.xMax = String(data[0].at(-1) ?? 0);
    this.plot?.setData(data);
  }

  #size() {
    return {
      width: Math.max(160, Math.floor(this.container.clientWidth)),
      height: Math.max(100, Math.floor(this.container.clientHeight)),
    };
  }

  /** (Re)creates the plot: uPlot fixes a scale's distribution when it is built. */
  #build() {
    this.plot?.destroy();
    const log = this.toggles.log.checked;
    const font = '12px system-ui, sans-serif';
    const axis = {
      stroke: '#4f5866',
      grid: { stroke: '#ebe6dc', width: 1 },
      ticks: { stroke: '#d8d1c3', width: 1 },
      font,
      labelFont: font,
      values: (u, splits) => splits.map(compact),
    };
    const lastPoint = (u, seriesIdx) => {
      const i = this.last?.[seriesIdx - 1];
      return i === null || i === undefined ? null : [i];
    };
    /** @type {import('uplot').Options} */
    const options = {
      ...this.#size(),
      class: 'race-plot',
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      legend: { show: false },
      scales: {
        x: { time: false },
        y: log ? { distr: 3, log: 10 } : { range: (u, min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        { ...axis, label: xTitle(), labelSize: 18, size: 30 },
        { ...axis, label: GLOSSARY[this.#metric].word, labelSize: 18, size: 48 },
      ],
      series: [
        { label: t('compare.chartSeries') },
        ...this.labels.map((label, i) => ({
          label: `${i + 1} · ${label}`,
          stroke: LANE_STYLES[i].colour,
          dash: LANE_STYLES[i].dash,
          width: 2,
          spanGaps: true, // a lane added later has points between the others'
          points: { show: true, size: 8, width: 2, fill: LANE_STYLES[i].colour, filter: lastPoint },
        })),
      ],
    };
    this.plot = new uPlot(options, this.#data(), this.container);
    this.placeholder.hidden = this.plot.data[0].length > 0;
  }
}
