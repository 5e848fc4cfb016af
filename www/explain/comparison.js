// A second search on the same board, run in the background a slice per
// animation frame (about 6 ms of engine time each), so IDA* can be compared
// with A* (and iterative deepening with BFS) without freezing the page. Its
// tables get the engine's budget for this run (`limits().explainMemoryMb`),
// through the page's one boundary to the wasm package (engine.js).

import { loadEngine } from '../engine.js';

const SLICE_MS = 6;

export class BackgroundRun {
  /**
   * @param {{ start: string, goal: string, heuristic: string }} problem
   * @param {string} algorithm  the name of the search to compare with (A* for IDA*, BFS for IDDFS)
   * @param {(summary: object, done: boolean) => void} onProgress
   * @param {(error: Error) => void} onError  the search could not start (the engine's sentence)
   */
  constructor(problem, algorithm, onProgress, onError) {
    this.algorithm = algorithm;
    this.onProgress = onProgress;
    this.search = null;
    this.cancelled = false;
    this.batch = 256;
    this.frame = 0;
    loadEngine({ memoryMb: (limits) => limits.explainMemoryMb })
      .then((engine) => {
        if (this.cancelled) return;
        // The counterpart is never weighted: the lowest weight is plain f = g + h.
        const { start, goal, heuristic } = problem;
        this.search = engine.search({ start, goal, algorithm, heuristic, weight: engine.limits.weightMin });
        this.frame = requestAnimationFrame(() => this.#slice());
      })
      .catch(onError);
  }

  #slice() {
    if (!this.search) return;
    const started = performance.now();
    let summary = this.search.step(this.batch);
    const spent = performance.now() - started;
    this.batch = Math.max(16, Math.min(1 << 20, Math.round(this.batch * Math.min(2, SLICE_MS / Math.max(spent, 0.05)))));
    const done = summary.finished;
    this.onProgress(summary, done);
    if (done) this.cancel();
    else this.frame = requestAnimationFrame(() => this.#slice());
  }

  /** Stops and frees the search (safe to call twice, and before it has started). */
  cancel() {
    this.cancelled = true;
    cancelAnimationFrame(this.frame);
    this.search?.free();
    this.search = null;
  }
}
