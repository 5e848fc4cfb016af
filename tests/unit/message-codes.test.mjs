// One wording per engine sentence. Every status, stop reason, solvability explanation and quiz
// reason the engine can emit (its codes, from `messageCodes()` of the real engine in www/pkg) is
// worded in both catalogues, each reading exactly the arguments the engine lists; and the page's
// English of each is the command line's (`englishOf()`, src/message.rs `english`) for the same
// arguments. A code added to the engine without words, or an English changed on one side only,
// fails here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../www/i18n/en.js';
import zh from '../../www/i18n/zh-CN.js';
import { setLanguage } from '../../www/i18n/index.js';
import { engineMessage } from '../../www/widgets/status.js';
import { reasonText } from '../../www/widgets/quiz.js';
import { nodeEngine } from './engine.mjs';

/** The codes the page words itself: statuses (`status.`) and quiz reasons (`quiz.why.`). */
async function sentenceCodes() {
  const engine = await nodeEngine();
  return { engine, codes: engine.messageCodes().filter((c) => !c.key.startsWith('error.')) };
}

/** The argument names `message` reads when worded with `args` (a string reads none). */
function readArguments(message, args) {
  if (typeof message !== 'function') return [];
  const read = new Set();
  message(new Proxy(args, { get: (target, name) => (typeof name === 'string' && read.add(name), target[name]) }));
  return [...read].sort();
}

/** Sample arguments for `names`: every number `n`, every flag `flag`, and w (weighted A*'s) `w`. */
const sample = (names, n, flag, w) =>
  Object.fromEntries(names.map((name) => [name, ['solvable', 'optimal'].includes(name) ? flag : name === 'w' ? w : n]));

test('the engine lists its statuses and quiz reasons, each with its arguments', async () => {
  const { codes } = await sentenceCodes();
  const keys = codes.map((c) => `${c.key}(${c.args.join(',')})`);
  for (const expected of ['status.ready()', 'status.solved(moves,optimal)', 'status.stopped.nodes(expanded)',
    'status.stopped.memory(expanded)', 'status.stopped.tree-search(expanded)', 'quiz.why.smallest-f(f,w)',
    'quiz.why.idastar-pruned(f,bound)']) {
    assert.ok(keys.includes(expected), expected);
  }
  assert.equal(codes.length, 35);
});

test('every status and quiz reason of the engine has its words in English and Chinese, with the same arguments', async () => {
  const { codes } = await sentenceCodes();
  const problems = [];
  for (const { key, args } of codes) {
    for (const [name, catalogue] of [['en', en], ['zh-CN', zh]]) {
      const message = catalogue[key];
      if (message === undefined) {
        problems.push(`${name} lacks ${key}`);
        continue;
      }
      if (typeof message !== (args.length ? 'function' : 'string')) problems.push(`${name} ${key}: takes no arguments`);
      // Every flag both ways, so a branch's arguments are read too.
      const read = new Set([false, true].flatMap((flag) => readArguments(message, sample(args, 3, flag, 2))));
      assert.deepEqual([...read].sort(), [...args].sort(), `${name} ${key} reads`);
    }
  }
  assert.deepEqual(problems, []);
  // And no reason is worded that the engine cannot give.
  const listed = new Set(codes.map((c) => c.key));
  for (const catalogue of [en, zh]) {
    assert.deepEqual(Object.keys(catalogue).filter((k) => k.startsWith('quiz.why.') && !listed.has(k)), []);
  }
});

test("the page's English of each status and quiz reason is the command line's", async () => {
  const { engine, codes } = await sentenceCodes();
  let compared = 0;
  for (const { code, key, args } of codes) {
    // Numbers under 1,000 (the page groups digits, the command line does not), both flags, and
    // w as A*'s 1, a whole and a fraction; f may be a fraction (weighted A*'s g + w × h).
    for (const n of [0, 1, 2, 7, 999]) {
      for (const flag of [false, true]) {
        for (const w of [1, 2, 1.5]) {
          const values = sample(args, n, flag, w);
          if ('f' in values && 'w' in values && n === 7) values.f = 12.5;
          const page = typeof en[key] === 'function' ? en[key](values) : en[key];
          assert.equal(page, engine.englishOf(code, values), `${key} ${JSON.stringify(values)}`);
          compared++;
        }
      }
    }
  }
  assert.equal(compared, 35 * 30);
  // A code no list has has no English.
  assert.equal(engine.englishOf('no.such.code', {}), undefined);
});

test("the page words a summary's status and a quiz's reason from its catalogues, never from the engine's English", async () => {
  const engine = await nodeEngine();
  const session = new engine.Session('8 6 7 2 5 4 3 x 1', 'ordered', 'bfs', 'zero', 1, 1000, 0);
  const stopped = session.step(Infinity);
  session.free();
  assert.deepEqual([stopped.statusCode, stopped.message], ['stopped.nodes', 'stopped after 1000 expansions (node budget reached)']);
  const asked = new engine.Session('1 2 3 4 5 6 0 7 8', 'ordered', 'astar', 'manhattan', 1, 0, 0);
  const quiz = asked.quiz(4);
  asked.free();
  assert.deepEqual([quiz.reason.code, quiz.reason.english], ['smallest-f', 'The smallest f = g + h in the frontier (2).']);
  // The engine's English is ignored: a wrong one changes nothing.
  const garbled = (o) => ({ ...o, message: 'ENGINE', english: 'ENGINE' });
  assert.equal(engineMessage(garbled(stopped)), 'stopped after 1,000 expansions (node budget reached)');
  assert.equal(reasonText(garbled(quiz.reason)), 'The smallest f = g + h in the frontier (2).');
  setLanguage('zh-CN');
  try {
    assert.equal(engineMessage(garbled(stopped)), '扩展 1,000 次后停止（达到结点数上限）');
    assert.equal(reasonText(garbled(quiz.reason)), zh['quiz.why.smallest-f'](quiz.reason.args));
  } finally {
    setLanguage('en');
  }
});

/** Every `.rs` file under `dir`. */
const rustFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? rustFiles(join(dir, e.name)) : e.name.endsWith('.rs') ? [join(dir, e.name)] : []));

test("every code the engine's source gives a message is listed, so each error has its zh-CN error.<code>", async () => {
  const engine = await nodeEngine();
  const codes = engine.messageCodes();
  const listed = new Set(codes.map((c) => c.code));
  // A message is made by Message::new (an error), Message::sentence (a status, a reason) or
  // parse.rs's `m` (a parse error), with its code written as a string there.
  const made = new Map();
  const src = new URL('../../src/', import.meta.url).pathname;
  for (const file of rustFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/(?:Message::(?:new|sentence)|\bm)\(\s*"([a-z][\w-]*(?:\.[\w-]+)*)"/g)) {
      if (!made.has(code)) made.set(code, file.slice(src.length));
    }
  }
  assert.ok(made.get('parse.duplicate') && made.get('judge.failed') && made.get('solved'), 'the source is read');
  assert.deepEqual([...made].filter(([code]) => !listed.has(code)).map(([code, file]) => `${code} (${file})`), []);
  // Every error code listed has its Chinese sentence (the English is the engine's own: en.js has none).
  const errors = codes.filter((c) => c.key.startsWith('error.'));
  assert.equal(errors.length, 30);
  assert.deepEqual(errors.filter((c) => zh[c.key] === undefined).map((c) => c.key), []);
  assert.deepEqual(Object.keys(en).filter((k) => k.startsWith('error.')), []);
});
