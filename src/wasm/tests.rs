//! Tests across the glue (src/wasm/): every export's argument checks, the codes thrown, the menus.
//!
//! Run under node: `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
//! cargo test --target wasm32-unknown-unknown --lib` (scripts/test.sh does).
//! They go through the exported functions and read the JS values back,
//! so field names and types are checked as the page sees them.

use super::test_support::{bytes, flag, get, message, num, text};
use super::*;
use crate::search::Algorithm;
use js_sys::Array;
use wasm_bindgen_test::wasm_bindgen_test;

const SAMPLE: &str = "2 3 4 1 5 x 7 6 8";

#[wasm_bindgen_test]
fn wrong_types_are_sentences_not_traps() {
    // `new Session(42, …)` read past the engine's memory.
    let err = |start: JsValue, goal: JsValue| {
        let ok = |s: &str| JsValue::from(s);
        message(Session::new(start, goal, ok("astar"), ok("manhattan"), 1.0, 0.0, 0.0).err().unwrap())
    };
    assert_eq!(err(42.into(), "ordered".into()), "the start must be a string, not the number 42");
    assert_eq!(err(JsValue::UNDEFINED, "ordered".into()), "the start must be a string, not undefined");
    assert_eq!(err(SAMPLE.into(), JsValue::NULL), "the goal must be a string, not null");
    assert_eq!(err(SAMPLE.into(), js_sys::Array::new().into()), "the goal must be a string, not an array");
    assert_eq!(err(SAMPLE.into(), true.into()), "the goal must be a string, not a boolean");
    assert_eq!(err(f64::NAN.into(), "ordered".into()), "the start must be a string, not the number NaN");
    let sum = |s: Result<Session, JsError>| num(&s.unwrap().step(f64::INFINITY).unwrap(), "solutionLength");
    let fine = Session::new(SAMPLE.into(), "ordered".into(), "astar".into(), "manhattan".into(), 1.0, 0.0, 0.0);
    assert_eq!(sum(fine), 19.0);
    assert_eq!(
        message(parse_board_checked(7.into(), JsValue::UNDEFINED).unwrap_err()),
        "the board must be a string, not the number 7"
    );
    assert_eq!(
        message(parse_board_checked("1 2 3 0".into(), 2.into()).unwrap_err()),
        "the size must be a string, not the number 2"
    );
    let b = parse_board_checked("1 2 3 0".into(), JsValue::NULL).unwrap();
    assert_eq!(num(&b, "width"), 2.0);
    // Every other export that reads text checks it the same way.
    let said = |r: Result<JsValue, JsError>| message(r.unwrap_err());
    assert_eq!(said(solvability_checked(SAMPLE.into(), 1.into())), "the goal must be a string, not the number 1");
    assert_eq!(said(heuristic_values_checked(JsValue::NULL, "ordered".into())), "the start must be a string, not null");
    assert_eq!(
        said(goal_board_checked(js_sys::Object::new().into(), 3.0, 3.0)),
        "the goal must be a string, not an object"
    );
    assert_eq!(
        message(random_board_checked(1e300.into(), 3.0, 3.0, 1.0, 1.0).unwrap_err()),
        "the goal must be a string, not the number 1e300"
    );
    assert_eq!(
        said(lab::kernel_solve_checked(SAMPLE.into(), "ordered".into(), f64::INFINITY.into(), 0.0)),
        "the heuristic must be a string, not the number Infinity"
    );
    assert_eq!(
        said(lab::table_plan_checked(7.into(), "ordered".into())),
        "the heuristic must be a string, not the number 7"
    );
    assert_eq!(
        message(lab::build_pattern_table_checked("ordered".into(), 5.into(), None).unwrap_err()),
        "the tiles must be a Uint8Array or an array, not the number 5"
    );
    assert_eq!(
        message(lab::LabSolver::new(JsValue::UNDEFINED, "ordered".into(), &js_sys::Array::new()).err().unwrap()),
        "the heuristic must be a string, not undefined"
    );
    let accuracy = analysis::Accuracy::new("ordered".into(), 3.0, 3.0).unwrap();
    assert_eq!(message(accuracy.distance_of(31.into()).unwrap_err()), "the board must be a string, not the number 31");
    assert_eq!(message(accuracy.matrix(true.into()).unwrap_err()), "the heuristic must be a string, not a boolean");
    assert_eq!(
        message(analysis::Accuracy::new(3.into(), 3.0, 3.0).err().unwrap()),
        "the goal must be a string, not the number 3"
    );
    // A table the page cannot hold is refused before it is built.
    assert_eq!(
        message(lab::build_pattern_table("ordered", &[1, 2, 3, 4, 5, 6, 7, 8], None).unwrap_err()),
        "the page builds pattern tables of at most 6 tiles, not 8 (518918400 placements)"
    );
    // and the same instance still answers.
    assert_eq!(accuracy.distance_of(SAMPLE.into()).unwrap(), 19);
}

