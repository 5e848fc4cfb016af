// The Puzzle panel and the board as an editor: clicking a tile next to the
// blank moves it, Size loads a board of that size, Shuffle makes a board at
// the exact depth asked for, presets and custom goals reach the engine, and
// Weight appears only for weighted A*.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMoves, check, nodeEngine, settled, settledText, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

/** Runs the node engine to the end. */
async function solveInNode(start, goal, algorithm, heuristic = 'manhattan', weight = 1) {
  const { Session } = await nodeEngine();
  const session = new Session(start, goal, algorithm, heuristic, weight, 0, 0);
  let summary;
  while ((summary = session.step(100_000)).status === 'running');
  const moves = session.solutionMoves();
  session.free();
  return { ...summary, moves };
}

/** Clicks the centre of a board cell (3×3). */
async function clickCell(page, index, width = 3) {
  const box = await page.getByRole('img', { name: /^Board / }).boundingBox();
  const cell = box.width / width;
  await page.mouse.click(box.x + (index % width) * cell + cell / 2, box.y + Math.floor(index / width) * cell + cell / 2);
}

test('clicking a tile next to the blank slides it and updates the Start field', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'board-click', async () => {
    await solve.setup({ start: '2 3 4 1 5 x 7 6 8' });
    // The board shows a typed start once the engine has read it (a worker's round trip).
    const tiles = () => solve.board();
    const startText = () => solve.startField.inputValue();
    assert.deepEqual(await settled(tiles, [2, 3, 4, 1, 5, 0, 7, 6, 8]), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    await clickCell(page, 0); // not next to the blank: nothing happens
    assert.deepEqual(await solve.board(), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    await clickCell(page, 2); // the 4 above the blank slides down
    assert.deepEqual(await settled(tiles, [2, 3, 0, 1, 5, 4, 7, 6, 8]), [2, 3, 0, 1, 5, 4, 7, 6, 8]);
    assert.equal(await startText(), '2 3 0 1 5 4 7 6 8');
    await clickCell(page, 1);
    assert.equal(await settled(startText, '2 0 3 1 5 4 7 6 8'), '2 0 3 1 5 4 7 6 8');
    await solve.runToEnd();
    const expected = await solveInNode('2 0 3 1 5 4 7 6 8', 'ordered', 'astar');
    assert.match(await solve.waitForStatus(/solved/i), new RegExp(`^Solved in ${expected.solutionLength} moves`));
  });
});

test('Size loads a board of that size; Shuffle gives a board at the exact depth', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'size-shuffle', async () => {
    const tileCount = async () => (await solve.board()).length;
    await solve.setup({ size: '4' });
    assert.equal(await settled(tileCount, 16), 16);
    assert.equal((await solve.startField.inputValue()).split(/\s+/).length, 16);
    await solve.setup({ size: '3' });
    assert.equal(await settled(tileCount, 9), 9);

    await solve.field('shuffleDepth').fill('12');
    await page.getByRole('button', { name: 'Shuffle' }).click();
    await waitFor(page, () => /seed \d+/.test(document.getElementById('shuffle-hint').textContent));
    const hint = await page.locator('#shuffle-hint').textContent();
    const seed = Number(/seed (\d+)/.exec(hint)[1]);
    const { randomBoard } = await nodeEngine();
    const expected = randomBoard('ordered', 3, 3, 12, seed);
    const startText = () => solve.startField.inputValue();
    assert.equal(await settled(startText, expected), expected);
    assert.equal((await solveInNode(expected, 'ordered', 'astar')).solutionLength, 12);

    // 3×3 boards are at most 31 moves from this goal: depth 32 is refused in words.
    await solve.field('shuffleDepth').fill('32');
    await page.getByRole('button', { name: 'Shuffle' }).click();
    let refusal;
    try {
      randomBoard('ordered', 3, 3, 32, 1);
    } catch (error) {
      refusal = error.message;
    }
    assert.ok(refusal);
    assert.equal(await settledText(page.locator('#shuffle-hint'), refusal), refusal);
    assert.equal(await solve.startField.inputValue(), expected);
  });
});

