//! Depth-first search (深度优先搜索) and depth-limited search (有界深度优先
//! 搜索), one expansion per step, as the textbooks write them (人工智能及其
//! 应用, 人工智能导论): OPEN 表 is a stack, the node on top is expanded next,
//! and each child is tested for the goal as it is generated; the children of
//! a node go on top of the stack in move order (up, down, left, right of the
//! blank, [`Move::ALL`]), so the first of them, up, is expanded next.
//!
//! - **Depth-first search** keeps a CLOSED 表 (the visited table,
//!   [`VisitedKind`]): a child already on the stack or expanded is not put
//!   on it again, so each state is expanded at most once. The path it finds
//!   is the branch it happened to follow, usually far longer than the
//!   shortest (on the 8-puzzle, thousands of moves). On boards of more than
//!   9 cells the first branch runs on past the goal for millions of states:
//!   it stops at its own budget, [`NODE_BUDGET`] expansions
//!   ([`StopReason::DepthFirstBudget`]). **Tree search**
//!   ([`VisitedKind::None`], the visited-table choice of the page and the
//!   command line) keeps no table: every child is pushed, the parent's own
//!   board too, so it goes back and forth between two boards until the tree
//!   search's budget stops it (the textbooks' reason for CLOSED 表).
//! - **Depth-limited search** (Russell & Norvig's, a bound L the user sets:
//!   [`DEPTH_LIMIT`]) remembers only its path, as IDDFS does, and prunes only
//!   the move that undoes the previous one; a child at depth L is tested for
//!   the goal but not pushed. It finds a path exactly when one of at most L
//!   moves exists; otherwise the bound cut the search
//!   ([`StopReason::DepthLimit`]). IDDFS is this search for L = 0, 1, 2 …
//!   (with its goal test on selection).
//!
//! The current path is a move list truncated to the depth of each popped
//! node (the node below it on the stack is a sibling of an ancestor), which
//! is how the path is read back when a child is the goal.

use super::memory::{self, STEP_INSERTS};
use super::packed::{ByWidth, Narrow, Packed, Wide};
use super::profile::{self, FrontierBar};
use super::visited::{Duplicates, Visited, VisitedCosts, VisitedKind};
use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, Line, Optimality, ParameterRow,
    QuizRule, Ran, Search, Side, HEAD, NO_MOVE,
};
use crate::board::{Geometry, Move, State};
use crate::problem::{Problem, Solution, Status, StopReason};

/// Depth-first search's row of the catalogue.
pub(super) const DFS: AlgorithmRow = AlgorithmRow {
    name: "dfs",
    title: "Depth-first search",
    short: "DFS",
    phrase: "depth-first search",
    hint: "Deepest first (up, down, left, right): a path, far from shortest.",
    bound: None,
    uses_heuristic: false,
    iterative: false,
    bidirectional: false,
    visited_table: true,
    parameter: None,
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::G,
    optimality: Optimality::None,
    quiz: QuizRule::StackTop,
    listing: &DFS_LISTING,
    start: |problem, config, _| Box::new(Dfs::new(problem, config, None)),
};

/// Depth-limited search's row: depth-first under the bound L.
pub(super) const DLS: AlgorithmRow = AlgorithmRow {
    name: "dls",
    title: "Depth-limited search",
    short: "DLS",
    phrase: "depth-limited search",
    hint: "Depth-first down to depth L: a path of at most L moves, if one exists.",
    visited_table: false,
    parameter: Some(&DEPTH_LIMIT),
    listing: &DLS_LISTING,
    start: |problem, config, _| {
        let limit = config.parameter_value().unwrap_or(DEPTH_LIMIT.default);
        Box::new(Dfs::new(problem, config, Some(limit as u32)))
    },
    ..DFS
};

/// Depth-limited search's bound L. Its default, 5, is the textbooks' own
/// example: 人工智能及其应用's 8-puzzle (2 8 3 / 1 6 4 / 7 _ 5 to
/// 1 2 3 / 8 _ 4 / 7 6 5) is solved at depth 5 under the bound dm = 5, in
/// a tree a class can draw. The engine takes up to 80 (the 15-puzzle's
/// farthest board); the page offers up to 31 (the 8-puzzle's farthest):
/// deeper bounds on larger boards grow trees no browser finishes.
pub(super) const DEPTH_LIMIT: ParameterRow = ParameterRow {
    key: "depth-limit",
    symbol: "L",
    label: "Depth limit",
    noun: "depth limit",
    placeholder: "L",
    help: "the deepest a path may go",
    effect: "a path of at most L moves, if one exists",
    range: 0.0..=80.0,
    page_range: 0.0..=31.0,
    default: 5.0,
    page_default: 5.0,
    integer: true,
    step: 1.0,
    sentence: ParameterRow::out_of_range,
};

