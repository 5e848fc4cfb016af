//! One pattern's table: how far the pattern tiles alone are from their goal
//! cells, for every placement of them, found by one backward search.
//!
//! # The abstraction
//! Only the pattern tiles and the blank are kept; every other tile is
//! forgotten, so the blank may pass through those cells freely. A move of a
//! pattern tile costs 1, a move of the blank through a non-pattern cell costs
//! 0 (those moves belong to other patterns' counts, which is what lets the
//! tables of disjoint patterns be added). The abstract state is (placement of
//! the pattern tiles, blank cell), and the stored value of a placement is the
//! cheapest over all blank cells. Any real solution projects onto an abstract
//! path that pays at least this much for the pattern's tiles, so the value is
//! a lower bound on the moves of those tiles in any solution.
//!
//! # The search: 0-1 BFS layer by layer, without a 16× blow-up
//! Cost-0 moves let the blank roam its whole connected region of free cells
//! (cells without a pattern tile), so an abstract state really is (placement,
//! blank region). The search keeps, per placement, a 16-bit mask of the blank
//! cells already reached (always a union of whole regions) and a 16-bit mask
//! of seeds. Layer `d` walks the placements with seeds in index order, floods
//! the new seeds into regions (one bit-parallel fill), marks them reached,
//! records `d` the first time a placement is reached at all (that is the
//! minimum over blank cells), and pushes every pattern tile next to a new
//! region into it: the tile's old cell seeds layer `d + 1` of the new
//! placement. A seed for a placement still waiting in layer `d` is held in a
//! short list until the layer ends, so one mask serves both layers. That is
//! 4 bytes of search state and 1 byte of table per placement (29 MB for a
//! 6-tile pattern on 16 cells), plus a bit per placement and layer to find
//! the seeded ones, instead of a queue of (placement, blank) pairs.
//!
//! # The index
//! Placements of `k` tiles on `n` cells are numbered densely in
//! `0..n·(n−1)···(n−k+1)`: tile `i` (in pattern order) at cell `p_i` gives
//! the digit `p_i − #{j < i : p_j < p_i}` of radix `n − i`, i.e. its rank
//! among the cells the earlier tiles left free. When one tile moves to a free
//! cell, only its digit and the digits of later tiles strictly between its
//! old and new cells change, by one each, so the search (and the kernel, see
//! [`super::Pdb`]) re-index without recounting.

use crate::board::{Board, Geometry, Move};

/// Marks a placement the search never reached (only possible when the
/// pattern holds every tile, so parity splits the placements in two).
pub const UNREACHABLE: u8 = u8::MAX;

/// Largest board handled: masks are 16 bits, one per cell.
pub const MAX_CELLS: usize = 16;

/// Most placements a table may have (indices stay below `i32::MAX`; the
/// search needs 5 bytes a placement, so this is already 10 GB).
pub const MAX_PLACEMENTS: usize = 1 << 31;

/// Number of placements of `k` distinct tiles on `cells` cells:
/// `cells! / (cells − k)!` (saturating at `usize::MAX`).
pub const fn placement_count(cells: usize, k: usize) -> usize {
    let mut count = 1;
    let mut i = 0;
    while i < k {
        count = (cells - i).saturating_mul(count);
        i += 1;
    }
    count
}

/// The dense index of a placement: `positions[i]` is the cell of the
/// pattern's `i`-th tile (all distinct, each below `cells`).
#[inline]
pub fn placement_index(cells: usize, positions: &[u8]) -> usize {
    let mut used = 0u32;
    let mut index = 0usize;
    for (i, &p) in positions.iter().enumerate() {
        let below = (used & ((1u32 << p) - 1)).count_ones() as usize;
        index = index * (cells - i) + (p as usize - below);
        used |= 1 << p;
    }
    index
}

/// The placement with a given index (inverse of [`placement_index`]) into
/// `positions`, whose length is the pattern size.
pub fn placement_of(cells: usize, mut index: usize, positions: &mut [u8]) {
    let k = positions.len();
    let mut digits = [0u8; MAX_CELLS];
    for i in (0..k).rev() {
        let radix = cells - i;
        digits[i] = (index % radix) as u8;
        index /= radix;
    }
    positions_from_digits(cells, &digits[..k], positions);
}

