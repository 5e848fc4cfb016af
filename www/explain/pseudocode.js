// Panel "Pseudo-code": the selected algorithm as the engine runs it, with
// the lines the last step executed marked (and how many times, for the
// lines inside the child loop) and the line that sums the step up
// highlighted. After a single Step the lines light up one after the other,
// in the order they ran, before settling.
//
// Marks are attributes, so tests and screen readers see them: a line that
// ran has data-ran="true" (data-count="3"), the highlighted one
// aria-current="step".

import { listing, trace } from './listings.js';
import { formatValue } from './palette.js';
import { h } from '../dom.js';
import { count } from '../format.js';
import { STEP_MEANING, stepName } from '../steps.js';

const LINE_MS = 130;

export class PseudoCode {
  constructor(root) {
    root.replaceChildren(
      h('div', { class: 'code-head' }, h('h3', { class: 'mini-title', id: 'explain-code-title' }, 'Pseudo-code')),
      h('ol', { class: 'code', 'aria-labelledby': 'explain-code-title' }),
      h('p', { class: 'code-caption', 'aria-live': 'polite', title: STEP_MEANING }),
    );
    this.title = root.querySelector('h3');
    this.list = root.querySelector('ol');
    this.caption = root.querySelector('.code-caption');
    this.algorithm = null;
    this.timer = 0;
    this.lastKey = '';
  }

  /** Shows the listing of the problem's algorithm (its catalogue entry, `problem.traits`). */
  setProblem(problem) {
    this.#stop();
    this.algorithm = problem?.traits ?? null;
    this.lastKey = '';
    this.title.textContent = `Pseudo-code · ${problem?.algorithmTitle?.replace(/ with .*$/, '') ?? ''}`;
    this.list.replaceChildren(
      ...listing(this.algorithm).map((l, i) => {
        const li = h(
          'li',
          { dataset: { line: l.id } },
          h('span', { class: 'ln', 'aria-hidden': 'true' }, String(i + 1)),
          h('code', {}, l.code),
          l.note ? h('span', { class: 'code-note' }, `// ${l.note}`) : null,
          h('span', { class: 'tally' }),
        );
        li.style.setProperty('--depth', l.depth);
        return li;
      }),
    );
  }

  /**
   * Marks what the step that led to `summary` ran. `animate`: one manual
   * step, so the lines light up in order first.
   */
  show(summary, { animate = false } = {}) {
    if (!this.algorithm || !summary) return;
    const key = `${summary.steps}/${summary.status}`;
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.#stop();
    const { sequence, counts, focus } = trace(this.algorithm, summary);
    this.caption.textContent = describe(this.algorithm, summary);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!animate || reduced || sequence.length < 2) {
      this.#mark(counts, focus);
      return;
    }
    this.#mark({}, null);
    let i = 0;
    const seen = {};
    const next = () => {
      if (i >= sequence.length) {
        this.#mark(counts, focus);
        this.timer = 0;
        return;
      }
      const id = sequence[i++];
      seen[id] = (seen[id] ?? 0) + 1;
      this.#mark(seen, id);
      this.timer = setTimeout(next, LINE_MS);
    };
    next();
  }

  #mark(counts, focus) {
    const tallied = new Set(); // a statement split over two lines is counted once
    for (const li of this.list.children) {
      const n = counts[li.dataset.line] ?? 0;
      if (n > 0) {
        li.dataset.ran = 'true';
        li.dataset.count = String(n);
      } else {
        delete li.dataset.ran;
        delete li.dataset.count;
      }
      li.querySelector('.tally').textContent = n > 1 && !tallied.has(li.dataset.line) ? `×${n}` : '';
      tallied.add(li.dataset.line);
      if (li.dataset.line === focus) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
  }

  #stop() {
    clearTimeout(this.timer);
    this.timer = 0;
  }
}

/** One sentence about the last step. */
function describe(algorithm, s) {
  if (s.status === 'unsolvable') return 'Nothing to run: the start cannot reach the goal.';
  if (s.status === 'stopped') return `The search was stopped by a budget (${s.message}).`;
  if (s.steps === 0) {
    return s.status === 'solved' ? 'The start is already the goal.' : 'Before the first step: only the start is in the frontier.';
  }
  if (s.status === 'exhausted') return 'Nothing is left to expand and the goal was never reached: failure.';
  // Breadth-first searches test a child when it is generated, the others a node when it is selected.
  const breadthFirst = !algorithm.iterative && algorithm.frontierKey === 'g';
  const node = algorithm.usesHeuristic ? `f ${formatValue(s.f)} (g ${s.g}, h ${s.h})` : `depth ${s.g}`;
  const side = algorithm.bidirectional ? ` on the ${s.side === 'backward' ? 'goal' : 'start'} side` : '';
  // Named as the Solve view counts (steps.js): "Expansion 12", or "After 314 expansions" for the goal's selection.
  const start = `${stepName(s)}: `;
  if (s.status === 'solved' && !breadthFirst && s.children.length === 0) {
    return `${start}popped the goal (${node}): the path has ${count(s.solutionLength, 'move')}.`;
  }
  const kinds = {};
  for (const c of s.children) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
  const parts = [];
  if (kinds.new) parts.push(`${kinds.new} new${breadthFirst ? ' (queued)' : ' (pushed)'}`);
  if (kinds.improved) parts.push(`${kinds.improved} reached by a shorter path`);
  const seen = (kinds['in-frontier'] ?? 0) + (kinds.closed ?? 0);
  if (seen) parts.push(`${seen} already in the frontier or visited`);
  if (kinds['over-threshold']) parts.push(`${kinds['over-threshold']} over the ${algorithm.bound}`);
  const iteration = s.newIteration ? `iteration ${s.iteration} begins with ${algorithm.bound} ${s.threshold}; ` : '';
  const n = s.children.length;
  const found = s.status !== 'solved' ? '' : algorithm.bidirectional
    ? ` The two searches have met: the shortest path has ${count(s.solutionLength, 'move')}.`
    : ` The goal was generated: the path has ${count(s.solutionLength, 'move')}.`;
  return `${start}${iteration}expanded a node${side} at ${node}: ${count(n, 'child', 'children')}${parts.length ? `, ${parts.join(', ')}` : ''}.${found}`;
}
