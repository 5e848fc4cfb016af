//! The parity test against reachability: on every arrangement of every board
//! of at most 9 cells a start is solvable exactly when a BFS from the goal
//! reaches it; on larger boards against boards known to be solvable (random
//! walks from the goal) or unsolvable (the same with two tiles swapped).

mod common;

use common::{goal, tables_3x3};
use npuzzle::board::Board;
use npuzzle::goal::NAMES;
use npuzzle::problem::{Problem, Status};
use npuzzle::random::{scramble, Rng};
use npuzzle::rank::{factorial, unrank};
use npuzzle::search::{self, Algorithm, Config};
use npuzzle::solvability::{check, inversions};
use npuzzle::state_space::{distances, UNREACHABLE};

/// Every permutation of `w × h` cells against the distance table of every
/// named goal; returns how many were solvable per goal.
fn all_permutations_against_bfs(w: usize, h: usize, tables: &[(Board, Vec<u8>)]) -> Vec<u64> {
    let n = w * h;
    let mut solvable = vec![0; tables.len()];
    for r in 0..factorial(n) {
        let start = Board::new(w, h, unrank(r, n)).unwrap();
        for (i, (goal, table)) in tables.iter().enumerate() {
            let v = check(&start, goal);
            let reachable = table[r as usize] != UNREACHABLE;
            assert_eq!(v.solvable, reachable, "{start} → {goal}: {}", v.explain());
            assert_eq!(v.even_width, w.is_multiple_of(2));
            assert_eq!(v.explain().ends_with("cannot be reached."), !reachable);
            solvable[i] += reachable as u64;
        }
    }
    solvable
}

#[test]
fn every_3x3_permutation_is_solvable_exactly_when_reachable() {
    let tables: Vec<(Board, Vec<u8>)> = tables_3x3().iter().map(|t| (t.goal.clone(), t.table.clone())).collect();
    assert_eq!(all_permutations_against_bfs(3, 3, &tables), [181_440; 4]);
}

#[test]
fn every_2x2_2x3_3x2_permutation_is_solvable_exactly_when_reachable() {
    for (w, h, half) in [(2, 2, 12), (2, 3, 360), (3, 2, 360)] {
        let tables: Vec<(Board, Vec<u8>)> = NAMES
            .iter()
            .map(|name| {
                let g = goal(name, w, h);
                let t = distances(&g).unwrap();
                (g, t)
            })
            .collect();
        assert_eq!(all_permutations_against_bfs(w, h, &tables), vec![half; 4], "{w}×{h}");
    }
}

/// The step-wise BFS search agrees too: on 2×2 and 2×3 it solves every
/// solvable start and exhausts the component of every unsolvable one
/// (half the arrangements) without finding the goal.
#[test]
fn bfs_search_solves_exactly_the_solvable_small_boards() {
    for (w, h) in [(2, 2), (2, 3), (3, 2)] {
        let n = w * h;
        let component = factorial(n) / 2;
        for name in NAMES {
            let goal = goal(name, w, h);
            let table = distances(&goal).unwrap();
            for r in 0..factorial(n) {
                let start = Board::new(w, h, unrank(r, n)).unwrap();
                let problem = Problem::new(start.clone(), goal.clone()).unwrap();
                let s = search::solve(&problem, &Config { algorithm: Algorithm::Bfs, ..Config::default() });
                if problem.solvability().solvable {
                    assert_eq!(s.status(), Status::Solved, "{start}");
                    assert_eq!(s.solution().unwrap().len(), table[r as usize] as usize, "{start}");
                } else {
                    assert_eq!(s.status(), Status::Exhausted, "{start}");
                    assert_eq!(s.counters().expanded, component, "{start}");
                }
            }
        }
    }
}

/// Swaps the first two tiles that are not the blank: one transposition
/// flips the permutation parity with the blank unmoved, so exactly one of a
/// board and its swapped copy can reach a given goal.
fn swap_two_tiles(board: &Board) -> Board {
    let mut tiles = board.tiles().to_vec();
    let cells: Vec<usize> = (0..tiles.len()).filter(|&c| tiles[c] != 0).take(2).collect();
    tiles.swap(cells[0], cells[1]);
    Board::new(board.width(), board.height(), tiles).unwrap()
}

