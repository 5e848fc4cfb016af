// Drives 1..N searches through time, in lockstep: the Solve view's one
// search, a Compare race's lanes, Explain's background comparison. The
// searches live in a worker (engine/client.js); this is the page's one
// frame loop and its one state machine:
//
//            play / run to end             every search ends
//   idle ───────────────────────► searching ───────────► finished
//     │                            ▲     │                  ▲
//     │ step                 play  │     │ pause / step     │ every search ends
//     └──────────────────────► paused ◄──┘ ─────────────────┘
//
//   - idle: fresh searches on the current inputs, nothing expanded yet. A
//     search that cannot start (an unsolvable board, or a lane whose weight
//     the engine refused) is finished from the start.
//   - searching: each animation frame sends at most ONE step request, the
//     same n for every unfinished search (so after k frames all of them have
//     made the same number of expansions and point k of every history is the
//     same moment), and none while the last one is unanswered. n follows the
//     speed setting and adapts so a request costs about `budgetMs` of engine
//     time in the worker, whatever a node costs: the page keeps painting and
//     Pause lands within a frame.
//   - paused: the searches are kept; Step advances each by one expansion.
//   - finished: every engine summary says `finished`.
//   configure() (a new problem or Reset) builds new searches: back to idle.
//
// Time travel: back() and seek(k) put every search at step k (0 … the
// furthest step reached) by replaying it in the worker: a fresh search on
// the same spec, stepped by the same batches (`batches`: the n of each step
// request), cut short at k. The engine is deterministic, so the replayed
// search is the search that was there at step k, history and trace included,
// and it goes on from there; the state is idle at 0, finished if it ends at
// k, paused otherwise.
//
// Every request goes through one queue, so a click on Step while a frame's
// request is out waits for it, and a configure() supersedes everything
// queued before it. The driver knows nothing about the DOM.

import { isAbort } from './client.js';
import { FRAME_BUDGET_MS, Pacer } from './pacer.js';

/** The states, as shown in `data-state` on <body> (Solve) and `data-race` (Compare). */
export const State = Object.freeze({
  IDLE: 'idle',
  SEARCHING: 'searching',
  PAUSED: 'paused',
  FINISHED: 'finished',
});

/** One search and what the driver knows of it. */
export class Lane {
  /**
   * @param {object} config  what the view asked for (the spec, plus anything it keeps with it)
   * @param {import('./client.js').RemoteSearch | null} search  null if the engine refused the spec
   * @param {(Error & { code?: string, args?: Record<string, any> }) | null} [refusal]  the engine's
   *   error when it refused (its `code` and `args` let a view word it in the page's language)
   */
  constructor(config, search, refusal = null) {
    this.config = config;
    this.search = search;
    /** The step request in which it finished (1 for the first), or null. */
    this.finishedAt = null;
    const message = refusal ? String(refusal.message ?? refusal) : '';
    this.error = search ? null : message;
    this.refused = search
      ? null
      : { status: 'error', finished: true, message, refusal, expanded: 0, generated: 0, frontier: 0, visited: 0, maxFrontier: 0, memory: 0, solutionLength: -1, optimal: false, steps: 0 };
  }

  /** The latest summary (the engine's, or an error summary for a refused spec). */
  get summary() {
    return this.search ? this.search.summary : this.refused;
  }

  /** Engine time spent in this search's step calls, in ms (measured in the worker). */
  get timeMs() {
    return this.search ? this.search.timeMs : 0;
  }

  get history() {
    return this.search ? this.search.history : { steps: [], expanded: [], frontier: [], visited: [], stride: 1 };
  }

  get finished() {
    return this.summary.finished;
  }
}

export class Driver {
  #queue = Promise.resolve();
  #epoch = 0; // bumped by configure(): work queued for older searches is dropped
  #busy = 0; // requests queued or out
  #frame = 0;

  /**
   * @param {import('./client.js').EngineClient} client  the worker the searches live in
   * @param {{
   *   budgetMs?: number,
   *   onState?: (state: string) => void,   // after every transition
   *   onProgress?: () => void,             // after every step request
   *   onError?: (error: Error) => void,    // the engine failed while stepping
   * }} options
   */
  constructor(client, { budgetMs = FRAME_BUDGET_MS, onState = () => {}, onProgress = () => {}, onError = () => {} } = {}) {
    this.client = client;
    this.handlers = { onState, onProgress, onError };
    /** One of {@link State}. @type {string} */
    this.state = State.IDLE;
    /** @type {Lane[]} */
    this.lanes = [];
    this.specs = [];
    /** Step requests so far: the race chart's time axis. */
    this.steps = 0;
    /** The n of each of those requests, in order: what a replay steps by. @type {number[]} */
    this.batches = [];
    /** The most steps any search has made since configure(): how far seek() may go. */
    this.furthest = 0;
    /** Time spent in the searching state, in ms. */
    this.elapsedMs = 0;
    /** Expansions per second per search; Infinity: as fast as the budget allows. */
    this.speed = 20;
    /** "Run to end": ignore the speed setting until the searches end or are paused. */
    this.fast = false;
    this.pacer = new Pacer({ budgetMs });
  }

