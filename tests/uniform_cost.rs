//! Uniform-cost search (代价树的宽度优先搜索) on the whole 8-puzzle.
//!
//! Running it from each of the 181,440 starts would take hours (with h = 0
//! it expands about half the space per run), so the every-state check reads
//! the one invariant its optimality rests on: the g a node has when it is
//! selected is the cheapest cost from the start. One search per goal, from
//! the goal to a state at the largest distance (distances are symmetric: a
//! move is undone by the opposite move, which moves the same tile), selects
//! every other state on the way, and the g of each selection must equal its
//! distance in the full BFS table. The path itself is checked on every 2,999th
//! state of each goal, start to goal as the user runs it.

mod common;

use common::{assert_path, board, goal, solve, tables_3x3};
use npuzzle::board::Board;
use npuzzle::heuristic::Heuristic;
use npuzzle::problem::{Costs, Problem, Status};
use npuzzle::rank::{rank, unrank};
use npuzzle::search::{self, Algorithm, Config, EventKind};
use npuzzle::state_space::UNREACHABLE;

const GOALS: [&str; 3] = ["ordered", "spiral", "blank-first"];

fn ucs() -> Config {
    Config { algorithm: Algorithm::Ucs, heuristic: Heuristic::Zero, ..Config::default() }
}

#[test]
fn every_state_is_selected_at_its_bfs_distance() {
    for name in GOALS {
        let table = tables_3x3().iter().find(|t| t.name == name).unwrap();
        let max = *table.table.iter().filter(|&&d| d != UNREACHABLE).max().unwrap();
        let far = (0..table.table.len()).find(|&r| table.table[r] == max).unwrap();
        let far = Board::new(3, 3, unrank(far as u64, 9)).unwrap();
        let problem = Problem::new(table.goal.clone(), far.clone()).unwrap();
        let geometry = problem.geometry().clone();
        let mut search = search::start(&problem, &ucs());
        let mut selected = 0u64;
        while let Some(event) = search.step() {
            let tiles = geometry.unpack(event.state);
            assert_eq!(event.g, table.table[rank(&tiles) as usize] as u32, "{name}: {tiles:?}");
            selected += 1;
            if event.kind == EventKind::Goal {
                assert_eq!(event.g, max as u32, "{name}");
            }
        }
        assert_eq!(search.status(), Status::Solved, "{name}");
        assert_eq!(search.solution().unwrap().len(), max as usize, "{name}");
        // Every state closer than the farthest was selected (and some at it).
        let closer = table.table.iter().filter(|&&d| d < max).count() as u64;
        assert!(selected > closer, "{name}: {selected} selections, {closer} states closer");
    }
}

#[test]
fn paths_from_sampled_starts_are_as_long_as_bfs_distances() {
    let mut runs = 0;
    for name in GOALS {
        let table = tables_3x3().iter().find(|t| t.name == name).unwrap();
        for r in (0..table.table.len()).step_by(2999) {
            let d = table.table[r];
            if d == UNREACHABLE {
                continue;
            }
            let start = Board::new(3, 3, unrank(r as u64, 9)).unwrap();
            let search = solve(&start, &table.goal, &ucs());
            let solution = search.solution().unwrap();
            assert_path(&start, &table.goal, solution, name);
            assert_eq!(solution.len(), d as usize, "{name} rank {r}");
            assert!(solution.optimal, "{name} rank {r}");
            runs += 1;
        }
    }
    assert_eq!(runs, 180);
}

/// Expansions, generated and the largest frontier on two fixed boards,
/// pinned; with unit costs uniform cost expands what A* with h = 0 does
/// (the same order: smallest g, then first in), and finds BFS's path length.
#[test]
fn pinned_counts() {
    for (start, expanded, generated, max_frontier, moves) in [
        ("8 6 7 2 5 4 3 x 1", 181_438, 483_837, 25_134, "uulddrruuldldrruuldldrruullddrr"),
        ("2 3 4 1 5 x 7 6 8", 31_872, 86_996, 14_421, "ullddrurdllurdruldr"),
    ] {
        let search = solve(&board(start), &goal("ordered", 3, 3), &ucs());
        let c = search.counters();
        assert_eq!((c.expanded, c.generated, c.max_frontier), (expanded, generated, max_frontier), "{start}");
        assert_eq!(search.solution().unwrap().move_string(), moves, "{start}");
        let astar = solve(&board(start), &goal("ordered", 3, 3), &common::config(Algorithm::AStar, Heuristic::Zero));
        assert_eq!(astar.counters().expanded, c.expanded, "{start}");
        let bfs = solve(&board(start), &goal("ordered", 3, 3), &common::config(Algorithm::Bfs, Heuristic::Zero));
        assert_eq!(bfs.solution().unwrap().len(), moves.len(), "{start}");
    }
}

