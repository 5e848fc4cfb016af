//! WebAssembly glue: the JavaScript API of docs/wasm-api.md over the engine.
//!
//! This is the only module that knows about wasm-bindgen. It converts JS
//! values and serializes; every decision — names and their error sentence
//! ([`crate::names`]), defaults and ranges ([`crate::limits`]), which engine
//! runs and with which heuristic ([`crate::solver`]), the words of a status —
//! is the engine's.
//! Numbers cross the boundary as `f64` (JS numbers): wasm-bindgen would turn
//! `u64` into `BigInt`, which the page should never have to handle.
//!
//! A search runs many expansions per call (`Session::step(n)`) and is
//! serialized once per call into a plain `Summary` object, so the cost of
//! crossing into JavaScript does not grow with the number of nodes.

mod analysis;
mod cantor;
mod catalogue;
mod compare;
mod error;
mod explain;
mod formula;
mod hint;
mod judge;
mod lab;
mod listing;
mod quiz;
mod state_map;
#[cfg(test)]
mod test_support;
mod tie;
mod visited;

use crate::board::{Board, Geometry};
use crate::goal;
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::limits::{self, MIB, PAGE_MEMORY_MIB};
use crate::message::{Message, ERRORS, SENTENCES};
use crate::names::UnknownName;
use crate::parse::{parse_board, parse_goal, parse_size};
use crate::problem::{Problem, Status};
use crate::random::{at_depth_in, scramble, Rng};
use crate::search::{self, Algorithm, Search};
use crate::solvability::Solvability;
use crate::solver::{Request, Solver};
use crate::state_space::{distances, histogram, MAX_CELLS};
use serde::Serialize;
use std::str::FromStr;
use wasm_bindgen::prelude::*;

pub use catalogue::{algorithms, heuristics, limits};
pub(crate) use error::JsError;
pub use visited::visited_tables;

/// Installs the panic hook, so a Rust panic shows its message in the
/// console instead of "unreachable executed". Runs once, from `init()`.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Turns an engine sentence that has no code into a JS `Error` with the
/// same sentence (a [`crate::message::Coded`] error converts with `?` or
/// `JsError::from`, and carries its code).
fn js_error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// `messageCodes()`: every code a sentence of the engine can carry, with
/// its argument names and the page's catalogue key that words it
/// (`error.<code>` for a thrown error, `status.<code>` for a summary's
/// `statusCode` or a solvability's `code`), so the page can check that its
/// catalogues word them all.
#[wasm_bindgen(js_name = messageCodes)]
pub fn message_codes() -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct CodeView {
        code: &'static str,
        key: String,
        args: &'static [&'static str],
    }
    let view = |prefix: &str, &(code, args): &(&'static str, &'static [&'static str])| CodeView {
        code,
        key: format!("{prefix}.{code}"),
        args,
    };
    let list: Vec<CodeView> =
        ERRORS.iter().map(|c| view("error", c)).chain(SENTENCES.iter().map(|c| view("status", c))).collect();
    to_js(&list)
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(js_error)
}

/// A JS argument that must be a string, as one, or the sentence saying what
/// came instead (`the start must be a string, not the number 42`).
/// wasm-bindgen's `&str` reads any value as a string's bytes: a number there
/// read past the engine's memory ("memory access out of bounds") and killed
/// it for every view, so text arrives as a `JsValue` and is checked here.
fn string_arg(value: &JsValue, what: &str) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| {
        let english = format!("{what} must be a string, not {}", kind_of(value));
        let argument = what.trim_start_matches("the ");
        let message = match value.as_f64() {
            Some(n) => Message::new("argument.numberNotString", english).with("value", limits::number(n)),
            None => Message::new("argument.notString", english).with("type", type_of(value)),
        };
        // `argument` comes first in both codes' lists.
        let Message { code, mut args, english } = message;
        args.insert(0, ("argument", argument.into()));
        JsError::coded(&Message { code, args, english })
    })
}

/// An optional text argument: `undefined` and `null` are absent.
fn optional_string_arg(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        string_arg(value, what).map(Some)
    }
}

/// What a JS value is, for a sentence: `the number 42`, `undefined`,
/// `null`, `an array`, `an object`.
fn kind_of(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return format!("the number {}", limits::number(n));
    }
    match type_of(value) {
        kind @ ("null" | "undefined") => kind.to_string(),
        kind @ ("array" | "object") => format!("an {kind}"),
        "bigint" => "a BigInt".to_string(),
        kind => format!("a {kind}"),
    }
}

/// What a JS value is, in one word for a message's argument (the page's
/// catalogue words it): `null`, `undefined`, `number`, `array`, `boolean`,
/// `bigint`, `symbol`, `function`, `object`.
fn type_of(value: &JsValue) -> &'static str {
    if value.is_null() {
        return "null";
    }
    if value.is_undefined() {
        return "undefined";
    }
    if value.as_f64().is_some() {
        return "number";
    }
    if js_sys::Array::is_array(value) {
        return "array";
    }
    match value.js_typeof().as_string().as_deref() {
        Some("boolean") => "boolean",
        Some("bigint") => "bigint",
        Some("symbol") => "symbol",
        Some("function") => "function",
        _ => "object",
    }
}

