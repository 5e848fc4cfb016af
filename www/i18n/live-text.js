// Texts that follow the page's language: an element's text (or one attribute) written from a
// function of what the page holds, and written again after each switch of language
// (www/i18n `onLanguageChange`), so a status line or a table cell set during a long search
// reads in the new language at once, without the search being asked again.
// An element that has left the document is forgotten at the next switch.

import { onLanguageChange } from './index.js';

/** element → (attribute or '' for the text) → render */
const LIVE = new Map();

/**
 * Writes `render()` into `el`'s text (or its `attribute`), now and after each switch of language.
 * @param {Element} el
 * @param {() => string} render
 * @param {string} [attribute]
 */
export function say(el, render, attribute = '') {
  let renders = LIVE.get(el);
  if (!renders) LIVE.set(el, (renders = new Map()));
  renders.set(attribute, render);
  write(el, attribute, render);
}

function write(el, attribute, render) {
  const text = render();
  if (attribute) el.setAttribute(attribute, text);
  else el.textContent = text;
}

onLanguageChange(() => {
  for (const [el, renders] of LIVE) {
    if (!el.isConnected) {
      LIVE.delete(el);
      continue;
    }
    for (const [attribute, render] of renders) write(el, attribute, render);
  }
});
