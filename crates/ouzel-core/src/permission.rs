//! The permission gate: the one place that decides whether a tool call may run.
//! Every call passes through [`PermissionGate::check`] before the cache and before execution
//! (the executor's permission layer, after the pre-tool hooks).

use crate::decided::DecidedBy;
use crate::emit::Emitter;
use crate::event::{AgentEvent, Decision, RunState};
use crate::ids::ToolCallId;
use crate::mode::SessionMode;
use crate::op::{Approval, ApprovalChoice, OpError};
use crate::tool::{Risk, ToolDefinition};
use async_trait::async_trait;
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{oneshot, watch};
use tokio_util::sync::CancellationToken;

/// A tool call awaiting a decision.
#[derive(Clone, Copy)]
pub struct CallInfo<'a> {
    /// The call id.
    pub id: &'a ToolCallId,
    /// The tool's definition (risk, category, flags).
    pub tool: &'a ToolDefinition,
    /// The arguments.
    pub input: &'a Value,
    /// The paths the tool says the call touches ([`crate::Tool::touched_paths`], normalised
    /// against the workspace), beside those its [`crate::tool::Subject`] names; empty when not
    /// known. A tool that writes files its arguments name only indirectly (a template's)
    /// lists them here, so the protected-path check sees each.
    pub paths: &'a [std::path::PathBuf],
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
            paths: &[],
            previewer: None,
        }
    }

    /// The same call, with the paths its tool says it touches.
    pub fn with_paths(mut self, paths: &'a [std::path::PathBuf]) -> Self {
        self.paths = paths;
        self
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
    pub by: DecidedBy,
    /// For a deny: why, in words the model and user understand.
    pub reason: Option<String>,
}

impl Verdict {
    /// An allow verdict.
    pub fn allow(by: DecidedBy) -> Self {
        Self {
            decision: Decision::Allow,
            by,
            reason: None,
        }
    }

    /// A deny verdict with a reason.
    pub fn deny(by: DecidedBy, reason: impl Into<String>) -> Self {
        Self {
            decision: Decision::Deny,
            by,
            reason: Some(reason.into()),
        }
    }

    /// An ask verdict.
    pub fn ask(by: DecidedBy) -> Self {
        Self {
            decision: Decision::Ask,
            by,
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

/// How `ask` decisions are settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ApprovalMode {
    /// Ask a person through the event stream when the gate was told someone answers
    /// ([`PermissionGate::with_asking`]); otherwise ask becomes deny.
    #[default]
    Interactive,
    /// Everything that would ask is allowed (`--approve-all`). Deny rules still hold.
    ApproveAll,
    /// Everything that would ask is denied (`--reject-all`).
    RejectAll,
}

/// What the pre-tool hooks said about a call's permission, for the gate to honour (a hook's deny
/// never reaches the gate: the hooks layer refuses the call itself).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum HookStance {
    /// No opinion: rules, risk and trust decide.
    #[default]
    Silent,
    /// Allow without asking what would be asked (deny rules still hold).
    Allow,
    /// Ask a person even where rules, trust or risk would allow (Claude Code's
    /// `permissionDecision: "ask"`); deny rules still hold. Headless it is a denial unless
    /// `--approve-all`; a session approval of the tool does not cover it.
    Ask {
        /// Why the hook asks, shown to the person asked (and in a headless denial).
        reason: String,
    },
}

impl HookStance {
    /// This stance and another hook's together: ask over allow over silence; the first ask's
    /// reason stands.
    pub fn and(self, other: HookStance) -> HookStance {
        match (self, other) {
            (ask @ Self::Ask { .. }, _) | (_, ask @ Self::Ask { .. }) => ask,
            (Self::Allow, _) | (_, Self::Allow) => Self::Allow,
            _ => Self::Silent,
        }
    }
}

/// The gate's final word on a call.
#[derive(Debug, Clone, PartialEq)]
pub enum GateOutcome {
    /// Run it; `by` names what allowed it.
    Allowed {
        /// The deciding rule or mode.
        by: DecidedBy,
    },
    /// Don't; the message goes to the model and the user.
    Denied {
        /// The deciding rule or mode.
        by: DecidedBy,
        /// Why, and how to allow it.
        message: String,
    },
}

/// The single decision point for tool calls.
pub struct PermissionGate {
    mode: ApprovalMode,
    trust: AtomicBool,
    /// Plan mode is on ([`SessionMode::Plan`]); the only other mode is the default.
    planning: AtomicBool,
    policies: Vec<Arc<dyn PermissionPolicy>>,
    asking: bool,
    session_grants: Mutex<HashSet<String>>,
    protected: Option<Arc<crate::protected::ProtectedPaths>>,
    scope: Option<Arc<crate::scope::ToolScope>>,
    questions: Mutex<Questions>,
    /// Bumped whenever a question opens or closes, for drivers that persist the open set.
    changes: watch::Sender<u64>,
}

/// Approval questions in flight, and the ones already answered (so a second answer is told so).
#[derive(Default)]
struct Questions {
    open: HashMap<ToolCallId, oneshot::Sender<Approval>>,
    answered: HashSet<ToolCallId>,
}

impl std::fmt::Debug for PermissionGate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PermissionGate")
            .field("mode", &self.mode)
            .field("trust", &self.trust.load(Ordering::Relaxed))
            .field("session_mode", &self.session_mode())
            .field("policies", &self.policies.len())
            .field("asking", &self.asking)
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
            planning: AtomicBool::new(false),
            policies: Vec::new(),
            asking: false,
            session_grants: Mutex::new(HashSet::new()),
            protected: None,
            scope: None,
            questions: Mutex::new(Questions::default()),
            changes: watch::Sender::new(0),
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

