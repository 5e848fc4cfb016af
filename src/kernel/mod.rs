//! A fast batch IDA* for boards of at most 16 cells (the 15-puzzle).
//!
//! The step-wise [`crate::search`] engine pays for being watchable: every
//! node fills an event, moves through a stack of frames and asks a
//! [`crate::heuristic::GoalHeuristic`] sized for any board. This kernel runs
//! the same algorithm to the end with none of that, so the 15-puzzle's
//! hundreds of millions of nodes take seconds:
//!
//! - the board is one `u64`, 4 bits a cell, passed by value down a plain
//!   recursion (undoing a move is just returning);
//! - a table gives, for each blank cell and the cell the blank just came
//!   from, the cells it can move to in the chosen [`MoveOrder`], that one
//!   left out: parent pruning (Korf 1985) with no comparison per child;
//! - the heuristic is a type parameter implementing [`Estimate`], so each one
//!   gets its own copy of the loop: Manhattan distance is one table lookup
//!   per child. A pattern database can be added as one more implementation;
//! - nothing is allocated per node and no event is produced;
//! - optionally ([`MoveOrder::lowest_f_first`]) each node's children are
//!   tried in increasing f, which usually shortens the last iteration;
//! - for estimates that change by exactly one per move (Manhattan distance,
//!   [`Estimate::unit_steps`]), f keeps its parity, so a node below the
//!   bound has all its children within it and a node at the bound only those
//!   that bring h down: the children to search are a bit mask, with no test
//!   per child and (for lowest f first) no sort. Same order, same counts.
//!
//! # Counting (the same as the step-wise IDA*)
//! `generated` counts the root of every iteration plus, for every expanded
//! node, all its children except the pruned parent — counted when the node is
//! expanded, before any of them is searched. `expanded` counts nodes with
//! f ≤ threshold that are not the goal. The last iteration stops when the
//! goal is reached. With [`MoveOrder::ENGINE`] the totals equal the
//! step-wise [`crate::search::Algorithm::IdaStar`]'s, which the tests check.
//!
//! Korf (1985) counted differently: the start once (not once per
//! iteration), and each child when it is generated, so the siblings that
//! come after the solution path in move order are never counted.
//! [`KernelResult::korf_generated`] gives that count, derived from ours at
//! no cost in the search loop. With Korf's order ([`MoveOrder::KORF`]: up,
//! left, right, down) and Manhattan distance it reproduces his table exactly:
//! 276,361,933 nodes on instance 1 (ours: 276,361,986), and the tests check
//! three smaller instances too.

use crate::board::Move;
use crate::heuristic::estimate::{Estimate, PACKED_CELLS};
use crate::problem::{Problem, Status, StopReason};
use std::fmt;

/// Largest board the kernel takes: 16 cells of 4 bits fill a `u64`.
pub const MAX_CELLS: usize = PACKED_CELLS;

/// The order in which the blank's moves are tried. It does not change the
/// length of the solution, only which optimal one is found and how many
/// nodes the last iteration generates (every earlier iteration searches its
/// whole tree, whatever the order).
///
/// A fixed order tries the moves in the same order at every node, as the
/// step-wise engine does, so the two count the same nodes.
/// [`MoveOrder::lowest_f_first`] sorts each node's children by their
/// estimate first (ties in the fixed order), as the `pathfinding` crate's
/// `idastar` does: the last iteration then tends to walk towards the goal
/// sooner and expands fewer nodes, at the price of estimating every child
/// before searching any. Its counts differ from the engine's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveOrder {
    moves: [Move; 4],
    lowest_f_first: bool,
}

impl MoveOrder {
    /// The engine's order, [`Move::ALL`]: up, down, left, right.
    pub const ENGINE: MoveOrder = MoveOrder::fixed(Move::ALL);
    /// Korf's (1985) order: up, left, right, down.
    pub const KORF: MoveOrder = MoveOrder::fixed([Move::Up, Move::Left, Move::Right, Move::Down]);

