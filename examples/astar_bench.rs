//! The step-wise A* + Manhattan on Korf's 15-puzzle instances, driven as the
//! page drives a `Session` (batches of 65,536 steps): expansions per second,
//! and how many instances fit a memory budget.
//!
//! `cargo run --release --example astar_bench -- speed [MAX_LEN] [MiB]`
//!   instances of optimal length 40 to MAX_LEN (default 50), each to the end
//!   or the budget (default 512 MiB); prints expansions, seconds, expansions
//!   per second (CPU time) and the engine's bytes per stored node.
//! `cargo run --release --example astar_bench -- korf100 [MiB]`
//!   all 100 instances within the budget (default 512 MiB): how many solve.
//!
//! It uses only the public search API that main had at 0b3492d, so the same
//! file measures the engine before and after (docs/PERFORMANCE.md).

use npuzzle::heuristic::Heuristic;
use npuzzle::parse::parse_board;
use npuzzle::problem::{Problem, Status};
use npuzzle::search::{self, Algorithm, Config};
use std::time::Instant;

const KORF100: &str = include_str!("../data/korf100.txt");

/// Steps per call, the page's batch.
const BATCH: u64 = 65_536;

/// Nanoseconds this thread has run on a CPU, from
/// `/proc/thread-self/schedstat` (Linux; 0 elsewhere): less disturbed than
/// wall time by other work on a busy machine.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

struct Run {
    status: Status,
    expanded: u64,
    stored: u64,
    memory: u64,
    length: Option<usize>,
    /// CPU time of the search.
    seconds: f64,
}

fn run(line: &str, mib: u64) -> Run {
    let numbers: Vec<&str> = line.split_whitespace().collect();
    let start = parse_board(&numbers[..16].join(" "), None).unwrap();
    let goal = npuzzle::goal::named("blank-first", 4, 4).unwrap();
    let problem = Problem::new(start, goal).unwrap();
    let config = Config {
        algorithm: Algorithm::AStar,
        heuristic: Heuristic::Manhattan,
        memory_budget: mib << 20,
        ..Config::default()
    };
    let (clock, cpu) = (Instant::now(), cpu_ns());
    let mut search = search::start(&problem, &config);
    while search.step_n(BATCH) > 0 {}
    let cpu = cpu_ns() - cpu;
    let seconds = if cpu > 0 { cpu as f64 / 1e9 } else { clock.elapsed().as_secs_f64() };
    let c = search.counters();
    Run {
        status: search.status(),
        expanded: c.expanded,
        stored: c.frontier + c.closed,
        memory: c.memory,
        length: search.solution().map(|s| s.len()),
        seconds,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map_or("speed", |s| s.as_str());
    let number = |i: usize, default: u64| args.get(i).map_or(default, |a| a.parse().expect("a number"));
    let instances: Vec<(usize, u32, &str)> = KORF100
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split_whitespace().last().unwrap().parse().unwrap(), l))
        .collect();
    match mode {
        "speed" => {
            let (max_len, mib) = (number(1, 50) as u32, number(2, 512));
            let (mut expanded, mut seconds) = (0u64, 0f64);
            for &(no, len, line) in instances.iter().filter(|&&(_, len, _)| (40..=max_len).contains(&len)) {
                let r = run(line, mib);
                println!(
                    "{no:3} len {len} {:<40} expanded {:>9} {:7.3} s {:5.2} M/s {:6.1} bytes/node",
                    r.status.message(),
                    r.expanded,
                    r.seconds,
                    r.expanded as f64 / r.seconds / 1e6,
                    r.memory as f64 / r.stored.max(1) as f64
                );
                if r.status == Status::Solved {
                    assert_eq!(r.length, Some(len as usize), "instance {no}");
                }
                expanded += r.expanded;
                seconds += r.seconds;
            }
            println!(
                "total: {expanded} expansions in {seconds:.3} s: {:.3} M expansions/s",
                expanded as f64 / seconds / 1e6
            );
        }
        "korf100" => {
            let mib = number(1, 512);
            let (mut solved, mut seconds) = (0, 0f64);
            for &(no, len, line) in &instances {
                let r = run(line, mib);
                println!(
                    "{no:3} len {len} {:<40} expanded {:>9} {:7.3} s {:6.1} bytes/node",
                    r.status.message(),
                    r.expanded,
                    r.seconds,
                    r.memory as f64 / r.stored.max(1) as f64
                );
                if r.status == Status::Solved {
                    assert_eq!(r.length, Some(len as usize), "instance {no}");
                    solved += 1;
                }
                seconds += r.seconds;
            }
            println!("solved {solved} of 100 within {mib} MiB in {seconds:.1} s");
        }
        other => panic!("unknown mode {other} (use speed or korf100)"),
    }
}
