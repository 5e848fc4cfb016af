// "Play it yourself"'s pure parts: what a key means (www/views/play/board-input.js)
// and the game's board, moves and Undo (www/views/play/game.js), checked against
// the engine's own moves (its Board::apply_moves, through a Session's path).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { letterBetween, moveForKey, neighbour } from '../../www/views/play/board-input.js';
import { Game } from '../../www/views/play/game.js';
import { nodeEngine } from './engine.mjs';

test('arrows and W A S D name the blank\'s moves; other keys none', () => {
  assert.deepEqual(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map(moveForKey), ['u', 'd', 'l', 'r']);
  assert.deepEqual(['w', 's', 'a', 'd', 'W', 'S', 'A', 'D'].map(moveForKey), ['u', 'd', 'l', 'r', 'u', 'd', 'l', 'r']);
  assert.deepEqual([' ', 'h', 'Enter', 'x'].map(moveForKey), [null, null, null, null]);
});

test('neighbours stop at the edges, and a click is the move between two cells', () => {
  // 3×3, blank in the top-left corner: only down and right.
  assert.deepEqual(['u', 'd', 'l', 'r'].map((m) => neighbour(0, m, 3, 3)), [-1, 3, -1, 1]);
  // 4×2, blank at the end of the first row: no wrapping onto the next row.
  assert.deepEqual(['u', 'd', 'l', 'r'].map((m) => neighbour(3, m, 4, 2)), [-1, 7, 2, -1]);
  assert.equal(letterBetween(4, 1, 3, 3), 'u');
  assert.equal(letterBetween(4, 5, 3, 3), 'r');
  assert.equal(letterBetween(2, 3, 3, 3), null, 'the end of one row is not next to the start of the next');
  assert.equal(letterBetween(0, 8, 3, 3), null);
});

test('a game follows the engine\'s moves, refuses the edge, and Undo walks back to the start', async () => {
  const { Session } = await nodeEngine();
  const session = new Session('2 3 4 1 5 x 7 6 8', 'ordered', 'astar', 'manhattan', 1, 0, 0);
  session.step(Infinity);
  const moves = session.solutionMoves();
  session.free();
  const game = new Game({ width: 3, height: 3, tiles: [2, 3, 4, 1, 5, 0, 7, 6, 8], goalTiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] });
  assert.equal(game.move('r'), false, 'the blank is on the right edge');
  for (const m of moves) assert.equal(game.move(m), true);
  assert.equal(game.solved, true);
  assert.equal(game.moves.join(''), moves);
  assert.equal(game.text, '1 2 3 4 5 6 7 8 0');
  while (game.undo());
  assert.deepEqual(game.tiles, [2, 3, 4, 1, 5, 0, 7, 6, 8]);
  assert.equal(game.moves.length, 0);
  game.move('u');
  game.reset();
  assert.deepEqual([game.tiles, game.moves], [[2, 3, 4, 1, 5, 0, 7, 6, 8], []]);
});