/// Expansions depth-first search (with its visited table) takes before it
/// stops ([`StopReason::DepthFirstBudget`]): more than the 8-puzzle's
/// 181,440 states, so on 3×3 it always ends by itself; on the 15-puzzle a
/// second or two natively, a few in the browser.
pub const NODE_BUDGET: u64 = 1_000_000;

// The pseudo-code of both (the lines each step runs are named where they run).
const START_IS_GOAL: Line = Line::new("start-is-goal", 1);
const LOOP: Line = Line::new("while-open", 1);
const POP: Line = Line::new("pop-top", 2).note("newest");
const CHILD_GOAL: Line = Line::new("child-goal-test", 3);
const PUSH: Line = Line::new("push-children-on-top", 2).note("first-on-top");
// Depth-first search's own.
const INIT: Line = Line::new("init-queue", 1).note("stack");
const EXPAND: Line = Line::new("for-children", 2).note("move-order");
const SEEN: Line = Line::new("skip-seen", 3).note("seen");
const FAIL: Line = Line::new("fail", 1);
// Depth-limited search's own.
const INIT_PATH: Line = Line::new("init-frontier", 1).note("stack");
const EXPAND_BUT_PARENT: Line = Line::new("for-children-but-parent", 2).note("move-order");
const AT_LIMIT: Line = Line::new("skip-at-limit", 3).note("cut");
const CUTOFF: Line = Line::new("cutoff", 1);

/// Depth-first search's pseudo-code: OPEN 表 a stack, CLOSED 表 the visited
/// table, the goal test on each new child.
const DFS_LISTING: [Line; 11] =
    [HEAD, START_IS_GOAL, INIT, LOOP, POP, Line::new("close", 2).joined(), EXPAND, SEEN, CHILD_GOAL, PUSH, FAIL];

/// Depth-limited search's pseudo-code: a child at the limit is tested but
/// not pushed.
const DLS_LISTING: [Line; 10] =
    [HEAD, START_IS_GOAL, INIT_PATH, LOOP, POP, EXPAND_BUT_PARENT, CHILD_GOAL, AT_LIMIT, PUSH, CUTOFF];

/// A visited table's value for a state on the stack.
const OPEN: u32 = 0;
/// … and for an expanded one.
const CLOSED: u32 = 1;

/// A node on the stack.
#[derive(Clone, Copy)]
struct Frame<P> {
    state: P,
    g: u32,
    blank: u8,
    /// The move that led here (`NO_MOVE` at the root).
    mv: u8,
}

/// Depth-first and depth-limited search for both packed widths.
pub(crate) type Dfs = ByWidth<DepthFirst<Narrow>, DepthFirst<Wide>>;

impl Dfs {
    /// A search from `problem`'s start: depth-limited under `limit`, else
    /// depth-first (with the visited table `config.visited`).
    pub(crate) fn new(problem: &Problem, config: &Config, limit: Option<u32>) -> Dfs {
        super::packed::by_width!(problem, DepthFirst::new(problem, config, limit))
    }
}

