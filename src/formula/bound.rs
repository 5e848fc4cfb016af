//! What a formula can cost and be worth, read from its syntax tree before
//! it runs on any board: a stranger's link or lesson carries a formula,
//! and the page must refuse one that would keep the engine busy for
//! minutes, or give estimates a search cannot store, before it tries.
//!
//! - **Cost** ([`cost`]): the expression nodes one evaluation visits on the
//!   largest board (5×5, 24 tiles), counting both sides of an `if` as the
//!   dearer one and multiplying a `sum`'s body by the tiles, so each nested
//!   sum multiplies the work by 24. At most [`MAX_COST`].
//! - **Range** ([`range`]): an interval holding every value the formula can
//!   take on any board from 2×2 to 5×5, by interval arithmetic over the
//!   features' own ranges. Its top must be at most [`MAX_ESTIMATE`]: then
//!   every estimate fits what the searches store, in full, and f = g + h
//!   cannot overflow. A division by a value that can be 0 is bounded by
//!   the smallest non-zero divisor when the divisor only takes whole values
//!   (1); otherwise the range is unbounded and the formula refused.
//! - **Whole** ([`Range::whole`]): whether every value is a whole number, so
//!   that the check can say when estimates were rounded down.

use super::syntax::{Expr, Feature, Function, Op, Var};
use super::FormulaError;
use crate::board::{MAX_SIDE, MIN_SIDE};

/// The most expression nodes one evaluation may visit on the largest board
/// (a double sum over tiles with a body of 30 nodes is about 18,000; a
/// triple one is hundreds of thousands).
pub const MAX_COST: u64 = 20_000;

/// The most formula work one call of the engine may do before it answers
/// (the sum of [`board_cost`] over the boards it evaluates): about a second
/// of a page's worker (the formula evaluator visits some 30 million nodes a
/// second in wasm, measured in docs/PERFORMANCE.md), so no check or
/// comparison keeps the engine busy for long without an answer. A job that
/// would do more reads fewer boards and says so (the check's states nearest
/// the goal, [`super::check::check_any`]; the kit's compared steps,
/// `search::kit`).
pub const JOB_WORK: u64 = 32_000_000;

/// The largest value a formula may take: estimates are stored whole up to
/// this, and a path's g (under 2^20 moves) added to it still fits 32 bits.
pub const MAX_ESTIMATE: f64 = 1_000_000_000.0;

/// The longest path a priority's g and depth can be (a search stores g in
/// 20 bits: see `search::astar`).
pub const MAX_PATH: f64 = ((1u32 << 20) - 1) as f64;

/// The largest magnitude a priority may take: scaled by 1,000 (weights
/// exact to 1/1000, as weighted A*'s) it stays a whole number an `f64`
/// holds exactly.
pub const MAX_PRIORITY: f64 = 1e12;

/// Tiles of the largest board.
const MAX_TILES: u64 = (MAX_SIDE * MAX_SIDE - 1) as u64;
/// Tiles of the smallest board.
const MIN_TILES: u64 = (MIN_SIDE * MIN_SIDE - 1) as u64;

/// The nodes one evaluation of `expr` visits on the largest board, saturating.
pub fn cost(expr: &Expr) -> u64 {
    nodes(expr, MAX_TILES)
}

/// The work of evaluating `expr` on one board of `cells` cells: the nodes
/// it visits there (a `sum` runs over the `cells − 1` tiles) plus `cells`
/// for reading the board itself (where each tile is; a feature such as
/// `manhattan` is computed once a board). What a job that evaluates the
/// formula on many boards counts to bound its total work (the check's
/// states, [`super::check`]; a comparison's steps, `search::kit`).
pub fn board_cost(expr: &Expr, cells: usize) -> u64 {
    nodes(expr, cells.saturating_sub(1) as u64).saturating_add(cells as u64)
}

/// The nodes one evaluation visits when a `sum` runs over `tiles` tiles, saturating.
fn nodes(expr: &Expr, tiles: u64) -> u64 {
    let cost = |e: &Expr| nodes(e, tiles);
    match expr {
        Expr::Number(_) | Expr::Feature(_) | Expr::Tile(_) | Expr::Var(_) => 1,
        Expr::Negate(x) | Expr::Not(x) => 1 + cost(x),
        Expr::Binary { left, right, .. } => 1u64.saturating_add(cost(left)).saturating_add(cost(right)),
        Expr::Call { args, .. } => args.iter().fold(1u64, |c, a| c.saturating_add(cost(a))),
        Expr::If(c, yes, no) => 1u64.saturating_add(cost(c)).saturating_add(cost(yes).max(cost(no))),
        Expr::Sum(body) => 1u64.saturating_add(tiles.saturating_mul(cost(body))),
    }
}

