// `node tests/e2e/run.mjs [--shards N] [node --test arguments…]`: the browser tests with one
// static server and, in Chromium, one browser for the whole run, where
// `node --test tests/e2e/` alone starts both in every test file's process (a
// browser launch a file, forty-odd a run). Starts the server on dist/ and a
// Chromium server (playwright-core's launchServer), hands them to the test
// processes as NPUZZLE_E2E_URL and NPUZZLE_E2E_CHROMIUM (harness.mjs connects
// to them), runs `node --test` with the arguments given, closes both and
// exits with node's code. Any files or folder work. With BROWSER=firefox only
// the server is shared: each test process launches one Firefox (firefox.mjs).
//
// `--shards N` (what `npm test` uses): the arguments are test files, or
// tests/e2e/all.mjs for every file it imports (it must import every
// *.test.mjs of its folder, as it checks itself). They are dealt into N groups
// of about the same measured time (WEIGHTS); each group runs in one
// `node --test` process of its own (the files imported into it in their
// alphabetical order, as all.mjs does), and the N processes run at once,
// sharing the server and the browser. One group is one process: with
// --shards 1 and five files, Firefox is launched once, not five times. The
// first group's output is shown as it comes, each other's when it ends; each
// ends with node's own counts (`# tests`, `# pass`, …) and run.mjs's line
// `# shard k/N: files…`.
//
// Each test still opens a browser context of its own (cookies, storage,
// permissions, service workers), and a group's tests run one at a time, so
// nothing a test sees depends on the tests before it or on the other groups'.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { BROWSER, CHROMIUM_ARGS, serveDist } from './harness.mjs';

/**
 * Seconds each file took in Chromium on this machine (a clean-clone run, the
 * machine quiet), for dealing files into groups of about equal time. Only the
 * balance depends on them: a file not listed weighs DEFAULT_WEIGHT a test.
 */
const WEIGHTS = {
  // Measured 2026-12-07 20:30 UTC (Chromium, two groups, Firefox beside them, the machine otherwise quiet).
  // catalogue-rows.test.mjs, one test of 86 s, now two files (a language each).
  'catalogue-rows-en.test.mjs': 43,
  'catalogue-rows-zh.test.mjs': 43,
  'lab.test.mjs': 48,
  'compare.test.mjs': 43,
  'explain.test.mjs': 33,
  'a11y.test.mjs': 29,
  'timetravel.test.mjs': 27,
  'i18n-compare.test.mjs': 20,
  'export.test.mjs': 17,
  'quiz.test.mjs': 14,
  'i18n-solve.test.mjs': 12,
  'input.test.mjs': 11,
  'worker.test.mjs': 7,
  'play.test.mjs': 7,
  'seeds.test.mjs': 6,
  'errors.test.mjs': 6,
  'visited.test.mjs': 6,
  'statemap.test.mjs': 6,
  // Earlier measurements (a clean-clone run, the machine quiet).
  // Its own class server, up to four pages and a Firefox (measured alone, the machine busy: 40 s).
  'class.test.mjs': 40,
  'responsive.test.mjs': 36,
  'formula.test.mjs': 20,
  'accuracy.test.mjs': 15,
  'i18n-explain.test.mjs': 13,
  'share.test.mjs': 11,
  'setup.test.mjs': 10,
  'screenshot.test.mjs': 9,
  'tie.test.mjs': 9,
};
const DEFAULT_WEIGHT = 2;

const args = process.argv.slice(2);
let shards = 0;
const at = args.indexOf('--shards');
if (at >= 0) {
  shards = Number(args[at + 1]);
  if (!Number.isInteger(shards) || shards < 1) throw new Error(`--shards ${args[at + 1]}: give a whole number of groups, 1 or more`);
  args.splice(at, 2);
}

const server = await serveDist();
const env = { ...process.env, NPUZZLE_E2E_URL: server.url };
let browserServer = null;
if (BROWSER === 'chromium') {
  browserServer = await chromium.launchServer({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  env.NPUZZLE_E2E_CHROMIUM = browserServer.wsEndpoint();
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));

/** Runs `node --test …argv`; `show`: its output as it comes, else kept and returned. */
function nodeTest(argv, show) {
  const child = spawn(process.execPath, ['--test', ...argv], { stdio: ['ignore', show ? 'inherit' : 'pipe', show ? 'inherit' : 'pipe'], env });
  children.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    child.on('exit', (status, signal) => {
      children.delete(child);
      done({ code: status ?? (signal ? 1 : 0), output: Buffer.concat(output) });
    });
  });
}

let code;
if (!shards) {
  ({ code } = await nodeTest(args, true));
} else {
  const groups = deal(testFiles(args), shards);
  const folder = mkdtempSync(join(tmpdir(), 'npuzzle-e2e-shards-'));
  const runs = groups.map((files, k) => {
    const entry = join(folder, `shard-${k + 1}.mjs`);
    writeFileSync(entry, files.map((file) => `import ${JSON.stringify(pathToFileURL(file).href)};\n`).join(''));
    const started = Date.now();
    return nodeTest([entry], k === 0).then((result) => ({ ...result, files, seconds: Math.round((Date.now() - started) / 1000) }));
  });
  code = 0;
  for (const [k, run] of runs.entries()) {
    const { code: status, output, files, seconds } = await run;
    process.stdout.write(output);
    console.log(`# shard ${k + 1}/${groups.length}: ${files.length} files in ${seconds} s (${files.map((file) => basename(file)).join(', ')})`);
    if (status !== 0) code = status;
  }
  rmSync(folder, { recursive: true, force: true });
}
await browserServer?.close();
await server.close();
process.exit(code);

/**
 * The test files the arguments name: each a *.test.mjs file, or all.mjs for the files it
 * imports (after the check all.mjs makes itself: it imports every *.test.mjs of its folder).
 */
function testFiles(paths) {
  if (paths.length === 0) throw new Error('--shards: name the test files, or tests/e2e/all.mjs');
  return paths.flatMap((path) => {
    const file = resolve(path);
    if (file.endsWith('.test.mjs')) return [file];
    const folder = dirname(file);
    const imported = [...readFileSync(file, 'utf8').matchAll(/^import '\.\/([^']+\.test\.mjs)';$/gm)].map((match) => match[1]);
    const present = readdirSync(folder).filter((name) => name.endsWith('.test.mjs'));
    const missing = present.filter((name) => !imported.includes(name));
    if (imported.length === 0 || missing.length) {
      throw new Error(`--shards: ${path} must import every *.test.mjs of its folder, one \`import './name.test.mjs';\` a line (missing: ${missing.join(', ') || 'all'})`);
    }
    return imported.map((name) => join(folder, name));
  });
}

/**
 * `files` dealt into at most `n` groups of about equal weight (the heaviest file first, each to
 * the lightest group so far); each group keeps the files' order.
 */
function deal(files, n) {
  const weight = (file) => WEIGHTS[basename(file)] ?? DEFAULT_WEIGHT * Math.max(1, (readFileSync(file, 'utf8').match(/^test\(/gm) ?? []).length);
  const groups = Array.from({ length: Math.min(n, files.length) }, () => ({ files: [], weight: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(file);
    lightest.weight += weight(file);
  }
  return groups.map((group) => files.filter((file) => group.files.includes(file)));
}
