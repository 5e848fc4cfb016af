//! Pattern databases against a plain search, exact distances and the data.
//!
//! The 3×3 and small-pattern 4×4 tests run always. Tests that build the
//! 5-5-5 and 6-6-3 tables are ignored in debug builds (they take minutes
//! there) and run with `cargo test --release`.

use super::*;
use crate::board::Move;
use crate::goal::{named, NAMES};
use crate::heuristic::{GoalHeuristic, Heuristic};
use crate::parse::parse_board;
use crate::random::{scramble, Rng};
use crate::rank::unrank;
use crate::state_space::{distances, UNREACHABLE};
use std::collections::{HashMap, VecDeque};

/// Every pattern table, recomputed the slow and obvious way: 0-1 BFS over
/// explicit (tile cells, blank cell) states in a hash map, value = least
/// cost over blank cells.
fn reference_table(goal: &Board, tiles: &[u8]) -> Vec<u8> {
    let g = goal.geometry();
    let n = g.cells();
    let start: Vec<u8> = tiles.iter().map(|&t| goal.tiles().iter().position(|&x| x == t).unwrap() as u8).collect();
    let mut cost: HashMap<(Vec<u8>, u8), u8> = HashMap::new();
    let mut queue = VecDeque::new();
    cost.insert((start.clone(), goal.blank() as u8), 0);
    queue.push_back((start, goal.blank() as u8, 0u8));
    while let Some((cells, blank, c)) = queue.pop_front() {
        if cost[&(cells.clone(), blank)] < c {
            continue;
        }
        for mv in Move::ALL {
            let Some(to) = g.neighbour(blank as usize, mv) else { continue };
            let mut next = cells.clone();
            let step = match next.iter().position(|&p| p as usize == to) {
                Some(i) => {
                    next[i] = blank;
                    1
                }
                None => 0,
            };
            let key = (next.clone(), to as u8);
            if cost.get(&key).is_none_or(|&old| old > c + step) {
                cost.insert(key, c + step);
                if step == 0 {
                    queue.push_front((next, to as u8, c));
                } else {
                    queue.push_back((next, to as u8, c + 1));
                }
            }
        }
    }
    let mut table = vec![UNREACHABLE; placement_count(n, tiles.len())];
    for ((cells, _), c) in cost {
        let slot = &mut table[placement_index(n, &cells)];
        *slot = (*slot).min(c);
    }
    table
}

fn goal(name: &str, w: usize, h: usize) -> Board {
    named(name, w, h).unwrap()
}

fn manhattan(goal: &Board) -> GoalHeuristic {
    GoalHeuristic::new(Heuristic::Manhattan, goal)
}

/// The first `count` lines of a Korf data file: (board, optimal length).
fn korf(file: &str, count: usize) -> Vec<(Board, u32)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data").join(file);
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .take(count)
        .map(|line| {
            let numbers: Vec<&str> = line.split_whitespace().collect();
            (parse_board(&numbers[..16].join(" "), None).unwrap(), numbers[16].parse().unwrap())
        })
        .collect()
}

/// Walks `steps` random moves from `start`, checking at every step that the
/// kernel's incremental slide equals a fresh estimate.
fn check_slides(pdb: &Pdb, start: &Board, steps: usize, rng: &mut Rng) {
    let g = start.geometry();
    let mut tiles = start.tiles().to_vec();
    let mut blank = start.blank();
    let (mut h, mut memo) = pdb.root(&tiles);
    for _ in 0..steps {
        let options: Vec<usize> = Move::ALL.iter().filter_map(|&m| g.neighbour(blank, m)).collect();
        let from = options[rng.below(options.len() as u64) as usize];
        let tile = tiles[from] as usize;
        (h, memo) = pdb.slide(h, &memo, tile, from, blank);
        tiles.swap(from, blank);
        blank = from;
        assert_eq!((h, memo), pdb.root(&tiles), "after sliding {tile} on {tiles:?}");
    }
}

