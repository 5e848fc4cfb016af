// The lab's screen, as markup: the 15-puzzle to solve (left), what the
// worker is doing and what it found (centre), and Korf's 100 (right).

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

const options = (list, selected) =>
  list.map((o) => `<option value="${o.name}"${o.name === selected ? ' selected' : ''}>${o.title}</option>`).join('');

const counter = (id, label) =>
  `<div class="lab-counter"><dt id="${id}-label">${label}</dt><dd id="${id}" aria-labelledby="${id}-label">–</dd></div>`;

export const MARKUP = `
<div class="lab">
  <section class="panel lab-setup" aria-labelledby="lab-setup-title">
    <h2 id="lab-setup-title">15-puzzle</h2>
    <form id="lab-form" class="fields" autocomplete="off" novalidate>
      <div class="field">
        <label for="lab-algorithm">Algorithm</label>
        <select id="lab-algorithm" aria-describedby="lab-algorithm-hint"></select>
        <p id="lab-algorithm-hint" class="hint"></p>
      </div>
      <div class="field">
        <label for="lab-heuristic">Heuristic</label>
        <select id="lab-heuristic" aria-describedby="lab-heuristic-hint"></select>
        <p id="lab-heuristic-hint" class="hint"></p>
      </div>
      <div class="field">
        <label for="lab-goal">Goal</label>
        <select id="lab-goal">${options(GOALS, 'blank-first')}</select>
      </div>
      <div class="field">
        <label for="lab-preset">Preset</label>
        <select id="lab-preset"></select>
      </div>
      <div class="field">
        <label for="lab-board">15-puzzle board</label>
        <textarea id="lab-board" rows="2" spellcheck="false" autocapitalize="off"
                  aria-describedby="lab-board-error lab-board-hint"></textarea>
        <p id="lab-board-error" class="field-error" aria-live="polite" hidden></p>
        <p id="lab-board-hint" class="hint">16 numbers, blank 0; rows may be split by /</p>
      </div>
      <div class="buttons">
        <button id="lab-solve" type="submit" class="primary">Solve in worker</button>
        <button id="lab-cancel" type="button" disabled>Cancel</button>
      </div>
    </form>
    <div class="lab-board-wrap">
      <canvas id="lab-canvas" class="lab-canvas" role="img" aria-label="The board"></canvas>
    </div>
    <div id="lab-scrub" class="lab-scrub" hidden>
      <label for="lab-move">Move</label>
      <input id="lab-move" type="range" min="0" max="0" value="0" step="1">
      <span id="lab-move-value" class="lab-move-value" aria-hidden="true">0 / 0</span>
    </div>
  </section>

  <section class="panel lab-run" aria-labelledby="lab-run-title">
    <h2 id="lab-run-title">In the worker</h2>
    <p id="lab-status" class="lab-status" aria-live="polite" data-kind="idle">Starting the worker…</p>

    <div class="lab-build">
      <div class="lab-build-head">
        <span id="lab-build-label">Pattern database</span>
        <span id="lab-build-percent" class="lab-build-percent" aria-hidden="true"></span>
      </div>
      <div id="lab-build-bar" class="lab-meter" role="progressbar" aria-labelledby="lab-build-label"
           aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"><div class="lab-meter-fill"></div></div>
      <p id="lab-tables" class="hint">Pattern databases are built in the worker the first time, then kept in this browser.</p>
    </div>

    <h3 class="lab-subtitle">Search</h3>
    <dl class="lab-counters">
      ${counter('lab-nodes', 'Nodes generated')}
      ${counter('lab-rate', 'Nodes/s')}
      ${counter('lab-threshold', 'Threshold')}
      ${counter('lab-iteration', 'Iteration')}
      ${counter('lab-elapsed', 'Elapsed')}
      ${counter('lab-h', 'h(start)')}
    </dl>

    <h3 class="lab-subtitle">Result</h3>
    <dl class="lab-counters">
      ${counter('lab-length', 'Length')}
      ${counter('lab-total-nodes', 'Nodes')}
      ${counter('lab-time', 'Time')}
    </dl>
    <p id="lab-optimal" class="lab-optimal" hidden></p>
    <p id="lab-moves" class="lab-moves" aria-label="Solution moves"></p>
    <div class="lab-iterations-wrap">
      <table id="lab-iterations" class="lab-table lab-iterations" aria-label="Iterations" hidden>
        <thead><tr><th scope="col">Iteration</th><th scope="col">Threshold</th><th scope="col">Nodes generated</th></tr></thead>
        <tbody></tbody>
      </table>
    </div>
  </section>

  <section class="panel lab-korf" aria-labelledby="lab-korf-title">
    <h2 id="lab-korf-title">Korf’s 100</h2>
    <p class="hint">Korf’s (1985) random instances, solved one after another in the worker with the algorithm, heuristic and goal chosen on the left.</p>
    <div class="field-row">
      <div class="field narrow">
        <label for="lab-instances">Instances</label>
        <input id="lab-instances" type="number" min="1" max="100" step="1" value="10" aria-describedby="lab-instances-error">
      </div>
      <button id="lab-run-korf" type="button" class="primary">Run instances</button>
    </div>
    <p id="lab-instances-error" class="field-error" aria-live="polite" hidden></p>
    <div class="lab-table-wrap">
      <table id="lab-korf-table" class="lab-table" aria-label="Korf’s 100 results">
        <thead><tr>
          <th scope="col">#</th><th scope="col">Optimal</th><th scope="col">Ours</th>
          <th scope="col">Nodes</th><th scope="col">Seconds</th><th scope="col"><span class="visually-hidden">Optimal?</span></th>
        </tr></thead>
        <tbody></tbody>
      </table>
    </div>
    <h3 class="lab-subtitle">Totals</h3>
    <ul id="lab-totals" class="lab-totals" aria-label="Totals">
      <li class="hint">Run some instances: each heuristic’s total stays here, so two runs can be compared.</li>
    </ul>
  </section>
</div>`;
