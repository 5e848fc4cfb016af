// The Solve view's link checked (www/app/solve-link.js, checkLink): every value of a
// stranger's link goes through the checks typing does, with the real engine's
// parser and catalogue; what had to change is one sentence each. The rest of
// the link (views/solve/link.js initSolveLink: the fields, the hash, the notice, Copy link)
// needs a DOM and is tested in the browser (tests/e2e/share.test.mjs).

import { register } from 'node:module';
import { before, test } from 'node:test';
import assert from 'node:assert/strict';

register('./css-as-empty.mjs', import.meta.url);
const { checkLink, solveKeys } = await import('../../www/app/solve-link.js');
const { pageEngine } = await import('./engine.mjs');
const { setLanguage } = await import('../../www/i18n/index.js');

let engine;
before(async () => {
  engine = await pageEngine();
});
const check = (params) => checkLink(params, engine, { size: 3 });

test('the keys the link owns (the parameters\' from the catalogue: weight, depth-limit, beam-width)', async () => {
  assert.deepEqual(solveKeys(engine.catalogue), ['start', 'goal', 'size', 'algorithm', 'heuristic', 'formula', 'priority', 'weight', 'depth-limit', 'beam-width', 'tie', 'visited', 'costs', 'speed', 'step', 'move']);
});

test('costs: a name of the engine\'s costs() is taken; an unknown one, or one the search is not offered under, is said and unit costs are used', async () => {
  const [, heavy] = engine.catalogue.costs;
  const good = await check({ algorithm: 'ucs', costs: heavy });
  assert.deepEqual([good.values.costs, good.problems], [heavy, []]);
  const unknown = await check({ costs: 'light' });
  assert.deepEqual([unknown.values.costs, unknown.problems], [undefined, ['The link\'s costs "light" are unknown; every move costs 1.']]);
  const refusing = engine.catalogue.algorithms.find((a) => !a.offeredUnder.includes(heavy));
  const refused = await check({ algorithm: refusing.name, costs: heavy });
  assert.deepEqual([refused.values.costs, refused.problems], [undefined, [`${refusing.title} is not offered when each move costs the tile's number; every move costs 1.`]]);
});

test('priority: a priority the engine parses is taken trimmed; a bad one is named with its column and A*\'s is used', async () => {
  const good = await check({ algorithm: 'best-first', priority: '  g + 2 * h ' });
  assert.deepEqual([good.values.algorithm, good.values.priority, good.problems], ['best-first', 'g + 2 * h', []]);
  const bad = await check({ algorithm: 'best-first', priority: 'g +' });
  assert.equal(bad.values.priority, 'g + h');
  assert.deepEqual(bad.problems, ['The link’s priority "g +" was not used (searching with g + h): Column 4: the formula ends where more should come.']);
  const board = await check({ priority: 'g + manhattan' });
  assert.deepEqual(board.problems, ['The link’s priority "g + manhattan" was not used (searching with g + h): Column 5: “manhattan” reads the board: a priority reads g, h and depth (choose the heuristic h in the menu).']);
});

test('formula: the catalogue\'s formula entry and a formula the engine parses are taken; a bad one is named with its column', async () => {
  const good = await check({ heuristic: 'formula', formula: '  2 * manhattan ' });
  assert.deepEqual([good.values.heuristic, good.values.formula, good.problems], ['formula', '2 * manhattan', []]);
  const bad = await check({ heuristic: 'formula', formula: 'manhattan + $' });
  assert.deepEqual([bad.values.heuristic, bad.values.formula], ['manhattan', undefined]);
  assert.deepEqual(bad.problems, ['The link’s formula "manhattan + $" was not used (searching with Manhattan distance): Column 13: “$” is not part of a formula.']);
  // The formula entry without a formula searches with the field's example.
  assert.equal((await check({ heuristic: 'formula' })).values.formula, 'max(misplaced, manhattan)');
});

test('tie: a rule of tieBreaks() is taken; an unknown one falls back to the default, named', async () => {
  assert.equal((await check({ tie: 'lifo' })).values.tie, 'lifo');
  const { values, problems } = await check({ tie: '<b>coin</b>' });
  assert.equal(values.tie, 'larger-g');
  assert.deepEqual(problems, ['The link\'s tie-breaking rule "<b>coin</b>" is unknown; using Larger g first.']);
});

test('visited: a name of the engine\'s visited tables is taken; another is named', async () => {
  assert.equal((await check({ visited: 'hash' })).values.visited, 'hash');
  assert.equal((await check({ visited: 'none' })).values.visited, 'none');
  const { values, problems } = await check({ visited: 'cuckoo' });
  assert.equal(values.visited, undefined);
  assert.deepEqual(problems, ['The link\'s visited table "cuckoo" is unknown; using the automatic one.']);
});

