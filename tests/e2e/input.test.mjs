// Input that never runs the wrong board: while a field holds an error the
// search buttons wait and the status says what to fix; a board that misses
// the chosen goal but reaches another named one is offered the switch;
// full-width digits and punctuation read like ASCII; the Size menu lists
// every size the engine takes; the weight says when it is out of range.
// Every expected sentence and number comes from the engine in node.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, check, nodeEngine, settled, settledText, useBrowser, trueDistance, typeStart, waitFor } from './harness.mjs';
import { Compare, Solve } from './pages/index.mjs';

const browser = useBrowser();

/** The engine's sentence for a call that throws. */
function refusal(call) {
  try {
    call();
  } catch (error) {
    return error.message;
  }
  throw new Error('the engine accepted it');
}

/** Whether Step, Play and Run to end are disabled, in that order. */
async function searchButtonsDisabled(page) {
  return Promise.all(['Step', 'Play', 'Run to end'].map((name) => page.getByRole('button', { name, exact: true }).isDisabled()));
}

/** Saves a screenshot for a person to look at (test-results/, not docs/). */
async function snapshot(page, name) {
  const dir = join(ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `input-${name}.png`) });
}

test('a bad start disables Step, Play and Run to end and the status says what to fix', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'input-bad-start', async () => {
    const { parseBoard } = await nodeEngine();
    await solve.waitForStatus(/^Ready/);
    const bad = '1 1 2 3 4 5 6 7 0';
    const message = refusal(() => parseBoard(bad));
    assert.equal(message, 'tile 1 appears twice');

    // While typing (no Enter), the buttons stop at once; the field's sentence follows after a pause.
    await solve.startField.fill(bad);
    assert.deepEqual(await settled(() => searchButtonsDisabled(page), [true, true, true]), [true, true, true]);
    const fix = `Fix the start state to search: ${message}.`;
    assert.equal(await settledText(page.getByRole('status'), fix), fix);
    assert.equal(await settledText(page.locator('#start-error'), message), message);
    assert.equal(await page.getByRole('status').getAttribute('data-kind'), 'invalid');
    assert.equal(await solve.resetButton.isDisabled(), false);
    await snapshot(page, 'bad-start');

    // A good board lets the search run again, on that board.
    await solve.setup({ start: '8 6 7 2 5 4 3 0 1' });
    assert.deepEqual(await settled(() => searchButtonsDisabled(page), [false, false, false]), [false, false, false]);
    assert.match(await solve.waitForStatus(/^Ready/), /^Ready: A\* with Manhattan distance/);
    assert.equal(await page.locator('#start-error').isVisible(), false);
    assert.match(await solve.solve(/^Solved/), /^Solved in 31 moves/);
  });
});

test('a bad custom goal holds the search back too', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'input-bad-goal', async () => {
    const { goalBoard } = await nodeEngine();
    await solve.waitForStatus(/^Ready/);
    await solve.setup({ goal: 'custom' });
    const message = refusal(() => goalBoard('1 2 3 4 5 6 7 8 8', 3, 3));
    await page.getByLabel('Custom goal', { exact: true }).fill('1 2 3 4 5 6 7 8 8');
    assert.equal(await settledText(page.locator('#custom-goal-error'), message), message);
    const fix = `Fix the custom goal to search: ${message}.`;
    assert.equal(await settledText(page.getByRole('status'), fix), fix);
    assert.deepEqual(await searchButtonsDisabled(page), [true, true, true]);
    await solve.setup({ goal: 'ordered' });
    assert.deepEqual(await settled(() => searchButtonsDisabled(page), [false, false, false]), [false, false, false]);
    assert.match(await solve.waitForStatus(/^Ready/), /^Ready/);
  });
});

