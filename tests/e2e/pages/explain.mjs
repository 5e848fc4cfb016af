// The Explain view: its own Step and Run buttons, its tabs (frontier, search
// tree, iterations, state space) and the pseudo-code beside them. The search
// is set up in the Solve view (pages/solve.mjs) and shared with this view.

import { waitForStatus } from '../harness.mjs';
import { Solve } from './solve.mjs';
import { showView } from './views.mjs';

export class Explain {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
  }

  /** Shows the Explain view, then the tab named `tab` if one is given. */
  async open(tab) {
    await showView(this.page, 'explain');
    if (tab) await this.tab(tab);
  }

  /**
   * Sets up a search in the Solve view (typed start, algorithm, heuristic), waits until it is
   * ready, then opens this view on `tab`.
   */
  async setup({ start, algorithm, heuristic, tab }) {
    await new Solve(this.page).setup({ start, algorithm, heuristic, ready: true });
    await this.open(tab);
  }

  /** Clicks the tab named `name` (a string or a RegExp). */
  tab(name) {
    return this.page.getByRole('tab', { name }).click();
  }

  get stepButton() {
    return this.page.getByRole('button', { name: 'Step search', exact: true });
  }

  get runButton() {
    return this.page.getByRole('button', { name: 'Run search to end' });
  }

  /** Presses Step search `n` times and waits until the status says "Paused after n expansion(s)". */
  async steps(n) {
    for (let i = 0; i < n; i++) await this.stepButton.click();
    await waitForStatus(this.page, new RegExp(`^Paused after ${n} expansion`));
  }

  /** Presses Run search to end. */
  runToEnd() {
    return this.runButton.click();
  }

  /** The search tree's canvas (an image named "Search tree …"). */
  get tree() {
    return this.page.getByRole('img', { name: /^Search tree/ });
  }

  /** The frontier's histogram (an image named "Frontier histogram …"). */
  get frontier() {
    return this.page.getByRole('img', { name: /^Frontier histogram/ });
  }

  /** Back to the Solve view. */
  back() {
    return showView(this.page, 'solve');
  }
}
