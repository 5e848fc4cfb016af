//! `npuzzle bench FILE`: solve every board of a file with the fast IDA*,
//! check each length against the one the file gives, and time it all.
//!
//! The heuristic's tables are built once, before the first board, and the
//! build is timed on its own: the pattern databases take about a second, the
//! searches of Korf's 100 a few more, and the two answer different questions
//! (start-up cost, search speed).
//!
//! # Input
//! One board a line: 16 tiles (4×4) or 9 tiles (3×3), optionally followed by
//! its known optimal length, as in `data/korf100.txt`. Empty lines and lines
//! starting with `#` are skipped. Every board must have the first one's size
//! (the tables are built for one goal). The whole file is read and checked
//! before anything is built, so a bad line 99 does not cost a minute.
//!
//! # Output (standard output)
//! ```text
//! # data/korf100.txt: 100 instances 4x4, goal blank-first, idastar + pdb663, build seconds 1.31
//! 1 57 2304591 0.108
//! …
//! # total seconds 5.52 (build 1.31 + search 4.21)
//! optimal 100/100 nodes 61234567 seconds 4.21 nodes/s 14543000
//! ```
//! One line per instance: its number in the file (from 1), the length found,
//! nodes generated, search seconds, and `WRONG expected N` when the length
//! differs from the given one (`-` and `STOPPED after N expansions` when
//! `--max-nodes` ended it). The last line sums up: `optimal K/N` counts the
//! instances whose length equals the given one (or that were solved, when
//! the file gives none), `nodes` the generated nodes, `seconds` the search
//! time only (build excluded, two decimals) and `nodes/s` their ratio,
//! rounded to an integer. The comment line before it gives the total with
//! the build included.

use super::args::{wants_help, Arg, Args};
use super::solve::all_of;
use super::solve::{budget, count, name as menu_name};
use super::{Outcome, EXIT_STOPPED};
use npuzzle::board::Board;
use npuzzle::heuristic::Heuristic;
use npuzzle::names::{escape, one_of, quote};
use npuzzle::parse::{parse_board, parse_goal, ParseError};
use npuzzle::problem::{Problem, Status};
use npuzzle::search::Algorithm;
use npuzzle::solver::{Request as SolveRequest, Solver};
use std::io;
use std::time::Instant;

/// A length differed from the file's (or a path did not reach the goal).
pub const EXIT_WRONG: i32 = 1;

/// The help text of `npuzzle bench`.
pub fn help() -> String {
    format!(
        "\
npuzzle bench: solve every board of a file with the fast IDA* and time it

Usage: npuzzle bench [OPTIONS] FILE

FILE holds one board a line: 16 tiles (4x4) or 9 tiles (3x3), optionally followed by the
known optimal length (data/korf100.txt has Korf's 100 instances so). Empty lines and lines
starting with # are skipped; every board must have the first one's size. FILE - reads
standard input.

The heuristic's tables are built once, then each board is solved with IDA*. Standard output:
  # FILE: N instances WxH, goal GOAL, idastar + HEURISTIC, build seconds B
  INDEX LENGTH GENERATED SECONDS [WRONG expected L | STOPPED after N expansions]   (one a board)
  # total seconds T (build B + search S)
  optimal K/N nodes NODES seconds S nodes/s RATE
K counts the lengths equal to the given ones (or the boards solved, when none is given);
NODES are generated nodes; S is the search time only (build excluded).

Options:
  --algo NAME           idastar (the only one) [default: idastar]
  --heuristic NAME      {heuristics} [default: manhattan]
                        {fits}
  --goal GOAL           a named goal or the goal's tiles [default: blank-first, Korf's]
  --limit N             only the first N boards
  --max-nodes N         stop each board after N expansions; 0: no limit [default: no limit]
  -h, --help            print this help
Options also take the form --name=value.

Exit status: 0 every length as given; 1 a length differs; 2 bad file or options;
3 --max-nodes stopped a board (and no length differs).
",
        heuristics = one_of(&Heuristic::ALL.map(Heuristic::name)),
        fits = fits(),
    )
}

