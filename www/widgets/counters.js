// The Counters block: how much work the search has done. Every value sits in
// a <dd> named by its <dt> (aria-labelledby), so "Expanded" can be found by
// its label, by people and by tests alike.

import { h } from './dom.js';
import { bytes, duration, integer, number } from '../i18n/format.js';
import { GLOSSARY } from './glossary.js';
import { onLanguageChange, t } from '../i18n/index.js';
import { stepMeaning } from './steps.js';

const $ = (id) => document.getElementById(id);

/**
 * Gives each counter its definition from the glossary: shown on hover and
 * focus (the counter's data-definition, style.css) and read by screen
 * readers as the value's description (`aria-describedby` → `c-<key>-def`).
 */
function define(key, entry = GLOSSARY[key]) {
  const id = key === 'onPath' ? 'c-visited-def' : `c-${key}-def`;
  const text = $(id) ?? $('counter-definitions').appendChild(h('p', { id }));
  text.textContent = entry.definition;
  $(id.replace(/-def$/, '')).parentElement.dataset.definition = entry.definition;
}

/** The counters whose label is their glossary word (visited's follows the search: {@link CountersView.setIterative}). */
const LABELLED = ['expanded', 'generated', 'frontier', 'g', 'h', 'f', 'threshold', 'iteration', 'max-frontier', 'memory', 'elapsed', 'rate'];

/**
 * What a search holds in the engine, in bytes, from its summary (src/wasm/session.rs `held`,
 * `historyBytes`, `traceBytes`; www/engine/handler.js `checkpointBytes`): its own tables, time
 * travel's copies, the counters history and the Explain trace. A summary without them (a refused
 * search) holds its `memory`.
 */
export function memoryParts(summary) {
  const rows = summary.historyBytes ?? 0;
  const tree = summary.traceBytes ?? 0;
  const tables = summary.held === undefined ? summary.memory : summary.held - rows - tree;
  return { tables, copies: summary.checkpointBytes ?? 0, rows, tree };
}

export class CountersView {
  constructor() {
    this.cells = {
      expanded: $('c-expanded'),
      generated: $('c-generated'),
      frontier: $('c-frontier'),
      visited: $('c-visited'),
      g: $('c-g'),
      h: $('c-h'),
      f: $('c-f'),
      maxFrontier: $('c-max-frontier'),
      threshold: $('c-threshold'),
      iteration: $('c-iteration'),
      memory: $('c-memory'),
      elapsed: $('c-elapsed'),
      rate: $('c-rate'),
    };
    this.visitedLabel = $('c-visited-label');
    this.iterative = false;
    this.costsWeighed = false;
    this.iterativeRows = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-iterative]'));
    this.iterationRow = this.cells.iteration.parentElement;
    this.#label();
    // A switch of language rewords the labels and definitions; the values stay as they are.
    onLanguageChange(() => this.#label());
  }

  /**
   * The labels, their tooltips and definitions in the current language. What the time counter
   * measures is said on the page: engine time, the sum of the worker's step calls for this
   * search. It is the same whether the search ran at full speed, at 1 expansion a second, by
   * single Steps or with pauses (wall time across frames counted none of a Step's work and at
   * most 250 ms of a slow request), and it is what Expansions/s divides by.
   */
  #memoryTitle() {
    const p = this.memoryParts;
    this.cells.memory.title = p ? t('counters.memoryParts', { tables: bytes(p.tables), copies: bytes(p.copies), rows: bytes(p.rows), tree: bytes(p.tree) }) : '';
  }

  #label() {
    this.#memoryTitle();
    for (const key of LABELLED) $(`c-${key}-label`).textContent = GLOSSARY[key].word;
    $('c-elapsed-label').title = GLOSSARY.elapsed.definition;
    $('c-rate-label').title = GLOSSARY.rate.definition;
    $('c-expanded-label').title = stepMeaning();
    for (const key of Object.keys(GLOSSARY)) if (key !== 'onPath' && key !== 'gCost') define(key);
    this.setIterative(this.iterative);
    this.setCostsWeighed(this.costsWeighed);
  }

  /**
   * Threshold and Iteration only mean something for IDA* and IDDFS, which
   * keep no visited set: their "visited" count is the length of the path
   * they are on, and is labelled so.
   */
  setIterative(iterative) {
    this.iterative = iterative;
    for (const row of this.iterativeRows) row.hidden = !iterative;
    this.visitedLabel.textContent = iterative ? GLOSSARY.onPath.word : GLOSSARY.visited.word;
    define(iterative ? 'onPath' : 'visited');
  }

  /**
   * Under heavy costs a search that adds them up (its row's `weighsCosts`) has g the path's cost,
   * labelled so (www/widgets/costs.js); under unit costs, or for one that counts moves, g is the depth.
   */
  setCostsWeighed(weighed) {
    this.costsWeighed = weighed;
    const entry = weighed ? GLOSSARY.gCost : GLOSSARY.g;
    $('c-g-label').textContent = entry.word;
    define('g', entry);
  }

  /**
   * Shows a summary. `engineMs` is the search's engine time (see TIME);
   * `started` is false before the first expansion (g, h and f belong to a
   * selected node, and there is none yet).
   */
  show(summary, { engineMs, started }) {
    const c = this.cells;
    c.expanded.textContent = integer(summary.expanded);
    c.generated.textContent = integer(summary.generated);
    c.frontier.textContent = integer(summary.frontier);
    // Tree search stores no visited table: its Visited is 0, whatever the engine counted.
    c.visited.textContent = integer(summary.visitedTable?.kind === 'none' ? 0 : summary.visited);
    c.maxFrontier.textContent = integer(summary.maxFrontier);
    // What the search holds in the engine (issue 26): its tables, history and trace (held), and
    // time travel's copies of it (the worker's checkpoints), each said in the title.
    const parts = memoryParts(summary);
    c.memory.textContent = bytes(parts.tables + parts.copies + parts.rows + parts.tree);
    c.memory.dataset.parts = `${parts.tables} ${parts.copies} ${parts.rows} ${parts.tree}`;
    this.memoryParts = parts;
    this.#memoryTitle();
    c.g.textContent = started ? integer(summary.g) : '–';
    c.h.textContent = started ? integer(summary.h) : '–';
    c.f.textContent = started ? number(summary.f) : '–';
    c.threshold.textContent = summary.iteration > 0 ? integer(summary.threshold) : '–';
    c.iteration.textContent = summary.iteration > 0 ? integer(summary.iteration) : '–';
    // A new IDA* iteration restarts from the root: flash the row so it is noticed.
    if (summary.newIteration) {
      this.iterationRow.classList.remove('flash');
      void this.iterationRow.offsetWidth;
      this.iterationRow.classList.add('flash');
    }
    c.elapsed.textContent = started ? duration(engineMs) : '–';
    // Below a few ms of engine time the rate is noise (a timer's resolution).
    c.rate.textContent = engineMs >= 5 ? integer((summary.expanded * 1000) / engineMs) : '–';
  }
}