/// Depth-first search on states packed as `P`.
#[derive(Clone)]
pub(crate) struct DepthFirst<P> {
    geometry: Geometry,
    start: State,
    goal: P,
    /// OPEN 表: the top is the end.
    stack: Vec<Frame<P>>,
    /// The moves from the start to the node expanded last.
    path: Vec<Move>,
    /// CLOSED 表 (and the states on the stack); empty in tree search and
    /// depth-limited search.
    visited: Visited,
    /// Tree search: no table, only the count of duplicates.
    tree: Option<Box<Duplicates>>,
    /// Depth-limited search's bound L.
    limit: Option<u32>,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl<P: Packed> DepthFirst<P> {
    fn new(problem: &Problem, config: &Config, limit: Option<u32>) -> DepthFirst<P> {
        let geometry = problem.geometry().clone();
        let start = problem.start().state();
        let graph = limit.is_none() && config.visited != VisitedKind::None;
        let tree = (limit.is_none() && !graph).then(Box::<Duplicates>::default);
        let kind = if graph { config.visited } else { VisitedKind::None };
        let mut visited = Visited::for_small_values(kind, &geometry);
        if graph {
            // Also fixes the dense table's solvability class.
            visited.insert(start, OPEN);
        }
        let root = Frame { state: P::pack(start), g: 0, blank: problem.start().blank() as u8, mv: NO_MOVE };
        let mut search = DepthFirst {
            geometry,
            start,
            goal: P::pack(problem.goal().state()),
            stack: vec![root],
            path: Vec::new(),
            visited,
            tree,
            limit,
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event: Event::default(),
        };
        search.event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        search.event.state = start;
        search.event.ran = Ran::only(if limit.is_some() { &INIT_PATH } else { &INIT });
        if start == problem.goal().state() {
            search.event.ran = Ran::only(&START_IS_GOAL);
            search.status = Status::Solved;
            search.solution = Some(Solution::from_moves(&search.geometry, start, Vec::new(), true));
        }
        search
    }

    fn memory(&self) -> u64 {
        memory::vec_bytes(&self.stack) + memory::vec_bytes(&self.path) + self.visited.bytes()
    }

    /// The most bytes the next expansion may hold (see BFS's).
    fn peak(&self) -> u64 {
        self.memory() + memory::vec_growth(&self.stack, STEP_INSERTS) + self.visited.growth(STEP_INSERTS)
    }

    /// The step that ends the search without a path: depth-first search
    /// failed (the start cannot reach the goal), or the bound cut
    /// depth-limited search.
    fn fail(&mut self) -> Option<&Event> {
        match self.limit {
            Some(limit) => {
                let expanded = self.event.counters.expanded;
                self.status = Status::Stopped { reason: StopReason::DepthLimit { limit }, expanded };
                self.event.ran = Ran::only(&CUTOFF);
            }
            None => {
                self.status = Status::Exhausted;
                self.event.ran = Ran::only(&FAIL);
            }
        }
        None
    }
}

impl<P: Packed> super::ExactClone for DepthFirst<P> {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        super::same_capacity(&mut copy.stack, &self.stack);
        super::same_capacity(&mut copy.path, &self.path);
        copy
    }
}

impl<P: Packed> Search for DepthFirst<P> {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        let Some(&node) = self.stack.last() else { return self.fail() };
        let c = &self.event.counters;
        if let Some(stop) = super::budget_stop(c, &self.config, self.peak()) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        let graph = self.limit.is_none() && self.tree.is_none();
        if graph && c.expanded >= NODE_BUDGET {
            self.status = Status::Stopped { reason: StopReason::DepthFirstBudget, expanded: c.expanded };
            self.event.ran = Ran::NONE;
            return None;
        }
        self.stack.pop();
        let state = node.state.state();
        // The path now ends at the node: its parent was the last node
        // expanded at depth g − 1.
        self.path.truncate(node.g.saturating_sub(1) as usize);
        if node.mv != NO_MOVE {
            self.path.push(Move::from_index(node.mv as usize));
        }
        if let Some(tree) = &mut self.tree {
            tree.note(state);
        }
        if graph {
            self.visited.insert(state, CLOSED);
        }
        let mut counters = self.event.counters;
        counters.expanded += 1;
        counters.steps += 1;
        counters.depth = node.g;
        let ev = &mut self.event;
        ev.kind = EventKind::Expanded;
        ev.state = state;
        ev.g = node.g;
        ev.h = 0;
        ev.f = node.g as f64;
        ev.child_count = 0;
        ev.ran.clear();
        ev.ran.run(&LOOP);
        ev.ran.run(&POP);
        ev.ran.run(if self.limit.is_some() { &EXPAND_BUT_PARENT } else { &EXPAND });
        let blank = node.blank as usize;
        let g = node.g + 1;
        // Depth-limited search prunes the move back to the parent, as IDDFS does.
        let back = (self.limit.is_some() && node.mv != NO_MOVE).then(|| Move::from_index(node.mv as usize).reverse());
        // The children to push, in move order (pushed last first, so the first is on top).
        let mut pushed: [Option<Frame<P>>; 4] = [None; 4];
        let mut solved = false;
        for mv in Move::ALL {
            if back == Some(mv) {
                continue;
            }
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (packed, _) = node.state.slide(blank, to);
            let child = packed.state();
            counters.generated += 1;
            let seen =
                if graph { self.visited.get_or_insert_at(self.visited.locate(child), child, OPEN) } else { None };
            let mut kind = match seen {
                Some(CLOSED) => ChildKind::Closed,
                Some(_) => ChildKind::InFrontier,
                None => ChildKind::New,
            };
            if kind == ChildKind::New {
                ev.ran.run(&CHILD_GOAL);
                if packed == self.goal {
                    solved = true;
                } else if self.limit == Some(g) {
                    ev.ran.run(&AT_LIMIT);
                    kind = ChildKind::OverThreshold;
                } else {
                    pushed[mv.index()] = Some(Frame { state: packed, g, blank: to as u8, mv: mv as u8 });
                }
            } else {
                ev.ran.run(&SEEN);
            }
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g, h: 0, kind };
            ev.child_count += 1;
            if solved {
                let mut moves = self.path.clone();
                moves.push(mv);
                self.status = Status::Solved;
                self.solution = Some(Solution::from_moves(&self.geometry, self.start, moves, false));
                break;
            }
        }
        if !solved {
            ev.ran.run(&PUSH);
            self.stack.extend(pushed.iter().rev().flatten());
        }
        counters.frontier = self.stack.len() as u64;
        counters.closed = if graph { counters.expanded } else { self.path.len() as u64 };
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.counters = counters;
        self.event.ran.end(if solved { &CHILD_GOAL } else { &EXPAND_LINE[self.limit.is_some() as usize] });
        Some(&self.event)
    }

    super::progress::accessors!();

    fn visited_costs(&self) -> Option<VisitedCosts> {
        if self.limit.is_some() {
            return None;
        }
        Some(match &self.tree {
            Some(tree) => {
                VisitedCosts { kind: Some(VisitedKind::None), duplicates: tree.count(), ..VisitedCosts::default() }
            }
            None => self.visited.costs(),
        })
    }

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        profile::tally(self.stack.iter().map(|f| (f.g as f64, Side::Forward)))
    }
}

