// The buttons under the board that drive a search — Step back, Step, Play
// (which reads Pause while running), Run to end, Reset —, the Speed slider,
// and the Step slider that travels to any step made so far (the driver's
// seek: 0 … the furthest step).

import { State } from './driver.js';
import { integer } from './format.js';

/** Speed slider stops, in expansions per second; the last is "as fast as possible". */
export const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 20000, Infinity];
const DEFAULT_SPEED_INDEX = 4; // 20 per second: each node is visible

/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

/** "20 / s", "1,000 / s", "max". */
export function speedText(speed) {
  return speed === Infinity ? 'as fast as possible' : `${integer(speed)} / s`;
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

  /** The Step slider and Step back: at `position` of the `furthest` steps made. */
  setPosition(position, furthest) {
    const { back, scrub, scrubValue } = this.el;
    scrub.max = String(furthest);
    scrub.value = String(position);
    scrub.disabled = furthest === 0;
    const text = `${integer(position)} / ${integer(furthest)}`;
    scrubValue.textContent = text;
    scrub.setAttribute('aria-valuetext', `step ${text}`);
    back.disabled = position === 0;
  }

  #speedChanged() {
    const speed = SPEEDS[Number(this.el.speed.value)] ?? SPEEDS[DEFAULT_SPEED_INDEX];
    const text = speedText(speed);
    this.el.speedValue.textContent = speed === Infinity ? 'max' : text;
    this.el.speed.setAttribute('aria-valuetext', text);
    this.actions.setSpeed(speed);
  }

  /** Enables what makes sense in `state`; Play reads Pause while searching. */
  setState(state, { running = false } = {}) {
    const { step, play, run } = this.el;
    const done = state === State.FINISHED;
    step.disabled = done;
    play.disabled = done;
    run.disabled = done || running;
    play.textContent = state === State.SEARCHING ? 'Pause' : 'Play';
    play.classList.toggle('active', state === State.SEARCHING);
  }
}
