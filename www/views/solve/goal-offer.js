// The Puzzle panel's goal advice (setup.js): each goal's name in the page's language, and the
// offer under the Goal menu when the start cannot reach the goal but reaches another named one
// (the engine's `solvability` and `otherGoals`, which counts the moves) with a button that
// switches to it. Advice only: a click on Run never waits for it (not tracked by `settled()`),
// and it hides while a field holds an error (the offer is about the last good board).

import { t } from '../../i18n/index.js';
import { goalTitle } from '../../widgets/goal.js';
/** The offer for a board that reaches another named goal (`moves` undefined: not counted). */
const offerText = (goal, other) => {
  const words = { goal: goalTitle(goal), other: goalTitle(other.name), moves: other.moves };
  if (goal === 'custom') return t(other.moves === undefined ? 'solve.offer.customReach' : 'solve.offer.customMoves', words);
  return t(other.moves === undefined ? 'solve.offer.reach' : 'solve.offer.moves', words);
};
const switchText = (other) => t('solve.offer.switch', { other: goalTitle(other.name) });

export class GoalOffer {
  /**
   * @param {import('../../engine/index.js').Engine} engine
   * @param {{ help: HTMLElement, text: HTMLElement, switchButton: HTMLElement }} el
   * @param {(name: string) => void} onSwitch  called with the offered goal's name on a click
   */
  constructor(engine, el, onSwitch) {
    this.engine = engine;
    this.el = el;
    this.key = '';
    /** The nearest other named goal `{ name, moves? }`, or null. */
    this.offer = null;
    el.switchButton.addEventListener('click', () => {
      if (this.offer) onSwitch(this.offer.name);
    });
  }

  /**
   * Offers the nearest other named goal when `start` cannot reach `goal` (a name or board
   * text; the engine decides); hides the offer otherwise, or while `fixing` (a field's error).
   * `goalValue` is the Goal menu's value; `stale()` says a later read began meanwhile.
   */
  async update({ start, goal, goalValue, fixing, stale }) {
    const key = JSON.stringify([start, goal]);
    if (key !== this.key) {
      let offer = null;
      try {
        const { solvable } = await this.engine.solvability(start, goal);
        if (!solvable) [offer = null] = await this.engine.otherGoals(start, goal);
      } catch {
        // A size mismatch: the start's error says so.
      }
      if (stale()) return;
      this.key = key;
      this.offer = offer;
    }
    const { offer } = this;
    this.el.help.hidden = !offer || fixing();
    if (!offer) return;
    this.relabel(goalValue());
  }

  /** The offer's words again (a switch of language, or a new goal), if it shows. */
  relabel(goalValue) {
    if (!this.offer) return;
    this.el.text.textContent = offerText(goalValue, this.offer);
    this.el.switchButton.textContent = switchText(this.offer);
  }

  /** Hidden while a field holds an error. */
  hide() {
    this.el.help.hidden = true;
  }

  get shown() {
    return !this.el.help.hidden;
  }
}
