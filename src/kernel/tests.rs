//! The kernel against the step-wise engine, exact distances and Korf (1985).

use super::*;
use crate::board::Board;
use crate::goal::named;
use crate::heuristic::estimate::Zero;
use crate::heuristic::linear_conflict::LinearConflict;
use crate::heuristic::tile_sum::{Manhattan, Misplaced};
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::parse::parse_board;
use crate::random::{at_depth_in, scramble, Rng};
use crate::rank::{factorial, rank, unrank};
use crate::search::{self, Algorithm, Config};
use crate::solver::kernel_solve as solve_ordered;
use crate::state_space::{distance, distances, UNREACHABLE};

/// The kernel with `heuristic` and the engine's move order.
fn solve(problem: &Problem, heuristic: Heuristic, node_limit: u64) -> Result<KernelResult, KernelError> {
    solve_ordered(problem, heuristic, MoveOrder::ENGINE, node_limit)
}

fn problem(start: &str, goal: &str) -> Problem {
    let s = parse_board(start, None).unwrap();
    let g = crate::parse::parse_goal(goal, s.width(), s.height()).unwrap();
    Problem::new(s, g).unwrap()
}

/// Checks that `moves` lead from the start to the goal.
fn assert_reaches_goal(p: &Problem, moves: &[Move]) {
    let end = p.start().apply_moves(&crate::board::moves_to_string(moves)).unwrap();
    assert_eq!(&end, p.goal());
}

/// Korf's instances by number (from 1), goal with the blank first.
fn korf(number: usize) -> Problem {
    let line = include_str!("../../data/korf100.txt").lines().nth(number - 1).unwrap();
    let numbers: Vec<&str> = line.split_whitespace().collect();
    problem(&numbers[..16].join(" "), "blank-first")
}

#[test]
fn korf_1985_node_counts_on_small_instances() {
    // Instance, optimal length, nodes generated in Korf's (1985) table.
    for (number, length, korf_count) in [(9, 46, 1_650_696), (12, 45, 546_344), (19, 46, 1_280_495)] {
        let r = solve_ordered(&korf(number), Heuristic::Manhattan, MoveOrder::KORF, u64::MAX).unwrap();
        assert_eq!(r.status, Status::Solved);
        assert_eq!(r.moves.len(), length, "instance {number}");
        assert_eq!(r.korf_generated, Some(korf_count), "instance {number}");
        assert_reaches_goal(&korf(number), &r.moves);
    }
    // Instance 12 in full, with the engine's counting: 6 iterations, each
    // root counted, every child of an expanded node counted at expansion.
    let r = solve_ordered(&korf(12), Heuristic::Manhattan, MoveOrder::KORF, u64::MAX).unwrap();
    let thresholds: Vec<u32> = r.iterations.iter().map(|i| i.threshold).collect();
    assert_eq!(thresholds, [35, 37, 39, 41, 43, 45]);
    assert_eq!(r.generated, 546_386);
    assert_eq!(r.expanded, 269_708);
    assert_eq!(r.iterations.iter().map(|i| i.generated).sum::<u64>(), r.generated);
    assert_eq!(r.iterations.iter().map(|i| i.expanded).sum::<u64>(), r.expanded);
}

/// Korf's instance 1: 276,361,933 nodes in the paper. About 2 s in the test
/// profile (opt-level 2, see Cargo.toml) and in release; it would take
/// minutes at opt-level 0.
#[test]
fn korf_1985_instance_1() {
    let r = solve_ordered(&korf(1), Heuristic::Manhattan, MoveOrder::KORF, u64::MAX).unwrap();
    assert_eq!(r.moves.len(), 57);
    assert_eq!(r.korf_generated, Some(276_361_933));
    assert_eq!(r.generated, 276_361_986);
    assert_eq!(r.expanded, 140_036_828);
    let thresholds: Vec<u32> = r.iterations.iter().map(|i| i.threshold).collect();
    assert_eq!(thresholds, [41, 43, 45, 47, 49, 51, 53, 55, 57]);
    assert_reaches_goal(&korf(1), &r.moves);
}

