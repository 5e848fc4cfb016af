// A formula typed as a Chinese student types it (issue 26): full-width digits, brackets, commas and
// operators (read by the engine itself, src/formula/syntax.rs `fold`, so the command line agrees),
// and the Chinese names of the board's features from the catalogue (i18n/formula-words.js, read
// in the search worker, www/engine/handler.js), with a mistake's column counted in the characters
// typed; and a legend of every identifier in both languages.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { installHandlers } from './in-process-worker.mjs';
import en from '../../www/i18n/en.js';
import zh from '../../www/i18n/zh-CN.js';
import { FORMULA_IDENTIFIERS, engineFormula, mistakeText, nameKey } from '../../www/i18n/formula-words.js';
import { setCurrent } from '../../www/i18n/current.js';

let engine;
let handler;
before(async () => {
  ({ engine, handler } = await installHandlers());
});
const call = (h, fn, ...args) => h.handle({ op: 'call', fn, args });

test('full-width digits, brackets, commas and operators parse as their ASCII forms, in the engine itself', () => {
  for (const [typed, ascii] of [
    ['２ * manhattan', '2 * manhattan'],
    ['max（misplaced，manhattan）', 'max(misplaced, manhattan)'],
    ['manhattan ＋ １', 'manhattan + 1'],
  ]) {
    assert.deepEqual(engine.parseFormula(typed), { ok: true, formula: typed }, typed);
    assert.equal(engine.formulaValue(typed, '8 6 7 2 5 4 3 0 1', 'ordered').h, engine.formulaValue(ascii, '8 6 7 2 5 4 3 0 1', 'ordered').h);
  }
});

test('the features\' Chinese names are the catalogue\'s (曼哈顿距离 is Manhattan distance\'s title), and the worker reads them', () => {
  assert.equal(zh['formula.name.manhattan'], zh['heuristic.manhattan.title']);
  assert.equal(zh['formula.name.misplaced'], zh['heuristic.misplaced.title']);
  assert.equal(zh['formula.name.linear_conflict'], zh['heuristic.linear-conflict.title']);
  assert.equal(engineFormula('曼哈顿距离 * 2').text, ' manhattan  * 2');
  const h = handler();
  const board = '8 6 7 2 5 4 3 0 1';
  for (const [typed, ascii] of [
    ['曼哈顿距离 * 2', 'manhattan * 2'],
    [`max（${zh['formula.name.misplaced']}，线性冲突）`, 'max(misplaced, linear_conflict)'],
    ['空格所在行 + 空格所在列', 'blank_row + blank_col'],
  ]) {
    assert.deepEqual(call(h, 'parseFormula', typed), { ok: true, formula: typed }, typed);
    assert.equal(call(h, 'formulaValue', typed, board, 'ordered').h, engine.formulaValue(ascii, board, 'ordered').h, typed);
  }
  // A search opened with a Chinese formula searches with it.
  const opened = h.handle({ op: 'open', key: 's', spec: { start: board, goal: 'ordered', algorithm: 'astar', heuristic: 'misplaced', formula: '曼哈顿距离' } });
  const direct = new engine.Session(board, 'ordered', 'astar', 'manhattan', 1, 0, 0);
  assert.equal(opened.summary.status, 'ready');
  assert.equal(h.handle({ op: 'step', keys: ['s'], n: Infinity }).lanes[0].summary.expanded, direct.step(Infinity).expanded);
  direct.free();
  h.closeAll();
});

test('a mistake after a Chinese name points at the column typed, worded in Chinese', () => {
  const h = handler();
  const answer = call(h, 'parseFormula', '曼哈顿距离 ＋ 错');
  assert.deepEqual(answer.error && [answer.error.column, answer.error.code, answer.error.found], [9, 'formula.bad-character', '错']);
  setCurrent('zh-CN');
  try {
    assert.equal(mistakeText(answer.error), '第9列：公式中不能出现“错”。');
  } finally {
    setCurrent('en');
  }
  const end = call(h, 'parseFormula', '2 * 曼哈顿距离 +');
  assert.equal(end.error.column, 12);
});

test('every identifier of the legend is read by the engine and worded in both catalogues', () => {
  for (const [identifier, kind] of FORMULA_IDENTIFIERS) {
    const key = nameKey(identifier);
    assert.equal(typeof en[key], 'string', key);
    assert.equal(typeof zh[key], 'string', key);
    assert.doesNotMatch(zh[key], /^[a-z_]+$/, `${key} is worded, not the identifier`);
    const example = identifier.replace('(t)', '(1)').replace('sum(t in tiles: …)', 'sum(t in tiles: d(t))');
    const args = { min: '(1, 2)', max: '(1, 2)', abs: '(-1)' };
    const text = `${example}${args[identifier] ?? ''}`;
    const parsed = kind === 'priority' ? engine.parsePriority(text) : engine.parseFormula(text);
    assert.equal(parsed.ok, true, `${text}: ${JSON.stringify(parsed.error)}`);
  }
});
