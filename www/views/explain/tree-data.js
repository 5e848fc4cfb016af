// The search tree as the engine traced it (src/search/trace.rs, read through
// Session.treeLog / treeTiles / treeMarks, docs/wasm-api.md) and its layout:
// a tidy tree with the root on top, each node centred over its children,
// every generated child given a place so duplicates show. Kind names, move
// letters and the array layout come from the engine's traceFormat(); the
// boards of every node and child come from the engine too. Pure functions,
// no drawing.

/**
 * The engine's `traceFormat()`: numbers per entry, boards per entry, the
 * names of child kinds and moves by code, and the bits of `treeMarks()`.
 * @typedef {{ stride: number, boardsPerEntry: number, childKinds: string[], moves: string[],
 *   onPathBit: number, meetingBit: number }} TraceFormat
 */

/**
 * The entries the engine logged from index `first` on, with their boards
 * and their children's. `log` and `tiles` are `treeLog(first)` and
 * `treeTiles(first)`; `format` is `traceFormat()`.
 */
export function decode(log, tiles, cells, format, first = 0) {
  const { stride, boardsPerEntry, childKinds, moves } = format;
  const entries = [];
  for (let i = 0; i * stride < log.length; i++) {
    const o = i * stride;
    const board = (slot) => tiles.subarray((i * boardsPerEntry + slot) * cells, (i * boardsPerEntry + slot + 1) * cells);
    const children = [];
    for (let k = 0; k < log[o + 8]; k++) {
      children.push({ kind: childKinds[log[o + 9 + 2 * k]], mv: moves[log[o + 10 + 2 * k]], tiles: board(1 + k), onPath: false, meeting: false });
    }
    entries.push({
      index: first + i,
      parent: log[o],
      mv: log[o + 1] >= 0 ? moves[log[o + 1]] : null,
      g: log[o + 2],
      h: log[o + 3],
      f: log[o + 4],
      side: log[o + 5],
      goal: log[o + 6] === 1,
      iteration: log[o + 7],
      children,
      onPath: false,
      meeting: false,
      tiles: board(0),
    });
  }
  return entries;
}

/**
 * Copies the engine's solution marks (`treeMarks()`: per entry the node,
 * then its children) onto the entries and their children.
 */
export function mark(entries, marks, format) {
  const { boardsPerEntry, onPathBit, meetingBit } = format;
  const set = (item, byte) => {
    item.onPath = (byte & onPathBit) !== 0;
    item.meeting = (byte & meetingBit) !== 0;
  };
  for (const e of entries) {
    const o = e.index * boardsPerEntry;
    if (o >= marks.length) break;
    set(e, marks[o]);
    e.children.forEach((c, k) => set(c, marks[o + 1 + k]));
  }
}

/**
 * Lays out the first `count` entries. Returns
 * `{ nodes, stubs, roots, units, depthDown, depthUp }` where each node and
 * stub has `unit` (its horizontal place, in slots) and `level` (its depth:
 * down from the top for the forward search, up from the bottom for the
 * backward one). Stubs are the children that were not expanded within the
 * first `count` steps: duplicates, pruned children, waiting ones, the goal.
 */
export function layout(entries, count) {
  const shown = entries.slice(0, count);
  const kids = shown.map(() => []);
  const roots = [];
  for (const e of shown) {
    if (e.parent < 0 || e.parent >= count) roots.push(e);
    else kids[e.parent].push(e);
  }
  const nodes = [];
  const stubs = [];
  let cursor = 0;
  let depthDown = 0;
  let depthUp = 0;
  // Stubs take a narrower place than expanded nodes: the tree stays compact.
  const STUB = 0.6;

  const place = (e) => {
    const items = [];
    const taken = new Set();
    for (const child of e.children) {
      const expanded = kids[e.index].find((k) => k.mv === child.mv && !taken.has(k));
      if (expanded) {
        taken.add(expanded);
        items.push({ expanded });
      } else {
        items.push({ stub: child });
      }
    }
    // Children expanded under this node but no longer listed (a shorter
    // path moved them, A* with reopening): still drawn under it.
    for (const k of kids[e.index]) if (!taken.has(k)) items.push({ expanded: k });

    const level = e.g;
    if (e.side === 0) depthDown = Math.max(depthDown, level);
    else depthUp = Math.max(depthUp, level);
    const from = cursor;
    const xs = [];
    for (const item of items) {
      if (item.expanded) {
        xs.push(place(item.expanded).unit);
      } else {
        const unit = cursor + STUB / 2;
        cursor += STUB;
        stubs.push({ ...item.stub, parent: e.index, unit, level: level + 1, side: e.side });
        xs.push(unit);
        if (e.side === 0) depthDown = Math.max(depthDown, level + 1);
        else depthUp = Math.max(depthUp, level + 1);
      }
    }
    if (xs.length === 0) cursor += 1;
    const unit = xs.length ? (xs[0] + xs[xs.length - 1]) / 2 : from + 0.5;
    const node = { entry: e, unit, level };
    nodes[e.index] = node;
    return node;
  };

  const forward = roots.filter((r) => r.side === 0);
  const backward = roots.filter((r) => r.side === 1);
  const rootNodes = [];
  for (const r of forward) {
    if (rootNodes.length) cursor += 1.5; // room between IDA*'s iterations
    rootNodes.push(place(r));
  }
  const forwardUnits = cursor;
  cursor = 0;
  for (const r of backward) rootNodes.push(place(r));
  const backwardUnits = cursor;
  // The smaller of the two bidirectional trees is centred under the other.
  if (backward.length && forward.length) {
    const shift = (Math.max(forwardUnits, backwardUnits) - Math.min(forwardUnits, backwardUnits)) / 2;
    const smallSide = forwardUnits < backwardUnits ? 0 : 1;
    for (const n of nodes) if (n && n.entry.side === smallSide) n.unit += shift;
    for (const s of stubs) if (s.side === smallSide) s.unit += shift;
  }
  return {
    nodes: nodes.filter(Boolean),
    byIndex: nodes,
    stubs,
    roots: rootNodes,
    units: Math.max(forwardUnits, backwardUnits, 1),
    depthDown,
    depthUp,
    twoSided: backward.length > 0,
  };
}

/**
 * How much of the solution path the recorded entries show (after mark()):
 * on each side, the depth of the deepest node or child marked on the path,
 * -1 where none is. A path of L moves is drawn whole when the two reaches
 * add up to L (one-sided searches: forward = L; bidirectional BFS: they meet
 * at the node both reach); a tree cut at its limit shows less.
 */
export function pathReach(entries) {
  const reach = [-1, -1];
  for (const e of entries) {
    if (e.onPath) reach[e.side] = Math.max(reach[e.side], e.g);
    for (const c of e.children) if (c.onPath) reach[e.side] = Math.max(reach[e.side], e.g + 1);
  }
  return { forward: reach[0], backward: reach[1] };
}

/** The moves of a path of `length` that `reach` (pathReach) shows. */
export function pathShown(reach, length) {
  return Math.min(length, Math.max(0, reach.forward) + Math.max(0, reach.backward));
}
