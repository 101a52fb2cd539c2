//! What travels through Temporal: the workflow's input, the activities' inputs and outputs, the
//! signals and the query. Plain serde data, converted to and from the core's types at the edge
//! (the core's `PendingCall` holds a parse error, which has no wire form: a call travels as the
//! text the model sent, and is parsed again where it is used, as a resumed turn does).

use ouzel::core::{
    AgentEvent, Approval, ContentBlock, Event, FinishReason, Message, ModelAnswer, ModelFailure, OpenCall, TokenUsage,
    TurnConfig, TurnState,
};
use serde::{Deserialize, Serialize};

/// The workflow's format. A worker runs workflows of this format and older; a run started with a
/// newer one is refused (its workflow task fails, saying so, and waits for a newer worker).
/// Format 2 runs the read-only calls of one answer together (format 1: one after another) and
/// keeps long tool outputs out of the history; format 3 also long call arguments, model texts,
/// diffs and approval previews.
pub const WORKFLOW_VERSION: u32 = 3;

/// How the worker rebuilds the run's agent (its model and tools); what `ouzel exec` chose.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AgentSpec {
    /// `PROVIDER/MODEL`, when chosen.
    pub model: Option<String>,
    /// The provider's base URL, when chosen.
    pub base_url: Option<String>,
    /// `interactive`, `approve_all` or `reject_all`.
    pub approval: String,
    /// Trust mode: Medium-risk calls run without asking.
    pub trust: bool,
    /// The JSON Schema the final answer must satisfy.
    pub output_schema: Option<serde_json::Value>,
    /// Plan mode.
    pub plan: bool,
    /// The workspace the run's tools work in: a directory inside the worker's own (`ouzel worker
    /// -C DIR`); the worker's directory when absent (runs started before this field existed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workspace: Option<String>,
}

/// The workflow's input: the run, and where it stands (a continued-as-new run carries its state).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunSpec {
    /// The format this run was started with ([`WORKFLOW_VERSION`] of the starting ouzel).
    pub version: u32,
    /// The session id (also the workflow id).
    pub session_id: String,
    /// The agent, as the worker rebuilds it.
    pub agent: AgentSpec,
    /// The turn machine's settings.
    pub config: TurnConfig,
    /// `provider/model`, for `session_started`.
    pub model_label: String,
    /// The workspace, for `session_started`.
    pub workspace: String,
    /// The model's context window, if known.
    pub context_window: Option<u64>,
    /// The tools offered (for the machine's text fallback).
    pub tool_names: Vec<String>,
    /// Tools whose calls change nothing: their activities are retried; any other call runs at
    /// most once.
    pub read_only_tools: Vec<String>,
    /// The task queue of the workers beside the workspace, where tool activities run.
    pub tool_queue: String,
    /// Continue as new once the workflow's history has this many events.
    pub continue_after: u32,
    /// Seconds without a heartbeat after which an activity's worker counts as dead.
    pub heartbeat_secs: u64,
    /// Tool outputs longer than this many bytes are stored outside the history and travel as
    /// references ([`crate::Blobs`]); 0: never.
    #[serde(default)]
    pub payload_limit: usize,
    /// The conversation so far.
    pub history: Vec<Message>,
    /// The user's message (a new run) — `None` for a continued one.
    pub prompt: Option<String>,
    /// Where the turn stood (a continued run).
    pub turn: Option<TurnState>,
    /// Tokens spent so far (a continued run).
    pub usage: TokenUsage,
    /// Tools answered `always` (a continued run).
    pub always: Vec<String>,
    /// Events sent before this run (a continued run): the event index the run starts at.
    pub events_before: usize,
    /// Commits made before this run (a continued run).
    pub commits_before: usize,
    /// Times the run continued as new.
    pub continued: u32,
    /// The last events of the run before (a continued run), so a client that lagged behind
    /// when it continued still gets them.
    #[serde(default)]
    pub recent_events: Vec<Event>,
    /// The last committed steps of the run before (a continued run), for the same reason.
    #[serde(default)]
    pub recent_commits: Vec<(Vec<Message>, TokenUsage)>,
}

