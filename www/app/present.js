// Presentation mode: the "Presentation mode" toggle in the top bar makes the
// type larger and the contrast higher for a projector at the back of a room
// (present.css, under the class `presentation` on <html>). The choice is
// remembered in localStorage, so the page opens the same way next lesson.
// Esc leaves it (unless a dialog is open: then Esc closes the dialog).

import './present.css';

const STORAGE_KEY = 'npuzzle.presentation';
const CLASS = 'presentation';

function remembered() {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false; // storage blocked (private mode, file://): start in the usual mode
  }
}

function remember(on) {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, 'on');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Not remembered, but the toggle still works for this visit.
  }
}

/** Turns presentation mode on or off; the button says which (aria-pressed). */
export function setPresentation(on, button = document.getElementById('presentation')) {
  document.documentElement.classList.toggle(CLASS, on);
  button?.setAttribute('aria-pressed', String(on));
  // Canvases size themselves to their boxes: let them redraw at the new sizes.
  window.dispatchEvent(new Event('resize'));
}

/** Applies the remembered mode and wires the toggle. */
export function initPresentation() {
  const button = document.getElementById('presentation');
  setPresentation(remembered(), button);
  button?.addEventListener('click', () => {
    const on = !document.documentElement.classList.contains(CLASS);
    setPresentation(on, button);
    remember(on);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !document.documentElement.classList.contains(CLASS)) return;
    if (document.querySelector('dialog[open]')) return;
    setPresentation(false, button);
    remember(false);
  });
}

// At import, before the engine loads: the page never flashes in the other mode.
initPresentation();
