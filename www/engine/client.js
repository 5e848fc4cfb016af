// The page's side of a search worker (worker.js): requests as promises,
// answered in the order sent, and the mirror of each search (its latest
// summary and chart history) that views draw from without asking again.
//
// Each view that searches has its own client, hence its own worker and wasm
// memory: `renew()` ends the worker and starts a fresh one (what Reset does
// after a run that grew the memory past `renewBytes`), and `abort()`
// stops a long request at once. Either way the searches that lived in the
// old worker are gone; their mirrors say so through `alive`.

import { errorOf } from './errors.js';

let workers = 0; // every worker started on this page, for data-engine-workers

export class EngineClient {
  #worker = null;
  #pending = new Map(); // id → { resolve, reject }
  #nextId = 1;
  #nextKey = 1;
  /** Bytes of the worker's wasm memory, as of its last answer (0 before any). */
  memory = 0;
  /** How many workers this client has started (1 for the first). */
  generation = 0;

  /**
   * @param {{ renewBytes?: number }} [options]  past this many bytes of wasm
   *   memory, `renewIfGrown` replaces the worker (the engine's
   *   `limits().workerRenewMb`; by default never)
   */
  constructor({ renewBytes = Infinity } = {}) {
    this.renewBytes = renewBytes;
    this.#start();
  }

  /** Whether the worker's memory grew enough to be worth a fresh worker. */
  get grown() {
    return this.memory > this.renewBytes;
  }

  /** Ends the worker if its memory has grown (see `grown`); returns whether it did. */
  renewIfGrown() {
    if (!this.grown) return false;
    this.renew();
    return true;
  }

  /** Ends the worker (every request still waiting rejects with `AbortError`) and starts a fresh one. */
  renew() {
    this.#worker.terminate();
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#start();
    for (const { reject } of waiting) reject(abortError());
  }

  /** Ends the worker for good (the view needs no more searches); later requests reject. */
  end() {
    this.#worker.terminate();
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#worker = null;
    this.generation += 1;
    for (const { reject } of waiting) reject(abortError());
  }

  /** Stops whatever the worker is doing, at once: the same as `renew`. */
  abort() {
    this.renew();
  }

  /** One request; resolves to its value, rejects with the engine's sentence. */
  request(message) {
    if (!this.#worker) return Promise.reject(abortError());
    const id = this.#nextId++;
    const generation = this.generation;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, generation });
      this.#worker.postMessage({ ...message, id });
    });
  }

  /** A stateless engine function (worker.js's CALLS), e.g. `call('heuristicValues', start, goal)`. */
  call(fn, ...args) {
    return this.request({ op: 'call', fn, args });
  }

  /**
   * A search in this worker: resolves to its {@link RemoteSearch} once the
   * engine has built it; rejects with the engine's sentence for bad input.
   */
  async open(spec) {
    const key = `s${this.#nextKey++}`;
    const { summary, width, height, cells } = await this.request({ op: 'open', key, spec });
    return new RemoteSearch(this, key, this.generation, { summary, width, height, cells, spec });
  }

  /**
   * `step(n)` on each search, in one round trip (the same n for all: a
   * lockstep race); updates their mirrors; resolves to the engine time spent, in ms.
   * @param {RemoteSearch[]} searches
   */
  async step(searches, n) {
    const { lanes } = await this.request({ op: 'step', keys: searches.map((s) => s.key), n });
    let ms = 0;
    lanes.forEach((lane, i) => {
      searches[i].take(lane);
      ms += lane.ms;
    });
    return ms;
  }

  /**
   * Time travel: a fresh copy of `search`, stepped by the same `batches` (the
   * n of each step request so far) until it has made `to` steps, in one round
   * trip. Resolves to `{ search, batches }`: the new mirror, with the whole
   * chart history of its replay, and the batches it was stepped by.
   * @param {RemoteSearch} search
   * @param {number[]} batches
   * @param {number} to
   */
  async replay(search, batches, to) {
    const key = `s${this.#nextKey++}`;
    const answer = await this.request({ op: 'replay', key, from: search.key, spec: search.spec, ns: batches, to });
    const replayed = new RemoteSearch(this, key, this.generation, { ...answer, spec: search.spec });
    replayed.take(answer);
    return { search: replayed, batches: answer.ns };
  }

  #start() {
    workers += 1;
    this.generation += 1;
    this.memory = 0;
    document.body.dataset.engineWorkers = String(workers);
    this.#worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.#worker.onmessage = (event) => this.#receive(event.data);
    this.#worker.onerror = (event) => {
      event.preventDefault();
      const waiting = [...this.#pending.values()];
      this.#pending.clear();
      for (const { reject } of waiting) reject(new Error(event.message || 'the search worker failed to start'));
    };
  }

  #receive({ id, ok, value, memory, ...failure }) {
    const waiting = this.#pending.get(id);
    if (!waiting) return;
    this.#pending.delete(id);
    this.memory = memory;
    if (ok) waiting.resolve(value);
    else waiting.reject(errorOf(failure));
  }
}