/// A JS number as a count: NaN and negatives are 0, ∞ is unlimited.
fn count(n: f64) -> u64 {
    if n.is_nan() || n <= 0.0 {
        0
    } else if n >= u64::MAX as f64 {
        u64::MAX
    } else {
        n as u64
    }
}

/// A JS number as a whole non-negative count, or an error naming `what`.
fn whole(n: f64, what: &str) -> Result<u64, JsError> {
    if n.is_finite() && n >= 0.0 && n.fract() == 0.0 {
        Ok(n as u64)
    } else {
        let english = format!("{what} must be a whole number ≥ 0, not {}", limits::number(n));
        Err(JsError::coded(
            &Message::new("argument.notWhole", english)
                .with("argument", what.trim_start_matches("the "))
                .with("value", limits::number(n)),
        ))
    }
}

/// A name of a menu (algorithm, heuristic, visited table), with the
/// engine's one error sentence.
fn named<T: FromStr<Err = UnknownName>>(name: &str) -> Result<T, JsError> {
    Ok(name.parse()?)
}

/// A heuristic name (shared with the Accuracy view).
fn heuristic_named(name: &str) -> Result<Heuristic, JsError> {
    named(name)
}

/// Start and goal texts as a problem: the start decides the size.
fn problem_of(start: &str, goal: &str) -> Result<Problem, JsError> {
    let start = parse_board(start, None)?;
    let goal = parse_goal(goal, start.width(), start.height())?;
    Ok(Problem::new(start, goal)?)
}

/// One child of the last selected node, as the page draws it.
#[derive(Serialize)]
struct ChildView {
    tiles: Vec<u8>,
    #[serde(rename = "move")]
    mv: String,
    kind: &'static str,
    g: u32,
    h: u32,
}

/// What `step(n)` returns: the state of the search after the call.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Summary {
    status: &'static str,
    /// Which budget stopped the search (`nodes` or `memory`, as
    /// `StopReason::name`), absent (undefined in JS) unless `status` is `stopped`: the page words
    /// its own sentence from it and the counts.
    stop_reason: Option<&'static str>,
    /// No more steps will be taken (solved, exhausted, stopped, unsolvable).
    finished: bool,
    message: String,
    /// The code of `message` (`ready`, `solved`, `stopped.nodes`,
    /// `solvability.odd`, …), worded by the page's `status.<statusCode>`
    /// with `args`; `message` stays the engine's English.
    status_code: &'static str,
    args: error::Args,
    steps: f64,
    expanded: f64,
    generated: f64,
    frontier: f64,
    visited: f64,
    max_frontier: f64,
    memory: f64,
    depth: u32,
    g: u32,
    h: u32,
    f: f64,
    threshold: u32,
    iteration: u32,
    new_iteration: bool,
    side: &'static str,
    tiles: Vec<u8>,
    children: Vec<ChildView>,
    /// The lines of the pseudo-code the last step ran (`listing.rs`).
    ran: listing::RanView,
    solution_length: i32,
    optimal: bool,
    /// The effective branching factor b* of a solved search (generated − 1
    /// nodes at the solution's depth, as the Compare table shows it).
    branching: Option<f64>,
    /// What the visited table costs (BFS, bidirectional BFS, the A* family;
    /// `undefined` for IDA* and IDDFS): see `visited::CostsView`.
    visited_table: Option<visited::CostsView>,
}

/// One search, stepped by the page.
#[wasm_bindgen]
pub struct Session {
    problem: Problem,
    algorithm: Algorithm,
    weight: f64,
    /// `None` when the start cannot reach the goal: nothing to search.
    search: Option<Box<dyn Search>>,
    /// The parity explanation, kept for the unsolvable summary.
    explanation: Message,
    /// `[expanded, frontier, visited]` after each call that advanced.
    history: Vec<f64>,
    /// What the Explain view reads (src/search/trace.rs, exposed by
    /// src/wasm/explain.rs).
    explain: crate::search::trace::Trace,
    /// What built `search`: it builds the same search again, from its start,
    /// when the Explain view needs what the search did before it watched.
    solver: Solver,
}

#[wasm_bindgen]
impl Session {
    /// Sets up a search; see docs/wasm-api.md for the arguments. The four
    /// texts must be strings: anything else throws a sentence naming the
    /// argument (`the start must be a string, not the number 42`) instead of
    /// reading past the engine's memory.
    #[wasm_bindgen(constructor)]
    pub fn new(
        start: JsValue,
        goal: JsValue,
        algorithm: JsValue,
        heuristic: JsValue,
        weight: f64,
        node_budget: f64,
        memory_budget_mb: f64,
    ) -> Result<Session, JsError> {
        Session::open(
            &string_arg(&start, "the start")?,
            &string_arg(&goal, "the goal")?,
            &string_arg(&algorithm, "the algorithm")?,
            &string_arg(&heuristic, "the heuristic")?,
            weight,
            node_budget,
            memory_budget_mb,
        )
    }

    /// Advances up to `n` expansions and returns the summary; `step(0)`
    /// only reports. One history point is added when anything happened.
    pub fn step(&mut self, n: f64) -> Result<JsValue, JsError> {
        if let Some(search) = self.search.as_mut() {
            if self.explain.step(search.as_mut(), count(n)) > 0 {
                let c = search.counters();
                self.history.extend_from_slice(&[c.expanded as f64, c.frontier as f64, c.closed as f64]);
            }
        }
        to_js(&self.summarize())
    }

