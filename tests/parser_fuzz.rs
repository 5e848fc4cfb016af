//! The parser never panics, whatever it is given: seeded random strings and
//! byte sequences go to every parsing entry point; an `Ok` must be a valid
//! board that reads back the same, an `Err` a short non-empty sentence. A
//! table then pins the exact message of every error the parser can give.

mod common;

use npuzzle::board::Board;
use npuzzle::goal::NAMES;
use npuzzle::parse::{parse_board, parse_board_bytes, parse_goal, parse_size, ParseError};
use npuzzle::problem::Problem;
use npuzzle::random::Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};

const STRINGS: usize = 100_000;
const NEAR_BOARDS: usize = 100_000;
const BYTE_SEQUENCES: usize = 100_000;

fn pick<T: Copy>(rng: &mut Rng, items: &[T]) -> T {
    items[rng.below(items.len() as u64) as usize]
}

/// Characters that are not ASCII, some of them whitespace, digits of other
/// scripts, a combining mark, a multiplication sign like in `4×4`, an emoji.
const UNICODE: [&str; 16] = [
    "×", "é", "０", "٣", "🙂", "\u{0}", "\u{200B}", "\u{2028}", "\u{A0}", "\u{FEFF}", "ß", "İ", "\u{301}", "Ⅻ",
    "\u{7F}", "\u{3000}",
];
const SEPARATORS: [&str; 11] = [" ", " ", ",", ";", "|", "/", "\n", "\r\n", "\t", "  ", "\r"];

/// A string made of pieces of what boards are made of, and what they are not.
fn random_text(rng: &mut Rng) -> String {
    let pieces = rng.below(40) as usize;
    let mut s = String::new();
    for _ in 0..pieces {
        match rng.below(20) {
            0..=4 => s.push_str(&rng.below(10).to_string()),
            5 => s.push_str(&rng.below(40).to_string()),
            6..=9 => s.push_str(pick(rng, &SEPARATORS)),
            10 => s.push_str(pick(rng, &["x", "X", "_", "0"])),
            11 => s.push((b'a' + rng.below(26) as u8) as char),
            12 => s.push((b'A' + rng.below(26) as u8) as char),
            13 => s.push_str(pick(rng, &UNICODE)),
            14 => {
                // A very long number.
                let len = 10 + rng.below(60) as usize;
                (0..len).for_each(|_| s.push((b'0' + rng.below(10) as u8) as char));
            }
            15 => s.push_str(pick(rng, &["-1", "+3", "1.5", "0x1F", "1e3", "3x3", "4×4", "ordered", "spiral"])),
            16 => s.push(char::from_u32(rng.below(0x800) as u32).unwrap_or('?')),
            17 => s.push_str(&"9".repeat(rng.below(25) as usize)),
            _ => s.push_str(pick(rng, &["0", "x", "_"])),
        }
    }
    s
}

