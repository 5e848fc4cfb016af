// Left panel: the algorithm, heuristic and goal (shared with Korf's 100),
// the board to solve (a Korf preset or typed), the Solve and Cancel buttons,
// and the board itself, which scrubs through the solution once there is one.

import { checksFor } from '../../engine/index.js';
import { readHash, writeHash } from '../../app/share.js';

/** The engine's checks of a typed board (promises). */
const checks = checksFor();
import { drawMini, fitCanvas } from '../../widgets/tiles.js';
import { errorText, t } from '../../i18n/index.js';
import { ALGORITHMS, HEURISTICS } from './markup.js';
import { korfInstances } from './korf.js';

/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

/** What the menus start on: IDA* with the strongest heuristic, as Korf's 100 are best run. */
const DEFAULT_ALGORITHM = 'idastar';
const DEFAULT_HEURISTIC = 'pdb663';

/** The blank's moves applied to tiles (u d l r = where the blank goes). */
export function applyMoves(tiles, moves, width = 4) {
  const out = Array.from(tiles);
  let blank = out.indexOf(0);
  for (const m of moves) {
    const to = blank + { u: -width, d: width, l: -1, r: 1 }[m];
    [out[blank], out[to]] = [out[to], 0];
    blank = to;
  }
  return out;
}

export class SetupPanel {
  /**
   * @param {import('../../engine/catalogue.js').Catalogue} catalogue  the menus' labels and hints
   * @param {{ onSolve: (reading: Promise<object | null>) => void, onCancel: () => void, onChange?: () => void }} handlers
   *   `problem` is `{ start, tiles, goal, heuristic, algorithm, memoryBudget, preset }`
   *   (preset: the Korf instance or null).
   */
  constructor(catalogue, { onSolve, onCancel, onChange }) {
    this.catalogue = catalogue;
    this.algorithmSelect = $('lab-algorithm');
    this.heuristic = $('lab-heuristic');
    this.#fillMenus();
    this.algorithmSelect.value = DEFAULT_ALGORITHM;
    this.heuristic.value = DEFAULT_HEURISTIC;
    this.goal = $('lab-goal');
    this.preset = $('lab-preset');
    this.board = $('lab-board');
    this.error = $('lab-board-error');
    this.solveButton = $('lab-solve');
    this.cancelButton = $('lab-cancel');
    this.canvas = $('lab-canvas');
    this.scrub = $('lab-scrub');
    this.move = $('lab-move');
    this.moveValue = $('lab-move-value');
    this.onChange = onChange;
    this.solution = null; // { tiles, moves }
    this.shown = null; // { tiles, mark }
    this.problem = null; // the board's error as the engine gave it (worded again after a switch), or null

    $('lab-form').addEventListener('submit', (event) => {
      event.preventDefault();
      // The engine checks the board in its worker: the page says so at once,
      // and onSolve gets the answer (the problem, or null for a bad board).
      onSolve(this.read());
    });
    this.cancelButton.addEventListener('click', () => onCancel());
    this.algorithmSelect.addEventListener('change', () => this.#algorithmChanged());
    this.heuristic.addEventListener('change', () => this.#heuristicChanged());
    this.goal.addEventListener('change', () => this.#goalChanged());
    this.preset.addEventListener('change', () => this.#presetChanged());
    this.board.addEventListener('input', () => {
      this.preset.value = '';
      this.#showBoard();
      this.#writeLink();
    });
    this.board.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        /** @type {HTMLFormElement} */ (document.getElementById('lab-form')).requestSubmit();
      }
    });
    this.move.addEventListener('input', () => this.#showMove(Number(this.move.value)));
    new ResizeObserver(() => this.#draw()).observe(this.canvas.parentElement);

    // A link's board (`lab-board=`), read like typed text: a bad one gets the parser's sentence.
    const linked = readHash()['lab-board'];
    this.#fillPresets();
    this.#algorithmChanged();
    this.#heuristicChanged();
    this.#presetChanged();
    if (linked) {
      this.preset.value = '';
      this.board.value = linked;
      this.#showBoard();
      this.#writeLink();
      // Checked at once, as Solve would: a bad board says so on load, not when Solve is pressed.
      this.read();
    }
  }

  /**
   * Says everything again in the current language (after a switch), keeping every choice, the
   * board typed and the solution being scrubbed.
   */
  redraw() {
    this.#fillMenus();
    const kept = this.preset.value; // '' for a typed board, which #fillPresets alone would turn into Korf #1
    this.#fillPresets();
    this.preset.value = kept;
    this.#showHints();
    this.#showError(this.problem);
    if (this.solution) this.moveValue.textContent = `${this.move.value} / ${this.solution.moves.length}`;
    this.#draw();
  }

  /** The algorithm and heuristic menus in the current language (the chosen ones stay chosen). */
  #fillMenus() {
    const { limits } = this.catalogue;
    const algorithm = this.algorithmSelect.value;
    const heuristic = this.heuristic.value;
    this.algorithmSelect.replaceChildren(
      ...ALGORITHMS.map((a) => new Option(t('lab.algorithmOption', { title: this.catalogue.algorithm(a.name).title, how: a.how(limits) }), a.name)),
    );
    this.heuristic.replaceChildren(...HEURISTICS.map((name) => new Option(this.catalogue.heuristic(name).title, name)));
    if (algorithm) this.algorithmSelect.value = algorithm;
    if (heuristic) this.heuristic.value = heuristic;
  }

  #showHints() {
    $('lab-algorithm-hint').textContent = this.algorithm.hint();
    $('lab-heuristic-hint').textContent = this.catalogue.heuristic(this.heuristic.value).hint;
  }

  /** The board goes into the link as `lab-board=` (share.js), so a shared link opens the lab on it. */
  #writeLink() {
    writeHash({ 'lab-board': this.board.value.trim() || null });
  }

