//! The algorithms' catalogue: [`Algorithm`] and the one row of names,
//! labels and capabilities each has ([`AlgorithmRow`], kept beside the
//! algorithm's code in its own file and returned by [`Algorithm::row`]).

use super::{
    astar, beam, bfs, bidir, dfs, hill, hill_backtrack, idastar, mm, rbfs, Config, Line, ParameterRow, Search,
};
use crate::heuristic::GoalHeuristic;
use crate::message::Message;
use crate::names::{pick, UnknownName};
use crate::problem::Problem;
use std::str::FromStr;

/// The algorithms, as named on the command line and the page: the
/// catalogue every face reads (names, labels and what each can do), so no
/// caller compares names.
///
/// ```
/// use npuzzle::search::{Algorithm, FrontierKey, Optimality};
///
/// let ida: Algorithm = "idastar".parse().unwrap();
/// assert_eq!((ida.title(), ida.iterative(), ida.bound()), ("IDA*", true, Some("threshold")));
/// assert_eq!(ida.frontier_key(), FrontierKey::F);
/// assert_eq!(Algorithm::Greedy.optimality(), Optimality::None);
/// assert!(!Algorithm::Bfs.uses_heuristic() && Algorithm::Bibfs.bidirectional());
/// // The menu's sentence (the whole of it is in tests/snapshots/catalogue.txt):
/// assert!("dijkstra".parse::<Algorithm>().unwrap_err().to_string().starts_with("unknown algorithm 'dijkstra' (use bfs, "));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Breadth-first search.
    Bfs,
    /// Breadth-first from both ends, meeting in the middle.
    Bibfs,
    /// Uniform-cost search (Dijkstra): smallest g first, goal test on expansion.
    Ucs,
    /// A* (f = g + h).
    AStar,
    /// Weighted A* (f = g + w·h, w ≥ 1): at most w × optimal.
    WeightedAStar,
    /// Greedy best-first (f = h): fast, not optimal.
    Greedy,
    /// Iterative-deepening A*.
    IdaStar,
    /// The A algorithm (f = g + h, no claim on h).
    A,
    /// Your best-first search: the lowest priority you write first.
    BestFirst,
    /// Iterative-deepening depth-first search (IDA* with h = 0).
    Iddfs,
    /// Hill climbing, steepest descent on h: stops at a local minimum or a plateau.
    Hill,
    /// Hill climbing with backtracking (局部择优): depth-first, children by h.
    HillBacktrack,
    /// Recursive best-first search (RBFS): best-first in linear memory.
    Rbfs,
    /// Bidirectional A* that meets in the middle (MM): priority max(f, 2g).
    Mm,
    /// Depth-first search: OPEN 表 a stack, with a visited table (or none: tree search).
    Dfs,
    /// Depth-limited search: depth-first down to a depth the user sets.
    Dls,
    /// Beam search: level by level, the k best states by h (k the user sets).
    Beam,
}

impl Algorithm {
    /// All algorithms, in menu order.
    pub const ALL: [Algorithm; 17] = [
        Algorithm::Bfs,
        Algorithm::Bibfs,
        Algorithm::Ucs,
        Algorithm::AStar,
        Algorithm::WeightedAStar,
        Algorithm::Greedy,
        Algorithm::IdaStar,
        Algorithm::Iddfs,
        Algorithm::A,
        Algorithm::BestFirst,
        Algorithm::Hill,
        Algorithm::HillBacktrack,
        Algorithm::Rbfs,
        Algorithm::Mm,
        Algorithm::Dfs,
        Algorithm::Dls,
        Algorithm::Beam,
    ];

