// The engine's texts in Chinese: every word of the engine's catalogue (algorithms, heuristics,
// goals) and every code of `messageCodes()` has its zh-CN wording, and an error the real engine
// throws (www/pkg) is worded in Chinese from its code and arguments, naming the same tile or
// count as its English — also after crossing a worker's postMessage (www/engine/errors.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import zh from '../../www/i18n/zh-CN.js';
import { engineText, errorText, setLanguage } from '../../www/i18n/index.js';
import { errorFields, errorOf } from '../../www/engine/errors.js';
import { nodeEngine } from './engine.mjs';

/** The fields of www/engine/catalogue.js WORDS an entry may carry. */
const WORDS = ['title', 'short', 'phrase', 'shortPhrase', 'hint', 'description'];

/** Latin words of two letters or more, as tests/e2e/harness.mjs `englishWords` finds them. */
const latin = (text) => [...text.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)].map((m) => m[0]);

/** What the engine throws for `call`. */
function thrown(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the engine to throw');
}

test('every algorithm, heuristic and named goal of the engine has its Chinese words', async () => {
  const engine = await nodeEngine();
  const missing = [];
  for (const [kind, entries] of [['algorithm', engine.algorithms()], ['heuristic', engine.heuristics()]]) {
    for (const entry of entries) {
      for (const field of WORDS) {
        if (typeof entry[field] === 'string' && typeof zh[`${kind}.${entry.name}.${field}`] !== 'string') {
          missing.push(`${kind}.${entry.name}.${field}`);
        }
      }
    }
  }
  const { minSide, maxSide } = engine.limits();
  for (let width = minSide; width <= maxSide; width++) {
    for (let height = minSide; height <= maxSide; height++) {
      for (const goal of engine.namedGoals(width, height)) {
        if (typeof zh[`goal.${goal.name}.description`] !== 'string') missing.push(`goal.${goal.name}.description`);
      }
    }
  }
  assert.deepEqual([...new Set(missing)], []);
});

test('every message code of the engine has its Chinese wording, taking the arguments it lists', async () => {
  const engine = await nodeEngine();
  const codes = engine.messageCodes();
  assert.ok(codes.some((c) => c.key === 'error.parse.duplicate' && c.args.join() === 'tile'));
  assert.ok(codes.some((c) => c.key === 'status.solvability.odd'));
  const missing = codes.filter(({ key, args }) => {
    const message = zh[key];
    return args.length ? typeof message !== 'function' : typeof message !== 'string';
  });
  assert.deepEqual(missing.map((c) => c.key), []);
  // Worded with every argument given (numbers as 7, texts as "q", lists as ["q"], flags false),
  // none shows "undefined" or an unworded English word.
  for (const { key, args } of codes.filter((c) => c.args.length)) {
    const sample = Object.fromEntries(args.map((a) => [a, ['choices', 'counts'].includes(a) ? ['q'] : ['solvable', 'optimal'].includes(a) ? false : a === 'kind' ? 'goal' : a === 'type' ? 'array' : a === 'argument' ? 'start' : 7]));
    const text = zh[key](sample);
    assert.ok(!text.includes('undefined'), `${key}: ${text}`);
  }
});

test('a bad board typed in Chinese gets a Chinese sentence naming the same tile or count', async () => {
  const engine = await nodeEngine();
  setLanguage('zh-CN');
  try {
    const duplicate = thrown(() => engine.parseBoard('1 2 3 4 5 6 7 8 8'));
    assert.equal(duplicate.message, 'tile 8 appears twice');
    assert.deepEqual([duplicate.code, { ...duplicate.args }], ['parse.duplicate', { tile: 8 }]);
    assert.equal(errorText(duplicate), '数码 8 出现了两次');

    const short = thrown(() => engine.parseBoard('1 2 x'));
    assert.equal(short.message, 'expected 4, 9, 16 or 25 tiles, found 3 (other shapes: one row per line)');
    assert.equal(errorText(short), '应有 4、9、16 或 25 个数码，实际 3 个（其他形状请分行输入）');

    const typed = thrown(() => engine.parseBoard('1 2 3 4 a 6 7 8 0'));
    assert.equal(errorText(typed), '「a」不是数码');

    // Across a worker: the fields are posted (a structured clone) and the Error built again.
    const posted = errorOf(structuredClone(errorFields(duplicate)));
    assert.equal(posted.message, 'tile 8 appears twice');
    assert.equal(errorText(posted), '数码 8 出现了两次');

    // The unsolvable explanation, from a session's summary and from solvability().
    const session = new engine.Session('1 2 3 4 5 6 8 7 x', 'ordered', 'bfs', 'zero', 1, 0, 0);
    const summary = session.summary();
    session.free();
    assert.equal(summary.statusCode, 'solvability.odd');
    const chinese = engineText(`status.${summary.statusCode}`, summary.message, summary.args);
    assert.equal(
      chinese,
      '初始状态有 1 个逆序对（奇数），目标状态有 0 个（偶数）。在宽度为奇数的棋盘上，每一步都不改变逆序对数的奇偶性，所以无法到达目标状态。',
    );
    assert.deepEqual(latin(chinese), []);
    const verdict = engine.solvability('1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0', 'ordered');
    const even = engineText(`status.${verdict.code}`, verdict.explanation, verdict.args);
    assert.equal(
      even,
      '空格所在的行从下往上数（最下面一行为第 1 行）：' +
        '初始状态有 1 个逆序对，空格在第 1 行（1 + 1 = 2，偶数）；目标状态有 0 个逆序对，空格在第 1 行（0 + 1 = 1，奇数）。' +
        '在宽度为偶数的棋盘上，每一步都不改变「逆序对数 + 空格行号」的奇偶性，所以无法到达目标状态。',
    );
  } finally {
    setLanguage('en');
  }
  // In English the engine's own sentence, unchanged.
  assert.equal(errorText(thrown(() => engine.parseBoard('1 2 3 4 5 6 7 8 8'))), 'tile 8 appears twice');
});
