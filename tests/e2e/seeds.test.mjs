// The seeds' lessons on the page (issue 12): the Cantor expansion under the Solve board (its rank
// the engine's and seed 000's, unranked back to the board), the inversion pairs of an unsolvable
// board (exact count, one pair's tiles marked; the blank's row from the bottom on an even width),
// and judge mode's outputs for the samples of POJ 1077, codevs 1225 and Luogu P1379 — the
// engine's `judge()`, which `npuzzle judge` prints (tests/cli.rs checks that side). Expected
// values come from the engine in node, and from the seeds' own formulas where they give one.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, englishWords, nodeEngine, settled, settledText, useBrowser } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const browser = useBrowser();

/** Seed 000's try_to_insert: for each cell, the smaller values after it times (8 − i)!. */
function seedRank(tiles) {
  const fact = [1];
  for (let i = 1; i < tiles.length; i++) fact[i] = fact[i - 1] * i;
  let code = 0;
  for (let i = 0; i < tiles.length; i++) {
    let cnt = 0;
    for (let j = i + 1; j < tiles.length; j++) if (tiles[j] < tiles[i]) cnt++;
    code += fact[tiles.length - 1 - i] * cnt;
  }
  return code;
}

test('Cantor expansion: the rank shown is the engine\'s (and seed 000\'s), and unranking gives the board back', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'seeds-cantor', async () => {
    // codevs 1225's sample: seed 000's method 1 ranks it into vis[].
    await solve.setup({ start: '283104765' });
    await solve.waitForStatus(/cannot be reached/);
    // The button's name is short (one line for the three); its title is the dialog's.
    const open = page.getByRole('button', { name: 'Cantor rank', exact: true });
    assert.equal(await open.getAttribute('title'), 'Cantor expansion (rank)');
    await open.click();
    assert.equal(await page.locator('#cantor-dialog').evaluate((d) => d.open), true);
    const tiles = await solve.board();
    assert.deepEqual(tiles, [2, 8, 3, 1, 0, 4, 7, 6, 5]);
    const engine = await nodeEngine();
    const expected = engine.cantor('283104765');
    assert.equal(expected.rank, seedRank(tiles));
    const rank = page.locator('#cantor-rank');
    assert.equal(await settled(() => rank.getAttribute('data-rank'), String(expected.rank)), String(expected.rank));
    assert.equal(await rank.textContent(), `Sum: rank ${expected.rank.toLocaleString('en-US')}`);
    // One row a cell: value, smaller values after it, factorial, product.
    const rows = await page.locator('#cantor-terms tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
    assert.equal(rows.length, 9);
    assert.deepEqual(rows[0], ['1', '2', '2', '8! = 40,320', '80,640']);
    assert.deepEqual(rows.map((r) => Number(r[2])), expected.terms.map((term) => term.smallerAfter));
    assert.match(await page.locator('#cantor-marks').textContent(), new RegExp(`9! = 362,880 cells; this board marks vis\\[${expected.rank}\\]`));
    assert.equal(await page.locator('#cantor-unrank tbody tr').count(), 9);
    assert.equal(await page.locator('#cantor-back').getAttribute('data-tiles'), tiles.join(' '));

    // Another board: the panel follows the Solve view.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await solve.setup({ start: '2 3 4 1 5 x 7 6 8' });
    await solve.waitForStatus(/^Ready/);
    const next = engine.cantor('2 3 4 1 5 x 7 6 8').rank;
    assert.equal(next, seedRank([2, 3, 4, 1, 5, 0, 7, 6, 8]));
    assert.equal(await settled(() => rank.getAttribute('data-rank'), String(next)), String(next));
    assert.equal(await page.locator('#cantor-back').getAttribute('data-tiles'), '2 3 4 1 5 0 7 6 8');
  });
});

