//! `Session`: one search, stepped by the page, and the `Summary` each call
//! returns (serialized once per call, however many expansions it ran).

use super::args::{count, named, string_arg};
use super::board::problem_of;
use super::{error, explain, formula, js_error, to_js, visited, JsError};
use crate::heuristic::Heuristic;
use crate::limits::{self, MIB, PAGE_MEMORY_MIB};
use crate::message::Message;
use crate::problem::{Problem, Status};
use crate::search::{self, Algorithm, Search};
use crate::solver::{Request, Solver};
use serde::Serialize;
use wasm_bindgen::prelude::*;

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
    /// It stopped by its own rule or bound, not at the user's node or
    /// memory budget ([`crate::problem::StopReason::by_rule`]): the page
    /// shows the engine's sentence, with no budget to raise.
    stopped_by_rule: bool,
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
    /// Bytes the search's own tables hold (frontier, visited table, the
    /// arena of nodes with their way back): what the memory budget limits.
    memory: f64,
    /// Bytes this session holds in all: `memory` plus its counters
    /// history and the Explain view's trace (the page's Memory counter adds
    /// time travel's checkpoints, copies of the session the worker keeps).
    held: f64,
    /// Of `held`: the counters history's and the trace's bytes.
    history_bytes: f64,
    trace_bytes: f64,
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
    ran: super::listing::RanView,
    solution_length: i32,
    /// What the solution's path costs under the session's costs (its
    /// length under unit costs; -1 without a solution).
    solution_cost: f64,
    /// The session's costs (a `costs()` name).
    costs: &'static str,
    optimal: bool,
    /// The effective branching factor b* of a solved search (generated − 1
    /// nodes at the solution's depth, as the Compare table shows it).
    branching: Option<f64>,
    /// What the visited table costs (BFS, bidirectional BFS, the A* family;
    /// `undefined` for IDA* and IDDFS): see `visited::CostsView`.
    visited_table: Option<visited::CostsView>,
}

/// What `equivalent()` returns.
#[derive(Serialize)]
struct EquivalentView {
    same: Option<SameView>,
    shortest: Option<bool>,
}

/// The named search a priority expands as (`search::kit::Equivalent`).
#[derive(Serialize)]
struct SameView {
    algorithm: &'static str,
    weight: f64,
    steps: f64,
    complete: bool,
}

