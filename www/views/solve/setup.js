// The Puzzle and Search panel on the left: what to solve (preset, start,
// size, goal, shuffle) and how (algorithm, heuristic, and the algorithm's
// parameter: weighted A*'s weight, labelled and ranged by its catalogue row).
//
// The panel validates as the user types. A bad start shows the parser's
// sentence next to the field and the page keeps the last good board; a good
// one is handed to `onChange` at once. Nothing here ever calls alert().
//
// The checks are the engine's, answered by its worker (engine/index.js): each read
// of the fields is numbered, and an answer that arrives after a later read
// began is dropped, so the last thing typed always wins.
//
// While the start, the custom goal or the parameter holds an error, the panel
// disables Step, Play and Run to end (one fieldset) and says what to fix
// (`fix`, handed to `onFix` for the status line): nothing runs the last good
// board while the field shows another. A board that cannot reach the goal
// but can reach another named goal gets an offer to switch (the engine's
// `otherGoals`, goal-offer.js), and a formula the engine's verdict on it
// (formula-verdict.js). The Size menu lists every size the engine takes
// (`catalogue.sizes`) and follows the typed board.

import { errorText, t } from '../../i18n/index.js';
import { PRESETS, presetOf } from './presets.js';
import { INPUT_DEBOUNCE_MS, Pending } from '../../engine/settle.js';
import { TieMenu } from '../../widgets/tie.js';
import { drawMini } from '../../widgets/tiles.js';
import { mistakeText, showMistake } from '../../i18n/formula-words.js';
import { VisitedMenu } from '../../widgets/visited.js';
import { costsSentence, fillCosts, markAlgorithms, markCosts } from '../../widgets/costs.js';
import { goalTitle } from '../../widgets/goal.js';
import { FormulaVerdict } from './formula-verdict.js';
import { GoalOffer } from './goal-offer.js';
import { ShuffleRow } from './shuffle.js';
import { formulaLegend } from '../../widgets/formula-legend.js';
import { DEFAULT_PRIORITY, DEFAULTS, openingRow } from '../../app/solve-link.js';

/** The fields that can hold an error, in the order the status names the first: "Fix the weight to search: …". */
const FIELDS = ['start', 'custom', 'parameter', 'formula', 'priority'];
const fixText = (field, message, noun) =>
  field === 'formula' || field === 'priority'
    ? // A formula's mistake is a whole sentence: the fix's own full stop ends it.
      t('solve.fix', { field: t(`${field}.fixField`), message: message.replace(/[.。]$/u, '') })
    : t('solve.fix', { field: t(`solve.fixField.${field}`, { noun }), message });

/** The Size menu's value of a size: the side of a square (what links and tests read), else "WxH". */
export const sizeValue = (width, height) => (width === height ? String(width) : `${width}x${height}`);
const capitalise = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
/** A form field of the page by id (inputs and selects alike: value, disabled, min, max, options). */
const $ = /** @type {(id: string) => HTMLInputElement & HTMLSelectElement} */ ((id) => document.getElementById(id));

/** Tiles as text the parser reads back: numbers separated by spaces, 0 the blank. */
export const tilesText = (tiles) => Array.from(tiles).join(' ');

