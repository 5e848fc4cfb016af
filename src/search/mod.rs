//! Step-wise searches, all with one shape.
//!
//! Every algorithm implements [`Search`]: [`Search::step`] expands exactly one
//! node and returns an [`Event`] describing it (what the page draws), and
//! [`Search::step_n`] runs many steps with the same bookkeeping and no
//! per-node allocation (events are fixed-size and reused).
//!
//! # Conventions every algorithm follows (node counts depend on them)
//! - Children are generated in the order of [`crate::board::Move::ALL`]: up, down, left,
//!   right (the direction the blank moves).
//! - `generated` counts the root once plus every child produced, duplicates
//!   included; `expanded` counts nodes whose children were generated.
//! - BFS, bidirectional BFS, DFS and depth-limited search test for the goal
//!   when a node is *generated* (the textbooks' DFS);
//!   A*, weighted A*, greedy, IDA* and IDDFS when it is *selected*. Selecting
//!   the goal is a step (its event has [`EventKind::Goal`]) but not an
//!   expansion.
//! - A* family: the open node with the smallest f is selected; among equal f
//!   the larger g (deeper) first, then the earlier inserted (the default
//!   [`TieBreak`]; [`Config::tie`] picks another).
//! - IDA* / IDDFS and depth-limited search prune the move that undoes the
//!   previous one (Korf 1985) and nothing else.
//! - DFS and depth-limited search push a node's children so that the first
//!   in move order is on top of the stack (expanded next).
//! - Budgets end a search cleanly with [`Status::Stopped`].

mod algorithm;
mod arena;
mod astar;
mod beam;
mod bfs;
mod bidir;
mod dfs;
mod event;
mod hill;
mod hill_backtrack;
pub mod history;
mod idastar;
pub mod kit;
mod listing;
mod memory;
mod mm;
mod open_list;
mod packed;
mod parameter;
mod profile;
mod progress;
pub mod quiz;
mod rbfs;
mod state_index;
mod tie;
pub mod trace;
mod visited;

pub use algorithm::{
    declared_reasons, reason_arguments, Algorithm, AlgorithmRow, DeclaredReason, FrontierKey, Optimality, QuizRule,
    ReasonArg,
};
pub use event::{Child, ChildKind, Counters, Event, EventKind, IterationStart, Side};
pub use listing::{Code, Line, Ran, HEAD, MAX_RAN};
pub use parameter::ParameterRow;
pub use profile::FrontierBar;
pub use tie::TieBreak;
pub use visited::{VisitedCosts, VisitedKind};
// The largest board the rank array serves; the page works the Cantor expansion out up to it.
pub use visited::DENSE_MAX_CELLS;

pub(crate) use arena::{moves_to, Node, NO_MOVE, NO_PARENT};
pub(crate) use progress::budget_stop;

use crate::board::State;
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::limits;
use crate::names::{pick, UnknownName};
use crate::problem::{Costs, Problem, Solution, Status};
use std::str::FromStr;

impl FromStr for VisitedKind {
    type Err = UnknownName;

    /// Reads a [`VisitedKind::name`].
    fn from_str(name: &str) -> Result<VisitedKind, UnknownName> {
        pick("visited table", name, &VisitedKind::ALL, VisitedKind::name)
    }
}

/// How a search is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// Which algorithm.
    pub algorithm: Algorithm,
    /// Which estimate (ignored by BFS, bidirectional BFS and IDDFS). One
    /// that needs tables must fit the board ([`Heuristic::fits`]) for
    /// [`start`]; [`crate::solver`] checks it and says so instead.
    pub heuristic: Heuristic,
    /// The value of the algorithm's parameter ([`Algorithm::parameter`]:
    /// weighted A*'s weight w ≥ 1); `None` for the row's default. Searches
    /// read it through [`Config::parameter_value`].
    pub parameter: Option<f64>,
    /// How BFS, bidirectional BFS and the A* family remember visited
    /// states (`None`: tree search, which BFS and the A* family end at
    /// [`limits::TREE_SEARCH_NODES`] expansions, whatever `node_budget` says,
    /// if that is smaller).
    pub visited: VisitedKind,
    /// Which open node of equal f the A* family expands first (ignored by
    /// the others: see [`Algorithm::breaks_ties`]).
    pub tie: TieBreak,
    /// What a move costs ([`Costs`]): uniform cost and the A* family add
    /// the costs up in g; BFS, bidirectional BFS and IDDFS count moves and,
    /// under heavy costs, call their path shortest in moves, not optimal.
    pub costs: Costs,
    /// Stop after this many expansions.
    pub node_budget: u64,
    /// Stop when the stored nodes would take more than this many bytes (A*,
    /// BFS, bidirectional BFS; IDA* stores only its path).
    pub memory_budget: u64,
    /// The kit's priority ([`Algorithm::BestFirst`]; ignored by the others):
    /// `None` is [`kit::DEFAULT_PRIORITY`].
    pub priority: Option<crate::formula::Priority>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            algorithm: Algorithm::AStar,
            heuristic: Heuristic::LinearConflict,
            parameter: None,
            visited: VisitedKind::Auto,
            tie: TieBreak::LargerG,
            costs: Costs::Unit,
            node_budget: u64::MAX,
            memory_budget: limits::mib(limits::DEFAULT_MEMORY_MIB),
            priority: None,
        }
    }
}

