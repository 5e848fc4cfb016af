//! The trace against searches on small boards, with exact values (these
//! were the wasm tests of src/wasm/explain.rs; the numbers are the same).

use super::*;
use crate::board::Move::{Down, Left, Right, Up};
use crate::heuristic::Heuristic;
use crate::parse::{parse_board, parse_goal};
use crate::search::{self, Config};

const SAMPLE: &str = "2 3 4 1 5 0 7 6 8";
const HARDEST: &str = "8 6 7 2 5 4 3 0 1";

fn problem(start: &str) -> Problem {
    let start = parse_board(start, None).unwrap();
    let goal = parse_goal("ordered", start.width(), start.height()).unwrap();
    Problem::new(start, goal).unwrap()
}

/// A search and its trace (tree of [`TREE_LIMIT`] steps), not stepped yet.
fn traced(start: &str, algorithm: Algorithm, heuristic: Heuristic) -> (Problem, Box<dyn Search>, Trace) {
    let problem = problem(start);
    let config = Config { algorithm, heuristic, ..Config::default() };
    let search = search::start(&problem, &config);
    let trace = Trace::new(&problem, algorithm, TREE_LIMIT);
    (problem, search, trace)
}

fn run(search: &mut dyn Search, trace: &mut Trace) {
    while trace.step(search, 1 << 16) > 0 {}
}

fn bars(search: &dyn Search) -> Vec<(f64, u64, Side)> {
    search.frontier_profile().iter().map(|b| (b.value, b.count, b.side)).collect()
}

fn kinds(entry: &TraceEntry) -> Vec<(TraceChildKind, Move)> {
    entry.children.iter().map(|c| (c.kind, c.mv)).collect()
}

fn tiles(trace: &Trace, state: State) -> Vec<u8> {
    trace.geometry().unpack(state)
}

#[test]
fn frontier_profile_adds_up_to_the_frontier() {
    let (_, mut s, mut trace) = traced(SAMPLE, Algorithm::AStar, Heuristic::Manhattan);
    assert_eq!(bars(&*s), [(9.0, 1, Side::Forward)]);
    for _ in 0..40 {
        trace.step(&mut *s, 1);
        let total: u64 = s.frontier_profile().iter().map(|b| b.count).sum();
        assert_eq!(total, s.counters().frontier);
    }
    let (_, mut s, mut trace) = traced(HARDEST, Algorithm::Bibfs, Heuristic::Zero);
    assert_eq!(bars(&*s), [(0.0, 1, Side::Forward), (0.0, 1, Side::Backward)]);
    trace.step(&mut *s, 2);
    // Forward: 3 children at depth 1; backward: 2 children at depth 1.
    assert_eq!(bars(&*s), [(1.0, 3, Side::Forward), (1.0, 2, Side::Backward)]);
}

#[test]
fn idastar_iterations_add_up() {
    let (_, mut s, mut trace) = traced(HARDEST, Algorithm::IdaStar, Heuristic::Manhattan);
    run(&mut *s, &mut trace);
    let rows = iteration_counts(&*s);
    let thresholds: Vec<u32> = rows.iter().map(|r| r.threshold).collect();
    assert_eq!(thresholds, [21, 23, 25, 27, 29, 31]);
    let c = s.counters();
    assert_eq!(rows.iter().map(|r| r.expanded).sum::<u64>(), c.expanded);
    assert_eq!(rows.iter().map(|r| r.generated).sum::<u64>(), c.generated);
    assert_eq!(c.expanded, 14_195);
    let (_, astar, _) = traced(HARDEST, Algorithm::AStar, Heuristic::Manhattan);
    assert!(iteration_counts(&*astar).is_empty());
}

