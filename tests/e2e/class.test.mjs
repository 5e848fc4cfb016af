// A live class end to end through the real class server (issue 27, docs/CLASS.md): the test
// starts `npuzzle class` on a free port with a database of its own, a teacher (Chromium) starts a
// class, three students join from its join address — one in Chromium, one in Chromium in
// Chinese, one in Firefox — and the class predicts the next expansion: the teacher's tab is
// reloaded in the middle of the question and takes the room back, the last answer arrives, the
// question is closed, the step is taken, and every phone says right or wrong in the engine's words,
// in its own language. The expected cards, answer and reason come from the engine in node, and
// every wait is for the page's own signals (its data-* attributes), never for time.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, axeProblems, check, nodeEngine, useBrowser, waitFor } from './harness.mjs';
import { launchFirefox } from './firefox.mjs';
import { Solve, Student, Teacher } from './pages/index.mjs';
import en from '../../www/i18n/en.js';
import zh from '../../www/i18n/zh-CN.js';

const browser = useBrowser();
const BINARY = join(ROOT, 'target', 'release', 'npuzzle');
const PHONE = { width: 390, height: 844 };

/**
 * The class server of this file, started by the first test that asks for it: `{ url, stop() }`.
 * Not a top-level `before` hook: that hook is the whole group's (run.mjs imports this file beside
 * others into one process), so a missing binary would fail every test of the group, not these.
 */
let started = null;
const classServer = () => (started ??= startServer());

