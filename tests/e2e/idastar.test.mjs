// IDA* on a 15-puzzle 20 moves from the goal: it solves it optimally, and the
// counters show its threshold iterations.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMoves, boardTiles, check, counter, nodeEngine, startBrowser, typeStart, waitForStatus } from './harness.mjs';

// From the Preset menu ("15-puzzle — 20 moves"); A* agrees that 20 is optimal (below).
const START = '5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14';
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

test('IDA* solves a 20-move 15-puzzle and shows its threshold iterations', async (t) => {
  const page = await browser.open(t);
  await check(page, 'idastar-15', async () => {
    await typeStart(page, START);
    assert.equal(await page.getByLabel('Size', { exact: true }).inputValue(), '4');
    await page.getByLabel('Goal', { exact: true }).selectOption('ordered');
    await page.getByLabel('Algorithm', { exact: true }).selectOption('idastar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('manhattan');
    assert.equal(await page.getByLabel('Threshold', { exact: true }).isVisible(), true);
    await page.getByRole('button', { name: 'Run to end' }).click();
    const status = await waitForStatus(page, /solved/i);
    assert.match(status, /^Solved in 20 moves \(guaranteed optimal\)/);

    const moves = (await page.getByLabel('Solution', { exact: true }).textContent()).trim();
    assert.match(moves, /^[udlr]{20}$/);
    assert.deepEqual(applyMoves(START.split(' ').map(Number), 4, moves), GOAL);
    assert.deepEqual(await boardTiles(page), GOAL);

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
    assert.equal(await counter(page, 'Iteration'), ida.iteration);
    assert.equal(await counter(page, 'Threshold'), ida.threshold);
    assert.equal(ida.threshold, 20);
    assert.equal(await counter(page, 'Expanded'), ida.expanded);
  });
});
