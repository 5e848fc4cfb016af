//! Every algorithm that promises a shortest path returns one, on 1,057
//! distinct seeded random 3×3 boards spread over every depth 0..=max of the
//! four named goals; the others return valid paths within their bounds.
//! Lengths are compared with the exact distance table.

mod common;

use common::{assert_path, config, tables_3x3};
use npuzzle::board::Board;
use npuzzle::heuristic::Heuristic;
use npuzzle::random::{at_depth_in, Rng};
use npuzzle::search::{Algorithm, Config, TieBreak, VisitedKind};
use npuzzle::state_space::{distance, histogram};
use std::collections::HashSet;
use std::sync::OnceLock;

/// Boards wanted at each depth for each goal (fewer where fewer exist).
/// Deep boards cost BFS and A* with a weak heuristic most of the 181,440
/// states each, so there are fewer of them.
fn per_depth(depth: u8) -> usize {
    match depth {
        0..=14 => 16,
        15..=19 => 10,
        20..=24 => 3,
        _ => 1,
    }
}

/// Ordered, blank-first and reverse: 1+2+4+8 + 11 × 16 + 5 × 10 + 5 × 3 + 7
/// = 263 each; spiral (1, 4, 8, 8 states at depths 0..3, maximum 30): 268.
const BOARDS: usize = 3 * 263 + 268;
const _: () = assert!(BOARDS >= 1_000);

/// IDDFS (IDA* with h = 0) only on boards at most this deep: its work grows
/// like 1.7^depth, a few million nodes at 20 already.
const IDDFS_MAX_DEPTH: u32 = 20;

struct Case {
    goal: Board,
    goal_name: &'static str,
    start: Board,
    depth: u32,
}

/// The boards, drawn once per test binary with fixed seeds; a board drawn
/// twice is drawn again, so all are distinct.
fn cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        let mut out = Vec::new();
        for (i, t) in tables_3x3().iter().enumerate() {
            let mut rng = Rng::new(0x5EED + i as u64);
            let h = histogram(&t.table);
            for depth in 0..h.len() as u8 {
                let want = per_depth(depth).min(h[depth as usize] as usize);
                let mut seen = HashSet::new();
                while seen.len() < want {
                    let start = at_depth_in(&t.table, &t.goal, depth, &mut rng).unwrap();
                    assert_eq!(distance(&t.table, &start), Some(depth));
                    if seen.insert(start.clone()) {
                        out.push(Case { goal: t.goal.clone(), goal_name: t.name, start, depth: depth as u32 });
                    }
                }
            }
        }
        out
    })
}

#[test]
fn the_boards_cover_every_depth_of_every_goal() {
    let cases = cases();
    assert_eq!(cases.len(), BOARDS);
    let distinct: HashSet<(&[u8], &str)> = cases.iter().map(|c| (c.start.tiles(), c.goal_name)).collect();
    assert_eq!(distinct.len(), BOARDS);
    for t in tables_3x3() {
        let depths: Vec<u32> = cases.iter().filter(|c| c.goal_name == t.name).map(|c| c.depth).collect();
        let max = if t.name == "spiral" { 30 } else { 31 };
        assert_eq!(depths.len(), if t.name == "spiral" { 268 } else { 263 }, "{}", t.name);
        let h = histogram(&t.table);
        for d in 0..=max {
            let want = per_depth(d).min(h[d as usize] as usize);
            assert_eq!(depths.iter().filter(|&&x| x == d as u32).count(), want, "{} depth {d}", t.name);
        }
    }
}

/// Runs `config` on every case `wanted` selects and checks the path is
/// shortest and valid.
fn check_optimal(config: &Config, mut wanted: impl FnMut(&Case) -> bool) -> usize {
    let mut checked = 0;
    for case in cases().iter().filter(|c| wanted(c)) {
        let what = format!(
            "{:?}/{:?} on {} → {} (depth {})",
            config.algorithm,
            config.heuristic,
            case.start.tiles().iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
            case.goal_name,
            case.depth
        );
        let s = common::solve(&case.start, &case.goal, config);
        let sol = s.solution().unwrap();
        assert_eq!(sol.len() as u32, case.depth, "{what}");
        assert!(sol.optimal, "{what}");
        assert_path(&case.start, &case.goal, sol, &what);
        checked += 1;
    }
    checked
}

#[test]
fn bfs_is_optimal() {
    assert_eq!(check_optimal(&config(Algorithm::Bfs, Heuristic::Zero), |_| true), BOARDS);
}