  /** The first lane's search (Solve and Explain drive one). */
  get lane() {
    return this.lanes[0] ?? null;
  }

  /** Whether Step / Play can do anything. */
  get canAdvance() {
    return this.state !== State.FINISHED && this.lanes.length > 0;
  }

  /** Steps made so far: the most of any search (lockstep: each unfinished search has made as many). */
  get position() {
    return Math.max(0, ...this.lanes.map((lane) => lane.summary.steps));
  }

  /** Whether Step back can do anything. */
  get canGoBack() {
    return this.position > 0;
  }

  /**
   * Fresh searches, one per spec (`{ start, goal, algorithm, heuristic,
   * weight, memoryMb, … }`). With `refusedAsLanes` a spec the engine refuses
   * becomes a finished lane that carries the sentence; otherwise the promise
   * rejects with it and the previous searches stay as they were.
   * A worker whose memory grew past its threshold is replaced first.
   */
  configure(specs, { refusedAsLanes = false, context = null } = {}) {
    const epoch = ++this.#epoch;
    const wasSearching = this.state === State.SEARCHING;
    this.#stopLoop();
    // Every configure runs, in order, even one a later call supersedes: if
    // the later one is refused, this one's searches are the ones shown.
    return this.#enqueue(async () => {
      const old = this.lanes;
      const renewed = this.client.renewIfGrown();
      let lanes;
      try {
        lanes = await this.#open(specs, refusedAsLanes);
      } catch (error) {
        if (renewed && !isAbort(error) && this.specs.length > 0) {
          // The searches before lived in the worker just ended: they start
          // afresh, on what they were, and the refusal is still reported.
          this.#take(await this.#open(this.specs, this.options.refusedAsLanes), this.specs, this.options);
        } else if (wasSearching && epoch === this.#epoch && this.state === State.SEARCHING) {
          // Refused: the searches before go on as they were.
          this.#frame = requestAnimationFrame((now) => this.#tick(now));
        }
        throw error;
      }
      if (!renewed) for (const lane of old) lane.search?.close();
      this.#take(lanes, specs, { refusedAsLanes, context });
      return true;
    });
  }

  /** A lane per spec, opened in the worker; on a refusal (see configure) the ones opened are closed. */
  async #open(specs, refusedAsLanes) {
    const lanes = [];
    try {
      for (const spec of specs) {
        try {
          lanes.push(new Lane(spec, await this.client.open(spec)));
        } catch (error) {
          if (!refusedAsLanes || isAbort(error)) throw error;
          lanes.push(new Lane(spec, null, error));
        }
      }
    } catch (error) {
      for (const lane of lanes) lane.search?.close();
      throw error;
    }
    return lanes;
  }

  /** Makes `lanes` the current searches: counts back to zero, idle (or finished if none can run). */
  #take(lanes, specs, options) {
    this.lanes = lanes;
    this.specs = specs.map((s) => ({ ...s }));
    this.options = options;
    /** What the view passed with these searches (its problem), now that they are the current ones. */
    this.context = options.context ?? null;
    this.steps = 0;
    this.batches = [];
    this.furthest = 0;
    this.elapsedMs = 0;
    this.fast = false;
    this.pacer.reset();
    this.#enter(lanes.every((lane) => lane.finished) ? State.FINISHED : State.IDLE);
  }

  /**
   * One more search beside the current ones, which keep everything they
   * have done (Compare's "+ Add lane"): the new one starts from nothing and
   * the next play or step takes it along. Searching pauses first; the state
   * is idle if nothing has run yet, else paused (the new search has work to
   * do). A spec the engine refuses becomes a finished lane with its sentence
   * when the searches were configured with `refusedAsLanes`, else rejects.
   * The added search is no longer in lockstep with the others, so seek()
   * (which replays every lane by the same batches) is for races without one:
   * Compare has no Step back.
   */
  addLane(spec) {
    this.pause();
    const epoch = this.#epoch;
    return this.#enqueue(async () => {
      const [lane] = await this.#open([spec], this.options?.refusedAsLanes ?? false);
      if (epoch !== this.#epoch) {
        lane.search?.close(); // a configure() replaced the searches meanwhile
        return false;
      }
      this.lanes = [...this.lanes, lane];
      this.specs = [...this.specs, { ...spec }];
      const done = this.lanes.every((l) => l.finished);
      this.#enter(done ? State.FINISHED : this.steps === 0 ? State.IDLE : State.PAUSED);
      return true;
    });
  }

  /** Resolves once everything queued so far (a configure, a step) is done. */
  settled() {
    return this.#queue;
  }

  /** Fresh searches on the same specs. */
  reset() {
    if (this.specs.length === 0) return Promise.resolve(false);
    return this.configure(this.specs, this.options);
  }

  setSpeed(expansionsPerSecond) {
    this.speed = expansionsPerSecond;
  }

  play() {
    if (!this.canAdvance || this.state === State.SEARCHING) return;
    this.pacer.start(performance.now());
    this.#enter(State.SEARCHING);
    this.#frame = requestAnimationFrame((now) => this.#tick(now));
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

  /** As fast as the budget allows until the searches end. */
  runToEnd() {
    if (!this.canAdvance) return;
    this.fast = true;
    if (this.state !== State.SEARCHING) this.play();
  }

  /** Exactly one expansion in every unfinished search, then paused (or finished). */
  step() {
    if (!this.canAdvance) return Promise.resolve();
    if (this.state === State.SEARCHING) this.pause();
    const epoch = this.#epoch;
    return this.#enqueue(async () => {
      if (!this.canAdvance) return;
      if ((await this.#advance(1)) && this.state !== State.FINISHED) this.#enter(State.PAUSED);
    }, epoch);
  }

  /** One step back in every search (see seek). */
  back() {
    return this.seek(this.position - 1);
  }

  /**
   * Every search at step `to` (clamped to 0 … furthest, or with `further`
   * to any step: a shared link's), replayed in the worker; paused there
   * (idle at 0, finished if the searches end there). Resolves to whether it moved.
   */
  seek(to, { further = false } = {}) {
    if (this.lanes.length === 0) return Promise.resolve(false);
    if (this.state === State.SEARCHING) this.pause();
    const epoch = this.#epoch;
    return this.#enqueue(async () => {
      const target = Math.max(0, further ? Math.round(to) : Math.min(Math.round(to), this.furthest));
      if (target === this.position) return false;
      const lanes = [];
      let batches = [];
      try {
        for (const lane of this.lanes) {
          if (!lane.search) {
            lanes.push(lane); // refused: nothing to replay
            continue;
          }
          const replayed = await this.client.replay(lane.search, this.batches, target);
          const next = new Lane(lane.config, replayed.search);
          if (next.finished) next.finishedAt = replayed.batches.length;
          lanes.push(next);
          if (replayed.batches.length > batches.length) batches = replayed.batches;
        }
      } catch (error) {
        for (const lane of lanes) if (lane.search && !this.lanes.includes(lane)) lane.search.close();
        if (isAbort(error)) return false;
        throw error;
      }
      if (epoch !== this.#epoch) {
        for (const lane of lanes) if (!this.lanes.includes(lane)) lane.search?.close();
        return false;
      }
      for (const lane of this.lanes) if (!lanes.includes(lane)) lane.search?.close();
      this.lanes = lanes;
      this.batches = batches;
      this.steps = batches.length;
      this.furthest = Math.max(this.furthest, this.position);
      this.fast = false;
      const state = lanes.every((lane) => lane.finished) ? State.FINISHED : target === 0 ? State.IDLE : State.PAUSED;
      if (state !== State.IDLE) this.handlers.onProgress();
      this.#enter(state);
      return true;
    }, epoch);
  }

  /** Stops for good and frees the searches (the view is being replaced). */
  dispose() {
    this.#epoch += 1;
    this.#stopLoop();
    for (const lane of this.lanes) lane.search?.close();
    this.lanes = [];
  }

  #stopLoop() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  #enter(state) {
    this.state = state;
    this.handlers.onState(state);
  }

  /**
   * Runs `work` after everything queued before it; with an `epoch`, only if
   * no configure() came in between (a step for searches since replaced).
   */
  #enqueue(work, epoch = null) {
    this.#busy += 1;
    const run = this.#queue.then(() => (epoch === null || epoch === this.#epoch ? work() : false));
    this.#queue = run.catch(() => {}).finally(() => {
      this.#busy -= 1;
    });
    return run;
  }

  /** One frame of the searching state: one request unless one is still out. */
  #tick(now) {
    if (this.state !== State.SEARCHING) return;
    this.#frame = requestAnimationFrame((later) => this.#tick(later));
    if (this.#busy > 0) return;
    // A background tab gets no frames; the pacer does not count the gap.
    const { dt, n } = this.pacer.frame(now, this.fast ? Infinity : this.speed);
    this.elapsedMs += dt;
    if (n === 0) return;
    const epoch = this.#epoch;
    this.#enqueue(() => (this.state === State.SEARCHING ? this.#advance(n) : false), epoch).catch(() => {});
  }

  /**
   * One step request for every unfinished search; adapts the batch so a
   * full one costs about the budget. Resolves to false if the engine failed.
   */
  async #advance(n) {
    const epoch = this.#epoch;
    const running = this.lanes.filter((lane) => !lane.finished);
    let ms;
    try {
      ms = await this.client.step(running.map((lane) => lane.search), n);
    } catch (error) {
      if (epoch !== this.#epoch || isAbort(error)) return false;
      this.#stopLoop();
      this.fast = false;
      this.#enter(State.FINISHED);
      this.handlers.onError(error);
      return false;
    }
    if (epoch !== this.#epoch) return false;
    this.steps += 1;
    this.batches.push(n);
    this.furthest = Math.max(this.furthest, this.position);
    for (const lane of running) {
      if (lane.finished && lane.finishedAt === null) lane.finishedAt = this.steps;
    }
    this.pacer.adapt(n, ms);
    this.handlers.onProgress();
    if (this.lanes.every((lane) => lane.finished)) {
      this.#stopLoop();
      this.fast = false;
      this.#enter(State.FINISHED);
    }
    return true;
  }
}
