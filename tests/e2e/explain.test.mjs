// The Explain view, driven by its own buttons, against the engine's numbers
// computed here in node with the same wasm module (nothing hard-coded that
// the engine can tell): the frontier histogram after K steps, the pseudo-code
// line after one step, the search tree's dots and duplicates, IDA*'s
// iterations beside A*, and the 8-puzzle's state space. Also saves
// docs/explain.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, check, frames, nodeEngine, settled, useBrowser, waitFor } from './harness.mjs';
import { Explain, Solve } from './pages/index.mjs';
import { decode, mark } from '../../www/views/explain/tree-data.js';

const SAMPLE = '2 3 4 1 5 x 7 6 8';
const HARDEST = '8 6 7 2 5 4 3 x 1';

const browser = useBrowser();

/** A node Session after `n` single steps, with every summary. */
async function engineSteps(start, algorithm, heuristic, n) {
  const { Session } = await nodeEngine();
  const session = new Session(start, 'ordered', algorithm, heuristic, 1, 0, 0);
  const summaries = [];
  for (let i = 0; i < n; i++) summaries.push(session.step(1));
  return { session, summaries };
}

/** The engine's profile as the canvas writes it: "value:count", ":b" for the goal side. */
function barsText(profile) {
  const out = [];
  for (let i = 0; i < profile.length; i += 3) out.push(`${profile[i]}:${profile[i + 1]}${profile[i + 2] ? ':b' : ''}`);
  return out.join(' ');
}

test('A*: the frontier by f after 25 steps is the engine\'s, and adds up to the Frontier counter', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const explainView = new Explain(page);
  await check(page, 'explain-frontier', async () => {
    await explainView.setup({ start: SAMPLE, algorithm: 'astar', heuristic: 'manhattan', tab: 'Frontier by f' });
    await explainView.steps(25);

    const { session, summaries } = await engineSteps(SAMPLE, 'astar', 'manhattan', 25);
    const expected = barsText(session.frontierProfile());
    const last = summaries.at(-1);
    session.free();

    const chart = explainView.frontier;
    await waitFor(page, (text) => document.querySelector('#explain-panel-frontier canvas').dataset.bars === text, expected);
    assert.equal(await chart.getAttribute('data-bars'), expected);
    const total = expected.split(' ').reduce((sum, bar) => sum + Number(bar.split(':')[1]), 0);
    assert.equal(Number(await chart.getAttribute('data-total')), total);
    assert.equal(total, last.frontier);
    assert.match(await page.locator('#explain-panel-frontier .explain-note').textContent(), new RegExp(`^${last.frontier} nodes in the frontier`));
    // f values that no node has get an empty slot: A* + Manhattan on 3×3 has f of one parity only,
    // so the bars at 19, 21, 23 … stand one slot apart, not side by side.
    const slots = (await chart.getAttribute('data-slots')).split(' ').map(Number);
    const values = expected.split(' ').map((bar) => Number(bar.split(':')[0]));
    assert.ok(values.every((v) => slots.includes(v)), `slots ${slots} lack a value of ${values}`);
    assert.deepEqual(slots, Array.from({ length: slots.length }, (_, i) => slots[0] + i), 'one slot per whole f');
    assert.ok(slots.some((v) => !values.includes(v)), `no empty slot among ${slots}`);

    // The Solve view's counter shows the same frontier.
    await explainView.back();
    assert.equal(await solve.counter('Frontier'), total);
    assert.equal(await solve.expanded(), 25);
  });
});

