//! An engine sentence as a stable code with named arguments, beside its
//! English.
//!
//! The command line prints the English, and the tests read it. The page
//! speaks more than English: it words a sentence from its catalogues by the
//! code and the arguments (www/i18n/en.js and zh-CN.js: `error.<code>` for an
//! error, `status.<code>` for a status, a stop reason or a solvability
//! explanation, `quiz.why.<code>` for a quiz's reason).
//!
//! Where each English lives: a status, a stop reason, a solvability
//! explanation or a quiz reason ([`SENTENCES`], [`REASONS`]) is worded here
//! alone, by [`english`] (built with [`Message::sentence`]); the page never
//! shows that English, its en.js says the same words (a unit test compares
//! them). An error says its code and arguments beside its `Display`
//! ([`Coded`]), and the page's English falls back to that `Display`.
//! [`ERRORS`], [`SENTENCES`] and [`REASONS`] list every code with its
//! argument names, so the page's catalogues can be checked complete
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
    ("argument.notInteger", &["argument", "min", "max", "value"]),
    ("argument.tooLarge", &["argument", "max", "value"]),
    ("limits.weight", &["min", "max", "value"]),
    // Any other search parameter's range (src/search/parameter.rs).
    ("limits.parameter", &["parameter", "whole", "min", "max", "value"]),
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
    // A local search's own stop (hill climbing stuck, beam search's beam emptied).
    ("stopped.local-minimum", &["expanded", "h"]),
    ("stopped.plateau", &["expanded", "h"]),
    ("stopped.beam-empty", &["expanded", "width"]),
    // Depth-first search's own budget, and depth-limited search's bound (src/search/dfs.rs).
    ("stopped.depth-first", &["expanded"]),
    ("stopped.depth-limit", &["expanded", "limit"]),
    ("solvability.odd", &["startInversions", "goalInversions", "solvable"]),
    // A judge answer's note (crate::judge::Answer), beside its output.
    ("judge.promisesSolvable", &["name", "judge", "goal"]),
    ("judge.atGoal", &["name", "judge"]),
    (
        "solvability.even",
        &["startInversions", "startRow", "startSum", "goalInversions", "goalRow", "goalSum", "solvable"],
    ),
];

/// Every reason of the quiz "which node is expanded next?" (a quiz's
/// `reason.code`, an IDA* candidate's `pruned.code`), worded by the page's
/// `quiz.why.<code>`.
pub const REASONS: &[Code] = &[
    ("smallest-f", &["f", "w"]),
    ("tie-larger-g", &["f", "g", "w"]),
    ("tie-smaller-g", &["f", "g", "w"]),
    ("tie-fifo", &["f", "w"]),
    ("tie-lifo", &["f", "w"]),
    ("greedy", &["h"]),
    ("fifo", &["g"]),
    ("lowest-g", &["g"]),
    ("depth-first", &["bound"]),
    ("stack-top", &["g"]),
    ("idastar-pruned", &["f", "bound"]),
    ("lowest-priority", &["priority"]),
    ("steepest", &["h"]),
    ("not-steepest", &["h", "best"]),
    ("depth-first-by-h", &["h"]),
    ("rbfs-start", &["f"]),
    ("rbfs-best", &["f", "limit"]),
    ("mm-smallest-pr", &["f"]),
];

