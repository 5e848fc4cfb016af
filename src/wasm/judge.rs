//! Judge mode for the page: the judges ([`crate::judge::Judge`]) with their
//! samples, and the exact answer for a pasted input — the same function
//! `npuzzle judge` prints.

use super::{error, string_arg, to_js, JsError};
use crate::judge::{self, Judge};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One judge, as the page's menu shows it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JudgeView {
    name: &'static str,
    title: &'static str,
    goal: &'static str,
    goal_text: &'static str,
    counts: bool,
    special_judge: bool,
    sample_input: &'static str,
    sample_output: &'static str,
}

/// Every judge in menu order: `[{ name, title, goal, goalText, counts, specialJudge,
/// sampleInput, sampleOutput }]`.
#[wasm_bindgen]
pub fn judges() -> Result<JsValue, JsError> {
    let list: Vec<JudgeView> = Judge::ALL
        .iter()
        .map(|&j| JudgeView {
            name: j.name(),
            title: j.title(),
            goal: j.goal(),
            goal_text: j.goal_text(),
            counts: j.counts(),
            special_judge: j.special_judge(),
            sample_input: j.sample_input(),
            sample_output: j.sample_output(),
        })
        .collect();
    to_js(&list)
}

/// `judge` from JS: [`answer`] with its texts checked.
#[wasm_bindgen(js_name = judge)]
pub fn judge_checked(name: JsValue, input: JsValue) -> Result<String, JsError> {
    answer(&string_arg(&name, "the judge")?, &string_arg(&input, "the input")?)
}

/// The judge's expected output for `input` (with its final line break),
/// or the sentence saying what is wrong with it.
pub fn answer(name: &str, input: &str) -> Result<String, JsError> {
    let judge: Judge = name.parse()?;
    Ok(judge::answer(judge, input.as_bytes())?)
}

/// What `judgeNote` returns: the note beside an answer ([`judge::Answer`]),
/// worded by the page's `status.<code>`.
#[derive(Serialize)]
struct NoteView {
    code: &'static str,
    english: String,
    args: error::Args,
}

/// `judgeNote` from JS: [`note`] with its texts checked.
#[wasm_bindgen(js_name = judgeNote)]
pub fn judge_note_checked(name: JsValue, input: JsValue) -> Result<JsValue, JsError> {
    note(&string_arg(&name, "the judge")?, &string_arg(&input, "the input")?)
}

/// The note `npuzzle judge` prints on standard error beside the answer for
/// `input` (`{ code, english, args }`), or `null` when the answer needs none;
/// throws as [`answer`] does.
pub fn note(name: &str, input: &str) -> Result<JsValue, JsError> {
    let judge: Judge = name.parse()?;
    let noted = judge::answer_noted(judge, input.as_bytes())?;
    match noted.note {
        Some(m) => to_js(&NoteView { code: m.code, english: m.english, args: error::Args(m.args) }),
        None => Ok(JsValue::NULL),
    }
}
