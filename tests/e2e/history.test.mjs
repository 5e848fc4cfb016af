// The browser's Back and Forward move between the views a lesson went
// through: each switch of view is a history entry of its own (the page once
// replaced the entry, so Back left the app), showing the view already shown
// adds none, and a shared link's parameters ride along in every entry.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

const view = (page) => page.evaluate(() => document.body.dataset.view);
const hashParam = (page, key) => page.evaluate((k) => new URLSearchParams(window.location.hash.slice(1)).get(k), key);
const entries = (page) => page.evaluate(() => history.length);

/** Clicks a view's button in the top bar. */
const go = (page, name) => page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name, exact: true }).click();

/** Back or Forward (the browser's own traversal, as its buttons do), then waits until the page shows `expected`. */
async function travel(page, direction, expected) {
  await page.evaluate((d) => (d === 'back' ? history.back() : history.forward()), direction);
  await waitFor(page, (name) => document.body.dataset.view === name, expected);
  assert.equal(await page.locator(`main.view[data-view="${expected}"]`).isVisible(), true, expected);
  assert.equal(await page.locator('nav.views button[aria-current="page"]').getAttribute('data-view'), expected);
}

test('Back and Forward move between views, inside the page', async (t) => {
  const page = await browser.open(t);
  await check(page, 'history-views', async () => {
    const origin = new URL(page.url()).origin;
    const first = await entries(page);
    await go(page, 'Compare');
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    await go(page, 'Compare'); // the view already shown: no entry
    await go(page, 'Accuracy');
    assert.equal(await entries(page), first + 2);
    assert.equal(await hashParam(page, 'view'), 'accuracy');

    await travel(page, 'back', 'compare');
    assert.equal(await hashParam(page, 'view'), 'compare');
    await travel(page, 'back', 'solve');
    assert.equal(new URL(page.url()).origin, origin, 'Back left the page');
    assert.equal(await hashParam(page, 'view'), null);
    await travel(page, 'forward', 'compare');
    await travel(page, 'forward', 'accuracy');
    // Travelling added no entries of its own.
    assert.equal(await entries(page), first + 2);
    // A click after going back starts a new branch, as in any site.
    await travel(page, 'back', 'compare');
    await go(page, 'Solve');
    assert.equal(await view(page), 'solve');
    assert.equal(await entries(page), first + 2);
    await travel(page, 'back', 'compare');
  });
});

test('a shared link keeps its board in every entry, and Back returns to the view it opened', async (t) => {
  const board = '8 6 7 2 5 4 3 x 1';
  const page = await browser.open(t, undefined, `#view=accuracy&start=${encodeURIComponent(board)}&goal=ordered`);
  const solve = new Solve(page);
  await check(page, 'history-link', async () => {
    assert.equal(await view(page), 'accuracy');
    await waitFor(page, (b) => document.getElementById('acc-start')?.value === b, board);
    await go(page, 'Solve');
    assert.equal(await hashParam(page, 'view'), null);
    assert.equal(await hashParam(page, 'start'), board);
    assert.equal(await solve.startField.inputValue(), board);
    await travel(page, 'back', 'accuracy');
    assert.equal(await hashParam(page, 'start'), board);
    assert.equal(await solve.startField.inputValue(), board);
    assert.equal(await page.locator('#acc-start').inputValue(), board);
  });
});
