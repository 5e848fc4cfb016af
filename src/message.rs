//! An engine sentence as a stable code with named arguments, beside its
//! English.
//!
//! The command line prints the English, and the tests read it, so it stays
//! exactly what `Display` always said. The page speaks more than English: it
//! words a sentence from its catalogue by the code (`error.<code>` for an
//! error, `status.<code>` for a status or an explanation, see
//! www/i18n/index.js) and the arguments, and falls back to the English.
//! Each error type says its code and arguments once, here or beside its
//! `Display` ([`Coded`]); [`ERRORS`] and [`SENTENCES`] list every code with
//! its argument names, so the page's catalogue can be checked complete
//! (`messageCodes()` in the wasm API) and a code's arguments never drift.

use std::fmt;

/// One argument's value: what the page's catalogue formats (numbers through
/// the language's locale, so they stay numbers).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A count, a size, a tile.
    Number(f64),
    /// What the user typed (already quoted with [`crate::names::quote`]), or
    /// an English word from a closed set the catalogue maps (a kind of name).
    Text(String),
    /// Choices, in menu order.
    List(Vec<String>),
    /// A yes/no (`solvable`, `optimal`).
    Flag(bool),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(usize, u64, u32, u8, f64);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<bool> for Arg {
    fn from(b: bool) -> Arg {
        Arg::Flag(b)
    }
}

impl From<Vec<String>> for Arg {
    fn from(list: Vec<String>) -> Arg {
        Arg::List(list)
    }
}

impl From<Vec<&str>> for Arg {
    fn from(list: Vec<&str>) -> Arg {
        Arg::List(list.into_iter().map(str::to_string).collect())
    }
}

/// A sentence of the engine: its code, its arguments in the order of
/// [`ERRORS`] / [`SENTENCES`], and the English the command line prints.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Stable, dotted: `parse.duplicate`, `stopped.nodes`.
    pub code: &'static str,
    /// Named values the sentence is made of.
    pub args: Vec<(&'static str, Arg)>,
    /// The sentence in English, as `Display` gives it.
    pub english: String,
}

impl Message {
    /// A sentence without arguments yet.
    pub fn new(code: &'static str, english: impl fmt::Display) -> Message {
        Message { code, args: Vec::new(), english: english.to_string() }
    }

    /// The same with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The argument `name`, if the sentence has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl std::error::Error for Message {}

/// An error that has a code: the page words it by [`Message::code`].
pub trait Coded {
    /// The code, arguments and English of this error.
    fn message(&self) -> Message;
}

impl Coded for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

/// A code and the names of its arguments, in order.
pub type Code = (&'static str, &'static [&'static str]);

/// Every error code the page can receive (`Error.code`), worded by the
/// page's `error.<code>`.
pub const ERRORS: &[Code] = &[
    ("parse.empty", &[]),
    ("parse.notATile", &["token"]),
    ("parse.count", &["found", "counts"]),
    ("parse.countForSize", &["width", "height", "expected", "found"]),
    ("parse.ragged", &["row", "length", "first"]),
    ("parse.digitRun", &["token", "digits"]),
    ("parse.blankTwice", &[]),
    ("parse.duplicate", &["tile"]),
    ("parse.noBlank", &[]),
    ("parse.outOfRange", &["tile", "max"]),
    ("parse.notASize", &["text"]),
    ("parse.sizeUnsupported", &["width", "height", "min", "max"]),
    ("parse.sizeMismatch", &["goalWidth", "goalHeight", "startWidth", "startHeight"]),
    ("parse.board", &["detail"]),
    ("name.unknown", &["kind", "name", "choices"]),
    ("argument.notString", &["argument", "type"]),
    ("argument.numberNotString", &["argument", "value"]),
    ("argument.notWhole", &["argument", "value"]),
    ("limits.weight", &["min", "max", "value"]),
    ("random.depthUnreachable", &["width", "height", "depth", "farthest"]),
    ("random.walkTooLong", &["depth", "max"]),
    ("accuracy.heuristic", &["heuristic"]),
    ("accuracy.tooLarge", &["width", "height", "max"]),
    ("sizes.differ", &["boardWidth", "boardHeight", "goalWidth", "goalHeight"]),
    ("judge.empty", &["name", "judge", "sample"]),
    ("judge.size", &["name", "judge", "width", "height"]),
    ("judge.failed", &["why"]),
];

/// Every code of a status line or explanation (a summary's `statusCode`, a
/// solvability's `code`), worded by the page's `status.<code>`.
pub const SENTENCES: &[Code] = &[
    ("ready", &[]),
    ("searching", &[]),
    ("solved", &["moves", "optimal"]),
    ("exhausted", &[]),
    ("stopped.nodes", &["expanded"]),
    ("stopped.memory", &["expanded"]),
    ("stopped.tree-search", &["expanded"]),
    ("solvability.odd", &["startInversions", "goalInversions", "solvable"]),
    // A judge answer's note (crate::judge::Answer), beside its output.
    ("judge.promisesSolvable", &["name", "judge", "goal"]),
    ("judge.atGoal", &["name", "judge"]),
    (
        "solvability.even",
        &["startInversions", "startRow", "startSum", "goalInversions", "goalRow", "goalSum", "solvable"],
    ),
];

/// `the board is 2×2 but the goal is 4×4`: a board checked against a goal
/// of another size (a hint, the Accuracy view's distance).
pub fn sizes_differ(board: (usize, usize), goal: (usize, usize)) -> Message {
    let english = format!("the board is {}×{} but the goal is {}×{}", board.0, board.1, goal.0, goal.1);
    Message::new("sizes.differ", english)
        .with("boardWidth", board.0)
        .with("boardHeight", board.1)
        .with("goalWidth", goal.0)
        .with("goalHeight", goal.1)
}

/// The listed argument names of `code`, from either list.
pub fn arguments_of(code: &str) -> Option<&'static [&'static str]> {
    ERRORS.iter().chain(SENTENCES).find(|(c, _)| *c == code).map(|(_, args)| *args)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `message` has a listed code and exactly its listed arguments, in order.
    pub(crate) fn assert_listed(message: &Message) {
        let listed = arguments_of(message.code).unwrap_or_else(|| panic!("{} is not listed", message.code));
        let names: Vec<&str> = message.args.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, listed, "arguments of {}", message.code);
    }

    #[test]
    fn codes_are_unique() {
        let mut all: Vec<&str> = ERRORS.iter().chain(SENTENCES).map(|(c, _)| *c).collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n, "a code is listed twice");
    }

    #[test]
    fn a_message_shows_its_english_and_keeps_its_arguments() {
        let m = Message::new("parse.duplicate", "tile 4 appears twice").with("tile", 4u32);
        assert_eq!(m.to_string(), "tile 4 appears twice");
        assert_eq!(m.arg("tile"), Some(&Arg::Number(4.0)));
        assert_listed(&m);
        let sizes = sizes_differ((2, 2), (4, 4));
        assert_eq!(sizes.english, "the board is 2×2 but the goal is 4×4");
        assert_listed(&sizes);
    }
}
