//! The one board parser, shared by the command line and the page.
//!
//! It accepts what people paste from judge problems and textbooks:
//! `283104765`, `2 8 3 1 0 4 7 6 5`, `2 3 4 1 5 x 7 6 8`, rows on lines or
//! separated by `/`, commas, and 16-tile 15-puzzles. The blank is `0`, `x`,
//! `X` or `_`. Every malformed input yields a [`ParseError`] whose message
//! names the problem; nothing here panics, whatever the bytes.
//!
//! Chinese and Japanese keyboards type full-width forms (`２８３１０４７６５`,
//! `2，8，3`, `、`, `；`, the ideographic space): [`fold`] reads each like its
//! ASCII form, in every predicate below, so the command line and the page
//! take them alike. Tokens stay slices of what was typed, so an error quotes
//! the user's own characters.

use crate::board::{Board, MAX_SIDE, MIN_SIDE};
use crate::message::{Coded, Message};
use crate::names::{one_of, quote};
use std::fmt;

/// What is wrong with a board's text. `Display` gives the sentence the page
/// shows next to the field and the command line prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing but separators.
    Empty,
    /// A token that is neither a number nor a blank sign.
    NotATile(String),
    /// Wrong number of tiles; `expected` is `None` when no size was given.
    WrongCount {
        /// The size the user gave, if any.
        expected: Option<(usize, usize)>,
        /// Tiles found.
        found: usize,
    },
    /// Rows of different lengths.
    Ragged {
        /// The first row (1-based) whose length differs.
        row: usize,
        /// Its length.
        len: usize,
        /// The first row's length.
        first: usize,
    },
    /// A run of digits that cannot be read digit by digit.
    DigitRun(String),
    /// A tile given twice (0 = the blank).
    Duplicate(u32),
    /// No `0`, `x` or `_`.
    NoBlank,
    /// A number larger than the board allows.
    OutOfRange {
        /// The number as typed.
        tile: String,
        /// The largest tile on this board.
        max: usize,
    },
    /// A size that is not written `WxH` (the text as typed).
    NotASize(String),
    /// A size outside the sides the engine supports.
    UnsupportedSize {
        /// Width asked for.
        width: usize,
        /// Height asked for.
        height: usize,
    },
    /// A board the board type refused (its own sentence).
    Size(String),
    /// A goal name that is not one of [`crate::goal::NAMES`] and not a board.
    UnknownGoal(String),
    /// Start and goal of different sizes.
    SizeMismatch {
        /// Width and height of the start.
        start: (usize, usize),
        /// Width and height of the goal.
        goal: (usize, usize),
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty board: no tiles found"),
            ParseError::NotATile(t) => write!(f, "'{}' is not a tile", quote(t)),
            ParseError::WrongCount { expected: None, found } => {
                let counts = one_of(&square_counts());
                write!(f, "expected {counts} tiles, found {found} (other shapes: one row per line)")
            }
            ParseError::WrongCount { expected: Some((w, h)), found } => {
                write!(f, "expected {} tiles for {w}×{h}, found {found}", w * h)
            }
            ParseError::Ragged { row, len, first } => {
                write!(f, "row {row} has {len} tiles but row 1 has {first}")
            }
            ParseError::DigitRun(t) => write!(
                f,
                "'{}' has {} digits: write 9 digits for a 3×3 board, or separate tiles with spaces",
                quote(t),
                t.chars().count()
            ),
            ParseError::Duplicate(0) => write!(f, "the blank appears twice"),
            ParseError::Duplicate(t) => write!(f, "tile {t} appears twice"),
            ParseError::NoBlank => write!(f, "no blank (0, x or _)"),
            ParseError::OutOfRange { tile, max } => {
                write!(f, "tile {} is out of range (1 to {max})", quote(tile))
            }
            ParseError::NotASize(t) => write!(f, "'{}' is not a size (write it like 3x3 or 4x4)", quote(t)),
            ParseError::UnsupportedSize { width, height } => {
                write!(f, "{width}×{height} is not supported (sides {MIN_SIDE} to {MAX_SIDE})")
            }
            ParseError::Size(m) => write!(f, "{m}"),
            ParseError::UnknownGoal(g) => write!(f, "{}", crate::goal::unknown(g)),
            ParseError::SizeMismatch { start, goal } => {
                write!(f, "the goal is {}×{} but the start is {}×{}", goal.0, goal.1, start.0, start.1)
            }
        }
    }
}

