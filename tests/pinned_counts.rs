//! Node counts and paths for fixed inputs, pinned: expanded, generated and
//! the largest frontier depend on the move order (up, down, left, right),
//! the goal-test timing and the tie-breaking of each algorithm, so any
//! change to those fails here. The numbers were produced by the engine and
//! checked for plausibility (see `counts_are_plausible`) before pinning.

mod common;

use common::{assert_path, board, goal};
use npuzzle::heuristic::Heuristic;
use npuzzle::problem::{Problem, Status};
use npuzzle::search::{self, Algorithm, Config, Counters, Search, VisitedKind};

/// The hardest 8-puzzle board (31 moves) and the POJ 1077 sample (19 moves).
const HARD: &str = "8 6 7 2 5 4 3 x 1";
const SAMPLE: &str = "2 3 4 1 5 x 7 6 8";

struct Pinned {
    start: &'static str,
    algorithm: Algorithm,
    heuristic: Heuristic,
    weight: f64,
    expanded: u64,
    generated: u64,
    max_frontier: u64,
    moves: &'static str,
}

#[allow(clippy::too_many_arguments)]
const fn pin(
    start: &'static str,
    algorithm: Algorithm,
    heuristic: Heuristic,
    weight: f64,
    expanded: u64,
    generated: u64,
    max_frontier: u64,
    moves: &'static str,
) -> Pinned {
    Pinned { start, algorithm, heuristic, weight, expanded, generated, max_frontier, moves }
}

use Algorithm::*;
use Heuristic::*;

#[rustfmt::skip]
const PINNED: [Pinned; 21] = [
    pin(HARD, Bfs, Zero, 1.0, 181_347, 483_564, 25_134, "uulddrruuldldrruuldldrruullddrr"),
    pin(HARD, Bibfs, Zero, 1.0, 10_889, 29_931, 6_566, "uurdlldrrullurrdldluurddluurrdd"),
    pin(HARD, AStar, Zero, 1.0, 181_438, 483_837, 25_134, "uulddrruuldldrruuldldrruullddrr"),
    pin(HARD, AStar, Misplaced, 1.0, 121_528, 326_754, 25_512, "ruullddrrulldrrulurdlulddrruldr"),
    pin(HARD, AStar, Manhattan, 1.0, 6_744, 17_749, 3_277, "lurdruuldldrruullddrrululddrurd"),
    pin(HARD, AStar, LinearConflict, 1.0, 3_835, 10_099, 1_981, "uruldlurdrdllurrulddruldluurrdd"),
    pin(HARD, WeightedAStar, Manhattan, 2.0, 400, 1_085, 250, "ruullddrrulldrrulurdlulddrruldr"),
    pin(HARD, Greedy, Manhattan, 1.0, 53, 143, 38, "luurrddlluurrddlluurrddlluurddrulurddlurulddr"),
    pin(HARD, IdaStar, Manhattan, 1.0, 14_195, 22_823, 19, "uulddrruuldldrruuldldrruullddrr"),
    pin(HARD, IdaStar, LinearConflict, 1.0, 7_593, 12_245, 17, "uulddrruuldldrruuldldrruullddrr"),
    pin(SAMPLE, Bfs, Zero, 1.0, 21_971, 59_086, 9_902, "ullddrurdllurdruldr"),
    pin(SAMPLE, Bibfs, Zero, 1.0, 649, 1_772, 415, "ullddrurdllurrdlurd"),
    pin(SAMPLE, AStar, Zero, 1.0, 31_872, 86_996, 14_421, "ullddrurdllurdruldr"),
    pin(SAMPLE, AStar, Misplaced, 1.0, 1_736, 4_742, 1_078, "ullddrurdllurdruldr"),
    pin(SAMPLE, AStar, Manhattan, 1.0, 314, 846, 190, "dlurullddrurdllurdr"),
    pin(SAMPLE, AStar, LinearConflict, 1.0, 239, 647, 151, "dlurullddrurdllurdr"),
    pin(SAMPLE, WeightedAStar, Manhattan, 2.0, 139, 378, 92, "dlurullddrurdllurdr"),
    pin(SAMPLE, Greedy, Manhattan, 1.0, 30, 85, 26, "ulldrdrulldrruldlurrd"),
    pin(SAMPLE, IdaStar, Manhattan, 1.0, 919, 1_584, 13, "ullddrurdllurdruldr"),
    pin(SAMPLE, IdaStar, LinearConflict, 1.0, 688, 1_210, 12, "ullddrurdllurdruldr"),
    pin(SAMPLE, Iddfs, Zero, 1.0, 214_878, 374_366, 18, "ullddrurdllurdruldr"),
];

