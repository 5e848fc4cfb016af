// The lab's screen, as markup: the 15-puzzle to solve (left), what the
// worker is doing and what it found (centre), and Korf's 100 (right).

import { h } from '../dom.js';

/**
 * The heuristics the lab offers, weakest first: the catalogue's that fit a
 * 15-puzzle and are worth its hundreds of millions of nodes (a choice; the
 * titles and hints are the catalogue's, www/catalogue.js).
 */
export const HEURISTICS = ['manhattan', 'linear-conflict', 'walking-distance', 'pdb555', 'pdb663'];

/**
 * The two ways the lab solves: `how` it runs (after the catalogue's title in
 * the menu; a function of the engine's `limits()`, since A* keeps every node
 * it has seen and stops at the engine's lab budget instead of taking the tab
 * down), a hint on what that costs on a 15-puzzle, and whether a result
 * names the algorithm ("A* + PDB 6-6-3") or only the heuristic (IDA*, the
 * lab's own).
 */
export const ALGORITHMS = [
  { name: 'idastar', how: () => 'fast kernel', named: false, hint: 'Tiny memory; searches nodes again each iteration.' },
  {
    name: 'astar',
    how: ({ labAstarMemoryMb }) => `stops at ${labAstarMemoryMb} MB`,
    named: true,
    // 0: the engine's budget (LabSolver.solveAStar), the one the menu names.
    memoryBudget: 0,
    hint: `Expands each state once but keeps them all.`,
  },
];

export const GOALS = [
  { name: 'blank-first', title: 'Blank first (Korf’s goal)' },
  { name: 'ordered', title: 'Ordered (1 … 15, blank last)' },
];

/** The options of a menu, `selected` marked as the HTML attribute would. */
const options = (list, selected) => list.map((o) => h('option', { value: o.name, selected: o.name === selected }, o.title));

/** One number of a counters list: its label (dt) and value (dd, "–" until known). */
const counter = (id, label) =>
  h('div', { class: 'lab-counter' }, h('dt', { id: `${id}-label` }, label), h('dd', { id, 'aria-labelledby': `${id}-label` }, '–'));

const field = (...children) => h('div', { class: 'field' }, ...children);
const subtitle = (text) => h('h3', { class: 'lab-subtitle' }, text);
const cols = (...titles) => titles.map((title) => h('th', { scope: 'col' }, title));