#[test]
fn placement_index_is_dense_and_round_trips() {
    for (cells, k) in [(9, 4), (16, 3), (4, 3)] {
        let mut positions = vec![0u8; k];
        let mut previous: Option<Vec<u8>> = None;
        for index in 0..placement_count(cells, k) {
            placement_of(cells, index, &mut positions);
            assert_eq!(placement_index(cells, &positions), index);
            let distinct = positions.iter().fold(0u32, |m, &p| m | 1 << p).count_ones() as usize;
            assert_eq!(distinct, k);
            assert!(positions.iter().all(|&p| (p as usize) < cells));
            // Indices follow the lexicographic order of the cell lists.
            if let Some(prev) = &previous {
                assert!(*prev < positions);
            }
            previous = Some(positions.clone());
        }
    }
    assert_eq!(placement_count(16, 6), 5_765_760);
    assert_eq!(placement_count(16, 5), 524_160);
    assert_eq!(placement_count(16, 3), 3_360);
    assert_eq!(placement_index(16, &[15, 14, 13, 12, 11, 10]), 5_765_759);
}

#[test]
fn tables_equal_a_plain_search() {
    for name in NAMES {
        let goal3 = goal(name, 3, 3);
        for tiles in [vec![1, 2, 3, 4], vec![8, 6, 7, 5], vec![2, 5]] {
            let table = PatternTable::build(&goal3, &tiles).unwrap();
            assert_eq!(table.values(), &reference_table(&goal3, &tiles)[..], "{name} {tiles:?}");
        }
    }
    for name in ["blank-first", "ordered", "spiral"] {
        let goal4 = goal(name, 4, 4);
        for tiles in [vec![1, 2, 3], vec![15, 11, 14], vec![6]] {
            let table = PatternTable::build(&goal4, &tiles).unwrap();
            assert_eq!(table.values(), &reference_table(&goal4, &tiles)[..], "{name} {tiles:?}");
        }
    }
    // A 2×4 board and a pattern of every tile but one.
    let goal24 = Board::new(4, 2, vec![1, 2, 3, 4, 5, 6, 7, 0]).unwrap();
    let tiles = [1, 2, 3, 4, 5, 6];
    assert_eq!(PatternTable::build(&goal24, &tiles).unwrap().values(), &reference_table(&goal24, &tiles)[..]);
}

#[test]
fn bad_patterns_are_refused() {
    let g = goal("ordered", 3, 3);
    assert_eq!(PatternTable::build(&g, &[1, 0]).unwrap_err(), "pattern tile 0 is the blank, out of range or repeated");
    assert_eq!(PatternTable::build(&g, &[1, 1]).unwrap_err(), "pattern tile 1 is the blank, out of range or repeated");
    assert_eq!(PatternTable::build(&g, &[9]).unwrap_err(), "pattern tile 9 is the blank, out of range or repeated");
    assert_eq!(PatternTable::build(&g, &[]).unwrap_err(), "a pattern needs 1 to 8 tiles, found 0");
    assert_eq!(Pdb::new(&g, &[vec![1, 2], vec![2, 3]]).unwrap_err(), "tile 2 is in two patterns");
    assert_eq!(Partition::SixSixThree.groups(&g).unwrap_err(), "the 6-6-3 partition is drawn for 4×4 boards, not 3×3");
    assert_eq!(
        PatternTable::build(&goal("ordered", 4, 4), &[1, 2, 3, 4, 5, 6, 7, 8, 9]).unwrap_err(),
        "a pattern of 9 tiles has 4151347200 placements, more than 2147483648"
    );
    let big = goal("ordered", 5, 4);
    assert_eq!(Pdb::new(&big, &[vec![1]]).unwrap_err(), "pattern databases need at most 16 cells, the board has 20");
}

#[test]
fn tables_round_trip_through_bytes() {
    let goal4 = goal("blank-first", 4, 4);
    let groups = vec![vec![1, 2, 3, 4], vec![5, 6, 7], vec![8, 9, 12, 13]];
    let pdb = Pdb::new(&goal4, &groups).unwrap();
    let bytes: Vec<Vec<u8>> = pdb.tables().iter().map(|t| t.to_bytes()).collect();
    // Header (7 bytes), the tiles, one byte per placement.
    assert_eq!(bytes.iter().map(|b| b.len()).collect::<Vec<_>>(), vec![7 + 4 + 43_680, 7 + 3 + 3_360, 7 + 4 + 43_680]);
    assert_eq!(&bytes[1][..10], &[b'N', b'P', b'D', b'B', 1, 16, 3, 5, 6, 7]);
    let tables: Vec<PatternTable> = bytes.iter().map(|b| PatternTable::from_bytes(b).unwrap()).collect();
    assert_eq!(tables, pdb.tables());
    let loaded = Pdb::from_tables(&goal4, tables).unwrap().with_reflection(true);
    let built = pdb.with_reflection(true);
    let mut rng = Rng::new(9);
    for _ in 0..1_000 {
        let b = scramble(&goal4, 80, &mut rng);
        assert_eq!(loaded.estimate(b.tiles()), built.estimate(b.tiles()));
    }
}

