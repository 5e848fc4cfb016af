//! A formula held against the truth: its estimate on every state of a
//! board of at most 9 cells beside the exact distance (one backward BFS,
//! [`crate::state_space::distances`]), counted, never sampled.
//!
//! Admissible: h ≤ h* on every state (else the first counter-example: the
//! one nearest the goal, then lowest rank). Consistent: h(goal) = 0 and
//! h(s) ≤ 1 + h(s′) for every move s → s′ (else the first such move).
//! Dominance: against each built-in heuristic that fits the board, whether
//! the formula is ≥ it on every state, ≤ on every state, both, or neither.

use super::bound::{self, JOB_WORK};
use super::{Features, Formula, FormulaError};
use crate::accuracy::{matrix, Tally as Count};
use crate::board::{Board, Geometry, Move};
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::rank::{factorial, rank, unrank};
use crate::state_space::{distances, MAX_CELLS, UNREACHABLE};

/// Estimates above this share the last column of [`Check::counts`] (a
/// formula like `100 * manhattan` would otherwise make a huge matrix).
pub const MATRIX_MAX_H: u32 = 63;

/// A board that breaks a rule, with what the formula says of it (the
/// tally's, [`crate::accuracy`]).
pub use crate::accuracy::CounterExample;

/// How the formula stands against a built-in heuristic over all states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// Equal on every state.
    Equal,
    /// ≥ on every state, > on some, and admissible: the formula dominates it.
    Dominates,
    /// ≥ on every state, > on some, but not admissible (it overestimates
    /// somewhere): larger is then no better, so no dominance is claimed.
    /// Dominance is a relation between admissible heuristics only.
    Above,
    /// ≤ on every state, < on some.
    DominatedBy,
    /// Each is larger somewhere.
    Neither,
}

impl Relation {
    /// The name the page and the tests read.
    pub fn name(self) -> &'static str {
        match self {
            Relation::Equal => "equal",
            Relation::Dominates => "dominates",
            Relation::Above => "above",
            Relation::DominatedBy => "dominated-by",
            Relation::Neither => "neither",
        }
    }
}

/// What the check found.
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// States reachable from the goal (181,440 for the 8-puzzle).
    pub states: u32,
    /// States where h > h*.
    pub over: u32,
    /// The first of them (nearest the goal, then lowest rank).
    pub first_over: Option<CounterExample>,
    /// Whether h(goal) = 0 and no move lowers h by more than 1.
    pub consistent: bool,
    /// The first move that breaks consistency: the board before and after
    /// (for h(goal) > 0, the goal twice).
    pub first_inconsistent: Option<(CounterExample, CounterExample)>,
    /// States where h = h*.
    pub exact: u32,
    /// Mean of h* − h over the states (negative where h overestimates a lot).
    pub mean_gap: f64,
    /// Mean estimate.
    pub mean_h: f64,
    /// Largest estimate.
    pub max_h: u32,
    /// Largest exact distance.
    pub farthest: u32,
    /// `counts[d * side + min(h, MATRIX_MAX_H)]`: states at exact distance d estimated at h.
    pub counts: Vec<u32>,
    /// Columns of `counts`: 1 + min(max h, MATRIX_MAX_H), at least 1 + farthest.
    pub side: usize,
    /// Against each built-in heuristic that fits, weakest first.
    pub dominance: Vec<(Heuristic, Relation)>,
    /// States whose value was not a whole number of moves at least 0, so
    /// that the estimate is the value rounded down (or 0 for a negative
    /// one): every verdict here is about those estimates.
    pub rounded: u32,
    /// Checked on the states nearest the goal only ([`check_any`] on a
    /// board larger than [`MAX_CELLS`], or on a formula too costly for
    /// every state): every verdict holds on those.
    pub partial: bool,
    /// The work of one evaluation on this board ([`bound::board_cost`]).
    pub board_cost: u64,
    /// Fewer states were read than the check reads of a cheaper formula
    /// (every state of a small board, [`SAMPLE_STATES`] of a larger one):
    /// `states × board_cost` is kept within [`JOB_WORK`].
    pub cut_by_cost: bool,
}

impl Check {
    /// h ≤ h* on every state.
    pub fn admissible(&self) -> bool {
        self.over == 0
    }
}

