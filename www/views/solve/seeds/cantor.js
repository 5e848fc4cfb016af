// "Cantor expansion" for the Solve view's start board: the seeds' way of remembering visited states
// (seed 000's method 1, 康托展开 into an array of 9! cells) worked out for the current start board.
// For each cell: its value, how many smaller values come after it, the factorial of the cells
// after it and their product; the sum is the rank, the cell of the visited array the board marks;
// then the rank unranked back, one division a cell, to the board again. Every number is the
// engine's (wasm `cantor()`, src/rank.rs `cantor_steps` / `unrank_steps`): this module only lays
// them out. Boards of more cells than the rank array serves get the sentence saying why not.
//
// Shown in a dialog the user opens (index.js); it follows the Solve view's problem (app/store.js) and
// redraws its words on a switch of language from what it holds (./seed-panel.js).

import { h } from '../../../widgets/dom.js';
import { integer } from '../../../i18n/format.js';
import { t } from '../../../i18n/index.js';
import { SeedPanel } from './seed-panel.js';
import './seeds.css';

/**
 * @typedef {{ value: number, smallerAfter: number, factorial: number, product: number }} Term
 * @typedef {{ dividend: number, divisor: number, quotient: number, remainder: number, unused: number[], value: number }} Division
 * @typedef {{ width: number, height: number, cells: number, tiles: number[], fits: boolean, maxCells: number,
 *   arrangements: number, blankValue: number, terms: Term[], rank: number | null, divisions: Division[] }} Cantor
 */

/** The factorial's name for `k` cells after a position: "8!". */
const bang = (k) => `${k}!`;

/** @extends {SeedPanel<Cantor>} */
export class CantorPanel extends SeedPanel {
  /**
   * @param {HTMLElement} parent  where the panel goes (its dialog, index.js)
   * @param {{ cantor: (board: string) => Promise<Cantor> }} checks  the engine's checks
   */
  constructor(parent, checks) {
    super(parent, 'cantor');
    this.checks = checks;
  }

  /** Works out the expansion of `board` (board text) and shows it; a later call wins. */
  show(board) {
    return this.ask(() => this.checks.cantor(board));
  }

  /** @param {Cantor} d */
  draw(d) {
    if (!d.fits) {
      const { width, height, cells: n, arrangements: size, maxCells: max } = d;
      this.body.replaceChildren(h('p', { class: 'seed-note', id: 'cantor-too-large' }, t('cantor.tooLarge', { width, height, n, size, max })));
      return;
    }
    const n = d.cells;
    const head = (...keys) => h('thead', {}, h('tr', {}, keys.map((key) => h('th', { scope: 'col' }, t(key)))));
    const expansion = h(
      'table',
      { class: 'seed-table', id: 'cantor-terms' },
      head('cantor.cell', 'cantor.value', 'cantor.smaller', 'cantor.factorial', 'cantor.product'),
      h(
        'tbody',
        {},
        d.terms.map((term, i) =>
          h(
            'tr',
            {},
            h('td', {}, integer(i + 1)),
            h('td', { class: 'tile-value' }, integer(term.value)),
            h('td', {}, integer(term.smallerAfter)),
            h('td', {}, `${bang(n - 1 - i)} = ${integer(term.factorial)}`),
            h('td', {}, integer(term.product)),
          ),
        ),
      ),
      h('tfoot', {}, h('tr', {}, h('td', { colspan: '5', id: 'cantor-rank', dataset: { rank: String(d.rank) } }, t('cantor.sum', { rank: d.rank })))),
    );
    const half = d.arrangements / 2;
    const unrank = h(
      'table',
      { class: 'seed-table', id: 'cantor-unrank' },
      head('cantor.left', 'cantor.divisor', 'cantor.quotient', 'cantor.remainder', 'cantor.unused', 'cantor.picked'),
      h(
        'tbody',
        {},
        d.divisions.map((step, i) =>
          h(
            'tr',
            {},
            h('td', {}, integer(step.dividend)),
            h('td', {}, `÷ ${bang(n - 1 - i)} = ${integer(step.divisor)}`),
            h('td', {}, integer(step.quotient)),
            h('td', {}, integer(step.remainder)),
            h('td', { class: 'unused' }, step.unused.map((v, k) => h('span', { class: k === step.quotient ? 'picked' : null }, String(v)))),
            h('td', { class: 'tile-value' }, integer(step.value)),
          ),
        ),
      ),
    );
    const back = d.divisions.map((step) => step.value).join(' ');
    // Which board is ranked: the start (after a solve the Solve board shows the goal).
    const rows = [];
    for (let r = 0; r < d.height; r++) rows.push(d.tiles.slice(r * d.width, (r + 1) * d.width).join(' '));
    this.body.replaceChildren(
      h('p', { class: 'seed-note', id: 'cantor-which', dataset: { tiles: d.tiles.join(' ') } }, t('cantor.which', { board: rows.join(' / ') })),
      h('p', { class: 'seed-note' }, t('cantor.convention', { last: n - 1 })),
      expansion,
      h('p', { class: 'seed-note', id: 'cantor-marks' }, t('cantor.marks', { n, size: d.arrangements, rank: d.rank })),
      h('p', { class: 'seed-note hint' }, t('cantor.half', { n, half })),
      h('h4', { class: 'mini-title' }, t('cantor.unrankTitle')),
      h('p', { class: 'seed-note' }, t('cantor.unrankIntro')),
      unrank,
      h('p', { class: 'seed-note', id: 'cantor-back', dataset: { tiles: back } }, t('cantor.back', { board: back })),
    );
  }
}
