// A search that runs out of memory ends cleanly with the engine's numbers and
// a hint about what to try instead, one that fits the search (from the
// catalogue's capabilities: BFS has no heuristic to strengthen), with its
// count in the page's words ("423,547 expansions", not the engine's bare
// "423547 nodes"). The page is opened with a small memory budget
// (?memory=24) so this takes a second, not a minute.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, useBrowser } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const KORF_1 = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';
const MEMORY_MB = 24;

const browser = useBrowser();

test('A* with misplaced tiles on Korf #1 stops at the memory budget with a hint', async (t) => {
  const page = await browser.open(t, undefined, `?memory=${MEMORY_MB}`);
  const solve = new Solve(page);
  await check(page, 'stopped', async () => {
    await solve.setup({ preset: 'korf1', algorithm: 'astar', heuristic: 'misplaced' });
    const status = await solve.solve(/stopped/i);

    const engine = await nodeEngine();
    const session = new engine.Session(KORF_1, 'blank-first', 'astar', 'misplaced', 1, 0, MEMORY_MB);
    let summary;
    while ((summary = session.step(100_000)).status === 'running');
    session.free();
    assert.equal(summary.status, 'stopped');
    assert.equal(summary.stopReason, 'memory');
    const ida = engine.algorithms().find((a) => a.iterative && a.usesHeuristic).title;
    assert.equal(status, `Stopped after ${summary.expanded.toLocaleString('en-US')} expansions (memory budget reached) — try ${ida}, which keeps only its current path, or a stronger heuristic.`);
    assert.equal(await solve.expanded(), summary.expanded);
    assert.equal(await solve.runButton.isDisabled(), true);
    assert.equal(await page.locator('#solution-empty').textContent(), 'No solution: the search stopped before it reached the goal.');
  });
});

test('a stopped BFS is told it lacks a heuristic, not to strengthen one', async (t) => {
  const page = await browser.open(t, undefined, `?memory=${MEMORY_MB}`);
  const solve = new Solve(page);
  await check(page, 'stopped-bfs', async () => {
    await solve.setup({ preset: 'korf1', algorithm: 'bfs' });
    const status = await solve.solve(/stopped/i);

    const engine = await nodeEngine();
    const session = new engine.Session(KORF_1, 'blank-first', 'bfs', 'zero', 1, 0, MEMORY_MB);
    let summary;
    while ((summary = session.step(100_000)).status === 'running');
    session.free();
    assert.deepEqual([summary.status, summary.stopReason], ['stopped', 'memory']);
    assert.ok(summary.expanded >= 1000);
    const algorithms = engine.algorithms();
    const bfs = algorithms.find((a) => a.name === 'bfs');
    const ida = algorithms.find((a) => a.iterative && a.usesHeuristic).title;
    assert.equal(
      status,
      `Stopped after ${summary.expanded.toLocaleString('en-US')} expansions (memory budget reached) — ${bfs.title} uses no heuristic, so nothing steers it towards the goal: try ${ida} with a heuristic, which keeps only its current path.`,
    );
    assert.doesNotMatch(status, /stronger heuristic/);
    assert.equal(await solve.expanded(), summary.expanded);
  });
});
