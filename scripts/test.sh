#!/usr/bin/env bash
# `npm test`: every test of the project, in order, stopping at the first
# failure (a stage run in the background, alongside the next ones, fails the
# run when it is waited for). Nothing is skipped: a missing tool is installed by setup.sh, and
# a missing test folder is an error. Each stage prints its wall time, and a
# table of all of them (with the number of tests each ran) ends the run,
# also when a stage fails.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo >/dev/null && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi

logs=$(mktemp -d)
names=()
times=()
counts=()
current=""
started=0
failed_bg=""
stopped=()
declare -A bg_pid=() bg_started=() bg_title=()
run_started=$(date +%s)

duration() {
  printf '%dm%02ds' $(($1 / 60)) $(($1 % 60))
}

# Ends the stage under way: its time, and the tests it ran (read from its log).
end_stage() {
  [ -n "$current" ] || return 0
  local took=$(($(date +%s) - started))
  names+=("$current")
  times+=("$took")
  counts+=("$(tests_in "$logs/$current.log")")
  echo "--- test: $current took $(duration "$took")"
  current=""
}

# The number of tests a log reports: node's `# tests N` and cargo's
# `test result: ok. N passed; …; M ignored`, summed; empty if none.
tests_in() {
  [ -f "$1" ] || return 0
  awk '
    /^# tests [0-9]+$/ { n += $3; seen = 1 }
    /^test result: / { for (i = 1; i <= NF; i++) if ($i ~ /^(passed|ignored);?$/) n += $(i - 1); seen = 1 }
    END { if (seen) print n }
  ' "$1"
}

# `stage name "what it runs"`: starts a stage; its output is also kept in
# $logs/name.log for the counts.
stage() {
  end_stage
  current=$1
  started=$(date +%s)
  : >"$logs/$current.log"
  echo
  echo "=== test: $2 ==="
}

summary() {
  local status=$?
  local failed=""
  if [ -n "$current" ]; then
    failed=$current
    end_stage
  fi
  [ -z "$failed_bg" ] || failed=$failed_bg
  # A stage still running in the background when another failed: stopped
  # (its process group: node, the test processes, the browser), shown as such.
  local name
  for name in "${!bg_pid[@]}"; do
    kill -TERM -- "-${bg_pid[$name]}" 2>/dev/null || true
    wait "${bg_pid[$name]}" 2>/dev/null || true
    names+=("$name")
    times+=("$(($(date +%s) - bg_started[$name]))")
    counts+=("")
    stopped+=("$name")
  done
  echo
  echo "=== test: wall time per stage ==="
  printf '%-12s %9s %7s\n' stage time tests
  local i
  for i in "${!names[@]}"; do
    printf '%-12s %9s %7s%s\n' "${names[$i]}" "$(duration "${times[$i]}")" "${counts[$i]:--}" \
      "$([ "${names[$i]}" = "$failed" ] && [ "$status" -ne 0 ] && echo '  FAILED')$([[ " ${stopped[*]} " == *" ${names[$i]} "* ]] && echo '  stopped')"
  done
  printf '%-12s %9s\n' total "$(duration $(($(date +%s) - run_started)))"
  rm -rf "$logs"
}
trap summary EXIT

# Runs a command with its output on the screen and in the stage's log.
logged() {
  "$@" 2>&1 | tee -a "$logs/$current.log"
}

# `background name "what it runs" command…`: a stage that runs while the next
# ones do, its output kept in its log; `finish name` waits for it, shows its
# output, and counts it in the table with its own wall time (from its start
# to its end), failing the run if it failed.
background() {
  end_stage
  local name=$1 title=$2
  shift 2
  bg_title[$name]=$title
  bg_started[$name]=$(date +%s)
  echo
  echo "=== test: $title: started, shown when it ends ==="
  # In a process group of its own (setsid), so that a failure elsewhere can
  # stop all of it (see summary).
  setsid bash -c '"${@:2}" >"$1.log" 2>&1; echo $? >"$1.status"; date +%s >"$1.ended"' \
    background "$logs/$name" "$@" &
  bg_pid[$name]=$!
}
finish() {
  end_stage
  local name=$1
  wait "${bg_pid[$name]}" || true
  unset "bg_pid[$name]"
  echo
  echo "=== test: ${bg_title[$name]} ==="
  cat "$logs/$name.log"
  current=$name
  started=${bg_started[$name]}
  local ended status
  ended=$(cat "$logs/$name.ended" 2>/dev/null || date +%s)
  status=$(cat "$logs/$name.status" 2>/dev/null || echo 1)
  local took=$((ended - started))
  names+=("$name")
  times+=("$took")
  counts+=("$(tests_in "$logs/$name.log")")
  echo "--- test: $name took $(duration "$took")"
  current=""
  if [ "$status" -ne 0 ]; then
    failed_bg=$name
    exit "$status"
  fi
}

stage setup "setup (npm packages, wasm32 target, wasm-bindgen-cli, chromium, firefox-esr)"
bash scripts/setup.sh --browser

