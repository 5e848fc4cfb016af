//! The one solver facade: a request in, the right engine, one outcome out.
//!
//! Two engines solve puzzles. The step-wise searches ([`crate::search`])
//! can be watched one expansion at a time and run every algorithm; the fast
//! IDA* kernel ([`crate::kernel`]) runs IDA* to the end on boards of at
//! most 16 cells, with the same moves and the same `expanded` and
//! `generated` counts, at several times the speed. Which one runs a
//! request, and how the kernel's result is put in the step-wise engine's
//! terms, is decided here and nowhere else: the command line (`npuzzle
//! solve`, `npuzzle bench`), the lab's worker and the page's sessions all
//! come through [`Solver`].
//!
//! A [`Solver`] holds a [`Request`] and its heuristic built for one goal, so
//! a benchmark builds the pattern databases once and solves a hundred boards
//! ([`Solver::solve`]); a progress hook ([`Solver::solve_with_progress`])
//! lets a caller whose thread the search holds (a Web Worker) report and
//! cancel; [`Solver::start`] hands out a step-wise search to step by hand.
//!
//! ```
//! use npuzzle::goal::named;
//! use npuzzle::parse::parse_board;
//! use npuzzle::search::Algorithm;
//! use npuzzle::problem::{Problem, Status};
//! use npuzzle::solver::{self, Engine, Request};
//!
//! let start = parse_board("8 6 7 2 5 4 3 x 1", None).unwrap();
//! let problem = Problem::new(start, named("ordered", 3, 3).unwrap()).unwrap();
//! let request = Request { algorithm: Algorithm::IdaStar, heuristic: "manhattan".parse().unwrap(), ..Request::default() };
//! let outcome = solver::solve(&problem, &request).unwrap();
//! assert_eq!((outcome.engine, outcome.status), (Engine::Kernel, Status::Solved));
//! assert_eq!(outcome.solution.unwrap().len(), 31);
//! assert_eq!(outcome.iterations.len(), 6);
//!
//! // The same request with A*: the step-wise engine, the same length.
//! let astar = Request { algorithm: Algorithm::AStar, ..request };
//! let outcome = solver::solve(&problem, &astar).unwrap();
//! assert_eq!((outcome.engine, outcome.solution.unwrap().len()), (Engine::StepWise, 31));
//! ```

use crate::heuristic::estimate::{WholeBoard, Zero, PACKED_CELLS};
use crate::heuristic::linear_conflict::LinearConflict;
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::kernel::{self, Iteration, KernelError, KernelResult, MoveOrder};
use crate::problem::{Costs, Problem, Solution, Status, StopReason};
use crate::search::{self, Algorithm, Config, Counters, Search, TieBreak, VisitedKind};
use std::time::{Duration, Instant};

/// Expansions of a step-wise search between two progress calls: a few
/// milliseconds.
pub const STEP_BATCH: u64 = 1 << 14;

/// What to solve with: everything but the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// Which algorithm.
    pub algorithm: Algorithm,
    /// Which estimate (ignored, and not built, by BFS, bidirectional BFS
    /// and IDDFS).
    pub heuristic: Heuristic,
    /// The algorithm's parameter ([`Config::parameter`]): weighted A*'s w.
    pub parameter: Option<f64>,
    /// How BFS, bidirectional BFS and the A* family remember visited
    /// states (IDA* and IDDFS keep none and ignore it); `none` is tree
    /// search.
    pub visited: VisitedKind,
    /// Which open node of equal f the A* family expands first; any but the
    /// default is refused for the other algorithms ([`Solver::new`]).
    pub tie: TieBreak,
    /// The kernel's move order ([`MoveOrder::ENGINE`] counts as the
    /// step-wise IDA* does).
    pub order: MoveOrder,
    /// What a move costs ([`Costs`]; see [`Request::check_costs`]).
    pub costs: Costs,
    /// Stop after this many expansions.
    pub node_budget: u64,
    /// Stop when the stored nodes would take more than this many bytes
    /// (IDA* and IDDFS hold only their path and never stop for it).
    pub memory_budget: u64,
    /// The kit's priority (`best-first` only; see [`crate::search::kit`]).
    pub priority: Option<crate::formula::Priority>,
}

