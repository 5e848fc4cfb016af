// The engine's sentences in the page's language: a field's error and an unsolvable board's
// parity explanation come from the engine as codes with arguments (src/message.rs) and are
// worded by the catalogue — in Chinese for a Chinese browser, with no English word, and in
// English exactly the engine's own sentence. Expected texts come from the engine in node and
// the catalogue, never from copies.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import zh from '../../www/i18n/zh-CN.js';
import { check, nodeEngine, settledText, useBrowser, waitFor } from './harness.mjs';

const browser = useBrowser();

const UNSOLVABLE = '1 2 3 4 5 6 8 7 x';
const DUPLICATE = '1 1 2 3 4 5 6 7 8';

/** Latin words of two letters or more, as the harness's `englishWords` finds them. */
const latin = (text) => [...text.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)].map((m) => m[0]);

/** Types `text` into the start field (found by id: its label is in the page's language). */
async function typeStartById(page, text) {
  const field = page.locator('#start');
  await field.fill(text);
  await field.press('Enter');
}

/** The status line's text once it ends with `tail`. */
async function statusEndingWith(page, tail) {
  await waitFor(page, (end) => document.querySelector('[role="status"]').textContent.endsWith(end), tail);
  return page.getByRole('status').textContent();
}

/** The engine's error for a call that throws. */
function refusal(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('the engine accepted it');
}

for (const [locale, language] of [['zh-CN', 'Chinese'], ['en-US', 'English']]) {
  test(`in ${language}: the unsolvable explanation and a field's error in the page's language`, async (t) => {
    const page = await browser.open(t, undefined, '', { locale });
    await check(page, `i18n-errors-${locale}`, async () => {
      const engine = await nodeEngine();
      const verdict = engine.solvability(UNSOLVABLE, 'ordered');
      const error = refusal(() => engine.parseBoard(DUPLICATE));
      const chinese = locale === 'zh-CN';
      const explanation = chinese ? zh[`status.${verdict.code}`](verdict.args) : verdict.explanation;
      const fieldError = chinese ? zh[`error.${error.code}`](error.args) : error.message;
      if (chinese) {
        assert.equal(fieldError, '数码 1 出现了两次');
        assert.match(explanation, /^初始状态有 1 个逆序对（奇数）/);
        assert.deepEqual(latin(explanation), []);
        assert.deepEqual(latin(fieldError), []);
      } else {
        assert.equal(fieldError, 'tile 1 appears twice');
      }

      await typeStartById(page, UNSOLVABLE);
      const status = await statusEndingWith(page, explanation);
      assert.ok(status.endsWith(explanation), status);

      await typeStartById(page, DUPLICATE);
      const shown = page.locator('#start-error');
      await shown.waitFor({ state: 'visible' });
      assert.equal(await settledText(shown, fieldError), fieldError);
    });
  });
}
