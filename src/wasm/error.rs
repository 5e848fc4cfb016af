//! What a failed wasm call throws: a JS `Error` whose `message` is the
//! engine's English (the command line's sentence, unchanged) and, when the
//! sentence has a code ([`crate::message`]), `code` and `args` (a plain
//! object) too, so the page words it in its own language
//! (www/i18n/index.js `errorText`).
//!
//! It is named `JsError` on purpose and shadows wasm-bindgen's of the
//! prelude in every module of the glue (`use super::JsError`): the same use
//! (`Result<T, JsError>`, `?`, `js_error(sentence)`), but wasm-bindgen's
//! cannot carry properties. `?` on any [`Coded`] error throws it coded.

use crate::message::{Arg, Coded, Message};
use js_sys::{Object, Reflect};
use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;
use wasm_bindgen::JsValue;

/// A JS `Error`, coded or not.
#[derive(Debug)]
pub struct JsError(JsValue);

impl JsError {
    /// An `Error` with only a message: for sentences that have no code yet
    /// (the page shows them in English).
    pub fn new(english: &str) -> JsError {
        JsError(js_sys::Error::new(english).into())
    }

    /// An `Error` with `message` = the English, `code` and `args`.
    pub fn coded(message: &Message) -> JsError {
        let error = js_sys::Error::new(&message.english);
        // Setting a property on a fresh Error cannot fail.
        let _ = Reflect::set(&error, &"code".into(), &message.code.into());
        let _ = Reflect::set(&error, &"args".into(), &args_object(&message.args));
        JsError(error.into())
    }
}

impl From<JsError> for JsValue {
    fn from(error: JsError) -> JsValue {
        error.0
    }
}

impl<E: Coded> From<E> for JsError {
    fn from(error: E) -> JsError {
        JsError::coded(&error.message())
    }
}

/// One argument as a JS value: a number, a string, an array of strings or a
/// boolean.
fn arg_value(arg: &Arg) -> JsValue {
    match arg {
        Arg::Number(n) => JsValue::from_f64(*n),
        Arg::Text(t) => JsValue::from_str(t),
        Arg::List(items) => items.iter().map(|s| JsValue::from_str(s)).collect::<js_sys::Array>().into(),
        Arg::Flag(b) => JsValue::from_bool(*b),
    }
}

/// The arguments as a plain object `{ name: value }`.
pub fn args_object(args: &[(&'static str, Arg)]) -> JsValue {
    let object = Object::new();
    for (name, value) in args {
        let _ = Reflect::set(&object, &JsValue::from_str(name), &arg_value(value));
    }
    object.into()
}

/// A message's arguments inside a serialized summary: a plain object, as
/// [`args_object`] makes it.
pub struct Args(pub Vec<(&'static str, Arg)>);

impl Serialize for Args {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // A struct, not a map: serde-wasm-bindgen makes a map a JS `Map`,
        // a struct a plain object, and the names are static.
        let mut object = serializer.serialize_struct("Args", self.0.len())?;
        for (name, value) in &self.0 {
            match value {
                Arg::Number(n) => object.serialize_field(name, n)?,
                Arg::Text(t) => object.serialize_field(name, t)?,
                Arg::List(items) => object.serialize_field(name, items)?,
                Arg::Flag(b) => object.serialize_field(name, b)?,
            }
        }
        object.end()
    }
}
