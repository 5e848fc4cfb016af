// The message catalogues (www/i18n/): the same keys in every language, every key the page's HTML
// names, arguments each language uses, and the language chosen from a link and the browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import en from '../../www/i18n/en.js';
import zh from '../../www/i18n/zh-CN.js';
const zhCatalogue = zh;
import { TERMS } from '../../www/i18n/terms.js';
import { pickLanguage, setLanguage, t, engineText, errorText, lang } from '../../www/i18n/index.js';

/**
 * Keys only Chinese has: the engine's labels and errors, which English takes from the engine
 * (its statuses and quiz reasons are in both: tests/unit/message-codes.test.mjs).
 */
const ENGINE_PREFIXES = ['algorithm.', 'heuristic.', 'goal.', 'error.', 'tie.rule.', 'parameter.'];
const engineKey = (key) => ENGINE_PREFIXES.some((p) => key.startsWith(p));

test('English and Chinese have the same keys (besides the engine texts Chinese words itself)', () => {
  const missing = Object.keys(en).filter((k) => !(k in zh));
  assert.deepEqual(missing, [], 'keys Chinese lacks');
  const extra = Object.keys(zh).filter((k) => !(k in en) && !engineKey(k));
  assert.deepEqual(extra, [], 'keys only Chinese has that are not the engine texts');
});

test('a message with arguments is one in both languages, and neither throws on sample arguments', () => {
  const sample = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? 3 : undefined) });
  for (const key of Object.keys(en)) {
    assert.equal(typeof zh[key], typeof en[key], key);
    for (const [name, catalogue] of [['en', en], ['zh-CN', zh]]) {
      const text = typeof catalogue[key] === 'function' ? catalogue[key](sample) : catalogue[key];
      assert.equal(typeof text, 'string', `${name} ${key}`);
      assert.ok(text.length > 0, `${name} ${key} is empty`);
      assert.doesNotMatch(text, /undefined|NaN|\[object/, `${name} ${key}: ${text}`);
    }
  }
});

test('every data-i18n key of index.html is in the English catalogue', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const keys = [
    ...[...html.matchAll(/data-i18n="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/data-i18n-attr="([^"]+)"/g)].flatMap((m) => m[1].split(';').map((p) => p.split(':')[1].trim())),
  ];
  assert.ok(keys.length > 0);
  assert.deepEqual(keys.filter((k) => !(k in en)), []);
});

test('the glossary has a Chinese word for every term, and the terms the issue lists', () => {
  for (const [key, term] of Object.entries(TERMS)) {
    assert.ok(term.en && term.zh, key);
  }
  const words = Object.values(TERMS).map((term) => term.zh).join(' ');
  for (const word of ['八数码', '十五数码', '状态空间', '广度优先搜索', '双向广度优先搜索', '启发式搜索', '加权 A*', '迭代加深搜索',
    '启发函数 h(n)', '代价 g(n)', 'f(n) = g(n) + h(n)', 'OPEN 表', 'CLOSED 表', 'OPEN 表最大长度', '扩展', '生成', '不在位数码个数', '曼哈顿距离', '线性冲突',
    '行走距离', '模式数据库', '可采纳', '一致', '有效分支因子 b*', '逆序对', '奇偶性', '无解', '康托展开', '判重', '哈希表']) {
    assert.ok(words.includes(word), word);
  }
});

// Issue 26: one word for each thing (docs/TERMS.md). A Chinese string may not use a retired word;
// the counters, the chart and the menus say the textbooks' words.
const RETIRED = [
  ['错位数', '不在位数码个数 (the textbooks\' word for misplaced tiles)'],
  ['模式库', '模式数据库'],
  ['边界峰值', 'OPEN 表最大长度'],
  ['最大边界', 'OPEN 表最大长度'],
  ['自动播放', '播放'],
  ['一直运行到结束', '运行到底'],
  ['预设', '例题'],
  ['搜索搜索', '正在进行……搜索'],
  ['边界大小', 'OPEN 表'],
  ['盘面', '局面'],
  ['从头开始', '重置'],
  ['节点', '结点'],
  ['深度界限', '深度限制'],
  ['准确度', '启发函数精度 (the view\'s name)'],
];

/** Every string of the Chinese catalogue, a function's with sample arguments. */
function chineseStrings() {
  const sample = new Proxy({}, { get: (_, p) => (p === Symbol.toPrimitive ? undefined : p === 'algorithm' ? '广度优先搜索' : '1') });
  return Object.entries(zhCatalogue).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[key, value]];
    try {
      return [[key, String(value(sample))]];
    } catch {
      return [];
    }
  });
}

