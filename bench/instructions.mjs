// The wasm half of bench/instructions.sh: runs IDA* + linear conflict on
// Korf's instance 12 `repeats` times on www/pkg in node (the same V8 as the
// browser, a few versions older), driven as the page drives a Session.
// Prints the expansions. Run under valgrind by the script, which counts
// the machine instructions, so it needs no quiet machine.
//
//   node bench/instructions.mjs REPEATS [PKG_DIR]

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const repeats = Number(process.argv[2] ?? 1);
const dir = resolve(process.argv[3] ?? 'www/pkg');
const { initSync, Session } = await import(`${dir}/npuzzle.js`);
initSync({ module: readFileSync(`${dir}/npuzzle_bg.wasm`) });
const KORF12 = '14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15';
let expanded = 0;
for (let i = 0; i < repeats; i++) {
  const s = new Session(KORF12, 'blank-first', 'idastar', 'linear-conflict', 1, 0, 0);
  let summary = s.step(65536);
  while (summary.status === 'running' || summary.status === 'ready') summary = s.step(65536);
  expanded += summary.expanded;
  s.free();
}
console.log(expanded);
