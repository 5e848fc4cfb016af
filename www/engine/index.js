// The search engine: the Rust crate compiled to WebAssembly (www/pkg, built
// by scripts/build-wasm.sh), which only the workers of www/engine/ load. This
// module is the page's side of it: no engine code ever runs on the main
// thread, so no search, check or count can freeze the tab.
//
// - The catalogue (every algorithm and heuristic with its labels and
//   capabilities, the limits, the named goals of each size) is read once,
//   from the page's checks worker, and kept: it is data, read synchronously.
// - The parser's checks and small sums (parse a board, a goal's tiles, each
//   heuristic's value at a start, a random board, the page's parameter check,
//   solvability and the other goals a board can reach) are requests to that worker: they return promises and
//   reject with the engine's sentence (an `Error` with its `code` and `args`: engine/errors.js).
// - Each view that searches gets a worker of its own (`searchWorker()`,
//   engine/client.js), which owns its search state and can be ended to give
//   its memory back.

import { Catalogue } from './catalogue.js';
import { EngineClient } from './client.js';

/** The worker for the catalogue and the quick checks: one per page, it never grows. */
let checks = null;
let catalogue = null;
/** The worker for formula checks (`checkFormula`), which may run long: apart from the quick checks. */
let formulaChecks = null;

/** The page's checks worker, started on first use. */
function checksWorker() {
  checks ??= new EngineClient();
  return checks;
}

/** The catalogue, read from the checks worker the first time. */
function loadData() {
  catalogue ??= checksWorker()
    .call('catalogue')
    .then(
      (data) =>
        new Catalogue(
          data.algorithms,
          data.heuristics,
          data.limits,
          data.goals,
          data.sizes,
          data.tieBreaks,
          data.visitedTables,
          data.formula,
          data.accuracy,
          data.costs,
        ),
    );
  return catalogue;
}

/**
 * Starts the engine; resolves to an {@link Engine} whose searches keep
 * their A* and BFS tables within `memoryMb` MB (MiB): a number, or a
 * function of the engine's `limits()` for a view with a budget of its own
 * (Compare's lanes); the Solve view's, `limits().solveMemoryMb`, by default.
 * @param {{ memoryMb?: number | ((limits: Record<string, number>) => number) }} [options]
 */
export async function loadEngine({ memoryMb = (limits) => limits.solveMemoryMb } = {}) {
  const data = await loadData();
  return new Engine(data, typeof memoryMb === 'function' ? memoryMb(data.limits) : memoryMb, checksWorker());
}

/** The catalogue alone (the lab and the Accuracy view, which need no Engine). */
export function loadCatalogue() {
  return loadData();
}

/** The catalogue, the quick checks (as promises) and the search workers. */
export class Engine {
  #memoryMb;
  #checks;

  constructor(data, memoryMb, checksClient) {
    this.#memoryMb = memoryMb;
    this.#checks = checksClient;
    /** Every algorithm and heuristic with its labels and capabilities, and the limits (catalogue.js). */
    this.catalogue = data;
    /** The engine's budgets and ranges (`limits()`, docs/wasm-api.md). */
    this.limits = data.limits;
  }

  /** The memory budget of this engine's searches, in MB (MiB). */
  get memoryMb() {
    return this.#memoryMb;
  }

  /**
   * Resolves to `value` if the page's fields offer it for `algorithm`'s
   * parameter (its row's `pageMin` to `pageMax`); rejects with the
   * engine's sentence, `the weight must be a number from 1 to 10, not 100`.
   */
  pageParameter(algorithm, value) {
    return this.#checks.call('pageParameter', algorithm, value);
  }

  /**
   * Resolves to `{ ok: true, formula }` or `{ ok: false, error: { column, code, found, message } }`
   * for a heuristic the user writes (`parseFormula()`, src/formula/).
   */
  parseFormula(text) {
    return this.#checks.call('parseFormula', text);
  }

  /**
   * Resolves to `{ ok: true, priority }` or `{ ok: false, error: { column, code, found, message } }`
   * for your best-first search's priority (`parsePriority()`, src/formula/priority.rs).
   */
  parsePriority(text) {
    return this.#checks.call('parsePriority', text);
  }

  /**
   * Resolves to the engine's check of a formula towards `goal` on a `width × height` board
   * (`checkFormula()`: every state of a board of at most 9 cells, else the states nearest the
   * goal, `partial`).
   */
  checkFormula(text, goal, width, height) {
    // Not in the quick checks' worker: a check can take seconds, and typed boards, Step and
    // Reset must never wait behind it. The latest check asked replaces one still running.
    formulaChecks ??= new EngineClient();
    return runAlone(formulaChecks, 'checkFormula', text, goal, width, height);
  }

  /** Resolves to `{ width, height, tiles }`; rejects with `tile 1 appears twice` and the like. */
  parseBoard(text, size) {
    return this.#checks.call('parseBoard', text, size);
  }

  /** Resolves to the tiles of a named goal (or a goal written as a board) at this size. */
  goalTiles(goal, width, height) {
    return this.#checks.call('goalBoard', goal, width, height);
  }

  /** `[{ name, description, tiles }]` for this size (the catalogue's, at once). */
  namedGoals(width, height) {
    return this.catalogue.namedGoals(width, height);
  }

