//! Where each state of a small board's whole state space is drawn: the
//! layout of the page's state-space map (the 8-puzzle's 181,440 states at
//! once).
//!
//! The states fill a disc of lattice cells, one cell each, in rings by their
//! true distance to the goal: the goal alone at the centre, then the states
//! one move away around it, and so on out to the farthest. Each ring takes
//! exactly as many cells as it has states (the cells nearest the centre
//! first), so its area is its share of the state space — the bell of the
//! distance histogram read as rings. Within a ring the states go clockwise
//! from twelve o'clock in order of permutation rank.
//!
//! Every comparison is on integers (no `atan2`), so the layout is the same
//! natively and in WebAssembly, and the page and the tests agree on every
//! cell.

use crate::state_space::UNREACHABLE;
use std::cmp::Ordering;

/// The cell of a rank that cannot reach the goal (it is not drawn).
pub const NO_CELL: u32 = u32::MAX;

/// The layout of one goal's state space; see the module header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateMap {
    /// Cells per side of the square that holds the disc.
    side: usize,
    /// By permutation rank: `y * side + x`, or [`NO_CELL`].
    cells: Vec<u32>,
    /// States at each distance (ring) 0, 1, …
    rings: Vec<u32>,
}

/// A lattice cell relative to the disc's centre (screen axes: y down).
#[derive(Clone, Copy, Debug)]
struct Point {
    x: i32,
    y: i32,
}

impl Point {
    fn norm(self) -> i64 {
        i64::from(self.x) * i64::from(self.x) + i64::from(self.y) * i64::from(self.y)
    }

    /// 0 for the half turn clockwise from twelve o'clock (its first ray
    /// included), 1 for the other half (and the centre).
    fn half(self) -> u8 {
        u8::from(!(self.x > 0 || (self.x == 0 && self.y < 0)))
    }
}

/// Clockwise from twelve o'clock, exactly: first by half turn, then within
/// a half (less than 180°, where the cross product orders directions) by
/// the sign of the cross product.
fn clockwise(a: Point, b: Point) -> Ordering {
    a.half().cmp(&b.half()).then_with(|| {
        let cross = i64::from(a.x) * i64::from(b.y) - i64::from(a.y) * i64::from(b.x);
        0.cmp(&cross)
    })
}

impl StateMap {
    /// The layout for a distance table (`table[rank]` = distance to the
    /// goal, or [`UNREACHABLE`]: [`crate::state_space::distances`]).
    pub fn new(table: &[u8]) -> StateMap {
        let mut rings: Vec<u32> = Vec::new();
        for &d in table.iter().filter(|&&d| d != UNREACHABLE) {
            if rings.len() <= d as usize {
                rings.resize(d as usize + 1, 0);
            }
            rings[d as usize] += 1;
        }
        let states: usize = rings.iter().map(|&n| n as usize).sum();
        let radius = radius_for(states);
        let side = 2 * radius as usize + 1;
        let mut points = disc(radius);
        // Nearest the centre first; among cells at one distance, clockwise,
        // so where a ring ends is decided the same way every time.
        points.sort_by(|&a, &b| a.norm().cmp(&b.norm()).then_with(|| clockwise(a, b)));
        points.truncate(states);
        // Each ring's cells, clockwise (the nearer first on one ray).
        let mut first = Vec::with_capacity(rings.len());
        let mut from = 0;
        for &n in &rings {
            first.push(from);
            let ring = &mut points[from..from + n as usize];
            ring.sort_by(|&a, &b| clockwise(a, b).then_with(|| a.norm().cmp(&b.norm())));
            from += n as usize;
        }
        // Ranks in order: each one takes its ring's next cell.
        let mut next = first;
        let cells = table
            .iter()
            .map(|&d| {
                if d == UNREACHABLE {
                    return NO_CELL;
                }
                let p = points[next[d as usize]];
                next[d as usize] += 1;
                let (x, y) = ((p.x + radius) as usize, (p.y + radius) as usize);
                (y * side + x) as u32
            })
            .collect();
        StateMap { side, cells, rings }
    }

    /// Cells per side of the square the disc fits in (483 on 3×3).
    pub fn side(&self) -> usize {
        self.side
    }

    /// By permutation rank, the state's cell `y * side + x`, or [`NO_CELL`]
    /// for an arrangement that cannot reach the goal.
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// The cell `(x, y)` of the state of rank `rank`; `None` when it cannot
    /// reach the goal (or the rank is out of range).
    pub fn position(&self, rank: usize) -> Option<(usize, usize)> {
        let cell = *self.cells.get(rank)?;
        (cell != NO_CELL).then(|| (cell as usize % self.side, cell as usize / self.side))
    }

    /// States in each ring: the distance histogram (ring d = distance d).
    pub fn rings(&self) -> &[u32] {
        &self.rings
    }

    /// The states drawn (every one that can reach the goal).
    pub fn states(&self) -> usize {
        self.rings.iter().map(|&n| n as usize).sum()
    }
}

