// The Accuracy view (data-view="accuracy"): registers with the view switcher
// and the Solve view's store, and builds itself the first time it is shown, so the page's
// start is not slowed by a view nobody opened.

import './accuracy.css';
import { loadCatalogue } from '../../engine/index.js';
import { t } from '../../i18n/index.js';
import { readHash } from '../../app/share.js';
import { solveStore } from '../../app/store.js';
import { onView } from '../../app/views.js';
import { AccuracyView } from './view.js';

let view = null;
let building = null; // the catalogue on its way, the first time the view is shown
let visible = false;
/** The hash the page opened with: a link's Accuracy board (`acc-board=`) is applied once the view is built. */
const opened = readHash();
// The link's board is kept until the user changes the Solve view's puzzle by hand.
for (const type of ['input', 'change']) {
  document.querySelector('main[data-view="solve"]')?.addEventListener(type, (event) => {
    if (event.isTrusted && view) view.linked = false;
  });
}
solveStore.subscribe(({ problem }, changed) => {
  if (changed.has('problem')) view?.takeProblem(problem);
});

onView((name) => {
  visible = name === 'accuracy';
  if (!visible) {
    view?.hidden();
    return;
  }
  if (view) {
    view.shown();
    return;
  }
  const root = document.getElementById('view-accuracy');
  building ??= loadCatalogue()
    .then((catalogue) => {
      view = new AccuracyView(root, catalogue);
      const { problem } = solveStore.get();
      if (problem) view.takeProblem(problem);
      view.takeLink(opened);
      if (visible) view.shown();
    })
    .catch((error) => {
      root.textContent = t('accuracy.failed', { message: error.message });
    });
});
