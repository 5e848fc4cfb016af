//! The Accuracy view's counts, natively (src/wasm/analysis.rs checks the
//! same through the glue under node).

use super::*;
use crate::goal::named;
use crate::parse::parse_board;

/// The 8-puzzle's distance histogram towards 1 2 3 4 5 6 7 8 0
/// (/work/shared/data/eightpuzzle_facts.txt; OEIS A089473).
const ORDERED_HISTOGRAM: [u32; 32] = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878, 16993, 17110,
    23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];

fn accuracy(goal: &str, side: usize) -> Accuracy {
    Accuracy::compute(named(goal, side, side).unwrap()).unwrap()
}

#[test]
fn every_matrix_counts_181440_states_and_none_above_the_diagonal() {
    let a = accuracy("ordered", 3);
    assert_eq!((a.states(), a.farthest(), a.side()), (181_440, 31, 32));
    assert_eq!(a.histogram(), ORDERED_HISTOGRAM);
    // Every heuristic compared but one defined for another goal only (Nilsson's: the spiral).
    for h in compared().into_iter().filter(|h| h.goal().is_none()) {
        let (t, m) = a.tally(h).unwrap();
        assert_eq!(m.len(), 32 * 32);
        assert_eq!(m.iter().map(|&c| u64::from(c)).sum::<u64>(), 181_440, "{h:?}");
        let above: u32 = (0..32).flat_map(|d| (d + 1..32).map(move |h| (d, h))).map(|(d, h)| m[d * 32 + h]).sum();
        assert_eq!((above, t.over, t.first_over.clone()), (0, 0, None), "{h:?} overestimates somewhere");
        let rows: Vec<u32> = (0..32).map(|d| m[d * 32..(d + 1) * 32].iter().sum()).collect();
        assert_eq!(rows, ORDERED_HISTOGRAM, "{h:?}");
        let diagonal: u32 = (0..32).map(|d| m[d * 32 + d]).sum();
        assert_eq!((t.states, t.exact, t.farthest), (181_440, diagonal, 31));
    }
    assert!(a.tally(Heuristic::Zero).is_none());
    assert_eq!(a.dominance(), 181_440);
}

#[test]
fn summaries_match_an_independent_count() {
    // Exact states and mean h/h* as counted by a separate Python script
    // (its own BFS and its own heuristics) over the same 181,440 states.
    let a = accuracy("ordered", 3);
    let spiral = accuracy("spiral", 3);
    for (acc, h, exact, ratio) in [
        (&a, Heuristic::Misplaced, 79, 0.3310757487982896),
        (&a, Heuristic::Manhattan, 2351, 0.6420001133202587),
        (&a, Heuristic::LinearConflict, 2914, 0.6924121715283705),
        (&spiral, Heuristic::Misplaced, 61, 0.3384382648174854),
        (&spiral, Heuristic::Manhattan, 4975, 0.6865855623066265),
        (&spiral, Heuristic::LinearConflict, 6951, 0.7387203229290631),
    ] {
        let (t, _) = acc.tally(h).unwrap();
        assert_eq!(t.exact, exact, "{h:?}");
        assert!((t.mean_ratio() - ratio).abs() < 1e-12, "{h:?}: {}", t.mean_ratio());
    }
    let (m, _) = a.tally(Heuristic::Misplaced).unwrap();
    let (_, counts) = a.tally(Heuristic::Misplaced).unwrap();
    let cell = |d: usize, h: usize| counts[d * 32 + h];
    assert_eq!([cell(0, 0), cell(1, 1), cell(2, 2), cell(3, 3), cell(4, 3), cell(4, 4)], [1, 2, 4, 8, 2, 14]);
    assert_eq!(m.max_h, 8);
}

#[test]
fn distances_and_other_goals() {
    let a = accuracy("ordered", 3);
    let d = |text: &str| a.distance(&parse_board(text, None).unwrap());
    assert_eq!((d("2 3 4 1 5 x 7 6 8"), d("8 6 7 2 5 4 3 x 1"), d("1 2 3 4 5 6 7 8 0")), (Some(19), Some(31), Some(0)));
    assert_eq!(d("1 2 3 4 5 6 8 7 0"), None);
    let spiral = accuracy("spiral", 3);
    assert_eq!((spiral.states(), spiral.farthest(), spiral.histogram()[30]), (181_440, 30, 148));
    let small = accuracy("ordered", 2);
    assert_eq!((small.states(), small.farthest()), (12, 6));
    assert!(Accuracy::compute(named("ordered", 4, 4).unwrap()).is_none());
}

#[test]
fn a_tally_counts_exact_over_and_the_nearest_counter_example() {
    let mut t = Tally::default();
    t.add(&[1, 2, 3, 0], 0, 0);
    t.add(&[1, 2, 0, 3], 3, 1);
    t.add(&[1, 0, 2, 3], 2, 2);
    t.add(&[0, 1, 2, 3], 5, 1);
    assert_eq!((t.states, t.exact, t.over, t.max_h, t.farthest, t.h_sum, t.gap_sum), (4, 2, 2, 5, 2, 10, -6));
    // The first read of the nearest: [1, 2, 0, 3], not the later one at the same distance.
    assert_eq!(t.first_over, Some(CounterExample { tiles: vec![1, 2, 0, 3], h: 3, distance: 1 }));
    assert_eq!((t.mean_h(), t.mean_gap()), (2.5, -1.5));
    assert_eq!(t.mean_ratio(), (3.0 + 1.0 + 5.0) / 3.0);
    assert_eq!(matrix([(0, 0), (1, 3), (2, 2), (1, 5)].into_iter(), 3, 4, 3), [1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 1, 0]);
}

#[test]
fn next_permutation_walks_ranks_in_order() {
    let mut perm = vec![0u8, 1, 2, 3];
    let mut r = 0;
    loop {
        assert_eq!(rank(&perm), r);
        r += 1;
        if !next_permutation(&mut perm) {
            break;
        }
    }
    assert_eq!(r, 24);
}

/// Nilsson's sequence score, the one inadmissible heuristic, towards the
/// spiral goal: every state it overestimates is above the diagonal of
/// its matrix, those at the farthest distance included (the top row
/// holds every h ≥ side − 1).
#[test]
fn an_overestimate_stays_above_the_diagonal() {
    let accuracy = Accuracy::compute(named("spiral", 3, 3).unwrap()).unwrap();
    let side = accuracy.side();
    let (tally, matrix) = accuracy.tally(Heuristic::Nilsson).expect("tallied towards the spiral goal");
    let above: u32 =
        (0..side).flat_map(|d| (d + 1..side).map(move |h| (d, h))).map(|(d, h)| matrix[d * side + h]).sum();
    assert_eq!((tally.over, above, accuracy.farthest(), side), (181_436, 181_436, 30, 32));
    // Towards another goal it has no tally.
    assert!(Accuracy::compute(named("ordered", 3, 3).unwrap()).unwrap().tally(Heuristic::Nilsson).is_none());
}
