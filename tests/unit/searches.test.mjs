// What a Compare lane runs and how the link holds it (www/views/compare/searches.js):
// titles put together from the real engine's catalogue, and `lanesFromHash`
// checking a stranger's `lanes=` value like typed input.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkLinkedFormulas, defaultLanes, everyStateFits, lanesFromHash, lanesToHash, nextLane, searchTitle, shortTitle } from '../../www/views/compare/searches.js';
import { pageEngine } from './engine.mjs';

let engine;
let bounds;
let DEFAULT_LANES;
before(async () => {
  // As Compare's engine: each lane's budget is the engine's lane budget.
  const page = await pageEngine();
  engine = { ...page, memoryMb: page.limits.laneMemoryMb };
  bounds = { min: 2, max: engine.limits.compareLanes };
  DEFAULT_LANES = defaultLanes(engine, 3, 3);
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
  assert.equal(searchTitle(engine, nextLane(engine, DEFAULT_LANES, 3, 3)), 'IDA* + linear conflict');
  assert.equal(searchTitle(engine, { algorithm: 'wastar', heuristic: 'misplaced', parameter: 1.5 }), 'Weighted A* (w = 1.5) + misplaced');
  assert.equal(shortTitle(engine, { algorithm: 'wastar', heuristic: 'misplaced', parameter: 1.5 }), 'Weighted A* w=1.5 + misplaced');
});

test('lanesToHash writes a weight only for a weighted search, and lanesFromHash reads it back', () => {
  const lanes = [...DEFAULT_LANES, { algorithm: 'wastar', heuristic: 'manhattan', parameter: 1.5 }];
  const hash = lanesToHash(engine, lanes);
  assert.equal(hash, 'bfs:linear-conflict,astar:misplaced,astar:manhattan,astar:linear-conflict,wastar:manhattan:1.5');
  assert.deepEqual(lanesFromHash(hash, engine, bounds), { configs: lanes, problems: [] });
});

test('a lane\'s tie rule, visited table and formula go into the link and come back', async () => {
  const lanes = [
    { algorithm: 'astar', heuristic: 'manhattan', tie: 'fifo', visited: 'hash' },
    { algorithm: 'bfs', heuristic: 'manhattan', visited: 'ordered' },
    { algorithm: 'wastar', heuristic: 'misplaced', parameter: 1.5, tie: 'lifo' },
    { algorithm: 'astar', heuristic: 'formula', formula: 'max(misplaced, 2 * manhattan) : x' },
    { algorithm: 'idastar', heuristic: 'formula', formula: 'manhattan + linear_conflict' },
  ];
  const hash = lanesToHash(engine, lanes);
  assert.equal(
    hash,
    'astar:manhattan:tie=fifo:visited=hash,bfs:manhattan:visited=ordered,wastar:misplaced:1.5:tie=lifo,' +
      'astar:formula:formula=max(misplaced%2C%202%20*%20manhattan)%20%3A%20x,idastar:formula:formula=manhattan%20%2B%20linear_conflict',
  );
  const read = lanesFromHash(hash, engine, bounds);
  assert.deepEqual(read, { configs: lanes, problems: [] });
  // The engine reads the formulas: the good one as it writes it, the bad one not run (Manhattan instead) and said.
  const checked = await checkLinkedFormulas(engine, read.configs);
  assert.deepEqual(checked.configs.slice(3), [
    { algorithm: 'astar', heuristic: 'manhattan' },
    { algorithm: 'idastar', heuristic: 'formula', formula: 'manhattan + linear_conflict' },
  ]);
  assert.deepEqual(checked.configs.slice(0, 3), lanes.slice(0, 3));
  assert.deepEqual(
    checked.problems.map((say) => say()),
    ["lane 4's formula 'max(misplaced, 2 * m…' was not used (Manhattan instead): Column 31: “:” does not belong here."],
  );
});

test('a lane\'s priority (your best-first search) goes into the link and comes back; a bad one is said and A*\'s is used', async () => {
  const lanes = [
    { algorithm: 'best-first', heuristic: 'manhattan', priority: 'g + 2 * h' },
    { algorithm: 'best-first', heuristic: 'manhattan', priority: 'g +' },
  ];
  const hash = lanesToHash(engine, lanes);
  assert.equal(hash, 'best-first:manhattan:priority=g%20%2B%202%20*%20h,best-first:manhattan:priority=g%20%2B');
  const read = lanesFromHash(hash, engine, bounds);
  assert.deepEqual(read, { configs: lanes, problems: [] });
  // A lane without one searches with A*'s; a search that takes none drops it.
  assert.deepEqual(lanesFromHash('best-first:manhattan,astar:manhattan:priority=h', engine, bounds).configs, [
    { algorithm: 'best-first', heuristic: 'manhattan', priority: 'g + h' },
    { algorithm: 'astar', heuristic: 'manhattan' },
  ]);
  const checked = await checkLinkedFormulas(engine, read.configs);
  assert.deepEqual(checked.configs, [lanes[0], { algorithm: 'best-first', heuristic: 'manhattan', priority: 'g + h' }]);
  assert.deepEqual(checked.problems.map((say) => say()), ["lane 2's priority 'g +' was not used (g + h instead): Column 4: the formula ends where more should come."]);
  assert.equal(searchTitle(engine, lanes[0]), `${engine.catalogue.algorithm('best-first').title} (g + 2 * h) + Manhattan`);
});