#[test]
fn tree_links_children_to_parents() {
    // BFS from the centre: the root's four children, then each edge child's
    // two new children and the root again (closed).
    let (_, mut s, mut trace) = traced("1 2 3 4 0 5 6 7 8", Algorithm::Bfs, Heuristic::Zero);
    assert_eq!(trace.step(&mut *s, 3), 3);
    let e = trace.entries();
    assert_eq!(e.len(), 3);
    let new = TraceChildKind::New;
    assert_eq!((e[0].parent, e[0].mv, e[0].g, e[0].h, e[0].f), (None, None, 0, 0, 0.0));
    assert_eq!((e[0].side, e[0].goal, e[0].iteration), (Side::Forward, false, 0));
    assert_eq!(kinds(&e[0]), [(new, Up), (new, Down), (new, Left), (new, Right)]);
    // Second: the up child, moves d (closed: the root), l, r (new).
    assert_eq!((e[1].parent, e[1].mv, e[1].g, e[1].h, e[1].f), (Some(0), Some(Up), 1, 0, 1.0));
    assert_eq!(kinds(&e[1]), [(TraceChildKind::Closed, Down), (new, Left), (new, Right)]);
    assert_eq!((e[2].parent, e[2].mv, e[2].g), (Some(0), Some(Down), 1));
    assert_eq!(tiles(&trace, e[1].state), [1, 0, 3, 4, 2, 5, 6, 7, 8]);
    // A child carries its state: the root's first child is the second entry.
    assert_eq!(e[0].children[0].state, e[1].state);
    assert_eq!(tiles(&trace, e[1].children[1].state), [0, 1, 3, 4, 2, 5, 6, 7, 8]);
    // Not solved: nothing is marked.
    assert!(trace.marks(&*s).is_empty());
    run(&mut *s, &mut trace);
    assert_eq!(trace.entries().len(), TREE_LIMIT);
}

#[test]
fn solution_path_is_marked_in_the_tree() {
    let (_, mut s, mut trace) = traced("1 2 3 4 5 6 0 7 8", Algorithm::AStar, Heuristic::Manhattan);
    run(&mut *s, &mut trace);
    let marks = trace.marks(&*s);
    // Root, then the blank moving right twice: three selections, all on the path.
    let on_path: Vec<bool> = marks.iter().map(|m| m.node.on_path).collect();
    assert_eq!(on_path, [true, true, true]);
    assert!(trace.entries()[2].goal, "the last entry is the goal's selection");
    assert_eq!(trace.entries()[1].mv, Some(Right));
    // Of the root's two children (u, r), the one to the right is on the path.
    assert_eq!(marks[0].children.iter().map(|m| m.on_path).collect::<Vec<_>>(), [false, true]);
    assert!(marks.iter().all(|m| !m.node.meeting));
}

#[test]
fn bfs_generates_the_goal_without_selecting_it() {
    let (_, mut s, mut trace) = traced("1 2 3 4 5 6 7 0 8", Algorithm::Bfs, Heuristic::Zero);
    run(&mut *s, &mut trace);
    let e = trace.entries();
    assert_eq!(e.len(), 1);
    let new = TraceChildKind::New;
    assert_eq!(kinds(&e[0]), [(new, Up), (new, Left), (TraceChildKind::Goal, Right)]);
    let marks = trace.marks(&*s);
    assert!(marks[0].node.on_path);
    assert_eq!(marks[0].children.iter().map(|m| m.on_path).collect::<Vec<_>>(), [false, false, true]);
    // A* marks the goal child alike, then selects it as its own entry;
    // IDA* shows it only when selected.
    let (_, mut s, mut trace) = traced("1 2 3 4 5 6 7 0 8", Algorithm::AStar, Heuristic::Manhattan);
    run(&mut *s, &mut trace);
    assert_eq!(trace.entries()[0].children[2].kind, TraceChildKind::Goal);
    assert!(trace.entries()[1].goal);
    let (_, mut s, mut trace) = traced("1 2 3 4 5 6 7 0 8", Algorithm::IdaStar, Heuristic::Manhattan);
    run(&mut *s, &mut trace);
    assert_eq!(trace.entries()[0].children[2].kind, new);
    assert!(trace.entries()[1].goal);
}

