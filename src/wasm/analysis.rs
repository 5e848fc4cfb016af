//! wasm glue for the Accuracy view (see docs/wasm-api.md): every state of a
//! small board, its exact distance to the goal, and what each heuristic
//! guesses for it.
//!
//! One backward BFS from the goal ([`distances`]) gives the true distance h*
//! of all 181,440 reachable 8-puzzle states; then each state's estimate by
//! every heuristic of the catalogue that needs no tables (but h = 0) is
//! counted into an h* × h matrix. Everything is computed once, in one call, when the page builds an
//! [`Accuracy`] for a goal (a few hundred milliseconds at most); the page
//! keeps the object and asks it for small copies. The claims the view makes —
//! no state above the diagonal, the dominance chain — are counted here over
//! the states, never assumed.

use super::{geometry, heuristic_named, js_error, to_js, JsError};
use crate::board::Board;
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::message::Message;
use crate::parse::{parse_board, parse_goal};
use crate::rank::rank;
use crate::state_space::{distances, MAX_CELLS, UNREACHABLE};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The heuristics the view compares, in the catalogue's order: every one
/// that needs no tables and fits a 3×3 board, but h = 0 (which says
/// nothing). One defined for a single goal (Nilsson's) is tallied for that
/// goal only.
fn compared() -> Vec<Heuristic> {
    Heuristic::ALL.into_iter().filter(|&h| h != Heuristic::Zero && !h.needs_tables() && h.fits(3, 3)).collect()
}

/// The chain whose dominance the view counts ([`Heuristic::chain`], but
/// h = 0): admissible heuristics only (an inadmissible one is never said
/// to dominate or be dominated).
const CHAIN: [Heuristic; 3] = [Heuristic::BASIC[1], Heuristic::BASIC[2], Heuristic::BASIC[3]];

/// `accuracyHeuristics()` → the names of the heuristics the Accuracy view
/// compares (a map each), in menu order, from the catalogue.
#[wasm_bindgen(js_name = accuracyHeuristics)]
pub fn accuracy_heuristics() -> Vec<String> {
    compared().iter().map(|h| h.name().to_string()).collect()
}

/// One heuristic's estimates against the true distances, over all states.
#[derive(Clone, Debug, Default, PartialEq)]
struct Tally {
    /// `counts[d * side + h]`: states at true distance `d` that the heuristic estimates at `h`.
    counts: Vec<u32>,
    /// States where h = h* (the goal included).
    exact: u32,
    /// States where h > h*: an inadmissible estimate (there should be none).
    over: u32,
    /// Sum of h / h* over the states with h* > 0.
    ratio_sum: f64,
    /// Sum of h over all states.
    h_sum: u64,
    /// Largest estimate.
    max_h: u32,
}

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

/// The whole state space of one goal, with each heuristic held against it.
#[wasm_bindgen]
pub struct Accuracy {
    goal: Board,
    /// Exact distance to the goal by permutation rank ([`UNREACHABLE`] for the other half).
    table: Vec<u8>,
    /// Reachable states.
    states: u32,
    /// Largest true distance.
    farthest: u32,
    /// Rows and columns of every matrix: 1 + the largest h* or h seen.
    side: usize,
    /// States at each true distance 0..=farthest.
    histogram: Vec<u32>,
    /// One tally per heuristic of [`compared`], `None` for one not defined for this goal.
    tallies: Vec<Option<Tally>>,
    /// States where misplaced ≤ Manhattan ≤ linear conflict ≤ h*.
    dominance: u32,
}

