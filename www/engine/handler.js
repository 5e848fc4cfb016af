// What a search worker does with each request, apart from the worker itself:
// the sessions it holds and every operation on them. worker.js wraps it in
// `onmessage`; the unit tests run the same handler in node, so the driver is
// checked against exactly the code the page runs.
//
// Requests (each answer's value; buffers listed in `transfer` move, not copy):
//
//   { op: 'open', key, spec }        a Session (spec: start, goal, algorithm, heuristic, parameter, memoryMb, tie, visited,
//                                    costs: a name of `costs()`, `Session.useCosts`; formula: the user's heuristic, `Session.useFormula`; priority: your
//                                    best-first search's, `Session.usePriority`)
//                                    → { summary, width, height, cells }
//   { op: 'step', keys, n }          step(n) on each session, in order (the same n: lockstep)
//                                    → { lanes: [{ summary, history, historyFrom, stride, ms }] }, history: the
//                                      counters' rows [steps, expanded, frontier, visited] from row
//                                      `historyFrom` on (a Float64Array; the rows before it were posted,
//                                      the ones after it replace what was posted), a row every `stride`
//                                      steps (src/search/history.rs)
//   { op: 'replay', key, from, spec, ns, to } a fresh session `key` on `spec`, stepped by the
//                                    batches `ns` (the n of each step request so far) until it has
//                                    made `to` steps: the search `from`, stepped the same way, stopped
//                                    at step `to` (time travel) → what 'open' gives, plus
//                                    { history, ns, ms, from } (ns: the batches it was stepped by;
//                                    from: the step of the checkpoint it replayed from, 0 if none)
//   { op: 'equivalent', key }        which named search your best-first search expands as on this board,
//                                    and whether its path is shortest (`Session.equivalent`) → { same?, shortest? } or null
//   { op: 'solution', key }          → { moves, boards } (udlr letters; a Uint8Array, start first)
//   { op: 'explain', key, since, parts } what the Explain view reads (see `explain` below)
//   { op: 'close', key }             frees a session
//   { op: 'call', fn, args }         one of CALLS below (small, stateless)
//   { op: 'stateSpace', goal, heuristics } the 3×3 state space towards a goal (src/wasm/analysis.rs
//                                    `Accuracy`), kept for `distanceOf`; → its counts and one
//                                    matrix (a Uint32Array) and summary per heuristic (`heuristics`
//                                    left out: every one the engine tallies for that goal)
//   { op: 'distanceOf', goal, board } the true distance of a board in a state space built before
// CALLS' `hint(goal, width, height, board)` keeps one Hinter per goal (src/wasm/hint.rs): "Play it
// yourself" asks it for every board the player reaches.

import { engineFormula } from '../i18n/formula-words.js';

/**
 * A copy of a search kept for time travel: the search after `steps` steps,
 * `offset` steps into the batch `call` (0: at the batch's start).
 * @typedef {{ steps: number, call: number, offset: number, watching: boolean, bytes: number, session: any }} Checkpoint
 */

/**
 * Calls `read` with `text` as the engine reads a formula (the Chinese names of its features
 * written as identifiers: i18n/formula-words.js `engineFormula`), and answers in the text typed:
 * a mistake's column (in `{ ok: false, error }` or a thrown `args`) counts the characters typed,
 * and `formula` is the typed text, trimmed.
 */
function withNames(text, read) {
  if (typeof text !== 'string') return read(text);
  const seen = engineFormula(text);
  let answer;
  try {
    answer = read(seen.text);
  } catch (error) {
    if (error?.args?.column) error.args.column = seen.column(error.args.column);
    throw error;
  }
  if (answer && typeof answer === 'object') {
    if (answer.error?.column) answer.error.column = seen.column(answer.error.column);
    if (typeof answer.formula === 'string') answer.formula = text.trim();
  }
  return answer;
}

