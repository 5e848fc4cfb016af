// The formula's words in the page's language (issue 26: a Chinese reader saw identifiers with no
// legend): a folded list of every identifier a formula may use (i18n/formula-words.js
// FORMULA_IDENTIFIERS) and what it means (`formula.name.<id>`), under Solve's formula field and
// in Accuracy's editor. The features' Chinese names are also what a formula may be typed with
// (曼哈顿距离 * 2): the legend shows the one list the parser reads.

import { h } from './dom.js';
import { said } from './mark.js';
import { FORMULA_IDENTIFIERS, nameKey } from '../i18n/formula-words.js';

/** The legend: `<details>` with a `<dl>` of identifier → words (worded again on a language switch by data-i18n). */
export function formulaLegend(id) {
  const rows = FORMULA_IDENTIFIERS.flatMap(([identifier]) => [
    h('dt', { class: 'formula-legend-word' }, h('code', {}, identifier)),
    h('dd', {}, said(nameKey(identifier))),
  ]);
  return h('details', { id, class: 'formula-legend' }, h('summary', {}, said('formula.legend')), h('dl', {}, ...rows));
}
