//! The built-in tools against real files, git repositories, processes and a local HTTP server
//! in temporary workspaces, one test binary.
#![allow(clippy::unwrap_used, missing_docs)]

mod front_files;
mod fs;
mod git;
mod run_tests;
mod sandbox;
mod scaffold;
mod search;
mod web;

use ouzel_core::{CancellationToken, ExtraDir, SessionId, Tool, ToolCallId, ToolContext, ToolError, ToolOutput};
use serde_json::Value;
use std::path::Path;

/// A temporary workspace and a context for calls in it.
pub(crate) struct Ws {
    _dir: tempfile::TempDir,
    pub(crate) ctx: ToolContext,
}

impl Ws {
    pub(crate) fn new() -> Self {
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

    /// The same workspace with extra directories allowed.
    pub(crate) fn with_extra(mut self, dirs: Vec<ExtraDir>) -> Self {
        self.ctx = self.ctx.with_extra_dirs(dirs.into());
        self
    }

    pub(crate) fn root(&self) -> &Path {
        &self.ctx.workspace
    }

    pub(crate) fn write(&self, rel: &str, content: impl AsRef<[u8]>) {
        let p = self.root().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, content).unwrap();
    }

    pub(crate) fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.root().join(rel)).unwrap()
    }

    pub(crate) fn exists(&self, rel: &str) -> bool {
        self.root().join(rel).symlink_metadata().is_ok()
    }

    pub(crate) async fn call(&self, tool: &dyn Tool, input: Value) -> Result<ToolOutput, ToolError> {
        tool.call(input, &self.ctx).await
    }

    /// What the tool shows an approver for this call, without running it.
    pub(crate) async fn preview(&self, tool: &dyn Tool, input: Value) -> Option<String> {
        tool.preview(&input, &self.ctx).await
    }

    /// The call's output text; panics on a tool error.
    pub(crate) async fn ok(&self, tool: &dyn Tool, input: Value) -> String {
        match tool.call(input.clone(), &self.ctx).await {
            Ok(out) => out.content,
            Err(e) => panic!("{} {input} failed: {e}", tool.definition().name),
        }
    }

    /// The call's error; panics if it succeeds.
    pub(crate) async fn err(&self, tool: &dyn Tool, input: Value) -> ToolError {
        match tool.call(input.clone(), &self.ctx).await {
            Ok(out) => panic!("{} {input} succeeded: {}", tool.definition().name, out.content),
            Err(e) => e,
        }
    }
}

pub(crate) fn is_outside(e: &ToolError) -> bool {
    matches!(e, ToolError::OutsideWorkspace { .. })
}
