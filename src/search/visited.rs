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
//!
//! The fourth choice, **none**, is tree search: no table at all, so a state
//! reached again is generated and expanded again (breadth-first search and
//! the A* family only; see [`VisitedKind::None`]). It is what the seeds'
//! "why remember" paragraph warns about, and [`VisitedCosts::duplicates`]
//! counts what it costs.

use super::memory;
use crate::board::{Geometry, State};
use crate::rank::{factorial, rank_without_blank};
use std::collections::{btree_map, hash_map, BTreeMap, HashMap};
use std::hash::{BuildHasher, BuildHasherDefault, Hasher};

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
    /// No table: tree search. Breadth-first search and the A* family keep
    /// only the nodes they generate (BFS's queue, A*'s arena and open list),
    /// so every path to a state is searched again. Not even the child that
    /// undoes the move to its parent is skipped, though BFS and IDA* skip it
    /// with a table: that rule is a visited table of one entry, and on the
    /// 8-puzzle, whose shortest cycle of moves is 12 long, a tree search
    /// keeping it would expand nothing twice on any board under 7 moves,
    /// hiding the very repetition the seeds' "why remember" is about. Ends
    /// at [`crate::limits::TREE_SEARCH_NODES`] expansions. Bidirectional BFS
    /// and greedy best-first refuse it ([`VisitedKind::allowed_for`]).
    None,
}

impl VisitedKind {
    /// All choices, in the order menus list them.
    pub const ALL: [VisitedKind; 5] =
        [VisitedKind::Auto, VisitedKind::Dense, VisitedKind::Hash, VisitedKind::Ordered, VisitedKind::None];

    /// The choices that remember visited states (every one but tree search):
    /// they give a search the same counts and differ only in their costs.
    pub const TABLES: [VisitedKind; 4] =
        [VisitedKind::Auto, VisitedKind::Dense, VisitedKind::Hash, VisitedKind::Ordered];

    /// Name for the command line, the link (`visited=`) and benchmarks.
    pub fn name(self) -> &'static str {
        match self {
            VisitedKind::Auto => "auto",
            VisitedKind::Dense => "rank-array",
            VisitedKind::Hash => "hash",
            VisitedKind::Ordered => "ordered",
            VisitedKind::None => "none",
        }
    }

    /// The English label of menus (the page's catalogue words it in the
    /// user's language by [`VisitedKind::name`]).
    pub fn label(self) -> &'static str {
        match self {
            VisitedKind::Auto => "Automatic",
            VisitedKind::Dense => "Rank array (Cantor expansion)",
            VisitedKind::Hash => "Hash table",
            VisitedKind::Ordered => "Ordered set (map/set)",
            VisitedKind::None => "None (tree search)",
        }
    }

    /// The largest board (in cells) it is allowed on: the rank array needs
    /// n!/2 slots, so only boards of at most [`DENSE_MAX_CELLS`] cells.
    pub fn max_cells(self) -> Option<usize> {
        (self == VisitedKind::Dense).then_some(DENSE_MAX_CELLS)
    }

    /// Whether it remembers states (every choice but tree search).
    pub fn remembers(self) -> bool {
        self != VisitedKind::None
    }

    /// Whether `algorithm` can use it: every table for the searches that
    /// keep one (BFS, bidirectional BFS, the A* family); tree search for
    /// BFS, A* and weighted A*. Not for bidirectional BFS, which meets in
    /// its tables, nor for greedy best-first: g plays no part in its order,
    /// so without a table it walks back and forth between two states one
    /// level deeper each time (199,995 of its first 200,000 expansions on
    /// `8 6 7 2 5 4 3 x 1` repeated a state), and its open list, which keeps
    /// a queue for every depth of every h, took 28 s natively to get there.
    pub fn allowed_for(self, algorithm: super::Algorithm) -> bool {
        use super::FrontierKey;
        algorithm.has_visited_table()
            && (self.remembers() || !(algorithm.bidirectional() || algorithm.frontier_key() == FrontierKey::H))
    }

    /// Whether it may be used on a board of `cells` cells.
    pub fn fits(self, cells: usize) -> bool {
        self.max_cells().is_none_or(|max| cells <= max)
    }

    /// The table a search on a board of `cells` cells really builds:
    /// `Auto` resolved (the rank array up to [`DENSE_MAX_CELLS`] cells for
    /// BFS and bidirectional BFS, a hash table otherwise; the A* family's
    /// automatic choice is its own hash index, a hash table too).
    pub fn resolved(self, cells: usize, best_first: bool) -> VisitedKind {
        match self {
            VisitedKind::Auto if best_first || cells > DENSE_MAX_CELLS => VisitedKind::Hash,
            VisitedKind::Auto => VisitedKind::Dense,
            VisitedKind::Dense if cells > DENSE_MAX_CELLS => VisitedKind::Hash,
            kind => kind,
        }
    }

    /// Reads a name from [`VisitedKind::name`].
    pub fn from_name(name: &str) -> Option<VisitedKind> {
        VisitedKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// Largest board for which the dense table is allowed: a board whose whole
/// state space is small enough to hold, the same bound as
/// [`crate::state_space::MAX_CELLS`] (n!/2 slots: 181,440 for 3×3).
pub const DENSE_MAX_CELLS: usize = crate::state_space::MAX_CELLS;

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
    Hash(StateMap<u32>, HomeBuckets),
    Ordered(BTreeMap<State, u32>),
}

