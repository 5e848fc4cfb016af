//! Bidirectional breadth-first search: one BFS from the start, one from the
//! goal, one expansion per step on the side with the smaller frontier
//! (forward on ties).
//!
//! Every generated node is looked up in the other side's visited table; a
//! hit is a path of length g_forward + g_backward, and the best one is kept.
//! Stopping at the first hit is *not* always optimal. The search stops when
//! the best length μ satisfies μ ≤ d_f + d_b + 1, where d_f and d_b are the
//! depths of the next nodes each side would expand: every path not yet seen
//! must leave the forward-visited region after d_f moves and enter the
//! backward-visited region no sooner than d_b moves before the goal, so it
//! is at least d_f + d_b + 1 long.

use super::memory::{self, STEP_INSERTS};
use super::packed::{ByWidth, Narrow, Packed, Wide};
use super::profile::{self, FrontierBar};
use super::visited::{Visited, VisitedCosts};
use super::{
    moves_to, AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, Line, Node, Optimality,
    Problem, QuizRule, Ran, Search, Side, Solution, Status, HEAD, NO_MOVE, NO_PARENT,
};
use crate::board::{Board, Geometry, Move, State};

/// Bidirectional BFS's row of the catalogue.
pub(super) const ROW: AlgorithmRow = AlgorithmRow {
    name: "bibfs",
    title: "Bidirectional BFS",
    short: "Bidirectional BFS",
    phrase: "bidirectional BFS",
    hint: "BFS from both ends to meet: shortest.",
    bound: None,
    uses_heuristic: false,
    iterative: false,
    bidirectional: true,
    visited_table: true,
    parameter: None,
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::G,
    optimality: Optimality::Always,
    quiz: QuizRule::Fifo,
    listing: &LISTING,
    start: |problem, config, _| Box::new(Bidirectional::new(problem, config)),
};

// Its pseudo-code (the lines each step runs are named where they run).
const INIT: Line = Line::new("init-sides", 1).note("sides");
const LOOP: Line = Line::new("while-both-open", 1);
const SIDE: Line = Line::new("pick-side", 2);
const POP: Line = Line::new("side-pop-front", 2);
const EXPAND: Line = Line::new("for-children", 2);
const SEEN: Line = Line::new("side-skip-seen", 3).note("seen");
const PUSH: Line = Line::new("side-push-child", 3);
const MEET: Line = Line::new("other-side-has", 3);
const STOP: Line = Line::new("stop-if-met", 2);
const FAIL: Line = Line::new("fail", 1);

/// Bidirectional BFS's pseudo-code: every new child looked up on the other
/// side, and the stopping rule after each expansion.
const LISTING: [Line; 13] = [
    HEAD,
    INIT,
    LOOP,
    SIDE,
    POP,
    Line::new("side-close", 2).joined(),
    EXPAND,
    SEEN,
    PUSH,
    MEET,
    Line::new("update-meeting", 4).joined(),
    STOP,
    FAIL,
];

/// One BFS: arena as queue, as in [`super::bfs`].
#[derive(Clone)]
struct Half<P> {
    arena: Vec<Node<P>>,
    head: usize,
    visited: Visited,
}

impl<P: Packed> Half<P> {
    fn new(board: &Board, config: &Config, geometry: &Geometry) -> Half<P> {
        let state = board.state();
        let mut visited = Visited::new(config.visited, geometry);
        visited.insert(state, 0);
        let root = Node { state: P::pack(state), parent: NO_PARENT, g: 0, blank: board.blank() as u8, mv: NO_MOVE };
        Half { arena: vec![root], head: 0, visited }
    }

    fn frontier(&self) -> usize {
        self.arena.len() - self.head
    }

    /// Depth of the next node to expand; "infinite" when exhausted.
    fn next_depth(&self) -> u32 {
        self.arena.get(self.head).map_or(u32::MAX / 4, |n| n.g as u32)
    }

    fn memory(&self) -> u64 {
        memory::vec_bytes(&self.arena) + self.visited.bytes()
    }

    /// The new buffers an expansion on this side may allocate while the old
    /// ones live: the arena's and the visited table's, should they grow.
    fn growth(&self) -> u64 {
        memory::vec_growth(&self.arena, STEP_INSERTS) + self.visited.growth(STEP_INSERTS)
    }
}

/// Bidirectional BFS for both packed widths.
pub(crate) type Bidirectional = ByWidth<MeetInTheMiddle<Narrow>, MeetInTheMiddle<Wide>>;

impl Bidirectional {
    /// A search between `problem`'s start and goal.
    pub(crate) fn new(problem: &Problem, config: &Config) -> Bidirectional {
        super::packed::by_width!(problem, MeetInTheMiddle::new(problem, config))
    }
}

