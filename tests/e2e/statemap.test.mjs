// The Explain view's State-space map, against the engine in node (the same
// wasm module): every reachable state drawn, a BFS of depth 5 lighting
// exactly the states within 5 moves of its start, the tooltip's board and
// distance, "Make this the start", the kept overlay, 4×4 refused with a
// reason, and the Chinese page without an English word. Also saves
// docs/statemap.png (A* over a kept BFS) and docs/zh-statemap.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, check, englishWords, nodeEngine, useBrowser, typeStart, waitFor, waitForStatus } from './harness.mjs';

const HARDEST = '8 6 7 2 5 4 3 x 1';
const VIEW = '#view-explain';

const browser = useBrowser();

/** The engine's layout towards `goal` (a node Session's `stateMap()`), freed after reading. */
async function engineMap(goal) {
  const { Session } = await nodeEngine();
  const session = new Session('1 2 3 4 5 6 7 8 0', goal, 'bfs', 'zero', 1, 0, 0);
  const map = session.stateMap();
  const tilesOf = (rank) => Array.from(session.stateTiles(rank));
  return { map, tilesOf, free: () => session.free() };
}

/** The map's numbers as the canvas exposes them. */
function mapData(page) {
  return page.locator('.statemap-canvas').evaluate((el) => ({ ...el.dataset }));
}

/** Opens the Explain view's map on a link (`#view=explain&…`) and waits for the layout. */
async function openMap(t, hash, { locale = 'en-US', viewport } = {}) {
  const page = await browser.open(t, viewport, hash, { locale });
  await page.locator('#explain-tab-statemap').click();
  await waitFor(page, () => Boolean(document.querySelector('.statemap-canvas').dataset.states));
  return page;
}

/** Moves the mouse over the centre of the cell of `rank` (the canvas says where cell (0, 0) is). */
/** Clicks the map's Zoom in `times` times, each time until the view's scale has changed (drawn at the next frame). */
async function zoomIn(page, times) {
  for (let i = 0; i < times; i++) {
    const was = await page.locator('.statemap-canvas').getAttribute('data-view');
    await page.locator('.statemap-zoom-in').click();
    await waitFor(page, (view) => document.querySelector('.statemap-canvas').dataset.view !== view, was);
  }
}

async function pointAt(page, cells, side, rank) {
  const canvas = page.locator('.statemap-canvas');
  const [scale, x, y] = (await canvas.getAttribute('data-view')).split(' ').map(Number);
  const box = await canvas.boundingBox();
  const cell = cells[rank];
  const at = { x: box.x + x + ((cell % side) + 0.5) * scale, y: box.y + y + (Math.floor(cell / side) + 0.5) * scale };
  await page.mouse.move(at.x, at.y);
  return at;
}