/// The heuristics that fit only some sides, from the rows: "(pdb555 and
/// pdb663: 4x4 only)", those of the same sides named together.
fn fits() -> String {
    let mut groups: Vec<(&[usize], Vec<&str>)> = Vec::new();
    for h in Heuristic::ALL {
        let Some(sides) = h.sides() else { continue };
        match groups.iter_mut().find(|(s, _)| *s == sides) {
            Some((_, names)) => names.push(h.name()),
            None => groups.push((sides, vec![h.name()])),
        }
    }
    let groups: Vec<String> = groups
        .iter()
        .map(|(sides, names)| {
            let sides: Vec<String> = sides.iter().map(|s| format!("{s}x{s}")).collect();
            format!("{}: {} only", all_of(names), all_of(&sides))
        })
        .collect();
    format!("({})", groups.join("; "))
}

/// A parsed `bench` command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchOptions {
    /// The instance file (`-` for standard input).
    pub file: String,
    /// `--heuristic`.
    pub heuristic: Heuristic,
    /// `--goal`, read once the boards' size is known.
    pub goal: String,
    /// `--limit`.
    pub limit: Option<u64>,
    /// `--max-nodes`, per board.
    pub max_nodes: u64,
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// `--help`.
    Help,
    /// A file to run.
    Bench(BenchOptions),
}

/// Reads the arguments after `bench`. Errors are the one-line messages the
/// command prints after `npuzzle: `.
pub fn parse_args(args: &[String]) -> Result<Request, String> {
    if wants_help(args) {
        return Ok(Request::Help);
    }
    let mut heuristic_choice = Heuristic::Manhattan;
    let (mut goal, mut limit, mut max_nodes) = ("blank-first".to_string(), None, u64::MAX);
    let mut files: Vec<&str> = Vec::new();
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        let (name, inline) = match arg {
            Arg::Positional(p) => {
                files.push(p);
                continue;
            }
            Arg::Option { name, inline } => (name, inline),
        };
        match name {
            "--algo" => {
                let algo = args.value(name, inline)?;
                if algo != "idastar" {
                    return Err(format!("bench runs idastar only, not '{}'", quote(algo)));
                }
            }
            "--heuristic" => heuristic_choice = menu_name(args.value(name, inline)?)?,
            "--goal" => goal = args.value(name, inline)?.to_string(),
            "--limit" => limit = Some(count(name, args.value(name, inline)?)?),
            "--max-nodes" => max_nodes = budget(count(name, args.value(name, inline)?)?, u64::MAX),
            _ => return Err(format!("unknown option '{}' (see npuzzle bench --help)", quote(name))),
        }
    }
    let file = match files[..] {
        [file] => file.to_string(),
        [] => return Err("bench needs a FILE of boards, one a line (see npuzzle bench --help)".to_string()),
        _ => return Err(format!("bench takes one FILE, got {}", files.len())),
    };
    Ok(Request::Bench(BenchOptions { file, heuristic: heuristic_choice, goal, limit, max_nodes }))
}

/// One board of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    /// Its line in the file, from 1.
    pub line: usize,
    /// The board.
    pub board: Board,
    /// The optimal length the file gives, if any.
    pub expected: Option<u32>,
}

/// Reads the boards of `text` (see the module documentation). `Err` is
/// `line N: ` and the parser's message.
pub fn parse_instances(text: &str) -> Result<Vec<Instance>, String> {
    let mut instances: Vec<Instance> = Vec::new();
    // A file saved by some Windows editors starts with a byte-order mark,
    // which would read as part of the first tile.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let at = |message: String| format!("line {line}: {message}");
        let tokens: Vec<&str> = trimmed.split_whitespace().collect();
        let (board, expected) = match tokens.split_last() {
            // 9 or 16 tiles and a length.
            Some((last, tiles)) if matches!(tokens.len(), 10 | 17) => {
                let length = last.parse::<u32>().map_err(|_| {
                    if last.bytes().all(|b| b.is_ascii_digit()) {
                        at(format!("the optimal length '{}' is too large (at most {})", quote(last), u32::MAX))
                    } else {
                        at(format!("the optimal length '{}' is not a whole number", quote(last)))
                    }
                })?;
                (parse_board(&tiles.join(" "), None), Some(length))
            }
            _ => (parse_board(trimmed, None), None),
        };
        let board = board.map_err(|e| at(one_line(e)))?;
        if let Some(first) = instances.first() {
            let (w, h) = (first.board.width(), first.board.height());
            if (board.width(), board.height()) != (w, h) {
                return Err(at(format!(
                    "a {}×{} board, but the first one (line {}) is {w}×{h}",
                    board.width(),
                    board.height(),
                    first.line
                )));
            }
        }
        instances.push(Instance { line, board, expected });
    }
    Ok(instances)
}

