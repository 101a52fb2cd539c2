//! End-to-end tests of the `ouzel` binary against an in-process server that speaks the real
//! OpenAI Chat Completions SSE format.
#![allow(clippy::unwrap_used, unreachable_pub)]

mod acp;
mod architecture;
mod batch;
mod commands;
mod exec;
mod fleet;
mod hooks;
mod images;
mod kill_matrix;
mod local;
mod mcp;
mod plan;
mod providers;
mod replay;
mod rewind;
mod run;
mod security;
mod session_lock;
mod sessions;
mod store_loss;
mod support;
#[cfg(feature = "temporal")]
mod temporal;
mod tui;
mod usage;
