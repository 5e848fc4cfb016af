//! Which other named goals a board can reach, and how far each is.
//!
//! The first board many students type, `283104765` (codevs 1225 / Luogu
//! P1379), cannot reach the page's default goal: its problem wants the
//! spiral. Half of all boards cannot reach a given goal, but a board that
//! misses one named goal often reaches another, so the page says which, and
//! how many moves away, and offers the switch instead of a bare "unsolvable".

use crate::board::Board;
use crate::goal;
use crate::heuristic::Heuristic;
use crate::limits::mib;
use crate::problem::{Problem, Status};
use crate::search::Algorithm;
use crate::solver::{self, Request};
use crate::state_space::MAX_CELLS;

/// Expansions the distance of a board over [`MAX_CELLS`] cells may take
/// (IDA* with linear conflict): well under a second in wasm, where it holds
/// up the page's checks worker (every field's check) meanwhile. A board
/// farther than that gets no distance, only "solvable".
pub const DISTANCE_NODES: u64 = 200_000;

/// A named goal the board can reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherGoal {
    /// Its name, one of [`goal::NAMES`].
    pub name: &'static str,
    /// The shortest number of moves to it: always known on boards of at
    /// most [`MAX_CELLS`] cells; on larger ones `None` when finding it would
    /// take more than [`DISTANCE_NODES`] expansions.
    pub moves: Option<usize>,
}

/// The named goals other than `chosen` (by tiles: a typed goal equal to a
/// named one is that one) that `start` can reach, each with its distance,
/// nearest first (those without a distance last; ties in [`goal::NAMES`]
/// order), so the first is the one to offer. Empty when the sizes differ.
///
/// ```
/// use npuzzle::goal::named;
/// use npuzzle::other_goals::{other_goals, OtherGoal};
/// use npuzzle::parse::parse_board;
///
/// let start = parse_board("283104765", None).unwrap();
/// let ordered = named("ordered", 3, 3).unwrap();
/// assert_eq!(other_goals(&start, &ordered), vec![OtherGoal { name: "spiral", moves: Some(4) }]);
/// ```
pub fn other_goals(start: &Board, chosen: &Board) -> Vec<OtherGoal> {
    let (width, height) = (start.width(), start.height());
    if (chosen.width(), chosen.height()) != (width, height) {
        return Vec::new();
    }
    let mut found: Vec<OtherGoal> = goal::NAMES
        .iter()
        .filter_map(|&name| {
            let target = goal::named(name, width, height)?;
            if target.tiles() == chosen.tiles() {
                return None;
            }
            let problem = Problem::new(start.clone(), target).ok()?;
            if !problem.solvability().solvable {
                return None;
            }
            Some(OtherGoal { name, moves: distance(&problem) })
        })
        .collect();
    found.sort_by_key(|g| g.moves.unwrap_or(usize::MAX));
    found
}

/// The shortest distance of a solvable problem, within the budget: A* with
/// Manhattan distance on small boards, which expands each of the at most
/// 9!/2 states once, so it always finishes; IDA* beyond, which holds only
/// its path, stopped after [`DISTANCE_NODES`] expansions.
fn distance(problem: &Problem) -> Option<usize> {
    let small = problem.start().cells() <= MAX_CELLS;
    let request = Request {
        algorithm: if small { Algorithm::AStar } else { Algorithm::IdaStar },
        heuristic: if small { Heuristic::Manhattan } else { Heuristic::LinearConflict },
        node_budget: if small { u64::MAX } else { DISTANCE_NODES },
        memory_budget: mib(64),
        ..Request::default()
    };
    let outcome = solver::solve(problem, &request).ok()?;
    match outcome.status {
        Status::Solved => outcome.solution.map(|s| s.len()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::parse::parse_board;

    fn others(start: &str, chosen: &str) -> Vec<OtherGoal> {
        let start = parse_board(start, None).unwrap();
        other_goals(&start, &named(chosen, start.width(), start.height()).unwrap())
    }

    #[test]
    fn the_codevs_sample_is_four_moves_from_the_spiral() {
        assert_eq!(others("283104765", "ordered"), vec![OtherGoal { name: "spiral", moves: Some(4) }]);
        // From the spiral goal, ordered and the others are out of reach.
        assert_eq!(others("283104765", "spiral"), vec![]);
    }

    #[test]
    fn a_solvable_board_lists_the_other_reachable_goals_too() {
        // POJ 1077's sample: 19 moves to ordered; blank-first and reverse share
        // its parity, nearest first.
        assert_eq!(
            others("2 3 4 1 5 x 7 6 8", "ordered"),
            vec![OtherGoal { name: "blank-first", moves: Some(19) }, OtherGoal { name: "reverse", moves: Some(27) }]
        );
    }

    #[test]
    fn large_boards_give_a_distance_only_within_the_budget() {
        // Sam Loyd's 14-15 reaches blank-first and reverse, both farther than
        // the budget of IDA* expansions: solvable, without a distance.
        let loyd = others("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", "ordered");
        assert_eq!(
            loyd,
            vec![OtherGoal { name: "blank-first", moves: None }, OtherGoal { name: "reverse", moves: None }]
        );
        // One move from blank-first: found at once.
        let near = others("1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "ordered");
        assert!(near.contains(&OtherGoal { name: "blank-first", moves: Some(1) }), "{near:?}");
    }

    #[test]
    fn sizes_that_differ_give_nothing() {
        let start = parse_board("283104765", None).unwrap();
        assert_eq!(other_goals(&start, &named("ordered", 4, 4).unwrap()), vec![]);
    }
}
