// Seeded fuzz of the two texts a stranger hands the page (`npm test`, after the build): formulas
// (random syntax trees of every feature and function, nested sums, constants small, fractional,
// huge and long, whole texts past the 400-character limit, random characters) through the engine's
// parseFormula and, for those it accepts, checkFormula on a 3×3 board (every state) and a 4×4 one
// (the states nearest the goal); and lesson files (random shapes, sizes and types, texts by
// language, setups) through readLesson and the page's wording of each problem. Every input answers
// within a bounded time with a result or a sentence (issue 25: a short nested formula kept the
// page's engine busy for minutes, a title of 300,000 keys overflowed the stack), and the engine
// stays usable after each: a typed board is still read and solved at its exact length. Some lessons
// are well formed, their steps' formulas given to the engine as the page gives them.
// FUZZ_SEED=n reproduces a run; FUZZ_FORMULAS=n and FUZZ_LESSONS=n change its length.

import { register } from 'node:module';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { rng, timed } from './seeded.mjs';

register('../unit/css-as-empty.mjs', import.meta.url);
globalThis.HTMLElement ??= class {};
const pkg = new URL('../../www/pkg/', import.meta.url);
const api = await import(new URL('npuzzle.js', pkg));
await api.default({ module_or_path: await readFile(new URL('npuzzle_bg.wasm', pkg)) });
const { readLesson, SCHEMA, SETUP_KEYS } = await import('../../www/views/lessons/schema.js');
const { describeProblem } = await import('../../www/views/lessons/index.js');
const { mistakeText } = await import('../../www/i18n/formula-words.js');
const { setLanguage } = await import('../../www/i18n/index.js');

const SEED = Number(process.env.FUZZ_SEED ?? 20261203);
const FORMULAS = Number(process.env.FUZZ_FORMULAS ?? 400);
const LESSONS = Number(process.env.FUZZ_LESSONS ?? 300);
/**
 * A parse or a lesson that takes more processor time than this is a hang. Time is this process's
 * CPU time (process.cpuUsage), not the wall clock, so other work on the machine cannot fail it.
 */
const QUICK_MS = 200;
/**
 * A check slower than this is a hang. A check's work is bounded by the engine (the states it reads
 * times the formula's cost a board, at most `work`: about a second, asserted below as a count);
 * this only catches a hang, on a machine shared by several builds.
 */
const CHECK_MS = 45_000;

const random = rng(SEED);
const below = (n) => Math.floor(random() * n);
const pick = (list) => list[below(list.length)];

const FEATURES = ['manhattan', 'misplaced', 'linear_conflict', 'blank_row', 'blank_col', 'width', 'height'];
const TILE_FUNCTIONS = ['d', 'row', 'col', 'goal_row', 'goal_col'];
const OPS = ['+', '-', '*', '/', '<', '<=', '>', '>=', '==', '!=', 'and', 'or'];

function constant() {
  switch (below(6)) {
    case 0:
      return String(below(10));
    case 1:
      return `${below(100)}.${below(1000)}`;
    case 2:
      return '9'.repeat(1 + below(45));
    case 3:
      return `0.${'0'.repeat(below(20))}1`;
    case 4:
      return String(below(2_000_000_000));
    default:
      return String(below(1000));
  }
}

/** A random expression of at most `depth` levels, with the sum variables `vars` in scope. */
function expr(depth, vars) {
  if (depth <= 0 || random() < 0.25) {
    const r = below(3);
    if (r === 0) return constant();
    if (r === 1 && vars.length) return pick(vars);
    return pick(FEATURES);
  }
  const next = depth - 1;
  switch (below(8)) {
    case 0:
    case 1:
      return `${expr(next, vars)} ${pick(OPS)} ${expr(next, vars)}`;
    case 2:
      return `(${expr(next, vars)})`;
    case 3:
      return `${pick(['-', 'not '])}${expr(next, vars)}`;
    case 4:
      return `${pick(['min', 'max'])}(${Array.from({ length: 2 + below(3) }, () => expr(next, vars)).join(', ')})`;
    case 5:
      return `abs(${expr(next, vars)})`;
    case 6: {
      const v = `t${vars.length}`;
      const body = random() < 0.5 ? `${pick(TILE_FUNCTIONS)}(${v})` : expr(next, [...vars, v]);
      return `sum(${v} in tiles: ${body})`;
    }
    default:
      return `if ${expr(next, vars)} then ${expr(next, vars)} else ${expr(next, vars)}`;
  }
}

