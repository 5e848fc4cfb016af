// The page's budgets and weight range are the engine's (`limits()`,
// src/limits.rs): the labels that name a budget show the engine's figure,
// the weight fields offer the engine's range and say the engine's sentence,
// and www/ spells out no budget, byte unit or weight bound of its own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, check, nodeEngine, pageSources, settledText, useBrowser, waitFor, withoutComments } from './harness.mjs';
import { Compare } from './pages/index.mjs';
import { MAX_LANES } from '../../www/views/compare/palette.js';

const browser = useBrowser();

/** The message `pageWeight(w)` throws (the engine's sentence), or '' if it accepts `w`. */
async function weightSentence(w) {
  const { pageWeight } = await nodeEngine();
  try {
    pageWeight(w);
    return '';
  } catch (error) {
    return error.message;
  }
}

async function openCompare(page) {
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
}

/** `{ min, max }` attributes of the input labelled `label` inside `scope`. */
async function range(scope, label) {
  const input = scope.getByLabel(label, { exact: true });
  return { min: await input.getAttribute('min'), max: await input.getAttribute('max') };
}

test('Solve, Compare and the lab show the engine\'s budgets and weight range', async (t) => {
  const page = await browser.open(t);
  await check(page, 'limits-labels', async () => {
    const limits = (await nodeEngine()).limits();
    const pageWeights = { min: String(limits.pageWeightMin), max: String(limits.pageWeightMax) };
    assert.deepEqual(pageWeights, { min: '1', max: '10' });
    assert.deepEqual(await range(page, 'Weight'), pageWeights);

    await openCompare(page);
    const compare = page.locator('#view-compare');
    // Issue 11: the label said 180 MB while the lanes ran with 160.
    assert.equal(await compare.locator('#cmp-memory-budget').textContent(), `${limits.laneMemoryMb} MB`);
    assert.equal(limits.laneMemoryMb, 160);
    assert.equal(MAX_LANES, limits.compareLanes, 'Compare races as many lanes as the engine\'s budgets assume');

    // A lane's weight: the engine's range, and its sentence for a weight outside it.
    await compare.getByLabel('Lane 1 algorithm', { exact: true }).selectOption('wastar');
    assert.deepEqual(await range(compare, 'Lane 1 weight'), pageWeights);
    const weight = compare.getByLabel('Lane 1 weight', { exact: true });
    const error = compare.locator('.lane[data-lane="1"] .field-error');
    await weight.fill('100');
    await weight.press('Tab');
    assert.equal(await settledText(error, await weightSentence(100)), await weightSentence(100));
    assert.equal(await error.textContent(), 'the weight must be a number from 1 to 10, not 100');
    assert.equal(await weight.getAttribute('aria-invalid'), 'true');
    await weight.fill('0');
    await weight.press('Tab');
    // The lane's field is read by the engine: wait for its answer for the new text.
    assert.equal(await settledText(error, 'the weight must be a number from 1 to 10, not 0'), 'the weight must be a number from 1 to 10, not 0');
    await weight.fill(String(limits.pageWeightMax));
    await weight.press('Tab');
    // The engine's answer (no sentence) comes after the Tab: wait for it, as above.
    await error.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => {});
    assert.equal(await error.isVisible(), false);
    assert.equal(await weight.getAttribute('aria-invalid'), 'false');
    assert.equal(await weightSentence(limits.pageWeightMax), '');

    await page.locator('nav.views').getByRole('button', { name: '15-puzzle lab' }).click();
    const lab = page.locator('#view-lab');
    await lab.getByRole('button', { name: 'Solve in worker' }).waitFor();
    const astar = lab.getByLabel('Algorithm', { exact: true }).locator('option[value="astar"]');
    assert.match(await astar.textContent(), new RegExp(` \\(stops at ${limits.labAstarMemoryMb} MB\\)$`));
  });
});

test('?memory= lowers a Compare lane\'s budget, and the label says so', async (t) => {
  const page = await browser.open(t, undefined, '?memory=64');
  const compare = new Compare(page);
  await check(page, 'limits-lane-query', async () => {
    await compare.open();
    assert.equal(await page.locator('#cmp-memory-budget').textContent(), '64 MB');
  });
});

/**
 * The places in `source` (comments removed) that restate a budget, the unit
 * of MB or a weight bound instead of reading `limits()`.
 */
function restatedLimits(source) {
  const patterns = [
    /\b\d+(?:\.\d+)?\s*MB\b/g, // "stops at 512 MB", "180 MB"
    /\b[A-Z_]*_MI?B\s*=\s*\d/g, // LANE_MEMORY_MB = 160
    /\bmemory\w*\s*[:=]\s*[1-9]/gi, // memoryMb: 384 (0, "the engine's", is fine)
    /\b(?:bytes|memory)\w*\s*\/\s*(?:1e6|1_?000_?000|1_?048_?576|1024)\b/gi, // bytes / 1e6
    /\bweight\w*\s*[<>]=?\s*\d/gi, // weight <= 100
    /\d\s*[<>]=?\s*weight/gi,
    /Math\.(?:max|min)\(\s*\d[^,]*,[^)\n]*weight/gi, // Math.max(1, weight)
    /weight[^\n]*\b(?:min|max)\s*:\s*['"`]?\d/gi, // { id: 'weight', min: '1', max: '10' }
    /id="[^"]*weight[^"]*"[^>]*\b(?:min|max)="/g, // <input id="weight" min="1" max="10">
  ];
  return patterns.flatMap((p) => source.match(p) ?? []);
}

test('www/ and the page\'s HTML restate no budget, MB unit or weight range of the engine', () => {
  // The scanner finds the forms www/ had (so a pass means something) …
  const oldForms = [
    'const LANE_MEMORY_MB = 160;',
    'loadEngine({ memoryMb: 384 });',
    'const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;',
    'how: `stops at 512 MB`,',
    'const bad = !(weight >= 1 && weight <= 100);',
    'const weight = Math.max(1, Number(el.weight.value) || 1);',
    "this.weight = element('input', { id: id('weight'), type: 'number', min: '1', max: '10' });",
    '<input id="weight" type="number" min="1" max="10" step="0.5" value="2">',
  ];
  for (const line of oldForms) assert.notDeepEqual(restatedLimits(line), [], line);
  // … and leaves alone numbers that are not the engine's limits.
  const fine = [
    'const FRAME_BUDGET_MS = 6;',
    'memoryBudget: 0,',
    'this.batch = 256;',
    '<input id="cmp-batch-count" type="number" min="1" max="100">',
    'if (v >= 1e6) return `${+(v / 1e6).toFixed(1)}M`;',
    'const { pageWeightMin } = this.engine.limits; Math.max(pageWeightMin, Number(el.weight.value) || pageWeightMin);',
    "this.weight = element('input', { id: id('weight'), type: 'number', min: String(pageWeightMin), step: '0.5' });",
  ];
  for (const line of fine) assert.deepEqual(restatedLimits(line), [], line);

  const found = [];
  for (const file of [...pageSources(), join(ROOT, 'index.html')]) {
    const text = readFileSync(file, 'utf8');
    const source = file.endsWith('.html') ? text.replace(/<!--[\s\S]*?-->/g, '') : withoutComments(text);
    for (const hit of restatedLimits(source)) found.push(`${relative(ROOT, file)}: ${hit}`);
  }
  assert.deepEqual(found, []);
});
