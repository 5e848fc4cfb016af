//! A heuristic the user writes: a small expression language over the
//! board's features, parsed and evaluated here (never by JavaScript's
//! `eval`, so a formula is safe to carry in a link), and checked against
//! the exact distances of every state ([`check`]).
//!
//! ```text
//! formula  := expr
//! expr     := "if" expr "then" expr "else" expr | or
//! or       := and ("or" and)*
//! and      := compare ("and" compare)*
//! compare  := sum (("<" | "<=" | ">" | ">=" | "==" | "!=") sum)?
//! sum      := product (("+" | "-") product)*
//! product  := unary (("*" | "/") unary)*
//! unary    := "-" unary | "not" unary | atom
//! atom     := number | feature | name "(" expr ("," expr)* ")"
//!           | "sum" "(" name "in" "tiles" ":" expr ")" | "(" expr ")"
//! ```
//!
//! Features of the whole board: `manhattan`, `misplaced`,
//! `linear_conflict` (the built-in heuristics' values), `blank_row`,
//! `blank_col`, `width`, `height`. Functions: `min`, `max` (two or more
//! arguments), `abs`, and of a tile `t`: `d(t)` (its Manhattan distance),
//! `row(t)`, `col(t)` (where it is, from 0), `goal_row(t)`, `goal_col(t)`
//! (where it belongs). `sum(t in tiles: …)` adds over the tiles 1..n−1 (the
//! blank is not a tile). A comparison or `and`/`or`/`not` is 1 when true
//! and 0 when false.
//!
//! Full-width forms a Chinese input method types (２, （, ）, ，, ＊, letters),
//! the ideographic space, − × and ÷ read as their ASCII characters
//! ([`syntax::fold`], one character for one, so a mistake's column is the
//! one typed). The page also takes the features' Chinese names (曼哈顿距离),
//! which its search worker writes as these identifiers before the text
//! reaches the engine (www/i18n/formula-words.js).
//!
//! A heuristic counts moves, so the value is rounded down to a whole number
//! and a negative value counts as 0 ([`Formula::estimate`]).

pub mod bound;
pub mod check;
mod eval;
pub mod priority;
mod syntax;

pub use bound::{MAX_COST, MAX_ESTIMATE};
pub use eval::Features;
pub use priority::Priority;
pub use syntax::{Context, Expr, Feature, Function, Op, Var};

use crate::board::Board;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

/// How the menus name a heuristic the user writes (the page's "Your
/// formula", beside the built-ins of [`crate::heuristic::Heuristic`]; it is
/// none of them: never admissible by the catalogue's word, the check says).
pub struct CatalogueEntry {
    /// The name a link and a lane carry (`heuristic=formula`).
    pub name: &'static str,
    /// The menu's label.
    pub title: &'static str,
    /// A column's label.
    pub short: &'static str,
    /// After an algorithm's name ("A* with your formula").
    pub phrase: &'static str,
    /// After an algorithm's short name ("A* + formula").
    pub short_phrase: &'static str,
    /// One line under the menu.
    pub hint: &'static str,
    /// What the field holds first.
    pub example: &'static str,
}

/// The formula's entry in the menus.
pub const CATALOGUE: CatalogueEntry = CatalogueEntry {
    name: "formula",
    title: "Your formula",
    short: "Formula",
    phrase: "your formula",
    short_phrase: "formula",
    hint: "A heuristic you write; not known to be admissible until the Accuracy view checks it",
    example: "max(misplaced, manhattan)",
};

/// Longest formula accepted, in characters (a link carries it).
pub const MAX_LENGTH: usize = 400;

/// Deepest nesting of parentheses, calls and operators accepted (the
/// parser recurses; a stranger's link must not overflow the stack).
pub const MAX_DEPTH: usize = 64;

/// What is wrong with a formula, and where: `column` counts characters
/// from 1. `code` and `args` let the page word it in its own language;
/// the English is [`fmt::Display`].
#[derive(Clone, Debug, PartialEq)]
pub struct FormulaError {
    /// 1-based character position of the mistake.
    pub column: usize,
    /// A stable name of the mistake (`formula.unknown-name`, …).
    pub code: &'static str,
    /// The word or character at fault, when there is one.
    pub found: String,
    /// The English sentence, without the position.
    pub message: String,
}

impl fmt::Display for FormulaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for FormulaError {}

impl FormulaError {
    /// The bound a mistake went past, for the mistakes that have one (the
    /// page's sentence names it as `limit`, so no catalogue writes the
    /// number again): the characters of a formula, its cost, its largest
    /// value and number, a number's digits, a priority's range, the cells
    /// of the exact check.
    pub fn limit(&self) -> Option<f64> {
        Some(match self.code {
            "formula.too-long" => MAX_LENGTH as f64,
            "formula.too-costly" => MAX_COST as f64,
            "formula.too-large" | "formula.big-number" => MAX_ESTIMATE,
            "formula.long-number" => syntax::MAX_DIGITS as f64,
            "formula.priority-range" => bound::MAX_PRIORITY,
            "formula.check-too-large" => crate::state_space::MAX_CELLS as f64,
            _ => return None,
        })
    }
}

