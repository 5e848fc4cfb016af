// The whole page in Chinese (issue 12): every view, opened in a zh-CN browser and drawn, shows no
// English word anywhere on the page — top bar, status line and view alike — outside the harness's
// allow-list (symbols such as A*, IDA*, b*, PNG, CSV, move letters); `<html lang>` follows the
// language. Each view's own test (i18n-<view>.test.mjs) checks its states and its switches in
// depth; this one holds the page together after the views' words were merged.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGLISH_ALLOWED, FORMULA_WORDS, check, englishWords, useBrowser, waitFor } from './harness.mjs';

const browser = useBrowser();

/** Each view, with what says it has drawn what it first shows. */
const VIEWS = {
  solve: () => document.getElementById('status').dataset.kind !== 'loading',
  explain: () => document.querySelector('#view-explain .code li') !== null,
  compare: () => document.getElementById('view-compare').dataset.race !== undefined,
  accuracy: () => document.querySelector('.acc-maps')?.getAttribute('aria-busy') === 'false',
  lab: () => document.querySelector('#view-lab button') !== null,
};

for (const [view, ready] of Object.entries(VIEWS)) {
  test(`the ${view} view in a Chinese browser: not one English word on the page`, async (t) => {
    const page = await browser.open(t, { width: 1366, height: 768 }, `#view=${view}`, { locale: 'zh-CN' });
    await check(page, `i18n-${view}`, async () => {
      await waitFor(page, ready);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
      // The Accuracy view's heuristic editor shows formulas (code) in the formula language's names.
      const allowed = view === 'accuracy' ? new Set([...ENGLISH_ALLOWED, ...FORMULA_WORDS]) : ENGLISH_ALLOWED;
      assert.deepEqual(await englishWords(page, allowed), []);
    });
  });
}
