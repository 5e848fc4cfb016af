//! wasm glue for the Accuracy view (see docs/wasm-api.md): every state of a
//! small board, its exact distance to the goal, and what each heuristic
//! guesses for it. The counting is the engine's ([`crate::accuracy`]): this
//! file checks the arguments, words the errors and hands the page small
//! copies. Everything is computed once, in one call, when the page builds an
//! [`Accuracy`] for a goal (a few hundred milliseconds at most).

use super::{heuristic_named, size, to_js, JsError};
use crate::accuracy::{self, Tally};
use crate::heuristic::Heuristic;
use crate::message::Message;
use crate::parse::{parse_board, parse_goal};
use crate::state_space::MAX_CELLS;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What `summary(heuristic)` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SummaryView {
    heuristic: &'static str,
    states: u32,
    /// Mean of h / h* over the states other than the goal.
    mean_ratio: f64,
    /// Mean estimate.
    mean_h: f64,
    /// States where h = h*.
    exact: u32,
    /// States where h > h* (cells above the diagonal).
    overestimates: u32,
    max_h: u32,
}

/// What `dominance()` returns: on how many states the chain holds.
#[derive(Serialize)]
struct DominanceView {
    states: u32,
    holds: u32,
}

// The engine's [`accuracy::Accuracy`], for the page.
/// The whole state space of one goal, with each heuristic held against it.
#[wasm_bindgen]
pub struct Accuracy {
    inner: accuracy::Accuracy,
}

impl Accuracy {
    fn tally(&self, heuristic: &str) -> Result<(Heuristic, &Tally, &[u32]), JsError> {
        let h = heuristic_named(heuristic)?;
        let compared = accuracy::compared();
        if !compared.contains(&h) {
            let names: Vec<&str> = compared.iter().map(|h| h.name()).collect();
            let english = format!("the accuracy view compares {}, not '{heuristic}'", crate::names::one_of(&names));
            return Err(JsError::coded(&Message::new("accuracy.heuristic", english).with("heuristic", heuristic)));
        }
        // Defined for another goal only: the builder's sentence.
        let (tally, counts) =
            self.inner.tally(h).ok_or_else(|| super::js_error(h.build(self.inner.goal()).unwrap_err()))?;
        Ok((h, tally, counts))
    }
}

/// `accuracyHeuristics()` → the names of the heuristics the Accuracy view
/// compares (a map each), in menu order, from the catalogue.
#[wasm_bindgen(js_name = accuracyHeuristics)]
pub fn accuracy_heuristics() -> Vec<String> {
    accuracy::compared().iter().map(|h| h.name().to_string()).collect()
}

#[wasm_bindgen]
impl Accuracy {
    /// Lists every state of a `width × height` board (at most 9 cells) and
    /// counts each heuristic's estimates against the true distances to
    /// `goal` (a goal name or a board text). Throws on a bad goal or a
    /// board too big to list.
    #[wasm_bindgen(constructor)]
    pub fn new(goal: JsValue, width: f64, height: f64) -> Result<Accuracy, JsError> {
        let goal = super::string_arg(&goal, "the goal")?;
        let size = size(width, height)?;
        let (width, height) = (size.width(), size.height());
        if width * height > MAX_CELLS {
            let english = format!(
                "a {width}×{height} board has too many states to list; the accuracy view needs a board of at most \
                 {MAX_CELLS} cells, such as 3×3"
            );
            let m = Message::new("accuracy.tooLarge", english).with("width", width).with("height", height);
            return Err(JsError::coded(&m.with("max", MAX_CELLS)));
        }
        let goal = parse_goal(&goal, width, height)?;
        let inner = accuracy::Accuracy::compute(goal).expect("boards of at most MAX_CELLS cells have a distance table");
        Ok(Accuracy { inner })
    }

    /// The names of the heuristics tallied for this goal ([`accuracy_heuristics`]
    /// but those defined for another goal only).
    pub fn tallied(&self) -> Vec<String> {
        self.inner.tallied().iter().map(|h| h.name().to_string()).collect()
    }

    /// Reachable states (181,440 on 3×3).
    #[wasm_bindgen(getter)]
    pub fn states(&self) -> u32 {
        self.inner.states()
    }

    /// The largest true distance (31 for the ordered 3×3 goal).
    #[wasm_bindgen(getter)]
    pub fn farthest(&self) -> u32 {
        self.inner.farthest()
    }

