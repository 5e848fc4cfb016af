//! Full 8-puzzle enumeration: breadth-first search from a board whose goal
//! is unreachable visits all 181,440 states of its half of the state space,
//! once with each visited table; and the distance table of `state_space`.
//!
//! `cargo bench --features bench --bench bfs`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use npuzzle::goal::named;
use npuzzle::heuristic::Heuristic;
use npuzzle::parse::parse_board;
use npuzzle::problem::{Problem, Status};
use npuzzle::search::{solve, Algorithm, Config, VisitedKind};
use npuzzle::state_space::distances;
use std::time::Duration;

fn enumeration(c: &mut Criterion) {
    // Tiles 7 and 8 swapped: the other parity class, so the goal is never found.
    let start = parse_board("1 2 3 4 5 6 8 7 0", None).unwrap();
    let goal = named("ordered", 3, 3).unwrap();
    let problem = Problem::new(start, goal.clone()).unwrap();
    let mut group = c.benchmark_group("bfs_enumerate_8puzzle");
    group.throughput(Throughput::Elements(181_440));
    for visited in [VisitedKind::Dense, VisitedKind::Hash, VisitedKind::Ordered] {
        let config = Config { algorithm: Algorithm::Bfs, heuristic: Heuristic::Zero, visited, ..Config::default() };
        group.bench_function(visited.name(), |b| {
            b.iter(|| {
                let search = solve(&problem, &config);
                assert_eq!(search.status(), Status::Exhausted);
                assert_eq!(search.counters().expanded, 181_440);
            });
        });
    }
    group.bench_function("state_space_distances", |b| b.iter(|| assert_eq!(distances(&goal).unwrap().len(), 362_880)));
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(5));
    targets = enumeration
}
criterion_main!(benches);
