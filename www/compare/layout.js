// The Compare view's screen, top to bottom:
//
//   ┌ the board (Start state, Goal) ·· Step all, Run all, Reset all, Speed, Add lane ┐
//   │ status line                                                                     │
//   ├ Lane 1 │ Lane 2 │ Lane 3 │ Lane 4 …  (a card each: menus, board, counters)     ┤
//   ├ Race chart (a line per lane)  │ Results table · Batch · Copy / Download CSV     ┤
//
// Built once, the first time the view is shown, inside its <main>.

import { h } from '../dom.js';

/** A labelled toggle of the race chart: `<label><input> Text<span hidden> more</span></label>`. */
const toggle = (id, text, more) =>
  h('label', { class: 'toggle' }, h('input', { id, type: 'checkbox' }), ` ${text}`, h('span', { class: 'visually-hidden' }, more));

/** The view's markup, built once. */
function frame() {
  const top = h(
    'section',
    { class: 'panel cmp-top', 'aria-labelledby': 'cmp-title' },
    h('h2', { id: 'cmp-title', class: 'visually-hidden' }, 'Compare searches'),
    h(
      'div',
      { class: 'cmp-problem' },
      h(
        'div',
        { class: 'field cmp-start' },
        h('label', { for: 'cmp-start' }, 'Start state', h('span', { class: 'visually-hidden' }, ' for every lane')),
        h('textarea', { id: 'cmp-start', rows: '1', spellcheck: 'false', autocapitalize: 'off', 'aria-describedby': 'cmp-start-error' }),
      ),
      h(
        'div',
        { class: 'field cmp-goal' },
        h('label', { for: 'cmp-goal' }, 'Goal', h('span', { class: 'visually-hidden' }, ' for every lane')),
        h('select', { id: 'cmp-goal' }),
      ),
      h('canvas', { id: 'cmp-goal-preview', class: 'goal-preview', role: 'img', 'aria-label': 'Goal board' }),
      h(
        'button',
        { id: 'cmp-from-solve', type: 'button', class: 'secondary', title: 'Start again from the board and goal of the Solve view' },
        'Use Solve board',
      ),
    ),
    h(
      'div',
      { class: 'cmp-transport' },
      h(
        'div',
        { class: 'buttons' },
        h('button', { id: 'cmp-step', type: 'button', title: 'One expansion in every lane (→)' }, 'Step all'),
        h(
          'button',
          { id: 'cmp-run', type: 'button', class: 'primary', title: 'Every lane expands the same number of nodes per frame (Space)' },
          'Run all',
        ),
        h('button', { id: 'cmp-reset', type: 'button', class: 'secondary', title: 'Start every lane over (R)' }, 'Reset all'),
      ),
      h(
        'div',
        { class: 'field speed' },
        h('label', { for: 'cmp-speed' }, 'Speed', h('span', { class: 'visually-hidden' }, ' of every lane')),
        h('input', { id: 'cmp-speed', type: 'range', min: '0', max: '7', step: '1', value: '5' }),
        h('span', { id: 'cmp-speed-value', class: 'speed-value', 'aria-hidden': 'true' }),
      ),
      h('button', { id: 'cmp-add', type: 'button', class: 'secondary', title: 'Up to six lanes' }, '+ Add lane'),
    ),
    h('p', { id: 'cmp-start-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
    h('p', { id: 'cmp-status', class: 'cmp-status', 'aria-live': 'polite' }),
  );

  const lanes = h('section', { class: 'cmp-lanes', 'aria-label': 'Lanes' }, h('ol', { id: 'cmp-lanes', class: 'lanes' }));

  const chart = h(
    'section',
    { class: 'panel cmp-chart-panel', 'aria-labelledby': 'cmp-chart-title' },
    h(
      'div',
      { class: 'chart-head' },
      h('h2', { id: 'cmp-chart-title' }, 'Race'),
      toggle('cmp-frontier', 'Frontier size', ' on the race chart'),
      toggle('cmp-log', 'Log scale', ' of the race chart'),
    ),
    h('ul', { id: 'cmp-key', class: 'cmp-key', 'aria-label': 'Chart key' }),
    h('div', {
      id: 'cmp-chart',
      class: 'chart cmp-chart',
      role: 'img',
      'aria-label': "Chart: each lane's expanded nodes (or frontier size) against the expansions it has made",
    }),
  );

  const number = (id, min, max, value) => h('input', { id, type: 'number', min, max, step: '1', value });
  const results = h(
    'section',
    { class: 'panel cmp-results', 'aria-labelledby': 'cmp-results-title' },
    h(
      'div',
      { class: 'cmp-results-head' },
      h('h2', { id: 'cmp-results-title' }, 'Results'),
      h('p', { id: 'cmp-results-note', class: 'cmp-results-note' }),
      h('button', { id: 'cmp-copy', type: 'button', class: 'secondary small' }, 'Copy as CSV'),
      h('button', { id: 'cmp-download', type: 'button', class: 'secondary small' }, 'Download CSV'),
    ),
    h(
      'div',
      { class: 'cmp-batch', role: 'group', 'aria-labelledby': 'cmp-batch-title' },
      h('span', { id: 'cmp-batch-title', class: 'cmp-batch-title' }, 'Batch'),
      h('label', { class: 'inline-field' }, 'Random boards ', number('cmp-batch-count', '1', '100', '10')),
      h('label', { class: 'inline-field' }, 'Optimal depth ', number('cmp-batch-depth', '1', '31', '12')),
      h(
        'button',
        {
          id: 'cmp-batch',
          type: 'button',
          class: 'small',
          title: 'Every lane on random 3×3 boards exactly this many moves from the goal; the table shows the means',
        },
        'Batch',
      ),
      h('progress', { id: 'cmp-batch-progress', max: '1', value: '0', 'aria-label': 'Batch progress', hidden: true }),
      h('span', { id: 'cmp-batch-text', class: 'cmp-batch-text', 'aria-live': 'polite' }),
      h('button', { id: 'cmp-batch-cancel', type: 'button', class: 'small secondary', hidden: true }, 'Cancel'),
    ),
    h('p', { id: 'cmp-batch-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
    h(
      'div',
      { class: 'cmp-table-wrap' },
      h(
        'table',
        { id: 'cmp-table', class: 'cmp-table', 'aria-labelledby': 'cmp-results-title', 'aria-describedby': 'cmp-results-note' },
        h(
          'caption',
          {},
          h('abbr', { title: 'effective branching factor' }, 'b*'),
          ' solves N + 1 = 1 + b* + (b*)² + … + (b*)',
          h('sup', {}, 'd'),
          ', where d is the solution length and N the nodes generated after the start (Generated − 1), as in Russell & Norvig. ' +
            "Time: wall time of the lane's engine calls. Memory: the engine's estimate for its tables (budget ",
          h('span', { id: 'cmp-memory-budget' }),
          ' a lane).',
        ),
        h('thead'),
        h('tbody'),
      ),
    ),
    h('p', { id: 'cmp-copy-status', class: 'cmp-copy-status', 'aria-live': 'polite' }),
    h('textarea', { id: 'cmp-csv-text', class: 'cmp-csv-text', readonly: true, rows: '4', 'aria-label': 'CSV text', hidden: true }),
  );

  return h('div', { class: 'cmp' }, top, lanes, h('div', { class: 'cmp-bottom' }, chart, results));
}

/** Fills `main` with the view; returns its elements by role. */
export function buildLayout(main) {
  main.replaceChildren(frame());
  const $ = (id) => main.querySelector(`#cmp-${id}`);
  return {
    problem: { start: $('start'), goal: $('goal'), preview: $('goal-preview'), error: $('start-error'), fromSolve: $('from-solve') },
    transport: { step: $('step'), run: $('run'), reset: $('reset'), speed: $('speed'), speedValue: $('speed-value'), add: $('add') },
    status: $('status'),
    lanes: $('lanes'),
    chart: { box: $('chart'), key: $('key'), frontier: $('frontier'), log: $('log') },
    results: { table: $('table'), note: $('results-note'), budget: $('memory-budget'), copy: $('copy'), download: $('download'), copyStatus: $('copy-status'), csvText: $('csv-text') },
    batch: {
      count: $('batch-count'),
      depth: $('batch-depth'),
      start: $('batch'),
      progress: $('batch-progress'),
      text: $('batch-text'),
      cancel: $('batch-cancel'),
      error: $('batch-error'),
    },
  };
}
