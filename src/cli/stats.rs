//! The `--stats` line: one JSON object describing a run.
//!
//! It goes to standard error so standard output keeps exactly the answer a
//! judge expects (a move string, a count or `unsolvable`): `npuzzle solve
//! --stats … > answer.txt 2> stats.jsonl` separates them, and scripts can
//! collect one line per run. The JSON is written by hand: the native build
//! has no dependencies, and the values are only numbers, names and
//! booleans, none of which needs escaping.
//!
//! Runs on the fast kernel (IDA* on boards of at most 16 cells, whatever the
//! heuristic; see [`npuzzle::solver`]) report the kernel's `expanded` and
//! `generated`, which equal the step-wise engine's; the kernel keeps no
//! frontier (its memory is the current path), so `max_frontier` is the
//! solution's length there, or 0 when no path was found.

use npuzzle::problem::Solution;
use npuzzle::search::{Algorithm, Counters};

/// Everything the stats line reports.
#[derive(Clone, Debug)]
pub struct Stats<'a> {
    /// The algorithm that ran (or would have run, for an unsolvable board).
    pub algorithm: Algorithm,
    /// The heuristic's name, or `None` for algorithms that use none (`null`).
    pub heuristic: Option<&'static str>,
    /// The search's parameter (its key and value: `("weight", 1.5)`), or
    /// `None` when the algorithm takes none.
    pub parameter: Option<(&'static str, f64)>,
    /// `solved`, `unsolvable`, `exhausted` or `stopped` ([`npuzzle::search::Status::name`],
    /// the page's names too).
    pub status: &'static str,
    /// The parity verdict.
    pub solvable: bool,
    /// The path, when one was found.
    pub solution: Option<&'a Solution>,
    /// Under heavy costs only: the path's cost (`None` without a path),
    /// written as `"costs":"heavy","cost":N` after `optimal`; under unit
    /// costs the line is as it always was.
    pub cost: Option<Option<u64>>,
    /// The search's counters (all zero when no search ran).
    pub counters: Counters,
    /// Wall-clock time of the check and the search, in milliseconds.
    pub elapsed_ms: f64,
}

impl Stats<'_> {
    /// The one-line JSON object, without a newline. Keys, in order:
    /// `algorithm`, `heuristic`, the parameter under its key (`weight`,
    /// `depth-limit`; `"weight":null` for a search that takes none, as
    /// every run wrote before searches had other parameters), `status`, `solvable`, `length`,
    /// `optimal`, `expanded`, `generated`, `max_frontier`, `bytes_per_node`,
    /// `elapsed_ms`. `length` and `optimal` are `null` when there is no path;
    /// `bytes_per_node` (the search's memory over the nodes it stores, open
    /// and closed) is `null` when it stores none (the kernel).
    pub fn to_json(&self) -> String {
        let c = &self.counters;
        let null = || "null".to_string();
        let name = |n: &str| format!("\"{n}\"");
        format!(
            "{{\"algorithm\":{},\"heuristic\":{},\"{}\":{},\"status\":{},\"solvable\":{},\"length\":{},\
             \"optimal\":{}{},\"expanded\":{},\"generated\":{},\"max_frontier\":{},\"bytes_per_node\":{},\
             \"elapsed_ms\":{:.3}}}",
            name(self.algorithm.name()),
            self.heuristic.map_or_else(null, name),
            self.parameter.map_or("weight", |(key, _)| key),
            self.parameter.map_or_else(null, |(_, value)| value.to_string()),
            name(self.status),
            self.solvable,
            self.solution.map_or_else(null, |s| s.len().to_string()),
            self.solution.map_or_else(null, |s| s.optimal.to_string()),
            self.cost.map_or_else(String::new, |cost| format!(
                ",\"costs\":\"heavy\",\"cost\":{}",
                cost.map_or_else(null, |c| c.to_string())
            )),
            c.expanded,
            c.generated,
            c.max_frontier,
            Some(c.frontier + c.closed)
                .filter(|&stored| stored > 0 && c.memory > 0)
                .map_or_else(null, |stored| format!("{:.1}", c.memory as f64 / stored as f64)),
            self.elapsed_ms
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use npuzzle::board::Move;
    use npuzzle::heuristic::Heuristic;

    #[test]
    fn solved_run() {
        let solution = Solution { moves: vec![Move::Up, Move::Left], states: Vec::new(), optimal: true };
        let stats = Stats {
            algorithm: Algorithm::AStar,
            heuristic: Some(Heuristic::Manhattan.name()),
            parameter: None,
            status: "solved",
            solvable: true,
            solution: Some(&solution),
            cost: None,
            counters: Counters { expanded: 2, generated: 7, max_frontier: 4, ..Counters::default() },
            elapsed_ms: 0.25,
        };
        assert_eq!(
            stats.to_json(),
            r#"{"algorithm":"astar","heuristic":"manhattan","weight":null,"status":"solved","solvable":true,"length":2,"optimal":true,"expanded":2,"generated":7,"max_frontier":4,"bytes_per_node":null,"elapsed_ms":0.250}"#
        );
    }

    #[test]
    fn unsolvable_board_and_weights() {
        let stats = Stats {
            algorithm: Algorithm::WeightedAStar,
            heuristic: Some(Heuristic::LinearConflict.name()),
            parameter: Some(("weight", 1.5)),
            status: "unsolvable",
            solvable: false,
            solution: None,
            cost: None,
            counters: Counters::default(),
            elapsed_ms: 0.0,
        };
        assert_eq!(
            stats.to_json(),
            r#"{"algorithm":"wastar","heuristic":"linear-conflict","weight":1.5,"status":"unsolvable","solvable":false,"length":null,"optimal":null,"expanded":0,"generated":0,"max_frontier":0,"bytes_per_node":null,"elapsed_ms":0.000}"#
        );
        let whole = Stats { parameter: Some(("weight", 2.0)), algorithm: Algorithm::Bfs, heuristic: None, ..stats };
        assert!(whole.to_json().contains(r#""algorithm":"bfs","heuristic":null,"weight":2,"#));
        let stored = Counters { frontier: 3, closed: 4, memory: 250, ..Counters::default() };
        assert!(Stats { counters: stored, ..whole }.to_json().contains(r#""bytes_per_node":35.7,"#));
    }
}
