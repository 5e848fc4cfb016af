// Messages to the user: the status line at the top (a polite live region:
// it changes on state changes only, not every frame, so screen readers are
// not flooded) and the error banner that turns any exception or engine
// panic into a sentence on the page.

import { State } from './driver.js';
import { recoveryAdvice } from './views.js';

const capitalise = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** What a stopped search should try next. */
const STOPPED_HINT = 'try IDA* or a stronger heuristic';

/**
 * The status line for a controller state.
 * @returns {{ kind: string, text: string }}  `kind` styles the line.
 */
export function describe(state, summary, problem) {
  const algorithm = problem?.algorithmTitle ?? 'the search';
  switch (state) {
    case State.IDLE:
      return { kind: 'ready', text: `Ready: ${algorithm}. Press Play, Step or Run to end.` };
    case State.SEARCHING:
      return { kind: 'searching', text: `Searching with ${algorithm}…` };
    case State.PAUSED:
      return { kind: 'paused', text: `Paused after ${summary.expanded.toLocaleString('en-US')} expansions.` };
    default:
      break;
  }
  switch (summary.status) {
    case 'solved': {
      // Composed here rather than from summary.message, so the optimality note appears once.
      const n = summary.solutionLength;
      const optimal = summary.optimal ? 'guaranteed optimal' : 'not guaranteed optimal';
      const work = `${summary.expanded.toLocaleString('en-US')} nodes expanded`;
      return { kind: 'solved', text: `Solved in ${n} ${n === 1 ? 'move' : 'moves'} (${optimal}) — ${work}.` };
    }
    case 'unsolvable':
      return { kind: 'unsolvable', text: `Unsolvable: ${summary.message}` };
    case 'stopped':
      return { kind: 'stopped', text: `${capitalise(summary.message)} — ${STOPPED_HINT}.` };
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
