// Panel "Frontier by f": every node waiting to be expanded, counted by its
// priority, redrawn once per frame from Session.frontierProfile(). A* takes
// the lowest bar first, so students watch the f-contours drain one after
// the other; BFS never holds more than two depths; bidirectional BFS shows
// its two searches side by side.
//
// The canvas carries its numbers as text: data-bars ("value:count" pairs,
// ":b" marks the backward search), data-slots (the values on the x axis, one
// per slot, empty ones included) and data-total, for tests and screen readers.

import { BarChart } from './bars.js';
import { SIDE_COLOURS, OKABE_ITO, formatCount, formatValue } from './palette.js';
import { t } from '../../i18n/index.js';
import { algorithmOf } from './words.js';
import { h } from '../../widgets/dom.js';

/** Most empty slots drawn between two f values; beyond that the chart keeps only the values seen. */
const MAX_SLOTS = 200;

/**
 * The chart's slots: every value seen, plus, when they are whole numbers
 * (every unweighted f and every depth), each whole number between them, so
 * a value no node has (A* with Manhattan distance on 3×3 only has f of one
 * parity: 9, 11, 13 …) shows as an empty slot, not as bars side by side.
 */
export function slots(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length < 2 || !sorted.every(Number.isInteger)) return sorted;
  const lo = sorted[0];
  const hi = sorted[sorted.length - 1];
  if (hi - lo + 1 > MAX_SLOTS) return sorted;
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** Where a search keeps the nodes it has yet to expand: IDA* and IDDFS a stack, the others a frontier. */
const pending = (traits) => (traits.iterative ? 'stack' : 'frontier');

/**
 * The panel's lead paragraph, per algorithm of the catalogue (`explain.frontier.lead.<name>`):
 * teaching text, not a label (a new algorithm without one shows none).
 */
function lead(name) {
  const key = `explain.frontier.lead.${name}`;
  const text = t(key);
  return text === key ? '' : text;
}

/** What the bars count by, as the axis and the sentences name it: depth, or f. */
const byWhat = (traits) => (traits?.frontierKey === 'g' ? 'depth' : 'f');

export class FrontierPanel {
  constructor(root) {
    root.replaceChildren(
      h('p', { class: 'explain-lead' }),
      h('div', { class: 'explain-chart' }, h('canvas', { role: 'img', 'aria-label': t('explain.frontier.chart') })),
      h('p', { class: 'explain-note', 'aria-live': 'polite' }),
      h(
        'ul',
        { class: 'explain-legend', hidden: true },
        h('li', {}, h('span', { class: 'swatch', style: `background:${SIDE_COLOURS[0]}` }), h('span', { class: 'side-name' })),
        h('li', {}, h('span', { class: 'swatch', style: `background:${SIDE_COLOURS[1]}` }), h('span', { class: 'side-name' })),
      ),
    );
    this.lead = root.querySelector('.explain-lead');
    this.canvas = root.querySelector('canvas');
    this.note = root.querySelector('.explain-note');
    this.legend = root.querySelector('.explain-legend');
    this.chart = new BarChart(this.canvas, { xTitle: 'f', yTitle: t('explain.frontier.y.frontier') });
    this.profile = null;
    this.summary = null;
    this.reset(null);
  }

  /** Writes the panel's words in the current language again, and redraws what it holds. */
  relabel() {
    this.#words();
    if (this.profile) this.update(this.profile, this.summary);
  }

  #words() {
    const [start, goal] = this.legend.querySelectorAll('.side-name');
    start.textContent = t('explain.fromStart');
    goal.textContent = t('explain.fromGoal');
    const problem = this.problem;
    if (!problem) return;
    const { traits } = problem;
    this.chart.setTitles({
      xTitle: t(`explain.frontier.x.${traits.frontierKey}`),
      yTitle: t(`explain.frontier.y.${pending(traits)}`),
    });
    this.lead.textContent = lead(problem.algorithm);
  }

  /** A new search: forget the values and the scale of the last one. */
  reset(problem) {
    this.problem = problem;
    this.values = new Set();
    this.yMax = 1;
    this.profile = null;
    this.summary = null;
    if (!problem) return;
    this.#words();
    this.legend.hidden = !problem.traits.bidirectional;
  }

  /**
   * Draws the profile (kept, so a switch of language redraws it without asking the engine).
   * @param {Float64Array} profile  [value, count, side] triples
   * @param {any} summary  the search's summary when the profile was read
   */
  update(profile, summary) {
    this.profile = profile;
    this.summary = summary;
    const bars = [];
    for (let i = 0; i + 2 < profile.length; i += 3) bars.push({ value: profile[i], count: profile[i + 1], side: profile[i + 2] });
    for (const b of bars) {
      this.values.add(b.value);
      this.yMax = Math.max(this.yMax, b.count);
    }
    const values = slots(this.values);
    const traits = this.problem?.traits;
    const twoSided = Boolean(traits?.bidirectional);
    const series = (twoSided ? [0, 1] : [0]).map((side) => ({
      values: values.map((v) => bars.find((b) => b.value === v && b.side === side)?.count ?? 0),
      colour: twoSided ? SIDE_COLOURS[side] : OKABE_ITO.blue,
      share: twoSided ? 0.5 : 1,
      offset: side * 0.5,
    }));
    const total = bars.reduce((sum, b) => sum + b.count, 0);
    const forward = bars.filter((b) => b.side === 0);
    // One frontier, lowest value first (BFS, the A* family): its lowest bar is expanded next.
    const lowest = forward.length && traits && !traits.iterative && !traits.bidirectional ? forward[0].value : null;
    const name = byWhat(traits);
    this.chart.draw({
      labels: values.map(formatValue),
      series,
      yMax: this.yMax,
      valueLabels: true,
      highlight: lowest === null ? -1 : values.indexOf(lowest),
      highlightLabel: lowest === null ? '' : t(`explain.frontier.next.${name}`, { value: formatValue(lowest) }),
      empty: summary?.status === 'unsolvable' ? t('explain.frontier.unreachable') : t('explain.frontier.empty'),
    });
    this.canvas.dataset.bars = bars.map((b) => `${formatValue(b.value)}:${b.count}${b.side ? ':b' : ''}`).join(' ');
    this.canvas.dataset.total = String(total);
    this.canvas.dataset.slots = values.map(formatValue).join(' ');
    const listed = bars.map((b) =>
      t(`explain.frontier.bar.${name}`, { count: formatCount(b.count), value: formatValue(b.value), side: twoSided ? (b.side ? t('explain.goalSide') : t('explain.startSide')) : null }),
    );
    this.canvas.setAttribute('aria-label', t('explain.frontier.described', { total, listed }));
    this.note.textContent = this.#note(summary, total, bars.length, name);
  }

  #note(summary, total, count, name) {
    if (!summary) return '';
    const traits = this.problem?.traits;
    const where = traits ? pending(traits) : 'frontier';
    const bound = (traits?.iterative && algorithmOf(this.problem).bound) || t('explain.bound.threshold');
    const iteration = summary.iteration > 0 ? t('explain.frontier.iteration', { bound, threshold: summary.threshold, iteration: summary.iteration }) : '';
    return t(`explain.frontier.note.${where}`, { total, values: count, by: name, iteration });
  }
}