/// The goal test runs on selection: when the goal is first generated the
/// search goes on, and the goal's selection is a step of its own.
#[test]
fn the_goal_is_tested_when_selected_not_when_generated() {
    // One move from the goal: BFS stops at its first expansion, where it
    // generates the goal. Uniform cost generates it there too (third of the
    // start's three children: up, left, right) but goes on: the two
    // children queued before it are expanded first, then the goal is
    // selected, at the fourth step.
    let start = board("1 2 3 4 5 6 7 x 8");
    let problem = Problem::new(start, goal("ordered", 3, 3)).unwrap();
    let mut search = search::start(&problem, &ucs());
    let first = search.step().unwrap().clone();
    assert_eq!(first.kind, EventKind::Expanded);
    assert!(first.children().iter().any(|c| c.state == problem.goal().state()));
    let kinds: Vec<(EventKind, u32)> = (0..3).map(|_| search.step().map(|e| (e.kind, e.g)).unwrap()).collect();
    assert_eq!(kinds, [(EventKind::Expanded, 1), (EventKind::Expanded, 1), (EventKind::Goal, 1)]);
    assert_eq!(search.status(), Status::Solved);
    assert_eq!((search.counters().steps, search.counters().expanded), (4, 3));
    let bfs = search::solve(&problem, &common::config(Algorithm::Bfs, Heuristic::Zero));
    assert_eq!(bfs.counters().steps, 1);
}

// ── Heavy tiles: each move costs the number of the tile it moves ──

/// The cheapest cost from `goal` to every state of the 3×3 puzzle under
/// heavy costs, by a Dijkstra of the whole space written here, apart from
/// the search code: states by rank, a binary heap of (cost, rank). A move
/// costs the same both ways, so these are the costs to the goal too.
fn heavy_costs_from(goal: &Board) -> Vec<u32> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let mut cost = vec![u32::MAX; 362_880];
    let start = rank(goal.tiles()) as usize;
    cost[start] = 0;
    let mut heap = BinaryHeap::from([Reverse((0u32, start))]);
    while let Some(Reverse((c, r))) = heap.pop() {
        if c > cost[r] {
            continue;
        }
        let tiles = unrank(r as u64, 9);
        let blank = tiles.iter().position(|&t| t == 0).unwrap();
        let (row, col) = (blank / 3, blank % 3);
        let mut next = Vec::new();
        if row > 0 {
            next.push(blank - 3);
        }
        if row < 2 {
            next.push(blank + 3);
        }
        if col > 0 {
            next.push(blank - 1);
        }
        if col < 2 {
            next.push(blank + 1);
        }
        for to in next {
            let mut child = tiles.clone();
            let tile = child[to];
            child.swap(blank, to);
            let rc = rank(&child) as usize;
            if c + (tile as u32) < cost[rc] {
                cost[rc] = c + tile as u32;
                heap.push(Reverse((cost[rc], rc)));
            }
        }
    }
    cost
}

fn heavy(algorithm: Algorithm, heuristic: Heuristic) -> Config {
    Config { algorithm, heuristic, costs: Costs::Heavy, ..Config::default() }
}

/// What a path costs, worked out here from its states.
fn cost_of(solution: &npuzzle::problem::Solution) -> u32 {
    let g = npuzzle::board::Geometry::new(3, 3).unwrap();
    solution.states.windows(2).map(|w| g.tile(w[1], g.blank_of(w[0])) as u32).sum()
}

#[test]
fn under_heavy_costs_every_state_is_selected_at_its_cheapest_cost() {
    for name in GOALS {
        let goal = goal(name, 3, 3);
        let costs = heavy_costs_from(&goal);
        let max = *costs.iter().filter(|&&c| c != u32::MAX).max().unwrap();
        let far = (0..costs.len()).find(|&r| costs[r] == max).unwrap();
        let far = Board::new(3, 3, unrank(far as u64, 9)).unwrap();
        let problem = Problem::new(goal.clone(), far).unwrap();
        let geometry = problem.geometry().clone();
        let mut search = search::start(&problem, &heavy(Algorithm::Ucs, Heuristic::Zero));
        let mut selected = 0u64;
        while let Some(event) = search.step() {
            let tiles = geometry.unpack(event.state);
            assert_eq!(event.g, costs[rank(&tiles) as usize], "{name}: {tiles:?}");
            selected += 1;
        }
        let solution = search.solution().unwrap();
        assert!(solution.optimal, "{name}");
        assert_eq!(cost_of(solution), max, "{name}");
        let cheaper = costs.iter().filter(|&&c| c < max).count() as u64;
        assert!(selected > cheaper, "{name}: {selected} selections, {cheaper} states cheaper");
    }
}

