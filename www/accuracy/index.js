// The Accuracy view (data-view="accuracy"): registers with the view switcher
// and the bus, and builds itself the first time it is shown, so the page's
// start is not slowed by a view nobody opened.

import './accuracy.css';
import { on } from '../bus.js';
import { onView } from '../views.js';
import { AccuracyView } from './view.js';

let view = null;
let problem = null; // the Solve view's latest problem

on('problem', ({ problem: next }) => {
  problem = next;
  view?.takeProblem(next);
});

onView((name) => {
  if (name !== 'accuracy') {
    view?.hidden();
    return;
  }
  if (!view) {
    view = new AccuracyView(document.getElementById('view-accuracy'));
    if (problem) view.takeProblem(problem);
  }
  view.shown();
});
