// A second search on the same board, run in the background a slice per
// animation frame (about 6 ms of engine time each), so IDA* can be compared
// with A* (and iterative deepening with BFS) without freezing the page.

import { Session } from '../pkg/npuzzle.js';

const SLICE_MS = 6;
/** MB for the comparison's tables: enough for every 3×3 and most 4×4 demos. */
const MEMORY_MB = 256;

export class BackgroundRun {
  /**
   * @param {{ start: string, goal: string, heuristic: string }} problem
   * @param {string} algorithm  the name of the search to compare with (A* for IDA*, BFS for IDDFS)
   * @param {(summary: object, done: boolean) => void} onProgress
   */
  constructor(problem, algorithm, onProgress) {
    this.algorithm = algorithm;
    this.onProgress = onProgress;
    this.session = new Session(problem.start, problem.goal, algorithm, problem.heuristic, 1, 0, MEMORY_MB);
    this.batch = 256;
    this.frame = requestAnimationFrame(() => this.#slice());
  }

  #slice() {
    if (!this.session) return;
    const started = performance.now();
    let summary = this.session.step(this.batch);
    const spent = performance.now() - started;
    this.batch = Math.max(16, Math.min(1 << 20, Math.round(this.batch * Math.min(2, SLICE_MS / Math.max(spent, 0.05)))));
    const done = summary.finished;
    this.onProgress(summary, done);
    if (done) this.cancel();
    else this.frame = requestAnimationFrame(() => this.#slice());
  }

  /** Stops and frees the search (safe to call twice). */
  cancel() {
    cancelAnimationFrame(this.frame);
    this.session?.free();
    this.session = null;
  }
}
