// Every catalogue row on the page in English (catalogue-rows.mjs says what each row goes through).

import { test } from 'node:test';
import { useBrowser } from './harness.mjs';
import { catalogueRowsTest } from './catalogue-rows.mjs';

const browser = useBrowser();

test('every algorithm and heuristic row is chosen, stepped, stepped back, quizzed, compared and exported, in English', (t) => catalogueRowsTest(t, browser, 'en'));
