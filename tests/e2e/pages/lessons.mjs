// Lessons: the Lesson button, a lesson's steps (each sets up its view, board
// and search) and the bar that walks them.

import { settled } from '../harness.mjs';

export class Lessons {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
  }

  /** Starts the built-in lecture. */
  start() {
    return this.page.getByRole('button', { name: 'Lesson' }).click();
  }

  get previousButton() {
    return this.page.getByRole('button', { name: '← Previous' });
  }

  get nextButton() {
    return this.page.getByRole('button', { name: 'Next →' });
  }

  /** The view on screen, the lesson's place and its step title. */
  where() {
    return this.page.evaluate(() => ({
      view: document.querySelector('.view:not([hidden])')?.dataset.view,
      place: document.querySelector('.lesson-place')?.textContent,
      title: document.querySelector('.lesson-step-title')?.textContent,
    }));
  }

  /** `where()` once it equals `expected`, or whatever it is after the wait. */
  settledWhere(expected, timeout) {
    return settled(() => this.where(), expected, timeout);
  }
}
