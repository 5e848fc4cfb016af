// The Puzzle and Search panel on the left: what to solve (preset, start,
// size, goal, shuffle) and how (algorithm, heuristic, weight).
//
// The panel validates as the user types. A bad start shows the parser's
// sentence next to the field and the page keeps the last good board; a good
// one is handed to `onChange` at once. Nothing here ever calls alert().
//
// The checks are the engine's, answered by its worker (engine.js): each read
// of the fields is numbered, and an answer that arrives after a later read
// began is dropped, so the last thing typed always wins.

import { DEFAULT_BOARDS, PRESETS } from './presets.js';
import { Pending } from './settle.js';
import { drawMini } from './tiles.js';
import { count } from './format.js';

/** What the menus start on (a choice, not a label: the catalogue has the labels). */
const DEFAULT_ALGORITHM = 'astar';
const DEFAULT_HEURISTIC = 'manhattan';

const INPUT_DEBOUNCE_MS = 350;
const capitalise = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

/** Tiles as text the parser reads back: numbers separated by spaces, 0 the blank. */
export const tilesText = (tiles) => Array.from(tiles).join(' ');

export class SetupPanel {
  /**
   * @param {import('./engine.js').Engine} engine
   * @param {{ onChange: (problem: Record<string, any>) => void }} handlers  called with
   *   `{ start, goal, algorithm, heuristic, weight, width, height, tiles, goalTiles }`
   *   whenever the inputs describe a valid problem that differs from before.
   */
  constructor(engine, { onChange }) {
    this.engine = engine;
    this.onChange = onChange;
    this.board = null; // last good start: { width, height, tiles, text }
    this.inputTimer = 0;
    // Each read of the fields is numbered: an answer for an older one is dropped.
    this.reads = 0;
    this.applied = 0; // the read whose board is `board`
    this.changes = 0;
    this.labels = 0;

    this.el = {
      preset: $('preset'),
      start: $('start'),
      startError: $('start-error'),
      size: $('size'),
      goal: $('goal'),
      goalHint: $('goal-hint'),
      goalPreview: $('goal-preview'),
      customField: $('custom-goal-field'),
      customGoal: $('custom-goal'),
      customError: $('custom-goal-error'),
      depth: $('shuffle-depth'),
      shuffle: $('shuffle'),
      shuffleHint: $('shuffle-hint'),
      algorithm: $('algorithm'),
      algorithmHint: $('algorithm-hint'),
      heuristic: $('heuristic'),
      weightField: $('weight-field'),
      weight: $('weight'),
    };
    this.#fillMenus();
    this.#listen();
  }