/// What a line of the file holds, as the sentences about a bad file say it.
const A_LINE: &str = "16 or 9 tiles, then the optimal length";

/// The parser's sentence, but a miscount is told in the file's terms (see
/// the module's Input), not with the parser's advice to put rows on lines.
fn one_line(error: ParseError) -> String {
    match error {
        ParseError::WrongCount { expected: None, found } => {
            format!("expected {A_LINE}, found {found}")
        }
        other => other.to_string(),
    }
}

/// How one board went.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardResult {
    /// Its number among the file's boards, from 1.
    pub index: usize,
    /// The length found; `None` when `--max-nodes` stopped it.
    pub length: Option<usize>,
    /// The length the file gives.
    pub expected: Option<u32>,
    /// Whether the path found leads to the goal (checked by replaying it).
    pub reaches_goal: bool,
    /// Nodes generated.
    pub generated: u64,
    /// Nodes expanded.
    pub expanded: u64,
    /// Search time.
    pub seconds: f64,
}

impl BoardResult {
    /// Solved with the given length (or solved, when none is given).
    pub fn is_optimal(&self) -> bool {
        self.reaches_goal && self.length.is_some() && self.expected.is_none_or(|e| self.length == Some(e as usize))
    }

    /// Solved, but not as the file says (or with a path that misses the goal).
    pub fn is_wrong(&self) -> bool {
        self.length.is_some() && !self.is_optimal()
    }

    /// Its output line, without a newline.
    pub fn line(&self) -> String {
        let length = self.length.map_or_else(|| "-".to_string(), |l| l.to_string());
        let mut line = format!("{} {length} {} {:.3}", self.index, self.generated, self.seconds);
        if self.length.is_none() {
            line += &format!(" STOPPED after {} expansions", self.expanded);
        } else if !self.reaches_goal {
            line += " WRONG path does not reach the goal";
        } else if self.is_wrong() {
            line += &format!(" WRONG expected {}", self.expected.unwrap_or_default());
        }
        line
    }
}

/// A whole run.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Time to build the heuristic's tables.
    pub build_seconds: f64,
    /// One entry per board, in file order.
    pub results: Vec<BoardResult>,
}

impl Report {
    /// Boards solved with the given length.
    pub fn optimal(&self) -> usize {
        self.results.iter().filter(|r| r.is_optimal()).count()
    }

    /// Nodes generated over all boards.
    pub fn nodes(&self) -> u64 {
        self.results.iter().map(|r| r.generated).sum()
    }

    /// Search time over all boards (the build excluded).
    pub fn search_seconds(&self) -> f64 {
        self.results.iter().map(|r| r.seconds).sum()
    }

    /// Generated nodes per second of search, rounded (0 for no time).
    pub fn nodes_per_second(&self) -> u64 {
        let seconds = self.search_seconds();
        if seconds > 0.0 {
            (self.nodes() as f64 / seconds).round() as u64
        } else {
            0
        }
    }

    /// The last line, without a newline:
    /// `optimal K/N nodes NODES seconds S nodes/s RATE`.
    pub fn summary(&self) -> String {
        format!(
            "optimal {}/{} nodes {} seconds {:.2} nodes/s {}",
            self.optimal(),
            self.results.len(),
            self.nodes(),
            self.search_seconds(),
            self.nodes_per_second()
        )
    }
}

/// Builds `heuristic` for `goal` once, then solves every instance (all of
/// `goal`'s size and solvable towards it) with IDA* and at most `max_nodes`
/// expansions each. `Err` when the heuristic does not fit the goal.
pub fn bench(instances: &[Instance], heuristic: Heuristic, goal: &Board, max_nodes: u64) -> Result<Report, String> {
    let clock = Instant::now();
    let request =
        SolveRequest { algorithm: Algorithm::IdaStar, heuristic, node_budget: max_nodes, ..SolveRequest::default() };
    let solver = Solver::new(request, goal)?;
    let build_seconds = clock.elapsed().as_secs_f64();
    Ok(Report { build_seconds, results: bench_with(instances, &solver, goal)? })
}

