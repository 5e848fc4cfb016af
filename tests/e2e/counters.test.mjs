// Stepping breadth-first search by hand: after ten Steps the counters must
// show exactly what the engine reports for the same input after ten
// expansions (read from the wasm module in node, not hard-coded). Also: one
// expansion is "1 expansion", the chart's axes tick at whole numbers only,
// the time counter is engine time and says so, and a node's four children
// all show at 1366 px.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { check, counter, nodeEngine, startBrowser, typeStart, waitFor, waitForStatus } from './harness.mjs';

const START = '2 3 4 1 5 x 7 6 8';

let browser;
before(async () => {
  browser = await startBrowser();
});
after(() => browser?.close());

test('ten Steps of BFS show the engine\'s counters after ten expansions', async (t) => {
  const page = await browser.open(t);
  await check(page, 'bfs-ten-steps', async () => {
    await typeStart(page, START);
    await page.getByLabel('Algorithm', { exact: true }).selectOption('bfs');
    await waitForStatus(page, /^Ready: Breadth-first search/);
    assert.equal(await page.getByLabel('Heuristic', { exact: true }).isDisabled(), true);

    const step = page.getByRole('button', { name: 'Step', exact: true });
    for (let i = 0; i < 10; i++) await step.click();
    await waitForStatus(page, /^Paused after 10 expansions\./);

    const { Session } = await nodeEngine();
    const session = new Session(START, 'ordered', 'bfs', 'manhattan', 1, 0, 0);
    let expected;
    for (let i = 0; i < 10; i++) expected = session.step(1);
    session.free();

    assert.equal(expected.expanded, 10);
    assert.equal(await counter(page, 'Expanded'), 10);
    assert.equal(await counter(page, 'Frontier'), expected.frontier);
    assert.equal(await counter(page, 'Visited'), expected.visited);
    assert.equal(await counter(page, 'Generated'), expected.generated);
    assert.equal(await counter(page, 'g (depth)'), expected.g);
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
  await check(page, 'idastar-on-path', async () => {
    await typeStart(page, START);
    await page.getByLabel('Algorithm', { exact: true }).selectOption('idastar');
    await waitForStatus(page, /^Ready: IDA\*/);
    const step = page.getByRole('button', { name: 'Step', exact: true });
    for (let i = 0; i < 3; i++) await step.click();
    await waitForStatus(page, /^Paused after 3 expansions/);

    const { Session } = await nodeEngine();
    const session = new Session(START, 'ordered', 'idastar', 'manhattan', 1, 0, 0);
    let expected;
    for (let i = 0; i < 3; i++) expected = session.step(1);
    session.free();

    assert.equal(await counter(page, 'On path'), expected.visited);
    assert.equal(await counter(page, 'g (depth)'), expected.g);
    assert.equal(await page.getByLabel('Visited', { exact: true }).count(), 0);
    const legend = () => page.locator('#chart .u-legend .u-series .u-label').allTextContents();
    assert.deepEqual(await legend(), ['Frontier', 'On path']);
    // Back to BFS, the label is "Visited" again.
    await page.getByLabel('Algorithm', { exact: true }).selectOption('bfs');
    await waitForStatus(page, /^Ready: Breadth-first search/);
    assert.equal(await page.locator('#c-visited-label').textContent(), 'Visited');
    assert.deepEqual(await legend(), ['Frontier', 'Visited']);
  });
});

test('one Step: "1 expansion", whole-number ticks, engine time, and all four children in view', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 768 });
  await check(page, 'one-step-four-children', async () => {
    await typeStart(page, '1 2 3 4 0 5 6 7 8');
    await waitForStatus(page, /^Ready: A\*/);
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    assert.equal(await waitForStatus(page, /^Paused after/), 'Paused after 1 expansion.');

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
  await check(page, 'chart-unsolvable', async () => {
    await typeStart(page, START);
    await waitForStatus(page, /^Ready/);
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
    await waitFor(page, () => document.getElementById('chart').dataset.points === '5');
    for (const change of [
      () => page.getByLabel('Goal', { exact: true }).selectOption('spiral'),
      () => page.getByLabel('Preset', { exact: true }).selectOption('unsolvable'),
    ]) {
      await change();
      await waitForStatus(page, /^Unsolvable/);
      await waitFor(page, () => document.getElementById('chart').dataset.points === '0');
      assert.equal(await counter(page, 'Expanded'), 0);
      // Back to a solvable search with steps of its own, for the next change.
      await page.getByLabel('Goal', { exact: true }).selectOption('ordered');
      await typeStart(page, START);
      await waitForStatus(page, /^Ready/);
      await page.getByRole('button', { name: 'Step', exact: true }).click();
      await waitFor(page, () => document.getElementById('chart').dataset.points === '1');
    }
  });
});
