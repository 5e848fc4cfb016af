// "Play it yourself" (issue 11): the student slides the tiles by click, tap
// and keys (arrows and W A S D move the blank, as the letters of a solution
// do), with a move counter and Undo; a Hint names the next move on a shortest
// path and the panel says how far the goal is. Every expected distance and
// move comes from the same engine in node (its Hinter, and A* for the
// shortest length), never from a constant.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BROWSER, applyMoves, check, nodeEngine, settled, settledText, useBrowser } from './harness.mjs';
import { Play, Solve } from './pages/index.mjs';

const POJ = '2 3 4 1 5 x 7 6 8';
const POJ_TILES = [2, 3, 4, 1, 5, 0, 7, 6, 8];
const ORDERED_3 = '1 2 3 4 5 6 7 8 0';
const EASY_15 = [5, 3, 0, 4, 2, 1, 7, 11, 9, 6, 15, 8, 13, 10, 12, 14];
const ORDERED_4 = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0';
const KEY = { u: 'ArrowUp', d: 'ArrowDown', l: 'ArrowLeft', r: 'ArrowRight' };
const SLIDE = { u: 'down', d: 'up', l: 'right', r: 'left' };
const ARROW = { u: '↑', d: '↓', l: '←', r: '→' };
const HINT = /^Hint: press [↑↓←→] to slide the (\d+) (up|down|left|right) \(the blank moves ([udlr])\)\.$/;

const browser = useBrowser();


/** The engine's hint in node: `{ status, distance, move, tile }`. */
async function engineHint(goal, width, board) {
  const { Hinter } = await nodeEngine();
  const hinter = new Hinter(goal, width, width);
  const answer = hinter.hint(board);
  hinter.free();
  return answer;
}

/**
 * Clicks the middle of `cell` on the play board (cell geometry as tiles.js draws it): a real
 * mouse click in Chromium; the Firefox adapter (firefox.mjs) has no mouse, so there the same
 * click event is dispatched at the same point.
 */
async function clickCell(page, board, cell, width) {
  const point = await board.evaluate((canvas, [at, side]) => {
    const box = canvas.getBoundingClientRect();
    const size = box.width;
    const margin = Math.max(2, Math.round(size * 0.025));
    const gap = Math.max(1, Math.round(size * 0.014));
    const length = (size - 2 * margin - (side - 1) * gap) / side;
    return {
      x: box.x + margin + (at % side) * (length + gap) + length / 2,
      y: box.y + margin + Math.floor(at / side) * (length + gap) + length / 2,
    };
  }, [cell, width]);
  if (page.mouse) await page.mouse.click(point.x, point.y);
  else await board.evaluate((canvas, { x, y }) => canvas.dispatchEvent(new MouseEvent('click', { clientX: x, clientY: y, bubbles: true })), point);
}

/** Ctrl+Z, or Backspace (the other undo key) where the Firefox adapter has no key chords. */
const UNDO_CHORD = BROWSER === 'firefox' ? 'Backspace' : 'Control+z';

