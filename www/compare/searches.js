// What a lane runs: an algorithm, a heuristic and (for weighted A*) a
// weight. The names people read, and the four lanes a comparison starts
// with — the classic lesson: blind search, then ever better heuristics.

/** The lanes of a fresh Compare view. */
export const DEFAULT_LANES = [
  { algorithm: 'bfs', heuristic: 'manhattan', weight: 2 },
  { algorithm: 'astar', heuristic: 'misplaced', weight: 2 },
  { algorithm: 'astar', heuristic: 'manhattan', weight: 2 },
  { algorithm: 'astar', heuristic: 'linear-conflict', weight: 2 },
];

/** What a lane added with "Add lane" runs first. */
export const NEW_LANE = { algorithm: 'idastar', heuristic: 'manhattan', weight: 2 };

/** Short forms for the table and the status line. */
const HEURISTIC_SHORT = {
  zero: 'h = 0',
  misplaced: 'misplaced',
  manhattan: 'Manhattan',
  'linear-conflict': 'linear conflict',
};

/** The engine's algorithm entry `{ name, title, usesHeuristic, optimal }`. */
export function algorithmOf(engine, name) {
  return engine.algorithms.find((a) => a.name === name);
}

/** Whether the lane's weight means anything. */
export const isWeighted = (config) => config.algorithm === 'wastar';

/**
 * "A* + Manhattan", "Weighted A* (w = 2) + misplaced", "Breadth-first search":
 * what a row of the table or a line of the chart is.
 */
export function searchTitle(engine, config) {
  const algorithm = algorithmOf(engine, config.algorithm);
  const weight = isWeighted(config) ? ` (w = ${config.weight})` : '';
  const heuristic = algorithm.usesHeuristic ? ` + ${HEURISTIC_SHORT[config.heuristic]}` : '';
  return `${algorithm.title}${weight}${heuristic}`;
}

const SHORT_ALGORITHMS = {
  bfs: 'BFS',
  bibfs: 'Bidirectional BFS',
  astar: 'A*',
  wastar: 'Weighted A*',
  greedy: 'Greedy',
  idastar: 'IDA*',
  iddfs: 'IDDFS',
};

/** "A* + Manhattan", "BFS": a chart legend's worth. */
export function shortTitle(engine, config) {
  const algorithm = algorithmOf(engine, config.algorithm);
  const weight = isWeighted(config) ? ` w=${config.weight}` : '';
  const heuristic = algorithm.usesHeuristic ? ` + ${HEURISTIC_SHORT[config.heuristic]}` : '';
  return `${SHORT_ALGORITHMS[config.algorithm] ?? algorithm.title}${weight}${heuristic}`;
}

/**
 * The lanes as the URL hash holds them: `algorithm:heuristic[:weight]`,
 * comma separated, e.g. `bfs:manhattan,astar:misplaced,wastar:manhattan:1.5`.
 */
export function lanesToHash(configs) {
  return configs.map((c) => [c.algorithm, c.heuristic, ...(isWeighted(c) ? [c.weight] : [])].join(':')).join(',');
}

/**
 * Reads `lanesToHash`'s form back, checked like typed input: unknown names
 * are dropped or replaced by defaults, weights clamped to 1–1000, the count
 * to `min`–`max` lanes. Returns the lanes (or null: keep the defaults) and
 * the problems found, as sentences that quote the link only as text.
 */
export function lanesFromHash(text, engine, { min, max }) {
  const problems = [];
  const quote = (s) => (s.length > 20 ? `${s.slice(0, 20)}…` : s);
  const names = new Set(engine.algorithms.map((a) => a.name));
  const parts = text.split(',').filter((p) => p.trim() !== '');
  if (parts.length > max) problems.push(`the link asks for ${parts.length} lanes; Compare runs at most ${max}.`);
  const configs = [];
  for (const part of parts.slice(0, max)) {
    const [algorithm = '', heuristic = '', weightText] = part.split(':');
    if (!names.has(algorithm)) {
      problems.push(`unknown algorithm '${quote(algorithm)}' left out.`);
      continue;
    }
    let h = heuristic;
    if (!engine.heuristics.includes(h)) {
      if (h !== '') problems.push(`unknown heuristic '${quote(h)}': Manhattan used instead.`);
      h = 'manhattan';
    }
    let weight = Number(weightText ?? 2);
    if (!Number.isFinite(weight)) weight = 2;
    if (weight < 1 || weight > 1000) {
      problems.push(`weight ${quote(String(weightText))} is outside 1–1000 and was clamped.`);
      weight = Math.min(1000, Math.max(1, weight));
    }
    configs.push({ algorithm, heuristic: h, weight });
  }
  if (configs.length < min) {
    problems.push(`the link names ${configs.length} usable lane${configs.length === 1 ? '' : 's'}; the default ${min}+ lanes are shown.`);
    return { configs: null, problems };
  }
  return { configs, problems };
}
