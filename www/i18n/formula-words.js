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
  const shown = mistakeWindow(text, error.column ?? error.args?.column ?? 1);
  box.textContent = `${shown.text}\n${caretLine(shown.text, shown.column)}`;
  output.append(sentence, box);
}

/** Characters of the formula shown around a mistake, at most. */
export const WINDOW_CHARS = 60;

/**
 * The part of `text` shown above the caret: all of it when it has at most
 * {@link WINDOW_CHARS} characters, else a window of that many around
 * `column` with "…" where it was cut (a pasted text of 200,000 characters
 * is not repeated whole). `{ text, column }`: the window and the column in it.
 */
export function mistakeWindow(text, column) {
  const chars = Array.from(String(text));
  const at = Math.max(1, Math.min(Math.floor(Number(column) || 1), chars.length + 1));
  if (chars.length <= WINDOW_CHARS) return { text: chars.join(''), column: at };
  const from = Math.max(0, Math.min(at - 1 - WINDOW_CHARS / 2, chars.length - WINDOW_CHARS));
  const to = from + WINDOW_CHARS;
  const head = from > 0 ? '…' : '';
  const tail = to < chars.length ? '…' : '';
  return { text: `${head}${chars.slice(from, to).join('')}${tail}`, column: at - from + head.length };
}

/** The relation of the formula to a built-in (`equal`, `dominates`, `dominated-by`, `neither`) as a sentence. */
export function relationText(relation, title) {
  return t(`formula.relation.${relation}`, { title });
}
