//! The event stream every front reads: headless JSON, the TUI, the MCP server, embedders.
//! `docs/events.md` documents this enum; a test keeps the two in step.

use crate::ids::{SessionId, ToolCallId};
use crate::mode::SessionMode;
use crate::op::ApprovalChoice;
use crate::todo::TodoItem;
use crate::tool::Risk;
use crate::usage::TokenUsage;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the run is doing now, so a UI never has to guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RunState {
    /// A request is on its way to the model.
    WaitingForModel,
    /// The model's answer is arriving.
    Streaming,
    /// Tools are running.
    RunningTools,
    /// A call waits for a person's answer (see `approval_requested`).
    AwaitingApproval,
    /// The run is over.
    Done,
}

/// Why a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinishReason {
    /// The model answered without tool calls.
    Completed,
    /// The iteration cap was reached.
    IterationLimit,
    /// The token budget was spent.
    TokenLimit,
    /// The wall-clock limit was reached.
    Timeout,
    /// The user cancelled.
    Cancelled,
    /// The model kept answering with nothing.
    Empty,
    /// An error ended the run (see the preceding `error` event).
    Error,
}

/// Who or what made a permission decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// The call may run.
    Allow,
    /// The call is refused.
    Deny,
    /// A person must be asked.
    Ask,
}

/// One thing that happened during a run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum AgentEvent {
    /// The run began; first event of every run.
    SessionStarted {
        /// The session's id (use it with `--resume`).
        session_id: SessionId,
        /// `provider/model`.
        model: String,
        /// The workspace root.
        workspace: String,
    },
    /// The run moved to another state.
    StateChanged {
        /// The new state.
        state: RunState,
    },
    /// Part of the model's answer text, as it streams.
    TextDelta {
        /// The new text.
        text: String,
    },
    /// Part of the model's reasoning, as it streams.
    ThinkingDelta {
        /// The new text.
        text: String,
    },
    /// The model's full answer text for this response.
    Text {
        /// The text.
        text: String,
    },
    /// A tool call started streaming.
    ToolCallStart {
        /// The call id.
        id: ToolCallId,
        /// The tool name.
        name: String,
    },
    /// More argument text of a streaming tool call.
    ToolCallDelta {
        /// The call id.
        id: ToolCallId,
        /// The new argument text.
        delta: String,
    },
    /// A tool call finished streaming.
    ToolCallEnd {
        /// The call id.
        id: ToolCallId,
    },
    /// A tool call was registered for execution.
    ToolCall {
        /// The call id.
        id: ToolCallId,
        /// The tool name.
        name: String,
        /// The parsed arguments (or the raw text when they did not parse).
        input: Value,
        /// The arguments were not valid JSON and were repaired.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        repaired: bool,
        /// The model wrote this call as text (a `<tool_call>` block or a JSON call object) and
        /// ouzel recovered it (`tool_calls = "text"` or `"auto"`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        recovered: bool,
    },
    /// A batch of tool calls is starting; calls in one batch run concurrently.
    ToolBatchStarted {
        /// The call ids in the batch.
        ids: Vec<ToolCallId>,
        /// The tool names in the batch.
        names: Vec<String>,
    },
    /// The permission gate decided on a call.
    PermissionDecision {
        /// The call id.
        id: ToolCallId,
        /// The tool name.
        name: String,
        /// The decision.
        decision: Decision,
        /// The rule or mode that decided (`risk:low`, `--approve-all`, `rule:shell:git status`, …).
        by: crate::decided::DecidedBy,
    },
    /// A call needs a person's answer: nothing (rules, hooks, `--approve-all`, `--reject-all`,
    /// an earlier "yes for the session") decided it. Answer with `Op::Approve` and this `id`.
    ApprovalRequested {
        /// The call id.
        id: ToolCallId,
        /// The tool name.
        name: String,
        /// The arguments.
        input: Value,
        /// The tool's risk.
        risk: Risk,
        /// The argument naming what the call acts on (a path, a command), if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key_argument: Option<String>,
        /// Why approval is needed (`risk:high`, a rule).
        reason: String,
        /// What the call would change, worked out by the tool (a unified diff for a write).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        preview: Option<String>,
        /// The answers offered.
        options: Vec<ApprovalChoice>,
    },
    /// A call was refused; the model gets an error result saying so.
    PermissionDenied {
        /// The call id.
        id: ToolCallId,
        /// The tool name.
        name: String,
        /// Why, and how to allow it.
        message: String,
    },
    /// A tool call finished.
    ToolResult {
        /// The call id.
        id: ToolCallId,
        /// The tool name.
        name: String,
        /// What the model sees.
        content: String,
        /// Whether the call failed.
        is_error: bool,
        /// Served from the cache.
        #[serde(default)]
        cached: bool,
        /// How long it took.
        #[serde(default)]
        duration_ms: u64,
        /// Structured extras for UIs (an exit code, a count).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        metadata: Option<Value>,
        /// What the call changed in a file, as a unified diff (a write or an edit that worked).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        diff: Option<String>,
    },
    /// Tokens spent by the last model response.
    Usage {
        /// This response.
        usage: TokenUsage,
        /// The run so far.
        total: TokenUsage,
    },
    /// A model call failed; `retryable` tells whether another attempt follows.
    LlmError {
        /// Stable error name (`rate_limited`, `timeout`, …).
        error_type: String,
        /// What happened.
        message: String,
        /// Whether the call will be retried.
        retryable: bool,
        /// Which attempt failed (1-based).
        attempt: u32,
        /// Wait before the next attempt.
        delay_ms: u64,
    },
    /// Older turns were summarised to fit the context window (the store keeps them).
    ContextCompacted {
        /// Estimated tokens sent before.
        tokens_before: u64,
        /// Estimated tokens sent after.
        tokens_after: u64,
    },
    /// The model wrote its todo list (`todo_write`), or a resumed session brought one back:
    /// the whole list, in order.
    PlanUpdated {
        /// The items, in order.
        items: Vec<TodoItem>,
    },
    /// The session's mode changed (`Op::SetMode`).
    ModeChanged {
        /// The mode now in force.
        mode: SessionMode,
    },
    /// Something the user should know that is not an error.
    Notice {
        /// The notice.
        message: String,
    },
    /// An error that ends the run.
    Error {
        /// What happened, where, and what to do.
        message: String,
    },
    /// The iteration cap ended the run.
    IterationLimitReached {
        /// The cap.
        limit: u32,
    },
    /// The token budget ended the run.
    TokenLimitReached {
        /// The budget.
        limit: u64,
        /// Tokens used.
        used: u64,
    },
    /// The wall-clock limit ended the run.
    Timeout {
        /// The limit in milliseconds.
        limit_ms: u64,
    },
    /// The user cancelled; history was left consistent.
    Cancelled,
    /// Last event of every run.
    Finished {
        /// Why it ended.
        reason: FinishReason,
        /// Tokens spent by the whole run.
        usage: TokenUsage,
        /// The session's id.
        session_id: SessionId,
        /// Tool cache hits and misses in this run.
        #[serde(default)]
        cache_hits: u64,
        /// Tool cache misses in this run.
        #[serde(default)]
        cache_misses: u64,
    },
}

