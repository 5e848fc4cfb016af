// The Accuracy view's heuristic editor (issue 13, "Write your own
// heuristic"): a formula field with examples and a Check button, and a card
// in the maps' grid that shows what the engine found when it held the
// formula against the exact distance of every state of the chosen goal
// (src/formula/check.rs, run in the view's worker: the tab never freezes):
// admissible or not with the first counter-example (which opens in Solve),
// consistent or not, how often h = h*, the mean gap, where it stands beside
// the built-ins, and the same h against h* heat map they have.

import { emit } from '../../app/bus.js';
import { h } from '../../widgets/dom.js';
import { decimal } from '../../i18n/format.js';
import { onLanguageChange, t } from '../../i18n/index.js';
import { said } from '../../widgets/mark.js';
import { relationText, showMistake } from '../../i18n/formula-words.js';
import { formulaLegend } from '../../widgets/formula-legend.js';
import { HeatMap } from './heatmap.js';
import { cancelFormulaCheck, checkFormula } from './space.js';
import { isAbort } from '../../engine/client.js';

/** What the field offers to try: one admissible and consistent, one not, one written tile by tile. */
export const EXAMPLES = ['max(misplaced, manhattan)', '2 * manhattan', 'sum(t in tiles: d(t))'];

const percent = (part, whole) => `${decimal((100 * part) / whole, 1)}%`;

/**
 * A check's `counts` (rows h* 0..farthest, `side` columns of h) as the square
 * `side × side` matrix a {@link HeatMap} draws (the rows past the farthest
 * state empty).
 */
export function squareMatrix(counts, side) {
  const matrix = new Uint32Array(side * side);
  matrix.set(counts.slice(0, side * side));
  return matrix;
}

