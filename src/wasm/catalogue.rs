//! The engine's catalogue for the page (docs/wasm-api.md, "Catalogue"):
//! every algorithm and heuristic with what the page shows or branches on,
//! and the limits it must respect, all read from the engine
//! ([`Algorithm`], [`Heuristic`], [`crate::limits`]) so the page keeps no
//! table of labels or capabilities of its own.

use super::{listing, to_js, JsError};
use crate::heuristic::Heuristic;
use crate::limits::{self, PAGE_WEIGHTS, WEIGHTS};
use crate::problem::Costs;
use crate::search::{Algorithm, ParameterRow, QuizRule, TieBreak};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One algorithm as `algorithms()` lists it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AlgorithmView {
    name: &'static str,
    title: &'static str,
    short: &'static str,
    phrase: &'static str,
    iterative: bool,
    bidirectional: bool,
    frontier_key: &'static str,
    uses_heuristic: bool,
    /// The one number it takes from the user ([`Algorithm::parameter`]),
    /// `undefined` for none.
    parameter: Option<ParameterView>,
    optimality: &'static str,
    /// One line under a menu ([`Algorithm::hint`]).
    hint: &'static str,
    /// What an iterative search calls its bound (`undefined` for others).
    bound: Option<&'static str>,
    /// It keeps an open list whose ties a `tieBreaks()` rule orders
    /// ([`Algorithm::breaks_ties`]).
    breaks_ties: bool,
    /// It expands by a priority the user writes (`Session.usePriority`): its
    /// quiz rule is [`QuizRule::Priority`] (your best-first search).
    priority: bool,
    /// It adds the moves' costs up in g ([`Algorithm::weighs_costs`]).
    weighs_costs: bool,
    /// The `costs()` names it runs under ([`Algorithm::offered_under`]).
    offered_under: Vec<&'static str>,
    /// Its pseudo-code ([`Algorithm::listing`]): `[{ code, depth, note,
    /// joined }]`.
    listing: Vec<listing::LineView>,
}

/// One algorithm's parameter as `algorithms()` lists it: `{ key, symbol,
/// label, noun, min, max, pageMin, pageMax, default, pageDefault,
/// integer, step }` (src/search/parameter.rs).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ParameterView {
    key: &'static str,
    symbol: &'static str,
    label: &'static str,
    noun: &'static str,
    /// What `new Session` accepts.
    min: f64,
    max: f64,
    /// What the page's fields offer (a shared link is clamped to them).
    page_min: f64,
    page_max: f64,
    default: f64,
    /// The page's field's first value.
    page_default: f64,
    integer: bool,
    step: f64,
}

impl ParameterView {
    fn of(p: &ParameterRow) -> ParameterView {
        ParameterView {
            key: p.key,
            symbol: p.symbol,
            label: p.label,
            noun: p.noun,
            min: *p.range.start(),
            max: *p.range.end(),
            page_min: *p.page_range.start(),
            page_max: *p.page_range.end(),
            default: p.default,
            page_default: p.page_default,
            integer: p.integer,
            step: p.step,
        }
    }
}

/// `algorithms()` → `[{ name, title, short, phrase, iterative,
/// bidirectional, frontierKey, usesHeuristic, parameter, optimality,
/// hint, bound, breaksTies, priority, weighsCosts, offeredUnder, listing }]`
/// in menu order.
#[wasm_bindgen]
pub fn algorithms() -> Result<JsValue, JsError> {
    let list: Vec<AlgorithmView> = Algorithm::ALL
        .iter()
        .map(|&a| AlgorithmView {
            name: a.name(),
            title: a.title(),
            short: a.short(),
            phrase: a.phrase(),
            iterative: a.iterative(),
            bidirectional: a.bidirectional(),
            frontier_key: a.frontier_key().name(),
            uses_heuristic: a.uses_heuristic(),
            parameter: a.parameter().map(ParameterView::of),
            optimality: a.optimality().name(),
            hint: a.hint(),
            bound: a.bound(),
            breaks_ties: a.breaks_ties(),
            priority: a.quiz_rule() == QuizRule::Priority,
            weighs_costs: a.weighs_costs(),
            offered_under: Costs::ALL.iter().filter(|&&c| a.offered_under(c)).map(|c| c.name()).collect(),
            listing: listing::listing(a),
        })
        .collect();
    to_js(&list)
}

