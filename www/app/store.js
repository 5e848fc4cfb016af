// The page's one store: what the Solve view's search is (the problem, its
// settings, the driver's state, the latest summary), held in one place so a
// view opened late reads the current state instead of replaying events.
//
//   store.get()                    the current state (a frozen object)
//   store.set({ key: value })      merges, then tells every subscriber once (if anything changed)
//   store.subscribe(fn)            fn(state, changed) after each set; returns unsubscribe
//
// Keys used by the page:
//   problem   the problem of the current search (views/solve/index.js: start, goal, algorithm, traits …)
//   state     the Solve driver's state ('idle', 'searching', 'paused', 'finished')
//   summary   the search's latest engine summary
//   search    the search itself (engine/client.js RemoteSearch), for the views that read more of it
//   engineMs  engine time: ms the engine spent in this search's step calls, measured in its
//             worker (pauses, drawing and the frames between requests are not in it)
// `changed` names the keys whose values that set changed, so a subscriber can
// skip what it does not show.

/**
 * @template {object} T
 * @typedef {{
 *   get: () => Readonly<T>,
 *   set: (patch: Partial<T>) => void,
 *   subscribe: (subscriber: (state: Readonly<T>, changed: Set<string>) => void) => () => void,
 * }} Store
 */

/**
 * A store holding `initial`; `createStore()` is one with nothing in it.
 * @template {object} T
 * @param {T} [initial]
 * @returns {Store<T>}
 */
export function createStore(initial = /** @type {T} */ ({})) {
  let state = Object.freeze({ ...initial });
  const subscribers = new Set();
  return {
    get: () => state,
    set(patch) {
      const changed = new Set(Object.keys(patch).filter((key) => !Object.is(state[key], patch[key])));
      if (changed.size === 0) return;
      state = Object.freeze({ ...state, ...patch });
      for (const subscriber of [...subscribers]) subscriber(state, changed);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}

/**
 * @typedef {{
 *   problem: any,
 *   state: string,
 *   summary: any,
 *   search: import('../engine/client.js').RemoteSearch | null,
 *   engineMs: number,
 * }} SolveState
 */

/**
 * The Solve search's store, read by every view that shows it (Solve, Explain).
 * @type {Store<SolveState>}
 */
export const solveStore = createStore(/** @type {SolveState} */ ({ problem: null, state: 'idle', summary: null, search: null, engineMs: 0 }));

/**
 * Whether this page drives a live class (www/views/class/ sets it; the lesson bar reads it to
 * offer a step's class question): `{ running }`.
 * @type {Store<{ running: boolean }>}
 */
export const classStore = createStore({ running: false });
