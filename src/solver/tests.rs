//! The facade's choices and translations, and the heuristics that need
//! tables in both engines.

use super::*;
use crate::goal::named;
use crate::parse::parse_board;
use crate::random::{scramble, Rng};

/// Korf's instances by number (from 1), goal with the blank first.
fn korf(number: usize) -> Problem {
    let line = include_str!("../../data/korf100.txt").lines().nth(number - 1).unwrap();
    let numbers: Vec<&str> = line.split_whitespace().collect();
    let goal = named("blank-first", 4, 4).unwrap();
    Problem::new(parse_board(&numbers[..16].join(" "), None).unwrap(), goal).unwrap()
}

fn request(algorithm: Algorithm, heuristic: Heuristic) -> Request {
    Request { algorithm, heuristic, ..Request::default() }
}

#[test]
fn every_heuristic_solves_a_4x4_board_optimally_on_the_kernel() {
    // 20 moves from the ordered goal (the page's "easy 4×4" preset).
    let start = parse_board("5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14", None).unwrap();
    let goal = named("ordered", 4, 4).unwrap();
    let problem = Problem::new(start.clone(), goal.clone()).unwrap();
    // Every admissible one that is defined for this goal.
    for h in Heuristic::ALL.into_iter().filter(|h| *h != Heuristic::Zero && h.admissible() && h.fits_goal(&goal)) {
        let solver = Solver::new(request(Algorithm::IdaStar, h), &goal).unwrap();
        let outcome = solver.solve(&problem).unwrap();
        assert_eq!(outcome.engine, Engine::Kernel);
        let solution = outcome.solution.unwrap();
        assert_eq!(solution.len(), 20, "{}", h.name());
        assert_eq!(start.apply_moves(&solution.move_string()).unwrap(), goal);
        assert_eq!(solution.states.last(), Some(&goal.state()));
        assert!(solver.heuristic().estimate_board(&start) <= 20);
    }
}

#[test]
fn the_stepwise_astar_searches_with_the_strong_heuristics() {
    // Korf's 12 (45 moves), 55 (41) and 9 (46): A* expansions with each
    // heuristic. The pattern databases need far fewer; walking distance
    // beats linear conflict on two of the three, not on instance 9.
    let goal = named("blank-first", 4, 4).unwrap();
    let cases = [(12, 45), (55, 41), (9, 46)];
    let mut expanded = Vec::new();
    for h in [
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
        Heuristic::WalkingDistance,
        Heuristic::Pdb555,
        Heuristic::Pdb663,
    ] {
        let solver = Solver::new(request(Algorithm::AStar, h), &goal).unwrap();
        let mut row = Vec::new();
        for (number, length) in cases {
            let p = korf(number);
            let outcome = solver.solve(&p).unwrap();
            assert_eq!(
                (outcome.engine, outcome.status),
                (Engine::StepWise, Status::Solved),
                "{} on {number}",
                h.name()
            );
            let solution = outcome.solution.unwrap();
            assert_eq!(solution.len(), length, "{} on {number}", h.name());
            assert_eq!(p.start().apply_moves(&solution.move_string()).unwrap(), goal);
            row.push(outcome.counters.expanded);
        }
        expanded.push((h.name(), row));
    }
    assert_eq!(
        expanded,
        [
            ("manhattan", vec![32_409, 144_590, 340_061]),
            ("linear-conflict", vec![11_809, 25_362, 25_718]),
            ("walking-distance", vec![4_723, 12_311, 88_365]),
            ("pdb555", vec![3_629, 7_507, 3_576]),
            ("pdb663", vec![1_436, 1_671, 697]),
        ]
    );
}

#[test]
fn stepwise_astar_with_pattern_databases_stays_optimal() {
    // The pattern databases are admissible but not always consistent; A*
    // reopens closed nodes reached by a shorter path, so its lengths must
    // still be the optimal ones (from the kernel's IDA* + Manhattan).
    let goal = named("blank-first", 4, 4).unwrap();
    let solvers: Vec<Solver> = [Heuristic::Pdb555, Heuristic::Pdb663]
        .map(|h| Solver::new(request(Algorithm::AStar, h), &goal).unwrap())
        .into();
    let ida = Solver::new(request(Algorithm::IdaStar, Heuristic::Manhattan), &goal).unwrap();
    let mut rng = Rng::new(77);
    let mut lengths = Vec::new();
    for _ in 0..40 {
        let p = Problem::new(scramble(&goal, 70, &mut rng), goal.clone()).unwrap();
        let optimal = ida.solve(&p).unwrap().solution.unwrap().len();
        for solver in &solvers {
            assert_eq!(solver.solve(&p).unwrap().solution.unwrap().len(), optimal, "{}", p.start());
        }
        lengths.push(optimal);
    }
    // A spread of depths, not 40 easy boards.
    assert_eq!((lengths.iter().min(), lengths.iter().max()), (Some(&30), Some(&52)));
}

