//! End-to-end tests of the `ouzel` binary against an in-process server that speaks the real
//! OpenAI Chat Completions SSE format.
#![allow(clippy::unwrap_used, unreachable_pub)]

mod architecture;
mod exec;
mod kill_matrix;
mod local;
mod mcp;
mod providers;
mod run;
mod security;
mod sessions;
mod support;
mod tui;
