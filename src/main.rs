//! The `npuzzle` command. All behaviour is in [`cli`]; this file only reads
//! the arguments and standard input, writes what [`cli::run`] returns and
//! exits with its code.

mod cli;

use std::io::{Read, Write};

fn main() {
    // Arguments that are not UTF-8 are read lossily (and then rejected as
    // tiles or options) instead of panicking in `std::env::args`.
    let args: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    let outcome = cli::run(&args, || {
        let mut bytes = Vec::new();
        let limit = npuzzle::limits::MAX_INPUT_BYTES;
        std::io::stdin().take(limit + 1).read_to_end(&mut bytes)?;
        if bytes.len() as u64 > limit {
            let why = format!("more than {} MiB (a board is a few dozen characters)", limit >> 20);
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, why));
        }
        Ok(bytes)
    });
    // Write errors (a closed pipe, as in `npuzzle solve … | head -c1`) are
    // ignored: `print!` would panic on them.
    let _ = std::io::stdout().lock().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().lock().write_all(outcome.stderr.as_bytes());
    std::process::exit(outcome.code);
}
