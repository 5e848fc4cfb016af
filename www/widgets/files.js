// The page's files, as text: a board on one line, a file's name after the
// board it searched, and the growth chart's counters as CSV. Pure functions;
// the Solve view's chart (views/solve/counters-file.js) and Explain's tree
// panel (views/explain/export.js) save the same counters file.

/** A board as one line, rows split by " / " and the blank as "_": "2 3 4 / 1 5 _ / 7 6 8". */
export function boardText(tiles, width) {
  const rows = [];
  for (let r = 0; r < tiles.length; r += width) rows.push(Array.from(tiles.slice(r, r + width), (t) => (t === 0 ? '_' : String(t))).join(' '));
  return rows.join(' / ');
}

/**
 * A file's name after the board it searched: `npuzzle-tree-867254301.dot` (the tiles in order,
 * 0 the blank; joined by "-" once a tile has two digits, so 4×4 names stay readable).
 */
export function fileName(what, tiles, extension) {
  const list = Array.from(tiles);
  return `npuzzle-${what}-${list.join(list.some((t) => t > 9) ? '-' : '')}.${extension}`;
}

/**
 * A search's counters as CSV ({@link countersToCsv}); an iterative search keeps no visited
 * set, so its fourth column is the length of its current path, as its chart says.
 */
export function countersCsv(history, iterative) {
  return countersToCsv(history, iterative ? 'on_path' : 'visited');
}

/**
 * The counters after each step as CSV: a row per row of the search's history (src/search/history.rs:
 * every step, or every `stride`-th step of a long search, and the step it is at), its step first.
 * The header row is machine names in every language, as Compare's CSV (a script reads every export
 * alike); the buttons' titles say so.
 */
export function countersToCsv(history, visitedName = 'visited') {
  const rows = ['step,expanded,frontier,' + visitedName];
  history.expanded.forEach((e, i) => rows.push(`${history.steps[i]},${e},${history.frontier[i]},${history.visited[i]}`));
  return `${rows.join('\n')}\n`;
}
