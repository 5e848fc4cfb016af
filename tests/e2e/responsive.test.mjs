// The page responds and fits. A long search must not freeze the page: the
// engine works in time-boxed batches, so a click on Pause during A* with the
// weak misplaced-tiles heuristic on a hard 15-puzzle takes effect within
// 200 ms. And the page fits the screens of a classroom (below).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

const LIMIT_MS = 200;

test('Pause lands within 200 ms while 4×4 A* with misplaced tiles runs flat out', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'responsive-pause', async () => {
    await solve.setup({ preset: 'korf1', algorithm: 'astar', heuristic: 'misplaced' });
    await solve.field('speed').fill('12'); // as fast as possible
    assert.equal(await solve.field('speed').getAttribute('aria-valuetext'), 'as fast as possible');

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
    await solve.play();
    await waitFor(page, () => Number(document.getElementById('c-expanded').textContent.replace(/,/g, '')) > 100_000);
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'searching');

    const pause = solve.pauseButton;
    const box = await pause.boundingBox();
    const clickedAt = performance.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitFor(page, () => document.body.dataset.state === 'paused');
    const took = performance.now() - clickedAt;
    assert.ok(took < LIMIT_MS, `Pause took ${took.toFixed(0)} ms`);

    await solve.waitForStatus(/^Paused after/);
    const expanded = await solve.expanded();
    assert.ok(expanded > 100_000);
    const worstGap = await page.evaluate(() => Math.max(...window.frameGaps.slice(2)));
    t.diagnostic(`Pause took ${took.toFixed(0)} ms after ${expanded} expansions; longest frame ${worstGap.toFixed(0)} ms`);
    assert.ok(worstGap < LIMIT_MS, `a frame took ${worstGap.toFixed(0)} ms`);
  });
});

// A projector-first layout: at 1024×768 and 1366×768, in the usual and in
// presentation mode, the board, the buttons, the counters and the status fit
// one screen after the longest 8-puzzle run (BFS on one of the two hardest
// boards, to the end), and no number is cut.

const HARDEST = '8 6 7 2 5 4 3 x 1';

