//! The visited-table choice for the page (docs/wasm-api.md, "Visited
//! tables"): which tables there are, which algorithms and boards take
//! each, and what the chosen one costs while a search runs — all read from
//! the engine ([`VisitedKind`], [`crate::limits::TREE_SEARCH_NODES`]), so
//! the page keeps no list of its own.

use super::{to_js, JsError};
use crate::limits;
use crate::search::{Algorithm, VisitedCosts, VisitedKind};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One choice as `visitedTables()` lists it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TableView {
    name: &'static str,
    /// English label ([`VisitedKind::label`]); the page words it by name.
    label: &'static str,
    /// The largest board it fits, in cells (`undefined`: any).
    max_cells: Option<usize>,
    /// Whether it remembers states (false: tree search).
    remembers: bool,
    /// The algorithms that offer it, by name, in menu order.
    algorithms: Vec<&'static str>,
    /// Tree search's own node budget (`undefined` for the tables).
    node_budget: Option<f64>,
}

/// `visitedTables()` → `[{ name, label, maxCells, remembers, algorithms,
/// nodeBudget }]` in menu order (`auto`, `rank-array`, `hash`, `ordered`,
/// `none`). An algorithm no entry lists (IDA*, IDDFS) keeps no table and
/// has no menu.
#[wasm_bindgen(js_name = visitedTables)]
pub fn visited_tables() -> Result<JsValue, JsError> {
    let list: Vec<TableView> = VisitedKind::ALL
        .iter()
        .map(|&kind| TableView {
            name: kind.name(),
            label: kind.label(),
            max_cells: kind.max_cells(),
            remembers: kind.remembers(),
            algorithms: Algorithm::ALL.iter().filter(|&&a| kind.allowed_for(a)).map(|a| a.name()).collect(),
            node_budget: (!kind.remembers()).then_some(limits::TREE_SEARCH_NODES as f64),
        })
        .collect();
    to_js(&list)
}

/// What a summary's `visitedTable` holds: [`VisitedCosts`] for the page.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct CostsView {
    /// The table built (`rank-array`, `hash`, `ordered` or `none`).
    kind: &'static str,
    bytes: f64,
    entries: f64,
    /// Hash tables: places a state can go, entries over them, and the
    /// entries that did not get their home place (see
    /// [`VisitedCosts::collisions`]); 0 for the other kinds.
    slots: f64,
    load: f64,
    collisions: f64,
    /// Tree search: expansions of a state expanded before.
    duplicates: f64,
}

impl CostsView {
    pub(super) fn of(costs: VisitedCosts) -> CostsView {
        CostsView {
            kind: costs.kind.map_or("none", VisitedKind::name),
            bytes: costs.bytes as f64,
            entries: costs.entries as f64,
            slots: costs.slots as f64,
            load: costs.load(),
            collisions: costs.collisions as f64,
            duplicates: costs.duplicates as f64,
        }
    }
}
