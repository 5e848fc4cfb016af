//! Bidirectional A* that is guaranteed to meet in the middle (MM: Holte,
//! Felner, Sharon and Sturtevant, AAAI 2016), one expansion per step.
//!
//! Two best-first searches, one from the start (forward, h toward the goal)
//! and one from the goal (backward, h toward the start: the same heuristic
//! built for the start board), each ordering its open list by the priority
//! pr(n) = max(f(n), 2g(n)). The priority keeps each side from expanding a
//! node past the middle of a shortest path before the other side gets
//! there. A step expands the open node with the smallest priority
//! C = min(prmin_F, prmin_B) (forward when both sides have it; among equal
//! priority, the first added). Every child is looked up on the other side:
//! a hit is a path of length g_F + g_B, and the best, U, is kept. After each
//! expansion the search stops when
//! U ≤ max(C, fmin_F, fmin_B, gmin_F + gmin_B + ε), ε = 1 (the cheapest
//! move): no path not yet seen can be shorter than any of the four, so U is
//! shortest when both heuristics are admissible.
//!
//! A child reached again by a shorter path (on its own side) gets the new
//! g and goes back into that side's open list, closed or not (the paper's
//! "remove c from Open ∪ Closed, add it to Open"). The event's `f` is the
//! node's priority and `counters.threshold` is C.

use super::profile::{self, FrontierBar};
use super::{
    AlgorithmRow, Child, ChildKind, Config, Counters, Event, EventKind, FrontierKey, Line, Optimality, Problem,
    QuizRule, Ran, Search, Side, Solution, Status, HEAD,
};
use crate::board::{Board, Geometry, Move, State};
use crate::heuristic::{GoalHeuristic, Heuristic};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// MM's row of the catalogue.
pub(super) const ROW: AlgorithmRow = AlgorithmRow {
    name: "mm",
    title: "Bidirectional A* (MM)",
    short: "MM",
    phrase: "bidirectional A* (MM)",
    hint: "A* from both ends, priority max(f, 2g), meeting in the middle: shortest.",
    bound: Some("lower bound C"),
    uses_heuristic: true,
    iterative: false,
    bidirectional: true,
    visited_table: true,
    parameter: None,
    breaks_ties: false,
    weighs_costs: false,
    frontier_key: FrontierKey::F,
    optimality: Optimality::Admissible,
    quiz: QuizRule::MeetInTheMiddle,
    listing: &LISTING,
    start: |problem, config, estimator| Box::new(Mm::new(problem, config, estimator)),
};

// Its pseudo-code, the paper's (the lines each step runs are named where they run).
const INIT: Line = Line::new("mm-init", 1).note("mm-priority");
const LOOP: Line = Line::new("while-both-open", 1);
const C_LINE: Line = Line::new("mm-c", 2);
const STOP: Line = Line::new("mm-stop", 2).note("mm-epsilon");
const SIDE: Line = Line::new("mm-side", 2);
const POP: Line = Line::new("mm-pop", 2);
const EXPAND: Line = Line::new("for-children", 2);
const SKIP: Line = Line::new("mm-skip", 3).note("seen");
const ADD: Line = Line::new("mm-add", 3);
const MEET: Line = Line::new("mm-meet", 3);
const FAIL: Line = Line::new("mm-fail", 1);

/// MM's pseudo-code.
const LISTING: [Line; 12] = [HEAD, INIT, LOOP, C_LINE, STOP, SIDE, POP, EXPAND, SKIP, ADD, MEET, FAIL];

/// ε: the cost of the cheapest move.
const EPSILON: u32 = 1;
/// U before any meeting, and a minimum over an empty open list.
const INFINITE: u32 = u32::MAX / 4;

/// One stored state of a side.
#[derive(Clone, Copy, Debug)]
struct MmNode {
    state: State,
    parent: u32,
    g: u32,
    h: u32,
    blank: u8,
    mv: u8,
    open: bool,
}

impl MmNode {
    fn f(&self) -> u32 {
        self.g + self.h
    }

    fn pr(&self) -> u32 {
        self.f().max(2 * self.g)
    }
}

/// An open-list entry: (key, order added, node id, g when added): stale when
/// the node was closed or got another g since.
type Entry = Reverse<(u32, u64, u32, u32)>;

/// One side: its nodes, its table and its open list by priority, f and g
/// (three heaps, stale entries skipped when they reach the top).
#[derive(Clone)]
struct Half {
    estimator: GoalHeuristic,
    nodes: Vec<MmNode>,
    index: HashMap<State, u32>,
    by_pr: BinaryHeap<Entry>,
    by_f: BinaryHeap<Entry>,
    by_g: BinaryHeap<Entry>,
    open: usize,
    added: u64,
}

