// Fuzz test of the wasm API under node (`npm test`, after scripts/build-wasm.sh):
// 10,000+ seeded random calls of every export of www/pkg/npuzzle.js with random
// strings, numbers (NaN, ±Infinity, 1e300, 2^64, negatives, fractions) and wrong
// types (undefined, null, objects, arrays, booleans, functions, BigInt, Symbol).
// Every call either returns or throws a JS Error with a sentence, never a trap
// (WebAssembly.RuntimeError: "unreachable", "memory access out of bounds"), and
// the same instance keeps giving its pinned answer afterwards. A trap kills the
// page's engine for every view until the page is reloaded, which is why this runs
// on every `npm test`.
//
// Each call's work is bounded (small node budgets, no pattern databases on 4×4,
// a few 3×3 Accuracy tables at most), so the test also proves that no call hangs.
// FUZZ_SEED=n reproduces a run; FUZZ_CALLS=n changes its length.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { rng, timed } from './seeded.mjs';

const pkg = new URL('../../www/pkg/', import.meta.url);
const api = await import(new URL('npuzzle.js', pkg));
await api.default({ module_or_path: await readFile(new URL('npuzzle_bg.wasm', pkg)) });

const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const CALLS = Number(process.env.FUZZ_CALLS ?? 12000);
/**
 * A call that takes more processor time than this is a hang (the slowest bounded call, a 4×4
 * hinter building its 5-5-5 databases, takes about 2 s). Measured as this process's CPU time
 * (process.cpuUsage), not the wall clock: a loaded machine made the wall clock fail a call that
 * was not slow.
 */
const SLOW_MS = 5000;


const random = rng(SEED);
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];
const chance = (p) => random() < p;

const BOARDS = [
  '2 3 4 1 5 x 7 6 8', '8 6 7 2 5 4 3 0 1', '1 2 3 4 5 6 7 8 0', '1 2 3 4 5 6 8 7 0', '283104765',
  '1 2 3 0', '3 1 2 0', '1 2 3 4 5 0', '5 1 2 3 4 0 6 7', '1 6 4 2 x 7 5 8 3',
  '15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4', '14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15',
  '13 11 0 7 5 2 1 6 3 14 16 18 19 4 10 17 20 8 15 9 12 21 22 23 24',
  '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0',
];
const GOALS = ['ordered', 'blank-first', 'spiral', 'reverse', '1 2 3 4 5 6 7 8 0', '0 1 2 3 4 5 6 7 8'];
const ALGORITHMS = ['bfs', 'bibfs', 'astar', 'wastar', 'greedy', 'idastar', 'iddfs'];
const LIGHT_HEURISTICS = ['zero', 'misplaced', 'manhattan', 'linear-conflict', 'walking-distance'];
const NUMBERS = [NaN, Infinity, -Infinity, 1e300, -1e300, 2 ** 64, 2 ** 32, 2 ** 32 - 1, -1, 0, 1, 2, 3, 4, 5, 2.5, 0.5, 1e-300, -0, 31, 1000, 1001, 9999.999];
const JUNK_CHARS = ['\u0000', '\u0007', '\u001b[2J', '\u202e', '\ufeff', '\ud800', '😀', '０', '，', 'x', '_', '-', ',', '\n', '\t', ' ', '9', 'é'];

function randomText() {
  const roll = int(6);
  if (roll === 0) return pick(BOARDS);
  if (roll === 1) return pick([...GOALS, ...ALGORITHMS, ...LIGHT_HEURISTICS, 'pdb555', 'pdb663', '3x3', '4x4', '5x2', '']);
  if (roll === 2) {
    // A board with one token changed.
    const tokens = pick(BOARDS).split(' ');
    tokens[int(tokens.length)] = pick(JUNK_CHARS) + String(int(40));
    return tokens.join(' ');
  }
  let s = '';
  const n = int(roll === 3 ? 60 : 12);
  for (let i = 0; i < n; i++) s += chance(0.5) ? String(int(30)) + ' ' : pick(JUNK_CHARS);
  return s;
}

