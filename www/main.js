// Boots the page: the header's language menu, the status line and the error
// banner (the page frame, app/), then every view. Each view registers itself
// with app/views.js when imported; the Solve view (views/solve/) loads the
// engine and starts the search, and the lesson bar and the offline cache
// follow once it has. This is the one module that imports the views.
//
//   app/      boot's parts: views switcher, bus, store, share, shortcuts, presentation, offline, error banner
//   engine/   the only door to the wasm package (www/pkg): clients, workers, driver, pacer, catalogue
//   i18n/     catalogues, format, live text
//   widgets/  what two or more views use: board, tiles, chart, counters, quiz, status line, menus …
//   views/    solve, explain, compare, accuracy, lab, lessons, play, class: each imports only the four above
//
// Start-up in short tasks (no task over 50 ms, issue 26): Solve and the page frame are imported
// here; the other views are chunks of their own, imported one a task (`loadViews`) while the engine
// loads in its worker, and the Solve view shows the view the address names once they all are
// (startSolve's `views`), so a click on a view's button never finds it missing. The wasm module is
// compiled and instantiated in the workers only (engine/worker.js), never on this thread.

import { StatusLine } from './widgets/status.js';
import { ErrorBanner } from './app/error-banner.js';
import { startSolve } from './views/solve/index.js';
import { registerOffline } from './app/offline.js';
import './app/present.js';
import './app/shortcuts.js';
import { initLanguageSwitch } from './app/language.js';
import { LessonBar } from './views/lessons/index.js';
import { startClass } from './views/class/index.js';
import { t } from './i18n/index.js';

/** The other views, in the order they fill their <main> and dialogs: one import a task. */
const VIEWS = [
  () => import('./views/explain/index.js'),
  () => import('./views/compare/index.js'),
  () => import('./views/accuracy/index.js'),
  () => import('./views/lab/index.js'),
  () => import('./views/play/index.js'),
  () => import('./views/solve/seeds/index.js'),
];

/** A new task: what the page did so far is painted and answered before the next import runs. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Imports VIEWS one a task; resolves once every view is registered. */
async function loadViews() {
  for (const load of VIEWS) {
    await nextTask();
    await load();
  }
}

/** @type {(id: string) => any} the elements of index.html, by id */
const $ = (id) => document.getElementById(id);

initLanguageSwitch($('language'));

/** "Ready: A* with Manhattan distance." */
const status = new StatusLine($('status'));
const errors = new ErrorBanner($('error'), $('error-text'), $('error-dismiss'));
status.show({ kind: 'loading', text: t('header.loading') });

startSolve({ status, errors, views: loadViews(), lessons: (engine) => new LessonBar($('lesson'), $('lesson-open'), engine).fromLink() })
  .then(() => Promise.all([registerOffline(), startClass()]))
  .catch((error) => {
    errors.show(error);
    status.show({ kind: 'error', text: t('solve.status.loadError') });
  });
