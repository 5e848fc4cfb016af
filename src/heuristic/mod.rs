//! The heuristics: one catalogue of every estimate the engine has, and the
//! estimate of one of them built for a goal.
//!
//! [`Heuristic`] is the catalogue: zero, misplaced, Manhattan, linear
//! conflict (no tables, any board), walking distance (tables built in a
//! blink, at most 16 cells) and the 15-puzzle's additive pattern databases
//! 5-5-5 and 6-6-3 (seconds to build, 4×4 only), then three the textbooks
//! teach: Gaschnig's (tiles that may jump to the blank), tiles out of row
//! plus out of column, and Nilsson's sequence score (3×3 spiral goal only,
//! not admissible). Each entry knows its names
//! for people, whether it is admissible and consistent, which boards it
//! fits, and how to build itself for a goal ([`Heuristic::build`]).
//!
//! [`GoalHeuristic`] is a heuristic built for one goal: what every search
//! asks for an estimate. The step-wise searches call
//! [`GoalHeuristic::estimate`] and [`GoalHeuristic::after_slide`]; the fast
//! IDA* kernel takes the same value through the [`estimate::Estimate`]
//! trait ([`crate::solver::kernel_solve_built`] picks the implementation).
//!
//! The values live one file each, below this catalogue: [`tile_sum`]
//! (misplaced, Manhattan, out of row + column), [`linear_conflict`],
//! [`walking_distance`] and [`pdb`], behind [`estimate::Estimate`], and
//! [`gaschnig`] and [`nilsson`], behind [`estimate::BoardEstimate`]. They use only the boards;
//! the catalogue and [`GoalHeuristic`] above them also hold a user's
//! [`crate::formula`], whose features are those same estimates.
//!
//! Every heuristic here but Nilsson's sequence score is *admissible* (never
//! more than the true distance), so A* and IDA* with any of them return
//! optimal solutions; Nilsson's overestimates almost everywhere, and no
//! path found with it is called shortest. All the admissible ones but the
//! pattern databases are also *consistent* (one move changes them by at most
//! one), so A* never reopens a node with them; the tests check both
//! properties on all 181,440 states of the 8-puzzle. The pattern databases
//! are not always consistent, which A* survives because it reopens a closed
//! node reached by a shorter path. The basic four dominate one another in
//! the order listed: zero ≤ misplaced ≤ manhattan ≤ linear-conflict ≤ true
//! distance.
//!
//! ```
//! use npuzzle::goal::named;
//! use npuzzle::heuristic::Heuristic;
//! use npuzzle::parse::parse_board;
//!
//! let heuristic: Heuristic = "manhattan".parse().unwrap();
//! assert_eq!((heuristic.title(), heuristic.phrase()), ("Manhattan distance", "Manhattan distance"));
//! let goal = named("ordered", 3, 3).unwrap();
//! let board = parse_board("2 3 4 1 5 x 7 6 8", None).unwrap();
//! assert_eq!(heuristic.build(&goal).unwrap().estimate_board(&board), 9);
//! // The menu's sentence (the whole of it is in tests/snapshots/catalogue.txt):
//! assert!("euclid".parse::<Heuristic>().unwrap_err().to_string().starts_with("unknown heuristic 'euclid' (use zero, "));
//! assert_eq!(
//!     Heuristic::Pdb663.build(&goal).unwrap_err(),
//!     "pdb663: the 6-6-3 partition is drawn for 4×4 boards, not 3×3"
//! );
//! ```

pub mod estimate;
pub mod gaschnig;
pub mod linear_conflict;
pub mod nilsson;
pub mod pdb;
pub mod tile_sum;
pub mod walking_distance;

use crate::board::{Board, Geometry, State, MAX_SIDE};
use crate::names::{pick, UnknownName};
use estimate::{BoardEstimate, Estimate, PACKED_CELLS, STEP_CELLS, STEP_LINES};
use linear_conflict::{KeyChange, LinearConflict, SlideTables};
use pdb::{Partition, Pdb};
use std::str::FromStr;
use std::sync::Arc;
use tile_sum::TileSum;
use walking_distance::WalkingDistance;

/// Every heuristic the engine has, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// Always 0: turns A* into uniform-cost search (BFS order by g).
    Zero,
    /// Tiles not on their goal cell, blank excluded (Hamming distance).
    Misplaced,
    /// Sum over tiles of row and column distance to the goal cell, blank excluded.
    Manhattan,
    /// Manhattan distance with each tile's distance times its number: under
    /// heavy costs (a move costs the tile's number) a lower bound of the
    /// cost, admissible and consistent; under unit costs it overestimates.
    HeavyManhattan,
    /// Manhattan plus, for each row and column, 2 × (k − longest chain of
    /// tiles already in goal order), where k tiles belong to that line: each
    /// tile outside the chain must step out of the line and back.
    LinearConflict,
    /// Walking distance (Takahashi): rows and columns each as a small puzzle
    /// of which tiles stand in which line, solved exactly by table.
    WalkingDistance,
    /// Additive 5-5-5 pattern databases, maxed with the reflected lookup.
    Pdb555,
    /// Additive 6-6-3 pattern databases, maxed with the reflected lookup.
    Pdb663,
    /// Gaschnig's: the moves of the relaxed puzzle where a tile may jump to
    /// the blank anywhere ([`gaschnig`]).
    Gaschnig,
    /// Tiles out of their goal row plus tiles out of their goal column
    /// ([`tile_sum::TileSum::rows_and_columns`]).
    RowsColumns,
    /// Nilsson's sequence score P(n) + 3 S(n), for the 3×3 spiral goal
    /// only; not admissible ([`nilsson`]).
    Nilsson,
}

