// One definition of a step (www/widgets/steps.js), on the real engine's summaries:
// a Step is an expansion, named "Expansion k" as the Expanded counter counts
// it; the A* family's and IDA*'s last Step takes the goal and expands
// nothing ("After 314 expansions"), while BFS's last Step is an expansion.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { stepName, tookGoal } from '../../www/widgets/steps.js';
import { nodeEngine } from './engine.mjs';

const SAMPLE = '2 3 4 1 5 x 7 6 8';
let wasm;
before(async () => {
  wasm = await nodeEngine();
});

/** Every summary of a search stepped one at a time to its end. */
function stepped(algorithm, heuristic) {
  const session = new wasm.Session(SAMPLE, 'ordered', algorithm, heuristic, 1, 0, 0);
  const summaries = [];
  do summaries.push(session.step(1));
  while (summaries.at(-1).status === 'running');
  session.free();
  return summaries;
}

test('A*: Step k is expansion k, and the last Step takes the goal after 314 expansions', () => {
  const all = stepped('astar', 'manhattan');
  assert.equal(all.length, 315);
  all.slice(0, -1).forEach((s, i) => assert.equal(stepName(s), `Expansion ${(i + 1).toLocaleString('en-US')}`));
  const last = all.at(-1);
  assert.deepEqual([last.status, last.expanded, tookGoal(last)], ['solved', 314, true]);
  assert.equal(stepName(last), 'After 314 expansions');
});

test('BFS finds the goal among the children of its last expansion: every Step is an expansion', () => {
  const all = stepped('bfs', 'zero');
  assert.ok(all.every((s) => !tookGoal(s)));
  const last = all.at(-1);
  assert.equal(stepName(last), `Expansion ${last.expanded.toLocaleString('en-US')}`);
  assert.equal(last.expanded, all.length);
});
