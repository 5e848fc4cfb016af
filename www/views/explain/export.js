// The Search tree panel's Export buttons: the tree this panel holds as JSON and as Graphviz DOT
// (./tree-export.js), and the search's counters (../../widgets/files.js) after each step as CSV, each saved as a file
// named after the board (npuzzle-tree-867254301.dot). The whole tree the panel holds is saved,
// whatever its slider shows, and a tree cut at the engine's limit says so in the file. Words are
// marked (../widgets/mark.js), so a switch of language rewrites them with the page.

import { downloadBlob } from '../../widgets/download.js';
import { h } from '../../widgets/dom.js';
import { marked, said } from '../../widgets/mark.js';
import { boardText, countersCsv, fileName } from '../../widgets/files.js';
import { treeToDot, treeToJson } from './tree-export.js';
import { algorithmOf, heuristicOf, titleOf } from './words.js';

const ICON_PATH = 'M12 4v11M7 10l5 5 5-5M5 20h14';

/** A small download button ("JSON", "DOT", "CSV") whose name and title are the message `key`. */
function button(text, key, onClick) {
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICON_PATH);
  icon.append(path);
  return h('button', { type: 'button', class: 'export-file secondary', disabled: true, ...marked({ title: key, 'aria-label': key }), on: { click: onClick } }, icon, text);
}

/** Saves `text` as `name` (`type` its MIME type). */
function save(text, name, type) {
  downloadBlob(new Blob([text], { type }), name);
}

export class ExportButtons {
  /**
   * @param {HTMLElement} root  where the buttons go
   * @param {{
   *   held: () => ({ tree: any, problem: any, steps: number, recorded: number, limit: number } | null),
   *   problem: () => any,
   *   history: () => ({ expanded: number[], frontier: number[], visited: number[] } | undefined),
   * }} sources  the tree the panel holds (TreePanel.held), the Solve search's problem and its chart points
   */
  constructor(root, { held, problem, history }) {
    this.held = held;
    this.problem = problem;
    this.history = history;
    this.json = button('JSON', 'export.json', () => this.#tree('json'));
    this.dot = button('DOT', 'export.dot', () => this.#tree('dot'));
    this.csv = button('CSV', 'export.csv', () => this.#counters());
    root.replaceChildren(h('span', { class: 'export-label', 'aria-hidden': 'true' }, said('export.label')), this.json, this.dot, this.csv);
    root.setAttribute('role', 'group');
    for (const [name, value] of Object.entries(marked({ 'aria-label': 'export.group' }))) root.setAttribute(name, value);
  }

  /** Enables what there is to save: a tree once a step was made, counters once a point was drawn. */
  refresh() {
    const tree = this.held() !== null;
    this.json.disabled = !tree;
    this.dot.disabled = !tree;
    this.csv.disabled = !(this.history()?.expanded.length > 0);
  }

  #tree(format) {
    const held = this.held();
    if (!held) return;
    const { tree, problem, steps, recorded, limit } = held;
    const heuristic = heuristicOf(problem);
    const meta = {
      algorithm: problem.algorithm,
      ...(heuristic ? { heuristic: problem.heuristic } : {}),
      // The algorithm's parameter under its key (`weight: 1.5`).
      ...(problem.traits.parameter ? { [problem.traits.parameter.key]: problem.parameter } : {}),
      title: titleOf(problem) || algorithmOf(problem).title,
      start: boardText(problem.tiles, problem.width),
      goal: boardText(problem.goalTiles, problem.width),
      width: problem.width,
      height: problem.height,
      steps,
      recorded,
      limit,
      truncated: steps > recorded,
    };
    if (format === 'json') save(treeToJson(tree, meta), fileName('tree', problem.tiles, 'json'), 'application/json');
    else save(treeToDot(tree, meta), fileName('tree', problem.tiles, 'dot'), 'text/vnd.graphviz');
  }

  #counters() {
    const problem = this.problem();
    const history = this.history();
    if (!problem || !history?.expanded.length) return;
    save(countersCsv(history, problem.traits.iterative), fileName('counters', problem.tiles, 'csv'), 'text/csv');
  }
}
