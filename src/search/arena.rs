//! Bidirectional BFS's node, and the path back to its root.

use crate::board::Move;

/// A node of bidirectional BFS: each node once, in an arena, addressed by
/// `u32` ids: 16 bytes on boards of at most 16 cells (see `packed.rs`).
/// (The A* family has its own, in `astar.rs`.)
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node<P> {
    pub state: P,
    pub parent: u32,
    pub g: u16,
    pub blank: u8,
    /// Move index that led here (`NO_MOVE` at a root).
    pub mv: u8,
}

pub(crate) const NO_PARENT: u32 = u32::MAX;
pub(crate) const NO_MOVE: u8 = u8::MAX;

/// The moves from the arena's root to `id`.
pub(crate) fn moves_to<P>(arena: &[Node<P>], mut id: u32) -> Vec<Move> {
    let mut moves = Vec::new();
    while arena[id as usize].parent != NO_PARENT {
        moves.push(Move::from_index(arena[id as usize].mv as usize));
        id = arena[id as usize].parent;
    }
    moves.reverse();
    moves
}
