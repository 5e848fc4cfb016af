//! Recursive best-first search (RBFS, Korf 1993; AIMA fig. 3.26), one
//! expansion per step.
//!
//! RBFS is best-first search in linear memory: it goes down the child with
//! the lowest f as long as that f stays within an *f-limit*, the f of the
//! best alternative waiting higher up; when every child's f exceeds the
//! limit it returns, and the node it leaves takes the smallest f below it
//! as its *backed-up* f, so that it is expanded again only when it is once
//! more the best. With an admissible h its first path is shortest.
//!
//! The recursion of the textbook version is an explicit stack of frames,
//! one per node on the current path, each holding that node's children
//! (its successors, with their backed-up f) and its f-limit. A step returns
//! from as many calls as fail, goes down into the best child and expands it
//! (or finds it is the goal). Children's f is AIMA's `max(g + h, f(parent))`,
//! so a backed-up value is inherited by the children generated again. The
//! move that undoes the previous one is not generated (as in IDA*), and
//! among equal f the earlier child in move order is the best.
//!
//! The event's `f` is the node's backed-up f and `counters.threshold` its
//! f-limit (`u32::MAX` for ∞, the start's). RBFS keeps no visited table: on
//! a board that cannot reach its goal it runs until a budget stops it.

use super::profile::{self, FrontierBar};
use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, Line, Optimality, Problem,
    QuizRule, Ran, Search, Side, Solution, Status, HEAD, MAX_RAN,
};
use crate::board::{Geometry, Move, State};
use crate::heuristic::GoalHeuristic;

/// RBFS's row of the catalogue.
pub(super) const ROW: AlgorithmRow = AlgorithmRow {
    name: "rbfs",
    title: "Recursive best-first search",
    short: "RBFS",
    phrase: "recursive best-first search",
    hint: "Best-first in linear memory, under f-limits: shortest.",
    bound: Some("f-limit"),
    uses_heuristic: true,
    iterative: false,
    bidirectional: false,
    visited_table: false,
    parameter: None,
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::F,
    optimality: Optimality::Admissible,
    quiz: QuizRule::Recursive,
    listing: &LISTING,
    start: |problem, config, estimator| Box::new(Rbfs::new(problem, config, estimator)),
};

// Its pseudo-code, AIMA's RBFS with the recursion's arguments written out
// (the lines each step runs are named where they run).
const INIT: Line = Line::new("rbfs-init", 1).note("rbfs-call");
const GOAL: Line = Line::new("goal-test", 1);
const SUCCESSORS: Line = Line::new("rbfs-successors", 1);
const EMPTY: Line = Line::new("rbfs-if-empty", 1);
const BACKED: Line = Line::new("rbfs-backed-up", 1).note("backed-up");
const LOOP: Line = Line::new("loop", 1);
const BEST: Line = Line::new("rbfs-best", 2);
const OVER: Line = Line::new("rbfs-over-limit", 2).note("rbfs-return");
const ALTERNATIVE: Line = Line::new("rbfs-alternative", 2);
const RECURSE: Line = Line::new("rbfs-recurse", 2).note("rbfs-call");
const RESULT: Line = Line::new("rbfs-if-result", 2);

/// RBFS's pseudo-code.
const LISTING: [Line; 12] =
    [HEAD, INIT, GOAL, SUCCESSORS, EMPTY, BACKED, LOOP, BEST, OVER, ALTERNATIVE, RECURSE, RESULT];

/// f-limit ∞ (the start's).
const INFINITE: u32 = u32::MAX;

/// One child waiting in its parent's frame.
#[derive(Clone, Copy, Debug, Default)]
struct Successor {
    state: State,
    blank: u8,
    mv: u8,
    g: u32,
    h: u32,
    /// Its backed-up f: max(g + h, f(parent)) when generated, then the
    /// smallest f below it each time a call on it returns.
    f: u32,
}

/// A node on the current path: its children and its f-limit.
#[derive(Clone, Copy, Debug)]
struct Frame {
    successors: [Successor; 4],
    len: u8,
    f_limit: u32,
    /// Which successor the call below this frame is on.
    chosen: u8,
}