#[test]
fn bad_table_bytes_are_refused() {
    let table = PatternTable::build(&goal("ordered", 3, 3), &[1, 2]).unwrap();
    let good = table.to_bytes();
    let with = |at: usize, byte: u8| {
        let mut b = good.clone();
        b[at] = byte;
        PatternTable::from_bytes(&b).unwrap_err()
    };
    assert_eq!(PatternTable::from_bytes(&good[..5]).unwrap_err(), "not a pattern table: no NPDB header");
    assert_eq!(with(0, b'X'), "not a pattern table: no NPDB header");
    assert_eq!(with(4, 2), "not a pattern table: format version 2, expected 1");
    assert_eq!(with(5, 17), "not a pattern table: 2 tiles on 17 cells");
    assert_eq!(with(6, 9), "not a pattern table: 9 tiles on 9 cells");
    assert_eq!(with(8, 1), "not a pattern table: tile 1 is the blank, out of range or repeated");
    assert_eq!(
        PatternTable::from_bytes(&good[..good.len() - 1]).unwrap_err(),
        "not a pattern table: 71 values, expected 72"
    );
    assert_eq!(PatternTable::from_bytes(&good[..8]).unwrap_err(), "not a pattern table: the tiles are cut off");
    let other = PatternTable::build(&goal("ordered", 4, 4), &[1, 2]).unwrap();
    assert_eq!(
        Pdb::from_tables(&goal("ordered", 3, 3), vec![other]).unwrap_err(),
        "a table for 16 cells does not fit a board of 9"
    );
    assert_eq!(
        Pdb::from_tables(&goal("ordered", 3, 3), vec![table.clone(), table]).unwrap_err(),
        "tile 1 is in two patterns"
    );
}

#[test]
fn build_reports_each_layer() {
    let goal4 = goal("blank-first", 4, 4);
    let mut calls = Vec::new();
    let table =
        PatternTable::build_with_progress(&goal4, &[1, 2, 3, 4], &mut |reached, total| calls.push((reached, total)))
            .unwrap();
    // After layer d, the placements with a value ≤ d have their value.
    let deepest = *table.values().iter().max().unwrap() as usize;
    assert!(calls.len() > deepest);
    for (d, &(reached, total)) in calls.iter().enumerate() {
        assert_eq!(total, 43_680);
        assert_eq!(reached, table.values().iter().filter(|&&v| v as usize <= d).count());
    }
    assert_eq!(calls[0].0, 1);
    assert_eq!(calls.last(), Some(&(43_680, 43_680)));
}

#[test]
fn preset_groups_follow_the_goal_blank() {
    let groups = |name: &str, p: Partition| p.groups(&goal(name, 4, 4)).unwrap();
    assert_eq!(
        groups("blank-first", Partition::FiveFiveFive),
        vec![vec![1, 2, 4, 5, 8], vec![3, 6, 7, 10, 11], vec![9, 12, 13, 14, 15]]
    );
    assert_eq!(
        groups("blank-first", Partition::SixSixThree),
        vec![vec![1, 2, 3, 4, 5, 6], vec![8, 9, 10, 12, 13, 14], vec![7, 11, 15]]
    );
    assert_eq!(
        groups("ordered", Partition::FiveFiveFive),
        vec![vec![8, 11, 12, 14, 15], vec![5, 6, 9, 10, 13], vec![1, 2, 3, 4, 7]]
    );
    assert_eq!(
        groups("ordered", Partition::SixSixThree),
        vec![vec![10, 11, 12, 13, 14, 15], vec![2, 3, 4, 6, 7, 8], vec![1, 5, 9]]
    );
    // Spiral: blank in cell 9, not a corner; goal tile 1 on the layout's
    // blank corner joins the group of cell 9.
    let spiral = goal("spiral", 4, 4);
    assert_eq!(spiral.tiles(), &[1, 2, 3, 4, 12, 13, 14, 5, 11, 0, 15, 6, 10, 9, 8, 7]);
    let g = Partition::FiveFiveFive.groups(&spiral).unwrap();
    assert_eq!(g, vec![vec![2, 3, 12, 13, 11], vec![4, 14, 5, 15, 6], vec![1, 10, 9, 8, 7]]);
    for p in Partition::ALL {
        for name in NAMES {
            let mut all: Vec<u8> = groups(name, p).concat();
            all.sort();
            assert_eq!(all, (1..16).collect::<Vec<u8>>(), "{name} {}", p.name());
        }
        assert_eq!(Partition::from_name(p.name()), Some(p));
    }
}