#[test]
fn bidirectional_trees_meet_at_one_node_seen_from_both_sides() {
    let (_, mut s, mut trace) = traced("1 2 3 0 4 6 7 5 8", Algorithm::Bibfs, Heuristic::Zero);
    run(&mut *s, &mut trace);
    let e = trace.entries();
    assert_eq!(s.solution().unwrap().len(), 3);
    let sides: Vec<(Side, u32, Option<u32>)> = e.iter().map(|e| (e.side, e.g, e.parent)).collect();
    let (f, b) = (Side::Forward, Side::Backward);
    // Each step expands the side with the smaller frontier.
    assert_eq!(sides, [(f, 0, None), (b, 0, None), (b, 1, Some(1)), (f, 1, Some(0)), (f, 1, Some(0)), (f, 1, Some(0))]);
    let marks = trace.marks(&*s);
    let nodes: Vec<Mark> = marks.iter().map(|m| m.node).collect();
    let on = Mark { on_path: true, meeting: false };
    let off = Mark::default();
    // Both roots, and the forward node one move from the start; the
    // backward node one move from the goal on the path was never expanded.
    assert_eq!(nodes, [on, on, off, off, off, on]);
    // The meeting node was never expanded: a child of one node in each tree.
    let (state, depth) = s.meeting().unwrap();
    assert_eq!(depth, 2);
    let met: Vec<(usize, usize)> = marks
        .iter()
        .enumerate()
        .flat_map(|(i, m)| m.children.iter().enumerate().filter(|(_, c)| c.meeting).map(move |(k, _)| (i, k)))
        .collect();
    assert_eq!(met, [(1, 1), (5, 1)]);
    for (i, k) in met {
        assert_eq!(e[i].children[k].state, state);
        assert!(marks[i].children[k].on_path);
    }
}

#[test]
fn iterative_deepening_starts_a_tree_at_each_iteration_and_marks_the_last() {
    let (_, mut s, mut trace) = traced("4 1 3 7 2 6 0 5 8", Algorithm::Iddfs, Heuristic::Zero);
    run(&mut *s, &mut trace);
    let e = trace.entries();
    let roots: Vec<u32> = e.iter().filter(|e| e.parent.is_none()).map(|e| e.iteration).collect();
    let iterations = s.counters().iteration;
    assert_eq!((iterations, e.len()), (7, 116));
    assert_eq!(roots, (1..=iterations).collect::<Vec<_>>());
    // Every parent is one level up, in the same iteration.
    for entry in e.iter().filter(|e| e.parent.is_some()) {
        let parent = &e[entry.parent.unwrap() as usize];
        assert_eq!((parent.g + 1, parent.iteration), (entry.g, entry.iteration));
    }
    assert!(e.iter().flat_map(|e| &e.children).any(|c| c.kind == TraceChildKind::OverThreshold));
    let marks = trace.marks(&*s);
    let on_path: Vec<usize> = (0..e.len()).filter(|&i| marks[i].node.on_path).collect();
    // The 6 moves and the start, all in the last iteration, the goal last.
    assert_eq!(on_path.len(), 7);
    assert!(on_path.iter().all(|&i| e[i].iteration == iterations));
    assert!(e[*on_path.last().unwrap()].goal);
}

#[test]
fn a_full_tree_leaves_the_search_unchanged() {
    let (_, mut s, mut trace) = traced(HARDEST, Algorithm::AStar, Heuristic::Manhattan);
    run(&mut *s, &mut trace);
    assert_eq!(trace.entries().len(), TREE_LIMIT);
    let plain = search::solve(&problem(HARDEST), &Config { heuristic: Heuristic::Manhattan, ..Config::default() });
    assert_eq!(s.counters(), plain.counters());
    assert_eq!(s.solution(), plain.solution());
    // A tree of 10 steps takes 10 steps, and the search goes on without it.
    let (_, mut s, _) = traced(SAMPLE, Algorithm::AStar, Heuristic::Manhattan);
    let mut small = Trace::new(&problem(SAMPLE), Algorithm::AStar, 10);
    assert_eq!(small.step(&mut *s, 25), 25);
    assert_eq!((small.entries().len(), small.limit()), (10, 10));
}

