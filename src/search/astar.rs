//! A*, weighted A*, greedy best-first and uniform-cost search: one
//! best-first search with f = a·g + w·h (A*: a = 1, w = 1; weighted A*:
//! a = 1, w ≥ 1; greedy: a = 0; uniform cost: a = 1, w = 0, no heuristic).
//!
//! f is scaled to an integer (so weights like 1.5 order exactly) and the
//! open list ([`OpenList`]) holds node ids in queues by (f, g), which is the
//! engine's order: smallest f, then larger g, then first inserted (or
//! another rule among equal f: [`super::TieBreak`]). Each
//! state is stored once, in an arena of [`Node`]s (the packed state, g, h,
//! the parent's id and the move from it: 16 bytes on boards of at most 16
//! cells); the visited map ([`StateIndex`]) holds only ids. When a shorter
//! path to a known state is found, its node is updated in place and pushed
//! again; the older entry is recognised as stale when popped (its g no
//! longer matches) and skipped without counting as a step. A closed node
//! reached by a shorter path is reopened, which keeps A* optimal even for an
//! inconsistent heuristic and keeps weighted A* within w × optimal. Greedy
//! (a = 0) never reopens: g plays no part in its order, so reopening buys
//! no guarantee, and with h = 0 it re-expanded the 8-puzzle's 181,440
//! states 410 million times; closed stays closed, so it expands each state
//! at most once.
//!
//! The visited map is a choice ([`VisitedKind`]): `auto` is the compact
//! [`StateIndex`] below; `rank-array`, `hash` and `ordered` are the
//! seeds' three tables ([`Visited`]), which find the same node for a state
//! and so give the same counts, at other costs; `none` is tree search: no
//! map, every child is a new node (its parent's own state included), and the
//! search ends at [`crate::limits::TREE_SEARCH_NODES`] expansions (see
//! [`VisitedKind::None`]).
//!
//! Memory, as `Counters::memory` reports it (with `auto`): the arena's chunks (see
//! `memory::Chunked`: 16 bytes a node, and at most one chunk of 65,536
//! partly used), the index's slots (9.1 to 18.3) and the open list's queues
//! (4 bytes per entry, up to 8 while a queue's buffer fills; twice that for
//! the first-in and last-in first-out rules, which keep each entry's g
//! beside its id): with the default rule at most 46
//! bytes per stored node, about 30 on the 15-puzzle (`search::tests`,
//! `bytes_per_node`). The budget reads that plus what the next expansion
//! would allocate ([`BestFirst::peak`]), so a budget is never passed.

use super::memory::{Chunked, STEP_INSERTS};
use super::open_list::OpenList;
use super::packed::{ByWidth, Narrow, Packed, Wide};
use super::state_index::StateIndex;
use super::visited::{Duplicates, Visited, VisitedCosts, VisitedKind};
use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, Line, Optimality, ParameterRow,
    QuizRule, Ran, Search, HEAD,
};
use crate::board::{Geometry, Move, State};
use crate::formula::Priority;
use crate::heuristic::GoalHeuristic;
use crate::problem::{Problem, Solution, Status, StopReason};
use crate::search::FrontierBar;
use std::sync::Arc;

/// f is scaled by this before rounding, so weights are exact to 1/1000.
const SCALE: f64 = 1000.0;

/// One stored state.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node<P> {
    state: P,
    /// The parent's id (low [`ID_BITS`] bits), the move from it (2 bits) and
    /// whether the node is closed (the top bit).
    link: u32,
    /// g (high [`G_BITS`] bits) and h (low [`H_BITS`] bits).
    gh: u32,
}

/// Bits of a node id: at most 2^29 − 1 nodes (8 GiB of arena on the
/// 15-puzzle); a search that would store more stops at its memory budget.
const ID_BITS: u32 = 29;
const ID_MASK: u32 = (1 << ID_BITS) - 1;
/// The parent of a root.
const NO_PARENT: u32 = ID_MASK;
/// Ids `0..MAX_NODES` can be stored.
const MAX_NODES: usize = ID_MASK as usize;
const CLOSED: u32 = 1 << 31;