/// What an IDA* run reports: status, moves, expanded, generated.
type Report = (Status, Option<String>, u64, u64);

fn report(outcome: Outcome) -> Report {
    let c = outcome.counters;
    (outcome.status, outcome.solution.map(|p| p.move_string()), c.expanded, c.generated)
}

fn iterations(problem: &Problem, heuristic: Heuristic, engine: Engine) -> Vec<Iteration> {
    let solver = Solver::new(request(Algorithm::IdaStar, heuristic), problem.goal()).unwrap();
    match engine {
        Engine::Kernel => solver.solve(problem).unwrap().iterations,
        Engine::StepWise => solver.run_step_wise(problem, None).iterations,
    }
}

fn step_wise(problem: &Problem, heuristic: Heuristic, budget: u64) -> Report {
    let solver = Solver::new(Request { node_budget: budget, ..request(Algorithm::IdaStar, heuristic) }, problem.goal());
    report(solver.unwrap().run_step_wise(problem, None))
}

fn on_kernel(problem: &Problem, heuristic: Heuristic, budget: u64) -> Report {
    let r = Request { node_budget: budget, ..request(Algorithm::IdaStar, heuristic) };
    let outcome = solve(problem, &r).unwrap();
    assert_eq!(outcome.engine, Engine::Kernel);
    assert_eq!(outcome.counters.max_frontier, outcome.solution.as_ref().map_or(0, |s| s.len() as u64));
    report(outcome)
}

/// Every heuristic of the catalogue runs alike on the kernel and the
/// step-wise IDA* (so none falls through the kernel's dispatch to h = 0),
/// on every goal it is defined for; a path is called shortest only with an
/// admissible one.
#[test]
fn every_heuristic_runs_alike_on_both_engines() {
    let mut ran = 0;
    for name in crate::goal::NAMES {
        let goal = named(name, 3, 3).unwrap();
        let start = scramble(&goal, 24, &mut Rng::new(11));
        let problem = Problem::new(start, goal.clone()).unwrap();
        for h in Heuristic::ALL.into_iter().filter(|h| h.fits_goal(&goal)) {
            let kernel = solve(&problem, &request(Algorithm::IdaStar, h)).unwrap();
            assert_eq!(kernel.engine, Engine::Kernel);
            assert_eq!(report(kernel.clone()), step_wise(&problem, h, u64::MAX), "{} {name}", h.name());
            assert_eq!(kernel.solution.unwrap().optimal, h.admissible(), "{} {name}", h.name());
            ran += 1;
        }
    }
    assert_eq!(
        ran,
        4 * Heuristic::ALL.iter().filter(|h| h.fits(3, 3)).count()
            - 3 * (Heuristic::ALL.iter().filter(|h| h.goal().is_some()).count())
    );
}

