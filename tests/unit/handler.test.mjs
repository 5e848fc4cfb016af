// Time travel in the search worker (www/engine/handler.js): a replay from a
// checkpoint reaches exactly the search a replay from the start reaches —
// summary, memory, chart history and trace — and steps back after a long run
// replay at most `limits().checkpointSteps` expansions; and the state-space map's reads.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { installHandlers } from './in-process-worker.mjs';

let engine;
let handler;
before(async () => {
  ({ engine, handler } = await installHandlers());
});

/** Irregular batches, like a Play at a changing speed, adding up to more than `total`. */
function batches(total) {
  const out = [];
  let sum = 0;
  for (let i = 0; sum < total; i++) {
    const n = [1, 1, 3, 17, 250, 1200, 4000][i % 7];
    out.push(n);
    sum += n;
  }
  return out;
}

/** What a search shows: its summary, its whole chart history and its trace. */
function shown(h, key) {
  // (Which checkpoints a worker keeps depends on its own past steps back: not the search's.)
  const { checkpointBytes, ...summary } = h.handle({ op: 'step', keys: [key], n: 0 }).lanes[0].summary;
  void checkpointBytes;
  const explain = h.handle({ op: 'explain', key, since: 0, parts: { tree: true, iterations: true, frontier: true } });
  return { summary, explain };
}

const KORF_1 = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3'; // 57 moves: A* and BFS go on for millions of steps
const CASES = [
  ['astar', 'manhattan', KORF_1],
  ['bfs', 'zero', KORF_1],
  ['bibfs', 'zero', '14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15'],
  ['idastar', 'manhattan', '14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15'],
];

for (const [algorithm, heuristic, start] of CASES) {
  test(`${algorithm}: steps back after 40,000 steps replay from checkpoints, to the same search`, () => {
    const spec = { start, goal: 'blank-first', algorithm, heuristic, parameter: 1 };
    const K = engine.limits().checkpointSteps;
    const h = handler();
    h.handle({ op: 'open', key: 'a', spec });
    const ns = batches(40_000);
    let summary;
    let calls = 0;
    for (const n of ns) {
      summary = h.handle({ op: 'step', keys: ['a'], n }).lanes[0].summary;
      calls += 1;
      if (summary.finished) break;
    }
    assert.equal(summary.finished, false, 'the search is still going after 40,000 steps');
    const used = ns.slice(0, calls);
    const end = summary.steps;

    // One step back: replayed from the checkpoint at the last doubling, not from 0.
    const back = h.handle({ op: 'replay', key: 'b', from: 'a', spec, ns: used, to: end - 1 });
    assert.equal(back.summary.steps, end - 1);
    assert.ok(back.from >= end / 2 - K && back.from <= end - 1, `replayed from step ${back.from} of ${end}`);
    // The next step back: from the checkpoint it left K steps before.
    const again = h.handle({ op: 'replay', key: 'c', from: 'b', spec, ns: back.ns, to: end - 2 });
    assert.equal(again.from, end - 1 - K);

    // The same search a replay from the start reaches, in a worker with no checkpoints.
    const fresh = handler();
    const direct = fresh.handle({ op: 'replay', key: 'x', from: 'none', spec, ns: used, to: end - 2 });
    assert.equal(direct.from, 0);
    assert.deepEqual(again.ns, direct.ns);
    assert.deepEqual(again.history, direct.history);
    assert.deepEqual(shown(h, 'c'), shown(fresh, 'x'));

    // Exactly at that checkpoint (part-way through a batch): the same chart as a replay from 0.
    const at = h.handle({ op: 'replay', key: 'd', from: 'c', spec, ns: again.ns, to: end - 1 - K });
    const atDirect = handler().handle({ op: 'replay', key: 'y', from: 'none', spec, ns: used, to: end - 1 - K });
    assert.equal(at.summary.steps, end - 1 - K);
    assert.deepEqual(at.ns, atDirect.ns);
    assert.deepEqual(at.history, atDirect.history);
    h.handle({ op: 'close', key: 'd' });

    // And both step on alike.
    const { checkpointBytes: mine, ...on } = h.handle({ op: 'step', keys: ['c'], n: 3000 }).lanes[0].summary;
    const { checkpointBytes: theirs, ...onFresh } = fresh.handle({ op: 'step', keys: ['x'], n: 3000 }).lanes[0].summary;
    assert.deepEqual(on, onFresh);
    assert.equal(mine, h.checkpointBytes('c'));
    assert.equal(theirs, fresh.checkpointBytes('x'));
  });
}