    /// Advances up to `n` expansions like `step`, but adds no history point
    /// and returns nothing: time travel stops part-way through one of the
    /// page's step requests to leave a checkpoint there, and the request's
    /// point is added by the `step` that finishes it.
    pub fn advance(&mut self, n: f64) {
        if let Some(search) = self.search.as_mut() {
            self.explain.step(search.as_mut(), count(n));
        }
    }

    /// Chooses how the search remembers visited states (a `name` of
    /// `visitedTables()`), before its first step: the search is set up
    /// again with it. Throws the engine's sentence for a table the
    /// algorithm or the board cannot take, and once the search has
    /// stepped. Algorithms that keep no table (IDA*, IDDFS) ignore it.
    #[wasm_bindgen(js_name = useVisited)]
    pub fn use_visited(&mut self, name: JsValue) -> Result<(), JsError> {
        let kind: search::VisitedKind = named(&string_arg(&name, "the visited table")?)?;
        if self.search.as_ref().is_some_and(|s| s.counters().steps > 0) {
            return Err(js_error("the visited table is chosen before the search's first step"));
        }
        let request = Request { visited: kind, ..self.solver.request().clone() };
        request.check_visited(self.problem.geometry().cells()).map_err(js_error)?;
        self.solver = Solver::with_heuristic(request, self.solver.heuristic().clone());
        if self.search.is_some() {
            self.search = Some(self.solver.start(&self.problem));
        }
        Ok(())
    }

    /// Searches with the user's formula (src/formula/, the text checked like
    /// typed input) as the heuristic instead of the one it was opened with,
    /// before its first step (the search is set up again with it). Throws
    /// an `Error` with `code` `formula.*` and `args` `{ column, found }`
    /// (the page words it, see `checkFormula`'s errors), also for an
    /// algorithm that uses no heuristic (`formula.unused`) and once the
    /// search has stepped (`formula.started`).
    #[wasm_bindgen(js_name = useFormula)]
    pub fn use_formula(&mut self, text: JsValue) -> Result<(), JsError> {
        let text = string_arg(&text, "the formula")?;
        let thrown = |e: crate::formula::FormulaError| formula::thrown(&e);
        if self.search.as_ref().is_some_and(|s| s.counters().steps > 0) {
            return Err(thrown(crate::formula::FormulaError {
                column: 1,
                code: "formula.started",
                found: String::new(),
                message: "the formula is chosen before the search's first step".to_string(),
            }));
        }
        let parsed = crate::formula::Formula::parse(&text).map_err(thrown)?;
        let request = self.solver.request().clone();
        self.solver = Solver::with_formula(request, parsed, self.problem.goal()).map_err(thrown)?;
        if self.search.is_some() {
            self.search = Some(self.solver.start(&self.problem));
        }
        Ok(())
    }

    /// A copy of this search as it is now, history and trace included, which
    /// then steps on independently: time travel's checkpoint
    /// (www/engine/handler.js). It costs about `summary().memory` bytes.
    pub fn fork(&self) -> Session {
        Session {
            problem: self.problem.clone(),
            algorithm: self.algorithm,
            weight: self.weight,
            search: self.search.as_ref().map(|search| search.fork()),
            solver: self.solver.clone(),
            explanation: self.explanation.clone(),
            history: self.history.clone(),
            explain: self.explain.clone(),
        }
    }

    /// The current summary, without advancing.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        to_js(&self.summarize())
    }

    /// Cells in a row.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> usize {
        self.problem.geometry().width()
    }

    /// Rows.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> usize {
        self.problem.geometry().height()
    }

    /// Cells (tiles plus the blank).
    #[wasm_bindgen(getter)]
    pub fn cells(&self) -> usize {
        self.problem.geometry().cells()
    }

    /// Number of `[expanded, frontier, visited]` points.
    #[wasm_bindgen(js_name = historyLength)]
    pub fn history_length(&self) -> usize {
        self.history.len() / 3
    }

    /// Address of the history in linear memory, for a `Float64Array` view.
    #[wasm_bindgen(js_name = historyPtr)]
    pub fn history_ptr(&self) -> usize {
        self.history.as_ptr() as usize
    }

    /// The solution as `udlr` letters ('' until solved).
    #[wasm_bindgen(js_name = solutionMoves)]
    pub fn solution_moves(&self) -> String {
        self.solution().map(|s| s.move_string()).unwrap_or_default()
    }

    /// The boards along the solution, start first, `cells` bytes each.
    #[wasm_bindgen(js_name = solutionStates)]
    pub fn solution_states(&self) -> Vec<u8> {
        let g = self.problem.geometry();
        let Some(solution) = self.solution() else { return Vec::new() };
        let mut out = vec![0u8; solution.states.len() * g.cells()];
        for (state, chunk) in solution.states.iter().zip(out.chunks_mut(g.cells())) {
            g.unpack_into(*state, chunk);
        }
        out
    }
}

