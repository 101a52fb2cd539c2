//! The project tools (git, run_tests, web_fetch, scaffolding) against real repositories,
//! processes, files and a local HTTP server. One test binary, one link.
#![allow(clippy::unwrap_used, clippy::new_without_default, missing_docs, unreachable_pub)]

mod git;
mod run_tests;
mod scaffold;
mod web;

use ouzel_core::{CancellationToken, SessionId, Tool, ToolCallId, ToolContext, ToolError, ToolOutput};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// A temporary workspace and a context for tool calls in it.
pub struct Ws {
    _dir: tempfile::TempDir,
    pub ctx: ToolContext,
}

impl Ws {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let ctx = ToolContext::new(
            root,
            ToolCallId::new("c"),
            SessionId::new("s"),
            CancellationToken::new(),
        );
        Self { _dir: dir, ctx }
    }

    pub fn root(&self) -> &Path {
        &self.ctx.workspace
    }

    pub fn write(&self, rel: &str, content: impl AsRef<[u8]>) {
        let p = self.root().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, content).unwrap();
    }

    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.root().join(rel)).unwrap()
    }

    pub async fn call(&self, tool: &dyn Tool, input: Value) -> Result<ToolOutput, ToolError> {
        tool.call(input, &self.ctx).await
    }

    /// Runs a command in `rel` (relative to the root) and returns its stdout; panics on failure.
    pub fn sh(&self, rel: &str, program: &str, args: &[&str]) -> String {
        let out = Command::new(program)
            .args(args)
            .current_dir(self.root().join(rel))
            .env("GIT_AUTHOR_DATE", "2024-01-02T03:04:05Z")
            .env("GIT_COMMITTER_DATE", "2024-01-02T03:04:05Z")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{program} {args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }
}