/// One search, stepped by the page.
#[wasm_bindgen]
pub struct Session {
    pub(super) problem: Problem,
    pub(super) algorithm: Algorithm,
    /// The algorithm's parameter as checked (`None` for one that takes none).
    pub(super) parameter: Option<f64>,
    /// `None` when the start cannot reach the goal: nothing to search.
    pub(super) search: Option<Box<dyn Search>>,
    /// The parity explanation, kept for the unsolvable summary.
    pub(super) explanation: Message,
    /// The counters after each step (`[steps, expanded, frontier,
    /// visited]`, past `limits::HISTORY_ROWS` rows every stride-th step).
    pub(super) history: search::history::History,
    /// What the Explain view reads (src/search/trace.rs, exposed by
    /// src/wasm/explain.rs).
    pub(super) explain: crate::search::trace::Trace,
    /// What built `search`: it builds the same search again, from its start,
    /// when the Explain view needs what the search did before it watched.
    pub(super) solver: Solver,
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
        parameter: f64,
        node_budget: f64,
        memory_budget_mb: f64,
    ) -> Result<Session, JsError> {
        Session::open(
            &string_arg(&start, "the start")?,
            &string_arg(&goal, "the goal")?,
            &string_arg(&algorithm, "the algorithm")?,
            &string_arg(&heuristic, "the heuristic")?,
            parameter,
            node_budget,
            memory_budget_mb,
        )
    }

    /// Advances up to `n` expansions and returns the summary; `step(0)`
    /// only reports. The history gains a row per step (src/search/history.rs).
    pub fn step(&mut self, n: f64) -> Result<JsValue, JsError> {
        self.advance(n);
        to_js(&self.summarize())
    }

    /// Advances up to `n` expansions like `step` and returns nothing: time
    /// travel stops part-way through one of the page's step requests to
    /// leave a checkpoint there.
    pub fn advance(&mut self, n: f64) {
        if let Some(search) = self.search.as_mut() {
            self.history.step(&mut self.explain, search.as_mut(), count(n));
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
        let request = Request { visited: kind, ..self.solver.request().clone() };
        let cells = self.problem.geometry().cells();
        self.set_up_again(request, "the visited table is chosen before the search's first step", |r| {
            r.check_visited(cells)
        })
    }

    /// Sets what a move costs (a `name` of `costs()`), before the first
    /// step: the search is set up again with it. Throws the engine's
    /// sentence for an algorithm not offered under those costs (its row's
    /// `offeredUnder`), and once the search has stepped.
    #[wasm_bindgen(js_name = useCosts)]
    pub fn use_costs(&mut self, name: JsValue) -> Result<(), JsError> {
        let costs: crate::problem::Costs = named(&string_arg(&name, "the costs")?)?;
        let request = Request { costs, ..self.solver.request().clone() };
        self.set_up_again(request, "the costs are chosen before the search's first step", Request::check_costs)
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

    /// Orders your best-first search (the kit, a row whose quiz rule is
    /// the user's priority) by `text`, a priority over g, h and depth in
    /// the formula language (src/formula/priority.rs), before its first
    /// step (the search is set up again with it). Throws as `useFormula`
    /// does: an `Error` with `code` `formula.*` and `args` `{ column, found }`,
    /// also for a search that takes no priority (`formula.priority-unused`)
    /// and once the search has stepped (`formula.started`).
    #[wasm_bindgen(js_name = usePriority)]
    pub fn use_priority(&mut self, text: JsValue) -> Result<(), JsError> {
        let text = string_arg(&text, "the priority")?;
        let thrown = |e: crate::formula::FormulaError| formula::thrown(&e);
        let refused = |code: &'static str, message: &str| {
            thrown(crate::formula::FormulaError { column: 1, code, found: String::new(), message: message.to_string() })
        };
        if self.search.as_ref().is_some_and(|s| s.counters().steps > 0) {
            return Err(refused("formula.priority-started", "the priority is chosen before the search's first step"));
        }
        if self.algorithm.quiz_rule() != search::QuizRule::Priority {
            return Err(refused("formula.priority-unused", "only your best-first search takes a priority"));
        }
        let priority = crate::formula::Priority::parse(&text).map_err(thrown)?;
        let request = Request { priority: Some(priority), ..self.solver.request().clone() };
        self.solver = Solver::with_heuristic(request, self.solver.heuristic().clone());
        if self.search.is_some() {
            self.search = Some(self.solver.start(&self.problem));
        }
        Ok(())
    }

    /// Which named search your best-first search expands as on this board
    /// (`kit::equals`: both run, their expansions compared in order) and
    /// whether its path is shortest: `{ same: { algorithm, weight, steps,
    /// complete }, shortest: boolean }`, `same` undefined when it expands as
    /// no named search, `shortest` until the search is solved; `null` for a
    /// search that takes no priority or a board the goal cannot be reached
    /// from.
    pub fn equivalent(&self) -> Result<JsValue, JsError> {
        if self.algorithm.quiz_rule() != search::QuizRule::Priority || self.search.is_none() {
            return Ok(JsValue::NULL);
        }
        let same = search::kit::equals(&self.problem, &self.solver.request().config(), self.solver.heuristic());
        to_js(&EquivalentView {
            same: same.map(|e| SameView {
                algorithm: e.algorithm.name(),
                weight: e.weight,
                steps: e.steps as f64,
                complete: e.complete,
            }),
            shortest: self.solution().map(|s| s.optimal),
        })
    }

    /// A copy of this search as it is now, history and trace included, which
    /// then steps on independently: time travel's checkpoint
    /// (www/engine/handler.js). It costs about `summary().memory` bytes.
    pub fn fork(&self) -> Session {
        Session {
            problem: self.problem.clone(),
            algorithm: self.algorithm,
            parameter: self.parameter,
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

    /// Number of `[steps, expanded, frontier, visited]` rows.
    #[wasm_bindgen(js_name = historyLength)]
    pub fn history_length(&self) -> usize {
        self.history.len()
    }

    /// Address of the history in linear memory, for a `Float64Array` view.
    #[wasm_bindgen(js_name = historyPtr)]
    pub fn history_ptr(&self) -> usize {
        self.history.rows().as_ptr() as usize
    }

    /// A row every this many steps: 1 until the search has taken
    /// `limits::HISTORY_ROWS` steps, then 2, 4, 8 …; when it changes,
    /// rows already read may have been dropped.
    #[wasm_bindgen(js_name = historyStride)]
    pub fn history_stride(&self) -> f64 {
        self.history.stride() as f64
    }

    /// Rows that stay as they are while the stride does: all but a last row
    /// off the stride, which the next step replaces.
    #[wasm_bindgen(js_name = historySettled)]
    pub fn history_settled(&self) -> usize {
        self.history.settled()
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
    /// The search set up again from its start with `request` (a setter's
    /// change of the current one: the tie rule, the visited table, the
    /// costs), once the engine's `check` of it passes (its sentence thrown
    /// otherwise); `started` is thrown once the search has stepped.
    pub(super) fn set_up_again(
        &mut self,
        request: Request,
        started: &str,
        check: impl FnOnce(&Request) -> Result<(), String>,
    ) -> Result<(), JsError> {
        if self.search.as_ref().is_some_and(|s| s.counters().steps > 0) {
            return Err(js_error(started));
        }
        check(&request).map_err(js_error)?;
        self.solver = Solver::with_heuristic(request, self.solver.heuristic().clone());
        if self.search.is_some() {
            self.search = Some(self.solver.start(&self.problem));
        }
        Ok(())
    }

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
        parameter: f64,
        node_budget: f64,
        memory_budget_mb: f64,
    ) -> Result<Session, JsError> {
        let problem = problem_of(start, goal)?;
        let algorithm: Algorithm = named(algorithm)?;
        let heuristic: Heuristic = named(heuristic)?;
        // The parameter matters only to an algorithm that takes one (its
        // row's range); others accept anything.
        let parameter = match algorithm.parameter() {
            Some(p) => Some(p.check(parameter)?),
            None => None,
        };
        let node_budget = match count(node_budget) {
            0 => u64::MAX,
            n => n,
        };
        let mib = if count(memory_budget_mb) == 0 { PAGE_MEMORY_MIB as f64 } else { memory_budget_mb };
        let memory_budget = limits::wasm_memory_budget(count(mib * MIB as f64));
        let request = Request { algorithm, heuristic, parameter, node_budget, memory_budget, ..Request::default() };
        let solver = Solver::new(request, problem.goal()).map_err(js_error)?;
        let verdict = problem.solvability();
        let search = verdict.solvable.then(|| solver.start(&problem));
        let explain = explain::trace_for(&problem, algorithm);
        Ok(Session {
            problem,
            algorithm,
            parameter,
            search,
            explanation: verdict.coded(),
            history: search::history::History::default(),
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
                stopped_by_rule: false,
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
                held: 0.0,
                history_bytes: 0.0,
                trace_bytes: 0.0,
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
                ran: super::listing::RanView::default(),
                solution_length: -1,
                solution_cost: -1.0,
                costs: self.solver.request().costs.name(),
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
            (Status::Running, _) if !stepped => Message::sentence("ready", []),
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
        let (stop_reason, stopped_by_rule) = match status {
            Status::Stopped { reason, .. } => (Some(reason.name()), reason.by_rule()),
            _ => (None, false),
        };
        Summary {
            status: name,
            stop_reason,
            stopped_by_rule,
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
            held: (c.memory + self.history.bytes() + self.explain.bytes()) as f64,
            history_bytes: self.history.bytes() as f64,
            trace_bytes: self.explain.bytes() as f64,
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
            ran: super::listing::RanView::of(event),
            solution_length: solution.map_or(-1, |s| s.len() as i32),
            solution_cost: solution.map_or(-1.0, |s| self.solver.request().costs.path_cost(geometry, s) as f64),
            costs: self.solver.request().costs.name(),
            optimal: solution.map_or(self.algorithm.optimal(self.parameter.unwrap_or(1.0)), |s| s.optimal),
            branching: solution
                .and_then(|s| crate::stats::effective_branching_factor(c.generated.saturating_sub(1), s.len() as u32)),
            visited_table: search.visited_costs().map(visited::CostsView::of),
        }
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
