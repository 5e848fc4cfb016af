//! The `npuzzle` command line, as pure functions.
//!
//! `npuzzle solve [OPTIONS] [BOARD...]` answers one puzzle the way judge
//! problems ask for it (POJ 1077's move string, codevs 1225's move count,
//! `unsolvable`); see [`solve`]. `npuzzle bench FILE` solves a file of
//! boards with the fast IDA* and times it; see [`bench`]. Everything here takes the arguments and a
//! way to read standard input and returns an [`Outcome`] — standard output,
//! standard error, exit code — so the whole command is unit-tested without
//! spawning a process; `src/main.rs` only does the input and output.
//!
//! Standard output holds the answer and nothing else, so it can be piped
//! into a checker or compared with a judge's expected output. Everything
//! for people — error messages, and the `--stats` JSON line — goes to
//! standard error.
//!
//! Exit codes: [`EXIT_OK`] (solved, or unsolvable by parity),
//! [`EXIT_EXHAUSTED`] (for `bench`: [`bench::EXIT_WRONG`], a length other
//! than the file's), [`EXIT_USAGE`], [`EXIT_STOPPED`]. Nothing here
//! panics on any input: every problem becomes a one-line message.
//!
//! Adding a subcommand is one arm in [`run`]'s match and one line in
//! [`COMMANDS`].

mod args;
pub mod bench;
// The class server's stack (tokio, axum, SQLite) is native only (Cargo.toml).
#[cfg(not(target_arch = "wasm32"))]
pub mod class;
pub mod judge;
#[cfg(test)]
mod snapshot;
pub mod solve;
mod stats;

use std::io::{self, Read};

/// Solved, or proved unsolvable.
pub const EXIT_OK: i32 = 0;
/// The search ran out of states without finding the goal although parity
/// said it was reachable: a bug, reported as such.
pub const EXIT_EXHAUSTED: i32 = 1;
/// Malformed board or options.
pub const EXIT_USAGE: i32 = 2;
/// `--max-nodes` or `--max-memory` ended the search.
pub const EXIT_STOPPED: i32 = 3;

/// The subcommands and what they do, for `--help` and error messages.
pub const COMMANDS: [(&str, &str); 4] = [
    ("solve", "solve one board (npuzzle solve --help)"),
    ("bench", "solve a file of boards with the fast IDA* and time it (npuzzle bench --help)"),
    ("judge", "print what POJ 1077, codevs 1225 or Luogu P1379 expects for its input (npuzzle judge --help)"),
    ("class", "run a live class: students predict on their phones (npuzzle class --help)"),
];

/// What the process prints and returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Text for standard output.
    pub stdout: String,
    /// Text for standard error.
    pub stderr: String,
    /// The exit code.
    pub code: i32,
}

impl Outcome {
    /// Exit 0 with `stdout`.
    pub fn success(stdout: String) -> Outcome {
        Outcome { stdout, stderr: String::new(), code: EXIT_OK }
    }

    /// Exit `code` with `npuzzle: message` on standard error, on one line
    /// whatever the message quotes (line breaks become spaces).
    pub fn failure(code: i32, message: impl AsRef<str>) -> Outcome {
        let line: String = message.as_ref().chars().map(|c| if matches!(c, '\n' | '\r') { ' ' } else { c }).collect();
        Outcome { stdout: String::new(), stderr: format!("npuzzle: {line}\n"), code }
    }

    /// Exit 2 with `npuzzle: message`.
    pub fn usage_error(message: impl AsRef<str>) -> Outcome {
        Outcome::failure(EXIT_USAGE, message)
    }
}

/// Reads all of `reader`, at most [`npuzzle::limits::MAX_INPUT_BYTES`]:
/// standard input and `npuzzle bench`'s file alike, so that `/dev/zero` or
/// a mistaken multi-gigabyte file is refused instead of filling memory.
pub fn read_capped(reader: impl Read) -> io::Result<Vec<u8>> {
    let limit = npuzzle::limits::MAX_INPUT_BYTES;
    let mut bytes = Vec::new();
    reader.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        let why = format!("more than {} MiB (a board is a few dozen characters)", limit >> 20);
        return Err(io::Error::new(io::ErrorKind::InvalidData, why));
    }
    Ok(bytes)
}

