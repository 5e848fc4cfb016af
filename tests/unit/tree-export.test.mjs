// The search tree and the counters as files (www/views/explain/tree-export.js, www/widgets/files.js): a node per node the tree
// panel lays out — expanded ones and children never expanded —, DOT labels with g, h, f and the
// board, the solution path bold, and the chart's points as CSV rows.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layout } from '../../www/views/explain/tree-data.js';
import { boardText, countersToCsv, fileName } from '../../www/widgets/files.js';
import { treeNodes, treeToDot, treeToJson } from '../../www/views/explain/tree-export.js';

/** A 2×2 search: the root expanded, its child `l` expanded into the goal, its child `u` left waiting. */
function tinyTree() {
  const entry = (index, parent, mv, g, h, tiles, children, extra = {}) => ({
    index, parent, mv, g, h, f: g + h, side: 0, goal: false, iteration: 0, onPath: false, meeting: false,
    tiles: Uint8Array.from(tiles), children, ...extra,
  });
  const child = (mv, kind, tiles, onPath = false) => ({ kind, mv, tiles: Uint8Array.from(tiles), onPath, meeting: false });
  const entries = [
    entry(0, -1, null, 0, 2, [1, 2, 3, 0], [child('u', 'new', [1, 0, 3, 2]), child('l', 'new', [1, 2, 0, 3], true)], { onPath: true }),
    entry(1, 0, 'l', 1, 1, [1, 2, 0, 3], [child('u', 'new', [0, 2, 1, 3], true)], { onPath: true }),
  ];
  return layout(entries, 2);
}

test('every node the panel lays out, expanded or not, with its parent, move and values', () => {
  const nodes = treeNodes(tinyTree());
  assert.deepEqual(nodes.map((n) => [n.id, n.parent, n.move, n.kind, n.g, n.h, n.f, n.onPath]), [
    ['e0', null, null, 'expanded', 0, 2, 2, true],
    ['e1', 'e0', 'l', 'expanded', 1, 1, 2, true],
    ['s0', 'e0', 'u', 'new', 1, null, null, false],
    ['s1', 'e1', 'u', 'new', 2, null, null, true],
  ]);
  const json = JSON.parse(treeToJson(tinyTree(), { algorithm: 'astar', start: '1 2 3 0', goal: '0 2 1 3', width: 2 }));
  assert.equal(json.format, 'npuzzle-tree/1');
  assert.equal(json.nodes.length, 4);
  assert.deepEqual(json.nodes[1].tiles, [1, 2, 0, 3]);
});

test('DOT: g h f over the board, waiting children dashed, the path bold', () => {
  const dot = treeToDot(tinyTree(), { algorithm: 'A*', heuristic: 'Manhattan', start: '1 2 / 3 _', goal: '_ 2 / 1 3', width: 2 });
  assert.equal(
    dot,
    [
      'digraph search {',
      '  label="A* · Manhattan · 1 2 / 3 _ → _ 2 / 1 3";',
      '  labelloc=t;',
      '  node [shape=box, fontname="monospace", fontsize=10];',
      '  edge [fontname="monospace", fontsize=9];',
      '  e0 [label="g=0 h=2 f=2\\n1 2\\n3 _", style="solid", color="#c2571a", penwidth=3];',
      '  e1 [label="g=1 h=1 f=2\\n1 2\\n_ 3", style="solid", color="#c2571a", penwidth=3];',
      '  s0 [label="g=1 (new)\\n1 _\\n3 2", style="dashed"];',
      '  s1 [label="g=2 (new)\\n_ 2\\n1 3", style="dashed", color="#c2571a", penwidth=3];',
      '  e0 -> e1 [label="l", color="#c2571a", penwidth=3];',
      '  e0 -> s0 [label="u"];',
      '  e1 -> s1 [label="u", color="#c2571a", penwidth=3];',
      '}',
      '',
    ].join('\n'),
  );
});

test('CSV: a header and a row per chart point', () => {
  assert.equal(countersToCsv({ steps: [1, 2, 6], expanded: [0, 1, 5], frontier: [1, 3, 9], visited: [0, 1, 5] }), 'step,expanded,frontier,visited\n1,0,1,0\n2,1,3,1\n6,5,9,5\n');
  assert.equal(countersToCsv({ steps: [], expanded: [], frontier: [], visited: [] }, 'on_path'), 'step,expanded,frontier,on_path\n');
});

test('a cut tree says so: a JSON note and `truncated`, a DOT comment and label', () => {
  const meta = { algorithm: 'A*', start: '1 2 / 3 _', goal: '_ 2 / 1 3', width: 2, steps: 9, recorded: 2, limit: 2, truncated: true };
  const json = JSON.parse(treeToJson(tinyTree(), meta));
  assert.deepEqual([json.truncated, json.steps, json.recorded, json.limit], [true, 9, 2, 2]);
  assert.equal(json.note, "the tree records the first 2 of the search's 9 steps (its limit is 2); the steps after them are not in this file");
  const dot = treeToDot(tinyTree(), meta).split('\n');
  assert.equal(dot[0], `// Truncated: ${json.note}.`);
  assert.equal(dot[1], 'digraph search {');
  assert.equal(dot[2], '  label="A* · 1 2 / 3 _ → _ 2 / 1 3 · first 2 of 9 steps";');
  // A whole tree has neither.
  const whole = { ...meta, steps: 2, truncated: false };
  assert.equal(JSON.parse(treeToJson(tinyTree(), whole)).note, undefined);
  assert.equal(treeToDot(tinyTree(), { ...whole, title: 'A* with Manhattan distance' }).split('\n').slice(0, 2).join('\n'), 'digraph search {\n  label="A* with Manhattan distance · 1 2 / 3 _ → _ 2 / 1 3";');
});

test('files are named after the board; boards read as rows', () => {
  assert.equal(fileName('tree', [8, 6, 7, 2, 5, 4, 3, 0, 1], 'dot'), 'npuzzle-tree-867254301.dot');
  assert.equal(fileName('counters', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15], 'csv'), 'npuzzle-counters-1-2-3-4-5-6-7-8-9-10-11-12-13-14-0-15.csv');
  assert.equal(boardText(Uint8Array.from([2, 3, 4, 1, 5, 0, 7, 6, 8]), 3), '2 3 4 / 1 5 _ / 7 6 8');
});
