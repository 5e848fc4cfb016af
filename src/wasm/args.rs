//! The checks every JS argument passes at the boundary: a text must be a
//! string, a count a number, a name one of a menu's. Each failure is a coded
//! sentence naming the argument (`the start must be a string, not the number
//! 42`), never a trap or a silent conversion.

use super::JsError;
use crate::board::{Geometry, MAX_SIDE, MIN_SIDE};
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

/// The largest whole number a JS number holds exactly (`Number.MAX_SAFE_INTEGER`,
/// 2⁵³ − 1): a count above it cannot be told from its neighbours, and one
/// converted past the engine's integers wrapped or saturated (`1e300` nodes
/// read as 2⁶⁴ − 1).
pub(super) const MAX_WHOLE: f64 = 9_007_199_254_740_991.0;

/// `what` without its article, as a message's `argument` (`the depth` →
/// `depth`).
fn argument(what: &str) -> &str {
    what.trim_start_matches("the ")
}

/// A JS number as a whole non-negative count, at most [`MAX_WHOLE`], or an
/// error naming `what`.
pub(super) fn whole(n: f64, what: &str) -> Result<u64, JsError> {
    whole_at_most(n, MAX_WHOLE as u64, what)
}

/// A JS number as a whole count from 0 to `max` (`max` at most
/// [`MAX_WHOLE`]), or the sentence for what came instead: `the depth must
/// be a whole number ≥ 0, not -3`, `nodes must be at most
/// 9007199254740991, not 1e300`.
pub(super) fn whole_at_most(n: f64, max: u64, what: &str) -> Result<u64, JsError> {
    if !(n.is_finite() && n >= 0.0 && n.fract() == 0.0) {
        let english = format!("{what} must be a whole number ≥ 0, not {}", limits::number(n));
        return Err(JsError::coded(
            &Message::new("argument.notWhole", english)
                .with("argument", argument(what))
                .with("value", limits::number(n)),
        ));
    }
    let max = max.min(MAX_WHOLE as u64);
    if n > max as f64 {
        return Err(too_large(n, max as f64, what));
    }
    Ok(n as u64)
}

/// A JS number as a whole number of either sign, at most [`MAX_WHOLE`]
/// from 0 (a seed), or the sentence: `the seed must be a whole number from
/// -9007199254740991 to 9007199254740991, not 1.5`.
pub(super) fn integer(n: f64, what: &str) -> Result<i64, JsError> {
    if n.is_finite() && n.fract() == 0.0 && n.abs() <= MAX_WHOLE {
        return Ok(n as i64);
    }
    let (min, max) = (limits::number(-MAX_WHOLE), limits::number(MAX_WHOLE));
    let english = format!("{what} must be a whole number from {min} to {max}, not {}", limits::number(n));
    Err(JsError::coded(
        &Message::new("argument.notInteger", english)
            .with("argument", argument(what))
            .with("min", min)
            .with("max", max)
            .with("value", limits::number(n)),
    ))
}

/// `argument.tooLarge`: `what must be at most max, not value`.
fn too_large(value: f64, max: f64, what: &str) -> JsError {
    let (max, value) = (limits::number(max), limits::number(value));
    let english = format!("{what} must be at most {max}, not {value}");
    JsError::coded(
        &Message::new("argument.tooLarge", english)
            .with("argument", argument(what))
            .with("max", max)
            .with("value", value),
    )
}

/// A board's width and height from JS numbers: each a whole number, and
/// the pair a size the engine supports, or the sentence for what came
/// instead (`the width must be a whole number ≥ 0, not -3`, `board size
/// 4294967299×3 is not supported (sides 2 to 5)`). wasm-bindgen's `usize`
/// read a width modulo 2³² (2³² + 3 as 3, −3 as 4294967293), so sides
/// arrive as numbers and are checked here.
pub(super) fn size(width: f64, height: f64) -> Result<Geometry, JsError> {
    let (w, h) = (whole(width, "the width")?, whole(height, "the height")?);
    let fits = |side: u64| usize::try_from(side).ok().filter(|&s| s <= MAX_SIDE);
    match (fits(w), fits(h)) {
        (Some(w), Some(h)) => geometry(w, h),
        _ => Err(unsupported(
            format!("board size {w}×{h} is not supported (sides {MIN_SIDE} to {MAX_SIDE})"),
            w as f64,
            h as f64,
        )),
    }
}

/// A board's geometry, or the parser's coded sentence for a size the engine
/// does not support (the board's own English, `board size 6×2 is not
/// supported (sides 2 to 5)`).
pub(super) fn geometry(width: usize, height: usize) -> Result<Geometry, JsError> {
    Geometry::new(width, height).map_err(|english| unsupported(english, width as f64, height as f64))
}

/// `parse.sizeUnsupported` with its English and arguments.
fn unsupported(english: String, width: f64, height: f64) -> JsError {
    let m = Message::new("parse.sizeUnsupported", english).with("width", width).with("height", height);
    JsError::coded(&m.with("min", MIN_SIDE).with("max", MAX_SIDE))
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

#[cfg(test)]
#[path = "args_tests.rs"]
mod tests;
