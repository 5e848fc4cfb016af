//! Additive disjoint pattern databases (Korf & Felner 2002), for boards of at
//! most 16 cells — in practice the 15-puzzle.
//!
//! The tiles are split into disjoint groups (patterns). For each pattern a
//! [`PatternTable`] holds, for every placement of its tiles, the fewest moves
//! *of those tiles* that bring them home, the other tiles being invisible
//! (see [`table`] for the search that fills it). A real solution moves every
//! tile of every pattern at least that often, and each move moves one tile,
//! which belongs to one pattern only — so the sum over the patterns never
//! exceeds the real distance: the heuristic is admissible. It also dominates
//! Manhattan distance, because each table value is at least the Manhattan sum
//! of its tiles (a tile moves one cell a move).
//!
//! It is *not* consistent: a table stores the cheapest value over all blank
//! cells, and the real blank may stand in a region the pattern tiles wall
//! off, so one move can change a value by more than 1 (by up to 7 with the
//! 4-4 split of the 8-puzzle; see the tests). IDA* does not mind; A* with it
//! may reopen nodes.
//!
//! # Reflection
//! Transposing a square board is a symmetry of the puzzle. When the goal's
//! blank lies on the main diagonal (as in `blank-first`, `ordered` and
//! `reverse`), the transposed board, with every tile renamed to the tile
//! whose goal cell is the transpose of its own, is exactly as far from the
//! *same* goal. Looking it up in the same tables gives a second admissible
//! estimate, in effect from the mirrored partition, at no extra memory; the
//! maximum of the two is admissible too. When the blank lies on the
//! anti-diagonal instead (the 4×4 `spiral`), the anti-transpose is used; when
//! it lies on neither, there is no reflection ([`Pdb::can_reflect`]).
//!
//! # Presets
//! [`Partition::FiveFiveFive`] and [`Partition::SixSixThree`] are given for
//! 4×4 boards as groups of *goal cells* of the `blank-first` goal, drawn
//! below (`.` is the blank):
//!
//! ```text
//!  5-5-5          6-6-3
//!  . A A B        . A A A
//!  A A B B        A A A C
//!  A C B B        B B B C
//!  C C C C        B B B C
//! ```
//!
//! so for `blank-first` 5-5-5 is {1, 2, 4, 5, 8}, {3, 6, 7, 10, 11},
//! {9, 12, 13, 14, 15} and 6-6-3 is {1, …, 6}, {8, 9, 10, 12, 13, 14},
//! {7, 11, 15}. They follow the shapes of Korf & Felner's partitions
//! (compact blocks, the small group along an edge); the exact tile sets were
//! chosen among a dozen such layouts as the ones with the largest sum of h
//! over Korf's 100 instances (5-5-5: 4,173, or 4,225 with reflection; 6-6-3:
//! 4,253 and 4,327; Manhattan: 3,705; optimal: 5,305).
//!
//! For another goal the drawing is turned (180°, or mirrored) so its blank
//! corner falls on the goal's blank: for `ordered` (blank last) that is the
//! 180° turn, giving 5-5-5 = {8, 11, 12, 14, 15}, {5, 6, 9, 10, 13},
//! {1, 2, 3, 4, 7} and 6-6-3 = {10, …, 15}, {2, 3, 4, 6, 7, 8}, {1, 5, 9}.
//! When the goal's blank is not in a corner, the drawing is used as it is and
//! the goal tile on its blank corner joins the group of the cell the blank
//! holds.
//!
//! # Speed
//! A whole-board lookup is one dense index per pattern and one byte load. In
//! the kernel ([`crate::heuristic::estimate::Estimate`]) a slide moves one tile, so only
//! its pattern (and its pattern on the reflected board) changes, and its
//! index is updated from the old one without a recount (see
//! [`table`]'s index); the [`PdbMemo`] each node carries holds every tile's
//! cell and every pattern's index and value.

pub mod table;

#[cfg(test)]
mod tests;

pub use table::{placement_count, placement_index, placement_of, PatternTable};

use crate::board::Board;
use crate::heuristic::estimate::Estimate;
use std::sync::Arc;

/// Cells of the largest board (masks and memos are sized for 16).
pub const MAX_CELLS: usize = table::MAX_CELLS;