/// How a run ended: the workflow's result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunResult {
    /// Why it ended.
    pub reason: FinishReason,
    /// The final answer, when it completed.
    pub answer: Option<String>,
    /// The error that ended it, if one did.
    pub error: Option<String>,
    /// Times the run continued as new.
    pub continued: u32,
}

/// A model answer as it travels.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct WireAnswer {
    /// The text.
    pub text: String,
    /// Thinking blocks.
    pub thinking: Vec<ContentBlock>,
    /// The calls, with their arguments as sent.
    pub calls: Vec<OpenCall>,
    /// What it cost.
    pub usage: Option<TokenUsage>,
    /// Something streamed.
    pub had_output: bool,
    /// The provider's content filter stopped it (absent in histories written before).
    #[serde(default)]
    pub filtered: bool,
}

impl WireAnswer {
    /// The answer as the core sent it.
    pub fn from_core(a: ModelAnswer) -> Self {
        Self {
            calls: a
                .calls
                .iter()
                .zip(&a.raw_args)
                .map(|(c, raw)| OpenCall {
                    id: c.id.clone(),
                    name: c.name.clone(),
                    raw_args: raw.clone(),
                })
                .collect(),
            text: a.text,
            thinking: a.thinking,
            usage: a.usage,
            had_output: a.had_output,
            filtered: a.filtered,
        }
    }

    /// The answer for the machine (arguments parsed again).
    pub fn into_core(self) -> ModelAnswer {
        ModelAnswer {
            calls: self.calls.iter().map(ouzel::core::pending_call).collect(),
            raw_args: self.calls.into_iter().map(|c| c.raw_args).collect(),
            text: self.text,
            thinking: self.thinking,
            usage: self.usage,
            had_output: self.had_output,
            filtered: self.filtered,
        }
    }
}

/// What a model activity returns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ModelOutcome {
    /// A complete answer.
    Answered(WireAnswer),
    /// The call was cancelled; what streamed.
    Interrupted(WireAnswer),
    /// The call failed after the provider's retries.
    Failed {
        /// `provider (model)`.
        label: String,
        /// The request does not fit the context window.
        context_too_long: bool,
        /// The error, with its hint.
        detail: String,
        /// What streamed before.
        partial: WireAnswer,
    },
}

impl ModelOutcome {
    /// The wire form of what the core's model step said.
    pub fn from_happened(h: ouzel::core::Happened) -> Self {
        use ouzel::core::Happened;
        match h {
            Happened::ModelAnswered(a) => Self::Answered(WireAnswer::from_core(a)),
            Happened::ModelInterrupted { partial } => Self::Interrupted(WireAnswer::from_core(partial)),
            Happened::ModelFailed { failure, partial } => Self::Failed {
                label: failure.label,
                context_too_long: failure.context_too_long,
                detail: failure.detail,
                partial: WireAnswer::from_core(partial),
            },
            other => Self::Failed {
                label: "model".into(),
                context_too_long: false,
                detail: format!("the model step said {other:?}"),
                partial: WireAnswer::default(),
            },
        }
    }

    /// What happened, for the machine.
    pub fn into_happened(self) -> ouzel::core::Happened {
        use ouzel::core::Happened;
        match self {
            Self::Answered(a) => Happened::ModelAnswered(a.into_core()),
            Self::Interrupted(a) => Happened::ModelInterrupted { partial: a.into_core() },
            Self::Failed {
                label,
                context_too_long,
                detail,
                partial,
            } => Happened::ModelFailed {
                failure: ModelFailure {
                    label,
                    context_too_long,
                    detail,
                },
                partial: partial.into_core(),
            },
        }
    }
}

/// A model activity's input.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ModelInput {
    /// The session.
    pub session_id: String,
    /// The agent.
    pub agent: AgentSpec,
    /// The messages to send.
    pub messages: Vec<Message>,
    /// Call arguments longer than this many bytes go back as references ([`crate::Blobs`]);
    /// 0: inline (runs of format 2 and older).
    #[serde(default)]
    pub args_limit: usize,
    /// The answer's text, likewise (0 when the turn reads the text: the text tool-call
    /// fallback, an output schema).
    #[serde(default)]
    pub text_limit: usize,
}

