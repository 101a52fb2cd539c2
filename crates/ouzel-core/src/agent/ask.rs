//! [`Agent::ask`]: a question in, the final answer out, for programs that want the answer
//! rather than the event stream.

use super::{Agent, RunOutcome};
use crate::emit::Emitter;
use crate::event::FinishReason;
use tokio_util::sync::CancellationToken;

/// A run that ended without an answer: why, and the error that ended it when one did.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("the run ended without an answer ({reason:?}){}", error.as_deref().map(|e| format!(": {e}")).unwrap_or_default())]
pub struct NoAnswer {
    /// Why the run ended.
    pub reason: FinishReason,
    /// The message of the error that ended it, if one did.
    pub error: Option<String>,
}

impl Agent {
    /// Sends `question` as a user message, runs the turn to its end and returns the final
    /// answer. The events are not kept; use [`Self::run`] to watch them.
    pub async fn ask(&self, question: impl Into<String>) -> Result<String, NoAnswer> {
        let (emit, _events) = Emitter::channel();
        let RunOutcome {
            reason, answer, error, ..
        } = self.run_nested(question, emit, CancellationToken::new()).await;
        match (reason, answer) {
            (FinishReason::Completed, Some(answer)) => Ok(answer),
            (reason, _) => Err(NoAnswer { reason, error }),
        }
    }
}
