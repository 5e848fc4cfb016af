//! A*, weighted A* and greedy best-first: one best-first search with
//! f = a·g + w·h (A*: a = 1, w = 1; weighted A*: a = 1, w ≥ 1; greedy: a = 0).
//!
//! Each state is stored once in the arena; the heap holds `(key, id)` pairs
//! where the key packs f (scaled to an integer so weights like 1.5 order
//! exactly), then larger g first, then insertion order. When a shorter path
//! to a known state is found, its node is updated in place and pushed again;
//! the older heap entry is recognised as stale when popped (its g no longer
//! matches) and skipped without counting as a step. A closed node reached by
//! a shorter path is reopened, which keeps A* optimal even for an
//! inconsistent heuristic and keeps weighted A* within w × optimal.

use super::profile::{FrontierBar, FrontierCounts};
use super::visited::StateMap;
use super::{
    moves_to, Child, ChildKind, Config, Counters, Event, EventKind, Node, Problem, Search, Solution, Status, NO_MOVE,
    NO_PARENT,
};
use crate::board::{Geometry, Move, State};
use crate::heuristic::Estimator;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// f is scaled by this before rounding, so weights are exact to 1/1000.
const SCALE: f64 = 1000.0;

pub(crate) struct AStar {
    geometry: Geometry,
    start: State,
    goal: State,
    estimator: Estimator,
    /// Scaled weights of g and h.
    g_weight: u64,
    h_weight: u64,
    optimal: bool,
    arena: Vec<Node>,
    index: StateMap<u32>,
    heap: BinaryHeap<Reverse<(u128, u32)>>,
    pushes: u64,
    /// Open nodes by f, for [`Search::frontier_profile`].
    open: FrontierCounts,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl AStar {
    pub(crate) fn new(problem: &Problem, config: &Config, estimator: Estimator, g_weight: f64, h_weight: f64) -> AStar {
        let geometry = problem.geometry().clone();
        let start = problem.start().state();
        let h = estimator.estimate(start);
        let (g_scaled, h_scaled) = ((g_weight * SCALE).round() as u64, (h_weight * SCALE).round() as u64);
        let mut search = AStar {
            geometry,
            start,
            goal: problem.goal().state(),
            estimator,
            g_weight: g_scaled,
            h_weight: h_scaled,
            optimal: g_weight == 1.0 && h_weight <= 1.0,
            arena: Vec::new(),
            index: StateMap::default(),
            heap: BinaryHeap::new(),
            pushes: 0,
            open: FrontierCounts::new(g_scaled, h_scaled, SCALE),
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event: Event::default(),
        };
        search.arena.push(Node {
            state: start,
            parent: NO_PARENT,
            g: 0,
            h: h as u16,
            blank: problem.start().blank() as u8,
            mv: NO_MOVE,
            closed: false,
        });
        search.index.insert(start, 0);
        search.push(0);
        search.event.state = start;
        search.event.h = h;
        search.event.f = search.f_of(0, h);
        search.event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        search
    }

    fn f_of(&self, g: u32, h: u32) -> f64 {
        (g as u64 * self.g_weight + h as u64 * self.h_weight) as f64 / SCALE
    }

    /// Heap key: scaled f, then larger g first, then first pushed first.
    fn push(&mut self, id: u32) {
        let n = &self.arena[id as usize];
        let f = n.g as u64 * self.g_weight + n.h as u64 * self.h_weight;
        let key = ((f as u128) << 64) | (((u16::MAX - n.g) as u128) << 48) | (self.pushes as u128 & ((1 << 48) - 1));
        self.pushes += 1;
        self.open.add(f);
        self.heap.push(Reverse((key, id)));
    }

    fn memory(&self) -> u64 {
        (self.arena.capacity() * std::mem::size_of::<Node>()
            + self.index.capacity() * 24
            + self.heap.capacity() * std::mem::size_of::<(u128, u32)>()) as u64
    }

    /// Pops the best open node, skipping stale heap entries.
    fn pop(&mut self) -> Option<u32> {
        while let Some(Reverse((key, id))) = self.heap.pop() {
            let node = &self.arena[id as usize];
            let g = u16::MAX - ((key >> 48) & 0xFFFF) as u16;
            if !node.closed && node.g == g {
                self.open.remove((key >> 64) as u64);
                return Some(id);
            }
        }
        None
    }
}

impl Search for AStar {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        if let Some(stop) = super::budget_stop(&self.event.counters, &self.config, self.memory()) {
            self.status = stop;
            return None;
        }
        let Some(id) = self.pop() else {
            self.status = Status::Exhausted;
            return None;
        };
        let mut counters = self.event.counters;
        counters.steps += 1;
        counters.frontier -= 1;
        self.arena[id as usize].closed = true;
        let node = self.arena[id as usize];
        counters.depth = node.g as u32;
        let ev_f = self.f_of(node.g as u32, node.h as u32);
        let ev = &mut self.event;
        ev.state = node.state;
        ev.g = node.g as u32;
        ev.h = node.h as u32;
        ev.f = ev_f;
        ev.child_count = 0;
        if node.state == self.goal {
            ev.kind = EventKind::Goal;
            counters.closed += 1;
            self.event.counters = counters;
            self.status = Status::Solved;
            let moves = moves_to(&self.arena, id);
            self.solution = Some(Solution::from_moves(&self.geometry, self.start, moves, self.optimal));
            return Some(&self.event);
        }
        ev.kind = EventKind::Expanded;
        counters.expanded += 1;
        counters.closed += 1;
        let blank = node.blank as usize;
        let g = node.g + 1;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = self.geometry.slide(node.state, blank, to);
            counters.generated += 1;
            let (kind, h) = match self.index.get(&child).copied() {
                None => {
                    let h = self.estimator.after_slide(node.h as u32, node.state, child, tile, to, blank);
                    let child_id = self.arena.len() as u32;
                    self.arena.push(Node {
                        state: child,
                        parent: id,
                        g,
                        h: h as u16,
                        blank: to as u8,
                        mv: mv as u8,
                        closed: false,
                    });
                    self.index.insert(child, child_id);
                    self.push(child_id);
                    counters.frontier += 1;
                    (ChildKind::New, h)
                }
                Some(seen) => {
                    let old = self.arena[seen as usize];
                    if g < old.g {
                        let n = &mut self.arena[seen as usize];
                        n.g = g;
                        n.parent = id;
                        n.mv = mv as u8;
                        if n.closed {
                            n.closed = false;
                            counters.closed -= 1;
                            counters.frontier += 1;
                        } else {
                            // Its heap entry with the old g goes stale.
                            self.open.remove(old.g as u64 * self.g_weight + old.h as u64 * self.h_weight);
                        }
                        self.push(seen);
                        (ChildKind::Improved, old.h as u32)
                    } else if old.closed {
                        (ChildKind::Closed, old.h as u32)
                    } else {
                        (ChildKind::InFrontier, old.h as u32)
                    }
                }
            };
            let ev = &mut self.event;
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g: g as u32, h, kind };
            ev.child_count += 1;
        }
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.counters = counters;
        Some(&self.event)
    }

    fn counters(&self) -> Counters {
        self.event.counters
    }

    fn status(&self) -> Status {
        self.status
    }

    fn solution(&self) -> Option<&Solution> {
        self.solution.as_ref()
    }

    fn last_event(&self) -> &Event {
        &self.event
    }

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        self.open.bars()
    }
}
