//! The native half of `npm run bench` (scripts/bench.sh): runs the searches
//! of bench/searches.txt and prints one JSON line per search,
//! `{"name", "expanded", "generated", "seconds", "length"}`, which the script
//! sets against the same searches run in Chromium (bench/page.js).
//!
//! `cargo run --release --example step_bench -- [bench/searches.txt]`
//!
//! Step-wise searches are driven like the page drives a `Session`: batches of
//! 65,536 steps (`Search::step_n`) until finished; the kernel goes through
//! the solver facade (`npuzzle::solver`), as `kernelSolve` does.

use npuzzle::heuristic::Heuristic;
use npuzzle::parse::{parse_board, parse_goal};
use npuzzle::problem::{Problem, Status};
use npuzzle::search::{self, Algorithm, Config};
use npuzzle::solver::{self as facade, Request};
use std::time::Instant;

/// Steps per call, the page's batch.
const BATCH: u64 = 65_536;

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "bench/searches.txt".to_string());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 7, "a search line has 7 fields: {line}");
        let (name, kind, algorithm, heuristic, goal, repeats, start) = (f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
        let repeats: u32 = repeats.parse().expect("repeats is a number");
        let start = parse_board(start, None).expect("a start board");
        let goal = parse_goal(goal, start.width(), start.height()).expect("a goal");
        let problem = Problem::new(start, goal).expect("start and goal of one size");
        let (mut expanded, mut generated, mut seconds, mut length) = (0u64, 0u64, 0f64, 0usize);
        for _ in 0..repeats {
            let clock = Instant::now();
            let (e, g, len) = match kind {
                "step" => step_wise(&problem, algorithm, heuristic),
                "kernel" => kernel(&problem, heuristic),
                other => panic!("unknown kind {other}"),
            };
            seconds += clock.elapsed().as_secs_f64();
            (expanded, generated, length) = (expanded + e, generated + g, len);
        }
        println!(
            "{{\"name\":\"{name}\",\"expanded\":{expanded},\"generated\":{generated},\"seconds\":{seconds},\"length\":{length}}}"
        );
    }
}

/// One step-wise search to the end: (expanded, generated, solution length).
fn step_wise(problem: &Problem, algorithm: &str, heuristic: &str) -> (u64, u64, usize) {
    let config = Config {
        algorithm: Algorithm::from_name(algorithm).expect("an algorithm name"),
        heuristic: Heuristic::from_name(heuristic).expect("a heuristic name"),
        ..Config::default()
    };
    let mut search = search::start(problem, &config);
    while search.step_n(BATCH) > 0 {}
    assert_eq!(search.status(), Status::Solved, "the search should solve the board");
    let c = search.counters();
    (c.expanded, c.generated, search.solution().map_or(0, |s| s.len()))
}

/// The kernel's IDA*: (expanded, generated, solution length).
fn kernel(problem: &Problem, heuristic: &str) -> (u64, u64, usize) {
    let heuristic = Heuristic::from_name(heuristic).expect("a heuristic name");
    let request = Request { algorithm: Algorithm::IdaStar, heuristic, ..Request::default() };
    let outcome = facade::solve(problem, &request).unwrap();
    (outcome.counters.expanded, outcome.counters.generated, outcome.solution.map_or(0, |s| s.len()))
}
