//! Misplaced tiles, Manhattan distance and tiles out of row plus tiles out of
//! column: each a sum over tiles of a cost of the cell each tile stands on
//! ([`TileSum`]), changed by one table lookup per slide.

use super::estimate::{boxed, goal_cells, Estimate, PACKED_CELLS};
use crate::board::Board;

/// A heuristic that is a sum over tiles of a per-tile cost of its cell:
/// misplaced tiles or Manhattan distance, for boards of at most `N` cells
/// (16: the kernel; 32: any board).
#[derive(Clone, Debug)]
pub struct TileSum<const N: usize = PACKED_CELLS> {
    cost: Vec<u8>,
    cells: usize,
    width: usize,
    /// `delta[tile][from][to]`: `cost(tile, to) − cost(tile, from)`.
    delta: Box<[[[i8; N]; N]; N]>,
    /// Every tile's cost changes by exactly one on every slide.
    unit: bool,
}

impl<const N: usize> TileSum<N> {
    fn new(goal: &Board, cost_of: impl Fn(usize, usize) -> u8) -> TileSum<N> {
        TileSum::with_costs(goal.cells(), goal.width(), cost_of)
    }

    /// The sum of `cost_of(tile, cell)` on a board of `cells` cells, `width` wide.
    fn with_costs(cells: usize, width: usize, cost_of: impl Fn(usize, usize) -> u8) -> TileSum<N> {
        const { assert!(N.is_power_of_two()) };
        assert!(cells <= N, "these tables handle boards of at most {N} cells");
        let mut cost = vec![0u8; cells * cells];
        for tile in 1..cells {
            for cell in 0..cells {
                cost[tile * cells + cell] = cost_of(tile, cell);
            }
        }
        let mut delta: Box<[[[i8; N]; N]; N]> = boxed([[0i8; N]; N]);
        for tile in 1..cells {
            for from in 0..cells {
                for to in 0..cells {
                    // Costs reach 192 (the weighted Manhattan of tile 24); a slide's
                    // difference is at most the tile's number, which i8 holds.
                    delta[tile][from][to] = (cost[tile * cells + to] as i16 - cost[tile * cells + from] as i16) as i8;
                }
            }
        }
        let table = &delta;
        // Only neighbouring cells matter: a slide moves a tile one cell
        // along its row or its column.
        let neighbours = |a: usize, b: usize| {
            (a / width == b / width && a.abs_diff(b) == 1) || (a % width == b % width && a.abs_diff(b) == width)
        };
        let unit = (1..cells).all(|tile| {
            (0..cells)
                .all(|from| (0..cells).filter(|&to| neighbours(from, to)).all(|to| table[tile][from][to].abs() == 1))
        });
        TileSum { cost, cells, width, delta, unit }
    }

    /// Tiles out of their goal row plus tiles out of their goal column
    /// towards `goal` (at most `N` cells): a tile counts 1 for a wrong row
    /// and 1 for a wrong column. A move takes one tile across one row or
    /// one column, so it changes the sum by at most one and a tile out of
    /// both needs two moves at least: admissible and consistent, at least
    /// misplaced tiles and at most Manhattan distance.
    pub fn rows_and_columns(goal: &Board) -> TileSum<N> {
        let (goal_cell, w, _) = goal_cells::<N>(goal);
        TileSum::new(goal, |tile, cell| {
            let g = goal_cell[tile];
            (g / w != cell / w) as u8 + (g % w != cell % w) as u8
        })
    }

    /// Misplaced tiles towards `goal` (at most `N` cells).
    pub fn misplaced(goal: &Board) -> TileSum<N> {
        let (goal_cell, _, _) = goal_cells::<N>(goal);
        TileSum::new(goal, |tile, cell| (goal_cell[tile] != cell) as u8)
    }

    /// Manhattan distance towards `goal` with each tile's distance times its
    /// number (at most `N` cells): the cost of its moves under heavy costs
    /// ([`crate::problem::Costs::Heavy`]) if it met no other tile.
    pub fn heavy_manhattan(goal: &Board) -> TileSum<N> {
        let (goal_cell, w, _) = goal_cells::<N>(goal);
        TileSum::new(goal, |tile, cell| {
            let g = goal_cell[tile];
            (((g / w).abs_diff(cell / w) + (g % w).abs_diff(cell % w)) * tile) as u8
        })
    }

    /// Manhattan distance towards `goal` (at most `N` cells).
    pub fn manhattan(goal: &Board) -> TileSum<N> {
        let (goal_cell, w, _) = goal_cells::<N>(goal);
        TileSum::new(goal, |tile, cell| {
            let g = goal_cell[tile];
            ((g / w).abs_diff(cell / w) + (g % w).abs_diff(cell % w)) as u8
        })
    }

    /// The same costs in tables for boards of at most `M` cells (the
    /// kernel's 16: the step-wise engine's tables are sized for 32).
    pub fn resized<const M: usize>(&self) -> TileSum<M> {
        TileSum::<M>::with_costs(self.cells, self.width, |tile, cell| self.cost[tile * self.cells + cell])
    }

    /// How the sum changes when `tile` slides from `from` to `to`.
    #[inline(always)]
    pub(super) fn delta(&self, tile: usize, from: usize, to: usize) -> i32 {
        self.delta[tile & (N - 1)][from & (N - 1)][to & (N - 1)] as i32
    }

    /// The value after `tile` slides from `from` to `to`, given `h` before.
    #[inline(always)]
    pub fn after_slide(&self, h: u32, tile: usize, from: usize, to: usize) -> u32 {
        (h as i32 + self.delta(tile, from, to)) as u32
    }
}

impl<const N: usize> Estimate for TileSum<N> {
    type Memo = ();

