// The Compare view: four searches race on one of the two hardest 8-puzzles,
// the table and its CSV agree with the engine (run in node, not hard-coded),
// lanes can be added and removed, and a batch over random boards reports
// the engine's own means without freezing the tab. Saves docs/compare.png.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, check, nodeEngine, settledText, startBrowser, waitFor } from './harness.mjs';

const HARDEST = '8 6 7 2 5 4 3 x 1';
const DEFAULT_LANES = [
  { algorithm: 'bfs', heuristic: 'manhattan', title: 'Breadth-first search' },
  { algorithm: 'astar', heuristic: 'misplaced', title: 'A* + misplaced' },
  { algorithm: 'astar', heuristic: 'manhattan', title: 'A* + Manhattan' },
  { algorithm: 'astar', heuristic: 'linear-conflict', title: 'A* + linear conflict' },
];
const CSV_HEADER =
  'lane,algorithm,heuristic,weight,boards,solution_length,optimal,expanded,generated,max_frontier,visited,wall_time_ms,effective_branching_factor,memory_bytes';
/** CSV columns read from the table cell of the same data-key (the others describe the lane). */
const CSV_FROM_TABLE = {
  solution_length: 'solutionLength',
  optimal: 'optimal',
  expanded: 'expanded',
  generated: 'generated',
  max_frontier: 'maxFrontier',
  visited: 'visited',
  wall_time_ms: 'wallTimeMs',
  effective_branching_factor: 'branching',
  memory_bytes: 'memory',
};

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

/** Shows the Compare view and waits until it is built. */
async function openCompare(page) {
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
}

async function setStart(page, text) {
  const field = page.getByLabel('Start state for every lane', { exact: true });
  await field.fill(text);
  await field.press('Enter');
}

/** Every row of the results table as `{ key: data-value }` plus `{ key: text }`. */
async function tableRows(page) {
  return page.getByRole('table', { name: 'Results' }).evaluate((table) =>
    Array.from(table.tBodies[0].rows, (row) => {
      const values = {};
      const texts = {};
      const best = [];
      for (const cell of row.cells) {
        values[cell.dataset.key] = cell.dataset.value ?? null;
        texts[cell.dataset.key] = cell.textContent.trim();
        if (cell.classList.contains('best')) best.push(cell.dataset.key);
      }
      return { values, texts, best };
    }),
  );
}

/** The engine's summary for one search run to the end, and b* as the page defines it. */
function runToEnd(engine, start, goal, { algorithm, heuristic, weight = 1 }) {
  const session = new engine.Session(start, goal, algorithm, heuristic, weight, 0, 0);
  const summary = session.step(Infinity);
  session.free();
  const branching = engine.effectiveBranchingFactor(summary.generated - 1, summary.solutionLength) ?? null;
  return { ...summary, branching };
}

function parseCsv(text) {
  assert.ok(text.endsWith('\n'), 'the CSV ends with a newline');
  const [header, ...rows] = text.trimEnd().split('\n');
  return { header, rows: rows.map((line) => Object.fromEntries(line.split(',').map((v, i) => [header.split(',')[i], v]))) };
}