/// The line that sums an expansion up: depth-first search's, depth-limited search's.
const EXPAND_LINE: [Line; 2] = [EXPAND, EXPAND_BUT_PARENT];

#[cfg(test)]
mod tests {
    use super::super::{solve, start, Algorithm, Config, Search};
    use super::*;
    use crate::board::Board;
    use crate::goal::named;
    use crate::parse::parse_board;
    use crate::rank::unrank;
    use crate::state_space::{distances, UNREACHABLE};

    fn problem(start: &str, goal: &str) -> Problem {
        let s = parse_board(start, None).unwrap();
        let g = crate::parse::parse_goal(goal, s.width(), s.height()).unwrap();
        Problem::new(s, g).unwrap()
    }

    fn config(algorithm: Algorithm) -> Config {
        Config { algorithm, ..Config::default() }
    }

    fn dls(limit: u32) -> Config {
        Config { algorithm: Algorithm::Dls, parameter: Some(limit as f64), ..Config::default() }
    }

    /// The path's moves, checked legal from `start`, end at the goal.
    fn assert_reaches(p: &Problem, search: &dyn Search) -> usize {
        let solution = search.solution().expect("a solved search has a path");
        let end = p.start().apply_moves(&solution.move_string()).expect("every move is legal");
        assert_eq!(end, *p.goal(), "the path ends at the goal");
        assert!(!solution.optimal || solution.is_empty(), "DFS never calls its path shortest");
        solution.len()
    }

    /// `(expanded, generated, length)` of a search run to its end, with its status.
    fn counts(p: &Problem, config: &Config) -> (Status, u64, u64, Option<usize>) {
        let s = solve(p, config);
        let c = s.counters();
        (s.status(), c.expanded, c.generated, s.solution().map(|sol| sol.len()))
    }

