//! Seeded random boards: the engine takes no randomness from outside, so a
//! seed always gives the same board (tests, shared links, class demos).

use crate::board::{Board, Move};
use crate::limits::MAX_RANDOM_WALK;
use crate::message::Message;
use crate::rank::unrank;
use crate::state_space::{distances, histogram, MAX_CELLS};

/// SplitMix64: tiny, fast, and good enough to pick boards.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed; equal seeds give equal sequences.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }
}

/// A board reached from `goal` by a random walk of `length` moves that never
/// undoes its previous move. Its optimal distance is at most `length` (and
/// has the parity of `length`).
pub fn scramble(goal: &Board, length: usize, rng: &mut Rng) -> Board {
    let mut board = goal.clone();
    let mut last: Option<Move> = None;
    for _ in 0..length {
        let options: Vec<(Move, Board)> = Move::ALL
            .into_iter()
            .filter(|&m| Some(m.reverse()) != last)
            .filter_map(|m| board.apply(m).map(|b| (m, b)))
            .collect();
        let (mv, next) = options[rng.below(options.len() as u64) as usize].clone();
        board = next;
        last = Some(mv);
    }
    board
}

/// A board whose optimal distance to `goal` is exactly `depth`, chosen
/// uniformly among all such boards; for boards of at most 9 cells (it uses
/// the full distance table). `None` when no board is that far, or the
/// board is too large.
pub fn at_depth(goal: &Board, depth: u8, rng: &mut Rng) -> Option<Board> {
    let table = distances(goal)?;
    at_depth_in(&table, goal, depth, rng)
}

/// [`at_depth`] with a distance table already built for `goal`.
pub fn at_depth_in(table: &[u8], goal: &Board, depth: u8, rng: &mut Rng) -> Option<Board> {
    let count = table.iter().filter(|&&d| d == depth).count() as u64;
    if count == 0 {
        return None;
    }
    let pick = rng.below(count) as usize;
    let rank = table.iter().enumerate().filter(|(_, &d)| d == depth).nth(pick)?.0;
    Board::new(goal.width(), goal.height(), unrank(rank as u64, goal.cells())).ok()
}

/// The page's random start (Shuffle, Compare's batches): on boards of at
/// most [`MAX_CELLS`] cells exactly `depth` moves from `goal`, uniform among
/// such boards (the whole space is swept, so the depth is exact); on larger
/// ones a random walk of `depth` moves ([`scramble`]), at most
/// [`MAX_RANDOM_WALK`]. `Err` is the coded sentence for a depth no board
/// has (`random.depthUnreachable`) or a walk too long (`random.walkTooLong`).
pub fn random_start(goal: &Board, depth: u64, rng: &mut Rng) -> Result<Board, Message> {
    let (width, height) = (goal.width(), goal.height());
    if goal.cells() <= MAX_CELLS {
        let table = distances(goal).expect("small boards have a distance table");
        let farthest = histogram(&table).len() as u64 - 1;
        if depth > farthest {
            let english = format!(
                "no {width}×{height} board is {depth} moves from this goal (the farthest are {farthest} moves away)"
            );
            let m = Message::new("random.depthUnreachable", english).with("width", width).with("height", height);
            return Err(m.with("depth", depth).with("farthest", farthest));
        }
        Ok(at_depth_in(&table, goal, depth as u8, rng).expect("every depth up to the farthest occurs"))
    } else {
        if depth > MAX_RANDOM_WALK {
            let english = format!("a walk of {depth} moves is too long (at most {MAX_RANDOM_WALK})");
            let m = Message::new("random.walkTooLong", english).with("depth", depth);
            return Err(m.with("max", MAX_RANDOM_WALK));
        }
        Ok(scramble(goal, depth as usize, rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::state_space::distance;

    #[test]
    fn exact_depth_boards_have_that_depth() {
        let goal = named("ordered", 3, 3).unwrap();
        let table = distances(&goal).unwrap();
        let mut rng = Rng::new(7);
        for depth in [0u8, 1, 10, 20, 31] {
            let b = at_depth_in(&table, &goal, depth, &mut rng).unwrap();
            assert_eq!(distance(&table, &b), Some(depth));
        }
        assert!(at_depth_in(&table, &goal, 32, &mut rng).is_none());
    }

    #[test]
    fn same_seed_same_board() {
        let goal = named("ordered", 4, 4).unwrap();
        let a = scramble(&goal, 40, &mut Rng::new(3));
        let b = scramble(&goal, 40, &mut Rng::new(3));
        assert_eq!(a, b);
        assert_ne!(a, goal);
    }

    #[test]
    fn random_starts_are_exact_on_small_boards_and_walks_beyond() {
        let goal = named("ordered", 3, 3).unwrap();
        let table = distances(&goal).unwrap();
        for (depth, seed) in [(0u64, 1u64), (12, 3), (31, 5)] {
            let b = random_start(&goal, depth, &mut Rng::new(seed)).unwrap();
            assert_eq!(distance(&table, &b), Some(depth as u8));
        }
        let far = random_start(&goal, 32, &mut Rng::new(1)).unwrap_err();
        assert_eq!(far.english, "no 3×3 board is 32 moves from this goal (the farthest are 31 moves away)");
        crate::message::tests::assert_listed(&far);
        let big = named("ordered", 4, 4).unwrap();
        assert_eq!(random_start(&big, 0, &mut Rng::new(3)).unwrap(), big);
        assert_eq!(random_start(&big, 40, &mut Rng::new(3)).unwrap(), scramble(&big, 40, &mut Rng::new(3)));
        let long = random_start(&big, MAX_RANDOM_WALK + 1, &mut Rng::new(3)).unwrap_err();
        assert_eq!(long.english, "a walk of 1000001 moves is too long (at most 1000000)");
        crate::message::tests::assert_listed(&long);
    }
}
