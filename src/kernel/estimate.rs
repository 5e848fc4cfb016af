//! The one implementation of misplaced tiles, Manhattan distance and linear
//! conflict, behind one trait so the kernel compiles each into its own copy
//! of the search loop (no dynamic dispatch per node). The step-wise engine's
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
//! A pattern database fits the same trait: its memo would hold the positions
//! of its pattern tiles (or their partial ranks), updated on each slide.

use super::MAX_CELLS;
use crate::board::{Board, Geometry, Move};

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

/// Goal cell of every tile (for boards of at most `N` cells), and the board
/// width and height.
fn goal_cells<const N: usize>(goal: &Board) -> ([usize; N], usize, usize) {
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

/// A heuristic that is a sum over tiles of a per-tile cost of its cell:
/// misplaced tiles or Manhattan distance, for boards of at most `N` cells
/// (16: the kernel; 32: any board).
#[derive(Clone, Debug)]
pub struct TileSum<const N: usize = MAX_CELLS> {
    cost: Vec<u8>,
    cells: usize,
    /// `delta[tile][from][to]`: `cost(tile, to) − cost(tile, from)`.
    delta: Box<[[[i8; N]; N]; N]>,
    /// Every tile's cost changes by exactly one on every slide.
    unit: bool,
}

impl<const N: usize> TileSum<N> {
    fn new(goal: &Board, cost_of: impl Fn(usize, usize) -> u8) -> TileSum<N> {
        const { assert!(N.is_power_of_two()) };
        let cells = goal.cells();
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
                    delta[tile][from][to] = cost[tile * cells + to] as i8 - cost[tile * cells + from] as i8;
                }
            }
        }
        let table = &delta;
        // Only neighbouring cells matter: a slide moves a tile one cell
        // along its row or its column.
        let width = goal.width();
        let neighbours = |a: usize, b: usize| {
            (a / width == b / width && a.abs_diff(b) == 1) || (a % width == b % width && a.abs_diff(b) == width)
        };
        let unit = (1..cells).all(|tile| {
            (0..cells)
                .all(|from| (0..cells).filter(|&to| neighbours(from, to)).all(|to| table[tile][from][to].abs() == 1))
        });
        TileSum { cost, cells, delta, unit }
    }

    /// Misplaced tiles towards `goal` (at most `N` cells).
    pub fn misplaced(goal: &Board) -> TileSum<N> {
        let (goal_cell, _, _) = goal_cells::<N>(goal);
        TileSum::new(goal, |tile, cell| (goal_cell[tile] != cell) as u8)
    }

    /// Manhattan distance towards `goal` (at most `N` cells).
    pub fn manhattan(goal: &Board) -> TileSum<N> {
        let (goal_cell, w, _) = goal_cells::<N>(goal);
        TileSum::new(goal, |tile, cell| {
            let g = goal_cell[tile];
            ((g / w).abs_diff(cell / w) + (g % w).abs_diff(cell % w)) as u8
        })
    }

    /// How the sum changes when `tile` slides from `from` to `to`.
    #[inline(always)]
    fn delta(&self, tile: usize, from: usize, to: usize) -> i32 {
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

/// Rows plus columns of a board of at most 16 cells: at most 8 (4 × 4, 5 × 3).
const MAX_LINES: usize = 8;
/// Column keys are stored offset by this, so rows and columns share one
/// conflict table (a line of 5 has keys below 6^5 = 7,776).
const COLUMN_OFFSET: u16 = 8192;

/// A `Box<[T; N]>` of `value`s, built on the heap (the tables for 32 cells
/// are too large for a comfortable stack).
fn boxed<T: Clone, const N: usize>(value: T) -> Box<[T; N]> {
    vec![value; N].into_boxed_slice().try_into().unwrap_or_else(|_| unreachable!("the vector has N entries"))
}

/// Manhattan distance plus 2 for every tile that must leave its goal row or
/// column to let another pass (see [`crate::heuristic::Heuristic::LinearConflict`]),
/// for boards of at most `N` cells and `L` lines (rows plus columns): 16 and
/// 8 for the kernel, 32 and 16 for any board.
///
/// The key of a line is Σ code(tile at position k) × (len + 1)^k, where the
/// code is 1 + the tile's goal position in the line if the line is the
/// tile's goal line, else 0. A slide moves one tile out of one line and into
/// a parallel one (the two keys that matter for conflicts) and along a third
/// (whose order, hence conflicts, cannot change, but whose key must follow).
#[derive(Clone, Debug)]
pub struct LinearConflict<const N: usize = MAX_CELLS, const L: usize = MAX_LINES> {
    manhattan: TileSum<N>,
    width: usize,
    rows: usize,
    lines: usize,
    /// `part[line][cell][tile]`: what `tile` standing at `cell` adds to the key of `line`.
    part: Box<[[[u16; N]; N]; L]>,
    /// `2 × conflicts` of a key (columns from `COLUMN_OFFSET`).
    conflicts: Box<[u8; 2 * COLUMN_OFFSET as usize]>,
    /// `cross[from][to]`: (line the tile leaves, line it enters, line it moves along).
    cross: Box<[[(u8, u8, u8); N]; N]>,
    /// `direction[from][to]`: the move (its index in [`Move::ALL`]) from
    /// `from` to its neighbour `to`, for [`LinearConflict::slides`].
    direction: Box<[[u8; N]; N]>,
    /// `slides[from][direction][tile]`: everything [`LinearConflict::slide_keys`] reads
    /// for one slide of one tile, in one 16-byte entry: one table lookup
    /// instead of six (in wasm each lookup computes its address in separate
    /// instructions).
    slides: Box<[[[SlideEntry; N]; 4]; N]>,
}

/// One tile's slide between two neighbouring cells, as
/// [`LinearConflict::slide_keys`] needs it: the three lines it changes, what
/// the tile takes from the key of the line it leaves and adds to the key of
/// the line it enters, how the key of the line it moves along changes
/// (modulo 2¹⁶), and the change of its Manhattan distance.
///
/// Sixteen bytes with no padding: with padding, filling the table with
/// defaults compiled to one store per field of every entry (70 KB of
/// wasm); without, to one `memset`.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct SlideEntry {
    leave_sub: u16,
    enter_add: u16,
    along_add: u16,
    manhattan: i8,
    leave: u8,
    enter: u8,
    along: u8,
    _unused: [u16; 3],
}

