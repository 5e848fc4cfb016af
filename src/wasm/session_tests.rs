//! Tests of `Session` (src/wasm/session.rs): summaries, history, budgets.
//!
//! Run under node: `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
//! cargo test --target wasm32-unknown-unknown --lib` (scripts/test.sh does).
//! They go through the exported functions and read the JS values back,
//! so field names and types are checked as the page sees them.

use super::super::solvability;
use super::super::test_support::{bytes, flag, get, message, num, text};
use super::*;
use crate::goal::named;
use crate::parse::parse_board;
use js_sys::{Array, Float64Array};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;

const SAMPLE: &str = "2 3 4 1 5 x 7 6 8";

fn session(start: &str, goal: &str, algorithm: &str, heuristic: &str) -> Session {
    Session::open(start, goal, algorithm, heuristic, 1.0, 0.0, 0.0).unwrap()
}

fn new_err(start: &str, goal: &str, algorithm: &str, heuristic: &str, weight: f64) -> String {
    match Session::open(start, goal, algorithm, heuristic, weight, 0.0, 0.0) {
        Ok(_) => panic!("expected an error"),
        Err(e) => message(e),
    }
}

fn history(s: &Session) -> Vec<f64> {
    let memory = wasm_bindgen::memory().unchecked_into::<js_sys::WebAssembly::Memory>();
    let view = Float64Array::new_with_byte_offset_and_length(
        &memory.buffer(),
        s.history_ptr() as u32,
        4 * s.history_length() as u32,
    );
    view.to_vec()
}

