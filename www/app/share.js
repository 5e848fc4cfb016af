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

/**
 * Longest hash read, in characters: a longer one is read up to its last `&` before this and
 * the rest dropped (a pasted hash of 10 MB must not hold the page's thread for a second at
 * every read). Far above what the page's own links need (a few hundred characters).
 */
export const MAX_HASH_LENGTH = 20_000;

/**
 * Keys whose values may be longer than MAX_VALUE_LENGTH, with their own limits: Compare's `lanes`
 * holds up to six lanes, each with a formula and a priority of up to 400 characters (URI-encoded
 * in it, so up to three times that), and is read as far as the hash is (its count of lanes is
 * then the link's own, not that of its first 400 characters).
 */
const VALUE_LIMITS = { lanes: MAX_HASH_LENGTH };

/** What the last read had to cut: `{ hash: length }` when the hash was too long, `{ key: length }` per cut value. */
const cuts = new WeakMap();

/**
 * The address bar's hash, `#` included ('' for none), read from `location.href`: Chromium builds
 * `location.hash` anew at each read, 20–50 ms for a hash of 10 MB, where `href` answers at once.
 */
function addressHash() {
  const href = window.location.href;
  const at = href.indexOf('#');
  return at < 0 || at === href.length - 1 ? '' : href.slice(at);
}

/** The hash's text, at most MAX_HASH_LENGTH characters of it (cut after a whole `key=value`), and its full length. */
function hashText() {
  const full = addressHash();
  const length = Math.max(0, full.length - 1);
  if (length <= MAX_HASH_LENGTH) return { text: full.slice(1), length };
  const head = full.slice(1, MAX_HASH_LENGTH + 1);
  const amp = head.lastIndexOf('&');
  return { text: amp > 0 ? head.slice(0, amp) : '', length };
}

function currentParams() {
  return new URLSearchParams(hashText().text);
}

/** The hash's parameters as `URLSearchParams`, read as `readHash` reads them (at most MAX_HASH_LENGTH characters). */
export function hashParams() {
  return currentParams();
}

/**
 * The hash as a plain object of strings (`{ view: 'accuracy', start: '…' }`).
 * A key given twice keeps its first value; values are cut to
 * MAX_VALUE_LENGTH characters (a few keys have their own limit, `valueLimit`), and a hash longer than MAX_HASH_LENGTH is read
 * in part: `cutsOf(object)` says what was cut, for a sentence.
 */
export function readHash() {
  const out = {};
  const cut = {};
  const { text, length } = hashText();
  if (length > MAX_HASH_LENGTH) cut.hash = length;
  for (const [key, value] of new URLSearchParams(text)) {
    if (key in out) continue;
    const limit = valueLimit(key);
    out[key] = value.slice(0, limit);
    if (value.length > limit) cut[key] = value.length;
  }
  cuts.set(out, cut);
  return out;
}

/** The longest value of `key` a read keeps (MAX_VALUE_LENGTH unless VALUE_LIMITS says). */
export function valueLimit(key) {
  return Object.hasOwn(VALUE_LIMITS, key) ? VALUE_LIMITS[key] : MAX_VALUE_LENGTH;
}

/** What `readHash` cut from the values of `hash` (its answer): `{ key: full length }`, and `hash` for the whole. */
export function cutsOf(hash) {
  return cuts.get(hash) ?? {};
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
  if (hash === addressHash().slice(1)) return;
  const { pathname, search } = window.location;
  history.replaceState(history.state, '', hash ? `#${hash}` : pathname + search);
}

/** The page's full address with `params` merged into its hash: the link to share. */
export function linkWith(params = {}) {
  const url = new URL(window.location.href);
  url.hash = merged(params);
  return url.href;
}