    /// The moves tried in this order at every node.
    pub const fn fixed(moves: [Move; 4]) -> MoveOrder {
        MoveOrder { moves, lowest_f_first: false }
    }

    /// Each node's children tried in increasing f (all of them one move
    /// deeper, so in increasing h), ties broken by this order.
    pub const fn lowest_f_first(self) -> MoveOrder {
        MoveOrder { moves: self.moves, lowest_f_first: true }
    }

    /// The fixed order (the tie-break when children are sorted).
    pub const fn moves(&self) -> [Move; 4] {
        self.moves
    }

    /// Whether children are sorted by f.
    pub const fn sorts_by_f(&self) -> bool {
        self.lowest_f_first
    }
}

/// One IDA* iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// Its f bound.
    pub threshold: u32,
    /// Nodes generated in it (its root included).
    pub generated: u64,
    /// Nodes expanded in it.
    pub expanded: u64,
}

/// What a kernel run returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelResult {
    /// An optimal solution (blank moves), when solved.
    pub moves: Vec<Move>,
    /// Nodes generated over all iterations.
    pub generated: u64,
    /// When solved, nodes generated counted as in Korf (1985): the start
    /// once, then each child when it is generated, so the siblings that come
    /// after the solution path in move order are not counted. Equals
    /// `generated` minus those siblings and minus the roots of iterations
    /// after the first.
    pub korf_generated: Option<u64>,
    /// Nodes expanded over all iterations.
    pub expanded: u64,
    /// Every iteration, in order.
    pub iterations: Vec<Iteration>,
    /// [`Status::Solved`] or [`Status::Stopped`] (node limit).
    pub status: Status,
}

/// Why the kernel refused a problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelError {
    /// More than [`MAX_CELLS`] cells.
    TooLarge {
        /// Cells of the board.
        cells: usize,
    },
    /// The goal cannot be reached (IDA* would never stop).
    Unsolvable,
    /// The heuristic's tables do not fit the goal ([`crate::heuristic::Heuristic::build`]'s
    /// sentence).
    Heuristic(String),
}

impl fmt::Display for KernelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KernelError::TooLarge { cells } => {
                write!(f, "the fast kernel handles boards of at most {MAX_CELLS} cells, not {cells}")
            }
            KernelError::Unsolvable => write!(f, "the goal cannot be reached from this board"),
            KernelError::Heuristic(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for KernelError {}

/// The kernel with `estimate` (built for `problem`'s goal), stopped after
/// `node_limit` expansions; `progress` as in [`solve_with_progress`]. What
/// [`crate::solver::kernel_solve_built`] calls with the estimate a heuristic
/// holds.
pub fn solve_estimate<E: Estimate>(
    problem: &Problem,
    estimate: &E,
    order: MoveOrder,
    node_limit: u64,
    progress: Option<&mut dyn FnMut(Progress) -> bool>,
) -> Result<KernelResult, KernelError> {
    check(problem)?;
    Ok(run(problem, estimate, order, node_limit, progress))
}

/// The kernel with any [`Estimate`] (built for `problem`'s goal),
/// e.g. a pattern database.
pub fn solve_with<E: Estimate>(
    problem: &Problem,
    estimate: &E,
    order: MoveOrder,
    node_limit: u64,
) -> Result<KernelResult, KernelError> {
    check(problem)?;
    Ok(run(problem, estimate, order, node_limit, None))
}

/// Where a search is, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Nodes generated so far, over all iterations.
    pub generated: u64,
    /// Nodes expanded so far, over all iterations.
    pub expanded: u64,
    /// The current iteration's f bound.
    pub threshold: u32,
    /// The current iteration, from 1.
    pub iteration: u32,
}

/// Expansions between two calls of a progress hook: about half a million
/// nodes generated, a tenth of a second or less in the browser.
pub const PROGRESS_INTERVAL: u64 = 1 << 18;

