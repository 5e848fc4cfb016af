// The Solve view in Chinese (issue 12): in a zh-CN browser it shows no English word when idle,
// after some Steps, solved, on an unsolvable board and with a field error; the link's `lang=`
// wins over the browser; and a switch of language in the middle of a search (paused or playing)
// keeps the search — its step, counters and board — and switching back gives exactly the
// English seen before.
//
// The engine's own texts (algorithm titles, goal descriptions, error sentences) are worded in
// Chinese by the catalogue's engine keys (`algorithm.<name>.<field>`, `error.<code>` …, another
// part of issue 12): a text whose key zh-CN.js does not hold yet is allowed its English words
// here, so this test checks the Solve view's own strings now and every engine text once its
// key is in the catalogue.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import zh from '../../www/i18n/zh-CN.js';
import { ENGLISH_ALLOWED, check, englishWords, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const ZH = { locale: 'zh-CN' };
const WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;
/** The word fields of the engine's catalogue entries (www/engine/catalogue.js `WORDS`). */
const FIELDS = ['title', 'short', 'phrase', 'shortPhrase', 'hint', 'description'];

const browser = useBrowser();

/**
 * The allow-list plus the English words of the engine texts zh-CN.js has no key for yet: the
 * catalogue's entries and goals, and `sentences` (an engine error or status message, with the
 * key that would word it in Chinese).
 * @param {{ key: string | undefined, english: string }[]} [sentences]
 */
async function allowed(sentences = []) {
  const { algorithms, heuristics, namedGoals, sizes } = await nodeEngine();
  const words = new Set(ENGLISH_ALLOWED);
  const add = (text) => {
    for (const [word] of String(text).matchAll(WORD)) words.add(word);
  };
  const entries = (kind, list) => {
    for (const entry of list) {
      for (const field of FIELDS) if (typeof entry[field] === 'string' && !(`${kind}.${entry.name}.${field}` in zh)) add(entry[field]);
    }
  };
  entries('algorithm', algorithms());
  entries('heuristic', heuristics());
  for (const { width, height } of sizes()) entries('goal', namedGoals(width, height));
  for (const { key, english } of sentences) if (!key || !(key in zh)) add(english);
  return words;
}

/** The engine's error for `text` typed as a start board, with the key that words it. */
async function parseError(text) {
  const { parseBoard } = await nodeEngine();
  try {
    parseBoard(text, undefined);
  } catch (error) {
    return { key: error.code ? `error.${error.code}` : undefined, english: String(error.message ?? error) };
  }
  throw new Error(`${text} parsed`);
}

/** The engine's status sentence for `start` searched to its end, with the key that words it. */
async function endMessage(start) {
  const { Session } = await nodeEngine();
  const session = new Session(start, 'ordered', 'astar', 'manhattan', 1, 0, 0);
  let summary;
  while ((summary = session.step(100_000)).status === 'running');
  session.free();
  return { key: summary.statusCode ? `error.${summary.statusCode}` : `status.${summary.status}`, english: summary.message };
}

/**
 * What another part of issue 12 words inside the Solve view: "Play it yourself" (www/play/, the
 * `play` section). Its words are allowed here, whatever they are; its own test checks them.
 */
const OTHER_OWNERS = ['.play-enter'];

/** Fails with every English word the page shows that `words` (and {@link OTHER_OWNERS}) do not allow. */
async function noEnglish(page, words, when) {
  const others = await page.evaluate(
    (selectors) => selectors.flatMap((s) => [...document.querySelectorAll(s)].flatMap((el) => [el.textContent, el.getAttribute('title') ?? ''])),
    OTHER_OWNERS,
  );
  const allowedHere = new Set(words);
  // The solution's move string is the move letters (udlr) run together: symbols, not English.
  for (const [word] of ((await page.locator('#solution').textContent()) ?? '').matchAll(WORD)) if (/^[udlr]+$/.test(word)) allowedHere.add(word);
  for (const text of others) for (const [word] of text.matchAll(WORD)) allowedHere.add(word);
  assert.deepEqual(await englishWords(page, allowedHere), [], `English words in the Chinese page ${when}`);
}

const expanded = (page) => page.locator('#c-expanded').textContent();
const status = (page) => page.locator('#status');

/** Waits for the status line's kind (ready, paused, searching, solved …). */
const statusKind = (page, kind) => waitFor(page, (k) => document.getElementById('status').dataset.kind === k, kind, 30_000);

test('in a zh-CN browser the Solve view speaks Chinese: idle, after 5 steps, solved; the link can ask for English', async (t) => {
  const page = await browser.open(t, undefined, '', ZH);
  const solve = new Solve(page);
  await check(page, 'i18n-solve-zh', async () => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    const words = await allowed();
    await statusKind(page, 'ready');
    assert.match(await status(page).textContent(), /^就绪：/);
    await noEnglish(page, words, 'when idle');

    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: '单步', exact: true }).click();
    await waitFor(page, () => document.getElementById('c-expanded').textContent === '5');
    await statusKind(page, 'paused');
    assert.equal(await status(page).textContent(), '已暂停，共扩展 5 次。');
    assert.equal(await page.locator('#c-expanded-label').textContent(), '已扩展');
    assert.equal(await page.locator('#c-frontier-label').textContent(), 'OPEN 表');
    await noEnglish(page, words, 'after 5 steps');

    await page.getByRole('button', { name: '运行到底', exact: true }).click();
    await statusKind(page, 'solved');
    // POJ 1077 with A* and Manhattan distance: 19 moves (tests/e2e/solve.test.mjs).
    assert.match(await status(page).textContent(), /^19 步解出（保证最优）——扩展了 [\d,]+ 个结点。$/);
    assert.equal(await solve.solutionLength(), '19 步');
    assert.equal(await solve.optimality(), '保证最优');
    await noEnglish(page, words, 'solved');
  });

  const english = await browser.open(t, undefined, '#lang=en', ZH);
  await check(english, 'i18n-solve-lang-en', async () => {
    assert.equal(await english.evaluate(() => document.documentElement.lang), 'en');
    await statusKind(english, 'ready');
    assert.match(await status(english).textContent(), /^Ready: /);
    assert.equal(await english.getByRole('button', { name: 'Run to end', exact: true }).count(), 1);
  });
});