/// The `code` and `args` of a thrown `Error`.
fn code_of(err: JsError) -> (String, JsValue) {
    let value: JsValue = err.into();
    (text(&value, "code"), get(&value, "args"))
}

#[wasm_bindgen_test]
fn errors_carry_a_code_and_arguments_beside_the_english() {
    let err = || Session::open("1 2 3 4 5 6 7 8 8", "ordered", "astar", "manhattan", 1.0, 0.0, 0.0).err().unwrap();
    assert_eq!(message(err()), "tile 8 appears twice");
    let (code, args) = code_of(err());
    assert_eq!((code.as_str(), num(&args, "tile")), ("parse.duplicate", 8.0));
    let (code, args) = code_of(parse_board_js("1 2 x", None).unwrap_err());
    assert_eq!((code.as_str(), num(&args, "found")), ("parse.count", 3.0));
    let (code, args) = code_of(Session::open(SAMPLE, "ordered", "dijkstra", "zero", 1.0, 0.0, 0.0).err().unwrap());
    assert_eq!(
        (code.as_str(), text(&args, "kind"), text(&args, "name")),
        ("name.unknown", "algorithm".into(), "dijkstra".into())
    );
    assert_eq!(Array::from(&get(&args, "choices")).length(), Algorithm::ALL.len() as u32);
    let (code, args) =
        code_of(Session::new(42.into(), "ordered".into(), "astar".into(), "zero".into(), 1.0, 0.0, 0.0).err().unwrap());
    assert_eq!(
        (code.as_str(), text(&args, "argument"), text(&args, "value")),
        ("argument.numberNotString", "start".into(), "42".into())
    );
    let (code, args) = code_of(goal_board_checked(JsValue::NULL, 3.0, 3.0).unwrap_err());
    assert_eq!(
        (code.as_str(), text(&args, "argument"), text(&args, "type")),
        ("argument.notString", "goal".into(), "null".into())
    );
    let (code, args) = code_of(Session::open(SAMPLE, "ordered", "wastar", "zero", 0.5, 0.0, 0.0).err().unwrap());
    assert_eq!((code.as_str(), num(&args, "max"), text(&args, "value")), ("limits.weight", 1000.0, "0.5".into()));
    let (code, args) = code_of(random_board("ordered", 3, 3, 40.0, 1.0).unwrap_err());
    assert_eq!((code.as_str(), num(&args, "farthest")), ("random.depthUnreachable", 31.0));
    // Every code thrown is listed, with exactly its arguments.
    let listed = message_codes().unwrap();
    let keys: Vec<String> = Array::from(&listed).iter().map(|c| text(&c, "key")).collect();
    assert!(keys.contains(&"error.parse.duplicate".to_string()) && keys.contains(&"status.stopped.nodes".to_string()));
    assert_eq!(keys.len(), ERRORS.len() + SENTENCES.len() + REASONS.len() + crate::search::declared_reasons().len());
}

