//! Tie-breaking in the A* family's open list: which of the open nodes with
//! the same (smallest) f is expanded first.
//!
//! The choice does not change what is found — every rule keeps A* optimal,
//! since a node is still never expanded before one of smaller f — but it
//! changes how many nodes are expanded on the last f level: the goal lies
//! deepest, so preferring the larger g dives towards it, and preferring the
//! smaller g sweeps the whole level first. Textbooks and judge write-ups
//! differ on this (a `priority_queue` on f alone is neither FIFO nor LIFO),
//! which is why the page lets a student race them.
//!
//! IDA* has no open list (its order is the moves'), so no rule applies to
//! it; BFS and bidirectional BFS expand by depth alone.
//!
//! ```
//! use npuzzle::search::TieBreak;
//!
//! let rule: TieBreak = "lifo".parse().unwrap();
//! assert_eq!((rule.title(), TieBreak::default()), ("Last in, first out", TieBreak::LargerG));
//! assert_eq!(
//!     "random".parse::<TieBreak>().unwrap_err().to_string(),
//!     "unknown tie-breaking rule 'random' (use larger-g, smaller-g, fifo or lifo)"
//! );
//! ```

use crate::names::{pick, UnknownName};
use std::str::FromStr;

/// Which open node of equal f the A* family expands first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// The larger g (the deeper node), then the earlier inserted: the
    /// engine's rule since the counts were first pinned.
    #[default]
    LargerG,
    /// The smaller g, then the earlier inserted.
    SmallerG,
    /// The earlier inserted, whatever its g.
    Fifo,
    /// The later inserted, whatever its g.
    Lifo,
}

impl TieBreak {
    /// All rules, in menu order (the default first).
    pub const ALL: [TieBreak; 4] = [TieBreak::LargerG, TieBreak::SmallerG, TieBreak::Fifo, TieBreak::Lifo];

    /// Command-line and link name.
    pub fn name(self) -> &'static str {
        match self {
            TieBreak::LargerG => "larger-g",
            TieBreak::SmallerG => "smaller-g",
            TieBreak::Fifo => "fifo",
            TieBreak::Lifo => "lifo",
        }
    }

    /// Name for people, as a menu shows it.
    pub fn title(self) -> &'static str {
        match self {
            TieBreak::LargerG => "Larger g first",
            TieBreak::SmallerG => "Smaller g first",
            TieBreak::Fifo => "First in, first out",
            TieBreak::Lifo => "Last in, first out",
        }
    }

    /// A label where space is short (a results table's cell).
    pub fn short(self) -> &'static str {
        match self {
            TieBreak::LargerG => "larger g",
            TieBreak::SmallerG => "smaller g",
            TieBreak::Fifo => "FIFO",
            TieBreak::Lifo => "LIFO",
        }
    }

    /// One line saying why one would pick it.
    pub fn hint(self) -> &'static str {
        match self {
            TieBreak::LargerG => "Deeper nodes first: heads for the goal, fewest expansions.",
            TieBreak::SmallerG => "Shallower nodes first: sweeps each f level, most expansions.",
            TieBreak::Fifo => "Oldest first among equal f, as a queue.",
            TieBreak::Lifo => "Newest first among equal f, as a stack: dives like DFS.",
        }
    }

    /// Whether it orders by g (then the insertion order), rather than by the
    /// insertion order alone.
    pub(crate) fn by_g(self) -> bool {
        matches!(self, TieBreak::LargerG | TieBreak::SmallerG)
    }
}

impl FromStr for TieBreak {
    type Err = UnknownName;

    /// Reads a [`TieBreak::name`].
    fn from_str(name: &str) -> Result<TieBreak, UnknownName> {
        pick("tie-breaking rule", name, &TieBreak::ALL, TieBreak::name)
    }
}