impl Default for Request {
    /// The step-wise engine's defaults ([`Config::default`]), moves in the
    /// engine's order.
    fn default() -> Request {
        let c = Config::default();
        Request {
            algorithm: c.algorithm,
            heuristic: c.heuristic,
            parameter: c.parameter,
            visited: c.visited,
            tie: c.tie,
            order: MoveOrder::ENGINE,
            costs: c.costs,
            node_budget: c.node_budget,
            memory_budget: c.memory_budget,
            priority: c.priority,
        }
    }
}

impl Request {
    /// The step-wise engine's configuration for this request.
    pub fn config(&self) -> Config {
        Config {
            algorithm: self.algorithm,
            heuristic: self.heuristic,
            parameter: self.parameter,
            visited: self.visited,
            tie: self.tie,
            costs: self.costs,
            node_budget: self.node_budget,
            memory_budget: self.memory_budget,
            priority: self.priority.clone(),
        }
    }

    /// Whether the visited-table choice can be used on a board of `cells`
    /// cells: the rank array only up to
    /// [`VisitedKind::max_cells`], and tree search not by bidirectional BFS
    /// (which meets in its tables). Algorithms that keep no table ignore
    /// the choice. `Err` is the sentence a user reads.
    pub fn check_visited(&self, cells: usize) -> Result<(), String> {
        let kind = self.visited;
        if !self.algorithm.has_visited_table() {
            Ok(())
        } else if !kind.allowed_for(self.algorithm) {
            let why = if self.algorithm.bidirectional() {
                "meets in its visited tables"
            } else {
                "without a visited table walks back and forth between two states"
            };
            Err(format!(
                "{} {why}, so it cannot run as tree search (visited table `{}`)",
                self.algorithm.title(),
                kind.name()
            ))
        } else if !kind.fits(cells) {
            Err(format!(
                "the rank array (Cantor expansion) takes n!/2 slots: only boards of at most {} cells, not {cells}",
                kind.max_cells().unwrap_or(cells)
            ))
        } else {
            Ok(())
        }
    }

    /// Which engine runs it on a board of `cells` cells: the kernel for
    /// IDA* on at most [`kernel::MAX_CELLS`] cells (the memory budget does
    /// not matter: the step-wise IDA* never stops for memory either), the
    /// step-wise engine otherwise. The kernel declines heavy costs (its g
    /// counts moves): such a request falls back to the step-wise search
    /// (and IDA* under heavy costs is refused first, [`Request::check_costs`]).
    pub fn engine(&self, cells: usize) -> Engine {
        if self.algorithm == Algorithm::IdaStar && cells <= kernel::MAX_CELLS && self.costs == Costs::Unit {
            Engine::Kernel
        } else {
            Engine::StepWise
        }
    }

    /// `Err`: a tie-breaking rule other than the default for an algorithm
    /// without an open list, whose order it would silently not change, e.g.
    /// `the tie-breaking rule lifo applies to astar, wastar, greedy, a or best-first (which keep an open list), not idastar`.
    pub fn check_tie(&self) -> Result<(), String> {
        if self.tie == TieBreak::default() || self.algorithm.breaks_ties() {
            return Ok(());
        }
        let with: Vec<&str> = Algorithm::ALL.iter().filter(|a| a.breaks_ties()).map(|a| a.name()).collect();
        Err(format!(
            "the tie-breaking rule {} applies to {} (which keep an open list), not {}",
            self.tie.name(),
            crate::names::one_of(&with),
            self.algorithm.name()
        ))
    }

