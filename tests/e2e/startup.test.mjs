// Start-up in short tasks (issue 26): while the page starts, no task on the main thread is over
// 50 ms, counted with a PerformanceObserver for 'longtask' from the first byte until the status
// leaves "Loading" and two frames after. The wasm module is compiled in the workers only; the
// views other than Solve are chunks imported one a task (www/main.js).
//
// Marked todo: one task of 50–130 ms is left (evaluating the first chunk: Solve, uPlot and the
// word catalogues, then the first style and layout), and on a shared machine any task can pass
// 50 ms. The count is what it measures, never a time of the test's own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, frames, useBrowser } from './harness.mjs';

const browser = useBrowser();

test('no task over 50 ms while the page starts, and the wasm is compiled in workers only', { todo: 'one evaluation task of 50–130 ms is left' }, async (t) => {
  const opened = await browser.open(t, { width: 1366, height: 768 });
  // A context of its own, watched from its first byte: a reload would run from V8's code cache.
  const context = await opened.context().browser().newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  t.after(() => context.close());
  const page = await context.newPage();
  await check(page, 'startup-long-tasks', async () => {
    await page.addInitScript(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
      // A wasm module compiled on this thread would show here.
      window.wasmOnMain = 0;
      for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
        const original = WebAssembly[name];
        WebAssembly[name] = (...args) => {
          window.wasmOnMain += 1;
          return original.apply(WebAssembly, args);
        };
      }
    });
    await page.goto(opened.url());
    await page.waitForFunction(() => document.getElementById('status').dataset.kind !== 'loading');
    await frames(page, 2);
    t.diagnostic(`long tasks: ${JSON.stringify(await page.evaluate(() => window.longTasks))}`);
    assert.equal(await page.evaluate(() => window.wasmOnMain), 0);
    assert.deepEqual(await page.evaluate(() => window.longTasks), []);
  });
});
