// "Children of this node", under the board while searching: the boards the
// last expansion generated, each with the blank's move, its g and h, and what
// the search did with it (new → frontier, already visited, over the IDA*
// threshold, …). This is where a student sees why A* skips a state.

import { blankIndex, drawMini } from './tiles.js';

const $ = (id) => document.getElementById(id);
const MINI_SIZE = 50;
const ARROWS = { u: '↑', d: '↓', l: '←', r: '→' };

/** Words for `child.kind`. */
export const KIND_TEXT = {
  new: 'new → frontier',
  improved: 'shorter path',
  'in-frontier': 'already queued',
  closed: 'already visited',
  'over-threshold': 'over threshold',
};

export class ExpansionView {
  constructor() {
    this.box = $('expansion');
    this.list = $('children');
  }

  /** Hidden once the search is over (the solution player takes its place). */
  setVisible(visible) {
    this.box.hidden = !visible;
  }

  /** A line of text instead of children (before the first step). */
  note(text) {
    const item = document.createElement('li');
    item.className = 'children-note';
    item.textContent = text;
    this.list.replaceChildren(item);
  }

  /**
   * Shows `summary.children`. `usesHeuristic` hides h where it means nothing;
   * `goalTiles` colours tiles already in place.
   */
  show(summary, { width, height, goalTiles, usesHeuristic }) {
    if (summary.children.length === 0) {
      this.note(summary.status === 'solved' ? 'The goal was selected: the search is over.' : 'No children.');
      return;
    }
    // The tile each child moved sits where the parent's blank was.
    const moved = blankIndex(summary.tiles);
    const items = summary.children.map((child) => {
      const item = document.createElement('li');
      item.className = `child kind-${child.kind}`;
      const canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      drawMini(canvas, MINI_SIZE, { tiles: child.tiles, width, height, goal: goalTiles, mark: moved, numbers: width * height <= 9 });
      const text = document.createElement('div');
      text.className = 'child-text';
      const move = document.createElement('span');
      move.className = 'child-move';
      move.textContent = `${ARROWS[child.move] ?? ''} ${child.move}`;
      const numbers = document.createElement('span');
      numbers.className = 'child-numbers';
      numbers.textContent = usesHeuristic ? `g ${child.g} · h ${child.h}` : `g ${child.g}`;
      const kind = document.createElement('span');
      kind.className = 'child-kind';
      kind.textContent = KIND_TEXT[child.kind] ?? child.kind;
      text.append(move, numbers, kind);
      item.append(canvas, text);
      item.setAttribute('aria-label', `Blank ${child.move}: g ${child.g}, h ${child.h}, ${KIND_TEXT[child.kind] ?? child.kind}`);
      return item;
    });
    this.list.replaceChildren(...items);
  }
}
