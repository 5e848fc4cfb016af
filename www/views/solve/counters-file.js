// The Solve chart's CSV button: the counters after each step (step, expanded, frontier,
// visited — or the path's length for an iterative search), a row per step (past
// 65,536 steps, every 2nd, 4th … step and the last: src/search/history.rs), as a file named
// after the board (npuzzle-counters-867254301.csv). Its title says the rows' spacing and why
// the header is machine names. The Explain view saves the same file beside its tree
// (explain/export.js); both read the search's one history.

import { downloadBlob } from '../../widgets/download.js';
import { countersCsv, fileName } from '../../widgets/files.js';
import { onLanguageChange, t } from '../../i18n/index.js';

/** The CSV button's title for a history with a row every `stride` steps. */
export function countersFileTitle(stride) {
  return stride > 1 ? t('export.chartCsvSampled', { stride }) : t('export.chartCsv');
}

/**
 * Wires `#save-chart-csv`. `chart` is the GrowthChart (chart.js: its `data` is the search's
 * history); `problem()` the Solve search's problem (its start names the file).
 */
export function initCountersFile({ chart, problem }) {
  const button = document.getElementById('save-chart-csv');
  if (!button) return;
  button.addEventListener('click', () => {
    const shown = problem();
    if (!shown || chart.data.expanded.length === 0) return;
    downloadBlob(new Blob([countersCsv(chart.data, chart.iterative)], { type: 'text/csv' }), fileName('counters', shown.tiles, 'csv'));
  });
  const title = () => {
    const words = countersFileTitle(chart.data.stride ?? 1);
    button.title = words;
    button.setAttribute('aria-label', words);
  };
  // The markup's data-i18n-attr words the title too (the stride-1 words), before this runs.
  button.removeAttribute('data-i18n-attr');
  title();
  chart.watch(title);
  onLanguageChange(title);
}
