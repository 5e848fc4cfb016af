// The page's language: which catalogue speaks (en or zh-CN), the one `t(key, args)` every
// sentence goes through, and the switch that changes it at once. Each language has one message
// catalogue (./en.js, ./zh-CN.js: the same keys; a unit test checks), and the Chinese one takes
// its textbook terms from ./terms.js, the en ↔ zh glossary.
//
// What the engine says arrives as a code with arguments. Its statuses, stop reasons,
// solvability explanations and quiz reasons are worded by the catalogues alone, in both
// languages (`status.<code>`, `quiz.why.<code>` through `t`; the engine's English of them is the
// command line's, never shown here). Its labels and error sentences arrive in English too;
// `engineText` words them from the catalogue when the language has the code, and keeps the
// engine's own English otherwise.
//
// Choosing: the link's `lang=` first (in the hash, like every key of a shared link; `?lang=` too), then the first of `navigator.languages` the page speaks,
// then English. Switching sets `<html lang>`, the title, and every element marked
// `data-i18n="key"` (its text) or `data-i18n-attr="title:key; aria-label:key2"`, then tells each
// subscriber, which redraws from what it holds: no search is restarted or lost.

import en from './en.js';
import zh from './zh-CN.js';
import { LANGUAGES, lang, locale, setCurrent } from './current.js';

export { LANGUAGES, lang, locale };

/** @typedef {string | ((args: any) => string)} Message */
/** @typedef {Record<string, Message>} Messages */

/** @type {Record<string, Messages>} */
const CATALOGUES = { en, 'zh-CN': zh };

/** @type {Set<(lang: string) => void>} */
const listeners = new Set();

/**
 * The page's language for a link's `lang=` value and the browser's preferences: a language the
 * page speaks, matched by its primary tag ("zh", "zh-Hans-CN", "zh-TW" → zh-CN; "en-GB" → en).
 * @param {string | null | undefined} link
 * @param {readonly string[]} preferred  `navigator.languages`
 */
export function pickLanguage(link, preferred) {
  const match = (tag) => {
    if (typeof tag !== 'string' || !tag) return undefined;
    const lower = tag.toLowerCase();
    const exact = LANGUAGES.find((l) => l.code.toLowerCase() === lower);
    if (exact) return exact.code;
    const primary = lower.split('-')[0];
    return LANGUAGES.find((l) => l.code.toLowerCase().split('-')[0] === primary)?.code;
  };
  return match(link) ?? preferred.map(match).find(Boolean) ?? 'en';
}

/** Whether `code` is a language the page speaks. */
export function speaks(code) {
  return Object.hasOwn(CATALOGUES, code);
}

/**
 * The message `key` in the current language, with its arguments. A key the catalogue lacks falls
 * back to English, and one English lacks shows as the key itself (the catalogue test fails on it).
 * @param {string} key
 * @param {Record<string, any>} [args]
 */
export function t(key, args = {}) {
  const message = CATALOGUES[lang()][key] ?? en[key];
  if (message === undefined) return key;
  return typeof message === 'function' ? message(args) : message;
}

/** Whether the current language has its own wording of `key` (English always has its own). */
export function has(key) {
  return CATALOGUES[lang()][key] !== undefined;
}

/**
 * A text the engine gives in English, worded in the current language: the catalogue's `key`
 * when it has one (with `args`), else the engine's English.
 * @param {string} key  e.g. `algorithm.astar.title`, `error.parse.duplicate`
 * @param {string} english  what the engine said
 * @param {Record<string, any>} [args]
 */
export function engineText(key, english, args = {}) {
  if (lang() === 'en' && en[key] === undefined) return english;
  const message = CATALOGUES[lang()][key];
  if (message === undefined) return english;
  return typeof message === 'function' ? message(args) : message;
}

/**
 * An engine error (from a wasm call or the worker) in the current language: `{ code, args }`
 * when the engine gave them, worded by the catalogue's `error.<code>`; else its message.
 * @param {any} error
 */
export function errorText(error) {
  const english = typeof error === 'string' ? error : String(error?.message ?? error);
  const code = error && typeof error === 'object' ? error.code : undefined;
  if (typeof code !== 'string') return english;
  return engineText(`error.${code}`, english, error.args ?? {});
}

/**
 * Calls `listener` after each switch of language (not now). Returns the unsubscribe.
 * @param {(lang: string) => void} listener
 */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the page to `code` (ignored if the page does not speak it): marks the document,
 * rewrites the marked elements, and tells every subscriber.
 * @param {string} code
 */
export function setLanguage(code) {
  if (!speaks(code)) return;
  const changed = code !== lang();
  setCurrent(code);
  // (Workers import the catalogues too, and have no document.)
  const doc = /** @type {any} */ (globalThis).document;
  if (doc) translateDocument(doc);
  if (changed) for (const listener of listeners) listener(code);
}

/**
 * Writes the current language into `root`'s marked elements: `data-i18n` is the key of the text,
 * `data-i18n-attr` a `;`-separated list of `attribute:key`.
 * @param {any} root  a Document or an Element
 */
export function translate(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    el.textContent = t(el.getAttribute('data-i18n'));
  }
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.getAttribute('data-i18n-attr').split(';')) {
      const [attribute, key] = pair.split(':').map((s) => s.trim());
      if (attribute && key) el.setAttribute(attribute, t(key));
    }
  }
}

/** {@link translate} for the whole document, with `<html lang>`, the title and the description. */
function translateDocument(doc) {
  doc.documentElement.lang = lang();
  doc.title = t('page.title');
  doc.querySelector('meta[name="description"]')?.setAttribute('content', t('page.description'));
  translate(doc);
}

/** The address's hash, read from `href` (Chromium builds `location.hash` anew at each read: slow for 10 MB). */
function linkHash() {
  const at = location.href.indexOf('#');
  return at < 0 ? '' : location.href.slice(at);
}

// The language is chosen once, as the first module loads: every module after this reads it.
if (typeof location !== 'undefined' && typeof navigator !== 'undefined') {
  // At most the 20,000 characters app/share.js reads of a hash: a pasted 10 MB one is not parsed whole.
  const link = new URLSearchParams(linkHash().slice(1, 20_001)).get('lang') ?? new URLSearchParams(location.search).get('lang');
  setCurrent(pickLanguage(link, navigator.languages ?? []));
}
