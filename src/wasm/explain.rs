//! What the Explain view reads from a [`Session`]: the engine's search trace
//! (`src/search/trace.rs`: the tree of the first steps, the solution marks,
//! expansions by true distance), IDA*'s iterations and the frontier by f,
//! as typed arrays.
//!
//! The trace is recorded inside `Session::step` (no call per node), and the
//! tree is handed over incrementally: `treeLog(since)` and
//! `treeTiles(since)` copy only the entries after the `since` the page
//! already holds, so a frame copies the steps it has not seen, not all 400.
//! The page decodes them with `traceFormat()` (child kind names, move
//! letters, the stride), so it declares none of the engine's enums.
//!
//! The one thing kept here rather than in the engine is the page's cache of
//! the last distance table, so a later session on the same goal counts by
//! distance from its first step without another backward BFS.

use super::{to_js, JsError, Session};
use crate::board::Move;
use crate::problem::Problem;
use crate::search::trace::{iteration_counts, DistanceTable, Mark, Trace, TraceChildKind, TREE_LIMIT};
use crate::search::Algorithm;
use serde::Serialize;
use std::cell::RefCell;
use std::sync::Arc;
use wasm_bindgen::prelude::*;

/// Numbers per entry in [`Session::tree_log`]: parent, move, g, h, f, side,
/// goal, iteration, child count, then (kind, move) for 4 children.
const TREE_STRIDE: usize = 9 + 2 * 4;

/// Boards per entry in [`Session::tree_tiles`]: the node, then 4 children.
const BOARDS_PER_ENTRY: usize = 5;

thread_local! {
    /// The distance table of the last goal watched (one per page: the
    /// Explain view shows one search at a time).
    static TABLE: RefCell<Option<Arc<DistanceTable>>> = const { RefCell::new(None) };
}

/// The cached table for `problem`'s goal, if one was computed.
fn cached_table(problem: &Problem) -> Option<Arc<DistanceTable>> {
    TABLE.with(|t| t.borrow().as_ref().filter(|t| t.fits(problem)).cloned())
}

/// The table for `problem`'s goal, computed and cached if needed (`None`
/// on boards too large to enumerate).
fn table_for(problem: &Problem) -> Option<Arc<DistanceTable>> {
    if let Some(table) = cached_table(problem) {
        return Some(table);
    }
    let table = Arc::new(DistanceTable::new(problem.goal())?);
    TABLE.with(|t| *t.borrow_mut() = Some(table.clone()));
    Some(table)
}

/// A session's trace: the page's tree size, counting distances from the
/// first step when this goal's table is already cached.
pub(super) fn trace_for(problem: &Problem, algorithm: Algorithm) -> Trace {
    let mut trace = Trace::new(problem, algorithm, TREE_LIMIT);
    if let Some(table) = cached_table(problem) {
        trace.count_distances(table, 0);
    }
    trace
}

/// Bits of a byte in [`Session::tree_marks`].
const ON_PATH: u8 = 1;
const MEETING: u8 = 2;

/// What `traceFormat()` returns: how to read `treeLog`, `treeTiles` and
/// `treeMarks`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TraceFormat {
    stride: usize,
    boards_per_entry: usize,
    child_kinds: Vec<&'static str>,
    moves: Vec<String>,
    on_path_bit: u8,
    meeting_bit: u8,
}

/// How to decode the tree: numbers per entry in `treeLog`, boards per entry
/// in `treeTiles` (and bytes per entry in `treeMarks`), the child kind names
/// and move letters by index, the bits of a mark.
#[wasm_bindgen(js_name = traceFormat)]
pub fn trace_format() -> Result<JsValue, JsError> {
    to_js(&TraceFormat {
        stride: TREE_STRIDE,
        boards_per_entry: BOARDS_PER_ENTRY,
        child_kinds: TraceChildKind::ALL.iter().map(|k| k.name()).collect(),
        moves: Move::ALL.iter().map(|m| m.letter().to_string()).collect(),
        on_path_bit: ON_PATH,
        meeting_bit: MEETING,
    })
}

/// The Explain view's reads; docs/wasm-api.md lists them.
#[wasm_bindgen]
impl Session {
    /// The frontier by f (or g): `[value, count, side]` triples, side 0
    /// forward / 1 backward, sorted by side then value.
    #[wasm_bindgen(js_name = frontierProfile)]
    pub fn frontier_profile(&self) -> Vec<f64> {
        let Some(search) = self.search.as_ref() else { return Vec::new() };
        search.frontier_profile().iter().flat_map(|b| [b.value, b.count as f64, b.side as u8 as f64]).collect()
    }

