//! Hill climbing, steepest descent on h (爬山法): from the board it stands
//! on, move to the child with the smallest h while that is smaller than the
//! board's own; otherwise stop, and say why.
//!
//! It keeps no frontier and no visited table: only the board it stands on
//! and the path that led there. Each step expands that board (or finds it
//! is the goal, which is a step but not an expansion, as in the A* family).
//! Its children are generated in [`Move::ALL`] order; the best is the one
//! with the smallest h, the first in move order among equal h (the tie
//! rule). If the best child's h is
//! - smaller than the board's: the search moves there (the next step
//!   expands it);
//! - larger: the board is a *local minimum* of h, and the search stops
//!   ([`StopReason::LocalMinimum`] with the board's h);
//! - equal: the board is on a *plateau* (a shoulder or a flat), and the
//!   search stops ([`StopReason::Plateau`]): steepest descent takes no
//!   sideways moves, which could run in a circle.
//!
//! Either way it stops with the board where it stuck as its last event's
//! state and, as [`Search::solution`], the path to it (not a solution:
//! the status is stopped). h strictly falls along the path, so it never
//! expands more boards than the start's h plus one, and the path is never
//! longer than the start's h; it is not shortest and it often fails.

use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierBar, FrontierKey, Line, Optimality,
    QuizRule, Ran, Search, Side, HEAD,
};
use crate::board::{Geometry, Move, State};
use crate::heuristic::GoalHeuristic;
use crate::problem::{Problem, Solution, Status, StopReason};

/// Hill climbing's row of the catalogue.
pub(super) const ROW: AlgorithmRow = AlgorithmRow {
    name: "hill",
    title: "Hill climbing (steepest descent)",
    short: "Hill climbing",
    phrase: "hill climbing",
    hint: "Moves to the child with the smallest h while h falls; stops at a local minimum or a plateau.",
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
    quiz: QuizRule::Steepest,
    listing: &LISTING,
    start: |problem, config, estimator| Box::new(Hill::new(problem, config, estimator)),
};

// The pseudo-code (the lines each step runs are named where they run).
const INIT: Line = Line::new("init-current", 1);
const LOOP: Line = Line::new("loop", 1);
const GOAL: Line = Line::new("goal-test", 2);
const EXPAND: Line = Line::new("for-children", 2);
const KEEP: Line = Line::new("keep-best", 3).note("first-of-equals");
const MINIMUM: Line = Line::new("if-local-minimum", 2);
const PLATEAU: Line = Line::new("if-plateau", 2);
const CLIMB: Line = Line::new("move-to-best", 2);
const LISTING: [Line; 9] = [HEAD, INIT, LOOP, GOAL, EXPAND, KEEP, MINIMUM, PLATEAU, CLIMB];

