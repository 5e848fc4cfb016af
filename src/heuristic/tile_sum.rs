//! Misplaced tiles and Manhattan distance: both a sum over tiles of a cost of
//! the cell each tile stands on ([`TileSum`]), changed by one table lookup
//! per slide.

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
