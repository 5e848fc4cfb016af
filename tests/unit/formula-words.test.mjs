// The words of a user's formula (www/i18n/formula-words.js): a mistake worded by
// its code with its column, the caret under that column (counted in
// characters as the engine counts them), in both languages; and the Accuracy
// editor's square matrix of a check's counts (www/views/accuracy/formula.js).

import { register } from 'node:module';
import { test } from 'node:test';
import assert from 'node:assert/strict';

register('../unit/css-as-empty.mjs', import.meta.url);
const { caretLine, mistakeText, mistakeWindow, relationText } = await import('../../www/i18n/formula-words.js');
const { setLanguage } = await import('../../www/i18n/index.js');
const { nodeEngine } = await import('./engine.mjs');

test("the caret sits under the engine's column", async () => {
  const wasm = await nodeEngine();
  const text = 'max(misplaced, manhatan)';
  const { error } = wasm.parseFormula(text);
  assert.equal(error.column, 16);
  assert.equal(caretLine(text, error.column), `${' '.repeat(15)}^`);
  assert.equal(text[caretLine(text, error.column).length - 1], 'm');
  // A column past the end points just after the text; one before the start at its first character.
  assert.equal(caretLine('ab', 9), '  ^');
  assert.equal(caretLine('ab', 0), '^');
  // Characters, not UTF-16 units: the Chinese comma is one.
  assert.equal(caretLine('max(1，2)', 6), '     ^');
});

test('a mistake is worded by its code, in English and in Chinese', async () => {
  const wasm = await nodeEngine();
  const { error } = wasm.parseFormula('manhattan +');
  setLanguage('en');
  assert.equal(mistakeText(error), 'Column 12: the formula ends where more should come.');
  assert.equal(mistakeText(wasm.parseFormula('manhatan').error), 'Column 1: “manhatan” is not a feature or function of the language.');
  // An unknown code keeps the engine's English.
  assert.equal(mistakeText({ column: 2, code: 'formula.new', message: 'something new' }), 'Column 2: something new');
  assert.equal(relationText('dominates', 'Manhattan distance'), 'dominates Manhattan distance (≥ on every state)');
  setLanguage('zh-CN');
  assert.equal(mistakeText(error), '第12列：公式在此处结束，但后面还缺少内容。');
  setLanguage('en');
});

test("a mistake that passes a bound names the engine's bound, not a number of the catalogue's (issue 25)", async () => {
  const wasm = await nodeEngine();
  const sum = (inner) => `sum(t in tiles: ${inner})`;
  const mistakes = {
    long: wasm.parseFormula('1+'.repeat(200) + '1').error,
    costly: wasm.parseFormula(sum(sum(sum('d(t)')))).error,
    large: wasm.parseFormula('manhattan * 100000000').error,
    big: wasm.parseFormula('2000000000').error,
    digits: wasm.parseFormula('1.2345678901234567').error,
    range: wasm.parsePriority('h * h * h').error,
  };
  assert.deepEqual(
    Object.fromEntries(Object.entries(mistakes).map(([k, e]) => [k, [e.code, e.limit]])),
    {
      long: ['formula.too-long', 400],
      costly: ['formula.too-costly', 20000],
      large: ['formula.too-large', 1e9],
      big: ['formula.big-number', 1e9],
      digits: ['formula.long-number', 15],
      range: ['formula.priority-range', 1e12],
    },
  );
  // A mistake without a bound carries none.
  assert.equal('limit' in wasm.parseFormula('manhatan').error, false);
  setLanguage('en');
  assert.equal(mistakeText(mistakes.long), 'Column 401: the formula is too long (at most 400 characters).');
  assert.equal(
    mistakeText(mistakes.costly),
    'Column 1: the formula takes 28,249 steps per board on 5×5 (each sum inside a sum multiplies the work by the 24 tiles); at most 20,000 are allowed.',
  );
  assert.equal(mistakeText(mistakes.large), 'Column 1: the formula can be worth more than 1,000,000,000, the largest estimate a search stores.');
  assert.equal(mistakeText(mistakes.digits), 'Column 1: “1.2345678901234567” has more than 15 significant digits; a formula keeps 15.');
  assert.equal(mistakeText(mistakes.range), 'Column 1: the priority can be worth more than 1,000,000,000,000 (or less than its negative).');
  setLanguage('zh-CN');
  assert.equal(mistakeText(mistakes.long), '第401列：公式太长（最多 400 个字符）。');
  assert.equal(mistakeText(mistakes.big), '第1列：“2000000000”大于 1,000,000,000，即公式能容纳的最大数。');
  setLanguage('en');
  // A thrown mistake (Session.useFormula) carries its bound in `args`.
  assert.equal(mistakeText({ code: 'formula.too-long', args: { column: 401, found: '', limit: 400 } }), 'Column 401: the formula is too long (at most 400 characters).');
});

test('a long text is quoted in a window around its mistake, not whole (issue 25)', () => {
  // Short texts whole.
  assert.deepEqual(mistakeWindow('max(1, 2', 9), { text: 'max(1, 2', column: 9 });
  // 225,000 characters: 60 around the column, cut ends marked, the caret still on its character.
  const text = `${'1+'.repeat(50000)}x${'+1'.repeat(62500)}`;
  const at = 100001;
  assert.equal(text[at - 1], 'x');
  const shown = mistakeWindow(text, at);
  assert.equal(Array.from(shown.text).length, 62);
  assert.equal(shown.text[0], '…');
  assert.equal(shown.text.at(-1), '…');
  assert.equal(shown.text[shown.column - 1], 'x');
  // At the start and past the end: one cut only.
  assert.equal(mistakeWindow(text, 1).text.startsWith('1+1'), true);
  assert.equal(mistakeWindow(text, 1).column, 1);
  const end = mistakeWindow(text, text.length + 1);
  assert.equal(end.text.startsWith('…'), true);
  assert.equal(end.column, 62);
});

test('an inadmissible formula above a built-in is not said to dominate it, in English and in Chinese (issue 26)', async () => {
  const wasm = await nodeEngine();
  const twice = wasm.checkFormula('2 * manhattan', 'ordered', 3, 3);
  assert.deepEqual(
    twice.dominance.map((d) => d.relation),
    ['above', 'above', 'above'],
  );
  const best = wasm.checkFormula('max(misplaced, manhattan)', 'ordered', 3, 3);
  assert.equal(best.dominance[0].relation, 'dominates');
  setLanguage('en');
  assert.equal(relationText('above', 'Manhattan distance'), '≥ Manhattan distance on every state, yet no better: it is not admissible');
  setLanguage('zh-CN');
  assert.equal(relationText('above', '曼哈顿距离'), '每个状态上都 ≥ 曼哈顿距离，但不可采纳（会高估），谈不上优于它');
  assert.doesNotMatch(relationText('above', '曼哈顿距离'), /^优于/);
  setLanguage('en');
});
