//! Estimates of the number of moves left, relative to a chosen goal.
//!
//! Every heuristic here is *admissible* (never more than the true distance)
//! and *consistent* (one move changes it by at most one), so A* and IDA*
//! with any of them return optimal solutions and A* never reopens a node.
//! The tests check both properties on all 181,440 states of the 8-puzzle.
//! They dominate one another in the order listed:
//! zero ≤ misplaced ≤ manhattan ≤ linear-conflict ≤ true distance.
//!
//! An [`Estimator`] can also wrap tables built elsewhere ([`TileTables`]:
//! the 15-puzzle's pattern databases and walking distance, see
//! [`crate::strong_heuristic`]), so the step-wise A* can search with them.
//! Those are admissible; the pattern databases are not always consistent,
//! which A* survives because it reopens a closed node reached by a shorter
//! path.

use crate::board::{Board, Geometry, State, MAX_SIDE};
use std::fmt;
use std::sync::Arc;

/// Which estimate to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// Always 0: turns A* into uniform-cost search (BFS order by g).
    Zero,
    /// Tiles not on their goal cell, blank excluded (Hamming distance).
    Misplaced,
    /// Sum over tiles of row and column distance to the goal cell, blank excluded.
    Manhattan,
    /// Manhattan plus, for each row and column, 2 × (k − longest chain of
    /// tiles already in goal order), where k tiles belong to that line: each
    /// tile outside the chain must step out of the line and back.
    LinearConflict,
}

impl Heuristic {
    /// All heuristics, weakest first.
    pub const ALL: [Heuristic; 4] =
        [Heuristic::Zero, Heuristic::Misplaced, Heuristic::Manhattan, Heuristic::LinearConflict];

    /// The name used on the command line and the page.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Zero => "zero",
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear-conflict",
        }
    }

    /// Reads a name from [`Heuristic::name`].
    pub fn from_name(name: &str) -> Option<Heuristic> {
        Heuristic::ALL.into_iter().find(|h| h.name() == name)
    }
}

/// An admissible estimate computed from a whole board (tiles row by row,
/// blank 0) by tables built for one goal.
pub trait TileTables: Send + Sync + fmt::Debug {
    /// The estimate of `tiles`.
    fn estimate_tiles(&self, tiles: &[u8]) -> u32;
}

/// A heuristic bound to a geometry and a goal, with its lookup tables.
#[derive(Clone, Debug)]
pub struct Estimator {
    kind: Heuristic,
    /// Tables built elsewhere; when set they give every estimate and `kind`
    /// is unused.
    tables: Option<Arc<dyn TileTables>>,
    geometry: Geometry,
    /// Goal cell of each tile.
    goal_cell: Vec<u8>,
    /// `distance[tile * cells + cell]`: Manhattan distance of `tile` at `cell`.
    distance: Vec<u8>,
    /// Linear conflict, by table. The key of a line (rows `0..h`, then
    /// columns) is Σ code(tile at position k) × (len + 1)^k, the code being
    /// 1 + the tile's goal position in the line when the line is its goal
    /// line, else 0. `line_part[(line * MAX_SIDE + k) * cells + tile]` is
    /// that term.
    line_part: Vec<u16>,
    /// Tiles that must leave the line, for each row key, then (from
    /// `column_keys`) each column key.
    line_conflicts: Vec<u8>,
    column_keys: usize,
}

