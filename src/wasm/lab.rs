//! wasm glue for the 15-puzzle lab (docs/wasm-api.md, "15-puzzle lab"):
//! the solver facade ([`crate::solver`]) with every heuristic of the
//! catalogue ([`Heuristic`]), for the lab's Web Worker (www/lab/worker.js).
//!
//! Pattern databases take seconds to build, so the worker builds them one
//! table at a time ([`build_pattern_table`], with a progress callback after
//! each layer of the table's search), keeps the bytes in IndexedDB under the
//! key [`table_plan`] gives, and hands them to a [`LabSolver`]. A solve calls
//! back between batches of work (the facade's [`Solver::solve_with_progress`]),
//! so the worker can post progress while the search runs.
//!
//! [`LabSolver::solve_astar`] runs the step-wise A* with the same tables
//! under a memory budget.
//!
//! [`kernel_solve`] does everything in one call (build, solve, no callback):
//! the browser tests run it in node to get the engine's own numbers.

use super::{count, goal_of, js_error, named, problem_of, to_js, JsError};
use crate::board::Board;
use crate::heuristic::pdb::table::FORMAT_VERSION;
use crate::heuristic::pdb::{PatternTable, Pdb};
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::limits::{self, LAB_ASTAR_MEMORY_MIB};
use crate::problem::{Problem, Status, StopReason};
use crate::search::Algorithm;
use crate::solver::{Outcome, Progress, Request, Solver};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The lab's puzzle: 4×4.
const SIDE: usize = 4;

/// A node limit from JS: 0, negative, NaN or ∞ mean "no limit".
fn node_limit(n: f64) -> u64 {
    match count(n) {
        0 => u64::MAX,
        n => n,
    }
}

/// The pattern tables a heuristic needs for a goal, and the cache key.
#[derive(Serialize)]
struct TablePlan {
    /// `pdb663|0 1 2 … 15|v1`: heuristic, goal tiles and table format, so a
    /// cache never returns a table of another goal or layout.
    key: String,
    tables: Vec<PlannedTable>,
}

#[derive(Serialize)]
struct PlannedTable {
    tiles: Vec<u8>,
    placements: usize,
}

/// `tablePlan` from JS: [`table_plan`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = tablePlan)]
pub fn table_plan_checked(heuristic: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    table_plan(&super::string_arg(&heuristic, "the heuristic")?, &super::string_arg(&goal, "the goal")?)
}

/// `tablePlan(heuristic, goal)` → `{ key, tables: [{ tiles, placements }] }`
/// for a 4×4 goal (name or board text). `tables` is empty for heuristics
/// without pattern databases. Throws on an unknown heuristic or goal.
pub fn table_plan(heuristic: &str, goal: &str) -> Result<JsValue, JsError> {
    let h = named(heuristic)?;
    let goal = goal_of(goal, SIDE, SIDE)?;
    to_js(&plan(h, &goal)?)
}

fn plan(h: Heuristic, goal: &Board) -> Result<TablePlan, JsError> {
    let partition = h.partition();
    let groups = match partition {
        Some(p) => p.groups(goal).map_err(js_error)?,
        None => Vec::new(),
    };
    let tiles: Vec<String> = goal.tiles().iter().map(|t| t.to_string()).collect();
    Ok(TablePlan {
        key: format!("{}|{}|v{FORMAT_VERSION}", h.name(), tiles.join(" ")),
        tables: groups
            .into_iter()
            .map(|tiles| PlannedTable {
                placements: crate::heuristic::pdb::placement_count(goal.cells(), tiles.len()),
                tiles,
            })
            .collect(),
    })
}