test('the map draws every reachable state; a BFS of depth 5 lights exactly the states within 5 moves', async (t) => {
  // The states within 5 moves of the start: their distance to it, by the engine's table towards it.
  const around = await engineMap(HARDEST);
  const within = [];
  for (let rank = 0; rank < around.map.distances.length; rank++) if (around.map.distances[rank] <= 5) within.push(rank);
  const sixth = around.map.distances.filter((d) => d === 6).length;
  around.free();
  const toGoal = await engineMap('ordered');
  const states = toGoal.map.states;
  toGoal.free();
  assert.equal(states, 181_440);
  assert.ok(within.length > 20 && within.length < 200, `${within.length} states within 5 moves`);

  // BFS expands every state at depth ≤ 5 before any at depth 6: after exactly that many steps, the
  // expanded states are those within 5 moves, and the frontier those 6 moves away.
  const start = HARDEST.replaceAll(' ', '+');
  const page = await openMap(t, `#view=explain&start=${start}&algorithm=bfs&step=${within.length}`);
  await check(page, 'statemap-bfs', async () => {
    await waitForStatus(page, new RegExp(`^Paused after ${within.length} expansions`));
    await waitFor(page, (n) => document.querySelector('.statemap-canvas').dataset.expanded === String(n), within.length);
    const data = await mapData(page);
    assert.equal(Number(data.states), states);
    assert.equal(Number(data.expanded), within.length);
    assert.equal(Number(data.expandedRankSum), within.reduce((a, b) => a + b, 0), 'the lit set is the states within 5 moves');
    assert.equal(Number(data.frontier), sixth);
    assert.equal(
      await page.locator('.statemap-summary').textContent(),
      `181,440 states in 32 rings (distances 0 to 31). This search so far: ${within.length} expanded, ${sixth} in the frontier.`,
    );
    assert.equal(await page.getByRole('img', { name: /^Map of the state space: 181,440 states in 32 rings/ }).count(), 1);

    // Kept as the overlay, then a step further: the kept states are the same, both expanded by both.
    await page.getByRole('button', { name: 'Keep this search as overlay' }).click();
    await page.getByRole('button', { name: 'Step search', exact: true }).click();
    await waitFor(page, (n) => document.querySelector('.statemap-canvas').dataset.expanded === String(n + 1), within.length);
    const kept = await mapData(page);
    assert.equal(Number(kept.keptExpanded), within.length);
    assert.equal(Number(kept.both), within.length);
    assert.match(await page.locator('.statemap-kept').textContent(), new RegExp(`^Kept overlay: Breadth-first search, ${within.length} expanded and ${sixth} in its frontier; ${within.length} expanded by both\\.$`));
    // Another search over the kept one: A* on the same board, run to the end; the overlay stays.
    const { Session } = await nodeEngine();
    const astar = new Session(HARDEST, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const solved = astar.step(Infinity);
    astar.free();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    await page.getByLabel('Heuristic', { exact: true }).selectOption('manhattan');
    await waitForStatus(page, /^Ready/);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await page.getByRole('button', { name: 'Run search to end' }).click();
    await waitForStatus(page, /^Solved/);
    await waitFor(page, (n) => document.querySelector('.statemap-canvas').dataset.expanded === String(n + 1), solved.expanded);
    const over = await mapData(page);
    assert.equal(Number(over.keptExpanded), within.length);
    assert.match(await page.locator('.statemap-kept').textContent(), new RegExp(`^Kept overlay: Breadth-first search, ${within.length} expanded`));
    await page.screenshot({ path: join(ROOT, 'docs', 'statemap.png') });
    await page.getByRole('button', { name: 'Clear overlay' }).click();
    await waitFor(page, () => document.querySelector('.statemap-canvas').dataset.keptExpanded === '0');
    assert.equal(await page.locator('.statemap-kept').textContent(), '');
  });
});

test('hovering a state shows its board and distance; "Make this the start" makes it the start', async (t) => {
  const { map, tilesOf, free } = await engineMap('ordered');
  // The first state 7 moves from the goal, by rank.
  const rank = map.distances.findIndex((d) => d === 7);
  const tiles = tilesOf(rank);
  free();
  // A* run to the end in node: what it expanded, and whether it reached that state.
  const { Session } = await nodeEngine();
  const astar = new Session(HARDEST, 'ordered', 'astar', 'manhattan', 1, 0, 0);
  astar.watchDistances();
  const solved = astar.step(Infinity);
  const mark = astar.reachedByRank()[rank];
  astar.free();
  const reachedText = ['Not reached by this search yet.', "In this search's frontier.", 'Expanded by this search.'][mark];
  const page = await openMap(t, `#view=explain&start=${HARDEST.replaceAll(' ', '+')}&algorithm=astar&heuristic=manhattan`);
  await check(page, 'statemap-hover', async () => {
    assert.equal((await mapData(page)).states, '181440');
    // Run to the end: the goal, selected, is lit as expanded, one more than the Expanded counter, and said so.
    await page.getByRole('button', { name: 'Run search to end' }).click();
    await waitForStatus(page, /^Solved/);
    await waitFor(page, (n) => document.querySelector('.statemap-canvas').dataset.expanded === String(n + 1), solved.expanded);
    assert.match(await page.locator('.statemap-summary').textContent(), new RegExp(`This search: ${solved.expanded.toLocaleString('en-US')} expanded and the goal selected \\(lit as expanded\\), `));
    // The keys on the focused map: + zooms in by half as much again, 0 shows the whole map again.
    const scale = async () => Number((await mapData(page)).view.split(' ')[0]);
    await page.locator('.statemap-canvas').focus();
    await page.keyboard.press('0');
    // The view is drawn (and its numbers written) at the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const fit = await scale();
    await page.keyboard.press('+');
    await waitFor(page, (s) => Number(document.querySelector('.statemap-canvas').dataset.view.split(' ')[0]) === s * 1.5, fit);
    await page.keyboard.press('0');
    await waitFor(page, (s) => Number(document.querySelector('.statemap-canvas').dataset.view.split(' ')[0]) === s, fit);
    assert.equal(await scale(), fit);
    // Zoomed in twice about the centre, where the near states are: a state is a few pixels wide.
    await zoomIn(page, 2);
    await pointAt(page, map.cells, map.side, rank);
    const tip = page.locator('.statemap-tip');
    await waitFor(page, (text) => document.querySelector('.statemap-board').dataset.tiles === text, tiles.join(' '));
    assert.equal(await tip.getAttribute('data-rank'), String(rank));
    assert.equal(await tip.getAttribute('data-distance'), '7');
    assert.equal(await page.locator('.statemap-tip-distance').textContent(), '7 moves from the goal');
    assert.equal(await page.locator('.statemap-tip-reached').textContent(), reachedText);
    const use = page.getByRole('button', { name: 'Make this the start' });
    assert.equal(await use.isVisible(), false, 'the button waits for a click');

    // A click keeps the tooltip there, with its button; the button makes the state the start.
    await page.mouse.down();
    await page.mouse.up();
    await use.click();
    await waitForStatus(page, /^Ready/);
    const text = tiles.map((n) => (n === 0 ? '0' : String(n)));
    await waitFor(page, (want) => document.getElementById('start').value.split(/[\s,]+/).filter(Boolean).map((s) => (s === '_' || s === 'x' ? '0' : s)).join(' ') === want, text.join(' '));
    await waitFor(page, (r) => document.querySelector('.statemap-canvas').dataset.startRank === String(r), rank);
    assert.equal(await page.locator('#explain-tab-statemap').getAttribute('aria-selected'), 'true');

    // 4×4: said why not.
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await typeStart(page, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15');
    await waitForStatus(page, /^Ready/);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    assert.match(await page.locator('.statemap-note').textContent(), /^The 4×4 puzzle has 16!\/2 ≈ 1\.05 × 10¹³ reachable states: far too many to draw\./);
    assert.equal(await page.locator('.statemap-canvas').isVisible(), false);
  });
});

test('zh-CN: the map, its tooltip and its buttons show no English word', async (t) => {
  const { map, free } = await engineMap('ordered');
  const rank = map.distances.findIndex((d) => d === 3);
  free();
  const page = await openMap(t, `#view=explain&start=${HARDEST.replaceAll(' ', '+')}&algorithm=bfs&step=40`, { locale: 'zh-CN' });
  await check(page, 'statemap-zh', async () => {
    assert.equal(await page.locator('#explain-tab-statemap').textContent(), '状态空间图');
    await waitFor(page, () => document.querySelector('.statemap-canvas').dataset.expanded === '40');
    await zoomIn(page, 2);
    await pointAt(page, map.cells, map.side, rank);
    await page.mouse.down();
    await page.mouse.up();
    await waitFor(page, (r) => document.querySelector('.statemap-tip').dataset.rank === String(r) && !document.querySelector('.statemap-use').hidden, rank);
    assert.equal(await page.locator('.statemap-tip-distance').textContent(), '离目标 3 步');
    assert.equal(await page.locator('.statemap-use').textContent(), '设为初始状态');
    await page.locator('.statemap-keep').click();
    await waitFor(page, () => document.querySelector('.statemap-canvas').dataset.keptExpanded === '40');
    assert.deepEqual(await englishWords(page, undefined, { within: VIEW }), []);
    await page.screenshot({ path: join(ROOT, 'docs', 'zh-statemap.png') });
  });
});
