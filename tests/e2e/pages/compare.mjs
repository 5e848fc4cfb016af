// The Compare view: lanes that race one board, the shared fields above them,
// the results table and the batch over random boards.

import { waitFor } from '../harness.mjs';

/** One lane of the race (1-based), by the labels its card carries. */
export class Lane {
  constructor(page, n) {
    this.page = page;
    this.n = n;
  }

  get algorithm() {
    return this.page.getByLabel(`Lane ${this.n} algorithm`, { exact: true });
  }

  get heuristic() {
    return this.page.getByLabel(`Lane ${this.n} heuristic`, { exact: true });
  }

  /** The lane's menus by their ids (any language). */
  get ids() {
    const id = (what) => this.page.locator(`#cmp-lane${this.n}-${what}`);
    return { algorithm: id('algorithm'), heuristic: id('heuristic') };
  }

  get weight() {
    return this.page.getByLabel(`Lane ${this.n} weight`, { exact: true });
  }

  /** Your best-first search's Priority field in the lane's card. */
  get priority() {
    return this.page.getByLabel(`Lane ${this.n} Priority (lowest first)`, { exact: true });
  }

  /** The lane card's counter `name` ('Expanded', 'Visited', …), as text. */
  counter(name) {
    return this.page.getByLabel(`Lane ${this.n} ${name}`, { exact: true }).textContent();
  }

  /** The lane card's own result line ('Solved: 31 moves (shortest)'). */
  result() {
    return this.page.locator(`.lane[data-lane="${this.n}"] .lane-result`).textContent();
  }

  /** The tiles on the lane's board, as the canvas's data-tiles says them. */
  board() {
    return this.page.locator(`.lane[data-lane="${this.n}"] .lane-board`).getAttribute('data-tiles');
  }
}

export class Compare {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
  }

  /** Shows the Compare view and waits until it is built. */
  async open() {
    await this.page.getByRole('button', { name: 'Compare', exact: true }).click();
    await waitFor(this.page, () => document.getElementById('view-compare').dataset.race !== undefined);
  }

  get startField() {
    return this.page.getByLabel('Start state for every lane', { exact: true });
  }

  get goalField() {
    return this.page.getByLabel('Goal for every lane', { exact: true });
  }

  get speedField() {
    return this.page.getByLabel('Speed of every lane', { exact: true });
  }

  /** The fields and buttons by their ids (any language). */
  get ids() {
    const page = this.page;
    return { start: page.locator('#cmp-start'), goal: page.locator('#cmp-goal'), run: page.locator('#cmp-run'), reset: page.locator('#cmp-reset'), download: page.locator('#cmp-download') };
  }

  /** Shows the view by its button's data-view (any language) and waits until it is built. */
  async openAnyLanguage() {
    await this.page.locator('nav.views button[data-view="compare"]').click();
    await waitFor(this.page, () => document.getElementById('view-compare').dataset.race !== undefined);
  }

  /** Types the start of every lane and presses Enter. */
  async setStart(text) {
    await this.startField.fill(text);
    await this.startField.press('Enter');
  }

  /** Lane `n` (1-based). */
  lane(n) {
    return new Lane(this.page, n);
  }

  /** The lanes' cards. */
  get lanes() {
    return this.page.locator('.lane');
  }

  get addLaneButton() {
    return this.page.getByRole('button', { name: '+ Add lane' });
  }

  addLane() {
    return this.addLaneButton.click();
  }

  get runAllButton() {
    return this.page.getByRole('button', { name: 'Run all', exact: true });
  }

  /** Presses Run all. */
  runAll() {
    return this.runAllButton.click();
  }

  /** Waits until the race says it finished. */
  waitForFinish(timeout = 60_000) {
    return waitFor(this.page, () => document.getElementById('view-compare').dataset.race === 'finished', undefined, timeout);
  }

  /** The view's status line ('All lanes done. …'). */
  status() {
    return this.page.locator('#cmp-status').textContent();
  }

  /** Every row of the results table as `{ values: { key: data-value }, texts: { key: text }, best: [keys] }`. */
  tableRows() {
    // By its id, so that a test in any language reads it.
    return this.page.locator('#cmp-table').evaluate((table) =>
      Array.from(table.tBodies[0].rows, (row) => {
        const values = {};
        const texts = {};
        const best = [];
        for (const cell of row.cells) {
          values[cell.dataset.key] = cell.dataset.value ?? null;
          texts[cell.dataset.key] = cell.textContent.trim();
          if (cell.classList.contains('best')) best.push(cell.dataset.key);
        }
        return { values, texts, best };
      }),
    );
  }
}
