// The Solution block: the blank's moves as a udlr string, how many there are,
// whether the algorithm guarantees that no shorter path exists, and a strip
// of small boards along the path. Clicking a board (or a letter) shows that
// position on the big board.
//
// A short solution (up to FULL_SOLUTION_MOVES moves) is drawn whole: one
// letter and one board per position. A longer one (a non-optimal search can
// return tens of thousands of moves) shows a window around the current
// position (solution-window.js), redrawn as the position moves, so show()
// and highlight() cost the same whatever the length; "Copy moves" hands over
// the whole string.

import { downloadBlob } from '../../widgets/download.js';
import { h } from '../../widgets/dom.js';
import { onLanguageChange, t } from '../../i18n/index.js';
import { FULL_SOLUTION_MOVES, boardAt, moveWindow, stripWindow } from './solution-window.js';
import { blankIndex, drawMini } from '../../widgets/tiles.js';
import { sizeFacts } from '../../engine/catalogue.js';

const $ = (id) => document.getElementById(id);
const MINI_SIZE = 46;
/** "1 move", "19 moves" / "19 步". */
const movesText = (n) => t('solve.solution.moves', { n });
/** The blank's move `letter` in words ("up" / "上"), or the letter itself. */
const moveName = (letter) => ('udlr'.includes(letter) && letter ? t(`solve.move.${letter}`) : letter);

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
      copy: h(
        'button',
        { type: 'button', id: 'solution-copy', class: 'secondary solution-copy', 'aria-label': t('solve.solution.copyMoves'), hidden: true, on: { click: () => this.#copy() } },
        t('solve.solution.copy'),
      ),
      copied: h('span', { id: 'solution-copied', class: 'solution-copied', 'aria-live': 'polite', hidden: true }),
    };
    this.el.optimal.after(this.el.copy, this.el.copied);
    this.solution = null;
    this.cells = 0;
    this.long = false;
    this.items = []; // the strip's <li>, by position (a window of them when long)
    this.letters = []; // the move string's spans, by move (a window of them when long)
    this.stripRange = null; // long: the positions [start, end) in the strip
    this.moveRange = null; // long: the moves [start, end) in the move string
    this.current = -1;
    this.note = 'solve.solution.empty';
    this.shown = null; // show()'s arguments, to word them again after a language switch
    onLanguageChange(() => this.#relabel());
    this.el.moves.addEventListener('click', (event) => {
      const index = /** @type {HTMLElement} */ (event.target).dataset?.move;
      if (index !== undefined) this.onPick(Number(index) + 1);
    });
  }

  /** The words again in the current language; the position shown stays. */
  #relabel() {
    const { copy } = this.el;
    copy.setAttribute('aria-label', t('solve.solution.copyMoves'));
    copy.textContent = t('solve.solution.copy');
    if (!this.solution) {
      this.el.empty.textContent = t(this.note);
      return;
    }
    const position = this.current;
    this.show(this.shown);
    if (position >= 0) this.highlight(position);
  }

  /** No solution (yet); `note` (a catalogue key) says why, e.g. for an unsolvable board. */
  clear(note = 'solve.solution.empty') {
    const { moves, length, optimal, empty, strip, copy, copied } = this.el;
    this.note = note;
    this.shown = null;
    moves.replaceChildren();
    moves.hidden = true;
    length.textContent = '';
    optimal.hidden = true;
    copy.hidden = true;
    copied.hidden = true;
    empty.textContent = t(note);
    empty.hidden = false;
    strip.replaceChildren();
    this.solution = null;
    this.items = [];
    this.letters = [];
    this.stripRange = this.moveRange = null;
    this.current = -1;
  }

  /**
   * Shows a solution: `moves` ('dlur…'), `boards` (a flat Uint8Array of
   * (moves.length + 1) × width × height tiles, start first), `optimal` and
   * why not (a function of nothing, read in the language of the moment), and the board geometry;
   * `stuck`: the path of a local search to the board where it stopped, not a solution.
   */
  show(shown) {
    const { moves, boards, optimal, notOptimalReason, width, height, goalTiles } = shown;
    this.shown = shown;
    const el = this.el;
    this.solution = { moves, boards, width, height, goalTiles };
    this.cells = width * height;
    this.long = moves.length > FULL_SOLUTION_MOVES;
    el.empty.hidden = true;
    el.moves.hidden = false;
    el.length.textContent = shown.cost === undefined ? movesText(moves.length) : t('solve.solution.movesCost', { n: moves.length, cost: shown.cost });
    el.optimal.hidden = false;
    el.optimal.textContent = t(optimal ? 'solve.solution.optimal' : 'solve.solution.notOptimal');
    el.optimal.dataset.optimal = String(optimal);
    el.optimal.title = optimal ? t('solve.solution.noShorter') : (typeof notOptimalReason === 'function' ? notOptimalReason() : notOptimalReason);
    // A local search's path to the board where it got stuck: not a solution, and said so.
    if (shown.stuck) el.optimal.textContent = el.optimal.title = t('solve.solution.stuck', { moves: moves.length });
    el.copy.hidden = !this.long;
    el.copy.title = t('solve.solution.copyAll', { n: moves.length });
    el.copied.hidden = true;
    this.stripRange = this.moveRange = null;
    this.current = -1;
    if (this.long) {
      // Drawn around the goal, where the player starts: its first highlight() keeps these windows.
      this.#renderWindows(moves.length);
      return;
    }
    // One span per letter so the current move can be highlighted; the
    // element's text stays exactly the move string.
    this.letters = Array.from(moves, (_, i) => this.#letter(i));
    el.moves.replaceChildren(...this.letters);
    this.items = Array.from({ length: moves.length + 1 }, (_, i) => this.#board(i));
    el.strip.replaceChildren(...this.items);
  }

  /** Marks the position the big board shows, and keeps it in view in the strip. */
  highlight(position) {
    if (position === this.current || !this.solution) return;
    if (this.long) {
      this.#renderWindows(position);
    } else {
      this.items[this.current]?.classList.remove('current');
      this.letters[this.current - 1]?.classList.remove('current');
    }
    this.current = position;
    const item = this.items[position - (this.stripRange?.start ?? 0)];
    if (!item) return;
    item.classList.add('current');
    this.letters[position - 1 - (this.moveRange?.start ?? 0)]?.classList.add('current');
    const strip = this.el.strip;
    const left = item.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left - strip.clientWidth / 2 + item.offsetWidth / 2;
    }
  }

  /**
   * Long solutions: redraws the move string's and the strip's windows if
   * `position` left them (at most MOVE_WINDOW letters and STRIP_WINDOW
   * boards), and clears the old highlight.
   */
  #renderWindows(position) {
    const { moves } = this.solution;
    const letters = moveWindow(this.moveRange, position, moves.length);
    if (letters !== this.moveRange) {
      this.moveRange = letters;
      this.letters = [];
      for (let i = letters.start; i < letters.end; i++) this.letters.push(this.#letter(i));
      const parts = [h('span', { class: 'solution-window' }, this.letters)];
      if (letters.before > 0) parts.unshift(h('span', { class: 'solution-more' }, `… ${movesText(letters.before)} · `));
      if (letters.after > 0) parts.push(h('span', { class: 'solution-more' }, ` · ${movesText(letters.after)} …`));
      this.el.moves.replaceChildren(...parts);
    } else {
      this.letters[this.current - 1 - letters.start]?.classList.remove('current');
    }
    const boards = stripWindow(this.stripRange, position, moves.length);
    if (boards !== this.stripRange) {
      this.stripRange = boards;
      this.items = [];
      for (let i = boards.start; i < boards.end; i++) this.items.push(this.#board(i));
      this.el.strip.replaceChildren(...this.items);
    } else {
      this.items[this.current - boards.start]?.classList.remove('current');
    }
  }

  /** The span of move `i` (0-based). */
  #letter(i) {
    const letter = this.solution.moves[i];
    return h('span', { 'data-move': i, title: t('solve.solution.moveTitle', { n: i + 1, move: moveName(letter) }) }, letter);
  }

  /** The strip's item for position `i` (0 = start). */
  #board(i) {
    const { moves, boards, width, height, goalTiles } = this.solution;
    const canvas = h('canvas', { 'aria-hidden': 'true' });
    const mark = i === 0 ? -1 : blankIndex(boardAt(boards, this.cells, i - 1)); // the tile this move slid
    const tiles = boardAt(boards, this.cells, i);
    drawMini(canvas, MINI_SIZE, { tiles, width, height, goal: goalTiles, mark, numbers: sizeFacts(width, height).thumbnailDigits });
    // The visible label is part of the button's name (what speech input users say).
    const label = h('span', { class: 'strip-label' }, i === 0 ? t('solve.solution.stripStart') : `${i} (${moves[i - 1]})`);
    const button = h(
      'button',
      {
        type: 'button',
        class: 'strip-board',
        'aria-label': i === 0 ? t('solve.solution.stripStartLabel') : t('solve.solution.stripAfter', { n: i, move: moves[i - 1] }),
        on: { click: () => this.onPick(i) },
      },
      canvas,
      label,
    );
    return h('li', {}, button);
  }

  /** Copies the whole move string; where the clipboard is refused, downloads it. */
  async #copy() {
    const { moves } = this.solution ?? {};
    if (!moves) return;
    const say = (text) => {
      this.el.copied.textContent = text;
      this.el.copied.hidden = false;
    };
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(moves);
      say(t('solve.solution.copied', { n: moves.length }));
    } catch {
      downloadBlob(new Blob([`${moves}\n`], { type: 'text/plain' }), 'solution-moves.txt');
      say(t('solve.solution.saved'));
    }
  }
}
