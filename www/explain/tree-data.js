// The search tree as the engine logged it (Session.treeLog, docs/wasm-api.md)
// and its layout: a tidy tree with the root on top, each node centred over
// its children, every generated child given a place so duplicates show.
// Pure functions, no drawing.

/** Numbers per entry in the log. */
export const STRIDE = 10;

/** Child kinds, by the code the log stores. */
export const KINDS = ['new', 'improved', 'in-frontier', 'closed', 'over-threshold', 'goal'];

/** Moves of the blank, by index (src/board.rs Move::ALL). */
export const MOVES = ['u', 'd', 'l', 'r'];

/** Entries from the log, with their tiles. */
export function decode(log, tiles, cells) {
  const entries = [];
  for (let i = 0; i * STRIDE < log.length; i++) {
    const o = i * STRIDE;
    const children = [];
    const code = log[o + 7];
    for (let k = 0; k < 4; k++) {
      const v = Math.floor(code / 32 ** k) % 32;
      if (v === 0) break;
      children.push({ kind: KINDS[(v & 7) - 1], mv: v >> 3 });
    }
    entries.push({
      index: i,
      parent: log[o],
      mv: log[o + 1],
      g: log[o + 2],
      h: log[o + 3],
      f: log[o + 4],
      side: log[o + 5],
      goal: log[o + 6] === 1,
      children,
      iteration: log[o + 8],
      onPath: (log[o + 9] & 1) === 1,
      meeting: (log[o + 9] & 2) === 2,
      tiles: tiles.subarray(i * cells, (i + 1) * cells),
    });
  }
  return entries;
}

/** The tiles after the blank makes move `mv` (index into MOVES). */
export function applyMove(tiles, width, mv) {
  const out = Array.from(tiles);
  const blank = out.indexOf(0);
  const to = blank + [-width, width, -1, 1][mv];
  out[blank] = out[to];
  out[to] = 0;
  return out;
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
