// The pacing rule of the Solve view and the Compare race (www/engine/pacer.js): at a
// set speed the frames earn credit and spend it whole, capped by the batch; at
// full speed every frame asks for the batch, which adapts so one costs about
// the budget of engine time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Pacer } from '../../www/engine/pacer.js';

test('a fresh pacer asks for a batch of 8 at full speed, 16 ms after the last frame', () => {
  const pacer = new Pacer({ budgetMs: 6 });
  assert.equal(pacer.batch, 8);
  assert.equal(pacer.credit, 0);
  pacer.start(1000);
  assert.deepEqual(pacer.frame(1016, Infinity), { dt: 16, n: 8 });
  assert.equal(new Pacer({ budgetMs: 6, startBatch: 3 }).batch, 3);
});

test('at 20 per second the first expansion shows at once, then one every 50 ms of frames', () => {
  const pacer = new Pacer({ budgetMs: 6 });
  pacer.start(1000);
  // start() gives one expansion of credit; 16 ms at 20/s adds 0.32.
  assert.deepEqual(pacer.frame(1016, 20), { dt: 16, n: 1 });
  assert.equal(pacer.credit.toFixed(2), '0.32');
  assert.deepEqual(pacer.frame(1032, 20), { dt: 16, n: 0 });
  assert.deepEqual(pacer.frame(1048, 20), { dt: 16, n: 0 });
  // 0.32 + 3 × 0.32 = 1.28 after the fourth frame: one more expansion.
  assert.deepEqual(pacer.frame(1064, 20), { dt: 16, n: 1 });
  assert.equal(pacer.credit.toFixed(2), '0.28');
});

test('a gap longer than 250 ms (a background tab) counts as 250 ms, and credit is capped at twice the batch plus one', () => {
  const pacer = new Pacer({ budgetMs: 6 });
  pacer.start(0);
  // 1000/s × 250 ms would be 251 expansions of credit; the cap is 2 × 8 + 1.
  assert.deepEqual(pacer.frame(5000, 1000), { dt: 250, n: 8 });
  assert.equal(pacer.credit, 9);
  assert.deepEqual(pacer.frame(5001, 1000), { dt: 1, n: 8 });
  assert.equal(pacer.credit, 2);
});

test('a full batch grows towards the budget, at most doubling, and shrinks at most to a quarter', () => {
  const pacer = new Pacer({ budgetMs: 6 });
  pacer.adapt(8, 3); // half the budget: double
  assert.equal(pacer.batch, 16);
  pacer.adapt(16, 0); // too fast to measure: counted as 0.05 ms, still only double
  assert.equal(pacer.batch, 32);
  pacer.adapt(32, 8); // 6 / 8 of the budget
  assert.equal(pacer.batch, 24);
  pacer.adapt(24, 1000); // far over: a quarter
  assert.equal(pacer.batch, 6);
  for (let i = 0; i < 30; i++) pacer.adapt(pacer.batch, 0);
  assert.equal(pacer.batch, 1 << 20, 'the batch never passes 2^20');
  const small = new Pacer({ budgetMs: 6, startBatch: 1 });
  small.adapt(1, 1000);
  assert.equal(small.batch, 1, 'the batch never drops below 1');
});

test('a partial batch changes the batch only when it took over twice the budget', () => {
  const pacer = new Pacer({ budgetMs: 6 });
  pacer.adapt(4, 12); // exactly twice: kept
  assert.equal(pacer.batch, 8);
  pacer.adapt(4, 24); // 4 expansions in 24 ms: 1 fits in 6 ms
  assert.equal(pacer.batch, 1);
});

test('reset() starts the next search from the small first batch with no credit', () => {
  const pacer = new Pacer({ budgetMs: 6 });
  pacer.start(0);
  pacer.adapt(8, 1);
  pacer.frame(100, 1000);
  pacer.reset();
  assert.equal(pacer.batch, 8);
  assert.equal(pacer.credit, 0);
  assert.equal(pacer.lastFrameAt, 0);
});