impl Config {
    /// The algorithm's parameter as the search uses it: the value given, or
    /// the row's default; `None` for an algorithm that takes none.
    pub fn parameter_value(&self) -> Option<f64> {
        self.algorithm.parameter().map(|p| self.parameter.unwrap_or(p.default))
    }
}

/// The one interface of every algorithm.
///
/// A start that is the goal is solved when the search is made: status
/// [`Status::Solved`] with 0 moves, nothing expanded, before any budget is
/// read (a node budget of 0 included), in every algorithm alike.
pub trait Search: Fork {
    /// Expands one node (or selects the goal) and describes it; `None` once
    /// the search has finished.
    fn step(&mut self) -> Option<&Event>;

    /// Takes up to `n` steps; returns how many were taken. Same bookkeeping
    /// as [`Search::step`], no allocation per node.
    fn step_n(&mut self, n: u64) -> u64 {
        let mut done = 0;
        while done < n && self.step().is_some() {
            done += 1;
        }
        done
    }

    /// Steps until finished or `budget` more steps were taken.
    fn run(&mut self, budget: u64) -> Status {
        self.step_n(budget);
        self.status()
    }

    /// Counters after the last step.
    fn counters(&self) -> Counters;

    /// Where the search is.
    fn status(&self) -> Status;

    /// The path, once solved; for a search stopped by its own rule
    /// ([`crate::problem::StopReason::by_rule`]: hill climbing stuck), the
    /// path to the board where it stopped (not optimal).
    fn solution(&self) -> Option<&Solution>;

    /// The last event (the default event before the first step).
    fn last_event(&self) -> &Event;

    /// The frontier by priority (f for the A* family and IDA*, depth g for
    /// BFS, bidirectional BFS and IDDFS), non-empty bars only; the counts add
    /// up to `counters().frontier`. Cheap enough to call once per frame.
    fn frontier_profile(&self) -> Vec<FrontierBar> {
        Vec::new()
    }

    /// IDA* and IDDFS: every iteration begun so far, with the counts before
    /// it (empty for other algorithms). Kept by the search itself, so a
    /// caller that wants per-iteration totals can take many steps at once
    /// instead of watching every event.
    fn iteration_starts(&self) -> &[IterationStart] {
        &[]
    }

    /// What the visited table costs (BFS, bidirectional BFS and the A*
    /// family; `None` for IDA* and IDDFS, which keep none). Cheap enough to
    /// call once per frame.
    fn visited_costs(&self) -> Option<VisitedCosts> {
        None
    }

    /// Bidirectional BFS: the state where the best forward and backward
    /// paths met, with its depth from the start (`None` before they meet and
    /// for every other algorithm).
    fn meeting(&self) -> Option<(State, u32)> {
        None
    }
}

/// A copy of a search as it is now, which then steps on independently.
/// Time travel keeps a few as checkpoints (the wasm `Session::fork`), so
/// that going back to an earlier step replays from the nearest one instead of
/// from the start. It costs a copy of everything the search holds
/// (`counters().memory`); the heuristic's tables are shared, not copied.
pub trait Fork {
    /// The copy, boxed as the search it was made from.
    fn fork(&self) -> Box<dyn Search>;
}

/// A clone that also has the original's spare capacity. A derived clone
/// allocates only what is in use, so its memory count (which counts
/// capacity) would differ, and it would grow, and stop at a memory budget,
/// at other steps than the search it copies: a fork must not.
pub(crate) trait ExactClone: Clone {
    fn exact_clone(&self) -> Self;
}

/// Gives `copy` the spare capacity `original` has.
pub(crate) fn same_capacity<T>(copy: &mut Vec<T>, original: &Vec<T>) {
    copy.reserve_exact(original.capacity().saturating_sub(copy.len()));
}

impl<T: Search + ExactClone + 'static> Fork for T {
    fn fork(&self) -> Box<dyn Search> {
        Box::new(self.exact_clone())
    }
}

/// Starts a search on `problem` as `config` says. The search does not check
/// solvability (BFS on an unsolvable board ends [`Status::Exhausted`]; IDA*
/// would only stop at its budget): callers check
/// [`Problem::solvability`] first.
///
/// # Panics
/// When `config.heuristic` needs tables that do not fit the board (and the
/// algorithm uses a heuristic); [`crate::solver`] checks that first and
/// returns the reason.
pub fn start(problem: &Problem, config: &Config) -> Box<dyn Search> {
    let heuristic = if config.algorithm.uses_heuristic() { config.heuristic } else { Heuristic::Zero };
    start_with(problem, config, GoalHeuristic::new(heuristic, problem.goal()))
}

/// [`start`] with a heuristic already built for the goal (tables built
/// once for many searches, or loaded from a cache) in place of
/// `config.heuristic`. Searches that use no heuristic (BFS, bidirectional
/// BFS, IDDFS) ignore it.
pub fn start_with(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> Box<dyn Search> {
    (config.algorithm.row().start)(problem, config, estimator)
}

/// Runs a search to the end (or its budgets) and returns it.
pub fn solve(problem: &Problem, config: &Config) -> Box<dyn Search> {
    run_to_end(start(problem, config))
}

/// [`solve`] with a heuristic built by the caller, as [`start_with`].
pub fn solve_with(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> Box<dyn Search> {
    run_to_end(start_with(problem, config, estimator))
}

fn run_to_end(mut search: Box<dyn Search>) -> Box<dyn Search> {
    while search.step_n(1 << 16) > 0 {}
    search
}

#[cfg(test)]
mod tests;