/// [`solve_with`] calling `progress` as each iteration starts and every
/// [`PROGRESS_INTERVAL`] expansions, so a caller whose thread the search
/// holds (a Web Worker) can report while it runs. `progress` returning
/// false stops the search where it is, as the node limit would
/// ([`Status::Stopped`] with [`StopReason::NodeBudget`]). The hook costs
/// nothing per node: the node limit's comparison checks both. Counts and
/// the solution are those of [`solve_with`].
pub fn solve_with_progress<E: Estimate>(
    problem: &Problem,
    estimate: &E,
    order: MoveOrder,
    node_limit: u64,
    progress: &mut dyn FnMut(Progress) -> bool,
) -> Result<KernelResult, KernelError> {
    check(problem)?;
    Ok(run(problem, estimate, order, node_limit, Some(progress)))
}

/// Whether the kernel takes `problem`'s board (at most [`MAX_CELLS`] cells).
pub fn check(problem: &Problem) -> Result<(), KernelError> {
    let cells = problem.geometry().cells();
    if cells > MAX_CELLS {
        return Err(KernelError::TooLarge { cells });
    }
    if !problem.solvability().solvable {
        return Err(KernelError::Unsolvable);
    }
    Ok(())
}

/// Packs tiles 4 bits a cell, cell 0 in the low bits.
fn pack(tiles: &[u8]) -> u64 {
    tiles.iter().enumerate().fold(0, |s, (cell, &t)| s | (t as u64) << (4 * cell))
}

/// The tile on `cell` of a packed board.
#[inline(always)]
fn tile_on(state: u64, cell: usize) -> usize {
    ((state >> (4 * cell)) & 15) as usize
}

/// The packed board after the tile on `to` slides into the blank at `blank`.
#[inline(always)]
fn slid(state: u64, to: usize, blank: usize) -> u64 {
    let tile = tile_on(state, to) as u64;
    state - (tile << (4 * to)) + (tile << (4 * blank))
}

/// "No previous cell": the root's blank did not come from anywhere.
const NO_CELL: usize = MAX_CELLS;

/// The cells the blank can move to from each cell, in move order, without
/// the cell it just came from (parent pruning): one lookup per node instead
/// of a comparison per neighbour.
struct Children {
    /// Indexed by `blank << 5 | previous` (previous ≤ [`NO_CELL`] < 32):
    /// how many children, and their cells.
    table: [(u8, [u8; 4]); MAX_CELLS << 5],
}

impl Children {
    fn new(cells: usize, neighbours: impl Fn(usize) -> Vec<usize>) -> Box<Children> {
        let mut children = Box::new(Children { table: [(0, [0; 4]); MAX_CELLS << 5] });
        for blank in 0..cells {
            let next = neighbours(blank);
            for previous in (0..cells).chain([NO_CELL]) {
                let (count, cells) = &mut children.table[blank << 5 | previous];
                for &to in next.iter().filter(|&&to| to != previous) {
                    cells[*count as usize] = to as u8;
                    *count += 1;
                }
            }
        }
        children
    }

    /// How many children a node has (at most 4), and their cells.
    #[inline(always)]
    fn of(&self, blank: usize, previous: usize) -> (usize, [u8; 4]) {
        let (count, cells) = self.table[(blank << 5 | previous) & ((MAX_CELLS << 5) - 1)];
        ((count & 7) as usize, cells)
    }
}

/// The search's fixed data and counters; the board travels as arguments.
struct Kernel<'a, 'p, E: Estimate> {
    estimate: &'a E,
    /// The children of each node, by blank cell and previous blank cell.
    children: Box<Children>,
    goal: u64,
    threshold: u32,
    next_threshold: u32,
    generated: u64,
    expanded: u64,
    node_limit: u64,
    /// Expansions at which [`Kernel::checkpoint`] runs: the node limit, or
    /// the next progress report when sooner.
    checkpoint: u64,
    /// The progress hook, and the current iteration (from 1) it reports.
    progress: Option<&'p mut dyn FnMut(Progress) -> bool>,
    iteration: u32,
    stopped: bool,
    /// Children counted in `generated` but never reached because the goal
    /// was found first (siblings after the solution path).
    unvisited: u64,
    /// Blank cells from the goal back to the first move, filled on the way
    /// out of the recursion once the goal is found.
    path: Vec<u8>,
}

