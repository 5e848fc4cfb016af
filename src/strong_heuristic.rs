//! Every heuristic the fast IDA* kernel can search with, by name: the
//! engine's four plus the 15-puzzle's strong ones — additive pattern
//! databases (5-5-5 and 6-6-3, each maxed with its reflection) and walking
//! distance.
//!
//! The pattern databases take a second or two to build, so building
//! ([`StrongHeuristic::build`]) is separate from searching
//! ([`Built::solve`]): a benchmark builds once and solves a hundred boards,
//! and reports the build time on its own.

use crate::board::Board;
use crate::heuristic::Heuristic;
use crate::kernel::{self, KernelError, KernelResult, MoveOrder};
use crate::pdb::{Partition, Pdb};
use crate::search::Problem;
use crate::walking_distance::WalkingDistance;

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

    /// Whether only the kernel can use it (the step-wise engine cannot).
    pub fn kernel_only(self) -> bool {
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
            Ok::<_, String>(Built::Pdb(Box::new(pdb.with_reflection(reflect))))
        };
        match self {
            StrongHeuristic::Basic(h) => Ok(Built::Basic(h)),
            StrongHeuristic::Pdb555 => pdb(Partition::FiveFiveFive),
            StrongHeuristic::Pdb663 => pdb(Partition::SixSixThree),
            StrongHeuristic::WalkingDistance => Ok(Built::WalkingDistance(Box::new(WalkingDistance::new(goal)?))),
        }
    }
}

/// A heuristic with its tables, ready to search.
#[derive(Clone, Debug)]
pub enum Built {
    /// An engine heuristic (the kernel builds its small tables per search).
    Basic(Heuristic),
    /// Pattern databases.
    Pdb(Box<Pdb>),
    /// Walking-distance tables.
    WalkingDistance(Box<WalkingDistance>),
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
            Built::Basic(h) => crate::heuristic::Estimator::new(*h, goal).estimate(board.state()),
            Built::Pdb(pdb) => pdb.estimate(board.tiles()),
            Built::WalkingDistance(wd) => wd.estimate(board.tiles()),
        }
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

    #[test]
    fn pattern_databases_need_4x4() {
        let goal = named("ordered", 3, 3).unwrap();
        assert!(StrongHeuristic::Pdb555.build(&goal).is_err());
        assert!(StrongHeuristic::WalkingDistance.build(&goal).is_ok());
    }
}