    /// Every state of the 3×3 puzzle for three goals (the goal's own whole
    /// space, 181,440 states each), against the exact distances: depth-
    /// limited search finds a path exactly when the distance is at most L,
    /// of at most L moves, legal, ending at the goal; else the bound cut it.
    /// Depth-first search (with a budget of 300 expansions on every state, in
    /// full on every 601st) finds a legal path or stops at that budget.
    ///
    /// `npm test` checks every 16th state (`the_8_puzzle_for_three_goals`);
    /// `scripts/whole-space.sh` every one (25 s of CPU on this machine).
    fn for_three_goals(stride: usize) -> Vec<(&'static str, u32, u32, u32)> {
        let mut solved = Vec::new();
        for goal_name in ["ordered", "blank-first", "spiral"] {
            let goal = named(goal_name, 3, 3).unwrap();
            let table = distances(&goal).unwrap();
            let (mut found, mut cut, mut dfs_solved) = (0, 0, 0);
            for (r, &d) in table.iter().enumerate().step_by(stride) {
                if d == UNREACHABLE {
                    continue;
                }
                let tiles = unrank(r as u64, 9);
                let board = Board::new(3, 3, tiles).unwrap();
                let p = Problem::new(board, goal.clone()).unwrap();
                let limit = 7;
                let s = solve(&p, &dls(limit));
                if u32::from(d) <= limit {
                    assert_eq!(s.status(), Status::Solved, "{goal_name} {r}");
                    assert!(assert_reaches(&p, s.as_ref()) <= limit as usize);
                    found += 1;
                } else {
                    let expanded = s.counters().expanded;
                    assert_eq!(s.status(), Status::Stopped { reason: StopReason::DepthLimit { limit }, expanded });
                    cut += 1;
                }
                let full = r % 601 == 0;
                let budget = if full { u64::MAX } else { 300 };
                let s = solve(&p, &Config { node_budget: budget, ..config(Algorithm::Dfs) });
                match s.status() {
                    Status::Solved => {
                        assert_reaches(&p, s.as_ref());
                        dfs_solved += 1;
                    }
                    status => {
                        assert!(!full, "{goal_name} {r}: {status:?}");
                        assert_eq!(status, Status::Stopped { reason: StopReason::NodeBudget, expanded: 300 });
                    }
                }
            }
            // A path exactly from the states within 7 moves (152 of the ordered goal's).
            let near = table.iter().step_by(stride).filter(|&&d| d <= 7).count();
            assert_eq!(found, near);
            solved.push((goal_name, found as u32, cut as u32, dfs_solved));
        }
        solved
    }

    #[test]
    fn the_8_puzzle_for_three_goals() {
        // Every 16th rank: 11,340 states of each goal's space, (goal, found by depth-limited
        // search within 7 moves, cut by the bound, solved by depth-first search).
        let solved = for_three_goals(16);
        assert_eq!(solved, [("ordered", 13, 11_327, 43), ("blank-first", 37, 11_303, 48), ("spiral", 1, 11_339, 80)]);
    }

    #[test]
    #[ignore = "whole space: run with --ignored (scripts/whole-space.sh)"]
    fn whole_space_every_state_of_the_8_puzzle_for_three_goals() {
        let solved = for_three_goals(1);
        assert!(solved.iter().all(|&(_, found, cut, _)| found + cut == 181_440));
        let solved: Vec<_> = solved.iter().map(|&(goal, _, _, dfs)| (goal, dfs)).collect();
        // How many states depth-first search solves within 300 expansions (or in full):
        // its first branches pass by the goal from only a few hundred boards.
        assert_eq!(solved, [("ordered", 710), ("blank-first", 764), ("spiral", 1160)]);
    }

    /// What `ran` names: the lines in order, then the one that sums the step up.
    fn ran_text(ran: &Ran) -> String {
        format!("{} | {}", ran.lines().join(" "), ran.focus().unwrap_or("-"))
    }

