//! The permission gate: the one place that decides whether a tool call may run.
//! Every call passes through [`PermissionGate::check`] before the cache and before execution.

use crate::event::Decision;
use crate::hooks::{HookVerdict, Hooks};
use crate::ids::ToolCallId;
use crate::tool::{Risk, ToolDefinition};
use async_trait::async_trait;
use serde_json::Value;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A tool call awaiting a decision.
#[derive(Clone, Copy)]
pub struct CallInfo<'a> {
    /// The call id.
    pub id: &'a ToolCallId,
    /// The tool's definition (risk, category, flags).
    pub tool: &'a ToolDefinition,
    /// The arguments.
    pub input: &'a Value,
    /// Shows what the call would change; see [`CallInfo::preview`].
    pub previewer: Option<&'a dyn CallPreview>,
}

impl<'a> CallInfo<'a> {
    /// A call with nothing to preview.
    pub fn new(id: &'a ToolCallId, tool: &'a ToolDefinition, input: &'a Value) -> Self {
        Self {
            id,
            tool,
            input,
            previewer: None,
        }
    }

    /// The same call, able to show what it would change.
    pub fn with_previewer(mut self, previewer: &'a dyn CallPreview) -> Self {
        self.previewer = Some(previewer);
        self
    }

    /// The same call with other arguments (a pre-tool hook rewrote them); the preview follows.
    pub fn with_input(mut self, input: &'a Value) -> Self {
        self.input = input;
        self
    }

    /// What this call would change, for the person asked to approve it (a unified diff for a
    /// file write), computed now without changing anything. `None` when the tool shows nothing
    /// or the change cannot be worked out (the call will report why when it runs).
    pub async fn preview(&self) -> Option<String> {
        self.previewer?.preview(self.input).await
    }
}

impl std::fmt::Debug for CallInfo<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CallInfo")
            .field("id", self.id)
            .field("tool", &self.tool.name)
            .field("input", self.input)
            .field("previewer", &self.previewer.is_some())
            .finish()
    }
}

/// Works out what a call would change without making the change; the executor gives approvers
/// one over the tool's [`Tool::preview`](crate::Tool::preview).
#[async_trait]
pub trait CallPreview: Send + Sync {
    /// The change these arguments would make, or `None`.
    async fn preview(&self, input: &Value) -> Option<String>;
}

/// A policy's verdict, with what decided it (shown in `permission_decision` events).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Allow, deny or ask.
    pub decision: Decision,
    /// The rule or mode that decided.
    pub by: String,
    /// For a deny: why, in words the model and user understand.
    pub reason: Option<String>,
}

impl Verdict {
    /// An allow verdict.
    pub fn allow(by: impl Into<String>) -> Self {
        Self {
            decision: Decision::Allow,
            by: by.into(),
            reason: None,
        }
    }

    /// A deny verdict with a reason.
    pub fn deny(by: impl Into<String>, reason: impl Into<String>) -> Self {
        Self {
            decision: Decision::Deny,
            by: by.into(),
            reason: Some(reason.into()),
        }
    }

    /// An ask verdict.
    pub fn ask(by: impl Into<String>) -> Self {
        Self {
            decision: Decision::Ask,
            by: by.into(),
            reason: None,
        }
    }
}

