//! Beam search (束搜索) of width k: breadth-first, level by level, keeping
//! only the k best states of each level by h.
//!
//! The beam is the level being expanded, one state per step in the beam's
//! order. Each state is tested for the goal when it is taken (the goal test
//! on selection, as in the A* family: finding the goal is a step but not an
//! expansion); otherwise its children are generated in [`Move::ALL`] order
//! and each new one joins the next level. When the last state of the beam
//! has been expanded, the next level is sorted by h, smallest first, and
//! its first k become the beam: among equal h the first generated is kept
//! (the tie rule: the parent's place in the beam, then up, down, left,
//! right), which a stable sort gives.
//!
//! It keeps a visited table across levels (a hash set, not the page's
//! visited-table choice): every state that has been in a beam. A child in
//! the table, or already in the next level (a sibling's or a cousin's
//! child), is skipped, so the search never goes back to a level it left.
//! So it is incomplete: when every child of the beam's states has been in a
//! beam before, the next level is empty and it stops
//! ([`StopReason::BeamEmpty`], "the beam lost the goal"), though the goal
//! may be reachable: it was cut from a level. A k as large as the widest
//! level (on 3×3, 181,440 always is) keeps every level whole: beam search
//! is then breadth-first search with the goal test on selection, and finds
//! a shortest path on every solvable board. Its paths are never called
//! shortest.

use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, DeclaredReason, Event, EventKind, FrontierBar, FrontierKey, Line,
    Optimality, ParameterRow, QuizRule, Ran, ReasonArg, Search, Side, HEAD,
};
use crate::board::{Geometry, Move, State};
use crate::heuristic::GoalHeuristic;
use crate::problem::{Problem, Solution, Status, StopReason};
use std::collections::HashSet;

/// Why beam search takes its next node: the quiz's reason, declared here
/// (`quiz.why.beam` on the page).
const REASON: DeclaredReason = DeclaredReason {
    code: "beam",
    arg: ReasonArg::H,
    english: "Beam search: the next state of this level's beam, the k best by h (h = {}).",
};

/// Beam search's row of the catalogue.
pub(super) const ROW: AlgorithmRow = AlgorithmRow {
    name: "beam",
    title: "Beam search",
    short: "Beam",
    phrase: "beam search",
    hint: "Level by level, keeping the k best states by h: fast, but it can lose the goal.",
    bound: None,
    uses_heuristic: true,
    iterative: false,
    bidirectional: false,
    visited_table: false,
    parameter: Some(&BEAM_WIDTH),
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::H,
    optimality: Optimality::None,
    quiz: QuizRule::Declared(&REASON),
    listing: &LISTING,
    start: |problem, config, estimator| {
        let width = config.parameter_value().unwrap_or(BEAM_WIDTH.default);
        Box::new(Beam::new(problem, config, estimator, width as usize))
    },
};

/// The beam's width k. Its default, 3, is a beam a class can follow on
/// 3×3 (at most 12 children a level, 3 kept), and one that, with
/// Manhattan distance, reaches the goal from every board of the 8-puzzle
/// (three goals, pinned in the tests), by paths far from the shortest (21
/// moves on the POJ sample, whose shortest is 19); k = 1 loses the goal on
/// more than half of them. The engine takes up to 200,000 (on 3×3, more
/// than a level can hold: the search is then breadth-first); the page
/// offers up to 10,000, enough to watch the paths shorten as k grows.
pub(super) const BEAM_WIDTH: ParameterRow = ParameterRow {
    key: "beam-width",
    symbol: "k",
    label: "Beam width",
    noun: "beam width",
    placeholder: "K",
    help: "the states kept at each level",
    effect: "a path, not the shortest, or the goal lost when k is too small",
    range: 1.0..=200_000.0,
    page_range: 1.0..=10_000.0,
    default: 3.0,
    page_default: 3.0,
    integer: true,
    step: 1.0,
    sentence: ParameterRow::out_of_range,
};

// The pseudo-code (the lines each step runs are named where they run).
const INIT: Line = Line::new("init-beam", 1);
const LOOP: Line = Line::new("while-beam", 1);
const NEW_LEVEL: Line = Line::new("new-level", 2);
const EACH: Line = Line::new("for-each-in-beam", 2);
const GOAL: Line = Line::new("goal-test", 3);
const EXPAND: Line = Line::new("for-children", 3).note("move-order");
const SEEN: Line = Line::new("skip-beam-seen", 4).note("seen");
const PUSH: Line = Line::new("push-next", 4);
const KEEP: Line = Line::new("keep-k-best", 2).note("first-of-equals");
const FAIL: Line = Line::new("fail", 1);
const LISTING: [Line; 11] = [HEAD, INIT, LOOP, NEW_LEVEL, EACH, GOAL, EXPAND, SEEN, PUSH, KEEP, FAIL];

