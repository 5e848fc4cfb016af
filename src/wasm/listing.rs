//! The pseudo-code for the page: each algorithm's listing (in
//! `algorithms()`, [`Algorithm::listing`]) and the lines the last step ran
//! (in every summary, [`crate::search::Event::ran`]), as codes the page
//! words (`explain.line.<code>`, `explain.note.<note>`). Nothing is decided
//! here: the search names its lines where it runs them.

use crate::search::{Algorithm, Event};
use serde::Serialize;

/// One line of a listing.
#[derive(Serialize)]
pub(super) struct LineView {
    code: &'static str,
    depth: u8,
    /// A comment after it (`undefined` when none).
    note: Option<&'static str>,
    /// The second half of the statement above: it lights up with it.
    joined: bool,
}

/// `algorithm`'s listing, head first.
pub(super) fn listing(algorithm: Algorithm) -> Vec<LineView> {
    let view = |l: &crate::search::Line| LineView { code: l.code, depth: l.depth, note: l.note, joined: l.joined };
    algorithm.listing().iter().map(view).collect()
}

/// What a summary's `ran` is: the codes of the statements the last step
/// ran, in order, and the one that sums it up (`undefined` when none ran:
/// a stop by a budget, or nothing to search).
#[derive(Serialize, Default)]
pub(super) struct RanView {
    lines: Vec<&'static str>,
    line: Option<&'static str>,
}

impl RanView {
    /// The lines `event` names.
    pub(super) fn of(event: &Event) -> RanView {
        RanView { lines: event.ran.lines().to_vec(), line: event.ran.focus() }
    }
}