const WRONG = [
  () => undefined, () => null, () => ({}), () => [], () => [1, 2, 3], () => true, () => false,
  () => () => 1, () => 10n, () => Symbol('s'), () => new Uint8Array([1, 2]), () => ({ toString: () => '1 2 3 0' }),
];
const wrong = () => pick(WRONG)();
const number = () => (chance(0.6) ? pick(NUMBERS) : (random() - 0.3) * 10 ** int(6));
/** Mostly the type the parameter wants, sometimes a number or a wrong type. */
const text = () => (chance(0.75) ? randomText() : chance(0.5) ? number() : wrong());
const num = () => (chance(0.85) ? number() : chance(0.5) ? randomText() : wrong());
/**
 * A small node budget: the search stops after at most this many expansions. Never 0,
 * NaN or negative, which mean "no limit" (docs/wasm-api.md): with those a 4×4 search
 * runs for minutes by design, which is no hang but no fuzzing either.
 */
const budget = () => (chance(0.9) ? 1 + int(3000) : pick([1, 50, 2.5, 1.5e3]));
const side = () => (chance(0.8) ? 2 + int(4) : num());
const isBig = (board) => typeof board === 'string' && board.trim().split(/[\s,]+/).length > 9;
/** A heuristic name that builds no pattern database on a 4×4 start (seconds each). */
const heuristicFor = (start) => (chance(0.1) && !isBig(start) ? pick(['pdb555', 'pdb663']) : chance(0.85) ? pick(LIGHT_HEURISTICS) : text());

let accuracyTables = 0;
/** 3×3 hinters build a 181,440-state table and 4×4 ones the 5-5-5 databases: a few of each suffice. */
const hinterTables = { small: 0, fifteen: 0 };
/** The last call's arguments, for a failure's message. */
let lastArgs = '';
const show = (...args) => {
  lastArgs = args.map((a) => (typeof a === 'string' ? JSON.stringify(a) : typeof a === 'bigint' ? `${a}n` : typeof a === 'symbol' ? 'Symbol' : typeof a === 'function' ? 'fn' : JSON.stringify(a) ?? String(a))).join(', ');
  return args;
};
const sessions = [];
const solvers = [];
const accuracies = [];
const hinters = [];

/** The calls, each with arguments drawn for it. Budgets stay small so no call runs long. */
const CASES = {
  parseBoard: () => api.parseBoard(text(), chance(0.5) ? undefined : text()),
  goalBoard: () => api.goalBoard(text(), side(), side()),
  solvability: () => api.solvability(text(), text()),
  heuristicValues: () => api.heuristicValues(text(), text()),
  otherGoals: () => api.otherGoals(text(), text()),
  sizes: () => api.sizes(),
  randomBoard: () => api.randomBoard(chance(0.8) ? pick(GOALS) : text(), side(), side(), chance(0.8) ? int(60) : num(), num()),
  namedGoals: () => api.namedGoals(side(), side()),
  algorithms: () => api.algorithms(),
  heuristics: () => api.heuristics(),
  limits: () => api.limits(),
  pageWeight: () => api.pageWeight(num()),
  traceFormat: () => api.traceFormat(),
  effectiveBranchingFactor: () => api.effectiveBranchingFactor(num(), num()),
  tablePlan: () => api.tablePlan(text(), text()),
  buildPatternTable: () =>
    api.buildPatternTable(text(), chance(0.7) ? Uint8Array.from({ length: int(4) }, () => int(18)) : chance(0.5) ? [int(16), int(16)] : wrong(), undefined),
  kernelSolve: () => {
    const start = text();
    return api.kernelSolve(start, text(), heuristicFor(start), budget());
  },
  newSession: () => {
    const start = text();
    const s = new api.Session(start, text(), chance(0.85) ? pick(ALGORITHMS) : text(), heuristicFor(start), num(), budget(), num());
    sessions.push(s);
    if (sessions.length > 8) sessions.shift().free();
    return s;
  },
  sessionMethods: () => {
    const s = sessions.length ? pick(sessions) : null;
    if (!s) return null;
    const method = pick(['step', 'summary', 'treeLog', 'treeTiles', 'treeMarks', 'frontierProfile', 'iterations',
      'depthHistogram', 'startDistance', 'expandedByDistance', 'distancesCountedFrom', 'solutionMoves',
      'solutionStates', 'historyLength', 'historyPtr', 'treeLength', 'treeLimit', 'watchDistances']);
    if (method === 'step') return s.step(chance(0.8) ? int(200) : num());
    if (method === 'treeLog' || method === 'treeTiles') return s[method](chance(0.7) ? int(50) : num());
    return [s[method](), s.width, s.height, s.cells];
  },
  newLabSolver: () => {
    const h = chance(0.8) ? pick(['manhattan', 'linear-conflict', 'walking-distance', 'zero']) : chance(0.5) ? 'pdb663' : text();
    const tables = chance(0.8) ? [] : chance(0.5) ? [new Uint8Array(8)] : wrong();
    const solver = new api.LabSolver(h, chance(0.8) ? pick(['ordered', 'blank-first']) : text(), tables);
    solvers.push(solver);
    if (solvers.length > 4) solvers.shift().free();
    return solver;
  },
  labMethods: () => {
    const solver = solvers.length ? pick(solvers) : null;
    if (!solver) return null;
    const start = chance(0.5) ? pick(BOARDS) : text();
    const roll = int(4);
    if (roll === 0) return solver.estimate(start);
    if (roll === 1) return solver.solve(...show(start, budget(), chance(0.5) ? undefined : () => chance(0.5)));
    if (roll === 2) return solver.solveAStar(...show(start, chance(0.8) ? 1 + int(2_000_000) : pick([1, 100, 1e5]), chance(0.7) ? undefined : () => false));
    return solver.heuristic;
  },
  newAccuracy: () => {
    let w = side();
    const h = side();
    if (w * h === 9 && accuracyTables >= 3) w = 2; // a 3×3 table is 181,440 states: a few suffice
    if (w === 3 && h === 3) accuracyTables++;
    const a = new api.Accuracy(text(), w, h);
    accuracies.push(a);
    return a;
  },
  accuracyMethods: () => {
    const a = accuracies.length ? pick(accuracies) : null;
    if (!a) return null;
    const roll = int(5);
    if (roll === 0) return a.distanceOf(text());
    if (roll === 1) return a.matrix(text());
    if (roll === 2) return a.summary(text());
    if (roll === 3) return a.dominance();
    return [a.states, a.farthest, a.side, a.goalTiles(), a.histogram()];
  },
};

