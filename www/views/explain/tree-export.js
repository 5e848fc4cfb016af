// The search tree and the growth chart as files: the tree the Search tree panel shows (its layout,
// ./tree-data.js: every expanded node, and every child generated but not expanded) as JSON and as
// Graphviz DOT — each node labelled with its g, h and f and its board, the solution path drawn bold
// — and the chart's counters as CSV. Pure functions of what the page already holds: the file says
// exactly what the screen shows, and says so when the tree is cut (the engine records the first
// steps only, src/search/trace.rs TREE_LIMIT), so a reader never takes a cut tree for the search.

/**
 * @typedef {{ algorithm: string, heuristic?: string, title?: string, start: string, goal: string, width: number,
 *   steps?: number, recorded?: number, limit?: number, truncated?: boolean }} Meta
 *   what was searched (`width` lays the boards out in rows; `title`, when given, heads the DOT
 *   picture instead of "algorithm · heuristic"); how many steps the search made, how many of them
 *   the tree records (at most `limit`), and whether that is fewer (`truncated`)
 */

/** Whether the tree holds fewer steps than the search made, and the sentence a file says it in. */
function cut(meta) {
  if (!meta.truncated) return null;
  return `the tree records the first ${meta.recorded} of the search's ${meta.steps} steps (its limit is ${meta.limit}); the steps after them are not in this file`;
}

/** The nodes of a laid-out tree, expanded ones first (by expansion), then the others (by parent). */
export function treeNodes(tree) {
  const nodes = tree.nodes.map(({ entry }) => ({
    id: `e${entry.index}`,
    parent: entry.parent >= 0 && tree.byIndex[entry.parent] ? `e${entry.parent}` : null,
    move: entry.mv,
    g: entry.g,
    h: entry.h,
    f: entry.f,
    kind: entry.goal ? 'goal' : 'expanded',
    side: entry.side === 1 ? 'backward' : 'forward',
    iteration: entry.iteration,
    onPath: entry.onPath,
    tiles: Array.from(entry.tiles),
  }));
  tree.stubs.forEach((stub, k) => {
    const parent = tree.byIndex[stub.parent].entry;
    nodes.push({
      id: `s${k}`,
      parent: `e${stub.parent}`,
      move: stub.mv,
      g: parent.g + 1,
      h: null,
      f: null,
      kind: stub.kind,
      side: stub.side === 1 ? 'backward' : 'forward',
      iteration: parent.iteration,
      onPath: stub.onPath,
      tiles: Array.from(stub.tiles),
    });
  });
  return nodes;
}

/** The tree as a JSON text: what was searched and every node. */
export function treeToJson(tree, meta) {
  const note = cut(meta);
  return `${JSON.stringify({ format: 'npuzzle-tree/1', ...meta, ...(note ? { note } : {}), nodes: treeNodes(tree) }, null, 1)}\n`;
}

/** A board as DOT label lines: rows of tiles, the blank as "_". */
function boardLines(tiles, width) {
  const rows = [];
  for (let r = 0; r < tiles.length; r += width) rows.push(tiles.slice(r, r + width).map((t) => (t === 0 ? '_' : String(t))).join(' '));
  return rows.join('\\n');
}

/** A DOT string literal's contents. */
const quoted = (text) => String(text).replaceAll('\\', '\\\\').replaceAll('"', '\\"');

/**
 * The tree in Graphviz's DOT language: one node per node of {@link treeNodes} (`g h f` over the
 * board; children never expanded dashed, with their kind), an edge per move labelled with its
 * letter, and the solution path bold and coloured. A cut tree says so in a comment and in its label.
 */
export function treeToDot(tree, meta) {
  const note = cut(meta);
  const title = meta.title ?? `${meta.algorithm}${meta.heuristic ? ` · ${meta.heuristic}` : ''}`;
  const lines = [
    ...(note ? [`// Truncated: ${note}.`] : []),
    'digraph search {',
    `  label="${quoted(`${title} · ${meta.start} → ${meta.goal}${note ? ` · first ${meta.recorded} of ${meta.steps} steps` : ''}`)}";`,
    '  labelloc=t;',
    '  node [shape=box, fontname="monospace", fontsize=10];',
    '  edge [fontname="monospace", fontsize=9];',
  ];
  const nodes = treeNodes(tree);
  for (const n of nodes) {
    const values = n.h === null ? `g=${n.g} (${n.kind})` : `g=${n.g} h=${n.h} f=${n.f}`;
    const style = [n.kind === 'expanded' || n.kind === 'goal' ? 'solid' : 'dashed'];
    const extra = n.onPath ? ', color="#c2571a", penwidth=3' : '';
    lines.push(`  ${n.id} [label="${quoted(values)}\\n${boardLines(n.tiles, meta.width)}", style="${style.join(',')}"${extra}];`);
  }
  for (const n of nodes) {
    if (!n.parent) continue;
    const onPath = n.onPath && nodes.find((p) => p.id === n.parent)?.onPath;
    lines.push(`  ${n.parent} -> ${n.id} [label="${quoted(n.move ?? '')}"${onPath ? ', color="#c2571a", penwidth=3' : ''}];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