    /// `Err`: heavy costs for IDA*, whose threshold and g count moves, so it
    /// would mix a cost estimate with a move count: it is not offered under
    /// heavy costs (uniform cost and the A* family add the costs up; BFS,
    /// bidirectional BFS and IDDFS count moves and say so: their path is
    /// the shortest in moves, not the cheapest).
    pub fn check_costs(&self) -> Result<(), String> {
        if self.costs == Costs::Unit || self.algorithm.offered_under(self.costs) {
            return Ok(());
        }
        let with: Vec<&str> = Algorithm::ALL
            .iter()
            .filter(|a| a.offered_under(self.costs) && a.weighs_costs())
            .map(|a| a.name())
            .collect();
        Err(format!(
            "{} counts moves and is not offered when each move costs the tile's number (costs heavy): use {}",
            self.algorithm.name(),
            crate::names::one_of(&with)
        ))
    }

    /// Every check [`Solver::new`] makes, without building any table: the
    /// tie rule, the visited table and whether the heuristic fits `goal`'s
    /// board, with the same sentences. For a board that parity already
    /// answers (unsolvable), so that a wrong option is not hidden by it.
    pub fn check(&self, goal: &crate::board::Board) -> Result<(), String> {
        self.check_tie()?;
        self.check_costs()?;
        self.check_visited(goal.width() * goal.height())?;
        let heuristic = self.heuristic_used();
        if heuristic.fits_goal(goal) {
            Ok(())
        } else {
            // Refused before any table is built, in the builder's own words.
            heuristic.build(goal).map(|_| ())
        }
    }

    /// The heuristic that is built: the requested one when the algorithm
    /// uses it, else zero (nothing to build).
    pub fn heuristic_used(&self) -> Heuristic {
        // A priority that names no h needs no heuristic.
        let unused = self.algorithm == Algorithm::BestFirst && self.priority.as_ref().is_some_and(|p| !p.names_h());
        if self.algorithm.uses_heuristic() && !unused {
            self.heuristic
        } else {
            Heuristic::Zero
        }
    }
}

/// Which engine ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The fast batch IDA* ([`crate::kernel`]).
    Kernel,
    /// The step-wise searches ([`crate::search`]).
    StepWise,
}

/// Where a search is, for a progress display.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Progress {
    /// Nodes generated so far.
    pub generated: u64,
    /// Nodes expanded so far.
    pub expanded: u64,
    /// IDA*/IDDFS: the current iteration, from 1 (0 for other algorithms).
    pub iteration: u32,
    /// IDA*/IDDFS: the current bound.
    pub threshold: u32,
    /// The f (the frontier key) of the node expanded last: the A* family's
    /// rising bound; IDA*'s threshold on the kernel.
    pub f: f64,
    /// The search's own estimate of the bytes it holds (0 on the kernel,
    /// which holds only its path).
    pub memory: u64,
}

/// How a solve ended, the same whichever engine ran.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The engine that ran.
    pub engine: Engine,
    /// Solved, exhausted or stopped (never running).
    pub status: Status,
    /// The path, when solved.
    pub solution: Option<Solution>,
    /// The counters as the step-wise engine keeps them. On the kernel
    /// `expanded` and `generated` equal the step-wise IDA*'s; it keeps no
    /// frontier, so `max_frontier` is the path's length (0 when stopped),
    /// and `iteration` and `threshold` are the last iteration's.
    pub counters: Counters,
    /// IDA*/IDDFS: every iteration with its own counts (empty for other
    /// algorithms).
    pub iterations: Vec<Iteration>,
    /// Kernel, solved: the generated count as Korf (1985) counted it
    /// ([`KernelResult::korf_generated`]).
    pub korf_generated: Option<u64>,
    /// Whether the progress hook stopped it (status [`Status::Stopped`]).
    pub cancelled: bool,
    /// Search time, building the heuristic excluded (zero in wasm, which
    /// has no clock).
    pub elapsed: Duration,
}

/// A request with its heuristic built for one goal: solves any number of
/// boards towards that goal.
#[derive(Clone, Debug)]
pub struct Solver {
    request: Request,
    heuristic: GoalHeuristic,
}

impl Solver {
    /// Builds the request's heuristic for `goal` (only when the algorithm
    /// uses one: BFS with `pdb663` builds nothing). `Err` is the sentence a
    /// user reads, e.g. `pdb555: the 5-5-5 partition is drawn for 4×4
    /// boards, not 3×3`, or [`Request::check_tie`]'s.
    pub fn new(request: Request, goal: &crate::board::Board) -> Result<Solver, String> {
        request.check(goal)?;
        let heuristic = request.heuristic_used().build(goal)?;
        Ok(Solver { request, heuristic })
    }

