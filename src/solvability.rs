//! Which boards can reach which goals: the permutation-parity argument.
//!
//! Each move swaps the blank with a neighbour. A horizontal move does not
//! change the order of the tiles read row by row; a vertical move jumps one
//! tile over `width − 1` others. On an odd width that changes the number of
//! inversions by an even amount, so the inversion parity is invariant. On an
//! even width it flips the parity exactly when the blank changes row, so the
//! invariant is *inversions + blank row*. A start reaches a goal exactly when
//! the invariants agree (Johnson & Story, 1879).
//!
//! One convention for that row everywhere a sentence shows it (the status,
//! the "Why unsolvable?" dialog, the lab): counted **from the bottom, the
//! bottom row being 1**, as the judges' write-ups count it. Only the parity
//! of each sum matters and both boards have the same height, so counting
//! from the top would give the same verdict; the sums shown are the ones
//! compared.

use crate::board::Board;

/// The numbers behind a verdict, so the page can show its working.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solvability {
    /// Pairs of tiles (blank excluded) out of order in the start.
    pub start_inversions: usize,
    /// The same count for the goal.
    pub goal_inversions: usize,
    /// Row of the blank in the start, counted from the top, 0-based.
    pub start_blank_row: usize,
    /// Row of the blank in the goal.
    pub goal_blank_row: usize,
    /// The board's height, to count the blank's row from the bottom.
    pub height: usize,
    /// Whether the width is even, so the blank row enters the invariant.
    pub even_width: bool,
    /// The verdict.
    pub solvable: bool,
}

/// Pairs `i < j` with `tiles[i] > tiles[j]`, the blank left out.
pub fn inversions(tiles: &[u8]) -> usize {
    let t: Vec<u8> = tiles.iter().copied().filter(|&v| v != 0).collect();
    (0..t.len()).map(|i| t[i + 1..].iter().filter(|&&v| v < t[i]).count()).sum()
}

/// One pair counted by [`inversions`]: a tile read before a smaller one,
/// row by row, the blank left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InversionPair {
    /// The larger tile, read first.
    pub larger: u8,
    /// Its cell (row-major index on the board).
    pub larger_cell: usize,
    /// The smaller tile, read after it.
    pub smaller: u8,
    /// Its cell.
    pub smaller_cell: usize,
}

/// Every pair [`inversions`] counts, in reading order (by the first tile's
/// cell, then the second's), so the page can point at each one: the parity
/// argument is then something to follow by eye, not only a number.
pub fn inversion_pairs(tiles: &[u8]) -> Vec<InversionPair> {
    let mut pairs = Vec::new();
    for (i, &a) in tiles.iter().enumerate().filter(|&(_, &v)| v != 0) {
        for (j, &b) in tiles.iter().enumerate().skip(i + 1) {
            if b != 0 && b < a {
                pairs.push(InversionPair { larger: a, larger_cell: i, smaller: b, smaller_cell: j });
            }
        }
    }
    pairs
}

/// Decides whether `start` can reach `goal` (both the same size).
pub fn check(start: &Board, goal: &Board) -> Solvability {
    let w = start.width();
    let even_width = w.is_multiple_of(2);
    let (si, gi) = (inversions(start.tiles()), inversions(goal.tiles()));
    let (sr, gr) = (start.blank() / w, goal.blank() / w);
    let mut v = Solvability {
        start_inversions: si,
        goal_inversions: gi,
        start_blank_row: sr,
        goal_blank_row: gr,
        height: start.height(),
        even_width,
        solvable: false,
    };
    v.solvable = v.start_sum() % 2 == v.goal_sum() % 2;
    v
}

impl Solvability {
    /// The start's blank row counted from the bottom (the bottom row is 1).
    pub fn start_row_from_bottom(&self) -> usize {
        self.height - self.start_blank_row
    }

    /// The goal's blank row counted from the bottom (the bottom row is 1).
    pub fn goal_row_from_bottom(&self) -> usize {
        self.height - self.goal_blank_row
    }

    /// The start's invariant before its parity is taken: on an even width
    /// the inversions plus the blank's row from the bottom, on an odd width
    /// the inversions alone.
    pub fn start_sum(&self) -> usize {
        self.start_inversions + if self.even_width { self.start_row_from_bottom() } else { 0 }
    }

    /// The goal's invariant, as [`Solvability::start_sum`].
    pub fn goal_sum(&self) -> usize {
        self.goal_inversions + if self.even_width { self.goal_row_from_bottom() } else { 0 }
    }

    /// The explanation as a code (`solvability.odd` or `solvability.even`)
    /// and the numbers it is made of (rows counted from the bottom, 1-based,
    /// as the sentence counts them; each sum is the inversions plus that
    /// row), worded by [`crate::message::english`] and the page's catalogues.
    pub fn coded(&self) -> crate::message::Message {
        use crate::message::Message;
        let (si, gi) = (self.start_inversions, self.goal_inversions);
        let solvable = ("solvable", self.solvable.into());
        if self.even_width {
            Message::sentence(
                "solvability.even",
                [
                    ("startInversions", si.into()),
                    ("startRow", self.start_row_from_bottom().into()),
                    ("startSum", self.start_sum().into()),
                    ("goalInversions", gi.into()),
                    ("goalRow", self.goal_row_from_bottom().into()),
                    ("goalSum", self.goal_sum().into()),
                    solvable,
                ],
            )
        } else {
            Message::sentence(
                "solvability.odd",
                [("startInversions", si.into()), ("goalInversions", gi.into()), solvable],
            )
        }
    }

