// The left column's top: which search is explained, the node it expanded
// last on a small board, and buttons that drive the Solve view's search
// through the bus (the same search: both views always agree).

import { command } from '../../app/bus.js';
import { t } from '../../i18n/index.js';
import { describeTiles, drawMini } from '../../widgets/tiles.js';
import { formatValue } from './palette.js';
import { titleOf } from './words.js';
import { h } from '../../widgets/dom.js';
import { stepMeaning, stepName, tookGoal } from '../../widgets/steps.js';

const BOARD_PX = 112;

/** tiles.js's word for the blank in a board's description (its own language's once it has one). */
const BLANK = 'blank';

export class SearchControls {
  /** @param {HTMLElement} root  @param {{ onSolveView: () => void }} handlers */
  constructor(root, { onSolveView }) {
    const button = (name) => h('button', { type: 'button', dataset: { command: name } });
    root.replaceChildren(
      h(
        'div',
        { class: 'explain-head' },
        h('h2', { id: 'explain-title' }),
        h('p', { class: 'explain-problem' }),
        h('p', { class: 'explain-start' }),
      ),
      h(
        'div',
        { class: 'explain-node' },
        h('canvas', { class: 'explain-board', role: 'img' }),
        h(
          'div',
          { class: 'explain-node-text' },
          h('p', { class: 'node-title' }),
          h('p', { class: 'node-numbers' }),
          h('p', { class: 'hint' }, h('span', { class: 'same-search' }), h('button', { type: 'button', class: 'quiet solve-link' })),
        ),
      ),
      h(
        'div',
        { class: 'explain-buttons' },
        button('back'),
        button('step'),
        h('button', { type: 'button', dataset: { command: 'togglePlay' }, class: 'primary' }),
        button('runToEnd'),
        h('button', { type: 'button', dataset: { command: 'reset' }, class: 'secondary' }),
      ),
    );
    this.root = root;
    this.problemText = root.querySelector('.explain-problem');
    this.startText = root.querySelector('.explain-start');
    this.board = root.querySelector('canvas');
    this.title = root.querySelector('.node-title');
    this.numbers = root.querySelector('.node-numbers');
    this.buttons = Object.fromEntries([.../** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll('button[data-command]'))].map((b) => [b.dataset.command, b]));
    for (const b of Object.values(this.buttons)) b.addEventListener('click', () => command(b.dataset.command));
    root.querySelector('.solve-link').addEventListener('click', onSolveView);
    this.state = 'idle';
    this.summary = null;
    this.relabel();
  }

  /** Writes every word in the current language again, from what the panel holds. */
  relabel() {
    const root = this.root;
    root.querySelector('#explain-title').textContent = t('explain.heading');
    root.querySelector('.same-search').textContent = t('explain.sameSearch');
    root.querySelector('.solve-link').textContent = t('explain.changeSearch');
    const b = this.buttons;
    b.back.title = t('explain.back.title');
    b.back.textContent = t('explain.back');
    b.step.title = t('explain.step.title', { meaning: stepMeaning() });
    b.step.textContent = t('explain.step');
    b.togglePlay.title = t('explain.play.title');
    b.runToEnd.title = t('explain.run.title');
    b.runToEnd.textContent = t('explain.run');
    b.reset.title = t('explain.reset.title');
    b.reset.textContent = t('explain.reset');
    this.board.setAttribute('aria-label', t('explain.currentNode'));
    if (this.problem) this.setProblem(this.problem);
    this.setState(this.state);
    if (this.summary) this.showNode(this.summary);
  }

  setProblem(problem) {
    if (!problem) return;
    this.problem = problem;
    // The engine's value at the start, read by the setup panel (null for a heuristic it does not list).
    this.startH = problem.usesHeuristic ? (problem.startValues?.[problem.heuristic] ?? null) : 0;
    this.problemText.textContent = titleOf(problem);
    const goal = problem.goal.length > 20 ? t('explain.customGoal') : problem.goal;
    const board = (tiles) => describeTiles(tiles, problem.width).replaceAll(BLANK, '_');
    this.startText.textContent = t('explain.start', { board: board(problem.tiles), goal, goalBoard: board(problem.goalTiles) });
  }

  /** Button labels and which can be pressed in the controller's `state`. */
  setState(state) {
    this.state = state;
    const finished = state === 'finished';
    const playing = state === 'searching';
    const play = this.buttons.togglePlay;
    play.textContent = playing ? t('explain.pause') : t('explain.play');
    play.classList.toggle('active', playing);
    this.buttons.step.disabled = finished || !this.problem;
    play.disabled = finished || !this.problem;
    this.buttons.runToEnd.disabled = finished || !this.problem;
    this.buttons.reset.disabled = !this.problem;
  }

  /** The node the last step selected (the start before the first step). */
  showNode(summary) {
    const p = this.problem;
    if (!p || !summary) return;
    this.summary = summary;
    this.buttons.back.disabled = summary.steps === 0;
    drawMini(this.board, BOARD_PX, { tiles: summary.tiles, width: p.width, height: p.height, goal: p.goalTiles });
    this.board.dataset.tiles = Array.from(summary.tiles).join(' ');
    this.board.setAttribute('aria-label', t('explain.currentNodeIs', { board: describeTiles(summary.tiles, p.width).replaceAll(BLANK, t('explain.blank')) }));
    const heuristic = p.usesHeuristic ? ` · h ${summary.h} · f ${formatValue(summary.f)}` : '';
    const side = p.traits.bidirectional && summary.steps > 0 ? ` · ${summary.side === 'backward' ? t('explain.goalSide') : t('explain.startSide')}` : '';
    if (summary.steps === 0) {
      this.title.textContent = summary.status === 'unsolvable' ? t('explain.node.unreachable') : t('explain.node.start');
      const startH = this.startH;
      // A parameter that weighs h (weighted A*'s w, optimality 'weight') weighs the start's f too.
      const f = p.traits.optimality === 'weight' ? Number(p.parameter) * startH : startH;
      this.numbers.textContent = p.usesHeuristic && startH !== null ? `g 0 · h ${startH} · f ${formatValue(f)}` : 'g 0';
      return;
    }
    // Named as everywhere else (steps.js): "Expansion 12", or "Goal selected after 314 expansions".
    this.title.textContent = tookGoal(summary) ? t('explain.node.goalSelected', { step: stepName(summary) }) : stepName(summary);
    this.numbers.textContent = `g ${summary.g}${heuristic}${side}`;
  }
}

