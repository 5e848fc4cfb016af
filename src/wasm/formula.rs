//! wasm glue for a heuristic the user writes ([`crate::formula`]): parse it,
//! and check it on every state of a small goal. A mistake in the formula is
//! an answer (`{ ok: false, error }`, with its column and code for the page
//! to word), not an exception; a bad goal or size throws like everywhere.

use super::{string_arg, to_js, JsError};
use crate::formula::check::{check_any, CounterExample, MATRIX_MAX_H, SAMPLE_STATES};
use crate::formula::{Features, Formula, FormulaError};
use crate::message::Message;
use crate::parse::parse_goal;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A mistake, as the page shows it.
#[derive(Serialize)]
struct ErrorView {
    column: usize,
    code: &'static str,
    found: String,
    /// The bound the formula went past, where its mistake has one ([`FormulaError::limit`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    limit: Option<f64>,
    /// The English sentence with its position (`at column 13: …`).
    message: String,
}

impl From<FormulaError> for ErrorView {
    fn from(e: FormulaError) -> ErrorView {
        ErrorView { column: e.column, code: e.code, found: e.found.clone(), limit: e.limit(), message: e.to_string() }
    }
}

#[derive(Serialize)]
struct ExampleView {
    tiles: Vec<u8>,
    h: u32,
    distance: u32,
}

impl From<CounterExample> for ExampleView {
    fn from(c: CounterExample) -> ExampleView {
        ExampleView { tiles: c.tiles, h: c.h, distance: c.distance }
    }
}

