//! Nilsson's sequence score (Nilsson 1971, *Problem-Solving Methods in
//! Artificial Intelligence*; 人工智能及其应用's h(n) = P(n) + 3S(n)): the
//! textbooks' example of a heuristic that is not admissible and yet finds
//! paths fast. It is defined for one goal, the 3×3 spiral 1 2 3 / 8 _ 4 /
//! 7 6 5 (codevs 1225's 123804765), whose tiles go round the border
//! clockwise in order with the blank in the centre:
//!
//! - P(n), the sum of every tile's distance to its goal cell (Manhattan);
//! - S(n), the sequence score: going clockwise round the eight border
//!   cells, 2 for every tile that is not followed by its successor (1 by
//!   2, …, 8 by 1; a blank that follows counts as the wrong tile), 0 for
//!   every other tile, and 1 if a tile stands in the centre;
//! - h(n) = P(n) + 3 S(n).
//!
//! It overestimates (one move from the goal it already says 10), so A* with
//! it is not promised a shortest path: the catalogue marks it not
//! admissible, and no view calls it admissible or says it dominates.

use super::estimate::{BoardEstimate, Estimate, STEP_CELLS};
use super::tile_sum::TileSum;
use crate::board::Board;

/// The 3×3 border cells in clockwise order from the top-left corner.
const RING: [usize; 8] = [0, 1, 2, 5, 8, 7, 6, 3];
/// The centre cell.
const CENTRE: usize = 4;

/// Nilsson's sequence score towards the 3×3 spiral goal.
#[derive(Clone, Debug)]
pub struct Nilsson {
    manhattan: TileSum<STEP_CELLS>,
}

impl Nilsson {
    /// The score towards `goal`, which must be the 3×3 spiral goal (the
    /// catalogue's row says so: [`crate::heuristic::Heuristic::fits_goal`]).
    pub fn new(goal: &Board) -> Nilsson {
        assert_eq!(
            goal.tiles(),
            [1, 2, 3, 8, 0, 4, 7, 6, 5],
            "Nilsson's sequence score is defined for the 3×3 spiral goal"
        );
        Nilsson { manhattan: TileSum::manhattan(goal) }
    }

    /// As its row builds it ([`crate::heuristic::HeuristicRow::board`]).
    pub fn boxed(goal: &Board) -> Box<dyn BoardEstimate> {
        Box::new(Nilsson::new(goal))
    }

    /// S(n), the sequence score of a 3×3 board.
    pub fn sequence(tiles: &[u8]) -> u32 {
        let centre = (tiles[CENTRE] != 0) as u32;
        let ring: u32 = (0..8)
            .map(|k| {
                let (tile, next) = (tiles[RING[k]], tiles[RING[(k + 1) % 8]]);
                if tile != 0 && next != tile % 8 + 1 {
                    2
                } else {
                    0
                }
            })
            .sum();
        centre + ring
    }
}

