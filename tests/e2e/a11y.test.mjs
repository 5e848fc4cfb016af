// Accessible to everyone: axe-core (node_modules/axe-core, injected into the
// page) finds no serious or critical violation in any view, in the usual and
// in presentation mode; a skip link; `?` lists the keys; every counter has a
// definition on hover and on focus, from the glossary, in the pseudo-code's
// words; in-place tiles stay apart from misplaced ones in greyscale; the
// search tree's board preview opens on a tap.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeProblems, check, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';
import { GLOSSARY } from '../../www/widgets/glossary.js';
import { cellGeometry } from '../../www/widgets/tiles.js';

const browser = useBrowser();

/** Opens a view by its button and waits until it has drawn what it first shows. */
async function openView(page, name) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name, exact: true }).click();
  const ready = {
    Solve: () => true,
    Explain: () => document.querySelector('#view-explain .code li') !== null,
    Compare: () => document.getElementById('view-compare').dataset.race !== undefined,
    Accuracy: () => document.querySelector('.acc-maps')?.getAttribute('aria-busy') === 'false',
    '15-puzzle lab': () => document.querySelector('#view-lab button') !== null,
  }[name];
  await waitFor(page, ready, undefined, 60_000);
}

const VIEWS = ['Solve', 'Explain', 'Compare', 'Accuracy', '15-puzzle lab'];

for (const presentation of [false, true]) {
  test(`axe finds no serious or critical violation in any view${presentation ? ' in presentation mode' : ''}`, async (t) => {
    const page = await browser.open(t);
    const solve = new Solve(page);
    await check(page, `axe${presentation ? '-presentation' : ''}`, async () => {
      if (presentation) await page.getByRole('button', { name: 'Presentation mode' }).click();
      // Solve after a search, so the counters, the chart and the solution are filled in.
      await solve.solve(/^Solved/);
      const found = {};
      for (const view of VIEWS) {
        await openView(page, view);
        const problems = await axeProblems(page);
        if (problems.length) found[view] = problems;
      }
      assert.deepEqual(found, {});
    });
  });
}

test('the skip link is the first Tab stop and moves the focus into the view on screen', async (t) => {
  const page = await browser.open(t);
  await check(page, 'skip-link', async () => {
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Skip to main content' });
    assert.equal(await link.evaluate((a) => a === document.activeElement), true);
    const box = await link.boundingBox();
    assert.ok(box && box.y >= 0, 'the focused skip link is on screen');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-view')), 'solve');

    await openView(page, 'Compare');
    await link.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-view')), 'compare');
  });
});

test('? opens a dialog that lists every key the page handles; Esc closes it', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'shortcuts', async () => {
    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const keys = new Set(await dialog.locator('kbd').allTextContents());
    // Every key of the page's keydown handlers (main.js, play/index.js, compare/index.js,
    // explain/tree.js, explain/layout.js, explain/statemap.js, the fields' Enter, present.js, shortcuts.js,
    // and the lesson's pages, lessons/index.js).
    const expected = ['+', '−', '0', ',', '.', '?', 'A', 'Backspace', 'Ctrl+Z', 'D', 'End', 'Enter', 'Esc', 'H', 'Home', 'Page Down', 'Page Up', 'R', 'S', 'Space', 'Tab', 'W'];
    assert.deepEqual([...keys].sort(), [...expected, '↑', '↓', '←', '→'].sort());
    assert.match(await dialog.textContent(), /Play or pause the search/);
    await page.keyboard.press('Escape');
    await waitFor(page, () => !document.querySelector('dialog[open]'));
    // Typing "?" into a field types it.
    await solve.startField.press('Shift+?');
    assert.equal(await page.locator('dialog[open]').count(), 0);
    // The ? button opens it too.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('dialog[open]').count(), 0);
  });
});

test('every counter is focusable and has its glossary definition on hover and focus', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'counter-definitions', async () => {
    const ids = await page.locator('#counters dd').evaluateAll((dds) => dds.map((dd) => dd.id));
    assert.equal(ids.length, 13);
    for (const id of ids) {
      const key = id.slice(2);
      const value = page.locator(`#${id}`);
      assert.equal(await value.getAttribute('tabindex'), '0', id);
      // Screen readers: the description; everyone else: the popover.
      const described = await value.evaluate((dd) => document.getElementById(dd.getAttribute('aria-describedby'))?.textContent);
      assert.equal(described, GLOSSARY[key].definition, id);
    }
    // Visible on focus (keyboard) and on hover (mouse), as the counter's ::after.
    const tip = (id) =>
      page.evaluate((i) => {
        const style = getComputedStyle(document.getElementById(i).parentElement, '::after');
        return { display: style.display, text: style.content };
      }, id);
    assert.equal((await tip('c-frontier')).display, 'none');
    await page.locator('#c-frontier').focus();
    assert.deepEqual(await tip('c-frontier'), { display: 'block', text: JSON.stringify(GLOSSARY.frontier.definition) });
    await page.locator('#c-max-frontier').hover();
    assert.equal((await tip('c-max-frontier')).display, 'block');

    // IDA*'s "On path" brings its own definition.
    await solve.setup({ algorithm: 'idastar' });
    await solve.waitForStatus(/^Ready: IDA\*/);
    const onPath = await page.locator('#c-visited').evaluate((dd) => document.getElementById(dd.getAttribute('aria-describedby')).textContent);
    assert.equal(onPath, GLOSSARY.onPath.definition);
  });
});

