//! Every heuristic against the exact distances of every state of every small
//! board: admissible, consistent, ordered by dominance, and the incremental
//! update equal to the full estimate on every move.

mod common;

use common::{goal, tables_3x3};
use npuzzle::board::{Board, Move};
use npuzzle::goal::NAMES;
use npuzzle::heuristic::{GoalHeuristic, Heuristic};
use npuzzle::random::{scramble, Rng};
use npuzzle::rank::{rank, unrank};
use npuzzle::state_space::{distances, UNREACHABLE};

/// Misplaced tiles, written out plainly.
fn reference_misplaced(tiles: &[u8], goal: &[u8]) -> u32 {
    tiles.iter().zip(goal).filter(|(&t, &g)| t != 0 && t != g).count() as u32
}

/// Manhattan distance, written out plainly.
fn reference_manhattan(tiles: &[u8], goal: &[u8], width: usize) -> u32 {
    let mut sum = 0;
    for (cell, &t) in tiles.iter().enumerate() {
        if t != 0 {
            let home = goal.iter().position(|&g| g == t).unwrap();
            sum += (cell / width).abs_diff(home / width) + (cell % width).abs_diff(home % width);
        }
    }
    sum as u32
}

/// Manhattan plus 2 × the fewest tiles that must leave each row and column
/// so that the tiles left in it that belong there are in goal order, found
/// by trying every subset of the line's tiles.
fn reference_linear_conflict(tiles: &[u8], goal: &[u8], width: usize) -> u32 {
    let height = tiles.len() / width;
    let home = |t: u8| goal.iter().position(|&g| g == t).unwrap();
    let mut lines: Vec<Vec<usize>> = Vec::new();
    for r in 0..height {
        // Goal columns of the tiles in row r whose goal row is r.
        let cells = (0..width).map(|c| r * width + c);
        lines.push(
            cells.filter(|&i| tiles[i] != 0 && home(tiles[i]) / width == r).map(|i| home(tiles[i]) % width).collect(),
        );
    }
    for c in 0..width {
        let cells = (0..height).map(|r| r * width + c);
        lines.push(
            cells.filter(|&i| tiles[i] != 0 && home(tiles[i]) % width == c).map(|i| home(tiles[i]) / width).collect(),
        );
    }
    let mut extra = 0;
    for keys in lines {
        let k = keys.len();
        let fewest_removed = (0u32..1 << k)
            .filter(|keep| {
                let kept: Vec<usize> = (0..k).filter(|&i| keep & (1 << i) != 0).map(|i| keys[i]).collect();
                kept.windows(2).all(|p| p[0] < p[1])
            })
            .map(|keep| k as u32 - keep.count_ones())
            .min()
            .unwrap();
        extra += fewest_removed;
    }
    reference_manhattan(tiles, goal, width) + 2 * extra
}

/// What one pass over a state space saw.
#[derive(Debug, Default, PartialEq)]
struct Pass {
    states: usize,
    moves: usize,
    /// States where the heuristic equals the true distance, per heuristic.
    exact: [usize; 4],
}

