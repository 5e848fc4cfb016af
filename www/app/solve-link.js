// The Solve view's link, as data: the hash keys it owns, the values it falls
// back to, and the checks of a link's values (checkLink). The Solve view
// (views/solve/link.js) restores the page from them, and lessons
// (views/lessons/) check each step's setup with them.
//
// A link is input from a stranger, so each value goes through the same checks
// as typing: a bad board is the parser's sentence, unknown names fall back to
// the defaults, numbers are clamped to the fields' ranges.

import { integer } from '../i18n/format.js';
import { errorText, t } from '../i18n/index.js';
import { mistakeText } from '../i18n/formula-words.js';
import { goalTitle } from '../widgets/goal.js';
import { cutsOf, MAX_HASH_LENGTH, valueLimit } from './share.js';

/** Speed slider stops (views/solve/transport.js), in expansions per second; the last is "as fast as possible". */
export const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 20000, Infinity];

/** The hash keys the Solve view's link owns, besides its algorithms' parameters' ({@link solveKeys}). */
export const SOLVE_KEYS = ['start', 'goal', 'size', 'algorithm', 'heuristic', 'formula', 'priority', 'tie', 'visited', 'costs', 'speed', 'step', 'move'];

/** Every hash key of the Solve view's link: {@link SOLVE_KEYS} with each parameter's key (`weight` …) after `formula` and `priority`. */
export function solveKeys(catalogue) {
  const at = SOLVE_KEYS.indexOf('priority') + 1;
  return [...SOLVE_KEYS.slice(0, at), ...catalogue.parameters.map((p) => p.key), ...SOLVE_KEYS.slice(at)];
}

/**
 * What a link that leaves a field out falls back to. The page opens on the `size`'s row of the
 * engine's size table (src/sizes.rs, read by {@link openingRow}): its start board and its search,
 * A* with Manhattan distance, which is also the algorithm and heuristic a link's unknown name
 * falls back to; the Size menu loads a size's own row.
 */
export const DEFAULTS = { size: 3, goal: 'ordered', speed: 20 };

/**
 * The engine's size-table row the page opens on (`DEFAULTS.size` square): `{ start, algorithm,
 * heuristic, … }` (catalogue.js `BoardSize`).
 * @param {{ sizes: ReadonlyArray<import('../engine/catalogue.js').BoardSize> }} catalogue
 */
export function openingRow(catalogue) {
  return catalogue.sizes.find((s) => s.width === DEFAULTS.size && s.height === DEFAULTS.size);
}
/** Your best-first search's priority when a link names none: A*'s (the engine's `kit::DEFAULT_PRIORITY`). */
export const DEFAULT_PRIORITY = 'g + h';

/** How much of a bad value a message quotes. */
const QUOTE_LENGTH = 40;

/** `"abc"`, cut short: a message quotes what the link said without repeating a whole junk string. */
function quote(value) {
  const text = String(value);
  return `"${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text}"`;
}

/**
 * What `readHash` had to cut from `params` (its answer), as `[key, args]` of the sentences that
 * say so (`link.cutHash`, `link.cutValue`), the hash first; `keys` keeps only those values
 * (Compare says its `lanes`; the Solve link says every value).
 * @param {string[]} [keys]
 * @returns {Array<[string, object]>}
 */
export function cutWords(params, keys) {
  const cut = cutsOf(params);
  const words = [];
  if (cut.hash) words.push(['link.cutHash', { length: cut.hash, max: MAX_HASH_LENGTH }]);
  for (const [key, length] of Object.entries(cut)) {
    if (key !== 'hash' && (!keys || keys.includes(key))) words.push(['link.cutValue', { key: quote(key), length, max: valueLimit(key) }]);
  }
  return words;
}

/**
 * Reads one link's values into what the fields can take, collecting a
 * sentence for everything that had to be changed. Resolves to
 * `{ values, problems }` (the board and goal are the engine's checks): `problems` are the
 * sentences in the current language; `words`, if given, receives the same as functions of
 * nothing, to say them again after a language switch.
 * @param {(() => string)[]} [words]
 */