/// A source of rules (config, an embedder's closure). Returns `None` when it has no opinion.
/// Verdicts of all policies combine: deny over ask over allow.
pub trait PermissionPolicy: Send + Sync {
    /// The policy's verdict on this call.
    fn decide(&self, call: &CallInfo<'_>) -> Option<Verdict>;
}

impl<F> PermissionPolicy for F
where
    F: Fn(&CallInfo<'_>) -> Option<Verdict> + Send + Sync,
{
    fn decide(&self, call: &CallInfo<'_>) -> Option<Verdict> {
        self(call)
    }
}

/// A person's answer to an approval prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// Asks a person about a call (the TUI's prompt, an MCP client's elicitation).
#[async_trait]
pub trait Approver: Send + Sync {
    /// Asks; `reason` says why approval is needed.
    async fn ask(&self, call: &CallInfo<'_>, reason: &str) -> Approval;
}

/// How `ask` decisions are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ApprovalMode {
    /// Ask the approver; without one, ask becomes deny.
    #[default]
    Interactive,
    /// Everything that would ask is allowed (`--approve-all`). Deny rules still hold.
    ApproveAll,
    /// Everything that would ask is denied (`--reject-all`).
    RejectAll,
}

/// The gate's final word on a call.
#[derive(Debug, Clone, PartialEq)]
pub enum GateOutcome {
    /// Run it; `by` names what allowed it.
    Allowed {
        /// The deciding rule or mode.
        by: String,
        /// Replacement arguments from a pre-tool hook.
        input: Option<Value>,
    },
    /// Don't; the message goes to the model and the user.
    Denied {
        /// The deciding rule or mode.
        by: String,
        /// Why, and how to allow it.
        message: String,
    },
}

/// The single decision point for tool calls.
pub struct PermissionGate {
    mode: ApprovalMode,
    trust: AtomicBool,
    policies: Vec<Arc<dyn PermissionPolicy>>,
    approver: Option<Arc<dyn Approver>>,
    hooks: Vec<Arc<dyn Hooks>>,
    session_grants: Mutex<HashSet<String>>,
    protected: Option<Arc<crate::protected::ProtectedPaths>>,
}

impl std::fmt::Debug for PermissionGate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PermissionGate")
            .field("mode", &self.mode)
            .field("trust", &self.trust.load(Ordering::Relaxed))
            .field("policies", &self.policies.len())
            .field("approver", &self.approver.is_some())
            .finish()
    }
}

impl Default for PermissionGate {
    fn default() -> Self {
        Self::new(ApprovalMode::default())
    }
}

impl PermissionGate {
    /// A gate with risk tiers only.
    pub fn new(mode: ApprovalMode) -> Self {
        Self {
            mode,
            trust: AtomicBool::new(false),
            policies: Vec::new(),
            approver: None,
            hooks: Vec::new(),
            session_grants: Mutex::new(HashSet::new()),
            protected: None,
        }
    }

    /// Adds a policy (rules from config, an embedder's closure).
    pub fn with_policy(mut self, policy: Arc<dyn PermissionPolicy>) -> Self {
        self.policies.push(policy);
        self
    }

    /// Protects these paths: a call writing one is asked about even under trust or an allow
    /// rule, and not covered by a session approval (see [`crate::protected`]).
    pub fn with_protected_paths(mut self, protected: Arc<crate::protected::ProtectedPaths>) -> Self {
        self.protected = Some(protected);
        self
    }

    /// Sets who is asked when a call needs approval.
    pub fn with_approver(mut self, approver: Arc<dyn Approver>) -> Self {
        self.approver = Some(approver);
        self
    }

    /// Adds hooks; their pre-tool hooks run inside [`Self::check`].
    pub fn with_hooks(mut self, hooks: Arc<dyn Hooks>) -> Self {
        self.hooks.push(hooks);
        self
    }

    /// The hooks, for the other hook points of a run.
    pub fn hooks(&self) -> &[Arc<dyn Hooks>] {
        &self.hooks
    }

    /// Turns trust mode on: Medium-risk calls run without asking.
    pub fn with_trust(self, trust: bool) -> Self {
        self.trust.store(trust, Ordering::Relaxed);
        self
    }

    /// Toggles trust mode for the rest of the session.
    pub fn set_trust(&self, trust: bool) {
        self.trust.store(trust, Ordering::Relaxed);
    }

    /// Whether trust mode is on.
    pub fn trust(&self) -> bool {
        self.trust.load(Ordering::Relaxed)
    }

    /// The approval mode.
    pub fn mode(&self) -> ApprovalMode {
        self.mode
    }

