//! What a step shows: the [`Event`] every [`super::Search::step`] returns
//! (the node, its children, which side of a bidirectional search) and the
//! running [`Counters`], the same for every algorithm.

use super::Ran;
use crate::board::{Move, State};

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
    /// The lines of the algorithm's pseudo-code the step ran
    /// ([`super::Algorithm::listing`]).
    pub ran: Ran,
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
