//! The A* family's tie-breaking rules (`search::TieBreak`): each rule's
//! counts pinned for A* with Manhattan on the pinned boards (the 8-puzzle's
//! hardest board and POJ 1077's sample, Korf's 15-puzzle instances 12, 42
//! and 79), the default's equal to `pinned_counts.rs`'s, and what a rule
//! cannot change: the length. Numbers produced by the engine at the change
//! that added the rules, with the default's checked against the pins that
//! were there before it.

mod common;

use common::{assert_path, board, goal};
use npuzzle::heuristic::Heuristic;
use npuzzle::problem::{Problem, Status};
use npuzzle::search::{self, Algorithm, Config, TieBreak};
use npuzzle::solver::{Request, Solver};

const HARD: &str = "8 6 7 2 5 4 3 x 1";
const SAMPLE: &str = "2 3 4 1 5 x 7 6 8";
const KORF12: &str = "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15";
const KORF42: &str = "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10";
const KORF79: &str = "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15";

use TieBreak::*;

/// (board, goal, rule, expanded, generated, largest frontier, length, moves).
type Pin = (&'static str, &'static str, TieBreak, u64, u64, u64, usize, &'static str);

#[rustfmt::skip]
const PINNED: [Pin; 20] = [
    (HARD, "ordered", LargerG, 6_744, 17_749, 3_277, 31, "lurdruuldldrruullddrrululddrurd"),
    (HARD, "ordered", SmallerG, 21_197, 55_926, 8_862, 31, "lurdruuldldrruullddrrululddrurd"),
    (HARD, "ordered", Fifo, 20_290, 53_572, 8_665, 31, "lurdruuldldrruullddrrululddrurd"),
    (HARD, "ordered", Lifo, 6_896, 18_120, 3_339, 31, "lururddluurddlulurrdlldrulurdrd"),
    (SAMPLE, "ordered", LargerG, 314, 846, 190, 19, "dlurullddrurdllurdr"),
    (SAMPLE, "ordered", SmallerG, 650, 1_747, 376, 19, "dlurullddrurdllurdr"),
    (SAMPLE, "ordered", Fifo, 643, 1_728, 377, 19, "dlurullddrurdllurdr"),
    (SAMPLE, "ordered", Lifo, 374, 1_005, 227, 19, "ullddrurdllurrdlurd"),
    (KORF12, "blank-first", LargerG, 32_409, 97_547, 30_162, 45, "lllurrdluldrdluuurrdrdlluldruurrddlldrulurull"),
    (KORF12, "blank-first", SmallerG, 163_769, 493_993, 148_950, 45, "lllurrdluldrdluuurrdrdlluldruurrddlldrulurull"),
    (KORF12, "blank-first", Fifo, 163_158, 492_105, 148_343, 45, "lllurrdluldrdluuurrdrdlluldruurrddlldrulurull"),
    (KORF12, "blank-first", Lifo, 138_793, 418_762, 126_806, 45, "lllurrdluldrdluuurrdrdlluldruurrddlldrulurull"),
    (KORF42, "blank-first", LargerG, 48_442, 144_506, 42_608, 42, "rrurddluuldlurddruuldldrrurululdlurrrdllul"),
    (KORF42, "blank-first", SmallerG, 210_855, 629_616, 180_754, 42, "rrurddluuldlurddruuldldrrurululdlurrrdllul"),
    (KORF42, "blank-first", Fifo, 201_923, 603_621, 173_881, 42, "rrurddluuldlurddruuldldrrurululdlurrrdllul"),
    (KORF42, "blank-first", Lifo, 109_889, 328_041, 95_473, 42, "rrurddluuldlurddruuldldrrurululdlurrrdllul"),
    (KORF79, "blank-first", LargerG, 64_672, 196_546, 61_688, 42, "rrdddluldruuldrurdllurrrdldluuurdrulddluul"),
    (KORF79, "blank-first", SmallerG, 240_337, 729_938, 221_411, 42, "rrdddluldruuldrurdllurrrdldluuurdrulddluul"),
    (KORF79, "blank-first", Fifo, 240_296, 729_820, 221_378, 42, "rrdddluldruuldrurdllurrrdldluuurdrulddluul"),
    (KORF79, "blank-first", Lifo, 118_484, 360_327, 112_206, 42, "rrdddluldruuldrurdllurrrdldluuurdrulddluul"),
];

fn problem(start: &str, goal_name: &str) -> Problem {
    let start = board(start);
    let goal = goal(goal_name, start.width(), start.height());
    Problem::new(start, goal).unwrap()
}

#[test]
fn each_rule_has_its_pinned_counts_and_an_optimal_path() {
    for &(start, goal_name, tie, expanded, generated, max_frontier, length, moves) in &PINNED {
        let what = format!("{tie:?} on {start}");
        let p = problem(start, goal_name);
        let config = Config { algorithm: Algorithm::AStar, heuristic: Heuristic::Manhattan, tie, ..Config::default() };
        let s = search::solve(&p, &config);
        assert_eq!(s.status(), Status::Solved, "{what}");
        let c = s.counters();
        assert_eq!((c.expanded, c.generated, c.max_frontier), (expanded, generated, max_frontier), "{what}");
        let sol = s.solution().unwrap();
        assert_eq!((sol.len(), sol.move_string().as_str(), sol.optimal), (length, moves, true), "{what}");
        assert_path(p.start(), p.goal(), sol, &what);
    }
}

#[test]
fn the_default_is_larger_g_with_the_counts_pinned_before_the_rules() {
    assert_eq!(Config::default().tie, LargerG);
    assert_eq!(Request::default().tie, LargerG);
    // pinned_counts.rs's A* + Manhattan rows on the two 8-puzzle boards.
    for (start, expanded, generated) in [(HARD, 6_744, 17_749), (SAMPLE, 314, 846)] {
        let config = Config { algorithm: Algorithm::AStar, heuristic: Heuristic::Manhattan, ..Config::default() };
        let c = search::solve(&problem(start, "ordered"), &config).counters();
        assert_eq!((c.expanded, c.generated), (expanded, generated), "{start}");
    }
}

#[test]
fn weighted_astar_and_greedy_take_a_rule_too() {
    // Their open list is the same: a rule changes their counts, the default
    // keeps pinned_counts.rs's (weighted A* w = 2: 400; greedy: 53).
    let p = problem(HARD, "ordered");
    let expanded = |algorithm, weight, tie| {
        let config =
            Config { algorithm, heuristic: Heuristic::Manhattan, parameter: Some(weight), tie, ..Config::default() };
        search::solve(&p, &config).counters().expanded
    };
    assert_eq!(expanded(Algorithm::WeightedAStar, 2.0, LargerG), 400);
    assert_eq!(expanded(Algorithm::Greedy, 1.0, LargerG), 53);
    assert_ne!(expanded(Algorithm::WeightedAStar, 2.0, SmallerG), 400);
    assert_ne!(expanded(Algorithm::Greedy, 1.0, Lifo), 53);
}

#[test]
fn a_rule_for_an_algorithm_without_an_open_list_is_refused() {
    let p = problem(SAMPLE, "ordered");
    for algorithm in [Algorithm::Bfs, Algorithm::Bibfs, Algorithm::IdaStar, Algorithm::Iddfs] {
        let request = Request { algorithm, tie: Fifo, ..Request::default() };
        assert_eq!(
            Solver::new(request, p.goal()).unwrap_err(),
            format!(
                "the tie-breaking rule fifo applies to astar, wastar, greedy, a or best-first (which keep an open list), not {}",
                algorithm.name()
            )
        );
        // The default is every algorithm's.
        assert!(Solver::new(Request { algorithm, ..Request::default() }, p.goal()).is_ok());
    }
}