/// Uniform cost and A* with Manhattan weighted by the tile return the
/// cheapest path from sampled starts (every 2,999th state): its cost is the
/// Dijkstra's, and both are called optimal; BFS's path is shortest in moves
/// and not called optimal.
#[test]
fn under_heavy_costs_paths_from_sampled_starts_are_the_cheapest() {
    let mut runs = 0;
    let mut bfs_dearer = 0;
    for name in GOALS {
        let goal = goal(name, 3, 3);
        let costs = heavy_costs_from(&goal);
        let table = tables_3x3().iter().find(|t| t.name == name).unwrap();
        for r in (0..costs.len()).step_by(2999) {
            if costs[r] == u32::MAX {
                continue;
            }
            let start = Board::new(3, 3, unrank(r as u64, 9)).unwrap();
            for config in [heavy(Algorithm::Ucs, Heuristic::Zero), heavy(Algorithm::AStar, Heuristic::HeavyManhattan)] {
                let search = solve(&start, &goal, &config);
                let solution = search.solution().unwrap();
                assert_path(&start, &goal, solution, name);
                assert_eq!(cost_of(solution), costs[r], "{name} rank {r} {:?}", config.algorithm);
                assert!(solution.optimal, "{name} rank {r}");
            }
            let bfs = solve(&start, &goal, &heavy(Algorithm::Bfs, Heuristic::Zero));
            let path = bfs.solution().unwrap();
            assert_eq!(path.len(), table.table[r] as usize);
            assert!(!path.optimal && cost_of(path) >= costs[r]);
            bfs_dearer += (cost_of(path) > costs[r]) as u32;
            runs += 1;
        }
    }
    assert_eq!(runs, 180);
    assert!(bfs_dearer > 0);
}

/// Manhattan weighted by the tile is admissible and consistent under heavy
/// costs on every state (against the Dijkstra), and overestimates the
/// move count somewhere (not admissible under unit costs).
#[test]
fn heavy_manhattan_is_a_lower_bound_of_the_cheapest_cost() {
    let goal = goal("ordered", 3, 3);
    let costs = heavy_costs_from(&goal);
    let table = &tables_3x3().iter().find(|t| t.name == "ordered").unwrap().table;
    let h = Heuristic::HeavyManhattan.build(&goal).unwrap();
    let mut over_moves = 0;
    for r in 0..costs.len() {
        if costs[r] == u32::MAX {
            continue;
        }
        let value = h.estimate_tiles(&unrank(r as u64, 9));
        assert!(value <= costs[r], "rank {r}: {value} > {}", costs[r]);
        over_moves += (value > table[r] as u32) as u32;
    }
    assert!(over_moves > 0);
    assert!(Heuristic::HeavyManhattan.admissible_under(Costs::Heavy) && !Heuristic::HeavyManhattan.admissible());
    assert!(Heuristic::Manhattan.admissible_under(Costs::Heavy));
}

/// Pinned under heavy costs on the POJ 1077 sample.
#[test]
fn pinned_counts_under_heavy_costs() {
    let start = board("2 3 4 1 5 x 7 6 8");
    let goal = goal("ordered", 3, 3);
    for (config, expanded, generated, cost, moves) in [
        (heavy(Algorithm::Ucs, Heuristic::Zero), 69_413, 186_933, 92, "ulldrrulldrdluurrdlldrr"),
        (heavy(Algorithm::AStar, Heuristic::HeavyManhattan), 1_637, 4_386, 92, "ulldrrulldrdluurrdlldrr"),
        (heavy(Algorithm::Bfs, Heuristic::Zero), 21_971, 59_086, 100, "ullddrurdllurdruldr"),
    ] {
        let search = solve(&start, &goal, &config);
        let c = search.counters();
        let solution = search.solution().unwrap();
        assert_eq!((c.expanded, c.generated), (expanded, generated), "{:?}", config.algorithm);
        assert_eq!((cost_of(solution), solution.move_string().as_str()), (cost, moves), "{:?}", config.algorithm);
        assert_eq!(Costs::Heavy.path_cost(&start.geometry(), solution), cost as u64);
    }
}
