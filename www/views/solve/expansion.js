// "Children of this node", under the board while searching: the boards the
// last expansion generated, each with the blank's move, its g and h, and what
// the search did with it (new → frontier, already visited, over the IDA*
// threshold, …). This is where a student sees why A* skips a state.

import { has, onLanguageChange, t } from '../../i18n/index.js';
import { blankIndex, drawMini } from '../../widgets/tiles.js';
import { sizeFacts } from '../../engine/catalogue.js';

const $ = (id) => document.getElementById(id);
const MINI_SIZE = 50;
const ARROWS = { u: '↑', d: '↓', l: '←', r: '→' };

/** Words for `child.kind` in the current language (`solve.kind.<kind>`; an unknown kind as the engine names it). */
export const kindText = (kind) => (has(`solve.kind.${kind}`) ? t(`solve.kind.${kind}`) : kind);

export class ExpansionView {
  constructor() {
    this.box = $('expansion');
    this.list = $('children');
    /** The child items, kept for redrawing (newItem). @type {ReturnType<typeof newItem>[]} */
    this.items = [];
    /** What is shown, to word it again after a language switch: a note's key, or the summary and its board. */
    this.shown = null;
    onLanguageChange(() => {
      if (this.shown?.note) this.note(this.shown.note);
      else if (this.shown) this.show(this.shown.summary, this.shown.options);
    });
  }

  /** Hidden once the search is over (the solution player takes its place). */
  setVisible(visible) {
    this.box.hidden = !visible;
  }

  /** A line of text instead of children (before the first step): the catalogue's `key`. */
  note(key) {
    this.shown = { note: key };
    const item = document.createElement('li');
    item.className = 'children-note';
    item.textContent = t(key);
    this.list.replaceChildren(item);
  }

  /**
   * Shows `summary.children`. `usesHeuristic` hides h where it means nothing;
   * `goalTiles` colours tiles already in place. The items are kept and
   * redrawn in place (a canvas's context is made once), since a search at
   * full speed shows a new node every frame.
   */
  show(summary, options) {
    const { width, height, goalTiles, usesHeuristic } = options;
    if (summary.children.length === 0) {
      this.note(summary.status === 'solved' ? 'solve.note.goalSelected' : 'solve.note.noChildren');
      return;
    }
    this.shown = { summary, options };
    // The tile each child moved sits where the parent's blank was.
    const moved = blankIndex(summary.tiles);
    const items = summary.children.map((child, i) => {
      const item = (this.items[i] ??= newItem());
      item.className = `child kind-${child.kind}`;
      drawMini(item.canvas, MINI_SIZE, { tiles: child.tiles, width, height, goal: goalTiles, mark: moved, numbers: sizeFacts(width, height).thumbnailDigits });
      item.move.textContent = `${ARROWS[child.move] ?? ''} ${child.move}`;
      item.numbers.textContent = usesHeuristic ? `g ${child.g} · h ${child.h}` : `g ${child.g}`;
      item.kind.textContent = kindText(child.kind);
      item.setAttribute('aria-label', t('solve.child', { move: child.move, g: child.g, h: child.h, kind: kindText(child.kind) }));
      return item;
    });
    const shown = [...this.list.children];
    if (shown.length !== items.length || shown.some((node, i) => node !== items[i])) this.list.replaceChildren(...items);
  }
}

/** One child's item: its board, move, numbers and kind, kept on the element for redrawing. */
function newItem() {
  const item = document.createElement('li');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const text = document.createElement('div');
  text.className = 'child-text';
  const move = document.createElement('span');
  move.className = 'child-move';
  const numbers = document.createElement('span');
  numbers.className = 'child-numbers';
  const kind = document.createElement('span');
  kind.className = 'child-kind';
  text.append(move, numbers, kind);
  item.append(canvas, text);
  return Object.assign(item, { canvas, move, numbers, kind });
}
