// Messages to the user: the status line at the top (a polite live region:
// it changes on state changes only, not every frame, so screen readers are
// not flooded) and the error banner that turns any exception or engine
// panic into a sentence on the page.

import { State } from './driver.js';
import { count } from './format.js';
import { engineText } from './i18n/index.js';
import { recoveryAdvice } from './views.js';

const capitalise = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** The budgets' words, by the engine's `summary.stopReason`. */
const BUDGETS = { memory: 'memory budget reached', nodes: 'node budget reached' };

/**
 * What a search stopped by a budget could try instead, worked out from what
 * it can do (the catalogue's `usesHeuristic` and `iterative`), never from its
 * name: a search that keeps every node it reached can try the iterative
 * search that keeps only its current path (IDA*, which uses a heuristic);
 * one that uses a heuristic can also try a stronger one; one that uses none
 * is told that a heuristic is what it lacks.
 * @param {any} traits  the stopped search's catalogue entry
 * @param {import('./catalogue.js').Catalogue} [catalogue]
 */
export function stoppedAdvice(traits, catalogue) {
  const lighter = catalogue?.algorithms.find((a) => a.iterative && a.usesHeuristic && !a.bidirectional);
  if (!traits) return 'try a smaller board';
  if (traits.usesHeuristic) {
    if (traits.iterative || !lighter) return 'try a stronger heuristic';
    return `try ${lighter.title}, which keeps only its current path, or a stronger heuristic`;
  }
  const guided = lighter ? `${lighter.title} with a heuristic, which keeps only its current path` : 'a search with a heuristic';
  return `${traits.title} uses no heuristic, so nothing steers it towards the goal: try ${guided}`;
}

/**
 * The status line for a controller state.
 * @param {import('./catalogue.js').Catalogue} [catalogue]  what a stopped search's advice is read from
 * @returns {{ kind: string, text: string }}  `kind` styles the line.
 */
export function describe(state, summary, problem, catalogue) {
  const algorithm = problem?.algorithmTitle ?? 'the search';
  switch (state) {
    case State.IDLE:
      return { kind: 'ready', text: `Ready: ${algorithm}. Press Play, Step or Run to end.` };
    case State.SEARCHING:
      return { kind: 'searching', text: `Searching with ${algorithm}…` };
    case State.PAUSED:
      // A paused search has expanded a node at every Step (steps.js).
      return { kind: 'paused', text: `Paused after ${count(summary.expanded, 'expansion')}.` };
    default:
      break;
  }
  switch (summary.status) {
    case 'solved': {
      // Composed here rather than from summary.message, so the optimality note appears once.
      const optimal = summary.optimal ? 'guaranteed optimal' : 'not guaranteed optimal';
      const work = `${count(summary.expanded, 'node')} expanded`;
      return { kind: 'solved', text: `Solved in ${count(summary.solutionLength, 'move')} (${optimal}) — ${work}.` };
    }
    case 'unsolvable':
      return { kind: 'unsolvable', text: `Unsolvable: ${engineText(`status.${summary.statusCode}`, summary.message, summary.args)}` };
    case 'stopped': {
      // The engine's message has no separators; the page says it with its own numbers.
      const budget = BUDGETS[summary.stopReason] ?? 'budget reached';
      const advice = stoppedAdvice(problem?.traits, catalogue);
      return { kind: 'stopped', text: `Stopped after ${count(summary.expanded, 'expansion')} (${budget}) — ${advice}.` };
    }
    default:
      return { kind: 'stopped', text: `${capitalise(summary.message)}.` };
  }
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

/**
 * The red banner under the status line. Installs global handlers so that
 * nothing fails silently: uncaught errors, rejected promises and Rust panics
 * (the panic hook prints "panicked at …" with console.error just before the
 * wasm trap; the banner shows that text instead of "unreachable").
 */
export class ErrorBanner {
  constructor(banner, text, dismiss) {
    this.banner = banner;
    this.text = text;
    this.lastPanic = '';
    dismiss.addEventListener('click', () => {
      this.banner.hidden = true;
    });

    const consoleError = console.error.bind(console);
    console.error = (...args) => {
      const message = args.map(String).join(' ');
      if (message.includes('panicked at')) this.lastPanic = message;
      consoleError(...args);
    };
    window.addEventListener('error', (event) => {
      // Browsers report a ResizeObserver that had to wait a frame as an error; nothing failed.
      if (String(event.message).startsWith('ResizeObserver loop')) return;
      this.show(event.error ?? event.message);
    });
    window.addEventListener('unhandledrejection', (event) => this.show(event.reason));
  }

  /** Shows an error as a sentence, with what to do about it. */
  show(error) {
    let message = error instanceof Error ? error.message : String(error);
    if (error instanceof WebAssembly.RuntimeError) {
      const panic = this.lastPanic.split('\n').slice(0, 2).join(' ');
      message = `The search engine crashed${panic ? ` (${panic})` : ` (${message})`}. Reload the page to start again.`;
    } else {
      message = `Something went wrong: ${message}. ${recoveryAdvice()}`;
    }
    this.text.textContent = message;
    this.banner.hidden = false;
  }
}