test('step and move: whole numbers up to limits().linkStepsMax are taken; anything else is named', async () => {
  assert.deepEqual(await check({ step: '120', move: '0' }), { values: { algorithm: undefined, heuristic: undefined, step: 120, move: 0 }, problems: [] });
  const { values, problems } = await check({ step: '1000001', move: '2.5' });
  assert.equal(values.step, undefined);
  assert.equal(values.move, undefined);
  assert.deepEqual(problems, [
    'The link\'s step "1000001" is not a whole number from 0 to 1,000,000; the search starts at step 0.',
    'The link\'s move "2.5" is not a whole number from 0 to 1,000,000; the solution shows its goal.',
  ]);
});

test('an empty link changes nothing and finds nothing wrong', async () => {
  assert.deepEqual(await check({}), { values: { algorithm: undefined, heuristic: undefined }, problems: [] });
});

// Issue 26: the sentence said "not 3×3 or 4×4" while the Size menu has 2×2 to 5×5 (and oblong sizes).
test('size: every size of the Size menu is taken (4, 4x4, 4×4, 5, 2, 3x4); anything else keeps the current size, said in en and zh', async () => {
  assert.equal((await check({ size: '4' })).values.size, 4);
  assert.equal((await check({ size: ' 4x4 ' })).values.size, 4);
  assert.equal((await check({ size: '3×3' })).values.size, 3);
  assert.equal((await check({ size: '5' })).values.size, 5);
  assert.equal((await check({ size: '2' })).values.size, 2);
  assert.equal((await check({ size: '3x4' })).values.size, '3x4');
  for (const size of ['7', '6x6', 'big']) {
    const { values, problems } = await check({ size });
    assert.equal(values.size, undefined);
    assert.deepEqual(problems, [`The link's size "${size}" is not on the Size menu (2×2 to 5×5); the size stays 3×3.`]);
  }
  setLanguage('zh-CN');
  try {
    assert.deepEqual((await check({ size: '7' })).problems, ['链接里的规模 "7" 不在“规模”菜单里（2×2 到 5×5）；规模仍为 3×3。']);
  } finally {
    setLanguage('en');
  }
});

// Issue 26: a Chinese notice said 改用 astar / 改用 manhattan: the fallback is named by its label.
test('an unknown algorithm, heuristic, goal or formula names its fallback by its label, in en and zh', async () => {
  const params = { algorithm: 'dijkstra', heuristic: 'hamming', goal: 'nowhere', formula: 'manhattan +', start: '2 3 4 1 5 x 7 6 8' };
  const en = (await check(params)).problems;
  assert.deepEqual(en.slice(0, 3), [
    "The link's goal was not valid (unknown goal 'nowhere' (use ordered, blank-first, spiral, reverse or a board)); using ordered.",
    'The link\'s algorithm "dijkstra" is unknown; using A*.',
    'The link\'s heuristic "hamming" is unknown; using Manhattan distance.',
  ]);
  setLanguage('zh-CN');
  try {
    const zh = (await check(params)).problems;
    assert.match(zh[0], /；改用 顺序。$/);
    assert.equal(zh[1], '链接里的算法 "dijkstra" 不存在；改用 A* 算法。');
    assert.equal(zh[2], '链接里的启发函数 "hamming" 不存在；改用 曼哈顿距离。');
    assert.match(zh[3], /（改用 曼哈顿距离）/);
    for (const line of zh) assert.doesNotMatch(line, /改用 (astar|manhattan|linear-conflict|ordered)/);
  } finally {
    setLanguage('en');
  }
});

test("start: the engine parses the board; a bad one is reported in the engine's words", async () => {
  assert.deepEqual((await check({ start: '2 3 4 1 5 x 7 6 8' })).values.board, { width: 3, height: 3, tiles: [2, 3, 4, 1, 5, 0, 7, 6, 8] });
  const bad = await check({ start: '1 2 3' });
  assert.equal(bad.values.start, '1 2 3');
  assert.equal(bad.values.board, undefined);
  assert.deepEqual(bad.problems, ["The link's board was not valid: expected 4, 9, 16 or 25 tiles, found 3 (other shapes: one row per line)."]);
  assert.deepEqual((await check({ start: '1 1 2 3 4 5 6 7 x' })).problems, ["The link's board was not valid: tile 1 appears twice."]);
});

test('goal: a named goal, a board (custom), or the default with the reason', async () => {
  assert.deepEqual((await check({ goal: 'spiral' })).values.goal, 'spiral');
  const custom = await check({ goal: '8 7 6 5 4 3 2 1 x' });
  assert.equal(custom.values.goal, 'custom');
  assert.equal(custom.values.customGoal, '8 7 6 5 4 3 2 1 x');
  assert.deepEqual(custom.problems, []);
  const named = await check({ start: '1 2 3 4 5 6 7 8 x', goal: 'snake' });
  assert.equal(named.values.goal, 'ordered');
  assert.deepEqual(named.problems, [
    "The link's goal was not valid (unknown goal 'snake' (use ordered, blank-first, spiral, reverse or a board)); using ordered.",
  ]);
  assert.deepEqual((await check({ goal: '1 2 3 4 5 6 7 x 9' })).problems, [
    "The link's goal was not valid (tile 9 is out of range (1 to 8)); using ordered.",
  ]);
  // The goal is read at the link's size: a 4×4 goal text is valid with size 4 only.
  const goal16 = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x';
  assert.equal((await check({ size: '4', goal: goal16 })).values.goal, 'custom');
  assert.equal((await check({ goal: goal16 })).values.goal, 'ordered');
});