impl Message {
    /// A sentence of [`SENTENCES`] or [`REASONS`] with its arguments (in
    /// their listed order), worded in English by [`english`].
    pub fn sentence(code: &'static str, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Message {
        let args: Vec<(&'static str, Arg)> = args.into_iter().collect();
        let english = english(code, &args);
        Message { code, args, english }
    }
}

/// The command line's English of a status, a stop reason, a solvability
/// explanation or a quiz reason: the one place the engine words them. The
/// page words the same codes from its catalogues (www/i18n/en.js and
/// zh-CN.js, `status.<code>` and `quiz.why.<code>`), in the same English,
/// which tests/unit/message-codes.test.mjs checks against this table
/// (`englishOf()` in the wasm API). A code of neither list gives itself.
pub fn english(code: &str, args: &[(&str, Arg)]) -> String {
    let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, v)| v);
    let n = |name: &str| match arg(name) {
        Some(Arg::Number(x)) => *x,
        _ => 0.0,
    };
    let flag = |name: &str| matches!(arg(name), Some(Arg::Flag(true)));
    let text = |name: &str| match arg(name) {
        Some(Arg::Text(t)) => t.clone(),
        Some(Arg::Number(x)) => x.to_string(),
        _ => String::new(),
    };
    // "1 move", "7 moves"; numbers as Rust writes an f64 (7, 12.5).
    let count = |x: f64, one: &str| format!("{x} {one}{}", if x == 1.0 { "" } else { "s" });
    let parity = |x: f64| if x % 2.0 == 0.0 { "even" } else { "odd" };
    let reach = if flag("solvable") { "can be reached" } else { "cannot be reached" };
    // f as the search adds it up: g + h, or weighted A*'s g + w × h.
    let sum = || if n("w") == 1.0 { "g + h".to_string() } else { format!("g + {} × h", n("w")) };
    match code {
        "ready" => "ready".into(),
        "searching" => "searching".into(),
        // A status without its solution (src/problem.rs `Status::coded`).
        "solved" if arg("moves").is_none() => "solved".into(),
        "solved" => {
            let caveat = if flag("optimal") { "" } else { " (not guaranteed shortest)" };
            format!("solved in {}{caveat}", count(n("moves"), "move"))
        }
        "exhausted" => "no solution: every reachable state was expanded".into(),
        "stopped.nodes" | "stopped.memory" => {
            let budget = if code == "stopped.nodes" { "node" } else { "memory" };
            format!("stopped after {} ({budget} budget reached)", count(n("expanded"), "expansion"))
        }
        "stopped.tree-search" => format!(
            "stopped: tree search expanded {} (its budget) without finding the goal; a visited table would not expand a state twice",
            count(n("expanded"), "node")
        ),
        "stopped.local-minimum" => format!(
            "stuck at a local minimum: no neighbour has smaller h than {} ({})",
            n("h"),
            count(n("expanded"), "expansion")
        ),
        "stopped.plateau" => format!(
            "plateau: the best neighbour has the same h, {} ({})",
            n("h"),
            count(n("expanded"), "expansion")
        ),
        "stopped.beam-empty" => format!(
            "the beam lost the goal: every child of its {} states had been in a beam before, so the next level is empty ({})",
            n("width"),
            count(n("expanded"), "expansion")
        ),
        "stopped.depth-first" => format!(
            "stopped: depth-first search expanded {} (its budget) without finding the goal; on a board this large \
             its first branch runs on far past the goal",
            count(n("expanded"), "node")
        ),
        "stopped.depth-limit" => format!(
            "no solution within depth {}: the depth limit cut the search after {}",
            n("limit"),
            count(n("expanded"), "expansion")
        ),
        "solvability.odd" => format!(
            "The start has {} ({}), the goal has {} ({}). On a board of odd width every move keeps the inversion parity, so the goal {reach}.",
            count(n("startInversions"), "inversion"),
            parity(n("startInversions")),
            n("goalInversions"),
            parity(n("goalInversions")),
        ),
        "solvability.even" => format!(
            "Counting the blank's row from the bottom (the bottom row is 1): the start has {} with the blank in row {} \
             ({} + {} = {}, {}); the goal has {} with the blank in row {} ({} + {} = {}, {}). \
             On a board of even width every move keeps the parity of inversions + blank row, so the goal {reach}.",
            count(n("startInversions"), "inversion"),
            n("startRow"),
            n("startInversions"),
            n("startRow"),
            n("startSum"),
            parity(n("startSum")),
            count(n("goalInversions"), "inversion"),
            n("goalRow"),
            n("goalInversions"),
            n("goalRow"),
            n("goalSum"),
            parity(n("goalSum")),
        ),
        "judge.promisesSolvable" => format!(
            "{} promises solvable tests: this board cannot reach its goal {}, so no number of moves answers it.",
            text("judge"),
            text("goal")
        ),
        "judge.atGoal" => {
            format!("This board is already {}'s goal: the answer is no moves at all, an empty line.", text("judge"))
        }
        "smallest-f" => format!("The smallest f = {} in the frontier ({}).", sum(), n("f")),
        "tie-larger-g" | "tie-smaller-g" => {
            let which = if code == "tie-larger-g" { "larger" } else { "smaller" };
            format!("The smallest f = {} ({}); among equal f the {which} g ({}).", sum(), n("f"), n("g"))
        }
        "tie-fifo" | "tie-lifo" => {
            let rule = if code == "tie-fifo" {
                "earliest added (first in, first out)"
            } else {
                "latest added (last in, first out)"
            };
            format!("The smallest f = {} ({}); among equal f the {rule}.", sum(), n("f"))
        }
        "greedy" => format!("Greedy: the smallest h in the frontier ({}).", n("h")),
        "fifo" => format!("First in, first out: the oldest node in the frontier (depth {}).", n("g")),
        "lowest-g" => {
            format!("Uniform cost: the smallest g in the frontier ({}); among equal g the earliest added.", n("g"))
        }
        "depth-first" => format!("Depth first: the next node in move order with f within the bound {}.", n("bound")),
        "stack-top" => format!("Last in, first out: the top of the stack, the newest node (depth {}).", n("g")),
        "idastar-pruned" => format!("The IDA* bound is {}, so that child (f = {}) is pruned.", n("bound"), n("f")),
        "lowest-priority" => format!("Your priority: the lowest in the frontier ({}).", n("priority")),
        "steepest" => format!("Hill climbing: the current board's child with the smallest h ({}).", n("h")),
        "not-steepest" => format!("Hill climbing moves only to the child with the smallest h ({}); this one has h = {}.", n("best"), n("h")),
        "depth-first-by-h" => format!("Depth first, children ordered by h: the newest child with the smallest h ({}).", n("h")),
        "rbfs-start" => format!("RBFS begins with the start (f = {}), under the f-limit ∞.", n("f")),
        "rbfs-best" => format!(
            "The child with the lowest backed-up f ({}), within the f-limit: RBFS goes down to it with the f-limit {} = min(f-limit, the second-lowest f).",
            n("f"),
            n("limit")
        ),
        "mm-smallest-pr" => format!("The smallest priority pr = max(g + h, 2g) of the two sides ({}).", n("f")),
        other => other.to_string(),
    }
}

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