/// What the larger-board check saw, so the test can require variety.
#[derive(Default)]
struct Seen {
    /// `[solvable as usize][inversion parity][blank row]`.
    cases: [[[u32; 5]; 2]; 2],
}

fn check_larger_board(w: usize, h: usize, seen: &mut Seen, rng: &mut Rng) {
    for name in NAMES {
        let goal = goal(name, w, h);
        for walk in 0..200 {
            // Walks of both parities of length put the blank in every row.
            let start = scramble(&goal, 30 + walk, rng);
            for (board, solvable) in [(start.clone(), true), (swap_two_tiles(&start), false)] {
                let v = check(&board, &goal);
                assert_eq!(v.solvable, solvable, "{board} → {name}: {}", v.explain());
                assert_eq!(v.even_width, w.is_multiple_of(2));
                assert_eq!(v.start_blank_row, board.blank() / w);
                assert_eq!(v.start_inversions, inversions(board.tiles()));
                let row = board.blank() / w;
                seen.cases[solvable as usize][v.start_inversions % 2][row] += 1;
            }
        }
    }
}

#[test]
fn larger_boards_both_parities_blank_in_every_row() {
    let mut rng = Rng::new(1879);
    // Inversion parities seen, for odd and for even widths: [even width][solvable][parity].
    let mut parities = [[[0u32; 2]; 2]; 2];
    for (w, h) in [(4, 4), (5, 5), (4, 3), (3, 4), (2, 5), (5, 2), (4, 5)] {
        let mut seen = Seen::default();
        check_larger_board(w, h, &mut seen, &mut rng);
        let width_class = &mut parities[w.is_multiple_of(2) as usize];
        for (solvable, by_parity) in seen.cases.iter().enumerate() {
            for row in 0..h {
                let n: u32 = by_parity.iter().map(|rows| rows[row]).sum();
                assert!(n > 0, "{w}×{h}: no board with solvable = {solvable} and the blank in row {row}");
            }
            for (parity, rows) in by_parity.iter().enumerate() {
                width_class[solvable][parity] += rows.iter().sum::<u32>();
            }
        }
    }
    // Solvable and unsolvable boards with odd and with even inversion counts
    // were tried on boards of both width parities.
    assert!(parities.iter().flatten().flatten().all(|&n| n > 0), "{parities:?}");
}

#[test]
fn fifteen_puzzle_classics() {
    let ordered = goal("ordered", 4, 4);
    let board = |tiles: &[u8]| Board::new(4, 4, tiles.to_vec()).unwrap();
    // Sam Loyd's 14-15: odd inversions, blank in the goal's row: unsolvable.
    let loyd = board(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0]);
    let v = check(&loyd, &ordered);
    assert_eq!((v.start_inversions, v.start_blank_row, v.solvable), (1, 3, false));
    // Rows counted from the bottom, the convention stated; each sum adds up.
    assert_eq!(
        v.explain(),
        "Counting the blank's row from the bottom (the bottom row is 1): the start has 1 inversion with the blank in \
         row 1 (1 + 1 = 2, even); the goal has 0 inversions with the blank in row 1 (0 + 1 = 1, odd). On a board of \
         even width every move keeps the parity of inversions + blank row, so the goal cannot be reached."
    );
    // Loyd's board with the blank moved up is reachable from it: unsolvable too,
    // although both the inversions and the blank row changed parity.
    let up = board(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 15, 14, 12]);
    let v = check(&up, &ordered);
    assert_eq!((v.start_inversions, v.start_blank_row, v.solvable), (4, 2, false));
    // The goal with the blank moved up: odd inversions, yet solvable.
    let goal_up = board(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12]);
    let v = check(&goal_up, &ordered);
    assert_eq!((v.start_inversions, v.start_blank_row, v.solvable), (3, 2, true));
    // Every Korf instance is solvable for blank-first and, mapped, for ordered.
    let blank_first = goal("blank-first", 4, 4);
    for k in common::korf("korf100.txt") {
        assert!(check(&k.start, &blank_first).solvable, "Korf {}", k.number);
        assert!(!check(&swap_two_tiles(&k.start), &blank_first).solvable, "Korf {}", k.number);
    }
    for k in common::korf("korf100_goal_123_0.txt") {
        assert!(check(&k.start, &ordered).solvable, "Korf {} mapped", k.number);
    }
}