test('a weight outside the page range says so and holds the search back', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'input-weight', async () => {
    const { pageWeight, limits } = await nodeEngine();
    await solve.setup({ preset: 'hardest-a', algorithm: 'wastar' });
    const weight = solve.field('weight');
    for (const typed of ['0', '-2', '100']) {
      await weight.fill(typed);
      const message = refusal(() => pageWeight(Number(typed)));
      assert.equal(message, `the weight must be a number from ${limits().pageWeightMin} to ${limits().pageWeightMax}, not ${typed}`);
      assert.equal(await settledText(page.locator('#parameter-error'), message), message);
      assert.equal(await settledText(page.getByRole('status'), `Fix the weight to search: ${message}.`), `Fix the weight to search: ${message}.`);
      assert.deepEqual(await searchButtonsDisabled(page), [true, true, true]);
    }
    // An algorithm without a weight does not care what the hidden field holds.
    await solve.setup({ algorithm: 'astar' });
    assert.deepEqual(await settled(() => searchButtonsDisabled(page), [false, false, false]), [false, false, false]);
    await solve.setup({ algorithm: 'wastar' });
    assert.deepEqual(await settled(() => searchButtonsDisabled(page), [true, true, true]), [true, true, true]);
    await weight.fill('3');
    assert.deepEqual(await settled(() => searchButtonsDisabled(page), [false, false, false]), [false, false, false]);
    assert.equal(await page.locator('#parameter-error').isVisible(), false);
    assert.match(await solve.waitForStatus(/^Ready/), /^Ready: Weighted A\* \(w = 3\)/);
  });
});

test("Compare's bad start disables Step all and Run all and says what to fix", async (t) => {
  const page = await browser.open(t);
  const compare = new Compare(page);
  await check(page, 'input-compare', async () => {
    const { parseBoard } = await nodeEngine();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    const field = compare.startField;
    await field.fill('2 3 4 1 5 x 7 6');
    await field.press('Enter');
    const message = refusal(() => parseBoard('2 3 4 1 5 x 7 6'));
    const fix = `Fix the start state to run the lanes: ${message}.`;
    assert.equal(await settledText(page.locator('#cmp-status'), fix), fix);
    const buttons = () => Promise.all(['Step all', 'Run all'].map((name) => page.getByRole('button', { name, exact: true }).isDisabled()));
    assert.deepEqual(await buttons(), [true, true]);
    await field.fill('2 3 4 1 5 x 7 6 8');
    await field.press('Enter');
    assert.deepEqual(await settled(buttons, [false, false]), [false, false]);
    await waitFor(page, () => document.getElementById('cmp-status').textContent.startsWith('Ready: '));
  });
});

test('283104765 under the ordered goal is offered the spiral goal, 4 moves away', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'input-other-goal', async () => {
    const { otherGoals, solvability } = await nodeEngine();
    assert.equal(solvability('283104765', 'ordered').solvable, false);
    const [nearest] = otherGoals('283104765', 'ordered');
    assert.deepEqual([nearest.name, nearest.moves], ['spiral', 4]);
    await solve.setup({ start: '283104765' });
    assert.equal(await solve.field('goal').inputValue(), 'ordered');
    const offer = 'This board cannot reach the ordered goal, but it is 4 moves from the spiral goal.';
    assert.equal(await settledText(page.locator('#goal-help-text'), offer), offer);
    await snapshot(page, 'other-goal');
    await page.getByRole('button', { name: 'Switch to spiral', exact: true }).click();
    assert.equal(await solve.field('goal').inputValue(), 'spiral');
    await waitFor(page, () => document.getElementById('goal-help').hidden);
    assert.equal(solvability('283104765', 'spiral').solvable, true);
    assert.match(await solve.solve(/^Solved/), /^Solved in 4 moves \(guaranteed optimal\)/);
  });
});

