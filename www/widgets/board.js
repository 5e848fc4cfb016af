// The big board in the middle of the page.
//
// Before a search it shows the start board, and a click on a tile next to the
// blank slides that tile (the page then uses the new board as the start).
// While searching it shows the node being expanded. After a solve it shows
// the solution move by move; consecutive boards slide one tile smoothly.
//
// The canvas carries what it shows as text too: `data-tiles` (tiles row by
// row, 0 = blank) for tests and an `aria-label` for screen readers.

import { onLanguageChange, t as say } from '../i18n/index.js';
import { blankIndex, describeTiles, drawBoard, findSlide, fitCanvas, cellGeometry } from './tiles.js';

const SLIDE_MS = 170;

export class BoardView {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{ onMove: (tiles: number[]) => void }} handlers  called with the
   *   new tiles when the user slides a tile on an editable board.
   */
  constructor(canvas, { onMove }) {
    this.canvas = canvas;
    this.onMove = onMove;
    this.board = null; // { tiles, width, height, goal }
    this.editable = false;
    this.size = 0;
    this.animation = null; // { slide, startedAt, frame }

    canvas.addEventListener('click', (event) => this.#click(event));
    canvas.addEventListener('mousemove', (event) => this.#hover(event));
    new ResizeObserver(() => this.#resize()).observe(canvas.parentElement);
    onLanguageChange(() => this.#label());
  }

  /** The board's name for screen readers, in the current language (again after a switch). */
  #label() {
    if (!this.board) return;
    const { tiles, width, height } = this.board;
    this.canvas.setAttribute('aria-label', say('solve.board.aria', { width, height, tiles: describeTiles(tiles, width) }));
  }

  /**
   * Shows a board. With `animate`, a board that differs from the current one
   * by a single slide is reached by sliding that tile. `mark` is a cell whose
   * tile is drawn in the "just moved" colour.
   */
  show({ tiles, width, height, goal = null, mark = -1 }, { animate = false, editable = false } = {}) {
    const before = this.board;
    tiles = Array.from(tiles);
    this.board = { tiles, width, height, goal, mark };
    this.editable = editable;
    this.canvas.classList.toggle('editable', editable);
    this.canvas.dataset.tiles = tiles.join(' ');
    this.#label();

    this.#stopAnimation();
    const slide = animate && before && before.width === width ? findSlide(before.tiles, tiles, width) : null;
    if (slide && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      this.animation = { slide, startedAt: performance.now(), frame: 0 };
      this.animation.frame = requestAnimationFrame((now) => this.#animate(now));
    } else {
      this.#draw();
    }
  }

  #stopAnimation() {
    if (this.animation) cancelAnimationFrame(this.animation.frame);
    this.animation = null;
  }

  #animate(now) {
    const a = this.animation;
    if (!a) return;
    const t = Math.min(1, (now - a.startedAt) / SLIDE_MS);
    if (t >= 1) {
      this.animation = null;
      this.#draw();
      return;
    }
    const eased = 1 - (1 - t) ** 3;
    this.#draw({ ...a.slide, t: eased });
    a.frame = requestAnimationFrame((later) => this.#animate(later));
  }

  #resize() {
    const parent = this.canvas.parentElement;
    const size = Math.floor(Math.min(parent.clientWidth, parent.clientHeight || parent.clientWidth));
    if (size <= 0 || size === this.size) return;
    this.size = size;
    this.#draw();
  }

  #draw(slide = null) {
    if (!this.size) this.#resize();
    if (!this.board || !this.size) return;
    const ctx = fitCanvas(this.canvas, this.size, this.size);
    ctx.clearRect(0, 0, this.size, this.size);
    drawBoard(ctx, 0, 0, this.size, { ...this.board, slide });
  }

  /** The cell under a mouse event, or -1. */
  #cellAt(event) {
    if (!this.board) return -1;
    const { width, height } = this.board;
    const { margin, pitch, cell } = cellGeometry(this.size, width, height);
    const rect = this.canvas.getBoundingClientRect();
    const x = event.clientX - rect.left - margin;
    const y = event.clientY - rect.top - margin;
    const col = Math.floor(x / pitch);
    const row = Math.floor(y / pitch);
    if (col < 0 || row < 0 || col >= width || row >= height) return -1;
    if (x - col * pitch > cell || y - row * pitch > cell) return -1; // in a gap
    return row * width + col;
  }

  /** Whether the tile at `cell` is next to the blank. */
  #movable(cell) {
    if (cell < 0 || !this.board) return false;
    const { tiles, width } = this.board;
    const blank = blankIndex(tiles);
    const sameRow = Math.floor(cell / width) === Math.floor(blank / width);
    return (Math.abs(cell - blank) === 1 && sameRow) || Math.abs(cell - blank) === width;
  }

  #hover(event) {
    this.canvas.style.cursor = this.editable && this.#movable(this.#cellAt(event)) ? 'pointer' : '';
  }

  #click(event) {
    if (!this.editable) return;
    const cell = this.#cellAt(event);
    if (!this.#movable(cell)) return;
    const tiles = this.board.tiles.slice();
    const blank = blankIndex(tiles);
    [tiles[blank], tiles[cell]] = [tiles[cell], 0];
    this.onMove(tiles);
  }
}
