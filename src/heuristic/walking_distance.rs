//! Walking distance (Ken'ichiro Takahashi, 2002): a lower bound from two
//! small abstractions, one per axis, for boards of at most 16 cells.
//!
//! # The abstraction
//! For vertical moves, forget everything about a tile except its row and its
//! goal row: a state is the table "row `r` holds `n` tiles whose goal row is
//! `g`", plus the blank's row. A vertical move takes one tile from a row next
//! to the blank's into the blank's row; a horizontal move changes nothing.
//! The fewest abstract moves from a board's table to the goal's table (one
//! breadth-first search from the goal over every table) is a lower bound on
//! the vertical moves of any solution. The same with columns bounds the
//! horizontal moves, and since every move is one or the other, the sum is
//! admissible. It dominates Manhattan distance (each vertical move changes
//! one tile's row by one) and is consistent: one move is at most one
//! abstract step on one axis.
//!
//! # Size and speed
//! The 15-puzzle has 24,964 tables per axis. Each is numbered, and a table
//! of transitions gives the number after "blank moves up (or down), the tile
//! it swaps with has goal row `g`", so the kernel's slide is one lookup.

use crate::board::Board;
use crate::heuristic::estimate::Estimate;
use std::collections::HashMap;

/// Largest board: the kernel's.
pub const MAX_CELLS: usize = 16;

/// Marks a transition off the board.
const NONE: u32 = u32::MAX;

/// One axis: the tables of that axis with their distances and transitions.
#[derive(Clone, Debug)]
struct Axis {
    /// Lines along the axis (rows for the vertical one) = classes of goal line.
    lines: usize,
    /// Goal line of each tile.
    goal_line: [u8; MAX_CELLS],
    /// Number of each table, by key (see [`Axis::key`]).
    number: HashMap<u128, u32>,
    /// Fewest abstract moves to the goal's table, by number.
    distance: Vec<u8>,
    /// `next[(number × 2 + direction) × lines + class]`: the table after the
    /// blank moves one line back (direction 0) or forward (1), swapping with
    /// a tile of goal line `class`; [`NONE`] if there is no such move.
    next: Vec<u32>,
}

impl Axis {
    /// The key of a table: 3 bits a count, then the blank's line.
    fn key(counts: &[[u8; 5]; 5], lines: usize, blank: usize) -> u128 {
        let mut key = blank as u128;
        for row in counts.iter().take(lines) {
            for &n in row.iter().take(lines) {
                key = key << 3 | n as u128;
            }
        }
        key
    }

    /// The table of a board seen along this axis: `line_of(cell)` is the
    /// cell's line.
    fn counts(&self, tiles: &[u8], line_of: impl Fn(usize) -> usize) -> ([[u8; 5]; 5], usize) {
        let mut counts = [[0u8; 5]; 5];
        let mut blank = 0;
        for (cell, &t) in tiles.iter().enumerate() {
            if t == 0 {
                blank = line_of(cell);
            } else {
                counts[line_of(cell)][self.goal_line[t as usize] as usize] += 1;
            }
        }
        (counts, blank)
    }

    /// Breadth-first search over all tables from the goal's.
    fn build(goal: &Board, line_of: impl Fn(usize) -> usize, lines: usize) -> Axis {
        let mut goal_line = [0u8; MAX_CELLS];
        for (cell, &t) in goal.tiles().iter().enumerate() {
            goal_line[t as usize] = line_of(cell) as u8;
        }
        let mut axis = Axis { lines, goal_line, number: HashMap::new(), distance: Vec::new(), next: Vec::new() };
        let (start, blank) = axis.counts(goal.tiles(), &line_of);
        let mut queue = vec![(start, blank)];
        axis.number.insert(Axis::key(&start, lines, blank), 0);
        axis.distance.push(0);
        let mut head = 0;
        while head < queue.len() {
            let (counts, blank) = queue[head];
            let d = axis.distance[head];
            let mut next = vec![NONE; 2 * lines];
            for (direction, to) in [(0, blank.wrapping_sub(1)), (1, blank + 1)] {
                if to >= lines {
                    continue;
                }
                for class in 0..lines {
                    if counts[to][class] == 0 {
                        continue;
                    }
                    let mut after = counts;
                    after[to][class] -= 1;
                    after[blank][class] += 1;
                    let key = Axis::key(&after, lines, to);
                    let number = *axis.number.entry(key).or_insert_with(|| {
                        queue.push((after, to));
                        axis.distance.push(d + 1);
                        (queue.len() - 1) as u32
                    });
                    next[direction * lines + class] = number;
                }
            }
            axis.next.extend_from_slice(&next);
            head += 1;
        }
        axis
    }