impl Heuristic {
    /// Every heuristic, weakest first (the command line's menu order).
    pub const ALL: [Heuristic; 11] = [
        Heuristic::Zero,
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
        Heuristic::WalkingDistance,
        Heuristic::Pdb555,
        Heuristic::Pdb663,
        Heuristic::Gaschnig,
        Heuristic::RowsColumns,
        Heuristic::Nilsson,
        Heuristic::HeavyManhattan,
    ];

    /// The four that need no tables and fit every board, weakest first: what
    /// the page's step-wise sessions offer.
    pub const BASIC: [Heuristic; 4] =
        [Heuristic::Zero, Heuristic::Misplaced, Heuristic::Manhattan, Heuristic::LinearConflict];

    /// Its row of the catalogue: every name, label and capability below
    /// reads it. One exhaustive match: a new variant is one arm and one row.
    pub fn row(self) -> &'static HeuristicRow {
        match self {
            Heuristic::Zero => &ZERO,
            Heuristic::Misplaced => &MISPLACED,
            Heuristic::Manhattan => &MANHATTAN,
            Heuristic::HeavyManhattan => &HEAVY_MANHATTAN,
            Heuristic::LinearConflict => &LINEAR_CONFLICT,
            Heuristic::WalkingDistance => &WALKING_DISTANCE,
            Heuristic::Pdb555 => &PDB555,
            Heuristic::Pdb663 => &PDB663,
            Heuristic::Gaschnig => &GASCHNIG,
            Heuristic::RowsColumns => &ROWS_COLUMNS,
            Heuristic::Nilsson => &NILSSON,
        }
    }

    /// The name used on the command line, in links and by the wasm API.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// Reads a [`Heuristic::name`] (`str::parse` gives the error sentence).
    pub fn from_name(name: &str) -> Option<Heuristic> {
        name.parse().ok()
    }

    /// The name for people, as a menu shows it.
    pub fn title(self) -> &'static str {
        self.row().title
    }

    /// A label where space is short (a lane, a legend, a table column).
    pub fn short(self) -> &'static str {
        self.row().short
    }

    /// The name inside a sentence ("A* with {phrase}"): lower case except
    /// for proper names.
    pub fn phrase(self) -> &'static str {
        self.row().phrase
    }

    /// One line under a heuristic menu: what it counts and what it costs.
    pub fn hint(self) -> &'static str {
        self.row().hint
    }

    /// The short name after an algorithm's in a label ("A* + misplaced",
    /// "A* + Manhattan"): [`Heuristic::short`] in sentence case.
    pub fn short_phrase(self) -> &'static str {
        self.row().short_phrase
    }

    /// Whether [`Heuristic::build`] computes tables first (walking distance:
    /// milliseconds; pattern databases: about a second natively, seconds in
    /// the browser), so a caller that solves many boards builds once.
    pub fn needs_tables(self) -> bool {
        self.row().needs_tables
    }

    /// Never more than the true distance: A* and IDA* find shortest paths
    /// with it. True of every heuristic here but Nilsson's sequence score.
    pub fn admissible(self) -> bool {
        self.row().admissible
    }

    /// Never more than the cheapest path's cost under `costs`
    /// ([`crate::problem::Costs`]). Under heavy costs every heuristic
    /// admissible under unit costs still is (a move costs at least 1), and
    /// so is Manhattan weighted by the tile, which is not under unit costs
    /// (it counts a heavy tile's every step as many moves).
    pub fn admissible_under(self, costs: crate::problem::Costs) -> bool {
        match costs {
            crate::problem::Costs::Unit => self.admissible(),
            crate::problem::Costs::Heavy => self.row().admissible_heavy,
        }
    }

    /// One move changes it by at most one, so A* never reopens a node. The
    /// pattern databases are not: a table stores the cheapest value over all
    /// blank cells, and one move can change it by more.
    pub fn consistent(self) -> bool {
        self.row().consistent
    }

    /// The largest board (in cells) it can be built for: walking distance
    /// and the pattern databases index boards of 4 bits a cell.
    pub fn max_cells(self) -> usize {
        if self.needs_tables() {
            PACKED_CELLS
        } else {
            MAX_SIDE * MAX_SIDE
        }
    }

    /// The only board sides it fits, when restricted: the pattern databases'
    /// partitions are drawn for 4×4. `None`: any side up to
    /// [`Heuristic::max_cells`].
    pub fn sides(self) -> Option<&'static [usize]> {
        self.row().sides
    }

    /// The pattern databases' partition of the tiles, when it is one of
    /// them (the lab builds its tables group by group).
    pub fn partition(self) -> Option<Partition> {
        self.row().partition
    }

    /// Whether it can be built for a `width × height` board (for some goal:
    /// see [`Heuristic::goal`]).
    pub fn fits(self, width: usize, height: usize) -> bool {
        width * height <= self.max_cells() && self.sides().is_none_or(|s| s.contains(&width) && s.contains(&height))
    }

    /// Whether it is a link of the textbook chain zero ≤ misplaced ≤
    /// Manhattan ≤ linear conflict ([`Heuristic::BASIC`]), each admissible
    /// and dominating the one before on every state: what Compare's
    /// default lanes and Accuracy's dominance line follow, so a heuristic
    /// added beside them changes neither (and an inadmissible one is never
    /// said to dominate).
    pub fn chain(self) -> bool {
        Heuristic::BASIC.contains(&self)
    }

    /// The one named goal ([`crate::goal::NAMES`]) it is defined for, when
    /// it is defined for one goal only (Nilsson's sequence score: the 3×3
    /// spiral); `None`: any goal.
    pub fn goal(self) -> Option<&'static str> {
        self.row().goal
    }

    /// Whether it can be built for `goal`: its board fits
    /// ([`Heuristic::fits`]) and it is the goal the heuristic is defined
    /// for, if it has one ([`Heuristic::goal`]).
    pub fn fits_goal(self, goal: &Board) -> bool {
        self.fits(goal.width(), goal.height())
            && self.goal().is_none_or(|name| {
                crate::goal::named(name, goal.width(), goal.height()).is_some_and(|g| g.tiles() == goal.tiles())
            })
    }

    /// Builds it for `goal`. `Err` is the sentence a user reads, starting
    /// with the heuristic's name: `pdb555: the 5-5-5 partition is drawn for
    /// 4×4 boards, not 3×3`.
    pub fn build(self, goal: &Board) -> Result<GoalHeuristic, String> {
        let named = |e: String| format!("{}: {e}", self.name());
        if goal.cells() > self.max_cells() {
            return Err(named(format!("the tables handle boards of at most {} cells", self.max_cells())));
        }
        if let (Some(name), false) = (self.goal(), self.fits_goal(goal)) {
            let (w, h) = (self.sides().map_or(goal.width(), |s| s[0]), self.sides().map_or(goal.height(), |s| s[0]));
            let rows = |g: Board| -> String {
                let rows: Vec<String> =
                    g.tiles().chunks(w).map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")).collect();
                rows.join(" / ")
            };
            let tiles = crate::goal::named(name, w, h).map(rows).unwrap_or_default();
            return Err(named(format!("defined only for the {w}×{h} {name} goal {tiles}")));
        }
        if let Some(make) = self.row().board {
            return Ok(GoalHeuristic::with_tables(self, goal, Some(Tables::Board(Arc::from(make(goal))))));
        }
        let tables = match self {
            Heuristic::Pdb555 | Heuristic::Pdb663 => {
                let partition = self.partition().expect("a pattern database's row names its partition");
                let pdb = Pdb::preset(goal, partition).map_err(named)?;
                Some(Tables::Pdb(Arc::new(pdb.with_reflection(pdb.can_reflect()))))
            }
            Heuristic::WalkingDistance => {
                Some(Tables::WalkingDistance(Arc::new(WalkingDistance::new(goal).map_err(named)?)))
            }
            _ => None,
        };
        Ok(GoalHeuristic::with_tables(self, goal, tables))
    }
}

