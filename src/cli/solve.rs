//! `npuzzle solve`: one board in, one answer out.
//!
//! The order of work is the seeds' order: parse the board (from the
//! arguments, else standard input), pick the goal, decide solvability by
//! parity, and only then search. Standard output carries only the answer —
//! the move string, the move count with `--count`, or `unsolvable` — so the
//! command can be used where a judge reads the output; `--stats` adds one
//! JSON line on standard error (see [`super::stats`]).
//!
//! Which engine answers is the facade's choice ([`npuzzle::solver`]):
//! `--algo idastar` on a board of at most 16 cells runs the fast kernel —
//! same moves, same `expanded` and `generated`, far more nodes a second —
//! and everything else the step-wise engine. Every heuristic works with
//! every algorithm that uses one; `walking-distance`, `pdb555` and `pdb663`
//! build their tables first.

use super::args::{wants_help, Arg, Args};
use super::stats::Stats;
use super::{Outcome, EXIT_EXHAUSTED, EXIT_STOPPED};
use npuzzle::formula::{self, Formula, Priority};
use npuzzle::goal;
use npuzzle::heuristic::Heuristic;
use npuzzle::limits::{self, DEFAULT_MEMORY_MIB, MIB};
use npuzzle::names::{one_of, quote};
use npuzzle::parse::{parse_board_bytes, parse_goal, parse_size};
use npuzzle::problem::{Costs, Problem, Solution, Status};
use npuzzle::search::{kit, Algorithm, Counters, ParameterRow, TieBreak, VisitedKind};
use npuzzle::solver::{self, Request as SolveRequest};
use std::io;
use std::time::Instant;

/// The help text of `npuzzle solve`.
pub fn help() -> String {
    let names = |list: &[&str]| list.join(", ");
    let algos: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
    let heuristics: Vec<&str> = Heuristic::ALL.iter().map(|h| h.name()).collect();
    let visited: Vec<&str> = VisitedKind::ALL.iter().map(|v| v.name()).collect();
    let ties: Vec<&str> = TieBreak::ALL.iter().map(|t| t.name()).collect();
    let with_ties: Vec<&str> = Algorithm::ALL.iter().filter(|a| a.breaks_ties()).map(|a| a.name()).collect();
    let goals: String =
        goal::NAMES.iter().map(|g| format!("                        {g:12} {}\n", goal::describe(g))).collect();
    format!(
        "\
npuzzle solve: solve one sliding-tile puzzle

Usage: npuzzle solve [OPTIONS] [BOARD...]

The board comes from the arguments (several are joined with spaces) or, when
there are none, from standard input: 283104765, \"2 8 3 1 0 4 7 6 5\",
\"2 3 4 1 5 x 7 6 8\", rows on lines or separated by '/'. The blank is 0, x or _.
9 tiles make a 3x3 board and 16 a 4x4 one; other shapes need rows on lines or --size.

Solvability is decided by parity first: an unreachable goal prints `unsolvable`
(exit 0) without searching. Otherwise standard output gets the blank's moves
(u d l r) on one line, or with --count only their number.

Options:
  --algo NAME           {algos} [default: astar]
  --heuristic NAME      {heuristics} [default: linear-conflict]
                        used by {with_h}; {without_h} ignore it.
{tables}
  --formula TEXT        a heuristic you write (the page's \"Your formula\"), e.g. '{example}';
                        implies --heuristic {formula_name}; on the step-wise engine, and its paths are
                        never called shortest (check it in the page's Accuracy view)
  --priority TEXT       your best-first search's priority over g, h and depth (lowest first), e.g.
                        'g + h' (A*), 'h' (greedy), 'g + 2 * h', '-depth'; implies --algo {kit};
                        standard error says which named search it expanded as on this board
{parameters}  --goal GOAL           a named goal or the goal's tiles [default: ordered]
{goals}  --size WxH            the board's width and height (sides 2 to 5)
  --count               print only the number of moves (codevs 1225)
  --stats               also print ONE JSON line on standard error (standard output keeps only the
                        answer): algorithm, heuristic, {keys}, status, solvable, length, optimal,
                        expanded, generated, max_frontier, bytes_per_node, elapsed_ms
  --max-nodes N         stop after N expansions; 0: no limit [default: no limit]
  --max-memory MB       stop before the search's tables exceed MB mebibytes; 0: the default
                        [default: {DEFAULT_MEMORY_MIB}]
                        ({iterative} hold only their path and never stop for it)
  --visited KIND        {visited} [default: auto]
                        how {with_visited} remember visited states
                        (rank-array: 3x3 and smaller; none: tree search, bfs and the A* family
                        only, stopped after {tree} expansions)
  --tie RULE            {ties} [default: larger-g]
                        which open node of equal f {with_ties} expand first (the length
                        stays shortest; expansions change); idastar has no open list
  --costs COSTS         unit, heavy [default: unit]
                        heavy: each move costs the tile's number (Thayer and Ruml's heavy
                        tiles); {weigh} add the costs up in g; {count_moves} count
                        moves (shortest in moves, not cheapest); {not_heavy} is not offered.
                        --stats adds the costs and the path's cost (keys costs, cost)
  -h, --help            print this help
Options also take the form --name=value.

idastar on boards of at most 16 cells runs a fast kernel: same path and same expanded and
generated counts as the step-wise engine; its --stats max_frontier is the path's length (it
keeps no frontier), or 0 when stopped.

Exit status: 0 solved or unsolvable; 1 search exhausted without a path (parity said solvable:
a bug); 2 bad board or options; 3 stopped by --max-nodes, --max-memory or tree search's budget.
",
        algos = names(&algos),
        heuristics = names(&heuristics),
        visited = names(&visited),
        ties = names(&ties),
        with_ties = npuzzle::names::one_of(&with_ties),
        with_h = all_of(&algos_where(|a| a.uses_heuristic())),
        without_h = all_of(&algos_where(|a| !a.uses_heuristic())),
        tables = wrap(&tables_sentence(), 24, 100),
        parameters = Algorithm::parameters().into_iter().map(parameter_help).collect::<String>(),
        keys = Algorithm::parameters().iter().map(|p| p.key).collect::<Vec<_>>().join(", "),
        iterative = all_of(&algos_where(Algorithm::iterative)),
        weigh = all_of(&algos_where(Algorithm::weighs_costs)),
        count_moves = all_of(&algos_where(|a| !a.weighs_costs() && a.offered_under(Costs::Heavy))),
        not_heavy = all_of(&algos_where(|a| !a.offered_under(Costs::Heavy))),
        with_visited = all_of(&algos_where(Algorithm::has_visited_table)),
        example = formula::CATALOGUE.example,
        kit = Algorithm::BestFirst.name(),
        formula_name = formula::CATALOGUE.name,
        tree = limits::TREE_SEARCH_NODES,
    )
}