impl Session {
    /// Sets up a search; see docs/wasm-api.md for the arguments. Every
    /// heuristic of `heuristics()` is accepted when it fits the board (its
    /// tables are built here: the pattern databases take seconds). An
    /// unsolvable start is not an error: the session reports `unsolvable`.
    /// (`new Session` from JS; the tests call this with `&str`s.)
    pub fn open(
        start: &str,
        goal: &str,
        algorithm: &str,
        heuristic: &str,
        weight: f64,
        node_budget: f64,
        memory_budget_mb: f64,
    ) -> Result<Session, JsError> {
        let problem = problem_of(start, goal)?;
        let algorithm: Algorithm = named(algorithm)?;
        let heuristic: Heuristic = named(heuristic)?;
        // The weight matters to weighted A* only; others accept anything.
        let weight = match algorithm.weighted() {
            true => limits::weight_checked(weight)?,
            false => limits::weight(weight).unwrap_or(1.0),
        };
        let node_budget = match count(node_budget) {
            0 => u64::MAX,
            n => n,
        };
        let mib = if count(memory_budget_mb) == 0 { PAGE_MEMORY_MIB as f64 } else { memory_budget_mb };
        let memory_budget = limits::wasm_memory_budget(count(mib * MIB as f64));
        let request = Request { algorithm, heuristic, weight, node_budget, memory_budget, ..Request::default() };
        let solver = Solver::new(request, problem.goal()).map_err(js_error)?;
        let verdict = problem.solvability();
        let search = verdict.solvable.then(|| solver.start(&problem));
        let explain = explain::trace_for(&problem, algorithm);
        Ok(Session {
            problem,
            algorithm,
            weight,
            search,
            explanation: verdict.coded(),
            history: Vec::new(),
            explain,
            solver,
        })
    }

    fn solution(&self) -> Option<&crate::problem::Solution> {
        self.search.as_ref().and_then(|s| s.solution())
    }

    fn summarize(&self) -> Summary {
        let geometry = self.problem.geometry();
        let Some(search) = self.search.as_ref() else {
            return Summary {
                status: "unsolvable",
                stop_reason: None,
                finished: true,
                message: self.explanation.english.clone(),
                status_code: self.explanation.code,
                args: error::Args(self.explanation.args.clone()),
                steps: 0.0,
                expanded: 0.0,
                generated: 0.0,
                frontier: 0.0,
                visited: 0.0,
                max_frontier: 0.0,
                memory: 0.0,
                depth: 0,
                g: 0,
                h: 0,
                f: 0.0,
                threshold: 0,
                iteration: 0,
                new_iteration: false,
                side: "forward",
                tiles: self.problem.start().tiles().to_vec(),
                children: Vec::new(),
                ran: listing::RanView::default(),
                solution_length: -1,
                optimal: false,
                branching: None,
                visited_table: None,
            };
        };
        let event = search.last_event();
        let c = search.counters();
        let stepped = c.steps > 0;
        let status = search.status();
        let said = match (status, search.solution()) {
            (Status::Running, _) if !stepped => Message::new("ready", "ready"),
            (Status::Solved, Some(solution)) => solution.coded(),
            (other, _) => other.coded(),
        };
        let name = if status == Status::Running && !stepped { "ready" } else { status.name() };
        let children = if stepped {
            event
                .children()
                .iter()
                .map(|child| ChildView {
                    tiles: geometry.unpack(child.state),
                    mv: child.mv.map(|m| m.letter().to_string()).unwrap_or_default(),
                    kind: child.kind.name(),
                    g: child.g,
                    h: child.h,
                })
                .collect()
        } else {
            Vec::new()
        };
        let tiles = if stepped { geometry.unpack(event.state) } else { self.problem.start().tiles().to_vec() };
        let solution = search.solution();
        let stop_reason = match status {
            Status::Stopped { reason, .. } => Some(reason.name()),
            _ => None,
        };
        Summary {
            status: name,
            stop_reason,
            finished: status.is_finished(),
            message: said.english,
            status_code: said.code,
            args: error::Args(said.args),
            steps: c.steps as f64,
            expanded: c.expanded as f64,
            generated: c.generated as f64,
            frontier: c.frontier as f64,
            visited: c.closed as f64,
            max_frontier: c.max_frontier as f64,
            memory: c.memory as f64,
            depth: c.depth,
            g: if stepped { event.g } else { 0 },
            h: if stepped { event.h } else { 0 },
            f: if stepped { event.f } else { 0.0 },
            threshold: c.threshold,
            iteration: c.iteration,
            new_iteration: c.new_iteration,
            side: event.side.name(),
            tiles,
            children,
            ran: listing::RanView::of(event),
            solution_length: solution.map_or(-1, |s| s.len() as i32),
            optimal: solution.map_or(self.algorithm.optimal(self.weight), |s| s.optimal),
            branching: solution
                .and_then(|s| crate::stats::effective_branching_factor(c.generated.saturating_sub(1), s.len() as u32)),
            visited_table: search.visited_costs().map(visited::CostsView::of),
        }
    }
}

/// What `parseBoard` returns.
#[derive(Serialize)]
struct BoardView {
    width: usize,
    height: usize,
    tiles: Vec<u8>,
}

/// `parseBoard(text, size?)`: [`parse_board_js`] for any JS values, so a
/// number or an object gives a sentence instead of a trap.
#[wasm_bindgen(js_name = parseBoard)]
pub fn parse_board_checked(text: JsValue, size: JsValue) -> Result<JsValue, JsError> {
    parse_board_js(&string_arg(&text, "the board")?, optional_string_arg(&size, "the size")?)
}