/// Same moves, same counts as the step-wise IDA*, which uses the same order.
fn assert_same_as_engine(p: &Problem, heuristic: Heuristic) {
    let config = Config { algorithm: Algorithm::IdaStar, heuristic, ..Config::default() };
    let engine = search::solve(p, &config);
    let r = solve(p, heuristic, u64::MAX).unwrap();
    let board = p.start();
    assert_eq!(r.status, engine.status(), "{board} {heuristic:?}");
    assert_eq!(r.moves, engine.solution().unwrap().moves, "{board} {heuristic:?}");
    assert_eq!(r.generated, engine.counters().generated, "{board} {heuristic:?}");
    assert_eq!(r.expanded, engine.counters().expanded, "{board} {heuristic:?}");
    assert_eq!(r.iterations.len() as u32, engine.counters().iteration.max(1), "{board} {heuristic:?}");
    // The engine's own record of its iterations gives the kernel's rows.
    let (starts, c) = (engine.iteration_starts(), engine.counters());
    let rows: Vec<Iteration> = starts
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (expanded, generated) =
                starts.get(i + 1).map_or((c.expanded, c.generated), |n| (n.expanded, n.generated));
            Iteration { threshold: s.threshold, generated: generated - s.generated, expanded: expanded - s.expanded }
        })
        .collect();
    assert_eq!(rows, r.iterations, "{board} {heuristic:?}");
    assert_reaches_goal(p, &r.moves);
}

#[test]
fn same_counts_and_moves_as_the_stepwise_idastar() {
    for board in ["8 6 7 2 5 4 3 0 1", "6 4 7 8 5 0 3 2 1", "2 3 4 1 5 x 7 6 8", "1 2 3 4 5 6 7 8 0"] {
        for heuristic in [Heuristic::Misplaced, Heuristic::Manhattan, Heuristic::LinearConflict] {
            assert_same_as_engine(&problem(board, "ordered"), heuristic);
        }
    }
    assert_same_as_engine(&problem("2 3 4 1 5 x 7 6 8", "ordered"), Heuristic::Zero);
    // 15-puzzle and non-square boards, from seeded random walks.
    let mut rng = Rng::new(11);
    for (w, h, walk) in [(4, 4, 40), (4, 4, 50), (5, 3, 40), (3, 5, 40), (2, 2, 9), (4, 2, 30), (3, 4, 40)] {
        let goal = named("ordered", w, h).unwrap();
        let start = scramble(&goal, walk, &mut rng);
        let p = Problem::new(start, goal).unwrap();
        for heuristic in [Heuristic::Manhattan, Heuristic::LinearConflict] {
            assert_same_as_engine(&p, heuristic);
        }
    }
}

#[test]
fn optimal_on_random_8_puzzles_against_exact_distances() {
    for (goal_name, deepest) in [("ordered", 31), ("spiral", 30)] {
        let goal = named(goal_name, 3, 3).unwrap();
        let table = distances(&goal).unwrap();
        let mut rng = Rng::new(2024);
        // One board at every depth, then 150 uniformly random solvable boards.
        let mut boards: Vec<Board> = (0..=deepest).map(|d| at_depth_in(&table, &goal, d, &mut rng).unwrap()).collect();
        while boards.len() < deepest as usize + 151 {
            let tiles = unrank(rng.below(factorial(9)), 9);
            if table[rank(&tiles) as usize] != UNREACHABLE {
                boards.push(Board::new(3, 3, tiles).unwrap());
            }
        }
        for start in boards {
            let depth = distance(&table, &start).unwrap() as usize;
            let p = Problem::new(start, goal.clone()).unwrap();
            for heuristic in [Heuristic::Manhattan, Heuristic::LinearConflict] {
                let r = solve(&p, heuristic, u64::MAX).unwrap();
                assert_eq!(r.moves.len(), depth, "{} {heuristic:?}", p.start());
                assert_reaches_goal(&p, &r.moves);
            }
        }
    }
}

