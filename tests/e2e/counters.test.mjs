// Stepping breadth-first search by hand: after ten Steps the counters must
// show exactly what the engine reports for the same input after ten
// expansions (read from the wasm module in node, not hard-coded). Also: one
// expansion is "1 expansion", the chart's axes tick at whole numbers only,
// the time counter is engine time and says so, and a node's four children
// all show at 1366 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const START = '2 3 4 1 5 x 7 6 8';

const browser = useBrowser();

test('ten Steps of BFS show the engine\'s counters after ten expansions', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'bfs-ten-steps', async () => {
    await solve.setup({ start: START, algorithm: 'bfs' });
    await solve.waitForStatus(/^Ready: Breadth-first search/);
    assert.equal(await solve.field('heuristic').isDisabled(), true);

    const step = solve.stepButton;
    for (let i = 0; i < 10; i++) await step.click();
    await solve.waitForStatus(/^Paused after 10 expansions\./);

    const { Session } = await nodeEngine();
    const session = new Session(START, 'ordered', 'bfs', 'manhattan', 1, 0, 0);
    let expected;
    for (let i = 0; i < 10; i++) expected = session.step(1);
    session.free();

    assert.equal(expected.expanded, 10);
    assert.equal(await solve.expanded(), 10);
    assert.equal(await solve.counter('Frontier'), expected.frontier);
    assert.equal(await solve.counter('Visited'), expected.visited);
    assert.equal(await solve.counter('Generated'), expected.generated);
    assert.equal(await solve.counter('g (depth)'), expected.g);
    // BFS is not iterative: no threshold, no iteration.
    assert.equal(await page.getByLabel('Threshold', { exact: true }).isVisible(), false);
    assert.equal(await page.getByLabel('Iteration', { exact: true }).isVisible(), false);
    // The board shows the node expanded last, with its children below it.
    assert.equal(await page.getByRole('img', { name: /^Board / }).getAttribute('data-tiles'), expected.tiles.join(' '));
    assert.equal(await page.locator('#children > li.child').count(), expected.children.length);
  });
});

test('IDA* labels its path length "On path", not "Visited"', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'idastar-on-path', async () => {
    await solve.setup({ start: START, algorithm: 'idastar' });
    await solve.waitForStatus(/^Ready: IDA\*/);
    const step = solve.stepButton;
    for (let i = 0; i < 3; i++) await step.click();
    await solve.waitForStatus(/^Paused after 3 expansions/);

    const { Session } = await nodeEngine();
    const session = new Session(START, 'ordered', 'idastar', 'manhattan', 1, 0, 0);
    let expected;
    for (let i = 0; i < 3; i++) expected = session.step(1);
    session.free();

    assert.equal(await solve.counter('On path'), expected.visited);
    assert.equal(await solve.counter('g (depth)'), expected.g);
    assert.equal(await page.getByLabel('Visited', { exact: true }).count(), 0);
    const legend = () => page.locator('#chart .u-legend .u-series .u-label').allTextContents();
    assert.deepEqual(await legend(), ['Frontier', 'On path']);
    // Back to BFS, the label is "Visited" again.
    await solve.setup({ algorithm: 'bfs' });
    await solve.waitForStatus(/^Ready: Breadth-first search/);
    assert.equal(await page.locator('#c-visited-label').textContent(), 'Visited');
    assert.deepEqual(await legend(), ['Frontier', 'Visited']);
  });
});

test('one Step: "1 expansion", whole-number ticks, engine time, and all four children in view', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 768 });
  const solve = new Solve(page);
  await check(page, 'one-step-four-children', async () => {
    await solve.setup({ start: '1 2 3 4 0 5 6 7 8' });
    await solve.waitForStatus(/^Ready: A\*/);
    await solve.step();
    assert.equal(await solve.waitForStatus(/^Paused after/), 'Paused after 1 expansion.');

    const { Session } = await nodeEngine();
    const session = new Session('1 2 3 4 0 5 6 7 8', 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const expected = session.step(1);
    session.free();
    assert.equal(expected.children.length, 4);
    // Every child card lies whole inside the stage panel, side by side, none cut.
    const children = page.locator('#children > li.child');
    assert.equal(await children.count(), 4);
    const stage = await page.locator('.stage').boundingBox();
    for (let i = 0; i < 4; i++) {
      const box = await children.nth(i).boundingBox();
      assert.ok(box.x >= stage.x && box.x + box.width <= stage.x + stage.width, `child ${i + 1} at ${box.x}–${box.x + box.width}, stage ${stage.x}–${stage.x + stage.width}`);
      assert.ok(box.y + box.height <= 768, `child ${i + 1} below the screen`);
      const text = children.nth(i).locator('.child-text');
      const inner = await text.boundingBox();
      assert.ok(inner.x + inner.width <= box.x + box.width + 0.5, `child ${i + 1}'s text sticks out of its card`);
    }
    assert.deepEqual(
      await children.locator('.child-move').allTextContents(),
      expected.children.map((c) => `${{ u: '↑', d: '↓', l: '←', r: '→' }[c.move]} ${c.move}`),
    );

    // The chart's axes count expansions and nodes: whole-number ticks only.
    const ticks = async (axis) => {
      const text = await page.locator('#chart').getAttribute(`data-${axis}-ticks`);
      return (text ?? '').split(' ').filter(Boolean).map(Number);
    };
    await waitFor(page, () => (document.getElementById('chart').dataset.xTicks ?? '').length > 0);
    for (const axis of ['x', 'y']) {
      const values = await ticks(axis);
      assert.ok(values.length >= 2, `${axis}: ${values}`);
      assert.ok(values.every(Number.isInteger), `${axis} ticks: ${values.join(', ')}`);
    }

    // The time counter is the engine's time in its worker, labelled so: a Step's work is in it.
    assert.equal(await page.locator('#c-elapsed-label').textContent(), 'Engine time');
    assert.match(await page.locator('#c-elapsed-label').getAttribute('title'), /^Time the engine spent expanding nodes, measured in its worker\. Pauses/);
    const time = await page.getByLabel('Engine time', { exact: true }).textContent();
    assert.match(time, /^\d+(\.\d+)? s$/);
    assert.ok(Number(time.replace(' s', '')) > 0, time);
  });
});

