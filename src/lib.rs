//! npuzzle: search algorithms on the sliding-tile puzzle, one expansion at a
//! time, for teaching.
//!
//! The engine is pure Rust with no web dependency: [`board`] (packed states,
//! moves), [`parse`] (the one board parser), [`goal`] (named goals),
//! [`solvability`] (parity), [`rank`] (Lehmer code), [`problem`] (what a
//! search is asked and answers), [`heuristic`] (the estimates, one file
//! each, and their catalogue), [`formula`] (a heuristic the user writes),
//! [`search`] (the step-wise
//! algorithms and their catalogue), [`kernel`] (the fast IDA*), [`solver`]
//! (the one facade that picks an engine for a request), [`names`] and
//! [`limits`] (menus' error sentence, budgets and ranges), [`state_space`]
//! (exact distances of every 8-puzzle state) and [`hint`] (a player's next
//! move on a shortest path). The command line lives in `src/cli/`; the
//! WebAssembly glue in `src/wasm/` is compiled only for `wasm32`. Each
//! module uses only those of its own layer or below (docs/ARCHITECTURE.md,
//! checked by tests/layers.rs).

#![warn(missing_docs)]

pub mod accuracy;
pub mod board;
pub mod formula;
pub mod goal;
pub mod heuristic;
pub mod hint;
pub mod judge;
pub mod kernel;
pub mod limits;
pub mod message;
pub mod names;
pub mod other_goals;
pub mod parse;
pub mod problem;
pub mod random;
pub mod rank;
pub mod search;
pub mod sizes;
pub mod solvability;
pub mod solver;
pub mod state_map;
pub mod state_space;
pub mod stats;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
