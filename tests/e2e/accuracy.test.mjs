// The Accuracy view: the whole 8-puzzle state space of a goal, one heat map
// per heuristic of h against the true distance h*. The page must report the
// 181,440 states and the dominance chain as counted by the engine, ring the
// start board at its true distance (checked against a BFS solve in node, not
// against the view's own table), follow the Solve view, refuse a 4×4 board in
// words, and save its picture. Saves docs/accuracy.png at 1366×768.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, check, nodeEngine, settledText, useBrowser, trueDistance, waitFor } from './harness.mjs';
import { Accuracy as AccuracyView, Solve, showView } from './pages/index.mjs';

const HEURISTICS = ['misplaced', 'manhattan', 'linear-conflict'];

const browser = useBrowser();

/** The colour of the canvas at the top of the start's ring (its white stroke). */
async function ringTopColour(page, name) {
  return page.evaluate((heuristic) => {
    const canvas = document.querySelector(`.acc-card[data-heuristic="${heuristic}"] canvas`);
    const [x, y, r] = canvas.dataset.ring.split(' ').map(Number);
    const ratio = canvas.width / canvas.clientWidth;
    const pixel = canvas.getContext('2d').getImageData(Math.floor(x * ratio), Math.floor((y - r) * ratio), 1, 1).data;
    return Array.from(pixel.slice(0, 3));
  }, name);
}

async function expectStart(page, start, goal) {
  const d = await trueDistance(start, goal);
  const h = (await nodeEngine()).heuristicValues(start, goal);
  await waitFor(
    page,
    ([name, want]) => document.querySelector(`.acc-card[data-heuristic="${name}"] canvas`)?.dataset.marker === want,
    ['misplaced', `${d} ${h.misplaced}`],
  );
  assert.deepEqual(await new AccuracyView(page).markers(HEURISTICS), {
    misplaced: [d, h.misplaced],
    manhattan: [d, h.manhattan],
    'linear-conflict': [d, h['linear-conflict']],
  });
  for (const name of HEURISTICS) assert.deepEqual(await ringTopColour(page, name), [255, 255, 255], name);
  assert.equal(await page.locator('.acc-facts dd').first().textContent(), `${d} ${d === 1 ? 'move' : 'moves'}`);
  return d;
}

