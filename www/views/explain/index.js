// The Explain view: panels that explain the search the Solve view is
// running. It reads the problem, the driver's state and the latest summary
// from the Solve store (store.js), asks the search's worker for what the
// shown panel needs (engine/worker.js `explain`) at most once per frame while
// it is shown, and drives the search with its own buttons through bus commands.
//
//   Left:  SearchControls (node board, Step/Play/Run/Reset search) · PseudoCode
//   Right: tabs — FrontierPanel · TreePanel (with ExportButtons) · IterationsPanel · StateSpacePanel · StateMapPanel
//
// Nothing is built until the view is first shown, and nothing is read from
// the engine while it is hidden.

import './explain.css';
import { onLanguageChange, t } from '../../i18n/index.js';
import { solveStore } from '../../app/store.js';
import { onView, showView } from '../../app/views.js';
import { SearchControls } from './controls.js';
import { FrontierPanel } from './frontier.js';
import { IterationsPanel } from './iterations.js';
import { ExportButtons } from './export.js';
import { TABS, buildFrame } from './layout.js';
import { readHash } from '../../app/share.js';
import { PseudoCode } from './pseudocode.js';
import { StateMapPanel } from './statemap.js';
import { StateSpacePanel } from './statespace.js';
import { TreePanel } from './tree.js';
import { QuizView, quizMarkup } from '../../widgets/quiz.js';
import { command } from '../../app/bus.js';
import { loadWords, shortOf } from './words.js';

let view = null; // built on first show
let shown = false;
let frame = 0;
let animateNext = false;
let before = solveStore.get();

solveStore.subscribe((now, changed) => {
  const previous = before;
  before = now;
  // A single Step (not Play): the pseudo-code walks through its lines.
  if (changed.has('summary') && !changed.has('state')) {
    animateNext = previous.state !== 'searching' && Boolean(previous.summary) && now.summary?.steps === previous.summary.steps + 1;
  }
  if (now.search !== previous.search || now.problem !== previous.problem) view?.reset();
  if (changed.has('state')) view?.controls.setState(now.state);
  schedule();
});

// A switch of language rewrites every word from what the view holds: the search is not touched,
// the listing keeps its marked lines, the tree its nodes, the iterations their rows.
onLanguageChange(() => view?.relabel());

/** The tab a link or a lesson's step names (`explain-tab=statespace`), if it is one of TABS. */
function linkedTab() {
  const id = readHash()['explain-tab'];
  return TABS.some((tab) => tab.id === id) ? id : null;
}

onView((name) => {
  shown = name === 'explain';
  if (shown && !view) view = build(document.getElementById('view-explain'));
  view?.setShown(shown);
  if (shown) {
    const tab = linkedTab();
    if (tab) view.select(tab);
    view.reset();
    schedule();
  }
});

