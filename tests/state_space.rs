//! The whole 8-puzzle state space, checked against the published facts in
//! `data/eightpuzzle_facts.txt` and against the step-wise BFS search.

mod common;

use common::{eightpuzzle_facts, goal, tables_3x3, GoalTable};
use npuzzle::board::Board;
use npuzzle::problem::{Problem, Status};
use npuzzle::rank::{factorial, rank, unrank};
use npuzzle::search::{self, Algorithm, ChildKind, Config, Counters, VisitedKind};
use npuzzle::state_space::{distance, histogram, UNREACHABLE};

fn table_for(tiles: &[u8]) -> &'static GoalTable {
    tables_3x3().iter().find(|t| t.goal.tiles() == tiles).unwrap_or_else(|| panic!("{tiles:?} is not a named goal"))
}

/// Boards at the largest distance, in rank order.
fn hardest(table: &[u8]) -> Vec<Vec<u8>> {
    let max = *table.iter().filter(|&&d| d != UNREACHABLE).max().unwrap();
    (0..table.len()).filter(|&r| table[r] == max).map(|r| unrank(r as u64, 9)).collect()
}

fn mean(table: &[u8]) -> String {
    let reachable: Vec<u64> = table.iter().filter(|&&d| d != UNREACHABLE).map(|&d| d as u64).collect();
    format!("{:.4}", reachable.iter().sum::<u64>() as f64 / reachable.len() as f64)
}

#[test]
fn facts_file_covers_ordered_spiral_and_blank_first() {
    let names: Vec<&str> = eightpuzzle_facts().iter().map(|f| table_for(&f.goal).name).collect();
    assert_eq!(names, ["ordered", "spiral", "blank-first"]);
}

#[test]
fn distance_tables_match_the_facts_file() {
    for facts in eightpuzzle_facts() {
        let t = table_for(&facts.goal);
        let name = t.name;
        let reachable = t.table.iter().filter(|&&d| d != UNREACHABLE).count() as u64;
        assert_eq!(reachable, facts.reachable, "{name}");
        assert_eq!(reachable, 181_440, "{name}");
        assert_eq!(t.table.len() as u64, factorial(9), "{name}");
        let h = histogram(&t.table);
        assert_eq!(h, facts.histogram, "{name}");
        assert_eq!(h.len() - 1, facts.max_distance as usize, "{name}");
        assert_eq!(*h.last().unwrap(), facts.at_max, "{name}");
        assert_eq!(mean(&t.table), facts.mean, "{name}");
        assert_eq!(distance(&t.table, &t.goal), Some(0), "{name}");
        let at_max = hardest(&t.table);
        assert_eq!(at_max.len() as u64, facts.at_max, "{name}");
        // The file lists the hardest boards in rank (lexicographic) order: all
        // of them when there are few, the first ones otherwise.
        assert_eq!(at_max[..facts.hardest.len()], facts.hardest[..], "{name}");
    }
}

#[test]
fn the_numbers_the_issue_names() {
    let ordered = table_for(goal("ordered", 3, 3).tiles());
    let h = histogram(&ordered.table);
    assert_eq!((h.len() - 1, h[31]), (31, 2));
    assert_eq!(hardest(&ordered.table), [[6, 4, 7, 8, 5, 0, 3, 2, 1], [8, 6, 7, 2, 5, 4, 3, 0, 1]]);
    let spiral = table_for(goal("spiral", 3, 3).tiles());
    let h = histogram(&spiral.table);
    assert_eq!((h.len() - 1, h[30]), (30, 148));
}

/// Renaming tiles while the blank stays in place maps moves onto moves, so
/// the reverse goal (blank in the same corner as ordered) has the ordered
/// goal's histogram, and its hardest boards are the renamed hardest boards.
#[test]
fn reverse_goal_is_ordered_with_tiles_renamed() {
    let ordered = table_for(goal("ordered", 3, 3).tiles());
    let reverse = table_for(goal("reverse", 3, 3).tiles());
    // rename[t] = the reverse goal's tile in the cell where ordered has t.
    let mut rename = [0u8; 9];
    for (cell, &t) in ordered.goal.tiles().iter().enumerate() {
        rename[t as usize] = reverse.goal.tiles()[cell];
    }
    assert_eq!(rename[0], 0);
    assert_eq!(histogram(&reverse.table), histogram(&ordered.table));
    let renamed: Vec<Vec<u8>> = eightpuzzle_facts()
        .iter()
        .find(|f| f.goal == ordered.goal.tiles())
        .unwrap()
        .hardest
        .iter()
        .map(|b| b.iter().map(|&t| rename[t as usize]).collect())
        .collect();
    let mut want = hardest(&reverse.table);
    want.sort();
    let mut renamed_sorted = renamed.clone();
    renamed_sorted.sort();
    assert_eq!(renamed_sorted, want);
    assert_eq!(want, [[1, 3, 2, 7, 4, 5, 6, 0, 8], [3, 5, 2, 1, 4, 0, 6, 7, 8]]);
    // Every state: distance to reverse of the renamed board = distance to ordered.
    for r in 0..factorial(9) {
        let tiles = unrank(r, 9);
        let renamed: Vec<u8> = tiles.iter().map(|&t| rename[t as usize]).collect();
        assert_eq!(reverse.table[rank(&renamed) as usize], ordered.table[r as usize]);
    }
}