impl Half {
    fn new(board: &Board, estimator: GoalHeuristic) -> Half {
        let state = board.state();
        let h = estimator.estimate(state);
        let mut half = Half {
            estimator,
            nodes: Vec::new(),
            index: HashMap::new(),
            by_pr: BinaryHeap::new(),
            by_f: BinaryHeap::new(),
            by_g: BinaryHeap::new(),
            open: 0,
            added: 0,
        };
        let root = MmNode { state, parent: u32::MAX, g: 0, h, blank: board.blank() as u8, mv: 0, open: false };
        half.nodes.push(root);
        half.index.insert(state, 0);
        half.push(0);
        half
    }

    /// Puts node `id` (with its g) into the open list.
    fn push(&mut self, id: u32) {
        let node = &mut self.nodes[id as usize];
        if !node.open {
            self.open += 1;
        }
        node.open = true;
        let (g, f, pr) = (node.g, node.f(), node.pr());
        self.added += 1;
        self.by_pr.push(Reverse((pr, self.added, id, g)));
        self.by_f.push(Reverse((f, self.added, id, g)));
        self.by_g.push(Reverse((g, self.added, id, g)));
    }

    /// The smallest key of a heap's live entries (stale ones dropped).
    fn min(nodes: &[MmNode], heap: &mut BinaryHeap<Entry>) -> Option<(u32, u32)> {
        while let Some(&Reverse((key, _, id, g))) = heap.peek() {
            let node = &nodes[id as usize];
            if node.open && node.g == g {
                return Some((key, id));
            }
            heap.pop();
        }
        None
    }

    fn pr_min(&mut self) -> Option<(u32, u32)> {
        Half::min(&self.nodes, &mut self.by_pr)
    }

    fn f_min(&mut self) -> u32 {
        Half::min(&self.nodes, &mut self.by_f).map_or(INFINITE, |(k, _)| k)
    }

    fn g_min(&mut self) -> u32 {
        Half::min(&self.nodes, &mut self.by_g).map_or(INFINITE, |(k, _)| k)
    }

    fn memory(&self) -> u64 {
        let entry = std::mem::size_of::<Entry>() as u64;
        (self.nodes.capacity() * std::mem::size_of::<MmNode>()) as u64
            + self.index.capacity() as u64 * (std::mem::size_of::<(State, u32)>() as u64 + 1)
            + (self.by_pr.capacity() + self.by_f.capacity() + self.by_g.capacity()) as u64 * entry
    }

    /// The moves from this side's root to node `id`.
    fn moves_to(&self, mut id: u32) -> Vec<Move> {
        let mut moves = Vec::new();
        while self.nodes[id as usize].parent != u32::MAX {
            let node = &self.nodes[id as usize];
            moves.push(Move::from_index(node.mv as usize));
            id = node.parent;
        }
        moves.reverse();
        moves
    }
}

/// MM on the public states.
#[derive(Clone)]
pub(crate) struct Mm {
    geometry: Geometry,
    start: State,
    halves: [Half; 2],
    /// U and where it was found: (length, forward id, backward id).
    best: Option<(u32, u32, u32)>,
    optimal: bool,
    config: Config,
    status: Status,
    solution: Option<Solution>,
    event: Event,
}

/// The heuristic toward the start board, for the backward side: the same
/// one built for the start (a formula too). Tables built for a goal
/// (pattern databases) are not built again for the start: Manhattan,
/// admissible for any goal, stands in; a heuristic defined for one goal
/// only stands down to h = 0.
fn toward_start(estimator: &GoalHeuristic, start: &Board) -> GoalHeuristic {
    if let Some(formula) = estimator.formula() {
        return GoalHeuristic::from_formula(formula.clone(), start);
    }
    let kind = if estimator.kind().needs_tables() { Heuristic::Manhattan } else { estimator.kind() };
    kind.build(start).unwrap_or_else(|_| GoalHeuristic::new(Heuristic::Zero, start))
}