#[test]
fn bfs_with_hash_and_ordered_tables_is_optimal() {
    // Every fourth board: the table kind must not change the answer.
    // (Each visited table is checked on the full space in state_space.rs.)
    for visited in [VisitedKind::Hash, VisitedKind::Ordered] {
        let config = Config { visited, ..config(Algorithm::Bfs, Heuristic::Zero) };
        let mut i = 0;
        assert_eq!(
            check_optimal(&config, |_| {
                i += 1;
                i % 4 == 0
            }),
            BOARDS / 4
        );
    }
}

#[test]
fn bidirectional_bfs_is_optimal() {
    assert_eq!(check_optimal(&config(Algorithm::Bibfs, Heuristic::Zero), |_| true), BOARDS);
}

// One test per heuristic, so the slow weak ones run in parallel.
#[test]
fn astar_zero_is_optimal() {
    assert_eq!(check_optimal(&config(Algorithm::AStar, Heuristic::Zero), |_| true), BOARDS);
}

#[test]
fn astar_misplaced_is_optimal() {
    assert_eq!(check_optimal(&config(Algorithm::AStar, Heuristic::Misplaced), |_| true), BOARDS);
}

#[test]
fn astar_manhattan_and_linear_conflict_are_optimal() {
    for h in [Heuristic::Manhattan, Heuristic::LinearConflict] {
        assert_eq!(check_optimal(&config(Algorithm::AStar, h), |_| true), BOARDS, "{h:?}");
    }
}

/// Tie-breaking only reorders nodes of equal f, so every rule keeps A*
/// optimal; the test would catch an open list that popped a larger f first
/// (a stale `bottom`, an (id, g) pair read in the wrong order).
#[test]
fn astar_is_optimal_with_every_tie_breaking_rule() {
    for tie in TieBreak::ALL {
        for h in [Heuristic::Misplaced, Heuristic::Manhattan] {
            let config = Config { tie, ..config(Algorithm::AStar, h) };
            assert_eq!(check_optimal(&config, |_| true), BOARDS, "{tie:?} {h:?}");
        }
    }
}

#[test]
fn idastar_is_optimal_with_manhattan_and_linear_conflict() {
    for h in [Heuristic::Manhattan, Heuristic::LinearConflict] {
        assert_eq!(check_optimal(&config(Algorithm::IdaStar, h), |_| true), BOARDS, "{h:?}");
    }
}

#[test]
fn iddfs_is_optimal_on_the_shallower_boards() {
    let n = check_optimal(&config(Algorithm::Iddfs, Heuristic::Zero), |c| c.depth <= IDDFS_MAX_DEPTH);
    // Depths 0..=20: 263 − 19 = 244 boards for three goals, 268 − 18 = 250 for spiral.
    assert_eq!(n, 3 * 244 + 250);
}

/// Weighted A* and greedy: valid paths, never shorter than optimal, of the
/// same parity (every path between two boards has the same parity, since
/// each move changes the blank's cell colour on a chessboard), and weighted
/// A* within w × optimal.
#[test]
fn weighted_astar_within_its_bound_and_greedy_paths_are_valid() {
    let mut longer = 0;
    for h in [Heuristic::Misplaced, Heuristic::Manhattan, Heuristic::LinearConflict] {
        for (algorithm, weight) in [
            (Algorithm::WeightedAStar, 1.5),
            (Algorithm::WeightedAStar, 2.0),
            (Algorithm::WeightedAStar, 3.0),
            (Algorithm::Greedy, 1.0),
        ] {
            let config = Config { parameter: Some(weight), ..config(algorithm, h) };
            for case in cases() {
                let what = format!(
                    "{algorithm:?} w={weight} {h:?} on {} → {} (depth {})",
                    case.start, case.goal_name, case.depth
                );
                let s = common::solve(&case.start, &case.goal, &config);
                let sol = s.solution().unwrap();
                let len = sol.len() as u32;
                assert!(len >= case.depth, "{what}: {len}");
                assert_eq!(len % 2, case.depth % 2, "{what}: {len}");
                if algorithm == Algorithm::WeightedAStar {
                    assert!(len as f64 <= weight * case.depth as f64, "{what}: {len}");
                }
                // Not guaranteed shortest, except a start that is the goal:
                // solved before any search, in 0 moves, by every algorithm.
                assert_eq!(sol.optimal, len == 0, "{what}");
                assert_path(&case.start, &case.goal, sol, &what);
                longer += (len > case.depth) as usize;
            }
        }
    }
    // The bound is not vacuous: some of these paths are longer than optimal.
    assert!(longer > 0);
}

/// Weighted A* with w = 1 is plain A*: optimal and flagged so.
#[test]
fn weight_one_is_astar() {
    let config = Config { parameter: Some(1.0), ..config(Algorithm::WeightedAStar, Heuristic::Manhattan) };
    let mut i = 0;
    let n = check_optimal(&config, |_| {
        i += 1;
        i % 8 == 0
    });
    assert_eq!(n, BOARDS / 8);
}