export class SetupPanel {
  /**
   * @param {import('../../engine/index.js').Engine} engine
   * @param {{ onChange: (problem: Record<string, any>) => void,
   *           onFix?: (fix: { kind: string, text: string } | null) => void }} handlers
   *   `onChange` is called with `{ start, goal, algorithm, heuristic, parameter, parameters,
   *   width, height, tiles, goalTiles }` (`parameter`: the algorithm's parameter's value, undefined
   *   for one that takes none; `parameters`: every parameter's value by key, as a link keeps them) whenever the inputs describe a valid problem that differs from
   *   before; `onFix` with what to fix whenever a field's error appears or goes (null).
   */
  constructor(engine, { onChange, onFix = () => {} }) {
    this.engine = engine;
    this.onChange = onChange;
    this.onFix = onFix;
    /** Each field's error as a function of nothing (its sentence in the language of the moment), null when good: the first one found is `fix`. */
    this.problems = { start: null, custom: null, parameter: null, formula: null, priority: null };
    /** Each algorithm parameter's value by key (the catalogue's rows), the field's while its algorithm is chosen. */
    this.parameterValues = Object.fromEntries(engine.catalogue.parameters.map((p) => [p.key, p.pageDefault]));
    /** The key of the parameter the field shows (the first in the catalogue until an algorithm with one is chosen). */
    this.parameterKey = engine.catalogue.parameters[0]?.key ?? null;
    /** The formula field's mistake `{ column, code, found, message }` (worded again after a switch), null when good. */
    this.formulaMistake = null;
    /** The priority field's mistake (your best-first search's), as `formulaMistake`. */
    this.priorityMistake = null;
    /** Each heuristic's value at the start, as the menu shows them. */
    this.startValues = {};
    /** What to fix before a search may run, `{ kind: 'invalid', text }`, or null. */
    this.fix = null;
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
      costs: $('costs'),
      costsHint: $('costs-hint'),
      formulaField: $('formula-field'),
      formula: $('formula'),
      formulaError: $('formula-error'),
      formulaHint: $('formula-hint'),
      formulaLegend: $('formula-field')?.appendChild(formulaLegend('formula-legend')),
      formulaVerdict: $('formula-verdict'),
      priorityField: $('priority-field'),
      priority: $('priority'),
      priorityError: $('priority-error'),
      priorityHint: $('priority-hint'),
      parameterField: $('parameter-field'),
      parameterLabel: $('parameter-label'),
      parameter: $('parameter'),
      parameterError: $('parameter-error'),
      goalHelp: $('goal-help'),
      goalHelpText: $('goal-help-text'),
      goalSwitch: $('goal-switch'),
      searchButtons: /** @type {HTMLFieldSetElement} */ (/** @type {unknown} */ ($('search-buttons'))),
    };
    /** The offer of another named goal the start reaches (goal-offer.js). */
    this.goalOffer = new GoalOffer(engine, { help: this.el.goalHelp, text: this.el.goalHelpText, switchButton: this.el.goalSwitch }, (name) => {
      this.el.preset.value = '';
      this.el.goal.value = name;
      this.#changed();
    });
    /** The Shuffle row (shuffle.js). */
    this.shuffleRow = new ShuffleRow(engine, { depth: this.el.depth, hint: this.el.shuffleHint }, {
      goal: () => this.#goal(),
      board: () => this.board,
      setStart: (tiles) => this.setStartTiles(tiles),
    });
    /** What the engine's check found for the user's formula (formula-verdict.js). */
    this.formulaVerdict = new FormulaVerdict(engine, this.el.formulaVerdict, this.el.formulaField);
    this.#fillMenus();
    // Your best-first search's priority opens as A*'s (the engine's `kit::DEFAULT_PRIORITY`).
    this.el.priority.value = DEFAULT_PRIORITY;
    this.#listen();
    /** The visited-table menu (www/widgets/visited.js): offered for each algorithm and size in #changedNow. */
    this.visited = new VisitedMenu(/** @type {HTMLSelectElement} */ ($('visited')), $('visited-field'), $('visited-hint'));
    $('visited').addEventListener('change', () => this.#changed());
    /** The A* family's tie-breaking rule (www/widgets/tie.js). */
    this.tie = new TieMenu(engine.catalogue, {
      field: $('tie-field'),
      select: /** @type {HTMLSelectElement} */ ($('tie')),
      hint: $('tie-hint'),
      onChange: () => this.#changed(),
    });
  }