    /// IDA* and IDDFS: `[threshold, expanded, generated]` per iteration so far
    /// (the last one still running); empty for other algorithms.
    pub fn iterations(&self) -> Vec<f64> {
        let Some(search) = self.search.as_ref() else { return Vec::new() };
        iteration_counts(search.as_ref())
            .iter()
            .flat_map(|r| [r.threshold as f64, r.expanded as f64, r.generated as f64])
            .collect()
    }

    /// The most tree entries ever logged.
    #[wasm_bindgen(js_name = treeLimit)]
    pub fn tree_limit(&self) -> usize {
        self.explain.limit()
    }

    /// Tree entries logged so far.
    #[wasm_bindgen(js_name = treeLength)]
    pub fn tree_length(&self) -> usize {
        self.explain.entries().len()
    }

    /// The entries from index `since` on, `traceFormat().stride` numbers
    /// each (see docs/wasm-api.md); entries never change once logged.
    #[wasm_bindgen(js_name = treeLog)]
    pub fn tree_log(&self, since: usize) -> Vec<f64> {
        let entries = self.explain.entries().get(since..).unwrap_or_default();
        let mut out = Vec::with_capacity(entries.len() * TREE_STRIDE);
        let index = |v: Option<usize>| v.map_or(-1.0, |v| v as f64);
        for e in entries {
            out.extend_from_slice(&[
                index(e.parent.map(|p| p as usize)),
                index(e.mv.map(Move::index)),
                e.g as f64,
                e.h as f64,
                e.f,
                e.side as u8 as f64,
                e.goal as u8 as f64,
                e.iteration as f64,
                e.children.len() as f64,
            ]);
            for k in 0..4 {
                let child = e.children.get(k);
                out.push(index(child.map(|c| c.kind.index())));
                out.push(index(child.map(|c| c.mv.index())));
            }
        }
        out
    }

    /// The tiles of the entries from `since` on: per entry the node, then
    /// its 4 child slots in generation order (zeros past the last child),
    /// `cells` bytes each.
    #[wasm_bindgen(js_name = treeTiles)]
    pub fn tree_tiles(&self, since: usize) -> Vec<u8> {
        let entries = self.explain.entries().get(since..).unwrap_or_default();
        let geometry = self.explain.geometry();
        let cells = geometry.cells();
        let mut out = vec![0u8; entries.len() * BOARDS_PER_ENTRY * cells];
        for (e, boards) in entries.iter().zip(out.chunks_mut(BOARDS_PER_ENTRY * cells)) {
            let states = std::iter::once(e.state).chain(e.children.iter().map(|c| c.state));
            for (state, board) in states.zip(boards.chunks_mut(cells)) {
                geometry.unpack_into(state, board);
            }
        }
        out
    }

    /// Once solved, per entry 5 bytes (the node, then its 4 child slots):
    /// bit 0 on the solution path, bit 1 the node where the bidirectional
    /// searches met. Empty before.
    #[wasm_bindgen(js_name = treeMarks)]
    pub fn tree_marks(&self) -> Vec<u8> {
        let Some(search) = self.search.as_ref() else { return Vec::new() };
        let byte = |m: Mark| if m.on_path { ON_PATH } else { 0 } | if m.meeting { MEETING } else { 0 };
        let marks = self.explain.marks(search.as_ref());
        let mut out = vec![0u8; marks.len() * BOARDS_PER_ENTRY];
        for (m, slots) in marks.iter().zip(out.chunks_mut(BOARDS_PER_ENTRY)) {
            slots[0] = byte(m.node);
            for (slot, &child) in slots[1..].iter_mut().zip(&m.children) {
                *slot = byte(child);
            }
        }
        out
    }

    /// Starts counting expansions by their true distance to the goal (boards
    /// of at most 9 cells: computes the distance table once per goal, then
    /// every later session on that goal counts from its first step). A
    /// search already under way is replayed from its start once, so the
    /// counts always cover the whole search (`distancesCountedFrom` is 0).
    /// False on larger boards.
    #[wasm_bindgen(js_name = watchDistances)]
    pub fn watch_distances(&mut self) -> bool {
        if self.explain.distance_table().is_some() {
            return true;
        }
        let Some(table) = table_for(&self.problem) else { return false };
        let steps = self.search.as_ref().map_or(0, |s| s.counters().steps);
        if steps == 0 {
            return self.explain.count_distances(table, 0);
        }
        let mut replay = self.solver.start(&self.problem);
        self.explain.count_distances_replaying(table, replay.as_mut(), steps)
    }