/// One tie-breaking rule as `tieBreaks()` lists it.
#[derive(Serialize)]
struct TieBreakView {
    name: &'static str,
    title: &'static str,
    short: &'static str,
    hint: &'static str,
}

/// `tieBreaks()` → `[{ name, title, short, hint }]`: the A* family's
/// tie-breaking rules ([`TieBreak`]), the default first, for the menu of
/// the algorithms whose `breaksTies` is true and `Session.setTieBreak`.
#[wasm_bindgen(js_name = tieBreaks)]
pub fn tie_breaks() -> Result<JsValue, JsError> {
    let list: Vec<TieBreakView> = TieBreak::ALL
        .iter()
        .map(|&t| TieBreakView { name: t.name(), title: t.title(), short: t.short(), hint: t.hint() })
        .collect();
    to_js(&list)
}

/// One heuristic as `heuristics()` lists it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HeuristicView {
    name: &'static str,
    title: &'static str,
    short: &'static str,
    phrase: &'static str,
    needs_tables: bool,
    admissible: bool,
    /// The `costs()` names under which it is admissible
    /// ([`Heuristic::admissible_under`]).
    admissible_under: Vec<&'static str>,
    consistent: bool,
    max_cells: usize,
    /// The only sides it fits (`undefined`: any side up to `maxCells`).
    sides: Option<&'static [usize]>,
    /// `new Session` (the step-wise engine) accepts it; true of all, the
    /// ones with tables building them in the constructor.
    stepwise: bool,
    /// One line under a menu ([`Heuristic::hint`]).
    hint: &'static str,
    /// The short name after an algorithm's ("A* + misplaced").
    short_phrase: &'static str,
    /// The one named goal it is defined for (`undefined`: any goal).
    goal: Option<&'static str>,
    /// A link of the chain zero ≤ misplaced ≤ Manhattan ≤ linear conflict ([`Heuristic::chain`]).
    chain: bool,
}

/// `heuristics()` → `[{ name, title, short, phrase, needsTables, admissible,
/// admissibleUnder, consistent, maxCells, sides, stepwise, hint, shortPhrase, goal, chain }]`, the
/// catalogue's order.
#[wasm_bindgen]
pub fn heuristics() -> Result<JsValue, JsError> {
    let list: Vec<HeuristicView> = Heuristic::ALL
        .iter()
        .map(|&h| HeuristicView {
            name: h.name(),
            title: h.title(),
            short: h.short(),
            phrase: h.phrase(),
            needs_tables: h.needs_tables(),
            admissible: h.admissible(),
            admissible_under: Costs::ALL.iter().filter(|&&c| h.admissible_under(c)).map(|c| c.name()).collect(),
            consistent: h.consistent(),
            max_cells: h.max_cells(),
            sides: h.sides(),
            stepwise: true,
            hint: h.hint(),
            short_phrase: h.short_phrase(),
            goal: h.goal(),
            chain: h.chain(),
        })
        .collect();
    to_js(&list)
}

/// `costs()` → `["unit", "heavy"]`: what a move may cost
/// ([`Costs::ALL`], the default first), for `Session.useCosts`, a link's
/// `costs=` and the rows' `offeredUnder` and `admissibleUnder`.
#[wasm_bindgen]
pub fn costs() -> Result<JsValue, JsError> {
    to_js(&Costs::ALL.iter().map(|c| c.name()).collect::<Vec<_>>())
}

/// What `limits()` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LimitsView {
    /// Weights `new Session` accepts for weighted A* (its parameter's
    /// range, as `algorithms()` gives it too; the page reads the row).
    weight_min: f64,
    weight_max: f64,
    /// Weights the page offers (its field; a shared link is clamped to them).
    page_weight_min: f64,
    page_weight_max: f64,
    /// Bytes in the "MB" of every memory budget (a MiB).
    bytes_per_mb: f64,
    /// `new Session`'s memory budget when it is passed 0, in MB.
    session_memory_mb: f64,
    /// The lab's A* budget, in MB.
    lab_astar_memory_mb: f64,
    /// The Solve view's budget, in MB.
    solve_memory_mb: f64,
    /// Each Compare lane's budget, in MB.
    lane_memory_mb: f64,
    /// The most lanes Compare races (the budgets above assume no more).
    compare_lanes: f64,
    /// The budget of Explain's comparison run, in MB.
    explain_memory_mb: f64,
    worker_renew_mb: f64,
    min_side: f64,
    max_side: f64,
    /// The furthest step a shared link may restore.
    link_steps_max: f64,
    /// Time travel's checkpoints: every how many steps, up to what size, how many.
    checkpoint_steps: f64,
    checkpoint_max_mb: f64,
    checkpoints: f64,
}

