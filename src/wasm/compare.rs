//! wasm glue for the compare view (see docs/wasm-api.md).
