//! The board sizes the engine takes, in the order a menu lists them, each
//! with the search that suits it by default and a start board to show.
//!
//! The page's Size menu is built from [`sizes`], so a size the engine
//! takes is never missing from it (a 25-tile board typed in the field used
//! to leave the menu blank), and the default search of a size is decided
//! here once: breadth-first search where the whole state space is small
//! enough to sweep (at most 9 cells, 181,440 states), IDA* with linear
//! conflict beyond, where BFS and A* run out of memory.

use crate::board::{Board, MAX_SIDE, MIN_SIDE};
use crate::goal;
use crate::heuristic::Heuristic;
use crate::random::{scramble, Rng};
use crate::search::Algorithm;
use crate::state_space::MAX_CELLS;

/// The longest walk from the goal a size's default start takes (fewer
/// moves on small boards, four a cell): far enough that the search has
/// work to show, near enough that the default search finishes in moments.
pub const START_WALK: usize = 30;

/// The seed of every default start, so the page shows the same board each time.
const START_SEED: u64 = 1225;

/// A size as the Size menu lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Size {
    /// Cells in a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The algorithm a new board of this size starts with ([`default_search`]).
    pub algorithm: Algorithm,
    /// Its heuristic.
    pub heuristic: Heuristic,
    /// A start board ([`default_start`]).
    pub start: Board,
}

/// Every `width × height` with sides `MIN_SIDE..=MAX_SIDE`: the squares
/// first, smallest first, then the rectangles by cells, wider first.
pub fn sizes() -> Vec<Size> {
    let sides = MIN_SIDE..=MAX_SIDE;
    let mut all: Vec<(usize, usize)> = sides.clone().flat_map(|w| sides.clone().map(move |h| (w, h))).collect();
    all.sort_by_key(|&(w, h)| (w != h, w * h, std::cmp::Reverse(w)));
    all.into_iter()
        .map(|(width, height)| {
            let (algorithm, heuristic) = default_search(width * height);
            Size { width, height, algorithm, heuristic, start: default_start(width, height) }
        })
        .collect()
}

/// The search a board of `cells` cells starts with: BFS up to
/// [`MAX_CELLS`] (it sweeps the whole space in a fraction of a second and
/// is the first search a class meets), IDA* with linear conflict beyond
/// (it holds only its path, so a 15- or 24-puzzle never runs out of memory).
pub fn default_search(cells: usize) -> (Algorithm, Heuristic) {
    if cells <= MAX_CELLS {
        (Algorithm::Bfs, Heuristic::Manhattan)
    } else {
        (Algorithm::IdaStar, Heuristic::LinearConflict)
    }
}

/// A fixed board of this size: the ordered goal walked [`START_WALK`]
/// moves (at most four a cell) from a fixed seed.
pub fn default_start(width: usize, height: usize) -> Board {
    let goal = goal::named("ordered", width, height).expect("every size of sizes() has the ordered goal");
    scramble(&goal, START_WALK.min(4 * width * height), &mut Rng::new(START_SEED))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Problem, Status};
    use crate::solver::{self, Request};

    #[test]
    fn every_size_in_menu_order() {
        let names: Vec<String> = sizes().iter().map(|s| format!("{}x{}", s.width, s.height)).collect();
        assert_eq!(
            names,
            [
                "2x2", "3x3", "4x4", "5x5", "3x2", "2x3", "4x2", "2x4", "5x2", "2x5", "4x3", "3x4", "5x3", "3x5",
                "5x4", "4x5"
            ]
        );
    }

    #[test]
    fn small_boards_start_with_bfs_large_ones_with_idastar() {
        for s in sizes() {
            let want = if s.width * s.height <= 9 { Algorithm::Bfs } else { Algorithm::IdaStar };
            assert_eq!(s.algorithm, want, "{}×{}", s.width, s.height);
        }
    }

    #[test]
    fn every_default_start_is_solved_by_its_default_search() {
        for s in sizes() {
            let goal = goal::named("ordered", s.width, s.height).unwrap();
            assert_ne!(s.start, goal);
            let problem = Problem::new(s.start.clone(), goal).unwrap();
            let request = Request { algorithm: s.algorithm, heuristic: s.heuristic, ..Request::default() };
            let outcome = solver::solve(&problem, &request).unwrap();
            assert_eq!(outcome.status, Status::Solved, "{}×{}", s.width, s.height);
        }
    }
}