/**
 * The hinter's calls ("Play it yourself", src/wasm/hint.rs), run by a test of their own after
 * the one above, so that test's seeded sequence of calls stays the one it always was.
 */
const HINTER_CASES = {
  newHinter: () => {
    let w = side();
    const h = side();
    const kind = w * h === 16 ? 'fifteen' : w * h > 4 && w * h <= 9 ? 'small' : '';
    if (kind && hinterTables[kind] >= (kind === 'fifteen' ? 2 : 3)) w = 2;
    else if (kind && w > 1 && h > 1 && w < 6 && h < 6) hinterTables[kind]++;
    // Past 9 cells a hint searches: a small node budget (the default one may take a second a hint).
    const nodes = !(w * h <= 9) || chance(0.8) ? budget() : num();
    const hinter = new api.Hinter(...show(text(), w, h, nodes));
    hinters.push(hinter);
    return hinter;
  },
  hinterMethods: () => {
    const hinter = hinters.length ? pick(hinters) : null;
    if (!hinter) return null;
    if (chance(0.1)) return hinter.exact;
    return hinter.hint(...show(text()));
  },
};

/** What a thrown value must be: a JS Error with a sentence, not a trap. */
function checkThrown(name, args, e) {
  const where = `${name}(${args}) [seed ${SEED}]`;
  assert.ok(e instanceof Error, `${where} threw a non-Error: ${String(e)}`);
  assert.ok(!(e instanceof WebAssembly.RuntimeError), `${where} trapped: ${e.message}`);
  assert.doesNotMatch(e.message, /unreachable|memory access out of bounds|RuntimeError|panicked/, where);
  assert.match(e.message, /[a-z]{2,}.* /i, `${where}: no sentence: ${e.message}`);
}

/** The pinned answer of a fixed solve: the POJ 1077 sample by A* with Manhattan. */
function fixedSolve() {
  const s = new api.Session('2 3 4 1 5 x 7 6 8', 'ordered', 'astar', 'manhattan', 1, 0, 0);
  const done = s.step(Infinity);
  const answer = [done.status, done.solutionLength, done.expanded, s.solutionMoves()];
  s.free();
  return answer;
}
/** tests/pinned_counts.rs: 314 expansions, this path. */
const PINNED = ['solved', 19, 314, 'dlurullddrurdllurdr'];

/**
 * Call `i`: `cases[name]()`, counted in `calls[name]` as answered or thrown (a thrown error must
 * be a sentence), and within SLOW_MS.
 */
function timedCall(cases, name, i, calls) {
  lastArgs = '';
  const [, ms] = timed(() => {
    try {
      cases[name]();
      calls[name].ok++;
    } catch (e) {
      calls[name].threw++;
      checkThrown(name, `call ${i}`, e);
    }
  });
  assert.ok(ms < SLOW_MS, `${name}(${lastArgs}), call ${i}, took ${Math.round(ms)} ms [seed ${SEED}]`);
}