impl<const N: usize, const L: usize> LinearConflict<N, L> {
    /// The tables for `goal` (at most `N` cells and `L` lines).
    pub fn new(goal: &Board) -> LinearConflict<N, L> {
        const { assert!(N.is_power_of_two() && L.is_power_of_two()) };
        let (goal_cell, w, h) = goal_cells::<N>(goal);
        assert!(w + h <= L, "these tables handle boards of at most {L} rows and columns");
        let cells = w * h;
        let mut part: Box<[[[u16; N]; N]; L]> = boxed([[0u16; N]; N]);
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
        let mut conflicts: Box<[u8; 2 * COLUMN_OFFSET as usize]> = boxed(0);
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
        let mut cross: Box<[[(u8, u8, u8); N]; N]> = boxed([(0u8, 0u8, 0u8); N]);
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
        let manhattan = TileSum::manhattan(goal);
        let (direction, slides) = Self::slide_table(&goal.geometry(), &part, &cross, &manhattan);
        LinearConflict { manhattan, width: w, rows: h, lines: w + h, part, conflicts, cross, direction, slides }
    }

    /// [`LinearConflict::slides`] and the directions that index it, from
    /// the other tables (built once per goal, so kept out of line).
    #[inline(never)]
    #[allow(clippy::type_complexity)]
    fn slide_table(
        geometry: &Geometry,
        part: &[[[u16; N]; N]; L],
        cross: &[[(u8, u8, u8); N]; N],
        manhattan: &TileSum<N>,
    ) -> (Box<[[u8; N]; N]>, Box<[[[SlideEntry; N]; 4]; N]>) {
        let cells = geometry.cells();
        let mut direction: Box<[[u8; N]; N]> = boxed([0u8; N]);
        let mut slides: Box<[[[SlideEntry; N]; 4]; N]> = boxed([[SlideEntry::default(); N]; 4]);
        for from in 0..cells {
            for mv in Move::ALL {
                let Some(to) = geometry.neighbour(from, mv) else { continue };
                let d = mv as usize;
                direction[from][to] = d as u8;
                let (leave, enter, along) = cross[from][to];
                let (l, e, a) = (leave as usize, enter as usize, along as usize);
                for tile in 1..cells {
                    slides[from][d][tile] = SlideEntry {
                        leave_sub: part[l][from][tile],
                        enter_add: part[e][to][tile],
                        along_add: part[a][to][tile].wrapping_sub(part[a][from][tile]),
                        manhattan: manhattan.delta(tile, from, to) as i8,
                        leave,
                        enter,
                        along,
                        _unused: [0; 3],
                    };
                }
            }
        }
        (direction, slides)
    }

    /// `2 × conflicts` of a line's key.
    #[inline(always)]
    fn conflicts_of(&self, key: u16) -> i32 {
        conflicts_in(&self.conflicts, key)
    }

    /// The key of `line` on a board whose tile at each cell `tile_at` gives.
    fn key(&self, line: usize, tile_at: &impl Fn(usize) -> usize) -> u16 {
        let (w, h) = (self.width, self.rows);
        let part = &self.part[line & (L - 1)];
        if line < h {
            (line * w..line * w + w).map(|cell| part[cell & (N - 1)][tile_at(cell) & (N - 1)]).sum()
        } else {
            let c = line - h;
            COLUMN_OFFSET + (0..h).map(|r| part[(r * w + c) & (N - 1)][tile_at(r * w + c) & (N - 1)]).sum::<u16>()
        }
    }