fn problem(start: &str) -> Problem {
    Problem::new(board(start), goal("ordered", 3, 3)).unwrap()
}

fn config(p: &Pinned) -> Config {
    Config { algorithm: p.algorithm, heuristic: p.heuristic, parameter: Some(p.weight), ..Config::default() }
}

fn counts(c: &Counters) -> (u64, u64, u64) {
    (c.expanded, c.generated, c.max_frontier)
}

#[test]
fn pinned_counts_and_paths() {
    for p in &PINNED {
        let what = format!("{:?}/{:?} w={} on {}", p.algorithm, p.heuristic, p.weight, p.start);
        let s = search::solve(&problem(p.start), &config(p));
        assert_eq!(s.status(), Status::Solved, "{what}");
        assert_eq!(counts(&s.counters()), (p.expanded, p.generated, p.max_frontier), "{what}");
        let sol = s.solution().unwrap();
        assert_eq!(sol.move_string(), p.moves, "{what}");
        assert_path(&board(p.start), &goal("ordered", 3, 3), sol, &what);
        assert_eq!(sol.optimal, p.algorithm.optimal(p.weight), "{what}");
    }
}

/// The relations the pinned numbers had to satisfy before they were pinned.
#[test]
fn counts_are_plausible() {
    let find = |start: &str, algorithm: Algorithm, heuristic: Heuristic| {
        PINNED.iter().find(|p| p.start == start && p.algorithm == algorithm && p.heuristic == heuristic).unwrap()
    };
    for start in [HARD, SAMPLE] {
        let optimal = if start == HARD { 31 } else { 19 };
        for p in PINNED.iter().filter(|p| p.start == start) {
            // Nothing expands more than the reachable half of the 9! boards
            // (IDDFS re-expands, so it is the exception).
            if p.algorithm != Iddfs {
                assert!(p.expanded <= 181_440);
            }
            // Every expansion generates 2 to 4 children, plus the root (and
            // for IDA*/IDDFS the root again each iteration; minus the
            // undoing move, which they do not generate).
            assert!(p.generated <= 1 + 4 * p.expanded + 32, "{start} {:?}", p.algorithm);
            assert!(p.generated >= p.expanded, "{start} {:?}", p.algorithm);
            assert!(p.max_frontier <= p.generated);
            let len = p.moves.len();
            if p.algorithm.optimal(p.weight) {
                assert_eq!(len, optimal);
            } else {
                assert!(len >= optimal && len % 2 == optimal % 2);
            }
        }
        // Stronger heuristics expand fewer nodes.
        let astar: Vec<u64> = Heuristic::BASIC.iter().map(|&h| find(start, AStar, h).expanded).collect();
        assert!(astar.windows(2).all(|w| w[0] > w[1]), "{start}: {astar:?}");
        assert!(find(start, IdaStar, Manhattan).expanded > find(start, IdaStar, LinearConflict).expanded);
        // Meeting in the middle beats one BFS by far.
        assert!(find(start, Bibfs, Zero).expanded * 10 < find(start, Bfs, Zero).expanded);
        // IDA*'s stack holds the siblings along one path: up to 4 children
        // of the root, then each expansion pops one and pushes at most 3.
        assert!(find(start, IdaStar, Manhattan).max_frontier <= 4 + 2 * optimal as u64);
    }
}

