// Time travel (issue 11): Step back and the Step slider put the search at an
// earlier step, and everything the page shows — counters, board, children,
// chart, status, and the Explain view's frontier, tree, iterations and
// pseudo-code — is what a fresh search stepped there from the start shows.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, frames, nodeEngine, useBrowser, typeStart, waitFor, waitForStatus } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const BOARD = '8 6 7 2 5 4 3 0 1'; // 31 moves from the goal

const browser = useBrowser();

/**
 * The counters that do not depend on time, by id. Not Memory, on purpose: it counts what the
 * search holds, time travel's copies and the chart's rows included (issue 26), so a search that
 * travelled holds more than a fresh one at the same step (counters.test checks what it adds up).
 */
const COUNTERS = ['expanded', 'generated', 'frontier', 'visited', 'g', 'h', 'f', 'threshold', 'iteration', 'max-frontier'];

/** Everything the Solve view shows of the search but the clock. */
function solveShows(page) {
  return page.evaluate((ids) => {
    const text = (el) => el?.textContent.trim() ?? null;
    const chart = document.getElementById('chart').dataset;
    return {
      counters: Object.fromEntries(ids.map((id) => [id, text(document.getElementById(`c-${id}`))])),
      tiles: document.querySelector('#board').dataset.tiles,
      heading: `${text(document.getElementById('board-title'))} / ${text(document.getElementById('board-caption'))}`,
      children: [...document.querySelectorAll('#children > li')].map(text),
      status: text(document.querySelector('[role="status"]')),
      chart: `${chart.points} points, last ${chart.last}`,
      state: document.body.dataset.state,
    };
  }, COUNTERS);
}

/** What the Explain view's panels show, tab by tab. */
async function explainShows(page, iterative) {
  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  const read = (selector, keys) =>
    page.evaluate(([s, k]) => {
      const el = document.querySelector(s);
      return Object.fromEntries(k.map((key) => [key, el?.dataset[key] ?? null]));
    }, [selector, keys]);
  const shows = {};
  const code = await page.waitForSelector('[data-line]');
  shows.code = await code.evaluate((el) => `${el.dataset.line} ${el.dataset.ran ?? ''} ${el.dataset.count ?? ''}`);
  await page.getByRole('tab', { name: /^(Frontier|Stack)/ }).click();
  await frames(page, 6);
  shows.frontier = await read('[data-bars]', ['bars', 'total']);
  await page.getByRole('tab', { name: 'Search tree' }).click();
  await frames(page, 12);
  shows.tree = await read('canvas[data-dots]', ['dots', 'inFrontier', 'closed', 'pruned', 'waiting', 'path']);
  if (iterative) {
    await page.getByRole('tab', { name: /iterations/i }).click();
    await frames(page, 6);
    shows.iterations = await read('[data-iterations]', ['iterations', 'thresholds']);
  }
  await page.getByRole('tab', { name: 'State space' }).click();
  await page.waitForSelector('[data-states]');
  await frames(page, 18);
  shows.space = await read('[data-states]', ['states', 'startDistance', 'expanded']);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  return shows;
}

async function setUp(page, algorithm, heuristic) {
  await typeStart(page, BOARD);
  await page.getByLabel('Algorithm', { exact: true }).selectOption(algorithm);
  if (heuristic) await page.getByLabel('Heuristic', { exact: true }).selectOption(heuristic);
  await waitForStatus(page, /^Ready/);
}

async function stepTo(page, n) {
  const step = page.getByRole('button', { name: 'Step', exact: true });
  for (let i = 0; i < n; i++) await step.click();
  await waitForStatus(page, new RegExp(`^Paused after ${n} expansion`));
}

