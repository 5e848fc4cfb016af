// The engine's catalogue of algorithms and heuristics (docs/wasm-api.md,
// "Catalogue"), as the page reads it: every label a menu, a title or a
// sentence shows, and every capability a view branches on (iterative,
// bidirectional, the frontier's key, uses a heuristic, needs tables …),
// and the engine's limits: every memory budget, the one meaning of "MB"
// and the weights the page offers.
// The page keeps no table of its own: a new algorithm or heuristic in the
// engine appears in every menu, and each view treats it by what it can do,
// not by its name. www/engine/index.js makes one from what the checks worker reads
// of the wasm exports (engine/worker.js `catalogue`), with the named goals
// of every board size the engine takes.

import { megabytes } from '../i18n/format.js';
import { engineText, lang } from '../i18n/index.js';

/**
 * One entry of `algorithms()` or `heuristics()`; the fields are listed at the constructor.
 * @typedef {{ name: string, title: string, short: string, [field: string]: any }} Entry
 */

/**
 * The engine's `limits()`.
 * @typedef {{ weightMin: number, weightMax: number, pageWeightMin: number, pageWeightMax: number,
 *   bytesPerMb: number, sessionMemoryMb: number, labAstarMemoryMb: number, solveMemoryMb: number,
 *   laneMemoryMb: number, compareLanes: number, explainMemoryMb: number, workerRenewMb: number,
 *   minSide: number, maxSide: number, linkStepsMax: number }} Limits
 */

/**
 * One entry of `sizes()`: a board size with the search a new board of that
 * size starts with, a start board (tiles separated by spaces) and its facts ({@link SizeFacts}).
 * @typedef {{ width: number, height: number, algorithm: string, heuristic: string, start: string,
 *   small: boolean, farthest: number | null, shuffleMax: number, thumbnailDigits: boolean }} BoardSize
 */

/**
 * What the page decides by a board's size, as the engine's size table says (src/sizes.rs `Size`):
 * `small`, the whole state space is swept (exact distances, so Shuffle draws a board exactly that
 * far, and Explain counts and maps the space); `farthest`, the farthest distance from the ordered
 * goal where the engine knows it exactly (31 on 3×3), else null; `shuffleMax`, the Shuffle field's
 * top; `thumbnailDigits`, whether thumbnails (and the big board's larger font) show the digits.
 * @typedef {{ small: boolean, farthest: number | null, shuffleMax: number, thumbnailDigits: boolean }} SizeFacts
 */

/** The catalogue that holds the page's sizes (the one made with `sizes()`), for {@link sizeFacts}. */
let pageCatalogue = null;

/**
 * The facts of a `width × height` board ({@link SizeFacts}) from the page's catalogue: the one
 * place the page asks "is this board small?" or "how far can a board of this size be?". Throws for
 * a size the engine does not take, or before the catalogue is read (a board is read by the engine
 * first, so neither happens on the page).
 * @returns {SizeFacts}
 */
export function sizeFacts(width, height) {
  if (!pageCatalogue) throw new Error('sizeFacts: the catalogue of sizes is not read yet');
  return pageCatalogue.sizeFacts(width, height);
}

/**
 * The fields of an entry that are words (the rest are capabilities): each is shown in the page's
 * language, from the catalogue's `algorithm.<name>.<field>` / `heuristic.<name>.<field>` /
 * `goal.<name>.description`, else the engine's English (www/i18n `engineText`).
 */
const WORDS = ['title', 'short', 'phrase', 'shortPhrase', 'hint', 'description', 'bound'];

/** `entry` with its words in the current language, frozen; `kind` is 'algorithm', 'heuristic' or 'goal'. */
function localized(kind, entry) {
  const out = { ...entry };
  for (const field of WORDS) {
    if (typeof entry[field] === 'string') out[field] = engineText(`${kind}.${entry.name}.${field}`, entry[field]);
  }
  // An algorithm's parameter (weighted A*'s weight): its label and noun from `parameter.<key>.label` / `.noun`.
  if (entry.parameter) out.parameter = Object.freeze(localizedParameter(entry.parameter));
  return Object.freeze(out);
}

/** A parameter's row (`algorithms()`'s `parameter`) with its label and noun in the current language. */
function localizedParameter(p) {
  return { ...p, label: engineText(`parameter.${p.key}.label`, p.label), noun: engineText(`parameter.${p.key}.noun`, p.noun) };
}

/**
 * An algorithm's parameter as titles and the pseudo-code's head write it, `w = 2`; null for an
 * algorithm that takes none. The value is the problem's (`problem.parameter`).
 */
