//! The checks every JS argument passes at the boundary: a text must be a
//! string, a count a number, a name one of a menu's. Each failure is a coded
//! sentence naming the argument (`the start must be a string, not the number
//! 42`), never a trap or a silent conversion.

use super::JsError;
use crate::heuristic::Heuristic;
use crate::limits;
use crate::message::Message;
use crate::names::UnknownName;
use std::str::FromStr;
use wasm_bindgen::prelude::*;

/// A JS argument that must be a string, as one, or the sentence saying what
/// came instead (`the start must be a string, not the number 42`).
/// wasm-bindgen's `&str` reads any value as a string's bytes: a number there
/// read past the engine's memory ("memory access out of bounds") and killed
/// it for every view, so text arrives as a `JsValue` and is checked here.
pub(super) fn string_arg(value: &JsValue, what: &str) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| {
        let english = format!("{what} must be a string, not {}", kind_of(value));
        let argument = what.trim_start_matches("the ");
        let message = match value.as_f64() {
            Some(n) => Message::new("argument.numberNotString", english).with("value", limits::number(n)),
            None => Message::new("argument.notString", english).with("type", type_of(value)),
        };
        // `argument` comes first in both codes' lists.
        let Message { code, mut args, english } = message;
        args.insert(0, ("argument", argument.into()));
        JsError::coded(&Message { code, args, english })
    })
}

/// An optional text argument: `undefined` and `null` are absent.
pub(super) fn optional_string_arg(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        string_arg(value, what).map(Some)
    }
}

/// What a JS value is, for a sentence: `the number 42`, `undefined`,
/// `null`, `an array`, `an object`.
pub(super) fn kind_of(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return format!("the number {}", limits::number(n));
    }
    match type_of(value) {
        kind @ ("null" | "undefined") => kind.to_string(),
        kind @ ("array" | "object") => format!("an {kind}"),
        "bigint" => "a BigInt".to_string(),
        kind => format!("a {kind}"),
    }
}

/// What a JS value is, in one word for a message's argument (the page's
/// catalogue words it): `null`, `undefined`, `number`, `array`, `boolean`,
/// `bigint`, `symbol`, `function`, `object`.
pub(super) fn type_of(value: &JsValue) -> &'static str {
    if value.is_null() {
        return "null";
    }
    if value.is_undefined() {
        return "undefined";
    }
    if value.as_f64().is_some() {
        return "number";
    }
    if js_sys::Array::is_array(value) {
        return "array";
    }
    match value.js_typeof().as_string().as_deref() {
        Some("boolean") => "boolean",
        Some("bigint") => "bigint",
        Some("symbol") => "symbol",
        Some("function") => "function",
        _ => "object",
    }
}

/// A JS number as a count: NaN and negatives are 0, ∞ is unlimited.
pub(super) fn count(n: f64) -> u64 {
    if n.is_nan() || n <= 0.0 {
        0
    } else if n >= u64::MAX as f64 {
        u64::MAX
    } else {
        n as u64
    }
}

/// A JS number as a whole non-negative count, or an error naming `what`.
pub(super) fn whole(n: f64, what: &str) -> Result<u64, JsError> {
    if n.is_finite() && n >= 0.0 && n.fract() == 0.0 {
        Ok(n as u64)
    } else {
        let english = format!("{what} must be a whole number ≥ 0, not {}", limits::number(n));
        Err(JsError::coded(
            &Message::new("argument.notWhole", english)
                .with("argument", what.trim_start_matches("the "))
                .with("value", limits::number(n)),
        ))
    }
}

/// A name of a menu (algorithm, heuristic, visited table), with the
/// engine's one error sentence.
pub(super) fn named<T: FromStr<Err = UnknownName>>(name: &str) -> Result<T, JsError> {
    Ok(name.parse()?)
}

/// A heuristic name (shared with the Accuracy view).
pub(super) fn heuristic_named(name: &str) -> Result<Heuristic, JsError> {
    named(name)
}
