//! The session store port: where committed history goes. `ouzel-store` implements it on SQLite.

use crate::ids::SessionId;
use crate::message::Message;
use crate::todo::TodoItem;
use crate::turn::TurnState;
use crate::usage::TokenUsage;
use async_trait::async_trait;

/// A store failure.
#[derive(Debug, thiserror::Error)]
#[error("session store: {message}")]
pub struct StoreError {
    /// What failed, naming the database.
    pub message: String,
    /// The write may have been stored although it failed (the connection broke after its
    /// commit was sent): writing it again could store it twice, so it is not tried again.
    pub uncertain: bool,
}

impl StoreError {
    /// A failure that stored nothing.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            uncertain: false,
        }
    }

    /// A write that may or may not have been stored (see [`Self::uncertain`](StoreError#structfield.uncertain)).
    pub fn uncertain(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            uncertain: true,
        }
    }
}

/// Persists a session's history step by step.
#[async_trait]
pub trait SessionStore: Send + Sync {
    /// Commits messages (one step: an assistant answer and its tool results) atomically, with
    /// the usage that step cost.
    async fn append(&self, session: &SessionId, messages: &[Message], usage: &TokenUsage) -> Result<(), StoreError>;

    /// Records a compaction: every message but the last `keep_last` is hidden from the model
    /// (never deleted) and `summary` stands for them when the session is loaded again.
    async fn compact(&self, _session: &SessionId, _keep_last: usize, _summary: &Message) -> Result<(), StoreError> {
        Ok(())
    }

    /// Saves where the session's turn stands after a step; `None` when no turn is unfinished
    /// (it ended). A store that keeps nothing cannot resume turns.
    async fn save_turn(&self, _session: &SessionId, _turn: Option<&TurnState>) -> Result<(), StoreError> {
        Ok(())
    }

    /// Commits a step and saves where the turn stands after it (`None`: the turn ended). A store
    /// that can should do both in one transaction, so the stored turn never disagrees with the
    /// stored history; the default does one after the other.
    async fn append_with_turn(
        &self,
        session: &SessionId,
        messages: &[Message],
        usage: &TokenUsage,
        turn: Option<&TurnState>,
    ) -> Result<(), StoreError> {
        self.append(session, messages, usage).await?;
        self.save_turn(session, turn).await
    }

    /// Replaces the session's todo list (the model's `todo_write`). A store that keeps nothing
    /// forgets it.
    async fn save_todos(&self, _session: &SessionId, _items: &[TodoItem]) -> Result<(), StoreError> {
        Ok(())
    }

    /// The session's todo list as last saved; empty when there is none.
    async fn load_todos(&self, _session: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        Ok(Vec::new())
    }

    /// Records that the session goes on with `model` (`provider/model`, after `Op::SetModel`),
    /// so listings show the model it last used. A store that keeps nothing forgets it.
    async fn set_model(&self, _session: &SessionId, _model: &str) -> Result<(), StoreError> {
        Ok(())
    }

    /// The session's unfinished turn, if any. A state this build cannot read is an error
    /// naming the session and what to do (see [`TurnState::decode`]).
    async fn load_turn(&self, _session: &SessionId) -> Result<Option<TurnState>, StoreError> {
        Ok(None)
    }
}
