//! Hints for a player: the next move on a shortest path from a board to the
//! goal, and how many moves away the goal is.
//!
//! A [`Hinter`] is built once per goal and answers any number of boards:
//!
//! - boards of at most [`state_space::MAX_CELLS`] cells (the 8-puzzle) read
//!   an exact distance table, one backward BFS from the goal
//!   ([`state_space::distances`], 181,440 states, a blink): the distance is
//!   a lookup and the hint is the first neighbour, in the engine's move
//!   order, that is one move nearer. Exact on every board, never slow.
//! - larger boards are solved by IDA* through the solver facade
//!   ([`crate::solver`]) with the strongest estimate that builds in well
//!   under a second: the 5-5-5 pattern databases on 4×4, walking distance
//!   on other boards of at most 16 cells, linear conflict beyond. The search
//!   stops after a node budget ([`limits::HINT_NODE_BUDGET`]), so a board
//!   too hard to solve quickly is answered with [`Hint::TooFar`] and a lower
//!   bound instead of a frozen page. Every state of a path found is
//!   remembered with its distance and next move, so a player who follows a
//!   hint, or undoes a move, is answered without a search.
//!
//! Moves are named as everywhere in the engine: the direction the *blank*
//! moves ([`Move`], the letters `u d l r` of a solution); [`Hint::Next`]
//! also says which tile slides, the other way.
//!
//! ```
//! use npuzzle::goal::named;
//! use npuzzle::hint::{Hint, Hinter};
//! use npuzzle::parse::parse_board;
//!
//! let mut hinter = Hinter::new(&named("ordered", 3, 3).unwrap()).unwrap();
//! let board = parse_board("1 2 3 4 5 6 7 0 8", None).unwrap();
//! let hint = hinter.hint(&board).unwrap();
//! assert_eq!(hint.distance(), Some(1));
//! assert_eq!(hint.next().map(|(mv, tile)| (mv.letter(), tile)), Some(('r', 8)));
//! ```

use crate::board::{Board, Move, State};
use crate::heuristic::Heuristic;
use crate::limits;
use crate::problem::{Problem, Status};
use crate::rank::rank;
use crate::search::Algorithm;
use crate::solver::{Request, Solver};
use crate::state_space::{self, UNREACHABLE};
use std::collections::HashMap;

/// States remembered from the paths found (4×4 and larger); past this the
/// memory is cleared and filled again (a game visits far fewer).
const KNOWN_STATES: usize = 1 << 16;

/// What a hint says about one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The board is the goal.
    Solved,
    /// `distance` moves from the goal; `mv` (the blank's move) starts a
    /// shortest path, sliding `tile` into the blank.
    Next {
        /// Fewest moves to the goal (at least 1).
        distance: u32,
        /// The blank's move.
        mv: Move,
        /// The tile that slides (the opposite way).
        tile: u8,
    },
    /// The search hit its node budget: the goal is at least `at_least`
    /// moves away (IDA*'s last finished bound, or the estimate).
    TooFar {
        /// A lower bound on the distance.
        at_least: u32,
    },
    /// The goal cannot be reached from this board (the other half of the
    /// state space).
    Unsolvable,
}

impl Hint {
    /// The exact distance, when known (0 at the goal).
    pub fn distance(&self) -> Option<u32> {
        match *self {
            Hint::Solved => Some(0),
            Hint::Next { distance, .. } => Some(distance),
            Hint::TooFar { .. } | Hint::Unsolvable => None,
        }
    }

    /// The blank's move and the tile it slides, when there is a hint.
    pub fn next(&self) -> Option<(Move, u8)> {
        match *self {
            Hint::Next { mv, tile, .. } => Some((mv, tile)),
            _ => None,
        }
    }

    /// `solved`, `next`, `too-far` or `unsolvable`: the name the page reads.
    pub fn name(&self) -> &'static str {
        match self {
            Hint::Solved => "solved",
            Hint::Next { .. } => "next",
            Hint::TooFar { .. } => "too-far",
            Hint::Unsolvable => "unsolvable",
        }
    }
}

/// How a [`Hinter`] knows distances.
#[derive(Debug)]
enum Method {
    /// `table[rank(tiles)]`: every state's exact distance.
    Table(Vec<u8>),
    /// IDA* within a node budget, and what its paths taught: each state's
    /// distance and the next move along the path found.
    Search { solver: Box<Solver>, known: HashMap<State, (u32, Move)> },
}

