//! WebAssembly glue (filled in by the wasm layer work).