  /**
   * The panel's words again in the current language: the menus are rebuilt keeping their values,
   * the hints and each field's error are worded again, and `fix` with them (main shows it; no
   * search is restarted: the fields' values are unchanged).
   */
  relabel() {
    const el = this.el;
    const values = { preset: el.preset.value, size: el.size.value, algorithm: el.algorithm.value, heuristic: el.heuristic.value };
    el.preset.replaceChildren();
    el.size.replaceChildren();
    el.algorithm.replaceChildren();
    el.heuristic.replaceChildren();
    this.#fillMenus();
    for (const [name, value] of Object.entries(values)) el[name].value = value;
    this.#labelHeuristicOptions(this.startValues);
    if (this.board) {
      const goal = el.goal.value;
      this.#fillGoals(this.board.width, this.board.height, goal, { keepHint: true });
      this.#describeSearch();
      this.#describeGoal();
    }
    this.shuffleRow.show();
    for (const field of FIELDS) {
      const output = { start: el.startError, custom: el.customError, parameter: el.parameterError }[field];
      if (field === 'formula') {
        if (this.formulaVerdict.verdict) this.formulaVerdict.show();
        if (this.formulaMistake) showMistake(el.formulaError, el.formula.value, this.formulaMistake);
      } else if (field === 'priority') {
        if (this.priorityMistake) showMistake(el.priorityError, el.priority.value, this.priorityMistake);
      } else if (!output.hidden && this.problems[field]) output.textContent = this.problems[field]();
    }
    const first = FIELDS.find((f) => this.problems[f]);
    this.fix = first ? { kind: 'invalid', text: fixText(first, this.problems[first](), this.#parameterRow()?.noun) } : null;
    if (this.goalOffer.shown) this.goalOffer.relabel(el.goal.value);
  }

  #fillMenus() {
    const { preset, algorithm, heuristic, size } = this.el;
    // Every size the engine takes: squares, then rectangles.
    for (const { label, square } of [{ label: t('solve.size.square'), square: true }, { label: t('solve.size.rectangle'), square: false }]) {
      const group = document.createElement('optgroup');
      group.label = label;
      for (const s of this.engine.catalogue.sizes) {
        if ((s.width === s.height) === square) group.append(new Option(`${s.width}×${s.height}`, sizeValue(s.width, s.height)));
      }
      if (group.children.length) size.append(group);
    }
    // The size of the board the page opens on (index.js loads its row), before the engine reads it: a link read meanwhile sees it.
    size.value = sizeValue(DEFAULTS.size, DEFAULTS.size);
    preset.append(new Option(t('solve.preset.own'), ''));
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
    // What a move costs: the engine's choices, unit first (www/widgets/costs.js).
    fillCosts(this.el.costs, catalogue);
    // A heuristic the user writes, after the built-ins (its text in the formula field).
    if (catalogue.formula) heuristic.append(new Option(catalogue.formula.title, catalogue.formula.name));
    // The page's first search, as a link that names none falls back to: the opening size's row (app/solve-link.js).
    algorithm.value = openingRow(catalogue).algorithm;
    heuristic.value = openingRow(catalogue).heuristic;
    // The parameter's field: its label, range, step and value are its row's (catalogue.parameters).
    this.#showParameter();
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
    el.size.addEventListener('change', () => this.loadSize(el.size.value));
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
    el.costs.addEventListener('change', () => this.#changed());
    el.heuristic.addEventListener('change', () => {
      if (this.#usesFormula() && !el.formula.value.trim()) el.formula.value = this.engine.catalogue.formula.example;
      this.#changed();
    });
    // Your best-first search's priority: taken like the formula.
    el.priority.addEventListener('input', () => {
      clearTimeout(this.priorityTimer);
      this.priorityTimer = setTimeout(() => this.#changed(), INPUT_DEBOUNCE_MS);
    });
    el.priority.addEventListener('change', () => {
      clearTimeout(this.priorityTimer);
      this.#changed();
    });
    el.priority.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      clearTimeout(this.priorityTimer);
      this.#changed();
    });
    el.formula.addEventListener('input', () => {
      clearTimeout(this.formulaTimer);
      // Like the start: a good formula is taken at once, a mistake is said after a pause in typing.
      this.formulaTimer = setTimeout(() => this.#changed(), INPUT_DEBOUNCE_MS);
    });
    el.formula.addEventListener('change', () => {
      clearTimeout(this.formulaTimer);
      this.#changed();
    });
    el.formula.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      clearTimeout(this.formulaTimer);
      this.#changed();
    });
    el.parameter.addEventListener('change', () => this.#changed());
    el.parameter.addEventListener('input', () => this.#changed());
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
   * Loads a board of a size of the Size menu (`value` as {@link sizeValue}
   * gives it) with the engine's default search for that size: its row of the
   * engine's size table (src/sizes.rs), start board and search.
   */
  loadSize(value) {
    const board = this.sizeBoard(value);
    if (!board) return Promise.resolve(false);
    this.el.algorithm.value = board.size.algorithm;
    this.el.heuristic.value = board.size.heuristic;
    return this.loadPreset(board);
  }

  /**
   * The start board of a size of the Size menu, as {@link loadPreset} takes it (the search left
   * as it is): the engine's start for that size, with the preset written so selected; undefined
   * for a size the engine does not take.
   */
  sizeBoard(value) {
    const size = this.engine.catalogue.sizes.find((s) => sizeValue(s.width, s.height) === value);
    if (!size) return undefined;
    return { id: presetOf(size.start, 'ordered')?.id ?? '', start: size.start, goal: 'ordered', size };
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

  /**
   * Shows a problem with the inputs that the fields cannot catch alone: a formula's or a
   * priority's mistake that only the board shows (`formula.*`, e.g. a tile the board does not
   * have: `d(9)` on 3×3) beside its field with its caret, any other (e.g. sizes that differ)
   * beside the start.
   */
  showError(error) {
    const code = typeof error?.code === 'string' ? error.code : '';
    if (code.startsWith('formula.priority')) this.#setPriorityMistake(error);
    else if (code.startsWith('formula.')) this.#setFormulaMistake(error);
    else this.#problem('start', () => errorText(error));
  }

  /**
   * Records a field's error (`words`, a function of nothing that says it in the current
   * language; null when good) and shows it beside the field unless `show` is false (typing:
   * the sentence waits for a pause, but the buttons stop at once); then updates `fix`, the
   * buttons and `onFix`.
   * @param {string} field
   * @param {(() => string) | null} words
   */
  #problem(field, words, { show = true } = {}) {
    const { el } = this;
    const [input, output] = {
      start: [el.start, el.startError],
      custom: [el.customGoal, el.customError],
      parameter: [el.parameter, el.parameterError],
      formula: [el.formula, el.formulaError],
      priority: [el.priority, el.priorityError],
    }[field];
    if (field === 'formula' || field === 'priority') {
      if (show || !words) showMistake(output, input.value, words ? this[`${field}Mistake`] : null);
      if (words && show) input.setAttribute('aria-invalid', 'true');
      else if (!words) input.removeAttribute('aria-invalid');
    } else if (show || !words) this.#setError(input, output, words ? words() : '');
    this.problems[field] = words;
    const first = FIELDS.find((f) => this.problems[f]);
    const fix = first ? { kind: 'invalid', text: fixText(first, this.problems[first](), this.#parameterRow()?.noun) } : null;
    if (fix?.text === this.fix?.text) return;
    this.fix = fix;
    el.searchButtons.disabled = Boolean(fix);
    if (fix) this.goalOffer.hide(); // the offer is about the last good board
    this.onFix(fix);
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
      if (read === this.reads) this.#problem('start', () => errorText(error), { show: !quiet });
      return false;
    }
    if (read < this.applied) return false;
    this.applied = read;
    // The field's sentence is the latest read's: an older good board taken
    // now leaves the error of newer bad text in place.
    if (read === this.reads) this.#problem('start', null);
    this.board = board;
    const size = sizeValue(board.width, board.height);
    if (size !== el.size.value || !el.goal.options.length || goal !== null) {
      el.size.value = size;
      this.#fillGoals(board.width, board.height, goal);
    }
    await this.#changed();
    return true;
  }

  #fillGoals(width, height, wanted = null, { keepHint = false } = {}) {
    const { goal } = this.el;
    const previous = wanted ?? goal.value;
    goal.replaceChildren();
    this.goalDescriptions = {};
    for (const g of this.engine.namedGoals(width, height)) {
      goal.append(new Option(goalTitle(g.name), g.name));
      this.goalDescriptions[g.name] = g.description;
    }
    goal.append(new Option(t('solve.goal.custom'), 'custom'));
    goal.value = previous === 'custom' ? 'custom' : this.goalDescriptions[previous] ? previous : 'ordered';
    this.shuffleRow.size(width, height, { keepHint });
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
      if (custom) this.#problem('custom', () => errorText(error));
      return null;
    }
    this.#problem('custom', null);
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
    this.#describeSearch();
    this.visited.offer(this.engine.catalogue, algorithm.name, this.board.width * this.board.height);

    const board = this.board;
    const read = await this.#goal();
    if (change !== this.changes || read === null) return;
    const { goal } = read;
    const { width, height, tiles } = board;
    this.goalTiles = read.tiles;
    this.#describeGoal();
    drawMini(el.goalPreview, 44, { tiles: this.goalTiles, width, height });
    const startValues = await this.#labelHeuristics(tilesText(tiles), goal);
    if (change !== this.changes) return;
    const parameter = await this.#parameter(algorithm);
    if (change !== this.changes || parameter === null) return;
    // The user's formula, checked like typed input (only where the algorithm uses a heuristic).
    let formula;
    if (this.#usesFormula() && algorithm.usesHeuristic) {
      formula = await this.#formula();
      if (change !== this.changes || formula === null) return;
    } else this.#setFormulaMistake(null);
    // Your best-first search's priority, checked like typed input (only for a row that takes one).
    let priority;
    if (algorithm.priority) {
      priority = await this.#priority();
      if (change !== this.changes || priority === null) return;
    } else this.#setPriorityMistake(null);
    const stale = () => change !== this.changes;
    this.goalOffer.update({ start: tilesText(tiles), goal, goalValue: () => el.goal.value, fixing: () => Boolean(this.fix), stale });
    this.formulaVerdict.judge({ formula, goal, width, height, stale });

    // Re-reading unchanged fields (Enter, blur) must not restart a search.
    const tie = this.tie.value;
    const key = JSON.stringify([tiles, this.goalTiles, algorithm.name, el.heuristic.value, parameter, tie, this.visited.value, el.costs.value, formula, priority]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.onChange({
      start: board.text,
      goal,
      algorithm: algorithm.name,
      heuristic: el.heuristic.value,
      parameter,
      parameters: { ...this.parameterValues },
      // A tie-breaking rule other than the default (absent: the default, or no open list).
      ...(tie ? { tie } : {}),
      visited: this.visited.value,
      // What a move costs (a name of the engine's `costs()`).
      costs: el.costs.value,
      // The heuristic the user wrote, when the menu's choice is the catalogue's formula entry.
      ...(formula !== undefined ? { formula } : {}),
      // Your best-first search's priority, when the algorithm takes one.
      ...(priority !== undefined ? { priority } : {}),
      width,
      height,
      tiles,
      goalTiles: this.goalTiles,
      // Each heuristic's value at the start (the engine's), as the menu shows them.
      startValues,
    });
  }

  /** The algorithm's hint, and the heuristic menu's and parameter field's state for it. */
  #describeSearch() {
    const el = this.el;
    const algorithm = this.engine.catalogue.algorithm(el.algorithm.value);
    el.algorithmHint.textContent = algorithm.hint;
    el.heuristic.disabled = !algorithm.usesHeuristic;
    el.heuristic.title = algorithm.usesHeuristic ? '' : t('solve.noHeuristic', { title: algorithm.title });
    // What a move costs: a search the row does not offer under the costs is disabled in each menu, and
    // the line under it says what the search does with them and whether the heuristic is admissible.
    const { catalogue } = this.engine;
    markCosts(el.costs, catalogue, [algorithm]);
    markAlgorithms(el.algorithm, catalogue, el.costs.value);
    el.costsHint.textContent = catalogue.weighs(el.costs.value)
      ? costsSentence(catalogue, el.costs.value, algorithm, catalogue.heuristic(el.heuristic.value))
      : t('costs.hintUnit');
    el.parameterField.hidden = !algorithm.parameter;
    if (algorithm.parameter) this.#showParameter(algorithm.parameter.key);
    this.tie?.show(algorithm);
    const prioritised = Boolean(algorithm.priority);
    el.priorityField.hidden = !prioritised;
    el.priorityHint.hidden = !prioritised;
    if (!prioritised) el.priorityError.hidden = true;
    const formula = this.#usesFormula() && algorithm.usesHeuristic;
    el.formulaField.hidden = !formula;
    el.formulaHint.hidden = !formula;
    if (!formula) {
      el.formulaError.hidden = true;
      el.formulaVerdict.hidden = true;
    }
  }

  /** Whether the heuristic menu's choice is the catalogue's formula entry. */
  #usesFormula() {
    return this.engine.catalogue.isFormula(this.el.heuristic.value);
  }

  /** The formula field's text checked by the engine (`parseFormula`): the formula, or null with its mistake shown. */
  async #formula() {
    let read;
    try {
      read = await this.engine.parseFormula(this.el.formula.value);
    } catch (error) {
      read = { ok: false, error: { column: 1, code: '', found: '', message: error.message } };
    }
    this.#setFormulaMistake(read.ok ? null : read.error);
    return read.ok ? read.formula : null;
  }

  /** The priority field's text checked by the engine (`parsePriority`): the priority, or null with its mistake shown. */
  async #priority() {
    let read;
    try {
      read = await this.engine.parsePriority(this.el.priority.value);
    } catch (error) {
      read = { ok: false, error: { column: 1, code: '', found: '', message: error.message } };
    }
    this.#setPriorityMistake(read.ok ? null : read.error);
    return read.ok ? read.priority : null;
  }

