//! A board as the step-wise searches store it: one `u64` on boards of at
//! most 16 cells (4 bits a cell), two `u64` halves on larger ones (5 bits a
//! cell, 25 cells at most).
//!
//! The public [`State`] is a `u128` for every size, which keeps the API
//! simple; inside a search that would double every stored state on the
//! 15-puzzle and, on wasm32, make every shift and comparison two operations.
//! So a search is generic over [`Packed`], chosen once per problem
//! ([`ByWidth`]), and converts to [`State`] only at its edge (events,
//! solutions, the estimator).

use super::{Counters, Event, IterationStart, Search};
use crate::board::{Geometry, State};
use crate::problem::{Solution, Status};
use crate::search::FrontierBar;
use std::fmt::Debug;

/// A packed board (the layout of [`Geometry::pack`]): the operations a
/// search's inner loop needs.
pub(crate) trait Packed: Copy + Eq + Debug + 'static {
    /// From the public state (which must fit).
    fn pack(state: State) -> Self;

    /// To the public state.
    fn state(self) -> State;

    /// The blank moved from cell `blank` to cell `to`: the child and the
    /// tile that moved. Since the blank is 0, one subtraction and one
    /// addition, as [`Geometry::slide`].
    fn slide(self, blank: usize, to: usize) -> (Self, u8);

    /// The blank's cell; `ones` is [`Packed::ones`] of the board.
    fn blank(self, ones: Self) -> usize;

    /// Bit 0 of every cell of a board of `cells` cells set.
    fn ones(cells: usize) -> Self;

    /// A well-mixed 64-bit hash (every bit depends on every input bit).
    fn hash(self) -> u64;
}

/// Whether a geometry's boards fit a `u64` (and so use [`Narrow`]).
pub(crate) fn narrow(geometry: &Geometry) -> bool {
    geometry.cells() <= 16
}

/// A board of at most 16 cells.
pub(crate) type Narrow = u64;

/// The last step of MurmurHash3 (`fmix64`): two multiplications.
#[inline]
fn mix(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

impl Packed for Narrow {
    #[inline]
    fn pack(state: State) -> Narrow {
        debug_assert!(state.0 >> 64 == 0, "a narrow board fits 64 bits");
        state.0 as u64
    }

    #[inline]
    fn state(self) -> State {
        State(self as u128)
    }

    #[inline]
    fn slide(self, blank: usize, to: usize) -> (Narrow, u8) {
        let (to, blank) = ((to as u32 * 4) & 63, (blank as u32 * 4) & 63);
        let tile = (self >> to) & 15;
        (self - (tile << to) + (tile << blank), tile as u8)
    }

    #[inline]
    fn blank(self, ones: Narrow) -> usize {
        let x = self;
        // Bit 0 of a cell is set when any of its 4 bits is.
        let occupied = (x | x >> 1 | x >> 2 | x >> 3) & ones;
        ((!occupied & ones).trailing_zeros() / 4) as usize
    }

    fn ones(cells: usize) -> Narrow {
        (0..cells).fold(0, |m, c| m | 1 << (4 * c))
    }

    #[inline]
    fn hash(self) -> u64 {
        mix(self)
    }
}

/// A board of 17 to 25 cells, as two halves: 16 bytes aligned to 8, where
/// a `u128` would be aligned to 16 and pad a node to the next 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Wide {
    low: u64,
    high: u64,
}

impl Wide {
    #[inline]
    fn get(self) -> u128 {
        self.low as u128 | (self.high as u128) << 64
    }

    #[inline]
    fn from(v: u128) -> Wide {
        Wide { low: v as u64, high: (v >> 64) as u64 }
    }
}

impl Packed for Wide {
    #[inline]
    fn pack(state: State) -> Wide {
        Wide::from(state.0)
    }

    #[inline]
    fn state(self) -> State {
        State(self.get())
    }

    #[inline]
    fn slide(self, blank: usize, to: usize) -> (Wide, u8) {
        let v = self.get();
        let tile = (v >> (to * 5)) & 31;
        (Wide::from(v - (tile << (to * 5)) + (tile << (blank * 5))), tile as u8)
    }

    #[inline]
    fn blank(self, ones: Wide) -> usize {
        let (x, ones) = (self.get(), ones.get());
        let occupied = (x | x >> 1 | x >> 2 | x >> 3 | x >> 4) & ones;
        ((!occupied & ones).trailing_zeros() / 5) as usize
    }

    fn ones(cells: usize) -> Wide {
        Wide::from((0..cells).fold(0, |m, c| m | 1 << (5 * c)))
    }