/// Checks `formula` on every state of `goal`'s board (at most
/// [`MAX_CELLS`] cells). An error for a larger board, or for the first
/// board the formula cannot be evaluated on (a division by zero).
pub fn check(formula: &Formula, goal: &Board) -> Result<Check, FormulaError> {
    let n = goal.cells();
    let Some(table) = (n <= MAX_CELLS).then(|| distances(goal)).flatten() else {
        return Err(FormulaError {
            column: 1,
            code: "formula.check-too-large",
            found: String::new(),
            message: format!("the exact check covers boards of at most {MAX_CELLS} cells; this one has {n}"),
        });
    };
    let features = Features::new(goal);
    let geometry = goal.geometry();
    let builtins = builtins_for(goal);
    let mut tally = Tally::new(&builtins);
    let mut estimates = vec![u32::MAX; factorial(n) as usize];
    for (r, &d) in table.iter().enumerate() {
        if d == UNREACHABLE {
            continue;
        }
        let tiles = unrank(r as u64, n);
        let (h, rounded) = formula.rounded_estimate(&features, &tiles)?;
        estimates[r] = h;
        tally.rounded += u32::from(rounded);
        tally.add(&tiles, h, u32::from(d));
    }
    let first_inconsistent = inconsistency(&table, &estimates, &geometry, goal);
    let pairs = table.iter().zip(&estimates).filter(|(&d, _)| d != UNREACHABLE).map(|(&d, &h)| (u32::from(d), h));
    Ok(tally.finish(pairs, first_inconsistent, false, bound::board_cost(formula.expr(), n)))
}

/// States a check of a board larger than [`MAX_CELLS`] holds the formula
/// against: the nearest to the goal (one breadth-first search from it, so
/// each one's distance is exact), about 0.1 s of the page's worker.
pub const SAMPLE_STATES: usize = 100_000;

/// [`check`] on a board of any size: every state when it has at most
/// [`MAX_CELLS`] cells, else the `limit` states nearest the goal (a
/// breadth-first search from it, in the engine's move order; each distance
/// exact), whose verdicts hold on those states only ([`Check::partial`]):
/// a formula admissible there may still overestimate farther out, and a
/// consistency break is looked for on the moves between two of them.
///
/// The work is bounded: at most [`JOB_WORK`] in all (the states read times
/// [`bound::board_cost`]), so a costly formula is checked on fewer of the
/// states nearest the goal, on a small board too ([`Check::cut_by_cost`]).
pub fn check_any(formula: &Formula, goal: &Board, limit: usize) -> Result<Check, FormulaError> {
    let cost = bound::board_cost(formula.expr(), goal.cells());
    let affordable = usize::try_from(JOB_WORK / cost.max(1)).unwrap_or(usize::MAX).max(1);
    let every = (goal.cells() <= MAX_CELLS).then(|| factorial(goal.cells()) as usize / 2);
    if every.is_some_and(|states| states <= affordable) {
        return check(formula, goal);
    }
    let wanted = every.unwrap_or(limit);
    let mut c = nearest(formula, goal, wanted.min(affordable))?;
    c.cut_by_cost = affordable < wanted;
    Ok(c)
}

/// The check on the `limit` states nearest the goal (see [`check_any`]).
fn nearest(formula: &Formula, goal: &Board, limit: usize) -> Result<Check, FormulaError> {
    let geometry = goal.geometry();
    let features = Features::new(goal);
    // The states by discovery order, each with its exact distance; their index by tiles.
    let mut states: Vec<(Vec<u8>, u32)> = vec![(goal.tiles().to_vec(), 0)];
    let mut index = std::collections::HashMap::new();
    index.insert(goal.tiles().to_vec(), 0usize);
    let mut next = 0;
    while next < states.len() && states.len() < limit {
        let (tiles, d) = states[next].clone();
        next += 1;
        let blank = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        for mv in Move::ALL {
            let Some(to) = geometry.neighbour(blank, mv) else { continue };
            let mut child = tiles.clone();
            child.swap(blank, to);
            if states.len() < limit && !index.contains_key(&child) {
                index.insert(child.clone(), states.len());
                states.push((child, d + 1));
            }
        }
    }
    let builtins = builtins_for(goal);
    let mut tally = Tally::new(&builtins);
    let mut estimates = Vec::with_capacity(states.len());
    for (tiles, d) in &states {
        let (h, rounded) = formula.rounded_estimate(&features, tiles)?;
        estimates.push(h);
        tally.rounded += u32::from(rounded);
        tally.add(tiles, h, *d);
    }
    let example = |i: usize| CounterExample { tiles: states[i].0.clone(), h: estimates[i], distance: states[i].1 };
    let mut first_inconsistent = (estimates[0] > 0).then(|| (example(0), example(0)));
    'moves: for (i, (tiles, _)) in states.iter().enumerate() {
        if first_inconsistent.is_some() {
            break;
        }
        let blank = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        for mv in Move::ALL {
            let Some(to) = geometry.neighbour(blank, mv) else { continue };
            let mut child = tiles.clone();
            child.swap(blank, to);
            if let Some(&j) = index.get(&child) {
                if estimates[i] > estimates[j] + 1 {
                    first_inconsistent = Some((example(i), example(j)));
                    break 'moves;
                }
            }
        }
    }
    let pairs = states.iter().zip(&estimates).map(|((_, d), &h)| (*d, h));
    Ok(tally.finish(pairs, first_inconsistent, true, bound::board_cost(formula.expr(), goal.cells())))
}

