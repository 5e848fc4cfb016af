//! Evaluating a formula on one board: the goal's features, computed once
//! per goal ([`Features`]), and each board's, computed as the formula asks
//! for them.

use super::syntax::{Expr, Feature, Function, Op};
use super::FormulaError;
use crate::board::Board;
use crate::heuristic::estimate::{Estimate, STEP_CELLS, STEP_LINES};
use crate::heuristic::linear_conflict::LinearConflict;
use crate::heuristic::tile_sum::TileSum;
use std::cell::Cell;

/// What a formula may ask about boards of one goal.
#[derive(Debug)]
pub struct Features {
    width: usize,
    height: usize,
    /// `goal_cell[tile]`.
    goal_cell: Vec<usize>,
    misplaced: TileSum<STEP_CELLS>,
    manhattan: TileSum<STEP_CELLS>,
    linear_conflict: LinearConflict<STEP_CELLS, STEP_LINES>,
}

impl Features {
    /// The features of boards towards `goal`.
    pub fn new(goal: &Board) -> Features {
        let mut goal_cell = vec![0; goal.cells()];
        for (cell, &tile) in goal.tiles().iter().enumerate() {
            goal_cell[tile as usize] = cell;
        }
        Features {
            width: goal.width(),
            height: goal.height(),
            goal_cell,
            misplaced: TileSum::misplaced(goal),
            manhattan: TileSum::manhattan(goal),
            linear_conflict: LinearConflict::new(goal),
        }
    }

    /// Cells of the boards.
    pub fn cells(&self) -> usize {
        self.goal_cell.len()
    }

    /// One board (tiles row by row, blank 0, of the goal's size) to evaluate on.
    pub(super) fn of<'a>(&'a self, tiles: &'a [u8]) -> At<'a> {
        let mut cell = vec![0; tiles.len()];
        for (c, &t) in tiles.iter().enumerate() {
            if let Some(slot) = cell.get_mut(t as usize) {
                *slot = c;
            }
        }
        At {
            features: self,
            tiles,
            cell,
            manhattan: Cell::new(None),
            misplaced: Cell::new(None),
            linear_conflict: Cell::new(None),
        }
    }
}

/// A board being evaluated, with what has been computed of it so far.
pub(super) struct At<'a> {
    features: &'a Features,
    tiles: &'a [u8],
    /// `cell[tile]`: where each tile is.
    cell: Vec<usize>,
    manhattan: Cell<Option<u32>>,
    misplaced: Cell<Option<u32>>,
    linear_conflict: Cell<Option<u32>>,
}

impl At<'_> {
    fn heuristic(&self, memo: &Cell<Option<u32>>, h: &impl Estimate) -> f64 {
        let v = memo.get().unwrap_or_else(|| {
            let v = h.root(self.tiles).0;
            memo.set(Some(v));
            v
        });
        f64::from(v)
    }

    fn feature(&self, feature: Feature) -> f64 {
        let f = self.features;
        let blank = self.cell[0];
        match feature {
            Feature::Manhattan => self.heuristic(&self.manhattan, &f.manhattan),
            Feature::Misplaced => self.heuristic(&self.misplaced, &f.misplaced),
            Feature::LinearConflict => self.heuristic(&self.linear_conflict, &f.linear_conflict),
            Feature::BlankRow => (blank / f.width) as f64,
            Feature::BlankCol => (blank % f.width) as f64,
            Feature::Width => f.width as f64,
            Feature::Height => f.height as f64,
        }
    }
}

/// Evaluates `expr` on `at`.
pub(super) fn value(expr: &Expr, at: &At) -> Result<f64, FormulaError> {
    let mut tiles = Vec::new();
    eval(expr, at, &mut tiles)
}

fn truth(b: bool) -> f64 {
    if b {
        1.0
    } else {
        0.0
    }
}

