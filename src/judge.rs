//! The online judges' 8-puzzle problems: each one's input, goal and output,
//! so a student can paste a judge's input and see exactly what an accepted
//! program prints.
//!
//! - **POJ 1077 Eight**: the tiles row by row, the blank written `x`
//!   (`2 3 4 1 5 x 7 6 8`); the goal is `1 2 3 4 5 6 7 8 x`; the answer is
//!   the blank's moves (`u d l r`) on one line, or `unsolvable`. Its judge is
//!   a special judge: any move string that reaches the goal is accepted, so
//!   ours need not be the sample's — it is a shortest one.
//! - **codevs 1225 八数码难题** and **Luogu P1379 八数码难题**: nine digits,
//!   the blank `0` (`283104765`); the goal is `123804765` (the spiral, the
//!   blank in the centre); the answer is the least number of moves. Their
//!   data is always solvable; an unsolvable board still gets `unsolvable`
//!   rather than a made-up number.
//!
//! The answer is computed as `npuzzle solve` computes it (the same parser,
//! parity check and default search), so `npuzzle judge poj1077` and
//! `npuzzle solve` print the same text; the command line and the page's
//! judge mode both call [`answer`].

use crate::goal;
use crate::limits::{self, DEFAULT_MEMORY_MIB};
use crate::message::{Coded, Message};
use crate::names::{pick, UnknownName};
use crate::parse::parse_board_bytes;
use crate::problem::{Problem, Status};
use crate::solver::{self, Request};
use std::str::FromStr;

/// One judge's 8-puzzle problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// POJ 1077 Eight: the move string, or `unsolvable`.
    Poj1077,
    /// codevs 1225 八数码难题: the number of moves to the spiral goal.
    Codevs1225,
    /// Luogu P1379 八数码难题: the same problem as codevs 1225.
    LuoguP1379,
}

impl Judge {
    /// Every judge, in menu order.
    pub const ALL: [Judge; 3] = [Judge::Poj1077, Judge::Codevs1225, Judge::LuoguP1379];

    /// The name on the command line and in the page's menu.
    pub fn name(self) -> &'static str {
        match self {
            Judge::Poj1077 => "poj1077",
            Judge::Codevs1225 => "codevs1225",
            Judge::LuoguP1379 => "p1379",
        }
    }

    /// The problem as the judge titles it.
    pub fn title(self) -> &'static str {
        match self {
            Judge::Poj1077 => "POJ 1077 Eight",
            Judge::Codevs1225 => "codevs 1225 八数码难题",
            Judge::LuoguP1379 => "Luogu P1379 八数码难题",
        }
    }

    /// The named goal ([`crate::goal`]) the problem asks for.
    pub fn goal(self) -> &'static str {
        match self {
            Judge::Poj1077 => "ordered",
            Judge::Codevs1225 | Judge::LuoguP1379 => "spiral",
        }
    }

    /// The goal written as the judge writes its input (POJ's `x` for the
    /// blank, codevs's and Luogu's nine digits).
    pub fn goal_text(self) -> &'static str {
        match self {
            Judge::Poj1077 => "1 2 3 4 5 6 7 8 x",
            Judge::Codevs1225 | Judge::LuoguP1379 => "123804765",
        }
    }

    /// Whether the answer is the number of moves (else the move string).
    pub fn counts(self) -> bool {
        !matches!(self, Judge::Poj1077)
    }

    /// Whether any shortest answer is accepted (a special judge), so ours
    /// may differ from the sample output and still be right.
    pub fn special_judge(self) -> bool {
        matches!(self, Judge::Poj1077)
    }

    /// The sample input, as the problem statement gives it.
    pub fn sample_input(self) -> &'static str {
        match self {
            Judge::Poj1077 => "2 3 4 1 5 x 7 6 8\n",
            Judge::Codevs1225 | Judge::LuoguP1379 => "283104765\n",
        }
    }

    /// The sample output, as the problem statement gives it (POJ's is one
    /// of several shortest answers).
    pub fn sample_output(self) -> &'static str {
        match self {
            Judge::Poj1077 => "ullddrurdllurdruldr\n",
            Judge::Codevs1225 | Judge::LuoguP1379 => "4\n",
        }
    }
}

