//! The A* family's open list: node ids in first-in first-out queues, one per
//! (f, g), which gives the engine's order (smallest f; among equal f the
//! larger g; then the first inserted) without comparing keys.
//!
//! The rule among equal f is a [`TieBreak`]: the larger g (the default) pops
//! a level's highest queue, the smaller g its lowest one; first in first out
//! and last in first out keep one queue per level, holding each entry's g
//! beside its id (8 bytes an entry instead of 4), popped from the front or
//! the back.
//!
//! f is the scaled integer key of `astar.rs` divided by the greatest common
//! divisor of its two weights (a *level*): one level per whole f for A* and
//! greedy (whose key is h), one per half for weighted A* with w = 1.5. A
//! level's queues are indexed by g and its highest non-empty g is kept, so
//! a push and a pop are a few array accesses. The levels that hold entries
//! are in a small binary heap by f (A* on the 15-puzzle has a dozen or so),
//! touched only when a level fills or empties.
//!
//! Levels are found through an array up to [`DENSE_LEVELS`] and a hash map
//! above it, since weights like 999.999 spread f over millions of levels of
//! which only a few thousand ever hold anything.
//!
//! An entry goes stale when its node is reached again by a shorter path and
//! pushed again: it stays in its queue (4 bytes) and [`OpenList::pop`]
//! returns it with the g it was pushed with, for the caller to skip. Each
//! level also counts its *live* nodes, the frontier by f that the page draws.

use super::profile::FrontierBar;
use super::{Side, TieBreak};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::mem::size_of;

/// Levels below this are found by index; above it by hash map.
pub(crate) const DENSE_LEVELS: u64 = 1 << 12;

/// A queue emptied with more than this capacity gives its memory back.
const KEEP_CAPACITY: usize = 64;

#[derive(Clone, Debug, Default)]
struct Level {
    /// `by_g[g]`: ids pushed with that g, oldest first.
    by_g: Vec<VecDeque<u32>>,
    /// 1 + the highest g with entries (0 when none).
    top: u32,
    /// The lowest g with entries (when there are any). Both are `u32` so
    /// a level stays 48 bytes, as before there was a `bottom`: `bytes`
    /// counts the levels' capacity, and the pinned memory figures with it.
    bottom: u32,
    /// Entries, stale ones included.
    entries: u64,
    /// Open nodes at this f (entries that are not stale).
    live: u64,
}

/// Open node ids by (f level, g).
#[derive(Clone, Debug, Default)]
pub(crate) struct OpenList {
    /// Which entry of a level pops first.
    tie: TieBreak,
    /// Every level ever used, in order of first use.
    levels: Vec<Level>,
    /// `dense[level]`: its index in `levels` + 1 (0: not used yet).
    dense: Vec<u32>,
    /// The same, for levels from [`DENSE_LEVELS`] on.
    sparse: HashMap<u64, u32>,
    /// The levels with entries, smallest first: (level, index in `levels`).
    filled: BinaryHeap<Reverse<(u64, u32)>>,
    /// Bytes held by the queues' buffers.
    queue_bytes: u64,
    /// Bytes held by the levels' arrays of queues.
    level_bytes: u64,
    /// The largest buffer a queue and a level's array of queues ever had, in
    /// bytes: a push doubles at most one of each, so [`OpenList::growth`]
    /// bounds what the next pushes allocate by them.
    largest_queue: u64,
    largest_level: u64,
}

impl OpenList {
    /// An empty list popping ties by `tie`.
    pub(crate) fn new(tie: TieBreak) -> OpenList {
        OpenList { tie, ..OpenList::default() }
    }

    /// Gives this clone the spare capacity of `original` (see
    /// `search::ExactClone`): `bytes` counts capacity.
    pub(crate) fn keep_capacity_of(&mut self, original: &OpenList) {
        super::same_capacity(&mut self.levels, &original.levels);
        for (level, was) in self.levels.iter_mut().zip(&original.levels) {
            super::same_capacity(&mut level.by_g, &was.by_g);
            for (queue, was) in level.by_g.iter_mut().zip(&was.by_g) {
                queue.reserve_exact(was.capacity().saturating_sub(queue.len()));
            }
        }
        super::same_capacity(&mut self.dense, &original.dense);
        self.filled.reserve_exact(original.filled.capacity().saturating_sub(self.filled.len()));
    }

    /// The index in `levels` of `level`, created on first use.
    #[inline]
    fn index_of(&mut self, level: u64) -> usize {
        let found = if level < DENSE_LEVELS {
            let d = level as usize;
            if d >= self.dense.len() {
                self.dense.resize(d + 1, 0);
            }
            self.dense[d]
        } else {
            self.sparse.get(&level).copied().unwrap_or(0)
        };
        if found != 0 {
            return found as usize - 1;
        }
        self.levels.push(Level::default());
        let index = self.levels.len() as u32;
        if level < DENSE_LEVELS {
            self.dense[level as usize] = index;
        } else {
            self.sparse.insert(level, index);
        }
        index as usize - 1
    }