    /// Its row of the catalogue, which lives in the algorithm's own file:
    /// every name, label and capability below reads it. One exhaustive
    /// match: a new variant is one arm and one row.
    pub fn row(self) -> &'static AlgorithmRow {
        match self {
            Algorithm::Bfs => &bfs::ROW,
            Algorithm::Bibfs => &bidir::ROW,
            Algorithm::Ucs => &astar::UCS,
            Algorithm::AStar => &astar::ASTAR,
            Algorithm::WeightedAStar => &astar::WEIGHTED,
            Algorithm::Greedy => &astar::GREEDY,
            Algorithm::IdaStar => &idastar::IDASTAR,
            Algorithm::Iddfs => &idastar::IDDFS,
            Algorithm::A => &astar::A,
            Algorithm::BestFirst => &astar::KIT,
            Algorithm::Hill => &hill::ROW,
            Algorithm::HillBacktrack => &hill_backtrack::ROW,
            Algorithm::Rbfs => &rbfs::ROW,
            Algorithm::Mm => &mm::ROW,
            Algorithm::Dfs => &dfs::DFS,
            Algorithm::Dls => &dfs::DLS,
            Algorithm::Beam => &beam::ROW,
        }
    }

    /// Command-line name.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Name for people, as a menu shows it.
    pub fn title(self) -> &'static str {
        self.row().title
    }

    /// A label where space is short (a lane, a legend, a table column).
    pub fn short(self) -> &'static str {
        self.row().short
    }

    /// The name inside a sentence ("solved by {phrase}").
    pub fn phrase(self) -> &'static str {
        self.row().phrase
    }

    /// One line under the Solve view's menu: what it does and what it
    /// guarantees.
    pub fn hint(self) -> &'static str {
        self.row().hint
    }

    /// What an iterative search calls the bound it raises between
    /// iterations (IDA* bounds f, IDDFS the depth); `None` for the others.
    pub fn bound(self) -> Option<&'static str> {
        self.row().bound
    }

    /// Its pseudo-code, line by line, as its file declares it: the lines
    /// its events name ([`super::Event::ran`]) are among these.
    pub fn listing(self) -> &'static [Line] {
        self.row().listing
    }

    /// Reads a name from [`Algorithm::name`] (the error sentence is
    /// [`crate::names::UnknownName`]'s; `str::parse` gives it).
    pub fn from_name(name: &str) -> Option<Algorithm> {
        name.parse().ok()
    }

    /// Whether the heuristic is used at all.
    pub fn uses_heuristic(self) -> bool {
        self.row().uses_heuristic
    }

    /// Depth-first iterations under a rising bound (IDA*, IDDFS): memory is
    /// the current path, nodes are searched again in every iteration, and
    /// the counters report iterations and thresholds.
    pub fn iterative(self) -> bool {
        self.row().iterative
    }

    /// Searching from both ends (bidirectional BFS): its events have a side.
    pub fn bidirectional(self) -> bool {
        self.row().bidirectional
    }

    /// Whether it keeps a table of visited states, and so offers the
    /// visited-table choice ([`super::VisitedKind`]): BFS, bidirectional BFS and
    /// the A* family (IDA* and IDDFS remember only their path).
    pub fn has_visited_table(self) -> bool {
        self.row().visited_table
    }

    /// The one number it takes from the user, if any (weighted A*'s
    /// weight): its key, labels, ranges and default.
    pub fn parameter(self) -> Option<&'static ParameterRow> {
        self.row().parameter
    }

    /// Every parameter some algorithm takes, once each, in menu order (the
    /// command line's `--{key}` flags, a link's keys).
    pub fn parameters() -> Vec<&'static ParameterRow> {
        let mut list: Vec<&'static ParameterRow> = Vec::new();
        for p in Algorithm::ALL.iter().filter_map(|a| a.parameter()) {
            if list.iter().all(|q| q.key != p.key) {
                list.push(p);
            }
        }
        list
    }

    /// Whether g adds up the moves' costs ([`crate::problem::Costs`]):
    /// uniform cost and the A* family. The others count moves.
    pub fn weighs_costs(self) -> bool {
        self.row().weighs_costs
    }

    /// Whether it runs under `costs`: every algorithm under unit costs;
    /// under heavy costs those that weigh them and those that use no
    /// heuristic (BFS, bidirectional BFS, IDDFS: they count moves and call
    /// their path the shortest in moves, not the cheapest), not IDA*,
    /// whose threshold would mix a cost estimate with a move count.
    pub fn offered_under(self, costs: crate::problem::Costs) -> bool {
        costs == crate::problem::Costs::Unit || self.weighs_costs() || !self.uses_heuristic()
    }

    /// Whether it keeps an open list ordered by its key (A*, weighted A*,
    /// greedy), among whose equal keys a [`super::TieBreak`] chooses. IDA*'s
    /// order is its moves', BFS's the depth's.
    pub fn breaks_ties(self) -> bool {
        self.row().breaks_ties
    }

    /// What orders its frontier (and its frontier profile's bars).
    pub fn frontier_key(self) -> FrontierKey {
        self.row().frontier_key
    }

    /// What it promises about the length of the path it finds.
    pub fn optimality(self) -> Optimality {
        self.row().optimality
    }

    /// Which rule the quiz names when it says why a node is expanded next.
    pub fn quiz_rule(self) -> QuizRule {
        self.row().quiz
    }

    /// Whether the first solution found is guaranteed shortest with
    /// `weight` (the parameter of a search whose optimality is
    /// [`Optimality::WithinWeight`]; and an admissible heuristic, which all
    /// of ours are).
    pub fn optimal(self, weight: f64) -> bool {
        match self.optimality() {
            Optimality::WithinWeight => weight <= 1.0,
            Optimality::None => false,
            Optimality::Always | Optimality::Admissible => true,
        }
    }
}