    /// Rows and columns of each matrix.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> usize {
        self.inner.side()
    }

    /// The goal's tiles, row by row.
    #[wasm_bindgen(js_name = goalTiles)]
    pub fn goal_tiles(&self) -> Vec<u8> {
        self.inner.goal().tiles().to_vec()
    }

    /// States at each true distance 0, 1, …, farthest (a `Uint32Array`).
    pub fn histogram(&self) -> Vec<u32> {
        self.inner.histogram().to_vec()
    }

    /// `side × side` counts, row h* and column h: entry `[d * side + h]` is
    /// the number of states at true distance `d` that `heuristic` estimates
    /// at `h` (a `Uint32Array` copy).
    pub fn matrix(&self, heuristic: JsValue) -> Result<Vec<u32>, JsError> {
        Ok(self.tally(&super::string_arg(&heuristic, "the heuristic")?)?.2.to_vec())
    }

    /// `{ heuristic, states, meanRatio, meanH, exact, overestimates, maxH }`.
    pub fn summary(&self, heuristic: JsValue) -> Result<JsValue, JsError> {
        let (h, t, _) = self.tally(&super::string_arg(&heuristic, "the heuristic")?)?;
        to_js(&SummaryView {
            heuristic: h.name(),
            states: self.inner.states(),
            mean_ratio: t.mean_ratio(),
            mean_h: t.mean_h(),
            exact: t.exact,
            overestimates: t.over,
            max_h: t.max_h,
        })
    }

    /// `{ states, holds }`: on how many states misplaced ≤ Manhattan ≤
    /// linear conflict ≤ h*, counted state by state.
    pub fn dominance(&self) -> Result<JsValue, JsError> {
        to_js(&DominanceView { states: self.inner.states(), holds: self.inner.dominance() })
    }

    /// The true distance of `board` (text) to this goal; -1 when it cannot
    /// reach the goal. Throws on bad text or a board of another size.
    #[wasm_bindgen(js_name = distanceOf)]
    pub fn distance_of(&self, board: JsValue) -> Result<i32, JsError> {
        let board = parse_board(&super::string_arg(&board, "the board")?, None)?;
        let goal = self.inner.goal();
        let (w, h) = (goal.width(), goal.height());
        if (board.width(), board.height()) != (w, h) {
            return Err(crate::message::sizes_differ((board.width(), board.height()), (w, h)).into());
        }
        Ok(self.inner.distance(&board).map_or(-1, i32::from))
    }
}

#[cfg(test)]
mod tests {
    //! Run under node: `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
    //! cargo test --target wasm32-unknown-unknown --lib`.

    use super::super::test_support::{message, num};
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// The 8-puzzle's distance histogram towards 1 2 3 4 5 6 7 8 0
    /// (/work/shared/data/eightpuzzle_facts.txt; OEIS A089473).
    const ORDERED_HISTOGRAM: [u32; 32] = [
        1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878, 16993, 17110,
        23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
    ];

    #[wasm_bindgen_test]
    fn every_matrix_counts_181440_states_and_none_above_the_diagonal() {
        let a = Accuracy::new("ordered".into(), 3.0, 3.0).unwrap();
        assert_eq!(a.states(), 181_440);
        assert_eq!(a.farthest(), 31);
        assert_eq!(a.side(), 32);
        assert_eq!(a.histogram(), ORDERED_HISTOGRAM);
        for name in ["misplaced", "manhattan", "linear-conflict"] {
            let m = a.matrix(name.into()).unwrap();
            assert_eq!(m.len(), 32 * 32);
            assert_eq!(m.iter().map(|&c| c as u64).sum::<u64>(), 181_440, "{name}");
            let above: u32 = (0..32).flat_map(|d| (d + 1..32).map(move |h| (d, h))).map(|(d, h)| m[d * 32 + h]).sum();
            assert_eq!(above, 0, "{name} overestimates somewhere");
            // Row sums are the distance histogram, whatever the heuristic.
            let rows: Vec<u32> = (0..32).map(|d| m[d * 32..(d + 1) * 32].iter().sum()).collect();
            assert_eq!(rows, ORDERED_HISTOGRAM, "{name}");
            // The goal is the only state at distance 0, and every heuristic says 0 there.
            assert_eq!(m[0], 1);
            let s = a.summary(name.into()).unwrap();
            assert_eq!(num(&s, "states"), 181_440.0);
            assert_eq!(num(&s, "overestimates"), 0.0);
            let diagonal: u32 = (0..32).map(|d| m[d * 32 + d]).sum();
            assert_eq!(num(&s, "exact"), diagonal as f64);
        }
        let d = a.dominance().unwrap();
        assert_eq!((num(&d, "states"), num(&d, "holds")), (181_440.0, 181_440.0));
    }

