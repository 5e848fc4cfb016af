// Vite serves and bundles the page: index.html at the repo root, the wasm
// glue in www/pkg/ (built by scripts/build-wasm.sh). Relative paths (base
// './') let dist/ be opened from any folder or static host.
import { defineConfig } from 'vite';

const port = Number(process.env.PORT || 8080);
const host = '127.0.0.1';

export default defineConfig({
  root: '.',
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The wasm module is loaded by URL, never inlined as base64.
    assetsInlineLimit: 0,
  },
  server: {
    host,
    port,
    strictPort: true,
    // target/ holds tens of thousands of build files: watching them would
    // cost more than the whole page.
    watch: { ignored: ['**/target/**', '**/dist/**', '**/test-results/**'] },
  },
  preview: { host, port, strictPort: true },
});