/// What both checks count while they read each state's estimate beside
/// its exact distance (the one tally of [`crate::accuracy`], and how the
/// formula orders against each built-in), and how they turn it into a
/// [`Check`].
struct Tally<'b> {
    builtins: &'b [(Heuristic, GoalHeuristic)],
    /// Per built-in: (formula ≥ it everywhere, formula ≤ it everywhere).
    order: Vec<(bool, bool)>,
    count: Count,
    rounded: u32,
}

impl<'b> Tally<'b> {
    fn new(builtins: &'b [(Heuristic, GoalHeuristic)]) -> Tally<'b> {
        Tally { builtins, order: vec![(true, true); builtins.len()], count: Count::default(), rounded: 0 }
    }

    /// One state: its tiles, the formula's estimate `h` and the exact
    /// distance `d`. The counter-example kept is the nearest to the goal,
    /// the first read among equals (the exact check reads by rank, the
    /// partial one nearest first).
    fn add(&mut self, tiles: &[u8], h: u32, d: u32) {
        self.count.add(tiles, h, d);
        for (slot, (_, built)) in self.order.iter_mut().zip(self.builtins) {
            let b = built.estimate_tiles(tiles);
            slot.0 &= h >= b;
            slot.1 &= h <= b;
        }
    }

    /// The check: `pairs` gives every state's (d, h) again, for the matrix.
    fn finish(
        self,
        pairs: impl Iterator<Item = (u32, u32)>,
        first_inconsistent: Option<(CounterExample, CounterExample)>,
        partial: bool,
        board_cost: u64,
    ) -> Check {
        let c = self.count;
        let side = (1 + c.max_h.min(MATRIX_MAX_H) as usize).max(1 + c.farthest as usize);
        let counts = matrix(pairs, c.farthest as usize + 1, side, MATRIX_MAX_H);
        Check {
            states: c.states,
            over: c.over,
            mean_gap: c.mean_gap(),
            mean_h: c.mean_h(),
            first_over: c.first_over,
            consistent: first_inconsistent.is_none(),
            first_inconsistent,
            exact: c.exact,
            max_h: c.max_h,
            farthest: c.farthest,
            counts,
            side,
            dominance: relations(self.builtins, self.order, c.over == 0),
            rounded: self.rounded,
            partial,
            board_cost,
            cut_by_cost: false,
        }
    }
}

/// The built-in heuristics a formula is ranked against on `goal`'s board:
/// the basic chain (misplaced ≤ Manhattan ≤ linear conflict), which needs
/// no tables and fits every board, weakest first.
fn builtins_for(goal: &Board) -> Vec<(Heuristic, GoalHeuristic)> {
    Heuristic::BASIC
        .into_iter()
        .filter(|h| *h != Heuristic::Zero && h.fits_goal(goal))
        .filter_map(|h| h.build(goal).ok().map(|g| (h, g)))
        .collect()
}

/// Each built-in's relation from (formula ≥ it everywhere, formula ≤ it
/// everywhere); an inadmissible formula above a built-in is [`Relation::Above`],
/// never [`Relation::Dominates`].
fn relations(
    builtins: &[(Heuristic, GoalHeuristic)],
    order: Vec<(bool, bool)>,
    admissible: bool,
) -> Vec<(Heuristic, Relation)> {
    builtins
        .iter()
        .zip(order)
        .map(|((h, _), (ge, le))| {
            let relation = match (ge, le) {
                (true, true) => Relation::Equal,
                (true, false) if admissible => Relation::Dominates,
                (true, false) => Relation::Above,
                (false, true) => Relation::DominatedBy,
                (false, false) => Relation::Neither,
            };
            (*h, relation)
        })
        .collect()
}

/// The first move s → s′ (by rank of s, then move order) with h(s) > 1 + h(s′),
/// or the goal twice if h(goal) > 0; None when the estimates are consistent.
fn inconsistency(
    table: &[u8],
    estimates: &[u32],
    geometry: &Geometry,
    goal: &Board,
) -> Option<(CounterExample, CounterExample)> {
    let n = goal.cells();
    let example = |tiles: Vec<u8>, r: usize| CounterExample { tiles, h: estimates[r], distance: u32::from(table[r]) };
    let goal_rank = rank(goal.tiles()) as usize;
    if estimates[goal_rank] > 0 {
        return Some((example(goal.tiles().to_vec(), goal_rank), example(goal.tiles().to_vec(), goal_rank)));
    }
    for (r, &d) in table.iter().enumerate() {
        if d == UNREACHABLE {
            continue;
        }
        let tiles = unrank(r as u64, n);
        let blank = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        for mv in Move::ALL {
            let Some(to) = geometry.neighbour(blank, mv) else { continue };
            let mut next = tiles.clone();
            next.swap(blank, to);
            let s = rank(&next) as usize;
            if estimates[r] > estimates[s] + 1 {
                return Some((example(tiles, r), example(next, s)));
            }
        }
    }
    None
}
