//! Breadth-first search, one expansion per step.
//!
//! The visited table is the whole record of the search: for every state
//! seen it holds a *mark*, the move that first reached it and its depth
//! mod 32, in one byte on the dense table. Nothing else is kept per node:
//! the state itself only while the node waits in the queue, which is never
//! more than about two levels of the search. That small footprint is most of
//! what makes a full 8-puzzle enumeration fast (fresh memory costs the
//! operating system a page fault per 4 KB, and a small table stays in the
//! processor's cache).
//!
//! - **Closed or in the frontier?** Every move takes the blank to a square
//!   of the other colour of a checkerboard, so the state graph is bipartite
//!   and a child (depth d + 1) seen before was first reached at depth d − 1
//!   (then it is expanded: the queue finishes a level before the next) or at
//!   depth d + 1 (then it is not: level d is not finished). The depth mod 32
//!   tells the two apart.
//! - **The path** is rebuilt from the goal backwards: the mark of each state
//!   says which move reached it, undoing that move gives its parent, and so
//!   on to the start — as the classic POJ 1077 solutions do with their
//!   Cantor-indexed arrays.
//!
//! **Tree search** (`VisitedKind::None`) keeps no table: every child is
//! queued, the one that undoes the move to its parent too (see
//! [`VisitedKind::None`] for why), so a state is queued and expanded once for
//! every path to it. The queue is then the
//! whole record: it is kept whole, each entry naming its parent's place in
//! it, and the path is read back through those.
//!
//! The goal test happens when a node is generated (Russell & Norvig's BFS):
//! every node one level shallower than the goal has been expanded or not,
//! but none deeper ever is.

use super::memory::{self, STEP_INSERTS};
use super::packed::{ByWidth, Narrow, Packed, Wide};
use super::profile::{self, FrontierBar};
use super::visited::{Duplicates, Slot, Visited, VisitedCosts, VisitedKind};
use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, Line, Optimality, QuizRule, Ran,
    Search, Side, HEAD, NO_MOVE,
};
use crate::board::{Geometry, Move, State};
use crate::problem::{Costs, Problem, Solution, Status};

/// Breadth-first search's row of the catalogue.
pub(super) const ROW: AlgorithmRow = AlgorithmRow {
    name: "bfs",
    title: "Breadth-first search",
    short: "BFS",
    phrase: "breadth-first search",
    hint: "Level by level: shortest, many nodes.",
    bound: None,
    uses_heuristic: false,
    iterative: false,
    bidirectional: false,
    visited_table: true,
    parameter: None,
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::G,
    optimality: Optimality::Always,
    quiz: QuizRule::Fifo,
    listing: &LISTING,
    start: |problem, config, _| Box::new(Bfs::new(problem, config)),
};

// Its pseudo-code (the lines each step runs are named where they run).
const START_IS_GOAL: Line = Line::new("start-is-goal", 1);
const INIT: Line = Line::new("init-queue", 1);
const LOOP: Line = Line::new("while-open", 1);
const POP: Line = Line::new("pop-front", 2).note("oldest");
const EXPAND: Line = Line::new("for-children", 2);
const SEEN: Line = Line::new("skip-seen", 3).note("seen");
const PUSH: Line = Line::new("push-child", 3);
const CHILD_GOAL: Line = Line::new("child-goal-test", 3);
const FAIL: Line = Line::new("fail", 1);

/// Breadth-first search's pseudo-code: the goal test on each new child.
const LISTING: [Line; 11] =
    [HEAD, START_IS_GOAL, INIT, LOOP, POP, Line::new("close", 2).joined(), EXPAND, SEEN, PUSH, CHILD_GOAL, FAIL];

/// A mark: `depth mod 32` above the move's index (2 bits), always below
/// [`super::visited::SMALL_VALUES`].
fn mark(depth: u16, mv: Move) -> u32 {
    ((depth as u32 & 31) << 2) | mv.index() as u32
}