/// Bits of g: paths up to 2^20 − 1 moves (a search that reaches a longer one
/// stops at its memory budget instead of overflowing).
const G_BITS: u32 = 20;
/// Bits of h: estimates below 4,095 are stored as they are (an admissible
/// estimate on 25 cells is a few hundred at most). A larger one (only a
/// formula the user writes gives one, at most
/// [`crate::formula::MAX_ESTIMATE`]) is stored as 4,095 and computed again
/// from the node's state when it is read ([`BestFirst::h_of`]): the search
/// orders by, and shows, the estimate in full, never a clamped one.
const H_BITS: u32 = 32 - G_BITS;
const G_MAX: u32 = (1 << G_BITS) - 1;
const H_MAX: u32 = (1 << H_BITS) - 1;

impl<P: Packed> Node<P> {
    fn new(state: P, parent: u32, mv: u8, g: u32, h: u32) -> Node<P> {
        Node { state, link: parent | (mv as u32 & 3) << ID_BITS, gh: g << H_BITS | h.min(H_MAX) }
    }

    #[inline]
    fn g(&self) -> u32 {
        self.gh >> H_BITS
    }

    /// h as stored: [`H_MAX`] for an estimate of [`H_MAX`] or more.
    #[inline]
    fn stored_h(&self) -> u32 {
        self.gh & H_MAX
    }

    #[inline]
    fn parent(&self) -> u32 {
        self.link & ID_MASK
    }

    #[inline]
    fn mv(&self) -> Move {
        Move::from_index((self.link >> ID_BITS & 3) as usize)
    }

    #[inline]
    fn closed(&self) -> bool {
        self.link & CLOSED != 0
    }

    /// A shorter path: from `parent` by `mv`, `g` moves long; reopened.
    #[inline]
    fn reroute(&mut self, parent: u32, mv: Move, g: u32) {
        *self = Node::new(self.state, parent, mv as u8, g, self.stored_h());
    }
}

/// The bytes a stored node takes in the arena on boards of at most 16 cells
/// (and on larger ones): 16 (24).
#[cfg(test)]
pub(crate) const NODE_BYTES: [usize; 2] = [std::mem::size_of::<Node<Narrow>>(), std::mem::size_of::<Node<Wide>>()];

/// How the search finds the node of a state it generates again.
#[derive(Clone)]
enum Table {
    /// `auto`: ids only, the states read from the arena.
    Index(StateIndex),
    /// One of the seeds' tables, state → node id.
    Visited(Visited),
    /// Tree search: no table, only the count of duplicates.
    None(Box<Duplicates>),
}

impl Table {
    fn new(kind: VisitedKind, geometry: &Geometry) -> Table {
        match kind {
            VisitedKind::Auto => Table::Index(StateIndex::default()),
            VisitedKind::None => Table::None(Box::default()),
            kind => Table::Visited(Visited::new(kind, geometry)),
        }
    }

    fn bytes(&self) -> u64 {
        match self {
            Table::Index(index) => index.bytes(),
            Table::Visited(visited) => visited.bytes(),
            Table::None(_) => 0,
        }
    }

    fn growth(&self, extra: usize) -> u64 {
        match self {
            Table::Index(index) => index.growth(extra),
            Table::Visited(visited) => visited.growth(extra),
            Table::None(_) => 0,
        }
    }

    fn costs(&self) -> VisitedCosts {
        match self {
            Table::Index(index) => {
                let (entries, slots, collisions) = index.occupancy();
                VisitedCosts {
                    kind: Some(VisitedKind::Hash),
                    bytes: index.bytes(),
                    entries,
                    slots,
                    collisions,
                    duplicates: 0,
                }
            }
            Table::Visited(visited) => visited.costs(),
            Table::None(tree) => {
                VisitedCosts { kind: Some(VisitedKind::None), duplicates: tree.count(), ..VisitedCosts::default() }
            }
        }
    }
}

/// A*'s row of the catalogue.
pub(super) const ASTAR: AlgorithmRow = AlgorithmRow {
    name: "astar",
    title: "A*",
    short: "A*",
    phrase: "A*",
    hint: "Smallest f = g + h first: shortest.",
    bound: None,
    uses_heuristic: true,
    iterative: false,
    bidirectional: false,
    visited_table: true,
    parameter: None,
    breaks_ties: true,
    weighs_costs: true,
    frontier_key: FrontierKey::F,
    optimality: Optimality::Admissible,
    quiz: QuizRule::BestFirst,
    listing: &listing(INIT.note("by-f")),
    start: |problem, config, estimator| Box::new(AStar::new(problem, config, estimator, 1.0, 1.0)),
};