test('3×3: keys, WASD, clicks and Undo move the tiles; a detour and then the hints solve it, "Solved in 21 moves — the shortest is 19"', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'play-3x3', async () => {
    const p = new Play(page);
    assert.equal(await solve.startField.inputValue(), POJ);
    const { Session } = await nodeEngine();
    const astar = new Session(POJ, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const shortest = astar.step(Infinity).solutionLength;
    astar.free();
    const start = await engineHint(ORDERED_3, 3, POJ);
    assert.equal(start.distance, shortest);

    await p.start();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-roledescription')), 'sliding puzzle');
    assert.deepEqual(await p.tiles(), POJ_TILES);
    assert.equal(await settledText(p.distance, `${shortest} moves from the goal`), `${shortest} moves from the goal`);
    assert.equal(await p.count.textContent(), '0');
    assert.equal(await p.moves.textContent(), 'none yet');
    assert.equal(await p.undo.isDisabled(), true);

    // ↑ moves the blank up (u), then W A S D: a (left).
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await p.tiles(), applyMoves(POJ_TILES, 3, 'u'));
    await page.keyboard.press('a');
    assert.deepEqual(await p.tiles(), applyMoves(POJ_TILES, 3, 'ul'));
    assert.equal(await p.count.textContent(), '2');
    assert.equal(await p.moves.textContent(), 'ul');
    const after2 = await engineHint(ORDERED_3, 3, applyMoves(POJ_TILES, 3, 'ul').join(' '));
    assert.equal(await settledText(p.distance, `${after2.distance} moves from the goal`), `${after2.distance} moves from the goal`);

    // Undo (the button, then Backspace on the board) takes them back.
    await p.undo.click();
    assert.deepEqual(await p.tiles(), applyMoves(POJ_TILES, 3, 'u'));
    assert.equal(await p.count.textContent(), '1');
    await p.board.focus();
    await page.keyboard.press('Backspace');
    assert.deepEqual(await p.tiles(), POJ_TILES);
    assert.equal(await p.count.textContent(), '0');
    assert.equal(await p.undo.isDisabled(), true);

    // A click on the 5, left of the blank, slides it (the blank moves l); a click on it again
    // slides it back (r): two moves made, and the goal as far as at the start.
    await clickCell(page, p.board, 4, 3);
    assert.deepEqual(await p.tiles(), applyMoves(POJ_TILES, 3, 'l'));
    assert.equal(await p.moves.textContent(), 'l');
    const aside = await engineHint(ORDERED_3, 3, applyMoves(POJ_TILES, 3, 'l').join(' '));
    assert.equal(await settledText(p.distance, `${aside.distance} moves from the goal`), `${aside.distance} moves from the goal`);
    await clickCell(page, p.board, 5, 3);
    assert.deepEqual(await p.tiles(), POJ_TILES);
    assert.equal(await p.moves.textContent(), 'lr');
    assert.equal(await p.count.textContent(), '2');
    assert.equal(await settledText(p.distance, `${shortest} moves from the goal`), `${shortest} moves from the goal`);

    // Hint (the button once, then H) and its move, each one bringing the goal one nearer.
    let tiles = POJ_TILES;
    for (let left = shortest; left > 0; left--) {
      if (left === shortest) await p.hintButton.click();
      else await page.keyboard.press('h');
      const expected = await engineHint(ORDERED_3, 3, tiles.join(' '));
      const said = `Hint: press ${ARROW[expected.move]} to slide the ${expected.tile} ${SLIDE[expected.move]} (the blank moves ${expected.move}).`;
      assert.equal(await settledText(p.hint, said), said);
      assert.match(said, HINT);
      await p.board.focus();
      await page.keyboard.press(KEY[expected.move]);
      tiles = applyMoves(tiles, 3, expected.move);
      assert.deepEqual(await p.tiles(), tiles);
      assert.equal(await p.hint.textContent(), '', 'a move clears the hint');
      const away = left - 1 === 0 ? 'At the goal' : `${left - 1} ${left - 1 === 1 ? 'move' : 'moves'} from the goal`;
      assert.equal(await settledText(p.distance, away), away);
    }
    assert.deepEqual(tiles, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    const n = 2 + shortest;
    assert.equal(await p.count.textContent(), String(n));
    const solved = `Solved in ${n} moves — the shortest is ${shortest}`;
    assert.equal(await settledText(p.message, solved), solved);
    assert.equal(await p.message.isVisible(), true);

    // Reset to start: the start board, no moves, no message.
    await page.getByRole('button', { name: 'Reset to start' }).click();
    assert.deepEqual(await p.tiles(), POJ_TILES);
    assert.equal(await p.count.textContent(), '0');
    assert.equal(await p.message.isVisible(), false);
    assert.equal(await settledText(p.distance, `${shortest} moves from the goal`), `${shortest} moves from the goal`);
  });
});

