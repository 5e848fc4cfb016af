//! Helpers shared by the integration tests: data files, exact distance
//! tables of the named 3×3 goals, and path checking.
//!
//! Each test binary compiles this module on its own and uses a part of it.
#![allow(dead_code)]

use npuzzle::board::Board;
use npuzzle::goal::{self, NAMES};
use npuzzle::parse::parse_board;
use npuzzle::problem::{Problem, Solution, Status};
use npuzzle::search::{self, Algorithm, Config, Search};
use npuzzle::state_space::distances;
use std::sync::OnceLock;

/// Text of a file under `data/` (the repo's own copy: tests never read `../shared`).
pub fn data(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// A named goal of the given size.
pub fn goal(name: &str, width: usize, height: usize) -> Board {
    goal::named(name, width, height).unwrap_or_else(|| panic!("no goal {name} for {width}×{height}"))
}

/// A board from text, panicking with the parser's message.
pub fn board(text: &str) -> Board {
    parse_board(text, None).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// A named 3×3 goal with its exact distance table (built once per test binary).
pub struct GoalTable {
    /// One of [`NAMES`].
    pub name: &'static str,
    /// The goal board.
    pub goal: Board,
    /// `table[rank(tiles)]`: distance to the goal or `UNREACHABLE`.
    pub table: Vec<u8>,
}

/// The four named 3×3 goals with their distance tables, in [`NAMES`] order.
pub fn tables_3x3() -> &'static [GoalTable] {
    static TABLES: OnceLock<Vec<GoalTable>> = OnceLock::new();
    TABLES.get_or_init(|| {
        NAMES
            .iter()
            .map(|&name| {
                let goal = goal(name, 3, 3);
                let table = distances(&goal).expect("3×3 fits the table");
                GoalTable { name, goal, table }
            })
            .collect()
    })
}

/// One goal's block of `data/eightpuzzle_facts.txt`.
#[derive(Debug)]
pub struct Facts {
    /// Goal tiles, blank = 0.
    pub goal: Vec<u8>,
    pub reachable: u64,
    pub max_distance: u8,
    pub at_max: u64,
    /// The mean as printed (four decimals), compared as text.
    pub mean: String,
    pub histogram: Vec<u64>,
    pub hardest: Vec<Vec<u8>>,
}

fn numbers<T: std::str::FromStr>(text: &str) -> Vec<T>
where
    T::Err: std::fmt::Debug,
{
    text.split([' ', ',']).filter(|t| !t.is_empty()).map(|t| t.parse().unwrap()).collect()
}

/// Parses `data/eightpuzzle_facts.txt`:
/// `goal <tiles>: reachable N, max optimal distance D, states at max K, mean M`
/// followed by `histogram(depth 0..max): …` and `hardest: <tiles>` lines.
pub fn eightpuzzle_facts() -> Vec<Facts> {
    let mut out: Vec<Facts> = Vec::new();
    for line in data("eightpuzzle_facts.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("goal ") {
            let (tiles, stats) = rest.split_once(':').expect("goal line has ':'");
            let field = |prefix: &str| -> String {
                let part = stats.split(',').map(str::trim).find(|p| p.starts_with(prefix)).expect(prefix);
                part[prefix.len()..].trim().to_string()
            };
            out.push(Facts {
                goal: numbers(tiles),
                reachable: field("reachable").parse().unwrap(),
                max_distance: field("max optimal distance").parse().unwrap(),
                at_max: field("states at max").parse().unwrap(),
                mean: field("mean"),
                histogram: Vec::new(),
                hardest: Vec::new(),
            });
        } else if let Some(rest) = line.strip_prefix("histogram(depth 0..max):") {
            out.last_mut().expect("histogram after goal").histogram = numbers(rest);
        } else if let Some(rest) = line.strip_prefix("hardest:") {
            out.last_mut().expect("hardest after goal").hardest.push(numbers(rest));
        } else {
            panic!("unexpected line in eightpuzzle_facts.txt: {line}");
        }
    }
    out
}

/// One line of Korf's 100 instances: the start and its optimal length.
#[derive(Clone, Debug)]
pub struct KorfInstance {
    /// 1-based line number, Korf's instance number.
    pub number: usize,
    pub start: Board,
    pub optimal: usize,
}

/// Reads a Korf file: 16 tiles and the optimal length on each line.
pub fn korf(file: &str) -> Vec<KorfInstance> {
    data(file)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, line)| {
            let mut fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), 17, "line {}: {line}", i + 1);
            let optimal = fields.pop().unwrap().parse().unwrap();
            KorfInstance { number: i + 1, start: board(&fields.join(" ")), optimal }
        })
        .collect()
}

/// Checks that `solution` is a path from `start` to `goal`: the move string
/// replayed on the board ends at the goal, and its state list starts at the
/// start, follows the moves and has one state more than moves.
pub fn assert_path(start: &Board, goal: &Board, solution: &Solution, what: &str) {
    let end = start.apply_moves(&solution.move_string()).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(&end, goal, "{what}: path does not end at the goal");
    assert_eq!(solution.states.len(), solution.moves.len() + 1, "{what}");
    let g = start.geometry();
    let mut board = start.clone();
    assert_eq!(solution.states[0], start.state(), "{what}");
    for (i, &mv) in solution.moves.iter().enumerate() {
        board = board.apply(mv).unwrap_or_else(|| panic!("{what}: move {i} leaves the board"));
        assert_eq!(g.unpack(solution.states[i + 1]), board.tiles(), "{what}: state {}", i + 1);
    }
}

/// Runs `config` on `start → goal` to the end; panics unless it solved.
pub fn solve(start: &Board, goal: &Board, config: &Config) -> Box<dyn Search> {
    let problem = Problem::new(start.clone(), goal.clone()).unwrap();
    let search = search::solve(&problem, config);
    assert_eq!(search.status(), Status::Solved, "{:?} on {start} → {goal}", config.algorithm);
    search
}

/// A config for one algorithm and heuristic, defaults otherwise.
pub fn config(algorithm: Algorithm, heuristic: npuzzle::heuristic::Heuristic) -> Config {
    Config { algorithm, heuristic, ..Config::default() }
}