/// A shuffled board of a random size in a random format, sometimes damaged:
/// most are valid, the rest fail in every way a near-miss can.
fn near_board(rng: &mut Rng) -> String {
    let (w, h) = (2 + rng.below(4) as usize, 2 + rng.below(4) as usize);
    let n = w * h;
    let mut tiles: Vec<u8> = (0..n as u8).collect();
    for i in (1..n).rev() {
        tiles.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let blank = pick(rng, &["0", "x", "X", "_"]);
    let cell = |t: u8| if t == 0 { blank.to_string() } else { t.to_string() };
    let mut s = match rng.below(5) {
        // One digit a cell, no separators (only sensible for 2×2 and 3×3).
        0 if n <= 9 => tiles.iter().map(|&t| cell(t)).collect::<String>(),
        1 => tiles
            .chunks(w)
            .map(|r| r.iter().map(|&t| cell(t)).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("\n"),
        2 => tiles
            .chunks(w)
            .map(|r| r.iter().map(|&t| cell(t)).collect::<Vec<_>>().join(","))
            .collect::<Vec<_>>()
            .join(" / "),
        _ => {
            let sep = pick(rng, &SEPARATORS[..6]);
            tiles.iter().map(|&t| cell(t)).collect::<Vec<_>>().join(sep)
        }
    };
    for _ in 0..rng.below(3) {
        let chars: Vec<char> = s.chars().collect();
        if chars.is_empty() {
            break;
        }
        let at = rng.below(chars.len() as u64) as usize;
        let mut chars = chars;
        match rng.below(4) {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, random_text(rng).chars().next().unwrap_or('7')),
            2 => {
                let other = rng.below(chars.len() as u64) as usize;
                chars.swap(at, other);
            }
            _ => chars.insert(at, pick(rng, &['1', '\n', ' ', 'x', '9'])),
        }
        s = chars.into_iter().collect();
    }
    s
}

/// Bytes: half noise, half near-miss boards with a few raw bytes (often
/// invalid UTF-8) written over them.
fn random_bytes(rng: &mut Rng) -> Vec<u8> {
    let byte = |rng: &mut Rng| match rng.below(4) {
        0 => rng.below(256) as u8,
        1 => pick(rng, &[b' ', b'\n', b',', b'/', b'x', b'_', 0xC3, 0xE2, 0xF0, 0x80, 0xFF]),
        _ => b'0' + rng.below(10) as u8,
    };
    if rng.below(2) == 0 {
        let len = rng.below(64) as usize;
        return (0..len).map(|_| byte(rng)).collect();
    }
    let mut bytes = near_board(rng).into_bytes();
    for _ in 0..rng.below(3) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.below(bytes.len() as u64) as usize;
        bytes[at] = byte(rng);
    }
    bytes
}

/// What the calls returned, to show the fuzzing reaches both outcomes.
#[derive(Default, Debug)]
struct Tally {
    ok: usize,
    err: usize,
}

/// Checks one parse result: a valid, re-readable board of the requested
/// size, or a short, non-empty message.
fn check(
    result: Result<Board, ParseError>,
    size: Option<(usize, usize)>,
    input: &dyn std::fmt::Debug,
    tally: &mut Tally,
) {
    match result {
        Ok(board) => {
            tally.ok += 1;
            let (w, h) = (board.width(), board.height());
            if let Some(size) = size {
                assert_eq!((w, h), size, "{input:?}");
            }
            assert_eq!(Board::new(w, h, board.tiles().to_vec()).as_ref(), Ok(&board), "{input:?}");
            // The board's own text (rows on lines) reads back as the same board.
            assert_eq!(parse_board(&board.to_string(), None).as_ref(), Ok(&board), "{input:?}");
        }
        Err(e) => {
            tally.err += 1;
            let message = e.to_string();
            assert!(!message.trim().is_empty(), "{input:?} gave {e:?}");
            // What the user typed is quoted at most 12 characters long
            // (a control character as an escape of up to 10).
            assert!(message.chars().count() < 200, "{input:?}: {message}");
            // and never as a control character the terminal would obey.
            assert!(!message.chars().any(char::is_control), "{input:?}: {message:?}");
        }
    }
}

/// Runs `f` and fails with the input when it panics.
fn no_panic(input: &dyn std::fmt::Debug, f: impl FnOnce()) {
    if let Err(cause) = catch_unwind(AssertUnwindSafe(f)) {
        let why = cause
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| cause.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        panic!("parser panicked on {input:?}: {why}");
    }
}

/// Sizes to ask for, valid and not.
const SIZES: [Option<(usize, usize)>; 8] =
    [None, Some((3, 3)), Some((4, 4)), Some((2, 3)), Some((5, 5)), Some((1, 3)), Some((6, 6)), Some((0, 0))];

