// The quiz "which node is expanded next?" (issue 13) in the Solve view: a
// run of 20 steps on a pinned board, some picks right and some wrong on
// purpose. The right answers and the reasons come from the engine in node
// (the same wasm the page runs, asked the same question before each step),
// so the page's score and reason lines are checked against the engine, not
// against a second copy of the rules. After each pick the answered cards stay,
// marked, until Next question (the step has landed meanwhile); Step moves on
// without it. A Chinese run shows no English.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/i18n/en.js';
import { check, englishWords, frames, nodeEngine, typeStart, useBrowser, waitFor } from './harness.mjs';
import { Solve } from './pages/index.mjs';

const BOARD = '2 3 4 1 5 0 7 6 8';
const STEPS = 20;

const browser = useBrowser();

/** The engine's questions for the first `steps` steps of `algorithm` on BOARD. */
async function engineQuestions(algorithm, heuristic, steps) {
  const { Session } = await nodeEngine();
  const session = new Session(BOARD, 'ordered', algorithm, heuristic, 1, 0, 0);
  const questions = [];
  for (let i = 0; i < steps; i++) {
    const quiz = session.quiz(4);
    if (!quiz) break;
    questions.push(quiz);
    session.step(1);
  }
  session.free();
  return questions;
}

/** The Solve view on BOARD with `algorithm`, and `heuristic` and `weight` where given (by the fields' ids: any language). */
async function choose(page, algorithm, heuristic, weight) {
  await typeStart(page, BOARD);
  await page.locator('#algorithm').selectOption(algorithm);
  if (heuristic !== undefined) await page.locator('#heuristic').selectOption(heuristic);
  if (weight !== undefined) await page.locator('#parameter').fill(String(weight));
}

/** Waits for the question after `asked` answers, with `count` candidate buttons ready to click, in `root` (a selector). */
async function question(page, count, asked, root = '#content') {
  await waitFor(
    page,
    ([n, done, where]) => {
      const buttons = [...document.querySelectorAll(`${where} .quiz-candidates button`)];
      const score = document.querySelector(`${where} .quiz-score`).textContent;
      return buttons.length === n && buttons.every((b) => !b.disabled) && score.endsWith(`/ ${done}`);
    },
    [count, asked, root],
  );
}

/**
 * Waits until the answer after `asked` picks is shown with the next question held (the step has landed
 * and the next-question button is there) in `root`; → the answered cards' marks:
 * `{ count, answer, wrong, disabled }` (indices of the outlined and the struck card, -1 for none).
 */
async function answerShown(page, asked, root = '#content') {
  await waitFor(
    page,
    ([done, where]) => !document.querySelector(`${where} .quiz-next`).hidden && document.querySelector(`${where} .quiz-score`).textContent.endsWith(`/ ${done}`),
    [asked, root],
  );
  return page.evaluate((where) => {
    const cards = [...document.querySelectorAll(`${where} .quiz-candidates .quiz-candidate`)];
    return {
      count: cards.length,
      answer: cards.findIndex((c) => c.classList.contains('quiz-answer')),
      wrong: cards.findIndex((c) => c.classList.contains('quiz-wrong')),
      disabled: cards.every((c) => c.querySelector('button').disabled),
    };
  }, root);
}

test('a quiz of 20 steps with A*: the score and the reasons are the engine’s', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'quiz-astar', async () => {
    await choose(page, 'astar', 'manhattan');
    await solve.waitForStatus(/^Ready/);
    // One question more than the picks: the one shown after the last pick.
    const questions = await engineQuestions('astar', 'manhattan', STEPS + 1);
    assert.equal(questions.length, STEPS + 1);
    await page.getByLabel('Quiz', { exact: true }).check();
    let right = 0;
    const reasons = new Set();
    for (const [i, quiz] of questions.slice(0, STEPS).entries()) {
      await question(page, quiz.candidates.length, i);
      // Every third pick is wrong on purpose (when there is another candidate).
      const wrong = i % 3 === 1 && quiz.candidates.length > 1;
      const pick = wrong ? (quiz.answer + 1) % quiz.candidates.length : quiz.answer;
      if (!wrong) right += 1;
      await page.locator('#quiz-candidates button').nth(pick).click();
      const lines = [wrong ? en['quiz.wrong'] : en['quiz.right'], en[`quiz.why.${quiz.reason.code}`](quiz.reason.args)];
      reasons.add(quiz.reason.code);
      await waitFor(page, (want) => JSON.stringify([...document.querySelectorAll('#quiz-result p')].map((p) => p.textContent)) === want, JSON.stringify(lines));
      await waitFor(page, (text) => document.getElementById('quiz-score').textContent.endsWith(text), `Score: ${right} / ${i + 1}`);
      // The step has landed, and the answered cards are still there, marked, until Next question.
      assert.deepEqual(await answerShown(page, i + 1), { count: quiz.candidates.length, answer: quiz.answer, wrong: wrong ? pick : -1, disabled: true }, `pick ${i + 1}`);
      assert.equal(await solve.expanded(), i + 1);
      assert.equal(await page.locator('#quiz-score').textContent(), `Score: ${right} / ${i + 1}`);
      if (i < STEPS - 1) await page.getByRole('button', { name: 'Next question', exact: true }).click();
    }
    assert.equal(right, 13);
    assert.deepEqual([...reasons].sort(), ['smallest-f', 'tie-larger-g']);
    await page.screenshot({ path: 'docs/quiz.png' });
    // Next question: the question held since the last step.
    await page.getByRole('button', { name: 'Next question', exact: true }).click();
    await question(page, questions[STEPS].candidates.length, STEPS);
    assert.equal(await page.locator('#quiz-score').textContent(), 'Which node is expanded next? Score: 13 / 20');
    assert.equal(await page.locator('#quiz-next').isHidden(), true);
    assert.deepEqual(await page.locator('#quiz-result p').allTextContents(), [en['quiz.wrong'], en[`quiz.why.${questions[STEPS - 1].reason.code}`](questions[STEPS - 1].reason.args)]);
    // The switch off: the summary.
    await page.getByLabel('Quiz', { exact: true }).uncheck();
    assert.equal(await page.locator('#quiz-score').textContent(), 'Quiz over: 13 of 20 questions right.');
  });
});

