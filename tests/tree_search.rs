//! Tree search (`VisitedKind::None`): no visited table, so a state is
//! expanded again for every path that reaches it. On a board far from the
//! goal it explodes and stops at its own budget with its own status; near
//! the goal it finds the same shortest path as graph search, with more
//! expansions, and counts the expansions it repeated.

mod common;

use common::{board, goal};
use npuzzle::heuristic::Heuristic;
use npuzzle::limits::TREE_SEARCH_NODES;
use npuzzle::problem::{Problem, Status, StopReason};
use npuzzle::search::{self, Algorithm, Config, Search, VisitedKind};
use npuzzle::solver::{Request, Solver};

/// The hardest 8-puzzle board (31 moves) and one 6 moves from the goal.
const HARD: &str = "8 6 7 2 5 4 3 x 1";
const SIX: &str = "4 1 3 7 2 6 x 5 8";

fn run(start: &str, algorithm: Algorithm, heuristic: Heuristic, visited: VisitedKind) -> Box<dyn Search> {
    let problem = Problem::new(board(start), goal("ordered", 3, 3)).unwrap();
    search::solve(&problem, &Config { algorithm, heuristic, visited, ..Config::default() })
}

/// (expanded, generated, duplicates, length or -1).
fn outcome(s: &dyn Search) -> (u64, u64, u64, i64) {
    let c = s.counters();
    let duplicates = s.visited_costs().unwrap().duplicates;
    (c.expanded, c.generated, duplicates, s.solution().map_or(-1, |p| p.len() as i64))
}

#[test]
fn tree_search_on_the_hardest_board_stops_at_its_budget() {
    for (algorithm, heuristic, pinned) in [
        (Algorithm::Bfs, Heuristic::Zero, (TREE_SEARCH_NODES, 562_552, 198_577, -1)),
        (Algorithm::AStar, Heuristic::Manhattan, (TREE_SEARCH_NODES, 505_813, 193_327, -1)),
        (Algorithm::AStar, Heuristic::Misplaced, (TREE_SEARCH_NODES, 563_393, 198_520, -1)),
    ] {
        let s = run(HARD, algorithm, heuristic, VisitedKind::None);
        let status = Status::Stopped { reason: StopReason::TreeSearchBudget, expanded: TREE_SEARCH_NODES };
        assert_eq!(s.status(), status, "{algorithm:?}");
        assert_eq!(
            status.message(),
            "stopped: tree search expanded 200000 nodes (its budget) without finding the goal; \
             a visited table would not expand a state twice"
        );
        assert_eq!(outcome(s.as_ref()), pinned, "{algorithm:?}");
        // Nothing is held for a table: the memory is the nodes alone.
        let costs = s.visited_costs().unwrap();
        assert_eq!((costs.kind, costs.bytes, costs.entries), (Some(VisitedKind::None), 0, 0));
    }
}

#[test]
fn tree_search_near_the_goal_finds_the_same_length_with_more_expansions() {
    for (algorithm, heuristic, graph, tree) in [
        (Algorithm::Bfs, Heuristic::Zero, (32, 84, 0, 6), (83, 231, 51, 6)),
        (Algorithm::AStar, Heuristic::Zero, (52, 143, 0, 6), (230, 663, 178, 6)),
    ] {
        let with_table = run(SIX, algorithm, heuristic, VisitedKind::Auto);
        let without = run(SIX, algorithm, heuristic, VisitedKind::None);
        assert_eq!(outcome(with_table.as_ref()), graph, "{algorithm:?} with a table");
        assert_eq!(outcome(without.as_ref()), tree, "{algorithm:?} tree search");
        assert_eq!(without.status(), Status::Solved);
    }
}

#[test]
fn bidirectional_bfs_and_large_boards_refuse_what_they_cannot_use() {
    let request = |algorithm, visited| Request { algorithm, visited, ..Request::default() };
    let three = board(SIX);
    let four = board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15");
    let error = |r: Request, b| Solver::new(r, b).err();
    assert_eq!(
        error(request(Algorithm::Bibfs, VisitedKind::None), &three).as_deref(),
        Some("Bidirectional BFS meets in its visited tables, so it cannot run as tree search (visited table `none`)")
    );
    assert_eq!(
        error(request(Algorithm::AStar, VisitedKind::Dense), &four).as_deref(),
        Some("the rank array (Cantor expansion) takes n!/2 slots: only boards of at most 9 cells, not 16")
    );
    assert_eq!(
        error(request(Algorithm::Greedy, VisitedKind::None), &three).as_deref(),
        Some(
            "Greedy best-first without a visited table walks back and forth between two states, \
             so it cannot run as tree search (visited table `none`)"
        )
    );
    // IDA* keeps no table and ignores the choice; the others take it.
    assert!(error(request(Algorithm::IdaStar, VisitedKind::Dense), &four).is_none());
    assert!(error(request(Algorithm::Bfs, VisitedKind::None), &four).is_none());
    assert!(error(request(Algorithm::AStar, VisitedKind::Dense), &three).is_none());
}
