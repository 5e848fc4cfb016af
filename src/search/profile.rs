//! The frontier counted by priority: how many open nodes wait at each f (A*
//! family, IDA*) or depth g (BFS, bidirectional BFS).
//!
//! A* expands in order of f, so its frontier seen this way shows the
//! f-contours of the textbook filling one after the other; BFS's frontier
//! only ever spans two depths. The page draws it as a live histogram, once
//! per frame, so [`Search::frontier_profile`](super::Search::frontier_profile)
//! must be cheap to read and cheaper still to keep: the A* family updates
//! live counts per f in its open list (`open_list.rs`), BFS
//! reads its queue's two depths off the arena ([`by_depth`]) and IDA* walks
//! its short stack.

use super::Side;

/// One bar: `count` open nodes with priority `value` on `side`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FrontierBar {
    /// f for the A* family and IDA* (g + w·h, so fractional for some
    /// weights), g for BFS, bidirectional BFS and IDDFS.
    pub value: f64,
    /// Open nodes with that value.
    pub count: u64,
    /// Which search they belong to (backward only in bidirectional BFS).
    pub side: Side,
}

/// The queue of a breadth-first search by depth (`g` reads a node's).
/// Nodes join the queue in order of depth, so it holds at most two depths
/// and the boundary is found by bisection, with nothing kept per node.
pub(crate) fn by_depth<T>(queue: &[T], g: impl Fn(&T) -> u16, side: Side) -> Vec<FrontierBar> {
    let mut bars = Vec::new();
    let mut rest = queue;
    while let Some(first) = rest.first() {
        let depth = g(first);
        let n = rest.partition_point(|node| g(node) == depth);
        bars.push(FrontierBar { value: depth as f64, count: n as u64, side });
        rest = &rest[n..];
    }
    bars
}

/// Bars from `(value, side)` pairs in any order: counted, sorted by side
/// then value (for IDA*'s stack, a few dozen frames).
pub(crate) fn tally(items: impl Iterator<Item = (f64, Side)>) -> Vec<FrontierBar> {
    let mut bars: Vec<FrontierBar> = Vec::new();
    for (value, side) in items {
        match bars.iter_mut().find(|b| b.value == value && b.side == side) {
            Some(bar) => bar.count += 1,
            None => bars.push(FrontierBar { value, count: 1, side }),
        }
    }
    bars.sort_by(|a, b| (a.side as u8).cmp(&(b.side as u8)).then(a.value.total_cmp(&b.value)));
    bars
}

#[cfg(test)]
mod tests {
    //! The profile against a frontier rebuilt from the events alone: every
    //! step's selected node leaves it, and its children join it as their
    //! kinds say. After every step both must agree exactly, and the counts
    //! must add up to the `frontier` counter.

    use super::super::start as start_search;
    use super::super::*;
    use crate::parse::{parse_board, parse_goal};
    use std::collections::HashMap;

    fn problem(start: &str, goal: &str) -> Problem {
        let s = parse_board(start, None).unwrap();
        let g = parse_goal(goal, s.width(), s.height()).unwrap();
        Problem::new(s, g).unwrap()
    }

    /// The f (or g) the page shows for a child, from the search's frontier
    /// key and weights (w only where the parameter bounds the path at w ×
    /// the shortest: weighted A*).
    fn priority(algorithm: Algorithm, weight: f64, g: u32, h: u32) -> f64 {
        let w = if algorithm.optimality() == crate::search::Optimality::WithinWeight { weight } else { 1.0 };
        match algorithm.frontier_key() {
            crate::search::FrontierKey::G => g as f64,
            crate::search::FrontierKey::H => h as f64,
            crate::search::FrontierKey::F => (g as u64 * 1000 + h as u64 * (w * 1000.0).round() as u64) as f64 / 1000.0,
        }
    }

    /// The frontier as the events describe it: the priorities each open
    /// state was pushed with (a tree search, IDA*, may hold a state twice),
    /// and the same counted by `(side, value)` to compare cheaply.
    #[derive(Default)]
    struct Model {
        open: HashMap<(u8, State), Vec<f64>>,
        counts: HashMap<(u8, u64), u64>,
    }

    impl Model {
        fn push(&mut self, side: Side, state: State, f: f64, replace: bool) {
            let entry = self.open.entry((side as u8, state)).or_default();
            if replace {
                for old in entry.drain(..) {
                    *self.counts.get_mut(&(side as u8, old.to_bits())).unwrap() -= 1;
                }
            }
            entry.push(f);
            *self.counts.entry((side as u8, f.to_bits())).or_default() += 1;
        }

        fn pop(&mut self, side: Side, state: State, f: f64) {
            let entry = self.open.get_mut(&(side as u8, state)).expect("the selected node was open");
            let at = entry.iter().rposition(|&x| x == f).expect("with the f it was pushed with");
            entry.remove(at);
            *self.counts.get_mut(&(side as u8, f.to_bits())).unwrap() -= 1;
        }

        fn is_empty(&self) -> bool {
            self.counts.values().all(|&n| n == 0)
        }

        fn bars(&self) -> Vec<FrontierBar> {
            let mut bars: Vec<FrontierBar> = (self.counts.iter())
                .filter(|(_, &count)| count > 0)
                .map(|(&(side, f), &count)| FrontierBar {
                    value: f64::from_bits(f),
                    count,
                    side: if side == 0 { Side::Forward } else { Side::Backward },
                })
                .collect();
            bars.sort_by(|a, b| (a.side as u8).cmp(&(b.side as u8)).then(a.value.total_cmp(&b.value)));
            bars
        }
    }