/// A node waiting in the queue: what expanding it needs, 16 bytes on boards
/// of at most 16 cells (24 on larger ones: see [`Packed`]).
#[derive(Clone, Copy)]
struct Waiting<P> {
    state: P,
    /// Its place in the visited table ([`Slot::key`]); in tree search, its
    /// parent's place in the queue.
    key: u32,
    g: u16,
    blank: u8,
    /// The move that led here (`NO_MOVE` at the root).
    mv: u8,
}

/// Breadth-first search for both packed widths.
pub(crate) type Bfs = ByWidth<BreadthFirst<Narrow>, BreadthFirst<Wide>>;

impl Bfs {
    /// A search from `problem`'s start.
    pub(crate) fn new(problem: &Problem, config: &Config) -> Bfs {
        super::packed::by_width!(problem, BreadthFirst::new(problem, config))
    }
}

/// Breadth-first search on states packed as `P`.
#[derive(Clone)]
pub(crate) struct BreadthFirst<P> {
    geometry: Geometry,
    start: State,
    goal: State,
    /// `queue[next..]`: the nodes waiting, oldest first. The
    /// expanded entries before `next` are dropped in batches (a `VecDeque`
    /// would do it one by one, a little slower).
    queue: Vec<Waiting<P>>,
    next: usize,
    /// Nodes expanded so far.
    head: usize,
    visited: Visited,
    /// Tree search: no table, only the count of duplicates.
    tree: Option<Box<Duplicates>>,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl<P: Packed> BreadthFirst<P> {
    fn new(problem: &Problem, config: &Config) -> BreadthFirst<P> {
        let geometry = problem.geometry().clone();
        let start = problem.start().state();
        let goal = problem.goal().state();
        let tree = (config.visited == VisitedKind::None).then(Box::<Duplicates>::default);
        // Tree search holds an empty table (no bytes), never used.
        let mut visited = Visited::for_small_values(config.visited, &geometry);
        if tree.is_none() {
            // `insert` also fixes the dense table's solvability class, which
            // `finish` relies on to look the path up.
            visited.insert(start, mark(0, Move::Up));
        }
        let at = visited.locate(start);
        let root =
            Waiting { state: P::pack(start), key: at.key(), g: 0, blank: problem.start().blank() as u8, mv: NO_MOVE };
        let mut bfs = BreadthFirst {
            geometry,
            start,
            goal,
            queue: vec![root],
            next: 0,
            head: 0,
            visited,
            tree,
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event: Event::default(),
        };
        bfs.event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        bfs.event.state = start;
        bfs.event.ran = Ran::only(&INIT);
        if start == goal {
            bfs.event.ran = Ran::only(&START_IS_GOAL);
            bfs.finish(goal, problem.goal().blank(), 0);
        }
        bfs
    }

    /// Rebuilds the path to `state` (blank on `blank`) from the marks (in
    /// tree search, from the queue entry `last` and its parents).
    fn finish(&mut self, mut state: State, mut blank: usize, last: usize) {
        self.status = Status::Solved;
        let mut moves = Vec::new();
        if self.tree.is_some() {
            let mut at = last;
            while at != 0 {
                moves.push(Move::from_index(self.queue[at].mv as usize));
                at = self.queue[at].key as usize;
            }
            state = self.start;
        }
        while state != self.start {
            let mark = self.visited.get(state).expect("every state on the path is marked");
            let mv = Move::from_index(mark as usize & 3);
            let from = self.geometry.neighbour(blank, mv.reverse()).expect("a marked move can be undone");
            state = self.geometry.slide(state, blank, from).0;
            blank = from;
            moves.push(mv);
        }
        moves.reverse();
        // Shortest in moves; under heavy costs not the cheapest, so not called optimal.
        let optimal = self.config.costs == Costs::Unit;
        self.solution = Some(Solution::from_moves(&self.geometry, self.start, moves, optimal));
    }

    fn memory(&self) -> u64 {
        memory::vec_bytes(&self.queue) + self.visited.bytes()
    }

    /// The most bytes the next expansion may hold: [`Self::memory`] and the
    /// new buffer of the queue or the visited table, should its children
    /// make either grow (the old one lives until it is copied).
    fn peak(&self) -> u64 {
        self.memory() + memory::vec_growth(&self.queue, STEP_INSERTS) + self.visited.growth(STEP_INSERTS)
    }
}

impl<P: Packed> super::ExactClone for BreadthFirst<P> {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        super::same_capacity(&mut copy.queue, &self.queue);
        copy
    }
}

