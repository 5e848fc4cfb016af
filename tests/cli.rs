//! The real `npuzzle` binary, run as a user runs it: the seeds' samples,
//! every algorithm, the `--stats` line, exit codes and hostile input.
//!
//! Paths are checked by replaying them on the board (`Board::apply_moves`)
//! and comparing with the goal, never against a fixed move string: several
//! shortest paths exist and which one an algorithm returns is its business.

use npuzzle::board::Board;
use npuzzle::goal::named;
use npuzzle::heuristic::Heuristic;
use npuzzle::kernel::MoveOrder;
use npuzzle::parse::{parse_board, parse_goal};
use npuzzle::problem::Problem;
use npuzzle::solver::kernel_solve_built;
use std::io::Write;
use std::process::{Command, Stdio};

/// What one run printed and returned.
#[derive(Debug)]
struct Run {
    stdout: String,
    stderr: String,
    code: i32,
}

/// Runs `npuzzle` with `args`; `stdin` is piped in when given, otherwise
/// standard input is empty.
fn npuzzle_os<S: AsRef<std::ffi::OsStr> + std::fmt::Debug>(args: &[S], stdin: Option<&[u8]>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    if let Some(bytes) = stdin {
        child.stdin.take().unwrap().write_all(bytes).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let run = Run {
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        code: out.status.code().expect("exited, not killed by a signal"),
    };
    assert!(!run.stderr.contains("panicked"), "{args:?}: {}", run.stderr);
    run
}

fn npuzzle(args: &[&str], stdin: Option<&[u8]>) -> Run {
    npuzzle_os(args, stdin)
}

/// `npuzzle solve <args> <board>`, board as one argument.
fn solve(args: &[&str], board: &str) -> Run {
    let mut all = vec!["solve"];
    all.extend_from_slice(args);
    all.push(board);
    npuzzle(&all, None)
}

/// The path printed by a successful run, checked to lead from `start` to
/// `goal`; returns its length.
fn valid_path(run: &Run, start: &str, goal: &str) -> usize {
    assert_eq!(run.code, 0, "{run:?}");
    let moves = run.stdout.strip_suffix('\n').expect("one line");
    assert!(!moves.contains('\n'), "{run:?}");
    let board = parse_board(start, None).unwrap();
    let goal: Board = parse_goal(goal, board.width(), board.height()).unwrap();
    assert_eq!(board.apply_moves(moves).unwrap(), goal, "{moves} does not solve {start}");
    moves.len()
}

/// The fields of the one-line JSON object on standard error, in order, as
/// raw text (our values hold no commas or quotes, so splitting is exact).
fn stats(run: &Run) -> Vec<(String, String)> {
    let line = run.stderr.lines().next().expect("a stats line");
    let body = line.strip_prefix('{').and_then(|l| l.strip_suffix('}')).expect("a JSON object");
    body.split(',')
        .map(|field| {
            let (key, value) = field.split_once(':').expect("key:value");
            (key.trim_matches('"').to_string(), value.to_string())
        })
        .collect()
}

fn field<'a>(fields: &'a [(String, String)], key: &str) -> &'a str {
    &fields.iter().find(|(k, _)| k == key).unwrap_or_else(|| panic!("no {key}")).1
}

const HARDEST: &str = "8 6 7 2 5 4 3 x 1";
const POJ: &str = "2 3 4 1 5 x 7 6 8";

#[test]
fn poj_sample_from_stdin() {
    let run = npuzzle(&["solve"], Some(b"2 3 4 1 5 x 7 6 8\n"));
    assert_eq!(valid_path(&run, POJ, "ordered"), 19);
    assert_eq!(run.stderr, "");
}

#[test]
fn board_as_several_arguments_or_one() {
    let run = npuzzle(&["solve", "2", "3", "4", "1", "5", "x", "7", "6", "8"], None);
    assert_eq!(valid_path(&run, POJ, "ordered"), 19);
    let run = npuzzle(&["solve", "234/15x/768", "--count"], None);
    assert_eq!((run.stdout.as_str(), run.code), ("19\n", 0));
}

#[test]
fn codevs_spiral_sample() {
    let run = npuzzle(&["solve", "--goal", "spiral", "--count", "283104765"], None);
    assert_eq!((run.stdout.as_str(), run.stderr.as_str(), run.code), ("4\n", "", 0));
    let run = npuzzle(&["solve", "--goal=spiral", "283104765"], None);
    assert_eq!(valid_path(&run, "283104765", "spiral"), 4);
}

#[test]
fn reverse_goal_from_stdin() {
    let run = npuzzle(&["solve", "--goal", "reverse", "--count"], Some(b"0 7 6\n8 4 3\n5 2 1\n"));
    assert_eq!((run.stdout.as_str(), run.code), ("4\n", 0));
}

