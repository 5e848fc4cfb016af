use npuzzle::{goal::named, parse::parse_board, search::*, state_space::distances};
use std::time::Instant;
fn min_ms(n: usize, mut f: impl FnMut()) -> (f64, f64) {
    let mut best = f64::MAX; let mut all = vec![];
    for _ in 0..n { let t = Instant::now(); f(); let e = t.elapsed().as_secs_f64() * 1e3; best = best.min(e); all.push(e); }
    all.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (best, all[n / 2])
}
fn main() {
    let which = std::env::args().nth(1).unwrap_or_default();
    let start = parse_board("1 2 3 4 5 6 8 7 0", None).unwrap();
    let goal = named("ordered", 3, 3).unwrap();
    let problem = Problem::new(start, goal.clone()).unwrap();
    for visited in [VisitedKind::Dense, VisitedKind::Hash, VisitedKind::Ordered] {
        if !which.is_empty() && which != visited.name() { continue; }
        let config = Config { algorithm: Algorithm::Bfs, visited, ..Config::default() };
        let (b, m) = min_ms(reps(), || { let s = solve(&problem, &config); assert_eq!(s.counters().expanded, 181440); });
        println!("{:10} min {b:.2} ms median {m:.2} ms", visited.name());
    }
    let (b, m) = min_ms(reps(), || { distances(&goal).unwrap(); });
    println!("distances  min {b:.2} ms median {m:.2} ms");
}
fn reps() -> usize { std::env::var("REPS").ok().and_then(|v| v.parse().ok()).unwrap_or(40) }
