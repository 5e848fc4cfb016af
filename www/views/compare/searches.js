// What a lane runs: an algorithm, a heuristic and (for an algorithm that
// takes one, weighted A*'s weight) its parameter; the lanes a comparison starts with on each board size and the
// one "+ Add lane" adds, chosen by the engine's catalogue capabilities; and
// the names people read, put together from the catalogue (www/engine/catalogue.js).

import { t } from '../../i18n/index.js';
import { mistakeText } from '../../i18n/formula-words.js';
import { DEFAULT_PRIORITY } from '../../app/solve-link.js';

/**
 * The roles a lane plays in a comparison, each found in the engine's
 * catalogue by what an algorithm can do (never by its name): the blind
 * search, the informed one (A*), its memory-saving iterative twin (IDA*),
 * the weighted and the greedy variants, the bidirectional blind one.
 */
function roles(engine) {
  const plain = (a) => !a.iterative && !a.bidirectional && !a.parameter;
  const find = (test) => engine.catalogue.algorithms.find(test);
  return {
    blind: find((a) => plain(a) && !a.usesHeuristic && a.optimality === 'always'),
    informed: find((a) => plain(a) && a.usesHeuristic && a.optimality === 'admissible'),
    iterative: find((a) => a.iterative && !a.bidirectional && a.usesHeuristic && a.optimality === 'admissible'),
    weighted: find((a) => a.optimality === 'weight' && a.usesHeuristic),
    greedy: find((a) => plain(a) && a.usesHeuristic && a.optimality === 'none'),
    bidirectional: find((a) => a.bidirectional && !a.usesHeuristic),
  };
}

/**
 * The heuristics Compare suggests for a lane on a `width × height` board (no tables to build),
 * weakest first: the catalogue's chain (`chain`: zero ≤ misplaced ≤ Manhattan ≤ linear conflict,
 * each dominating the one before), so "the strongest" is a claim the engine counts. A lane's menu
 * offers every heuristic that needs no tables.
 */
