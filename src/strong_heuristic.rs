//! Every heuristic the fast IDA* kernel can search with, by name: the
//! engine's four plus the 15-puzzle's strong ones — additive pattern
//! databases (5-5-5 and 6-6-3, each maxed with its reflection) and walking
//! distance. The step-wise A* family uses the strong ones too, through
//! [`Built::estimator`].
//!
//! The pattern databases take a second or two to build, so building
//! ([`StrongHeuristic::build`]) is separate from searching
//! ([`Built::solve`]): a benchmark builds once and solves a hundred boards,
//! and reports the build time on its own.

use crate::board::Board;
use crate::heuristic::{Estimator, Heuristic, TileTables};
use crate::kernel::{self, KernelError, KernelResult, MoveOrder};
use crate::pdb::{Partition, Pdb};
use crate::search::Problem;
use crate::walking_distance::WalkingDistance;
use std::sync::Arc;

/// A heuristic the kernel can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StrongHeuristic {
    /// One of the engine's heuristics.
    Basic(Heuristic),
    /// Additive 5-5-5 pattern databases, maxed with the reflected lookup.
    Pdb555,
    /// Additive 6-6-3 pattern databases, maxed with the reflected lookup.
    Pdb663,
    /// Walking distance (Takahashi).
    WalkingDistance,
}

impl StrongHeuristic {
    /// Every choice, weakest first.
    pub const ALL: [StrongHeuristic; 7] = [
        StrongHeuristic::Basic(Heuristic::Zero),
        StrongHeuristic::Basic(Heuristic::Misplaced),
        StrongHeuristic::Basic(Heuristic::Manhattan),
        StrongHeuristic::Basic(Heuristic::LinearConflict),
        StrongHeuristic::WalkingDistance,
        StrongHeuristic::Pdb555,
        StrongHeuristic::Pdb663,
    ];

    /// The command-line name (`manhattan`, `pdb555`, `walking-distance`, …).
    pub fn name(self) -> &'static str {
        match self {
            StrongHeuristic::Basic(h) => h.name(),
            StrongHeuristic::Pdb555 => "pdb555",
            StrongHeuristic::Pdb663 => "pdb663",
            StrongHeuristic::WalkingDistance => "walking-distance",
        }
    }

    /// Reads a name from [`StrongHeuristic::name`].
    pub fn from_name(name: &str) -> Option<StrongHeuristic> {
        StrongHeuristic::ALL.into_iter().find(|h| h.name() == name)
    }

    /// The names, for error messages.
    pub fn names() -> String {
        StrongHeuristic::ALL.map(|h| h.name()).join(", ")
    }

    /// Whether it needs tables built first ([`StrongHeuristic::build`]):
    /// the kernel uses them directly, the step-wise engine through
    /// [`Built::estimator`].
    pub fn needs_tables(self) -> bool {
        !matches!(self, StrongHeuristic::Basic(_))
    }

    /// Builds the tables for `goal`. Pattern databases need a 4×4 goal;
    /// walking distance and the basic heuristics take any board of at most
    /// 16 cells.
    pub fn build(self, goal: &Board) -> Result<Built, String> {
        if goal.cells() > kernel::MAX_CELLS {
            return Err(format!("the fast IDA* handles boards of at most {} cells", kernel::MAX_CELLS));
        }
        let pdb = |partition| {
            let pdb = Pdb::preset(goal, partition)?;
            let reflect = pdb.can_reflect();
            Ok::<_, String>(Built::Pdb(Arc::new(pdb.with_reflection(reflect))))
        };
        match self {
            StrongHeuristic::Basic(h) => Ok(Built::Basic(h)),
            StrongHeuristic::Pdb555 => pdb(Partition::FiveFiveFive),
            StrongHeuristic::Pdb663 => pdb(Partition::SixSixThree),
            StrongHeuristic::WalkingDistance => Ok(Built::WalkingDistance(Arc::new(WalkingDistance::new(goal)?))),
        }
    }
}

/// A heuristic with its tables, ready to search.
#[derive(Clone, Debug)]
pub enum Built {
    /// An engine heuristic (the kernel builds its small tables per search).
    Basic(Heuristic),
    /// Pattern databases (shared: the step-wise engine's [`Estimator`] can
    /// hold them too).
    Pdb(Arc<Pdb>),
    /// Walking-distance tables.
    WalkingDistance(Arc<WalkingDistance>),
}