test(`${CALLS} random calls of every export: errors are sentences, nothing traps or hangs (seed ${SEED})`, () => {
  const pinned = fixedSolve();
  assert.deepEqual(pinned, PINNED);
  const names = Object.keys(CASES);
  const calls = Object.fromEntries(names.map((n) => [n, { ok: 0, threw: 0 }]));
  for (let i = 0; i < CALLS; i++) {
    // Every export in turn, then at random, so each is called hundreds of times.
    const name = i < names.length * 50 ? names[i % names.length] : pick(names);
    timedCall(CASES, name, i, calls);
    if (i % 1000 === 999) assert.deepEqual(fixedSolve(), pinned, `after call ${i} the instance still solves`);
  }
  assert.deepEqual(fixedSolve(), pinned, 'after every call the instance still solves');
  for (const name of names) {
    assert.ok(calls[name].ok + calls[name].threw >= 100, `${name} was called ${JSON.stringify(calls[name])}`);
  }
  // Both outcomes are exercised for the functions that take user text.
  for (const name of ['parseBoard', 'newSession', 'solvability', 'kernelSolve', 'goalBoard']) {
    assert.ok(calls[name].ok > 0 && calls[name].threw > 0, `${name}: ${JSON.stringify(calls[name])}`);
  }
});

test('wrong types give the engine\'s sentence, naming the argument', () => {
  const said = (f) => {
    try {
      f();
    } catch (e) {
      return e.message;
    }
    return 'no error';
  };
  assert.equal(said(() => new api.Session(42, 'ordered', 'astar', 'manhattan', 1, 0, 0)), 'the start must be a string, not the number 42');
  assert.equal(said(() => api.parseBoard(undefined)), 'the board must be a string, not undefined');
  assert.equal(said(() => api.solvability('1 2 3 0', null)), 'the goal must be a string, not null');
  assert.equal(said(() => new api.Session('8 6 7 2 5 4 3 x 1', 'ordered', 'wastar', 'linear-conflict', 9999.999, 0, 0)),
    'the weight must be a number from 1 to 1000, not 9999.999');
  assert.equal(said(() => new api.Session('8 6 7 2 5 4 3 x 1', 'ordered', 'wastar', 'linear-conflict', 1e300, 0, 0)),
    'the weight must be a number from 1 to 1000, not 1e300');
  assert.deepEqual(fixedSolve(), PINNED);
});

test('random calls of the hinter: answers or sentences, nothing traps or hangs', () => {
  const calls = { newHinter: { ok: 0, threw: 0 }, hinterMethods: { ok: 0, threw: 0 } };
  for (let i = 0; i < 2000; i++) {
    const name = i % 2 === 0 ? 'newHinter' : 'hinterMethods';
    timedCall(HINTER_CASES, name, i, calls);
  }
  for (const name of Object.keys(calls)) assert.ok(calls[name].ok > 0 && calls[name].threw > 0, `${name}: ${JSON.stringify(calls[name])}`);
  const hinter = new api.Hinter('ordered', 3, 3);
  assert.deepEqual({ ...hinter.hint('1 2 3 4 5 6 7 0 8') }, { status: 'next', distance: 1, move: 'r', tile: 8, atLeast: undefined });
  hinter.free();
  for (const h of hinters) h.free();
  assert.deepEqual(fixedSolve(), PINNED, 'after the hinter\'s calls the instance still solves');
});

/**
 * The seeds' lessons (src/wasm/cantor.rs, src/wasm/judge.rs), run by a test of their own so the
 * first test's seeded sequence of calls stays the one it always was.
 */
const SEED_CASES = {
  cantor: () => api.cantor(...show(chance(0.5) ? pick(BOARDS) : text())),
  inversionPairs: () => api.inversionPairs(...show(chance(0.5) ? pick(BOARDS) : text(), chance(0.7) ? pick(GOALS) : text())),
  judges: () => api.judges(),
  judge: () => api.judge(...show(chance(0.7) ? pick(['poj1077', 'codevs1225', 'p1379']) : text(), chance(0.5) ? pick(BOARDS) : text())),
};

