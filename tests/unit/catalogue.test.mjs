// The page's reading of the engine's catalogue (www/engine/catalogue.js), built from
// the real wasm package: menu order, look-ups, the heuristics a step-wise
// session is offered, each iterative search's counterpart, and "MB".

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Catalogue } from '../../www/engine/catalogue.js';
import { nodeEngine } from './engine.mjs';

let catalogue;
let wasm;
before(async () => {
  wasm = await nodeEngine();
  catalogue = new Catalogue(wasm.algorithms(), wasm.heuristics(), wasm.limits());
});

// The whole menus, in order, are in tests/snapshots/catalogue.txt (catalogue-snapshot.test.mjs).
test('algorithms and heuristics keep the engine order', () => {
  assert.deepEqual(
    catalogue.algorithms.map((a) => a.name),
    wasm.algorithms().map((a) => a.name),
  );
  assert.deepEqual(
    catalogue.heuristics.map((h) => h.name),
    wasm.heuristics().map((h) => h.name),
  );
});

test('Solve and Compare offer only the heuristics that need no tables', () => {
  const quick = catalogue.quickHeuristics.map((h) => h.name);
  assert.deepEqual(quick, wasm.heuristics().filter((h) => !h.needsTables).map((h) => h.name));
  assert.deepEqual(quick.slice(0, 4), ['zero', 'misplaced', 'manhattan', 'linear-conflict']);
  assert.ok(!quick.includes('walking-distance') && !quick.includes('pdb555'));
});

test('look-ups by name: labels as menus show them, undefined for unknown names', () => {
  assert.equal(catalogue.algorithm('bibfs').title, 'Bidirectional BFS');
  assert.equal(catalogue.algorithm('iddfs').short, 'IDDFS');
  assert.equal(catalogue.heuristic('linear-conflict').shortPhrase, 'linear conflict');
  assert.equal(catalogue.algorithm('nope'), undefined);
  assert.equal(catalogue.heuristic('nope'), undefined);
  assert.throws(() => {
    catalogue.algorithm('astar').title = 'changed';
  }, TypeError, 'entries are frozen');
});

test('an iterative search is compared with the one-sided search of the same key: IDA* with A*, IDDFS with BFS', () => {
  assert.equal(catalogue.counterpart('idastar').name, 'astar');
  assert.equal(catalogue.counterpart('iddfs').name, 'bfs');
  assert.equal(catalogue.counterpart('astar'), undefined);
  assert.equal(catalogue.counterpart('nope'), undefined);
});

test('"MB" is a MiB with one decimal, and the limits are the engine\'s', () => {
  assert.equal(catalogue.limits.bytesPerMb, 1048576);
  assert.equal(catalogue.megabytes(11.0 * 1048576), '11.0 MB');
  assert.equal(catalogue.megabytes(1e6), '1.0 MB');
  assert.equal(catalogue.megabytes(0), '0.0 MB');
  assert.deepEqual(
    [catalogue.limits.solveMemoryMb, catalogue.limits.laneMemoryMb, catalogue.limits.pageWeightMin, catalogue.limits.pageWeightMax],
    [384, 160, 1, 10],
  );
  assert.equal(Object.isFrozen(catalogue.limits), true);
});

test('every line and note of every algorithm\'s pseudo-code has its words in English and Chinese', async () => {
  const { setLanguage } = await import('../../www/i18n/index.js');
  const en = (await import('../../www/i18n/en.js')).default;
  const zh = (await import('../../www/i18n/zh-CN.js')).default;
  const codes = new Set();
  for (const algorithm of catalogue.algorithms) {
    assert.equal(algorithm.listing[0].code, 'head', algorithm.name);
    for (const line of algorithm.listing) {
      codes.add(`explain.line.${line.code}`);
      if (line.note) codes.add(`explain.note.${line.note}`);
    }
  }
  for (const key of codes) {
    assert.ok(key in en, `en lacks ${key}`);
    assert.ok(key in zh, `zh-CN lacks ${key}`);
  }
  // And no line's words are left over from a listing the engine no longer has.
  const worded = Object.keys(en).filter((k) => k.startsWith('explain.line.') || k.startsWith('explain.note.'));
  assert.deepEqual(worded.filter((k) => !codes.has(k)), []);
  // The bound an iterative search raises: the engine's word, the page's Chinese.
  assert.deepEqual(catalogue.algorithms.map((a) => a.bound ?? '-'), ['-', '-', '-', '-', '-', '-', 'threshold', 'depth limit', '-', '-', '-', '-', 'f-limit', 'lower bound C', '-', '-', '-']);
  setLanguage('zh-CN');
  try {
    assert.deepEqual([catalogue.algorithm('idastar').bound, catalogue.algorithm('iddfs').bound], ['阈值', '深度限制']);
    assert.equal(catalogue.algorithm('rbfs').bound, 'f 上限');
  } finally {
    setLanguage('en');
  }
});