/// [`bench`] with a solver already built for `goal`: the result of each
/// instance, in order.
pub fn bench_with(instances: &[Instance], solver: &Solver, goal: &Board) -> Result<Vec<BoardResult>, String> {
    let mut results = Vec::with_capacity(instances.len());
    for (i, instance) in instances.iter().enumerate() {
        let problem = Problem::new(instance.board.clone(), goal.clone()).map_err(|e| e.to_string())?;
        let outcome = solver.solve(&problem).map_err(|e| format!("line {}: {e}", instance.line))?;
        let solution = outcome.solution.filter(|_| outcome.status == Status::Solved);
        let reaches_goal =
            solution.as_ref().is_some_and(|s| instance.board.apply_moves(&s.move_string()).as_ref() == Ok(goal));
        results.push(BoardResult {
            index: i + 1,
            length: solution.as_ref().map(|s| s.len()),
            expected: instance.expected,
            reaches_goal,
            generated: outcome.counters.generated,
            expanded: outcome.counters.expanded,
            seconds: outcome.elapsed.as_secs_f64(),
        });
    }
    Ok(results)
}

/// Runs `npuzzle bench` with the arguments after `bench`. `stdin` is
/// called only for the file `-`.
pub fn run(args: &[String], stdin: impl FnOnce() -> io::Result<Vec<u8>>) -> Outcome {
    match parse_args(args) {
        Ok(Request::Help) => Outcome::success(help()),
        Ok(Request::Bench(opts)) => run_file(&opts, stdin).unwrap_or_else(Outcome::usage_error),
        Err(message) => Outcome::usage_error(message),
    }
}

