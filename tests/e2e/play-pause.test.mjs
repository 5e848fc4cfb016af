// Play runs the search in the background of the page, Pause freezes it, Play
// resumes; the keyboard does the same (Space, →, R), except while typing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, counter, frames, typeStart, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

const expanded = (page) => counter(page, 'Expanded');

test('Pause stops the counters and Play resumes them', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'play-pause', async () => {
    await typeStart(page, '8 6 7 2 5 4 3 x 1'); // 31 moves: BFS runs for a long time at 50 per second
    await solve.setup({ algorithm: 'bfs' });
    await solve.field('speed').fill('5');
    assert.equal(await solve.field('speed').getAttribute('aria-valuetext'), '50 / s');

    await solve.play();
    await solve.waitForStatus(/^Searching with Breadth-first search/);
    await waitFor(page, () => Number(document.getElementById('c-expanded').textContent.replace(/,/g, '')) >= 5);

    await solve.pause();
    await solve.waitForStatus(/^Paused after/);
    const paused = await expanded(page);
    await frames(page, 36); // 30 expansions' worth at 50 / s, were it running
    assert.equal(await expanded(page), paused, 'counters move while paused');
    assert.equal(await solve.counter('Generated'), await solve.counter('Generated'));

    await solve.play();
    await waitFor(page, (n) => Number(document.getElementById('c-expanded').textContent.replace(/,/g, '')) > n, paused);
    assert.ok((await expanded(page)) > paused);
    assert.equal(await solve.pauseButton.count(), 1);
  });
});

test('Space plays and pauses, → steps, R resets; typing in a field does not', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'keyboard', async () => {
    await solve.setup({ start: '2 3 4 1 5 x 7 6 8' });
    await solve.leaveFields(); // focus leaves the field

    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await solve.waitForStatus(/^Paused after 3 expansions/);
    assert.equal(await expanded(page), 3);

    await page.keyboard.press('Space');
    await solve.waitForStatus(/^Searching/);
    await page.keyboard.press('Space');
    await solve.waitForStatus(/^Paused/);

    // R while typing in the Start field is a letter, not a reset.
    const field = solve.startField;
    await field.focus();
    await field.press('End');
    await field.press('r');
    assert.equal(await field.inputValue(), '2 3 4 1 5 x 7 6 8r');
    // The field holds no board now, so the status says what to fix (issue 11; it said "Paused"
    // before); once the letter goes, the search is still the paused one: nothing was reset.
    assert.match(await solve.waitForStatus(/^Fix the start state/), /^Fix the start state to search: /);
    await field.press('Backspace');
    assert.match(await solve.waitForStatus(/^Paused/), /^Paused/);

    await solve.leaveFields();
    await page.keyboard.press('r');
    await solve.waitForStatus(/^Ready/);
    assert.equal(await expanded(page), 0);
  });
});