/// The 8-puzzle with a 4-4 split: every reachable state, every goal, with
/// and without reflection.
#[test]
fn eight_puzzle_every_state_admissible_and_above_manhattan() {
    let mut report = Vec::new();
    for name in NAMES {
        let goal3 = goal(name, 3, 3);
        let table = distances(&goal3).unwrap();
        let md = manhattan(&goal3);
        let plain = Pdb::new(&goal3, &[vec![1, 2, 3, 4], vec![5, 6, 7, 8]]).unwrap();
        // The blank is in the middle or a corner of the main diagonal.
        assert!(plain.can_reflect(), "{name}");
        for pdb in [plain.clone(), plain.with_reflection(true)] {
            let (mut sum, mut exact, mut jumps, mut widest) = (0u64, 0u32, 0u32, 0u32);
            for (r, &d) in table.iter().enumerate() {
                if d == UNREACHABLE {
                    continue;
                }
                let tiles = unrank(r as u64, 9);
                let (h, memo) = pdb.root(&tiles);
                assert!(h <= d as u32, "{name}: h {h} > {d} on {tiles:?}");
                assert!(h >= md.estimate(goal3.geometry().pack(&tiles)), "{name}: below Manhattan on {tiles:?}");
                sum += h as u64;
                exact += (h == d as u32) as u32;
                // Every move: the incremental value equals the full one, and
                // h changes by at most 1 (counted when it does not).
                let blank = tiles.iter().position(|&t| t == 0).unwrap();
                for mv in Move::ALL {
                    let Some(from) = goal3.geometry().neighbour(blank, mv) else { continue };
                    let mut next = tiles.clone();
                    next.swap(from, blank);
                    let slid = pdb.slide(h, &memo, tiles[from] as usize, from, blank);
                    assert_eq!(slid, pdb.root(&next));
                    jumps += (slid.0.abs_diff(h) > 1) as u32;
                    widest = widest.max(slid.0.abs_diff(h));
                }
            }
            report.push((name, pdb.reflects(), sum, exact, jumps, widest));
        }
    }
    assert_eq!(
        report,
        vec![
            ("ordered", false, 3358080, 25887, 37704, 7),
            ("ordered", true, 3480220, 37246, 32836, 7),
            ("blank-first", false, 3358080, 25887, 37704, 7),
            ("blank-first", true, 3480220, 37246, 32836, 7),
            ("spiral", false, 3303360, 29245, 34656, 7),
            ("spiral", true, 3422980, 41721, 31592, 7),
            ("reverse", false, 3358080, 25887, 37704, 7),
            ("reverse", true, 3480220, 37246, 32836, 7),
        ]
    );
}

#[test]
fn reflection_keeps_the_distance() {
    // The reflected board (cells moved by the symmetry, tiles renamed) is
    // exactly as far from the goal as the board itself.
    for name in ["ordered", "blank-first", "reverse"] {
        let goal3 = goal(name, 3, 3);
        let table = distances(&goal3).unwrap();
        let (cell, rename) = symmetry(&goal3).unwrap();
        for (r, &d) in table.iter().enumerate().step_by(7) {
            let tiles = unrank(r as u64, 9);
            let mut mirrored = vec![0u8; 9];
            for (c, &t) in tiles.iter().enumerate() {
                mirrored[cell[c] as usize] = rename[t as usize];
            }
            assert_eq!(table[crate::rank::rank(&mirrored) as usize], d, "{name} {tiles:?}");
        }
    }
}

