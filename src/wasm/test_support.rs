//! What every wasm test reads back from a JS value: fields by name, typed,
//! and an error's message. One copy for all the glue's tests.

use super::JsError;
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Field `key` of `value`.
pub fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).unwrap()
}

/// Field `key` as a number.
pub fn num(value: &JsValue, key: &str) -> f64 {
    get(value, key).as_f64().unwrap_or_else(|| panic!("{key} is not a number"))
}

/// Field `key` as a string.
pub fn text(value: &JsValue, key: &str) -> String {
    get(value, key).as_string().unwrap_or_else(|| panic!("{key} is not a string"))
}

/// Field `key` as a boolean.
pub fn flag(value: &JsValue, key: &str) -> bool {
    get(value, key).as_bool().unwrap_or_else(|| panic!("{key} is not a boolean"))
}

/// A JS array of numbers as bytes.
pub fn bytes(value: &JsValue) -> Vec<u8> {
    assert!(Array::is_array(value), "not an array");
    Array::from(value).iter().map(|v| v.as_f64().unwrap() as u8).collect()
}

/// The message of a thrown `Error`.
pub fn message(err: JsError) -> String {
    let value: JsValue = err.into();
    value.dyn_into::<js_sys::Error>().expect("a JS Error").message().into()
}
