// The page's search worker in this process: a `Worker` stand-in that runs
// www/engine/handler.js (the code worker.js runs) on the real wasm package,
// so www/engine/client.js and the driver are tested as the page uses them.
// Messages are answered asynchronously and in order, as a worker's are.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Handler } from '../../www/engine/handler.js';
import { errorFields } from '../../www/engine/errors.js';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');

/** Loads the wasm package once and makes `new Worker(…)` start an in-process one. Resolves to the package. */
export async function installWorker() {
  const pkg = join(ROOT, 'www', 'pkg');
  const engine = await import(pathToFileURL(join(pkg, 'npuzzle.js')).href);
  const exports = engine.initSync({ module: readFileSync(join(pkg, 'npuzzle_bg.wasm')) });
  globalThis.document ??= /** @type {any} */ ({ body: { dataset: {} } });
  globalThis.Worker = /** @type {any} */ (
    class InProcessWorker {
      constructor() {
        this.handler = new Handler(engine, exports.memory);
        this.onmessage = null;
        this.onerror = null;
        InProcessWorker.latest = this;
      }
      postMessage(request) {
        setTimeout(() => {
          if (!this.handler) return; // terminated
          let answer;
          try {
            answer = { id: request.id, ok: true, value: this.handler.handle(request) };
          } catch (error) {
            answer = { id: request.id, ok: false, ...errorFields(error) };
          }
          answer.memory = exports.memory.buffer.byteLength;
          this.onmessage?.({ data: answer });
        }, 0);
      }
      terminate() {
        this.handler?.closeAll();
        this.handler = null;
      }
      /** Sessions alive in the worker started last. */
      static get live() {
        return InProcessWorker.latest?.handler?.live ?? 0;
      }
    }
  );
  return engine;
}

/**
 * Installs the in-process worker and returns `{ engine, handler }`: the wasm package and a maker of
 * worker handlers of their own (each with its sessions and checkpoints) on the one wasm instance.
 */
export async function installHandlers() {
  const engine = await installWorker();
  const handler = () => new Handler(engine, /** @type {any} */ (new globalThis.Worker(new URL('./handler.js', import.meta.url))).handler.memory);
  return { engine, handler };
}
