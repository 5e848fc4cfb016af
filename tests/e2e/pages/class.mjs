// A live class (www/views/class/): the teacher's panel (Start a class, the room's code and join
// address, the three questions, the counts, Close, the roster, the summary, Export CSV) and a
// student's bar (join, the cards, the result, the score). Read by the panel's own signals (its
// data-* attributes), so a test waits for what the page says, in any language.

import { waitFor } from '../harness.mjs';

export class Teacher {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
  }

  /** "Start a class" in the top bar: resolves once the room is open, to `{ code, url }`. */
  async start() {
    await this.page.locator('#class-open').click();
    return this.room();
  }

  /** The room once the panel is connected: `{ code, url }` as it shows them. */
  async room() {
    await waitFor(this.page, () => document.querySelector('#class')?.dataset.connection === 'open' && document.querySelector('.class-code')?.textContent.length === 6);
    return this.page.evaluate(() => ({ code: document.querySelector('.class-code').textContent, url: document.querySelector('.class-url').textContent }));
  }

  /** Waits until `n` students joined (the status line's count, from the server's `live`). */
  joined(n) {
    return waitFor(this.page, (k) => document.querySelectorAll('#class .class-roster li').length === k, n);
  }

  askNode() {
    return this.#ask('.class-ask-node');
  }

  askNumber() {
    return this.#ask('.class-ask-number');
  }

  askChoice() {
    return this.#ask('.class-ask-choice');
  }

  /** Clicks an Ask button once it is enabled; resolves when the server numbered the question. */
  async #ask(selector) {
    await waitFor(this.page, (s) => !document.querySelector(s).disabled, selector);
    const before = await this.page.evaluate(() => document.querySelectorAll('.class-summary li').length);
    await this.page.locator(selector).click();
    await waitFor(this.page, (n) => {
      const q = document.querySelector('.class-question');
      return q.dataset.state === 'open' && q.dataset.question === String(n + 1);
    }, before);
  }

  /** Waits until `n` students answered the open question. */
  answered(n) {
    return waitFor(this.page, (k) => document.querySelector('.class-question')?.dataset.answered === String(k), n);
  }

  /** The open or last question: its state, number, answered count and each card's or option's count, tiles and mark. */
  question() {
    return this.page.evaluate(() => {
      const q = document.querySelector('.class-question');
      return {
        state: q.dataset.state,
        question: q.dataset.question,
        answered: Number(q.dataset.answered),
        topic: q.querySelector('.class-topic')?.textContent,
        cards: [...q.querySelectorAll('.class-card')].map((c) => ({ count: Number(c.dataset.count), tiles: c.dataset.tiles, right: c.classList.contains('class-right'), text: c.textContent })),
        bins: [...q.querySelectorAll('.class-bin')].map((b) => ({ from: Number(b.dataset.from), to: Number(b.dataset.to), count: Number(b.dataset.count), truth: b.classList.contains('class-truth') })),
        why: [...q.querySelectorAll('.class-why p')].map((p) => p.textContent),
      };
    });
  }

  /** Closes the open question; resolves once the server's summary is in. */
  async close() {
    const before = await this.page.evaluate(() => document.querySelectorAll('.class-summary li').length);
    await this.page.locator('.class-close').click();
    await waitFor(this.page, (n) => document.querySelectorAll('.class-summary li').length === n + 1 && document.querySelector('.class-question').dataset.state === 'closed', before);
  }

  /** The roster: `[{ number, name, score }]` in seat order. */
  roster() {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('.class-roster li')].map((li) => ({
        number: Number(/** @type {HTMLElement} */ (li).dataset.number),
        name: li.querySelector('.class-student-name').textContent,
        score: Number(li.querySelector('.class-student-score').textContent),
      })),
    );
  }

  /** The roster's scores once they equal `expected` (the server's `live` comes a moment after a close). */
  scores(expected) {
    return waitFor(this.page, (e) => JSON.stringify([...document.querySelectorAll('.class-roster .class-student-score')].map((s) => Number(s.textContent))) === e, JSON.stringify(expected));
  }

  summary() {
    return this.page.locator('.class-summary li').allTextContents();
  }

  /** Shows the students' names on the roster. */
  async showNames() {
    await this.page.locator('.class-names').click();
  }

  /** End the class: resolves once the panel says it ended. */
  async end() {
    await this.page.locator('.class-end').click();
    await waitFor(this.page, () => document.querySelector('.class-ask-node').hidden);
  }

  /** Export CSV: resolves to the file's text. */
  async csv() {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.locator('.class-csv').click()]);
    const { readFile } = await import('node:fs/promises');
    return readFile(await download.path(), 'utf8');
  }
}

export class Student {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
  }

  /** The code the join address filled in. */
  code() {
    return this.page.locator('#class-code').evaluate((input) => /** @type {HTMLInputElement} */ (input).value);
  }

  /** Joins with `nickname` (none: ''); resolves to the seat number the server gave. */
  async join(nickname = '') {
    if (nickname) await this.page.locator('#class-nickname').fill(nickname);
    await this.page.locator('.class-join-button').click();
    await waitFor(this.page, () => document.querySelector('#class').dataset.seat !== '');
    return Number(await this.page.evaluate(() => document.querySelector('#class').dataset.seat));
  }

  /** Waits until question `n` is on the phone; resolves to its cards' tiles (or options' texts). */
  async question(n) {
    await waitFor(this.page, (k) => document.querySelector('#class').dataset.question === String(k) && document.querySelector('#class .class-pick, #class .class-number-form') !== null, n);
    return this.page.evaluate(() => ({
      topic: document.querySelector('#class .class-topic').textContent,
      cards: [...document.querySelectorAll('#class .class-pick button')].map((b) => /** @type {HTMLElement} */ (b).dataset.tiles ?? b.textContent),
    }));
  }

  /** Picks card or option `i`; resolves once the server stored it. */
  async pick(i) {
    await this.page.locator(`#class .class-pick button[data-index="${i}"]`).click();
    await waitFor(this.page, (k) => document.querySelector('#class').dataset.answered === String(k), i);
  }

  /** Types `value` as the guess and sends it; resolves once stored. */
  async guess(value) {
    await this.page.locator('#class-number').fill(String(value));
    await this.page.locator('#class .class-number-form button').click();
    await waitFor(this.page, (k) => document.querySelector('#class').dataset.answered === String(k), value);
  }

  /** Waits for question `n`'s result; resolves to `{ right, lines, score }`. */
  async result(n) {
    await waitFor(this.page, (k) => document.querySelector('#class').dataset.result.startsWith(`${k}:`), n);
    return this.page.evaluate(() => ({
      right: document.querySelector('#class').dataset.result.endsWith(':right'),
      lines: [...document.querySelectorAll('#class .class-result p')].map((p) => p.textContent),
      score: Number(document.querySelector('#class').dataset.score),
    }));
  }

  /** Waits until this page's board shows `tiles` (the teacher's, followed) at step `step`. */
  follows(tiles, step) {
    return waitFor(this.page, ([t, s]) => document.getElementById('board')?.dataset.tiles === t && new URLSearchParams(location.hash.slice(1)).get('step') === s, [tiles, String(step)]);
  }
}
