// Centre panel: what the worker is doing — the status line, the pattern
// database's build bar (or where its tables came from), the search's live
// counters, and the result with its iterations.

const $ = (id) => document.getElementById(id);

import { fixed, integer } from '../../i18n/format.js';
import { t } from '../../i18n/index.js';
import { say } from '../../i18n/live-text.js';

/** 12,345,678 (the page's one number format, www/i18n/format.js) */
export const count = integer;

/** "0.42 s", "12.3 s" (zh: "0.42 秒"): two decimals under ten seconds, one above. */
export const seconds = (s) => t('lab.seconds', { s: s < 10 ? fixed(s, 2) : fixed(s, 1) });

/** The pattern-database part of a heuristic's short title ("PDB 6-6-3" → "6-6-3"). */
const tablesName = (title) => title.replace(/^(PDB|模式数据库) */u, '');

export class RunPanel {
  /** @param {import('../../engine/catalogue.js').Catalogue} catalogue  its `megabytes`: the engine's MB (a MiB) */
  constructor(catalogue) {
    this.megabytes = (bytes) => catalogue.megabytes(bytes);
    /** An algorithm's entry in the current language (its bound word is read again after a switch). */
    this.algorithm = (name) => catalogue.algorithm(name);
    this.statusLine = $('lab-status');
    this.bar = $('lab-build-bar');
    this.fill = /** @type {HTMLElement} */ (this.bar.querySelector('.lab-meter-fill'));
    this.percent = $('lab-build-percent');
    this.buildLabel = $('lab-build-label');
    this.tables = $('lab-tables');
    this.moves = $('lab-moves');
    this.optimal = $('lab-optimal');
    this.iterations = /** @type {HTMLTableElement} */ ($('lab-iterations'));
    this.status('idle', () => t('lab.starting'));
    say(this.buildLabel, () => t('lab.pdb'));
    say(this.tables, () => t('lab.tablesIdle'));
  }

  /**
   * The status line; `kind` is idle, busy, done, cancelled or error; `text` says it in the
   * current language (called again after a switch of language).
   * @param {string} kind
   * @param {() => string} text
   */
  status(kind, text) {
    this.statusLine.dataset.kind = kind;
    say(this.statusLine, text);
  }

  /** The build bar for `title()` (e.g. "PDB 6-6-3", in the current language), at `percent`. */
  building(title, { percent, table, tables }) {
    say(this.buildLabel, () => t('lab.pdbNamed', { name: tablesName(title()) }));
    this.#setPercent(percent);
    say(this.tables, () => t('lab.buildingTable', { table, tables }));
    this.tablesFor = null;
  }

  /** Where the heuristic's tables (titled `title()`) came from (the worker's 'done' message). */
  ready(title, { source, seconds: s, bytes, saved }) {
    const key = title();
    if (source === 'none' || bytes === 0) {
      say(this.buildLabel, () => t('lab.pdb'));
      this.#setPercent(0);
      say(this.tables, () => t('lab.tablesNone', { title: title() }));
      this.tablesFor = key;
      return;
    }
    say(this.buildLabel, () => t('lab.pdbNamed', { name: tablesName(title()) }));
    this.#setPercent(100);
    const size = () => this.megabytes(bytes);
    if (source === 'cache') {
      say(this.tables, () => t('lab.tablesCache', { title: title(), time: seconds(s), size: size() }));
    } else if (source === 'built') {
      const message = saved ? 'lab.tablesBuiltSaved' : 'lab.tablesBuiltUnsaved';
      say(this.tables, () => t(message, { title: title(), time: seconds(s), size: size() }));
    } else if (source === 'memory' && this.tablesFor !== key) {
      say(this.tables, () => t('lab.tablesMemory', { title: title(), size: size() }));
    }
    // The tables line names these tables already: a later search with the same tables keeps it.
    this.tablesFor = key;
  }

  /**
   * Clears the counters and the result for a new search of `algorithm` (its
   * catalogue entry). An iterative search (IDA*) shows its bound and
   * iteration; A* has neither, and shows the f it has reached and the memory
   * it holds in those places.
   */
  startSearch(algorithm) {
    for (const id of ['lab-nodes', 'lab-rate', 'lab-threshold', 'lab-iteration', 'lab-elapsed', 'lab-h']) {
      say($(id), () => '–');
    }
    const { iterative, name } = algorithm;
    // The engine names an iterative search's bound ("threshold"); the label is its word, capitalised,
    // looked up again in the catalogue when the language changes.
    say($('lab-threshold-label'), () =>
      iterative ? t('lab.bound', { bound: this.algorithm(name).bound }) : t('lab.fReached'),
    );
    say($('lab-iteration-label'), () => t(iterative ? 'lab.iteration' : 'lab.memory'));
    this.clearResult();
  }

  /** A 'progress' message of the search (A*'s has `memory`). */
  searchProgress({ nodes, nodesPerSecond, threshold, iteration, memory, seconds: s }) {
    say($('lab-nodes'), () => count(nodes));
    say($('lab-rate'), () => nodesPerSecond > 0 ? count(nodesPerSecond) : '–');
    say($('lab-threshold'), () => String(threshold));
    say($('lab-iteration'), () => memory != null ? this.megabytes(memory) : String(iteration));
    say($('lab-elapsed'), () => seconds(s));
    // The first bound of IDA* is the start's estimate.
    if (iteration === 1) say($('lab-h'), () => String(threshold));
  }

  /** A 'result' message; `optimal` is the known optimal length, if any. */
  result(result, optimal) {
    const last = result.iterations.at(-1);
    say($('lab-h'), () => String(result.estimate));
    say($('lab-nodes'), () => count(result.generated));
    say($('lab-rate'), () => result.seconds > 0 ? count(result.generated / result.seconds) : '–');
    if (last) say($('lab-threshold'), () => String(last.threshold));
    say($('lab-iteration'), () => (result.memory != null ? this.megabytes(result.memory) : String(result.iterations.length)));
    say($('lab-elapsed'), () => seconds(result.seconds));
    if (result.status === 'solved') {
      say($('lab-length'), () => t('lab.lengthMoves', { n: result.length }));
      this.moves.textContent = result.moves;
      if (optimal != null) {
        const good = result.length === optimal;
        this.optimal.dataset.good = String(good);
        say(this.optimal, () => t(good ? 'lab.optimalYes' : 'lab.optimalNo', { optimal }));
        this.optimal.hidden = false;
      }
    } else {
      say($('lab-length'), () => t('lab.stopped'));
      this.moves.textContent = '';
    }
    say($('lab-total-nodes'), () => count(result.generated));
    say($('lab-time'), () => seconds(result.seconds));
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
    for (const id of ['lab-length', 'lab-total-nodes', 'lab-time']) say($(id), () => '–');
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
