// The page's command bus: other views (Explain's buttons) ask the Solve
// view's driver to act without reaching into the Solve view (views/solve/index.js). What the search is
// doing is not announced here: it is in the Solve store (store.js).
//
// Commands (bus.command(name)): 'step', 'togglePlay', 'runToEnd', 'reset'.
// Events: 'useBoard' `{ tiles, goal?, formula?, stay? }`: a board another view picked becomes
//          the Solve start (views/solve/index.js) — with a goal and a formula if given, else the goal and
//          heuristic as they are; the page switches to Solve unless `stay` (Explain's map).
//         'classAsk' `{ kind }`: a lesson step asks the live class its question (`next-node`,
//          `number` or `choice`; www/views/class/ asks it when a class runs).

export const bus = new EventTarget();

/** Announces an event to every listener. */
export function emit(type, detail) {
  bus.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Subscribes to an event; returns the unsubscribe function. */
export function on(type, listener) {
  const handler = (event) => listener(event.detail);
  bus.addEventListener(type, handler);
  return () => bus.removeEventListener(type, handler);
}

/** Asks the Solve view's driver to act (see the list above). */
export function command(name) {
  emit('command', { name });
}
