//! Session modes: how the agent works for now. In plan mode only read-only tools run (the gate
//! denies the rest, [`crate::DecidedBy::PlanMode`]) and the model is told to answer with a plan;
//! the person reads it and, by leaving plan mode, lets the session carry it out.
//! Modes are set with [`crate::Op::SetMode`] (and `session/set_mode` over ACP).

use serde::{Deserialize, Serialize};

/// The mode a session works in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum SessionMode {
    /// Tools run as the permission rules and risk tiers say.
    #[default]
    Default,
    /// Only read-only tools run; the model researches and answers with a plan.
    Plan,
}

impl SessionMode {
    /// The mode's name as written in ops, events and config (`default`, `plan`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Default => "default",
            Self::Plan => "plan",
        }
    }

    /// What the model is told while this mode is on, after the system prompt.
    pub fn instructions(self) -> Option<&'static str> {
        match self {
            Self::Default => None,
            Self::Plan => Some(PLAN_INSTRUCTIONS),
        }
    }
}

impl std::fmt::Display for SessionMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The words that turn a run into planning. The gate enforces the same rule; this tells the
/// model why its writes would be refused, so it does not try.
const PLAN_INSTRUCTIONS: &str = "You are in plan mode. Only read-only tools run: read, search and \
inspect what you need, but change nothing (no file writes, no shell commands, no commits). \
Answer with a plan: the steps you would take, the files each step changes and how you will \
check the result. The user reads the plan; when they accept it, plan mode ends and you carry \
it out.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_are_written_by_their_names() {
        for mode in [SessionMode::Default, SessionMode::Plan] {
            assert_eq!(serde_json::to_value(mode).unwrap(), serde_json::json!(mode.name()));
        }
        assert!(
            SessionMode::Plan
                .instructions()
                .is_some_and(|t| t.contains("plan mode"))
        );
        assert_eq!(SessionMode::Default.instructions(), None);
    }
}