#[test]
fn estimates_equal_the_engines_along_random_walks() {
    let mut rng = Rng::new(5);
    for (w, h) in [(2, 2), (3, 3), (4, 4), (5, 3), (3, 5), (2, 5), (4, 3)] {
        for goal_name in ["ordered", "blank-first", "spiral", "reverse"] {
            let goal = named(goal_name, w, h).unwrap();
            let start = scramble(&goal, 100, &mut rng);
            let g = start.geometry();
            let manhattan = Manhattan::new(&goal);
            let misplaced = Misplaced::new(&goal);
            let conflict = <LinearConflict>::new(&goal);
            let engine: Vec<GoalHeuristic> =
                Heuristic::BASIC.iter().map(|&kind| GoalHeuristic::new(kind, &goal)).collect();
            let (mut tiles, mut blank) = (start.tiles().to_vec(), start.blank());
            let (mut md, _) = manhattan.root(&tiles);
            let (mut mp, _) = misplaced.root(&tiles);
            let (mut lc, mut memo) = conflict.root(&tiles);
            for step in 0..300 {
                let board = Board::new(w, h, tiles.clone()).unwrap();
                let state = board.state();
                let expected: Vec<u32> = engine.iter().map(|e| e.estimate(state)).collect();
                assert_eq!([0, mp, md, lc], expected[..], "{w}×{h} {goal_name} step {step}");
                assert_eq!((lc, memo), conflict.root(&tiles), "{w}×{h} {goal_name} step {step}");
                let mv = Move::ALL[rng.below(4) as usize];
                let Some(to) = g.neighbour(blank, mv) else { continue };
                let tile = tiles[to] as usize;
                md = manhattan.slide(md, &(), tile, to, blank).0;
                mp = misplaced.slide(mp, &(), tile, to, blank).0;
                (lc, memo) = conflict.slide(lc, &memo, tile, to, blank);
                tiles.swap(blank, to);
                blank = to;
            }
        }
    }
}

#[test]
fn start_equal_to_goal() {
    let r = solve(&problem("1 2 3 4 5 6 7 8 0", "ordered"), Heuristic::Manhattan, u64::MAX).unwrap();
    assert_eq!(r.status, Status::Solved);
    assert!(r.moves.is_empty());
    assert_eq!((r.generated, r.expanded, r.korf_generated), (1, 0, Some(1)));
    assert_eq!(r.iterations, [Iteration { threshold: 0, generated: 1, expanded: 0 }]);
}

#[test]
fn node_limit_stops_cleanly() {
    let r = solve(&korf(1), Heuristic::Manhattan, 1000).unwrap();
    assert_eq!(r.status, Status::Stopped { reason: StopReason::NodeBudget, expanded: 1000 });
    assert_eq!(r.expanded, 1000);
    assert!(r.moves.is_empty());
    assert_eq!(r.korf_generated, None);
}

#[test]
fn refuses_large_and_unsolvable_boards() {
    let p = problem("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0", "ordered");
    assert_eq!(solve(&p, Heuristic::Manhattan, 10), Err(KernelError::TooLarge { cells: 25 }));
    assert_eq!(
        KernelError::TooLarge { cells: 25 }.to_string(),
        "the fast kernel handles boards of at most 16 cells, not 25"
    );
    let p = problem("1 2 3 4 5 6 8 7 0", "ordered");
    assert_eq!(solve(&p, Heuristic::Manhattan, 10), Err(KernelError::Unsolvable));
}