test('weighted A*\'s reason adds f up as it does: g + 2 × h', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'quiz-wastar', async () => {
    await choose(page, 'wastar', 'manhattan', 2);
    await solve.waitForStatus(/^Ready/);
    await page.getByLabel('Quiz', { exact: true }).check();
    await question(page, 1, 0);
    await page.locator('#quiz-candidates button').first().click();
    // The root: g 0 and Manhattan distance 9, so f = 0 + 2 × 9.
    await waitFor(page, () => document.querySelectorAll('#quiz-result p').length === 2);
    assert.deepEqual(await page.locator('#quiz-result p').allTextContents(), [en['quiz.right'], 'The smallest f = g + 2 × h in the frontier (18).']);
  });
});

test('an answer stays until Next question, which the keyboard reaches; Step moves on without it', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'quiz-next', async () => {
    await choose(page, 'astar', 'manhattan');
    await solve.waitForStatus(/^Ready/);
    const questions = await engineQuestions('astar', 'manhattan', 4);
    await page.getByLabel('Quiz', { exact: true }).check();
    // By keyboard: Enter on the answer, then Enter on the button the focus went to.
    await question(page, questions[0].candidates.length, 0);
    await page.locator('#quiz-candidates button').nth(questions[0].answer).focus();
    await page.keyboard.press('Enter');
    await answerShown(page, 1);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'quiz-next');
    await page.keyboard.press('Enter');
    await question(page, questions[1].candidates.length, 1);
    assert.equal(await page.evaluate(() => document.activeElement?.closest('ol')?.id), 'quiz-candidates');
    // The answer stays on screen while the page is left alone…
    await page.locator('#quiz-candidates button').nth(questions[1].answer).click();
    await answerShown(page, 2);
    await frames(page, 18);
    assert.deepEqual(await answerShown(page, 2), { count: questions[1].candidates.length, answer: questions[1].answer, wrong: -1, disabled: true });
    // In presentation mode too, only the answer is outlined (buttons are bordered there).
    await page.locator('#presentation').click();
    const borders = await page.evaluate(() => [...document.querySelectorAll('#quiz-candidates button')].map((b) => getComputedStyle(b).borderTopColor));
    assert.deepEqual(
      borders.map((colour, i) => (i === questions[1].answer) === (colour !== 'rgba(0, 0, 0, 0)')),
      borders.map(() => true),
      `borders in presentation mode: ${borders.join(', ')}`,
    );
    await page.locator('#presentation').click();
    // …and Step takes the step without the button: the question after it is shown at once.
    await solve.step();
    await question(page, questions[3].candidates.length, 2);
    assert.equal(await page.locator('#quiz-next').isHidden(), true);
    assert.equal(await solve.expanded(), 3);
    assert.equal(await page.locator('#quiz-score').textContent(), 'Which node is expanded next? Score: 2 / 2');
  });
});