impl std::error::Error for ParseError {}

impl Coded for ParseError {
    /// The page's code for each sentence of `Display`, with the values it
    /// is made of (a typed token quoted as `Display` quotes it).
    fn message(&self) -> Message {
        let m = |code| Message::new(code, self);
        match self {
            ParseError::Empty => m("parse.empty"),
            ParseError::NotATile(t) => m("parse.notATile").with("token", quote(t)),
            ParseError::WrongCount { expected: None, found } => {
                m("parse.count").with("found", *found).with("counts", square_counts())
            }
            ParseError::WrongCount { expected: Some((w, h)), found } => m("parse.countForSize")
                .with("width", *w)
                .with("height", *h)
                .with("expected", w * h)
                .with("found", *found),
            ParseError::Ragged { row, len, first } => {
                m("parse.ragged").with("row", *row).with("length", *len).with("first", *first)
            }
            ParseError::DigitRun(t) => m("parse.digitRun").with("token", quote(t)).with("digits", t.chars().count()),
            ParseError::Duplicate(0) => m("parse.blankTwice"),
            ParseError::Duplicate(t) => m("parse.duplicate").with("tile", *t),
            ParseError::NoBlank => m("parse.noBlank"),
            ParseError::OutOfRange { tile, max } => m("parse.outOfRange").with("tile", quote(tile)).with("max", *max),
            ParseError::NotASize(t) => m("parse.notASize").with("text", quote(t)),
            ParseError::UnsupportedSize { width, height } => m("parse.sizeUnsupported")
                .with("width", *width)
                .with("height", *height)
                .with("min", MIN_SIDE)
                .with("max", MAX_SIDE),
            ParseError::Size(detail) => m("parse.board").with("detail", detail.as_str()),
            ParseError::UnknownGoal(g) => crate::goal::unknown(g).message(),
            ParseError::SizeMismatch { start, goal } => m("parse.sizeMismatch")
                .with("goalWidth", goal.0)
                .with("goalHeight", goal.1)
                .with("startWidth", start.0)
                .with("startHeight", start.1),
        }
    }
}

/// Reads a `WxH` size such as `3x3` or `4×4`.
pub fn parse_size(text: &str) -> Result<(usize, usize), ParseError> {
    let bad = || ParseError::NotASize(text.to_string());
    let t: String = text.chars().map(fold).collect();
    let t = t.trim().to_ascii_lowercase().replace('×', "x");
    let (w, h) = t.split_once('x').ok_or_else(bad)?;
    let (w, h): (usize, usize) = (w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?);
    check_size(w, h)?;
    Ok((w, h))
}

fn check_size(w: usize, h: usize) -> Result<(), ParseError> {
    if (MIN_SIDE..=MAX_SIDE).contains(&w) && (MIN_SIDE..=MAX_SIDE).contains(&h) {
        Ok(())
    } else {
        Err(ParseError::UnsupportedSize { width: w, height: h })
    }
}

/// The ASCII form of a full-width character a CJK keyboard types: the
/// digits `０`–`９`, `ｘ`, `Ｘ`, `＿`, `，`, `；`, `／`, `｜` (U+FF01–U+FF5E
/// are ASCII shifted by U+FEE0), the ideographic space and the enumeration
/// comma `、`; any other character is itself.
pub fn fold(c: char) -> char {
    match c {
        '\u{3000}' => ' ',
        '、' => ',',
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        _ => c,
    }
}

fn is_digit(c: char) -> bool {
    fold(c).is_ascii_digit()
}

