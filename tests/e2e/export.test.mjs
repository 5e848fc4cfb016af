// Exporting a search (issue 13): the Explain view's JSON, DOT and CSV buttons and the Solve chart's
// CSV, caught as downloads. The DOT file goes through Debian's Graphviz (`dot -Tsvg`, installed by
// scripts/setup.sh): the SVG has one node per node of the tree and the solution path drawn in its
// colour; the JSON has the same nodes and the root's and the goal's exact g, h, f; the CSV a row per
// step with the counters of the node engine's Session after the same steps. A tree cut at the
// engine's 400 steps says so in both files. The expected numbers come from the engine in node.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { check, englishWords, nodeEngine, useBrowser, waitFor, waitForStatus } from './harness.mjs';
import { Solve } from './pages/index.mjs';
import { decode, mark } from '../../www/views/explain/tree-data.js';
import { setLanguage, t } from '../../www/i18n/index.js';

const SAMPLE = '2 3 4 1 5 x 7 6 8';
const HARDEST = '8 6 7 2 5 4 3 x 1';
const PATH_COLOUR = '#c2571a';

const browser = useBrowser();

/** Opens the Explain view's tree on `start` (A*, Manhattan distance) through a link. */
async function openTree(t_, start, { locale = 'en-US' } = {}) {
  const page = await browser.open(t_, undefined, `#view=explain&start=${start.replaceAll(' ', '+')}&algorithm=astar&heuristic=manhattan`, { locale });
  await waitFor(page, () => document.getElementById('status').dataset.kind === 'ready');
  await page.locator('#explain-tab-tree').click();
  return page;
}

/** Presses the Explain view's Step `n` times and waits until the tree holds `n` nodes. */
async function steps(page, n) {
  const step = page.locator('#view-explain button[data-command="step"]');
  for (let i = 0; i < n; i++) await step.click();
  await waitFor(page, (k) => document.querySelector('#explain-panel-tree canvas').dataset.dots === String(k) && document.getElementById('status').dataset.kind === 'paused', n);
}

/** Runs the search to its end from the Explain view and waits until the tree shows it solved. */
async function runToEnd(page, dots) {
  await page.locator('#view-explain button[data-command="runToEnd"]').click();
  await waitForStatus(page, /^Solved/);
  await waitFor(page, (k) => document.querySelector('#explain-panel-tree canvas').dataset.dots === k && document.querySelector('.tree-note').textContent !== '', String(dots));
}

/** Clicks `button` and returns the download it starts: `{ name, text }`. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/**
 * The engine's tree after the whole search, as the page reads it: the entries (marked with the
 * path), how many nodes the tree has (every entry's root, plus one per child each entry
 * generated: an expanded child is an entry, the others are drawn as stubs), and the last summary.
 */
async function engineTree(start) {
  const wasm = await nodeEngine();
  const session = new wasm.Session(start, 'ordered', 'astar', 'manhattan', 1, 0, 0);
  const last = session.step(Infinity);
  const format = wasm.traceFormat();
  const entries = decode(session.treeLog(0), session.treeTiles(0), session.cells, format, 0);
  mark(entries, session.treeMarks(), format);
  const limit = session.treeLimit();
  session.free();
  const roots = entries.filter((e) => e.parent < 0).length;
  const nodes = roots + entries.reduce((sum, e) => sum + e.children.length, 0);
  return { entries, nodes, last, limit };
}

/** The counters a node Session has after each of `n` single steps, as CSV rows. */
async function engineRows(start, n) {
  const { Session } = await nodeEngine();
  const session = new Session(start, 'ordered', 'astar', 'manhattan', 1, 0, 0);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const s = session.step(1);
    rows.push(`${s.steps},${s.expanded},${s.frontier},${s.visited}`);
  }
  session.free();
  return rows;
}

