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
// Import order is evaluation order: the views fill their <main> and dialogs in this order.

import { StatusLine } from './widgets/status.js';
import { ErrorBanner } from './app/error-banner.js';
import { startSolve } from './views/solve/index.js';
import './views/explain/index.js';
import './views/compare/index.js';
import { registerOffline } from './app/offline.js';
import './app/present.js';
import './app/shortcuts.js';
import './views/accuracy/index.js';
import './views/lab/index.js';
import './views/play/index.js';
import './views/solve/seeds/index.js';
import { initLanguageSwitch } from './app/language.js';
import { LessonBar } from './views/lessons/index.js';
import { startClass } from './views/class/index.js';
import { t } from './i18n/index.js';

/** @type {(id: string) => any} the elements of index.html, by id */
const $ = (id) => document.getElementById(id);

initLanguageSwitch($('language'));

/** "Ready: A* with Manhattan distance." */
const status = new StatusLine($('status'));
const errors = new ErrorBanner($('error'), $('error-text'), $('error-dismiss'));
status.show({ kind: 'loading', text: t('header.loading') });

startSolve({ status, errors, lessons: (engine) => new LessonBar($('lesson'), $('lesson-open'), engine).fromLink() })
  .then(() => Promise.all([registerOffline(), startClass()]))
  .catch((error) => {
    errors.show(error);
    status.show({ kind: 'error', text: t('solve.status.loadError') });
  });