#[test]
fn progress_hook_reports_without_changing_the_search() {
    // Korf's instance 9, Manhattan, Korf's order: 1,650,696 nodes in the paper.
    let p = korf(9);
    let estimate = Manhattan::new(p.goal());
    let plain = solve_with(&p, &estimate, MoveOrder::KORF, u64::MAX).unwrap();
    let mut calls = Vec::new();
    let hooked = solve_with_progress(&p, &estimate, MoveOrder::KORF, u64::MAX, &mut |progress| {
        calls.push(progress);
        true
    })
    .unwrap();
    assert_eq!(hooked, plain);
    // One call as each iteration starts, then one each PROGRESS_INTERVAL
    // expansions into it (made when the next expansion begins).
    let mut expected = Vec::new();
    let (mut generated, mut expanded) = (0, 0);
    for (i, it) in plain.iterations.iter().enumerate() {
        let iteration = i as u32 + 1;
        expected.push((iteration, it.threshold, expanded, Some(generated)));
        let mut k = 1;
        while k * PROGRESS_INTERVAL < it.expanded {
            expected.push((iteration, it.threshold, expanded + k * PROGRESS_INTERVAL, None));
            k += 1;
        }
        generated += it.generated;
        expanded += it.expanded;
    }
    let seen: Vec<_> = calls
        .iter()
        .zip(&expected)
        .map(|(c, e)| (c.iteration, c.threshold, c.expanded, e.3.map(|_| c.generated)))
        .collect();
    assert_eq!(seen, expected);
    assert_eq!(calls.len(), expected.len());
    assert_eq!((plain.iterations.len(), calls.len()), (8, 10));
    // Generated counts grow with the expansions.
    assert!(calls.windows(2).all(|w| w[0].generated < w[1].generated));
}

#[test]
fn progress_hook_can_stop_the_search() {
    let p = korf(9);
    let estimate = Manhattan::new(p.goal());
    for stop_at in [1, 2, 8] {
        let mut calls = Vec::new();
        let r = solve_with_progress(&p, &estimate, MoveOrder::KORF, u64::MAX, &mut |progress| {
            calls.push(progress);
            calls.len() < stop_at
        })
        .unwrap();
        let last = calls.last().unwrap();
        assert_eq!(calls.len(), stop_at);
        assert_eq!(r.status, Status::Stopped { reason: StopReason::NodeBudget, expanded: last.expanded });
        assert_eq!((r.expanded, r.generated), (last.expanded, last.generated));
        assert!(r.moves.is_empty());
        assert_eq!(r.korf_generated, None);
    }
}

/// A plain recursive IDA* over [`Board`]s that tries each node's children in
/// increasing h (stable, so ties keep `moves`' order) and counts as the
/// kernel does: the reference for [`MoveOrder::lowest_f_first`].
fn reference_lowest_f_first(p: &Problem, heuristic: Heuristic, moves: [Move; 4]) -> (Vec<Move>, u64, u64) {
    struct Search<'a> {
        estimator: GoalHeuristic,
        goal: &'a Board,
        moves: [Move; 4],
        threshold: u32,
        next: u32,
        generated: u64,
        expanded: u64,
        path: Vec<Move>,
    }
    impl Search<'_> {
        fn h(&self, board: &Board) -> u32 {
            self.estimator.estimate(board.state())
        }
        fn expand(&mut self, board: &Board, g: u32, last: Option<Move>) -> bool {
            self.expanded += 1;
            let mut children: Vec<(u32, Move, Board)> = self
                .moves
                .iter()
                .filter(|&&mv| Some(mv.reverse()) != last)
                .filter_map(|&mv| board.apply(mv).map(|b| (self.h(&b), mv, b)))
                .collect();
            self.generated += children.len() as u64;
            children.sort_by_key(|&(h, _, _)| h);
            for (h, mv, child) in children {
                if g + 1 + h > self.threshold {
                    self.next = self.next.min(g + 1 + h);
                    continue;
                }
                self.path.push(mv);
                if &child == self.goal || self.expand(&child, g + 1, Some(mv)) {
                    return true;
                }
                self.path.pop();
            }
            false
        }
    }
    let estimator = GoalHeuristic::new(heuristic, p.goal());
    let mut s = Search {
        threshold: estimator.estimate(p.start().state()),
        estimator,
        goal: p.goal(),
        moves,
        next: 0,
        generated: 0,
        expanded: 0,
        path: Vec::new(),
    };
    loop {
        s.generated += 1;
        s.next = u32::MAX;
        if p.start() == p.goal() || s.expand(p.start(), 0, None) {
            return (s.path, s.generated, s.expanded);
        }
        s.threshold = s.next;
    }
}

