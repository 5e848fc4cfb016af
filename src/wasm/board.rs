//! The functions that read or make a board: `parseBoard`, `goalBoard`,
//! `namedGoals`, `solvability`, `otherGoals`, `heuristicValues` and
//! `randomBoard`, each with its texts checked first (the `*_checked` exports)
//! and the engine's answer serialized as a plain object.

use super::args::{geometry, integer, optional_string_arg, size, string_arg, whole};
use super::{error, js_error, to_js, JsError};
use crate::board::Board;
use crate::goal;
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::parse::{parse_board, parse_goal, parse_size};
use crate::problem::Problem;
use crate::random::{random_start, Rng};
use crate::solvability::Solvability;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Start and goal texts as a problem: the start decides the size.
pub(super) fn problem_of(start: &str, goal: &str) -> Result<Problem, JsError> {
    let start = parse_board(start, None)?;
    let goal = parse_goal(goal, start.width(), start.height())?;
    Ok(Problem::new(start, goal)?)
}

/// What `parseBoard` returns.
#[derive(Serialize)]
struct BoardView {
    width: usize,
    height: usize,
    tiles: Vec<u8>,
}

/// `parseBoard(text, size?)`: [`parse_board_js`] for any JS values, so a
/// number or an object gives a sentence instead of a trap.
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board_checked(text: JsValue, size: JsValue) -> Result<JsValue, JsError> {
    parse_board_js(&string_arg(&text, "the board")?, optional_string_arg(&size, "the size")?)
}

/// Parses a board; `size` like `"3x3"`, or absent/empty to infer it.
pub fn parse_board_js(text: &str, size: Option<String>) -> Result<JsValue, JsError> {
    let size = match size.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(s) => Some(parse_size(s)?),
    };
    let board = parse_board(text, size)?;
    to_js(&BoardView { width: board.width(), height: board.height(), tiles: board.tiles().to_vec() })
}

/// A goal's tiles: a name from `namedGoals` or a board text of that size.
pub(super) fn goal_of(goal: &str, width: usize, height: usize) -> Result<Board, JsError> {
    geometry(width, height)?;
    Ok(parse_goal(goal, width, height)?)
}

/// `goalBoard` from JS: [`goal_board`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = goalBoard)]
pub fn goal_board_checked(goal: JsValue, width: f64, height: f64) -> Result<JsValue, JsError> {
    let goal = string_arg(&goal, "the goal")?;
    let size = size(width, height)?;
    goal_board(&goal, size.width(), size.height())
}

/// The tiles of a goal (named or typed) on a `width × height` board.
pub fn goal_board(goal: &str, width: usize, height: usize) -> Result<JsValue, JsError> {
    to_js(&goal_of(goal, width, height)?.tiles())
}

/// What `solvability` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolvabilityView {
    solvable: bool,
    start_inversions: usize,
    goal_inversions: usize,
    start_blank_row: usize,
    goal_blank_row: usize,
    even_width: bool,
    explanation: String,
    /// The explanation's code (`solvability.odd` / `solvability.even`,
    /// worded by the page's `status.<code>`) and its arguments.
    code: &'static str,
    args: error::Args,
}

impl From<&Solvability> for SolvabilityView {
    fn from(s: &Solvability) -> SolvabilityView {
        SolvabilityView {
            solvable: s.solvable,
            start_inversions: s.start_inversions,
            goal_inversions: s.goal_inversions,
            start_blank_row: s.start_blank_row,
            goal_blank_row: s.goal_blank_row,
            even_width: s.even_width,
            explanation: s.explain(),
            code: s.coded().code,
            args: error::Args(s.coded().args),
        }
    }
}

/// `solvability` from JS: [`solvability`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = solvability)]
pub fn solvability_checked(start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    solvability(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)
}

/// Whether `start` can reach `goal`, with the parity working.
pub fn solvability(start: &str, goal: &str) -> Result<JsValue, JsError> {
    to_js(&SolvabilityView::from(&problem_of(start, goal)?.solvability()))
}

/// One entry of `otherGoals`.
#[derive(Serialize)]
struct OtherGoalView {
    name: &'static str,
    description: &'static str,
    moves: Option<usize>,
}

/// `otherGoals` from JS: [`other_goals`] with its texts checked, so a value
/// of another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = otherGoals)]
pub fn other_goals_checked(start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    other_goals(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)
}

/// The named goals other than `goal` that `start` can reach,
/// `[{ name, description, moves }]` (`moves` undefined when it would take long
/// to find: [`crate::other_goals`]).
pub fn other_goals(start: &str, goal: &str) -> Result<JsValue, JsError> {
    let problem = problem_of(start, goal)?;
    let list: Vec<OtherGoalView> = crate::other_goals::other_goals(problem.start(), problem.goal())
        .into_iter()
        .map(|g| OtherGoalView { name: g.name, description: goal::describe(g.name), moves: g.moves })
        .collect();
    to_js(&list)
}

/// `heuristicValues` from JS: [`heuristic_values`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = heuristicValues)]
pub fn heuristic_values_checked(start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    heuristic_values(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)
}

/// The estimate of `start` towards `goal` by every heuristic that needs no
/// tables and is defined for `goal` ([`Heuristic::fits_goal`]), keyed by name.
pub fn heuristic_values(start: &str, goal: &str) -> Result<JsValue, JsError> {
    let problem = problem_of(start, goal)?;
    let values = js_sys::Object::new();
    for h in Heuristic::ALL.into_iter().filter(|h| !h.needs_tables() && h.fits_goal(problem.goal())) {
        let value = GoalHeuristic::new(h, problem.goal()).estimate(problem.start().state());
        js_sys::Reflect::set(&values, &h.name().into(), &value.into())
            .map_err(|_| js_error("cannot build the values"))?;
    }
    Ok(values.into())
}

/// `randomBoard` from JS: [`random_board`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board_checked(goal: JsValue, width: f64, height: f64, depth: f64, seed: f64) -> Result<String, JsError> {
    let goal = string_arg(&goal, "the goal")?;
    let size = size(width, height)?;
    random_board(&goal, size.width(), size.height(), depth, seed)
}

/// A seeded random start ([`random_start`]: on boards of at most 9 cells
/// exactly `depth` moves from the goal, uniform among such boards, on larger
/// ones a random walk of `depth` moves). Tiles separated by spaces, blank `0`.
pub fn random_board(goal: &str, width: usize, height: usize, depth: f64, seed: f64) -> Result<String, JsError> {
    let goal = goal_of(goal, width, height)?;
    let depth = whole(depth, "the depth")?;
    // Negative seeds are distinct from positive ones (two's complement).
    let mut rng = Rng::new(integer(seed, "the seed")? as u64);
    let board = random_start(&goal, depth, &mut rng)?;
    let tiles: Vec<String> = board.tiles().iter().map(|t| t.to_string()).collect();
    Ok(tiles.join(" "))
}

/// The named goals of a size, in menu order.
#[wasm_bindgen(js_name = namedGoals)]
pub fn named_goals(width: f64, height: f64) -> Result<JsValue, JsError> {
    let size = size(width, height)?;
    let (width, height) = (size.width(), size.height());
    #[derive(Serialize)]
    struct NamedGoal {
        name: &'static str,
        description: &'static str,
        tiles: Vec<u8>,
    }
    let goals: Vec<NamedGoal> = goal::NAMES
        .iter()
        .filter_map(|&name| {
            let board = goal::named(name, width, height)?;
            Some(NamedGoal { name, description: goal::describe(name), tiles: board.tiles().to_vec() })
        })
        .collect();
    to_js(&goals)
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