#[test]
fn unsolvable_boards() {
    let by_args = npuzzle(&["solve", "1", "2", "3", "4", "5", "6", "8", "7", "x"], None);
    let by_stdin = npuzzle(&["solve"], Some(b"1 2 3 4 5 6 8 7 x\n"));
    let counted = npuzzle(&["solve", "--count", "1 2 3 4 5 6 8 7 x"], None);
    for run in [by_args, by_stdin, counted] {
        assert_eq!((run.stdout.as_str(), run.stderr.as_str(), run.code), ("unsolvable\n", "", 0));
    }
    // Sam Loyd's 14-15 puzzle, under every algorithm: parity answers first.
    for algo in ["bfs", "idastar", "iddfs"] {
        let run = solve(&["--algo", algo], "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0");
        assert_eq!((run.stdout.as_str(), run.code), ("unsolvable\n", 0));
    }
    let run = solve(&["--stats"], "1 2 3 4 5 6 8 7 x");
    assert_eq!((run.stdout.as_str(), run.code), ("unsolvable\n", 0));
    let f = stats(&run);
    assert_eq!(field(&f, "solvable"), "false");
    assert_eq!(field(&f, "status"), "\"unsolvable\"");
    assert_eq!((field(&f, "length"), field(&f, "optimal"), field(&f, "expanded")), ("null", "null", "0"));
}

#[test]
fn every_optimal_algorithm_finds_31_moves() {
    for (algo, heuristic) in [
        ("bfs", "zero"),
        ("bibfs", "zero"),
        ("astar", "misplaced"),
        ("astar", "manhattan"),
        ("astar", "linear-conflict"),
        ("idastar", "manhattan"),
        ("idastar", "linear-conflict"),
        ("wastar", "manhattan"), // weight 1: plain A*
    ] {
        let run = solve(&["--algo", algo, "--heuristic", heuristic, "--stats"], HARDEST);
        assert_eq!(valid_path(&run, HARDEST, "ordered"), 31, "{algo} {heuristic}");
        let f = stats(&run);
        assert_eq!((field(&f, "length"), field(&f, "optimal")), ("31", "true"), "{algo} {heuristic}");
        assert_eq!(field(&f, "algorithm"), format!("\"{algo}\""));
    }
}

#[test]
fn bfs_counts_are_the_same_with_every_visited_table() {
    for visited in ["auto", "rank-array", "hash", "ordered"] {
        let run = solve(&["--algo", "bfs", "--visited", visited, "--stats"], HARDEST);
        assert_eq!(valid_path(&run, HARDEST, "ordered"), 31, "{visited}");
        let f = stats(&run);
        // The goal is found while generating from the 181,347th node: all
        // but 93 of the 181,440 reachable states are expanded.
        assert_eq!((field(&f, "expanded"), field(&f, "generated")), ("181347", "483564"), "{visited}");
    }
}

#[test]
fn weighted_astar_and_greedy_give_valid_paths() {
    for weight in ["1.5", "2", "3", "10"] {
        let run = solve(&["--algo", "wastar", "--weight", weight, "--stats"], HARDEST);
        let len = valid_path(&run, HARDEST, "ordered");
        let w: f64 = weight.parse().unwrap();
        assert!(len as f64 <= w * 31.0, "w = {weight}: {len} moves");
        let f = stats(&run);
        assert_eq!((field(&f, "weight"), field(&f, "optimal")), (weight, "false"));
        assert_eq!(field(&f, "length"), len.to_string());
    }
    for heuristic in ["misplaced", "manhattan", "linear-conflict"] {
        let run = solve(&["--algo", "greedy", "--heuristic", heuristic, "--stats"], HARDEST);
        let len = valid_path(&run, HARDEST, "ordered");
        assert!(len >= 31 && len % 2 == 1, "{heuristic}: {len}");
        let f = stats(&run);
        assert_eq!((field(&f, "optimal"), field(&f, "weight")), ("false", "null"));
    }
}

/// Iterative deepening without a heuristic re-walks the tree once per depth:
/// on a 19-move board it takes a moment, on the 31-move one about a minute
/// in a debug build (see the ignored test below).
#[test]
fn iddfs_finds_the_shortest_path() {
    let run = solve(&["--algo", "iddfs", "--stats"], POJ);
    assert_eq!(valid_path(&run, POJ, "ordered"), 19);
    let f = stats(&run);
    assert_eq!((field(&f, "heuristic"), field(&f, "optimal")), ("null", "true"));
}