/// One heuristic's row of the catalogue ([`Heuristic::row`]): its names for
/// people and what it can do. The page's menus, the command line's help and
/// every capability check read these fields through [`Heuristic`]'s methods.
#[derive(Debug)]
pub struct HeuristicRow {
    /// [`Heuristic::name`].
    pub name: &'static str,
    /// [`Heuristic::title`].
    pub title: &'static str,
    /// [`Heuristic::short`].
    pub short: &'static str,
    /// [`Heuristic::phrase`].
    pub phrase: &'static str,
    /// [`Heuristic::short_phrase`].
    pub short_phrase: &'static str,
    /// [`Heuristic::hint`].
    pub hint: &'static str,
    /// [`Heuristic::needs_tables`] (the basic four do not: [`Heuristic::BASIC`]).
    pub needs_tables: bool,
    /// [`Heuristic::admissible`].
    pub admissible: bool,
    /// [`Heuristic::consistent`].
    pub consistent: bool,
    /// Admissible under heavy costs ([`Heuristic::admissible_under`]): true
    /// of every row admissible under unit costs, and of Manhattan weighted
    /// by the tile.
    pub admissible_heavy: bool,
    /// [`Heuristic::sides`].
    pub sides: Option<&'static [usize]>,
    /// [`Heuristic::partition`].
    pub partition: Option<Partition>,
    /// [`Heuristic::goal`].
    pub goal: Option<&'static str>,
    /// How to build it for a goal when its values are worked out from the
    /// whole board ([`BoardEstimate`], in its own file): a heuristic of
    /// that kind is its file and its row, nothing else. The goal is one
    /// [`Heuristic::fits_goal`] accepts.
    pub board: Option<MakeBoardEstimate>,
}

