//! Named goal boards.
//!
//! Different traditions solve towards different boards: POJ 1077 wants the
//! tiles in order with the blank last, Korf's 15-puzzle papers put the blank
//! first, codevs 1225 / Luogu P1379 use a clockwise spiral around a central
//! blank. Every heuristic and every solvability check is relative to the goal
//! chosen here.

use crate::board::Board;
use crate::names::UnknownName;

/// A goal that has a name: its name, the line that describes it and its
/// tiles on a `width × height` board. [`GOALS`] is the one list of them.
struct Named {
    name: &'static str,
    description: &'static str,
    tiles: fn(usize, usize) -> Vec<u8>,
}

/// Every named goal, in the order the page lists them.
const GOALS: [Named; 4] = [
    Named { name: "ordered", description: "1 2 … n then the blank (POJ 1077)", tiles: ordered },
    Named { name: "blank-first", description: "the blank, then 1 2 … n (Korf's 15-puzzle)", tiles: blank_first },
    Named {
        name: "spiral",
        description: "clockwise spiral, blank in the middle (codevs 1225: 123804765)",
        tiles: spiral,
    },
    Named { name: "reverse", description: "n … 2 1 then the blank (8 7 6 5 4 3 2 1 0 on 3×3)", tiles: reverse },
];

/// The goals that have names, in the order the page lists them ([`GOALS`]'s names).
pub const NAMES: [&str; 4] = {
    let mut names = [""; 4];
    let mut i = 0;
    while i < GOALS.len() {
        names[i] = GOALS[i].name;
        i += 1;
    }
    names
};

/// The named goal called `name`, if there is one.
fn find(name: &str) -> Option<&'static Named> {
    GOALS.iter().find(|g| g.name == name)
}

/// One line describing each named goal, for `--help` and the page (empty
/// for a name that is not one).
pub fn describe(name: &str) -> &'static str {
    find(name).map_or("", |g| g.description)
}

/// The error for a goal that is neither a name of [`NAMES`] nor a board, in
/// the one sentence of [`crate::names`]: `unknown goal 'sorted' (use
/// ordered, blank-first, spiral, reverse or a board)`.
pub fn unknown(name: &str) -> UnknownName {
    let mut choices = NAMES.to_vec();
    choices.push("a board");
    UnknownName { kind: "goal", name: name.to_string(), choices }
}

/// The named goal of a `width × height` board, or `None` for an unknown name.
/// Sizes must already be valid (see [`crate::board::Geometry::new`]).
pub fn named(name: &str, width: usize, height: usize) -> Option<Board> {
    Board::new(width, height, (find(name)?.tiles)(width, height)).ok()
}

/// 1 2 … n − 1, then the blank.
fn ordered(width: usize, height: usize) -> Vec<u8> {
    (1..(width * height) as u8).chain([0]).collect()
}

/// The blank, then 1 2 … n − 1.
fn blank_first(width: usize, height: usize) -> Vec<u8> {
    (0..(width * height) as u8).collect()
}

/// n − 1 … 2 1, then the blank.
fn reverse(width: usize, height: usize) -> Vec<u8> {
    (1..(width * height) as u8).rev().chain([0]).collect()
}

/// Tiles 1, 2, … laid clockwise from the top-left corner inwards; the last
/// cell of the spiral (the middle on odd squares) holds the blank.
fn spiral(width: usize, height: usize) -> Vec<u8> {
    let n = width * height;
    let mut tiles = vec![0u8; n];
    let (mut top, mut bottom, mut left, mut right) = (0i32, height as i32 - 1, 0i32, width as i32 - 1);
    let mut order = Vec::with_capacity(n);
    while top <= bottom && left <= right {
        (left..=right).for_each(|c| order.push((top, c)));
        (top + 1..=bottom).for_each(|r| order.push((r, right)));
        if top < bottom {
            (left..right).rev().for_each(|c| order.push((bottom, c)));
        }
        if left < right {
            (top + 1..bottom).rev().for_each(|r| order.push((r, left)));
        }
        top += 1;
        bottom -= 1;
        left += 1;
        right -= 1;
    }
    for (k, &(r, c)) in order.iter().enumerate().take(n - 1) {
        tiles[r as usize * width + c as usize] = k as u8 + 1;
    }
    tiles
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiles(name: &str, w: usize, h: usize) -> Vec<u8> {
        named(name, w, h).unwrap().tiles().to_vec()
    }

    #[test]
    fn named_goals_on_3x3() {
        assert_eq!(tiles("ordered", 3, 3), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
        assert_eq!(tiles("blank-first", 3, 3), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(tiles("spiral", 3, 3), [1, 2, 3, 8, 0, 4, 7, 6, 5]);
        assert_eq!(tiles("reverse", 3, 3), [8, 7, 6, 5, 4, 3, 2, 1, 0]);
    }

    #[test]
    fn spiral_on_other_sizes() {
        assert_eq!(tiles("spiral", 4, 4), [1, 2, 3, 4, 12, 13, 14, 5, 11, 0, 15, 6, 10, 9, 8, 7]);
        assert_eq!(tiles("spiral", 2, 2), [1, 2, 0, 3]);
        assert_eq!(tiles("spiral", 3, 2), [1, 2, 3, 0, 5, 4]);
    }

    #[test]
    fn unknown_name() {
        assert!(named("sorted", 3, 3).is_none());
    }
}