/// One algorithm's row of the catalogue ([`Algorithm::row`]), kept in the
/// algorithm's own file beside its code: its names for people, what it can
/// do and how it starts. The page's menus, the command line's help, the quiz
/// and every capability check read these fields through [`Algorithm`]'s
/// methods.
#[derive(Debug)]
pub struct AlgorithmRow {
    /// [`Algorithm::name`].
    pub name: &'static str,
    /// [`Algorithm::title`].
    pub title: &'static str,
    /// [`Algorithm::short`].
    pub short: &'static str,
    /// [`Algorithm::phrase`].
    pub phrase: &'static str,
    /// [`Algorithm::hint`].
    pub hint: &'static str,
    /// [`Algorithm::bound`].
    pub bound: Option<&'static str>,
    /// [`Algorithm::uses_heuristic`].
    pub uses_heuristic: bool,
    /// [`Algorithm::iterative`].
    pub iterative: bool,
    /// [`Algorithm::bidirectional`].
    pub bidirectional: bool,
    /// [`Algorithm::has_visited_table`].
    pub visited_table: bool,
    /// [`Algorithm::parameter`].
    pub parameter: Option<&'static ParameterRow>,
    /// [`Algorithm::breaks_ties`].
    pub breaks_ties: bool,
    /// [`Algorithm::weighs_costs`].
    pub weighs_costs: bool,
    /// [`Algorithm::frontier_key`].
    pub frontier_key: FrontierKey,
    /// [`Algorithm::optimality`].
    pub optimality: Optimality,
    /// [`Algorithm::quiz_rule`].
    pub quiz: QuizRule,
    /// [`Algorithm::listing`].
    pub listing: &'static [Line],
    /// Makes the search ([`super::start_with`] calls it): the problem, the set-up
    /// and the heuristic built for the goal.
    pub start: fn(&Problem, &Config, GoalHeuristic) -> Box<dyn Search>,
}

/// The rule by which an algorithm picks the next node, as the quiz says it
/// ([`super::quiz::ask`]'s reason).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuizRule {
    /// First in, first out (BFS, bidirectional BFS).
    Fifo,
    /// The next node in move order within the bound (IDA*, IDDFS).
    DepthFirst,
    /// The smallest h (greedy best-first).
    Greedy,
    /// The smallest f, ties broken by the [`super::TieBreak`] (A*, weighted A*).
    BestFirst,
    /// The smallest g, among equal g the first inserted (uniform cost).
    LowestG,
    /// The lowest priority the user wrote (the kit), ties broken by the rule.
    Priority,
    /// The current board's child with the smallest h (hill climbing); its
    /// other children are offered, each with why it is not taken.
    Steepest,
    /// Depth first, each node's children ordered by h (hill climbing with
    /// backtracking).
    DepthFirstByH,
    /// A reason the row declares for itself ([`DeclaredReason`]: its code,
    /// the one number of the node taken next that it names, its English),
    /// so a search whose rule is said in one sentence needs no variant
    /// here, no arm in `quiz.rs` and no line in `src/message.rs` (beam
    /// search's: the next state of the level's beam).
    Declared(&'static DeclaredReason),
    /// The child with the lowest backed-up f, within the f-limit (RBFS).
    Recursive,
    /// The smallest priority max(f, 2g) of either side (MM).
    MeetInTheMiddle,
    /// The top of the stack: the newest node (depth-first and
    /// depth-limited search).
    StackTop,
}