/// The smallest radius whose disc of lattice cells holds `states` cells.
fn radius_for(states: usize) -> i32 {
    let mut radius = ((states as f64 / std::f64::consts::PI).sqrt() as i32 - 1).max(0);
    while disc_size(radius) < states {
        radius += 1;
    }
    radius
}

fn disc_size(radius: i32) -> usize {
    let r2 = i64::from(radius) * i64::from(radius);
    (-radius..=radius).map(|y| (-radius..=radius).filter(|&x| Point { x, y }.norm() <= r2).count()).sum()
}

fn disc(radius: i32) -> Vec<Point> {
    let r2 = i64::from(radius) * i64::from(radius);
    let mut points = Vec::with_capacity(disc_size(radius));
    for y in -radius..=radius {
        for x in -radius..=radius {
            let p = Point { x, y };
            if p.norm() <= r2 {
                points.push(p);
            }
        }
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_goal;
    use crate::rank::rank;
    use crate::state_space::{distances, histogram};
    use std::collections::HashSet;

    fn ordered() -> (Vec<u8>, StateMap) {
        let goal = parse_goal("ordered", 3, 3).unwrap();
        let table = distances(&goal).unwrap();
        let map = StateMap::new(&table);
        (table, map)
    }

    #[test]
    fn every_reachable_rank_has_one_distinct_cell() {
        let (table, map) = ordered();
        assert_eq!(map.states(), 181_440);
        assert_eq!(map.side(), 483);
        let mut seen = HashSet::new();
        for (rank, &d) in table.iter().enumerate() {
            match map.position(rank) {
                None => assert_eq!(d, UNREACHABLE, "rank {rank} can reach the goal but has no cell"),
                Some((x, y)) => {
                    assert_ne!(d, UNREACHABLE, "rank {rank} cannot reach the goal but has a cell");
                    assert!(x < map.side() && y < map.side());
                    assert!(seen.insert((x, y)), "two states on cell ({x}, {y})");
                }
            }
        }
        assert_eq!(seen.len(), 181_440);
        assert_eq!(map.position(table.len()), None);
    }

    #[test]
    fn rings_are_the_distances() {
        let (table, map) = ordered();
        let hist: Vec<u32> = histogram(&table).iter().map(|&n| n as u32).collect();
        assert_eq!(map.rings(), hist);
        assert_eq!(map.rings().len(), 32);
        // The goal alone at the centre.
        let goal = rank(&[1, 2, 3, 4, 5, 6, 7, 8, 0]) as usize;
        assert_eq!(table[goal], 0);
        assert_eq!(map.position(goal), Some((241, 241)));
        // Rings are nested: every state of ring d is no farther out than any
        // state of ring d + 1 (squared distance from the centre).
        let c = 241i64;
        let norm = |(x, y): (usize, usize)| (x as i64 - c).pow(2) + (y as i64 - c).pow(2);
        let mut extent = vec![(i64::MAX, i64::MIN); 32];
        for (r, &d) in table.iter().enumerate() {
            if let Some(p) = map.position(r) {
                let e = &mut extent[d as usize];
                *e = (e.0.min(norm(p)), e.1.max(norm(p)));
            }
        }
        for d in 0..31 {
            assert!(extent[d].1 <= extent[d + 1].0, "ring {d} reaches past ring {}", d + 1);
        }
    }

    #[test]
    fn within_a_ring_ranks_go_clockwise() {
        let (table, map) = ordered();
        let c = 241;
        let at = |r: usize| {
            let (x, y) = map.position(r).unwrap();
            Point { x: x as i32 - c, y: y as i32 - c }
        };
        let ring: Vec<usize> = (0..table.len()).filter(|&r| table[r] == 20).collect();
        assert_eq!(ring.len(), 16_993);
        assert!(ring.windows(2).all(|w| clockwise(at(w[0]), at(w[1])) != Ordering::Greater));
    }

    #[test]
    fn the_same_layout_every_time_and_per_goal() {
        let (table, map) = ordered();
        assert_eq!(StateMap::new(&table), map);
        // Another goal: its own rings (blank in the centre: 30 moves at most).
        let spiral = parse_goal("1 2 3 8 0 4 7 6 5", 3, 3).unwrap();
        let other = StateMap::new(&distances(&spiral).unwrap());
        assert_eq!(other.states(), 181_440);
        assert_ne!(other.rings(), map.rings());
    }

    #[test]
    fn clockwise_from_twelve() {
        let p = |x, y| Point { x, y };
        let order = [p(0, -1), p(1, -1), p(1, 0), p(1, 1), p(0, 1), p(-1, 1), p(-1, 0), p(-1, -1)];
        for w in order.windows(2) {
            assert_eq!(clockwise(w[0], w[1]), Ordering::Less, "{:?} before {:?}", w[0], w[1]);
        }
        assert_eq!(clockwise(p(2, -2), p(1, -1)), Ordering::Equal);
    }
}