    /// Number of tables.
    fn len(&self) -> usize {
        self.distance.len()
    }
}

/// The walking-distance heuristic towards one goal.
#[derive(Clone, Debug)]
pub struct WalkingDistance {
    width: usize,
    cells: usize,
    /// Rows: bounds the vertical moves.
    rows: Axis,
    /// Columns: bounds the horizontal moves.
    columns: Axis,
}

impl WalkingDistance {
    /// Builds both axes' tables for `goal` (at most 16 cells; a few
    /// milliseconds for the 15-puzzle).
    pub fn new(goal: &Board) -> Result<WalkingDistance, String> {
        let (w, h) = (goal.width(), goal.height());
        if goal.cells() > MAX_CELLS {
            return Err(format!("walking distance needs at most {MAX_CELLS} cells, the board has {}", goal.cells()));
        }
        Ok(WalkingDistance {
            width: w,
            cells: w * h,
            rows: Axis::build(goal, |c| c / w, h),
            columns: Axis::build(goal, |c| c % w, w),
        })
    }

    /// Number of tables of each axis (rows, columns).
    pub fn tables(&self) -> (usize, usize) {
        (self.rows.len(), self.columns.len())
    }

    /// The largest value of each axis (rows, columns).
    pub fn max_distances(&self) -> (u8, u8) {
        let max = |a: &Axis| a.distance.iter().copied().max().unwrap_or(0);
        (max(&self.rows), max(&self.columns))
    }

    /// The estimate of a whole board (tiles row by row, blank 0, same size
    /// as the goal).
    pub fn estimate(&self, tiles: &[u8]) -> u32 {
        self.root(tiles).0
    }

    /// The table number of a board along one axis.
    fn number(&self, axis: &Axis, tiles: &[u8], line_of: impl Fn(usize) -> usize) -> u32 {
        let (counts, blank) = axis.counts(tiles, line_of);
        // Every table with the right line and class totals is reachable from
        // the goal's: tiles of a class are interchangeable, so there is no
        // parity to split them.
        axis.number[&Axis::key(&counts, axis.lines, blank)]
    }
}

/// What a kernel node carries: the table number of each axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WalkingMemo {
    rows: u32,
    columns: u32,
}

impl Estimate for WalkingDistance {
    type Memo = WalkingMemo;

    fn root(&self, tiles: &[u8]) -> (u32, WalkingMemo) {
        assert_eq!(tiles.len(), self.cells, "the board must have the goal's size");
        let w = self.width;
        let memo = WalkingMemo {
            rows: self.number(&self.rows, tiles, |c| c / w),
            columns: self.number(&self.columns, tiles, |c| c % w),
        };
        (self.rows.distance[memo.rows as usize] as u32 + self.columns.distance[memo.columns as usize] as u32, memo)
    }

