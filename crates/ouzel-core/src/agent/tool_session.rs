//! A session of single tool calls, for a front that serves tools rather than turns (the MCP
//! server): no model and no history, so no [`Agent`](super::Agent), but the same protocol. A
//! call goes in and its events come out — `tool_call`, `tool_batch_started`,
//! `approval_requested` when the permission gate asks a person, `tool_result` — and the front
//! answers a question with [`Op::Approve`] through [`ToolSession::submit`], as it would answer an
//! agent. The gate decides, as it does for a turn's calls; the front only carries the question
//! to a person and the answer back.

use super::stream::RunStream;
use crate::emit::Emitter;
use crate::event::AgentEvent;
use crate::executor::{Executor, PendingCall};
use crate::op::{Op, OpError};
use crate::permission::PermissionGate;
use std::sync::{Arc, Mutex};
use tokio_util::sync::CancellationToken;

/// Runs single tool calls through an [`Executor`] (and so its layers and permission gate),
/// speaking [`Op`]s and events. Cheap to clone; clones share the executor and the gate's
/// session approvals.
#[derive(Clone)]
pub struct ToolSession {
    executor: Executor,
    /// The parent of every running call's token: `Op::Cancel` cancels them all.
    cancel: Arc<Mutex<CancellationToken>>,
}

impl std::fmt::Debug for ToolSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ToolSession")
            .field("session", self.executor.session_id())
            .finish_non_exhaustive()
    }
}

impl ToolSession {
    /// A session over `executor`.
    pub fn new(executor: Executor) -> Self {
        Self {
            executor,
            cancel: Arc::new(Mutex::new(CancellationToken::new())),
        }
    }

    /// The executor the calls run in.
    pub fn executor(&self) -> &Executor {
        &self.executor
    }

    /// Runs `call`; the stream carries its events and ends after its `tool_result` (whose
    /// `id` is the call's). Dropping the stream cancels the call.
    pub fn call(&self, call: PendingCall) -> RunStream {
        let token = self.cancel.lock().unwrap_or_else(|e| e.into_inner()).child_token();
        let executor = self.executor.clone();
        let run_token = token.clone();
        RunStream::spawn_with(token, move |emit: Emitter| async move {
            executor.calls().register(&call.id, &call.name);
            emit.emit(AgentEvent::ToolCall {
                id: call.id.clone(),
                name: call.name.clone(),
                input: call
                    .input
                    .clone()
                    .unwrap_or_else(|e| serde_json::Value::String(e.message)),
                repaired: false,
                recovered: false,
            });
            executor
                .execute(std::slice::from_ref(&call), Vec::new(), &run_token, &emit)
                .await;
        })
    }

    /// The way in besides calls: `approve` answers an `approval_requested` event, `cancel`
    /// cancels every running call, `set_trust` and `set_mode` change the gate for later calls.
    /// Ops about turns (`user_message`, `set_model`, `compact`, ...) do not apply: their
    /// stream carries one `error` event saying so, and nothing changes.
    pub fn submit(&self, op: Op) -> RunStream {
        match gate_op(self.executor.gate(), op) {
            Ok(answered) => answered,
            Err(Op::Cancel) => {
                let mut parent = self.cancel.lock().unwrap_or_else(|e| e.into_inner());
                parent.cancel();
                // Calls made from now on run again.
                *parent = CancellationToken::new();
                RunStream::done(Vec::new())
            }
            Err(other) => super::refused(Some(OpError::NoTurns { op: other.type_name() })),
        }
    }
}