impl Estimator {
    /// Builds the tables for `kind` towards `goal`.
    pub fn new(kind: Heuristic, goal: &Board) -> Estimator {
        let geometry = goal.geometry();
        let cells = geometry.cells();
        let mut goal_cell = vec![0u8; cells];
        for (cell, &tile) in goal.tiles().iter().enumerate() {
            goal_cell[tile as usize] = cell as u8;
        }
        let mut distance = vec![0u8; cells * cells];
        for tile in 1..cells {
            let (gr, gc) = geometry.row_col(goal_cell[tile] as usize);
            for cell in 0..cells {
                let (r, c) = geometry.row_col(cell);
                distance[tile * cells + cell] = (gr.abs_diff(r) + gc.abs_diff(c)) as u8;
            }
        }
        let (w, h) = (geometry.width(), geometry.height());
        let mut line_part = vec![0u16; (w + h) * MAX_SIDE * cells];
        for tile in 1..cells {
            let (gr, gc) = geometry.row_col(goal_cell[tile] as usize);
            for k in 0..w {
                line_part[(gr * MAX_SIDE + k) * cells + tile] = (gc as u16 + 1) * (w as u16 + 1).pow(k as u32);
            }
            for k in 0..h {
                line_part[((h + gc) * MAX_SIDE + k) * cells + tile] = (gr as u16 + 1) * (h as u16 + 1).pow(k as u32);
            }
        }
        let mut line_conflicts = Vec::new();
        let mut column_keys = 0;
        for len in [w, h] {
            column_keys = line_conflicts.len();
            let base = len + 1;
            for key in 0..base.pow(len as u32) {
                let codes: Vec<u8> =
                    (0..len).map(|k| (key / base.pow(k as u32) % base) as u8).filter(|&code| code != 0).collect();
                line_conflicts.push((codes.len() - longest_increasing(&codes)) as u8);
            }
        }
        Estimator { kind, tables: None, geometry, goal_cell, distance, line_part, line_conflicts, column_keys }
    }

    /// An estimator that asks `tables` (built for `goal`) for every value.
    pub fn from_tables(goal: &Board, tables: Arc<dyn TileTables>) -> Estimator {
        Estimator { tables: Some(tables), ..Estimator::new(Heuristic::Zero, goal) }
    }

    /// Which of the engine's heuristics this is (`None` for tables).
    pub fn kind(&self) -> Option<Heuristic> {
        self.tables.is_none().then_some(self.kind)
    }

    /// The estimate of a state from the tables (out of line, so the engine's
    /// own heuristics keep their small code).
    #[inline(never)]
    fn tables_estimate(&self, tables: &dyn TileTables, state: State) -> u32 {
        let mut tiles = [0u8; MAX_SIDE * MAX_SIDE];
        let tiles = &mut tiles[..self.geometry.cells()];
        self.geometry.unpack_into(state, tiles);
        tables.estimate_tiles(tiles)
    }

    /// The estimate for a whole state.
    pub fn estimate(&self, state: State) -> u32 {
        if let Some(tables) = &self.tables {
            return self.tables_estimate(tables.as_ref(), state);
        }
        let g = &self.geometry;
        let cells = g.cells();
        match self.kind {
            Heuristic::Zero => 0,
            Heuristic::Misplaced => (0..cells)
                .filter(|&c| {
                    let t = g.tile(state, c);
                    t != 0 && self.goal_cell[t as usize] as usize != c
                })
                .count() as u32,
            Heuristic::Manhattan => self.manhattan(state),
            Heuristic::LinearConflict => {
                let rows: u32 = (0..g.height()).map(|r| self.row_conflicts(state, r)).sum();
                let cols: u32 = (0..g.width()).map(|c| self.col_conflicts(state, c)).sum();
                self.manhattan(state) + 2 * (rows + cols)
            }
        }
    }

    /// The estimate after `tile` slid from cell `from` to cell `to`, given the
    /// estimate `h` before the move and the states on either side. Misplaced
    /// and Manhattan change by a table lookup; linear conflict recomputes only
    /// the two lines the tile left and entered (the line it moved along keeps
    /// its order, since the blank is not a tile).
    #[inline]
    pub fn after_slide(&self, h: u32, before: State, after: State, tile: u8, from: usize, to: usize) -> u32 {
        if let Some(tables) = &self.tables {
            return self.tables_estimate(tables.as_ref(), after);
        }
        let cells = self.geometry.cells();
        let t = tile as usize;
        let goal = self.goal_cell[t] as usize;
        match self.kind {
            Heuristic::Zero => 0,
            Heuristic::Misplaced => h + (from == goal) as u32 - (to == goal) as u32,
            Heuristic::Manhattan => h + self.distance[t * cells + to] as u32 - self.distance[t * cells + from] as u32,
            Heuristic::LinearConflict => {
                let md = self.distance[t * cells + to] as u32 + h - self.distance[t * cells + from] as u32;
                let g = &self.geometry;
                let ((fr, fc), (tr, tc)) = (g.row_col(from), g.row_col(to));
                let (old, new) = if fr == tr {
                    (
                        self.col_conflicts(before, fc) + self.col_conflicts(before, tc),
                        self.col_conflicts(after, fc) + self.col_conflicts(after, tc),
                    )
                } else {
                    (
                        self.row_conflicts(before, fr) + self.row_conflicts(before, tr),
                        self.row_conflicts(after, fr) + self.row_conflicts(after, tr),
                    )
                };
                md + 2 * new - 2 * old
            }
        }
    }

