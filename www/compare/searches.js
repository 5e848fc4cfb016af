// What a lane runs: an algorithm, a heuristic and (for weighted A*) a
// weight; the lanes a comparison starts with on each board size and the
// one "+ Add lane" adds, chosen by the engine's catalogue capabilities; and
// the names people read, put together from the catalogue (www/catalogue.js).

import { t } from '../i18n/index.js';

/** The weight of a weighted lane the page suggests (the middle of the lesson: path ≤ 2 × shortest). */
const SUGGESTED_WEIGHT = 2;

/**
 * The roles a lane plays in a comparison, each found in the engine's
 * catalogue by what an algorithm can do (never by its name): the blind
 * search, the informed one (A*), its memory-saving iterative twin (IDA*),
 * the weighted and the greedy variants, the bidirectional blind one.
 */
function roles(engine) {
  const plain = (a) => !a.iterative && !a.bidirectional && !a.weighted;
  const find = (test) => engine.catalogue.algorithms.find(test);
  return {
    blind: find((a) => plain(a) && !a.usesHeuristic && a.optimality === 'always'),
    informed: find((a) => plain(a) && a.usesHeuristic && a.optimality === 'admissible'),
    iterative: find((a) => a.iterative && !a.bidirectional && a.usesHeuristic && a.optimality === 'admissible'),
    weighted: find((a) => a.weighted && a.usesHeuristic),
    greedy: find((a) => plain(a) && a.usesHeuristic && a.optimality === 'none'),
    bidirectional: find((a) => a.bidirectional && !a.usesHeuristic),
  };
}

/** The heuristics a lane on a `width × height` board is offered (no tables to build), weakest first. */
export function heuristicsFor(engine, width, height) {
  return engine.catalogue.quickHeuristics.filter(
    (h) => width * height <= h.maxCells && (!h.sides || (width === height && h.sides.includes(width))),
  );
}

/**
 * Whether every state of a `width × height` board, (w·h)!/2 of them, fits a
 * lane's memory budget at one byte each: a bound no table beats, so below it
 * a search that may hold every state (breadth-first, A* with a weak
 * heuristic) can finish, and above it only an iterative search surely does
 * (3×3: 181,440 states; 4×3: 239,500,800, more than 160 MB; 4×4: 10¹³).
 */
export function everyStateFits(engine, width, height) {
  let states = 1;
  for (let k = 3; k <= width * height; k++) states *= k; // (w·h)! / 2
  return states <= engine.memoryMb * engine.limits.bytesPerMb;
}

const lane = (algorithm, heuristic) => (algorithm && heuristic ? { algorithm: algorithm.name, heuristic: heuristic.name, weight: SUGGESTED_WEIGHT } : null);

/**
 * The lanes a comparison starts with on a `width × height` board. Where every
 * state fits the budget, the classic lesson: blind search, then A* with ever
 * better heuristics (the three strongest that need no tables). Where it does
 * not (the 15-puzzle), searches that can finish there: the iterative one
 * (IDA*) with the two strongest heuristics, A* with the strongest (to see
 * its memory run out, or not), and weighted A*.
 */
export function defaultLanes(engine, width, height) {
  const role = roles(engine);
  const offered = heuristicsFor(engine, width, height);
  const [strongest, second] = [offered.at(-1), offered.at(-2) ?? offered.at(-1)];
  const lanes = everyStateFits(engine, width, height)
    ? [lane(role.blind, strongest), ...offered.slice(-3).map((h) => lane(role.informed, h))]
    : [lane(role.iterative, strongest), lane(role.iterative, second), lane(role.informed, strongest), lane(role.weighted, strongest)];
  return lanes.filter(Boolean);
}

/** Two lanes run the same search: the same algorithm, and heuristic and weight where they count. */
function sameSearch(engine, a, b) {
  if (a.algorithm !== b.algorithm) return false;
  const algorithm = algorithmOf(engine, a.algorithm);
  return (!algorithm.usesHeuristic || a.heuristic === b.heuristic) && (!algorithm.weighted || a.weight === b.weight);
}

/**
 * What "+ Add lane" adds beside `configs` on a `width × height` board: the
 * first of the board's defaults not running yet, then, strongest heuristic
 * first, the informed searches (iterative, A*, weighted, greedy), then the
 * blind ones. Only when every one of those runs already is it a repeat.
 */
