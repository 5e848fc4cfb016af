// The results table: one row per lane, with the numbers a class compares —
// solution length, whether it is guaranteed shortest, the work (expanded,
// generated, largest frontier, visited), wall time, the effective branching
// factor b* and the memory the engine estimates for its tables. After a race
// (or a batch) the best value of each column is highlighted, and marked
// "(best)" for screen readers. Each cell keeps its exact number in
// `data-value`, which is also what the CSV export writes.

import { bytes, decimal, duration, number } from '../../i18n/format.js';
import { t } from '../../i18n/index.js';
import { laneSwatch } from './palette.js';
import { algorithmOf, heuristicOf, parameterOf, searchTitle } from './searches.js';

/** b* to two decimals ("2.79"), as Russell & Norvig's table gives it. */
const twoDecimals = (n) => decimal(n, 2);

/**
 * Wall time in ms as the table and the CSV keep it: to a tenth of a
 * millisecond (110.10000000195578 → 110.1), finer than the clock's own
 * grain in a worker, so the CSV carries no float noise.
 */
export const roundMs = (ms) => Math.round(ms * 10) / 10;

/**
 * The table's columns, in CSV order. `csv` is the CSV header (the same in
 * every language), `head` the table's in English, worded in the page's
 * language by the catalogue's `compare.column.<key>` (columns without a head
 * are only in the CSV); `best` says which way is better.
 */
export const COLUMNS = [
  { key: 'lane', csv: 'lane', head: 'Lane' },
  { key: 'title', head: 'Search' },
  // The tie-breaking rule's short label ('–' for a search without an open list), shown once a
  // lane picks a rule other than the default (the table fits 1366 px without it); not in the CSV.
  {
    key: 'ties',
    get head() {
      return t('tie.column');
    },
  },
  { key: 'algorithm', csv: 'algorithm' },
  { key: 'heuristic', csv: 'heuristic' },
  // One column per parameter of the catalogue (weighted A*'s `weight`), under its key: toCsv.
  { key: 'parameters' },
  { key: 'boards', csv: 'boards' },
  // What a move costs (a name of the engine's costs(): unit, heavy), the race's for every lane.
  { key: 'costs', csv: 'costs' },
  { key: 'solutionLength', csv: 'solution_length', head: 'Length', best: 'min', format: number },
  // The path's cost (the sum of the tiles moved under heavy costs): shown once a lane's moves cost more than 1.
  { key: 'solutionCost', csv: 'solution_cost', head: 'Cost', best: 'min', format: number },
  { key: 'optimal', csv: 'optimal', head: 'Optimal', format: (v) => t(v ? 'compare.guaranteed' : 'compare.notGuaranteed') },
  { key: 'expanded', csv: 'expanded', head: 'Expanded', best: 'min', format: number },
  { key: 'generated', csv: 'generated', head: 'Generated', best: 'min', format: number },
  { key: 'maxFrontier', csv: 'max_frontier', head: 'Max frontier', best: 'min', format: number },
  { key: 'visited', csv: 'visited', head: 'Visited', best: 'min', format: number },
  { key: 'wallTimeMs', csv: 'wall_time_ms', head: 'Time', best: 'min', format: duration },
  { key: 'branching', csv: 'effective_branching_factor', head: 'b*', best: 'min', format: twoDecimals },
  { key: 'memory', csv: 'memory_bytes', head: 'Memory', best: 'min', format: bytes },
];

const SHOWN = COLUMNS.filter((c) => c.head);

/** A column's head in the page's language (its English `head` where the catalogue has no word). */
function headOf(column) {
  const key = `compare.column.${column.key}`;
  const text = t(key);
  return text === key ? column.head : text;
}

/**
 * b* of one solved search, following Russell & Norvig: N is the number of
 * nodes generated not counting the start (the engine's `generated` counts
 * it), d the solution length. `null` for a start that is already the goal.
 */
export function branchingOf(summary) {
  if (summary.status !== 'solved') return null;
  return summary.branching ?? null; // the engine's b* (docs/wasm-api.md, the summary)
}

/** The parts of a row that say which search it is. */
export function describeLane(engine, config, index) {
  return {
    lane: index + 1,
    title: searchTitle(engine, config),
    algorithm: config.algorithm,
    heuristic: algorithmOf(engine, config.algorithm).usesHeuristic ? heuristicOf(engine, config).name : '',
    // The lane's parameter under its key (`weight: 1.5`): the CSV's column of that key.
    ...(parameterOf(engine, config) ? { [parameterOf(engine, config).key]: config.parameter } : {}),
    ties: tieLabel(engine, config),
    tieChosen: Boolean(config.tie),
  };
}

/** A lane's tie-breaking rule as its cell shows it: the default's for no rule; '' without an open list. */
function tieLabel(engine, config) {
  if (!algorithmOf(engine, config.algorithm).breaksTies) return '';
  const rules = engine.catalogue.tieBreaks;
  return (rules.find((r) => r.name === config.tie) ?? rules[0])?.short ?? '';
}