    /// Consults this scope: while a skill or command that lists `allowed-tools` is in use,
    /// calls it does not list are denied (see [`ToolScope`](crate::ToolScope)).
    pub fn with_scope(mut self, scope: Arc<crate::scope::ToolScope>) -> Self {
        self.scope = Some(scope);
        self
    }

    /// The scope the gate consults, if any.
    pub fn scope(&self) -> Option<&Arc<crate::scope::ToolScope>> {
        self.scope.as_ref()
    }

    /// Says whether a person answers `approval_requested` events (with `Op::Approve`). When
    /// nobody does (scripts, CI), a call that needs approval is denied with a message saying
    /// how to allow it.
    pub fn with_asking(mut self, asking: bool) -> Self {
        self.asking = asking;
        self
    }

    /// Whether a person is asked.
    pub fn asks(&self) -> bool {
        self.asking
    }

    /// Answers an open approval question. Refused, changing nothing, when no call with this id
    /// waits for an answer (unknown, or answered already).
    pub fn approve(&self, id: &ToolCallId, answer: Approval) -> Result<(), OpError> {
        let mut q = self.questions.lock().unwrap_or_else(|e| e.into_inner());
        let Some(reply) = q.open.remove(id) else {
            return Err(if q.answered.contains(id) {
                OpError::AlreadyAnswered { id: id.clone() }
            } else {
                OpError::NoSuchQuestion { id: id.clone() }
            });
        };
        q.answered.insert(id.clone());
        self.changes.send_modify(|v| *v += 1);
        // The asking call went away (its turn was cancelled) just now: nothing left to tell it.
        let _ = reply.send(answer);
        Ok(())
    }

    /// The calls waiting for an answer.
    pub fn open_questions(&self) -> Vec<ToolCallId> {
        let q = self.questions.lock().unwrap_or_else(|e| e.into_inner());
        q.open.keys().cloned().collect()
    }