test('the view counts 181,440 states, finds dominance on all of them, rings the start at its true distance; docs/accuracy.png', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 768 });
  await check(page, 'accuracy', async () => {
    await showView(page, 'accuracy');
    // The top bar's status line (the Solve search's) steps aside for the view's own.
    assert.equal(await page.locator('.topbar > .status').isVisible(), false);
    await new AccuracyView(page).waitForMaps();
    assert.equal(
      await page.locator('.acc-space').textContent(),
      '181,440 states can reach this goal; the farthest are 31 moves away (one breadth-first search backwards from the goal).',
    );
    assert.equal(
      await page.locator('.acc-dominance').textContent(),
      '✓ misplaced ≤ Manhattan ≤ linear conflict ≤ h* on all 181,440 states (counted state by state).',
    );
    // Every map: nothing above the diagonal, said in words; exact counts as the node engine has them.
    const { Accuracy } = await nodeEngine();
    const truth = new Accuracy('ordered', 3, 3);
    for (const name of HEURISTICS) {
      const card = page.locator(`.acc-card[data-heuristic="${name}"]`);
      const summary = truth.summary(name);
      assert.equal(summary.overestimates, 0);
      const stats = await card.locator('.acc-stats dd').allTextContents();
      const exact = `${summary.exact.toLocaleString('en-US')} (`;
      assert.equal(stats[0], summary.meanRatio.toFixed(2), name);
      assert.ok(stats[1].startsWith(exact), `${name}: ${stats[1]}`);
      assert.equal(stats[2], 'none: admissible', name);
    }
    truth.free();

    // The Solve view's start (POJ 1077) is ringed at its BFS distance, 19.
    assert.equal(await page.getByLabel('Start state (3×3)').inputValue(), '2 3 4 1 5 x 7 6 8');
    assert.equal(await expectStart(page, '2 3 4 1 5 x 7 6 8', 'ordered'), 19);
    assert.equal(await page.locator('.acc-card[data-heuristic="manhattan"] .acc-readout').textContent(),
      `Start ◯ h* = 19, h = 9: ${(await cellCount(page, 'manhattan', 19, 9)).toLocaleString('en-US')} states (${(
        (100 * (await cellCount(page, 'manhattan', 19, 9))) / 181440).toFixed(2)}%)`);

    const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    assert.deepEqual(size, [1366, 768], 'the Accuracy view scrolls at 1366×768');
    await page.screenshot({ path: join(ROOT, 'docs', 'accuracy.png') });

    // The ring sits on the cell the map itself reports there, also with the
    // larger type of presentation mode (other margins, other cells).
    const h = (await nodeEngine()).heuristicValues('2 3 4 1 5 x 7 6 8', 'ordered');
    for (const presenting of [false, true]) {
      if (presenting) {
        await page.getByRole('button', { name: 'Presentation mode' }).click();
        // For a projector the maps keep a size a class can read and the view scrolls (on one
        // screen the larger type had left them about 85 px of plot, the x axis's title cut).
        await waitFor(page, () => [...document.querySelectorAll('.acc-map')].every((c) => parseFloat(c.style.width) >= 280));
        const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
        assert.equal(scrolls, true, 'in presentation mode the Accuracy view scrolls at 1366×768');
      }
      for (const name of HEURISTICS) {
        const canvas = page.locator(`.acc-card[data-heuristic="${name}"] canvas`);
        await canvas.scrollIntoViewIfNeeded();
        await waitFor(page, (c) => c.dataset.ring !== undefined, await canvas.elementHandle());
        assert.deepEqual(await ringTopColour(page, name), [255, 255, 255], `${name}, presentation ${presenting}`);
        const [x, y] = (await canvas.getAttribute('data-ring')).split(' ').map(Number);
        const box = await canvas.boundingBox();
        await page.mouse.move(box.x + x, box.y + y);
        const readout = await page.locator(`.acc-card[data-heuristic="${name}"] .acc-readout`).textContent();
        assert.ok(readout.startsWith(`h* = 19, h = ${h[name]}: `), `${name}, presentation ${presenting}: ${readout}`);
      }
    }
  });
});

/** The count in one cell of a map, as the node engine has it. */
async function cellCount(page, name, d, h) {
  const { Accuracy } = await nodeEngine();
  const a = new Accuracy('ordered', 3, 3);
  const count = a.matrix(name)[d * a.side + h];
  a.free();
  return count;
}

