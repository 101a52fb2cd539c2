//! ouzel's interactive terminal UI: a chat that streams the model's answer as Markdown, shows
//! every tool call as a card, and asks inline before a call that needs approval. It drives the
//! same [`ouzel::Agent`] and reads the same [`ouzel::Event`]s as `ouzel exec`.
//!
//! [`run`] takes over the terminal until the user leaves. The pieces are public for tests and
//! embedders: [`app::App`] holds the state and decides (keys, events → effects), [`view::draw`]
//! renders it with ratatui, and [`approval::ApprovalRequest`] is an `approval_requested` event
//! shown inline; the person's answer goes back as `Op::Approve`.
//!
//! ```no_run
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let (config, _warnings) = ouzel::load_config(std::path::Path::new("."))?;
//! ouzel_tui::run(config, ouzel::RunOptions::new(".")).await?;
//! # Ok(()) }
//! ```

pub mod app;
pub mod approval;
pub mod commands;
mod driver;
pub mod highlight;
pub mod input;
pub mod markdown;
pub mod remote;
pub mod terminal;
pub mod theme;
pub mod transcript;
pub mod view;
pub mod wrap;

pub use driver::{SavedSession, TuiError, run, run_with};
