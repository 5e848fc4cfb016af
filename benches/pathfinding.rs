//! The kernel's IDA* against the `pathfinding` crate's `idastar`, side by
//! side, both with Manhattan distance, on the 25 easiest of Korf's 100
//! 15-puzzle instances (shortest optimal length first, ties in file order).
//!
//! `cargo bench --features bench --bench pathfinding [-- BUDGET_SECONDS]`
//! `cargo bench --features bench --bench pathfinding -- astar [MAX_LEN]`: the step-wise A*
//! against `pathfinding::directed::astar::astar` instead (see [`astar_main`]).
//!
//! The puzzle for `pathfinding` follows the crate's own
//! `examples/sliding-puzzle.rs`: a state is the 16 cells, the blank's cell
//! and the Manhattan sum, kept up to date on every move (so the heuristic is
//! a field read); successors cost 1. Its goal is the cells in order with the
//! blank first, which is Korf's goal too. Both searches must return the
//! published optimal length.
//!
//! The kernel runs three ways. `pathfinding` sorts each node's children by
//! f (its `sort_unstable` on at most four children is an insertion sort, which
//! keeps their order on ties, so its successor order, left, up, right, down, breaks them) and refuses any
//! state already on the current path; the kernel prunes only the move that
//! undoes the previous one. So the kernel with children lowest f first and
//! the same tie order (`pf's order`) searches the same tree in the same
//! order, less the few states `pathfinding`'s path check removes: the
//! like-for-like comparison, and the one the project's target (at least
//! 10×) is read on. The engine's fixed order and lowest f first with the
//! engine's ties are shown beside it, since the order changes how much of
//! the last iteration is searched. Node counts are printed for all (kernel:
//! expanded, as the engine counts; `pathfinding`: successor calls).
//!
//! Each instance runs once per solver, the kernel first. `pathfinding` is
//! much slower, so its total gets a budget (default 600 s): when it is used
//! up, no further instance starts, and the ratio is over the instances both
//! finished.

use npuzzle::board::Move;
use npuzzle::goal::named;
use npuzzle::heuristic::Heuristic;
use npuzzle::kernel::MoveOrder;
use npuzzle::parse::parse_board;
use npuzzle::problem::Problem;
use npuzzle::problem::Status;
use npuzzle::search::{self, Algorithm, Config};
use pathfinding::directed::astar::astar;
use pathfinding::directed::idastar::idastar;
use std::cell::Cell;
use std::time::Instant;

const KORF100: &str = include_str!("../data/korf100.txt");

/// Instances compared.
const INSTANCES: usize = 25;

/// Default budget of `pathfinding`'s total time, in seconds.
const DEFAULT_BUDGET: f64 = 600.0;

const SIDE: u8 = 4;
const CELLS: usize = 16;

/// A 15-puzzle state for `pathfinding`, as in its sliding-puzzle example.
#[derive(Clone, Debug, Hash, PartialEq, Eq)]
struct Game {
    /// The tile on each cell (0 is the blank); tile `t`'s goal cell is `t`.
    positions: [u8; CELLS],
    /// The blank's cell.
    hole: u8,
    /// Sum of the tiles' Manhattan distances.
    weight: u8,
}

/// The cells next to each cell.
fn neighbours() -> Vec<Vec<u8>> {
    (0..SIDE * SIDE)
        .map(|c| {
            let mut n = Vec::new();
            if c % SIDE > 0 {
                n.push(c - 1);
            }
            if c >= SIDE {
                n.push(c - SIDE);
            }
            if c % SIDE < SIDE - 1 {
                n.push(c + 1);
            }
            if c < SIDE * SIDE - SIDE {
                n.push(c + SIDE);
            }
            n
        })
        .collect()
}

impl Game {
    fn new(positions: [u8; CELLS]) -> Game {
        let hole = positions.iter().position(|&t| t == 0).unwrap() as u8;
        let mut game = Game { positions, hole, weight: 0 };
        game.weight = (0..CELLS as u8).filter(|&c| c != hole).map(|c| game.distance(c)).sum();
        game
    }

