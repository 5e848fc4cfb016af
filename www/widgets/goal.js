// A named goal's words: the Goal menus of Solve, Compare and Accuracy, and the
// sentences that name a goal, show the one word the catalogue has for it.

import { engineText } from '../i18n/index.js';

/**
 * A named goal as a menu or a sentence shows it: its word in the page's language
 * (`goal.<name>.title`, beside the engine's `goal.<name>.description`: Chinese words it, English
 * is the engine's name itself, as for any goal the catalogue has no word for). The option's value
 * stays the name.
 */
export function goalTitle(name) {
  return engineText(`goal.${name}.title`, name);
}
