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

echo "bench: native (cargo run --release --example step_bench)"
mkdir -p target/bench
cargo build --quiet --release --example step_bench
# BENCH_ROUNDS rounds (default 3) on each side; bench/browser.mjs keeps the
# fastest round of each search, native and wasm alike.
: > target/bench/native.jsonl
for _ in $(seq "${BENCH_ROUNDS:-3}"); do
  target/release/examples/step_bench bench/searches.txt | tee -a target/bench/native.jsonl
done

echo "bench: wasm in headless Chromium (bench/browser.mjs)"
node bench/browser.mjs target/bench/native.jsonl