#[wasm_bindgen_test]
fn menus() {
    let goals = Array::from(&named_goals(4.0, 4.0).unwrap());
    let names: Vec<String> = goals.iter().map(|g| text(&g, "name")).collect();
    assert_eq!(names, ["ordered", "blank-first", "spiral", "reverse"]);
    assert_eq!(text(&goals.get(1), "description"), "the blank, then 1 2 … n (Korf's 15-puzzle)");
    assert_eq!(bytes(&get(&goals.get(2), "tiles")), [1, 2, 3, 4, 12, 13, 14, 5, 11, 0, 15, 6, 10, 9, 8, 7]);
    assert_eq!(message(named_goals(1.0, 1.0).unwrap_err()), "board size 1×1 is not supported (sides 2 to 5)");

    // Every row, in the catalogue's order, with what the page branches on (the rows themselves are
    // pinned in tests/snapshots/catalogue.txt); then a few rows word for word.
    let list = Array::from(&algorithms().unwrap());
    let rows: Vec<(String, bool, String)> =
        list.iter().map(|a| (text(&a, "name"), flag(&a, "usesHeuristic"), text(&a, "optimality"))).collect();
    let expect: Vec<(String, bool, String)> = Algorithm::ALL
        .iter()
        .map(|a| (a.name().to_string(), a.uses_heuristic(), a.optimality().name().to_string()))
        .collect();
    assert_eq!(rows, expect);
    assert_eq!(rows.len(), 17);
    let row = |a: &JsValue| {
        format!(
            "{} {} {} {} {} {} {} {}",
            text(a, "short"),
            text(a, "phrase"),
            flag(a, "iterative"),
            flag(a, "bidirectional"),
            text(a, "frontierKey"),
            !get(a, "parameter").is_undefined(),
            text(a, "optimality"),
            text(a, "title")
        )
    };
    let of = |name: &str| row(&list.iter().find(|a| text(a, "name") == name).unwrap());
    assert_eq!(
        ["bfs", "bibfs", "astar", "wastar", "greedy", "idastar", "iddfs", "dls", "beam"].map(of),
        [
            "BFS breadth-first search false false g false always Breadth-first search",
            "Bidirectional BFS bidirectional BFS false true g false always Bidirectional BFS",
            "A* A* false false f false admissible A*",
            "Weighted A* weighted A* false false f true weight Weighted A*",
            "Greedy greedy best-first search false false h false none Greedy best-first",
            "IDA* IDA* true false f false admissible IDA*",
            "IDDFS iterative deepening DFS true false g false always Iterative deepening DFS",
            "DLS depth-limited search false false g true none Depth-limited search",
            "Beam beam search false false h true none Beam search",
        ]
    );

    let list = Array::from(&heuristics().unwrap());
    let names: Vec<String> = list.iter().map(|h| text(&h, "name")).collect();
    assert_eq!(names, crate::heuristic::Heuristic::ALL.map(|h| h.name()));
    assert_eq!(
        names[..7],
        ["zero", "misplaced", "manhattan", "linear-conflict", "walking-distance", "pdb555", "pdb663"]
    );
    let pdb = list.get(6);
    assert_eq!(
        (text(&pdb, "title"), text(&pdb, "short"), text(&pdb, "phrase")),
        ("Pattern databases 6-6-3".into(), "PDB 6-6-3".into(), "6-6-3 pattern databases".into())
    );
    assert!(flag(&pdb, "needsTables") && flag(&pdb, "admissible") && !flag(&pdb, "consistent"));
    assert!(flag(&pdb, "stepwise"));
    assert_eq!((num(&pdb, "maxCells"), bytes(&get(&pdb, "sides"))), (16.0, vec![4]));
    let manhattan = list.get(2);
    assert_eq!(text(&manhattan, "phrase"), "Manhattan distance");
    assert!(!flag(&manhattan, "needsTables") && flag(&manhattan, "consistent"));
    assert!(get(&manhattan, "sides").is_undefined());
    assert_eq!(num(&manhattan, "maxCells"), 25.0);

    let l = limits().unwrap();
    assert_eq!((num(&l, "weightMin"), num(&l, "weightMax")), (1.0, 1000.0));
    assert_eq!((num(&l, "pageWeightMin"), num(&l, "pageWeightMax")), (1.0, 10.0));
    assert_eq!(num(&l, "bytesPerMb"), 1_048_576.0);
    assert_eq!((num(&l, "sessionMemoryMb"), num(&l, "labAstarMemoryMb")), (512.0, 512.0));
}
