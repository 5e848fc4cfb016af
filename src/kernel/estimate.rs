//! Heuristics for the kernel, behind one trait so each is compiled into its
//! own copy of the search loop (no dynamic dispatch per node).
//!
//! They compute the same values as [`crate::heuristic::Estimator`] (the tests
//! check it), but from tables sized for boards of at most 16 cells, indexed
//! with masks so the compiler can drop every bounds check:
//!
//! - [`Zero`], [`Misplaced`] and [`Manhattan`] change by one lookup in a
//!   `[tile][from][to]` table of deltas.
//! - [`LinearConflict`] also keeps a key for every row and column (the goal
//!   positions of the tiles that belong to that line, in the order they stand)
//!   in its [`Estimate::Memo`]; a move changes one key of each kind, and a
//!   table gives the conflicts of a key.
//!
//! A pattern database fits the same trait: its memo would hold the positions
//! of its pattern tiles (or their partial ranks), updated on each slide.

use super::MAX_CELLS;
use crate::board::Board;

/// An admissible estimate the kernel can search with.
///
/// `Memo` is per-node data the estimate carries down the search tree (passed
/// by value, so it must be small and `Copy`); stateless estimates use `()`.
pub trait Estimate {
    /// What each node carries besides its h.
    type Memo: Copy;

    /// The value and memo of a whole board (tiles row by row, blank 0).
    fn root(&self, tiles: &[u8]) -> (u32, Self::Memo);

    /// The value after `tile` slides from cell `from` into the blank at cell
    /// `to`, given the value `h` and `memo` before the move. Must equal
    /// [`Estimate::root`] of the board after the move.
    fn slide(&self, h: u32, memo: &Self::Memo, tile: usize, from: usize, to: usize) -> (u32, Self::Memo);

    /// Whether every slide changes the value by exactly one, up or down
    /// (Manhattan distance). The kernel then orders children by f with a
    /// cheaper rule than a sort ([`super::MoveOrder::lowest_f_first`]).
    fn unit_steps(&self) -> bool {
        false
    }
}

/// Index of the `[tile][from][to]` tables: 16 × 16 × 16 entries.
#[inline(always)]
fn delta_index(tile: usize, from: usize, to: usize) -> usize {
    ((tile << 8) | (from << 4) | to) & 0xFFF
}

/// Builds the `[tile][from][to]` table of `cost(tile, to) − cost(tile, from)`.
fn delta_table(cells: usize, cost: impl Fn(usize, usize) -> i32) -> Box<[i8; 4096]> {
    let mut table = Box::new([0i8; 4096]);
    for tile in 1..cells {
        for from in 0..cells {
            for to in 0..cells {
                table[delta_index(tile, from, to)] = (cost(tile, to) - cost(tile, from)) as i8;
            }
        }
    }
    table
}

/// Goal cell of every tile, and the board width and height.
fn goal_cells(goal: &Board) -> ([usize; MAX_CELLS], usize, usize) {
    assert!(goal.cells() <= MAX_CELLS, "the kernel handles boards of at most {MAX_CELLS} cells");
    let mut cell_of = [0usize; MAX_CELLS];
    for (cell, &tile) in goal.tiles().iter().enumerate() {
        cell_of[tile as usize] = cell;
    }
    (cell_of, goal.width(), goal.height())
}

/// h = 0: IDA* becomes iterative-deepening depth-first search.
#[derive(Clone, Debug, Default)]
pub struct Zero;

impl Estimate for Zero {
    type Memo = ();

    fn root(&self, _tiles: &[u8]) -> (u32, ()) {
        (0, ())
    }

    #[inline(always)]
    fn slide(&self, _h: u32, _memo: &(), _tile: usize, _from: usize, _to: usize) -> (u32, ()) {
        (0, ())
    }
}

/// A heuristic that is a sum over tiles of a per-tile cost of its cell:
/// misplaced tiles or Manhattan distance.
#[derive(Clone, Debug)]
pub struct TileSum {
    cost: Vec<u8>,
    cells: usize,
    delta: Box<[i8; 4096]>,
    /// Every tile's cost changes by exactly one on every slide.
    unit: bool,
}

