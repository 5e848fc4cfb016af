// Getting the results table out of the page: "Copy as CSV" (for a
// spreadsheet or a chat) and "Download CSV" (a file). Copying tries the
// asynchronous clipboard API first, then the old `execCommand('copy')` on a
// hidden text area (plain http, older browsers); when both are refused the
// caller shows the text selected in a box so Ctrl+C still works.

import { downloadBlob } from '../../widgets/download.js';

/** Copies `text`; resolves to true when the browser took it. */
export async function copyText(text) {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** Saves `text` as a file named `filename`. */
export function downloadText(text, filename, type = 'text/csv') {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), filename);
}
