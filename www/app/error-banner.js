// The error banner under the status line: it turns any exception or engine
// panic into a sentence on the page, with what to do about it in the view
// shown (views.js `recoveryAdvice`).

import { errorText, onLanguageChange, t } from '../i18n/index.js';
import { recoveryAdvice } from './views.js';

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
    onLanguageChange(() => {
      if (!this.banner.hidden) this.#render();
    });
  }

  /** Shows an error as a sentence, with what to do about it (worded again after a language switch). */
  show(error) {
    this.error = error;
    this.#render();
    this.banner.hidden = false;
  }

  #render() {
    const { error } = this;
    let message = error instanceof Error ? error.message : String(error);
    if (error instanceof WebAssembly.RuntimeError) {
      const panic = this.lastPanic.split('\n').slice(0, 2).join(' ');
      message = t('status.error.crashed', { detail: panic || message });
    } else {
      message = t('status.error.wrong', { message: errorText(error), advice: recoveryAdvice() });
    }
    this.text.textContent = message;
  }
}