    #[wasm_bindgen_test]
    fn summaries_match_an_independent_count() {
        // Exact states and mean h/h* as counted by a separate Python script
        // (its own BFS and its own heuristics, linear conflict by longest
        // increasing subsequence) over the same 181,440 states.
        let a = Accuracy::new("ordered".into(), 3.0, 3.0).unwrap();
        let spiral = Accuracy::new("spiral".into(), 3.0, 3.0).unwrap();
        for (acc, name, exact, ratio) in [
            (&a, "misplaced", 79.0, 0.3310757487982896),
            (&a, "manhattan", 2351.0, 0.6420001133202587),
            (&a, "linear-conflict", 2914.0, 0.6924121715283705),
            (&spiral, "misplaced", 61.0, 0.3384382648174854),
            (&spiral, "manhattan", 4975.0, 0.6865855623066265),
            (&spiral, "linear-conflict", 6951.0, 0.7387203229290631),
        ] {
            let s = acc.summary(name.into()).unwrap();
            assert_eq!(num(&s, "exact"), exact, "{name}");
            assert!((num(&s, "meanRatio") - ratio).abs() < 1e-12, "{name}: {}", num(&s, "meanRatio"));
        }

        // Near the goal, by hand: a misplaced tile needs at least one move, so
        // misplaced tiles is exact on the goal and on the 2 + 4 + 8 states 1, 2
        // and 3 moves away (each move slid a different tile). At 4 moves it is
        // exact except where the blank went round a 2×2 square and back to its
        // corner: 3 tiles moved, 2 such states (clockwise and counter-clockwise).
        let m = a.matrix("misplaced".into()).unwrap();
        let cell = |d: usize, h: usize| m[d * 32 + h];
        assert_eq!([cell(0, 0), cell(1, 1), cell(2, 2), cell(3, 3)], [1, 2, 4, 8]);
        assert_eq!([cell(4, 3), cell(4, 4)], [2, 14]);
    }

    #[wasm_bindgen_test]
    fn start_distances_and_other_goals() {
        let a = Accuracy::new("ordered".into(), 3.0, 3.0).unwrap();
        assert_eq!(a.distance_of("2 3 4 1 5 x 7 6 8".into()).unwrap(), 19);
        assert_eq!(a.distance_of("8 6 7 2 5 4 3 x 1".into()).unwrap(), 31);
        assert_eq!(a.distance_of("1 2 3 4 5 6 7 8 0".into()).unwrap(), 0);
        assert_eq!(a.distance_of("1 2 3 4 5 6 8 7 0".into()).unwrap(), -1);
        assert_eq!(message(a.distance_of("1 2 3 0".into()).unwrap_err()), "the board is 2×2 but the goal is 3×3");

        // The spiral goal has its blank in the centre: 30 moves at most (A089474).
        let spiral = Accuracy::new("spiral".into(), 3.0, 3.0).unwrap();
        assert_eq!((spiral.states(), spiral.farthest()), (181_440, 30));
        assert_eq!(spiral.histogram()[30], 148);
        assert_eq!(spiral.distance_of("2 8 3 1 0 4 7 6 5".into()).unwrap(), 4);
        assert_eq!(spiral.goal_tiles(), [1, 2, 3, 8, 0, 4, 7, 6, 5]);

        // 2×2: 12 states, farthest 6.
        let small = Accuracy::new("ordered".into(), 2.0, 2.0).unwrap();
        assert_eq!((small.states(), small.farthest()), (12, 6));
    }

    #[wasm_bindgen_test]
    fn errors_are_sentences() {
        let err = |r: Result<Accuracy, JsError>| message(r.err().expect("an error"));
        assert_eq!(
            err(Accuracy::new("ordered".into(), 4.0, 4.0)),
            "a 4×4 board has too many states to list; the accuracy view needs a board of at most 9 cells, such as 3×3"
        );
        let a = Accuracy::new("ordered".into(), 3.0, 3.0).unwrap();
        assert_eq!(
            message(a.matrix("zero".into()).unwrap_err()),
            format!("the accuracy view compares {}, not 'zero'", crate::names::one_of(&accuracy_heuristics()))
        );
        assert_eq!(accuracy_heuristics()[..3], ["misplaced", "manhattan", "linear-conflict"]);
        assert!(message(a.matrix("nonsense".into()).unwrap_err()).starts_with("unknown heuristic 'nonsense'"));
    }
}
