// What a Compare lane runs and how the link holds it (www/compare/searches.js):
// titles put together from the real engine's catalogue, and `lanesFromHash`
// checking a stranger's `lanes=` value like typed input.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_LANES, NEW_LANE, lanesFromHash, lanesToHash, searchTitle, shortTitle } from '../../www/compare/searches.js';
import { pageEngine } from './engine.mjs';

let engine;
let bounds;
before(async () => {
  engine = await pageEngine();
  bounds = { min: 2, max: engine.limits.compareLanes };
});

test('the default lanes and their titles: blind search, then ever better heuristics', () => {
  assert.deepEqual(
    DEFAULT_LANES.map((lane) => searchTitle(engine, lane)),
    ['Breadth-first search', 'A* + misplaced', 'A* + Manhattan', 'A* + linear conflict'],
  );
  assert.deepEqual(
    DEFAULT_LANES.map((lane) => shortTitle(engine, lane)),
    ['BFS', 'A* + misplaced', 'A* + Manhattan', 'A* + linear conflict'],
  );
  assert.equal(searchTitle(engine, NEW_LANE), 'IDA* + Manhattan');
  assert.equal(searchTitle(engine, { algorithm: 'wastar', heuristic: 'misplaced', weight: 1.5 }), 'Weighted A* (w = 1.5) + misplaced');
  assert.equal(shortTitle(engine, { algorithm: 'wastar', heuristic: 'misplaced', weight: 1.5 }), 'Weighted A* w=1.5 + misplaced');
});

test('lanesToHash writes a weight only for a weighted search, and lanesFromHash reads it back', () => {
  const lanes = [...DEFAULT_LANES, { algorithm: 'wastar', heuristic: 'manhattan', weight: 1.5 }];
  const hash = lanesToHash(engine, lanes);
  assert.equal(hash, 'bfs:manhattan,astar:misplaced,astar:manhattan,astar:linear-conflict,wastar:manhattan:1.5');
  assert.deepEqual(lanesFromHash(hash, engine, bounds), { configs: lanes, problems: [] });
});

test('unknown names are dropped or replaced, weights clamped to the page range, each said once', () => {
  const { configs, problems } = lanesFromHash('bfs:manhattan,nope:x,astar:pdb663,wastar:manhattan:50,astar:', engine, bounds);
  assert.deepEqual(configs, [
    { algorithm: 'bfs', heuristic: 'manhattan', weight: 2 },
    { algorithm: 'astar', heuristic: 'manhattan', weight: 2 },
    { algorithm: 'wastar', heuristic: 'manhattan', weight: 10 },
    { algorithm: 'astar', heuristic: 'manhattan', weight: 2 },
  ]);
  assert.deepEqual(problems, [
    "unknown algorithm 'nope' left out.",
    "unknown heuristic 'pdb663': Manhattan used instead.",
    'weight 50 is outside 1–10 and was clamped.',
  ]);
  assert.deepEqual(lanesFromHash('wastar:zero:0.2,wastar:zero:abc', engine, bounds), {
    configs: [
      { algorithm: 'wastar', heuristic: 'zero', weight: 1 },
      { algorithm: 'wastar', heuristic: 'zero', weight: 2 },
    ],
    problems: ['weight 0.2 is outside 1–10 and was clamped.'],
  });
  // Quoted names are cut at 20 characters.
  assert.deepEqual(lanesFromHash(`${'a'.repeat(30)}:manhattan,bfs:zero,bfs:zero`, engine, bounds).problems, [
    `unknown algorithm '${'a'.repeat(20)}…' left out.`,
  ]);
});

test('more lanes than Compare runs are cut to the limit; too few usable lanes keep the defaults', () => {
  assert.equal(engine.limits.compareLanes, 6);
  const seven = Array(7).fill('bfs:zero').join(',');
  const many = lanesFromHash(seven, engine, bounds);
  assert.equal(many.configs.length, 6);
  assert.deepEqual(many.problems, ['the link asks for 7 lanes; Compare runs at most 6.']);
  assert.deepEqual(lanesFromHash('bfs:zero,nope:zero', engine, bounds), {
    configs: null,
    problems: ["unknown algorithm 'nope' left out.", 'the link names 1 usable lane; the default 2+ lanes are shown.'],
  });
  assert.deepEqual(lanesFromHash(',,', engine, bounds), { configs: null, problems: ['the link names 0 usable lanes; the default 2+ lanes are shown.'] });
});
