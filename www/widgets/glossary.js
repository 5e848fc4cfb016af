// The page's vocabulary, in one place: what each word on the counters means,
// and the other names a textbook may use for it. The counters' definitions
// (shown on hover and focus) and the pseudo-code's words come from here, so
// "frontier" on a counter is "frontier" in the listing (explain/pseudocode.js).
// The words themselves live in the message catalogues' `glossary` section
// (www/i18n/en.js, zh-CN.js: `glossary.<key>.word`, `.definition`, `.aka`),
// so 边界 on a counter is 边界 in the Chinese listing too; each entry reads
// them in the current language whenever it is read, so a reader after a
// language switch gets the new words without rebuilding anything.
//
// The engine's counts behind the words (src/search/mod.rs `Counters`):
// the frontier is the open list (nodes generated and waiting), visited is
// the closed list (nodes expanded and remembered, so none is expanded twice).

import { t } from '../i18n/index.js';

/**
 * @typedef {{ readonly word: string, readonly aka?: string[], readonly definition: string }} Entry
 */

/** The counters' keys (index.html `c-<key>`), and which have other names (`aka`, '|'-separated in the catalogue). */
const KEYS = ['expanded', 'generated', 'frontier', 'visited', 'onPath', 'g', 'gCost', 'h', 'f', 'threshold', 'iteration', 'max-frontier', 'memory', 'elapsed', 'rate'];
const WITH_AKA = new Set(['frontier', 'visited']);

/** An entry whose fields are read from the catalogue of the moment. */
function entry(key) {
  const fields = {
    get word() {
      return t(`glossary.${key}.word`);
    },
    get definition() {
      return t(`glossary.${key}.definition`);
    },
  };
  if (WITH_AKA.has(key)) {
    Object.defineProperty(fields, 'aka', { enumerable: true, get: () => t(`glossary.${key}.aka`).split('|') });
  }
  return Object.freeze(fields);
}

/** @type {Readonly<Record<string, Entry>>} keyed by the counter's id in index.html (`c-<key>`) */
export const GLOSSARY = Object.freeze(Object.fromEntries(KEYS.map((key) => [key, entry(key)])));
