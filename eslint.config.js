// ESLint's flat config, run by `npm test` (scripts/test.sh) as
// `eslint --max-warnings 0 .`: the page (www/, browser globals; its workers
// get worker globals, public/sw.js service-worker ones), the benchmark and
// the tests (node globals). www/pkg/ is wasm-bindgen's output, not ours.
// Beyond the recommended rules, only rules that catch real bugs: a loose ==
// that coerces, a name shadowing another (a closure reading the wrong
// variable), an unused import or argument, a `let` never reassigned.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['www/pkg/**', 'dist/**', 'target/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused arguments before a used one stay: a callback's shape is fixed.
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none' }],
      // `x == null` stays: it means null or undefined, on purpose.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-shadow': ['error', { builtinGlobals: false }],
      'no-var': 'error',
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  { files: ['www/**/*.js', 'bench/page.js'], languageOptions: { globals: globals.browser } },
  // The workers' own scripts (worker.js, lab-worker.js), not their clients.
  { files: ['www/**/*worker.js'], languageOptions: { globals: globals.worker } },
  { files: ['public/sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['bench/**/*.mjs', 'tests/**/*.mjs', 'scripts/**/*.mjs', 'vite.config.js', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  // The browser tests' and the benchmark's callbacks to page.evaluate() and
  // waitForFunction() run in the page.
  { files: ['tests/e2e/**/*.mjs', 'tests/firefox/**/*.mjs', 'bench/browser.mjs', 'bench/longtasks.mjs', 'bench/ab.mjs'], languageOptions: { globals: globals.browser } },
];
