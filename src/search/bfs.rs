//! Breadth-first search, one expansion per step.
//!
//! The arena *is* the FIFO queue: nodes are appended in the order they are
//! generated and expanded in the same order, so the frontier is
//! `arena[head..]` and the closed set is `arena[..head]`. A child found in
//! the visited table is therefore "closed" when its id is below `head` and
//! "in the frontier" otherwise, with no flag to keep.
//!
//! The goal test happens when a node is generated (Russell & Norvig's BFS):
//! every node one level shallower than the goal has been expanded or not,
//! but none deeper ever is.

use super::visited::Visited;
use super::{
    moves_to, Child, ChildKind, Config, Counters, Event, EventKind, Node, Problem, Search, Solution, Status, NO_MOVE,
    NO_PARENT,
};
use crate::board::{Geometry, Move, State};

pub(crate) struct Bfs {
    geometry: Geometry,
    start: State,
    goal: State,
    arena: Vec<Node>,
    head: usize,
    visited: Visited,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl Bfs {
    pub(crate) fn new(problem: &Problem, config: &Config) -> Bfs {
        let geometry = problem.geometry().clone();
        let start = problem.start().state();
        let goal = problem.goal().state();
        let mut visited = Visited::new(config.visited, &geometry);
        visited.insert(start, 0);
        let root = Node {
            state: start,
            parent: NO_PARENT,
            g: 0,
            h: 0,
            blank: problem.start().blank() as u8,
            mv: NO_MOVE,
            closed: false,
        };
        let mut bfs = Bfs {
            geometry,
            start,
            goal,
            arena: vec![root],
            head: 0,
            visited,
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event: Event::default(),
        };
        bfs.event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        bfs.event.state = start;
        if start == goal {
            bfs.finish(0);
        }
        bfs
    }

    fn finish(&mut self, id: u32) {
        self.status = Status::Solved;
        let moves = moves_to(&self.arena, id);
        self.solution = Some(Solution::from_moves(&self.geometry, self.start, moves, true));
    }

    fn memory(&self) -> u64 {
        (self.arena.capacity() * std::mem::size_of::<Node>()) as u64 + self.visited.bytes()
    }
}

impl Search for Bfs {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        if self.head == self.arena.len() {
            self.status = Status::Exhausted;
            return None;
        }
        let c = &self.event.counters;
        if let Some(stop) = super::budget_stop(c, &self.config, self.memory()) {
            self.status = stop;
            return None;
        }
        let id = self.head;
        let node = self.arena[id];
        self.head += 1;
        let mut counters = self.event.counters;
        counters.expanded += 1;
        counters.steps += 1;
        counters.depth = node.g as u32;
        let ev = &mut self.event;
        ev.kind = EventKind::Expanded;
        ev.state = node.state;
        ev.g = node.g as u32;
        ev.h = 0;
        ev.f = node.g as f64;
        ev.child_count = 0;
        let blank = node.blank as usize;
        let mut solved_at = None;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, _) = self.geometry.slide(node.state, blank, to);
            counters.generated += 1;
            let kind = match self.visited.get(child) {
                Some(seen) if (seen as usize) < self.head => ChildKind::Closed,
                Some(_) => ChildKind::InFrontier,
                None => {
                    let child_id = self.arena.len() as u32;
                    self.arena.push(Node {
                        state: child,
                        parent: id as u32,
                        g: node.g + 1,
                        h: 0,
                        blank: to as u8,
                        mv: mv as u8,
                        closed: false,
                    });
                    self.visited.insert(child, child_id);
                    if child == self.goal {
                        solved_at = Some(child_id);
                    }
                    ChildKind::New
                }
            };
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g: node.g as u32 + 1, h: 0, kind };
            ev.child_count += 1;
            if solved_at.is_some() {
                break;
            }
        }
        counters.frontier = (self.arena.len() - self.head) as u64;
        counters.closed = self.head as u64;
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.counters = counters;
        if let Some(goal_id) = solved_at {
            self.finish(goal_id);
        }
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
}