test('one Step highlights the expansion in the pseudo-code, with the children it pushed', async (t) => {
  const page = await browser.open(t);
  const explainView = new Explain(page);
  await check(page, 'explain-pseudocode', async () => {
    await explainView.setup({ start: SAMPLE, algorithm: 'astar', heuristic: 'manhattan' });
    const code = page.getByRole('list', { name: /^Pseudo-code/ });
    assert.equal(await code.locator('li[aria-current="step"]').getAttribute('data-line'), 'init-open');

    await explainView.steps(1);
    const { session, summaries } = await engineSteps(SAMPLE, 'astar', 'manhattan', 1);
    session.free();
    const kinds = summaries[0].children.map((c) => c.kind);
    assert.equal(kinds.length, 3);
    assert.ok(kinds.every((k) => k === 'new'));

    // After the lines have lit up in turn, the step rests on "for each child".
    await waitFor(page, () => {
      const current = document.querySelector('.code li[aria-current="step"]');
      return current?.dataset.line === 'for-children' && document.querySelector('.code li[data-line="push-if-new"]').dataset.count === '3';
    });
    assert.equal(await code.locator('li[aria-current="step"]').textContent(), '7for each child c of n:');
    const ran = await code.locator('li[data-ran="true"]').evaluateAll((lis) => lis.map((li) => `${li.dataset.line}×${li.dataset.count}`));
    assert.deepEqual(ran, ['while-open×1', 'pop-min×1', 'goal-test×1', 'close×1', 'for-children×1', 'push-if-new×3']);
    assert.equal(await code.locator('li[data-line="push-if-new"] .tally').textContent(), '×3');
    assert.match(await page.locator('.code-caption').textContent(), /^Expansion 1: expanded a node at f 9 \(g 0, h 9\): 3 children, 3 new \(pushed\)\.$/);

    // The small board shows the node the engine expanded.
    assert.equal(await page.getByRole('img', { name: /^Current node/ }).getAttribute('data-tiles'), summaries[0].tiles.join(' '));
  });
});

test('the search tree has one dot per step, and its duplicates are the engine\'s', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const explainView = new Explain(page);
  await check(page, 'explain-tree', async () => {
    await explainView.setup({ start: SAMPLE, algorithm: 'astar', heuristic: 'manhattan', tab: 'Search tree' });
    const tree = explainView.tree;
    await explainView.steps(12);

    const { session, summaries } = await engineSteps(SAMPLE, 'astar', 'manhattan', 12);
    session.free();
    const count = (kind) => summaries.flatMap((s) => s.children).filter((c) => c.kind === kind).length;
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '12');
    assert.equal(await tree.getAttribute('data-dots'), '12');
    assert.equal(Number(await tree.getAttribute('data-closed')), count('closed'));
    assert.equal(Number(await tree.getAttribute('data-in-frontier')), count('in-frontier'));
    // Children not expanded yet: every new (or improved) child, less the 11
    // that were expanded later (each step but the root's took one).
    assert.equal(Number(await tree.getAttribute('data-waiting')), count('new') + count('improved') - 11);
    assert.match(await tree.getAttribute('aria-label'), /^Search tree of the first 12 expansions: 12 nodes/);

    // The slider replays the order: 5 steps show 5 dots.
    const slider = page.getByLabel('Nodes shown', { exact: true });
    await slider.fill('5');
    assert.equal(await tree.getAttribute('data-dots'), '5');
    await slider.fill('12');

    // Three more steps: the panel reads only the entries it has not seen,
    // and the tree still holds the engine's duplicates after 15.
    const step = explainView.stepButton;
    for (let i = 0; i < 3; i++) await step.click();
    await solve.waitForStatus(/^Paused after 15 expansions/);
    const more = await engineSteps(SAMPLE, 'astar', 'manhattan', 15);
    const newest = Array.from(more.session.treeLog(14));
    more.session.free();
    const { moves } = (await nodeEngine()).traceFormat();
    const count15 = (kind) => more.summaries.flatMap((s) => s.children).filter((c) => c.kind === kind).length;
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '15');
    assert.equal(Number(await tree.getAttribute('data-closed')), count15('closed'));
    assert.equal(Number(await tree.getAttribute('data-in-frontier')), count15('in-frontier'));
    assert.equal(Number(await tree.getAttribute('data-waiting')), count15('new') + count15('improved') - 14);
    // The newest node names its parent and move as the engine logged them.
    await tree.focus();
    await tree.press('End');
    assert.equal(await page.locator('.tree-tip strong').textContent(), 'expansion #15');
    assert.equal(await page.locator('.tree-tip p span').last().textContent(), `child of #${newest[0] + 1} (move ${moves[newest[1]]})`);

    // Solved: the path from the root is highlighted, one node per move and the goal.
    await explainView.runToEnd();
    assert.match(await solve.waitForStatus(/solved/i), /^Solved in 19 moves/);
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.path === '20');
    // 314 expansions and the goal's selection, all within the 400 recorded.
    assert.equal(await tree.getAttribute('data-dots'), '315');
  });
});

