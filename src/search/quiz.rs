//! "Which node is expanded next, and why?": the quiz the page asks before a
//! step.
//!
//! The answer is never worked out a second time from the rules: a fork of
//! the search takes the step, and the node it expands is the answer. The
//! other candidates are frontier nodes the same fork expands a little later
//! (the next ones in the engine's own order, skipping nodes the fork itself
//! generated, which are not on the frontier yet), and for IDA* also the
//! children of the last expansion that its bound pruned. They are listed in
//! a neutral order (by state), so the answer's place gives nothing away.
//! The reason is a code with arguments, worded by the page's catalogue
//! (`quiz.why.<code>`), beside its English.

use super::{Algorithm, ChildKind, Optimality, QuizRule, Search, TieBreak};
use crate::board::State;
use crate::message::Message;
use std::collections::HashSet;

/// How many steps a fork may take looking for the other candidates: enough
/// for a few siblings in IDA*'s depth-first order, cheap enough per step.
const LOOKAHEAD: u64 = 256;

/// One node the student may pick.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// The node's state.
    pub state: State,
    /// Its path length from the root.
    pub g: u32,
    /// Its estimate.
    pub h: u32,
    /// Its priority, as the search orders by it (g for BFS).
    pub f: f64,
    /// IDA*: this child of the last expansion is over the bound, so it is
    /// never expanded in this iteration (`quiz.why.idastar-pruned`).
    pub pruned: Option<Message>,
}

/// The question and its answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Quiz {
    /// The nodes to choose from, by state.
    pub candidates: Vec<Candidate>,
    /// Which of them the next step expands.
    pub answer: usize,
    /// Why: `smallest-f`, `tie-larger-g`, `tie-smaller-g`, `tie-fifo`,
    /// `tie-lifo`, `greedy`, `fifo`, `depth-first`, `steepest`,
    /// `depth-first-by-h` or `beam`, with arguments.
    pub reason: Message,
}

/// Every reason code with its argument names (src/message.rs, where the
/// command line's English of each is).
pub use crate::message::REASONS;

/// The quiz before `search`'s next step, with up to `k` candidates besides
/// pruned children (`None` once the search has finished). `algorithm`,
/// `tie` and `weight` (the parameter of a search whose optimality is
/// [`Optimality::WithinWeight`], weighted A*'s w; ignored for the others,
/// whose w is 1) are what the search was started with; they choose the
/// reason's words, never the answer.
pub fn ask(search: &dyn Search, algorithm: Algorithm, tie: TieBreak, weight: f64, k: usize) -> Option<Quiz> {
    if search.status().is_finished() {
        return None;
    }
    let mut fork = search.fork();
    let mut generated: HashSet<State> = HashSet::new();
    let mut found: Vec<Candidate> = Vec::new();
    let mut steps = 0;
    let mut first_iterations = 0;
    // IDA*'s bound for the next step, read after the fork takes it (a step
    // that begins a new iteration says its own bound only once taken).
    let mut next_bound = 0;
    // RBFS's f-limit for the node the next step enters (∞ for the start).
    let mut next_limit = u32::MAX;
    while found.len() < k.max(1) && steps < LOOKAHEAD {
        let Some(event) = fork.step().cloned() else { break };
        steps += 1;
        // IDA*'s next iteration starts over from the root: those nodes are not waiting now.
        let iterations = fork.iteration_starts().len();
        if steps == 1 {
            first_iterations = iterations;
            next_bound = fork.iteration_starts().last().map_or(0, |start| start.threshold);
            next_limit = event.counters.threshold;
        } else if iterations != first_iterations {
            break;
        }
        if !generated.contains(&event.state) && found.iter().all(|c| c.state != event.state) {
            found.push(Candidate { state: event.state, g: event.g, h: event.h, f: event.f, pruned: None });
        }
        for child in event.children() {
            if matches!(child.kind, ChildKind::New | ChildKind::Improved) {
                generated.insert(child.state);
            }
        }
    }
    let next = found.first()?.clone();
    let bound = search.iteration_starts().last().map(|start| start.threshold);
    if let (true, Some(bound)) = (algorithm.iterative(), bound) {
        for child in search.last_event().children() {
            let f = child.g + child.h;
            if child.kind == ChildKind::OverThreshold && found.iter().all(|c| c.state != child.state) {
                let why = Message::sentence("idastar-pruned", [("f", f.into()), ("bound", bound.into())]);
                found.push(Candidate { state: child.state, g: child.g, h: child.h, f: f.into(), pruned: Some(why) });
            }
        }
    }
    // Hill climbing: the current board's other children, none of which it will ever expand.
    if algorithm.quiz_rule() == QuizRule::Steepest && search.counters().steps > 0 {
        for child in search.last_event().children() {
            if child.state != next.state && found.iter().all(|c| c.state != child.state) {
                let why = Message::sentence("not-steepest", [("h", child.h.into()), ("best", next.h.into())]);
                let f = f64::from(child.h);
                found.push(Candidate { state: child.state, g: child.g, h: child.h, f, pruned: Some(why) });
            }
        }
    }
    let tied = found.iter().skip(1).any(|c| c.pruned.is_none() && (c.f - next.f).abs() < 1e-9);
    let weight = if algorithm.optimality() == Optimality::WithinWeight { weight } else { 1.0 };
    let reason = match algorithm.quiz_rule() {
        QuizRule::Recursive if next_limit == u32::MAX => Message::sentence("rbfs-start", [("f", next.f.into())]),
        QuizRule::Recursive => Message::sentence("rbfs-best", [("f", next.f.into()), ("limit", next_limit.into())]),
        _ => reason(algorithm, tie, weight, &next, tied, next_bound),
    };
    found.sort_by_key(|c| c.state.0);
    let answer = found.iter().position(|c| c.state == next.state)?;
    Some(Quiz { candidates: found, answer, reason })
}

