//! Step-wise searches, all with one shape.
//!
//! Every algorithm implements [`Search`]: [`Search::step`] expands exactly one
//! node and returns an [`Event`] describing it (what the page draws), and
//! [`Search::step_n`] runs many steps with the same bookkeeping and no
//! per-node allocation (events are fixed-size and reused).
//!
//! # Conventions every algorithm follows (node counts depend on them)
//! - Children are generated in the order of [`Move::ALL`]: up, down, left,
//!   right (the direction the blank moves).
//! - `generated` counts the root once plus every child produced, duplicates
//!   included; `expanded` counts nodes whose children were generated.
//! - BFS and bidirectional BFS test for the goal when a node is *generated*;
//!   A*, weighted A*, greedy, IDA* and IDDFS when it is *selected*. Selecting
//!   the goal is a step (its event has [`EventKind::Goal`]) but not an
//!   expansion.
//! - A* family: the open node with the smallest f is selected; among equal f
//!   the larger g (deeper) first, then the earlier inserted (the default
//!   [`TieBreak`]; [`Config::tie`] picks another).
//! - IDA* / IDDFS prune the move that undoes the previous one (Korf 1985)
//!   and nothing else.
//! - Budgets end a search cleanly with [`Status::Stopped`].

mod arena;
mod astar;
mod bfs;
mod bidir;
mod idastar;
mod memory;
mod open_list;
mod packed;
mod profile;
mod progress;
pub mod quiz;
mod state_index;
mod tie;
pub mod trace;
mod visited;

pub use profile::FrontierBar;
pub use tie::TieBreak;
pub use visited::{VisitedCosts, VisitedKind};
// The largest board the rank array serves; the page works the Cantor expansion out up to it.
pub use visited::DENSE_MAX_CELLS;

pub(crate) use arena::{moves_to, Node, NO_MOVE, NO_PARENT};
pub(crate) use progress::budget_stop;

use crate::board::{Move, State};
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::limits;
use crate::names::{pick, UnknownName};
use crate::problem::{Problem, Solution, Status};
use std::str::FromStr;

/// The algorithms, as named on the command line and the page: the
/// catalogue every face reads (names, labels and what each can do), so no
/// caller compares names.
///
/// ```
/// use npuzzle::search::{Algorithm, FrontierKey, Optimality};
///
/// let ida: Algorithm = "idastar".parse().unwrap();
/// assert_eq!((ida.title(), ida.iterative(), ida.bound()), ("IDA*", true, Some("threshold")));
/// assert_eq!(ida.frontier_key(), FrontierKey::F);
/// assert_eq!(Algorithm::Greedy.optimality(), Optimality::None);
/// assert!(!Algorithm::Bfs.uses_heuristic() && Algorithm::Bibfs.bidirectional());
/// assert_eq!(
///     "dijkstra".parse::<Algorithm>().unwrap_err().to_string(),
///     "unknown algorithm 'dijkstra' (use bfs, bibfs, astar, wastar, greedy, idastar or iddfs)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Breadth-first search.
    Bfs,
    /// Breadth-first from both ends, meeting in the middle.
    Bibfs,
    /// A* (f = g + h).
    AStar,
    /// Weighted A* (f = g + w·h, w ≥ 1): at most w × optimal.
    WeightedAStar,
    /// Greedy best-first (f = h): fast, not optimal.
    Greedy,
    /// Iterative-deepening A*.
    IdaStar,
    /// Iterative-deepening depth-first search (IDA* with h = 0).
    Iddfs,
}

