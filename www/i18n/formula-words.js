// The words of a heuristic the user writes (src/formula/), shared by the
// Accuracy view's editor, the Solve view's field and the link's notice: a
// mistake worded by its code in the page's language with a caret under its
// column, and a check's verdicts. Pure (no DOM but the one builder), so the
// unit tests read exactly what the page shows.

import { has, t } from './index.js';

/**
 * A mistake `{ column, code, found, message }` (the engine's `parseFormula`,
 * `checkFormula`, or an `Error` thrown by `Session.useFormula` with `args`)
 * in the current language: `formula.error.<code>` with `{ found, column }`,
 * else the engine's English.
 */
export function mistakeText(error) {
  const column = error.column ?? error.args?.column ?? 1;
  const found = error.found ?? error.args?.found ?? '';
  const key = `formula.error.${String(error.code ?? '').replace(/^formula\./, '')}`;
  const what = has(key) ? t(key, { found, column }) : String(error.message ?? '');
  return t('formula.at', { column, what });
}

/**
 * The caret line under `text` pointing at `column` (1-based, counted in
 * characters as the engine counts them, so a Chinese comma is one): spaces
 * then `^`. A column past the end points just after the last character.
 */
export function caretLine(text, column) {
  const chars = Array.from(String(text));
  const at = Math.max(1, Math.min(Math.floor(Number(column) || 1), chars.length + 1));
  // Tabs stay tabs, so the caret lines up under the same character in a monospace box.
  return `${chars.slice(0, at - 1).map((c) => (c === '\t' ? '\t' : ' ')).join('')}^`;
}

/**
 * Fills `output` with a mistake: its sentence, then the formula and the
 * caret in a monospace box (or empties and hides it for `error` null).
 */
export function showMistake(output, text, error) {
  output.replaceChildren();
  output.hidden = !error;
  if (!error) return;
  const sentence = document.createElement('span');
  sentence.className = 'formula-mistake';
  sentence.textContent = mistakeText(error);
  const box = document.createElement('pre');
  box.className = 'formula-caret';
  box.setAttribute('aria-hidden', 'true');
  box.textContent = `${text}\n${caretLine(text, error.column ?? error.args?.column ?? 1)}`;
  output.append(sentence, box);
}

/** The relation of the formula to a built-in (`equal`, `dominates`, `dominated-by`, `neither`) as a sentence. */
export function relationText(relation, title) {
  return t(`formula.relation.${relation}`, { title });
}