/// A parsed formula, ready to be evaluated on boards of one goal.
#[derive(Clone, Debug, PartialEq)]
pub struct Formula {
    text: String,
    expr: Expr,
}

impl Formula {
    /// Parses `text` (see the module's grammar).
    pub fn parse(text: &str) -> Result<Formula, FormulaError> {
        let expr = syntax::parse(text)?;
        Ok(Formula { text: text.trim().to_string(), expr })
    }

    /// `Ok` when every tile the formula names by number is a tile of a
    /// board of `cells` cells; else `formula.no-such-tile` at the first one
    /// ([`bound::tiles_named_fit`]), what the page says before a search runs.
    pub fn check_tiles(&self, cells: usize) -> Result<(), FormulaError> {
        bound::tiles_named_fit(&self.expr, cells)
    }

    /// The text the formula was parsed from, trimmed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The parsed expression.
    pub fn expr(&self) -> &Expr {
        &self.expr
    }

    /// The formula's raw value on `tiles` (row by row, blank 0) for `features`'
    /// goal; an error for a division by zero or a tile the board does not have.
    pub fn value(&self, features: &Features, tiles: &[u8]) -> Result<f64, FormulaError> {
        if tiles.len() != features.cells() {
            let message = format!("the formula's goal has {} cells, the board {}", features.cells(), tiles.len());
            return Err(FormulaError { column: 1, code: "formula.wrong-size", found: String::new(), message });
        }
        eval::value(&self.expr, &features.of(tiles))
    }

    /// The estimate: the value rounded down, at least 0 (at most
    /// [`MAX_ESTIMATE`], which [`Formula::parse`] has made sure of).
    pub fn estimate(&self, features: &Features, tiles: &[u8]) -> Result<u32, FormulaError> {
        self.rounded_estimate(features, tiles).map(|(h, _)| h)
    }

    /// The estimate, and whether it differs from the value (a fraction
    /// rounded down, or a negative value counted as 0): the check counts
    /// those states, so that a verdict on the estimates is not taken for
    /// one on the formula's values.
    pub fn rounded_estimate(&self, features: &Features, tiles: &[u8]) -> Result<(u32, bool), FormulaError> {
        let v = self.value(features, tiles)?;
        let h = if v <= 0.0 { 0 } else { v.floor().min(MAX_ESTIMATE) as u32 };
        Ok((h, f64::from(h) != v))
    }

    /// The estimate of a board of the goal's size.
    pub fn estimate_board(&self, features: &Features, board: &Board) -> Result<u32, FormulaError> {
        self.estimate(features, board.tiles())
    }
}

/// A formula with its goal's features: what a search evaluates
/// ([`crate::heuristic::GoalHeuristic::from_formula`]).
#[derive(Debug)]
pub struct FormulaHeuristic {
    formula: Formula,
    features: Features,
    /// The work of one evaluation on the goal's board ([`bound::board_cost`]).
    board_cost: u64,
    /// Evaluations so far, by this heuristic and every search sharing it:
    /// what a job counts to keep its work within [`bound::JOB_WORK`].
    evaluations: AtomicU64,
}

impl FormulaHeuristic {
    /// `formula` for boards towards `goal`.
    pub fn new(formula: Formula, goal: &Board) -> FormulaHeuristic {
        let board_cost = bound::board_cost(formula.expr(), goal.cells());
        FormulaHeuristic { formula, features: Features::new(goal), board_cost, evaluations: AtomicU64::new(0) }
    }

    /// The work done so far: evaluations times [`bound::board_cost`].
    pub fn work(&self) -> u64 {
        self.evaluations.load(Ordering::Relaxed).saturating_mul(self.board_cost)
    }

    /// The formula.
    pub fn formula(&self) -> &Formula {
        &self.formula
    }

    /// The estimate of `tiles`. A division by zero cannot happen (the
    /// parser refuses a divisor that can be 0, [`bound::zero_divisor`]); a
    /// board the formula still cannot be evaluated on (a tile it names by an
    /// expression that the board does not have, `d(misplaced + 1)` with 8
    /// tiles misplaced on 3×3) counts as 0, so a search never stops for it;
    /// a tile named by a number is checked before the search
    /// ([`Formula::check_tiles`]).
    pub fn estimate(&self, tiles: &[u8]) -> u32 {
        self.evaluations.fetch_add(1, Ordering::Relaxed);
        self.formula.estimate(&self.features, tiles).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests;