/// Builds a whole-board estimate for a goal ([`HeuristicRow::board`]).
pub type MakeBoardEstimate = fn(&Board) -> Box<dyn BoardEstimate>;

const ZERO: HeuristicRow = HeuristicRow {
    name: "zero",
    title: "None (h = 0)",
    short: "h = 0",
    phrase: "h = 0",
    short_phrase: "h = 0",
    hint: "No estimate at all: A* becomes uniform-cost search.",
    needs_tables: false,
    admissible: true,
    consistent: true,
    admissible_heavy: true,
    sides: None,
    partition: None,
    goal: None,
    board: None,
};

const MISPLACED: HeuristicRow = HeuristicRow {
    name: "misplaced",
    title: "Misplaced tiles",
    short: "Misplaced",
    phrase: "misplaced tiles",
    short_phrase: "misplaced",
    hint: "Tiles not on their goal cell. No tables; weaker than Manhattan.",
    ..ZERO
};

const MANHATTAN: HeuristicRow = HeuristicRow {
    name: "manhattan",
    title: "Manhattan distance",
    short: "Manhattan",
    phrase: "Manhattan distance",
    short_phrase: "Manhattan",
    hint: "Sum of each tile’s distance home. No tables; weakest of the five.",
    ..ZERO
};

const HEAVY_MANHATTAN: HeuristicRow = HeuristicRow {
    name: "heavy-manhattan",
    title: "Manhattan weighted by the tile",
    short: "Weighted Manhattan",
    phrase: "Manhattan distance weighted by the tile",
    short_phrase: "weighted Manhattan",
    hint: "Each tile’s distance home times its number: admissible when each move costs the tile’s number, not with unit costs.",
    admissible: false,
    consistent: false,
    ..ZERO
};

const LINEAR_CONFLICT: HeuristicRow = HeuristicRow {
    name: "linear-conflict",
    title: "Linear conflict",
    short: "Linear conflict",
    phrase: "linear conflict",
    short_phrase: "linear conflict",
    hint: "Manhattan + 2 for each pair of tiles that must pass each other in a row or column.",
    ..ZERO
};

const WALKING_DISTANCE: HeuristicRow = HeuristicRow {
    name: "walking-distance",
    title: "Walking distance",
    short: "Walking distance",
    phrase: "walking distance",
    short_phrase: "walking distance",
    hint: "Takahashi’s walking distance: rows and columns as a small puzzle of their own (tables built in a blink).",
    needs_tables: true,
    ..ZERO
};

const PDB555: HeuristicRow = HeuristicRow {
    name: "pdb555",
    title: "Pattern databases 5-5-5",
    short: "PDB 5-5-5",
    phrase: "5-5-5 pattern databases",
    short_phrase: "PDB 5-5-5",
    hint: "Three pattern databases of 5 tiles, 1.5 MB, added up (and maxed with their mirror image).",
    needs_tables: true,
    consistent: false,
    sides: Some(&[4]),
    partition: Some(Partition::FiveFiveFive),
    ..ZERO
};

const PDB663: HeuristicRow = HeuristicRow {
    name: "pdb663",
    title: "Pattern databases 6-6-3",
    short: "PDB 6-6-3",
    phrase: "6-6-3 pattern databases",
    short_phrase: "PDB 6-6-3",
    hint: "Two of 6 tiles and one of 3, 11.0 MB: built once in the worker (seconds), then cached in this browser.",
    partition: Some(Partition::SixSixThree),
    ..PDB555
};

const GASCHNIG: HeuristicRow = HeuristicRow {
    name: "gaschnig",
    title: "Gaschnig’s heuristic (a tile may jump to the blank)",
    short: "Gaschnig",
    phrase: "Gaschnig’s heuristic",
    short_phrase: "Gaschnig",
    hint: "Moves if any tile could jump into the blank: misplaced tiles + 1 per cycle of tiles away from the blank.",
    board: Some(gaschnig::Gaschnig::boxed),
    ..ZERO
};

const ROWS_COLUMNS: HeuristicRow = HeuristicRow {
    name: "rows-columns",
    title: "Tiles out of row + out of column",
    short: "Out of row + column",
    phrase: "tiles out of row plus tiles out of column",
    short_phrase: "out of row + column",
    hint: "1 for each tile outside its goal row, 1 for each outside its goal column: between misplaced and Manhattan.",
    ..ZERO
};

const NILSSON: HeuristicRow = HeuristicRow {
    name: "nilsson",
    title: "Nilsson’s sequence score P + 3S",
    short: "Nilsson P + 3S",
    phrase: "Nilsson’s sequence score",
    short_phrase: "Nilsson P + 3S",
    hint: "Manhattan + 3 × (2 per tile not followed by its successor round the border, 1 for a tile in the centre): not admissible.",
    admissible: false,
    consistent: false,
    // Not shown to be a lower bound under heavy costs either: none is claimed.
    admissible_heavy: false,
    sides: Some(&[3]),
    goal: Some("spiral"),
    board: Some(nilsson::Nilsson::boxed),
    ..ZERO
};