/// 4×4 with five patterns of three tiles: small tables, so it runs in debug.
#[test]
fn fifteen_puzzle_small_patterns() {
    let groups = vec![vec![1, 2, 3], vec![4, 5, 6], vec![7, 8, 9], vec![10, 11, 12], vec![13, 14, 15]];
    let mut rng = Rng::new(11);
    for name in ["blank-first", "ordered"] {
        let goal4 = goal(name, 4, 4);
        let plain = Pdb::new(&goal4, &groups).unwrap();
        assert!(plain.can_reflect());
        let md = manhattan(&goal4);
        for pdb in [plain.clone(), plain.with_reflection(true)] {
            assert_eq!(pdb.estimate(goal4.tiles()), 0);
            for _ in 0..2000 {
                let b = scramble(&goal4, 120, &mut rng);
                assert!(pdb.estimate(b.tiles()) >= md.estimate(b.state()));
            }
            check_slides(&pdb, &scramble(&goal4, 80, &mut rng), 300, &mut rng);
        }
    }
    let goal4 = goal("blank-first", 4, 4);
    let pdb = Pdb::new(&goal4, &groups).unwrap().with_reflection(true);
    let h: Vec<u32> = korf("korf100.txt", 10).iter().map(|(b, _)| pdb.estimate(b.tiles())).collect();
    for ((_, length), &h) in korf("korf100.txt", 10).iter().zip(&h) {
        assert!(h <= *length);
    }
    assert_eq!(h, vec![41, 43, 41, 44, 42, 40, 32, 34, 34, 45]);
}

/// Builds the presets for `goal` once per test binary, timing each build.
fn presets(name: &str) -> &'static [(Partition, Pdb)] {
    use std::sync::OnceLock;
    static BLANK_FIRST: OnceLock<Vec<(Partition, Pdb)>> = OnceLock::new();
    static ORDERED: OnceLock<Vec<(Partition, Pdb)>> = OnceLock::new();
    let cell = if name == "blank-first" { &BLANK_FIRST } else { &ORDERED };
    cell.get_or_init(|| {
        Partition::ALL
            .into_iter()
            .map(|p| {
                let clock = std::time::Instant::now();
                let pdb = Pdb::preset(&goal(name, 4, 4), p).unwrap();
                eprintln!("{name} {}: built in {:.2?}", p.name(), clock.elapsed());
                (p, pdb)
            })
            .collect()
    })
}

/// The Korf data file whose goal is `name`.
fn korf_file(name: &str) -> &'static str {
    if name == "blank-first" {
        "korf100.txt"
    } else {
        "korf100_goal_123_0.txt"
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "builds the 4×4 preset tables: run with cargo test --release")]
fn presets_are_admissible_and_dominate_manhattan() {
    let mut sums = Vec::new();
    for name in ["blank-first", "ordered"] {
        let goal4 = goal(name, 4, 4);
        let md = manhattan(&goal4);
        let instances = korf(korf_file(name), 100);
        let mut rng = Rng::new(2024);
        let boards: Vec<Board> = (0..10_000).map(|i| scramble(&goal4, 1 + i % 400, &mut rng)).collect();
        for (p, plain) in presets(name) {
            assert!(plain.can_reflect());
            for pdb in [plain.clone(), plain.with_reflection(true)] {
                assert_eq!(pdb.estimate(goal4.tiles()), 0);
                let mut above = 0;
                for b in &boards {
                    let (h, m) = (pdb.estimate(b.tiles()), md.estimate(b.state()));
                    assert!(h >= m, "{name} {} below Manhattan on {b}", p.name());
                    above += (h > m) as u32;
                }
                let mut sum = 0;
                for (b, length) in &instances {
                    let h = pdb.estimate(b.tiles());
                    assert!(h <= *length, "{name} {}: h {h} > {length} on {b}", p.name());
                    sum += h;
                }
                sums.push((name, p.name(), pdb.reflects(), sum, above));
            }
        }
    }
    // Sum of h over Korf's 100 (optimal lengths sum to 5,305; Manhattan to
    // 3,705), and how many of the 10,000 boards beat Manhattan.
    assert_eq!(
        sums,
        vec![
            ("blank-first", "5-5-5", false, 4173, 9052),
            ("blank-first", "5-5-5", true, 4225, 9259),
            ("blank-first", "6-6-3", false, 4253, 9213),
            ("blank-first", "6-6-3", true, 4327, 9528),
            ("ordered", "5-5-5", false, 4173, 9044),
            ("ordered", "5-5-5", true, 4225, 9260),
            ("ordered", "6-6-3", false, 4253, 9162),
            ("ordered", "6-6-3", true, 4327, 9517),
        ]
    );
}

