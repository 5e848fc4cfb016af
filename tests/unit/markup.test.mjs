// One way to write markup (docs/ARCHITECTURE.md, "Markup"): index.html holds
// the frame, views build their DOM with www/widgets/dom.js's h(), and no page module
// parses a string as HTML. This test fails, naming file:line, if one does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WWW = join(ROOT, 'www');
const FORBIDDEN = /\b(innerHTML|outerHTML|insertAdjacentHTML)\b/;

/** Every .js file under www/ but the wasm-bindgen output (www/pkg). */
function pageSources(dir = WWW, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(WWW, 'pkg')) pageSources(path, out);
    } else if (entry.name.endsWith('.js')) {
      out.push(path);
    }
  }
  return out;
}

/**
 * `source` with its comments blanked out (line breaks kept, so line numbers
 * stay right): a comment may name what the code must not do.
 */
function codeOnly(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** `file:line: text` for each line of `files` that writes HTML as a string. */
function htmlWrites(files) {
  const found = [];
  for (const file of files) {
    const lines = codeOnly(readFileSync(file, 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (FORBIDDEN.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

test('no page module writes markup as an HTML string', () => {
  const files = pageSources();
  assert.ok(files.some((f) => f.endsWith(join('www', 'widgets', 'dom.js'))), 'the scan reads www/');
  assert.deepEqual(htmlWrites(files), []);
});

test('the scan finds a template and ignores one in a comment', () => {
  const sample = join(ROOT, 'tests', 'unit', 'fixtures', 'markup-sample.js');
  assert.deepEqual(htmlWrites([sample]), [
    "tests/unit/fixtures/markup-sample.js:5: root.innerHTML = '<p>hello</p>';",
    "tests/unit/fixtures/markup-sample.js:6: root.insertAdjacentHTML('beforeend', '<p>again</p>');",
  ]);
});