#[test]
// About a minute in a debug build, ~7 s in release (`npm test` runs release).
#[cfg_attr(debug_assertions, ignore = "slow in debug: runs under cargo test --release")]
fn iddfs_finds_31_moves_on_the_hardest_board() {
    let run = solve(&["--algo", "iddfs"], HARDEST);
    assert_eq!(valid_path(&run, HARDEST, "ordered"), 31);
}

#[test]
fn weight_is_accepted_but_unused_outside_wastar() {
    let plain = solve(&["--stats"], POJ);
    let weighted = solve(&["--weight", "5", "--stats"], POJ);
    assert_eq!(plain.stdout, weighted.stdout);
    let (p, w) = (stats(&plain), stats(&weighted));
    assert_eq!(field(&w, "weight"), "null");
    assert_eq!(field(&p, "expanded"), field(&w, "expanded"));
}

#[test]
fn stats_line_keys_and_pinned_counts() {
    let run = npuzzle(&["solve", "--stats"], Some(POJ.as_bytes()));
    assert_eq!(valid_path(&run, POJ, "ordered"), 19);
    assert_eq!(run.stderr.lines().count(), 1, "exactly one line: {}", run.stderr);
    let f = stats(&run);
    let keys: Vec<&str> = f.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "algorithm",
            "heuristic",
            "weight",
            "status",
            "solvable",
            "length",
            "optimal",
            "expanded",
            "generated",
            "max_frontier",
            "bytes_per_node",
            "elapsed_ms"
        ]
    );
    let values: Vec<&str> = f[..10].iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(
        values,
        ["\"astar\"", "\"linear-conflict\"", "null", "\"solved\"", "true", "19", "true", "239", "647", "151"]
    );
    let elapsed: f64 = field(&f, "elapsed_ms").parse().unwrap();
    assert!(elapsed >= 0.0);
    // With --count the count stays alone on stdout.
    let run = solve(&["--count", "--stats", "--goal", "spiral", "--algo", "bfs"], "283104765");
    assert_eq!(run.stdout, "4\n");
    let f = stats(&run);
    let values: Vec<&str> = f[..10].iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(values, ["\"bfs\"", "null", "null", "\"solved\"", "true", "4", "true", "14", "36", "9"]);
}

#[test]
fn budgets_exit_3() {
    let run = solve(&["--algo", "bfs", "--max-nodes", "10"], HARDEST);
    assert_eq!(
        (run.stdout.as_str(), run.stderr.as_str(), run.code),
        ("", "npuzzle: stopped after 10 expansions (node budget reached)\n", 3)
    );
    let run = solve(&["--algo=idastar", "--max-nodes=1000", "--stats"], HARDEST);
    assert_eq!(run.code, 3);
    let f = stats(&run);
    assert_eq!((field(&f, "status"), field(&f, "expanded"), field(&f, "length")), ("\"stopped\"", "1000", "null"));
    assert_eq!(run.stderr.lines().nth(1), Some("npuzzle: stopped after 1000 expansions (node budget reached)"));
    let run = solve(&["--algo", "bfs", "--max-memory", "1"], HARDEST);
    assert_eq!(
        (run.stderr.as_str(), run.code),
        ("npuzzle: stopped after 46513 expansions (memory budget reached)\n", 3)
    );
    // 0 means the default budget, as in the wasm API (it used to stop at once).
    for zero in ["--max-memory", "--max-nodes"] {
        let run = solve(&["--count", zero, "0"], HARDEST);
        assert_eq!((run.stdout.as_str(), run.stderr.as_str(), run.code), ("31\n", "", 0), "{zero}");
    }
}

