// What a move costs (Thayer and Ruml's heavy tiles): the Costs menu of Solve's Puzzle panel and of
// Compare's race, and the words every view says about a search under costs. The choices are the
// engine's (`costs()`, the default, unit, first; www/engine/catalogue.js `costs`); which searches
// run under them and add them up, and which heuristics stay admissible under them, are the
// catalogue rows' (`offeredUnder`, `weighsCosts`, `admissibleUnder`), never a list of names here.

import { t } from '../i18n/index.js';

/**
 * Fills `select` with the engine's costs, worded `costs.<name>` (`costs.<name>Short` with `short`,
 * Compare's narrow bar, the whole sentence in the option's title), keeping the choice (else the
 * default). Called again on a language switch.
 * @param {HTMLSelectElement} select  @param {import('../engine/catalogue.js').Catalogue} catalogue
 */
export function fillCosts(select, catalogue, { short = false } = {}) {
  const chosen = select.value;
  const option = (name) => Object.assign(new Option(t(short ? `costs.${name}Short` : `costs.${name}`), name), { title: t(`costs.${name}`) });
  select.replaceChildren(...catalogue.costs.map(option));
  select.value = catalogue.costs.includes(chosen) ? chosen : catalogue.costs[0];
}

/**
 * Disables in an algorithm menu each search its row does not offer under `costs` (IDA* counts
 * moves, so it runs under unit costs only), saying why in the option's title; the rest are enabled.
 * @param {HTMLSelectElement} select  @param {import('../engine/catalogue.js').Catalogue} catalogue  @param {string} costs
 */
export function markAlgorithms(select, catalogue, costs) {
  for (const option of select.options) {
    const row = catalogue.algorithm(option.value);
    if (!row) continue;
    const offered = catalogue.offeredUnder(row, costs);
    option.disabled = !offered;
    if (offered) option.removeAttribute('title');
    else option.title = t('costs.notOffered', { title: row.title, costs: t(`costs.${costs}`) });
  }
}

/**
 * Disables in a Costs menu each costs one of `algorithms` (entries: Solve's search, or every
 * Compare lane's) does not run under, naming it; the choice moves to the default when it is no
 * longer offered. Returns whether it moved.
 * @param {HTMLSelectElement} select  @param {import('../engine/catalogue.js').Catalogue} catalogue
 * @param {ReadonlyArray<any>} algorithms
 */
export function markCosts(select, catalogue, algorithms) {
  for (const option of select.options) {
    const refusing = algorithms.find((a) => a && !catalogue.offeredUnder(a, option.value));
    option.disabled = Boolean(refusing);
    option.title = refusing ? t('costs.notOffered', { title: refusing.title, costs: t(`costs.${option.value}`) }) : t(`costs.${option.value}`);
  }
  if (!select.selectedOptions[0]?.disabled) return false;
  select.value = catalogue.costs[0];
  return true;
}

/**
 * What the search `algorithm` does with `costs` and whether `heuristic` (an entry, or undefined for
 * a search without one) is admissible under them, in one sentence of the page's language: empty
 * under the default costs (every move 1, as the textbooks' 8-puzzle).
 * @param {import('../engine/catalogue.js').Catalogue} catalogue
 */
export function costsSentence(catalogue, costs, algorithm, heuristic) {
  if (!catalogue.weighs(costs) || !algorithm) return '';
  const how = algorithm.weighsCosts ? t('costs.weighs', { title: algorithm.title }) : t('costs.countsMoves', { title: algorithm.title });
  if (!heuristic || !algorithm.usesHeuristic) return how;
  const admissible = heuristic.admissibleUnder?.includes(costs);
  return `${how} ${t(admissible ? 'costs.admissible' : 'costs.notAdmissible', { title: heuristic.title })}`;
}