test('an unsolvable board after a search: the chart (and its CSV) no longer shows the old search', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'chart-unsolvable', async () => {
    await solve.setup({ start: START });
    await solve.waitForStatus(/^Ready/);
    for (let i = 0; i < 5; i++) await solve.step();
    await waitFor(page, () => document.getElementById('chart').dataset.points === '5');
    for (const change of [
      () => solve.field('goal').selectOption('spiral'),
      () => solve.field('preset').selectOption('unsolvable'),
    ]) {
      await change();
      await solve.waitForStatus(/^Unsolvable/);
      await waitFor(page, () => document.getElementById('chart').dataset.points === '0');
      assert.equal(await solve.expanded(), 0);
      // Back to a solvable search with steps of its own, for the next change.
      await solve.setup({ goal: 'ordered' });
      await solve.setup({ start: START });
      await solve.waitForStatus(/^Ready/);
      await solve.step();
      await waitFor(page, () => document.getElementById('chart').dataset.points === '1');
    }
  });
});

// Issue 26: the Memory counter said 196 MB where the tab grew 655 MB: it showed the search's tables
// only and did not say so. It now adds up what the search holds in the engine (its tables, time
// travel's copies, the chart's rows, the Explain tree) and says each in its title.
test('Memory is what the search holds in the engine, each part the engine\'s own count, said in en and zh', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'memory-parts', async () => {
    const { bytes } = await import('../../www/i18n/format.js');
    await solve.setup({ start: START, algorithm: 'bfs' });
    await solve.waitForStatus(/^Ready: Breadth-first search/);
    for (let i = 0; i < 7; i++) await solve.stepButton.click();
    await solve.waitForStatus(/^Paused after 7 expansions\./);
    const { Session } = await nodeEngine();
    const session = new Session(START, 'ordered', 'bfs', 'manhattan', 1, 0, 0);
    let expected;
    for (let i = 0; i < 7; i++) expected = session.step(1);
    session.free();
    assert.ok(expected.historyBytes > 0 && expected.traceBytes > 0);
    assert.equal(expected.held, expected.memory + expected.historyBytes + expected.traceBytes);
    const memory = page.locator('#c-memory');
    // No checkpoint yet (the first is taken at 5,000 steps): its share is 0.
    assert.equal(await memory.getAttribute('data-parts'), `${expected.memory} 0 ${expected.historyBytes} ${expected.traceBytes}`);
    assert.equal(await memory.textContent(), bytes(expected.held));
    // The short word fits the counter's box at 1024×768 (responsive.test); its title says the parts.
    assert.equal(await page.locator('#c-memory-label').textContent(), 'Memory');
    assert.equal(
      await memory.getAttribute('title'),
      `Frontier, visited table and paths ${bytes(expected.memory)} · time travel's copies 0 B · chart rows ${bytes(expected.historyBytes)} · Explain tree ${bytes(expected.traceBytes)}`,
    );
    assert.match(await page.locator('#c-memory-def').textContent(), /^What this search holds in the engine now: .* The tab takes more: /);
    await page.locator('#language').selectOption('zh-CN');
    await waitFor(page, () => document.documentElement.lang === 'zh-CN');
    assert.equal(await page.locator('#c-memory-label').textContent(), '搜索占用内存');
    assert.equal(
      await memory.getAttribute('title'),
      `OPEN 表、CLOSED 表和路径 ${bytes(expected.memory)} · 时间回溯的副本 0 B · 图表计数 ${bytes(expected.historyBytes)} · 讲解页搜索树 ${bytes(expected.traceBytes)}`,
    );
    assert.match(await page.locator('#c-memory-def').textContent(), /^这次搜索现在在引擎里占用的内存：.*浏览器标签页占用的更多：/);
  });
});
