// A user types POJ 1077's board, picks A* with Manhattan distance and runs it
// to the end: the page must report a solution whose moves really lead from
// the start to the goal, and end with the goal on the board.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMoves, boardTiles, check, nodeEngine, startBrowser, typeStart, waitForStatus } from './harness.mjs';

const START = '2 3 4 1 5 x 7 6 8';
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

test('A* with Manhattan distance solves POJ 1077 in 19 moves that reach the goal', async (t) => {
  const page = await browser.open(t);
  await check(page, 'solve-poj1077', async () => {
    await typeStart(page, START);
    await page.getByLabel('Goal', { exact: true }).selectOption('ordered');
    await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('manhattan');
    await page.getByRole('button', { name: 'Run to end' }).click();

    const status = await waitForStatus(page, /solved/i);
    assert.match(status, /^Solved in 19 moves \(guaranteed optimal\)/);

    const moves = (await page.getByLabel('Solution', { exact: true }).textContent()).trim();
    assert.match(moves, /^[udlr]{19}$/);
    const start = (await page.getByLabel('Start state', { exact: true }).inputValue()).split(/\s+/).map((cell) => (cell === 'x' ? 0 : Number(cell)));
    assert.deepEqual(applyMoves(start, 3, moves), GOAL);
    assert.deepEqual(await boardTiles(page), GOAL);

    // The same engine in node finds a path of the same length with the same work.
    const { Session } = await nodeEngine();
    const session = new Session(START, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    let summary;
    while ((summary = session.step(100_000)).status === 'running');
    assert.equal(summary.solutionLength, 19);
    assert.equal(session.solutionMoves(), moves);
    session.free();
    assert.equal(await page.locator('#solution-length').textContent(), '19 moves');
    assert.equal(await page.locator('#solution-optimal').textContent(), 'guaranteed optimal');
    assert.equal(await page.getByRole('list', { name: 'Boards along the solution' }).getByRole('listitem').count(), 20);
    assert.equal(Number((await page.getByLabel('Expanded', { exact: true }).textContent()).replace(/,/g, '')), summary.expanded);
  });
});

test('the solution player steps back to the start and forward again', async (t) => {
  const page = await browser.open(t);
  await check(page, 'solution-player', async () => {
    await typeStart(page, START);
    await page.getByRole('button', { name: 'Run to end' }).click();
    await waitForStatus(page, /solved/i);
    const moves = (await page.getByLabel('Solution', { exact: true }).textContent()).trim();

    const scrubber = page.getByLabel('Move', { exact: true });
    await scrubber.fill('0');
    assert.deepEqual(await boardTiles(page), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    await page.getByRole('button', { name: 'Next move' }).click();
    assert.deepEqual(await boardTiles(page), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 1)));
    await page.getByRole('button', { name: 'After move 7' }).click();
    assert.deepEqual(await boardTiles(page), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 7)));
    await page.getByRole('button', { name: 'Previous move' }).click();
    assert.deepEqual(await boardTiles(page), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 6)));
    assert.equal(await scrubber.inputValue(), '6');

    // Once solved, the arrow keys walk along the solution.
    await page.getByRole('heading', { name: 'Counters' }).click();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await scrubber.inputValue(), '5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await scrubber.inputValue(), '7');
    assert.deepEqual(await boardTiles(page), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 7)));
  });
});