export class FormulaEditor {
  /**
   * @param {{ goal: () => string, maxCount: () => number, checked: () => void,
   *   catalogue: import('../../engine/catalogue.js').Catalogue }} view  what the editor reads of the view,
   *   and `checked`, called after each answer (the view rings the start board on the new map)
   */
  constructor(view) {
    this.view = view;
    this.result = null; // the latest check's answer (`checkFormula`)
    this.marker = null; // the start board's cell `{ d, h }` on the formula's map (`mark`)
    this.asked = 0; // the latest check asked for; older answers give way
    this.mistake = null;
    this.#build();
    onLanguageChange(() => this.#relabel());
  }

  #build() {
    const field = h('input', {
      id: 'acc-formula',
      type: 'text',
      spellcheck: 'false',
      autocomplete: 'off',
      autocapitalize: 'off',
      value: EXAMPLES[0],
      'aria-describedby': 'acc-formula-error',
    });
    field.value = EXAMPLES[0];
    const check = h('button', { type: 'button', id: 'acc-formula-check' }, said('formula.check'));
    // A check runs in a worker of its own: Cancel ends it without touching the view's other work.
    const cancel = h('button', { type: 'button', id: 'acc-formula-cancel', class: 'secondary', hidden: true }, said('formula.cancel'));
    cancel.addEventListener('click', () => cancelFormulaCheck());
    const examples = EXAMPLES.map((text) =>
      h('button', { type: 'button', class: 'secondary acc-formula-example', on: { click: () => this.#use(text) } }, text),
    );
    this.el = {
      field,
      check,
      cancel,
      error: h('div', { id: 'acc-formula-error', class: 'field-error formula-error', 'aria-live': 'polite', hidden: true }),
      verdicts: h('ul', { class: 'acc-formula-verdicts', 'aria-live': 'polite' }),
      canvas: h('canvas', { class: 'acc-map', role: 'img', 'aria-label': this.#title() }),
      readout: h('p', { class: 'acc-readout' }),
      caption: h('p', { class: 'acc-formula-caption' }),
      computing: h('p', { class: 'acc-computing', hidden: true }, said('formula.checkingAll')),
      heading: h('h3', { id: 'acc-formula-title' }, this.#title()),
    };
    const e = this.el;
    this.section = h(
      'section',
      { class: 'panel acc-formula', 'aria-labelledby': 'acc-formula-head' },
      h(
        'div',
        { class: 'field acc-formula-field' },
        // The folded legend beside the title, not on a line of its own: the maps below keep their
        // room at 1366×768 (accuracy.test); opened, it takes the width under the title.
        h(
          'div',
          { class: 'acc-formula-extras' },
          h('h2', { id: 'acc-formula-head' }, h('label', { for: 'acc-formula' }, said('formula.editorTitle'))),
          formulaLegend('acc-formula-legend'),
        ),
        h('div', { class: 'acc-formula-row' }, field, check, cancel),
        e.error,
        h('p', { class: 'acc-formula-examples' }, h('span', { class: 'hint' }, said('formula.examples')), ...examples),
      ),
      e.verdicts,
    );
    this.card = h(
      'figure',
      { class: 'acc-card acc-formula-card', 'data-heuristic': 'formula', 'aria-labelledby': 'acc-formula-title' },
      e.heading,
      h('div', { class: 'acc-canvas-box' }, e.canvas, e.computing),
      e.readout,
      e.caption,
    );
    this.map = new HeatMap(e.canvas, e.readout, this.#title());
    check.addEventListener('click', () => this.check());
    field.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      this.check();
    });
  }

  #use(text) {
    this.el.field.value = text;
    this.check();
  }

  /** Checks the field's formula against every state of the view's goal, in the view's worker. */
  async check() {
    const e = this.el;
    const text = e.field.value;
    const goal = this.view.goal();
    const asked = ++this.asked;
    /** The goal the latest check was asked for (the view checks again when its goal changes). */
    this.checkedGoal = goal;
    e.computing.hidden = false;
    e.cancel.hidden = false;
    this.card.setAttribute('aria-busy', 'true');
    let result;
    try {
      result = await checkFormula(text, goal);
    } catch (error) {
      // Cancel ends the check's worker; a newer check asked meanwhile answers for itself.
      result = isAbort(error) ? { ok: false, cancelled: true } : { ok: false, failed: error.message };
    }
    if (asked !== this.asked) return;
    e.computing.hidden = true;
    e.cancel.hidden = true;
    this.card.setAttribute('aria-busy', 'false');
    // Answers so far (a test waits for the next one).
    this.answers = (this.answers ?? 0) + 1;
    this.card.dataset.checks = String(this.answers);
    this.text = text;
    this.result = result;
    /** The goal `result` answers for (`checkedGoal` is the goal last asked, perhaps not answered yet). */
    this.answeredGoal = goal;
    this.marker = null; // the start's h was the last formula's
    this.#show();
    this.view.checked();
  }

  /**
   * The formula the maps show, if its check answered for `goal`: its text
   * as the engine read it, else null (none checked yet, a mistake, another goal).
   */
  shownFor(goal) {
    return this.result?.ok && this.answeredGoal === goal ? this.result.formula : null;
  }

  /** Rings the start board's cell `{ d, h }` on the formula's map (null: none), kept across a switch of language. */
  mark(marker) {
    this.marker = marker;
    this.map.setMarker(marker);
  }

  /** The card's title, the catalogue's formula entry ("Your formula"), for the start's facts too. */
  get title() {
    return this.#title();
  }

  /** Writes the check's answer (again after a switch of language). */
  #show() {
    const e = this.el;
    const r = this.result;
    if (!r) return;
    this.mistake = r.ok || r.failed || r.cancelled ? null : r.error;
    showMistake(e.error, this.text, this.mistake);
    if (this.mistake) e.field.setAttribute('aria-invalid', 'true');
    else e.field.removeAttribute('aria-invalid');
    if (!r.ok) {
      const line = r.cancelled ? t('formula.cancelled') : r.failed ? t('formula.failed', { message: r.failed }) : null;
      e.verdicts.replaceChildren(...(line ? [h('li', { class: 'bad' }, line)] : []));
      e.caption.textContent = '';
      this.card.dataset.admissible = '';
      this.map.show({ matrix: new Uint32Array(1), side: 1, maxCount: 1, states: 0 });
      return;
    }
    this.card.dataset.admissible = String(r.admissible);
    this.card.dataset.consistent = String(r.consistent);
    e.caption.textContent = t('formula.mapCaption', { formula: r.formula });
    const maxCount = Math.max(this.view.maxCount(), ...r.counts);
    this.map.show({ matrix: squareMatrix(r.counts, r.side), side: r.side, maxCount, states: r.states });
    this.map.setMarker(this.marker);
    const items = [];
    // A costly formula is checked on the states nearest the goal only: said before every verdict.
    if (r.cutByCost) {
      items.push(h('li', { class: 'acc-formula-cost-cut' }, t('formula.costCut', { cost: r.boardCost, states: r.states, work: r.work })));
    }
    if (r.admissible) items.push(h('li', { class: 'good acc-formula-admissible' }, t('formula.admissible', { states: r.states })));
    else {
      const c = r.firstOver;
      items.push(
        h('li', { class: 'bad acc-formula-admissible' }, t('formula.inadmissible', { over: r.overestimates, states: r.states })),
        h(
          'li',
          { class: 'acc-formula-example-board', dataset: { tiles: c.tiles.join(' '), h: String(c.h), distance: String(c.distance) } },
          t('formula.counterExample', { tiles: c.tiles.join(' '), h: c.h, distance: c.distance }),
          ' ',
          h(
            'button',
            {
              type: 'button',
              class: 'secondary acc-formula-load',
              title: t('formula.loadExampleTitle'),
              on: { click: () => emit('useBoard', { tiles: c.tiles, goal: this.view.goal(), formula: r.formula }) },
            },
            t('formula.loadExample'),
          ),
        ),
      );
    }
    if (r.consistent) items.push(h('li', { class: 'good acc-formula-consistent' }, t('formula.consistent')));
    else {
      const [before, after] = r.firstInconsistent;
      const same = before.tiles.join(' ') === after.tiles.join(' ');
      items.push(
        h(
          'li',
          { class: 'bad acc-formula-consistent' },
          same ? t('formula.inconsistentGoal', { h: before.h }) : t('formula.inconsistent', { before: before.h, after: after.h }),
        ),
      );
    }
    // Said before any verdict leans on it: the verdicts are about the whole estimates.
    if (r.rounded > 0) items.push(h('li', { class: 'acc-formula-rounded' }, t('formula.rounded', { rounded: r.rounded, states: r.states })));
    items.push(
      h('li', { class: 'acc-formula-exact' }, t('formula.exact', { exact: r.exact, percent: percent(r.exact, r.states) })),
      h('li', { class: 'acc-formula-gap' }, t('formula.meanGap', { gap: r.meanGap })),
      h(
        'li',
        { class: 'acc-formula-dominance' },
        t('formula.dominance', {
          list: r.dominance
            .map(({ heuristic, relation }) => relationText(relation, this.view.catalogue.heuristic(heuristic)?.title ?? heuristic))
            .join(t('formula.listSeparator')),
        }),
      ),
    );
    e.verdicts.replaceChildren(...items);
  }

  /** The card's title: the catalogue's formula entry (the menus' "Your formula"). */
  #title() {
    return this.view.catalogue.formula?.title ?? t('formula.mapTitle');
  }

  #relabel() {
    const title = this.#title();
    this.el.heading.textContent = title;
    this.el.canvas.setAttribute('aria-label', title);
    this.map.relabel(title);
    this.#show();
  }
}
