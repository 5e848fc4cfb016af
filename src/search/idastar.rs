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
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, IterationStart, Line, Optimality,
    Problem, QuizRule, Ran, Search, Side, Solution, Status, HEAD, NO_MOVE,
};
use crate::board::{Geometry, Move, State};
use crate::heuristic::{GoalHeuristic, Heuristic, LineKeys, StepSlides};

/// IDA*'s row of the catalogue.
pub(super) const IDASTAR: AlgorithmRow = AlgorithmRow {
    name: "idastar",
    title: "IDA*",
    short: "IDA*",
    phrase: "IDA*",
    hint: "DFS under a rising f limit: shortest.",
    bound: Some("threshold"),
    uses_heuristic: true,
    iterative: true,
    bidirectional: false,
    visited_table: false,
    parameter: None,
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::F,
    optimality: Optimality::Admissible,
    quiz: QuizRule::DepthFirst,
    listing: &listing(&THRESHOLD),
    start: |problem, config, estimator| Box::new(IdaStar::new(problem, config, estimator, &THRESHOLD)),
};

/// Iterative-deepening DFS's row: IDA* with h = 0, whatever heuristic is
/// chosen.
pub(super) const IDDFS: AlgorithmRow = AlgorithmRow {
    name: "iddfs",
    title: "Iterative deepening DFS",
    short: "IDDFS",
    phrase: "iterative deepening DFS",
    hint: "DFS under a rising depth limit.",
    bound: Some("depth limit"),
    uses_heuristic: false,
    frontier_key: FrontierKey::G,
    optimality: Optimality::Always,
    listing: &listing(&LIMIT),
    start: |problem, config, _| {
        Box::new(IdaStar::new(problem, config, GoalHeuristic::new(Heuristic::Zero, problem.goal()), &LIMIT))
    },
    ..IDASTAR
};

// The pseudo-code of both (the lines each step runs are named where they
// run); they differ only in the lines that name the bound.
const LOOP: Line = Line::new("loop", 1).note("iteration");
const ITERATION: Line = Line::new("init-stack", 2).note("stack");
const INNER: Line = Line::new("while-stack", 2);
const POP: Line = Line::new("pop-top", 3).note("newest");
const GOAL: Line = Line::new("goal-test", 3);
const EXPAND: Line = Line::new("for-children-but-parent", 3);
const PUSH: Line = Line::new("else-push-child", 4);
const FAIL: Line = Line::new("fail-if-none-over", 2);

/// The lines that name the bound: IDA* bounds f = g + h (a threshold),
/// IDDFS the depth g (a limit).
pub(super) struct BoundLines {
    init: Line,
    over: Line,
    next: Line,
    raise: Line,
}

/// IDA*'s: the threshold on f.
const THRESHOLD: BoundLines = BoundLines {
    init: Line::new("init-threshold", 1),
    over: Line::new("if-over-threshold", 4).note("pruned"),
    next: Line::new("next-f", 5).joined(),
    raise: Line::new("raise-threshold", 2),
};

/// IDDFS's: the limit on the depth.
const LIMIT: BoundLines = BoundLines {
    init: Line::new("init-limit", 1),
    over: Line::new("if-over-limit", 4).note("pruned"),
    next: Line::new("next-g", 5).joined(),
    raise: Line::new("raise-limit", 2),
};

/// An iterative-deepening search's pseudo-code: a depth-first search from
/// the start in each iteration, the children over the bound only lowering
/// the next one.
const fn listing(bound: &BoundLines) -> [Line; 13] {
    [HEAD, bound.init, LOOP, ITERATION, INNER, POP, GOAL, EXPAND, bound.over, bound.next, PUSH, FAIL, bound.raise]
}

/// A node waiting on the stack: 48 bytes on boards of at most 16 cells, 32
/// of them linear conflict's line keys (the stack holds about three nodes a
/// level, so carrying them costs little memory and spares reading the board
/// for every child).
#[derive(Clone, Copy)]
struct Frame<P> {
    state: P,
    g: u32,
    /// The estimate, or [`H_FULL`] for one of [`H_FULL`] or more (only a
    /// formula the user writes gives one): then [`DepthFirst::h_of`]
    /// computes it again from the state, so the search never uses, nor
    /// shows, a cut or wrapped estimate.
    h: u16,
    blank: u8,
    mv: u8,
    keys: LineKeys,
}

/// A frame's `h` for an estimate too large for 16 bits.
const H_FULL: u16 = u16::MAX;