#[derive(Serialize)]
struct RelationView {
    heuristic: &'static str,
    relation: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckView {
    ok: bool,
    formula: String,
    states: u32,
    admissible: bool,
    overestimates: u32,
    first_over: Option<ExampleView>,
    consistent: bool,
    /// The move that breaks consistency: `[before, after]`.
    first_inconsistent: Option<[ExampleView; 2]>,
    exact: u32,
    mean_gap: f64,
    mean_h: f64,
    max_h: u32,
    farthest: u32,
    side: usize,
    /// `counts[d * side + h]`, as the Accuracy view's matrices.
    counts: Vec<u32>,
    dominance: Vec<RelationView>,
    /// Checked on the `states` nearest the goal only (a board of more than 9 cells).
    partial: bool,
    /// States whose value was rounded down to a whole estimate (or a negative one counted as 0).
    rounded: u32,
    /// The work of one evaluation on this board (formula nodes, `bound::board_cost`).
    board_cost: f64,
    /// Fewer states than a cheaper formula's check reads: `states × boardCost` ≤ `work`.
    cut_by_cost: bool,
    /// The most work one check does (`bound::JOB_WORK`).
    work: f64,
}

#[derive(Serialize)]
struct Failed {
    ok: bool,
    error: ErrorView,
}

/// `{ ok: true, formula, states, admissible, overestimates, firstOver, consistent,
/// firstInconsistent, exact, meanGap, meanH, maxH, farthest, side, counts, dominance, partial, rounded,
/// boardCost, cutByCost, work }`
/// for `text` on every state of the `width × height` board towards `goal`
/// (a name or a board text) of at most 9 cells, on the
/// [`SAMPLE_STATES`] nearest the goal of a larger one (`partial`), on fewer of
/// the nearest for a costly formula (`cutByCost`: `states × boardCost` at most
/// `work`, so the check answers within about a second), or `{ ok: false, error: { column,
/// code, found, message } }` for a formula with a mistake.
#[wasm_bindgen(js_name = checkFormula)]
pub fn check_formula(text: JsValue, goal: JsValue, width: f64, height: f64) -> Result<JsValue, JsError> {
    let text = string_arg(&text, "the formula")?;
    let goal = string_arg(&goal, "the goal")?;
    let size = super::size(width, height)?;
    let (width, height) = (size.width(), size.height());
    let goal = parse_goal(&goal, width, height)?;
    let failed = |e: FormulaError| to_js(&Failed { ok: false, error: e.into() });
    let formula = match Formula::parse(&text) {
        Ok(f) => f,
        Err(e) => return failed(e),
    };
    let c = match check_any(&formula, &goal, SAMPLE_STATES) {
        Ok(c) => c,
        Err(e) => return failed(e),
    };
    to_js(&CheckView {
        ok: true,
        formula: formula.text().to_string(),
        states: c.states,
        admissible: c.admissible(),
        overestimates: c.over,
        first_over: c.first_over.map(Into::into),
        consistent: c.consistent,
        first_inconsistent: c.first_inconsistent.map(|(a, b)| [a.into(), b.into()]),
        exact: c.exact,
        mean_gap: c.mean_gap,
        mean_h: c.mean_h,
        max_h: c.max_h,
        farthest: c.farthest,
        side: c.side,
        counts: c.counts,
        dominance: c.dominance.iter().map(|(h, r)| RelationView { heuristic: h.name(), relation: r.name() }).collect(),
        partial: c.partial,
        rounded: c.rounded,
        board_cost: c.board_cost as f64,
        cut_by_cost: c.cut_by_cost,
        work: crate::formula::bound::JOB_WORK as f64,
    })
}

/// A mistake thrown (by `Session.useFormula`): an `Error` whose `message` is
/// the English with its position, `code` the mistake's and `args`
/// `{ column, found, limit? }` (`limit`: [`FormulaError::limit`]).
pub(super) fn thrown(e: &FormulaError) -> JsError {
    let mut message = Message::new(e.code, e).with("column", e.column).with("found", e.found.clone());
    if let Some(limit) = e.limit() {
        message = message.with("limit", limit);
    }
    JsError::coded(&message)
}

/// `parseFormula(text)` → `{ ok: true, formula }` (the text trimmed) or
/// `{ ok: false, error }` as `checkFormula` gives them: the quick check of
/// a formula typed or carried in a link, on any board size.
#[wasm_bindgen(js_name = parseFormula)]
pub fn parse_formula(text: JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(&text, "the formula")?;
    match Formula::parse(&text) {
        Ok(f) => to_js(&Parsed { ok: true, formula: f.text().to_string() }),
        Err(e) => to_js(&Failed { ok: false, error: e.into() }),
    }
}

/// `parsePriority(text)` → `{ ok: true, priority }` (the text trimmed) or
/// `{ ok: false, error }` as `parseFormula` gives them: the quick check of
/// your best-first search's priority (src/formula/priority.rs), typed or
/// carried in a link.
#[wasm_bindgen(js_name = parsePriority)]
pub fn parse_priority(text: JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(&text, "the priority")?;
    match crate::formula::Priority::parse(&text) {
        Ok(p) => to_js(&ParsedPriority { ok: true, priority: p.text().to_string() }),
        Err(e) => to_js(&Failed { ok: false, error: e.into() }),
    }
}

#[derive(Serialize)]
struct ParsedPriority {
    ok: bool,
    priority: String,
}

#[derive(Serialize)]
struct Parsed {
    ok: bool,
    formula: String,
}

#[derive(Serialize)]
struct Value {
    ok: bool,
    h: u32,
    /// The column of `checkFormula`'s `counts` the board falls in (h, or
    /// the last column for an h above [`MATRIX_MAX_H`]).
    column: u32,
}

/// `formulaValue(text, start, goal)` → `{ ok: true, h, column }`, the formula's
/// estimate of the board `start` towards `goal` (as a search takes it: the
/// value rounded down, at least 0) and the column of `checkFormula`'s
/// matrix it is counted in, or `{ ok: false, error }` as
/// `checkFormula` gives a mistake (one in the text, or a division by zero on
/// this board); a bad board or goal throws its sentence. The Accuracy view
/// rings the start board on the formula's map with it.
#[wasm_bindgen(js_name = formulaValue)]
pub fn formula_value(text: JsValue, start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(&text, "the formula")?;
    let problem = super::problem_of(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)?;
    let failed = |e: FormulaError| to_js(&Failed { ok: false, error: e.into() });
    let formula = match Formula::parse(&text) {
        Ok(f) => f,
        Err(e) => return failed(e),
    };
    match formula.estimate_board(&Features::new(problem.goal()), problem.start()) {
        Ok(h) => to_js(&Value { ok: true, h, column: h.min(MATRIX_MAX_H) }),
        Err(e) => failed(e),
    }
}

/// The catalogue's entry for a heuristic the user writes.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FormulaEntry {
    name: &'static str,
    title: &'static str,
    short: &'static str,
    phrase: &'static str,
    short_phrase: &'static str,
    hint: &'static str,
    needs_tables: bool,
    admissible: bool,
    consistent: bool,
    formula: bool,
    example: &'static str,
    max_length: usize,
}