impl Mm {
    pub(crate) fn new(problem: &Problem, config: &Config, estimator: GoalHeuristic) -> Mm {
        let start = problem.start().state();
        let backward = toward_start(&estimator, problem.start());
        let optimal = estimator.known_admissible() && backward.known_admissible();
        let forward = Half::new(problem.start(), estimator);
        let backward = Half::new(problem.goal(), backward);
        let h = forward.nodes[0].h;
        let mut search = Mm {
            geometry: problem.geometry().clone(),
            start,
            halves: [forward, backward],
            best: None,
            optimal,
            config: config.clone(),
            status: Status::Running,
            solution: None,
            event: Event { state: start, h, f: h as f64, ran: Ran::only(&INIT), ..Event::default() },
        };
        search.event.counters =
            Counters { generated: 2, frontier: 2, max_frontier: 2, threshold: h, ..Counters::default() };
        if start == problem.goal().state() {
            search.best = Some((0, 0, 0));
            search.event.ran = Ran::only(&STOP);
            search.finish();
        }
        search
    }

    fn memory(&self) -> u64 {
        self.halves[0].memory() + self.halves[1].memory()
    }

    fn finish(&mut self) {
        let (_, f, b) = self.best.expect("finish only after a meeting");
        let mut moves = self.halves[0].moves_to(f);
        let back = self.halves[1].moves_to(b);
        moves.extend(back.iter().rev().map(|m| m.reverse()));
        // The parents may have changed since U was found, but only to shorter paths.
        let optimal = self.optimal;
        self.solution = Some(Solution::from_moves(&self.geometry, self.start, moves, optimal));
        self.status = Status::Solved;
    }

    /// C, and whether the stopping rule holds: U ≤ max(C, fmin_F, fmin_B, gmin_F + gmin_B + ε).
    fn bounds(&mut self) -> (u32, bool) {
        let [forward, backward] = &mut self.halves;
        let c = forward.pr_min().map_or(INFINITE, |(k, _)| k).min(backward.pr_min().map_or(INFINITE, |(k, _)| k));
        let lower = c.max(forward.f_min()).max(backward.f_min()).max(forward.g_min() + backward.g_min() + EPSILON);
        (c, self.best.is_some_and(|(u, _, _)| u <= lower))
    }
}

impl super::ExactClone for Mm {
    /// A clone with the original's spare capacity (a clone's `Vec`s and
    /// heaps have none), so the fork's memory counter is the original's.
    fn exact_clone(&self) -> Self {
        let mut copy = self.clone();
        for (half, original) in copy.halves.iter_mut().zip(&self.halves) {
            super::same_capacity(&mut half.nodes, &original.nodes);
            for (heap, original) in
                [(&mut half.by_pr, &original.by_pr), (&mut half.by_f, &original.by_f), (&mut half.by_g, &original.by_g)]
            {
                heap.reserve_exact(original.capacity().saturating_sub(heap.len()));
            }
            half.index.reserve(original.index.capacity().saturating_sub(half.index.len()));
        }
        copy
    }
}

