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

import { Driver, State } from '../../engine/driver.js';
import { isAbort } from '../../engine/client.js';
import { loadEngine } from '../../engine/index.js';
import { sizeFacts } from '../../engine/catalogue.js';
import { engineMessage } from '../../widgets/status.js';
import { solveStore } from '../../app/store.js';
import { onView } from '../../app/views.js';
import { arrowsTurnPages } from '../../app/lesson-keys.js';
import { BatchRunner } from './batch.js';
import { RaceChart } from './chart.js';
import { copyText, downloadText } from './csv.js';
import { LaneCards, places, stopReason } from './lanes.js';
import { buildLayout } from './layout.js';
import { MAX_LANES } from './palette.js';
import { ProblemBar } from './problem.js';
import { goalTitle } from '../../widgets/goal.js';
import { ResultsTable, raceRow, toCsv } from './results.js';
import { checkLinkedFormulas, defaultLanes, lanesFromHash, lanesToHash, nextLane, shortTitle, searchTitle } from './searches.js';
import { integer } from '../../i18n/format.js';
import { onLanguageChange, t } from '../../i18n/index.js';
import { readHash, writeHash } from '../../app/share.js';
import { cutWords, openingRow } from '../../app/solve-link.js';
import './compare.css';

/** Expansions per second per lane; the last is "as fast as the frame budget allows". */
export const SPEEDS = [1, 10, 100, 1000, 5000, 20000, 100000, Infinity];
const DEFAULT_SPEED_INDEX = 5;
const TABLE_REDRAW_MS = 150;

const tilesKey = (p) => `${Array.from(p.tiles).join(' ')}>${Array.from(p.goalTiles).join(' ')}>${p.costs ?? ''}`;

let view = null; // the CompareView, once built
let building = null;

/** The race's state as `data-race` says it (the driver's, with "running" for searching). */
const raceName = (state) => (state === State.SEARCHING ? 'running' : state);