/** Starts `npuzzle class` on a free port with a fresh database; resolves once it says where it listens. */
async function startServer() {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`cargo build --release\` before this test`);
  const folder = mkdtempSync(join(tmpdir(), 'npuzzle-class-'));
  const child = spawn(BINARY, ['class', '--port', '0', '--host', '127.0.0.1', '--db', join(folder, 'class.sqlite'), '--dist', join(ROOT, 'dist')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const found = /npuzzle class: listening on (http:\/\/[^\s]+)/.exec(output);
      if (found) resolve(found[1].replace(/\/?$/, '/'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npuzzle class exited (${code}) before it listened:\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(folder, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

after(async () => (await started?.catch(() => null))?.stop());

/** The engine's quiz at `steps` steps of A* with Manhattan on `start` (the page's opening search). */
async function engineQuiz(start, steps) {
  const { Session } = await nodeEngine();
  const session = new Session(start, 'ordered', 'astar', 'manhattan', 1, 0, 0);
  if (steps) session.step(steps);
  const quiz = session.quiz(4);
  const then = session.step(1);
  session.free();
  return { quiz, next: Array.from(then.tiles).join(' ') };
}

/** The engine's reason worded as the page's catalogue words it, in English and in Chinese. */
const worded = (catalogue, reason) => catalogue[`quiz.why.${reason.code}`](reason.args);

test('a class predicts the next expansion: three phones, two browsers, two languages, a reload of the teacher', async (t) => {
  const server = await classServer();
  const teacherPage = await browser.open(t, { width: 1366, height: 768 }, '', { base: server.url });
  await check(teacherPage, 'class-teacher', async (page) => {
    const teacher = new Teacher(page);
    const solve = new Solve(page);
    // The class server serves the page: the top bar offers a class.
    await waitFor(page, () => !document.getElementById('class-open').hidden);
    const { code, url } = await teacher.start();
    assert.match(code, /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    assert.equal(url, `${server.url}?class=${code}`);
    // The QR code is the server's SVG of that address, drawn on the page.
    await waitFor(page, () => /** @type {HTMLImageElement} */ (document.querySelector('.class-qr')).naturalWidth > 0);
    assert.equal(await page.evaluate(() => new URL(document.querySelector('.class-qr').getAttribute('src'), location.href).pathname), '/class/qr.svg');

    // Three students: Chromium in English, Chromium in Chinese (its browser's language), Firefox.
    const ada = new Student(await browser.open(t, PHONE, `?class=${code}`, { base: server.url }));
    const li = new Student(await browser.open(t, PHONE, `?class=${code}`, { base: server.url, locale: 'zh-CN' }));
    const firefox = await launchFirefox({ root: ROOT });
    t.after(() => firefox.close());
    const foxPage = await (await firefox.newContext({ viewport: PHONE })).newPage();
    const problems = [];
    foxPage.on('pageerror', (error) => problems.push(`firefox page error: ${error.message}`));
    await foxPage.goto(`${server.url}?class=${code}`);
    await foxPage.waitForFunction(() => document.getElementById('class')?.dataset.status === 'form');
    const fox = new Student(foxPage);
    for (const student of [ada, li, fox]) assert.equal(await student.code(), code, 'the join address fills the code in');
    assert.equal(await ada.join('Ada'), 1);
    assert.equal(await li.join('李雷'), 2);
    assert.equal(await fox.join(), 3);
    await teacher.joined(3);
    // Names stay hidden on the projector until the teacher shows them.
    assert.deepEqual((await teacher.roster()).map((s) => s.name), ['#1', '#2', '#3']);

    // The teacher takes two steps; every phone follows, with its own engine.
    const start = await page.locator('#start').inputValue();
    await solve.ids.step.click();
    await solve.waitForStep(1);
    await solve.ids.step.click();
    await solve.waitForStep(2);
    await waitFor(page, () => new URLSearchParams(location.hash.slice(1)).get('step') === '2');
    const { quiz, next } = await engineQuiz(start, 2);
    const boardAt2 = await page.evaluate(() => document.getElementById('board').dataset.tiles);
    for (const student of [ada, li, fox]) await student.follows(boardAt2, 2);

    // "Which node is expanded next?": the engine's quiz, on the projector and on every phone.
    await teacher.askNode();
    const cards = quiz.candidates.map((c) => Array.from(c.tiles).join(' '));
    assert.deepEqual((await teacher.question()).cards.map((c) => c.tiles), cards);
    const right = quiz.answer;
    const wrong = (right + 1) % cards.length;
    assert.equal(cards[right], next, 'the right card is the node the engine expands at step 3');
    assert.deepEqual((await ada.question(1)).cards, cards);
    assert.deepEqual(await li.question(1), { topic: zh['class.topic.next-node'], cards });
    assert.deepEqual((await fox.question(1)).cards, cards);
    // The projector's panel and a phone's bar hold no serious or critical accessibility problem (axe).
    assert.deepEqual(await axeProblems(page, '#class'), []);
    assert.deepEqual(await axeProblems(li.page, '#class'), []);

    await ada.pick(right);
    await li.pick(wrong);
    await teacher.answered(2);
    // The README's picture of the projector: answers arriving (two of three), names hidden.
    await page.screenshot({ path: join(ROOT, 'docs', 'class-teacher.png') });
    // A phone that went away (here: reloaded) takes its seat back, its answer with it, by itself.
    await li.page.reload();
    await waitFor(li.page, (k) => {
      const bar = document.getElementById('class');
      return bar.dataset.seat === '2' && bar.dataset.question === '1' && bar.dataset.answered === String(k);
    }, wrong);

    // The teacher's tab reloads mid-question: the room, the open question and its answers come back.
    await page.reload();
    await waitFor(page, () => document.getElementById('status').dataset.kind !== 'loading');
    await teacher.room();
    await teacher.answered(2);
    const back = await teacher.question();
    assert.equal(back.state, 'open');
    assert.equal(back.question, '1');
    assert.deepEqual(back.cards.map((c) => c.count), cards.map((_, i) => (i === right || i === wrong ? 1 : 0)));
    // The reloaded page stands at the step the question is about (its link kept it).
    await waitFor(page, () => new URLSearchParams(location.hash.slice(1)).get('step') === '2' && document.body.dataset.state === 'paused');

    await fox.pick(right);
    await teacher.answered(3);
    assert.deepEqual((await teacher.question()).cards.map((c) => c.count), cards.map((_, i) => (i === right ? 2 : i === wrong ? 1 : 0)));

    // Closed: the right card marked, the step taken, every phone told why in its language.
    await teacher.close();
    const closed = await teacher.question();
    assert.deepEqual(closed.cards.map((c) => c.right), cards.map((_, i) => i === right));
    assert.deepEqual(closed.why, [worded(en, quiz.reason)]);
    await waitFor(page, (tiles) => document.getElementById('board').dataset.tiles === tiles, next);
    for (const student of [ada, li, fox]) await student.follows(next, 3);
    const adaResult = await ada.result(1);
    assert.deepEqual(adaResult, { right: true, lines: [en['class.right'], en['class.cardWas']({ n: right + 1 }), worded(en, quiz.reason), en['class.score']({ score: 1 })], score: 1 });
    const liResult = await li.result(1);
    assert.equal(liResult.right, false);
    assert.equal(liResult.score, 0);
    assert.deepEqual(liResult.lines.slice(0, 3), [zh['class.wrong'], zh['class.cardWas']({ n: right + 1 }), worded(zh, quiz.reason)]);
    assert.equal((await fox.result(1)).score, 1);
    // The README's pictures of a phone after the question: right in English, wrong in Chinese, each with its reason.
    await ada.page.screenshot({ path: join(ROOT, 'docs', 'class-student.png') });
    await li.page.screenshot({ path: join(ROOT, 'docs', 'zh-class-student.png') });

    // The running score per seat, the class summary and, with names shown, the gradebook's CSV.
    await teacher.scores([1, 0, 1]);
    assert.deepEqual(await teacher.summary(), [en['class.summaryLine.node']({ question: 1, right: 2, answered: 3 })]);
    await teacher.showNames();
    await waitFor(page, () => [...document.querySelectorAll('.class-student-name')].map((n) => n.textContent).join(',') === 'Ada,李雷,#3');
    const csv = (await teacher.csv()).trim().split(/\r?\n/);
    assert.equal(csv[0], 'question,kind,seat,nickname,answer,right,points,score_after,answered_at');
    const rows = csv.slice(1).map((line) => line.split(','));
    assert.deepEqual(
      rows.map((r) => r.slice(0, 8)),
      [
        ['1', 'next-node', '1', 'Ada', String(right), 'true', '1', '1'],
        ['1', 'next-node', '2', '李雷', String(wrong), 'false', '0', '0'],
        ['1', 'next-node', '3', '', String(right), 'true', '1', '1'],
      ],
    );
    assert.deepEqual(problems, []);
  });
});

test('a number question, the teacher in Chinese: the truth is the search run to its end, the histogram marks it, an exact guess scores', async (t) => {
  const server = await classServer();
  const page = await browser.open(t, { width: 1366, height: 768 }, '', { base: server.url, locale: 'zh-CN' });
  await check(page, 'class-number', async () => {
    const teacher = new Teacher(page);
    const { code } = await teacher.start();
    const near = new Student(await browser.open(t, PHONE, `?class=${code}`, { base: server.url }));
    const exact = new Student(await browser.open(t, PHONE, `?class=${code}`, { base: server.url }));
    await near.join('near');
    await exact.join('exact');
    await teacher.joined(2);
    const start = await page.locator('#start').inputValue();
    const { Session } = await nodeEngine();
    const session = new Session(start, 'ordered', 'astar', 'manhattan', 1, 0, 0);
    const end = session.step(Infinity);
    session.free();
    assert.equal(end.status, 'solved');

    await teacher.askNumber();
    await near.question(1);
    await exact.question(1);
    await near.guess(end.expanded + 40);
    await exact.guess(end.expanded);
    await teacher.answered(2);
    await teacher.close();
    // The README's picture of the projector in Chinese: the histogram against the truth.
    await page.screenshot({ path: join(ROOT, 'docs', 'zh-class-teacher.png') });
    const shown = await teacher.question();
    const truthBins = shown.bins.filter((b) => b.truth);
    assert.equal(truthBins.length, 1);
    assert.ok(truthBins[0].from <= end.expanded && end.expanded <= truthBins[0].to);
    assert.equal(shown.bins.reduce((a, b) => a + b.count, 0), 2);
    assert.ok(shown.why.includes(zh['class.truth']({ truth: end.expanded })));
    assert.match(shown.topic, /^使用.+到达目标之前要扩展多少个结点？$/);
    assert.deepEqual((await exact.result(1)).score, 1);
    const missed = await near.result(1);
    assert.equal(missed.right, false);
    assert.ok(missed.lines.includes(en['class.truth']({ truth: end.expanded })));
    await teacher.scores([0, 1]);
  });
});

test('served by a static server (npm start, a static host), the page offers no class and no request fails', async (t) => {
  const page = await browser.open(t);
  await check(page, 'class-static', async () => {
    await waitFor(page, () => document.documentElement.dataset.classServer === 'no');
    assert.equal(await page.locator('#class-open').isHidden(), true);
    assert.equal(await page.locator('#class').isHidden(), true);
  });
});

test('the built-in lecture, live: its step on dominance asks the class, and the heuristic that dominates is right', async (t) => {
  const server = await classServer();
  const page = await browser.open(t, { width: 1366, height: 768 }, '', { base: server.url });
  await check(page, 'class-lesson', async () => {
    const teacher = new Teacher(page);
    const { code } = await teacher.start();
    const student = new Student(await browser.open(t, PHONE, `?class=${code}`, { base: server.url }));
    await student.join();
    await teacher.joined(1);
    // The lecture's eighth step ("Admissible and consistent") carries the class question "which heuristic dominates?".
    await page.evaluate(() => {
      window.location.hash = 'lesson=intro&lesson-step=8';
    });
    const ask = page.locator('.lesson-ask-class');
    await waitFor(page, () => document.querySelector('.lesson-ask-class')?.dataset.kind === 'choice');
    await ask.click();
    await waitFor(page, () => document.querySelector('.class-question').dataset.state === 'open' && document.querySelector('.class-question').dataset.question === '1');
    // The engine's chain (its English titles, as an English page shows them), weakest first.
    const chain = (await nodeEngine()).heuristics().filter((h) => h.chain).map((h) => h.title).slice(1);
    const { topic, cards: options } = await student.question(1);
    assert.equal(topic, en['class.topic.dominates']);
    assert.deepEqual([...options].sort(), [...chain].sort(), 'the chain but h = 0, in some order');
    const strongest = options.indexOf(chain.at(-1));
    await student.pick(strongest);
    await teacher.answered(1);
    await teacher.close();
    const result = await student.result(1);
    assert.deepEqual(result.lines, [en['class.right'], en['class.answerWas']({ answer: chain.at(-1) }), en['class.why.dominates']({ chain }), en['class.score']({ score: 1 })]);
    // The view the step set up (Accuracy) is the phone's too.
    await waitFor(student.page, () => document.body.dataset.view === 'accuracy');
    // End the class: the phone is told; the answers can still be exported for the gradebook.
    await teacher.end();
    await waitFor(student.page, () => document.getElementById('class').dataset.status === 'ended');
    const csv = (await teacher.csv()).trim().split(/\r?\n/);
    assert.deepEqual(csv.slice(1).map((line) => line.split(',').slice(0, 8)), [['1', 'choice', '1', '', String(strongest), 'true', '1', '1']]);
  });
});