impl FromStr for Heuristic {
    type Err = UnknownName;

    /// Reads a [`Heuristic::name`].
    fn from_str(name: &str) -> Result<Heuristic, UnknownName> {
        pick("heuristic", name, &Heuristic::ALL, Heuristic::name)
    }
}

/// The tables a heuristic was built with, shared (`Arc`) so one build serves
/// many searches and the page's worker can hand in tables it cached.
#[derive(Clone, Debug)]
enum Tables {
    /// h = 0: nothing to look up.
    Zero,
    /// Misplaced tiles or Manhattan distance: the kernel's own
    /// implementation ([`TileSum`]), sized for any board.
    Sum(Arc<TileSum<STEP_CELLS>>),
    /// Linear conflict, likewise ([`LinearConflict`]).
    Conflict(Arc<LinearConflict<STEP_CELLS, STEP_LINES>>),
    Pdb(Arc<Pdb>),
    WalkingDistance(Arc<WalkingDistance>),
    /// A formula the user wrote ([`crate::formula`]), evaluated on each board.
    Formula(Arc<crate::formula::FormulaHeuristic>),
    /// A heuristic worked out from the whole board ([`HeuristicRow::board`]).
    Board(Arc<dyn BoardEstimate>),
}

/// A heuristic built for one goal (a geometry and the goal's tiles), with
/// its lookup tables: what a search asks for estimates.
///
/// Misplaced tiles, Manhattan distance and linear conflict are the kernel's
/// implementations ([`estimate::Estimate`]: one of each in the crate),
/// with tables sized for 25 cells; the step-wise engine keeps no memo per
/// node, so linear conflict reads the two lines that can change from the
/// board before the move ([`LinearConflict::slide_between`]).
#[derive(Clone, Debug)]
pub struct GoalHeuristic {
    kind: Heuristic,
    tables: Tables,
    geometry: Geometry,
}

impl GoalHeuristic {
    /// Builds `kind` for `goal`.
    ///
    /// # Panics
    /// When `kind` needs tables that cannot be built for `goal` (see
    /// [`Heuristic::fits`]). Input from users goes through
    /// [`Heuristic::build`], which says why instead.
    pub fn new(kind: Heuristic, goal: &Board) -> GoalHeuristic {
        match kind.build(goal) {
            Ok(built) => built,
            Err(why) => panic!("{why} (check Heuristic::fits, or use Heuristic::build)"),
        }
    }

    /// Pattern databases whose tables were built elsewhere (the page's
    /// worker builds them one at a time and caches them), as `kind`
    /// ([`Heuristic::Pdb555`] or [`Heuristic::Pdb663`]).
    pub fn from_pdb(kind: Heuristic, goal: &Board, pdb: Pdb) -> GoalHeuristic {
        GoalHeuristic { kind, tables: Tables::Pdb(Arc::new(pdb)), geometry: goal.geometry() }
    }

    /// A heuristic the user wrote, for `goal`'s boards. It is none of the
    /// catalogue's: its [`GoalHeuristic::kind`] is [`Heuristic::Zero`] (what
    /// the fast kernel must not run) and [`GoalHeuristic::formula`] holds it;
    /// the step-wise searches evaluate it on every board they generate.
    pub fn from_formula(formula: crate::formula::Formula, goal: &Board) -> GoalHeuristic {
        let tables = Tables::Formula(Arc::new(crate::formula::FormulaHeuristic::new(formula, goal)));
        GoalHeuristic { kind: Heuristic::Zero, tables, geometry: goal.geometry() }
    }

    /// The formula work this heuristic and its clones have done so far
    /// (evaluations times the formula's cost a board,
    /// [`crate::formula::bound::board_cost`]); 0 for a built-in, whose
    /// estimates cost a few steps each.
    pub fn formula_work(&self) -> u64 {
        match &self.tables {
            Tables::Formula(f) => f.work(),
            _ => 0,
        }
    }

    /// The user's formula, when it is one ([`GoalHeuristic::from_formula`]).
    pub fn formula(&self) -> Option<&crate::formula::Formula> {
        match &self.tables {
            Tables::Formula(f) => Some(f.formula()),
            _ => None,
        }
    }

    /// `kind` with `tables` (`None` for the basic four, whose tables are
    /// built here).
    fn with_tables(kind: Heuristic, goal: &Board, tables: Option<Tables>) -> GoalHeuristic {
        let tables = tables.unwrap_or_else(|| match kind {
            Heuristic::Misplaced => Tables::Sum(Arc::new(TileSum::misplaced(goal))),
            Heuristic::Manhattan => Tables::Sum(Arc::new(TileSum::manhattan(goal))),
            Heuristic::RowsColumns => Tables::Sum(Arc::new(TileSum::rows_and_columns(goal))),
            Heuristic::HeavyManhattan => Tables::Sum(Arc::new(TileSum::heavy_manhattan(goal))),
            Heuristic::LinearConflict => Tables::Conflict(Arc::new(LinearConflict::new(goal))),
            _ => Tables::Zero,
        });
        GoalHeuristic { kind, tables, geometry: goal.geometry() }
    }