#[test]
fn bad_input_and_options_exit_2_with_one_line() {
    /// Arguments, standard input, message.
    type Case<'a> = (&'a [&'a str], Option<&'a [u8]>, &'a str);
    let dijkstra = "dijkstra".parse::<npuzzle::search::Algorithm>().unwrap_err().to_string();
    let euclid = "euclid".parse::<npuzzle::heuristic::Heuristic>().unwrap_err().to_string();
    let cases: [Case; 23] = [
        (&["solve", "1 2 3 4 4 5 6 7 0"], None, "tile 4 appears twice"),
        (&["solve"], Some(b"1 2 3 4 4 5 6 7 0"), "tile 4 appears twice"),
        (
            &["solve"],
            None,
            "no board: give its tiles as arguments (npuzzle solve 2 8 3 1 0 4 7 6 5) or on standard input",
        ),
        (&["solve"], Some(b"\xff\xfe\xfd"), "'\u{FFFD}\u{FFFD}\u{FFFD}' is not a tile"),
        // Control bytes are escaped, never sent to the terminal.
        (&["solve"], Some(b"1 2 3 4 5 6 7 8 \x1b[2J0"), "'\\u{1b}[2J0' is not a tile"),
        (&["solve"], Some(b"1 2 3 4 5 6 7 8 \x00\x07"), "'\\u{0}\\u{7}' is not a tile"),
        // A byte-order mark is skipped at the start of the input (see
        // `a_byte_order_mark_on_stdin_is_skipped`), shown escaped elsewhere.
        (&["solve"], Some("1 2 3 4 5 6 7 8 \u{feff}0".as_bytes()), "'\\u{feff}0' is not a tile"),
        (
            &["solve", "--goal", "\x1b[31mzz", POJ],
            None,
            "goal: unknown goal '\\u{1b}[31mzz' (use ordered, blank-first, spiral, reverse or a board)",
        ),
        (&["solve", "--weight", "0.5", POJ], None, "--weight must be a number from 1 to 1000, got '0.5'"),
        (&["solve", "--weight", "abc", POJ], None, "--weight must be a number from 1 to 1000, got 'abc'"),
        (&["solve", "--weight=-2", POJ], None, "--weight must be a number from 1 to 1000, got '-2'"),
        // The engine's sentences (pinned whole in tests/snapshots/catalogue.txt).
        (&["solve", "--algo", "dijkstra", POJ], None, &dijkstra),
        (&["solve", "--heuristic", "euclid", POJ], None, &euclid),
        (
            &["solve", "--visited", "bloom", POJ],
            None,
            "unknown visited table 'bloom' (use auto, rank-array, hash, ordered or none)",
        ),
        (&["solve", "--fast", POJ], None, "unknown option '--fast' (see npuzzle solve --help)"),
        (
            &["solve", "--heuristic", "pdb663", POJ],
            None,
            "pdb663: the 6-6-3 partition is drawn for 4×4 boards, not 3×3",
        ),
        (&["bench", "--algo", "astar", "korf.txt"], None, "bench runs idastar only, not 'astar'"),
        (&["solve", "--algo"], None, "--algo needs a value"),
        (&["solve", "--max-nodes", "ten", POJ], None, "--max-nodes must be a whole number, got 'ten'"),
        (
            &["solve", "--goal", "sorted", POJ],
            None,
            "goal: unknown goal 'sorted' (use ordered, blank-first, spiral, reverse or a board)",
        ),
        (&["solve", "--size", "2x3", POJ], None, "expected 6 tiles for 2×3, found 9"),
        (&["slove"], None, "unknown command 'slove' (commands: solve, bench, judge, class)"),
        (&[], None, "no command given (try npuzzle solve, or npuzzle --help)"),
    ];
    for (args, stdin, message) in cases {
        let run = npuzzle(args, stdin);
        assert_eq!(
            (run.stdout.as_str(), run.stderr.as_str(), run.code),
            ("", format!("npuzzle: {message}\n").as_str(), 2),
            "{args:?}"
        );
    }
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_an_error_not_a_panic() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let args = [OsStr::new("solve"), OsStr::from_bytes(b"1 2 3 4 5 6 7 8 \xff")];
    let run = npuzzle_os(&args, None);
    assert_eq!((run.stderr.as_str(), run.code), ("npuzzle: '\u{FFFD}' is not a tile\n", 2));
}

#[test]
fn standard_input_is_bounded() {
    // `npuzzle solve < /dev/zero` read until memory ran out.
    let endless = vec![0u8; (npuzzle::limits::MAX_INPUT_BYTES + 1) as usize];
    let run = npuzzle(&["solve"], Some(&endless));
    assert_eq!(
        (run.stderr.as_str(), run.code),
        ("npuzzle: cannot read standard input: more than 16 MiB (a board is a few dozen characters)\n", 2)
    );
}

#[test]
fn odd_input_never_panics() {
    let inputs: [&[u8]; 10] = [
        b"",
        b"x",
        b"99999999999999999999999999 1 2 3 4 5 6 7 0",
        b"\x00\x00\x00\x00\x00\x00\x00\x00\x00",
        b"1 2 3\n4 5\n6 7 0",
        b"///,,,;;;|||",
        b"0 0 0 0 0 0 0 0 0",
        b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 0",
        "１２３４５６７８９".as_bytes(),
        b"1 2 3 4 5 6 7 8 0 \xf0\x9f\x92",
    ];
    for input in inputs {
        let run = npuzzle(&["solve"], Some(input));
        assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{input:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{input:?}: {}", run.stderr);
    }
}

#[test]
fn full_width_boards_read_like_ascii() {
    // What a Chinese keyboard types (parse::fold): full-width digits, commas, the ideographic space.
    for board in ["１，２，３，４，５，６，７，０，８", "１　２　３　４　５　６　７　０　８", "１２３４５６７０８"]
    {
        let run = solve(&[], board);
        assert_eq!((run.stdout.as_str(), run.code), ("r\n", 0), "{board}");
    }
    let run = npuzzle(&["solve"], Some("２８３１０４７".as_bytes()));
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("'２８３１０４７' has 7 digits"), "{}", run.stderr);
}

#[test]
fn fifteen_puzzles() {
    let run = solve(&[], "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15");
    assert_eq!((run.stdout.as_str(), run.code), ("r\n", 0));
    // The easiest of Korf's 100 instances (blank-first goal), with its
    // published optimal length, read from the data file.
    let data = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/korf100.txt")).unwrap();
    let (tiles, optimal) = data
        .lines()
        .map(|line| {
            let (tiles, len) = line.trim().rsplit_once(' ').unwrap();
            (tiles.to_string(), len.parse::<usize>().unwrap())
        })
        .min_by_key(|(_, len)| *len)
        .unwrap();
    assert_eq!(optimal, 41);
    let run =
        solve(&["--goal", "blank-first", "--algo", "idastar", "--heuristic", "linear-conflict", "--stats"], &tiles);
    assert_eq!(valid_path(&run, &tiles, "blank-first"), optimal);
    let f = stats(&run);
    assert_eq!((field(&f, "length"), field(&f, "optimal")), ("41", "true"));
    // The 5×5 and 3×2 shapes go through the same path.
    let run = solve(&["--size", "3x2", "--goal", "1 2 3 4 5 0"], "1 2 3 4 0 5");
    assert_eq!(run.stdout, "r\n");
    let ordered_5x5 = named("ordered", 5, 5).unwrap().to_string();
    let run = solve(&["--count"], &ordered_5x5);
    assert_eq!(run.stdout, "0\n");
}

#[test]
fn help_and_version_exit_0() {
    for args in [&["--help"][..], &["-h"], &["solve", "--help"], &["solve", "-h", "--algo", "nope"]] {
        let run = npuzzle(args, None);
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{args:?}");
        assert!(run.stdout.starts_with("npuzzle"), "{args:?}");
    }
    let run = npuzzle(&["solve", "--help"], None);
    for needle in ["--algo", "--heuristic", "--weight", "--goal", "--size", "--count", "--stats", "standard error"] {
        assert!(run.stdout.contains(needle), "{needle}");
    }
    for needle in ["--max-nodes", "--max-memory", "--visited", "only wastar", "[default: 2048]"] {
        assert!(run.stdout.contains(needle), "{needle}");
    }
    let run = npuzzle(&["--version"], None);
    assert_eq!((run.stdout.as_str(), run.code), (concat!("npuzzle ", env!("CARGO_PKG_VERSION"), "\n"), 0));
}

/// Korf's 100 instances as (line, optimal length), from the data file.
fn korf_lines() -> Vec<(String, u32)> {
    let data = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/korf100.txt")).unwrap();
    data.lines().map(|l| (l.trim().to_string(), l.split_whitespace().last().unwrap().parse().unwrap())).collect()
}

/// The `count` easiest of Korf's instances (shortest optimal length first,
/// ties in file order).
fn korf_easiest(count: usize) -> Vec<(String, u32)> {
    let mut lines = korf_lines();
    lines.sort_by_key(|(_, len)| *len);
    lines.truncate(count);
    lines
}

/// Writes `text` to a file of its own under Cargo's temporary directory
/// for integration tests and returns its path.
fn temp_file(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}-{}.txt", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// Generated nodes of the kernel on each of `lines` with `heuristic`
/// (the library, not the binary), towards the blank-first goal.
fn kernel_nodes(lines: &[(String, u32)], heuristic: &str) -> Vec<u64> {
    let goal = named("blank-first", 4, 4).unwrap();
    // Built once for every line (kernel_solve builds a pattern database's tables each call).
    let heuristic = Heuristic::from_name(heuristic).unwrap().build(&goal).unwrap();
    lines
        .iter()
        .map(|(line, len)| {
            let tiles: Vec<&str> = line.split_whitespace().take(16).collect();
            let problem = Problem::new(parse_board(&tiles.join(" "), None).unwrap(), goal.clone()).unwrap();
            let r = kernel_solve_built(&problem, &heuristic, MoveOrder::ENGINE, u64::MAX, None).unwrap();
            assert_eq!(r.moves.len(), *len as usize);
            r.generated
        })
        .collect()
}

#[test]
fn bench_the_three_easiest_korf_instances() {
    let easiest = korf_easiest(3);
    assert_eq!(easiest.iter().map(|(_, len)| *len).collect::<Vec<_>>(), [41, 42, 42]);
    let text = format!(
        "# the three easiest of Korf's 100\n\n{}\n",
        easiest.iter().map(|(l, _)| l.as_str()).collect::<Vec<_>>().join("\n")
    );
    let file = temp_file("bench-easy", &text);
    let run = npuzzle(&["bench", "--heuristic", "linear-conflict", &file], None);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{run:?}");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 6, "{}", run.stdout);
    assert!(lines[0].starts_with(&format!(
        "# {file}: 3 instances 4x4, goal blank-first, idastar + linear-conflict, build seconds "
    )));
    let nodes = kernel_nodes(&easiest, "linear-conflict");
    for (i, ((_, len), generated)) in easiest.iter().zip(&nodes).enumerate() {
        let fields: Vec<&str> = lines[i + 1].split(' ').collect();
        assert_eq!(fields.len(), 4, "{}", lines[i + 1]);
        assert_eq!(fields[..3], [(i + 1).to_string(), len.to_string(), generated.to_string()]);
        let seconds = fields[3].split_once('.').unwrap().1;
        assert_eq!(seconds.len(), 3, "{}", lines[i + 1]);
    }
    assert!(lines[4].starts_with("# total seconds "), "{}", lines[4]);
    // The last line, exactly: optimal K/N nodes N seconds S.SS nodes/s R.
    let total: u64 = nodes.iter().sum();
    let rest = lines[5].strip_prefix(&format!("optimal 3/3 nodes {total} seconds ")).expect(lines[5]);
    let (seconds, rate) = rest.split_once(" nodes/s ").unwrap();
    let (whole, hundredths) = seconds.split_once('.').unwrap();
    assert!(whole.bytes().all(|b| b.is_ascii_digit()) && hundredths.len() == 2, "{seconds}");
    assert!(rate.bytes().all(|b| b.is_ascii_digit()), "{rate}");
    // The per-line seconds add up to the total (up to rounding).
    let sum: f64 = lines[1..4].iter().map(|l| l.split(' ').nth(3).unwrap().parse::<f64>().unwrap()).sum();
    assert!((sum - seconds.parse::<f64>().unwrap()).abs() <= 0.01, "{sum} {seconds}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn bench_marks_wrong_lengths_and_rejects_bad_lines() {
    let (line, len) = korf_easiest(1).remove(0);
    let tiles = line.rsplit_once(' ').unwrap().0;
    // A wrong given length, a board without one, on a 2-line file.
    let file = temp_file("bench-wrong", &format!("{tiles} {}\n{tiles}\n", len + 2));
    let run = npuzzle(&["bench", "--heuristic", "manhattan", &file], None);
    assert_eq!(run.code, 1, "{run:?}");
    let lines: Vec<&str> = run.stdout.lines().collect();
    let nodes = kernel_nodes(&[(line.clone(), len)], "manhattan")[0];
    assert!(lines[1].starts_with(&format!("1 {len} {nodes} ")), "{}", lines[1]);
    assert!(lines[1].ends_with(&format!(" WRONG expected {}", len + 2)), "{}", lines[1]);
    assert!(lines[2].starts_with(&format!("2 {len} {nodes} ")) && !lines[2].contains("WRONG"), "{}", lines[2]);
    assert!(lines[4].starts_with(&format!("optimal 1/2 nodes {} seconds ", 2 * nodes)), "{}", lines[4]);
    assert_eq!(run.stderr, "npuzzle: 1 of 2 lengths are wrong (instances 1)\n");
    // --limit 1 runs only the wrong one; --max-nodes stops it (exit 3 if
    // nothing is wrong).
    let run = npuzzle(&["bench", "--limit", "1", &file], None);
    assert_eq!(run.code, 1);
    assert!(run.stdout.lines().last().unwrap().starts_with("optimal 0/1 nodes "));
    let run = npuzzle(&["bench", "--max-nodes", "1000", "--limit=1", &file], None);
    assert_eq!((run.code, run.stderr.as_str()), (3, "npuzzle: --max-nodes stopped 1 of 1 boards\n"));
    assert!(run.stdout.lines().nth(1).unwrap().ends_with(" STOPPED after 1000 expansions"));
    // Malformed lines: exit 2, the line number and the parser's message.
    for (text, message) in [
        (format!("{line}\n\n{tiles} 7 {len}\n"), "line 3: expected 16 or 9 tiles, then the optimal length, found 18"),
        (format!("# header\n{line}\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 0 50\n"), "line 3: tile 14 appears twice"),
        (format!("{tiles} fifty\n"), "line 1: the optimal length 'fifty' is not a whole number"),
    ] {
        let bad = temp_file("bench-bad", &text);
        let run = npuzzle(&["bench", &bad], None);
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr),
            (2, "", format!("npuzzle: {bad}: {message}\n")),
            "{text}"
        );
        let _ = std::fs::remove_file(&bad);
    }
    let _ = std::fs::remove_file(&file);
    // Standard input with FILE -.
    let run = npuzzle(&["bench", "--goal", "ordered", "-"], Some(b"2 3 4 1 5 x 7 6 8 19\n"));
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stdout.lines().last().unwrap().starts_with("optimal 1/1 nodes "));
}