impl<E: Estimate> Kernel<'_, '_, E> {
    /// Counts a node as expanded and returns its children (how many, and
    /// their cells), or `None` when the node limit or the progress hook ends
    /// the search first.
    #[inline(always)]
    fn open(&mut self, blank: usize, previous: usize) -> Option<(usize, [u8; 4])> {
        if self.expanded >= self.checkpoint && self.checkpoint() {
            return None;
        }
        self.expanded += 1;
        let (count, cells) = self.children.of(blank, previous);
        self.generated += count as u64;
        Some((count, cells))
    }

    /// Expands a node with f ≤ threshold that is not the goal, trying its
    /// children in the fixed move order; true when the goal was found below
    /// it (or the node limit or the progress hook ended the search).
    fn expand(&mut self, state: u64, blank: usize, previous: usize, g: u32, h: u32, memo: E::Memo) -> bool {
        let blank = blank & (MAX_CELLS - 1);
        let Some((count, cells)) = self.open(blank, previous) else { return true };
        for (i, &to) in cells[..count].iter().enumerate() {
            let to = to as usize;
            let tile = tile_on(state, to);
            let (child_h, child_memo) = self.estimate.slide(h, &memo, tile, to, blank);
            let f = g + 1 + child_h;
            if f > self.threshold {
                self.next_threshold = self.next_threshold.min(f);
                continue;
            }
            let child = slid(state, to, blank);
            if (child_h == 0 && child == self.goal) || self.expand(child, to, blank, g + 1, child_h, child_memo) {
                self.path.push(to as u8);
                self.unvisited += (count - i - 1) as u64;
                return true;
            }
        }
        false
    }

    /// [`Kernel::expand`] for [`MoveOrder::lowest_f_first`]: estimates every
    /// child, sorts them by h (ties in the fixed order), then searches them;
    /// the first child over the bound ends the loop, since all after it are
    /// over too.
    fn expand_sorted(&mut self, state: u64, blank: usize, previous: usize, g: u32, h: u32, memo: E::Memo) -> bool {
        let blank = blank & (MAX_CELLS - 1);
        let Some((count, cells)) = self.open(blank, previous) else { return true };
        // Sort keys h·4 + position in the fixed order, so ties keep that
        // order; an insertion sort as they come (at most four).
        let mut keys = [0u32; 4];
        let mut memos = [memo; 4];
        for (n, &to) in cells[..count].iter().enumerate() {
            let tile = tile_on(state, to as usize);
            let (child_h, child_memo) = self.estimate.slide(h, &memo, tile, to as usize, blank);
            let key = child_h << 2 | n as u32;
            memos[n] = child_memo;
            let mut at = n;
            while at > 0 && keys[at - 1] > key {
                keys[at] = keys[at - 1];
                at -= 1;
            }
            keys[at & 3] = key;
        }
        for (i, &key) in keys[..count].iter().enumerate() {
            let (child_h, n) = (key >> 2, (key & 3) as usize);
            let f = g + 1 + child_h;
            if f > self.threshold {
                self.next_threshold = self.next_threshold.min(f);
                break;
            }
            let to = cells[n] as usize;
            let child = slid(state, to, blank);
            if (child_h == 0 && child == self.goal) || self.expand_sorted(child, to, blank, g + 1, child_h, memos[n]) {
                self.path.push(to as u8);
                self.unvisited += (count - i - 1) as u64;
                return true;
            }
        }
        false
    }