// The pseudo-code of the A* family (the lines each step runs are named
// where they run); the three differ only in what orders the frontier.
const INIT: Line = Line::new("init-open", 1);
const LOOP: Line = Line::new("while-open", 1);
const POP: Line = Line::new("pop-min", 2).note("lowest-f");
const GOAL: Line = Line::new("goal-test", 2);
const CLOSE: Line = Line::new("close", 2);
const EXPAND: Line = Line::new("for-children", 2);
const PUSH: Line = Line::new("push-if-new", 3);
const IMPROVE: Line = Line::new("if-shorter", 3);
const SEEN: Line = Line::new("else-skip", 3).note("seen");
const FAIL: Line = Line::new("fail", 1);

/// A best-first search's pseudo-code, `init` saying what orders its
/// frontier: the goal test on selection, a child reached by a shorter path
/// put back into the frontier.
const fn listing(init: Line) -> [Line; 12] {
    [HEAD, init, LOOP, POP, GOAL, CLOSE, EXPAND, PUSH, IMPROVE, Line::new("reopen", 4).joined(), SEEN, FAIL]
}

/// Weighted A*'s row: f = g + w·h, w at least 1.
pub(super) const WEIGHTED: AlgorithmRow = AlgorithmRow {
    name: "wastar",
    title: "Weighted A*",
    short: "Weighted A*",
    phrase: "weighted A*",
    hint: "f = g + w·h: path ≤ w × shortest.",
    parameter: Some(&WEIGHT),
    optimality: Optimality::WithinWeight,
    listing: &listing(INIT.note("by-weighted")),
    start: |problem, config, estimator| {
        let w = config.parameter_value().unwrap_or(1.0).max(1.0);
        Box::new(AStar::new(problem, config, estimator, 1.0, w))
    },
    ..ASTAR
};

/// Weighted A*'s parameter: the weight w of h.
const WEIGHT: ParameterRow = ParameterRow {
    key: "weight",
    symbol: "w",
    label: "Weight",
    noun: "weight",
    placeholder: "W",
    help: "w in f = g + w*h",
    effect: "a path at most w times the shortest",
    range: crate::limits::WEIGHTS,
    page_range: crate::limits::PAGE_WEIGHTS,
    default: 1.0,
    // The middle of the lesson: a path at most twice the shortest.
    page_default: 2.0,
    integer: false,
    step: 0.5,
    sentence: |_, range, w| crate::limits::weight_sentence(range, w),
};

/// Greedy best-first's row: f = h.
pub(super) const GREEDY: AlgorithmRow = AlgorithmRow {
    name: "greedy",
    title: "Greedy best-first",
    short: "Greedy",
    phrase: "greedy best-first search",
    hint: "Smallest h first: fast, not shortest.",
    frontier_key: FrontierKey::H,
    optimality: Optimality::None,
    quiz: QuizRule::Greedy,
    listing: &listing(INIT.note("by-h")),
    start: |problem, config, estimator| Box::new(AStar::new(problem, config, estimator, 0.0, 1.0)),
    ..ASTAR
};

/// Uniform-cost search's row (代价树的宽度优先搜索, Dijkstra): f = g, no
/// heuristic. The goal is tested when a node is selected for expansion, not
/// when it is generated as BFS does: a cheaper path to the goal may still be
/// waiting in the frontier when the goal is first generated. With unit costs
/// its path is as long as BFS's; its order among equal g is first in, first
/// out (every entry of a level has the same g, so the tie rule has nothing
/// else to choose by).
pub(super) const UCS: AlgorithmRow = AlgorithmRow {
    name: "ucs",
    title: "Uniform-cost search",
    short: "Uniform cost",
    phrase: "uniform-cost search",
    hint: "Smallest g first, goal tested when expanded (BFS: when generated): cheapest.",
    uses_heuristic: false,
    breaks_ties: false,
    weighs_costs: true,
    frontier_key: FrontierKey::G,
    optimality: Optimality::Always,
    quiz: QuizRule::LowestG,
    listing: &[
        HEAD,
        INIT.note("by-g"),
        LOOP,
        POP,
        GOAL.note("on-expansion"),
        CLOSE,
        EXPAND,
        PUSH,
        IMPROVE,
        Line::new("reopen", 4).joined(),
        SEEN,
        FAIL,
    ],
    start: |problem, config, estimator| Box::new(AStar::new(problem, config, estimator, 1.0, 0.0)),
    ..ASTAR
};

