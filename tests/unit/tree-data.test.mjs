// The Explain view's search tree data (www/views/explain/tree-data.js) on traces
// the real engine logged: decode() reads treeLog/treeTiles, mark() the
// solution marks, layout() places nodes and stubs (a stub takes 0.6 of a
// slot, a leaf node 1, a parent sits over the middle of its children, IDA*'s
// iterations are 1.5 slots apart).

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { decode, layout, mark, pathReach, pathShown } from '../../www/views/explain/tree-data.js';
import { nodeEngine } from './engine.mjs';

let wasm;
before(async () => {
  wasm = await nodeEngine();
});

/** Runs a search to its end; returns the decoded, marked entries and the session's moves. */
function traced(start, algorithm, heuristic) {
  const session = new wasm.Session(start, 'ordered', algorithm, heuristic, 1, 0, 0);
  while (session.step(1000).status === 'running');
  const format = wasm.traceFormat();
  const entries = decode(session.treeLog(0), session.treeTiles(0), session.cells, format, 0);
  mark(entries, session.treeMarks(), format);
  const later = decode(session.treeLog(1), session.treeTiles(1), session.cells, format, 1);
  const moves = session.solutionMoves();
  session.free();
  return { entries, later, moves };
}

const board = (tiles) => Array.from(tiles).join(' ');
const round = (x) => Number(x.toFixed(9));
/** A layout as plain rows: nodes `[index, unit, level]`, stubs `[kind, mv, parent, unit, level, side]`. */
const rows = (tree) => ({
  nodes: tree.nodes.map((n) => [n.entry.index, round(n.unit), n.level]),
  stubs: tree.stubs.map((s) => [s.kind, s.mv, s.parent, round(s.unit), s.level, s.side]),
  roots: tree.roots.map((n) => n.entry.index),
  units: round(tree.units),
  depthDown: tree.depthDown,
  depthUp: tree.depthUp,
  twoSided: tree.twoSided,
});

test('A* + Manhattan two moves from the goal: three entries, their boards, children and the path', () => {
  const { entries, later, moves } = traced('1 2 3 4 5 6 x 7 8', 'astar', 'manhattan');
  assert.equal(moves, 'rr');
  assert.deepEqual(
    entries.map((e) => [e.index, e.parent, e.mv, e.g, e.h, e.f, e.side, e.goal, e.iteration, e.onPath, board(e.tiles)]),
    [
      [0, -1, null, 0, 2, 2, 0, false, 0, true, '1 2 3 4 5 6 0 7 8'],
      [1, 0, 'r', 1, 1, 2, 0, false, 0, true, '1 2 3 4 5 6 7 0 8'],
      [2, 1, 'r', 2, 0, 2, 0, true, 0, true, '1 2 3 4 5 6 7 8 0'],
    ],
  );
  assert.deepEqual(
    entries.map((e) => e.children.map((c) => [c.kind, c.mv, c.onPath, board(c.tiles)])),
    [
      [
        ['new', 'u', false, '1 2 3 0 5 6 4 7 8'],
        ['new', 'r', true, '1 2 3 4 5 6 7 0 8'],
      ],
      [
        ['new', 'u', false, '1 2 3 4 0 6 7 5 8'],
        ['closed', 'l', false, '1 2 3 4 5 6 0 7 8'],
        ['goal', 'r', true, '1 2 3 4 5 6 7 8 0'],
      ],
      [],
    ],
  );
  // Decoding from index 1 on gives the same entries, numbered from 1.
  assert.deepEqual(
    later.map((e) => [e.index, e.mv, board(e.tiles)]),
    entries.slice(1).map((e) => [e.index, e.mv, board(e.tiles)]),
  );
});

test('the layout of that tree: stubs for the unexpanded children, each parent over its children', () => {
  const { entries } = traced('1 2 3 4 5 6 x 7 8', 'astar', 'manhattan');
  assert.deepEqual(rows(layout(entries, entries.length)), {
    nodes: [
      [0, 0.95, 0],
      [1, 1.6, 1],
      [2, 2.3, 2],
    ],
    stubs: [
      ['new', 'u', 0, 0.3, 1, 0],
      ['new', 'u', 1, 0.9, 2, 0],
      ['closed', 'l', 1, 1.5, 2, 0],
    ],
    roots: [0],
    units: 2.8,
    depthDown: 2,
    depthUp: 0,
    twoSided: false,
  });
  // The first step only: both children are stubs.
  assert.deepEqual(rows(layout(entries, 1)), {
    nodes: [[0, 0.6, 0]],
    stubs: [
      ['new', 'u', 0, 0.3, 1, 0],
      ['new', 'r', 0, 0.9, 1, 0],
    ],
    roots: [0],
    units: 1.2,
    depthDown: 1,
    depthUp: 0,
    twoSided: false,
  });
});

