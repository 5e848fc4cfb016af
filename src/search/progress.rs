//! What every search keeps of its progress: when a budget stops it.

use super::{Config, Counters, VisitedKind};
use crate::limits;
use crate::problem::{Status, StopReason};

/// The status a search must stop with before its next expansion, if a
/// budget is used up: `expanded` against the node budget, `memory` (bytes
/// the search holds now, an estimate) against the memory budget, and a
/// tree search ([`VisitedKind::None`] in a search that keeps a table
/// otherwise) against [`limits::TREE_SEARCH_NODES`].
pub(crate) fn budget_stop(counters: &Counters, config: &Config, memory: u64) -> Option<Status> {
    let expanded = counters.expanded;
    let tree = config.visited == VisitedKind::None && config.visited.allowed_for(config.algorithm);
    if expanded >= config.node_budget {
        Some(Status::Stopped { reason: StopReason::NodeBudget, expanded })
    } else if tree && expanded >= limits::TREE_SEARCH_NODES {
        Some(Status::Stopped { reason: StopReason::TreeSearchBudget, expanded })
    } else if memory > config.memory_budget {
        Some(Status::Stopped { reason: StopReason::MemoryBudget, expanded })
    } else {
        None
    }
}

/// The [`Search`](super::Search) accessors every search writes the same way,
/// for a search with the fields `event: Event` (the last step's, with the
/// counters after it), `status: Status` and `solution: Option<Solution>`:
/// `counters`, `status`, `solution` and `last_event`. Written once here so
/// the four searches cannot drift apart (`impl Search for … { accessors!(); … }`).
macro_rules! accessors {
    () => {
        fn counters(&self) -> $crate::search::Counters {
            self.event.counters
        }

        fn status(&self) -> $crate::problem::Status {
            self.status
        }

        fn solution(&self) -> Option<&$crate::problem::Solution> {
            self.solution.as_ref()
        }

        fn last_event(&self) -> &$crate::search::Event {
            &self.event
        }
    };
}
pub(crate) use accessors;