test('random calls of the seeds\' lessons: answers or sentences, nothing traps or hangs', () => {
  const calls = Object.fromEntries(Object.keys(SEED_CASES).map((n) => [n, { ok: 0, threw: 0 }]));
  for (let i = 0; i < 2000; i++) timedCall(SEED_CASES, Object.keys(SEED_CASES)[i % 4], i, calls);
  for (const name of ['cantor', 'inversionPairs', 'judge']) assert.ok(calls[name].ok > 0 && calls[name].threw > 0, `${name}: ${JSON.stringify(calls[name])}`);
  assert.equal(api.cantor('283104765').rank, 117485);
  assert.equal(api.inversionPairs('1 2 3 4 5 6 8 7 x', 'ordered').pairs.length, 1);
  assert.equal(api.judge('p1379', '283104765\n'), '4\n');
  assert.deepEqual(fixedSolve(), PINNED);
});

/**
 * The state-space map's reads (src/wasm/state_map.rs), run by a test of their own so the first
 * test's seeded sequence of calls stays the one it always was. A 3×3 layout takes ~0.1 s, so only
 * a few are built; on 4×4 there is none.
 */
test('random calls of the state-space map: answers, nothing traps or hangs', () => {
  const boards = ['8 6 7 2 5 4 3 x 1', '1 2 3 4 5 6 7 8 0', '15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4'];
  const open = boards.map((b) => new api.Session(b, 'ordered', 'bfs', 'zero', 1, 0, 0));
  const factorial = (n) => (n <= 1 ? 1 : n * factorial(n - 1));
  let maps3x3 = 0;
  const calls = { stateMap: { ok: 0, threw: 0 }, stateTiles: { ok: 0, threw: 0 } };
  const cases = {
    stateMap: () => {
      const s = pick(open);
      if (s.cells === 9 && maps3x3++ >= 3) return null;
      const map = s.stateMap();
      if (s.cells > 9) assert.equal(map, null);
      else assert.equal(map.states, factorial(s.cells) / 2);
      return map;
    },
    stateTiles: () => {
      const s = pick(open);
      const rank = chance(0.6) ? int(factorial(Math.min(s.cells, 9)) + 5) : chance(0.7) ? num() : wrong();
      const tiles = s.stateTiles(...show(rank));
      assert.ok(tiles.length === 0 || tiles.length === s.cells, `${tiles.length} tiles on ${s.cells} cells`);
      if (tiles.length) assert.deepEqual([...tiles].sort((a, b) => a - b), Array.from({ length: s.cells }, (_, i) => i));
      return tiles;
    },
  };
  for (let i = 0; i < 600; i++) timedCall(cases, i % 6 === 0 ? 'stateMap' : 'stateTiles', i, calls);
  assert.ok(calls.stateTiles.ok > 400, JSON.stringify(calls));
  assert.deepEqual(Array.from(open[0].stateTiles(0)), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(open[2].stateTiles(0).length, 0);
  for (const s of open) s.free();
  assert.deepEqual(fixedSolve(), PINNED, 'after the map\'s calls the instance still solves');
});

test('random calls of formulaValue: answers or sentences, nothing traps or hangs', () => {
  // Formulas that evaluate, one that divides by zero everywhere, mistakes; then any text.
  const FORMULAS = ['manhattan', '2 * manhattan + 1', 'max(misplaced, manhattan) / 2', 'sum(t in tiles: d(t))',
    'manhattan / (misplaced - misplaced)', 'manhattan +', ''];
  const cases = {
    formulaValue: () => api.formulaValue(...show(chance(0.7) ? pick(FORMULAS) : text(), chance(0.6) ? pick(BOARDS) : text(),
      chance(0.6) ? pick(GOALS) : text())),
  };
  const calls = { formulaValue: { ok: 0, threw: 0 } };
  const answers = { evaluated: 0, refused: 0 };
  const counted = {
    formulaValue: () => {
      const answer = cases.formulaValue();
      answers[answer.ok ? 'evaluated' : 'refused']++;
      if (!answer.ok) assert.match(answer.error.message, /^at column \d+: /, lastArgs);
      return answer;
    },
  };
  for (let i = 0; i < 2000; i++) timedCall(counted, 'formulaValue', i, calls);
  assert.ok(calls.formulaValue.threw > 0 && answers.evaluated > 0 && answers.refused > 0, JSON.stringify({ calls, answers }));
  const board = '8 6 7 2 5 4 3 0 1';
  const h = api.heuristicValues(board, 'ordered').manhattan + 1;
  assert.deepEqual({ ...api.formulaValue('manhattan + 1', board, 'ordered') }, { ok: true, h, column: h });
  assert.deepEqual(fixedSolve(), PINNED, 'after formulaValue\'s calls the instance still solves');
});
