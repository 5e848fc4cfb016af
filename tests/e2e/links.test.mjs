// Links restore the boards of the views that have their own (issue 11):
// the Accuracy view's start and goal (`acc-board=`, `acc-goal=`) and the
// 15-puzzle lab's board (`lab-board=`), read like typed text; typing there
// writes them into the link.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, useBrowser, trueDistance, waitFor } from './harness.mjs';

const browser = useBrowser();

const hashOf = (page) => page.evaluate(() => Object.fromEntries(new URLSearchParams(window.location.hash.slice(1))));

test('an Accuracy link opens the view on its board and goal; typing there keeps the link up to date', async (t) => {
  const page = await browser.open(t, undefined, '#view=accuracy&acc-board=2+8+3+1+0+4+7+6+5&acc-goal=spiral');
  await check(page, 'links-accuracy', async () => {
    const start = page.getByLabel('Start state (3×3)');
    await waitFor(page, () => document.getElementById('acc-start')?.value === '2 8 3 1 0 4 7 6 5');
    assert.equal(await page.getByLabel('Goal board', { exact: true }).inputValue(), 'spiral');
    assert.equal(await page.locator('#acc-start-source').textContent(), 'From the link (or type another board).');
    const d = await trueDistance('2 8 3 1 0 4 7 6 5', 'spiral');
    assert.equal(d, 4);
    await waitFor(page, (want) => document.querySelector('.acc-facts dd')?.textContent === want, `${d} moves`);

    await start.fill('8 6 7 2 5 4 3 0 1');
    await waitFor(page, () => new URLSearchParams(window.location.hash.slice(1)).get('acc-board') === '8 6 7 2 5 4 3 0 1');
    assert.equal((await hashOf(page))['acc-goal'], 'spiral');
  });
});

test('an Accuracy link with a bad board shows the parser\'s sentence, and an unknown goal is named', async (t) => {
  const page = await browser.open(t, undefined, '#view=accuracy&acc-board=1+1+2+3+4+5+6+7+0&acc-goal=nowhere');
  await check(page, 'links-accuracy-bad', async () => {
    const { parseBoard } = await nodeEngine();
    let message;
    try {
      parseBoard('1 1 2 3 4 5 6 7 0');
    } catch (error) {
      message = error.message;
    }
    await waitFor(page, () => !document.getElementById('acc-start-error')?.hidden);
    assert.equal(await page.locator('#acc-start-error').textContent(), message);
    assert.equal(
      await page.locator('#acc-start-source').textContent(),
      'From the link, whose goal "nowhere" is not a 3×3 goal: the goal stays ordered.',
    );
  });
});

test('a lab link opens the lab on its board; a typed board goes into the link', async (t) => {
  const board = '5 1 2 3 9 6 7 4 13 10 11 8 0 14 15 12';
  const page = await browser.open(t, undefined, `#view=lab&lab-board=${board.replaceAll(' ', '+')}`);
  await check(page, 'links-lab', async () => {
    const field = page.getByLabel('15-puzzle board');
    await waitFor(page, (want) => document.getElementById('lab-board')?.value === want, board);
    assert.equal(await page.locator('#lab-preset').inputValue(), '');
    await waitFor(page, (want) => document.getElementById('lab-canvas')?.dataset.tiles === want, board);

    await field.fill('1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15');
    await waitFor(page, () => new URLSearchParams(window.location.hash.slice(1)).get('lab-board') === '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15');
  });
});

test('a lab link with a bad board says so on load, before Solve is pressed (issue 25)', async (t) => {
  const page = await browser.open(t, undefined, '#view=lab&lab-board=1+2+3');
  const { parseBoard } = await nodeEngine();
  let message;
  try {
    parseBoard('1 2 3', '4x4');
  } catch (error) {
    message = error.message;
  }
  await waitFor(page, () => !document.getElementById('lab-board-error')?.hidden);
  assert.equal(await page.locator('#lab-board-error').textContent(), message);
});