export function parameterSetting(algorithm, value) {
  return algorithm?.parameter ? `${algorithm.parameter.symbol} = ${value}` : null;
}

/**
 * Algorithms and heuristics in the engine's menu order, looked up by name, with their words in
 * the page's current language (read again after a switch: views redraw on `onLanguageChange`).
 */
export class Catalogue {
  #algorithms;
  #heuristics;
  #engineAlgorithms;
  #engineHeuristics;
  #engineTieBreaks;
  #tieBreaks;
  #language;

  /** The entries in the current language (made again only after a switch). */
  #localize() {
    if (this.#language === lang()) return;
    this.#language = lang();
    this.#algorithms = new Map(this.#engineAlgorithms.map((a) => [a.name, localized('algorithm', a)]));
    this.#heuristics = new Map(this.#engineHeuristics.map((h) => [h.name, localized('heuristic', h)]));
    this.#tieBreaks = this.#engineTieBreaks.map((rule) => localized('tie.rule', rule));
    this.#formula = this.#engineFormula ? localized('heuristic', this.#engineFormula) : null;
  }

  #engineFormula;
  #formula;

  /**
   * The entry of a heuristic the user writes (its words in the current language), or null: the
   * menus list it after the built-ins; a search with it carries the text (`spec.formula`).
   */
  get formula() {
    this.#localize();
    return this.#formula;
  }

  /** Whether `name` is the formula entry's (not one of the engine's built-in heuristics). */
  isFormula(name) {
    return this.#engineFormula !== null && name === this.#engineFormula.name;
  }

  /**
   * The built-in a session with a formula is opened with before it takes the formula: the
   * weakest that needs no tables (the session never evaluates it).
   */
  get formulaBase() {
    return this.#engineHeuristics.find((h) => !h.needsTables)?.name;
  }

  /**
   * @param {Entry[]} algorithms  `algorithms()`: `{ name, title, short, phrase, iterative,
   *   bidirectional, frontierKey, usesHeuristic, parameter, optimality, hint, bound, breaksTies, priority }`
   *   (`parameter`: `{ key, symbol, label, noun, min, max, pageMin, pageMax, default, pageDefault,
   *   integer, step }` or undefined)
   * @param {Entry[]} heuristics  `heuristics()`: `{ name, title, short, phrase, shortPhrase,
   *   needsTables, admissible, consistent, maxCells, sides, stepwise, hint, goal }` (`goal`: the
   *   one named goal it is defined for, else undefined)
   * @param {Limits} limits  `limits()`: `{ weightMin, weightMax, pageWeightMin, pageWeightMax,
   *   bytesPerMb, sessionMemoryMb, labAstarMemoryMb, solveMemoryMb, laneMemoryMb, compareLanes,
   *   explainMemoryMb, workerRenewMb }`
   * @param {Record<string, object[]>} [goals]  `namedGoals(w, h)` by `"WxH"`: `[{ name, description, tiles }]`
   * @param {BoardSize[]} [sizes]  `sizes()`: every board size the engine takes, in menu order
   * @param {Entry[]} [tieBreaks]  `tieBreaks()`: `{ name, title, short, hint }`, the default first
   * @param {Entry[]} [visitedTables]  `visitedTables()`: `{ name, label, maxCells, remembers,
   *   algorithms, nodeBudget }` (www/widgets/visited.js words them)
   * @param {Entry | null} [formula]  `formulaHeuristic()`: the menus' "Your formula" (a heuristic the
   *   user writes: `{ name, title, …, admissible: false, formula: true, example, maxLength }`)
   * @param {string[]} [accuracy]  `accuracyHeuristics()`: the names of the heuristics the Accuracy
   *   view maps, in menu order
   * @param {string[]} [costs]  `costs()`: what a move may cost, the default (unit) first
   */
  constructor(algorithms, heuristics, limits, goals = {}, sizes = [], tieBreaks = [], visitedTables = [], formula = null, accuracy = [], costs = []) {
    /** What a move may cost (`costs()`: names, the default first; www/widgets/costs.js words them). */
    this.costs = Object.freeze([...costs]);
    /** The heuristics the Accuracy view maps (names, menu order), as the engine lists them. */
    this.accuracyHeuristics = Object.freeze([...accuracy]);
    this.#engineFormula = formula ? Object.freeze({ ...formula }) : null;
    /** The visited-table choices, in menu order, as the engine lists them (`visitedTables()`). */
    this.visitedTables = Object.freeze(visitedTables.map((v) => Object.freeze({ ...v })));
    this.#engineAlgorithms = algorithms.map((a) => Object.freeze({ ...a }));
    this.#engineHeuristics = heuristics.map((h) => Object.freeze({ ...h }));
    this.#engineTieBreaks = tieBreaks.map((rule) => Object.freeze({ ...rule }));
    this.#localize();
    /** The engine's budgets (in MB) and ranges; read, never restated. */
    this.limits = Object.freeze({ ...limits });
    this.#goals = goals;
    /** Every board size the engine takes, squares first, each with its default search (`sizes()`). */
    this.sizes = Object.freeze(sizes.map((size) => Object.freeze({ ...size })));
    if (this.sizes.length > 0) pageCatalogue = this;
  }