test('four lanes race to the end on a 31-move board; the table and the CSV are the engine\'s numbers', async (t) => {
  const page = await browser.open(t);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await check(page, 'compare-race', async () => {
    const solveStart = await page.getByLabel('Start state', { exact: true }).inputValue();
    await openCompare(page);
    // The Solve view's board comes along.
    assert.equal(await page.getByLabel('Start state for every lane', { exact: true }).inputValue(), solveStart);
    assert.equal(await page.locator('.lane').count(), 4);
    for (const [i, lane] of DEFAULT_LANES.entries()) {
      assert.equal(await page.getByLabel(`Lane ${i + 1} algorithm`, { exact: true }).inputValue(), lane.algorithm);
    }
    for (const [i, lane] of DEFAULT_LANES.entries()) {
      if (lane.algorithm !== 'bfs') assert.equal(await page.getByLabel(`Lane ${i + 1} heuristic`, { exact: true }).inputValue(), lane.heuristic);
    }

    await setStart(page, HARDEST);
    assert.equal(await page.getByLabel('Goal for every lane', { exact: true }).inputValue(), 'ordered');
    await waitFor(page, (tiles) => document.querySelector('[aria-label^="Lane 1 board"]').dataset.tiles === tiles, '8 6 7 2 5 4 3 0 1');
    await page.getByLabel('Speed of every lane', { exact: true }).fill('7'); // max
    await page.getByRole('button', { name: 'Run all', exact: true }).click();
    await waitFor(page, () => document.getElementById('view-compare').dataset.race === 'finished', undefined, 60_000);

    const engine = await nodeEngine();
    const expected = DEFAULT_LANES.map((lane) => runToEnd(engine, HARDEST, 'ordered', lane));
    const fewest = expected[3].expanded.toLocaleString('en-US');
    const status = await page.locator('#cmp-status').textContent();
    assert.match(status, /^All lanes done after \d+ steps\. /);
    assert.ok(status.endsWith(`Fewest expansions: lane 4 (A* + linear conflict), ${fewest}.`), status);
    const rows = await tableRows(page);
    assert.equal(rows.length, 4);
    for (const [i, row] of rows.entries()) {
      const e = expected[i];
      assert.equal(e.solutionLength, 31);
      assert.equal(row.texts.title, DEFAULT_LANES[i].title);
      assert.equal(row.values.solutionLength, '31', `lane ${i + 1} length`);
      assert.equal(row.values.optimal, 'true');
      assert.equal(row.texts.optimal, 'guaranteed');
      assert.equal(Number(row.values.expanded), e.expanded, `lane ${i + 1} expanded`);
      assert.equal(Number(row.values.generated), e.generated, `lane ${i + 1} generated`);
      assert.equal(Number(row.values.maxFrontier), e.maxFrontier, `lane ${i + 1} max frontier`);
      assert.equal(Number(row.values.visited), e.visited, `lane ${i + 1} visited`);
      assert.equal(Number(row.values.memory), e.memory, `lane ${i + 1} memory`);
      assert.equal(Number(row.values.branching), e.branching, `lane ${i + 1} b*`);
      assert.equal(row.texts.branching.replace(' (best)', ''), e.branching.toFixed(2));
      assert.equal(row.texts.expanded.replace(' (best)', ''), e.expanded.toLocaleString('en-US'));
      assert.ok(Number(row.values.wallTimeMs) > 0, 'wall time');
      // The lane's own card shows the same counts.
      assert.equal(await page.getByLabel(`Lane ${i + 1} Expanded`, { exact: true }).textContent(), e.expanded.toLocaleString('en-US'));
      assert.equal(await page.getByLabel(`Lane ${i + 1} Visited`, { exact: true }).textContent(), e.visited.toLocaleString('en-US'));
      assert.equal(await page.locator(`.lane[data-lane="${i + 1}"] .lane-result`).textContent(), 'Solved: 31 moves (shortest)');
    }
    // Better heuristics expand strictly fewer nodes, down the rows.
    const expanded = rows.map((row) => Number(row.values.expanded));
    for (let i = 1; i < expanded.length; i++) assert.ok(expanded[i] < expanded[i - 1], `row ${i + 1}: ${expanded}`);
    // Linear conflict is best on the work columns, and says so to screen readers too.
    for (const key of ['expanded', 'generated', 'maxFrontier', 'visited', 'branching']) {
      assert.ok(rows[3].best.includes(key), `lane 4 ${key} is best`);
      assert.ok(!rows[0].best.includes(key), `lane 1 ${key} is not best`);
    }
    assert.match(rows[3].texts.expanded, /\(best\)$/);
    assert.deepEqual(rows.map((row) => row.best.includes('solutionLength')), [true, true, true, true]);
    // One line per lane on the chart, each named in its key.
    assert.deepEqual(await page.locator('#cmp-key li').allTextContents(), ['1 · BFS', '2 · A* + misplaced', '3 · A* + Manhattan', '4 · A* + linear conflict']);

    // The README picture: the whole view on one 1366×768 screen.
    const fits = await page.evaluate(() => {
      const view = document.getElementById('view-compare');
      return { page: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth, view: view.scrollHeight - view.clientHeight };
    });
    assert.deepEqual(fits, { page: 768, width: 1366, view: 0 }, 'the Compare view scrolls at 1366×768');
    await page.screenshot({ path: join(ROOT, 'docs', 'compare.png') });

    // Download CSV: a header line and one line per lane, numbers unformatted.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'npuzzle-compare.csv');
    const downloaded = await readFile(await download.path(), 'utf8');
    const csv = parseCsv(downloaded);
    assert.equal(csv.header, CSV_HEADER);
    assert.equal(csv.rows.length, 4);
    for (const [i, line] of csv.rows.entries()) {
      assert.equal(line.lane, String(i + 1));
      assert.equal(line.algorithm, DEFAULT_LANES[i].algorithm);
      assert.equal(line.heuristic, DEFAULT_LANES[i].algorithm === 'bfs' ? '' : DEFAULT_LANES[i].heuristic);
      assert.equal(line.weight, '');
      assert.equal(line.boards, '1');
      for (const [column, key] of Object.entries(CSV_FROM_TABLE)) assert.equal(line[column], rows[i].values[key], `${column} of lane ${i + 1}`);
      assert.equal(Number(line.expanded), expected[i].expanded);
    }
    // Copy as CSV puts the same text on the clipboard.
    await page.getByRole('button', { name: 'Copy as CSV' }).click();
    await waitFor(page, () => /^Copied/.test(document.getElementById('cmp-copy-status').textContent));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), downloaded);

  });
});