/// `buildPatternTable(goal, tiles, onLayer?)` → `Uint8Array`: the table of
/// `tiles` towards the 4×4 `goal`, serialized
/// ([`PatternTable::to_bytes`]). `onLayer(reached, placements)` is called
/// after each layer of the search.
#[wasm_bindgen(js_name = buildPatternTable)]
pub fn build_pattern_table_checked(
    goal: JsValue,
    tiles: JsValue,
    on_layer: Option<js_sys::Function>,
) -> Result<Vec<u8>, JsError> {
    let goal = super::string_arg(&goal, "the goal")?;
    // A Uint8Array or an array of numbers; anything else is a sentence.
    let tiles: Vec<u8> = if let Some(bytes) = tiles.dyn_ref::<js_sys::Uint8Array>() {
        bytes.to_vec()
    } else if js_sys::Array::is_array(&tiles) {
        let mut out = Vec::new();
        for t in js_sys::Array::from(&tiles).iter() {
            match t.as_f64() {
                Some(n) if n.fract() == 0.0 && (0.0..=255.0).contains(&n) => out.push(n as u8),
                _ => return Err(js_error(format!("the tiles must be whole numbers, not {}", super::kind_of(&t)))),
            }
        }
        out
    } else {
        return Err(js_error(format!("the tiles must be a Uint8Array or an array, not {}", super::kind_of(&tiles))));
    };
    build_pattern_table(&goal, &tiles, on_layer)
}

/// [`build_pattern_table_checked`] on Rust values.
pub fn build_pattern_table(goal: &str, tiles: &[u8], on_layer: Option<js_sys::Function>) -> Result<Vec<u8>, JsError> {
    let goal = goal_of(goal, SIDE, SIDE)?;
    if tiles.len() > limits::PAGE_PATTERN_TILES {
        return Err(js_error(format!(
            "the page builds pattern tables of at most {} tiles, not {} ({} placements)",
            limits::PAGE_PATTERN_TILES,
            tiles.len(),
            crate::heuristic::pdb::placement_count(goal.cells(), tiles.len())
        )));
    }
    let mut report = |reached: usize, total: usize| {
        if let Some(f) = &on_layer {
            // A throwing callback must not stop the build.
            let _ = f.call2(&JsValue::NULL, &(reached as f64).into(), &(total as f64).into());
        }
    };
    let table = PatternTable::build_with_progress(&goal, tiles, &mut report).map_err(js_error)?;
    Ok(table.to_bytes())
}

/// A heuristic built for one 4×4 goal, ready to solve many boards.
#[wasm_bindgen]
pub struct LabSolver {
    heuristic: GoalHeuristic,
    goal: Board,
}

#[wasm_bindgen]
impl LabSolver {
    /// `new LabSolver(heuristic, goal, tables)`: `tables` is an array of
    /// `Uint8Array`s from [`build_pattern_table`] (or the cache), in the
    /// order of [`table_plan`], for `pdb555` and `pdb663`; other heuristics
    /// ignore it and build their small tables here. Throws on unknown names,
    /// on tables that are not the planned ones, or on a goal that is not 4×4.
    #[wasm_bindgen(constructor)]
    pub fn new(heuristic: JsValue, goal: JsValue, tables: &js_sys::Array) -> Result<LabSolver, JsError> {
        let h: Heuristic = named(&super::string_arg(&heuristic, "the heuristic")?)?;
        let goal = goal_of(&super::string_arg(&goal, "the goal")?, SIDE, SIDE)?;
        let planned = plan(h, &goal)?.tables;
        if planned.is_empty() {
            return Ok(LabSolver { heuristic: h.build(&goal).map_err(js_error)?, goal });
        }
        if tables.length() as usize != planned.len() {
            return Err(js_error(format!("{} needs {} tables, got {}", h.name(), planned.len(), tables.length())));
        }
        let mut read = Vec::with_capacity(planned.len());
        for (value, want) in tables.iter().zip(&planned) {
            let bytes = value
                .dyn_into::<js_sys::Uint8Array>()
                .map_err(|_| js_error("every table must be a Uint8Array"))?
                .to_vec();
            let table = PatternTable::from_bytes(&bytes).map_err(js_error)?;
            if table.tiles() != want.tiles {
                return Err(js_error(format!("a table holds tiles {:?}, expected {:?}", table.tiles(), want.tiles)));
            }
            read.push(table);
        }
        let pdb = Pdb::from_tables(&goal, read).map_err(js_error)?;
        let reflect = pdb.can_reflect();
        Ok(LabSolver { heuristic: GoalHeuristic::from_pdb(h, &goal, pdb.with_reflection(reflect)), goal })
    }

    /// The heuristic's name.
    #[wasm_bindgen(getter)]
    pub fn heuristic(&self) -> String {
        self.heuristic.kind().name().to_string()
    }

