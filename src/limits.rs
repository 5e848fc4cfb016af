//! The engine's limits and defaults, each in one place: budgets, the unit
//! they are given in, and the weight range. The command line, the wasm glue
//! and (through the wasm export `limits()`) the page read them from here.

use std::ops::RangeInclusive;

/// Bytes in a MiB. Every "MB" a user types or reads — `--max-memory`, the
/// page's memory budgets, the lab's A* budget — means this many bytes.
pub const MIB: u64 = 1 << 20;

/// The command line's memory budget (`--max-memory`), in MiB: the
/// step-wise searches' tables on a desktop.
pub const DEFAULT_MEMORY_MIB: u64 = 2048;

/// The memory budget of a page's search when it passes 0, in MiB: enough
/// for any 3×3 or 4×4 demo, well inside the 4 GiB a wasm32 module can
/// address.
pub const PAGE_MEMORY_MIB: u64 = 512;

/// The lab's A* budget on the 15-puzzle, in MiB: it stops with a message
/// here instead of taking the tab down.
pub const LAB_ASTAR_MEMORY_MIB: u64 = 512;

/// The weights weighted A* accepts (f = g + w·h). Weighted A* keeps `w × h`
/// as a scaled integer; beyond 1000 it would overflow, and the search is
/// greedy long before.
pub const WEIGHTS: RangeInclusive<f64> = 1.0..=1000.0;

/// The weights the page offers (its number field, and the range a shared
/// link is clamped to): past 10 weighted A* behaves as greedy on every
/// board the page shows.
pub const PAGE_WEIGHTS: RangeInclusive<f64> = 1.0..=10.0;

/// The longest random walk `randomBoard` takes on boards too large for an
/// exact distance table: enough to scramble any board many times over.
pub const MAX_RANDOM_WALK: u64 = 1_000_000;

/// Checks a weight against [`WEIGHTS`]; the error is the one sentence the
/// command line and the page show: `the weight must be a number from 1 to
/// 1000, not 0.5`.
pub fn weight(w: f64) -> Result<f64, String> {
    if WEIGHTS.contains(&w) {
        Ok(w)
    } else {
        Err(format!("the weight must be a number from {} to {}, not {w}", WEIGHTS.start(), WEIGHTS.end()))
    }
}

/// `mib` MiB in bytes, saturating (a budget too large to count is no
/// budget).
pub fn mib(mib: u64) -> u64 {
    mib.saturating_mul(MIB)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_and_units() {
        assert_eq!(weight(1.0), Ok(1.0));
        assert_eq!(weight(1000.0), Ok(1000.0));
        assert_eq!(weight(0.5), Err("the weight must be a number from 1 to 1000, not 0.5".to_string()));
        assert!(weight(f64::NAN).is_err() && weight(f64::INFINITY).is_err());
        assert_eq!(mib(DEFAULT_MEMORY_MIB), 2 << 30);
        assert_eq!(mib(u64::MAX), u64::MAX);
    }
}
