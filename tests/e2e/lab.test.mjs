// The 15-puzzle lab: searches run in a Web Worker, so the page keeps
// drawing while the kernel works; Cancel stops it at once; pattern databases
// solve Korf's instances optimally with the engine's own node counts, and
// come back from IndexedDB after a reload.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, check, frames, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { KORF, Lab } from './pages/index.mjs';

/** 20 moves from the ordered goal. */
const EASY = '5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14';

const browser = useBrowser();

/** Opens the page on the lab view; returns `{ page, lab, labView }` (lab: its <main>; labView: its page object). */
async function openLab(t) {
  const page = await browser.open(t);
  const labView = new Lab(page);
  await labView.open();
  // The lab says what its worker does; the top bar's Solve status steps aside.
  assert.equal(await page.locator('.topbar > .status').isVisible(), false);
  return { page, lab: labView.root, labView };
}


/**
 * The size of `heuristic`'s tables as the lab shows it: one byte a
 * placement (`tablePlan`), in the engine's MB (a MiB, `limits().bytesPerMb`):
 * PDB 6-6-3's 11,534,880 bytes are "11.0 MB".
 */
async function tablesMb(heuristic) {
  const { tablePlan, limits } = await nodeEngine();
  const bytes = tablePlan(heuristic, 'blank-first').tables.reduce((sum, t) => sum + t.placements, 0);
  return `${(bytes / limits().bytesPerMb).toFixed(1)} MB`;
}

