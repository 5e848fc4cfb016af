// The Accuracy heat map's colour scale (www/views/accuracy/scale.js): viridis on a
// log scale of the count. drawLegend and drawLegendAt paint a canvas and are
// tested in the browser (tests/e2e/accuracy.test.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellColour, decades, logPosition, viridis } from '../../www/views/accuracy/scale.js';

test('viridis runs from dark purple to yellow, clamped outside 0..1', () => {
  assert.equal(viridis(0), 'rgb(68, 1, 84)');
  assert.equal(viridis(1), 'rgb(253, 231, 37)');
  assert.equal(viridis(-3), 'rgb(68, 1, 84)');
  assert.equal(viridis(7), 'rgb(253, 231, 37)');
  // Halfway lies between the 5th and 6th stops (#26828e, #1f9e89), halfway.
  assert.equal(viridis(0.5), 'rgb(35, 144, 140)');
});

test('a count sits on a log scale from 1 to the fullest cell', () => {
  assert.equal(logPosition(1, 1000), 0);
  assert.equal(logPosition(1000, 1000), 1);
  assert.equal(logPosition(10, 1000).toFixed(6), (1 / 3).toFixed(6));
  assert.equal(logPosition(1, 1), 0, 'a single-state map does not divide by log 1');
  assert.equal(cellColour(1, 1000), 'rgb(68, 1, 84)');
  assert.equal(cellColour(1000, 1000), 'rgb(253, 231, 37)');
});

test("the legend's ticks are the powers of ten up to the maximum", () => {
  assert.deepEqual(decades(1), [1]);
  assert.deepEqual(decades(9), [1]);
  assert.deepEqual(decades(10), [1, 10]);
  assert.deepEqual(decades(181440), [1, 10, 100, 1000, 10000, 100000]);
});