/// Blank-first and ordered put the blank in opposite corners: the 180°
/// rotation with tiles renamed maps one onto the other, so their tables agree.
#[test]
fn blank_first_is_ordered_rotated() {
    let ordered = table_for(goal("ordered", 3, 3).tiles());
    let first = table_for(goal("blank-first", 3, 3).tiles());
    for r in 0..factorial(9) {
        let tiles = unrank(r, 9);
        // Rotate 180° (cell i → 8 − i) and rename t → 9 − t (blank stays 0).
        let mapped: Vec<u8> = tiles.iter().rev().map(|&t| if t == 0 { 0 } else { 9 - t }).collect();
        assert_eq!(first.table[rank(&mapped) as usize], ordered.table[r as usize]);
    }
}

fn exhaustive_bfs(visited: VisitedKind) -> Counters {
    // Ordered with two tiles swapped cannot be reached from ordered.
    let start = goal("ordered", 3, 3);
    let target = Board::new(3, 3, vec![2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    let problem = Problem::new(start, target).unwrap();
    assert!(!problem.solvability().solvable);
    let config = Config { algorithm: Algorithm::Bfs, visited, ..Config::default() };
    let s = search::solve(&problem, &config);
    assert_eq!(s.status(), Status::Exhausted, "{visited:?}");
    assert!(s.solution().is_none());
    s.counters()
}

#[test]
fn exhaustive_bfs_expands_the_whole_component_with_every_visited_table() {
    let dense = exhaustive_bfs(VisitedKind::Dense);
    assert_eq!(dense.expanded, 181_440);
    assert_eq!(dense.closed, 181_440);
    assert_eq!(dense.frontier, 0);
    assert_eq!(dense.steps, 181_440);
    // Each of the 9 blank cells holds the blank in 181,440 / 9 = 20,160
    // states; corners have 2 moves, edges 3, the centre 4: 24 per round.
    assert_eq!(dense.generated, 1 + 20_160 * (4 * 2 + 4 * 3 + 4));
    assert_eq!(dense.depth, 31);
    for kind in [VisitedKind::Auto, VisitedKind::Hash, VisitedKind::Ordered] {
        let c = exhaustive_bfs(kind);
        assert_eq!(
            (c.expanded, c.generated, c.max_frontier, c.closed, c.steps, c.depth),
            (dense.expanded, dense.generated, dense.max_frontier, dense.closed, dense.steps, dense.depth),
            "{kind:?}"
        );
    }
}

/// Step by step: every node the BFS search expands sits at its exact
/// distance from the start, depths never decrease, and each state is new
/// exactly once.
#[test]
fn bfs_search_expands_in_exact_distance_order() {
    let ordered = table_for(goal("ordered", 3, 3).tiles());
    let start = ordered.goal.clone();
    let target = Board::new(3, 3, vec![1, 2, 3, 4, 5, 6, 8, 7, 0]).unwrap();
    let problem = Problem::new(start.clone(), target).unwrap();
    let mut s = search::start(&problem, &Config { algorithm: Algorithm::Bfs, ..Config::default() });
    let g = start.geometry();
    let (mut last_depth, mut new_children, mut expanded) = (0, 0u64, 0u64);
    let mut per_depth = vec![0u64; 32];
    while let Some(ev) = s.step() {
        let tiles = g.unpack(ev.state);
        assert_eq!(ordered.table[rank(&tiles) as usize] as u32, ev.g);
        assert!(ev.g >= last_depth);
        last_depth = ev.g;
        per_depth[ev.g as usize] += 1;
        expanded += 1;
        for c in ev.children() {
            let d = ordered.table[rank(&g.unpack(c.state)) as usize] as u32;
            match c.kind {
                ChildKind::New => {
                    assert_eq!(d, ev.g + 1);
                    new_children += 1;
                }
                ChildKind::Closed | ChildKind::InFrontier => assert!(d <= ev.g + 1),
                other => panic!("BFS child kind {other:?}"),
            }
        }
    }
    assert_eq!(s.status(), Status::Exhausted);
    assert_eq!(expanded, 181_440);
    assert_eq!(new_children, 181_439);
    assert_eq!(per_depth, histogram(&ordered.table));
}
