// An engine error across postMessage: a structured clone of an `Error` keeps
// its message but not the `code` and `args` the engine gives it (so the page
// can word it in its own language: www/i18n/index.js `errorText`), so a
// worker sends the fields and the client builds the `Error` again.

/**
 * The fields of `error` to post: `{ message, code?, args? }` (code and args
 * only when the engine gave them).
 * @param {any} error
 * @returns {{ message: string, code?: string, args?: Record<string, any> }}
 */
export function errorFields(error) {
  const fields = { message: String(error?.message ?? error) };
  if (typeof error?.code === 'string') {
    fields.code = error.code;
    fields.args = { ...(error.args ?? {}) };
  }
  return fields;
}

/**
 * The `Error` a worker's `{ message, code?, args? }` stands for.
 * @param {{ message?: string, code?: string, args?: Record<string, any> }} fields
 */
export function errorOf({ message, code, args }) {
  const error = /** @type {Error & { code?: string, args?: Record<string, any> }} */ (new Error(message));
  if (typeof code === 'string') {
    error.code = code;
    error.args = args ?? {};
  }
  return error;
}
