// @ts-nocheck TODO(integrator): excluded in tsconfig.json, but files there import this one, so tsc checks it all the same.
// Drives one search through time. An explicit state machine:
//
//            play / run to end             search ends
//   idle ───────────────────────► searching ───────────► finished
//     │                            ▲     │                  ▲
//     │ step                 play  │     │ pause / step     │ search ends
//     └──────────────────────► paused ◄──┘ ─────────────────┘
//
//   - idle: a fresh search on the current inputs, nothing expanded yet. The
//     board shows the start and can be edited. An unsolvable start goes
//     straight to finished (nothing to search; the status explains why).
//   - searching: a requestAnimationFrame loop makes ONE `step(n)` call per
//     frame. `n` follows the Speed setting and is capped so that the call
//     takes about FRAME_BUDGET_MS, whatever the algorithm costs per node: the
//     page keeps painting and a click on Pause lands within a frame.
//   - paused: the search is kept; Step advances it by one expansion.
//   - finished: the engine's summary says so (`finished`: solved, unsolvable,
//     exhausted or stopped by a budget).
//   Reset (or any change of the inputs) builds a new search: back to idle.
//
// The controller knows nothing about the DOM; it reports through callbacks.

import { Pacer } from './pacer.js';

/** The states, as shown in `data-state` on <body>. */
export const State = Object.freeze({
  IDLE: 'idle',
  SEARCHING: 'searching',
  PAUSED: 'paused',
  FINISHED: 'finished',
});

/** Milliseconds of engine work per frame (a frame is ~16.7 ms at 60 Hz). */
const FRAME_BUDGET_MS = 6;

export class Controller {
  /**
   * @param {import('./engine.js').Engine} engine
   * @param {{
   *   onState: (state: string, summary: object) => void,  // after every transition
   *   onProgress: (summary: object) => void,              // after every step call
   *   onError: (error: Error) => void,                    // the engine threw
   * }} handlers
   */
  constructor(engine, handlers) {
    this.engine = engine;
    this.handlers = handlers;
    this.state = State.IDLE;
    this.search = null;
    this.problem = null;
    this.summary = null;
    /** Expansions per second; Infinity means as fast as possible. */
    this.speed = 20;
    this.fast = false; // "Run to end": ignore the speed setting
    this.pacer = new Pacer({ budgetMs: FRAME_BUDGET_MS });
    this.frame = 0;
    /** Time spent in the searching state, in ms. */
    this.elapsedMs = 0;
  }

  /**
   * Starts over on `problem` (`{ start, goal, algorithm, heuristic, weight }`).
   * Throws the engine's error for bad input, leaving the previous search alone.
   */
  configure(problem) {
    const search = this.engine.search(problem);
    this.#stopLoop();
    this.search?.free();
    this.search = search;
    this.problem = problem;
    this.elapsedMs = 0;
    this.fast = false;
    this.pacer.reset();
    this.summary = search.summary();
    this.#enter(this.summary.finished ? State.FINISHED : State.IDLE);
  }

  /** A fresh search on the same inputs. */
  reset() {
    if (this.problem) this.configure(this.problem);
  }

  setSpeed(expansionsPerSecond) {
    this.speed = expansionsPerSecond;
  }

  /** Whether Step / Play / Run to end can do anything. */
  get canAdvance() {
    return this.state !== State.FINISHED && this.search !== null;
  }

  play() {
    if (!this.canAdvance || this.state === State.SEARCHING) return;
    this.pacer.start(performance.now());
    this.#enter(State.SEARCHING);
    this.frame = requestAnimationFrame((now) => this.#tick(now));
  }

  pause() {
    if (this.state !== State.SEARCHING) return;
    this.#stopLoop();
    this.fast = false;
    this.#enter(State.PAUSED);
  }

  togglePlay() {
    if (this.state === State.SEARCHING) this.pause();
    else this.play();
  }

  /** Runs as fast as the frame budget allows until the search ends. */
  runToEnd() {
    if (!this.canAdvance) return;
    this.fast = true;
    if (this.state !== State.SEARCHING) this.play();
  }

  /** Exactly one expansion, then paused (or finished). */
  step() {
    if (!this.canAdvance) return;
    if (this.state === State.SEARCHING) this.pause();
    if (!this.#advance(1)) return;
    if (this.state !== State.FINISHED) this.#enter(State.PAUSED);
  }

  #stopLoop() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  #enter(state) {
    this.state = state;
    this.handlers.onState(state, this.summary);
  }

  /** One frame of the searching state. */
  #tick(now) {
    if (this.state !== State.SEARCHING) return;
    // A background tab gets no frames; the pacer does not count the gap.
    const { dt, n } = this.pacer.frame(now, this.fast ? Infinity : this.speed);
    this.elapsedMs += dt;
    if (n > 0 && !this.#advance(n)) return;
    if (this.state === State.SEARCHING) this.frame = requestAnimationFrame((later) => this.#tick(later));
  }

  /**
   * One `step(n)` call. Adapts the batch size so a full batch costs about
   * FRAME_BUDGET_MS. Returns false if the engine threw.
   */
  #advance(n) {
    let summary;
    const started = performance.now();
    try {
      summary = this.search.step(n);
    } catch (error) {
      this.#stopLoop();
      this.state = State.FINISHED;
      this.handlers.onError(error);
      return false;
    }
    this.pacer.adapt(n, performance.now() - started);
    this.summary = summary;
    this.handlers.onProgress(summary);
    if (summary.finished) {
      this.#stopLoop();
      this.fast = false;
      this.#enter(State.FINISHED);
    }
    return true;
  }
}
