//! Hooks: user programs run at points of a run (what Claude Code users build policies with).
//! Pre-tool hooks run in the executor just before the permission gate, so no call escapes them;
//! the others observe.
//! The core defines when they run; the facade runs them as commands.

use crate::permission::CallInfo;
use async_trait::async_trait;
use serde_json::Value;

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
}

/// Hook points of a run. Every method has a no-op default.
#[async_trait]
pub trait Hooks: Send + Sync {
    /// Before a tool call, ahead of the gate. A failing hook must answer `Deny`.
    async fn pre_tool_use(&self, _call: &CallInfo<'_>) -> HookVerdict {
        HookVerdict::Continue
    }

    /// After a tool call, with its result.
    async fn post_tool_use(&self, _call: &CallInfo<'_>, _content: &str, _is_error: bool) -> Result<(), String> {
        Ok(())
    }

    /// When a run starts.
    async fn session_start(&self, _session_id: &str, _workspace: &str) -> Result<(), String> {
        Ok(())
    }

    /// When a run ends.
    async fn stop(&self, _session_id: &str, _reason: &str) -> Result<(), String> {
        Ok(())
    }
}