impl Algorithm {
    /// All algorithms, in menu order.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Bfs,
        Algorithm::Bibfs,
        Algorithm::AStar,
        Algorithm::WeightedAStar,
        Algorithm::Greedy,
        Algorithm::IdaStar,
        Algorithm::Iddfs,
    ];

    /// Its row of the catalogue, which lives in the algorithm's own file:
    /// every name, label and capability below reads it. One exhaustive
    /// match: a new variant is one arm and one row.
    pub fn row(self) -> &'static AlgorithmRow {
        match self {
            Algorithm::Bfs => &bfs::ROW,
            Algorithm::Bibfs => &bidir::ROW,
            Algorithm::AStar => &astar::ASTAR,
            Algorithm::WeightedAStar => &astar::WEIGHTED,
            Algorithm::Greedy => &astar::GREEDY,
            Algorithm::IdaStar => &idastar::IDASTAR,
            Algorithm::Iddfs => &idastar::IDDFS,
        }
    }

    /// Command-line name.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Name for people, as a menu shows it.
    pub fn title(self) -> &'static str {
        self.row().title
    }

    /// A label where space is short (a lane, a legend, a table column).
    pub fn short(self) -> &'static str {
        self.row().short
    }

    /// The name inside a sentence ("solved by {phrase}").
    pub fn phrase(self) -> &'static str {
        self.row().phrase
    }

    /// One line under the Solve view's menu: what it does and what it
    /// guarantees.
    pub fn hint(self) -> &'static str {
        self.row().hint
    }

    /// What an iterative search calls the bound it raises between
    /// iterations (IDA* bounds f, IDDFS the depth); `None` for the others.
    pub fn bound(self) -> Option<&'static str> {
        self.row().bound
    }

    /// Reads a name from [`Algorithm::name`] (the error sentence is
    /// [`crate::names::UnknownName`]'s; `str::parse` gives it).
    pub fn from_name(name: &str) -> Option<Algorithm> {
        name.parse().ok()
    }

    /// Whether the heuristic is used at all.
    pub fn uses_heuristic(self) -> bool {
        self.row().uses_heuristic
    }

    /// Depth-first iterations under a rising bound (IDA*, IDDFS): memory is
    /// the current path, nodes are searched again in every iteration, and
    /// the counters report iterations and thresholds.
    pub fn iterative(self) -> bool {
        self.row().iterative
    }

    /// Searching from both ends (bidirectional BFS): its events have a side.
    pub fn bidirectional(self) -> bool {
        self.row().bidirectional
    }

    /// Whether it keeps a table of visited states, and so offers the
    /// visited-table choice ([`VisitedKind`]): BFS, bidirectional BFS and
    /// the A* family (IDA* and IDDFS remember only their path).
    pub fn has_visited_table(self) -> bool {
        self.row().visited_table
    }

    /// Whether it takes a weight (weighted A*).
    pub fn weighted(self) -> bool {
        self.row().weighted
    }

    /// Whether it keeps an open list ordered by its key (A*, weighted A*,
    /// greedy), among whose equal keys a [`TieBreak`] chooses. IDA*'s
    /// order is its moves', BFS's the depth's.
    pub fn breaks_ties(self) -> bool {
        self.row().breaks_ties
    }

    /// What orders its frontier (and its frontier profile's bars).
    pub fn frontier_key(self) -> FrontierKey {
        self.row().frontier_key
    }

    /// What it promises about the length of the path it finds.
    pub fn optimality(self) -> Optimality {
        self.row().optimality
    }

    /// Which rule the quiz names when it says why a node is expanded next.
    pub fn quiz_rule(self) -> QuizRule {
        self.row().quiz
    }

    /// Whether the first solution found is guaranteed shortest with
    /// `weight` (and an admissible heuristic, which all of ours are).
    pub fn optimal(self, weight: f64) -> bool {
        match self.optimality() {
            Optimality::WithinWeight => weight <= 1.0,
            Optimality::None => false,
            Optimality::Always | Optimality::Admissible => true,
        }
    }
}

