//! ouzel as an [Agent Client Protocol](https://agentclientprotocol.com/) agent: the editor
//! (Zed, a JetBrains IDE, Neovim) spawns `ouzel acp` and speaks ACP v1 over its stdin and
//! stdout; this crate turns each request into [`Op`](ouzel::core::Op)s for an
//! [`Agent`](ouzel::Agent) and each [`AgentEvent`](ouzel::AgentEvent) into `session/update`s,
//! and asks the editor (`session/request_permission`) what the permission gate leaves to a
//! person. One job: the mapping. Sessions are ouzel's own (same store, same ids), so a session
//! started in the editor resumes in the TUI and the other way round.
//!
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let (config, _warnings) = ouzel::load_config(std::path::Path::new("."))?;
//! let options = ouzel_acp::AcpOptions::new(config, ouzel::RunOptions::new("."));
//! ouzel_acp::serve_stdio(options).await?;
//! # Ok(())
//! # }
//! ```

mod map;
mod server;
mod terminal;

pub use server::{AcpOptions, agent, serve_stdio};

/// Why serving ACP stopped.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AcpError {
    /// The config could not be read.
    #[error(transparent)]
    Config(#[from] ouzel::ConfigError),
    /// The connection failed (not a clean end of input).
    #[error("ACP connection: {0}")]
    Connection(String),
}