test('bidirectional BFS: one root per side, the meeting marked on both children, two-sided layout', () => {
  const { entries, moves } = traced('1 2 3 4 5 6 x 7 8', 'bibfs', 'zero');
  assert.equal(moves, 'rr');
  assert.deepEqual(
    entries.map((e) => [e.side, e.parent, board(e.tiles), e.children.map((c) => `${c.kind}:${c.mv}${c.onPath ? '*' : ''}${c.meeting ? '!' : ''}`)]),
    [
      [0, -1, '1 2 3 4 5 6 0 7 8', ['new:u', 'new:r*!']],
      [1, -1, '1 2 3 4 5 6 7 8 0', ['new:u', 'new:l*!']],
    ],
  );
  assert.deepEqual(rows(layout(entries, 2)), {
    nodes: [
      [0, 0.6, 0],
      [1, 0.6, 0],
    ],
    stubs: [
      ['new', 'u', 0, 0.3, 1, 0],
      ['new', 'r', 0, 0.9, 1, 0],
      ['new', 'u', 1, 0.3, 1, 1],
      ['new', 'l', 1, 0.9, 1, 1],
    ],
    roots: [0, 1],
    units: 1.2,
    depthDown: 1,
    depthUp: 1,
    twoSided: true,
  });
});

test('IDA* with h = 0: one root per iteration, 1.5 slots apart, children over the threshold as stubs', () => {
  const { entries, moves } = traced('1 2 3 4 5 6 x 7 8', 'idastar', 'zero');
  assert.equal(moves, 'rr');
  assert.deepEqual(
    entries.map((e) => [e.index, e.parent, e.iteration, e.f, e.onPath]),
    [
      [0, -1, 1, 0, false],
      [1, -1, 2, 0, false],
      [2, 1, 2, 1, false],
      [3, 1, 2, 1, false],
      [4, -1, 3, 0, true],
      [5, 4, 3, 1, false],
      [6, 5, 3, 2, false],
      [7, 5, 3, 2, false],
      [8, 4, 3, 1, true],
      [9, 8, 3, 2, false],
      [10, 8, 3, 2, true],
    ],
  );
  const tree = rows(layout(entries, entries.length));
  assert.deepEqual(tree.roots, [0, 1, 4]);
  assert.deepEqual(
    tree.nodes.filter(([index]) => [0, 1, 4].includes(index)),
    [
      [0, 0.6, 0],
      [1, 3.9, 0],
      [4, 9.05, 0],
    ],
  );
  assert.equal(tree.stubs.length, 13);
  assert.deepEqual(new Set(tree.stubs.map((s) => s[0])), new Set(['over-threshold']));
  assert.equal(tree.units, 11.8);
  assert.equal(tree.depthDown, 3);
});

test('pathReach: the whole path when the tree holds it, its first moves when the tree is cut', () => {
  // A* on POJ 1077: 315 entries, within the 400 recorded, the goal among them.
  const whole = traced('2 3 4 1 5 x 7 6 8', 'astar', 'manhattan');
  assert.deepEqual(pathReach(whole.entries), { forward: 19, backward: -1 });
  assert.equal(pathShown(pathReach(whole.entries), whole.moves.length), 19);
  // BFS finds the goal as a child: the reach counts the marked child.
  const bfs = traced('1 2 3 4 5 6 x 7 8', 'bfs', 'zero');
  assert.equal(pathShown(pathReach(bfs.entries), bfs.moves.length), bfs.moves.length);
  // Bidirectional BFS: the two sides add up to the path.
  const two = traced('1 2 3 x 4 6 7 5 8', 'bibfs', 'zero');
  const reach = pathReach(two.entries);
  assert.ok(reach.backward >= 0);
  assert.equal(pathShown(reach, two.moves.length), two.moves.length);
  // A* on a 31-move board: 400 entries of its 6,745 steps hold only the path's first moves.
  const cut = traced('8 6 7 2 5 4 3 x 1', 'astar', 'manhattan');
  assert.equal(cut.entries.length, 400);
  const shown = pathShown(pathReach(cut.entries), cut.moves.length);
  assert.ok(shown > 0 && shown < 31, `shown ${shown}`);
});
