// What a teacher and a Chinese student tripped on (issue 26), each checked as they saw it, in
// English and in Chinese where words are involved: the 4×4 unsolvable sentence adds up and counts
// the blank's row one way (from the bottom) in the status, the "Why unsolvable?" dialog and the
// lab; IDA*'s growth note takes its percentage from its own table; after Korf's instances the
// lab's board, preset and Result name the same instance; rows typed with spaces are read as rows,
// and a field's error greys what was said of the last good board; a copied link carries its
// language; after Hint the arrow keys play and the hint names the key; the Cantor dialog says
// which board it ranks; a lesson link pasted into an open tab opens the lesson; tree search
// stopped at its budget is told of the visited table and its duplicates; an inadmissible formula
// is never said to dominate.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, settled, settledText, useBrowser, waitFor, waitForStatus } from './harness.mjs';
import { Explain, KORF, Lab, Play, Solve } from './pages/index.mjs';

const browser = useBrowser();
const ZH = { locale: 'zh-CN' };
const switchTo = (page, code) => page.locator('#language').selectOption(code);

/** Sam Loyd's 14-15 puzzle: 1 inversion, the blank in the bottom row; the goal 0 inversions, the same row. */
const LOYD = '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0';
const LOYD_EN =
  "Unsolvable: Counting the blank's row from the bottom (the bottom row is 1): the start has 1 inversion with the blank in row 1 (1 + 1 = 2, even); " +
  'the goal has 0 inversions with the blank in row 1 (0 + 1 = 1, odd). On a board of even width every move keeps the parity of inversions + blank row, so the goal cannot be reached.';
const LOYD_ZH_WHY =
  '空格所在的行从下往上数（最下面一行为第 1 行）：初始状态有 1 个逆序对，空格在第 1 行（1 + 1 = 2，偶数）；目标状态有 0 个逆序对，空格在第 1 行（0 + 1 = 1，奇数）。' +
  '在宽度为偶数的棋盘上，每一步都不改变「逆序对数 + 空格行号」的奇偶性，所以无法到达目标状态。';

test('4×4 unsolvable: the blank\'s row from the bottom, sums that add up, in the status, the dialog and the lab, en and zh', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'teacher-parity', async () => {
    await solve.setup({ start: LOYD });
    assert.equal(await solve.waitForStatus(/cannot be reached/), LOYD_EN);
    await page.locator('#open-inversions').click();
    await settledText(page.locator('#inversions-count'), '1 inversion');
    // The dialog's numbers are the status's: row 1 from the bottom, 1 + 1 = 2 and 0 + 1 = 1.
    assert.match(await page.locator('#inversions-verdict').textContent(), /Start: 1 inversion \+ row 1 = 2 \(even\); goal: 0 \+ row 1 = 1 \(odd\)\./);
    await page.keyboard.press('Escape');

    await switchTo(page, 'zh-CN');
    assert.equal(await settledText(page.getByRole('status'), `无解：${LOYD_ZH_WHY}`), `无解：${LOYD_ZH_WHY}`);
    assert.match(await page.locator('#inversions-verdict').textContent(), /初始状态：1 个逆序对 \+ 第 1 行 = 2（偶数）；目标状态：0 \+ 第 1 行 = 1（奇数）/);

    // The lab explains the same board with the same numbers.
    await switchTo(page, 'en');
    const lab = new Lab(page);
    await lab.open();
    await lab.setup({ goal: 'ordered', board: LOYD });
    await lab.solve();
    const error = page.locator('#lab-board-error');
    assert.equal(await settledText(error, LOYD_EN.replace(/^Unsolvable: /, '')), LOYD_EN.replace(/^Unsolvable: /, ''));
    await switchTo(page, 'zh-CN');
    assert.equal(await settledText(error, LOYD_ZH_WHY), LOYD_ZH_WHY);
  });
});

