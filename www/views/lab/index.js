// The 15-puzzle lab (data-view="lab"): solve 15-puzzles with the fast IDA*
// kernel (or A*, under a memory budget) and strong heuristics in a Web
// Worker, watch its progress, cancel it, and run Korf's 100 to see pattern
// databases beat Manhattan distance.
// Built the first time the view is shown, so the page's start stays fast.
//
//   Setup (setup.js) ──solve──► LabWorker (engine/lab-client.js ⇄ engine/lab-worker.js) ──progress, result──►
//     Run panel (run-panel.js) · board scrubber (setup.js) · Korf's 100 (korf-panel.js)

import './lab.css';
import { loadCatalogue } from '../../engine/index.js';
import { onView } from '../../app/views.js';
import { KorfPanel } from './korf-panel.js';
import { korfInstances } from './korf.js';
import { labFrame } from './markup.js';
import { RunPanel, count, seconds } from './run-panel.js';
import { SetupPanel } from './setup.js';
import { Cancelled, LabWorker } from '../../engine/lab-client.js';
import { errorText, onLanguageChange, t } from '../../i18n/index.js';

let mounted = false;

onView((name) => {
  if (name !== 'lab' || mounted) return;
  mounted = true;
  mount(document.getElementById('view-lab')).catch((error) => {
    document.getElementById('view-lab').textContent = t('lab.couldNotStart', { message: errorText(error) });
  });
});

async function mount(root) {
  const catalogue = await loadCatalogue(); // the module is loaded by the Solve view already
  root.replaceChildren(labFrame());
  const worker = new LabWorker();
  const run = new RunPanel(catalogue);
  let batch = null; // { cancelled } while Korf's instances run

  const setBusy = (busy) => {
    setup.setBusy(busy);
    korf.setBusy(busy);
  };

  /** Shows build progress (status line and bar) and search progress. */
  /** @param {() => string} title @param {(message: any) => void} [onSearch] */
  const progressHandlers = (title, onSearch = () => {}) => ({
    onProgress(message) {
      if (message.phase === 'build') {
        run.building(title, message);
        const { percent } = message;
        run.status('busy', () => t('lab.statusBuilding', { title: title(), percent }));
      } else {
        run.searchProgress(message);
        onSearch(message);
      }
    },
    onReady(done) {
      run.ready(title, done);
    },
  });

  async function solveOne(problem) {
    const title = setup.searchTitleNow();
    // The board's name in a sentence, in the language of the moment the sentence is said.
    const name = () => (problem.preset ? t('lab.korfNumber', { number: problem.preset.number }) : t('lab.theBoard'));
    const solving = () => t('lab.statusSolving', { name: name(), title: title() });
    setBusy(true);
    run.startSearch(setup.algorithm);
    setup.clearSolution();
    run.status('busy', solving);
    try {
      const handlers = progressHandlers(setup.heuristicTitleNow());
      const ready = handlers.onReady;
      handlers.onReady = (done) => {
        ready(done);
        run.status('busy', solving);
      };
      const result = await worker.solve(problem, handlers);
      run.result(result, problem.preset?.optimal);
      if (result.status === 'solved') {
        setup.showSolution(problem.tiles, result.moves);
        run.status('done', () =>
          t('lab.statusSolved', { name: name(), title: title(), length: result.length, nodes: count(result.generated), time: seconds(result.seconds) }),
        );
      } else if (result.status === 'memory') {
        run.status('error', () => t('lab.statusMemory', { expanded: count(result.expanded) }));
      } else {
        run.status('done', () => t('lab.statusStopped', { nodes: count(result.generated) }));
      }
    } catch (error) {
      if (!(error instanceof Cancelled)) run.status('error', () => errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function runKorf(n) {
    const heuristic = setup.heuristicName;
    const title = setup.searchTitleNow();
    const goal = setup.goalName;
    const chosen = setup.algorithm;
    const { name: algorithm, memoryBudget = 0 } = chosen;
    const instances = korfInstances(goal).slice(0, n);
    batch = { cancelled: false };
    const mine = batch;
    setBusy(true);
    run.startSearch(chosen);
    korf.start({ algorithm, heuristic, title, goal, n });
    let failed = null;
    for (const instance of instances) {
      korf.begin(instance);
      const { number } = instance;
      // The board and preset follow the batch, so Result never sits beside another instance's board.
      setup.showInstance(number);
      run.status('busy', () => t('lab.statusKorfInstance', { title: title(), number, n }));
      try {
        const handlers = progressHandlers(setup.heuristicTitleNow(), (message) => korf.progress(message));
        const result = await worker.solve({ start: instance.text, goal, heuristic, algorithm, memoryBudget }, handlers);
        korf.finish(instance, result);
        run.result(result, instance.optimal);
        if (result.status === 'solved') setup.showSolution(instance.tiles, result.moves);
      } catch (error) {
        if (!(error instanceof Cancelled)) failed = error;
        break;
      }
      if (mine.cancelled) break;
    }
    korf.end({ cancelled: mine.cancelled });
    batch = null;
    setBusy(false);
    if (failed) {
      run.status('error', () => errorText(failed));
    } else if (!mine.cancelled) {
      const total = korf.totals.get(`${algorithm}|${heuristic}|${goal}`);
      const { optimal } = total;
      const nodes = total.nodes;
      const time = total.seconds;
      run.status('done', () => t('lab.statusKorfDone', { n, title: title(), optimal, nodes: count(nodes), time: seconds(time) }));
    }
  }

  const setup = new SetupPanel(catalogue, {
    onSolve(reading) {
      // A click takes effect at once: busy while the engine checks the board.
      setBusy(true);
      run.status('busy', () => t('lab.statusChecking'));
      reading.then((problem) => {
        if (problem) return solveOne(problem);
        setBusy(false);
        run.status('error', () => t('lab.statusFixBoard'));
      });
    },
    onCancel() {
      if (!worker.busy) return;
      if (batch) batch.cancelled = true;
      worker.cancel();
      run.status('cancelled', () => t('lab.statusCancelled'));
    },
  });
  const korf = new KorfPanel({ onRun: (n) => runKorf(n) });
  // A switch of language redraws what the panels hold; a run in the worker goes on untouched.
  onLanguageChange(() => {
    setup.redraw();
    korf.redraw();
  });
  run.status('idle', () => t('lab.statusReady'));
}
