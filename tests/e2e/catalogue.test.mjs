// The page reads every label from the engine's catalogue (`algorithms()`,
// `heuristics()`, docs/wasm-api.md): the menus of the Solve view, the
// Compare lanes, the lab and the Accuracy cards say exactly what the wasm
// module says, read here in node from the same build. And www/ keeps no
// table of its own: no source file compares a value with an algorithm's or
// a heuristic's name, or spells out one of the catalogue's labels.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import en from '../../www/i18n/en.js';
import { ROOT, check, nodeEngine, pageSources, useBrowser, withoutComments } from './harness.mjs';
import { Solve, showView } from './pages/index.mjs';

const START = '2 3 4 1 5 x 7 6 8';

const browser = useBrowser();

/** `[{ value, text }]` of a <select>. */
function options(select) {
  return select.evaluate((el) => [...el.options].map((o) => ({ value: o.value, text: o.textContent })));
}

test('the Solve and Compare menus list the engine\'s algorithms and heuristics by their catalogue labels', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'catalogue-menus', async () => {
    const engine = await nodeEngine();
    const algorithms = engine.algorithms();
    const quick = engine.heuristics().filter((h) => !h.needsTables);
    // After the built-ins, the menus offer a heuristic the user writes (issue 13).
    const formula = engine.formulaHeuristic();
    assert.deepEqual(
      algorithms.map((a) => a.name),
      // The menu's order, pinned on purpose (issue 24 added the textbooks' searches).
      ['bfs', 'bibfs', 'ucs', 'astar', 'wastar', 'greedy', 'idastar', 'iddfs', 'a', 'best-first', 'hill', 'hill-backtrack', 'rbfs', 'mm', 'dfs', 'dls', 'beam'],
    );
    assert.deepEqual(
      quick.map((h) => h.name),
      ['zero', 'misplaced', 'manhattan', 'linear-conflict', 'gaschnig', 'rows-columns', 'nilsson', 'heavy-manhattan'],
    );
    // One defined for another goal only (Nilsson's: the 3×3 spiral) is offered disabled, saying why
    // (a goal's English word is its name, unless en.js words it: www/widgets/goal.js).
    const goalOnly = (h, label) => en['solve.heuristicGoalOnly']({ title: label, goal: en[`goal.${h.goal}.title`] ?? h.goal, size: `${h.sides[0]}×${h.sides[0]}` });

    await solve.setup({ start: START });
    await solve.waitForStatus(/^Ready: A\* with Manhattan distance/);
    assert.deepEqual(
      await options(solve.field('algorithm')),
      algorithms.map((a) => ({ value: a.name, text: a.title })),
    );
    // Each heuristic's value at the start follows its title, except where the title says it.
    const values = engine.heuristicValues(START, 'ordered');
    assert.deepEqual(
      await options(solve.field('heuristic')),
      [
        ...quick.map((h) => ({ value: h.name, text: h.goal ? goalOnly(h, h.title) : h.name === 'zero' ? h.title : `${h.title} (h = ${values[h.name]})` })),
        { value: 'formula', text: formula.title },
      ],
    );
    // The hint under the menu is the catalogue's, and follows the choice.
    assert.equal(await page.locator('#algorithm-hint').textContent(), algorithms.find((a) => a.name === 'astar').hint);
    await solve.setup({ algorithm: 'iddfs' });
    await solve.waitForStatus(/^Ready: Iterative deepening DFS\./);
    assert.equal(await page.locator('#algorithm-hint').textContent(), algorithms.find((a) => a.name === 'iddfs').hint);

    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const lane = page.locator('#view-compare');
    await lane.getByLabel('Lane 1 algorithm', { exact: true }).waitFor();
    assert.deepEqual(
      await options(lane.getByLabel('Lane 1 algorithm', { exact: true })),
      algorithms.map((a) => ({ value: a.name, text: a.title })),
    );
    // Lane cards are narrow: the short labels.
    assert.deepEqual(
      await options(lane.getByLabel('Lane 2 heuristic', { exact: true })),
      [...quick.map((h) => ({ value: h.name, text: h.goal ? goalOnly(h, h.short) : h.short })), { value: 'formula', text: formula.short }],
    );
  });
});

