// The quiz "which node is expanded next?" in the Solve view (issue 13). While
// the switch is on, the student picks one of the candidate boards before each
// step; picking takes the step, and the answer is shown with its one-line
// reason and a running score. The engine decides everything (src/search/
// quiz.rs, asked of a fork in the search's worker): this module only shows
// the candidates, counts and words the reason by its code (`quiz.why.<code>`).
//
// An answer stays on screen, its cards marked (the answer outlined, a wrong
// pick struck), until the student asks for the next question: the question
// after the step is fetched at once but held, so "the highlighted node" of the
// reason is still there to be looked at. Any other step (Step, Back, Play, a
// new search) moves on without the button.

import { h } from './dom.js';
import { rounded, short } from '../i18n/format.js';
import { onLanguageChange, t } from '../i18n/index.js';
import { drawMini } from './tiles.js';
import { sizeFacts } from '../engine/catalogue.js';

const $ = (id) => document.getElementById(id);
const MINI_SIZE = 50;

export class QuizView {
  /**
   * @param {{ search: () => any, problem: () => any, step: () => unknown }} host
   *   the view's current search (a RemoteSearch or null), its problem, and its Step; the host
   *   calls {@link QuizView#ask} whenever its search stands still
   * @param {HTMLElement} [root]  where the switch and the panel are (built by {@link quizMarkup});
   *   the Solve view's static ones (index.html) when absent
   */
  constructor(host, root) {
    this.host = host;
    /** @returns {HTMLElement} */
    const find = (id) => (root ? /** @type {HTMLElement} */ (root.querySelector(`.${id}`)) : $(id));
    this.toggle = /** @type {HTMLInputElement} */ (find('quiz-on'));
    this.box = find('quiz');
    this.list = find('quiz-candidates');
    this.result = find('quiz-result');
    this.score = find('quiz-score');
    this.nextButton = /** @type {HTMLButtonElement} */ (find('quiz-next'));
    this.reset();
    this.toggle.addEventListener('change', () => (this.toggle.checked ? this.start() : this.stop()));
    this.nextButton.addEventListener('click', () => this.next());
    onLanguageChange(() => this.#words());
  }

  /** Right and asked back to 0 (a new search, or the switch turned on). */
  reset() {
    this.right = 0;
    this.asked = 0;
    /** The question shown: `{ quiz, search, steps }` (the search's step count it is about), or null. */
    this.question = null;
    /** The last answer: `{ right, picked, reason }` (the candidate picked), or null. */
    this.last = null;
    /**
     * While an answer is shown: the search and its step count when the pick was made, the
     * question answered (its cards stay), the question asked after the pick's step (held until
     * {@link QuizView#next}) and whether the quiz had the focus; or null.
     */
    this.review = null;
    this.over = false;
  }

  start() {
    this.reset();
    this.box.hidden = false;
    this.ask();
  }

  /** The switch off: the summary stays until it is turned on again. */
  stop() {
    this.question = null;
    this.review = null;
    this.list.replaceChildren();
    this.over = true;
    this.#words();
  }

  /** A new search (configure or Reset): the count starts again if the quiz is on. */
  restart() {
    if (this.toggle.checked) this.start();
  }

  /** Asks the engine for the question before the next step (after each step, or when paused). */
  async ask() {
    if (!this.toggle.checked) return;
    const search = this.host.search();
    const steps = search?.summary.steps;
    const quiz = search && !search.summary.finished ? await search.quiz(4) : null;
    // A search that moved meanwhile (Play) is asked again once it stands still.
    if (!this.toggle.checked || search !== this.host.search() || search?.summary.steps !== steps) return;
    const { review } = this;
    if (review?.search === search && search.summary.steps === review.steps + 1) {
      // The state the pick's step led to: the answer stays, the question waits for the button.
      review.held = quiz;
      this.over = !quiz;
      this.#words();
      if (quiz && review.focused) this.nextButton.focus();
      review.focused = false;
      return;
    }
    this.review = null;
    if (!quiz) {
      this.question = null;
      this.list.replaceChildren();
      this.over = this.asked > 0;
      this.#words();
      return;
    }
    this.question = { quiz, search, steps };
    this.#cards();
    this.#words();
  }

  /**
   * The host's search runs (Play, Run to end): the question shown and the one held are about a
   * state the search has left, so neither can be answered; the cards stay, dimmed, until it stops.
   */
  running() {
    // Called on every summary while a search runs (Explain's store): only a live question or a held one changes.
    if (!this.question && !this.review?.held) return;
    if (this.review) this.review.held = null;
    if (this.question) {
      this.question = null;
      for (const button of this.list.querySelectorAll('button')) button.disabled = true;
      this.list.classList.add('quiz-stale');
    }
    this.#words();
  }

  /**
   * The student picked candidate `index`: the answer is shown and the step taken. The next
   * question comes from the host, which asks whenever its search stands still (after this step too),
   * and is held until {@link QuizView#next}.
   */
  async pick(index) {
    const { question } = this;
    // Only the question about the state the search stands in can be answered.
    if (!question || question.search !== this.host.search() || question.search.summary.steps !== question.steps) return;
    this.question = null;
    const { quiz } = question;
    const right = index === quiz.answer;
    this.asked += 1;
    if (right) this.right += 1;
    this.last = { right, picked: quiz.candidates[index], reason: quiz.reason };
    // Focus leaves with the disabled buttons: it comes back on the next-question button.
    const focused = this.box.contains(document.activeElement);
    this.review = { search: question.search, steps: question.steps, quiz, held: null, focused };
    for (const [i, card] of [...this.list.children].entries()) {
      card.classList.toggle('quiz-answer', i === quiz.answer);
      card.classList.toggle('quiz-wrong', i === index && !right);
      card.querySelector('button').disabled = true;
    }
    this.#words();
    await this.host.step();
  }

  /** The question held after an answer, shown: the student has looked and moves on. */
  next() {
    const { review } = this;
    const search = this.host.search();
    if (!review?.held || review.search !== search || search.summary.steps !== review.steps + 1) return;
    const focused = this.box.contains(document.activeElement);
    this.review = null;
    this.question = { quiz: review.held, search, steps: review.steps + 1 };
    this.#cards();
    this.#words();
    if (focused) this.list.querySelector('button')?.focus();
  }

  #cards() {
    const { quiz } = this.question;
    const { width, height, goalTiles, usesHeuristic } = this.host.problem();
    const cards = quiz.candidates.map((candidate, i) => {
      const canvas = h('canvas', { 'aria-hidden': 'true' });
      drawMini(canvas, MINI_SIZE, { tiles: candidate.tiles, width, height, goal: goalTiles, numbers: sizeFacts(width, height).thumbnailDigits });
      const numbers = usesHeuristic ? `g ${candidate.g}\nh ${candidate.h}\nf ${short(candidate.f, 2)}` : `g ${candidate.g}`;
      return h(
        'li',
        { class: 'child quiz-candidate' },
        h('button', { type: 'button', dataset: { index: String(i) }, on: { click: () => this.pick(i) } }, canvas, h('span', { class: 'child-numbers' }, numbers)),
      );
    });
    this.list.replaceChildren(...cards);
    this.list.classList.remove('quiz-stale');
  }