impl Frame {
    /// The best successor (lowest f, the first in move order among equal)
    /// and the second-lowest f (∞ when it is the only one).
    fn best(&self) -> (usize, u32) {
        let list = &self.successors[..self.len as usize];
        let mut best = 0;
        for (i, s) in list.iter().enumerate() {
            if s.f < list[best].f {
                best = i;
            }
        }
        let alternative = list.iter().enumerate().filter(|&(i, _)| i != best).map(|(_, s)| s.f).min();
        (best, alternative.unwrap_or(INFINITE))
    }
}

/// RBFS on the public states.
#[derive(Clone)]
pub(crate) struct Rbfs {
    geometry: Geometry,
    estimator: GoalHeuristic,
    start: State,
    root: Successor,
    goal: State,
    stack: Vec<Frame>,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
    /// The lines of this step, before the last [`MAX_RAN`] are kept.
    lines: Vec<&'static Line>,
}

impl Rbfs {
    pub(crate) fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> Rbfs {
        let start = problem.start().state();
        let h = estimator.estimate(start);
        let root = Successor { state: start, blank: problem.start().blank() as u8, mv: 0, g: 0, h, f: h };
        let mut event = Event { state: start, h, f: h as f64, ran: Ran::only(&INIT), ..Event::default() };
        event.counters =
            Counters { generated: 1, frontier: 1, max_frontier: 1, threshold: INFINITE, ..Counters::default() };
        let mut search = Rbfs {
            geometry: problem.geometry().clone(),
            estimator,
            start,
            root,
            goal: problem.goal().state(),
            stack: Vec::new(),
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event,
            lines: Vec::new(),
        };
        if start == search.goal {
            search.event.ran = Ran::only(&GOAL);
            search.status = Status::Solved;
            search.solution = Some(Solution::from_moves(&search.geometry, start, Vec::new(), true));
        }
        search
    }

    /// The moves from the start to the successor each frame has chosen.
    fn path(&self) -> Vec<Move> {
        self.stack.iter().map(|f| Move::from_index(f.successors[f.chosen as usize].mv as usize)).collect()
    }

    /// Returns from failing calls until the top frame's best child is
    /// within its f-limit, chooses it and says which child it is, with its
    /// f-limit (min(f_limit, alternative)). `None` when the start's call
    /// itself fails (no child has a finite f: never on a sliding puzzle).
    fn descend(&mut self) -> Option<(Successor, u32)> {
        loop {
            let top = self.stack.last_mut()?;
            self.lines.push(&LOOP);
            self.lines.push(&BEST);
            let (best, alternative) = top.best();
            let best_f = top.successors[best].f;
            if best_f > top.f_limit {
                // return failure, best.f: the call below takes best.f as its backed-up f.
                self.lines.push(&OVER);
                self.stack.pop();
                let parent = self.stack.last_mut()?;
                parent.successors[parent.chosen as usize].f = best_f;
                self.lines.push(&RECURSE);
                self.lines.push(&RESULT);
                continue;
            }
            self.lines.push(&ALTERNATIVE);
            self.lines.push(&RECURSE);
            top.chosen = best as u8;
            return Some((top.successors[best], top.f_limit.min(alternative)));
        }
    }

    fn memory(&self) -> u64 {
        (self.stack.capacity() * std::mem::size_of::<Frame>()) as u64
    }

    fn frontier(&self) -> u64 {
        self.stack.iter().map(|f| u64::from(f.len)).sum()
    }

    /// The step's lines into the event: the last [`MAX_RAN`] (a step that
    /// returns from many calls runs more), then the one that sums it up.
    fn write_ran(&mut self, end: &Line) {
        let ran = &mut self.event.ran;
        ran.clear();
        let skip = self.lines.len().saturating_sub(MAX_RAN);
        for line in &self.lines[skip..] {
            ran.run(line);
        }
        ran.end(end);
    }
}

