#!/usr/bin/env bash
# `npm run bench`: the same searches (bench/searches.txt) natively and in
# headless Chromium; prints expansions per second, the wasm/native ratio, the
# cost of a Session.step(n) call and the size of the release .wasm. See
# docs/PERFORMANCE.md, "wasm against native". Fails only on errors.
set -euo pipefail
cd "$(dirname "$0")/.."

wasm=www/pkg/npuzzle_bg.wasm
if [ ! -f "$wasm" ] || [ -n "$(find src Cargo.toml Cargo.lock -newer "$wasm" -print -quit)" ]; then
  echo "bench: www/pkg is missing or older than src/: building it"
  bash scripts/build-wasm.sh
fi

echo "bench: native (cargo build --release --example step_bench)"
cargo build --quiet --release --example step_bench
# BENCH_ROUNDS rounds (default 3), each the native binary then the same
# searches in Chromium, so both sides of a round share the machine's minute.
echo "bench: native and wasm in alternate rounds (bench/browser.mjs, headless Chromium)"
node bench/browser.mjs target/release/examples/step_bench
