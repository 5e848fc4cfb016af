// A long search must not freeze the page: the engine works in time-boxed
// batches, so a click on Pause during A* with the weak misplaced-tiles
// heuristic on a hard 15-puzzle takes effect within 200 ms.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { check, counter, startBrowser, waitFor, waitForStatus } from './harness.mjs';

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

const LIMIT_MS = 200;

test('Pause lands within 200 ms while 4×4 A* with misplaced tiles runs flat out', async (t) => {
  const page = await browser.open(t);
  await check(page, 'responsive-pause', async () => {
    await page.getByLabel('Preset', { exact: true }).selectOption('korf1');
    await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('misplaced');
    await page.getByLabel('Speed', { exact: true }).fill('12'); // as fast as possible
    assert.equal(await page.getByLabel('Speed', { exact: true }).getAttribute('aria-valuetext'), 'as fast as possible');

    // Measure frame gaps while it runs: the page keeps painting.
    await page.evaluate(() => {
      window.frameGaps = [];
      let last = performance.now();
      const tick = (now) => {
        window.frameGaps.push(now - last);
        last = now;
        if (window.frameGaps.length < 100_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitFor(page, () => Number(document.getElementById('c-expanded').textContent.replace(/,/g, '')) > 100_000);
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'searching');

    const pause = page.getByRole('button', { name: 'Pause', exact: true });
    const box = await pause.boundingBox();
    const clickedAt = performance.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitFor(page, () => document.body.dataset.state === 'paused');
    const took = performance.now() - clickedAt;
    assert.ok(took < LIMIT_MS, `Pause took ${took.toFixed(0)} ms`);

    await waitForStatus(page, /^Paused after/);
    const expanded = await counter(page, 'Expanded');
    assert.ok(expanded > 100_000);
    const worstGap = await page.evaluate(() => Math.max(...window.frameGaps.slice(2)));
    t.diagnostic(`Pause took ${took.toFixed(0)} ms after ${expanded} expansions; longest frame ${worstGap.toFixed(0)} ms`);
    assert.ok(worstGap < LIMIT_MS, `a frame took ${worstGap.toFixed(0)} ms`);
  });
});