/// Checks every reachable state of `goal`'s table and every move from it.
fn check_all_states(goal: &Board, table: &[u8]) -> Pass {
    let (w, h) = (goal.width(), goal.height());
    let n = w * h;
    let g = goal.geometry();
    let estimators: Vec<GoalHeuristic> = Heuristic::BASIC.iter().map(|&k| GoalHeuristic::new(k, goal)).collect();
    let mut pass = Pass::default();
    for r in 0..table.len() {
        let d = table[r];
        if d == UNREACHABLE {
            continue;
        }
        pass.states += 1;
        let tiles = unrank(r as u64, n);
        let state = g.pack(&tiles);
        let blank = g.blank_of(state);
        let values: Vec<u32> = estimators.iter().map(|e| e.estimate(state)).collect();
        let what = || format!("{w}×{h} goal {:?} state {tiles:?} (distance {d}) h = {values:?}", goal.tiles());
        for (i, &v) in values.iter().enumerate() {
            assert!(v <= d as u32, "{:?} not admissible: {}", Heuristic::BASIC[i], what());
            pass.exact[i] += (v == d as u32) as usize;
        }
        assert_eq!(values[0], 0, "{}", what());
        assert_eq!(values[1], reference_misplaced(&tiles, goal.tiles()), "{}", what());
        assert_eq!(values[2], reference_manhattan(&tiles, goal.tiles(), w), "{}", what());
        assert_eq!(values[3], reference_linear_conflict(&tiles, goal.tiles(), w), "{}", what());
        assert!(values.windows(2).all(|p| p[0] <= p[1]), "dominance: {}", what());
        assert_eq!(values[0] == d as u32, d == 0, "{}", what());
        for mv in Move::ALL {
            let Some(to) = g.neighbour(blank, mv) else { continue };
            pass.moves += 1;
            let (next, tile) = g.slide(state, blank, to);
            let next_d = table[rank(&g.unpack(next)) as usize];
            assert_eq!(next_d.abs_diff(d), 1, "a move changes the distance by one: {}", what());
            for (i, e) in estimators.iter().enumerate() {
                let full = e.estimate(next);
                assert!(full.abs_diff(values[i]) <= 1, "{:?} not consistent after {mv:?}: {}", e.kind(), what());
                let incremental = e.after_slide(values[i], state, next, tile, to, blank);
                assert_eq!(incremental, full, "{:?} incremental after {mv:?}: {}", e.kind(), what());
            }
        }
    }
    pass
}

#[test]
fn admissible_consistent_and_dominant_on_every_3x3_state() {
    for t in tables_3x3() {
        let pass = check_all_states(&t.goal, &t.table);
        assert_eq!(pass.states, 181_440, "{}", t.name);
        // 20,160 states per blank cell, 24 moves per round of the 9 cells.
        assert_eq!(pass.moves, 20_160 * 24, "{}", t.name);
        // Only the goal has h = 0 = distance for the zero heuristic; the
        // stronger estimates are exact more often.
        assert_eq!(pass.exact[0], 1, "{}", t.name);
        assert!(pass.exact[1] < pass.exact[2] && pass.exact[2] < pass.exact[3], "{}: {pass:?}", t.name);
        if t.name == "ordered" {
            // Pinned: how many states each heuristic gets exactly right.
            assert_eq!(pass.exact, [1, 79, 2351, 2914]);
        }
    }
}

#[test]
fn admissible_consistent_and_dominant_on_every_2x2_2x3_3x2_state() {
    for (w, h, reachable) in [(2, 2, 12), (2, 3, 360), (3, 2, 360)] {
        for name in NAMES {
            let goal = goal(name, w, h);
            let table = distances(&goal).unwrap();
            let pass = check_all_states(&goal, &table);
            assert_eq!(pass.states, reachable, "{name} {w}×{h}");
        }
    }
}

/// Larger boards have no distance table; along long random walks the
/// estimates still dominate one another, change by at most one per move,
/// and the incremental update matches the full estimate.
#[test]
fn consistent_and_dominant_along_walks_on_larger_boards() {
    let mut rng = Rng::new(2024);
    for (w, h) in [(4, 4), (5, 5), (3, 4), (4, 3), (2, 5), (5, 3)] {
        for name in NAMES {
            let goal = goal(name, w, h);
            let g = goal.geometry();
            let estimators: Vec<GoalHeuristic> =
                Heuristic::BASIC.iter().map(|&k| GoalHeuristic::new(k, &goal)).collect();
            let start = scramble(&goal, 200, &mut rng);
            let (mut state, mut blank) = (start.state(), start.blank());
            let mut values: Vec<u32> = estimators.iter().map(|e| e.estimate(state)).collect();
            for _ in 0..2_000 {
                let mv = Move::from_index(rng.below(4) as usize);
                let Some(to) = g.neighbour(blank, mv) else { continue };
                let (next, tile) = g.slide(state, blank, to);
                for (i, e) in estimators.iter().enumerate() {
                    let full = e.estimate(next);
                    assert!(full.abs_diff(values[i]) <= 1, "{:?} {name} {w}×{h}", e.kind());
                    assert_eq!(e.after_slide(values[i], state, next, tile, to, blank), full, "{:?}", e.kind());
                    values[i] = full;
                }
                assert_eq!(values[0], 0);
                assert!(values.windows(2).all(|p| p[0] <= p[1]), "{name} {w}×{h}: {values:?}");
                state = next;
                blank = to;
            }
        }
    }
}