test('no Chinese string uses a retired word, and the counters, chart and menus use the textbooks\' words', () => {
  for (const [key, text] of chineseStrings()) {
    for (const [word, instead] of RETIRED) assert.ok(!text.includes(word), `${key} says ${word}; the catalogue says ${instead}: ${text}`);
    // Latin words (OPEN 表, A*) are spaced from Chinese text, as the rest of the catalogue writes them.
    assert.doesNotMatch(text, /[\u4e00-\u9fff](OPEN|CLOSED)/, key);
  }
  const z = zhCatalogue;
  assert.deepEqual(
    [z['glossary.frontier.word'], z['glossary.visited.word'], z['glossary.max-frontier.word'], z['compare.column.maxFrontier'], z['solve.chart.title']],
    ['OPEN 表', 'CLOSED 表', 'OPEN 表最大长度', 'OPEN 表最大长度', 'OPEN 表与 CLOSED 表'],
  );
  assert.deepEqual([z['solve.play'], z['explain.play'], z['solve.run'], z['explain.run'], z['solve.reset'], z['explain.reset'], z['solve.resetTitle']], ['播放', '播放', '运行到底', '运行到底', '重置', '重置', '重置（R）']);
  assert.deepEqual([z['solve.preset'], z['lab.preset']], ['例题', '例题']);
  assert.deepEqual([z['heuristic.misplaced.title'], z['heuristic.pdb663.title'], z['heuristic.pdb663.short']], ['不在位数码个数', '模式数据库 6-6-3', '模式数据库 6-6-3']);
  assert.equal(z['status.line.searching']({ algorithm: '广度优先搜索' }), '正在进行广度优先搜索……');
  assert.equal(z['status.line.searching']({ algorithm: 'A* 算法' }), '正在用 A* 算法搜索……');
  // The heuristic menu's entries with their value: full-width brackets.
  assert.equal(z['solve.heuristicWithValue']({ title: '曼哈顿距离', h: 12 }), '曼哈顿距离（h = 12）');
  for (const [key, text] of chineseStrings()) if (/^heuristic\.[^.]+\.(title|short)$/.test(key)) assert.doesNotMatch(text, /[\u4e00-\u9fff][()]|[()][\u4e00-\u9fff]/, key);
});

test('the language: the link first, then the browser, then English', () => {
  assert.equal(pickLanguage('zh-CN', ['en-US']), 'zh-CN');
  assert.equal(pickLanguage('zh', ['en-US']), 'zh-CN');
  assert.equal(pickLanguage(null, ['fr-FR', 'zh-Hans-CN', 'en']), 'zh-CN');
  assert.equal(pickLanguage(null, ['en-GB', 'zh-CN']), 'en');
  assert.equal(pickLanguage('klingon', ['de']), 'en');
  assert.equal(pickLanguage(undefined, []), 'en');
});

test('t and engineText: the current language, the engine\'s English where a language has no word of its own', () => {
  setLanguage('zh-CN');
  assert.equal(lang(), 'zh-CN');
  assert.equal(t('header.language'), '语言');
  assert.equal(engineText('algorithm.nonesuch.title', 'Nonesuch'), 'Nonesuch');
  assert.equal(errorText({ message: 'Engine says no.', code: 'nonesuch', args: {} }), 'Engine says no.');
  assert.equal(t('no.such.key'), 'no.such.key');
  setLanguage('en');
  assert.equal(t('header.language'), 'Language');
  setLanguage('xx');
  assert.equal(lang(), 'en');
});

test('Chinese names the space bar 空格键 everywhere, never "（Space）" (issue 26)', () => {
  const english = Object.entries(zh).filter(([, v]) => typeof v === 'string' && /Space/.test(v)).map(([k]) => k);
  assert.deepEqual(english, []);
  assert.equal(zh['explain.play.title'], '播放 / 暂停（空格键）');
  assert.equal(zh['solve.playTitle'], '播放 / 暂停（空格键）');
  assert.match(zh['compare.runTitle'], /（空格键）$/);
});

test('Chinese names the search buttons with one word each in Solve and Explain (issue 26)', () => {
  for (const button of ['step', 'play', 'run', 'reset']) assert.equal(zh[`explain.${button}`], zh[`solve.${button}`], button);
  assert.deepEqual(['step', 'play', 'run', 'reset'].map((b) => zh[`solve.${b}`]), ['单步', '播放', '运行到底', '重置']);
});

test('the Step slider is 扩展进度 in Chinese: it runs through expansions, not the solution\'s moves (issue 26)', () => {
  assert.equal(zh['solve.scrub'], '扩展进度');
  setLanguage('zh-CN');
  assert.equal(t('solve.scrubValue', { text: '5 / 30' }), '第 5 / 30 次扩展');
  setLanguage('en');
});
