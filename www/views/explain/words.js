// The words of the search the Explain view explains, in the page's current language. A problem
// carries its algorithm's catalogue entry (`problem.traits`) as it was worded when the search was
// configured; after a switch of language the view reads the entry again from the catalogue, which
// words it in the new language (catalogue.js), so a title, a short name or a bound (what an
// iterative search raises: the engine's `bound`, `algorithm.<name>.bound` in the page's Chinese)
// never stays in the language the search began in. Capabilities (iterative, frontierKey …) are
// the same in both, so the view branches on `problem.traits` and only its words come from here.

import { loadCatalogue } from '../../engine/index.js';
import { parameterSetting } from '../../engine/catalogue.js';
import { t } from '../../i18n/index.js';

/** @type {import('../../engine/catalogue.js').Catalogue | null} */
let catalogue = null;

/** Reads the catalogue once; `then` runs when it is there (the view redraws its words). */
export function loadWords(then) {
  loadCatalogue().then((c) => {
    catalogue = c;
    then();
  });
}

/** The problem's algorithm entry in the current language (the configured one until the catalogue is read). */
export function algorithmOf(problem) {
  return catalogue?.algorithm(problem.algorithm) ?? problem.traits;
}

/** The problem's heuristic entry in the current language, or null for a blind search. */
export function heuristicOf(problem) {
  if (!problem.usesHeuristic) return null;
  return catalogue?.heuristic(problem.heuristic) ?? null;
}

/** The search's title: "A* with Manhattan distance", "Weighted A* (w = 1.5) with …". */
export function titleOf(problem) {
  const algorithm = algorithmOf(problem);
  const heuristic = heuristicOf(problem);
  const setting = parameterSetting(problem.traits, problem.parameter);
  const title = heuristic ? t('explain.title', { algorithm: algorithm.title, setting, heuristic: heuristic.phrase }) : algorithm.title;
  if (!heuristic && !catalogue) return problem.algorithmTitle ?? title;
  // Under heavy costs (the Solve view's problem says so) the title says what a move costs.
  return problem.heavy ? t('costs.titled', { title }) : title;
}

/** The short name ("A*", "BFS") of a catalogue entry, in the current language. */
export function shortOf(entry) {
  return catalogue?.algorithm(entry.name)?.short ?? entry.short;
}
