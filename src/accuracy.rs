//! How well a heuristic estimates: its value beside the exact distance h*
//! on every state of a small board, counted, never sampled. One [`Tally`]
//! serves the Accuracy view's built-in heuristics ([`Accuracy`]) and a
//! user's formula ([`crate::formula::check`]) alike.
//!
//! [`Accuracy`] walks every state of a board of at most
//! [`MAX_CELLS`](crate::state_space::MAX_CELLS) cells once: one backward BFS
//! from the goal ([`distances`]) gives the true distance h* of all 181,440
//! reachable 8-puzzle states; then each state's estimate by every
//! heuristic of the catalogue that needs no tables ([`compared`]) is
//! tallied into an h* × h matrix. The claims the view makes — no state above the diagonal, the
//! dominance chain — are counted over the states, never assumed.

use crate::board::Board;
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::rank::rank;
use crate::state_space::{distances, UNREACHABLE};

/// A board that breaks a rule, with what the heuristic says of it.
#[derive(Clone, Debug, PartialEq)]
pub struct CounterExample {
    /// The board, row by row, blank 0.
    pub tiles: Vec<u8>,
    /// The heuristic's estimate.
    pub h: u32,
    /// The exact distance to the goal.
    pub distance: u32,
}

/// One heuristic's estimates against the exact distances, state by state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// States read.
    pub states: u32,
    /// States where h = h* (the goal included).
    pub exact: u32,
    /// States where h > h*: an inadmissible estimate.
    pub over: u32,
    /// The first of them: the nearest to the goal, the first read among
    /// equals.
    pub first_over: Option<CounterExample>,
    /// Sum of h over the states.
    pub h_sum: u64,
    /// Sum of h* − h over the states.
    pub gap_sum: i64,
    /// Sum of h / h* over the states with h* > 0.
    pub ratio_sum: f64,
    /// Largest estimate.
    pub max_h: u32,
    /// Largest exact distance.
    pub farthest: u32,
}

impl Tally {
    /// One state: its tiles, the estimate `h` and the exact distance `d`.
    pub fn add(&mut self, tiles: &[u8], h: u32, d: u32) {
        self.states += 1;
        self.h_sum += u64::from(h);
        self.gap_sum += i64::from(d) - i64::from(h);
        if d > 0 {
            self.ratio_sum += f64::from(h) / f64::from(d);
        }
        self.max_h = self.max_h.max(h);
        self.farthest = self.farthest.max(d);
        self.exact += u32::from(h == d);
        if h > d {
            self.over += 1;
            if self.first_over.as_ref().is_none_or(|c| d < c.distance) {
                self.first_over = Some(CounterExample { tiles: tiles.to_vec(), h, distance: d });
            }
        }
    }

    /// Mean estimate.
    pub fn mean_h(&self) -> f64 {
        self.h_sum as f64 / f64::from(self.states.max(1))
    }

    /// Mean of h* − h (negative where h overestimates a lot).
    pub fn mean_gap(&self) -> f64 {
        self.gap_sum as f64 / f64::from(self.states.max(1))
    }

    /// Mean of h / h* over the states other than the goal.
    pub fn mean_ratio(&self) -> f64 {
        self.ratio_sum / f64::from(self.states.saturating_sub(1).max(1))
    }
}

/// The h* × h matrix of `pairs` (each state's `(h*, h)`): `rows × side`
/// counts, entry `[d * side + min(h, cap)]` the states at exact distance `d`
/// estimated at `h` (estimates above `cap` share the last column).
pub fn matrix(pairs: impl Iterator<Item = (u32, u32)>, rows: usize, side: usize, cap: u32) -> Vec<u32> {
    let mut counts = vec![0u32; rows * side];
    for (d, h) in pairs {
        counts[d as usize * side + h.min(cap) as usize] += 1;
    }
    counts
}

