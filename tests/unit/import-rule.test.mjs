// The page's folders as layers (eslint.config.js `importRule`, docs/ARCHITECTURE.md "The page's
// folders"): ESLint's own API lints synthetic modules placed in each folder, so the rule is seen to
// fire on an import across views, an import of a layer above (a view in widgets/ or app/), the wasm
// package outside engine/, and to let the imports the layers allow through. `eslint .` (npm test)
// holds the page itself to it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The import rule's messages for `code` as if it were the file `filePath` (from the repository's root). */
async function refused(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** One import of `name` from `from`, used so that no other rule speaks. */
const importing = (from) => `import * as name from '${from}';\nexport default name;\n`;

test('a view importing another view is refused, with the rule worded', async () => {
  const messages = await refused('www/views/accuracy/synthetic.js', importing('../compare/problem.js'));
  assert.deepEqual(messages, [
    "'../compare/problem.js' import is restricted from being used by a pattern. a view imports only widgets/, engine/, i18n/, app/ and its own folder (docs/ARCHITECTURE.md, \"The page's folders\"); move what two views share down to widgets/ (or app/, engine/, i18n/)",
  ]);
  // From a part of a view (the Solve view's seeds/), another view is two folders up.
  assert.equal((await refused('www/views/solve/seeds/synthetic.js', importing('../../explain/words.js'))).length, 1);
  // A view's file reaching past the four folders below it, or into www/'s root.
  assert.equal((await refused('www/views/play/synthetic.js', importing('../../main.js'))).length, 1);
});

test('a view may import widgets/, engine/, i18n/, app/, its own folder and data/', async () => {
  for (const from of ['./view.js', './accuracy.css', '../../widgets/goal.js', '../../engine/index.js', '../../i18n/index.js', '../../app/store.js', 'uplot']) {
    assert.deepEqual(await refused('www/views/accuracy/synthetic.js', importing(from)), [], from);
  }
  assert.deepEqual(await refused('www/views/lab/synthetic.js', importing('../../../data/korf100.txt?raw')), []);
  for (const from of ['./cantor.js', '../presets.js', '../../../widgets/dom.js', '../../../app/store.js']) {
    assert.deepEqual(await refused('www/views/solve/seeds/synthetic.js', importing(from)), [], from);
  }
});

test('below the views, each folder imports only the layers under it: i18n/ ← engine/ ← widgets/ ← app/', async () => {
  assert.deepEqual(await refused('www/widgets/synthetic.js', importing('../views/solve/presets.js')), [
    "'../views/solve/presets.js' import is restricted from being used by a pattern. widgets/ imports none of views/, app/ (the layers above it, docs/ARCHITECTURE.md \"The page's folders\"): move what they share down",
  ]);
  const refusals = [
    ['www/app/synthetic.js', '../views/lessons/index.js'],
    ['www/app/synthetic.js', '../main.js'],
    ['www/widgets/synthetic.js', '../app/views.js'],
    ['www/engine/synthetic.js', '../views/lab/korf.js'],
    ['www/engine/synthetic.js', '../widgets/dom.js'],
    ['www/engine/synthetic.js', '../app/store.js'],
    ['www/i18n/synthetic.js', '../views/explain/words.js'],
    ['www/i18n/synthetic.js', '../widgets/dom.js'],
    ['www/i18n/synthetic.js', '../engine/catalogue.js'],
  ];
  for (const [file, from] of refusals) assert.equal((await refused(file, importing(from))).length, 1, `${file} ← ${from}`);
  const allowed = [
    ['www/app/synthetic.js', '../widgets/dom.js'],
    ['www/app/synthetic.js', '../engine/client.js'],
    ['www/widgets/synthetic.js', '../engine/driver.js'],
    ['www/widgets/synthetic.js', '../i18n/index.js'],
    ['www/engine/synthetic.js', '../i18n/index.js'],
    ['www/i18n/synthetic.js', './index.js'],
  ];
  for (const [file, from] of allowed) assert.deepEqual(await refused(file, importing(from)), [], `${file} ← ${from}`);
});

test('only engine/ imports the wasm package', async () => {
  const message = (from) => `'${from}' import is restricted from being used by a pattern. only www/engine/ imports the wasm package (www/pkg)`;
  assert.deepEqual(await refused('www/widgets/synthetic.js', importing('../pkg/npuzzle.js')), [message('../pkg/npuzzle.js')]);
  assert.deepEqual(await refused('www/app/synthetic.js', importing('../pkg/npuzzle.js')), [message('../pkg/npuzzle.js')]);
  assert.deepEqual(await refused('www/synthetic.js', importing('./pkg/npuzzle.js')), [message('./pkg/npuzzle.js')]);
  assert.equal((await refused('www/views/lab/synthetic.js', importing('../../pkg/npuzzle.js'))).length, 1);
  assert.deepEqual(await refused('www/engine/synthetic.js', importing('../pkg/npuzzle.js')), []);
});