impl super::ExactClone for Rbfs {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        super::same_capacity(&mut copy.stack, &self.stack);
        copy
    }
}

impl Search for Rbfs {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        let mut counters = self.event.counters;
        if let Some(stop) = super::budget_stop(&counters, &self.config, self.memory()) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        self.lines.clear();
        let (node, f_limit) = if self.stack.is_empty() && counters.steps == 0 {
            (self.root, INFINITE)
        } else {
            match self.descend() {
                Some(next) => next,
                None => {
                    self.status = Status::Exhausted;
                    self.event.ran = Ran::only(&OVER);
                    return None;
                }
            }
        };
        counters.steps += 1;
        counters.depth = node.g;
        counters.threshold = f_limit;
        let ev = &mut self.event;
        ev.state = node.state;
        ev.g = node.g;
        ev.h = node.h;
        ev.f = node.f as f64;
        ev.child_count = 0;
        self.lines.push(&GOAL);
        if node.state == self.goal {
            ev.kind = EventKind::Goal;
            self.event.counters = counters;
            self.write_ran(&GOAL);
            self.status = Status::Solved;
            let optimal = self.estimator.known_admissible();
            self.solution = Some(Solution::from_moves(&self.geometry, self.start, self.path(), optimal));
            return Some(&self.event);
        }
        ev.kind = EventKind::Expanded;
        counters.expanded += 1;
        self.lines.push(&SUCCESSORS);
        let mut frame = Frame { successors: [Successor::default(); 4], len: 0, f_limit, chosen: 0 };
        let back = if node.g == 0 { None } else { Some(Move::from_index(node.mv as usize).reverse()) };
        let blank = node.blank as usize;
        for mv in Move::ALL {
            if Some(mv) == back {
                continue;
            }
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = self.geometry.slide(node.state, blank, to);
            let h = self.estimator.after_slide(node.h, node.state, child, tile, to, blank);
            let g = node.g + 1;
            counters.generated += 1;
            let s = Successor { state: child, blank: to as u8, mv: mv as u8, g, h, f: (g + h).max(node.f) };
            frame.successors[frame.len as usize] = s;
            frame.len += 1;
            let ev = &mut self.event;
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g, h, kind: ChildKind::New };
            ev.child_count += 1;
        }
        for _ in 0..frame.len {
            self.lines.push(&BACKED);
        }
        self.stack.push(frame);
        counters.frontier = self.frontier();
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.closed = self.stack.len() as u64;
        counters.memory = self.memory();
        self.event.counters = counters;
        self.write_ran(&SUCCESSORS);
        Some(&self.event)
    }

    super::progress::accessors!();

    /// The children waiting on the current path, by their backed-up f (the
    /// start before the first step).
    fn frontier_profile(&self) -> Vec<FrontierBar> {
        if self.stack.is_empty() && self.event.counters.steps == 0 {
            return profile::tally([(self.root.f as f64, Side::Forward)].into_iter());
        }
        let waiting = self.stack.iter().flat_map(|f| f.successors[..f.len as usize].iter());
        profile::tally(waiting.map(|s| (s.f as f64, Side::Forward)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::heuristic::Heuristic;
    use crate::rank::unrank;
    use crate::search::{quiz, start, Algorithm, TieBreak};
    use crate::state_space::{distances, UNREACHABLE};

    fn config() -> Config {
        Config { algorithm: Algorithm::Rbfs, heuristic: Heuristic::Manhattan, ..Config::default() }
    }

    fn problem(board: &str) -> Problem {
        let s = crate::parse::parse_board(board, None).unwrap();
        Problem::new(s, named("ordered", 3, 3).unwrap()).unwrap()
    }

    fn solved(board: &str) -> Box<dyn Search> {
        super::super::solve(&problem(board), &config())
    }

    /// On every 16th state of the 8-puzzle, for three goals (a test each, so they
    /// run side by side), RBFS with Manhattan finds a shortest path (the
    /// exact distances of the whole space).
    #[test]
    fn every_16th_3x3_state_of_the_ordered_goal_gets_a_shortest_path() {
        every_state_gets_a_shortest_path("ordered", 16);
    }

    /// The whole space, too long for `npm test` (each search steps with its
    /// events): `bash scripts/whole-space.sh`.
    #[test]
    #[ignore = "whole space: run with --ignored (scripts/whole-space.sh)"]
    fn whole_space_every_3x3_state_of_the_ordered_goal_gets_a_shortest_path() {
        every_state_gets_a_shortest_path("ordered", 1);
    }

    #[test]
    fn every_16th_3x3_state_of_the_blank_first_goal_gets_a_shortest_path() {
        every_state_gets_a_shortest_path("blank-first", 16);
    }

    /// The whole space, too long for `npm test` (each search steps with its
    /// events): `bash scripts/whole-space.sh`.
    #[test]
    #[ignore = "whole space: run with --ignored (scripts/whole-space.sh)"]
    fn whole_space_every_3x3_state_of_the_blank_first_goal_gets_a_shortest_path() {
        every_state_gets_a_shortest_path("blank-first", 1);
    }

    #[test]
    fn every_16th_3x3_state_of_the_reverse_goal_gets_a_shortest_path() {
        every_state_gets_a_shortest_path("reverse", 16);
    }

    /// The whole space, too long for `npm test` (each search steps with its
    /// events): `bash scripts/whole-space.sh`.
    #[test]
    #[ignore = "whole space: run with --ignored (scripts/whole-space.sh)"]
    fn whole_space_every_3x3_state_of_the_reverse_goal_gets_a_shortest_path() {
        every_state_gets_a_shortest_path("reverse", 1);
    }

    fn every_state_gets_a_shortest_path(goal_name: &str, stride: usize) {
        {
            let goal = named(goal_name, 3, 3).unwrap();
            let table = distances(&goal).unwrap();
            let geometry = goal.geometry();
            let estimator = GoalHeuristic::new(Heuristic::Manhattan, &goal);
            let mut checked = 0;
            for (r, &d) in table.iter().enumerate().step_by(stride) {
                if d == UNREACHABLE {
                    continue;
                }
                let tiles = unrank(r as u64, 9);
                let board = crate::board::Board::new(3, 3, tiles).unwrap();
                let p = Problem::new(board.clone(), goal.clone()).unwrap();
                let mut search = Rbfs::new(&p, &config(), estimator.clone());
                while search.step().is_some() {}
                let sol = search.solution().expect("solved");
                assert_eq!((sol.len(), sol.optimal), (d as usize, true), "{goal_name}: {:?}", board.tiles());
                assert_eq!(sol.states.last(), Some(&goal.state()));
                assert_eq!(geometry.blank_of(sol.states[0]), board.blank());
                checked += 1;
            }
            assert_eq!(checked, reachable_every(&table, stride), "{goal_name}");
        }
    }

    /// Expanded, generated, the largest frontier and the path on fixed
    /// boards, pinned (computed by this search, then checked shortest: 19,
    /// 31 and 2 moves, as BFS finds).
    #[test]
    fn counts_are_pinned() {
        let shown: Vec<String> = ["2 3 4 1 5 x 7 6 8", "8 6 7 2 5 4 3 x 1", "1 2 3 4 5 6 x 7 8"]
            .iter()
            .map(|board| {
                let s = solved(board);
                let c = s.counters();
                let sol = s.solution().unwrap();
                format!("{board}: {} {} {} {}", c.expanded, c.generated, c.max_frontier, sol.move_string())
            })
            .collect();
        assert_eq!(
            shown,
            [
                "2 3 4 1 5 x 7 6 8: 755 1289 36 dlurullddrurdllurdr",
                "8 6 7 2 5 4 3 x 1: 13965 22449 58 rulldrruuldlurdldrurdlurullddrr",
                "1 2 3 4 5 6 x 7 8: 2 5 4 rr",
            ]
        );
    }

    /// A step backs values up: after a return, the node left holds the
    /// smallest f below it, and the events carry f-limits.
    #[test]
    fn f_limits_and_backed_up_values() {
        let mut search = Rbfs::new(
            &problem("8 6 7 2 5 4 3 x 1"),
            &config(),
            GoalHeuristic::new(Heuristic::Manhattan, named("ordered", 3, 3).as_ref().unwrap()),
        );
        let first = search.step().unwrap().clone();
        assert_eq!((first.f, first.counters.threshold), (21.0, INFINITE));
        let second = search.step().unwrap().clone();
        assert!(second.counters.threshold < INFINITE);
        let mut backed_up = 0;
        let mut last_f = 0.0;
        while let Some(e) = search.step() {
            assert!(e.f <= f64::from(e.counters.threshold), "a node is entered only within its f-limit");
            assert!(e.f >= f64::from(e.g + e.h));
            if e.f > f64::from(e.g + e.h) {
                backed_up += 1;
            }
            last_f = e.f;
        }
        assert_eq!(last_f, 31.0);
        assert!(backed_up > 0);
    }

    #[test]
    fn the_quiz_answer_is_the_next_expansion_and_says_why() {
        let mut search = start(&problem("2 3 4 1 5 x 7 6 8"), &config());
        let mut codes = Vec::new();
        for _ in 0..200 {
            let Some(q) = quiz::ask(search.as_ref(), Algorithm::Rbfs, TieBreak::default(), 1.0, 4) else { break };
            let picked = q.candidates[q.answer].clone();
            let e = search.step().unwrap().clone();
            assert_eq!((picked.state, picked.f), (e.state, e.f));
            match q.reason.code {
                "rbfs-start" => assert_eq!(e.counters.steps, 1),
                "rbfs-best" => {
                    assert_eq!(q.reason.arg("f"), Some(&e.f.into()));
                    assert_eq!(q.reason.arg("limit"), Some(&e.counters.threshold.into()));
                }
                code => panic!("{code}"),
            }
            codes.push(q.reason.code);
        }
        assert_eq!(codes[0], "rbfs-start");
        assert!(codes[1..].iter().all(|c| *c == "rbfs-best"));
    }

    #[test]
    fn its_lines_step_by_step() {
        let mut search = start(&problem("2 3 4 1 5 x 7 6 8"), &config());
        let text = |ran: &Ran| format!("{} | {}", ran.lines().join(" "), ran.focus().unwrap_or("-"));
        let mut shown = vec![text(&search.last_event().ran)];
        for _ in 0..3 {
            shown.push(text(&search.step().unwrap().ran));
        }
        assert_eq!(
            shown,
            [
                "rbfs-init | rbfs-init",
                "goal-test rbfs-successors rbfs-backed-up rbfs-backed-up rbfs-backed-up | rbfs-successors",
                "loop rbfs-best rbfs-alternative rbfs-recurse goal-test rbfs-successors rbfs-backed-up | rbfs-successors",
                "loop rbfs-best rbfs-alternative rbfs-recurse goal-test rbfs-successors rbfs-backed-up \
                 rbfs-backed-up | rbfs-successors",
            ]
        );
        // A step that returns from a call: the failure, the value backed up, then down again.
        let returned = (0..200).find_map(|_| {
            let e = search.step().unwrap();
            e.ran.lines().contains(&"rbfs-over-limit").then(|| text(&e.ran))
        });
        assert_eq!(
            returned.as_deref(),
            Some(
                "loop rbfs-best rbfs-over-limit rbfs-recurse rbfs-if-result loop rbfs-best rbfs-alternative \
                 rbfs-recurse goal-test rbfs-successors rbfs-backed-up rbfs-backed-up rbfs-backed-up | rbfs-successors"
            )
        );
    }

    /// The reachable states among every `stride`-th rank (181,440 for 1).
    fn reachable_every(table: &[u8], stride: usize) -> usize {
        let n = table.iter().step_by(stride).filter(|&&d| d != UNREACHABLE).count();
        assert!(stride != 1 || n == 181_440);
        n
    }
}
