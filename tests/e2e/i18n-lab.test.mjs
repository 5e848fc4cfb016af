// The 15-puzzle lab, Play it yourself, the shortcuts dialog and presentation mode in Chinese
// (issue 12): in a zh-CN browser they show no English word outside the allow-list, their
// sentences are the catalogue's with the engine's own numbers, and a switch of language in the
// middle of a game or after a run rewords what is on screen without touching the board, the move
// count or the result. Also saves docs/zh-lab.png and docs/zh-play.png (1366×768, zh-CN).
//
// The check is scoped to what this file's screens own (the lab's <main>, the Play panel, the
// dialog, the top bar's two buttons): the rest of the page is other views' (their own tests), and
// words the engine gives in English that the Chinese catalogue does not word yet (its
// `algorithm.<name>.<field>` and `heuristic.<name>.<field>` keys, the engine section's) are
// allowed only while that key is missing, so the check tightens by itself once they are worded.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ENGLISH_ALLOWED, ROOT, applyMoves, check, nodeEngine, settledText, useBrowser, waitFor } from './harness.mjs';
import zh from '../../www/i18n/zh-CN.js';

/** 20 moves from the ordered goal (tests/e2e/lab.test.mjs pins it). */
const EASY = '5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14';
/** The Solve view's first board (POJ 1077's sample), 19 moves from the ordered goal. */
const POJ_TILES = [2, 3, 4, 1, 5, 0, 7, 6, 8];
const ORDERED_3 = '1 2 3 4 5 6 7 8 0';
const KEY = { u: 'ArrowUp', d: 'ArrowDown', l: 'ArrowLeft', r: 'ArrowRight' };
/** Which way the tile goes for the blank's move, in Chinese (the tile slides the other way). */
const SLIDE_ZH = { u: '下', d: '上', l: '右', r: '左' };
const ARROW = { u: '↑', d: '↓', l: '←', r: '→' };
const SLIDE_EN = { u: 'down', d: 'up', l: 'right', r: 'left' };
const ZH = { locale: 'zh-CN' };
/** A run of the blank's moves (the player's "ul", a solution's "ullddr…"): symbols, like `udlr`. */
const MOVES = /^[udlr]+$/;

const browser = useBrowser();

/** The engine's words that zh-CN.js does not word yet (see the header), as allowed words. */
async function allowed() {
  const { algorithms, heuristics } = await nodeEngine();
  const words = new Set(ENGLISH_ALLOWED);
  for (const [kind, list] of [['algorithm', algorithms()], ['heuristic', heuristics()]]) {
    for (const entry of list) {
      for (const field of ['title', 'short', 'phrase', 'shortPhrase', 'hint', 'description']) {
        if (typeof entry[field] !== 'string' || zh[`${kind}.${entry.name}.${field}`] !== undefined) continue;
        for (const [word] of entry[field].matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) words.add(word);
      }
    }
  }
  return words;
}

/**
 * The Latin words shown inside the elements `selector` matches, as harness.mjs `englishWords`
 * finds them for the whole page (visible text; title, aria-label, placeholder, alt of visible
 * elements), less `words` and runs of move letters (MOVES).
 */
async function englishIn(page, selector, words) {
  const found = await page.evaluate((sel) => {
    const out = [];
    const visible = (el) => el.checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? el.offsetParent !== null;
    for (const root of document.querySelectorAll(sel)) {
      if (!visible(root)) continue;
      out.push(...root.innerText.split('\n').map((line) => ({ line, where: `text of ${sel}` })));
      for (const el of [root, ...root.querySelectorAll('[title], [aria-label], [placeholder], [alt], [aria-description]')]) {
        if (!visible(el)) continue;
        for (const attr of ['title', 'aria-label', 'placeholder', 'alt', 'aria-description']) {
          const value = el.getAttribute(attr);
          if (value) out.push({ line: value, where: `${attr} of <${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>` });
        }
      }
    }
    return out;
  }, selector);
  assert.ok(found.length > 0, `nothing visible in ${selector}`);
  const out = [];
  for (const { line, where } of found) {
    for (const [word] of line.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) if (!words.has(word) && !MOVES.test(word)) out.push(`${word} (${where}: ${line.slice(0, 100)})`);
  }
  return out;
}

