// The board every lane solves: a Start state field and a Goal menu, filled
// from the Solve view (a teacher expects the board they were just looking
// at) and editable here. Bad input shows the parser's sentence under the
// field and the lanes keep the last good board; while it shows, `fix` says
// what to fix and the view holds Step all and Run all back (`onFix`), so no
// race runs the board before.

import { errorText, t } from '../../i18n/index.js';
import { INPUT_DEBOUNCE_MS, Pending } from '../../engine/settle.js';
import { drawMini } from '../../widgets/tiles.js';
import { goalTitle } from '../../widgets/goal.js';
import { fillCosts, markCosts } from '../../widgets/costs.js';

const tilesText = (tiles) => Array.from(tiles).join(' ');

export class ProblemBar {
  /**
   * @param {import('../../engine/index.js').Engine} engine
   * @param {{ start: HTMLTextAreaElement, goal: HTMLSelectElement, costs: HTMLSelectElement, preview: HTMLCanvasElement,
   *           error: HTMLElement, fromSolve: HTMLButtonElement }} el
   * @param {{ onChange(problem: { start: string, goal: string, width: number, height: number, tiles: ArrayLike<number>,
   *           goalTiles: ArrayLike<number> }): void, onFromSolve(): void,
   *           onFix?(fix: { kind: string, text: string } | null): void }} handlers  `onChange` gets
   *   `{ start, goal, costs, width, height, tiles, goalTiles }` whenever the board, the goal or the
   *   costs (what a move costs, for every lane: a name of the engine's `costs()`) change;
   *   `onFix` what to fix when the field's error appears, null when it goes
   */
  constructor(engine, el, { onChange, onFromSolve, onFix = () => {} }) {
    this.engine = engine;
    this.el = el;
    this.onChange = onChange;
    this.onFix = onFix;
    /** What to fix before the lanes may run, `{ kind: 'invalid', text }`, or null. */
    this.fix = null;
    /** The board's checks in flight (settle.js): Run all waits for them. */
    this.pending = new Pending();
    this.problem = null;
    this.customGoal = null; // a goal written as a board (from the Solve view)
    this.sizeKey = '';
    this.timer = 0;

    el.start.addEventListener('input', () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.#read(), INPUT_DEBOUNCE_MS);
    });
    el.start.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        this.#read();
      }
    });
    el.start.addEventListener('blur', () => this.#read());
    el.goal.addEventListener('change', () => this.#read());
    fillCosts(el.costs, engine.catalogue, { short: true });
    el.costs.addEventListener('change', () => this.#read());
    el.fromSolve.addEventListener('click', () => onFromSolve());
  }

  /**
   * Takes the Solve view's start, goal and costs (texts; no costs: the default).
   * @param {{ start: string, goal: string, costs?: string }} problem
   */
  load({ start, goal, costs }) {
    this.el.start.value = start;
    this.el.costs.value = this.engine.catalogue.costs.includes(costs) ? costs : this.engine.catalogue.costs[0];
    this.customGoal = this.engine.namedGoals(3, 3).some((g) => g.name === goal) ? null : goal;
    this.sizeKey = ''; // rebuild the goal menu with this goal in it
    this.pendingGoal = goal;
    this.#read();
  }

  /**
   * Words the bar's own code wrote, in the language just chosen: the goal menu's names (the
   * selection stays), the goal board's label, and a start state's error (read again: the
   * engine's sentence in the new language). The lanes are not restarted: the board is the same.
   */
  relabel() {
    for (const option of this.el.goal.options) {
      option.text = option.value === this.customGoal ? t('compare.customGoal', { goal: this.customGoal }) : goalTitle(option.value);
    }
    this.#labelPreview();
    fillCosts(this.el.costs, this.engine.catalogue, { short: true });
    if (this.lanesShown) this.offerCosts(this.lanesShown);
    if (this.fix) this.#read();
  }

  /**
   * The Costs menu for the lanes' searches (catalogue entries): costs under which a lane's search
   * is not offered are disabled, saying so; the choice goes back to the default if it was one
   * (then the board is read again, and the race restarts with it): returns whether it did.
   */
  offerCosts(algorithms) {
    this.lanesShown = algorithms;
    const moved = markCosts(this.el.costs, this.engine.catalogue, algorithms);
    if (moved) this.#read();
    return moved;
  }

  #labelPreview() {
    this.el.preview.setAttribute('aria-label', this.goalTiles ? t('compare.goalBoardTiles', { tiles: tilesText(this.goalTiles) }) : t('compare.goalBoard'));
  }

  setEditable(editable) {
    for (const field of [this.el.start, this.el.goal, this.el.costs, this.el.fromSolve]) field.disabled = !editable;
  }

  #showError(message) {
    const { start, error } = this.el;
    start.setAttribute('aria-invalid', String(Boolean(message)));
    error.hidden = !message;
    error.textContent = message;
    const fix = message ? { kind: 'invalid', text: t('compare.fix', { message }) } : null;
    if (fix?.text === this.fix?.text) return;
    this.fix = fix;
    this.onFix(fix);
  }

  /**
   * The goal menu: the named goals of this size, plus the Solve view's own
   * goal if it had one (and it fits: `customFits`, the engine's check).
   */
  #fillGoals(width, height, customFits) {
    const key = `${width}x${height}`;
    if (key === this.sizeKey) return;
    this.sizeKey = key;
    const menu = this.el.goal;
    const previous = this.pendingGoal ?? menu.value;
    this.pendingGoal = undefined;
    menu.replaceChildren(...this.engine.namedGoals(width, height).map((g) => new Option(goalTitle(g.name), g.name)));
    if (this.customGoal && customFits) menu.append(new Option(t('compare.customGoal', { goal: this.customGoal }), this.customGoal));
    menu.value = [...menu.options].some((o) => o.value === previous) ? previous : 'ordered';
  }

  /** Reads the fields through the engine's checks; an answer for an older read is dropped. */
  #read() {
    return this.pending.track(this.#readNow());
  }

  async #readNow() {
    clearTimeout(this.timer);
    const read = (this.reads = (this.reads ?? 0) + 1);
    const text = this.el.start.value;
    let board;
    try {
      board = await this.engine.parseBoard(text);
    } catch (error) {
      if (read === this.reads) this.#showError(errorText(error));
      return;
    }
    const { width, height, tiles } = board;
    // The Solve view's goal has another size: it is left out of the menu.
    const customFits = this.customGoal ? await this.engine.goalTiles(this.customGoal, width, height).then(() => true, () => false) : false;
    if (read !== this.reads) return;
    this.#showError('');
    this.#fillGoals(width, height, customFits);
    const goal = this.el.goal.value;
    const goalTiles = await this.engine.goalTiles(goal, width, height);
    if (read !== this.reads) return;
    drawMini(this.el.preview, 40, { tiles: goalTiles, width, height });
    this.goalTiles = goalTiles;
    this.#labelPreview();
    const costs = this.el.costs.value;
    const problem = { start: text.trim(), goal, costs, width, height, tiles, goalTiles };
    const same = this.problem && this.problem.costs === costs;
    if (same && tilesText(this.problem.tiles) === tilesText(tiles) && tilesText(this.problem.goalTiles) === tilesText(goalTiles)) {
      return; // Enter or blur on an unchanged field must not restart the lanes.
    }
    this.problem = problem;
    this.onChange(problem);
  }
}