  /**
   * Whether `costs` (a name of {@link costs}) weighs the moves: any but the default, every move 1.
   * A search under such costs sends them to the engine (`Session.useCosts`).
   */
  weighs(costs) {
    return this.costs.indexOf(costs) > 0;
  }

  /** Whether `algorithm` (an entry) runs under `costs` (its row's `offeredUnder`; unknown costs: no). */
  offeredUnder(algorithm, costs) {
    return Boolean(algorithm?.offeredUnder?.includes(costs));
  }

  /**
   * Whether the search `algorithm` runs under `costs` adds those costs up in g, f and its path's
   * cost (its row's `weighsCosts`), so its counters say cost, not depth: false under the default.
   */
  costsWeighed(algorithm, costs) {
    return this.weighs(costs) && Boolean(algorithm?.weighsCosts);
  }

  /** The facts of the size `width × height` ({@link SizeFacts}); throws for a size the engine does not take. */
  sizeFacts(width, height) {
    const size = this.size(width, height);
    if (!size) throw new Error(`sizeFacts: the engine takes no ${width}×${height} board`);
    const { small, farthest, shuffleMax, thumbnailDigits } = size;
    return Object.freeze({ small, farthest: farthest ?? null, shuffleMax, thumbnailDigits });
  }

  #goals;

  /** The size `width × height` of {@link sizes}, or undefined for one the engine does not take. */
  size(width, height) {
    return this.sizes.find((s) => s.width === width && s.height === height);
  }

  /** The named goals at this size, `[{ name, description, tiles }]` (none for a size the engine does not take). */
  namedGoals(width, height) {
    return (this.#goals[`${width}x${height}`] ?? []).map((goal) => localized('goal', goal));
  }

  /** `bytes` in the engine's MB (a MiB), one decimal: "11.0 MB". */
  megabytes(bytes) {
    return megabytes(bytes, this.limits.bytesPerMb);
  }

  /** Every algorithm, in menu order. */
  get algorithms() {
    this.#localize();
    return [...this.#algorithms.values()];
  }

  /**
   * Every algorithm's parameter (weighted A*'s weight …), once per key, in menu order, with its
   * label and noun in the current language: the Solve view's field, a link's keys.
   */
  get parameters() {
    const rows = [];
    for (const a of this.algorithms) {
      if (a.parameter && !rows.some((p) => p.key === a.parameter.key)) rows.push(a.parameter);
    }
    return rows;
  }

  /** Every heuristic, weakest first. */
  get heuristics() {
    this.#localize();
    return [...this.#heuristics.values()];
  }

  /**
   * The heuristics a step-wise session is offered in the Solve and Compare
   * menus: those that need no tables (building pattern databases takes
   * seconds; the lab builds them in its worker).
   */
  get quickHeuristics() {
    return this.heuristics.filter((h) => !h.needsTables);
  }

  /**
   * The A* family's tie-breaking rules, the default first, with their words in the current
   * language (`tie.rule.<name>.<field>`): the menu of every algorithm whose `breaksTies` is true.
   */
  get tieBreaks() {
    this.#localize();
    return this.#tieBreaks;
  }

  /** The algorithm called `name`, or undefined for a name the engine does not have. */
  algorithm(name) {
    this.#localize();
    return this.#algorithms.get(name);
  }

  /** The heuristic called `name` (the formula entry's too), or undefined for a name the engine does not have. */
  heuristic(name) {
    this.#localize();
    return this.#heuristics.get(name) ?? (this.isFormula(name) ? this.#formula : undefined);
  }

  /**
   * The search an iterative one saves memory against: the non-iterative,
   * one-sided, unweighted algorithm that orders its frontier by the same key
   * (IDA* → A*, IDDFS → BFS); undefined for a search that is not iterative.
   */
  counterpart(name) {
    const a = this.algorithm(name);
    if (!a?.iterative) return undefined;
    return this.algorithms.find(
      (b) => !b.iterative && !b.bidirectional && !b.parameter && b.frontierKey === a.frontierKey && b.usesHeuristic === a.usesHeuristic,
    );
  }
}