    fn check(start: &str, goal: &str, algorithm: Algorithm, heuristic: Heuristic, weight: f64) -> u64 {
        let problem = problem(start, goal);
        let config = Config { algorithm, heuristic, parameter: Some(weight), ..Config::default() };
        let mut search = start_search(&problem, &config);
        let tree = matches!(algorithm, Algorithm::IdaStar | Algorithm::Iddfs);
        let h0 = |b: &crate::board::Board| match algorithm.uses_heuristic() {
            false => 0,
            true => GoalHeuristic::new(heuristic, problem.goal()).estimate(b.state()),
        };
        let mut model = Model::default();
        model.push(Side::Forward, problem.start().state(), priority(algorithm, weight, 0, h0(problem.start())), false);
        if algorithm == Algorithm::Bibfs {
            model.push(Side::Backward, problem.goal().state(), 0.0, false);
        }
        assert_eq!(search.frontier_profile(), model.bars(), "before the first step");
        let mut steps = 0;
        while let Some(ev) = search.step() {
            let ev = ev.clone();
            steps += 1;
            if tree && ev.counters.new_iteration && ev.counters.iteration > 1 {
                // A new iteration starts again from the root alone.
                assert!(model.is_empty(), "step {steps}: the stack ran dry");
                model.push(Side::Forward, problem.start().state(), ev.f, false);
            }
            model.pop(ev.side, ev.state, ev.f);
            for c in ev.children() {
                let f = priority(algorithm, weight, c.g, c.h);
                match c.kind {
                    ChildKind::New => model.push(ev.side, c.state, f, !tree),
                    ChildKind::Improved => model.push(ev.side, c.state, f, true),
                    _ => {}
                }
            }
            let profile = search.frontier_profile();
            assert_eq!(profile, model.bars(), "{algorithm:?} step {steps}");
            let total: u64 = profile.iter().map(|b| b.count).sum();
            assert_eq!(total, ev.counters.frontier, "{algorithm:?} step {steps}: bars add up to the counter");
        }
        assert!(search.status().is_finished());
        steps
    }

    #[test]
    fn a_star_family_profiles_match_the_events() {
        let sample = "2 3 4 1 5 x 7 6 8";
        // 314 expansions, then the goal's selection (tests/pinned_counts.rs).
        assert_eq!(check(sample, "ordered", Algorithm::AStar, Heuristic::Manhattan, 1.0), 315);
        check("8 6 7 2 5 4 3 0 1", "ordered", Algorithm::AStar, Heuristic::Misplaced, 1.0);
        check(sample, "spiral", Algorithm::Greedy, Heuristic::Manhattan, 1.0);
        // Weight 1.5: f in halves, and nodes reached again by shorter paths.
        check("8 6 7 2 5 4 3 0 1", "ordered", Algorithm::WeightedAStar, Heuristic::LinearConflict, 1.5);
        check("5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14", "ordered", Algorithm::AStar, Heuristic::Manhattan, 1.0);
    }

    #[test]
    fn breadth_first_profiles_match_the_events() {
        check("2 3 4 1 5 x 7 6 8", "ordered", Algorithm::Bfs, Heuristic::Zero, 1.0);
        check("8 6 7 2 5 4 3 0 1", "ordered", Algorithm::Bibfs, Heuristic::Zero, 1.0);
        check("1 2 3 4 5 6 7 0 8", "ordered", Algorithm::Bibfs, Heuristic::Zero, 1.0);
    }

    #[test]
    fn iterative_deepening_profiles_match_the_events() {
        // 14,195 expansions over six iterations, then the goal.
        assert_eq!(check("8 6 7 2 5 4 3 0 1", "ordered", Algorithm::IdaStar, Heuristic::Manhattan, 1.0), 14_196);
        check("2 3 4 1 5 x 7 6 8", "ordered", Algorithm::Iddfs, Heuristic::Zero, 1.0);
    }

    #[test]
    fn a_star_profile_after_one_step_by_hand() {
        // Blank in the centre, one move from the goal (tile 5 is one cell
        // off: h = 1). The root (f = 0 + 1) is expanded: moving the blank
        // right gives the goal (f = 1 + 0); the three other moves displace
        // one more tile (f = 1 + 2). The next step selects the goal.
        let problem = problem("1 2 3 4 0 5 7 8 6", "1 2 3 4 5 0 7 8 6");
        let config = Config { algorithm: Algorithm::AStar, heuristic: Heuristic::Manhattan, ..Config::default() };
        let mut search = start_search(&problem, &config);
        assert_eq!(search.frontier_profile(), [FrontierBar { value: 1.0, count: 1, side: Side::Forward }]);
        search.step();
        assert_eq!(
            search.frontier_profile(),
            [
                FrontierBar { value: 1.0, count: 1, side: Side::Forward },
                FrontierBar { value: 3.0, count: 3, side: Side::Forward }
            ]
        );
        search.step();
        assert_eq!(search.status(), Status::Solved);
        assert_eq!(search.frontier_profile(), [FrontierBar { value: 3.0, count: 3, side: Side::Forward }]);
    }
}