/// The A algorithm's row (A 算法, as the Chinese textbooks name it): the
/// same loop as A*, f = g + h, with no claim on h. A* is the A algorithm
/// whose h never overestimates; this row promises nothing (its optimality
/// is `none`) and its solutions are never called shortest, whatever the
/// heuristic, so the page can show what the textbooks show: the A
/// algorithm with an overestimating h (Nilsson's P(n) + 3S(n), a formula
/// like 2 × manhattan) finds paths fast that are not the shortest.
pub(super) const A: AlgorithmRow = AlgorithmRow {
    name: "a",
    title: "A algorithm",
    short: "A",
    phrase: "the A algorithm",
    hint: "Smallest f = g + h first, any h: shortest only if h never overestimates (then it is A*).",
    optimality: Optimality::None,
    start: |problem, config, estimator| {
        let mut search = AStar::new(problem, config, estimator, 1.0, 1.0);
        match &mut search {
            super::packed::ByWidth::Narrow(s) => s.optimal = false,
            super::packed::ByWidth::Wide(s) => s.optimal = false,
        }
        Box::new(search)
    },
    ..ASTAR
};

/// The kit's row (`search::kit`): your own best-first search, the lowest
/// priority first, the priority written over g, h and depth
/// ([`crate::formula::Priority`], `Config::priority`; `g + h` when none is
/// given). What it promises depends on the priority, so the row promises
/// nothing; its solution says when its path is shortest (a priority worth
/// g + h with an admissible h, or g).
pub(super) const KIT: AlgorithmRow = AlgorithmRow {
    name: "best-first",
    title: "Your best-first search",
    short: "Your best-first",
    phrase: "your best-first search",
    hint:
        "The lowest priority first, as you write it over g, h and depth: g + h is A*, h greedy, g + 2 * h weighted A*.",
    optimality: Optimality::None,
    quiz: QuizRule::Priority,
    listing: &listing(INIT.note("by-priority")),
    start: |problem, config, estimator| match &config.priority {
        Some(priority) => Box::new(AStar::prioritised(problem, config, estimator, priority)),
        None => {
            let default = Priority::parse(super::kit::DEFAULT_PRIORITY).expect("the default priority parses");
            Box::new(AStar::prioritised(problem, config, estimator, &default))
        }
    },
    ..ASTAR
};

/// The A* family, for both packed widths.
pub(crate) type AStar = ByWidth<BestFirst<Narrow>, BestFirst<Wide>>;

impl AStar {
    /// A search from `problem`'s start with f = `g_weight`·g + `h_weight`·h.
    pub(crate) fn new(
        problem: &Problem,
        config: &Config,
        estimator: GoalHeuristic,
        g_weight: f64,
        h_weight: f64,
    ) -> AStar {
        super::packed::by_width!(problem, BestFirst::new(problem, config, estimator, g_weight, h_weight, None))
    }

    /// The kit's search (`search::kit`): the lowest `priority` first, ties
    /// broken by `config.tie`. A priority worth g + h (however written)
    /// with a heuristic known admissible, or worth g alone, calls its path
    /// shortest; one that names g (or is worth a·g + w·h, a > 0, with depth
    /// for g) opens a closed node again when a cheaper path reaches it, as
    /// A* does; one that does not (`h`, `-depth`) never does, as greedy.
    pub(crate) fn prioritised(
        problem: &Problem,
        config: &Config,
        estimator: GoalHeuristic,
        priority: &Priority,
    ) -> AStar {
        super::packed::by_width!(
            problem,
            BestFirst::new(problem, config, estimator, 1.0, 1.0, Some(Arc::new(priority.clone())))
        )
    }
}

