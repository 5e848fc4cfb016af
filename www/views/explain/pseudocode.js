// Panel "Pseudo-code": the selected algorithm's listing as the engine
// declares it (each search file's lines, the catalogue entry's `listing`),
// with the lines the last step executed marked (and how many times, for the
// lines inside the child loop) and the line that sums the step up
// highlighted, both as the step's summary names them (`summary.ran`): the
// view keeps no trace logic of its own. After a single Step the lines light
// up one after the other, in the order they ran, before settling.
//
// The words are the catalogue's, by line code (`explain.line.<code>`, notes
// `explain.note.<note>`): the counters' frontier and visited in English, the
// textbook's OPEN 表 and CLOSED 表 in Chinese (www/i18n/terms.js).
//
// Marks are attributes, so tests and screen readers see them: a line that
// ran has data-ran="true" (data-count="3"), the highlighted one
// aria-current="step". A statement too long for one line continues on a
// joined line, which has the statement's code and lights up with it.

import { parameterSetting } from '../../engine/catalogue.js';
import { t } from '../../i18n/index.js';
import { formatValue } from './palette.js';
import { algorithmOf } from './words.js';
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
    // The lines from the problem's entry, the words (the head's name) in the current language.
    const { title, short } = algorithmOf(problem);
    const setting = parameterSetting(this.algorithm, problem.parameter);
    const name = setting ? t('explain.code.parameter', { name: title, setting }) : title;
    this.title.textContent = t('explain.code.title', { name });
    // The head names the search by its short label without spaces ("WeightedA*").
    const head = short.replaceAll(' ', '');
    let statement = '';
    this.list.replaceChildren(
      ...this.algorithm.listing.map((l, i) => {
        if (!l.joined) statement = l.code;
        const li = h(
          'li',
          { dataset: { line: statement } },
          h('span', { class: 'ln', 'aria-hidden': 'true' }, String(i + 1)),
          h('code', {}, t(`explain.line.${l.code}`, { name: head })),
          l.note ? h('span', { class: 'code-note' }, `// ${t(`explain.note.${l.note}`)}`) : null,
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
    const sequence = summary.ran?.lines ?? [];
    const focus = summary.ran?.line ?? null;
    const counts = {};
    for (const code of sequence) counts[code] = (counts[code] ?? 0) + 1;
    this.caption.textContent = describe(this.algorithm, algorithmOf(this.problem).bound, summary);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!animate || reduced || sequence.length < 2) {
      this.#mark(counts, focus);
      return;
    }
    this.#mark({}, null);
    this.list.dataset.animating = 'true';
    let i = 0;
    const seen = {};
    const next = () => {
      if (i >= sequence.length) {
        this.#mark(counts, focus);
        this.timer = 0;
        delete this.list.dataset.animating;
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
    delete this.list.dataset.animating;
  }
}

/** One sentence about the last step; `bound`, what an iterative search calls its bound (the catalogue's). */
function describe(algorithm, bound, s) {
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
  if (kinds['over-threshold']) parts.push(t('explain.caption.over', { n: kinds['over-threshold'], bound: bound ?? '' }));
  const iteration = s.newIteration ? t('explain.caption.iteration', { iteration: s.iteration, bound: bound ?? '', threshold: s.threshold }) : '';
  const found = s.status !== 'solved' ? '' : t(algorithm.bidirectional ? 'explain.caption.met' : 'explain.caption.generatedGoal', { length: s.solutionLength });
  return t('explain.caption.expanded', { step, iteration, side, node, n: s.children.length, parts, found });
}
