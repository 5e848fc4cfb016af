//! A memory budget is a limit: every step-wise search that stops at its
//! budget has never held much more than it, as the operating system counts
//! it (resident memory), growths included: a hash map that doubles holds its
//! old and new tables at once. Natively BFS and bidirectional BFS with the
//! hash table used to peak at 1.8× `--max-memory`, A* at 1.2×
//! (docs/PERFORMANCE.md, "Memory budgets are limits"); the issue asks for
//! 1.25× at most. `search::memory`'s own tests check the growth formulas
//! against the collections; this one checks the whole search.
//!
//! Linux only: the peak is `VmHWM` from `/proc/self/status` (the crate
//! forbids `unsafe`, so no counting allocator). Each search runs in a fresh
//! process (this test binary again, told which case by
//! `NPUZZLE_MEMORY_CASE`): memory a search gave back to the allocator stays
//! resident and would hide the next one's.
#![cfg(target_os = "linux")]

mod common;

use common::{board, goal};
use npuzzle::heuristic::Heuristic;
use npuzzle::problem::{Problem, Status, StopReason};
use npuzzle::search::{self, Algorithm, Config, VisitedKind};

/// A field of `/proc/self/status` in bytes (`VmRSS`, `VmHWM`).
fn status_bytes(field: &str) -> usize {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with(field)).unwrap_or_else(|| panic!("no {field}"));
    let kb: usize = line[field.len() + 1..].trim().trim_end_matches(" kB").parse().unwrap();
    kb << 10
}

/// Korf's first instance (57 moves): no budget below hundreds of MiB
/// lets any of these searches finish it.
const KORF_1: &str = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";
/// The 5×5 board farthest from the ordered goal as tiles go.
const REVERSED_25: &str = "24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0";

/// The searches: Korf's first instance with every table and algorithm that
/// stores nodes, and a 25-cell board (128-bit states). Greedy on it is left
/// out: its open list keeps a queue for every g in each of 25 levels, and
/// its growth counted ahead stops it at 15 of its 32 MiB.
fn cases() -> Vec<(Problem, Config)> {
    let korf = || Problem::new(board(KORF_1), goal("blank-first", 4, 4)).unwrap();
    let big = || Problem::new(board(REVERSED_25), goal("ordered", 5, 5)).unwrap();
    let config = |algorithm, heuristic, visited, weight| Config {
        algorithm,
        heuristic,
        visited,
        parameter: Some(weight),
        memory_budget: BUDGET as u64,
        ..Config::default()
    };
    vec![
        (korf(), config(Algorithm::Bfs, Heuristic::Zero, VisitedKind::Hash, 1.0)),
        (korf(), config(Algorithm::Bfs, Heuristic::Zero, VisitedKind::Ordered, 1.0)),
        (korf(), config(Algorithm::Bibfs, Heuristic::Zero, VisitedKind::Hash, 1.0)),
        (korf(), config(Algorithm::Bibfs, Heuristic::Zero, VisitedKind::Ordered, 1.0)),
        (korf(), config(Algorithm::AStar, Heuristic::Manhattan, VisitedKind::Auto, 1.0)),
        (korf(), config(Algorithm::WeightedAStar, Heuristic::Misplaced, VisitedKind::Auto, 1.5)),
        (korf(), config(Algorithm::Greedy, Heuristic::Zero, VisitedKind::Auto, 1.0)),
        (big(), config(Algorithm::Bfs, Heuristic::Zero, VisitedKind::Hash, 1.0)),
        (big(), config(Algorithm::AStar, Heuristic::Misplaced, VisitedKind::Auto, 1.0)),
        // The weight Solve's field once let through, whose frontier spreads
        // over thousands of f levels.
        (big(), config(Algorithm::WeightedAStar, Heuristic::Misplaced, VisitedKind::Auto, 999.999)),
    ]
}

/// The budget of every case: 32 MiB, large beside the process's own few.
const BUDGET: usize = 32 << 20;

#[test]
fn every_search_stays_within_its_memory_budget() {
    if let Ok(case) = std::env::var("NPUZZLE_MEMORY_CASE") {
        return run(case.parse().unwrap());
    }
    for case in 0..cases().len() {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "every_search_stays_within_its_memory_budget", "--nocapture", "--test-threads=1"])
            .env("NPUZZLE_MEMORY_CASE", case.to_string())
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "case {case}:\n{text}");
    }
}

/// One case, in a process of its own.
fn run(case: usize) {
    let (problem, config) = cases().swap_remove(case);
    let what = format!("{:?} with {:?} on {} cells", config.algorithm, config.visited, problem.geometry().cells());
    let before = status_bytes("VmRSS:");
    let mut s = search::start(&problem, &config);
    let mut reported = 0;
    while s.step().is_some() {
        reported = reported.max(s.counters().memory);
    }
    let peak = status_bytes("VmHWM:").saturating_sub(before);
    assert!(matches!(s.status(), Status::Stopped { reason: StopReason::MemoryBudget, .. }), "{what}: {:?}", s.status());
    // The engine's figure never passes the budget, what is resident stays
    // within 1.25 times it (the figure counts capacity, some of it never
    // touched), and most of the budget was used.
    assert!(reported as usize <= BUDGET, "{what}: reported {reported} bytes");
    assert!(peak * 4 <= BUDGET * 5, "{what}: peaked at {peak} bytes");
    assert!(peak * 2 > BUDGET, "{what}: stopped at {peak} bytes, far below the budget");
}
