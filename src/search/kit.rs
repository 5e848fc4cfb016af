//! Your own best-first search (the kit): one loop — the A* family's
//! (`astar.rs`, row `best-first`) — that expands the open node of the
//! lowest priority first, the priority written by the user over g, h and
//! depth ([`crate::formula::Priority`]), with a tie rule
//! ([`super::TieBreak`]) and a visited table ([`super::VisitedKind`]).
//!
//! Which named search a priority is, is not guessed from its text: it is
//! decided by running both on the board at hand ([`equals`]), step by step,
//! and comparing what each expands, in order. `g + h` expands what A*
//! expands, `h` what greedy best-first does, `g + 2 * h` what weighted A*
//! with w = 2 does; with the same heuristic, tie rule and table.

use super::{start_with, Algorithm, Config, Search, Status};
use crate::formula::bound::JOB_WORK;
use crate::heuristic::GoalHeuristic;
use crate::problem::Problem;

/// The priority of a kit given none: A*'s.
pub const DEFAULT_PRIORITY: &str = "g + h";

/// Expansions [`equals`] compares at most: beyond them a search is named
/// only if both have ended alike before.
pub const EQUIVALENCE_STEPS: u64 = 20_000;

/// A named search that expanded, on one board, exactly what the kit did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Equivalent {
    /// The named search.
    pub algorithm: Algorithm,
    /// Its weight (weighted A*'s w; 1 for the others).
    pub weight: f64,
    /// Expansions compared (every one, when `complete`).
    pub steps: u64,
    /// Both searches ended within [`EQUIVALENCE_STEPS`], with the same path.
    pub complete: bool,
}

/// The first search of the catalogue (in menu order, the kit and the A
/// algorithm, which is A* by its code, left out) that expands the same
/// nodes in the same order as the kit set up by `config` on `problem`,
/// with the same heuristic, tie rule and visited table, up to
/// [`EQUIVALENCE_STEPS`] expansions or the end (fewer for a costly formula:
/// the comparisons evaluate it on at most [`JOB_WORK`] of work in all, so
/// the answer comes within about a second); weighted A* is tried with
/// the weight the priority gives h when it is worth g + w·h.
pub fn equals(problem: &Problem, config: &Config, estimator: &GoalHeuristic) -> Option<Equivalent> {
    equals_within(problem, config, estimator, EQUIVALENCE_STEPS)
}

/// [`equals`] comparing at most `limit` expansions.
pub fn equals_within(problem: &Problem, config: &Config, estimator: &GoalHeuristic, limit: u64) -> Option<Equivalent> {
    let kit = Config { algorithm: Algorithm::BestFirst, ..config.clone() };
    let weight = kit.priority.as_ref().and_then(|p| p.as_weights()).map_or(1.0, |(_, w)| w);
    // A priority without h is first compared with the searches that use none
    // (`g` is uniform cost before it is A* with h = 0), one with h with those that use one.
    let names_h = kit.priority.as_ref().is_none_or(|p| p.names_h());
    let mut candidates: Vec<Algorithm> =
        Algorithm::ALL.into_iter().filter(|&a| a != Algorithm::BestFirst && a != Algorithm::A).collect();
    candidates.sort_by_key(|a| a.uses_heuristic() != names_h);
    // A costly formula is evaluated on every board both searches generate:
    // the comparisons together do at most JOB_WORK of it (each at least one step).
    let budget = estimator.formula_work().saturating_add(JOB_WORK);
    candidates.into_iter().find_map(|algorithm| {
        // Weighted A* is compared at the priority's own weight; the others take none.
        let weighted = algorithm.parameter().is_some_and(|p| p.key == "weight");
        let weight = if weighted { weight } else { 1.0 };
        if weighted && !crate::limits::WEIGHTS.contains(&weight) {
            return None;
        }
        let named = Config { algorithm, parameter: weighted.then_some(weight), priority: None, ..kit.clone() };
        let (steps, complete) = same_expansions(
            start_with(problem, &kit, estimator.clone()),
            start_with(problem, &named, estimator.clone()),
            limit,
            || estimator.formula_work() <= budget,
        )?;
        Some(Equivalent { algorithm, weight, steps, complete })
    })
}

