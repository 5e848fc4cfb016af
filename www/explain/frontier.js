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
import { h } from '../dom.js';
import { count as counted } from '../format.js';

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
const pending = (traits) => (traits.iterative ? 'on the stack' : 'in the frontier');

/**
 * The panel's lead paragraph, per algorithm of the catalogue: teaching
 * text, not a label (a new algorithm without one shows none).
 */
const EXPLAIN = {
  astar: 'Nodes waiting in the frontier, counted by f = g + h. A* always expands a node from the lowest bar (outlined), so the bars drain from left to right: the f-contours of the textbook, one after the other.',
  wastar: 'Nodes waiting in the frontier, counted by f = g + w·h. Weighting h pulls deep nodes forward, so the lowest bar is reached sooner but the path may be longer.',
  greedy: 'Nodes waiting in the frontier, counted by f = h alone. Greedy best-first ignores the path length, so it dives towards small h.',
  bfs: 'Nodes waiting in the queue, counted by depth g. BFS finishes one depth before it starts the next, so there are never more than two bars.',
  bibfs: 'Two searches, each counted by its own depth g: blue from the start, orange from the goal. Each step expands the side with the smaller frontier.',
  idastar: 'IDA* keeps no frontier, only a stack of nodes pending in this iteration, counted by f = g + h. Every one is within the threshold; the rest wait for a later iteration.',
  iddfs: 'Iterative deepening keeps only a stack of nodes pending in this iteration, counted by depth g, all within the depth limit.',
};

export class FrontierPanel {
  constructor(root) {
    root.replaceChildren(
      h('p', { class: 'explain-lead' }),
      h('div', { class: 'explain-chart' }, h('canvas', { role: 'img', 'aria-label': 'Frontier histogram' })),
      h('p', { class: 'explain-note', 'aria-live': 'polite' }),
      h(
        'ul',
        { class: 'explain-legend', hidden: true },
        h('li', {}, h('span', { class: 'swatch', style: `background:${SIDE_COLOURS[0]}` }), 'from the start'),
        h('li', {}, h('span', { class: 'swatch', style: `background:${SIDE_COLOURS[1]}` }), 'from the goal'),
      ),
    );
    this.lead = root.querySelector('.explain-lead');
    this.canvas = root.querySelector('canvas');
    this.note = root.querySelector('.explain-note');
    this.legend = root.querySelector('.explain-legend');
    this.chart = new BarChart(this.canvas, { xTitle: 'f', yTitle: 'nodes in the frontier' });
    this.reset(null);
  }

  /** A new search: forget the values and the scale of the last one. */
  reset(problem) {
    this.problem = problem;
    this.values = new Set();
    this.yMax = 1;
    if (!problem) return;
    const { traits } = problem;
    this.chart.setTitles({
      xTitle: { g: 'depth g', f: 'f', h: 'f = h' }[traits.frontierKey],
      yTitle: `nodes ${pending(traits)}`,
    });
    this.lead.textContent = EXPLAIN[problem.algorithm] ?? '';
    this.legend.hidden = !traits.bidirectional;
  }

  /** @param {Float64Array} profile  [value, count, side] triples */
  update(profile, summary) {
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
    const name = traits?.frontierKey === 'g' ? 'depth' : 'f';
    this.chart.draw({
      labels: values.map(formatValue),
      series,
      yMax: this.yMax,
      valueLabels: true,
      highlight: lowest === null ? -1 : values.indexOf(lowest),
      highlightLabel: lowest === null ? '' : `next: ${name} ${formatValue(lowest)}`,
      empty: summary?.status === 'unsolvable' ? 'Nothing to search: the goal cannot be reached.' : 'The frontier is empty.',
    });
    this.canvas.dataset.bars = bars.map((b) => `${formatValue(b.value)}:${b.count}${b.side ? ':b' : ''}`).join(' ');
    this.canvas.dataset.total = String(total);
    this.canvas.dataset.slots = values.map(formatValue).join(' ');
    const listed = bars.map((b) => `${formatCount(b.count)} at ${name} ${formatValue(b.value)}${twoSided ? ` (${b.side ? 'goal side' : 'start side'})` : ''}`);
    this.canvas.setAttribute('aria-label', `Frontier histogram: ${formatCount(total)} nodes${listed.length ? `; ${listed.join(', ')}` : ''}`);
    this.note.textContent = this.#note(summary, total, bars.length, name);
  }

  #note(summary, total, count, name) {
    if (!summary) return '';
    const traits = this.problem?.traits;
    const where = traits ? pending(traits) : 'in the frontier';
    const spread = count === 1 ? `one ${name} value` : counted(count, `${name} value`);
    const bound = traits?.bound ?? 'threshold';
    const iteration = summary.iteration > 0 ? ` ${bound[0].toUpperCase()}${bound.slice(1)} ${summary.threshold} (iteration ${summary.iteration}).` : '';
    return `${counted(total, 'node')} ${where}, over ${spread}.${iteration}`;
  }
}
