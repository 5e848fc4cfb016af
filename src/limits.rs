//! The engine's limits and defaults, each in one place: budgets, the unit
//! they are given in, and the weight range. The command line, the wasm glue
//! and (through the wasm export `limits()`) the page read them from here.

use crate::message::Message;
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

/// The Solve view's memory budget, in MiB (`?memory=` overrides it): about
/// ten million A* nodes at the 37 bytes a node docs/PERFORMANCE.md pins,
/// so every 3×3 and most 4×4 demos finish, while a 4×4 A* with a weak
/// heuristic stops with a message instead of exhausting the tab. It shares
/// one wasm memory with Compare's lanes and Explain's comparison: see
/// [`PAGE_TOTAL_MIB`].
pub const SOLVE_MEMORY_MIB: u64 = 384;

/// Each Compare lane's memory budget, in MiB (a smaller `?memory=` lowers
/// it): up to [`COMPARE_LANES`] lanes race in one wasm memory, and six of
/// them hold under 1 GiB together.
pub const LANE_MEMORY_MIB: u64 = 160;

/// The most lanes the Compare view races at once.
pub const COMPARE_LANES: u64 = 6;

/// The memory budget of the Explain view's comparison run (IDA* against the
/// A* it saves memory against, IDDFS against BFS), in MiB: about seven
/// million A* nodes, every 3×3 board and most 4×4 demos.
pub const EXPLAIN_MEMORY_MIB: u64 = 256;

/// The page's budgets added up, in MiB: Solve's, every Compare lane's and
/// Explain's comparison may all be held at once (each view searches in a
/// worker of its own, the lab too), and even the lanes together stay well
/// inside the 4 GiB a wasm32 module can address.
pub const PAGE_TOTAL_MIB: u64 = SOLVE_MEMORY_MIB + COMPARE_LANES * LANE_MEMORY_MIB + EXPLAIN_MEMORY_MIB;
const _: () = assert!(PAGE_TOTAL_MIB < 4096);

/// The largest memory budget a search in wasm gets, in MiB, whatever it
/// asks for (`new Session`'s `memoryBudgetMb`, the lab's A*, `?memory=`):
/// a wasm32 module addresses 4 GiB and no single allocation may pass
/// `isize::MAX`, 2 GiB. A table that doubles (the hash map of BFS) grows
/// only while the search is under its budget, so under this one it never
/// asks for more than 2 × 1 GiB − 1 and old and new tables together stay
/// near 3 GiB; at 1536 MiB a 1.1 GiB hash table doubled into "Hash table
/// capacity overflow", a trap that killed the page's engine.
pub const WASM_MEMORY_MIB: u64 = 1024;
const _: () = assert!(WASM_MEMORY_MIB >= PAGE_MEMORY_MIB && WASM_MEMORY_MIB >= LAB_ASTAR_MEMORY_MIB);

/// A budget in bytes asked for from wasm, at most [`WASM_MEMORY_MIB`]: the
/// search then stops with "memory budget reached" instead of trapping.
pub fn wasm_memory_budget(bytes: u64) -> u64 {
    bytes.min(mib(WASM_MEMORY_MIB))
}

/// The most bytes `npuzzle` reads from standard input, 16 MiB: a board is
/// a few dozen characters and Korf's 100 instances 5 KB, while
/// `npuzzle solve < /dev/zero` read until memory ran out.
pub const MAX_INPUT_BYTES: u64 = 16 << 20;

/// The most tiles of a pattern table the page builds (`buildPatternTable`):
/// the 6-tile tables of the 6-6-3 partition, 5.8 million placements, a few
/// seconds. An 8-tile table took 400 s and 2.7 GB in wasm.
pub const PAGE_PATTERN_TILES: usize = 6;

/// A page's search worker whose wasm memory grew past this, in MiB, is
/// ended at the next Reset or new search and a fresh one started: a
/// WebAssembly memory never shrinks, so this is how a tab gives back what
/// a big run took. Below it a fresh worker would cost more than it saves.
pub const WORKER_RENEW_MIB: u64 = 64;

