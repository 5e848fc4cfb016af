// The Explain view in Chinese (issue 12): in a zh-CN browser, BFS, A* and IDA* after some steps show
// no English word in the view (its pseudo-code, caption, tree and legend, frontier, iterations and
// their comparison), and the words are the catalogue's (www/i18n/zh-CN.js); switching language in
// the view rewrites every word but keeps the step, the highlighted line and the tree's nodes, and
// switching back gives exactly the English seen before. Also saves docs/zh-explain.png.
//
// The search is set up by the link (#view=explain&start=…&algorithm=…), so nothing here depends
// on the words of the Solve view, and the expected numbers come from the engine in node.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, check, englishWords, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { setLanguage, t } from '../../www/i18n/index.js';
import { stepName } from '../../www/widgets/steps.js';

const SAMPLE = '2 3 4 1 5 x 7 6 8';
const VIEW = '#view-explain';

const browser = useBrowser();

/** Opens the Explain view on `algorithm` (with Manhattan distance) in a browser speaking `locale`. */
async function openExplain(t_, algorithm, { locale = 'zh-CN', viewport } = {}) {
  const start = SAMPLE.replaceAll(' ', '+');
  const page = await browser.open(t_, viewport, `#view=explain&start=${start}&algorithm=${algorithm}&heuristic=manhattan`, { locale });
  // The listing is the algorithm's once the line the engine names before the first step (the
  // set-up, `summary.ran.line`) is highlighted, and the search waits at its start.
  const { line } = (await engineAfter(algorithm, 0)).ran;
  await waitFor(page, (l) => document.querySelector('#view-explain .code li[aria-current="step"]')?.dataset.line === l, line);
  await waitFor(page, () => document.getElementById('status').dataset.kind === 'ready');
  return page;
}

/** Presses the Explain view's Step `n` times and waits until the search has made `total` expansions. */
async function steps(page, n, total = n) {
  const step = page.locator(`${VIEW} button[data-command="step"]`);
  for (let i = 0; i < n; i++) await step.click();
  await waitFor(page, (k) => document.getElementById('c-expanded').textContent === String(k) && document.getElementById('status').dataset.kind === 'paused', total);
}

/** The engine's summary after `n` steps of `algorithm` on SAMPLE. */
async function engineAfter(algorithm, n) {
  const { Session } = await nodeEngine();
  const session = new Session(SAMPLE, 'ordered', algorithm, 'manhattan', 1, 0, 0);
  let summary = session.step(0);
  for (let i = 0; i < n; i++) summary = session.step(1);
  session.free();
  return summary;
}

/** The engine's catalogue entry of `algorithm` (its listing). */
async function entryOf(algorithm) {
  const { algorithms } = await nodeEngine();
  return algorithms().find((a) => a.name === algorithm);
}

/**
 * Waits until the pseudo-code has settled on the lines the step ran (a single Step lights them up
 * one after the other first), as the engine's summary names them (`ran`: each statement's code,
 * which a joined line shares); returns the line that sums the step up.
 */
async function settledCode(page, entry, summary) {
  const counts = {};
  for (const code of summary.ran.lines) counts[code] = (counts[code] ?? 0) + 1;
  const focus = summary.ran.line;
  let statement = '';
  const ran = entry.listing
    .map((l) => (statement = l.joined ? statement : l.code))
    .filter((code) => counts[code])
    .map((code) => `${code}×${counts[code]}`)
    .join(' ');
  await waitFor(
    page,
    ([line, expected]) =>
      document.querySelector('#view-explain .code li[aria-current="step"]')?.dataset.line === line &&
      [...document.querySelectorAll('#view-explain .code li[data-ran]')].map((li) => `${li.dataset.line}×${li.dataset.count}`).join(' ') === expected,
    [focus, ran],
  );
  return focus;
}

/** Opens the tab `id` and waits for `ready()` (its data from the worker). */
async function tab(page, id, ready, arg) {
  await page.locator(`#explain-tab-${id}`).click();
  await waitFor(page, ready, arg);
}

async function noEnglish(page, where) {
  const words = await englishWords(page, undefined, { within: VIEW });
  assert.deepEqual(words, [], `English in the Explain view (${where})`);
}

/** The catalogue's words in `lang`, as the page words them (the same modules, in node). */
function inLanguage(lang, read) {
  setLanguage(lang);
  try {
    return read();
  } finally {
    setLanguage('en');
  }
}