impl<P: Packed> Search for BreadthFirst<P> {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        if self.next == self.queue.len() {
            self.status = Status::Exhausted;
            self.event.ran = Ran::only(&FAIL);
            return None;
        }
        let c = &self.event.counters;
        if let Some(stop) = super::budget_stop(c, &self.config, self.peak()) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        if self.tree.is_none() && self.next >= 4096 && 2 * self.next >= self.queue.len() {
            self.queue.drain(..self.next);
            self.next = 0;
        }
        let node = self.queue[self.next];
        let node_at_queue = self.next;
        self.next += 1;
        let state = node.state.state();
        if let Some(tree) = &mut self.tree {
            tree.note(state);
        }
        self.head += 1;
        let mut counters = self.event.counters;
        counters.expanded += 1;
        counters.steps += 1;
        counters.depth = node.g as u32;
        let ev = &mut self.event;
        ev.kind = EventKind::Expanded;
        ev.state = state;
        ev.g = node.g as u32;
        ev.h = 0;
        ev.f = node.g as f64;
        ev.child_count = 0;
        ev.ran.clear();
        ev.ran.run(&LOOP);
        ev.ran.run(&POP);
        ev.ran.run(&EXPAND);
        let blank = node.blank as usize;
        let node_at = Slot::from_key(&self.visited, node.key, state);
        // Undoing the move that led here gives back the parent, which is
        // expanded: that child is closed without a lookup.
        // Tree search remembers nothing, its parent included.
        let back = (node.mv != NO_MOVE && self.tree.is_none()).then(|| Move::from_index(node.mv as usize).reverse());
        let mut solved_at = None;
        for &mv in &Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (packed, _) = node.state.slide(blank, to);
            let child = packed.state();
            counters.generated += 1;
            // What the child is, and the key a new one waits under: its
            // parent's place in the queue (tree search) or its visited slot.
            let (kind, key) = if back == Some(mv) {
                (ChildKind::Closed, None)
            } else if self.tree.is_some() {
                (ChildKind::New, Some(node_at_queue as u32))
            } else {
                let at = match mv {
                    Move::Left | Move::Right => self.visited.locate_sideways(node_at, child, blank, to),
                    Move::Up | Move::Down => self.visited.locate(child),
                };
                let child_mark = mark(node.g + 1, mv);
                match self.visited.get_or_insert_at(at, child, child_mark) {
                    Some(seen) if seen >> 2 == child_mark >> 2 => (ChildKind::InFrontier, None),
                    Some(_) => (ChildKind::Closed, None),
                    None => (ChildKind::New, Some(at.key())),
                }
            };
            if let Some(key) = key {
                self.queue.push(Waiting { state: packed, key, g: node.g + 1, blank: to as u8, mv: mv as u8 });
                ev.ran.run(&PUSH);
                ev.ran.run(&CHILD_GOAL);
                if child == self.goal {
                    solved_at = Some((child, to));
                }
            } else {
                ev.ran.run(&SEEN);
            }
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g: node.g as u32 + 1, h: 0, kind };
            ev.child_count += 1;
            if solved_at.is_some() {
                break;
            }
        }
        counters.frontier = (self.queue.len() - self.next) as u64;
        counters.closed = self.head as u64;
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.counters = counters;
        self.event.ran.end(if solved_at.is_some() { &CHILD_GOAL } else { &EXPAND });
        if let Some((goal, blank)) = solved_at {
            let last = self.queue.len() - 1;
            self.finish(goal, blank, last);
        }
        Some(&self.event)
    }

    super::progress::accessors!();

    fn visited_costs(&self) -> Option<VisitedCosts> {
        Some(match &self.tree {
            Some(tree) => {
                VisitedCosts { kind: Some(VisitedKind::None), duplicates: tree.count(), ..VisitedCosts::default() }
            }
            None => self.visited.costs(),
        })
    }

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        profile::by_depth(&self.queue[self.next..], |w| w.g, Side::Forward)
    }
}
