// A named goal's words: the Goal menus of Solve, Compare and Accuracy, and the
// sentences that name a goal, show the one word the catalogue has for it.

import { engineText, t } from '../i18n/index.js';

/**
 * A named goal as a menu or a sentence shows it: its word in the page's language
 * (`goal.<name>.title`, beside the engine's `goal.<name>.description`: Chinese words it, English
 * is the engine's name itself, as for any goal the catalogue has no word for). The option's value
 * stays the name.
 */
export function goalTitle(name) {
  return engineText(`goal.${name}.title`, name);
}

/**
 * Why heuristic `entry` cannot search towards `goalTiles` on a `width × height` board, or '' when
 * it can: a heuristic defined for one named goal only (its catalogue row's `goal`, e.g. Nilsson's
 * sequence score: the 3×3 spiral) says so, under `label` (its title or short name) — the Solve
 * menu's sentence, for the menus that know the goal but not the engine's values (Compare's lanes).
 */
export function goalOnly(catalogue, entry, label, { width, height, goalTiles }) {
  if (!entry?.goal) return '';
  const sides = entry.sides ?? [];
  const fits = sides.length === 0 || (sides.includes(width) && sides.includes(height));
  const tiles = catalogue.namedGoals(width, height).find((g) => g.name === entry.goal)?.tiles;
  if (fits && tiles && goalTiles && Array.from(tiles).join(' ') === Array.from(goalTiles).join(' ')) return '';
  const side = sides[0] ?? '';
  return t('solve.heuristicGoalOnly', { title: label, goal: goalTitle(entry.goal), size: `${side}×${side}` });
}