    /// States at each distance 0, 1, … from the goal (all of them: 181,440
    /// on 3×3); empty until [`Session::watch_distances`] succeeded.
    #[wasm_bindgen(js_name = depthHistogram)]
    pub fn depth_histogram(&self) -> Vec<f64> {
        self.explain.distance_table().map_or(Vec::new(), |t| t.histogram().iter().map(|&c| c as f64).collect())
    }

    /// The start's true distance to the goal; -1 when unknown (no table, or
    /// the start cannot reach the goal).
    #[wasm_bindgen(js_name = startDistance)]
    pub fn start_distance(&self) -> i32 {
        self.explain.start_distance().map_or(-1, i32::from)
    }

    /// Expansions so far counted by the expanded node's true distance to
    /// the goal (same length as `depthHistogram`).
    #[wasm_bindgen(js_name = expandedByDistance)]
    pub fn expanded_by_distance(&self) -> Vec<f64> {
        self.explain.expanded_by_distance().iter().map(|&c| c as f64).collect()
    }

    /// What the search has reached, by permutation rank of the board (its
    /// tiles row by row, blank 0): 0 not generated, 1 generated (in the
    /// frontier), 2 expanded — for the whole-state-space map. Empty until
    /// [`Session::watch_distances`] succeeded (a `Uint8Array` copy, 9! bytes
    /// on 3×3).
    #[wasm_bindgen(js_name = reachedByRank)]
    pub fn reached_by_rank(&self) -> Vec<u8> {
        self.explain.reached().to_vec()
    }

    /// Expansions that happened before distances were counted (0 when the
    /// counts cover the whole search).
    #[wasm_bindgen(js_name = distancesCountedFrom)]
    pub fn distances_counted_from(&self) -> f64 {
        self.explain.distances_counted_from() as f64
    }
}

#[cfg(test)]
mod tests {
    //! The glue only: the layouts the page decodes and the table cache.
    //! What the trace records is tested natively in src/search/trace/tests.rs.
    //! Run under node with the other wasm tests (scripts/test.sh).

    use super::*;
    use js_sys::{Array, Reflect};
    use wasm_bindgen_test::wasm_bindgen_test;

    fn session(start: &str, algorithm: &str, heuristic: &str) -> Session {
        Session::open(start, "ordered", algorithm, heuristic, 1.0, 0.0, 0.0).unwrap()
    }

    fn run(s: &mut Session) {
        s.step(f64::INFINITY).unwrap();
    }

    #[wasm_bindgen_test]
    fn trace_format_names_kinds_and_moves() {
        let format = trace_format().unwrap();
        let get = |key: &str| Reflect::get(&format, &JsValue::from_str(key)).unwrap();
        assert_eq!(get("stride").as_f64(), Some(17.0));
        assert_eq!(get("boardsPerEntry").as_f64(), Some(5.0));
        let strings = |v: JsValue| Array::from(&v).iter().map(|s| s.as_string().unwrap()).collect::<Vec<_>>();
        assert_eq!(strings(get("childKinds")), ["new", "improved", "in-frontier", "closed", "over-threshold", "goal"]);
        assert_eq!(strings(get("moves")), ["u", "d", "l", "r"]);
        assert_eq!((get("onPathBit").as_f64(), get("meetingBit").as_f64()), (Some(1.0), Some(2.0)));
    }

