// The 15-puzzle lab (data-view="lab"): solve 15-puzzles with the fast IDA*
// kernel (or A*, under a memory budget) and strong heuristics in a Web
// Worker, watch its progress, cancel it, and run Korf's 100 to see pattern
// databases beat Manhattan distance.
// Built the first time the view is shown, so the page's start stays fast.
//
//   Setup (setup.js) ──solve──► LabWorker (engine/lab-client.js ⇄ engine/lab-worker.js) ──progress, result──►
//     Run panel (run-panel.js) · board scrubber (setup.js) · Korf's 100 (korf-panel.js)

import './lab.css';
import { loadCatalogue } from '../engine.js';
import { onView } from '../views.js';
import { KorfPanel } from './korf-panel.js';
import { korfInstances } from './korf.js';
import { labFrame } from './markup.js';
import { RunPanel, count, seconds } from './run-panel.js';
import { SetupPanel } from './setup.js';
import { Cancelled, LabWorker } from '../engine/lab-client.js';

let mounted = false;

onView((name) => {
  if (name !== 'lab' || mounted) return;
  mounted = true;
  mount(document.getElementById('view-lab')).catch((error) => {
    document.getElementById('view-lab').textContent = `The lab could not start: ${error.message}`;
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
  /** @param {string} title @param {(message: any) => void} [onSearch] */
  const progressHandlers = (title, onSearch = () => {}) => ({
    onProgress(message) {
      if (message.phase === 'build') {
        run.building(title, message);
        run.status('busy', `Building the ${title} pattern database… ${message.percent}%`);
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
    const title = setup.searchTitle;
    const name = problem.preset ? `Korf #${problem.preset.number}` : 'the board';
    setBusy(true);
    run.startSearch(setup.algorithm);
    setup.clearSolution();
    run.status('busy', `Solving ${name} with ${title}…`);
    try {
      const handlers = progressHandlers(setup.heuristicTitle);
      const ready = handlers.onReady;
      handlers.onReady = (done) => {
        ready(done);
        run.status('busy', `Solving ${name} with ${title}…`);
      };
      const result = await worker.solve(problem, handlers);
      run.result(result, problem.preset?.optimal);
      if (result.status === 'solved') {
        setup.showSolution(problem.tiles, result.moves);
        run.status(
          'done',
          `Solved ${name} in ${result.length} moves: ${count(result.generated)} nodes in ${seconds(result.seconds)}.`,
        );
      } else if (result.status === 'memory') {
        run.status(
          'error',
          `A* stopped at its memory budget after ${count(result.expanded)} expansions, without a solution: ` +
            'try IDA*, which needs almost no memory, or a stronger heuristic.',
        );
      } else {
        run.status('done', `Stopped after ${count(result.generated)} nodes without a solution.`);
      }
    } catch (error) {
      if (!(error instanceof Cancelled)) run.status('error', error.message);
    } finally {
      setBusy(false);
    }
  }

  async function runKorf(n) {
    const heuristic = setup.heuristicName;
    const title = setup.searchTitle;
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
      run.status('busy', `Korf’s 100 with ${title}: instance ${instance.number} of ${n}…`);
      try {
        const handlers = progressHandlers(setup.heuristicTitle, (message) => korf.progress(message));
        const result = await worker.solve({ start: instance.text, goal, heuristic, algorithm, memoryBudget }, handlers);
        korf.finish(instance, result);
        run.result(result, instance.optimal);
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
      run.status('error', failed.message);
    } else if (!mine.cancelled) {
      const total = korf.totals.get(`${algorithm}|${heuristic}|${goal}`);
      run.status(
        'done',
        `Korf’s first ${n} with ${title}: optimal ${total.optimal}/${n}, ` +
          `${count(total.nodes)} nodes in ${seconds(total.seconds)}.`,
      );
    }
  }

  const setup = new SetupPanel(catalogue, {
    onSolve(reading) {
      // A click takes effect at once: busy while the engine checks the board.
      setBusy(true);
      run.status('busy', 'Checking the board…');
      reading.then((problem) => {
        if (problem) return solveOne(problem);
        setBusy(false);
        run.status('error', 'The board needs fixing first: see the message under it.');
      });
    },
    onCancel() {
      if (!worker.busy) return;
      if (batch) batch.cancelled = true;
      worker.cancel();
      run.status('cancelled', 'Cancelled. The worker was stopped; a fresh one is ready.');
    },
  });
  const korf = new KorfPanel({ onRun: (n) => runKorf(n) });
  run.status('idle', 'Ready: pick a board and press Solve in worker, or run Korf’s instances.');
}
