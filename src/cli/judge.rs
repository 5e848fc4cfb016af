//! `npuzzle judge JUDGE`: reads a judge's input on standard input (or as
//! arguments) and prints exactly what an accepted program prints — POJ
//! 1077's move string or `unsolvable`, codevs 1225's and Luogu P1379's
//! number of moves. The answer is [`npuzzle::judge::answer`], the one the
//! page's judge mode shows.

use super::Outcome;
use npuzzle::judge::{self, Judge};
use std::io;

/// The help text of `npuzzle judge`.
pub fn help() -> String {
    let judges: String = Judge::ALL
        .iter()
        .map(|j| {
            let sample = j.sample_input().trim();
            format!("  {:12} {} (goal {}, sample input: {sample})\n", j.name(), j.title(), j.goal())
        })
        .collect();
    format!(
        "\
npuzzle judge: answer an online judge's 8-puzzle problem exactly as it asks

Usage: npuzzle judge JUDGE [INPUT...] < input

The input is read from the arguments, or from standard input when there are none,
exactly as the judge gives it. Standard output gets the judge's expected answer:
poj1077 the blank's moves (u d l r) or `unsolvable`, codevs1225 and p1379 the
least number of moves. POJ 1077 has a special judge: any shortest move string is
accepted, so the printed one may differ from the sample output. Where the output
alone would puzzle (codevs1225 or p1379 given an unsolvable board, which their
tests never are; poj1077 given the goal itself, an empty line) a note follows on
standard error.

Judges:
{judges}"
    )
}

/// Runs `npuzzle judge` with the arguments after `judge`.
pub fn run(args: &[String], stdin: impl FnOnce() -> io::Result<Vec<u8>>) -> Outcome {
    let Some((name, rest)) = args.split_first() else {
        return Outcome::usage_error(
            "which judge? (npuzzle judge poj1077, codevs1225 or p1379; see npuzzle judge --help)",
        );
    };
    if matches!(name.as_str(), "-h" | "--help") {
        return Outcome::success(help());
    }
    let judge: Judge = match name.parse() {
        Ok(judge) => judge,
        Err(e) => return Outcome::usage_error(e.to_string()),
    };
    let input = if rest.is_empty() {
        match stdin() {
            Ok(bytes) => bytes,
            Err(e) => return Outcome::usage_error(format!("cannot read standard input: {e}")),
        }
    } else {
        rest.join(" ").into_bytes()
    };
    match judge::answer_noted(judge, &input) {
        // The note goes to standard error: standard output stays what the judge expects.
        Ok(judge::Answer { output, note }) => Outcome {
            stderr: note.map(|n| format!("npuzzle: note: {}\n", n.english)).unwrap_or_default(),
            ..Outcome::success(output)
        },
        Err(message) => Outcome::usage_error(message.english),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piped(args: &[&str], input: &str) -> Outcome {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let bytes = input.as_bytes().to_vec();
        run(&args, move || Ok(bytes))
    }

    #[test]
    fn each_judge_reads_its_input() {
        assert_eq!(piped(&["poj1077"], "2 3 4 1 5 x 7 6 8\n"), Outcome::success("dlurullddrurdllurdr\n".into()));
        assert_eq!(piped(&["codevs1225"], "283104765\n"), Outcome::success("4\n".into()));
        assert_eq!(piped(&["p1379", "283104765"], ""), Outcome::success("4\n".into()));
        assert_eq!(piped(&["poj1077"], "1 2 3 4 5 6 8 7 x"), Outcome::success("unsolvable\n".into()));
    }

    #[test]
    fn a_note_on_standard_error_beside_the_expected_output() {
        let unsolvable = piped(&["codevs1225"], "0 7 6\n8 4 3\n5 2 1\n");
        assert_eq!((unsolvable.stdout.as_str(), unsolvable.code), ("unsolvable\n", super::super::EXIT_OK));
        assert_eq!(
            unsolvable.stderr,
            "npuzzle: note: codevs 1225 八数码难题 promises solvable tests: this board cannot reach its goal 123804765, \
             so no number of moves answers it.\n"
        );
        let at_goal = piped(&["poj1077"], "1 2 3 4 5 6 7 8 x\n");
        assert_eq!((at_goal.stdout.as_str(), at_goal.code), ("\n", super::super::EXIT_OK));
        assert_eq!(
            at_goal.stderr,
            "npuzzle: note: This board is already POJ 1077 Eight's goal: the answer is no moves at all, an empty line.\n"
        );
        assert_eq!(piped(&["poj1077"], "1 2 3 4 5 6 8 7 x").stderr, "");
    }

    #[test]
    fn usage_errors() {
        assert_eq!(piped(&["uva"], "").stderr, "npuzzle: unknown judge 'uva' (use poj1077, codevs1225 or p1379)\n");
        assert_eq!(piped(&[], "").code, super::super::EXIT_USAGE);
        assert_eq!(piped(&["p1379"], "1 2 3").code, super::super::EXIT_USAGE);
        assert!(piped(&["--help"], "").stdout.contains("poj1077      POJ 1077 Eight"));
    }
}