/// Hints towards one goal (see the module's header).
#[derive(Debug)]
pub struct Hinter {
    goal: Board,
    method: Method,
}

impl Hinter {
    /// A hinter for `goal` with the default node budget
    /// ([`limits::HINT_NODE_BUDGET`]).
    pub fn new(goal: &Board) -> Result<Hinter, String> {
        Hinter::with_budget(goal, limits::HINT_NODE_BUDGET)
    }

    /// A hinter whose searches stop after `node_budget` expansions (boards
    /// of more than 9 cells; the 8-puzzle's table needs none). Builds the
    /// distance table or the heuristic's tables now.
    pub fn with_budget(goal: &Board, node_budget: u64) -> Result<Hinter, String> {
        if let Some(table) = state_space::distances(goal) {
            return Ok(Hinter { goal: goal.clone(), method: Method::Table(table) });
        }
        let heuristic = Hinter::heuristic_for(goal.width(), goal.height());
        let request =
            Request { algorithm: Algorithm::IdaStar, heuristic, node_budget: node_budget.max(1), ..Request::default() };
        let solver = Box::new(Solver::new(request, goal)?);
        Ok(Hinter { goal: goal.clone(), method: Method::Search { solver, known: HashMap::new() } })
    }

    /// The estimate IDA* uses on a `width × height` board: the strongest that
    /// builds in well under a second (the 6-6-3 databases take seconds).
    pub fn heuristic_for(width: usize, height: usize) -> Heuristic {
        [Heuristic::Pdb555, Heuristic::WalkingDistance]
            .into_iter()
            .find(|h| h.fits(width, height))
            .unwrap_or(Heuristic::LinearConflict)
    }

    /// The goal.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Whether hints are exact on every board (a distance table), never
    /// [`Hint::TooFar`].
    pub fn exact(&self) -> bool {
        matches!(self.method, Method::Table(_))
    }

    /// `Err` when `board`'s size is not the goal's: [`Hinter::hint`]'s one
    /// error a page can cause, with its code and arguments.
    pub fn check_size(&self, board: &Board) -> Result<(), crate::message::Message> {
        let (w, h) = (self.goal.width(), self.goal.height());
        if (board.width(), board.height()) != (w, h) {
            return Err(crate::message::sizes_differ((board.width(), board.height()), (w, h)));
        }
        Ok(())
    }

    /// The hint for `board`. `Err` when its size is not the goal's.
    pub fn hint(&mut self, board: &Board) -> Result<Hint, String> {
        self.check_size(board).map_err(|m| m.english)?;
        if board == &self.goal {
            return Ok(Hint::Solved);
        }
        match &mut self.method {
            Method::Table(table) => Ok(from_table(table, board)),
            Method::Search { solver, known } => from_search(solver, known, &self.goal, board),
        }
    }
}

/// The table's answer: the distance, and the first move (in the engine's
/// order) to a board one nearer, which a board at distance d ≥ 1 always has.
fn from_table(table: &[u8], board: &Board) -> Hint {
    let d = table[rank(board.tiles()) as usize];
    if d == UNREACHABLE {
        return Hint::Unsolvable;
    }
    let blank = board.blank();
    let geometry = board.geometry();
    for mv in Move::ALL {
        let Some(next) = board.apply(mv) else { continue };
        if table[rank(next.tiles()) as usize] + 1 == d {
            let to = geometry.neighbour(blank, mv).expect("the move stays on the board");
            return Hint::Next { distance: d as u32, mv, tile: board.tiles()[to] };
        }
    }
    unreachable!("a board at distance {d} has a neighbour at distance {}", d - 1)
}

