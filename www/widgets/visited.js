// The visited table (判重表): the menu that chooses how a search remembers
// the states it has seen (the seeds' lesson: a rank array by Cantor
// expansion, a hash table, an ordered set — or none, tree search), and the
// small panel beside the counters that shows what the chosen one costs as
// the search runs. Both read the engine's catalogue (`visitedTables()`,
// www/engine/catalogue.js): which algorithms and boards take each choice is the
// engine's word, never a list of names here.

import { h } from './dom.js';
import { bytes, decimal, integer } from '../i18n/format.js';
import { onLanguageChange, t } from '../i18n/index.js';

/**
 * The choices `algorithm` (an entry of the catalogue) takes on a board of `cells` cells, in
 * menu order; empty for one that keeps no table (IDA*, IDDFS).
 * @param {import('../engine/catalogue.js').Catalogue} catalogue
 */
export function visitedChoices(catalogue, algorithm, cells) {
  return catalogue.visitedTables.filter(
    (v) => v.algorithms.includes(algorithm) && (v.maxCells === undefined || cells <= v.maxCells),
  );
}

/**
 * The menu in Solve's setup panel (`#visited`, in its field `#visited-field`): shown only for
 * an algorithm that keeps a table; its options rebuilt for each algorithm and board size and on
 * a language switch, keeping the choice when it is still offered (else `auto`).
 */
export class VisitedMenu {
  /** @param {HTMLSelectElement} select  @param {HTMLElement} field  @param {HTMLElement} hint */
  constructor(select, field, hint) {
    this.select = select;
    this.field = field;
    this.hint = hint;
    /** What a link or the user asked for, kept while an algorithm that has no table is chosen. */
    this.wanted = 'auto';
    /** @type {import('../engine/catalogue.js').Catalogue | null} what the last {@link offer} was for */
    this.catalogue = null;
    /** @type {string} */
    this.algorithm = '';
    this.cells = 0;
    select.addEventListener('change', () => {
      this.wanted = select.value;
      this.#describe();
    });
    onLanguageChange(() => this.catalogue && this.offer(this.catalogue, this.algorithm, this.cells));
  }

  /** Offers the choices of `algorithm` on `cells` cells. */
  offer(catalogue, algorithm, cells) {
    Object.assign(this, { catalogue, algorithm, cells });
    const choices = visitedChoices(catalogue, algorithm, cells);
    this.field.hidden = choices.length === 0;
    this.hint.hidden = choices.length === 0;
    this.select.replaceChildren(...choices.map((v) => new Option(t(`visited.${v.name}`), v.name)));
    this.select.value = choices.some((v) => v.name === this.wanted) ? this.wanted : 'auto';
    this.#describe();
  }

  /** The choice to search with: undefined when the algorithm keeps no table. */
  get value() {
    return this.field.hidden ? undefined : this.select.value;
  }

  /** Sets the wanted choice (a link's `visited=`); applied by the next {@link offer}. */
  set value(name) {
    this.wanted = name;
  }

  #describe() {
    const chosen = this.catalogue?.visitedTables.find((v) => v.name === this.select.value);
    this.hint.textContent = chosen ? t(`visited.hint.${chosen.name}`, { budget: chosen.nodeBudget }) : '';
  }
}

/**
 * A Compare lane's visited-table menu ("Lane 1 visited table"): every choice the engine lists
 * for the lane's algorithm (a table the board cannot take is refused by the engine with its
 * sentence, which the lane shows). Filled by {@link offerLaneVisited}.
 * @param {number} n  @param {string} id
 */
export function laneVisitedMenu(n, id) {
  const select = /** @type {HTMLSelectElement} */ (h('select', { id, class: 'lane-visited', 'aria-label': t('visited.lane', { n }) }));
  onLanguageChange(() => {
    select.setAttribute('aria-label', t('visited.lane', { n }));
    for (const option of select.options) option.textContent = t(`visited.${option.value}`);
  });
  return select;
}

/**
 * Offers `algorithm`'s choices in a lane's menu, `wanted` chosen if offered; hidden when it has none.
 * @param {HTMLSelectElement} select  @param {import('../engine/catalogue.js').Catalogue} catalogue
 * @param {string} algorithm  @param {string} [wanted]
 */
export function offerLaneVisited(select, catalogue, algorithm, wanted = select.value || 'auto') {
  const choices = catalogue.visitedTables.filter((v) => v.algorithms.includes(algorithm));
  select.hidden = choices.length === 0;
  select.replaceChildren(...choices.map((v) => new Option(t(`visited.${v.name}`), v.name)));
  select.value = choices.some((v) => v.name === wanted) ? wanted : 'auto';
}

/**
 * The rows of the costs panel: key, and whether a table of `kind` shows it.
 * @type {[string, (kind: string) => boolean][]}
 */
const ROWS = [
  ['table', () => true],
  ['memory', (kind) => kind !== 'none'],
  ['perExpansion', () => true],
  ['load', (kind) => kind === 'hash'],
  ['collisions', (kind) => kind === 'hash'],
  ['duplicates', (kind) => kind === 'none'],
];

/**
 * The costs panel (`#visited-costs`, a `<dl>` beside the counters): the table built, its bytes,
 * engine time per expansion, a hash table's load and collisions, tree search's duplicates.
 * Hidden for a search that keeps no table. Every value a `<dd>` named by its `<dt>`.
 */
export class VisitedCosts {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    this.cells = {};
    this.labels = {};
    for (const [key] of ROWS) {
      const label = h('dt', { id: `v-${key}-label` });
      const value = h('dd', { id: `v-${key}`, tabindex: '0', 'aria-labelledby': `v-${key}-label` });
      this.labels[key] = label;
      this.cells[key] = value;
      root.append(h('div', { class: 'counter' }, label, value));
    }
    this.last = null;
    this.engineMs = 0;
    this.show(null);
  }

  /**
   * Shows `summary`'s `visitedTable` (src/wasm/visited.rs); none → hidden. `engineMs` is the
   * engine time of the search so far (the worker's step calls, as the Elapsed counter), so time
   * per expansion is engine time over expansions.
   */
  show(summary, engineMs = 0) {
    this.last = summary;
    this.engineMs = engineMs;
    const costs = summary?.visitedTable;
    this.root.hidden = !costs;
    if (!costs) return;
    for (const [key, shows] of ROWS) {
      this.labels[key].textContent = t(`visited.cost.${key}`);
      this.cells[key].parentElement.hidden = !shows(costs.kind);
    }
    const c = this.cells;
    c.table.textContent = t(`visited.${costs.kind}`);
    c.memory.textContent = bytes(costs.bytes);
    c.perExpansion.textContent =
      summary.expanded > 0 && engineMs > 0 ? t('visited.microseconds', { us: (1000 * engineMs) / summary.expanded }) : '–';
    c.load.textContent = decimal(costs.load, 2);
    c.collisions.textContent = integer(costs.collisions);
    c.duplicates.textContent = integer(costs.duplicates);
  }

  /** Words the panel again in the current language. */
  redraw() {
    this.show(this.last, this.engineMs);
  }
}
