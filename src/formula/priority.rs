//! A best-first search's priority, written by the user in the formula
//! language over three variables: `g` (the path's cost so far), `h` (the
//! heuristic's estimate: the one chosen in the menu, or the user's own
//! formula) and `depth` (moves from the start). The kit
//! (`search::kit`) expands the open node of the lowest priority first:
//! `g + h` is A*, `h` greedy best-first, `g` uniform cost, `-depth` depth
//! first, `g + 2 * h` weighted A* with w = 2.
//!
//! A priority reads no board feature (`manhattan` is written as the
//! heuristic h), so it costs a few operations a node. Its range is read
//! from its syntax ([`super::bound::range`], with g and depth up to
//! [`MAX_PATH`] and h up to [`super::MAX_ESTIMATE`]) and must stay within
//! ±[`MAX_PRIORITY`]: scaled by 1,000 every value orders exactly.
//!
//! ```
//! use npuzzle::formula::Priority;
//!
//! let p = Priority::parse("g + 2 * h").unwrap();
//! assert_eq!((p.value(3, 4, 3), p.names_g(), p.names_h()), (11.0, true, true));
//! assert!(!Priority::parse("-depth").unwrap().names_h());
//! assert_eq!(Priority::parse("g + manhattan").unwrap_err().code, "formula.priority-board");
//! ```

use super::bound::{self, MAX_PATH, MAX_PRIORITY};
use super::syntax::{self, Context, Expr, Function, Op, Var};
use super::FormulaError;

/// A parsed priority.
#[derive(Clone, Debug, PartialEq)]
pub struct Priority {
    text: String,
    expr: Expr,
    /// The least value it can take (so a search can shift it to 0).
    low: f64,
}

impl Priority {
    /// Parses `text`: the formula language's grammar over g, h, depth,
    /// numbers, `min`, `max`, `abs`, `if`, comparisons and `and`/`or`/`not`.
    pub fn parse(text: &str) -> Result<Priority, FormulaError> {
        let expr = syntax::parse_in(text, Context::Priority)?;
        let range = bound::range(&expr);
        if !bound::finite_everywhere(&expr) || range.high > MAX_PRIORITY || range.low < -MAX_PRIORITY {
            let message = format!(
                "the priority can be worth more than {MAX_PRIORITY:.0} or less than −{MAX_PRIORITY:.0} (g and depth go up to {MAX_PATH:.0}, h up to {:.0})",
                super::MAX_ESTIMATE
            );
            return Err(FormulaError { column: 1, code: "formula.priority-range", found: String::new(), message });
        }
        Ok(Priority { text: text.trim().to_string(), expr, low: range.low })
    }

    /// The text it was parsed from, trimmed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The least value it can take.
    pub fn low(&self) -> f64 {
        self.low
    }

    /// Its value for a node of cost `g`, estimate `h` and `depth` moves. A
    /// division by zero (`g / depth` at the start) counts as 0, as a
    /// formula heuristic's does: a search never stops for it.
    pub fn value(&self, g: u32, h: u32, depth: u32) -> f64 {
        value(&self.expr, [f64::from(g), f64::from(h), f64::from(depth)]).unwrap_or(0.0)
    }

    /// Whether it names `h` (one that does not needs no heuristic).
    pub fn names_h(&self) -> bool {
        names(&self.expr, Var::H)
    }

    /// Whether it names `g` (or `depth`, the same under unit costs): then a
    /// closed node reached by a cheaper path is opened again, as A* does.
    pub fn names_g(&self) -> bool {
        names(&self.expr, Var::G)
    }

    /// Whether it names `depth`.
    pub fn names_depth(&self) -> bool {
        names(&self.expr, Var::Depth)
    }

    /// Whether it is worth `g + w·h` (and `depth` stands for g) on every
    /// node of a grid of values: the `w` it weighs h by, if so. It is how
    /// the kit knows a priority is A* (w = 1: with an admissible h its path
    /// is shortest) or weighted A*, whatever way it is written
    /// (`h + g`, `2 * (g + h) / 2`); greedy is `g` weighed 0.
    pub fn as_weights(&self) -> Option<(f64, f64)> {
        let at = |g: u32, h: u32| self.value(g, h, g);
        let base = at(0, 0);
        let a = at(1, 0) - base;
        let w = at(0, 1) - base;
        let samples = [0, 1, 2, 3, 5, 8, 13, 31, 80, 1000];
        let fits = samples.iter().all(|&g| samples.iter().all(|&h| at(g, h) == base + a * g as f64 + w * h as f64));
        (fits && base == 0.0).then_some((a, w))
    }
}

fn names(expr: &Expr, var: Var) -> bool {
    match expr {
        Expr::Var(v) => *v == var,
        Expr::Number(_) | Expr::Feature(_) | Expr::Tile(_) => false,
        Expr::Negate(x) | Expr::Not(x) | Expr::Sum(x) => names(x, var),
        Expr::Binary { left, right, .. } => names(left, var) || names(right, var),
        Expr::Call { args, .. } => args.iter().any(|a| names(a, var)),
        Expr::If(c, yes, no) => names(c, var) || names(yes, var) || names(no, var),
    }
}

