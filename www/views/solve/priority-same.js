// The line under the Puzzle panel's priority field (setup.js): which named search your best-first
// search expands as on this board, and whether its path is shortest. Not guessed from the text:
// the engine runs the kit and each named search from the start and compares what they expand, in
// order (`Session.equivalent`, src/search/kit.rs). Asked once per search (a new board, priority,
// heuristic, tie rule or table is a new search); the path's verdict comes with the solution.

import { t } from '../../i18n/index.js';
import { isAbort } from '../../engine/client.js';

export class PrioritySame {
  /**
   * @param {import('../../engine/catalogue.js').Catalogue} catalogue
   * @param {HTMLElement} line  #priority-same
   */
  constructor(catalogue, line) {
    this.catalogue = catalogue;
    this.line = line;
    /** The search asked about (a new one is asked again). */
    this.search = null;
    /** `{ algorithm, weight, steps, complete }` or null (no named search), undefined before the answer. */
    this.same = undefined;
    /** The path is shortest (the solved search's own verdict). */
    this.shortest = false;
  }

  /**
   * Follows the Solve view's search: asks the engine about a new one whose row takes a priority
   * (`traits.priority`), hides the line for any other; `solved` with `optimal` adds the path's verdict.
   */
  async follow(search, traits, { solved = false, optimal = false } = {}) {
    if (!search || !traits?.priority) {
      this.search = null;
      this.line.hidden = true;
      return;
    }
    this.shortest = solved && optimal;
    if (search !== this.search) {
      this.search = search;
      this.same = undefined;
      this.line.hidden = true;
      let answer;
      try {
        answer = await search.equivalent();
      } catch (error) {
        if (!isAbort(error)) console.warn(error);
        return;
      }
      if (this.search !== search) return; // a new search began meanwhile
      this.same = answer?.same ?? null;
    }
    this.show();
  }

  /** The line in the current language (again after a switch). */
  show() {
    if (!this.search || this.same === undefined) return;
    const same = this.same;
    let text;
    if (same) {
      const row = this.catalogue.algorithm(same.algorithm);
      const title = row?.parameter?.key === 'weight' ? t('priority.weighted', { title: row.title, weight: same.weight }) : (row?.title ?? same.algorithm);
      text = t(same.complete ? 'priority.same' : 'priority.sameFirst', { title, steps: same.steps });
    } else text = t('priority.none');
    if (this.shortest) text = t('priority.sameAndShortest', { same: text, shortest: t('priority.shortest') });
    this.line.textContent = text;
    this.line.hidden = false;
  }
}