    /// Changes whenever a question opens or closes (a driver saves the open set then).
    pub fn watch_questions(&self) -> watch::Receiver<u64> {
        self.changes.subscribe()
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

    /// Starts in this session mode.
    pub fn with_session_mode(self, mode: SessionMode) -> Self {
        self.set_session_mode(mode);
        self
    }

    /// Switches the session mode from the next call on. In [`SessionMode::Plan`] every call
    /// that is not read-only is denied, whatever rules, hooks or approval modes say.
    pub fn set_session_mode(&self, mode: SessionMode) {
        self.planning.store(mode == SessionMode::Plan, Ordering::Relaxed);
    }

    /// The session mode in force.
    pub fn session_mode(&self) -> SessionMode {
        if self.planning.load(Ordering::Relaxed) {
            SessionMode::Plan
        } else {
            SessionMode::Default
        }
    }

    /// What policies and risk say, before asking anyone.
    pub fn verdict(&self, call: &CallInfo<'_>) -> Verdict {
        if let Some(v) = self.plan_verdict(call) {
            return v;
        }
        let mut best: Option<Verdict> = None;
        let protected = self.protected.iter().map(|p| p.as_ref() as &dyn PermissionPolicy);
        let scope = self.scope.iter().map(|s| s.as_ref() as &dyn PermissionPolicy);
        for p in self.policies.iter().map(|p| p.as_ref()).chain(protected).chain(scope) {
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
            Risk::Low => Verdict::allow(DecidedBy::Risk(Risk::Low)),
            Risk::Medium if self.trust() => Verdict::allow(DecidedBy::Trust),
            Risk::Medium => Verdict::ask(DecidedBy::Risk(Risk::Medium)),
            Risk::High => Verdict::ask(DecidedBy::Risk(Risk::High)),
        }
    }

    /// Plan mode's word: a call that may change something is denied, before any rule is asked
    /// (nothing can allow it; the reason tells the model what to do instead).
    fn plan_verdict(&self, call: &CallInfo<'_>) -> Option<Verdict> {
        if self.session_mode() != SessionMode::Plan || call.tool.effects.is_read_only() {
            return None;
        }
        Some(Verdict::deny(
            DecidedBy::PlanMode,
            format!(
                "plan mode: `{}` can change things, and only read-only tools run while planning. \
                 Do not try again: finish your research with read-only tools and answer with the plan; \
                 the user leaves plan mode by accepting it, and then the plan is carried out",
                call.tool.name
            ),
        ))
    }

    /// Decides a call without anyone to ask: policies and risk first, then the approval mode;
    /// a call that still needs approval is denied with a message saying how to allow it.
    /// `hook` is what the pre-tool hooks said: [`HookStance::Allow`] allows what would be asked
    /// (by `hook:pre_tool_use`), [`HookStance::Ask`] makes even an allowed call need approval;
    /// deny rules hold either way.
    pub async fn check(&self, call: &CallInfo<'_>, hook: &HookStance) -> GateOutcome {
        self.decide(call, hook, None).await
    }

    /// Decides a call as [`Self::check`] does, then (when the gate is
    /// [asking](Self::with_asking)) asks: an `approval_requested` event on `emit`, answered by
    /// [`Self::approve`]. `cancel` ends the wait with a denial.
    pub async fn check_asking(
        &self,
        call: &CallInfo<'_>,
        hook: &HookStance,
        emit: &Emitter,
        cancel: &CancellationToken,
    ) -> GateOutcome {
        self.decide(call, hook, Some((emit, cancel))).await
    }

    async fn decide(
        &self,
        call: &CallInfo<'_>,
        hook: &HookStance,
        ask: Option<(&Emitter, &CancellationToken)>,
    ) -> GateOutcome {
        let v = self.verdict(call);
        match (v.decision, hook) {
            (Decision::Deny, _) | (_, HookStance::Silent) => self.settle(call, v, None, ask).await,
            (Decision::Ask, HookStance::Allow) => GateOutcome::Allowed {
                by: DecidedBy::PreToolHook,
            },
            (Decision::Allow, HookStance::Allow) => self.settle(call, v, None, ask).await,
            (_, HookStance::Ask { reason }) => {
                self.settle(call, Verdict::ask(DecidedBy::PreToolHook), Some(reason), ask)
                    .await
            }
        }
    }

    /// Settles a verdict; `hook_asks` is the reason of a pre-tool hook that asked.
    async fn settle(
        &self,
        call: &CallInfo<'_>,
        v: Verdict,
        hook_asks: Option<&str>,
        ask: Option<(&Emitter, &CancellationToken)>,
    ) -> GateOutcome {
        match v.decision {
            Decision::Allow => GateOutcome::Allowed { by: v.by },
            Decision::Deny => GateOutcome::Denied {
                message: v
                    .reason
                    .unwrap_or_else(|| format!("`{}` is denied by {}", call.tool.name, v.by)),
                by: v.by,
            },
            Decision::Ask => self.settle_ask(call, v.by, hook_asks, ask).await,
        }
    }

    async fn settle_ask(
        &self,
        call: &CallInfo<'_>,
        by: DecidedBy,
        hook_asks: Option<&str>,
        ask: Option<(&Emitter, &CancellationToken)>,
    ) -> GateOutcome {
        let name = &call.tool.name;
        match self.mode {
            ApprovalMode::ApproveAll => {
                return GateOutcome::Allowed {
                    by: DecidedBy::ApproveAll,
                };
            }
            ApprovalMode::RejectAll => {
                return GateOutcome::Denied {
                    by: DecidedBy::RejectAll,
                    message: format!("`{name}` needs approval ({by}) and --reject-all refuses every such call"),
                };
            }
            ApprovalMode::Interactive => {}
        }
        let protected = self.protected.as_ref().and_then(|p| Some((p, p.matched(call)?)));
        // A hook's ask is about this call: an earlier "yes for the session" does not answer it.
        if protected.is_none() && hook_asks.is_none() && self.granted(name) {
            return GateOutcome::Allowed {
                by: DecidedBy::SessionGrant,
            };
        }
        let Some((emit, cancel)) = ask.filter(|_| self.asking) else {
            if let Some(why) = hook_asks {
                return GateOutcome::Denied {
                    message: format!(
                        "a pre-tool hook asked for approval of `{name}` ({why}) and no one can be asked in \
                         headless mode; rerun with --approve-all, or change the hook"
                    ),
                    by,
                };
            }
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
        let reason = match (hook_asks, &protected) {
            (Some(why), _) => format!("a pre-tool hook asks about `{name}`: {why}"),
            (None, Some((_, (path, _)))) => crate::protected::question(name, path),
            (None, None) => format!("`{name}` is {} risk", call.tool.risk),
        };
        let Some(answer) = self.ask(call, reason, emit, cancel).await else {
            return GateOutcome::Denied {
                by: DecidedBy::Cancelled,
                message: format!("the turn was cancelled while `{name}` waited for approval"),
            };
        };
        match answer {
            Approval::Once => GateOutcome::Allowed { by: DecidedBy::User },
            Approval::Session => {
                self.session_grants
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(name.clone());
                GateOutcome::Allowed {
                    by: DecidedBy::UserForSession,
                }
            }
            Approval::Deny => GateOutcome::Denied {
                by: DecidedBy::User,
                message: format!("the user denied `{name}`"),
            },
            Approval::DenyWithMessage(m) => GateOutcome::Denied {
                by: DecidedBy::User,
                message: format!("the user denied `{name}`: {m}"),
            },
        }
    }

    /// Puts the question on the stream and waits for its answer; `None` when cancelled first.
    async fn ask(
        &self,
        call: &CallInfo<'_>,
        reason: String,
        emit: &Emitter,
        cancel: &CancellationToken,
    ) -> Option<Approval> {
        // Worked out before the question goes up, so the person sees the change with it.
        let preview = call.preview().await;
        let (reply, answer) = oneshot::channel();
        {
            let mut q = self.questions.lock().unwrap_or_else(|e| e.into_inner());
            q.open.insert(call.id.clone(), reply);
        }
        self.changes.send_modify(|v| *v += 1);
        emit.emit(AgentEvent::StateChanged {
            state: RunState::AwaitingApproval,
        });
        emit.emit(AgentEvent::ApprovalRequested {
            id: call.id.clone(),
            name: call.tool.name.clone(),
            input: call.input.clone(),
            risk: call.tool.risk,
            key_argument: call.tool.key_argument(call.input).map(str::to_owned),
            reason,
            preview,
            options: ApprovalChoice::ALL.to_vec(),
        });
        let answer = tokio::select! {
            a = answer => a.ok(),
            _ = cancel.cancelled() => None,
        };
        if answer.is_none() {
            let mut q = self.questions.lock().unwrap_or_else(|e| e.into_inner());
            q.open.remove(call.id);
            drop(q);
            self.changes.send_modify(|v| *v += 1);
        }
        emit.emit(AgentEvent::StateChanged {
            state: RunState::RunningTools,
        });
        answer
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
        gate.check(&CallInfo::new(&id, &d, &input), &HookStance::Silent).await
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
    async fn plan_mode_denies_every_call_that_is_not_read_only_and_nothing_overrides_it() {
        let gate = PermissionGate::new(ApprovalMode::ApproveAll)
            .with_trust(true)
            .with_session_mode(SessionMode::Plan)
            .with_policy(Arc::new(|_: &CallInfo<'_>| {
                Some(Verdict::allow(DecidedBy::policy("rule:allow-everything")))
            }));
        let id = ToolCallId::new("1");
        let input = json!({});
        let write = def(Risk::Low);
        let read = def(Risk::High).with_effects(crate::tool::Effects::read_only());
        // Even a hook's pre-approval cannot run a write while planning.
        match gate
            .check(&CallInfo::new(&id, &write, &input), &HookStance::Allow)
            .await
        {
            GateOutcome::Denied { by, message } => {
                assert_eq!(by, DecidedBy::PlanMode);
                assert!(message.contains("plan mode") && message.contains("`t`"), "{message}");
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            gate.check(&CallInfo::new(&id, &read, &input), &HookStance::Silent)
                .await,
            GateOutcome::Allowed { .. }
        ));
        gate.set_session_mode(SessionMode::Default);
        assert_eq!(gate.session_mode(), SessionMode::Default);
        assert!(matches!(
            gate.check(&CallInfo::new(&id, &write, &input), &HookStance::Silent)
                .await,
            GateOutcome::Allowed { .. }
        ));
    }

    #[tokio::test]
    async fn deny_policy_beats_approve_all() {
        let gate = PermissionGate::new(ApprovalMode::ApproveAll).with_policy(Arc::new(|_: &CallInfo<'_>| {
            Some(Verdict::deny(DecidedBy::policy("rule:t"), "t is forbidden"))
        }));
        assert_eq!(
            outcome(&gate, Risk::High).await,
            GateOutcome::Denied {
                by: DecidedBy::policy("rule:t"),
                message: "t is forbidden".into()
            }
        );
    }

    #[tokio::test]
    async fn a_hooks_pre_approval_settles_asks_but_not_denials() {
        let d = def(Risk::High);
        let id = ToolCallId::new("1");
        let input = json!({});
        let call = CallInfo::new(&id, &d, &input);
        let gate = PermissionGate::new(ApprovalMode::Interactive);
        assert_eq!(
            gate.check(&call, &HookStance::Allow).await,
            GateOutcome::Allowed {
                by: DecidedBy::PreToolHook
            }
        );
        assert!(matches!(
            gate.check(&call, &HookStance::Silent).await,
            GateOutcome::Denied { .. }
        ));
        let gate = gate.with_policy(Arc::new(|_: &CallInfo<'_>| {
            Some(Verdict::deny(DecidedBy::policy("rule:t"), "t is forbidden"))
        }));
        assert!(
            matches!(gate.check(&call, &HookStance::Allow).await, GateOutcome::Denied { by, .. } if by == DecidedBy::policy("rule:t"))
        );
    }