/** The lab's screen, built once when the view is first shown. */
export function labFrame() {
  const setup = h(
    'section',
    { class: 'panel lab-setup', 'aria-labelledby': 'lab-setup-title' },
    h('h2', { id: 'lab-setup-title' }, '15-puzzle'),
    h(
      'form',
      { id: 'lab-form', class: 'fields', autocomplete: 'off', novalidate: true },
      field(
        h('label', { for: 'lab-algorithm' }, 'Algorithm'),
        h('select', { id: 'lab-algorithm', 'aria-describedby': 'lab-algorithm-hint' }),
        h('p', { id: 'lab-algorithm-hint', class: 'hint' }),
      ),
      field(
        h('label', { for: 'lab-heuristic' }, 'Heuristic'),
        h('select', { id: 'lab-heuristic', 'aria-describedby': 'lab-heuristic-hint' }),
        h('p', { id: 'lab-heuristic-hint', class: 'hint' }),
      ),
      field(h('label', { for: 'lab-goal' }, 'Goal'), h('select', { id: 'lab-goal' }, options(GOALS, 'blank-first'))),
      field(h('label', { for: 'lab-preset' }, 'Preset'), h('select', { id: 'lab-preset' })),
      field(
        h('label', { for: 'lab-board' }, '15-puzzle board'),
        h('textarea', {
          id: 'lab-board',
          rows: '2',
          spellcheck: 'false',
          autocapitalize: 'off',
          'aria-describedby': 'lab-board-error lab-board-hint',
        }),
        h('p', { id: 'lab-board-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
        h('p', { id: 'lab-board-hint', class: 'hint' }, '16 numbers, blank 0; rows may be split by /'),
      ),
      h(
        'div',
        { class: 'buttons' },
        h('button', { id: 'lab-solve', type: 'submit', class: 'primary' }, 'Solve in worker'),
        h('button', { id: 'lab-cancel', type: 'button', disabled: true }, 'Cancel'),
      ),
    ),
    h('div', { class: 'lab-board-wrap' }, h('canvas', { id: 'lab-canvas', class: 'lab-canvas', role: 'img', 'aria-label': 'The board' })),
    h(
      'div',
      { id: 'lab-scrub', class: 'lab-scrub', hidden: true },
      h('label', { for: 'lab-move' }, 'Move'),
      h('input', { id: 'lab-move', type: 'range', min: '0', max: '0', value: '0', step: '1' }),
      h('span', { id: 'lab-move-value', class: 'lab-move-value', 'aria-hidden': 'true' }, '0 / 0'),
    ),
  );

  const run = h(
    'section',
    { class: 'panel lab-run', 'aria-labelledby': 'lab-run-title' },
    h('h2', { id: 'lab-run-title' }, 'In the worker'),
    h('p', { id: 'lab-status', class: 'lab-status', 'aria-live': 'polite', dataset: { kind: 'idle' } }, 'Starting the worker…'),
    h(
      'div',
      { class: 'lab-build' },
      h(
        'div',
        { class: 'lab-build-head' },
        h('span', { id: 'lab-build-label' }, 'Pattern database'),
        h('span', { id: 'lab-build-percent', class: 'lab-build-percent', 'aria-hidden': 'true' }),
      ),
      h(
        'div',
        {
          id: 'lab-build-bar',
          class: 'lab-meter',
          role: 'progressbar',
          'aria-labelledby': 'lab-build-label',
          'aria-valuemin': '0',
          'aria-valuemax': '100',
          'aria-valuenow': '0',
        },
        h('div', { class: 'lab-meter-fill' }),
      ),
      h('p', { id: 'lab-tables', class: 'hint' }, 'Pattern databases are built in the worker the first time, then kept in this browser.'),
    ),
    subtitle('Search'),
    h(
      'dl',
      { class: 'lab-counters' },
      counter('lab-nodes', 'Nodes generated'),
      counter('lab-rate', 'Nodes/s'),
      counter('lab-threshold', 'Threshold'),
      counter('lab-iteration', 'Iteration'),
      counter('lab-elapsed', 'Elapsed'),
      counter('lab-h', 'h(start)'),
    ),
    subtitle('Result'),
    h('dl', { class: 'lab-counters' }, counter('lab-length', 'Length'), counter('lab-total-nodes', 'Nodes'), counter('lab-time', 'Time')),
    h('p', { id: 'lab-optimal', class: 'lab-optimal', hidden: true }),
    h('p', { id: 'lab-moves', class: 'lab-moves', role: 'group', 'aria-label': 'Solution moves' }),
    h(
      'div',
      { class: 'lab-iterations-wrap' },
      h(
        'table',
        { id: 'lab-iterations', class: 'lab-table lab-iterations', 'aria-label': 'Iterations', hidden: true },
        h('thead', {}, h('tr', {}, cols('Iteration', 'Threshold', 'Nodes generated'))),
        h('tbody'),
      ),
    ),
  );

  const korf = h(
    'section',
    { class: 'panel lab-korf', 'aria-labelledby': 'lab-korf-title' },
    h('h2', { id: 'lab-korf-title' }, 'Korf’s 100'),
    h(
      'p',
      { class: 'hint' },
      'Korf’s (1985) random instances, solved one after another in the worker with the algorithm, heuristic and goal chosen on the left.',
    ),
    h(
      'div',
      { class: 'field-row' },
      h(
        'div',
        { class: 'field narrow' },
        h('label', { for: 'lab-instances' }, 'Instances'),
        h('input', { id: 'lab-instances', type: 'number', min: '1', max: '100', step: '1', value: '10', 'aria-describedby': 'lab-instances-error' }),
      ),
      h('button', { id: 'lab-run-korf', type: 'button', class: 'primary' }, 'Run instances'),
    ),
    h('p', { id: 'lab-instances-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
    h(
      'div',
      { class: 'lab-table-wrap' },
      h(
        'table',
        { id: 'lab-korf-table', class: 'lab-table', 'aria-label': 'Korf’s 100 results' },
        h(
          'thead',
          {},
          h('tr', {}, cols('#', 'Optimal', 'Ours', 'Nodes', 'Seconds', h('span', { class: 'visually-hidden' }, 'Optimal?'))),
        ),
        h('tbody'),
      ),
    ),
    subtitle('Totals'),
    h(
      'ul',
      { id: 'lab-totals', class: 'lab-totals', 'aria-label': 'Totals' },
      h('li', { class: 'hint' }, 'Run some instances: each heuristic’s total stays here, so two runs can be compared.'),
    ),
  );

  return h('div', { class: 'lab' }, setup, run, korf);
}
