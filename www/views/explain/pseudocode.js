// Panel "Pseudo-code": the selected algorithm as the engine runs it, with
// the lines the last step executed marked (and how many times, for the
// lines inside the child loop) and the line that sums the step up
// highlighted. After a single Step the lines light up one after the other,
// in the order they ran, before settling.
//
// Marks are attributes, so tests and screen readers see them: a line that
// ran has data-ran="true" (data-count="3"), the highlighted one
// aria-current="step".

import { t } from '../../i18n/index.js';
import { listing, trace } from './listings.js';
import { formatValue } from './palette.js';
import { algorithmOf, boundOf } from './words.js';
import { h } from '../../widgets/dom.js';
import { engineMessage } from '../../widgets/status.js';
import { stepMeaning, stepName } from '../../widgets/steps.js';

const LINE_MS = 130;

export class PseudoCode {
  constructor(root) {
    root.replaceChildren(
      h('div', { class: 'code-head' }, h('h3', { class: 'mini-title', id: 'explain-code-title' }, t('explain.code.heading'))),
      h('ol', { class: 'code', 'aria-labelledby': 'explain-code-title' }),
      h('p', { class: 'code-caption', 'aria-live': 'polite', title: stepMeaning() }),
    );
    this.title = root.querySelector('h3');
    this.list = root.querySelector('ol');
    this.caption = root.querySelector('.code-caption');
    this.algorithm = null;
    this.timer = 0;
    this.lastKey = '';
    this.problem = null;
    this.summary = null;
  }

  /**
   * Writes the listing and the caption in the current language again, marking the same lines as
   * before (the step is the one held: nothing runs again, and no animation replays).
   */
  relabel() {
    this.caption.title = stepMeaning();
    if (!this.problem) return;
    const summary = this.summary;
    this.setProblem(this.problem);
    if (summary) this.show(summary);
  }

  /** Shows the listing of the problem's algorithm (its catalogue entry, `problem.traits`). */
  setProblem(problem) {
    this.#stop();
    this.problem = problem;
    this.summary = null;
    this.algorithm = problem?.traits ?? null;
    this.lastKey = '';
    if (!problem) {
      this.title.textContent = t('explain.code.heading');
      this.list.replaceChildren();
      return;
    }
    // The capabilities from the problem, the words (the head's name) in the current language.
    const words = { ...this.algorithm, short: algorithmOf(problem).short };
    const title = algorithmOf(problem).title;
    const name = this.algorithm.weighted ? t('explain.code.weighted', { name: title, weight: problem.weight }) : title;
    this.title.textContent = t('explain.code.title', { name });
    this.list.replaceChildren(
      ...listing(words).map((l, i) => {
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
    this.summary = summary;
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
  if (s.status === 'unsolvable') return t('explain.caption.unsolvable');
  if (s.status === 'stopped') return t('explain.caption.stopped', { message: engineMessage(s) });
  if (s.steps === 0) return s.status === 'solved' ? t('explain.caption.startIsGoal') : t('explain.caption.before');
  if (s.status === 'exhausted') return t('explain.caption.exhausted');
  // Breadth-first searches test a child when it is generated, the others a node when it is selected.
  const breadthFirst = !algorithm.iterative && algorithm.frontierKey === 'g';
  const node = algorithm.usesHeuristic ? t('explain.caption.nodeF', { f: formatValue(s.f), g: s.g, h: s.h }) : t('explain.caption.nodeDepth', { g: s.g });
  const side = algorithm.bidirectional ? (s.side === 'backward' ? 'goal' : 'start') : null;
  // Named as the Solve view counts (steps.js): "Expansion 12", or "After 314 expansions" for the goal's selection.
  const step = stepName(s);
  if (s.status === 'solved' && !breadthFirst && s.children.length === 0) {
    return t('explain.caption.poppedGoal', { step, node, length: s.solutionLength });
  }
  const kinds = {};
  for (const c of s.children) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
  const parts = [];
  if (kinds.new) parts.push(t(breadthFirst ? 'explain.caption.queued' : 'explain.caption.pushed', { n: kinds.new }));
  if (kinds.improved) parts.push(t('explain.caption.improved', { n: kinds.improved }));
  const seen = (kinds['in-frontier'] ?? 0) + (kinds.closed ?? 0);
  if (seen) parts.push(t('explain.caption.seen', { n: seen }));
  const bound = algorithm.iterative ? boundOf(algorithm) : '';
  if (kinds['over-threshold']) parts.push(t('explain.caption.over', { n: kinds['over-threshold'], bound }));
  const iteration = s.newIteration ? t('explain.caption.iteration', { iteration: s.iteration, bound, threshold: s.threshold }) : '';
  const found = s.status !== 'solved' ? '' : t(algorithm.bidirectional ? 'explain.caption.met' : 'explain.caption.generatedGoal', { length: s.solutionLength });
  return t('explain.caption.expanded', { step, iteration, side, node, n: s.children.length, parts, found });
}
