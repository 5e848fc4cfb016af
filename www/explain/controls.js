// The left column's top: which search is explained, the node it expanded
// last on a small board, and buttons that drive the Solve view's search
// through the bus (the same search: both views always agree).

import { command } from '../bus.js';
import { heuristicValues } from '../pkg/npuzzle.js';
import { describeTiles, drawMini } from '../tiles.js';
import { formatValue } from './palette.js';

const BOARD_PX = 112;

export class SearchControls {
  /** @param {HTMLElement} root  @param {{ onSolveView: () => void }} handlers */
  constructor(root, { onSolveView }) {
    root.innerHTML = `
      <div class="explain-head">
        <h2 id="explain-title">Explain the search</h2>
        <p class="explain-problem"></p>
        <p class="explain-start"></p>
      </div>
      <div class="explain-node">
        <canvas class="explain-board" role="img" aria-label="Current node"></canvas>
        <div class="explain-node-text">
          <p class="node-title"></p>
          <p class="node-numbers"></p>
          <p class="hint">Same search as the Solve view. <button type="button" class="quiet solve-link">Change the puzzle or algorithm</button></p>
        </div>
      </div>
      <div class="explain-buttons">
        <button type="button" data-command="step" title="One expansion (→)">Step search</button>
        <button type="button" data-command="togglePlay" class="primary" title="Play / pause (Space)">Play search</button>
        <button type="button" data-command="runToEnd" title="As fast as possible until the search ends">Run search to end</button>
        <button type="button" data-command="reset" class="secondary" title="Start over (R)">Reset search</button>
      </div>`;
    this.problemText = root.querySelector('.explain-problem');
    this.startText = root.querySelector('.explain-start');
    this.board = root.querySelector('canvas');
    this.title = root.querySelector('.node-title');
    this.numbers = root.querySelector('.node-numbers');
    this.buttons = Object.fromEntries([.../** @type {NodeListOf<HTMLButtonElement>} */ (root.querySelectorAll('button[data-command]'))].map((b) => [b.dataset.command, b]));
    for (const button of Object.values(this.buttons)) button.addEventListener('click', () => command(button.dataset.command));
    root.querySelector('.solve-link').addEventListener('click', onSolveView);
    this.setState('idle');
  }

  setProblem(problem) {
    if (!problem) return;
    this.problem = problem;
    try {
      this.startH = problem.usesHeuristic ? heuristicValues(problem.start, problem.goal)[problem.heuristic] : 0;
    } catch {
      this.startH = null; // the Solve view shows the input's error
    }
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
    drawMini(this.board, BOARD_PX, { tiles: summary.tiles, width: p.width, height: p.height, goal: p.goalTiles });
    this.board.dataset.tiles = Array.from(summary.tiles).join(' ');
    this.board.setAttribute('aria-label', `Current node: ${describeTiles(summary.tiles, p.width)}`);
    const heuristic = p.usesHeuristic ? ` · h ${summary.h} · f ${formatValue(summary.f)}` : '';
    const side = p.traits.bidirectional && summary.steps > 0 ? (summary.side === 'backward' ? ' · goal side' : ' · start side') : '';
    if (summary.steps === 0) {
      this.title.textContent = summary.status === 'unsolvable' ? 'Start (cannot reach the goal)' : 'Start node';
      const h = this.startH;
      const f = p.traits.weighted ? Number(p.weight) * h : h;
      this.numbers.textContent = p.usesHeuristic && h !== null ? `g 0 · h ${h} · f ${formatValue(f)}` : 'g 0';
      return;
    }
    this.title.textContent = summary.status === 'solved' && summary.children.length === 0 ? 'Goal selected' : 'Expanded last';
    this.numbers.textContent = `g ${summary.g}${heuristic}${side}`;
  }
}

