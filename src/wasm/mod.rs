//! WebAssembly glue: the JavaScript API of docs/wasm-api.md over the engine.
//!
//! This is the only module that knows about wasm-bindgen. It converts JS
//! values and serializes; every decision — names and their error sentence
//! ([`crate::names`]), defaults and ranges ([`crate::limits`]), which engine
//! runs and with which heuristic ([`crate::solver`]), the words of a status —
//! is the engine's.
//! Numbers cross the boundary as `f64` (JS numbers): wasm-bindgen would turn
//! `u64` into `BigInt`, which the page should never have to handle.
//!
//! A search runs many expansions per call (`Session::step(n)`) and is
//! serialized once per call into a plain `Summary` object, so the cost of
//! crossing into JavaScript does not grow with the number of nodes.
//!
//! A file says what it holds: `args` (every argument's check), `session`
//! (one stepped search), `board` (parse, goals, solvability, random boards),
//! and one file per view's calls (`explain`, `quiz`, `lab`, `analysis`, …);
//! each file's tests are in a sibling `*_tests.rs` or its own `tests`
//! module, and the tests across the glue in `tests.rs`.

mod analysis;
mod args;
mod board;
mod cantor;
mod catalogue;
mod compare;
mod error;
mod explain;
mod formula;
mod hint;
mod judge;
mod lab;
mod listing;
mod quiz;
mod session;
mod state_map;
#[cfg(test)]
mod test_support;
mod tie;
mod visited;
mod words;

use crate::message::{ERRORS, REASONS, SENTENCES};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use args::{count, heuristic_named, kind_of, named, size, string_arg, whole, whole_at_most};
use board::{goal_of, problem_of};

pub use board::{
    goal_board, goal_board_checked, heuristic_values, heuristic_values_checked, named_goals, other_goals,
    other_goals_checked, parse_board_checked, parse_board_js, random_board, random_board_checked, solvability,
    solvability_checked,
};
pub use catalogue::{algorithms, heuristics, limits};
pub(crate) use error::JsError;
pub use session::Session;
pub use visited::visited_tables;

/// Installs the panic hook, so a Rust panic shows its message in the
/// console instead of "unreachable executed". Runs once, from `init()`.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Turns an engine sentence that has no code into a JS `Error` with the
/// same sentence (a [`crate::message::Coded`] error converts with `?` or
/// `JsError::from`, and carries its code).
fn js_error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// `messageCodes()`: every code a sentence of the engine can carry, with
/// its argument names and the page's catalogue key that words it
/// (`error.<code>` for a thrown error, `status.<code>` for a summary's
/// `statusCode` or a solvability's `code`, `quiz.why.<code>` for a quiz's
/// reason), so the page can check that its catalogues word them all.
#[wasm_bindgen(js_name = messageCodes)]
pub fn message_codes() -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct CodeView {
        code: &'static str,
        key: String,
        args: &'static [&'static str],
    }
    let view = |prefix: &str, &(code, args): &(&'static str, &'static [&'static str])| CodeView {
        code,
        key: format!("{prefix}.{code}"),
        args,
    };
    let list: Vec<CodeView> = ERRORS
        .iter()
        .map(|c| view("error", c))
        .chain(SENTENCES.iter().map(|c| view("status", c)))
        .chain(REASONS.iter().map(|c| view("quiz.why", c)))
        // The reasons a row declares for itself (QuizRule::Declared).
        .chain(crate::search::declared_reasons().into_iter().map(|r| view("quiz.why", &(r.code, r.args()))))
        .collect();
    to_js(&list)
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(js_error)
}

#[cfg(test)]
mod tests;
