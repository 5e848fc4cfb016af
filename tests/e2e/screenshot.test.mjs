// The picture in the README: a solved 8-puzzle at 1366×768, with the chart
// and the solution strip, all on one screen. Also checks that nothing needs
// scrolling at that size, and that a tablet and a phone get a usable layout
// without sideways scrolling.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, check, frames, useBrowser } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

test('a solved 8-puzzle fits one 1366×768 screen; docs/screenshot.png', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 768 });
  const solve = new Solve(page);
  await check(page, 'screenshot', async () => {
    await solve.setup({ preset: 'hardest-a', algorithm: 'astar', heuristic: 'manhattan' });
    assert.match(await solve.solve(/solved/i), /^Solved in 31 moves/);

    // Show a position along the way, as a teacher would when explaining.
    await page.getByRole('button', { name: 'After move 24 (u)' }).or(page.getByRole('button', { name: /^After move 24 / })).first().click();
    await frames(page, 24); // the slide animation and the chart's redraw

    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    assert.deepEqual(size, { width: 1366, height: 768 }, 'the page scrolls at 1366×768');
    for (const name of ['Frontier and visited', 'Solution', 'Counters']) {
      assert.equal(await page.getByRole('heading', { name, exact: true }).isVisible(), true, name);
    }
    const strip = await page.getByRole('list', { name: 'Boards along the solution' }).boundingBox();
    assert.ok(strip.y + strip.height <= 768, 'the solution strip is below the fold');
    const chart = await page.locator('.chart canvas').first().boundingBox();
    assert.ok(chart.height > 100 && chart.y + chart.height <= 768, 'the chart is cut off');

    await page.screenshot({ path: join(ROOT, 'docs', 'screenshot.png'), fullPage: true });
  });
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}×${viewport.height}: no sideways scrolling, no error, the board first on a phone`, async (t) => {
    const page = await browser.open(t, viewport);
    const solve = new Solve(page);
    await check(page, `layout-${viewport.width}`, async () => {
      await solve.setup({ start: '2 3 4 1 5 x 7 6 8' });
      await solve.solve(/solved/i);
      await frames(page, 18); // let resize observers settle
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width);
      assert.equal(await page.getByRole('alert').isVisible(), false, 'the error banner is showing');
      const board = await page.getByRole('img', { name: /^Board / }).boundingBox();
      assert.ok(board.width >= 300, `board only ${board.width}px wide`);
      const setup = await page.getByRole('heading', { name: 'Puzzle', exact: true }).boundingBox();
      if (viewport.width < 760) assert.ok(setup.y > board.y + board.height, 'the board comes first on a phone');
      const chart = await page.locator('.chart canvas').first().boundingBox();
      assert.ok(chart.width > 250 && chart.height > 100, `chart ${chart.width}×${chart.height}`);
    });
  });
}

test('the README\'s pictures of Play it yourself (1366×768) and of a step back on a projector (1024×768)', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 768 });
  const solve = new Solve(page);
  await check(page, 'screenshot-play', async () => {
    await solve.setup({ start: '2 3 4 1 5 x 7 6 8' });
    await solve.waitForStatus(/^Ready/);
    await page.getByRole('button', { name: 'Play it yourself' }).click();
    const board = page.getByRole('application', { name: /^Board / });
    await board.focus();
    for (const key of ['ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.waitForFunction(() => /^Hint: /.test(document.getElementById('play-hint')?.textContent ?? ''));
    assert.equal(await page.locator('#play-count').textContent(), '2');
    await frames(page, 24);
    await page.screenshot({ path: join(ROOT, 'docs', 'play.png') });
  });

  const projector = await browser.open(t, { width: 1024, height: 768 });
  await check(projector, 'screenshot-projector', async () => {
    const solveThere = new Solve(projector);
    await solveThere.setup({ start: '8 6 7 2 5 4 3 0 1', algorithm: 'astar', heuristic: 'manhattan' });
    await solveThere.solve(/^Solved in 31 moves/);
    const steps = Number(await projector.locator('#scrub').getAttribute('max'));
    await projector.locator('#scrub').fill(String(Math.round(steps * 0.6)));
    await solveThere.waitForStatus(/^Paused after/);
    await frames(projector, 24);
    assert.equal(await projector.evaluate(() => document.documentElement.scrollWidth), 1024);
    await projector.screenshot({ path: join(ROOT, 'docs', 'projector.png') });
  });
});