  /** The chosen heuristic's name and short title. */
  get heuristicName() {
    return this.heuristic.value;
  }

  get heuristicTitle() {
    return this.catalogue.heuristic(this.heuristic.value).short;
  }

  /** The chosen heuristic's short title as a function: in the language of the moment it is said. */
  heuristicTitleNow() {
    const name = this.heuristic.value;
    return () => this.catalogue.heuristic(name).short;
  }

  /** {@link searchTitle} of the search chosen now, as a function: in the language of the moment it is said. */
  searchTitleNow() {
    const algorithm = this.algorithmSelect.value;
    const heuristic = this.heuristic.value;
    return () => this.#searchTitleOf(algorithm, heuristic);
  }

  get goalName() {
    return this.goal.value;
  }

  /**
   * The chosen algorithm: its catalogue entry with the lab's `{ how, named,
   * hint, memoryBudget? }` (markup.js).
   */
  get algorithm() {
    const lab = ALGORITHMS.find((a) => a.name === this.algorithmSelect.value);
    return { ...this.catalogue.algorithm(lab.name), ...lab };
  }

  /** "PDB 6-6-3" for IDA* (the lab's own), "A* + PDB 6-6-3" for A*. */
  get searchTitle() {
    return this.#searchTitleOf(this.algorithmSelect.value, this.heuristic.value);
  }

