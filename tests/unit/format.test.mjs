// The page's number, plural and duration words (www/i18n/format.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { count, decimal, duration, integer, noun, number } from '../../www/i18n/format.js';

test('counts take the singular for one and separators for thousands', () => {
  assert.equal(count(1, 'expansion'), '1 expansion');
  assert.equal(count(0, 'node'), '0 nodes');
  assert.equal(count(65281, 'move'), '65,281 moves');
  assert.equal(count(2198634, 'node'), '2,198,634 nodes');
  assert.equal(count(1, 'child', 'children'), '1 child');
  assert.equal(count(4, 'child', 'children'), '4 children');
  assert.equal(noun(1, 'move'), 'move');
  assert.equal(noun(3, 'move'), 'moves');
});

test('numbers keep what matters and drop float noise', () => {
  assert.equal(integer(2198634.4), '2,198,634');
  assert.equal(decimal(110.10000000195578, 1), '110.1');
  assert.equal(decimal(2, 2), '2');
  assert.equal(number(26), '26');
  assert.equal(number(27.5), '27.5');
});

test('durations read like a person would say them', () => {
  assert.equal(duration(3), '0.003 s');
  assert.equal(duration(0), '0 s');
  assert.equal(duration(250), '0.25 s');
  assert.equal(duration(3400), '3.4 s');
  assert.equal(duration(42_900), '42 s');
  assert.equal(duration(64_000), '1 min 4 s');
  assert.equal(duration(3_720_000), '1 h 2 min');
  assert.equal(duration(NaN), '–');
});