impl Search for Mm {
    fn step(&mut self) -> Option<&Event> {
        if self.status != Status::Running {
            return None;
        }
        let forward_min = self.halves[0].pr_min();
        let backward_min = self.halves[1].pr_min();
        let (Some((pr_f, id_f)), Some((pr_b, id_b))) = (forward_min, backward_min) else {
            self.status = Status::Exhausted;
            self.event.ran = Ran::only(&FAIL);
            return None;
        };
        if let Some(stop) = super::budget_stop(&self.event.counters, &self.config, self.memory()) {
            self.status = stop;
            self.event.ran = Ran::NONE;
            return None;
        }
        let (side, id, c) = if pr_f <= pr_b { (0, id_f, pr_f) } else { (1, id_b, pr_b) };
        let other = 1 - side;
        let mut counters = self.event.counters;
        counters.expanded += 1;
        counters.steps += 1;
        counters.threshold = c;
        let node = self.halves[side].nodes[id as usize];
        self.halves[side].nodes[id as usize].open = false;
        self.halves[side].open -= 1;
        counters.depth = node.g;
        let ev = &mut self.event;
        ev.kind = EventKind::Expanded;
        ev.side = if side == 0 { Side::Forward } else { Side::Backward };
        ev.state = node.state;
        ev.g = node.g;
        ev.h = node.h;
        ev.f = node.pr() as f64;
        ev.child_count = 0;
        ev.ran.clear();
        for line in [&LOOP, &C_LINE, &STOP, &SIDE, &POP, &EXPAND] {
            ev.ran.run(line);
        }
        let blank = node.blank as usize;
        for mv in Move::ALL {
            let Some(to) = self.geometry.neighbour(blank, mv) else { continue };
            let (child, tile) = self.geometry.slide(node.state, blank, to);
            counters.generated += 1;
            let g = node.g + 1;
            let half = &mut self.halves[side];
            let (child_id, h, kind) = match half.index.get(&child) {
                Some(&seen) if half.nodes[seen as usize].g <= g => {
                    let n = &half.nodes[seen as usize];
                    let kind = if n.open { ChildKind::InFrontier } else { ChildKind::Closed };
                    self.event.ran.run(&SKIP);
                    let ev = &mut self.event;
                    ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g, h: n.h, kind };
                    ev.child_count += 1;
                    continue;
                }
                Some(&seen) => {
                    let n = &mut half.nodes[seen as usize];
                    n.g = g;
                    n.parent = id;
                    n.mv = mv as u8;
                    let h = n.h;
                    half.push(seen);
                    (seen, h, ChildKind::Improved)
                }
                None => {
                    let h = half.estimator.after_slide(node.h, node.state, child, tile, to, blank);
                    let child_id = half.nodes.len() as u32;
                    half.nodes.push(MmNode {
                        state: child,
                        parent: id,
                        g,
                        h,
                        blank: to as u8,
                        mv: mv as u8,
                        open: false,
                    });
                    half.index.insert(child, child_id);
                    half.push(child_id);
                    (child_id, h, ChildKind::New)
                }
            };
            self.event.ran.run(&ADD);
            if let Some(&met) = self.halves[other].index.get(&child) {
                let len = g + self.halves[other].nodes[met as usize].g;
                if self.best.is_none_or(|(u, _, _)| len < u) {
                    let (f, b) = if side == 0 { (child_id, met) } else { (met, child_id) };
                    self.best = Some((len, f, b));
                    self.event.ran.run(&MEET);
                }
            }
            let ev = &mut self.event;
            ev.children[ev.child_count] = Child { state: child, mv: Some(mv), g, h, kind };
            ev.child_count += 1;
        }
        counters.frontier = (self.halves[0].open + self.halves[1].open) as u64;
        counters.closed = (self.halves[0].nodes.len() + self.halves[1].nodes.len()) as u64 - counters.frontier;
        counters.max_frontier = counters.max_frontier.max(counters.frontier);
        counters.memory = self.memory();
        let (next_c, done) = self.bounds();
        if next_c < INFINITE {
            counters.threshold = next_c;
        }
        self.event.counters = counters;
        if done {
            // The next turn of the loop: C, and the stopping rule holds (the loop's head is
            // left out: a step with four children that meet runs 16 lines, `MAX_RAN`).
            self.event.ran.run(&C_LINE);
            self.event.ran.run(&STOP);
            self.event.ran.end(&STOP);
            self.finish();
        } else {
            self.event.ran.end(&EXPAND);
        }
        Some(&self.event)
    }

    super::progress::accessors!();

    /// Each side's open nodes by priority.
    fn frontier_profile(&self) -> Vec<FrontierBar> {
        let open = |half: &Half, side: Side| {
            half.nodes.iter().filter(|n| n.open).map(move |n| (n.pr() as f64, side)).collect::<Vec<_>>()
        };
        let mut all = open(&self.halves[0], Side::Forward);
        all.extend(open(&self.halves[1], Side::Backward));
        profile::tally(all.into_iter())
    }

    fn meeting(&self) -> Option<(State, u32)> {
        let (_, f, _) = self.best?;
        let node = &self.halves[0].nodes[f as usize];
        Some((node.state, node.g))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::rank::unrank;
    use crate::search::{quiz, start, Algorithm, TieBreak};
    use crate::state_space::{distances, UNREACHABLE};

    fn config() -> Config {
        Config { algorithm: Algorithm::Mm, heuristic: Heuristic::Manhattan, ..Config::default() }
    }

    fn problem(board: &str) -> Problem {
        let s = crate::parse::parse_board(board, None).unwrap();
        Problem::new(s, named("ordered", 3, 3).unwrap()).unwrap()
    }

    /// On every `stride`-th state of the 8-puzzle for `goal_name`, MM with Manhattan
    /// finds a shortest path (the exact distances of the whole space).
    fn every_state_gets_a_shortest_path(goal_name: &str, stride: usize) {
        let goal = named(goal_name, 3, 3).unwrap();
        let table = distances(&goal).unwrap();
        let estimator = GoalHeuristic::new(Heuristic::Manhattan, &goal);
        let mut checked = 0;
        for (r, &d) in table.iter().enumerate().step_by(stride) {
            if d == UNREACHABLE {
                continue;
            }
            let board = Board::new(3, 3, unrank(r as u64, 9)).unwrap();
            let p = Problem::new(board.clone(), goal.clone()).unwrap();
            let mut search = Mm::new(&p, &config(), estimator.clone());
            while search.step().is_some() {}
            let sol = search.solution().expect("solved");
            assert_eq!((sol.len(), sol.optimal), (d as usize, true), "{goal_name}: {:?}", board.tiles());
            assert_eq!(sol.states.last(), Some(&goal.state()));
            checked += 1;
        }
        assert_eq!(checked, reachable_every(&table, stride), "{goal_name}");
    }

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

    /// Expanded, generated, the largest frontier and the path on fixed
    /// boards, pinned (computed by this search, then checked shortest: 19,
    /// 31 and 2 moves, as BFS finds).
    #[test]
    fn counts_are_pinned() {
        let shown: Vec<String> = ["2 3 4 1 5 x 7 6 8", "8 6 7 2 5 4 3 x 1", "1 2 3 4 5 6 x 7 8"]
            .iter()
            .map(|board| {
                let s = super::super::solve(&problem(board), &config());
                let c = s.counters();
                let sol = s.solution().unwrap();
                format!("{board}: {} {} {} {}", c.expanded, c.generated, c.max_frontier, sol.move_string())
            })
            .collect();
        assert_eq!(
            shown,
            [
                "2 3 4 1 5 x 7 6 8: 411 1110 253 ldruullddrurdllurrd",
                "8 6 7 2 5 4 3 x 1: 5254 13785 2694 ruullddruldrrulurdlulddrrulldrr",
                "1 2 3 4 5 6 x 7 8: 2 7 4 rr",
            ]
        );
    }

    /// The stopping rule: once it holds, U is the path's length and C never passes it.
    #[test]
    fn it_stops_when_u_is_within_the_lower_bound() {
        let mut search = start(&problem("8 6 7 2 5 4 3 x 1"), &config());
        let mut last_c = 0;
        let mut sides = [0, 0];
        while let Some(e) = search.step() {
            assert!(e.counters.threshold >= last_c || e.counters.threshold + 1 >= last_c, "C");
            last_c = e.counters.threshold;
            sides[e.side as usize] += 1;
        }
        let sol = search.solution().unwrap();
        assert_eq!(sol.len(), 31);
        assert!(last_c <= 31);
        assert!(sides[0] > 0 && sides[1] > 0, "{sides:?}");
        assert_eq!(search.meeting().map(|(_, g)| g <= 31), Some(true));
    }

    #[test]
    fn the_quiz_answer_is_the_next_expansion_and_says_why() {
        let mut search = start(&problem("2 3 4 1 5 x 7 6 8"), &config());
        for _ in 0..100 {
            let Some(q) = quiz::ask(search.as_ref(), Algorithm::Mm, TieBreak::default(), 1.0, 4) else { break };
            let picked = q.candidates[q.answer].clone();
            let e = search.step().unwrap().clone();
            assert_eq!((picked.state, picked.f), (e.state, e.f));
            assert_eq!(q.reason.code, "mm-smallest-pr");
            assert_eq!(q.reason.arg("f"), Some(&e.f.into()));
        }
    }

    #[test]
    fn its_lines_step_by_step() {
        let mut search = start(&problem("2 3 4 1 5 x 7 6 8"), &config());
        let text = |ran: &Ran| format!("{} | {}", ran.lines().join(" "), ran.focus().unwrap_or("-"));
        let mut shown = vec![text(&search.last_event().ran)];
        for _ in 0..3 {
            shown.push(text(&search.step().unwrap().ran));
        }
        let mut solved = start(&problem("1 2 3 4 5 6 x 7 8"), &config());
        while solved.step().is_some() {}
        shown.push(text(&solved.last_event().ran));
        assert_eq!(
            shown,
            [
                "mm-init | mm-init",
                "while-both-open mm-c mm-stop mm-side mm-pop for-children mm-add mm-add mm-add | for-children",
                "while-both-open mm-c mm-stop mm-side mm-pop for-children mm-skip mm-add | for-children",
                "while-both-open mm-c mm-stop mm-side mm-pop for-children mm-add mm-add mm-skip | for-children",
                // The 2-move board: the sides meet at its second expansion, and the rule holds at once.
                "while-both-open mm-c mm-stop mm-side mm-pop for-children mm-add mm-skip mm-add mm-meet mm-c mm-stop \
                 | mm-stop",
            ]
        );
    }

    /// The reachable states among every `stride`-th rank (181,440 for 1).
    fn reachable_every(table: &[u8], stride: usize) -> usize {
        let n = table.iter().step_by(stride).filter(|&&d| d != UNREACHABLE).count();
        assert!(stride != 1 || n == 181_440);
        n
    }
}