#[test]
fn lowest_f_first_matches_a_plain_sorted_idastar() {
    let orders = [Move::ALL, [Move::Left, Move::Up, Move::Right, Move::Down]];
    let mut rng = Rng::new(31);
    let (mut cases, mut fewer, mut more) = (0, 0, 0);
    for (w, h, walk) in [(3, 3, 60), (3, 3, 80), (4, 4, 40), (4, 4, 60), (5, 3, 40), (2, 2, 9), (3, 4, 50)] {
        let goal = named("ordered", w, h).unwrap();
        let p = Problem::new(scramble(&goal, walk, &mut rng), goal).unwrap();
        // Misplaced tiles only where its trees stay small.
        let heuristics: &[Heuristic] = match w * h {
            ..=9 => &[Heuristic::Misplaced, Heuristic::Manhattan, Heuristic::LinearConflict],
            _ => &[Heuristic::Manhattan, Heuristic::LinearConflict],
        };
        for &heuristic in heuristics {
            for moves in orders {
                let r = solve_ordered(&p, heuristic, MoveOrder::fixed(moves).lowest_f_first(), u64::MAX).unwrap();
                let (path, generated, expanded) = reference_lowest_f_first(&p, heuristic, moves);
                let case = format!("{} {heuristic:?} {moves:?}", p.start());
                assert_eq!((&r.moves, r.generated, r.expanded), (&path, generated, expanded), "{case}");
                // Only the last iteration depends on the order.
                let fixed = solve_ordered(&p, heuristic, MoveOrder::fixed(moves), u64::MAX).unwrap();
                let last = r.iterations.len() - 1;
                assert_eq!(r.iterations[..last], fixed.iterations[..last], "{case}");
                assert_eq!(r.moves.len(), fixed.moves.len(), "{case}");
                assert_reaches_goal(&p, &r.moves);
                cases += 1;
                fewer += (r.expanded < fixed.expanded) as u32;
                more += (r.expanded > fixed.expanded) as u32;
            }
        }
    }
    // The sort matters: on these small boards it changes the last
    // iteration's expansions in most cases, either way.
    assert_eq!((cases, fewer, more), (34, 10, 15));
}

#[test]
fn lowest_f_first_on_korf_instances() {
    // Korf's order, children sorted by f: fewer nodes than the fixed order on
    // instance 12 (258,072 expansions against 269,708), more on instance 9.
    let order = MoveOrder::KORF.lowest_f_first();
    for (number, length, generated, expanded, korf_count) in
        [(12, 45, 522_968, 258_072, 522_914), (9, 46, 6_011_057, 2_932_272, 6_011_004)]
    {
        let r = solve_ordered(&korf(number), Heuristic::Manhattan, order, u64::MAX).unwrap();
        assert_eq!(r.moves.len(), length, "instance {number}");
        assert_eq!((r.generated, r.expanded, r.korf_generated), (generated, expanded, Some(korf_count)));
        assert_reaches_goal(&korf(number), &r.moves);
    }
}

#[test]
fn only_manhattan_moves_by_exactly_one() {
    for (w, h) in [(4, 4), (3, 3), (5, 3), (2, 2)] {
        let goal = named("ordered", w, h).unwrap();
        assert!(Manhattan::new(&goal).unit_steps(), "{w}×{h}");
        assert!(!Misplaced::new(&goal).unit_steps(), "{w}×{h}");
        assert!(!<LinearConflict>::new(&goal).unit_steps(), "{w}×{h}");
        assert!(!Zero.unit_steps());
    }
}
