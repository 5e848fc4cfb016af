// A second search on the same board, run in the background so IDA* can be
// compared with A* (and iterative deepening with BFS): the page's one driver
// (driver.js) with one lane, as fast as it goes, in a worker of its own that
// cancel() ends, memory and all. Its tables get the engine's budget for this
// run (`limits().explainMemoryMb`).

import { Driver, State } from '../../engine/driver.js';
import { isAbort } from '../../engine/client.js';
import { loadEngine } from '../../engine/index.js';

export class BackgroundRun {
  /**
   * @param {{ start: string, goal: string, heuristic: string, formula?: string, costs?: string }} problem
   * @param {string} algorithm  the name of the search to compare with (A* for IDA*, BFS for IDDFS)
   * @param {(summary: object, done: boolean) => void} onProgress
   * @param {(error: Error) => void} onError  the search could not start (the engine's sentence)
   */
  constructor(problem, algorithm, onProgress, onError) {
    this.algorithm = algorithm;
    this.driver = null;
    this.cancelled = false;
    loadEngine({ memoryMb: (limits) => limits.explainMemoryMb })
      .then(async (engine) => {
        if (this.cancelled) return;
        const report = () => {
          const { summary } = this.driver.lane;
          onProgress(summary, summary.finished);
        };
        this.driver = new Driver(engine.searchWorker(), {
          // The last summary comes with the finished state.
          onProgress: () => this.driver.lane.finished || report(),
          onState: (state) => {
            if (state !== State.FINISHED) return;
            report();
            this.cancel();
          },
          onError,
        });
        this.driver.setSpeed(Infinity);
        // The counterpart takes no parameter (catalogue.counterpart).
        // A heuristic the user wrote goes with its text (`formula`, absent for the built-ins).
        // Under the same costs (a move's cost: the counterpart of a search is offered under them too).
        const { start, goal, heuristic, formula, costs } = problem;
        await this.driver.configure([engine.spec({ start, goal, algorithm, heuristic, formula, costs })]);
        if (!this.cancelled) this.driver.runToEnd();
      })
      .catch((error) => {
        if (!this.cancelled && !isAbort(error)) onError(error);
      });
  }

  /** Stops the search and ends its worker (safe to call twice, and before it has started). */
  cancel() {
    this.cancelled = true;
    if (!this.driver) return;
    this.driver.dispose();
    this.driver.client.end();
  }
}
