// Every row of the engine's catalogue on the page (issue 24), read at test time so a search or a
// heuristic added to the catalogue is covered without a line here: each algorithm (with
// Manhattan distance where it uses a heuristic) and each heuristic the Solve menu offers (with
// A*), in one language, on one fixed 3×3 board towards the spiral goal (the one goal every
// heuristic is defined for, Nilsson's sequence score included):
// - Solve: Step 3 times and Step back once; the counters are the engine's after 2 steps (the
//   wasm package in node, not a pinned number);
// - the quiz, where the engine asks one: its candidates, and the reason of the right answer in
//   the page's language (the row's rule);
// - Compare with the row as lane 1: the race ends with the engine's path length (or its stop),
//   and the CSV has one line per lane;
// - Explain, for each algorithm row: its pseudo-code is the engine's listing, line by line, in the
//   page's language (the textbooks' terms in Chinese: OPEN 表, CLOSED 表).
// `catalogueRowsTest(t, browser, language)` is the whole test; catalogue-rows-en.test.mjs and
// catalogue-rows-zh.test.mjs run it in English and in Chinese, two files so that run.mjs can put
// them in two groups (one file of 86 s was the longest a group could not share). One page
// serves every row, the fields reached by their ids. In Firefox (BROWSER=firefox,
// scripts/test.sh's firefox stage) each file tries half the rows (English the even ones,
// Chinese the odd ones), so that both languages and every row are covered at half the time.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import en from '../../www/i18n/en.js';
import zh from '../../www/i18n/zh-CN.js';
import { BROWSER, check, nodeEngine, typeStart, waitFor } from './harness.mjs';
import { Compare, Solve } from './pages/index.mjs';

const BOARD = '3 8 4 1 2 5 7 0 6'; // 11 moves from the spiral goal
const GOAL = 'spiral';
const WORDS = { en, 'zh-CN': zh };

/** The catalogue's text `key` in `language`, with `args`. */
function said(language, key, args) {
  const text = WORDS[language][key] ?? en[key];
  return typeof text === 'function' ? text(args ?? {}) : text;
}

/** Every row to try: each algorithm (Manhattan where it uses a heuristic), then each heuristic of the Solve menu with A*. */
function rows(engine) {
  const algorithms = engine.algorithms();
  const heuristics = engine.heuristics().filter((h) => !h.needsTables);
  const plain = algorithms.find((a) => a.usesHeuristic && !a.iterative && !a.bidirectional && !a.parameter && a.optimality !== 'none');
  return [
    ...algorithms.map((a) => ({ algorithm: a.name, heuristic: a.usesHeuristic ? 'manhattan' : 'zero', uses: a.usesHeuristic })),
    ...heuristics.map((h) => ({ algorithm: plain.name, heuristic: h.name, uses: true })),
  ];
}

/** The engine's session for `row`, stepped `steps` times (Infinity: to the end); → its summary and its quiz then. */
function engineAt(engine, { algorithm, heuristic, weight = 1 }, steps) {
  const session = new engine.Session(BOARD, GOAL, algorithm, heuristic, weight, 0, 0);
  let summary = session.step(0);
  for (let i = 0; i < steps && !summary.finished; i++) summary = session.step(steps === Infinity ? Infinity : 1);
  const quiz = summary.finished ? null : session.quiz(4);
  session.free();
  return { summary, quiz };
}

/** The pseudo-code of the engine's `entry` as the Explain view words it in `language` (pseudocode.js). */
function listingIn(language, entry) {
  const short = WORDS[language][`algorithm.${entry.name}.short`] ?? entry.short;
  const name = (typeof short === 'function' ? short({}) : short).replaceAll(' ', '');
  return entry.listing.map((l) => said(language, `explain.line.${l.code}`, { name }));
}

/**
 * The test of every row in `language` ('en' or 'zh-CN'), for a file's `test(…)`; `browser` is
 * the file's `useBrowser()`.
 */
