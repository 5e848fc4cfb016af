// What a lane runs: an algorithm, a heuristic and (for weighted A*) a
// weight; the four lanes a comparison starts with — the classic lesson:
// blind search, then ever better heuristics — and the names people read,
// put together from the engine's catalogue (www/catalogue.js).

/** The lanes of a fresh Compare view. */
export const DEFAULT_LANES = [
  { algorithm: 'bfs', heuristic: 'manhattan', weight: 2 },
  { algorithm: 'astar', heuristic: 'misplaced', weight: 2 },
  { algorithm: 'astar', heuristic: 'manhattan', weight: 2 },
  { algorithm: 'astar', heuristic: 'linear-conflict', weight: 2 },
];

/** What a lane added with "Add lane" runs first. */
export const NEW_LANE = { algorithm: 'idastar', heuristic: 'manhattan', weight: 2 };

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
 * the problems found, as sentences that quote the link only as text.
 */
export function lanesFromHash(text, engine, { min, max }) {
  const problems = [];
  const quote = (s) => (s.length > 20 ? `${s.slice(0, 20)}…` : s);
  const { catalogue } = engine;
  const { pageWeightMin: weightMin, pageWeightMax: weightMax } = engine.limits;
  const offered = new Set(catalogue.quickHeuristics.map((h) => h.name));
  const parts = text.split(',').filter((p) => p.trim() !== '');
  if (parts.length > max) problems.push(`the link asks for ${parts.length} lanes; Compare runs at most ${max}.`);
  const configs = [];
  for (const part of parts.slice(0, max)) {
    const [algorithm = '', heuristic = '', weightText] = part.split(':');
    if (!catalogue.algorithm(algorithm)) {
      problems.push(`unknown algorithm '${quote(algorithm)}' left out.`);
      continue;
    }
    let h = heuristic;
    if (!offered.has(h)) {
      if (h !== '') problems.push(`unknown heuristic '${quote(h)}': ${catalogue.heuristic(FALLBACK_HEURISTIC).short} used instead.`);
      h = FALLBACK_HEURISTIC;
    }
    let weight = Number(weightText ?? 2);
    if (!Number.isFinite(weight)) weight = 2;
    if (weight < weightMin || weight > weightMax) {
      problems.push(`weight ${quote(String(weightText))} is outside ${weightMin}–${weightMax} and was clamped.`);
      weight = Math.min(weightMax, Math.max(weightMin, weight));
    }
    configs.push({ algorithm, heuristic: h, weight });
  }
  if (configs.length < min) {
    problems.push(`the link names ${configs.length} usable lane${configs.length === 1 ? '' : 's'}; the default ${min}+ lanes are shown.`);
    return { configs: null, problems };
  }
  return { configs, problems };
}
