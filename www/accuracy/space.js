// The engine side of the Accuracy view: the whole 8-puzzle state space of a
// goal, computed by the wasm `Accuracy` object (src/wasm/analysis.rs) in one
// call and kept per goal, so switching back to a goal is instant.
//
// One call lists 181,440 states and takes a fraction of a second; it runs
// after the browser has painted the "Computing…" state, never in the middle
// of a frame the user is waiting for.

import { Accuracy, heuristicValues, namedGoals, parseBoard } from '../pkg/npuzzle.js';

/**
 * The heuristics compared, weakest first: the ones the engine's `Accuracy`
 * tallies (src/wasm/analysis.rs). Their titles are the catalogue's.
 */
export const COMPARED = ['misplaced', 'manhattan', 'linear-conflict'];

/** The board size the view handles: 3×3 (181,440 states; 4×4 has 10,461,394,944,000). */
export const SIZE = 3;

const cache = new Map();

/** Resolves after the browser has painted the current DOM. */
function afterPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The state space towards `goal` (a goal name or a 3×3 board text):
 * `{ goal, goalTiles, states, farthest, side, histogram, dominance, maps,
 * maxCount, ms, distanceOf(text) }`, where `maps[name]` is
 * `{ matrix: Uint32Array (row h*, column h), summary }`. Cached per goal.
 */
export async function stateSpace(goal) {
  if (cache.has(goal)) return cache.get(goal);
  await afterPaint();
  if (cache.has(goal)) return cache.get(goal); // computed while this call waited
  const began = performance.now();
  const accuracy = new Accuracy(goal, SIZE, SIZE);
  const maps = {};
  let maxCount = 0;
  for (const name of COMPARED) {
    const matrix = accuracy.matrix(name);
    for (const count of matrix) if (count > maxCount) maxCount = count;
    maps[name] = { matrix, summary: accuracy.summary(name) };
  }
  const space = {
    goal,
    goalTiles: Array.from(accuracy.goalTiles()),
    states: accuracy.states,
    farthest: accuracy.farthest,
    side: accuracy.side,
    histogram: Array.from(accuracy.histogram()),
    dominance: accuracy.dominance(),
    maps,
    maxCount,
    ms: performance.now() - began,
    /** True distance of a board text; -1 if it cannot reach the goal; throws on bad text. */
    distanceOf: (text) => accuracy.distanceOf(text),
  };
  cache.set(goal, space);
  return space;
}

/** The named 3×3 goals: `[{ name, description, tiles }]`. */
export function goals() {
  return namedGoals(SIZE, SIZE);
}

/** `{ width, height, tiles }` of a board text; throws the parser's sentence. */
export function readBoard(text) {
  return parseBoard(text);
}

/** Each heuristic's estimate of `start` towards `goal`. */
export function estimates(start, goal) {
  return heuristicValues(start, goal);
}
