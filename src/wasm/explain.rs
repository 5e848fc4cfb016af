//! What the Explain view reads from a [`Session`]: the frontier by f, IDA*'s
//! iterations, a log of the first expansions (the search tree) and the
//! expanded nodes counted by their true distance from the goal.
//!
//! All of it is gathered inside `Session::step`, from the engine's events,
//! so the page never makes a call per node: it copies a few typed arrays
//! once per frame. Watching every event costs one dynamic call and a branch
//! per node, so it is only done while something needs it (a tree not yet
//! full, a distance table); otherwise `step` hands the whole batch to
//! [`Search::step_n`]. IDA*'s iterations come from the search itself
//! ([`Search::iteration_starts`]), not from watching.

use super::Session;
use crate::board::{Geometry, Move, State};
use crate::rank::rank_packed;
use crate::search::{Algorithm, ChildKind, Event, EventKind, Problem, Search, Side};
use crate::state_space::{distances, histogram, UNREACHABLE};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

/// Expansions (and goal selections) kept in the tree log.
pub(super) const TREE_LIMIT: usize = 400;

/// Numbers per tree entry in [`Session::tree_log`].
const TREE_STRIDE: usize = 10;

/// Child codes in the tree log (`1 +` these, 0 = no child).
const CHILD_GOAL: u8 = 5;

/// The distance table of one goal, with its histogram: computed once
/// (≈ 0.1 s in the browser) and shared by every later session on that goal.
struct Table {
    goal: State,
    cells: usize,
    distances: Vec<u8>,
    histogram: Vec<u64>,
}

thread_local! {
    static TABLE: RefCell<Option<Rc<Table>>> = const { RefCell::new(None) };
}

/// The cached table for `problem`'s goal, if one was computed.
fn cached_table(problem: &Problem) -> Option<Rc<Table>> {
    let (goal, cells) = (problem.goal().state(), problem.geometry().cells());
    TABLE.with(|t| t.borrow().as_ref().filter(|t| t.goal == goal && t.cells == cells).cloned())
}

/// The table for `problem`'s goal, computed if needed (`None` above
/// [`crate::state_space::MAX_CELLS`] cells).
fn table_for(problem: &Problem) -> Option<Rc<Table>> {
    if let Some(table) = cached_table(problem) {
        return Some(table);
    }
    let distances = distances(problem.goal())?;
    let histogram = histogram(&distances);
    let table =
        Rc::new(Table { goal: problem.goal().state(), cells: problem.geometry().cells(), distances, histogram });
    TABLE.with(|t| *t.borrow_mut() = Some(table.clone()));
    Some(table)
}

/// One logged step.
struct TreeEntry {
    state: State,
    /// Index of the entry that generated it; `u32::MAX` for a root.
    parent: u32,
    /// Move index from the parent (`u8::MAX` for a root).
    mv: u8,
    g: u32,
    h: u32,
    f: f64,
    side: Side,
    goal: bool,
    /// Per child in generation order: `(1 + kind) | move << 3`, 5 bits each.
    children: u32,
    iteration: u32,
}

/// Everything the Explain view reads, gathered from the events.
pub(super) struct Observer {
    geometry: Geometry,
    goal: State,
    /// IDA* / IDDFS: a tree search (a state may be expanded many times).
    iterative: bool,
    tree: Vec<TreeEntry>,
    /// A* and BFS: which entry generated a state last (as new or improved).
    generated_by: HashMap<(u8, State), u32>,
    /// IDA*: the entries on the current path, by depth.
    path: Vec<u32>,
    table: Option<Rc<Table>>,
    by_distance: Vec<u64>,
    /// Expansions done before distances were counted (0: all counted).
    counted_from: u64,
}