/// `formulaHeuristic()` → `{ name, title, short, phrase, shortPhrase, hint,
/// needsTables, admissible, consistent, formula, example, maxLength }`: the
/// menus' "Your formula" ([`crate::formula::CATALOGUE`]); `admissible` and
/// `consistent` are false (not known: the check says), `formula` true.
#[wasm_bindgen(js_name = formulaHeuristic)]
pub fn formula_heuristic() -> Result<JsValue, JsError> {
    let c = &crate::formula::CATALOGUE;
    to_js(&FormulaEntry {
        name: c.name,
        title: c.title,
        short: c.short,
        phrase: c.phrase,
        short_phrase: c.short_phrase,
        hint: c.hint,
        needs_tables: false,
        admissible: false,
        consistent: false,
        formula: true,
        example: c.example,
        max_length: crate::formula::MAX_LENGTH,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wasm::test_support::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    fn get(v: &JsValue, key: &str) -> JsValue {
        js_sys::Reflect::get(v, &key.into()).unwrap()
    }

    #[wasm_bindgen_test]
    fn a_check_and_a_mistake_cross_as_plain_objects() {
        let c = check_formula("2 * manhattan".into(), "ordered".into(), 3.0, 3.0).unwrap();
        assert_eq!(get(&c, "ok").as_bool(), Some(true));
        assert_eq!(get(&c, "states").as_f64(), Some(181_440.0));
        assert_eq!(get(&c, "admissible").as_bool(), Some(false));
        let example = get(&c, "firstOver");
        assert_eq!((get(&example, "h").as_f64(), get(&example, "distance").as_f64()), (Some(2.0), Some(1.0)));
        let bad = check_formula("manhattan +".into(), "ordered".into(), 3.0, 3.0).unwrap();
        assert_eq!(get(&bad, "ok").as_bool(), Some(false));
        let error = get(&bad, "error");
        assert_eq!(get(&error, "column").as_f64(), Some(12.0));
        assert_eq!(get(&error, "code").as_string().as_deref(), Some("formula.unexpected-end"));
        assert_eq!(
            message(check_formula(42.into(), "ordered".into(), 3.0, 3.0).unwrap_err()),
            "the formula must be a string, not the number 42"
        );
    }

    #[wasm_bindgen_test]
    fn a_formula_value_is_the_estimate_a_search_takes() {
        let value = |text: &str, start: &str| formula_value(text.into(), start.into(), "ordered".into()).unwrap();
        // Twice the board's Manhattan distance (as heuristicValues gives it) plus one.
        let v = value("2 * manhattan + 1", "8 6 7 2 5 4 3 0 1");
        assert_eq!(get(&v, "ok").as_bool(), Some(true));
        let manhattan = js_sys::Reflect::get(
            &crate::wasm::heuristic_values("8 6 7 2 5 4 3 0 1", "ordered").unwrap(),
            &"manhattan".into(),
        )
        .unwrap()
        .as_f64()
        .unwrap();
        assert_eq!(get(&v, "h").as_f64(), Some(2.0 * manhattan + 1.0));
        assert_eq!(get(&v, "column").as_f64(), Some(2.0 * manhattan + 1.0));
        // An h past the matrix's last column is counted in that column, as checkFormula counts it.
        let big = value("4 * manhattan", "8 6 7 2 5 4 3 0 1");
        assert_eq!((get(&big, "h").as_f64(), get(&big, "column").as_f64()), (Some(4.0 * manhattan), Some(63.0)));
        // Rounded down, and never below 0.
        assert_eq!(get(&value("manhattan / 4", "8 6 7 2 5 4 3 0 1"), "h").as_f64(), Some((manhattan / 4.0).floor()));
        assert_eq!(get(&value("misplaced - 100", "8 6 7 2 5 4 3 0 1"), "h").as_f64(), Some(0.0));
        // A mistake is an answer; a bad board throws the parser's sentence.
        let bad = value("manhattan +", "8 6 7 2 5 4 3 0 1");
        assert_eq!(get(&bad, "ok").as_bool(), Some(false));
        assert_eq!(get(&get(&bad, "error"), "code").as_string().as_deref(), Some("formula.unexpected-end"));
        let thrown = formula_value("manhattan".into(), "1 1 2 3 4 5 6 7 8".into(), "ordered".into()).unwrap_err();
        assert_eq!(message(thrown), "tile 1 appears twice");
    }

    #[wasm_bindgen_test]
    fn a_session_searches_with_a_formula_and_refuses_a_mistake_coded() {
        // src/solver/tests.rs OVERESTIMATED: 26 moves with 2 * manhattan, 20 optimal.
        let mut s = crate::wasm::Session::open("0 6 4 2 3 8 7 5 1", "ordered", "astar", "zero", 1.0, 0.0, 0.0).unwrap();
        s.use_formula("2 * manhattan".into()).unwrap();
        let done = s.step(1e7).unwrap();
        assert_eq!(get(&done, "optimal").as_bool(), Some(false));
        assert_eq!(s.solution_moves().len(), 26);
        let error: JsValue = s.use_formula("manhattan".into()).unwrap_err().into();
        assert_eq!(get(&error, "code").as_string().as_deref(), Some("formula.started"));
        let mut bfs = crate::wasm::Session::open("0 6 4 2 3 8 7 5 1", "ordered", "bfs", "zero", 1.0, 0.0, 0.0).unwrap();
        let error: JsValue = bfs.use_formula("manhattan".into()).unwrap_err().into();
        assert_eq!(get(&error, "code").as_string().as_deref(), Some("formula.unused"));
        let mut fresh =
            crate::wasm::Session::open("0 6 4 2 3 8 7 5 1", "ordered", "astar", "zero", 1.0, 0.0, 0.0).unwrap();
        let error: JsValue = fresh.use_formula("manhattan +".into()).unwrap_err().into();
        assert_eq!(get(&error, "code").as_string().as_deref(), Some("formula.unexpected-end"));
        assert_eq!(get(&get(&error, "args"), "column").as_f64(), Some(12.0));
        let parsed = parse_formula(" 2 * manhattan ".into()).unwrap();
        assert_eq!(get(&parsed, "formula").as_string().as_deref(), Some("2 * manhattan"));
        let entry = formula_heuristic().unwrap();
        assert_eq!(get(&entry, "name").as_string().as_deref(), Some("formula"));
        assert_eq!(get(&entry, "admissible").as_bool(), Some(false));
    }
}
