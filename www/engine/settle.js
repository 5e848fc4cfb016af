// Checks in flight: the engine answers the setup fields from its worker, so
// a field's change reaches the search a round trip later. A panel tracks
// each check it starts; a click on Step, Play or Run waits for `settled()`,
// so it never drives the board that was there before the last keystroke.

/**
 * How long a field waits after the last keystroke before it asks the engine to check its text
 * (Solve's start and formula, Compare's and Accuracy's start).
 */
export const INPUT_DEBOUNCE_MS = 350;

export class Pending {
  #count = 0;
  #idle = null;
  /** @type {(value?: unknown) => void} */
  #resolve = () => {};

  /** Counts `promise` among the checks in flight until it settles; returns it. */
  track(promise) {
    this.#count += 1;
    promise
      .catch(() => {})
      .finally(() => {
        this.#count -= 1;
        if (this.#count > 0 || !this.#idle) return;
        this.#idle = null;
        this.#resolve();
      });
    return promise;
  }

  /** Resolves once no tracked check is in flight (at once if none is). */
  settled() {
    if (this.#count === 0) return Promise.resolve();
    this.#idle ??= new Promise((resolve) => {
      this.#resolve = resolve;
    });
    return this.#idle;
  }
}