/** `dot -Tsvg` of `text`; fails with a clear message where Graphviz is missing. */
function dotToSvg(text) {
  try {
    return execFileSync('dot', ['-Tsvg'], { input: text, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('Graphviz\'s `dot` is not installed: run scripts/setup.sh (Debian package graphviz), which this test needs', { cause: error });
    throw error;
  }
}

/** The SVG's node groups: `{ title, onPath }` each, onPath when its box is drawn in the path's colour. */
function svgNodes(svg) {
  const groups = [...svg.matchAll(/<g id="node\d+" class="node">\s*<title>([^<]*)<\/title>\s*<(?:polygon|path)[^>]*?stroke="([^"]*)"/g)];
  return groups.map(([, title, stroke]) => ({ title, onPath: stroke === PATH_COLOUR }));
}

test('Explain: CSV after 20 steps, then the solved tree as DOT (through Graphviz) and JSON', async (t_) => {
  const page = await openTree(t_, SAMPLE);
  await check(page, 'export-explain', async () => {
    const buttons = {
      json: page.getByRole('button', { name: /^Export the search tree as JSON/ }),
      dot: page.getByRole('button', { name: /^Export the search tree as Graphviz DOT/ }),
      csv: page.getByRole('button', { name: /^Export the counters after each step as CSV/ }),
    };
    // Nothing to save before the first step.
    for (const b of Object.values(buttons)) assert.equal(await b.isDisabled(), true);

    await steps(page, 20);
    const csv = await download(page, buttons.csv);
    assert.equal(csv.name, 'npuzzle-counters-234150768.csv');
    const rows = csv.text.trimEnd().split('\n');
    assert.equal(rows[0], 'step,expanded,frontier,visited');
    assert.deepEqual(rows.slice(1), await engineRows(SAMPLE, 20), 'a row per step, the node engine\'s counters');

    const engine = await engineTree(SAMPLE);
    assert.equal(engine.entries.length, engine.last.steps, 'the whole search fits the tree');
    await runToEnd(page, engine.entries.length);

    const dot = await download(page, buttons.dot);
    assert.equal(dot.name, 'npuzzle-tree-234150768.dot');
    assert.doesNotMatch(dot.text, /Truncated/);
    const nodes = svgNodes(dotToSvg(dot.text));
    assert.equal(nodes.length, engine.nodes, 'one SVG node per node of the tree');
    // The solution path: from the goal's selection up its parents to the root, one node a move.
    const goal = engine.entries.find((e) => e.goal);
    const path = [];
    for (let e = goal; e; e = engine.entries[e.parent]) path.push(`e${e.index}`);
    assert.equal(path.length, engine.last.solutionLength + 1);
    assert.deepEqual(nodes.filter((n) => n.onPath).map((n) => n.title).sort(), path.sort());
    assert.equal(dot.text.match(new RegExp(`-> \\w+ \\[label="[udlr]", color="${PATH_COLOUR}", penwidth=3\\]`, 'g')).length, engine.last.solutionLength, 'the path\'s edges bold');

    // The slider drawing only the first 10 nodes: the file still holds the whole tree.
    await page.locator('#explain-tree-order').fill('10');
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '10');
    const json = await download(page, buttons.json);
    assert.equal(json.name, 'npuzzle-tree-234150768.json');
    const tree = JSON.parse(json.text);
    assert.equal(tree.nodes.length, engine.nodes);
    assert.deepEqual([tree.truncated, tree.steps, tree.recorded], [false, engine.last.steps, engine.entries.length]);
    const root = engine.entries[0];
    assert.deepEqual(tree.nodes.filter((n) => n.parent === null).map((n) => [n.g, n.h, n.f]), [[root.g, root.h, root.f]]);
    const goals = tree.nodes.filter((n) => n.kind === 'goal');
    assert.deepEqual(goals.map((n) => [n.id, n.g, n.h, n.f, n.onPath]), [[`e${goal.index}`, goal.g, goal.h, goal.f, true]]);
    assert.deepEqual([goal.g, goal.h, goal.f], [engine.last.g, engine.last.h, engine.last.f]);
    assert.deepEqual(tree.nodes.find((n) => n.kind === 'goal').tiles, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  });
});

test('a tree cut at the engine\'s limit says so in its JSON and its DOT', async (t_) => {
  const page = await openTree(t_, HARDEST);
  await check(page, 'export-truncated', async () => {
    const engine = await engineTree(HARDEST);
    assert.ok(engine.last.steps > engine.limit);
    await runToEnd(page, engine.limit);
    const json = JSON.parse((await download(page, page.getByRole('button', { name: /^Export the search tree as JSON/ }))).text);
    assert.deepEqual([json.truncated, json.recorded, json.limit, json.steps], [true, engine.limit, engine.limit, engine.last.steps]);
    assert.equal(json.nodes.length, engine.nodes);
    const dot = await download(page, page.getByRole('button', { name: /^Export the search tree as Graphviz DOT/ }));
    assert.equal(dot.name, 'npuzzle-tree-867254301.dot');
    assert.equal(dot.text.split('\n')[0], `// Truncated: the tree records the first ${engine.limit} of the search's ${engine.last.steps} steps (its limit is ${engine.limit}); the steps after them are not in this file.`);
    assert.match(dot.text, new RegExp(`label="[^"]* · first ${engine.limit} of ${engine.last.steps} steps";`));
    assert.equal(svgNodes(dotToSvg(dot.text)).length, engine.nodes);
  });
});

test('Solve: the chart\'s CSV has a row per step, the node engine\'s counters', async (t_) => {
  const page = await browser.open(t_, undefined, `#start=${SAMPLE.replaceAll(' ', '+')}&algorithm=astar&heuristic=manhattan`);
  const solve = new Solve(page);
  await check(page, 'export-solve', async () => {
    await waitFor(page, () => document.getElementById('status').dataset.kind === 'ready');
    const step = solve.stepButton;
    for (let i = 0; i < 7; i++) await step.click();
    await waitFor(page, () => document.getElementById('chart').dataset.points === '7');
    const csv = await download(page, page.getByRole('button', { name: /^Save the chart's counters as CSV \(a row per step;/ }));
    assert.equal(csv.name, 'npuzzle-counters-234150768.csv');
    assert.equal(csv.text, ['step,expanded,frontier,visited', ...(await engineRows(SAMPLE, 7)), ''].join('\n'));
  });
});

test('zh-CN: the export buttons are named in Chinese, and no English word is added', async (t_) => {
  const page = await openTree(t_, SAMPLE, { locale: 'zh-CN' });
  await check(page, 'export-zh', async () => {
    await steps(page, 3);
    setLanguage('zh-CN');
    const words = { group: t('export.group'), json: t('export.json'), dot: t('export.dot'), csv: t('export.csv'), chart: t('export.chartCsv') };
    setLanguage('en');
    assert.equal(words.json, '导出搜索树（JSON：每个结点的 g、h、f 和棋盘）');
    assert.equal(await page.locator('.tree-export').getAttribute('aria-label'), words.group);
    const names = await page.locator('.tree-export button').evaluateAll((list) => list.map((b) => [b.textContent, b.title, b.getAttribute('aria-label')]));
    assert.deepEqual(names, [['JSON', words.json, words.json], ['DOT', words.dot, words.dot], ['CSV', words.csv, words.csv]]);
    assert.equal(await page.locator('.tree-export .export-label').textContent(), '导出');
    assert.deepEqual(await englishWords(page, undefined, { within: '#view-explain' }), []);
    // The Solve chart's button too.
    await page.locator('button[data-view="solve"]').click();
    await waitFor(page, () => !document.querySelector('main[data-view="solve"]').hidden);
    assert.deepEqual(await englishWords(page, undefined, { within: 'main[data-view="solve"]' }), []);
    assert.equal(await page.locator('#save-chart-csv').textContent(), 'CSV');
    assert.equal(await page.locator('#save-chart-csv').getAttribute('aria-label'), words.chart);
    assert.equal(await page.locator('#save-chart-csv').getAttribute('title'), words.chart);
  });
});

/** The engine's counters after every step of a whole search, one step at a time: CSV rows by step (1 first). */
async function everyStep(start, algorithm, heuristic) {
  const { Session } = await nodeEngine();
  const session = new Session(start, 'ordered', algorithm, heuristic, 1, 0, 0);
  const rows = [];
  for (let s = session.step(1); rows.length < s.steps; s = session.step(1)) rows.push(`${s.steps},${s.expanded},${s.frontier},${s.visited}`);
  session.free();
  return rows;
}

/** The Solve chart's CSV rows (header left out) and the chart's point count. */
async function solveCsv(page) {
  const csv = await download(page, page.locator('#save-chart-csv'));
  const [header, ...rows] = csv.text.trimEnd().split('\n');
  assert.equal(header, 'step,expanded,frontier,visited');
  return { rows, points: Number(await page.locator('#chart').getAttribute('data-points')) };
}

// Issue 26: a search opened at step 30 charted one point and saved rows 30–33; a run to the end saved
// a row per step request (19 rows for 12,487 steps). The engine now keeps a row per step.
test('Solve: a link at step 30, the run to the end and a step back keep a row per step in the chart and the CSV', async (t_) => {
  const page = await browser.open(t_, undefined, `#start=${HARDEST.replaceAll(' ', '+')}&algorithm=astar&heuristic=manhattan&step=30`);
  const solve = new Solve(page);
  await check(page, 'export-history-link', async () => {
    const all = await everyStep(HARDEST, 'astar', 'manhattan');
    assert.equal(all.length, 6745);
    await solve.waitForStep(30);
    await waitFor(page, () => document.getElementById('chart').dataset.points === '30');
    assert.deepEqual(await solveCsv(page), { rows: all.slice(0, 30), points: 30 });

    await solve.solve(/^Solved/);
    await waitFor(page, (n) => document.getElementById('chart').dataset.points === n, String(all.length));
    assert.deepEqual(await solveCsv(page), { rows: all, points: all.length });

    // A step back replays from a checkpoint: the same rows, less the last.
    await solve.ids.back.click();
    await waitFor(page, (n) => document.getElementById('scrub-value').textContent.replace(/\D/g, '').startsWith(n), String(all.length - 1));
    await waitFor(page, (n) => document.getElementById('chart').dataset.points === n, String(all.length - 1));
    assert.deepEqual(await solveCsv(page), { rows: all.slice(0, -1), points: all.length - 1 });
  });
});

test('Solve: past 65,536 steps the CSV keeps every 2nd step and the last, and its title says so (en, zh)', async (t_) => {
  const page = await browser.open(t_, undefined, `#start=${HARDEST.replaceAll(' ', '+')}&algorithm=astar&heuristic=misplaced`);
  const solve = new Solve(page);
  await check(page, 'export-history-sampled', async () => {
    const all = await everyStep(HARDEST, 'astar', 'misplaced');
    assert.equal(all.length, 121_529);
    const kept = [...all.filter((row, i) => (i + 1) % 2 === 0), all.at(-1)];
    await solve.solve(/^Solved/, 120_000);
    await waitFor(page, (n) => document.getElementById('chart').dataset.points === n, String(kept.length));
    assert.equal(await page.locator('#chart').getAttribute('data-stride'), '2');
    assert.deepEqual(await solveCsv(page), { rows: kept, points: kept.length });
    const title = await page.locator('#save-chart-csv').getAttribute('title');
    assert.equal(title, 'Save the chart\'s counters as CSV (this long search keeps a row every 2 steps and its last step, the step column says which; the header row is machine names in every language)');
    await page.locator('#language').selectOption('zh-CN');
    await waitFor(page, () => document.documentElement.lang === 'zh-CN');
    assert.equal(
      await page.locator('#save-chart-csv').getAttribute('title'),
      '把图表的计数存为 CSV（这次搜索步数很多，每 2 步记一行，另加最后一步，step 列标明是第几步；表头在各种语言下都用机器可读的英文名称）',
    );
  });
});
