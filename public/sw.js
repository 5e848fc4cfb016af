// The service worker that keeps the page working offline once it has been
// opened (registered by www/app/offline.js, production builds only).
//
// - The page itself (a navigation) comes from the network first, so a new
//   build is picked up at once; the cached copy answers when offline.
// - The built files under assets/ (JS, CSS and the .wasm engine, whose names
//   carry a content hash) come from the cache first; nothing else is touched.
// - The page sends the list of files it loaded (`precache`): they are cached
//   together with the files those scripts load later (workers, wasm), and
//   cached files of older builds are dropped. The worker answers `precached`.

const CACHE = 'npuzzle-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'precache') return;
  event.waitUntil(
    precache(event.data.urls).then(
      (count) => event.source?.postMessage({ type: 'precached', count }),
      (error) => event.source?.postMessage({ type: 'precache-failed', message: String(error) }),
    ),
  );
});

/** The page's address without query or hash: the key of the cached page. */
const pageKey = () => self.registration.scope;

async function precache(urls) {
  const cache = await caches.open(CACHE);
  const scope = self.registration.scope;
  const keep = new Set(urls.filter((url) => url === scope || url.startsWith(`${scope}assets/`)));
  await cache.addAll([...keep].map((url) => new Request(url, { cache: 'no-cache' })));
  // Files the scripts load later (a Web Worker, the wasm it imports) are
  // named in them as `new URL('name-hash.js', import.meta.url)`: cache those
  // too, two levels deep. A name that is not a file is skipped.
  let scripts = [...keep].filter((url) => url.endsWith('.js'));
  for (let depth = 0; depth < 2 && scripts.length; depth++) {
    const found = [];
    for (const script of scripts) {
      const response = await cache.match(script);
      if (!response) continue;
      for (const [, name] of (await response.text()).matchAll(/[`'"]([\w.-]+\.(?:js|css|wasm))[`'"]/g)) {
        const url = new URL(name, script).href;
        if (keep.has(url)) continue;
        keep.add(url);
        const fetched = await fetch(url, { cache: 'no-cache' }).catch(() => null);
        if (!fetched?.ok) continue;
        await cache.put(url, fetched);
        found.push(url);
      }
    }
    scripts = found.filter((url) => url.endsWith('.js'));
  }
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
  return keep.size;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  // Only the build's hashed files: anything else (a dev server's modules on
  // the same address, say) always comes from the network.
  else if (request.url.startsWith(`${self.registration.scope}assets/`)) event.respondWith(cacheFirst(request));
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(pageKey(), response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(pageKey());
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
