// The batch: every lane on K random 3×3 boards that are exactly d moves from
// the goal (the engine's randomBoard with seeds 1..K, so a class can repeat
// it), averaged per lane — Russell & Norvig's table of nodes and b* per depth
// for misplaced tiles against Manhattan distance.
//
// It never freezes the tab: each animation frame runs searches for about
// FRAME_BUDGET_MS, in `step(n)` calls whose n adapts to the cost per node,
// then hands the frame back to the browser. Cancel stops it between two calls.

import { describeLane, branchingOf } from './results.js';

const FRAME_BUDGET_MS = 7;
/** One call should take about this long, so a frame holds a few of them. */
const CALL_MS = 2;

/** The arithmetic mean, or null for no values. */
export function mean(values) {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/**
 * A table row of means over one lane's results (`[{ summary, timeMs }]`, in
 * seed order). Work and time are averaged over every board; length and b*
 * over the boards the lane solved.
 */
export function batchRow(engine, config, index, results) {
  const solved = results.filter((r) => r.summary.status === 'solved');
  const of = (list, pick) => mean(list.map(pick));
  return {
    ...describeLane(engine, config, index),
    boards: results.length,
    solved: solved.length,
    solutionLength: of(solved, (r) => r.summary.solutionLength),
    optimal: solved.length === results.length ? solved.every((r) => r.summary.optimal) : null,
    expanded: of(results, (r) => r.summary.expanded),
    generated: of(results, (r) => r.summary.generated),
    maxFrontier: of(results, (r) => r.summary.maxFrontier),
    visited: of(results, (r) => r.summary.visited),
    wallTimeMs: of(results, (r) => r.timeMs),
    branching: mean(solved.map((r) => branchingOf(r.summary)).filter((b) => b !== null)),
    memory: of(results, (r) => r.summary.memory),
  };
}

export class BatchRunner {
  /**
   * @param {import('../engine.js').Engine} engine
   * @param {{ onProgress(p: { done: number, total: number, board: number, lane: number }): void,
   *           onDone(rows: object[]): void, onError(error: Error): void }} handlers
   */
  constructor(engine, handlers) {
    this.engine = engine;
    this.handlers = handlers;
    this.frame = 0;
    this.job = null;
  }

  get running() {
    return this.job !== null;
  }

  /**
   * Starts a batch of `count` boards `depth` moves from `goal` (a goal name
   * or 3×3 board text). Throws the engine's sentence for an impossible depth
   * before anything runs.
   */
  start({ goal, depth, count, configs }) {
    this.cancel();
    // The first board now, so an impossible depth throws here; the others
    // when their turn comes (each takes the engine tens of milliseconds).
    const boards = [this.engine.randomBoard(goal, 3, 3, depth, 1)];
    this.job = {
      goal,
      depth,
      count,
      boards,
      configs: configs.map((c) => ({ ...c })),
      results: configs.map(() => []),
      next: 0, // index of the next (board, lane) pair
      search: null,
      timeMs: 0,
      chunk: 64,
    };
    this.#report();
    this.frame = requestAnimationFrame(() => this.#tick());
  }

  cancel() {
    cancelAnimationFrame(this.frame);
    this.job?.search?.free();
    this.job = null;
  }

  #report() {
    const job = this.job;
    const lanes = job.configs.length;
    const total = job.count * lanes;
    const at = Math.min(job.next, total - 1);
    this.handlers.onProgress({ done: job.next, total, board: Math.floor(at / lanes) + 1, lane: (at % lanes) + 1 });
  }

  #tick() {
    const job = this.job;
    if (!job) return;
    const lanes = job.configs.length;
    const total = job.count * lanes;
    const frameStart = performance.now();
    try {
      while (job.next < total && performance.now() - frameStart < FRAME_BUDGET_MS) {
        const board = Math.floor(job.next / lanes);
        const lane = job.next % lanes;
        if (!job.search) {
          if (board >= job.boards.length) {
            // A new board costs a whole frame's budget: start a frame with it.
            if (performance.now() - frameStart > 1) break;
            job.boards.push(this.engine.randomBoard(job.goal, 3, 3, job.depth, board + 1));
          }
          job.search = this.engine.search({ start: job.boards[board], goal: job.goal, ...job.configs[lane] });
          job.timeMs = 0;
        }
        const started = performance.now();
        const summary = job.search.step(job.chunk);
        const spent = performance.now() - started;
        job.timeMs += spent;
        job.chunk = Math.max(16, Math.min(1 << 20, Math.round(job.chunk * Math.min(2, Math.max(0.25, CALL_MS / Math.max(spent, 0.02))))));
        if (!['ready', 'running'].includes(summary.status)) {
          job.results[lane].push({ summary, timeMs: job.timeMs });
          job.search.free();
          job.search = null;
          job.next += 1;
        }
      }
    } catch (error) {
      this.cancel();
      this.handlers.onError(error);
      return;
    }
    if (job.next < total) {
      this.#report();
      this.frame = requestAnimationFrame(() => this.#tick());
      return;
    }
    this.#report();
    const rows = job.configs.map((config, i) => batchRow(this.engine, config, i, job.results[i]));
    this.job = null;
    this.handlers.onDone(rows);
  }
}
