// Markup that follows the language by itself: an element built with these carries its keys
// (`data-i18n`, `data-i18n-attr`), so the switch's `translate(document)` rewrites it with the
// rest of the page and the view that built it has nothing to redraw. For texts that are fixed
// once built (labels, titles, buttons); a sentence made of the view's numbers is the view's to
// redraw on `onLanguageChange`.

import { h } from './dom.js';
import { t } from '../i18n/index.js';

/** A `<span>` whose text is the message `key` (a piece of a label, a caption, a button). */
export function said(key) {
  return h('span', { 'data-i18n': key }, t(key));
}

/**
 * Props for h(): each attribute of `pairs` (`{ title: 'compare.stepTitle' }`) set to its message
 * now, and marked to follow the language.
 * @param {Record<string, string>} pairs  attribute → key
 * @returns {Record<string, string>}
 */
export function marked(pairs) {
  const props = { 'data-i18n-attr': Object.entries(pairs).map(([attribute, key]) => `${attribute}:${key}`).join('; ') };
  for (const [attribute, key] of Object.entries(pairs)) props[attribute] = t(key);
  return props;
}

/** Props for h(): the element's whole text is the message `key` (no other children). */
export function textOf(key) {
  return { 'data-i18n': key };
}
