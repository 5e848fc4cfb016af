//! wasm glue for the lab view (see docs/wasm-api.md).
