// Long tasks on the page's main thread while it searches: a benchmark of
// issue 10's "never a frozen tab", not a test (slow figures never fail it;
// errors do). Serves dist/ (`npm run build` first) in headless Chromium,
// watches `PerformanceObserver('longtask')` (tasks over 50 ms) through four
// scenes and prints, for each, how many long tasks there were and the
// longest:
//
//   solve    Solve, Korf #1, IDA* + Manhattan, Play at max speed for 4 s
//   compare  Compare, 6 lanes on the 8-puzzle sample, Run all to the end
//   explain  Explain open (search tree) while the Solve search plays at max speed
//   batch    Compare's batch, 10 boards at depth 20, to the end
//
// `node bench/longtasks.mjs` — figures go in docs/PERFORMANCE.md.

import { startBrowser } from '../tests/e2e/harness.mjs';

const SCENE_MS = 4000;

/** A fake test context: the harness closes pages through `t.after`. */
const closers = [];
const context = { after: (fn) => closers.push(fn) };

const browser = await startBrowser();
try {
  const page = await browser.open(context);
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ at: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
  });
  const since = () => page.evaluate(() => performance.now());
  const tasks = (from) => page.evaluate((t0) => window.longTasks.filter((task) => task.at >= t0), from);
  const rows = [];
  const scene = async (name, run) => {
    const from = await since();
    await run();
    const found = await tasks(from);
    rows.push({ name, count: found.length, longest: Math.max(0, ...found.map((task) => task.ms)) });
  };
  const speedMax = (selector) => page.evaluate((s) => {
    const slider = document.querySelector(s);
    slider.value = slider.max;
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  }, selector);

  await scene('solve', async () => {
    await page.getByLabel('Preset', { exact: true }).selectOption('korf1');
    await page.getByLabel('Algorithm', { exact: true }).selectOption('idastar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('manhattan');
    await page.waitForFunction(() => document.getElementById('heuristic').value === 'manhattan' && document.body.dataset.state === 'idle');
    await speedMax('#speed');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(SCENE_MS);
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  await scene('explain', async () => {
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await page.getByRole('tab', { name: /Search tree/ }).click();
    const toggle = page.locator('#view-explain button[data-command="togglePlay"]');
    await page.locator('#view-explain button[data-command="reset"]').click();
    await page.waitForFunction(() => document.body.dataset.state === 'idle');
    await toggle.click();
    await page.waitForTimeout(SCENE_MS);
    await toggle.click();
  });

  await scene('compare', async () => {
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByLabel('Preset', { exact: true }).selectOption('poj1077');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('button', { name: 'From Solve view' }).click().catch(() => {});
    while ((await page.locator('.lane').count()) < 6) await page.getByRole('button', { name: '+ Add lane' }).click();
    await page.getByRole('button', { name: 'Run all' }).click();
    await page.waitForFunction(() => document.getElementById('view-compare').dataset.race === 'finished', undefined, { timeout: 120_000 });
  });

  await scene('batch', async () => {
    await page.getByLabel('Random boards', { exact: true }).fill('10');
    await page.getByLabel('Optimal depth', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Batch', exact: true }).click();
    await page.waitForFunction(() => document.getElementById('view-compare').dataset.batch === 'idle', undefined, { timeout: 300_000 });
  });

  console.log('| scene | long tasks (> 50 ms) | longest |');
  console.log('| --- | ---: | ---: |');
  for (const { name, count, longest } of rows) console.log(`| ${name} | ${count} | ${longest ? `${longest.toFixed(0)} ms` : '–'} |`);
} finally {
  for (const close of closers) await close();
  await browser.close();
}