fn eval(expr: &Expr, at: &At, loops: &mut Vec<usize>) -> Result<f64, FormulaError> {
    Ok(match expr {
        Expr::Number(n) => *n,
        Expr::Feature(f) => at.feature(*f),
        Expr::Tile(depth) => loops[loops.len() - 1 - depth] as f64,
        // Only a priority names g, h and depth (the parser refuses them in a
        // heuristic); a priority is evaluated by `super::priority`.
        Expr::Var(_) => 0.0,
        Expr::Negate(x) => -eval(x, at, loops)?,
        Expr::Not(x) => truth(eval(x, at, loops)? == 0.0),
        Expr::If(c, yes, no) => {
            if eval(c, at, loops)? != 0.0 {
                eval(yes, at, loops)?
            } else {
                eval(no, at, loops)?
            }
        }
        Expr::Sum(body) => {
            let mut total = 0.0;
            for tile in 1..at.features.cells() {
                loops.push(tile);
                let v = eval(body, at, loops);
                loops.pop();
                total += v?;
            }
            total
        }
        Expr::Binary { op, left, right, column } => {
            let a = eval(left, at, loops)?;
            // `and` and `or` look at their right side only when they must.
            match op {
                Op::And if a == 0.0 => return Ok(0.0),
                Op::Or if a != 0.0 => return Ok(1.0),
                _ => {}
            }
            let b = eval(right, at, loops)?;
            match op {
                Op::Add => a + b,
                Op::Sub => a - b,
                Op::Mul => a * b,
                Op::Div if b == 0.0 => {
                    return Err(FormulaError {
                        column: *column,
                        code: "formula.division-by-zero",
                        found: "/".to_string(),
                        message: format!("division by zero on the board {}", board_text(at.tiles)),
                    })
                }
                Op::Div => a / b,
                Op::Less => truth(a < b),
                Op::LessEq => truth(a <= b),
                Op::Greater => truth(a > b),
                Op::GreaterEq => truth(a >= b),
                Op::Equal => truth(a == b),
                Op::NotEqual => truth(a != b),
                Op::And | Op::Or => truth(b != 0.0),
            }
        }
        Expr::Call { function, args, column } => {
            let mut values = Vec::with_capacity(args.len());
            for arg in args {
                values.push(eval(arg, at, loops)?);
            }
            match function {
                Function::Min => values.iter().copied().fold(f64::INFINITY, f64::min),
                Function::Max => values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
                Function::Abs => values[0].abs(),
                tile_function => {
                    let tile = tile_of(values[0], at.features.cells(), *column, *tile_function)?;
                    let f = at.features;
                    let (row, col) = (at.cell[tile] / f.width, at.cell[tile] % f.width);
                    let goal = f.goal_cell[tile];
                    let (goal_row, goal_col) = (goal / f.width, goal % f.width);
                    (match tile_function {
                        Function::D => row.abs_diff(goal_row) + col.abs_diff(goal_col),
                        Function::Row => row,
                        Function::Col => col,
                        Function::GoalRow => goal_row,
                        _ => goal_col,
                    }) as f64
                }
            }
        }
    })
}

/// The tile `value` names on a board of `cells` cells, or the error saying
/// the board has no such tile (at `column`, in `function`'s call): what a
/// board's evaluation meets, and what [`super::Formula::check_tiles`] finds
/// before a search for a tile named by a number.
pub(super) fn tile_of(value: f64, cells: usize, column: usize, function: Function) -> Result<usize, FormulaError> {
    if value.fract() == 0.0 && value >= 1.0 && value < cells as f64 {
        return Ok(value as usize);
    }
    Err(FormulaError {
        column,
        code: "formula.no-such-tile",
        found: value.to_string(),
        message: format!("{}({value}): the tiles are 1 to {}", function.name(), cells.saturating_sub(1)),
    })
}

/// A board as one line of tiles, blank as 0 (for error sentences).
fn board_text(tiles: &[u8]) -> String {
    tiles.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}
