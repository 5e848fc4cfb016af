#!/usr/bin/env bash
# `npm test`: every test of the project, in order, stopping at the first
# failure. Nothing is skipped: a missing tool is installed by setup.sh, and
# a missing test folder is an error.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo >/dev/null && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi

stage() {
  echo
  echo "=== test: $* ==="
}

stage "setup (npm packages, wasm32 target, wasm-bindgen-cli, chromium, firefox-esr)"
bash scripts/setup.sh --browser

stage "formatting and lints: cargo fmt --check, cargo clippy -D warnings (native and wasm32)"
# The lints themselves are set in Cargo.toml ([lints]); src/wasm/ is compiled
# only for wasm32, so clippy runs once for each target.
cargo fmt --check
cargo clippy --quiet --all-targets -- -D warnings
cargo clippy --quiet --target wasm32-unknown-unknown --all-targets -- -D warnings

stage "JavaScript lints: eslint --max-warnings 0 . (eslint.config.js)"
npx --no-install eslint --max-warnings 0 .

stage "native Rust tests: cargo test --release (doc examples included)"
# The release profile unwinds on panic (Cargo.toml says why), as test
# harnesses must, so the tests and the binary share one build of the library.
cargo test --release

stage "wasm tests under node: cargo test --target wasm32-unknown-unknown --lib"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --lib

stage "production build: npm run build → dist/"
npm run build

stage "type checking: tsc -p . and -p tsconfig.worker.json (the engine's types from www/pkg/npuzzle.d.ts)"
# After the build: www/pkg/ is wasm-bindgen's output, declarations included.
npx --no-install tsc -p .
npx --no-install tsc -p tsconfig.worker.json

stage "JavaScript unit tests: node --test tests/unit/ (pure page modules, the real engine in node)"
node --test tests/unit/

stage "wasm API fuzz under node: node --test tests/fuzz/ (www/pkg from the build above)"
# 12,000 seeded random calls of every export with wrong types and hostile
# numbers: no trap, no hang, a sentence for each error (FUZZ_SEED=n repeats one).
node --test tests/fuzz/

stage "browser end-to-end tests: node --test tests/e2e/"
if [ ! -d tests/e2e ] || [ -z "$(find tests/e2e -name '*.js' -o -name '*.mjs' | head -n 1)" ]; then
  echo "test: tests/e2e/ is missing or holds no test files: the browser tests cannot run" >&2
  exit 1
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
node --test tests/e2e/ 2>&1 | tee "$log"
if ! grep -Eq '^# pass [1-9]' "$log"; then
  echo "test: node --test ran no browser test" >&2
  exit 1
fi

stage "the core flows in Firefox: BROWSER=firefox node --test (solve, play/pause, compare, lab, share)"
# The same test files and expected texts, through tests/e2e/firefox.mjs.
BROWSER=firefox node --test tests/e2e/{solve,play-pause,compare,lab,share}.test.mjs 2>&1 | tee "$log"
if ! grep -Eq '^# pass [1-9]' "$log"; then
  echo "test: node --test ran no Firefox test" >&2
  exit 1
fi

echo
echo "=== test: all stages passed ==="
