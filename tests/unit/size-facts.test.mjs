// What the page decides by a board's size comes from the engine's size table (src/sizes.rs `Size`,
// wasm `sizes()`) through www/engine/catalogue.js `sizeFacts`, and from nowhere else: the facts as
// the real engine gives them, and a scan of www/ that fails if "small board" (`width * height <= 9`)
// or the 8-puzzle's farthest distance (31) is written into the page again.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Catalogue, sizeFacts } from '../../www/engine/catalogue.js';
import { nodeEngine } from './engine.mjs';
import { ROOT, pageSources, withoutComments } from '../e2e/harness.mjs';

let catalogue;
before(async () => {
  const wasm = await nodeEngine();
  catalogue = new Catalogue(wasm.algorithms(), wasm.heuristics(), wasm.limits(), {}, wasm.sizes());
});

test('sizeFacts: the 8-puzzle is small and 31 moves deep at most, the 15-puzzle neither swept nor measured', () => {
  assert.deepEqual({ ...sizeFacts(3, 3) }, { small: true, farthest: 31, shuffleMax: 31, thumbnailDigits: true });
  assert.deepEqual({ ...sizeFacts(4, 4) }, { small: false, farthest: null, shuffleMax: 200, thumbnailDigits: false });
  assert.deepEqual({ ...sizeFacts(5, 5) }, { small: false, farthest: null, shuffleMax: 200, thumbnailDigits: false });
  // The small sizes other than 3×3 keep the Shuffle field's 31, whatever their own farthest.
  assert.deepEqual({ ...sizeFacts(2, 2) }, { small: true, farthest: 6, shuffleMax: 31, thumbnailDigits: true });
  assert.deepEqual({ ...sizeFacts(3, 2) }, { small: true, farthest: 21, shuffleMax: 31, thumbnailDigits: true });
  assert.deepEqual({ ...sizeFacts(2, 4) }, { small: true, farthest: 36, shuffleMax: 31, thumbnailDigits: true });
  assert.deepEqual({ ...sizeFacts(5, 2) }, { small: false, farthest: null, shuffleMax: 200, thumbnailDigits: false });
  // Small is exactly "at most 9 cells", over every size the engine takes.
  assert.deepEqual(
    catalogue.sizes.filter((s) => sizeFacts(s.width, s.height).small).map((s) => `${s.width}x${s.height}`),
    ['2x2', '3x3', '3x2', '2x3', '4x2', '2x4'],
  );
  assert.deepEqual(catalogue.sizeFacts(3, 3), sizeFacts(3, 3));
  assert.throws(() => sizeFacts(6, 6), { message: 'sizeFacts: the engine takes no 6×6 board' });
});

/**
 * The places in `source` (comments removed) that restate a size fact: a cell count compared with a
 * number (`width * height <= 9`, `w * h > 9`, `cells <= 9` …), or the number 31 in code.
 */
function restated(source) {
  const code = withoutComments(source);
  const product = /[\w.]*(?:width|\bw)\s*\*\s*[\w.]*(?:height|\bh)\s*(?:<=|<|>=|>)\s*\d+/gi;
  const cells = /\bcells\s*(?:<=|<|>=|>)\s*\d+/gi;
  const cellCounts = [...(code.match(product) ?? []), ...(code.match(cells) ?? [])];
  const farthest = code.match(/[^\n]*(?<![\w.])31(?![\w.])[^\n]*/g) ?? [];
  return [...cellCounts, ...farthest.map((line) => line.trim())];
}

// The 31s of www/ that are no farthest distance: the Solve strip's window of boards, and the two
// hardest presets' names ("Hardest, A (31 moves)"), words of the preset in both languages.
const NOT_A_DISTANCE = new Set([
  'export const STRIP_WINDOW = 31;',
  "'solve.preset.hardest-a': 'Hardest, A (31 moves)',",
  "'solve.preset.hardest-b': 'Hardest, B (31 moves)',",
  "'solve.preset.hardest-a': '最难局面 A（31 步）',",
  "'solve.preset.hardest-b': '最难局面 B（31 步）',",
]);

test('www/ restates no size fact: "small board" and the farthest distance come from sizeFacts alone', () => {
  // The scanner finds what it must (so a pass means something).
  assert.deepEqual(
    restated(`const small = problem.width * problem.height <= 9;\nif (width*height > 9) x();\nconst max = 31;\n// 31 in a comment\nn = 131;`),
    ['problem.width * problem.height <= 9', 'width*height > 9', 'const max = 31;'],
  );
  assert.deepEqual(restated(`const w = cells <= 9;`), ['cells <= 9']);
  assert.deepEqual(restated(`const { small } = sizeFacts(width, height); a[31.5]; b = 0x31;`), []);

  const found = [];
  for (const file of pageSources()) {
    const where = relative(ROOT, file);
    for (const hit of restated(readFileSync(file, 'utf8'))) if (!NOT_A_DISTANCE.has(hit)) found.push(`${where}: ${hit}`);
  }
  assert.deepEqual(found, []);
});