/// Parses a board; `size` like `"3x3"`, or absent/empty to infer it.
pub fn parse_board_js(text: &str, size: Option<String>) -> Result<JsValue, JsError> {
    let size = match size.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(s) => Some(parse_size(s)?),
    };
    let board = parse_board(text, size)?;
    to_js(&BoardView { width: board.width(), height: board.height(), tiles: board.tiles().to_vec() })
}

/// A goal's tiles: a name from `namedGoals` or a board text of that size.
fn goal_of(goal: &str, width: usize, height: usize) -> Result<Board, JsError> {
    geometry(width, height)?;
    Ok(parse_goal(goal, width, height)?)
}

/// A board's geometry, or the parser's coded sentence for a size the engine
/// does not support (the board's own English, `board size 6×2 is not
/// supported (sides 2 to 5)`).
fn geometry(width: usize, height: usize) -> Result<Geometry, JsError> {
    Geometry::new(width, height).map_err(|english| {
        let (min, max) = (crate::board::MIN_SIDE, crate::board::MAX_SIDE);
        let m = Message::new("parse.sizeUnsupported", english).with("width", width).with("height", height);
        JsError::coded(&m.with("min", min).with("max", max))
    })
}

/// `goalBoard` from JS: [`goal_board`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = goalBoard)]
pub fn goal_board_checked(goal: JsValue, width: usize, height: usize) -> Result<JsValue, JsError> {
    goal_board(&string_arg(&goal, "the goal")?, width, height)
}

/// The tiles of a goal (named or typed) on a `width × height` board.
pub fn goal_board(goal: &str, width: usize, height: usize) -> Result<JsValue, JsError> {
    to_js(&goal_of(goal, width, height)?.tiles())
}

/// What `solvability` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolvabilityView {
    solvable: bool,
    start_inversions: usize,
    goal_inversions: usize,
    start_blank_row: usize,
    goal_blank_row: usize,
    even_width: bool,
    explanation: String,
    /// The explanation's code (`solvability.odd` / `solvability.even`,
    /// worded by the page's `status.<code>`) and its arguments.
    code: &'static str,
    args: error::Args,
}

impl From<&Solvability> for SolvabilityView {
    fn from(s: &Solvability) -> SolvabilityView {
        SolvabilityView {
            solvable: s.solvable,
            start_inversions: s.start_inversions,
            goal_inversions: s.goal_inversions,
            start_blank_row: s.start_blank_row,
            goal_blank_row: s.goal_blank_row,
            even_width: s.even_width,
            explanation: s.explain(),
            code: s.coded().code,
            args: error::Args(s.coded().args),
        }
    }
}

/// `solvability` from JS: [`solvability`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = solvability)]
pub fn solvability_checked(start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    solvability(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)
}

/// Whether `start` can reach `goal`, with the parity working.
pub fn solvability(start: &str, goal: &str) -> Result<JsValue, JsError> {
    to_js(&SolvabilityView::from(&problem_of(start, goal)?.solvability()))
}

/// One entry of `otherGoals`.
#[derive(Serialize)]
struct OtherGoalView {
    name: &'static str,
    description: &'static str,
    moves: Option<usize>,
}

/// `otherGoals` from JS: [`other_goals`] with its texts checked, so a value
/// of another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = otherGoals)]
pub fn other_goals_checked(start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    other_goals(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)
}

/// The named goals other than `goal` that `start` can reach,
/// `[{ name, description, moves }]` (`moves` undefined when it would take long
/// to find: [`crate::other_goals`]).
pub fn other_goals(start: &str, goal: &str) -> Result<JsValue, JsError> {
    let problem = problem_of(start, goal)?;
    let list: Vec<OtherGoalView> = crate::other_goals::other_goals(problem.start(), problem.goal())
        .into_iter()
        .map(|g| OtherGoalView { name: g.name, description: goal::describe(g.name), moves: g.moves })
        .collect();
    to_js(&list)
}

/// `heuristicValues` from JS: [`heuristic_values`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = heuristicValues)]
pub fn heuristic_values_checked(start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    heuristic_values(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)
}

/// The estimate of `start` towards `goal` by every heuristic that needs no
/// tables ([`Heuristic::BASIC`]), keyed by name.
pub fn heuristic_values(start: &str, goal: &str) -> Result<JsValue, JsError> {
    let problem = problem_of(start, goal)?;
    let values = js_sys::Object::new();
    for h in Heuristic::BASIC {
        let value = GoalHeuristic::new(h, problem.goal()).estimate(problem.start().state());
        js_sys::Reflect::set(&values, &h.name().into(), &value.into())
            .map_err(|_| js_error("cannot build the values"))?;
    }
    Ok(values.into())
}

/// `randomBoard` from JS: [`random_board`] with its texts checked, so a value of
/// another type throws a sentence instead of trapping.
#[wasm_bindgen(js_name = randomBoard)]
pub fn random_board_checked(
    goal: JsValue,
    width: usize,
    height: usize,
    depth: f64,
    seed: f64,
) -> Result<String, JsError> {
    random_board(&string_arg(&goal, "the goal")?, width, height, depth, seed)
}