/// `limits()` → `{ weightMin, weightMax, pageWeightMin, pageWeightMax,
/// bytesPerMb, sessionMemoryMb, labAstarMemoryMb, solveMemoryMb,
/// laneMemoryMb, compareLanes, explainMemoryMb, workerRenewMb, minSide,
/// maxSide, linkStepsMax, checkpointSteps, checkpointMaxMb, checkpoints }`
/// (the sides a board may have; the furthest step a link restores; time
/// travel's checkpoints).
#[wasm_bindgen]
pub fn limits() -> Result<JsValue, JsError> {
    to_js(&LimitsView {
        weight_min: *WEIGHTS.start(),
        weight_max: *WEIGHTS.end(),
        page_weight_min: *PAGE_WEIGHTS.start(),
        page_weight_max: *PAGE_WEIGHTS.end(),
        bytes_per_mb: limits::MIB as f64,
        session_memory_mb: limits::PAGE_MEMORY_MIB as f64,
        lab_astar_memory_mb: limits::LAB_ASTAR_MEMORY_MIB as f64,
        solve_memory_mb: limits::SOLVE_MEMORY_MIB as f64,
        lane_memory_mb: limits::LANE_MEMORY_MIB as f64,
        compare_lanes: limits::COMPARE_LANES as f64,
        explain_memory_mb: limits::EXPLAIN_MEMORY_MIB as f64,
        worker_renew_mb: limits::WORKER_RENEW_MIB as f64,
        min_side: crate::board::MIN_SIDE as f64,
        max_side: crate::board::MAX_SIDE as f64,
        link_steps_max: limits::LINK_STEPS_MAX as f64,
        checkpoint_steps: limits::CHECKPOINT_STEPS as f64,
        checkpoint_max_mb: limits::CHECKPOINT_MAX_MIB as f64,
        checkpoints: limits::CHECKPOINTS as f64,
    })
}

/// `pageWeight(w)` → `w` if the page's fields offer it
/// ([`limits::PAGE_WEIGHTS`]); else throws the engine's sentence, `the
/// weight must be a number from 1 to 10, not 100`, so a field says what
/// the command line would.
#[wasm_bindgen(js_name = pageWeight)]
pub fn page_weight(w: f64) -> Result<f64, JsError> {
    Ok(limits::page_weight_checked(w)?)
}

/// `pageParameter(algorithm, value)` → `value` if the page's fields offer
/// it for the algorithm's parameter (its row's page range: weighted A*'s
/// weight from 1 to 10, as [`page_weight`]); else throws the row's
/// sentence, so a field says what the command line would. An algorithm
/// that takes no parameter accepts anything.
#[wasm_bindgen(js_name = pageParameter)]
pub fn page_parameter(algorithm: &str, value: f64) -> Result<f64, JsError> {
    let algorithm: Algorithm = super::named(algorithm)?;
    match algorithm.parameter() {
        Some(p) => Ok(p.check_page(value)?),
        None => Ok(value),
    }
}

/// One size as `sizes()` lists it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SizeView {
    width: usize,
    height: usize,
    algorithm: &'static str,
    heuristic: &'static str,
    start: String,
    small: bool,
    farthest: Option<u8>,
    shuffle_max: usize,
    thumbnail_digits: bool,
}

/// `sizes()` → `[{ width, height, algorithm, heuristic, start, small,
/// farthest, shuffleMax, thumbnailDigits }]`: every board size the engine
/// takes, in menu order, with its default search, a start board as the
/// Start field shows it ([`crate::sizes::Size::start_text`]) and the facts the page decides by (whole space
/// sweepable, the farthest distance or `null` where unknown, the Shuffle
/// field's top, digits on thumbnails), from [`crate::sizes`].
#[wasm_bindgen]
pub fn sizes() -> Result<JsValue, JsError> {
    let list: Vec<SizeView> = crate::sizes::sizes()
        .into_iter()
        .map(|s| SizeView {
            width: s.width,
            height: s.height,
            algorithm: s.algorithm.name(),
            heuristic: s.heuristic.name(),
            start: s.start_text,
            small: s.small,
            farthest: s.farthest,
            shuffle_max: s.shuffle_max,
            thumbnail_digits: s.thumbnail_digits,
        })
        .collect();
    // `farthest` where unknown is `null`, not a missing field.
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    list.serialize(&serializer).map_err(super::js_error)
}

