// A named goal's words in a menu: the Goal menus of Compare and Accuracy (and
// the sentences that name the goal) show the catalogue's word for it.

import { t } from '../i18n/index.js';

/**
 * A named goal as a menu shows it: the catalogue's word for it in the page's language
 * (`compare.goalName.<name>`), else the engine's name itself (a goal the catalogue has no word for).
 * The option's value stays the name.
 */
export function goalTitle(name) {
  const key = `compare.goalName.${name}`;
  const text = t(key);
  return text === key ? name : text;
}