/// An interval holding every value of an expression, and whether they are
/// all whole numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Range {
    /// The least value.
    pub low: f64,
    /// The greatest value.
    pub high: f64,
    /// Every value is a whole number.
    pub whole: bool,
}

impl Range {
    fn new(low: f64, high: f64, whole: bool) -> Range {
        Range { low, high, whole }
    }

    fn of(low: usize, high: usize) -> Range {
        Range::new(low as f64, high as f64, true)
    }

    /// Both ends finite (no infinity or NaN slipped in).
    pub fn finite(&self) -> bool {
        self.low.is_finite() && self.high.is_finite()
    }

    fn truth() -> Range {
        Range::of(0, 1)
    }

    fn hull(a: Range, b: Range) -> Range {
        Range::new(a.low.min(b.low), a.high.max(b.high), a.whole && b.whole)
    }

    fn corners(a: Range, b: Range, f: impl Fn(f64, f64) -> f64, whole: bool) -> Range {
        let c = [f(a.low, b.low), f(a.low, b.high), f(a.high, b.low), f(a.high, b.high)];
        if c.iter().any(|v| v.is_nan()) {
            return Range::new(f64::NEG_INFINITY, f64::INFINITY, whole);
        }
        Range::new(
            c.iter().copied().fold(f64::INFINITY, f64::min),
            c.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            whole,
        )
    }
}

/// What a feature can be worth on boards from 2×2 to 5×5.
fn feature_range(feature: Feature) -> Range {
    let side = MAX_SIDE - 1;
    let manhattan = MAX_TILES as usize * 2 * side;
    match feature {
        Feature::Manhattan => Range::of(0, manhattan),
        Feature::Misplaced => Range::of(0, MAX_TILES as usize),
        // Manhattan plus 2 for each tile taken out of a row or a column.
        Feature::LinearConflict => Range::of(0, manhattan + 4 * MAX_TILES as usize),
        Feature::BlankRow | Feature::BlankCol => Range::of(0, side),
        Feature::Width | Feature::Height => Range::of(MIN_SIDE, MAX_SIDE),
    }
}

/// The values `expr` can take on any board (see the module header).
pub fn range(expr: &Expr) -> Range {
    let side = MAX_SIDE - 1;
    match expr {
        Expr::Number(n) => Range::new(*n, *n, n.fract() == 0.0),
        Expr::Feature(f) => feature_range(*f),
        Expr::Tile(_) => Range::of(1, MAX_TILES as usize),
        Expr::Var(Var::H) => Range::new(0.0, MAX_ESTIMATE, true),
        Expr::Var(Var::G | Var::Depth) => Range::new(0.0, MAX_PATH, true),
        Expr::Negate(x) => {
            let r = range(x);
            Range::new(-r.high, -r.low, r.whole)
        }
        Expr::Not(_) => Range::truth(),
        Expr::If(_, yes, no) => Range::hull(range(yes), range(no)),
        Expr::Sum(body) => {
            let r = range(body);
            let (few, many) = (MIN_TILES as f64, MAX_TILES as f64);
            Range::new((r.low * few).min(r.low * many), (r.high * few).max(r.high * many), r.whole)
        }
        Expr::Call { function, args, .. } => {
            let ranges: Vec<Range> = args.iter().map(range).collect();
            match function {
                Function::Min => ranges
                    .iter()
                    .skip(1)
                    .fold(ranges[0], |a, b| Range::new(a.low.min(b.low), a.high.min(b.high), a.whole && b.whole)),
                Function::Max => ranges
                    .iter()
                    .skip(1)
                    .fold(ranges[0], |a, b| Range::new(a.low.max(b.low), a.high.max(b.high), a.whole && b.whole)),
                Function::Abs => {
                    let r = ranges[0];
                    let low = if r.low <= 0.0 && r.high >= 0.0 { 0.0 } else { r.low.abs().min(r.high.abs()) };
                    Range::new(low, r.low.abs().max(r.high.abs()), r.whole)
                }
                Function::D => Range::of(0, 2 * side),
                _ => Range::of(0, side),
            }
        }
        Expr::Binary { op, left, right, .. } => {
            let (a, b) = (range(left), range(right));
            match op {
                Op::Add => Range::new(a.low + b.low, a.high + b.high, a.whole && b.whole),
                Op::Sub => Range::new(a.low - b.high, a.high - b.low, a.whole && b.whole),
                Op::Mul => Range::corners(a, b, |x, y| x * y, a.whole && b.whole),
                Op::Div => {
                    if b.low > 0.0 || b.high < 0.0 {
                        Range::corners(a, b, |x, y| x / y, false)
                    } else if b.whole {
                        // A whole divisor that is not 0 is at least 1 away from it.
                        let top = a.low.abs().max(a.high.abs());
                        Range::new(-top, top, false)
                    } else {
                        Range::new(f64::NEG_INFINITY, f64::INFINITY, false)
                    }
                }
                _ => Range::truth(),
            }
        }
    }
}

