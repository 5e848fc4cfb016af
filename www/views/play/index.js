// "Play it yourself" (issue 11): the Solve view's start board becomes a board
// the student slides by hand towards the same goal, with a move counter, Undo,
// Reset to start, and a Hint that the engine answers.
//
//   [Play it yourself] in the board's heading ──► the panel replaces the board,
//   the children, the solution player and the search buttons (the search
//   itself is left as it was) ──► [Back to search] brings them back.
//
// Input: a click or tap on a tile next to the blank; with the board focused,
// the arrow keys and W A S D move the blank (u d l r, the letters of a
// solution: board-input.js), Backspace or Ctrl+Z undoes, H asks for a hint.
// The page's own keys (Space, →, ←, R: views/solve/keys.js) rest while the panel is open.
//
// The engine answers in a worker of its own (engine/worker.js CALLS `hint`,
// src/hint.rs): the exact distance table on 3×3, IDA* with the 5-5-5 pattern
// databases on 4×4 within a node budget. One request is in flight at a time,
// always for the board on screen when it was sent; an answer for a board the
// player has left is kept for later (Undo) and never holds up a move, so a
// Hint never blocks input.

import './play.css';
import { BoardView } from '../../widgets/board.js';
import { cellGeometry } from '../../widgets/tiles.js';
import { h } from '../../widgets/dom.js';
import { loadEngine } from '../../engine/index.js';
import { integer } from '../../i18n/format.js';
import { errorText, onLanguageChange, t } from '../../i18n/index.js';
import { solveStore } from '../../app/store.js';
import { ARROWS, SLIDES, letterBetween, moveForKey } from './board-input.js';
import { Game } from './game.js';

/**
 * Every sentence the panel says, in one place: the catalogue's `play.*` messages (www/i18n), read
 * at the moment they are shown, so a switch of language redraws them from the game as it stands.
 */
const TEXT = {
  noMoves: () => t('play.noMoves'),
  counting: () => t('play.counting'),
  atGoal: () => t('play.atGoal'),
  away: (n) => t('play.away', { n }),
  tooFar: (n) => t('play.tooFar', { n }),
  unsolvable: () => t('play.unsolvable'),
  thinking: () => t('play.thinking'),
  hintNext: (tile, move) => t('play.hintNext', { tile, move, slide: SLIDES[move], key: ARROWS[move] }),
  hintSolved: () => t('play.hintSolved'),
  hintTooFar: (n) => t('play.hintTooFar', { n }),
  hintUnsolvable: () => t('play.hintUnsolvable'),
  solved: (n, shortest) => t('play.solved', { n, shortest }),
  solvedUnknown: (n, atLeast) => t('play.solvedUnknown', { n, atLeast }),
  /** @param {unknown} error */
  failed: (error) => t('play.failed', { message: errorText(error) }),
};

/** An element whose text is the catalogue's `key`, rewritten on a switch of language (www/i18n `translate`). */
const said = (tag, key, props = {}) => h(tag, { ...props, 'data-i18n': key }, t(key));

/** Letters of the player's moves shown at most; older ones are summed up by "…". */
const MOVES_SHOWN = 80;

/** The play worker, started the first time the panel opens (its tables stay warm for the next game). */
let worker = null;
function hintWorker() {
  worker ??= loadEngine().then((engine) => engine.searchWorker());
  return worker;
}

class PlayPanel {
  /** @type {Game | null} */
  game = null;
  /** Answers by board text, for the goal of `#goalKey`. */
  #known = new Map();
  #goalKey = '';
  #asking = false;
  #hintShown = false;
  #error = '';
  /** What the engine threw, kept to word it again after a switch of language. */
  #errorCause = null;
  /** The cell of the tile the hint on screen names, or -1. */
  hinted = -1;

