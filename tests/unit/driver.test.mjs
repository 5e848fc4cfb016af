// The one driver (www/driver.js) against the real engine: a client that runs
// the wasm Sessions in this process (the worker's protocol, without the
// worker), so the state machine, the lockstep and the refusals are checked
// on the engine's own numbers.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The browser's frame clock, for the driver's loop.
globalThis.requestAnimationFrame = (fn) => setTimeout(() => fn(performance.now()), 1);
globalThis.cancelAnimationFrame = (id) => clearTimeout(id);

const { Driver, State } = await import('../../www/driver.js');
const { RemoteSearch } = await import('../../www/engine/client.js');

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
let wasm;
before(async () => {
  const pkg = join(ROOT, 'www', 'pkg');
  wasm = await import(pathToFileURL(join(pkg, 'npuzzle.js')).href);
  wasm.initSync({ module: readFileSync(join(pkg, 'npuzzle_bg.wasm')) });
});

/** engine/client.js's API over Sessions in this process. */
class LocalClient {
  generation = 1;
  memory = 0;
  #sessions = new Map();
  #next = 1;
  /** Set to make the next renewIfGrown end the "worker": every session in it is gone. */
  grown = false;
  renewIfGrown() {
    if (!this.grown) return false;
    this.grown = false;
    for (const { session } of this.#sessions.values()) session.free();
    this.#sessions.clear();
    this.generation += 1;
    return true;
  }
  async open(spec) {
    const { start, goal, algorithm, heuristic, weight, memoryMb = 64 } = spec;
    const session = new wasm.Session(start, goal, algorithm, heuristic, weight, 0, memoryMb);
    const key = `s${this.#next++}`;
    this.#sessions.set(key, { session, sent: 0 });
    return new RemoteSearch(this, key, this.generation, { summary: session.summary(), width: session.width, height: session.height, cells: session.cells, spec });
  }
  async step(searches, n) {
    for (const search of searches) {
      const entry = this.#sessions.get(search.key);
      if (!entry) throw new Error(`no search '${search.key}' in this worker`);
      const summary = entry.session.step(n);
      const length = entry.session.historyLength();
      // The point a step request adds (one at most): the counts after it.
      const points = [];
      for (let i = entry.sent; i < length; i++) points.push(summary.expanded, summary.frontier, summary.visited);
      entry.sent = length;
      search.take({ summary, history: Float64Array.from(points), ms: 0 });
    }
    return 0;
  }
  async request({ op, key }) {
    if (op === 'close') {
      this.#sessions.get(key)?.session.free();
      this.#sessions.delete(key);
    }
    return null;
  }
  /** Sessions alive. */
  get live() {
    return this.#sessions.size;
  }
}

const BOARD = '8 6 7 2 5 4 3 0 1'; // 31 moves from the goal
const spec = (algorithm, heuristic = 'manhattan', start = BOARD) => ({ start, goal: 'ordered', algorithm, heuristic, weight: 1 });

/** The engine's own count of a whole search, stepped directly. */
function engineRun({ start, goal, algorithm, heuristic, weight }) {
  const session = new wasm.Session(start, goal, algorithm, heuristic, weight, 0, 64);
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
  // Lockstep: while two lanes both ran, their point k counts the same expansions.
  const [a, b, c] = driver.lanes.map((l) => l.history.expanded);
  const both = Math.min(a.length, b.length);
  assert.deepEqual(a.slice(0, both - 1), b.slice(0, both - 1));
  assert.deepEqual(b.slice(0, Math.min(b.length, c.length) - 1), c.slice(0, Math.min(b.length, c.length) - 1));
  // Manhattan finishes before misplaced, and both before BFS.
  const [fa, fb, fc] = driver.lanes.map((l) => l.finishedAt);
  assert.ok(fb <= fa && fa <= fc, `finished at ${fa}, ${fb}, ${fc}`);
  assert.equal(fc, driver.steps);
});

test('a refused spec: configure rejects with the engine\'s sentence and the searches before stay', async () => {
  const driver = new Driver(new LocalClient());
  await driver.configure([spec('astar')]);
  await driver.step();
  await assert.rejects(driver.configure([spec('wastar', 'manhattan')].map((s) => ({ ...s, weight: 0 }))), {
    message: 'the weight must be a number from 1 to 1000, not 0',
  });
  assert.equal(driver.lanes.length, 1);
  assert.equal(driver.lane.summary.expanded, 1);
  assert.equal(driver.state, State.PAUSED);
});

test('with refusedAsLanes a refused spec is a finished lane with the sentence; an unsolvable board is finished at once', async () => {
  const driver = new Driver(new LocalClient());
  await driver.configure([spec('astar'), { ...spec('wastar'), weight: 1e9 }], { refusedAsLanes: true });
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
  assert.equal(client.live, 1, 'the replaced search was freed');
  await driver.step();
  await driver.reset();
  assert.equal(driver.lane.summary.expanded, 0);
  assert.equal(driver.context, 'second');
  assert.equal(client.live, 1);
});

test('a refusal right after the worker was renewed starts the searches before afresh, still working', async () => {
  const client = new LocalClient();
  const driver = new Driver(client);
  await driver.configure([spec('astar')], { context: 'kept' });
  await driver.step();
  await driver.step();
  client.grown = true;
  await assert.rejects(driver.configure([{ ...spec('wastar'), weight: 0 }]), { message: 'the weight must be a number from 1 to 1000, not 0' });
  assert.equal(client.generation, 2, 'the worker was renewed');
  assert.equal(driver.context, 'kept');
  assert.equal(driver.state, State.IDLE);
  assert.equal(driver.lane.summary.expanded, 0);
  await driver.step();
  assert.equal(driver.lane.summary.expanded, 1);
  assert.equal(client.live, 1);
});
