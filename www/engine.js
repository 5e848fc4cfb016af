// The search engine: the Rust crate compiled to WebAssembly (www/pkg, built
// by scripts/build-wasm.sh). This module loads it and wraps a `Session` so the
// rest of the page never touches wasm memory directly.
//
// Contract (docs/wasm-api.md): long-lived search state stays in Rust; the page
// asks for one small summary per `step(n)` call, and reads the chart history
// through a typed-array view that is built fresh after each call, because a
// view made before the memory grew points at a detached buffer.

import init, {
  Session,
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

/**
 * Loads the wasm module; resolves to an {@link Engine} whose searches keep
 * their A* and BFS tables within `memoryMb` MB (MiB): a number, or a
 * function of the engine's `limits()` for a view with a budget of its own
 * (Compare's lanes); the Solve view's, `limits().solveMemoryMb`, by default.
 */
export async function loadEngine({ memoryMb = (limits) => limits.solveMemoryMb } = {}) {
  const wasm = await init();
  const catalogue = newCatalogue();
  return new Engine(wasm, catalogue, typeof memoryMb === 'function' ? memoryMb(catalogue.limits) : memoryMb);
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

const newCatalogue = () => new Catalogue(algorithms(), heuristics(), limits());

/** The free functions of the module, with errors kept as readable `Error`s. */
export class Engine {
  #wasm;
  #memoryMb;

  constructor(wasm, catalogue, memoryMb) {
    this.#wasm = wasm;
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
   * Starts a search. `start` is board text, `goal` a goal name or board text.
   * Throws on bad input; an unsolvable start gives a search whose status is
   * already `unsolvable`.
   */
  search({ start, goal, algorithm, heuristic, weight }) {
    const session = new Session(start, goal, algorithm, heuristic, weight, 0, this.#memoryMb);
    return new Search(this.#wasm, session);
  }
}

/** One running search. Call {@link Search#free} when done with it. */
export class Search {
  #wasm;
  #session;

  constructor(wasm, session) {
    this.#wasm = wasm;
    this.#session = session;
    this.width = session.width;
    this.height = session.height;
  }

  /** Advances up to `n` expansions in one wasm call; returns the summary. */
  step(n) {
    return this.#session.step(n);
  }

  /** The summary without advancing. */
  summary() {
    return this.#session.summary();
  }

  /** Number of chart points so far (one per `step` call that advanced). */
  historyLength() {
    return this.#session.historyLength();
  }

  /**
   * Chart points `from..` as `{ expanded, frontier, visited }` arrays (copies).
   * The view over wasm memory is made here, used, and dropped.
   */
  historySince(from) {
    const length = this.#session.historyLength();
    const view = new Float64Array(this.#wasm.memory.buffer, this.#session.historyPtr(), 3 * length);
    const expanded = [];
    const frontier = [];
    const visited = [];
    for (let i = from; i < length; i++) {
      expanded.push(view[3 * i]);
      frontier.push(view[3 * i + 1]);
      visited.push(view[3 * i + 2]);
    }
    return { expanded, frontier, visited };
  }

  /** The solution as `{ moves, boards }`: the udlr string and one tile array per position. */
  solution() {
    const moves = this.#session.solutionMoves();
    const bytes = this.#session.solutionStates();
    const cells = this.width * this.height;
    const boards = [];
    for (let i = 0; i + cells <= bytes.length; i += cells) boards.push(Array.from(bytes.subarray(i, i + cells)));
    return { moves, boards };
  }

  /** The wasm `Session` itself, for views that read its typed arrays (Explain). */
  get session() {
    return this.#session;
  }

  free() {
    this.#session.free();
  }
}