  /** Resolves to `{ zero, misplaced, manhattan, 'linear-conflict' }` of the start against the goal. */
  heuristicValues(start, goal) {
    return this.#checks.call('heuristicValues', start, goal);
  }

  /** Resolves to a board `depth` moves from the goal (exactly, on 3×3), reproducible by `seed`. */
  randomBoard(goal, width, height, depth, seed) {
    return this.#checks.call('randomBoard', goal, width, height, depth, seed);
  }

  /** Resolves to `{ solvable, explanation, … }` (`solvability()`, docs/wasm-api.md). */
  solvability(start, goal) {
    return this.#checks.call('solvability', start, goal);
  }

  /**
   * Resolves to the named goals other than `goal` that `start` can reach,
   * `[{ name, description, moves }]`, nearest first
   * (`otherGoals()`, docs/wasm-api.md; `moves` undefined on a large board
   * when it would take long to find).
   */
  otherGoals(start, goal) {
    return this.#checks.call('otherGoals', start, goal);
  }

  /**
   * What a worker needs to start a search (engine/worker.js `open`): `start`
   * is board text, `goal` a goal name or board text; the memory budget is
   * this engine's unless the problem names its own; `visited` is a name of
   * `visitedTables()` (www/widgets/visited.js), absent for the automatic table; `costs` a name
   * of `costs()` (www/widgets/costs.js), sent only when it is not the engine's default.
   */
  /** @param {{ start: string, goal: string, algorithm: string, heuristic: string, parameter?: number, memoryMb?: number, tie?: string, visited?: string, costs?: string, formula?: string, priority?: string }} problem */
  spec({ start, goal, algorithm, heuristic, parameter, memoryMb = this.#memoryMb, tie, visited, costs, formula, priority }) {
    // `tie`: a tie-breaking rule other than the default (only the A* family has one). `formula`:
    // the user's heuristic, when the heuristic is the catalogue's formula entry; the session
    // opens with the engine's quickest heuristic and then takes the formula (`useFormula`).
    const own = this.catalogue.isFormula(heuristic);
    return {
      start,
      goal,
      algorithm,
      heuristic: own ? this.catalogue.formulaBase : heuristic,
      // The algorithm's parameter (weighted A*'s w; its row's default when absent).
      parameter: parameter ?? this.catalogue.algorithm(algorithm)?.parameter?.default,
      memoryMb,
      visited,
      ...(tie ? { tie } : {}),
      ...(costs && this.catalogue.weighs(costs) ? { costs } : {}),
      ...(own && formula !== undefined ? { formula } : {}),
      // Your best-first search's priority (`usePriority`), only for a row that takes one.
      ...(priority !== undefined && this.catalogue.algorithm(algorithm)?.priority ? { priority } : {}),
    };
  }

  /**
   * A worker of its own for a view's searches (engine/client.js): searches
   * never run on the main thread, and each view's memory can be given back
   * by ending its worker.
   */
  searchWorker() {
    return new EngineClient({ renewBytes: this.limits.workerRenewMb * this.limits.bytesPerMb });
  }
}

/**
 * `client.call(fn, ...args)` for a client that runs one long request at a time: a request still
 * running is ended first (its promise rejects with an `AbortError`), and `client.busy` says
 * whether one runs, for a Cancel button (`client.abort()` when busy).
 * @param {EngineClient & { busy?: boolean, asked?: number }} client
 */
export function runAlone(client, fn, ...args) {
  if (client.busy) client.abort();
  const asked = (client.asked ?? 0) + 1;
  client.asked = asked;
  client.busy = true;
  const done = () => {
    if (client.asked === asked) client.busy = false;
  };
  const answer = client.call(fn, ...args);
  answer.then(done, done);
  return answer;
}

/** The page's quick checks without an Engine (the lab and the Accuracy view): promises, as on Engine. */
export const checksFor = () => ({
  parseBoard: (text, size) => checksWorker().call('parseBoard', text, size),
  parseFormula: (text) => checksWorker().call('parseFormula', text),
  parsePriority: (text) => checksWorker().call('parsePriority', text),
  goalTiles: (goal, width, height) => checksWorker().call('goalBoard', goal, width, height),
  heuristicValues: (start, goal) => checksWorker().call('heuristicValues', start, goal),
  solvability: (start, goal) => checksWorker().call('solvability', start, goal),
  /** The Cantor expansion of a board worked out (`cantor()`, docs/wasm-api.md). */
  cantor: (board) => checksWorker().call('cantor', board),
  /** The inversion pairs of `start` and the parity verdict towards `goal` (`inversionPairs()`). */
  inversionPairs: (start, goal) => checksWorker().call('inversionPairs', start, goal),
  /** The judges with their samples (`judges()`). */
  judges: () => checksWorker().call('judges'),
  /** A judge's expected output for a pasted input (`judge()`); rejects with the engine's sentence. */
  judge: (name, input) => checksWorker().call('judge', name, input),
  /** The note beside that output (`judgeNote()`): `{ code, english, args }` or null. */
  judgeNote: (name, input) => checksWorker().call('judgeNote', name, input),
});
