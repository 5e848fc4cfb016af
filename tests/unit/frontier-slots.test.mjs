// The frontier chart's slots (www/views/explain/frontier.js `slots`) on the real
// engine's frontier: every whole f between the lowest and the highest gets
// a slot, so values no node has (A* + Manhattan on 3×3 has f of one parity
// only) show as gaps; weighted A*'s fractional f keeps the values seen.

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { slots } from '../../www/views/explain/frontier.js';
import { nodeEngine } from './engine.mjs';

let wasm;
before(async () => {
  wasm = await nodeEngine();
});

/** The f values in a session's frontier after `n` steps. */
function frontierValues(algorithm, weight, n) {
  const session = new wasm.Session('8 6 7 2 5 4 3 x 1', 'ordered', algorithm, 'manhattan', weight, 0, 0);
  session.step(n);
  const profile = session.frontierProfile();
  session.free();
  const values = [];
  for (let i = 0; i < profile.length; i += 3) values.push(profile[i]);
  return values;
}

test('A* on 3×3: f of one parity, so every other slot is empty', () => {
  const values = frontierValues('astar', 1, 200);
  assert.ok(values.length >= 2 && values.every((v) => (v - values[0]) % 2 === 0), `f values ${values}`);
  const drawn = slots(values);
  assert.deepEqual(drawn, Array.from({ length: values.at(-1) - values[0] + 1 }, (_, i) => values[0] + i));
  assert.equal(drawn.length, 2 * values.length - 1);
});

test('weighted A*: fractional f values are kept as they are, in order', () => {
  const values = frontierValues('wastar', 1.5, 50);
  assert.ok(values.some((v) => !Number.isInteger(v)), `f values ${values}`);
  assert.deepEqual(slots(new Set([...values].reverse())), [...values].sort((a, b) => a - b));
  assert.deepEqual(slots([7]), [7]);
  assert.deepEqual(slots([]), []);
});
