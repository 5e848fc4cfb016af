// The page's side of the lab worker (lab-worker.js): one job at a time, as a
// promise, with progress messages passed to a callback. Cancel terminates
// the worker (a running search stops at once, wherever it is) and starts a
// fresh one; the pattern tables come back from IndexedDB on the next job.

import { errorOf } from './errors.js';

/** Rejection of a job that was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'Cancelled';
  }
}

export class LabWorker {
  #worker = null;
  #job = null; // { id, resolve, reject, onProgress, onReady }
  #nextId = 1;

  constructor() {
    this.#start();
  }

  /** Whether a job is running. */
  get busy() {
    return this.#job !== null;
  }

  /**
   * Builds (or loads) the tables of `heuristic` for `goal`. `onProgress`
   * gets the build's progress messages; resolves to the 'done' message.
   */
  build({ heuristic, goal }, { onProgress = () => {} } = {}) {
    return this.#run({ type: 'build', heuristic, goal }, { onProgress });
  }

  /**
   * Solves `start` with `algorithm`: 'idastar' (stops after `nodeLimit`
   * expansions, 0 for none) or 'astar' (stops before its memory would pass
   * `memoryBudget` bytes; 0 for the engine's budget, `limits().labAstarMemoryMb`
   * MiB, the one the lab's menu names). `onReady(done)` is called once the heuristic is ready
   * (with where its tables came from), `onProgress` with build and search
   * progress; resolves to the 'result' message.
   */
  solve(
    { start, goal, heuristic, algorithm = 'idastar', nodeLimit = 0, memoryBudget = 0 },
    { onProgress = () => {}, onReady = () => {} } = {},
  ) {
    const job = { type: 'solve', start, goal, heuristic, algorithm, nodeLimit, memoryBudget };
    return this.#run(job, { onProgress, onReady });
  }

  /** Stops the running job at once; its promise rejects with {@link Cancelled}. */
  cancel() {
    this.#worker.terminate();
    const job = this.#job;
    this.#job = null;
    this.#start();
    job?.reject(new Cancelled());
  }

  #start() {
    this.#worker = new Worker(new URL('./lab-worker.js', import.meta.url), { type: 'module' });
    this.#worker.onmessage = (event) => this.#receive(event.data);
    this.#worker.onerror = (event) => {
      event.preventDefault();
      const job = this.#job;
      this.#job = null;
      job?.reject(new Error(event.message || 'the lab worker failed to start'));
    };
  }

  #run(message, handlers) {
    if (this.#job) return Promise.reject(new Error('the lab worker is busy'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#job = { id, resolve, reject, ...handlers };
      this.#worker.postMessage({ ...message, id });
    });
  }

  #receive(message) {
    const job = this.#job;
    if (!job || message.id !== job.id) return; // a message of a job cancelled earlier
    if (message.type === 'progress') {
      job.onProgress(message);
    } else if (message.type === 'done') {
      if (job.onReady) {
        job.onReady(message);
      } else {
        this.#job = null;
        job.resolve(message);
      }
    } else if (message.type === 'result') {
      this.#job = null;
      job.resolve(message);
    } else if (message.type === 'error') {
      this.#job = null;
      job.reject(errorOf(message));
    }
  }
}