/// The ops the permission gate takes, answered the same way for an agent and a tool session:
/// the gate is the one place they act. Gives back any other op.
pub(super) fn gate_op(gate: &PermissionGate, op: Op) -> Result<RunStream, Op> {
    match op {
        Op::Approve { id, answer } => Ok(super::refused(gate.approve(&id, answer).err())),
        Op::SetTrust { on } => {
            gate.set_trust(on);
            Ok(RunStream::done(Vec::new()))
        }
        Op::SetMode { mode } => {
            gate.set_session_mode(mode);
            Ok(RunStream::done(vec![AgentEvent::ModeChanged { mode }]))
        }
        other => Err(other),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::ids::{SessionId, ToolCallId};
    use crate::op::Approval;
    use crate::permission::ApprovalMode;
    use crate::tool::{Risk, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry};
    use futures::StreamExt;
    use serde_json::{Value, json};

    /// A tool that writes (Medium risk), so the gate asks before it runs.
    struct Touch(ToolDefinition);

    #[async_trait::async_trait]
    impl crate::tool::Tool for Touch {
        fn definition(&self) -> &ToolDefinition {
            &self.0
        }

        async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
            Ok(ToolOutput::text(format!("touched {}", input["path"])))
        }
    }

    fn session() -> ToolSession {
        let tools = ToolRegistry::new();
        tools.register(Touch(
            ToolDefinition::new("touch", "Touches a file.", json!({"type": "object"}))
                .with_risk(Risk::Medium)
                .with_category(ToolCategory::Filesystem),
        ));
        let gate = PermissionGate::new(ApprovalMode::Interactive).with_asking(true);
        let dir = std::env::temp_dir();
        ToolSession::new(Executor::new(tools, Arc::new(gate), dir, SessionId::generate()))
    }

    fn touch(id: &str) -> PendingCall {
        PendingCall {
            id: ToolCallId::new(id),
            name: "touch".into(),
            input: Ok(json!({"path": "a.txt"})),
        }
    }

    /// Reads `stream` to its end, answering each question with `answer`; the events seen.
    async fn answered(s: &ToolSession, mut stream: RunStream, answer: Approval) -> Vec<Event> {
        let mut seen = Vec::new();
        while let Some(e) = stream.next().await {
            if let AgentEvent::ApprovalRequested { id, .. } = &e.event {
                let refused = s
                    .submit(Op::Approve {
                        id: id.clone(),
                        answer: answer.clone(),
                    })
                    .collect_all()
                    .await;
                assert!(refused.is_empty(), "{refused:?}");
            }
            seen.push(e);
        }
        seen
    }

    fn result(events: &[Event]) -> (String, bool) {
        events
            .iter()
            .find_map(|e| match &e.event {
                AgentEvent::ToolResult { content, is_error, .. } => Some((content.clone(), *is_error)),
                _ => None,
            })
            .unwrap()
    }

    #[tokio::test]
    async fn a_call_the_gate_asks_about_runs_once_approved_through_an_op() {
        let s = session();
        let events = answered(&s, s.call(touch("c1")), Approval::Once).await;
        let types: Vec<String> = events.iter().map(|e| e.event.type_name()).collect();
        assert_eq!(types.first().map(String::as_str), Some("tool_call"));
        assert!(types.iter().any(|t| t == "approval_requested"), "{types:?}");
        assert_eq!(result(&events), ("touched \"a.txt\"".into(), false));
    }

    #[tokio::test]
    async fn a_denial_through_an_op_refuses_the_call_and_session_approval_is_remembered() {
        let s = session();
        let events = answered(&s, s.call(touch("c1")), Approval::Deny).await;
        assert!(result(&events).1, "denied: {events:?}");
        answered(&s, s.call(touch("c2")), Approval::Session).await;
        // Approved for the session: the third call is not asked about.
        let events = s.call(touch("c3")).collect_all().await;
        assert!(
            !events.iter().any(|e| e.event.type_name() == "approval_requested"),
            "{events:?}"
        );
        assert!(!result(&events).1, "{events:?}");
    }

    #[tokio::test]
    async fn ops_about_turns_and_answers_nobody_asked_for_are_refused_with_a_reason() {
        let s = session();
        let out = s.submit(Op::user_message("hi")).collect_all().await;
        assert!(
            matches!(&out[0].event, AgentEvent::Error { message } if message.contains("single tool calls")),
            "{out:?}"
        );
        let out = s
            .submit(Op::Approve {
                id: ToolCallId::new("nobody"),
                answer: Approval::Once,
            })
            .collect_all()
            .await;
        assert!(
            matches!(&out[0].event, AgentEvent::Error { message } if message.contains("nobody")),
            "{out:?}"
        );
    }
}