/** Sentences one after another, as the language writes them (English with a space, Chinese without); empty ones left out. */
const sentences = (list) => list.filter(Boolean).reduce((first, next) => t('compare.then', { first, next }));

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
    // A lesson at a projector turns its page with → here too (app/shortcuts.js's one rule).
    if (event.key === 'ArrowRight' && arrowsTurnPages()) return;
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
    /** Whether the link's formulas are being read by the engine (#checkLinkedFormulas). */
    this.linkChecking = false;
    this.importedKey = null; // the Solve board this view last took
    this.mode = 'race'; // what the table shows: 'race' or 'batch'
    this.tableDrawnAt = 0;

    this.race = new Driver(engine.searchWorker(), {
      onState: (state) => this.#stateChanged(state),
      onProgress: () => this.#frame(),
      onError: (error) => this.#say('error', () => t('compare.error', { message: error.message })),
    });
    this.race.setSpeed(Infinity);
    this.problemBar = new ProblemBar(engine, el.problem, {
      onChange: (problem) => {
        // Lanes nobody chose follow the board's size (no breadth-first lane on a 15-puzzle).
        if (!this.lanes.chosen && (problem.width !== this.problem?.width || problem.height !== this.problem?.height)) {
          this.lanes.set(defaultLanes(engine, problem.width, problem.height));
        }
        this.problem = problem;
        this.lanes.fit(problem);
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
    this.chart = new RaceChart(el.chart.box, el.chart.key, { metric: el.chart.metric, log: el.chart.log });
    this.table = new ResultsTable(el.results.table, el.results.note);
    // The lanes' budget as the engine counts it (limits(): a MB is bytesPerMb bytes).
    el.results.budget.textContent = `${integer(engine.memoryMb)} MB`;
    this.batch = new BatchRunner(engine, {
      onProgress: (p) => this.#batchProgress(p),
      onDone: (rows) => this.#batchDone(rows),
      onError: (error) => this.#batchStopped(error.message),
    });

    const buttons = el.transport;
    // A click right after an edit drives the lanes just edited: it waits for
    // the board's and the lanes' checks, then for the searches they asked for.
    const afterInput = (act) => () =>
      Promise.all([this.problemBar.pending.settled(), this.lanes.pending.settled()])
        .then(() => this.race.settled())
        .then(() => this.problemBar.fix || act());
    buttons.run.addEventListener('click', afterInput(() => {
      this.#showRace();
      this.race.togglePlay();
    }));
    buttons.step.addEventListener('click', afterInput(() => {
      this.#showRace();
      this.race.step();
    }));
    buttons.reset.addEventListener('click', () => this.#restart());
    buttons.add.addEventListener('click', () => this.#addLane());
    buttons.speed.max = String(SPEEDS.length - 1);
    buttons.speed.value = String(DEFAULT_SPEED_INDEX);
    buttons.speed.addEventListener('input', () => this.#speedChanged());
    this.#speedChanged();

    el.batch.start.addEventListener('click', () => this.#startBatch());
    el.batch.cancel.addEventListener('click', () => this.#batchStopped(() => t('compare.batchCancelled')));
    el.results.copy.addEventListener('click', () => this.#copy());
    el.results.download.addEventListener('click', () => downloadText(this.#csv(), this.#csvName()));

    // A shared link may name the lanes (`lanes=` in the hash, see searches.js).
    const hash = readHash();
    const linked = hash.lanes;
    const fromLink = linked !== undefined ? lanesFromHash(linked, this.engine, { min: 2, max: MAX_LANES }) : null;
    /** @type {Array<() => string>} what the engine said of the link's formulas (checkLinkedFormulas) */
    this.formulaProblems = [];
    /** What the status says of the link's lanes, in the page's language (read again: its sentences are lanesFromHash's). */
    this.linkNote = () => {
      // What the link's lanes lost to a cut is said first (a hash past its limit, or a lanes value past its own).
      const cuts = cutWords(hash, ['lanes']).map(([key, args]) => t(key, args));
      const problems = [...cuts, ...(fromLink ? lanesFromHash(linked, this.engine, { min: 2, max: MAX_LANES }).problems : [])];
      problems.push(...this.formulaProblems.map((say) => say()));
      return problems.length ? t('compare.linkLanes', { problems: sentences(problems) }) : '';
    };
    // Until the board is read, the defaults of the 3×3 board; the board's size decides (onChange).
    this.lanes.set(fromLink?.configs ?? defaultLanes(engine, 3, 3));
    this.lanes.chosen = Boolean(fromLink?.configs);
    if (fromLink?.configs?.some((config) => config.formula !== undefined || config.priority !== undefined)) this.#checkLinkedFormulas(fromLink.configs);
    onLanguageChange(() => this.#relabel());
  }

  /**
   * The language changed: every text the view wrote is written again from what it holds —
   * the lanes' cards, the chart's titles and key, the table, the status, the batch's line.
   * Nothing is restarted: the race keeps its lanes, their counts and its state.
   */
  /** A lane's name in the chart's legend: the short one in English, the table's in Chinese (compare.legendName). */
  #legendName(config) {
    return t('compare.legendName', { short: shortTitle(this.engine, config), title: searchTitle(this.engine, config) });
  }

  #relabel() {
    this.problemBar.relabel();
    this.lanes.relabel();
    this.chart.relabel(this.race.specs.map((c) => this.#legendName(c)));
    if (this.mode === 'race') this.#drawTable();
    else this.table.relabel((row) => ({ ...row, title: searchTitle(this.engine, this.batchSpec.configs[row.lane - 1]) }), this.batchNote);
    this.#speedLabel();
    this.#controls();
    if (this.said) this.#say(this.said.kind, this.said.text);
    if (this.batchSaid) this.#batchSay(this.batchSaid);
    if (this.batchError) this.#batchError(this.batchError);
    if (this.copySaid) this.el.results.copyStatus.textContent = this.copySaid();
  }

  /** The view came into sight: take the Solve view's board if it changed. */
  shown() {
    this.#importSolve({ force: false });
    if (this.problem || this.importedKey !== null) return;
    // The page opened on this view, and the Solve view is still reading its
    // board (a link's start and goal): race the first board until it has
    // one, then take that board, unless a board was typed here meanwhile.
    // The board the page opens on: the opening row of the engine's size table (app/solve-link.js).
    const first = { start: openingRow(this.engine.catalogue).start, goal: 'ordered' };
    this.problemBar.load(first);
    const stop = solveStore.subscribe((state) => {
      if (!state.problem) return;
      stop();
      if (this.importedKey === null && this.el.problem.start.value === first.start) this.#importSolve({ force: true });
    });
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

  /**
   * The link's formulas, read by the engine before any lane runs one: a Run
   * or Step waits for it (the lanes' checks), the race starts once it is
   * done, and a formula the engine refuses leaves its lane on Manhattan
   * distance, said in the status.
   */
  #checkLinkedFormulas(configs) {
    this.linkChecking = true;
    this.lanes.pending.track(
      checkLinkedFormulas(this.engine, configs)
        .then(({ configs: checked, problems }) => {
          this.formulaProblems = problems;
          this.lanes.set(checked);
        })
        .finally(() => {
          this.linkChecking = false;
          this.#restart();
        }),
    );
  }

  /** Fresh searches for the current board and lanes; the table shows the race again. */
  #restart() {
    // The link's formulas are still being read (#checkLinkedFormulas restarts when they are).
    if (!this.problem || this.batch.running || this.linkChecking) return;
    // The race's costs must suit every lane's search: a costs menu moved back to the default reads the board again and restarts.
    if (this.problemBar.offerCosts(this.lanes.configs.map((config) => this.engine.catalogue.algorithm(config.algorithm)))) return;
    this.mode = 'race';
    this.main.dataset.table = 'race';
    const specs = this.lanes.configs.map((config) => this.engine.spec({ ...this.problem, ...config }));
    this.race.configure(specs, { refusedAsLanes: true }).catch((error) => this.#say('error', error.message));
    writeHash({ lanes: lanesToHash(this.engine, this.lanes.configs) });
    this.#controls(); // Add lane follows the count at once, not when the searches are built
  }

  /**
   * "+ Add lane": one lane, unlike the others where the catalogue has one
   * (searches.js nextLane), beside the lanes as they are: a finished lane
   * keeps its result, and the next Run all or Step all drives the new one.
   */
  #addLane() {
    if (!this.problem || this.batch.running || !this.lanes.canAdd) return;
    const config = nextLane(this.engine, this.lanes.configs, this.problem.width, this.problem.height);
    this.lanes.add(config);
    // A lane whose search is not offered under the race's costs: the race goes back to unit costs.
    if (!this.engine.catalogue.offeredUnder(this.engine.catalogue.algorithm(config.algorithm), this.problem.costs)) {
      this.#restart();
      return;
    }
    this.#showRace();
    const n = this.lanes.configs.length;
    this.race
      .addLane(this.engine.spec({ ...this.problem, ...config }))
      .then((added) => {
        if (added && this.race.state === State.PAUSED) {
          this.#say('paused', () => t('compare.laneAdded', { n, title: searchTitle(this.engine, config) }));
        }
      })
      .catch((error) => this.#say('error', error.message));
    writeHash({ lanes: lanesToHash(this.engine, this.lanes.configs) });
    this.#controls();
  }

  #speedChanged() {
    this.race.setSpeed(this.#speedLabel());
  }

  /** Writes the speed slider's value beside it (and for screen readers); returns it. */
  #speedLabel() {
    const { speed, speedValue } = this.el.transport;
    const value = SPEEDS[Number(speed.value)] ?? SPEEDS[DEFAULT_SPEED_INDEX];
    speedValue.textContent = value === Infinity ? t('compare.speedMax') : t('compare.speedPerSecond', { n: value });
    speed.setAttribute('aria-valuetext', value === Infinity ? t('compare.speedFastest') : t('compare.speedText', { n: value }));
    return value;
  }

  /** After every frame of the race (and after a reset). */
  #frame() {
    if (this.chart.lanes !== this.race.lanes) this.chart.setLanes(this.race.lanes, this.race.specs.map((c) => this.#legendName(c)));
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
        ? 'compare.noteFinalBest'
        : 'compare.noteFinal'
      : this.race.state === State.IDLE
        ? 'compare.noteIdle'
        : 'compare.noteSoFar';
    this.table.show(rows, { final, note: t(note) });
  }

  #stateChanged(state) {
    this.main.dataset.race = raceName(state);
    this.#controls();
    if (state !== State.SEARCHING) this.#frame();
    if (this.problemBar?.fix) return; // the status says what to fix
    if (state === State.IDLE) {
      this.#say('ready', () => t('compare.ready', { lanes: this.race.lanes.length, link: this.linkNote() }));
    } else if (state === State.PAUSED) {
      this.#say('paused', () => t('compare.paused', { n: this.#perLane(), finishers: this.#finishers() }));
    } else if (state === State.FINISHED) {
      this.#sayFinished();
    }
  }

  /** What can be pressed: nothing that changes the lanes while a batch runs. */
  #controls() {
    const { run, step, reset, add } = this.el.transport;
    const busy = this.batch.running;
    const state = this.race.state;
    run.textContent = t(state === State.SEARCHING ? 'compare.pause' : 'compare.run');
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

  /** The expansions each lane still searching has made (they advance together). */
  #perLane() {
    return Math.max(0, ...this.race.lanes.filter((lane) => !lane.finished).map((lane) => lane.summary.expanded));
  }

  /** "Fewest expansions: lane 4 (A* + linear conflict), 239." over the lanes solved so far (ties named as such). */
  #fewest() {
    const lanes = this.race.lanes;
    const placed = places(lanes);
    const firsts = lanes.flatMap((lane, i) => (placed[i]?.place === 1 ? [t('compare.laneNamed', { n: i + 1, title: searchTitle(this.engine, lane.config) })] : []));
    if (!firsts.length) return '';
    const best = lanes.find((_, i) => placed[i]?.place === 1).summary.expanded;
    const who = firsts.length === 1 ? firsts[0] : t('compare.tied', { list: firsts.slice(0, -1).join(t('compare.listSeparator')), last: firsts.at(-1) });
    return t('compare.fewest', { who, n: best });
  }

  /** The lanes that finished without a solution, by reason: "2 lanes stopped: memory budget (160 MB each)." */
  #unsolved() {
    const reasons = new Map();
    for (const lane of this.race.lanes) {
      if (!lane.finished || lane.summary.status === 'solved') continue;
      const reason = stopReason(lane.summary);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    const said = [...reasons].map(([reason, n]) => {
      if (reason === 'memory budget') return t('compare.stoppedMemory', { n, mb: this.engine.memoryMb });
      if (reason === 'node budget') return t('compare.stoppedNodes', { n });
      if (reason === 'own rule') return t('compare.stoppedByRule', { n });
      if (reason === 'no solution') return t('compare.noSolution', { n });
      return t('compare.failed', { n });
    });
    return said.length ? t('compare.sentence', { text: said.join(t('compare.clauseSeparator')) }) : '';
  }

  /** How the lanes stand while the race is under way. */
  #finishers() {
    const lanes = this.race.lanes;
    const done = lanes.filter((lane) => lane.finished);
    if (done.length === 0) return t('compare.noneFinished');
    const solved = done.filter((lane) => lane.summary.status === 'solved').length;
    return sentences([t('compare.solvedOf', { solved, lanes: lanes.length }), this.#fewest(), this.#unsolved()]);
  }

  #sayProgress() {
    const running = this.race.lanes.filter((lane) => !lane.finished).length;
    this.#say('running', () => t('compare.running', { n: this.#perLane(), running, finishers: this.#finishers() }));
  }

  #sayFinished() {
    const lanes = this.race.lanes;
    const solved = lanes.filter((lane) => lane.summary.status === 'solved');
    if (lanes.length && lanes.every((lane) => lane.summary.status === 'unsolvable')) {
      this.#say('stopped', () => t('compare.unsolvable', { message: engineMessage(lanes[0].summary) }));
      return;
    }
    if (solved.length === 0) {
      this.#say('stopped', () => t('compare.noneSolved', { unsolved: this.#unsolved() }));
      return;
    }
    this.#say('solved', () => sentences([t('compare.allDone'), this.#fewest(), this.#unsolved()]));
  }

  /**
   * The status line: `text` is a sentence, or a function that makes it, called again after a
   * switch of language (from what the race holds then: its counts are the same).
   * @param {string} kind
   * @param {string | (() => string)} text
   */
  #say(kind, text) {
    this.said = { kind, text };
    this.el.status.dataset.kind = kind;
    this.el.status.textContent = typeof text === 'function' ? text() : text;
  }

  /** The batch's line (`make` says it, again after a switch of language). */
  #batchSay(make) {
    this.batchSaid = make;
    this.el.batch.text.textContent = make();
  }

  /** The batch fields' error (`make` says it; null: none). */
  #batchError(make) {
    const { error } = this.el.batch;
    this.batchError = make;
    error.hidden = !make;
    error.textContent = make ? make() : '';
  }

  // ---------- Batch ----------

  #startBatch() {
    const { count: boards, depth } = this.el.batch;
    const k = Number(boards.value);
    const d = Number(depth.value);
    const bad = (field, ok) => field.setAttribute('aria-invalid', String(!ok));
    const kOk = Number.isInteger(k) && k >= 1 && k <= 100;
    // Batch boards are 3×3 (below): no depth beyond the farthest a 3×3 board lies.
    const farthest = sizeFacts(3, 3).farthest;
    const dOk = Number.isInteger(d) && d >= 1 && d <= farthest;
    bad(boards, kOk);
    bad(depth, dOk);
    const problem = !kOk ? 'compare.batchBoardsInvalid' : !dOk ? 'compare.batchDepthInvalid' : '';
    this.#batchError(problem ? () => t(problem, { max: farthest }) : null);
    if (problem) return;
    this.race.pause();
    // Batch boards are 3×3: the board's goal if it is one of the named goals, else the ordered goal.
    const goal = this.engine.namedGoals(3, 3).some((g) => g.name === this.problem.goal) ? this.problem.goal : 'ordered';
    this.batchSpec = { k, d, goal, configs: this.lanes.configs };
    const started = this.batch.start({ goal, depth: d, count: k, configs: this.lanes.configs, costs: this.problem.costs });
    this.#setBatchUi(true);
    started.catch((failure) => {
      if (isAbort(failure)) return;
      this.#setBatchUi(false);
      this.#batchError(() => failure.message);
    });
  }

  #setBatchUi(running) {
    const { start, cancel, progress, count: boards, depth } = this.el.batch;
    start.disabled = running;
    boards.disabled = running;
    depth.disabled = running;
    cancel.hidden = !running;
    progress.hidden = !running;
    this.main.dataset.batch = running ? 'running' : 'idle';
    this.#controls();
  }

  #batchProgress({ done, total, board, lane }) {
    const { progress } = this.el.batch;
    progress.max = total;
    progress.value = done;
    const lanes = this.lanes.configs.length;
    const boards = this.batchSpec.k;
    this.#batchSay(() => t('compare.batchAt', { board, boards, lane, lanes }));
  }

  #batchDone(rows) {
    const { k, d, goal } = this.batchSpec;
    this.#setBatchUi(false);
    this.#batchSay(() => t('compare.batchDone', { boards: k, lanes: rows.length }));
    this.mode = 'batch';
    /** The table's note over the batch's means, in the page's language. */
    this.batchNote = () => t('compare.batchNote', { k, d, goal: goalTitle(goal) });
    this.table.show(rows, { final: true, note: this.batchNote() });
    this.main.dataset.table = 'batch';
  }

  /** @param {string | (() => string)} message */
  #batchStopped(message) {
    this.batch.cancel();
    this.#setBatchUi(false);
    this.#batchSay(typeof message === 'function' ? message : () => message);
  }

  // ---------- CSV ----------

  #csv() {
    return toCsv(this.table.rows, this.engine.catalogue.parameters.map((p) => p.key));
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
      this.copySaid = () => t('compare.copied', { n: lines });
      copyStatus.textContent = this.copySaid();
      this.copyTimer = setTimeout(() => {
        this.copySaid = null;
        copyStatus.textContent = '';
      }, 6000);
    } else {
      csvText.value = csv;
      csvText.hidden = false;
      csvText.select();
      this.copySaid = () => t('compare.copyRefused');
      copyStatus.textContent = this.copySaid();
    }
  }
}