fn fuzz_text(text: &str, rng: &mut Rng, tally: &mut [Tally; 4]) {
    no_panic(&text, || {
        check(parse_board(text, None), None, &text, &mut tally[0]);
        let size = pick(rng, &SIZES);
        check(parse_board(text, size), size, &text, &mut tally[1]);
        let (w, h) = (2 + rng.below(4) as usize, 2 + rng.below(4) as usize);
        check(parse_goal(text, w, h), Some((w, h)), &(text, w, h), &mut tally[2]);
        match parse_size(text) {
            Ok((w, h)) => {
                tally[3].ok += 1;
                assert!((2..=5).contains(&w) && (2..=5).contains(&h), "{text:?}");
            }
            Err(e) => {
                tally[3].err += 1;
                assert!(!e.to_string().is_empty());
            }
        }
    });
}

#[test]
fn random_strings_never_panic() {
    let mut rng = Rng::new(0xF022);
    let mut tally: [Tally; 4] = Default::default();
    for _ in 0..STRINGS {
        let text = random_text(&mut rng);
        fuzz_text(&text, &mut rng, &mut tally);
    }
    // Noise is almost never a board, but every entry point was tried on
    // every string, and the goal and size readers accepted some.
    assert_eq!(tally.iter().map(|t| t.ok + t.err).sum::<usize>(), 4 * STRINGS);
    assert!(tally[2].ok > 0 && tally[3].ok > 0, "{tally:?}");
}

#[test]
fn near_miss_boards_never_panic() {
    let mut rng = Rng::new(0xB0A2D);
    let mut tally: [Tally; 4] = Default::default();
    for _ in 0..NEAR_BOARDS {
        let text = near_board(&mut rng);
        fuzz_text(&text, &mut rng, &mut tally);
    }
    // Many are valid boards (square ones on one line, any size on lines),
    // most are not; every entry point saw both outcomes.
    assert!(tally[0].ok > NEAR_BOARDS / 10 && tally[0].err > NEAR_BOARDS / 10, "{tally:?}");
    assert!(tally.iter().all(|t| t.ok > 0 && t.err > 0), "{tally:?}");
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(0xB17E5);
    let mut tally: [Tally; 2] = Default::default();
    for _ in 0..BYTE_SEQUENCES {
        let bytes = random_bytes(&mut rng);
        no_panic(&bytes, || {
            check(parse_board_bytes(&bytes, None), None, &bytes, &mut tally[0]);
            let size = pick(&mut rng, &SIZES);
            check(parse_board_bytes(&bytes, size), size, &bytes, &mut tally[1]);
        });
    }
    assert!(tally.iter().all(|t| t.ok > 0 && t.err > 0), "{tally:?}");
}

/// `parse_goal` takes its size from the caller (the page passes numbers
/// from JavaScript): sizes outside 2..=5 are an error, not a panic.
#[test]
fn goals_for_unsupported_sizes_are_errors() {
    for w in 0..=7 {
        for h in 0..=7 {
            for text in NAMES.iter().copied().chain(["1 2 3 0", "", "sorted", "1 2 3 4 5 6 7 8 0"]) {
                no_panic(&(text, w, h), || {
                    let result = parse_goal(text, w, h);
                    let supported = (2..=5).contains(&w) && (2..=5).contains(&h);
                    if !supported {
                        assert_eq!(
                            result.unwrap_err().to_string(),
                            format!("{w}×{h} is not supported (sides 2 to 5)"),
                            "{text:?} {w}×{h}"
                        );
                    }
                });
            }
        }
    }
}

/// Text, size given, expected message.
type BoardCase = (&'static str, Option<(usize, usize)>, &'static str);
/// Text, expected size or message.
type SizeCase = (&'static str, Result<(usize, usize), &'static str>);