    /// The estimate of a board (text, 4×4).
    pub fn estimate(&self, start: JsValue) -> Result<u32, JsError> {
        let problem = self.problem(&super::string_arg(&start, "the start")?)?;
        Ok(self.heuristic.estimate_board(problem.start()))
    }

    /// `solve(start, nodeLimit, onProgress?)` → a [`LabResult`]: IDA* on the
    /// fast kernel, moves tried in the engine's order. `onProgress({
    /// generated, expanded, threshold, iteration })` is called when an
    /// iteration starts and every [`crate::kernel::PROGRESS_INTERVAL`]
    /// (2^18) expansions; returning `false` stops the search (status
    /// `stopped`). Throws on a bad or unsolvable board.
    pub fn solve(
        &self,
        start: JsValue,
        node_limit_js: f64,
        on_progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let problem = self.problem(&super::string_arg(&start, "the start")?)?;
        let request =
            Request { algorithm: Algorithm::IdaStar, node_budget: node_limit(node_limit_js), ..self.request() };
        let solver = Solver::with_heuristic(request, self.heuristic.clone());
        let outcome = run(&solver, &problem, on_progress.as_ref(), |p| {
            to_js(&IterationProgress {
                generated: p.generated as f64,
                expanded: p.expanded as f64,
                threshold: p.threshold,
                iteration: p.iteration,
            })
        })?;
        to_js(&LabResult::new(&outcome, false))
    }

    /// `solveAStar(start, memoryBudgetBytes, onProgress?)` → a
    /// [`LabResult`] (no iterations; `memory` and `message` set): the
    /// step-wise A* with this solver's heuristic, stopped before its memory
    /// would pass the budget (status `memory`) rather than letting the tab
    /// run out; a budget of 0 is the engine's
    /// [`limits::LAB_ASTAR_MEMORY_MIB`]. `onProgress({ generated, expanded,
    /// f, memory })` is called every [`crate::solver::STEP_BATCH`]
    /// expansions; returning `false` stops it (status `stopped`).
    #[wasm_bindgen(js_name = solveAStar)]
    pub fn solve_astar(
        &self,
        start: JsValue,
        memory_budget_js: f64,
        on_progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let problem = self.problem(&super::string_arg(&start, "the start")?)?;
        let memory_budget = limits::wasm_memory_budget(match count(memory_budget_js) {
            0 => limits::mib(LAB_ASTAR_MEMORY_MIB),
            bytes => bytes,
        });
        let request = Request { algorithm: Algorithm::AStar, memory_budget, ..self.request() };
        let solver = Solver::with_heuristic(request, self.heuristic.clone());
        let outcome = run(&solver, &problem, on_progress.as_ref(), |p| {
            to_js(&AStarProgress {
                generated: p.generated as f64,
                expanded: p.expanded as f64,
                f: p.f,
                memory: p.memory as f64,
            })
        })?;
        to_js(&LabResult::new(&outcome, true))
    }
}

/// Solves with a JS progress callback (if any), each progress shown by
/// `view`.
fn run(
    solver: &Solver,
    problem: &Problem,
    callback: Option<&js_sys::Function>,
    view: impl Fn(&Progress) -> Result<JsValue, JsError>,
) -> Result<Outcome, JsError> {
    let outcome = match callback {
        None => solver.solve(problem),
        Some(f) => solver.solve_with_progress(problem, &mut |p| {
            let arg = view(p).unwrap_or(JsValue::NULL);
            f.call1(&JsValue::NULL, &arg).map(|r| r != JsValue::FALSE).unwrap_or(true)
        }),
    };
    outcome.map_err(js_error)
}

#[derive(Serialize)]
struct IterationProgress {
    generated: f64,
    expanded: f64,
    threshold: u32,
    iteration: u32,
}

#[derive(Serialize)]
struct AStarProgress {
    generated: f64,
    expanded: f64,
    /// f of the node expanded last: A*'s rising bound.
    f: f64,
    /// The engine's estimate of its memory, in bytes.
    memory: f64,
}

