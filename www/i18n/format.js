// Numbers, counted nouns, durations, bytes and compact axis ticks, as every
// sentence of the page says them. One place, so that "1 expansion" is never
// "1 expansions", every count has its thousands separators, and the page's
// language (www/i18n/) changes the locale here and nowhere else: every
// formatter follows `locale()` (Intl; fixed, short and rounded keep toFixed's
// rounding, see there). No module outside this one writes a number with
// toFixed, but for data-* attributes that tests read (not words).

import { locale } from './current.js';

/** Intl formatters of the current locale, made once per locale and options. */
const FORMATS = new Map();

/** @returns {Intl.NumberFormat} */
function numberFormat(options) {
  const key = `${locale()} ${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale(), options);
    FORMATS.set(key, format);
  }
  return format;
}

/** @returns {Intl.PluralRules} */
function pluralRules() {
  const key = `${locale()} plural`;
  let rules = FORMATS.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale());
    FORMATS.set(key, rules);
  }
  return rules;
}

/** A whole number with separators: 2198634 → "2,198,634". */
export function integer(n) {
  return numberFormat({ maximumFractionDigits: 0 }).format(Math.round(n));
}

/** A number with at most `digits` decimals (trailing zeros dropped): 110.10000000195578 → "110.1". */
export function decimal(n, digits = 1) {
  return numberFormat({ maximumFractionDigits: digits }).format(n);
}

// fixed, short and rounded round as toFixed does, the binary value (1.005 → "1.00"), as these
// figures always have: Intl rounds the shortest decimal instead (1.005 → "1.01"), which would move
// a figure at the edges. Both languages write these digits alike.

/**
 * Exactly `digits` decimals and no separators, as a figure in a column or beside a unit:
 * fixed(11, 1) → "11.0", fixed(1234.567, 2) → "1234.57".
 */
export function fixed(n, digits) {
  return n.toFixed(digits);
}

/**
 * At most `digits` decimals, trailing zeros dropped and no separators: a value without float
 * noise, f = 21.000000001 → "21", 21.5 → "21.5" (never "-0").
 */
export function short(n, digits) {
  return String(rounded(n, digits));
}

/** `n` rounded to at most `digits` decimals, as a number, for a sentence that formats it further. */
export function rounded(n, digits) {
  return +n.toFixed(digits);
}

/**
 * 1234567 → "1.2M": axis labels and bar tops that fit a narrow chart ('' for no value). Chinese
 * counts in 万 and 亿 (Intl's compact notation: 200000 → "20万"), not k and M.
 */
export function compact(value) {
  if (value == null) return '';
  const abs = Math.abs(value);
  if (abs >= 1e3 && locale().startsWith('zh')) return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);
  if (abs >= 1e9) return `${short(value / 1e9, 1)}G`;
  if (abs >= 1e6) return `${short(value / 1e6, 1)}M`;
  if (abs >= 1e3) return `${short(value / 1e3, 1)}k`;
  return short(value, 2);
}

/** Bytes as people say them: "512 B", "9.8 KB", "12 MB", "1.50 GB" (powers of 1024). */
export function bytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${fixed(n / 1024, n < 10240 ? 1 : 0)} KB`;
  if (n < 1024 ** 3) return `${fixed(n / 1024 ** 2, n < 10 * 1024 ** 2 ? 1 : 0)} MB`;
  return `${fixed(n / 1024 ** 3, 2)} GB`;
}

/** `n` bytes in the engine's MB (`limits().bytesPerMb`, a MiB), one decimal: "11.0 MB". */
export function megabytes(n, bytesPerMb) {
  return `${fixed(n / bytesPerMb, 1)} MB`;
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
  return `${integer(n)} ${pluralRules().select(n) === 'one' ? one : other}`;
}

/**
 * The form of `forms` that the current language's plural rules pick for `n`, with `#` as the
 * number: plural(1, { one: '# move', other: '# moves' }) → "1 move"; Chinese has only `other`.
 * @param {number} n
 * @param {{ one?: string, two?: string, few?: string, many?: string, other: string }} forms
 */
export function plural(n, forms) {
  const form = forms[pluralRules().select(n)] ?? forms.other;
  return form.replaceAll('#', integer(n));
}

/** The noun alone, for sentences that put the number elsewhere. */
export function noun(n, one, other = `${one}s`) {
  return pluralRules().select(n) === 'one' ? one : other;
}

/**
 * A duration as people say it: 0.25 s, 3.4 s, 42 s, 1 min 4 s, 1 h 2 min. Below a second it keeps
 * two significant digits, so a fast search is "0.003 s", not "0 s".
 */
export function duration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return '–';
  const s = ms / 1000;
  const unit = (value, name, digits) =>
    numberFormat({ style: 'unit', unit: name, unitDisplay: 'short', ...digits }).format(value);
  // English keeps the page's "3.4 s"; other languages take Intl's own unit words (zh: 3.4秒).
  const en = locale().startsWith('en');
  const seconds = (value, digits) => (en ? `${numberFormat(digits).format(value)} s` : unit(value, 'second', digits));
  if (s < 1) return seconds(s, { maximumSignificantDigits: 2 });
  if (s < 10) return seconds(s, { maximumFractionDigits: 1 });
  if (s < 60) return seconds(Math.floor(s), { maximumFractionDigits: 0 });
  const total = Math.floor(s);
  const minutes = (m) => (en ? `${m} min` : unit(m, 'minute', {}));
  const hours = (h) => (en ? `${h} h` : unit(h, 'hour', {}));
  if (total < 3600) return `${minutes(Math.floor(total / 60))} ${seconds(total % 60, {})}`;
  return `${hours(Math.floor(total / 3600))} ${minutes(Math.floor((total % 3600) / 60))}`;
}

/** Names joined as the language lists them: ['IDA*', 'RBFS', 'MM'] → "IDA*, RBFS and MM" (zh: "IDA*、RBFS和MM"). */
export function list(names) {
  const key = `${locale()} list`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale(), { style: 'long', type: 'conjunction' });
    FORMATS.set(key, format);
  }
  return format.format(names);
}