/// A model activity's output: what happened and the events it streamed.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ModelOutput {
    /// What happened.
    pub outcome: ModelOutcome,
    /// The events, in order.
    pub events: Vec<AgentEvent>,
}

/// A tool activity's input: one call.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ToolInput {
    /// The session.
    pub session_id: String,
    /// The agent.
    pub agent: AgentSpec,
    /// The call.
    pub call: OpenCall,
    /// A person's answer, when the call was asked about.
    pub approval: Option<Approval>,
    /// An output longer than this many bytes goes back as a reference ([`crate::Blobs`]).
    #[serde(default)]
    pub payload_limit: usize,
    /// A diff or a question's arguments and preview longer than this many bytes go back as
    /// references; 0: inline (runs of format 2 and older).
    #[serde(default)]
    pub args_limit: usize,
}

/// A tool activity's output.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum ToolOutput {
    /// The call returned (or was refused): its result block and events.
    Done {
        /// The `tool_result` block.
        result: ContentBlock,
        /// The events, in order.
        events: Vec<AgentEvent>,
    },
    /// The call needs a person's answer first; it did not run.
    NeedsApproval {
        /// The `approval_requested` event to show.
        event: AgentEvent,
        /// Events before the question.
        events: Vec<AgentEvent>,
    },
}

/// The `approve` signal: a person's answer to a question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ApproveSignal {
    /// The call asked about.
    pub id: String,
    /// The answer.
    pub answer: Approval,
}

/// The `progress` query's answer: what happened since the caller last asked.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Progress {
    /// Events from the index asked for.
    pub events: Vec<Event>,
    /// The index after the last event.
    pub next_event: usize,
    /// Committed steps from the index asked for: messages and their usage.
    pub commits: Vec<(Vec<Message>, TokenUsage)>,
    /// The index after the last commit.
    pub next_commit: usize,
    /// Where the first commit given starts in the conversation (its message index): a client
    /// that re-attaches saves only the steps its session does not have yet.
    #[serde(default)]
    pub commits_at: usize,
    /// The calls waiting for a person's answer.
    pub pending: Vec<String>,
    /// Set when the run is over.
    pub result: Option<RunResult>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel::core::{Happened, ToolCallId};

    fn answer(raw: &str) -> WireAnswer {
        WireAnswer {
            text: "let me look".into(),
            calls: vec![OpenCall {
                id: ToolCallId::new("call_1"),
                name: "read_file".into(),
                raw_args: raw.into(),
            }],
            had_output: true,
            ..Default::default()
        }
    }

    #[test]
    fn a_model_answer_crosses_the_wire_with_its_calls_parsed_again_as_the_model_sent_them() {
        let json = serde_json::to_string(&ModelOutcome::Answered(answer(r#"{"path":"a.txt"}"#))).unwrap();
        let back: ModelOutcome = serde_json::from_str(&json).unwrap();
        let Happened::ModelAnswered(a) = back.into_happened() else {
            panic!("not an answer")
        };
        assert_eq!(a.text, "let me look");
        assert_eq!(a.raw_args, vec![r#"{"path":"a.txt"}"#.to_owned()]);
        assert_eq!(a.calls[0].input.as_ref().unwrap()["path"], "a.txt");
        // Arguments that do not parse stay a call with its problem, for the executor to answer.
        let Happened::ModelAnswered(bad) = ModelOutcome::Answered(answer("{not json")).into_happened() else {
            panic!("not an answer")
        };
        assert!(bad.calls[0].input.is_err());
    }

    #[test]
    fn a_failed_model_call_keeps_its_label_detail_and_context_flag() {
        let out = ModelOutcome::Failed {
            label: "openai (m)".into(),
            context_too_long: true,
            detail: "too long".into(),
            partial: WireAnswer::default(),
        };
        let Happened::ModelFailed { failure, .. } = out.into_happened() else {
            panic!("not a failure")
        };
        assert_eq!(
            (
                failure.label.as_str(),
                failure.context_too_long,
                failure.detail.as_str()
            ),
            ("openai (m)", true, "too long")
        );
    }
}
