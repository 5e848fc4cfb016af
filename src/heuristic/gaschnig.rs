//! Gaschnig's heuristic (Gaschnig 1979; Russell & Norvig, exercise 3.31,
//! "a tile can move from square A to square B if B is blank"): the exact
//! number of moves of the relaxed puzzle in which any tile may jump into
//! the blank, wherever they are. Each such move swaps the blank with a tile.
//!
//! Exactly: while the blank is not on its goal cell, swap it with the tile
//! whose goal cell it stands on (one tile home per move); when it is home
//! and tiles are still misplaced, swap it with one of them first (a move
//! that puts no tile home). Counted on the permutation's cycles (cell →
//! goal cell of the tile standing there): the blank's cycle of k cells
//! takes k − 1 moves, every other cycle of k ≥ 2 cells k + 1, so
//!
//! h = misplaced tiles + cycles of two or more cells that the blank is not in.
//!
//! A real move is also a relaxed one, so h is admissible and consistent
//! (one move changes it by at most one), and it is never below misplaced
//! tiles; it and Manhattan distance do not dominate each other.

use super::estimate::{goal_cells, BoardEstimate, STEP_CELLS};
use crate::board::Board;

/// Gaschnig's heuristic for one goal: each tile's goal cell.
#[derive(Clone, Debug)]
pub struct Gaschnig {
    goal_cell: Vec<usize>,
}

impl Gaschnig {
    /// The heuristic towards `goal` (any board of at most 25 cells).
    pub fn new(goal: &Board) -> Gaschnig {
        let (goal_cell, _, _) = goal_cells::<STEP_CELLS>(goal);
        Gaschnig { goal_cell: goal_cell[..goal.cells()].to_vec() }
    }

    /// As its row builds it ([`crate::heuristic::HeuristicRow::board`]).
    pub fn boxed(goal: &Board) -> Box<dyn BoardEstimate> {
        Box::new(Gaschnig::new(goal))
    }
}

