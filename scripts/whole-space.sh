#!/usr/bin/env bash
# The whole-space checks too long for `npm test`: RBFS and MM with Manhattan
# distance from every one of the 181,440 states of the 8-puzzle, for three
# goals, each path checked shortest against the exact distances; beam search
# (k = 1 and 3) and depth-first and depth-limited search from every state,
# each path legal or the stop explained. `npm test` runs the same checks on
# every 16th state (src/search/rbfs.rs, mm.rs, beam.rs, dfs.rs).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release --lib -- --ignored whole_space
