#!/usr/bin/env bash
# Builds the engine for the browser: Rust → wasm32, wasm-bindgen's ES module
# glue into www/pkg/ (with its .d.ts: the engine's types for `tsc -p .`;
# Vite never reads it), then binaryen's wasm-opt from npm (Debian's binaryen
# is too old for the features rustc emits and yields modules Chromium rejects).
set -euo pipefail
cd "$(dirname "$0")/.."

out=www/pkg
wasm=target/wasm32-unknown-unknown/release/npuzzle.wasm
opt=node_modules/.bin/wasm-opt

echo "build-wasm: cargo build --release --target wasm32-unknown-unknown --lib"
cargo build --quiet --release --target wasm32-unknown-unknown --lib

echo "build-wasm: wasm-bindgen --target web → $out/"
rm -rf "$out"
wasm-bindgen --target web --out-dir "$out" "$wasm"

if [ ! -x "$opt" ]; then
  echo "build-wasm: $opt is missing: run scripts/setup.sh (npm ci) first" >&2
  exit 1
fi
echo "build-wasm: wasm-opt -O3 (features read from the module's target_features section)"
"$opt" -O3 "$out/npuzzle_bg.wasm" -o "$out/npuzzle_bg.opt.wasm"
mv "$out/npuzzle_bg.opt.wasm" "$out/npuzzle_bg.wasm"

raw=$(wc -c <"$out/npuzzle_bg.wasm")
gz=$(gzip -9c "$out/npuzzle_bg.wasm" | wc -c)
echo "build-wasm: $out/npuzzle_bg.wasm is $raw bytes ($gz gzipped)"
