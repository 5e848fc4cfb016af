//! Hill climbing with backtracking, the textbooks' 局部择优搜索: depth-first
//! search whose children are ordered by h.
//!
//! The frontier (OPEN 表) is a stack: the first node is taken; if it is the
//! goal the search ends (the goal test on selection, as in the A* family);
//! otherwise it goes to the visited table (CLOSED 表), its children are
//! generated in [`Move::ALL`] order, those already in OPEN or CLOSED are
//! skipped (the visited table keeps it out of cycles), and the new ones are
//! sorted by h, smallest first — equal h keep move order (the tie rule) —
//! and put at the front of OPEN. So it always goes on from the best child
//! of the node it just expanded, and backs up to the next best when a
//! branch has no new children. Unlike greedy best-first (全局择优), which
//! picks the smallest h of the whole frontier, it chooses only among the
//! children of the last node (局部).
//!
//! It finds a path on every solvable board (the visited table makes it a
//! graph search), but not the shortest: paths of hundreds of moves are
//! common on the 8-puzzle.

use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, Line, Optimality, QuizRule, Ran,
    Search, HEAD,
};
use crate::board::{Geometry, Move, State};
use crate::heuristic::GoalHeuristic;
use crate::problem::{Problem, Solution, Status};
use std::collections::HashMap;

/// Its row of the catalogue.
pub(super) const ROW: AlgorithmRow = AlgorithmRow {
    name: "hill-backtrack",
    title: "Hill climbing with backtracking",
    short: "Hill + backtracking",
    phrase: "hill climbing with backtracking",
    hint: "Depth-first, the children of each node tried by smallest h: finds a path, not the shortest.",
    bound: None,
    uses_heuristic: true,
    iterative: false,
    bidirectional: false,
    visited_table: false,
    parameter: None,
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::H,
    optimality: Optimality::None,
    quiz: QuizRule::DepthFirstByH,
    listing: &LISTING,
    start: |problem, config, estimator| Box::new(Backtrack::new(problem, config, estimator)),
};

// The pseudo-code (the lines each step runs are named where they run).
const INIT: Line = Line::new("init-queue", 1);
const LOOP: Line = Line::new("while-open", 1);
const POP: Line = Line::new("pop-front", 2);
const GOAL: Line = Line::new("goal-test", 2);
const CLOSE: Line = Line::new("close", 2);
const EXPAND: Line = Line::new("for-children", 2);
const SEEN: Line = Line::new("skip-seen", 3);
const PUSH: Line = Line::new("push-front-by-h", 2).note("first-of-equals");
const FAIL: Line = Line::new("fail", 1);
const LISTING: [Line; 10] = [HEAD, INIT, LOOP, POP, GOAL, CLOSE, EXPAND, SEEN, PUSH, FAIL];

/// A stored node: its state, parent's id, the move from it, g and h.
#[derive(Clone, Copy)]
struct Node {
    state: State,
    parent: u32,
    mv: Move,
    g: u32,
    h: u32,
}

/// Bytes one stored node costs: the arena's entry, the table's entry and a
/// stack slot, about.
const NODE_BYTES: u64 = (std::mem::size_of::<Node>() + std::mem::size_of::<(State, bool)>() + 8 + 4) as u64;

