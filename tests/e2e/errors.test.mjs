// Bad and impossible input: an unsolvable board is explained by the parity
// argument, a malformed one gets the parser's sentence next to the field, and
// the page keeps working afterwards.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, settledText, useBrowser } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

test('an unsolvable board, then a duplicate tile, then a solve', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'errors', async () => {
    await solve.setup({ start: '1 2 3 4 5 6 8 7 x' });
    const status = await solve.waitForStatus(/unsolvable/i);
    const { solvability } = await nodeEngine();
    const { explanation } = solvability('1 2 3 4 5 6 8 7 x', 'ordered');
    assert.equal(status, `Unsolvable: ${explanation}`);
    assert.match(status, /1 inversion \(odd\).*0 \(even\).*parity/);
    for (const name of ['Step', 'Play', 'Run to end']) {
      assert.equal(await page.getByRole('button', { name, exact: true }).isDisabled(), true, `${name} is enabled`);
    }

    const field = solve.startField;
    await solve.setup({ start: '1 1 2 3 4 5 6 7 8' });
    const error = page.locator('#start-error');
    await error.waitFor({ state: 'visible' });
    assert.equal(await error.textContent(), 'tile 1 appears twice');
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    // The field's description names the problem, for screen readers too.
    assert.match(await field.getAttribute('aria-describedby'), /start-error/);
    // The last good board stays.
    assert.deepEqual(await solve.board(), [1, 2, 3, 4, 5, 6, 8, 7, 0]);

    await solve.setup({ start: '1 2 3 4 5 6 7 x 8' });
    assert.equal(await error.isVisible(), false);
    assert.match(await solve.solve(/solved/i), /^Solved in 1 moves? /);
    assert.equal((await solve.solution()).trim(), 'r');
    assert.deepEqual(await solve.board(), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  });
});

test('other parser errors are shown as typed, never as an alert', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await check(page, 'parser-errors', async () => {
    const { parseBoard } = await nodeEngine();
    let expected;
    for (const text of ['1 2 3', '1 2 3 4 5 6 7 8 9', 'a b c d e f g h i', '']) {
      try {
        parseBoard(text);
      } catch (e) {
        expected = e.message;
      }
      assert.ok(expected, `'${text}' parsed`);
      await solve.setup({ start: text });
      await page.locator('#start-error').waitFor({ state: 'visible' });
      assert.equal(await settledText(page.locator('#start-error'), expected), expected);
    }
    assert.equal(dialogs, 0);
    // The status says what to fix while the field holds the error (issue 11; it said "Ready" before).
    assert.equal(await page.getByRole('status').textContent(), `Fix the start state to search: ${expected}.`);
  });
});

test('an uncaught error becomes a readable message on the page', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'error-banner', async () => {
    await page.evaluate(() => setTimeout(() => {
      throw new Error('the test threw this');
    }));
    const banner = page.getByRole('alert');
    await banner.waitFor({ state: 'visible' });
    assert.equal(await page.locator('#error-text').textContent(), 'Something went wrong: the test threw this. Press Reset, or reload the page.');
    assert.deepEqual(page.problems.splice(0), ['page error: the test threw this']);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await banner.isVisible(), false);
    // The page still works.
    await solve.solve(/solved/i);
  });
});