fn is_blank_sign(c: char) -> bool {
    matches!(fold(c), '0' | 'x' | 'X' | '_')
}

fn is_row_separator(c: char) -> bool {
    matches!(fold(c), '\n' | '\r' | '/')
}

fn is_tile_separator(c: char) -> bool {
    let c = fold(c);
    c.is_whitespace() || matches!(c, ',' | ';' | '|')
}

/// A token is a cell when it is a blank sign or a decimal number.
enum Cell<'a> {
    Blank,
    /// A tile's number and the token as typed (quoted if out of range).
    Tile(u32, &'a str),
    /// A number too long for `u32`: certainly out of range.
    Huge(&'a str),
}

fn read_cell(token: &str) -> Result<Cell<'_>, ParseError> {
    let mut chars = token.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        if is_blank_sign(c) {
            return Ok(Cell::Blank);
        }
    }
    if !token.chars().all(is_digit) {
        return Err(ParseError::NotATile(token.to_string()));
    }
    let ascii: String = token.chars().map(fold).collect();
    match ascii.parse::<u32>() {
        Ok(0) => Ok(Cell::Blank),
        Ok(v) => Ok(Cell::Tile(v, token)),
        Err(_) => Ok(Cell::Huge(token)),
    }
}

/// True for `283104765`, `12345678x`: one token of single-character cells
/// whose length is a square board of at most 9 cells.
fn is_digit_run(token: &str) -> bool {
    token.chars().all(|c| is_digit(c) || is_blank_sign(c))
}

/// Parses a board; `size` is the `(width, height)` when the user gave one,
/// otherwise it is inferred from rows on separate lines or from the count
/// (4 → 2×2, 9 → 3×3, 16 → 4×4, 25 → 5×5).
///
/// ```
/// use npuzzle::parse::{parse_board, parse_goal};
///
/// let board = parse_board("2 3 4 1 5 x 7 6 8", None).unwrap();
/// assert_eq!((board.width(), board.tiles()), (3, &[2, 3, 4, 1, 5, 0, 7, 6, 8][..]));
/// assert_eq!(parse_board("283104765", None).unwrap().tiles()[4], 0);
/// assert_eq!(parse_board("1 2\n3 x\n5 4", None).unwrap().height(), 3);
/// assert_eq!(parse_board("1 1 2 3 4 5 6 7 0", None).unwrap_err().to_string(), "tile 1 appears twice");
/// assert_eq!(
///     parse_goal("sorted", 3, 3).unwrap_err().to_string(),
///     "unknown goal 'sorted' (use ordered, blank-first, spiral, reverse or a board)"
/// );
/// ```
pub fn parse_board(text: &str, size: Option<(usize, usize)>) -> Result<Board, ParseError> {
    if let Some((w, h)) = size {
        check_size(w, h)?;
    }
    let rows: Vec<Vec<&str>> = text
        .split(is_row_separator)
        .map(|line| line.split(is_tile_separator).filter(|t| !t.is_empty()).collect::<Vec<_>>())
        .filter(|row| !row.is_empty())
        .collect();
    if rows.is_empty() {
        return Err(ParseError::Empty);
    }
    let rows = split_digit_runs(rows)?;
    let cells: Vec<Cell> = rows.iter().flatten().map(|t| read_cell(t)).collect::<Result<_, _>>()?;
    let (w, h) = match size {
        Some(s) => s,
        None => infer_size(&rows, cells.len())?,
    };
    if cells.len() != w * h {
        let expected = if size.is_some() || rows.len() > 1 { Some((w, h)) } else { None };
        return Err(ParseError::WrongCount { expected, found: cells.len() });
    }
    let n = w * h;
    let mut seen = vec![false; n];
    let mut tiles = Vec::with_capacity(n);
    let mut out_of_range = None;
    for cell in &cells {
        let value = match cell {
            Cell::Blank => 0,
            Cell::Tile(v, _) if (*v as usize) < n => *v,
            Cell::Tile(_, t) | Cell::Huge(t) => {
                out_of_range.get_or_insert(t.to_string());
                continue;
            }
        };
        if std::mem::replace(&mut seen[value as usize], true) {
            return Err(ParseError::Duplicate(value));
        }
        tiles.push(value as u8);
    }
    if !seen[0] {
        return Err(ParseError::NoBlank);
    }
    if let Some(tile) = out_of_range {
        return Err(ParseError::OutOfRange { tile, max: n - 1 });
    }
    Board::new(w, h, tiles).map_err(ParseError::Size)
}