    #[wasm_bindgen_test]
    fn tree_log_hands_over_only_new_entries() {
        // BFS from the centre: the root's four children, then the up child
        // with the root again (closed, kind 3) and two new ones.
        let mut s = session("1 2 3 4 0 5 6 7 8", "bfs", "zero");
        s.step(1.0).unwrap();
        assert_eq!(s.tree_length(), 1);
        let root = [-1.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0, 1.0, 0.0, 2.0, 0.0, 3.0];
        assert_eq!(s.tree_log(0), root);
        s.step(2.0).unwrap();
        let log = s.tree_log(1);
        assert_eq!(log.len(), 2 * TREE_STRIDE);
        let up = [0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 3.0, 3.0, 1.0, 0.0, 2.0, 0.0, 3.0, -1.0, -1.0];
        assert_eq!(log[..TREE_STRIDE], up);
        assert_eq!(s.tree_log(0)[..TREE_STRIDE], root);
        assert!(s.tree_log(3).is_empty() && s.tree_log(99).is_empty());
        // The up child's board, then its children's: d (the root), l, r, none.
        let tiles = s.tree_tiles(1);
        assert_eq!(tiles.len(), 2 * 5 * 9);
        assert_eq!(tiles[..9], [1, 0, 3, 4, 2, 5, 6, 7, 8]);
        assert_eq!(tiles[9..18], [1, 2, 3, 4, 0, 5, 6, 7, 8]);
        assert_eq!(tiles[18..27], [0, 1, 3, 4, 2, 5, 6, 7, 8]);
        assert_eq!(tiles[36..45], [0; 9]);
        assert!(s.tree_marks().is_empty(), "not solved yet");
        run(&mut s);
        assert_eq!((s.tree_length(), s.tree_limit()), (TREE_LIMIT, TREE_LIMIT));
        assert_eq!(s.tree_log(0).len(), TREE_LIMIT * TREE_STRIDE);
    }

    #[wasm_bindgen_test]
    fn marks_light_the_path_and_the_meeting() {
        let mut s = session("1 2 3 4 5 6 0 7 8", "astar", "manhattan");
        run(&mut s);
        // Root (children u, r), then the blank moving right twice, the goal last.
        assert_eq!(s.tree_marks(), [1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0]);
        let mut s = session("1 2 3 0 4 6 7 5 8", "bibfs", "zero");
        run(&mut s);
        let marks = s.tree_marks();
        assert_eq!(marks.len(), 6 * 5);
        // The meeting node, never expanded: a child in both trees (l of the
        // goal's root, d of the start's child on the path).
        // Slots are 5 per entry, the node first: entries 1 and 5, child 1.
        let met: Vec<usize> = (0..marks.len()).filter(|&i| marks[i] == 3).collect();
        assert_eq!(met, [7, 27]);
    }

    #[wasm_bindgen_test]
    fn distances_are_counted_once_watched() {
        // Another test (the state-space map's) may have cached this goal's
        // table, and a session opened then counts distances from its first
        // step: start from an empty cache, as a page does.
        TABLE.with(|t| *t.borrow_mut() = None);
        let mut s = session("2 3 4 1 5 0 7 6 8", "astar", "manhattan");
        assert_eq!(s.start_distance(), -1);
        assert!(s.depth_histogram().is_empty());
        s.step(5.0).unwrap();
        assert!(s.watch_distances());
        // Watched after 5 steps: the first 5 are replayed and counted too.
        assert_eq!(s.distances_counted_from(), 0.0);
        assert_eq!(s.expanded_by_distance().iter().sum::<f64>(), 5.0);
        let hist = s.depth_histogram();
        assert_eq!(hist.len(), 32);
        assert_eq!(hist.iter().sum::<f64>(), 181_440.0);
        assert_eq!(s.start_distance(), 19);
        run(&mut s);
        assert_eq!(s.expanded_by_distance().iter().sum::<f64>(), 314.0);
        // A later session on the same goal counts from its first step.
        let mut t = session("2 3 4 1 5 0 7 6 8", "astar", "manhattan");
        assert_eq!(t.distances_counted_from(), 0.0);
        run(&mut t);
        assert_eq!(t.expanded_by_distance().iter().sum::<f64>(), 314.0);
        assert!(!session("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "astar", "manhattan").watch_distances());
    }

    #[wasm_bindgen_test]
    fn iterations_and_frontier_as_flat_arrays() {
        let mut s = session("8 6 7 2 5 4 3 0 1", "idastar", "manhattan");
        run(&mut s);
        let thresholds: Vec<f64> = s.iterations().chunks(3).map(|r| r[0]).collect();
        assert_eq!(thresholds, [21.0, 23.0, 25.0, 27.0, 29.0, 31.0]);
        assert_eq!(s.iterations().chunks(3).map(|r| r[1]).sum::<f64>(), 14_195.0);
        let mut s = session("8 6 7 2 5 4 3 0 1", "bibfs", "zero");
        s.step(2.0).unwrap();
        assert_eq!(s.frontier_profile(), [1.0, 3.0, 0.0, 1.0, 2.0, 1.0]);
    }
}