test('full-width digits and punctuation read like ASCII; errors quote what was typed', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'input-full-width', async () => {
    const { parseBoard } = await nodeEngine();
    const want = [2, 8, 3, 1, 0, 4, 7, 6, 5];
    for (const typed of ['２８３１０４７６５', '2，8，3，1，0，4，7，6，5', '２　８　３　１　０　４　７　６　５', '2、8、3；1、0、4；7、6、5']) {
      assert.deepEqual(parseBoard(typed).tiles, want, typed);
      await solve.setup({ start: typed });
      assert.deepEqual(await settled(() => solve.board(), want), want, typed);
      assert.equal(await page.locator('#start-error').isVisible(), false, typed);
      await typeStart(page, '1 2 3 4 5 6 7 8 0'); // another board between, so each one is read anew
      await settled(() => solve.board(), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    }
    const message = refusal(() => parseBoard('２８３１０４７'));
    assert.match(message, /^'２８３１０４７' has 7 digits/);
    await solve.setup({ start: '２８３１０４７' });
    assert.equal(await settledText(page.locator('#start-error'), message), message);
  });
});

test('the Size menu lists every size the engine takes, each with its default search', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'input-sizes', async () => {
    const { sizes, limits } = await nodeEngine();
    const engineSizes = sizes();
    const { minSide, maxSide } = limits();
    assert.equal(engineSizes.length, (maxSide - minSide + 1) ** 2);
    const size = solve.field('size');
    const labels = await size.locator('option').allTextContents();
    assert.deepEqual(labels, engineSizes.map((s) => `${s.width}×${s.height}`));

    for (const [value, width, height] of [['2', 2, 2], ['5', 5, 5], ['3x2', 3, 2]]) {
      const entry = engineSizes.find((s) => s.width === width && s.height === height);
      await size.selectOption(value);
      const tiles = entry.start.split(/[\s/]+/).map(Number);
      assert.equal(tiles.length, width * height);
      assert.deepEqual(await settled(() => solve.board(), tiles), tiles);
      assert.equal(await solve.field('algorithm').inputValue(), entry.algorithm);
      assert.equal(await solve.field('heuristic').inputValue(), entry.heuristic);
    }
    assert.deepEqual(
      ['2', '3', '4', '5'].map((side) => engineSizes.find((s) => s.width === Number(side) && s.height === Number(side)).algorithm),
      ['astar', 'astar', 'idastar', 'idastar'],
    );
    // The 3×2 board's default search finishes.
    assert.match(await solve.solve(/^Solved/), /^Solved in \d+ moves/);

    // A 25-tile board typed in the field: the menu follows it.
    await size.selectOption('3');
    await settled(() => size.inputValue(), '3');
    await solve.setup({ start: engineSizes.find((s) => s.width === 5 && s.height === 5).start });
    assert.equal(await settled(() => size.inputValue(), '5'), '5');
    await solve.setup({ start: '1 2 3\n4 5 0' });
    assert.equal(await settled(() => size.inputValue(), '3x2'), '3x2');
  });
});

test('a shuffle depth the field cannot mean is said and keeps the board; a good one shuffles exactly that far', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'shuffle-depth', async () => {
    await solve.setup({ start: '2 3 4 1 5 x 7 6 8' });
    const depth = solve.field('shuffleDepth');
    const hint = page.locator('#shuffle-hint');
    for (const [typed, said] of [
      ['', 'Type how many moves to shuffle (a whole number, 0 or more).'],
      ['-5', 'The shuffle depth is a whole number of moves, 0 or more, not “-5”.'],
      ['2.5', 'The shuffle depth is a whole number of moves, 0 or more, not “2.5”.'],
    ]) {
      await depth.fill(typed);
      await solve.shuffleButton.click();
      await settledText(hint, said);
      assert.equal(await hint.getAttribute('class'), 'hint error-text', typed);
      assert.equal(await depth.getAttribute('aria-invalid'), 'true', typed);
      assert.equal(await page.locator('#start').inputValue(), '2 3 4 1 5 x 7 6 8', typed);
    }
    await depth.fill('7');
    await solve.shuffleButton.click();
    await waitFor(page, () => document.getElementById('shuffle-hint').textContent.startsWith('Shuffled to exactly 7 moves'));
    assert.equal(await depth.getAttribute('aria-invalid'), 'false');
    const start = await page.locator('#start').inputValue();
    assert.equal(await trueDistance(start.replace('x', '0'), 'ordered'), 7);
  });
});