test('IDA*\'s growth note takes its percentage from its own table, en and zh', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'teacher-iterations', async () => {
    const explain = new Explain(page);
    await explain.setup({ start: '8 6 7 2 5 4 3 x 1', algorithm: 'idastar', heuristic: 'manhattan', tab: 'IDA* iterations' });
    await explain.runToEnd();
    await solve.waitForStatus(/solved/i);
    await waitFor(page, () => document.querySelector('.iterations').dataset.iterations === '6');
    const expanded = await page
      .locator('.iterations tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Number(tr.cells[2].textContent.replace(/,/g, ''))));
    const last = expanded[expanded.length - 1];
    const earlier = expanded.slice(0, -1).reduce((sum, n) => sum + n, 0);
    const share = Math.round((100 * earlier) / last);
    const note = page.locator('.growth-note');
    const fmt = (n) => n.toLocaleString('en-US');
    assert.match(
      await note.textContent(),
      new RegExp(`all the earlier iterations together \\(${fmt(earlier)} expanded\\) add (only )?about ${share}% to the last one \\(${fmt(last)}\\)\\.$`),
    );
    await switchTo(page, 'zh-CN');
    assert.match(await note.textContent(), new RegExp(`（扩展 ${fmt(earlier)} 个）(只)?相当于最后一次（${fmt(last)} 个）的约 ${share}%。$`));
  });
});

test('after Korf\'s instances run, the lab\'s board, preset and Result name the last instance', async (t) => {
  const page = await browser.open(t);
  await check(page, 'teacher-korf', async () => {
    const lab = new Lab(page);
    await lab.open();
    await lab.setup({ preset: '1', heuristic: 'pdb663' });
    await lab.root.getByLabel('Instances', { exact: true }).fill('2');
    await lab.root.getByRole('button', { name: 'Run instances' }).click();
    await lab.waitDone(120_000);
    const { kernelSolve } = await nodeEngine();
    const second = kernelSolve(KORF[1].text, 'blank-first', 'pdb663', 0);
    assert.equal(await page.locator('#lab-length').textContent(), `${KORF[1].optimal} moves`);
    assert.equal(await page.locator('#lab-moves').textContent(), second.moves);
    assert.equal(await lab.preset.inputValue(), '2');
    assert.equal(await lab.board.inputValue(), KORF[1].text);
    assert.equal(await page.locator('#lab-canvas').getAttribute('data-tiles'), KORF[1].text);
  });
});

test('rows typed with spaces are rows; a field\'s error greys the last board\'s 无解 and 为什么无解？', async (t) => {
  const page = await browser.open(t, undefined, '', ZH);
  const solve = new Solve(page);
  await check(page, 'teacher-input', async () => {
    await solve.typeStart('283 104 765');
    // The board canvas by id: its accessible name is Chinese here.
    const tiles = async () => (await page.locator('#board').getAttribute('data-tiles'))?.split(' ').map(Number);
    assert.deepEqual(await settled(tiles, [2, 8, 3, 1, 0, 4, 7, 6, 5]), [2, 8, 3, 1, 0, 4, 7, 6, 5]);
    assert.equal(await page.locator('#start').getAttribute('aria-invalid'), null);

    await solve.typeStart('1 2 3 4 5 6 8 7 0');
    await waitForStatus(page, /^无解/);
    const why = page.locator('#open-inversions');
    assert.equal(await settledText(why, '为什么无解？'), '为什么无解？');
    assert.equal(await why.isDisabled(), false);
    await solve.typeStart('1 2 3 4 5 6 8 7 7');
    await waitFor(page, () => document.getElementById('start').getAttribute('aria-invalid') === 'true');
    assert.equal(await why.isDisabled(), true);
    assert.equal(await page.locator('#content').evaluate((el) => el.classList.contains('stale-board')), true);
    assert.equal(await page.locator('#board-caption').evaluate((el) => getComputedStyle(el).opacity), '0.4');
    // A good board again: nothing greyed.
    await solve.typeStart('1 2 3 4 5 6 7 0 8');
    await waitFor(page, () => !document.getElementById('content').classList.contains('stale-board'));
    assert.equal(await why.isDisabled(), false);
  });
});

test('a copied link carries the language it was copied in', async (t) => {
  const page = await browser.open(t, undefined, '', ZH);
  await check(page, 'teacher-link-lang', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    assert.equal(new URL(page.url()).hash.includes('lang='), false);
    await page.locator('#copy-link').click();
    await waitFor(page, () => document.getElementById('copy-link-status').textContent !== '');
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    assert.equal(new URLSearchParams(link.hash.slice(1)).get('lang'), 'zh-CN');
    // Opened in an English browser, it speaks Chinese.
    const copy = await browser.open(t, undefined, link.hash);
    assert.equal(await copy.evaluate(() => document.documentElement.lang), 'zh-CN');
  });
});

