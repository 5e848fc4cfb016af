#!/usr/bin/env bash
# Times whole processes on the 8-puzzle board `8 6 7 2 5 4 3 x 1` (31 moves,
# one of the two hardest): the classic C++ BFS of POJ 1077
# (baseline/bfs_poj1077.cpp, g++ -O2) against `npuzzle solve` (A* with
# linear conflict, the default) and `npuzzle solve --algo bfs` (rank-array
# BFS), and prints how many times faster npuzzle is.
#
# Every program reads the board from standard input and is started the same
# way, so process start-up and output are part of every figure. Uses
# hyperfine when it is installed (apt install hyperfine), else a loop of runs
# timed with `date +%s%N`.
#
# The speed of a shared or virtual machine drifts over seconds, so the runs
# are split into ROUNDS rounds that each time all three programs back to
# back; a ratio is computed per round (its programs saw the same machine)
# and the median of the rounds is reported.
#
# Usage: scripts/bench-native.sh [RUNS_PER_ROUND] [ROUNDS]   (default 10 and 5)
# Targets (docs/PERFORMANCE.md): default solve >= 20x, --algo bfs >= 5x.
set -euo pipefail

cd "$(dirname "$0")/.."
runs="${1:-10}"
rounds="${2:-5}"
board="8 6 7 2 5 4 3 x 1"
out=target/bench-native
mkdir -p "$out"
printf '%s\n' "$board" >"$out/board.txt"

echo "== building"
g++ -O2 -o "$out/bfs_poj1077" baseline/bfs_poj1077.cpp
cargo build --release --quiet --bin npuzzle
npuzzle=target/release/npuzzle

names=("cpp-bfs" "npuzzle-solve" "npuzzle-bfs")
commands=(
    "$out/bfs_poj1077 < $out/board.txt"
    "$npuzzle solve < $out/board.txt"
    "$npuzzle solve --algo bfs < $out/board.txt"
)

echo "== answers"
for i in "${!names[@]}"; do
    printf '%-14s %s\n' "${names[$i]}" "$(sh -c "${commands[$i]}")"
done
cpp_path=$(sh -c "${commands[0]}")
bfs_path=$(sh -c "${commands[2]}")
if [ "$cpp_path" != "$bfs_path" ] || [ "${#cpp_path}" -ne 31 ]; then
    echo "error: the C++ BFS and npuzzle --algo bfs should print the same 31-move path" >&2
    exit 1
fi

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
ms() { awk -v s="$1" 'BEGIN { printf "%.3f", s * 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
check() { awk -v r="$1" -v t="$2" 'BEGIN { print (r >= t ? "met" : "MISSED") }'; }

# times.txt: one line per round and program: round name median_seconds cpu_seconds
: >"$out/times.txt"
if command -v hyperfine >/dev/null; then
    echo "== timing with hyperfine: $rounds rounds of $runs runs per program"
    for round in $(seq "$rounds"); do
        hyperfine --style none --warmup 3 --runs "$runs" --export-csv "$out/round.csv" \
            -n "${names[0]}" "${commands[0]}" -n "${names[1]}" "${commands[1]}" \
            -n "${names[2]}" "${commands[2]}" >/dev/null 2>&1
        # CSV columns: command,mean,stddev,median,user,system,min,max (seconds).
        tail -n +2 "$out/round.csv" | while IFS=, read -r name _ _ med user system _ _; do
            echo "$round $name $med $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')"
        done >>"$out/times.txt"
    done
else
    echo "== timing with date +%s%N (hyperfine not found): $rounds rounds of $runs runs per program"
    for round in $(seq "$rounds"); do
        for i in "${!names[@]}"; do
            for _ in 1 2 3; do sh -c "${commands[$i]}" >/dev/null; done
            for _ in $(seq "$runs"); do
                t0=$(date +%s%N)
                sh -c "${commands[$i]}" >/dev/null
                t1=$(date +%s%N)
                awk -v a="$t0" -v b="$t1" 'BEGIN { print (b - a) / 1e9 }'
            done | median | xargs -I{} echo "$round ${names[$i]} {} nan" >>"$out/times.txt"
        done
    done
fi

echo "== per round: median wall time of each program, ratios"
for round in $(seq "$rounds"); do
    get() { awk -v r="$round" -v n="$1" '$1 == r && $2 == n { print $3 }' "$out/times.txt"; }
    cpp=$(get cpp-bfs) solve=$(get npuzzle-solve) bfs=$(get npuzzle-bfs)
    printf 'round %s: cpp-bfs %8s ms  npuzzle-solve %7s ms  npuzzle-bfs %7s ms   %5sx %5sx\n' \
        "$round" "$(ms "$cpp")" "$(ms "$solve")" "$(ms "$bfs")" "$(ratio "$cpp" "$solve")" "$(ratio "$cpp" "$bfs")"
    echo "$(ratio "$cpp" "$solve") $(ratio "$cpp" "$bfs")" >>"$out/ratios.$$"
done

echo "== summary (median over rounds)"
for name in "${names[@]}"; do
    wall=$(awk -v n="$name" '$2 == n { print $3 }' "$out/times.txt" | median)
    cpu=$(awk -v n="$name" '$2 == n { print $4 }' "$out/times.txt" | median)
    printf '%-14s wall %9s ms   CPU (user + system) %9s ms\n' "$name" "$(ms "$wall")" "$(ms "$cpu")"
done
solve_ratio=$(cut -d' ' -f1 "$out/ratios.$$" | median)
bfs_ratio=$(cut -d' ' -f2 "$out/ratios.$$" | median)
rm -f "$out/ratios.$$"
echo "npuzzle solve            is ${solve_ratio}x faster than the C++ BFS (target >= 20x: $(check "$solve_ratio" 20))"
echo "npuzzle solve --algo bfs is ${bfs_ratio}x faster than the C++ BFS (target >= 5x: $(check "$bfs_ratio" 5))"
