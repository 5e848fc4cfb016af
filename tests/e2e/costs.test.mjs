// Heavy tiles on the page (issue 24; Thayer and Ruml's weighted sliding-tile puzzle): Solve's
// Costs menu (the engine's costs(), unit first), carried by a link's `costs=heavy`; under heavy
// costs a search that adds them up (its row's weighsCosts) labels g a cost, its solution strip says
// the path's cost beside its length, and a search that counts moves says its path is the fewest
// moves, not the cheapest; a search its row does not offer under them (offeredUnder) is disabled;
// the line under the menu calls a heuristic admissible exactly when its row's admissibleUnder says
// so, read for every heuristic of the catalogue; Compare's race takes the costs with the board, and
// its table and CSV give each lane's path cost. In English and Chinese. Every count, length and
// cost comes from the node engine (the same wasm the page runs), never from this file.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { check, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { Compare, Solve } from './pages/index.mjs';

const browser = useBrowser();

/** The page's 3×3 opening board (src/sizes.rs) and the engine's costs, default first. */
async function setting() {
  const engine = await nodeEngine();
  const start = engine.sizes().find((s) => s.width === 3 && s.height === 3).start;
  const [unit, heavy] = engine.costs();
  return { engine, start, unit, heavy };
}

/** `algorithm` with Manhattan distance on `start` under `costs`, run to the end by the node engine. */
async function solved(start, algorithm, costs) {
  const engine = await nodeEngine();
  const session = new engine.Session(start, 'ordered', algorithm, 'manhattan', 1, 0, 0);
  session.useCosts(costs);
  const summary = session.step(1e9);
  session.free();
  return summary;
}

const en = (n) => n.toLocaleString('en-US');
const linkOf = (start, algorithm, costs) => `#start=${start.replaceAll(' ', '+')}&algorithm=${algorithm}&heuristic=manhattan&costs=${costs}`;

test('heavy tiles in Solve: the cheapest path and its cost, g a cost, BFS not optimal, IDA* not offered; a link carries them; in English and Chinese', async (t) => {
  const { engine, start, unit, heavy } = await setting();
  const row = (name) => engine.algorithms().find((a) => a.name === name);
  const ucs = await solved(start, 'ucs', heavy);
  const bfs = await solved(start, 'bfs', heavy);
  // The engine's own facts, so the page's words below are checked against something that can differ.
  assert.equal(ucs.costs, heavy);
  assert.ok(ucs.solutionCost < bfs.solutionCost && bfs.solutionLength < ucs.solutionLength, 'heavy costs: the cheapest path is not the shortest');
  assert.deepEqual([ucs.optimal, bfs.optimal], [true, false]);
  const notOffered = engine.algorithms().filter((a) => !a.offeredUnder.includes(heavy));
  assert.ok(notOffered.some((a) => a.name === 'idastar'));

  const page = await browser.open(t, undefined, linkOf(start, 'ucs', heavy));
  const solve = new Solve(page);
  await check(page, 'costs', async () => {
    await solve.waitForStatus(/^Ready/);
    assert.equal(await page.locator('#costs').inputValue(), heavy);
    assert.equal(await page.locator(`#costs option[value="${heavy}"]`).textContent(), "Each move costs the tile's number");
    const ucsTitle = row('ucs').title;
    assert.equal(await page.locator('#costs-hint').textContent(), `${ucsTitle} adds up the numbers of the tiles moved: g and f are costs, not moves.`);
    // Every search its row does not offer under heavy costs is disabled, saying why.
    for (const a of engine.algorithms()) {
      assert.equal(await page.locator(`#algorithm option[value="${a.name}"]`).isDisabled(), !a.offeredUnder.includes(heavy), a.name);
    }
    assert.equal(
      await page.locator('#algorithm option[value="idastar"]').getAttribute('title'),
      `${row('idastar').title} counts moves with a heuristic and is not offered under “Each move costs the tile's number”.`,
    );
    assert.equal(await page.locator('#c-g-label').textContent(), 'g (cost)');
    await solve.solve(/solved/i);
    assert.equal(await page.locator('#solution-length').textContent(), `${en(ucs.solutionLength)} moves, cost ${en(ucs.solutionCost)}`);
    assert.equal(await page.locator('#solution-optimal').textContent(), 'guaranteed optimal');
    assert.equal((await solve.counters()).expanded, ucs.expanded);
    // The link says the costs.
    assert.match(await page.evaluate(() => location.hash), new RegExp(`costs=${heavy}`));

    // Breadth-first search counts moves: fewer moves, dearer, not called optimal, and g is the depth.
    await solve.setup({ algorithm: 'bfs', ready: true });
    assert.equal(await page.locator('#c-g-label').textContent(), 'g (depth)');
    const bfsTitle = row('bfs').title;
    assert.equal(
      await page.locator('#costs-hint').textContent(),
      `${bfsTitle} counts moves: its path is the shortest in moves, not the cheapest, and is not called optimal.`,
    );
    await solve.solve(/solved/i);
    assert.equal(await page.locator('#solution-length').textContent(), `${en(bfs.solutionLength)} moves, cost ${en(bfs.solutionCost)}`);
    assert.equal(await page.locator('#solution-optimal').textContent(), 'not guaranteed optimal');
    assert.equal(await page.locator('#solution-optimal').getAttribute('title'), `${bfsTitle} counts moves: its path is the shortest in moves, not the cheapest.`);

    // Chinese: the same strip and line in the page's words.
    await page.locator('#language').selectOption('zh-CN');
    await waitFor(page, () => document.documentElement.lang === 'zh-CN');
    assert.equal(await page.locator('#solution-length').textContent(), `${en(bfs.solutionLength)} 步，代价 ${en(bfs.solutionCost)}`);
    assert.equal(await page.locator(`#costs option[value="${heavy}"]`).textContent(), '每步代价为所移数码');
    const zhBfs = await page.locator('#algorithm option[value="bfs"]').textContent();
    assert.equal(await page.locator('#costs-hint').textContent(), `${zhBfs}只数步数：它的路径步数最少，不一定代价最小，不称为最优。`);
    await page.locator('#language').selectOption('en');

    // Unit costs again: the strip says moves only, the line says what a move costs, IDA* is offered.
    await page.locator('#costs').selectOption(unit);
    await solve.waitForStatus(/^Ready/);
    assert.equal(await page.locator('#costs-hint').textContent(), "Every move costs 1: g counts moves and a path's cost is its length.");
    assert.equal(await page.locator('#algorithm option[value="idastar"]').isDisabled(), false);
    assert.doesNotMatch(await page.evaluate(() => location.hash), /costs=/);
  });
});