  /** @param {HTMLElement} stage the Solve view's centre panel */
  constructor(stage) {
    this.stage = stage;
    this.enter = said('button', 'play.enter', {
      type: 'button',
      class: 'secondary play-enter',
      title: t('play.enterTitle'),
      'data-i18n-attr': 'title:play.enterTitle',
      disabled: true,
      on: { click: () => this.open() },
    });
    this.canvas = h('canvas', {
      class: 'board play-board',
      tabindex: '0',
      role: 'application',
      'aria-roledescription': t('play.roledescription'),
      'data-i18n-attr': 'aria-roledescription:play.roledescription',
      'aria-describedby': 'play-keys',
      on: { keydown: (event) => this.#key(/** @type {KeyboardEvent} */ (event)) },
    });
    /** A ring around the tile a hint names (the board's own "just moved" colour means something else). */
    this.ring = h('div', { class: 'play-ring', hidden: true, 'aria-hidden': 'true' });
    const button = (key, click, props = {}) => said('button', key, { type: 'button', ...props, on: { click } });
    this.el = {
      distance: h('p', { class: 'play-distance', id: 'play-distance' }),
      count: h('dd', { id: 'play-count' }, '0'),
      moves: h('dd', { id: 'play-moves', class: 'play-moves' }),
      message: h('p', { id: 'play-message', class: 'play-message', hidden: true }),
      hint: h('p', { id: 'play-hint', class: 'play-hint', 'aria-live': 'polite' }),
      undo: button('play.undo', () => this.undo()),
      hintButton: button('play.hint', () => this.showHint(), { class: 'primary' }),
      reset: button('play.reset', () => this.reset(), { class: 'secondary' }),
      back: button('play.back', () => this.close(), { class: 'secondary' }),
    };
    const { distance, count: moveCount, moves, message, hint, undo, hintButton, reset, back } = this.el;
    this.panel = h(
      'section',
      { class: 'play', 'aria-labelledby': 'play-title', hidden: true },
      h('div', { class: 'stage-head play-head' }, said('h2', 'play.title', { id: 'play-title' }), distance),
      h('div', { class: 'board-wrap play-board-wrap' }, this.canvas, this.ring),
      h(
        'div',
        { class: 'play-info', 'aria-live': 'polite' },
        h(
          'dl',
          { class: 'play-counts' },
          h('div', {}, said('dt', 'play.moves'), moveCount),
          h('div', { class: 'play-letters' }, said('dt', 'play.yourMoves'), moves),
        ),
        message,
      ),
      hint,
      h('div', { class: 'buttons play-buttons' }, hintButton, undo, reset, back),
      said('p', 'play.keys', { id: 'play-keys', class: 'keys hint' }),
    );
    const head = stage.querySelector('.stage-head');
    head.insertBefore(this.enter, head.querySelector('.save-png'));
    head.after(this.panel);
    // BoardView watches its canvas's parent for size, so the canvas is placed first.
    this.board = new BoardView(/** @type {HTMLCanvasElement} */ (this.canvas), { onMove: (tiles) => this.#clicked(tiles) });
    new ResizeObserver(() => this.#placeRing()).observe(this.canvas);
    // A switch of language redraws the lines from the game as it stands: the board, the moves
    // made and the engine's answers stay (no tile moves, nothing is asked again).
    onLanguageChange(() => {
      if (this.#errorCause) this.#error = TEXT.failed(this.#errorCause);
      this.#labelBoard();
      this.#renderLines();
    });
  }

  /**
   * The board's name for a screen reader, in the page's language (BoardView writes its English
   * one; the panel's own replaces it, since the panel speaks the player's language).
   */
  #labelBoard() {
    const { game } = this;
    if (!game) return;
    const cells = game.tiles.map((v) => (v === 0 ? t('play.blank') : String(v)));
    const rows = [];
    for (let r = 0; r < game.height; r++) rows.push(cells.slice(r * game.width, (r + 1) * game.width).join(' '));
    this.canvas.setAttribute('aria-label', t('play.board', { width: game.width, height: game.height, tiles: rows.join(' / ') }));
  }

  get active() {
    return !this.panel.hidden;
  }

  /** The Solve view's problem changed: the button follows it, an open game starts over on it. */
  take(problem) {
    this.problem = problem;
    this.enter.disabled = !problem;
    if (!problem || !this.active) return;
    const same = this.game && sameTiles(this.game.start, problem.tiles) && sameTiles(this.game.goal, problem.goalTiles);
    // Typing a new start while playing starts over on it, leaving the focus in the field.
    if (!same) this.open({ focus: false });
  }

  /** Opens the panel on the current problem's start board (and focuses the board). */
  open({ focus = true } = {}) {
    const problem = this.problem;
    if (!problem) return;
    this.game = new Game(problem);
    const goalKey = `${problem.width}x${problem.height}|${this.game.goal.join(' ')}`;
    if (goalKey !== this.#goalKey) {
      this.#goalKey = goalKey;
      this.#known = new Map();
    }
    this.#error = '';
    this.#errorCause = null;
    this.panel.hidden = false;
    this.stage.classList.add('playing');
    document.body.dataset.play = 'on';
    this.#changed({ animate: false });
    if (focus) this.canvas.focus();
  }

  /** Back to the search: the panel goes, the board and its buttons return. */
  close() {
    this.panel.hidden = true;
    this.stage.classList.remove('playing');
    delete document.body.dataset.play;
    this.game = null;
    this.enter.focus();
  }

  /** Makes the blank's move `letter` (`u d l r`); nothing at an edge. */
  move(letter) {
    if (this.game?.move(letter)) this.#changed({ animate: true });
  }

  undo() {
    if (this.game?.undo()) this.#changed({ animate: true });
  }

  reset() {
    if (!this.game) return;
    this.game.reset();
    this.#changed({ animate: false });
    this.canvas.focus();
  }

  /** Shows the hint for the board on screen, now or when the engine answers. */
  showHint() {
    if (!this.game) return;
    this.#hintShown = true;
    this.#renderLines();
    // The hint names a key: the board takes the keys again at once (the Hint button had them).
    this.canvas.focus();
  }

  #key(event) {
    if (event.altKey || event.metaKey) return;
    let act = null;
    if (event.ctrlKey) {
      if (event.key === 'z' || event.key === 'Z') act = () => this.undo();
    } else {
      const letter = moveForKey(event.key);
      if (letter) act = () => this.move(letter);
      else if (event.key === 'Backspace') act = () => this.undo();
      else if (event.key === 'h' || event.key === 'H') act = () => this.showHint();
    }
    if (!act) return;
    event.preventDefault();
    event.stopPropagation();
    act();
  }

  /** A click or tap slid a tile (BoardView works out which): the same move by its letter. */
  #clicked(tiles) {
    const { game } = this;
    if (!game) return;
    const letter = letterBetween(game.tiles.indexOf(0), tiles.indexOf(0), game.width, game.height);
    if (letter) this.move(letter);
  }

  /** The board changed: a new hint is needed, and the engine is asked for it. */
  #changed({ animate }) {
    this.#hintShown = false;
    this.#render({ animate });
    this.#ask();
  }

  /** Asks the engine about the board on screen, unless known or a request is in flight (its answer asks again). */
  async #ask() {
    const game = this.game;
    if (!game || this.#asking || this.#known.has(game.text)) return;
    const text = game.text;
    const known = this.#known;
    this.#asking = true;
    try {
      const client = await hintWorker();
      known.set(text, await client.call('hint', game.goal.join(' '), game.width, game.height, text));
      this.#error = '';
      this.#errorCause = null;
    } catch (error) {
      this.#errorCause = error;
      this.#error = TEXT.failed(error);
    } finally {
      this.#asking = false;
    }
    const now = this.game; // the same game, a new one (a new start typed), or none (closed)
    if (!now) return;
    // Ask again for the board on screen if it is not the one answered, unless that failed.
    const failed = this.#error && now === game && now.text === text;
    if (!failed && !this.#known.has(now.text)) this.#ask();
    this.#renderLines();
  }

  /** Puts the ring on the hinted tile's cell (or hides it), in the canvas's CSS pixels. */
  #placeRing() {
    const { game, ring } = this;
    const cell = game ? this.hinted : -1;
    const size = this.canvas.clientWidth;
    ring.hidden = cell < 0 || !size;
    if (ring.hidden) return;
    const { margin, pitch, cell: side } = cellGeometry(size, game.width, game.height);
    const x = this.canvas.offsetLeft + margin + (cell % game.width) * pitch;
    const y = this.canvas.offsetTop + margin + Math.floor(cell / game.width) * pitch;
    Object.assign(ring.style, { left: `${x}px`, top: `${y}px`, width: `${side}px`, height: `${side}px` });
  }

  /** Draws the board, then every line of the panel. */
  #render({ animate }) {
    const { game } = this;
    if (!game) return;
    const { width, height } = game;
    this.board.show({ tiles: game.tiles, width, height, goal: game.goal }, { animate, editable: true });
    this.#labelBoard();
    this.#renderLines();
  }

