// Tie-breaking for the A* family (issue 12): each rule in the Solve view's
// "Tie-breaking" menu on the hardest 8-puzzle board shows the expanded count
// tests/tie_breaking.rs pins and the optimal 31 moves; the menu is there
// only for the algorithms with an open list, and the link carries `tie=`;
// a Compare race of four A* lanes, one per rule, shows the four counts and
// the rules in its results table.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, useBrowser, waitFor } from './harness.mjs';
import { Compare, Solve } from './pages/index.mjs';

const HARDEST = '8 6 7 2 5 4 3 0 1';
/** A* + Manhattan on HARDEST (tests/tie_breaking.rs): rule → [expanded, its short label]. */
const PINNED = {
  'larger-g': [6_744, 'larger g'],
  'smaller-g': [21_197, 'smaller g'],
  fifo: [20_290, 'FIFO'],
  lifo: [6_896, 'LIFO'],
};

const browser = useBrowser();

test('each tie-breaking rule in Solve: its pinned expansions and the optimal length, and the link', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'tie-solve', async () => {
    await solve.setup({ start: HARDEST, algorithm: 'astar', heuristic: 'manhattan' });
    const menu = solve.field('tieBreaking');
    assert.equal(await menu.isVisible(), true);
    assert.deepEqual(await menu.locator('option').allTextContents(), ['Larger g first', 'Smaller g first', 'First in, first out', 'Last in, first out']);
    assert.equal(await menu.inputValue(), 'larger-g');
    assert.match(await page.locator('#tie-hint').textContent(), /No rule changes IDA\*, RBFS, and MM: each breaks ties in its own order\.$/);
    for (const [rule, [expanded]] of Object.entries(PINNED)) {
      await menu.selectOption(rule);
      await solve.waitForStatus(/^Ready/);
      const status = await solve.solve(/solved/i);
      assert.match(status, /^Solved in 31 moves \(guaranteed optimal\)/, rule);
      assert.equal(await solve.expanded(), expanded, rule);
      const hash = await page.evaluate(() => location.hash);
      if (rule === 'larger-g') assert.doesNotMatch(hash, /tie=/);
      else assert.match(hash, new RegExp(`[#&]tie=${rule}(&|$)`));
    }
    // IDA* has no open list: no menu, and no rule in the link.
    await solve.setup({ algorithm: 'idastar' });
    await waitFor(page, () => document.getElementById('tie-field').hidden);
    await waitFor(page, () => !location.hash.includes('tie='));
  });
});

test('a link with tie= opens with that rule; an unknown one is reported', async (t) => {
  const page = await browser.open(t, undefined, '#start=8+6+7+2+5+4+3+0+1&algorithm=astar&heuristic=manhattan&tie=fifo');
  const solve = new Solve(page);
  await check(page, 'tie-link', async () => {
    assert.equal(await solve.field('tieBreaking').inputValue(), 'fifo');
    await solve.solve(/solved/i);
    assert.equal(await solve.expanded(), PINNED.fifo[0]);
  });
  const bad = await browser.open(t, undefined, '#start=8+6+7+2+5+4+3+0+1&algorithm=astar&tie=coin');
  await check(bad, 'tie-link-bad', async () => {
    await waitFor(bad, () => !document.getElementById('link-notice').hidden);
    assert.match(await bad.locator('#link-notice').textContent(), /The link's tie-breaking rule "coin" is unknown; using Larger g first\./);
    assert.equal(await bad.getByLabel('Tie-breaking', { exact: true }).inputValue(), 'larger-g');
  });
});

test('Compare: four A* lanes, one per rule, and the results table shows each rule and its expansions', async (t) => {
  const page = await browser.open(t);
  const compare = new Compare(page);
  await check(page, 'tie-compare', async () => {
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    const field = compare.startField;
    await field.fill(HARDEST);
    await field.press('Enter');
    await waitFor(page, (tiles) => document.querySelector('[aria-label^="Lane 1 board"]').dataset.tiles === tiles, HARDEST);
    assert.equal(await compare.lanes.count(), 4);
    const rules = Object.keys(PINNED);
    for (const [i, rule] of rules.entries()) {
      const n = i + 1;
      await compare.lane(n).algorithm.selectOption('astar');
      await compare.lane(n).heuristic.selectOption('manhattan');
      await page.getByLabel(`Lane ${n} Tie-breaking`, { exact: true }).selectOption(rule);
    }
    await compare.speedField.fill('7'); // max
    await compare.runAll();
    await compare.waitForFinish();
    const rows = await page.getByRole('table', { name: 'Results' }).evaluate((table) =>
      Array.from(table.tBodies[0].rows, (row) => {
        const cell = (key) => row.querySelector(`[data-key="${key}"]`);
        return { ties: cell('ties').textContent.trim(), expanded: Number(cell('expanded').dataset.value), length: cell('solutionLength').dataset.value };
      }),
    );
    assert.deepEqual(
      rows,
      rules.map((rule) => ({ ties: PINNED[rule][1], expanded: PINNED[rule][0], length: '31' })),
    );
    const head = await page.getByRole('table', { name: 'Results' }).locator('th[data-key="ties"]').first().textContent();
    assert.equal(head, 'Ties');
  });
});
