//! The [`Estimate`] trait every heuristic's values implement (misplaced
//! tiles and Manhattan distance in [`super::tile_sum`], linear conflict in
//! [`super::linear_conflict`], walking distance and the pattern databases in
//! their own modules): one implementation of each, behind one trait so the
//! kernel compiles each into its own copy of the search loop (no dynamic
//! dispatch per node). The step-wise engine's
//! [`crate::heuristic::GoalHeuristic`] holds the same types, sized for 25
//! cells, and asks them through [`TileSum::after_slide`] and
//! [`LinearConflict::slide_between`].
//!
//! The tables are sized by a const parameter `N` (a power of two at least
//! the board's cells: 16 for the kernel, 32 for any board) and indexed with
//! masks `& (N - 1)`, so the compiler can drop every bounds check:
//!
//! - [`Zero`], [`Misplaced`] and [`Manhattan`] change by one lookup in a
//!   `[tile][from][to]` table of deltas.
//! - [`LinearConflict`] also keeps a key for every row and column (the goal
//!   positions of the tiles that belong to that line, in the order they stand)
//!   in its [`Estimate::Memo`]; a move changes one key of each kind, and a
//!   table gives the conflicts of a key.
//!
//! [`TileSum`]: super::tile_sum::TileSum
//! [`TileSum::after_slide`]: super::tile_sum::TileSum::after_slide
//! [`Misplaced`]: super::tile_sum::Misplaced
//! [`Manhattan`]: super::tile_sum::Manhattan
//! [`LinearConflict`]: super::linear_conflict::LinearConflict
//! [`LinearConflict::slide_between`]: super::linear_conflict::LinearConflict::slide_between
//!
//! A pattern database fits the same trait: its memo would hold the positions
//! of its pattern tiles (or their partial ranks), updated on each slide.

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
    /// cheaper rule than a sort ([`crate::kernel::MoveOrder::lowest_f_first`]).
    fn unit_steps(&self) -> bool {
        false
    }
}

/// Goal cell of every tile (for boards of at most `N` cells), and the board
/// width and height.
pub(super) fn goal_cells<const N: usize>(goal: &Board) -> ([usize; N], usize, usize) {
    assert!(goal.cells() <= N, "these tables handle boards of at most {N} cells");
    let mut cell_of = [0usize; N];
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

/// Cells of a board packed 4 bits a cell into a `u64`: what the fast kernel,
/// walking distance and the pattern databases take, and the kernel-sized
/// tables' `N`.
pub const PACKED_CELLS: usize = 16;

/// Cells the step-wise engine's tables are sized for: a power of two at
/// least 25 (5×5).
pub const STEP_CELLS: usize = 32;
/// Rows plus columns likewise: a power of two at least 10.
pub const STEP_LINES: usize = 16;

/// A `Box<[T; N]>` of `value`s, built on the heap (the tables for 32 cells
/// are too large for a comfortable stack).
pub(super) fn boxed<T: Clone, const N: usize>(value: T) -> Box<[T; N]> {
    vec![value; N].into_boxed_slice().try_into().unwrap_or_else(|_| unreachable!("the vector has N entries"))
}

/// An estimate worked out from the whole board each time, with no update
/// per move of its own (Gaschnig's heuristic, Nilsson's sequence score):
/// what such a heuristic's file implements. The step-wise searches ask it
/// for every board they generate; the kernel searches with it through
/// [`WholeBoard`]. Its row in the catalogue says how to build it
/// ([`crate::heuristic::HeuristicRow::board`]).
pub trait BoardEstimate: std::fmt::Debug + Send + Sync {
    /// The value of a board (tiles row by row, blank 0) of the goal's size.
    fn estimate(&self, tiles: &[u8]) -> u32;
}

/// A [`BoardEstimate`] as an [`Estimate`] for the kernel (at most
/// [`PACKED_CELLS`] cells): each node carries its board packed 4 bits a
/// cell, and a slide moves one tile in it and asks again.
pub struct WholeBoard<'a> {
    estimate: &'a dyn BoardEstimate,
    cells: usize,
}

impl<'a> WholeBoard<'a> {
    /// `estimate` for boards of `cells` cells (at most [`PACKED_CELLS`]).
    pub fn new(estimate: &'a dyn BoardEstimate, cells: usize) -> WholeBoard<'a> {
        assert!(cells <= PACKED_CELLS, "the kernel's boards have at most {PACKED_CELLS} cells");
        WholeBoard { estimate, cells }
    }

    fn value(&self, packed: u64) -> u32 {
        let mut tiles = [0u8; PACKED_CELLS];
        for (cell, tile) in tiles.iter_mut().enumerate().take(self.cells) {
            *tile = (packed >> (4 * cell) & 0xf) as u8;
        }
        self.estimate.estimate(&tiles[..self.cells])
    }
}

impl Estimate for WholeBoard<'_> {
    type Memo = u64;

    fn root(&self, tiles: &[u8]) -> (u32, u64) {
        let packed = tiles.iter().enumerate().fold(0u64, |p, (cell, &t)| p | (t as u64) << (4 * cell));
        (self.value(packed), packed)
    }

    fn slide(&self, _h: u32, memo: &u64, tile: usize, from: usize, to: usize) -> (u32, u64) {
        // `to` held the blank (0): the tile goes there, and `from` becomes the blank.
        let packed = (memo & !(0xf << (4 * from))) | (tile as u64) << (4 * to);
        (self.value(packed), packed)
    }
}