test('#lang=zh-CN in an en-US browser gives Chinese', async (t) => {
  const page = await browser.open(t, undefined, '#lang=zh-CN');
  await check(page, 'i18n-solve-lang-zh', async () => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    await statusKind(page, 'ready');
    assert.match(await status(page).textContent(), /^就绪：/);
    assert.equal(await page.locator('#language').inputValue(), 'zh-CN');
    await noEnglish(page, await allowed(), 'opened with #lang=zh-CN');
  });
});

test('in zh-CN an unsolvable board and a field error are Chinese', async (t) => {
  const unsolvable = '1 2 3 4 5 6 8 7 x';
  const typo = '1 2 3 4 5 6 7 8 8';
  const page = await browser.open(t, undefined, '', ZH);
  await check(page, 'i18n-solve-unsolvable', async () => {
    const field = page.locator('#start');
    await field.fill(unsolvable);
    await field.press('Enter');
    await waitFor(page, (tiles) => document.getElementById('board').dataset.tiles === tiles, '1 2 3 4 5 6 8 7 0');
    // The engine knows before any search: the status says so at once, and Run to end is off.
    await statusKind(page, 'unsolvable');
    assert.equal(await page.getByRole('button', { name: '运行到底', exact: true }).isDisabled(), true);
    assert.match(await status(page).textContent(), /^无解：/);
    assert.equal(await page.locator('#solution-empty').textContent(), '无解：初始状态与目标状态在状态空间互不相通的两半。');
    await noEnglish(page, await allowed([await endMessage('1 2 3 4 5 6 8 7 0')]), 'on an unsolvable board');

    await field.fill(typo);
    await field.press('Enter');
    await statusKind(page, 'invalid');
    assert.equal(await page.locator('#start-error').isVisible(), true);
    assert.match(await status(page).textContent(), /^请先改正初始状态再搜索：/);
    assert.equal(await page.getByLabel('初始状态', { exact: true }).and(page.locator('textarea')).count(), 1);
    assert.equal(await page.getByRole('button', { name: '单步', exact: true }).isDisabled(), true);
    await noEnglish(page, await allowed([await parseError(typo), await endMessage('1 2 3 4 5 6 8 7 0')]), 'with a field error');
  });
});