test('a typed start, another goal, the Solve view’s problems and a 4×4 board', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'accuracy-inputs', async () => {
    await new AccuracyView(page).open();
    const start = page.getByLabel('Start state (3×3)');

    // One of the two hardest boards: 31 moves.
    await start.fill('8 6 7 2 5 4 3 x 1');
    assert.equal(await expectStart(page, '8 6 7 2 5 4 3 x 1', 'ordered'), 31);
    assert.equal(await page.locator('#acc-start-source').textContent(), 'Typed here.');

    // Bad text: the parser's sentence next to the field, no ring.
    await start.fill('1 1 2 3 4 5 6 7 0');
    await start.press('Enter');
    const { parseBoard } = await nodeEngine();
    let message;
    try {
      parseBoard('1 1 2 3 4 5 6 7 0');
    } catch (error) {
      message = error.message;
    }
    assert.equal(await settledText(page.locator('#acc-start-error'), message), message);
    assert.deepEqual(await new AccuracyView(page).markers(HEURISTICS), { misplaced: null, manhattan: null, 'linear-conflict': null });

    // A board of the other parity: no true distance, said so.
    await start.fill('1 2 3 4 5 6 8 7 0');
    await waitFor(page, () => document.querySelector('.acc-facts dd')?.textContent === 'none');
    assert.match(await page.locator('.acc-facts').textContent(), /cannot reach the goal/);
    assert.deepEqual(await new AccuracyView(page).markers(HEURISTICS), { misplaced: null, manhattan: null, 'linear-conflict': null });

    // Another goal: the spiral's state space is computed and shown.
    await start.fill('2 8 3 1 0 4 7 6 5');
    await page.getByLabel('Goal board', { exact: true }).selectOption('spiral');
    await waitFor(page, () => /farthest are 30 moves/.test(document.querySelector('.acc-space').textContent));
    await new AccuracyView(page).waitForMaps();
    assert.equal(await expectStart(page, '2 8 3 1 0 4 7 6 5', 'spiral'), 4);
    assert.match(await page.locator('.acc-dominance').textContent(), /on all 181,440 states/);

    // The Solve view's problem comes across: codevs 1225 (spiral goal).
    await showView(page, 'solve');
    await solve.setup({ preset: 'codevs1225' });
    await showView(page, 'accuracy');
    assert.equal(await start.inputValue(), '283104765');
    assert.equal(await page.getByLabel('Goal board', { exact: true }).inputValue(), 'spiral');
    assert.equal(await expectStart(page, '283104765', 'spiral'), 4);

    // A 4×4 problem: the view says it needs a 3×3 board.
    await showView(page, 'solve');
    await solve.setup({ preset: 'fifteen-easy' });
    await showView(page, 'accuracy');
    await waitFor(page, () => !document.getElementById('acc-start-error').hidden);
    assert.equal(
      await page.locator('#acc-start-error').textContent(),
      'This view needs a 3×3 board; this one is 4×4, whose state space is far too big to list (a 4×4 board reaches 10,461,394,944,000 states).',
    );
    assert.deepEqual(await new AccuracyView(page).markers(HEURISTICS), { misplaced: null, manhattan: null, 'linear-conflict': null });
    // The maps of the 3×3 goal stay, still counted.
    assert.match(await page.locator('.acc-space').textContent(), /^181,440 states/);
  });
});

test('a start ringed under one goal, then a goal it cannot reach: every map and fact is the new goal’s, and no error', async (t) => {
  // The hardest board of the ordered goal (h* = 31) and the spiral goal,
  // whose farthest state is 30 moves away and which this board cannot reach:
  // the ordered goal's ring was carried into the spiral's smaller matrix,
  // read past its end ("Cannot read properties of undefined (reading
  // 'toLocaleString')"), and the maps after the first kept the old goal.
  const page = await browser.open(t);
  await check(page, 'accuracy-goal-switch', async () => {
    await new AccuracyView(page).open();
    const start = page.getByLabel('Start state (3×3)');
    await start.fill('8 6 7 2 5 4 3 0 1');
    await start.press('Enter');
    assert.equal(await expectStart(page, '8 6 7 2 5 4 3 0 1', 'ordered'), 31);

    await page.getByLabel('Goal board', { exact: true }).selectOption('spiral');
    await waitFor(page, () => /farthest are 30 moves/.test(document.querySelector('.acc-space').textContent));
    await new AccuracyView(page).waitForMaps();
    await waitFor(page, () => document.querySelector('.acc-facts dd')?.textContent === 'none');
    assert.match(await page.locator('.acc-facts').textContent(), /cannot reach the goal/);
    assert.deepEqual(await new AccuracyView(page).markers(HEURISTICS), { misplaced: null, manhattan: null, 'linear-conflict': null });
    // Every map shows the spiral's own numbers, as the node engine counts them.
    const { Accuracy } = await nodeEngine();
    const spiral = new Accuracy('spiral', 3, 3);
    for (const name of HEURISTICS) {
      const card = page.locator(`.acc-card[data-heuristic="${name}"]`);
      const summary = spiral.summary(name);
      const stats = await card.locator('.acc-stats dd').allTextContents();
      assert.equal(stats[0], summary.meanRatio.toFixed(2), name);
      assert.ok(stats[1].startsWith(`${summary.exact.toLocaleString('en-US')} (`), `${name}: ${stats[1]}`);
      assert.equal(await card.locator('.acc-readout').textContent(), 'Point at a cell to count its states.', name);
    }
    spiral.free();
    assert.equal(await page.getByRole('alert').isVisible(), false, 'the error banner is showing');

    // Back to the ordered goal: the ring is there again, at 31.
    await page.getByLabel('Goal board', { exact: true }).selectOption('ordered');
    assert.equal(await expectStart(page, '8 6 7 2 5 4 3 0 1', 'ordered'), 31);
  });
});