fn truth(b: bool) -> f64 {
    if b {
        1.0
    } else {
        0.0
    }
}

/// `expr`'s value with g, h and depth `vars`; `None` for a division by 0.
fn value(expr: &Expr, vars: [f64; 3]) -> Option<f64> {
    Some(match expr {
        Expr::Number(n) => *n,
        Expr::Var(Var::G) => vars[0],
        Expr::Var(Var::H) => vars[1],
        Expr::Var(Var::Depth) => vars[2],
        // The parser gives a priority none of these.
        Expr::Feature(_) | Expr::Tile(_) | Expr::Sum(_) => 0.0,
        Expr::Negate(x) => -value(x, vars)?,
        Expr::Not(x) => truth(value(x, vars)? == 0.0),
        Expr::If(c, yes, no) => {
            if value(c, vars)? != 0.0 {
                value(yes, vars)?
            } else {
                value(no, vars)?
            }
        }
        Expr::Binary { op, left, right, .. } => {
            let a = value(left, vars)?;
            match op {
                Op::And if a == 0.0 => return Some(0.0),
                Op::Or if a != 0.0 => return Some(1.0),
                _ => {}
            }
            let b = value(right, vars)?;
            match op {
                Op::Add => a + b,
                Op::Sub => a - b,
                Op::Mul => a * b,
                Op::Div if b == 0.0 => return None,
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
        Expr::Call { function, args, .. } => {
            let mut values = Vec::with_capacity(args.len());
            for arg in args {
                values.push(value(arg, vars)?);
            }
            match function {
                Function::Min => values.iter().copied().fold(f64::INFINITY, f64::min),
                Function::Max => values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
                Function::Abs => values[0].abs(),
                // The parser gives a priority no tile function.
                _ => 0.0,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mistake(text: &str) -> (usize, &'static str, String, String) {
        let e = Priority::parse(text).unwrap_err();
        (e.column, e.code, e.found.clone(), e.to_string())
    }

    #[test]
    fn values_and_what_a_priority_names() {
        let p = Priority::parse(" g + h ").unwrap();
        assert_eq!((p.text(), p.value(4, 7, 4), p.as_weights()), ("g + h", 11.0, Some((1.0, 1.0))));
        assert_eq!(Priority::parse("h + g").unwrap().as_weights(), Some((1.0, 1.0)));
        assert_eq!(Priority::parse("h").unwrap().as_weights(), Some((0.0, 1.0)));
        assert_eq!(Priority::parse("g + 2 * h").unwrap().as_weights(), Some((1.0, 2.0)));
        assert_eq!(Priority::parse("depth + 1.5 * h").unwrap().as_weights(), Some((1.0, 1.5)));
        assert_eq!(Priority::parse("max(g, h)").unwrap().as_weights(), None);
        assert_eq!(Priority::parse("g + h + 1").unwrap().as_weights(), None);
        let dfs = Priority::parse("-depth").unwrap();
        assert_eq!((dfs.value(0, 9, 5), dfs.names_h(), dfs.names_g(), dfs.names_depth()), (-5.0, false, false, true));
        assert_eq!(dfs.low(), -MAX_PATH);
        // A division by zero counts as 0.
        assert_eq!(Priority::parse("g / depth").unwrap().value(0, 0, 0), 0.0);
        assert_eq!(Priority::parse("if h < 3 then g else g + h").unwrap().value(2, 5, 2), 7.0);
    }

    #[test]
    fn context_mistakes_have_their_codes() {
        assert_eq!(
            mistake("g + manhattan"),
            (
                5,
                "formula.priority-board",
                "manhattan".to_string(),
                "at column 5: “manhattan” reads the board: a priority reads g, h and depth (choose the heuristic h in the menu, or write it as your formula)".to_string()
            )
        );
        assert_eq!(mistake("sum(t in tiles: d(t))").1, "formula.priority-board");
        assert_eq!(mistake("g + d(3)").1, "formula.priority-board");
        assert_eq!(
            mistake("g + f"),
            (
                5,
                "formula.priority-unknown",
                "f".to_string(),
                "at column 5: “f” is not a variable or a function of a priority (variables: g, h, depth; functions: min, max, abs)".to_string()
            )
        );
        assert_eq!(mistake("h * h * h").1, "formula.priority-range");
        assert_eq!(mistake("g +").1, "formula.unexpected-end");
        // A heuristic that names g is refused with its own sentence.
        let e = super::super::Formula::parse("manhattan + g").unwrap_err();
        assert_eq!(
            (e.column, e.code, e.to_string()),
            (
                13,
                "formula.priority-only",
                "at column 13: “g” is a search's priority variable (g, h, depth), not a feature of the board: a heuristic estimates from the board alone".to_string()
            )
        );
        assert_eq!(super::super::Formula::parse("depth").unwrap_err().code, "formula.priority-only");
        // A sum's own variable may still be called g.
        assert!(super::super::Formula::parse("sum(g in tiles: d(g))").is_ok());
    }
}