    #[inline]
    fn hash(self) -> u64 {
        mix(self.low ^ self.high.rotate_left(32).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

/// One search of two packed widths, chosen once when it starts: every call
/// is passed on, and [`Search::step_n`] runs the inner search's own loop, so
/// the choice costs one branch per batch of steps, not per step.
#[derive(Clone)]
pub(crate) enum ByWidth<N, W> {
    /// Boards of at most 16 cells.
    Narrow(N),
    /// Larger boards.
    Wide(W),
}

/// `$make` (a search's generic constructor call, written once) on the width
/// `$problem`'s boards take: `by_width!(problem, BreadthFirst::new(problem, config))`.
macro_rules! by_width {
    ($problem:expr, $make:expr) => {
        if $crate::search::packed::narrow($problem.geometry()) {
            $crate::search::packed::ByWidth::Narrow($make)
        } else {
            $crate::search::packed::ByWidth::Wide($make)
        }
    };
}
pub(crate) use by_width;

/// Calls `$call` on whichever search a [`ByWidth`] holds.
macro_rules! on_either {
    ($self:expr, $s:ident => $call:expr) => {
        match $self {
            ByWidth::Narrow($s) => $call,
            ByWidth::Wide($s) => $call,
        }
    };
}

impl<N: super::ExactClone, W: super::ExactClone> super::ExactClone for ByWidth<N, W> {
    fn exact_clone(&self) -> Self {
        match self {
            ByWidth::Narrow(search) => ByWidth::Narrow(search.exact_clone()),
            ByWidth::Wide(search) => ByWidth::Wide(search.exact_clone()),
        }
    }
}

impl<N: Search + super::ExactClone + 'static, W: Search + super::ExactClone + 'static> Search for ByWidth<N, W> {
    fn step(&mut self) -> Option<&Event> {
        on_either!(self, s => s.step())
    }

    fn step_n(&mut self, n: u64) -> u64 {
        on_either!(self, s => s.step_n(n))
    }

    fn counters(&self) -> Counters {
        on_either!(self, s => s.counters())
    }

    fn status(&self) -> Status {
        on_either!(self, s => s.status())
    }

    fn solution(&self) -> Option<&Solution> {
        on_either!(self, s => s.solution())
    }

    fn last_event(&self) -> &Event {
        on_either!(self, s => s.last_event())
    }

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        on_either!(self, s => s.frontier_profile())
    }

    fn iteration_starts(&self) -> &[IterationStart] {
        on_either!(self, s => s.iteration_starts())
    }

    fn meeting(&self) -> Option<(State, u32)> {
        on_either!(self, s => s.meeting())
    }

    fn visited_costs(&self) -> Option<super::VisitedCosts> {
        on_either!(self, s => s.visited_costs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Move;

    /// Slides and blanks agree with [`Geometry`]'s on every size, both widths.
    fn agrees<P: Packed>(w: usize, h: usize) {
        let geometry = Geometry::new(w, h).unwrap();
        let cells = geometry.cells();
        let ones = P::ones(cells);
        let mut state = geometry.pack(&(1..cells as u8).chain([0]).collect::<Vec<_>>());
        let mut packed = P::pack(state);
        // A fixed walk that visits every cell of every size.
        for i in 0..400 {
            let blank = geometry.blank_of(state);
            assert_eq!(packed.blank(ones), blank);
            let mv = Move::from_index((i * 7 + i / 5) % 4);
            let Some(to) = geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = geometry.slide(state, blank, to);
            let (packed_child, packed_tile) = packed.slide(blank, to);
            assert_eq!((packed_child.state(), packed_tile), (child, tile));
            (state, packed) = (child, packed_child);
        }
    }

    #[test]
    fn both_widths_move_like_the_geometry() {
        for (w, h) in [(2, 2), (3, 3), (4, 4), (4, 3), (2, 5)] {
            agrees::<Narrow>(w, h);
        }
        for (w, h) in [(5, 5), (4, 5), (5, 4)] {
            agrees::<Wide>(w, h);
        }
        assert!(narrow(&Geometry::new(4, 4).unwrap()) && narrow(&Geometry::new(3, 5).unwrap()));
        assert!(!narrow(&Geometry::new(4, 5).unwrap()));
    }

    #[test]
    fn wide_states_take_sixteen_bytes_aligned_to_eight() {
        assert_eq!((std::mem::size_of::<Wide>(), std::mem::align_of::<Wide>()), (16, 8));
    }
}
