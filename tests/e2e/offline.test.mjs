// Offline once loaded: with `?sw` the production build registers its service
// worker even under automation, caches what the page loaded, and a reload
// with the network cut still gives a working page (engine included). Without
// `?sw`, tests never get a worker, so no test sees a cached build.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, check, frames, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

test('under automation no service worker is registered', async (t) => {
  const page = await browser.open(t);
  await check(page, 'offline-none', async () => {
    await frames(page, 18); // the page's boot has run on: it would have registered by now
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.offline), undefined);
  });
});

test('with ?sw the page works offline after one visit', async (t) => {
  const page = await browser.open(t, undefined, '?sw');
  const solve = new Solve(page);
  await check(page, 'offline', async () => {
    await waitFor(page, () => document.documentElement.dataset.offline === 'ready');
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('npuzzle-v1');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    // The page and every built file, including those loaded only later (a worker).
    const built = (await readdir(join(ROOT, 'dist', 'assets'))).map((name) => `/assets/${name}`);
    assert.deepEqual([...cached].sort(), ['/', ...built].sort());
    assert.ok(built.some((p) => p.endsWith('.wasm')), 'the build has a .wasm file');

    await page.context().setOffline(true);
    await page.reload();
    await waitFor(page, () => document.getElementById('status').dataset.kind !== 'loading');
    assert.match(await solve.waitForStatus(/^Ready/), /^Ready: A\* with Manhattan distance/);
    assert.match(await solve.solve(/solved/i), /^Solved in 19 moves/);
    await page.context().setOffline(false);
  });
});
