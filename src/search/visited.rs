//! The three visited tables the seeds compare (000: "hash + encoding + set").
//!
//! - **Dense**: an array indexed by the permutation rank of the state (the
//!   "Cantor expansion"): no hashing, no collisions. Only the n!/2 boards of
//!   the start's solvability class get a slot (blank cell, then the rank of
//!   the other tiles: see [`DenseIndex`]), 4 bytes each. Only for boards of
//!   at most 9 cells (9!/2 = 181,440 entries). Breadth-first search stores
//!   values below 255 and gets one byte a slot instead ([`Visited::Small`]).
//! - **Hash**: a hash map from the packed state.
//! - **Ordered**: a balanced tree (`BTreeMap`), like C++'s `std::set`.
//!
//! All map a state to a `u32`: a node id in the search's arena
//! (bidirectional search), or what breadth-first search records (its
//! "mark": the move that reached the state and its depth).

use super::memory;
use crate::board::{Geometry, State};
use crate::rank::{factorial, rank_without_blank};
use std::collections::{btree_map, hash_map, BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

/// Which table to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VisitedKind {
    /// Dense on boards of at most 9 cells, hash otherwise.
    Auto,
    /// Array over permutation ranks.
    Dense,
    /// Hash map.
    Hash,
    /// Ordered tree.
    Ordered,
}

impl VisitedKind {
    /// All choices.
    pub const ALL: [VisitedKind; 4] = [VisitedKind::Auto, VisitedKind::Dense, VisitedKind::Hash, VisitedKind::Ordered];

    /// Name for the command line and benchmarks.
    pub fn name(self) -> &'static str {
        match self {
            VisitedKind::Auto => "auto",
            VisitedKind::Dense => "rank-array",
            VisitedKind::Hash => "hash",
            VisitedKind::Ordered => "ordered",
        }
    }

    /// Reads a name from [`VisitedKind::name`].
    pub fn from_name(name: &str) -> Option<VisitedKind> {
        VisitedKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// Largest board for which the dense table is allowed.
pub const DENSE_MAX_CELLS: usize = 9;

/// A multiplicative hasher for packed states: they are already well mixed
/// integers, so SipHash's DoS resistance buys nothing here and costs 3×.
#[derive(Default, Clone, Copy)]
pub struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u128(&mut self, v: u128) {
        let folded = (v as u64) ^ ((v >> 64) as u64).rotate_left(29);
        self.write_u64(folded);
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 ^= self.0 >> 29;
    }
}

/// Hash map from states, with [`StateHasher`].
pub type StateMap<V> = HashMap<State, V, BuildHasherDefault<StateHasher>>;

const EMPTY: u32 = u32::MAX;

/// A visited table of one of the [`VisitedKind`]s.
#[derive(Clone)]
pub enum Visited {
    /// `slots[index]`, for boards of at most [`DENSE_MAX_CELLS`] cells; see
    /// [`DenseIndex`].
    Dense {
        index: DenseIndex,
        slots: Vec<u32>,
    },
    /// The dense table with one byte a slot, for values below
    /// [`SMALL_VALUES`]: breadth-first search stores a depth and a move, not
    /// a node id (see `bfs.rs`), and a quarter of the memory is a quarter of
    /// the page faults and cache misses.
    Small {
        index: DenseIndex,
        slots: Vec<u8>,
    },
    Hash(StateMap<u32>),
    Ordered(BTreeMap<State, u32>),
}

/// Bytes an entry of the ordered table takes: a `BTreeMap<State, u32>` leaf
/// holds up to 11 entries in about 240 bytes and is two-thirds full on
/// average, about 33 bytes an entry with the inner nodes; docs/PERFORMANCE.md
/// measured the resident memory below this figure.
pub const ORDERED_ENTRY_BYTES: u64 = 40;

/// Values a [`Visited::for_small_values`] table can hold: `0..SMALL_VALUES`.
pub const SMALL_VALUES: u32 = u8::MAX as u32;

