//! What every search keeps of its progress: when a budget stops it.

use super::{Config, Counters, Status, StopReason};

/// The status a search must stop with before its next expansion, if a
/// budget is used up: `expanded` against the node budget, `memory` (bytes
/// the search holds now, an estimate) against the memory budget.
pub(crate) fn budget_stop(counters: &Counters, config: &Config, memory: u64) -> Option<Status> {
    let expanded = counters.expanded;
    if expanded >= config.node_budget {
        Some(Status::Stopped { reason: StopReason::NodeBudget, expanded })
    } else if memory > config.memory_budget {
        Some(Status::Stopped { reason: StopReason::MemoryBudget, expanded })
    } else {
        None
    }
}