impl LabSolver {
    /// The request every lab search starts from: the engine's defaults with
    /// this solver's heuristic.
    fn request(&self) -> Request {
        Request { heuristic: self.heuristic.kind(), ..Request::default() }
    }

    fn problem(&self, start: &str) -> Result<Problem, JsError> {
        let board = crate::parse::parse_board(start, None)?;
        if (board.width(), board.height()) != (SIDE, SIDE) {
            return Err(js_error(format!(
                "the lab solves 4×4 boards (the 15-puzzle), not {}×{}",
                board.width(),
                board.height()
            )));
        }
        Ok(Problem::new(board, self.goal.clone())?)
    }
}

/// What a solve returns to JS (numbers as `f64`, never BigInt).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LabResult {
    /// `solved`, `stopped` (node limit, or the callback said stop),
    /// `memory` (A*'s memory budget) or `exhausted`.
    status: &'static str,
    /// The blank's moves, `udlr` ('' unless solved).
    moves: String,
    /// Solution length (-1 unless solved).
    length: i32,
    generated: f64,
    expanded: f64,
    /// Korf's (1985) count of generated nodes (-1 unless solved on the
    /// kernel).
    korf_generated: f64,
    iterations: Vec<IterationView>,
    /// A*: the engine's memory estimate at the end, in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    memory: Option<f64>,
    /// A*: how it ended, in words (e.g. the memory budget it hit).
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
}

#[derive(Serialize)]
struct IterationView {
    threshold: u32,
    generated: f64,
    expanded: f64,
}

impl LabResult {
    /// `outcome` as the worker reads it; `with_memory` adds the A* fields.
    fn new(outcome: &Outcome, with_memory: bool) -> LabResult {
        let status = match outcome.status {
            Status::Stopped { reason: StopReason::MemoryBudget, .. } => StopReason::MemoryBudget.name(),
            s => s.name(),
        };
        let solution = outcome.solution.as_ref();
        let message = match (outcome.cancelled, solution) {
            (true, _) => "stopped by the page".to_string(),
            (false, Some(_)) => Status::Solved.message(),
            (false, None) => outcome.status.message(),
        };
        let c = &outcome.counters;
        LabResult {
            status,
            moves: solution.map(|s| s.move_string()).unwrap_or_default(),
            length: solution.map_or(-1, |s| s.len() as i32),
            generated: c.generated as f64,
            expanded: c.expanded as f64,
            korf_generated: outcome.korf_generated.map_or(-1.0, |n| n as f64),
            iterations: outcome
                .iterations
                .iter()
                .map(|it| IterationView {
                    threshold: it.threshold,
                    generated: it.generated as f64,
                    expanded: it.expanded as f64,
                })
                .collect(),
            memory: with_memory.then_some(c.memory as f64),
            message: with_memory.then_some(message),
        }
    }
}

/// `kernelSolve` from JS: [`kernel_solve`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = kernelSolve)]
pub fn kernel_solve_checked(
    start: JsValue,
    goal: JsValue,
    heuristic: JsValue,
    node_limit_js: f64,
) -> Result<JsValue, JsError> {
    kernel_solve(
        &super::string_arg(&start, "the start")?,
        &super::string_arg(&goal, "the goal")?,
        &super::string_arg(&heuristic, "the heuristic")?,
        node_limit_js,
    )
}

