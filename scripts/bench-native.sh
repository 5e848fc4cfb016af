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
# Usage: scripts/bench-native.sh [RUNS]   (default 30)
# Targets (docs/PERFORMANCE.md): default solve >= 20x, --algo bfs >= 5x.
set -euo pipefail

cd "$(dirname "$0")/.."
runs="${1:-30}"
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

declare -A mean cpu
echo "== timing ($runs runs each)"
if command -v hyperfine >/dev/null; then
    hyperfine --warmup 3 --runs "$runs" --export-csv "$out/times.csv" \
        -n "${names[0]}" "${commands[0]}" -n "${names[1]}" "${commands[1]}" -n "${names[2]}" "${commands[2]}"
    # CSV columns: command,mean,stddev,median,user,system,min,max (seconds).
    while IFS=, read -r name m _ _ user system _ _; do
        mean[$name]=$(awk -v s="$m" 'BEGIN { printf "%.3f", s * 1000 }')
        cpu[$name]=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.3f", (u + s) * 1000 }')
    done < <(tail -n +2 "$out/times.csv")
else
    echo "(hyperfine not found: timing a loop with date +%s%N; CPU time not measured)"
    for i in "${!names[@]}"; do
        for _ in 1 2 3; do sh -c "${commands[$i]}" >/dev/null; done
        t0=$(date +%s%N)
        for _ in $(seq "$runs"); do sh -c "${commands[$i]}" >/dev/null; done
        t1=$(date +%s%N)
        mean[${names[$i]}]=$(awk -v a="$t0" -v b="$t1" -v n="$runs" 'BEGIN { printf "%.3f", (b - a) / n / 1e6 }')
        cpu[${names[$i]}]="n/a"
        printf '%-14s %8s ms per run (wall, shell start-up included)\n' "${names[$i]}" "${mean[${names[$i]}]}"
    done
fi

echo "== summary (mean wall time per process; CPU = user + system)"
for name in "${names[@]}"; do
    printf '%-14s %9s ms   CPU %9s ms\n' "$name" "${mean[$name]}" "${cpu[$name]}"
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
check() { awk -v r="$1" -v t="$2" 'BEGIN { print (r >= t ? "met" : "MISSED") }'; }
solve_ratio=$(ratio "${mean[cpp-bfs]}" "${mean[npuzzle-solve]}")
bfs_ratio=$(ratio "${mean[cpp-bfs]}" "${mean[npuzzle-bfs]}")
echo "npuzzle solve          is ${solve_ratio}x faster than the C++ BFS (target >= 20x: $(check "$solve_ratio" 20))"
echo "npuzzle solve --algo bfs is ${bfs_ratio}x faster than the C++ BFS (target >= 5x: $(check "$bfs_ratio" 5))"
if [ "${cpu[cpp-bfs]}" != "n/a" ]; then
    echo "by CPU time: $(ratio "${cpu[cpp-bfs]}" "${cpu[npuzzle-solve]}")x and $(ratio "${cpu[cpp-bfs]}" "${cpu[npuzzle-bfs]}")x"
fi