test('under heavy costs a heuristic is called admissible exactly when its row is admissible under them (every heuristic of the menu), in English and Chinese', async (t) => {
  const { engine, start, heavy } = await setting();
  const page = await browser.open(t, undefined, linkOf(start, 'astar', heavy));
  const solve = new Solve(page);
  await check(page, 'costs-admissible', async () => {
    await solve.waitForStatus(/^Ready/);
    const astar = engine.algorithms().find((a) => a.name === 'astar').title;
    const offered = await page.locator('#heuristic option:not([disabled])').evaluateAll((options) => options.map((o) => o.value));
    const rows = engine.heuristics().filter((h) => offered.includes(h.name));
    assert.ok(rows.some((h) => !h.admissible && h.admissibleUnder.includes(heavy)), 'a heuristic admissible only under heavy costs is offered');
    for (const h of rows) {
      await solve.setup({ heuristic: h.name, ready: true });
      const verdict = h.admissibleUnder.includes(heavy)
        ? `${h.title} is admissible under these costs: it never overestimates the cheapest cost left.`
        : `${h.title} is not admissible under these costs: no path found with it is called optimal.`;
      await waitFor(page, (want) => document.getElementById('costs-hint').textContent.endsWith(want), verdict);
      assert.equal(await page.locator('#costs-hint').textContent(), `${astar} adds up the numbers of the tiles moved: g and f are costs, not moves. ${verdict}`);
    }
    // Chinese, for the one made for heavy costs.
    const weighted = rows.find((h) => !h.admissible && h.admissibleUnder.includes(heavy));
    await solve.setup({ heuristic: weighted.name, ready: true });
    await page.locator('#language').selectOption('zh-CN');
    const zhTitle = (await page.locator(`#heuristic option[value="${weighted.name}"]`).textContent()).replace(/（h = .*$| \(h = .*$/u, '');
    const hint = await page.locator('#costs-hint').textContent();
    assert.ok(hint.endsWith(`${zhTitle}在这种代价下是可采纳的：从不高估剩下的最小代价。`), hint);
  });
});

test('Compare races the board under its costs: each lane\'s path cost in the table and the CSV', async (t) => {
  const { engine, start, heavy } = await setting();
  const page = await browser.open(t, undefined, linkOf(start, 'ucs', heavy));
  const solve = new Solve(page);
  const compare = new Compare(page);
  await check(page, 'costs-compare', async () => {
    await solve.waitForStatus(/^Ready/);
    await compare.open();
    await waitFor(page, (want) => document.getElementById('cmp-costs').value === want, heavy);
    const configs = await page.locator('.lane').evaluateAll((lanes) =>
      lanes.map((lane) => ({ algorithm: lane.querySelector('[id$="-algorithm"]').value, heuristic: lane.querySelector('[id$="-heuristic"]').value })),
    );
    await compare.runAll();
    await compare.waitForFinish();
    const rows = await compare.tableRows();
    assert.equal(rows.length, configs.length);
    for (const [i, config] of configs.entries()) {
      const session = new engine.Session(start, 'ordered', config.algorithm, config.heuristic, 1, 0, 0);
      session.useCosts(heavy);
      const summary = session.step(1e9);
      session.free();
      assert.equal(Number(rows[i].values.solutionCost), summary.solutionCost, `lane ${i + 1}`);
      assert.equal(Number(rows[i].values.solutionLength), summary.solutionLength, `lane ${i + 1}`);
      assert.equal(Number(rows[i].values.expanded), summary.expanded, `lane ${i + 1}`);
    }
    const head = await page.locator('#cmp-table thead th[data-key="solutionCost"]').textContent();
    assert.equal(head, 'Cost');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#cmp-download').click()]);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    const header = lines[0].split(',');
    const at = (line, key) => line.split(',')[header.indexOf(key)];
    assert.deepEqual(lines.slice(1).map((line) => at(line, 'costs')), configs.map(() => heavy));
    assert.deepEqual(lines.slice(1).map((line) => Number(at(line, 'solution_cost'))), rows.map((r) => Number(r.values.solutionCost)));
  });
});