export class Handler {
  /**
   * @type {Map<string, { session: any, sent: number, stride: number, calls: number, checkpoints: Checkpoint[] }>}
   *   sent: history rows posted that stay (the session's historySettled then), at the history's
   *   stride then; calls: step requests made on it
   */
  #sessions = new Map();
  /** The state spaces built, by goal. */
  #spaces = new Map();
  /** The hinters built, by size and goal. */
  #hinters = new Map();

  /**
   * @param {any} engine  the wasm package's exports (www/pkg/npuzzle.js), initialised
   * @param {WebAssembly.Memory} memory  its linear memory (history is read from it in place)
   */
  constructor(engine, memory) {
    this.engine = engine;
    this.memory = memory;
    const limits = engine.limits();
    /** Time travel's checkpoints (src/limits.rs): spacing before a target, largest search copied, how many. */
    this.checkpointing = {
      steps: limits.checkpointSteps,
      maxBytes: limits.checkpointMaxMb * limits.bytesPerMb,
      most: limits.checkpoints,
    };
    /** The free functions a view may call in its worker (the page's quick checks and the catalogue). */
    this.calls = {
      cantor: engine.cantor,
      catalogue: () => this.#catalogue(),
      checkFormula: (text, ...rest) => withNames(text, (typed) => engine.checkFormula(typed, ...rest)),
      formulaValue: (text, ...rest) => withNames(text, (typed) => engine.formulaValue(typed, ...rest)),
      goalBoard: engine.goalBoard,
      heuristicValues: engine.heuristicValues,
      hint: (goal, width, height, board) => this.#hint(goal, width, height, board),
      inversionPairs: engine.inversionPairs,
      judge: engine.judge,
      judgeNote: engine.judgeNote,
      judges: engine.judges,
      otherGoals: engine.otherGoals,
      pageParameter: engine.pageParameter,
      parseBoard: engine.parseBoard,
      parseFormula: (text) => withNames(text, (typed) => engine.parseFormula(typed)),
      parsePriority: engine.parsePriority,
      randomBoard: engine.randomBoard,
      solvability: engine.solvability,
    };
  }

  /** Sessions alive (the tests check that replaced searches are freed). */
  get live() {
    return this.#sessions.size;
  }