/// Whether every sub-expression of `expr` has a finite range (no value
/// on the way overflows to infinity).
pub fn finite_everywhere(expr: &Expr) -> bool {
    if !range(expr).finite() {
        return false;
    }
    match expr {
        Expr::Number(_) | Expr::Feature(_) | Expr::Tile(_) | Expr::Var(_) => true,
        Expr::Negate(x) | Expr::Not(x) | Expr::Sum(x) => finite_everywhere(x),
        Expr::Binary { left, right, .. } => finite_everywhere(left) && finite_everywhere(right),
        Expr::Call { args, .. } => args.iter().all(finite_everywhere),
        Expr::If(c, yes, no) => finite_everywhere(c) && finite_everywhere(yes) && finite_everywhere(no),
    }
}

/// `Ok` unless the formula names by number a tile that a board of `cells`
/// cells does not have (`d(9)` on 3×3: its tiles are 1 to 8); then the
/// first such call's mistake, as its evaluation would give it
/// (`eval::tile_of`). A tile named by an expression is evaluated on
/// each board (and counted 0 where it names no tile); a number is known at
/// once, so a search is refused it rather than run with h = 0.
pub fn tiles_named_fit(expr: &Expr, cells: usize) -> Result<(), FormulaError> {
    match expr {
        Expr::Number(_) | Expr::Feature(_) | Expr::Tile(_) | Expr::Var(_) => Ok(()),
        Expr::Negate(x) | Expr::Not(x) | Expr::Sum(x) => tiles_named_fit(x, cells),
        Expr::Binary { left, right, .. } => tiles_named_fit(left, cells).and_then(|()| tiles_named_fit(right, cells)),
        Expr::Call { function, args, column } => match args.as_slice() {
            [Expr::Number(n)] if function.reads_tile() => {
                super::eval::tile_of(*n, cells, *column, *function).map(|_| ())
            }
            _ => args.iter().try_for_each(|a| tiles_named_fit(a, cells)),
        },
        Expr::If(c, yes, no) => tiles_named_fit(c, cells)
            .and_then(|()| tiles_named_fit(yes, cells))
            .and_then(|()| tiles_named_fit(no, cells)),
    }
}

/// The column of the first division (in reading order) whose divisor can be
/// 0 on some board from 2×2 to 5×5, by its [`range`]; None when every
/// divisor keeps away from 0. A heuristic is refused such a division
/// before it runs, whatever the board's size, so that no board is ever
/// estimated with a value the formula does not have (a search would
/// otherwise have to count it as 0 in silence on the boards no check has
/// read). `max(1, x)` keeps a divisor from 0.
pub fn zero_divisor(expr: &Expr) -> Option<usize> {
    match expr {
        Expr::Number(_) | Expr::Feature(_) | Expr::Tile(_) | Expr::Var(_) => None,
        Expr::Negate(x) | Expr::Not(x) | Expr::Sum(x) => zero_divisor(x),
        Expr::Binary { op, left, right, column } => zero_divisor(left).or_else(|| {
            let r = range(right);
            let may_be_zero = *op == Op::Div && r.low <= 0.0 && r.high >= 0.0;
            if may_be_zero {
                Some(*column)
            } else {
                zero_divisor(right)
            }
        }),
        Expr::Call { args, .. } => args.iter().find_map(zero_divisor),
        Expr::If(c, yes, no) => zero_divisor(c).or_else(|| zero_divisor(yes)).or_else(|| zero_divisor(no)),
    }
}
