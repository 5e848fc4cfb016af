// The search worker: owns one instance of the wasm engine and every search
// the page runs in it, so no search ever runs on the main thread. The page
// talks to it through www/engine/client.js, one worker per view; ending a
// worker (Reset after a big run) gives its memory back to the browser,
// which a WebAssembly memory never does on its own.
//
// Requests carry an `id`; every answer repeats it, and says how large the
// engine's memory is now (`memory`, bytes), so the client knows when a fresh
// worker is worth it.
//
//   { op: 'open', key, spec }        a Session (spec: start, goal, algorithm, heuristic, weight, memoryMb)
//                                    → { summary, width, height, cells }
//   { op: 'step', keys, n }          step(n) on each session, in order (the same n: lockstep)
//                                    → { lanes: [{ summary, history, ms }] }, history: the new
//                                      [expanded, frontier, visited] points (a transferred Float64Array)
//   { op: 'solution', key }          → { moves, boards } (udlr letters; a transferred Uint8Array, start first)
//   { op: 'explain', key, since, parts } what the Explain view reads (see `explain` below)
//   { op: 'close', key }             frees a session
//   { op: 'call', fn, args }         one of CALLS below (small, stateless)
//   { op: 'stateSpace', goal, heuristics } the 3×3 state space towards a goal (src/wasm/analysis.rs
//                                    `Accuracy`), kept for `distanceOf`; → its counts and one
//                                    matrix (a transferred Uint32Array) and summary per heuristic
//   { op: 'distanceOf', goal, board } the true distance of a board in a state space built before
// Answers: { id, ok: true, value, memory } or { id, ok: false, message, memory }.

import init, {
  Accuracy,
  Session,
  algorithms,
  goalBoard,
  heuristicValues,
  heuristics,
  limits,
  namedGoals,
  otherGoals,
  pageWeight,
  parseBoard,
  randomBoard,
  sizes,
  solvability,
  traceFormat,
} from '../pkg/npuzzle.js';

/** The free functions a view may call in its worker (the page's quick checks and the catalogue). */
const CALLS = { catalogue, goalBoard, heuristicValues, otherGoals, pageWeight, parseBoard, randomBoard, solvability };

/**
 * Everything the page reads once: `{ algorithms, heuristics, limits, goals, sizes }`,
 * goals by `"WxH"` for every size a board may have (`limits()` minSide to maxSide),
 * sizes as the Size menu lists them (`sizes()`).
 */
function catalogue() {
  const bounds = limits();
  const sides = [];
  for (let side = bounds.minSide; side <= bounds.maxSide; side++) sides.push(side);
  const goals = {};
  for (const width of sides) {
    for (const height of sides) {
      try {
        goals[`${width}x${height}`] = namedGoals(width, height);
      } catch {
        // not a size the engine takes
      }
    }
  }
  return { algorithms: algorithms(), heuristics: heuristics(), limits: bounds, goals, sizes: sizes() };
}

const ready = init();
/** @type {Map<string, { session: Session, sent: number }>} sent: history points posted so far */
const sessions = new Map();
/** The state spaces built, by goal: @type {Map<string, Accuracy>} */
const spaces = new Map();
/** @type {WebAssembly.Memory | null} */
let memory = null;

self.onmessage = async (event) => {
  const request = event.data;
  let answer;
  const transfer = [];
  try {
    const wasm = await ready;
    memory = wasm.memory;
    answer = { id: request.id, ok: true, value: handle(request, transfer) };
  } catch (error) {
    answer = { id: request.id, ok: false, message: error?.message ?? String(error) };
  }
  answer.memory = memory ? memory.buffer.byteLength : 0;
  self.postMessage(answer, transfer);
};