impl Accuracy {
    /// Walks every state of `goal`'s board once. `None` on boards over
    /// [`MAX_CELLS`] cells, whose state space is too big to list.
    fn compute(goal: Board) -> Option<Accuracy> {
        let table = distances(&goal)?;
        let geometry = goal.geometry();
        let n = geometry.cells();
        let compared = compared();
        let estimators: Vec<Option<GoalHeuristic>> =
            compared.iter().map(|&h| h.fits_goal(&goal).then(|| GoalHeuristic::new(h, &goal))).collect();
        let k = estimators.len();
        let chain = CHAIN.map(|c| compared.iter().position(|&h| h == c).expect("the chain is compared"));

        // First pass: the estimates, kept so the matrices can be sized to fit
        // even a heuristic that overestimated (which the counts then show).
        let mut reachable: Vec<u8> = Vec::with_capacity(table.len() / 2);
        let mut estimates: Vec<u8> = Vec::with_capacity(table.len() / 2 * k);
        let mut perm: Vec<u8> = (0..n as u8).collect();
        let mut r = 0usize;
        loop {
            debug_assert_eq!(rank(&perm) as usize, r);
            let d = table[r];
            if d != UNREACHABLE {
                let state = geometry.pack(&perm);
                reachable.push(d);
                estimates.extend(estimators.iter().map(|e| e.as_ref().map_or(0, |e| e.estimate(state) as u8)));
            }
            r += 1;
            if !next_permutation(&mut perm) {
                break;
            }
        }

        let farthest = reachable.iter().copied().max().unwrap_or(0) as usize;
        // Sized by the admissible ones; an overestimate past the last
        // column is counted in it (as a formula's map does), and in `over`.
        let admissible: Vec<bool> = compared.iter().map(|h| h.admissible()).collect();
        let max_h = estimates
            .chunks(k.max(1))
            .flat_map(|h| h.iter().zip(&admissible).filter(|(_, &a)| a).map(|(&h, _)| h))
            .max();
        let side = farthest.max(max_h.unwrap_or(0) as usize) + 1;
        let mut histogram = vec![0u32; farthest + 1];
        let mut tallies: Vec<Option<Tally>> = estimators
            .iter()
            .map(|e| e.as_ref().map(|_| Tally { counts: vec![0; side * side], ..Tally::default() }))
            .collect();
        let mut dominance = 0u32;
        for (&d, h) in reachable.iter().zip(estimates.chunks(k.max(1))) {
            histogram[d as usize] += 1;
            let [a, b, c] = chain.map(|i| h[i]);
            if a <= b && b <= c && c <= d {
                dominance += 1;
            }
            for (tally, &h) in tallies.iter_mut().zip(h) {
                let Some(tally) = tally else { continue };
                tally.counts[d as usize * side + (h as usize).min(side - 1)] += 1;
                tally.exact += (h == d) as u32;
                tally.over += (h > d) as u32;
                if d > 0 {
                    tally.ratio_sum += h as f64 / d as f64;
                }
                tally.h_sum += h as u64;
                tally.max_h = tally.max_h.max(h as u32);
            }
        }
        Some(Accuracy {
            goal,
            table,
            states: reachable.len() as u32,
            farthest: farthest as u32,
            side,
            histogram,
            tallies,
            dominance,
        })
    }

    fn tally(&self, heuristic: &str) -> Result<(Heuristic, &Tally), JsError> {
        let h = heuristic_named(heuristic)?;
        let compared = compared();
        let index = compared.iter().position(|&c| c == h).ok_or_else(|| {
            let names: Vec<&str> = compared.iter().map(|h| h.name()).collect();
            let english = format!("the accuracy view compares {}, not '{heuristic}'", crate::names::one_of(&names));
            JsError::coded(&Message::new("accuracy.heuristic", english).with("heuristic", heuristic))
        })?;
        // Defined for another goal only: the builder's sentence.
        let tally = self.tallies[index].as_ref().ok_or_else(|| js_error(h.build(&self.goal).unwrap_err()))?;
        Ok((h, tally))
    }
}

/// Rearranges `perm` into the next permutation in lexicographic order (so
/// its rank goes up by one); false after the last one.
fn next_permutation(perm: &mut [u8]) -> bool {
    let Some(i) = perm.windows(2).rposition(|w| w[0] < w[1]) else { return false };
    let j = perm.iter().rposition(|&v| v > perm[i]).expect("perm[i + 1] is larger");
    perm.swap(i, j);
    perm[i + 1..].reverse();
    true
}

#[wasm_bindgen]
impl Accuracy {
    /// Lists every state of a `width × height` board (at most 9 cells) and
    /// counts each heuristic's estimates against the true distances to
    /// `goal` (a goal name or a board text). Throws on a bad goal or a
    /// board too big to list.
    #[wasm_bindgen(constructor)]
    pub fn new(goal: JsValue, width: usize, height: usize) -> Result<Accuracy, JsError> {
        let goal = super::string_arg(&goal, "the goal")?;
        geometry(width, height)?;
        if width * height > MAX_CELLS {
            let english = format!(
                "a {width}×{height} board has too many states to list; the accuracy view needs a board of at most \
                 {MAX_CELLS} cells, such as 3×3"
            );
            let m = Message::new("accuracy.tooLarge", english).with("width", width).with("height", height);
            return Err(JsError::coded(&m.with("max", MAX_CELLS)));
        }
        let goal = parse_goal(&goal, width, height)?;
        Ok(Accuracy::compute(goal).expect("boards of at most MAX_CELLS cells have a distance table"))
    }

    /// The names of the heuristics tallied for this goal ([`accuracy_heuristics`]
    /// but those defined for another goal only).
    pub fn tallied(&self) -> Vec<String> {
        compared().iter().zip(&self.tallies).filter(|(_, t)| t.is_some()).map(|(h, _)| h.name().to_string()).collect()
    }

    /// Reachable states (181,440 on 3×3).
    #[wasm_bindgen(getter)]
    pub fn states(&self) -> u32 {
        self.states
    }

    /// The largest true distance (31 for the ordered 3×3 goal).
    #[wasm_bindgen(getter)]
    pub fn farthest(&self) -> u32 {
        self.farthest
    }

