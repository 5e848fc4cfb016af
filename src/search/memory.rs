//! What a search's buffers really take, and what their next growth would
//! add: the memory budget's arithmetic.
//!
//! A budget is a limit, not an estimate: a search stops before the step
//! whose growth would take it past the budget ([`super::budget_stop`] reads
//! [`peak`](crate::search) figures built from these). Two things made the
//! old estimates wrong by up to 1.8× (docs/PERFORMANCE.md, "Memory budgets
//! are limits"):
//!
//! - a hash map's slots were counted at 24 bytes, while a `HashMap<State,
//!   u32>` slot is `size_of::<(State, u32)>()` (32 bytes where `u128` is
//!   16-aligned) plus a control byte, with at most 7/8 of them usable;
//! - a table that grows allocates its new buffer while the old one still
//!   lives (a hash map doubles: old + new is three times the old), and the
//!   check before a step counted neither.
//!
//! Every growth here is counted as its whole new buffer on top of the old
//! one, whatever the allocator could do in place: the wasm allocator copies,
//! and one rule for every platform keeps the page's and the command line's
//! budget-stop counts the same.

use std::collections::HashMap;
use std::mem::size_of;

/// The most entries one expansion adds to a table: one a child.
pub(crate) const STEP_INSERTS: usize = 4;

/// Bytes a `Vec`'s buffer holds.
pub(crate) fn vec_bytes<T>(v: &Vec<T>) -> u64 {
    (v.capacity() * size_of::<T>()) as u64
}

/// Bytes of the buffer a `Vec` would allocate to take `extra` more
/// elements with `push` (amortised doubling, at least 4 elements), or 0
/// when they fit.
pub(crate) fn vec_growth<T>(v: &Vec<T>, extra: usize) -> u64 {
    if v.len() + extra <= v.capacity() {
        0
    } else {
        ((v.len() + extra).max(2 * v.capacity()).max(4) * size_of::<T>()) as u64
    }
}

/// The buckets behind a `HashMap` of this capacity (std's hashbrown keeps at
/// most 7/8 of 8 or more buckets usable, all but one of fewer).
pub(crate) fn hash_buckets(capacity: usize) -> usize {
    match capacity {
        0 => 0,
        c if c < 8 => c + 1,
        c => c / 7 * 8,
    }
}

/// Bytes of a hash table of `buckets` buckets of `(K, V)`: the slots, one
/// control byte each and a group's worth more (16).
fn hash_table_bytes<K, V>(buckets: usize) -> u64 {
    if buckets == 0 {
        0
    } else {
        (buckets * (size_of::<(K, V)>() + 1) + 16) as u64
    }
}

/// Bytes a `HashMap` holds.
pub(crate) fn hash_map_bytes<K, V, S>(m: &HashMap<K, V, S>) -> u64 {
    hash_table_bytes::<K, V>(hash_buckets(m.capacity()))
}

/// Bytes of the table a `HashMap` (that never removes) would allocate to
/// take `extra` more keys, or 0 when they fit: twice the buckets (4 from
/// none).
pub(crate) fn hash_map_growth<K, V, S>(m: &HashMap<K, V, S>, extra: usize) -> u64 {
    if m.len() + extra <= m.capacity() {
        0
    } else {
        hash_table_bytes::<K, V>((2 * hash_buckets(m.capacity())).max(4))
    }
}

/// log2 of [`Chunked`]'s chunk length.
const CHUNK_BITS: u32 = 16;
/// Elements of a full chunk: 65,536 (1 MiB of A* nodes on the 15-puzzle).
const CHUNK: usize = 1 << CHUNK_BITS;

/// An append-only array that grows a chunk at a time and never moves what
/// it holds: A*'s arena. A `Vec` grown by a quarter copied its nodes into
/// a new buffer while the old one lived, and in wasm the freed buffers left
/// holes no later, larger one fitted: A* with a 256 MiB budget took 353 MiB
/// of wasm memory. Here a growth allocates one chunk more (the first chunk
/// doubles from 16 elements up to a full one, so small searches stay small)
/// and nothing is copied or freed. Indexing costs a shift and a mask.
#[derive(Clone, Debug)]
pub(crate) struct Chunked<T> {
    chunks: Vec<Vec<T>>,
    len: usize,
}

impl<T> Default for Chunked<T> {
    fn default() -> Chunked<T> {
        Chunked { chunks: Vec::new(), len: 0 }
    }
}

