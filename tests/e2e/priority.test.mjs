// Your own best-first search on the page (issue 24): the Priority field shown when the algorithm
// is the kit (its catalogue row's `priority` capability), checked like every typed input, and the
// line under it that names the search the priority expands as on this board, as the engine decides
// it by running both (`Session.equivalent`, src/search/kit.rs): `h` is greedy best-first, `g + h`
// A* with a shortest path; `g +` is the formula language's coded sentence, the search held. The
// same in Chinese, and a link's `priority=` restores the field and the line. Every expected count
// and title comes from the node engine (the same wasm the page runs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { Compare, Solve } from './pages/index.mjs';

const browser = useBrowser();

/** The page's 3×3 opening board (src/sizes.rs), searched with Manhattan distance towards the ordered goal. */
async function opening() {
  const engine = await nodeEngine();
  return engine.sizes().find((s) => s.width === 3 && s.height === 3).start;
}

/** What the engine says of `priority` on `start`: `{ same, shortest }` once solved, and the named search's engine title. */
async function equivalent(start, priority) {
  const engine = await nodeEngine();
  const session = new engine.Session(start, 'ordered', 'best-first', 'manhattan', 1, 0, 0);
  session.usePriority(priority);
  session.step(1e7);
  const answer = session.equivalent();
  session.free();
  const row = engine.algorithms().find((a) => a.name === answer.same?.algorithm);
  return { ...answer, title: row?.title };
}

test('the kit\'s priority: h equals greedy, g + h equals A* with a shortest path, g + is refused; in English and Chinese', async (t) => {
  const start = await opening();
  const greedy = await equivalent(start, 'h');
  const astar = await equivalent(start, 'g + h');
  assert.equal(greedy.same.algorithm, 'greedy');
  assert.equal(astar.same.algorithm, 'astar');
  assert.deepEqual([greedy.same.complete, astar.same.complete, astar.shortest], [true, true, true]);
  const engine = await nodeEngine();
  const { error } = engine.parsePriority('g +');

  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'priority', async () => {
    // The field shows only for the kit, with A*'s priority to begin with.
    assert.equal(await page.locator('#priority-field').isHidden(), true);
    await solve.setup({ algorithm: 'best-first', ready: true });
    assert.equal(await page.locator('#priority-field').isHidden(), false);
    assert.equal(await solve.field('priority').inputValue(), 'g + h');

    await solve.setup({ priority: 'h', ready: true });
    await solve.step();
    const steps = greedy.same.steps.toLocaleString('en-US');
    assert.equal(await solve.prioritySame(`Equals ${greedy.title} on this board (all ${steps} steps compared).`), `Equals ${greedy.title} on this board (all ${steps} steps compared).`);

    await solve.setup({ priority: 'g + h', ready: true });
    const aSteps = astar.same.steps.toLocaleString('en-US');
    const equalsA = `Equals ${astar.title} on this board (all ${aSteps} steps compared).`;
    assert.equal(await solve.prioritySame(equalsA), equalsA);
    await solve.solve(/solved/i);
    assert.equal(await solve.prioritySame(`${equalsA} Its path is shortest.`), `${equalsA} Its path is shortest.`);

    // Chinese: the same line in the textbook's words, the title as the menu gives it.
    await page.locator('#language').selectOption('zh-CN');
    const zhTitle = await page.locator('#algorithm option[value="astar"]').textContent();
    const zh = `在这个棋局上等同于${zhTitle}（全部 ${aSteps} 步逐一比较）。它找到的路径是最短路径。`;
    assert.equal(await solve.prioritySame(zh), zh);

    // A bad priority: the formula language's coded sentence at its column, and the search waits.
    await solve.typePriority('g +');
    await waitFor(page, () => !document.getElementById('priority-error').hidden);
    assert.equal(error.code, 'formula.unexpected-end');
    const zhMistake = `第${error.column}列：公式在此处结束，但后面还缺少内容。`;
    await waitFor(page, (want) => document.querySelector('#priority-error .formula-mistake')?.textContent === want, zhMistake);
    assert.equal(await page.locator('#status').textContent(), `请先改正优先级再搜索：${zhMistake}`);
    assert.equal(await page.locator('#search-buttons').evaluate((el) => el.disabled), true);
    await page.locator('#language').selectOption('en');
    await waitFor(page, (want) => document.querySelector('#priority-error .formula-mistake')?.textContent === want, `Column ${error.column}: the formula ends where more should come.`);
    assert.equal(await page.locator('#status').textContent(), `Fix the priority to search: Column ${error.column}: the formula ends where more should come.`);
    assert.equal(await page.locator('#priority').getAttribute('aria-invalid'), 'true');
  });
});

test('a link\'s priority= is restored, and the hash carries the priority typed', async (t) => {
  const start = await opening();
  const greedy = await equivalent(start, 'h');
  const page = await browser.open(t, undefined, '#algorithm=best-first&priority=h');
  const solve = new Solve(page);
  await check(page, 'priority-link', async () => {
    await solve.waitForStatus(/^Ready/);
    assert.equal(await solve.field('algorithm').inputValue(), 'best-first');
    assert.equal(await solve.field('priority').inputValue(), 'h');
    const line = `Equals ${greedy.title} on this board (all ${greedy.same.steps.toLocaleString('en-US')} steps compared).`;
    assert.equal(await solve.prioritySame(line), line);
    await solve.setup({ priority: 'g + 2 * h', ready: true });
    await waitFor(page, () => new URLSearchParams(location.hash.slice(1)).get('priority') === 'g + 2 * h');
  });
});

test('Compare lanes carry a priority: priority= in the lanes link, each lane searching with its own', async (t) => {
  const engine = await nodeEngine();
  const start = await opening();
  // Each lane's expansions as the node engine counts them for the kit with that priority.
  const expanded = (priority) => {
    const session = new engine.Session(start, 'ordered', 'best-first', 'manhattan', 1, 0, 0);
    session.usePriority(priority);
    const { expanded: n } = session.step(1e7);
    session.free();
    return n.toLocaleString('en-US');
  };
  const lanes = `best-first:manhattan:priority=h,best-first:manhattan:priority=${encodeURIComponent('g + h')}`;
  const page = await browser.open(t, undefined, `#view=compare&start=${start.replaceAll(' ', '+')}&lanes=${encodeURIComponent(lanes)}`);
  const compare = new Compare(page);
  await check(page, 'priority-compare', async () => {
    await waitFor(page, () => document.getElementById('view-compare').dataset.race !== undefined);
    assert.deepEqual([await compare.lane(1).priority.inputValue(), await compare.lane(2).priority.inputValue()], ['h', 'g + h']);
    await compare.runAll();
    await compare.waitForFinish();
    assert.deepEqual([await compare.lane(1).counter('Expanded'), await compare.lane(2).counter('Expanded')], [expanded('h'), expanded('g + h')]);
    // A priority typed in a lane goes into the link.
    await compare.lane(1).priority.fill('g');
    await compare.lane(1).priority.dispatchEvent('change');
    await waitFor(page, () => new URLSearchParams(location.hash.slice(1)).get('lanes')?.startsWith('best-first:manhattan:priority=g,'));
  });
});