/// A seeded random start: on boards of at most 9 cells exactly `depth`
/// moves from the goal (uniform among such boards), on larger ones a
/// random walk of `depth` moves. Tiles separated by spaces, blank `0`.
pub fn random_board(goal: &str, width: usize, height: usize, depth: f64, seed: f64) -> Result<String, JsError> {
    let goal = goal_of(goal, width, height)?;
    let depth = whole(depth, "the depth")?;
    // Negative seeds are distinct from positive ones (two's complement).
    let mut rng = Rng::new(seed as i64 as u64);
    let board = if goal.cells() <= MAX_CELLS {
        let table = distances(&goal).expect("small boards have a distance table");
        let farthest = histogram(&table).len() as u64 - 1;
        if depth > farthest {
            let english = format!(
                "no {width}×{height} board is {depth} moves from this goal (the farthest are {farthest} moves away)"
            );
            let m = Message::new("random.depthUnreachable", english).with("width", width).with("height", height);
            return Err(JsError::coded(&m.with("depth", depth).with("farthest", farthest)));
        }
        at_depth_in(&table, &goal, depth as u8, &mut rng).expect("every depth up to the farthest occurs")
    } else {
        if depth > limits::MAX_RANDOM_WALK {
            let english = format!("a walk of {depth} moves is too long (at most {})", limits::MAX_RANDOM_WALK);
            let m = Message::new("random.walkTooLong", english).with("depth", depth);
            return Err(JsError::coded(&m.with("max", limits::MAX_RANDOM_WALK)));
        }
        scramble(&goal, depth as usize, &mut rng)
    };
    let tiles: Vec<String> = board.tiles().iter().map(|t| t.to_string()).collect();
    Ok(tiles.join(" "))
}

/// The named goals of a size, in menu order.
#[wasm_bindgen(js_name = namedGoals)]
pub fn named_goals(width: usize, height: usize) -> Result<JsValue, JsError> {
    geometry(width, height)?;
    #[derive(Serialize)]
    struct NamedGoal {
        name: &'static str,
        description: &'static str,
        tiles: Vec<u8>,
    }
    let goals: Vec<NamedGoal> = goal::NAMES
        .iter()
        .filter_map(|&name| {
            let board = goal::named(name, width, height)?;
            Some(NamedGoal { name, description: goal::describe(name), tiles: board.tiles().to_vec() })
        })
        .collect();
    to_js(&goals)
}

#[cfg(test)]
mod tests {
    //! Run under node: `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
    //! cargo test --target wasm32-unknown-unknown --lib` (scripts/test.sh does).
    //! They go through the exported functions and read the JS values back,
    //! so field names and types are checked as the page sees them.