/// Reads and checks the file, runs it, and formats the report. `Err` is a
/// usage error (exit 2).
fn run_file(opts: &BenchOptions, stdin: impl FnOnce() -> io::Result<Vec<u8>>) -> Result<Outcome, String> {
    // The file's name as it is printed: its control characters escaped.
    let file = escape(&opts.file);
    let bytes = if opts.file == "-" {
        stdin().map_err(|e| format!("cannot read standard input: {e}"))?
    } else {
        std::fs::File::open(&opts.file).and_then(super::read_capped).map_err(|e| format!("cannot read {file}: {e}"))?
    };
    let mut instances = parse_instances(&String::from_utf8_lossy(&bytes)).map_err(|e| format!("{file}: {e}"))?;
    let Some(first) = instances.first() else {
        return Err(format!("{file}: no boards (one a line: {A_LINE})"));
    };
    let (w, h) = (first.board.width(), first.board.height());
    let goal = parse_goal(&opts.goal, w, h).map_err(|e| format!("goal: {e}"))?;
    for instance in &instances {
        let problem = Problem::new(instance.board.clone(), goal.clone()).map_err(|e| e.to_string())?;
        if !problem.solvability().solvable {
            return Err(format!("{file}: line {}: the goal cannot be reached from this board", instance.line));
        }
    }
    if let Some(limit) = opts.limit {
        instances.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    }
    let report = bench(&instances, opts.heuristic, &goal, opts.max_nodes)?;
    let mut out = format!(
        "# {file}: {} instances {w}x{h}, goal {}, idastar + {}, build seconds {:.2}\n",
        instances.len(),
        quote(&opts.goal),
        opts.heuristic.name(),
        report.build_seconds
    );
    for r in &report.results {
        out += &r.line();
        out.push('\n');
    }
    let search = report.search_seconds();
    out += &format!(
        "# total seconds {:.2} (build {:.2} + search {search:.2})\n{}\n",
        report.build_seconds + search,
        report.build_seconds,
        report.summary()
    );
    let wrong: Vec<String> = report.results.iter().filter(|r| r.is_wrong()).map(|r| r.index.to_string()).collect();
    let stopped = report.results.iter().filter(|r| r.length.is_none()).count();
    let mut outcome = if !wrong.is_empty() {
        Outcome::failure(
            EXIT_WRONG,
            format!("{} of {} lengths are wrong (instances {})", wrong.len(), report.results.len(), wrong.join(", ")),
        )
    } else if stopped > 0 {
        Outcome::failure(EXIT_STOPPED, format!("--max-nodes stopped {stopped} of {} boards", report.results.len()))
    } else {
        Outcome::success(String::new())
    };
    outcome.stdout = out;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::EXIT_USAGE;
    use npuzzle::goal::named;
    use npuzzle::heuristic::Heuristic;

    const KORF100: &str = include_str!("../../data/korf100.txt");

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    fn options(args: &[&str]) -> BenchOptions {
        match parse_args(&strings(args)) {
            Ok(Request::Bench(o)) => o,
            other => panic!("{args:?} gave {other:?}"),
        }
    }

    fn error(args: &[&str]) -> String {
        parse_args(&strings(args)).unwrap_err()
    }

    /// Runs with the file on standard input.
    fn piped(args: &[&str], input: &str) -> Outcome {
        let mut all = strings(args);
        all.push("-".to_string());
        let bytes = input.as_bytes().to_vec();
        run(&all, move || Ok(bytes))
    }

    /// The `count` easiest of Korf's 100 (by optimal length, then file
    /// order), as lines of the file.
    fn easiest(count: usize) -> Vec<&'static str> {
        let mut lines: Vec<(u32, usize, &str)> = KORF100
            .lines()
            .enumerate()
            .map(|(i, l)| (l.split_whitespace().last().unwrap().parse().unwrap(), i, l))
            .collect();
        lines.sort();
        lines.into_iter().take(count).map(|(_, _, l)| l).collect()
    }

    #[test]
    fn options_and_defaults() {
        let o = options(&["korf.txt"]);
        assert_eq!(
            o,
            BenchOptions {
                file: "korf.txt".to_string(),
                heuristic: Heuristic::Manhattan,
                goal: "blank-first".to_string(),
                limit: None,
                max_nodes: u64::MAX,
            }
        );
        let o = options(&["--algo=idastar", "--heuristic", "pdb663", "--goal", "ordered", "--limit", "5", "f"]);
        assert_eq!((o.heuristic, o.goal.as_str(), o.limit), (Heuristic::Pdb663, "ordered", Some(5)));
        assert_eq!(options(&["--max-nodes=7", "f"]).max_nodes, 7);
        assert_eq!(options(&["--max-nodes=0", "f"]).max_nodes, u64::MAX);
        assert_eq!(error(&["--algo", "astar", "f"]), "bench runs idastar only, not 'astar'");
        assert_eq!(
            error(&["--heuristic", "pdb", "f"]),
            // The engine's sentence (pinned whole in tests/snapshots/catalogue.txt).
            "pdb".parse::<Heuristic>().unwrap_err().to_string()
        );
        assert_eq!(error(&["--limit", "x", "f"]), "--limit must be a whole number, got 'x'");
        assert_eq!(error(&[]), "bench needs a FILE of boards, one a line (see npuzzle bench --help)");
        assert_eq!(error(&["a", "b"]), "bench takes one FILE, got 2");
        assert_eq!(error(&["--count", "f"]), "unknown option '--count' (see npuzzle bench --help)");
        assert_eq!(parse_args(&strings(&["--algo", "bfs", "-h"])), Ok(Request::Help));
    }

    #[test]
    fn instances_lines_and_errors() {
        // A byte-order mark was read as part of the first tile: "'\u{feff}1' is not a tile".
        let bom = parse_instances("\u{feff}1 2 3 4 5 6 7 8 0 0\n").unwrap();
        assert_eq!((bom.len(), bom[0].expected), (1, Some(0)));
        let text = "# comment\n\n 1 2 3 4 5 6 7 8 0 0\n8 6 7 2 5 4 3 x 1\n\t\n1 2 3 4 5 6 0 7 8 2\n";
        let got = parse_instances(text).unwrap();
        let lines: Vec<(usize, String, Option<u32>)> =
            got.iter().map(|i| (i.line, i.board.to_string(), i.expected)).collect();
        assert_eq!(
            lines,
            [
                (3, parse_board("1 2 3 4 5 6 7 8 0", None).unwrap().to_string(), Some(0)),
                (4, parse_board("8 6 7 2 5 4 3 0 1", None).unwrap().to_string(), None),
                (6, parse_board("1 2 3 4 5 6 0 7 8", None).unwrap().to_string(), Some(2)),
            ]
        );
        let korf = parse_instances(KORF100).unwrap();
        assert_eq!(korf.len(), 100);
        assert_eq!((korf[0].expected, korf[99].expected, korf[99].line), (Some(57), Some(54), 100));
        let cases = [
            ("1 2 3 4 5 6 7 8 0\n1 2 3 4 4 5 6 7 0\n", "line 2: tile 4 appears twice"),
            ("\n1 2 3 4 5 6 7 8 0 x\n", "line 2: the optimal length 'x' is not a whole number"),
            ("1 2 3 4 5 6 7 8 0 -1\n", "line 1: the optimal length '-1' is not a whole number"),
            (
                "1 2 3 4 5 6 7 8 0 99999999999999\n",
                "line 1: the optimal length '999999999999…' is too large (at most 4294967295)",
            ),
            ("1 2 3 4 5 6 7 8\n", "line 1: expected 16 or 9 tiles, then the optimal length, found 8"),
            ("1 2 3 4 5 6 7 8 0 1 2 3\n", "line 1: expected 16 or 9 tiles, then the optimal length, found 12"),
            (
                "# x\n1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n",
                "line 3: a 4×4 board, but the first one (line 2) is 3×3",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(parse_instances(text), Err(message.to_string()), "{text:?}");
        }
    }

    #[test]
    fn small_run_reports_every_board_and_the_totals() {
        let text = "1 2 3 4 5 6 7 8 0 0\n8 6 7 2 5 4 3 x 1 31\n2 3 4 1 5 x 7 6 8\n";
        let out = piped(&["--goal", "ordered", "--heuristic", "linear-conflict"], text);
        assert_eq!((out.code, out.stderr.as_str()), (0, ""));
        let lines: Vec<&str> = out.stdout.lines().collect();
        assert_eq!(lines.len(), 6);
        assert!(lines[0].starts_with("# -: 3 instances 3x3, goal ordered, idastar + linear-conflict, build seconds "));
        let goal = named("ordered", 3, 3).unwrap();
        let mut nodes = 0;
        for (i, (board, length)) in
            [("1 2 3 4 5 6 7 8 0", 0), ("8 6 7 2 5 4 3 0 1", 31), ("2 3 4 1 5 0 7 6 8", 19)].into_iter().enumerate()
        {
            let problem = Problem::new(parse_board(board, None).unwrap(), goal.clone()).unwrap();
            let r = npuzzle::solver::kernel_solve(
                &problem,
                Heuristic::LinearConflict,
                npuzzle::kernel::MoveOrder::ENGINE,
                u64::MAX,
            )
            .unwrap();
            nodes += r.generated;
            let fields: Vec<&str> = lines[i + 1].split(' ').collect();
            assert_eq!(fields[..3], [(i + 1).to_string(), length.to_string(), r.generated.to_string()]);
            assert_eq!(fields.len(), 4, "{}", lines[i + 1]);
        }
        assert!(lines[4].starts_with("# total seconds "));
        let summary = lines[5].strip_prefix(&format!("optimal 3/3 nodes {nodes} seconds ")).unwrap();
        let (seconds, rate) = summary.split_once(" nodes/s ").unwrap();
        assert_eq!(seconds.len(), 4, "two decimals: {seconds}");
        rate.parse::<u64>().unwrap();
    }

    #[test]
    fn wrong_lengths_stops_and_bad_files() {
        let out = piped(&["--goal", "ordered"], "8 6 7 2 5 4 3 x 1 30\n1 2 3 4 5 6 7 0 8 1\n");
        assert_eq!(out.code, EXIT_WRONG);
        let lines: Vec<&str> = out.stdout.lines().collect();
        assert!(lines[1].starts_with("1 31 ") && lines[1].ends_with(" WRONG expected 30"), "{}", lines[1]);
        assert!(lines[2].starts_with("2 1 4 ") && !lines[2].contains("WRONG"), "{}", lines[2]);
        assert!(lines[4].starts_with("optimal 1/2 nodes "), "{}", lines[4]);
        assert_eq!(out.stderr, "npuzzle: 1 of 2 lengths are wrong (instances 1)\n");
        let out = piped(&["--goal", "ordered", "--max-nodes", "100"], "8 6 7 2 5 4 3 x 1 31\n1 2 3 4 5 6 7 0 8 1\n");
        assert_eq!(out.code, EXIT_STOPPED);
        let lines: Vec<&str> = out.stdout.lines().collect();
        assert!(lines[1].starts_with("1 - ") && lines[1].ends_with(" STOPPED after 100 expansions"), "{}", lines[1]);
        assert!(lines[4].starts_with("optimal 1/2 nodes "), "{}", lines[4]);
        assert_eq!(out.stderr, "npuzzle: --max-nodes stopped 1 of 2 boards\n");
        // --limit runs the first boards only.
        let out = piped(&["--goal", "ordered", "--limit", "1"], "1 2 3 4 5 6 7 0 8 1\n8 6 7 2 5 4 3 x 1 30\n");
        assert_eq!(out.code, 0);
        assert!(out.stdout.lines().last().unwrap().starts_with("optimal 1/1 nodes "));
        let cases = [
            ("", "npuzzle: -: no boards (one a line: 16 or 9 tiles, then the optimal length)\n"),
            ("1 2 3\n", "npuzzle: -: line 1: expected 16 or 9 tiles, then the optimal length, found 3\n"),
            ("1 2 3 4 5 6 8 7 0\n", "npuzzle: -: line 1: the goal cannot be reached from this board\n"),
        ];
        for (text, stderr) in cases {
            let out = piped(&["--goal", "ordered"], text);
            assert_eq!((out.code, out.stdout.as_str(), out.stderr.as_str()), (EXIT_USAGE, "", stderr), "{text:?}");
        }
        let out = piped(&["--heuristic", "pdb555"], "8 6 7 2 5 4 3 x 1\n");
        assert_eq!(out.stderr, "npuzzle: pdb555: the 5-5-5 partition is drawn for 4×4 boards, not 3×3\n");
        let out = piped(&["--goal", "spin"], "8 6 7 2 5 4 3 x 1\n");
        assert_eq!(
            out.stderr,
            "npuzzle: goal: unknown goal 'spin' (use ordered, blank-first, spiral, reverse or a board)\n"
        );
        let out = run(&strings(&["/nonexistent/korf.txt"]), || panic!("not stdin"));
        assert_eq!(out.code, EXIT_USAGE);
        assert!(out.stderr.starts_with("npuzzle: cannot read /nonexistent/korf.txt: "), "{}", out.stderr);
        // A name's terminal escapes are shown, not sent to the terminal.
        let out = run(&strings(&["/nonexistent/\u{1b}[2Jkorf\u{7}.txt"]), || panic!("not stdin"));
        assert!(
            out.stderr.starts_with("npuzzle: cannot read /nonexistent/\\u{1b}[2Jkorf\\u{7}.txt: "),
            "{}",
            out.stderr
        );
        assert!(!out.stderr.contains('\u{1b}'));
    }

    #[test]
    #[cfg(unix)]
    fn a_file_is_read_up_to_the_cap_as_stdin_is() {
        // /dev/zero never ends: it was read until memory ran out.
        let out = run(&strings(&["/dev/zero"]), || panic!("not stdin"));
        assert_eq!(
            out,
            Outcome::usage_error("cannot read /dev/zero: more than 16 MiB (a board is a few dozen characters)")
        );
    }

    /// Korf's ten easiest instances with both pattern databases: every length
    /// as published. Builds the 4×4 tables, which takes seconds with debug
    /// assertions, hence release only, like `src/pdb/tests.rs`.
    #[test]
    #[cfg_attr(debug_assertions, ignore = "builds the 4×4 pattern databases: run with cargo test --release")]
    fn korf_ten_easiest_with_each_pattern_database() {
        let text = easiest(10).join("\n");
        let instances = parse_instances(&text).unwrap();
        let expected: Vec<Option<u32>> = instances.iter().map(|i| i.expected).collect();
        assert_eq!(expected, [41, 42, 42, 42, 44, 44, 44, 45, 45, 45].map(Some));
        let goal = named("blank-first", 4, 4).unwrap();
        for heuristic in [Heuristic::Pdb555, Heuristic::Pdb663] {
            let request = SolveRequest { algorithm: Algorithm::IdaStar, heuristic, ..SolveRequest::default() };
            let solver = Solver::new(request, &goal).unwrap();
            let report = Report { build_seconds: 0.0, results: bench_with(&instances, &solver, &goal).unwrap() };
            assert_eq!(report.optimal(), 10, "{}", heuristic.name());
            assert!(report.summary().starts_with("optimal 10/10 nodes "), "{}", report.summary());
            // The solver's tables, built once for the ten (kernel_solve would build them for each: 20 builds, most of this test's time).
            let built = solver.heuristic();
            let nodes: u64 = instances
                .iter()
                .map(|i| {
                    let problem = Problem::new(i.board.clone(), goal.clone()).unwrap();
                    let order = npuzzle::kernel::MoveOrder::ENGINE;
                    npuzzle::solver::kernel_solve_built(&problem, built, order, u64::MAX, None).unwrap().generated
                })
                .sum();
            assert_eq!(report.nodes(), nodes, "{}", heuristic.name());
        }
    }
}