impl TileSum {
    fn new(goal: &Board, cost_of: impl Fn(usize, usize) -> u8) -> TileSum {
        let cells = goal.cells();
        let mut cost = vec![0u8; cells * cells];
        for tile in 1..cells {
            for cell in 0..cells {
                cost[tile * cells + cell] = cost_of(tile, cell);
            }
        }
        let delta = delta_table(cells, |tile, cell| cost[tile * cells + cell] as i32);
        // Only neighbouring cells matter: a slide moves a tile one cell
        // along its row or its column.
        let width = goal.width();
        let neighbours = |a: usize, b: usize| {
            (a / width == b / width && a.abs_diff(b) == 1) || (a % width == b % width && a.abs_diff(b) == width)
        };
        let unit = (1..cells).all(|tile| {
            (0..cells).all(|from| {
                (0..cells).filter(|&to| neighbours(from, to)).all(|to| delta[delta_index(tile, from, to)].abs() == 1)
            })
        });
        TileSum { cost, cells, delta, unit }
    }
}

impl Estimate for TileSum {
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
        ((h as i32 + self.delta[delta_index(tile, from, to)] as i32) as u32, ())
    }

    fn unit_steps(&self) -> bool {
        self.unit
    }
}

/// Number of tiles not on their goal cell (blank excluded).
pub struct Misplaced;

impl Misplaced {
    /// The tables for `goal` (at most 16 cells).
    #[allow(clippy::new_ret_no_self)]
    pub fn new(goal: &Board) -> TileSum {
        let (goal_cell, _, _) = goal_cells(goal);
        TileSum::new(goal, |tile, cell| (goal_cell[tile] != cell) as u8)
    }
}

/// Sum of the tiles' row and column distances to their goal cells.
pub struct Manhattan;

impl Manhattan {
    /// The tables for `goal` (at most 16 cells).
    #[allow(clippy::new_ret_no_self)]
    pub fn new(goal: &Board) -> TileSum {
        let (goal_cell, w, _) = goal_cells(goal);
        TileSum::new(goal, |tile, cell| {
            let g = goal_cell[tile];
            ((g / w).abs_diff(cell / w) + (g % w).abs_diff(cell % w)) as u8
        })
    }
}

/// Rows plus columns of a board of at most 16 cells: at most 8 (4 × 4, 5 × 3).
const MAX_LINES: usize = 8;
/// Column keys are stored offset by this, so rows and columns share one
/// conflict table.
const COLUMN_OFFSET: u16 = 8192;

/// Manhattan distance plus 2 for every tile that must leave its goal row or
/// column to let another pass (see [`crate::heuristic::Heuristic::LinearConflict`]).
///
/// The key of a line is Σ code(tile at position k) × (len + 1)^k, where the
/// code is 1 + the tile's goal position in the line if the line is the
/// tile's goal line, else 0. A slide moves one tile out of one line and into
/// a parallel one (the two keys that matter for conflicts) and along a third
/// (whose order, hence conflicts, cannot change, but whose key must follow).
#[derive(Clone, Debug)]
pub struct LinearConflict {
    manhattan: TileSum,
    rows: usize,
    lines: usize,
    /// `part[line][cell][tile]`: what `tile` standing at `cell` adds to the key of `line`.
    part: Box<[[[u16; MAX_CELLS]; MAX_CELLS]; MAX_LINES]>,
    /// `2 × conflicts` of a key (columns from `COLUMN_OFFSET`).
    conflicts: Box<[u8; 2 * COLUMN_OFFSET as usize]>,
    /// `cross[from][to]`: (line the tile leaves, line it enters, line it moves along).
    cross: Box<[[(u8, u8, u8); MAX_CELLS]; MAX_CELLS]>,
}