/** A formula text: mostly trees, sometimes nested sums, long texts or noise. */
function formula() {
  const r = random();
  if (r < 0.1) {
    // Sums nested 1 to 5 deep around a tile function of the outermost.
    const n = 1 + below(5);
    let body = `d(t0) * ${below(9)}`;
    for (let i = n - 1; i >= 0; i--) body = `sum(t${i} in tiles: ${body})`;
    return body;
  }
  if (r < 0.15) return `${pick(FEATURES)} + ${'1 + '.repeat(below(300))}1`;
  if (r < 0.2) return Array.from({ length: below(500) }, () => String.fromCharCode(32 + below(95))).join('');
  if (r < 0.25) return `${'('.repeat(below(120))}manhattan${')'.repeat(below(120))}`;
  return expr(1 + below(6), []);
}


/** A mistake must be a sentence in both languages, with a column. */
function assertSentence(error, text) {
  assert.equal(typeof error.code, 'string', text);
  assert.ok(Number.isInteger(error.column) && error.column >= 1, text);
  for (const lang of ['en', 'zh-CN']) {
    setLanguage(lang);
    const sentence = mistakeText(error);
    assert.ok(sentence.length > 10 && sentence.length < 600, `${lang}: ${sentence}`);
  }
}

/**
 * A board a user types, the page's way (parseBoard, then a search in the same engine): it must
 * still be read and solved at its exact length after every fuzzed input, so no input leaves the
 * engine broken (a trap poisons a wasm instance) or busy.
 */
const TYPED = '4 1 3 7 2 6 x 5 8';
const bfs = new api.Session(TYPED, 'ordered', 'bfs', 'zero', 1, 0, 0);
/** Its exact distance, by breadth-first search, asked once before any fuzzed input. */
const EXACT = bfs.step(Infinity).solutionLength;
bfs.free();

/** The typed board is read and A* with Manhattan distance solves it at EXACT moves (after `input`). */
function assertTypedBoardSolves(input) {
  const board = api.parseBoard(TYPED);
  assert.deepEqual([board.width, board.height], [3, 3], String(input).slice(0, 200));
  const session = new api.Session(TYPED, 'ordered', 'astar', 'manhattan', 1, 0, 0);
  const summary = session.step(Infinity);
  session.free();
  assert.deepEqual([summary.status, summary.solutionLength], ['solved', EXACT], `after ${String(input).slice(0, 200)}`);
}

test('the typed board is solved at its exact distance before any input', () => {
  // Pinned by hand: 4 1 3 / 7 2 6 / x 5 8 is 6 moves from the ordered goal (up, up, right, down, right, down).
  assert.equal(EXACT, 6);
  assertTypedBoardSolves('nothing yet');
});

test('every formula answers quickly with a formula or a sentence, and its check within a bound', () => {
  let accepted = 0;
  let checked = 0;
  let slowest = 0;
  for (let i = 0; i < FORMULAS; i++) {
    const text = formula();
    const [read, ms] = timed(() => api.parseFormula(text));
    assert.ok(ms < QUICK_MS, `parse took ${ms} ms: ${text.slice(0, 200)}`);
    // The engine stays usable after each input: a typed board still solves, at its exact length.
    if (i % 4 === 0) assertTypedBoardSolves(text);
    if (!read.ok) {
      assertSentence(read.error, text);
      continue;
    }
    accepted++;
    // One in twenty checked on 3×3 (every state), one in a hundred on 4×4 (the states nearest the goal).
    if (i % 20 !== 0) continue;
    const [width, height] = i % 100 === 0 ? [4, 4] : [3, 3];
    const [check, took] = timed(() => api.checkFormula(text, 'ordered', width, height));
    slowest = Math.max(slowest, took);
    assert.ok(took < CHECK_MS, `check took ${took} ms: ${text}`);
    if (check.ok) {
      checked++;
      assert.ok(check.maxH <= 1_000_000_000, text);
      assert.ok(check.rounded >= 0 && check.rounded <= check.states, text);
      // The check's work is bounded, counted: the states it read times the formula's cost a board.
      assert.ok(check.states * check.boardCost <= check.work, `${check.states} × ${check.boardCost}: ${text}`);
    } else assertSentence(check.error, text);
    assertTypedBoardSolves(text);
  }
  // The generator must reach both sides, or the test proves nothing.
  assert.ok(accepted > FORMULAS / 5, `accepted ${accepted}`);
  assert.ok(checked > 3, `checked ${checked}`);
  assert.ok(accepted < FORMULAS, 'some refused');
  process.stderr.write(`formulas: ${accepted} of ${FORMULAS} accepted, ${checked} checked, slowest check ${Math.round(slowest)} ms\n`);
});