/// Cells from mixed-radix digits: digit `d` is the `d`-th free cell.
#[inline]
fn positions_from_digits(cells: usize, digits: &[u8], positions: &mut [u8]) {
    let mut free = (1u32 << cells) - 1;
    for (slot, &d) in positions.iter_mut().zip(digits) {
        let mut m = free;
        for _ in 0..d {
            m &= m - 1;
        }
        let cell = m.trailing_zeros();
        *slot = cell as u8;
        free &= !(1 << cell);
    }
}

/// Row-wise bit tricks of a board shape: neighbours of a whole set of cells
/// in four shifts.
#[derive(Clone, Copy, Debug)]
struct Shape {
    width: u32,
    all: u32,
    /// Cells not in the first column (a left shift lands a cell there only
    /// by wrapping from the previous row).
    not_first_col: u32,
    /// Cells not in the last column.
    not_last_col: u32,
}

impl Shape {
    fn new(geometry: &Geometry) -> Shape {
        let (w, n) = (geometry.width(), geometry.cells());
        let col = |c: usize| (0..n).filter(|i| i % w == c).fold(0u32, |m, i| m | 1 << i);
        let all = (1u32 << n) - 1;
        Shape { width: w as u32, all, not_first_col: all & !col(0), not_last_col: all & !col(w - 1) }
    }

    /// Cells next to some cell of `m`.
    #[inline]
    fn expand(&self, m: u32) -> u32 {
        ((m << self.width) | (m >> self.width) | ((m << 1) & self.not_first_col) | ((m >> 1) & self.not_last_col))
            & self.all
    }

