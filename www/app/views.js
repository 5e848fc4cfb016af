// The view switcher in the top bar: Solve, Explain, Compare, Accuracy and
// the 15-puzzle lab are <main data-view> elements; one is shown at a time.
// The shown view is kept in the URL hash as `view=<name>` so a link or a
// reload opens the same view; other hash parameters are left untouched.
//
// Each switch is a history entry of its own (pushState, with the rest of the
// hash as it is: a link's board and lanes go along), so the browser's Back
// and Forward move between the views a lesson went through instead of
// leaving the page. Showing the view already shown pushes nothing, and an
// entry the browser brings back (popstate, hashchange) is shown without
// pushing another.

import { t } from '../i18n/index.js';
import { hashParams } from './share.js';

const listeners = new Set();

/**
 * What the error banner (status.js) tells a user to do after an unexpected
 * error, in each view: only the buttons that view has. A view without one
 * gets {@link RELOAD}.
 */
const RECOVERY = {
  solve: 'header.recovery.reset',
  explain: 'header.recovery.reset',
  compare: 'header.recovery.resetAll',
};
const RELOAD = 'header.recovery.reload';

/** The error banner's advice for the view shown now, in the current language. */
export function recoveryAdvice() {
  return t(RECOVERY[document.body.dataset.view] ?? RELOAD);
}

/** The view named in the hash, or 'solve'. */
export function currentView() {
  const name = hashParams().get('view');
  return document.querySelector(`main.view[data-view="${CSS.escape(name ?? '')}"]`) ? name : 'solve';
}

/** The address with `view` set to `name` in the hash (none for Solve, the page's first view). */
function addressOf(name) {
  const params = hashParams();
  if (name === 'solve') params.delete('view');
  else params.set('view', name);
  const hash = params.toString();
  return hash ? `#${hash}` : window.location.pathname + window.location.search;
}

/**
 * Shows one view and marks its button; announces it to listeners. With
 * `updateHash` (a click) a view other than the one in the address gets a
 * history entry of its own.
 */
export function showView(name, { updateHash = true } = {}) {
  for (const main of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('main.view'))) main.hidden = main.dataset.view !== name;
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('nav.views button'))) {
    if (button.dataset.view === name) button.setAttribute('aria-current', 'page');
    else button.removeAttribute('aria-current');
  }
  document.body.dataset.view = name;
  if (updateHash && currentView() !== name) history.pushState(history.state, '', addressOf(name));
  for (const listener of listeners) listener(name);
}

/** Calls `listener(name)` whenever a view is shown. */
export function onView(listener) {
  listeners.add(listener);
}

/** Wires the buttons and the history; shows the view the URL names. */
export function initViews() {
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('nav.views button'))) {
    button.addEventListener('click', () => showView(button.dataset.view));
  }
  // Back and Forward fire popstate, and hashchange too when the hash differs;
  // a pasted link fires hashchange only. Either shows the view the address
  // names, once.
  const follow = () => {
    const name = currentView();
    if (name !== document.body.dataset.view) showView(name, { updateHash: false });
  };
  window.addEventListener('popstate', follow);
  window.addEventListener('hashchange', follow);
  showView(currentView(), { updateHash: false });
}
