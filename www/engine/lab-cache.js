// The pattern-database cache: built tables are kept in IndexedDB instead of
// being rebuilt on every visit.
//
// Measure and choose (headless Chromium on the project's 2-core machine;
// idle / busy with other builds at load average 8 to 10):
//   build 6-6-3 in the worker (wasm)   3.4 s  / 6.0 – 8.5 s   (5-5-5: 0.5 s / 0.6 – 1.0 s)
//   load 6-6-3 back from IndexedDB     0.07 s / 0.09 – 0.10 s (5-5-5: 0.02 s / 0.03 s)
// (both include turning the bytes into a solver). Shipping the tables
// precomputed would make every first visit download 11,534,880 bytes (11.0 MB,
// 3.3 million bytes gzipped) whether or not the lab is used, and the repository carry generated data;
// building costs seconds once per browser. So tables are built on first use
// and cached: a reload, or the fresh worker that Cancel starts, reads them
// back in a tenth of a second. The key names the heuristic, the goal's tiles
// and the table format version (see `tablePlan` in src/wasm/lab.rs), so no
// stale table is ever read.
// IndexedDB may be missing or refuse (private windows, full disks): then the
// cache silently does nothing and tables are built each time.

const DB_NAME = 'npuzzle-lab';
const STORE = 'pattern-tables';

let opening = null;

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open() {
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      if (typeof indexedDB === 'undefined') {
        reject(new Error('IndexedDB is not available'));
        return;
      }
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    }).catch((error) => {
      opening = null;
      throw error;
    });
  }
  return opening;
}

/** The tables stored under `key` (an array of Uint8Array), or null. */
export async function loadTables(key) {
  try {
    const db = await open();
    const record = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
    return Array.isArray(record?.tables) ? record.tables : null;
  } catch {
    return null;
  }
}

/** Stores `tables` under `key`; resolves to true when they were written. */
export async function saveTables(key, tables) {
  try {
    const db = await open();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put({ tables, savedAt: Date.now() }, key);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    return true;
  } catch {
    return false;
  }
}
