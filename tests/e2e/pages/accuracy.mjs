// The Accuracy view: one map a heuristic (h against the true distance h*)
// over the 8-puzzle's whole state space, the start ringed on each.

import { waitFor } from '../harness.mjs';
import { showView } from './views.mjs';

export class Accuracy {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
    this.root = page.locator('#view-accuracy');
  }

  /** Shows the view by its button in the Views bar and waits for its maps. */
  async open() {
    await showView(this.page, 'accuracy');
    await this.waitForMaps();
  }

  /** Waits until the maps show the state space of the selected goal. */
  waitForMaps() {
    return waitFor(this.page, () => document.querySelector('.acc-maps')?.getAttribute('aria-busy') === 'false');
  }

  /** The canvas of `heuristic`'s map. */
  map(heuristic) {
    return this.page.locator(`.acc-card[data-heuristic="${heuristic}"] canvas`);
  }

  /** `{ d, h }` of each map's ring, by heuristic, or null where there is none. */
  markers(heuristics) {
    return this.page.evaluate((names) => {
      const out = {};
      for (const name of names) {
        const marker = document.querySelector(`.acc-card[data-heuristic="${name}"] canvas`).dataset.marker;
        out[name] = marker ? marker.split(' ').map(Number) : null;
      }
      return out;
    }, heuristics);
  }
}
