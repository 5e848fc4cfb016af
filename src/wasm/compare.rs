//! wasm glue for the Compare view (see docs/wasm-api.md): the effective
//! branching factor of its results table. The view runs its lanes and its
//! batches with ordinary `Session`s; only the arithmetic lives here, so the
//! page and the engine's unit tests share one definition of b*.

use super::{whole, whole_at_most, JsError};
use crate::stats::effective_branching_factor;
use wasm_bindgen::prelude::*;

/// `effectiveBranchingFactor(nodes, depth)`: the b* that solves
/// `nodes + 1 = 1 + b* + … + b*^depth` to within 1e-9, or `undefined` for
/// depth 0. Both arguments must be whole numbers ≥ 0 (JS numbers, never
/// BigInt); anything else throws an `Error` naming the argument.
#[wasm_bindgen(js_name = effectiveBranchingFactor)]
pub fn effective_branching_factor_js(nodes: f64, depth: f64) -> Result<Option<f64>, JsError> {
    let nodes = whole(nodes, "nodes")?;
    let depth = whole_at_most(depth, u32::MAX.into(), "depth")? as u32;
    Ok(effective_branching_factor(nodes, depth))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::message;
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn books_example_and_depth_zero() {
        let b = effective_branching_factor_js(52.0, 5.0).unwrap().unwrap();
        assert_eq!((b * 100.0).round() / 100.0, 1.92);
        assert_eq!(effective_branching_factor_js(62.0, 5.0).unwrap().map(|b| (b - 2.0).abs() <= 1e-9), Some(true));
        assert_eq!(effective_branching_factor_js(52.0, 0.0).unwrap(), None);
    }

    #[wasm_bindgen_test]
    fn bad_arguments_are_errors() {
        assert_eq!(
            message(effective_branching_factor_js(-1.0, 5.0).unwrap_err()),
            "nodes must be a whole number ≥ 0, not -1"
        );
        assert_eq!(
            message(effective_branching_factor_js(52.0, 2.5).unwrap_err()),
            "depth must be a whole number ≥ 0, not 2.5"
        );
        assert_eq!(
            message(effective_branching_factor_js(52.0, f64::NAN).unwrap_err()),
            "depth must be a whole number ≥ 0, not NaN"
        );
    }
}
