// The Solve chart's CSV button: the counters of each point the growth chart drew (expanded,
// frontier, visited — or the path's length for an iterative search), one row a step request, as
// a file named after the board (npuzzle-counters-867254301.csv). The Explain view saves the same
// file beside its tree (explain/export.js); both read the search's one history.

import { downloadBlob } from '../../widgets/download.js';
import { countersCsv, fileName } from '../../widgets/files.js';

/**
 * Wires `#save-chart-csv`. `chart` is the GrowthChart (chart.js: its `data` is the search's
 * history); `problem()` the Solve search's problem (its start names the file).
 */
export function initCountersFile({ chart, problem }) {
  const button = document.getElementById('save-chart-csv');
  button?.addEventListener('click', () => {
    const shown = problem();
    if (!shown || chart.data.expanded.length === 0) return;
    downloadBlob(new Blob([countersCsv(chart.data, chart.iterative)], { type: 'text/csv' }), fileName('counters', shown.tiles, 'csv'));
  });
}