/// What the paths found so far say, else an IDA* within the budget.
fn from_search(
    solver: &Solver,
    known: &mut HashMap<State, (u32, Move)>,
    goal: &Board,
    board: &Board,
) -> Result<Hint, String> {
    let next = |distance: u32, mv: Move| {
        let to = board.geometry().neighbour(board.blank(), mv).expect("a path's move stays on the board");
        Hint::Next { distance, mv, tile: board.tiles()[to] }
    };
    if let Some(&(distance, mv)) = known.get(&board.state()) {
        return Ok(next(distance, mv));
    }
    let problem = Problem::new(board.clone(), goal.clone()).map_err(|e| e.to_string())?;
    if !problem.solvability().solvable {
        return Ok(Hint::Unsolvable);
    }
    let outcome = solver.solve(&problem)?;
    let solution = match (outcome.status, outcome.solution) {
        (Status::Solved, Some(solution)) if !solution.is_empty() => solution,
        _ => {
            // IDA* has searched every bound below its last one in full.
            let estimate = solver.heuristic().estimate_board(board);
            return Ok(Hint::TooFar { at_least: outcome.counters.threshold.max(estimate) });
        }
    };
    if known.len() + solution.len() > KNOWN_STATES {
        known.clear();
    }
    let length = solution.len() as u32;
    for (i, (&state, &mv)) in solution.states.iter().zip(&solution.moves).enumerate() {
        known.insert(state, (length - i as u32, mv));
    }
    Ok(next(length, solution.moves[0]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::parse::parse_board;

    fn board(text: &str) -> Board {
        parse_board(text, None).unwrap()
    }

    /// Every arrangement of `0..n` in rank order (Heap's order would do too,
    /// but rank order checks `rank` along the way).
    fn every_arrangement(n: usize) -> Vec<Vec<u8>> {
        let mut all = Vec::new();
        let mut perm: Vec<u8> = (0..n as u8).collect();
        loop {
            all.push(perm.clone());
            let Some(i) = perm.windows(2).rposition(|w| w[0] < w[1]) else { break };
            let j = perm.iter().rposition(|&v| v > perm[i]).unwrap();
            perm.swap(i, j);
            perm[i + 1..].reverse();
        }
        all
    }

    /// The exhaustive check: on every board of the 8-puzzle, for two goals,
    /// the hint's move is legal, slides the tile it names, and lands on a
    /// board whose distance is exactly one less; the distances add up to
    /// the known histogram (OEIS A089473 for the ordered goal), and the
    /// unreachable half is said to be unsolvable.
    #[test]
    fn every_hint_on_all_181440_states_brings_the_goal_one_move_nearer() {
        for (goal_name, farthest, at_farthest) in [("ordered", 31, 2), ("spiral", 30, 148)] {
            let goal = named(goal_name, 3, 3).unwrap();
            let mut hinter = Hinter::new(&goal).unwrap();
            assert!(hinter.exact());
            let mut histogram = [0u32; 32];
            let mut unsolvable = 0;
            for tiles in every_arrangement(9) {
                let b = Board::new(3, 3, tiles).unwrap();
                match hinter.hint(&b).unwrap() {
                    Hint::Solved => {
                        assert_eq!(b, goal);
                        histogram[0] += 1;
                    }
                    Hint::Next { distance, mv, tile } => {
                        let after = b.apply(mv).expect("a legal move");
                        assert_eq!(after.tiles()[b.blank()], tile, "{b}: the tile named is the one that slides");
                        assert_eq!(hinter.hint(&after).unwrap().distance(), Some(distance - 1), "{b} then {mv:?}");
                        // No neighbour is nearer than distance − 1, so it is shortest.
                        for other in Move::ALL.iter().filter_map(|&m| b.apply(m)) {
                            assert!(hinter.hint(&other).unwrap().distance().unwrap() + 1 >= distance);
                        }
                        histogram[distance as usize] += 1;
                    }
                    Hint::Unsolvable => unsolvable += 1,
                    Hint::TooFar { .. } => panic!("the table is exact"),
                }
            }
            assert_eq!(unsolvable, 181_440, "{goal_name}");
            assert_eq!(histogram.iter().sum::<u32>(), 181_440, "{goal_name}");
            assert_eq!(histogram.iter().rposition(|&c| c > 0), Some(farthest), "{goal_name}");
            assert_eq!(histogram[farthest], at_farthest, "{goal_name}");
        }
        // The ordered goal's distances are OEIS A089473's.
        let goal = named("ordered", 3, 3).unwrap();
        let table = state_space::distances(&goal).unwrap();
        assert_eq!(
            state_space::histogram(&table),
            [
                1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878, 16993,
                17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2
            ]
        );
    }

    #[test]
    fn following_the_hints_reaches_the_goal_in_the_distance() {
        // POJ 1077 (19 moves), the hardest 8-puzzle (31) and the farthest 2×2 board (6).
        for (start, goal, w, expected) in [
            ("2 3 4 1 5 x 7 6 8", "ordered", 3, 19),
            ("8 6 7 2 5 4 3 x 1", "ordered", 3, 31),
            ("0 3 2 1", "ordered", 2, 6),
        ] {
            let goal = named(goal, w, w).unwrap();
            let mut hinter = Hinter::new(&goal).unwrap();
            let mut b = board(start);
            let first = hinter.hint(&b).unwrap();
            assert_eq!(first.distance(), Some(expected), "{start}");
            let mut moves = String::new();
            while let Some((mv, _)) = hinter.hint(&b).unwrap().next() {
                moves.push(mv.letter());
                b = b.apply(mv).unwrap();
            }
            assert_eq!((moves.len() as u32, b), (expected, goal), "{start}: {moves}");
        }
    }

    #[test]
    fn the_15_puzzle_is_hinted_by_ida_star_with_pattern_databases() {
        assert_eq!(Hinter::heuristic_for(4, 4), Heuristic::Pdb555);
        assert_eq!(Hinter::heuristic_for(3, 4), Heuristic::WalkingDistance);
        assert_eq!(Hinter::heuristic_for(5, 5), Heuristic::LinearConflict);
        // The lab's easy preset (20 moves) and Korf's #55 towards blank-first (41 moves).
        let ordered = named("ordered", 4, 4).unwrap();
        let mut hinter = Hinter::new(&ordered).unwrap();
        assert!(!hinter.exact());
        let mut b = board("5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14");
        assert_eq!(hinter.hint(&b).unwrap().distance(), Some(20));
        let mut moves = 0;
        while let Some((mv, _)) = hinter.hint(&b).unwrap().next() {
            b = b.apply(mv).unwrap();
            moves += 1;
        }
        assert_eq!((moves, &b), (20, &ordered));
        // A step off the path: a move changes the distance by exactly one,
        // and the hints from there reach the goal in that many moves.
        let start = board("5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14");
        let first = hinter.hint(&start).unwrap().next().unwrap().0;
        for off in Move::ALL.into_iter().filter(|&m| m != first) {
            let Some(mut aside) = start.apply(off) else { continue };
            let distance = hinter.hint(&aside).unwrap().distance().unwrap();
            assert!(distance == 19 || distance == 21, "{off:?}: {distance}");
            let mut moves = 0;
            while let Some((mv, _)) = hinter.hint(&aside).unwrap().next() {
                aside = aside.apply(mv).unwrap();
                moves += 1;
            }
            assert_eq!((moves, &aside), (distance, &ordered));
        }

        let blank_first = named("blank-first", 4, 4).unwrap();
        let mut hinter = Hinter::new(&blank_first).unwrap();
        let korf55 = board("13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11");
        assert_eq!(hinter.hint(&korf55).unwrap().distance(), Some(41));
    }

    #[test]
    fn a_board_too_hard_for_the_budget_is_too_far_with_a_lower_bound() {
        // Korf #1 (57 moves) with a budget of 1,000 expansions.
        let goal = named("blank-first", 4, 4).unwrap();
        let mut hinter = Hinter::with_budget(&goal, 1000).unwrap();
        let korf1 = board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3");
        let Hint::TooFar { at_least } = hinter.hint(&korf1).unwrap() else { panic!("within 1,000 expansions?") };
        let estimate = Heuristic::Pdb555.build(&goal).unwrap().estimate_board(&korf1);
        assert!(at_least >= estimate && at_least <= 57, "{at_least} against {estimate}");
        assert_eq!(hinter.hint(&korf1).unwrap().name(), "too-far");
    }

    #[test]
    fn goal_unsolvable_and_wrong_sizes() {
        let goal = named("ordered", 4, 4).unwrap();
        let mut hinter = Hinter::new(&goal).unwrap();
        assert_eq!(hinter.hint(&goal).unwrap(), Hint::Solved);
        let swapped = board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0");
        assert_eq!(hinter.hint(&swapped).unwrap(), Hint::Unsolvable);
        assert_eq!(hinter.hint(&board("1 2 3 0")).unwrap_err(), "the board is 2×2 but the goal is 4×4");
        let mut small = Hinter::new(&named("ordered", 3, 3).unwrap()).unwrap();
        assert_eq!(small.hint(&board("1 2 3 4 5 6 8 7 0")).unwrap(), Hint::Unsolvable);
        assert_eq!(Hint::Solved.distance(), Some(0));
        // 5×5 boards: IDA* with linear conflict, a near board at once.
        let goal = named("ordered", 5, 5).unwrap();
        let mut big = Hinter::new(&goal).unwrap();
        let near = goal.apply_moves("uull").unwrap();
        let hint = big.hint(&near).unwrap();
        assert_eq!((hint.distance(), hint.next().map(|(mv, _)| mv.letter())), (Some(4), Some('r')));
    }
}
