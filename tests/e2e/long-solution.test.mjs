// Greedy best-first with h = 0 on the POJ preset "solves" the puzzle in tens
// of thousands of moves (a wander through the state space, not a path worth
// following). The Solution block must still show it at once: the exact
// length, a window of letters and boards around the current position (not
// one element per move), every position reachable by the player and the
// strip, and the whole move string a click away.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMoves, check, nodeEngine, useBrowser } from './harness.mjs';
import { Solve } from './pages/index.mjs';
import { MOVE_WINDOW, STRIP_WINDOW } from '../../www/views/solve/solution-window.js';

const START = [2, 3, 4, 1, 5, 0, 7, 6, 8]; // the POJ 1077 preset
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const integer = (n) => n.toLocaleString('en-US');

const browser = useBrowser();

/** The engine's own greedy + h = 0 solution of the preset, in node. */
async function engineSolution() {
  const { Session } = await nodeEngine();
  const session = new Session(START.join(' '), 'ordered', 'greedy', 'zero', 1, 0, 0);
  let summary;
  while ((summary = session.step(100_000)).status === 'running');
  const moves = session.solutionMoves();
  session.free();
  assert.equal(summary.status, 'solved');
  assert.equal(moves.length, summary.solutionLength);
  return moves;
}

/** Picks greedy best-first with h = 0 on the POJ preset and runs it to the end. */
async function runGreedy(page) {
  const solve = new Solve(page);
  await solve.setup({ preset: 'poj1077', algorithm: 'greedy', heuristic: 'zero' });
  await solve.solve(/solved/i, 60_000);
}

test('a 65,000-move greedy solution shows its length and a window of moves and boards', async (t) => {
  const moves = await engineSolution();
  const n = moves.length;
  assert.ok(n > 10 * MOVE_WINDOW, `the greedy solution is long (${n} moves)`);

  const page = await browser.open(t);
  const solve = new Solve(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await check(page, 'long-solution', async () => {
    await runGreedy(page);

    const solution = page.getByLabel('Solution', { exact: true });
    const strip = page.getByRole('list', { name: 'Boards along the solution' });
    const letters = solution.locator('[data-move]');
    assert.equal(await solve.solutionLength(), `${integer(n)} moves`);
    assert.equal(await solve.optimality(), 'not guaranteed optimal');

    // At the goal: the last letters, with the count of those before them.
    assert.deepEqual(await solve.board(), GOAL);
    assert.equal(await solution.textContent(), `… ${integer(n - MOVE_WINDOW)} moves · ${moves.slice(n - MOVE_WINDOW)}`);
    assert.equal(await letters.count(), MOVE_WINDOW);
    assert.equal(await strip.getByRole('listitem').count(), STRIP_WINDOW);
    assert.equal(await solution.locator('.current').textContent(), moves[n - 1]);
    assert.equal(await strip.locator('li.current button').getAttribute('aria-label'), `After move ${n} (${moves[n - 1]})`);

    // Home on the scrubber: the start, the first letters, the count after them.
    const scrubber = solve.moveSlider;
    await scrubber.focus();
    await page.keyboard.press('Home');
    assert.equal(await scrubber.inputValue(), '0');
    assert.deepEqual(await solve.board(), START);
    assert.equal(await solution.textContent(), `${moves.slice(0, MOVE_WINDOW)} · ${integer(n - MOVE_WINDOW)} moves …`);
    assert.equal(await solution.locator('.current').count(), 0);
    assert.equal(await strip.getByRole('listitem').count(), STRIP_WINDOW);
    assert.equal(await strip.locator('li.current button').getAttribute('aria-label'), 'Start');

    // Halfway (the scrubber dragged there): the window around that move.
    const half = Math.floor(n / 2);
    await scrubber.fill(String(half));
    assert.deepEqual(await solve.board(), applyMoves(START, 3, moves.slice(0, half)));
    const from = half - 1 - MOVE_WINDOW / 2;
    assert.equal(
      await solution.textContent(),
      `… ${integer(from)} moves · ${moves.slice(from, from + MOVE_WINDOW)} · ${integer(n - from - MOVE_WINDOW)} moves …`,
    );
    assert.equal(await solution.locator('.current').getAttribute('data-move'), String(half - 1));
    assert.equal(await letters.count(), MOVE_WINDOW);
    assert.equal(await strip.getByRole('listitem').count(), STRIP_WINDOW);

    // A board and a letter of the window can be clicked.
    await strip.getByRole('button', { name: `After move ${half + 3} (${moves[half + 2]})` }).click();
    assert.equal(await scrubber.inputValue(), String(half + 3));
    assert.deepEqual(await solve.board(), applyMoves(START, 3, moves.slice(0, half + 3)));
    await solution.locator(`[data-move="${half - 6}"]`).click();
    assert.equal(await scrubber.inputValue(), String(half - 5));
    assert.deepEqual(await solve.board(), applyMoves(START, 3, moves.slice(0, half - 5)));

    // The arrow keys walk on past the window's edge; End goes to the goal.
    await solve.leaveFields();
    for (let i = 0; i < MOVE_WINDOW; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await scrubber.inputValue(), String(half - 5 + MOVE_WINDOW));
    assert.deepEqual(await solve.board(), applyMoves(START, 3, moves.slice(0, half - 5 + MOVE_WINDOW)));
    assert.equal(await solution.locator('.current').getAttribute('data-move'), String(half - 6 + MOVE_WINDOW));
    assert.equal(await letters.count(), MOVE_WINDOW);
    assert.equal(await strip.getByRole('listitem').count(), STRIP_WINDOW);
    await scrubber.focus();
    await page.keyboard.press('End');
    assert.equal(await scrubber.inputValue(), String(n));
    assert.deepEqual(await solve.board(), GOAL);
    assert.equal(await strip.locator('li.current button').getAttribute('aria-label'), `After move ${n} (${moves[n - 1]})`);

    // Nothing is lost: Copy moves puts the whole string on the clipboard.
    await page.getByRole('button', { name: 'Copy moves' }).click();
    await page.waitForFunction(() => document.getElementById('solution-copied').textContent !== '');
    assert.equal(await page.locator('#solution-copied').textContent(), `Copied ${integer(n)} moves.`);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), moves);
  });
});

test('where the clipboard is refused, Copy moves saves the whole string as a file', async (t) => {
  const moves = await engineSolution();
  const page = await browser.open(t);
  await check(page, 'long-solution-download', async () => {
    await runGreedy(page);
    // As on a page without the clipboard API (plain http on another host, older browsers).
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Copy moves' }).click()]);
    assert.equal(download.suggestedFilename(), 'solution-moves.txt');
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    assert.equal(Buffer.concat(chunks).toString('utf8'), `${moves}\n`);
    assert.equal(
      await page.locator('#solution-copied').textContent(),
      'The clipboard is not available here: the moves were saved as solution-moves.txt.',
    );
  });
});
