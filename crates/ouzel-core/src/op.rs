//! What a front sends the agent: one serde enum, the mirror of [`AgentEvent`](crate::AgentEvent).
//! Every front (headless `exec`, the TUI, the MCP server, an embedder, a wire protocol) drives an
//! agent with [`Agent::submit`](crate::Agent::submit) and reads events; nothing else goes in.

use crate::ids::ToolCallId;
use crate::image::Image;
use crate::mode::SessionMode;
use serde::{Deserialize, Serialize};

/// A command to the agent.
///
/// ```
/// use ouzel_core::{Approval, Op, ToolCallId};
/// let op: Op = serde_json::from_str(r#"{"type":"approve","id":"call_1","answer":"once"}"#).unwrap();
/// assert_eq!(op, Op::Approve { id: ToolCallId::new("call_1"), answer: Approval::Once });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Op {
    /// Starts a turn with this message. Refused (an `error` event) while a turn runs.
    UserMessage {
        /// What the user said.
        text: String,
        /// Images shown with it, for a model that takes images (refused with an `error` event
        /// otherwise, naming the model and how to enable images).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        images: Vec<Image>,
    },
    /// Continues the session's unfinished turn (one a killed process left behind), with no new
    /// message.
    ResumeTurn,
    /// Answers an `approval_requested` event.
    Approve {
        /// The call asked about (the event's `id`).
        id: ToolCallId,
        /// The answer.
        answer: Approval,
    },
    /// Cancels the running turn; the history stays consistent.
    Cancel,
    /// Turns trust mode on or off: Medium-risk calls run without asking.
    SetTrust {
        /// On or off.
        on: bool,
    },
    /// Uses this model (`provider/model`) from the next request on, in the same session.
    SetModel {
        /// `provider/model`.
        model: String,
    },
    /// Summarises older turns now.
    Compact,
    /// Switches the session's mode (plan mode: only read-only tools run) from the next tool
    /// call on, the running turn included.
    SetMode {
        /// The mode.
        mode: SessionMode,
    },
}

impl Op {
    /// A user message.
    pub fn user_message(text: impl Into<String>) -> Self {
        Self::UserMessage {
            text: text.into(),
            images: Vec::new(),
        }
    }

    /// A user message with images.
    pub fn user_message_with_images(text: impl Into<String>, images: Vec<Image>) -> Self {
        Self::UserMessage {
            text: text.into(),
            images,
        }
    }

    /// The op's `type` tag.
    pub fn type_name(&self) -> &'static str {
        match self {
            Op::UserMessage { .. } => "user_message",
            Op::ResumeTurn => "resume_turn",
            Op::Approve { .. } => "approve",
            Op::Cancel => "cancel",
            Op::SetTrust { .. } => "set_trust",
            Op::SetModel { .. } => "set_model",
            Op::Compact => "compact",
            Op::SetMode { .. } => "set_mode",
        }
    }
}

/// Why an [`Op`] was refused. The agent answers a refused op with an `error` event carrying
/// this message, and changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OpError {
    /// `approve` named a call that is not waiting for an answer.
    #[error("no call `{id}` is waiting for approval; answer the `id` of an `approval_requested` event")]
    NoSuchQuestion {
        /// The id given.
        id: ToolCallId,
    },
    /// `approve` answered a call a second time.
    #[error("call `{id}` was already answered; each approval question takes one answer")]
    AlreadyAnswered {
        /// The id given.
        id: ToolCallId,
    },
    /// `user_message` or `resume_turn` while a turn runs.
    #[error("a turn is running; wait for its `finished` event (or send `cancel`) before `{op}`")]
    TurnRunning {
        /// The op's type.
        op: &'static str,
    },
    /// `resume_turn` on a session with nothing to continue.
    #[error("session {session} has no unfinished turn to continue; send a `user_message` instead")]
    NothingToResume {
        /// The session.
        session: String,
    },
    /// `set_model` with a model that cannot be used.
    #[error("cannot switch to model `{model}`: {message}")]
    UnknownModel {
        /// The model asked for.
        model: String,
        /// Why it cannot be used, and what to do.
        message: String,
    },
    /// The session's unfinished turn cannot be loaded.
    #[error("{message}")]
    Store {
        /// What failed, naming the session and what to do.
        message: String,
    },
    /// An op about turns sent to a session that runs single tool calls (the MCP server's).
    #[error("`{op}` does not apply here: this session runs single tool calls, not turns (no model, no history)")]
    NoTurns {
        /// The op's type.
        op: &'static str,
    },
    /// `user_message` with images for a model that does not take them.
    #[error(
        "model `{model}` does not take images, so the prompt's image(s) cannot be sent; use a model with vision, \
         or if this one has it, say so in config.toml: `images = true` under [providers.{provider}.models.\"{name}\"] \
         (or under [providers.{provider}] for all its models)"
    )]
    ImagesNotSupported {
        /// `provider/model`.
        model: String,
        /// The provider part.
        provider: String,
        /// The model part.
        name: String,
    },
    /// `compact` failed.
    #[error("compaction failed: {message}")]
    Compaction {
        /// What failed.
        message: String,
    },
}

/// A person's answer to an approval question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Approval {
    /// Run this call.
    Once,
    /// Run this call and any later call of this tool in this session.
    Session,
    /// Don't run it.
    Deny,
    /// Don't run it, and tell the model why.
    DenyWithMessage(String),
}

/// The answers an `approval_requested` event offers (all four today; a front shows only these).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApprovalChoice {
    /// [`Approval::Once`].
    Once,
    /// [`Approval::Session`].
    Session,
    /// [`Approval::Deny`].
    Deny,
    /// [`Approval::DenyWithMessage`].
    DenyWithMessage,
}

impl ApprovalChoice {
    /// Every choice, in the order fronts show them.
    pub const ALL: [ApprovalChoice; 4] = [Self::Once, Self::Session, Self::Deny, Self::DenyWithMessage];
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn ops_round_trip_with_a_type_tag() {
        let cases = [
            (Op::user_message("hi"), json!({"type": "user_message", "text": "hi"})),
            (Op::ResumeTurn, json!({"type": "resume_turn"})),
            (
                Op::Approve {
                    id: ToolCallId::new("c1"),
                    answer: Approval::DenyWithMessage("use git mv".into()),
                },
                json!({"type": "approve", "id": "c1", "answer": {"deny_with_message": "use git mv"}}),
            ),
            (Op::Cancel, json!({"type": "cancel"})),
            (Op::SetTrust { on: true }, json!({"type": "set_trust", "on": true})),
            (
                Op::SetModel {
                    model: "openai/gpt-4o".into(),
                },
                json!({"type": "set_model", "model": "openai/gpt-4o"}),
            ),
            (Op::Compact, json!({"type": "compact"})),
            (
                Op::SetMode {
                    mode: SessionMode::Plan,
                },
                json!({"type": "set_mode", "mode": "plan"}),
            ),
        ];
        for (op, wire) in cases {
            assert_eq!(serde_json::to_value(&op).unwrap(), wire);
            assert_eq!(wire["type"], op.type_name());
            assert_eq!(serde_json::from_value::<Op>(wire).unwrap(), op);
        }
    }
}