#[test]
#[cfg_attr(debug_assertions, ignore = "builds the 4×4 preset tables: run with cargo test --release")]
fn presets_bound_lengths_found_by_a_star() {
    use crate::problem::Problem;
    use crate::search::{solve, Algorithm, Config};
    let mut rng = Rng::new(5);
    let mut tight = Vec::new();
    for name in ["blank-first", "ordered"] {
        let goal4 = goal(name, 4, 4);
        let mut exact = 0;
        for i in 0..60 {
            let start = scramble(&goal4, 10 + i % 21, &mut rng);
            let config =
                Config { algorithm: Algorithm::AStar, heuristic: Heuristic::LinearConflict, ..Config::default() };
            let search = solve(&Problem::new(start.clone(), goal4.clone()).unwrap(), &config);
            let length = search.solution().unwrap().len() as u32;
            for (_, plain) in presets(name) {
                for pdb in [plain.clone(), plain.with_reflection(true)] {
                    let h = pdb.estimate(start.tiles());
                    assert!(h <= length, "{name}: h {h} > {length} on {start}");
                    exact += (h == length) as u32;
                }
            }
        }
        tight.push((name, exact));
    }
    // Of 60 boards × 4 heuristics, how many estimates were exact.
    assert_eq!(tight, vec![("blank-first", 138), ("ordered", 150)]);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "builds the 4×4 preset tables: run with cargo test --release")]
fn presets_slide_like_a_fresh_estimate() {
    let mut rng = Rng::new(77);
    for name in ["blank-first", "ordered"] {
        let goal4 = goal(name, 4, 4);
        for (_, plain) in presets(name) {
            for pdb in [plain.clone(), plain.with_reflection(true)] {
                for _ in 0..20 {
                    check_slides(&pdb, &scramble(&goal4, 200, &mut rng), 500, &mut rng);
                }
            }
        }
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "builds the 4×4 preset tables: run with cargo test --release")]
fn kernel_solves_korf_instances_with_presets() {
    use crate::kernel::{solve_with, MoveOrder};
    use crate::problem::{Problem, Status};
    // Nodes generated on instances 1 to 10, reflection on, engine move order.
    let expected: [(&str, Partition, [u64; 10]); 4] = [
        (
            "blank-first",
            Partition::FiveFiveFive,
            [125288, 40822, 1643933, 384084, 353490, 158592, 325094, 633647, 11891, 2018061],
        ),
        (
            "blank-first",
            Partition::SixSixThree,
            [99310, 46771, 1115020, 72139, 268741, 43097, 232649, 167018, 1677, 653954],
        ),
        (
            "ordered",
            Partition::FiveFiveFive,
            [199092, 48626, 1739194, 529574, 353190, 135365, 291391, 594575, 12378, 2167836],
        ),
        (
            "ordered",
            Partition::SixSixThree,
            [188592, 49252, 1162880, 95410, 264138, 40915, 218955, 139164, 1748, 679842],
        ),
    ];
    for (name, partition, counts) in expected {
        let goal4 = goal(name, 4, 4);
        let pdb = presets(name).iter().find(|(p, _)| *p == partition).unwrap().1.with_reflection(true);
        for (number, (start, length)) in korf(korf_file(name), 10).into_iter().enumerate() {
            let problem = Problem::new(start.clone(), goal4.clone()).unwrap();
            let r = solve_with(&problem, &pdb, MoveOrder::ENGINE, u64::MAX).unwrap();
            assert_eq!(r.status, Status::Solved);
            assert_eq!(r.moves.len() as u32, length, "{name} {} instance {}", partition.name(), number + 1);
            let end = start.apply_moves(&crate::board::moves_to_string(&r.moves)).unwrap();
            assert_eq!(end, goal4);
            assert_eq!(r.generated, counts[number], "{name} {} instance {}", partition.name(), number + 1);
        }
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "builds the 4×4 preset tables: run with cargo test --release")]
fn presets_sizes() {
    for name in ["blank-first", "ordered"] {
        let sizes: Vec<(Partition, usize, Vec<usize>)> = presets(name)
            .iter()
            .map(|(p, pdb)| (*p, pdb.bytes(), pdb.tables().iter().map(|t| t.len()).collect()))
            .collect();
        assert_eq!(
            sizes,
            vec![
                (Partition::FiveFiveFive, 1_572_480, vec![524_160; 3]),
                (Partition::SixSixThree, 11_534_880, vec![5_765_760, 5_765_760, 3_360]),
            ]
        );
    }
}