impl BoardEstimate for Nilsson {
    fn estimate(&self, tiles: &[u8]) -> u32 {
        self.manhattan.root(tiles).0 + 3 * Nilsson::sequence(tiles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::heuristic::{GoalHeuristic, Heuristic};
    use crate::parse::parse_board;
    use crate::problem::Problem;
    use crate::rank::unrank;
    use crate::search::{self, Algorithm, Config};
    use crate::state_space::{distances, UNREACHABLE};

    fn h(board: &str) -> u32 {
        let b = parse_board(board, None).unwrap();
        Nilsson::new(&named("spiral", 3, 3).unwrap()).estimate(b.tiles())
    }

    /// Values worked out by hand: P, then S going round from the top-left corner.
    #[test]
    fn values_on_fixed_boards() {
        assert_eq!(h("1 2 3 8 0 4 7 6 5"), 0);
        // Heyes-Jones's example, _ A C / H B D / G F E with A … H = 1 … 8:
        // P = 1 (1 one left of home) + 1 (2 in the centre, one below) = 2;
        // S = 1 (a tile in the centre) + 2 (1 is followed by 3) + 2 (8 by
        // the blank) = 5; h = 2 + 3 × 5 = 17.
        assert_eq!(h("0 1 3 8 2 4 7 6 5"), 17);
        // One move from the goal, 4 slid into the centre: P = 1; S = 1
        // (centre) + 2 (3 followed by the blank) = 3; h = 1 + 9 = 10 > 1.
        assert_eq!(h("1 2 3 8 4 0 7 6 5"), 10);
        // Nilsson's start 2 8 3 / 1 6 4 / 7 _ 5 (5 moves): P = 1 + 2 + 1 + 1
        // (2, 8, 1, 6) = 5; S = 1 (6 in the centre) + 2 (2 then 8) + 2 (8
        // then 3) + 2 (5 then the blank) + 2 (7 then 1) = 9; h = 5 + 27 = 32.
        assert_eq!(h("2 8 3 1 6 4 7 0 5"), 32);
        assert_eq!(Nilsson::sequence(&[2, 8, 3, 1, 6, 4, 7, 0, 5]), 9);
    }

    /// Not admissible: against the true distances of every reachable state
    /// of the 3×3 puzzle towards the spiral goal, how many states it
    /// overestimates, exactly, and where it is exact.
    #[test]
    fn overestimates_counted_on_every_3x3_state() {
        let goal = named("spiral", 3, 3).unwrap();
        let table = distances(&goal).unwrap();
        let nilsson = GoalHeuristic::new(Heuristic::Nilsson, &goal);
        let g = goal.geometry();
        let (mut states, mut over, mut exact, mut most) = (0u32, 0u32, 0u32, 0u32);
        for (r, &d) in table.iter().enumerate() {
            if d == UNREACHABLE {
                continue;
            }
            let v = nilsson.estimate(g.pack(&unrank(r as u64, 9)));
            states += 1;
            over += (v > d as u32) as u32;
            exact += (v == d as u32) as u32;
            most = most.max(v);
        }
        // Above the true distance on all but 4 states (the goal, where it is
        // 0, among the 3 where it is exact); at most 72. (Counted too by a
        // separate script, its own BFS and its own score.)
        assert_eq!((states, over, exact, most), (181_440, 181_436, 3, 72));
    }

    /// Defined for the 3×3 spiral goal only: elsewhere the catalogue says why.
    #[test]
    fn other_goals_and_sizes_are_refused_with_a_sentence() {
        let spiral = named("spiral", 3, 3).unwrap();
        assert!(Heuristic::Nilsson.fits_goal(&spiral));
        for (name, w, h) in [("ordered", 3, 3), ("blank-first", 3, 3), ("spiral", 4, 4), ("spiral", 2, 3)] {
            let goal = named(name, w, h).unwrap();
            assert!(!Heuristic::Nilsson.fits_goal(&goal), "{name} {w}×{h}");
            assert_eq!(
                Heuristic::Nilsson.build(&goal).unwrap_err(),
                "nilsson: defined only for the 3×3 spiral goal 1 2 3 / 8 0 4 / 7 6 5"
            );
        }
    }

    /// A* with it on fixed boards (each solvable towards the spiral goal):
    /// the path's length beside the shortest (the true distance), never
    /// called optimal, and its expansions beside Manhattan distance's,
    /// pinned. Nilsson's own start and codevs 1225's sample come out
    /// shortest; the last two boards show it fast and long: 39 expansions
    /// where Manhattan distance takes 309, for 26 moves where 22 do.
    #[test]
    fn astar_expansions_on_fixed_boards() {
        let goal = named("spiral", 3, 3).unwrap();
        let table = distances(&goal).unwrap();
        let mut seen = Vec::new();
        for board in ["2 8 3 1 6 4 7 0 5", "2 8 3 1 0 4 7 6 5", "5 6 7 4 0 8 3 2 1", "8 5 2 6 7 4 0 3 1"] {
            let start = parse_board(board, None).unwrap();
            let shortest = table[crate::rank::rank(start.tiles()) as usize];
            let problem = Problem::new(start, goal.clone()).unwrap();
            let run = |heuristic| {
                let config = Config { algorithm: Algorithm::AStar, heuristic, ..Config::default() };
                let search = search::solve(&problem, &config);
                let solution = search.solution().expect("solved").clone();
                (solution, search.counters().expanded)
            };
            let (solution, expanded) = run(Heuristic::Nilsson);
            assert!(!solution.optimal, "{board}");
            let (manhattan, manhattan_expanded) = run(Heuristic::Manhattan);
            assert_eq!(manhattan.len(), shortest as usize, "{board}");
            seen.push((solution.len(), shortest, expanded, manhattan_expanded));
        }
        assert_eq!(seen, [(5, 5, 5, 5), (4, 4, 4, 4), (30, 30, 72, 2_263), (26, 22, 39, 309)]);
    }
}