  #fillMenus() {
    const { preset, algorithm, heuristic } = this.el;
    preset.append(new Option('Your own board', ''));
    const groups = new Map();
    for (const p of PRESETS) {
      if (!groups.has(p.group)) {
        const group = document.createElement('optgroup');
        group.label = p.group;
        groups.set(p.group, group);
        preset.append(group);
      }
      groups.get(p.group).append(new Option(p.label, p.id));
    }
    const { catalogue } = this.engine;
    for (const a of catalogue.algorithms) algorithm.append(new Option(a.title, a.name));
    for (const h of catalogue.quickHeuristics) heuristic.append(new Option(h.title, h.name));
    algorithm.value = DEFAULT_ALGORITHM;
    heuristic.value = DEFAULT_HEURISTIC;
    // The weights the page offers are the engine's (limits()).
    const { pageWeightMin, pageWeightMax } = this.engine.limits;
    this.el.weight.min = String(pageWeightMin);
    this.el.weight.max = String(pageWeightMax);
  }

  #listen() {
    const el = this.el;
    el.preset.addEventListener('change', () => {
      const preset = PRESETS.find((p) => p.id === el.preset.value);
      if (preset) this.loadPreset(preset);
    });
    el.start.addEventListener('input', () => {
      this.#fitBoardFields();
      el.preset.value = '';
      clearTimeout(this.inputTimer);
      // Apply good input at once; complain about bad input only after a pause in typing.
      this.#readStart({ quiet: true }).then((good) => {
        if (good) return;
        clearTimeout(this.inputTimer);
        this.inputTimer = setTimeout(() => this.#readStart({ quiet: false }), INPUT_DEBOUNCE_MS);
      });
    });
    el.start.addEventListener('change', () => {
      clearTimeout(this.inputTimer);
      this.#readStart({ quiet: false });
    });
    el.start.addEventListener('keydown', (event) => {
      // Enter applies the board; Shift+Enter starts a new row.
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        clearTimeout(this.inputTimer);
        this.#readStart({ quiet: false });
      }
    });
    el.size.addEventListener('change', () => this.loadPreset(DEFAULT_BOARDS[el.size.value]));
    el.goal.addEventListener('change', () => {
      el.preset.value = '';
      if (el.goal.value === 'custom' && !el.customGoal.value && this.goalTiles) {
        el.customGoal.value = tilesText(this.goalTiles);
        this.#fitBoardFields();
      }
      this.#changed();
    });
    el.customGoal.addEventListener('input', () => {
      this.#fitBoardFields();
      this.#changed();
    });
    el.customGoal.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
    });
    el.algorithm.addEventListener('change', () => this.#changed());
    el.heuristic.addEventListener('change', () => this.#changed());
    el.weight.addEventListener('change', () => this.#changed());
    el.shuffle.addEventListener('click', () => this.shuffle());
  }

  /** Grows the board fields with their text where CSS `field-sizing` is missing. */
  #fitBoardFields() {
    if (CSS.supports('field-sizing', 'content')) return;
    for (const field of [this.el.start, this.el.customGoal]) {
      field.style.height = 'auto';
      field.style.height = `${field.scrollHeight + 2}px`;
    }
  }

  /**
   * Loads a preset (the Size menu loads one too): start, goal and maybe the
   * algorithm. Resolves once the engine has read it.
   */
  loadPreset(preset) {
    const el = this.el;
    el.preset.value = preset.id;
    el.start.value = preset.start;
    this.#fitBoardFields();
    el.goal.value = preset.goal; // the goal list is rebuilt for the size in #readStart
    if (preset.algorithm) el.algorithm.value = preset.algorithm;
    if (preset.heuristic) el.heuristic.value = preset.heuristic;
    return this.#readStart({ quiet: false, goal: preset.goal });
  }

  /** Uses `tiles` as the start (a tile slid on the board). */
  setStartTiles(tiles) {
    this.el.preset.value = '';
    this.el.start.value = tilesText(tiles);
    this.#fitBoardFields();
    return this.#readStart({ quiet: false });
  }

  /** Shows a problem with the inputs that the fields cannot catch alone (e.g. sizes that differ). */
  showError(message) {
    this.#setError(this.el.start, this.el.startError, message);
  }

  /**
   * Parses the Start field. Good input becomes the board (the Size menu
   * follows it, choosing `goal` if given); bad input shows its error unless
   * `quiet`, and leaves the last good board in place. Resolves to whether
   * the input was good (false too if a later good read came first).
   */
  #readStart(options) {
    return this.#track(this.#readStartNow(options));
  }

  async #readStartNow({ quiet, goal = null }) {
    const el = this.el;
    const read = ++this.reads;
    const text = el.start.value;
    let board;
    try {
      board = { ...(await this.engine.parseBoard(text)), text };
    } catch (error) {
      if (read === this.reads && !quiet) this.#setError(el.start, el.startError, error.message);
      return false;
    }
    if (read < this.applied) return false;
    this.applied = read;
    // The field's sentence is the latest read's: an older good board taken
    // now leaves the error of newer bad text in place.
    if (read === this.reads) this.#setError(el.start, el.startError, '');
    this.board = board;
    if (String(board.width) !== el.size.value || !el.goal.options.length || goal !== null) {
      el.size.value = String(board.width);
      this.#fillGoals(board.width, board.height, goal);
    }
    await this.#changed();
    return true;
  }

  #fillGoals(width, height, wanted = null) {
    const { goal } = this.el;
    const previous = wanted ?? goal.value;
    goal.replaceChildren();
    this.goalDescriptions = {};
    for (const g of this.engine.namedGoals(width, height)) {
      goal.append(new Option(g.name, g.name));
      this.goalDescriptions[g.name] = g.description;
    }
    goal.append(new Option('custom…', 'custom'));
    goal.value = previous === 'custom' ? 'custom' : this.goalDescriptions[previous] ? previous : 'ordered';
    const max = width * height <= 9 ? 31 : 200;
    this.el.depth.max = String(max);
    if (Number(this.el.depth.value) > max) this.el.depth.value = String(max);
    this.el.shuffleHint.classList.remove('error-text');
    this.el.shuffleHint.textContent =
      width * height <= 9 ? 'Shuffle: exactly this many moves away.' : 'Shuffle: this many random moves.';
  }

  /**
   * The goal as the engine takes it (a name or board text) with its tiles,
   * `{ goal, tiles }`, or null if the custom goal is bad (its sentence shown).
   */
  async #goal() {
    const el = this.el;
    const custom = el.goal.value === 'custom';
    el.customField.hidden = !custom;
    const goal = custom ? el.customGoal.value : el.goal.value;
    const { width, height } = this.board;
    let tiles;
    try {
      tiles = await this.engine.goalTiles(goal, width, height);
    } catch (error) {
      if (custom) this.#setError(el.customGoal, el.customError, error.message);
      return null;
    }
    this.#setError(el.customGoal, el.customError, '');
    return { goal, tiles };
  }

  /** Re-reads every field; hands a valid problem to onChange (unless a later read began meanwhile). */
  #changed() {
    return this.#track(this.#changedNow());
  }

  /**
   * Resolves once every check the fields have started is answered and its
   * problem handed to onChange (settle.js).
   */
  settled() {
    return this.#pending.settled();
  }

  #pending = new Pending();

  #track(promise) {
    return this.#pending.track(promise);
  }

  async #changedNow() {
    const el = this.el;
    if (!this.board) return;
    const change = ++this.changes;
    const algorithm = this.engine.catalogue.algorithm(el.algorithm.value);
    el.algorithmHint.textContent = algorithm.hint;
    el.heuristic.disabled = !algorithm.usesHeuristic;
    el.heuristic.title = algorithm.usesHeuristic ? '' : `${algorithm.title} does not use a heuristic`;
    el.weightField.hidden = !algorithm.weighted;

    const board = this.board;
    const read = await this.#goal();
    if (change !== this.changes || read === null) return;
    const { goal } = read;
    const { width, height, tiles } = board;
    this.goalTiles = read.tiles;
    el.goalHint.textContent = el.goal.value === 'custom' ? 'Your own goal board.' : capitalise(this.goalDescriptions[goal] ?? '');
    drawMini(el.goalPreview, 44, { tiles: this.goalTiles, width, height });
    el.goalPreview.setAttribute('aria-label', `Goal board: ${tilesText(this.goalTiles)}`);
    const startValues = await this.#labelHeuristics(tilesText(tiles), goal);
    if (change !== this.changes) return;

    const { pageWeightMin } = this.engine.limits;
    const weight = Math.max(pageWeightMin, Number(el.weight.value) || pageWeightMin);
    // Re-reading unchanged fields (Enter, blur) must not restart a search.
    const key = JSON.stringify([tiles, this.goalTiles, algorithm.name, el.heuristic.value, weight]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.onChange({
      start: board.text,
      goal,
      algorithm: algorithm.name,
      heuristic: el.heuristic.value,
      weight,
      width,
      height,
      tiles,
      goalTiles: this.goalTiles,
      // Each heuristic's value at the start (the engine's), as the menu shows them.
      startValues,
    });
  }

  /**
   * Shows each heuristic's value at the start, so students can compare them;
   * resolves to the values (`{ zero, misplaced, … }`, empty if the engine
   * refused the pair).
   */
  async #labelHeuristics(start, goal) {
    const asked = ++this.labels;
    let values = {};
    try {
      values = await this.engine.heuristicValues(start, goal);
    } catch {
      // A size mismatch: main shows the engine's error for it.
    }
    if (asked !== this.labels) return values;
    for (const option of this.el.heuristic.options) {
      const { title } = this.engine.catalogue.heuristic(option.value);
      // "None (h = 0)" says its value in its title already.
      const said = title.includes('h = ');
      option.textContent = option.value in values && !said ? `${title} (h = ${values[option.value]})` : title;
    }
    return values;
  }

  #setError(input, output, message) {
    output.textContent = message;
    output.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** A random board at the depth given, from a fresh seed (shown, so a class can repeat it). */
  shuffle() {
    return this.#track(this.#shuffleNow());
  }

  async #shuffleNow() {
    const el = this.el;
    const width = Number(el.size.value);
    const depth = Math.max(0, Math.floor(Number(el.depth.value) || 0));
    const read = await this.#goal();
    if (read === null) return;
    const seed = Math.floor(Math.random() * 2 ** 32);
    let text;
    try {
      text = await this.engine.randomBoard(read.goal, width, width, depth, seed);
    } catch (error) {
      el.shuffleHint.textContent = error.message;
      el.shuffleHint.classList.add('error-text');
      return;
    }
    el.shuffleHint.classList.remove('error-text');
    // Exactly that far only where the engine draws from its distance table (randomBoard: at most 9 cells).
    el.shuffleHint.textContent = width * width <= 9
      ? `Shuffled to exactly ${count(depth, 'move')} from the goal (seed ${seed}).`
      : `Shuffled with ${count(depth, 'random move')} (seed ${seed}); the shortest solution may be shorter.`;
    this.setStartTiles(text.split(/\s+/).map(Number));
  }
}