    /// The cells of `free` connected to `seeds` through `free`.
    #[inline]
    fn flood(&self, seeds: u32, free: u32) -> u32 {
        let mut region = seeds & free;
        loop {
            let grown = (region | self.expand(region)) & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// The table of one pattern towards one goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternTable {
    cells: usize,
    tiles: Vec<u8>,
    values: Vec<u8>,
}

impl PatternTable {
    /// Builds the table of `tiles` (distinct, non-zero tiles of `goal`, in
    /// the order that defines the index) by the backward search described
    /// in the module documentation. The board may have at most
    /// [`MAX_CELLS`] cells; the table takes
    /// [`placement_count`]`(cells, tiles.len())` bytes.
    pub fn build(goal: &Board, tiles: &[u8]) -> Result<PatternTable, String> {
        PatternTable::build_with_progress(goal, tiles, &mut |_, _| {})
    }

    /// [`PatternTable::build`], calling `progress(reached, placements)`
    /// after each layer of the search with the number of placements that
    /// have their value so far, so a page can show a progress bar (a
    /// 6-tile table has about 30 layers).
    pub fn build_with_progress(
        goal: &Board,
        tiles: &[u8],
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<PatternTable, String> {
        let geometry = goal.geometry();
        let n = geometry.cells();
        if n > MAX_CELLS {
            return Err(format!("pattern databases need at most {MAX_CELLS} cells, the board has {n}"));
        }
        let mut goal_cell = [u8::MAX; MAX_CELLS];
        for (cell, &t) in goal.tiles().iter().enumerate() {
            goal_cell[t as usize] = cell as u8;
        }
        if tiles.is_empty() || tiles.len() >= n {
            return Err(format!("a pattern needs 1 to {} tiles, found {}", n - 1, tiles.len()));
        }
        let mut seen_tile = 0u32;
        for &t in tiles {
            if t == 0 || t as usize >= n || seen_tile & (1 << t) != 0 {
                return Err(format!("pattern tile {t} is the blank, out of range or repeated"));
            }
            seen_tile |= 1 << t;
        }
        let count = placement_count(n, tiles.len());
        if count > MAX_PLACEMENTS {
            return Err(format!(
                "a pattern of {} tiles has {count} placements, more than {MAX_PLACEMENTS}",
                tiles.len()
            ));
        }
        let goal_positions: Vec<u8> = tiles.iter().map(|&t| goal_cell[t as usize]).collect();
        let values = search(&geometry, &goal_positions, goal.blank(), progress);
        Ok(PatternTable { cells: n, tiles: tiles.to_vec(), values })
    }

    /// The pattern's tiles, in index order.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// Number of placements (= bytes of the table).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Never true: a pattern has at least one tile.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Cells of the board the table was built for.
    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The stored value of placement `index` (see [`placement_index`]).
    #[inline]
    pub fn value(&self, index: usize) -> u8 {
        self.values[index]
    }

    /// The value of the placement where tile `tiles()[i]` stands at
    /// `positions[i]`.
    #[inline]
    pub fn lookup(&self, positions: &[u8]) -> u8 {
        self.values[placement_index(self.cells, positions)]
    }

    /// All values, by index.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The table as bytes, for a cache (the page keeps the 6-6-3 tables in
    /// IndexedDB rather than rebuild them on every visit): `NPDB`, the
    /// [`FORMAT_VERSION`], the number of cells, the number of tiles, the
    /// tiles in index order, then one byte per placement.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER + self.tiles.len() + self.values.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&[FORMAT_VERSION, self.cells as u8, self.tiles.len() as u8]);
        bytes.extend_from_slice(&self.tiles);
        bytes.extend_from_slice(&self.values);
        bytes
    }

    /// Reads [`PatternTable::to_bytes`] back. Checks the header, the tiles
    /// and the length; it cannot check the values, so a cache must key a
    /// table on the goal it was built for.
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternTable, String> {
        let bad = |why: &str| Err(format!("not a pattern table: {why}"));
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return bad("no NPDB header");
        }
        let (version, cells, k) = (bytes[4], bytes[5] as usize, bytes[6] as usize);
        if version != FORMAT_VERSION {
            return bad(&format!("format version {version}, expected {FORMAT_VERSION}"));
        }
        if !(2..=MAX_CELLS).contains(&cells) || k == 0 || k >= cells {
            return bad(&format!("{k} tiles on {cells} cells"));
        }
        let Some(tiles) = bytes.get(HEADER..HEADER + k) else { return bad("the tiles are cut off") };
        let mut seen = 0u32;
        for &t in tiles {
            if t == 0 || t as usize >= cells || seen & (1 << t) != 0 {
                return bad(&format!("tile {t} is the blank, out of range or repeated"));
            }
            seen |= 1 << t;
        }
        let values = &bytes[HEADER + k..];
        let count = placement_count(cells, k);
        if values.len() != count {
            return bad(&format!("{} values, expected {count}", values.len()));
        }
        Ok(PatternTable { cells, tiles: tiles.to_vec(), values: values.to_vec() })
    }
}

/// Version of the [`PatternTable::to_bytes`] layout (and of the search that
/// fills the values): bump it when either changes, so cached tables are
/// rebuilt.
pub const FORMAT_VERSION: u8 = 1;

/// First bytes of a serialized table.
const MAGIC: &[u8; 4] = b"NPDB";

/// Magic, version, cells, tile count.
const HEADER: usize = 7;

/// `SELECT[byte][d]`: the cell of the `d`-th set bit of `byte`.
const SELECT: [[u8; 8]; 256] = {
    let mut table = [[0u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut d = 0;
        let mut bit = 0;
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][d] = bit as u8;
                d += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// Set bits of a byte (without a popcount instruction in the baseline
/// x86-64 target, a table is faster).
const POPCOUNT: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = (byte as u32).count_ones() as u8;
        byte += 1;
    }
    table
};

/// The cell of the `d`-th set bit of a 16-bit mask.
#[inline(always)]
fn select(mask: u32, d: u8) -> u8 {
    let low = (mask & 0xFF) as usize;
    let below = POPCOUNT[low];
    if d < below {
        SELECT[low][d as usize]
    } else {
        8 + SELECT[(mask >> 8) as usize & 0xFF][(d - below) as usize & 7]
    }
}

/// Index arithmetic for one pattern size: decoding an index in one division
/// and two small tables of digits, and re-indexing after one tile moves
/// without recounting the others.
struct Indexer {
    cells: usize,
    k: usize,
    /// `weight[i]`: what one unit of digit `i` adds to the index.
    weight: [usize; MAX_CELLS],
    /// Digits `0..split` are looked up by `index / low_size`, the rest by
    /// `index % low_size`.
    split: usize,
    low_size: usize,
    high: Vec<[u8; MAX_CELLS]>,
    low: Vec<[u8; MAX_CELLS]>,
}

impl Indexer {
    fn new(cells: usize, k: usize) -> Indexer {
        let mut weight = [0usize; MAX_CELLS];
        let mut w = 1;
        for i in (0..k).rev() {
            weight[i] = w;
            w *= cells - i;
        }
        let split = k - k / 2;
        let digits = |from: usize, to: usize| {
            let size: usize = (from..to).map(|i| cells - i).product();
            (0..size)
                .map(|mut x| {
                    let mut d = [0u8; MAX_CELLS];
                    for i in (from..to).rev() {
                        d[i] = (x % (cells - i)) as u8;
                        x /= cells - i;
                    }
                    d
                })
                .collect::<Vec<_>>()
        };
        let low = digits(split, k);
        Indexer { cells, k, weight, split, low_size: low.len(), high: digits(0, split), low }
    }

