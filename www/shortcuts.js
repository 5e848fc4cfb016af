// Keyboard access to the whole page: `?` (or the ? button in the top bar)
// opens a dialog listing every key the page handles, and the skip link
// jumps past the top bar to the view on screen.
//
// The list is the one place that names the keys; each entry says which
// handler it belongs to, so a key added there belongs here too:
//   main.js onKey (Solve and Explain), play/index.js (the board, playing),
//   compare/index.js (Compare),
//   explain/tree.js #key and explain/layout.js (Explain's tree and tabs),
//   controls.js, compare/problem.js, lab/setup.js and lab/korf-panel.js
//   (Enter in a field), present.js (Esc), this file (?).

import { h } from './dom.js';

/**
 * `[heading, [[keys, what], …]]` as the dialog shows them.
 * @type {[string, [string[], string][]][]}
 */
const SHORTCUTS = [
  [
    'Solve and Explain',
    [
      [['Space'], 'Play or pause the search; once solved, play or pause the solution'],
      [['→'], 'Step: expand one node; once solved, the next move'],
      [['.'], 'Step (also once solved)'],
      [[','], 'Step back: undo one expansion'],
      [['←'], 'Once solved, the previous move'],
      [['R'], 'Reset the search'],
      [['Enter'], 'In the Start state field: use the board typed'],
    ],
  ],
  [
    'Solve: play it yourself (when the board has the focus)',
    [
      [['↑', '↓', '←', '→'], 'Slide the tile above, below, left or right of the blank into it'],
      [['W', 'A', 'S', 'D'], 'The same, by letter'],
      [['Backspace', 'Ctrl+Z'], 'Undo a move'],
      [['H'], 'Hint: the next move on a shortest path'],
    ],
  ],
  [
    'Compare',
    [
      [['Space'], 'Run or pause every lane'],
      [['→'], 'Step every lane'],
      [['R'], 'Reset every lane'],
      [['Enter'], 'In the start field: use the board typed'],
    ],
  ],
  [
    'Explain: search tree (when it has the focus) and tabs',
    [
      [['←', '→'], 'Tree: the previous or next expansion; tabs: the previous or next tab'],
      [['↑'], 'Tree: the node\'s parent'],
      [['↓'], 'Tree: the node\'s first child'],
      [['Home', 'End'], 'The first or last expansion (or tab)'],
    ],
  ],
  [
    '15-puzzle lab',
    [[['Enter'], 'In the board field: solve it; in the field of Korf\'s instances: run them']],
  ],
  [
    'Everywhere',
    [
      [['?'], 'Show this list'],
      [['Esc'], 'Close this list; leave presentation mode'],
      [['Tab'], 'The first Tab shows "Skip to main content", which jumps past the top bar'],
    ],
  ],
];

/** The dialog, built once. */
function buildDialog() {
  const close = h('button', { type: 'button', class: 'secondary', on: { click: () => dialog.close() } }, 'Close');
  const dialog = h(
    'dialog',
    { id: 'shortcuts-dialog', class: 'shortcuts-dialog', 'aria-labelledby': 'shortcuts-title' },
    h('div', { class: 'shortcuts-head' }, h('h2', { id: 'shortcuts-title' }, 'Keyboard shortcuts'), close),
    SHORTCUTS.map(([heading, rows]) =>
      h(
        'section',
        { class: 'shortcuts-group' },
        h('h3', {}, heading),
        h(
          'dl',
          {},
          rows.map(([keys, what]) =>
            h('div', {}, h('dt', {}, keys.flatMap((k, i) => [i ? ' ' : null, h('kbd', {}, k)])), h('dd', {}, what)),
          ),
        ),
      ),
    ),
  );
  // A click on the backdrop (outside the box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  return dialog;
}

let dialog = null;

/** Opens the list of shortcuts (a modal dialog; Esc or Close shuts it and focus goes back). */
export function showShortcuts() {
  dialog ??= buildDialog();
  if (!dialog.open) dialog.showModal();
}

function typing(target) {
  return target instanceof HTMLElement && (target.closest('input, select, textarea') || target.isContentEditable);
}

/**
 * The <main> of the view on screen.
 * @returns {HTMLElement | null}
 */
function currentView() {
  return document.querySelector('main.view:not([hidden])');
}

export function initShortcuts() {
  document.getElementById('shortcuts')?.addEventListener('click', showShortcuts);
  document.addEventListener('keydown', (event) => {
    if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    event.preventDefault();
    showShortcuts();
  });
  // The skip link goes to whichever view is on screen, not only Solve.
  document.querySelector('.skip-link')?.addEventListener('click', (event) => {
    const main = currentView();
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.focus();
  });
}

initShortcuts();