test('Weight shows only for weighted A*, whose path is not guaranteed optimal', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'weighted', async () => {
    await solve.setup({ preset: 'hardest-a' });
    const weight = solve.field('weight');
    assert.equal(await weight.isVisible(), false);
    await solve.setup({ algorithm: 'wastar' });
    assert.equal(await weight.isVisible(), true);
    await weight.fill('3');
    await weight.press('Enter');
    const status = await solve.solve(/solved/i);
    const expected = await solveInNode('8 6 7 2 5 4 3 x 1', 'ordered', 'wastar', 'manhattan', 3);
    assert.equal(status, `Solved in ${expected.solutionLength} moves (not guaranteed optimal) — ${expected.expanded.toLocaleString('en-US')} nodes expanded.`);
    assert.equal(await solve.solution(), expected.moves);
    assert.equal(await solve.optimality(), 'not guaranteed optimal');
  });
});

test('presets with the spiral and reverse goals, and a custom goal', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'goals', async () => {
    for (const [preset, start, goal, goalTiles] of [
      ['codevs1225', '283104765', 'spiral', [1, 2, 3, 8, 0, 4, 7, 6, 5]],
      ['reverse', '0 7 6 8 4 3 5 2 1', 'reverse', [8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ]) {
      await solve.setup({ preset });
      assert.equal(await solve.field('goal').inputValue(), goal);
      await solve.runToEnd();
      const expected = await solveInNode(start, goal, 'astar');
      assert.match(await solve.waitForStatus(/solved/i), new RegExp(`^Solved in ${expected.solutionLength} moves`));
      const moves = await solve.solution();
      const tiles = start.includes(' ') ? start.split(' ').map(Number) : [...start].map(Number);
      assert.deepEqual(applyMoves(tiles, 3, moves), goalTiles);
      assert.deepEqual(await solve.board(), goalTiles);
    }

    await solve.setup({ goal: 'custom' });
    const custom = page.getByLabel('Custom goal', { exact: true });
    assert.equal(await custom.inputValue(), '8 7 6 5 4 3 2 1 0'); // starts from the goal it replaces
    await custom.fill('1 2 3 4 5 6 7 8 8');
    assert.equal(await settledText(page.locator('#custom-goal-error'), 'tile 8 appears twice'), 'tile 8 appears twice');
    // The start is the goal: solved as soon as the search is made (the engine's one rule for
    // every algorithm), so there is nothing left to run.
    await custom.fill('0 7 6 8 4 3 5 2 1');
    // (The reverse preset's "Solved in 4 moves" is still on screen until the new goal is read.)
    assert.match(await solve.waitForStatus(/^Solved in 0 moves/), /^Solved in 0 moves/);
    assert.equal(await solve.runButton.isDisabled(), true);
  });
});

test('Run to end right after typing a board (or a goal) runs the board just typed', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'run-after-typing', async () => {
    // The engine checks the fields in its worker: the click must wait for that, not run the preset.
    const start = '8 6 7 2 5 4 3 0 1';
    await solve.startField.fill(start);
    await solve.runToEnd();
    const expected = await solveInNode(start, 'ordered', 'astar');
    assert.match(await solve.waitForStatus(/solved/i), new RegExp(`^Solved in ${expected.solutionLength} moves`));
    assert.equal(await solve.expanded(), expected.expanded);

    // Step right after typing another board steps that board.
    const other = '6 4 7 8 5 0 3 2 1';
    await solve.startField.fill(other);
    await solve.step();
    await waitFor(page, () => document.body.dataset.state === 'paused');
    assert.equal(await solve.expanded(), 1);
    await solve.runToEnd();
    const second = await solveInNode(other, 'ordered', 'astar');
    assert.match(await solve.waitForStatus(/solved/i), new RegExp(`^Solved in ${second.solutionLength} moves`));
    assert.equal(await solve.expanded(), second.expanded);
  });
});
