// Right panel: Korf's 100 — a live table of the instances solved so far
// (number, optimal length from the file, our length, nodes, seconds, ✓/✗)
// and one total line per heuristic and goal, so a class can put Manhattan's
// total next to the pattern databases'.

import { count as counted } from '../format.js';
import { count, seconds } from './run-panel.js';

/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

export class KorfPanel {
  /** @param {{ onRun: (n: number) => void }} handlers */
  constructor({ onRun }) {
    this.input = $('lab-instances');
    this.error = $('lab-instances-error');
    this.button = $('lab-run-korf');
    this.body = /** @type {HTMLTableElement} */ (document.getElementById('lab-korf-table')).tBodies[0];
    this.totalsList = $('lab-totals');
    this.totals = new Map(); // 'algorithm|heuristic|goal' → { title, goal, n, optimal, nodes, seconds, done }
    this.current = null; // the key of the running batch
    this.row = null; // the row of the running instance

    this.button.addEventListener('click', () => {
      const n = this.read();
      if (n) onRun(n);
    });
    this.input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') this.button.click();
    });
  }

  /** The number of instances, or null with an inline message. */
  read() {
    const n = Number(this.input.value);
    const ok = Number.isInteger(n) && n >= 1 && n <= 100;
    this.error.textContent = ok ? '' : 'Instances must be a whole number from 1 to 100.';
    this.error.hidden = ok;
    this.input.setAttribute('aria-invalid', ok ? 'false' : 'true');
    return ok ? n : null;
  }

  setBusy(busy) {
    this.button.disabled = busy;
    this.input.disabled = busy;
  }

  /** A new batch of `n` instances with `title` (e.g. "PDB 6-6-3", "A* + PDB 6-6-3") towards `goal`. */
  start({ algorithm, heuristic, title, goal, n }) {
    this.body.replaceChildren();
    this.current = `${algorithm}|${heuristic}|${goal}`;
    this.totals.set(this.current, {
      algorithm,
      title,
      goal,
      n,
      solved: 0,
      optimal: 0,
      nodes: 0,
      seconds: 0,
      done: false,
    });
    this.#renderTotals();
  }

  /** Instance `instance` is being solved: a row that fills in as it runs. */
  begin(instance) {
    this.row = document.createElement('tr');
    this.row.dataset.state = 'running';
    for (const text of [instance.number, instance.optimal, '…', '…', '…', '']) {
      this.row.insertCell().textContent = String(text);
    }
    this.body.append(this.row);
    this.row.scrollIntoView({ block: 'nearest' });
  }

  /** Search progress of the running instance. */
  progress({ nodes, seconds: s }) {
    if (!this.row) return;
    this.row.cells[3].textContent = count(nodes);
    this.row.cells[4].textContent = s.toFixed(2);
  }

  /** The running instance's result. */
  finish(instance, result) {
    const row = this.row;
    this.row = null;
    const solved = result.status === 'solved';
    const optimal = solved && result.length === instance.optimal;
    row.dataset.state = optimal ? 'optimal' : 'wrong';
    row.cells[2].textContent = solved ? String(result.length) : result.status === 'memory' ? 'memory' : 'stopped';
    row.cells[3].textContent = count(result.generated);
    row.cells[4].textContent = result.seconds.toFixed(2);
    row.cells[5].textContent = optimal ? '✓' : '✗';
    row.cells[5].setAttribute('aria-label', optimal ? 'optimal' : 'not optimal');
    const total = this.totals.get(this.current);
    total.solved += 1;
    total.optimal += optimal ? 1 : 0;
    total.nodes += result.generated;
    total.seconds += result.seconds;
    this.#renderTotals();
  }

  /** The batch ended (all done, cancelled or failed). */
  end({ cancelled = false } = {}) {
    const total = this.totals.get(this.current);
    if (total) {
      total.done = !cancelled && total.solved === total.n;
      total.cancelled = cancelled;
    }
    if (this.row) {
      this.row.dataset.state = 'cancelled';
      this.row.cells[2].textContent = cancelled ? 'cancelled' : '–';
      this.row = null;
    }
    this.#renderTotals();
  }

  /** "1,469× fewer nodes than Manhattan", when Manhattan (same algorithm) solved the same instances. */
  #versusManhattan(key, t) {
    const manhattan = `${t.algorithm}|manhattan|${t.goal}`;
    const md = this.totals.get(manhattan);
    if (key === manhattan || !md || md.solved !== t.solved || t.nodes === 0 || t.solved === 0) return '';
    const ratio = md.nodes / t.nodes;
    const times = ratio >= 10 ? count(ratio) : ratio.toFixed(1);
    return ratio >= 1
      ? `${times}× fewer nodes than Manhattan on these ${t.solved}`
      : `${(1 / ratio).toFixed(1)}× more nodes than Manhattan on these ${t.solved}`;
  }

  #renderTotals() {
    this.totalsList.replaceChildren(
      ...[...this.totals].map(([key, t]) => {
        const li = document.createElement('li');
        li.dataset.key = key;
        li.dataset.nodes = String(t.nodes);
        li.dataset.optimal = `${t.optimal}/${t.solved}`;
        const rate = t.seconds > 0 ? `, ${count(t.nodes / t.seconds)} nodes/s` : '';
        const state = t.done ? '' : t.cancelled ? ' (cancelled)' : t.solved < t.n ? ` (running: ${t.solved} of ${t.n})` : '';
        const goal = t.goal === 'blank-first' ? '' : `, ${t.goal} goal`;
        const name = document.createElement('strong');
        name.textContent = `${t.title}${goal}`;
        li.append(
          name,
          ` · ${counted(t.solved, 'instance')}: optimal ${t.optimal}/${t.solved}, ` +
            `${count(t.nodes)} nodes, ${seconds(t.seconds)}${rate}${state}`,
        );
        const versus = this.#versusManhattan(key, t);
        if (versus) li.append(document.createElement('br'), versus);
        return li;
      }),
    );
  }
}
