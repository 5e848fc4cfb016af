// Every browser test file in one process: `node tests/e2e/run.mjs tests/e2e/all.mjs`
// (what `npm test` runs). `node --test tests/e2e/` gives each file a process of its
// own, and with it a node start and a fresh load of playwright-core, the harness and
// the engine: about 2 s a file on this machine, over a minute and a half a run. Here
// the files are imported in their alphabetical order, as `node --test` runs them;
// their tests run one at a time, each in a browser context of its own, with the
// same server and browser (harness.mjs shares them across the files' `useBrowser()`).
// A test file must be imported and listed here: the check at the end stops the run
// on one left out.

import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import './a11y.test.mjs';
import './accuracy.test.mjs';
import './catalogue-rows-en.test.mjs';
import './catalogue-rows-zh.test.mjs';
import './catalogue.test.mjs';
import './class.test.mjs';
import './compare.test.mjs';
import './costs.test.mjs';
import './counters.test.mjs';
import './errors.test.mjs';
import './explain.test.mjs';
import './export.test.mjs';
import './formula.test.mjs';
import './history.test.mjs';
import './i18n-compare.test.mjs';
import './i18n-errors.test.mjs';
import './i18n-explain.test.mjs';
import './i18n-lab.test.mjs';
import './i18n-solve.test.mjs';
import './i18n.test.mjs';
import './idastar.test.mjs';
import './input.test.mjs';
import './lab.test.mjs';
import './lessons.test.mjs';
import './limits.test.mjs';
import './links.test.mjs';
import './long-hash.test.mjs';
import './long-solution.test.mjs';
import './offline.test.mjs';
import './play-pause.test.mjs';
import './play.test.mjs';
import './present.test.mjs';
import './priority.test.mjs';
import './quiz.test.mjs';
import './responsive.test.mjs';
import './screenshot.test.mjs';
import './seeds.test.mjs';
import './setup.test.mjs';
import './share.test.mjs';
import './solve.test.mjs';
import './startup.test.mjs';
import './statemap.test.mjs';
import './stopped.test.mjs';
import './teacher.test.mjs';
import './tie.test.mjs';
import './timetravel.test.mjs';
import './visited.test.mjs';
import './worker.test.mjs';

const LISTED = [
  'a11y.test.mjs',
  'accuracy.test.mjs',
  'catalogue-rows-en.test.mjs',
  'catalogue-rows-zh.test.mjs',
  'catalogue.test.mjs',
  'class.test.mjs',
  'compare.test.mjs',
  'costs.test.mjs',
  'counters.test.mjs',
  'errors.test.mjs',
  'explain.test.mjs',
  'export.test.mjs',
  'formula.test.mjs',
  'history.test.mjs',
  'i18n-compare.test.mjs',
  'i18n-errors.test.mjs',
  'i18n-explain.test.mjs',
  'i18n-lab.test.mjs',
  'i18n-solve.test.mjs',
  'i18n.test.mjs',
  'idastar.test.mjs',
  'input.test.mjs',
  'lab.test.mjs',
  'lessons.test.mjs',
  'limits.test.mjs',
  'links.test.mjs',
  'long-hash.test.mjs',
  'long-solution.test.mjs',
  'offline.test.mjs',
  'play-pause.test.mjs',
  'play.test.mjs',
  'present.test.mjs',
  'priority.test.mjs',
  'quiz.test.mjs',
  'responsive.test.mjs',
  'screenshot.test.mjs',
  'seeds.test.mjs',
  'setup.test.mjs',
  'share.test.mjs',
  'solve.test.mjs',
  'startup.test.mjs',
  'statemap.test.mjs',
  'stopped.test.mjs',
  'teacher.test.mjs',
  'tie.test.mjs',
  'timetravel.test.mjs',
  'visited.test.mjs',
  'worker.test.mjs',
];

// Not a test of its own (the run counts the files' tests alone): a file left out stops the run.
const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((name) => name.endsWith('.test.mjs')).sort();
assert.deepEqual(LISTED, files, 'tests/e2e/all.mjs must import every *.test.mjs file, and list it in LISTED');
