// The Puzzle panel's Shuffle row (setup.js): the depth field, whose range follows the board's
// size, the Shuffle button's random board at that depth from a fresh seed (shown, so a class can
// repeat it), and the hint under them, worded again after a switch of language.

import { errorText, t } from '../../i18n/index.js';
import { sizeFacts } from '../../engine/catalogue.js';

export class ShuffleRow {
  /**
   * @param {import('../../engine/index.js').Engine} engine
   * @param {{ depth: HTMLInputElement, hint: HTMLElement }} el
   * @param {{ goal: () => Promise<{ goal: string } | null>, board: () => { width: number, height: number },
   *           setStart: (tiles: number[]) => unknown }} panel
   *   the panel's goal as the engine takes it (null while the custom goal is bad), its last good
   *   board, and what takes a shuffled board as the start
   */
  constructor(engine, el, panel) {
    this.engine = engine;
    this.el = el;
    this.panel = panel;
    /** The hint's words as a function of nothing (worded again after a switch). */
    this.words = () => '';
  }

  /** The depth's range for a `width`×`height` board, and the hint that says what Shuffle gives (unless `keepHint`). */
  size(width, height, { keepHint = false } = {}) {
    const { shuffleMax: max, small } = sizeFacts(width, height);
    this.el.depth.max = String(max);
    if (Number(this.el.depth.value) > max) this.el.depth.value = String(max);
    if (keepHint) return;
    this.el.hint.classList.remove('error-text');
    this.show(() => t(small ? 'solve.shuffle.exact' : 'solve.shuffle.random'));
  }

  /** The hint: `words` (a function of nothing), or the last ones again. */
  show(words = this.words) {
    this.words = words;
    this.el.hint.textContent = words();
  }

  /** A random board at the depth given, from a fresh seed, as the start. */
  async shuffle() {
    const el = this.el;
    const { width, height } = this.panel.board();
    // A depth the field cannot mean (empty, negative, a fraction, words) is said, and the board stays.
    const typed = el.depth.value.trim();
    const depth = /^\d+$/.test(typed) ? Number(typed) : NaN;
    el.depth.setAttribute('aria-invalid', String(Number.isNaN(depth)));
    if (Number.isNaN(depth)) {
      this.show(() => t('solve.shuffle.badDepth', { value: typed }));
      el.hint.classList.add('error-text');
      return;
    }
    const read = await this.panel.goal();
    if (read === null) return;
    const seed = Math.floor(Math.random() * 2 ** 32);
    let text;
    try {
      text = await this.engine.randomBoard(read.goal, width, height, depth, seed);
    } catch (error) {
      this.show(() => errorText(error));
      el.hint.classList.add('error-text');
      return;
    }
    el.hint.classList.remove('error-text');
    // Exactly that far only where the engine draws from its distance table (randomBoard: a small size).
    const { small } = sizeFacts(width, height);
    this.show(() => t(small ? 'solve.shuffle.shuffledExact' : 'solve.shuffle.shuffledRandom', { n: depth, seed }));
    this.panel.setStart(text.split(/\s+/).map(Number));
  }
}