test('after Hint the arrow keys play, and the hint names the key to press, en and zh', async (t) => {
  const page = await browser.open(t);
  await check(page, 'teacher-hint', async () => {
    const play = new Play(page);
    await new Solve(page).setup({ start: '2 3 4 1 5 x 7 6 8' });
    await play.start();
    const before = await play.tiles();
    await play.hintButton.click();
    // The hint, not the "Working out the next move…" shown while the engine thinks.
    await waitFor(page, () => document.getElementById('play-hint').textContent.startsWith('Hint: press'));
    const text = await play.hint.textContent();
    const m = /^Hint: press ([↑↓←→]) to slide the \d+ (up|down|left|right) \(the blank moves ([udlr])\)\.$/.exec(text);
    assert.ok(m, text);
    const key = { '↑': 'ArrowUp', '↓': 'ArrowDown', '←': 'ArrowLeft', '→': 'ArrowRight' }[m[1]];
    assert.equal({ ArrowUp: 'u', ArrowDown: 'd', ArrowLeft: 'l', ArrowRight: 'r' }[key], m[3]);
    // Focus is back on the board: the key named moves a tile.
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-roledescription')), 'sliding puzzle');
    await page.keyboard.press(key);
    assert.equal(await play.count.textContent(), '1');
    assert.notDeepEqual(await play.tiles(), before);
    await page.keyboard.press('h');
    // The hint, not the "Working out the next move…" shown while the engine thinks.
    await waitFor(page, () => document.getElementById('play-hint').textContent.startsWith('Hint: press'));
    await switchTo(page, 'zh-CN');
    assert.match(await play.hint.textContent(), /^提示：按 [↑↓←→] 键，把数码 \d+ 向[上下左右]移（空格走 [udlr]）。$/);
  });
});

test('the Cantor dialog says which board it ranks, en and zh', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'teacher-cantor', async () => {
    await solve.setup({ start: '283104765', goal: 'spiral' });
    await solve.runToEnd();
    await solve.waitForStatus(/^Solved/);
    await page.locator('#open-cantor').click();
    const which = page.locator('#cantor-which');
    const en = 'The board ranked here is the start, 2 8 3 / 1 0 4 / 7 6 5 (not the board on screen after a solve).';
    assert.equal(await settledText(which, en), en);
    await switchTo(page, 'zh-CN');
    assert.equal(await which.textContent(), '这里计算的是初始状态 2 8 3 / 1 0 4 / 7 6 5（求解后棋盘上显示的不是它）。');
  });
});

test('a lesson link pasted into a tab that has the page opens the lesson', async (t) => {
  const page = await browser.open(t);
  await check(page, 'teacher-lesson-hash', async () => {
    assert.equal(await page.locator('.lesson-place').count(), 0);
    await page.evaluate(() => {
      window.location.hash = 'lesson=intro&lesson-step=2';
    });
    await waitFor(page, () => /^Step 2 of/.test(document.querySelector('.lesson-place')?.textContent ?? ''));
    assert.match(await page.locator('.lesson-place').textContent(), /^Step 2 of \d+$/);
  });
});

test('tree search stopped at its budget is told of the visited table and its duplicates; its Visited is 0, en and zh', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'teacher-tree', async () => {
    await solve.setup({ start: '8 6 7 2 5 4 3 x 1', algorithm: 'bfs', visited: 'none' });
    await solve.runToEnd();
    const text = await solve.waitForStatus(/^Stopped/, 60_000);
    const duplicates = Number((await page.locator('#v-duplicates').textContent()).replace(/,/g, ''));
    assert.ok(duplicates > 0);
    assert.equal(
      text,
      `Stopped after 200,000 expansions (tree search's budget) — with no visited table, ${duplicates.toLocaleString('en-US')} of them were states expanded before: choose a visited table so that no state is expanded twice.`,
    );
    assert.doesNotMatch(text, /heuristic|IDA\*/);
    assert.equal(await solve.counter('Visited'), 0);
    await switchTo(page, 'zh-CN');
    assert.equal(
      await page.getByRole('status').textContent(),
      `扩展 200,000 次后停止（达到树搜索（不判重）的上限）——没有判重表，其中 ${duplicates.toLocaleString('en-US')} 次扩展的是之前扩展过的状态：选一个判重表判重，同一状态就不会扩展两次。`,
    );
  });
});

