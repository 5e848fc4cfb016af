// Panel "State space": every board that can reach the goal, counted by its
// true distance to it (one backward breadth-first search over all 181,440
// boards of the 8-puzzle, done once per goal by the engine), with the
// start's bar outlined and the nodes the search has expanded so far counted
// by *their* true distance in front. A good heuristic keeps the expansions
// close to the start's bar and the goal; a weak one spreads them over the
// whole bell. On 4×4 there are far too many boards to count.

import { BarChart } from './bars.js';
import { OKABE_ITO } from './palette.js';
import { t } from '../../i18n/index.js';
import { sizeFacts } from '../../engine/catalogue.js';
import { h } from '../../widgets/dom.js';

export class StateSpacePanel {
  constructor(root) {
    root.replaceChildren(
      h('p', { class: 'explain-lead' }),
      h(
        'div',
        { class: 'statespace-tools' },
        h(
          'ul',
          { class: 'explain-legend' },
          h('li', {}, h('span', { class: 'swatch', style: `background:${OKABE_ITO.sky}` }), h('span', { dataset: { key: 'explain.space.key.all' } })),
          h('li', {}, h('span', { class: 'swatch', style: `background:${OKABE_ITO.blue}` }), h('span', { dataset: { key: 'explain.space.key.expanded' } })),
          h('li', {}, h('span', { class: 'swatch outline' }), h('span', { dataset: { key: 'explain.space.key.start' } })),
        ),
        h('label', { class: 'toggle' }, h('input', { type: 'checkbox', class: 'log-toggle', checked: true }), h('span', { dataset: { key: 'explain.space.log' } })),
      ),
      h('div', { class: 'explain-chart' }, h('canvas', { role: 'img' })),
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
    this.root = root;
    this.chart = new BarChart(this.canvas, { xTitle: '', yTitle: '' });
    this.log.addEventListener('change', () => this.#draw());
    this.canvas.addEventListener('mousemove', (e) => this.#read(this.chart.hit(e.offsetX)));
    this.canvas.addEventListener('mouseleave', () => this.#read(-1));
    this.visible = false;
    this.reading = -1; // the bar the pointer reads
    this.#words();
    this.reset(null);
  }

  /** Writes the panel's words in the current language again and redraws the counts it holds. */
  relabel() {
    this.#words();
    this.#noteTooLarge();
    if (!this.data && this.summaryText.textContent) this.summaryText.textContent = t('explain.space.counting');
    this.#draw();
    this.#read(this.reading);
  }

  #words() {
    for (const span of this.root.querySelectorAll('[data-key]')) span.textContent = t(span.dataset.key);
    this.lead.textContent = t('explain.space.lead');
    this.canvas.setAttribute('aria-label', t('explain.space.chart'));
    this.chart.setTitles({ xTitle: t('explain.space.x'), yTitle: t('explain.space.y') });
  }

  /** A board too large to count: says so (the 4×4 has 16!/2 boards). */
  #noteTooLarge() {
    const problem = this.problem;
    const small = problem && sizeFacts(problem.width, problem.height).small;
    this.note.textContent = problem && !small ? t('explain.space.tooLarge', { width: problem.width, height: problem.height }) : '';
  }

  reset(problem) {
    this.problem = problem;
    this.data = null;
    const small = problem && sizeFacts(problem.width, problem.height).small;
    for (const el of [this.tools, this.chartBox, this.lead, this.readout]) el.hidden = !small;
    this.summaryText.textContent = '';
    this.#noteTooLarge();
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
    if (!this.visible || !this.problem || !sizeFacts(this.problem.width, this.problem.height).small) return null;
    const watch = !this.data;
    if (watch) this.summaryText.textContent = t('explain.space.counting');
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
      highlightLabel: start >= 0 ? t('explain.space.startBar', { start }) : '',
    });
    this.canvas.dataset.states = String(total);
    this.canvas.dataset.startDistance = String(start);
    this.canvas.dataset.expanded = expanded.map((n, i) => (n ? `${i}:${n}` : '')).filter(Boolean).join(' ');
    const far = histogram.length - 1;
    this.canvas.setAttribute('aria-label', t('explain.space.described', { total, far, start }));
    const startText = start >= 0 ? t('explain.space.startIs', { start, others: histogram[start] - 1 }) : t('explain.space.startNot');
    const cells = this.problem.width * this.problem.height;
    let arrangements = 1;
    for (let k = 2; k <= cells; k++) arrangements *= k;
    this.summaryText.textContent = t('explain.space.summary', { total, cells, arrangements, startText, far, farthest: histogram[far] });
    const spent = expanded.reduce((a, b) => a + b, 0);
    // The engine replays a search begun before this panel was opened (watchDistances), so the
    // counts are always the whole search's: the sum is the Expanded counter.
    this.note.textContent = d.countedFrom > 0
      ? t('explain.space.notCounted', { n: d.countedFrom })
      : spent > 0 ? t('explain.space.counted', { n: spent }) : '';
  }

  #read(i) {
    this.reading = i;
    const d = this.data;
    if (!d || i < 0) {
      this.readout.textContent = '';
      return;
    }
    const n = d.histogram[i];
    this.readout.textContent = t('explain.space.readout', { moves: i, boards: n, expanded: d.expanded[i] ?? 0 });
  }
}