/// The best-first search on states packed as `P`.
#[derive(Clone)]
pub(crate) struct BestFirst<P: Packed> {
    geometry: Geometry,
    ones: P,
    goal: P,
    estimator: GoalHeuristic,
    /// Scaled weights of g and h, and their greatest common divisor.
    g_weight: u64,
    h_weight: u64,
    unit: u64,
    /// The weights over the unit: a node's open-list level is
    /// `g·g_level + h·h_level`, with no division.
    g_level: u64,
    h_level: u64,
    optimal: bool,
    /// The user's priority (the kit, `search::kit`), which orders the open
    /// list instead of the weights: level = its value × [`SCALE`] shifted
    /// by `shift` so that its least value is level 0.
    priority: Option<Arc<Priority>>,
    shift: i64,
    /// Whether the open list files entries by g (every search but a kit
    /// whose priority names no h: there a level is one g, or a few, and
    /// filing by g would give each of `-depth`'s levels an array as long as
    /// its depth; its entries are filed at 0 and told stale by their level).
    by_g: bool,
    /// Whether a closed node reached by a shorter path is opened again:
    /// when g weighs in the order (A*, weighted A*), not for greedy.
    reopen: bool,
    arena: Chunked<Node<P>>,
    table: Table,
    open: OpenList,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl<P: Packed> BestFirst<P> {
    fn new(
        problem: &Problem,
        config: &Config,
        estimator: GoalHeuristic,
        g_weight: f64,
        h_weight: f64,
        priority: Option<Arc<Priority>>,
    ) -> BestFirst<P> {
        let geometry = problem.geometry().clone();
        let start = problem.start().state();
        let h = estimator.estimate(start);
        // A path is called shortest (cheapest) only under a heuristic known
        // never to overestimate with these costs.
        let optimal = match priority.as_ref().map(|p| p.as_weights()) {
            None => {
                g_weight == 1.0
                    && h_weight <= 1.0
                    && (h_weight == 0.0 || estimator.known_admissible_under(config.costs))
            }
            Some(Some((1.0, 0.0))) => true,
            Some(Some((1.0, 1.0))) => estimator.known_admissible_under(config.costs),
            Some(_) => false,
        };
        let reopen = match &priority {
            None => g_weight > 0.0,
            // g, or depth weighed as g is (depth + 1.5 * h): not -depth.
            Some(p) => p.names_g() || p.as_weights().is_some_and(|(a, _)| a > 0.0),
        };
        let shift = priority.as_ref().map_or(0, |p| -(p.low() * SCALE).round() as i64);
        let (g_scaled, h_scaled) = ((g_weight * SCALE).round() as u64, (h_weight * SCALE).round() as u64);
        let mut search = BestFirst {
            ones: P::ones(geometry.cells()),
            geometry,
            goal: P::pack(problem.goal().state()),
            estimator,
            g_weight: g_scaled,
            h_weight: h_scaled,
            unit: gcd(g_scaled, h_scaled).max(1),
            g_level: g_scaled / gcd(g_scaled, h_scaled).max(1),
            h_level: h_scaled / gcd(g_scaled, h_scaled).max(1),
            optimal,
            by_g: priority.as_ref().is_none_or(|p| p.names_h()),
            priority,
            shift,
            reopen,
            arena: Chunked::default(),
            table: Table::new(config.visited, problem.geometry()),
            open: OpenList::new(config.tie),
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event: Event::default(),
        };
        let root = P::pack(start);
        search.store(Node::new(root, NO_PARENT, 0, 0, h));
        match &mut search.table {
            Table::Index(index) => {
                index.get_or_insert(root, root.hash(), 0, |_| root);
            }
            Table::Visited(visited) => visited.insert(start, 0),
            Table::None(_) => {}
        }
        search.open.push(search.level(0, h), 0, 0);
        search.event.state = start;
        search.event.h = h;
        search.event.f = search.f_of(0, h);
        search.event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        search.event.ran = Ran::only(&INIT);
        if start == problem.goal().state() {
            // Solved before any budget is read, as every search is (see
            // `Search`): 0 moves, and nothing expanded.
            search.event.ran = Ran::only(&GOAL);
            search.status = Status::Solved;
            search.solution = Some(Solution::from_moves(&search.geometry, start, Vec::new(), true));
        }
        search
    }

    /// Appends a node to the arena.
    #[inline]
    fn store(&mut self, node: Node<P>) -> u32 {
        self.arena.push(node);
        self.arena.len() as u32 - 1
    }

    /// `node`'s estimate in full: as stored, or computed again when it did
    /// not fit [`H_BITS`].
    #[inline]
    fn h_of(&self, node: &Node<P>) -> u32 {
        match node.stored_h() {
            H_MAX => self.estimator.estimate(node.state.state()),
            h => h,
        }
    }

    fn f_of(&self, g: u32, h: u32) -> f64 {
        match &self.priority {
            // Depth is g: every move costs 1.
            Some(p) => p.value(g, h, g),
            None => (g as u64 * self.g_weight + h as u64 * self.h_weight) as f64 / SCALE,
        }
    }

    /// The open list's level of a node: its scaled f over the unit (the
    /// kit's: its priority scaled and shifted).
    #[inline]
    fn level(&self, g: u32, h: u32) -> u64 {
        match &self.priority {
            Some(p) => ((p.value(g, h, g) * SCALE).round() as i64 + self.shift) as u64,
            None => g as u64 * self.g_level + h as u64 * self.h_level,
        }
    }

    /// Where the open list files an entry of path length `g` (see `by_g`).
    #[inline]
    fn slot(&self, g: u32) -> usize {
        if self.by_g {
            g as usize
        } else {
            0
        }
    }

    fn memory(&self) -> u64 {
        self.arena.bytes() + self.table.bytes() + self.open.bytes()
    }

    /// The most bytes the next expansion may hold: [`Self::memory`], the
    /// arena's next chunk, the index's doubled table and the open list's
    /// grown queues (each allocated while the old one lives), should its
    /// children need them.
    fn peak(&self) -> u64 {
        self.memory()
            + self.arena.growth(STEP_INSERTS)
            + self.table.growth(STEP_INSERTS)
            + self.open.growth(STEP_INSERTS)
    }

    /// Pops the best open node, skipping stale entries.
    #[inline]
    fn pop(&mut self) -> Option<u32> {
        while let Some((level, g, id)) = self.open.pop() {
            let node = &self.arena[id as usize];
            let live = if self.by_g { node.g() as usize == g } else { self.level(node.g(), self.h_of(node)) == level };
            if !node.closed() && live {
                self.open.live_popped(level);
                return Some(id);
            }
        }
        None
    }

    /// The moves from the root to `id`.
    fn moves_to(&self, mut id: u32) -> Vec<Move> {
        let mut moves = Vec::new();
        while self.arena[id as usize].parent() != NO_PARENT {
            moves.push(self.arena[id as usize].mv());
            id = self.arena[id as usize].parent();
        }
        moves.reverse();
        moves
    }

    /// The node already stored for `child`, or `None` after recording
    /// `child` → `new_id` (tree search records nothing and finds nothing).
    #[inline]
    fn find_or_insert(&mut self, child: P, hash: u64, new_id: u32) -> Option<u32> {
        match &mut self.table {
            Table::Index(index) => {
                let arena = &self.arena;
                let state_of = |i: u32| if i == new_id { child } else { arena[i as usize].state };
                index.get_or_insert(child, hash, new_id, state_of)
            }
            Table::Visited(visited) => {
                let state = child.state();
                visited.get_or_insert_at(visited.locate(state), state, new_id)
            }
            Table::None(_) => None,
        }
    }

    /// Tree search: notes an expansion of `state`, counting it a duplicate
    /// when it was expanded before.
    fn note_expansion(&mut self, state: State) {
        if let Table::None(tree) = &mut self.table {
            tree.note(state);
        }
    }

    fn stop(&mut self, reason: StopReason) -> Option<&Event> {
        self.status = Status::Stopped { reason, expanded: self.event.counters.expanded };
        self.event.ran = Ran::NONE;
        None
    }
}

impl<P: Packed> super::ExactClone for BestFirst<P> {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        copy.arena.keep_capacity_of(&self.arena);
        copy.open.keep_capacity_of(&self.open);
        copy
    }
}