/// Expands digit runs into single-character tokens where the rule allows:
/// one token of 4 or 9 characters (`283104765`), or 2–3 rows that are each
/// one run as long as there are rows (`283/104/765`).
fn split_digit_runs(rows: Vec<Vec<&str>>) -> Result<Vec<Vec<&str>>, ParseError> {
    let single_tokens = rows.iter().all(|r| r.len() == 1);
    if !single_tokens {
        return Ok(groups_as_rows(&rows).unwrap_or(rows));
    }
    let run_len = rows[0][0].chars().count();
    let all_runs = rows.iter().all(|r| is_digit_run(r[0]) && r[0].chars().count() == run_len);
    let square_single = rows.len() == 1 && (run_len == 4 || run_len == 9);
    let square_rows = rows.len() > 1 && run_len == rows.len() && run_len * run_len <= 9;
    if all_runs && (square_single || square_rows) {
        return Ok(rows.iter().map(|r| split_run(r[0])).collect());
    }
    if let Some(grouped) = groups_as_rows(&rows) {
        return Ok(grouped);
    }
    if rows.len() == 1 && is_digit_run(rows[0][0]) && run_len > 2 {
        return Err(ParseError::DigitRun(rows[0][0].to_string()));
    }
    Ok(rows)
}

/// The single-character cells of a digit run (`283` → `2`, `8`, `3`).
fn split_run(run: &str) -> Vec<&str> {
    run.char_indices().map(|(i, c)| &run[i..i + c.len_utf8()]).collect()
}

/// `283 104 765`: one line of groups of digits, each group as long as the
/// others, is read as rows (one group a row) when the cells are single
/// digits, i.e. the groups hold at most 9 cells in all. Read as numbers the
/// groups could never be a board (283 is no tile, and 2–4 tiles are too few
/// for anything but 2×2), so this reading takes nothing away.
fn groups_as_rows<'a>(rows: &[Vec<&'a str>]) -> Option<Vec<Vec<&'a str>>> {
    let [groups] = rows else { return None };
    let width = groups[0].chars().count();
    let fits = groups.len() >= 2 && width >= 2 && width * groups.len() <= 9;
    let same = groups.iter().all(|g| is_digit_run(g) && g.chars().count() == width);
    (fits && same).then(|| groups.iter().map(|g| split_run(g)).collect())
}

/// Size from rows on lines (all the same length) or from a square count.
fn infer_size(rows: &[Vec<&str>], count: usize) -> Result<(usize, usize), ParseError> {
    if rows.len() > 1 {
        let first = rows[0].len();
        if let Some((i, r)) = rows.iter().enumerate().find(|(_, r)| r.len() != first) {
            return Err(ParseError::Ragged { row: i + 1, len: r.len(), first });
        }
        check_size(first, rows.len())?;
        return Ok((first, rows.len()));
    }
    match (MIN_SIDE..=MAX_SIDE).find(|side| side * side == count) {
        Some(side) => Ok((side, side)),
        None => Err(ParseError::WrongCount { expected: None, found: count }),
    }
}

/// The tile counts one line can hold: the square boards, 4 (2×2) to 25
/// (5×5), as a miscount's sentence lists them.
fn square_counts() -> Vec<String> {
    (MIN_SIDE..=MAX_SIDE).map(|side| (side * side).to_string()).collect()
}

