//! IDA* on Korf's 15-puzzle instances: the batch kernel against the
//! step-wise engine, with Manhattan distance and linear conflict. Throughput
//! is in generated nodes (the engine's count, the same for both), so
//! criterion prints nodes per second.
//!
//! `cargo bench --features bench --bench idastar`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use npuzzle::goal::named;
use npuzzle::heuristic::Heuristic;
use npuzzle::kernel::MoveOrder;
use npuzzle::parse::parse_board;
use npuzzle::problem::Problem;
use npuzzle::search::{solve, Algorithm, Config};
use npuzzle::solver::kernel_solve;
use std::time::Duration;

const KORF100: &str = include_str!("../data/korf100.txt");

/// Korf's instance `number` (from 1), goal with the blank first.
fn korf(number: usize) -> Problem {
    let line = KORF100.lines().nth(number - 1).unwrap();
    let numbers: Vec<&str> = line.split_whitespace().collect();
    let start = parse_board(&numbers[..16].join(" "), None).unwrap();
    Problem::new(start, named("blank-first", 4, 4).unwrap()).unwrap()
}

fn idastar(c: &mut Criterion) {
    // Small instances, so the step-wise engine takes well under a second.
    for (heuristic, instances) in [(Heuristic::Manhattan, [12, 19, 9]), (Heuristic::LinearConflict, [12, 19, 2])] {
        let mut group = c.benchmark_group(format!("idastar_{}", heuristic.name()));
        for number in instances {
            let problem = korf(number);
            let kernel = || kernel_solve(&problem, heuristic, MoveOrder::ENGINE, u64::MAX).unwrap();
            let expected = kernel();
            group.throughput(Throughput::Elements(expected.generated));
            group.bench_function(BenchmarkId::new("kernel", number), |b| {
                b.iter(|| assert_eq!(kernel(), expected));
            });
            let config = Config { algorithm: Algorithm::IdaStar, heuristic, ..Config::default() };
            group.bench_function(BenchmarkId::new("stepwise", number), |b| {
                b.iter(|| assert_eq!(solve(&problem, &config).counters().generated, expected.generated));
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5));
    targets = idastar
}
criterion_main!(benches);