impl<P: Packed> Search for BestFirst<P> {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        if let Some(stop) = super::budget_stop(&self.event.counters, &self.config, self.peak()) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        if self.arena.len() + 4 > MAX_NODES {
            return self.stop(StopReason::MemoryBudget);
        }
        let Some(id) = self.pop() else {
            self.status = Status::Exhausted;
            self.event.ran = Ran::only(&FAIL);
            return None;
        };
        let node = self.arena[id as usize];
        // g must stay below G_MAX after the dearest move (1, or the
        // largest tile's number under heavy costs).
        let dearest = self.config.costs.move_cost(self.geometry.cells() as u8 - 1);
        if node.g() + dearest > G_MAX && node.state != self.goal {
            return self.stop(StopReason::MemoryBudget);
        }
        let mut counters = self.event.counters;
        counters.steps += 1;
        counters.frontier -= 1;
        self.arena[id as usize].link |= CLOSED;
        let (node_g, node_h) = (node.g(), self.h_of(&node));
        counters.depth = node_g;
        let ev_f = self.f_of(node_g, node_h);
        let parent_state = node.state.state();
        let ev = &mut self.event;
        ev.state = parent_state;
        ev.g = node_g;
        ev.h = node_h;
        ev.f = ev_f;
        ev.child_count = 0;
        ev.ran.clear();
        for line in [&LOOP, &POP, &GOAL] {
            ev.ran.run(line);
        }
        if node.state == self.goal {
            ev.ran.end(&GOAL);
            ev.kind = EventKind::Goal;
            counters.closed += 1;
            self.event.counters = counters;
            self.status = Status::Solved;
            let moves = self.moves_to(id);
            let start = self.arena[0].state.state();
            self.solution = Some(Solution::from_moves(&self.geometry, start, moves, self.optimal));
            return Some(&self.event);
        }
        ev.kind = EventKind::Expanded;
        ev.ran.run(&CLOSE);
        ev.ran.run(&EXPAND);
        ev.ran.end(&EXPAND);
        counters.expanded += 1;
        counters.closed += 1;
        self.note_expansion(parent_state);
        let blank = node.state.blank(self.ones);
        let costs = self.config.costs;
        // The children first, with their index buckets asked for at once.
        let mut children = [(Move::Up, 0, node.state, 0, 0); 4];
        let mut count = 0;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = node.state.slide(blank, to);
            let hash = child.hash();
            if let Table::Index(index) = &self.table {
                index.touch(hash);
            }
            children[count] = (mv, to, child, tile, hash);
            count += 1;
        }
        for &(mv, to, child, tile, hash) in &children[..count] {
            // g adds up the moves' costs (1 each, or the tile's number).
            let g = node_g + costs.move_cost(tile);
            counters.generated += 1;
            let new_id = self.arena.len() as u32;
            let (kind, h) = match self.find_or_insert(child, hash, new_id) {
                None => {
                    let h = self.estimator.after_slide(node_h, parent_state, child.state(), tile, to, blank);
                    self.store(Node::new(child, id, mv as u8, g, h));
                    self.open.push(self.level(g, h), self.slot(g), new_id);
                    counters.frontier += 1;
                    (ChildKind::New, h)
                }
                Some(seen) => {
                    let old = self.arena[seen as usize];
                    let old_h = self.h_of(&old);
                    if g < old.g() && (self.reopen || !old.closed()) {
                        self.arena[seen as usize].reroute(id, mv, g);
                        if old.closed() {
                            counters.closed -= 1;
                            counters.frontier += 1;
                        } else {
                            // Its entry with the old g goes stale.
                            self.open.live_left(self.level(old.g(), old_h));
                        }
                        self.open.push(self.level(g, old_h), self.slot(g), seen);
                        (ChildKind::Improved, old_h)
                    } else if old.closed() {
                        (ChildKind::Closed, old_h)
                    } else {
                        (ChildKind::InFrontier, old_h)
                    }
                }
            };
            let ev = &mut self.event;
            ev.ran.run(match kind {
                ChildKind::New => &PUSH,
                ChildKind::Improved => &IMPROVE,
                _ => &SEEN,
            });
            ev.children[ev.child_count] = Child { state: child.state(), mv: Some(mv), g, h, kind };
            ev.child_count += 1;
        }
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.counters = counters;
        Some(&self.event)
    }

    super::progress::accessors!();

    fn visited_costs(&self) -> Option<VisitedCosts> {
        Some(self.table.costs())
    }

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        let (unit, scale, shift) = (self.unit, SCALE, self.shift);
        match self.priority {
            Some(_) => self.open.bars(|level| (level as i64 - shift) as f64 / scale),
            None => self.open.bars(|level| (level * unit) as f64 / scale),
        }
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