test('while the search plays, the question cannot be answered; paused, the question is about where it stands', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'quiz-play', async () => {
    await choose(page, 'astar', 'manhattan');
    await solve.waitForStatus(/^Ready/);
    await page.getByLabel('Quiz', { exact: true }).check();
    await question(page, 1, 0);
    await page.locator('#speed').fill('2');
    await solve.play();
    // The root's question goes stale as soon as the search moves: its card is disabled, and no prompt.
    await waitFor(page, () => document.body.dataset.state === 'searching' && document.querySelector('#quiz-candidates button').disabled);
    assert.equal(await page.locator('#quiz-candidates').getAttribute('class'), 'children quiz-candidates quiz-stale');
    assert.equal(await page.locator('#quiz-score').textContent(), 'Score: 0 / 0');
    await waitFor(page, () => Number(document.querySelector('#counters').textContent.match(/Expanded\s*(\d+)/)?.[1]) >= 2);
    await solve.pause();
    await solve.waitForStatus(/^Paused/);
    const expanded = await solve.expanded();
    const expected = (await engineQuestions('astar', 'manhattan', expanded + 1))[expanded];
    await question(page, expected.candidates.length, 0);
    const numbers = await page.locator('#quiz-candidates .child-numbers').allTextContents();
    assert.deepEqual(numbers, expected.candidates.map((c) => `g ${c.g}\nh ${c.h}\nf ${c.f}`));
    await page.locator('#quiz-candidates button').nth(expected.answer).click();
    await answerShown(page, 1);
    assert.equal(await page.locator('#quiz-score').textContent(), 'Score: 1 / 1');
  });
});

test('on a 1024×768 projector the quiz takes the children’s room, not the board’s', async (t) => {
  const page = await browser.open(t, { width: 1024, height: 768 });
  const solve = new Solve(page);
  await check(page, 'quiz-projector', async () => {
    await choose(page, 'astar', 'manhattan');
    await solve.waitForStatus(/^Ready/);
    const boardHeight = () => page.evaluate(() => document.getElementById('board').getBoundingClientRect().height);
    await solve.step();
    await solve.waitForStatus(/^Paused after 1 expansion/);
    const without = await boardHeight();
    assert.equal(await page.locator('#expansion').isVisible(), true);
    await page.getByLabel('Quiz', { exact: true }).check();
    const questions = await engineQuestions('astar', 'manhattan', 2);
    await question(page, questions[1].candidates.length, 0);
    await page.locator('#quiz-candidates button').nth(questions[1].answer).click();
    await answerShown(page, 1);
    // The answer, its reason and the cards on screen: the board keeps (at least nine tenths of) its size.
    assert.equal(await page.locator('#expansion').isVisible(), false);
    const withQuiz = await boardHeight();
    assert.ok(withQuiz >= 0.9 * without, `the board is ${withQuiz} px with the quiz, ${without} px without`);
    await page.getByLabel('Quiz', { exact: true }).uncheck();
    assert.equal(await page.locator('#expansion').isVisible(), true);
  });
});

test('the quiz in Chinese, with IDA*: no English on the page', async (t) => {
  const page = await browser.open(t, undefined, undefined, { locale: 'zh-CN' });
  await check(page, 'quiz-zh', async () => {
    await choose(page, 'idastar', 'manhattan');
    const questions = await engineQuestions('idastar', 'manhattan', 6);
    await page.locator('#quiz-on').check();
    for (const [i, quiz] of questions.slice(0, STEPS).entries()) {
      await question(page, quiz.candidates.length, i);
      await page.locator('#quiz-candidates button').nth(quiz.answer).click();
      await waitFor(page, (n) => document.getElementById('quiz-score').textContent.endsWith(`${n} / ${n}`), i + 1);
      await answerShown(page, i + 1);
      if (i < questions.length - 1) await page.locator('#quiz-next').click();
    }
    assert.equal(await page.locator('#quiz-next').textContent(), '下一题');
    assert.match(await page.locator('#quiz-result').textContent(), /^答对了/);
    assert.deepEqual(await englishWords(page), []);
    await page.screenshot({ path: 'docs/zh-quiz.png' });
  });
});

test('the quiz in Explain with BFS: the same questions, its own score', async (t) => {
  const page = await browser.open(t);
  const solve = new Solve(page);
  await check(page, 'quiz-explain', async () => {
    await choose(page, 'bfs');
    await solve.waitForStatus(/^Ready/);
    const questions = await engineQuestions('bfs', 'zero', 8);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await page.locator('#view-explain .quiz-on').check();
    for (const [i, quiz] of questions.entries()) {
      await question(page, quiz.candidates.length, i, '#view-explain');
      const wrong = i === 2 && quiz.candidates.length > 1;
      await page.locator('#view-explain .quiz-candidates button').nth(wrong ? (quiz.answer + 1) % quiz.candidates.length : quiz.answer).click();
      const lines = [wrong ? en['quiz.wrong'] : en['quiz.right'], en[`quiz.why.${quiz.reason.code}`](quiz.reason.args)];
      await waitFor(page, (want) => JSON.stringify([...document.querySelectorAll('#view-explain .quiz-result p')].map((p) => p.textContent)) === want, JSON.stringify(lines));
      assert.equal((await answerShown(page, i + 1, '#view-explain')).answer, quiz.answer);
      await page.locator('#view-explain .quiz-next').click();
    }
    assert.deepEqual([...new Set(questions.map((q) => q.reason.code))], ['fifo']);
    await waitFor(page, () => document.querySelector('#view-explain .quiz-score').textContent === 'Which node is expanded next? Score: 7 / 8');
    assert.equal(await solve.expanded(), 8);
  });
});