    /// Adds `id`, an open node at `level` with path length `g`.
    #[inline]
    pub(crate) fn push(&mut self, level: u64, g: usize, id: u32) {
        let index = self.index_of(level);
        let lv = &mut self.levels[index];
        if lv.entries == 0 {
            self.filled.push(Reverse((level, index as u32)));
        }
        let by_g = self.tie.by_g();
        // Rules by g queue by g; the others in one queue of (id, g) pairs.
        let slot = if by_g { g } else { 0 };
        if slot >= lv.by_g.len() {
            let before = lv.by_g.capacity();
            lv.by_g.resize_with(slot + 1, VecDeque::new);
            let after = lv.by_g.capacity();
            self.level_bytes += ((after - before) * size_of::<VecDeque<u32>>()) as u64;
            self.largest_level = self.largest_level.max((after * size_of::<VecDeque<u32>>()) as u64);
        }
        let queue = &mut lv.by_g[slot];
        let before = queue.capacity();
        queue.push_back(id);
        if !by_g {
            queue.push_back(g as u32);
        }
        if queue.capacity() != before {
            self.queue_bytes += ((queue.capacity() - before) * size_of::<u32>()) as u64;
            self.largest_queue = self.largest_queue.max((queue.capacity() * size_of::<u32>()) as u64);
        }
        // g < 2^20 (astar.rs's G_BITS): the slot fits a u32.
        let slot32 = slot as u32;
        lv.bottom = if lv.entries == 0 { slot32 } else { lv.bottom.min(slot32) };
        lv.top = lv.top.max(slot32 + 1);
        lv.entries += 1;
        lv.live += 1;
    }