/** A random JSON value of about `size`, or a lesson-like object. */
function value(depth) {
  switch (below(depth > 0 ? 9 : 6)) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick([0, -1, 1e300, Number.MAX_SAFE_INTEGER, 3.5]);
    case 3:
      return 'x'.repeat(below(2) ? below(10) : below(3000));
    case 4:
      return pick(['solve', 'explain', 'lab', '', '  ']);
    case 5:
      return pick(['1 2 3 4 5 6 7 8 0', 'ordered', 'manhattan', 'sum(a in tiles: sum(b in tiles: d(a)))']);
    case 6:
      return Array.from({ length: below(6) }, () => value(depth - 1));
    case 7: {
      const keys = below(6) === 0 ? 1 + below(2000) : below(6);
      const o = {};
      for (let k = 0; k < keys; k++) o[pick([...SETUP_KEYS, 'en', 'zh-CN', 'title', `k${k}`])] = value(depth - 1);
      return o;
    }
    default:
      return { title: value(depth - 1), text: value(depth - 1), setup: value(depth - 1) };
  }
}

/** A well-formed lesson whose steps carry fuzzed formulas (cut to a setup value's 120 characters). */
function formulaLesson() {
  const steps = Array.from({ length: 1 + below(3) }, (_, i) => ({
    title: `Step ${i + 1}`,
    text: 'A formula from a stranger.',
    setup: { view: 'solve', algorithm: 'astar', heuristic: 'formula', formula: formula().slice(0, 120) },
  }));
  return { schema: SCHEMA, title: 'A lesson', steps };
}

function lesson() {
  if (random() < 0.3) return formulaLesson();
  const steps = below(4) === 0 ? value(2) : Array.from({ length: below(3) === 0 ? below(100) : 1 + below(4) }, () => value(2));
  return { schema: random() < 0.8 ? SCHEMA : value(1), title: random() < 0.5 ? 'A lesson' : value(2), steps };
}

test('every lesson file answers quickly with a lesson or problems worded in both languages', () => {
  let good = 0;
  let formulas = 0;
  for (let i = 0; i < LESSONS; i++) {
    const data = random() < 0.1 ? value(3) : lesson();
    const [{ lesson: read, problems }, ms] = timed(() => readLesson(data));
    assert.ok(ms < QUICK_MS * 5, `readLesson took ${ms} ms`);
    if (i % 4 === 0) assertTypedBoardSolves(JSON.stringify(data));
    if (read) {
      good++;
      assert.equal(problems.length, 0);
      // A step's formula goes to the engine as the page gives it (parse, then the bounded check), and
      // a typed board still solves after it.
      for (const step of read.steps) {
        const text = step.setup?.formula;
        if (typeof text !== 'string') continue;
        const parsed = api.parseFormula(text);
        if (parsed.ok) assert.ok(api.checkFormula(text, 'ordered', 3, 3).ok !== undefined, text);
        assertTypedBoardSolves(text);
        formulas++;
      }
      continue;
    }
    assert.ok(problems.length > 0);
    for (const lang of ['en', 'zh-CN']) {
      setLanguage(lang);
      for (const p of problems.slice(0, 50)) {
        const sentence = describeProblem(p);
        assert.equal(typeof sentence, 'string');
        assert.ok(sentence.length > 2 && sentence.length < 1000, `${lang}: ${sentence.slice(0, 200)}`);
      }
    }
  }
  // The generator must reach lessons that read, with formulas the engine is given, or this proves little.
  assert.ok(good > LESSONS / 10 && formulas > good, `${good} read, ${formulas} formulas`);
  process.stderr.write(`lessons: ${good} of ${LESSONS} read, ${formulas} step formulas given to the engine\n`);
});
