// Right panel: Korf's 100 — a live table of the instances solved so far
// (number, optimal length from the file, our length, nodes, seconds, ✓/✗)
// and one total line per heuristic and goal, so a class can put Manhattan's
// total next to the pattern databases'.

import { fixed } from '../../i18n/format.js';
import { t } from '../../i18n/index.js';
import { say } from '../../i18n/live-text.js';
import { GOALS } from './markup.js';
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
    say(this.error, () => (ok ? '' : t('lab.instancesError')));
    this.error.hidden = ok;
    this.input.setAttribute('aria-invalid', ok ? 'false' : 'true');
    return ok ? n : null;
  }

  setBusy(busy) {
    this.button.disabled = busy;
    this.input.disabled = busy;
  }

  /**
   * A new batch of `n` instances with `title()` (e.g. "PDB 6-6-3", "A* + PDB 6-6-3", in the
   * current language) towards `goal`.
   */
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
    this.body.append(this.row);
    for (const text of [instance.number, instance.optimal, '…', '…', '…', '']) {
      say(this.row.insertCell(), () => String(text));
    }
    this.row.scrollIntoView({ block: 'nearest' });
  }

  /** Search progress of the running instance. */
  progress({ nodes, seconds: s }) {
    if (!this.row) return;
    say(this.row.cells[3], () => count(nodes));
    say(this.row.cells[4], () => decimal2(s));
  }

  /** The running instance's result. */
  finish(instance, result) {
    const row = this.row;
    this.row = null;
    const solved = result.status === 'solved';
    const optimal = solved && result.length === instance.optimal;
    row.dataset.state = optimal ? 'optimal' : 'wrong';
    const { status, length, generated } = result;
    say(row.cells[2], () => (solved ? String(length) : t(status === 'memory' ? 'lab.rowMemory' : 'lab.rowStopped')));
    say(row.cells[3], () => count(generated));
    say(row.cells[4], () => decimal2(result.seconds));
    say(row.cells[5], () => (optimal ? '✓' : '✗'));
    say(row.cells[5], () => t(optimal ? 'lab.rowOptimal' : 'lab.rowNotOptimal'), 'aria-label');
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
      say(this.row.cells[2], () => (cancelled ? t('lab.rowCancelled') : '–'));
      this.row = null;
    }
    this.#renderTotals();
  }

  /** "1,469× fewer nodes than Manhattan", when Manhattan (same algorithm) solved the same instances. */
  #versusManhattan(key, total) {
    const manhattan = `${total.algorithm}|manhattan|${total.goal}`;
    const md = this.totals.get(manhattan);
    if (key === manhattan || !md || md.solved !== total.solved || total.nodes === 0 || total.solved === 0) return '';
    const ratio = md.nodes / total.nodes;
    const times = ratio >= 10 ? count(ratio) : fixed(ratio, 1);
    const n = total.solved;
    return ratio >= 1 ? t('lab.fewerNodes', { times, n }) : t('lab.moreNodes', { times: fixed(1 / ratio, 1), n });
  }

  /** Redraws the totals in the current language (after a switch; the rows redraw themselves). */
  redraw() {
    this.#renderTotals();
  }

  #renderTotals() {
    this.totalsList.replaceChildren(
      ...[...this.totals].map(([key, total]) => {
        const li = document.createElement('li');
        li.dataset.key = key;
        li.dataset.nodes = String(total.nodes);
        li.dataset.optimal = `${total.optimal}/${total.solved}`;
        const { solved, optimal, n } = total;
        const rate = total.seconds > 0 ? t('lab.totalRate', { rate: count(total.nodes / total.seconds) }) : '';
        const state = total.done ? '' : total.cancelled ? t('lab.totalCancelled') : solved < n ? t('lab.totalRunning', { solved, n }) : '';
        const goal = total.goal === 'blank-first' ? '' : t('lab.totalGoal', { goal: total.goal, title: goalTitle(total.goal) });
        const name = document.createElement('strong');
        name.textContent = `${total.title()}${goal}`;
        li.append(name, t('lab.totalLine', { solved, optimal, nodes: count(total.nodes), time: seconds(total.seconds), rate, state }));
        const versus = this.#versusManhattan(key, total);
        if (versus) li.append(document.createElement('br'), versus);
        return li;
      }),
    );
  }
}

/** Seconds with two decimals ("0.40"), as the table has always shown them. */
const decimal2 = (s) => fixed(s, 2);

/** ", ordered goal" (the goal's name; Chinese words it by its menu title). */
const goalTitle = (goal) => t(GOALS.find((g) => g.name === goal)?.title ?? goal);