/// A parameter's lines of the help, from its row: `--weight W  w in f = g
/// + w*h, a number from 1 to 1000 [default: 1]; only wastar uses it …`.
fn parameter_help(p: &ParameterRow) -> String {
    let users = algos_where(|a| a.parameter().is_some_and(|q| q.key == p.key));
    let verb = if users.len() == 1 { "uses" } else { "use" };
    let flag = format!("--{} {}", p.key, p.placeholder);
    format!(
        "  {flag:21} {}, {} from {} to {} [default: {}]; only {}
                        {verb} it ({}), other algorithms accept it
                        and ignore it
",
        p.help,
        p.kind(),
        p.range.start(),
        p.range.end(),
        p.default,
        all_of(&users),
        p.effect
    )
}

/// `a, b and c` (the help's lists of what something applies to).
pub(super) fn all_of<S: AsRef<str>>(names: &[S]) -> String {
    one_of(names).rsplit_once(" or ").map_or_else(|| one_of(names), |(rest, last)| format!("{rest} and {last}"))
}

/// The names of the algorithms of which `keep` holds, in menu order.
fn algos_where(keep: impl Fn(Algorithm) -> bool) -> Vec<&'static str> {
    Algorithm::ALL.iter().filter(|&&a| keep(a)).map(|a| a.name()).collect()
}

/// Which heuristics build tables first and which boards they fit, and
/// which searches use them on which engine, from the rows: "walking-distance
/// (at most 16 cells), pdb555 and pdb663 (4x4 only) build tables first …".
fn tables_sentence() -> String {
    let fits = |h: Heuristic| match h.sides() {
        Some(sides) => format!("({} only)", all_of(&sides.iter().map(|s| format!("{s}x{s}")).collect::<Vec<_>>())),
        None => format!("(at most {} cells)", h.max_cells()),
    };
    // Consecutive heuristics that fit the same boards share one bracket.
    let mut groups: Vec<(String, Vec<&str>)> = Vec::new();
    for h in Heuristic::ALL.into_iter().filter(|h| h.needs_tables()) {
        match groups.last_mut() {
            Some((fit, names)) if *fit == fits(h) => names.push(h.name()),
            _ => groups.push((fits(h), vec![h.name()])),
        }
    }
    let groups: Vec<String> = groups.iter().map(|(fit, names)| format!("{} {fit}", all_of(names))).collect();
    // The one engine choice: IDA* runs the fast kernel (solver::Request::engine).
    let kernel = algos_where(|a| a.uses_heuristic() && a.iterative());
    let step_wise = algos_where(|a| a.uses_heuristic() && !a.iterative());
    let mut sentence = format!(
        "{} build tables first (about a second, counted in elapsed_ms); {} searches with them in the fast \
         kernel, {} in the step-wise engine",
        groups.join(", "),
        all_of(&kernel),
        all_of(&step_wise)
    );
    // A heuristic defined for one goal only, and one that is not admissible, say so.
    for h in Heuristic::ALL {
        if let Some(goal) = h.goal() {
            let sides = h.sides().map_or(String::new(), |s| format!("{}x{} ", s[0], s[0]));
            sentence += &format!("; {} fits only the {sides}{goal} goal", h.name());
        }
    }
    let inadmissible: Vec<&str> = Heuristic::ALL.iter().filter(|h| !h.admissible()).map(|h| h.name()).collect();
    if !inadmissible.is_empty() {
        let verb = if inadmissible.len() == 1 { "is" } else { "are" };
        sentence +=
            &format!("; {} {verb} not admissible: no path found with it is called shortest", all_of(&inadmissible));
    }
    sentence
}

/// `text` in lines of at most `width` characters, each indented by `indent` spaces.
fn wrap(text: &str, indent: usize, width: usize) -> String {
    let mut lines: Vec<String> = vec![String::new()];
    for word in text.split(' ') {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && indent + line.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.iter().map(|l| format!("{}{l}", " ".repeat(indent))).collect::<Vec<_>>().join("\n")
}

/// A parsed `solve` command line.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveOptions {
    /// Algorithm, heuristic, parameter, visited table, tie-breaking and
    /// budgets.
    pub request: SolveRequest,
    /// Every `--{key}` given (any algorithm's parameter, in the order
    /// given); the request's parameter is the algorithm's among them.
    pub parameters: Vec<(&'static str, f64)>,
    /// `--goal`: a name or a board, read once the start's size is known.
    pub goal: String,
    /// `--size`.
    pub size: Option<(usize, usize)>,
    /// `--count`.
    pub count: bool,
    /// `--stats`.
    pub stats: bool,
    /// The positional arguments joined with spaces, if there were any.
    pub board: Option<String>,
    /// `--formula TEXT` (with `--heuristic formula`, or alone): the user's
    /// heuristic instead of `request.heuristic`, read as the page reads it.
    pub formula: Option<Formula>,
}

impl Default for SolveOptions {
    fn default() -> SolveOptions {
        SolveOptions {
            request: SolveRequest { memory_budget: limits::mib(DEFAULT_MEMORY_MIB), ..SolveRequest::default() },
            parameters: Vec::new(),
            goal: "ordered".to_string(),
            size: None,
            count: false,
            stats: false,
            board: None,
            formula: None,
        }
    }
}

impl SolveOptions {
    /// The value given for `--{key}`, if any.
    pub fn parameter(&self, key: &str) -> Option<f64> {
        self.parameters.iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
    }
}

/// What the command line asks for (made once a run: its size does not matter).
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// `--help`.
    Help,
    /// A board to solve.
    Solve(SolveOptions),
}

/// Reads a name of a menu (`--algo`, `--heuristic`, `--visited`, `--tie`) with the
/// engine's one error sentence (shared with `bench`).
pub fn name<T: std::str::FromStr<Err = npuzzle::names::UnknownName>>(text: &str) -> Result<T, String> {
    text.parse().map_err(|e: npuzzle::names::UnknownName| e.to_string())
}

/// A parameter's value: a finite number in its row's range (`nan` and
/// `inf` parse as floats, so they are checked too), whole if it must be.
fn parameter(p: &ParameterRow, text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>().map(|v| p.check(v)) {
        Ok(Ok(v)) => Ok(v),
        _ => Err(format!(
            "--{} must be {} from {} to {}, got '{}'",
            p.key,
            p.kind(),
            p.range.start(),
            p.range.end(),
            quote(text)
        )),
    }
}

