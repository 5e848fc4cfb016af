//! Tests of the argument checks (src/wasm/args.rs): every number the page
//! passes is read as the number it is, or refused with a sentence (issue 25:
//! a width of 2³² + 3 was read as 3, −3 as 4294967293, `1e300` nodes as
//! 2⁶⁴ − 1). Run under node, as the glue's other tests are.

use super::super::analysis::Accuracy;
use super::super::compare::effective_branching_factor_js;
use super::super::formula::check_formula;
use super::super::hint::Hinter;
use super::super::test_support::{get, message, num, text};
use super::super::{goal_board_checked, named_goals, random_board, random_board_checked};
use super::*;
use wasm_bindgen_test::wasm_bindgen_test;

const TWO_32_PLUS_3: f64 = 4_294_967_299.0;

/// The `code` and `args` of a thrown `Error`.
fn code_of(err: JsError) -> (String, JsValue) {
    let value: JsValue = err.into();
    (text(&value, "code"), get(&value, "args"))
}

#[wasm_bindgen_test]
fn a_width_past_2_to_the_32_is_not_read_modulo() {
    let said = "board size 4294967299×3 is not supported (sides 2 to 5)";
    assert_eq!(message(named_goals(TWO_32_PLUS_3, 3.0).unwrap_err()), said);
    assert_eq!(message(goal_board_checked("ordered".into(), TWO_32_PLUS_3, 3.0).unwrap_err()), said);
    assert_eq!(message(random_board_checked("ordered".into(), TWO_32_PLUS_3, 3.0, 1.0, 1.0).unwrap_err()), said);
    assert_eq!(message(Accuracy::new("ordered".into(), TWO_32_PLUS_3, 3.0).err().unwrap()), said);
    assert_eq!(message(Hinter::new("ordered".into(), TWO_32_PLUS_3, 3.0, None).err().unwrap()), said);
    assert_eq!(message(check_formula("manhattan".into(), "ordered".into(), TWO_32_PLUS_3, 3.0).unwrap_err()), said);
    let (code, args) = code_of(named_goals(TWO_32_PLUS_3, 3.0).unwrap_err());
    assert_eq!(
        (code.as_str(), num(&args, "width"), num(&args, "height")),
        ("parse.sizeUnsupported", TWO_32_PLUS_3, 3.0)
    );
    // A size in range still answers.
    assert_eq!(js_sys::Array::from(&named_goals(3.0, 3.0).unwrap()).length(), 4);
}

#[wasm_bindgen_test]
fn a_negative_or_fractional_side_is_refused_by_name() {
    assert_eq!(message(named_goals(-3.0, -3.0).unwrap_err()), "the width must be a whole number ≥ 0, not -3");
    assert_eq!(message(named_goals(3.0, -3.0).unwrap_err()), "the height must be a whole number ≥ 0, not -3");
    assert_eq!(message(named_goals(3.5, 3.0).unwrap_err()), "the width must be a whole number ≥ 0, not 3.5");
    assert_eq!(message(named_goals(f64::NAN, 3.0).unwrap_err()), "the width must be a whole number ≥ 0, not NaN");
    assert_eq!(
        message(check_formula("manhattan".into(), "ordered".into(), 3.0, -3.0).unwrap_err()),
        "the height must be a whole number ≥ 0, not -3"
    );
    let (code, args) = code_of(Accuracy::new("ordered".into(), -3.0, 3.0).err().unwrap());
    assert_eq!(
        (code.as_str(), text(&args, "argument"), text(&args, "value")),
        ("argument.notWhole", "width".into(), "-3".into())
    );
    // A board too small for the engine keeps its sentence (formula checks used to say it uncoded).
    let (code, _) = code_of(check_formula("manhattan".into(), "ordered".into(), 1.0, 1.0).unwrap_err());
    assert_eq!(code, "parse.sizeUnsupported");
}

#[wasm_bindgen_test]
fn counts_past_the_exact_integers_are_refused() {
    assert_eq!(
        message(effective_branching_factor_js(1e300, 2.0).unwrap_err()),
        "nodes must be at most 9007199254740991, not 1e300"
    );
    assert_eq!(
        message(effective_branching_factor_js(52.0, 1e308).unwrap_err()),
        "depth must be at most 4294967295, not 1e308"
    );
    assert_eq!(
        message(effective_branching_factor_js(52.0, 5e9).unwrap_err()),
        "depth must be at most 4294967295, not 5000000000"
    );
    let (code, args) = code_of(effective_branching_factor_js(1e300, 2.0).unwrap_err());
    assert_eq!(
        (code.as_str(), text(&args, "argument"), text(&args, "max"), text(&args, "value")),
        ("argument.tooLarge", "nodes".into(), "9007199254740991".into(), "1e300".into())
    );
    // The largest exact count still answers.
    assert!(effective_branching_factor_js(MAX_WHOLE, 2.0).unwrap().is_some());
    assert_eq!(
        message(random_board("ordered", 3, 3, 1e308, 1.0).unwrap_err()),
        "the depth must be at most 9007199254740991, not 1e308"
    );
    assert_eq!(
        message(random_board("ordered", 4, 4, 2f64.powi(64), 1.0).unwrap_err()),
        "the depth must be at most 9007199254740991, not 1.8446744073709552e19"
    );
}

#[wasm_bindgen_test]
fn seeds_are_whole_numbers_of_either_sign() {
    assert_eq!(
        message(random_board("ordered", 3, 3, 5.0, 1.5).unwrap_err()),
        "the seed must be a whole number from -9007199254740991 to 9007199254740991, not 1.5"
    );
    assert_eq!(
        message(random_board("ordered", 3, 3, 5.0, f64::NAN).unwrap_err()),
        "the seed must be a whole number from -9007199254740991 to 9007199254740991, not NaN"
    );
    assert_eq!(
        message(random_board("ordered", 3, 3, 5.0, -1e300).unwrap_err()),
        "the seed must be a whole number from -9007199254740991 to 9007199254740991, not -1e300"
    );
    let (code, args) = code_of(random_board("ordered", 3, 3, 5.0, 0.5).unwrap_err());
    assert_eq!((code.as_str(), text(&args, "argument")), ("argument.notInteger", "seed".into()));
    // Negative seeds are their own boards, as before.
    assert!(random_board("ordered", 3, 3, 12.0, -4.0).is_ok());
    assert!(random_board("ordered", 3, 3, 12.0, 4_294_967_295.0).is_ok());
}