test('the pseudo-code uses the counters\' words: frontier and visited, never open, closed or reached', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'pseudocode-words', async () => {
    assert.equal(await page.locator('#c-frontier-label').textContent(), GLOSSARY.frontier.word);
    assert.equal(await page.locator('#c-visited-label').textContent(), GLOSSARY.visited.word);
    const listings = {};
    for (const algorithm of ['bfs', 'bibfs', 'astar', 'idastar']) {
      await solve.setup({ algorithm });
      await solve.waitForStatus(/^Ready/);
      await openView(page, 'Explain');
      listings[algorithm] = (await page.locator('#view-explain .code code').allTextContents()).join('\n');
      await openView(page, 'Solve');
    }
    for (const [algorithm, code] of Object.entries(listings)) {
      assert.match(code, /\bfrontier\b/, algorithm);
      assert.doesNotMatch(code, /\b(open|closed|reached|stack)\b/, `${algorithm}:\n${code}`);
      // Those that keep a visited set name it as the counter does.
      if (algorithm !== 'idastar') assert.match(code, /\bvisited\b/, algorithm);
    }
  });
});

/** WCAG's relative luminance of an sRGB pixel: its lightness in greyscale. */
function luminance([r, g, b]) {
  const lin = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

test('in-place tiles differ from misplaced ones by a greyscale contrast of at least 3 : 1', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'tile-contrast', async () => {
    // 1 2 3 in place, 4 … 8 not (ordered goal: 1 2 3 / 4 5 6 / 7 8 _).
    await solve.setup({ start: '1 2 3 x 4 5 6 7 8' });
    await solve.waitForStatus(/^Ready/);
    const board = page.getByRole('img', { name: /^Board / });
    await waitFor(page, () => document.getElementById('board').dataset.tiles === '1 2 3 0 4 5 6 7 8');
    const size = await board.evaluate((c) => c.clientWidth);
    const { margin, cell, pitch } = cellGeometry(size, 3, 3);
    // A point inside each tile clear of its number, its mark and its lower edge.
    const at = (i) => [margin + (i % 3) * pitch + cell * 0.14, margin + Math.floor(i / 3) * pitch + cell * 0.5];
    const pixels = await board.evaluate((canvas, points) => {
      const ratio = canvas.width / canvas.clientWidth;
      const ctx = canvas.getContext('2d');
      return points.map(([x, y]) => Array.from(ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data));
    }, [0, 1, 2, 4, 5, 6, 7, 8].map(at));
    const inPlace = pixels.slice(0, 3).map(luminance);
    const misplaced = pixels.slice(3).map(luminance);
    // Every in-place tile is lighter than every misplaced one by 3 : 1 or more.
    const contrast = (Math.min(...inPlace) + 0.05) / (Math.max(...misplaced) + 0.05);
    t.diagnostic(`in place ${pixels[0]}, misplaced ${pixels[3]}: ${contrast.toFixed(2)} : 1`);
    assert.ok(contrast >= 3, `contrast ${contrast.toFixed(2)} : 1 (in place ${pixels.slice(0, 3).join(' | ')}; misplaced ${pixels.slice(3).join(' | ')})`);
  });
});

test('a tap on a node of the search tree shows its board (touch screens have no hover)', async (t) => {
  // A phone: a context of its own with touch (the harness opens desktop pages).
  const desktop = await browser.open(t);
  const phone = await desktop.context().browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  t.after(() => phone.close());
  const page = await phone.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  await page.goto(desktop.url());
  await waitFor(page, () => document.getElementById('status').dataset.kind !== 'loading');
  await check(page, 'tree-tap', async () => {
    await openView(page, 'Explain');
    await page.getByRole('tab', { name: 'Search tree' }).tap();
    const step = page.getByRole('button', { name: 'Step search', exact: true });
    for (let i = 0; i < 3; i++) await step.tap();
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '3');
    const canvas = page.getByRole('img', { name: /^Search tree/ });
    await canvas.scrollIntoViewIfNeeded();
    // The root's dot: the first drawn pixel on its row (the tree's top padding, 40 px).
    const root = await canvas.evaluate((c) => {
      const ratio = c.width / c.clientWidth;
      const row = c.getContext('2d').getImageData(0, Math.round(40 * ratio), c.width, 1).data;
      for (let x = 0; x < c.width; x++) {
        if (row[4 * x + 3] > 0 && row[4 * x] + row[4 * x + 1] + row[4 * x + 2] < 500) return { x: x / ratio + 4, y: 40 };
      }
      return null;
    });
    assert.ok(root, 'the root is drawn');
    assert.equal(await page.locator('.tree-tip').isVisible(), false);
    await canvas.tap({ position: root });
    await waitFor(page, () => !document.querySelector('.tree-tip').hidden);
    assert.equal(await page.locator('.tree-tip strong').textContent(), 'expansion #1');
    assert.equal(await page.locator('.tree-tip').isVisible(), true);
  });
});
