//! Narrowing what runs while a skill or a custom command is in use (their `allowed-tools`).
//! A [`ToolScope`] is one more rule source the [`PermissionGate`](crate::PermissionGate)
//! consults: while a narrowing is active, a call it does not list is denied, with a reason the
//! model sees. It never allows anything: a listed call still goes through every other rule,
//! risk tier and question. Narrowings stack (a second skill loaded while the first is in use
//! can only narrow further) and end with the turn ([`ToolScope::clear`], called by the agent).

use crate::decided::DecidedBy;
use crate::event::Decision;
use crate::permission::{CallInfo, PermissionPolicy, Verdict};
use crate::rules::{Rule, RuleSet, ToolRule};
use std::path::PathBuf;
use std::sync::Mutex;

/// One entry of an `allowed-tools` list: a tool, and optionally a pattern its calls must match
/// (a command prefix, path glob or domain, as in `[[permissions.rules]]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllowedTool {
    /// The tool's name.
    pub tool: String,
    /// A command prefix (`git status`), path glob (`src/**`) or domain; `None` allows every call.
    pub pattern: Option<String>,
}

/// What is narrowed, and by whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Narrowing {
    /// Who narrowed, as shown in `permission_decision` events (`skill:deploy`, `command:review`).
    pub source: String,
    /// The calls that may still run.
    pub allowed: Vec<AllowedTool>,
}

/// The narrowings in force for the current turn. Shared by the gate and whatever starts a
/// narrowing (the `skill` tool, a front running a command).
#[derive(Debug)]
pub struct ToolScope {
    workspace: PathBuf,
    active: Mutex<Vec<(Narrowing, RuleSet)>>,
}

impl ToolScope {
    /// No narrowing yet; path patterns are relative to `workspace`.
    pub fn new(workspace: impl Into<PathBuf>) -> Self {
        Self {
            workspace: workspace.into(),
            active: Mutex::new(Vec::new()),
        }
    }

    /// Adds a narrowing until the turn ends: from now on only calls it lists run (and only
    /// those every other active narrowing lists too).
    pub fn narrow(&self, narrowing: Narrowing) {
        let (tools, rules) = narrowing
            .allowed
            .iter()
            .fold((Vec::new(), Vec::new()), |(mut tools, mut rules), a| {
                match &a.pattern {
                    None => tools.push(ToolRule {
                        tool: a.tool.clone(),
                        decision: Decision::Allow,
                    }),
                    Some(p) => rules.push(Rule {
                        tool: a.tool.clone(),
                        pattern: p.clone(),
                        decision: Decision::Allow,
                    }),
                }
                (tools, rules)
            });
        let rules = RuleSet::new(tools, rules, self.workspace.clone());
        self.lock().push((narrowing, rules));
    }

    /// Ends every narrowing (the turn is over).
    pub fn clear(&self) {
        self.lock().clear();
    }

    /// The narrowings in force, oldest first.
    pub fn active(&self) -> Vec<Narrowing> {
        self.lock().iter().map(|(n, _)| n.clone()).collect()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(Narrowing, RuleSet)>> {
        self.active.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl PermissionPolicy for ToolScope {
    fn decide(&self, call: &CallInfo<'_>) -> Option<Verdict> {
        let active = self.lock();
        let (narrowing, _) = active
            .iter()
            .find(|(_, rules)| rules.decide(call).is_none_or(|v| v.decision != Decision::Allow))?;
        let listed = narrowing
            .allowed
            .iter()
            .map(|a| match &a.pattern {
                Some(p) => format!("{}({p})", a.tool),
                None => a.tool.clone(),
            })
            .collect::<Vec<_>>()
            .join(", ");
        Some(Verdict::deny(
            DecidedBy::Scope {
                source: narrowing.source.clone(),
            },
            format!(
                "`{}` with these arguments is not among the tools {} allows while it is in use ({}); \
                 use one of those, or finish this task and tell the user what else is needed",
                call.tool.name,
                narrowing.source,
                if listed.is_empty() { "none".to_owned() } else { listed }
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ToolCallId;
    use crate::tool::{Subject, ToolDefinition};
    use serde_json::json;

    fn shell() -> ToolDefinition {
        ToolDefinition::new("shell", "", json!({})).with_subject(Subject::Command { arg: "command".into() })
    }

    fn verdict(scope: &ToolScope, def: &ToolDefinition, input: serde_json::Value) -> Option<Verdict> {
        let id = ToolCallId::new("1");
        scope.decide(&CallInfo::new(&id, def, &input))
    }

    #[test]
    fn a_narrowing_denies_what_it_does_not_list_and_never_allows() {
        let scope = ToolScope::new("/w");
        let read = ToolDefinition::new("read_file", "", json!({}));
        assert_eq!(verdict(&scope, &shell(), json!({"command": "rm -rf /"})), None);
        scope.narrow(Narrowing {
            source: "skill:review".into(),
            allowed: vec![
                AllowedTool {
                    tool: "read_file".into(),
                    pattern: None,
                },
                AllowedTool {
                    tool: "shell".into(),
                    pattern: Some("git status".into()),
                },
            ],
        });
        assert_eq!(verdict(&scope, &read, json!({"path": "a"})), None, "listed: no opinion");
        assert_eq!(verdict(&scope, &shell(), json!({"command": "git status -s"})), None);
        let denied = verdict(&scope, &shell(), json!({"command": "git status && rm x"})).expect("denied");
        assert_eq!(denied.decision, Decision::Deny);
        assert_eq!(denied.by.to_string(), "scope:skill:review");
        let reason = denied.reason.unwrap_or_default();
        assert!(reason.contains("read_file, shell(git status)"), "{reason}");
        scope.clear();
        assert_eq!(verdict(&scope, &shell(), json!({"command": "rm x"})), None);
    }

    #[test]
    fn narrowings_stack_so_a_second_cannot_widen_the_first() {
        let scope = ToolScope::new("/w");
        let only = |tool: &str| Narrowing {
            source: format!("skill:{tool}"),
            allowed: vec![AllowedTool {
                tool: tool.into(),
                pattern: None,
            }],
        };
        scope.narrow(only("read_file"));
        scope.narrow(only("shell"));
        let read = ToolDefinition::new("read_file", "", json!({}));
        let d = verdict(&scope, &shell(), json!({"command": "ls"})).expect("the first still holds");
        assert_eq!(d.by.to_string(), "scope:skill:read_file");
        assert!(verdict(&scope, &read, json!({})).is_some(), "and the second");
        assert_eq!(scope.active().len(), 2);
    }
}