    /// A solver with a heuristic built elsewhere (tables from a cache).
    pub fn with_heuristic(request: Request, heuristic: GoalHeuristic) -> Solver {
        Solver { request, heuristic }
    }

    /// The request searching with the user's `formula` instead of its
    /// heuristic, for `goal`'s boards: always on the step-wise engine (a
    /// formula has no kernel). `Err` (code `formula.unused`) for an
    /// algorithm that uses no heuristic, where a formula would silently
    /// change nothing, or the request's own errors ([`Solver::new`]'s
    /// checks) as `formula.request`.
    pub fn with_formula(
        request: Request,
        formula: crate::formula::Formula,
        goal: &crate::board::Board,
    ) -> Result<Solver, crate::formula::FormulaError> {
        let refuse = |code: &'static str, message: String| crate::formula::FormulaError {
            column: 1,
            code,
            found: request.algorithm.name().to_string(),
            message,
        };
        if !request.algorithm.uses_heuristic() {
            let with: Vec<&str> = Algorithm::ALL.iter().filter(|a| a.uses_heuristic()).map(|a| a.name()).collect();
            let message = format!(
                "{} uses no heuristic: a formula applies to {}",
                request.algorithm.name(),
                crate::names::one_of(&with)
            );
            return Err(refuse("formula.unused", message));
        }
        request.check_tie().map_err(|m| refuse("formula.request", m))?;
        request.check_visited(goal.width() * goal.height()).map_err(|m| refuse("formula.request", m))?;
        formula.check_tiles(goal.cells())?;
        Ok(Solver { request, heuristic: GoalHeuristic::from_formula(formula, goal) })
    }

    /// The request.
    pub fn request(&self) -> &Request {
        &self.request
    }

    /// The heuristic, built for the goal.
    pub fn heuristic(&self) -> &GoalHeuristic {
        &self.heuristic
    }

    /// A step-wise search of `problem` to step by hand (the page's
    /// sessions), whatever [`Request::engine`] would pick.
    pub fn start(&self, problem: &Problem) -> Box<dyn Search> {
        search::start_with(problem, &self.request.config(), self.heuristic.clone())
    }

    /// Solves a solvable `problem` (whose goal is the solver's) to the end
    /// or a budget. `Err`: the board does not fit the heuristic's tables,
    /// or the goal cannot be reached.
    pub fn solve(&self, problem: &Problem) -> Result<Outcome, String> {
        self.run(problem, None)
    }

    /// [`Solver::solve`] calling `progress` between batches of work: on the
    /// kernel as each iteration starts and every
    /// [`kernel::PROGRESS_INTERVAL`] expansions, on the step-wise engine
    /// every [`STEP_BATCH`] expansions. `progress` returning false stops the
    /// search where it is ([`Outcome::cancelled`]).
    pub fn solve_with_progress(
        &self,
        problem: &Problem,
        progress: &mut dyn FnMut(&Progress) -> bool,
    ) -> Result<Outcome, String> {
        self.run(problem, Some(progress))
    }

    fn run(&self, problem: &Problem, progress: Option<&mut dyn FnMut(&Progress) -> bool>) -> Result<Outcome, String> {
        if problem.geometry().cells() != self.heuristic.geometry().cells() {
            return Err(format!(
                "the {} was built for {}×{} boards, not {}×{}",
                self.heuristic.kind().name(),
                self.heuristic.geometry().width(),
                self.heuristic.geometry().height(),
                problem.geometry().width(),
                problem.geometry().height()
            ));
        }
        let clock = clock();
        // A formula the user wrote has no kernel of its own: the step-wise engine evaluates it.
        let engine = if self.heuristic.formula().is_some() {
            Engine::StepWise
        } else {
            self.request.engine(problem.geometry().cells())
        };
        let mut outcome = match engine {
            Engine::Kernel => self.run_kernel(problem, progress)?,
            Engine::StepWise => self.run_step_wise(problem, progress),
        };
        outcome.elapsed = clock.map_or(Duration::ZERO, |c| c.elapsed());
        Ok(outcome)
    }

    fn run_kernel(
        &self,
        problem: &Problem,
        progress: Option<&mut dyn FnMut(&Progress) -> bool>,
    ) -> Result<Outcome, String> {
        let mut cancelled = false;
        let budget = self.request.node_budget;
        let result = match progress {
            None => kernel_solve_built(problem, &self.heuristic, self.request.order, budget, None),
            Some(hook) => {
                let mut translate = |p: kernel::Progress| {
                    let view = Progress {
                        generated: p.generated,
                        expanded: p.expanded,
                        iteration: p.iteration,
                        threshold: p.threshold,
                        f: p.threshold as f64,
                        memory: 0,
                    };
                    let go_on = hook(&view);
                    cancelled |= !go_on;
                    go_on
                };
                kernel_solve_built(problem, &self.heuristic, self.request.order, budget, Some(&mut translate))
            }
        }
        .map_err(|e| e.to_string())?;
        Ok(kernel_outcome(problem, result, budget, cancelled, self.heuristic.known_admissible()))
    }

    fn run_step_wise(&self, problem: &Problem, progress: Option<&mut dyn FnMut(&Progress) -> bool>) -> Outcome {
        let mut search = self.start(problem);
        let mut cancelled = false;
        match progress {
            None => while search.step_n(1 << 16) > 0 {},
            Some(hook) => {
                while search.step_n(STEP_BATCH) > 0 {
                    let c = search.counters();
                    let view = Progress {
                        generated: c.generated,
                        expanded: c.expanded,
                        iteration: c.iteration,
                        threshold: c.threshold,
                        f: search.last_event().f,
                        memory: c.memory,
                    };
                    if !hook(&view) {
                        // A search that finished in this batch is not
                        // cancelled, whatever the hook answers.
                        cancelled = !search.status().is_finished();
                        break;
                    }
                }
            }
        }
        let counters = search.counters();
        let status = match search.status() {
            Status::Running => Status::Stopped { reason: StopReason::NodeBudget, expanded: counters.expanded },
            other => other,
        };
        Outcome {
            engine: Engine::StepWise,
            status,
            solution: search.solution().cloned(),
            counters,
            iterations: step_wise_iterations(search.iteration_starts(), &counters),
            korf_generated: None,
            cancelled,
            elapsed: Duration::ZERO,
        }
    }
}