stage lints "formatting and lints: cargo fmt --check, cargo clippy -D warnings (native and wasm32)"
# The lints themselves are set in Cargo.toml ([lints]); src/wasm/ is compiled
# only for wasm32, so clippy runs once for each target.
cargo fmt --check
# --features bench: the benches need their crates (Cargo.toml), without them `--all-targets` would skip them.
cargo clippy --quiet --all-targets --features bench -- -D warnings
# The benches are native only (their crates are native and optional, Cargo.toml): not linted for wasm32.
cargo clippy --quiet --target wasm32-unknown-unknown --lib --tests --examples -- -D warnings

stage eslint "JavaScript lints: eslint --max-warnings 0 . (eslint.config.js)"
npx --no-install eslint --max-warnings 0 .

# The wasm tests build in the background while the native tests and the
# production build do: their artefacts are the test profile's (cargo locks
# target/debug and target/wasm32-unknown-unknown/debug for them, the other two
# lock target/release), and each of the builds leaves a core idle for long
# stretches (one crate's front end, the wasm's fat LTO in one codegen unit).
# The test profile (opt-level 2, Cargo.toml): debug assertions on, so the
# engine's debug_assert! checks run here, in wasm.
background wasm "wasm tests under node: cargo test --target wasm32-unknown-unknown --lib, alongside the native tests and the build" \
  env CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --lib

stage rust "native Rust tests: cargo test --release (doc examples included)"
# The release profile unwinds on panic (Cargo.toml says why), as test
# harnesses must, so the tests and the binary share one build of the library.
# Release, not the test profile: the tests that are too slow without
# optimisation run only where debug assertions are off (cfg_attr ignore).
# What this run does not need of the release profile is its fat LTO in one
# codegen unit, made for the shipped wasm: linking each of the test programs
# that way took most of this stage (7m48s of compiling, the load of this
# 2-core machine shared). Off for this command only: the same code, the same
# checks (opt-level 3, no debug assertions, no overflow checks), built in
# parallel; the wasm that ships is still built with the profile as written.
# The class server's bundled SQLite (one C file of 9 MB, compiled by its build
# script at the profile's -O3: 97 s of one core, the longest unit of this
# build, docs/PERFORMANCE.md) is compiled at -O0 here (13 s): the class tests
# store a few rows; `cargo build --release` still ships it at -O3.
logged env CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
  CARGO_PROFILE_BENCH_LTO=false CARGO_PROFILE_BENCH_CODEGEN_UNITS=16 \
  cargo --config 'profile.release.package.libsqlite3-sys.opt-level=0' test --release

stage build "production build: npm run build → dist/"
npm run build

stage types "type checking: tsc -p . and -p tsconfig.worker.json (the engine's types from www/pkg/npuzzle.d.ts)"
# After the build: www/pkg/ is wasm-bindgen's output, declarations included.
npx --no-install tsc -p .
npx --no-install tsc -p tsconfig.worker.json

stage unit "JavaScript unit tests: node --test tests/unit/ (pure page modules, the real engine in node)"
logged node --test tests/unit/

stage fuzz "wasm API fuzz under node: node --test tests/fuzz/ (www/pkg from the build above)"
# 12,000 seeded random calls of every export with wrong types and hostile
# numbers: no trap, no hang, a sentence for each error (FUZZ_SEED=n repeats one).
logged node --test tests/fuzz/

finish wasm

# The browsers run at once: Firefox's core flows in the background (their
# output shown when they end, as a stage of their own), and in the foreground
# every test in Chromium as two groups of test files run side by side (one
# process each, one server and one Chromium for both, run.mjs --shards 2).
# The browser tests wait on the page, its workers and the browser as much as
# they compute (about two thirds of a core each), so on this 2-core machine
# the three together take little more than the Chromium tests alone did.
background firefox "the core flows in Firefox: BROWSER=firefox (solve, play/pause, compare, lab, share, every catalogue row, heavy tiles), alongside Chromium" \
  env BROWSER=firefox node tests/e2e/run.mjs --shards 1 tests/e2e/{solve,play-pause,compare,lab,share,catalogue-rows-en,catalogue-rows-zh,costs}.test.mjs

stage e2e "browser end-to-end tests: every tests/e2e/*.test.mjs in Chromium, two groups of files at once, one server and one Chromium (tests/e2e/run.mjs --shards 2, all.mjs)"
if [ ! -d tests/e2e ] || [ -z "$(find tests/e2e -name '*.test.mjs' | head -n 1)" ]; then
  echo "test: tests/e2e/ is missing or holds no test files: the browser tests cannot run" >&2
  exit 1
fi
# The same tests as `node --test tests/e2e/`, in the same order within each
# group, each in a browser context of its own; run.mjs stops the run if
# all.mjs does not import every test file.
logged node tests/e2e/run.mjs --shards 2 tests/e2e/all.mjs
if ! grep -Eq '^# pass [1-9]' "$logs/e2e.log"; then
  echo "test: node --test ran no browser test" >&2
  exit 1
fi

finish firefox
if ! grep -Eq '^# pass [1-9]' "$logs/firefox.log"; then
  echo "test: node --test ran no Firefox test" >&2
  exit 1
fi

end_stage
echo
echo "=== test: all stages passed ==="