/** Whether `error` says a request was dropped by `renew` / `abort` (not an engine error). */
export const isAbort = (error) => error?.name === 'AbortError';

function abortError() {
  const error = new Error('the search was stopped');
  error.name = 'AbortError';
  return error;
}

/**
 * What the page knows of one search in a worker: its spec, board size,
 * latest summary and whole chart history. Mirrors are updated by
 * {@link EngineClient#step}; the rest are single requests.
 */
export class RemoteSearch {
  #client;

  constructor(client, key, generation, { summary, width, height, cells, spec }) {
    this.#client = client;
    this.key = key;
    this.generation = generation;
    this.spec = spec;
    this.width = width;
    this.height = height;
    this.cells = cells;
    this.summary = summary;
    /** Engine time spent in step calls, in ms (measured in the worker). */
    this.timeMs = 0;
    /**
     * The counters after each step (src/search/history.rs): `{ steps, expanded, frontier,
     * visited }` arrays, a row per step, past `limits().historyRows` rows every `stride`-th step
     * (and the step the search is at).
     */
    this.history = { steps: [], expanded: [], frontier: [], visited: [], stride: 1 };
  }

  /** Whether the search still lives in its worker (not ended by `renew`). */
  get alive() {
    return this.generation === this.#client.generation;
  }

  /** One lane of a step answer: the new summary and the history's rows from row `historyFrom` on. */
  take({ summary, history, historyFrom = 0, stride = 1, ms }) {
    this.summary = summary;
    this.timeMs += ms;
    const h = this.history;
    const columns = [h.steps, h.expanded, h.frontier, h.visited];
    for (const column of columns) column.length = Math.min(column.length, historyFrom);
    for (let i = 0; i + 3 < history.length; i += 4) columns.forEach((column, c) => column.push(history[i + c]));
    h.stride = stride;
  }

  /** The solution: `{ moves, boards }`, the udlr letters and a flat Uint8Array of the boards, start first. */
  solution() {
    return this.#client.request({ op: 'solution', key: this.key });
  }

  /**
   * Which named search your best-first search expands as on this board and whether its path is
   * shortest (src/search/kit.rs): `{ same?: { algorithm, weight, steps, complete },
   * shortest?: boolean }` (`same` absent: no named search; `shortest` absent until solved), or null for a search that takes no priority.
   */
  equivalent() {
    return this.#client.request({ op: 'equivalent', key: this.key });
  }

  /**
   * The quiz before the next step (src/search/quiz.rs): `{ candidates: [{ tiles, g, h, f, pruned }], answer,
   * reason: { code, english, args } }`, or null once the search has finished.
   */
  quiz(k = 4) {
    return this.#client.request({ op: 'quiz', key: this.key, k });
  }

  /** The Explain view's reads (worker.js `explain`): `parts` like `{ tree: true, iterations: true }`. */
  explain(parts, since = 0) {
    return this.#client.request({ op: 'explain', key: this.key, since, parts });
  }

  /** Frees the search in its worker (nothing to do if the worker was renewed). */
  close() {
    if (this.alive) this.#client.request({ op: 'close', key: this.key }).catch(() => {});
  }
}
