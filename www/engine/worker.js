// The search worker: owns one instance of the wasm engine and every search
// the page runs in it, so no search ever runs on the main thread. The page
// talks to it through www/engine/client.js, one worker per view; ending a
// worker (Reset after a big run) gives its memory back to the browser,
// which a WebAssembly memory never does on its own.
//
// The requests and what they answer are handler.js's; this file is the
// message loop. Requests carry an `id`; every answer repeats it, and says how
// large the engine's memory is now (`memory`, bytes), so the client knows
// when a fresh worker is worth it.
// Answers: { id, ok: true, value, memory } or { id, ok: false, message, code?, args?, memory }
// (an engine error's code and arguments: ./errors.js).

import init, * as engine from '../pkg/npuzzle.js';
import { Handler } from './handler.js';
import { errorFields } from './errors.js';

const ready = init().then((wasm) => new Handler(engine, wasm.memory));
/** @type {WebAssembly.Memory | null} */
let memory = null;

self.onmessage = async (event) => {
  const request = event.data;
  let answer;
  const transfer = [];
  try {
    const handler = await ready;
    memory = handler.memory;
    answer = { id: request.id, ok: true, value: handler.handle(request, transfer) };
  } catch (error) {
    answer = { id: request.id, ok: false, ...errorFields(error) };
  }
  answer.memory = memory ? memory.buffer.byteLength : 0;
  self.postMessage(answer, transfer);
};
