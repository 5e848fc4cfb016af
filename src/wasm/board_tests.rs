//! Tests of the board functions (src/wasm/board.rs): parsing, goals, solvability, random boards.
//!
//! Run under node: `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
//! cargo test --target wasm32-unknown-unknown --lib` (scripts/test.sh does).
//! They go through the exported functions and read the JS values back,
//! so field names and types are checked as the page sees them.

use super::super::session::Session;
use super::super::test_support::{bytes, flag, get, message, num, text};
use super::*;
use js_sys::Array;
use wasm_bindgen_test::wasm_bindgen_test;

fn session(start: &str, goal: &str, algorithm: &str, heuristic: &str) -> Session {
    Session::open(start, goal, algorithm, heuristic, 1.0, 0.0, 0.0).unwrap()
}

const SAMPLE: &str = "2 3 4 1 5 x 7 6 8";

#[wasm_bindgen_test]
fn random_boards_on_3x3_are_exactly_that_far() {
    for (depth, seed) in [(0.0, 1.0), (1.0, 2.0), (12.0, 3.0), (20.0, -4.0), (31.0, 5.0)] {
        let board = random_board("ordered", 3, 3, depth, seed).unwrap();
        assert_eq!(board, random_board("ordered", 3, 3, depth, seed).unwrap(), "same seed, same board");
        let mut s = session(&board, "ordered", "astar", "linear-conflict");
        let done = s.step(f64::INFINITY).unwrap();
        assert_eq!(num(&done, "solutionLength"), depth, "{board}");
    }
    // Only two boards are 31 moves from the ordered goal.
    let far: Vec<String> = (0..20).map(|seed| random_board("ordered", 3, 3, 31.0, seed as f64).unwrap()).collect();
    assert!(far.iter().all(|b| b == "8 6 7 2 5 4 3 0 1" || b == "6 4 7 8 5 0 3 2 1"), "{far:?}");
    assert_eq!(
        message(random_board("ordered", 3, 3, 32.0, 1.0).unwrap_err()),
        "no 3×3 board is 32 moves from this goal (the farthest are 31 moves away)"
    );
    assert_eq!(
        message(random_board("ordered", 3, 3, 2.5, 1.0).unwrap_err()),
        "the depth must be a whole number ≥ 0, not 2.5"
    );
    // Spiral goal: distances are measured to it.
    let board = random_board("spiral", 3, 3, 5.0, 9.0).unwrap();
    let mut s = session(&board, "spiral", "bfs", "zero");
    assert_eq!(num(&s.step(f64::INFINITY).unwrap(), "solutionLength"), 5.0);
}

#[wasm_bindgen_test]
fn random_walks_on_larger_boards() {
    assert_eq!(random_board("ordered", 4, 4, 0.0, 3.0).unwrap(), "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
    let board = random_board("ordered", 4, 4, 40.0, 3.0).unwrap();
    assert_eq!(board, random_board("ordered", 4, 4, 40.0, 3.0).unwrap());
    assert_ne!(board, random_board("ordered", 4, 4, 40.0, 4.0).unwrap());
    let check = solvability(&board, "ordered").unwrap();
    assert!(flag(&check, "solvable"));
    // A walk of 3 moves that never undoes itself is at most 3 away.
    let short = random_board("blank-first", 4, 4, 3.0, 11.0).unwrap();
    let mut s = session(&short, "blank-first", "astar", "manhattan");
    let len = num(&s.step(f64::INFINITY).unwrap(), "solutionLength");
    assert!(len == 1.0 || len == 3.0, "{short}: {len}");
}

#[wasm_bindgen_test]
fn free_functions_return_plain_objects() {
    let b = parse_board_js("283104765", None).unwrap();
    assert_eq!((num(&b, "width"), num(&b, "height")), (3.0, 3.0));
    assert_eq!(bytes(&get(&b, "tiles")), [2, 8, 3, 1, 0, 4, 7, 6, 5]);
    let b = parse_board_js("1 2 3 4 5 0", Some("2x3".into())).unwrap();
    assert_eq!((num(&b, "width"), num(&b, "height")), (2.0, 3.0));
    assert_eq!(num(&parse_board_js("1 2 3 0", Some(" ".into())).unwrap(), "width"), 2.0);
    assert_eq!(
        message(parse_board_js("1 2 3", Some("big".into())).unwrap_err()),
        "'big' is not a size (write it like 3x3 or 4x4)"
    );
    assert_eq!(message(parse_board_js("1 2 3 4 5 6 7 8 9", None).unwrap_err()), "no blank (0, x or _)");

    assert_eq!(bytes(&goal_board("spiral", 3, 3).unwrap()), [1, 2, 3, 8, 0, 4, 7, 6, 5]);
    assert_eq!(bytes(&goal_board("1 2 3 0", 2, 2).unwrap()), [1, 2, 3, 0]);
    assert_eq!(message(goal_board("ordered", 7, 3).unwrap_err()), "board size 7×3 is not supported (sides 2 to 5)");

    let v = solvability(SAMPLE, "ordered").unwrap();
    assert!(flag(&v, "solvable"));
    assert!(!flag(&v, "evenWidth"));
    assert_eq!((num(&v, "startInversions"), num(&v, "goalInversions")), (4.0, 0.0));
    assert_eq!((num(&v, "startBlankRow"), num(&v, "goalBlankRow")), (1.0, 2.0));
    assert_eq!(
        text(&v, "explanation"),
        "The start has 4 inversions (even), the goal has 0 (even). On a board of odd width every move keeps the inversion parity, so the goal can be reached."
    );
    assert_eq!(
        message(solvability("1 2", "ordered").unwrap_err()),
        "expected 4, 9, 16 or 25 tiles, found 2 (other shapes: one row per line)"
    );

    // The codevs 1225 sample misses the ordered goal; the spiral is 4 moves away.
    let others = Array::from(&other_goals("283104765", "ordered").unwrap());
    assert_eq!(others.length(), 1);
    assert_eq!((text(&others.get(0), "name"), num(&others.get(0), "moves")), ("spiral".into(), 4.0));
    // A 15-puzzle far from the other goals: no distance, the field undefined.
    let loyd = Array::from(&other_goals("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", "ordered").unwrap());
    assert!(get(&loyd.get(0), "moves").is_undefined());
    assert_eq!(
        message(other_goals_checked(42.into(), "ordered".into()).unwrap_err()),
        "the start must be a string, not the number 42"
    );

    let h = heuristic_values(SAMPLE, "ordered").unwrap();
    assert_eq!(
        [num(&h, "zero"), num(&h, "misplaced"), num(&h, "manhattan"), num(&h, "linear-conflict")],
        [0.0, 6.0, 9.0, 9.0]
    );
    // R&N figure 3.28 with the blank-first goal: h1 = 8, h2 = 18.
    let h = heuristic_values("7 2 4 5 0 6 8 3 1", "blank-first").unwrap();
    assert_eq!((num(&h, "misplaced"), num(&h, "manhattan")), (8.0, 18.0));
}