    #[tokio::test]
    async fn a_hooks_ask_overrides_trust_and_allow_rules_but_not_denials() {
        let d = def(Risk::Medium);
        let id = ToolCallId::new("1");
        let input = json!({});
        let call = CallInfo::new(&id, &d, &input);
        let asks = HookStance::Ask {
            reason: "release files need a person".into(),
        };
        let allow_rule = |_: &CallInfo<'_>| Some(Verdict::allow(DecidedBy::policy("rule:t")));
        // Trusted and allowed by a rule, the call runs when the hook is silent, and is refused
        // headless when it asks, saying so.
        let trusted = PermissionGate::new(ApprovalMode::Interactive)
            .with_trust(true)
            .with_policy(Arc::new(allow_rule));
        assert!(matches!(
            trusted.check(&call, &HookStance::Silent).await,
            GateOutcome::Allowed { .. }
        ));
        match trusted.check(&call, &asks).await {
            GateOutcome::Denied { by, message } => {
                assert_eq!(by, DecidedBy::PreToolHook);
                assert!(
                    message.contains("a pre-tool hook asked for approval of `t` (release files need a person)")
                        && message.contains("--approve-all"),
                    "{message}"
                );
            }
            other => panic!("{other:?}"),
        }
        // Ask over allow, whatever the order the hooks answered in.
        assert_eq!(HookStance::Allow.and(asks.clone()), asks);
        assert_eq!(asks.clone().and(HookStance::Allow), asks);
        // --approve-all answers the question; a deny rule still wins over it.
        let approve_all = PermissionGate::new(ApprovalMode::ApproveAll).with_trust(true);
        assert_eq!(
            approve_all.check(&call, &asks).await,
            GateOutcome::Allowed {
                by: DecidedBy::ApproveAll
            }
        );
        let denied = approve_all.with_policy(Arc::new(|_: &CallInfo<'_>| {
            Some(Verdict::deny(DecidedBy::policy("rule:t"), "t is forbidden"))
        }));
        assert!(
            matches!(denied.check(&call, &asks).await, GateOutcome::Denied { by, .. } if by == DecidedBy::policy("rule:t"))
        );
    }

    #[tokio::test]
    async fn a_hooks_ask_puts_the_question_every_time_even_after_a_session_answer() {
        let gate = Arc::new(
            PermissionGate::new(ApprovalMode::Interactive)
                .with_trust(true)
                .with_asking(true),
        );
        let (emit, mut rx) = Emitter::channel();
        let cancel = CancellationToken::new();
        let d = def(Risk::Medium);
        let input = json!({});
        let answering = {
            let gate = gate.clone();
            tokio::spawn(async move {
                let mut reasons = Vec::new();
                while let Some(e) = rx.recv().await {
                    if let AgentEvent::ApprovalRequested { id, reason, .. } = e.event {
                        gate.approve(&id, Approval::Session).unwrap();
                        reasons.push(reason);
                    }
                }
                reasons
            })
        };
        let asks = HookStance::Ask {
            reason: "release files need a person".into(),
        };
        for n in 0..2 {
            let id = ToolCallId::new(format!("c{n}"));
            let out = gate
                .check_asking(&CallInfo::new(&id, &d, &input), &asks, &emit, &cancel)
                .await;
            assert_eq!(
                out,
                GateOutcome::Allowed {
                    by: DecidedBy::UserForSession
                }
            );
        }
        drop(emit);
        assert_eq!(
            answering.await.unwrap(),
            vec!["a pre-tool hook asks about `t`: release files need a person"; 2]
        );
    }

    #[tokio::test]
    async fn a_question_goes_on_the_stream_and_a_session_answer_is_remembered() {
        let gate = Arc::new(PermissionGate::new(ApprovalMode::Interactive).with_asking(true));
        let (emit, mut rx) = Emitter::channel();
        let cancel = CancellationToken::new();
        let d = def(Risk::High);
        let (id, input) = (ToolCallId::new("c1"), json!({}));
        let answering = {
            let gate = gate.clone();
            tokio::spawn(async move {
                let mut asked = Vec::new();
                while let Some(e) = rx.recv().await {
                    if let AgentEvent::ApprovalRequested { id, options, .. } = e.event {
                        assert_eq!(options, ApprovalChoice::ALL.to_vec());
                        assert_eq!(gate.open_questions(), vec![id.clone()]);
                        gate.approve(&id, Approval::Session).unwrap();
                        assert_eq!(
                            gate.approve(&id, Approval::Once),
                            Err(OpError::AlreadyAnswered { id: id.clone() })
                        );
                        asked.push(id);
                    }
                }
                asked
            })
        };
        let call = CallInfo::new(&id, &d, &input);
        let first = gate.check_asking(&call, &HookStance::Silent, &emit, &cancel).await;
        assert_eq!(
            first,
            GateOutcome::Allowed {
                by: DecidedBy::UserForSession
            }
        );
        let second = gate.check_asking(&call, &HookStance::Silent, &emit, &cancel).await;
        assert!(
            matches!(second, GateOutcome::Allowed { ref by, .. } if *by == DecidedBy::SessionGrant),
            "{second:?}"
        );
        drop(emit);
        assert_eq!(answering.await.unwrap(), vec![id.clone()], "asked once only");
        assert_eq!(
            gate.approve(&ToolCallId::new("nope"), Approval::Once),
            Err(OpError::NoSuchQuestion {
                id: ToolCallId::new("nope")
            })
        );
    }

    #[tokio::test]
    async fn cancelling_ends_the_wait_with_a_denial_and_closes_the_question() {
        let gate = PermissionGate::new(ApprovalMode::Interactive).with_asking(true);
        let (emit, _rx) = Emitter::channel();
        let cancel = CancellationToken::new();
        cancel.cancel();
        let d = def(Risk::High);
        let (id, input) = (ToolCallId::new("c1"), json!({}));
        let out = gate
            .check_asking(&CallInfo::new(&id, &d, &input), &HookStance::Silent, &emit, &cancel)
            .await;
        assert!(
            matches!(out, GateOutcome::Denied { ref by, .. } if *by == DecidedBy::Cancelled),
            "{out:?}"
        );
        assert!(gate.open_questions().is_empty());
    }
}
