// What a player's keys and clicks mean on the play board, as pure functions.
//
// A move is named as everywhere in the engine: the direction the *blank* goes,
// `u d l r` (src/board.rs, the letters of a solution), so a student can type a
// solution the search found and watch it work. ↑ or W is `u`: the blank goes
// up, the tile above it slides down.

/** The blank's move for each key that makes one: the arrows and W A S D (either case). */
const MOVE_KEYS = {
  ArrowUp: 'u', w: 'u', W: 'u',
  ArrowDown: 'd', s: 'd', S: 'd',
  ArrowLeft: 'l', a: 'l', A: 'l',
  ArrowRight: 'r', d: 'r', D: 'r',
};

/** The blank's move for a key, or null: the arrows and W A S D (either case). */
export function moveForKey(key) {
  return Object.hasOwn(MOVE_KEYS, key) ? MOVE_KEYS[key] : null;
}

/** The arrow key that makes the blank's move `letter` (what a hint tells the player to press). */
export const ARROWS = { u: '↑', d: '↓', l: '←', r: '→' };

/** Which way a tile slides when the blank makes `letter`: the opposite way. */
export const SLIDES = { u: 'down', d: 'up', l: 'right', r: 'left' };

/** The cell the blank moves to from `blank` with `letter` on a `width × height` board, or -1 at an edge. */
export function neighbour(blank, letter, width, height) {
  const row = Math.floor(blank / width);
  const col = blank % width;
  switch (letter) {
    case 'u':
      return row > 0 ? blank - width : -1;
    case 'd':
      return row + 1 < height ? blank + width : -1;
    case 'l':
      return col > 0 ? blank - 1 : -1;
    case 'r':
      return col + 1 < width ? blank + 1 : -1;
    default:
      return -1;
  }
}

/** The blank's move from cell `from` to the adjacent cell `to`, or null if they are not neighbours. */
export function letterBetween(from, to, width, height) {
  for (const letter of ['u', 'd', 'l', 'r']) if (neighbour(from, letter, width, height) === to) return letter;
  return null;
}
