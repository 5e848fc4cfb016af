// Numbers, counted nouns and durations, as every sentence of the page says
// them. One place, so that "1 expansion" is never "1 expansions", every count
// has its thousands separators, and a later language (issue 12) changes the
// locale here and nowhere else.

/** The page's locale for numbers and plurals (English until the page has a language switch). */
export const LOCALE = 'en-US';

const INTEGER = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const DECIMALS = new Map();
const PLURAL = new Intl.PluralRules(LOCALE);
const SHORT = new Intl.NumberFormat(LOCALE, { maximumSignificantDigits: 2 });

/** A whole number with separators: 2198634 → "2,198,634". */
export function integer(n) {
  return INTEGER.format(Math.round(n));
}

/** A number with at most `digits` decimals (trailing zeros dropped): 110.10000000195578 → "110.1". */
export function decimal(n, digits = 1) {
  let format = DECIMALS.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits });
    DECIMALS.set(digits, format);
  }
  return format.format(n);
}

/** A whole number if it is one, else one decimal (weighted A*'s f = g + w·h is fractional). */
export function number(n) {
  return Number.isInteger(n) ? integer(n) : decimal(n, 1);
}

/**
 * A count and its noun, in the right form: count(1, 'move') → "1 move", count(65281, 'move') →
 * "65,281 moves", count(2, 'child', 'children') → "2 children".
 */
export function count(n, one, other = `${one}s`) {
  return `${integer(n)} ${PLURAL.select(n) === 'one' ? one : other}`;
}

/** The noun alone, for sentences that put the number elsewhere. */
export function noun(n, one, other = `${one}s`) {
  return PLURAL.select(n) === 'one' ? one : other;
}

/**
 * A duration as people say it: 0.25 s, 3.4 s, 42 s, 1 min 4 s, 1 h 2 min. Below a second it keeps
 * two significant digits, so a fast search is "0.003 s", not "0 s".
 */
export function duration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return '–';
  const s = ms / 1000;
  if (s < 1) return `${SHORT.format(s)} s`;
  if (s < 10) return `${decimal(s, 1)} s`;
  if (s < 60) return `${integer(Math.floor(s))} s`;
  const total = Math.floor(s);
  if (total < 3600) return `${Math.floor(total / 60)} min ${total % 60} s`;
  return `${Math.floor(total / 3600)} h ${Math.floor((total % 3600) / 60)} min`;
}