/// What a search's visited table costs, for the summary and the page.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct VisitedCosts {
    /// The table built ([`VisitedKind::resolved`]: never `Auto`).
    pub kind: Option<VisitedKind>,
    /// Bytes the table holds (part of `Counters::memory`).
    pub bytes: u64,
    /// States stored.
    pub entries: u64,
    /// Hash tables: the places a state can go (std's buckets; the A*
    /// index's slots, 8 a bucket); 0 for the other kinds.
    pub slots: u64,
    /// Hash tables: entries that did not get their own first place. For
    /// std's table (BFS, bidirectional BFS, `hash` in the A* family), the
    /// entries whose home bucket (hash mod buckets, the first one probed)
    /// an earlier entry already holds: entries − occupied home buckets. For
    /// the A* family's automatic index, whose home is a bucket of 8 slots,
    /// the entries stored past their home bucket (its 8 slots were full), so
    /// a lookup of them probes more than one cache line. 0 otherwise.
    pub collisions: u64,
    /// Tree search: expansions of a state that had been expanded before
    /// (counted with a side set of expanded states that is used for
    /// nothing else and left out of `bytes` and `Counters::memory`, since
    /// the search itself does not need it). 0 with a table.
    pub duplicates: u64,
}

impl VisitedCosts {
    /// Entries over slots (hash tables), 0 when there are no slots.
    pub fn load(&self) -> f64 {
        if self.slots == 0 {
            0.0
        } else {
            self.entries as f64 / self.slots as f64
        }
    }
}

/// What tree search counts of its repeated work: every state expanded (a
/// side set used only to count, left out of the memory figure and the
/// budget) and how many expansions were of a state expanded before.
#[derive(Clone, Default)]
pub(crate) struct Duplicates {
    expanded: StateMap<()>,
    duplicates: u64,
}

impl Duplicates {
    /// Expansions of a state expanded before.
    pub(crate) fn count(&self) -> u64 {
        self.duplicates
    }

    /// Notes an expansion of `state`.
    pub(crate) fn note(&mut self, state: State) {
        if self.expanded.insert(state, ()).is_some() {
            self.duplicates += 1;
        }
    }
}

/// Which home buckets of a std hash table are taken, to count its
/// collisions ([`VisitedCosts::collisions`]) exactly: one bit a bucket,
/// rebuilt from the keys whenever the table has grown (as often as the
/// table rehashes, so amortised one bit test an insert). Not counted in the
/// table's bytes: the table itself does not need it.
#[derive(Clone, Debug, Default)]
pub struct HomeBuckets {
    bits: Vec<u64>,
    buckets: usize,
    occupied: u64,
}

impl HomeBuckets {
    /// Notes `state`, just inserted into `map`.
    fn note(&mut self, map: &StateMap<u32>, state: State) {
        let buckets = memory::hash_buckets(map.capacity());
        if buckets != self.buckets {
            self.buckets = buckets;
            self.bits = vec![0; buckets.div_ceil(64)];
            self.occupied = 0;
            for &key in map.keys() {
                self.mark(map, key);
            }
        } else {
            self.mark(map, state);
        }
    }