/** `text` with the regular expression characters escaped. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const number = (text) => Number(text.replace(/[^0-9]/g, ''));


test('a long search reports progress from the worker, Cancel stops it at once, and a new solve works', async (t) => {
  const { page, lab, labView } = await openLab(t);
  await check(page, 'lab-cancel', async () => {
    await labView.heuristic.selectOption('manhattan');
    await labView.preset.selectOption('1');
    assert.equal(await labView.board.inputValue(), KORF[0].text);
    await labView.solve();
    // The board is checked first ('Checking the board…'), then the worker solves.
    await waitFor(page, (want) => document.getElementById('lab-status').textContent === want, 'Solving Korf #1 with Manhattan…');

    // The counters move while the kernel runs: several different node counts,
    // the threshold and the iteration, read as the page shows them, each in an
    // animation frame of the page (the main thread keeps drawing while the
    // worker solves). As many frames as it takes: no deadline (a loaded
    // machine gives fewer frames a second, not other counts).
    const seen = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const samples = [];
          const frame = () => {
            const nodes = document.getElementById('lab-nodes').textContent;
            if (nodes !== '–' && samples.at(-1)?.nodes !== nodes) {
              samples.push({
                nodes,
                threshold: document.getElementById('lab-threshold').textContent,
                iteration: document.getElementById('lab-iteration').textContent,
                rate: document.getElementById('lab-rate').textContent,
              });
            }
            if (samples.length >= 6) resolve({ samples });
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    // Six different counts drawn while one search runs: the page drew mid-search, its main thread free.
    assert.equal(seen.samples.length, 6);
    const nodes = seen.samples.map((s) => number(s.nodes));
    for (let i = 1; i < nodes.length; i++) assert.ok(nodes[i] > nodes[i - 1], `nodes went ${nodes}`);
    // Korf #1: Manhattan distance 41, thresholds go up by 2 (parity).
    const thresholds = seen.samples.map((s) => Number(s.threshold));
    assert.ok(thresholds.every((h) => h >= 41 && h <= 57 && h % 2 === 1), `thresholds ${thresholds}`);
    assert.ok(seen.samples.every((s) => Number(s.iteration) === (Number(s.threshold) - 41) / 2 + 1));
    assert.ok(number(seen.samples.at(-1).rate) > 0);

    // Cancel: the status says so within 200 ms (measured in the page).
    const cancelMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const started = performance.now();
          document.getElementById('lab-cancel').click();
          const poll = () => {
            if (document.getElementById('lab-status').textContent.startsWith('Cancelled')) {
              resolve(performance.now() - started);
            } else if (performance.now() - started > 1000) {
              resolve(Infinity);
            } else {
              setTimeout(poll, 5);
            }
          };
          poll();
        }),
    );
    assert.ok(cancelMs < 200, `Cancelled shown after ${cancelMs} ms`);
    assert.equal(await labView.status(), 'Cancelled. The worker was stopped; a fresh one is ready.');
    assert.equal(await labView.cancelButton.isDisabled(), true);
    assert.equal(await labView.solveButton.isEnabled(), true);
    // Nothing from the stopped search arrives later.
    const frozen = await lab.locator('#lab-nodes').textContent();
    await frames(page, 24);
    assert.equal(await lab.locator('#lab-nodes').textContent(), frozen);

    // A new solve in the fresh worker.
    await labView.goal.selectOption('ordered');
    await labView.board.fill(EASY);
    await labView.solve();
    const done = await labView.waitDone();
    const { kernelSolve } = await nodeEngine();
    const engine = kernelSolve(EASY, 'ordered', 'manhattan', 0);
    assert.equal(engine.length, 20);
    assert.equal(done, `Solved the board in 20 moves: ${engine.generated.toLocaleString('en-US')} nodes in ${
      (await lab.locator('#lab-time').textContent()).replace(/ s$/, '')} s.`);
    assert.equal(number(await lab.locator('#lab-total-nodes').textContent()), engine.generated);
    assert.equal(await lab.getByLabel('Solution moves').textContent(), engine.moves);
    assert.equal(await lab.locator('#lab-length').textContent(), '20 moves');
  });
});

test('PDB 6-6-3: build progress, Korf’s easiest instances, Korf’s first 5 with the engine’s totals, cache after a reload', async (t) => {
  const { page, lab, labView } = await openLab(t);
  await check(page, 'lab-pdb', async () => {
    await labView.heuristic.selectOption('pdb663');
    // Record every value the build bar takes.
    await page.evaluate(() => {
      const bar = document.getElementById('lab-build-bar');
      window.barValues = [];
      new MutationObserver(() => window.barValues.push(Number(bar.getAttribute('aria-valuenow')))).observe(bar, {
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });

    // Korf's easiest instances (by optimal length): lengths as in the file.
    const easiest = [...KORF].sort((a, b) => a.optimal - b.optimal || a.number - b.number).slice(0, 4);
    assert.deepEqual(easiest.map((k) => [k.number, k.optimal]), [[55, 41], [16, 42], [42, 42], [79, 42]]);
    for (const [i, k] of easiest.entries()) {
      await labView.preset.selectOption(String(k.number));
      await labView.solve();
      // The first solve builds the 6-6-3 tables (3.4 s on a quiet machine; far longer on a loaded one).
      const done = await labView.waitDone(i === 0 ? 180_000 : 60_000);
      assert.match(done, new RegExp(`^Solved Korf #${k.number} in ${k.optimal} moves: `));
      assert.equal(await lab.locator('#lab-length').textContent(), `${k.optimal} moves`);
      assert.equal(await lab.locator('#lab-optimal').textContent(), `✓ Optimal: Korf’s file says ${k.optimal}.`);
      if (i === 0) {
        const values = await page.evaluate(() => window.barValues);
        assert.ok(values.some((v) => v > 0 && v < 100), `the bar went ${values}`);
        assert.equal(values.at(-1), 100);
        assert.deepEqual(values, [...values].sort((a, b) => a - b));
        assert.equal(await tablesMb('pdb663'), '11.0 MB');
        assert.match(
          await lab.locator('#lab-tables').textContent(),
          new RegExp(`^PDB 6-6-3: built in [0-9.]+ s \\(${literal(await tablesMb('pdb663'))}\\), saved in this browser for next time\\.$`),
        );
      }
    }

    // Korf's panel, first 5 instances: 5/5 optimal, node totals as the engine's.
    await lab.getByLabel('Instances', { exact: true }).fill('5');
    await lab.getByRole('button', { name: 'Run instances' }).click();
    const done = await labView.waitDone();
    const { kernelSolve } = await nodeEngine();
    const engine = KORF.slice(0, 5).map((k) => kernelSolve(k.text, 'blank-first', 'pdb663', 0));
    const total = engine.reduce((sum, r) => sum + r.generated, 0);
    assert.deepEqual(engine.map((r) => r.length), KORF.slice(0, 5).map((k) => k.optimal));
    assert.match(done, new RegExp(`^Korf’s first 5 with PDB 6-6-3: optimal 5/5, ${total.toLocaleString('en-US')} nodes in `));
    const rows = await lab.locator('#lab-korf-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.cells].map((td) => td.textContent)),
    );
    assert.deepEqual(
      rows.map(([n, optimal, ours, nodes, , mark]) => [n, optimal, ours, nodes, mark]),
      engine.map((r, i) => [String(i + 1), String(KORF[i].optimal), String(r.length), r.generated.toLocaleString('en-US'), '✓']),
    );
    const totals = lab.locator('#lab-totals li');
    assert.equal(await totals.count(), 1);
    assert.equal(await totals.getAttribute('data-nodes'), String(total));
    assert.equal(await totals.getAttribute('data-optimal'), '5/5');
    assert.match(await totals.textContent(), new RegExp(`^PDB 6-6-3 · 5 instances: optimal 5/5, ${total.toLocaleString('en-US')} nodes, `));

    // Reload: the tables come from IndexedDB.
    await page.reload();
    await labView.solveButton.waitFor();
    await labView.heuristic.selectOption('pdb663');
    await labView.preset.selectOption('55');
    await labView.solve();
    await labView.waitDone();
    const cached = await lab.locator('#lab-tables').textContent();
    assert.match(cached, new RegExp(`^PDB 6-6-3: loaded from cache in [0-9.]+ s \\(${literal(await tablesMb('pdb663'))}, kept in this browser\\)\\.$`));
    t.diagnostic(cached); // a figure for docs/PERFORMANCE.md
    assert.equal(await lab.locator('#lab-length').textContent(), '41 moves');
  });
});

test('Manhattan against PDB 6-6-3 on Korf’s first two, both totals on one 1366×768 screen; docs/lab.png', async (t) => {
  const { page, lab, labView } = await openLab(t);
  await check(page, 'lab-screenshot', async () => {
    await lab.getByLabel('Instances', { exact: true }).fill('2');
    const { kernelSolve } = await nodeEngine();
    const totals = {};
    for (const [heuristic, title] of [['manhattan', 'Manhattan'], ['pdb663', 'PDB 6-6-3']]) {
      await labView.heuristic.selectOption(heuristic);
      await lab.getByRole('button', { name: 'Run instances' }).click();
      await labView.waitDone(120_000);
      totals[heuristic] = KORF.slice(0, 2).reduce((sum, k) => sum + kernelSolve(k.text, 'blank-first', heuristic, 0).generated, 0);
      const line = lab.locator(`#lab-totals li[data-key="idastar|${heuristic}|blank-first"]`);
      assert.equal(await line.getAttribute('data-nodes'), String(totals[heuristic]));
      assert.match(await line.textContent(), new RegExp(`^${title} · 2 instances: optimal 2/2, `));
    }
    // Both totals stay, Manhattan's first; pattern databases need far fewer nodes.
    assert.deepEqual(await lab.locator('#lab-totals li').evaluateAll((lis) => lis.map((li) => li.dataset.key)), [
      'idastar|manhattan|blank-first',
      'idastar|pdb663|blank-first',
    ]);
    assert.ok(totals.pdb663 * 100 < totals.manhattan, `${totals.pdb663} vs ${totals.manhattan}`);
    const ratio = Math.round(totals.manhattan / totals.pdb663).toLocaleString('en-US');
    assert.match(
      await lab.locator('#lab-totals li[data-key="idastar|pdb663|blank-first"]').textContent(),
      new RegExp(`${ratio}× fewer nodes than Manhattan on these 2$`),
    );

    // Show Korf #1's solution halfway, as a teacher would.
    await labView.preset.selectOption('1');
    await labView.solve();
    await labView.waitDone();
    await lab.getByLabel('Move', { exact: true }).fill('30');
    assert.equal(await lab.locator('#lab-move-value').textContent(), '30 / 57');

    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    assert.deepEqual(size, { width: 1366, height: 768 }, 'the lab scrolls at 1366×768');
    await page.screenshot({ path: join(ROOT, 'docs', 'lab.png') });
  });
});

test('all 100 of Korf’s instances with PDB 6-6-3 in the page: optimal 100/100, the engine’s node total', async (t) => {
  const { page, lab, labView } = await openLab(t);
  await check(page, 'lab-korf-100', async () => {
    await labView.heuristic.selectOption('pdb663');
    await lab.getByLabel('Instances', { exact: true }).fill('100');
    const clock = performance.now();
    await lab.getByRole('button', { name: 'Run instances' }).click();
    const done = await labView.waitDone(300_000);
    const wall = (performance.now() - clock) / 1000;

    const { kernelSolve } = await nodeEngine();
    const engine = KORF.map((k) => kernelSolve(k.text, 'blank-first', 'pdb663', 0));
    assert.deepEqual(engine.map((r) => r.length), KORF.map((k) => k.optimal));
    const total = engine.reduce((sum, r) => sum + r.generated, 0);
    assert.match(done, new RegExp(`^Korf’s first 100 with PDB 6-6-3: optimal 100/100, ${total.toLocaleString('en-US')} nodes in `));
    const marks = await lab.locator('#lab-korf-table tbody tr').evaluateAll((trs) => trs.map((tr) => tr.cells[5].textContent));
    assert.deepEqual(marks, Array(100).fill('✓'));
    const tables = await lab.locator('#lab-tables').textContent();
    // Figures for docs/PERFORMANCE.md (a benchmark, not a timed test).
    t.diagnostic(`Korf's 100, PDB 6-6-3, in the page: ${done} Wall time from the click, table build included: ${wall.toFixed(1)} s. ${tables}`);
  });
});

test('A* in the worker: the engine’s counts with walking distance, its memory, and Korf’s first two with PDB 5-5-5', async (t) => {
  const { page, lab, labView } = await openLab(t);
  await check(page, 'lab-astar', async () => {
    await lab.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    assert.equal(await lab.locator('#lab-algorithm-hint').textContent(), 'Expands each state once but keeps them all.');
    await labView.heuristic.selectOption('walking-distance');
    await labView.preset.selectOption('12');
    await labView.solve();
    const done = await labView.waitDone();

    const { LabSolver, limits } = await nodeEngine();
    const { bytesPerMb, labAstarMemoryMb } = limits();
    const solver = new LabSolver('walking-distance', 'blank-first', []);
    const engine = solver.solveAStar(KORF[11].text, labAstarMemoryMb * bytesPerMb);
    solver.free();
    assert.equal(engine.length, 45);
    assert.equal(done, `Solved Korf #12 in 45 moves: ${engine.generated.toLocaleString('en-US')} nodes in ${done.match(/in ([0-9.]+ s)\.$/)[1]}.`);
    assert.equal(await lab.locator('#lab-length').textContent(), '45 moves');
    assert.equal(await lab.locator('#lab-optimal').textContent(), '✓ Optimal: Korf’s file says 45.');
    assert.equal(await lab.locator('#lab-moves').textContent(), engine.moves);
    assert.equal(await lab.getByLabel('Memory', { exact: true }).textContent(), `${(engine.memory / bytesPerMb).toFixed(1)} MB`);
    assert.equal(await lab.locator('#lab-threshold-label').textContent(), 'f reached');
    assert.equal(await lab.locator('#lab-iterations').isVisible(), false);

    // Korf's first two with A*: their own total line, next to nothing of IDA*'s.
    await lab.getByLabel('Instances', { exact: true }).fill('2');
    await labView.heuristic.selectOption('pdb555');
    await lab.getByRole('button', { name: 'Run instances' }).click();
    const total = await labView.waitDone(120_000);
    assert.match(total, /^Korf’s first 2 with A\* \+ PDB 5-5-5: optimal 2\/2, /);
    const keys = await lab.locator('#lab-totals li').evaluateAll((lis) => lis.map((li) => li.dataset.key));
    assert.deepEqual(keys, ['astar|pdb555|blank-first']);
  });
});

test('A* stops at its memory budget with a clear message, and the tab goes on', async (t) => {
  const { page, lab, labView } = await openLab(t);
  await check(page, 'lab-astar-memory', async () => {
    await lab.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    await labView.heuristic.selectOption('manhattan');
    // Korf's instance 1 (57 moves) with Manhattan: tens of millions of nodes,
    // far past the budget.
    await labView.preset.selectOption('1');
    await labView.solve();
    await waitFor(page, () => document.getElementById('lab-status').dataset.kind === 'error', null, 240_000);
    assert.match(
      await lab.locator('#lab-status').textContent(),
      /^A\* stopped at its memory budget after [0-9,]+ expansions, without a solution: try IDA\*, which needs almost no memory, or a stronger heuristic\.$/,
    );
    assert.equal(await lab.locator('#lab-length').textContent(), 'stopped');
    // The engine stops before its memory would pass the budget (512 MB, the engine's MiB), growth
    // counted ahead (src/search/memory.rs), having used most of it.
    const { labAstarMemoryMb } = (await nodeEngine()).limits();
    assert.equal(labAstarMemoryMb, 512);
    const memory = Number((await lab.getByLabel('Memory', { exact: true }).textContent()).replace(/ MB$/, ''));
    assert.ok(memory <= labAstarMemoryMb && memory > labAstarMemoryMb / 2, `memory ${memory} MB`);
    // The page is alive and the worker free: IDA* solves the same board.
    await lab.getByLabel('Algorithm', { exact: true }).selectOption('idastar');
    await labView.heuristic.selectOption('pdb555');
    await labView.solve();
    assert.match(await labView.waitDone(), /^Solved Korf #1 in 57 moves: /);
  });
});

test('at 1024×768 the worker’s result is on screen after a solve, and the view scrolls down to Korf’s 100', async (t) => {
  const page = await browser.open(t, { width: 1024, height: 768 });
  await check(page, 'lab-1024', async () => {
    await page.locator('nav.views').getByRole('button', { name: '15-puzzle lab' }).click();
    const lab = page.locator('#view-lab');
    const labView = new Lab(page);
    await labView.heuristic.selectOption('manhattan');
    await labView.goal.selectOption('ordered');
    await lab.locator('#lab-board').fill('1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15');
    await labView.solve();
    await labView.waitDone();
    assert.equal(await lab.locator('#lab-length').textContent(), '3 moves');
    // The result row is inside the screen and not cut by its panel.
    const seen = await page.evaluate(() => {
      const row = document.getElementById('lab-length').closest('dl').getBoundingClientRect();
      const panel = document.querySelector('#view-lab .lab-run');
      return { onScreen: row.top >= 0 && row.bottom <= innerHeight, panelWhole: panel.scrollHeight <= panel.clientHeight + 1 };
    });
    assert.deepEqual(seen, { onScreen: true, panelWhole: true });
    // Korf's 100 lies below, one scroll of the view away, whole.
    // (scrollIntoView in the page: the Firefox driver, firefox.mjs, has no scrollIntoViewIfNeeded.)
    await page.evaluate(() => document.querySelector('#view-lab .lab-korf').scrollIntoView({ block: 'end' }));
    const korf = await page.evaluate(() => {
      const panel = document.querySelector('#view-lab .lab-korf');
      const box = panel.getBoundingClientRect();
      return { onScreen: box.top >= 0 && box.bottom <= innerHeight + 1, whole: panel.scrollHeight <= panel.clientHeight + 1 };
    });
    assert.deepEqual(korf, { onScreen: true, whole: true });
  });
});