/// Steps both searches together: `Some((steps, complete))` when each step
/// expands the same state (and the same g) in both up to `limit` steps (or
/// until `within` says the job's formula work is spent, after one step at
/// least), and when both end, they end with the same status and path.
fn same_expansions(
    mut a: Box<dyn Search>,
    mut b: Box<dyn Search>,
    limit: u64,
    within: impl Fn() -> bool,
) -> Option<(u64, bool)> {
    let mut steps = 0;
    while steps < limit && (steps == 0 || within()) {
        match (a.step().cloned(), b.step().cloned()) {
            (None, None) => {
                let same = a.status() == b.status()
                    && a.solution().map(|s| &s.states) == b.solution().map(|s| &s.states)
                    && a.status() != Status::Running;
                return same.then_some((steps, true));
            }
            (Some(x), Some(y)) if x.state == y.state && x.g == y.g && x.kind == y.kind => steps += 1,
            _ => return None,
        }
    }
    Some((steps, false))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formula::Priority;
    use crate::heuristic::Heuristic;
    use crate::parse::{parse_board, parse_goal};
    use crate::search::{TieBreak, VisitedKind};

    /// The boards of the three equivalence tests: the hardest 8-puzzle, a
    /// middling one, one towards the spiral goal and a 4×4 board.
    const BOARDS: [(&str, &str); 4] = [
        ("8 6 7 2 5 4 3 0 1", "ordered"),
        ("2 3 4 1 5 0 7 6 8", "ordered"),
        ("2 8 3 1 0 4 7 6 5", "spiral"),
        ("5 1 2 3 9 6 7 4 13 10 11 8 0 14 15 12", "ordered"),
    ];

    fn problem(start: &str, goal: &str) -> Problem {
        let s = parse_board(start, None).unwrap();
        let g = parse_goal(goal, s.width(), s.height()).unwrap();
        Problem::new(s, g).unwrap()
    }

    /// Every expansion of `config`'s search to the end: (state, g, h), in order.
    fn expansions(problem: &Problem, config: &Config) -> (Vec<(u128, u32, u32)>, Option<usize>) {
        let mut search = crate::search::start(problem, config);
        let mut out = Vec::new();
        while let Some(event) = search.step() {
            out.push((event.state.0, event.g, event.h));
        }
        assert_eq!(search.status(), Status::Solved);
        (out, search.solution().map(|s| s.len()))
    }

    /// The kit with `priority` and `named` (at `weight`) expand the same
    /// nodes in the same order, with every tie rule, on every board;
    /// returns the expansions of the default rule, board by board.
    fn same_as(priority: &str, named: Algorithm, weight: f64) -> Vec<usize> {
        let mut counts = Vec::new();
        for (start, goal) in BOARDS {
            let problem = problem(start, goal);
            for tie in TieBreak::ALL {
                let base = Config { heuristic: Heuristic::Manhattan, tie, ..Config::default() };
                let kit = Config {
                    algorithm: Algorithm::BestFirst,
                    priority: Some(Priority::parse(priority).unwrap()),
                    ..base.clone()
                };
                let (ours, our_path) = expansions(&problem, &kit);
                let (theirs, their_path) =
                    expansions(&problem, &Config { algorithm: named, parameter: Some(weight), ..base });
                assert_eq!(ours, theirs, "{priority} against {named:?} on {start}, {tie:?}");
                assert_eq!(our_path, their_path);
                if tie == TieBreak::LargerG {
                    counts.push(ours.len());
                }
            }
        }
        counts
    }

    #[test]
    fn g_plus_h_expands_exactly_what_astar_expands() {
        assert_eq!(same_as("g + h", Algorithm::AStar, 1.0), [6_745, 315, 5, 10]);
        assert_eq!(same_as("h + g", Algorithm::AStar, 1.0), [6_745, 315, 5, 10]);
    }

    #[test]
    fn h_expands_exactly_what_greedy_expands() {
        assert_eq!(same_as("h", Algorithm::Greedy, 1.0), [54, 31, 5, 10]);
    }

    #[test]
    fn g_plus_2h_expands_exactly_what_weighted_astar_expands() {
        assert_eq!(same_as("g + 2 * h", Algorithm::WeightedAStar, 2.0), [401, 140, 5, 10]);
    }

    #[test]
    fn the_named_search_is_found_by_running_both() {
        let p = problem("8 6 7 2 5 4 3 0 1", "ordered");
        let named = |text: &str, heuristic: Heuristic, tie: TieBreak| {
            let config = Config {
                algorithm: Algorithm::BestFirst,
                heuristic,
                tie,
                priority: Some(Priority::parse(text).unwrap()),
                ..Config::default()
            };
            let estimator = heuristic.build(p.goal()).unwrap();
            equals(&p, &config, &estimator).map(|e| (e.algorithm, e.weight, e.steps, e.complete))
        };
        let m = Heuristic::Manhattan;
        assert_eq!(named("g + h", m, TieBreak::LargerG), Some((Algorithm::AStar, 1.0, 6_745, true)));
        assert_eq!(named("h", m, TieBreak::Fifo), Some((Algorithm::Greedy, 1.0, 100, true)));
        assert_eq!(named("g + 2 * h", m, TieBreak::LargerG), Some((Algorithm::WeightedAStar, 2.0, 401, true)));
        assert_eq!(
            named("depth + 1.5 * h", m, TieBreak::LargerG).map(|e| (e.0, e.1)),
            Some((Algorithm::WeightedAStar, 1.5))
        );
        assert_eq!(named("max(g, h)", m, TieBreak::LargerG), None);
        assert_eq!(named("g + h + abs(h - 3)", m, TieBreak::LargerG), None);
        // With every g alike in a level, `g` expands as BFS does until BFS's goal test on generation ends it first.
        assert_eq!(
            named("g", Heuristic::Zero, TieBreak::LargerG),
            Some((Algorithm::Bfs, 1.0, EQUIVALENCE_STEPS, false))
        );
    }

    /// Issue 25: the comparison of a kit searching with a costly formula
    /// evaluates it within the job's work (counted, not timed), and a cheap
    /// formula is compared as far as a built-in.
    #[test]
    fn the_comparison_bounds_a_costly_formulas_work() {
        use crate::formula::{bound, Formula};
        let p = problem("5 1 2 3 9 6 7 4 13 10 11 8 0 14 15 12", "ordered");
        let kit = |text: &str| Config {
            algorithm: Algorithm::BestFirst,
            heuristic: Heuristic::Zero,
            priority: Some(Priority::parse(text).unwrap()),
            ..Config::default()
        };
        // A double sum worth 0 on every board (about 900 steps a board on 4×4): A* with it
        // is uniform cost, far from the end in 20,000 steps on a board 80 moves away.
        let costly = Formula::parse("sum(a in tiles: sum(b in tiles: d(a) > 99))").unwrap();
        let cost = bound::board_cost(costly.expr(), 16);
        assert_eq!(cost, 1 + 15 * (1 + 15 * 4) + 16);
        let far = problem("0 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1", "ordered");
        let estimator = GoalHeuristic::from_formula(costly.clone(), far.goal());
        let same = equals(&far, &kit("g + h"), &estimator).unwrap();
        // It is A* (the first search compared) for as many steps as the work allows, and not complete.
        assert_eq!(same.algorithm, Algorithm::AStar);
        assert!(!same.complete && same.steps > 0 && same.steps < EQUIVALENCE_STEPS, "{same:?}");
        // Every search compared after the budget is spent takes one step at most (its root and
        // 4 children in both searches): the work stays within JOB_WORK and those steps.
        let candidates = Algorithm::ALL.len() as u64;
        let slack = candidates * 2 * 5 * cost;
        assert!(estimator.formula_work() <= JOB_WORK + slack, "{} > {}", estimator.formula_work(), JOB_WORK + slack);
        assert!(estimator.formula_work() > JOB_WORK / 2);
        // A cheap formula is compared to the end, as the built-in it equals.
        let cheap = GoalHeuristic::from_formula(Formula::parse("manhattan").unwrap(), p.goal());
        let with_formula = equals(&p, &kit("g + h"), &cheap).map(|e| (e.algorithm, e.steps, e.complete));
        assert_eq!(with_formula, Some((Algorithm::AStar, 10, true)));
    }

    #[test]
    fn a_priority_without_h_needs_no_heuristic_and_depth_first_stays_small() {
        let p = problem("8 6 7 2 5 4 3 0 1", "ordered");
        let kit = |text: &str, visited: VisitedKind| Config {
            algorithm: Algorithm::BestFirst,
            visited,
            priority: Some(Priority::parse(text).unwrap()),
            ..Config::default()
        };
        // -depth: each level holds one depth, filed at one slot (no array as long as the depth).
        let mut search = crate::search::solve(&p, &kit("-depth", VisitedKind::Auto));
        assert_eq!(search.status(), Status::Solved);
        let c = search.counters();
        assert_eq!((search.solution().unwrap().len(), c.expanded, c.generated), (40_757, 44_185, 122_800));
        assert!(!search.solution().unwrap().optimal);
        assert!(search.step().is_none());
        // `g` alone calls its path shortest.
        let search = crate::search::solve(&p, &kit("g", VisitedKind::Auto));
        assert_eq!(search.solution().map(|s| (s.len(), s.optimal)), Some((31, true)));
    }
}