test('an unsolvable board lists its inversion pairs and marks the tiles of the pair pointed at', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'seeds-inversions', async () => {
    // 8 6 7 2 5 4 3 x 1 with its first two tiles swapped: odd parity, unsolvable.
    const start = '6 8 7 2 5 4 3 x 1';
    await solve.setup({ start });
    await solve.waitForStatus(/cannot be reached/);
    // Its button says this is where to see why.
    const why = page.getByRole('button', { name: 'Why unsolvable?', exact: true });
    assert.equal(await why.getAttribute('title'), 'Why unsolvable: the inversions');
    await why.click();
    const engine = await nodeEngine();
    const expected = engine.inversionPairs(start, 'ordered');
    assert.equal(expected.solvable, false);
    assert.equal(expected.pairs.length, 23);
    assert.equal(await settledText(page.locator('#inversions-count'), '23 inversions'), '23 inversions');
    const buttons = page.locator('#inversions-pairs button');
    assert.equal(await buttons.count(), 23);
    assert.equal(await buttons.nth(0).textContent(), '(6, 2)');
    assert.match(await page.locator('#inversions-verdict').textContent(), /^The start has 23 inversions \(odd\), the goal 0 \(even\)\..* cannot be reached\.$/);
    const marked = () =>
      page.locator('#inversions-board .mini-cell').evaluateAll((cells) =>
        cells.flatMap((c) => (c.classList.contains('pair-larger') ? [`L${c.textContent}`] : c.classList.contains('pair-smaller') ? [`S${c.textContent}`] : [])),
      );
    // The first pair is marked from the start; pointing at another marks its tiles instead.
    assert.deepEqual(await marked(), ['L6', 'S2']);
    const pair = expected.pairs.findIndex((p) => p.larger === 8 && p.smaller === 7);
    await buttons.nth(pair).hover();
    assert.deepEqual(await marked(), ['L8', 'S7']);
    await buttons.nth(pair).click();
    await page.mouse.move(0, 0);
    assert.deepEqual(await marked(), ['L8', 'S7']);
    assert.equal(await buttons.nth(pair).getAttribute('aria-pressed'), 'true');
  });
});

test('on an even width the blank\'s row counts from the bottom; a 4×4 board says why no Cantor array', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'seeds-even', async () => {
    // Sam Loyd's 14-15 puzzle: one inversion, the blank in the bottom row.
    await solve.setup({ start: '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0' });
    await solve.waitForStatus(/cannot be reached/);
    await page.locator('#open-inversions').click();
    await settledText(page.locator('#inversions-count'), '1 inversion');
    assert.equal(await page.locator('#inversions-count').textContent(), '1 inversion');
    assert.equal(await page.locator('#inversions-blank-row').textContent(), 'The blank\'s row, counted from the bottom: 1');
    assert.match(
      await page.locator('#inversions-verdict').textContent(),
      /Start: 1 inversion \+ row 1 = 2 \(even\); goal: 0 \+ row 1 = 1 \(odd\)\..*cannot be reached\.$/,
    );
    assert.equal(await page.locator('#inversions-board .blank-row').count(), 4);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cantor rank', exact: true }).click();
    assert.match(await page.locator('#cantor-too-large').textContent(), /^A 4×4 board has 16! = 20,922,789,888,000 arrangements/);
  });
});

/** In judge mode, picks `name`, fills its sample input and returns the output shown. */
async function judgeSample(page, name) {
  await page.locator('#judge-problem').selectOption(name);
  await page.locator('#judge-sample').click();
  const engine = await nodeEngine();
  const sample = engine.judges().find((j) => j.name === name);
  const expected = engine.judge(name, sample.sampleInput);
  return { shown: await settledText(page.locator('#judge-output'), expected), expected };
}