for (const [algorithm, n] of [['bfs', 8], ['astar', 12], ['idastar', 10]]) {
  test(`zh-CN: the Explain view of ${algorithm} after ${n} steps shows no English word`, async (t_) => {
    const page = await openExplain(t_, algorithm);
    await check(page, `zh-explain-${algorithm}`, async () => {
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
      await steps(page, n);
      const summary = await engineAfter(algorithm, n);
      const expansion = inLanguage('zh-CN', () => stepName(summary));
      assert.equal(expansion, `第 ${summary.expanded} 次扩展`);
      assert.equal(await page.locator(`${VIEW} .node-title`).textContent(), expansion);
      assert.ok((await page.locator(`${VIEW} .code-caption`).textContent()).startsWith(`${expansion}：`));
      // The pseudo-code's textbook words: OPEN 表 / CLOSED 表 (the iterative searches keep a stack).
      const code = await page.locator(`${VIEW} .code`).textContent();
      if (algorithm === 'idastar') assert.match(code, /栈 ← \[S₀\]/);
      else assert.match(code, /OPEN 表/);
      const entry = await entryOf(algorithm);
      const focus = await settledCode(page, entry, summary);
      assert.equal(
        await page.locator(`${VIEW} .code li[aria-current="step"] code`).first().textContent(),
        inLanguage('zh-CN', () => t(`explain.line.${focus}`)),
      );
      await noEnglish(page, 'frontier');

      // The frontier: its bars add up to the Frontier counter.
      await tab(page, 'frontier', (k) => Number(document.querySelector('#explain-panel-frontier canvas').dataset.total) === k, summary.frontier);
      assert.equal(await page.locator('#explain-panel-frontier .explain-note').textContent().then((s) => s.split('，')[0]),
        `${algorithm === 'idastar' ? '栈' : 'OPEN 表'}中有 ${summary.frontier} 个结点`);
      await noEnglish(page, 'frontier tab');

      // The tree, and a node's card (keyboard: the first node).
      await tab(page, 'tree', (k) => Number(document.querySelector('#explain-panel-tree canvas').dataset.dots) === k, summary.steps);
      await page.locator('#explain-panel-tree .tree-scroll canvas').focus();
      await page.keyboard.press('Home');
      assert.equal(await page.locator('.tree-tip strong').textContent(), algorithm === 'idastar' ? '第 1 次扩展 · 第 1 次迭代' : '第 1 次扩展');
      await noEnglish(page, 'tree tab, a node shown');

      // The iterations (IDA*: its rows and A* beside it; the others: why there are none).
      await tab(page, 'iterations', () => true);
      if (algorithm === 'idastar') {
        await waitFor(page, () => document.querySelector('.iterations-verdict').dataset.rivalExpanded !== '');
        const rows = Number(await page.locator('table.iterations').getAttribute('data-iterations'));
        assert.equal(rows, summary.iteration);
        assert.match(await page.locator('.iterations-verdict').textContent(), new RegExp(`^IDA\\* 到目前已扩展 ${summary.expanded} 个结点，已迭代 ${rows} 次；A\\* 扩展了 [0-9,]+ 个。$`));
      } else {
        assert.equal(await page.locator('.explain-empty').textContent(), inLanguage('zh-CN', () => t('explain.iterations.none')));
      }
      await noEnglish(page, 'iterations tab');

      await tab(page, 'statespace', () => document.querySelector('#explain-panel-statespace canvas').dataset.states === '181440');
      await noEnglish(page, 'state-space tab');
    });
  });
}

