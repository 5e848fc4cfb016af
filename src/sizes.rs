//! The board sizes the engine takes, in the order a menu lists them, each
//! with the search that suits it by default, a start board to show, and the
//! facts of its state space the page decides by: whether it is small enough
//! to sweep whole, how far its farthest board lies, how deep Shuffle goes
//! and whether a thumbnail shows its digits. The page keeps none of these
//! rules of its own (www/engine/catalogue.js `sizeFacts`).
//!
//! The page's Size menu is built from [`sizes`], so a size the engine
//! takes is never missing from it (a 25-tile board typed in the field used
//! to leave the menu blank), and the default search and start board of a
//! size are decided here once: the page opens on the 3×3 row (its board and
//! its search, A* with Manhattan distance), a size chosen in the menu loads
//! that size's row, and a link that leaves a search out falls back to the
//! 3×3 row's. A* with Manhattan distance where the whole state space is
//! small enough to sweep (at most 9 cells, 181,440 states), IDA* with
//! linear conflict beyond, where BFS and A* run out of memory.

use crate::board::{Board, MAX_SIDE, MIN_SIDE};
use crate::goal;
use crate::heuristic::Heuristic;
use crate::parse::parse_board;
use crate::random::{scramble, Rng};
use crate::search::Algorithm;
use crate::state_space::MAX_CELLS;

/// The farthest any board lies from the ordered goal, in moves, for the
/// sizes whose whole state space the engine sweeps (one backward BFS of
/// [`crate::state_space::distances`]; the test `farthest_is_what_the_sweep_finds`
/// runs it). Larger sizes have none here: the engine cannot sweep them (the
/// 4×4's 80 is known from the literature, not from this engine).
const FARTHEST: [((usize, usize), u8); 6] =
    [((2, 2), 6), ((3, 3), EIGHT_FARTHEST), ((3, 2), 21), ((2, 3), 21), ((4, 2), 36), ((2, 4), 36)];

/// The 8-puzzle's farthest distance from the ordered goal: 31 moves (two boards).
const EIGHT_FARTHEST: u8 = 31;

/// The Shuffle field's top on a small board: the 8-puzzle's farthest
/// distance. The page has always offered it on every small size (2×2
/// and the small rectangles too, whose own farthest differ: [`FARTHEST`]).
const SMALL_SHUFFLE_MAX: usize = EIGHT_FARTHEST as usize;

/// The Shuffle field's top on a board too large to sweep: a random walk's
/// length, not a distance.
const LARGE_SHUFFLE_MAX: usize = 200;

/// The longest walk from the goal a size's default start takes (fewer
/// moves on small boards, four a cell): far enough that the search has
/// work to show, near enough that the default search finishes in moments.
pub const START_WALK: usize = 30;

/// The seed of every default start, so the page shows the same board each time.
const START_SEED: u64 = 1225;

/// The sizes whose start is a fixed board, as the page's Start field shows
/// it (the Preset menu names it too: a start equal to a preset's text
/// selects that preset): the 3×3 board the page opens on, POJ 1077's
/// sample, and a 20-move 15-puzzle that IDA* with linear conflict solves
/// in moments.
/// The other sizes start from a walk ([`default_start`]).
const FIXED_STARTS: [((usize, usize), &str); 2] =
    [((3, 3), "2 3 4 1 5 x 7 6 8"), ((4, 4), "5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14")];

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
    /// The start as the page's Start field shows it: the fixed board's own
    /// text ([`FIXED_STARTS`]), else the rows separated by ` / `, tiles by
    /// spaces, blank `0` (a rectangle's rows must be written out).
    pub start_text: String,
    /// Whether the whole state space is small enough to sweep (at most
    /// [`MAX_CELLS`] cells): exact distances for every board, so Shuffle
    /// draws a board exactly that far, and Explain counts the space and
    /// maps it. Beyond, Shuffle walks at random and Explain says the board
    /// is too large.
    pub small: bool,
    /// The farthest distance from the ordered goal, in moves, where the
    /// engine knows it exactly ([`FARTHEST`]: the small sizes); `None` beyond.
    pub farthest: Option<u8>,
    /// The largest depth the Shuffle field offers: [`SMALL_SHUFFLE_MAX`] on
    /// a small board, [`LARGE_SHUFFLE_MAX`] beyond.
    pub shuffle_max: usize,
    /// Whether the little boards of thumbnails (the expansion's children,
    /// the solution's strip, the quiz's choices) show their tiles' digits:
    /// only on small boards, where a thumbnail's tile is big enough to read
    /// one. The big board's font is a size larger on them too.
    pub thumbnail_digits: bool,
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
            let small = width * height <= MAX_CELLS;
            let farthest = FARTHEST.iter().find(|&&(size, _)| size == (width, height)).map(|&(_, d)| d);
            let shuffle_max = if small { SMALL_SHUFFLE_MAX } else { LARGE_SHUFFLE_MAX };
            let start = default_start(width, height);
            let start_text = match fixed_start(width, height) {
                Some(text) => text.to_string(),
                None => rows_text(&start),
            };
            Size {
                width,
                height,
                algorithm,
                heuristic,
                start,
                start_text,
                small,
                farthest,
                shuffle_max,
                thumbnail_digits: small,
            }
        })
        .collect()
}