  /** Records the priority field's mistake (null: none), shown with a caret under its column. */
  #setPriorityMistake(mistake) {
    this.priorityMistake = mistake;
    this.#problem('priority', mistake ? () => mistakeText(mistake) : null);
  }

  /** Records the formula field's mistake (null: none), shown with a caret under its column. */
  #setFormulaMistake(mistake) {
    this.formulaMistake = mistake;
    this.#problem('formula', mistake ? () => mistakeText(mistake) : null);
  }

  /**
   * Another view's board for Solve (bus 'useBoard'): `tiles`; `goal` a goal name or board text
   * (without one, the goal and heuristic stay as they are); and, if given, the `formula` as the
   * heuristic.
   */
  useBoard({ tiles, goal, formula }) {
    if (goal === undefined) return this.setStartTiles(tiles);
    const el = this.el;
    if (formula !== undefined && this.engine.catalogue.formula) {
      el.heuristic.value = this.engine.catalogue.formula.name;
      el.formula.value = formula;
    }
    const named = this.engine.namedGoals(this.board?.width ?? 3, this.board?.height ?? 3).some((g) => g.name === goal);
    if (!named) el.customGoal.value = goal;
    return this.loadPreset({ id: '', start: tilesText(tiles), goal: named ? goal : 'custom' });
  }

  /** The goal's hint (its description) and the preview's name. */
  #describeGoal() {
    const el = this.el;
    if (!this.goalTiles) return;
    const goal = el.goal.value;
    el.goalHint.textContent = goal === 'custom' ? t('solve.goal.customHint') : capitalise(this.goalDescriptions[goal] ?? '');
    el.goalPreview.setAttribute('aria-label', t('solve.goal.preview', { tiles: tilesText(this.goalTiles) }));
  }

  /** The row (in the page's language) of the parameter the field shows, or null. */
  #parameterRow() {
    return this.engine.catalogue.parameters.find((p) => p.key === this.parameterKey) ?? null;
  }

  /**
   * Shows the parameter `key` in the field (the one it shows, by default): its label, range and
   * step from its row, and its value; the value of the one it showed before is kept for later.
   */
  #showParameter(key = this.parameterKey) {
    const el = this.el;
    if (key !== this.parameterKey) {
      this.parameterKey = key;
      el.parameter.value = String(this.parameterValues[key]);
    }
    const row = this.#parameterRow();
    if (!row) return;
    el.parameterLabel.textContent = row.label;
    el.parameter.min = String(row.pageMin);
    el.parameter.max = String(row.pageMax);
    el.parameter.step = String(row.step);
    if (el.parameter.value === '' && !this.problems.parameter) el.parameter.value = String(this.parameterValues[key]);
  }

  /**
   * Puts `value` (a link's, already checked) as the value of the parameter `key`: in the field if
   * it shows that parameter, else kept until an algorithm that takes it is chosen.
   */
  setParameter(key, value) {
    if (!(key in this.parameterValues)) return;
    this.parameterValues[key] = value;
    if (key === this.parameterKey) this.el.parameter.value = String(value);
  }

  /**
   * The parameter field's value if the engine's page range for the algorithm's parameter holds it
   * (`pageParameter`), else null with the engine's sentence under the field; undefined (and no
   * complaint) for an algorithm that takes no parameter.
   */
  async #parameter(algorithm) {
    if (!algorithm.parameter) {
      this.#problem('parameter', null);
      return undefined;
    }
    const text = this.el.parameter.value.trim();
    try {
      const value = await this.engine.pageParameter(algorithm.name, text === '' ? NaN : Number(text));
      this.#problem('parameter', null);
      this.parameterValues[algorithm.parameter.key] = value;
      return value;
    } catch (error) {
      // An empty field is no number at all: the sentence without "not NaN".
      this.#problem('parameter', () => (text === '' ? errorText(error).replace(/, not NaN$/, '') : errorText(error)));
      return null;
    }
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
    this.startValues = values;
    this.#labelHeuristicOptions(values);
    return values;
  }

  /**
   * Each heuristic's title in the menu, with its value at the start where known. One defined for
   * a single goal (its catalogue entry's `goal`, e.g. Nilsson's sequence score: the 3×3 spiral)
   * that the engine gave no value for this board and goal is disabled, and says why.
   */
  #labelHeuristicOptions(values) {
    const known = Object.keys(values).length > 0;
    for (const option of this.el.heuristic.options) {
      const { title, goal, sides } = this.engine.catalogue.heuristic(option.value);
      const unfit = known && goal !== undefined && !(option.value in values);
      option.disabled = unfit;
      if (unfit) {
        const side = sides?.[0] ?? '';
        option.textContent = t('solve.heuristicGoalOnly', { title, goal: goalTitle(goal), size: `${side}×${side}` });
        option.title = option.textContent;
        continue;
      }
      option.removeAttribute('title');
      // "None (h = 0)" says its value in its title already.
      const said = title.includes('h = ');
      option.textContent = option.value in values && !said ? t('solve.heuristicWithValue', { title, h: values[option.value] }) : title;
    }
  }

  #setError(input, output, message) {
    output.textContent = message;
    output.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** A random board at the depth given, from a fresh seed (shown, so a class can repeat it). */
  shuffle() {
    return this.#track(this.shuffleRow.shuffle());
  }
}