impl LinearConflict {
    /// The tables for `goal` (at most 16 cells).
    pub fn new(goal: &Board) -> LinearConflict {
        let (goal_cell, w, h) = goal_cells(goal);
        let cells = w * h;
        let mut part = Box::new([[[0u16; MAX_CELLS]; MAX_CELLS]; MAX_LINES]);
        // Rows are lines 0..h, columns h..h + w.
        for cell in 0..cells {
            let (r, c) = (cell / w, cell % w);
            for tile in 1..cells {
                let (gr, gc) = (goal_cell[tile] / w, goal_cell[tile] % w);
                if gr == r {
                    part[r][cell][tile] = (gc as u16 + 1) * (w as u16 + 1).pow(c as u32);
                }
                if gc == c {
                    part[h + c][cell][tile] = (gr as u16 + 1) * (h as u16 + 1).pow(r as u32);
                }
            }
        }
        let mut conflicts = Box::new([0u8; 2 * COLUMN_OFFSET as usize]);
        for (len, offset) in [(w, 0usize), (h, COLUMN_OFFSET as usize)] {
            let base = len + 1;
            for key in 0..base.pow(len as u32) {
                let mut codes = Vec::with_capacity(len);
                let mut k = key;
                for _ in 0..len {
                    if k % base != 0 {
                        codes.push((k % base) as u8);
                    }
                    k /= base;
                }
                conflicts[offset + key] = 2 * (codes.len() - longest_increasing(&codes)) as u8;
            }
        }
        let mut cross = Box::new([[(0u8, 0u8, 0u8); MAX_CELLS]; MAX_CELLS]);
        for from in 0..cells {
            for to in 0..cells {
                let ((fr, fc), (tr, tc)) = ((from / w, from % w), (to / w, to % w));
                cross[from][to] = if fr == tr {
                    ((h + fc) as u8, (h + tc) as u8, fr as u8)
                } else {
                    (fr as u8, tr as u8, (h + fc) as u8)
                };
            }
        }
        LinearConflict { manhattan: Manhattan::new(goal), rows: h, lines: w + h, part, conflicts, cross }
    }
}

/// Length of the longest strictly increasing subsequence of a few codes.
fn longest_increasing(codes: &[u8]) -> usize {
    let mut best = [0usize; 8];
    for i in 0..codes.len() {
        best[i] = 1 + (0..i).filter(|&j| codes[j] < codes[i]).map(|j| best[j]).max().unwrap_or(0);
    }
    best.iter().copied().max().unwrap_or(0)
}

impl Estimate for LinearConflict {
    /// The key of every line (rows first, then columns).
    type Memo = [u16; MAX_LINES];

    fn root(&self, tiles: &[u8]) -> (u32, [u16; MAX_LINES]) {
        let mut keys = [0u16; MAX_LINES];
        for (line, key) in keys.iter_mut().enumerate().take(self.lines) {
            *key = if line < self.rows { 0 } else { COLUMN_OFFSET };
            for (cell, &t) in tiles.iter().enumerate() {
                *key += self.part[line][cell][t as usize];
            }
        }
        let (md, _) = self.manhattan.root(tiles);
        let lc: u32 = keys[..self.lines].iter().map(|&k| self.conflicts[k as usize] as u32).sum();
        (md + lc, keys)
    }

    #[inline(always)]
    fn slide(&self, h: u32, memo: &[u16; MAX_LINES], tile: usize, from: usize, to: usize) -> (u32, [u16; MAX_LINES]) {
        let (from, to, tile) = (from & 15, to & 15, tile & 15);
        let (leave, enter, along) = self.cross[from][to];
        let (leave, enter, along) = (leave as usize & 7, enter as usize & 7, along as usize & 7);
        let mut keys = *memo;
        let (old_leave, old_enter) = (keys[leave], keys[enter]);
        let new_leave = old_leave - self.part[leave][from][tile];
        let new_enter = old_enter + self.part[enter][to][tile];
        keys[leave] = new_leave;
        keys[enter] = new_enter;
        keys[along] = keys[along] - self.part[along][from][tile] + self.part[along][to][tile];
        let c = |k: u16| self.conflicts[k as usize & (2 * COLUMN_OFFSET as usize - 1)] as i32;
        let change = self.manhattan.delta[delta_index(tile, from, to)] as i32 + c(new_leave) + c(new_enter)
            - c(old_leave)
            - c(old_enter);
        ((h as i32 + change) as u32, keys)
    }
}
