// Shared set-up for the browser tests: serves dist/ (built by `npm run build`)
// from a tiny static server on a free port of 127.0.0.1, drives Debian's
// Chromium through playwright-core (or, with BROWSER=firefox, Debian's
// firefox-esr through firefox.mjs, which speaks the same API), and saves a
// screenshot to test-results/ when a test fails. Also loads the same wasm engine into node, so tests can
// compare the page with the engine's own numbers instead of hard-coding them.

import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { launchFirefox } from './firefox.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'dist');
const RESULTS = join(ROOT, 'test-results');

/** The browser the tests drive: 'chromium' (the default) or 'firefox' (BROWSER=firefox). */
export const BROWSER = process.env.BROWSER || 'chromium';
if (!['chromium', 'firefox'].includes(BROWSER)) throw new Error(`BROWSER=${BROWSER}: use chromium or firefox`);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Serves dist/ on 127.0.0.1; resolves to `{ url, close() }`. */
export async function serveDist() {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`dist/index.html is missing: run \`npm run build\` before the browser tests (looked in ${DIST})`);
  }
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      let file = normalize(join(DIST, path));
      if (file !== DIST && !file.startsWith(DIST + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (path.endsWith('/')) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

/**
 * The server and the browser of this process, shared by every `startBrowser()` in it and
 * closed with the last `close()`. Under `tests/e2e/run.mjs` (what `npm test` runs) the server
 * and Chromium are the run's, started once for all the test files: NPUZZLE_E2E_URL names the
 * server, NPUZZLE_E2E_CHROMIUM the browser's WebSocket; each test still gets a browser context
 * of its own (cookies, storage, permissions, service workers), as it did when each file
 * launched its own browser. Without them (`node --test tests/e2e/one.test.mjs`), the file
 * starts both itself.
 */
let shared = null;
async function acquire() {
  if (!shared) {
    shared = (async () => {
      const url = process.env.NPUZZLE_E2E_URL;
      const server = url ? { url, close: async () => {} } : await serveDist();
      const ws = process.env.NPUZZLE_E2E_CHROMIUM;
      let browser;
      if (BROWSER === 'firefox') browser = await launchFirefox({ root: ROOT });
      else if (ws) browser = await chromium.connect(ws);
      else browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
      return { server, browser, remote: BROWSER !== 'firefox' && Boolean(ws), users: 0 };
    })();
  }
  const resources = await shared;
  resources.users += 1;
  return resources;
}
async function release(resources) {
  resources.users -= 1;
  if (resources.users > 0) return;
  shared = null;
  await resources.browser.close();
  await resources.server.close();
}

/**
 * The browser for one test file (one server and one browser per process, see `acquire`).
 * Returns `{ open(t, viewport?, query?, options?) → page, close() }`; `open` loads the page
 * (with `query`, e.g. '?memory=32' or '#lang=zh-CN') in a context of its own and waits for the
 * engine; `options.locale` is the browser's language (navigator.languages), 'en-US' unless said;
 * `options.base` another server's address than the run's (the class server, class.test.mjs).
 */
export async function startBrowser() {
  const resources = await acquire();
  const { server, browser, remote } = resources;
  const pages = new Set();
  let closed = false;

  async function open(t, viewport = { width: 1366, height: 768 }, query = '', { locale = 'en-US', base = server.url } = {}) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.problems = problems;
    if (remote) localDownloads(page, t);
    pages.add(page);
    // `check` saves the screenshot of a failing test; here the page only closes.
    t.after(async () => {
      pages.delete(page);
      await context.close();
    });
    await page.goto(base + query);
    await waitFor(page, () => document.getElementById('status').dataset.kind !== 'loading');
    return page;
  }

  return {
    open,
    async close() {
      if (closed) return;
      closed = true;
      await release(resources);
    },
  };
}

/**
 * A browser reached over its WebSocket (run.mjs) keeps its downloads on its side: Playwright's
 * `download.path()` then throws ("not available when connecting remotely"). On such a page,
 * `waitForEvent('download')` answers a download whose `path()` is a local copy (`saveAs` into a
 * folder of the test's own, removed after it); the rest of the download's API is Playwright's.
 */
function localDownloads(page, t) {
  const waitForEvent = page.waitForEvent.bind(page);
  let folder = null;
  t.after(() => folder && rmSync(folder, { recursive: true, force: true }));
  page.waitForEvent = async (event, ...rest) => {
    const value = await waitForEvent(event, ...rest);
    if (event !== 'download') return value;
    let saved = null;
    return new Proxy(value, {
      get(download, key) {
        if (key !== 'path') {
          const member = Reflect.get(download, key);
          return typeof member === 'function' ? member.bind(download) : member;
        }
        return async () => {
          if (!saved) {
            folder ??= mkdtempSync(join(tmpdir(), 'npuzzle-downloads-'));
            saved = join(mkdtempSync(join(folder, 'd-')), download.suggestedFilename());
            await download.saveAs(saved);
          }
          return saved;
        };
      },
    });
  };
}

/**
 * The set-up every browser test file shares: `const browser = useBrowser();` at the top of the
 * file starts the browser before its first test and closes it after its last;
 * `browser.open(t, …)` is {@link startBrowser}'s `open`.
 */
export function useBrowser() {
  let browser;
  before(async () => {
    browser = await startBrowser();
  });
  after(() => browser?.close());
  return { open: (...args) => browser.open(...args) };
}

/**
 * Words of two or more Latin letters the user can see or hear in the page: its visible text and
 * the title, aria-label, placeholder and alt of visible elements (and of the document), less
 * those `allowed` (issue 12: in zh-CN, none but symbols such as A*, IDA*, b*, PNG, CSV, udlr).
 * Returns `[{ word, where }]`, `where` being the text around it, for a readable failure.
 * `within`: a selector to look inside only (one view, while the others' words are another's to do).
 */
export async function englishWords(page, allowed = ENGLISH_ALLOWED, { within = 'body' } = {}) {
  const found = await page.evaluate((selector) => {
    const out = [];
    const visible = (el) => el.checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? el.offsetParent !== null;
    const root = document.querySelector(selector);
    const text = root.innerText;
    out.push(...text.split('\n').map((line) => ({ line, where: 'text' })));
    for (const el of [root, ...root.querySelectorAll('[title], [aria-label], [placeholder], [alt], [aria-description]')]) {
      if (!el.matches('[title], [aria-label], [placeholder], [alt], [aria-description]')) continue;
      if (!visible(el)) continue;
      for (const attr of ['title', 'aria-label', 'placeholder', 'alt', 'aria-description']) {
        const value = el.getAttribute(attr);
        if (value) out.push({ line: value, where: `${attr} of <${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>` });
      }
    }
    if (!selector) out.push({ line: document.title, where: 'document title' });
    return out;
  }, within);
  const words = [];
  for (const { line, where } of found) {
    for (const match of line.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) {
      // A run of blank moves (a solution's `dlurull…`) is symbols, like `udlr`.
      if (!allowed.has(match[0]) && !/^[udlr]+$/.test(match[0])) words.push({ word: match[0], where: `${where}: ${line.slice(0, 120)}` });
    }
  }
  return words;
}

/**
 * The Latin words a Chinese page may show (issue 12's allow-list): algorithm symbols, file
 * formats, move letters, the product's name, the language menu's "English", key names as the
 * keyboard prints them, the judges' names, OPEN / CLOSED as in 「OPEN 表」, and `map` / `set`, C++'s
 * containers, named as the seeds' 判重 lessons name them (「有序集合（map/set）」).
 */
export const ENGLISH_ALLOWED = new Set([
  'npuzzle', 'English', 'IDA', 'BFS', 'IDDFS', 'DFS', 'PNG', 'CSV', 'JSON', 'DOT', 'SVG', 'udlr', 'UDLR', 'WASD',
  'MB', 'MiB', 'KB', 'KiB', 'GiB', 'OPEN', 'CLOSED', 'POJ', 'codevs', 'Luogu', 'Korf', 'Esc', 'Space', 'Shift',
  'Ctrl', 'Enter', 'Backspace', 'Tab', 'PgUp', 'PgDn', 'Page', 'Up', 'Down', 'Home', 'End', 'WebGL', 'wasm',
  'WebAssembly', 'fps', 'ms', 'x', 'map', 'set', 'Gaschnig', 'Nilsson', 'MM', 'RBFS',
]);

/**
 * The names of the formula language (src/formula/syntax.rs: features, functions, `sum(t in
 * tiles: …)`, `if … then … else`), split as {@link englishWords} splits words: code a student
 * types, shown as code where a view shows formulas (the Accuracy view's editor and examples, the
 * Solve field's hint), so a Chinese page may show them there — and only there, never on the
 * whole page's allow-list.
 */
export const FORMULA_WORDS = [
  'manhattan', 'misplaced', 'linear', 'conflict', 'blank', 'row', 'col', 'goal', 'width', 'height',
  'max', 'min', 'abs', 'sum', 'in', 'tiles', 'if', 'then', 'else', 'and', 'or', 'not',
];

/**
 * Runs `body(page)`, saving `test-results/<name>.png` if it throws; also
 * fails if the page reported an error.
 */
export async function check(page, name, body) {
  try {
    await body(page);
    if (page.problems.length) throw new Error(`the page reported problems:\n${page.problems.join('\n')}`);
  } catch (error) {
    mkdirSync(RESULTS, { recursive: true });
    const file = join(RESULTS, `${BROWSER === 'firefox' ? 'firefox-' : ''}${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    error.message += `\n(screenshot: ${file})`;
    throw error;
  }
}

const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * axe's serious and critical violations on the page as it is, as "rule: target" lines; `within`, a
 * selector: only that part of the page (a panel one test is about).
 */
export async function axeProblems(page, within = null) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (selector) => {
    // @ts-ignore axe is the injected global
    const result = await window.axe.run(selector ? document.querySelector(selector) : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 4).join(', ')}`);
}

/** Waits until `predicate(arg)` is true in the page (polls each frame). */
export async function waitFor(page, predicate, arg, timeout = 20_000) {
  await page.waitForFunction(predicate, arg, { timeout, polling: 'raf' });
}

/**
 * Waits until the page has drawn `n` more frames (requestAnimationFrame). For the checks that
 * something does not happen (no count moves while paused, nothing arrives from a cancelled
 * worker) and for what the page animates frame by frame before a picture is taken: a window
 * counted in the page's own frames, not a fixed sleep, so a busy machine that draws fewer
 * frames a second gives the page as many chances to go wrong as an idle one (60 frames are a
 * second on an idle machine).
 */
export function frames(page, n) {
  return page.evaluate(
    (count) =>
      new Promise((done) => {
        let left = count;
        const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

/**
 * The text of `locator` once it equals `expected` (or, after `timeout` ms,
 * whatever it is then, for the caller's assert to report). The searches
 * answer from a worker, so a count shows a round trip after the click.
 */
export function settledText(locator, expected, timeout = 5_000) {
  return settled(() => locator.textContent(), expected, timeout);
}

/** `read()`'s value once it equals `expected` (deeply), or after `timeout` ms whatever it is then. */
export async function settled(read, expected, timeout = 5_000) {
  const until = Date.now() + timeout;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < until) {
    await new Promise((wake) => setTimeout(wake, 20));
    value = await read();
  }
  return value;
}

/** Waits until the status line matches `pattern`; returns its text. */
export async function waitForStatus(page, pattern, timeout = 30_000) {
  const status = page.getByRole('status');
  await page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector('[role="status"]').textContent),
    [pattern.source, pattern.flags],
    { timeout, polling: 100 },
  );
  return status.textContent();
}

/** The number a counter shows ("12,345" → 12345), found by its label. */
export async function counter(page, label) {
  const text = await page.getByLabel(label, { exact: true }).textContent();
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** The tiles the board canvas shows, as numbers (0 = blank). */
export async function boardTiles(page) {
  const text = await page.getByRole('img', { name: /^Board / }).getAttribute('data-tiles');
  return text.split(' ').map(Number);
}

/** Types a start board into the Start state field and waits until the page took it. */
export async function typeStart(page, text) {
  // By its id, not its label, so a test in any language types into it.
  const field = page.locator('#start');
  await field.fill(text);
  await field.press('Enter');
}

/** The wasm engine in node (the same module the page runs), initialised once. */
let engine = null;
export async function nodeEngine() {
  if (!engine) {
    const pkg = join(ROOT, 'www', 'pkg');
    if (!existsSync(join(pkg, 'npuzzle.js'))) throw new Error('www/pkg/npuzzle.js is missing: run `npm run build`');
    engine = await import(pathToFileURL(join(pkg, 'npuzzle.js')).href);
    engine.initSync({ module: readFileSync(join(pkg, 'npuzzle_bg.wasm')) });
  }
  return engine;
}

/** The true distance of `start` to `goal` (h*): the length of BFS's solution in the node engine. */
export async function trueDistance(start, goal) {
  const { Session } = await nodeEngine();
  const session = new Session(start, goal, 'bfs', 'zero', 1, 0, 0);
  const summary = session.step(Infinity);
  session.free();
  if (summary.status !== 'solved') throw new Error(`BFS did not solve ${start} towards ${goal}: ${summary.status}`);
  return summary.solutionLength;
}

/** Applies a udlr string (moves of the blank) to tiles; throws on an illegal move. */
export function applyMoves(tiles, width, moves) {
  const out = Array.from(tiles);
  let blank = out.indexOf(0);
  const height = out.length / width;
  for (const m of moves) {
    const [r, c] = [Math.floor(blank / width), blank % width];
    const [nr, nc] = { u: [r - 1, c], d: [r + 1, c], l: [r, c - 1], r: [r, c + 1] }[m] ?? [-1, -1];
    if (nr < 0 || nc < 0 || nr >= height || nc >= width) throw new Error(`illegal move '${m}' with the blank at ${blank}`);
    const to = nr * width + nc;
    [out[blank], out[to]] = [out[to], 0];
    blank = to;
  }
  return out;
}

/** Every .js file under www/ but the wasm-bindgen output (www/pkg). */
export function pageSources() {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(ROOT, 'www', 'pkg')) walk(path);
      } else if (entry.name.endsWith('.js')) {
        out.push(path);
      }
    }
  };
  walk(join(ROOT, 'www'));
  return out;
}

/** `source` without its block comments and its whole-line or trailing `// …` comments. */
export function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}
