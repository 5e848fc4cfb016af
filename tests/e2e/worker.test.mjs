// Searches run in workers, never on the main thread, and a big run's memory
// is given back: WebAssembly memory only grows, so Reset after a run that
// grew the Solve worker past `limits().workerRenewMb` ends that worker and
// starts a fresh one. The page says both memories on <body>:
// data-engine-memory (the Solve worker's wasm memory, bytes),
// data-page-memory (the main thread's) and data-engine-workers (how many
// search workers the page has started).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, check, counter, nodeEngine, pageSources, startBrowser, waitFor, waitForStatus, withoutComments } from './harness.mjs';

const MEMORY_MB = 96;

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

const body = (page) =>
  page.evaluate(() => {
    const { engineMemory, pageMemory, engineWorkers, state } = document.body.dataset;
    return { engine: Number(engineMemory), page: Number(pageMemory), workers: Number(engineWorkers), state };
  });

test('A* + misplaced on Korf #1 runs to its budget in a worker; Reset gives the memory back', async (t) => {
  const page = await browser.open(t, undefined, `?memory=${MEMORY_MB}`);
  await check(page, 'worker-memory', async () => {
    const { limits } = await nodeEngine();
    const renewBytes = limits().workerRenewMb * limits().bytesPerMb;
    await page.getByLabel('Preset', { exact: true }).selectOption('korf1');
    await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('misplaced');
    await waitFor(page, () => document.getElementById('algorithm-hint').textContent !== '' && document.body.dataset.state === 'idle');
    const fresh = await body(page);
    assert.ok(fresh.engine > 0 && fresh.engine < renewBytes, `a fresh worker is small (${fresh.engine} bytes)`);

    await page.getByRole('button', { name: 'Run to end' }).click();
    await waitForStatus(page, /^Stopped after/, 60_000);
    const full = await body(page);
    assert.ok(full.engine > MEMORY_MB * limits().bytesPerMb, `the worker grew to its budget (${full.engine} bytes)`);
    assert.equal(full.page, fresh.page, "the main thread's wasm memory did not grow: the search ran in the worker");

    await page.getByRole('button', { name: 'Reset' }).click();
    await waitFor(page, () => document.body.dataset.state === 'idle');
    await waitFor(page, (n) => Number(document.body.dataset.engineWorkers) > n, fresh.workers);
    const reset = await body(page);
    assert.equal(reset.workers, fresh.workers + 1, 'Reset replaced the grown worker');
    // The fresh worker holds at most what the first one held before the run
    // (that one had opened the page's first searches too).
    assert.ok(reset.engine <= fresh.engine, `back to the starting size: ${reset.engine} ≤ ${fresh.engine} bytes`);
    assert.equal(await counter(page, 'Expanded'), 0);

    // A small run does not cost a new worker: Reset keeps it.
    await page.getByLabel('Preset', { exact: true }).selectOption('poj1077');
    await waitFor(page, () => document.body.dataset.state === 'idle');
    await page.getByRole('button', { name: 'Run to end' }).click();
    await waitForStatus(page, /^Solved/);
    await page.getByRole('button', { name: 'Reset' }).click();
    await waitFor(page, () => document.body.dataset.state === 'idle');
    assert.equal((await body(page)).workers, reset.workers);
  });
});

test('Pause takes effect within a frame while a 4×4 search runs as fast as it can', async (t) => {
  const page = await browser.open(t);
  await check(page, 'worker-pause', async () => {
    await page.getByLabel('Preset', { exact: true }).selectOption('korf1');
    await page.getByLabel('Algorithm', { exact: true }).selectOption('idastar');
    await waitFor(page, () => document.body.dataset.state === 'idle');
    await page.getByRole('button', { name: 'Run to end' }).click();
    await waitFor(page, () => document.getElementById('c-expanded').textContent.replace(/\D/g, '') > 100000);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Pause' }).click();
    await waitFor(page, () => document.body.dataset.state === 'paused', undefined, 500);
    assert.ok(Date.now() - clicked < 500, 'paused within 500 ms');
    const expanded = await counter(page, 'Expanded');
    await page.waitForTimeout(300);
    assert.equal(await counter(page, 'Expanded'), expanded, 'nothing expands while paused');
  });
});

test('only www/engine.js and www/engine/ know the wasm package, and only the workers start searches', () => {
  const importers = [];
  const sessions = [];
  for (const file of pageSources()) {
    const name = relative(ROOT, file);
    const source = withoutComments(readFileSync(file, 'utf8'));
    if (/from\s+['"][./]*pkg\/npuzzle\.js['"]/.test(source)) importers.push(name);
    if (/new\s+(Session|LabSolver|Accuracy)\s*\(/.test(source)) sessions.push(name);
  }
  assert.deepEqual(importers.sort(), ['www/engine.js', 'www/engine/lab-worker.js', 'www/engine/worker.js']);
  assert.deepEqual(sessions.sort(), ['www/engine/lab-worker.js', 'www/engine/worker.js']);
});