    /// Manhattan distance of the tile on cell `c` from its goal cell.
    fn distance(&self, c: u8) -> u8 {
        let t = self.positions[c as usize];
        (c % SIDE).abs_diff(t % SIDE) + (c / SIDE).abs_diff(t / SIDE)
    }

    /// The blank moved to cell `to`, the Manhattan sum updated.
    fn slide(&self, to: u8) -> Game {
        let mut g = self.clone();
        g.positions.swap(self.hole as usize, to as usize);
        g.hole = to;
        g.weight = g.weight + g.distance(self.hole) - self.distance(to);
        g
    }

    fn solved(&self) -> bool {
        self.weight == 0
    }

    /// Every neighbour at cost 1, as an iterator over a clone (as in the
    /// crate's example: no vector of our own).
    fn successors<'a>(&self, next: &'a [Vec<u8>]) -> impl Iterator<Item = (Game, u32)> + 'a {
        let game = self.clone();
        next[self.hole as usize].iter().map(move |&to| (game.slide(to), 1))
    }
}

/// One solver's result on one instance.
#[derive(Default)]
struct Run {
    length: usize,
    /// Nodes generated (`pathfinding`: successors returned, the parent
    /// included; the kernel never generates the parent).
    generated: u64,
    /// Nodes expanded (`pathfinding`: successor calls).
    expanded: u64,
    /// Wall-clock time.
    seconds: f64,
    /// Time this thread spent on a CPU (0 where Linux's schedstat is
    /// missing): less disturbed by other work on a busy machine.
    cpu_seconds: f64,
}

/// Nanoseconds this thread has run on a CPU, from
/// `/proc/thread-self/schedstat` (Linux); 0 elsewhere.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn kernel_run(problem: &Problem, order: MoveOrder) -> Run {
    let (clock, cpu) = (Instant::now(), cpu_ns());
    let r = npuzzle::solver::kernel_solve(problem, Heuristic::Manhattan, order, u64::MAX).unwrap();
    let seconds = clock.elapsed().as_secs_f64();
    let cpu_seconds = (cpu_ns() - cpu) as f64 / 1e9;
    Run { length: r.moves.len(), generated: r.generated, expanded: r.expanded, seconds, cpu_seconds }
}

fn pathfinding_run(start: &Game, next: &[Vec<u8>]) -> Run {
    let (generated, expanded) = (Cell::new(0u64), Cell::new(0u64));
    let (clock, cpu) = (Instant::now(), cpu_ns());
    let (path, cost) = idastar(
        start,
        |g: &Game| {
            expanded.set(expanded.get() + 1);
            generated.set(generated.get() + next[g.hole as usize].len() as u64);
            g.successors(next)
        },
        |g| g.weight as u32,
        Game::solved,
    )
    .expect("solvable");
    let seconds = clock.elapsed().as_secs_f64();
    let cpu_seconds = (cpu_ns() - cpu) as f64 / 1e9;
    assert_eq!(path.len() - 1, cost as usize);
    Run { length: cost as usize, generated: generated.get(), expanded: expanded.get(), seconds, cpu_seconds }
}

/// The kernel's orders: the engine's fixed order (the counts the step-wise
/// engine has); lowest f first, ties in the engine's order; lowest f first,
/// ties in `pathfinding`'s successor order (the like-for-like run).
const KERNEL_ORDERS: [(&str, MoveOrder); 3] = [
    ("kernel, fixed order", MoveOrder::ENGINE),
    ("kernel, lowest f first", MoveOrder::ENGINE.lowest_f_first()),
    ("kernel, pf's order", MoveOrder::fixed([Move::Left, Move::Up, Move::Right, Move::Down]).lowest_f_first()),
];

/// The step-wise A* + Manhattan to the end, driven as the page drives a
/// `Session` (batches of 65,536 steps), within `mib` MiB.
fn stepwise_astar_run(problem: &Problem, mib: u64) -> Option<Run> {
    let config = Config {
        algorithm: Algorithm::AStar,
        heuristic: Heuristic::Manhattan,
        memory_budget: mib << 20,
        ..Config::default()
    };
    let (clock, cpu) = (Instant::now(), cpu_ns());
    let mut s = search::start(problem, &config);
    while s.step_n(1 << 16) > 0 {}
    let seconds = clock.elapsed().as_secs_f64();
    let cpu_seconds = (cpu_ns() - cpu) as f64 / 1e9;
    let c = s.counters();
    (s.status() == Status::Solved).then(|| Run {
        length: s.solution().unwrap().len(),
        generated: c.generated,
        expanded: c.expanded,
        seconds,
        cpu_seconds,
    })
}