impl<T> Chunked<T> {
    /// Gives this clone the spare capacity of `original`'s chunks (see
    /// `search::ExactClone`: `bytes` counts capacity).
    pub(crate) fn keep_capacity_of(&mut self, original: &Chunked<T>)
    where
        T: Clone,
    {
        super::same_capacity(&mut self.chunks, &original.chunks);
        for (chunk, was) in self.chunks.iter_mut().zip(&original.chunks) {
            super::same_capacity(chunk, was);
        }
    }

    /// Elements held.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Appends `x` (its index is the old [`Chunked::len`]).
    #[inline]
    pub(crate) fn push(&mut self, x: T) {
        match self.chunks.last_mut() {
            Some(chunk) if chunk.len() < CHUNK => chunk.push(x),
            _ => self.new_chunk(x),
        }
        self.len += 1;
    }

    #[cold]
    fn new_chunk(&mut self, x: T) {
        let mut chunk = Vec::with_capacity(if self.chunks.is_empty() { 16 } else { CHUNK });
        chunk.push(x);
        self.chunks.push(chunk);
    }

    /// Bytes held: every chunk's buffer and the list of chunks.
    pub(crate) fn bytes(&self) -> u64 {
        self.chunks.iter().map(vec_bytes).sum::<u64>() + vec_bytes(&self.chunks)
    }

    /// Bytes `extra` more pushes would allocate: the first chunk's doubled
    /// buffer (while it grows up to a full chunk, old and new living at
    /// once), or one chunk more; 0 when they fit.
    pub(crate) fn growth(&self, extra: usize) -> u64 {
        match self.chunks.last() {
            Some(chunk) if chunk.len() + extra <= chunk.capacity() => 0,
            Some(chunk) if chunk.capacity() < CHUNK => vec_growth(chunk, extra),
            _ => (CHUNK * size_of::<T>()) as u64 + vec_growth(&self.chunks, 1),
        }
    }
}

impl<T> std::ops::Index<usize> for Chunked<T> {
    type Output = T;
    #[inline]
    fn index(&self, i: usize) -> &T {
        &self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

impl<T> std::ops::IndexMut<usize> for Chunked<T> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The formulas against what the collections report as they grow: each
    /// growth announced ahead is the next capacity's size.
    #[test]
    fn growth_announced_is_the_next_buffer() {
        let mut v: Vec<u64> = Vec::new();
        let mut m: HashMap<u128, u32> = HashMap::new();
        for i in 0..100_000usize {
            let (vec_ahead, map_ahead) = (vec_growth(&v, 1), hash_map_growth(&m, 1));
            let (vec_cap, map_cap) = (v.capacity(), m.capacity());
            v.push(i as u64);
            m.insert(i as u128, i as u32);
            if v.capacity() == vec_cap {
                assert_eq!(vec_ahead, 0, "{i}");
            } else {
                assert_eq!(vec_ahead, vec_bytes(&v), "{i}");
            }
            if m.capacity() == map_cap {
                assert_eq!(map_ahead, 0, "{i}");
            } else {
                assert_eq!(map_ahead, hash_map_bytes(&m), "{i}");
                // At most 7/8 of the buckets are usable once there are 8.
                let buckets = hash_buckets(m.capacity());
                assert!(buckets.is_power_of_two() && m.capacity() <= buckets, "{i}");
            }
        }
        // 100,000 keys: 131,072 buckets (114,688 usable) of a 16-byte key
        // and its value, padded to the key's alignment, and a control byte.
        assert_eq!(hash_buckets(m.capacity()), 131_072);
        assert_eq!(hash_map_bytes(&m), (131_072 * (size_of::<(u128, u32)>() + 1) + 16) as u64);
    }

    /// The chunked arena holds what was pushed where it was pushed, and
    /// announces each allocation before it happens.
    #[test]
    fn chunked_grows_as_announced() {
        let mut a: Chunked<u64> = Chunked::default();
        assert_eq!((a.bytes(), a.growth(1)), (0, (CHUNK * 8) as u64 + 4 * 24));
        for i in 0..3 * CHUNK + 5 {
            let (ahead, before) = (a.growth(1), a.bytes());
            a.push(i as u64);
            let grown = a.bytes() - before;
            // A growth allocates what was announced (the first chunk's old
            // buffer is freed once copied: announced, not kept).
            assert!(grown <= ahead && (grown == 0) == (ahead == 0) || i == 0, "{i}: {grown} {ahead}");
        }
        assert_eq!(a.len(), 3 * CHUNK + 5);
        assert!((0..a.len()).all(|i| a[i] == i as u64));
        a[CHUNK + 1] = 7;
        assert_eq!(a[CHUNK + 1], 7);
        // Four chunks of 65,536 × 8 bytes and the list of them.
        assert_eq!(a.bytes(), 4 * (CHUNK as u64) * 8 + 4 * 24);
    }
}