impl FromStr for Judge {
    type Err = UnknownName;

    fn from_str(name: &str) -> Result<Judge, UnknownName> {
        pick("judge", name, &Judge::ALL, Judge::name)
    }
}

/// The search a judge answer runs: `npuzzle solve`'s defaults (A* with
/// linear conflict, its memory budget), so both commands print the same.
pub fn request() -> Request {
    Request { memory_budget: limits::mib(DEFAULT_MEMORY_MIB), ..Request::default() }
}

/// What an accepted program prints for `input` on `judge`, with its final
/// line break; `Err` is a sentence (with its code, for the page) saying what
/// is wrong with the input (not a board, not 3×3).
pub fn answer(judge: Judge, input: &[u8]) -> Result<String, Message> {
    answer_noted(judge, input).map(|a| a.output)
}

/// An answer and, where the output alone would puzzle a student, a note
/// beside it (the command line prints it on standard error, so standard
/// output stays exactly what the judge expects).
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// What an accepted program prints, with its final line break.
    pub output: String,
    /// `judge.promisesSolvable`: codevs 1225 and Luogu P1379 promise
    /// solvable tests, so `unsolvable` is no answer they ask for;
    /// `judge.atGoal`: POJ 1077's board is already the goal, so the answer
    /// is an empty line.
    pub note: Option<Message>,
}