    /// Whether it is known never to overestimate: a built-in's catalogue
    /// flag; a formula is not known to be (the page's check may show it is,
    /// but a search does not call a path shortest on a user's word), so a
    /// path A* or IDA* finds with it is not reported optimal.
    pub fn known_admissible(&self) -> bool {
        self.formula().is_none() && self.kind.admissible()
    }

    /// [`GoalHeuristic::known_admissible`] under `costs`: the catalogue's
    /// [`Heuristic::admissible_under`], never a formula.
    pub fn known_admissible_under(&self, costs: crate::problem::Costs) -> bool {
        self.formula().is_none() && self.kind.admissible_under(costs)
    }

    /// Which heuristic this is.
    pub fn kind(&self) -> Heuristic {
        self.kind
    }

    /// The board size it was built for.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The pattern databases, when it is one.
    pub fn pdb(&self) -> Option<&Pdb> {
        match &self.tables {
            Tables::Pdb(pdb) => Some(pdb),
            _ => None,
        }
    }

    /// The tile sum (misplaced, Manhattan …), when it is one: the kernel
    /// searches with the same costs in tables of its own size.
    pub fn tile_sum(&self) -> Option<&TileSum<STEP_CELLS>> {
        match &self.tables {
            Tables::Sum(sum) => Some(sum),
            _ => None,
        }
    }

    /// The whole-board estimate ([`HeuristicRow::board`]), when it is one.
    pub fn board_estimate(&self) -> Option<&dyn BoardEstimate> {
        match &self.tables {
            Tables::Board(board) => Some(board.as_ref()),
            _ => None,
        }
    }

    /// The walking-distance tables, when it is that.
    pub fn walking_distance(&self) -> Option<&WalkingDistance> {
        match &self.tables {
            Tables::WalkingDistance(wd) => Some(wd),
            _ => None,
        }
    }

    /// The estimate of a whole board of the goal's size.
    pub fn estimate_board(&self, board: &Board) -> u32 {
        self.estimate_tiles(board.tiles())
    }

    /// The estimate of a board's tiles (row by row, blank 0).
    pub fn estimate_tiles(&self, tiles: &[u8]) -> u32 {
        match &self.tables {
            Tables::Zero => 0,
            Tables::Sum(sum) => sum.root(tiles).0,
            Tables::Conflict(lc) => lc.root(tiles).0,
            Tables::Pdb(pdb) => pdb.estimate(tiles),
            Tables::WalkingDistance(wd) => wd.estimate(tiles),
            Tables::Formula(f) => f.estimate(tiles),
            Tables::Board(b) => b.estimate(tiles),
        }
    }

    /// The estimate for a whole state.
    pub fn estimate(&self, state: State) -> u32 {
        if let Tables::Zero = self.tables {
            return 0;
        }
        let mut tiles = [0u8; MAX_SIDE * MAX_SIDE];
        let tiles = &mut tiles[..self.geometry.cells()];
        self.geometry.unpack_into(state, tiles);
        self.estimate_tiles(tiles)
    }

    /// The estimate of a state from the big tables (out of line, so the
    /// basic heuristics keep their small code).
    #[inline(never)]
    fn tables_estimate(&self, state: State) -> u32 {
        self.estimate(state)
    }

    /// The estimate after `tile` slid from cell `from` to cell `to`, given the
    /// estimate `h` before the move and the states on either side. Misplaced
    /// and Manhattan change by a table lookup; linear conflict reads only the
    /// two lines the tile left and entered (the line it moved along keeps its
    /// order, since the blank is not a tile); the big tables look the new
    /// state up.
    #[inline]
    pub fn after_slide(&self, h: u32, before: State, after: State, tile: u8, from: usize, to: usize) -> u32 {
        match &self.tables {
            Tables::Zero => 0,
            Tables::Sum(sum) => sum.after_slide(h, tile as usize, from, to),
            Tables::Conflict(lc) => {
                let g = &self.geometry;
                lc.slide_between(h, |cell| g.tile(before, cell) as usize, tile as usize, from, to)
            }
            Tables::Pdb(_) | Tables::WalkingDistance(_) | Tables::Formula(_) | Tables::Board(_) => {
                self.tables_estimate(after)
            }
        }
    }

    /// The keys of every row and column of `state` for linear conflict (its
    /// [`Estimate::Memo`]), zeros for every other heuristic: what a search
    /// that carries them per node passes to [`GoalHeuristic::after_slide_keyed`].
    pub(crate) fn line_keys(&self, state: State) -> LineKeys {
        let Tables::Conflict(lc) = &self.tables else { return [0; STEP_LINES] };
        let mut tiles = [0u8; MAX_SIDE * MAX_SIDE];
        let tiles = &mut tiles[..self.geometry.cells()];
        self.geometry.unpack_into(state, tiles);
        lc.root(tiles).1
    }

