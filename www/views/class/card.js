// A node question's card, as the projector and the phones draw it: the board in small (coloured
// against the goal, as the Solve view's quiz draws its cards) and its g, h and f.

import { h } from '../../widgets/dom.js';
import { drawMini } from '../../widgets/tiles.js';
import { short } from '../../i18n/format.js';
import { sizeFacts } from '../../engine/catalogue.js';

/**
 * The canvas and the numbers of `card` of `question` (a next-node question: its size, goal and
 * whether its search uses a heuristic), the board `size` CSS px square.
 * @returns {HTMLElement[]}
 */
export function cardFace(question, card, size) {
  const canvas = h('canvas', { 'aria-hidden': 'true' });
  const { width, height, goal } = question;
  drawMini(canvas, size, { tiles: card.tiles, width, height, goal, numbers: sizeFacts(width, height).thumbnailDigits });
  const numbers = question.usesHeuristic ? `g ${card.g} · h ${card.h} · f ${short(card.f, 2)}` : `g ${card.g}`;
  return [canvas, h('span', { class: 'class-card-numbers' }, numbers)];
}
