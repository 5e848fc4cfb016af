//! The whole state space of small boards: exact distances by one backward
//! BFS from the goal over permutation ranks.
//!
//! For the 8-puzzle that is 181,440 reachable states out of 9! = 362,880
//! arrangements. The table answers "how far is this board really?" for
//! every board at once: the tests use it to check heuristics and searches,
//! the page uses it for the depth histogram and the heuristic-accuracy view.

use crate::board::{Board, Move};
use crate::rank::{factorial, rank};

/// Marks an arrangement the goal cannot reach.
pub const UNREACHABLE: u8 = u8::MAX;

/// Largest board handled (9! = 362,880 entries).
pub const MAX_CELLS: usize = 9;

/// `table[rank(tiles)]` = fewest moves from `tiles` to `goal`, or
/// [`UNREACHABLE`]. Since every move can be undone, distance to the goal
/// equals distance from it, so one BFS from the goal fills the table.
/// Returns `None` for boards over [`MAX_CELLS`] cells.
pub fn distances(goal: &Board) -> Option<Vec<u8>> {
    let geometry = goal.geometry();
    let n = geometry.cells();
    if n > MAX_CELLS {
        return None;
    }
    let mut table = vec![UNREACHABLE; factorial(n) as usize];
    let mut queue = Vec::with_capacity(table.len() / 2);
    let mut tiles = [0u8; MAX_CELLS];
    table[rank(goal.tiles()) as usize] = 0;
    queue.push((goal.state(), goal.blank() as u8));
    let mut head = 0;
    while head < queue.len() {
        let (state, blank) = queue[head];
        head += 1;
        geometry.unpack_into(state, &mut tiles[..n]);
        let d = table[rank(&tiles[..n]) as usize];
        for mv in Move::ALL {
            let Some(to) = geometry.neighbour(blank as usize, mv) else { continue };
            let (child, _) = geometry.slide(state, blank as usize, to);
            geometry.unpack_into(child, &mut tiles[..n]);
            let slot = &mut table[rank(&tiles[..n]) as usize];
            if *slot == UNREACHABLE {
                *slot = d + 1;
                queue.push((child, to as u8));
            }
        }
    }
    Some(table)
}

/// Number of states at each distance 0, 1, …, max.
pub fn histogram(table: &[u8]) -> Vec<u64> {
    let mut counts = Vec::new();
    for &d in table.iter().filter(|&&d| d != UNREACHABLE) {
        if counts.len() <= d as usize {
            counts.resize(d as usize + 1, 0);
        }
        counts[d as usize] += 1;
    }
    counts
}

/// The exact distance of one board, looked up in a table from [`distances`].
pub fn distance(table: &[u8], board: &Board) -> Option<u8> {
    let d = table[rank(board.tiles()) as usize];
    (d != UNREACHABLE).then_some(d)
}
