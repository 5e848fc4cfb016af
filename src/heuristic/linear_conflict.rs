//! Linear conflict: Manhattan distance plus two moves for every tile that
//! must step out of its goal row or column to let another pass
//! ([`LinearConflict`]), with a key per line carried from node to node.

use super::estimate::{boxed, goal_cells, Estimate, PACKED_CELLS};
use super::tile_sum::TileSum;
use crate::board::{Board, Geometry, Move};

/// Rows plus columns of a board of at most 16 cells: at most 8 (4 × 4, 5 × 3).
const MAX_LINES: usize = 8;
/// Column keys are stored offset by this, so rows and columns share one
/// conflict table (a line of 5 has keys below 6^5 = 7,776).
const COLUMN_OFFSET: u16 = 8192;

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
pub struct LinearConflict<const N: usize = PACKED_CELLS, const L: usize = MAX_LINES> {
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