    #[inline(always)]
    fn slide(&self, h: u32, memo: &WalkingMemo, tile: usize, from: usize, to: usize) -> (u32, WalkingMemo) {
        let w = self.width;
        let (axis, number, step) = if from % w == to % w {
            (&self.rows, memo.rows, from / w > to / w)
        } else {
            (&self.columns, memo.columns, from > to)
        };
        // The blank goes where the tile was: one line forward when the tile
        // came from a higher line.
        let class = axis.goal_line[tile & (MAX_CELLS - 1)] as usize;
        let next = axis.next[(number as usize * 2 + step as usize) * axis.lines + class];
        let change = axis.distance[next as usize] as i32 - axis.distance[number as usize] as i32;
        let memo = if from % w == to % w {
            WalkingMemo { rows: next, ..*memo }
        } else {
            WalkingMemo { columns: next, ..*memo }
        };
        ((h as i32 + change) as u32, memo)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Move;
    use crate::goal::{named, NAMES};
    use crate::heuristic::{GoalHeuristic, Heuristic};
    use crate::random::{scramble, Rng};
    use crate::rank::unrank;
    use crate::state_space::{distances, UNREACHABLE};

    #[test]
    fn fifteen_puzzle_table_counts() {
        for name in NAMES {
            let wd = WalkingDistance::new(&named(name, 4, 4).unwrap()).unwrap();
            assert_eq!(wd.tables(), (24_964, 24_964), "{name}");
        }
        let wd = WalkingDistance::new(&named("blank-first", 4, 4).unwrap()).unwrap();
        assert_eq!(wd.max_distances(), (35, 35));
    }

    /// Every 8-puzzle state, every goal: admissible, at least Manhattan,
    /// consistent (one move changes it by at most 1), slides equal to a fresh
    /// estimate.
    #[test]
    fn eight_puzzle_every_state() {
        let mut report = Vec::new();
        for name in NAMES {
            let goal = named(name, 3, 3).unwrap();
            let g = goal.geometry();
            let table = distances(&goal).unwrap();
            let md = GoalHeuristic::new(Heuristic::Manhattan, &goal);
            let wd = WalkingDistance::new(&goal).unwrap();
            let (mut sum, mut exact) = (0u64, 0u32);
            for (r, &d) in table.iter().enumerate() {
                if d == UNREACHABLE {
                    continue;
                }
                let tiles = unrank(r as u64, 9);
                let (h, memo) = wd.root(&tiles);
                assert!(h <= d as u32, "{name}: {h} > {d} on {tiles:?}");
                assert!(h >= md.estimate(g.pack(&tiles)));
                sum += h as u64;
                exact += (h == d as u32) as u32;
                let blank = tiles.iter().position(|&t| t == 0).unwrap();
                for mv in Move::ALL {
                    let Some(from) = g.neighbour(blank, mv) else { continue };
                    let mut next = tiles.clone();
                    next.swap(from, blank);
                    let slid = wd.slide(h, &memo, tiles[from] as usize, from, blank);
                    assert_eq!(slid, wd.root(&next));
                    assert!(slid.0.abs_diff(h) <= 1);
                }
            }
            report.push((name, wd.tables(), sum, exact));
        }
        assert_eq!(
            report,
            vec![
                ("ordered", (105, 105), 2_845_584, 5_786),
                ("blank-first", (105, 105), 2_845_584, 5_786),
                ("spiral", (105, 105), 2_779_056, 6_767),
                ("reverse", (105, 105), 2_845_584, 5_786),
            ]
        );
    }

    fn korf(file: &str) -> Vec<(Board, u32)> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data").join(file);
        std::fs::read_to_string(path)
            .unwrap()
            .lines()
            .map(|line| {
                let n: Vec<u8> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
                (Board::new(4, 4, n[..16].to_vec()).unwrap(), n[16] as u32)
            })
            .collect()
    }

