// The Solution block: the blank's moves as a udlr string, how many there are,
// whether the algorithm guarantees that no shorter path exists, and a strip
// of small boards along the path. Clicking a board (or a letter) shows that
// position on the big board.

import { blankIndex, drawMini } from './tiles.js';

const $ = (id) => document.getElementById(id);
const MINI_SIZE = 46;
const MOVE_NAMES = { u: 'up', d: 'down', l: 'left', r: 'right' };

export class SolutionView {
  /** @param {{ onPick: (position: number) => void }} handlers */
  constructor({ onPick }) {
    this.onPick = onPick;
    this.el = {
      moves: $('solution'),
      length: $('solution-length'),
      optimal: $('solution-optimal'),
      empty: $('solution-empty'),
      strip: $('solution-strip'),
    };
    this.items = [];
    this.letters = [];
    this.current = -1;
    this.el.moves.addEventListener('click', (event) => {
      const index = /** @type {HTMLElement} */ (event.target).dataset?.move;
      if (index !== undefined) this.onPick(Number(index) + 1);
    });
  }

  /** No solution (yet); `note` says why, e.g. for an unsolvable board. */
  clear(note = "The blank's moves (u d l r) appear here once a search succeeds.") {
    const { moves, length, optimal, empty, strip } = this.el;
    moves.replaceChildren();
    moves.hidden = true;
    length.textContent = '';
    optimal.hidden = true;
    empty.textContent = note;
    empty.hidden = false;
    strip.replaceChildren();
    this.items = [];
    this.letters = [];
    this.current = -1;
  }

  /**
   * Shows a solution: `moves` ('dlur…'), `boards` (moves.length + 1 tile
   * arrays, start first), `optimal` and why not, and the board geometry.
   */
  show({ moves, boards, optimal, notOptimalReason, width, height, goalTiles }) {
    const el = this.el;
    el.empty.hidden = true;
    el.moves.hidden = false;
    // One span per letter so the current move can be highlighted; the
    // element's text stays exactly the move string.
    this.letters = Array.from(moves, (letter, i) => {
      const span = document.createElement('span');
      span.textContent = letter;
      span.dataset.move = String(i);
      span.title = `Move ${i + 1}: blank ${MOVE_NAMES[letter] ?? letter}`;
      return span;
    });
    el.moves.replaceChildren(...this.letters);
    el.length.textContent = moves.length === 1 ? '1 move' : `${moves.length} moves`;
    el.optimal.hidden = false;
    el.optimal.textContent = optimal ? 'guaranteed optimal' : 'not guaranteed optimal';
    el.optimal.dataset.optimal = String(optimal);
    el.optimal.title = optimal ? 'No shorter solution exists.' : notOptimalReason;

    this.items = boards.map((tiles, i) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'strip-board';
      button.setAttribute('aria-label', i === 0 ? 'Start' : `After move ${i} (${moves[i - 1]})`);
      const canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      const mark = i === 0 ? -1 : blankIndex(boards[i - 1]); // the tile this move slid
      drawMini(canvas, MINI_SIZE, { tiles, width, height, goal: goalTiles, mark, numbers: width * height <= 9 });
      const label = document.createElement('span');
      label.className = 'strip-label';
      label.textContent = i === 0 ? 'start' : `${i}·${moves[i - 1]}`;
      button.append(canvas, label);
      button.addEventListener('click', () => this.onPick(i));
      item.append(button);
      return item;
    });
    el.strip.replaceChildren(...this.items);
    this.current = -1;
  }

  /** Marks the position the big board shows, and keeps it in view in the strip. */
  highlight(position) {
    if (position === this.current) return;
    this.items[this.current]?.classList.remove('current');
    this.letters[this.current - 1]?.classList.remove('current');
    this.current = position;
    const item = this.items[position];
    if (!item) return;
    item.classList.add('current');
    this.letters[position - 1]?.classList.add('current');
    const strip = this.el.strip;
    const left = item.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left - strip.clientWidth / 2 + item.offsetWidth / 2;
    }
  }
}
