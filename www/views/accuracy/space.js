// The engine side of the Accuracy view: the whole 8-puzzle state space of a
// goal, computed by the wasm `Accuracy` object (src/wasm/analysis.rs) in the
// view's own worker (engine/client.js) and kept per goal, so switching back
// to a goal is instant and the page never waits on the ~0.2 s of counting.

import { EngineClient } from '../../engine/client.js';
import { checksFor, runAlone } from '../../engine/index.js';

/** The engine's checks (promises): parse a board, each heuristic's value. */
const checks = checksFor();

/** The board size the view handles: 3×3 (181,440 states; 4×4 has 10,461,394,944,000). */
export const SIZE = 3;

const cache = new Map();
let client = null;
/** The worker of the formula checks (`checkFormula`), apart from the view's. */
let formulaClient = null;

/**
 * The state space towards `goal` (a goal name or a 3×3 board text), with the maps of the
 * heuristics `names` (of the catalogue's `accuracyHeuristics`; every one tallied for that goal when
 * left out):
 * `{ goal, goalTiles, states, farthest, side, histogram, dominance, maps,
 * maxCount, ms, distanceOf(text) }`, where `maps[name]` is
 * `{ matrix: Uint32Array (row h*, column h), summary }` for every heuristic the engine tallies
 * for that goal (the catalogue's `accuracyHeuristics` but one defined for another goal only) and `distanceOf`
 * resolves to a board's true distance (-1 if it cannot reach the goal;
 * rejects with the parser's sentence on bad text). Cached per goal.
 */
export function stateSpace(goal, names) {
  if (!cache.has(goal)) {
    const computed = compute(goal, names);
    cache.set(goal, computed);
    computed.catch(() => cache.delete(goal));
  }
  return cache.get(goal);
}

async function compute(goal, names) {
  client ??= new EngineClient();
  const began = performance.now();
  const space = await client.request({ op: 'stateSpace', goal, heuristics: names });
  let maxCount = 0;
  for (const { matrix } of Object.values(space.maps)) for (const count of matrix) if (count > maxCount) maxCount = count;
  return {
    goal,
    ...space,
    maxCount,
    ms: performance.now() - began,
    distanceOf: (board) => client.request({ op: 'distanceOf', goal, board }),
  };
}

/** The named 3×3 goals of the catalogue: `[{ name, description, tiles }]`. */
export function goals(catalogue) {
  return catalogue.namedGoals(SIZE, SIZE);
}

/** Resolves to `{ width, height, tiles }` of a board text; rejects with the parser's sentence. */
export function readBoard(text) {
  return checks.parseBoard(text);
}

/** Resolves to each heuristic's estimate of `start` towards `goal`. */
export function estimates(start, goal) {
  return checks.heuristicValues(start, goal);
}

/**
 * Resolves to the engine's check of a formula on every state towards `goal`
 * (`checkFormula`, src/wasm/formula.rs: `{ ok, admissible, firstOver, … }`
 * or `{ ok: false, error }`), computed in the view's worker.
 */
export function checkFormula(text, goal) {
  // A worker of its own, so a long check never holds up the view's other requests and Cancel
  // (`cancelFormulaCheck`) ends it alone; a check asked while one runs replaces it.
  formulaClient ??= new EngineClient();
  return runAlone(formulaClient, 'checkFormula', text, goal, SIZE, SIZE);
}

/** Ends the running formula check (its promise rejects with an `AbortError`). */
export function cancelFormulaCheck() {
  if (formulaClient?.busy) formulaClient.abort();
}

/**
 * Resolves to a formula's estimate of the board `start` towards `goal`
 * and the column of the formula's map it is counted in (`formulaValue`,
 * src/wasm/formula.rs: `{ ok: true, h, column }` or `{ ok: false, error }`).
 */
export function formulaValue(text, start, goal) {
  client ??= new EngineClient();
  return client.call('formulaValue', text, start, goal);
}
