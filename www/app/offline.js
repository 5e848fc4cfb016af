// Offline once loaded: registers public/sw.js (copied to dist/sw.js by vite)
// in production builds, then hands it the list of files this page loaded, so
// the next visit works without a network. See public/sw.js for the caching.
//
// Not registered under automation (`navigator.webdriver`), so browser tests
// always see the files they just built; `?sw` in the address registers it
// anyway (the offline test uses it). `data-offline` on <html> says how far it
// got: `registered`, then `ready` once every file is cached.

/** Registers the worker and precaches the page; resolves when done or skipped. */
export async function registerOffline() {
  const forced = new URLSearchParams(window.location.search).has('sw');
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD && !forced) {
    // The dev server: a worker left by a production build on this address must not linger.
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    return;
  }
  if (navigator.webdriver && !forced) return;
  const root = document.documentElement;
  try {
    await navigator.serviceWorker.register('./sw.js', { scope: './' });
    root.dataset.offline = 'registered';
    const registration = await navigator.serviceWorker.ready;
    navigator.serviceWorker.addEventListener('message', (event) => {
      if (event.data?.type === 'precached') root.dataset.offline = 'ready';
    });
    registration.active.postMessage({ type: 'precache', urls: loadedFiles(registration.scope) });
  } catch (error) {
    // Offline use is a bonus: the page works as before without it.
    root.dataset.offline = 'unavailable';
    console.warn('npuzzle: offline use is not available:', error);
  }
}

/** The page (as its scope URL) and every same-origin file it fetched so far. */
function loadedFiles(scope) {
  const files = new Set([scope]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== window.location.origin || url.pathname.endsWith('/sw.js')) continue;
    url.hash = '';
    files.add(url.href);
  }
  return [...files];
}
