//! Runs the kernel on Korf's 15-puzzle instances and prints nodes per second.
//!
//! `cargo run --release --example korf -- [FIRST] [LAST] [manhattan|linear-conflict] [korf|engine][+f]`
//! (instances numbered from 1, as in Korf 1985; default: instance 1, Manhattan, Korf's order;
//! `+f` sorts each node's children by f, ties in the named order).

use npuzzle::heuristic::Heuristic;
use npuzzle::kernel::MoveOrder;
use npuzzle::parse::parse_board;
use npuzzle::problem::Problem;
use npuzzle::solver::kernel_solve;
use std::time::Instant;

const KORF100: &str = include_str!("../data/korf100.txt");

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let first: usize = args.first().map_or(1, |a| a.parse().expect("FIRST is a number"));
    let last: usize = args.get(1).map_or(first, |a| a.parse().expect("LAST is a number"));
    let heuristic = Heuristic::from_name(args.get(2).map_or("manhattan", |s| s)).expect("a heuristic name");
    let name = args.get(3).map_or("korf", |s| s);
    let order = match name.trim_end_matches("+f") {
        "engine" => MoveOrder::ENGINE,
        _ => MoveOrder::KORF,
    };
    let order = if name.ends_with("+f") { order.lowest_f_first() } else { order };
    let (mut total_nodes, mut total_secs) = (0u64, 0f64);
    for (i, line) in KORF100.lines().enumerate().take(last).skip(first - 1) {
        let numbers: Vec<&str> = line.split_whitespace().collect();
        let start = parse_board(&numbers[..16].join(" "), None).unwrap();
        let goal = npuzzle::goal::named("blank-first", 4, 4).unwrap();
        let problem = Problem::new(start, goal).unwrap();
        let clock = Instant::now();
        let result = kernel_solve(&problem, heuristic, order, u64::MAX).unwrap();
        let secs = clock.elapsed().as_secs_f64();
        total_nodes += result.generated;
        total_secs += secs;
        println!(
            "{:3} len {:2} (paper {}) generated {:>13} korf-count {:>13} expanded {:>13} {:7.3} s {:6.1} M nodes/s",
            i + 1,
            result.moves.len(),
            numbers[16],
            result.generated,
            result.korf_generated.unwrap_or(0),
            result.expanded,
            secs,
            result.generated as f64 / secs / 1e6
        );
    }
    println!(
        "total generated {total_nodes} in {total_secs:.3} s: {:.1} M nodes/s",
        total_nodes as f64 / total_secs / 1e6
    );
}