/// Hill climbing with backtracking.
#[derive(Clone)]
pub(crate) struct Backtrack {
    geometry: Geometry,
    goal: State,
    estimator: GoalHeuristic,
    config: Config,
    nodes: Vec<Node>,
    /// OPEN: node ids, the next on top (the end).
    stack: Vec<u32>,
    /// OPEN ∪ CLOSED: state → closed.
    seen: HashMap<State, bool>,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl Backtrack {
    fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> Backtrack {
        let start = problem.start().state();
        let h = estimator.estimate(start);
        let mut search = Backtrack {
            geometry: problem.geometry().clone(),
            goal: problem.goal().state(),
            estimator,
            config: config.clone(),
            nodes: vec![Node { state: start, parent: u32::MAX, mv: Move::Up, g: 0, h }],
            stack: vec![0],
            seen: HashMap::from([(start, false)]),
            status: Status::Running,
            solution: None,
            event: Event::default(),
        };
        search.event.state = start;
        search.event.h = h;
        search.event.f = h.into();
        search.event.counters = Counters { generated: 1, frontier: 1, max_frontier: 1, ..Counters::default() };
        search.event.ran = Ran::only(&INIT);
        if start == search.goal {
            search.event.ran = Ran::only(&GOAL);
            search.status = Status::Solved;
            search.solution = Some(Solution::from_moves(&search.geometry, start, Vec::new(), true));
        }
        search
    }

    fn memory(&self) -> u64 {
        self.nodes.len() as u64 * NODE_BYTES
    }

    fn moves_to(&self, mut id: u32) -> Vec<Move> {
        let mut moves = Vec::new();
        while self.nodes[id as usize].parent != u32::MAX {
            moves.push(self.nodes[id as usize].mv);
            id = self.nodes[id as usize].parent;
        }
        moves.reverse();
        moves
    }
}

impl super::ExactClone for Backtrack {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        super::same_capacity(&mut copy.nodes, &self.nodes);
        super::same_capacity(&mut copy.stack, &self.stack);
        copy
    }
}