#[wasm_bindgen_test]
fn sample_solves_in_19_with_a_valid_path() {
    let mut s = session(SAMPLE, "ordered", "astar", "manhattan");
    assert_eq!((s.width(), s.height(), s.cells()), (3, 3, 9));
    let ready = s.step(0.0).unwrap();
    assert_eq!(text(&ready, "status"), "ready");
    assert!(!flag(&ready, "finished"));
    assert_eq!(text(&ready, "message"), "ready");
    assert_eq!(bytes(&get(&ready, "tiles")), [2, 3, 4, 1, 5, 0, 7, 6, 8]);
    assert_eq!(num(&ready, "solutionLength"), -1.0);
    assert!(get(&ready, "branching").is_undefined(), "no b* before a solution");
    assert_eq!(s.solution_moves(), "");
    assert!(s.solution_states().is_empty());

    let done = s.step(f64::INFINITY).unwrap();
    assert_eq!(text(&done, "status"), "solved");
    assert!(flag(&done, "finished"));
    assert_eq!(text(&done, "message"), "solved in 19 moves");
    assert_eq!(num(&done, "solutionLength"), 19.0);
    assert!(flag(&done, "optimal"));
    // b* as the Compare table shows it: generated − 1 nodes at depth 19.
    let generated = num(&done, "generated") as u64;
    assert_eq!(Some(num(&done, "branching")), crate::stats::effective_branching_factor(generated - 1, 19));
    assert_eq!(bytes(&get(&done, "tiles")), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    assert_eq!(num(&done, "depth"), 19.0);
    assert_eq!((num(&done, "g"), num(&done, "h"), num(&done, "f")), (19.0, 0.0, 19.0));
    assert_eq!(Array::from(&get(&done, "children")).length(), 0);

    let moves = s.solution_moves();
    assert_eq!(moves.len(), 19);
    let start = parse_board(SAMPLE, None).unwrap();
    let goal = named("ordered", 3, 3).unwrap();
    assert_eq!(start.apply_moves(&moves).unwrap(), goal);
    let states = s.solution_states();
    assert_eq!(states.len(), 20 * 9);
    let mut board = start.clone();
    for (i, mv) in moves.chars().enumerate() {
        assert_eq!(&states[i * 9..i * 9 + 9], board.tiles(), "board {i}");
        board = board.apply_moves(&mv.to_string()).unwrap();
    }
    assert_eq!(&states[19 * 9..], goal.tiles());
    // One step call ran the whole search: a history row per step, the last one the summary's.
    let steps = num(&done, "steps");
    assert_eq!(s.history_length() as f64, steps);
    let rows = history(&s);
    assert_eq!(rows[rows.len() - 4..], [steps, num(&done, "expanded"), num(&done, "frontier"), num(&done, "visited")]);
    let steps_column: Vec<f64> = rows.chunks(4).map(|r| r[0]).collect();
    assert_eq!(steps_column, (1..=steps as u64).map(|n| n as f64).collect::<Vec<_>>());
    assert_eq!((s.history_stride(), s.history_settled()), (1.0, steps as usize));
    // A finished session does not move any more.
    let again = s.step(10.0).unwrap();
    assert_eq!(num(&again, "steps"), num(&done, "steps"));
    assert_eq!(s.history_length() as f64, steps);
}

#[wasm_bindgen_test]
fn constructor_errors_carry_the_parser_message() {
    assert_eq!(new_err("1 1 2 3 4 5 6 7 8", "ordered", "astar", "manhattan", 1.0), "tile 1 appears twice");
    assert_eq!(new_err("", "ordered", "astar", "manhattan", 1.0), "empty board: no tiles found");
    assert_eq!(
        new_err(SAMPLE, "sorted", "astar", "manhattan", 1.0),
        "unknown goal 'sorted' (use ordered, blank-first, spiral, reverse or a board)"
    );
    assert_eq!(
        new_err(SAMPLE, "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "astar", "manhattan", 1.0),
        "the goal is 4×4 but the start is 3×3"
    );
    // The engine's sentences (pinned whole in tests/snapshots/catalogue.txt).
    assert_eq!(
        new_err(SAMPLE, "ordered", "dijkstra", "manhattan", 1.0),
        "dijkstra".parse::<crate::search::Algorithm>().unwrap_err().to_string()
    );
    assert_eq!(
        new_err(SAMPLE, "ordered", "astar", "euclid", 1.0),
        "euclid".parse::<crate::heuristic::Heuristic>().unwrap_err().to_string()
    );
    assert_eq!(
        new_err(SAMPLE, "ordered", "wastar", "manhattan", 0.5),
        "the weight must be a number from 1 to 1000, not 0.5"
    );
    assert_eq!(
        new_err(SAMPLE, "ordered", "wastar", "manhattan", 1001.0),
        "the weight must be a number from 1 to 1000, not 1001"
    );
    // Solve's field let these through; 9999.999 panicked ("capacity
    // overflow"), 1e300 and 2⁶⁴ trapped.
    for (w, shown) in [(9999.999, "9999.999"), (1e300, "1e300"), (2f64.powi(64), "1.8446744073709552e19")] {
        let sentence = format!("the weight must be a number from 1 to 1000, not {shown}");
        assert_eq!(new_err("8 6 7 2 5 4 3 x 1", "ordered", "wastar", "linear-conflict", w), sentence);
    }
    assert_eq!(
        new_err(SAMPLE, "ordered", "wastar", "manhattan", f64::INFINITY),
        "the weight must be a number from 1 to 1000, not Infinity"
    );
    // Tables that do not fit the board say so; those that fit are built.
    assert_eq!(
        new_err(SAMPLE, "ordered", "astar", "pdb663", 1.0),
        "pdb663: the 6-6-3 partition is drawn for 4×4 boards, not 3×3"
    );
    let mut wd = session(SAMPLE, "ordered", "astar", "walking-distance");
    assert_eq!(num(&wd.step(f64::INFINITY).unwrap(), "solutionLength"), 19.0);
    // The weight only matters to weighted A*.
    assert!(Session::open(SAMPLE, "ordered", "astar", "manhattan", 0.5, 0.0, 0.0).is_ok());
}

#[wasm_bindgen_test]
fn summaries_carry_the_status_code() {
    let mut s = session(SAMPLE, "ordered", "astar", "manhattan");
    assert_eq!(text(&s.summary().unwrap(), "statusCode"), "ready");
    let done = s.step(f64::INFINITY).unwrap();
    assert_eq!(text(&done, "statusCode"), "solved");
    assert_eq!((num(&get(&done, "args"), "moves"), flag(&get(&done, "args"), "optimal")), (19.0, true));
    let mut stopped = Session::open("8 6 7 2 5 4 3 x 1", "ordered", "bfs", "zero", 1.0, 10.0, 0.0).unwrap();
    let sum = stopped.step(f64::INFINITY).unwrap();
    assert_eq!((text(&sum, "statusCode"), num(&get(&sum, "args"), "expanded")), ("stopped.nodes".into(), 10.0));
    let never = session("1 2 3 4 5 6 8 7 x", "ordered", "bfs", "zero").summary().unwrap();
    assert_eq!(text(&never, "statusCode"), "solvability.odd");
    assert_eq!((num(&get(&never, "args"), "startInversions"), flag(&get(&never, "args"), "solvable")), (1.0, false));
    let v = solvability("1 2 3 4 5 6 8 7 x", "ordered").unwrap();
    assert_eq!((text(&v, "code"), num(&get(&v, "args"), "goalInversions")), ("solvability.odd".into(), 0.0));
}

#[wasm_bindgen_test]
fn unsolvable_start_is_a_status_not_an_error() {
    let mut s = session("1 2 3 4 5 6 8 7 x", "ordered", "bfs", "zero");
    let sum = s.step(100.0).unwrap();
    assert_eq!(text(&sum, "status"), "unsolvable");
    assert!(flag(&sum, "finished"));
    assert_eq!(
        text(&sum, "message"),
        "The start has 1 inversion (odd), the goal has 0 (even). On a board of odd width every move keeps the inversion parity, so the goal cannot be reached."
    );
    assert_eq!((num(&sum, "steps"), num(&sum, "expanded")), (0.0, 0.0));
    assert_eq!(bytes(&get(&sum, "tiles")), [1, 2, 3, 4, 5, 6, 8, 7, 0]);
    assert_eq!(num(&sum, "solutionLength"), -1.0);
    assert_eq!(s.history_length(), 0);
    assert_eq!(s.solution_moves(), "");
}

#[wasm_bindgen_test]
fn history_has_a_row_per_step_whatever_the_calls() {
    // BFS from the centre: the root has 4 children; each edge child
    // regenerates the root (closed) and adds 2 new nodes.
    let mut s = session("1 2 3 4 0 5 6 7 8", "ordered", "bfs", "zero");
    let first = s.step(1.0).unwrap();
    assert_eq!(text(&first, "status"), "running");
    assert!(!flag(&first, "finished"));
    assert_eq!(text(&first, "message"), "searching");
    assert_eq!(history(&s), [1.0, 1.0, 4.0, 1.0]);
    s.step(0.0).unwrap();
    s.summary().unwrap();
    assert_eq!(s.history_length(), 1);
    let third = s.step(2.0).unwrap();
    assert_eq!(
        (num(&third, "steps"), num(&third, "expanded"), num(&third, "generated"), num(&third, "frontier")),
        (3.0, 3.0, 11.0, 6.0)
    );
    assert_eq!(num(&third, "maxFrontier"), 6.0);
    // Step 2 expanded an edge child: the root again (closed) and 2 new nodes.
    assert_eq!(history(&s), [1.0, 1.0, 4.0, 1.0, 2.0, 2.0, 5.0, 2.0, 3.0, 3.0, 6.0, 3.0]);
    // A fork (time travel's checkpoint) keeps the rows, and steps on with the same ones.
    let mut fork = s.fork();
    fork.step(5.0).unwrap();
    s.step(1.0).unwrap();
    s.advance(2.0);
    s.step(2.0).unwrap();
    assert_eq!(history(&fork), history(&s));
    assert_eq!(fork.history_length(), 8);
}

#[wasm_bindgen_test]
fn children_are_described_in_move_order() {
    let mut s = session("1 2 3 4 0 5 6 7 8", "ordered", "bfs", "zero");
    let sum = s.step(1.0).unwrap();
    assert_eq!(bytes(&get(&sum, "tiles")), [1, 2, 3, 4, 0, 5, 6, 7, 8]);
    assert_eq!(text(&sum, "side"), "forward");
    let children = Array::from(&get(&sum, "children"));
    let moves: Vec<String> = children.iter().map(|c| text(&c, "move")).collect();
    assert_eq!(moves, ["u", "d", "l", "r"]);
    assert!(children.iter().all(|c| text(&c, "kind") == "new" && num(&c, "g") == 1.0));
    assert_eq!(bytes(&get(&children.get(0), "tiles")), [1, 0, 3, 4, 2, 5, 6, 7, 8]);
    let second = s.step(1.0).unwrap();
    let kinds: Vec<String> = Array::from(&get(&second, "children")).iter().map(|c| text(&c, "kind")).collect();
    assert_eq!(kinds, ["closed", "new", "new"]);
}

#[wasm_bindgen_test]
fn idastar_reports_its_iterations() {
    let mut s = session("8 6 7 2 5 4 3 0 1", "ordered", "idastar", "manhattan");
    let first = s.step(1.0).unwrap();
    assert_eq!((num(&first, "iteration"), num(&first, "threshold")), (1.0, 21.0));
    assert!(flag(&first, "newIteration"));
    let done = s.step(f64::INFINITY).unwrap();
    assert_eq!(text(&done, "message"), "solved in 31 moves");
    assert_eq!((num(&done, "iteration"), num(&done, "threshold")), (6.0, 31.0));
}

#[wasm_bindgen_test]
fn budgets_and_trivial_starts() {
    let mut s = Session::open("8 6 7 2 5 4 3 0 1", "ordered", "bfs", "zero", 1.0, 1000.0, 0.0).unwrap();
    let sum = s.step(5000.0).unwrap();
    assert_eq!(text(&sum, "status"), "stopped");
    assert!(flag(&sum, "finished"));
    assert_eq!(text(&sum, "message"), "stopped after 1000 expansions (node budget reached)");
    assert_eq!(num(&sum, "expanded"), 1000.0);

    let mut s = session("1 2 3 4 5 6 7 8 0", "ordered", "bfs", "zero");
    let sum = s.step(0.0).unwrap();
    assert_eq!(text(&sum, "status"), "solved");
    assert_eq!(text(&sum, "message"), "solved in 0 moves");
    assert_eq!(s.solution_states(), [1, 2, 3, 4, 5, 6, 7, 8, 0]);

    // A start that is the goal is solved before any step, by every
    // algorithm, with a node budget of 1 too.
    for algorithm in ["bfs", "bibfs", "astar", "wastar", "greedy", "idastar", "iddfs"] {
        let mut s = Session::open("1 2 3 4 5 6 7 8 0", "ordered", algorithm, "manhattan", 1.0, 1.0, 0.0).unwrap();
        let sum = s.step(0.0).unwrap();
        assert_eq!((text(&sum, "status"), text(&sum, "message")), ("solved".into(), "solved in 0 moves".into()));
        assert_eq!(num(&sum, "expanded"), 0.0, "{algorithm}");
        assert_eq!(s.solution_states(), [1, 2, 3, 4, 5, 6, 7, 8, 0], "{algorithm}");
    }

    let mut s = session("1 2 3 4 5 6 7 0 8", "ordered", "greedy", "manhattan");
    assert_eq!(text(&s.step(f64::INFINITY).unwrap(), "message"), "solved in 1 move (not guaranteed shortest)");
}

#[wasm_bindgen_test]
fn bidirectional_search_reports_sides() {
    let mut s = session("8 6 7 2 5 4 3 0 1", "ordered", "bibfs", "zero");
    let first = s.step(1.0).unwrap();
    assert_eq!(text(&first, "side"), "forward");
    let second = s.step(1.0).unwrap();
    assert_eq!(text(&second, "side"), "backward");
    let done = s.step(f64::INFINITY).unwrap();
    assert_eq!(text(&done, "message"), "solved in 31 moves");
    assert!(flag(&done, "optimal"));
}

/// A code of a thrown error (`formula.*`) and its column.
fn thrown_code(err: JsError) -> (String, f64) {
    let value: JsValue = err.into();
    (text(&value, "code"), num(&get(&value, "args"), "column"))
}

#[wasm_bindgen_test]
fn the_kit_takes_a_priority_and_names_the_search_it_equals() {
    let start = "2 3 4 1 5 0 7 6 8";
    // Each priority against the named search it expands as: all of its expansions compared.
    for (priority, named) in [("h", "greedy"), ("g + h", "astar"), ("g + 2 * h", "wastar")] {
        let mut kit = Session::open(start, "ordered", "best-first", "manhattan", 1.0, 0.0, 0.0).unwrap();
        kit.use_priority(priority.into()).unwrap();
        let answer = kit.equivalent().unwrap();
        let same = get(&answer, "same");
        assert_eq!((text(&same, "algorithm"), flag(&same, "complete")), (named.to_string(), true), "{priority}");
        let weight = if named == "wastar" { 2.0 } else { 1.0 };
        assert_eq!(num(&same, "weight"), weight, "{priority}");
        assert!(get(&answer, "shortest").is_undefined(), "not solved yet");
        let mut other = Session::open(start, "ordered", named, "manhattan", weight, 0.0, 0.0).unwrap();
        // Every step compared: the named search's own steps (its expansions and the goal's selection).
        let steps = num(&other.step(f64::INFINITY).unwrap(), "steps");
        assert_eq!(num(&same, "steps"), steps, "{priority}");
        // The kit's own run: the same count, and A*'s path is shortest.
        let done = kit.step(f64::INFINITY).unwrap();
        assert_eq!(num(&done, "steps"), steps, "{priority}");
        let shortest = get(&kit.equivalent().unwrap(), "shortest").as_bool();
        assert_eq!(shortest, Some(named == "astar"), "{priority}");
    }
    // A mistake is the formula language's coded sentence, never a trap.
    let mut kit = session(start, "ordered", "best-first", "manhattan");
    assert_eq!(thrown_code(kit.use_priority("g +".into()).unwrap_err()), ("formula.unexpected-end".into(), 4.0));
    assert_eq!(thrown_code(kit.use_priority("g + manhattan".into()).unwrap_err()).0, "formula.priority-board");
    let error: JsValue = kit.use_priority(JsValue::from(42)).unwrap_err().into();
    assert_eq!(text(&error, "code"), "argument.numberNotString");
    kit.step(1.0).unwrap();
    assert_eq!(thrown_code(kit.use_priority("h".into()).unwrap_err()).0, "formula.priority-started");
    // Only the kit takes one; the others have no equivalent to name.
    let mut astar = session(start, "ordered", "astar", "manhattan");
    assert_eq!(thrown_code(astar.use_priority("h".into()).unwrap_err()).0, "formula.priority-unused");
    assert!(astar.equivalent().unwrap().is_null());
}

#[wasm_bindgen_test]
fn heavy_costs_weigh_the_tiles_in_g_and_the_path() {
    // The POJ 1077 sample (the CLI's tests pin the same counts): uniform
    // cost under heavy costs finds the cheapest path, 23 moves costing 92;
    // BFS's 19 moves cost 100 and are not called optimal.
    let mut ucs = session(SAMPLE, "ordered", "ucs", "manhattan");
    assert_eq!(text(&ucs.step(0.0).unwrap(), "costs"), "unit");
    ucs.use_costs("heavy".into()).unwrap();
    let done = ucs.step(f64::INFINITY).unwrap();
    assert_eq!(text(&done, "costs"), "heavy");
    assert_eq!(
        (num(&done, "solutionLength"), num(&done, "solutionCost"), num(&done, "expanded")),
        (23.0, 92.0, 69413.0)
    );
    assert!(flag(&done, "optimal"));
    let mut bfs = session(SAMPLE, "ordered", "bfs", "manhattan");
    bfs.use_costs("heavy".into()).unwrap();
    let done = bfs.step(f64::INFINITY).unwrap();
    assert_eq!((num(&done, "solutionLength"), num(&done, "solutionCost")), (19.0, 100.0));
    assert!(!flag(&done, "optimal"));
    // Unit costs: the cost is the length.
    let mut unit = session(SAMPLE, "ordered", "astar", "manhattan");
    let done = unit.step(f64::INFINITY).unwrap();
    assert_eq!((num(&done, "solutionLength"), num(&done, "solutionCost")), (19.0, 19.0));
    // IDA* counts moves and is not offered under heavy costs; a stepped search keeps its costs.
    let mut ida = session(SAMPLE, "ordered", "idastar", "manhattan");
    assert!(message(ida.use_costs("heavy".into()).unwrap_err()).starts_with("idastar counts moves"));
    assert!(message(ucs.use_costs("unit".into()).unwrap_err()).contains("before the search's first step"));
    assert_eq!(message(unit.use_costs("light".into()).unwrap_err()), "unknown costs 'light' (use unit or heavy)");
}

/// Issue 25: a budget of 0 means the default, as `--max-nodes 0` and
/// `--max-memory 0` do in the CLI (`cli::solve::budget`, tested there):
/// no node limit, and the page's memory budget, never "stop at once".
#[wasm_bindgen_test]
fn a_budget_of_0_means_the_default_as_in_the_cli() {
    let zero = Session::open(SAMPLE, "ordered", "bfs", "zero", 1.0, 0.0, 0.0).unwrap();
    let request = zero.solver.request();
    assert_eq!(request.node_budget, u64::MAX);
    assert_eq!(request.memory_budget, limits::wasm_memory_budget(PAGE_MEMORY_MIB * MIB));
    let named = Session::open(SAMPLE, "ordered", "bfs", "zero", 1.0, 0.0, PAGE_MEMORY_MIB as f64).unwrap();
    assert_eq!(named.solver.request().memory_budget, request.memory_budget);
    // And a search with it runs to its end.
    let mut zero = zero;
    let done = zero.step(f64::INFINITY).unwrap();
    assert_eq!(text(&done, "status"), "solved");
}
