// ESLint's flat config, run by `npm test` (scripts/test.sh) as
// `eslint --max-warnings 0 .`: the page (www/, browser globals; its workers
// get worker globals, public/sw.js service-worker ones), the benchmark and
// the tests (node globals). www/pkg/ is wasm-bindgen's output, not ours.
// Beyond the recommended rules, only rules that catch real bugs: a loose ==
// that coerces, a name shadowing another (a closure reading the wrong
// variable), an unused import or argument, a `let` never reassigned. And the
// page's folders as layers (`no-restricted-imports`, the blocks at the end;
// docs/ARCHITECTURE.md draws them): i18n/ ← engine/ ← widgets/ ← app/ ←
// views/ ← main.js, each importing only the layers before it; a view imports
// its own folder but never another view; only engine/ imports the wasm
// package (www/pkg). A flat config replaces a rule's options per file, so
// each file falls in one of these blocks. The rule reads static imports; the
// workers' `new URL(…)` and JSDoc `import(…)` types are not imports.
import js from '@eslint/js';
import globals from 'globals';

/** The folders a view may import, beside its own. */
const BELOW_VIEWS = '(?:widgets|engine|i18n|app)/';
const VIEW_RULE = 'a view imports only widgets/, engine/, i18n/, app/ and its own folder (docs/ARCHITECTURE.md, "The page\'s folders"); move what two views share down to widgets/ (or app/, engine/, i18n/)';
const PKG_RULE = 'only www/engine/ imports the wasm package (www/pkg)';

/** no-restricted-imports with these `{ regex, message }` patterns. */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** A folder of www/ that imports none of the folders `above` (nor main.js, nor, but for engine/, www/pkg). */
function layer(folder, above) {
  const patterns = [
    {
      regex: `^\\.\\./(?:(?:${above.join('|')})/|main\\.js)`,
      message: `${folder}/ imports none of ${above.map((f) => `${f}/`).join(', ')} (the layers above it, docs/ARCHITECTURE.md "The page's folders"): move what they share down`,
    },
  ];
  if (folder !== 'engine') patterns.push({ regex: '(?:^|/)pkg/', message: PKG_RULE });
  return { files: [`www/${folder}/**/*.js`], rules: restrict(...patterns) };
}

/**
 * The page's import rule, a block per folder (and per depth in views/: a
 * relative specifier says where it goes only with the file's depth).
 */
export const importRule = [
  {
    // www/views/<view>/*.js: `./…`, `../../<below>/…`, and the repository's data/ (?raw text).
    files: ['www/views/*/*.js'],
    rules: restrict({ regex: `^\\.(?!/|\\./\\.\\./${BELOW_VIEWS}|\\./\\.\\./\\.\\./data/)`, message: VIEW_RULE }),
  },
  {
    // www/views/<view>/<part>/*.js (the Solve view's seeds/): `./…`, `../…` (its view), `../../../<below>/…`.
    files: ['www/views/*/*/*.js'],
    rules: restrict({ regex: `^\\.(?!/|\\./(?!\\.\\./)|\\./\\.\\./\\.\\./${BELOW_VIEWS})`, message: VIEW_RULE }),
  },
  layer('app', ['views']),
  layer('widgets', ['views', 'app']),
  layer('engine', ['views', 'app', 'widgets']),
  layer('i18n', ['views', 'app', 'widgets', 'engine']),
  {
    // main.js boots: it imports the views, but not the package.
    files: ['www/*.js'],
    rules: restrict({ regex: '(?:^|/)pkg/', message: PKG_RULE }),
  },
];

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
  ...importRule,
  {
    files: ['bench/**/*.mjs', 'tests/**/*.mjs', 'scripts/**/*.mjs', 'vite.config.js', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  // The browser tests' and the benchmark's callbacks to page.evaluate() and
  // waitForFunction() run in the page.
  { files: ['tests/e2e/**/*.mjs', 'tests/firefox/**/*.mjs', 'bench/browser.mjs', 'bench/longtasks.mjs', 'bench/ab.mjs'], languageOptions: { globals: globals.browser } },
];
