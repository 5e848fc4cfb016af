// IDA* on a 15-puzzle 20 moves from the goal: it solves it optimally, and the
// counters show its threshold iterations.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMoves, check, nodeEngine, useBrowser } from './harness.mjs';
import { Solve } from './pages/index.mjs';

// From the Preset menu ("15-puzzle — 20 moves"); A* agrees that 20 is optimal (below).
const START = '5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14';
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

const browser = useBrowser();

test('IDA* solves a 20-move 15-puzzle and shows its threshold iterations', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'idastar-15', async () => {
    await solve.setup({ start: START });
    assert.equal(await solve.field('size').inputValue(), '4');
    await solve.setup({ goal: 'ordered', algorithm: 'idastar', heuristic: 'manhattan' });
    assert.equal(await page.getByLabel('Threshold', { exact: true }).isVisible(), true);
    const status = await solve.solve(/solved/i);
    assert.match(status, /^Solved in 20 moves \(guaranteed optimal\)/);

    const moves = (await solve.solution()).trim();
    assert.match(moves, /^[udlr]{20}$/);
    assert.deepEqual(applyMoves(START.split(' ').map(Number), 4, moves), GOAL);
    assert.deepEqual(await solve.board(), GOAL);

    const { Session } = await nodeEngine();
    const run = (algorithm) => {
      const session = new Session(START, 'ordered', algorithm, 'manhattan', 1, 0, 0);
      let summary;
      while ((summary = session.step(100_000)).status === 'running');
      session.free();
      return summary;
    };
    const ida = run('idastar');
    assert.equal(run('astar').solutionLength, 20);
    assert.ok(ida.iteration > 1);
    assert.equal(await page.getByLabel('Iteration', { exact: true }).isVisible(), true);
    assert.equal(await solve.counter('Iteration'), ida.iteration);
    assert.equal(await solve.counter('Threshold'), ida.threshold);
    assert.equal(ida.threshold, 20);
    assert.equal(await solve.expanded(), ida.expanded);
  });
});
