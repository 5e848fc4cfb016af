//! The A* family's tie-breaking rule as a Session option
//! (`Session.setTieBreak`), kept apart from the constructor's positional
//! arguments so a page that never picks a rule calls nothing new.

use super::{named, string_arg, JsError, Session};
use crate::search::TieBreak;
use crate::solver::Request;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Session {
    /// Orders the open list's ties by `rule` (a `tieBreaks()` name) from the
    /// first step on: the search is built again, its heuristic's tables
    /// kept. Throws the engine's sentence for an unknown name (`unknown
    /// tie-breaking rule 'x' (use larger-g, …)`), for an algorithm without an
    /// open list (any rule but the default), and once the search has stepped
    /// (its order so far would not be the rule's).
    #[wasm_bindgen(js_name = setTieBreak)]
    pub fn set_tie_break(&mut self, rule: JsValue) -> Result<(), JsError> {
        let tie: TieBreak = named(&string_arg(&rule, "the tie-breaking rule")?)?;
        self.break_ties_by(tie)
    }
}

impl Session {
    /// [`Session::set_tie_break`] with the rule read.
    pub(crate) fn break_ties_by(&mut self, tie: TieBreak) -> Result<(), JsError> {
        let request = Request { tie, ..self.solver.request().clone() };
        self.set_up_again(request, "the tie-breaking rule is chosen before the first step", Request::check_tie)
    }
}

#[cfg(test)]
mod tests {
    //! Run under node, as `super::super::tests` are.

    use super::super::test_support::{message, num};
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    const HARD: &str = "8 6 7 2 5 4 3 x 1";

    fn expanded(rule: &str) -> f64 {
        let mut s = Session::open(HARD, "ordered", "astar", "manhattan", 1.0, 0.0, 0.0).unwrap();
        s.set_tie_break(JsValue::from_str(rule)).unwrap();
        let done = s.step(1e9).unwrap();
        assert_eq!(num(&done, "solutionLength"), 31.0);
        num(&done, "expanded")
    }

    /// tests/tie_breaking.rs's counts, through the page's API.
    #[wasm_bindgen_test]
    fn each_rule_reaches_the_search() {
        let got = ["larger-g", "smaller-g", "fifo", "lifo"].map(expanded);
        assert_eq!(got, [6_744.0, 21_197.0, 20_290.0, 6_896.0]);
    }

    #[wasm_bindgen_test]
    fn bad_rules_say_why() {
        let mut s = Session::open(HARD, "ordered", "idastar", "manhattan", 1.0, 0.0, 0.0).unwrap();
        let err = |s: &mut Session, rule: JsValue| message(s.set_tie_break(rule).unwrap_err());
        assert_eq!(
            err(&mut s, JsValue::from_str("fifo")),
            "the tie-breaking rule fifo applies to astar, wastar, greedy, a or best-first (which keep an open list), not idastar"
        );
        assert_eq!(
            err(&mut s, JsValue::from_str("coin")),
            "unknown tie-breaking rule 'coin' (use larger-g, smaller-g, fifo or lifo)"
        );
        assert_eq!(err(&mut s, JsValue::from_f64(2.0)), "the tie-breaking rule must be a string, not the number 2");
        assert!(s.set_tie_break(JsValue::from_str("larger-g")).is_ok());
        let mut a = Session::open(HARD, "ordered", "astar", "manhattan", 1.0, 0.0, 0.0).unwrap();
        a.step(1.0).unwrap();
        assert_eq!(err(&mut a, JsValue::from_str("lifo")), "the tie-breaking rule is chosen before the first step");
    }
}
