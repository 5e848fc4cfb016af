// The lab's Web Worker: builds pattern databases and runs the fast IDA*
// kernel (or the step-wise A*, under a memory budget) off the main thread, so the page stays smooth during searches of
// hundreds of millions of nodes. The page cancels a job by terminating the
// worker and starting a fresh one (the kernel's recursion cannot be
// interrupted from outside, and terminate() takes effect at once).
//
// Messages in (each with an `id` the answers repeat):
//   { type: 'build', id, heuristic, goal }
//   { type: 'solve', id, start, goal, heuristic, algorithm, nodeLimit, memoryBudget }
//                                     algorithm: an iterative one of the catalogue ('idastar': the
//                                     kernel, node limit) or else 'astar' (memory budget, bytes)
// Messages out:
//   { type: 'progress', id, phase: 'build', percent, table, tables }   while a table is built
//   { type: 'done', id, heuristic, source, seconds, bytes, saved }
//                                     the heuristic is ready (also sent before a solve); source is
//                                     'built', 'cache' (IndexedDB), 'memory' (this worker had it)
//                                     or 'none' (no pattern tables to build)
//   { type: 'progress', id, phase: 'search', nodes, expanded, nodesPerSecond, threshold, iteration, seconds }
//                                     at each new iteration and at most every ~100 ms (A*: f in place of
//                                     threshold, iteration 0, and memory in bytes)
//   { type: 'result', id, algorithm, status, moves, length, generated, expanded, iterations, seconds, estimate }
//                                     (A*: status may be 'memory', with memory and message)
//   { type: 'error', id, message, code?, args? }   (./errors.js)

import init, { LabSolver, algorithms, buildPatternTable, heuristics, limits, tablePlan } from '../pkg/npuzzle.js';
import { Catalogue } from './catalogue.js';
import { loadTables, saveTables } from './lab-cache.js';
import { errorFields } from './errors.js';

const PROGRESS_MS = 100;

/** The module, then the catalogue (which search a job's algorithm is). */
const ready = init().then(() => new Catalogue(algorithms(), heuristics(), limits()));
/** The last heuristic built, reused while the heuristic and goal stay the same. */
let current = null; // { heuristic, goal, solver }
/** Jobs run one after the other, in arrival order. */
let queue = Promise.resolve();

self.onmessage = (event) => {
  const job = event.data;
  queue = queue.then(() => run(job));
};

async function run(job) {
  try {
    const catalogue = await ready;
    if (job.type === 'build') {
      await prepare(job);
    } else if (job.type === 'solve') {
      const solver = await prepare(job);
      solve(solver, job, catalogue);
    } else {
      throw new Error(`unknown job '${job.type}'`);
    }
  } catch (error) {
    self.postMessage({ type: 'error', id: job.id, ...errorFields(error) });
  }
}

/** The solver for the job's heuristic and goal: kept, read from the cache, or built. */
async function prepare({ id, heuristic, goal }) {
  if (current && current.heuristic === heuristic && current.goal === goal) {
    self.postMessage({ type: 'done', id, heuristic, source: 'memory', seconds: 0, bytes: current.bytes, saved: false });
    return current.solver;
  }
  current?.solver.free();
  current = null;
  const plan = tablePlan(heuristic, goal);
  const clock = performance.now();
  let tables = [];
  let source = 'none';
  let saved = false;
  if (plan.tables.length > 0) {
    tables = await loadTables(plan.key);
    source = 'cache';
    if (!tables || tables.length !== plan.tables.length) {
      tables = build(id, goal, plan.tables);
      source = 'built';
    }
  }
  let solver;
  try {
    solver = new LabSolver(heuristic, goal, tables);
  } catch (error) {
    if (source !== 'cache') throw error;
    // A cached table the engine refuses (should not happen: the key holds the
    // format version): build afresh.
    tables = build(id, goal, plan.tables);
    source = 'built';
    solver = new LabSolver(heuristic, goal, tables);
  }
  const seconds = (performance.now() - clock) / 1000;
  if (source === 'built') saved = await saveTables(plan.key, tables);
  const bytes = tables.reduce((sum, t) => sum + t.length, 0);
  current = { heuristic, goal, solver, bytes };
  self.postMessage({ type: 'done', id, heuristic, source, seconds, bytes, saved });
  return solver;
}

/** Builds every table, posting the share of placements valued so far. */
function build(id, goal, planned) {
  const total = planned.reduce((sum, t) => sum + t.placements, 0);
  let before = 0;
  let lastPost = 0;
  return planned.map((table, index) => {
    const bytes = buildPatternTable(goal, Uint8Array.from(table.tiles), (reached) => {
      const now = performance.now();
      if (now - lastPost < PROGRESS_MS / 2 && reached < table.placements) return;
      lastPost = now;
      const percent = Math.floor((100 * (before + reached)) / total);
      self.postMessage({ type: 'progress', id, phase: 'build', percent, table: index + 1, tables: planned.length });
    });
    before += table.placements;
    return bytes;
  });
}

function solve(solver, { id, start, nodeLimit, algorithm = 'idastar', memoryBudget }, catalogue) {
  const entry = catalogue.algorithm(algorithm);
  if (!entry) throw new Error(`unknown algorithm '${algorithm}'`);
  const clock = performance.now();
  let lastPost = -Infinity;
  let lastIteration = 0;
  const onProgress = ({ generated, expanded, threshold, iteration = 0, f, memory }) => {
    const now = performance.now();
    if (iteration === lastIteration && now - lastPost < PROGRESS_MS) return true;
    lastPost = now;
    lastIteration = iteration;
    const seconds = (now - clock) / 1000;
    self.postMessage({
      type: 'progress',
      id,
      phase: 'search',
      nodes: generated,
      expanded,
      nodesPerSecond: seconds > 0 ? generated / seconds : 0,
      threshold: threshold ?? f,
      iteration,
      memory,
      seconds,
    });
    return true;
  };
  const estimate = solver.estimate(start);
  // IDA* runs on the fast kernel (LabSolver.solve); the lab's other search is the step-wise A*.
  const result = entry.iterative
    ? solver.solve(start, nodeLimit ?? 0, onProgress)
    : solver.solveAStar(start, memoryBudget ?? 0, onProgress);
  const seconds = (performance.now() - clock) / 1000;
  self.postMessage({ type: 'result', id, algorithm, ...result, estimate, seconds });
}
