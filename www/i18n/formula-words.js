// The words of a heuristic the user writes (src/formula/), shared by the
// Accuracy view's editor, the Solve view's field and the link's notice: a
// mistake worded by its code in the page's language with a caret under its
// column, and a check's verdicts. Pure (no DOM but the one builder), so the
// unit tests read exactly what the page shows.

import { has, t } from './index.js';
import zhCatalogue from './zh-CN.js';

/**
 * The formula's identifiers (src/formula/syntax.rs: the board's features, then the functions of
 * a tile and of numbers, then a priority's variables), as its legend lists them; each has
 * `formula.name.<id>` in every catalogue, what it means in words. A unit test checks that the
 * engine reads every one.
 */
export const FORMULA_IDENTIFIERS = [
  ['manhattan', 'feature'],
  ['misplaced', 'feature'],
  ['linear_conflict', 'feature'],
  ['blank_row', 'feature'],
  ['blank_col', 'feature'],
  ['width', 'feature'],
  ['height', 'feature'],
  ['d(t)', 'tile'],
  ['row(t)', 'tile'],
  ['col(t)', 'tile'],
  ['goal_row(t)', 'tile'],
  ['goal_col(t)', 'tile'],
  ['min', 'function'],
  ['max', 'function'],
  ['abs', 'function'],
  ['sum(t in tiles: …)', 'function'],
  ['g', 'priority'],
  ['h', 'priority'],
  ['depth', 'priority'],
];

/** The catalogue key of an identifier's words: `formula.name.<the identifier without its arguments>`. */
export const nameKey = (identifier) => `formula.name.${identifier.replace(/\(.*$/, '')}`;

/**
 * The Chinese names a formula may use for the board's features, longest first: each feature's
 * `formula.name.<id>` in the Chinese catalogue (曼哈顿距离 is the Manhattan heuristic's own title
 * there, through terms.js), so the legend and the parser read one list.
 */
function chineseNames() {
  const names = [];
  for (const [identifier, kind] of FORMULA_IDENTIFIERS) {
    const words = zhCatalogue[nameKey(identifier)];
    if (kind === 'feature' && typeof words === 'string') names.push({ name: words, identifier });
  }
  return names.sort((a, b) => b.name.length - a.name.length);
}

/**
 * `text` as the engine reads it: each Chinese name of a feature ({@link chineseNames}) written as
 * its identifier with a space either side (曼哈顿距离 * 2 → " manhattan  * 2"); full-width forms
 * stay, the engine reads them. `{ text, column }`: the text for the engine, and `column(c)` the
 * column typed for the engine's column `c` (a mistake inside a name points at the name).
 */
export function engineFormula(text) {
  const typed = Array.from(String(text));
  const names = chineseNames();
  const out = [];
  const origin = [];
  for (let i = 0; i < typed.length; ) {
    const hit = names.find(({ name }) => typed.slice(i, i + name.length).join('') === name);
    if (hit) {
      for (const c of ` ${hit.identifier} `) {
        out.push(c);
        origin.push(i + 1);
      }
      i += Array.from(hit.name).length;
    } else {
      out.push(typed[i]);
      origin.push(i + 1);
      i += 1;
    }
  }
  const column = (c) => (c >= 1 && c <= origin.length ? origin[c - 1] : typed.length + Math.max(1, c - origin.length));
  return { text: out.join(''), column, changed: out.length !== typed.length || out.some((c, i) => c !== typed[i]) };
}

/**
 * A mistake `{ column, code, found, limit?, message }` (the engine's `parseFormula`,
 * `checkFormula`, or an `Error` thrown by `Session.useFormula` with `args`)
 * in the current language: `formula.error.<code>` with `{ found, column, limit }`
 * (`limit`: the bound the formula went past, the engine's number), else the engine's English.
 */
export function mistakeText(error) {
  const column = error.column ?? error.args?.column ?? 1;
  const found = error.found ?? error.args?.found ?? '';
  const limit = error.limit ?? error.args?.limit;
  const key = `formula.error.${String(error.code ?? '').replace(/^formula\./, '')}`;
  const what = has(key) ? t(key, { found, column, limit }) : String(error.message ?? '');
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
  // The output's own document, not the global: the search worker imports this module too
  // (engineFormula), and a worker has no `document`.
  const doc = output.ownerDocument;
  const sentence = doc.createElement('span');
  sentence.className = 'formula-mistake';
  sentence.textContent = mistakeText(error);
  const box = doc.createElement('pre');
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
