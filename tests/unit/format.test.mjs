// The page's number, plural, duration, byte and compact-tick words (www/i18n/format.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLanguage } from '../../www/i18n/index.js';
import { bytes, compact, count, decimal, duration, fixed, integer, megabytes, noun, number, rounded, short } from '../../www/i18n/format.js';

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

test('fixed, short, compact ticks and bytes write what toFixed wrote, in both languages', () => {
  // The page's columns, ticks and sizes were toFixed's before they moved here (issue 23): the same
  // text for the same value, without separators, and the same in Chinese.
  const values = [0, 0.004, 0.005, 0.0449, 0.25, 0.4, 1, 1.005, 2.25, 9.95, 11, 26.5, 110.10000000195578, 999.999, 1234.567, 65281, 2198634];
  for (const code of ['en', 'zh-CN']) {
    setLanguage(code);
    for (const v of values) {
      for (const digits of [0, 1, 2, 3]) {
        assert.equal(fixed(v, digits), v.toFixed(digits), `fixed(${v}, ${digits})`);
        assert.equal(short(v, digits), String(+v.toFixed(digits)), `short(${v}, ${digits})`);
        assert.equal(rounded(v, digits), +v.toFixed(digits));
      }
    }
    assert.equal(short(-0.0001, 3), '0');
    const ticks = [0, 7, 999, 1000, 1250, 99_999, 1_234_567, 25_000_000, 3_100_000_000, null].map(compact);

    if (code === 'en') assert.deepEqual(ticks, ['0', '7', '999', '1k', '1.3k', '100k', '1.2M', '25M', '3.1G', '']);
    else assert.deepEqual(ticks, ['0', '7', '999', '1000', '1250', '10万', '123.5万', '2500万', '31亿', '']);
    assert.equal(compact(12.345), '12.35');
    assert.deepEqual([512, 1024, 10_239, 10_240, 1_048_576, 10_485_759, 10_485_760, 1_610_612_736].map(bytes), ['512 B', '1.0 KB', '10.0 KB', '10 KB', '1.0 MB', '10.0 MB', '10 MB', '1.50 GB']);
    assert.equal(megabytes(11_534_880, 1_048_576), '11.0 MB');
    assert.equal(megabytes(3 * 1024 * 1_048_576, 1_048_576), '3072.0 MB');
  }
  setLanguage('en');
});