/// A state in a beam or the next level: its parent's id, the move from it, g and h.
#[derive(Clone, Copy)]
struct Node {
    state: State,
    parent: u32,
    mv: Move,
    g: u32,
    h: u32,
}

/// Bytes one node costs, about: its entry and a table's entry.
const NODE_BYTES: u64 = (std::mem::size_of::<Node>() + 2 * (std::mem::size_of::<State>() + 8)) as u64;

/// Beam search of width k.
#[derive(Clone)]
pub(crate) struct Beam {
    geometry: Geometry,
    goal: State,
    estimator: GoalHeuristic,
    config: Config,
    width: usize,
    /// Every node that has been in a beam (ids are places here).
    nodes: Vec<Node>,
    /// The ids of the beam being expanded, and the place of the next.
    beam: Vec<u32>,
    at: usize,
    /// The next level, in the order its nodes were generated.
    next: Vec<Node>,
    in_next: HashSet<State>,
    /// The visited table: every state that has been in a beam.
    visited: HashSet<State>,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

impl Beam {
    fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic, width: usize) -> Beam {
        let start = problem.start().state();
        let h = estimator.estimate(start);
        let mut search = Beam {
            geometry: problem.geometry().clone(),
            goal: problem.goal().state(),
            estimator,
            config: config.clone(),
            width: width.max(1),
            nodes: vec![Node { state: start, parent: u32::MAX, mv: Move::Up, g: 0, h }],
            beam: vec![0],
            at: 0,
            next: Vec::new(),
            in_next: HashSet::new(),
            visited: HashSet::from([start]),
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
        (self.nodes.len() + self.next.len()) as u64 * NODE_BYTES
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

    /// The beam's states still to expand, then the next level's.
    fn waiting(&self) -> u64 {
        (self.beam.len() - self.at + self.next.len()) as u64
    }

    /// The next level's k best (smallest h, the first generated among
    /// equals) become the beam and enter the visited table.
    fn keep_best(&mut self) {
        let mut next = std::mem::take(&mut self.next);
        next.sort_by_key(|n| n.h);
        next.truncate(self.width);
        self.beam.clear();
        self.at = 0;
        for node in next {
            self.visited.insert(node.state);
            self.beam.push(self.nodes.len() as u32);
            self.nodes.push(node);
        }
        self.in_next.clear();
    }
}

impl super::ExactClone for Beam {
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        super::same_capacity(&mut copy.nodes, &self.nodes);
        super::same_capacity(&mut copy.beam, &self.beam);
        super::same_capacity(&mut copy.next, &self.next);
        copy
    }
}

impl Search for Beam {
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
        let id = self.beam[self.at];
        self.at += 1;
        let node = self.nodes[id as usize];
        let mut counters = self.event.counters;
        counters.steps += 1;
        counters.depth = node.g;
        let ev = &mut self.event;
        ev.state = node.state;
        ev.g = node.g;
        ev.h = node.h;
        ev.f = node.h.into();
        ev.child_count = 0;
        ev.ran.clear();
        if self.at == 1 {
            ev.ran.run(&LOOP);
            ev.ran.run(&NEW_LEVEL);
        }
        ev.ran.run(&EACH);
        ev.ran.run(&GOAL);
        if node.state == self.goal {
            ev.ran.end(&GOAL);
            ev.kind = EventKind::Goal;
            counters.frontier = self.waiting();
            self.event.counters = counters;
            self.status = Status::Solved;
            let start = self.nodes[0].state;
            self.solution = Some(Solution::from_moves(&self.geometry, start, self.moves_to(id), false));
            return Some(&self.event);
        }
        ev.kind = EventKind::Expanded;
        ev.ran.run(&EXPAND);
        counters.expanded += 1;
        counters.closed += 1;
        let blank = self.geometry.blank_of(node.state);
        let g = node.g + 1;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = self.geometry.slide(node.state, blank, to);
            let h = self.estimator.after_slide(node.h, node.state, child, tile, to, blank);
            counters.generated += 1;
            let kind = if self.visited.contains(&child) {
                ChildKind::Closed
            } else if !self.in_next.insert(child) {
                ChildKind::InFrontier
            } else {
                self.next.push(Node { state: child, parent: id, mv, g, h });
                ChildKind::New
            };
            let ev = &mut self.event;
            ev.ran.run(if kind == ChildKind::New { &PUSH } else { &SEEN });
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g, h, kind };
            ev.child_count += 1;
        }
        let mut focus = &EXPAND;
        if self.at == self.beam.len() {
            self.event.ran.run(&KEEP);
            focus = &KEEP;
            // The next level is whole: at its most, before the cut.
            counters.max_frontier = counters.max_frontier.max(self.next.len() as u64);
            self.keep_best();
            if self.beam.is_empty() {
                self.event.ran.run(&LOOP);
                self.event.ran.run(&FAIL);
                focus = &FAIL;
                let reason = StopReason::BeamEmpty { width: self.width as u32 };
                self.status = Status::Stopped { reason, expanded: counters.expanded };
            }
        }
        counters.frontier = self.waiting();
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        self.event.ran.end(focus);
        self.event.counters = counters;
        Some(&self.event)
    }

    super::progress::accessors!();

    /// The beam's states still to expand and the next level's, by h.
    fn frontier_profile(&self) -> Vec<FrontierBar> {
        let beam = self.beam[self.at..].iter().map(|&id| &self.nodes[id as usize]);
        super::profile::tally(beam.chain(self.next.iter()).map(|n| (f64::from(n.h), Side::Forward)))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{solve, start, Algorithm};
    use super::*;
    use crate::board::Board;
    use crate::goal::named;
    use crate::heuristic::Heuristic;
    use crate::parse::parse_board;
    use crate::rank::unrank;
    use crate::state_space::{distances, UNREACHABLE};

    /// The quiz's reason, declared by the row: its code, argument and
    /// English (the sentence src/message.rs pinned before it moved here).
    #[test]
    fn the_row_declares_its_quiz_reason() {
        let reason = REASON.message(4, 3, 7.0);
        assert_eq!((reason.code, reason.args.clone()), ("beam", vec![("h", 3.0.into())]));
        assert_eq!(reason.english, "Beam search: the next state of this level's beam, the k best by h (h = 3).");
        assert_eq!(Algorithm::Beam.quiz_rule(), QuizRule::Declared(&REASON));
        assert_eq!(super::super::reason_arguments("beam"), Some(&["h"][..]));
        assert!(super::super::declared_reasons().iter().any(|r| r.code == "beam"));
    }

    fn problem(start: &str, goal: &str) -> Problem {
        let s = parse_board(start, None).unwrap();
        let g = crate::parse::parse_goal(goal, s.width(), s.height()).unwrap();
        Problem::new(s, g).unwrap()
    }

    /// Beam search with Manhattan distance, of width `k` (the row's default when `None`).
    fn config(k: Option<u32>) -> Config {
        let parameter = k.map(f64::from);
        Config { algorithm: Algorithm::Beam, heuristic: Heuristic::Manhattan, parameter, ..Config::default() }
    }

    /// `(status, expanded, generated, path)` of a search run to its end.
    fn counts(p: &Problem, config: &Config) -> (Status, u64, u64, Option<String>) {
        let s = solve(p, config);
        let c = s.counters();
        (s.status(), c.expanded, c.generated, s.solution().map(|sol| sol.move_string()))
    }

    /// The path's moves, legal from the start, end at the goal; never called shortest.
    fn assert_reaches(p: &Problem, search: &dyn Search) -> usize {
        let solution = search.solution().expect("a solved search has a path");
        let end = p.start().apply_moves(&solution.move_string()).expect("every move is legal");
        assert_eq!(end, *p.goal(), "the path ends at the goal");
        assert!(!solution.optimal || solution.is_empty(), "beam search never calls its path shortest");
        solution.len()
    }

    /// Every state of the 3×3 puzzle for three goals (the goal's own space,
    /// 181,440 states each), with the default width k = 3: a legal path to
    /// the goal, or the beam emptied. Then the test checks it from the
    /// events: no level held more than k states, and every neighbour of
    /// every state of the last level had been in a beam (expanded), so the
    /// next level was indeed empty.
    ///
    /// `npm test` checks every 16th state (`the_8_puzzle_reaches_the_goal_or_
    /// the_beam_empties`, 8 s of CPU on this machine, where the whole space took
    /// 62 s, the longest test of the suite); `scripts/whole-space.sh` every one.
    fn reaches_the_goal_or_the_beam_empties(stride: usize) -> Vec<(&'static str, u32, u32, u32)> {
        let geometry = Geometry::new(3, 3).unwrap();
        let mut tally = Vec::new();
        for (goal_name, k) in
            [("ordered", 1), ("blank-first", 1), ("spiral", 1), ("ordered", 3), ("blank-first", 3), ("spiral", 3)]
        {
            let goal = named(goal_name, 3, 3).unwrap();
            let table = distances(&goal).unwrap();
            let (mut solved, mut lost) = (0, 0);
            for (r, &d) in table.iter().enumerate().step_by(stride) {
                if d == UNREACHABLE {
                    continue;
                }
                let board = Board::new(3, 3, unrank(r as u64, 9)).unwrap();
                let p = Problem::new(board, goal.clone()).unwrap();
                let mut s = start(&p, &config(Some(k)));
                // The states expanded, level by level.
                let mut levels: Vec<Vec<State>> = Vec::new();
                while let Some(event) = s.step() {
                    if event.kind == EventKind::Expanded {
                        let g = event.g as usize;
                        if levels.len() <= g {
                            levels.resize(g + 1, Vec::new());
                        }
                        levels[g].push(event.state);
                    }
                }
                assert!(levels.iter().all(|level| level.len() <= k as usize), "{goal_name} {r}");
                match s.status() {
                    Status::Solved => {
                        assert_reaches(&p, s.as_ref());
                        solved += 1;
                    }
                    Status::Stopped { reason: StopReason::BeamEmpty { width }, expanded } if width == k => {
                        assert!(s.solution().is_none());
                        let all: HashSet<State> = levels.iter().flatten().copied().collect();
                        assert_eq!(all.len() as u64, expanded, "each state is in a beam once");
                        assert!(!all.contains(&goal.state()));
                        for &state in levels.last().unwrap() {
                            let blank = geometry.blank_of(state);
                            for mv in Move::ALL {
                                let Some(to) = geometry.neighbour(blank, mv) else { continue };
                                assert!(all.contains(&geometry.slide(state, blank, to).0), "{goal_name} {r}");
                            }
                        }
                        lost += 1;
                    }
                    other => panic!("{goal_name} {r}: {other:?}"),
                }
            }
            tally.push((goal_name, k, solved, lost));
        }
        tally
    }

    #[test]
    fn the_8_puzzle_reaches_the_goal_or_the_beam_empties() {
        let tally = reaches_the_goal_or_the_beam_empties(16);
        // Every 16th rank: 11,340 states of each goal's space (the unreachable half skipped).
        assert_eq!(
            tally,
            [
                ("ordered", 1, 4_646, 6_694),
                ("blank-first", 1, 4_572, 6_768),
                ("spiral", 1, 5_681, 5_659),
                ("ordered", 3, 11_340, 0),
                ("blank-first", 3, 11_340, 0),
                ("spiral", 3, 11_340, 0),
            ]
        );
    }

    #[test]
    #[ignore = "whole space: run with --ignored (scripts/whole-space.sh)"]
    fn whole_space_every_state_of_the_8_puzzle_reaches_the_goal_or_the_beam_empties() {
        let tally = reaches_the_goal_or_the_beam_empties(1);
        assert!(tally.iter().all(|&(_, _, solved, lost)| solved + lost == 181_440));
        // With k = 1 the beam often walks into a corner of boards it has been on; with the
        // default 3 it never loses the goal on 3×3 (with Manhattan distance).
        assert_eq!(
            tally,
            [
                ("ordered", 1, 75_684, 105_756),
                ("blank-first", 1, 70_476, 110_964),
                ("spiral", 1, 94_458, 86_982),
                ("ordered", 3, 181_440, 0),
                ("blank-first", 3, 181_440, 0),
                ("spiral", 3, 181_440, 0),
            ]
        );
    }

    /// With k as large as the engine takes (more than any level of 3×3
    /// holds) no level is cut: every solvable board is solved, by a path as
    /// short as breadth-first search's (the exact distance), on every
    /// 2,003rd state for three goals.
    #[test]
    fn a_beam_wider_than_every_level_solves_every_board() {
        let wide = BEAM_WIDTH.range.end().to_owned() as u32;
        let mut checked = Vec::new();
        for goal_name in ["ordered", "blank-first", "spiral"] {
            let goal = named(goal_name, 3, 3).unwrap();
            let table = distances(&goal).unwrap();
            let mut n = 0;
            for (r, &d) in table.iter().enumerate().step_by(2003) {
                if d == UNREACHABLE {
                    continue;
                }
                let board = Board::new(3, 3, unrank(r as u64, 9)).unwrap();
                let p = Problem::new(board, goal.clone()).unwrap();
                let s = solve(&p, &config(Some(wide)));
                assert_eq!(s.status(), Status::Solved, "{goal_name} {r}");
                assert_eq!(assert_reaches(&p, s.as_ref()), usize::from(d), "{goal_name} {r}");
                n += 1;
            }
            checked.push(n);
        }
        assert_eq!(checked, [92, 92, 90]);
    }

    /// Expansions, generated nodes and paths on fixed boards, worked out
    /// once and pinned: the textbooks' example (5 moves from their spiral
    /// goal) and the POJ sample (19 moves from the ordered goal), for
    /// k = 1, the default 3, 10 and 100.
    #[test]
    fn counts_on_fixed_boards_are_pinned() {
        let book = problem("2 8 3 1 6 4 7 0 5", "spiral");
        let poj = problem("2 3 4 1 5 x 7 6 8", "ordered");
        let mut got = Vec::new();
        for p in [&book, &poj] {
            for k in [Some(1), None, Some(10), Some(100)] {
                got.push(counts(p, &config(k)));
            }
        }
        let solved = |expanded, generated, path: &str| (Status::Solved, expanded, generated, Some(path.to_string()));
        let k1 = "ullddrruulddluurrddlurdluulddrruulddluurrddluulddrruulddlururdd";
        assert_eq!(
            got,
            [
                solved(5, 16, "uuldr"),
                solved(13, 36, "uuldr"),
                solved(29, 81, "uuldr"),
                solved(33, 93, "uuldr"),
                // The POJ sample: 63 moves with k = 1, 21 with 3 and 10, 19 (the shortest) with 100.
                solved(63, 173, k1),
                solved(61, 170, "ulldrdrulldrruldlurrd"),
                solved(188, 514, "ulldrdrulldrruldlurrd"),
                solved(1283, 3505, "dlurullddrurdllurdr"),
            ]
        );
        // A board whose beam of one loses the goal (it is 20 moves away).
        let lost = problem("8 1 3 4 x 2 7 6 5", "ordered");
        let empty = Status::Stopped { reason: StopReason::BeamEmpty { width: 1 }, expanded: 85 };
        assert_eq!(counts(&lost, &config(Some(1))), (empty, 85, 233, None));
        let said = empty.coded();
        assert_eq!(
            (said.code, said.english.as_str()),
            (
                "stopped.beam-empty",
                "the beam lost the goal: every child of its 1 states had been in a beam before, so the next level is empty (85 expansions)"
            )
        );
    }

    /// What `ran` names: the lines in order, then the one that sums the step up.
    fn ran_text(ran: &Ran) -> String {
        format!("{} | {}", ran.lines().join(" "), ran.focus().unwrap_or("-"))
    }

    /// Every line an event names is a statement of the listing; the sample's
    /// first steps name these; a level's last expansion keeps the k best; a
    /// lost goal ends with the failure; a budget's stop names none.
    #[test]
    fn it_names_the_lines_it_runs() {
        assert_eq!(Algorithm::Beam.listing(), &LISTING[..]);
        let codes: Vec<&str> = LISTING.iter().filter(|l| !l.joined).map(|l| l.code).collect();
        let mut search = start(&problem("2 3 4 1 5 x 7 6 8", "ordered"), &config(None));
        let mut shown = vec![ran_text(&search.last_event().ran)];
        while let Some(event) = search.step() {
            for code in event.ran.lines().iter().chain(event.ran.focus().as_ref()) {
                assert!(codes.contains(code), "{code}");
            }
            if shown.len() < 4 {
                shown.push(ran_text(&event.ran));
            }
        }
        shown.push(ran_text(&search.last_event().ran));
        assert_eq!(
            shown,
            [
                "init-beam | init-beam",
                "while-beam new-level for-each-in-beam goal-test for-children push-next push-next push-next keep-k-best | keep-k-best",
                "while-beam new-level for-each-in-beam goal-test for-children skip-beam-seen push-next | for-children",
                "for-each-in-beam goal-test for-children skip-beam-seen push-next | for-children",
                "while-beam new-level for-each-in-beam goal-test | goal-test",
            ]
        );
        // A beam of one that loses the goal: the last step keeps nothing, and fails.
        let mut lost = start(&problem("8 1 3 4 x 2 7 6 5", "ordered"), &config(Some(1)));
        while lost.step().is_some() {}
        assert!(ran_text(&lost.last_event().ran).ends_with("keep-k-best while-beam fail | fail"));
        let solved = start(&problem("1 2 3 4 5 6 7 8 x", "ordered"), &config(None));
        assert_eq!(ran_text(&solved.last_event().ran), "goal-test | goal-test");
        let budget = Config { node_budget: 3, ..config(None) };
        let mut search = start(&problem("8 6 7 2 5 4 3 x 1", "ordered"), &budget);
        while search.step().is_some() {}
        assert_eq!(search.status(), Status::Stopped { reason: StopReason::NodeBudget, expanded: 3 });
        assert_eq!(search.last_event().ran, Ran::NONE);
    }
}