test('judge mode: the three samples\' outputs are exactly the engine\'s judge answers', async (t) => {
  const page = await browser.open(t);
  await check(page, 'seeds-judge', async () => {
    await page.getByRole('button', { name: 'Judge mode', exact: true }).click();
    assert.equal(await page.locator('#judge-dialog').evaluate((d) => d.open), true);
    assert.deepEqual(await page.locator('#judge-problem option').allTextContents(), ['POJ 1077 Eight', 'codevs 1225 (八数码难题)', 'Luogu P1379 (八数码难题)']);
    const poj = await judgeSample(page, 'poj1077');
    assert.equal(poj.shown, poj.expected);
    assert.equal(poj.shown, 'dlurullddrurdllurdr\n');
    assert.equal(await page.locator('#judge-verdict').textContent(), 'Not the sample\'s string, but as short: 19 moves, so the special judge accepts it.');
    assert.match(await page.locator('#judge-note').textContent(), /^POJ 1077 has a special judge/);
    for (const name of ['codevs1225', 'p1379']) {
      const { shown, expected } = await judgeSample(page, name);
      assert.equal(shown, expected);
      assert.equal(shown, '4\n');
      assert.equal(await page.locator('#judge-verdict').textContent(), 'Same as the sample output.');
      assert.equal(await page.locator('#judge-goal').textContent(), 'Goal: 123804765');
    }
    await page.locator('#judge-problem').selectOption('poj1077');
    await page.locator('#judge-input').fill('1 2 3 4 5 6 8 7 x');
    assert.equal(await settledText(page.locator('#judge-output'), 'unsolvable\n'), 'unsolvable\n');
    await page.locator('#judge-input').fill('1 2 3');
    // Wait for the error to appear (the input is read after a pause), then check there is no output.
    await page.waitForFunction(() => document.getElementById('judge-error').textContent !== '', null, { timeout: 10_000, polling: 50 });
    assert.equal(await page.locator('#judge-output').textContent(), '');
    const engine = await nodeEngine();
    const short = (() => {
      try {
        engine.judge('poj1077', '1 2 3');
      } catch (error) {
        return error.message;
      }
      return null;
    })();
    assert.ok(short, 'the engine refuses "1 2 3"');
    assert.equal(await page.locator('#judge-error').textContent(), short);
    // A board of another size and an empty input: the engine's sentences, with their codes.
    await page.locator('#judge-input').fill('1 2 3 0');
    assert.equal(await settledText(page.locator('#judge-error'), 'POJ 1077 Eight is about the 8-puzzle (9 cells), but this board is 2×2'),
      'POJ 1077 Eight is about the 8-puzzle (9 cells), but this board is 2×2');
  });
});

test('in Chinese the dialogs and judge mode show no English word', async (t) => {
  const page = await browser.open(t, { width: 1366, height: 768 }, '', { locale: 'zh-CN' });
  const solve = new Solve(page);
  await check(page, 'seeds-zh', async () => {
    await solve.setup({ start: '6 8 7 2 5 4 3 x 1' });
    await settledText(page.locator('#inversions-count'), '23 个逆序对');
    await page.locator('#open-inversions').click();
    const inDialog = async (id) => {
      const dialog = await page.locator(id).innerText();
      // Only this helper's texts: the rest of the page is other views' business.
      return (await englishWords(page)).filter(({ where }) => where.startsWith('text: ') && dialog.includes(where.slice(6)));
    };
    assert.deepEqual(await inDialog('#inversions-dialog'), []);
    await page.keyboard.press('Escape');
    await page.locator('#open-cantor').click();
    await settledText(page.locator('#cantor-rank'), `求和：康托展开值为 ${(await nodeEngine()).cantor('6 8 7 2 5 4 3 x 1').rank.toLocaleString('zh-CN')}`);
    assert.deepEqual(await inDialog('#cantor-dialog'), []);
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#open-judge').textContent(), '评测模式');
    await page.locator('#open-judge').click();
    await settledText(page.locator('#judge-output'), 'dlurullddrurdllurdr\n');
    // The output and the sample output are move strings (u d l r: the allowed symbols).
    assert.deepEqual((await inDialog('#judge-dialog')).filter(({ word }) => !/^[udlr]+$/.test(word)), []);
    // What is wrong with a pasted input is said in Chinese too.
    await page.locator('#judge-input').fill('1 2 3 0');
    assert.equal(await settledText(page.locator('#judge-error'), 'POJ 1077 八数码是八数码（9 格）的题目，而这个棋盘是 2×2'),
      'POJ 1077 八数码是八数码（9 格）的题目，而这个棋盘是 2×2');
    await page.locator('#judge-input').fill('1 2 3 4 5 6 7 8 8');
    assert.deepEqual(await inDialog('#judge-dialog'), []);
  });
});
