// What one step of a search is, said once for every view. The Step buttons
// (Solve's and Explain's), the Expanded counter, Solve's status line ("Paused
// after 12 expansions", "314 nodes expanded"), Explain's pseudo-code caption
// ("Expansion 12: …") and its search tree all count the same thing:
//
//   expansion k = the k-th node taken from the frontier and expanded (its
//   children generated). One press of Step makes one expansion.
//
// The one press that expands nothing: the A* family, IDA* and IDDFS test for
// the goal when they take a node from the frontier, so their last Step takes
// the goal and ends the search. A* with Manhattan distance on POJ 1077 makes
// 314 expansions and then that selection ("After 314 expansions: took the
// goal …"). BFS and bidirectional BFS find the goal among the children of
// their last expansion. The engine's `summary.steps` counts both
// (expansions plus the goal's selection); the page shows expansions.

import { t } from '../i18n/index.js';

/**
 * The sentence behind the word, for tooltips (Step buttons, the Expanded counter, Explain's caption),
 * in the current language: read it again after a language switch (`onLanguageChange`).
 */
export const stepMeaning = () => t('solve.stepMeaning');

/** {@link stepMeaning} in the language the page opened in (for views not yet redrawn on a switch). */
export const STEP_MEANING = stepMeaning();

/** Whether the step that led to `summary` took the goal without expanding it. */
export function tookGoal(summary) {
  return summary.steps > summary.expanded;
}

/**
 * The name of the step that led to `summary`, as a caption begins:
 * "Expansion 12" for an expansion, "After 314 expansions" for the goal's selection.
 */
export function stepName(summary) {
  return t(tookGoal(summary) ? 'solve.afterExpansions' : 'solve.expansionNumber', { n: summary.expanded });
}
