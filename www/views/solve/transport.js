// The buttons under the board that drive a search — Step back, Step, Play
// (which reads Pause while running), Run to end, Reset —, the Speed slider,
// and the Step slider that travels to any step made so far (the driver's
// seek: 0 … the furthest step).

import { State } from '../../engine/driver.js';
import { integer } from '../../i18n/format.js';
import { t } from '../../i18n/index.js';
import { SPEEDS } from '../../app/solve-link.js';

const DEFAULT_SPEED_INDEX = 4; // 20 per second: each node is visible

/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

/** "20 / s", "1,000 / s", "max". */
export function speedText(speed) {
  return speed === Infinity ? t('solve.speed.max') : t('solve.speed.perSecond', { n: integer(speed) });
}

export class Transport {
  /**
   * @param {{ back(): void, step(): void, togglePlay(): void, runToEnd(): void, reset(): void,
   *           seek(step: number): void, setSpeed(expansionsPerSecond: number): void }} actions
   */
  constructor(actions) {
    this.actions = actions;
    this.el = {
      back: $('back'),
      step: $('step'),
      play: $('play'),
      run: $('run'),
      reset: $('reset'),
      speed: $('speed'),
      speedValue: $('speed-value'),
      scrub: $('scrub'),
      scrubValue: $('scrub-value'),
    };
    const { back, step, play, run, reset, speed, scrub } = this.el;
    speed.max = String(SPEEDS.length - 1);
    speed.value = String(DEFAULT_SPEED_INDEX);
    back.addEventListener('click', () => actions.back());
    step.addEventListener('click', () => actions.step());
    play.addEventListener('click', () => actions.togglePlay());
    run.addEventListener('click', () => actions.runToEnd());
    reset.addEventListener('click', () => actions.reset());
    speed.addEventListener('input', () => this.#speedChanged());
    scrub.addEventListener('input', () => actions.seek(Number(scrub.value)));
    this.#speedChanged();
    this.setPosition(0, 0);
  }

  /** The words again after a language switch (the speed and the search are untouched). */
  relabel() {
    this.#showSpeed();
    this.setPosition(this.position, this.furthest);
    if (this.state) this.setState(this.state, { running: this.running });
  }

  /** The Step slider and Step back: at `position` of the `furthest` steps made. */
  setPosition(position, furthest) {
    const { back, scrub, scrubValue } = this.el;
    this.position = position;
    this.furthest = furthest;
    scrub.max = String(furthest);
    scrub.value = String(position);
    scrub.disabled = furthest === 0;
    const text = `${integer(position)} / ${integer(furthest)}`;
    scrubValue.textContent = text;
    scrub.setAttribute('aria-valuetext', t('solve.scrubValue', { text }));
    back.disabled = position === 0;
  }

  #speedChanged() {
    this.actions.setSpeed(this.#showSpeed());
  }

  /** Writes the speed slider's words; returns its speed. */
  #showSpeed() {
    const speed = SPEEDS[Number(this.el.speed.value)] ?? SPEEDS[DEFAULT_SPEED_INDEX];
    const text = speedText(speed);
    this.el.speedValue.textContent = speed === Infinity ? t('solve.speed.maxShort') : text;
    this.el.speed.setAttribute('aria-valuetext', text);
    return speed;
  }

  /** Enables what makes sense in `state`; Play reads Pause while searching. */
  setState(state, { running = false } = {}) {
    const { step, play, run } = this.el;
    this.state = state;
    this.running = running;
    const done = state === State.FINISHED;
    step.disabled = done;
    play.disabled = done;
    run.disabled = done || running;
    play.textContent = t(state === State.SEARCHING ? 'solve.pause' : 'solve.play');
    play.classList.toggle('active', state === State.SEARCHING);
  }
}