    use super::test_support::{bytes, flag, get, message, num, text};
    use super::*;
    use crate::goal::named;
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
            3 * s.history_length() as u32,
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
        // One step call advanced: one history point, matching the summary.
        assert_eq!(s.history_length(), 1);
        assert_eq!(history(&s), [num(&done, "expanded"), num(&done, "frontier"), num(&done, "visited")]);
        // A finished session does not move any more.
        let again = s.step(10.0).unwrap();
        assert_eq!(num(&again, "steps"), num(&done, "steps"));
        assert_eq!(s.history_length(), 1);
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
        assert_eq!(
            new_err(SAMPLE, "ordered", "dijkstra", "manhattan", 1.0),
            "unknown algorithm 'dijkstra' (use bfs, bibfs, astar, wastar, greedy, idastar or iddfs)"
        );
        assert_eq!(
            new_err(SAMPLE, "ordered", "astar", "euclid", 1.0),
            "unknown heuristic 'euclid' (use zero, misplaced, manhattan, linear-conflict, walking-distance, pdb555 or pdb663)"
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
        assert_eq!(
            said(heuristic_values_checked(JsValue::NULL, "ordered".into())),
            "the start must be a string, not null"
        );
        assert_eq!(
            said(goal_board_checked(js_sys::Object::new().into(), 3, 3)),
            "the goal must be a string, not an object"
        );
        assert_eq!(
            message(random_board_checked(1e300.into(), 3, 3, 1.0, 1.0).unwrap_err()),
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
        let accuracy = analysis::Accuracy::new("ordered".into(), 3, 3).unwrap();
        assert_eq!(
            message(accuracy.distance_of(31.into()).unwrap_err()),
            "the board must be a string, not the number 31"
        );
        assert_eq!(message(accuracy.matrix(true.into()).unwrap_err()), "the heuristic must be a string, not a boolean");
        assert_eq!(
            message(analysis::Accuracy::new(3.into(), 3, 3).err().unwrap()),
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
        let (code, args) = code_of(Session::open(SAMPLE, "ordered", "dfs", "zero", 1.0, 0.0, 0.0).err().unwrap());
        assert_eq!(
            (code.as_str(), text(&args, "kind"), text(&args, "name")),
            ("name.unknown", "algorithm".into(), "dfs".into())
        );
        assert_eq!(Array::from(&get(&args, "choices")).length(), 7);
        let (code, args) = code_of(
            Session::new(42.into(), "ordered".into(), "astar".into(), "zero".into(), 1.0, 0.0, 0.0).err().unwrap(),
        );
        assert_eq!(
            (code.as_str(), text(&args, "argument"), text(&args, "value")),
            ("argument.numberNotString", "start".into(), "42".into())
        );
        let (code, args) = code_of(goal_board_checked(JsValue::NULL, 3, 3).unwrap_err());
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
        assert!(
            keys.contains(&"error.parse.duplicate".to_string()) && keys.contains(&"status.stopped.nodes".to_string())
        );
        assert_eq!(keys.len(), ERRORS.len() + SENTENCES.len());
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
        assert_eq!(
            (num(&get(&never, "args"), "startInversions"), flag(&get(&never, "args"), "solvable")),
            (1.0, false)
        );
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
    fn history_has_one_point_per_advancing_call() {
        // BFS from the centre: the root has 4 children; each edge child
        // regenerates the root (closed) and adds 2 new nodes.
        let mut s = session("1 2 3 4 0 5 6 7 8", "ordered", "bfs", "zero");
        let first = s.step(1.0).unwrap();
        assert_eq!(text(&first, "status"), "running");
        assert!(!flag(&first, "finished"));
        assert_eq!(text(&first, "message"), "searching");
        assert_eq!(history(&s), [1.0, 4.0, 1.0]);
        s.step(0.0).unwrap();
        s.summary().unwrap();
        assert_eq!(s.history_length(), 1);
        let third = s.step(2.0).unwrap();
        assert_eq!(
            (num(&third, "steps"), num(&third, "expanded"), num(&third, "generated"), num(&third, "frontier")),
            (3.0, 3.0, 11.0, 6.0)
        );
        assert_eq!(num(&third, "maxFrontier"), 6.0);
        assert_eq!(history(&s), [1.0, 4.0, 1.0, 3.0, 6.0, 3.0]);
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
        assert_eq!(text(&sum, "message"), "stopped after 1000 nodes (node budget reached)");
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

    #[wasm_bindgen_test]
    fn random_boards_on_3x3_are_exactly_that_far() {
        for (depth, seed) in [(0.0, 1.0), (1.0, 2.0), (12.0, 3.0), (20.0, -4.0), (31.0, 5.0)] {
            let board = random_board("ordered", 3, 3, depth, seed).unwrap();
            assert_eq!(board, random_board("ordered", 3, 3, depth, seed).unwrap(), "same seed, same board");
            let mut s = session(&board, "ordered", "astar", "linear-conflict");
            let done = s.step(f64::INFINITY).unwrap();
            assert_eq!(num(&done, "solutionLength"), depth, "{board}");
        }
        // Only two boards are 31 moves from the ordered goal.
        let far: Vec<String> = (0..20).map(|seed| random_board("ordered", 3, 3, 31.0, seed as f64).unwrap()).collect();
        assert!(far.iter().all(|b| b == "8 6 7 2 5 4 3 0 1" || b == "6 4 7 8 5 0 3 2 1"), "{far:?}");
        assert_eq!(
            message(random_board("ordered", 3, 3, 32.0, 1.0).unwrap_err()),
            "no 3×3 board is 32 moves from this goal (the farthest are 31 moves away)"
        );
        assert_eq!(
            message(random_board("ordered", 3, 3, 2.5, 1.0).unwrap_err()),
            "the depth must be a whole number ≥ 0, not 2.5"
        );
        // Spiral goal: distances are measured to it.
        let board = random_board("spiral", 3, 3, 5.0, 9.0).unwrap();
        let mut s = session(&board, "spiral", "bfs", "zero");
        assert_eq!(num(&s.step(f64::INFINITY).unwrap(), "solutionLength"), 5.0);
    }

    #[wasm_bindgen_test]
    fn random_walks_on_larger_boards() {
        assert_eq!(random_board("ordered", 4, 4, 0.0, 3.0).unwrap(), "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
        let board = random_board("ordered", 4, 4, 40.0, 3.0).unwrap();
        assert_eq!(board, random_board("ordered", 4, 4, 40.0, 3.0).unwrap());
        assert_ne!(board, random_board("ordered", 4, 4, 40.0, 4.0).unwrap());
        let check = solvability(&board, "ordered").unwrap();
        assert!(flag(&check, "solvable"));
        // A walk of 3 moves that never undoes itself is at most 3 away.
        let short = random_board("blank-first", 4, 4, 3.0, 11.0).unwrap();
        let mut s = session(&short, "blank-first", "astar", "manhattan");
        let len = num(&s.step(f64::INFINITY).unwrap(), "solutionLength");
        assert!(len == 1.0 || len == 3.0, "{short}: {len}");
    }

    #[wasm_bindgen_test]
    fn free_functions_return_plain_objects() {
        let b = parse_board_js("283104765", None).unwrap();
        assert_eq!((num(&b, "width"), num(&b, "height")), (3.0, 3.0));
        assert_eq!(bytes(&get(&b, "tiles")), [2, 8, 3, 1, 0, 4, 7, 6, 5]);
        let b = parse_board_js("1 2 3 4 5 0", Some("2x3".into())).unwrap();
        assert_eq!((num(&b, "width"), num(&b, "height")), (2.0, 3.0));
        assert_eq!(num(&parse_board_js("1 2 3 0", Some(" ".into())).unwrap(), "width"), 2.0);
        assert_eq!(
            message(parse_board_js("1 2 3", Some("big".into())).unwrap_err()),
            "'big' is not a size (write it like 3x3 or 4x4)"
        );
        assert_eq!(message(parse_board_js("1 2 3 4 5 6 7 8 9", None).unwrap_err()), "no blank (0, x or _)");

        assert_eq!(bytes(&goal_board("spiral", 3, 3).unwrap()), [1, 2, 3, 8, 0, 4, 7, 6, 5]);
        assert_eq!(bytes(&goal_board("1 2 3 0", 2, 2).unwrap()), [1, 2, 3, 0]);
        assert_eq!(message(goal_board("ordered", 7, 3).unwrap_err()), "board size 7×3 is not supported (sides 2 to 5)");

        let v = solvability(SAMPLE, "ordered").unwrap();
        assert!(flag(&v, "solvable"));
        assert!(!flag(&v, "evenWidth"));
        assert_eq!((num(&v, "startInversions"), num(&v, "goalInversions")), (4.0, 0.0));
        assert_eq!((num(&v, "startBlankRow"), num(&v, "goalBlankRow")), (1.0, 2.0));
        assert_eq!(
            text(&v, "explanation"),
            "The start has 4 inversions (even), the goal has 0 (even). On a board of odd width every move keeps the inversion parity, so the goal can be reached."
        );
        assert_eq!(
            message(solvability("1 2", "ordered").unwrap_err()),
            "expected 4, 9, 16 or 25 tiles, found 2 (other shapes: one row per line)"
        );

        // The codevs 1225 sample misses the ordered goal; the spiral is 4 moves away.
        let others = Array::from(&other_goals("283104765", "ordered").unwrap());
        assert_eq!(others.length(), 1);
        assert_eq!((text(&others.get(0), "name"), num(&others.get(0), "moves")), ("spiral".into(), 4.0));
        // A 15-puzzle far from the other goals: no distance, the field undefined.
        let loyd = Array::from(&other_goals("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", "ordered").unwrap());
        assert!(get(&loyd.get(0), "moves").is_undefined());
        assert_eq!(
            message(other_goals_checked(42.into(), "ordered".into()).unwrap_err()),
            "the start must be a string, not the number 42"
        );

        let h = heuristic_values(SAMPLE, "ordered").unwrap();
        assert_eq!(
            [num(&h, "zero"), num(&h, "misplaced"), num(&h, "manhattan"), num(&h, "linear-conflict")],
            [0.0, 6.0, 9.0, 9.0]
        );
        // R&N figure 3.28 with the blank-first goal: h1 = 8, h2 = 18.
        let h = heuristic_values("7 2 4 5 0 6 8 3 1", "blank-first").unwrap();
        assert_eq!((num(&h, "misplaced"), num(&h, "manhattan")), (8.0, 18.0));
    }

    #[wasm_bindgen_test]
    fn menus() {
        let goals = Array::from(&named_goals(4, 4).unwrap());
        let names: Vec<String> = goals.iter().map(|g| text(&g, "name")).collect();
        assert_eq!(names, ["ordered", "blank-first", "spiral", "reverse"]);
        assert_eq!(text(&goals.get(1), "description"), "the blank, then 1 2 … n (Korf's 15-puzzle)");
        assert_eq!(bytes(&get(&goals.get(2), "tiles")), [1, 2, 3, 4, 12, 13, 14, 5, 11, 0, 15, 6, 10, 9, 8, 7]);
        assert_eq!(message(named_goals(1, 1).unwrap_err()), "board size 1×1 is not supported (sides 2 to 5)");

        let list = Array::from(&algorithms().unwrap());
        let rows: Vec<(String, bool, String)> =
            list.iter().map(|a| (text(&a, "name"), flag(&a, "usesHeuristic"), text(&a, "optimality"))).collect();
        let expect = [
            ("bfs", false, "always"),
            ("bibfs", false, "always"),
            ("astar", true, "admissible"),
            ("wastar", true, "weight"),
            ("greedy", true, "none"),
            ("idastar", true, "admissible"),
            ("iddfs", false, "always"),
        ];
        assert_eq!(rows, expect.map(|(n, u, o)| (n.to_string(), u, o.to_string())));
        assert_eq!(text(&list.get(2), "title"), "A*");
        let row = |a: &JsValue| {
            format!(
                "{} {} {} {} {} {} {} {}",
                text(a, "short"),
                text(a, "phrase"),
                flag(a, "iterative"),
                flag(a, "bidirectional"),
                text(a, "frontierKey"),
                flag(a, "weighted"),
                text(a, "optimality"),
                text(a, "title")
            )
        };
        let rows: Vec<String> = list.iter().map(|a| row(&a)).collect();
        assert_eq!(
            rows,
            [
                "BFS breadth-first search false false g false always Breadth-first search",
                "Bidirectional BFS bidirectional BFS false true g false always Bidirectional BFS",
                "A* A* false false f false admissible A*",
                "Weighted A* weighted A* false false f true weight Weighted A*",
                "Greedy greedy best-first search false false h false none Greedy best-first",
                "IDA* IDA* true false f false admissible IDA*",
                "IDDFS iterative deepening DFS true false g false always Iterative deepening DFS",
            ]
        );

        let list = Array::from(&heuristics().unwrap());
        let names: Vec<String> = list.iter().map(|h| text(&h, "name")).collect();
        assert_eq!(
            names,
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
}