// Every algorithm's highlighted line, word for word, before the first step, after each of three
// single steps and at the end (IDDFS, whose end is millions of steps away, without it), in English
// and Chinese: the lines the page highlighted when it worked them out itself, pinned as text now
// that each search names the line it ran (issue 23).
const HIGHLIGHTED = {
  bfs: {
    en: ['3 frontier ← [start]; visited ← {}', ...Array(3).fill('7 for each child c of n:'), '10 if c = goal: return path(c)'],
    zh: ['3 OPEN ← [S₀]；CLOSED ← {}', ...Array(3).fill('7 扩展 n，对生成的每个子结点 c：'), '10 若 c = 目标：返回 c 的路径'],
  },
  bibfs: {
    en: ['2 F ← side(start); B ← side(goal); μ ← ∞', ...Array(3).fill('7 for each child c of n:'), '12 if μ ≤ d_F + d_B + 1: return path'],
    zh: ['2 F ← 正向(S₀)；B ← 反向(目标)；μ ← ∞', ...Array(3).fill('7 扩展 n，对生成的每个子结点 c：'), '12 若 μ ≤ d_F + d_B + 1：返回路径'],
  },
  ...Object.fromEntries(
    ['astar', 'wastar', 'greedy'].map((name) => [
      name,
      {
        en: ['2 frontier ← {start}; visited ← {}', ...Array(3).fill('7 for each child c of n:'), '5 if n = goal: return path(n)'],
        zh: ['2 OPEN ← {S₀}；CLOSED ← {}', ...Array(3).fill('7 扩展 n，对生成的每个子结点 c：'), '5 若 n = 目标：返回 n 的路径'],
      },
    ]),
  ),
  idastar: {
    en: ['2 threshold ← h(start)', '4 frontier ← [start]; next ← ∞', ...Array(2).fill('8 for each child c but the parent:'), '7 if n = goal: return path(n)'],
    zh: ['2 阈值 ← h(S₀)', '4 栈 ← [S₀]；下一阈值 ← ∞', ...Array(2).fill('8 扩展 n，对除父结点外的每个子结点 c：'), '7 若 n = 目标：返回 n 的路径'],
  },
  iddfs: {
    en: ['2 limit ← 0', '4 frontier ← [start]; next ← ∞', '4 frontier ← [start]; next ← ∞', '8 for each child c but the parent:'],
    zh: ['2 深度限制 ← 0', '4 栈 ← [S₀]；下一阈值 ← ∞', '4 栈 ← [S₀]；下一阈值 ← ∞', '8 扩展 n，对除父结点外的每个子结点 c：'],
  },
  rbfs: {
    en: ['2 n ← start; n.f ← h(start); f_limit ← ∞', ...Array(3).fill('4 successors ← the children of n but its parent'), '3 if n = goal: return path(n)'],
    zh: ['2 n ← S₀；n.f ← h(S₀)；f_limit ← ∞', ...Array(3).fill('4 successors ← n 除父结点外的全部子结点'), '3 若 n = 目标：返回 n 的路径'],
  },
  mm: {
    en: ['2 Open_F ← {start}; Open_B ← {goal}; U ← ∞', ...Array(3).fill('8 for each child c of n:'), '5 if U ≤ max(C, fmin_F, fmin_B, gmin_F + gmin_B + ε): return U'],
    zh: ['2 OPEN_F ← {S₀}；OPEN_B ← {目标}；U ← ∞', ...Array(3).fill('8 扩展 n，对生成的每个子结点 c：'), '5 若 U ≤ max(C, fmin_F, fmin_B, gmin_F + gmin_B + ε)：返回 U'],
  },
};

/**
 * The highlighted line once it is the one the engine names (`line`) and a manual step's lines have
 * finished lighting up one after the other (the list's data-animating; the animation passes through
 * other lines first): its number and its code.
 */
async function highlighted(page, line) {
  await waitFor(
    page,
    (l) => {
      const list = document.querySelector('#view-explain .code');
      return !list?.dataset.animating && list?.querySelector('li[aria-current="step"]')?.dataset.line === l;
    },
    line,
  );
  return page.evaluate(() => {
    const li = document.querySelector('#view-explain .code li[aria-current="step"]');
    return `${li.querySelector('.ln').textContent} ${li.querySelector('code').textContent}`;
  });
}

for (const [algorithm, expected] of Object.entries(HIGHLIGHTED)) {
  test(`${algorithm}: the highlighted line, word for word, before the first step, after three and at the end, in English and Chinese`, async (t_) => {
    const { Session } = await nodeEngine();
    for (const [locale, lines] of [['en-US', expected.en], ['zh-CN', expected.zh]]) {
      const page = await openExplain(t_, algorithm, { locale });
      await check(page, `highlighted-${algorithm}-${locale}`, async () => {
        // The engine's summaries say which line each step ran; the page must show it, in these words.
        const session = new Session(SAMPLE, 'ordered', algorithm, 'manhattan', 1, 0, 0);
        const lit = [await highlighted(page, session.step(0).ran.line)];
        for (let k = 1; k <= 3; k++) {
          await steps(page, 1, k);
          lit.push(await highlighted(page, session.step(1).ran.line));
        }
        if (lines.length > 4) {
          await page.locator(`${VIEW} button[data-command="runToEnd"]`).click();
          await waitFor(page, () => document.getElementById('status').dataset.kind === 'solved', undefined, 60_000);
          lit.push(await highlighted(page, session.step(Infinity).ran.line));
        }
        session.free();
        assert.deepEqual(lit, lines);
      });
    }
  });
}