// A lesson's next step in this same view names its tab in the hash only.
window.addEventListener('hashchange', () => {
  const tab = shown && view ? linkedTab() : null;
  if (tab) view.select(tab);
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
  // The quiz drives the Solve view's search like the Step button, and asks again once the step is in the store.
  const quizBox = quizMarkup();
  frameParts.controls.append(quizBox);
  const quiz = new QuizView(
    { search: () => solveStore.get().search ?? null, problem: () => solveStore.get().problem, step: () => command('step') },
    quizBox,
  );
  solveStore.subscribe((now, changed) => {
    if (changed.has('search')) quiz.restart();
    else if (now.state === 'searching') quiz.running();
    else if (changed.has('summary')) quiz.ask();
  });
  const panels = {
    frontier: new FrontierPanel(frameParts.panels.frontier),
    tree: new TreePanel(frameParts.panels.tree),
    iterations: new IterationsPanel(frameParts.panels.iterations),
    statespace: new StateSpacePanel(frameParts.panels.statespace),
    // The tooltip's board, by rank, from the search's own worker (the engine unranks it).
    statemap: new StateMapPanel(frameParts.panels.statemap, {
      tiles: (rank) =>
        solveStore.get().search?.explain({ tiles: rank }).then((data) => data.tiles, () => null) ?? Promise.resolve(null),
    }),
  };
  // Under the tree: its JSON and DOT, and the search's counters after each step as CSV.
  const exports = new ExportButtons(panels.tree.exportBox, {
    held: () => panels.tree.held(),
    problem: () => solveStore.get().problem,
    history: () => solveStore.get().search?.history,
  });
  let problemShown = null;
  let searchShown = null;

  /** The tabs' names: by what the frontier is ordered, and whose iterations. */
  function nameTabs(problem) {
    const traits = problem?.traits;
    frameParts.rename('frontier', traits?.frontierKey === 'g' ? t('explain.tab.frontierG') : t('explain.tab.frontierF'));
    frameParts.rename('tree', t('explain.tab.tree'));
    frameParts.rename('iterations', t('explain.tab.iterations', { name: traits?.iterative ? shortOf(traits) : 'IDA*' }));
    frameParts.rename('statespace', t('explain.tab.statespace'));
    frameParts.rename('statemap', t('statemap.tab'));
  }
  nameTabs(null);

  function onTab(tab) {
    if (tab === 'tree') panels.tree.invalidate();
    panels.iterations.setVisible(shown && tab === 'iterations');
    panels.statespace.setVisible(shown && tab === 'statespace');
    panels.statemap.setVisible(shown && tab === 'statemap');
    schedule();
  }

  /** A new problem or search: every panel starts over. */
  function reset() {
    const { problem, search, state } = solveStore.get();
    if (problem === problemShown && search === searchShown) return;
    problemShown = problem;
    searchShown = search;
    controls.setProblem(problem);
    controls.setState(state);
    code.setProblem(problem);
    for (const panel of Object.values(panels)) panel.reset(problem);
    exports.refresh();
    nameTabs(problem);
    onTab(frameParts.current);
  }

  /** Every word again in the current language, from what each part holds (nothing is re-run). */
  function relabel() {
    frameParts.relabel();
    nameTabs(problemShown);
    controls.relabel();
    code.relabel();
    for (const panel of Object.values(panels)) panel.relabel();
  }
  // The catalogue's entries give the words of the algorithms (words.js): once read, they replace
  // the words the problem was configured with.
  loadWords(relabel);

  let reading = false; // a read is out: the next render waits for it
  let again = false;

  async function render() {
    const { search, summary, problem } = solveStore.get();
    if (!problem || !summary) return;
    reset();
    controls.showNode(summary);
    code.show(summary, { animate: animateNext });
    animateNext = false;
    if (!search) return;
    if (reading) {
      again = true;
      return;
    }
    const tab = frameParts.current;
    const iterative = problem.traits.iterative;
    const distances = tab === 'statespace' ? panels.statespace.request() : null;
    const map = tab === 'statemap' ? panels.statemap.request() : null;
    const parts = { iterations: iterative, frontier: tab === 'frontier', tree: tab === 'tree', distances, map };
    reading = true;
    let data;
    try {
      data = await search.explain(parts, panels.tree.since(search));
    } catch {
      data = null; // the search was replaced meanwhile (or its worker renewed)
    } finally {
      reading = false;
    }
    if (again) {
      again = false;
      schedule();
    }
    if (!data || solveStore.get().search !== search) return;
    const now = solveStore.get().summary;
    const rows = data.iterations ?? new Float64Array(0);
    switch (tab) {
      case 'frontier':
        panels.frontier.update(data.frontier, now);
        break;
      case 'tree': {
        const thresholds = [];
        for (let i = 0; i < rows.length; i += 3) thresholds.push(rows[i]);
        panels.tree.update(search, data.tree, now, thresholds);
        exports.refresh();
        break;
      }
      case 'iterations':
        panels.iterations.update(rows, now);
        break;
      case 'statespace':
        if (data.distances) panels.statespace.update(data.distances, now);
        break;
      case 'statemap':
        panels.statemap.update(data.map, now);
        break;
      default:
    }
  }

  return {
    controls,
    reset,
    render,
    relabel,
    select: (tab) => frameParts.select(tab),
    setShown(on) {
      onTab(frameParts.current);
      if (!on) {
        panels.iterations.setVisible(false);
        panels.statemap.setVisible(false);
      }
    },
  };
}
