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
}

impl StopReason {
    /// `nodes` or `memory`: which budget, in one word.
    pub fn name(self) -> &'static str {
        match self {
            StopReason::NodeBudget => "nodes",
            StopReason::MemoryBudget => "memory",
            StopReason::TreeSearchBudget => "tree-search",
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

    /// [`Status::message`] with its code and arguments, for the page.
    pub fn coded(self) -> Message {
        let english = self.message();
        match self {
            Status::Running => Message::new("searching", english),
            Status::Solved => Message::new("solved", english),
            Status::Exhausted => Message::new("exhausted", english),
            Status::Stopped { reason, expanded } => {
                let code = match reason {
                    StopReason::NodeBudget => "stopped.nodes",
                    StopReason::MemoryBudget => "stopped.memory",
                    StopReason::TreeSearchBudget => "stopped.tree-search",
                };
                Message::new(code, english).with("expanded", expanded)
            }
        }
    }

    /// A sentence for the status line and the command line.
    pub fn message(self) -> String {
        match self {
            Status::Running => "searching".to_string(),
            Status::Solved => "solved".to_string(),
            Status::Exhausted => "no solution: every reachable state was expanded".to_string(),
            Status::Stopped { reason: StopReason::NodeBudget, expanded } => {
                format!("stopped after {expanded} nodes (node budget reached)")
            }
            Status::Stopped { reason: StopReason::MemoryBudget, expanded } => {
                format!("stopped after {expanded} nodes (memory budget reached)")
            }
            Status::Stopped { reason: StopReason::TreeSearchBudget, expanded } => {
                format!("stopped: tree search expanded {expanded} nodes (its budget) without finding the goal; a visited table would not expand a state twice")
            }
        }
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
    /// ` (not guaranteed shortest)` when the algorithm does not promise it.
    pub fn message(&self) -> String {
        let n = self.len();
        let plural = if n == 1 { "move" } else { "moves" };
        let caveat = if self.optimal { "" } else { " (not guaranteed shortest)" };
        format!("solved in {n} {plural}{caveat}")
    }

    /// [`Solution::message`] with its code (`solved`) and arguments.
    pub fn coded(&self) -> Message {
        Message::new("solved", self.message()).with("moves", self.len()).with("optimal", self.optimal)
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