fn reason(algorithm: Algorithm, tie: TieBreak, w: f64, next: &Candidate, tied: bool, bound: u32) -> Message {
    let (f, g) = (("f", next.f.into()), ("g", next.g.into()));
    // Weighted A*'s f weighs h: its reasons carry w (1 for A*'s g + h).
    let w = ("w", w.into());
    match algorithm.quiz_rule() {
        QuizRule::Fifo => Message::sentence("fifo", [g]),
        QuizRule::DepthFirst => Message::sentence("depth-first", [("bound", bound.into())]),
        QuizRule::StackTop => Message::sentence("stack-top", [g]),
        QuizRule::Greedy => Message::sentence("greedy", [("h", next.h.into())]),
        QuizRule::LowestG => Message::sentence("lowest-g", [g]),
        QuizRule::Priority => Message::sentence("lowest-priority", [("priority", next.f.into())]),
        QuizRule::Steepest => Message::sentence("steepest", [("h", next.h.into())]),
        QuizRule::DepthFirstByH => Message::sentence("depth-first-by-h", [("h", next.h.into())]),
        QuizRule::Declared(r) => r.message(next.g, next.h, next.f),
        // Worded in `ask`, which reads the f-limit of the step.
        QuizRule::Recursive => Message::sentence("rbfs-best", [f, ("limit", bound.into())]),
        QuizRule::MeetInTheMiddle => Message::sentence("mm-smallest-pr", [f]),
        QuizRule::BestFirst => match (tied, tie) {
            (false, _) => Message::sentence("smallest-f", [f, w]),
            // The rules by g name the g they chose.
            (true, TieBreak::LargerG) => Message::sentence("tie-larger-g", [f, g, w]),
            (true, TieBreak::SmallerG) => Message::sentence("tie-smaller-g", [f, g, w]),
            (true, TieBreak::Fifo) => Message::sentence("tie-fifo", [f, w]),
            (true, TieBreak::Lifo) => Message::sentence("tie-lifo", [f, w]),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::Heuristic;
    use crate::problem::Problem;
    use crate::search::{start, Config};

    fn problem(board: &str) -> Problem {
        let s = crate::parse::parse_board(board, None).unwrap();
        let g = crate::parse::parse_goal("ordered", s.width(), s.height()).unwrap();
        Problem::new(s, g).unwrap()
    }

    /// Over `steps` steps the quiz's answer is the node the step then
    /// expands; returns the reason codes seen.
    fn answers_match(board: &str, algorithm: Algorithm, tie: TieBreak, steps: usize) -> Vec<&'static str> {
        let heuristic = if algorithm.uses_heuristic() { Heuristic::Manhattan } else { Heuristic::Zero };
        let config = Config { algorithm, heuristic, tie, ..Config::default() };
        let mut search = start(&problem(board), &config);
        let mut codes = Vec::new();
        for step in 0..steps {
            let Some(quiz) = ask(search.as_ref(), algorithm, tie, 1.0, 4) else { break };
            let picked = quiz.candidates[quiz.answer].clone();
            assert!(picked.pruned.is_none(), "{algorithm:?} step {step}: the answer is pruned");
            let mut states: Vec<u128> = quiz.candidates.iter().map(|c| c.state.0).collect();
            states.dedup();
            assert_eq!(states.len(), quiz.candidates.len(), "{algorithm:?} step {step}: a candidate twice");
            let listed = crate::search::algorithm::reason_arguments(quiz.reason.code).unwrap();
            let names: Vec<&str> = quiz.reason.args.iter().map(|(n, _)| *n).collect();
            assert_eq!(names, listed, "{}", quiz.reason.code);
            let event = search.step().unwrap().clone();
            assert_eq!((picked.state, picked.g, picked.h), (event.state, event.g, event.h), "{algorithm:?} {step}");
            assert_eq!(picked.f, event.f);
            codes.push(quiz.reason.code);
        }
        codes
    }

    const BOARDS: [&str; 3] = ["2 3 4 1 5 x 7 6 8", "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 0 7 8"];

    /// On every board, over `steps` steps, the answers match the next
    /// expansion and every reason is `code`.
    fn every_answer_says(algorithm: Algorithm, steps: usize, code: &str) {
        for board in BOARDS {
            let codes = answers_match(board, algorithm, TieBreak::default(), steps);
            assert!(codes.iter().all(|c| *c == code), "{algorithm:?} on {board}: {codes:?}");
        }
    }

    #[test]
    fn uniform_cost_answers_are_the_next_expansion() {
        every_answer_says(Algorithm::Ucs, 120, "lowest-g");
    }

    #[test]
    fn bfs_answers_are_the_next_expansion() {
        every_answer_says(Algorithm::Bfs, 120, "fifo");
    }

    #[test]
    fn astar_answers_are_the_next_expansion_for_every_tie_rule() {
        for tie in TieBreak::ALL {
            let mut seen = HashSet::new();
            for board in BOARDS {
                seen.extend(answers_match(board, Algorithm::AStar, tie, 150));
            }
            let tie_code = format!("tie-{}", tie.name());
            assert!(seen.contains(tie_code.as_str()), "{tie:?}: {seen:?}");
            assert!(seen.contains("smallest-f"), "{tie:?}: {seen:?}");
        }
    }

    #[test]
    fn weighted_astar_says_its_f_weighs_h() {
        let config = Config {
            algorithm: Algorithm::WeightedAStar,
            heuristic: Heuristic::Manhattan,
            parameter: Some(2.0),
            ..Config::default()
        };
        let mut search = start(&problem(BOARDS[1]), &config);
        let quiz = ask(search.as_ref(), Algorithm::WeightedAStar, TieBreak::default(), 2.0, 4).unwrap();
        // The root: g 0, h 21, so f = 0 + 2 × 21.
        assert_eq!(quiz.reason.code, "smallest-f");
        assert_eq!(quiz.reason.english, "The smallest f = g + 2 × h in the frontier (42).");
        assert_eq!(quiz.reason.arg("w"), Some(&2.0.into()));
        let event = search.step().unwrap().clone();
        assert_eq!(quiz.candidates[quiz.answer].state, event.state);
        // A* says g + h, and its w is 1 whatever weight the caller passes.
        let astar = start(
            &problem(BOARDS[1]),
            &Config { algorithm: Algorithm::AStar, heuristic: Heuristic::Manhattan, ..Config::default() },
        );
        let quiz = ask(astar.as_ref(), Algorithm::AStar, TieBreak::default(), 2.0, 4).unwrap();
        assert_eq!(quiz.reason.english, "The smallest f = g + h in the frontier (21).");
        assert_eq!(quiz.reason.arg("w"), Some(&1.0.into()));
    }

    #[test]
    fn greedy_answers_are_the_next_expansion() {
        every_answer_says(Algorithm::Greedy, 100, "greedy");
    }

    #[test]
    fn idastar_answers_are_the_next_expansion_and_pruned_children_are_offered() {
        let config = Config { algorithm: Algorithm::IdaStar, heuristic: Heuristic::Manhattan, ..Config::default() };
        every_answer_says(Algorithm::IdaStar, 300, "depth-first");
        for board in BOARDS {
            // Only the next node may begin a new iteration (the root again, g = 0).
            let mut search = start(&problem(board), &config);
            for _ in 0..300 {
                let Some(quiz) = ask(search.as_ref(), Algorithm::IdaStar, TieBreak::default(), 1.0, 4) else { break };
                let roots = quiz.candidates.iter().filter(|c| c.g == 0).count();
                let next_is_root = quiz.candidates[quiz.answer].g == 0;
                assert!(roots <= usize::from(next_is_root), "a root of a later iteration offered");
                search.step();
                // The bound the reason names is the one the step was taken under.
                let bound = search.iteration_starts().last().unwrap().threshold;
                assert_eq!(quiz.reason.arg("bound"), Some(&bound.into()), "{board}");
            }
        }
        let mut search = start(&problem("8 6 7 2 5 4 3 0 1"), &config);
        let mut pruned = 0;
        for _ in 0..200 {
            let quiz = ask(search.as_ref(), Algorithm::IdaStar, TieBreak::default(), 1.0, 4).unwrap();
            for c in quiz.candidates.iter().filter(|c| c.pruned.is_some()) {
                let why = c.pruned.as_ref().unwrap();
                let bound = search.iteration_starts().last().unwrap().threshold;
                assert_eq!(why.english, format!("The IDA* bound is {bound}, so that child (f = {}) is pruned.", c.f));
                assert!(c.f > f64::from(bound));
                pruned += 1;
            }
            search.step();
        }
        assert!(pruned > 50, "{pruned}");
    }

    #[test]
    fn a_finished_search_asks_nothing() {
        let config = Config { algorithm: Algorithm::Bfs, heuristic: Heuristic::Zero, ..Config::default() };
        let mut search = start(&problem("1 2 3 4 5 6 7 0 8"), &config);
        search.run(100);
        assert!(search.status().is_finished());
        assert_eq!(ask(search.as_ref(), Algorithm::Bfs, TieBreak::default(), 1.0, 4), None);
    }
}
