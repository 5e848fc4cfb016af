// The view switcher in the top bar: Solve, Explain, Compare, Accuracy and
// the 15-puzzle lab are <main data-view> elements; one is shown at a time.
// The shown view is kept in the URL hash as `view=<name>` so a link or a
// reload opens the same view; other hash parameters are left untouched.

const listeners = new Set();

/** The view named in the hash, or 'solve'. */
export function currentView() {
  const name = new URLSearchParams(window.location.hash.slice(1)).get('view');
  return document.querySelector(`main.view[data-view="${CSS.escape(name ?? '')}"]`) ? name : 'solve';
}

/** Shows one view and marks its button; announces it to listeners. */
export function showView(name, { updateHash = true } = {}) {
  for (const main of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('main.view'))) main.hidden = main.dataset.view !== name;
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('nav.views button'))) {
    if (button.dataset.view === name) button.setAttribute('aria-current', 'page');
    else button.removeAttribute('aria-current');
  }
  document.body.dataset.view = name;
  if (updateHash) {
    const params = new URLSearchParams(window.location.hash.slice(1));
    if (name === 'solve') params.delete('view');
    else params.set('view', name);
    const hash = params.toString();
    history.replaceState(null, '', hash ? `#${hash}` : window.location.pathname + window.location.search);
  }
  for (const listener of listeners) listener(name);
}

/** Calls `listener(name)` whenever a view is shown. */
export function onView(listener) {
  listeners.add(listener);
}

/** Wires the buttons and the hash; shows the view the URL names. */
export function initViews() {
  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('nav.views button'))) {
    button.addEventListener('click', () => showView(button.dataset.view));
  }
  window.addEventListener('hashchange', () => showView(currentView(), { updateHash: false }));
  showView(currentView(), { updateHash: false });
}
