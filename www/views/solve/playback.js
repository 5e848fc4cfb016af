// The solution player under the board, shown once a search has solved the
// puzzle: a scrubber over the positions along the path, previous / next
// buttons, and "Play solution", which walks from the start to the goal one
// sliding tile at a time.

import { t } from '../../i18n/index.js';

/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));
const MOVE_MS = 420;

export class Playback {
  /**
   * @param {{ onPosition: (position: number, options: { animate: boolean }) => void }} handlers
   *   called whenever the shown position changes (0 = start, length = goal).
   */
  constructor({ onPosition }) {
    this.onPosition = onPosition;
    this.el = {
      box: $('playback'),
      prev: $('prev-move'),
      next: $('next-move'),
      scrubber: $('scrubber'),
      value: $('scrubber-value'),
      play: $('play-solution'),
    };
    this.length = 0;
    this.position = 0;
    this.timer = 0;
    const { prev, next, scrubber, play } = this.el;
    prev.addEventListener('click', () => this.go(this.position - 1));
    next.addEventListener('click', () => this.go(this.position + 1));
    scrubber.addEventListener('input', () => {
      this.stop();
      this.go(Number(scrubber.value), { animate: false });
    });
    play.addEventListener('click', () => this.toggle());
  }

  /** The words again after a language switch: the position and a playing solution go on. */
  relabel() {
    this.el.play.textContent = t(this.timer ? 'solve.playback.stop' : 'solve.playback.play');
    if (this.active) this.#showPosition();
  }

  get active() {
    return !this.el.box.hidden;
  }

  /** Shows the player for a solution of `length` moves, at the goal. */
  load(length) {
    this.stop();
    this.length = length;
    this.el.scrubber.max = String(length);
    this.el.box.hidden = false;
    this.go(length, { animate: false });
  }

  hide() {
    this.stop();
    this.el.box.hidden = true;
  }

  /** Moves to `position`; a step of one slides the tile. */
  /** @param {number} position @param {{ animate?: boolean }} [options] */
  go(position, { animate } = {}) {
    if (!this.active) return;
    position = Math.max(0, Math.min(this.length, position));
    const step = Math.abs(position - this.position) === 1;
    this.position = position;
    this.#showPosition();
    this.onPosition(position, { animate: animate ?? step });
  }

  #showPosition() {
    const { position } = this;
    const { scrubber, value, prev, next } = this.el;
    scrubber.value = String(position);
    value.textContent = `${position} / ${this.length}`;
    scrubber.setAttribute('aria-valuetext', position === 0 ? t('solve.playback.atStart') : t('solve.playback.atMove', { position, length: this.length }));
    prev.disabled = position === 0;
    next.disabled = position === this.length;
  }

  next() {
    this.stop();
    this.go(this.position + 1);
  }

  prev() {
    this.stop();
    this.go(this.position - 1);
  }

  /** Plays from the current position (from the start if at the goal), or stops. */
  toggle() {
    if (this.timer) {
      this.stop();
      return;
    }
    if (this.position >= this.length) this.go(0, { animate: false });
    this.el.play.textContent = t('solve.playback.stop');
    this.timer = setInterval(() => {
      if (this.position >= this.length) this.stop();
      else this.go(this.position + 1, { animate: true });
    }, MOVE_MS);
  }

  stop() {
    clearInterval(this.timer);
    this.timer = 0;
    this.el.play.textContent = t('solve.playback.play');
  }
}
