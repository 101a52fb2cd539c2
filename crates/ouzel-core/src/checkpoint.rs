//! The checkpoint port: what the loop and the executor tell whoever keeps checkpoints, so a
//! user turn can be rewound (issue 23). The core decides *when* (a user turn begins; a call
//! that may write is about to run, and has run) and *what may change* (the paths a tool's
//! definition declares, or the whole workspace when nobody can say); how pre-images are taken
//! and kept is the implementation's (`ouzel-checkpoint`).

use crate::ids::ToolCallId;
use crate::message::Message;
use async_trait::async_trait;
use std::path::PathBuf;
use std::sync::Arc;

/// What a call may change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach<'a> {
    /// Only these paths (absolute, normalised against the workspace), and what is under them.
    Paths(&'a [PathBuf]),
    /// Anything in the workspace: a shell command, an agent, an MCP tool.
    Workspace,
}

/// A checkpoint could not be taken or recorded; the call still runs, but its changes may not
/// be rewindable.
#[derive(Debug, thiserror::Error)]
#[error("checkpoint: {message}")]
pub struct CheckpointError {
    /// What failed and where.
    pub message: String,
}

/// Keeps what restoring the workspace to the start of a user turn needs.
#[async_trait]
pub trait Checkpoints: Send + Sync {
    /// A user turn begins with `prompt` (as committed to the session, timestamp included);
    /// changes from now on belong to it. Also called when an unfinished turn is continued.
    async fn begin_turn(&self, prompt: &Message) -> Result<(), CheckpointError>;

    /// Call `call` is about to run and may change `reach`: take what restoring it needs.
    async fn before_call(&self, call: &ToolCallId, reach: Reach<'_>) -> Result<(), CheckpointError>;

    /// Call `call` has run (whatever its outcome): record what it changed. A keeper may
    /// return before the record is made, and make it before anything else it is asked;
    /// [`Checkpoints::settle`] waits for it.
    async fn after_call(&self, call: &ToolCallId) -> Result<(), CheckpointError>;

    /// Waits until what the calls so far changed is recorded; the failure of a record made
    /// after [`Checkpoints::after_call`] returned, once. The loop settles before it stores a
    /// step (so a stored step's changes are recorded) and when a run ends.
    async fn settle(&self) -> Result<(), CheckpointError> {
        Ok(())
    }
}

#[async_trait]
impl<T: Checkpoints + ?Sized> Checkpoints for Arc<T> {
    async fn begin_turn(&self, prompt: &Message) -> Result<(), CheckpointError> {
        (**self).begin_turn(prompt).await
    }
    async fn before_call(&self, call: &ToolCallId, reach: Reach<'_>) -> Result<(), CheckpointError> {
        (**self).before_call(call, reach).await
    }
    async fn after_call(&self, call: &ToolCallId) -> Result<(), CheckpointError> {
        (**self).after_call(call).await
    }
    async fn settle(&self) -> Result<(), CheckpointError> {
        (**self).settle().await
    }
}
