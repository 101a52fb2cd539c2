//! The executor and loop with the real built-in tools on real files and processes, driven by a
//! scripted provider; and what the facade wires, against a real SSE server.
#![allow(clippy::unwrap_used, unreachable_pub, missing_docs)]

mod checkpoints;
mod engine;
mod examples;
mod hooks;
mod per_turn;
mod replay;
mod skills;
mod wiring;
