//! Approval questions on the screen: an `approval_requested` event becomes a request the UI shows
//! inline, and the person's key press becomes an `Op::Approve` for the agent.

use ouzel::AgentEvent;
use ouzel::core::Risk;
use serde_json::Value;

/// A call waiting for the person's answer.
#[derive(Debug, Clone, PartialEq)]
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
}

impl ApprovalRequest {
    /// A request without the tool's definition, for tests and embedders: the key argument is a
    /// conventionally named argument, else the first text.
    pub fn new(
        id: impl Into<String>,
        tool: impl Into<String>,
        risk: Risk,
        input: Value,
        reason: impl Into<String>,
    ) -> Self {
        Self {
            id: id.into(),
            tool: tool.into(),
            risk,
            key_argument: input.as_object().and_then(|o| {
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
        }
    }

    /// The request an `approval_requested` event carries; `None` for other events.
    pub fn from_event(event: &AgentEvent) -> Option<Self> {
        let AgentEvent::ApprovalRequested {
            id,
            name,
            input,
            risk,
            key_argument,
            reason,
            preview,
            ..
        } = event
        else {
            return None;
        };
        Some(Self {
            id: id.to_string(),
            tool: name.clone(),
            risk: *risk,
            key_argument: key_argument.clone(),
            input: input.clone(),
            reason: reason.clone(),
            preview: preview.clone(),
        })
    }

    /// The same request showing what the call would change.
    pub fn with_preview(mut self, preview: impl Into<String>) -> Self {
        self.preview = Some(preview.into());
        self
    }
}
