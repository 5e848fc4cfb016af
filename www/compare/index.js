// The Compare view: the same board solved by 2 to 6 searches side by side.
//
//   Board (problem.js) ──problem──┐
//   Lane cards (lanes.js) ─configs─┴─► Driver (driver.js, the lanes in lockstep in a worker) ──frames──►
//     lane cards · chart (chart.js) · table (results.js)
//   Batch (batch.js) ──means──► table;  table ──► CSV (csv.js)
//
// The view is built the first time it is shown (the page starts no faster
// or slower for it). It takes the Solve view's board whenever that board has
// changed since it last looked, and pauses its race when another view is shown.

import { Driver, State } from '../driver.js';
import { isAbort } from '../engine/client.js';
import { loadEngine } from '../engine.js';
import { solveStore } from '../store.js';
import { onView } from '../views.js';
import { BatchRunner } from './batch.js';
import { RaceChart } from './chart.js';
import { copyText, downloadText } from './csv.js';
import { LaneCards } from './lanes.js';
import { buildLayout } from './layout.js';
import { MAX_LANES } from './palette.js';
import { ProblemBar } from './problem.js';
import { ResultsTable, raceRow, toCsv } from './results.js';
import { DEFAULT_LANES, NEW_LANE, lanesFromHash, lanesToHash, shortTitle, searchTitle } from './searches.js';
import { readHash, writeHash } from '../share.js';
import './compare.css';

/** Expansions per second per lane; the last is "as fast as the frame budget allows". */
export const SPEEDS = [1, 10, 100, 1000, 5000, 20000, 100000, Infinity];
const DEFAULT_SPEED_INDEX = 5;
const TABLE_REDRAW_MS = 150;

