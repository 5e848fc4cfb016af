//! wasm glue for the analysis view (see docs/wasm-api.md).