#[cfg(test)]
mod tests {
    //! Run under node: `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
    //! cargo test --target wasm32-unknown-unknown --lib`.

    use super::super::test_support::{get, message, num, text};
    use super::*;
    use js_sys::Array;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// What a move may cost and, per row, under which costs an algorithm
    /// runs and a heuristic is admissible: the page marks them from these.
    #[wasm_bindgen_test]
    fn costs_reach_the_page_with_the_rows_that_follow_them() {
        let names = |v: JsValue| -> Vec<String> { Array::from(&v).iter().map(|c| c.as_string().unwrap()).collect() };
        assert_eq!(names(costs().unwrap()), ["unit", "heavy"]);
        let list = Array::from(&algorithms().unwrap());
        let named = |name: &str| list.iter().find(|a| text(a, "name") == name).unwrap();
        assert_eq!(names(get(&named("idastar"), "offeredUnder")), ["unit"]);
        assert_eq!(names(get(&named("bfs"), "offeredUnder")), ["unit", "heavy"]);
        assert_eq!(get(&named("ucs"), "weighsCosts").as_bool(), Some(true));
        assert_eq!(get(&named("bfs"), "weighsCosts").as_bool(), Some(false));
        for a in Algorithm::ALL {
            let view = named(a.name());
            assert_eq!(get(&view, "weighsCosts").as_bool(), Some(a.weighs_costs()), "{}", a.name());
            assert_eq!(names(get(&view, "offeredUnder")).contains(&"heavy".to_string()), a.offered_under(Costs::Heavy));
        }
        let list = Array::from(&heuristics().unwrap());
        let under = |name: &str| names(get(&list.iter().find(|h| text(h, "name") == name).unwrap(), "admissibleUnder"));
        assert_eq!(under("manhattan"), ["unit", "heavy"]);
        assert_eq!(under("heavy-manhattan"), ["heavy"]);
        assert!(under("nilsson").is_empty());
    }

    /// The words the page shows beside the menus: a hint each, IDA*'s and
    /// IDDFS's bound, and the heuristic's name after an algorithm's.
    #[wasm_bindgen_test]
    fn hints_bounds_and_short_phrases_reach_the_page() {
        let list = Array::from(&algorithms().unwrap());
        let bounds: Vec<String> =
            list.iter().map(|a| get(&a, "bound").as_string().unwrap_or_else(|| "-".into())).collect();
        // Every row's, in menu order (the rows are in tests/snapshots/catalogue.txt).
        let rows: Vec<&str> = Algorithm::ALL.iter().map(|a| a.bound().unwrap_or("-")).collect();
        assert_eq!(bounds, rows);
        let named = |name: &str| list.iter().find(|a| text(a, "name") == name).unwrap();
        let bound = |name: &str| get(&named(name), "bound").as_string();
        assert_eq!(
            [bound("idastar"), bound("iddfs"), bound("astar")],
            [Some("threshold".into()), Some("depth limit".into()), None]
        );
        assert_eq!(text(&named("idastar"), "hint"), "DFS under a rising f limit: shortest.");

        let list = Array::from(&heuristics().unwrap());
        let phrases: Vec<String> = list.iter().map(|h| text(&h, "shortPhrase")).collect();
        assert_eq!(phrases, Heuristic::ALL.map(Heuristic::short_phrase));
        assert_eq!(phrases[..4], ["h = 0", "misplaced", "Manhattan", "linear conflict"]);
        assert_eq!(
            text(&list.get(5), "hint"),
            "Three pattern databases of 5 tiles, 1.5 MB, added up (and maxed with their mirror image)."
        );
    }