impl Visited {
    /// An empty table; `Auto` and `Dense` pick the dense array when the board
    /// has at most [`DENSE_MAX_CELLS`] cells, a hash map otherwise.
    pub fn new(kind: VisitedKind, geometry: &Geometry) -> Visited {
        let dense_ok = geometry.cells() <= DENSE_MAX_CELLS;
        match kind {
            VisitedKind::Auto | VisitedKind::Dense if dense_ok => {
                let index = DenseIndex::new(geometry);
                Visited::Dense { slots: vec![EMPTY; index.len()], index }
            }
            VisitedKind::Ordered => Visited::Ordered(BTreeMap::new()),
            _ => Visited::Hash(StateMap::default()),
        }
    }

    /// As [`Visited::new`], for callers whose values are all below
    /// [`SMALL_VALUES`]: the dense kind then takes one byte a slot.
    pub fn for_small_values(kind: VisitedKind, geometry: &Geometry) -> Visited {
        match kind {
            VisitedKind::Auto | VisitedKind::Dense if geometry.cells() <= DENSE_MAX_CELLS => {
                let index = DenseIndex::new(geometry);
                Visited::Small { slots: vec![u8::MAX; index.len()], index }
            }
            _ => Visited::new(kind, geometry),
        }
    }

    /// The value (node id) stored for `state`.
    #[inline]
    pub fn get(&self, state: State) -> Option<u32> {
        match self {
            Visited::Small { index, slots } => {
                let (slot, class) = index.slot(state);
                let v = slots[slot];
                (v != u8::MAX && class == index.class).then_some(v as u32)
            }
            Visited::Dense { index, slots } => {
                let (slot, class) = index.slot(state);
                let v = slots[slot];
                (v != EMPTY && class == index.class).then_some(v)
            }
            Visited::Hash(m) => m.get(&state).copied(),
            Visited::Ordered(m) => m.get(&state).copied(),
        }
    }

    /// Records `state` → `id`.
    #[inline]
    pub fn insert(&mut self, state: State, id: u32) {
        match self {
            Visited::Small { index, slots } => {
                debug_assert!(id < SMALL_VALUES);
                let slot = index.claim(state);
                slots[slot] = id as u8;
            }
            Visited::Dense { index, slots } => {
                let slot = index.claim(state);
                slots[slot] = id;
            }
            Visited::Hash(m) => {
                m.insert(state, id);
            }
            Visited::Ordered(m) => {
                m.insert(state, id);
            }
        }
    }

    /// Where `state` goes in the table, for [`Visited::get_or_insert_at`].
    #[inline]
    pub fn locate(&self, state: State) -> Slot {
        match self {
            Visited::Dense { index, .. } | Visited::Small { index, .. } => Slot::Dense(index.slot(state).0 as u32),
            _ => Slot::State(state),
        }
    }

    /// Where `child` goes, when it is `parent` (located at `at`) after the
    /// blank moved sideways from cell `from` to cell `to` in the same row.
    /// The tiles read row by row are then in the same order, so on the dense
    /// table the child's slot is the parent's shifted by `to − from` and
    /// nothing needs ranking.
    #[inline]
    pub fn locate_sideways(&self, at: Slot, child: State, from: usize, to: usize) -> Slot {
        match (self, at) {
            (Visited::Dense { .. } | Visited::Small { .. }, Slot::Dense(slot)) => {
                Slot::Dense((slot as usize + to - from) as u32)
            }
            _ => self.locate(child),
        }
    }

    /// The node id stored for `state` (at `at`, from [`Visited::locate`]),
    /// or, when there is none, records `state` → `id` and returns `None`:
    /// [`Visited::get`] then [`Visited::insert`] with one rank or hash
    /// computed instead of two.
    ///
    /// `state` must be reachable from the states already stored (the class
    /// is only checked in debug builds here): true of every child a search
    /// generates from its own nodes.
    #[inline]
    pub fn get_or_insert_at(&mut self, at: Slot, state: State, id: u32) -> Option<u32> {
        match (&mut *self, at) {
            (Visited::Dense { index, slots }, Slot::Dense(slot)) => {
                if cfg!(debug_assertions) {
                    index.check_class(index.slot(state).1);
                }
                let slot = &mut slots[slot as usize];
                if *slot == EMPTY {
                    *slot = id;
                    None
                } else {
                    Some(*slot)
                }
            }
            (Visited::Small { index, slots }, Slot::Dense(slot)) => {
                if cfg!(debug_assertions) {
                    index.check_class(index.slot(state).1);
                    assert!(id < SMALL_VALUES);
                }
                let slot = &mut slots[slot as usize];
                if *slot == u8::MAX {
                    *slot = id as u8;
                    None
                } else {
                    Some(*slot as u32)
                }
            }
            _ => self.get_or_insert_tree(state, id),
        }
    }