/// The top-level help.
pub fn help() -> String {
    let commands: String = COMMANDS.iter().map(|(name, what)| format!("  {name:10} {what}\n")).collect();
    format!(
        "\
npuzzle {}: search algorithms on the sliding-tile puzzle

Usage: npuzzle <COMMAND> [OPTIONS]

Commands:
{commands}
Options:
  -h, --help     print this help
  -V, --version  print the version

Example: echo \"2 3 4 1 5 x 7 6 8\" | npuzzle solve --stats
",
        env!("CARGO_PKG_VERSION")
    )
}

/// Runs the command line `args` (without the program name). `stdin` is
/// called at most once, and only by a command that needs standard input.
pub fn run(args: &[String], stdin: impl FnOnce() -> io::Result<Vec<u8>>) -> Outcome {
    let Some((command, rest)) = args.split_first() else {
        return Outcome::usage_error("no command given (try npuzzle solve, or npuzzle --help)");
    };
    match command.as_str() {
        "solve" => solve::run(rest, stdin),
        "bench" => bench::run(rest, stdin),
        "judge" => judge::run(rest, stdin),
        #[cfg(not(target_arch = "wasm32"))]
        "class" => class::run(rest),
        #[cfg(target_arch = "wasm32")]
        "class" => Outcome::usage_error("npuzzle class runs only in the native build"),
        "-h" | "--help" | "help" => Outcome::success(help()),
        "-V" | "--version" => Outcome::success(format!("npuzzle {}\n", env!("CARGO_PKG_VERSION"))),
        other => {
            let names: Vec<&str> = COMMANDS.iter().map(|(name, _)| *name).collect();
            let kind = if other.starts_with('-') { "option" } else { "command" };
            Outcome::usage_error(format!(
                "unknown {kind} '{}' (commands: {})",
                npuzzle::names::quote(other),
                names.join(", ")
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str]) -> Outcome {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        run(&args, || panic!("stdin must not be read"))
    }

    #[test]
    fn help_and_version() {
        for flag in ["--help", "-h", "help"] {
            let out = run_args(&[flag]);
            assert_eq!((out.code, out.stdout.clone()), (0, help()));
            assert!(out.stdout.contains("  solve      solve one board (npuzzle solve --help)\n"));
            assert!(out.stdout.contains("  bench      solve a file of boards with the fast IDA* and time it"));
        }
        assert_eq!(run_args(&["--version"]), Outcome::success("npuzzle 0.1.0\n".to_string()));
        assert_eq!(run_args(&["-V"]).stdout, "npuzzle 0.1.0\n");
    }

    #[test]
    fn dispatch_errors() {
        assert_eq!(run_args(&[]), Outcome::usage_error("no command given (try npuzzle solve, or npuzzle --help)"));
        assert_eq!(
            run_args(&["slove"]).stderr,
            "npuzzle: unknown command 'slove' (commands: solve, bench, judge, class)\n"
        );
        assert_eq!(
            run_args(&["--count"]).stderr,
            "npuzzle: unknown option '--count' (commands: solve, bench, judge, class)\n"
        );
        assert_eq!(run_args(&["slove"]).code, EXIT_USAGE);
        assert_eq!(Outcome::failure(EXIT_USAGE, "a\nb\r\n").stderr, "npuzzle: a b  \n");
    }

    #[test]
    fn input_is_read_up_to_the_cap() {
        let limit = npuzzle::limits::MAX_INPUT_BYTES;
        assert_eq!(read_capped(&b"1 2 3"[..]).unwrap(), b"1 2 3");
        assert_eq!(read_capped(io::repeat(b' ').take(limit)).unwrap().len() as u64, limit);
        let err = read_capped(io::repeat(0).take(limit + 1)).unwrap_err();
        assert_eq!(err.to_string(), "more than 16 MiB (a board is a few dozen characters)");
        // An endless reader (/dev/zero) ends at the cap.
        assert!(read_capped(io::repeat(0)).is_err());
    }

    #[test]
    fn solve_is_dispatched() {
        assert_eq!(run_args(&["solve", "--count", "283104765", "--goal", "spiral"]).stdout, "4\n");
        assert_eq!(run_args(&["solve", "--help"]).stdout, solve::help());
        assert_eq!(run_args(&["bench", "--help"]).stdout, bench::help());
    }
}