/// `kernelSolve(start, goal, heuristic, nodeLimit)` → the same object as
/// `LabSolver.solve`, through the facade (no cache, no callback): what the
/// browser tests compare the page with. The last heuristic built is kept,
/// so a loop over boards with one heuristic and goal builds its pattern
/// databases once.
pub fn kernel_solve(start: &str, goal: &str, heuristic: &str, node_limit_js: f64) -> Result<JsValue, JsError> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<(Heuristic, Board, std::rc::Rc<GoalHeuristic>)>> =
            const { std::cell::RefCell::new(None) };
    }
    let h: Heuristic = named(heuristic)?;
    let problem = problem_of(start, goal)?;
    let kept = LAST.with_borrow(|last| match last {
        Some((lh, lg, built)) if *lh == h && lg == problem.goal() => Some(built.clone()),
        _ => None,
    });
    let built = match kept {
        Some(built) => built,
        None => {
            let built = std::rc::Rc::new(h.build(problem.goal()).map_err(js_error)?);
            LAST.set(Some((h, problem.goal().clone(), built.clone())));
            built
        }
    };
    let request = Request {
        algorithm: Algorithm::IdaStar,
        heuristic: h,
        node_budget: node_limit(node_limit_js),
        ..Request::default()
    };
    let outcome = Solver::with_heuristic(request, (*built).clone()).solve(&problem).map_err(js_error)?;
    to_js(&LabResult::new(&outcome, false))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{get, message, num};
    use super::*;
    use crate::search::{self, Config};
    use js_sys::{Array, Uint8Array};
    use wasm_bindgen_test::wasm_bindgen_test;

    /// 20 moves from `ordered` (the Solve view's "easy 4×4" preset).
    const EASY: &str = "5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14";

    #[wasm_bindgen_test]
    fn kernel_solve_matches_the_native_kernel() {
        let problem = problem_of(EASY, "ordered").unwrap();
        for name in ["manhattan", "linear-conflict", "walking-distance"] {
            let h = Heuristic::from_name(name).unwrap();
            let native = crate::solver::kernel_solve(&problem, h, crate::kernel::MoveOrder::ENGINE, u64::MAX).unwrap();
            let js = kernel_solve(EASY, "ordered", name, 0.0).unwrap();
            assert_eq!(num(&js, "length"), 20.0, "{name}");
            assert_eq!(num(&js, "generated"), native.generated as f64, "{name}");
            assert_eq!(num(&js, "expanded"), native.expanded as f64, "{name}");
            assert_eq!(get(&js, "moves").as_string().unwrap(), crate::board::moves_to_string(&native.moves));
        }
    }

    #[wasm_bindgen_test]
    fn solver_from_built_tables_counts_like_kernel_solve() {
        let plan = table_plan("pdb555", "ordered").unwrap();
        let key = get(&plan, "key").as_string().unwrap();
        assert_eq!(key, "pdb555|1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0|v1");
        let planned = Array::from(&get(&plan, "tables"));
        assert_eq!(planned.length(), 3);
        let tables = Array::new();
        for t in planned.iter() {
            let tiles: Vec<u8> = Array::from(&get(&t, "tiles")).iter().map(|v| v.as_f64().unwrap() as u8).collect();
            assert_eq!(num(&t, "placements"), 524_160.0);
            let bytes = build_pattern_table("ordered", &tiles, None).unwrap();
            tables.push(&Uint8Array::from(&bytes[..]));
        }
        let solver = LabSolver::new("pdb555".into(), "ordered".into(), &tables).unwrap();
        assert_eq!(solver.heuristic(), "pdb555");
        assert_eq!(solver.estimate(EASY.into()).unwrap(), 18);
        let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let log = seen.clone();
        let hook = Closure::<dyn FnMut(JsValue) -> bool>::new(move |p: JsValue| {
            log.borrow_mut().push((num(&p, "iteration"), num(&p, "threshold")));
            true
        });
        let ours =
            solver.solve(EASY.into(), 0.0, Some(hook.as_ref().unchecked_ref::<js_sys::Function>().clone())).unwrap();
        let reference = kernel_solve(EASY, "ordered", "pdb555", 0.0).unwrap();
        for key in ["length", "generated", "expanded", "korfGenerated"] {
            assert_eq!(num(&ours, key), num(&reference, key), "{key}");
        }
        assert_eq!(num(&ours, "length"), 20.0);
        // One call as each iteration starts (too few nodes for a timed one).
        let iterations = Array::from(&get(&ours, "iterations"));
        let expected: Vec<(f64, f64)> =
            iterations.iter().enumerate().map(|(i, it)| (i as f64 + 1.0, num(&it, "threshold"))).collect();
        assert_eq!(*seen.borrow(), expected);
        // A callback that answers false stops the search where it is.
        let stop = Closure::<dyn FnMut(JsValue) -> bool>::new(|_: JsValue| false);
        let stopped =
            solver.solve(EASY.into(), 0.0, Some(stop.as_ref().unchecked_ref::<js_sys::Function>().clone())).unwrap();
        assert_eq!(get(&stopped, "status").as_string().unwrap(), "stopped");
        assert_eq!(num(&stopped, "expanded"), 0.0);
    }

    #[wasm_bindgen_test]
    fn astar_with_the_solvers_heuristic_and_a_memory_budget() {
        // Korf's instance 12 (45 moves) with walking distance: the step-wise
        // A*'s own counts, through the solver.
        let korf12 = "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15";
        let solver = LabSolver::new("walking-distance".into(), "blank-first".into(), &Array::new()).unwrap();
        let calls = std::rc::Rc::new(std::cell::Cell::new(0));
        let seen = calls.clone();
        let hook = Closure::<dyn FnMut(JsValue) -> bool>::new(move |p: JsValue| {
            assert!(num(&p, "memory") > 0.0 && num(&p, "f") >= 35.0);
            seen.set(seen.get() + 1);
            true
        });
        let hook_fn = hook.as_ref().unchecked_ref::<js_sys::Function>().clone();
        let r = solver.solve_astar(korf12.into(), 512e6, Some(hook_fn)).unwrap();
        assert_eq!(get(&r, "status").as_string().unwrap(), "solved");
        assert_eq!(num(&r, "length"), 45.0);
        let goal = crate::goal::named("blank-first", 4, 4).unwrap();
        let problem = problem_of(korf12, "blank-first").unwrap();
        let built = Heuristic::WalkingDistance.build(&goal).unwrap();
        let config = Config { algorithm: Algorithm::AStar, ..Config::default() };
        let native = search::solve_with(&problem, &config, built);
        assert_eq!(num(&r, "expanded"), native.counters().expanded as f64);
        assert_eq!(num(&r, "expanded"), 4_723.0);
        assert_eq!(num(&r, "generated"), native.counters().generated as f64);
        assert_eq!(get(&r, "moves").as_string().unwrap(), native.solution().unwrap().move_string());
        assert_eq!(Array::from(&get(&r, "iterations")).length(), 0);
        assert_eq!(calls.get(), 1, "fewer expansions than one batch: one callback");
        // A budget it cannot stay under: stopped with the engine's words.
        let r = solver.solve_astar(korf12.into(), 100_000.0, None).unwrap();
        assert_eq!(get(&r, "status").as_string().unwrap(), "memory");
        let expanded = num(&r, "expanded");
        assert!(expanded > 0.0 && expanded < 4_723.0);
        assert_eq!(
            get(&r, "message").as_string().unwrap(),
            format!("stopped after {expanded} expansions (memory budget reached)")
        );
        assert_eq!(num(&r, "length"), -1.0);
    }

    #[wasm_bindgen_test]
    fn bad_input_is_a_readable_error() {
        assert_eq!(
            message(table_plan("pdb", "ordered").unwrap_err()),
            // The engine's sentence (pinned whole in tests/snapshots/catalogue.txt).
            "pdb".parse::<Heuristic>().unwrap_err().to_string()
        );
        let solver = LabSolver::new("manhattan".into(), "blank-first".into(), &Array::new()).unwrap();
        assert_eq!(
            message(solver.solve("1 2 3 4 5 6 7 8 0".into(), 0.0, None).unwrap_err()),
            "the lab solves 4×4 boards (the 15-puzzle), not 3×3"
        );
        assert_eq!(
            message(LabSolver::new("pdb663".into(), "blank-first".into(), &Array::new()).err().unwrap()),
            "pdb663 needs 3 tables, got 0"
        );
        let junk = Array::of1(&Uint8Array::from(&[1u8, 2, 3][..]));
        let err = LabSolver::new(
            "pdb663".into(),
            "blank-first".into(),
            &Array::of3(&junk.get(0), &junk.get(0), &junk.get(0)),
        );
        assert_eq!(message(err.err().unwrap()), "not a pattern table: no NPDB header");
    }

    #[wasm_bindgen_test]
    fn the_node_limit_stops_the_search() {
        let r = kernel_solve(EASY, "ordered", "manhattan", 10.0).unwrap();
        assert_eq!(get(&r, "status").as_string().unwrap(), "stopped");
        assert_eq!(num(&r, "expanded"), 10.0);
        assert_eq!(num(&r, "length"), -1.0);
    }
}
