// The Solve view's controller: builds each region of the view and connects
// them; the Solve search's state goes into the store (app/store.js), which
// the Explain view reads too; other views ask the driver to act through the
// bus (app/bus.js). main.js starts it once the page frame is up.
//
//   Puzzle panel (setup.js) ──problem──► Driver (engine/driver.js) ⇄ search worker (engine/) ──summaries──►
//     store (app/store.js) ──► Board (widgets/board.js) · Children (expansion.js) · Counters (widgets/counters.js) ·
//     Chart (widgets/chart.js) · Status line (widgets/status.js) · Solution (solution.js) + player (playback.js)
//
// Keyboard (keys.js): Space play / pause, → step (next move once solved), ←
// previous move, "," step back (YouTube's previous-frame key; ← is the
// solution player's), R reset; ignored while typing in a field.
//
// URL: `?memory=64` sets the memory budget of A* and BFS in MB (a class can
// see "stopped" sooner; the tests use it too).

import { BoardView } from '../../widgets/board.js';
import { GrowthChart } from '../../widgets/chart.js';
import { Driver, State } from '../../engine/driver.js';
import { isAbort } from '../../engine/client.js';
import { SetupPanel, sizeValue } from './setup.js';
import { CountersView } from '../../widgets/counters.js';
import { loadEngine } from '../../engine/index.js';
import { parameterSetting } from '../../engine/catalogue.js';
import { ExpansionView } from './expansion.js';
import { QuizView } from '../../widgets/quiz.js';
import { Playback } from './playback.js';
import { SolutionView } from './solution.js';
import { boardAt } from './solution-window.js';
import { describe } from '../../widgets/status.js';
import { Transport } from './transport.js';
import { on } from '../../app/bus.js';
import { DEFAULTS } from '../../app/solve-link.js';
import { solveStore } from '../../app/store.js';
import { initViews, showView } from '../../app/views.js';
import { initSolveLink } from './link.js';
import { initSaveButtons } from '../../widgets/png.js';
import { initCountersFile } from './counters-file.js';
import { onKey } from './keys.js';
import { short } from '../../i18n/format.js';
import { onLanguageChange, t } from '../../i18n/index.js';
import { VisitedCosts } from '../../widgets/visited.js';
import { PrioritySame } from './priority-same.js';

/** @type {(id: string) => any} the elements of index.html, by id */
const $ = (id) => document.getElementById(id);

/**
 * Loads the engine and starts the Solve view. `status` is the page's status line
 * (widgets/status.js StatusLine), `errors` its error banner (app/error-banner.js);
 * `lessons(engine)` starts the lesson bar once the view has read its link (a lesson the
 * link names then drives the view). Rejects if the engine cannot load.
 */