    /// The value after `tile` slides from `from` to `to`, given `h` before
    /// the move and the board before it (`tile_at(cell)`), for a caller that
    /// keeps no memo per node (the step-wise engine): the two lines whose
    /// conflicts can change are read from the board.
    #[inline]
    pub fn slide_between(&self, h: u32, tile_at: impl Fn(usize) -> usize, tile: usize, from: usize, to: usize) -> u32 {
        let (from, to, tile) = (from & (N - 1), to & (N - 1), tile & (N - 1));
        let (leave, enter, _) = self.cross[from][to];
        let (leave, enter) = (leave as usize & (L - 1), enter as usize & (L - 1));
        let (old_leave, old_enter) = (self.key(leave, &tile_at), self.key(enter, &tile_at));
        let new_leave = old_leave - self.part[leave][from][tile];
        let new_enter = old_enter + self.part[enter][to][tile];
        let change = self.manhattan.delta(tile, from, to) + self.conflicts_of(new_leave) + self.conflicts_of(new_enter)
            - self.conflicts_of(old_leave)
            - self.conflicts_of(old_enter);
        (h as i32 + change) as u32
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

impl<const N: usize, const L: usize> Estimate for LinearConflict<N, L> {
    /// The key of every line (rows first, then columns).
    type Memo = [u16; L];

    fn root(&self, tiles: &[u8]) -> (u32, [u16; L]) {
        let mut keys = [0u16; L];
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
    fn slide(&self, h: u32, memo: &[u16; L], tile: usize, from: usize, to: usize) -> (u32, [u16; L]) {
        let (h, change) = self.slide_keys(h, memo, tile, from, to);
        let mut keys = *memo;
        change.apply(&mut keys);
        (h, keys)
    }
}

/// The three line keys a slide changes ([`LinearConflict::slide_keys`]):
/// `(line, new key)` for the line the tile leaves, the one it enters and the
/// one it moves along.
#[derive(Clone, Copy, Debug, Default)]
pub struct KeyChange([(u8, u16); 3]);

impl KeyChange {
    /// Writes the new keys into `keys` (the keys before the slide).
    #[inline(always)]
    pub fn apply<const L: usize>(self, keys: &mut [u16; L]) {
        const { assert!(L.is_power_of_two()) };
        for (line, key) in self.0 {
            keys[line as usize & (L - 1)] = key;
        }
    }
}

impl<const N: usize, const L: usize> LinearConflict<N, L> {
    /// [`Estimate::slide`] as the value and the three keys that change, for
    /// a caller that keeps each node's keys in place (the step-wise IDA*
    /// writes them into the child's stack frame, with no copy of the whole
    /// memo in between).
    #[inline(always)]
    pub fn slide_keys(&self, h: u32, memo: &[u16; L], tile: usize, from: usize, to: usize) -> (u32, KeyChange) {
        self.slide_tables().slide_keys(h, memo, tile, from, to)
    }

    /// The tables [`LinearConflict::slide_keys`] reads.
    #[inline(always)]
    pub fn slide_tables(&self) -> SlideTables<'_, N, L> {
        SlideTables { direction: &self.direction, slides: &self.slides, conflicts: &self.conflicts }
    }
}

/// `2 × conflicts` of a line's key in linear conflict's `conflicts` table
/// (masked, so the lookup needs no bounds check).
#[inline(always)]
fn conflicts_in(conflicts: &[u8; 2 * COLUMN_OFFSET as usize], key: u16) -> i32 {
    conflicts[key as usize & (2 * COLUMN_OFFSET as usize - 1)] as i32
}

/// What [`LinearConflict::slide_keys`] reads, as plain references: a search
/// that holds them through a batch of steps finds each table's address once,
/// where going through the heuristic cost every child a check of which
/// heuristic it is and a chain of loads to the tables.
#[derive(Clone, Copy)]
pub struct SlideTables<'a, const N: usize, const L: usize> {
    direction: &'a [[u8; N]; N],
    slides: &'a [[[SlideEntry; N]; 4]; N],
    conflicts: &'a [u8; 2 * COLUMN_OFFSET as usize],
}

impl<const N: usize, const L: usize> SlideTables<'_, N, L> {
    /// [`LinearConflict::slide_keys`].
    #[inline(always)]
    pub fn slide_keys(self, h: u32, memo: &[u16; L], tile: usize, from: usize, to: usize) -> (u32, KeyChange) {
        let (from, to, tile) = (from & (N - 1), to & (N - 1), tile & (N - 1));
        let slide = &self.slides[from][self.direction[from][to] as usize & 3][tile];
        let (leave, enter, along) =
            (slide.leave as usize & (L - 1), slide.enter as usize & (L - 1), slide.along as usize & (L - 1));
        let (old_leave, old_enter) = (memo[leave], memo[enter]);
        let new_leave = old_leave - slide.leave_sub;
        let new_enter = old_enter + slide.enter_add;
        let new_along = memo[along].wrapping_add(slide.along_add);
        let conflicts = |key: u16| conflicts_in(self.conflicts, key);
        let change = slide.manhattan as i32 + conflicts(new_leave) + conflicts(new_enter)
            - conflicts(old_leave)
            - conflicts(old_enter);
        let keys = KeyChange([(leave as u8, new_leave), (enter as u8, new_enter), (along as u8, new_along)]);
        ((h as i32 + change) as u32, keys)
    }
}