/// The heuristics the Accuracy view compares, in the catalogue's order:
/// every one that needs no tables and fits a 3×3 board, but h = 0 (which
/// says nothing). One defined for a single goal (Nilsson's) is tallied for
/// that goal only.
///
/// A heuristic made for heavy costs (admissible only under them: Manhattan
/// weighted by the tile) is not held against distances in moves.
pub fn compared() -> Vec<Heuristic> {
    let for_heavy_costs = |h: Heuristic| !h.admissible() && h.admissible_under(crate::problem::Costs::Heavy);
    Heuristic::ALL
        .into_iter()
        .filter(|&h| h != Heuristic::Zero && !h.needs_tables() && h.fits(3, 3) && !for_heavy_costs(h))
        .collect()
}

/// The chain whose dominance the view counts ([`Heuristic::BASIC`] but
/// h = 0): admissible heuristics only (an inadmissible one is never said to
/// dominate or be dominated).
pub const CHAIN: [Heuristic; 3] = [Heuristic::BASIC[1], Heuristic::BASIC[2], Heuristic::BASIC[3]];

/// The whole state space of one goal, with each heuristic of [`compared`]
/// held against it.
#[derive(Clone, Debug)]
pub struct Accuracy {
    goal: Board,
    /// Exact distance to the goal by permutation rank ([`UNREACHABLE`] for the other half).
    table: Vec<u8>,
    /// Reachable states.
    states: u32,
    /// Largest true distance.
    farthest: u32,
    /// Rows and columns of every matrix: 1 + the largest h* or admissible h seen.
    side: usize,
    /// States at each true distance 0..=farthest.
    histogram: Vec<u32>,
    /// One tally and one `side × side` matrix per heuristic of [`compared`],
    /// `None` for one not defined for this goal.
    tallies: Vec<Option<(Tally, Vec<u32>)>>,
    /// States where misplaced ≤ Manhattan ≤ linear conflict ≤ h* ([`CHAIN`]).
    dominance: u32,
}

impl Accuracy {
    /// Walks every state of `goal`'s board once. `None` on boards over
    /// [`MAX_CELLS`](crate::state_space::MAX_CELLS) cells, whose state
    /// space is too big to list.
    pub fn compute(goal: Board) -> Option<Accuracy> {
        let table = distances(&goal)?;
        let geometry = goal.geometry();
        let n = geometry.cells();
        let compared = compared();
        let estimators: Vec<Option<GoalHeuristic>> =
            compared.iter().map(|&h| h.fits_goal(&goal).then(|| GoalHeuristic::new(h, &goal))).collect();
        let k = estimators.len().max(1);
        let chain = CHAIN.map(|c| compared.iter().position(|&h| h == c).expect("the chain is compared"));

        // First pass: the estimates, kept so the matrices can be sized to fit
        // the admissible heuristics (an overestimate past the last column is
        // counted in it, as a formula's map does, and in its tally's `over`).
        let mut reachable: Vec<u8> = Vec::with_capacity(table.len() / 2);
        let mut estimates: Vec<u8> = Vec::with_capacity(table.len() / 2 * k);
        let mut tallies: Vec<Option<Tally>> = estimators.iter().map(|e| e.as_ref().map(|_| Tally::default())).collect();
        let mut histogram = Vec::new();
        let mut dominance = 0u32;
        let mut perm: Vec<u8> = (0..n as u8).collect();
        let mut r = 0usize;
        loop {
            debug_assert_eq!(rank(&perm) as usize, r);
            let d = table[r];
            if d != UNREACHABLE {
                let state = geometry.pack(&perm);
                let base = estimates.len();
                for (estimator, tally) in estimators.iter().zip(&mut tallies) {
                    let h = estimator.as_ref().map_or(0, |e| e.estimate(state).min(u32::from(u8::MAX)) as u8);
                    estimates.push(h);
                    if let Some(tally) = tally {
                        tally.add(&perm, u32::from(h), u32::from(d));
                    }
                }
                if histogram.len() <= d as usize {
                    histogram.resize(d as usize + 1, 0u32);
                }
                histogram[d as usize] += 1;
                let [a, b, c] = chain.map(|i| estimates[base + i]);
                if a <= b && b <= c && c <= d {
                    dominance += 1;
                }
                reachable.push(d);
            }
            r += 1;
            if !next_permutation(&mut perm) {
                break;
            }
        }

        let farthest = histogram.len().saturating_sub(1);
        let max_h = compared
            .iter()
            .zip(&tallies)
            .filter(|(h, _)| h.admissible())
            .filter_map(|(_, t)| t.as_ref().map(|t| t.max_h as usize))
            .max()
            .unwrap_or(0);
        // An estimate above every distance (an inadmissible one, Nilsson's) lands in the top
        // row, "h ≥ side − 1": one row more keeps it above the diagonal even at the farthest h*.
        let over = compared
            .iter()
            .zip(&tallies)
            .filter(|(h, _)| !h.admissible())
            .filter_map(|(_, t)| t.as_ref().map(|t| t.max_h as usize))
            .max()
            .unwrap_or(0);
        let side = farthest.max(max_h) + 1 + usize::from(over > farthest.max(max_h));
        let tallies = tallies
            .into_iter()
            .enumerate()
            .map(|(i, t)| {
                t.map(|t| {
                    let pairs =
                        reachable.iter().enumerate().map(|(j, &d)| (u32::from(d), u32::from(estimates[j * k + i])));
                    (t, matrix(pairs, side, side, (side - 1) as u32))
                })
            })
            .collect();
        Some(Accuracy {
            goal,
            table,
            states: reachable.len() as u32,
            farthest: farthest as u32,
            side,
            histogram,
            tallies,
            dominance,
        })
    }