export async function checkLink(params, engine, current, words = []) {
  const problems = [];
  /** Records one sentence, `t(key, args)`; `args` may hold functions of nothing (an engine error's wording). */
  const say = (key, args) => {
    const word = () => t(key, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'function' ? v() : v])));
    words.push(word);
    problems.push(word());
  };
  const out = {};

  // What the link said that the page could not read whole (share.js cuts long values and hashes).
  for (const [key, args] of cutWords(params)) say(key, args);

  if ('size' in params) {
    // A size of the Size menu (the engine's sizes(): 2×2 to 5×5 and the oblong ones): "4", "4x4",
    // "4×4", or "3x4" for 3 columns and 4 rows.
    const match = /^\s*(\d{1,3})\s*(?:[x×]\s*(\d{1,3}))?\s*$/.exec(params.size);
    const [w, h] = match ? [Number(match[1]), Number(match[2] ?? match[1])] : [NaN, NaN];
    const sizes = engine.catalogue.sizes ?? [];
    if (sizes.some((s) => s.width === w && s.height === h)) out.size = w === h ? w : `${w}x${h}`;
    else {
      const menu = sizes.filter((s) => s.width === s.height).map((s) => `${s.width}×${s.height}`);
      say('solve.link.size', { value: quote(params.size), size: current.size, first: menu[0] ?? '', last: menu.at(-1) ?? '' });
    }
  }

  if ('start' in params) {
    out.start = params.start;
    try {
      out.board = await engine.parseBoard(params.start);
    } catch (error) {
      say('solve.link.board', { message: () => errorText(error) });
    }
  }
  const [sizeWidth, sizeHeight] = typeof out.size === 'string' ? out.size.split('x').map(Number) : [out.size, out.size];
  const width = out.board?.width ?? sizeWidth ?? current.size;
  const height = out.board?.height ?? sizeHeight ?? width;

  if ('goal' in params) {
    const names = engine.namedGoals(width, height).map((g) => g.name);
    if (names.includes(params.goal)) {
      out.goal = params.goal;
    } else {
      try {
        await engine.goalTiles(params.goal, width, height);
        out.goal = 'custom';
        out.customGoal = params.goal;
      } catch (error) {
        say('solve.link.goal', { message: () => errorText(error), fallback: () => goalTitle(DEFAULTS.goal) });
        out.goal = DEFAULTS.goal;
      }
    }
  }

  const opening = openingRow(engine.catalogue);
  // A fallback is named by its label in the page's language (A*, 曼哈顿距离), never its link name.
  const algorithmLabel = () => engine.catalogue.algorithm(opening.algorithm)?.title ?? opening.algorithm;
  const heuristicLabel = () => engine.catalogue.heuristic(opening.heuristic)?.title ?? opening.heuristic;
  out.algorithm = pickName(params.algorithm, engine.catalogue.algorithms.map((a) => a.name), 'algorithm', opening.algorithm, algorithmLabel, say);
  const formulaEntry = engine.catalogue.formula;
  const heuristics = [...engine.catalogue.quickHeuristics.map((h) => h.name), ...(formulaEntry ? [formulaEntry.name] : [])];
  out.heuristic = pickName(params.heuristic, heuristics, 'heuristic', opening.heuristic, heuristicLabel, say);

  if ('formula' in params) {
    // A heuristic the user wrote (`heuristic=formula`): parsed by the engine like typed text.
    let read;
    try {
      read = await engine.parseFormula(params.formula);
    } catch (error) {
      read = { ok: false, error: { column: 1, code: '', found: '', message: error.message } };
    }
    if (read.ok) out.formula = read.formula;
    else {
      const { error } = read;
      say('formula.linkBad', { value: quote(params.formula), message: () => mistakeText(error), fallback: heuristicLabel });
      // Nothing to search with: the default heuristic, as for an unknown name.
      if (formulaEntry && out.heuristic === formulaEntry.name) out.heuristic = opening.heuristic;
    }
  } else if (formulaEntry && out.heuristic === formulaEntry.name) {
    // The formula entry without a formula: the field's example.
    out.formula = formulaEntry.example;
  }

  if ('priority' in params) {
    // Your best-first search's priority: parsed by the engine like typed text.
    let read;
    try {
      read = await engine.parsePriority(params.priority);
    } catch (error) {
      read = { ok: false, error: { column: 1, code: '', found: '', message: error.message } };
    }
    if (read.ok) out.priority = read.priority;
    else {
      const { error } = read;
      say('priority.linkBad', { value: quote(params.priority), message: () => mistakeText(error), fallback: DEFAULT_PRIORITY });
      out.priority = DEFAULT_PRIORITY;
    }
  }

  if ('tie' in params) {
    // The A* family's tie-breaking rule (the menu ignores it for other algorithms).
    const rules = engine.catalogue.tieBreaks;
    if (rules.some((r) => r.name === params.tie)) {
      out.tie = params.tie;
    } else {
      out.tie = rules[0].name;
      say('tie.linkUnknown', { value: quote(params.tie), fallback: () => engine.catalogue.tieBreaks[0].title });
    }
  }

  // Each algorithm's parameter under its key (`weight=`), whatever the algorithm: the field keeps it.
  for (const row of engine.catalogue.parameters) {
    const text = params[row.key];
    if (text === undefined) continue;
    const value = Number(text);
    const noun = () => engine.catalogue.parameters.find((p) => p.key === row.key)?.noun ?? row.noun;
    if (text.trim() === '' || Number.isNaN(value)) {
      say('solve.link.parameterNaN', { noun, value: quote(text), fallback: row.pageDefault });
      out[row.key] = row.pageDefault;
    } else {
      const clamped = Math.min(row.pageMax, Math.max(row.pageMin, value));
      out[row.key] = row.integer ? Math.round(clamped) : clamped;
      if (out[row.key] !== value) say('solve.link.parameterRange', { noun, value: quote(text), fallback: out[row.key] });
    }
  }

  if ('visited' in params) {
    // A name of the engine's visited tables; the menu offers it only where the algorithm and size take it.
    const names = engine.catalogue.visitedTables.map((v) => v.name);
    if (names.includes(params.visited)) out.visited = params.visited;
    else say('visited.linkUnknown', { value: quote(params.visited) });
  }

  if ('costs' in params) {
    // A name of the engine's costs; a search its row does not offer under them runs under the default.
    const { costs } = engine.catalogue;
    const algorithm = engine.catalogue.algorithm(out.algorithm ?? opening.algorithm);
    if (!costs.includes(params.costs)) say('costs.linkUnknown', { value: quote(params.costs) });
    else if (algorithm && !engine.catalogue.offeredUnder(algorithm, params.costs)) {
      say('costs.linkNotOffered', { title: () => engine.catalogue.algorithm(algorithm.name).title });
    } else out.costs = params.costs;
  }

  for (const key of ['step', 'move']) {
    if (!(key in params)) continue;
    const text = params[key].trim();
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    const most = engine.limits.linkStepsMax;
    if (value <= most) out[key] = value;
    else say(`solve.link.${key}`, { value: quote(params[key]), most: integer(most) });
  }

  if ('speed' in params) {
    const finite = SPEEDS.filter(Number.isFinite);
    const speed = params.speed.trim().toLowerCase() === 'max' ? Infinity : Number(params.speed);
    if (params.speed.trim() === '' || Number.isNaN(speed)) {
      say('solve.link.speedNaN', { value: quote(params.speed), fallback: DEFAULTS.speed });
      out.speedIndex = SPEEDS.indexOf(DEFAULTS.speed);
    } else if (speed === Infinity) {
      out.speedIndex = SPEEDS.length - 1;
    } else {
      const clamped = Math.min(finite.at(-1), Math.max(finite[0], speed));
      if (clamped !== speed) say('solve.link.speedRange', { value: quote(params.speed), fallback: clamped });
      // The slider's stop at or below the speed asked for.
      out.speedIndex = SPEEDS.findLastIndex((s) => s <= clamped);
    }
  }
  return { values: out, problems };
}

/** `value` if it is one of `names`; else says so, naming the fallback by `label()`, and returns the fallback. */
function pickName(value, names, what, fallback, label, say) {
  if (value === undefined) return undefined;
  if (names.includes(value)) return value;
  say(`solve.link.${what}`, { value: quote(value), fallback: label });
  return fallback;
}
