// The Explain view's bar charts count nodes: every step between their ticks
// is a whole number (a count of 2.5 nodes would be a wrong lesson), and
// round (1, 2, 2.5 or 5 times a power of ten) at every scale.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { niceStep } from '../../www/views/explain/bars.js';

test('tick steps are whole, round and at least the asked step', () => {
  assert.deepEqual([0.3, 1, 1.5, 2.2, 3, 7, 12, 24, 26, 60, 240, 3000].map(niceStep), [1, 1, 2, 5, 5, 10, 20, 25, 50, 100, 250, 5000]);
  for (let raw = 0.1; raw < 1e6; raw *= 1.37) {
    const step = niceStep(raw);
    assert.ok(Number.isInteger(step) && step >= raw, `${raw} → ${step}`);
  }
});