    /// Rows and columns of each matrix.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> usize {
        self.side
    }

    /// The goal's tiles, row by row.
    #[wasm_bindgen(js_name = goalTiles)]
    pub fn goal_tiles(&self) -> Vec<u8> {
        self.goal.tiles().to_vec()
    }

    /// States at each true distance 0, 1, …, farthest (a `Uint32Array`).
    pub fn histogram(&self) -> Vec<u32> {
        self.histogram.clone()
    }

    /// `side × side` counts, row h* and column h: entry `[d * side + h]` is
    /// the number of states at true distance `d` that `heuristic` estimates
    /// at `h` (a `Uint32Array` copy).
    pub fn matrix(&self, heuristic: JsValue) -> Result<Vec<u32>, JsError> {
        Ok(self.tally(&super::string_arg(&heuristic, "the heuristic")?)?.1.counts.clone())
    }

    /// `{ heuristic, states, meanRatio, meanH, exact, overestimates, maxH }`.
    pub fn summary(&self, heuristic: JsValue) -> Result<JsValue, JsError> {
        let (h, t) = self.tally(&super::string_arg(&heuristic, "the heuristic")?)?;
        let non_goal = self.states.saturating_sub(1).max(1);
        to_js(&SummaryView {
            heuristic: h.name(),
            states: self.states,
            mean_ratio: t.ratio_sum / non_goal as f64,
            mean_h: t.h_sum as f64 / self.states.max(1) as f64,
            exact: t.exact,
            overestimates: t.over,
            max_h: t.max_h,
        })
    }

    /// `{ states, holds }`: on how many states misplaced ≤ Manhattan ≤
    /// linear conflict ≤ h*, counted state by state.
    pub fn dominance(&self) -> Result<JsValue, JsError> {
        to_js(&DominanceView { states: self.states, holds: self.dominance })
    }

    /// The true distance of `board` (text) to this goal; -1 when it cannot
    /// reach the goal. Throws on bad text or a board of another size.
    #[wasm_bindgen(js_name = distanceOf)]
    pub fn distance_of(&self, board: JsValue) -> Result<i32, JsError> {
        let board = parse_board(&super::string_arg(&board, "the board")?, None)?;
        let (w, h) = (self.goal.width(), self.goal.height());
        if (board.width(), board.height()) != (w, h) {
            return Err(crate::message::sizes_differ((board.width(), board.height()), (w, h)).into());
        }
        let d = self.table[rank(board.tiles()) as usize];
        Ok(if d == UNREACHABLE { -1 } else { d as i32 })
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
        let a = Accuracy::new("ordered".into(), 3, 3).unwrap();
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
        let a = Accuracy::new("ordered".into(), 3, 3).unwrap();
        let spiral = Accuracy::new("spiral".into(), 3, 3).unwrap();
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
        let a = Accuracy::new("ordered".into(), 3, 3).unwrap();
        assert_eq!(a.distance_of("2 3 4 1 5 x 7 6 8".into()).unwrap(), 19);
        assert_eq!(a.distance_of("8 6 7 2 5 4 3 x 1".into()).unwrap(), 31);
        assert_eq!(a.distance_of("1 2 3 4 5 6 7 8 0".into()).unwrap(), 0);
        assert_eq!(a.distance_of("1 2 3 4 5 6 8 7 0".into()).unwrap(), -1);
        assert_eq!(message(a.distance_of("1 2 3 0".into()).unwrap_err()), "the board is 2×2 but the goal is 3×3");

        // The spiral goal has its blank in the centre: 30 moves at most (A089474).
        let spiral = Accuracy::new("spiral".into(), 3, 3).unwrap();
        assert_eq!((spiral.states(), spiral.farthest()), (181_440, 30));
        assert_eq!(spiral.histogram()[30], 148);
        assert_eq!(spiral.distance_of("2 8 3 1 0 4 7 6 5".into()).unwrap(), 4);
        assert_eq!(spiral.goal_tiles(), [1, 2, 3, 8, 0, 4, 7, 6, 5]);

        // 2×2: 12 states, farthest 6.
        let small = Accuracy::new("ordered".into(), 2, 2).unwrap();
        assert_eq!((small.states(), small.farthest()), (12, 6));
    }

    #[wasm_bindgen_test]
    fn errors_are_sentences() {
        let err = |r: Result<Accuracy, JsError>| message(r.err().expect("an error"));
        assert_eq!(
            err(Accuracy::new("ordered".into(), 4, 4)),
            "a 4×4 board has too many states to list; the accuracy view needs a board of at most 9 cells, such as 3×3"
        );
        let a = Accuracy::new("ordered".into(), 3, 3).unwrap();
        assert_eq!(
            message(a.matrix("zero".into()).unwrap_err()),
            format!("the accuracy view compares {}, not 'zero'", crate::names::one_of(&accuracy_heuristics()))
        );
        assert_eq!(accuracy_heuristics()[..3], ["misplaced", "manhattan", "linear-conflict"]);
        assert!(message(a.matrix("nonsense".into()).unwrap_err()).starts_with("unknown heuristic 'nonsense'"));
    }

    #[wasm_bindgen_test]
    fn next_permutation_walks_ranks_in_order() {
        let mut perm = vec![0u8, 1, 2, 3];
        let mut r = 0;
        loop {
            assert_eq!(rank(&perm), r);
            r += 1;
            if !next_permutation(&mut perm) {
                break;
            }
        }
        assert_eq!(r, 24);
    }
}
