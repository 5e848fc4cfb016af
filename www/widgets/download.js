// Saving files from the page: one place that turns a Blob into a download.

/** Starts a download of `blob` named `filename` (a temporary object URL and link). */
export function downloadBlob(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it has started; free the URL a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
