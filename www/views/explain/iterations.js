// Panel "IDA* iterations": one row per threshold (or depth limit) with the
// nodes expanded and generated in it, from Session.iterations(), and the
// total compared with A* (BFS for iterative deepening) on the same board,
// run in the background when the panel is opened.

import { BackgroundRun } from './comparison.js';
import { t } from '../../i18n/index.js';
import { formatCount } from './palette.js';
import { algorithmOf, shortOf } from './words.js';
import { h } from '../../widgets/dom.js';
import { engineMessage } from '../../widgets/status.js';

/**
 * What the panel compares, for an iterative search: `{ name, rival,
 * rivalName }` from the catalogue (the search's short label, and the one it
 * saves memory against: `problem.counterpart`, IDA* → A*, IDDFS → BFS), or
 * null for a search without iterations.
 */
function iterativeOf(problem) {
  if (!problem?.traits.iterative || !problem.counterpart) return null;
  return { name: shortOf(problem.traits), rival: problem.counterpart.name, rivalName: shortOf(problem.counterpart) };
}

/**
 * The part of a session's summary (`Session.step()`) this panel reads.
 * @typedef {{ status: string, expanded: number, generated: number, visited: number, frontier: number, message?: string }} Summary
 */

export class IterationsPanel {
  constructor(root) {
    const col = (key, props = {}) => h('th', { scope: 'col', ...props, dataset: { key } });
    const bar = (className) => h('td', { class: 'bar-cell' }, h('span', { class: className }));
    root.replaceChildren(
      h('p', { class: 'explain-lead' }),
      h('p', { class: 'explain-empty', hidden: true }),
      h(
        'div',
        { class: 'iterations-wrap' },
        h(
          'table',
          { class: 'iterations' },
          h('caption', { class: 'visually-hidden' }),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              col('explain.iterations.iteration'),
              col('', { class: 'threshold-head' }),
              col('explain.iterations.expanded'),
              col('explain.iterations.generated'),
              h('th', { scope: 'col', class: 'bar-head' }, h('span', { class: 'visually-hidden' })),
            ),
          ),
          h('tbody'),
          h(
            'tfoot',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'row', colspan: '2', class: 'total-name' }),
              h('td', { class: 'total-expanded' }, '0'),
              h('td', { class: 'total-generated' }, '0'),
              bar('total-bar'),
            ),
            h(
              'tr',
              { class: 'rival', hidden: true },
              h('th', { scope: 'row', colspan: '2', class: 'rival-name' }, 'A*'),
              h('td', { class: 'rival-expanded' }),
              h('td', { class: 'rival-generated' }),
              bar('rival-bar'),
            ),
          ),
        ),
      ),
      h('p', { class: 'iterations-verdict', 'aria-live': 'polite' }),
      h('p', { class: 'explain-note growth-note' }),
      h('p', { class: 'explain-note comparison-note' }),
    );
    this.lead = root.querySelector('.explain-lead');
    this.empty = root.querySelector('.explain-empty');
    this.wrap = root.querySelector('.iterations-wrap');
    this.table = root.querySelector('table');
    this.body = root.querySelector('tbody');
    this.thresholdHead = root.querySelector('.threshold-head');
    this.totalExpanded = root.querySelector('.total-expanded');
    this.totalGenerated = root.querySelector('.total-generated');
    this.verdict = root.querySelector('.iterations-verdict');
    this.rivalRow = root.querySelector('tr.rival');
    this.growth = root.querySelector('.growth-note');
    this.totalBar = root.querySelector('.total-bar');
    this.comparisonNote = root.querySelector('.comparison-note');
    this.root = root;
    this.visible = false;
    this.#words();
    this.reset(null);
  }

  /** Writes the panel's words in the current language again, from the rows and summaries it holds. */
  relabel() {
    this.#words();
    this.#lead();
    if (this.rows.length || this.summary) this.#draw();
    this.#verdict();
  }

  #words() {
    const root = this.root;
    root.querySelector('.explain-empty').textContent = t('explain.iterations.none');
    root.querySelector('caption').textContent = t('explain.iterations.caption');
    for (const th of root.querySelectorAll('thead th[data-key]')) if (th.dataset.key) th.textContent = t(th.dataset.key);
    root.querySelector('.bar-head span').textContent = t('explain.iterations.share');
    root.querySelector('.total-name').textContent = t('explain.iterations.total');
  }

  /** The lead paragraph and the bound's column head, for the problem's kind of search. */
  #lead() {
    const problem = this.problem;
    const kind = iterativeOf(problem);
    this.lead.textContent = !kind ? '' : t(problem.traits.usesHeuristic ? 'explain.iterations.leadIda' : 'explain.iterations.leadIddfs');
    const bound = (kind && algorithmOf(problem).bound) || t('explain.bound.threshold');
    this.thresholdHead.textContent = `${bound[0].toUpperCase()}${bound.slice(1)}`;
  }

  reset(problem) {
    this.run?.cancel();
    this.run = null;
    /** @type {Summary | null} */
    this.rival = null; // the comparison's final summary
    /** @type {Summary | null} */
    this.rivalProgress = null;
    this.rivalError = null;
    this.problem = problem;
    this.rows = [];
    this.summary = null;
    const kind = iterativeOf(problem);
    this.empty.hidden = Boolean(kind);
    this.wrap.hidden = !kind;
    this.verdict.hidden = !kind;
    this.comparisonNote.hidden = !kind;
    this.body.replaceChildren();
    this.#lead();
    this.#startComparison();
  }

  /** The panel is shown (start the comparison) or hidden. */
  setVisible(visible) {
    this.visible = visible;
    this.#startComparison();
  }

  /** @param {Float64Array} rows  [threshold, expanded, generated] per iteration */
  update(rows, summary) {
    this.summary = summary;
    const kind = iterativeOf(this.problem);
    if (!kind) return;
    const list = [];
    for (let i = 0; i + 2 < rows.length; i += 3) list.push({ threshold: rows[i], expanded: rows[i + 1], generated: rows[i + 2] });
    this.rows = list;
    this.#draw();
  }

  /** The table, its bars and the growth note, from the rows held. */
  #draw() {
    const list = this.rows;
    const summary = this.summary;
    const expanded = list.reduce((s, r) => s + r.expanded, 0);
    // Bars share one scale: the iterations, their total and the comparison.
    const most = Math.max(1, expanded, this.rival?.expanded ?? 0);
    while (this.body.rows.length > list.length) this.body.deleteRow(-1);
    list.forEach((r, i) => {
      const row = this.body.rows[i] ?? this.#newRow();
      const cells = row.cells;
      cells[0].textContent = String(i + 1);
      cells[1].textContent = String(r.threshold);
      cells[2].textContent = formatCount(r.expanded);
      cells[3].textContent = formatCount(r.generated);
      cells[4].firstChild.style.width = `${(100 * r.expanded) / most}%`;
      row.classList.toggle('current', i === list.length - 1 && summary?.status === 'running');
    });
    this.totalBar.style.width = `${(100 * expanded) / most}%`;
    this.totalExpanded.textContent = formatCount(expanded);
    this.totalGenerated.textContent = formatCount(list.reduce((s, r) => s + r.generated, 0));
    this.table.dataset.iterations = String(list.length);
    this.table.dataset.thresholds = list.map((r) => r.threshold).join(' ');
    this.growth.textContent = growth(list, summary);
    this.#verdict();
  }

  #newRow() {
    const row = this.body.insertRow();
    for (let c = 0; c < 4; c++) row.insertCell();
    const bar = row.insertCell();
    bar.className = 'bar-cell';
    bar.append(h('span'));
    return row;
  }

  #startComparison() {
    const kind = iterativeOf(this.problem);
    if (!this.visible || !kind || this.run || this.rival || this.rivalError) return;
    const problem = this.problem;
    this.run = new BackgroundRun(
      problem,
      kind.rival,
      (/** @type {Summary} */ summary, done) => {
        if (problem !== this.problem) return;
        this.rivalProgress = summary;
        if (done) {
          this.rival = summary;
          this.run = null;
        }
        this.#verdict();
      },
      (error) => {
        if (problem !== this.problem) return;
        this.run = null;
        this.rivalError = error.message;
        this.#verdict();
      },
    );
    this.#verdict();
  }

  /** "IDA* expanded X nodes in N iterations; A* expanded Y." */
  #verdict() {
    const kind = iterativeOf(this.problem);
    if (!kind) return;
    const summary = this.summary;
    const n = this.rows.length;
    const expanded = summary?.expanded ?? 0;
    const finished = Boolean(summary?.finished);
    const rival = this.rival;
    this.verdict.textContent = t('explain.iterations.verdict', {
      name: kind.name,
      finished,
      expanded,
      n,
      rival: kind.rivalName,
      rivalExpanded: rival?.status === 'solved' ? rival.expanded : null,
      rivalMessage: rival && rival.status !== 'solved' ? engineMessage(rival) : null,
    });
    this.rivalRow.hidden = !rival;
    if (rival) {
      this.rivalRow.querySelector('.rival-name').textContent = t('explain.iterations.rivalRow', { rival: kind.rivalName });
      this.rivalRow.querySelector('.rival-expanded').textContent = formatCount(rival.expanded);
      this.rivalRow.querySelector('.rival-generated').textContent = formatCount(rival.generated);
      const most = Math.max(1, expanded, rival.expanded);
      this.rivalRow.querySelector('.rival-bar').style.width = `${(100 * rival.expanded) / most}%`;
      this.totalBar.style.width = `${(100 * expanded) / most}%`;
    }
    this.verdict.dataset.rivalExpanded = rival ? String(rival.expanded) : '';
    if (rival?.status === 'solved') {
      const stored = rival.visited + rival.frontier;
      const ratio = expanded / Math.max(1, rival.expanded);
      this.comparisonNote.textContent = t('explain.iterations.memory', { name: kind.name, rival: kind.rivalName, ratio, stack: summary?.maxFrontier ?? 0, stored });
    } else if (this.rivalError) {
      this.comparisonNote.textContent = t('explain.iterations.failed', { message: this.rivalError });
    } else if (this.rivalProgress) {
      this.comparisonNote.textContent = t('explain.iterations.running', { rival: kind.rivalName, expanded: this.rivalProgress.expanded });
    } else {
      this.comparisonNote.textContent = t('explain.iterations.waiting', { rival: kind.rivalName });
    }
  }
}

/**
 * "Each complete iteration expanded about 7.6× as many nodes as the one
 * before…": the geometric mean of the growth between complete iterations
 * (the last one is cut short by the goal), which is why re-expanding the
 * earlier iterations costs IDA* so little. The share is the table's own
 * numbers (the earlier rows' expansions over the last row's), not a formula
 * of the mean, so a student adding up the column finds the same percentage.
 */
function growth(rows, summary) {
  const complete = summary?.status === 'running' || summary?.status === 'solved' ? rows.slice(0, -1) : rows;
  const ratios = [];
  for (let i = 1; i < complete.length; i++) {
    if (complete[i - 1].expanded > 0) ratios.push(complete[i].expanded / complete[i - 1].expanded);
  }
  if (ratios.length === 0) return '';
  const mean = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
  if (!(mean > 1.05)) return '';
  const last = rows[rows.length - 1].expanded;
  const earlier = rows.slice(0, -1).reduce((sum, r) => sum + r.expanded, 0);
  if (!(last > 0)) return '';
  return t('explain.iterations.growth', { mean, earlier, last, share: Math.round((100 * earlier) / last) });
}
