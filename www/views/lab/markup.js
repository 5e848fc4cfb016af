// The lab's screen, as markup: the 15-puzzle to solve (left), what the
// worker is doing and what it found (centre), and Korf's 100 (right).

import { h } from '../../widgets/dom.js';
import { t } from '../../i18n/index.js';

/**
 * The heuristics the lab offers, weakest first: the catalogue's that fit a
 * 15-puzzle and are worth its hundreds of millions of nodes (a choice; the
 * titles and hints are the catalogue's, www/engine/catalogue.js).
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
  { name: 'idastar', how: () => t('lab.howKernel'), named: false, hint: () => t('lab.hintIdastar') },
  {
    name: 'astar',
    how: ({ labAstarMemoryMb }) => t('lab.howBudget', { mb: labAstarMemoryMb }),
    named: true,
    // 0: the engine's budget (LabSolver.solveAStar), the one the menu names.
    memoryBudget: 0,
    hint: () => t('lab.hintAstar'),
  },
];

/** The two goals of Korf's files; `title` is a catalogue key (www/i18n). */
export const GOALS = [
  { name: 'blank-first', title: 'lab.goalBlankFirst' },
  { name: 'ordered', title: 'lab.goalOrdered' },
];

/**
 * An element whose text is the catalogue's `key`, marked so that a switch of language rewrites it
 * (www/i18n `translate`).
 */
export const said = (tag, key, props = {}) => h(tag, { ...props, 'data-i18n': key }, t(key));

/** The options of a menu, `selected` marked as the HTML attribute would. */
const options = (list, selected) => list.map((o) => said('option', o.title, { value: o.name, selected: o.name === selected }));

/** One number of a counters list: its label (dt) and value (dd, "–" until known). */
const counter = (id, key) =>
  h('div', { class: 'lab-counter' }, said('dt', key, { id: `${id}-label` }), h('dd', { id, 'aria-labelledby': `${id}-label` }, '–'));

const field = (...children) => h('div', { class: 'field' }, ...children);
const subtitle = (key) => said('h3', key, { class: 'lab-subtitle' });
const cols = (...keys) => keys.map((key) => said('th', key, { scope: 'col' }));
/** `props` with `attribute` (aria-label, title) set to the catalogue's `key`, rewritten on a switch. */
const labelled = (props, key, attribute = 'aria-label') => ({
  ...props,
  [attribute]: t(key),
  'data-i18n-attr': `${attribute}:${key}`,
});