#[test]
fn the_kernel_counts_like_the_stepwise_idastar_even_at_the_budgets_edge() {
    let mut problems: Vec<Problem> = ["8 6 7 2 5 4 3 x 1", "2 3 4 1 5 x 7 6 8", "1 2 3 4 5 6 7 8 0"]
        .iter()
        .map(|b| Problem::new(parse_board(b, None).unwrap(), named("ordered", 3, 3).unwrap()).unwrap())
        .collect();
    let mut rng = Rng::new(5);
    for (w, h, walk) in [(4, 4, 30), (4, 4, 36), (3, 4, 30), (4, 2, 30)] {
        let goal = named("ordered", w, h).unwrap();
        problems.push(Problem::new(scramble(&goal, walk, &mut rng), goal).unwrap());
    }
    let mut compared = 0;
    for problem in &problems {
        for heuristic in [Heuristic::Misplaced, Heuristic::Manhattan, Heuristic::LinearConflict] {
            let full = step_wise(problem, heuristic, u64::MAX);
            assert_eq!(full.0, Status::Solved);
            assert_eq!(on_kernel(problem, heuristic, u64::MAX), full, "{} {heuristic:?}", problem.start());
            // Budgets around every iteration's end and the goal, where the
            // two count differently unless translated.
            let per_iteration = iterations(problem, heuristic, Engine::StepWise);
            assert_eq!(iterations(problem, heuristic, Engine::Kernel), per_iteration);
            let mut ends = vec![0, 1, 2, full.2];
            let mut total = 0;
            for it in &per_iteration {
                total += it.expanded;
                ends.push(total);
            }
            assert_eq!(total, full.2);
            for end in ends {
                for budget in end.saturating_sub(1)..=end + 1 {
                    assert_eq!(
                        on_kernel(problem, heuristic, budget),
                        step_wise(problem, heuristic, budget),
                        "{} {heuristic:?} budget {budget}",
                        problem.start()
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 300, "{compared}");
}

#[test]
fn which_engine_runs_what() {
    let four = named("ordered", 4, 4).unwrap().geometry().cells();
    let five = named("ordered", 5, 5).unwrap().geometry().cells();
    assert_eq!(request(Algorithm::IdaStar, Heuristic::Manhattan).engine(four), Engine::Kernel);
    assert_eq!(request(Algorithm::IdaStar, Heuristic::Manhattan).engine(five), Engine::StepWise);
    assert_eq!(request(Algorithm::AStar, Heuristic::Pdb663).engine(four), Engine::StepWise);
    assert_eq!(request(Algorithm::Iddfs, Heuristic::Manhattan).engine(four), Engine::StepWise);
    // BFS ignores the heuristic: nothing is built, so pdb555 on 3×3 is fine.
    let three = named("ordered", 3, 3).unwrap();
    let solver = Solver::new(request(Algorithm::Bfs, Heuristic::Pdb555), &three).unwrap();
    assert_eq!(solver.heuristic().kind(), Heuristic::Zero);
    assert_eq!(
        Solver::new(request(Algorithm::AStar, Heuristic::Pdb555), &three).unwrap_err(),
        "pdb555: the 5-5-5 partition is drawn for 4×4 boards, not 3×3"
    );
    // A board of another size than the goal the tables were built for.
    let p = Problem::new(named("ordered", 4, 4).unwrap(), named("ordered", 4, 4).unwrap()).unwrap();
    let solver = Solver::new(request(Algorithm::AStar, Heuristic::Manhattan), &three).unwrap();
    assert_eq!(solver.solve(&p).unwrap_err(), "the manhattan was built for 3×3 boards, not 4×4");
}

#[test]
fn progress_is_reported_and_can_cancel() {
    let p = korf(12);
    let goal = p.goal().clone();
    // Step-wise A*: one call per batch, the last f and the memory.
    let solver = Solver::new(request(Algorithm::AStar, Heuristic::Manhattan), &goal).unwrap();
    let mut calls = Vec::new();
    let outcome = solver
        .solve_with_progress(&p, &mut |p| {
            calls.push((p.expanded, p.memory > 0, p.f >= 35.0));
            true
        })
        .unwrap();
    assert_eq!((outcome.status, outcome.counters.expanded, outcome.cancelled), (Status::Solved, 32_409, false));
    assert_eq!(calls, [(STEP_BATCH, true, true), (32_409, true, true)]);
    let stopped = solver.solve_with_progress(&p, &mut |_| false).unwrap();
    assert!(stopped.cancelled);
    assert_eq!(stopped.status, Status::Stopped { reason: StopReason::NodeBudget, expanded: STEP_BATCH });
    // Finished within the first batch: not cancelled, whatever the hook says.
    let lc = Solver::new(request(Algorithm::AStar, Heuristic::LinearConflict), &goal).unwrap();
    let solved = lc.solve_with_progress(&p, &mut |_| false).unwrap();
    assert_eq!((solved.status, solved.cancelled, solved.counters.expanded), (Status::Solved, false, 11_809));
    // Kernel IDA*: one call as each iteration starts; false stops at once.
    let solver = Solver::new(request(Algorithm::IdaStar, Heuristic::Pdb555), &goal).unwrap();
    let mut seen = Vec::new();
    let outcome = solver
        .solve_with_progress(&p, &mut |p| {
            seen.push((p.iteration, p.threshold));
            true
        })
        .unwrap();
    let expected: Vec<(u32, u32)> =
        outcome.iterations.iter().enumerate().map(|(i, it)| (i as u32 + 1, it.threshold)).collect();
    assert_eq!(seen, expected);
    assert!(outcome.korf_generated.is_some());
    let stopped = solver.solve_with_progress(&p, &mut |_| false).unwrap();
    assert!(stopped.cancelled);
    assert_eq!((stopped.counters.expanded, stopped.solution), (0, None));
}

/// The board where the page shows an inadmissible formula's cost (the
/// Solve link in tests/e2e/formula.test.mjs): 20 moves from the goal.
pub(crate) const OVERESTIMATED: &str = "0 6 4 2 3 8 7 5 1";

#[test]
fn astar_with_twice_manhattan_returns_a_longer_path() {
    // 2 × Manhattan overestimates (h = 2 one move from the goal), so A*
    // stops at the first path it completes: 26 moves where 20 is optimal.
    let goal = named("ordered", 3, 3).unwrap();
    let problem = Problem::new(parse_board(OVERESTIMATED, None).unwrap(), goal.clone()).unwrap();
    let formula = crate::formula::Formula::parse("2 * manhattan").unwrap();
    let solver = Solver::with_formula(request(Algorithm::AStar, Heuristic::Manhattan), formula, &goal).unwrap();
    assert!(solver.heuristic().formula().is_some());
    let outcome = solver.solve(&problem).unwrap();
    assert_eq!((outcome.engine, outcome.status), (Engine::StepWise, Status::Solved));
    let path = outcome.solution.unwrap();
    assert_eq!(path.len(), 26);
    assert_eq!(problem.start().apply_moves(&path.move_string()).unwrap(), goal);
    let optimal = Solver::new(request(Algorithm::AStar, Heuristic::Manhattan), &goal).unwrap().solve(&problem).unwrap();
    assert_eq!(optimal.solution.unwrap().len(), 20);
    // The same formula halved is admissible again: A* finds the 20 moves.
    let half = crate::formula::Formula::parse("manhattan / 2").unwrap();
    let solver = Solver::with_formula(request(Algorithm::AStar, Heuristic::Manhattan), half, &goal).unwrap();
    assert_eq!(solver.solve(&problem).unwrap().solution.unwrap().len(), 20);
    // IDA* with a formula runs step-wise (the kernel has no formula).
    let f = crate::formula::Formula::parse("max(misplaced, manhattan)").unwrap();
    let ida = Solver::with_formula(request(Algorithm::IdaStar, Heuristic::Manhattan), f, &goal).unwrap();
    let o = ida.solve(&problem).unwrap();
    assert_eq!((o.engine, o.solution.unwrap().len()), (Engine::StepWise, 20));
}

#[test]
fn a_formula_naming_a_tile_by_a_number_the_board_lacks_is_refused_before_the_search() {
    // d(9) on 3×3 (tiles 1 to 8) was counted 0 on every board: the search ran as with h = 0.
    let goal = named("ordered", 3, 3).unwrap();
    let refused = |text: &str, goal: &crate::board::Board| {
        let f = crate::formula::Formula::parse(text).unwrap();
        Solver::with_formula(request(Algorithm::AStar, Heuristic::Manhattan), f, goal).err()
    };
    let e = refused("manhattan + d(9)", &goal).unwrap();
    assert_eq!((e.code, e.found.as_str()), ("formula.no-such-tile", "9"));
    assert_eq!(e.to_string(), "at column 13: d(9): the tiles are 1 to 8");
    assert_eq!(
        refused("max(1, goal_row(0))", &goal).unwrap().to_string(),
        "at column 8: goal_row(0): the tiles are 1 to 8"
    );
    assert_eq!(refused("if misplaced > 1 then col(2.5) else 0", &goal).unwrap().found, "2.5");
    // The same tile on 4×4 is there; a tile named by the sum's variable or by an expression is evaluated per board.
    assert!(refused("manhattan + d(9)", &named("ordered", 4, 4).unwrap()).is_none());
    assert!(refused("sum(t in tiles: d(t)) + d(8)", &goal).is_none());
    assert!(refused("d(max(1, misplaced))", &goal).is_none());
}

#[test]
fn a_formula_is_refused_where_no_heuristic_is_used() {
    let goal = named("ordered", 3, 3).unwrap();
    let f = crate::formula::Formula::parse("manhattan").unwrap();
    let e = Solver::with_formula(request(Algorithm::Bfs, Heuristic::Manhattan), f, &goal).unwrap_err();
    assert_eq!(e.code, "formula.unused");
    // The list is the catalogue's: every algorithm that uses a heuristic.
    let users: Vec<&str> = Algorithm::ALL.iter().filter(|a| a.uses_heuristic()).map(|a| a.name()).collect();
    let (last, others) = users.split_last().unwrap();
    assert_eq!(users[..4], ["astar", "wastar", "greedy", "idastar"]);
    assert_eq!(
        e.to_string(),
        format!("at column 1: bfs uses no heuristic: a formula applies to {} or {last}", others.join(", "))
    );
}

/// The moves greedy search finds with `formula` from `start` to `goal`.
fn greedy_path(text: &str, start: &crate::board::Board, goal: &crate::board::Board, algorithm: Algorithm) -> String {
    let formula = crate::formula::Formula::parse(text).unwrap();
    let problem = Problem::new(start.clone(), goal.clone()).unwrap();
    let solver = Solver::with_formula(request(algorithm, Heuristic::Manhattan), formula, goal).unwrap();
    let outcome = solver.solve(&problem).unwrap();
    assert_eq!(outcome.status, Status::Solved, "{text} on {start:?}");
    outcome.solution.unwrap().move_string()
}

/// Issue 25: greedy orders by h alone, so k · h for k ≥ 1 must find the
/// same path as h. The A* family stored h in 12 bits and cut everything
/// above 4,095 to it (greedy with 1,000 × Manhattan walked thousands of
/// moves where Manhattan walks tens); now an estimate is used in full.
#[test]
fn greedy_finds_the_same_path_for_h_and_k_times_h() {
    let goal = named("ordered", 3, 3).unwrap();
    let mut rng = Rng::new(25);
    for i in 0..1000 {
        let start = scramble(&goal, 60, &mut rng);
        let plain = greedy_path("manhattan", &start, &goal, Algorithm::Greedy);
        // 1,000 × Manhattan passes the A* family's 12 bits on 3×3 too (up to 24,000).
        let k = [2, 3, 7, 1000][i % 4];
        assert_eq!(greedy_path(&format!("manhattan * {k}"), &start, &goal, Algorithm::Greedy), plain, "board {i}");
    }
    // Past 12 bits: 4×4 boards, where 1,000 × Manhattan is tens of thousands.
    let goal = named("ordered", 4, 4).unwrap();
    for i in 0..60 {
        let start = scramble(&goal, 40, &mut rng);
        let plain = greedy_path("manhattan", &start, &goal, Algorithm::Greedy);
        for k in [1000, 1_000_000] {
            assert_eq!(greedy_path(&format!("manhattan * {k}"), &start, &goal, Algorithm::Greedy), plain, "board {i}");
        }
    }
}

/// Issue 25: the h and f a search shows are the formula's value, past
/// 4,095 (the A* family's 12 bits) and 65,535 (IDA*'s 16).
#[test]
fn a_search_shows_the_formulas_estimate_in_full() {
    let goal = named("ordered", 4, 4).unwrap();
    let text = "manhattan * 100000 + 7";
    let formula = crate::formula::Formula::parse(text).unwrap();
    let features = crate::formula::Features::new(&goal);
    let mut rng = Rng::new(7);
    let start = scramble(&goal, 30, &mut rng);
    let problem = Problem::new(start.clone(), goal.clone()).unwrap();
    let geometry = goal.geometry();
    for algorithm in [Algorithm::Greedy, Algorithm::AStar, Algorithm::IdaStar] {
        let solver = Solver::with_formula(request(algorithm, Heuristic::Manhattan), formula.clone(), &goal).unwrap();
        let mut search = solver.start(&problem);
        let mut seen = 0;
        while let Some(event) = search.step() {
            let h = formula.estimate(&features, &geometry.unpack(event.state)).unwrap();
            assert!(h > 65_535, "{algorithm:?}");
            assert_eq!(event.h, h, "{algorithm:?}");
            assert_eq!(
                event.f,
                f64::from(event.g) * if algorithm == Algorithm::Greedy { 0.0 } else { 1.0 } + f64::from(h)
            );
            for child in &event.children[..event.child_count] {
                assert_eq!(
                    child.h,
                    formula.estimate(&features, &geometry.unpack(child.state)).unwrap(),
                    "{algorithm:?}"
                );
            }
            seen += 1;
            if seen == 300 {
                break;
            }
        }
        assert!(seen > 10, "{algorithm:?}");
    }
}
