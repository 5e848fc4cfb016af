// The real engine for the unit tests, in node: the wasm package the page
// runs (www/pkg, built by `npm run build`, loaded as the browser tests' harness
// loads it) and the Catalogue the page makes of it. `pageEngine()` offers what
// www/engine/index.js hands the views that check links: the catalogue, the limits,
// and the engine's own board and goal parsing, so a test sees the engine's
// sentences, not copies of them.

import { Catalogue } from '../../www/engine/catalogue.js';
import { nodeEngine } from '../e2e/harness.mjs';

export { nodeEngine };

/**
 * `{ catalogue, limits, parseBoard, namedGoals, goalTiles, parseFormula, parsePriority }` of the real
 * engine, shaped as www/engine/index.js's Engine: the checks answer as promises (the
 * page's come from a worker), the named goals at once (the catalogue's).
 */
export async function pageEngine() {
  const wasm = await nodeEngine();
  const catalogue = new Catalogue(
    wasm.algorithms(),
    wasm.heuristics(),
    wasm.limits(),
    {},
    wasm.sizes(),
    wasm.tieBreaks(),
    wasm.visitedTables(),
    wasm.formulaHeuristic(),
    wasm.accuracyHeuristics(),
    wasm.costs(),
  );
  return {
    catalogue,
    limits: catalogue.limits,
    parseBoard: async (text, size) => wasm.parseBoard(text, size),
    namedGoals: (width, height) => wasm.namedGoals(width, height),
    goalTiles: async (goal, width, height) => wasm.goalBoard(goal, width, height),
    parseFormula: async (text) => wasm.parseFormula(text),
    parsePriority: async (text) => wasm.parsePriority(text),
  };
}