    /// Removes the first entry of the best level by the tie-breaking rule:
    /// `(level, g, id)`. The entry may be stale (its node has since been
    /// pushed with a smaller g); the caller checks, and calls
    /// [`OpenList::live_popped`] when it is not.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<(u64, usize, u32)> {
        const FILLED: &str = "a filled level has entries";
        let &Reverse((level, index)) = self.filled.peek()?;
        let lv = &mut self.levels[index as usize];
        let (slot, g, id) = match self.tie {
            TieBreak::LargerG => {
                let slot = lv.top as usize - 1;
                (slot, slot, lv.by_g[slot].pop_front().expect(FILLED))
            }
            TieBreak::SmallerG => {
                let slot = lv.bottom as usize;
                (slot, slot, lv.by_g[slot].pop_front().expect(FILLED))
            }
            TieBreak::Fifo => {
                let queue = &mut lv.by_g[0];
                let id = queue.pop_front().expect(FILLED);
                (0, queue.pop_front().expect(FILLED) as usize, id)
            }
            TieBreak::Lifo => {
                let queue = &mut lv.by_g[0];
                let g = queue.pop_back().expect(FILLED) as usize;
                (0, g, queue.pop_back().expect(FILLED))
            }
        };
        let queue = &mut lv.by_g[slot];
        if queue.is_empty() {
            if queue.capacity() > KEEP_CAPACITY {
                self.queue_bytes -= (queue.capacity() * size_of::<u32>()) as u64;
                *queue = VecDeque::new();
            }
            while lv.top > 0 && lv.by_g[lv.top as usize - 1].is_empty() {
                lv.top -= 1;
            }
            while lv.bottom < lv.top && lv.by_g[lv.bottom as usize].is_empty() {
                lv.bottom += 1;
            }
        }
        lv.entries -= 1;
        if lv.entries == 0 {
            self.filled.pop();
        }
        Some((level, g, id))
    }

    /// A popped entry was live: its node left the frontier.
    #[inline]
    pub(crate) fn live_popped(&mut self, level: u64) {
        self.live_left(level);
    }

    /// An open node at `level` was pushed again with a shorter path: its
    /// older entry goes stale.
    #[inline]
    pub(crate) fn live_left(&mut self, level: u64) {
        let index = self.index_of(level);
        self.levels[index].live -= 1;
    }

    /// Bytes held: the levels, their arrays of queues, the queues' buffers
    /// (4 bytes an entry, stale ones included, up to twice that while a
    /// queue's buffer is not full), the lookup tables and the heap.
    pub(crate) fn bytes(&self) -> u64 {
        (self.levels.capacity() * size_of::<Level>()
            + self.dense.capacity() * size_of::<u32>()
            + self.sparse.capacity() * (size_of::<(u64, u32)>() + 1)
            + self.filled.capacity() * size_of::<(u64, u32)>()) as u64
            + self.level_bytes
            + self.queue_bytes
    }

    /// A bound on the bytes `pushes` more pushes allocate while the old
    /// buffers live: each may double a queue and a level's array of queues
    /// (of a level in use, or a new one), none larger than the largest so
    /// far; 64 bytes covers a first buffer. Greedy with h = 0 puts every
    /// node in one level whose array of queues, one per g, grows to
    /// megabytes; A*'s levels hold a few dozen.
    pub(crate) fn growth(&self, pushes: usize) -> u64 {
        let levels = pushes.min(self.levels.len() + 1) as u64;
        2 * (pushes as u64 * self.largest_queue.max(64) + levels * self.largest_level.max(64))
    }

    /// The live counts by level, smallest first, as bars whose value is
    /// `f_of(level)`.
    pub(crate) fn bars(&self, f_of: impl Fn(u64) -> f64) -> Vec<FrontierBar> {
        let mut used: Vec<(u64, u32)> = (self.dense.iter().enumerate())
            .filter(|&(_, &i)| i != 0)
            .map(|(level, &i)| (level as u64, i))
            .chain(self.sparse.iter().map(|(&level, &i)| (level, i)))
            .collect();
        used.sort_unstable();
        (used.into_iter())
            .map(|(level, i)| (level, self.levels[i as usize - 1].live))
            .filter(|&(_, count)| count > 0)
            .map(|(level, count)| FrontierBar { value: f_of(level), count, side: Side::Forward })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_smallest_level_then_largest_g_then_first_pushed() {
        let mut open = OpenList::default();
        // (level, g, id), pushed in this order; levels on both sides of the
        // dense limit.
        let pushes = [
            (5, 1, 10),
            (3, 0, 11),
            (5, 2, 12),
            (5, 2, 13),
            (DENSE_LEVELS + 7, 0, 14),
            (3, 0, 15),
            (DENSE_LEVELS + 2, 3, 16),
        ];
        for (level, g, id) in pushes {
            open.push(level, g, id);
        }
        let popped: Vec<u32> = std::iter::from_fn(|| open.pop()).map(|(_, _, id)| id).collect();
        assert_eq!(popped, [11, 15, 12, 13, 10, 16, 14]);
        // A push into a level being drained joins it in order.
        open.push(4, 1, 1);
        open.push(4, 1, 2);
        assert_eq!(open.pop(), Some((4, 1, 1)));
        open.push(4, 1, 3);
        open.push(4, 2, 4);
        let popped: Vec<u32> = std::iter::from_fn(|| open.pop()).map(|(_, _, id)| id).collect();
        assert_eq!(popped, [4, 2, 3]);
    }

    /// Pops all of `pushes` (level, g, id) under `tie`, as `(g, id)`.
    fn order(tie: TieBreak, pushes: &[(u64, usize, u32)]) -> Vec<(usize, u32)> {
        let mut open = OpenList::new(tie);
        for &(level, g, id) in pushes {
            open.push(level, g, id);
        }
        std::iter::from_fn(|| open.pop()).map(|(_, g, id)| (g, id)).collect()
    }

    #[test]
    fn each_rule_orders_ties_its_way_and_levels_by_f() {
        // Level 3 holds g = 2, 0, 2, 1 in that order; level 1 comes first.
        let pushes = [(3, 2, 1), (3, 0, 2), (3, 2, 3), (1, 5, 9), (3, 1, 4)];
        assert_eq!(order(TieBreak::LargerG, &pushes), [(5, 9), (2, 1), (2, 3), (1, 4), (0, 2)]);
        assert_eq!(order(TieBreak::SmallerG, &pushes), [(5, 9), (0, 2), (1, 4), (2, 1), (2, 3)]);
        assert_eq!(order(TieBreak::Fifo, &pushes), [(5, 9), (2, 1), (0, 2), (2, 3), (1, 4)]);
        assert_eq!(order(TieBreak::Lifo, &pushes), [(5, 9), (1, 4), (2, 3), (0, 2), (2, 1)]);
    }

    #[test]
    fn smaller_g_follows_pushes_into_a_level_being_drained() {
        let mut open = OpenList::new(TieBreak::SmallerG);
        open.push(4, 3, 1);
        open.push(4, 5, 2);
        assert_eq!(open.pop(), Some((4, 3, 1)));
        open.push(4, 4, 3);
        open.push(4, 1, 4);
        let popped: Vec<u32> = std::iter::from_fn(|| open.pop()).map(|(_, _, id)| id).collect();
        assert_eq!(popped, [4, 3, 2]);
        // An emptied level starts again from the g it is given.
        open.push(4, 7, 5);
        open.push(4, 6, 6);
        assert_eq!(open.pop(), Some((4, 6, 6)));
    }

    #[test]
    fn bars_count_live_nodes_only() {
        let mut open = OpenList::default();
        open.push(2, 0, 0);
        open.push(2, 1, 1);
        open.push(DENSE_LEVELS, 0, 2);
        open.live_left(2);
        let bars = open.bars(|level| level as f64 / 2.0);
        let got: Vec<(f64, u64)> = bars.iter().map(|b| (b.value, b.count)).collect();
        assert_eq!(got, [(1.0, 1), ((DENSE_LEVELS / 2) as f64, 1)]);
    }
}