/// One algorithm's row of the catalogue ([`Algorithm::row`]), kept in the
/// algorithm's own file beside its code: its names for people, what it can
/// do and how it starts. The page's menus, the command line's help, the quiz
/// and every capability check read these fields through [`Algorithm`]'s
/// methods.
#[derive(Debug)]
pub struct AlgorithmRow {
    /// [`Algorithm::name`].
    pub name: &'static str,
    /// [`Algorithm::title`].
    pub title: &'static str,
    /// [`Algorithm::short`].
    pub short: &'static str,
    /// [`Algorithm::phrase`].
    pub phrase: &'static str,
    /// [`Algorithm::hint`].
    pub hint: &'static str,
    /// [`Algorithm::bound`].
    pub bound: Option<&'static str>,
    /// [`Algorithm::uses_heuristic`].
    pub uses_heuristic: bool,
    /// [`Algorithm::iterative`].
    pub iterative: bool,
    /// [`Algorithm::bidirectional`].
    pub bidirectional: bool,
    /// [`Algorithm::has_visited_table`].
    pub visited_table: bool,
    /// [`Algorithm::weighted`].
    pub weighted: bool,
    /// [`Algorithm::breaks_ties`].
    pub breaks_ties: bool,
    /// [`Algorithm::frontier_key`].
    pub frontier_key: FrontierKey,
    /// [`Algorithm::optimality`].
    pub optimality: Optimality,
    /// [`Algorithm::quiz_rule`].
    pub quiz: QuizRule,
    /// Makes the search ([`start_with`] calls it): the problem, the set-up
    /// and the heuristic built for the goal.
    pub start: fn(&Problem, &Config, GoalHeuristic) -> Box<dyn Search>,
}

/// The rule by which an algorithm picks the next node, as the quiz says it
/// ([`quiz::ask`]'s reason).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuizRule {
    /// First in, first out (BFS, bidirectional BFS).
    Fifo,
    /// The next node in move order within the bound (IDA*, IDDFS).
    DepthFirst,
    /// The smallest h (greedy best-first).
    Greedy,
    /// The smallest f, ties broken by the [`TieBreak`] (A*, weighted A*).
    BestFirst,
}

impl FromStr for Algorithm {
    type Err = UnknownName;

    /// Reads an [`Algorithm::name`].
    fn from_str(name: &str) -> Result<Algorithm, UnknownName> {
        pick("algorithm", name, &Algorithm::ALL, Algorithm::name)
    }
}

impl FromStr for VisitedKind {
    type Err = UnknownName;

    /// Reads a [`VisitedKind::name`].
    fn from_str(name: &str) -> Result<VisitedKind, UnknownName> {
        pick("visited table", name, &VisitedKind::ALL, VisitedKind::name)
    }
}

/// What orders an algorithm's frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrontierKey {
    /// Depth g (BFS, bidirectional BFS, IDDFS's bound).
    G,
    /// f = g + h, or g + w·h (A*, weighted A*, IDA*'s bound).
    F,
    /// h alone (greedy best-first).
    H,
}

impl FrontierKey {
    /// `g`, `f` or `h`.
    pub fn name(self) -> &'static str {
        match self {
            FrontierKey::G => "g",
            FrontierKey::F => "f",
            FrontierKey::H => "h",
        }
    }
}

/// What an algorithm promises about the length of its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Optimality {
    /// Always a shortest path (it uses no heuristic).
    Always,
    /// A shortest path with an admissible heuristic (every one of ours).
    Admissible,
    /// At most w × the shortest (weighted A*; shortest when w = 1).
    WithinWeight,
    /// No promise (greedy best-first).
    None,
}

impl Optimality {
    /// `always`, `admissible`, `weight` or `none` (the wasm API's words).
    pub fn name(self) -> &'static str {
        match self {
            Optimality::Always => "always",
            Optimality::Admissible => "admissible",
            Optimality::WithinWeight => "weight",
            Optimality::None => "none",
        }
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
    /// Weight w ≥ 1 for weighted A*.
    pub weight: f64,
    /// How BFS, bidirectional BFS and the A* family remember visited
    /// states (`None`: tree search, which BFS and the A* family end at
    /// [`limits::TREE_SEARCH_NODES`] expansions, whatever `node_budget` says,
    /// if that is smaller).
    pub visited: VisitedKind,
    /// Which open node of equal f the A* family expands first (ignored by
    /// the others: see [`Algorithm::breaks_ties`]).
    pub tie: TieBreak,
    /// Stop after this many expansions.
    pub node_budget: u64,
    /// Stop when the stored nodes would take more than this many bytes (A*,
    /// BFS, bidirectional BFS; IDA* stores only its path).
    pub memory_budget: u64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            algorithm: Algorithm::AStar,
            heuristic: Heuristic::LinearConflict,
            weight: 1.0,
            visited: VisitedKind::Auto,
            tie: TieBreak::LargerG,
            node_budget: u64::MAX,
            memory_budget: limits::mib(limits::DEFAULT_MEMORY_MIB),
        }
    }
}