fn board_err(text: &str, size: Option<(usize, usize)>) -> String {
    match parse_board(text, size) {
        Ok(b) => panic!("{text:?} parsed as {b:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_board_error_message() {
    let cases: &[BoardCase] = &[
        ("", None, "empty board: no tiles found"),
        (" \n\t, ; | / \r", None, "empty board: no tiles found"),
        (" ", Some((4, 4)), "empty board: no tiles found"),
        ("1 2 3 4 a 6 7 8 0", None, "'a' is not a tile"),
        ("1 2 3 4 5 6 7 8 -1", None, "'-1' is not a tile"),
        ("1 2 3 4 5 6 7 8 0x", None, "'0x' is not a tile"),
        ("1 2 3 4 5 6 7 8 é", None, "'é' is not a tile"),
        ("1 2 3 4 5 6 7 8 ٣", None, "'٣' is not a tile"),
        // A full-width digit is its ASCII digit (parse::fold); the sentence quotes it as typed.
        ("1 2 3 4 5 6 7 ９ ０", None, "tile ９ is out of range (1 to 8)"),
        ("1 2 3 4 5 6 7 8 abcdefghijklmnop", None, "'abcdefghijkl…' is not a tile"),
        ("1 2 3 4 5 6 7 0", None, "expected 4, 9, 16 or 25 tiles, found 8 (other shapes: one row per line)"),
        ("1 2 3 4 5 6 7 8 x 0", None, "expected 4, 9, 16 or 25 tiles, found 10 (other shapes: one row per line)"),
        ("1 0", None, "expected 4, 9, 16 or 25 tiles, found 2 (other shapes: one row per line)"),
        ("1 2 3 0", Some((3, 3)), "expected 9 tiles for 3×3, found 4"),
        ("1 2 3 4 5 6 7 8 0", Some((2, 2)), "expected 4 tiles for 2×2, found 9"),
        ("1 2 3 4 5 0", Some((2, 4)), "expected 8 tiles for 2×4, found 6"),
        ("1 2 3\n4 5\n6 7 0", None, "row 2 has 2 tiles but row 1 has 3"),
        ("1 2\n3 0\n4 5 6", None, "row 3 has 3 tiles but row 1 has 2"),
        ("2831047", None, "'2831047' has 7 digits: write 9 digits for a 3×3 board, or separate tiles with spaces"),
        (
            "1234567890123",
            None,
            "'123456789012…' has 13 digits: write 9 digits for a 3×3 board, or separate tiles with spaces",
        ),
        ("x 2 3 4 5 6 7 8 0", None, "the blank appears twice"),
        ("1 2 3 4 _ 6 7 8 X", None, "the blank appears twice"),
        ("1 1 2 3 4 5 6 7 8", None, "tile 1 appears twice"),
        ("1 2 3 4 4 5 6 7 0", None, "tile 4 appears twice"),
        ("1 2 3 4 5 6 7 8 9", None, "no blank (0, x or _)"),
        ("1 2 3 4 5 6 7 9 0", None, "tile 9 is out of range (1 to 8)"),
        ("1 2 3 4 5 6 7 99999999999999999999 0", None, "tile 999999999999… is out of range (1 to 8)"),
        ("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", None, "no blank (0, x or _)"),
        ("1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0", None, "tile 16 is out of range (1 to 15)"),
        ("1 2 3 4 5 6\n7 8 9 10 11 0", None, "6×2 is not supported (sides 2 to 5)"),
        ("1\n0", None, "1×2 is not supported (sides 2 to 5)"),
        ("1 2 3 0", Some((1, 4)), "1×4 is not supported (sides 2 to 5)"),
        ("1 2 3 0", Some((6, 6)), "6×6 is not supported (sides 2 to 5)"),
    ];
    for &(text, size, want) in cases {
        assert_eq!(board_err(text, size), want, "{text:?} {size:?}");
    }
    // Invalid UTF-8 is replaced, then reported like any other character.
    assert_eq!(parse_board_bytes(b"1 2 3 4 5 6 7 8 \xFF", None).unwrap_err().to_string(), "'\u{FFFD}' is not a tile");
    assert_eq!(parse_board_bytes(b"1 2 3 4 5 6 7 8 0", None).unwrap().tiles(), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
}

#[test]
fn every_size_and_goal_error_message() {
    let sizes: &[SizeCase] = &[
        ("3x3", Ok((3, 3))),
        ("4×4", Ok((4, 4))),
        (" 2X5 ", Ok((2, 5))),
        ("big", Err("'big' is not a size (write it like 3x3 or 4x4)")),
        ("", Err("'' is not a size (write it like 3x3 or 4x4)")),
        ("3x", Err("'3x' is not a size (write it like 3x3 or 4x4)")),
        ("3x3x3", Err("'3x3x3' is not a size (write it like 3x3 or 4x4)")),
        ("99999999999999999999x3", Err("'999999999999…' is not a size (write it like 3x3 or 4x4)")),
        ("7x7", Err("7×7 is not supported (sides 2 to 5)")),
        ("0x3", Err("0×3 is not supported (sides 2 to 5)")),
        ("1x9", Err("1×9 is not supported (sides 2 to 5)")),
    ];
    for &(text, want) in sizes {
        assert_eq!(parse_size(text).map_err(|e| e.to_string()), want.map_err(str::to_string), "{text:?}");
    }
    let goals: &[(&str, usize, usize, &str)] = &[
        ("sorted", 3, 3, "unknown goal 'sorted' (use ordered, blank-first, spiral, reverse or a board)"),
        ("Ordered", 3, 3, "unknown goal 'Ordered' (use ordered, blank-first, spiral, reverse or a board)"),
        (
            "a very long goal name",
            3,
            3,
            "unknown goal 'a very long …' (use ordered, blank-first, spiral, reverse or a board)",
        ),
        ("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", 3, 3, "the goal is 4×4 but the start is 3×3"),
        ("1 2 3 4 5 6 7 8 0", 4, 4, "the goal is 3×3 but the start is 4×4"),
        ("1 2\n3 0", 2, 3, "the goal is 2×2 but the start is 2×3"),
        ("1 2 3", 3, 3, "expected 9 tiles for 3×3, found 3"),
        ("1 2 3 4 5 6 7 8 8", 3, 3, "tile 8 appears twice"),
        ("1 2 3 4 5 6 7 8 9", 3, 3, "no blank (0, x or _)"),
        ("", 3, 3, "empty board: no tiles found"),
    ];
    for &(text, w, h, want) in goals {
        assert_eq!(parse_goal(text, w, h).unwrap_err().to_string(), want, "{text:?} {w}×{h}");
    }
    // Names and boards that are accepted.
    assert_eq!(parse_goal(" spiral ", 3, 3).unwrap().tiles(), [1, 2, 3, 8, 0, 4, 7, 6, 5]);
    assert_eq!(parse_goal("123804765", 3, 3).unwrap().tiles(), [1, 2, 3, 8, 0, 4, 7, 6, 5]);
    assert_eq!(parse_goal("1 2 3 x", 2, 2).unwrap().tiles(), [1, 2, 3, 0]);
    // Problem::new reports a start and goal of different sizes the same way.
    let start = common::board("1 2 3 4 5 6 7 8 0");
    let goal = common::goal("ordered", 4, 4);
    assert_eq!(Problem::new(start, goal).unwrap_err().to_string(), "the goal is 4×4 but the start is 3×3");
}

/// Megabytes of input: the answer is still one short sentence.
#[test]
fn huge_inputs() {
    let digits = "9".repeat(1_000_000);
    assert_eq!(
        board_err(&digits, None),
        "'999999999999…' has 1000000 digits: write 9 digits for a 3×3 board, or separate tiles with spaces"
    );
    assert_eq!(
        board_err(&"1 ".repeat(500_000), None),
        "expected 4, 9, 16 or 25 tiles, found 500000 (other shapes: one row per line)"
    );
    assert_eq!(board_err(&"\n".repeat(500_000), None), "empty board: no tiles found");
    assert_eq!(board_err(&"1 2\n".repeat(100_000), None), "2×100000 is not supported (sides 2 to 5)");
    let long_name = "z".repeat(100_000);
    assert_eq!(
        parse_goal(&long_name, 3, 3).unwrap_err().to_string(),
        "unknown goal 'zzzzzzzzzzzz…' (use ordered, blank-first, spiral, reverse or a board)"
    );
}