/// Most patterns a database may have.
pub const MAX_PATTERNS: usize = 8;

/// Marks "no pattern" (the blank, or a tile left out of every group).
const NONE: u8 = u8::MAX;

/// The preset partitions of the 4×4 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Partition {
    /// Three patterns of 5 tiles: 3 × 524,160 bytes.
    FiveFiveFive,
    /// Two patterns of 6 tiles and one of 3: 2 × 5,765,760 + 3,360 bytes.
    SixSixThree,
}

impl Partition {
    /// Both presets, smaller first.
    pub const ALL: [Partition; 2] = [Partition::FiveFiveFive, Partition::SixSixThree];

    /// Short name: `5-5-5` or `6-6-3`.
    pub fn name(self) -> &'static str {
        match self {
            Partition::FiveFiveFive => "5-5-5",
            Partition::SixSixThree => "6-6-3",
        }
    }

    /// Reads a name from [`Partition::name`].
    pub fn from_name(name: &str) -> Option<Partition> {
        Partition::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Group of each cell of the `blank-first` 4×4 goal (cell 0 is the
    /// blank); see the drawing in the module documentation.
    fn layout(self) -> [u8; 16] {
        const X: u8 = NONE;
        match self {
            Partition::FiveFiveFive => [X, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1, 1, 2, 2, 2, 2],
            Partition::SixSixThree => [X, 0, 0, 0, 0, 0, 0, 2, 1, 1, 1, 2, 1, 1, 1, 2],
        }
    }

    /// The tile groups of this preset for a 4×4 `goal` (see the module
    /// documentation for how the drawing follows the goal's blank).
    pub fn groups(self, goal: &Board) -> Result<Vec<Vec<u8>>, String> {
        if (goal.width(), goal.height()) != (4, 4) {
            return Err(format!(
                "the {} partition is drawn for 4×4 boards, not {}×{}",
                self.name(),
                goal.width(),
                goal.height()
            ));
        }
        let layout = self.layout();
        let blank = goal.blank();
        // The turns that keep a 4×4 square on itself and can move corner 0 to
        // any corner: identity, 180°, mirror left-right, mirror top-bottom.
        type Turn = fn(usize, usize) -> (usize, usize);
        let turns: [Turn; 4] = [|r, c| (r, c), |r, c| (3 - r, 3 - c), |r, c| (r, 3 - c), |r, c| (3 - r, c)];
        let cell = |turn: Turn, x: usize| {
            let (r, c) = turn(x / 4, x % 4);
            r * 4 + c
        };
        let turn = turns.into_iter().find(|&t| cell(t, 0) == blank).unwrap_or(turns[0]);
        // Every turn here is its own inverse, so the layout cell of goal cell
        // `c` is `cell(turn, c)`.
        let groups = layout.iter().filter(|&&g| g != NONE).max().map_or(0, |&g| g as usize + 1);
        let mut out = vec![Vec::new(); groups];
        for (c, &tile) in goal.tiles().iter().enumerate() {
            if tile == 0 {
                continue;
            }
            let from_layout = cell(turn, c);
            // The layout's blank corner, when the goal's blank is elsewhere,
            // takes the group of the cell the goal's blank holds.
            let group = if layout[from_layout] == NONE { layout[cell(turn, blank)] } else { layout[from_layout] };
            out[group as usize].push(tile);
        }
        Ok(out)
    }
}

/// One way of reading a board into the tables: the board itself, or its
/// reflection. In a view, pattern `p`'s digit `i` is the cell (mapped by
/// `cell`) of the real tile `members[p][i]`.
#[derive(Clone, Debug)]
struct View {
    /// Where each cell goes (the identity for the board itself).
    cell: [u8; MAX_CELLS],
    /// `members[p][i]`: the real tile read as digit `i` of pattern `p`.
    members: [[u8; MAX_CELLS]; MAX_PATTERNS],
    /// Pattern of each real tile (`NONE` for the blank and left-out tiles).
    group: [u8; MAX_CELLS],
    /// Digit of each real tile within its pattern.
    slot: [u8; MAX_CELLS],
}

impl View {
    /// A view from its cell map and `members`.
    fn new(cell: [u8; MAX_CELLS], members: [[u8; MAX_CELLS]; MAX_PATTERNS], len: &[u8]) -> View {
        let mut group = [NONE; MAX_CELLS];
        let mut slot = [0u8; MAX_CELLS];
        for (p, &l) in len.iter().enumerate() {
            for (i, &t) in members[p][..l as usize].iter().enumerate() {
                group[t as usize] = p as u8;
                slot[t as usize] = i as u8;
            }
        }
        View { cell, members, group, slot }
    }
}

/// An additive pattern database heuristic, optionally maxed with its
/// reflection. Cloning is cheap: the tables are shared.
#[derive(Clone, Debug)]
pub struct Pdb {
    cells: usize,
    tables: Arc<Vec<PatternTable>>,
    /// Tiles in each pattern.
    len: [u8; MAX_PATTERNS],
    /// `weight[p][i]`: what one unit of digit `i` adds to pattern `p`'s index.
    weight: [[u32; MAX_CELLS]; MAX_PATTERNS],
    /// The board as it is.
    plain: View,
    /// The board reflected, when the goal allows it.
    reflection: Option<View>,
    /// Whether lookups take the maximum with the reflected board.
    reflect: bool,
}

impl Pdb {
    /// Builds one table per group of `tiles` towards `goal`. The groups must
    /// be disjoint (that is what makes the sum admissible); tiles in no
    /// group simply count 0. At most [`MAX_PATTERNS`] groups, boards of at
    /// most [`MAX_CELLS`] cells. Reflection starts off.
    pub fn new(goal: &Board, groups: &[Vec<u8>]) -> Result<Pdb, String> {
        check_groups(goal, groups)?;
        Pdb::from_tables(goal, build_all(goal, groups)?)
    }

    /// The database of tables already built towards `goal` (e.g. read back
    /// with [`PatternTable::from_bytes`] from a cache), one per pattern, in
    /// the order of [`Pdb::tables`]. Checks that the tables fit the board
    /// and that their tiles are disjoint; whether they were built for this
    /// very goal is the caller's to know. Reflection starts off.
    pub fn from_tables(goal: &Board, tables: Vec<PatternTable>) -> Result<Pdb, String> {
        let groups: Vec<Vec<u8>> = tables.iter().map(|t| t.tiles().to_vec()).collect();
        check_groups(goal, &groups)?;
        let cells = goal.cells();
        if let Some(t) = tables.iter().find(|t| t.cells() != cells) {
            return Err(format!("a table for {} cells does not fit a board of {cells}", t.cells()));
        }
        let mut members = [[0u8; MAX_CELLS]; MAX_PATTERNS];
        let mut len = [0u8; MAX_PATTERNS];
        let mut weight = [[0u32; MAX_CELLS]; MAX_PATTERNS];
        for (p, tiles) in groups.iter().enumerate() {
            members[p][..tiles.len()].copy_from_slice(tiles);
            len[p] = tiles.len() as u8;
            let mut w = 1u32;
            for i in (0..tiles.len()).rev() {
                weight[p][i] = w;
                w *= (cells - i) as u32;
            }
        }
        let identity = std::array::from_fn(|c| c as u8);
        let plain = View::new(identity, members, &len[..groups.len()]);
        let reflection = symmetry(goal).map(|(cell, rename)| {
            // Digit i of reflected pattern p is the tile renamed to
            // members[p][i]: the real tile with that new name.
            let mut original = [0u8; MAX_CELLS];
            for t in 0..cells {
                original[rename[t] as usize] = t as u8;
            }
            let mut reflected = [[0u8; MAX_CELLS]; MAX_PATTERNS];
            for p in 0..groups.len() {
                for i in 0..len[p] as usize {
                    reflected[p][i] = original[members[p][i] as usize];
                }
            }
            View::new(cell, reflected, &len[..groups.len()])
        });
        Ok(Pdb { cells, tables: Arc::new(tables), len, weight, plain, reflection, reflect: false })
    }

    /// The preset `partition` for a 4×4 `goal` (see [`Partition::groups`]).
    pub fn preset(goal: &Board, partition: Partition) -> Result<Pdb, String> {
        Pdb::new(goal, &partition.groups(goal)?)
    }

    /// The same tables, with the reflected lookup on or off. Turning it on
    /// when [`Pdb::can_reflect`] is false changes nothing.
    pub fn with_reflection(&self, on: bool) -> Pdb {
        Pdb { reflect: on && self.reflection.is_some(), ..self.clone() }
    }

    /// Whether the goal has a symmetry for the reflected lookup (square
    /// board, blank on the main or the anti-diagonal).
    pub fn can_reflect(&self) -> bool {
        self.reflection.is_some()
    }

    /// Whether lookups take the maximum with the reflected board.
    pub fn reflects(&self) -> bool {
        self.reflect
    }

    /// The tables, one per pattern.
    pub fn tables(&self) -> &[PatternTable] {
        &self.tables
    }

    /// Bytes held by the tables.
    pub fn bytes(&self) -> usize {
        self.tables.iter().map(|t| t.len()).sum()
    }

    /// The estimate of a whole board (tiles row by row, blank 0, same size
    /// as the goal).
    pub fn estimate(&self, tiles: &[u8]) -> u32 {
        self.root(tiles).0
    }

    /// Index of pattern `p` in `view` for the tile cells in `cell_of`.
    fn index(&self, view: &View, p: usize, cell_of: &[u8; MAX_CELLS]) -> u32 {
        let len = self.len[p] as usize;
        let mut positions = [0u8; MAX_CELLS];
        for (slot, &t) in positions.iter_mut().zip(&view.members[p][..len]) {
            *slot = view.cell[cell_of[t as usize] as usize];
        }
        placement_index(self.cells, &positions[..len]) as u32
    }

    /// Updates `memo`'s entry for `view` (0 plain, 1 reflected) after `tile`
    /// moved from cell `from` to cell `to` (real cells; `memo.cell_of`
    /// already updated).
    ///
    /// The new index needs no recount: only the moved tile's digit and the
    /// digits of later tiles standing strictly between the two (mapped)
    /// cells change, by one each (see [`table`]'s index), so one pass of
    /// comparisons without branches gives it.
    #[inline(always)]
    fn slide_view(&self, v: usize, view: &View, memo: &mut PdbMemo, tile: usize, from: usize, to: usize) {
        let p = view.group[tile];
        if p == NONE {
            return;
        }
        let p = p as usize & (MAX_PATTERNS - 1);
        let slot = view.slot[tile] as usize & (MAX_CELLS - 1);
        let (from, to) = (view.cell[from & 15] as i32, view.cell[to & 15] as i32);
        let (lo, hi) = (from.min(to), from.max(to));
        let weight = &self.weight[p];
        let (mut earlier, mut later) = (0i32, 0i32);
        let len = (self.len[p] as usize).min(MAX_CELLS);
        for (j, &t) in view.members[p][..len].iter().enumerate() {
            let c = view.cell[memo.cell_of[t as usize & 15] as usize & 15] as i32;
            let inside = ((lo < c) & (c < hi)) as i32;
            earlier += inside & (j < slot) as i32;
            later += weight[j] as i32 & -(inside & (j > slot) as i32);
        }
        let sign = if to > from { 1 } else { -1 };
        let index =
            (memo.index[v][p] as i32 + weight[slot] as i32 * (to - from - sign * earlier) + sign * later) as u32;
        let value = self.tables[p].value(index as usize);
        memo.sum[v] = memo.sum[v] - memo.value[v][p] as u16 + value as u16;
        memo.value[v][p] = value;
        memo.index[v][p] = index;
    }
}

/// Checks the board size and that `groups` are 1 to [`MAX_PATTERNS`]
/// disjoint patterns (each tile's own checks come with its table).
fn check_groups(goal: &Board, groups: &[Vec<u8>]) -> Result<(), String> {
    let cells = goal.cells();
    if cells > MAX_CELLS {
        return Err(format!("pattern databases need at most {MAX_CELLS} cells, the board has {cells}"));
    }
    if groups.is_empty() || groups.len() > MAX_PATTERNS {
        return Err(format!("a pattern database needs 1 to {MAX_PATTERNS} patterns, found {}", groups.len()));
    }
    let mut seen = 0u32;
    for &t in groups.iter().flatten() {
        if (t as usize) < cells && seen & (1 << t) != 0 {
            return Err(format!("tile {t} is in two patterns"));
        }
        seen |= 1 << (t & 31);
    }
    Ok(())
}

/// The transpose (or anti-transpose) that keeps the goal's blank in place,
/// as (where each cell goes, the new name of each tile): tile `t` becomes
/// the goal's tile at the image of `t`'s goal cell, so the goal maps onto
/// itself and a board and its image are equally far from it.
fn symmetry(goal: &Board) -> Option<([u8; MAX_CELLS], [u8; MAX_CELLS])> {
    let w = goal.width();
    if w != goal.height() {
        return None;
    }
    let (br, bc) = (goal.blank() / w, goal.blank() % w);
    let map: fn(usize, usize, usize) -> (usize, usize) = if br == bc {
        |_, r, c| (c, r)
    } else if br + bc == w - 1 {
        |w, r, c| (w - 1 - c, w - 1 - r)
    } else {
        return None;
    };
    let mut cell = [0u8; MAX_CELLS];
    for (c, slot) in cell.iter_mut().enumerate().take(goal.cells()) {
        let (r2, c2) = map(w, c / w, c % w);
        *slot = (r2 * w + c2) as u8;
    }
    let mut rename = [0u8; MAX_CELLS];
    for (c, &t) in goal.tiles().iter().enumerate() {
        rename[t as usize] = goal.tiles()[cell[c] as usize];
    }
    Some((cell, rename))
}

/// One table per group. Natively each table is built on its own thread
/// (6-6-3 in about 1.3 s instead of 2.3 s on two idle cores); WebAssembly
/// has no threads, so there they are built one after the other.
fn build_all(goal: &Board, groups: &[Vec<u8>]) -> Result<Vec<PatternTable>, String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::scope(|scope| {
            let builds: Vec<_> = groups.iter().map(|tiles| scope.spawn(|| PatternTable::build(goal, tiles))).collect();
            builds.into_iter().map(|b| b.join().expect("a table build panicked")).collect()
        })
    }
    #[cfg(target_arch = "wasm32")]
    {
        groups.iter().map(|tiles| PatternTable::build(goal, tiles)).collect()
    }
}