/** Switches the page's language with the header's menu. */
const switchTo = (page, code) => page.locator('#language').selectOption(code);

/** Opens the lab view in a Chinese browser. */
async function openLab(t, viewport) {
  const page = await browser.open(t, viewport, '', ZH);
  await page.locator('nav.views button[data-view="lab"]').click();
  await page.locator('#lab-solve').waitFor();
  return page;
}

test('zh-CN lab: Chinese when idle and after a run on a pinned board, worded again in English and back after the run', async (t) => {
  const page = await openLab(t);
  await check(page, 'i18n-lab', async () => {
    const words = await allowed();
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    assert.equal(await page.locator('#lab-solve').textContent(), '后台求解');
    assert.equal(await page.locator('#lab-status').textContent(), '就绪：选好局面后按“后台求解”，或运行 Korf 的实例。');
    assert.equal(await page.locator('#lab-preset option[value="1"]').textContent(), 'Korf #1（57 步）');
    assert.deepEqual(await englishIn(page, '#view-lab', words), []);

    await page.locator('#lab-heuristic').selectOption('manhattan');
    await page.locator('#lab-goal').selectOption('ordered');
    await page.locator('#lab-board').fill(EASY);
    await page.locator('#lab-solve').click();
    await waitFor(page, () => ['done', 'error'].includes(document.getElementById('lab-status').dataset.kind), null, 60_000);
    const { kernelSolve } = await nodeEngine();
    const engine = kernelSolve(EASY, 'ordered', 'manhattan', 0);
    assert.equal(engine.length, 20);
    const nodes = engine.generated.toLocaleString('zh-CN');
    const time = await page.locator('#lab-time').textContent();
    assert.match(time, /^\d+\.\d+ 秒$/);
    assert.equal(await page.locator('#lab-status').textContent(), `当前局面已解出：20 步，生成 ${nodes} 个结点，用时 ${time}。`);
    assert.equal(await page.locator('#lab-length').textContent(), '20 步');
    assert.equal(await page.locator('#lab-threshold-label').textContent(), '阈值');
    assert.equal(await page.locator('#lab-moves').textContent(), engine.moves);
    assert.deepEqual(await englishIn(page, '#view-lab', words), []);
    await page.screenshot({ path: join(ROOT, 'docs', 'zh-lab.png') });

    // The same result, worded in English at once, and back: nothing is solved again.
    await switchTo(page, 'en');
    const seconds = time.replace(/ 秒$/, '');
    assert.equal(
      await page.locator('#lab-status').textContent(),
      `Solved the board in 20 moves: ${engine.generated.toLocaleString('en-US')} nodes in ${seconds} s.`,
    );
    assert.equal(await page.locator('#lab-length').textContent(), '20 moves');
    assert.equal(await page.locator('#lab-time').textContent(), `${seconds} s`);
    assert.equal(await page.locator('#lab-threshold-label').textContent(), 'Threshold');
    assert.equal(await page.locator('#lab-solve').textContent(), 'Solve in worker');
    assert.equal(await page.locator('#lab-heuristic').inputValue(), 'manhattan');
    assert.equal(await page.locator('#lab-goal').inputValue(), 'ordered');
    assert.equal(await page.locator('#lab-board').inputValue(), EASY);
    assert.equal(await page.locator('#lab-preset').inputValue(), '');
    assert.equal(await page.locator('#lab-preset option:checked').textContent(), 'Typed board');
    await switchTo(page, 'zh-CN');
    assert.equal(await page.locator('#lab-length').textContent(), '20 步');
    assert.equal(await page.locator('#lab-moves').textContent(), engine.moves);
    assert.deepEqual(await englishIn(page, '#view-lab', words), []);
  });
});