test('a link\'s tie rule and visited table are checked like the menus: unknown ones said, ones the algorithm has no menu for dropped', () => {
  const { configs, problems } = lanesFromHash(
    'astar:manhattan:tie=nope:visited=nope,idastar:manhattan:tie=fifo:visited=hash,astar:manhattan:tie=larger-g:visited=auto,astar:formula',
    engine,
    bounds,
  );
  assert.deepEqual(configs, [
    { algorithm: 'astar', heuristic: 'manhattan' },
    { algorithm: 'idastar', heuristic: 'manhattan' },
    // The default rule and the automatic table are what a lane without them runs.
    { algorithm: 'astar', heuristic: 'manhattan' },
    // A formula lane without its text: the field's example.
    { algorithm: 'astar', heuristic: 'formula', formula: 'max(misplaced, manhattan)' },
  ]);
  assert.deepEqual(problems, ["unknown tie-breaking rule 'nope': larger g used instead.", "unknown visited table 'nope': the automatic one used instead."]);
});

test('unknown names are dropped or replaced, weights clamped to the page range, each said once', () => {
  const { configs, problems } = lanesFromHash('bfs:manhattan,nope:x,astar:pdb663,wastar:manhattan:50,astar:', engine, bounds);
  assert.deepEqual(configs, [
    { algorithm: 'bfs', heuristic: 'manhattan' },
    { algorithm: 'astar', heuristic: 'manhattan' },
    { algorithm: 'wastar', heuristic: 'manhattan', parameter: 10 },
    { algorithm: 'astar', heuristic: 'manhattan' },
  ]);
  assert.deepEqual(problems, [
    "unknown algorithm 'nope' left out.",
    "unknown heuristic 'pdb663': Manhattan used instead.",
    'weight 50 is outside 1–10 and was clamped.',
  ]);
  assert.deepEqual(lanesFromHash('wastar:zero:0.2,wastar:zero:abc', engine, bounds), {
    configs: [
      { algorithm: 'wastar', heuristic: 'zero', parameter: 1 },
      { algorithm: 'wastar', heuristic: 'zero', parameter: 2 },
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

test('the defaults follow the board: the classic lesson where every state fits a lane, searches that finish where not', () => {
  const titles = (w, h) => defaultLanes(engine, w, h).map((lane) => searchTitle(engine, lane));
  // 3×3: 181,440 states; 2×2: 12; 3×2: 360.
  for (const [w, h] of [[3, 3], [2, 2], [3, 2]]) {
    assert.equal(everyStateFits(engine, w, h), true, `${w}×${h}`);
    assert.deepEqual(titles(w, h), ['Breadth-first search', 'A* + misplaced', 'A* + Manhattan', 'A* + linear conflict'], `${w}×${h}`);
  }
  // 4×3: 239,500,800 states, more than 160 MB at a byte each; 4×4 and 5×5 far more.
  const strong = ['IDA* + linear conflict', 'IDA* + Manhattan', 'A* + linear conflict', 'Weighted A* (w = 2) + linear conflict'];
  for (const [w, h] of [[4, 3], [4, 4], [5, 5]]) {
    assert.equal(everyStateFits(engine, w, h), false, `${w}×${h}`);
    assert.deepEqual(titles(w, h), strong, `${w}×${h}`);
  }
  // A smaller lane budget (?memory=) can move the line: 181,440 bytes hold the 3×3 board, 0.1 MB do not.
  assert.equal(everyStateFits({ ...engine, memoryMb: 0.1 }, 3, 3), false);
});

test('"+ Add lane" suggests a search none of the lanes runs, until every one does', () => {
  for (const [w, h] of [[3, 3], [4, 4]]) {
    const lanes = defaultLanes(engine, w, h);
    while (lanes.length < 6) lanes.push(nextLane(engine, lanes, w, h));
    const keys = lanes.map((lane) => lanesToHash(engine, [lane]).replace(/^(bfs|bibfs|iddfs):.*/, '$1'));
    assert.equal(new Set(keys).size, 6, `${w}×${h}: ${keys}`);
  }
  assert.deepEqual(
    [nextLane(engine, defaultLanes(engine, 4, 4), 4, 4)].map((lane) => searchTitle(engine, lane)),
    ['Greedy best-first + linear conflict'],
  );
  // A weight the user changed makes another search.
  const edited = [{ algorithm: 'wastar', heuristic: 'linear-conflict', parameter: 3 }, ...defaultLanes(engine, 4, 4)];
  assert.equal(searchTitle(engine, nextLane(engine, edited, 4, 4)), 'Greedy best-first + linear conflict');
});
