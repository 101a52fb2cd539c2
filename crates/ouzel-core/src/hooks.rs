//! Hooks: user programs run at points of a run (what Claude Code users build policies with).
//! Pre-tool hooks run in the executor just before the permission gate, so no call escapes them;
//! the others observe, and some may add words for the model or stop what comes next (a prompt
//! a `user_prompt_submit` hook blocks is never sent; a `stop` hook's block makes the model go on).
//! The core defines when they run and what their answers do; the facade runs them as commands.
//!
//! | point | when | what its answer can do |
//! | --- | --- | --- |
//! | `pre_tool_use` | before each call, ahead of the gate | deny, allow without asking, make the gate ask, rewrite the arguments |
//! | `post_tool_use` | after each call that ran | add text for the model to the result |
//! | `user_prompt_submit` | before a user message goes to the model | block it; add context to it |
//! | `session_start` | on the first run of an agent (`startup`, or `resume` with history) | add context to the first message |
//! | `stop` | when a run ends | block the stop once the model answered: the model is told why and goes on |
//! | `subagent_stop` | when an agent called as a tool has answered | add text for the calling model |
//! | `pre_compact` | before older turns are summarised (`manual`, `auto`) | notices only |
//! | `notification` | when a person is asked to approve a call | notices only |

use crate::ids::SessionId;
use crate::mode::SessionMode;
use crate::permission::CallInfo;
use async_trait::async_trait;
use serde_json::Value;
use std::path::Path;

/// A pre-tool hook's answer.
#[derive(Debug, Clone, PartialEq)]
pub enum HookVerdict {
    /// No opinion: the rules and risk decide.
    Continue,
    /// Run the call without asking (deny rules still hold).
    Allow,
    /// Refuse the call; the reason reaches the model.
    Deny {
        /// Why.
        reason: String,
    },
    /// Run the call with these arguments instead (the rules then judge the new ones).
    Modify {
        /// The replacement arguments.
        input: Value,
    },
    /// Ask a person before the call runs, even where rules, `--trust` or risk would allow it
    /// (Claude Code's `permissionDecision: "ask"`); deny rules still hold, and headless it is a
    /// denial unless `--approve-all`.
    Ask {
        /// Why, shown to the person asked.
        reason: String,
        /// Replacement arguments, if the hook also rewrote the call.
        input: Option<Value>,
    },
}

/// The session a hook point belongs to (what hooks get as `session_id`, `cwd`,
/// `permission_mode`).
#[derive(Debug, Clone, Copy)]
pub struct HookSession<'a> {
    /// The session.
    pub id: &'a SessionId,
    /// The workspace root.
    pub workspace: &'a Path,
    /// The session mode in force.
    pub mode: SessionMode,
}

/// Why a session's first run starts, for `session_start` hooks (Claude Code's `source`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionSource {
    /// A new session.
    Startup,
    /// A session with history, continued.
    Resume,
}

impl SessionSource {
    /// The name hooks see (`startup`, `resume`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Startup => "startup",
            Self::Resume => "resume",
        }
    }
}

/// What started a compaction, for `pre_compact` hooks (Claude Code's `trigger`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompactTrigger {
    /// Asked for (`Op::Compact`, `/compact`).
    Manual,
    /// The context grew past the threshold, or the provider refused it as too long.
    Auto,
}

impl CompactTrigger {
    /// The name hooks see (`manual`, `auto`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Manual => "manual",
            Self::Auto => "auto",
        }
    }
}

/// What the hooks of one point said, besides a pre-tool verdict.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HookOutcome {
    /// Stop what comes next, with the reason (where the point allows it; see the module table).
    pub block: Option<String>,
    /// Text for the model: added to the prompt (`user_prompt_submit`, `session_start`) or the
    /// result (`post_tool_use`, `subagent_stop`).
    pub context: Vec<String>,
    /// Things the user should know: a hook that failed or printed something unreadable, a
    /// hook's message for the user. Shown as `notice` events.
    pub notices: Vec<String>,
}

impl HookOutcome {
    /// Adds another hook's outcome; the first block stands.
    pub fn merge(&mut self, other: HookOutcome) {
        if self.block.is_none() {
            self.block = other.block;
        }
        self.context.extend(other.context);
        self.notices.extend(other.notices);
    }

    /// A notice only.
    pub fn notice(message: impl Into<String>) -> Self {
        Self {
            notices: vec![message.into()],
            ..Self::default()
        }
    }
}

/// Hook points of a run. Every method has a no-op default.
#[async_trait]
pub trait Hooks: Send + Sync {
    /// Before a tool call, ahead of the gate. A failing hook must answer `Deny`.
    async fn pre_tool_use(&self, _session: &HookSession<'_>, _call: &CallInfo<'_>) -> HookVerdict {
        HookVerdict::Continue
    }

    /// After a tool call that ran, with its result (the text the model gets).
    async fn post_tool_use(
        &self,
        _session: &HookSession<'_>,
        _call: &CallInfo<'_>,
        _content: &str,
        _is_error: bool,
    ) -> HookOutcome {
        HookOutcome::default()
    }

    /// Before a user message goes to the model.
    async fn user_prompt_submit(&self, _session: &HookSession<'_>, _prompt: &str) -> HookOutcome {
        HookOutcome::default()
    }

    /// On the first run of an agent.
    async fn session_start(&self, _session: &HookSession<'_>, _source: SessionSource) -> HookOutcome {
        HookOutcome::default()
    }

    /// When a run ends (`reason`: the finish reason's name). `stop_hook_active` says the run
    /// already went on once because a stop hook blocked.
    async fn stop(&self, _session: &HookSession<'_>, _reason: &str, _stop_hook_active: bool) -> HookOutcome {
        HookOutcome::default()
    }

    /// When an agent called as a tool has answered (`answer`: its result).
    async fn subagent_stop(&self, _session: &HookSession<'_>, _call: &CallInfo<'_>, _answer: &str) -> HookOutcome {
        HookOutcome::default()
    }

    /// Before older turns are summarised.
    async fn pre_compact(&self, _session: &HookSession<'_>, _trigger: CompactTrigger) -> HookOutcome {
        HookOutcome::default()
    }

    /// When the user is asked something (`kind`: `permission_prompt`), with what they are told.
    async fn notification(&self, _session: &HookSession<'_>, _kind: &str, _message: &str) -> HookOutcome {
        HookOutcome::default()
    }
}