const tilesKey = (p) => `${Array.from(p.tiles).join(' ')}>${Array.from(p.goalTiles).join(' ')}`;
const plural = (n, one, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

let view = null; // the CompareView, once built
let building = null;

/** Milliseconds of engine work per step request, all lanes together (in the worker). */
const FRAME_BUDGET_MS = 8;

/** The race's state as `data-race` says it (the driver's, with "running" for searching). */
const raceName = (state) => (state === State.SEARCHING ? 'running' : state);

onView((name) => {
  if (name !== 'compare') {
    view?.hidden();
    return;
  }
  if (view) {
    view.shown();
    return;
  }
  building ??= (async () => {
    // Each lane's A* and BFS tables get the engine's lane budget; `?memory=` may lower it.
    const asked = Number(new URLSearchParams(window.location.search).get('memory'));
    const engine = await loadEngine({ memoryMb: ({ laneMemoryMb }) => (asked > 0 ? Math.min(asked, laneMemoryMb) : laneMemoryMb) });
    view = new CompareView(engine, document.getElementById('view-compare'));
    view.shown();
  })();
});

// Keyboard, as in the Solve view: Space runs or pauses every lane, → steps
// them, R resets them. Caught on the way down (window, capture phase) so the
// Solve view's own shortcuts do not drive its hidden search meanwhile.
window.addEventListener(
  'keydown',
  (event) => {
    if (document.body.dataset.view !== 'compare' || !view) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target instanceof HTMLElement && (target.closest('input, select, textarea') || target.isContentEditable)) return;
    if (event.key === ' ' && target instanceof HTMLButtonElement) return; // Space presses a focused button
    const action = { ' ': 'run', ArrowRight: 'step', r: 'reset', R: 'reset' }[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const button = view.el.transport[action];
    if (!button.disabled) button.click();
  },
  { capture: true },
);

class CompareView {
  constructor(engine, main) {
    this.engine = engine;
    this.main = main;
    const el = buildLayout(main);
    this.el = el;
    /** The board every lane solves (problem.js), once read. @type {any} */
    this.problem = null;
    this.importedKey = null; // the Solve board this view last took
    this.mode = 'race'; // what the table shows: 'race' or 'batch'
    this.tableDrawnAt = 0;

    this.race = new Driver(engine.searchWorker(), {
      budgetMs: FRAME_BUDGET_MS,
      onState: (state) => this.#stateChanged(state),
      onProgress: () => this.#frame(),
      onError: (error) => this.#say('error', `A search stopped with an error: ${error.message}`),
    });
    this.race.setSpeed(Infinity);
    this.problemBar = new ProblemBar(engine, el.problem, {
      onChange: (problem) => {
        this.problem = problem;
        this.#restart();
      },
      onFromSolve: () => this.#importSolve({ force: true }),
      // A bad board holds the race back: the buttons wait and the status says what to fix.
      onFix: (fix) => {
        if (fix && this.race.state === State.SEARCHING) this.race.pause();
        this.#controls();
        if (fix) this.#say(fix.kind, fix.text);
        else this.#stateChanged(this.race.state);
      },
    });
    this.lanes = new LaneCards(engine, el.lanes, { onChange: () => this.#restart() });
    this.chart = new RaceChart(el.chart.box, el.chart.key, { frontier: el.chart.frontier, log: el.chart.log });
    this.table = new ResultsTable(el.results.table, el.results.note);
    el.results.budget.textContent = `${engine.memoryMb} MB`;
    this.batch = new BatchRunner(engine, {
      onProgress: (p) => this.#batchProgress(p),
      onDone: (rows) => this.#batchDone(rows),
      onError: (error) => this.#batchStopped(error.message),
    });

    const t = el.transport;
    // A click right after an edit drives the lanes just edited: it waits for
    // the board's and the lanes' checks, then for the searches they asked for.
    const afterInput = (act) => () =>
      Promise.all([this.problemBar.pending.settled(), this.lanes.pending.settled()])
        .then(() => this.race.settled())
        .then(() => this.problemBar.fix || act());
    t.run.addEventListener('click', afterInput(() => {
      this.#showRace();
      this.race.togglePlay();
    }));
    t.step.addEventListener('click', afterInput(() => {
      this.#showRace();
      this.race.step();
    }));
    t.reset.addEventListener('click', () => this.#restart());
    t.add.addEventListener('click', () => this.lanes.add(NEW_LANE));
    t.speed.max = String(SPEEDS.length - 1);
    t.speed.value = String(DEFAULT_SPEED_INDEX);
    t.speed.addEventListener('input', () => this.#speedChanged());
    this.#speedChanged();

    el.batch.start.addEventListener('click', () => this.#startBatch());
    el.batch.cancel.addEventListener('click', () => this.#batchStopped('Batch cancelled: the table is unchanged.'));
    el.results.copy.addEventListener('click', () => this.#copy());
    el.results.download.addEventListener('click', () => downloadText(this.#csv(), this.#csvName()));

    // A shared link may name the lanes (`lanes=` in the hash, see searches.js).
    const fromLink = 'lanes' in readHash() ? lanesFromHash(readHash().lanes, this.engine, { min: 2, max: MAX_LANES }) : null;
    this.linkNote = fromLink?.problems.length ? ` The link's lanes: ${fromLink.problems.join(' ')}` : '';
    this.lanes.set(fromLink?.configs ?? DEFAULT_LANES);
  }

  /** The view came into sight: take the Solve view's board if it changed. */
  shown() {
    this.#importSolve({ force: false });
    if (!this.problem) this.problemBar.load({ start: '2 3 4 1 5 x 7 6 8', goal: 'ordered' });
  }

  hidden() {
    this.race.pause();
  }

  #importSolve({ force }) {
    const solveProblem = solveStore.get().problem;
    if (!solveProblem) return;
    const key = tilesKey(solveProblem);
    if (!force && key === this.importedKey) return;
    this.importedKey = key;
    this.problemBar.load(solveProblem);
    if (force) this.#restart();
  }

  /** Fresh searches for the current board and lanes; the table shows the race again. */
  #restart() {
    if (!this.problem || this.batch.running) return;
    this.mode = 'race';
    this.main.dataset.table = 'race';
    const specs = this.lanes.configs.map((config) => this.engine.spec({ ...this.problem, ...config }));
    this.race.configure(specs, { refusedAsLanes: true }).catch((error) => this.#say('error', error.message));
    writeHash({ lanes: lanesToHash(this.engine, this.lanes.configs) });
    this.#controls(); // Add lane follows the count at once, not when the searches are built
  }

  #speedChanged() {
    const { speed, speedValue } = this.el.transport;
    const value = SPEEDS[Number(speed.value)] ?? SPEEDS[DEFAULT_SPEED_INDEX];
    speedValue.textContent = value === Infinity ? 'max' : `${value.toLocaleString('en-US')} / s`;
    speed.setAttribute('aria-valuetext', value === Infinity ? 'as fast as possible' : `${value.toLocaleString('en-US')} expansions per second in each lane`);
    this.race.setSpeed(value);
  }

  /** After every frame of the race (and after a reset). */
  #frame() {
    if (this.chart.lanes !== this.race.lanes) this.chart.setLanes(this.race.lanes, this.race.specs.map((c) => shortTitle(this.engine, c)));
    this.lanes.show(this.race.lanes, this.problem, { force: this.race.state !== State.SEARCHING });
    this.chart.update({ force: this.race.state !== State.SEARCHING });
    if (this.race.state !== State.SEARCHING || performance.now() - this.tableDrawnAt >= TABLE_REDRAW_MS) this.#drawTable();
    if (this.race.state === State.SEARCHING) this.#sayProgress();
  }

  #drawTable() {
    this.tableDrawnAt = performance.now();
    if (this.mode !== 'race') return;
    const final = this.race.state === State.FINISHED;
    const rows = this.race.lanes.map((lane, i) => raceRow(this.engine, lane, i));
    const solved = rows.filter((row) => row.solutionLength !== null).length;
    const note = final
      ? solved >= 2
        ? 'One board, every lane done. Highlighted: the best of each column.'
        : 'One board, every lane done.'
      : this.race.state === State.IDLE
        ? 'One board: each lane\'s numbers fill in as it runs.'
        : 'One board; the numbers so far.';
    this.table.show(rows, { final, note });
  }

  #stateChanged(state) {
    this.main.dataset.race = raceName(state);
    this.#controls();
    if (state !== State.SEARCHING) this.#frame();
    if (this.problemBar?.fix) return; // the status says what to fix
    if (state === State.IDLE) {
      this.#say('ready', `Ready: ${plural(this.race.lanes.length, 'lane')} on the same board. Run all expands the same number of nodes in every lane each frame.${this.linkNote}`);
    } else if (state === State.PAUSED) {
      this.#say('paused', `Paused after ${plural(this.race.steps, 'step')}. ${this.#finishers()}`);
    } else if (state === State.FINISHED) {
      this.#sayFinished();
    }
  }

  /** What can be pressed: nothing that changes the lanes while a batch runs. */
  #controls() {
    const { run, step, reset, add } = this.el.transport;
    const busy = this.batch.running;
    const state = this.race.state;
    run.textContent = state === State.SEARCHING ? 'Pause all' : 'Run all';
    run.classList.toggle('active', state === State.SEARCHING);
    const bad = Boolean(this.problemBar?.fix);
    run.disabled = busy || bad || state === State.FINISHED;
    step.disabled = busy || bad || state === State.FINISHED;
    reset.disabled = busy;
    add.disabled = busy || this.lanes.configs.length >= MAX_LANES;
    this.lanes.setEditable(!busy);
    this.problemBar.setEditable(!busy);
  }

  /** Run all / Step all: the table follows the race again (after a batch). */
  #showRace() {
    if (this.mode === 'race') return;
    this.mode = 'race';
    this.main.dataset.table = 'race';
    this.#drawTable();
  }

  #finishers() {
    const done = this.race.lanes.filter((lane) => lane.finished);
    if (done.length === 0) return 'No lane has finished yet.';
    const first = done.reduce((a, b) => (b.finishedAt < a.finishedAt ? b : a));
    const index = this.race.lanes.indexOf(first);
    return `${done.length} of ${this.race.lanes.length} done; first: lane ${index + 1} (${searchTitle(this.engine, first.config)}).`;
  }

  #sayProgress() {
    const running = this.race.lanes.filter((lane) => !lane.finished).length;
    this.#say('running', `Running: step ${this.race.steps.toLocaleString('en-US')}, ${plural(running, 'lane')} still searching. ${this.#finishers()}`);
  }

  #sayFinished() {
    const lanes = this.race.lanes;
    const solved = lanes.filter((lane) => lane.summary.status === 'solved');
    if (lanes.length && lanes.every((lane) => lane.summary.status === 'unsolvable')) {
      this.#say('stopped', `Unsolvable: ${lanes[0].summary.message}`);
      return;
    }
    if (solved.length === 0) {
      this.#say('stopped', 'Every lane stopped without a solution (see each lane).');
      return;
    }
    const fewest = solved.reduce((a, b) => (b.summary.expanded < a.summary.expanded ? b : a));
    const index = lanes.indexOf(fewest);
    this.#say(
      'solved',
      `All lanes done after ${plural(this.race.steps, 'step')}. Fewest expansions: lane ${index + 1} (${searchTitle(this.engine, fewest.config)}), ${fewest.summary.expanded.toLocaleString('en-US')}.`,
    );
  }

  #say(kind, text) {
    this.el.status.dataset.kind = kind;
    this.el.status.textContent = text;
  }

  // ---------- Batch ----------

  #startBatch() {
    const { count, depth, error } = this.el.batch;
    const k = Number(count.value);
    const d = Number(depth.value);
    const bad = (field, ok) => field.setAttribute('aria-invalid', String(!ok));
    const kOk = Number.isInteger(k) && k >= 1 && k <= 100;
    const dOk = Number.isInteger(d) && d >= 1 && d <= 31;
    bad(count, kOk);
    bad(depth, dOk);
    const problemText = !kOk ? 'Random boards: a whole number from 1 to 100.' : !dOk ? 'Optimal depth: a whole number from 1 to 31 (no 3×3 board is farther).' : '';
    error.hidden = !problemText;
    error.textContent = problemText;
    if (problemText) return;
    this.race.pause();
    // Batch boards are 3×3: the board's goal if it is one of the named goals, else the ordered goal.
    const goal = this.engine.namedGoals(3, 3).some((g) => g.name === this.problem.goal) ? this.problem.goal : 'ordered';
    this.batchSpec = { k, d, goal };
    const started = this.batch.start({ goal, depth: d, count: k, configs: this.lanes.configs });
    this.#setBatchUi(true);
    started.catch((failure) => {
      if (isAbort(failure)) return;
      this.#setBatchUi(false);
      error.hidden = false;
      error.textContent = failure.message;
    });
  }

  #setBatchUi(running) {
    const { start, cancel, progress, count, depth } = this.el.batch;
    start.disabled = running;
    count.disabled = running;
    depth.disabled = running;
    cancel.hidden = !running;
    progress.hidden = !running;
    this.main.dataset.batch = running ? 'running' : 'idle';
    this.#controls();
  }

  #batchProgress({ done, total, board, lane }) {
    const { progress, text } = this.el.batch;
    progress.max = total;
    progress.value = done;
    const lanes = this.lanes.configs.length;
    text.textContent = `Board ${board} of ${this.batchSpec.k} · lane ${lane} of ${lanes}`;
  }

  #batchDone(rows) {
    const { k, d, goal } = this.batchSpec;
    this.#setBatchUi(false);
    this.el.batch.text.textContent = `Done: ${plural(k, 'board')} × ${plural(rows.length, 'lane')}.`;
    this.mode = 'batch';
    const seeds = k === 1 ? 'seed 1' : `seeds 1–${k}`;
    const note = `Means over ${plural(k, 'random 3×3 board')}, each ${plural(d, 'move')} from the ${goal} goal (${seeds}).`;
    this.table.show(rows, { final: true, note });
    this.main.dataset.table = 'batch';
  }

  #batchStopped(message) {
    this.batch.cancel();
    this.#setBatchUi(false);
    this.el.batch.text.textContent = message;
  }

  // ---------- CSV ----------

  #csv() {
    return toCsv(this.table.rows);
  }

  #csvName() {
    return this.mode === 'batch' ? `npuzzle-batch-depth${this.batchSpec.d}-boards${this.batchSpec.k}.csv` : 'npuzzle-compare.csv';
  }

  async #copy() {
    const { copyStatus, csvText } = this.el.results;
    const csv = this.#csv();
    const lines = this.table.rows.length;
    clearTimeout(this.copyTimer);
    if (await copyText(csv)) {
      csvText.hidden = true;
      copyStatus.textContent = `Copied: a header line and ${plural(lines, 'row')}.`;
      this.copyTimer = setTimeout(() => {
        copyStatus.textContent = '';
      }, 6000);
    } else {
      csvText.value = csv;
      csvText.hidden = false;
      csvText.select();
      copyStatus.textContent = 'The browser did not allow copying: the CSV is selected below, press Ctrl+C.';
    }
  }
}
