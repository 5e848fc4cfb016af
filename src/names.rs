//! Reading a name from a menu, with one error sentence for every menu.
//!
//! The command line and the page read the same names (algorithms,
//! heuristics, goals, visited tables) and must say the same thing when one
//! is wrong, so the sentence is built here once:
//! `unknown heuristic 'euclid' (use zero, misplaced, manhattan or linear-conflict)`.
//! What the user typed is quoted back with [`quote`], the one escaping
//! function (the board parser's messages use it too).

use std::fmt;

/// What the user typed, shortened and on one line, for quoting in a
/// message: at most [`QUOTE_CHARS`] characters (then `…`), line breaks and
/// tabs as spaces. Control characters (`\x1b[2J` would clear the terminal
/// a message is printed to, NUL and BEL would vanish or ring) and the
/// invisible ones that change how text shows (a byte-order mark, zero-width
/// spaces, bidirectional overrides) are written as escapes like `\u{1b}`,
/// so the message shows what was typed and does nothing else.
pub fn quote(text: &str) -> String {
    let mut out = escape(&text.chars().take(QUOTE_CHARS).collect::<String>());
    if text.chars().count() > QUOTE_CHARS {
        out.push('…');
    }
    out
}

/// `text` whole, safe to print on a terminal: line breaks and tabs become
/// spaces, other control characters (a terminal's escape sequences) and
/// invisible format characters are shown as `\u{1b}`. For a name the user
/// needs to read in full, such as a file's; [`quote`] also shortens.
pub fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\n' | '\r' | '\t' => out.push(' '),
            c if c.is_control() || invisible(c) => out.extend(c.escape_unicode()),
            c => out.push(c),
        }
    }
    out
}

/// Format characters that show nothing but change what is shown: zero-width
/// spaces and joiners, bidirectional marks, embeddings, overrides and
/// isolates, the word joiner and the byte-order mark.
fn invisible(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// How much of the user's text [`quote`] keeps: enough to recognise it,
/// short enough that a pasted page does not flood the message.
pub const QUOTE_CHARS: usize = 12;

/// Lists choices the way messages do: `a, b, c or d`.
pub fn one_of<S: AsRef<str>>(names: &[S]) -> String {
    match names.split_last() {
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => {
            let rest: Vec<&str> = rest.iter().map(|s| s.as_ref()).collect();
            format!("{} or {}", rest.join(", "), last.as_ref())
        }
        None => String::new(),
    }
}

/// A name that is not on its menu. `Display` gives the one sentence, e.g.
/// `unknown algorithm 'dfs' (use bfs, bibfs, astar, wastar, greedy, idastar or iddfs)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What kind of name: `algorithm`, `heuristic`, `goal`, `visited table`.
    pub kind: &'static str,
    /// What was typed.
    pub name: String,
    /// The valid choices, in menu order (a goal's list ends with `a board`).
    pub choices: Vec<&'static str>,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} '{}' (use {})", self.kind, quote(&self.name), one_of(&self.choices))
    }
}

impl std::error::Error for UnknownName {}

impl crate::message::Coded for UnknownName {
    /// `name.unknown`: the kind stays an English word (`algorithm`, `goal`,
    /// …) that the page's catalogue words, the choices are the menu's names.
    fn message(&self) -> crate::message::Message {
        crate::message::Message::new("name.unknown", self)
            .with("kind", self.kind)
            .with("name", quote(&self.name))
            .with("choices", self.choices.clone())
    }
}

/// The entry of `menu` whose `name_of` is `name`, or the [`UnknownName`]
/// error for `kind`. Every `FromStr` of a menu is this one call.
pub fn pick<T: Copy>(
    kind: &'static str,
    name: &str,
    menu: &[T],
    name_of: fn(T) -> &'static str,
) -> Result<T, UnknownName> {
    menu.iter().copied().find(|&item| name_of(item) == name).ok_or_else(|| UnknownName {
        kind,
        name: name.to_string(),
        choices: menu.iter().map(|&item| name_of(item)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_short_and_on_one_line() {
        assert_eq!(quote("abc"), "abc");
        assert_eq!(quote("a\nb\tc"), "a b c");
        // Control bytes are escaped, not sent to the terminal.
        assert_eq!(quote("\u{0}\u{1}"), "\\u{0}\\u{1}");
        assert_eq!(quote("8 \x1b[2J0"), "8 \\u{1b}[2J0");
        assert_eq!(quote("\x07\x7f\u{9b}"), "\\u{7}\\u{7f}\\u{9b}");
        assert_eq!(quote("\u{feff}14"), "\\u{feff}14");
        assert_eq!(quote("a\u{202e}b"), "a\\u{202e}b");
        assert_eq!(quote("\x1b[31mzz"), "\\u{1b}[31mzz");
        assert_eq!(quote("abcdefghijklmnopqrstuvwxyz"), "abcdefghijkl…");
    }

    #[test]
    fn lists_and_the_sentence() {
        assert_eq!(one_of(&["a"]), "a");
        assert_eq!(one_of(&["a", "b", "c"]), "a, b or c");
        assert_eq!(one_of::<&str>(&[]), "");
        let err = pick("colour", "mauve", &["red", "green"], |s| s).unwrap_err();
        assert_eq!(err.to_string(), "unknown colour 'mauve' (use red or green)");
        assert_eq!(pick("colour", "green", &["red", "green"], |s| s), Ok("green"));
    }
}