impl AgentEvent {
    /// The event's `type` tag.
    pub fn type_name(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("type").and_then(|t| t.as_str()).map(str::to_owned))
            .unwrap_or_default()
    }
}

/// An event as the stream delivers it: where in the run it happened, and the event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// The event.
    #[serde(flatten)]
    pub event: AgentEvent,
    /// The loop iteration (1-based; 0 before the first model call).
    pub iteration: u32,
    /// Tokens spent by the run so far.
    pub total_tokens: u64,
    /// The nesting path for events of agents called as tools (empty at the top level).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_serialize_with_a_type_tag_and_run_position() {
        let e = Event {
            event: AgentEvent::Text { text: "hi".into() },
            iteration: 2,
            total_tokens: 30,
            path: vec![],
        };
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"type": "text", "text": "hi", "iteration": 2, "total_tokens": 30})
        );
        let back: Event = serde_json::from_value(v).unwrap();
        assert_eq!(back, e);
        assert_eq!(AgentEvent::Cancelled.type_name(), "cancelled");
    }
}

#[cfg(test)]
mod docs_tests {
    use super::*;
    use crate::ids::{SessionId, ToolCallId};
    use crate::op::ApprovalChoice;
    use crate::tool::Risk;

    /// One example of every variant; the match makes a new variant a compile error here until
    /// it is added (and documented).
    fn examples() -> Vec<AgentEvent> {
        let all = vec![
            AgentEvent::SessionStarted {
                session_id: SessionId::new("s"),
                model: String::new(),
                workspace: String::new(),
            },
            AgentEvent::StateChanged { state: RunState::Done },
            AgentEvent::TextDelta { text: String::new() },
            AgentEvent::ThinkingDelta { text: String::new() },
            AgentEvent::Text { text: String::new() },
            AgentEvent::ToolCallStart {
                id: ToolCallId::new(""),
                name: String::new(),
            },
            AgentEvent::ToolCallDelta {
                id: ToolCallId::new(""),
                delta: String::new(),
            },
            AgentEvent::ToolCallEnd {
                id: ToolCallId::new(""),
            },
            AgentEvent::ToolCall {
                id: ToolCallId::new(""),
                name: String::new(),
                input: Value::Null,
                repaired: false,
                recovered: false,
            },
            AgentEvent::ToolBatchStarted {
                ids: vec![],
                names: vec![],
            },
            AgentEvent::PermissionDecision {
                id: ToolCallId::new(""),
                name: String::new(),
                decision: Decision::Allow,
                by: crate::decided::DecidedBy::User,
            },
            AgentEvent::ApprovalRequested {
                id: ToolCallId::new(""),
                name: String::new(),
                input: Value::Null,
                risk: Risk::High,
                key_argument: None,
                reason: String::new(),
                preview: None,
                options: ApprovalChoice::ALL.to_vec(),
            },
            AgentEvent::PermissionDenied {
                id: ToolCallId::new(""),
                name: String::new(),
                message: String::new(),
            },
            AgentEvent::ToolResult {
                id: ToolCallId::new(""),
                name: String::new(),
                content: String::new(),
                is_error: false,
                cached: false,
                duration_ms: 0,
                metadata: None,
                diff: None,
            },
            AgentEvent::Usage {
                usage: TokenUsage::default(),
                total: TokenUsage::default(),
            },
            AgentEvent::LlmError {
                error_type: String::new(),
                message: String::new(),
                retryable: false,
                attempt: 1,
                delay_ms: 0,
            },
            AgentEvent::ContextCompacted {
                tokens_before: 2,
                tokens_after: 1,
            },
            AgentEvent::PlanUpdated { items: Vec::new() },
            AgentEvent::ModeChanged {
                mode: SessionMode::Plan,
            },
            AgentEvent::Notice { message: String::new() },
            AgentEvent::Error { message: String::new() },
            AgentEvent::IterationLimitReached { limit: 1 },
            AgentEvent::TokenLimitReached { limit: 1, used: 1 },
            AgentEvent::Timeout { limit_ms: 1 },
            AgentEvent::Cancelled,
            AgentEvent::Finished {
                reason: FinishReason::Completed,
                usage: TokenUsage::default(),
                session_id: SessionId::new("s"),
                cache_hits: 0,
                cache_misses: 0,
            },
        ];
        for e in &all {
            match e {
                AgentEvent::SessionStarted { .. }
                | AgentEvent::StateChanged { .. }
                | AgentEvent::TextDelta { .. }
                | AgentEvent::ThinkingDelta { .. }
                | AgentEvent::Text { .. }
                | AgentEvent::ToolCallStart { .. }
                | AgentEvent::ToolCallDelta { .. }
                | AgentEvent::ToolCallEnd { .. }
                | AgentEvent::ToolCall { .. }
                | AgentEvent::ToolBatchStarted { .. }
                | AgentEvent::PermissionDecision { .. }
                | AgentEvent::ApprovalRequested { .. }
                | AgentEvent::PermissionDenied { .. }
                | AgentEvent::ToolResult { .. }
                | AgentEvent::Usage { .. }
                | AgentEvent::LlmError { .. }
                | AgentEvent::ContextCompacted { .. }
                | AgentEvent::PlanUpdated { .. }
                | AgentEvent::ModeChanged { .. }
                | AgentEvent::Notice { .. }
                | AgentEvent::Error { .. }
                | AgentEvent::IterationLimitReached { .. }
                | AgentEvent::TokenLimitReached { .. }
                | AgentEvent::Timeout { .. }
                | AgentEvent::Cancelled
                | AgentEvent::Finished { .. } => {}
            }
        }
        all
    }

    #[test]
    fn every_event_type_is_documented_in_docs_events_md() {
        let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/events.md")).unwrap();
        for e in examples() {
            let heading = format!("### `{}`", e.type_name());
            assert!(doc.contains(&heading), "docs/events.md lacks {heading}");
        }
    }
}