/// BFS counts do not depend on how visited states are remembered (tree
/// search, which remembers none, is `tree_search.rs`'s).
#[test]
fn bfs_counts_are_the_same_with_every_visited_table() {
    for p in PINNED.iter().filter(|p| p.algorithm == Bfs) {
        for visited in VisitedKind::TABLES {
            let config = Config { visited, ..config(p) };
            let s = search::solve(&problem(p.start), &config);
            assert_eq!(counts(&s.counters()), (p.expanded, p.generated, p.max_frontier), "{visited:?} {}", p.start);
            assert_eq!(s.solution().unwrap().move_string(), p.moves, "{visited:?}");
        }
    }
}

/// The seeds' three tables (rank array, hash table, ordered set) find the
/// same node for every state, so BFS, bidirectional BFS and the A* family
/// expand and generate exactly the pinned counts and find the pinned path
/// with each; what differs is what they cost: three different byte counts,
/// reported as the table that was built.
#[test]
fn the_three_tables_give_the_pinned_counts_at_different_costs() {
    let tables = [VisitedKind::Dense, VisitedKind::Hash, VisitedKind::Ordered];
    let mut checked = 0;
    for p in PINNED.iter().filter(|p| p.algorithm.has_visited_table()) {
        let what = format!("{:?}/{:?} on {}", p.algorithm, p.heuristic, p.start);
        let mut bytes = Vec::new();
        for visited in tables {
            let s = search::solve(&problem(p.start), &Config { visited, ..config(p) });
            assert_eq!(counts(&s.counters()), (p.expanded, p.generated, p.max_frontier), "{visited:?} {what}");
            assert_eq!(s.solution().unwrap().move_string(), p.moves, "{visited:?} {what}");
            let costs = s.visited_costs().expect("these algorithms keep a table");
            assert_eq!(costs.kind, Some(visited), "{what}");
            assert_eq!(costs.duplicates, 0, "{what}");
            assert!(costs.bytes > 0 && costs.bytes <= s.counters().memory, "{visited:?} {what}");
            bytes.push((costs.bytes, s.counters().memory));
        }
        for (i, a) in bytes.iter().enumerate() {
            for b in &bytes[i + 1..] {
                assert!(a.0 != b.0 && a.1 != b.1, "{what}: {bytes:?}");
            }
        }
        checked += 1;
    }
    // Every pinned board's BFS, bidirectional BFS, A* (each heuristic),
    // weighted A* and greedy: 8 on each of the two boards.
    assert_eq!(checked, 16);
}

/// One `step()` at a time gives the same counts as `solve` (which uses
/// `step_n`), and the last event's counters are the search's.
#[test]
fn single_steps_give_the_same_counts() {
    for p in PINNED.iter().filter(|p| p.start == SAMPLE && p.algorithm != Iddfs) {
        let mut s: Box<dyn Search> = search::start(&problem(p.start), &config(p));
        let mut steps = 0u64;
        while let Some(ev) = s.step() {
            steps += 1;
            assert_eq!(ev.counters.steps, steps, "{:?}", p.algorithm);
        }
        assert_eq!(s.status(), Status::Solved);
        assert_eq!(counts(&s.counters()), (p.expanded, p.generated, p.max_frontier), "{:?}", p.algorithm);
        assert_eq!(s.last_event().counters, s.counters());
        assert_eq!(s.solution().unwrap().move_string(), p.moves);
    }
}