/// The weights weighted A* accepts (f = g + w·h). Weighted A* keeps `w × h`
/// as a scaled integer; beyond 1000 it would overflow, and the search is
/// greedy long before.
pub const WEIGHTS: RangeInclusive<f64> = 1.0..=1000.0;

/// The weights the page offers (its number field, and the range a shared
/// link is clamped to): past 10 weighted A* behaves as greedy on every
/// board the page shows.
pub const PAGE_WEIGHTS: RangeInclusive<f64> = 1.0..=10.0;

/// The furthest step a shared link may put the Solve search at (`step=` in
/// its hash): the page replays the search to that step in its worker, and
/// a million expansions take a few seconds there; the buttons wait for it.
pub const LINK_STEPS_MAX: u64 = 1_000_000;

/// Time travel's checkpoints (www/engine/handler.js): a step back replays
/// the search from the nearest checkpoint before it, and one is left this
/// many steps before the step travelled to, so the next steps back replay at
/// most this many expansions (a few milliseconds).
pub const CHECKPOINT_STEPS: u64 = 5_000;

/// Time travel's share of a worker's memory, in MiB, beside the search's
/// own budget: a search holding more than this is not copied as a
/// checkpoint (the copy would cost as much again; going back then replays
/// from the last checkpoint taken while it was smaller), and a search's
/// checkpoints together hold at most this (www/engine/handler.js drops one
/// before they would hold more). The Solve worker thus holds at most
/// SOLVE_MEMORY_MIB + this, inside WASM_MEMORY_MIB.
pub const CHECKPOINT_MAX_MIB: u64 = 192;

/// The most checkpoints kept per search, within CHECKPOINT_MAX_MIB in all. A million steps of A*, BFS or
/// bidirectional BFS on a 15-puzzle hold 66–164 MiB, so steps back stay
/// short there too: one checkpoint at the last doubling, one near the step.
pub const CHECKPOINTS: u64 = 2;

/// The most rows a search's counters history keeps (src/search/history.rs):
/// the counters after every step while the search has taken at most this
/// many, then after every 2nd, 4th, 8th … step (the stride doubles and
/// every other row is dropped each time it would hold more), so the page's
/// chart and CSV cover the whole search in at most 4 × 8 bytes × this
/// (2 MiB), also at a hundred million steps.
pub const HISTORY_ROWS: usize = 1 << 16;

/// The longest random walk `randomBoard` takes on boards too large for an
/// exact distance table: enough to scramble any board many times over.
pub const MAX_RANDOM_WALK: u64 = 1_000_000;

/// Expansions a hint may spend on a board the distance table does not cover
/// (more than 9 cells): IDA* with the 5-5-5 pattern databases solves a
/// typical 15-puzzle in well under that (Korf's 100 average 1.5 M nodes
/// generated), about a second in the browser at most; a harder board is
/// "too far to hint quickly" instead of a frozen hint.
pub const HINT_NODE_BUDGET: u64 = 4_000_000;

/// Expansions tree search (no visited table: `--visited none`, the page's
/// "None (tree search)") may take before it stops with its own status: on
/// the 8-puzzle's 31-move boards BFS without a table would need about
/// 2 × 10^13, so the budget is what ends it, well under a second natively
/// and a few seconds in the browser, with the duplicates it expanded on
/// show. A 6-move board needs a few hundred.
pub const TREE_SEARCH_NODES: u64 = 200_000;

/// Checks a weight against [`WEIGHTS`]; the error is the one sentence the
/// command line and the page show: `the weight must be a number from 1 to
/// 1000, not 0.5`.
pub fn weight(w: f64) -> Result<f64, String> {
    weight_checked(w).map_err(|m| m.english)
}

/// [`weight`] with the sentence's code (`limits.weight`) and arguments, for
/// the page.
pub fn weight_checked(w: f64) -> Result<f64, Message> {
    within(&WEIGHTS, w)
}

/// Checks a weight the page's fields offer against [`PAGE_WEIGHTS`], with
/// the same sentence: `the weight must be a number from 1 to 10, not 100`.
pub fn page_weight(w: f64) -> Result<f64, String> {
    page_weight_checked(w).map_err(|m| m.english)
}