impl Observer {
    pub(super) fn new(problem: &Problem, algorithm: Algorithm) -> Observer {
        let table = cached_table(problem);
        let by_distance = table.as_ref().map_or(Vec::new(), |t| vec![0; t.histogram.len()]);
        Observer {
            geometry: problem.geometry().clone(),
            goal: problem.goal().state(),
            iterative: matches!(algorithm, Algorithm::IdaStar | Algorithm::Iddfs),
            tree: Vec::new(),
            generated_by: HashMap::new(),
            path: Vec::new(),
            table,
            by_distance,
            counted_from: 0,
        }
    }

    fn wants_events(&self) -> bool {
        self.tree.len() < TREE_LIMIT || self.table.is_some()
    }

    /// Takes up to `n` steps, watching each while anything needs it.
    pub(super) fn step(&mut self, search: &mut dyn Search, n: u64) -> u64 {
        let mut done = 0;
        while done < n {
            if !self.wants_events() {
                return done + search.step_n(n - done);
            }
            let Some(event) = search.step() else { break };
            self.observe(event);
            done += 1;
        }
        done
    }

    fn observe(&mut self, ev: &Event) {
        if ev.kind == EventKind::Expanded {
            if let Some(table) = &self.table {
                let d = table.distances[rank_packed(ev.state.0 as u64, table.cells) as usize];
                if d != UNREACHABLE {
                    self.by_distance[d as usize] += 1;
                }
            }
        }
        if self.tree.len() < TREE_LIMIT {
            self.log(ev);
            if self.tree.len() == TREE_LIMIT {
                self.generated_by = HashMap::new();
                self.path = Vec::new();
            }
        }
    }

    /// Adds the selected node to the tree, under the entry that generated it.
    fn log(&mut self, ev: &Event) {
        let index = self.tree.len() as u32;
        let side = ev.side as u8;
        let parent = if ev.g == 0 {
            None
        } else if self.iterative {
            self.path.get(ev.g as usize - 1).copied()
        } else {
            self.generated_by.get(&(side, ev.state)).copied()
        };
        if self.iterative {
            self.path.truncate(ev.g as usize);
            self.path.push(index);
        }
        let mv = parent.map_or(u8::MAX, |p| self.move_between(self.tree[p as usize].state, ev.state));
        let mut children = 0u32;
        for (k, child) in ev.children().iter().enumerate() {
            let kind = match child.kind {
                ChildKind::New if child.state == self.goal && !self.iterative => CHILD_GOAL,
                kind => kind_code(kind),
            };
            let mv = child.mv.map_or(0, |m| m.index() as u32);
            children |= ((1 + kind as u32) | mv << 3) << (5 * k);
            if !self.iterative && matches!(child.kind, ChildKind::New | ChildKind::Improved) {
                self.generated_by.insert((side, child.state), index);
            }
        }
        self.tree.push(TreeEntry {
            state: ev.state,
            parent: parent.unwrap_or(u32::MAX),
            mv,
            g: ev.g,
            h: ev.h,
            f: ev.f,
            side: ev.side,
            goal: ev.kind == EventKind::Goal,
            children,
            iteration: ev.counters.iteration,
        });
    }

    /// The blank's move from `from` to `to` (neighbouring states).
    fn move_between(&self, from: State, to: State) -> u8 {
        let (a, b) = (self.geometry.blank_of(from), self.geometry.blank_of(to));
        Move::ALL.iter().find(|&&m| self.geometry.neighbour(a, m) == Some(b)).map_or(u8::MAX, |m| m.index() as u8)
    }

    /// Starts counting expansions by distance (computing the table if this
    /// goal has none yet); false on boards too large to enumerate.
    fn watch_distances(&mut self, problem: &Problem, expanded: u64) -> bool {
        if self.table.is_some() {
            return true;
        }
        let Some(table) = table_for(problem) else { return false };
        self.by_distance = vec![0; table.histogram.len()];
        self.table = Some(table);
        self.counted_from = expanded;
        true
    }
}

