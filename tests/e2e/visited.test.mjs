// The visited table (issue 12, "The seeds' lesson"): Solve's setup panel
// offers the engine's tables for an algorithm that keeps one, and the
// costs panel beside the counters shows what the chosen one costs. The
// three tables give the same counts at different memory; tree search
// (no table) expands states again and says how many times. Expected values
// come from the node engine, not from constants.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { Compare, Solve } from './pages/index.mjs';

/** The POJ 1077 sample (19 moves) and a board 6 moves from the goal. */
const SAMPLE = '2 3 4 1 5 0 7 6 8';
const SIX = '4 1 3 7 2 6 0 5 8';

const browser = useBrowser();

/** The node engine's summary of `algorithm` on `start` run to the end with `visited`. */
async function engineRun(start, algorithm, visited) {
  const { Session } = await nodeEngine();
  const session = new Session(start, 'ordered', algorithm, 'manhattan', 1, 0, 0);
  session.useVisited(visited);
  const summary = session.step(Infinity);
  session.free();
  return summary;
}

/** Runs the Solve view's search to its end with `visited`; → the costs panel's texts. */
async function runWith(page, visited) {
  const solve = new Solve(page);
  await solve.setup({ visited });
  await solve.solve(/solved|stopped/i);
  const text = async (key) => (await page.locator(`#v-${key}`).isVisible()) ? page.locator(`#v-${key}`).textContent() : null;
  return {
    expanded: await solve.expanded(),
    generated: await solve.counter('Generated'),
    table: await text('table'),
    memory: await text('memory'),
    load: await text('load'),
    collisions: await text('collisions'),
    duplicates: await text('duplicates'),
  };
}

test('each visited table gives the same counts at a different memory', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'visited-tables', async () => {
    await solve.setup({ algorithm: 'bfs' });
    await solve.setup({ start: SAMPLE });
    // The engine's choices for BFS on 3×3, in its order.
    const offered = await page.getByLabel('Visited table', { exact: true }).locator('option').evaluateAll((o) => o.map((x) => x.value));
    assert.deepEqual(offered, ['auto', 'rank-array', 'hash', 'ordered', 'none']);
    const seen = {};
    for (const visited of ['rank-array', 'hash', 'ordered']) {
      await page.getByRole('button', { name: 'Reset' }).click();
      const shown = await runWith(page, visited);
      const summary = await engineRun(SAMPLE, 'bfs', visited);
      assert.equal(summary.visitedTable.kind, visited);
      assert.deepEqual([shown.expanded, shown.generated], [summary.expanded, summary.generated], visited);
      seen[visited] = shown;
    }
    // Equal counts, three different memories; the hash table alone reports load and collisions.
    assert.equal(new Set(Object.values(seen).map((s) => s.expanded)).size, 1);
    assert.equal(new Set(Object.values(seen).map((s) => s.memory)).size, 3);
    assert.deepEqual(Object.values(seen).map((s) => s.table), ['Rank array (Cantor expansion)', 'Hash table', 'Ordered set (map/set)']);
    const hash = await engineRun(SAMPLE, 'bfs', 'hash');
    assert.equal(seen.hash.collisions, hash.visitedTable.collisions.toLocaleString('en-US'));
    assert.equal(seen.hash.load, hash.visitedTable.load.toFixed(2));
    assert.equal(seen['rank-array'].load, null);
  });
});

test('tree search finds the same length and shows the states it expanded again', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'visited-tree', async () => {
    await solve.setup({ algorithm: 'bfs' });
    await solve.setup({ start: SIX });
    const shown = await runWith(page, 'none');
    const summary = await engineRun(SIX, 'bfs', 'none');
    const graph = await engineRun(SIX, 'bfs', 'auto');
    assert.equal(summary.solutionLength, graph.solutionLength);
    assert.ok(summary.expanded > graph.expanded);
    assert.equal(shown.expanded, summary.expanded);
    assert.equal(shown.table, 'None (tree search)');
    assert.equal(shown.duplicates, summary.visitedTable.duplicates.toLocaleString('en-US'));
    assert.ok(summary.visitedTable.duplicates > 0);
    // The link carries the choice.
    await page.waitForFunction(() => window.location.hash.includes('visited=none'));
  });
});

test('the menu and the costs speak Chinese, and IDA* has no menu', async (t) => {
  const page = await browser.open(t, undefined, '', { locale: 'zh-CN' });
  await check(page, 'visited-zh', async () => {
    await page.locator('#algorithm').selectOption('bfs');
    await page.locator('#start').fill(SIX);
    await page.locator('#start').press('Enter');
    await page.locator('#visited').selectOption('hash');
    assert.equal(await page.locator('label[for="visited"]').textContent(), '判重表');
    assert.equal(await page.locator('#visited option[value="hash"]').textContent(), '哈希表');
    await page.locator('#algorithm').selectOption('idastar');
    await page.waitForFunction(() => document.getElementById('visited-field').hidden);
  });
});

test('a Compare race of the three tables and tree search: equal counts for the tables', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const compare = new Compare(page);
  await check(page, 'visited-compare', async () => {
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    const field = compare.startField;
    await field.fill(SIX);
    await field.press('Enter');
    const tables = ['rank-array', 'hash', 'ordered', 'none'];
    for (const [i, visited] of tables.entries()) {
      await compare.lane(i + 1).algorithm.selectOption('bfs');
      await page.getByLabel(`Lane ${i + 1} visited table`, { exact: true }).selectOption(visited);
    }
    await compare.speedField.fill('7'); // max
    await compare.runAll();
    await compare.waitForFinish();
    const expanded = [];
    for (const [i] of tables.entries()) expanded.push(await solve.counter(`Lane ${i + 1} Expanded`));
    const expected = [];
    for (const visited of tables) expected.push((await engineRun(SIX, 'bfs', visited)).expanded);
    assert.deepEqual(expanded, expected);
    assert.equal(new Set(expanded.slice(0, 3)).size, 1);
    assert.ok(expanded[3] > expanded[0]);
  });
});
