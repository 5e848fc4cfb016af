// Judge mode (a dialog opened from the Solve view, seeds/index.js): paste a POJ 1077, codevs 1225 or Luogu P1379 input exactly as the judge gives
// it and read the exact output an accepted program prints (POJ: the blank's moves or
// `unsolvable`; codevs and Luogu: the number of moves). The judges, their goals, samples and the
// answer are the engine's (wasm `judges()` and `judge()`, src/judge.rs) — the same function
// `npuzzle judge` prints — so the page and the command line cannot disagree.
//
// Each edit asks again; answers are numbered so an older one never overwrites a newer one. A
// switch of language rewords it from what it holds (the output itself is the judge's, and
// stays as it is).

import { h } from '../../../widgets/dom.js';
import { checksFor } from '../../../engine/index.js';
import { engineText, errorText, onLanguageChange, t, translate } from '../../../i18n/index.js';
import './seeds.css';

/**
 * @typedef {{ name: string, title: string, goal: string, goalText: string, counts: boolean,
 *   specialJudge: boolean, sampleInput: string, sampleOutput: string }} JudgeInfo
 */

const checks = checksFor();

/** The menu's words for a judge: the page's name for the problem, else the engine's title. */
const titleOf = (judge) => engineText(`judge.problem.${judge.name}`, judge.title);

export class JudgeView {
  /** @param {HTMLElement} root  where it goes (its dialog's body) */
  constructor(root) {
    /** @type {JudgeInfo[]} */
    this.judges = [];
    this.asked = 0;
    /** The last answer: `{ output }` or `{ error }` (an engine error, worded on each render). */
    this.answer = null;
    this.menu = h('select', { id: 'judge-problem', on: { change: () => this.#changed() } });
    this.input = h('textarea', {
      id: 'judge-input',
      rows: '4',
      spellcheck: 'false',
      autocomplete: 'off',
      class: 'judge-input',
      on: { input: () => this.#ask() },
    });
    this.output = h('pre', { id: 'judge-output', class: 'judge-output', 'aria-live': 'polite' });
    this.error = h('p', { id: 'judge-error', class: 'error-text' });
    this.verdict = h('p', { id: 'judge-verdict', class: 'hint' });
    this.note = h('p', { id: 'judge-note', class: 'seed-note' });
    /** What `npuzzle judge` says on standard error beside this output (src/judge.rs Answer's note). */
    this.answerNote = h('p', { id: 'judge-answer-note', class: 'hint', hidden: true });
    this.goal = h('p', { id: 'judge-goal', class: 'hint' });
    this.sampleOutput = h('pre', { id: 'judge-sample-output', class: 'judge-output sample' });
    const sample = h('button', { id: 'judge-sample', type: 'button', class: 'secondary', 'data-i18n': 'judge.useSample', on: { click: () => this.#useSample() } });
    root.append(
      h(
        'section',
        { class: 'judge-panel', id: 'judge' },
        h('p', { class: 'seed-note', 'data-i18n': 'judge.intro' }),
        h('div', { class: 'field' }, h('label', { for: 'judge-problem', 'data-i18n': 'judge.problem' }), this.menu),
        this.goal,
        h('div', { class: 'field' }, h('label', { for: 'judge-input', 'data-i18n': 'judge.input' }), this.input),
        h('div', { class: 'judge-buttons' }, sample),
        h('h3', { class: 'mini-title', id: 'judge-output-title', 'data-i18n': 'judge.output' }),
        this.output,
        this.error,
        this.answerNote,
        this.verdict,
        this.note,
        h('h3', { class: 'mini-title', 'data-i18n': 'judge.sampleOutput' }),
        this.sampleOutput,
      ),
    );
    this.output.setAttribute('aria-labelledby', 'judge-output-title');
    translate(root);
    onLanguageChange(() => this.render());
  }

  /** Reads the judges from the engine, fills the menu and shows the first one's sample. */
  async load() {
    try {
      this.judges = await checks.judges();
    } catch (error) {
      this.error.textContent = errorText(error);
      this.error.hidden = false;
      return;
    }
    this.#fillMenu();
    this.#useSample();
  }

  /** @returns {JudgeInfo | undefined} */
  get judge() {
    return this.judges.find((j) => j.name === this.menu.value);
  }

  #fillMenu() {
    const chosen = this.menu.value;
    this.menu.replaceChildren(...this.judges.map((j) => h('option', { value: j.name }, titleOf(j))));
    if (chosen) this.menu.value = chosen;
  }

  #changed() {
    this.#ask();
  }

  #useSample() {
    const judge = this.judge;
    if (!judge) return;
    this.input.value = judge.sampleInput;
    this.#ask();
  }

  /** Asks the engine for the judge's output for what the field holds. */
  async #ask() {
    const judge = this.judge;
    if (!judge) return;
    const asked = ++this.asked;
    this.answer = null;
    this.render();
    let answer;
    try {
      const [output, note] = await Promise.all([checks.judge(judge.name, this.input.value), checks.judgeNote(judge.name, this.input.value)]);
      answer = { output, note };
    } catch (error) {
      answer = { error };
    }
    if (asked !== this.asked) return;
    this.answer = answer;
    this.render();
  }

  /** Writes the view's words from what it holds. */
  render() {
    this.#fillMenu();
    const judge = this.judge;
    if (!judge) return;
    this.goal.textContent = t('judge.goal', { goal: judge.goalText });
    this.sampleOutput.textContent = judge.sampleOutput;
    this.note.textContent = t(judge.specialJudge ? 'judge.special' : 'judge.exact');
    const answer = this.answer;
    this.output.textContent = answer?.output ?? '';
    this.error.textContent = answer?.error ? errorText(answer.error) : '';
    this.error.hidden = !answer?.error;
    const note = answer?.note;
    this.answerNote.textContent = note ? engineText(`status.${note.code}`, note.english, note.args) : '';
    this.answerNote.hidden = !note;
    this.output.classList.toggle('pending', !answer);
    let verdict = answer ? '' : t('judge.working');
    const output = answer?.output?.trim();
    const expected = judge.sampleOutput.trim();
    if (output && this.input.value.trim() === judge.sampleInput.trim()) {
      if (output === expected) verdict = t('judge.same');
      else if (judge.specialJudge && output.length === expected.length) verdict = t('judge.sameLength', { n: output.length });
    }
    this.verdict.textContent = verdict;
  }
}
