// The one driver (www/engine/driver.js) against the real engine: the page's client
// (www/engine/client.js) with its worker's handler (www/engine/handler.js)
// running in this process, so the state machine, the lockstep, the refusals
// and time travel are checked on the engine's own numbers.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { installWorker } from './in-process-worker.mjs';

// The browser's frame clock, for the driver's loop.
globalThis.requestAnimationFrame = (fn) => setTimeout(() => fn(performance.now()), 1);
globalThis.cancelAnimationFrame = (id) => clearTimeout(id);

const { Driver, State } = await import('../../www/engine/driver.js');
const { EngineClient } = await import('../../www/engine/client.js');

let wasm;
before(async () => {
  wasm = await installWorker();
});

/** The page's client, its worker in this process; `live`: the sessions alive in it. */
class LocalClient extends EngineClient {
  get live() {
    return /** @type {any} */ (globalThis.Worker).live;
  }

  /** Answers once the worker has handled every request sent before (a close is not awaited by its sender). */
  flush() {
    return this.request({ op: 'close', key: 'none' });
  }
}

const BOARD = '8 6 7 2 5 4 3 0 1'; // 31 moves from the goal
const spec = (algorithm, heuristic = 'manhattan', start = BOARD) => ({ start, goal: 'ordered', algorithm, heuristic, parameter: 1 });

/** The engine's own count of a whole search, stepped directly. */
function engineRun({ start, goal, algorithm, heuristic, parameter }) {
  const session = new wasm.Session(start, goal, algorithm, heuristic, parameter, 0, 64);
  let summary;
  while (!(summary = session.step(100_000)).finished);
  session.free();
  return summary;
}

const until = (predicate) =>
  new Promise((resolve) => {
    const poll = () => (predicate() ? resolve() : setTimeout(poll, 2));
    poll();
  });

test('Step expands exactly one node per lane and pauses; the states follow the diagram', async () => {
  const states = [];
  const driver = new Driver(new LocalClient(), { onState: (s) => states.push(s) });
  await driver.configure([spec('astar'), spec('bfs')]);
  assert.equal(driver.state, State.IDLE);
  assert.deepEqual(driver.lanes.map((l) => l.summary.expanded), [0, 0]);
  await driver.step();
  await driver.step();
  await driver.step();
  assert.deepEqual(driver.lanes.map((l) => l.summary.expanded), [3, 3]);
  assert.equal(driver.steps, 3);
  assert.deepEqual(states, ['idle', 'paused', 'paused', 'paused']);
});

test('Run to end: every lane gets the same n per request until it finishes, and ends on the engine\'s numbers', async () => {
  const driver = new Driver(new LocalClient());
  const specs = [spec('astar', 'misplaced'), spec('astar', 'manhattan'), spec('bfs')];
  await driver.configure(specs);
  driver.runToEnd();
  await until(() => driver.state === State.FINISHED);
  specs.forEach((s, i) => {
    const expected = engineRun(s);
    const { summary } = driver.lanes[i];
    assert.equal(summary.status, 'solved');
    assert.equal(summary.expanded, expected.expanded);
    assert.equal(summary.solutionLength, 31);
  });
  // Each lane's history has a row per step whatever the batches (every stride-th step of a long
  // search, and its last): src/search/history.rs. It used to be a row per step request.
  for (const { history, summary } of driver.lanes) {
    const { steps, stride } = history;
    const onStride = Array.from({ length: Math.floor(summary.steps / stride) }, (_, i) => (i + 1) * stride);
    if (summary.steps % stride !== 0) onStride.push(summary.steps);
    assert.deepEqual(steps, onStride);
    assert.equal(history.expanded.at(-1), summary.expanded);
  }
  assert.deepEqual(driver.lanes.map((l) => l.history.stride), [2, 1, 4]);
  // Manhattan finishes before misplaced, and both before BFS.
  const [fa, fb, fc] = driver.lanes.map((l) => l.finishedAt);
  assert.ok(fb <= fa && fa <= fc, `finished at ${fa}, ${fb}, ${fc}`);
  assert.equal(fc, driver.steps);
});