test('the state-space map\'s reads: the layout once asked, what the search reached each time, a board by rank', () => {
  const h = handler();
  h.handle({ op: 'open', key: 'm', spec: { start: '2 3 4 1 5 x 7 6 8', goal: 'ordered', algorithm: 'bfs', heuristic: 'zero', parameter: 1 } });
  h.handle({ op: 'step', keys: ['m'], n: 7 });
  // Asked after 7 steps: the search is replayed once, so what it reached covers all of them.
  const transfer = [];
  const first = h.handle({ op: 'explain', key: 'm', since: 0, parts: { map: { layout: true } } }, transfer);
  const { layout, reached } = first.map;
  assert.equal(layout.side, 483);
  assert.equal(layout.states, 181_440);
  assert.equal(reached.length, 362_880);
  assert.equal(reached.filter((r) => r === 2).length, 7);
  assert.ok(transfer.includes(reached.buffer) && transfer.includes(layout.cells.buffer) && transfer.includes(layout.distances.buffer));
  assert.equal(layout.distances[layout.goalRank], 0);
  assert.deepEqual(Array.from(h.handle({ op: 'explain', key: 'm', since: 0, parts: { tiles: layout.startRank } }).tiles), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
  h.handle({ op: 'step', keys: ['m'], n: 5 });
  const later = h.handle({ op: 'explain', key: 'm', since: 0, parts: { map: { layout: false } } });
  assert.equal(later.map.layout, undefined);
  assert.equal(later.map.reached.filter((r) => r === 2).length, 12);
  h.closeAll();
});

test('time travel\'s checkpoints hold at most their stated share, all together (issue 25)', () => {
  const spec = { start: KORF_1, goal: 'blank-first', algorithm: 'astar', heuristic: 'manhattan', parameter: 1 };
  const h = handler();
  const share = h.checkpointing.maxBytes;
  assert.equal(share, engine.limits().checkpointMaxMb * engine.limits().bytesPerMb);
  // A share of 60% of the search at 40,000 steps: the copies at 10,000 and 20,000 steps exceed it together.
  h.handle({ op: 'open', key: 'a', spec });
  let summary;
  for (const n of batches(40_000)) summary = h.handle({ op: 'step', keys: ['a'], n }).lanes[0].summary;
  const small = handler();
  small.checkpointing.maxBytes = Math.ceil(summary.held * 0.6);
  small.handle({ op: 'open', key: 'a', spec });
  let held = 0;
  for (const n of batches(40_000)) {
    small.handle({ op: 'step', keys: ['a'], n });
    held = Math.max(held, small.checkpointBytes('a'));
  }
  assert.ok(held > 0, 'some checkpoint was kept');
  assert.ok(held <= small.checkpointing.maxBytes, `${held} bytes held over a share of ${small.checkpointing.maxBytes}`);
  // Without the cap the same run holds more than that share.
  assert.ok(h.checkpointBytes('a') > small.checkpointing.maxBytes, `${h.checkpointBytes('a')}`);
});

// Issue 26: the Memory counter said 196 MB where the tab grew 655 MB: it showed the search's tables
// only. A summary now says what the session holds (tables, counters history, trace) and what time
// travel's copies of it hold; the counter adds them up (www/widgets/counters.js memoryParts).
test('a summary counts what the search holds: its tables, its history, its trace and the checkpoints the worker keeps of it', async () => {
  const { memoryParts } = await import('../../www/widgets/counters.js');
  const spec = { start: KORF_1, goal: 'blank-first', algorithm: 'bfs', heuristic: 'zero', parameter: 1 };
  const h = handler();
  h.handle({ op: 'open', key: 'a', spec });
  let summary;
  for (const n of batches(30_000)) summary = h.handle({ op: 'step', keys: ['a'], n }).lanes[0].summary;
  // The same search stepped alone by the engine, in one call: the same tables, history and trace.
  const alone = new engine.Session(KORF_1, 'blank-first', 'bfs', 'zero', 1, 0, 0);
  const direct = alone.step(summary.steps);
  alone.free();
  assert.deepEqual([summary.memory, summary.historyBytes, summary.traceBytes], [direct.memory, direct.historyBytes, direct.traceBytes]);
  assert.equal(summary.held, summary.memory + summary.historyBytes + summary.traceBytes);
  // A row per step, four numbers of 8 bytes each, in a buffer that doubles: at least that, less than twice.
  assert.ok(summary.historyBytes >= 32 * summary.steps && summary.historyBytes < 64 * summary.steps, String(summary.historyBytes));
  // Checkpoints at 5,000, 10,000 and 20,000 steps (two kept): each as its session held then.
  assert.ok(summary.checkpointBytes > 0);
  assert.equal(summary.checkpointBytes, h.checkpointBytes('a'));
  // The worker copies the search at the end of a request once its steps doubled since the last
  // copy (from checkpointSteps on) and keeps the newest and one other: each copy counts as its
  // session held then, which the engine says for a search stepped to that many steps.
  const ends = [];
  let at = 0;
  let last = engine.limits().checkpointSteps / 2;
  for (const n of batches(30_000)) {
    at = Math.min(at + n, summary.steps);
    if (at >= 2 * last) ends.push((last = at));
    if (at === summary.steps) break;
  }
  const heldAt = (steps) => {
    const s = new engine.Session(KORF_1, 'blank-first', 'bfs', 'zero', 1, 0, 0);
    s.step(steps);
    const bytes = s.summary().held;
    s.free();
    return bytes;
  };
  const newest = heldAt(ends.at(-1));
  const pairs = ends.slice(0, -1).map((steps) => heldAt(steps) + newest);
  assert.ok(ends.length >= 3 && pairs.includes(summary.checkpointBytes), `${summary.checkpointBytes} not one of ${pairs} (copies at ${ends})`);
  assert.deepEqual(memoryParts(summary), { tables: summary.memory, copies: summary.checkpointBytes, rows: summary.historyBytes, tree: summary.traceBytes });
  h.closeAll();
});
