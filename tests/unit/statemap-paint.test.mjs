// The state-space map's pixels (www/views/explain/statemap-paint.js): each state's colour at its cell,
// and the counts the page exposes, on a hand-made layout of five ranks in a 3 × 3 square.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAP_COLOURS, NO_CELL, REACHED, paint, ranksByCell } from '../../www/views/explain/statemap-paint.js';

/** `#rrggbb` as the little-endian RGBA word of an ImageData's Uint32Array view. */
const word = (hex) => new Uint32Array(Uint8ClampedArray.of(...[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)), 255).buffer)[0];

// Ranks 0..4: rank 2 cannot reach the goal; the others on cells 4 (the centre), 1, 7 and 3.
const layout = { side: 3, cells: Uint32Array.of(4, 1, NO_CELL, 7, 3), distances: Uint8Array.of(0, 1, 255, 1, 2) };
const { none, generated, expanded } = REACHED;

test('each state takes its ring\'s grey or the colour of what reached it, and the counts are what was painted', () => {
  const pixels = new Uint32Array(9);
  const lit = new Uint32Array(16); // room for the 2 × 2 blocks past the last cell
  const reached = Uint8Array.of(expanded, generated, none, expanded, none);
  const kept = Uint8Array.of(expanded, none, none, none, generated);
  const counts = paint(pixels, layout, reached, kept, lit);
  assert.deepEqual(counts, { states: 4, expanded: 2, frontier: 1, expandedRankSum: 0 + 3, keptExpanded: 1, keptFrontier: 1, both: 1 });
  assert.equal(pixels[4], word(MAP_COLOURS.both));
  assert.equal(pixels[1], word(MAP_COLOURS.frontier));
  assert.equal(pixels[7], word(MAP_COLOURS.expanded));
  assert.equal(pixels[3], word(MAP_COLOURS.keptFrontier));
  for (const empty of [0, 2, 5, 6, 8]) assert.equal(pixels[empty], 0, `cell ${empty} holds no state`);
  // The lit layer: each reached state as a 2 × 2 block from its cell.
  assert.equal(lit[7 + 3 + 1], word(MAP_COLOURS.expanded));
  // Blocks overlap: the later rank's is on top (rank 1's block 1, 2, 4, 5 over rank 0's 4, 5, 7, 8).
  assert.equal(lit[5], word(MAP_COLOURS.frontier));
  // A state on the square's right edge does not spill into the next row's first cell.
  const edge = { side: 3, cells: Uint32Array.of(5), distances: Uint8Array.of(0) };
  const block = new Uint32Array(16);
  paint(new Uint32Array(9), edge, Uint8Array.of(expanded), null, block);
  assert.deepEqual([...block.keys()].filter((i) => block[i]), [5, 8], 'the right edge: the cell and the one below');
});

test('without a search the rings alternate two greys; the layout read backwards gives the rank on each cell', () => {
  const pixels = new Uint32Array(9);
  const counts = paint(pixels, layout, new Uint8Array(0), null);
  assert.equal(counts.states, 4);
  assert.equal(counts.expanded + counts.frontier + counts.keptExpanded, 0);
  assert.equal(pixels[4], word(MAP_COLOURS.ringEven));
  assert.equal(pixels[1], word(MAP_COLOURS.ringOdd));
  assert.equal(pixels[3], word(MAP_COLOURS.ringEven));
  assert.deepEqual(Array.from(ranksByCell(layout)), [-1, 1, -1, 4, 0, -1, -1, 3, -1]);
});