/// `--formula`'s text, parsed as the page parses it: a mistake is the
/// engine's sentence with its column (`--formula: at column 12: the formula
/// ends where …`), which the page words by its code.
fn formula_text(text: &str) -> Result<Formula, String> {
    Formula::parse(text).map_err(|e| format!("--formula: {e}"))
}

/// A whole number for `option` (shared with `bench`).
pub fn count(option: &str, text: &str) -> Result<u64, String> {
    text.trim().parse().map_err(|_| format!("{option} must be a whole number, got '{}'", quote(text)))
}

/// A budget as given, where 0 means `default`: the one meaning 0 has for
/// budgets everywhere (the wasm API's `new Session` reads it so too), never
/// "stop at once". Shared with `bench`.
pub fn budget(given: u64, default: u64) -> u64 {
    if given == 0 {
        default
    } else {
        given
    }
}

/// Reads the arguments after `solve`. Errors are the one-line messages the
/// command prints after `npuzzle: `.
pub fn parse_args(args: &[String]) -> Result<Request, String> {
    if wants_help(args) {
        return Ok(Request::Help);
    }
    let mut opts = SolveOptions::default();
    let mut board: Vec<&str> = Vec::new();
    // `--heuristic formula` (the page's "Your formula") and a built-in named by `--heuristic`.
    let (mut formula_named, mut builtin_named) = (false, None);
    let mut algo_named = false;
    let mut args = Args::new(args);
    while let Some(arg) = args.next() {
        let (name, inline) = match arg {
            Arg::Positional(p) => {
                board.push(p);
                continue;
            }
            Arg::Option { name, inline } => (name, inline),
        };
        let c = &mut opts.request;
        match name {
            "--count" | "--stats" if inline.is_some() => return Err(format!("{name} takes no value")),
            "--count" => opts.count = true,
            "--stats" => opts.stats = true,
            "--algo" => {
                c.algorithm = self::name(args.value(name, inline)?)?;
                algo_named = true;
            }
            "--priority" => {
                let text = args.value(name, inline)?;
                c.priority = Some(Priority::parse(text).map_err(|e| format!("--priority: {e}"))?);
            }
            "--heuristic" => match args.value(name, inline)? {
                text if text == formula::CATALOGUE.name => (formula_named, builtin_named) = (true, None),
                text => {
                    c.heuristic = self::name(text)?;
                    (formula_named, builtin_named) = (false, Some(text));
                }
            },
            "--formula" => opts.formula = Some(formula_text(args.value(name, inline)?)?),
            "--visited" => c.visited = self::name(args.value(name, inline)?)?,
            "--tie" => c.tie = self::name(args.value(name, inline)?)?,
            "--costs" => c.costs = self::name(args.value(name, inline)?)?,
            "--max-nodes" => c.node_budget = budget(count(name, args.value(name, inline)?)?, u64::MAX),
            "--max-memory" => {
                let text = args.value(name, inline)?;
                let mb = budget(count(name, text)?, DEFAULT_MEMORY_MIB);
                // The number as read (a u64 of up to 20 digits), not quoted.
                c.memory_budget = mb.checked_mul(MIB).ok_or_else(|| format!("--max-memory {mb} is too large"))?;
            }
            "--goal" => opts.goal = args.value(name, inline)?.to_string(),
            "--size" => opts.size = Some(parse_size(args.value(name, inline)?).map_err(|e| e.to_string())?),
            _ => match Algorithm::parameters().into_iter().find(|p| name.strip_prefix("--") == Some(p.key)) {
                Some(p) => {
                    let value = parameter(p, args.value(name, inline)?)?;
                    opts.parameters.retain(|(key, _)| *key != p.key);
                    opts.parameters.push((p.key, value));
                }
                None => return Err(format!("unknown option '{}' (see npuzzle solve --help)", quote(name))),
            },
        }
    }
    // Accepted with any algorithm; only one that takes the parameter uses it.
    let algorithm = opts.request.algorithm;
    opts.request.parameter = algorithm.parameter().and_then(|p| opts.parameter(p.key));
    if !board.is_empty() {
        opts.board = Some(board.join(" "));
    }
    // `--priority` alone is the kit; with another search it would change nothing.
    if opts.request.priority.is_some() {
        if !algo_named {
            opts.request.algorithm = Algorithm::BestFirst;
        } else if opts.request.algorithm != Algorithm::BestFirst {
            return Err(format!(
                "--priority orders {} (your best-first search), not {}",
                Algorithm::BestFirst.name(),
                opts.request.algorithm.name()
            ));
        }
    }
    match (&opts.formula, formula_named, builtin_named) {
        (None, true, _) => {
            return Err(format!(
                "--heuristic {} needs --formula TEXT, a heuristic you write (e.g. --formula '{}')",
                formula::CATALOGUE.name,
                formula::CATALOGUE.example
            ))
        }
        (Some(_), _, Some(builtin)) => {
            return Err(format!(
                "--formula is the heuristic: give --heuristic {} or no --heuristic, not --heuristic {}",
                formula::CATALOGUE.name,
                quote(builtin)
            ))
        }
        _ => {}
    }
    // Refused before the board is read: an unsolvable board would hide it.
    opts.request.check_tie()?;
    opts.request.check_costs()?;
    Ok(Request::Solve(opts))
}

/// Runs `npuzzle solve` with the arguments after `solve`. `stdin` is called
/// only when the board is not in the arguments.
pub fn run(args: &[String], stdin: impl FnOnce() -> io::Result<Vec<u8>>) -> Outcome {
    match parse_args(args) {
        Ok(Request::Help) => Outcome::success(help()),
        Ok(Request::Solve(opts)) => solve(&opts, stdin).unwrap_or_else(Outcome::usage_error),
        Err(message) => Outcome::usage_error(message),
    }
}

