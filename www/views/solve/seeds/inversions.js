// "Inversions and parity" under the Solve view's board: POJ 1077's "unsolvable" argument to
// follow by eye. The start board drawn small, every inversion pair listed (a larger tile read
// before a smaller one, row by row, the blank left out); pointing at a pair, focusing it or
// clicking it marks its two tiles on the board. On a board of even width the blank's row, counted
// from the bottom, is marked too and enters the sum. The pairs, counts, rows and verdict are the
// engine's (wasm `inversionPairs()`, src/solvability.rs `inversion_pairs`).
//
// Shown in a dialog the user opens for any board (index.js); when the start cannot reach the goal
// its button says so, since then the argument is the answer. Asking and redrawing: ./seed-panel.js.

import { h } from '../../../widgets/dom.js';
import { t } from '../../../i18n/index.js';
import { SeedPanel } from './seed-panel.js';
import './seeds.css';

/**
 * @typedef {{ larger: number, largerCell: number, smaller: number, smallerCell: number }} Pair
 * @typedef {{ width: number, height: number, tiles: number[], pairs: Pair[], startInversions: number,
 *   goalInversions: number, evenWidth: boolean, startBlankRowFromBottom: number,
 *   goalBlankRowFromBottom: number, startSum: number, goalSum: number, solvable: boolean }} Parity
 */

/** @extends {SeedPanel<Parity>} */
export class InversionsPanel extends SeedPanel {
  /**
   * @param {HTMLElement} parent  where the panel goes (its dialog, index.js)
   * @param {{ inversionPairs: (start: string, goal: string) => Promise<Parity> }} checks  the engine's checks
   */
  constructor(parent, checks) {
    super(parent, 'inversions');
    this.checks = checks;
    /** The pair marked on the board (index into the pairs), kept across a switch of language. */
    this.selected = 0;
    /** Called after each answer with whether the start can reach the goal (index.js words its button by it). */
    this.onVerdict = (solvable) => void solvable;
  }

  /** Shows the pairs of `start` (board text) towards `goal` (a name or board text). */
  show(start, goal) {
    return this.ask(
      () => this.checks.inversionPairs(start, goal),
      (data) => {
        this.selected = 0;
        this.onVerdict(data.solvable);
      },
    );
  }

  /** @param {Parity} d */
  draw(d) {
    const parity = (n) => t(n % 2 === 0 ? 'cantor.even' : 'cantor.odd');
    const args = {
      start: d.startInversions,
      startParity: parity(d.startSum),
      goal: d.goalInversions,
      goalParity: parity(d.goalSum),
      startRow: d.startBlankRowFromBottom,
      goalRow: d.goalBlankRowFromBottom,
      startSum: d.startSum,
      goalSum: d.goalSum,
      solvable: d.solvable,
    };
    const blankCell = d.tiles.indexOf(0);
    const blankRowTop = Math.floor(blankCell / d.width);
    this.cells = d.tiles.map((tile, cell) =>
      h(
        'span',
        {
          class: ['mini-cell', tile === 0 && 'blank', d.evenWidth && Math.floor(cell / d.width) === blankRowTop && 'blank-row']
            .filter(Boolean)
            .join(' '),
          dataset: { cell: String(cell) },
        },
        tile === 0 ? '' : String(tile),
      ),
    );
    const board = h(
      'div',
      { class: 'mini-board', id: 'inversions-board', role: 'img', 'aria-label': t('cantor.boardLabel'), style: `--columns: ${d.width}` },
      this.cells,
    );
    this.buttons = d.pairs.map((pair, i) =>
      h(
        'li',
        {},
        h(
          'button',
          {
            type: 'button',
            class: 'pair',
            'aria-label': t('cantor.pair', pair),
            'aria-pressed': String(i === this.selected),
            on: { mouseenter: () => this.mark(i), focus: () => this.mark(i), click: () => this.select(i), mouseleave: () => this.mark(this.selected) },
          },
          `(${pair.larger}, ${pair.smaller})`,
        ),
      ),
    );
    this.body.replaceChildren(
      h('p', { class: 'seed-note', id: 'inversions-verdict' }, t(d.evenWidth ? 'cantor.evenVerdict' : 'cantor.oddVerdict', args)),
      h('p', { class: 'seed-note' }, t('cantor.pairsIntro')),
      h(
        'div',
        { class: 'pairs-row' },
        board,
        h(
          'div',
          { class: 'pairs-list' },
          h('p', { class: 'mini-title', id: 'inversions-count' }, t('cantor.pairsCount', { n: d.pairs.length })),
          d.pairs.length ? h('ol', { class: 'pairs', id: 'inversions-pairs' }, this.buttons) : h('p', { class: 'hint' }, t('cantor.none')),
          d.evenWidth && h('p', { class: 'hint', id: 'inversions-blank-row' }, t('cantor.blankRow', { row: d.startBlankRowFromBottom })),
        ),
      ),
    );
    this.mark(this.selected);
  }

  /** Keeps pair `i` marked when the pointer leaves. */
  select(i) {
    this.selected = i;
    this.buttons.forEach((li, k) => li.firstElementChild.setAttribute('aria-pressed', String(k === i)));
    this.mark(i);
  }

  /** Marks the two tiles of pair `i` on the small board. */
  mark(i) {
    const pair = this.data?.pairs[i];
    for (const [cell, el] of (this.cells ?? []).entries()) {
      el.classList.toggle('pair-larger', cell === pair?.largerCell);
      el.classList.toggle('pair-smaller', cell === pair?.smallerCell);
    }
  }
}
