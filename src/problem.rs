//! What every search is asked and what it answers: a [`Problem`] (a start
//! and a goal of one size), the [`Status`] a search is in (with the
//! [`StopReason`] of one ended by a budget) and the [`Solution`] it found.
//! Both engines (the step-wise [`crate::search`] and the fast
//! [`crate::kernel`]) and every face read these; they use only the boards
//! below them.

use crate::board::{Board, Geometry, Move, State};
use crate::message::Message;
use crate::parse::ParseError;
use crate::solvability::{self, Solvability};

/// A start and a goal of the same size, with what every search needs.
#[derive(Clone, Debug)]
pub struct Problem {
    geometry: Geometry,
    start: Board,
    goal: Board,
}

impl Problem {
    /// Pairs a start with a goal; they must have the same size.
    pub fn new(start: Board, goal: Board) -> Result<Problem, ParseError> {
        if (start.width(), start.height()) != (goal.width(), goal.height()) {
            return Err(ParseError::SizeMismatch {
                start: (start.width(), start.height()),
                goal: (goal.width(), goal.height()),
            });
        }
        Ok(Problem { geometry: start.geometry(), start, goal })
    }

    /// The board size and neighbour table.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The start board.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The goal board.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Whether the goal can be reached, with the working.
    pub fn solvability(&self) -> Solvability {
        solvability::check(&self.start, &self.goal)
    }
}

/// Why a search ended early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// The node budget was used up (or a progress hook said stop, which
    /// the facade reports so too).
    NodeBudget,
    /// The memory budget would have been exceeded.
    MemoryBudget,
    /// Tree search (no visited table) used up its own node budget,
    /// [`crate::limits::TREE_SEARCH_NODES`].
    TreeSearchBudget,
    /// Depth-first search used up its own node budget (its first branch
    /// runs deep past the goal on a large board).
    DepthFirstBudget,
    /// Depth-limited search found no path of at most `limit` moves: the
    /// bound cut the search.
    DepthLimit {
        /// The bound L.
        limit: u32,
    },
}

impl StopReason {
    /// `nodes`, `memory`, `tree-search`, `depth-first` or `depth-limit`:
    /// which budget or bound, in one word.
    pub fn name(self) -> &'static str {
        match self {
            StopReason::NodeBudget => "nodes",
            StopReason::MemoryBudget => "memory",
            StopReason::TreeSearchBudget => "tree-search",
            StopReason::DepthFirstBudget => "depth-first",
            StopReason::DepthLimit { .. } => "depth-limit",
        }
    }
}

/// Where a search is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// More steps to take.
    Running,
    /// A path was found; see [`crate::search::Search::solution`].
    Solved,
    /// Every reachable state was expanded and none was the goal.
    Exhausted,
    /// Ended by a budget after `expanded` expansions.
    Stopped {
        /// Which budget.
        reason: StopReason,
        /// Expansions done.
        expanded: u64,
    },
}

impl Status {
    /// Whether no more steps will be taken.
    pub fn is_finished(self) -> bool {
        self != Status::Running
    }

    /// One word for scripts and the page: `running`, `solved`, `exhausted`
    /// or `stopped` (the `--stats` line's and the wasm summaries' `status`).
    pub fn name(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Solved => "solved",
            Status::Exhausted => "exhausted",
            Status::Stopped { .. } => "stopped",
        }
    }

    /// The status as a code with its arguments: `searching`, `exhausted`,
    /// `stopped.nodes`, `stopped.memory` or `stopped.tree-search` (with
    /// `expanded`), and `solved`, whose length only the solution knows
    /// ([`Solution::coded`]): here without arguments, it reads `solved`.
    /// Worded by [`crate::message::english`] here and by the page's
    /// catalogues.
    pub fn coded(self) -> Message {
        match self {
            Status::Running => Message::sentence("searching", []),
            Status::Solved => Message::sentence("solved", []),
            Status::Exhausted => Message::sentence("exhausted", []),
            Status::Stopped { reason, expanded } => {
                let code = match reason {
                    StopReason::NodeBudget => "stopped.nodes",
                    StopReason::MemoryBudget => "stopped.memory",
                    StopReason::TreeSearchBudget => "stopped.tree-search",
                    StopReason::DepthFirstBudget => "stopped.depth-first",
                    StopReason::DepthLimit { limit } => {
                        return Message::sentence(
                            "stopped.depth-limit",
                            [("expanded", expanded.into()), ("limit", limit.into())],
                        )
                    }
                };
                Message::sentence(code, [("expanded", expanded.into())])
            }
        }
    }

    /// The command line's sentence for the status ([`Status::coded`] in
    /// English), e.g. `stopped after 10 expansions (node budget reached)`.
    pub fn message(self) -> String {
        self.coded().english
    }
}

/// A path from the start to the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Blank moves, start to goal.
    pub moves: Vec<Move>,
    /// States along the path, start and goal included (`moves.len() + 1`).
    pub states: Vec<State>,
    /// Whether the algorithm guarantees this is a shortest path.
    pub optimal: bool,
}

impl Solution {
    /// Number of moves.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// True when start = goal.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The sentence for a status line: `solved in 19 moves`, with
    /// ` (not guaranteed shortest)` when the algorithm does not promise it
    /// ([`Solution::coded`] in English).
    pub fn message(&self) -> String {
        self.coded().english
    }

    /// The `solved` sentence with its arguments `moves` and `optimal`.
    pub fn coded(&self) -> Message {
        Message::sentence("solved", [("moves", self.len().into()), ("optimal", self.optimal.into())])
    }

    /// The move string, e.g. `ullddrurdllurdruldr`.
    pub fn move_string(&self) -> String {
        crate::board::moves_to_string(&self.moves)
    }

    /// Builds a solution by replaying moves from a start state.
    pub(crate) fn from_moves(geometry: &Geometry, start: State, moves: Vec<Move>, optimal: bool) -> Solution {
        let mut states = Vec::with_capacity(moves.len() + 1);
        let (mut s, mut blank) = (start, geometry.blank_of(start));
        states.push(s);
        for &mv in &moves {
            let to = geometry.neighbour(blank, mv).expect("solution moves stay on the board");
            s = geometry.slide(s, blank, to).0;
            blank = to;
            states.push(s);
        }
        Solution { moves, states, optimal }
    }
}
