// The line under the Puzzle panel's formula field (setup.js): what the engine's check found for
// the user's formula towards the goal (`checkFormula`: every state of a 3×3 board; on a larger
// one the states nearest the goal, said to be partial; fewer of them for a costly formula, said
// with its cost). Advice, like the goal offer: not
// tracked by `settled()`, and asked again only when the formula, goal or size changes.

import { t } from '../../i18n/index.js';

export class FormulaVerdict {
  /**
   * @param {import('../../engine/index.js').Engine} engine
   * @param {HTMLElement} line  #formula-verdict
   * @param {HTMLElement} field  #formula-field (the line shows only beside it)
   */
  constructor(engine, line, field) {
    this.engine = engine;
    this.line = line;
    this.field = field;
    this.key = '';
    /** `{ admissible, consistent, states, partial, cutByCost, cost }`, or null. */
    this.verdict = null;
  }

  /**
   * Checks `formula` (undefined: none, the line hides) towards `goal` on a `width`×`height`
   * board, unless `stale()` says a later read began meanwhile; then shows the line.
   */
  async judge({ formula, goal, width, height, stale }) {
    if (formula === undefined) {
      this.verdict = null;
      this.line.hidden = true;
      return;
    }
    const key = JSON.stringify([formula, goal, width, height]);
    if (key !== this.key) {
      let verdict = null;
      try {
        const r = await this.engine.checkFormula(formula, goal, width, height);
        if (r.ok) {
          const { admissible, consistent, states, partial, cutByCost, boardCost: cost } = r;
          verdict = { admissible, consistent, states, partial, cutByCost, cost };
        }
      } catch {
        // A goal the check cannot read: the goal's own error says so.
      }
      if (stale()) return;
      this.key = key;
      this.verdict = verdict;
    }
    this.show();
  }

  /** The line in the current language (again after a switch), hidden without a verdict or a field. */
  show() {
    const { line, verdict } = this;
    line.hidden = !verdict || this.field.hidden;
    if (!verdict) return;
    // A costly formula's check reads fewer states: the line says why (its cost a board).
    const key = verdict.cutByCost ? 'formula.verdictCostCut' : verdict.partial ? 'formula.verdictPartial' : 'formula.verdict';
    line.textContent = t(key, verdict);
    line.dataset.cutByCost = String(verdict.cutByCost);
    line.dataset.partial = String(verdict.partial);
    line.dataset.admissible = String(verdict.admissible);
  }
}