    /// [`GoalHeuristic::after_slide`] for a search that carries each node's
    /// [`GoalHeuristic::line_keys`] (IDA*, whose stack is short): linear
    /// conflict then updates three keys by table lookups instead of reading
    /// two lines of the board (eight tiles), the bulk of a step-wise IDA*
    /// step, and more so in wasm, which has no scaled-index addressing.
    /// Returns the estimate and the keys that change, which the caller
    /// applies to the child's keys (the step-wise IDA* to the child's frame,
    /// written with the parent's keys; for the other heuristics the keys
    /// are all zero and so is the change).
    ///
    /// Always inlined (the search loop is what it is for), with every other
    /// heuristic out of line: otherwise LLVM keeps it a call in wasm, which
    /// returns its pair through memory.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn after_slide_keyed(
        &self,
        h: u32,
        keys: &LineKeys,
        before: State,
        after: State,
        tile: u8,
        from: usize,
        to: usize,
    ) -> (u32, KeyChange) {
        match &self.tables {
            Tables::Conflict(lc) => lc.slide_keys(h, keys, tile as usize, from, to),
            _ => (self.after_slide_out_of_line(h, before, after, tile, from, to), KeyChange::default()),
        }
    }

    /// Linear conflict's tables for [`SlideTables::slide_keys`], when it is
    /// linear conflict: what [`GoalHeuristic::after_slide_keyed`] reads, for a
    /// search that looks them up once per batch of steps.
    pub(crate) fn slide_tables(&self) -> Option<StepSlides<'_>> {
        match &self.tables {
            Tables::Conflict(lc) => Some(lc.slide_tables()),
            _ => None,
        }
    }

    /// [`GoalHeuristic::after_slide`], not inlined.
    #[inline(never)]
    fn after_slide_out_of_line(&self, h: u32, before: State, after: State, tile: u8, from: usize, to: usize) -> u32 {
        self.after_slide(h, before, after, tile, from, to)
    }
}

/// Linear conflict's key of every row and column ([`LinearConflict`]'s
/// memo, sized for any board).
pub(crate) type LineKeys = [u16; STEP_LINES];