test('4×4: the hint comes from IDA* with pattern databases in the worker, and never holds up a move', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'play-4x4', async () => {
    const p = new Play(page);
    await solve.setup({ preset: 'fifteen-easy' });
    await settled(async () => (await solve.startField.inputValue()).split(/\s+/).map(Number), EASY_15);
    const start = await engineHint(ORDERED_4, 4, EASY_15.join(' '));
    assert.equal(start.status, 'next');
    await p.start();
    await settled(() => p.tiles(), EASY_15);
    assert.deepEqual(await p.tiles(), EASY_15);

    // Hint, then three moves at once, before the engine has answered anything:
    // every key lands at once, whatever the worker is doing.
    await p.hintButton.click();
    await p.board.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    assert.equal(await p.count.textContent(), '3');
    assert.equal(await p.moves.textContent(), 'dru');
    assert.deepEqual(await p.tiles(), applyMoves(EASY_15, 4, 'dru'));
    const moved = await engineHint(ORDERED_4, 4, applyMoves(EASY_15, 4, 'dru').join(' '));
    const away = `${moved.distance} moves from the goal`;
    assert.equal(await settledText(p.distance, away, 60_000), away);

    // Back at the start (Ctrl+Z three times): the distance and the hint of the start.
    for (let i = 0; i < 3; i++) await page.keyboard.press(UNDO_CHORD);
    assert.deepEqual(await p.tiles(), EASY_15);
    assert.equal(await p.count.textContent(), '0');
    const startAway = `${start.distance} moves from the goal`;
    assert.equal(await settledText(p.distance, startAway, 60_000), startAway);
    await page.keyboard.press('H');
    const said = `Hint: press ${ARROW[start.move]} to slide the ${start.tile} ${SLIDE[start.move]} (the blank moves ${start.move}).`;
    assert.equal(await settledText(p.hint, said), said);
    // The hint's move (by its WASD key) brings the goal one move nearer.
    await page.keyboard.press({ u: 'w', d: 's', l: 'a', r: 'd' }[start.move]);
    assert.deepEqual(await p.tiles(), applyMoves(EASY_15, 4, start.move));
    const nearer = `${start.distance - 1} moves from the goal`;
    assert.equal(await settledText(p.distance, nearer, 60_000), nearer);
  });
});

test('keyboard alone: open, play, hint and go back; while playing the arrows do not step the search', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'play-keyboard', async () => {
    const p = new Play(page);
    const enter = p.startButton;
    await enter.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-roledescription')), 'sliding puzzle');
    await page.keyboard.press('ArrowRight'); // at the right edge: the blank cannot move right
    assert.equal(await p.count.textContent(), '0');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    assert.equal(await p.count.textContent(), '2');
    assert.deepEqual(await p.tiles(), POJ_TILES);
    assert.equal(await page.locator('#c-expanded').textContent(), '0', 'the search did not step');

    // Tab reaches Hint; Enter on it shows the start's hint.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Hint');
    await page.keyboard.press('Enter');
    const start = await engineHint(ORDERED_3, 3, POJ);
    const said = `Hint: press ${ARROW[start.move]} to slide the ${start.tile} ${SLIDE[start.move]} (the blank moves ${start.move}).`;
    assert.equal(await settledText(p.hint, said), said);

    // Back to search, by keyboard: the search's board and buttons return, and → steps again.
    await page.getByRole('button', { name: 'Back to search' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await p.board.isVisible(), false);
    assert.equal(await solve.stepButton.isVisible(), true);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Play it yourself');
    await page.keyboard.press('ArrowRight');
    assert.equal(await settledText(page.locator('#c-expanded'), '1'), '1');
  });
});

test('a start typed while playing starts the game over on it, and the typing keeps its field', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'play-new-start', async () => {
    const p = new Play(page);
    await p.start();
    await page.keyboard.press('ArrowUp');
    assert.equal(await p.count.textContent(), '1');
    const field = solve.startField;
    await field.fill('1 2 3 4 5 6 0 7 8');
    await settled(() => p.tiles(), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    assert.deepEqual(await p.tiles(), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
    assert.equal(await p.count.textContent(), '0');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'start');
    assert.equal(await settledText(p.distance, '2 moves from the goal'), '2 moves from the goal');
    assert.equal((await engineHint(ORDERED_3, 3, '1 2 3 4 5 6 0 7 8')).distance, 2);
  });
});
