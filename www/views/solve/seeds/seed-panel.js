// What the seeds' two dialogs (cantor.js, inversions.js) share: a body that shows the engine's
// latest answer about the Solve view's board. A later question wins over an earlier one still out
// (a board typed quickly is worked out once, for its last text); an engine error is shown in the
// page's language instead of the numbers; a switch of language redraws from the answer held,
// without asking the engine again. A panel says what to ask (`ask`) and how to lay out an answer
// (`draw`).

import { h } from '../../../widgets/dom.js';
import { errorText, onLanguageChange } from '../../../i18n/index.js';

/** @template T */
export class SeedPanel {
  /**
   * @param {HTMLElement} parent  where the panel goes (its dialog, index.js)
   * @param {string} id  the body's id
   */
  constructor(parent, id) {
    /** @type {T | null} the latest answer */
    this.data = null;
    /** The latest error's sentence, '' when the latest question was answered. */
    this.error = '';
    this.asked = 0;
    this.body = h('div', { class: 'seed-body', id });
    parent.append(this.body);
    onLanguageChange(() => this.render());
  }

  /**
   * Asks `question()` (an engine check) and shows its answer unless a later ask came meanwhile;
   * `taken(answer)` runs first, for what a panel keeps beside it.
   * @param {() => Promise<T>} question
   * @param {(answer: T) => void} [taken]
   */
  async ask(question, taken = () => {}) {
    const asked = ++this.asked;
    try {
      const data = await question();
      if (asked !== this.asked) return;
      this.data = data;
      this.error = '';
      taken(data);
    } catch (error) {
      if (asked !== this.asked) return;
      this.data = null;
      this.error = errorText(error);
    }
    this.render();
  }

  /** The answer held laid out by `draw`, or the error's sentence. */
  render() {
    if (this.data) this.draw(this.data);
    else this.body.replaceChildren(this.error ? h('p', { class: 'hint' }, this.error) : '');
  }

  /**
   * Lays out `answer` in `this.body` (each panel's own).
   * @param {T} answer
   */
  draw(answer) {
    void answer;
  }
}
