//! Pseudo-code: the lines each search declares beside its code
//! ([`super::AlgorithmRow::listing`]) and the lines one step ran ([`Ran`],
//! carried by every [`super::Event`]).
//!
//! A line is a *code* (`pop-front`, `goal-test`, `push-child` …), not
//! words: the page words each code in its languages (`explain.line.<code>`
//! in its catalogues, the textbooks' OPEN 表 / CLOSED 表 in Chinese), so
//! one code is one text wherever it appears, and a listing of a new search
//! reuses the codes whose text it shares. The search that runs a line says
//! so where it runs it; the page only renders the listing and marks what
//! the event names.

/// A line's code: a short kebab-case name, the same text wherever it
/// appears (the page words it as `explain.line.<code>`).
pub type Code = &'static str;

/// One line of a listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// What the line says, as a code.
    pub code: Code,
    /// Its indentation, in levels (the head is 0).
    pub depth: u8,
    /// A short comment after it, as a code (`explain.note.<note>`).
    pub note: Option<Code>,
    /// The second half of the statement above, too long for one line: it
    /// runs with that statement, and events never name it.
    pub joined: bool,
}

impl Line {
    /// A line at `depth`.
    pub const fn new(code: Code, depth: u8) -> Line {
        Line { code, depth, note: None, joined: false }
    }

    /// The same line with a comment after it.
    pub const fn note(self, note: Code) -> Line {
        Line { note: Some(note), ..self }
    }

    /// The same line as the second half of the statement above.
    pub const fn joined(self) -> Line {
        Line { joined: true, ..self }
    }
}

/// Every listing's first line: the search's name and arguments (the page
/// writes the algorithm's short name into it).
pub const HEAD: Line = Line::new("head", 0);

/// The most statements one step can run (bidirectional BFS with four
/// children runs 13).
pub const MAX_RAN: usize = 16;

/// The statements of its listing one step ran, in the order they ran (a
/// statement in the child loop once per child), and the one that sums the
/// step up: the goal test that succeeded, the failure, the start of an
/// iteration, or else the expansion. Before the first step: the lines that
/// set the search up (or the test that found the start to be the goal);
/// once the search has failed, the failure; after a stop by a budget,
/// nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ran {
    lines: [Code; MAX_RAN],
    len: u8,
    focus: Option<Code>,
}

impl Ran {
    /// Nothing ran (a stop by a budget).
    pub const NONE: Ran = Ran { lines: [""; MAX_RAN], len: 0, focus: None };

    /// One statement ran, and sums the step up.
    pub fn only(line: &Line) -> Ran {
        let mut ran = Ran::NONE;
        ran.run(line);
        ran.end(line);
        ran
    }

    /// The codes, in the order they ran.
    pub fn lines(&self) -> &[Code] {
        &self.lines[..self.len as usize]
    }

    /// The statement that sums the step up (`None` when nothing ran).
    pub fn focus(&self) -> Option<Code> {
        self.focus
    }

    /// Forgets what ran before: a step begins.
    pub(crate) fn clear(&mut self) {
        self.len = 0;
        self.focus = None;
    }

    /// `line` ran (after those before it).
    ///
    /// # Panics
    /// (In debug builds) on a joined line, which runs with its statement.
    pub(crate) fn run(&mut self, line: &Line) {
        debug_assert!(!line.joined, "a joined line runs with the statement above it");
        self.lines[self.len as usize] = line.code;
        self.len += 1;
    }

    /// The step is over, summed up by `line`.
    pub(crate) fn end(&mut self, line: &Line) {
        self.focus = Some(line.code);
    }
}

/// Two are equal when the same lines ran and the same one sums the step up
/// (what a longer step before left past the end does not count).
impl PartialEq for Ran {
    fn eq(&self, other: &Ran) -> bool {
        self.lines() == other.lines() && self.focus == other.focus
    }
}

impl Eq for Ran {}
