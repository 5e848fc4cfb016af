// Play runs the search in the background of the page, Pause freezes it, Play
// resumes; the keyboard does the same (Space, →, R), except while typing.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { check, counter, startBrowser, typeStart, waitFor, waitForStatus } from './harness.mjs';

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

const expanded = (page) => counter(page, 'Expanded');

test('Pause stops the counters and Play resumes them', async (t) => {
  const page = await browser.open(t);
  await check(page, 'play-pause', async () => {
    await typeStart(page, '8 6 7 2 5 4 3 x 1'); // 31 moves: BFS runs for a long time at 50 per second
    await page.getByLabel('Algorithm', { exact: true }).selectOption('bfs');
    await page.getByLabel('Speed', { exact: true }).fill('5');
    assert.equal(await page.getByLabel('Speed', { exact: true }).getAttribute('aria-valuetext'), '50 / s');

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForStatus(page, /^Searching with Breadth-first search/);
    await waitFor(page, () => Number(document.getElementById('c-expanded').textContent.replace(/,/g, '')) >= 5);

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await waitForStatus(page, /^Paused after/);
    const paused = await expanded(page);
    await page.waitForTimeout(600);
    assert.equal(await expanded(page), paused, 'counters move while paused');
    assert.equal(await counter(page, 'Generated'), await counter(page, 'Generated'));

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitFor(page, (n) => Number(document.getElementById('c-expanded').textContent.replace(/,/g, '')) > n, paused);
    assert.ok((await expanded(page)) > paused);
    assert.equal(await page.getByRole('button', { name: 'Pause', exact: true }).count(), 1);
  });
});

test('Space plays and pauses, → steps, R resets; typing in a field does not', async (t) => {
  const page = await browser.open(t);
  await check(page, 'keyboard', async () => {
    await typeStart(page, '2 3 4 1 5 x 7 6 8');
    await page.getByRole('heading', { name: 'Counters' }).click(); // focus leaves the field

    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await waitForStatus(page, /^Paused after 3 expansions/);
    assert.equal(await expanded(page), 3);

    await page.keyboard.press('Space');
    await waitForStatus(page, /^Searching/);
    await page.keyboard.press('Space');
    await waitForStatus(page, /^Paused/);

    // R while typing in the Start field is a letter, not a reset.
    const field = page.getByLabel('Start state', { exact: true });
    await field.focus();
    await field.press('End');
    await field.press('r');
    assert.equal(await field.inputValue(), '2 3 4 1 5 x 7 6 8r');
    // The field holds no board now, so the status says what to fix (issue 11; it said "Paused"
    // before); once the letter goes, the search is still the paused one: nothing was reset.
    assert.match(await waitForStatus(page, /^Fix the start state/), /^Fix the start state to search: /);
    await field.press('Backspace');
    assert.match(await waitForStatus(page, /^Paused/), /^Paused/);

    await page.getByRole('heading', { name: 'Counters' }).click();
    await page.keyboard.press('r');
    await waitForStatus(page, /^Ready/);
    assert.equal(await expanded(page), 0);
  });
});