    /// Sets the bit of `state`'s home bucket (std's hashbrown probes from
    /// `hash & (buckets − 1)` first).
    fn mark(&mut self, map: &StateMap<u32>, state: State) {
        let home = map.hasher().hash_one(state) as usize & (self.buckets - 1);
        let (word, bit) = (home / 64, 1u64 << (home % 64));
        if self.bits[word] & bit == 0 {
            self.bits[word] |= bit;
            self.occupied += 1;
        }
    }
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
            _ => Visited::Hash(StateMap::default(), HomeBuckets::default()),
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
            Visited::Hash(m, _) => m.get(&state).copied(),
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
            Visited::Hash(m, homes) => {
                if m.insert(state, id).is_none() {
                    homes.note(m, state);
                }
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
            Visited::Hash(m, homes) => match m.entry(state) {
                hash_map::Entry::Occupied(e) => Some(*e.get()),
                hash_map::Entry::Vacant(e) => {
                    e.insert(id);
                    homes.note(m, state);
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
            Visited::Hash(m, _) => memory::hash_map_bytes(m),
            Visited::Ordered(m) => m.len() as u64 * ORDERED_ENTRY_BYTES,
        }
    }

    /// What the table costs: its kind, bytes, entries and, for the hash
    /// table, its slots and collisions.
    pub fn costs(&self) -> VisitedCosts {
        let bytes = self.bytes();
        match self {
            Visited::Dense { index, slots } => VisitedCosts {
                kind: Some(VisitedKind::Dense),
                bytes,
                entries: dense_entries(index, slots.iter().filter(|&&v| v != EMPTY).count()),
                ..VisitedCosts::default()
            },
            Visited::Small { index, slots } => VisitedCosts {
                kind: Some(VisitedKind::Dense),
                bytes,
                entries: dense_entries(index, slots.iter().filter(|&&v| v != u8::MAX).count()),
                ..VisitedCosts::default()
            },
            Visited::Hash(m, homes) => VisitedCosts {
                kind: Some(VisitedKind::Hash),
                bytes,
                entries: m.len() as u64,
                slots: memory::hash_buckets(m.capacity()) as u64,
                collisions: m.len() as u64 - homes.occupied,
                ..VisitedCosts::default()
            },
            Visited::Ordered(m) => VisitedCosts {
                kind: Some(VisitedKind::Ordered),
                bytes,
                entries: m.len() as u64,
                ..VisitedCosts::default()
            },
        }
    }

    /// Bytes a growth would allocate, while the old table still lives, if
    /// `extra` more states were stored: the hash map's doubled table when
    /// they do not fit, else 0. The dense arrays never grow, and the ordered
    /// tree grows a node of a few hundred bytes at a time, which its figure
    /// an entry already covers.
    pub fn growth(&self, extra: usize) -> u64 {
        match self {
            Visited::Hash(m, _) => memory::hash_map_growth(m, extra),
            _ => 0,
        }
    }
}

/// The states a dense table holds, `used` slots counted (the count is only
/// meaningful once a class is fixed; before, nothing is stored).
fn dense_entries(index: &DenseIndex, used: usize) -> u64 {
    if index.class == u32::MAX {
        0
    } else {
        used as u64
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

    /// The hash table's collisions are exactly the entries that share a
    /// home bucket with another, counted from scratch, at every size the
    /// table passes through (each growth rehashes).
    #[test]
    fn hash_collisions_are_entries_sharing_a_home_bucket() {
        let geometry = Geometry::new(3, 3).unwrap();
        let states = reachable(&geometry, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]);
        let mut visited = Visited::new(VisitedKind::Hash, &geometry);
        for (id, &s) in states.iter().take(20_000).enumerate() {
            visited.insert(s, id as u32);
            if id % 997 != 0 {
                continue;
            }
            let Visited::Hash(map, _) = &visited else { unreachable!() };
            let buckets = memory::hash_buckets(map.capacity());
            let homes: HashSet<usize> =
                map.keys().map(|&k| map.hasher().hash_one(k) as usize & (buckets - 1)).collect();
            let costs = visited.costs();
            assert_eq!((costs.entries, costs.slots), (id as u64 + 1, buckets as u64));
            assert_eq!(costs.collisions, costs.entries - homes.len() as u64, "{id}");
        }
        let costs = visited.costs();
        // 20,000 states in 32,768 buckets: load 0.61, and about a quarter
        // of them share a home.
        assert_eq!((costs.kind, costs.entries, costs.slots), (Some(VisitedKind::Hash), 20_000, 32_768));
        assert!((costs.load() - 0.6104).abs() < 1e-4 && (4000..6000).contains(&costs.collisions), "{costs:?}");
        // The other tables have no collisions to report, and differ in bytes.
        for kind in [VisitedKind::Dense, VisitedKind::Ordered] {
            let mut other = Visited::new(kind, &geometry);
            states.iter().take(20_000).enumerate().for_each(|(id, &s)| other.insert(s, id as u32));
            let c = other.costs();
            assert_eq!((c.kind, c.entries, c.slots, c.collisions), (Some(kind), 20_000, 0, 0));
            assert_ne!(c.bytes, costs.bytes);
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
