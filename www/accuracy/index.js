// The Accuracy view (data-view="accuracy"): registers with the view switcher
// and the bus, and builds itself the first time it is shown, so the page's
// start is not slowed by a view nobody opened.

import './accuracy.css';
import { on } from '../bus.js';
import { loadCatalogue } from '../engine.js';
import { onView } from '../views.js';
import { AccuracyView } from './view.js';

let view = null;
let building = null; // the catalogue on its way, the first time the view is shown
let visible = false;
let problem = null; // the Solve view's latest problem

on('problem', ({ problem: next }) => {
  problem = next;
  view?.takeProblem(next);
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
      if (problem) view.takeProblem(problem);
      if (visible) view.shown();
    })
    .catch((error) => {
      root.textContent = `The Accuracy view could not start: ${error.message}`;
    });
});