    /// One or two sentences a student can follow, e.g. "The start has 1
    /// inversion (odd), the goal has 0 (even). On a board of odd width every
    /// move keeps the inversion parity, so the goal cannot be reached."
    /// ([`Solvability::coded`] in English).
    pub fn explain(&self) -> String {
        self.coded().english
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::parse::parse_board;

    fn verdict(start: &str, goal: &str) -> Solvability {
        let s = parse_board(start, None).unwrap();
        let g = named(goal, s.width(), s.height()).unwrap();
        check(&s, &g)
    }

    #[test]
    fn poj_unsolvable_sample() {
        let v = verdict("1 2 3 4 5 6 8 7 x", "ordered");
        assert!(!v.solvable);
        assert_eq!((v.start_inversions, v.goal_inversions), (1, 0));
        assert_eq!(
            v.explain(),
            "The start has 1 inversion (odd), the goal has 0 (even). On a board of odd width every move keeps the inversion parity, so the goal cannot be reached."
        );
        assert!(verdict("2 3 4 1 5 x 7 6 8", "ordered").solvable);
    }

    #[test]
    fn the_explanation_has_a_code_and_its_numbers() {
        use crate::message::{tests::assert_listed, Arg};
        let odd = verdict("1 2 3 4 5 6 8 7 x", "ordered").coded();
        assert_eq!(odd.code, "solvability.odd");
        assert_eq!(odd.english, verdict("1 2 3 4 5 6 8 7 x", "ordered").explain());
        assert_eq!(
            (odd.arg("startInversions"), odd.arg("solvable")),
            (Some(&Arg::Number(1.0)), Some(&Arg::Flag(false)))
        );
        assert_listed(&odd);
        let even = verdict("1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12", "ordered").coded();
        assert_eq!(
            (even.code, even.arg("startRow"), even.arg("goalRow")),
            ("solvability.even", Some(&Arg::Number(2.0)), Some(&Arg::Number(1.0)))
        );
        // Each sum is the inversions plus the row shown: 3 + 2 and 0 + 1.
        assert_eq!((even.arg("startSum"), even.arg("goalSum")), (Some(&Arg::Number(5.0)), Some(&Arg::Number(1.0))));
        assert_eq!(even.arg("solvable"), Some(&Arg::Flag(true)));
        assert_listed(&even);
    }

    #[test]
    fn spiral_and_reverse_goals_on_3x3() {
        assert!(verdict("283104765", "spiral").solvable);
        assert!(verdict("0 7 6 8 4 3 5 2 1", "reverse").solvable);
        assert!(!verdict("1 2 3 8 0 4 7 5 6", "spiral").solvable);
    }

    #[test]
    fn even_width_uses_the_blank_row() {
        // Korf's instance 1 is solvable for blank-first.
        assert!(verdict("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", "blank-first").solvable);
        // Sam Loyd's 14-15 puzzle: one swap, blank in place: unsolvable.
        let loyd = verdict("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", "ordered");
        assert!(!loyd.solvable);
        assert!(loyd.explain().contains("cannot be reached"));
        // Moving the blank up one row from the goal keeps solvability although
        // the inversions change parity.
        let up = verdict("1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12", "ordered");
        assert!(up.solvable);
        assert_eq!(up.start_inversions % 2, 1);
        // The same with one swap on that board: unsolvable, blank in another row.
        assert!(!verdict("2 1 3 4 5 6 7 8 9 10 11 0 13 14 15 12", "ordered").solvable);
        // Blank in the top row, even parity of (inv + row) mismatch.
        assert!(!verdict("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "ordered").solvable);
    }

    #[test]
    fn inversion_pairs_are_the_counted_pairs() {
        // POJ 1077's unsolvable sample: the one pair is 8 before 7.
        let poj = inversion_pairs(&[1, 2, 3, 4, 5, 6, 8, 7, 0]);
        assert_eq!(poj, [InversionPair { larger: 8, larger_cell: 6, smaller: 7, smaller_cell: 7 }]);
        let tiles = [8, 6, 7, 2, 5, 4, 3, 0, 1];
        let pairs = inversion_pairs(&tiles);
        assert_eq!(pairs.len(), inversions(&tiles));
        assert_eq!(pairs.len(), 24);
        assert!(pairs.iter().all(|p| p.larger > p.smaller && p.larger_cell < p.smaller_cell));
        assert!(pairs.iter().all(|p| tiles[p.larger_cell] == p.larger && tiles[p.smaller_cell] == p.smaller));
        for r in (0..crate::rank::factorial(9)).step_by(7) {
            let perm = crate::rank::unrank(r, 9);
            assert_eq!(inversion_pairs(&perm).len(), inversions(&perm));
        }
    }
}
