// Panel "State space": every board that can reach the goal, counted by its
// true distance to it (one backward breadth-first search over all 181,440
// boards of the 8-puzzle, done once per goal by the engine), with the
// start's bar outlined and the nodes the search has expanded so far counted
// by *their* true distance in front. A good heuristic keeps the expansions
// close to the start's bar and the goal; a weak one spreads them over the
// whole bell. On 4×4 there are far too many boards to count.

import { BarChart } from './bars.js';
import { OKABE_ITO, formatCount } from './palette.js';
import { h } from '../dom.js';
import { count } from '../format.js';

export class StateSpacePanel {
  constructor(root) {
    root.replaceChildren(
      h(
        'p',
        { class: 'explain-lead' },
        'Every board that can reach the goal, counted by how many moves it really is from it. In front ' +
          '(dark blue): the nodes this search has expanded, by their own true distance to the goal.',
      ),
      h(
        'div',
        { class: 'statespace-tools' },
        h(
          'ul',
          { class: 'explain-legend' },
          h('li', {}, h('span', { class: 'swatch', style: `background:${OKABE_ITO.sky}` }), 'all boards at that distance'),
          h('li', {}, h('span', { class: 'swatch', style: `background:${OKABE_ITO.blue}` }), 'expanded by this search'),
          h('li', {}, h('span', { class: 'swatch outline' }), "the start's distance"),
        ),
        h('label', { class: 'toggle' }, h('input', { type: 'checkbox', class: 'log-toggle', checked: true }), ' Log scale'),
      ),
      h('div', { class: 'explain-chart' }, h('canvas', { role: 'img', 'aria-label': 'Boards by distance from the goal' })),
      h('p', { class: 'chart-readout', 'aria-live': 'polite' }),
      h('p', { class: 'statespace-summary' }),
      h('p', { class: 'explain-note statespace-note' }),
    );
    this.canvas = root.querySelector('canvas');
    this.chartBox = root.querySelector('.explain-chart');
    this.tools = root.querySelector('.statespace-tools');
    this.lead = root.querySelector('.explain-lead');
    this.readout = root.querySelector('.chart-readout');
    this.summaryText = root.querySelector('.statespace-summary');
    this.note = root.querySelector('.statespace-note');
    this.log = root.querySelector('.log-toggle');
    this.chart = new BarChart(this.canvas, { xTitle: 'true distance to the goal (moves)', yTitle: 'boards' });
    this.log.addEventListener('change', () => this.#draw());
    this.canvas.addEventListener('mousemove', (e) => this.#read(this.chart.hit(e.offsetX)));
    this.canvas.addEventListener('mouseleave', () => this.#read(-1));
    this.visible = false;
    this.reset(null);
  }

  reset(problem) {
    this.problem = problem;
    this.data = null;
    const small = problem && problem.width * problem.height <= 9;
    for (const el of [this.tools, this.chartBox, this.lead, this.readout]) el.hidden = !small;
    this.summaryText.textContent = '';
    this.note.textContent = problem && !small
      ? `The ${problem.width}×${problem.height} puzzle has 16!/2 ≈ 1.05 × 10¹³ reachable boards: far too many to enumerate here. Choose a 3×3 board in the Solve view to see its whole state space.`
      : '';
  }

  setVisible(visible) {
    this.visible = visible;
  }

  /**
   * What the next read should ask the worker for: null when the panel shows
   * nothing (hidden, or a board too large), else `{ watch }`, true until the
   * state space has been counted (the first read counts it, ~0.1 s on 3×3).
   */
  request() {
    if (!this.visible || !this.problem || this.problem.width * this.problem.height > 9) return null;
    const watch = !this.data;
    if (watch) this.summaryText.textContent = 'Counting all the boards by their distance from the goal…';
    return { watch };
  }

  /** Shows the worker's counts (`{ histogram, expanded, start, countedFrom }`). */
  update(distances, summary) {
    if (!this.visible || !this.problem || distances.histogram.length === 0) return;
    this.data = {
      histogram: Array.from(distances.histogram),
      expanded: Array.from(distances.expanded),
      start: distances.start,
      countedFrom: distances.countedFrom,
      summary,
    };
    this.#draw();
  }

  #draw() {
    const d = this.data;
    if (!d) return;
    const { histogram, expanded, start } = d;
    const total = histogram.reduce((a, b) => a + b, 0);
    this.chart.draw({
      labels: histogram.map((_, i) => String(i)),
      series: [
        { values: histogram, colour: OKABE_ITO.sky },
        { values: expanded, colour: OKABE_ITO.blue, inset: 0.2 },
      ],
      yMax: Math.max(...histogram, ...expanded),
      log: this.log.checked,
      highlight: start,
      highlightLabel: start >= 0 ? `start: ${start}` : '',
    });
    this.canvas.dataset.states = String(total);
    this.canvas.dataset.startDistance = String(start);
    this.canvas.dataset.expanded = expanded.map((n, i) => (n ? `${i}:${n}` : '')).filter(Boolean).join(' ');
    const far = histogram.length - 1;
    this.canvas.setAttribute('aria-label', `Boards by distance from the goal: ${formatCount(total)} boards, distances 0 to ${far}; the start is ${start >= 0 ? `${count(start, 'move')} away` : 'not among them'}.`);
    const startText = start >= 0
      ? `The start is ${count(start, 'move')} away, like ${count(histogram[start] - 1, 'other board')}.`
      : 'The start is not among them: it cannot reach the goal.';
    const cells = this.problem.width * this.problem.height;
    let arrangements = 1;
    for (let k = 2; k <= cells; k++) arrangements *= k;
    this.summaryText.textContent = `${formatCount(total)} boards can reach this goal (half of the ${cells}! = ${formatCount(arrangements)} arrangements). ${startText} The farthest are ${count(far, 'move')} away (${formatCount(histogram[far])} of them).`;
    const spent = expanded.reduce((a, b) => a + b, 0);
    // The engine replays a search begun before this panel was opened (watchDistances), so the
    // counts are always the whole search's: the sum is the Expanded counter.
    this.note.textContent = d.countedFrom > 0
      ? `The first ${count(d.countedFrom, 'expansion')} are not counted.`
      : spent > 0 ? `${count(spent, 'expansion')} so far, every one of this search counted.` : '';
  }

  #read(i) {
    const d = this.data;
    if (!d || i < 0) {
      this.readout.textContent = '';
      return;
    }
    const n = d.histogram[i];
    this.readout.textContent = `${count(i, 'move')} from the goal: ${count(n, 'board')}, ${formatCount(d.expanded[i] ?? 0)} expanded so far.`;
  }
}