export function heuristicsFor(engine, width, height) {
  return engine.catalogue.quickHeuristics.filter(
    (h) => h.chain && width * height <= h.maxCells && (!h.sides || (width === height && h.sides.includes(width))),
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

/** A lane of `algorithm` with `heuristic`, its parameter (if it takes one) at the value its row suggests to the page. */
const lane = (algorithm, heuristic) =>
  algorithm && heuristic
    ? { algorithm: algorithm.name, heuristic: heuristic.name, ...(algorithm.parameter ? { parameter: algorithm.parameter.pageDefault } : {}) }
    : null;

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

/** Two lanes run the same search: the same algorithm, and heuristic and parameter where they count. */
function sameSearch(engine, a, b) {
  if (a.algorithm !== b.algorithm) return false;
  const algorithm = algorithmOf(engine, a.algorithm);
  return (!algorithm.usesHeuristic || a.heuristic === b.heuristic) && (!algorithm.parameter || a.parameter === b.parameter);
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

/** A piece of a stranger's link, cut to 20 characters, for a sentence to quote. */
const quote = (s) => (s.length > 20 ? `${s.slice(0, 20)}…` : s);

/** What a lane whose link names an unknown heuristic runs instead. */
const FALLBACK_HEURISTIC = 'manhattan';

/** The engine's algorithm entry (catalogue.js). */
export function algorithmOf(engine, name) {
  return engine.catalogue.algorithm(name);
}

/** The row of the lane's algorithm's parameter (its label, range, symbol), undefined for one that takes none. */
export const parameterOf = (engine, config) => algorithmOf(engine, config.algorithm).parameter;

/**
 * The lane's heuristic entry: the catalogue's formula entry for a lane with a formula of its own
 * (whose search spec names the built-in it opens with, `formulaBase`, beside the text), else the
 * heuristic it names.
 */
export function heuristicOf(engine, config) {
  const { catalogue } = engine;
  const own = catalogue.formula && (catalogue.isFormula(config.heuristic) || config.formula !== undefined);
  return own ? catalogue.formula : catalogue.heuristic(config.heuristic);
}

/** " + Manhattan" after a search that uses a heuristic, nothing after a blind one. */
function withHeuristic(engine, algorithm, config) {
  return algorithm.usesHeuristic ? ` + ${heuristicOf(engine, config).shortPhrase}` : '';
}

/**
 * "A* + Manhattan", "Weighted A* (w = 2) + misplaced", "Breadth-first search":
 * what a row of the table or a line of the chart is.
 */
export function searchTitle(engine, config) {
  const algorithm = algorithmOf(engine, config.algorithm);
  const setting = algorithm.parameter ? ` (${algorithm.parameter.symbol} = ${config.parameter})` : algorithm.priority ? ` (${config.priority ?? DEFAULT_PRIORITY})` : '';
  return `${algorithm.title}${setting}${withHeuristic(engine, algorithm, config)}`;
}

/** "A* + Manhattan", "BFS": a chart legend's worth. */
export function shortTitle(engine, config) {
  const algorithm = algorithmOf(engine, config.algorithm);
  const setting = algorithm.parameter ? ` ${algorithm.parameter.symbol}=${config.parameter}` : algorithm.priority ? ` (${config.priority ?? DEFAULT_PRIORITY})` : '';
  return `${algorithm.short}${setting}${withHeuristic(engine, algorithm, config)}`;
}

/**
 * The lanes as the URL hash holds them: `algorithm:heuristic[:parameter]`, then
 * what else the lane's card chose, as `key=value` parts: `tie=` (a rule other
 * than the default), `visited=` (a table other than the automatic one) and
 * `formula=` (the text of a lane's own heuristic, URI-encoded, since a formula
 * has commas) and `priority=` (your best-first search's priority, URI-encoded too); comma separated, e.g.
 * `bfs:manhattan,astar:misplaced:tie=fifo,wastar:manhattan:1.5,astar:formula:formula=2%20*%20manhattan`.
 */
export function lanesToHash(engine, configs) {
  return configs
    .map((c) => {
      const extras = [
        ...(c.tie ? [`tie=${c.tie}`] : []),
        ...(c.visited && c.visited !== 'auto' ? [`visited=${c.visited}`] : []),
        ...(engine.catalogue.isFormula(c.heuristic) && c.formula !== undefined ? [`formula=${encodeURIComponent(c.formula)}`] : []),
        ...(algorithmOf(engine, c.algorithm)?.priority && c.priority !== undefined ? [`priority=${encodeURIComponent(c.priority)}`] : []),
      ];
      return [c.algorithm, c.heuristic, ...(parameterOf(engine, c) ? [c.parameter] : []), ...extras].join(':');
    })
    .join(',');
}

/**
 * Reads `lanesToHash`'s form back, checked like typed input: unknown names
 * are dropped or replaced by defaults, a parameter clamped to the range
 * the page's fields offer (its row's pageMin–pageMax, as the Solve view's
 * link does; rounded if it must be whole), the count to `min`–`max` lanes; a tie rule or
 * visited table the lane's algorithm has no menu for is dropped, as its card
 * would hide it. A formula comes back as its text, for
 * {@link checkLinkedFormulas} to give to the engine. Returns the lanes (or
 * null: keep the defaults) and the problems found, as sentences (in the
 * page's language) that quote the link only as text.
 */
export function lanesFromHash(text, engine, { min, max }) {
  const problems = [];
  const { catalogue } = engine;
  const offered = new Set([...catalogue.quickHeuristics.map((h) => h.name), ...(catalogue.formula ? [catalogue.formula.name] : [])]);
  const parts = text.split(',').filter((p) => p.trim() !== '');
  if (parts.length > max) problems.push(t('compare.link.tooMany', { n: parts.length, max }));
  const configs = [];
  for (const part of parts.slice(0, max)) {
    const fields = part.split(':');
    const [algorithm = '', heuristic = ''] = fields;
    const extras = new Map();
    const plain = [];
    for (const field of fields.slice(2)) {
      const at = field.indexOf('=');
      if (at < 0) plain.push(field);
      else if (!extras.has(field.slice(0, at))) extras.set(field.slice(0, at), field.slice(at + 1));
    }
    const [parameterText] = plain;
    if (!catalogue.algorithm(algorithm)) {
      problems.push(t('compare.link.unknownAlgorithm', { name: quote(algorithm) }));
      continue;
    }
    let h = heuristic;
    if (!offered.has(h)) {
      if (h !== '') problems.push(t('compare.link.unknownHeuristic', { name: quote(h), instead: catalogue.heuristic(FALLBACK_HEURISTIC).short }));
      h = FALLBACK_HEURISTIC;
    }
    const search = catalogue.algorithm(algorithm);
    const config = { algorithm, heuristic: h };
    const row = search.parameter;
    if (row) {
      const { pageMin: lowest, pageMax: highest } = row;
      let value = Number(parameterText ?? row.pageDefault);
      if (!Number.isFinite(value)) value = row.pageDefault;
      if (value < lowest || value > highest || (row.integer && !Number.isInteger(value))) {
        problems.push(t('compare.link.parameter', { noun: row.noun, value: quote(String(parameterText)), min: lowest, max: highest }));
        value = Math.min(highest, Math.max(lowest, row.integer ? Math.round(value) : value));
      }
      config.parameter = value;
    }
    const tie = extras.get('tie');
    if (tie !== undefined && search.breaksTies) {
      const rules = catalogue.tieBreaks;
      if (!rules.some((r) => r.name === tie)) problems.push(t('compare.link.unknownTie', { name: quote(tie), instead: rules[0].short }));
      else if (tie !== rules[0].name) config.tie = tie;
    }
    const visited = extras.get('visited');
    if (visited !== undefined && visited !== 'auto') {
      const tables = catalogue.visitedTables.filter((v) => v.algorithms.includes(algorithm));
      if (tables.some((v) => v.name === visited)) config.visited = visited;
      else if (tables.length > 0) problems.push(t('compare.link.unknownVisited', { name: quote(visited) }));
    }
    if (catalogue.isFormula(h)) {
      let formula = extras.get('formula');
      try {
        formula = formula === undefined ? undefined : decodeURIComponent(formula);
      } catch {
        formula = '';
      }
      // No formula in the link: the field's example, as a card offers it.
      config.formula = formula ?? catalogue.formula.example;
    }
    if (search.priority) {
      let priority = extras.get('priority');
      try {
        priority = priority === undefined ? undefined : decodeURIComponent(priority);
      } catch {
        priority = '';
      }
      // No priority in the link: A*'s, as a card offers it.
      config.priority = priority ?? DEFAULT_PRIORITY;
    }
    configs.push(config);
  }
  if (configs.length < min) {
    problems.push(t('compare.link.tooFew', { n: configs.length, min }));
    return { configs: null, problems };
  }
  return { configs, problems };
}

/**
 * The lanes of a link with their formulas read by the engine, as a lane's
 * field reads one: each formula comes back in the engine's words; a formula
 * the engine refuses is not run (the lane searches with
 * {@link FALLBACK_HEURISTIC}) and is said: each problem is a function
 * giving its sentence in the page's language at the time (the view says it
 * again after a switch of language), quoting the link only as text. Lanes
 * without a formula pass through as they are.
 * @returns {Promise<{ configs: object[], problems: Array<() => string> }>}
 */
export async function checkLinkedFormulas(engine, configs) {
  const problems = [];
  const checked = [];
  for (const [i, linked] of configs.entries()) {
    let config = linked;
    if (config.priority !== undefined) {
      // Your best-first search's priority: a bad one is said, and A*'s searches instead.
      const read = await engine.parsePriority(config.priority);
      config = { ...config, priority: read.ok ? read.priority : DEFAULT_PRIORITY };
      if (!read.ok) {
        problems.push(() => t('compare.link.priority', { n: i + 1, value: quote(linked.priority), instead: DEFAULT_PRIORITY, message: mistakeText(read.error) }));
      }
    }
    if (config.formula === undefined) {
      checked.push(config);
      continue;
    }
    const read = await engine.parseFormula(config.formula);
    if (read.ok) {
      checked.push({ ...config, formula: read.formula });
    } else {
      const rest = { ...config, heuristic: FALLBACK_HEURISTIC };
      delete rest.formula;
      checked.push(rest);
      const instead = () => engine.catalogue.heuristic(FALLBACK_HEURISTIC).short;
      problems.push(() => t('compare.link.formula', { n: i + 1, value: quote(config.formula), instead: instead(), message: mistakeText(read.error) }));
    }
  }
  return { configs: checked, problems };
}