fn kind_code(kind: ChildKind) -> u8 {
    match kind {
        ChildKind::New => 0,
        ChildKind::Improved => 1,
        ChildKind::InFrontier => 2,
        ChildKind::Closed => 3,
        ChildKind::OverThreshold => 4,
    }
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
        let c = search.counters();
        let rows = search.iteration_starts();
        let mut out = Vec::with_capacity(rows.len() * 3);
        for (i, row) in rows.iter().enumerate() {
            let (end_e, end_g) = rows.get(i + 1).map_or((c.expanded, c.generated), |r| (r.expanded, r.generated));
            out.extend_from_slice(&[
                row.threshold as f64,
                (end_e - row.expanded) as f64,
                (end_g - row.generated) as f64,
            ]);
        }
        out
    }

    /// The most tree entries ever logged.
    #[wasm_bindgen(js_name = treeLimit)]
    pub fn tree_limit(&self) -> usize {
        TREE_LIMIT
    }

    /// The first steps of the search, 10 numbers each: `[parent, move, g, h,
    /// f, side, goal, children, iteration, flags]` (see docs/wasm-api.md).
    #[wasm_bindgen(js_name = treeLog)]
    pub fn tree_log(&self) -> Vec<f64> {
        let flags = self.tree_flags();
        let mut out = Vec::with_capacity(self.explain.tree.len() * TREE_STRIDE);
        for (e, flag) in self.explain.tree.iter().zip(flags) {
            let parent = if e.parent == u32::MAX { -1.0 } else { e.parent as f64 };
            let mv = if e.mv == u8::MAX { -1.0 } else { e.mv as f64 };
            out.extend_from_slice(&[
                parent,
                mv,
                e.g as f64,
                e.h as f64,
                e.f,
                e.side as u8 as f64,
                e.goal as u8 as f64,
                e.children as f64,
                e.iteration as f64,
                flag as f64,
            ]);
        }
        out
    }

    /// The tiles of every tree entry, `cells` bytes each.
    #[wasm_bindgen(js_name = treeTiles)]
    pub fn tree_tiles(&self) -> Vec<u8> {
        let cells = self.explain.geometry.cells();
        let mut out = vec![0u8; self.explain.tree.len() * cells];
        for (e, chunk) in self.explain.tree.iter().zip(out.chunks_mut(cells)) {
            self.explain.geometry.unpack_into(e.state, chunk);
        }
        out
    }

    /// Bidirectional BFS once solved: the depth from the start where the
    /// two searches met; -1 otherwise.
    #[wasm_bindgen(js_name = meetingDepth)]
    pub fn meeting_depth(&self) -> i32 {
        self.search.as_ref().and_then(|s| s.meeting()).map_or(-1, |(_, g)| g as i32)
    }

    /// The meeting node's tiles (empty when there is none).
    #[wasm_bindgen(js_name = meetingTiles)]
    pub fn meeting_tiles(&self) -> Vec<u8> {
        let meeting = self.search.as_ref().and_then(|s| s.meeting());
        meeting.map_or(Vec::new(), |(state, _)| self.explain.geometry.unpack(state))
    }

    /// Starts counting expansions by their true distance to the goal (boards
    /// of at most 9 cells: computes the distance table once per goal, then
    /// every later session on that goal counts from its first step). False
    /// on larger boards.
    #[wasm_bindgen(js_name = watchDistances)]
    pub fn watch_distances(&mut self) -> bool {
        let expanded = self.search.as_ref().map_or(0, |s| s.counters().expanded);
        self.explain.watch_distances(&self.problem, expanded)
    }

    /// States at each distance 0, 1, … from the goal (all of them: 181,440
    /// on 3×3); empty until [`Session::watch_distances`] succeeded.
    #[wasm_bindgen(js_name = depthHistogram)]
    pub fn depth_histogram(&self) -> Vec<f64> {
        self.explain.table.as_ref().map_or(Vec::new(), |t| t.histogram.iter().map(|&c| c as f64).collect())
    }

    /// The start's true distance to the goal; -1 when unknown (no table, or
    /// the start cannot reach the goal).
    #[wasm_bindgen(js_name = startDistance)]
    pub fn start_distance(&self) -> i32 {
        let Some(table) = &self.explain.table else { return -1 };
        match table.distances[rank_packed(self.problem.start().state().0 as u64, table.cells) as usize] {
            UNREACHABLE => -1,
            d => d as i32,
        }
    }

    /// Expansions so far counted by the expanded node's true distance to
    /// the goal (same length as `depthHistogram`).
    #[wasm_bindgen(js_name = expandedByDistance)]
    pub fn expanded_by_distance(&self) -> Vec<f64> {
        self.explain.by_distance.iter().map(|&c| c as f64).collect()
    }

    /// Expansions that happened before distances were counted (0 when the
    /// counts cover the whole search).
    #[wasm_bindgen(js_name = distancesCountedFrom)]
    pub fn distances_counted_from(&self) -> f64 {
        self.explain.counted_from as f64
    }
}

