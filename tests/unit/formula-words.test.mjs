// The words of a user's formula (www/i18n/formula-words.js): a mistake worded by
// its code with its column, the caret under that column (counted in
// characters as the engine counts them), in both languages; and the Accuracy
// editor's square matrix of a check's counts (www/views/accuracy/formula.js).

import { register } from 'node:module';
import { test } from 'node:test';
import assert from 'node:assert/strict';

register('../unit/css-as-empty.mjs', import.meta.url);
const { caretLine, mistakeText, relationText } = await import('../../www/i18n/formula-words.js');
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
