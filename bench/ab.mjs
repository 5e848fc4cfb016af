// Two builds of the wasm package against each other in one headless Chromium
// page, round by round (A then B, then B then A, …), so both see the same
// minute of a shared machine: `npm run bench` compares wasm with native, this
// compares two versions of the engine's wasm, where a change of a few percent
// is lost in the drift between separate runs. Prints each round's expansions
// per second and the median of the rounds' B/A ratios. A benchmark, never a
// test.
//
//   bash scripts/build-wasm.sh && rm -rf target/ab-a && cp -r www/pkg target/ab-a   # build A, keep it
//   (change the engine) bash scripts/build-wasm.sh            # build B in www/pkg
//   node bench/ab.mjs target/ab-a www/pkg [NAME_PREFIX]       # e.g. idastar
//
// Folders are relative to the project root; NAME_PREFIX picks the searches of
// bench/searches.txt whose names start with it (default: all). AB_ROUNDS
// rounds (default 12).

import { sep } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/harness.mjs';
import { ROOT, median, searches, serve } from './common.mjs';

const ROUNDS = Number(process.env.AB_ROUNDS ?? 12);

async function main() {
  const [a, b, prefix = ''] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: node bench/ab.mjs DIR_A DIR_B [NAME_PREFIX]');
  const list = searches().filter((s) => s.name.startsWith(prefix));
  if (!list.length) throw new Error(`no search in bench/searches.txt starts with "${prefix}"`);
  const server = await serve([ROOT + sep]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const query = new URLSearchParams({ a, b });
    await page.goto(`http://127.0.0.1:${server.address().port}/bench/ab.html?${query}`);
    await page.waitForFunction(() => window.ab || document.getElementById('status').textContent !== 'loading', null, { timeout: 30000 });
    const status = await page.locator('#status').textContent();
    if (status !== 'ready' || problems.length) throw new Error(`the page failed: ${status}\n${problems.join('\n')}`);
    const once = list.map((s) => ({ ...s, repeats: 1 }));
    await page.evaluate((s) => [window.ab.run('a', s), window.ab.run('b', s)], once);
    const ratios = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? ['b', 'a'] : ['a', 'b'];
      const out = await page.evaluate(([o, s]) => Object.fromEntries(o.map((side) => [side, window.ab.run(side, s)])), [order, list]);
      if (out.a.expanded !== out.b.expanded) throw new Error(`A expanded ${out.a.expanded} nodes, B ${out.b.expanded}`);
      const [ra, rb] = [out.a.expanded / out.a.seconds, out.b.expanded / out.b.seconds];
      ratios.push(rb / ra);
      console.log(`round ${r + 1}: A ${(ra / 1e6).toFixed(2)} M exp/s, B ${(rb / 1e6).toFixed(2)} M exp/s, B/A ${(rb / ra).toFixed(3)}`);
    }
    console.log(`median B/A over ${ROUNDS} rounds: ${median(ratios).toFixed(3)}`);
  } finally {
    await browser.close();
    server.closeAllConnections?.();
    await new Promise((ok) => server.close(ok));
  }
}

main().catch((e) => {
  console.error(`ab: ${e.stack ?? e}`);
  process.exit(1);
});
