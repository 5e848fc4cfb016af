//! `englishOf(code, args)`: the command line's English of a status, a stop
//! reason, a solvability explanation or a quiz reason
//! ([`crate::message::english`]), so the page's unit test can check that
//! www/i18n/en.js words each code as the engine does (one wording). The page
//! itself never shows it: it words every code from its catalogues.

use crate::message::{arguments_of, english, Arg};
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

/// The English of `code` with the arguments it lists, read from the object
/// `args` (numbers, flags, texts, arrays of texts); `undefined` for a code
/// no list has.
#[wasm_bindgen(js_name = englishOf)]
pub fn english_of(code: JsValue, args: JsValue) -> Option<String> {
    let code = code.as_string()?;
    // A reason a search's row declares (beam search's) says its own English.
    if let Some(reason) = crate::search::declared_reasons().into_iter().find(|r| r.code == code) {
        let value = Reflect::get(&args, &reason.args()[0].into()).ok()?.as_f64().unwrap_or(0.0);
        return Some(reason.english_of(value));
    }
    let names = arguments_of(&code)?;
    let read = |name: &'static str| {
        let value = Reflect::get(&args, &name.into()).unwrap_or(JsValue::UNDEFINED);
        let arg = if let Some(n) = value.as_f64() {
            Arg::Number(n)
        } else if let Some(b) = value.as_bool() {
            Arg::Flag(b)
        } else if Array::is_array(&value) {
            Arg::List(Array::from(&value).iter().filter_map(|v| v.as_string()).collect())
        } else {
            Arg::Text(value.as_string().unwrap_or_default())
        };
        (name, arg)
    };
    let args: Vec<(&str, Arg)> = names.iter().map(|&name| read(name)).collect();
    Some(english(&code, &args))
}

#[cfg(test)]
mod tests {
    use super::*;
    use js_sys::Object;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn english_of_reads_the_listed_arguments() {
        let args = Object::new();
        Reflect::set(&args, &"expanded".into(), &7.0.into()).unwrap();
        assert_eq!(
            english_of("stopped.nodes".into(), args.into()).as_deref(),
            Some("stopped after 7 expansions (node budget reached)")
        );
        let args = Object::new();
        Reflect::set(&args, &"moves".into(), &1.0.into()).unwrap();
        Reflect::set(&args, &"optimal".into(), &false.into()).unwrap();
        assert_eq!(
            english_of("solved".into(), args.into()).as_deref(),
            Some("solved in 1 move (not guaranteed shortest)")
        );
        assert_eq!(english_of("no.such".into(), Object::new().into()), None);
    }
}