    /// [`Visited::get_or_insert_at`] for the hash and ordered tables.
    #[inline(never)]
    fn get_or_insert_tree(&mut self, state: State, id: u32) -> Option<u32> {
        match self {
            Visited::Dense { .. } | Visited::Small { .. } => unreachable!("dense slots are handled inline"),
            Visited::Hash(m) => match m.entry(state) {
                hash_map::Entry::Occupied(e) => Some(*e.get()),
                hash_map::Entry::Vacant(e) => {
                    e.insert(id);
                    None
                }
            },
            Visited::Ordered(m) => match m.entry(state) {
                btree_map::Entry::Occupied(e) => Some(*e.get()),
                btree_map::Entry::Vacant(e) => {
                    e.insert(id);
                    None
                }
            },
        }
    }

    /// Bytes held, for the memory budget and the page: the dense arrays and
    /// the hash map's whole table as allocated ([`memory::hash_map_bytes`]);
    /// the ordered tree at [`ORDERED_ENTRY_BYTES`] an entry.
    pub fn bytes(&self) -> u64 {
        match self {
            Visited::Dense { slots, .. } => slots.len() as u64 * 4 + std::mem::size_of::<DenseIndex>() as u64,
            Visited::Small { slots, .. } => slots.len() as u64 + std::mem::size_of::<DenseIndex>() as u64,
            Visited::Hash(m) => memory::hash_map_bytes(m),
            Visited::Ordered(m) => m.len() as u64 * ORDERED_ENTRY_BYTES,
        }
    }

    /// Bytes a growth would allocate, while the old table still lives, if
    /// `extra` more states were stored: the hash map's doubled table when
    /// they do not fit, else 0. The dense arrays never grow, and the ordered
    /// tree grows a node of a few hundred bytes at a time, which its figure
    /// an entry already covers.
    pub fn growth(&self, extra: usize) -> u64 {
        match self {
            Visited::Hash(m) => memory::hash_map_growth(m, extra),
            _ => 0,
        }
    }
}

/// A state's place in a [`Visited`] table, from [`Visited::locate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Index into the dense table's slots.
    Dense(u32),
    /// Hash and ordered tables look the state itself up.
    State(State),
}

impl Slot {
    /// What a node keeps to be located again: the dense slot, or 0.
    pub fn key(self) -> u32 {
        match self {
            Slot::Dense(slot) => slot,
            Slot::State(_) => 0,
        }
    }

    /// The slot of a node stored with [`Slot::key`] `key` in `visited`.
    pub fn from_key(visited: &Visited, key: u32, state: State) -> Slot {
        match visited {
            Visited::Dense { .. } | Visited::Small { .. } => Slot::Dense(key),
            _ => Slot::State(state),
        }
    }
}

/// Numbers the boards of one solvability class `0..n!/2`: half the rank of
/// the tiles other than the blank (see [`crate::rank::rank_without_blank`])
/// × n + the blank's cell. A search only ever reaches one class, so half of
/// the `n!` slots a plain rank would need are never used; halving the table
/// keeps it in the processor's cache, which is most of the cost of a
/// breadth-first search. Putting the blank's cell last makes the boards one
/// sideways move apart neighbours in the table (they have the same tile
/// order): see [`Visited::locate_sideways`]. The class of the first board
/// stored is remembered, so a board of the other class (bidirectional search
/// on an unsolvable pair looks those up) is reported absent rather than
/// mistaken for its twin.
#[derive(Clone, Debug)]
pub struct DenseIndex {
    cells: usize,
    /// (n−1)!/2: tile orders of one class.
    tile_orders: usize,
    /// Bit `c` set when a blank on cell `c` flips the class (odd rows on
    /// boards of even width, where the blank's row enters the invariant).
    row_flip: u32,
    /// The class stored, `u32::MAX` before the first insert.
    class: u32,
}

