// `node tests/e2e/run.mjs [node --test arguments…]`: the browser tests with one
// static server and, in Chromium, one browser for the whole run, where
// `node --test tests/e2e/` alone starts both in every test file's process (a
// browser launch a file, forty-odd a run). Starts the server on dist/ and a
// Chromium server (playwright-core's launchServer), hands them to the test
// processes as NPUZZLE_E2E_URL and NPUZZLE_E2E_CHROMIUM (harness.mjs connects
// to them), runs `node --test` with the arguments given, closes both and
// exits with node's code. `npm test` gives it tests/e2e/all.mjs, every file in
// one process; any files or folder work too. With BROWSER=firefox only the
// server is shared: firefox.mjs launches a Firefox per browser context, on
// purpose.
//
// Each test still opens a browser context of its own (cookies, storage,
// permissions, service workers), and the tests run one at a time, so nothing a
// test sees depends on the tests before it.

import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { BROWSER, CHROMIUM_ARGS, serveDist } from './harness.mjs';

const server = await serveDist();
const env = { ...process.env, NPUZZLE_E2E_URL: server.url };
let browserServer = null;
if (BROWSER === 'chromium') {
  browserServer = await chromium.launchServer({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  env.NPUZZLE_E2E_CHROMIUM = browserServer.wsEndpoint();
}

const child = spawn(process.execPath, ['--test', ...process.argv.slice(2)], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((done) => {
  child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
});
await browserServer?.close();
await server.close();
process.exit(code);