  /** Frees every session: what ending the worker does (the unit tests' in-process worker calls it). */
  closeAll() {
    for (const key of [...this.#sessions.keys()]) this.#close(key);
  }

  /** One request's answer; buffers to transfer go into `transfer`. */
  handle(request, transfer = []) {
    switch (request.op) {
      case 'open':
        return this.#open(request.key, request.spec);
      case 'step':
        return { lanes: request.keys.map((key) => this.#step(this.#entry(key), request.n, transfer)) };
      case 'replay':
        return this.#replay(request, transfer);
      case 'solution':
        return this.#solution(request.key, transfer);
      case 'equivalent':
        // Runs the kit and the named searches from the start on their own (src/search/kit.rs): the session is untouched.
        return this.#entry(request.key).session.equivalent() ?? null;
      case 'quiz':
        // Which node the next step expands, and why (src/search/quiz.rs): asked of a fork, so the search is untouched.
        return this.#entry(request.key).session.quiz(request.k ?? 4) ?? null;
      case 'explain':
        return this.#explain(request.key, request.since, request.parts, transfer);
      case 'close':
        this.#close(request.key);
        return null;
      case 'stateSpace':
        return this.#stateSpace(request.goal, request.heuristics, transfer);
      case 'distanceOf': {
        const space = this.#spaces.get(request.goal);
        if (!space) throw new Error(`no state space for the goal '${request.goal}' in this worker`);
        return space.distanceOf(request.board);
      }
      case 'call': {
        const fn = Object.hasOwn(this.calls, request.fn) ? this.calls[request.fn] : null;
        if (!fn) throw new Error(`unknown engine call '${request.fn}'`);
        return fn(...request.args);
      }
      default:
        throw new Error(`unknown request '${request.op}'`);
    }
  }

  /**
   * Everything the page reads once: `{ algorithms, heuristics, limits, goals, sizes, tieBreaks }`,
   * goals by `"WxH"` for every size a board may have (`limits()` minSide to maxSide),
   * sizes as the Size menu lists them (`sizes()`).
   */
  #catalogue() {
    const { engine } = this;
    const bounds = engine.limits();
    const goals = {};
    for (let width = bounds.minSide; width <= bounds.maxSide; width++) {
      for (let height = bounds.minSide; height <= bounds.maxSide; height++) {
        try {
          goals[`${width}x${height}`] = engine.namedGoals(width, height);
        } catch {
          // not a size the engine takes
        }
      }
    }
    return {
      algorithms: engine.algorithms(),
      heuristics: engine.heuristics(),
      limits: bounds,
      goals,
      sizes: engine.sizes(),
      tieBreaks: engine.tieBreaks(),
      visitedTables: engine.visitedTables(),
      formula: engine.formulaHeuristic(),
      accuracy: engine.accuracyHeuristics(),
      costs: engine.costs(),
    };
  }

  /**
   * The next move on a shortest path from `board` to `goal` (a name or board text) and the
   * distance: `{ status, distance, move, tile, atLeast }` (src/wasm/hint.rs). The goal's
   * Hinter (its distance table or pattern databases) is built on the first call and kept.
   */
  #hint(goal, width, height, board) {
    const key = `${width}x${height}|${goal}`;
    let hinter = this.#hinters.get(key);
    if (!hinter) {
      hinter = new this.engine.Hinter(goal, width, height);
      this.#hinters.set(key, hinter);
    }
    return hinter.hint(board);
  }

  #open(key, { start, goal, algorithm, heuristic, parameter, memoryMb, tie, visited, costs, formula, priority }) {
    const session = new this.engine.Session(start, goal, algorithm, heuristic, parameter ?? NaN, 0, memoryMb ?? 0);
    try {
      // The A* family's tie-breaking rule (absent: the engine's default), and the visited table
      // (src/wasm/visited.rs; 'auto' when absent), both before the first step.
      if (tie) session.setTieBreak(tie);
      if (visited) session.useVisited(visited);
      // What a move costs (a name of `costs()`; absent: the engine's default, unit).
      if (costs) session.useCosts(costs);
      // A heuristic the user wrote replaces the one the session was opened with (src/formula/).
      if (formula !== undefined) withNames(formula, (typed) => session.useFormula(typed));
      // Your best-first search's priority (src/formula/priority.rs).
      if (priority !== undefined) session.usePriority(priority);
    } catch (error) {
      session.free();
      throw error;
    }
    return this.#register(key, session);
  }

  /** Keeps `session` as `key` (freeing what had that key); → what 'open' answers. */
  #register(key, session) {
    this.#close(key);
    this.#sessions.set(key, { session, sent: 0, stride: 1, calls: 0, checkpoints: [] });
    return { summary: { ...session.summary(), checkpointBytes: 0 }, width: session.width, height: session.height, cells: session.cells };
  }

  /**
   * The bytes time travel's checkpoints of search `key` hold (each as its session held when it
   * was copied: `summary().held`, its tables, history and trace).
   */
  checkpointBytes(key) {
    return this.#held(this.#entry(key));
  }

