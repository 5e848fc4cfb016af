// The left column's top: which search is explained, the node it expanded
// last on a small board, and buttons that drive the Solve view's search
// through the bus (the same search: both views always agree).

import { command } from '../bus.js';
import { describeTiles, drawMini } from '../tiles.js';
import { formatValue } from './palette.js';
import { h } from '../dom.js';
import { STEP_MEANING, stepName, tookGoal } from '../steps.js';

const BOARD_PX = 112;

export class SearchControls {
  /** @param {HTMLElement} root  @param {{ onSolveView: () => void }} handlers */
  constructor(root, { onSolveView }) {
    const button = (name, title, text, props = {}) => h('button', { type: 'button', dataset: { command: name }, ...props, title }, text);
    root.replaceChildren(
      h(
        'div',
        { class: 'explain-head' },
        h('h2', { id: 'explain-title' }, 'Explain the search'),
        h('p', { class: 'explain-problem' }),
        h('p', { class: 'explain-start' }),
      ),
      h(
        'div',
        { class: 'explain-node' },
        h('canvas', { class: 'explain-board', role: 'img', 'aria-label': 'Current node' }),
        h(
          'div',
          { class: 'explain-node-text' },
          h('p', { class: 'node-title' }),
          h('p', { class: 'node-numbers' }),
          h(
            'p',
            { class: 'hint' },
            'Same search as the Solve view. ',
            h('button', { type: 'button', class: 'quiet solve-link' }, 'Change the puzzle or algorithm'),
          ),
        ),
      ),
      h(
        'div',
        { class: 'explain-buttons' },
        button('back', 'Undo one expansion (,)', 'Step back'),
        button('step', `One expansion (→). ${STEP_MEANING}`, 'Step search'),
        button('togglePlay', 'Play / pause (Space)', 'Play search', { class: 'primary' }),
        button('runToEnd', 'As fast as possible until the search ends', 'Run search to end'),
        button('reset', 'Start over (R)', 'Reset search', { class: 'secondary' }),
      ),
    );
    this.problemText = root.querySelector('.explain-problem');
    this.startText = root.querySelector('.explain-start');
    this.board = root.querySelector('canvas');
    this.title = root.querySelector('.node-title');
    this.numbers = root.querySelector('.node-numbers');
    this.buttons = Object.fromEntries([.../** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll('button[data-command]'))].map((b) => [b.dataset.command, b]));
    for (const b of Object.values(this.buttons)) b.addEventListener('click', () => command(b.dataset.command));
    root.querySelector('.solve-link').addEventListener('click', onSolveView);
    this.setState('idle');
  }

  setProblem(problem) {
    if (!problem) return;
    this.problem = problem;
    // The engine's value at the start, read by the setup panel (null for a heuristic it does not list).
    this.startH = problem.usesHeuristic ? (problem.startValues?.[problem.heuristic] ?? null) : 0;
    this.problemText.textContent = problem.algorithmTitle;
    this.startText.textContent = `Start ${describeTiles(problem.tiles, problem.width).replaceAll('blank', '_')} · goal ${problem.goal.length > 20 ? 'custom' : problem.goal}`;
  }

  /** Button labels and which can be pressed in the controller's `state`. */
  setState(state) {
    const finished = state === 'finished';
    const playing = state === 'searching';
    const play = this.buttons.togglePlay;
    play.textContent = playing ? 'Pause search' : 'Play search';
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
    this.buttons.back.disabled = summary.steps === 0;
    drawMini(this.board, BOARD_PX, { tiles: summary.tiles, width: p.width, height: p.height, goal: p.goalTiles });
    this.board.dataset.tiles = Array.from(summary.tiles).join(' ');
    this.board.setAttribute('aria-label', `Current node: ${describeTiles(summary.tiles, p.width)}`);
    const heuristic = p.usesHeuristic ? ` · h ${summary.h} · f ${formatValue(summary.f)}` : '';
    const side = p.traits.bidirectional && summary.steps > 0 ? (summary.side === 'backward' ? ' · goal side' : ' · start side') : '';
    if (summary.steps === 0) {
      this.title.textContent = summary.status === 'unsolvable' ? 'Start (cannot reach the goal)' : 'Start node';
      const startH = this.startH;
      const f = p.traits.weighted ? Number(p.weight) * startH : startH;
      this.numbers.textContent = p.usesHeuristic && startH !== null ? `g 0 · h ${startH} · f ${formatValue(f)}` : 'g 0';
      return;
    }
    // Named as everywhere else (steps.js): "Expansion 12", or "Goal selected after 314 expansions".
    this.title.textContent = tookGoal(summary) ? `Goal selected ${stepName(summary).toLowerCase()}` : stepName(summary);
    this.numbers.textContent = `g ${summary.g}${heuristic}${side}`;
  }
}