    fn manhattan(&self, state: State) -> u32 {
        let cells = self.geometry.cells();
        (0..cells)
            .map(|c| {
                let t = self.geometry.tile(state, c) as usize;
                if t == 0 {
                    0
                } else {
                    self.distance[t * cells + c] as u32
                }
            })
            .sum()
    }

    /// Tiles of row `r` that must leave it: k − longest increasing run of goal
    /// columns among the tiles whose goal is in row `r`.
    fn row_conflicts(&self, state: State, r: usize) -> u32 {
        let g = &self.geometry;
        let (w, cells) = (g.width(), g.cells());
        let mut key = 0;
        for c in 0..w {
            let t = g.tile(state, r * w + c) as usize;
            key += self.line_part[(r * MAX_SIDE + c) * cells + t] as usize;
        }
        self.line_conflicts[key] as u32
    }

    /// Same as [`Self::row_conflicts`] for column `c`.
    fn col_conflicts(&self, state: State, c: usize) -> u32 {
        let g = &self.geometry;
        let (w, h, cells) = (g.width(), g.height(), g.cells());
        let mut key = 0;
        for r in 0..h {
            let t = g.tile(state, r * w + c) as usize;
            key += self.line_part[((h + c) * MAX_SIDE + r) * cells + t] as usize;
        }
        self.line_conflicts[self.column_keys + key] as u32
    }
}

/// Length of the longest strictly increasing subsequence (at most 5 keys, so
/// the quadratic method is the fastest).
fn longest_increasing(keys: &[u8]) -> usize {
    let mut best = [0usize; 5];
    let mut longest = 0;
    for i in 0..keys.len() {
        best[i] = 1 + (0..i).filter(|&j| keys[j] < keys[i]).map(|j| best[j]).max().unwrap_or(0);
        longest = longest.max(best[i]);
    }
    longest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Move;
    use crate::goal::named;
    use crate::parse::parse_board;

    fn h(kind: Heuristic, board: &str, goal: &str) -> u32 {
        let b = parse_board(board, None).unwrap();
        let g = named(goal, b.width(), b.height()).unwrap();
        Estimator::new(kind, &g).estimate(b.state())
    }

    #[test]
    fn values_on_a_known_board() {
        // R&N figure 3.28: h1 = 8, h2 = 18 (goal with the blank first).
        let b = "7 2 4 5 0 6 8 3 1";
        assert_eq!(h(Heuristic::Misplaced, b, "blank-first"), 8);
        assert_eq!(h(Heuristic::Manhattan, b, "blank-first"), 18);
        assert_eq!(h(Heuristic::Zero, b, "blank-first"), 0);
        // 2 1 in the first row: one conflict, +2.
        assert_eq!(h(Heuristic::LinearConflict, "2 1 3 4 5 6 7 8 0", "ordered"), 4);
        // 3 2 1 reversed row: chain of one, two tiles must leave: +4.
        assert_eq!(h(Heuristic::LinearConflict, "3 2 1 4 5 6 7 8 0", "ordered"), 4 + 4);
        assert_eq!(h(Heuristic::Manhattan, "3 2 1 4 5 6 7 8 0", "ordered"), 4);
    }

    #[test]
    fn incremental_equals_full_along_a_walk() {
        for text in ["8 6 7 2 5 4 3 0 1", "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"] {
            let start = parse_board(text, None).unwrap();
            let goal = named("ordered", start.width(), start.height()).unwrap();
            let g = start.geometry();
            for kind in Heuristic::ALL {
                let est = Estimator::new(kind, &goal);
                let (mut s, mut blank) = (start.state(), start.blank());
                let mut hv = est.estimate(s);
                for i in 0..200 {
                    let mv = Move::ALL[(i * 7 + i / 3) % 4];
                    if let Some(to) = g.neighbour(blank, mv) {
                        let (next, tile) = g.slide(s, blank, to);
                        hv = est.after_slide(hv, s, next, tile, to, blank);
                        s = next;
                        blank = to;
                        assert_eq!(hv, est.estimate(s), "{kind:?} after {i} moves");
                    }
                }
            }
        }
    }
}