    /// What policies and risk say, before asking anyone.
    pub fn verdict(&self, call: &CallInfo<'_>) -> Verdict {
        let mut best: Option<Verdict> = None;
        let protected = self.protected.iter().map(|p| p.as_ref() as &dyn PermissionPolicy);
        for p in self.policies.iter().map(|p| p.as_ref()).chain(protected) {
            if let Some(v) = p.decide(call) {
                let stronger = match &best {
                    None => true,
                    Some(b) => rank(v.decision) > rank(b.decision),
                };
                if stronger {
                    best = Some(v);
                }
            }
        }
        if let Some(v) = best {
            return v;
        }
        match call.tool.risk {
            Risk::Low => Verdict::allow("risk:low"),
            Risk::Medium if self.trust() => Verdict::allow("trust"),
            Risk::Medium => Verdict::ask("risk:medium"),
            Risk::High => Verdict::ask("risk:high"),
        }
    }

    /// Decides a call: policies and risk first, then the approval mode or the approver.
    pub async fn check(&self, call: &CallInfo<'_>) -> GateOutcome {
        // Pre-tool hooks first: they may deny, pre-approve or rewrite the arguments.
        let mut replaced: Option<Value> = None;
        let mut hook_allowed = false;
        for hook in &self.hooks {
            let current = call.with_input(replaced.as_ref().unwrap_or(call.input));
            match hook.pre_tool_use(&current).await {
                HookVerdict::Continue => {}
                HookVerdict::Allow => hook_allowed = true,
                HookVerdict::Deny { reason } => {
                    return GateOutcome::Denied {
                        by: "hook:pre_tool_use".into(),
                        message: reason,
                    };
                }
                HookVerdict::Modify { input } => replaced = Some(input),
            }
        }
        let call = &call.with_input(replaced.as_ref().unwrap_or(call.input));
        let v = self.verdict(call);
        let outcome = match v.decision {
            Decision::Ask if hook_allowed => GateOutcome::Allowed {
                by: "hook:pre_tool_use".into(),
                input: None,
            },
            _ => self.settle(call, v).await,
        };
        match outcome {
            GateOutcome::Allowed { by, .. } => GateOutcome::Allowed { by, input: replaced },
            denied => denied,
        }
    }

    async fn settle(&self, call: &CallInfo<'_>, v: Verdict) -> GateOutcome {
        match v.decision {
            Decision::Allow => GateOutcome::Allowed { by: v.by, input: None },
            Decision::Deny => GateOutcome::Denied {
                message: v
                    .reason
                    .unwrap_or_else(|| format!("`{}` is denied by {}", call.tool.name, v.by)),
                by: v.by,
            },
            Decision::Ask => self.settle_ask(call, v.by).await,
        }
    }

    async fn settle_ask(&self, call: &CallInfo<'_>, by: String) -> GateOutcome {
        let name = &call.tool.name;
        match self.mode {
            ApprovalMode::ApproveAll => {
                return GateOutcome::Allowed {
                    by: "--approve-all".into(),
                    input: None,
                };
            }
            ApprovalMode::RejectAll => {
                return GateOutcome::Denied {
                    by: "--reject-all".into(),
                    message: format!("`{name}` needs approval ({by}) and --reject-all refuses every such call"),
                };
            }
            ApprovalMode::Interactive => {}
        }
        let protected = self.protected.as_ref().and_then(|p| Some((p, p.matched(call)?)));
        if protected.is_none() && self.granted(name) {
            return GateOutcome::Allowed {
                by: "session-approval".into(),
                input: None,
            };
        }
        let Some(approver) = &self.approver else {
            if let Some((p, (path, pattern))) = &protected {
                return GateOutcome::Denied {
                    message: p.refusal(call, path, pattern),
                    by,
                };
            }
            return GateOutcome::Denied {
                message: format!(
                    "`{name}` ({} risk) needs approval and no one can be asked in headless mode; rerun with --approve-all, or allow it in config with {}",
                    call.tool.risk,
                    allowing_rule(call)
                ),
                by,
            };
        };
        let reason = match &protected {
            Some((_, (path, _))) => crate::protected::question(name, path),
            None => format!("`{name}` is {} risk", call.tool.risk),
        };
        match approver.ask(call, &reason).await {
            Approval::Once => GateOutcome::Allowed {
                by: "user".into(),
                input: None,
            },
            Approval::Session => {
                self.session_grants
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(name.clone());
                GateOutcome::Allowed {
                    by: "user:session".into(),
                    input: None,
                }
            }
            Approval::Deny => GateOutcome::Denied {
                by: "user".into(),
                message: format!("the user denied `{name}`"),
            },
            Approval::DenyWithMessage(m) => GateOutcome::Denied {
                by: "user".into(),
                message: format!("the user denied `{name}`: {m}"),
            },
        }
    }