test('zh-CN lab: a switch of language in the middle of a run rewords the status while the worker goes on', async (t) => {
  const page = await openLab(t);
  await check(page, 'i18n-lab-running', async () => {
    const { heuristics } = await nodeEngine();
    const manhattan = heuristics().find((entry) => entry.name === 'manhattan').short;
    await page.locator('#lab-heuristic').selectOption('manhattan');
    await page.locator('#lab-preset').selectOption('1');
    await page.locator('#lab-solve').click();
    // Korf #1 takes Manhattan hundreds of millions of nodes: the run is on once nodes are counted.
    await waitFor(page, () => /^[0-9,]+$/.test(document.getElementById('lab-nodes').textContent));
    assert.match(await page.locator('#lab-status').textContent(), /^正在用 .+ 求解第 1 个 Korf 实例…$/);
    await switchTo(page, 'en');
    assert.equal(await page.locator('#lab-status').textContent(), `Solving Korf #1 with ${manhattan}…`);
    assert.equal(await page.locator('#lab-status').getAttribute('data-kind'), 'busy');
    assert.equal(await page.locator('#lab-cancel').isEnabled(), true);
    // The worker was not stopped: its count keeps growing after the switch.
    const counted = Number((await page.locator('#lab-nodes').textContent()).replace(/,/g, ''));
    await waitFor(page, (n) => Number(document.getElementById('lab-nodes').textContent.replace(/,/g, '')) > n, counted);
    await page.locator('#lab-cancel').click();
    assert.equal(await settledText(page.locator('#lab-status'), 'Cancelled. The worker was stopped; a fresh one is ready.'),
      'Cancelled. The worker was stopped; a fresh one is ready.');
    await switchTo(page, 'zh-CN');
    assert.equal(await page.locator('#lab-status').textContent(), '已取消。原来的后台线程已停止，新的线程已经就绪。');
  });
});

test('zh-CN Play: during a game, after a hint, switching language keeps the board and the count, and solved', async (t) => {
  const page = await browser.open(t, undefined, '', ZH);
  await check(page, 'i18n-play', async () => {
    const words = await allowed();
    const { Hinter } = await nodeEngine();
    const hinter = new Hinter(ORDERED_3, 3, 3);
    t.after(() => hinter.free());
    const hintFor = (tiles) => hinter.hint(tiles.join(' '));
    const shortest = hintFor(POJ_TILES).distance;
    assert.equal(shortest, 19);

    await page.locator('.play-enter').click();
    const board = page.locator('.play-board');
    const distance = page.locator('#play-distance');
    const hint = page.locator('#play-hint');
    const count = page.locator('#play-count');
    const tilesShown = async () => (await board.getAttribute('data-tiles')).split(' ').map(Number);
    assert.equal(await page.locator('#play-title').textContent(), '自己动手');
    assert.equal(await settledText(distance, '离目标状态还有 19 步'), '离目标状态还有 19 步');
    assert.equal(await page.locator('#play-moves').textContent(), '还没有走');
    assert.equal(await board.getAttribute('aria-label'), '棋盘 3×3：2 3 4 / 1 5 空格 / 7 6 8');

    // Two moves along the hints, then a hint on screen.
    let tiles = POJ_TILES;
    for (let i = 0; i < 2; i++) {
      const { move } = hintFor(tiles);
      await board.focus();
      await page.keyboard.press(KEY[move]);
      tiles = applyMoves(tiles, 3, move);
    }
    assert.equal(await count.textContent(), '2');
    assert.equal(await settledText(distance, '离目标状态还有 17 步'), '离目标状态还有 17 步');
    await page.locator('.play-buttons button.primary').click();
    const next = hintFor(tiles);
    const said = `提示：按 ${ARROW[next.move]} 键，把数码 ${next.tile} 向${SLIDE_ZH[next.move]}移（空格走 ${next.move}）。`;
    assert.equal(await settledText(hint, said), said);
    assert.deepEqual(await englishIn(page, 'section.play', words), []);
    await page.screenshot({ path: join(ROOT, 'docs', 'zh-play.png') });

    // A switch of language in the middle of the game: the same board, count and hint, in English.
    const letters = await page.locator('#play-moves').textContent();
    await switchTo(page, 'en');
    assert.deepEqual(await tilesShown(), tiles);
    assert.equal(await count.textContent(), '2');
    assert.equal(await page.locator('#play-moves').textContent(), letters);
    assert.equal(await distance.textContent(), '17 moves from the goal');
    assert.equal(await hint.textContent(), `Hint: press ${ARROW[next.move]} to slide the ${next.tile} ${SLIDE_EN[next.move]} (the blank moves ${next.move}).`);
    assert.equal(await page.locator('#play-title').textContent(), 'Play it yourself');
    await switchTo(page, 'zh-CN');
    assert.deepEqual(await tilesShown(), tiles);
    assert.equal(await count.textContent(), '2');
    assert.equal(await hint.textContent(), said);

    // The rest of the way along the engine's hints: solved in the shortest number of moves.
    while (!tiles.every((tile, i) => tile === [1, 2, 3, 4, 5, 6, 7, 8, 0][i])) {
      const { move } = hintFor(tiles);
      await board.focus();
      await page.keyboard.press(KEY[move]);
      tiles = applyMoves(tiles, 3, move);
    }
    assert.equal(await count.textContent(), '19');
    assert.equal(await settledText(page.locator('#play-message'), '用 19 步完成——最短解是 19 步'), '用 19 步完成——最短解是 19 步');
    assert.equal(await settledText(distance, '已到达目标状态'), '已到达目标状态');
    assert.deepEqual(await englishIn(page, 'section.play', words), []);
  });
});

