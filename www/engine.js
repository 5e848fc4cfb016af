// The search engine: the Rust crate compiled to WebAssembly (www/pkg, built
// by scripts/build-wasm.sh). With www/engine/ (the search workers), this is
// the page's one boundary to the wasm package.
//
// Searches never run here: each view that searches gets a worker of its own
// (`searchWorker()`, engine/client.js), which owns the search state and
// posts one small summary per step request. What stays on the main thread
// is the catalogue and the parser's quick, bounded checks that the setup
// fields need while the user types (parse a board, a goal's tiles, the named
// goals, each heuristic's value at the start, a random board).

import init, {
  algorithms,
  goalBoard,
  heuristicValues,
  heuristics,
  limits,
  namedGoals,
  pageWeight,
  parseBoard,
  randomBoard,
} from './pkg/npuzzle.js';
import { Catalogue } from './catalogue.js';
import { EngineClient } from './engine/client.js';

/**
 * Loads the wasm module; resolves to an {@link Engine} whose searches keep
 * their A* and BFS tables within `memoryMb` MB (MiB): a number, or a
 * function of the engine's `limits()` for a view with a budget of its own
 * (Compare's lanes); the Solve view's, `limits().solveMemoryMb`, by default.
 */
export async function loadEngine({ memoryMb = (limits) => limits.solveMemoryMb } = {}) {
  mainMemory = (await init()).memory;
  const catalogue = newCatalogue();
  return new Engine(catalogue, typeof memoryMb === 'function' ? memoryMb(catalogue.limits) : memoryMb);
}

/**
 * The catalogue alone, for views that talk to the wasm package through
 * objects of their own (the lab's worker, the Accuracy view's state space):
 * loads the module if no view has yet.
 */
export async function loadCatalogue() {
  await init();
  return newCatalogue();
}

/**
 * The parser's quick checks and small sums, for the views built after the
 * engine has loaded (`loadEngine` / `loadCatalogue` resolved): bounded work,
 * microseconds each, which the setup fields need while the user types.
 */
export { effectiveBranchingFactor, goalBoard, heuristicValues, namedGoals, parseBoard, solvability } from './pkg/npuzzle.js';

/** The main thread's wasm memory (no search ever grows it). */
let mainMemory = null;

/**
 * Bytes of the main thread's own wasm memory: only the catalogue and the
 * quick checks use it, so it stays at its starting size however big the
 * searches in the workers grow (`data-page-memory` on <body> shows it).
 */
export const mainMemoryBytes = () => mainMemory?.buffer.byteLength ?? 0;

const newCatalogue = () => new Catalogue(algorithms(), heuristics(), limits());

/** The free functions of the module, with errors kept as readable `Error`s. */
export class Engine {
  #memoryMb;

  constructor(catalogue, memoryMb) {
    this.#memoryMb = memoryMb;
    /** Every algorithm and heuristic with its labels and capabilities, and the limits (catalogue.js). */
    this.catalogue = catalogue;
    /** The engine's budgets and ranges (`limits()`, docs/wasm-api.md). */
    this.limits = catalogue.limits;
  }

  /** The memory budget of this engine's searches, in MB (MiB). */
  get memoryMb() {
    return this.#memoryMb;
  }

  /**
   * `weight` if the page's weight fields offer it (`pageWeightMin` to
   * `pageWeightMax`); throws `Error('the weight must be a number from 1 to
   * 10, not 100')` otherwise, the engine's sentence.
   */
  pageWeight(weight) {
    return pageWeight(weight);
  }

  /** `{ width, height, tiles }`; throws `Error('tile 1 appears twice')` and the like. */
  parseBoard(text, size) {
    return parseBoard(text, size);
  }

  /** The tiles of a named goal (or a goal written as a board) at this size. */
  goalTiles(goal, width, height) {
    return goalBoard(goal, width, height);
  }

  /** `[{ name, description, tiles }]` for this size. */
  namedGoals(width, height) {
    return namedGoals(width, height);
  }

  /** `{ zero, misplaced, manhattan, 'linear-conflict' }` of the start against the goal. */
  heuristicValues(start, goal) {
    return heuristicValues(start, goal);
  }

  /** A board `depth` moves from the goal (exactly, on 3×3), reproducible by `seed`. */
  randomBoard(goal, width, height, depth, seed) {
    return randomBoard(goal, width, height, depth, seed);
  }

  /**
   * What a worker needs to start a search (engine/worker.js `open`): `start`
   * is board text, `goal` a goal name or board text; the memory budget is
   * this engine's unless the problem names its own.
   */
  spec({ start, goal, algorithm, heuristic, weight, memoryMb = this.#memoryMb }) {
    return { start, goal, algorithm, heuristic, weight, memoryMb };
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
