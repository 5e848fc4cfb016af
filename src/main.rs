//! The `npuzzle` command. All behaviour is in [`cli`]; this file only reads
//! the arguments and standard input, writes what [`cli::run`] returns and
//! exits with its code.

mod cli;

use std::io::Write;

fn main() {
    // Arguments that are not UTF-8 are read lossily (and then rejected as
    // tiles or options) instead of panicking in `std::env::args`.
    let args: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    let outcome = cli::run(&args, || cli::read_capped(std::io::stdin()));
    // Write errors (a closed pipe, as in `npuzzle solve … | head -c1`) are
    // ignored: `print!` would panic on them.
    let _ = std::io::stdout().lock().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().lock().write_all(outcome.stderr.as_bytes());
    std::process::exit(outcome.code);
}