/// Where a child stood when it was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ChildKind {
    /// Never seen before: added to the frontier.
    #[default]
    New,
    /// Seen before, but this path is shorter: its g was lowered (and, if it
    /// had been expanded, it was reopened).
    Improved,
    /// Already waiting in the frontier with an equal or shorter path.
    InFrontier,
    /// Already expanded with an equal or shorter path.
    Closed,
    /// IDA*/IDDFS: f above the current threshold, left for a later iteration.
    OverThreshold,
}

impl ChildKind {
    /// `new`, `improved`, `in-frontier`, `closed` or `over-threshold`: the
    /// wasm API's words.
    pub fn name(self) -> &'static str {
        match self {
            ChildKind::New => "new",
            ChildKind::Improved => "improved",
            ChildKind::InFrontier => "in-frontier",
            ChildKind::Closed => "closed",
            ChildKind::OverThreshold => "over-threshold",
        }
    }
}

/// One generated child.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Child {
    /// The child state.
    pub state: State,
    /// The blank's move that produced it.
    pub mv: Option<Move>,
    /// Its g (path length from the search's root).
    pub g: u32,
    /// Its h.
    pub h: u32,
    /// What happened to it.
    pub kind: ChildKind,
}

/// What a step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EventKind {
    /// A node was expanded.
    #[default]
    Expanded,
    /// The goal was selected (A* family, IDA*, IDDFS): the search is solved.
    Goal,
}

/// Which end a bidirectional search expanded from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Side {
    /// From the start (every other algorithm too).
    #[default]
    Forward,
    /// From the goal.
    Backward,
}

impl Side {
    /// `forward` or `backward`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Forward => "forward",
            Side::Backward => "backward",
        }
    }
}

/// Everything one step shows: the node, its children and the counters.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Event {
    /// Expansion or goal selection.
    pub kind: EventKind,
    /// The selected node.
    pub state: State,
    /// Its path length from the root of its side.
    pub g: u32,
    /// Its estimate.
    pub h: u32,
    /// Its priority (g + w·h for the A* family, g + h for IDA*, g for BFS).
    pub f: f64,
    /// Which end (bidirectional BFS only).
    pub side: Side,
    /// Children in generation order; only the first `child_count` are set.
    pub children: [Child; 4],
    /// How many of `children` are set.
    pub child_count: usize,
    /// Counters after the step.
    pub counters: Counters,
}

impl Event {
    /// The generated children of this step.
    pub fn children(&self) -> &[Child] {
        &self.children[..self.child_count]
    }
}

/// An IDA* iteration as it began: its threshold, and the expanded and
/// generated counts before it (the first iteration owns the root generated
/// before any step, so it begins at 0 and 0; a later one begins before its
/// root is generated again).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IterationStart {
    /// The iteration's f bound.
    pub threshold: u32,
    /// Nodes expanded before it.
    pub expanded: u64,
    /// Nodes generated before it.
    pub generated: u64,
}

/// Running totals; the same for every algorithm.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Nodes whose children were generated.
    pub expanded: u64,
    /// Root plus children produced, duplicates included.
    pub generated: u64,
    /// Nodes waiting to be expanded (IDA*: on the DFS stack).
    pub frontier: u64,
    /// Nodes expanded and remembered (IDA*: the current path's length).
    pub closed: u64,
    /// Largest frontier so far.
    pub max_frontier: u64,
    /// Steps taken (expansions plus the goal selection).
    pub steps: u64,
    /// Depth (g) of the last selected node.
    pub depth: u32,
    /// IDA*/IDDFS: the current f (or depth) bound.
    pub threshold: u32,
    /// IDA*/IDDFS: iteration number, from 1; 0 for other algorithms.
    pub iteration: u32,
    /// IDA*/IDDFS: whether the last step began a new iteration.
    pub new_iteration: bool,
    /// Estimated bytes held by the search's tables.
    pub memory: u64,
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

    /// The path, once solved.
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