export function nextLane(engine, configs, width, height) {
  const role = roles(engine);
  const offered = heuristicsFor(engine, width, height);
  const strongestFirst = [...offered].reverse();
  const candidates = [
    ...defaultLanes(engine, width, height),
    ...strongestFirst.flatMap((h) => [role.iterative, role.informed, role.weighted, role.greedy].map((a) => lane(a, h))),
    ...[role.bidirectional, role.blind].map((a) => lane(a, offered.at(-1))),
    ...engine.catalogue.algorithms.flatMap((a) => strongestFirst.map((h) => lane(a, h))),
  ].filter(Boolean);
  return candidates.find((c) => !configs.some((config) => sameSearch(engine, c, config))) ?? candidates[0];
}

/** What a lane whose link names an unknown heuristic runs instead. */
const FALLBACK_HEURISTIC = 'manhattan';

/** The engine's algorithm entry (catalogue.js). */
export function algorithmOf(engine, name) {
  return engine.catalogue.algorithm(name);
}

/** Whether the lane's weight means anything. */
export const isWeighted = (engine, config) => algorithmOf(engine, config.algorithm).weighted;

/** " + Manhattan" after a search that uses a heuristic, nothing after a blind one. */
function withHeuristic(engine, algorithm, config) {
  return algorithm.usesHeuristic ? ` + ${engine.catalogue.heuristic(config.heuristic).shortPhrase}` : '';
}

/**
 * "A* + Manhattan", "Weighted A* (w = 2) + misplaced", "Breadth-first search":
 * what a row of the table or a line of the chart is.
 */
export function searchTitle(engine, config) {
  const algorithm = algorithmOf(engine, config.algorithm);
  const weight = algorithm.weighted ? ` (w = ${config.weight})` : '';
  return `${algorithm.title}${weight}${withHeuristic(engine, algorithm, config)}`;
}

/** "A* + Manhattan", "BFS": a chart legend's worth. */
export function shortTitle(engine, config) {
  const algorithm = algorithmOf(engine, config.algorithm);
  const weight = algorithm.weighted ? ` w=${config.weight}` : '';
  return `${algorithm.short}${weight}${withHeuristic(engine, algorithm, config)}`;
}

/**
 * The lanes as the URL hash holds them: `algorithm:heuristic[:weight]`,
 * comma separated, e.g. `bfs:manhattan,astar:misplaced,wastar:manhattan:1.5`.
 */
export function lanesToHash(engine, configs) {
  return configs.map((c) => [c.algorithm, c.heuristic, ...(isWeighted(engine, c) ? [c.weight] : [])].join(':')).join(',');
}

/**
 * Reads `lanesToHash`'s form back, checked like typed input: unknown names
 * are dropped or replaced by defaults, weights clamped to the range the
 * page's weight fields offer (`limits()`: pageWeightMin–pageWeightMax, as
 * the Solve view's link does), the count
 * to `min`–`max` lanes. Returns the lanes (or null: keep the defaults) and
 * the problems found, as sentences (in the page's language) that quote the link only as text.
 */
export function lanesFromHash(text, engine, { min, max }) {
  const problems = [];
  const quote = (s) => (s.length > 20 ? `${s.slice(0, 20)}…` : s);
  const { catalogue } = engine;
  const { pageWeightMin: weightMin, pageWeightMax: weightMax } = engine.limits;
  const offered = new Set(catalogue.quickHeuristics.map((h) => h.name));
  const parts = text.split(',').filter((p) => p.trim() !== '');
  if (parts.length > max) problems.push(t('compare.link.tooMany', { n: parts.length, max }));
  const configs = [];
  for (const part of parts.slice(0, max)) {
    const [algorithm = '', heuristic = '', weightText] = part.split(':');
    if (!catalogue.algorithm(algorithm)) {
      problems.push(t('compare.link.unknownAlgorithm', { name: quote(algorithm) }));
      continue;
    }
    let h = heuristic;
    if (!offered.has(h)) {
      if (h !== '') problems.push(t('compare.link.unknownHeuristic', { name: quote(h), instead: catalogue.heuristic(FALLBACK_HEURISTIC).short }));
      h = FALLBACK_HEURISTIC;
    }
    let weight = Number(weightText ?? SUGGESTED_WEIGHT);
    if (!Number.isFinite(weight)) weight = SUGGESTED_WEIGHT;
    if (weight < weightMin || weight > weightMax) {
      problems.push(t('compare.link.weight', { weight: quote(String(weightText)), min: weightMin, max: weightMax }));
      weight = Math.min(weightMax, Math.max(weightMin, weight));
    }
    configs.push({ algorithm, heuristic: h, weight });
  }
  if (configs.length < min) {
    problems.push(t('compare.link.tooFew', { n: configs.length, min }));
    return { configs: null, problems };
  }
  return { configs, problems };
}