test('a refused spec: configure rejects with the engine\'s sentence and the searches before stay', async () => {
  const driver = new Driver(new LocalClient());
  await driver.configure([spec('astar')]);
  await driver.step();
  await assert.rejects(driver.configure([spec('wastar', 'manhattan')].map((s) => ({ ...s, parameter: 0 }))), {
    message: 'the weight must be a number from 1 to 1000, not 0',
  });
  assert.equal(driver.lanes.length, 1);
  assert.equal(driver.lane.summary.expanded, 1);
  assert.equal(driver.state, State.PAUSED);
});

test('with refusedAsLanes a refused spec is a finished lane with the sentence; an unsolvable board is finished at once', async () => {
  const driver = new Driver(new LocalClient());
  await driver.configure([spec('astar'), { ...spec('wastar'), parameter: 1e9 }], { refusedAsLanes: true });
  assert.equal(driver.lanes[1].finished, true);
  assert.equal(driver.lanes[1].summary.status, 'error');
  assert.equal(driver.lanes[1].summary.message, 'the weight must be a number from 1 to 1000, not 1000000000');
  assert.equal(driver.state, State.IDLE);
  await driver.step();
  assert.deepEqual(driver.lanes.map((l) => l.summary.expanded), [1, 0]);

  await driver.configure([spec('astar', 'manhattan', '1 2 3 4 5 6 8 7 0')]);
  assert.equal(driver.state, State.FINISHED);
  assert.equal(driver.lane.summary.status, 'unsolvable');
  assert.equal(driver.canAdvance, false);
});

test('configure supersedes the steps queued before it; Reset starts the same specs afresh', async () => {
  const client = new LocalClient();
  const driver = new Driver(client);
  await driver.configure([spec('astar')], { context: 'first' });
  const stepped = driver.step();
  const configured = driver.configure([spec('bfs')], { context: 'second' });
  await stepped;
  await configured;
  assert.equal(driver.context, 'second');
  assert.equal(driver.lane.config.algorithm, 'bfs');
  assert.equal(driver.lane.summary.expanded, 0);
  await client.flush();
  assert.equal(client.live, 1, 'the replaced search was freed');
  await driver.step();
  await driver.reset();
  assert.equal(driver.lane.summary.expanded, 0);
  assert.equal(driver.context, 'second');
  await client.flush();
  assert.equal(client.live, 1);
});

test('a refusal right after the worker was renewed starts the searches before afresh, still working', async () => {
  const client = new LocalClient();
  const driver = new Driver(client);
  await driver.configure([spec('astar')], { context: 'kept' });
  await driver.step();
  await driver.step();
  client.renewBytes = 0; // the next configure finds the worker grown and renews it
  await assert.rejects(driver.configure([{ ...spec('wastar'), parameter: 0 }]), { message: 'the weight must be a number from 1 to 1000, not 0' });
  assert.equal(client.generation, 2, 'the worker was renewed');
  assert.equal(driver.context, 'kept');
  assert.equal(driver.state, State.IDLE);
  assert.equal(driver.lane.summary.expanded, 0);
  await driver.step();
  assert.equal(driver.lane.summary.expanded, 1);
  await client.flush();
  assert.equal(client.live, 1);
});

/** A fresh driver on `s`, stepped `n` times by Step: what going back must equal. */
async function steppedFresh(s, n) {
  const driver = new Driver(new LocalClient());
  await driver.configure([s]);
  for (let i = 0; i < n; i++) await driver.step();
  return driver;
}

/** What the Explain view reads of a search: the whole tree, IDA*'s rows and the frontier by f. */
const explained = (driver) => driver.lane.search.explain({ tree: true, iterations: true, frontier: true });