#[test]
fn solve_with_pattern_databases_and_walking_distance() {
    let (line, len) = korf_easiest(1).remove(0);
    let tiles = line.rsplit_once(' ').unwrap().0.to_string();
    for heuristic in ["pdb663", "pdb555", "walking-distance"] {
        let run = solve(&["--algo", "idastar", "--heuristic", heuristic, "--goal", "blank-first", "--stats"], &tiles);
        assert_eq!(valid_path(&run, &tiles, "blank-first"), len as usize, "{heuristic}");
        let f = stats(&run);
        let nodes = kernel_nodes(&[(line.clone(), len)], heuristic)[0];
        assert_eq!(field(&f, "heuristic"), format!("\"{heuristic}\""));
        assert_eq!((field(&f, "length"), field(&f, "optimal")), (len.to_string().as_str(), "true"));
        assert_eq!(field(&f, "generated"), nodes.to_string(), "{heuristic}");
        assert_eq!(field(&f, "max_frontier"), len.to_string(), "{heuristic}");
    }
    // A* (the default algorithm) searches with the same tables, step by step.
    for heuristic in ["pdb663", "walking-distance"] {
        let run = solve(&["--heuristic", heuristic, "--goal", "blank-first", "--stats"], &tiles);
        assert_eq!(valid_path(&run, &tiles, "blank-first"), len as usize, "{heuristic}");
        let f = stats(&run);
        assert_eq!(
            (field(&f, "algorithm"), field(&f, "heuristic")),
            ("\"astar\"", format!("\"{heuristic}\"").as_str())
        );
    }
    let run = solve(&["--algo", "idastar", "--heuristic", "pdb663"], POJ);
    assert_eq!(
        (run.stderr.as_str(), run.code),
        ("npuzzle: pdb663: the 6-6-3 partition is drawn for 4×4 boards, not 3×3\n", 2)
    );
}

