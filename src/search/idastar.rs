//! IDA* (and IDDFS, which is IDA* with h = 0), one expansion per step.
//!
//! The recursion of the textbook version becomes an explicit stack of
//! pending nodes, so the page can stop after any node and resume. A node is
//! popped, goal-tested, and its children with f = g + h within the threshold
//! are pushed (in reverse, so they are expanded in move order); children over
//! the threshold only lower the next threshold. When the stack runs dry the
//! next iteration starts from the root with the smallest f that exceeded the
//! old threshold. The current path is kept as a move list truncated to the
//! depth of each popped node, which is all the memory IDA* needs.
//!
//! Only the move that undoes the previous one is pruned (Korf 1985), so
//! counts are comparable with the literature.

use super::packed::{ByWidth, Narrow, Packed, Wide};
use super::profile::{self, FrontierBar};
use super::{
    Child, ChildKind, Config, Counters, Event, EventKind, IterationStart, Problem, Search, Side, Solution, Status,
    NO_MOVE,
};
use crate::board::{Geometry, Move};
use crate::heuristic::GoalHeuristic;

/// A node waiting on the stack: 16 bytes on boards of at most 16 cells.
#[derive(Clone, Copy)]
struct Frame<P> {
    state: P,
    g: u32,
    h: u16,
    blank: u8,
    mv: u8,
}

/// IDA* for both packed widths.
pub(crate) type IdaStar = ByWidth<DepthFirst<Narrow>, DepthFirst<Wide>>;

impl IdaStar {
    /// IDA* from `problem`'s start (IDDFS with the zero estimator).
    pub(crate) fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> IdaStar {
        super::packed::by_width!(problem, DepthFirst::new(problem, config, estimator))
    }
}

/// The iterative-deepening search on states packed as `P`.
pub(crate) struct DepthFirst<P> {
    geometry: Geometry,
    estimator: GoalHeuristic,
    root: Frame<P>,
    goal: P,
    stack: Vec<Frame<P>>,
    path: Vec<Move>,
    threshold: u32,
    next_threshold: u32,
    iteration: u32,
    /// Every iteration begun, for [`Search::iteration_starts`].
    starts: Vec<IterationStart>,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl<P: Packed> DepthFirst<P> {
    fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> DepthFirst<P> {
        let start = problem.start().state();
        let h = estimator.estimate(start);
        let root =
            Frame { state: P::pack(start), g: 0, h: h as u16, blank: problem.start().blank() as u8, mv: NO_MOVE };
        let mut event = Event { state: start, h, f: h as f64, ..Event::default() };
        event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        DepthFirst {
            geometry: problem.geometry().clone(),
            estimator,
            root,
            goal: P::pack(problem.goal().state()),
            stack: Vec::new(),
            path: Vec::new(),
            threshold: h,
            next_threshold: u32::MAX,
            iteration: 0,
            starts: Vec::new(),
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event,
        }
    }

    /// Starts the next iteration if the stack is empty; false when there is
    /// none (no child ever exceeded the threshold: the space is exhausted).
    fn ensure_iteration(&mut self, counters: &mut Counters) -> bool {
        counters.new_iteration = false;
        if !self.stack.is_empty() {
            return true;
        }
        let (expanded, generated) = if self.iteration > 0 { (counters.expanded, counters.generated) } else { (0, 0) };
        if self.iteration > 0 {
            if self.next_threshold == u32::MAX {
                return false;
            }
            self.threshold = self.next_threshold;
            // Re-generating the root counts, like every other node.
            counters.generated += 1;
        }
        self.starts.push(IterationStart { threshold: self.threshold, expanded, generated });
        self.next_threshold = u32::MAX;
        self.iteration += 1;
        self.stack.push(self.root);
        counters.new_iteration = true;
        counters.threshold = self.threshold;
        counters.iteration = self.iteration;
        true
    }
}

impl<P: Packed> Search for DepthFirst<P> {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        if let Some(stop) = super::budget_stop(&self.event.counters, &self.config, 0) {
            self.status = stop;
            return None;
        }
        let mut counters = self.event.counters;
        if !self.ensure_iteration(&mut counters) {
            self.status = Status::Exhausted;
            return None;
        }
        let node = self.stack.pop().expect("ensure_iteration leaves a node");
        self.path.truncate((node.g as usize).saturating_sub(1));
        if node.mv != NO_MOVE {
            self.path.push(Move::from_index(node.mv as usize));
        }
        counters.steps += 1;
        counters.depth = node.g;
        let node_state = node.state.state();
        let ev = &mut self.event;
        ev.state = node_state;
        ev.g = node.g;
        ev.h = node.h as u32;
        ev.f = (node.g + node.h as u32) as f64;
        ev.child_count = 0;
        if node.state == self.goal {
            ev.kind = EventKind::Goal;
            counters.frontier = self.stack.len() as u64;
            counters.closed = self.path.len() as u64;
            self.event.counters = counters;
            self.status = Status::Solved;
            let moves = self.path.clone();
            self.solution = Some(Solution::from_moves(&self.geometry, self.root.state.state(), moves, true));
            return Some(&self.event);
        }
        ev.kind = EventKind::Expanded;
        counters.expanded += 1;
        let blank = node.blank as usize;
        let g = node.g + 1;
        let mut pushed = [node; 4];
        let mut n_pushed = 0;
        for mv in Move::ALL {
            if node.mv != NO_MOVE && mv == Move::from_index(node.mv as usize).reverse() {
                continue;
            }
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = node.state.slide(blank, to);
            counters.generated += 1;
            let child_state = child.state();
            let h = self.estimator.after_slide(node.h as u32, node_state, child_state, tile, to, blank);
            let f = g + h;
            let kind = if f > self.threshold {
                self.next_threshold = self.next_threshold.min(f);
                ChildKind::OverThreshold
            } else {
                pushed[n_pushed] = Frame { state: child, g, h: h as u16, blank: to as u8, mv: mv as u8 };
                n_pushed += 1;
                ChildKind::New
            };
            let ev = &mut self.event;
            ev.children[ev.child_count] = Child { state: child_state, mv: Some(mv), g, h, kind };
            ev.child_count += 1;
        }
        self.stack.extend(pushed[..n_pushed].iter().rev());
        counters.frontier = self.stack.len() as u64;
        counters.closed = self.path.len() as u64;
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = ((self.stack.capacity() * std::mem::size_of::<Frame<P>>()) + self.path.capacity()) as u64;
        self.event.counters = counters;
        Some(&self.event)
    }

    super::progress::accessors!();

    fn iteration_starts(&self) -> &[IterationStart] {
        &self.starts
    }

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        // Before the first step the root waits outside the stack.
        let root = (self.iteration == 0).then_some(&self.root);
        let f = |n: &Frame<P>| (n.g + n.h as u32) as f64;
        profile::tally(root.into_iter().chain(&self.stack).map(|n| (f(n), Side::Forward)))
    }
}
