#!/usr/bin/env bash
# `npm start`: installs what is missing, rebuilds the wasm module when the
# Rust sources changed, and serves the page on http://127.0.0.1:${PORT:-8080}/.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo >/dev/null && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi

bash scripts/setup.sh

wasm=www/pkg/npuzzle_bg.wasm
if [ -f "$wasm" ] && [ -f www/pkg/npuzzle.js ] && [ -z "$(find src Cargo.toml Cargo.lock -newer "$wasm" -print -quit)" ]; then
  echo "start: $wasm is newer than the Rust sources, not rebuilding"
else
  bash scripts/build-wasm.sh
fi

port=${PORT:-8080}
echo "start: serving the page on http://127.0.0.1:$port/ (Ctrl-C stops)"
exec node_modules/.bin/vite --host 127.0.0.1 --port "$port" --strictPort