    /// The tie-breaking menu and who has it.
    #[wasm_bindgen_test]
    fn tie_breaks_reach_the_page_with_the_algorithms_that_take_them() {
        let list = Array::from(&tie_breaks().unwrap());
        let names: Vec<String> = list.iter().map(|t| text(&t, "name")).collect();
        assert_eq!(names, ["larger-g", "smaller-g", "fifo", "lifo"]);
        assert_eq!(text(&list.get(2), "short"), "FIFO");
        let algorithms = Array::from(&algorithms().unwrap());
        let with: Vec<String> =
            (algorithms.iter()).filter(|a| get(a, "breaksTies").as_bool().unwrap()).map(|a| text(&a, "name")).collect();
        assert_eq!(with, ["astar", "wastar", "greedy", "a", "best-first"]);
    }

    /// Every budget the page uses, in the one unit, and the page's weight
    /// check with the engine's sentence.
    #[wasm_bindgen_test]
    fn the_page_reads_its_budgets_and_weight_range_here() {
        let l = limits().unwrap();
        assert_eq!(num(&l, "bytesPerMb"), 1_048_576.0);
        assert_eq!(
            ["solveMemoryMb", "laneMemoryMb", "compareLanes", "explainMemoryMb", "labAstarMemoryMb", "workerRenewMb"]
                .map(|k| num(&l, k)),
            [384.0, 160.0, 6.0, 256.0, 512.0, 64.0]
        );
        assert_eq!(
            ["linkStepsMax", "checkpointSteps", "checkpointMaxMb", "checkpoints"].map(|k| num(&l, k)),
            [1_000_000.0, 5_000.0, 192.0, 2.0]
        );
        assert_eq!((num(&l, "pageWeightMin"), num(&l, "pageWeightMax")), (1.0, 10.0));
        assert_eq!(
            (num(&l, "minSide"), num(&l, "maxSide")),
            (crate::board::MIN_SIDE as f64, crate::board::MAX_SIDE as f64)
        );

        assert_eq!(page_weight(2.5).unwrap(), 2.5);
        assert_eq!(message(page_weight(100.0).unwrap_err()), "the weight must be a number from 1 to 10, not 100");
        assert_eq!(message(page_weight(0.0).unwrap_err()), "the weight must be a number from 1 to 10, not 0");
        // The same through the row, as the page's fields ask.
        assert_eq!(page_parameter("wastar", 2.5).unwrap(), 2.5);
        assert_eq!(message(page_parameter("wastar", 100.0).unwrap_err()), message(page_weight(100.0).unwrap_err()));
        assert_eq!(page_parameter("astar", 100.0).unwrap(), 100.0);
    }

    /// The Size menu's entries: every size, each with its default search.
    #[wasm_bindgen_test]
    fn sizes_reach_the_page_with_their_default_search() {
        let list = Array::from(&sizes().unwrap());
        assert_eq!(list.length(), 16);
        let first = list.get(0);
        assert_eq!((num(&first, "width"), num(&first, "height")), (2.0, 2.0));
        assert_eq!((text(&first, "algorithm"), text(&first, "heuristic")), ("astar".into(), "manhattan".into()));
        let big = list.get(3);
        assert_eq!((num(&big, "width"), text(&big, "algorithm")), (5.0, "idastar".into()));
        assert_eq!(text(&big, "start").split(" / ").count(), 5);
        assert_eq!(text(&big, "start").split([' ', '/']).filter(|t| !t.is_empty()).count(), 25);
    }

    /// Each size's facts reach the page by their camelCase names: the
    /// 8-puzzle small and 31 deep, the 15-puzzle not swept, its farthest null.
    #[wasm_bindgen_test]
    fn sizes_reach_the_page_with_their_facts() {
        let list = Array::from(&sizes().unwrap());
        let eight = list.get(1);
        assert_eq!((num(&eight, "width"), num(&eight, "height")), (3.0, 3.0));
        let flag = |v: &JsValue, key: &str| get(v, key).as_bool().unwrap();
        assert!(flag(&eight, "small") && flag(&eight, "thumbnailDigits"));
        assert_eq!((num(&eight, "farthest"), num(&eight, "shuffleMax")), (31.0, 31.0));
        let fifteen = list.get(2);
        assert_eq!((num(&fifteen, "width"), num(&fifteen, "height")), (4.0, 4.0));
        assert!(!flag(&fifteen, "small") && !flag(&fifteen, "thumbnailDigits"));
        assert!(get(&fifteen, "farthest").is_null());
        assert_eq!(num(&fifteen, "shuffleMax"), 200.0);
    }
}
