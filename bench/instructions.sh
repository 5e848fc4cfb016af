#!/usr/bin/env bash
# Machine instructions per expansion of the step-wise IDA* + linear conflict
# (Korf's instance 12, 101,872 expansions), natively and in wasm (node's V8),
# counted by valgrind (cachegrind without its cache simulation): a figure
# that does not move with the machine's load, where `npm run bench`'s times
# swing by ±10 % and more on a shared machine. Each side runs the search 1
# and 5 times and the difference is divided by 4 × 101,872, so start-up,
# compilation and tier-up drop out; node runs with --no-liftoff
# --single-threaded: without them, the moment the optimised code arrives (a
# background thread under valgrind) moved the count by up to 2×. The native
# count repeats exactly; the wasm count within about ±3 % on the first host
# and ±6 % on 2026-12-02's (take the median of several runs). It counts
# instructions, not time: until 2026-12-01 the ratio native/wasm tracked the
# timed wasm/native ratio of `npm run bench` within 1–2 points, but node 20's
# V8 is three years older than Chromium's (node 26 counted 381 wasm
# instructions where it counts 430), and native code runs fewer instructions
# per cycle than V8's, so by 2026-12-02 it read 75 % where Chromium timed
# 92 % (docs/PERFORMANCE.md, "Store forwarding"). Use it to compare two
# builds of one side, and time the ratio with `npm run bench`.
#
#   bash bench/instructions.sh        # needs valgrind and www/pkg (bash scripts/build-wasm.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed" >&2; exit 1; }

cargo build --quiet --release --example step_bench
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
line=$(grep '^idastar-lc-korf12|' bench/searches.txt)
for n in 1 5; do echo "$line" | awk -F'|' -v n=$n 'BEGIN{OFS="|"} {$6=n; print}' > "$tmp/k$n.txt"; done

count() { valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
  sed -n 's/.*I *refs: *//p' | tr -d ,; }
native1=$(count target/release/examples/step_bench "$tmp/k1.txt")
native5=$(count target/release/examples/step_bench "$tmp/k5.txt")
wasm1=$(count --smc-check=all-non-file node --no-liftoff --single-threaded bench/instructions.mjs 1)
wasm5=$(count --smc-check=all-non-file node --no-liftoff --single-threaded bench/instructions.mjs 5)
native=$(( (native5 - native1) / (4 * 101872) ))
wasm=$(( (wasm5 - wasm1) / (4 * 101872) ))
echo "step-wise IDA* + linear conflict, instructions per expansion: native $native, wasm $wasm, native/wasm $(( 100 * native / wasm )) %"