/// `npuzzle judge` prints what `npuzzle solve` prints for each judge's
/// sample (with the judge's goal and, for codevs and Luogu, `--count`), and
/// the samples' answers are the problems' own where they are unique.
#[test]
fn judge_answers_equal_solve_on_the_three_samples() {
    let cases: [(&str, &str, &[&str]); 3] = [
        ("poj1077", "2 3 4 1 5 x 7 6 8\n", &[]),
        ("codevs1225", "283104765\n", &["--goal", "spiral", "--count"]),
        ("p1379", "283104765\n", &["--goal", "spiral", "--count"]),
    ];
    let mut outputs = Vec::new();
    for (judge, input, solve_args) in cases {
        let judged = npuzzle(&["judge", judge], Some(input.as_bytes()));
        let mut args = vec!["solve"];
        args.extend_from_slice(solve_args);
        let solved = npuzzle(&args, Some(input.as_bytes()));
        assert_eq!((judged.code, &judged.stdout), (0, &solved.stdout), "{judge}");
        outputs.push(judged.stdout);
    }
    assert_eq!(outputs, ["dlurullddrurdllurdr\n", "4\n", "4\n"]);
    // POJ's special judge accepts any shortest path: ours has the sample's length.
    assert_eq!(
        valid_path(&npuzzle(&["judge", "poj1077"], Some(b"2 3 4 1 5 x 7 6 8")), "2 3 4 1 5 x 7 6 8", "ordered"),
        19
    );
    let unsolvable = npuzzle(&["judge", "poj1077"], Some(b"1 2 3 4 5 6 8 7 x\n"));
    assert_eq!((unsolvable.code, unsolvable.stdout.as_str()), (0, "unsolvable\n"));
}