impl Search for Backtrack {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        // The next expansion's four nodes counted in.
        if let Some(stop) = super::budget_stop(&self.event.counters, &self.config, self.memory() + 4 * NODE_BYTES) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        let Some(id) = self.stack.pop() else {
            self.status = Status::Exhausted;
            self.event.ran = Ran::only(&FAIL);
            return None;
        };
        let node = self.nodes[id as usize];
        let mut counters = self.event.counters;
        counters.steps += 1;
        counters.frontier -= 1;
        counters.depth = node.g;
        let ev = &mut self.event;
        ev.state = node.state;
        ev.g = node.g;
        ev.h = node.h;
        ev.f = node.h.into();
        ev.child_count = 0;
        ev.ran.clear();
        for line in [&LOOP, &POP, &GOAL] {
            ev.ran.run(line);
        }
        if node.state == self.goal {
            ev.ran.end(&GOAL);
            ev.kind = EventKind::Goal;
            self.event.counters = counters;
            self.status = Status::Solved;
            let start = self.nodes[0].state;
            self.solution = Some(Solution::from_moves(&self.geometry, start, self.moves_to(id), false));
            return Some(&self.event);
        }
        ev.kind = EventKind::Expanded;
        ev.ran.run(&CLOSE);
        ev.ran.run(&EXPAND);
        ev.ran.end(&EXPAND);
        self.seen.insert(node.state, true);
        counters.expanded += 1;
        counters.closed += 1;
        let blank = self.geometry.blank_of(node.state);
        let g = node.g + 1;
        let mut fresh: [(u32, usize, Move, State); 4] = [(0, 0, Move::Up, State::default()); 4];
        let mut count = 0;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = self.geometry.slide(node.state, blank, to);
            let h = self.estimator.after_slide(node.h, node.state, child, tile, to, blank);
            counters.generated += 1;
            let kind = match self.seen.get(&child) {
                Some(true) => ChildKind::Closed,
                Some(false) => ChildKind::InFrontier,
                None => {
                    self.seen.insert(child, false);
                    fresh[count] = (h, mv.index(), mv, child);
                    count += 1;
                    ChildKind::New
                }
            };
            let ev = &mut self.event;
            if kind != ChildKind::New {
                ev.ran.run(&SEEN);
            }
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g, h, kind };
            ev.child_count += 1;
        }
        if count > 0 {
            self.event.ran.run(&PUSH);
            // Largest h (then the latest move) first, so the smallest h, first in move order, is on top.
            let fresh = &mut fresh[..count];
            fresh.sort_by_key(|&(h, index, _, _)| std::cmp::Reverse((h, index)));
            for &(h, _, mv, state) in fresh.iter() {
                self.nodes.push(Node { state, parent: id, mv, g, h });
                self.stack.push(self.nodes.len() as u32 - 1);
            }
            counters.frontier += count as u64;
        }
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.counters = counters;
        Some(&self.event)
    }

    super::progress::accessors!();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::Heuristic;
    use crate::search::{start, Algorithm};

    fn problem(board: &str, goal: &str) -> Problem {
        let s = crate::parse::parse_board(board, None).unwrap();
        let g = crate::parse::parse_goal(goal, s.width(), s.height()).unwrap();
        Problem::new(s, g).unwrap()
    }

    fn config() -> Config {
        Config { algorithm: Algorithm::HillBacktrack, heuristic: Heuristic::Manhattan, ..Config::default() }
    }

    /// Expansions, generated and the path's length on fixed boards (worked
    /// out by the search, then pinned).
    #[test]
    fn pinned_counts() {
        let run = |board: &str| {
            let mut s = start(&problem(board, "ordered"), &config());
            while s.step().is_some() {}
            let c = s.counters();
            (s.status(), c.expanded, c.generated, s.solution().unwrap().len())
        };
        // The sample's shortest path has 19 moves, the other board's 31.
        assert_eq!(run("2 3 4 1 5 x 7 6 8"), (Status::Solved, 63, 173, 63));
        assert_eq!(run("8 6 7 2 5 4 3 0 1"), (Status::Solved, 109, 296, 109));
        assert_eq!(run("1 2 3 4 5 6 x 7 8"), (Status::Solved, 2, 6, 2));
    }

    /// States of the 8-puzzle, three goals: a legal path to the goal on
    /// every solvable board of the sample (every 61st rank: the whole space
    /// took too long, each run a depth-first search of up to 181,440
    /// states), and on an unsolvable board none: exhausted, having expanded
    /// the whole half of the state space it is in.
    #[test]
    fn states_of_the_8_puzzle_solve_or_exhaust() {
        use crate::rank::unrank;
        let mut tally = Vec::new();
        for goal_name in ["ordered", "spiral", "blank-first"] {
            let goal = crate::goal::named(goal_name, 3, 3).unwrap();
            let (mut solved, mut total_moves, mut expanded) = (0u64, 0u64, 0u64);
            for rank in (0..362_880u64).step_by(61) {
                let board = crate::board::Board::new(3, 3, unrank(rank, 9)).unwrap();
                let p = Problem::new(board.clone(), goal.clone()).unwrap();
                if !p.solvability().solvable {
                    continue;
                }
                let mut s = start(&p, &config());
                while s.step().is_some() {}
                assert_eq!(s.status(), Status::Solved);
                let path = s.solution().unwrap();
                assert_eq!(board.apply_moves(&path.move_string()).unwrap(), goal);
                assert!(!path.optimal || path.is_empty(), "not called shortest");
                solved += 1;
                total_moves += path.len() as u64;
                expanded += s.counters().expanded;
            }
            tally.push(format!("{goal_name}: {solved} solved, {total_moves} moves, {expanded} expanded"));
            // The goal with two tiles swapped: the other half of the state space.
            let mut tiles = goal.tiles().to_vec();
            let (a, b) = (tiles.iter().position(|&t| t == 1).unwrap(), tiles.iter().position(|&t| t == 2).unwrap());
            tiles.swap(a, b);
            let swapped = crate::board::Board::new(3, 3, tiles).unwrap();
            let unsolvable = Problem::new(swapped, goal).unwrap();
            let mut s = start(&unsolvable, &config());
            while s.step().is_some() {}
            assert_eq!((s.status(), s.counters().expanded), (Status::Exhausted, 181_440));
        }
        // Paths of about 220 moves on average where the shortest average 22 (the 8-puzzle's mean distance).
        assert_eq!(
            tally,
            [
                "ordered: 2971 solved, 661492 moves, 663753 expanded",
                "spiral: 2978 solved, 484965 moves, 490393 expanded",
                "blank-first: 2971 solved, 577078 moves, 582031 expanded",
            ]
        );
    }
}