for (const [algorithm, heuristic] of [['bfs', 'zero'], ['bibfs', 'zero'], ['astar', 'manhattan'], ['idastar', 'manhattan']]) {
  test(`${algorithm}: 10 steps forward and 3 back equal a fresh search stepped 7 times, trace and history included`, async () => {
    const s = spec(algorithm, heuristic);
    const driver = new Driver(new LocalClient());
    await driver.configure([s]);
    for (let i = 0; i < 10; i++) await driver.step();
    await driver.back();
    await driver.back();
    await driver.back();
    const fresh = await steppedFresh(s, 7);
    assert.equal(driver.state, State.PAUSED);
    assert.equal(driver.lane.summary.steps, 7);
    assert.deepEqual(driver.lane.summary, fresh.lane.summary);
    assert.deepEqual(driver.lane.history, fresh.lane.history);
    assert.deepEqual(await explained(driver), await explained(fresh));
    assert.equal(driver.steps, 7);
    assert.equal(driver.furthest, 10);

    // And on from there: one more Step is step 8 of the same search.
    await driver.step();
    assert.deepEqual(driver.lane.summary, (await steppedFresh(s, 8)).lane.summary);
  });
}

/**
 * A summary without what the worker adds to the engine's (`checkpointBytes`, time travel's copies,
 * which depend on the worker's own past requests): the search's own state.
 */
const bare = ({ checkpointBytes, ...summary }) => {
  void checkpointBytes;
  return summary;
};

test('seek: to any step of a search run to its end, and back to the end; 0 is the fresh search, idle', async () => {
  const s = spec('astar', 'misplaced');
  const driver = new Driver(new LocalClient());
  await driver.configure([s]);
  driver.setSpeed(500);
  driver.runToEnd();
  await until(() => driver.state === State.FINISHED);
  const end = driver.lane.summary;
  assert.equal(end.solutionLength, 31);
  assert.equal(driver.furthest, end.steps);

  // An arbitrary step: the same as a search stepped there in one batch (the chart's points differ, its last does not).
  const k = Math.floor(end.steps * 0.37);
  await driver.seek(k);
  const session = new wasm.Session(s.start, s.goal, s.algorithm, s.heuristic, 1, 0, 0);
  const direct = session.step(k);
  session.free();
  assert.equal(driver.state, State.PAUSED);
  assert.deepEqual(bare(driver.lane.summary), direct);
  assert.deepEqual(driver.lane.history.expanded.at(-1), direct.expanded);

  // Back to the end by the scrubber: finished again, with the same path.
  await driver.seek(end.steps + 1000); // clamped to the furthest step
  assert.equal(driver.state, State.FINISHED);
  assert.deepEqual(bare(driver.lane.summary), bare(end));
  assert.equal(driver.lane.finishedAt, driver.steps);

  // One step back from the end: paused, one expansion short.
  await driver.back();
  assert.equal(driver.state, State.PAUSED);
  assert.equal(driver.lane.summary.steps, end.steps - 1);
  assert.equal(driver.lane.summary.finished, false);

  await driver.seek(0);
  assert.equal(driver.state, State.IDLE);
  assert.equal(driver.lane.summary.expanded, 0);
  assert.equal(driver.furthest, end.steps, 'the scrubber still reaches the end');
  assert.equal(await driver.back(), false, 'nothing before step 0');
});

test('seek in a race: each lane at the step, a lane that had finished before it finished again at the same request', async () => {
  const specs = [spec('astar', 'manhattan'), spec('bfs', 'zero')];
  const driver = new Driver(new LocalClient());
  await driver.configure(specs);
  for (let i = 0; i < 5; i++) await driver.step();
  driver.setSpeed(Infinity);
  driver.runToEnd();
  await until(() => driver.state === State.FINISHED);
  const [astarEnd, bfsEnd] = driver.lanes.map((l) => l.summary);
  const astarAt = driver.lanes[0].finishedAt;
  const k = astarEnd.steps + 100; // past A*'s end, before BFS's
  assert.ok(k < bfsEnd.steps);
  await driver.seek(k);
  assert.equal(driver.state, State.PAUSED);
  assert.deepEqual(bare(driver.lanes[0].summary), bare(astarEnd));
  assert.equal(driver.lanes[0].finishedAt, astarAt);
  assert.equal(driver.lanes[1].summary.steps, k);
  assert.equal(driver.lanes[1].finishedAt, null);
  await driver.client.flush();
  assert.equal(driver.client.live, 2, 'the searches replaced by the replay were freed');
});
