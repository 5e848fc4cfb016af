// Lessons in the browser (www/lessons/): the built-in lecture plays through its ten steps, each
// opening its view with its board and search; Page Down / Page Up and, in presentation mode, → / ←
// turn the pages (and → no longer steps the search); a link opens a step; a lesson file with a bad
// step is refused with each problem named; a Chinese browser reads the lecture in Chinese.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, settled, useBrowser, waitFor } from './harness.mjs';
import { Lane, Lessons, Solve } from './pages/index.mjs';
import { BUILTIN } from '../../www/views/lessons/builtin.js';

const browser = useBrowser();

const where = (page) => new Lessons(page).where();

/** Waits for the lesson to show step `n` (1-based) in its view. */
async function atStep(page, n) {
  const step = BUILTIN.steps[n - 1];
  await settled(() => where(page), { view: step.setup.view, place: `Step ${n} of 10`, title: step.title.en });
  assert.deepEqual(await where(page), { view: step.setup.view, place: `Step ${n} of 10`, title: step.title.en });
}

test('the built-in lecture plays through, each step setting up its view, board and search', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'lesson-play', async () => {
    await new Lessons(page).start();
    await atStep(page, 1);
    // Step 1: breadth-first search one expansion into 1 2 3 / 4 _ 6 / 7 5 8.
    await settled(() => solve.expanded(), 1, 20_000);
    assert.deepEqual(await solve.board(), [1, 2, 3, 4, 0, 6, 7, 5, 8]);
    assert.equal(await page.locator('#algorithm').inputValue(), 'bfs');
    assert.equal(await new Lessons(page).previousButton.isDisabled(), true);
    for (let n = 2; n <= 10; n++) {
      await page.keyboard.press('PageDown');
      await atStep(page, n);
      if (n === 6) {
        // A* with misplaced tiles, twelve expansions into the POJ 1077 sample.
        await settled(() => page.locator('#heuristic').inputValue(), 'misplaced');
        await settled(() => solve.expanded(), 12, 20_000);
        assert.equal(await page.locator('#heuristic').inputValue(), 'misplaced');
        // The README's picture of a lesson step, its text unfolded (1366×768 opens it folded).
        await page.getByRole('button', { name: 'Show text' }).click();
        await page.screenshot({ path: 'docs/lesson.png' });
      }
    }
    assert.equal(await new Lessons(page).nextButton.isDisabled(), true);
    assert.match(page.url(), /lesson=intro&lesson-step=10/);
    await page.keyboard.press('PageUp');
    await atStep(page, 9);
    assert.equal(await page.locator('#algorithm').inputValue(), 'idastar');
    await page.getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('#lesson').isHidden(), true);
    assert.doesNotMatch(page.url(), /lesson=/);
  });
});

test('in presentation mode → and ← turn the pages instead of stepping the search', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'lesson-present', async () => {
    await page.getByRole('button', { name: 'Presentation mode' }).click();
    await new Lessons(page).start();
    await atStep(page, 1);
    await settled(() => solve.expanded(), 1, 20_000);
    await page.keyboard.press('ArrowRight');
    await atStep(page, 2);
    await page.keyboard.press('ArrowLeft');
    await atStep(page, 1);
    await settled(() => solve.expanded(), 1, 20_000);
    assert.equal(await solve.expanded(), 1);
  });
});