/// Bidirectional BFS on states packed as `P`.
#[derive(Clone)]
pub(crate) struct MeetInTheMiddle<P> {
    geometry: Geometry,
    start: State,
    halves: [Half<P>; 2],
    /// Best meeting so far: (length, forward id, backward id).
    best: Option<(u32, u32, u32)>,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl<P: Packed> MeetInTheMiddle<P> {
    fn new(problem: &Problem, config: &Config) -> MeetInTheMiddle<P> {
        let geometry = problem.geometry().clone();
        let forward = Half::new(problem.start(), config, &geometry);
        let backward = Half::new(problem.goal(), config, &geometry);
        let start = problem.start().state();
        let mut search = MeetInTheMiddle {
            start,
            halves: [forward, backward],
            geometry,
            best: None,
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event: Event { state: start, ..Event::default() },
        };
        search.event.counters = Counters { generated: 2, frontier: 2, max_frontier: 2, ..Counters::default() };
        search.event.ran = Ran::only(&INIT);
        if start == problem.goal().state() {
            search.event.ran = Ran::only(&STOP);
            search.best = Some((0, 0, 0));
            search.finish();
        }
        search
    }

    fn memory(&self) -> u64 {
        self.halves[0].memory() + self.halves[1].memory()
    }

    fn finish(&mut self) {
        let (_, f, b) = self.best.expect("finish only after a meeting");
        let mut moves = moves_to(&self.halves[0].arena, f);
        // The backward half's moves lead from the goal to the meeting node;
        // walked back and reversed they lead from the meeting node to the goal.
        let back = moves_to(&self.halves[1].arena, b);
        moves.extend(back.iter().rev().map(|m| m.reverse()));
        // Shortest in moves; under heavy costs not the cheapest, so not called optimal.
        let optimal = self.config.costs == crate::problem::Costs::Unit;
        self.solution = Some(Solution::from_moves(&self.geometry, self.start, moves, optimal));
        self.status = Status::Solved;
    }

    fn done(&self) -> bool {
        let bound = self.halves[0].next_depth() + self.halves[1].next_depth() + 1;
        self.best.is_some_and(|(len, _, _)| len <= bound)
    }
}

impl<P: Packed> super::ExactClone for MeetInTheMiddle<P> {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        for (half, original) in copy.halves.iter_mut().zip(&self.halves) {
            super::same_capacity(&mut half.arena, &original.arena);
        }
        copy
    }
}

impl<P: Packed> Search for MeetInTheMiddle<P> {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        if self.halves.iter().any(|h| h.frontier() == 0) {
            // One side has visited its whole component without a meeting.
            self.status = Status::Exhausted;
            self.event.ran = Ran::only(&FAIL);
            return None;
        }
        let side = if self.halves[1].frontier() < self.halves[0].frontier() { 1 } else { 0 };
        let peak = self.memory() + self.halves[side].growth();
        if let Some(stop) = super::budget_stop(&self.event.counters, &self.config, peak) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        let other = 1 - side;
        let id = self.halves[side].head;
        let node = self.halves[side].arena[id];
        self.halves[side].head += 1;
        let mut counters = self.event.counters;
        counters.expanded += 1;
        counters.steps += 1;
        counters.depth = node.g as u32;
        let ev = &mut self.event;
        ev.kind = EventKind::Expanded;
        ev.side = if side == 0 { Side::Forward } else { Side::Backward };
        ev.state = node.state.state();
        ev.g = node.g as u32;
        ev.h = 0;
        ev.f = node.g as f64;
        ev.child_count = 0;
        ev.ran.clear();
        for line in [&LOOP, &SIDE, &POP, &EXPAND] {
            ev.ran.run(line);
        }
        let blank = node.blank as usize;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (packed, _) = node.state.slide(blank, to);
            let child = packed.state();
            counters.generated += 1;
            let half = &mut self.halves[side];
            let kind = match half.visited.get(child) {
                Some(seen) if (seen as usize) < half.head => ChildKind::Closed,
                Some(_) => ChildKind::InFrontier,
                None => {
                    ev.ran.run(&PUSH);
                    ev.ran.run(&MEET);
                    let child_id = half.arena.len() as u32;
                    half.arena.push(Node {
                        state: packed,
                        parent: id as u32,
                        g: node.g + 1,
                        blank: to as u8,
                        mv: mv as u8,
                    });
                    half.visited.insert(child, child_id);
                    if let Some(met) = self.halves[other].visited.get(child) {
                        let len = node.g as u32 + 1 + self.halves[other].arena[met as usize].g as u32;
                        if self.best.is_none_or(|(best, _, _)| len < best) {
                            let (f, b) = if side == 0 { (child_id, met) } else { (met, child_id) };
                            self.best = Some((len, f, b));
                        }
                    }
                    ChildKind::New
                }
            };
            if kind != ChildKind::New {
                ev.ran.run(&SEEN);
            }
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g: node.g as u32 + 1, h: 0, kind };
            ev.child_count += 1;
        }
        counters.frontier = (self.halves[0].frontier() + self.halves[1].frontier()) as u64;
        counters.closed = (self.halves[0].head + self.halves[1].head) as u64;
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.counters = counters;
        self.event.ran.run(&STOP);
        self.event.ran.end(&STOP);
        if self.done() {
            self.finish();
        } else {
            self.event.ran.end(&EXPAND);
        }
        Some(&self.event)
    }

    super::progress::accessors!();

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        let [forward, backward] = &self.halves;
        let mut bars = profile::by_depth(&forward.arena[forward.head..], |n| n.g, Side::Forward);
        bars.extend(profile::by_depth(&backward.arena[backward.head..], |n| n.g, Side::Backward));
        bars
    }

    /// Both sides' tables added up (the same kind on each side).
    fn visited_costs(&self) -> Option<VisitedCosts> {
        let [forward, backward] = [self.halves[0].visited.costs(), self.halves[1].visited.costs()];
        Some(VisitedCosts {
            kind: forward.kind,
            bytes: forward.bytes + backward.bytes,
            entries: forward.entries + backward.entries,
            slots: forward.slots + backward.slots,
            collisions: forward.collisions + backward.collisions,
            duplicates: 0,
        })
    }

    fn meeting(&self) -> Option<(State, u32)> {
        let (_, f, _) = self.best?;
        let node = &self.halves[0].arena[f as usize];
        Some((node.state.state(), node.g as u32))
    }
}