/// `--formula`: the user's heuristic, read and refused as the page reads it
/// (the engine's sentences with their column), exit 2 for a mistake.
#[test]
fn a_formula_heuristic_on_the_command_line() {
    // Accepted: the path's length and the counts, exactly (A* with it is
    // never called shortest: a formula is not known admissible).
    for args in [
        &["--heuristic", "formula", "--formula", "max(misplaced, manhattan)"][..],
        &["--formula", "max(misplaced, manhattan)"][..],
        &["--formula=max(misplaced, manhattan)"][..],
    ] {
        let mut all = args.to_vec();
        all.extend(["--stats"]);
        let run = solve(&all, HARDEST);
        assert_eq!(valid_path(&run, HARDEST, "ordered"), 31, "{args:?}");
        let fields = stats(&run);
        let get = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
        assert_eq!(
            (get("algorithm"), get("heuristic"), get("optimal"), get("expanded"), get("generated")),
            (Some("\"astar\""), Some("\"formula\""), Some("false"), Some("6744"), Some("17749"))
        );
    }
    // The A algorithm with an overestimating formula: fast, and shortest here by luck, never said so.
    let run = solve(&["--algo", "a", "--formula", "2 * manhattan", "--stats", "--count"], HARDEST);
    assert_eq!(run.stdout, "31\n");
    assert!(run.stderr.starts_with(
        r#"{"algorithm":"a","heuristic":"formula","weight":null,"status":"solved","solvable":true,"length":31,"optimal":false,"expanded":400,"generated":1085,"#
    ));
    // Refused, each with its one line and exit 2.
    let cases: [(&[&str], &str); 6] = [
        (
            &["--formula", "manhattan +"],
            "npuzzle: --formula: at column 12: the formula ends where a number, a feature or a function should come\n",
        ),
        (
            &["--formula", "manhattan + g"],
            "npuzzle: --formula: at column 13: “g” is a search's priority variable (g, h, depth), not a feature of the board: a heuristic estimates from the board alone\n",
        ),
        (&["--formula", "euclid"], "npuzzle: --formula: at column 1: “euclid” is not a feature or a function (features: manhattan, misplaced, linear_conflict, blank_row, blank_col, width, height; functions: min, max, abs, d, row, col, goal_row, goal_col)\n"),
        (
            &["--algo", "bfs", "--formula", "manhattan"],
            "npuzzle: --formula: bfs uses no heuristic: a formula applies to astar, wastar, greedy, idastar, a, best-first, hill, hill-backtrack, rbfs, mm or beam\n",
        ),
        (
            &["--heuristic", "formula"],
            "npuzzle: --heuristic formula needs --formula TEXT, a heuristic you write (e.g. --formula 'max(misplaced, manhattan)')\n",
        ),
        (
            &["--heuristic", "manhattan", "--formula", "manhattan"],
            "npuzzle: --formula is the heuristic: give --heuristic formula or no --heuristic, not --heuristic manhattan\n",
        ),
    ];
    for (args, sentence) in cases {
        let run = solve(args, HARDEST);
        assert_eq!((run.stdout.as_str(), run.stderr.as_str(), run.code), ("", sentence, 2), "{args:?}");
    }
}

