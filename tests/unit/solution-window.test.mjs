// The Solution block's window arithmetic (www/views/solve/solution-window.js), without a
// DOM: which letters and boards a long solution shows around the current
// position, and when the window moves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FULL_SOLUTION_MOVES,
  MOVE_WINDOW,
  STRIP_WINDOW,
  WINDOW_MARGIN,
  boardAt,
  centred,
  follow,
  moveWindow,
  stripWindow,
} from '../../www/views/solve/solution-window.js';

test('the sizes the view is built on', () => {
  assert.equal(FULL_SOLUTION_MOVES, 200);
  assert.equal(MOVE_WINDOW, 48);
  assert.equal(STRIP_WINDOW, 31);
  assert.equal(WINDOW_MARGIN, 4);
});

test('boardAt reads one position of the flat boards as a plain array', () => {
  // Two positions of a 2×2 board: the start, then the blank moved left.
  const boards = Uint8Array.from([1, 2, 3, 0, 1, 2, 0, 3]);
  assert.deepEqual(boardAt(boards, 4, 0), [1, 2, 3, 0]);
  assert.deepEqual(boardAt(boards, 4, 1), [1, 2, 0, 3]);
  assert.ok(Array.isArray(boardAt(boards, 4, 1)));
  assert.deepEqual(boardAt(boards, 4, 2), []);
});

test('centred: the item in the middle, clamped to the ends, never more than there are', () => {
  assert.deepEqual(centred(50, 100, 11), { start: 45, end: 56 });
  assert.deepEqual(centred(50, 100, 10), { start: 45, end: 55 });
  assert.deepEqual(centred(0, 100, 11), { start: 0, end: 11 });
  assert.deepEqual(centred(2, 100, 11), { start: 0, end: 11 });
  assert.deepEqual(centred(99, 100, 11), { start: 89, end: 100 });
  assert.deepEqual(centred(96, 100, 11), { start: 89, end: 100 });
  assert.deepEqual(centred(3, 5, 11), { start: 0, end: 5 });
  assert.deepEqual(centred(-1, 100, 11), { start: 0, end: 11 });
});

test('follow keeps the window while the item stays inside its margin', () => {
  const window = { start: 45, end: 56 };
  assert.equal(follow(window, 49, 100, 11, 4), window);
  assert.equal(follow(window, 51, 100, 11, 4), window);
  // Within 4 of an edge: centred again.
  assert.deepEqual(follow(window, 48, 100, 11, 4), { start: 43, end: 54 });
  assert.deepEqual(follow(window, 52, 100, 11, 4), { start: 47, end: 58 });
  // Far away (a jump of the scrubber): centred on the new item.
  assert.deepEqual(follow(window, 10, 100, 11, 4), { start: 5, end: 16 });
  // No window yet.
  assert.deepEqual(follow(null, 50, 100, 11, 4), { start: 45, end: 56 });
});

test('follow keeps a window that reaches an end of the list, up to that end', () => {
  const first = { start: 0, end: 11 };
  assert.equal(follow(first, 0, 100, 11, 4), first);
  assert.equal(follow(first, 6, 100, 11, 4), first);
  assert.deepEqual(follow(first, 7, 100, 11, 4), { start: 2, end: 13 });
  const last = { start: 89, end: 100 };
  assert.equal(follow(last, 99, 100, 11, 4), last);
  assert.equal(follow(last, 93, 100, 11, 4), last);
  assert.deepEqual(follow(last, 92, 100, 11, 4), { start: 87, end: 98 });
  // A window of another size (another solution) is replaced.
  assert.deepEqual(follow({ start: 0, end: 5 }, 2, 100, 11, 4), { start: 0, end: 11 });
});

test('moveWindow: the letters around the current move and the counts beside them', () => {
  // The Greedy best-first + h = 0 solution of the POJ preset has 65,281 moves.
  const length = 65_281;
  const start = moveWindow(null, 0, length);
  assert.deepEqual(start, { start: 0, end: 48, before: 0, after: 65_233 });
  // Position 1,229 shows move 1,228 (0-based) in the middle.
  assert.deepEqual(moveWindow(null, 1_229, length), { start: 1_204, end: 1_252, before: 1_204, after: 64_029 });
  const goal = moveWindow(null, length, length);
  assert.deepEqual(goal, { start: 65_233, end: 65_281, before: 65_233, after: 0 });
  // Stepping back from the goal keeps the window until the margin.
  assert.deepEqual(moveWindow(goal, length - 1, length), goal);
  assert.deepEqual(moveWindow(goal, 65_238, length), goal);
  assert.deepEqual(moveWindow(goal, 65_237, length), { start: 65_212, end: 65_260, before: 65_212, after: 21 });
});

test('stripWindow: the boards around the current position, start and goal included', () => {
  const length = 65_281; // 65,282 positions
  assert.deepEqual(stripWindow(null, 0, length), { start: 0, end: 31 });
  assert.deepEqual(stripWindow(null, 1_000, length), { start: 985, end: 1_016 });
  const goal = stripWindow(null, length, length);
  assert.deepEqual(goal, { start: 65_251, end: 65_282 });
  assert.equal(stripWindow(goal, 65_255, length), goal);
  assert.deepEqual(stripWindow(goal, 65_254, length), { start: 65_239, end: 65_270 });
});