test('a link opens a lesson at its step; a bad lesson file is refused with its problems', async (t) => {
  const page = await browser.open(t, undefined, '#lesson=intro&lesson-step=5');
  const solve = new Solve(page);
  await check(page, 'lesson-link', async () => {
    await atStep(page, 5);
    await settled(() => solve.board(), [1, 2, 3, 4, 5, 6, 8, 7, 0]);
    assert.deepEqual(await solve.board(), [1, 2, 3, 4, 5, 6, 8, 7, 0]);
    const bad = {
      schema: 'npuzzle-lesson/1',
      title: 'Mine',
      steps: [
        { title: 'Fine', text: 'Fine.', setup: { view: 'solve', start: '1 2 3 4 5 6 7 x 8' } },
        { title: 'Broken', text: 'Two eights.', setup: { view: 'solve', start: '1 2 3 4 5 6 7 8 8' } },
      ],
    };
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open a lesson file…' }).click();
    await (await chooser).setFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await waitFor(page, () => document.querySelector('.lesson-problems') !== null);
    const problems = await page.locator('.lesson-problems li').allTextContents();
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^Step 2: The link's board was not valid: /);
    // The lesson being played is kept.
    assert.equal((await where(page)).place, 'Step 5 of 10');
    // Mended, it plays.
    bad.steps[1].setup.start = '1 2 3 4 5 6 x 7 8';
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open a lesson file…' }).click();
    await (await again).setFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await settled(() => where(page), { view: 'solve', place: 'Step 1 of 2', title: 'Fine' });
    await page.keyboard.press('PageDown');
    await settled(() => where(page), { view: 'solve', place: 'Step 2 of 2', title: 'Broken' });
    await settled(() => solve.board(), [1, 2, 3, 4, 5, 6, 0, 7, 8], 20_000);
    assert.deepEqual(await solve.board(), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
  });
});

test('a Chinese browser reads the lecture in Chinese', async (t) => {
  const page = await browser.open(t, undefined, '#lesson=intro&lesson-step=6', { locale: 'zh-CN' });
  const solve = new Solve(page);
  await check(page, 'lesson-zh', async () => {
    await settled(() => page.locator('.lesson-step-title').textContent(), 'A* 算法：f(n) = g(n) + h(n)');
    assert.equal(await page.locator('.lesson-place').textContent(), '第 6 步，共 10 步');
    assert.equal(await page.locator('#lesson-open').textContent(), '课程');
    assert.match(await page.locator('.lesson-question').textContent(), /^课堂提问： f 值相同的结点中/);
    await settled(() => solve.counter('已扩展'), 12, 20_000);
    await page.getByRole('button', { name: '显示讲稿' }).click();
    await page.screenshot({ path: 'docs/zh-lesson.png' });
  });
});

test('a lesson file uses your best-first search (priority=) and heavy tiles (costs=): each step sets them, and the page says what the engine found', async (t) => {
  const engine = await nodeEngine();
  const start = engine.sizes().find((s) => s.width === 3 && s.height === 3).start;
  const [, heavy] = engine.costs();
  const title = (name) => engine.algorithms().find((a) => a.name === name).title;
  /** What the engine says of the kit with `priority` under `costs`: which search it equals, and its path. */
  const kit = (priority, costs) => {
    const session = new engine.Session(start, 'ordered', 'best-first', 'manhattan', 1, 0, 0);
    if (costs) session.useCosts(costs);
    session.usePriority(priority);
    const summary = session.step(1e9);
    const { same } = session.equivalent();
    session.free();
    return { summary, same };
  };
  const greedy = kit('h');
  const uniform = kit('g', heavy);
  assert.deepEqual([greedy.same.algorithm, uniform.same.algorithm, greedy.same.complete], ['greedy', 'ucs', true]);
  const lesson = {
    schema: 'npuzzle-lesson/1',
    title: 'Your own best-first search',
    steps: [
      { title: 'h alone', text: 'Order the OPEN list by h.', setup: { view: 'solve', start, algorithm: 'best-first', heuristic: 'manhattan', priority: 'h' } },
      { title: 'g, heavy tiles', text: 'Order it by g when each move costs the tile.', setup: { view: 'solve', start, algorithm: 'best-first', heuristic: 'manhattan', priority: 'g', costs: heavy } },
    ],
  };
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'lesson-kit', async () => {
    // The lesson bar (with its Open a lesson file… button) shows once a lesson is on.
    await new Lessons(page).start();
    await settled(() => where(page).then((w) => w.place), 'Step 1 of 10');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open a lesson file…' }).click();
    await (await chooser).setFiles({ name: 'kit.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lesson)) });
    await settled(() => where(page), { view: 'solve', place: 'Step 1 of 2', title: 'h alone' });
    await settled(() => solve.field('priority').inputValue(), 'h');
    await solve.waitForStatus(/^Ready/);
    await solve.step();
    const sameGreedy = `Equals ${title('greedy')} on this board (all ${greedy.same.steps.toLocaleString('en-US')} steps compared).`;
    assert.equal(await solve.prioritySame(sameGreedy), sameGreedy);

    await page.keyboard.press('PageDown');
    await settled(() => where(page), { view: 'solve', place: 'Step 2 of 2', title: 'g, heavy tiles' });
    await settled(() => page.locator('#costs').inputValue(), heavy);
    await settled(() => solve.field('priority').inputValue(), 'g');
    await solve.waitForStatus(/^Ready/);
    await solve.solve(/solved/i);
    const { solutionLength, solutionCost } = uniform.summary;
    assert.equal(await page.locator('#solution-length').textContent(), `${solutionLength} moves, cost ${solutionCost}`);
    // The engine compares at most its own number of steps (complete: the whole search).
    const steps = uniform.same.steps.toLocaleString('en-US');
    const compared = uniform.same.complete ? `Equals ${title('ucs')} on this board (all ${steps} steps compared).` : `Expands as ${title('ucs')} on this board (the first ${steps} steps compared).`;
    const sameUcs = `${compared} Its path is shortest.`;
    assert.equal(await solve.prioritySame(sameUcs), sameUcs);
  });
});

// A lesson at a projector (issue 26): on a short screen the bar is one line and the view under it
// keeps a readable board; the children of the expanded node never cover the buttons; → turns the
// page in every view; Explain is two columns at 1024; step 2 shows the count by distance it speaks of.

/** The Solve view's geometry with a lesson open: the board's side, the bar's height, what overlaps. */
const solveBoxes = () => {
  const box = (s) => document.querySelector(s).getBoundingClientRect();
  const cards = [...document.querySelectorAll('#children .child')].map((c) => c.getBoundingClientRect().bottom);
  const cut = [...document.querySelectorAll('#lesson .lesson-head > *, #lesson .lesson-buttons button')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1)
    .map((el) => el.textContent);
  return {
    board: Math.round(Math.min(box('#board').width, box('#board').height)),
    bar: Math.round(box('#lesson').height),
    cardsBottom: Math.round(Math.max(0, ...cards)),
    buttonsTop: Math.round(box('#back').top),
    cut,
    scrolls: document.documentElement.scrollHeight > document.documentElement.clientHeight,
  };
};

for (const [width, height] of [[1024, 768], [1366, 768]]) {
  for (const presentation of [false, true]) {
    const mode = presentation ? ' in presentation mode' : '';
    test(`${width}×${height}${mode}: with a lesson open the Solve board stays readable and the children cover no button`, async (t) => {
      for (const locale of ['en-US', 'zh-CN']) {
        const page = await browser.open(t, { width, height }, '#lesson=intro&lesson-step=4', { locale });
        const place = `${width}×${height}${mode} in ${locale}`;
        await check(page, `lesson-board-${width}${presentation ? '-presentation' : ''}`, async () => {
          if (presentation) await page.locator('#presentation').click();
          await waitFor(page, () => document.getElementById('c-expanded').textContent === '500');
          await waitFor(page, () => document.querySelectorAll('#children .child').length === 3);
          const boxes = await page.evaluate(solveBoxes);
          // One line: the place, the step's title and the buttons, nothing cut.
          assert.ok(boxes.bar <= 60, `${place}: the lesson bar is ${boxes.bar} px tall`);
          assert.deepEqual(boxes.cut, [], place);
          assert.ok(boxes.board >= 150, `${place}: the board is ${boxes.board} px`);
          assert.ok(boxes.cardsBottom <= boxes.buttonsTop, `${place}: the children reach ${boxes.cardsBottom}, the buttons start at ${boxes.buttonsTop}`);
          assert.equal(boxes.scrolls, false, place);
          // Show text unfolds the text and the question; Hide text folds them again.
          const fold = page.locator('.lesson-fold');
          assert.equal(await fold.getAttribute('aria-expanded'), 'false');
          assert.equal(await page.locator('.lesson-question').isVisible(), false);
          await fold.click();
          assert.equal(await page.locator('.lesson-fold').getAttribute('aria-expanded'), 'true');
          assert.equal(await page.locator('.lesson-question').isVisible(), true);
          assert.equal(await page.locator('.lesson-fold').textContent(), locale === 'en-US' ? 'Hide text' : '收起讲稿');
          await page.locator('.lesson-fold').click();
          assert.equal(await page.locator('.lesson-question').isVisible(), false);
        });
        await page.context().close();
      }
    });
  }
}

test('a tall screen opens the lesson unfolded, and the teacher\'s choice is kept for the next page', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 1000 }, '#lesson=intro&lesson-step=1');
  await check(page, 'lesson-fold', async () => {
    await atStep(page, 1);
    assert.equal(await page.locator('.lesson-question').isVisible(), true);
    await page.getByRole('button', { name: 'Hide text' }).click();
    await page.keyboard.press('PageDown');
    await atStep(page, 2);
    assert.equal(await page.locator('.lesson-question').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Show text' }).getAttribute('aria-expanded'), 'false');
  });
});