/// Solves `problem` optimally with the fast IDA* kernel and `heuristic`,
/// moves tried in `order`; stops after `node_limit` expansions. A heuristic
/// that needs tables builds them first (a caller solving many boards builds
/// once with [`Heuristic::build`] and calls [`kernel_solve_built`]).
pub fn kernel_solve(
    problem: &Problem,
    heuristic: Heuristic,
    order: MoveOrder,
    node_limit: u64,
) -> Result<KernelResult, KernelError> {
    kernel::check(problem)?;
    let built = heuristic.build(problem.goal()).map_err(KernelError::Heuristic)?;
    kernel_solve_built(problem, &built, order, node_limit, None)
}

/// The kernel with a heuristic built for `problem`'s goal: each kind gets its
/// own copy of the search loop through [`crate::heuristic::estimate::Estimate`] (the basic ones build
/// their kernel tables here, in microseconds; walking distance and the
/// pattern databases search with the tables `heuristic` holds). `progress`
/// as in [`kernel::solve_with_progress`].
pub fn kernel_solve_built(
    problem: &Problem,
    heuristic: &GoalHeuristic,
    order: MoveOrder,
    node_limit: u64,
    progress: Option<&mut dyn FnMut(kernel::Progress) -> bool>,
) -> Result<KernelResult, KernelError> {
    kernel::check(problem)?;
    let goal = problem.goal();
    if let Some(pdb) = heuristic.pdb() {
        return kernel::solve_estimate(problem, pdb, order, node_limit, progress);
    }
    if let Some(wd) = heuristic.walking_distance() {
        return kernel::solve_estimate(problem, wd, order, node_limit, progress);
    }
    // Misplaced, Manhattan and every other tile sum: the same costs in
    // tables of the kernel's size.
    if let Some(sum) = heuristic.tile_sum() {
        return kernel::solve_estimate(problem, &sum.resized::<PACKED_CELLS>(), order, node_limit, progress);
    }
    // Every heuristic worked out from the whole board (its row's `board`).
    if let Some(board) = heuristic.board_estimate() {
        return kernel::solve_estimate(problem, &WholeBoard::new(board, goal.cells()), order, node_limit, progress);
    }
    match heuristic.kind() {
        Heuristic::LinearConflict => {
            kernel::solve_estimate(problem, &<LinearConflict>::new(goal), order, node_limit, progress)
        }
        // Zero. Every other heuristic holds tables, answered above
        // (`every_heuristic_runs_alike_on_both_engines` fails otherwise).
        _ => kernel::solve_estimate(problem, &Zero, order, node_limit, progress),
    }
}