/// [`answer`] with its note.
pub fn answer_noted(judge: Judge, input: &[u8]) -> Result<Answer, Message> {
    let input = input.strip_prefix("\u{feff}".as_bytes()).unwrap_or(input);
    if input.iter().all(u8::is_ascii_whitespace) {
        let sample = judge.sample_input().trim();
        return Err(Message::new(
            "judge.empty",
            format!("no board: paste the input of {}, e.g. {sample}", judge.title()),
        )
        .with("name", judge.name())
        .with("judge", judge.title())
        .with("sample", sample));
    }
    let start = parse_board_bytes(input, None).map_err(|e| e.message())?;
    if (start.width(), start.height()) != (3, 3) {
        let english = format!(
            "{} is about the 8-puzzle (9 cells), but this board is {}×{}",
            judge.title(),
            start.width(),
            start.height()
        );
        return Err(Message::new("judge.size", english)
            .with("name", judge.name())
            .with("judge", judge.title())
            .with("width", start.width())
            .with("height", start.height()));
    }
    let goal = goal::named(judge.goal(), 3, 3).expect("every judge's goal is a named 3×3 goal");
    let problem = Problem::new(start, goal).map_err(|e| e.message())?;
    if !problem.solvability().solvable {
        let note = judge.counts().then(|| {
            Message::sentence(
                "judge.promisesSolvable",
                [("name", judge.name().into()), ("judge", judge.title().into()), ("goal", judge.goal_text().into())],
            )
        });
        return Ok(Answer { output: "unsolvable\n".to_string(), note });
    }
    // A 3×3 board within the judge's memory budget is always solved; a failure
    // would be the engine's, worded as the status says it.
    let outcome =
        solver::solve(&problem, &request()).map_err(|e| Message::new("judge.failed", &e).with("why", e.clone()))?;
    let output = match (outcome.status, outcome.solution) {
        (Status::Solved, Some(path)) if judge.counts() => format!("{}\n", path.len()),
        (Status::Solved, Some(path)) => format!("{}\n", path.move_string()),
        (other, _) => return Err(other.coded()),
    };
    let note = (output == "\n")
        .then(|| Message::sentence("judge.atGoal", [("name", judge.name().into()), ("judge", judge.title().into())]));
    Ok(Answer { output, note })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples() {
        // POJ's special judge accepts any path; ours is a shortest one, as
        // long as the sample's.
        assert_eq!(answer(Judge::Poj1077, b"2 3 4 1 5 x 7 6 8\n").unwrap(), "dlurullddrurdllurdr\n");
        assert_eq!(Judge::Poj1077.sample_output().len(), "dlurullddrurdllurdr\n".len());
        for judge in [Judge::Codevs1225, Judge::LuoguP1379] {
            assert_eq!(answer(judge, judge.sample_input().as_bytes()).unwrap(), judge.sample_output());
        }
        assert_eq!(answer(Judge::Poj1077, b"1 2 3 4 5 6 8 7 x").unwrap(), "unsolvable\n");
        assert_eq!(answer(Judge::Codevs1225, b"123804765").unwrap(), "0\n");
        // Seed 002's input (three rows) is for another goal: the spiral's
        // parity differs, so it is unsolvable here rather than a number.
        assert_eq!(answer(Judge::LuoguP1379, b"0 7 6\n8 4 3\n5 2 1\n").unwrap(), "unsolvable\n");
    }

    #[test]
    fn notes_where_the_output_alone_would_puzzle() {
        use crate::message::tests::assert_listed;
        // codevs and Luogu promise solvable tests: `unsolvable` comes with a note.
        for judge in [Judge::Codevs1225, Judge::LuoguP1379] {
            let a = answer_noted(judge, b"0 7 6\n8 4 3\n5 2 1\n").unwrap();
            assert_eq!(a.output, "unsolvable\n");
            let note = a.note.unwrap();
            assert_eq!(note.code, "judge.promisesSolvable");
            assert_eq!(
                note.english,
                format!(
                    "{} promises solvable tests: this board cannot reach its goal 123804765, so no number of moves answers it.",
                    judge.title()
                )
            );
            assert_listed(&note);
        }
        // POJ's answer for the goal itself is an empty line: a note says so.
        let a = answer_noted(Judge::Poj1077, b"1 2 3 4 5 6 7 8 x").unwrap();
        assert_eq!(a.output, "\n");
        let note = a.note.unwrap();
        assert_eq!(
            (note.code, note.english.as_str()),
            (
                "judge.atGoal",
                "This board is already POJ 1077 Eight's goal: the answer is no moves at all, an empty line."
            )
        );
        assert_listed(&note);
        // POJ's own `unsolvable` is an answer it asks for; a number is plain: no note.
        assert_eq!(answer_noted(Judge::Poj1077, b"1 2 3 4 5 6 8 7 x").unwrap().note, None);
        assert_eq!(answer_noted(Judge::Codevs1225, b"123804765").unwrap(), Answer { output: "0\n".into(), note: None });
    }

    #[test]
    fn bad_input_is_a_sentence() {
        assert_eq!(
            answer(Judge::Poj1077, b"  \n").unwrap_err().english,
            "no board: paste the input of POJ 1077 Eight, e.g. 2 3 4 1 5 x 7 6 8"
        );
        assert_eq!(
            answer(Judge::LuoguP1379, b"1 2\n3 0").unwrap_err().english,
            "Luogu P1379 八数码难题 is about the 8-puzzle (9 cells), but this board is 2×2"
        );
        assert_eq!(answer(Judge::Codevs1225, b"1 1 2 3 4 5 6 7 8").unwrap_err().code, "parse.duplicate");
        assert_eq!(answer(Judge::Poj1077, b"  \n").unwrap_err().code, "judge.empty");
        assert_eq!(answer(Judge::LuoguP1379, b"1 2\n3 0").unwrap_err().code, "judge.size");
        assert_eq!(
            "poj".parse::<Judge>().unwrap_err().to_string(),
            "unknown judge 'poj' (use poj1077, codevs1225 or p1379)"
        );
        assert!(Judge::ALL.iter().all(|j| j.name().parse::<Judge>() == Ok(*j)));
        // Each goal text is the judge's goal board.
        for judge in Judge::ALL {
            let written = crate::parse::parse_board(judge.goal_text(), None).unwrap();
            assert_eq!(Some(written), goal::named(judge.goal(), 3, 3), "{judge:?}");
        }
    }
}