impl Built {
    /// Solves `problem` (whose goal must be the one the tables were built
    /// for) optimally with the kernel's IDA*, moves in the engine's order,
    /// stopping after `node_limit` expansions.
    pub fn solve(&self, problem: &Problem, node_limit: u64) -> Result<KernelResult, KernelError> {
        let order = MoveOrder::ENGINE;
        match self {
            Built::Basic(h) => kernel::solve_ordered(problem, *h, order, node_limit),
            Built::Pdb(pdb) => kernel::solve_with(problem, pdb.as_ref(), order, node_limit),
            Built::WalkingDistance(wd) => kernel::solve_with(problem, wd.as_ref(), order, node_limit),
        }
    }

    /// The estimate of one board.
    pub fn estimate(&self, board: &Board, goal: &Board) -> u32 {
        match self {
            Built::Basic(h) => Estimator::new(*h, goal).estimate(board.state()),
            Built::Pdb(pdb) => pdb.estimate(board.tiles()),
            Built::WalkingDistance(wd) => wd.estimate(board.tiles()),
        }
    }

    /// The same heuristic for the step-wise engine (A*, weighted A*,
    /// greedy), sharing the tables: [`crate::search::start_with`].
    pub fn estimator(&self, goal: &Board) -> Estimator {
        match self {
            Built::Basic(h) => Estimator::new(*h, goal),
            Built::Pdb(pdb) => Estimator::from_tables(goal, pdb.clone()),
            Built::WalkingDistance(wd) => Estimator::from_tables(goal, wd.clone()),
        }
    }
}

impl TileTables for Pdb {
    fn estimate_tiles(&self, tiles: &[u8]) -> u32 {
        self.estimate(tiles)
    }
}

