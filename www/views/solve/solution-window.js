// What the Solution block shows of a long solution: pure arithmetic, no DOM,
// so node's test runner checks it (tests/unit/solution-window.test.mjs).
//
// A solution arrives as its move string and one flat Uint8Array of
// (moves + 1) × cells tiles, start first. Up to FULL_SOLUTION_MOVES moves the
// view draws every letter and every board; beyond, only a window around the
// current position, so showing and stepping cost the same for 20 moves or
// 65,281 (Greedy best-first with h = 0 on the POJ preset: one element per
// move and per board froze the tab for over a minute).

/** Up to this many moves, every letter and every board is drawn. */
export const FULL_SOLUTION_MOVES = 200;
/** Letters of the move string shown around the current move in a long solution. */
export const MOVE_WINDOW = 48;
/** Boards of the strip shown around the current position in a long solution. */
export const STRIP_WINDOW = 31;
/**
 * How close (in items) the current one may come to a window's edge before
 * the window is centred on it again: stepping moves the highlight, not the
 * whole window, and a click never shifts what is under the pointer.
 */
export const WINDOW_MARGIN = 4;

/**
 * Position `i`'s tiles (0 = start) as a plain array, from the flat
 * `boards` of `cells` tiles each.
 * @param {Uint8Array} boards
 * @param {number} cells
 * @param {number} i
 * @returns {number[]}
 */
export function boardAt(boards, cells, i) {
  return Array.from(boards.subarray(i * cells, (i + 1) * cells));
}

/**
 * The half-open range `{ start, end }` of at most `size` of `count` items
 * centred on item `center` (clamped to the ends, so it is always full when
 * there are `size` items or more).
 */
export function centred(center, count, size) {
  const span = Math.min(size, count);
  const start = Math.max(0, Math.min(count - span, center - Math.floor(span / 2)));
  return { start, end: start + span };
}

/**
 * The window to show next: `current` (a `{ start, end }` or null) kept while
 * item `index` stays at least `margin` items inside it (or its side of the
 * window is already at the list's end), otherwise a window centred on it.
 */
export function follow(current, index, count, size, margin = WINDOW_MARGIN) {
  if (current && current.end - current.start === Math.min(size, count) && current.end <= count) {
    const low = current.start === 0 ? 0 : current.start + margin;
    const high = current.end === count ? count : current.end - margin;
    if (index >= low && index < high) return current;
  }
  return centred(index, count, size);
}

/**
 * What the move string shows of a long solution at `position` (0 = start,
 * where no move is current): the letters `moves[start..end)` and how many
 * lie before and after them.
 */
export function moveWindow(current, position, length, size = MOVE_WINDOW) {
  const window = follow(current, Math.max(0, position - 1), length, size);
  return { ...window, before: window.start, after: length - window.end };
}

/** The strip's window of the `length + 1` positions of a long solution, at `position`. */
export function stripWindow(current, position, length, size = STRIP_WINDOW) {
  return follow(current, position, length + 1, size);
}
