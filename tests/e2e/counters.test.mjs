// Stepping breadth-first search by hand: after ten Steps the counters must
// show exactly what the engine reports for the same input after ten
// expansions (read from the wasm module in node, not hard-coded).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { check, counter, nodeEngine, startBrowser, typeStart, waitForStatus } from './harness.mjs';

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
    await waitForStatus(page, /^Paused after 10 expansions/);

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