impl Session {
    /// Per tree entry: bit 0 on the solution path, bit 1 the node where the
    /// bidirectional searches met. A path entry's parent is on the path too,
    /// so only a connected chain from the root lights up.
    fn tree_flags(&self) -> Vec<u8> {
        let tree = &self.explain.tree;
        let mut flags = vec![0u8; tree.len()];
        let Some(search) = self.search.as_ref() else { return flags };
        let Some(solution) = search.solution() else { return flags };
        let states = &solution.states;
        let last_iteration = search.counters().iteration;
        let meeting = search.meeting();
        for (i, e) in tree.iter().enumerate() {
            let at = match e.side {
                Side::Forward => Some(e.g as usize),
                Side::Backward => solution.len().checked_sub(e.g as usize),
            };
            let on_path = at.and_then(|k| states.get(k)) == Some(&e.state)
                && (e.parent == u32::MAX || flags[e.parent as usize] & 1 == 1)
                && (!self.explain.iterative || e.iteration == last_iteration);
            let met = meeting.is_some_and(|(state, g)| state == e.state && at == Some(g as usize));
            flags[i] = on_path as u8 | (met as u8) << 1;
        }
        flags
    }
}

#[cfg(test)]
mod tests {
    //! Run under node with the other wasm tests (scripts/test.sh).

    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    fn session(start: &str, algorithm: &str, heuristic: &str) -> Session {
        Session::new(start, "ordered", algorithm, heuristic, 1.0, 0.0, 0.0).unwrap()
    }

    fn run(s: &mut Session) {
        s.step(f64::INFINITY).unwrap();
    }

    #[wasm_bindgen_test]
    fn frontier_profile_adds_up_to_the_frontier() {
        let mut s = session("2 3 4 1 5 0 7 6 8", "astar", "manhattan");
        assert_eq!(s.frontier_profile(), [9.0, 1.0, 0.0]);
        for _ in 0..40 {
            s.step(1.0).unwrap();
            let p = s.frontier_profile();
            let total: f64 = p.chunks(3).map(|b| b[1]).sum();
            let c = s.search.as_ref().unwrap().counters();
            assert_eq!(total, c.frontier as f64);
        }
        let mut s = session("8 6 7 2 5 4 3 0 1", "bibfs", "zero");
        assert_eq!(s.frontier_profile(), [0.0, 1.0, 0.0, 0.0, 1.0, 1.0]);
        s.step(2.0).unwrap();
        // Forward: 3 children at depth 1; backward: 2 children at depth 1.
        assert_eq!(s.frontier_profile(), [1.0, 3.0, 0.0, 1.0, 2.0, 1.0]);
    }