for (const [algorithm, heuristic, iterative] of [
  ['bfs', null, false],
  ['bibfs', null, false],
  ['astar', 'manhattan', false],
  ['idastar', 'manhattan', true],
]) {
  test(`${algorithm}: 10 Steps and 3 Step backs show what a fresh search stepped 7 times shows, in Solve and Explain`, async (t) => {
    const page = await browser.open(t);
    const solve = new Solve(page);
    await check(page, `timetravel-${algorithm}`, async () => {
      await setUp(page, algorithm, heuristic);
      await stepTo(page, 10);
      const back = page.getByRole('button', { name: 'Step back', exact: true });
      await back.click();
      await back.click();
      await page.keyboard.press(','); // the key does the same
      await solve.waitForStatus(/^Paused after 7 expansions/);
      assert.equal(await page.locator('#scrub-value').textContent(), '7 / 10');
      const travelled = await solveShows(page);
      const travelledExplain = await explainShows(page, iterative);

      await solve.reset();
      await solve.waitForStatus(/^Ready/);
      assert.equal(await page.locator('#scrub-value').textContent(), '0 / 0');
      assert.equal(await back.isDisabled(), true);
      await stepTo(page, 7);
      assert.deepEqual(travelled, await solveShows(page));
      assert.deepEqual(travelledExplain, await explainShows(page, iterative));

      // The engine's own numbers after 7 expansions.
      const { Session } = await nodeEngine();
      const session = new Session(BOARD, 'ordered', algorithm, heuristic ?? 'zero', 1, 0, 0);
      const expected = session.step(7);
      session.free();
      assert.equal(travelled.counters.expanded, expected.expanded.toLocaleString('en-US'));
      assert.equal(travelled.counters.generated, expected.generated.toLocaleString('en-US'));
      assert.equal(travelled.tiles, expected.tiles.join(' '));

      // The Step slider at an arbitrary step (4 of 12) shows what the engine shows after 4.
      const step = solve.stepButton;
      for (let i = 0; i < 5; i++) await step.click();
      await solve.waitForStatus(/^Paused after 12 expansions/);
      await page.locator('#scrub').fill('4');
      await solve.waitForStatus(/^Paused after 4 expansions/);
      assert.equal(await page.locator('#scrub-value').textContent(), '4 / 12');
      const at4 = await solveShows(page);
      const again = new Session(BOARD, 'ordered', algorithm, heuristic ?? 'zero', 1, 0, 0);
      const four = again.step(4);
      again.free();
      for (const key of ['expanded', 'generated', 'frontier', 'visited', 'maxFrontier']) {
        const id = key === 'maxFrontier' ? 'max-frontier' : key;
        assert.equal(at4.counters[id], four[key].toLocaleString('en-US'), key);
      }
      assert.equal(at4.tiles, four.tiles.join(' '));
      assert.equal(at4.children.length, four.children.length);
    });
  });
}

test('the Step slider goes to any step of a finished search, shows it as the engine does, and back to the end', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'timetravel-slider', async () => {
    await setUp(page, 'astar', 'misplaced');
    const solved = await solve.solve(/^Solved/, 60_000);
    const end = await solveShows(page);
    const total = Number(await page.locator('#scrub').getAttribute('max'));
    const { Session } = await nodeEngine();
    const session = new Session(BOARD, 'ordered', 'astar', 'misplaced', 1, 0, 0);
    let summary;
    while (!(summary = session.step(100_000)).finished);
    session.free();
    assert.equal(total, summary.steps);

    const k = Math.floor(total * 0.37);
    await page.locator('#scrub').fill(String(k));
    await solve.waitForStatus(new RegExp(`^Paused after ${k.toLocaleString('en-US')} expansions`));
    const at = await solveShows(page);
    const direct = new Session(BOARD, 'ordered', 'astar', 'misplaced', 1, 0, 0);
    const expected = direct.step(k);
    direct.free();
    assert.equal(at.counters.expanded, expected.expanded.toLocaleString('en-US'));
    assert.equal(at.counters.frontier, expected.frontier.toLocaleString('en-US'));
    assert.equal(at.counters.visited, expected.visited.toLocaleString('en-US'));
    assert.equal(at.tiles, expected.tiles.join(' '));
    assert.equal(at.chart.split(', last ')[1], `${expected.expanded} ${expected.frontier} ${expected.visited}`);
    assert.equal(await page.locator('#solution-length').isVisible(), false, 'no solution before the end');

    // Back to the end: solved again, the same solution, the same numbers.
    await page.locator('#scrub').fill(String(total));
    await solve.waitForStatus(/^Solved/);
    assert.equal(await page.getByRole('status').textContent(), solved);
    const again = await solveShows(page);
    assert.deepEqual({ ...again, chart: null }, { ...end, chart: null });
    assert.equal(again.chart.split(', last ')[1], end.chart.split(', last ')[1]);
    assert.equal(await solve.solutionLength(), '31 moves');

    // One Step back from the end: one expansion short, the solution gone; Step finds it again.
    await page.getByRole('button', { name: 'Step back', exact: true }).click();
    await solve.waitForStatus(new RegExp(`^Paused after ${(total - 1).toLocaleString('en-US')} expansions`));
    await waitFor(page, () => document.getElementById('solution-length')?.offsetParent === null || !document.getElementById('solution-length')?.textContent);
    await solve.step();
    await solve.waitForStatus(/^Solved/);
    assert.equal(await solve.solutionLength(), '31 moves');
  });
});

