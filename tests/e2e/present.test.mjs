// Presentation mode (larger type, higher contrast, remembered across visits)
// and the Solve view's PNG buttons.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { check, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

const px = (page, selector, property) =>
  page.evaluate(([s, p]) => parseFloat(getComputedStyle(document.querySelector(s))[p]), [selector, property]);

/** Width and height from a PNG's IHDR, after checking the signature. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'not a PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('Presentation mode enlarges the type, is a pressed toggle, and is remembered after a reload', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'presentation', async () => {
    const toggle = page.getByRole('button', { name: 'Presentation mode' });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    // 15 px at 1366: the header's tools leave the status line less room there (style.css).
    assert.equal(await px(page, '#status', 'fontSize'), 15);
    assert.equal(await px(page, 'label[for="start"]', 'fontSize'), 13);

    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('presentation')), true);
    assert.equal(await px(page, '#status', 'fontSize'), 19);
    assert.equal(await px(page, 'label[for="start"]', 'fontSize'), 15);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.hint')).color), 'rgb(51, 58, 70)');

    await page.reload();
    await waitFor(page, () => document.getElementById('status').dataset.kind !== 'loading');
    assert.equal(await page.getByRole('button', { name: 'Presentation mode' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await px(page, '#status', 'fontSize'), 19);
    // The page still works and does not scroll sideways at 1366×768.
    assert.match(await solve.solve(/solved/i), /^Solved in 19 moves/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1366);

    await page.getByRole('button', { name: 'Presentation mode' }).click();
    assert.equal(await page.getByRole('button', { name: 'Presentation mode' }).getAttribute('aria-pressed'), 'false');
    assert.equal(await page.evaluate(() => localStorage.getItem('npuzzle.presentation')), null);
    assert.equal(await px(page, '#status', 'fontSize'), 15);
  });
});

test('Save board as PNG and Save chart as PNG download pictures', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'png', async () => {
    let [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save board as PNG' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'npuzzle-board.png');
    // 480 px of board and 16 px of margin each side, at twice the size.
    assert.deepEqual(pngSize(await readFile(await download.path())), [1024, 1024]);

    await solve.solve(/solved/i);
    [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save chart as PNG' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'npuzzle-chart.png');
    const plot = await page.evaluate(() => {
      const canvas = document.querySelector('.chart canvas');
      return [canvas.clientWidth, canvas.clientHeight];
    });
    // The plot, a 34 px title above and a 30 px legend below, 12 px margins, at twice the size.
    assert.deepEqual(pngSize(await readFile(await download.path())), [2 * (plot[0] + 24), 2 * (34 + plot[1] + 30)]);
  });
});

test('Esc leaves presentation mode; presentation mode enlarges the pseudo-code and the search tree too', async (t) => {
  const page = await browser.open(t);
  await check(page, 'presentation-explain', async () => {
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await page.getByRole('tab', { name: 'Search tree' }).click();
    await waitFor(page, () => document.querySelector('#view-explain .code li') !== null);
    const sizes = async () => ({
      code: await px(page, '#view-explain .code', 'fontSize'),
      note: await px(page, '#view-explain .code .code-note', 'fontSize'),
      legend: await px(page, '#view-explain .tree-legend', 'fontSize'),
      tip: await px(page, '#view-explain .tree-tip p', 'fontSize'),
    });
    assert.deepEqual(await sizes(), { code: 12, note: 11, legend: 12.5, tip: 12.5 });
    const toggle = page.getByRole('button', { name: 'Presentation mode' });
    await toggle.click();
    assert.deepEqual(await sizes(), { code: 15.5, note: 13.5, legend: 15, tip: 15 });
    // The tree's board preview is larger too.
    await page.getByRole('button', { name: 'Step search', exact: true }).click();
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '1');
    await page.getByRole('img', { name: /^Search tree/ }).focus();
    await page.keyboard.press('End');
    assert.equal(await page.locator('.tree-tip canvas').evaluate((c) => c.clientWidth), 128);
    // And the tree itself: its dots (and their numbers and the gaps) half as big again.
    const tree = page.locator('#explain-panel-tree canvas[data-dots]');
    assert.equal(await tree.getAttribute('data-scale'), '1.5');
    assert.equal(await tree.getAttribute('data-radius'), '13.5');

    // Esc leaves it, and the page remembers that.
    await page.keyboard.press('Escape');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('presentation')), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('npuzzle.presentation')), null);
    assert.deepEqual(await sizes(), { code: 12, note: 11, legend: 12.5, tip: 12.5 });
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.scale === '1');
    assert.equal(await tree.getAttribute('data-radius'), '9.0');

    // With the shortcuts open, Esc closes them and presentation mode stays.
    await toggle.click();
    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await page.keyboard.press('Escape');
    await waitFor(page, () => !document.querySelector('dialog[open]'));
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  });
});
