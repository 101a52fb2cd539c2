//! Who or what settled a permission question, as a type. In JSON (the `by` of a
//! `permission_decision` event) it is the same string it always was — `risk:low`,
//! `hook:pre_tool_use`, `user:session`, `rule:shell:git status` — because scripts match on them.

use crate::tool::Risk;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// What decided a call's permission.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DecidedBy {
    /// The tool's risk tier, no rule having spoken (`risk:low`, `risk:medium`, `risk:high`).
    Risk(Risk),
    /// Trust mode let a Medium-risk call run (`trust`).
    Trust,
    /// `--approve-all` settled a question.
    ApproveAll,
    /// `--reject-all` settled a question.
    RejectAll,
    /// The user allowed this tool earlier in the session (`session-approval`).
    SessionGrant,
    /// The user answered for this call (`user`).
    User,
    /// The user allowed this call and the tool for the rest of the session (`user:session`).
    UserForSession,
    /// A pre-tool hook (`hook:pre_tool_use`).
    PreToolHook,
    /// A `[[permissions.rules]]` entry (`rule:TOOL:PATTERN`).
    Rule {
        /// The rule's tool.
        tool: String,
        /// The rule's pattern.
        pattern: String,
    },
    /// A command line the rules for its tool could not parse (`rule:TOOL:unparseable`).
    UnparseableCommand {
        /// The tool.
        tool: String,
    },
    /// A tool-wide `[permissions]` entry (`config:permissions.TOOL`).
    ToolSetting {
        /// The tool.
        tool: String,
    },
    /// The turn was cancelled while the call waited for an answer (`cancelled`).
    Cancelled,
    /// A protected path the call would write (`protected:PATTERN`).
    Protected {
        /// The pattern of the protected-path list that matched.
        pattern: String,
    },
    /// Plan mode: only read-only tools run (`mode:plan`).
    PlanMode,
    /// A skill's or command's `allowed-tools` while it is in use (`scope:SOURCE`, e.g.
    /// `scope:skill:deploy`).
    Scope {
        /// Who narrowed (`skill:NAME`, `command:NAME`).
        source: String,
    },
    /// A policy of an embedder's, under the name it gives (shown as is).
    Policy(String),
}

impl DecidedBy {
    /// An embedder's policy, named as it should appear in events.
    pub fn policy(name: impl Into<String>) -> Self {
        Self::Policy(name.into())
    }

    /// Reads the form [`Display`](fmt::Display) writes. Any string is accepted: one that names
    /// none of the built-in deciders is an embedder's policy. (A rule whose pattern is
    /// literally `unparseable` reads back as [`Self::UnparseableCommand`]; the two print alike.)
    pub fn parse(s: &str) -> Self {
        match s {
            "risk:low" => return Self::Risk(Risk::Low),
            "risk:medium" => return Self::Risk(Risk::Medium),
            "risk:high" => return Self::Risk(Risk::High),
            "trust" => return Self::Trust,
            "--approve-all" => return Self::ApproveAll,
            "--reject-all" => return Self::RejectAll,
            "session-approval" => return Self::SessionGrant,
            "user" => return Self::User,
            "user:session" => return Self::UserForSession,
            "hook:pre_tool_use" => return Self::PreToolHook,
            "cancelled" => return Self::Cancelled,
            "mode:plan" => return Self::PlanMode,
            _ => {}
        }
        if let Some(pattern) = s.strip_prefix("protected:") {
            return Self::Protected {
                pattern: pattern.to_owned(),
            };
        }
        if let Some(source) = s.strip_prefix("scope:") {
            return Self::Scope {
                source: source.to_owned(),
            };
        }
        if let Some(tool) = s.strip_prefix("config:permissions.") {
            return Self::ToolSetting { tool: tool.to_owned() };
        }
        if let Some((tool, pattern)) = s.strip_prefix("rule:").and_then(|r| r.split_once(':')) {
            return if pattern == "unparseable" {
                Self::UnparseableCommand { tool: tool.to_owned() }
            } else {
                Self::Rule {
                    tool: tool.to_owned(),
                    pattern: pattern.to_owned(),
                }
            };
        }
        Self::Policy(s.to_owned())
    }
}

impl fmt::Display for DecidedBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Risk(risk) => write!(f, "risk:{risk}"),
            Self::Trust => f.write_str("trust"),
            Self::ApproveAll => f.write_str("--approve-all"),
            Self::RejectAll => f.write_str("--reject-all"),
            Self::SessionGrant => f.write_str("session-approval"),
            Self::User => f.write_str("user"),
            Self::UserForSession => f.write_str("user:session"),
            Self::PreToolHook => f.write_str("hook:pre_tool_use"),
            Self::Cancelled => f.write_str("cancelled"),
            Self::PlanMode => f.write_str("mode:plan"),
            Self::Rule { tool, pattern } => write!(f, "rule:{tool}:{pattern}"),
            Self::UnparseableCommand { tool } => write!(f, "rule:{tool}:unparseable"),
            Self::Protected { pattern } => write!(f, "protected:{pattern}"),
            Self::ToolSetting { tool } => write!(f, "config:permissions.{tool}"),
            Self::Scope { source } => write!(f, "scope:{source}"),
            Self::Policy(name) => f.write_str(name),
        }
    }
}

impl Serialize for DecidedBy {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for DecidedBy {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Ok(Self::parse(&s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_decider_is_the_string_scripts_already_match_and_reads_back() {
        let cases = [
            (DecidedBy::Risk(Risk::Low), "risk:low"),
            (DecidedBy::Risk(Risk::Medium), "risk:medium"),
            (DecidedBy::Risk(Risk::High), "risk:high"),
            (DecidedBy::Trust, "trust"),
            (DecidedBy::ApproveAll, "--approve-all"),
            (DecidedBy::RejectAll, "--reject-all"),
            (DecidedBy::SessionGrant, "session-approval"),
            (DecidedBy::User, "user"),
            (DecidedBy::UserForSession, "user:session"),
            (DecidedBy::PreToolHook, "hook:pre_tool_use"),
            (DecidedBy::PlanMode, "mode:plan"),
            (
                DecidedBy::Rule {
                    tool: "shell".into(),
                    pattern: "git status".into(),
                },
                "rule:shell:git status",
            ),
            (
                DecidedBy::Rule {
                    tool: "web_fetch".into(),
                    pattern: "*.docs.rs".into(),
                },
                "rule:web_fetch:*.docs.rs",
            ),
            (
                DecidedBy::UnparseableCommand { tool: "shell".into() },
                "rule:shell:unparseable",
            ),
            (
                DecidedBy::ToolSetting { tool: "shell".into() },
                "config:permissions.shell",
            ),
            (
                DecidedBy::Scope {
                    source: "skill:deploy".into(),
                },
                "scope:skill:deploy",
            ),
            (DecidedBy::policy("rule:save_note"), "rule:save_note"),
            (DecidedBy::policy("ci-guard"), "ci-guard"),
        ];
        for (by, text) in cases {
            assert_eq!(serde_json::to_value(&by).unwrap(), serde_json::json!(text));
            let back: DecidedBy = serde_json::from_value(serde_json::json!(text)).unwrap();
            assert_eq!(back, by, "{text}");
        }
    }
}
