// The catalogue's snapshot (tests/snapshots/catalogue.txt) as the page reads it: every algorithm
// and heuristic from the wasm package (`algorithms()`, `heuristics()`), its words in English and
// in Chinese as the page's Catalogue gives them (www/i18n), its capabilities, and each menu's
// unknown-name sentence in both languages (the engine's error, worded by `errorText`). The same
// file's English lines and the command line's help are checked natively by src/cli/snapshot.rs;
// this test stops at the help. After a change on purpose:
// `UPDATE_SNAPSHOT=1 node --test tests/unit/catalogue-snapshot.test.mjs` (after `npm run build`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { Catalogue } from '../../www/engine/catalogue.js';
import { errorText, setLanguage } from '../../www/i18n/index.js';
import { nodeEngine } from './engine.mjs';

const PATH = new URL('../snapshots/catalogue.txt', import.meta.url);

/** The words of a row, in the order the snapshot lists them. */
const WORDS = {
  algorithm: ['title', 'short', 'phrase', 'hint'],
  heuristic: ['title', 'short', 'phrase', 'shortPhrase', 'hint'],
};
/** The capabilities, in order, as the wasm API names them. */
const CAPABILITIES = {
  algorithm: ['bound', 'usesHeuristic', 'iterative', 'bidirectional', 'parameter', 'breaksTies', 'frontierKey', 'optimality'],
  heuristic: ['needsTables', 'admissible', 'consistent', 'maxCells', 'sides', 'goal', 'chain'],
};

/** A capability as the snapshot writes it: `-` for none, sides joined by commas, a parameter's row (src/cli/snapshot.rs). */
function shown(value) {
  if (value === undefined || value === null) return '-';
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') {
    const p = value;
    return `${p.key} (${p.symbol}) ${p.min}–${p.max}, page ${p.pageMin}–${p.pageMax}, default ${p.default}, page ${p.pageDefault}, step ${p.step}${p.integer ? ', whole' : ''}`;
  }
  return String(value);
}

/** The message a wasm call throws, in the page's current language. */
function thrown(call) {
  try {
    call();
  } catch (error) {
    return errorText(error);
  }
  throw new Error('expected an error');
}

test('the catalogue, in English and Chinese, matches tests/snapshots/catalogue.txt', async () => {
  const wasm = await nodeEngine();
  const catalogue = new Catalogue(wasm.algorithms(), wasm.heuristics(), wasm.limits());
  const file = readFileSync(PATH, 'utf8');
  const lines = file.split('\n');
  const helpAt = lines.findIndex((line) => line.startsWith('help '));
  const header = lines.filter((line) => line.startsWith('#'));

  const words = (lang, list) => {
    setLanguage(lang);
    return new Map(list().map((entry) => [entry.name, entry]));
  };
  const out = [...header];
  try {
    for (const kind of ['algorithm', 'heuristic']) {
      const list = kind === 'algorithm' ? () => catalogue.algorithms : () => catalogue.heuristics;
      const [en, zh] = [words('en', list), words('zh-CN', list)];
      for (const engine of kind === 'algorithm' ? wasm.algorithms() : wasm.heuristics()) {
        out.push(`${kind} ${engine.name}`);
        for (const field of WORDS[kind]) {
          out.push(`  ${field}: ${en.get(engine.name)[field]}`);
          out.push(`  ${field} zh: ${zh.get(engine.name)[field]}`);
        }
        for (const field of CAPABILITIES[kind]) out.push(`  ${field}: ${shown(engine[field])}`);
        // A parameter's words, as the page's fields and sentences label it.
        if (kind === 'algorithm' && engine.parameter) {
          for (const field of ['label', 'noun']) {
            const name = `parameter${field[0].toUpperCase()}${field.slice(1)}`;
            out.push(`  ${name}: ${en.get(engine.name).parameter[field]}`);
            out.push(`  ${name} zh: ${zh.get(engine.name).parameter[field]}`);
          }
        }
      }
    }
    const board = '1 2 3 4 5 6 7 8 0';
    const menus = {
      algorithm: () => new wasm.Session(board, 'ordered', '?', 'zero', 1, 0, 0),
      heuristic: () => new wasm.Session(board, 'ordered', 'astar', '?', 1, 0, 0),
    };
    for (const [kind, call] of Object.entries(menus)) {
      setLanguage('en');
      out.push(`menu ${kind}: ${thrown(call)}`);
      setLanguage('zh-CN');
      out.push(`menu ${kind} zh: ${thrown(call)}`);
    }
  } finally {
    setLanguage('en');
  }

  const want = lines.slice(0, helpAt);
  if (process.env.UPDATE_SNAPSHOT) {
    writeFileSync(PATH, [...out, ...lines.slice(helpAt)].join('\n'));
    return;
  }
  assert.ok(helpAt > 0, 'the snapshot ends with the help');
  assert.deepEqual(out, want);
});