    /// [`Kernel::expand_sorted`] for estimates whose every slide changes h
    /// by exactly one ([`Estimate::unit_steps`]: Manhattan distance). Same
    /// order, same counts, about a tenth faster.
    fn expand_unit(&mut self, state: u64, blank: usize, previous: usize, g: u32, h: u32, memo: E::Memo) -> bool {
        let blank = blank & (MAX_CELLS - 1);
        let Some((count, cells)) = self.open(blank, previous) else { return true };
        // Every child's h is h − 1 or h + 1, so lowest f first is: the
        // children that bring h down, in the fixed order, then the others.
        // Two passes over a bit mask instead of a sort.
        let mut hs = [0u32; 4];
        let mut memos = [memo; 4];
        let mut better = 0u32;
        for (n, &to) in cells[..count].iter().enumerate() {
            let tile = tile_on(state, to as usize);
            let (child_h, child_memo) = self.estimate.slide(h, &memo, tile, to as usize, blank);
            hs[n] = child_h;
            memos[n] = child_memo;
            better |= ((child_h < h) as u32) << n;
        }
        let all = (1u32 << count) - 1;
        let mut visited = 0usize;
        for pass in 0..2 {
            let mut mask = if pass == 0 { better } else { all & !better };
            while mask != 0 {
                let n = mask.trailing_zeros() as usize & 3;
                mask &= mask - 1;
                let child_h = hs[n];
                let f = g + 1 + child_h;
                if f > self.threshold {
                    // The rest of this pass has the same f.
                    self.next_threshold = self.next_threshold.min(f);
                    break;
                }
                visited += 1;
                let to = cells[n] as usize;
                let child = slid(state, to, blank);
                if (child_h == 0 && child == self.goal) || self.expand_unit(child, to, blank, g + 1, child_h, memos[n])
                {
                    self.path.push(to as u8);
                    self.unvisited += (count - visited) as u64;
                    return true;
                }
            }
        }
        false
    }

    /// [`Kernel::expand`] for estimates whose every slide changes h by
    /// exactly one: a node with f below the bound has every child within it
    /// (f rises by 0 or 2, and the bounds keep f's parity), one at the bound
    /// only the children that bring h down. So the children to search are a
    /// bit mask, visited in the fixed order without a test per child.
    fn expand_fixed_unit(&mut self, state: u64, blank: usize, previous: usize, g: u32, h: u32, memo: E::Memo) -> bool {
        let blank = blank & (MAX_CELLS - 1);
        let Some((count, cells)) = self.open(blank, previous) else { return true };
        // The children's cells and which of them bring h down, in integers
        // rather than arrays: in wasm an array indexed at run time lives in
        // linear memory, an integer in a local. Measured: wasm 3 % faster,
        // native 5 % slower, so this path (the one the page runs) packs and
        // `expand_unit` (native benchmarks) keeps arrays. A child's h
        // follows from its bit: h − 1, else h + 1.
        let packed = u32::from_le_bytes(cells);
        let mut memos = [memo; 4];
        let mut better = 0u32;
        for n in 0..count {
            let to = (packed >> (8 * n)) as usize & 15;
            let tile = tile_on(state, to);
            let (child_h, child_memo) = self.estimate.slide(h, &memo, tile, to, blank);
            memos[n & 3] = child_memo;
            better |= ((child_h < h) as u32) << n;
        }
        let all = (1u32 << count) - 1;
        let mut mask = if g + h < self.threshold {
            all
        } else {
            if better != all {
                self.next_threshold = self.next_threshold.min(g + h + 2);
            }
            better
        };
        while mask != 0 {
            let n = mask.trailing_zeros() as usize & 3;
            mask &= mask - 1;
            let child_h = if better >> n & 1 == 1 { h - 1 } else { h + 1 };
            let to = (packed >> (8 * n)) as usize & 15;
            let child = slid(state, to, blank);
            if (child_h == 0 && child == self.goal)
                || self.expand_fixed_unit(child, to, blank, g + 1, child_h, memos[n])
            {
                self.path.push(to as u8);
                self.unvisited += (count - n - 1) as u64;
                return true;
            }
        }
        false
    }
}

