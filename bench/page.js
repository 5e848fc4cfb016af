// Runs bench/searches.txt's searches on the wasm engine, the way the pages
// drive it: a Session stepped by step(65536) for the step-wise searches,
// kernelSolve for the fast IDA*. Exposes window.bench for bench/browser.mjs.

import init, { Session, kernelSolve } from '../www/pkg/npuzzle.js';

/** Steps per call, as in examples/step_bench.rs. */
const BATCH = 65536;

/** One step-wise search to the end: { expanded, generated, length }. */
function stepWise(s) {
  const session = new Session(s.start, s.goal, s.algorithm, s.heuristic, 1, 0, 0);
  try {
    let summary = session.step(BATCH);
    while (summary.status === 'running' || summary.status === 'ready') summary = session.step(BATCH);
    if (summary.status !== 'solved') throw new Error(`${s.name}: ${summary.status}: ${summary.message}`);
    return { expanded: summary.expanded, generated: summary.generated, length: summary.solutionLength };
  } finally {
    session.free();
  }
}

/** The kernel's IDA*: { expanded, generated, length }. */
function kernel(s) {
  const r = kernelSolve(s.start, s.goal, s.heuristic, 0);
  if (r.status !== 'solved') throw new Error(`${s.name}: ${r.status}`);
  return { expanded: r.expanded, generated: r.generated, length: r.length };
}

/** Runs each search `repeats` times; same JSON as the native example. */
function run(searches) {
  const out = [];
  for (const s of searches) {
    let expanded = 0, generated = 0, seconds = 0, length = -1;
    for (let i = 0; i < s.repeats; i++) {
      const t0 = performance.now();
      const r = s.kind === 'kernel' ? kernel(s) : stepWise(s);
      seconds += (performance.now() - t0) / 1000;
      expanded += r.expanded;
      generated += r.generated;
      length = r.length;
    }
    out.push({ name: s.name, expanded, generated, seconds, length });
  }
  return out;
}

/**
 * The cost of one step(n) call: `calls` calls of step(1) against one
 * step(calls) on the same search (IDA* + linear conflict on a 4×4 board,
 * which does not finish within `calls` expansions). Returns µs per call.
 */
function stepOverhead(start, goal, calls) {
  const time = (body) => {
    const session = new Session(start, goal, 'idastar', 'linear-conflict', 1, 0, 0);
    session.step(0);
    const t0 = performance.now();
    const summary = body(session);
    const ms = performance.now() - t0;
    session.free();
    if (summary.status !== 'running') throw new Error(`step overhead: the search should still run, not ${summary.status}`);
    return { ms, expanded: summary.expanded };
  };
  const best = { many: Infinity, one: Infinity };
  for (let round = 0; round < 5; round++) {
    const many = time((s) => { let r; for (let i = 0; i < calls; i++) r = s.step(1); return r; });
    const one = time((s) => s.step(calls));
    if (many.expanded !== one.expanded) throw new Error(`step overhead: ${many.expanded} ≠ ${one.expanded} expansions`);
    best.many = Math.min(best.many, many.ms);
    best.one = Math.min(best.one, one.ms);
  }
  return {
    calls,
    perCallUs: (best.many * 1000) / calls,
    overheadUs: ((best.many - best.one) * 1000) / calls,
    manyMs: best.many,
    oneMs: best.one,
  };
}

await init();
window.bench = { run, stepOverhead };
document.getElementById('status').textContent = 'ready';
