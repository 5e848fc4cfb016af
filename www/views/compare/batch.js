// The batch: every lane on K random 3×3 boards that are exactly d moves from
// the goal (the engine's randomBoard with seeds 1..K, so a class can repeat
// it), averaged per lane — Russell & Norvig's table of nodes and b* per depth
// for misplaced tiles against Manhattan distance.
//
// It never freezes the tab: the searches run in a worker of the batch's own
// (engine/client.js), in `step(n)` requests whose n adapts to the cost per
// node; the page only hears the progress. Cancel ends the worker, so it
// stops at once.

import { isAbort } from '../../engine/client.js';
import { describeLane, branchingOf, roundMs } from './results.js';

/** One step request should take about this long in the worker, so Cancel never waits. */
const CALL_MS = 20;
/** The progress bar moves at most this often. */
const REPORT_MS = 50;

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
    costs: results[0]?.summary.costs,
    heavy: engine.catalogue.weighs(results[0]?.summary.costs),
    solutionLength: of(solved, (r) => r.summary.solutionLength),
    solutionCost: of(solved, (r) => r.summary.solutionCost),
    optimal: solved.length === results.length ? solved.every((r) => r.summary.optimal) : null,
    expanded: of(results, (r) => r.summary.expanded),
    generated: of(results, (r) => r.summary.generated),
    maxFrontier: of(results, (r) => r.summary.maxFrontier),
    visited: of(results, (r) => r.summary.visited),
    wallTimeMs: roundMs(of(results, (r) => r.timeMs)),
    branching: mean(solved.map((r) => branchingOf(r.summary)).filter((b) => b !== null)),
    memory: of(results, (r) => r.summary.memory),
  };
}

export class BatchRunner {
  /**
   * @param {import('../../engine/index.js').Engine} engine
   * @param {{ onProgress(p: { done: number, total: number, board: number, lane: number }): void,
   *           onDone(rows: object[]): void, onError(error: Error): void }} handlers
   */
  constructor(engine, handlers) {
    this.engine = engine;
    this.handlers = handlers;
    /** The batch's own worker: Cancel ends it, which stops a search at once. */
    this.client = engine.searchWorker();
    this.job = null;
  }

  get running() {
    return this.job !== null;
  }

  /**
   * Starts a batch of `count` boards `depth` moves from `goal` (a goal name
   * or 3×3 board text). Rejects with the engine's sentence for an impossible
   * depth before any search runs; resolves once the batch is under way.
   */
  async start({ goal, depth, count, configs, costs }) {
    this.cancel();
    this.client.renewIfGrown(); // the last batch's tables are given back before this one
    const job = { goal, depth, count, costs, configs: configs.map((c) => ({ ...c })), results: configs.map(() => []), next: 0 };
    this.job = job; // running from now on: the race waits
    // The first board now, so an impossible depth is said before anything runs.
    let first;
    try {
      first = await this.client.call('randomBoard', goal, 3, 3, depth, 1);
    } catch (error) {
      if (this.job === job) this.job = null;
      throw error;
    }
    if (this.job !== job) return;
    this.#report(job);
    this.#run(job, first).catch((error) => {
      if (this.job !== job || isAbort(error)) return;
      this.cancel();
      this.handlers.onError(error);
    });
  }

  /** Stops at once: the worker is ended (and a fresh one started for the next batch). */
  cancel() {
    if (!this.job) return;
    this.job = null;
    this.client.abort();
  }

  #report(job) {
    const lanes = job.configs.length;
    const total = job.count * lanes;
    const at = Math.min(job.next, total - 1);
    this.handlers.onProgress({ done: job.next, total, board: Math.floor(at / lanes) + 1, lane: (at % lanes) + 1 });
  }

  /** Every (board, lane) pair in turn, each search to its end in the worker. */
  async #run(job, first) {
    const lanes = job.configs.length;
    let chunk = 256;
    let reportedAt = 0;
    for (let board = 0; board < job.count; board++) {
      const start = board === 0 ? first : await this.client.call('randomBoard', job.goal, 3, 3, job.depth, board + 1);
      for (let lane = 0; lane < lanes; lane++) {
        if (this.job !== job) return;
        const search = await this.client.open(this.engine.spec({ start, goal: job.goal, costs: job.costs, ...job.configs[lane] }));
        while (!search.summary.finished) {
          const spent = await this.client.step([search], chunk);
          chunk = Math.max(16, Math.min(1 << 20, Math.round(chunk * Math.min(2, Math.max(0.25, CALL_MS / Math.max(spent, 0.02))))));
        }
        job.results[lane].push({ summary: search.summary, timeMs: search.timeMs });
        search.close();
        job.next += 1;
        if (performance.now() - reportedAt > REPORT_MS) {
          reportedAt = performance.now();
          this.#report(job);
        }
      }
    }
    if (this.job !== job) return;
    this.#report(job);
    const rows = job.configs.map((config, i) => batchRow(this.engine, config, i, job.results[i]));
    this.job = null;
    this.handlers.onDone(rows);
  }
}