/** A row for one lane of the race (numbers so far; length, optimal and b* once solved). */
export function raceRow(engine, lane, index) {
  const s = lane.summary;
  const solved = s.status === 'solved';
  return {
    ...describeLane(engine, lane.config, index),
    boards: 1,
    status: s.status,
    costs: s.costs,
    heavy: engine.catalogue.weighs(s.costs),
    solutionLength: solved ? s.solutionLength : null,
    solutionCost: solved ? s.solutionCost : null,
    optimal: solved ? s.optimal : null,
    expanded: s.expanded,
    generated: s.generated,
    maxFrontier: s.maxFrontier,
    visited: s.visited,
    wallTimeMs: roundMs(lane.timeMs),
    branching: branchingOf(s),
    memory: s.memory,
  };
}

export class ResultsTable {
  /**
   * @param {HTMLTableElement} table  with an empty <thead> and <tbody>
   * @param {HTMLElement} note        the line above the table that says what the rows are
   */
  constructor(table, note) {
    this.table = table;
    this.note = note;
    this.rows = [];
    this.shown = { final: false, note: '' };
    // The Ties column only once a lane breaks ties otherwise than by default.
    this.columns = SHOWN.filter((c) => c.key !== 'ties' && c.key !== 'solutionCost');
    this.#head();
  }

  /** The header row of the columns shown, in the page's language. */
  #head() {
    const columns = this.columns;
    const head = document.createElement('tr');
    for (const column of columns) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.dataset.key = column.key;
      if (column.key === 'branching') {
        const abbr = document.createElement('abbr');
        abbr.title = t('compare.branchingFactor');
        abbr.textContent = 'b*';
        th.append(abbr);
      } else {
        th.textContent = headOf(column);
      }
      head.append(th);
    }
    this.table.tHead.replaceChildren(head);
  }

  /**
   * After a switch of language: the heads, and the rows shown again with `retitle(row)` (each
   * row's search named anew; the numbers are the same) and the note `note()` gives.
   */
  relabel(retitle, note) {
    this.#head();
    this.show(this.rows.map(retitle), { final: this.shown.final, note: note() });
  }

  /**
   * Shows `rows`. With `final`, the best value of each column is marked
   * (among the rows that have one; ties are all best).
   */
  show(rows, { final = false, note = '' } = {}) {
    this.rows = rows;
    this.shown = { final, note };
    this.note.textContent = note;
    this.columns = SHOWN.filter(
      (c) => (c.key !== 'ties' || rows.some((row) => row.tieChosen)) && (c.key !== 'solutionCost' || rows.some((row) => row.heavy)),
    );
    this.#head();
    const shown = this.columns;
    const best = final ? bestValues(rows) : {};
    const body = this.table.tBodies[0];
    body.replaceChildren(
      ...rows.map((row, i) => {
        const tr = document.createElement('tr');
        tr.dataset.lane = String(row.lane);
        for (const column of shown) {
          const value = row[column.key];
          const cell = document.createElement(column.key === 'lane' ? 'th' : 'td');
          cell.dataset.key = column.key;
          if (column.key === 'lane') {
            cell.scope = 'row';
            cell.append(laneSwatch(i, 22), String(row.lane));
          } else if (value === null || value === undefined || value === '') {
            cell.textContent = '–';
          } else {
            cell.dataset.value = String(value);
            cell.textContent = column.format ? column.format(value) : String(value);
          }
          if (column.key in best && value === best[column.key]) {
            cell.classList.add('best');
            const mark = document.createElement('span');
            mark.className = 'visually-hidden';
            mark.textContent = t('compare.best');
            cell.append(mark);
          }
          tr.append(cell);
        }
        return tr;
      }),
    );
  }
}

/**
 * The best value of each column that has a direction, over the rows that
 * reached the goal (a search stopped by its budget has done less work, but
 * that is not better), when at least two of them have one.
 */
function bestValues(rows) {
  const best = {};
  rows = rows.filter((row) => row.solutionLength !== null);
  for (const column of COLUMNS) {
    if (column.best !== 'min') continue;
    const values = rows.map((row) => row[column.key]).filter((v) => typeof v === 'number' && Number.isFinite(v));
    if (values.length >= 2) best[column.key] = Math.min(...values);
  }
  return best;
}

/**
 * The rows as CSV: a header line, then one line per row; numbers as JS writes them. `parameters`:
 * the keys of the catalogue's parameters (`catalogue.parameters`), one column each where COLUMNS
 * says `parameters`.
 */
export function toCsv(rows, parameters = []) {
  /** @type {Array<{ key: string, csv: string }>} */
  const columns = [];
  for (const c of COLUMNS) {
    if (c.key === 'parameters') columns.push(...parameters.map((key) => ({ key, csv: key })));
    else if (c.csv) columns.push({ key: c.key, csv: c.csv });
  }
  const field = (value) => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.map((c) => c.csv).join(',')];
  for (const row of rows) lines.push(columns.map((c) => field(row[c.key])).join(','));
  return `${lines.join('\n')}\n`;
}