    /// The cells of placement `index` into `positions`; returns their mask.
    #[inline]
    fn decode(&self, index: usize, positions: &mut [u8; MAX_CELLS]) -> u32 {
        let (high, low) = (&self.high[index / self.low_size], &self.low[index % self.low_size]);
        let mut free = (1u32 << self.cells) - 1;
        for i in 0..self.k {
            let d = if i < self.split { high[i] } else { low[i] };
            let cell = select(free, d);
            positions[i] = cell;
            free &= !(1 << cell);
        }
        !free & ((1u32 << self.cells) - 1)
    }

    /// The index after tile `i` of placement `index` moves from cell `from`
    /// to the free cell `to`. Only digit `i` and the digits of later tiles
    /// standing strictly between the two cells change (by one each), since
    /// a digit counts the earlier tiles below its cell.
    #[inline]
    fn moved(&self, index: usize, i: usize, from: u8, to: u8, occupied: u32, slot_at: &[u8; MAX_CELLS]) -> usize {
        let (lo, hi) = if from < to { (from, to) } else { (to, from) };
        let between = occupied & ((1u32 << hi) - 1) & !((2u32 << lo) - 1);
        let (mut earlier, mut later) = (0isize, 0isize);
        let mut m = between;
        while m != 0 {
            let j = slot_at[m.trailing_zeros() as usize] as usize;
            m &= m - 1;
            if j < i {
                earlier += 1;
            } else {
                later += self.weight[j] as isize;
            }
        }
        let sign = if to > from { 1 } else { -1 };
        let change = self.weight[i] as isize * (to as isize - from as isize - sign * earlier) + sign * later;
        (index as isize + change) as usize
    }
}

/// The layered 0-1 BFS (see the module documentation). `start` holds the
/// goal cells of the pattern tiles, `blank` the goal cell of the blank.
fn search(geometry: &Geometry, start: &[u8], blank: usize, progress: &mut dyn FnMut(usize, usize)) -> Vec<u8> {
    let n = geometry.cells();
    let k = start.len();
    let size = placement_count(n, k);
    let shape = Shape::new(geometry);
    let indexer = Indexer::new(n, k);
    let adjacent: Vec<u32> = (0..n)
        .map(|c| Move::ALL.iter().filter_map(|&m| geometry.neighbour(c, m)).fold(0u32, |m, to| m | 1 << to))
        .collect();

    let mut values = vec![UNREACHABLE; size];
    // Per placement: blank cells reached (whole regions) in the low 16 bits,
    // seeds of the layer that will expand it next in the high 16 bits.
    let mut state = vec![0u32; size];
    // Placements with seeds for this layer and for the next, as bitsets
    // walked in index order.
    let words = size.div_ceil(64);
    let (mut now, mut later) = (vec![0u64; words], vec![0u64; words]);
    // Seeds for the next layer aimed at placements still waiting in this
    // one: they cannot share its seed bits yet, so they wait here.
    let mut deferred: Vec<(u32, u16)> = Vec::new();
    let first = placement_index(n, start);
    state[first] = 1 << (16 + blank);
    now[first / 64] |= 1 << (first % 64);

    let mut positions = [0u8; MAX_CELLS];
    let mut slot_at = [0u8; MAX_CELLS];
    let mut depth = 0u8;
    let mut valued = 0usize;
    loop {
        let mut any = false;
        for w in 0..words {
            let mut bits = std::mem::take(&mut now[w]);
            while bits != 0 {
                let index = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let entry = state[index];
                let reached = entry & 0xFFFF;
                state[index] = reached;
                let seeds = (entry >> 16) & !reached;
                if seeds == 0 {
                    continue;
                }
                let occupied = indexer.decode(index, &mut positions);
                let region = shape.flood(seeds, shape.all & !occupied) & !reached;
                if reached == 0 {
                    values[index] = depth;
                    valued += 1;
                }
                state[index] = reached | region;
                for (i, &p) in positions[..k].iter().enumerate() {
                    slot_at[p as usize] = i as u8;
                }
                for (i, &from) in positions[..k].iter().enumerate() {
                    let mut targets = adjacent[from as usize] & region;
                    while targets != 0 {
                        let to = targets.trailing_zeros() as u8;
                        targets &= targets - 1;
                        let q = indexer.moved(index, i, from, to, occupied, &slot_at);
                        let bit = 1u32 << from;
                        // Still waiting in this layer: its word is either
                        // the one being walked (`bits`) or a later one.
                        let waiting = if q / 64 == w { bits } else { now[q / 64] } & (1 << (q % 64)) != 0;
                        if waiting {
                            deferred.push((q as u32, bit as u16));
                            continue;
                        }
                        // Branch-free, so the misses of consecutive moves overlap.
                        let target = &mut state[q];
                        let new = bit & !*target;
                        *target |= new << 16;
                        later[q / 64] |= ((new != 0) as u64) << (q % 64);
                        any |= new != 0;
                    }
                }
            }
        }
        for (q, bit) in deferred.drain(..) {
            let (q, bit) = (q as usize, bit as u32);
            let new = bit & !state[q];
            state[q] |= new << 16;
            later[q / 64] |= ((new != 0) as u64) << (q % 64);
            any |= new != 0;
        }
        progress(valued, size);
        if !any {
            return values;
        }
        std::mem::swap(&mut now, &mut later);
        depth += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decode_and_moved_agree_with_placement_index() {
        for (cells, width, k) in [(16, 4, 3), (9, 3, 4), (12, 4, 2), (8, 4, 5)] {
            let indexer = Indexer::new(cells, k);
            let mut positions = [0u8; MAX_CELLS];
            let mut plain = vec![0u8; k];
            for index in 0..placement_count(cells, k) {
                let occupied = indexer.decode(index, &mut positions);
                placement_of(cells, index, &mut plain);
                assert_eq!(&positions[..k], &plain[..]);
                assert_eq!(occupied, plain.iter().fold(0, |m, &p| m | 1 << p));
                let mut slot_at = [0u8; MAX_CELLS];
                for (i, &p) in plain.iter().enumerate() {
                    slot_at[p as usize] = i as u8;
                }
                for i in 0..k {
                    let from = positions[i];
                    for to in [from as isize - 1, from as isize + 1, from as isize - width, from as isize + width] {
                        if to < 0 || to >= cells as isize || occupied & (1 << to) != 0 {
                            continue;
                        }
                        let mut after = plain.clone();
                        after[i] = to as u8;
                        let expected = placement_index(cells, &after);
                        assert_eq!(indexer.moved(index, i, from, to as u8, occupied, &slot_at), expected);
                    }
                }
            }
        }
    }
}