    /// The goal the distances are measured to.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Reachable states (181,440 on 3×3).
    pub fn states(&self) -> u32 {
        self.states
    }

    /// The largest true distance (31 for the ordered 3×3 goal).
    pub fn farthest(&self) -> u32 {
        self.farthest
    }

    /// Rows and columns of each matrix.
    pub fn side(&self) -> usize {
        self.side
    }

    /// States at each true distance 0, 1, …, farthest.
    pub fn histogram(&self) -> &[u32] {
        &self.histogram
    }

    /// `heuristic`'s tally and its `side × side` matrix (row h*, column h),
    /// or `None` for a heuristic the view does not compare or one defined
    /// for another goal only.
    pub fn tally(&self, heuristic: Heuristic) -> Option<(&Tally, &[u32])> {
        let i = compared().iter().position(|&c| c == heuristic)?;
        self.tallies[i].as_ref().map(|(tally, counts)| (tally, counts.as_slice()))
    }

    /// The heuristics tallied for this goal ([`compared`] but those defined
    /// for another goal only).
    pub fn tallied(&self) -> Vec<Heuristic> {
        compared().into_iter().zip(&self.tallies).filter(|(_, t)| t.is_some()).map(|(h, _)| h).collect()
    }

    /// States where misplaced ≤ Manhattan ≤ linear conflict ≤ h*.
    pub fn dominance(&self) -> u32 {
        self.dominance
    }

    /// The exact distance of `board` (of the goal's size) to the goal;
    /// `None` when it cannot reach it.
    pub fn distance(&self, board: &Board) -> Option<u8> {
        Some(self.table[rank(board.tiles()) as usize]).filter(|&d| d != UNREACHABLE)
    }
}

/// Rearranges `perm` into the next permutation in lexicographic order (so
/// its rank goes up by one); false after the last one.
fn next_permutation(perm: &mut [u8]) -> bool {
    let Some(i) = perm.windows(2).rposition(|w| w[0] < w[1]) else { return false };
    let j = perm.iter().rposition(|&v| v > perm[i]).expect("perm[i + 1] is larger");
    perm.swap(i, j);
    perm[i + 1..].reverse();
    true
}

#[cfg(test)]
mod tests;