/// [`page_weight`] with the sentence's code and arguments, for the page.
pub fn page_weight_checked(w: f64) -> Result<f64, Message> {
    within(&PAGE_WEIGHTS, w)
}

/// `w` if `range` holds it (NaN never does), else the weight's sentence.
/// The value is quoted as the English quotes it (`NaN`, `1e300`).
fn within(range: &RangeInclusive<f64>, w: f64) -> Result<f64, Message> {
    if range.contains(&w) {
        Ok(w)
    } else {
        Err(weight_sentence(range, w))
    }
}

/// The weight's sentence for `w` outside `range` (`limits.weight`): `the
/// weight must be a number from 1 to 1000, not 0.5`.
pub fn weight_sentence(range: &RangeInclusive<f64>, w: f64) -> Message {
    let (min, max) = (*range.start(), *range.end());
    let english = format!("the weight must be a number from {min} to {max}, not {}", number(w));
    Message::new("limits.weight", english).with("min", min).with("max", max).with("value", number(w))
}

/// A number as a message quotes it, in JavaScript's words: `Infinity`,
/// `NaN`, and `1e300` rather than its 301 digits.
pub fn number(x: f64) -> String {
    if x.is_infinite() {
        (if x > 0.0 { "Infinity" } else { "-Infinity" }).to_string()
    } else if x.abs() >= 1e16 {
        format!("{x:e}")
    } else {
        format!("{x}")
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
        // What Solve's field let through, each with its sentence.
        assert_eq!(weight(9999.999), Err("the weight must be a number from 1 to 1000, not 9999.999".to_string()));
        assert_eq!(weight(1e300), Err("the weight must be a number from 1 to 1000, not 1e300".to_string()));
        assert_eq!(
            weight(2f64.powi(64)),
            Err("the weight must be a number from 1 to 1000, not 1.8446744073709552e19".to_string())
        );
        assert_eq!(
            weight(f64::NEG_INFINITY),
            Err("the weight must be a number from 1 to 1000, not -Infinity".to_string())
        );
        assert_eq!(mib(DEFAULT_MEMORY_MIB), 2 << 30);
        assert_eq!(mib(u64::MAX), u64::MAX);
    }

    #[test]
    fn page_weights_have_the_same_sentence() {
        assert_eq!(page_weight(1.0), Ok(1.0));
        assert_eq!(page_weight(10.0), Ok(10.0));
        assert_eq!(page_weight(100.0), Err("the weight must be a number from 1 to 10, not 100".to_string()));
        assert_eq!(page_weight(0.0), Err("the weight must be a number from 1 to 10, not 0".to_string()));
        assert_eq!(page_weight(-2.0), Err("the weight must be a number from 1 to 10, not -2".to_string()));
        assert_eq!(page_weight(f64::NAN), Err("the weight must be a number from 1 to 10, not NaN".to_string()));
        // Every weight the page offers the engine accepts.
        assert!(weight(*PAGE_WEIGHTS.start()).is_ok() && weight(*PAGE_WEIGHTS.end()).is_ok());
    }

    #[test]
    fn the_page_budgets_fit_one_wasm_memory() {
        assert_eq!((SOLVE_MEMORY_MIB, LANE_MEMORY_MIB, EXPLAIN_MEMORY_MIB), (384, 160, 256));
        assert_eq!(PAGE_TOTAL_MIB, 384 + 6 * 160 + 256);
        assert_eq!(mib(PAGE_TOTAL_MIB), 1600 << 20);
    }

    #[test]
    fn wasm_budgets_stop_below_what_wasm32_can_hold() {
        // `?memory=2048` trapped with "Hash table capacity overflow".
        assert_eq!(wasm_memory_budget(mib(2048)), 1 << 30);
        assert_eq!(wasm_memory_budget(mib(1536)), 1 << 30);
        assert_eq!(wasm_memory_budget(u64::MAX), 1 << 30);
        assert_eq!(wasm_memory_budget(mib(384)), 384 << 20);
        // A doubling table under the budget stays under isize::MAX on wasm32.
        assert!(2 * mib(WASM_MEMORY_MIB) <= 1 << 31);
    }
}