/// The oracle: the permutation taking the goal to the start (the blank a tile
/// like the others) must have the parity of the blank's taxicab distance
/// between the two, since every move is one transposition and one step of
/// the blank. No inversions, no rows: a count independent of the sentence.
fn oracle_solvable(start: &Board, goal: &Board) -> bool {
    let n = start.tiles().len();
    let mut cell_in_goal = vec![0; n];
    for (cell, &v) in goal.tiles().iter().enumerate() {
        cell_in_goal[v as usize] = cell;
    }
    let perm: Vec<usize> = start.tiles().iter().map(|&v| cell_in_goal[v as usize]).collect();
    let mut seen = vec![false; n];
    let mut transpositions = 0;
    for i in 0..n {
        let mut len: usize = 0;
        let mut j = i;
        while !seen[j] {
            seen[j] = true;
            j = perm[j];
            len += 1;
        }
        transpositions += len.saturating_sub(1);
    }
    let w = start.width();
    let (sb, gb) = (start.blank(), goal.blank());
    let distance = (sb / w).abs_diff(gb / w) + (sb % w).abs_diff(gb % w);
    transpositions % 2 == distance % 2
}

/// The whole numbers of a sentence, in order.
fn numbers(text: &str) -> Vec<usize> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(|s| s.parse().unwrap()).collect()
}

#[test]
fn the_verdict_and_its_sentence_against_a_brute_force_oracle_on_every_size() {
    let mut rng = Rng::new(26);
    let mut verdicts = [0u32; 2];
    for w in 2..=5 {
        for h in 2..=5 {
            for name in NAMES {
                let goal = goal(name, w, h);
                for _ in 0..150 {
                    // A random arrangement: a Fisher–Yates shuffle of the goal's tiles.
                    let mut tiles = goal.tiles().to_vec();
                    for i in (1..tiles.len()).rev() {
                        tiles.swap(i, rng.below(i as u64 + 1) as usize);
                    }
                    let start = Board::new(w, h, tiles).unwrap();
                    let v = check(&start, &goal);
                    let solvable = oracle_solvable(&start, &goal);
                    assert_eq!(v.solvable, solvable, "{start} → {name}: {}", v.explain());
                    verdicts[solvable as usize] += 1;
                    // The sentence's numbers against a direct count.
                    let direct = |b: &Board| {
                        let t = b.tiles();
                        (0..t.len())
                            .flat_map(|i| (i + 1..t.len()).map(move |j| (i, j)))
                            .filter(|&(i, j)| t[i] != 0 && t[j] != 0 && t[i] > t[j])
                            .count()
                    };
                    let (si, gi) = (direct(&start), direct(&goal));
                    let text = v.explain();
                    let reached =
                        if solvable { "so the goal can be reached." } else { "so the goal cannot be reached." };
                    assert!(text.ends_with(reached), "{text}");
                    let parity = |n: usize| if n.is_multiple_of(2) { "even" } else { "odd" };
                    if w % 2 == 0 {
                        // Rows from the bottom: the bottom row is 1.
                        let (sr, gr) = (h - start.blank() / w, h - goal.blank() / w);
                        let (ss, gs) = (si + sr, gi + gr);
                        assert_eq!(numbers(&text), [1, si, sr, si, sr, ss, gi, gr, gi, gr, gs], "{text}");
                        assert!(text.contains(&format!("({si} + {sr} = {ss}, {})", parity(ss))), "{text}");
                        assert!(text.contains(&format!("({gi} + {gr} = {gs}, {})", parity(gs))), "{text}");
                        assert_eq!(ss % 2 == gs % 2, solvable);
                        let coded = v.coded();
                        let arg = |k: &str| match coded.arg(k) {
                            Some(npuzzle::message::Arg::Number(x)) => *x as usize,
                            other => panic!("{k}: {other:?}"),
                        };
                        let args = ["startInversions", "startRow", "startSum", "goalInversions", "goalRow", "goalSum"];
                        assert_eq!(args.map(arg), [si, sr, ss, gi, gr, gs], "{text}");
                    } else {
                        assert_eq!(numbers(&text), [si, gi], "{text}");
                        assert!(text.contains(&format!("({})", parity(si))), "{text}");
                        assert_eq!(si % 2 == gi % 2, solvable);
                    }
                }
            }
        }
    }
    // Both verdicts were met many times.
    assert!(verdicts.iter().all(|&n| n > 1000), "{verdicts:?}");
}