/// Korf's instances 12, 42 and 79 (45, 42 and 42 moves, goal `blank-first`)
/// and a 5×5 board 54 moves from the goal (`ordered`): the A* family on the
/// boards its open list and packed states were rebuilt for (64-bit states on
/// the 4×4, two halves on the 5×5). Counts as main had them at 0b3492d.
#[rustfmt::skip]
const LARGER: [(&str, &str, Pinned); 14] = [
    (KORF12, "blank-first", pin(KORF12, AStar, Manhattan, 1.0, 32_409, 97_547, 30_162, "lllurrdluldrdluuurrdrdlluldruurrddlldrulurull")),
    (KORF12, "blank-first", pin(KORF12, AStar, LinearConflict, 1.0, 11_809, 35_588, 11_159, "lllurrdluldrdluuurrdrdlluldruurrddlldrulurull")),
    (KORF12, "blank-first", pin(KORF12, WeightedAStar, Manhattan, 1.5, 5_892, 17_890, 5_889, "lllurrdluldrdluuurrddluldrurrdlldruulurrdldlurull")),
    (KORF12, "blank-first", pin(KORF12, Greedy, LinearConflict, 1.0, 131, 419, 158, "luurddluurdlulldrurdldluurddruuldrrulllddrdrulluurrrddlurullldrrurdldluldrrdlluuurdddruluul")),
    (KORF42, "blank-first", pin(KORF42, AStar, Manhattan, 1.0, 48_442, 144_506, 42_608, "rrurddluuldlurddruuldldrrurululdlurrrdllul")),
    (KORF42, "blank-first", pin(KORF42, AStar, LinearConflict, 1.0, 14_761, 44_398, 13_553, "rrurddluuldlurddruuldldrrurululdlurrrdllul")),
    (KORF42, "blank-first", pin(KORF42, WeightedAStar, Manhattan, 1.5, 24_046, 72_713, 22_223, "druurrddlluurddluulddruurdllurdrrululdlurrrdllul")),
    (KORF42, "blank-first", pin(KORF42, Greedy, LinearConflict, 1.0, 403, 1_279, 472, "uurdddrruuulddrdlluuurdlddruulddrulldrruuuldrruldddlluuurdlddrruluurdldrdruuullldrrrddluullurddrdlluruuldddruluurdddluurulddrulurddluurdlurdddrurdlluurdrulldrruldlurruldlurrdllurdluldrurdllurdrull")),
    (KORF79, "blank-first", pin(KORF79, AStar, Manhattan, 1.0, 64_672, 196_546, 61_688, "rrdddluldruuldrurdllurrrdldluuurdrulddluul")),
    (KORF79, "blank-first", pin(KORF79, AStar, LinearConflict, 1.0, 21_506, 65_321, 20_616, "rrdddluldruuldrurdllurrrdldluuurdrulddluul")),
    (KORF79, "blank-first", pin(KORF79, WeightedAStar, Manhattan, 1.5, 24_067, 73_206, 23_127, "rrdddluldruuldrurdllurrrdldluuurdrulddluul")),
    (KORF79, "blank-first", pin(KORF79, Greedy, LinearConflict, 1.0, 464, 1_407, 468, "rrrddldluuuldddruurrdldluulurrdrullldrrurdldldrullurdrdlurrullddruurdldruldrullluurdldrrululdrrddruldruulllurdrrddlurulldrurdldluuuldrddrulldrurdllurulu")),
    (FIVE, "ordered", pin(FIVE, AStar, LinearConflict, 1.0, 44_727, 147_372, 55_242, "lldrurrddrdllluuuldrrurdddlurruldrdlllldruluurrdlddrrr")),
    (FIVE, "ordered", pin(FIVE, WeightedAStar, Manhattan, 2.0, 102_434, 343_541, 113_253, "rddldlldrrrrulllluuurdrurdrddlulldruulldrulurdrdllurrrdrddluruldluurdldrdr")),
];

const KORF12: &str = "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15";
const KORF42: &str = "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10";
const KORF79: &str = "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15";
const FIVE: &str = "13 11 0 7 5 2 1 6 3 14 16 18 19 4 10 17 20 8 15 9 12 21 22 23 24";

#[test]
fn pinned_counts_on_larger_boards() {
    for (start, goal_name, p) in &LARGER {
        let what = format!("{:?}/{:?} w={} on {}", p.algorithm, p.heuristic, p.weight, start);
        let start = board(start);
        let goal = goal(goal_name, start.width(), start.height());
        let s = search::solve(&Problem::new(start.clone(), goal.clone()).unwrap(), &config(p));
        assert_eq!(s.status(), Status::Solved, "{what}");
        assert_eq!(counts(&s.counters()), (p.expanded, p.generated, p.max_frontier), "{what}");
        let sol = s.solution().unwrap();
        assert_eq!(sol.move_string(), p.moves, "{what}");
        assert_path(&start, &goal, sol, &what);
    }
}