test('an inadmissible formula is never said to dominate a built-in, en and zh', async (t) => {
  const page = await browser.open(t, undefined, '#view=accuracy', ZH);
  await check(page, 'teacher-formula', async () => {
    const field = page.locator('#acc-formula');
    await field.fill('2 * manhattan');
    await field.press('Enter');
    await waitFor(page, () => /2 \* manhattan|≥/.test(document.querySelector('.acc-formula-dominance')?.textContent ?? ''), undefined, 60_000);
    const text = await page.locator('.acc-formula-dominance').textContent();
    assert.doesNotMatch(text, /优于曼哈顿距离（/);
    assert.match(text, /每个状态上都 ≥ 曼哈顿距离，但不可采纳（会高估），谈不上优于它/);
  });
});

test('judge mode notes an unsolvable codevs board and POJ\'s goal itself, en and zh; the output stays the judge\'s', async (t) => {
  const page = await browser.open(t);
  await check(page, 'teacher-judge', async () => {
    await page.locator('#open-judge').click();
    const output = page.locator('#judge-output');
    const note = page.locator('#judge-answer-note');
    await page.locator('#judge-problem').selectOption('codevs1225');
    await page.locator('#judge-input').fill('0 7 6\n8 4 3\n5 2 1\n');
    assert.equal(await settledText(output, 'unsolvable\n'), 'unsolvable\n');
    const en = 'codevs 1225 八数码难题 promises solvable tests: this board cannot reach its goal 123804765, so no number of moves answers it.';
    assert.equal(await settledText(note, en), en);
    await switchTo(page, 'zh-CN');
    const zh = 'codevs 1225 八数码难题 保证测试数据都有解；这个局面到不了它的目标状态 123804765，没有步数可答。';
    assert.equal(await settledText(note, zh), zh);
    await switchTo(page, 'en');
    await page.locator('#judge-problem').selectOption('poj1077');
    await page.locator('#judge-input').fill('1 2 3 4 5 6 7 8 x');
    const atGoal = "This board is already POJ 1077 Eight's goal: the answer is no moves at all, an empty line.";
    assert.equal(await settledText(note, atGoal), atGoal);
    assert.equal(await output.textContent(), '\n');
    // A plain answer has no note.
    await page.locator('#judge-input').fill('2 3 4 1 5 x 7 6 8');
    await settledText(output, 'dlurullddrurdllurdr\n');
    assert.equal(await note.isHidden(), true);
  });
});

test('Compare\'s legend uses the names of its table in Chinese; English keeps the short ones', async (t) => {
  const page = await browser.open(t, undefined, '#view=compare', ZH);
  await check(page, 'teacher-legend', async () => {
    await waitFor(page, () => document.querySelectorAll('#cmp-key li').length === 4);
    const legend = await page.locator('#cmp-key li').allTextContents();
    assert.equal(legend[0], '1 · 广度优先搜索');
    assert.deepEqual(legend.filter((name) => /BFS/.test(name)), []);
    await switchTo(page, 'en');
    assert.equal(await settledText(page.locator('#cmp-key li').first(), '1 · BFS'), '1 · BFS');
  });
});

test('Compare\'s CSV buttons say why its header row is machine names, en and zh', async (t) => {
  const page = await browser.open(t, undefined, '#view=compare', ZH);
  await check(page, 'teacher-csv-note', async () => {
    const copy = page.locator('#cmp-copy');
    await copy.waitFor();
    assert.equal(await copy.getAttribute('title'), 'CSV 的表头和取值在各种语言下都用机器可读的英文名称，这样表格软件或脚本读每一份导出都一样。');
    await switchTo(page, 'en');
    assert.match(await page.locator('#cmp-download').getAttribute('title'), /^The CSV keeps machine names in every language \(lane, algorithm/);
  });
});
