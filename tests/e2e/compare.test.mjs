// The Compare view: four searches race on one of the two hardest 8-puzzles,
// the table and its CSV agree with the engine (run in node, not hard-coded),
// lanes can be added and removed, and a batch over random boards reports
// the engine's own means without freezing the tab. Saves docs/compare.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, check, frames, nodeEngine, settledText, useBrowser, waitFor } from './harness.mjs';
import { Compare, Solve } from './pages/index.mjs';

const HARDEST = '8 6 7 2 5 4 3 x 1';
const DEFAULT_LANES = [
  { algorithm: 'bfs', heuristic: 'manhattan', title: 'Breadth-first search' },
  { algorithm: 'astar', heuristic: 'misplaced', title: 'A* + misplaced' },
  { algorithm: 'astar', heuristic: 'manhattan', title: 'A* + Manhattan' },
  { algorithm: 'astar', heuristic: 'linear-conflict', title: 'A* + linear conflict' },
];
const CSV_HEADER =
  'lane,algorithm,heuristic,weight,depth-limit,beam-width,boards,costs,solution_length,solution_cost,optimal,expanded,generated,max_frontier,visited,wall_time_ms,effective_branching_factor,memory_bytes';
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

/** b* as the table shows it: at most two decimals (www/i18n/format.js `decimal`). */
const twoDecimals = (n) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