test('one definition of a step: Solve\'s "314 nodes expanded" is Explain\'s "after 314 expansions"', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const explainView = new Explain(page);
  await check(page, 'explain-step-words', async () => {
    await explainView.setup({ start: SAMPLE, algorithm: 'astar', heuristic: 'manhattan' });
    await explainView.steps(3);
    assert.match(await page.locator('.code-caption').textContent(), /^Expansion 3: expanded a node/);
    assert.equal(await page.locator('.explain-node .node-title').textContent(), 'Expansion 3');
    await explainView.runToEnd();
    const status = await solve.waitForStatus(/solved/i);

    const { Session } = await nodeEngine();
    const session = new Session(SAMPLE, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const last = session.step(Infinity);
    session.free();
    assert.deepEqual([last.expanded, last.steps, last.solutionLength], [314, 315, 19]);
    assert.equal(status, `Solved in 19 moves (guaranteed optimal) — ${last.expanded} nodes expanded.`);
    await waitFor(page, () => document.querySelector('.code-caption').textContent.startsWith('After'));
    assert.equal(
      await page.locator('.code-caption').textContent(),
      `After ${last.expanded} expansions: popped the goal (f ${last.f} (g ${last.g}, h ${last.h})): the path has 19 moves.`,
    );
    assert.equal(await page.locator('.explain-node .node-title').textContent(), `Goal selected after ${last.expanded} expansions`);
    assert.equal(await page.locator('.code-caption').getAttribute('title'), await page.locator('#c-expanded-label').getAttribute('title'));
  });
});

test('the tree says when its 400 nodes cut the solution path', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const explainView = new Explain(page);
  await check(page, 'explain-tree-cut', async () => {
    await explainView.setup({ start: HARDEST, algorithm: 'astar', heuristic: 'manhattan', tab: 'Search tree' });
    await explainView.runToEnd();
    assert.match(await solve.waitForStatus(/solved/i), /^Solved in 31 moves/);

    // How far the engine's marks take the path within the nodes it recorded.
    const wasm = await nodeEngine();
    const session = new wasm.Session(HARDEST, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const last = session.step(Infinity);
    const format = wasm.traceFormat();
    const entries = decode(session.treeLog(0), session.treeTiles(0), session.cells, format, 0);
    mark(entries, session.treeMarks(), format);
    const limit = session.treeLimit();
    session.free();
    assert.ok(last.steps > limit);
    let shown = 0;
    for (const e of entries) {
      if (e.onPath) shown = Math.max(shown, e.g);
      for (const c of e.children) if (c.onPath) shown = Math.max(shown, e.g + 1);
    }
    assert.ok(shown > 0 && shown < 31, `the path shown: ${shown} moves`);
    await waitFor(page, () => (document.querySelector('.tree-note').dataset.pathShown ?? '') !== '');
    assert.equal(
      await page.locator('.tree-note').textContent(),
      `The tree records the first ${limit} nodes; the search has made ${last.expanded.toLocaleString('en-US')} expansions. ` +
        `It shows the first ${shown} moves of the solution's 31 moves; the rest of the path lies beyond the nodes drawn.`,
    );
  });
});