/// The listed argument names of `code`, from any of the lists.
pub fn arguments_of(code: &str) -> Option<&'static [&'static str]> {
    ERRORS.iter().chain(SENTENCES).chain(REASONS).find(|(c, _)| *c == code).map(|(_, args)| *args)
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
        let mut all: Vec<&str> = ERRORS.iter().chain(SENTENCES).chain(REASONS).map(|(c, _)| *c).collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n, "a code is listed twice");
    }

    /// The command line's English of every status, solvability explanation
    /// and quiz reason, exactly (www/i18n/en.js words them alike:
    /// tests/unit/message-codes.test.mjs).
    #[test]
    fn every_sentence_and_reason_has_its_english() {
        let said = std::cell::RefCell::new(Vec::new());
        let say = |code: &'static str, args: &[(&'static str, Arg)]| {
            said.borrow_mut().push(code);
            let m = Message::sentence(code, args.to_vec());
            assert_listed(&m);
            m.english
        };
        let n = |x: f64| Arg::Number(x);
        let cases: Vec<(String, &str)> = vec![
            (say("ready", &[]), "ready"),
            (say("searching", &[]), "searching"),
            (say("solved", &[("moves", n(19.0)), ("optimal", true.into())]), "solved in 19 moves"),
            (
                say("solved", &[("moves", n(1.0)), ("optimal", false.into())]),
                "solved in 1 move (not guaranteed shortest)",
            ),
            (say("exhausted", &[]), "no solution: every reachable state was expanded"),
            (say("stopped.nodes", &[("expanded", n(1000.0))]), "stopped after 1000 expansions (node budget reached)"),
            (say("stopped.memory", &[("expanded", n(1.0))]), "stopped after 1 expansion (memory budget reached)"),
            (
                say("stopped.tree-search", &[("expanded", n(7.0))]),
                "stopped: tree search expanded 7 nodes (its budget) without finding the goal; a visited table would not expand a state twice",
            ),
            (
                say("stopped.depth-first", &[("expanded", n(1000000.0))]),
                "stopped: depth-first search expanded 1000000 nodes (its budget) without finding the goal; on a board this large its first branch runs on far past the goal",
            ),
            (
                say("stopped.depth-limit", &[("expanded", n(12.0)), ("limit", n(3.0))]),
                "no solution within depth 3: the depth limit cut the search after 12 expansions",
            ),
            (
                say("solvability.odd", &[("startInversions", n(1.0)), ("goalInversions", n(0.0)), ("solvable", false.into())]),
                "The start has 1 inversion (odd), the goal has 0 (even). On a board of odd width every move keeps the inversion parity, so the goal cannot be reached.",
            ),
            (
                say(
                    "solvability.even",
                    &[
                        ("startInversions", n(2.0)),
                        ("startRow", n(2.0)),
                        ("startSum", n(4.0)),
                        ("goalInversions", n(0.0)),
                        ("goalRow", n(1.0)),
                        ("goalSum", n(1.0)),
                        ("solvable", false.into()),
                    ],
                ),
                "Counting the blank's row from the bottom (the bottom row is 1): the start has 2 inversions with the blank in row 2 \
                 (2 + 2 = 4, even); the goal has 0 inversions with the blank in row 1 (0 + 1 = 1, odd). \
                 On a board of even width every move keeps the parity of inversions + blank row, so the goal cannot be reached.",
            ),
            (say("smallest-f", &[("f", n(21.0)), ("w", n(1.0))]), "The smallest f = g + h in the frontier (21)."),
            (say("smallest-f", &[("f", n(42.5)), ("w", n(1.5))]), "The smallest f = g + 1.5 × h in the frontier (42.5)."),
            (
                say("tie-larger-g", &[("f", n(20.0)), ("g", n(4.0)), ("w", n(1.0))]),
                "The smallest f = g + h (20); among equal f the larger g (4).",
            ),
            (
                say("tie-smaller-g", &[("f", n(20.0)), ("g", n(3.0)), ("w", n(2.0))]),
                "The smallest f = g + 2 × h (20); among equal f the smaller g (3).",
            ),
            (
                say("tie-fifo", &[("f", n(20.0)), ("w", n(1.0))]),
                "The smallest f = g + h (20); among equal f the earliest added (first in, first out).",
            ),
            (
                say("tie-lifo", &[("f", n(20.0)), ("w", n(1.0))]),
                "The smallest f = g + h (20); among equal f the latest added (last in, first out).",
            ),
            (
                say(
                    "judge.promisesSolvable",
                    &[("name", "codevs1225".into()), ("judge", "codevs 1225".into()), ("goal", "123804765".into())],
                ),
                "codevs 1225 promises solvable tests: this board cannot reach its goal 123804765, so no number of moves answers it.",
            ),
            (
                say("judge.atGoal", &[("name", "poj1077".into()), ("judge", "POJ 1077".into())]),
                "This board is already POJ 1077's goal: the answer is no moves at all, an empty line.",
            ),
            (say("greedy", &[("h", n(9.0))]), "Greedy: the smallest h in the frontier (9)."),
            (say("fifo", &[("g", n(2.0))]), "First in, first out: the oldest node in the frontier (depth 2)."),
            (
                say("lowest-g", &[("g", n(5.0))]),
                "Uniform cost: the smallest g in the frontier (5); among equal g the earliest added.",
            ),
            (say("depth-first", &[("bound", n(12.0))]), "Depth first: the next node in move order with f within the bound 12."),
            (say("stack-top", &[("g", n(4.0))]), "Last in, first out: the top of the stack, the newest node (depth 4)."),
            (
                say("stopped.local-minimum", &[("expanded", n(3.0)), ("h", n(7.0))]),
                "stuck at a local minimum: no neighbour has smaller h than 7 (3 expansions)",
            ),
            (
                say("stopped.plateau", &[("expanded", n(1.0)), ("h", n(4.0))]),
                "plateau: the best neighbour has the same h, 4 (1 expansion)",
            ),
            (
                say("stopped.beam-empty", &[("expanded", n(12.0)), ("width", n(2.0))]),
                "the beam lost the goal: every child of its 2 states had been in a beam before, so the next level is empty (12 expansions)",
            ),
            (say("steepest", &[("h", n(5.0))]), "Hill climbing: the current board's child with the smallest h (5)."),
            (
                say("not-steepest", &[("h", n(7.0)), ("best", n(5.0))]),
                "Hill climbing moves only to the child with the smallest h (5); this one has h = 7.",
            ),
            (
                say("depth-first-by-h", &[("h", n(6.0))]),
                "Depth first, children ordered by h: the newest child with the smallest h (6).",
            ),
            (
                say("idastar-pruned", &[("f", n(14.0)), ("bound", n(12.0))]),
                "The IDA* bound is 12, so that child (f = 14) is pruned.",
            ),
            (say("lowest-priority", &[("priority", n(-3.0))]), "Your priority: the lowest in the frontier (-3)."),
            (say("rbfs-start", &[("f", n(21.0))]), "RBFS begins with the start (f = 21), under the f-limit ∞."),
            (
                say("rbfs-best", &[("f", n(23.0)), ("limit", n(25.0))]),
                "The child with the lowest backed-up f (23), within the f-limit: RBFS goes down to it with the f-limit 25 = min(f-limit, the second-lowest f).",
            ),
            (
                say("mm-smallest-pr", &[("f", n(22.0))]),
                "The smallest priority pr = max(g + h, 2g) of the two sides (22).",
            ),
        ];
        for (english, expected) in &cases {
            assert_eq!(english, expected);
        }
        // Every listed code is pinned here; a code of no list gives itself.
        for (code, _) in SENTENCES.iter().chain(REASONS) {
            assert!(said.borrow().contains(code), "{code} has no pinned English");
        }
        assert_eq!(english("no.such", &[]), "no.such");
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
