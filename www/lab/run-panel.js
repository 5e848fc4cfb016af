// Centre panel: what the worker is doing — the status line, the pattern
// database's build bar (or where its tables came from), the search's live
// counters, and the result with its iterations.

const $ = (id) => document.getElementById(id);

import { count as counted, integer } from '../format.js';

/** 12,345,678 (the page's one number format, www/format.js) */
export const count = integer;

/** "0.42 s", "12.3 s" */
export const seconds = (s) => `${s < 10 ? s.toFixed(2) : s.toFixed(1)} s`;

export class RunPanel {
  /** @param {import('../catalogue.js').Catalogue} catalogue  its `megabytes`: the engine's MB (a MiB) */
  constructor(catalogue) {
    this.megabytes = (bytes) => catalogue.megabytes(bytes);
    this.statusLine = $('lab-status');
    this.bar = $('lab-build-bar');
    this.fill = /** @type {HTMLElement} */ (this.bar.querySelector('.lab-meter-fill'));
    this.percent = $('lab-build-percent');
    this.buildLabel = $('lab-build-label');
    this.tables = $('lab-tables');
    this.moves = $('lab-moves');
    this.optimal = $('lab-optimal');
    this.iterations = /** @type {HTMLTableElement} */ ($('lab-iterations'));
  }

  /** The status line; `kind` is idle, busy, done, cancelled or error. */
  status(kind, text) {
    this.statusLine.dataset.kind = kind;
    this.statusLine.textContent = text;
  }

  /** The build bar for `title` (e.g. "PDB 6-6-3"), at `percent`. */
  building(title, { percent, table, tables }) {
    this.buildLabel.textContent = `Pattern database ${title.replace(/^PDB /, '')}`;
    this.#setPercent(percent);
    this.tables.textContent = `Building table ${table} of ${tables} in the worker…`;
  }

  /** Where the heuristic's tables came from (the worker's 'done' message). */
  ready(title, { source, seconds: s, bytes, saved }) {
    const name = title.replace(/^PDB /, '');
    if (source === 'none' || bytes === 0) {
      this.buildLabel.textContent = 'Pattern database';
      this.#setPercent(0);
      this.tables.textContent = `${title} needs no pattern database.`;
      return;
    }
    this.buildLabel.textContent = `Pattern database ${name}`;
    this.#setPercent(100);
    if (source === 'cache') {
      this.tables.textContent = `${title}: loaded from cache in ${seconds(s)} (${this.megabytes(bytes)}, kept in this browser).`;
    } else if (source === 'built') {
      const kept = saved ? 'saved in this browser for next time' : 'could not be cached in this browser';
      this.tables.textContent = `${title}: built in ${seconds(s)} (${this.megabytes(bytes)}), ${kept}.`;
    } else if (source === 'memory' && !this.tables.textContent.startsWith(title)) {
      this.tables.textContent = `${title}: already in the worker (${this.megabytes(bytes)}).`;
    }
  }

  /**
   * Clears the counters and the result for a new search of `algorithm` (its
   * catalogue entry). An iterative search (IDA*) shows its bound and
   * iteration; A* has neither, and shows the f it has reached and the memory
   * it holds in those places.
   */
  startSearch(algorithm) {
    for (const id of ['lab-nodes', 'lab-rate', 'lab-threshold', 'lab-iteration', 'lab-elapsed', 'lab-h']) {
      $(id).textContent = '–';
    }
    const { iterative, bound } = algorithm;
    $('lab-threshold-label').textContent = iterative ? `${bound[0].toUpperCase()}${bound.slice(1)}` : 'f reached';
    $('lab-iteration-label').textContent = iterative ? 'Iteration' : 'Memory';
    this.clearResult();
  }

  /** A 'progress' message of the search (A*'s has `memory`). */
  searchProgress({ nodes, nodesPerSecond, threshold, iteration, memory, seconds: s }) {
    $('lab-nodes').textContent = count(nodes);
    $('lab-rate').textContent = nodesPerSecond > 0 ? count(nodesPerSecond) : '–';
    $('lab-threshold').textContent = String(threshold);
    $('lab-iteration').textContent = memory != null ? this.megabytes(memory) : String(iteration);
    $('lab-elapsed').textContent = seconds(s);
    // The first bound of IDA* is the start's estimate.
    if (iteration === 1) $('lab-h').textContent = String(threshold);
  }

  /** A 'result' message; `optimal` is the known optimal length, if any. */
  result(result, optimal) {
    const last = result.iterations.at(-1);
    $('lab-h').textContent = String(result.estimate);
    $('lab-nodes').textContent = count(result.generated);
    $('lab-rate').textContent = result.seconds > 0 ? count(result.generated / result.seconds) : '–';
    if (last) $('lab-threshold').textContent = String(last.threshold);
    $('lab-iteration').textContent =
      result.memory != null ? this.megabytes(result.memory) : String(result.iterations.length);
    $('lab-elapsed').textContent = seconds(result.seconds);
    if (result.status === 'solved') {
      $('lab-length').textContent = counted(result.length, 'move');
      this.moves.textContent = result.moves;
      if (optimal != null) {
        const good = result.length === optimal;
        this.optimal.dataset.good = String(good);
        this.optimal.textContent = `${good ? '✓ Optimal' : '✗ Not optimal'}: Korf’s file says ${optimal}.`;
        this.optimal.hidden = false;
      }
    } else {
      $('lab-length').textContent = 'stopped';
      this.moves.textContent = '';
    }
    $('lab-total-nodes').textContent = count(result.generated);
    $('lab-time').textContent = seconds(result.seconds);
    const body = this.iterations.tBodies[0];
    body.replaceChildren(
      ...result.iterations.map((it, i) => {
        const row = document.createElement('tr');
        for (const text of [i + 1, it.threshold, count(it.generated)]) row.insertCell().textContent = String(text);
        return row;
      }),
    );
    this.iterations.hidden = result.iterations.length === 0;
  }

  clearResult() {
    for (const id of ['lab-length', 'lab-total-nodes', 'lab-time']) $(id).textContent = '–';
    this.moves.textContent = '';
    this.optimal.hidden = true;
    this.iterations.hidden = true;
  }

  #setPercent(percent) {
    this.bar.setAttribute('aria-valuenow', String(percent));
    this.fill.style.width = `${percent}%`;
    this.percent.textContent = `${percent}%`;
  }
}