test('a link keeps the view, the step and the solution player\'s move, and opens the page there', async (t) => {
  const page = await browser.open(t);
  let link;
  await check(page, 'timetravel-link-step', async () => {
    await setUp(page, 'bfs', null);
    await stepTo(page, 12);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await waitFor(page, () => /(^|&)step=12(&|$)/.test(window.location.hash.slice(1)) && /view=explain/.test(window.location.hash));
    link = new URL(page.url());
  });
  const shown = await solveShowsAfter(page);

  const opened = await browser.open(t, undefined, link.hash);
  await check(opened, 'timetravel-link-step-opened', async () => {
    await waitForStatus(opened, /^Paused after 12 expansions/);
    assert.equal(await opened.evaluate(() => document.body.dataset.view), 'explain');
    assert.deepEqual(await solveShowsAfter(opened), shown);
  });
});

test('a link to a solved search at move 5 of its path opens the player there', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  let link;
  await check(page, 'timetravel-link-move', async () => {
    await setUp(page, 'astar', 'manhattan');
    await solve.solve(/^Solved/);
    await page.locator('#scrubber').fill('5');
    await waitFor(page, () => /(^|&)move=5(&|$)/.test(window.location.hash.slice(1)));
    link = new URL(page.url());
    assert.match(link.hash, /step=\d+/);
  });
  const opened = await browser.open(t, undefined, link.hash);
  await check(opened, 'timetravel-link-move-opened', async () => {
    await waitForStatus(opened, /^Solved in 31 moves/);
    await waitFor(opened, () => document.getElementById('scrubber-value')?.textContent === '5 / 31');
    assert.equal(await opened.locator('#board-caption').textContent(), 'Move 5 of 31');
  });
});

test('a link\'s bad step is named in the notice and the search starts at step 0', async (t) => {
  const page = await browser.open(t, undefined, '#start=8+6+7+2+5+4+3+0+1&algorithm=bfs&step=12x&move=-3');
  const solve = new Solve(page);
  await check(page, 'timetravel-link-bad', async () => {
    await solve.waitForStatus(/^Ready/);
    const notice = page.locator('#link-notice li');
    await waitFor(page, () => document.querySelectorAll('#link-notice li').length === 2);
    assert.deepEqual(await notice.allTextContents(), [
      'The link\'s step "12x" is not a whole number from 0 to 1,000,000; the search starts at step 0.',
      'The link\'s move "-3" is not a whole number from 0 to 1,000,000; the solution shows its goal.',
    ]);
    assert.equal(await page.locator('#scrub-value').textContent(), '0 / 0');
  });
});

/** The Solve view's numbers (the Explain view may be shown: read them from the DOM either way). */
async function solveShowsAfter(page) {
  const shows = await solveShows(page);
  return { counters: shows.counters, tiles: shows.tiles, status: shows.status };
}