test('algorithm and heuristic: names from the catalogue; a table-built heuristic is not offered', async () => {
  assert.deepEqual(await check({ algorithm: 'idastar', heuristic: 'linear-conflict' }), {
    values: { algorithm: 'idastar', heuristic: 'linear-conflict' },
    problems: [],
  });
  assert.deepEqual(await check({ algorithm: 'nope', heuristic: 'pdb663' }), {
    values: { algorithm: 'astar', heuristic: 'manhattan' },
    problems: ["The link's algorithm \"nope\" is unknown; using A*.", "The link's heuristic \"pdb663\" is unknown; using Manhattan distance."],
  });
  // A long junk value is quoted cut short, at 40 characters.
  const junk = 'x'.repeat(100);
  assert.deepEqual((await check({ algorithm: junk })).problems, [`The link's algorithm "${'x'.repeat(40)}…" is unknown; using A*.`]);
});

test("weight: clamped to the page's range (limits() 1 to 10), a non-number gives the default 2", async () => {
  assert.equal((await check({ weight: '1.5' })).values.weight, 1.5);
  assert.deepEqual(await check({ weight: '100' }), {
    values: { algorithm: undefined, heuristic: undefined, weight: 10 },
    problems: ["The link's weight \"100\" is out of range; using 10."],
  });
  assert.deepEqual((await check({ weight: '0.5' })).problems, ["The link's weight \"0.5\" is out of range; using 1."]);
  assert.deepEqual((await check({ weight: 'abc' })).problems, ["The link's weight \"abc\" is not a number; using 2."]);
  assert.deepEqual((await check({ weight: ' ' })).problems, ["The link's weight \" \" is not a number; using 2."]);
});

test("speed: the slider's stop at or below the speed asked for; max is the last stop", async () => {
  // SPEEDS (transport.js): 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 20000, max.
  assert.equal((await check({ speed: 'max' })).values.speedIndex, 12);
  assert.equal((await check({ speed: 'MAX' })).values.speedIndex, 12);
  assert.equal((await check({ speed: '20' })).values.speedIndex, 4);
  assert.equal((await check({ speed: '30' })).values.speedIndex, 4);
  assert.deepEqual((await check({ speed: '30' })).problems, []);
  assert.deepEqual(await check({ speed: '0' }), {
    values: { algorithm: undefined, heuristic: undefined, speedIndex: 0 },
    problems: ["The link's speed \"0\" is out of range; using 1 / s."],
  });
  assert.deepEqual((await check({ speed: '99999' })).problems, ["The link's speed \"99999\" is out of range; using 20000 / s."]);
  assert.equal((await check({ speed: '99999' })).values.speedIndex, 11);
  assert.deepEqual((await check({ speed: 'fast' })).problems, ["The link's speed \"fast\" is not a number; using 20 / s."]);
  assert.equal((await check({ speed: 'fast' })).values.speedIndex, 4);
});

test('a value or a hash the link had to cut is said, and a 10 MB hash is read in part at once (issue 25)', async () => {
  const { readHash, MAX_HASH_LENGTH } = await import('../../www/app/share.js');
  const saved = globalThis.window;
  const at = (hash) => {
    // The page reads the hash from `href` (share.js: Chromium builds `location.hash` anew at each read).
    globalThis.window = { location: { hash, href: `http://localhost/${hash}` } };
    return readHash();
  };
  try {
    const formula = `manhattan${' + 1'.repeat(1250)}`;
    const hash = at(`#view=solve&heuristic=formula&formula=${encodeURIComponent(formula)}`);
    assert.equal(hash.formula.length, 400);
    const { problems } = await check(hash);
    assert.equal(problems[0], 'The link’s "formula" has 5,009 characters; only the first 400 were read.');
    // 10 MB: read up to its last whole value before 20,000 characters, quickly, and said.
    const big = `#start=1+2+3+4+5+6+7+8+0&goal=ordered&formula=${'9'.repeat(10_000_000)}`;
    // What the parser is handed: the head up to its last whole value, not the 10 MB.
    const parsed = [];
    const Params = globalThis.URLSearchParams;
    globalThis.URLSearchParams = class extends Params {
      constructor(init) {
        parsed.push(typeof init === 'string' ? init.length : -1);
        super(init);
      }
    };
    let read;
    try {
      read = at(big);
    } finally {
      globalThis.URLSearchParams = Params;
    }
    assert.deepEqual(parsed, ['start=1+2+3+4+5+6+7+8+0&goal=ordered'.length]);
    assert.deepEqual(read, { start: '1 2 3 4 5 6 7 8 0', goal: 'ordered' });
    const said = await check(read);
    assert.equal(said.problems[0], `The link’s part after # has 10,000,045 characters; only the first ${MAX_HASH_LENGTH.toLocaleString('en')} were read.`);
  } finally {
    globalThis.window = saved;
  }
});