/// Reads the board and goal, then answers. `Err` is a usage error (exit 2).
fn solve(opts: &SolveOptions, stdin: impl FnOnce() -> io::Result<Vec<u8>>) -> Result<Outcome, String> {
    let text = match &opts.board {
        Some(board) => board.clone().into_bytes(),
        None => stdin().map_err(|e| format!("cannot read standard input: {e}"))?,
    };
    // A file saved by some Windows editors starts with a byte-order mark,
    // which was read as part of the first tile ("'\u{feff}1' is not a tile");
    // `npuzzle bench` skips it the same way.
    let text = text.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&text);
    if text.iter().all(u8::is_ascii_whitespace) {
        return Err(
            "no board: give its tiles as arguments (npuzzle solve 2 8 3 1 0 4 7 6 5) or on standard input".to_string()
        );
    }
    let start = parse_board_bytes(text, opts.size).map_err(|e| e.to_string())?;
    let goal = parse_goal(&opts.goal, start.width(), start.height()).map_err(|e| format!("goal: {e}"))?;
    let problem = Problem::new(start, goal).map_err(|e| e.to_string())?;
    let clock = Instant::now();
    // The user's formula: refused as the page refuses it (an algorithm
    // without a heuristic, a tie rule or table it cannot take), before parity.
    let formula_solver = match &opts.formula {
        Some(f) => Some(solver::Solver::with_formula(opts.request.clone(), f.clone(), problem.goal()).map_err(
            |e| match e.code {
                // The request's own sentence: no column to point at.
                "formula.unused" | "formula.request" => format!("--formula: {}", e.message),
                _ => format!("--formula: {e}"),
            },
        )?),
        None if opts.request.algorithm == Algorithm::BestFirst && problem.solvability().solvable => {
            Some(solver::Solver::new(opts.request.clone(), problem.goal())?)
        }
        None => None,
    };
    if !problem.solvability().solvable {
        // The options are checked as on a solvable board (a heuristic that
        // does not fit, a visited table the algorithm cannot use): the same
        // command must not pass or fail by the board's parity.
        opts.request.check(problem.goal())?;
        let elapsed_ms = clock.elapsed().as_secs_f64() * 1000.0;
        return Ok(answer(opts, None, None, None, Counters::default(), elapsed_ms));
    }
    let outcome = match &formula_solver {
        Some(solver) => solver.solve(&problem)?,
        None => solver::solve(&problem, &opts.request)?,
    };
    let elapsed_ms = clock.elapsed().as_secs_f64() * 1000.0;
    let cost = outcome.solution.as_ref().map(|s| opts.request.costs.path_cost(problem.geometry(), s));
    let mut out = answer(opts, Some(outcome.status), outcome.solution.as_ref(), cost, outcome.counters, elapsed_ms);
    if let (Algorithm::BestFirst, Some(solver)) = (opts.request.algorithm, &formula_solver) {
        let config = solver.request().config();
        let same = kit::equals(&problem, &config, solver.heuristic());
        let shortest = outcome.solution.as_ref().map(|s| s.optimal);
        let default = Priority::parse(kit::DEFAULT_PRIORITY).expect("the default priority parses");
        out.stderr.push_str(&priority_note(config.priority.as_ref().unwrap_or(&default), same, shortest));
        out.stderr.push('\n');
    }
    Ok(out)
}

/// What the command line says of the kit's priority on standard error
/// (standard output keeps the answer): which named search it expanded as,
/// on this board, and whether its path is called shortest.
pub fn priority_note(priority: &Priority, same: Option<kit::Equivalent>, shortest: Option<bool>) -> String {
    let named = match same {
        Some(e) => {
            let name = if e.algorithm.parameter().is_some_and(|p| p.key == "weight") {
                format!("{} (w = {})", e.algorithm.title(), e.weight)
            } else {
                e.algorithm.title().to_string()
            };
            let compared = if e.complete {
                format!("all {} compared", e.steps)
            } else {
                format!("the first {} compared", e.steps)
            };
            format!("expands exactly as {name} does on this board ({compared})")
        }
        None => "expands as no named search does on this board".to_string(),
    };
    let path = match (shortest, priority.as_weights()) {
        (Some(true), Some((_, 0.0))) => "; its path is shortest (its priority is g)",
        (Some(true), _) => "; its path is shortest (g + an admissible h)",
        (Some(false), _) => "; its path is not guaranteed shortest",
        (None, _) => "",
    };
    format!("priority {}: {named}{path}", quote(priority.text()))
}