const browser = useBrowser();

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
  const solve = new Solve(page);
  const compare = new Compare(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await check(page, 'compare-race', async () => {
    const solveStart = await solve.startField.inputValue();
    await compare.open();
    // The Solve view's board comes along.
    assert.equal(await compare.startField.inputValue(), solveStart);
    assert.equal(await compare.lanes.count(), 4);
    for (const [i, lane] of DEFAULT_LANES.entries()) {
      assert.equal(await compare.lane(i + 1).algorithm.inputValue(), lane.algorithm);
    }
    for (const [i, lane] of DEFAULT_LANES.entries()) {
      if (lane.algorithm !== 'bfs') assert.equal(await compare.lane(i + 1).heuristic.inputValue(), lane.heuristic);
    }

    await compare.setStart(HARDEST);
    assert.equal(await compare.goalField.inputValue(), 'ordered');
    await waitFor(page, (tiles) => document.querySelector('[aria-label^="Lane 1 board"]').dataset.tiles === tiles, '8 6 7 2 5 4 3 0 1');
    await compare.speedField.fill('7'); // max
    await compare.runAll();
    await compare.waitForFinish();

    const engine = await nodeEngine();
    const expected = DEFAULT_LANES.map((lane) => runToEnd(engine, HARDEST, 'ordered', lane));
    const fewest = expected[3].expanded.toLocaleString('en-US');
    const status = await compare.status();
    assert.match(status, /^All lanes done\. /);
    assert.ok(status.endsWith(`Fewest expansions: lane 4 (A* + linear conflict), ${fewest}.`), status);
    const rows = await compare.tableRows();
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
      assert.equal(row.texts.branching.replace(' (best)', ''), twoDecimals(e.branching));
      assert.equal(row.texts.expanded.replace(' (best)', ''), e.expanded.toLocaleString('en-US'));
      assert.ok(Number(row.values.wallTimeMs) > 0, 'wall time');
      // The lane's own card shows the same counts.
      assert.equal(await compare.lane(i + 1).counter('Expanded'), e.expanded.toLocaleString('en-US'));
      assert.equal(await compare.lane(i + 1).counter('Visited'), e.visited.toLocaleString('en-US'));
      assert.equal(await compare.lane(i + 1).result(), 'Solved: 31 moves (shortest)');
      // Every solved lane shows the goal (BFS's last expanded node is one move short of it).
      assert.equal(await compare.lane(i + 1).board(), '1 2 3 4 5 6 7 8 0', `lane ${i + 1}`);
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
      // Times to a tenth of a millisecond (not 110.10000000195578), shown as durations.
      assert.match(line.wall_time_ms, /^\d+(\.\d)?$/, `wall time of lane ${i + 1}`);
      assert.match(rows[i].texts.wallTimeMs.replace(' (best)', ''), /^(\d+(\.\d+)? s|\d+ min \d+ s)$/, `time of lane ${i + 1}`);
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
  const solve = new Solve(page);
  const compare = new Compare(page);
  await check(page, 'compare-lanes', async () => {
    await compare.open();
    const add = compare.addLaneButton;
    await add.click();
    assert.equal(await compare.lanes.count(), 5);
    assert.equal(await compare.lane(5).algorithm.inputValue(), 'idastar');
    await compare.lane(5).algorithm.selectOption('wastar');
    await compare.lane(5).weight.fill('3');
    await compare.lane(5).weight.press('Tab');
    assert.equal((await compare.tableRows()).length, 5);
    // Lane 5 came with the strongest heuristic offered (searches.js nextLane).
    assert.equal((await compare.tableRows())[4].texts.title, 'Weighted A* (w = 3) + linear conflict');
    await add.click();
    assert.equal(await add.isDisabled(), true, 'six lanes at most');

    // Removing lane 2 renumbers the rest: lane 3 (A* + Manhattan) becomes lane 2.
    await page.getByRole('button', { name: 'Remove lane 2' }).click();
    assert.equal(await compare.lanes.count(), 5);
    assert.equal(await compare.lane(2).heuristic.inputValue(), 'manhattan');
    assert.equal(await compare.lane(4).algorithm.inputValue(), 'wastar');
    assert.equal(await compare.lane(4).weight.inputValue(), '3');
    assert.equal(await add.isDisabled(), false);
    for (const n of [5, 4, 3]) await page.getByRole('button', { name: `Remove lane ${n}` }).click();
    assert.equal(await compare.lanes.count(), 2);
    assert.equal(await page.getByRole('button', { name: 'Remove lane 1' }).isDisabled(), true, 'two lanes at least');

    // A bad board: the parser's sentence under the field; the lanes keep the last good board.
    await compare.setStart('1 2 3 4 5 6 7 8 8');
    const error = page.locator('#cmp-start-error');
    await waitFor(page, () => !document.getElementById('cmp-start-error').hidden);
    assert.equal(await error.textContent(), 'tile 8 appears twice');
    assert.equal(await compare.startField.getAttribute('aria-invalid'), 'true');
    // While it shows, nothing runs the board before (issue 11: Step all stepped it): the status says what to fix.
    assert.equal(await page.getByRole('button', { name: 'Step all' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Run all' }).isDisabled(), true);
    assert.equal(await compare.status(), 'Fix the start state to run the lanes: tile 8 appears twice.');

    // Another board in the Solve view is the Compare view's board next time it is shown.
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await solve.setup({ preset: 'hardest-b' });
    await compare.open();
    assert.equal(await compare.startField.inputValue(), '6 4 7 8 5 x 3 2 1');
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
  const compare = new Compare(page);
  await check(page, 'compare-batch', async () => {
    await compare.open();
    const boards = page.getByLabel('Random boards', { exact: true });
    const depth = page.getByLabel('Optimal depth', { exact: true });

    // An impossible depth is an inline message, not a batch.
    await depth.fill('40');
    await page.getByRole('button', { name: 'Batch', exact: true }).click();
    assert.match(await page.locator('#cmp-batch-error').textContent(), /^Optimal depth: a whole number from 1 to 31/);

    // Cancel: a long batch stops at once and leaves the table as it was, and
    // the page kept painting frames while it ran.
    const rowsBefore = await compare.tableRows();
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
    await frames(page, 30); // half a second on an idle machine: the batch runs on
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const { gap, painted } = await page.evaluate(() => {
      window.stopFrames = true;
      return { gap: window.longestFrameGap, painted: window.frames };
    });
    // Generous bounds (the test machine may be busy): a frozen tab would
    // paint once in seconds, not dozens of times in half a second.
    assert.ok(painted >= 5, `only ${painted} frames were painted during the batch`);
    assert.ok(gap < 1000, `a frame waited ${gap} ms during the batch`);
    assert.equal(await page.locator('#cmp-batch-text').textContent(), 'Batch cancelled: the table is unchanged.');
    assert.equal(await page.getByLabel('Batch progress').isVisible(), false);
    assert.deepEqual(await compare.tableRows(), rowsBefore);
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
    const rows = await compare.tableRows();
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
      assert.equal(rows[i].texts.branching.replace(' (best)', ''), twoDecimals(m.branching));
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

/** The lane cards' result lines and place badges (null where a lane has none). */
async function standings(page) {
  return page.locator('.lane').evaluateAll((cards) =>
    cards.map((card) => {
      const badge = card.querySelector('.lane-rank');
      return { result: card.querySelector('.lane-result').textContent, place: badge.hidden ? null : badge.textContent };
    }),
  );
}

async function runAll(page) {
  await page.getByLabel('Speed of every lane', { exact: true }).fill('7'); // max
  await page.getByRole('button', { name: 'Run all', exact: true }).click();
  await waitFor(page, () => document.getElementById('view-compare').dataset.race === 'finished', undefined, 120_000);
}

test('a link of 1,000 lanes is counted whole, and one past the hash\'s limit says what was cut, in English and Chinese (issue 25)', async (t) => {
  // 16,000 characters: more than a value's 400, within the hash's 20,000, so every lane is counted.
  const thousand = Array(1000).fill('astar:manhattan').join(',');
  const page = await browser.open(t, undefined, `#view=compare&lanes=${thousand}`);
  await check(page, 'compare-link-thousand-lanes', async () => {
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    await waitFor(page, () => /lanes:/.test(document.getElementById('cmp-status').textContent));
    const status = await page.locator('#cmp-status').textContent();
    assert.match(status, /The link's lanes: the link asks for 1,000 lanes; Compare runs at most 6\./);
    assert.equal(await page.locator('.lane').count(), 6);
  });
  // 27,000 characters: the hash is cut at its limit (its last whole value before it, so no lanes), and that is said.
  const more = Array(3000).fill('bfs:zero').join(',');
  // The language by the link's own lang= (Firefox's contexts take no locale), before the cut.
  const hash = `lang=zh-CN&view=compare&lanes=${more}`;
  const cut = await browser.open(t, undefined, `#${hash}`, { locale: 'zh-CN' });
  await check(cut, 'compare-link-cut-lanes', async () => {
    await waitFor(cut, () => document.getElementById('view-compare').dataset.race !== undefined);
    const length = hash.length;
    await waitFor(cut, (want) => document.getElementById('cmp-status').textContent.includes(want),
      `链接中的赛道：链接中 # 之后的部分有 ${length.toLocaleString('en-US')} 个字符，只读取了前 20,000 个。`);
  });
});

test('lanes that all stop at the memory budget get no place; the budget is the engine\'s, in its MB', async (t) => {
  // A 1 MB lane budget (?memory=1): breadth-first search, A* with misplaced
  // tiles and A* with h = 0 all stop on the 31-move board (the node engine
  // says so below). They were ranked 1st to 3rd, and each card said the
  // memory at the stop ("1.2 MB") as if it were the budget.
  const page = await browser.open(t, undefined, `?memory=1#view=compare&lanes=${encodeURIComponent('bfs:manhattan,astar:misplaced,astar:zero')}`);
  const compare = new Compare(page);
  await check(page, 'compare-memory-budget', async () => {
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    await compare.setStart(HARDEST);
    await waitFor(page, (tiles) => document.querySelector('[aria-label^="Lane 1 board"]')?.dataset.tiles === tiles, '8 6 7 2 5 4 3 0 1');
    const engine = await nodeEngine();
    const { laneMemoryMb } = engine.limits();
    assert.ok(laneMemoryMb > 1);
    for (const [algorithm, heuristic] of [['bfs', 'manhattan'], ['astar', 'misplaced'], ['astar', 'zero']]) {
      const session = new engine.Session(HARDEST, 'ordered', algorithm, heuristic, 1, 0, 1);
      const summary = session.step(Infinity);
      session.free();
      assert.equal(summary.status, 'stopped', `${algorithm} + ${heuristic} in 1 MB`);
    }
    await runAll(page);
    const stopped = { result: 'Stopped: memory budget (1 MB)', place: null };
    assert.deepEqual(await standings(page), [stopped, stopped, stopped]);
    assert.equal(await compare.status(), 'No lane solved this board. 3 lanes stopped: memory budget (1 MB each).');
    assert.match(await page.locator('#cmp-table caption').textContent(), /\(budget 1 MB a lane\)\.$/);
    // No best values among lanes that did not solve.
    assert.deepEqual((await compare.tableRows()).map((row) => row.best), [[], [], []]);
  });

  // Without ?memory= the caption says the engine's lane budget (limits().laneMemoryMb), in the same MB.
  const plain = await browser.open(t, undefined, '#view=compare');
  await check(plain, 'compare-budget-label', async () => {
    await waitFor(plain, () => document.getElementById('view-compare').dataset.race !== undefined);
    const { laneMemoryMb } = (await nodeEngine()).limits();
    assert.match(await plain.locator('#cmp-table caption').textContent(), new RegExp(`\\(budget ${laneMemoryMb} MB a lane\\)\\.$`));
  });
});

test('places follow the expansions each lane needed; equal counts are a tie, said so', async (t) => {
  // Two identical lanes and two others on the POJ 1077 board: at full speed
  // A* + Manhattan and A* + linear conflict end in the same frame and were
  // both "1st" though linear conflict needed fewer expansions.
  const lanes = 'astar:manhattan,astar:manhattan,astar:linear-conflict,astar:misplaced';
  const page = await browser.open(t, undefined, `#view=compare&lanes=${encodeURIComponent(lanes)}`);
  const compare = new Compare(page);
  await check(page, 'compare-places', async () => {
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    await waitFor(page, () => document.querySelector('[aria-label^="Lane 1 board"]')?.dataset.tiles !== undefined);
    const start = await compare.startField.inputValue();
    await runAll(page);
    const engine = await nodeEngine();
    const expanded = lanes.split(',').map((lane) => {
      const [algorithm, heuristic] = lane.split(':');
      return runToEnd(engine, start, 'ordered', { algorithm, heuristic }).expanded;
    });
    // The engine's own order: linear conflict < Manhattan (twice) < misplaced.
    assert.ok(expanded[2] < expanded[0] && expanded[0] === expanded[1] && expanded[1] < expanded[3], String(expanded));
    const places = (await standings(page)).map((s) => s.place);
    assert.deepEqual(places, ['tied 2nd', 'tied 2nd', '1st', '4th']);
    assert.equal(
      await page.locator('.lane[data-lane="1"] .lane-rank').getAttribute('aria-label'),
      `Solved tied 2nd: ${expanded[0].toLocaleString('en-US')} expansions, as many as lane 2`,
    );
    assert.equal(
      await compare.status(),
      `All lanes done. Fewest expansions: lane 3 (A* + linear conflict), ${expanded[2].toLocaleString('en-US')}.`,
    );
    // The chart's x axis counts expansions, not frames: it ends where the longest lane did.
    const chart = page.locator('#cmp-chart');
    assert.equal(await chart.getAttribute('data-x-title'), 'Expansions (each lane)');
    assert.equal(await chart.getAttribute('data-x-max'), String(expanded[3]));
  });
});

test('+ Add lane adds one lane unlike the others and keeps the finished lanes\' results', async (t) => {
  const page = await browser.open(t);
  const compare = new Compare(page);
  await check(page, 'compare-add-lane', async () => {
    await compare.open();
    await compare.setStart(HARDEST);
    await waitFor(page, (tiles) => document.querySelector('[aria-label^="Lane 1 board"]').dataset.tiles === tiles, '8 6 7 2 5 4 3 0 1');
    await runAll(page);
    const earlier = await compare.tableRows();
    const solved = { result: 'Solved: 31 moves (shortest)' };
    assert.deepEqual((await standings(page)).map((s) => s.result), Array(4).fill(solved.result));

    await compare.addLane();
    await waitFor(page, () => document.getElementById('view-compare').dataset.race === 'paused');
    assert.equal(await compare.lanes.count(), 5);
    // The four finished lanes keep their numbers and results.
    const later = await compare.tableRows();
    assert.equal(later.length, 5);
    for (let i = 0; i < 4; i++) {
      for (const key of ['solutionLength', 'expanded', 'generated', 'maxFrontier', 'visited', 'memory', 'wallTimeMs']) {
        assert.equal(later[i].values[key], earlier[i].values[key], `lane ${i + 1} ${key}`);
      }
    }
    assert.deepEqual((await standings(page)).map((s) => s.result), [...Array(4).fill(solved.result), 'Ready']);
    // The new lane is none of the four: IDA*, the iterative twin of A*, with the strongest heuristic.
    const configs = async () =>
      compare.lanes.evaluateAll((cards) =>
        cards.map((card) => {
          const [algorithm, heuristic] = card.querySelectorAll('select');
          return `${algorithm.value}:${heuristic.hidden ? '' : heuristic.value}`;
        }),
      );
    assert.deepEqual(await configs(), ['bfs:', 'astar:misplaced', 'astar:manhattan', 'astar:linear-conflict', 'idastar:linear-conflict']);
    assert.equal(
      await compare.status(),
      'Lane 5 added (IDA* + linear conflict): Run all or Step all drives it; the other lanes keep their results.',
    );

    // Run all drives the new lane to its end; the others stay as they were.
    await compare.runAll();
    await waitFor(page, () => document.getElementById('view-compare').dataset.race === 'finished', undefined, 120_000);
    const engine = await nodeEngine();
    const ida = runToEnd(engine, HARDEST, 'ordered', { algorithm: 'idastar', heuristic: 'linear-conflict' });
    const done = await compare.tableRows();
    assert.equal(Number(done[4].values.expanded), ida.expanded);
    assert.equal(done[4].values.solutionLength, '31');
    for (let i = 0; i < 4; i++) assert.equal(done[i].values.expanded, earlier[i].values.expanded, `lane ${i + 1}`);

    // One more: a sixth search unlike all five.
    await compare.addLane();
    assert.equal(await compare.lanes.count(), 6);
    const six = await configs();
    assert.equal(new Set(six).size, 6, six.join(' · '));
  });
});

test('a 15-puzzle from the Solve view gets lanes that can solve it, from the catalogue', async (t) => {
  // Korf's #55 (41 moves). The default lanes were breadth-first search and
  // A* with three heuristics: on a 15-puzzle every one of them ran into the
  // memory budget. Where the state space does not fit a lane's budget the
  // lanes are the iterative search and stronger ones (searches.js).
  const page = await browser.open(t);
  const solve = new Solve(page);
  const compare = new Compare(page);
  await check(page, 'compare-fifteen', async () => {
    await solve.setup({ preset: 'korf55' });
    const start = '13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11';
    await waitFor(page, (s) => document.getElementById('start').value === s, start);
    await compare.open();
    assert.equal(await compare.startField.inputValue(), start);
    await waitFor(page, () => document.querySelector('[aria-label^="Lane 1 board"]')?.dataset.tiles?.split(' ').length === 16);
    const picked = async (n, what) => page.getByLabel(`Lane ${n} ${what}`, { exact: true }).inputValue();
    const lanes = [];
    for (let n = 1; n <= (await compare.lanes.count()); n++) lanes.push(`${await picked(n, 'algorithm')}:${await picked(n, 'heuristic')}`);
    assert.deepEqual(lanes, ['idastar:linear-conflict', 'idastar:manhattan', 'astar:linear-conflict', 'wastar:linear-conflict']);
    await runAll(page);
    const engine = await nodeEngine();
    const rows = await compare.tableRows();
    for (const [i, lane] of lanes.entries()) {
      const [algorithm, heuristic] = lane.split(':');
      const e = runToEnd(engine, start, 'blank-first', { algorithm, heuristic, weight: 2 });
      assert.equal(e.status, 'solved', lane);
      assert.equal(Number(rows[i].values.expanded), e.expanded, `${lane} expanded`);
      assert.equal(rows[i].values.solutionLength, String(e.solutionLength), `${lane} length`);
    }
    assert.deepEqual(rows.slice(0, 3).map((row) => row.values.solutionLength), ['41', '41', '41']);
  });
});

test('at 1024×768 every lane menu shows its whole choice, in English and Chinese, and the view fits the screen', async (t) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const page = await browser.open(t, { width: 1024, height: 768 }, '#view=compare', { locale });
    await check(page, `compare-1024-${locale}`, async () => {
      await waitFor(page, () => document.getElementById('view-compare').dataset.race === 'idle', undefined, 30_000);
      // The chosen option's text against the room the menu gives it (its width less padding and arrow).
      const cut = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d');
        return [...document.querySelectorAll('#view-compare .lane select')]
          .filter((menu) => menu.offsetParent !== null)
          .flatMap((menu) => {
            const style = getComputedStyle(menu);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = menu.selectedOptions[0]?.text ?? '';
            const room = menu.clientWidth - parseFloat(style.paddingLeft) - 20;
            return context.measureText(text).width > room ? [`${menu.getAttribute('aria-label')}: ${text}`] : [];
          });
      });
      assert.deepEqual(cut, [], locale);
      assert.equal(await page.evaluate(() => document.documentElement.scrollHeight), 768, locale);
    });
  }
});

test('MM races beside bidirectional BFS and A*: each lane shows the engine\'s counts and a shortest path', async (t) => {
  const page = await browser.open(t);
  const compare = new Compare(page);
  await check(page, 'compare-mm', async () => {
    await compare.open();
    await compare.setStart(HARDEST);
    await waitFor(page, (tiles) => document.querySelector('[aria-label^="Lane 1 board"]').dataset.tiles === tiles, '8 6 7 2 5 4 3 0 1');
    const lanes = [
      { algorithm: 'bibfs', heuristic: 'manhattan' },
      { algorithm: 'mm', heuristic: 'manhattan' },
      { algorithm: 'astar', heuristic: 'manhattan' },
    ];
    for (const [i, lane] of lanes.entries()) {
      await compare.lane(i + 1).algorithm.selectOption(lane.algorithm);
      if (lane.algorithm !== 'bibfs') await compare.lane(i + 1).heuristic.selectOption(lane.heuristic);
    }
    await page.getByRole('button', { name: 'Remove lane 4' }).click();
    assert.equal(await compare.lanes.count(), 3);
    await compare.speedField.fill('7');
    await compare.runAll();
    await compare.waitForFinish();
    const engine = await nodeEngine();
    const rows = await compare.tableRows();
    assert.deepEqual(rows.map((row) => row.texts.title), ['Bidirectional BFS', 'Bidirectional A* (MM) + Manhattan', 'A* + Manhattan']);
    for (const [i, lane] of lanes.entries()) {
      const e = runToEnd(engine, HARDEST, 'ordered', lane);
      assert.equal(e.solutionLength, 31);
      assert.equal(Number(rows[i].values.expanded), e.expanded, `lane ${i + 1} expanded`);
      assert.equal(Number(rows[i].values.generated), e.generated, `lane ${i + 1} generated`);
      assert.equal(await compare.lane(i + 1).result(), 'Solved: 31 moves (shortest)');
    }
  });
});

// Issue 26: the race chart's default plotted each lane's expansions against its expansions, y = x
// for every lane. It plots the frontier by default, or the visited table, from a row per step.
test('the race chart plots each lane\'s frontier by default, or its visited table, never its expansions (en, zh)', async (t) => {
  const lanes = 'bfs:zero,astar:manhattan';
  const page = await browser.open(t, undefined, `#view=compare&lanes=${encodeURIComponent(lanes)}`);
  const compare = new Compare(page);
  await check(page, 'compare-chart-metric', async () => {
    await waitFor(page, () => document.querySelector('[aria-label^="Lane 1 board"]')?.dataset.tiles !== undefined);
    const start = await compare.startField.inputValue();
    const menu = page.locator('#cmp-metric');
    assert.deepEqual(await menu.locator('option').evaluateAll((list) => list.map((o) => [o.value, o.textContent])), [['frontier', 'Frontier'], ['visited', 'Visited']]);
    assert.equal(await menu.inputValue(), 'frontier');
    await runAll(page);
    const engine = await nodeEngine();
    const ends = lanes.split(',').map((lane) => {
      const [algorithm, heuristic] = lane.split(':');
      return runToEnd(engine, start, 'ordered', { algorithm, heuristic });
    });
    const chart = page.locator('#cmp-chart');
    const plotted = async () => ({
      metric: await chart.getAttribute('data-metric'),
      last: (await chart.getAttribute('data-last-values')).split(' ').map(Number),
      axis: [await chart.getAttribute('data-x-title'), await chart.getAttribute('data-y-title')],
    });
    await waitFor(page, (n) => document.getElementById('cmp-chart').dataset.lastValues?.split(' ').length === n, ends.length);
    const frontier = await plotted();
    assert.deepEqual(frontier, { metric: 'frontier', last: ends.map((e) => e.frontier), axis: ['Expansions (each lane)', 'Frontier'] });
    assert.notDeepEqual(frontier.last, ends.map((e) => e.expanded), 'not y = x');
    // BFS's line has at most 2,048 points (and its last), from a row per step.
    const points = (await chart.getAttribute('data-points')).split(' ').map(Number);
    const every = 2 ** Math.ceil(Math.log2(ends[0].steps / 2048));
    assert.deepEqual(points, ends.map((e) => Math.floor(e.steps / every) + (e.steps % every ? 1 : 0)));
    assert.ok(points[0] <= 2049 && points[0] > 1024, String(points));
    await menu.selectOption('visited');
    assert.deepEqual(await plotted(), { metric: 'visited', last: ends.map((e) => e.visited), axis: ['Expansions (each lane)', 'Visited'] });
    await page.locator('#language').selectOption('zh-CN');
    await waitFor(page, () => document.documentElement.lang === 'zh-CN');
    const words = await menu.locator('option').allTextContents();
    assert.deepEqual(words, ['OPEN 表', 'CLOSED 表']);
    assert.equal(await page.locator('label.cmp-metric').evaluate((l) => l.firstChild.textContent), '纵轴');
  });
});
