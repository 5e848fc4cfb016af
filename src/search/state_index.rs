//! The A* family's visited map: packed state → node id, holding only the
//! ids and 32 bits of each state's hash.
//!
//! A `HashMap<State, u32>` keeps each key beside its value, 24 bytes a slot
//! for a `u128` state, at most 7/8 of its slots used: ~30–55 bytes per node
//! before the node itself is stored. Every state is already in the search's
//! arena, so a slot here is 8 bytes: the id and the high 32 bits of the
//! hash. The hash bits serve twice: a lookup compares states in the arena
//! only when they match (a different state matches 1 time in 4 billion),
//! and growing moves every slot by its stored bits, reading no state.
//!
//! Slots come in buckets of 8, one 64-byte cache line, so a lookup costs one
//! cache miss (a bucket that is full continues into the next). The bucket of
//! a hash is its top bits; doubling the buckets sends bucket b's slots to
//! 2b and 2b + 1, so a growth writes the new table in order. At most 7/8 of
//! the slots are used: 9.1 to 18.3 bytes per node. Nothing is ever removed.

use super::packed::Packed;

/// Slots in a bucket.
const WAYS: usize = 8;

/// One cache line of slots: `(hash >> 32) << 32 | (id + 1)`, 0 when empty;
/// the used slots come first.
#[derive(Clone, Copy, Debug, Default)]
#[repr(align(64))]
struct Bucket([u64; WAYS]);

/// A visited map whose keys are the states of the search's nodes.
#[derive(Clone, Debug)]
pub(crate) struct StateIndex {
    buckets: Vec<Bucket>,
    /// log2 of the number of buckets.
    bits: u32,
    /// Ids held.
    len: usize,
    /// Ids stored past their home bucket (it was full): the collisions the
    /// page shows (see `VisitedCosts::collisions`).
    displaced: u64,
}

/// Buckets of a new table (log2).
const FIRST_BITS: u32 = 4;

/// Bytes a slot takes.
pub(crate) const SLOT_BYTES: u64 = 8;

impl Default for StateIndex {
    fn default() -> StateIndex {
        StateIndex::with_bits(FIRST_BITS)
    }
}

impl StateIndex {
    fn with_bits(bits: u32) -> StateIndex {
        StateIndex { buckets: vec![Bucket::default(); 1 << bits], bits, len: 0, displaced: 0 }
    }

    /// The bucket of a slot's (or a hash's) high 32 bits.
    #[inline]
    fn bucket_of(&self, high: u64) -> usize {
        (high >> (32 - self.bits)) as usize
    }

    /// The id stored for `state` (whose [`Packed::hash`] is `hash`), or,
    /// when there is none, records `state` → `new_id` and returns `None`.
    /// `state_of(id)` reads a stored node's state.
    #[inline]
    pub(crate) fn get_or_insert<P: Packed>(
        &mut self,
        state: P,
        hash: u64,
        new_id: u32,
        state_of: impl Fn(u32) -> P,
    ) -> Option<u32> {
        let high = hash >> 32;
        let mask = self.buckets.len() - 1;
        let home = self.bucket_of(high);
        let mut b = home;
        loop {
            let bucket = &self.buckets[b];
            for (way, &slot) in bucket.0.iter().enumerate() {
                if slot == 0 {
                    if (self.len + 1) * 8 > self.buckets.len() * WAYS * 7 {
                        self.grow();
                        self.insert(high, new_id);
                    } else {
                        self.buckets[b].0[way] = high << 32 | (new_id as u64 + 1);
                        self.len += 1;
                        self.displaced += (b != home) as u64;
                    }
                    return None;
                }
                if slot >> 32 == high {
                    let id = (slot as u32).wrapping_sub(1);
                    if state_of(id) == state {
                        return Some(id);
                    }
                }
            }
            b = (b + 1) & mask;
        }
    }

    /// Reads the bucket of `hash` and drops the value: called for all of a
    /// node's children before any is looked up, the reads are independent,
    /// so the processor waits for their cache misses together rather than
    /// one after another (what a prefetch instruction would do, without
    /// `unsafe`). `black_box` keeps the compiler from dropping the read.
    #[inline]
    pub(crate) fn touch(&self, hash: u64) {
        std::hint::black_box(self.buckets[self.bucket_of(hash >> 32)].0[0]);
    }