/// Steepest-descent hill climbing.
#[derive(Clone)]
pub(crate) struct Hill {
    geometry: Geometry,
    goal: State,
    estimator: GoalHeuristic,
    config: Config,
    start: State,
    /// The board it stands on, its h and the moves that led there.
    current: State,
    h: u32,
    moves: Vec<Move>,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl Hill {
    fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> Hill {
        let start = problem.start().state();
        let h = estimator.estimate(start);
        let mut search = Hill {
            geometry: problem.geometry().clone(),
            goal: problem.goal().state(),
            estimator,
            config: config.clone(),
            start,
            current: start,
            h,
            moves: Vec::new(),
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
        (self.moves.capacity() * std::mem::size_of::<Move>()) as u64
    }

    /// The path so far, ending on the board it stands on.
    fn path(&self, optimal: bool) -> Solution {
        Solution::from_moves(&self.geometry, self.start, self.moves.clone(), optimal)
    }
}

impl super::ExactClone for Hill {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        super::same_capacity(&mut copy.moves, &self.moves);
        copy
    }
}

impl Search for Hill {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        if let Some(stop) = super::budget_stop(&self.event.counters, &self.config, self.memory()) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        let mut counters = self.event.counters;
        counters.steps += 1;
        counters.frontier = 0;
        counters.depth = self.moves.len() as u32;
        let ev = &mut self.event;
        ev.state = self.current;
        ev.g = self.moves.len() as u32;
        ev.h = self.h;
        ev.f = self.h.into();
        ev.child_count = 0;
        ev.ran.clear();
        ev.ran.run(&LOOP);
        ev.ran.run(&GOAL);
        if self.current == self.goal {
            ev.ran.end(&GOAL);
            ev.kind = EventKind::Goal;
            self.event.counters = counters;
            self.status = Status::Solved;
            self.solution = Some(self.path(false));
            return Some(&self.event);
        }
        ev.kind = EventKind::Expanded;
        ev.ran.run(&EXPAND);
        counters.expanded += 1;
        let blank = self.geometry.blank_of(self.current);
        let g = self.moves.len() as u32 + 1;
        // The best child: the smallest h, the first in move order among equals.
        let mut best: Option<(Move, State, u32)> = None;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = self.geometry.slide(self.current, blank, to);
            let h = self.estimator.after_slide(self.h, self.current, child, tile, to, blank);
            counters.generated += 1;
            let ev = &mut self.event;
            ev.ran.run(&KEEP);
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g, h, kind: ChildKind::New };
            ev.child_count += 1;
            if best.is_none_or(|(_, _, b)| h < b) {
                best = Some((mv, child, h));
            }
        }
        let (mv, child, h) = best.expect("every board has a neighbour");
        let ev = &mut self.event;
        ev.ran.run(&MINIMUM);
        let stuck = if h > self.h {
            ev.ran.end(&MINIMUM);
            Some(StopReason::LocalMinimum { h: self.h })
        } else {
            ev.ran.run(&PLATEAU);
            (h == self.h).then(|| {
                ev.ran.end(&PLATEAU);
                StopReason::Plateau { h }
            })
        };
        if let Some(reason) = stuck {
            counters.memory = self.memory();
            self.event.counters = counters;
            self.status = Status::Stopped { reason, expanded: counters.expanded };
            self.solution = Some(self.path(false));
            return Some(&self.event);
        }
        ev.ran.run(&CLIMB);
        ev.ran.end(&CLIMB);
        self.moves.push(mv);
        self.current = child;
        self.h = h;
        counters.frontier = 1;
        counters.memory = self.memory();
        self.event.counters = counters;
        Some(&self.event)
    }

    super::progress::accessors!();

    /// The one board it will expand next, at its h.
    fn frontier_profile(&self) -> Vec<FrontierBar> {
        match self.event.counters.frontier {
            0 => Vec::new(),
            count => vec![FrontierBar { value: self.h.into(), count, side: Side::Forward }],
        }
    }
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

    fn config(heuristic: Heuristic) -> Config {
        Config { algorithm: Algorithm::Hill, heuristic, ..Config::default() }
    }

    /// Runs to the end; returns the status, the path's moves, expansions and generated.
    fn run(board: &str, goal: &str, heuristic: Heuristic) -> (Status, String, u64, u64) {
        let mut s = start(&problem(board, goal), &config(heuristic));
        while s.step().is_some() {}
        let c = s.counters();
        (s.status(), s.solution().unwrap().move_string(), c.expanded, c.generated)
    }

    #[test]
    fn pinned_runs_solve_or_say_where_they_stuck() {
        // Worked out by the search, then pinned.
        assert_eq!(run("1 2 3 4 5 6 x 7 8", "ordered", Heuristic::Manhattan), (Status::Solved, "rr".into(), 2, 6));
        let minimum = |h, expanded| Status::Stopped { reason: StopReason::LocalMinimum { h }, expanded };
        // The sample climbs four moves down to h = 5, whose neighbours all have h = 6.
        assert_eq!(run("2 3 4 1 5 x 7 6 8", "ordered", Heuristic::Manhattan), (minimum(5, 5), "ulld".into(), 5, 14));
        assert_eq!(run("8 6 7 2 5 4 3 0 1", "ordered", Heuristic::Manhattan), (minimum(20, 2), "l".into(), 2, 6));
        // Misplaced tiles: the start's best child misplaces as many (6), a plateau.
        let plateau = Status::Stopped { reason: StopReason::Plateau { h: 6 }, expanded: 1 };
        assert_eq!(run("2 3 4 1 5 x 7 6 8", "ordered", Heuristic::Misplaced), (plateau, String::new(), 1, 4));
        assert_eq!(run("1 2 3 4 x 6 7 5 8", "ordered", Heuristic::Misplaced), (Status::Solved, "dr".into(), 2, 8));
        // The sentence the command line prints, and its code.
        let said = minimum(7, 3).coded();
        assert_eq!(
            (said.code, said.english.as_str()),
            ("stopped.local-minimum", "stuck at a local minimum: no neighbour has smaller h than 7 (3 expansions)")
        );
    }

    /// The textbook's point: on every state of the 8-puzzle, for three goals,
    /// it either reaches the goal by a legal path along which h strictly
    /// falls, or stops at a board none of whose neighbours has smaller h
    /// (local minimum: every neighbour larger; plateau: the best equal).
    #[test]
    fn every_state_of_the_8_puzzle_solves_or_stops_for_a_reason() {
        use crate::rank::unrank;
        let geometry = Geometry::new(3, 3).unwrap();
        let mut tally = Vec::new();
        for (goal_name, heuristic) in [
            ("ordered", Heuristic::Manhattan),
            ("spiral", Heuristic::Manhattan),
            ("blank-first", Heuristic::Manhattan),
            ("ordered", Heuristic::Misplaced),
            ("spiral", Heuristic::Misplaced),
            ("blank-first", Heuristic::Misplaced),
        ] {
            let goal = crate::goal::named(goal_name, 3, 3).unwrap();
            let estimator = GoalHeuristic::new(heuristic, &goal);
            let (mut solved, mut minima, mut plateaus) = (0, 0, 0);
            for rank in 0..362_880u64 {
                let tiles = unrank(rank, 9);
                let board = crate::board::Board::new(3, 3, tiles).unwrap();
                let p = Problem::new(board.clone(), goal.clone()).unwrap();
                let mut s = super::super::start(&p, &config(heuristic));
                while s.step().is_some() {}
                let path = s.solution().unwrap();
                assert_eq!(board.apply_moves(&path.move_string()).unwrap().state(), *path.states.last().unwrap());
                let hs: Vec<u32> = path.states.iter().map(|&st| estimator.estimate(st)).collect();
                assert!(hs.windows(2).all(|w| w[1] < w[0]), "h falls along the path");
                let end = *path.states.last().unwrap();
                let h = estimator.estimate(end);
                let neighbours: Vec<u32> = {
                    let blank = geometry.blank_of(end);
                    Move::ALL
                        .iter()
                        .filter_map(|&mv| geometry.neighbour(blank, mv))
                        .map(|to| estimator.estimate(geometry.slide(end, blank, to).0))
                        .collect()
                };
                let best = *neighbours.iter().min().unwrap();
                match s.status() {
                    Status::Solved => {
                        assert_eq!(end, goal.state());
                        solved += 1;
                    }
                    Status::Stopped { reason: StopReason::LocalMinimum { h: said }, expanded } => {
                        assert_eq!((said, expanded as usize), (h, path.len() + 1));
                        assert!(best > h, "a local minimum: no neighbour has h ≤ {h}");
                        assert_ne!(end, goal.state());
                        minima += 1;
                    }
                    Status::Stopped { reason: StopReason::Plateau { h: said }, .. } => {
                        assert_eq!((said, best), (h, h), "a plateau: the best neighbour has the same h");
                        assert_ne!(end, goal.state());
                        plateaus += 1;
                    }
                    other => panic!("{other:?}"),
                }
            }
            assert_eq!(solved + minima + plateaus, 362_880);
            tally.push(format!(
                "{goal_name} {}: {solved} solved, {minima} local minima, {plateaus} plateaus",
                heuristic.name()
            ));
        }
        assert_eq!(
            tally,
            [
                "ordered manhattan: 788 solved, 362092 local minima, 0 plateaus",
                "spiral manhattan: 1368 solved, 361512 local minima, 0 plateaus",
                "blank-first manhattan: 414 solved, 362466 local minima, 0 plateaus",
                "ordered misplaced: 79 solved, 14051 local minima, 348750 plateaus",
                "spiral misplaced: 61 solved, 10083 local minima, 352736 plateaus",
                "blank-first misplaced: 79 solved, 14051 local minima, 348750 plateaus",
            ]
        );
    }
}