impl<E: Estimate> Kernel<'_, '_, E> {
    /// The node limit or a progress report is due; true when the search
    /// must stop. Out of line: it runs once in [`PROGRESS_INTERVAL`]
    /// expansions at most.
    #[cold]
    #[inline(never)]
    fn checkpoint(&mut self) -> bool {
        if self.expanded >= self.node_limit || !self.report() {
            self.stopped = true;
            return true;
        }
        false
    }

    /// Calls the progress hook (if any) and sets the next checkpoint; false
    /// when the hook asks to stop.
    fn report(&mut self) -> bool {
        let Some(progress) = self.progress.as_mut() else { return true };
        self.checkpoint = self.node_limit.min(self.expanded.saturating_add(PROGRESS_INTERVAL));
        progress(Progress {
            generated: self.generated,
            expanded: self.expanded,
            threshold: self.threshold,
            iteration: self.iteration,
        })
    }
}

/// The iterations; `problem` is checked (size, solvability).
fn run<E: Estimate>(
    problem: &Problem,
    estimate: &E,
    order: MoveOrder,
    node_limit: u64,
    progress: Option<&mut dyn FnMut(Progress) -> bool>,
) -> KernelResult {
    let geometry = problem.geometry();
    let cells = geometry.cells();
    let children =
        Children::new(cells, |cell| order.moves.iter().filter_map(|&mv| geometry.neighbour(cell, mv)).collect());
    let start = problem.start();
    let (h, memo) = estimate.root(start.tiles());
    let mut kernel = Kernel {
        estimate,
        children,
        goal: pack(problem.goal().tiles()),
        threshold: h,
        next_threshold: u32::MAX,
        generated: 0,
        expanded: 0,
        node_limit,
        checkpoint: node_limit,
        progress,
        iteration: 0,
        stopped: false,
        unvisited: 0,
        path: Vec::new(),
    };
    let root = pack(start.tiles());
    let blank = start.blank();
    let mut iterations = Vec::new();
    let status = loop {
        let (generated, expanded) = (kernel.generated, kernel.expanded);
        kernel.iteration += 1;
        if !kernel.report() {
            kernel.path.clear();
            break Status::Stopped { reason: StopReason::NodeBudget, expanded: kernel.expanded };
        }
        kernel.generated += 1;
        kernel.next_threshold = u32::MAX;
        let done = root == kernel.goal
            || match (order.lowest_f_first, estimate.unit_steps()) {
                (false, false) => kernel.expand(root, blank, NO_CELL, 0, h, memo),
                (false, true) => kernel.expand_fixed_unit(root, blank, NO_CELL, 0, h, memo),
                (true, false) => kernel.expand_sorted(root, blank, NO_CELL, 0, h, memo),
                (true, true) => kernel.expand_unit(root, blank, NO_CELL, 0, h, memo),
            };
        iterations.push(Iteration {
            threshold: kernel.threshold,
            generated: kernel.generated - generated,
            expanded: kernel.expanded - expanded,
        });
        if kernel.stopped {
            kernel.path.clear();
            break Status::Stopped { reason: StopReason::NodeBudget, expanded: kernel.expanded };
        }
        if done {
            break Status::Solved;
        }
        if kernel.next_threshold == u32::MAX {
            // No child ever exceeded the bound: the whole space is searched.
            break Status::Exhausted;
        }
        kernel.threshold = kernel.next_threshold;
    };
    let width = geometry.width();
    let mut moves = Vec::with_capacity(kernel.path.len());
    let mut at = blank;
    for &to in kernel.path.iter().rev() {
        let to = to as usize;
        moves.push(match to as isize - at as isize {
            d if d == -(width as isize) => Move::Up,
            d if d == width as isize => Move::Down,
            -1 => Move::Left,
            _ => Move::Right,
        });
        at = to;
    }
    let korf_generated =
        (status == Status::Solved).then(|| kernel.generated - kernel.unvisited - (iterations.len() as u64 - 1));
    KernelResult { moves, generated: kernel.generated, korf_generated, expanded: kernel.expanded, iterations, status }
}

#[cfg(test)]
mod tests;
