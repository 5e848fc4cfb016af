// The Compare view's screen, top to bottom:
//
//   ┌ the board (Start state, Goal) ·· Step all, Run all, Reset all, Speed, Add lane ┐
//   │ status line                                                                     │
//   ├ Lane 1 │ Lane 2 │ Lane 3 │ Lane 4 …  (a card each: menus, board, counters)     ┤
//   ├ Race chart (a line per lane)  │ Results table · Batch · Copy / Download CSV     ┤
//
// Built once, the first time the view is shown, inside its <main>.

import { h } from '../../widgets/dom.js';
import { t } from '../../i18n/index.js';
import { sizeFacts } from '../../engine/catalogue.js';
import { said, marked } from '../../widgets/mark.js';

/** A labelled toggle of the race chart: `<label><input> Text<span hidden> more</span></label>` (keys of the texts). */
const toggle = (id, text, more) =>
  h('label', { class: 'toggle' }, h('input', { id, type: 'checkbox' }), ' ', said(text), h('span', { class: 'visually-hidden', 'data-i18n': more }, t(more)));
/** The visually hidden end of a label (" for every lane"), by key. */
const hidden = (key) => h('span', { class: 'visually-hidden', 'data-i18n': key }, t(key));

/** The view's markup, built once. */
function frame() {
  const top = h(
    'section',
    { class: 'panel cmp-top', 'aria-labelledby': 'cmp-title' },
    h('h2', { id: 'cmp-title', class: 'visually-hidden' }, said('compare.viewLabel')),
    h(
      'div',
      { class: 'cmp-problem' },
      h(
        'div',
        { class: 'field cmp-start' },
        h('label', { for: 'cmp-start' }, said('compare.startLabel'), hidden('compare.forEveryLane')),
        h('textarea', { id: 'cmp-start', rows: '1', spellcheck: 'false', autocapitalize: 'off', 'aria-describedby': 'cmp-start-error' }),
      ),
      h(
        'div',
        { class: 'field cmp-goal' },
        h('label', { for: 'cmp-goal' }, said('compare.goalLabel'), hidden('compare.forEveryLane')),
        h('select', { id: 'cmp-goal' }),
      ),
      h(
        'div',
        { class: 'field cmp-costs' },
        h('label', { for: 'cmp-costs' }, said('costs.label'), hidden('compare.forEveryLane')),
        h('select', { id: 'cmp-costs' }),
      ),
      h('canvas', { id: 'cmp-goal-preview', class: 'goal-preview', role: 'img', 'aria-label': t('compare.goalBoard') }),
      h(
        'button',
        { id: 'cmp-from-solve', type: 'button', class: 'secondary', ...marked({ title: 'compare.fromSolveTitle' }) },
        said('compare.fromSolve'),
      ),
    ),
    h(
      'div',
      { class: 'cmp-transport' },
      h(
        'div',
        { class: 'buttons' },
        h('button', { id: 'cmp-step', type: 'button', ...marked({ title: 'compare.stepTitle' }) }, said('compare.step')),
        h(
          'button',
          { id: 'cmp-run', type: 'button', class: 'primary', ...marked({ title: 'compare.runTitle' }) },
          t('compare.run'), // and "Pause all" while the lanes run (index.js)
        ),
        h('button', { id: 'cmp-reset', type: 'button', class: 'secondary', ...marked({ title: 'compare.resetTitle' }) }, said('compare.reset')),
      ),
      h(
        'div',
        { class: 'field speed' },
        h('label', { for: 'cmp-speed' }, said('compare.speed'), hidden('compare.speedOf')),
        h('input', { id: 'cmp-speed', type: 'range', min: '0', max: '7', step: '1', value: '5' }),
        h('span', { id: 'cmp-speed-value', class: 'speed-value', 'aria-hidden': 'true' }),
      ),
      h('button', { id: 'cmp-add', type: 'button', class: 'secondary', ...marked({ title: 'compare.addLaneTitle' }) }, said('compare.addLane')),
    ),
    h('p', { id: 'cmp-start-error', class: 'field-error', 'aria-live': 'polite', hidden: true }),
    h('p', { id: 'cmp-status', class: 'cmp-status', 'aria-live': 'polite' }),
  );

  const lanes = h('section', { class: 'cmp-lanes', ...marked({ 'aria-label': 'compare.lanes' }) }, h('ol', { id: 'cmp-lanes', class: 'lanes' }));

  const chart = h(
    'section',
    { class: 'panel cmp-chart-panel', 'aria-labelledby': 'cmp-chart-title' },
    h(
      'div',
      { class: 'chart-head' },
      h('h2', { id: 'cmp-chart-title' }, said('compare.race')),
      // What the lines plot against each lane's expansions: the frontier (default) or the visited
      // table; not the expansions themselves, which drew y = x for every lane (issue 26).
      h(
        'label',
        { class: 'cmp-metric' },
        said('compare.chartMetric'),
        ' ',
        h(
          'select',
          { id: 'cmp-metric' },
          h('option', { value: 'frontier', 'data-i18n': 'glossary.frontier.word' }, t('glossary.frontier.word')),
          h('option', { value: 'visited', 'data-i18n': 'glossary.visited.word' }, t('glossary.visited.word')),
        ),
      ),
      toggle('cmp-log', 'compare.logToggle', 'compare.ofRaceChart'),
    ),
    h('ul', { id: 'cmp-key', class: 'cmp-key', ...marked({ 'aria-label': 'compare.chartKey' }) }),
    h('div', {
      id: 'cmp-chart',
      class: 'chart cmp-chart',
      role: 'img',
      ...marked({ 'aria-label': 'compare.chartLabel' }),
    }),
  );

  const number = (id, min, max, value) => h('input', { id, type: 'number', min, max, step: '1', value });
  const results = h(
    'section',
    { class: 'panel cmp-results', 'aria-labelledby': 'cmp-results-title' },
    h(
      'div',
      { class: 'cmp-results-head' },
      h('h2', { id: 'cmp-results-title' }, said('compare.results')),
      h('p', { id: 'cmp-results-note', class: 'cmp-results-note' }),
      h('button', { id: 'cmp-copy', type: 'button', class: 'secondary small', ...marked({ title: 'compare.csvNote' }) }, said('compare.copy')),
      h('button', { id: 'cmp-download', type: 'button', class: 'secondary small', ...marked({ title: 'compare.csvNote' }) }, said('compare.download')),
    ),
    h(
      'div',
      { class: 'cmp-batch', role: 'group', 'aria-labelledby': 'cmp-batch-title' },
      h('span', { id: 'cmp-batch-title', class: 'cmp-batch-title' }, said('compare.batch')),
      h('label', { class: 'inline-field' }, said('compare.batchBoards'), number('cmp-batch-count', '1', '100', '10')),
      h('label', { class: 'inline-field' }, said('compare.batchDepth'), number('cmp-batch-depth', '1', String(sizeFacts(3, 3).farthest), '12')),
      h(
        'button',
        {
          id: 'cmp-batch',
          type: 'button',
          class: 'small',
          ...marked({ title: 'compare.batchTitle' }),
        },
        said('compare.batch'),
      ),
      h('progress', { id: 'cmp-batch-progress', max: '1', value: '0', ...marked({ 'aria-label': 'compare.batchProgress' }), hidden: true }),
      h('span', { id: 'cmp-batch-text', class: 'cmp-batch-text', 'aria-live': 'polite' }),
      h('button', { id: 'cmp-batch-cancel', type: 'button', class: 'small secondary', hidden: true }, said('compare.cancel')),
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
          h('abbr', marked({ title: 'compare.branchingFactor' }), 'b*'),
          said('compare.captionSolves'),
          h('sup', {}, 'd'),
          said('compare.captionRest'),
          h('span', { id: 'cmp-memory-budget' }),
          said('compare.captionEnd'),
        ),
        h('thead'),
        h('tbody'),
      ),
    ),
    h('p', { id: 'cmp-copy-status', class: 'cmp-copy-status', 'aria-live': 'polite' }),
    h('textarea', { id: 'cmp-csv-text', class: 'cmp-csv-text', readonly: true, rows: '4', ...marked({ 'aria-label': 'compare.csvText' }), hidden: true }),
  );

  return h('div', { class: 'cmp' }, top, lanes, h('div', { class: 'cmp-bottom' }, chart, results));
}

/** Fills `main` with the view; returns its elements by role. */
export function buildLayout(main) {
  main.replaceChildren(frame());
  const $ = (id) => main.querySelector(`#cmp-${id}`);
  return {
    problem: { start: $('start'), goal: $('goal'), costs: $('costs'), preview: $('goal-preview'), error: $('start-error'), fromSolve: $('from-solve') },
    transport: { step: $('step'), run: $('run'), reset: $('reset'), speed: $('speed'), speedValue: $('speed-value'), add: $('add') },
    status: $('status'),
    lanes: $('lanes'),
    chart: { box: $('chart'), key: $('key'), metric: $('metric'), log: $('log') },
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
