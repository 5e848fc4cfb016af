// A user types POJ 1077's board, picks A* with Manhattan distance and runs it
// to the end: the page must report a solution whose moves really lead from
// the start to the goal, and end with the goal on the board.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMoves, boardTiles, check, nodeEngine, startBrowser, typeStart, waitFor, waitForStatus } from './harness.mjs';

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

test('a board one move from the goal: "1 move", "1 node expanded"', async (t) => {
  const page = await browser.open(t);
  await check(page, 'solve-one-move', async () => {
    await typeStart(page, '1 2 3 4 5 6 7 x 8');
    await page.getByRole('button', { name: 'Run to end' }).click();
    const { Session } = await nodeEngine();
    const session = new Session('1 2 3 4 5 6 7 x 8', 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const summary = session.step(Infinity);
    session.free();
    assert.deepEqual([summary.solutionLength, summary.expanded], [1, 1]);
    assert.equal(await waitForStatus(page, /solved/i), 'Solved in 1 move (guaranteed optimal) — 1 node expanded.');
    assert.equal(await page.locator('#solution-length').textContent(), '1 move');
  });
});

test('Shuffle says how far it went: exactly on 3×3, "random moves" on 4×4', async (t) => {
  const page = await browser.open(t);
  await check(page, 'shuffle-words', async () => {
    const depth = page.getByLabel('Shuffle depth', { exact: true });
    const hint = page.locator('#shuffle-hint');
    await depth.fill('20');
    await page.getByRole('button', { name: 'Shuffle', exact: true }).click();
    await waitFor(page, () => document.getElementById('shuffle-hint').textContent.startsWith('Shuffled'));
    const exact = await hint.textContent();
    assert.match(exact, /^Shuffled to exactly 20 moves from the goal \(seed \d+\)\.$/);
    // The claim holds: BFS finds no path shorter than 20 from the board shuffled.
    const { Session } = await nodeEngine();
    const board = await page.getByLabel('Start state', { exact: true }).inputValue();
    const bfs = new Session(board, 'ordered', 'bfs', 'zero', 1, 0, 0);
    assert.equal(bfs.step(Infinity).solutionLength, 20);
    bfs.free();

    // 4×4: a random walk of 40 moves, which may end nearer than 40 moves away.
    await page.getByLabel('Size', { exact: true }).selectOption('4');
    await depth.fill('40');
    await page.getByRole('button', { name: 'Shuffle', exact: true }).click();
    // Not the idle hint ('Shuffle: this many random moves.'), which the size change shows first.
    await waitFor(page, () => document.getElementById('shuffle-hint').textContent.startsWith('Shuffled with'));
    assert.match(await hint.textContent(), /^Shuffled with 40 random moves \(seed \d+\); the shortest solution may be shorter\.$/);
    assert.doesNotMatch(await hint.textContent(), /away/);
  });
});