    #[wasm_bindgen_test]
    fn idastar_iterations_add_up() {
        let mut s = session("8 6 7 2 5 4 3 0 1", "idastar", "manhattan");
        run(&mut s);
        let rows = s.iterations();
        let thresholds: Vec<f64> = rows.chunks(3).map(|r| r[0]).collect();
        assert_eq!(thresholds, [21.0, 23.0, 25.0, 27.0, 29.0, 31.0]);
        let c = s.search.as_ref().unwrap().counters();
        assert_eq!(rows.chunks(3).map(|r| r[1]).sum::<f64>(), c.expanded as f64);
        assert_eq!(rows.chunks(3).map(|r| r[2]).sum::<f64>(), c.generated as f64);
        assert_eq!(c.expanded, 14_195);
        assert!(session("8 6 7 2 5 4 3 0 1", "astar", "manhattan").iterations().is_empty());
    }

    #[wasm_bindgen_test]
    fn tree_log_links_children_to_parents() {
        // BFS from the centre: the root's four children, then each edge
        // child's two new children and the root again (closed).
        let mut s = session("1 2 3 4 0 5 6 7 8", "bfs", "zero");
        s.step(3.0).unwrap();
        let log = s.tree_log();
        assert_eq!(log.len(), 3 * TREE_STRIDE);
        let entry = |i: usize| &log[i * TREE_STRIDE..(i + 1) * TREE_STRIDE];
        // Root: no parent, no move, g 0; children u d l r all new (kind 0 → 1).
        let code = |kinds: &[(u32, u32)]| {
            kinds.iter().enumerate().map(|(k, &(kind, mv))| ((1 + kind) | mv << 3) << (5 * k)).sum::<u32>() as f64
        };
        assert_eq!(entry(0), [-1.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, code(&[(0, 0), (0, 1), (0, 2), (0, 3)]), 0.0, 0.0]);
        // Second: the up child, moves d (closed: the root), l, r (new).
        assert_eq!(entry(1), [0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0, code(&[(3, 1), (0, 2), (0, 3)]), 0.0, 0.0]);
        assert_eq!(entry(2)[..3], [0.0, 1.0, 1.0]);
        assert_eq!(&s.tree_tiles()[9..18], [1, 0, 3, 4, 2, 5, 6, 7, 8]);
        run(&mut s);
        assert_eq!(s.tree_log().len(), TREE_LIMIT * TREE_STRIDE);
    }

    #[wasm_bindgen_test]
    fn solution_path_is_flagged_in_the_tree() {
        let mut s = session("1 2 3 4 5 6 0 7 8", "astar", "manhattan");
        run(&mut s);
        let log = s.tree_log();
        let flags: Vec<f64> = log.chunks(TREE_STRIDE).map(|e| e[9]).collect();
        // Root, then the blank moving right twice: three selections, all on the path.
        assert_eq!(flags, [1.0, 1.0, 1.0]);
        assert_eq!(log[2 * TREE_STRIDE + 6], 1.0, "the last entry is the goal's selection");
    }

    #[wasm_bindgen_test]
    fn distances_are_counted_once_watched() {
        let mut s = session("2 3 4 1 5 0 7 6 8", "astar", "manhattan");
        assert_eq!(s.start_distance(), -1);
        assert!(s.depth_histogram().is_empty());
        s.step(5.0).unwrap();
        assert!(s.watch_distances());
        assert_eq!(s.distances_counted_from(), 5.0);
        let hist = s.depth_histogram();
        assert_eq!(hist.len(), 32);
        assert_eq!(hist.iter().sum::<f64>(), 181_440.0);
        assert_eq!(s.start_distance(), 19);
        run(&mut s);
        assert_eq!(s.expanded_by_distance().iter().sum::<f64>(), 314.0 - 5.0);
        // A later session on the same goal counts from its first step.
        let mut t = session("2 3 4 1 5 0 7 6 8", "astar", "manhattan");
        assert_eq!(t.distances_counted_from(), 0.0);
        run(&mut t);
        assert_eq!(t.expanded_by_distance().iter().sum::<f64>(), 314.0);
        assert!(!session("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "astar", "manhattan").watch_distances());
    }
}