/// What a kernel node carries for a [`Pdb`]: every tile's cell and, for the
/// board and its reflection, every pattern's index and value and their sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PdbMemo {
    cell_of: [u8; MAX_CELLS],
    index: [[u32; MAX_PATTERNS]; 2],
    value: [[u8; MAX_PATTERNS]; 2],
    sum: [u16; 2],
}

impl PdbMemo {
    /// The heuristic value: the sum, or the larger of the two sums.
    #[inline(always)]
    fn h(&self) -> u32 {
        self.sum[0].max(self.sum[1]) as u32
    }
}

impl Estimate for Pdb {
    type Memo = PdbMemo;

    fn root(&self, tiles: &[u8]) -> (u32, PdbMemo) {
        assert_eq!(tiles.len(), self.cells, "the board must have the goal's size");
        let mut memo = PdbMemo {
            cell_of: [0; MAX_CELLS],
            index: [[0; MAX_PATTERNS]; 2],
            value: [[0; MAX_PATTERNS]; 2],
            sum: [0; 2],
        };
        for (c, &t) in tiles.iter().enumerate() {
            memo.cell_of[t as usize] = c as u8;
        }
        let views = [Some(&self.plain), self.reflection.as_ref().filter(|_| self.reflect)];
        for (v, view) in views.into_iter().enumerate() {
            let Some(view) = view else { continue };
            for p in 0..self.tables.len() {
                let index = self.index(view, p, &memo.cell_of);
                memo.index[v][p] = index;
                memo.value[v][p] = self.tables[p].value(index as usize);
                memo.sum[v] += memo.value[v][p] as u16;
            }
        }
        (memo.h(), memo)
    }

    #[inline(always)]
    fn slide(&self, _h: u32, memo: &PdbMemo, tile: usize, from: usize, to: usize) -> (u32, PdbMemo) {
        let (tile, from, to) = (tile & (MAX_CELLS - 1), from & (MAX_CELLS - 1), to & (MAX_CELLS - 1));
        let mut m = *memo;
        m.cell_of[tile] = to as u8;
        m.cell_of[0] = from as u8;
        self.slide_view(0, &self.plain, &mut m, tile, from, to);
        if let (true, Some(reflection)) = (self.reflect, &self.reflection) {
            self.slide_view(1, reflection, &mut m, tile, from, to);
        }
        (m.h(), m)
    }
}
