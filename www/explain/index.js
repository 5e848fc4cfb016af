// The Explain view: panels that explain the search the Solve view is
// running. It listens to the bus (bus.js) for the problem, the controller's
// state and each frame's progress, reads the engine's Explain arrays from
// the same wasm Session once per frame while it is shown, and drives the
// search with its own buttons through bus commands.
//
//   Left:  SearchControls (node board, Step/Play/Run/Reset search) · PseudoCode
//   Right: tabs — FrontierPanel · TreePanel · IterationsPanel · StateSpacePanel
//
// Nothing is built until the view is first shown, and nothing is read from
// the engine while it is hidden.

import './explain.css';
import { on } from '../bus.js';
import { onView, showView } from '../views.js';
import { SearchControls } from './controls.js';
import { FrontierPanel } from './frontier.js';
import { IterationsPanel } from './iterations.js';
import { TABS, buildFrame } from './layout.js';
import { PseudoCode } from './pseudocode.js';
import { StateSpacePanel } from './statespace.js';
import { TreePanel } from './tree.js';

/** The iterations tab's name while the search is not iterative (layout.js). */
const ITERATIONS_TAB = TABS.find((t) => t.id === 'iterations').label;

/** The latest of what the bus said, kept while the view is hidden. */
const latest = { problem: null, search: null, summary: null, state: 'idle' };
let view = null; // built on first show
let shown = false;
let frame = 0;
let animateNext = false;

on('state', ({ state, summary, problem, search }) => {
  const fresh = search !== latest.search;
  Object.assign(latest, { state, summary, problem, search });
  if (fresh) view?.reset();
  view?.controls.setState(state);
  schedule();
});

on('problem', ({ problem }) => {
  latest.problem = problem;
  view?.reset();
  schedule();
});

on('progress', ({ summary, problem, search }) => {
  // A single Step (not Play): the pseudo-code walks through its lines.
  animateNext = latest.state !== 'searching' && latest.summary && summary.steps === latest.summary.steps + 1;
  Object.assign(latest, { summary, problem, search });
  schedule();
});

onView((name) => {
  shown = name === 'explain';
  if (shown && !view) view = build(document.getElementById('view-explain'));
  view?.setShown(shown);
  if (shown) {
    view.reset();
    schedule();
  }
});

function schedule() {
  if (!shown || !view || frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    view.render();
  });
}

function build(main) {
  const frameParts = buildFrame(main, (tab) => onTab(tab));
  const controls = new SearchControls(frameParts.controls, { onSolveView: () => showView('solve') });
  const code = new PseudoCode(frameParts.pseudocode);
  const panels = {
    frontier: new FrontierPanel(frameParts.panels.frontier),
    tree: new TreePanel(frameParts.panels.tree),
    iterations: new IterationsPanel(frameParts.panels.iterations),
    statespace: new StateSpacePanel(frameParts.panels.statespace),
  };
  let problemShown = null;
  let searchShown = null;

  function onTab(tab) {
    if (tab === 'tree') panels.tree.invalidate();
    panels.iterations.setVisible(shown && tab === 'iterations');
    panels.statespace.setVisible(shown && tab === 'statespace');
    schedule();
  }

  /** A new problem or search: every panel starts over. */
  function reset() {
    const { problem, search } = latest;
    if (problem === problemShown && search === searchShown) return;
    problemShown = problem;
    searchShown = search;
    controls.setProblem(problem);
    controls.setState(latest.state);
    code.setProblem(problem);
    for (const panel of Object.values(panels)) panel.reset(problem);
    const traits = problem?.traits;
    frameParts.rename('frontier', traits?.frontierKey === 'g' ? 'Frontier by g' : 'Frontier by f');
    frameParts.rename('iterations', traits?.iterative ? `${traits.short} iterations` : ITERATIONS_TAB);
    onTab(frameParts.current);
  }

  function render() {
    const { search, summary, problem } = latest;
    if (!problem || !summary) return;
    reset();
    const session = search?.session;
    controls.showNode(summary);
    code.show(summary, { animate: animateNext });
    animateNext = false;
    if (!session) return;
    const rows = problem.traits.iterative ? session.iterations() : new Float64Array(0);
    switch (frameParts.current) {
      case 'frontier':
        panels.frontier.update(session.frontierProfile(), summary);
        break;
      case 'tree': {
        const thresholds = [];
        for (let i = 0; i < rows.length; i += 3) thresholds.push(rows[i]);
        panels.tree.update(search, summary, thresholds);
        break;
      }
      case 'iterations':
        panels.iterations.update(rows, summary);
        break;
      case 'statespace':
        panels.statespace.update(session, summary, (s) => latest.search?.session === s);
        break;
      default:
    }
  }

  return {
    controls,
    reset,
    render,
    setShown(on) {
      onTab(frameParts.current);
      if (!on) panels.iterations.setVisible(false);
    },
  };
}