  /** Every text of the quiz in the current language, from what is held. */
  #words() {
    this.toggle.closest('label')?.setAttribute('title', t('quiz.switchTitle'));
    const shown = this.question?.quiz ?? this.review?.quiz;
    for (const [i, card] of [...this.list.children].entries()) {
      const c = shown?.candidates[i];
      if (c) card.querySelector('button').setAttribute('aria-label', t('quiz.candidate', { n: i + 1, g: c.g, h: c.h, f: rounded(c.f, 2) }));
    }
    const { last } = this;
    const lines = [];
    if (last) {
      lines.push(t(last.right ? 'quiz.right' : 'quiz.wrong'));
      lines.push(reasonText(last.reason));
      if (!last.right && last.picked.pruned) lines.push(reasonText(last.picked.pruned));
      // Under heavy costs a search that adds them up orders by a g that is a cost: said beside the reason.
      if (this.host.problem()?.weighed) lines.push(t('costs.quiz'));
    }
    this.result.replaceChildren(...lines.map((line) => h('p', {}, line)));
    const score = t('quiz.score', { right: this.right, asked: this.asked });
    if (this.over && this.asked > 0) this.score.textContent = t('quiz.summary', { right: this.right, asked: this.asked });
    else this.score.textContent = this.question ? `${t('quiz.prompt')} ${score}` : score;
    this.nextButton.hidden = !this.review?.held;
    this.nextButton.textContent = t('quiz.next');
  }
}

/** A reason of the engine in the current language, from its code and arguments (`quiz.why.<code>`). */
export const reasonText = (reason) => t(`quiz.why.${reason.code}`, reason.args);

/**
 * The switch and the panel for a view built in JS (Explain), with the classes {@link QuizView}
 * finds them by: the same as the Solve view's static markup in index.html.
 */
export function quizMarkup() {
  return h(
    'div',
    { class: 'quiz-box' },
    h('label', { class: 'quiz-switch' }, h('input', { type: 'checkbox', class: 'quiz-on' }), ' ', h('span', { dataset: { i18n: 'quiz.switch' } }, t('quiz.switch'))),
    h(
      'div',
      { class: 'quiz', hidden: true },
      h('div', { class: 'quiz-head' }, h('p', { class: 'quiz-score', 'aria-live': 'polite' }), h('button', { type: 'button', class: 'quiz-next secondary', hidden: true })),
      h('ol', { class: 'children quiz-candidates' }),
      h('div', { class: 'quiz-result', 'aria-live': 'polite' }),
    ),
  );
}