    /// Stores a slot for an id known to be absent.
    fn insert(&mut self, high: u64, id: u32) {
        let slot = high << 32 | (id as u64 + 1);
        let mask = self.buckets.len() - 1;
        let home = self.bucket_of(high);
        let mut b = home;
        loop {
            if let Some(free) = self.buckets[b].0.iter_mut().find(|s| **s == 0) {
                *free = slot;
                self.len += 1;
                self.displaced += (b != home) as u64;
                return;
            }
            b = (b + 1) & mask;
        }
    }

    /// Doubles the buckets, moving every slot by its stored hash bits.
    #[cold]
    fn grow(&mut self) {
        let old = std::mem::replace(self, StateIndex::with_bits(self.bits + 1));
        for bucket in &old.buckets {
            for &slot in bucket.0.iter().take_while(|&&s| s != 0) {
                self.insert(slot >> 32, (slot as u32).wrapping_sub(1));
            }
        }
    }

    /// Ids stored.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Ids held, slots (8 a bucket) and ids stored past their home bucket.
    pub(crate) fn occupancy(&self) -> (u64, u64, u64) {
        (self.len as u64, (self.buckets.len() * WAYS) as u64, self.displaced)
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> u64 {
        (self.buckets.len() * WAYS) as u64 * SLOT_BYTES
    }

    /// Bytes of the doubled table [`StateIndex::grow`] would allocate, while
    /// this one still lives, if `extra` more ids were stored; 0 when they
    /// fit.
    pub(crate) fn growth(&self, extra: usize) -> u64 {
        if (self.len + extra) * 8 > self.buckets.len() * WAYS * 7 {
            2 * self.bytes()
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::packed::Narrow;

    #[test]
    fn finds_what_it_stored_across_growths() {
        let states: Vec<Narrow> = (0..5000u64).map(|i| i * 0x1_0000_0001).collect();
        let state_of = |i: u32| states[i as usize];
        let mut index = StateIndex::default();
        for (id, &s) in states.iter().enumerate() {
            assert_eq!(index.get_or_insert(s, s.hash(), id as u32, state_of), None);
            assert_eq!(index.get_or_insert(s, s.hash(), u32::MAX, state_of), Some(id as u32));
        }
        assert_eq!(index.len(), 5000);
        // 5000 ids need 1024 buckets of 8 at most 7/8 full: 8 bytes a slot.
        assert_eq!(index.bytes(), 1024 * 8 * 8);
        for (id, &s) in states.iter().enumerate() {
            assert_eq!(index.get_or_insert(s, s.hash(), u32::MAX, state_of), Some(id as u32));
        }
    }

    /// Ids stored past their home bucket, counted from scratch.
    fn displaced(index: &StateIndex) -> u64 {
        let mut count = 0;
        for (b, bucket) in index.buckets.iter().enumerate() {
            count += bucket.0.iter().filter(|&&s| s != 0 && index.bucket_of(s >> 32) != b).count() as u64;
        }
        count
    }

    #[test]
    fn collisions_are_the_ids_stored_past_their_home_bucket() {
        // Hashes crowded into few buckets, so many overflow.
        let states: Vec<Narrow> = (0..3000u64).collect();
        let state_of = |i: u32| states[i as usize];
        let mut index = StateIndex::default();
        for (id, &s) in states.iter().enumerate() {
            let hash = (s % 700).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            index.get_or_insert(s, hash, id as u32, state_of);
            let (entries, slots, collisions) = index.occupancy();
            assert_eq!((entries, slots), (id as u64 + 1, (index.buckets.len() * WAYS) as u64));
            assert_eq!(collisions, displaced(&index), "{id}");
        }
        assert!(index.occupancy().2 > 0);
    }

    #[test]
    fn equal_hash_bits_fall_back_on_the_states() {
        // Every state given the same hash: one chain of full buckets.
        let states: Vec<Narrow> = (0..100).collect();
        let state_of = |i: u32| states[i as usize];
        let mut index = StateIndex::default();
        for (id, &s) in states.iter().enumerate() {
            assert_eq!(index.get_or_insert(s, 42 << 32, id as u32, state_of), None);
        }
        for (id, &s) in states.iter().enumerate() {
            assert_eq!(index.get_or_insert(s, 42 << 32, u32::MAX, state_of), Some(id as u32));
        }
    }
}