/// An estimate as a frame stores it.
#[inline(always)]
fn stored(h: u32) -> u16 {
    h.min(u32::from(H_FULL)) as u16
}

/// IDA* for both packed widths.
pub(crate) type IdaStar = ByWidth<DepthFirst<Narrow>, DepthFirst<Wide>>;

impl IdaStar {
    /// IDA* from `problem`'s start (IDDFS with the zero estimator), its
    /// events naming `bound`'s lines.
    pub(crate) fn new(
        problem: &Problem,
        config: &Config,
        estimator: GoalHeuristic,
        bound: &'static BoundLines,
    ) -> IdaStar {
        super::packed::by_width!(problem, DepthFirst::new(problem, config, estimator, bound))
    }
}

/// The iterative-deepening search on states packed as `P`.
#[derive(Clone)]
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
    /// The lines of its pseudo-code that name the bound.
    bound: &'static BoundLines,
}

impl<P: Packed> DepthFirst<P> {
    fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic, bound: &'static BoundLines) -> DepthFirst<P> {
        let start = problem.start().state();
        let h = estimator.estimate(start);
        let root = Frame {
            state: P::pack(start),
            g: 0,
            h: stored(h),
            blank: problem.start().blank() as u8,
            mv: NO_MOVE,
            keys: estimator.line_keys(start),
        };
        let mut event = Event { state: start, h, f: h as f64, ran: Ran::only(&bound.init), ..Event::default() };
        event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        let mut search = DepthFirst {
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
            bound,
        };
        if start == problem.goal().state() {
            search.event.ran = Ran::only(&GOAL);
            // Solved before any budget is read and before the first
            // iteration, as every search is (see `Search`).
            // Its one iteration (threshold h, the root generated) is recorded
            // as the kernel records it, so the two report the same rows.
            search.status = Status::Solved;
            search.solution = Some(Solution::from_moves(&search.geometry, start, Vec::new(), true));
            search.starts.push(IterationStart { threshold: search.threshold, expanded: 0, generated: 0 });
            search.iteration = 1;
            search.event.counters.threshold = search.threshold;
            search.event.counters.iteration = 1;
        }
        search
    }

    /// `node`'s estimate in full (see [`Frame::h`]).
    #[inline(always)]
    fn h_of(&self, node: &Frame<P>) -> u32 {
        match node.h {
            H_FULL => self.estimator.estimate(node.state.state()),
            h => u32::from(h),
        }
    }

    /// Generates the child of `node` (whose public state is `node_state`)
    /// that `mv` leads to, if it is on the board: counts it, records it in
    /// the event and pushes it when its f is within the threshold, else
    /// lowers the next threshold.
    /// With `EVENTS` false nothing is written to the event (see
    /// [`Search::step_n`]).
    ///
    /// `slides`, when given, are linear conflict's tables, which the
    /// estimator would otherwise find itself for every child.
    #[inline(always)]
    fn child<const EVENTS: bool>(
        &mut self,
        node: &Frame<P>,
        node_state: State,
        mv: Move,
        slides: Option<StepSlides<'_>>,
        counters: &mut Counters,
    ) {
        let blank = node.blank as usize;
        let Some(to) = self.geometry.neighbour(blank, mv) else { return };
        let (child, tile) = node.state.slide(blank, to);
        counters.generated += 1;
        let child_state = child.state();
        let (h, change) = match slides {
            Some(slides) => slides.slide_keys(u32::from(node.h), &node.keys, tile as usize, to, blank),
            None => {
                let node_h = self.h_of(node);
                self.estimator.after_slide_keyed(node_h, &node.keys, node_state, child_state, tile, to, blank)
            }
        };
        let g = node.g + 1;
        let f = g + h;
        let kind = if f > self.threshold {
            self.next_threshold = self.next_threshold.min(f);
            ChildKind::OverThreshold
        } else {
            // The frame is written whole, its three changed keys after it in
            // place. Changing a copy first (let mut keys = node.keys) and
            // pushing that made x86-64 read the copy back whole right after
            // three 2-byte stores into it: a load the processor cannot
            // forward from the stores, which stalled every child and cost
            // native code a quarter of its speed (docs/PERFORMANCE.md,
            // "Store forwarding").
            self.stack.push(Frame { state: child, g, h: stored(h), blank: to as u8, mv: mv as u8, keys: node.keys });
            if let Some(top) = self.stack.last_mut() {
                change.apply(&mut top.keys);
            }
            ChildKind::New
        };
        if EVENTS {
            let ev = &mut self.event;
            ev.children[ev.child_count & 3] = Child { state: child_state, mv: Some(mv), g, h, kind };
            ev.child_count += 1;
        }
    }

    /// Starts the next iteration if the stack is empty; false when there is
    /// none (no child ever exceeded the threshold: the space is exhausted).
    /// `counters` change only when it returns true.
    #[inline(always)]
    fn ensure_iteration(&mut self, counters: &mut Counters) -> bool {
        if !self.stack.is_empty() {
            counters.new_iteration = false;
            return true;
        }
        if self.iteration > 0 && self.next_threshold == u32::MAX {
            return false;
        }
        let (expanded, generated) = if self.iteration > 0 { (counters.expanded, counters.generated) } else { (0, 0) };
        if self.iteration > 0 {
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
        let mut counters = self.event.counters;
        let stepped = self.advance::<true>(&mut counters, None);
        self.event.counters = counters;
        stepped.then_some(&self.event)
    }

    /// [`DepthFirst::advance`] in a loop that reads the counters once per
    /// batch and writes them to the event once, instead of copying them in
    /// and out of the event on every step (7 % fewer instructions per
    /// expansion natively), and that writes the event only for the step a
    /// caller can see: the last. It leaves the same event and counters as a
    /// loop of [`Search::step`]. The steps before the last write no event;
    /// the node budget says in advance which step is the last before it
    /// stops the search, and a step that may be the last before the search
    /// ends otherwise (the goal, an emptied stack) writes its event anyway.
    fn step_n(&mut self, n: u64) -> u64 {
        let mut counters = self.event.counters;
        let left = self.config.node_budget.saturating_sub(counters.expanded);
        let quiet = n.min(left).saturating_sub(1);
        // A clone of the estimator (a reference count) lends the batch its
        // tables while the search changes.
        let estimator = self.estimator.clone();
        let slides = estimator.slide_tables();
        let mut done = 0;
        while done < quiet && self.advance::<false>(&mut counters, slides) {
            done += 1;
        }
        if done == quiet {
            while done < n && self.advance::<true>(&mut counters, slides) {
                done += 1;
            }
        }
        if done > 0 {
            counters.frontier = self.stack.len() as u64;
            counters.closed = self.path.len() as u64;
            counters.memory = self.memory();
        }
        self.event.counters = counters;
        done
    }

    super::progress::accessors!();

    fn iteration_starts(&self) -> &[IterationStart] {
        &self.starts
    }

    fn frontier_profile(&self) -> Vec<FrontierBar> {
        // Before the first step the root waits outside the stack.
        let root = (self.iteration == 0).then_some(&self.root);
        let f = |n: &Frame<P>| (n.g + self.h_of(n)) as f64;
        profile::tally(root.into_iter().chain(&self.stack).map(|n| (f(n), Side::Forward)))
    }
}