export async function startSolve({ status, errors, lessons, views = Promise.resolve() }) {
  /** The key of the status line's sentence after an error ends the Solve search, or '' (worded again on a switch). */
  let failed = '';
  const memoryMb = Number(new URLSearchParams(window.location.search).get('memory'));
  const engine = await loadEngine(memoryMb > 0 ? { memoryMb } : {});
  let problem = null; // the problem of the current search, with the page's extras (the driver's context)
  let solution = null; // { moves, boards } once solved
  let ending = Promise.resolve(); // showEnd, which loads the solution into the player
  const moveListeners = new Set(); // the share link, told of the player's moves

  const boardTitle = $('board-title');
  const boardCaption = $('board-caption');
  /** The board's title and caption, as a function of nothing: worded again after a language switch. */
  let heading = () => [t('solve.board.start'), t('solve.board.startCaption')];
  const setBoardHeading = (words) => {
    heading = words;
    const [title, caption] = words();
    boardTitle.textContent = title;
    boardCaption.textContent = caption;
  };
  setBoardHeading(heading);

  const board = new BoardView($('board'), { onMove: (tiles) => setup.setStartTiles(tiles) });
  const expansion = new ExpansionView();
  const counters = new CountersView();
  const visitedCosts = new VisitedCosts($('visited-costs'));
  onLanguageChange(() => visitedCosts.redraw());
  const chart = new GrowthChart($('chart'), $('log-scale'));
  const playback = new Playback({
    onPosition(position, { animate }) {
      const { width, height, goalTiles } = problem;
      const cells = width * height;
      // The tile the last move slid sits where the blank was before it.
      const mark = position > 0 ? boardAt(solution.boards, cells, position - 1).indexOf(0) : -1;
      board.show({ tiles: boardAt(solution.boards, cells, position), width, height, goal: goalTiles, mark }, { animate });
      solutionView.highlight(position);
      for (const listener of moveListeners) listener(position);
      const length = solution.moves.length;
      const where = position === 0 ? 'solve.board.atStart' : position === length ? 'solve.board.atGoal' : 'solve.board.atMove';
      setBoardHeading(() => [t('solve.board.path'), t(where, { position, length })]);
    },
  });
  /** Which named search your best-first search expands as (the line under its priority). */
  const prioritySame = new PrioritySame(engine.catalogue, $('priority-same'));
  const quiz = new QuizView({ search: () => driver.lane?.search ?? null, problem: () => problem, step: () => driver.step() });
  const solutionView = new SolutionView({ onPick: (position) => playback.go(position) });

  const driver = new Driver(engine.searchWorker(), {
    onState(state) {
      const { summary, search } = driver.lane;
      failed = '';
      if (driver.context !== problem) {
        // The searches of a new problem are the current ones now.
        problem = driver.context;
        counters.setIterative(problem.traits.iterative);
        chart.setIterative(problem.traits.iterative);
        counters.setCostsWeighed(problem.weighed);
      }
      document.body.dataset.state = state;
      if (state === State.PAUSED || state === State.SEARCHING) hideSolution(); // e.g. a step back from the end
      showMemory();
      solveStore.set({ state, summary, search, problem, engineMs: driver.lane.timeMs });
      transport.setState(state, { running: driver.fast });
      transport.setPosition(driver.position, driver.furthest);
      status.show(setup.fix ?? describe(state, summary, problem, engine.catalogue));
      const solved = state === State.FINISHED && summary.status === 'solved';
      prioritySame.follow(search, problem?.traits, { solved, optimal: summary.optimal });
      if (state === State.IDLE) showStart();
      else if (state === State.FINISHED) ending = showEnd(summary);
      else chart.update(driver.lane.history, { force: true });
      // The quiz asks again whenever the search stands still (a new search counts from 0).
      if (state === State.IDLE) quiz.restart();
      else if (state === State.SEARCHING) quiz.running();
      else quiz.ask();
    },
    onProgress() {
      const { summary, search, history } = driver.lane;
      showMemory();
      transport.setPosition(driver.position, driver.furthest);
      solveStore.set({ summary, search, engineMs: driver.lane.timeMs });
      const { width, height, goalTiles, usesHeuristic } = problem;
      counters.show(summary, { engineMs: driver.lane.timeMs, started: true });
      visitedCosts.show(summary, driver.lane.timeMs);
      board.show({ tiles: summary.tiles, width, height, goal: goalTiles });
      expansion.show(summary, { width, height, goalTiles, usesHeuristic });
      const { g, h, f } = summary;
      const backward = summary.side === 'backward';
      const title = summary.status === 'solved' ? 'solve.board.goalReached' : 'solve.board.expanding';
      const values = usesHeuristic ? 'solve.board.gHF' : 'solve.board.g';
      setBoardHeading(() => [t(title), t(values, { g, h, f: short(f, 2) }) + (backward ? t('solve.board.fromGoalSide') : '')]);
      chart.update(history, { force: driver.state !== State.SEARCHING });
    },
    onError(error) {
      errors.show(error);
      document.body.dataset.state = State.FINISHED;
      transport.setState(State.FINISHED);
      failed = 'solve.status.searchError';
      status.show({ kind: 'error', text: t(failed) });
    },
  });

  /**
   * The wasm memory of the Solve search's worker, as `data-engine-memory` on
   * <body> (bytes): what a teacher's devtools and the tests read to see that
   * Reset gives it back.
   */
  function showMemory() {
    document.body.dataset.engineMemory = String(driver.client.memory);
  }

  /** The solution and its player go (a new search, or a step back from the end). */
  function hideSolution() {
    solution = null;
    playback.hide();
    solutionView.clear();
    expansion.setVisible(true);
  }

  /** Idle: the start board, editable; nothing searched yet. */
  function showStart() {
    const { width, height, tiles, goalTiles } = problem;
    hideSolution();
    expansion.note('solve.note.pressStep');
    board.show({ tiles, width, height, goal: goalTiles }, { editable: true });
    setBoardHeading(() => [t('solve.board.start'), t('solve.board.startCaption')]);
    counters.show(driver.lane.summary, { engineMs: 0, started: false });
    visitedCosts.show(driver.lane.summary, 0);
    chart.clear();
  }

  /** Finished: the solution player, or why there is none. */
  async function showEnd(summary) {
    counters.show(summary, { engineMs: driver.lane.timeMs, started: summary.expanded > 0 });
    visitedCosts.show(summary, driver.lane.timeMs);
    // A search that ended before its first step (an unsolvable board) has nothing to draw: the
    // chart (and its CSV) must not keep the previous search's growth.
    if (summary.expanded > 0) chart.update(driver.lane.history, { force: true });
    else chart.clear();
    // A local search that got stuck (hill climbing) has a path too: to the board where it stopped.
    const stuck = summary.status === 'stopped' && summary.solutionLength >= 0;
    if (summary.status === 'solved' || stuck) {
      const search = driver.lane.search;
      expansion.setVisible(false);
      let found;
      try {
        found = await search.solution();
      } catch (error) {
        if (!isAbort(error)) errors.show(error);
        return;
      }
      if (driver.lane?.search !== search) return; // a new search began meanwhile
      solution = found;
      solutionView.show({
        ...solution,
        optimal: summary.optimal && !stuck,
        stuck,
        notOptimalReason: () => notOptimalReason(problem),
        // Under heavy costs the path's cost beside its length (the engine's sum of the tiles moved).
        ...(problem.heavy ? { cost: summary.solutionCost } : {}),
        width: problem.width,
        height: problem.height,
        goalTiles: problem.goalTiles,
      });
      playback.load(solution.moves.length);
      return;
    }
    const { width, height, tiles, goalTiles } = problem;
    if (summary.status === 'unsolvable') {
      expansion.note('solve.note.unsolvable');
      board.show({ tiles, width, height, goal: goalTiles }, { editable: true });
      setBoardHeading(() => [t('solve.board.start'), t('solve.board.unsolvableCaption')]);
      solutionView.clear('solve.solution.noneUnsolvable');
    } else if (summary.status === 'stopped') {
      solutionView.clear('solve.solution.noneStopped');
    } else {
      solutionView.clear('solve.solution.noneExhausted');
    }
  }

  /**
   * `act` once the fields' checks are answered and the search they asked for
   * is built: a click right after a keystroke drives the board just typed.
   */
  const afterInput = (act) => () =>
    setup
      .settled()
      .then(() => driver.settled())
      .then(act);
  /** A search command: `afterInput`, then nothing while a field holds an error (keys and other views come here too). */
  const searchAfterInput = (act) => afterInput(() => setup.fix || act());
  const runToEnd = searchAfterInput(() => {
    driver.runToEnd();
    transport.setState(driver.state, { running: driver.fast });
  });
  /**
   * The Step slider moves faster than a replay: while one is out only the
   * latest position asked for is kept, and travelled to next.
   */
  let seeking = false;
  let wanted = null;
  async function seek(to) {
    wanted = to;
    if (seeking) return;
    seeking = true;
    try {
      while (wanted !== null) {
        const target = wanted;
        wanted = null;
        await searchAfterInput(() => driver.seek(target))().catch((error) => errors.show(error));
      }
    } finally {
      seeking = false;
    }
  }
  const commands = {
    back: searchAfterInput(() => driver.back().catch((error) => errors.show(error))),
    step: searchAfterInput(() => driver.step()),
    togglePlay: searchAfterInput(() => driver.togglePlay()),
    runToEnd,
    reset: afterInput(() => driver.reset()),
  };
  const transport = new Transport({ ...commands, seek, setSpeed: (speed) => driver.setSpeed(speed) });

  const setup = new SetupPanel(engine, {
    // A field's error holds the search: the status says what to fix, and a running search pauses.
    onFix(fix) {
      if (fix && driver.state === State.SEARCHING) driver.pause();
      // While a field holds an error, what was said of the last good board (无解, 为什么无解？,
      // its caption and solution note) is greyed, and its lesson buttons wait for a board.
      $('content').classList.toggle('stale-board', Boolean(fix));
      for (const id of ['open-cantor', 'open-inversions']) if ($(id)) $(id).disabled = Boolean(fix);
      if (problem) status.show(fix ?? describe(driver.state, driver.lane.summary, problem, engine.catalogue));
    },
    onChange(next) {
      const { catalogue } = engine;
      const algorithm = catalogue.algorithm(next.algorithm);
      /** @type {any} the problem with the page's extras; its words are read in the language of the moment */
      const candidate = {
        ...next,
        /** "A* with Manhattan distance", "Weighted A* (w = 2) with …" */
        get algorithmTitle() {
          const a = catalogue.algorithm(next.algorithm);
          const setting = parameterSetting(a, next.parameter);
          const words = { title: a.title, setting, heuristic: catalogue.heuristic(next.heuristic)?.phrase ?? next.heuristic };
          const title = !a.usesHeuristic ? (setting ? t('solve.algorithmParameter', words) : a.title) : t(setting ? 'solve.algorithmParameterWith' : 'solve.algorithmWith', words);
          // Under heavy costs the title says so (Solve's status, Explain's captions and files).
          return catalogue.weighs(next.costs) ? t('costs.titled', { title }) : title;
        },
        usesHeuristic: algorithm.usesHeuristic,
        // Moves cost more than 1 (a `costs()` name other than the default), and whether this search
        // adds the costs up in g, f and its path (its row's `weighsCosts`) or counts moves.
        heavy: catalogue.weighs(next.costs),
        weighed: catalogue.costsWeighed(algorithm, next.costs),
        // The algorithm's catalogue entry (catalogue.js): the views branch on
        // what it can do (iterative, bidirectional, frontierKey …), never on its name.
        get traits() {
          return catalogue.algorithm(next.algorithm);
        },
        // The search an iterative one is compared with (IDA* → A*), or undefined.
        get counterpart() {
          return catalogue.counterpart(next.algorithm);
        },
      };
      // The engine refuses what the fields cannot catch alone (sizes that
      // differ): the sentence goes under Start, and the search before stays.
      driver.configure([engine.spec(candidate)], { context: candidate }).catch((error) => {
        if (!isAbort(error)) setup.showError(error);
      });
    },
  });

  // Other views drive the same search through the bus (see bus.js).
  on('command', ({ name }) => commands[name]?.());
  // Another view's board as the start: a state picked on Explain's map (that view stays), the
  // Accuracy view's counter-example (with its goal and formula; the page shows Solve).
  on('useBoard', (detail) => {
    if (!detail.stay) showView('solve');
    setup.useBoard(detail);
  });
  document.addEventListener('keydown', (event) => onKey(event, driver, playback, commands));
  // Every view listens before the address's view is shown (main.js imports them one a task).
  await views;
  initViews();
  // The page opens on the opening size's row of the engine's size table (its search is the menus' already).
  setup.loadPreset(setup.sizeBoard(sizeValue(DEFAULTS.size, DEFAULTS.size)));
  /** Where the search is, for the share link: its step, and the player's move once solved. */
  const travel = {
    now: () => ({
      step: driver.state === State.SEARCHING ? null : driver.position,
      move: playback.active && playback.position !== playback.length ? playback.position : null,
    }),
    async restore({ step, move }) {
      await setup.settled();
      await driver.settled();
      if (step) await driver.seek(step, { further: true });
      await ending;
      if (move !== undefined && playback.active) playback.go(Math.min(move, playback.length), { animate: false });
    },
    onMove: (listener) => moveListeners.add(listener),
  };
  initSolveLink({ engine, setup, problem, travel }); // a shared link's puzzle, then the hash follows the page
  lessons(engine); // a lesson the link names, at its step
  initSaveButtons({ board: () => board.board, chart });
  initCountersFile({ chart, problem: () => solveStore.get().problem });

  // A switch of language words everything again from what the page holds: the search, its
  // step, its counters and a playing search's pace are untouched.
  onLanguageChange(() => {
    setup.relabel();
    prioritySame.show();
    if (problem) status.show(setup.fix ?? (failed ? { kind: 'error', text: t(failed) } : describe(driver.state, driver.lane.summary, problem, engine.catalogue)));
    setBoardHeading(heading);
    chart.relabel();
    transport.relabel();
    playback.relabel();
  });
}

/** Why a found path may not be the shortest. */
function notOptimalReason(problem) {
  const { traits } = problem;
  // Under heavy costs a search that counts moves finds the fewest moves, not the cheapest path.
  if (problem.heavy && !problem.weighed) return t('solve.notOptimal.countsMoves', { title: traits.title });
  // A frontier ordered by h alone: g, the path so far, plays no part.
  if (traits.frontierKey === 'h') return t('solve.notOptimal.greedy', { title: traits.title });
  if (traits.optimality === 'weight') return t('solve.notOptimal.weighted', { title: traits.title, weight: problem.parameter });
  // A frontier ordered by depth with no promise: depth first, one branch as deep as it goes.
  if (traits.frontierKey === 'g' && traits.optimality === 'none') return t('solve.notOptimal.depthFirst', { title: traits.title });
  return '';
}