/** What sticks out: elements outside the viewport, and text cut by its box. */
function overflow() {
  const out = [];
  const { innerWidth: w, innerHeight: h } = window;
  const must = ['#status', '#board', '#back', '#step', '#play', '#run', '#reset', '#speed', '#scrub', '#counters'];
  for (const selector of must) {
    const r = document.querySelector(selector).getBoundingClientRect();
    if (r.width === 0 || r.left < 0 || r.top < 0 || r.right > w + 0.5 || r.bottom > h + 0.5) {
      out.push(`${selector} at ${[r.left, r.top, r.right, r.bottom].map(Math.round)}`);
    }
  }
  const counters = [...document.querySelectorAll('#counters .counter:not([hidden])')];
  for (const el of counters) {
    const r = el.getBoundingClientRect();
    if (r.bottom > h + 0.5 || r.right > w + 0.5) out.push(`${el.querySelector('dt').textContent} off screen`);
  }
  for (const el of [document.getElementById('status'), ...counters.flatMap((c) => [...c.children])]) {
    if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1) {
      out.push(`${el.id || el.textContent} cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
    }
    if (getComputedStyle(el).textOverflow === 'ellipsis') out.push(`${el.id} may end in an ellipsis`);
  }
  const root = document.documentElement;
  if (root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth) {
    out.push(`the page scrolls: ${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`);
  }
  return out;
}

for (const [width, height] of [[1024, 768], [1366, 768]]) {
  for (const presentation of [false, true]) {
    const mode = presentation ? ' in presentation mode' : '';
    test(`${width}×${height}${mode}: board, buttons, counters and status fit one screen after BFS on the hardest board`, async (t) => {
      const page = await browser.open(t, { width, height });
      const solve = new Solve(page);
      await check(page, `fit-${width}${presentation ? '-presentation' : ''}`, async () => {
        if (presentation) await page.getByRole('button', { name: 'Presentation mode' }).click();
        assert.deepEqual(await page.evaluate(overflow), []);
        await solve.setup({ start: HARDEST, algorithm: 'bfs' });
        await solve.waitForStatus(/^Ready: Breadth-first/);
        const status = await solve.solve(/^Solved/, 120_000);
        assert.match(status, /^Solved in 31 moves \(guaranteed optimal\) — 181,\d{3} nodes expanded\.$/);
        // The longest status there is: a stopped search's, with its advice.
        assert.deepEqual(await page.evaluate(overflow), []);
        await page.evaluate(() => {
          document.getElementById('status').textContent =
            'Stopped after 1,995,000 nodes (memory budget reached) — try IDA* or a stronger heuristic.';
          for (const id of ['c-expanded', 'c-generated', 'c-frontier', 'c-visited']) document.getElementById(id).textContent = '12,345,678';
          for (const id of ['c-max-frontier', 'c-rate']) document.getElementById(id).textContent = '2,162,000';
        });
        assert.deepEqual(await page.evaluate(overflow), []);
      });
    });
  }
}

/** Whether the status line shows its whole text (no line of it cut at its top or bottom). */
const statusWhole = () => {
  const el = document.getElementById('status');
  return el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1;
};

/**
 * An open page shown in a layout: presentation mode switched on or off first, at the size it was
 * turned on at (the phone's top bar has no room to spare), then the window resized.
 */
async function showLayout(page, { width, height, presentation }) {
  const on = await page.evaluate(() => document.documentElement.classList.contains('presentation'));
  if (on !== presentation) await page.locator('#presentation').click();
  await waitFor(page, (want) => document.documentElement.classList.contains('presentation') === want, presentation);
  await page.setViewportSize({ width, height });
}

test('the longest status lines (why a board is unsolvable, 3×3 and 4×4) are shown whole, and the page still fits', async (t) => {
  const boards = [
    ['spiral goal', '#start=2+3+4+1+5+x+7+6+8&goal=spiral'],
    ['4×4', '#start=1+2+3+4+5+6+7+8+9+10+11+12+13+15+14+0&size=4'],
  ];
  const layouts = [[1366, 768], [1280, 800], [1024, 768], [390, 844]].flatMap(([width, height]) =>
    (width === 390 ? [false] : [false, true]).map((presentation) => ({ width, height, presentation })),
  );
  // One page a board and a language (the browser's language is its context's), resized and
  // switched in and out of presentation mode for each layout, as a teacher's window is: 4 page
  // loads where a page a layout made 28, a second of CPU each on this machine (docs/PERFORMANCE.md).
  for (const [name, hash] of boards) {
    for (const locale of ['en-US', 'zh-CN']) {
      const first = layouts[0];
      const page = await browser.open(t, { width: first.width, height: first.height }, hash, { locale });
      for (const { width, height, presentation } of layouts) {
        const where = `${name} at ${width}×${height}${presentation ? ' in presentation mode' : ''} in ${locale}`;
        await check(page, `status-whole-${width}`, async () => {
          await showLayout(page, { width, height, presentation });
          await waitFor(page, () => document.getElementById('status').dataset.kind === 'unsolvable');
          assert.match(await page.locator('#status').textContent(), locale === 'en-US' ? /^Unsolvable: .{80,}\.$/ : /^无解：.{30,}。$/, where);
          assert.equal(await page.evaluate(statusWhole), true, where);
          // On the desktop layouts the board, the buttons and the counters still fit the screen.
          if (width > 760) assert.deepEqual(await page.evaluate(overflow), [], where);
        });
      }
      await page.context().close();
    }
  }
});

test('390×844: every view\'s button is on screen, and so is every tab of Explain', async (t) => {
  const page = await browser.open(t, { width: 390, height: 844 });
  await check(page, 'phone-tabs', async () => {
    const inside = (locator) =>
      locator.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { name: el.textContent, on: r.width > 0 && r.left >= 0 && r.right <= window.innerWidth };
        }),
      );
    const views = await inside(page.locator('nav.views button'));
    assert.deepEqual(views, ['Solve', 'Explain', 'Compare', 'Accuracy', '15-puzzle lab'].map((name) => ({ name, on: true })));
    await page.getByRole('button', { name: '15-puzzle lab' }).click();
    await page.locator('#view-lab').getByRole('button', { name: 'Solve in worker' }).waitFor();
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    const tabs = await inside(page.getByRole('tab'));
    assert.ok(tabs.length >= 3, `${tabs.length} tabs`);
    assert.deepEqual(tabs.filter((tab) => !tab.on), []);
    // No sideways scrolling (Firefox's scroll bar takes its width from the 390 px).
    assert.deepEqual(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      0,
    );
  });
});

/** What of the Puzzle panel and the numbers a teacher cannot see after a solve: menus below the panel's fold, moves cut, a flat chart. */
function afterSolve() {
  const out = [];
  const setup = document.querySelector('.setup').getBoundingClientRect();
  for (const id of ['algorithm', 'heuristic']) {
    const r = document.getElementById(id).getBoundingClientRect();
    if (r.bottom > setup.bottom - 4 || r.bottom > window.innerHeight) out.push(`#${id} ends at ${Math.round(r.bottom)}, the panel at ${Math.round(setup.bottom)}`);
  }
  const numbers = document.querySelector('.numbers').getBoundingClientRect();
  const moves = document.getElementById('solution');
  const m = moves.getBoundingClientRect();
  if (m.bottom > numbers.bottom - 4 || m.bottom > window.innerHeight) out.push(`the moves end at ${Math.round(m.bottom)}, the panel at ${Math.round(numbers.bottom)}`);
  if (moves.scrollHeight > moves.clientHeight + 1) out.push(`the moves are cut (${moves.scrollHeight} in ${moves.clientHeight})`);
  const plot = document.querySelector('.chart .u-over')?.clientHeight ?? 0;
  const ticks = (document.querySelector('.chart').dataset.yTicks ?? '').split(' ').filter(Boolean).length;
  return { out, plot, ticks };
}

for (const [width, height, minPlot, minTicks] of [[1024, 768, 60, 3], [1366, 768, 80, 3]]) {
  test(`${width}×${height}: after a solve Algorithm and Heuristic are on screen, the moves whole, the chart ${minPlot} px and more`, async (t) => {
    for (const locale of ['en-US', 'zh-CN']) {
      const page = await browser.open(t, { width, height }, '', { locale });
      await check(page, `after-solve-${width}`, async () => {
        await page.locator('#run').click();
        await waitFor(page, () => document.getElementById('status').dataset.kind === 'solved');
        await waitFor(page, () => Boolean(document.querySelector('.chart').dataset.yTicks));
        const seen = await page.evaluate(afterSolve);
        assert.deepEqual(seen.out, [], locale);
        assert.ok(seen.plot >= minPlot, `${locale}: the chart's plot is ${seen.plot} px`);
        assert.ok(seen.ticks >= minTicks, `${locale}: ${seen.ticks} ticks on the chart's y axis`);
      });
      await page.context().close();
    }
  });
}

/** Compare's lane cards: menus whose chosen value does not fit (the arrow takes ~20 px), and cut sentences. */
function laneCuts() {
  const ctx = document.createElement('canvas').getContext('2d');
  const out = [];
  for (const select of document.querySelectorAll('#view-compare .lane select')) {
    if (!select.offsetParent) continue;
    const style = getComputedStyle(select);
    ctx.font = style.font;
    const text = select.selectedOptions[0]?.text ?? '';
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    if (ctx.measureText(text).width > room) out.push(`${select.id} "${text}" in ${Math.round(room)} px`);
  }
  for (const el of document.querySelectorAll('#view-compare .lane-blind')) {
    if (el.offsetParent && (el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis')) out.push(`"${el.textContent}" cut`);
  }
  return out;
}

test('Compare\'s four lanes show their menus\' values and the blind search\'s sentence whole, at 1024 and 1366, en and zh-CN', async (t) => {
  // A page a language (its context's), resized and switched in and out of presentation mode for
  // each layout: 2 page loads where a page a layout made 8 (as the longest status lines' test).
  for (const locale of ['en-US', 'zh-CN']) {
    const page = await browser.open(t, { width: 1024, height: 768 }, '#view=compare', { locale });
    for (const [width, height] of [[1024, 768], [1366, 768]]) {
      for (const presentation of [false, true]) {
        const where = `${width}×${height} ${locale}${presentation ? ' presentation' : ''}`;
        await check(page, `compare-lanes-${width}`, async () => {
          await showLayout(page, { width, height, presentation });
          await waitFor(page, () => document.querySelectorAll('#view-compare .lane').length === 4);
          assert.deepEqual(await page.evaluate(laneCuts), [], where);
        });
      }
    }
    await page.context().close();
  }
});