fn pathfinding_astar_run(start: &Game, next: &[Vec<u8>]) -> Run {
    let (generated, expanded) = (Cell::new(0u64), Cell::new(0u64));
    let (clock, cpu) = (Instant::now(), cpu_ns());
    let (path, cost) = astar(
        start,
        |g: &Game| {
            expanded.set(expanded.get() + 1);
            generated.set(generated.get() + next[g.hole as usize].len() as u64);
            g.successors(next)
        },
        |g| g.weight as u32,
        Game::solved,
    )
    .expect("solvable");
    let seconds = clock.elapsed().as_secs_f64();
    let cpu_seconds = (cpu_ns() - cpu) as f64 / 1e9;
    assert_eq!(path.len() - 1, cost as usize);
    Run { length: cost as usize, generated: generated.get(), expanded: expanded.get(), seconds, cpu_seconds }
}

/// A* + Manhattan on Korf's instances of optimal length 40 to `MAX_LEN`
/// (default 50) that the step-wise engine solves within 512 MiB: its A*
/// (`search::start`, as the page runs it) against `pathfinding`'s `astar`
/// with the puzzle of its example, side by side, the engine first. The
/// two break ties differently, so they expand different numbers of nodes:
/// the figure compared is expansions per second of CPU time (and the total
/// time per instance is printed too).
fn astar_main(max_len: u32) {
    let goal = named("blank-first", 4, 4).unwrap();
    let next = neighbours();
    println!("A* + Manhattan on Korf's instances of length 40 to {max_len}: step-wise engine vs pathfinding::astar");
    println!(
        "{:>4} {:>3} | {:>10} {:>7} {:>6} | {:>10} {:>7} {:>6} | {:>5}",
        "no.", "len", "engine exp", "cpu s", "M/s", "pf exp", "cpu s", "M/s", "x M/s"
    );
    let (mut engine, mut pf) = (Run::default(), Run::default());
    for (i, line) in KORF100.lines().enumerate() {
        let len: u32 = line.split_whitespace().last().unwrap().parse().unwrap();
        if !(40..=max_len).contains(&len) {
            continue;
        }
        let tiles: Vec<u8> = line.split_whitespace().take(CELLS).map(|t| t.parse().unwrap()).collect();
        let board = tiles.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
        let problem = Problem::new(parse_board(&board, None).unwrap(), goal.clone()).unwrap();
        let Some(e) = stepwise_astar_run(&problem, 512) else {
            println!("{:>4} {len:>3} | the engine stops at 512 MiB: left out", i + 1);
            continue;
        };
        let p = pathfinding_astar_run(&Game::new(tiles.try_into().unwrap()), &next);
        assert_eq!((e.length, p.length), (len as usize, len as usize), "instance {}", i + 1);
        let rate = |r: &Run| r.expanded as f64 / r.cpu_seconds / 1e6;
        println!(
            "{:>4} {len:>3} | {:>10} {:>7.3} {:>6.2} | {:>10} {:>7.3} {:>6.2} | {:>5.2}",
            i + 1,
            e.expanded,
            e.cpu_seconds,
            rate(&e),
            p.expanded,
            p.cpu_seconds,
            rate(&p),
            rate(&e) / rate(&p)
        );
        for (total, run) in [(&mut engine, &e), (&mut pf, &p)] {
            total.expanded += run.expanded;
            total.generated += run.generated;
            total.seconds += run.seconds;
            total.cpu_seconds += run.cpu_seconds;
        }
    }
    for (name, total) in [("step-wise A*", &engine), ("pathfinding astar", &pf)] {
        println!(
            "{name:<18} {} expanded in {:.3} s on the CPU ({:.3} s wall): {:.3} M expansions/s",
            total.expanded,
            total.cpu_seconds,
            total.seconds,
            total.expanded as f64 / total.cpu_seconds / 1e6
        );
    }
    let rate = |r: &Run| r.expanded as f64 / r.cpu_seconds;
    println!(
        "the step-wise A* expands {:.2}x as many nodes per second as pathfinding's astar ({:.2}x less time in all)",
        rate(&engine) / rate(&pf),
        pf.cpu_seconds / engine.cpu_seconds
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|a| a == "astar") {
        let max_len = args.get(at + 1).and_then(|a| a.parse().ok()).unwrap_or(50);
        return astar_main(max_len);
    }
    // `cargo bench` passes `--bench`; a number is the budget in seconds.
    let budget = std::env::args().skip(1).find_map(|a| a.parse::<f64>().ok()).unwrap_or(DEFAULT_BUDGET);
    let mut instances: Vec<(u32, usize, &str)> = KORF100
        .lines()
        .enumerate()
        .map(|(i, l)| (l.split_whitespace().last().unwrap().parse().unwrap(), i + 1, l))
        .collect();
    instances.sort_by_key(|&(len, number, _)| (len, number));
    instances.truncate(INSTANCES);
    let goal = named("blank-first", 4, 4).unwrap();
    let next = neighbours();
    println!("IDA* + Manhattan on the {INSTANCES} easiest of Korf's 100: npuzzle's kernel vs pathfinding::idastar");
    println!("pathfinding budget: {budget} s; per instance: wall seconds (CPU time is counted in whole ticks here)");
    println!(
        "{:>4} {:>3} | {:>11} {:>7} | {:>11} {:>7} | {:>11} {:>8} | {:>5} {:>5}",
        "no.", "len", "fixed exp", "s", "pf-order exp", "s", "pf exp", "s", "x fix", "x pfo"
    );
    let mut kernel_totals = [Run::default(), Run::default(), Run::default()];
    let mut pf_total = Run::default();
    let mut done = 0;
    for &(len, number, line) in &instances {
        if pf_total.seconds >= budget {
            println!("budget used up: {done} of {INSTANCES} instances compared");
            break;
        }
        let tiles: Vec<u8> = line.split_whitespace().take(CELLS).map(|t| t.parse().unwrap()).collect();
        let board = tiles.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
        let problem = Problem::new(parse_board(&board, None).unwrap(), goal.clone()).unwrap();
        let k = KERNEL_ORDERS.map(|(_, order)| kernel_run(&problem, order));
        let p = pathfinding_run(&Game::new(tiles.try_into().unwrap()), &next);
        for run in k.iter().chain([&p]) {
            assert_eq!(run.length, len as usize, "instance {number}");
        }
        println!(
            "{number:>4} {len:>3} | {:>11} {:>7.4} | {:>11} {:>7.4} | {:>11} {:>8.3} | {:>5.1} {:>5.1}",
            k[0].expanded,
            k[0].seconds,
            k[2].expanded,
            k[2].seconds,
            p.expanded,
            p.seconds,
            p.seconds / k[0].seconds,
            p.seconds / k[2].seconds,
        );
        for (total, run) in kernel_totals.iter_mut().chain([&mut pf_total]).zip(k.iter().chain([&p])) {
            total.generated += run.generated;
            total.expanded += run.expanded;
            total.seconds += run.seconds;
            total.cpu_seconds += run.cpu_seconds;
        }
        done += 1;
    }
    let names = KERNEL_ORDERS.map(|(name, _)| name);
    for (name, total) in names.iter().chain(&["pathfinding idastar"]).zip(kernel_totals.iter().chain([&pf_total])) {
        println!(
            "{name:<22} {done} instances: {} generated, {} expanded, {:.3} s ({:.3} s on the CPU), {:.1} ns per expansion",
            total.generated,
            total.expanded,
            total.seconds,
            total.cpu_seconds,
            total.cpu_seconds * 1e9 / total.expanded as f64
        );
    }
    for (name, total) in names.iter().zip(&kernel_totals) {
        println!(
            "{name} is {:.1}x faster than pathfinding in CPU time ({:.1}x in wall time), on the same instances",
            pf_total.cpu_seconds / total.cpu_seconds,
            pf_total.seconds / total.seconds
        );
    }
}