impl<P: Packed> DepthFirst<P> {
    /// One step: selects the top of the stack (beginning an iteration when
    /// it is empty), tests it for the goal and generates its children, all
    /// recorded in the event except the counters, which are `counters` (the
    /// caller's copy, which the caller stores in the event). False, with
    /// `counters` unchanged, when the search has ended.
    ///
    /// With `EVENTS` false the step writes no event and leaves `frontier`,
    /// `closed` and `memory` for [`Search::step_n`] to set once, unless it
    /// could be the last step before the search ends (the goal, or a stack
    /// the step may leave empty): those always write the event.
    ///
    /// Inlined into [`Search::step_n`]'s loop (wasm-opt inlined the batch's
    /// copy anyway, a function with one caller): kept out of line, native
    /// code was about 5 % slower and wasm 3–5 % (docs/PERFORMANCE.md,
    /// "Store forwarding").
    #[inline]
    fn advance<const EVENTS: bool>(&mut self, counters: &mut Counters, slides: Option<StepSlides<'_>>) -> bool {
        if self.status != Status::Running {
            return false;
        }
        if let Some(stop) = super::budget_stop(counters, &self.config, 0) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return false;
        }
        if !self.ensure_iteration(counters) {
            self.status = Status::Exhausted;
            self.event.ran = Ran::only(&FAIL);
            return false;
        }
        let node = self.stack.pop().expect("ensure_iteration leaves a node");
        self.path.truncate((node.g as usize).saturating_sub(1));
        if node.mv != NO_MOVE {
            self.path.push(Move::from_index(node.mv as usize));
        }
        counters.steps += 1;
        counters.depth = node.g;
        if node.state == self.goal {
            self.reached(&node, counters);
            return true;
        }
        counters.expanded += 1;
        if EVENTS || self.stack.is_empty() {
            self.expand::<true>(&node, slides, counters);
        } else {
            self.expand::<false>(&node, slides, counters);
        }
        true
    }

    /// The goal was selected: the event says so and the search is solved.
    #[cold]
    fn reached(&mut self, node: &Frame<P>, counters: &mut Counters) {
        let h = self.h_of(node);
        let ev = &mut self.event;
        ev.state = node.state.state();
        ev.g = node.g;
        ev.h = h;
        ev.f = (node.g + ev.h) as f64;
        ev.child_count = 0;
        ev.kind = EventKind::Goal;
        self.ran_to_goal_test(counters);
        self.event.ran.end(&GOAL);
        // The goal pushes nothing, so these are the values after the step
        // before, whether or not that step set them.
        counters.frontier = self.stack.len() as u64;
        counters.closed = self.path.len() as u64;
        counters.memory = self.memory();
        self.status = Status::Solved;
        let moves = self.path.clone();
        // Its g counts moves: under heavy costs (IDDFS only; IDA* is not
        // offered there) the path is the shortest in moves, not the cheapest.
        let optimal = self.estimator.known_admissible() && self.config.costs == crate::problem::Costs::Unit;
        self.solution = Some(Solution::from_moves(&self.geometry, self.root.state.state(), moves, optimal));
    }

    /// Generates the children of `node`, which is not the goal.
    #[inline(always)]
    fn expand<const EVENTS: bool>(&mut self, node: &Frame<P>, slides: Option<StepSlides<'_>>, counters: &mut Counters) {
        let node_state = node.state.state();
        if EVENTS {
            let h = self.h_of(node);
            let ev = &mut self.event;
            ev.state = node_state;
            ev.g = node.g;
            ev.h = h;
            ev.f = (node.g + ev.h) as f64;
            ev.child_count = 0;
            ev.kind = EventKind::Expanded;
            self.ran_to_goal_test(counters);
            self.event.ran.run(&EXPAND);
        }
        // Children are generated last move first and pushed straight onto the
        // stack, so the first move's child is on top (expanded first), as in
        // the recursive version; the event lists them in move order.
        let back = if node.mv == NO_MOVE { NO_MOVE } else { Move::from_index(node.mv as usize).reverse() as u8 };
        // Written out rather than looped: each child's code then has its move
        // as a constant, and V8 does not reload the loop's values from the
        // stack at every turn (docs/PERFORMANCE.md, "Store forwarding").
        if back != Move::Right as u8 {
            self.child::<EVENTS>(node, node_state, Move::Right, slides, counters);
        }
        if back != Move::Left as u8 {
            self.child::<EVENTS>(node, node_state, Move::Left, slides, counters);
        }
        if back != Move::Down as u8 {
            self.child::<EVENTS>(node, node_state, Move::Down, slides, counters);
        }
        if back != Move::Up as u8 {
            self.child::<EVENTS>(node, node_state, Move::Up, slides, counters);
        }
        let frontier = self.stack.len() as u64;
        counters.max_frontier = counters.max_frontier.max(frontier);
        if EVENTS {
            let ev = &mut self.event;
            ev.children[..ev.child_count].reverse();
            for child in &ev.children[..ev.child_count] {
                ev.ran.run(if child.kind == ChildKind::New { &PUSH } else { &self.bound.over });
            }
            ev.ran.end(if counters.new_iteration { &ITERATION } else { &EXPAND });
            counters.frontier = frontier;
            counters.closed = self.path.len() as u64;
            counters.memory = self.memory();
        }
    }

    /// Begins the event's lines: those of a new iteration if the step began
    /// one, then the selection and its goal test.
    fn ran_to_goal_test(&mut self, counters: &Counters) {
        let ran = &mut self.event.ran;
        ran.clear();
        if counters.new_iteration {
            if counters.iteration > 1 {
                ran.run(&FAIL);
                ran.run(&self.bound.raise);
            } else {
                ran.run(&self.bound.init);
            }
            ran.run(&LOOP);
            ran.run(&ITERATION);
        }
        ran.run(&INNER);
        ran.run(&POP);
        ran.run(&GOAL);
    }

    /// The bytes the stack and the path hold.
    fn memory(&self) -> u64 {
        ((self.stack.capacity() * std::mem::size_of::<Frame<P>>()) + self.path.capacity()) as u64
    }
}