  #searchTitleOf(algorithm, heuristic) {
    const { named } = ALGORITHMS.find((a) => a.name === algorithm);
    const title = this.catalogue.heuristic(heuristic).short;
    return named ? `${this.catalogue.algorithm(algorithm).short} + ${title}` : title;
  }

  /** Enables the buttons for a worker that is idle or busy. */
  setBusy(busy) {
    this.solveButton.disabled = busy;
    this.cancelButton.disabled = !busy;
    this.algorithmSelect.disabled = busy;
    this.heuristic.disabled = busy;
    this.goal.disabled = busy;
  }

  /** Resolves to the problem in the form, or null (with an inline message) when the board is wrong. */
  async read() {
    const text = this.board.value.trim();
    const goal = this.goal.value;
    let board;
    try {
      board = await checks.parseBoard(text, '4x4');
      const s = await checks.solvability(text, goal);
      // The explanation is a status sentence (`status.<code>`), not an error's.
      if (!s.solvable) throw Object.assign(new Error(s.code), { statusCode: s.code, args: s.args });
    } catch (error) {
      this.#showError(error);
      return null;
    }
    this.#showError(null);
    const preset = this.preset.value ? korfInstances(goal)[Number(this.preset.value) - 1] : null;
    const { name: algorithm, memoryBudget = 0 } = this.algorithm;
    return { start: text, tiles: board.tiles, goal, heuristic: this.heuristic.value, algorithm, memoryBudget, preset };
  }

  /**
   * Shows Korf's instance `number` (towards the chosen goal) as if picked from Preset: the
   * board, the preset and the result beside them then name the same instance while a batch runs.
   */
  showInstance(number) {
    this.preset.value = String(number);
    this.#presetChanged();
  }

  /** Lets the board scrub through a solution (moves of the blank). */
  showSolution(tiles, moves) {
    this.solution = { tiles, moves };
    this.move.max = String(moves.length);
    this.move.value = '0';
    this.scrub.hidden = moves.length === 0;
    this.#showMove(0);
  }

  clearSolution() {
    this.solution = null;
    this.scrub.hidden = true;
    this.#showBoard();
  }

  #fillPresets() {
    const selected = this.preset.value || '1';
    const instances = korfInstances(this.goal.value);
    this.preset.replaceChildren(
      new Option(t('lab.typedBoard'), ''),
      ...instances.map((k) => new Option(t('lab.presetOption', { number: k.number, optimal: k.optimal }), String(k.number))),
    );
    this.preset.value = selected;
  }

  #algorithmChanged() {
    $('lab-algorithm-hint').textContent = this.algorithm.hint();
    this.onChange?.();
  }

  #heuristicChanged() {
    $('lab-heuristic-hint').textContent = this.catalogue.heuristic(this.heuristic.value).hint;
    this.onChange?.();
  }

  #goalChanged() {
    const kept = this.preset.value;
    this.#fillPresets();
    this.preset.value = kept;
    if (kept) this.#presetChanged();
    else this.#showBoard();
    this.onChange?.();
  }

  #presetChanged() {
    if (!this.preset.value) return;
    this.board.value = korfInstances(this.goal.value)[Number(this.preset.value) - 1].text;
    this.#showError(null);
    this.#showBoard();
    this.#writeLink();
  }

  /**
   * The board's error under it (an engine error or the unsolvable explanation, worded in the
   * current language), or none for null.
   */
  #showError(problem) {
    this.problem = problem;
    const message = !problem ? '' : problem.statusCode ? t(`status.${problem.statusCode}`, problem.args) : errorText(problem);
    this.error.textContent = message;
    this.error.hidden = !message;
    this.board.setAttribute('aria-invalid', message ? 'true' : 'false');
  }

  /** The typed board, when it reads as a 4×4 board (the engine's check; the last text typed wins). */
  async #showBoard() {
    this.solution = null;
    this.scrub.hidden = true;
    const asked = (this.reads = (this.reads ?? 0) + 1);
    const shown = await checks.parseBoard(this.board.value, '4x4').then(
      (board) => ({ tiles: board.tiles, mark: -1 }),
      () => null,
    );
    if (asked !== this.reads || this.solution) return;
    this.shown = shown;
    this.#draw();
  }

  #showMove(position) {
    const { tiles, moves } = this.solution;
    const before = applyMoves(tiles, moves.slice(0, Math.max(0, position - 1)));
    const after = applyMoves(before, moves.slice(Math.max(0, position - 1), position));
    this.shown = { tiles: after, mark: position > 0 ? before.indexOf(0) : -1 };
    this.moveValue.textContent = `${position} / ${moves.length}`;
    this.#draw();
  }

  #draw() {
    const parent = this.canvas.parentElement;
    const size = Math.floor(Math.min(parent.clientWidth, parent.clientHeight));
    if (size <= 0) return;
    if (!this.shown) {
      fitCanvas(this.canvas, size, size).clearRect(0, 0, size, size);
      delete this.canvas.dataset.tiles;
      this.canvas.setAttribute('aria-label', t('lab.canvasEmpty'));
      return;
    }
    const goal = this.catalogue.namedGoals(4, 4).find((g) => g.name === this.goal.value)?.tiles;
    drawMini(this.canvas, size, { tiles: this.shown.tiles, width: 4, height: 4, goal, mark: this.shown.mark });
    this.canvas.dataset.tiles = this.shown.tiles.join(' ');
    this.canvas.setAttribute('aria-label', t('lab.canvasBoard', { tiles: describe(this.shown.tiles, 4) }));
  }
}

/** "1 2 3 4 / … / 13 14 15 blank" with the blank in the current language (tiles.js `describeTiles`'s shape). */
function describe(tiles, width) {
  const rows = [];
  for (let r = 0; r * width < tiles.length; r++) {
    rows.push(Array.from(tiles.slice(r * width, (r + 1) * width), (v) => (v === 0 ? t('lab.blank') : String(v))).join(' '));
  }
  return rows.join(' / ');
}
