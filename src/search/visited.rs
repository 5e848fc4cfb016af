//! The three visited tables the seeds compare (000: "hash + encoding + set").
//!
//! - **Dense**: an array indexed by the permutation rank of the state (the
//!   "Cantor expansion"): no hashing, no collisions, 4 bytes × n! of memory.
//!   Only for boards of at most 9 cells (9! = 362,880 entries).
//! - **Hash**: a hash map from the packed state.
//! - **Ordered**: a balanced tree (`BTreeMap`), like C++'s `std::set`.
//!
//! All map a state to its node id in the search's arena.

use crate::board::{Geometry, State};
use crate::rank::{factorial, rank};
use std::collections::{BTreeMap, HashMap};
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
pub enum Visited {
    Dense { geometry: Geometry, slots: Vec<u32> },
    Hash(StateMap<u32>),
    Ordered(BTreeMap<State, u32>),
}

impl Visited {
    /// An empty table; `Auto` and `Dense` pick the dense array when the board
    /// has at most [`DENSE_MAX_CELLS`] cells, a hash map otherwise.
    pub fn new(kind: VisitedKind, geometry: &Geometry) -> Visited {
        let dense_ok = geometry.cells() <= DENSE_MAX_CELLS;
        match kind {
            VisitedKind::Auto | VisitedKind::Dense if dense_ok => {
                Visited::Dense { geometry: geometry.clone(), slots: vec![EMPTY; factorial(geometry.cells()) as usize] }
            }
            VisitedKind::Ordered => Visited::Ordered(BTreeMap::new()),
            _ => Visited::Hash(StateMap::default()),
        }
    }

    fn slot(geometry: &Geometry, state: State) -> usize {
        let mut tiles = [0u8; DENSE_MAX_CELLS];
        let n = geometry.cells();
        geometry.unpack_into(state, &mut tiles[..n]);
        rank(&tiles[..n]) as usize
    }

    /// The node id stored for `state`.
    #[inline]
    pub fn get(&self, state: State) -> Option<u32> {
        match self {
            Visited::Dense { geometry, slots } => {
                let v = slots[Self::slot(geometry, state)];
                (v != EMPTY).then_some(v)
            }
            Visited::Hash(m) => m.get(&state).copied(),
            Visited::Ordered(m) => m.get(&state).copied(),
        }
    }

    /// Records `state` → `id`.
    #[inline]
    pub fn insert(&mut self, state: State, id: u32) {
        match self {
            Visited::Dense { geometry, slots } => slots[Self::slot(geometry, state)] = id,
            Visited::Hash(m) => {
                m.insert(state, id);
            }
            Visited::Ordered(m) => {
                m.insert(state, id);
            }
        }
    }

    /// Rough bytes held, for the memory budget and the page.
    pub fn bytes(&self) -> u64 {
        match self {
            Visited::Dense { slots, .. } => slots.len() as u64 * 4,
            Visited::Hash(m) => m.capacity() as u64 * 24,
            Visited::Ordered(m) => m.len() as u64 * 40,
        }
    }
}
