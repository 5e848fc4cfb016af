// Play it yourself: the board the student moves tiles on, and its panel
// (moves, distance, hint, message, Undo, Hint).

export class Play {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
    this.board = page.getByRole('application', { name: /^Board / });
    this.count = page.locator('#play-count');
    this.moves = page.locator('#play-moves');
    this.distance = page.locator('#play-distance');
    this.hint = page.locator('#play-hint');
    this.message = page.locator('#play-message');
    this.undo = page.getByRole('button', { name: 'Undo', exact: true });
    this.hintButton = page.getByRole('button', { name: 'Hint', exact: true });
  }

  /** The Solve view's button that opens the play board. */
  get startButton() {
    return this.page.getByRole('button', { name: 'Play it yourself' });
  }

  /** Presses Play it yourself. */
  start() {
    return this.startButton.click();
  }

  /** The play board's tiles as numbers (0 = blank). */
  async tiles() {
    return (await this.board.getAttribute('data-tiles')).split(' ').map(Number);
  }
}