    /// Every line an event names is a statement of the search's listing; the
    /// sample's first steps name these; the failure (DFS on a board that
    /// cannot reach its goal) and the cut-off (DLS) are the last line; a
    /// budget's stop names none.
    #[test]
    fn each_search_names_the_lines_it_runs() {
        for (algorithm, listing) in [(Algorithm::Dfs, &DFS_LISTING[..]), (Algorithm::Dls, &DLS_LISTING[..])] {
            assert_eq!(algorithm.listing(), listing);
            let codes: Vec<&str> = listing.iter().filter(|l| !l.joined).map(|l| l.code).collect();
            let config = config(algorithm);
            let mut search = start(&problem("2 3 4 1 5 x 7 6 8", "ordered"), &config);
            let mut shown = vec![ran_text(&search.last_event().ran)];
            while let Some(event) = search.step() {
                for code in event.ran.lines().iter().chain(event.ran.focus().as_ref()) {
                    assert!(codes.contains(code), "{code}");
                }
                if shown.len() < 3 {
                    shown.push(ran_text(&event.ran));
                }
            }
            let end = ran_text(&search.last_event().ran);
            let expected = match algorithm {
                Algorithm::Dfs => [
                    "init-queue | init-queue",
                    "while-open pop-top for-children child-goal-test child-goal-test child-goal-test push-children-on-top | for-children",
                    "while-open pop-top for-children skip-seen child-goal-test push-children-on-top | for-children",
                ],
                _ => [
                    "init-frontier | init-frontier",
                    "while-open pop-top for-children-but-parent child-goal-test child-goal-test child-goal-test push-children-on-top | for-children-but-parent",
                    // The top child (the blank moved up, to the top row) has one move but the way back.
                    "while-open pop-top for-children-but-parent child-goal-test push-children-on-top | for-children-but-parent",
                ],
            };
            assert_eq!(shown, expected, "{algorithm:?}");
            // DFS ends at its goal child; DLS (L = 5, the sample is 19 moves) with the cut-off.
            let last = if algorithm == Algorithm::Dfs { "child-goal-test" } else { "cutoff | cutoff" };
            assert!(end.ends_with(last), "{algorithm:?}: {end}");
            let solved = start(&problem("1 2 3 4 5 6 7 8 x", "ordered"), &config);
            assert_eq!(ran_text(&solved.last_event().ran), "start-is-goal | start-is-goal");
            let budget = Config { node_budget: 3, ..config.clone() };
            let mut search = start(&problem("8 6 7 2 5 4 3 x 1", "ordered"), &budget);
            while search.step().is_some() {}
            assert_eq!(search.status(), Status::Stopped { reason: StopReason::NodeBudget, expanded: 3 });
            assert_eq!(search.last_event().ran, Ran::NONE);
        }
        let mut search = start(&problem("2 1 3 x", "ordered"), &config(Algorithm::Dfs));
        while search.step().is_some() {}
        assert_eq!((search.status(), ran_text(&search.last_event().ran)), (Status::Exhausted, "fail | fail".into()));
    }

    /// Expansions, generated nodes and path lengths on fixed boards,
    /// worked out once and pinned: the POJ sample (19 moves from the
    /// ordered goal) and the textbooks' example (5 moves from their spiral
    /// goal, 1 2 3 / 8 _ 4 / 7 6 5).
    #[test]
    fn counts_on_fixed_boards_are_pinned() {
        let poj = problem("2 3 4 1 5 x 7 6 8", "ordered");
        let book = problem("2 8 3 1 6 4 7 0 5", "spiral");
        let tree = Config { visited: VisitedKind::None, ..config(Algorithm::Dfs) };
        let table = Config { visited: VisitedKind::Hash, ..config(Algorithm::Dfs) };
        let got = [
            counts(&poj, &config(Algorithm::Dfs)),
            counts(&poj, &table),
            counts(&poj, &tree),
            counts(&poj, &dls(5)),
            counts(&poj, &dls(19)),
            counts(&poj, &dls(21)),
            counts(&book, &config(Algorithm::Dfs)),
            counts(&book, &dls(4)),
            counts(&book, &dls(5)),
            counts(&book, &config(Algorithm::Dls)),
        ];
        assert_eq!(got, PINNED);
    }

    /// Depth-first search's path on the POJ sample is 65,281 moves (19 is
    /// the shortest); on the textbooks' example its first branch is the
    /// shortest path. Tree search goes back and forth until its budget.
    const PINNED: [(Status, u64, u64, Option<usize>); 10] = [
        (Status::Solved, 89_949, 243_799, Some(65_281)),
        (Status::Solved, 89_949, 243_799, Some(65_281)),
        (Status::Stopped { reason: StopReason::TreeSearchBudget, expanded: 200_000 }, 200_000, 500_001, None),
        (Status::Stopped { reason: StopReason::DepthLimit { limit: 5 }, expanded: 33 }, 33, 61, None),
        (Status::Solved, 14_565, 26_025, Some(19)),
        (Status::Solved, 8_974, 16_173, Some(21)),
        (Status::Solved, 5, 16, Some(5)),
        (Status::Stopped { reason: StopReason::DepthLimit { limit: 4 }, expanded: 19 }, 19, 33, None),
        (Status::Solved, 5, 12, Some(5)),
        (Status::Solved, 5, 12, Some(5)),
    ];
}