  #held(entry) {
    return entry.checkpoints.reduce((sum, c) => sum + (c.bytes ?? 0), 0);
  }

  #entry(key) {
    const entry = this.#sessions.get(key);
    if (!entry) throw new Error(`no search '${key}' in this worker`);
    return entry;
  }

  #step(entry, n, transfer) {
    const started = performance.now();
    const summary = entry.session.step(n);
    entry.calls += 1;
    this.#checkpointIfDue(entry, summary);
    const ms = performance.now() - started;
    const since = this.#historySince(entry);
    transfer.push(since.history.buffer);
    // What the page's Memory counter adds to the session's own bytes (summary.held).
    summary.checkpointBytes = this.#held(entry);
    return { summary, ...since, ms };
  }

  /**
   * Time travel by replay: the engine is deterministic, so a copy of the
   * search stepped by the same batches reaches the same state, and its
   * history has the same points (the last batch cut short at `to`). The
   * replay starts from the nearest checkpoint at or before `to` (a fork of
   * the search as it was there), else from a fresh search, and leaves a
   * checkpoint `checkpointing.steps` before `to` on its way, so the next
   * steps back replay no more than that. The Explain view's state-space
   * count goes on if the old session had it. Past the last batch, one more
   * batch reaches `to`.
   */
  #replay({ key, from, spec, ns, to }, transfer) {
    const old = this.#sessions.get(from);
    const watch = old?.session.depthHistogram().length > 0;
    const kept = old ? old.checkpoints.filter((c) => c.steps <= to && (!watch || c.watching)) : [];
    if (old) old.checkpoints = old.checkpoints.filter((c) => !kept.includes(c));
    // A checkpoint part-way through a batch is a base only for steps past it: the
    // history point of that batch is added by the step that finishes the batch.
    const base = kept.findLast((c) => c.steps < to || c.offset === 0) ?? null;
    const opened = base ? this.#register(key, base.session.fork()) : this.#open(key, spec);
    const entry = this.#entry(key);
    entry.checkpoints = kept;
    if (watch && !base) entry.session.watchDistances();
    const started = performance.now();
    let summary = opened.summary;
    let steps = base ? base.steps : 0;
    let i = base ? base.call : 0;
    let offset = base ? base.offset : 0;
    /** The batches this session was stepped by (the last one cut short, or one more to reach `to`). */
    const used = ns.slice(0, i);
    entry.calls = i;
    const mark = to - this.checkpointing.steps;
    while (!summary.finished && steps < to) {
      let n = Math.min((i < ns.length ? ns[i] : Infinity) - offset, to - steps);
      if (mark > steps && mark < steps + n && summary.held <= this.checkpointing.maxBytes) {
        // Part-way through this batch: stop at the mark, leave a checkpoint, go on.
        entry.session.advance(mark - steps);
        offset += mark - steps;
        n -= mark - steps;
        steps = mark;
        const bytes = entry.session.summary().held;
        this.#keep(entry, { steps, call: i, offset, watching: watch, bytes, session: entry.session.fork() });
      }
      summary = entry.session.step(n);
      used.push(offset + n);
      steps = summary.steps;
      i += 1;
      offset = 0;
      entry.calls = i;
      this.#checkpointIfDue(entry, summary);
    }
    const ms = performance.now() - started;
    const since = this.#historySince(entry);
    transfer.push(since.history.buffer);
    summary.checkpointBytes = this.#held(entry);
    return { ...opened, summary, ...since, ns: used, ms, from: base ? base.steps : 0 };
  }

  /**
   * While a search is small enough to copy, a checkpoint at each doubling of
   * its steps (from `checkpointing.steps` on), at a request's end: the
   * first step back after a long run replays at most half of it, and the
   * copies cost about as much time in all as the steps since the last one.
   */
  #checkpointIfDue(entry, summary) {
    if (summary.finished || summary.held > this.checkpointing.maxBytes) return;
    const last = entry.checkpoints.at(-1)?.steps ?? this.checkpointing.steps / 2;
    if (summary.steps < 2 * last) return;
    const watching = entry.session.depthHistogram().length > 0;
    this.#keep(entry, { steps: summary.steps, call: entry.calls, offset: 0, watching, bytes: summary.held, session: entry.session.fork() });
  }

  /**
   * Adds a checkpoint (in step order); past `checkpointing.most`, or past
   * `checkpointing.maxBytes` for all of them together (their stated share of
   * the worker's memory beside the search's own budget, src/limits.rs), drops
   * the one closest to the one before it (or to step 0), never the newest:
   * what stays is spread over the search, with one near where the user is.
   */
  #keep(entry, checkpoint) {
    const list = entry.checkpoints;
    list.push(checkpoint);
    list.sort((a, b) => a.steps - b.steps);
    const gap = (j) => list[j].steps - (j > 0 ? list[j - 1].steps : 0);
    const held = () => list.reduce((sum, c) => sum + (c.bytes ?? 0), 0);
    while (list.length > this.checkpointing.most || (list.length > 1 && held() > this.checkpointing.maxBytes)) {
      const newest = list.indexOf(checkpoint);
      let drop = newest === 0 ? 1 : 0;
      for (let j = 0; j < list.length; j++) if (j !== newest && gap(j) < gap(drop)) drop = j;
      list.splice(drop, 1)[0].session.free();
    }
  }

  /**
   * The history rows not posted yet, copied out of wasm memory: `{ history, historyFrom, stride }`,
   * the rows from row `historyFrom` on, a row every `stride` steps. A row posted off the stride (a request's last) is posted again, as the
   * step that replaced it; after the stride doubled, every row (some posted ones were dropped).
   */
  #historySince(entry) {
    const { session } = entry;
    const length = session.historyLength();
    const stride = session.historyStride();
    const historyFrom = stride === entry.stride ? entry.sent : 0;
    const view = new Float64Array(this.memory.buffer, session.historyPtr(), 4 * length);
    const history = view.slice(4 * historyFrom);
    entry.sent = session.historySettled();
    entry.stride = stride;
    return { history, historyFrom, stride };
  }

  #solution(key, transfer) {
    const { session } = this.#entry(key);
    const boards = session.solutionStates();
    transfer.push(boards.buffer);
    return { moves: session.solutionMoves(), boards };
  }

  /**
   * The Explain view's reads, only the parts it asks for:
   * `iterations` (IDA*'s rows), `frontier` (the frontier by f or g), `tree`
   * (the entries after `since`, the limit, and the marks once solved) and
   * `distances` (boards and expansions by true distance; `watch: true`
   * first counts the state space, ~0.1 s on 3×3), `map` (the state-space
   * map: what the search has reached by rank, a Uint8Array, and with
   * `layout: true` the layout of every state, `Session.stateMap()`; `null`
   * on boards too large) and `tiles` (a rank: that board's tiles).
   */
  #explain(key, since, parts, transfer) {
    const { session } = this.#entry(key);
    const out = {};
    if (parts.iterations) out.iterations = session.iterations();
    if (parts.frontier) out.frontier = session.frontierProfile();
    if (parts.tree) {
      const length = session.treeLength();
      const log = since < length ? session.treeLog(since) : new Float64Array(0);
      const tiles = since < length ? session.treeTiles(since) : new Uint8Array(0);
      const marks = session.treeMarks();
      const format = this.engine.traceFormat();
      out.tree = { since, length, limit: session.treeLimit(), cells: session.cells, log, tiles, marks, format };
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
    if (parts.map) {
      // The layout once per goal (the page keeps it), then what the search has reached, each read.
      if (session.depthHistogram().length === 0) session.watchDistances();
      const layout = parts.map.layout ? session.stateMap() : undefined;
      if (layout) transfer.push(layout.cells.buffer, layout.distances.buffer);
      const reached = session.reachedByRank();
      transfer.push(reached.buffer);
      out.map = { layout, reached };
    }
    if (parts.tiles !== undefined) out.tiles = session.stateTiles(parts.tiles);
    for (const value of Object.values(out)) if (ArrayBuffer.isView(value)) transfer.push(value.buffer);
    return out;
  }

  #close(key) {
    const entry = this.#sessions.get(key);
    if (!entry) return;
    entry.session.free();
    for (const checkpoint of entry.checkpoints) checkpoint.session.free();
    this.#sessions.delete(key);
  }

  /** The Accuracy view's numbers for one goal; the `Accuracy` object stays here for distanceOf. */
  #stateSpace(goal, compared, transfer) {
    let space = this.#spaces.get(goal);
    if (!space) {
      space = new this.engine.Accuracy(goal, 3, 3);
      this.#spaces.set(goal, space);
    }
    const maps = {};
    // Those tallied for this goal (a heuristic defined for another goal only has no map, asked or not).
    const tallied = space.tallied();
    for (const name of (compared ?? tallied).filter((n) => tallied.includes(n))) {
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
}
