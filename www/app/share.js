// The URL hash as a small key-value store, so a link can carry what is on
// the screen: `#view=compare&start=2+3+4+1+5+x+7+6+8&goal=ordered&…`.
//
// Several parts of the page own keys in the same hash: views.js owns `view`,
// the Solve view's link (views/solve/link.js; its keys and checks: solve-link.js) owns start, goal, size, algorithm,
// heuristic, weight and speed, and other views may add theirs (e.g. the
// Compare view's `lanes`). Writing merges: a module sets its own keys and
// leaves everyone else's alone. Writes use history.replaceState, so they add
// no history entries and fire no `hashchange`.
//
// Everything read from here came from a stranger's link: callers validate
// each value exactly as they would validate typed input.

/** Longest value kept from a link; longer ones are cut (a board is far shorter). */
export const MAX_VALUE_LENGTH = 400;

function currentParams() {
  return new URLSearchParams(window.location.hash.slice(1));
}

/**
 * The hash as a plain object of strings (`{ view: 'accuracy', start: '…' }`).
 * A key given twice keeps its first value; values are cut to
 * MAX_VALUE_LENGTH characters.
 */
export function readHash() {
  const out = {};
  for (const [key, value] of currentParams()) {
    if (!(key in out)) out[key] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return out;
}

/** The hash with `params` merged in: `null`, `undefined` or '' remove a key. */
function merged(params) {
  const next = currentParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next.toString();
}

/** Merges `params` into the hash of the address bar (see {@link merged}). */
export function writeHash(params) {
  const hash = merged(params);
  if (hash === window.location.hash.slice(1)) return;
  const { pathname, search } = window.location;
  history.replaceState(history.state, '', hash ? `#${hash}` : pathname + search);
}

/** The page's full address with `params` merged into its hash: the link to share. */
export function linkWith(params = {}) {
  const url = new URL(window.location.href);
  url.hash = merged(params);
  return url.href;
}
