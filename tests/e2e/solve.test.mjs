// A user types POJ 1077's board, picks A* with Manhattan distance and runs it
// to the end: the page must report a solution whose moves really lead from
// the start to the goal, and end with the goal on the board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMoves, check, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const START = '2 3 4 1 5 x 7 6 8';
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

const browser = useBrowser();

test('A* with Manhattan distance solves POJ 1077 in 19 moves that reach the goal', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'solve-poj1077', async () => {
    await solve.setup({ start: START, goal: 'ordered', algorithm: 'astar', heuristic: 'manhattan' });
    const status = await solve.solve(/solved/i);
    assert.match(status, /^Solved in 19 moves \(guaranteed optimal\)/);

    const moves = (await solve.solution()).trim();
    assert.match(moves, /^[udlr]{19}$/);
    const start = (await solve.startField.inputValue()).split(/\s+/).map((cell) => (cell === 'x' ? 0 : Number(cell)));
    assert.deepEqual(applyMoves(start, 3, moves), GOAL);
    assert.deepEqual(await solve.board(), GOAL);

    // The same engine in node finds a path of the same length with the same work.
    const { Session } = await nodeEngine();
    const session = new Session(START, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    let summary;
    while ((summary = session.step(100_000)).status === 'running');
    assert.equal(summary.solutionLength, 19);
    assert.equal(session.solutionMoves(), moves);
    session.free();
    assert.equal(await solve.solutionLength(), '19 moves');
    assert.equal(await solve.optimality(), 'guaranteed optimal');
    assert.equal(await solve.solutionBoards.count(), 20);
    assert.equal(Number((await page.getByLabel('Expanded', { exact: true }).textContent()).replace(/,/g, '')), summary.expanded);
  });
});

test('the solution player steps back to the start and forward again', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'solution-player', async () => {
    await solve.setup({ start: START });
    await solve.solve(/solved/i);
    const moves = (await solve.solution()).trim();

    const scrubber = solve.moveSlider;
    await scrubber.fill('0');
    assert.deepEqual(await solve.board(), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    await page.getByRole('button', { name: 'Next move' }).click();
    assert.deepEqual(await solve.board(), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 1)));
    await page.getByRole('button', { name: 'After move 7' }).click();
    assert.deepEqual(await solve.board(), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 7)));
    await page.getByRole('button', { name: 'Previous move' }).click();
    assert.deepEqual(await solve.board(), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 6)));
    assert.equal(await scrubber.inputValue(), '6');

    // Once solved, the arrow keys walk along the solution.
    await solve.leaveFields();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await scrubber.inputValue(), '5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await scrubber.inputValue(), '7');
    assert.deepEqual(await solve.board(), applyMoves([2, 3, 4, 1, 5, 0, 7, 6, 8], 3, moves.slice(0, 7)));
  });
});

test('a board one move from the goal: "1 move", "1 node expanded"', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'solve-one-move', async () => {
    await solve.setup({ start: '1 2 3 4 5 6 7 x 8' });
    await solve.runToEnd();
    const { Session } = await nodeEngine();
    const session = new Session('1 2 3 4 5 6 7 x 8', 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const summary = session.step(Infinity);
    session.free();
    assert.deepEqual([summary.solutionLength, summary.expanded], [1, 1]);
    assert.equal(await solve.waitForStatus(/solved/i), 'Solved in 1 move (guaranteed optimal) — 1 node expanded.');
    assert.equal(await solve.solutionLength(), '1 move');
  });
});

test('Shuffle says how far it went: exactly on 3×3, "random moves" on 4×4', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'shuffle-words', async () => {
    const depth = solve.field('shuffleDepth');
    const hint = page.locator('#shuffle-hint');
    await depth.fill('20');
    await solve.shuffleButton.click();
    await waitFor(page, () => document.getElementById('shuffle-hint').textContent.startsWith('Shuffled'));
    const exact = await hint.textContent();
    assert.match(exact, /^Shuffled to exactly 20 moves from the goal \(seed \d+\)\.$/);
    // The claim holds: BFS finds no path shorter than 20 from the board shuffled.
    const { Session } = await nodeEngine();
    const board = await solve.startField.inputValue();
    const bfs = new Session(board, 'ordered', 'bfs', 'zero', 1, 0, 0);
    assert.equal(bfs.step(Infinity).solutionLength, 20);
    bfs.free();

    // 4×4: a random walk of 40 moves, which may end nearer than 40 moves away.
    await solve.setup({ size: '4' });
    await depth.fill('40');
    await solve.shuffleButton.click();
    // Not the idle hint ('Shuffle: this many random moves.'), which the size change shows first.
    await waitFor(page, () => document.getElementById('shuffle-hint').textContent.startsWith('Shuffled with'));
    assert.match(await hint.textContent(), /^Shuffled with 40 random moves \(seed \d+\); the shortest solution may be shorter\.$/);
    assert.doesNotMatch(await hint.textContent(), /away/);
  });
});