/** The lab's screen, built once when the view is first shown. */
export function labFrame() {
  const setup = h(
    'section',
    { class: 'panel lab-setup', 'aria-labelledby': 'lab-setup-title' },
    said('h2', 'lab.setupTitle', { id: 'lab-setup-title' }),
    h(
      'form',
      { id: 'lab-form', class: 'fields', autocomplete: 'off', novalidate: true },
      field(
        said('label', 'lab.algorithm', { for: 'lab-algorithm' }),
        h('select', { id: 'lab-algorithm', 'aria-describedby': 'lab-algorithm-hint' }),
        h('p', { id: 'lab-algorithm-hint', class: 'hint' }),
      ),
      field(
        said('label', 'lab.heuristic', { for: 'lab-heuristic' }),
        h('select', { id: 'lab-heuristic', 'aria-describedby': 'lab-heuristic-hint' }),
        h('p', { id: 'lab-heuristic-hint', class: 'hint' }),
      ),
      field(said('label', 'lab.goal', { for: 'lab-goal' }), h('select', { id: 'lab-goal' }, options(GOALS, 'blank-first'))),
      field(said('label', 'lab.preset', { for: 'lab-preset' }), h('select', { id: 'lab-preset' })),
      field(
        said('label', 'lab.board', { for: 'lab-board' }),
        h('textarea', {
          id: 'lab-board',
          rows: '2',
          spellcheck: 'false',
          autocapitalize: 'off',
          'aria-describedby': 'lab-board-error lab-board-hint',
        }),
        h('p', { id: 'lab-board-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
        said('p', 'lab.boardHint', { id: 'lab-board-hint', class: 'hint' }),
      ),
      h(
        'div',
        { class: 'buttons' },
        said('button', 'lab.solve', { id: 'lab-solve', type: 'submit', class: 'primary' }),
        said('button', 'lab.cancel', { id: 'lab-cancel', type: 'button', disabled: true }),
      ),
    ),
    h('div', { class: 'lab-board-wrap' }, h('canvas', { id: 'lab-canvas', class: 'lab-canvas', role: 'img', 'aria-label': t('lab.canvas') })),
    h(
      'div',
      { id: 'lab-scrub', class: 'lab-scrub', hidden: true },
      said('label', 'lab.move', { for: 'lab-move' }),
      h('input', { id: 'lab-move', type: 'range', min: '0', max: '0', value: '0', step: '1' }),
      h('span', { id: 'lab-move-value', class: 'lab-move-value', 'aria-hidden': 'true' }, '0 / 0'),
    ),
  );

  const run = h(
    'section',
    { class: 'panel lab-run', 'aria-labelledby': 'lab-run-title' },
    said('h2', 'lab.runTitle', { id: 'lab-run-title' }),
    h('p', { id: 'lab-status', class: 'lab-status', 'aria-live': 'polite', dataset: { kind: 'idle' } }, t('lab.starting')),
    h(
      'div',
      { class: 'lab-build' },
      h(
        'div',
        { class: 'lab-build-head' },
        h('span', { id: 'lab-build-label' }, t('lab.pdb')),
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
      h('p', { id: 'lab-tables', class: 'hint' }, t('lab.tablesIdle')),
    ),
    subtitle('lab.search'),
    h(
      'dl',
      { class: 'lab-counters' },
      counter('lab-nodes', 'lab.nodesGenerated'),
      counter('lab-rate', 'lab.rate'),
      counter('lab-threshold', 'lab.threshold'),
      counter('lab-iteration', 'lab.iteration'),
      counter('lab-elapsed', 'lab.elapsed'),
      counter('lab-h', 'lab.hStart'),
    ),
    subtitle('lab.result'),
    h('dl', { class: 'lab-counters' }, counter('lab-length', 'lab.length'), counter('lab-total-nodes', 'lab.nodes'), counter('lab-time', 'lab.time')),
    h('p', { id: 'lab-optimal', class: 'lab-optimal', hidden: true }),
    h('p', labelled({ id: 'lab-moves', class: 'lab-moves', role: 'group' }, 'lab.moves')),
    h(
      'div',
      { class: 'lab-iterations-wrap' },
      h(
        'table',
        labelled({ id: 'lab-iterations', class: 'lab-table lab-iterations', hidden: true }, 'lab.iterations'),
        h('thead', {}, h('tr', {}, cols('lab.iteration', 'lab.threshold', 'lab.nodesGenerated'))),
        h('tbody'),
      ),
    ),
  );

  const korf = h(
    'section',
    { class: 'panel lab-korf', 'aria-labelledby': 'lab-korf-title' },
    said('h2', 'lab.korfTitle', { id: 'lab-korf-title' }),
    said('p', 'lab.korfHint', { class: 'hint' }),
    h(
      'div',
      { class: 'field-row' },
      h(
        'div',
        { class: 'field narrow' },
        said('label', 'lab.instances', { for: 'lab-instances' }),
        h('input', { id: 'lab-instances', type: 'number', min: '1', max: '100', step: '1', value: '10', 'aria-describedby': 'lab-instances-error' }),
      ),
      said('button', 'lab.runKorf', { id: 'lab-run-korf', type: 'button', class: 'primary' }),
    ),
    h('p', { id: 'lab-instances-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
    h(
      'div',
      { class: 'lab-table-wrap' },
      h(
        'table',
        labelled({ id: 'lab-korf-table', class: 'lab-table' }, 'lab.korfTable'),
        h(
          'thead',
          {},
          h('tr', {}, cols('lab.colNumber', 'lab.colOptimal', 'lab.colOurs', 'lab.nodes', 'lab.colSeconds'), h('th', { scope: 'col' }, said('span', 'lab.colOptimalQ', { class: 'visually-hidden' }))),
        ),
        h('tbody'),
      ),
    ),
    subtitle('lab.totals'),
    h(
      'ul',
      labelled({ id: 'lab-totals', class: 'lab-totals' }, 'lab.totals'),
      said('li', 'lab.totalsEmpty', { class: 'hint' }),
    ),
  );

  return h('div', { class: 'lab' }, setup, run, korf);
}
