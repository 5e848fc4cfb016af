// The Compare view's screen, top to bottom:
//
//   ┌ the board (Start state, Goal) ·· Step all, Run all, Reset all, Speed, Add lane ┐
//   │ status line                                                                     │
//   ├ Lane 1 │ Lane 2 │ Lane 3 │ Lane 4 …  (a card each: menus, board, counters)     ┤
//   ├ Race chart (a line per lane)  │ Results table · Batch · Copy / Download CSV     ┤
//
// Built once, the first time the view is shown, inside its <main>.

const MARKUP = `
<div class="cmp">
  <section class="panel cmp-top" aria-labelledby="cmp-title">
    <h2 id="cmp-title" class="visually-hidden">Compare searches</h2>
    <div class="cmp-problem">
      <div class="field cmp-start">
        <label for="cmp-start">Start state<span class="visually-hidden"> for every lane</span></label>
        <textarea id="cmp-start" rows="1" spellcheck="false" autocapitalize="off" aria-describedby="cmp-start-error"></textarea>
      </div>
      <div class="field cmp-goal">
        <label for="cmp-goal">Goal<span class="visually-hidden"> for every lane</span></label>
        <select id="cmp-goal"></select>
      </div>
      <canvas id="cmp-goal-preview" class="goal-preview" role="img" aria-label="Goal board"></canvas>
      <button id="cmp-from-solve" type="button" class="secondary" title="Start again from the board and goal of the Solve view">Use Solve board</button>
    </div>
    <div class="cmp-transport">
      <div class="buttons">
        <button id="cmp-step" type="button" title="One expansion in every lane (→)">Step all</button>
        <button id="cmp-run" type="button" class="primary" title="Every lane expands the same number of nodes per frame (Space)">Run all</button>
        <button id="cmp-reset" type="button" class="secondary" title="Start every lane over (R)">Reset all</button>
      </div>
      <div class="field speed">
        <label for="cmp-speed">Speed<span class="visually-hidden"> of every lane</span></label>
        <input id="cmp-speed" type="range" min="0" max="7" step="1" value="5">
        <span id="cmp-speed-value" class="speed-value" aria-hidden="true"></span>
      </div>
      <button id="cmp-add" type="button" class="secondary" title="Up to six lanes">+ Add lane</button>
    </div>
    <p id="cmp-start-error" class="field-error" aria-live="polite" hidden></p>
    <p id="cmp-status" class="cmp-status" aria-live="polite"></p>
  </section>

  <section class="cmp-lanes" aria-label="Lanes">
    <ol id="cmp-lanes" class="lanes"></ol>
  </section>

  <div class="cmp-bottom">
    <section class="panel cmp-chart-panel" aria-labelledby="cmp-chart-title">
      <div class="chart-head">
        <h2 id="cmp-chart-title">Race</h2>
        <label class="toggle"><input id="cmp-frontier" type="checkbox"> Frontier size<span class="visually-hidden"> on the race chart</span></label>
        <label class="toggle"><input id="cmp-log" type="checkbox"> Log scale<span class="visually-hidden"> of the race chart</span></label>
      </div>
      <ul id="cmp-key" class="cmp-key" aria-label="Chart key"></ul>
      <div id="cmp-chart" class="chart cmp-chart" role="img"
           aria-label="Chart: each lane's expanded nodes (or frontier size) after each time step"></div>
    </section>

    <section class="panel cmp-results" aria-labelledby="cmp-results-title">
      <div class="cmp-results-head">
        <h2 id="cmp-results-title">Results</h2>
        <p id="cmp-results-note" class="cmp-results-note"></p>
        <button id="cmp-copy" type="button" class="secondary small">Copy as CSV</button>
        <button id="cmp-download" type="button" class="secondary small">Download CSV</button>
      </div>
      <div class="cmp-batch" role="group" aria-labelledby="cmp-batch-title">
        <span id="cmp-batch-title" class="cmp-batch-title">Batch</span>
        <label class="inline-field">Random boards <input id="cmp-batch-count" type="number" min="1" max="100" step="1" value="10"></label>
        <label class="inline-field">Optimal depth <input id="cmp-batch-depth" type="number" min="1" max="31" step="1" value="12"></label>
        <button id="cmp-batch" type="button" class="small" title="Every lane on random 3×3 boards exactly this many moves from the goal; the table shows the means">Batch</button>
        <progress id="cmp-batch-progress" max="1" value="0" aria-label="Batch progress" hidden></progress>
        <span id="cmp-batch-text" class="cmp-batch-text" aria-live="polite"></span>
        <button id="cmp-batch-cancel" type="button" class="small secondary" hidden>Cancel</button>
      </div>
      <p id="cmp-batch-error" class="field-error" aria-live="polite" hidden></p>
      <div class="cmp-table-wrap">
        <table id="cmp-table" class="cmp-table" aria-labelledby="cmp-results-title" aria-describedby="cmp-results-note">
          <caption>
            <abbr title="effective branching factor">b*</abbr> solves N + 1 = 1 + b* + (b*)² + … + (b*)<sup>d</sup>, where d is the
            solution length and N the nodes generated after the start (Generated − 1), as in Russell &amp; Norvig.
            Time: wall time of the lane's engine calls. Memory: the engine's estimate for its tables
            (budget <span id="cmp-memory-budget"></span>).
          </caption>
          <thead></thead>
          <tbody></tbody>
        </table>
      </div>
      <p id="cmp-copy-status" class="cmp-copy-status" aria-live="polite"></p>
      <textarea id="cmp-csv-text" class="cmp-csv-text" readonly rows="4" aria-label="CSV text" hidden></textarea>
    </section>
  </div>
</div>`;

/** Fills `main` with the view; returns its elements by role. */
export function buildLayout(main) {
  main.innerHTML = MARKUP;
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
