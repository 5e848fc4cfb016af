// The 15-puzzle lab: a board, a heuristic, Solve in worker, its own status
// line and counters.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, waitFor } from '../harness.mjs';

/** Korf's instances (blank-first goal): `[{ number, text, optimal }]`. */
export const KORF = readFileSync(join(ROOT, 'data', 'korf100.txt'), 'utf8')
  .trim()
  .split('\n')
  .map((line, i) => {
    const n = line.trim().split(/\s+/);
    return { number: i + 1, text: n.slice(0, 16).join(' '), optimal: Number(n[16]) };
  });

export class Lab {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
    /** The lab's <main>, inside which every other locator looks. */
    this.root = page.locator('#view-lab');
  }

  /** Shows the lab by its button in the Views bar and waits until Solve in worker is there. */
  async open() {
    await this.page.locator('nav.views').getByRole('button', { name: '15-puzzle lab' }).click();
    await this.solveButton.waitFor();
  }

  get board() {
    return this.root.getByLabel('15-puzzle board');
  }

  get heuristic() {
    return this.root.getByLabel('Heuristic', { exact: true });
  }

  get preset() {
    return this.root.getByLabel('Preset', { exact: true });
  }

  get goal() {
    return this.root.getByLabel('Goal', { exact: true });
  }

  get solveButton() {
    return this.root.getByRole('button', { name: 'Solve in worker' });
  }

  get cancelButton() {
    return this.root.getByRole('button', { name: 'Cancel' });
  }

  /** Sets the fields named (goal, preset, board, heuristic, in that order). */
  async setup({ goal, preset, board, heuristic } = {}) {
    if (goal !== undefined) await this.goal.selectOption(goal);
    if (preset !== undefined) await this.preset.selectOption(preset);
    if (board !== undefined) await this.board.fill(board);
    if (heuristic !== undefined) await this.heuristic.selectOption(heuristic);
  }

  /** Presses Solve in worker. */
  solve() {
    return this.solveButton.click();
  }

  /** The lab's status line. */
  status() {
    return this.page.locator('#lab-status').textContent();
  }

  /** Waits until the lab's status line is done (or failed), asserts done; returns its text. */
  async waitDone(timeout = 60_000) {
    await waitFor(this.page, () => ['done', 'error'].includes(document.getElementById('lab-status').dataset.kind), null, timeout);
    const kind = await this.page.locator('#lab-status').getAttribute('data-kind');
    const text = await this.status();
    assert.equal(kind, 'done', text);
    return text;
  }
}