export async function catalogueRowsTest(t, browser, language) {
  const page = await browser.open(t);
  const solve = new Solve(page);
  const compare = new Compare(page);
  const engine = await nodeEngine();
  await check(page, `catalogue-rows-${language}`, async () => {
    const tried = [];
    const all = BROWSER !== 'firefox';
    await page.locator('#language').selectOption(language);
    await waitFor(page, (lang) => document.documentElement.lang === lang, language);
    for (const [index, row] of rows(engine).entries()) {
      // Firefox: English for the even rows, Chinese for the odd ones.
      if (!all && index % 2 !== (language === 'en' ? 0 : 1)) continue;
      const what = `${row.algorithm} + ${row.heuristic} (${language})`;
      // Solve.
      await page.locator('nav.views button[data-view="solve"]').click();
      await typeStart(page, BOARD);
      await solve.ids.goal.selectOption(GOAL);
      await solve.ids.algorithm.selectOption(row.algorithm);
      if (row.uses) await solve.ids.heuristic.selectOption(row.heuristic);
      await solve.ids.reset.click();
      await waitFor(page, () => document.body.dataset.state === 'idle' && !document.getElementById('step').disabled);
      // The parameter the page searches with (a row's page default: weighted A*'s w, depth-limited L).
      const solveRow = { ...row, weight: Number(await page.locator('#parameter').inputValue()) };
      const end = engineAt(engine, solveRow, Infinity).summary;
      const steps = Math.min(3, end.steps);
      for (let i = 0; i < steps; i++) await solve.ids.step.click();
      await solve.waitForStep(steps);
      await solve.ids.back.click();
      await solve.waitForStep(steps - 1);
      const at = engineAt(engine, solveRow, steps - 1);
      const { expanded, generated, frontier, visited } = at.summary;
      assert.deepEqual(await solve.counters(), { expanded, generated, frontier, visited }, what);

      // The quiz, where the engine asks a question at this step: its candidates and its reason.
      if (at.quiz) {
        await solve.ids.quiz.check();
        await waitFor(page, (n) => document.querySelectorAll('#quiz-candidates button:not([disabled])').length === n, at.quiz.candidates.length);
        await page.locator(`#quiz-candidates button[data-index="${at.quiz.answer}"]`).click();
        const lines = [said(language, 'quiz.right'), said(language, `quiz.why.${at.quiz.reason.code}`, at.quiz.reason.args)];
        await waitFor(page, (want) => JSON.stringify([...document.querySelectorAll('#quiz-result p')].map((p) => p.textContent)) === want, JSON.stringify(lines));
        await solve.ids.quiz.uncheck();
      }

      // Explain: the algorithm's pseudo-code, the engine's listing worded in the page's language.
      if (row.heuristic === 'manhattan' || !row.uses) {
        const entry = engine.algorithms().find((a) => a.name === row.algorithm);
        const lines = listingIn(language, entry);
        await page.locator('nav.views button[data-view="explain"]').click();
        await waitFor(
          page,
          (want) => JSON.stringify([...document.querySelectorAll('#view-explain .code li code')].map((c) => c.textContent)) === want,
          JSON.stringify(lines),
        );
        const codes = await page.locator('#view-explain .code li').evaluateAll((lis) => lis.map((li) => li.dataset.line));
        let statement = '';
        assert.deepEqual(codes, entry.listing.map((l) => (statement = l.joined ? statement : l.code)), `${what}: the listing's lines`);
      }

      // Compare: the row as lane 1, beside breadth-first search.
      await compare.openAnyLanguage();
      await compare.ids.start.fill(BOARD);
      await compare.ids.start.press('Enter');
      await compare.ids.goal.selectOption(GOAL);
      const lane = compare.lane(1);
      await lane.ids.algorithm.selectOption(row.algorithm);
      if (row.uses) await lane.ids.heuristic.selectOption(row.heuristic);
      await waitFor(page, () => !document.getElementById('cmp-run').disabled);
      const laneWeight = Number(await page.locator('#cmp-lane1-parameter').inputValue());
      const raced = engineAt(engine, { ...row, weight: laneWeight }, Infinity).summary;
      await compare.ids.run.click();
      await compare.waitForFinish();
      const [first] = await compare.tableRows();
      if (raced.status === 'solved') assert.equal(first.values.solutionLength, String(raced.solutionLength), what);
      else assert.equal(first.values.solutionLength, null, what);
      const [download] = await Promise.all([page.waitForEvent('download'), compare.ids.download.click()]);
      const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\n');
      assert.equal(csv.length, 1 + (await compare.lanes.count()), `${what}: a header and a line per lane`);
      await compare.ids.reset.click();
      tried.push(what);
    }
    const count = rows(engine).length;
    assert.equal(tried.length, all ? count : language === 'en' ? Math.ceil(count / 2) : Math.floor(count / 2));
  });
}