test('in presentation mode → turns the Compare lesson page instead of stepping the lanes', async (t) => {
  const page = await browser.open(t, { width: 1024, height: 768 }, '#lesson=intro&lesson-step=7');
  await check(page, 'lesson-compare-arrow', async () => {
    await page.locator('#presentation').click();
    await atStep(page, 7);
    await waitFor(page, () => document.querySelectorAll('#view-compare .lane').length === 4);
    const expanded = () => new Lane(page, 1).counter('Expanded');
    assert.equal(await expanded(), '0');
    await page.keyboard.press('ArrowRight');
    await atStep(page, 8);
    await page.keyboard.press('ArrowLeft');
    await atStep(page, 7);
    assert.equal(await expanded(), '0');
    // Out of presentation mode → is Compare's again: it steps every lane.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    await settled(expanded, '1');
    assert.equal((await where(page)).place, 'Step 7 of 10');
  });
});

test('1024×768: Explain is two columns, its pictures beside the controls, in both modes', async (t) => {
  const page = await browser.open(t, { width: 1024, height: 768 }, '#lesson=intro&lesson-step=3');
  await check(page, 'lesson-explain-columns', async () => {
    await atStep(page, 3);
    for (const presentation of [false, true]) {
      if (presentation) await page.locator('#presentation').click();
      // The chart sizes its canvas on the frame after the layout (a canvas is 150 px tall until
      // then): wait for it, and say below what was seen if it never fits.
      await waitFor(page, () => {
        const bars = document.querySelector('#explain-panel-frontier canvas').getBoundingClientRect();
        return bars.height >= 200 && bars.bottom <= 768;
      }).catch(() => {});
      const boxes = await page.evaluate(() => {
        const r = (s) => document.querySelector(s).getBoundingClientRect();
        return { side: r('#view-explain .explain-side'), main: r('#view-explain .explain-main'), bars: r('#explain-panel-frontier canvas') };
      });
      assert.ok(boxes.main.left >= boxes.side.right, `presentation ${presentation}: the pictures start at x ${boxes.main.left}`);
      assert.ok(Math.abs(boxes.main.top - boxes.side.top) < 1, `presentation ${presentation}`);
      assert.ok(boxes.bars.bottom <= 768 && boxes.bars.height >= 200, `presentation ${presentation}: the bars at ${boxes.bars.top}–${boxes.bars.bottom}`);
    }
  });
});

test('step 2 shows the count by true distance it speaks of (Explain › State space), step 8 the heat maps', async (t) => {
  const page = await browser.open(t, undefined, '#lesson=intro&lesson-step=2');
  await check(page, 'lesson-state-space', async () => {
    await atStep(page, 2);
    assert.match(BUILTIN.steps[1].text.en, /The State space picture counts them by their true distance/);
    await settled(() => page.locator('#explain-tab-statespace').getAttribute('aria-selected'), 'true');
    assert.equal(await page.locator('#explain-panel-statespace').isVisible(), true);
    await page.keyboard.press('PageDown');
    await atStep(page, 3);
    // The next step in the same view opens the tab it talks about.
    await settled(() => page.locator('#explain-tab-frontier').getAttribute('aria-selected'), 'true');
    for (let n = 4; n <= 8; n++) await page.keyboard.press('PageDown');
    await atStep(page, 8);
    assert.equal(await page.locator('#view-accuracy').isVisible(), true);
    assert.equal(await page.locator('#view-explain').isVisible(), false);
  });
});