test('zh-CN shortcuts dialog and presentation mode: Chinese, and the dialog rewords itself on a switch', async (t) => {
  const page = await openLab(t);
  await check(page, 'i18n-shortcuts', async () => {
    const words = await allowed();
    assert.equal(await page.locator('#shortcuts').getAttribute('aria-label'), '键盘快捷键');
    assert.equal(await page.locator('#presentation').getAttribute('aria-label'), '演示模式');
    await page.locator('#presentation').click();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('presentation')), true);
    assert.deepEqual(await englishIn(page, '#view-lab', words), []);
    assert.deepEqual(await englishIn(page, '#shortcuts, #presentation', words), []);

    await page.locator('#shortcuts').click();
    const dialog = page.locator('#shortcuts-dialog');
    await dialog.waitFor();
    assert.equal(await dialog.locator('h2').textContent(), '键盘快捷键');
    assert.equal(await dialog.locator('h3').first().textContent(), '求解与讲解');
    assert.deepEqual(await englishIn(page, '#shortcuts-dialog', words), []);
    // Each group's keys as printed on the keyboard, the same in both languages.
    const keys = await dialog.locator('kbd').allTextContents();
    await page.evaluate(() => {
      const select = /** @type {HTMLSelectElement} */ (document.getElementById('language'));
      select.value = 'en';
      select.dispatchEvent(new Event('change'));
    });
    assert.equal(await dialog.locator('h2').textContent(), 'Keyboard shortcuts');
    assert.equal(await dialog.locator('h3').first().textContent(), 'Solve and Explain');
    assert.deepEqual(await dialog.locator('kbd').allTextContents(), keys);
    assert.equal(await dialog.evaluate((d) => /** @type {HTMLDialogElement} */ (d).open), true);
  });
});

// Issue 26: the lab's errors were English paragraphs on a Chinese page. Every error the lab's form
// can show, in Chinese, with no English word: boards the engine refuses, an unsolvable one, a
// board of another size, a bad count of Korf's instances.
test('zh-CN lab: every error of the form is Chinese, with no English word', async (t) => {
  const page = await openLab(t);
  await check(page, 'i18n-lab-errors', async () => {
    const words = await allowed();
    const boards = {
      '1 2 3': '4×4 的棋盘应有 16 个数码，实际 3 个',
      '1 2 3 4 5 6 7 8 x': '4×4 的棋盘应有 16 个数码，实际 9 个',
      '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15': '数码 15 出现了两次',
      'a b c d': null,
      '': null,
      '0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14': null,
    };
    for (const [board, sentence] of Object.entries(boards)) {
      await page.locator('#lab-board').fill(board);
      await page.locator('#lab-solve').click();
      const error = page.locator('#lab-board-error');
      await waitFor(page, () => !document.getElementById('lab-board-error').hidden);
      if (sentence) assert.equal(await error.textContent(), sentence);
      assert.deepEqual(await englishIn(page, '#lab-board-error', words), [], board);
      assert.deepEqual(await englishIn(page, '#lab-status', words), [], board);
    }
  });
});