/// A clock where the platform has one: wasm32-unknown-unknown has none
/// (`Instant::now` panics there), and the page times with
/// `performance.now()` itself, so [`Outcome::elapsed`] is zero in wasm.
fn clock() -> Option<Instant> {
    if cfg!(target_arch = "wasm32") {
        None
    } else {
        Some(Instant::now())
    }
}

/// Builds `request`'s heuristic for `problem`'s goal and solves it: the one
/// call for a single board.
pub fn solve(problem: &Problem, request: &Request) -> Result<Outcome, String> {
    Solver::new(request.clone(), problem.goal())?.solve(problem)
}

/// The per-iteration counts of a step-wise IDA*/IDDFS from where each
/// iteration began (the last one ends at `end`).
fn step_wise_iterations(starts: &[search::IterationStart], end: &Counters) -> Vec<Iteration> {
    starts
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (expanded, generated) =
                starts.get(i + 1).map_or((end.expanded, end.generated), |n| (n.expanded, n.generated));
            Iteration { threshold: s.threshold, generated: generated - s.generated, expanded: expanded - s.expanded }
        })
        .collect()
}

/// A kernel result in the step-wise IDA*'s terms for the same node budget.
/// The two differ only at the budget's edge: the step-wise engine checks
/// the budget before every step, goal test included, so a goal reached
/// after exactly `budget` expansions is "stopped" there; and it stops
/// before counting the root of an iteration it cannot expand, where the
/// kernel has already counted it. Its path is called shortest when the
/// heuristic is `admissible`.
fn kernel_outcome(problem: &Problem, result: KernelResult, budget: u64, cancelled: bool, admissible: bool) -> Outcome {
    let mut counters = Counters {
        expanded: result.expanded,
        generated: result.generated,
        iteration: result.iterations.len() as u32,
        threshold: result.iterations.last().map_or(0, |i| i.threshold),
        ..Counters::default()
    };
    let stopped = Status::Stopped { reason: StopReason::NodeBudget, expanded: result.expanded };
    let status = match result.status {
        // A start that is the goal is solved before any budget is read.
        Status::Solved if result.expanded >= budget && !result.moves.is_empty() => stopped,
        Status::Stopped { .. } => {
            let idle_root = result.iterations.len() > 1 && result.iterations.last().is_some_and(|i| i.expanded == 0);
            counters.generated -= idle_root as u64;
            stopped
        }
        other => other,
    };
    let solution = (status == Status::Solved)
        .then(|| Solution::from_moves(problem.geometry(), problem.start().state(), result.moves, admissible));
    counters.max_frontier = solution.as_ref().map_or(0, |s| s.len() as u64);
    Outcome {
        engine: Engine::Kernel,
        status,
        solution,
        counters,
        iterations: result.iterations,
        korf_generated: result.korf_generated.filter(|_| status == Status::Solved),
        cancelled,
        elapsed: Duration::ZERO,
    }
}

#[cfg(test)]
mod tests;
