// What bench/browser.mjs (`npm run bench`) and bench/ab.mjs share: the
// searches of bench/searches.txt and a static file server on 127.0.0.1.

import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };

/** bench/searches.txt's searches: { name, kind, algorithm, heuristic, goal, repeats, start }. */
export function searches() {
  return readFileSync(join(ROOT, 'bench', 'searches.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [name, kind, algorithm, heuristic, goal, repeats, start] = l.split('|').map((f) => f.trim());
      return { name, kind, algorithm, heuristic, goal, repeats: Number(repeats), start };
    });
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Serves the files under `folders` (absolute paths ending in the path
 * separator) on 127.0.0.1 at a free port, uncached; anything else is a 404.
 */
export async function serve(folders) {
  const server = createServer(async (req, res) => {
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    try {
      const file = normalize(join(ROOT, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
      if (!folders.some((d) => file.startsWith(d))) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  return server;
}
