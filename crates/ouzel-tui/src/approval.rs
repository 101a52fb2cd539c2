//! The bridge between the permission gate and the screen: the gate's [`Approver`] call becomes a
//! request the UI shows inline, and the person's key press becomes the gate's answer.

use ouzel::core::{Approval, Approver, CallInfo, Risk, async_trait};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

/// A call waiting for the person's answer.
#[derive(Debug)]
pub struct ApprovalRequest {
    /// The call id.
    pub id: String,
    /// The tool's name.
    pub tool: String,
    /// The tool's risk (Medium calls offer the trust toggle).
    pub risk: Risk,
    /// The argument naming what the call acts on, if any.
    pub key_argument: Option<String>,
    /// The arguments.
    pub input: Value,
    /// Why approval is needed (`risk:high`, a rule).
    pub reason: String,
    /// What the call would change, as the tool works it out (a unified diff for a file write).
    pub preview: Option<String>,
    reply: oneshot::Sender<Approval>,
}

impl ApprovalRequest {
    /// Answers the gate. Answering twice is impossible: the request is consumed.
    pub fn answer(self, approval: Approval) {
        // The gate stopped waiting (the turn was cancelled): nothing left to tell it.
        let _ = self.reply.send(approval);
    }

    /// A request and the receiver of its answer, for tests and embedders.
    pub fn new(
        id: impl Into<String>,
        tool: impl Into<String>,
        risk: Risk,
        input: Value,
        reason: impl Into<String>,
    ) -> (Self, oneshot::Receiver<Approval>) {
        let (reply, rx) = oneshot::channel();
        let input_key = input.clone();
        let request = Self {
            id: id.into(),
            tool: tool.into(),
            risk,
            // Without the tool's definition: a conventionally named argument, else the first text.
            key_argument: input_key.as_object().and_then(|o| {
                ["path", "command", "url", "pattern", "query"]
                    .iter()
                    .find_map(|k| o.get(*k))
                    .and_then(Value::as_str)
                    .or_else(|| o.values().find_map(Value::as_str))
                    .map(str::to_owned)
            }),
            input,
            reason: reason.into(),
            preview: None,
            reply,
        };
        (request, rx)
    }

    /// The same request showing what the call would change.
    pub fn with_preview(mut self, preview: impl Into<String>) -> Self {
        self.preview = Some(preview.into());
        self
    }
}

/// The [`Approver`] the TUI gives the permission gate: each question goes to the UI's queue.
#[derive(Debug, Clone)]
pub struct TuiApprover {
    tx: mpsc::UnboundedSender<ApprovalRequest>,
}

impl TuiApprover {
    /// An approver and the queue the UI reads questions from.
    pub fn channel() -> (Self, mpsc::UnboundedReceiver<ApprovalRequest>) {
        let (tx, rx) = mpsc::unbounded_channel();
        (Self { tx }, rx)
    }
}

#[async_trait]
impl Approver for TuiApprover {
    async fn ask(&self, call: &CallInfo<'_>, reason: &str) -> Approval {
        let (reply, rx) = oneshot::channel();
        // Worked out before the question goes up, so the person sees the change with it.
        let preview = call.preview().await;
        let request = ApprovalRequest {
            id: call.id.to_string(),
            tool: call.tool.name.clone(),
            risk: call.tool.risk,
            key_argument: call.tool.key_argument(call.input).map(str::to_owned),
            input: call.input.clone(),
            reason: reason.to_owned(),
            preview,
            reply,
        };
        if self.tx.send(request).is_err() {
            return Approval::Deny;
        }
        // A request dropped unanswered (the UI closed, the turn was cancelled) is a no.
        rx.await.unwrap_or(Approval::Deny)
    }
}