/// `--priority`: your best-first search, which names the search it expanded as.
#[test]
fn a_priority_on_the_command_line() {
    let cases: [(&[&str], &str, usize); 4] = [
        (
            &["--priority", "g + h", "--heuristic", "manhattan"],
            "priority g + h: expands exactly as A* does on this board (all 6745 compared); its path is shortest (g + an admissible h)\n",
            31,
        ),
        (
            &["--priority", "h", "--heuristic", "manhattan", "--algo", "best-first"],
            "priority h: expands exactly as Greedy best-first does on this board (all 54 compared); its path is not guaranteed shortest\n",
            45,
        ),
        (
            &["--priority", "g + 2 * h", "--heuristic", "manhattan"],
            "priority g + 2 * h: expands exactly as Weighted A* (w = 2) does on this board (all 401 compared); its path is not guaranteed shortest\n",
            31,
        ),
        (
            &["--priority", "max(g, h)", "--heuristic", "manhattan", "--tie", "fifo"],
            "priority max(g, h): expands as no named search does on this board; its path is not guaranteed shortest\n",
            31,
        ),
    ];
    for (args, note, length) in cases {
        let mut all = args.to_vec();
        all.push("--count");
        let run = solve(&all, HARDEST);
        assert_eq!((run.stdout, run.stderr.as_str(), run.code), (format!("{length}\n"), note, 0), "{args:?}");
    }
    let refused: [(&[&str], &str); 3] = [
        (
            &["--priority", "g + manhattan"],
            "npuzzle: --priority: at column 5: “manhattan” reads the board: a priority reads g, h and depth (choose the heuristic h in the menu, or write it as your formula)\n",
        ),
        (&["--priority", "h * h * h"], "npuzzle: --priority: at column 1: the priority can be worth more than 1000000000000 or less than −1000000000000 (g and depth go up to 1048575, h up to 1000000000)\n"),
        (&["--priority", "g + h", "--algo", "astar"], "npuzzle: --priority orders best-first (your best-first search), not astar\n"),
    ];
    for (args, sentence) in refused {
        let run = solve(args, HARDEST);
        assert_eq!((run.stdout.as_str(), run.stderr.as_str(), run.code), ("", sentence, 2), "{args:?}");
    }
}