/** What a switch of language must keep: the step, the counters' values, the board. */
async function searchState(page) {
  return page.evaluate(() => ({
    step: document.getElementById('scrub').value,
    board: document.getElementById('board').dataset.tiles,
    counters: [...document.querySelectorAll('#counters dd')].map((dd) => `${dd.id}=${dd.textContent}`),
  }));
}

/** The English the switch must give back exactly: the status, the counters' labels, the board's heading. */
async function texts(page) {
  return page.evaluate(() => ({
    status: document.getElementById('status').textContent,
    labels: [...document.querySelectorAll('#counters dt')].map((dt) => dt.textContent),
    heading: `${document.getElementById('board-title').textContent} | ${document.getElementById('board-caption').textContent}`,
    step: document.getElementById('step').textContent,
  }));
}

/** Switches the language with the header's menu, as a user does. */
async function switchTo(page, code) {
  await page.locator('#language').selectOption(code);
  await waitFor(page, (c) => document.documentElement.lang === c, code);
}

test('switching language mid-search keeps the step, counters and board; switching back gives the same English', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'i18n-solve-switch', async () => {
    await statusKind(page, 'ready');
    const k = 7;
    for (let i = 0; i < k; i++) await solve.step();
    await waitFor(page, (n) => document.getElementById('c-expanded').textContent === String(n), k);
    await statusKind(page, 'paused');
    const kept = await searchState(page);
    const english = await texts(page);
    assert.equal(english.status, `Paused after ${k} expansions.`);
    assert.equal(kept.step, String(k));

    await switchTo(page, 'zh-CN');
    assert.match(await page.evaluate(() => window.location.hash), /(^#|&)lang=zh-CN(&|$)/);
    assert.deepEqual(await searchState(page), kept);
    const chinese = await texts(page);
    assert.equal(chinese.status, `已暂停，共扩展 ${k} 次。`);
    assert.equal(chinese.step, '单步');
    assert.equal(chinese.labels[0], '已扩展');

    await switchTo(page, 'en');
    assert.match(await page.evaluate(() => window.location.hash), /(^#|&)lang=en(&|$)/);
    assert.deepEqual(await texts(page), english);
    assert.deepEqual(await searchState(page), kept);

    // The search goes on in Chinese from where it was.
    await switchTo(page, 'zh-CN');
    await page.getByRole('button', { name: '单步', exact: true }).click();
    await waitFor(page, (n) => document.getElementById('c-expanded').textContent === String(n), k + 1);
    assert.equal(await page.locator('#scrub').inputValue(), String(k + 1));
    await statusKind(page, 'paused');
    assert.equal(await status(page).textContent(), `已暂停，共扩展 ${k + 1} 次。`);
    await page.screenshot({ path: 'docs/zh-solve.png' });
  });
});

test('switching language while a search plays keeps it playing, and its counts only grow', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'i18n-solve-playing', async () => {
    await statusKind(page, 'ready');
    // 5 expansions a second (the slider's third stop): slow enough to be mid-search at the switch.
    await page.locator('#speed').fill('2');
    await solve.play();
    await waitFor(page, () => Number(document.getElementById('c-expanded').textContent) >= 2);
    await switchTo(page, 'zh-CN');
    const atSwitch = Number(await expanded(page));
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'searching');
    assert.equal(await status(page).getAttribute('data-kind'), 'searching');
    assert.match(await status(page).textContent(), /^(正在用 .*搜索|正在进行.*)……$/);
    assert.equal(await page.locator('#play').textContent(), '暂停');
    // Still playing: the count goes on from where it was.
    await waitFor(page, (n) => Number(document.getElementById('c-expanded').textContent) > n + 1, atSwitch);
    await page.getByRole('button', { name: '暂停', exact: true }).click();
    await statusKind(page, 'paused');
    // No board named in English: counted at once (reading the tiles of a board named /^Board /
    // waited the 30 s of Playwright's default timeout for one that never comes).
    assert.equal(await page.getByRole('img', { name: /^Board / }).count(), 0, 'the board is named in Chinese (棋盘), not "Board"');
    assert.match(await page.locator('#board').getAttribute('aria-label'), /^3×3 棋盘：/);
  });
});