test('IDA* shows 6 iterations, thresholds 21 to 31, beside A*\'s expansions on the same board', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const explainView = new Explain(page);
  await check(page, 'explain-iterations', async () => {
    await explainView.setup({ start: HARDEST, algorithm: 'idastar', heuristic: 'manhattan', tab: 'IDA* iterations' });
    await explainView.runToEnd();
    assert.match(await solve.waitForStatus(/solved/i), /^Solved in 31 moves/);

    const { Session } = await nodeEngine();
    const run = (algorithm) => {
      const session = new Session(HARDEST, 'ordered', algorithm, 'manhattan', 1, 0, 0);
      let summary;
      while ((summary = session.step(100_000)).status === 'running');
      const rows = Array.from(session.iterations());
      session.free();
      return { summary, rows };
    };
    const ida = run('idastar');
    const astar = run('astar').summary;
    const thresholds = ida.rows.filter((_, i) => i % 3 === 0);
    assert.deepEqual(thresholds, [21, 23, 25, 27, 29, 31]);

    const table = page.getByRole('table');
    await waitFor(page, () => document.querySelector('.iterations').dataset.iterations === '6');
    assert.equal(await table.getAttribute('data-thresholds'), thresholds.join(' '));
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].slice(0, 4).map((c) => c.textContent)));
    const fmt = (n) => n.toLocaleString('en-US');
    assert.deepEqual(rows, thresholds.map((th, i) => [String(i + 1), String(th), fmt(ida.rows[3 * i + 1]), fmt(ida.rows[3 * i + 2])]));
    assert.equal(await page.locator('.total-expanded').textContent(), fmt(ida.summary.expanded));

    // A* runs in the background when the panel is open.
    const verdict = page.locator('.iterations-verdict');
    await waitFor(page, () => document.querySelector('.iterations-verdict').dataset.rivalExpanded !== '', undefined, 30_000);
    assert.equal(await verdict.textContent(), `IDA* expanded ${fmt(ida.summary.expanded)} nodes in 6 iterations; A* expanded ${fmt(astar.expanded)}.`);
    assert.equal(await page.locator('.rival-expanded').textContent(), fmt(astar.expanded));
  });
});