test('lanes can be added and removed; the board follows the Solve view; bad input is an inline message', async (t) => {
  const page = await browser.open(t);
  await check(page, 'compare-lanes', async () => {
    await openCompare(page);
    const add = page.getByRole('button', { name: '+ Add lane' });
    await add.click();
    assert.equal(await page.locator('.lane').count(), 5);
    assert.equal(await page.getByLabel('Lane 5 algorithm', { exact: true }).inputValue(), 'idastar');
    await page.getByLabel('Lane 5 algorithm', { exact: true }).selectOption('wastar');
    await page.getByLabel('Lane 5 weight', { exact: true }).fill('3');
    await page.getByLabel('Lane 5 weight', { exact: true }).press('Tab');
    assert.equal((await tableRows(page)).length, 5);
    assert.equal((await tableRows(page))[4].texts.title, 'Weighted A* (w = 3) + Manhattan');
    await add.click();
    assert.equal(await add.isDisabled(), true, 'six lanes at most');

    // Removing lane 2 renumbers the rest: lane 3 (A* + Manhattan) becomes lane 2.
    await page.getByRole('button', { name: 'Remove lane 2' }).click();
    assert.equal(await page.locator('.lane').count(), 5);
    assert.equal(await page.getByLabel('Lane 2 heuristic', { exact: true }).inputValue(), 'manhattan');
    assert.equal(await page.getByLabel('Lane 4 algorithm', { exact: true }).inputValue(), 'wastar');
    assert.equal(await page.getByLabel('Lane 4 weight', { exact: true }).inputValue(), '3');
    assert.equal(await add.isDisabled(), false);
    for (const n of [5, 4, 3]) await page.getByRole('button', { name: `Remove lane ${n}` }).click();
    assert.equal(await page.locator('.lane').count(), 2);
    assert.equal(await page.getByRole('button', { name: 'Remove lane 1' }).isDisabled(), true, 'two lanes at least');

    // A bad board: the parser's sentence under the field; the lanes keep the last good board.
    await setStart(page, '1 2 3 4 5 6 7 8 8');
    const error = page.locator('#cmp-start-error');
    await waitFor(page, () => !document.getElementById('cmp-start-error').hidden);
    assert.equal(await error.textContent(), 'tile 8 appears twice');
    assert.equal(await page.getByLabel('Start state for every lane', { exact: true }).getAttribute('aria-invalid'), 'true');
    // While it shows, nothing runs the board before (issue 11: Step all stepped it): the status says what to fix.
    assert.equal(await page.getByRole('button', { name: 'Step all' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Run all' }).isDisabled(), true);
    assert.equal(await page.locator('#cmp-status').textContent(), 'Fix the start state to run the lanes: tile 8 appears twice.');

    // Another board in the Solve view is the Compare view's board next time it is shown.
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByLabel('Preset', { exact: true }).selectOption('hardest-b');
    await openCompare(page);
    assert.equal(await page.getByLabel('Start state for every lane', { exact: true }).inputValue(), '6 4 7 8 5 x 3 2 1');
    assert.equal(await error.isHidden(), true);
    assert.equal(await settledText(page.getByLabel('Lane 1 Expanded', { exact: true }), '0'), '0');

    // → steps every lane here, not the Solve view's hidden search.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('ArrowRight');
    assert.equal(await settledText(page.getByLabel('Lane 1 Expanded', { exact: true }), '1'), '1');
    assert.equal(await settledText(page.getByLabel('Lane 2 Expanded', { exact: true }), '1'), '1');
    assert.equal(await page.locator('#c-expanded').textContent(), '0');
    assert.equal(await page.getByRole('alert').isVisible(), false, 'the error banner is showing');
  });
});

test('a batch of 3 random boards at depth 12 reports the engine\'s means, with progress and Cancel', async (t) => {
  const page = await browser.open(t);
  await check(page, 'compare-batch', async () => {
    await openCompare(page);
    const boards = page.getByLabel('Random boards', { exact: true });
    const depth = page.getByLabel('Optimal depth', { exact: true });

    // An impossible depth is an inline message, not a batch.
    await depth.fill('40');
    await page.getByRole('button', { name: 'Batch', exact: true }).click();
    assert.match(await page.locator('#cmp-batch-error').textContent(), /^Optimal depth: a whole number from 1 to 31/);

    // Cancel: a long batch stops at once and leaves the table as it was, and
    // the page kept painting frames while it ran.
    const rowsBefore = await tableRows(page);
    await boards.fill('100');
    await depth.fill('26');
    await page.evaluate(() => {
      window.longestFrameGap = 0;
      window.frames = 0;
      let last = performance.now();
      const tick = (now) => {
        window.longestFrameGap = Math.max(window.longestFrameGap, now - last);
        window.frames += 1;
        last = now;
        if (!window.stopFrames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole('button', { name: 'Batch', exact: true }).click();
    assert.equal(await page.locator('#cmp-batch-error').isHidden(), true);
    await waitFor(page, () => document.getElementById('cmp-batch-progress').value >= 1, undefined, 30_000);
    assert.equal(await page.getByLabel('Batch progress').isVisible(), true);
    assert.match(await page.locator('#cmp-batch-text').textContent(), /^Board \d+ of 100 · lane \d of 4$/);
    assert.equal(await page.getByRole('button', { name: 'Run all' }).isDisabled(), true, 'the race waits for the batch');
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const { gap, frames } = await page.evaluate(() => {
      window.stopFrames = true;
      return { gap: window.longestFrameGap, frames: window.frames };
    });
    // Generous bounds (the test machine may be busy): a frozen tab would
    // paint once in seconds, not dozens of times in half a second.
    assert.ok(frames >= 5, `only ${frames} frames were painted during the batch`);
    assert.ok(gap < 1000, `a frame waited ${gap} ms during the batch`);
    assert.equal(await page.locator('#cmp-batch-text').textContent(), 'Batch cancelled: the table is unchanged.');
    assert.equal(await page.getByLabel('Batch progress').isVisible(), false);
    assert.deepEqual(await tableRows(page), rowsBefore);
    assert.equal(await page.getByRole('button', { name: 'Run all' }).isDisabled(), false);

    // The real batch: K = 3 boards, 12 moves from the ordered goal.
    await boards.fill('3');
    await depth.fill('12');
    await page.getByRole('button', { name: 'Batch', exact: true }).click();
    await waitFor(page, () => document.getElementById('view-compare').dataset.table === 'batch', undefined, 60_000);
    assert.equal(await page.locator('#cmp-batch-text').textContent(), 'Done: 3 boards × 4 lanes.');
    assert.equal(
      await page.locator('#cmp-results-note').textContent(),
      'Means over 3 random 3×3 boards, each 12 moves from the ordered goal (seeds 1–3).',
    );

    const engine = await nodeEngine();
    const starts = [1, 2, 3].map((seed) => engine.randomBoard('ordered', 3, 3, 12, seed));
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    const rows = await tableRows(page);
    assert.equal(rows.length, 4);
    const means = [];
    for (const [i, lane] of DEFAULT_LANES.entries()) {
      const runs = starts.map((start) => runToEnd(engine, start, 'ordered', lane));
      for (const run of runs) assert.equal(run.solutionLength, 12);
      const m = {
        expanded: mean(runs.map((r) => r.expanded)),
        generated: mean(runs.map((r) => r.generated)),
        branching: mean(runs.map((r) => r.branching)),
      };
      means.push(m);
      assert.equal(rows[i].values.solutionLength, '12');
      assert.equal(Number(rows[i].values.expanded), m.expanded, `lane ${i + 1} mean expanded`);
      assert.equal(Number(rows[i].values.generated), m.generated, `lane ${i + 1} mean generated`);
      assert.ok(Math.abs(Number(rows[i].values.branching) - m.branching) < 1e-12, `lane ${i + 1} mean b*`);
      assert.equal(rows[i].texts.branching.replace(' (best)', ''), m.branching.toFixed(2));
    }
    // Russell & Norvig's lesson: Manhattan distance beats misplaced tiles, in nodes and in b*.
    assert.ok(means[2].generated < means[1].generated && means[2].branching < means[1].branching);

    // The CSV of a batch says how many boards each row averages.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'npuzzle-batch-depth12-boards3.csv');
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    assert.equal(csv.header, CSV_HEADER);
    assert.deepEqual(csv.rows.map((r) => r.boards), ['3', '3', '3', '3']);
    assert.deepEqual(csv.rows.map((r) => Number(r.generated)), means.map((m) => m.generated));

    // Run all brings the race back into the table.
    await page.getByRole('button', { name: 'Run all' }).click();
    await waitFor(page, () => document.getElementById('view-compare').dataset.table === 'race');
  });
});

test('a link names the lanes; a bad one falls back to the defaults with a message', async (t) => {
  const lanes = 'bfs:manhattan,astar:linear-conflict,wastar:manhattan:1.5';
  const page = await browser.open(t, undefined, `#view=compare&lanes=${encodeURIComponent(lanes)}`);
  await check(page, 'compare-link-lanes', async () => {
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    const picked = async (n, what) => page.getByLabel(`Lane ${n} ${what}`, { exact: true }).inputValue();
    assert.equal(await page.locator('#view-compare').getByLabel(/^Lane 4 algorithm$/).count(), 0);
    assert.deepEqual([await picked(1, 'algorithm'), await picked(2, 'algorithm'), await picked(3, 'algorithm')], ['bfs', 'astar', 'wastar']);
    assert.equal(await picked(2, 'heuristic'), 'linear-conflict');
    assert.equal(await picked(3, 'weight'), '1.5');
    // The hash keeps the lanes after a change, so Copy link carries them.
    await page.getByRole('button', { name: 'Remove lane 3', exact: true }).click();
    const hash = await page.evaluate(() => new URLSearchParams(window.location.hash.slice(1)).get('lanes'));
    assert.equal(hash, 'bfs:manhattan,astar:linear-conflict');
  });

  const bad = await browser.open(t, undefined, `#view=compare&lanes=${encodeURIComponent('<img src=x onerror=alert(1)>,astar:euclid:9999')}`);
  await check(bad, 'compare-link-bad-lanes', async () => {
    await waitFor(bad, () => document.getElementById('view-compare').dataset.race !== undefined);
    assert.equal(await bad.locator('img[src="x"]').count(), 0);
    const status = await bad.locator('#cmp-status').textContent();
    assert.match(status, /unknown algorithm '<img src=x onerror=a…' left out\./);
    assert.match(status, /the default 2\+ lanes are shown/);
    assert.equal(await bad.getByLabel('Lane 4 algorithm', { exact: true }).inputValue(), 'astar');
  });
});
