// A search that runs out of memory ends cleanly with the engine's numbers and
// a hint about what to try instead. The page is opened with a small memory
// budget (?memory=24) so this takes a second, not a minute.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { check, counter, nodeEngine, startBrowser, waitForStatus } from './harness.mjs';

const KORF_1 = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';
const MEMORY_MB = 24;

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

test('A* with misplaced tiles on Korf #1 stops at the memory budget with a hint', async (t) => {
  const page = await browser.open(t, undefined, `?memory=${MEMORY_MB}`);
  await check(page, 'stopped', async () => {
    await page.getByLabel('Preset', { exact: true }).selectOption('korf1');
    await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('misplaced');
    await page.getByRole('button', { name: 'Run to end' }).click();
    const status = await waitForStatus(page, /stopped/i);

    const { Session } = await nodeEngine();
    const session = new Session(KORF_1, 'blank-first', 'astar', 'misplaced', 1, 0, MEMORY_MB);
    let summary;
    while ((summary = session.step(100_000)).status === 'running');
    session.free();
    assert.equal(summary.status, 'stopped');
    assert.equal(status, `Stopped after ${summary.expanded} nodes (memory budget reached) — try IDA* or a stronger heuristic.`);
    assert.equal(await counter(page, 'Expanded'), summary.expanded);
    assert.equal(await page.getByRole('button', { name: 'Run to end' }).isDisabled(), true);
    assert.equal(await page.locator('#solution-empty').textContent(), 'No solution: the search stopped before it reached the goal.');
  });
});
