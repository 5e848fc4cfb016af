// The status line at the top (a polite live region: it changes on state
// changes only, not every frame, so screen readers are not flooded) and the
// sentences it says of a search, Solve's and a Compare lane's. The error
// banner under it is the page frame's (app/error-banner.js).

import { State } from '../engine/driver.js';
import { t } from '../i18n/index.js';

/**
 * What a search stopped by a budget could try instead, worked out from what
 * it can do (the catalogue's `usesHeuristic` and `iterative`), never from its
 * name: a search that keeps every node it reached can try the iterative
 * search that keeps only its current path (IDA*, which uses a heuristic);
 * one that uses a heuristic can also try a stronger one; one that uses none
 * is told that a heuristic is what it lacks.
 * @param {any} traits  the stopped search's catalogue entry
 * @param {import('../engine/catalogue.js').Catalogue} [catalogue]
 */
export function stoppedAdvice(traits, catalogue) {
  const lighter = catalogue?.algorithms.find((a) => a.iterative && a.usesHeuristic && !a.bidirectional);
  if (!traits) return t('status.advice.smallerBoard');
  // The title in the current language (traits may have been read before a switch).
  const title = catalogue?.algorithm(traits.name)?.title ?? traits.title;
  if (traits.usesHeuristic) {
    if (traits.iterative || !lighter) return t('status.advice.strongerHeuristic');
    return t('status.advice.lighter', { lighter: lighter.title });
  }
  return lighter ? t('status.advice.noHeuristicLighter', { title, lighter: lighter.title }) : t('status.advice.noHeuristic', { title });
}

/**
 * The status line for a controller state.
 * @param {import('../engine/catalogue.js').Catalogue} [catalogue]  what a stopped search's advice is read from
 * @returns {{ kind: string, text: string }}  `kind` styles the line.
 */
export function describe(state, summary, problem, catalogue) {
  const algorithm = problem?.algorithmTitle ?? t('status.theSearch');
  switch (state) {
    case State.IDLE:
      return { kind: 'ready', text: t('status.line.ready', { algorithm }) };
    case State.SEARCHING:
      return { kind: 'searching', text: t('status.line.searching', { algorithm }) };
    case State.PAUSED:
      // A paused search has expanded a node at every Step (steps.js).
      return { kind: 'paused', text: t('status.line.paused', { n: summary.expanded }) };
    default:
      break;
  }
  switch (summary.status) {
    case 'solved':
      // Composed here rather than from summary.message, so the optimality note appears once.
      return {
        kind: 'solved',
        text: t(summary.optimal ? 'status.line.solvedOptimal' : 'status.line.solvedNotOptimal', {
          moves: summary.solutionLength,
          n: summary.expanded,
        }),
      };
    case 'unsolvable':
      return { kind: 'unsolvable', text: t('status.line.unsolvable', { why: engineMessage(summary) }) };
    case 'stopped': {
      // Tree search (no visited table) stopped at its own budget: what it lacks is the table, and
      // the duplicates it expanded say so (not a heuristic: a search with one repeats states too).
      if (summary.stopReason === 'tree-search') {
        const duplicates = summary.visitedTable?.duplicates ?? 0;
        return { kind: 'stopped', text: t('status.line.treeSearchStopped', { n: summary.expanded, duplicates }) };
      }
      // A search stopped by its own rule or bound (a local minimum, a plateau, an empty beam, the
      // depth limit): the engine's sentence says which, with the h, the width or L; no budget to raise.
      if (stoppedByRule(summary)) {
        return { kind: 'stopped', text: engineMessage(summary) };
      }
      // The engine's message has no separators; the page says it with its own numbers.
      const budget = t(`status.budget.${summary.stopReason === 'memory' || summary.stopReason === 'nodes' ? summary.stopReason : 'other'}`);
      const advice = stoppedAdvice(problem?.traits, catalogue);
      return { kind: 'stopped', text: t('status.line.stopped', { n: summary.expanded, budget, advice }) };
    }
    default:
      return { kind: 'stopped', text: t('status.line.other', { message: engineMessage(summary) }) };
  }
}

/**
 * Whether a stopped search stopped by its own rule or bound, not at the node or memory budget the
 * page sets: hill climbing stuck, an empty beam, depth-limited search's L, depth-first search's own
 * budget. The engine says so (src/problem.rs `StopReason::by_rule`); the page keeps no list.
 */
export const stoppedByRule = (summary) => summary.stoppedByRule === true;

/**
 * The engine's sentence of a summary in the current language, from the catalogues alone: its
 * code (`statusCode`, src/message.rs SENTENCES) and arguments, worded by `status.<statusCode>`.
 * A summary without a code is a search the engine refused (www/engine/driver.js): its message is
 * the error's.
 */
export function engineMessage(summary) {
  if (typeof summary.statusCode === 'string') return t(`status.${summary.statusCode}`, summary.args);
  return String(summary.message ?? '');
}

export class StatusLine {
  constructor(element) {
    this.element = element;
  }

  show({ kind, text }) {
    this.element.dataset.kind = kind;
    if (this.element.textContent !== text) this.element.textContent = text;
  }
}