/** One request's answer; buffers to transfer go into `transfer`. */
function handle(request, transfer) {
  switch (request.op) {
    case 'open':
      return open(request.key, request.spec);
    case 'step':
      return step(request.keys, request.n, transfer);
    case 'solution':
      return solution(request.key, transfer);
    case 'explain':
      return explain(request.key, request.since, request.parts, transfer);
    case 'close':
      close(request.key);
      return null;
    case 'stateSpace':
      return stateSpace(request.goal, request.heuristics, transfer);
    case 'distanceOf': {
      const space = spaces.get(request.goal);
      if (!space) throw new Error(`no state space for the goal '${request.goal}' in this worker`);
      return space.distanceOf(request.board);
    }
    case 'call': {
      const fn = CALLS[request.fn];
      if (!fn) throw new Error(`unknown engine call '${request.fn}'`);
      return fn(...request.args);
    }
    default:
      throw new Error(`unknown request '${request.op}'`);
  }
}

function open(key, { start, goal, algorithm, heuristic, weight, memoryMb }) {
  close(key);
  const session = new Session(start, goal, algorithm, heuristic, weight, 0, memoryMb);
  sessions.set(key, { session, sent: 0 });
  return { summary: session.summary(), width: session.width, height: session.height, cells: session.cells };
}

function sessionOf(key) {
  const entry = sessions.get(key);
  if (!entry) throw new Error(`no search '${key}' in this worker`);
  return entry;
}

function step(keys, n, transfer) {
  const lanes = keys.map((key) => {
    const entry = sessionOf(key);
    const started = performance.now();
    const summary = entry.session.step(n);
    const ms = performance.now() - started;
    const history = historySince(entry);
    transfer.push(history.buffer);
    return { summary, history, ms };
  });
  return { lanes };
}

/** The chart points not posted yet, copied out of wasm memory. */
function historySince(entry) {
  const { session } = entry;
  const length = session.historyLength();
  const view = new Float64Array(memory.buffer, session.historyPtr(), 3 * length);
  const fresh = view.slice(3 * entry.sent);
  entry.sent = length;
  return fresh;
}

function solution(key, transfer) {
  const { session } = sessionOf(key);
  const boards = session.solutionStates();
  transfer.push(boards.buffer);
  return { moves: session.solutionMoves(), boards };
}

/**
 * The Explain view's reads, only the parts it asks for:
 * `iterations` (IDA*'s rows), `frontier` (the frontier by f or g), `tree`
 * (the entries after `since`, the limit, and the marks once solved) and
 * `distances` (boards and expansions by true distance; `watch: true`
 * first counts the state space, ~0.1 s on 3×3).
 */
function explain(key, since, parts, transfer) {
  const { session } = sessionOf(key);
  const out = {};
  if (parts.iterations) out.iterations = session.iterations();
  if (parts.frontier) out.frontier = session.frontierProfile();
  if (parts.tree) {
    const length = session.treeLength();
    const log = since < length ? session.treeLog(since) : new Float64Array(0);
    const tiles = since < length ? session.treeTiles(since) : new Uint8Array(0);
    const marks = session.treeMarks();
    out.tree = { since, length, limit: session.treeLimit(), cells: session.cells, log, tiles, marks, format: traceFormat() };
    transfer.push(log.buffer, tiles.buffer, marks.buffer);
  }
  if (parts.distances) {
    if (parts.distances.watch && session.depthHistogram().length === 0) session.watchDistances();
    out.distances = {
      histogram: session.depthHistogram(),
      expanded: session.expandedByDistance(),
      start: session.startDistance(),
      countedFrom: session.distancesCountedFrom(),
    };
  }
  for (const value of Object.values(out)) if (ArrayBuffer.isView(value)) transfer.push(value.buffer);
  return out;
}

function close(key) {
  sessions.get(key)?.session.free();
  sessions.delete(key);
}

/** The Accuracy view's numbers for one goal; the `Accuracy` object stays here for distanceOf. */
function stateSpace(goal, compared, transfer) {
  let space = spaces.get(goal);
  if (!space) {
    space = new Accuracy(goal, 3, 3);
    spaces.set(goal, space);
  }
  const maps = {};
  for (const name of compared) {
    const matrix = space.matrix(name);
    transfer.push(matrix.buffer);
    maps[name] = { matrix, summary: space.summary(name) };
  }
  return {
    goalTiles: Array.from(space.goalTiles()),
    states: space.states,
    farthest: space.farthest,
    side: space.side,
    histogram: Array.from(space.histogram()),
    dominance: space.dominance(),
    maps,
  };
}