/// Parses a goal: one of the named goals ([`crate::goal::NAMES`]) for the
/// start's size, or a board of the same size.
pub fn parse_goal(text: &str, width: usize, height: usize) -> Result<Board, ParseError> {
    // The size comes from the caller, not the text: an unsupported one would
    // otherwise read as an unknown goal name, or underflow in `goal::spiral`.
    check_size(width, height)?;
    let name = text.trim();
    if let Some(board) = crate::goal::named(name, width, height) {
        return Ok(board);
    }
    if name.chars().any(|c| c.is_ascii_alphabetic() && !matches!(c, 'x' | 'X')) {
        return Err(ParseError::UnknownGoal(name.to_string()));
    }
    let goal = parse_board(name, Some((width, height))).map_err(|e| match e {
        ParseError::WrongCount { found, .. } if found != width * height => match parse_board(name, None) {
            Ok(g) => ParseError::SizeMismatch { start: (width, height), goal: (g.width(), g.height()) },
            Err(_) => e,
        },
        other => other,
    })?;
    Ok(goal)
}

/// Parses bytes as the page or a pipe might deliver them; invalid UTF-8 is
/// replaced, then read like text.
pub fn parse_board_bytes(bytes: &[u8], size: Option<(usize, usize)>) -> Result<Board, ParseError> {
    parse_board(&String::from_utf8_lossy(bytes), size)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiles(text: &str) -> Vec<u8> {
        parse_board(text, None).unwrap().tiles().to_vec()
    }

    /// The numbers of `text`, the blank as 0.
    fn tiles_of(text: &str) -> Vec<u8> {
        text.split(' ').map(|t| t.parse().unwrap()).collect()
    }

    fn err(text: &str) -> String {
        parse_board(text, None).unwrap_err().to_string()
    }

    #[test]
    fn accepts_every_documented_format() {
        let want = vec![2, 8, 3, 1, 0, 4, 7, 6, 5];
        assert_eq!(tiles("283104765"), want);
        assert_eq!(tiles("2 8 3 1 0 4 7 6 5"), want);
        assert_eq!(tiles("2,8,3,1,0,4,7,6,5"), want);
        assert_eq!(tiles("2 8 3\n1 0 4\n7 6 5\n"), want);
        assert_eq!(tiles("2 8 3 / 1 x 4 / 7 6 5"), want);
        assert_eq!(tiles("283/1_4/765"), want);
        assert_eq!(tiles("2 3 4 1 5 x 7 6 8"), vec![2, 3, 4, 1, 5, 0, 7, 6, 8]);
        assert_eq!(tiles("0 7 6\n8 4 3\n5 2 1"), vec![0, 7, 6, 8, 4, 3, 5, 2, 1]);
        assert_eq!(tiles("  12345678X "), vec![1, 2, 3, 4, 5, 6, 7, 8, 0]);
        let korf = parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", None).unwrap();
        assert_eq!((korf.width(), korf.height()), (4, 4));
        assert_eq!(korf.tiles()[0], 14);
    }

    #[test]
    fn groups_of_digits_on_one_line_are_rows() {
        // Issue 26: rows typed with spaces, a group a row.
        assert_eq!(tiles("283 104 765"), vec![2, 8, 3, 1, 0, 4, 7, 6, 5]);
        assert_eq!(tiles("12 3x"), vec![1, 2, 3, 0]);
        assert_eq!(tiles("１２３　４５６　７８０"), vec![1, 2, 3, 4, 5, 6, 7, 8, 0]);
        let b = parse_board("123 450", None).unwrap();
        assert_eq!((b.width(), b.height()), (3, 2));
        assert_eq!(parse_board("283 104 765", Some((3, 3))).unwrap().tiles()[4], 0);
        // Groups of different widths, or more cells than digits can number, stay numbers.
        assert_eq!(err("283 10 765"), "expected 4, 9, 16 or 25 tiles, found 3 (other shapes: one row per line)");
        assert!(parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", None).is_ok());
    }

    #[test]
    fn rows_on_lines_give_rectangles() {
        let b = parse_board("1 2 3\n4 5 0", None).unwrap();
        assert_eq!((b.width(), b.height()), (3, 2));
        let b = parse_board("1 2 3 4 5 0", Some((2, 3))).unwrap();
        assert_eq!((b.width(), b.height()), (2, 3));
    }

    #[test]
    fn every_error_names_its_problem() {
        assert_eq!(err("1 1 2 3 4 5 6 7 8"), "tile 1 appears twice");
        assert_eq!(err("1 2 3 4 4 5 6 7 0"), "tile 4 appears twice");
        assert_eq!(err("1 2 3 4 5 6 7 0"), "expected 4, 9, 16 or 25 tiles, found 8 (other shapes: one row per line)");
        assert_eq!(err("1 2 3 4 5 6 7 8 9"), "no blank (0, x or _)");
        assert_eq!(err("1 2 3 4 a 6 7 8 0"), "'a' is not a tile");
        assert_eq!(
            err("1 2 3 4 5 6 7 8 x 0"),
            "expected 4, 9, 16 or 25 tiles, found 10 (other shapes: one row per line)"
        );
        // The advice holds: the twelve tiles a line cannot shape are a 4×3 board by rows.
        let twelve = "1 2 3 4 5 6 7 8 9 10 11 0";
        assert_eq!(err(twelve), "expected 4, 9, 16 or 25 tiles, found 12 (other shapes: one row per line)");
        let rows = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 0", None).unwrap();
        assert_eq!((rows.width(), rows.height(), rows.tiles()), (4, 3, &tiles_of(twelve)[..]));
        assert_eq!(parse_board("1 2 3 4 / 5 6 7 8 / 9 10 11 0", None).unwrap(), rows);
        assert_eq!(err("x 2 3 4 5 6 7 8 0"), "the blank appears twice");
        assert_eq!(err("1 2 3 4 5 6 7 9 0"), "tile 9 is out of range (1 to 8)");
        assert_eq!(err("1 2 3 4 5 6 7 99999999999999999999 0"), "tile 999999999999… is out of range (1 to 8)");
        assert_eq!(err(""), "empty board: no tiles found");
        assert_eq!(err(" , / \n"), "empty board: no tiles found");
        assert_eq!(err("1 2 3\n4 5\n6 7 0"), "row 2 has 2 tiles but row 1 has 3");
        assert_eq!(
            err("2831047"),
            "'2831047' has 7 digits: write 9 digits for a 3×3 board, or separate tiles with spaces"
        );
        assert_eq!(parse_board("1 2 3 0", Some((3, 3))).unwrap_err().to_string(), "expected 9 tiles for 3×3, found 4");
        assert_eq!(err("1 2 3 4 5 6\n7 8 9 10 11 0"), "6×2 is not supported (sides 2 to 5)");
        assert_eq!(parse_size("7x7").unwrap_err().to_string(), "7×7 is not supported (sides 2 to 5)");
        assert_eq!(parse_size("big").unwrap_err().to_string(), "'big' is not a size (write it like 3x3 or 4x4)");
    }

    #[test]
    fn full_width_forms_read_like_ascii() {
        let want = vec![2, 8, 3, 1, 0, 4, 7, 6, 5];
        assert_eq!(tiles("２８３１０４７６５"), want);
        assert_eq!(tiles("2，8，3，1，0，4，7，6，5"), want);
        assert_eq!(tiles("２　８　３　１　０　４　７　６　５"), want);
        assert_eq!(tiles("2、8、3；1、ｘ、4；7、6、5"), want);
        assert_eq!(tiles("２８３／１＿４／７６５"), want);
        assert_eq!(tiles("２，８，３\n１，Ｘ，４\n７，６，５"), want);
        let korf = tiles("１４　１３　１５　７　１１　１２　９　５　６　０　２　１　４　８　１０　３");
        assert_eq!(korf[..3], [14, 13, 15]);
        assert_eq!(parse_size("４ｘ４").unwrap(), (4, 4));
        assert_eq!(parse_goal("１２３８０４７６５", 3, 3).unwrap().tiles(), &[1, 2, 3, 8, 0, 4, 7, 6, 5]);
    }

    #[test]
    fn full_width_errors_quote_what_was_typed() {
        assert_eq!(
            err("２８３１０４７"),
            "'２８３１０４７' has 7 digits: write 9 digits for a 3×3 board, or separate tiles with spaces"
        );
        assert_eq!(err("１，２，３，４，５，６，７，９，０"), "tile ９ is out of range (1 to 8)");
        assert_eq!(err("１，２，３，４，ａ，６，７，８，０"), "'ａ' is not a tile");
        assert_eq!(err("１，１，２，３，４，５，６，７，８"), "tile 1 appears twice");
        assert_eq!(
            err("２，８，３，１，０，４，７，６"),
            "expected 4, 9, 16 or 25 tiles, found 8 (other shapes: one row per line)"
        );
    }

    #[test]
    fn goals_by_name_or_tiles() {
        assert_eq!(parse_goal("spiral", 3, 3).unwrap().tiles(), &[1, 2, 3, 8, 0, 4, 7, 6, 5]);
        assert_eq!(parse_goal("123804765", 3, 3).unwrap().tiles(), &[1, 2, 3, 8, 0, 4, 7, 6, 5]);
        assert_eq!(
            parse_goal("sorted", 3, 3).unwrap_err().to_string(),
            "unknown goal 'sorted' (use ordered, blank-first, spiral, reverse or a board)"
        );
        assert_eq!(
            parse_goal("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", 3, 3).unwrap_err().to_string(),
            "the goal is 4×4 but the start is 3×3"
        );
    }

    #[test]
    fn every_error_has_a_listed_code_and_its_arguments() {
        use crate::message::{tests::assert_listed, Arg};
        let cases: Vec<(ParseError, &str)> = vec![
            (parse_board("", None).unwrap_err(), "parse.empty"),
            (parse_board("1 2 x", None).unwrap_err(), "parse.count"),
            (parse_board("1 2 3 0", Some((3, 3))).unwrap_err(), "parse.countForSize"),
            (parse_board("1 2 3 4 a 6 7 8 0", None).unwrap_err(), "parse.notATile"),
            (parse_board("1 2 3\n4 5\n6 7 0", None).unwrap_err(), "parse.ragged"),
            (parse_board("2831047", None).unwrap_err(), "parse.digitRun"),
            (parse_board("x 2 3 4 5 6 7 8 0", None).unwrap_err(), "parse.blankTwice"),
            (parse_board("1 2 3 4 5 6 7 8 8", None).unwrap_err(), "parse.duplicate"),
            (parse_board("1 2 3 4 5 6 7 8 9", None).unwrap_err(), "parse.noBlank"),
            (parse_board("1 2 3 4 5 6 7 9 0", None).unwrap_err(), "parse.outOfRange"),
            (parse_size("big").unwrap_err(), "parse.notASize"),
            (parse_size("7x7").unwrap_err(), "parse.sizeUnsupported"),
            (parse_goal("sorted", 3, 3).unwrap_err(), "name.unknown"),
            (parse_goal("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", 3, 3).unwrap_err(), "parse.sizeMismatch"),
            (ParseError::Size("no".into()), "parse.board"),
        ];
        for (error, code) in cases {
            let m = error.message();
            assert_eq!((m.code, m.english.as_str()), (code, error.to_string().as_str()));
            assert_listed(&m);
        }
        let m = parse_board("1 2 3 4 5 6 7 8 8", None).unwrap_err().message();
        assert_eq!(m.arg("tile"), Some(&Arg::Number(8.0)));
        let m = parse_board("1 2 x", None).unwrap_err().message();
        assert_eq!(m.arg("found"), Some(&Arg::Number(3.0)));
        let m = parse_goal("sorted", 3, 3).unwrap_err().message();
        assert_eq!(m.arg("kind"), Some(&Arg::Text("goal".into())));
        assert_eq!(
            m.arg("choices"),
            Some(&Arg::List(["ordered", "blank-first", "spiral", "reverse", "a board"].map(String::from).to_vec()))
        );
    }
}
