// Keyboard access to the whole page: `?` (or the ? button in the top bar)
// opens a dialog listing every key the page handles, and the skip link
// jumps past the top bar to the view on screen.
//
// The list is the one place that names the keys; each entry says which
// handler it belongs to, so a key added there belongs here too:
//   views/solve/keys.js onKey (Solve and Explain), views/play/index.js (the board, playing),
//   views/compare/index.js (Compare),
//   views/explain/tree.js #key and views/explain/layout.js (Explain's tree and tabs),
//   views/explain/statemap.js (the state-space map: +, −, 0, Esc),
//   views/solve/setup.js, views/compare/problem.js, views/lab/setup.js and views/lab/korf-panel.js
//   (Enter in a field), app/present.js (Esc), views/lessons/index.js (the lesson's pages), this file (?).
//
// One rule for → and ←: with a lesson open in presentation mode they turn the lesson's pages in
// every view (app/lesson-keys.js `arrowsTurnPages`), so a teacher at a projector has one pair of keys for the slides;
// the views' own → (Solve's step, Compare's "step every lane") then waits for the lesson to close,
// and their buttons, "." in Solve and Page Down / Page Up still work.

import { h } from '../widgets/dom.js';
import { onLanguageChange, t } from '../i18n/index.js';

/**
 * `[heading, [[keys, what], …]]` as the dialog shows them; heading and what are catalogue keys
 * (www/i18n `shortcuts.*`), the keys are printed as on the keyboard.
 * @type {[string, [string[], string][]][]}
 */
const SHORTCUTS = [
  [
    'shortcuts.solve',
    [
      [['Space'], 'shortcuts.solvePlay'],
      [['→'], 'shortcuts.solveStep'],
      [['.'], 'shortcuts.solveStepAlso'],
      [[','], 'shortcuts.solveBack'],
      [['←'], 'shortcuts.solvePrevious'],
      [['R'], 'shortcuts.solveReset'],
      [['Enter'], 'shortcuts.solveEnter'],
    ],
  ],
  [
    'shortcuts.play',
    [
      [['↑', '↓', '←', '→'], 'shortcuts.playArrows'],
      [['W', 'A', 'S', 'D'], 'shortcuts.playLetters'],
      [['Backspace', 'Ctrl+Z'], 'shortcuts.playUndo'],
      [['H'], 'shortcuts.playHint'],
    ],
  ],
  [
    'shortcuts.compare',
    [
      [['Space'], 'shortcuts.compareRun'],
      [['→'], 'shortcuts.compareStep'],
      [['R'], 'shortcuts.compareReset'],
      [['Enter'], 'shortcuts.compareEnter'],
    ],
  ],
  [
    'shortcuts.explain',
    [
      [['←', '→'], 'shortcuts.explainSides'],
      [['↑'], 'shortcuts.explainParent'],
      [['↓'], 'shortcuts.explainChild'],
      [['Home', 'End'], 'shortcuts.explainEnds'],
      [['+', '−'], 'statemap.keyZoom'],
      [['0'], 'statemap.keyFit'],
      [['Esc'], 'statemap.keyRelease'],
    ],
  ],
  ['shortcuts.lab', [[['Enter'], 'shortcuts.labEnter']]],
  [
    'shortcuts.lesson',
    [
      [['Page Down', 'Page Up'], 'shortcuts.lessonPages'],
      [['→', '←'], 'shortcuts.lessonArrows'],
    ],
  ],
  [
    'shortcuts.everywhere',
    [
      [['?'], 'shortcuts.show'],
      [['Esc'], 'shortcuts.close'],
      [['Tab'], 'shortcuts.skip'],
    ],
  ],
];

/** The dialog's head and groups in the current language. */
function contents(dialog) {
  const close = h('button', { type: 'button', class: 'secondary', on: { click: () => dialog.close() } }, t('shortcuts.closeButton'));
  return [
    h('div', { class: 'shortcuts-head' }, h('h2', { id: 'shortcuts-title' }, t('shortcuts.title')), close),
    ...SHORTCUTS.map(([heading, rows]) =>
      h(
        'section',
        { class: 'shortcuts-group' },
        h('h3', {}, t(heading)),
        h(
          'dl',
          {},
          rows.map(([keys, what]) =>
            h('div', {}, h('dt', {}, keys.flatMap((k, i) => [i ? ' ' : null, h('kbd', {}, k)])), h('dd', {}, t(what))),
          ),
        ),
      ),
    ),
  ];
}

/** The dialog, built once; a switch of language rewrites it (open or not). */
function buildDialog() {
  const dialog = h('dialog', { id: 'shortcuts-dialog', class: 'shortcuts-dialog', 'aria-labelledby': 'shortcuts-title' });
  dialog.append(...contents(dialog));
  onLanguageChange(() => {
    const focused = dialog.contains(document.activeElement);
    dialog.replaceChildren(...contents(dialog));
    // The Close button had the focus (showModal gives it): it keeps it in the new words.
    if (focused) /** @type {HTMLElement} */ (dialog.querySelector('button'))?.focus();
  });
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