  /**
   * The panel's lines and the hint's ring, from the game and what the engine has said (an
   * answer redraws only these, so a tile sliding keeps sliding).
   */
  #renderLines() {
    const { game } = this;
    if (!game) return;
    const answer = this.#known.get(game.text);
    this.hinted = this.#hintShown && answer?.status === 'next' ? game.target(answer.move) : -1;
    this.#placeRing();

    const { distance, count: moveCount, moves, message, hint, undo, reset } = this.el;
    moveCount.textContent = integer(game.moves.length);
    const letters = game.moves.join('');
    moves.textContent = !letters ? TEXT.noMoves() : letters.length > MOVES_SHOWN ? `…${letters.slice(-MOVES_SHOWN)}` : letters;
    undo.disabled = game.moves.length === 0;
    reset.disabled = game.moves.length === 0;
    distance.textContent = this.#error || (answer ? distanceText(answer) : TEXT.counting());
    distance.dataset.status = answer?.status ?? 'pending';

    const start = this.#known.get(game.start.join(' '));
    const solved = game.solved && start;
    message.hidden = !solved;
    message.textContent = !solved ? '' : start.distance !== undefined ? TEXT.solved(game.moves.length, start.distance) : TEXT.solvedUnknown(game.moves.length, start.atLeast ?? 0);
    hint.textContent = this.#hintShown ? (answer ? hintText(answer) : TEXT.thinking()) : '';
  }
}

function distanceText(answer) {
  switch (answer.status) {
    case 'solved':
      return TEXT.atGoal();
    case 'next':
      return TEXT.away(answer.distance);
    case 'too-far':
      return TEXT.tooFar(answer.atLeast);
    default:
      return TEXT.unsolvable();
  }
}

function hintText(answer) {
  switch (answer.status) {
    case 'solved':
      return TEXT.hintSolved();
    case 'next':
      return TEXT.hintNext(answer.tile, answer.move);
    case 'too-far':
      return TEXT.hintTooFar(answer.atLeast);
    default:
      return TEXT.hintUnsolvable();
  }
}

const sameTiles = (a, b) => a.length === b.length && Array.from(a).every((tile, i) => tile === b[i]);

/** The panel in the Solve view, following the store's problem. */
const stage = /** @type {HTMLElement} */ (document.querySelector('main[data-view="solve"] .stage'));
if (stage) {
  const play = new PlayPanel(stage);
  play.take(solveStore.get().problem);
  solveStore.subscribe(({ problem }, changed) => {
    if (changed.has('problem')) play.take(problem);
  });
}