test('the error banner names only what the Accuracy view has', async (t) => {
  const page = await browser.open(t);
  await new AccuracyView(page).open();
  // Any error the page did not expect, raised while the view is shown.
  await page.evaluate(() => setTimeout(() => {
    throw new Error('a test error');
  }));
  const banner = page.getByRole('alert');
  await waitFor(page, () => !document.getElementById('error').hidden);
  const text = (await banner.textContent()).replace(/\s+/g, ' ').trim();
  assert.equal(text, 'Something went wrong: a test error. Reload the page to start again. Dismiss');
  assert.equal(await page.locator('#view-accuracy').getByRole('button', { name: /Reset/ }).count(), 0);
});

test('Save chart as PNG saves the three maps as one picture', async (t) => {
  const page = await browser.open(t);
  await check(page, 'accuracy-png', async () => {
    await new AccuracyView(page).open();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save chart as PNG' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'npuzzle-accuracy-ordered.png');
    const png = await readFile(await download.path());
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: 3 maps of 380 px with 20 px gaps, 504 px tall, drawn at twice the size.
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [2 * 1220, 2 * 504]);
  });
});

test('the maps have room: at 1366×768 the built-in three get 180 px and more on one screen; at 1024×768 their panel holds them and the lines under them are whole', async (t) => {
  for (const [width, height] of [[1366, 768], [1024, 768]]) {
    const page = await browser.open(t, { width, height }, '#view=accuracy');
    await check(page, `accuracy-room-${width}`, async () => {
      await new AccuracyView(page).waitForMaps();
      // The start's ring and its line come once its true distance is known (on the formula's
      // map once the formula is checked too).
      await waitFor(page, () => document.querySelectorAll('.acc-card canvas[data-marker]').length === 4);
      const seen = await page.evaluate(() => {
        const panel = document.querySelector('#view-accuracy .acc-maps');
        const boxes = [...document.querySelectorAll('.acc-card[data-heuristic] .acc-canvas-box')].map((b) => Math.round(b.getBoundingClientRect().height));
        const maps = [...document.querySelectorAll('.acc-card[data-heuristic] canvas')].map((c) => c.style.width);
        const cut = [...document.querySelectorAll('.acc-readout')].filter((p) => p.scrollWidth > p.clientWidth + 1).map((p) => p.textContent);
        const starts = [...document.querySelectorAll('.acc-readout')].filter((p) => p.textContent.startsWith('Start ◯')).length;
        return { panelHolds: panel.scrollHeight <= panel.clientHeight + 1, boxes: Math.min(...boxes), maps, cut, starts, page: document.documentElement.scrollHeight };
      });
      if (width === 1366) {
        // One screen, as before the formula editor came; its three examples on one line give the maps their room.
        assert.deepEqual({ panelHolds: seen.panelHolds, page: seen.page }, { panelHolds: true, page: 768 });
        assert.ok(seen.boxes >= 180, `the maps' boxes are ${seen.boxes} px high (150, their minimum, with the examples on two lines)`);
        // The four maps are one size (the formula's, with no statistics under it, was 231 px against
        // 186), and the start's line under each map is whole (it ended in "(…").
        assert.equal(seen.maps.length, 4);
        assert.equal(new Set(seen.maps).size, 1, `the maps' sizes: ${seen.maps.join(', ')}`);
        assert.deepEqual({ starts: seen.starts, cut: seen.cut }, { starts: 4, cut: [] });
      } else {
        assert.equal(seen.panelHolds, true);
        assert.deepEqual(seen.cut, []);
      }
    });
  }
});