    fn root(&self, tiles: &[u8]) -> (u32, ()) {
        let h = tiles
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(cell, &t)| self.cost[t as usize * self.cells + cell] as u32)
            .sum();
        (h, ())
    }

    #[inline(always)]
    fn slide(&self, h: u32, _memo: &(), tile: usize, from: usize, to: usize) -> (u32, ()) {
        (self.after_slide(h, tile, from, to), ())
    }

    fn unit_steps(&self) -> bool {
        self.unit
    }
}

/// Number of tiles not on their goal cell (blank excluded).
pub struct Misplaced;

impl Misplaced {
    /// The kernel's tables for `goal` (at most 16 cells).
    #[allow(clippy::new_ret_no_self)]
    pub fn new(goal: &Board) -> TileSum {
        TileSum::misplaced(goal)
    }
}

/// Sum of the tiles' row and column distances to their goal cells.
pub struct Manhattan;

impl Manhattan {
    /// The kernel's tables for `goal` (at most 16 cells).
    #[allow(clippy::new_ret_no_self)]
    pub fn new(goal: &Board) -> TileSum {
        TileSum::manhattan(goal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::{named, NAMES};
    use crate::heuristic::{GoalHeuristic, Heuristic};
    use crate::parse::parse_board;
    use crate::problem::Problem;
    use crate::rank::unrank;
    use crate::search::{self, Algorithm, Config};
    use crate::state_space::{distances, UNREACHABLE};

    fn rows_and_columns(board: &str, goal: &str) -> u32 {
        let b = parse_board(board, None).unwrap();
        TileSum::<32>::rows_and_columns(&named(goal, b.width(), b.height()).unwrap()).root(b.tiles()).0
    }

    /// Values worked out by hand, tile by tile.
    #[test]
    fn tiles_out_of_row_and_column_on_fixed_boards() {
        assert_eq!(rows_and_columns("1 2 3 4 5 6 7 8 0", "ordered"), 0);
        // 1 and 2 swapped: each is in its row, out of its column.
        assert_eq!(rows_and_columns("2 1 3 4 5 6 7 8 0", "ordered"), 2);
        // R&N figure 3.28 (goal _ 1 2 / 3 4 5 / 6 7 8), tiles 7 2 4 / 5 _ 6 / 8 3 1:
        // 7 row and column (2), 2 column (1), 4 both (2), 5 column (1),
        // 6 both (2), 8 column (1), 3 both (2), 1 both (2); Manhattan says 18.
        assert_eq!(rows_and_columns("7 2 4 5 0 6 8 3 1", "blank-first"), 13);
        // Nilsson's 2 8 3 / 1 6 4 / 7 _ 5 towards 1 2 3 / 8 _ 4 / 7 6 5:
        // 2 column (1), 8 row and column (2), 1 row (1), 6 row (1).
        assert_eq!(rows_and_columns("2 8 3 1 6 4 7 0 5", "spiral"), 5);
        // 4×4: 15 and the blank swapped keep every tile home but 15, out of its column.
        assert_eq!(rows_and_columns("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "ordered"), 1);
    }

    /// Admissible, consistent, between misplaced tiles and Manhattan
    /// distance, against the true distances of every reachable state of the
    /// 3×3 puzzle for every named goal; pinned: the states where it is exact.
    #[test]
    fn tiles_out_of_row_and_column_are_admissible_on_every_3x3_state() {
        let mut exact = Vec::new();
        for name in NAMES {
            let goal = named(name, 3, 3).unwrap();
            let table = distances(&goal).unwrap();
            let [h, low, high] = [Heuristic::RowsColumns, Heuristic::Misplaced, Heuristic::Manhattan]
                .map(|k| GoalHeuristic::new(k, &goal));
            let g = goal.geometry();
            let mut right = 0;
            for (r, &d) in table.iter().enumerate() {
                if d == UNREACHABLE {
                    continue;
                }
                let state = g.pack(&unrank(r as u64, 9));
                let v = h.estimate(state);
                assert!(v <= d as u32, "{name}: h = {v} > h* = {d} at {:?}", g.unpack(state));
                assert!(low.estimate(state) <= v && v <= high.estimate(state), "{name}");
                let blank = g.blank_of(state);
                for mv in crate::board::Move::ALL {
                    let Some(to) = g.neighbour(blank, mv) else { continue };
                    let (next, tile) = g.slide(state, blank, to);
                    assert!(h.estimate(next).abs_diff(v) <= 1, "{name}: not consistent");
                    assert_eq!(h.after_slide(v, state, next, tile, to, blank), h.estimate(next));
                }
                right += (v == d as u32) as u32;
            }
            exact.push((name, right));
        }
        // (Counted too by a separate script, its own BFS.)
        assert_eq!(exact, [("ordered", 421), ("blank-first", 421), ("spiral", 313), ("reverse", 421)]);
    }

    /// A* with it on fixed boards: shortest, and its expansions pinned.
    #[test]
    fn astar_with_tiles_out_of_row_and_column_on_fixed_boards() {
        let mut seen = Vec::new();
        for (board, goal) in
            [("8 6 7 2 5 4 3 0 1", "ordered"), ("2 8 3 1 6 4 7 0 5", "spiral"), ("2 3 4 1 5 0 7 6 8", "ordered")]
        {
            let problem = Problem::new(parse_board(board, None).unwrap(), named(goal, 3, 3).unwrap()).unwrap();
            let config = Config { algorithm: Algorithm::AStar, heuristic: Heuristic::RowsColumns, ..Config::default() };
            let search = search::solve(&problem, &config);
            let solution = search.solution().expect("solved");
            assert!(solution.optimal);
            seen.push((solution.len(), search.counters().expanded));
        }
        assert_eq!(seen, [(31, 46_646), (5, 5), (19, 621)]);
    }
}
