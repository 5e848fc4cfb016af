//! A* with each heuristic on the two hardest 8-puzzle boards (31 moves,
//! goal `1 2 3 4 5 6 7 8 0`).
//!
//! `cargo bench --features bench --bench astar`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use npuzzle::goal::named;
use npuzzle::heuristic::Heuristic;
use npuzzle::parse::parse_board;
use npuzzle::problem::Problem;
use npuzzle::search::{solve, Algorithm, Config};
use std::time::Duration;

fn astar(c: &mut Criterion) {
    let mut group = c.benchmark_group("astar_31_moves");
    for board in ["8 6 7 2 5 4 3 0 1", "6 4 7 8 5 0 3 2 1"] {
        let start = parse_board(board, None).unwrap();
        let problem = Problem::new(start, named("ordered", 3, 3).unwrap()).unwrap();
        for heuristic in Heuristic::BASIC {
            let config = Config { algorithm: Algorithm::AStar, heuristic, ..Config::default() };
            let id = BenchmarkId::new(heuristic.name(), board.replace(' ', ""));
            group.bench_function(id, |b| b.iter(|| assert_eq!(solve(&problem, &config).solution().unwrap().len(), 31)));
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(3));
    targets = astar
}
criterion_main!(benches);