/// A quiz reason declared by an algorithm's row ([`QuizRule::Declared`]):
/// the page words it by `quiz.why.<code>` with the one argument, the
/// command line by `english`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeclaredReason {
    /// Stable, as the page's catalogue keys it (`beam`).
    pub code: &'static str,
    /// The number of the node the search takes next that the reason names.
    pub arg: ReasonArg,
    /// The English, with `{}` where the number goes (written as Rust
    /// writes an `f64`, as [`crate::message::english`] writes numbers).
    pub english: &'static str,
}

/// Which number of the node taken next a [`DeclaredReason`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReasonArg {
    /// Its g (depth, or cost under heavy costs).
    G,
    /// Its h.
    H,
    /// Its priority f.
    F,
}

impl DeclaredReason {
    /// Its argument names, as [`crate::message::REASONS`] lists theirs.
    pub fn args(&self) -> &'static [&'static str] {
        match self.arg {
            ReasonArg::G => &["g"],
            ReasonArg::H => &["h"],
            ReasonArg::F => &["f"],
        }
    }

    /// The reason for a node with these numbers, its English included.
    pub fn message(&self, g: u32, h: u32, f: f64) -> Message {
        let value = match self.arg {
            ReasonArg::G => f64::from(g),
            ReasonArg::H => f64::from(h),
            ReasonArg::F => f,
        };
        Message { code: self.code, args: vec![(self.args()[0], value.into())], english: self.english_of(value) }
    }

    /// The English with `value` in its place.
    pub fn english_of(&self, value: f64) -> String {
        self.english.replacen("{}", &value.to_string(), 1)
    }
}

/// Every reason a row declares ([`QuizRule::Declared`]), once each, in
/// menu order: beside [`crate::message::REASONS`] for the page's check
/// that each is worded and for the command line's English.
pub fn declared_reasons() -> Vec<&'static DeclaredReason> {
    let mut out: Vec<&'static DeclaredReason> = Vec::new();
    for a in Algorithm::ALL {
        if let QuizRule::Declared(r) = a.quiz_rule() {
            if out.iter().all(|seen| seen.code != r.code) {
                out.push(r);
            }
        }
    }
    out
}

/// The reason called `code`, listed or declared: its argument names.
pub fn reason_arguments(code: &str) -> Option<&'static [&'static str]> {
    let listed = crate::message::REASONS.iter().find(|(c, _)| *c == code).map(|(_, args)| *args);
    listed.or_else(|| declared_reasons().into_iter().find(|r| r.code == code).map(|r| r.args()))
}

impl FromStr for Algorithm {
    type Err = UnknownName;

    /// Reads an [`Algorithm::name`].
    fn from_str(name: &str) -> Result<Algorithm, UnknownName> {
        pick("algorithm", name, &Algorithm::ALL, Algorithm::name)
    }
}

/// What orders an algorithm's frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrontierKey {
    /// Depth g (BFS, bidirectional BFS, IDDFS's bound).
    G,
    /// f = g + h, or g + w·h (A*, weighted A*, IDA*'s bound).
    F,
    /// h alone (greedy best-first).
    H,
}

impl FrontierKey {
    /// `g`, `f` or `h`.
    pub fn name(self) -> &'static str {
        match self {
            FrontierKey::G => "g",
            FrontierKey::F => "f",
            FrontierKey::H => "h",
        }
    }
}

/// What an algorithm promises about the length of its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Optimality {
    /// Always a shortest path (it uses no heuristic).
    Always,
    /// A shortest path with an admissible heuristic (every one of ours).
    Admissible,
    /// At most w × the shortest (weighted A*; shortest when w = 1).
    WithinWeight,
    /// No promise (greedy best-first).
    None,
}

impl Optimality {
    /// `always`, `admissible`, `weight` or `none` (the wasm API's words).
    pub fn name(self) -> &'static str {
        match self {
            Optimality::Always => "always",
            Optimality::Admissible => "admissible",
            Optimality::WithinWeight => "weight",
            Optimality::None => "none",
        }
    }
}