test('the state space of the 8-puzzle: 181,440 boards, the start\'s bar at its true distance', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const explainView = new Explain(page);
  await check(page, 'explain-statespace', async () => {
    await explainView.setup({ start: SAMPLE, algorithm: 'astar', heuristic: 'manhattan', tab: 'State space' });
    const chart = page.getByRole('img', { name: /^Boards by distance/ });
    await waitFor(page, () => document.querySelector('#explain-panel-statespace canvas').dataset.states === '181440');
    const { Session } = await nodeEngine();
    const solver = new Session(SAMPLE, 'ordered', 'bfs', 'zero', 1, 0, 0);
    const distance = solver.step(Infinity).solutionLength;
    solver.free();
    assert.equal(distance, 19);
    assert.equal(await chart.getAttribute('data-start-distance'), String(distance));
    const summary = await page.locator('.statespace-summary').textContent();
    assert.match(summary, /^181,440 boards can reach this goal \(half of the 9! = 362,880 arrangements\)\. The start is 19 moves away/);
    assert.match(summary, /The farthest are 31 moves away \(2 of them\)\.$/);

    // The panel was open from the start: every expansion is counted by its true distance.
    await explainView.runToEnd();
    await solve.waitForStatus(/solved/i);
    await waitFor(page, () => (document.querySelector('#explain-panel-statespace canvas').dataset.expanded ?? '').length > 0);
    // The last expansions reach the panel after the status: wait until all 314 are counted.
    const expandedSum = async () => (await chart.getAttribute('data-expanded')).split(' ').reduce((sum, pair) => sum + Number(pair.split(':')[1]), 0);
    await settled(expandedSum, 314);
    const expanded = (await chart.getAttribute('data-expanded')).split(' ').map((pair) => pair.split(':').map(Number));
    assert.equal(expanded.reduce((sum, [, n]) => sum + n, 0), 314);
    assert.ok(expanded.every(([d]) => d >= 0 && d <= 31));

    // A search the panel never saw: opened after 50 Steps, it counts all 50, then goes on.
    await explainView.back();
    await solve.reset();
    await solve.waitForStatus(/^Ready/);
    const step = solve.stepButton;
    for (let i = 0; i < 50; i++) await step.click();
    await solve.waitForStatus(/^Paused after 50 expansions\./);
    await explainView.open();
    const counted = () => chart.getAttribute('data-expanded').then((text) => text.split(' ').reduce((sum, pair) => sum + Number(pair.split(':')[1]), 0));
    await waitFor(page, () => (document.querySelector('#explain-panel-statespace canvas').dataset.expanded ?? '').length > 0);
    const watcher = new Session(SAMPLE, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    watcher.watchDistances();
    watcher.step(50);
    const byDistance = Array.from(watcher.expandedByDistance());
    watcher.free();
    assert.equal(await settled(counted, 50), 50);
    assert.equal(await chart.getAttribute('data-expanded'), byDistance.map((n, i) => (n ? `${i}:${n}` : '')).filter(Boolean).join(' '));
    assert.equal(await page.locator('.statespace-note').textContent(), '50 expansions so far, every one of this search counted.');
    await explainView.stepButton.click();
    await solve.waitForStatus(/^Paused after 51 expansions\./);
    assert.equal(await settled(counted, 51), 51);

    // A 4×4 board: too many states, said so.
    await explainView.back();
    await solve.setup({ start: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15' });
    await solve.waitForStatus(/^Ready/);
    await explainView.open();
    assert.match(await page.locator('.statespace-note').textContent(), /16!\/2 ≈ 1\.05 × 10¹³ reachable boards: far too many to enumerate/);
    assert.equal(await chart.isVisible(), false);
  });
});

test('bidirectional BFS: two frontiers, and the node where they met', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const explainView = new Explain(page);
  await check(page, 'explain-bidirectional', async () => {
    const start = '1 2 3 x 4 6 7 5 8';
    await explainView.setup({ start, algorithm: 'bibfs', tab: 'Frontier by g' });
    await explainView.steps(4);
    const { session } = await engineSteps(start, 'bibfs', 'zero', 4);
    const expected = barsText(session.frontierProfile());
    session.free();
    assert.match(expected, /:b/);
    await waitFor(page, (text) => document.querySelector('#explain-panel-frontier canvas').dataset.bars === text, expected);

    await explainView.tab('Search tree');
    await explainView.runToEnd();
    assert.match(await solve.waitForStatus(/solved/i), /^Solved in 3 moves/);
    const tree = explainView.tree;
    // The meeting node is a child in both trees; the path runs through both.
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.meeting === '2');
    assert.match(await page.locator('.tree-note').textContent(), /met at the node ringed in black/);
    assert.equal(await tree.getAttribute('data-dots'), '6');
  });
});

test('the Explain view fits 1366×768 without scrolling; docs/explain.png', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 768 });
  const explainView = new Explain(page);
  await check(page, 'explain-screenshot', async () => {
    await explainView.setup({ start: SAMPLE, algorithm: 'astar', heuristic: 'manhattan', tab: 'Search tree' });
    await explainView.steps(40);
    await frames(page, 72); // the last step's pseudo-code walk (130 ms a line)
    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    assert.deepEqual(size, { width: 1366, height: 768 });
    // A node picked with the keyboard shows its board.
    const tree = explainView.tree;
    await tree.focus();
    for (let i = 0; i < 6; i++) await tree.press('ArrowLeft');
    assert.equal(await page.locator('.tree-tip').isVisible(), true);
    assert.match(await page.locator('.tree-tip strong').textContent(), /^expansion #34$/);
    await page.screenshot({ path: join(ROOT, 'docs', 'explain.png') });
  });
});