/** What the view shows that a switch of language must keep or reword. */
function shown(page) {
  return page.evaluate(() => {
    const view = document.getElementById('view-explain');
    const current = view.querySelector('.code li[aria-current="step"]');
    const text = (selector) => view.querySelector(selector)?.textContent;
    return {
      expanded: document.getElementById('c-expanded').textContent,
      line: current?.dataset.line,
      lineNumber: current?.querySelector('.ln').textContent,
      ran: [...view.querySelectorAll('.code li[data-ran]')].map((li) => `${li.dataset.line}×${li.dataset.count}`).join(' '),
      dots: view.querySelector('#explain-panel-tree canvas').dataset.dots,
      words: {
        title: text('.node-title'),
        caption: text('.code-caption'),
        code: text('.code'),
        tabs: [...view.querySelectorAll('[role="tab"]')].map((el) => el.textContent).join(' | '),
        tree: text('.tree-note'),
        legend: text('.tree-legend'),
        head: text('#explain-code-title'),
      },
    };
  });
}

test('switching language in Explain keeps the step, the highlighted line and the tree, and English comes back word for word', async (t_) => {
  const page = await openExplain(t_, 'astar', { locale: 'en-US' });
  await check(page, 'zh-explain-switch', async () => {
    await tab(page, 'tree', () => true);
    await steps(page, 12);
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '12');
    await settledCode(page, await entryOf('astar'), await engineAfter('astar', 12));
    const english = await shown(page);
    assert.equal(english.words.title, 'Expansion 12');
    assert.equal(english.line, 'for-children');

    await page.locator('#language').selectOption('zh-CN');
    await waitFor(page, () => document.documentElement.lang === 'zh-CN');
    const chinese = await shown(page);
    for (const key of ['expanded', 'line', 'lineNumber', 'ran', 'dots']) assert.equal(chinese[key], english[key], key);
    assert.equal(chinese.words.title, '第 12 次扩展');
    assert.equal(chinese.words.head, '伪代码 · A* 算法');
    assert.match(chinese.words.tabs, /^OPEN 表（按 f 值） \| 搜索树 \| IDA\* 的各次迭代 \| 状态空间 \| 状态空间图$/);
    assert.match(chinese.words.caption, /^第 12 次扩展：扩展一个结点（f = \d+，g = \d+，h = \d+），生成 \d+ 个子结点/);
    await noEnglish(page, 'after the switch');
    // Nothing ran meanwhile: the search still waits after 12 expansions, and Step goes on from there.
    assert.equal(await page.evaluate(() => document.getElementById('status').dataset.kind), 'paused');
    await steps(page, 1, 13);
    assert.equal(await page.locator(`${VIEW} .node-title`).textContent(), '第 13 次扩展');

    await page.locator(`${VIEW} button[data-command="back"]`).click();
    await waitFor(page, () => document.getElementById('c-expanded').textContent === '12');
    await page.locator('#language').selectOption('en');
    await waitFor(page, () => document.documentElement.lang === 'en');
    await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '12');
    assert.deepEqual(await shown(page), english);
  });
});

test('zh-CN: A* after 12 steps at 1366×768 and 1024×768 fits its panels (saves docs/zh-explain.png)', async (t_) => {
  for (const viewport of [{ width: 1024, height: 768 }, { width: 1366, height: 768 }]) {
    const page = await openExplain(t_, 'astar', { viewport });
    await check(page, `zh-explain-${viewport.width}`, async () => {
      await tab(page, 'tree', () => true);
      await steps(page, 12);
      await waitFor(page, () => document.querySelector('#explain-panel-tree canvas').dataset.dots === '12');
      await settledCode(page, await entryOf('astar'), await engineAfter('astar', 12));
      await page.locator('#explain-panel-tree .tree-scroll canvas').focus();
      await page.keyboard.press('End');
      // Nothing in the view is wider than its box (Chinese lines wrap; none is cut or overflows).
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('#view-explain *')]
          .filter((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible' && el.clientWidth > 0)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      );
      assert.deepEqual(overflowing, []);
      await page.screenshot({ path: viewport.width === 1366 ? join(ROOT, 'docs', 'zh-explain.png') : join(ROOT, 'test-results', 'zh-explain-1024.png') });
    });
  }
});
