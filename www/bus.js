// The page's one event bus: the Solve view's controller announces what the
// search is doing, and other views (Explain, …) listen instead of reaching
// into main.js. Views can also ask the controller to act.
//
// Events (detail):
//   'problem'  { problem }                       a new start/goal/algorithm was configured
//   'state'    { state, summary, problem, search } the controller's state changed
//   'progress' { summary, problem, search }        after each frame's step(n)
// Commands (bus.command(name)): 'step', 'togglePlay', 'runToEnd', 'reset'.

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

/** Asks the Solve view's controller to act (see the list above). */
export function command(name) {
  emit('command', { name });
}
