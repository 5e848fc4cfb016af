// The Solve view's status line (www/widgets/status.js) on the real engine's
// summaries and catalogue: counted nouns in the singular for one and with
// separators for thousands, the stopped budget in the page's own words, and
// advice that fits what the stopped search can do (its catalogue entry),
// never "a stronger heuristic" to a search that uses none.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describe, stoppedAdvice } from '../../www/widgets/status.js';
import { nodeEngine, pageEngine } from './engine.mjs';

let wasm;
let catalogue;
before(async () => {
  wasm = await nodeEngine();
  ({ catalogue } = await pageEngine());
});

/** A search's problem as the page keeps it: its catalogue entry as traits. */
const problem = (name) => ({ algorithmTitle: catalogue.algorithm(name).title, traits: catalogue.algorithm(name) });

/** The engine's summary once `algorithm` on `start` ended (3×3 goal 'ordered'; 4×4 'blank-first'). */
function finished(start, algorithm, heuristic, memoryMb = 0) {
  const goal = start.split(' ').length === 9 ? 'ordered' : 'blank-first';
  const session = new wasm.Session(start, goal, algorithm, heuristic, 1, 0, memoryMb);
  let summary;
  while ((summary = session.step(100_000)).status === 'running');
  session.free();
  return summary;
}

test('one expansion, one node, one move: the singular, and separators past a thousand', () => {
  const session = new wasm.Session('1 2 3 4 5 6 7 0 8', 'ordered', 'astar', 'manhattan', 1, 0, 0);
  const first = session.step(1);
  assert.equal(describe('paused', first, problem('astar'), catalogue).text, 'Paused after 1 expansion.');
  const solved = session.step(1);
  session.free();
  assert.deepEqual([solved.status, solved.expanded, solved.solutionLength], ['solved', 1, 1]);
  assert.equal(describe('finished', solved, problem('astar'), catalogue).text, 'Solved in 1 move (guaranteed optimal) — 1 node expanded.');
  const bfs = finished('8 6 7 2 5 4 3 0 1', 'bfs', 'zero');
  assert.equal(
    describe('finished', bfs, problem('bfs'), catalogue).text,
    `Solved in 31 moves (guaranteed optimal) — ${bfs.expanded.toLocaleString('en-US')} nodes expanded.`,
  );
  assert.ok(bfs.expanded > 100_000);
});

test('a stopped search: its count with separators, its budget, and advice from what it can do', () => {
  const korf1 = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';
  const astar = finished(korf1, 'astar', 'misplaced', 24);
  assert.deepEqual([astar.status, astar.stopReason], ['stopped', 'memory']);
  const ida = catalogue.algorithms.find((a) => a.iterative && a.usesHeuristic).title;
  assert.equal(
    describe('finished', astar, problem('astar'), catalogue).text,
    `Stopped after ${astar.expanded.toLocaleString('en-US')} expansions (memory budget reached) — try ${ida}, which keeps only its current path, or a stronger heuristic.`,
  );
  // BFS has no heuristic to strengthen: the advice says what it lacks.
  const bfs = finished(korf1, 'bfs', 'zero', 24);
  assert.equal(bfs.status, 'stopped');
  const text = describe('finished', bfs, problem('bfs'), catalogue).text;
  assert.equal(
    text,
    `Stopped after ${bfs.expanded.toLocaleString('en-US')} expansions (memory budget reached) — ${catalogue.algorithm('bfs').title} uses no heuristic, so nothing steers it towards the goal: try ${ida} with a heuristic, which keeps only its current path.`,
  );
  assert.doesNotMatch(text, /stronger heuristic/);
  // Every algorithm of the catalogue gets advice that fits it.
  for (const a of catalogue.algorithms) {
    const advice = stoppedAdvice(a, catalogue);
    assert.equal(/stronger heuristic/.test(advice), a.usesHeuristic, `${a.name}: ${advice}`);
    assert.equal(advice.includes(`try ${ida}`), !a.iterative || !a.usesHeuristic, `${a.name}: ${advice}`);
  }
});