/// Linear conflict's slide tables as the step-wise searches hold them
/// ([`GoalHeuristic::slide_tables`]).
pub(crate) type StepSlides<'a> = SlideTables<'a, STEP_CELLS, STEP_LINES>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

    #[test]
    fn every_iterative_search_names_its_bound() {
        // RBFS names one too (its f-limit) without iterations.
        for a in Algorithm::ALL {
            assert!(!a.iterative() || a.bound().is_some(), "{}", a.name());
        }
        assert_eq!(Algorithm::Iddfs.bound(), Some("depth limit"));
    }

    #[test]
    fn every_hint_is_one_sentence_line_and_short_phrases_differ() {
        for a in Algorithm::ALL {
            assert!(a.hint().ends_with('.') && !a.hint().contains('\n'), "{}", a.name());
        }
        let phrases: std::collections::HashSet<_> = Heuristic::ALL.iter().map(|h| h.short_phrase()).collect();
        assert_eq!(phrases.len(), Heuristic::ALL.len());
        for h in Heuristic::ALL {
            assert!(h.hint().ends_with('.') && !h.hint().contains('\n'), "{}", h.name());
            assert_eq!(h.short_phrase().to_lowercase(), h.short().to_lowercase(), "{}", h.name());
        }
    }

    use crate::board::Move;
    use crate::goal::named;
    use crate::parse::parse_board;

    fn h(kind: Heuristic, board: &str, goal: &str) -> u32 {
        let b = parse_board(board, None).unwrap();
        let g = named(goal, b.width(), b.height()).unwrap();
        GoalHeuristic::new(kind, &g).estimate(b.state())
    }

    #[test]
    fn values_on_a_known_board() {
        // R&N figure 3.28: h1 = 8, h2 = 18 (goal with the blank first).
        let b = "7 2 4 5 0 6 8 3 1";
        assert_eq!(h(Heuristic::Misplaced, b, "blank-first"), 8);
        assert_eq!(h(Heuristic::Manhattan, b, "blank-first"), 18);
        assert_eq!(h(Heuristic::Zero, b, "blank-first"), 0);
        // 2 1 in the first row: one conflict, +2.
        assert_eq!(h(Heuristic::LinearConflict, "2 1 3 4 5 6 7 8 0", "ordered"), 4);
        // 3 2 1 reversed row: chain of one, two tiles must leave: +4.
        assert_eq!(h(Heuristic::LinearConflict, "3 2 1 4 5 6 7 8 0", "ordered"), 4 + 4);
        assert_eq!(h(Heuristic::Manhattan, "3 2 1 4 5 6 7 8 0", "ordered"), 4);
    }

    #[test]
    fn incremental_equals_full_along_a_walk() {
        // 3×3, 4×4, and a 5×5 and a 2×5 (the step-wise tables' 25 cells and
        // 10 lines, beyond the kernel's 16 and 8).
        let five = crate::random::scramble(&named("ordered", 5, 5).unwrap(), 60, &mut crate::random::Rng::new(3));
        let tall = crate::random::scramble(&named("ordered", 2, 5).unwrap(), 30, &mut crate::random::Rng::new(4));
        let tall: Vec<String> = tall.tiles().iter().map(|t| t.to_string()).collect();
        let (five, tall) = (five.to_string(), tall.join(" "));
        for (text, size) in [
            ("8 6 7 2 5 4 3 0 1", None),
            ("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", None),
            (five.as_str(), None),
            (tall.as_str(), Some((2, 5))),
        ] {
            let start = parse_board(text, size).unwrap();
            let goal = named("ordered", start.width(), start.height()).unwrap();
            let g = start.geometry();
            for kind in Heuristic::BASIC {
                let est = GoalHeuristic::new(kind, &goal);
                let (mut s, mut blank) = (start.state(), start.blank());
                let mut hv = est.estimate(s);
                for i in 0..200 {
                    let mv = Move::ALL[(i * 7 + i / 3) % 4];
                    if let Some(to) = g.neighbour(blank, mv) {
                        let (next, tile) = g.slide(s, blank, to);
                        hv = est.after_slide(hv, s, next, tile, to, blank);
                        s = next;
                        blank = to;
                        assert_eq!(hv, est.estimate(s), "{kind:?} after {i} moves");
                    }
                }
            }
        }
    }

    #[test]
    fn names_round_trip_and_the_catalogue_agrees_with_itself() {
        for h in Heuristic::ALL {
            assert_eq!(h.name().parse::<Heuristic>(), Ok(h));
        }
        let tables: Vec<&str> = Heuristic::ALL.iter().filter(|h| h.needs_tables()).map(|h| h.name()).collect();
        assert_eq!(tables, ["walking-distance", "pdb555", "pdb663"]);
        let not_admissible: Vec<&str> = Heuristic::ALL.iter().filter(|h| !h.admissible()).map(|h| h.name()).collect();
        assert_eq!(not_admissible, ["nilsson", "heavy-manhattan"]);
        let heavy: Vec<&str> = Heuristic::ALL
            .iter()
            .filter(|h| !h.admissible_under(crate::problem::Costs::Heavy))
            .map(|h| h.name())
            .collect();
        assert_eq!(heavy, ["nilsson"]);
        // The error names every entry of the menu, in menu order (the
        // sentence itself is in tests/snapshots/catalogue.txt).
        let err = "pdb".parse::<Heuristic>().unwrap_err();
        assert_eq!((err.kind, err.name.as_str()), ("heuristic", "pdb"));
        assert_eq!(err.choices, Heuristic::ALL.map(Heuristic::name));
        let consistent: Vec<bool> = Heuristic::ALL.iter().map(|h| h.consistent()).collect();
        assert_eq!(consistent, [true, true, true, true, true, false, false, true, true, false, false]);
        let fits = |w, h| Heuristic::ALL.iter().filter(|k| k.fits(w, h)).count();
        assert_eq!((fits(3, 3), fits(4, 4), fits(3, 4), fits(5, 5)), (9, 10, 8, 7));
        assert_eq!(Heuristic::Pdb663.sides(), Some(&[4][..]));
        assert_eq!(Heuristic::WalkingDistance.max_cells(), 16);
    }

    #[test]
    fn tables_that_do_not_fit_say_why() {
        let goal = named("ordered", 3, 3).unwrap();
        assert_eq!(
            Heuristic::Pdb555.build(&goal).unwrap_err(),
            "pdb555: the 5-5-5 partition is drawn for 4×4 boards, not 3×3"
        );
        assert!(Heuristic::WalkingDistance.build(&goal).is_ok());
        let five = named("ordered", 5, 5).unwrap();
        assert_eq!(
            Heuristic::WalkingDistance.build(&five).unwrap_err(),
            "walking-distance: the tables handle boards of at most 16 cells"
        );
        assert_eq!(Heuristic::Manhattan.build(&five).unwrap().kind(), Heuristic::Manhattan);
    }

    #[test]
    fn tables_estimate_step_by_step_as_on_whole_boards() {
        use crate::random::{scramble, Rng};
        let goal = named("blank-first", 4, 4).unwrap();
        let mut rng = Rng::new(8);
        for kind in [Heuristic::WalkingDistance, Heuristic::Pdb555] {
            let built = kind.build(&goal).unwrap();
            let mut board = scramble(&goal, 80, &mut rng);
            let mut h_now = built.estimate(board.state());
            for step in 0..200 {
                let direct = match (built.pdb(), built.walking_distance()) {
                    (Some(pdb), _) => pdb.estimate(board.tiles()),
                    (_, Some(wd)) => wd.estimate(board.tiles()),
                    _ => unreachable!(),
                };
                assert_eq!(h_now, direct, "{} step {step}", kind.name());
                let mv = Move::ALL[rng.below(4) as usize];
                let Some(next) = board.apply(mv) else { continue };
                let (from, to) = (next.blank(), board.blank());
                let tile = board.tiles()[from];
                h_now = built.after_slide(h_now, board.state(), next.state(), tile, from, to);
                board = next;
            }
        }
    }
}
