// The Solve view as a teacher works it: set up a board and a search, run it,
// read what the page says. Every label the tests click or read in this view
// is named here once, so a renamed label is a change to this file alone.
// Works in Chromium (playwright-core) and in Firefox (firefox.mjs), which
// speak the same locator API.

import { boardTiles, counter, typeStart, waitFor, waitForStatus } from '../harness.mjs';

/** Labels of the Solve view's fields, by the names `setup()` takes. */
const FIELDS = {
  size: 'Size',
  preset: 'Preset',
  goal: 'Goal',
  algorithm: 'Algorithm',
  heuristic: 'Heuristic',
  weight: 'Weight',
  priority: 'Priority (lowest first)',
  tieBreaking: 'Tie-breaking',
  visited: 'Visited table',
  speed: 'Speed',
  shuffleDepth: 'Shuffle depth',
};

export class Solve {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
  }

  // — Fields —

  /** The field set up under `name` ('start', or a key of FIELDS, e.g. 'algorithm'). */
  field(name) {
    if (name === 'start') return this.page.getByLabel('Start state', { exact: true });
    if (!FIELDS[name]) throw new Error(`the Solve view has no field '${name}'`);
    return this.page.getByLabel(FIELDS[name], { exact: true });
  }

  get startField() {
    return this.field('start');
  }

  /**
   * Sets up a search, in the order a teacher fills the panel: size, preset, start (typed, then
   * Enter), goal, algorithm, heuristic, weight (then Enter), tie rule, visited table, speed. Fields not named (or null) are
   * left as they are. With `ready`, waits until the status says the search is ready.
   */
  async setup({ size, preset, start, goal, algorithm, heuristic, weight, priority, tieBreaking, visited, speed, ready = false } = {}) {
    if (size != null) await this.field('size').selectOption(String(size));
    if (preset != null) await this.field('preset').selectOption(preset);
    if (start != null) await typeStart(this.page, start);
    if (goal != null) await this.field('goal').selectOption(goal);
    if (algorithm != null) await this.field('algorithm').selectOption(algorithm);
    if (heuristic != null) await this.field('heuristic').selectOption(heuristic);
    if (weight != null) {
      await this.field('weight').fill(String(weight));
      await this.field('weight').press('Enter');
    }
    if (priority != null) await this.typePriority(priority);
    if (tieBreaking != null) await this.field('tieBreaking').selectOption(tieBreaking);
    if (visited != null) await this.field('visited').selectOption(visited);
    if (speed != null) await this.field('speed').fill(String(speed));
    if (ready) await this.waitForStatus(/^Ready/);
  }

  /**
   * Types `text` into your best-first search's Priority field (found by its id: its label is in
   * the page's language) and presses Enter.
   */
  async typePriority(text) {
    await this.page.locator('#priority').fill(text);
    await this.page.locator('#priority').press('Enter');
  }

  /**
   * The line under the Priority field (which named search it expands as) once it says `expected`;
   * fails with what it said instead after the wait.
   */
  async prioritySame(expected, timeout = 20_000) {
    try {
      await waitFor(this.page, (want) => !document.getElementById('priority-same').hidden && document.getElementById('priority-same').textContent === want, expected, timeout);
    } catch {
      // The assertion below names the line as it is.
    }
    return this.page.locator('#priority-same').textContent();
  }

  /** Types `text` into the Start state field and presses Enter. */
  typeStart(text) {
    return typeStart(this.page, text);
  }

  // — Buttons —

  get runButton() {
    return this.page.getByRole('button', { name: 'Run to end' });
  }

  get stepButton() {
    return this.page.getByRole('button', { name: 'Step', exact: true });
  }

  get playButton() {
    return this.page.getByRole('button', { name: 'Play', exact: true });
  }

  get pauseButton() {
    return this.page.getByRole('button', { name: 'Pause', exact: true });
  }

  get resetButton() {
    return this.page.getByRole('button', { name: 'Reset', exact: true });
  }

  get shuffleButton() {
    return this.page.getByRole('button', { name: 'Shuffle', exact: true });
  }

  /** Presses Run to end (and returns at once: the search answers from its worker). */
  runToEnd() {
    return this.runButton.click();
  }

  /** Runs the search to the end and waits until the status says `until`; returns the status. */
  async solve(until = /solved/i, timeout) {
    await this.runToEnd();
    return this.waitForStatus(until, timeout);
  }

  /** Presses Step `n` times (once unless said). */
  async step(n = 1) {
    for (let i = 0; i < n; i++) await this.stepButton.click();
  }

  play() {
    return this.playButton.click();
  }

  pause() {
    return this.pauseButton.click();
  }

  reset() {
    return this.resetButton.click();
  }

  // — By id, in any language (the catalogue test runs in English and in Chinese) —

  /** Step, Step back, Reset and the quiz's switch, by their ids. */
  get ids() {
    const page = this.page;
    return {
      algorithm: page.locator('#algorithm'),
      heuristic: page.locator('#heuristic'),
      goal: page.locator('#goal'),
      step: page.locator('#step'),
      back: page.locator('#back'),
      reset: page.locator('#reset'),
      quiz: page.locator('#quiz-on'),
    };
  }

  /** The counters that do not depend on time, as numbers, by their ids (any language). */
  counters() {
    return this.page.evaluate(() => {
      const read = (id) => Number(document.getElementById(`c-${id}`).textContent.replace(/[^0-9]/g, ''));
      return { expanded: read('expanded'), generated: read('generated'), frontier: read('frontier'), visited: read('visited') };
    });
  }

  /** Waits until the search stands at step `n` (the Step slider says `n / …`). */
  waitForStep(n) {
    return waitFor(this.page, (want) => document.getElementById('scrub-value')?.textContent.startsWith(`${want} /`), n);
  }

  /** The quiz's candidate buttons and its result lines. */
  get quizCandidates() {
    return this.page.locator('#quiz-candidates button');
  }

  quizResult() {
    return this.page.locator('#quiz-result p').allTextContents();
  }

  // — What the view shows —

  /** The status line's text. */
  status() {
    return this.page.getByRole('status').textContent();
  }

  /** Waits until the status line matches `pattern`; returns its text. */
  waitForStatus(pattern, timeout) {
    return waitForStatus(this.page, pattern, timeout);
  }

  /** Waits until the search's state (body's data-state) is `state`: idle, running, paused, done. */
  waitForState(state) {
    return waitFor(this.page, (want) => document.body.dataset.state === want, state);
  }

  /** The number a counter shows, by its label ('Expanded', 'Generated', …). */
  counter(label) {
    return counter(this.page, label);
  }

  expanded() {
    return this.counter('Expanded');
  }

  /** The board's tiles as numbers (0 = blank). */
  board() {
    return boardTiles(this.page);
  }

  get solutionField() {
    return this.page.getByLabel('Solution', { exact: true });
  }

  /** The solution's moves as shown (udlr letters). */
  solution() {
    return this.solutionField.textContent();
  }

  /** "19 moves" */
  solutionLength() {
    return this.page.locator('#solution-length').textContent();
  }

  /** "guaranteed optimal" or "not guaranteed optimal" */
  optimality() {
    return this.page.locator('#solution-optimal').textContent();
  }

  /** The boards along the solution, as list items. */
  get solutionBoards() {
    return this.page.getByRole('list', { name: 'Boards along the solution' }).getByRole('listitem');
  }

  /** The move slider under the board. */
  get moveSlider() {
    return this.page.getByLabel('Move', { exact: true });
  }

  /** Moves the focus off any field (a click on the Counters heading), so keys are shortcuts. */
  leaveFields() {
    return this.page.getByRole('heading', { name: 'Counters' }).click();
  }
}
