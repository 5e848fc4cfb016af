// The page's store (www/app/store.js): get, set, subscribe, and what `changed` says.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createStore } from '../../www/app/store.js';

test('set merges, freezes and tells each subscriber the keys that changed', () => {
  const store = createStore({ a: 1, b: 2 });
  const seen = [];
  const stop = store.subscribe((state, changed) => seen.push([{ ...state }, [...changed].sort()]));
  store.set({ a: 1, b: 3, c: 4 });
  assert.deepEqual(seen, [[{ a: 1, b: 3, c: 4 }, ['b', 'c']]]);
  assert.equal(Object.isFrozen(store.get()), true);
  assert.throws(() => {
    'use strict';
    store.get().a = 9;
  }, TypeError);

  // Nothing changed: nobody is told.
  store.set({ a: 1, b: 3 });
  assert.equal(seen.length, 1);

  // After unsubscribing, a set is not heard; a view opened late reads get().
  stop();
  store.set({ a: 2 });
  assert.equal(seen.length, 1);
  assert.deepEqual({ ...store.get() }, { a: 2, b: 3, c: 4 });
});

test('a subscriber that unsubscribes another during a set does not break the round', () => {
  const store = createStore();
  const calls = [];
  let stopSecond = () => {};
  store.subscribe(() => {
    calls.push('first');
    stopSecond();
  });
  stopSecond = store.subscribe(() => calls.push('second'));
  store.set({ x: 1 });
  store.set({ x: 2 });
  assert.deepEqual(calls, ['first', 'second', 'first']);
});