/// The output for a finished run; `status` is `None` when parity said the
/// goal is unreachable and no search ran.
pub fn answer(
    opts: &SolveOptions,
    status: Option<Status>,
    solution: Option<&Solution>,
    cost: Option<u64>,
    counters: Counters,
    elapsed_ms: f64,
) -> Outcome {
    let c = &opts.request;
    let stats = Stats {
        algorithm: c.algorithm,
        // A kit whose priority names no h uses none.
        heuristic: (c.algorithm.uses_heuristic()
            && (c.algorithm != Algorithm::BestFirst || c.priority.as_ref().is_none_or(Priority::names_h)))
        .then_some(if opts.formula.is_some() { formula::CATALOGUE.name } else { c.heuristic.name() }),
        parameter: c.algorithm.parameter().map(|p| (p.key, c.config().parameter_value().unwrap_or(p.default))),
        status: status.map_or("unsolvable", Status::name),
        solvable: status.is_some(),
        solution,
        cost: (c.costs != Costs::Unit).then_some(cost),
        counters,
        elapsed_ms,
    };
    let mut out = match (status, solution) {
        (None, _) => Outcome::success("unsolvable\n".to_string()),
        (Some(Status::Solved), Some(path)) if opts.count => Outcome::success(format!("{}\n", path.len())),
        (Some(Status::Solved), Some(path)) => Outcome::success(format!("{}\n", path.move_string())),
        (Some(stopped @ Status::Stopped { .. }), _) => Outcome::failure(EXIT_STOPPED, stopped.message()),
        // Exhausted (or anything that should not happen): the parity check and
        // the search disagree, which is a bug worth reporting as such.
        (Some(other), _) => Outcome::failure(
            EXIT_EXHAUSTED,
            format!("{} (although the board is solvable: please report this)", other.message()),
        ),
    };
    if opts.stats {
        out.stderr.insert_str(0, &format!("{}\n", stats.to_json()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use npuzzle::board::Board;
    use npuzzle::kernel::MoveOrder;
    use npuzzle::parse::parse_board;
    use npuzzle::search::{self, Config};
    use npuzzle::solver::Engine;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    fn options(args: &[&str]) -> SolveOptions {
        match parse_args(&strings(args)) {
            Ok(Request::Solve(o)) => o,
            other => panic!("{args:?} gave {other:?}"),
        }
    }

    fn error(args: &[&str]) -> String {
        parse_args(&strings(args)).unwrap_err()
    }

    /// Runs with a board on standard input.
    fn piped(args: &[&str], input: &[u8]) -> Outcome {
        let bytes = input.to_vec();
        run(&strings(args), move || Ok(bytes))
    }

    /// Runs with the board in the arguments; reading stdin would be a bug.
    fn direct(args: &[&str]) -> Outcome {
        run(&strings(args), || panic!("stdin must not be read when the board is an argument"))
    }

    #[test]
    fn defaults_follow_the_issue() {
        let o = options(&[]);
        assert_eq!(o.request.algorithm, Algorithm::AStar);
        assert_eq!(o.request.heuristic, Heuristic::LinearConflict);
        // No parameter given: weighted A* would take its row's default, 1.
        assert_eq!((o.request.parameter, Algorithm::WeightedAStar.parameter().map(|p| p.default)), (None, Some(1.0)));
        assert_eq!(o.request.visited, VisitedKind::Auto);
        assert_eq!(o.request.node_budget, u64::MAX);
        assert_eq!(o.request.memory_budget, 2048 * 1024 * 1024);
        assert_eq!(o.goal, "ordered");
        assert_eq!((o.size, o.count, o.stats, o.board), (None, false, false, None));
    }

    #[test]
    fn every_option_in_both_spellings() {
        let spaced = options(&[
            "--algo",
            "wastar",
            "--heuristic",
            "manhattan",
            "--weight",
            "2.5",
            "--goal",
            "spiral",
            "--size",
            "3x3",
            "--max-nodes",
            "100",
            "--max-memory",
            "3",
            "--visited",
            "ordered",
            "--count",
            "--stats",
            "2",
            "8",
            "3",
        ]);
        let joined = options(&[
            "--algo=wastar",
            "--heuristic=manhattan",
            "--weight=2.5",
            "--goal=spiral",
            "--size=3x3",
            "--max-nodes=100",
            "--max-memory=3",
            "--visited=ordered",
            "--count",
            "--stats",
            "2",
            "8",
            "3",
        ]);
        assert_eq!(spaced, joined);
        let c = &spaced.request;
        assert_eq!(
            (c.algorithm, c.heuristic, c.parameter),
            (Algorithm::WeightedAStar, Heuristic::Manhattan, Some(2.5))
        );
        assert_eq!((c.node_budget, c.memory_budget, c.visited), (100, 3 << 20, VisitedKind::Ordered));
        assert_eq!(
            (spaced.goal.as_str(), spaced.size, spaced.count, spaced.stats),
            ("spiral", Some((3, 3)), true, true)
        );
        assert_eq!(spaced.board.as_deref(), Some("2 8 3"));
    }

    #[test]
    fn bad_options_name_the_problem() {
        assert_eq!(
            error(&["--algo", "dijkstra"]),
            // The engine's sentences (pinned whole in tests/snapshots/catalogue.txt).
            "dijkstra".parse::<Algorithm>().unwrap_err().to_string()
        );
        assert_eq!(error(&["--heuristic=euclid"]), "euclid".parse::<Heuristic>().unwrap_err().to_string());
        assert_eq!(
            error(&["--visited", "bloom"]),
            "unknown visited table 'bloom' (use auto, rank-array, hash, ordered or none)"
        );
        assert_eq!(error(&["--weight", "0.5"]), "--weight must be a number from 1 to 1000, got '0.5'");
        assert_eq!(error(&["--weight", "abc"]), "--weight must be a number from 1 to 1000, got 'abc'");
        assert_eq!(error(&["--weight", "nan"]), "--weight must be a number from 1 to 1000, got 'nan'");
        assert_eq!(error(&["--weight", "inf"]), "--weight must be a number from 1 to 1000, got 'inf'");
        assert_eq!(error(&["--weight", "1001"]), "--weight must be a number from 1 to 1000, got '1001'");
        assert_eq!(error(&["--weight"]), "--weight needs a value");
        assert_eq!(error(&["--max-nodes", "-3"]), "--max-nodes must be a whole number, got '-3'");
        assert_eq!(error(&["--max-memory", "18446744073709551615"]), "--max-memory 18446744073709551615 is too large");
        assert_eq!(error(&["--size", "9x9"]), "9×9 is not supported (sides 2 to 5)");
        assert_eq!(error(&["--count=yes"]), "--count takes no value");
        assert_eq!(error(&["--fast"]), "unknown option '--fast' (see npuzzle solve --help)");
        assert_eq!(error(&["-v"]), "unknown option '-v' (see npuzzle solve --help)");
        // Help wins over every problem on the line.
        assert_eq!(parse_args(&strings(&["--algo", "dfs", "--help"])), Ok(Request::Help));
    }

    #[test]
    fn heavy_costs_weigh_the_tiles() {
        assert_eq!(options(&[]).request.costs, Costs::Unit);
        assert_eq!(options(&["--costs", "heavy"]).request.costs, Costs::Heavy);
        assert_eq!(error(&["--costs", "light"]), "unknown costs 'light' (use unit or heavy)");
        assert_eq!(
            error(&["--algo", "idastar", "--costs=heavy"]),
            "idastar counts moves and is not offered when each move costs the tile's number (costs heavy): use ucs, astar, wastar, greedy, a or best-first"
        );
        // The POJ 1077 sample: uniform cost and A* with Manhattan weighted by
        // the tile find the cheapest path (23 moves, cost 92); BFS the
        // shortest (19 moves), which costs 100 and is not called optimal.
        let sample = "2 3 4 1 5 x 7 6 8";
        for (args, moves, line) in [
            (
                vec!["--algo", "ucs"],
                "ulldrrulldrdluurrdlldrr",
                r#""length":23,"optimal":true,"costs":"heavy","cost":92,"expanded":69413,"generated":186933,"#,
            ),
            (
                vec!["--heuristic", "heavy-manhattan"],
                "ulldrrulldrdluurrdlldrr",
                r#""length":23,"optimal":true,"costs":"heavy","cost":92,"expanded":1637,"generated":4386,"#,
            ),
            (
                vec!["--algo", "bfs"],
                "ullddrurdllurdruldr",
                r#""length":19,"optimal":false,"costs":"heavy","cost":100,"expanded":21971,"generated":59086,"#,
            ),
        ] {
            let mut all = args.clone();
            all.extend(["--costs", "heavy", "--stats", sample]);
            let out = direct(&all);
            assert_eq!(out.stdout, format!("{moves}\n"), "{args:?}");
            assert!(out.stderr.contains(line), "{args:?}: {}", out.stderr);
        }
        // Unit costs: the line has no costs.
        assert!(!direct(&["--algo", "ucs", "--stats", sample]).stderr.contains("cost"));
    }

    #[test]
    fn tie_breaking_for_the_open_list_algorithms_only() {
        assert_eq!(options(&[]).request.tie, TieBreak::LargerG);
        for (algo, rule, tie) in [("astar", "lifo", TieBreak::Lifo), ("wastar", "fifo", TieBreak::Fifo)] {
            assert_eq!(options(&["--algo", algo, "--tie", rule]).request.tie, tie);
        }
        assert_eq!(options(&["--algo=greedy", "--tie=smaller-g"]).request.tie, TieBreak::SmallerG);
        assert_eq!(
            error(&["--tie", "random"]),
            "unknown tie-breaking rule 'random' (use larger-g, smaller-g, fifo or lifo)"
        );
        assert_eq!(
            error(&["--algo", "idastar", "--tie", "fifo"]),
            "the tie-breaking rule fifo applies to astar, wastar, greedy, a or best-first (which keep an open list), not idastar"
        );
        // The default is accepted with any algorithm, as it changes nothing.
        assert_eq!(options(&["--algo", "bfs", "--tie", "larger-g"]).request.tie, TieBreak::LargerG);
        // The rule reaches the search: A* + Manhattan on the hardest board,
        // 6,744 expansions by default (tests/tie_breaking.rs), 21,197 by smaller g.
        for (rule, expanded) in [("larger-g", "\"expanded\":6744,"), ("smaller-g", "\"expanded\":21197,")] {
            let out = direct(&["--heuristic", "manhattan", "--tie", rule, "--stats", "--count", "8 6 7 2 5 4 3 x 1"]);
            assert_eq!(out.stdout, "31\n");
            assert!(out.stderr.contains(expanded), "{rule}: {}", out.stderr);
        }
    }

    #[test]
    fn weight_one_and_the_largest_are_accepted() {
        assert_eq!(options(&["--algo", "wastar", "--weight", "1"]).request.parameter, Some(1.0));
        assert_eq!(options(&["--weight", "1000", "--algo", "wastar"]).request.parameter, Some(1000.0));
        // Accepted with any algorithm; only wastar uses it.
        assert_eq!(options(&["--algo", "bfs", "--weight", "3"]).parameter("weight"), Some(3.0));
        assert_eq!(options(&["--algo", "bfs", "--weight", "3"]).request.parameter, None);
    }

    #[test]
    fn solves_the_poj_sample_from_stdin() {
        let out = piped(&[], b"2 3 4 1 5 x 7 6 8\n");
        assert_eq!((out.code, out.stderr.as_str()), (0, ""));
        let moves = out.stdout.strip_suffix('\n').unwrap();
        assert_eq!(moves.len(), 19);
        let start = parse_board("2 3 4 1 5 x 7 6 8", None).unwrap();
        assert_eq!(start.apply_moves(moves).unwrap(), goal::named("ordered", 3, 3).unwrap());
    }

    #[test]
    fn a_byte_order_mark_on_stdin_is_skipped() {
        let out = piped(&["--count"], "\u{feff}2 3 4 1 5 x 7 6 8\n".as_bytes());
        assert_eq!(out, Outcome::success("19\n".to_string()));
        // Only at the start: anywhere else it is a character that is not a tile.
        let out = piped(&["--count"], "2 3 4 1 5 \u{feff}x 7 6 8\n".as_bytes());
        assert_eq!(out.code, 2);
    }

    #[test]
    fn counts_and_unsolvable_boards() {
        assert_eq!(direct(&["--goal", "spiral", "--count", "283104765"]), Outcome::success("4\n".to_string()));
        assert_eq!(piped(&["--goal", "reverse", "--count"], b"0 7 6\n8 4 3\n5 2 1\n").stdout, "4\n");
        for args in [&["1", "2", "3", "4", "5", "6", "8", "7", "x"][..], &["--count", "12345687x"]] {
            assert_eq!(direct(args), Outcome::success("unsolvable\n".to_string()));
        }
        assert_eq!(piped(&[], b"1 2 3 4 5 6 8 7 x"), Outcome::success("unsolvable\n".to_string()));
    }

    #[test]
    fn start_equal_to_goal_prints_an_empty_path() {
        assert_eq!(direct(&["123456780"]), Outcome::success("\n".to_string()));
        assert_eq!(direct(&["--count", "123456780"]), Outcome::success("0\n".to_string()));
    }

    #[test]
    fn stats_report_the_engines_counters() {
        let out = direct(&["--stats", "--algo", "bfs", "--goal", "spiral", "283104765"]);
        assert_eq!(out.code, 0);
        let board = parse_board("283104765", None).unwrap();
        let problem = Problem::new(board, goal::named("spiral", 3, 3).unwrap()).unwrap();
        let search = search::solve(&problem, &Config { algorithm: Algorithm::Bfs, ..Config::default() });
        let c = search.counters();
        let line = out.stderr.strip_suffix('\n').unwrap();
        let expected = format!(
            r#"{{"algorithm":"bfs","heuristic":null,"weight":null,"status":"solved","solvable":true,"length":4,"optimal":true,"expanded":{},"generated":{},"max_frontier":{},"bytes_per_node":{:.1},"elapsed_ms":"#,
            c.expanded,
            c.generated,
            c.max_frontier,
            c.memory as f64 / (c.frontier + c.closed) as f64
        );
        assert!(line.starts_with(&expected), "{line}");
        assert!(!line.contains('\n'));
        assert_eq!(out.stdout, format!("{}\n", search.solution().unwrap().move_string()));
    }

    #[test]
    fn stats_of_an_unsolvable_board() {
        let out = direct(&["--stats", "--count", "1 2 3 4 5 6 8 7 x"]);
        assert_eq!((out.code, out.stdout.as_str()), (0, "unsolvable\n"));
        assert!(out.stderr.starts_with(
            r#"{"algorithm":"astar","heuristic":"linear-conflict","weight":null,"status":"unsolvable","solvable":false,"length":null,"optimal":null,"expanded":0,"generated":0,"max_frontier":0,"bytes_per_node":null,"elapsed_ms":"#
        ));
    }

    #[test]
    fn a_start_that_is_the_goal_is_solved_whatever_the_budgets() {
        // BFS printed 0 while A*, IDA* (the kernel) and the others exited 3,
        // "stopped after 0 nodes".
        for algo in ["bfs", "bibfs", "astar", "wastar", "greedy", "idastar", "iddfs"] {
            for budget in ["--max-nodes", "--max-memory"] {
                let out = direct(&["--algo", algo, budget, "0", "--count", "123456780"]);
                assert_eq!(out, Outcome::success("0\n".to_string()), "{algo} {budget} 0");
            }
            let out = direct(&[
                "--algo",
                algo,
                "--max-nodes",
                "0",
                "--goal",
                "blank-first",
                "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
            ]);
            assert_eq!(out, Outcome::success("\n".to_string()), "{algo} on 4×4");
        }
    }

    #[test]
    fn budgets_exit_3_with_the_status_message() {
        let out = direct(&["--algo", "bfs", "--max-nodes", "10", "8 6 7 2 5 4 3 x 1"]);
        assert_eq!(out, Outcome::failure(EXIT_STOPPED, "stopped after 10 expansions (node budget reached)"));
        assert_eq!(out.stderr, "npuzzle: stopped after 10 expansions (node budget reached)\n");
        let out = direct(&["--max-memory", "1", "--algo", "bfs", "--stats", "8 6 7 2 5 4 3 x 1"]);
        assert_eq!(out.code, EXIT_STOPPED);
        let lines: Vec<&str> = out.stderr.lines().collect();
        assert_eq!(lines.len(), 2);
        assert!(lines[0].contains(r#""status":"stopped","solvable":true,"length":null,"optimal":null,"expanded":"#));
        assert!(
            lines[1].starts_with("npuzzle: stopped after ")
                && lines[1].ends_with(" expansions (memory budget reached)")
        );
        // 0 means the default, as in the wasm API (it stopped at once here).
        for zero in [&["--max-memory", "0"], &["--max-nodes", "0"]] {
            let args = [&zero[..], &["--algo", "bfs", "--count", "8 6 7 2 5 4 3 x 1"]].concat();
            assert_eq!(direct(&args), Outcome::success("31\n".to_string()));
        }
        assert_eq!(options(&["--max-nodes", "0"]).request.node_budget, u64::MAX);
        assert_eq!(options(&["--max-memory", "0"]), options(&[]));
    }

    #[test]
    fn an_exhausted_search_is_reported_as_a_bug() {
        // Unreachable through `run` (parity is checked first), so the search is
        // started on an unsolvable board directly.
        let start = parse_board("1 2 3 4 5 6 8 7 0", None).unwrap();
        let problem = Problem::new(start, goal::named("ordered", 3, 3).unwrap()).unwrap();
        let search = search::solve(&problem, &Config { algorithm: Algorithm::Bfs, ..Config::default() });
        let out = answer(&SolveOptions::default(), Some(search.status()), None, None, search.counters(), 1.0);
        assert_eq!(out.code, EXIT_EXHAUSTED);
        assert_eq!(out.stdout, "");
        assert_eq!(
            out.stderr,
            "npuzzle: no solution: every reachable state was expanded (although the board is solvable: please report this)\n"
        );
    }

    #[test]
    fn malformed_boards_exit_2_with_one_line() {
        let cases: [(&[u8], &str); 6] = [
            (b"1 2 3 4 4 5 6 7 0", "npuzzle: tile 4 appears twice\n"),
            (b"", "npuzzle: no board: give its tiles as arguments (npuzzle solve 2 8 3 1 0 4 7 6 5) or on standard input\n"),
            (b" \n\t", "npuzzle: no board: give its tiles as arguments (npuzzle solve 2 8 3 1 0 4 7 6 5) or on standard input\n"),
            (b"1 2 3 4 5 6 7 8", "npuzzle: expected 4, 9, 16 or 25 tiles, found 8 (other shapes: one row per line)\n"),
            (b"1 2 3 4 \xff\xfe 6 7 8 0", "npuzzle: '\u{FFFD}\u{FFFD}' is not a tile\n"),
            // Control bytes come back escaped, never raw to the terminal.
            (b"\x00\x01\x02", "npuzzle: '\\u{0}\\u{1}\\u{2}' is not a tile\n"),
        ];
        for (input, stderr) in cases {
            let out = piped(&[], input);
            assert_eq!((out.code, out.stdout.as_str(), out.stderr.as_str()), (2, "", stderr), "{input:?}");
        }
        let out = direct(&["--goal", "sorted", "283104765"]);
        assert_eq!(
            out.stderr,
            "npuzzle: goal: unknown goal 'sorted' (use ordered, blank-first, spiral, reverse or a board)\n"
        );
        let out = direct(&["--goal", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "283104765"]);
        assert_eq!(out.stderr, "npuzzle: goal: the goal is 4×4 but the start is 3×3\n");
        let out = direct(&["--size", "2x3", "283104765"]);
        assert_eq!(out.stderr, "npuzzle: expected 6 tiles for 2×3, found 9\n");
        let out = run(&[], || Err(io::Error::other("broken")));
        assert_eq!(out.stderr, "npuzzle: cannot read standard input: broken\n");
    }

    #[test]
    fn other_sizes_and_goals() {
        let out = direct(&["1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"]);
        assert_eq!(out, Outcome::success("r\n".to_string()));
        let out = direct(&["--size", "3x2", "--goal", "1 2 3 4 5 0", "1 2 3 4 0 5"]);
        assert_eq!(out.stdout, "r\n");
        let start = Board::new(3, 3, vec![1, 2, 3, 8, 0, 4, 7, 6, 5]).unwrap();
        let out = direct(&["--goal", "1 2 3 8 x 4 7 6 5", "--count", &start.to_string()]);
        assert_eq!(out.stdout, "0\n");
    }

    #[test]
    fn help_lists_every_choice() {
        let out = direct(&["--help"]);
        assert_eq!(out.code, 0);
        assert_eq!(out.stdout, help());
        for needle in [
            "auto, rank-array, hash, ordered",
            "only wastar",
            "ONE JSON line on standard error",
            "spiral       clockwise spiral",
        ] {
            assert!(out.stdout.contains(needle), "{needle}");
        }
    }

    /// What the step-wise IDA* reports for `problem` with `heuristic` and
    /// `budget`: status, moves, expanded, generated.
    fn engine(problem: &Problem, heuristic: Heuristic, budget: u64) -> (Status, Option<String>, u64, u64) {
        let config = Config { algorithm: Algorithm::IdaStar, heuristic, node_budget: budget, ..Config::default() };
        let s = search::solve(problem, &config);
        let c = s.counters();
        (s.status(), s.solution().map(|p| p.move_string()), c.expanded, c.generated)
    }

    #[test]
    fn idastar_output_is_unchanged_by_the_kernel() {
        // Same path and counters on standard output and in --stats as the
        // engine's, except max_frontier (the path's length).
        let out = direct(&["--algo", "idastar", "--heuristic", "manhattan", "--stats", "8 6 7 2 5 4 3 x 1"]);
        let board = parse_board("8 6 7 2 5 4 3 x 1", None).unwrap();
        let problem = Problem::new(board, goal::named("ordered", 3, 3).unwrap()).unwrap();
        let (status, moves, expanded, generated) = engine(&problem, Heuristic::Manhattan, u64::MAX);
        assert_eq!((status, out.code), (Status::Solved, 0));
        assert_eq!(out.stdout, format!("{}\n", moves.unwrap()));
        let expected = format!(
            r#"{{"algorithm":"idastar","heuristic":"manhattan","weight":null,"status":"solved","solvable":true,"length":31,"optimal":true,"expanded":{expanded},"generated":{generated},"max_frontier":31,"bytes_per_node":null,"elapsed_ms":"#
        );
        assert!(out.stderr.starts_with(&expected), "{}", out.stderr);
        // --max-nodes: exit 3 with the engine's message and counts.
        let out = direct(&["--algo", "idastar", "--max-nodes", "500", "--stats", "8 6 7 2 5 4 3 x 1"]);
        let (status, _, expanded, generated) = engine(&problem, Heuristic::LinearConflict, 500);
        assert_eq!(out.code, EXIT_STOPPED);
        assert!(out.stderr.contains(&format!(
            r#""status":"stopped","solvable":true,"length":null,"optimal":null,"expanded":{expanded},"generated":{generated},"max_frontier":0,"#
        )));
        assert!(out.stderr.ends_with(&format!("npuzzle: {}\n", status.message())));
        // IDA* holds only its path: no memory budget stops it, step-wise or not.
        let out = direct(&["--algo", "idastar", "--max-memory", "0", "--count", "8 6 7 2 5 4 3 x 1"]);
        assert_eq!(out, Outcome::success("31\n".to_string()));
        let config = Config { algorithm: Algorithm::IdaStar, memory_budget: 0, ..Config::default() };
        assert_eq!(search::solve(&problem, &config).status(), Status::Solved);
        // Larger than 16 cells: the step-wise engine (src/solver.rs).
        assert_eq!(options(&["--algo", "idastar"]).request.engine(25), Engine::StepWise);
        assert_eq!(options(&["--algo", "idastar"]).request.engine(9), Engine::Kernel);
        assert_eq!(options(&["--algo", "astar"]).request.engine(9), Engine::StepWise);
    }

    #[test]
    fn table_heuristics_with_every_algorithm_and_boards_that_fit() {
        for name in ["walking-distance", "pdb555", "pdb663"] {
            for algo in ["astar", "idastar", "bfs"] {
                let o = options(&["--heuristic", name, "--algo", algo]);
                assert_eq!(o.request.heuristic.name(), name);
            }
        }
        assert_eq!(options(&["--heuristic", "manhattan"]).request.heuristic, Heuristic::Manhattan);
        for algo in ["idastar", "astar"] {
            let out = direct(&["--algo", algo, "--heuristic", "pdb555", "8 6 7 2 5 4 3 x 1"]);
            assert_eq!(out, Outcome::usage_error("pdb555: the 5-5-5 partition is drawn for 4×4 boards, not 3×3"));
        }
        // BFS ignores the heuristic, as with the engine's own: nothing is built.
        let out = direct(&["--algo", "bfs", "--heuristic", "pdb555", "--count", "8 6 7 2 5 4 3 x 1"]);
        assert_eq!(out, Outcome::success("31\n".to_string()));
        let out = direct(&[
            "--algo",
            "idastar",
            "--heuristic",
            "walking-distance",
            &goal::named("ordered", 5, 5).unwrap().to_string(),
        ]);
        assert_eq!(out, Outcome::usage_error("walking-distance: the tables handle boards of at most 16 cells"));
        // On an unsolvable board the options are checked as on a solvable
        // one (they were skipped: `unsolvable`, exit 0), and nothing is built.
        let out = direct(&["--algo", "idastar", "--heuristic", "pdb663", "--count", "1 2 3 4 5 6 8 7 x"]);
        assert_eq!(out, Outcome::usage_error("pdb663: the 6-6-3 partition is drawn for 4×4 boards, not 3×3"));
        let out = direct(&["--algo", "bibfs", "--visited", "none", "1 2 3 4 5 6 8 7 x"]);
        assert_eq!(out, direct(&["--algo", "bibfs", "--visited", "none", "1 2 3 4 5 6 7 x 8"]));
        assert_eq!(out.code, crate::cli::EXIT_USAGE);
        let out = direct(&["--algo", "idastar", "--tie", "lifo", "1 2 3 4 5 6 8 7 x"]);
        assert_eq!(out.code, crate::cli::EXIT_USAGE);
        // A 4×4 unsolvable board with a table that fits answers by parity,
        // without building the tables.
        let out = direct(&["--heuristic", "pdb663", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"]);
        assert_eq!(out, Outcome::success("unsolvable\n".to_string()));
    }

    #[test]
    fn astar_with_pattern_databases() {
        // Korf's instance 12 (45 moves): the step-wise A* with the 6-6-3
        // tables, as the library counts it.
        let korf12 = "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15";
        let out = direct(&["--heuristic", "pdb663", "--goal", "blank-first", "--stats", korf12]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let moves = out.stdout.strip_suffix('\n').unwrap();
        assert_eq!(moves.len(), 45);
        let start = parse_board(korf12, None).unwrap();
        let goal = goal::named("blank-first", 4, 4).unwrap();
        assert_eq!(start.apply_moves(moves).unwrap(), goal);
        let problem = Problem::new(start, goal.clone()).unwrap();
        let built = Heuristic::Pdb663.build(&goal).unwrap();
        let config = Config { algorithm: Algorithm::AStar, ..Config::default() };
        let search = search::solve_with(&problem, &config, built);
        let c = search.counters();
        assert_eq!(c.expanded, 1_436);
        let expected = format!(
            r#"{{"algorithm":"astar","heuristic":"pdb663","weight":null,"status":"solved","solvable":true,"length":45,"optimal":true,"expanded":1436,"generated":{},"max_frontier":{},"#,
            c.generated, c.max_frontier
        );
        assert!(out.stderr.contains(&expected), "{}", out.stderr);
    }

    #[test]
    fn walking_distance_solves_the_hardest_8_puzzle() {
        let out = direct(&["--algo", "idastar", "--heuristic", "walking-distance", "--stats", "8 6 7 2 5 4 3 x 1"]);
        assert_eq!(out.code, 0);
        let moves = out.stdout.strip_suffix('\n').unwrap();
        assert_eq!(moves.len(), 31);
        let start = parse_board("8 6 7 2 5 4 3 x 1", None).unwrap();
        assert_eq!(start.apply_moves(moves).unwrap(), goal::named("ordered", 3, 3).unwrap());
        let goal = goal::named("ordered", 3, 3).unwrap();
        let problem = Problem::new(start, goal.clone()).unwrap();
        let r =
            npuzzle::solver::kernel_solve(&problem, Heuristic::WalkingDistance, MoveOrder::ENGINE, u64::MAX).unwrap();
        let expected = format!(
            r#""heuristic":"walking-distance","weight":null,"status":"solved","solvable":true,"length":31,"optimal":true,"expanded":{},"generated":{},"max_frontier":31,"#,
            r.expanded, r.generated
        );
        assert!(out.stderr.contains(&expected), "{}", out.stderr);
    }
}
