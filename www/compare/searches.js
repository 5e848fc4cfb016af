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