    fn granted(&self, name: &str) -> bool {
        self.session_grants
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(name)
    }
}

/// The config entry that would allow this call, as the user would write it.
fn allowing_rule(call: &CallInfo<'_>) -> String {
    let name = &call.tool.name;
    if let Some(crate::tool::Subject::Command { arg }) = &call.tool.subject
        && let Some(line) = call.input.get(arg).and_then(|v| v.as_str())
        && let Ok(parsed) = crate::shell_parse::parse_command_line(line)
        && let Some(first) = parsed.commands.first()
        && !first.argv.is_empty()
    {
        let prefix = first.argv.iter().take(2).cloned().collect::<Vec<_>>().join(" ");
        return format!("[[permissions.rules]] tool = \"{name}\", pattern = \"{prefix}\", decision = \"allow\"");
    }
    format!("[permissions] {name} = \"allow\"")
}

fn rank(d: Decision) -> u8 {
    match d {
        Decision::Allow => 0,
        Decision::Ask => 1,
        Decision::Deny => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn def(risk: Risk) -> ToolDefinition {
        ToolDefinition::new("t", "t", json!({"type": "object"})).with_risk(risk)
    }

    async fn outcome(gate: &PermissionGate, risk: Risk) -> GateOutcome {
        let d = def(risk);
        let id = ToolCallId::new("1");
        let input = json!({});
        gate.check(&CallInfo::new(&id, &d, &input)).await
    }

    #[tokio::test]
    async fn risk_tiers_decide_in_headless_mode() {
        let gate = PermissionGate::new(ApprovalMode::Interactive);
        assert!(matches!(outcome(&gate, Risk::Low).await, GateOutcome::Allowed { .. }));
        match outcome(&gate, Risk::Medium).await {
            GateOutcome::Denied { message, .. } => assert!(message.contains("--approve-all"), "{message}"),
            other => panic!("{other:?}"),
        }
        gate.set_trust(true);
        assert!(matches!(
            outcome(&gate, Risk::Medium).await,
            GateOutcome::Allowed { .. }
        ));
        assert!(matches!(outcome(&gate, Risk::High).await, GateOutcome::Denied { .. }));
    }

    #[tokio::test]
    async fn deny_policy_beats_approve_all() {
        let gate = PermissionGate::new(ApprovalMode::ApproveAll).with_policy(Arc::new(|_: &CallInfo<'_>| {
            Some(Verdict::deny("rule:t", "t is forbidden"))
        }));
        assert_eq!(
            outcome(&gate, Risk::High).await,
            GateOutcome::Denied {
                by: "rule:t".into(),
                message: "t is forbidden".into()
            }
        );
    }

    #[tokio::test]
    async fn session_approval_is_remembered() {
        struct Count(std::sync::atomic::AtomicU32);
        #[async_trait]
        impl Approver for Count {
            async fn ask(&self, _c: &CallInfo<'_>, _r: &str) -> Approval {
                self.0.fetch_add(1, Ordering::SeqCst);
                Approval::Session
            }
        }
        let approver = Arc::new(Count(Default::default()));
        let gate = PermissionGate::new(ApprovalMode::Interactive).with_approver(approver.clone());
        assert!(matches!(outcome(&gate, Risk::High).await, GateOutcome::Allowed { .. }));
        assert!(matches!(outcome(&gate, Risk::High).await, GateOutcome::Allowed { .. }));
        assert_eq!(approver.0.load(Ordering::SeqCst), 1);
    }
}