#[test]
fn distances_are_counted_once_given_a_table() {
    let (problem, mut s, mut trace) = traced(SAMPLE, Algorithm::AStar, Heuristic::Manhattan);
    assert_eq!(trace.start_distance(), None);
    assert!(trace.distance_table().is_none() && trace.expanded_by_distance().is_empty());
    trace.step(&mut *s, 5);
    let table = Arc::new(DistanceTable::new(problem.goal()).unwrap());
    assert!(table.fits(&problem));
    assert!(trace.count_distances(table.clone(), s.counters().expanded));
    assert_eq!(trace.distances_counted_from(), 5);
    let hist = trace.distance_table().unwrap().histogram();
    assert_eq!(hist.len(), 32);
    assert_eq!(hist.iter().sum::<u64>(), 181_440);
    assert_eq!(trace.start_distance(), Some(19));
    run(&mut *s, &mut trace);
    assert_eq!(trace.expanded_by_distance().iter().sum::<u64>(), 314 - 5);
    // Counted from the first step: every expansion.
    let (_, mut s, mut trace) = traced(SAMPLE, Algorithm::AStar, Heuristic::Manhattan);
    assert!(trace.count_distances(table.clone(), 0));
    run(&mut *s, &mut trace);
    assert_eq!(trace.distances_counted_from(), 0);
    assert_eq!(trace.expanded_by_distance().iter().sum::<u64>(), 314);
    // Begun late by replaying the steps taken: the same counts as from the first step.
    let whole = trace.expanded_by_distance().to_vec();
    let (problem, mut s, mut late) = traced(SAMPLE, Algorithm::AStar, Heuristic::Manhattan);
    late.step(&mut *s, 100);
    let mut replay = search::start(&problem, &Config { heuristic: Heuristic::Manhattan, ..Config::default() });
    assert!(late.count_distances_replaying(table.clone(), &mut *replay, s.counters().steps));
    assert_eq!((late.distances_counted_from(), late.expanded_by_distance().iter().sum::<u64>()), (0, 100));
    assert_eq!(late.entries().len(), 100, "the tree is left as it was");
    run(&mut *s, &mut late);
    assert_eq!(late.expanded_by_distance(), whole);
    // Another goal's table is refused; a board too large has none.
    let spiral = parse_goal("spiral", 3, 3).unwrap();
    let other = Problem::new(parse_board(SAMPLE, None).unwrap(), spiral).unwrap();
    let mut t = Trace::new(&other, Algorithm::AStar, TREE_LIMIT);
    assert!(!table.fits(&other));
    assert!(!t.count_distances(table, 0));
    assert!(t.expanded_by_distance().is_empty());
    let big = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", None).unwrap();
    assert!(DistanceTable::new(&big).is_none());
}

#[test]
fn breadth_first_search_to_depth_five_reaches_exactly_the_states_within_five_moves() {
    let (problem, mut s, mut trace) = traced(HARDEST, Algorithm::Bfs, Heuristic::Manhattan);
    let table = Arc::new(DistanceTable::new(problem.goal()).unwrap());
    assert!(trace.count_distances(table, 0));
    // Distances from the start, counted without the search: a backward BFS from it.
    let from_start = crate::state_space::distances(problem.start()).unwrap();
    let within = |d: u8| from_start.iter().filter(|&&x| x <= d).count();
    // BFS expands every state within 4 moves of the start before any at 5.
    trace.step(&mut *s, within(4) as u64);
    let reached = trace.reached();
    assert_eq!(reached.iter().filter(|&&m| m == REACHED_EXPANDED).count(), within(4));
    assert_eq!(reached.iter().filter(|&&m| m != REACHED_NONE).count(), within(5));
    for (rank, &mark) in reached.iter().enumerate() {
        let d = from_start[rank];
        let expected = if d <= 4 {
            REACHED_EXPANDED
        } else if d == 5 {
            REACHED_GENERATED
        } else {
            REACHED_NONE
        };
        assert_eq!(mark, expected, "rank {rank}, {d} moves from the start");
    }
    assert_eq!((within(4), within(5)), (33, 61));
}

#[test]
fn child_kinds_have_one_name_each() {
    let names: Vec<&str> = TraceChildKind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(names, ["new", "improved", "in-frontier", "closed", "over-threshold", "goal"]);
    assert!(TraceChildKind::ALL.iter().enumerate().all(|(i, k)| k.index() == i));
}
