// One game of "Play it yourself": the start, the goal, the board now and the
// moves made (so Undo can take them back). Pure: no DOM, no engine; the panel
// (index.js) draws it and asks the engine for hints.

import { neighbour } from './board-input.js';

export class Game {
  /**
   * @param {{ width: number, height: number, tiles: ArrayLike<number>, goalTiles: ArrayLike<number> }} problem
   */
  constructor({ width, height, tiles, goalTiles }) {
    this.width = width;
    this.height = height;
    this.start = Array.from(tiles);
    this.goal = Array.from(goalTiles);
    this.tiles = this.start.slice();
    /** The blank's moves so far, `u d l r`. @type {string[]} */
    this.moves = [];
  }

  /** The board as text the engine reads (0 the blank). */
  get text() {
    return this.tiles.join(' ');
  }

  get solved() {
    return this.tiles.every((tile, cell) => tile === this.goal[cell]);
  }

  /** The cell the blank's move `letter` would slide from, or -1 at an edge. */
  target(letter) {
    return neighbour(this.tiles.indexOf(0), letter, this.width, this.height);
  }

  /** Makes the blank's move `letter`; returns whether it could (false at an edge). */
  move(letter) {
    const blank = this.tiles.indexOf(0);
    const to = this.target(letter);
    if (to < 0) return false;
    this.tiles[blank] = this.tiles[to];
    this.tiles[to] = 0;
    this.moves.push(letter);
    return true;
  }

  /** Takes the last move back; false if there is none. */
  undo() {
    const last = this.moves.pop();
    if (!last) return false;
    const back = { u: 'd', d: 'u', l: 'r', r: 'l' }[last];
    const blank = this.tiles.indexOf(0);
    const to = this.target(back);
    this.tiles[blank] = this.tiles[to];
    this.tiles[to] = 0;
    return true;
  }

  /** Back to the start, no moves made. */
  reset() {
    this.tiles = this.start.slice();
    this.moves = [];
  }
}
