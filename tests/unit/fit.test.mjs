// The heat maps' words kept inside them (www/views/accuracy/fit.js), measured by a
// fake font whose every character is 0.5 em wide; the maps themselves are
// checked in the browser (tests/e2e/accuracy.test.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitSize, wrap } from '../../www/views/accuracy/fit.js';

const measure = (text, px) => [...text].length * px * 0.5;

test('a label that fits keeps its size; one too wide shrinks just enough, not below the floor', () => {
  const label = 'true distance h* (moves)'; // 24 characters: 150 px at 12.5 px
  assert.equal(fitSize(measure, label, 12.5, 200), 12.5);
  assert.equal(fitSize(measure, label, 12.5, 150), 12.5);
  assert.equal(fitSize(measure, label, 12.5, 140), 11.5); // 138 px; 12 would be 144
  assert.equal(fitSize(measure, label, 12.5, 60), 9);
  assert.equal(fitSize(measure, label, 12.5, 60, 4), 5); // 60 px exactly
});

test('a note wraps at spaces into lines no wider than asked; Chinese between characters', () => {
  const at10 = (text) => measure(text, 10); // 5 px a character
  assert.deepEqual(wrap(at10, 'h > h*: would overestimate', 200), ['h > h*: would overestimate']);
  assert.deepEqual(wrap(at10, 'h > h*: would overestimate', 70), ['h > h*: would', 'overestimate']);
  assert.deepEqual(wrap(at10, 'h > h*: would overestimate', 30), ['h >', 'h*:', 'would', 'overestimate']);
  assert.deepEqual(wrap(at10, '会高估的区域', 15), ['会高估', '的区域']);
  assert.deepEqual(wrap(at10, '', 20), []);
});