impl BoardEstimate for Gaschnig {
    fn estimate(&self, tiles: &[u8]) -> u32 {
        let n = tiles.len();
        let mut seen = [false; STEP_CELLS];
        let (mut misplaced, mut cycles) = (0u32, 0u32);
        for start in 0..n {
            // Fixed points (a tile at home, or the blank at home) cost nothing.
            if seen[start] || self.goal_cell[tiles[start] as usize] == start {
                continue;
            }
            let (mut cell, mut blank_in) = (start, false);
            while !seen[cell] {
                seen[cell] = true;
                let tile = tiles[cell];
                if tile == 0 {
                    blank_in = true;
                } else {
                    misplaced += 1;
                }
                cell = self.goal_cell[tile as usize];
            }
            cycles += !blank_in as u32;
        }
        misplaced + cycles
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::{named, NAMES};
    use crate::heuristic::{GoalHeuristic, Heuristic};
    use crate::parse::parse_board;
    use crate::rank::{rank, unrank};
    use crate::search::{self, Algorithm, Config};
    use crate::state_space::{distances, UNREACHABLE};

    fn h(board: &str, goal: &str) -> u32 {
        let b = parse_board(board, None).unwrap();
        Gaschnig::new(&named(goal, b.width(), b.height()).unwrap()).estimate(b.tiles())
    }

    /// Values worked out by hand, swap by swap.
    #[test]
    fn values_on_fixed_boards() {
        // The goal: nothing to swap.
        assert_eq!(h("1 2 3 4 5 6 7 8 0", "ordered"), 0);
        // The blank and 8 swapped: one cycle with the blank, 1 move.
        assert_eq!(h("1 2 3 4 5 6 7 0 8", "ordered"), 1);
        // 1 and 2 swapped, the blank home: the blank takes 2's place (1),
        // 1 goes home (2), 2 goes home (3). Misplaced 2 + one cycle.
        assert_eq!(h("2 1 3 4 5 6 7 8 0", "ordered"), 3);
        // R&N figure 3.28 (blank first): tiles 7 2 4 / 5 _ 6 / 8 3 1, 8 misplaced.
        // Cycles (cell → goal cell of its tile): 0→7→3→5→6→8→1→2→4→0 holds
        // every cell, the blank's among them: 8 moves, as many as misplaced.
        assert_eq!(h("7 2 4 5 0 6 8 3 1", "blank-first"), 8);
        // 2 8 3 / 1 6 4 / 7 _ 5 towards the spiral 1 2 3 / 8 _ 4 / 7 6 5
        // (Nilsson's example): misplaced 1, 2, 6, 8 = 4; cycles 0→1→3→0
        // (tiles 2, 8, 1) and 4→7→4 (6 and the blank): one without the blank.
        assert_eq!(h("2 8 3 1 6 4 7 0 5", "spiral"), 5);
        // Three cycles of two tiles, the blank home: 6 misplaced + 3.
        assert_eq!(h("2 1 4 3 6 5 7 8 0", "ordered"), 9);
    }

    /// The exact value of the relaxed puzzle: a breadth-first search over
    /// all 9! arrangements where a move swaps the blank with any tile, from
    /// each goal, agrees with the formula on every arrangement.
    #[test]
    fn equals_the_relaxed_puzzles_distance_on_every_arrangement() {
        for name in NAMES {
            let goal = named(name, 3, 3).unwrap();
            let gaschnig = Gaschnig::new(&goal);
            let mut dist = vec![u8::MAX; 362_880];
            let mut queue = std::collections::VecDeque::from([goal.tiles().to_vec()]);
            dist[rank(goal.tiles()) as usize] = 0;
            while let Some(tiles) = queue.pop_front() {
                let d = dist[rank(&tiles) as usize];
                assert_eq!(gaschnig.estimate(&tiles), d as u32, "{name} {tiles:?}");
                let blank = tiles.iter().position(|&t| t == 0).unwrap();
                for cell in (0..9).filter(|&c| c != blank) {
                    let mut next = tiles.clone();
                    next.swap(blank, cell);
                    let r = rank(&next) as usize;
                    if dist[r] == u8::MAX {
                        dist[r] = d + 1;
                        queue.push_back(next);
                    }
                }
            }
            assert!(dist.iter().all(|&d| d != u8::MAX), "{name}: every arrangement is reached");
        }
    }

    /// Admissible, consistent and at least misplaced tiles, against the
    /// true distances (a breadth-first search of the puzzle) of every
    /// reachable state of the 3×3 puzzle, for every named goal. Pinned:
    /// how many states it gets exactly right, and its largest value.
    #[test]
    fn admissible_and_consistent_on_every_3x3_state() {
        let mut exact = Vec::new();
        for name in NAMES {
            let goal = named(name, 3, 3).unwrap();
            let table = distances(&goal).unwrap();
            let gaschnig = GoalHeuristic::new(Heuristic::Gaschnig, &goal);
            let misplaced = GoalHeuristic::new(Heuristic::Misplaced, &goal);
            let g = goal.geometry();
            let (mut states, mut right, mut most) = (0, 0, 0);
            for (r, &d) in table.iter().enumerate() {
                if d == UNREACHABLE {
                    continue;
                }
                let state = g.pack(&unrank(r as u64, 9));
                let v = gaschnig.estimate(state);
                assert!(v <= d as u32, "{name}: h = {v} > h* = {d} at {:?}", g.unpack(state));
                assert!(v >= misplaced.estimate(state));
                let blank = g.blank_of(state);
                for mv in crate::board::Move::ALL {
                    let Some(to) = g.neighbour(blank, mv) else { continue };
                    let (next, tile) = g.slide(state, blank, to);
                    assert!(gaschnig.estimate(next).abs_diff(v) <= 1, "{name}: not consistent");
                    assert_eq!(gaschnig.after_slide(v, state, next, tile, to, blank), gaschnig.estimate(next));
                }
                states += 1;
                right += (v == d as u32) as u32;
                most = most.max(v);
            }
            assert_eq!(states, 181_440);
            exact.push((name, right, most));
        }
        // (Counted too by a separate script, its own BFS and its own cycles.)
        assert_eq!(exact, [("ordered", 165, 12), ("blank-first", 165, 12), ("spiral", 205, 12), ("reverse", 165, 12)]);
    }

    /// A* with it on fixed boards: the shortest length, and its expansions
    /// pinned (the default tie rule, larger g first).
    #[test]
    fn astar_expansions_on_fixed_boards() {
        let mut seen = Vec::new();
        for (board, goal) in
            [("8 6 7 2 5 4 3 0 1", "ordered"), ("2 8 3 1 6 4 7 0 5", "spiral"), ("2 3 4 1 5 0 7 6 8", "ordered")]
        {
            let start = parse_board(board, None).unwrap();
            let problem = crate::problem::Problem::new(start, named(goal, 3, 3).unwrap()).unwrap();
            let config = Config { algorithm: Algorithm::AStar, heuristic: Heuristic::Gaschnig, ..Config::default() };
            let search = search::solve(&problem, &config);
            let solution = search.solution().expect("solved");
            assert!(solution.optimal);
            seen.push((solution.len(), search.counters().expanded));
        }
        assert_eq!(seen, [(31, 88_118), (5, 5), (19, 1_026)]);
    }
}
