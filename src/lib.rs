//! npuzzle: search algorithms on the sliding-tile puzzle, one expansion at a
//! time, for teaching.
//!
//! The engine is pure Rust with no web dependency: [`board`] (packed states,
//! moves), [`parse`] (the one board parser), [`goal`] (named goals),
//! [`solvability`] (parity), [`rank`] (Lehmer code), [`heuristic`]
//! (estimates), [`search`] (the step-wise algorithms) and [`state_space`]
//! (exact distances of every 8-puzzle state). The command line lives in
//! `src/cli/`; the WebAssembly glue in `src/wasm.rs` is compiled only for
//! `wasm32`.

#![warn(missing_docs)]

pub mod board;
pub mod goal;
pub mod heuristic;
pub mod kernel;
pub mod parse;
pub mod pdb;
pub mod random;
pub mod rank;
pub mod search;
pub mod solvability;
pub mod state_space;
pub mod stats;
pub mod strong_heuristic;
pub mod walking_distance;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