impl DenseIndex {
    fn new(geometry: &Geometry) -> DenseIndex {
        let cells = geometry.cells();
        let w = geometry.width();
        let row_flip =
            if w.is_multiple_of(2) { (0..cells).filter(|c| (c / w) % 2 == 1).fold(0, |m, c| m | 1 << c) } else { 0 };
        DenseIndex { cells, tile_orders: factorial(cells - 1) as usize / 2, row_flip, class: u32::MAX }
    }

    /// Number of slots: n!/2.
    fn len(&self) -> usize {
        self.cells * self.tile_orders
    }

    /// The slot and solvability class of a state (at most 9 cells of 4 bits,
    /// so the low 64 bits hold it all).
    #[inline]
    fn slot(&self, state: State) -> (usize, u32) {
        let (blank, tiles_rank, parity) = rank_without_blank(state.0 as u64, self.cells);
        ((tiles_rank / 2) as usize * self.cells + blank, parity ^ ((self.row_flip >> blank) & 1))
    }

    /// The slot of a state about to be stored; the first one fixes the class.
    #[inline]
    fn claim(&mut self, state: State) -> usize {
        let (slot, class) = self.slot(state);
        self.check_class(class);
        slot
    }

    /// Fixes the class on the first store; every later one must match.
    #[inline]
    fn check_class(&mut self, class: u32) {
        if self.class == u32::MAX {
            self.class = class;
        }
        assert_eq!(class, self.class, "one visited table holds one solvability class");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Move};
    use std::collections::HashSet;

    /// Every state reachable from `tiles`, by a plain search.
    fn reachable(geometry: &Geometry, tiles: Vec<u8>) -> Vec<State> {
        let start = Board::new(geometry.width(), geometry.height(), tiles).unwrap().state();
        let mut seen = HashSet::from([start]);
        let mut todo = vec![start];
        while let Some(s) = todo.pop() {
            let blank = geometry.blank_of(s);
            for mv in Move::ALL {
                if let Some(to) = geometry.neighbour(blank, mv) {
                    let (child, _) = geometry.slide(s, blank, to);
                    if seen.insert(child) {
                        todo.push(child);
                    }
                }
            }
        }
        seen.into_iter().collect()
    }

    #[test]
    fn dense_index_numbers_one_class_without_gaps() {
        // Odd and even widths (the blank's row enters the class on the latter).
        for (w, h, count) in [(3, 3, 181_440), (2, 4, 20_160), (4, 2, 20_160), (3, 2, 360), (2, 2, 12)] {
            let geometry = Geometry::new(w, h).unwrap();
            let ordered: Vec<u8> = (1..(w * h) as u8).chain([0]).collect();
            let mut swapped = ordered.clone();
            swapped.swap(0, 1);
            let (ours, theirs) = (reachable(&geometry, ordered), reachable(&geometry, swapped));
            assert_eq!((ours.len(), theirs.len()), (count, count));
            let mut visited = Visited::new(VisitedKind::Dense, &geometry);
            let Visited::Dense { index, .. } = &visited else { panic!("{w}×{h} should get a dense table") };
            assert_eq!(index.len(), count);
            let mut slots: Vec<usize> = ours.iter().map(|&s| index.slot(s).0).collect();
            slots.sort_unstable();
            assert_eq!(slots, (0..count).collect::<Vec<_>>(), "{w}×{h}");
            for (id, &s) in ours.iter().enumerate() {
                visited.insert(s, id as u32);
            }
            // The other class shares the slots but is never reported as seen.
            assert!(theirs.iter().all(|&s| visited.get(s).is_none()), "{w}×{h}");
            assert!(ours.iter().enumerate().all(|(id, &s)| visited.get(s) == Some(id as u32)), "{w}×{h}");
        }
    }

    #[test]
    fn sideways_slot_equals_the_ranked_one() {
        let geometry = Geometry::new(3, 3).unwrap();
        let visited = Visited::new(VisitedKind::Dense, &geometry);
        for s in reachable(&geometry, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).into_iter().take(5000) {
            let blank = geometry.blank_of(s);
            for mv in [Move::Left, Move::Right] {
                if let Some(to) = geometry.neighbour(blank, mv) {
                    let child = geometry.slide(s, blank, to).0;
                    let sideways = visited.locate_sideways(visited.locate(s), child, blank, to);
                    assert_eq!(sideways, visited.locate(child));
                }
            }
        }
    }
}
