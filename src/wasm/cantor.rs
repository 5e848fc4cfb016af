//! The seeds' lessons worked out for the page: the Cantor expansion of a
//! board and its unranking ([`crate::rank::cantor_steps`],
//! [`crate::rank::unrank_steps`]), and the inversion pairs behind the parity
//! verdict ([`crate::solvability::inversion_pairs`]). Every number the page
//! shows comes from here; the page only lays them out.

use super::{js_error, problem_of, string_arg, to_js, JsError};
use crate::parse::parse_board;
use crate::rank::{cantor_steps, factorial, rank, unrank_steps};
use crate::search::DENSE_MAX_CELLS;
use crate::solvability::inversion_pairs;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One term of the expansion (`CantorTerm`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TermView {
    value: u8,
    smaller_after: u32,
    factorial: f64,
    product: f64,
}

/// One division of the unranking (`UnrankStep`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DivisionView {
    dividend: f64,
    divisor: f64,
    quotient: f64,
    remainder: f64,
    unused: Vec<u8>,
    value: u8,
}

/// What `cantor(board)` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CantorView {
    width: usize,
    height: usize,
    cells: usize,
    tiles: Vec<u8>,
    /// Whether the expansion is worked out: boards of at most `maxCells`
    /// cells, the ones a rank array is offered for.
    fits: bool,
    max_cells: usize,
    /// `n!`, the arrangements of the cells (the visited array's length), as
    /// a JS number: exact up to 18!, rounded beyond.
    arrangements: f64,
    /// The blank's value in the permutation ranked (0, as in seed 000).
    blank_value: u8,
    /// Empty unless `fits`.
    terms: Vec<TermView>,
    /// The sum of the terms: the cell of the visited array (`vis[rank]`).
    rank: Option<f64>,
    /// Unranking `rank` back, one division a position; empty unless `fits`.
    divisions: Vec<DivisionView>,
}

/// `cantor` from JS: [`cantor`] with its text checked.
#[wasm_bindgen(js_name = cantor)]
pub fn cantor_checked(board: JsValue) -> Result<JsValue, JsError> {
    cantor(&string_arg(&board, "the board")?)
}

/// The Cantor expansion of `board` (board text), worked out when it has at
/// most [`DENSE_MAX_CELLS`] cells; larger boards get only their size and
/// `n!`, which is why no array is indexed by their rank.
pub fn cantor(board: &str) -> Result<JsValue, JsError> {
    let board = parse_board(board, None)?;
    let tiles = board.tiles().to_vec();
    let cells = tiles.len();
    let fits = cells <= DENSE_MAX_CELLS;
    let arrangements = (2..=cells).fold(1.0f64, |f, k| f * k as f64);
    let (terms, rank_value, divisions) = if fits {
        let terms: Vec<TermView> = cantor_steps(&tiles)
            .into_iter()
            .map(|t| TermView {
                value: t.value,
                smaller_after: t.smaller_after,
                factorial: t.factorial as f64,
                product: t.product as f64,
            })
            .collect();
        let r = rank(&tiles);
        let divisions = unrank_steps(r, cells)
            .ok_or_else(|| js_error("the rank is out of range"))?
            .into_iter()
            .map(|d| DivisionView {
                dividend: d.dividend as f64,
                divisor: d.divisor as f64,
                quotient: d.quotient as f64,
                remainder: d.remainder as f64,
                unused: d.unused,
                value: d.value,
            })
            .collect();
        (terms, Some(r as f64), divisions)
    } else {
        (Vec::new(), None, Vec::new())
    };
    debug_assert!(!fits || arrangements == factorial(cells) as f64);
    to_js(&CantorView {
        width: board.width(),
        height: board.height(),
        cells,
        tiles,
        fits,
        max_cells: DENSE_MAX_CELLS,
        arrangements,
        blank_value: 0,
        terms,
        rank: rank_value,
        divisions,
    })
}

/// One pair of `inversionPairs`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PairView {
    larger: u8,
    larger_cell: usize,
    smaller: u8,
    smaller_cell: usize,
}

/// What `inversionPairs(start, goal)` returns: the pairs and the parity
/// argument with the blank's row counted from the bottom, as the judges'
/// write-ups count it (1 is the bottom row), the convention
/// [`crate::solvability`] states and its sentences use.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ParityView {
    width: usize,
    height: usize,
    tiles: Vec<u8>,
    pairs: Vec<PairView>,
    start_inversions: usize,
    goal_inversions: usize,
    even_width: bool,
    start_blank_row_from_bottom: usize,
    goal_blank_row_from_bottom: usize,
    /// Even width: inversions + blank row from the bottom; odd: the inversions.
    start_sum: usize,
    goal_sum: usize,
    solvable: bool,
}

/// `inversionPairs` from JS: [`inversion_pairs_of`] with its texts checked.
#[wasm_bindgen(js_name = inversionPairs)]
pub fn inversion_pairs_checked(start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
    inversion_pairs_of(&string_arg(&start, "the start")?, &string_arg(&goal, "the goal")?)
}

/// Every inversion pair of `start` in reading order,
/// `[{ larger, largerCell, smaller, smallerCell }]` (the pairs
/// `solvability()`'s `startInversions` counts), and the parity verdict
/// towards `goal` (a name or board text).
pub fn inversion_pairs_of(start: &str, goal: &str) -> Result<JsValue, JsError> {
    let problem = problem_of(start, goal)?;
    let board = problem.start();
    let s = problem.solvability();
    let pairs: Vec<PairView> = inversion_pairs(board.tiles())
        .into_iter()
        .map(|p| PairView {
            larger: p.larger,
            larger_cell: p.larger_cell,
            smaller: p.smaller,
            smaller_cell: p.smaller_cell,
        })
        .collect();
    debug_assert_eq!(pairs.len(), s.start_inversions);
    let h = board.height();
    to_js(&ParityView {
        width: board.width(),
        height: h,
        tiles: board.tiles().to_vec(),
        pairs,
        start_inversions: s.start_inversions,
        goal_inversions: s.goal_inversions,
        even_width: s.even_width,
        start_blank_row_from_bottom: s.start_row_from_bottom(),
        goal_blank_row_from_bottom: s.goal_row_from_bottom(),
        start_sum: s.start_sum(),
        goal_sum: s.goal_sum(),
        solvable: s.solvable,
    })
}