test('the lab\'s menus and hints and the Accuracy cards carry the catalogue\'s titles', async (t) => {
  const page = await browser.open(t);
  await check(page, 'catalogue-lab-accuracy', async () => {
    const engine = await nodeEngine();
    const algorithm = (name) => engine.algorithms().find((a) => a.name === name);
    const heuristic = (name) => engine.heuristics().find((h) => h.name === name);

    await page.locator('nav.views').getByRole('button', { name: '15-puzzle lab' }).click();
    const lab = page.locator('#view-lab');
    await lab.getByRole('button', { name: 'Solve in worker' }).waitFor();
    const labAlgorithms = await options(lab.getByLabel('Algorithm', { exact: true }));
    assert.deepEqual(labAlgorithms.map((o) => o.value), ['idastar', 'astar']);
    for (const o of labAlgorithms) assert.ok(o.text.startsWith(`${algorithm(o.value).title} (`), o.text);
    const labHeuristics = await options(lab.getByLabel('Heuristic', { exact: true }));
    assert.deepEqual(labHeuristics.map((o) => o.value), ['manhattan', 'linear-conflict', 'walking-distance', 'pdb555', 'pdb663']);
    assert.deepEqual(labHeuristics.map((o) => o.text), labHeuristics.map((o) => heuristic(o.value).title));
    assert.equal(await lab.getByLabel('Heuristic', { exact: true }).inputValue(), 'pdb663');
    assert.equal(await lab.locator('#lab-heuristic-hint').textContent(), heuristic('pdb663').hint);
    await lab.getByLabel('Heuristic', { exact: true }).selectOption('walking-distance');
    assert.equal(await lab.locator('#lab-heuristic-hint').textContent(), heuristic('walking-distance').hint);

    await showView(page, 'accuracy');
    const cards = page.locator('.acc-card h3');
    await cards.first().waitFor();
    assert.deepEqual(await cards.allTextContents(), [
      ...['misplaced', 'manhattan', 'linear-conflict'].map((name) => heuristic(name).title),
      engine.formulaHeuristic().title,
    ]);
    // The engine tallies the new ones too (their maps wait for room in the view's layout).
    assert.deepEqual(engine.accuracyHeuristics(), ['misplaced', 'manhattan', 'linear-conflict', 'gaschnig', 'rows-columns', 'nilsson']);
  });
});

/**
 * The places in `source` that branch on one of `names`: `x === 'idastar'`,
 * `'bfs' !== x`, `case 'greedy':` and `['bfs', 'iddfs'].includes(x)`.
 */
function nameBranches(source, names) {
  const name = names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
  const quoted = `(['"\`])(?:${name})\\1`;
  const patterns = [
    new RegExp(`[!=]==?\\s*${quoted}`, 'g'),
    new RegExp(`${quoted}\\s*[!=]==?`, 'g'),
    new RegExp(`\\bcase\\s+${quoted}\\s*:`, 'g'),
    new RegExp(`\\[[^\\]]*${quoted}[^\\]]*\\]\\s*\\.includes\\(`, 'g'),
  ];
  return patterns.flatMap((p) => source.match(p) ?? []);
}

test('www/ holds no branch on an algorithm\'s or heuristic\'s name and no copy of a catalogue label', async () => {
  const engine = await nodeEngine();
  const algorithms = engine.algorithms();
  const heuristics = engine.heuristics();
  const names = [...algorithms, ...heuristics].map((e) => e.name);
  // The scanner itself finds what it must (so a pass means something).
  assert.deepEqual(
    nameBranches(`if (a === 'idastar' || 'bfs' != b) {} switch (h) { case "pdb663": } ['bfs', 'iddfs'].includes(a)`, names),
    ["=== 'idastar'", "'bfs' !=", 'case "pdb663":', "['bfs', 'iddfs'].includes("],
  );
  assert.deepEqual(nameBranches(`const lanes = [{ algorithm: 'bfs' }]; x === 'bfsx'`, names), []);
  assert.equal(withoutComments(`/** "PDB 6-6-3" */ const a = 'PDB 6-6-3'; // "PDB 6-6-3"\nconst url = 'http://x';`), ` const a = 'PDB 6-6-3'; \nconst url = 'http://x';`);

  // Labels long enough not to be a word of other text ("Breadth-first search",
  // "Manhattan", …), but not the names themselves ('misplaced' in a preset is a choice).
  const labels = new Set(
    [...algorithms, ...heuristics]
      .flatMap((e) => [e.title, e.short, e.phrase, e.shortPhrase, e.hint])
      .filter((label) => label && label.length >= 5 && !names.includes(label)),
  );
  const found = [];
  for (const file of pageSources()) {
    // Comments may quote a label as an example; code may not.
    const source = withoutComments(readFileSync(file, 'utf8'));
    const where = relative(ROOT, file);
    // The Chinese catalogue words the engine's labels by their names, and the glossary pairs the
    // English words with the Chinese: that is where a label's translation lives (issue 12).
    if (where === 'www/i18n/zh-CN.js' || where === 'www/i18n/terms.js') {
      for (const branch of nameBranches(source, names)) found.push(`${where}: ${branch}`);
      continue;
    }
    for (const branch of nameBranches(source, names)) found.push(`${where}: ${branch}`);
    for (const label of labels) {
      for (const q of ["'", '"', '`']) if (source.includes(`${q}${label}${q}`)) found.push(`${where}: the label ${q}${label}${q}`);
    }
  }
  assert.deepEqual(found, []);
});
