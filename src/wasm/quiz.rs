//! wasm glue for the quiz "which node is expanded next?" (see
//! docs/wasm-api.md): [`crate::search::quiz::ask`] on the session's search,
//! as plain objects. The engine decides the answer and the reason; the page
//! only shows them.

use super::error::Args;
use super::{to_js, JsError, Session};
use crate::message::Message;
use crate::search::quiz::{self, Candidate};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A reason: its code (`quiz.why.<code>` in the page's catalogues), the
/// arguments, and the command line's English (for debugging: the page words
/// the reason from its catalogues only).
#[derive(Serialize)]
struct ReasonView {
    code: &'static str,
    english: String,
    args: Args,
}

impl From<&Message> for ReasonView {
    fn from(m: &Message) -> ReasonView {
        ReasonView { code: m.code, english: m.english.clone(), args: Args(m.args.clone()) }
    }
}

#[derive(Serialize)]
struct CandidateView {
    tiles: Vec<u8>,
    g: u32,
    h: u32,
    f: f64,
    /// IDA*: why this child is never expanded in this iteration.
    pruned: Option<ReasonView>,
}

#[derive(Serialize)]
struct QuizView {
    candidates: Vec<CandidateView>,
    answer: usize,
    reason: ReasonView,
}

#[wasm_bindgen]
impl Session {
    /// Before the next step: `{candidates: [{tiles, g, h, f, pruned}],
    /// answer, reason: {code, english, args}}` with up to `k` frontier
    /// nodes (IDA* adds the last expansion's pruned children), or
    /// `undefined` once the search has finished. Touches nothing: a fork
    /// takes the step.
    pub fn quiz(&self, k: f64) -> Result<JsValue, JsError> {
        let Some(search) = self.search.as_ref() else { return Ok(JsValue::UNDEFINED) };
        let (tie, weight) =
            (self.solver.request().tie, self.solver.request().config().parameter_value().unwrap_or(1.0));
        let k = if k.is_finite() && k >= 1.0 { k.min(8.0) as usize } else { 4 };
        let Some(q) = quiz::ask(search.as_ref(), self.algorithm, tie, weight, k) else { return Ok(JsValue::UNDEFINED) };
        let geometry = self.problem.geometry();
        let view = |c: &Candidate| CandidateView {
            tiles: geometry.unpack(c.state),
            g: c.g,
            h: c.h,
            f: c.f,
            pruned: c.pruned.as_ref().map(ReasonView::from),
        };
        to_js(&QuizView {
            candidates: q.candidates.iter().map(view).collect(),
            answer: q.answer,
            reason: (&q.reason).into(),
        })
    }
}
