// The lanes of a comparison advancing in lockstep. A state machine like the
// Solve view's controller, over several searches at once:
//
//            Run all                    every lane done
//   idle ───────────────► running ─────────────────────► finished
//     │                    ▲    │                            ▲
//     │ Step all   Run all │    │ Pause all / Step all       │ every lane done
//     └──────────────► paused ◄─┘ ───────────────────────────┘
//
//   Reset all (or any change of the board or of a lane) builds fresh
//   searches: back to idle.
//
// Lockstep: each frame makes ONE `step(n)` call per unfinished lane, with
// the same n for every lane, so after k frames every lane still running has
// made exactly the same number of expansions, and point k of every lane's
// history belongs to the same moment. n follows the speed setting and is
// capped so the whole frame (all lanes together) costs about FRAME_BUDGET_MS,
// whatever the lanes cost per node: the page keeps painting and Pause lands
// within a frame. A lane that finishes stops being stepped; the others go on.

import { Pacer } from '../pacer.js';

export const RaceState = Object.freeze({
  IDLE: 'idle',
  RUNNING: 'running',
  PAUSED: 'paused',
  FINISHED: 'finished',
});

/** Milliseconds of engine work per frame, all lanes together. */
const FRAME_BUDGET_MS = 7;

/** One lane's search and what it has done so far. */
export class Lane {
  constructor(engine, problem, config) {
    this.config = config;
    this.timeMs = 0; // time inside this lane's step calls
    this.finishedAt = null; // the race step in which it finished
    this.history = { expanded: [], frontier: [] };
    try {
      this.search = engine.search({ ...problem, ...config });
      this.summary = this.search.summary();
    } catch (error) {
      // Only a bad weight gets here (the board was checked before): the
      // lane shows the sentence and takes no part in the race (finished
      // before it starts, as the engine's summaries say of a search that ended).
      this.search = null;
      const zero = { expanded: 0, generated: 0, frontier: 0, visited: 0, maxFrontier: 0, memory: 0 };
      this.summary = { ...zero, status: 'error', finished: true, message: error.message, tiles: problem.tiles, solutionLength: -1, optimal: false };
    }
  }

  get finished() {
    return this.summary.finished;
  }

  /** One `step(n)` call, timed; takes the new history points. */
  step(n) {
    const started = performance.now();
    this.summary = this.search.step(n);
    this.timeMs += performance.now() - started;
    const fresh = this.search.historySince(this.history.expanded.length);
    this.history.expanded.push(...fresh.expanded);
    this.history.frontier.push(...fresh.frontier);
  }

  free() {
    this.search?.free();
    this.search = null;
  }
}

export class Race {
  /**
   * @param {import('../engine.js').Engine} engine
   * @param {{ onState(state: string): void, onFrame(): void, onError(error: Error): void }} handlers
   */
  constructor(engine, handlers) {
    this.engine = engine;
    this.handlers = handlers;
    this.state = RaceState.IDLE;
    this.lanes = [];
    this.problem = null;
    this.configs = [];
    /** Expansions per second per lane; Infinity = as fast as the frame budget allows. */
    this.speed = Infinity;
    this.steps = 0; // step calls so far: the chart's time axis
    this.pacer = new Pacer({ budgetMs: FRAME_BUDGET_MS });
    this.frame = 0;
  }

  /** Fresh searches for `problem` (`{ start, goal, tiles, … }`) and one lane per config. */
  configure(problem, configs) {
    this.#stopLoop();
    for (const lane of this.lanes) lane.free();
    this.problem = problem;
    this.configs = configs.map((c) => ({ ...c }));
    this.lanes = this.configs.map((config) => new Lane(this.engine, problem, config));
    this.steps = 0;
    this.pacer.reset();
    this.#enter(this.lanes.every((lane) => lane.finished) ? RaceState.FINISHED : RaceState.IDLE);
  }

  reset() {
    if (this.problem) this.configure(this.problem, this.configs);
  }

  setSpeed(expansionsPerSecond) {
    this.speed = expansionsPerSecond;
  }

  get canAdvance() {
    return this.state !== RaceState.FINISHED && this.lanes.length > 0;
  }

  run() {
    if (!this.canAdvance || this.state === RaceState.RUNNING) return;
    this.pacer.start(performance.now());
    this.#enter(RaceState.RUNNING);
    this.frame = requestAnimationFrame((now) => this.#tick(now));
  }

  pause() {
    if (this.state !== RaceState.RUNNING) return;
    this.#stopLoop();
    this.#enter(RaceState.PAUSED);
  }

  toggle() {
    if (this.state === RaceState.RUNNING) this.pause();
    else this.run();
  }

  /** One expansion in every unfinished lane, then paused (or finished). */
  stepAll() {
    if (!this.canAdvance) return;
    this.#stopLoop();
    if (this.#advance(1) && this.state !== RaceState.FINISHED) this.#enter(RaceState.PAUSED);
  }

  /** Stops the loop for good (the view is being replaced). */
  dispose() {
    this.#stopLoop();
    for (const lane of this.lanes) lane.free();
    this.lanes = [];
  }

  #stopLoop() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  #enter(state) {
    this.state = state;
    this.handlers.onState(state);
  }

  #tick(now) {
    if (this.state !== RaceState.RUNNING) return;
    const { n } = this.pacer.frame(now, this.speed);
    if (n > 0 && !this.#advance(n)) return;
    if (this.state === RaceState.RUNNING) this.frame = requestAnimationFrame((later) => this.#tick(later));
  }

  /**
   * One frame's work: `step(n)` on every unfinished lane. Adapts the batch so
   * a full frame costs about FRAME_BUDGET_MS. Returns false if the engine threw.
   */
  #advance(n) {
    const started = performance.now();
    try {
      for (const lane of this.lanes) {
        if (lane.finished) continue;
        lane.step(n);
        if (lane.finished) lane.finishedAt = this.steps + 1;
      }
    } catch (error) {
      this.#stopLoop();
      this.#enter(RaceState.FINISHED);
      this.handlers.onError(error);
      return false;
    }
    this.pacer.adapt(n, performance.now() - started);
    this.steps += 1;
    this.handlers.onFrame();
    if (this.lanes.every((lane) => lane.finished)) {
      this.#stopLoop();
      this.#enter(RaceState.FINISHED);
    }
    return true;
  }
}