/// The search a board of `cells` cells starts with: A* with Manhattan
/// distance up to [`MAX_CELLS`] (an informed search that finishes at once:
/// the page opens on it, "Ready: A* with Manhattan distance."), IDA* with
/// linear conflict beyond (it holds only its path, so a 15- or 24-puzzle
/// never runs out of memory).
pub fn default_search(cells: usize) -> (Algorithm, Heuristic) {
    if cells <= MAX_CELLS {
        (Algorithm::AStar, Heuristic::Manhattan)
    } else {
        (Algorithm::IdaStar, Heuristic::LinearConflict)
    }
}

/// The fixed start of this size, as its text, if it has one ([`FIXED_STARTS`]).
fn fixed_start(width: usize, height: usize) -> Option<&'static str> {
    FIXED_STARTS.iter().find(|&&(size, _)| size == (width, height)).map(|&(_, text)| text)
}

/// A board's rows separated by ` / `, tiles by spaces, blank `0`.
fn rows_text(board: &Board) -> String {
    let rows: Vec<String> = board
        .tiles()
        .chunks(board.width())
        .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    rows.join(" / ")
}

/// A fixed board of this size: its board of [`FIXED_STARTS`], else the
/// ordered goal walked [`START_WALK`] moves (at most four a cell) from a
/// fixed seed.
pub fn default_start(width: usize, height: usize) -> Board {
    if let Some(text) = fixed_start(width, height) {
        return parse_board(text, Some((width, height))).expect("every fixed start is a board of its size");
    }
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
    fn small_boards_start_with_astar_large_ones_with_idastar() {
        for s in sizes() {
            let want = if s.small {
                (Algorithm::AStar, Heuristic::Manhattan)
            } else {
                (Algorithm::IdaStar, Heuristic::LinearConflict)
            };
            assert_eq!((s.algorithm, s.heuristic), want, "{}×{}", s.width, s.height);
        }
    }

    /// The page opens on the 3×3 row: POJ 1077's sample, as the field shows
    /// it; the 15-puzzle starts on a 20-move board; the others on a walk.
    #[test]
    fn fixed_starts_and_their_texts() {
        let row = |w: usize, h: usize| sizes().into_iter().find(|s| (s.width, s.height) == (w, h)).unwrap();
        let eight = row(3, 3);
        assert_eq!(eight.start_text, "2 3 4 1 5 x 7 6 8");
        assert_eq!(eight.start.tiles(), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
        assert_eq!(row(4, 4).start_text, "5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14");
        let two = row(3, 2);
        assert_eq!(two.start_text, rows_text(&two.start));
        assert_eq!(two.start_text.split(" / ").count(), 2);
    }

    /// The facts the page decides by, as exact values: the 8-puzzle is small
    /// and 31 moves deep at most, the 15-puzzle is neither swept nor measured.
    #[test]
    fn each_size_says_whether_it_is_small_and_how_far_its_farthest_board_lies() {
        let facts = |w: usize, h: usize| {
            let s = sizes().into_iter().find(|s| (s.width, s.height) == (w, h)).unwrap();
            (s.small, s.farthest, s.shuffle_max, s.thumbnail_digits)
        };
        assert_eq!(facts(3, 3), (true, Some(31), 31, true));
        assert_eq!(facts(2, 2), (true, Some(6), 31, true));
        assert_eq!(facts(3, 2), (true, Some(21), 31, true));
        assert_eq!(facts(2, 4), (true, Some(36), 31, true));
        assert_eq!(facts(4, 4), (false, None, 200, false));
        assert_eq!(facts(5, 2), (false, None, 200, false));
        assert_eq!(facts(5, 5), (false, None, 200, false));
        let small: Vec<String> =
            sizes().iter().filter(|s| s.small).map(|s| format!("{}x{}", s.width, s.height)).collect();
        assert_eq!(small, ["2x2", "3x3", "3x2", "2x3", "4x2", "2x4"]);
    }

    /// Every farthest distance of the table is the one a sweep of the whole
    /// space from the ordered goal finds (the 8-puzzle's 31: two boards).
    #[test]
    fn farthest_is_what_the_sweep_finds() {
        for s in sizes().into_iter().filter(|s| s.small) {
            let goal = goal::named("ordered", s.width, s.height).unwrap();
            let table = crate::state_space::distances(&goal).unwrap();
            let histogram = crate::state_space::histogram(&table);
            let swept = (histogram.len() - 1) as u8;
            assert_eq!(s.farthest, Some(swept), "{}×{}", s.width, s.height);
            if (s.width, s.height) == (3, 3) {
                assert_eq!(histogram.last(), Some(&2));
            }
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