impl TileTables for WalkingDistance {
    fn estimate_tiles(&self, tiles: &[u8]) -> u32 {
        self.estimate(tiles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::named;
    use crate::parse::parse_board;

    #[test]
    fn names_round_trip() {
        for h in StrongHeuristic::ALL {
            assert_eq!(StrongHeuristic::from_name(h.name()), Some(h));
        }
        assert_eq!(StrongHeuristic::from_name("pdb"), None);
    }

    #[test]
    fn every_heuristic_solves_a_4x4_board_optimally() {
        // 20 moves from the ordered goal (the page's "easy 4×4" preset).
        let start = parse_board("5 3 0 4 2 1 7 11 9 6 15 8 13 10 12 14", None).unwrap();
        let goal = named("ordered", 4, 4).unwrap();
        let problem = Problem::new(start.clone(), goal.clone()).unwrap();
        for h in StrongHeuristic::ALL.into_iter().filter(|h| *h != StrongHeuristic::Basic(Heuristic::Zero)) {
            let built = h.build(&goal).unwrap();
            let result = built.solve(&problem, u64::MAX).unwrap();
            assert_eq!(result.moves.len(), 20, "{}", h.name());
            let moves = crate::board::moves_to_string(&result.moves);
            assert_eq!(start.apply_moves(&moves).unwrap(), goal);
            assert!(built.estimate(&start, &goal) <= 20);
        }
    }

    /// Korf's instances by number (from 1), goal with the blank first.
    fn korf(number: usize) -> Problem {
        let line = include_str!("../data/korf100.txt").lines().nth(number - 1).unwrap();
        let numbers: Vec<&str> = line.split_whitespace().collect();
        let goal = named("blank-first", 4, 4).unwrap();
        Problem::new(parse_board(&numbers[..16].join(" "), None).unwrap(), goal).unwrap()
    }

    #[test]
    fn the_stepwise_astar_searches_with_the_strong_heuristics() {
        use crate::search::{solve_with, Algorithm, Config, Status};
        let goal = named("blank-first", 4, 4).unwrap();
        let config = Config { algorithm: Algorithm::AStar, ..Config::default() };
        // Korf's 12 (45 moves), 55 (41) and 9 (46): A* expansions with each
        // heuristic. The pattern databases need far fewer; walking distance
        // beats linear conflict on two of the three, not on instance 9.
        let cases = [(12, 45), (55, 41), (9, 46)];
        let mut expanded = Vec::new();
        for h in [Heuristic::Manhattan, Heuristic::LinearConflict].map(StrongHeuristic::Basic).into_iter().chain([
            StrongHeuristic::WalkingDistance,
            StrongHeuristic::Pdb555,
            StrongHeuristic::Pdb663,
        ]) {
            let built = h.build(&goal).unwrap();
            let mut row = Vec::new();
            for (number, length) in cases {
                let p = korf(number);
                let search = solve_with(&p, &config, built.estimator(&goal));
                assert_eq!(search.status(), Status::Solved, "{} on {number}", h.name());
                let solution = search.solution().unwrap();
                assert_eq!(solution.len(), length, "{} on {number}", h.name());
                assert_eq!(p.start().apply_moves(&solution.move_string()).unwrap(), goal);
                row.push(search.counters().expanded);
            }
            expanded.push((h.name(), row));
        }
        assert_eq!(
            expanded,
            [
                ("manhattan", vec![32_409, 144_590, 340_061]),
                ("linear-conflict", vec![11_809, 25_362, 25_718]),
                ("walking-distance", vec![4_723, 12_311, 88_365]),
                ("pdb555", vec![3_629, 7_507, 3_576]),
                ("pdb663", vec![1_436, 1_671, 697]),
            ]
        );
    }

    #[test]
    fn stepwise_astar_with_pattern_databases_stays_optimal() {
        // The pattern databases are admissible but not always consistent; A*
        // reopens closed nodes reached by a shorter path, so its lengths must
        // still be the optimal ones (from the kernel's IDA* + Manhattan).
        use crate::random::{scramble, Rng};
        use crate::search::{solve_with, Algorithm, Config};
        let goal = named("blank-first", 4, 4).unwrap();
        let config = Config { algorithm: Algorithm::AStar, ..Config::default() };
        let tables: Vec<Built> =
            [StrongHeuristic::Pdb555, StrongHeuristic::Pdb663].map(|h| h.build(&goal).unwrap()).into();
        let mut rng = Rng::new(77);
        let mut lengths = Vec::new();
        for _ in 0..40 {
            let p = Problem::new(scramble(&goal, 70, &mut rng), goal.clone()).unwrap();
            let optimal = kernel::solve(&p, Heuristic::Manhattan, u64::MAX).unwrap().moves.len();
            for built in &tables {
                let search = solve_with(&p, &config, built.estimator(&goal));
                assert_eq!(search.solution().unwrap().len(), optimal, "{}", p.start());
            }
            lengths.push(optimal);
        }
        // A spread of depths, not 40 easy boards.
        assert_eq!((lengths.iter().min(), lengths.iter().max()), (Some(&30), Some(&52)));
    }

    #[test]
    fn tables_in_the_engine_estimate_as_the_kernel_does() {
        use crate::random::{scramble, Rng};
        let goal = named("blank-first", 4, 4).unwrap();
        let mut rng = Rng::new(8);
        for h in [StrongHeuristic::WalkingDistance, StrongHeuristic::Pdb555] {
            let built = h.build(&goal).unwrap();
            let estimator = built.estimator(&goal);
            assert_eq!(estimator.kind(), None);
            let mut board = scramble(&goal, 80, &mut rng);
            let mut h_now = estimator.estimate(board.state());
            for step in 0..200 {
                assert_eq!(h_now, built.estimate(&board, &goal), "{} step {step}", h.name());
                let mv = crate::board::Move::ALL[rng.below(4) as usize];
                let Some(next) = board.apply(mv) else { continue };
                let (from, to) = (next.blank(), board.blank());
                let tile = board.tiles()[from];
                h_now = estimator.after_slide(h_now, board.state(), next.state(), tile, from, to);
                board = next;
            }
        }
        assert_eq!(Estimator::new(Heuristic::Manhattan, &goal).kind(), Some(Heuristic::Manhattan));
    }

    #[test]
    fn pattern_databases_need_4x4() {
        let goal = named("ordered", 3, 3).unwrap();
        assert!(StrongHeuristic::Pdb555.build(&goal).is_err());
        assert!(StrongHeuristic::WalkingDistance.build(&goal).is_ok());
    }
}
