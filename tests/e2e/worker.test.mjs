// Searches run in workers, never on the main thread, and a big run's memory
// is given back: WebAssembly memory only grows, so Reset after a run that
// grew the Solve worker past `limits().workerRenewMb` ends that worker and
// starts a fresh one. The page says on <body>: data-engine-memory (the Solve
// worker's wasm memory, bytes) and data-engine-workers (how many search
// workers the page has started). The main thread never even fetches the
// wasm module.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, check, frames, nodeEngine, pageSources, useBrowser, waitFor, withoutComments } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const MEMORY_MB = 96;

const browser = useBrowser();

const body = (page) =>
  page.evaluate(() => {
    const { engineMemory, engineWorkers, state } = document.body.dataset;
    // What the main thread itself fetched: a wasm module would show here.
    const wasm = performance.getEntriesByType('resource').filter((e) => /\.wasm$/.test(new URL(e.name).pathname)).length;
    return { engine: Number(engineMemory), workers: Number(engineWorkers), state, wasm };
  });

test('A* + misplaced on Korf #1 runs to its budget in a worker; Reset gives the memory back', async (t) => {
  const page = await browser.open(t, undefined, `?memory=${MEMORY_MB}`);
  const solve = new Solve(page);
  await check(page, 'worker-memory', async () => {
    const { limits } = await nodeEngine();
    const renewBytes = limits().workerRenewMb * limits().bytesPerMb;
    await solve.setup({ preset: 'korf1', algorithm: 'astar', heuristic: 'misplaced' });
    await waitFor(page, () => document.getElementById('algorithm-hint').textContent !== '' && document.body.dataset.state === 'idle');
    const fresh = await body(page);
    assert.ok(fresh.engine > 0 && fresh.engine < renewBytes, `a fresh worker is small (${fresh.engine} bytes)`);

    await solve.solve(/^Stopped after/, 60_000);
    const full = await body(page);
    assert.ok(full.engine > MEMORY_MB * limits().bytesPerMb, `the worker grew to its budget (${full.engine} bytes)`);
    assert.equal(full.wasm, 0, 'the main thread loaded no wasm: the search ran in the worker');

    await page.getByRole('button', { name: 'Reset' }).click();
    await waitFor(page, () => document.body.dataset.state === 'idle');
    await waitFor(page, (n) => Number(document.body.dataset.engineWorkers) > n, fresh.workers);
    const reset = await body(page);
    assert.equal(reset.workers, fresh.workers + 1, 'Reset replaced the grown worker');
    // The fresh worker holds at most what the first one held before the run
    // (that one had opened the page's first searches too).
    assert.ok(reset.engine <= fresh.engine, `back to the starting size: ${reset.engine} ≤ ${fresh.engine} bytes`);
    assert.equal(await solve.expanded(), 0);

    // A small run does not cost a new worker: Reset keeps it.
    await solve.setup({ preset: 'poj1077' });
    await waitFor(page, () => document.body.dataset.state === 'idle');
    await solve.solve(/^Solved/);
    await page.getByRole('button', { name: 'Reset' }).click();
    await waitFor(page, () => document.body.dataset.state === 'idle');
    assert.equal((await body(page)).workers, reset.workers);
  });
});

/**
 * Whether `done()` holds in the click's own task: the button is clicked and
 * `done` read in one script of the page, with no wait between. What a
 * teacher needs from a tab (it switches at once, not after the worker's
 * answer) as a fact of the page's structure: it holds however loaded the
 * machine is, where a latency in milliseconds did not.
 */
function takesEffectInTheClick(locator, done) {
  return locator.evaluate((button, source) => {
    button.click();
    return new Function(`return (${source})()`)();
  }, done.toString());
}

test('Pause takes effect in its click while a 4×4 search runs as fast as it can, and nothing moves after', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'worker-pause', async () => {
    await solve.setup({ preset: 'korf1', algorithm: 'idastar' });
    await waitFor(page, () => document.body.dataset.state === 'idle');
    await solve.runToEnd();
    await waitFor(page, () => document.getElementById('c-expanded').textContent.replace(/\D/g, '') > 100000);
    // Pause lands once the step request in flight is answered (one pacer batch, about 8 ms of engine
    // time: www/engine/pacer.js), so it is waited for, not timed; the counters, read once it is
    // acknowledged and again after the page drew 18 more frames, do not move.
    await solve.pauseButton.click();
    await waitFor(page, () => document.body.dataset.state === 'paused');
    const expanded = await solve.expanded();
    await frames(page, 18);
    assert.equal(await solve.expanded(), expanded, 'nothing expands while paused');
  });
});

test('Greedy + h = 0 on the POJ board: tabs and Pause take effect in their click while it runs and after it ends', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'worker-greedy', async () => {
    await solve.setup({ preset: 'poj1077', algorithm: 'greedy', heuristic: 'zero' });
    await waitFor(page, () => document.body.dataset.state === 'idle');
    const { Session } = await nodeEngine();
    const session = new Session('2 3 4 1 5 x 7 6 8', 'ordered', 'greedy', 'zero', 1, 0, 0);
    let summary;
    while (!(summary = session.step(1_000_000)).finished);
    session.free();

    await solve.play();
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    const solveTab = page.getByRole('button', { name: 'Solve', exact: true });
    assert.equal(await takesEffectInTheClick(compare, () => document.body.dataset.view === 'compare'), true, 'Compare tab while running');
    assert.equal(await takesEffectInTheClick(solveTab, () => document.body.dataset.view === 'solve'), true, 'Solve tab while running');
    await solve.pauseButton.click();
    await waitFor(page, () => document.body.dataset.state === 'paused');
    // Paused: the counters stay (read twice, 18 frames apart); Run to end goes on from there.
    const paused = await solve.expanded();
    await frames(page, 18);
    assert.equal(await solve.expanded(), paused, 'nothing expands while paused');

    await solve.solve(/^Solved/, 120_000);
    assert.equal(await solve.expanded(), summary.expanded);
    assert.equal(await solve.solutionLength(), `${summary.solutionLength.toLocaleString('en-US')} moves`);
    assert.equal(await takesEffectInTheClick(compare, () => document.body.dataset.view === 'compare'), true, 'Compare tab after the end');
    assert.equal(await takesEffectInTheClick(solveTab, () => document.body.dataset.view === 'solve'), true, 'Solve tab after the end');
  });
});

test('only the workers of www/engine/ know the wasm package and start searches', () => {
  const importers = [];
  const sessions = [];
  for (const file of pageSources()) {
    const name = relative(ROOT, file);
    const source = withoutComments(readFileSync(file, 'utf8'));
    if (/from\s+['"][./]*pkg\/npuzzle\.js['"]/.test(source)) importers.push(name);
    if (/new\s+(?:[\w.]+\.)?(Session|LabSolver|Accuracy)\s*\(/.test(source)) sessions.push(name);
  }
  assert.deepEqual(importers.sort(), ['www/engine/lab-worker.js', 'www/engine/worker.js']);
  // The search worker's requests are handled in handler.js (the unit tests run it in node).
  assert.deepEqual(sessions.sort(), ['www/engine/handler.js', 'www/engine/lab-worker.js']);
});
