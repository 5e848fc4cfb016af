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

/// What a move costs (Thayer & Ruml's weighted sliding-tile puzzle): every
/// move 1 ([`Costs::Unit`], the default), or the number of the tile it moves
/// ([`Costs::Heavy`]). Carried by the search's set-up
/// ([`crate::search::Config::costs`]), its one home.
///
/// Under heavy costs uniform cost, A*, weighted A* and greedy add up the
/// costs in g (and so in f and the path cost); BFS, bidirectional BFS and
/// IDDFS still count moves, so their path is the shortest in moves, not the
/// cheapest, and their solution is not called optimal. IDA* is not offered
/// under heavy costs ([`crate::solver::Request::check_costs`] says so).
///
/// A heuristic admissible under unit costs stays admissible under heavy
/// costs (a move costs at least 1, so no path costs less than its number
/// of moves), but it is weak; Manhattan weighted by the tile is admissible
/// only under heavy costs ([`crate::heuristic::Heuristic::admissible_under`]).
///
/// ```
/// use npuzzle::problem::Costs;
///
/// assert_eq!(("heavy".parse::<Costs>().unwrap().move_cost(7), Costs::Unit.move_cost(7)), (7, 1));
/// assert!("light".parse::<Costs>().unwrap_err().to_string().starts_with("unknown costs 'light' (use unit or heavy)"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Costs {
    /// Every move costs 1: g counts moves.
    #[default]
    Unit,
    /// A move costs the number of the tile it moves.
    Heavy,
}

impl Costs {
    /// Both, in menu order.
    pub const ALL: [Costs; 2] = [Costs::Unit, Costs::Heavy];

    /// `unit` or `heavy` (command line, links, the wasm API).
    pub fn name(self) -> &'static str {
        match self {
            Costs::Unit => "unit",
            Costs::Heavy => "heavy",
        }
    }

    /// What moving `tile` costs.
    #[inline]
    pub fn move_cost(self, tile: u8) -> u32 {
        match self {
            Costs::Unit => 1,
            Costs::Heavy => tile as u32,
        }
    }

    /// What `solution`'s path costs: its number of moves under unit costs,
    /// the sum of the tiles it moves under heavy costs.
    pub fn path_cost(self, geometry: &Geometry, solution: &Solution) -> u64 {
        solution
            .states
            .windows(2)
            .map(|pair| {
                // The tile moved stands, after the move, where the blank was.
                let tile = geometry.tile(pair[1], geometry.blank_of(pair[0]));
                self.move_cost(tile) as u64
            })
            .sum()
    }
}

impl std::str::FromStr for Costs {
    type Err = crate::names::UnknownName;

    /// Reads a [`Costs::name`].
    fn from_str(name: &str) -> Result<Costs, crate::names::UnknownName> {
        crate::names::pick("costs", name, &Costs::ALL, Costs::name)
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
    /// Hill climbing stopped at a local minimum: no child of the board it
    /// stopped on has an h as small as its own, `h`.
    LocalMinimum {
        /// The h of the board it stopped on.
        h: u32,
    },
    /// Hill climbing stopped on a plateau: the best child's h equals the
    /// board's own, `h` (no step downhill).
    Plateau {
        /// The h of the board it stopped on and of its best child.
        h: u32,
    },
    /// Beam search's next level was empty: every child of the beam's
    /// states had been in a beam before, so the goal, kept out of a beam
    /// of `width` states, is out of reach.
    BeamEmpty {
        /// The beam's width k.
        width: u32,
    },
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
    /// `nodes`, `memory`, `tree-search`, `depth-first`, `depth-limit` (which
    /// budget or bound), or the search's own rule: `local-minimum`, `plateau`,
    /// `beam-empty`.
    pub fn name(self) -> &'static str {
        match self {
            StopReason::NodeBudget => "nodes",
            StopReason::MemoryBudget => "memory",
            StopReason::TreeSearchBudget => "tree-search",
            StopReason::LocalMinimum { .. } => "local-minimum",
            StopReason::Plateau { .. } => "plateau",
            StopReason::BeamEmpty { .. } => "beam-empty",
            StopReason::DepthFirstBudget => "depth-first",
            StopReason::DepthLimit { .. } => "depth-limit",
        }
    }

    /// Whether the search stopped by its own rule or bound (hill climbing
    /// stuck, a beam emptied, the depth limit L, a tree search's or
    /// depth-first search's own budget), not at the node or memory budget
    /// the user sets: more of that budget would not help, and the engine's
    /// sentence says what would. The page reads it (`stoppedByRule`) rather
    /// than a list of names.
    pub fn by_rule(self) -> bool {
        !matches!(self, StopReason::NodeBudget | StopReason::MemoryBudget)
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
    /// `expanded`), `stopped.local-minimum` and `stopped.plateau` (with
    /// `expanded` and `h`), `stopped.beam-empty` (with `expanded` and `width`), and `solved`, whose length only the solution knows
    /// ([`Solution::coded`]): here without arguments, it reads `solved`.
    /// Worded by [`crate::message::english`] here and by the page's
    /// catalogues.
    pub fn coded(self) -> Message {
        match self {
            Status::Running => Message::sentence("searching", []),
            Status::Solved => Message::sentence("solved", []),
            Status::Exhausted => Message::sentence("exhausted", []),
            Status::Stopped { reason, expanded } => {
                let expanded = ("expanded", expanded.into());
                match reason {
                    StopReason::NodeBudget => Message::sentence("stopped.nodes", [expanded]),
                    StopReason::MemoryBudget => Message::sentence("stopped.memory", [expanded]),
                    StopReason::TreeSearchBudget => Message::sentence("stopped.tree-search", [expanded]),
                    StopReason::DepthFirstBudget => Message::sentence("stopped.depth-first", [expanded]),
                    StopReason::DepthLimit { limit } => {
                        Message::sentence("stopped.depth-limit", [expanded, ("limit", limit.into())])
                    }
                    StopReason::LocalMinimum { h } => {
                        Message::sentence("stopped.local-minimum", [expanded, ("h", h.into())])
                    }
                    StopReason::Plateau { h } => Message::sentence("stopped.plateau", [expanded, ("h", h.into())]),
                    StopReason::BeamEmpty { width } => {
                        Message::sentence("stopped.beam-empty", [expanded, ("width", width.into())])
                    }
                }
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
