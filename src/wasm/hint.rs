//! wasm glue for "Play it yourself" (see docs/wasm-api.md): a [`Hinter`]
//! built once per goal in the Solve view's play worker, asked for each board
//! the player reaches. Every decision (the table or IDA*, which estimate,
//! the node budget) is [`crate::hint`]'s.

use super::{count, js_error, string_arg, to_js, JsError};
use crate::hint::{self, Hint};
use crate::limits::HINT_NODE_BUDGET;
use crate::parse::{parse_board, parse_goal};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What `hint(board)` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HintView {
    /// `solved`, `next`, `too-far` or `unsolvable` ([`Hint::name`]).
    status: &'static str,
    /// Fewest moves to the goal, when known.
    distance: Option<u32>,
    /// The blank's move (`u d l r`, the letters of a solution), when there is a hint.
    #[serde(rename = "move")]
    mv: Option<String>,
    /// The tile that move slides.
    tile: Option<u8>,
    /// `too-far`: the goal is at least this many moves away.
    at_least: Option<u32>,
}

/// Hints towards one goal: the next move on a shortest path and the distance.
#[wasm_bindgen]
pub struct Hinter {
    inner: hint::Hinter,
}

#[wasm_bindgen]
impl Hinter {
    /// A hinter for `goal` (a goal name or a board text) on `width × height`
    /// boards. On at most 9 cells it builds the exact distance table (about
    /// 0.1 s); on 4×4 the 5-5-5 pattern databases (under a second). Searches
    /// stop after `nodeBudget` expansions (0, NaN or absent: the engine's
    /// `HINT_NODE_BUDGET`). Throws on a bad goal or size.
    #[wasm_bindgen(constructor)]
    pub fn new(goal: JsValue, width: f64, height: f64, node_budget: Option<f64>) -> Result<Hinter, JsError> {
        let goal = string_arg(&goal, "the goal")?;
        let size = super::size(width, height)?;
        let (width, height) = (size.width(), size.height());
        let goal = parse_goal(&goal, width, height)?;
        let budget = match count(node_budget.unwrap_or(0.0)) {
            0 => HINT_NODE_BUDGET,
            n => n,
        };
        Ok(Hinter { inner: hint::Hinter::with_budget(&goal, budget).map_err(js_error)? })
    }

    /// Whether every hint is exact (a distance table), never `too-far`.
    #[wasm_bindgen(getter)]
    pub fn exact(&self) -> bool {
        self.inner.exact()
    }

    /// `{ status, distance, move, tile, atLeast }` for a board text (fields
    /// that do not apply are undefined). Throws on bad text or another size.
    pub fn hint(&mut self, board: JsValue) -> Result<JsValue, JsError> {
        let board = parse_board(&string_arg(&board, "the board")?, None)?;
        self.inner.check_size(&board)?;
        let hint = self.inner.hint(&board).map_err(js_error)?;
        to_js(&HintView {
            status: hint.name(),
            distance: hint.distance(),
            mv: hint.next().map(|(mv, _)| mv.letter().to_string()),
            tile: hint.next().map(|(_, tile)| tile),
            at_least: match hint {
                Hint::TooFar { at_least } => Some(at_least),
                _ => None,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    //! Run under node, like the other wasm tests (see analysis.rs).

    use super::super::test_support::{message, num};
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn hints_and_sentences() {
        let mut h = Hinter::new("ordered".into(), 3.0, 3.0, None).unwrap();
        assert!(h.exact());
        let v = h.hint("1 2 3 4 5 6 7 0 8".into()).unwrap();
        assert_eq!(num(&v, "distance"), 1.0);
        assert_eq!(num(&v, "tile"), 8.0);
        assert_eq!(js_sys::Reflect::get(&v, &"move".into()).unwrap().as_string().as_deref(), Some("r"));
        assert_eq!(message(h.hint("1 2 3 0".into()).unwrap_err()), "the board is 2×2 but the goal is 3×3");
        assert_eq!(message(h.hint(JsValue::from(42)).unwrap_err()), "the board must be a string, not the number 42");
        let mut far = Hinter::new("blank-first".into(), 4.0, 4.0, Some(10.0)).unwrap();
        let v = far.hint("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3".into()).unwrap();
        assert_eq!(js_sys::Reflect::get(&v, &"status".into()).unwrap().as_string().as_deref(), Some("too-far"));
        assert!(num(&v, "atLeast") >= 41.0);
    }
}