    #[test]
    fn fifteen_puzzle_bounds_and_slides() {
        let mut sums = Vec::new();
        for (name, file) in [("blank-first", "korf100.txt"), ("ordered", "korf100_goal_123_0.txt")] {
            let goal = named(name, 4, 4).unwrap();
            let wd = WalkingDistance::new(&goal).unwrap();
            let md = GoalHeuristic::new(Heuristic::Manhattan, &goal);
            assert_eq!(wd.estimate(goal.tiles()), 0);
            let mut sum = 0;
            for (b, length) in korf(file) {
                let h = wd.estimate(b.tiles());
                assert!(h <= length && h >= md.estimate(b.state()), "{name} {b}");
                sum += h;
            }
            sums.push((name, sum));
            let mut rng = Rng::new(9);
            for _ in 0..2000 {
                let b = scramble(&goal, 150, &mut rng);
                assert!(wd.estimate(b.tiles()) >= md.estimate(b.state()));
            }
            // A random walk, sliding.
            let g = goal.geometry();
            let mut tiles = scramble(&goal, 100, &mut rng).tiles().to_vec();
            let (mut h, mut memo) = wd.root(&tiles);
            for _ in 0..2000 {
                let blank = tiles.iter().position(|&t| t == 0).unwrap();
                let options: Vec<usize> = Move::ALL.iter().filter_map(|&m| g.neighbour(blank, m)).collect();
                let from = options[rng.below(options.len() as u64) as usize];
                (h, memo) = wd.slide(h, &memo, tiles[from] as usize, from, blank);
                tiles.swap(from, blank);
                assert_eq!((h, memo), wd.root(&tiles));
            }
        }
        // Sum over Korf's 100 (Manhattan: 3,705; optimal: 5,305).
        assert_eq!(sums, vec![("blank-first", 3957), ("ordered", 3957)]);
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "searches millions of nodes: run with cargo test --release")]
    fn kernel_solves_korf_instances() {
        use crate::kernel::{solve_with, MoveOrder};
        use crate::problem::{Problem, Status};
        let goal = named("blank-first", 4, 4).unwrap();
        let wd = WalkingDistance::new(&goal).unwrap();
        // Instances 2, 5, 6, 8, 9 of Korf's 100 (the quick ones among the
        // first ten) and the nodes generated, engine move order.
        let expected = [(2, 3_180_535), (5, 2_357_987), (6, 2_661_823), (8, 9_491_486), (9, 405_202)];
        let instances = korf("korf100.txt");
        for (number, generated) in expected {
            let (start, length) = &instances[number - 1];
            let r = solve_with(&Problem::new(start.clone(), goal.clone()).unwrap(), &wd, MoveOrder::ENGINE, u64::MAX)
                .unwrap();
            assert_eq!(r.status, Status::Solved);
            assert_eq!(r.moves.len() as u32, *length, "instance {number}");
            assert_eq!(start.apply_moves(&crate::board::moves_to_string(&r.moves)).unwrap(), goal);
            assert_eq!(r.generated, generated, "instance {number}");
        }
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "solves 4×4 boards with A*: run with cargo test --release")]
    fn bounds_lengths_found_by_a_star() {
        use crate::problem::Problem;
        use crate::search::{solve, Algorithm, Config};
        let mut rng = Rng::new(5);
        let mut tight = Vec::new();
        for name in ["blank-first", "ordered"] {
            let goal = named(name, 4, 4).unwrap();
            let wd = WalkingDistance::new(&goal).unwrap();
            let mut exact = 0;
            for i in 0..60 {
                let start = scramble(&goal, 10 + i % 21, &mut rng);
                let config =
                    Config { algorithm: Algorithm::AStar, heuristic: Heuristic::LinearConflict, ..Config::default() };
                let length =
                    solve(&Problem::new(start.clone(), goal.clone()).unwrap(), &config).solution().unwrap().len();
                let h = wd.estimate(start.tiles());
                assert!(h <= length as u32, "{name}: {h} > {length} on {start}");
                exact += (h == length as u32) as u32;
            }
            tight.push((name, exact));
        }
        // Of 60 boards, how many estimates were exact.
        assert_eq!(tight, vec![("blank-first", 27), ("ordered", 28)]);
    }
}
