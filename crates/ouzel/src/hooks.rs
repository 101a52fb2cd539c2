//! Command hooks from config: each is a shell command that gets the event as JSON on stdin and
//! may answer on stdout. Two spellings are accepted, in `config.toml` (user or project) and in a
//! project's `.ouzel/settings.json`:
//!
//! - ouzel's: `[[hooks.pre_tool_use]] command = "…", matcher = "shell|write_file", timeout_secs = 30`
//! - Claude Code's, copied from its settings: `{"hooks": {"PreToolUse": [{"matcher": "shell",
//!   "hooks": [{"type": "command", "command": "…", "timeout": 60}]}]}}` (as TOML:
//!   `[[hooks.PreToolUse]]` with `[[hooks.PreToolUse.hooks]]`).
//!
//! Both run the same way and get the same input: Claude Code's field names (`session_id`,
//! `transcript_path`, `cwd`, `hook_event_name`, `permission_mode`, `tool_name`, `tool_input`,
//! `tool_use_id`, `tool_response`, `prompt`, `source`, `stop_hook_active`, `trigger`, `message`)
//! beside ouzel's older ones (`hook_event`, `call_id`, `tool_result`, `is_error`, `workspace`,
//! `reason`). Exit 0 and a JSON answer (`decision`/`reason`, `input`, `continue`/`stopReason`,
//! `systemMessage`, `hookSpecificOutput` with `permissionDecision`, `permissionDecisionReason`,
//! `updatedInput`, `additionalContext`), or exit 2 to block with stderr as the reason. A
//! `permissionDecision` of `"ask"` makes the gate ask a person even where rules or `--trust`
//! would allow the call (headless: a denial unless `--approve-all`; deny rules still win).
//!
//! Unlike Claude Code, a pre-tool hook that fails (another exit code, a timeout, output that
//! starts like JSON but is not) denies the call: nothing runs that a broken policy should
//! have stopped. Other hooks that fail become a notice naming the hook; the run goes on.

use ouzel_core::{CallInfo, CompactTrigger, HookOutcome, HookSession, HookVerdict, Hooks, SessionSource, async_trait};
use serde::de::{Deserializer, Error as _};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use std::time::Duration;
use tokio::io::AsyncWriteExt;

/// A point of a run hooks are attached to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HookEvent {
    /// Before each tool call, ahead of the permission gate.
    PreToolUse,
    /// After each tool call that ran.
    PostToolUse,
    /// Before a user message goes to the model.
    UserPromptSubmit,
    /// On the first run of a session in this process.
    SessionStart,
    /// When a run ends.
    Stop,
    /// When an agent called as a tool has answered.
    SubagentStop,
    /// Before older turns are summarised.
    PreCompact,
    /// When the user is asked to approve a call.
    Notification,
}

impl HookEvent {
    /// Every event, in the order the docs list them.
    pub const ALL: [HookEvent; 8] = [
        Self::PreToolUse,
        Self::PostToolUse,
        Self::UserPromptSubmit,
        Self::SessionStart,
        Self::Stop,
        Self::SubagentStop,
        Self::PreCompact,
        Self::Notification,
    ];

    /// Claude Code's name (`PreToolUse`), what hooks get as `hook_event_name`.
    pub fn claude_name(self) -> &'static str {
        match self {
            Self::PreToolUse => "PreToolUse",
            Self::PostToolUse => "PostToolUse",
            Self::UserPromptSubmit => "UserPromptSubmit",
            Self::SessionStart => "SessionStart",
            Self::Stop => "Stop",
            Self::SubagentStop => "SubagentStop",
            Self::PreCompact => "PreCompact",
            Self::Notification => "Notification",
        }
    }

    /// ouzel's name (`pre_tool_use`), what hooks get as `hook_event`.
    pub fn ouzel_name(self) -> &'static str {
        match self {
            Self::PreToolUse => "pre_tool_use",
            Self::PostToolUse => "post_tool_use",
            Self::UserPromptSubmit => "user_prompt_submit",
            Self::SessionStart => "session_start",
            Self::Stop => "stop",
            Self::SubagentStop => "subagent_stop",
            Self::PreCompact => "pre_compact",
            Self::Notification => "notification",
        }
    }

    /// The event a config key names, in either spelling.
    pub fn parse(key: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|e| e.claude_name() == key || e.ouzel_name() == key)
    }

    /// Whether exit 2 stops something (otherwise its stderr is only shown to the user).
    fn can_block(self) -> bool {
        !matches!(self, Self::SessionStart | Self::PreCompact | Self::Notification)
    }

    /// Whether plain text on stdout is context for the model (as in Claude Code).
    fn plain_stdout_is_context(self) -> bool {
        matches!(self, Self::UserPromptSubmit | Self::SessionStart)
    }
}

impl std::fmt::Display for HookEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.claude_name())
    }
}

/// One hook in ouzel's spelling (`[[hooks.pre_tool_use]]`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct HookConfig {
    /// The command, run with `bash -c` in the workspace.
    pub command: String,
    /// What it applies to: a tool name, `|`-separated names (`shell|write_file`) or a regular
    /// expression matched against the whole name; all when absent, empty or `*`.
    pub matcher: Option<String>,
    /// Seconds before the hook is killed (default 30).
    pub timeout_secs: Option<u64>,
}

/// A matcher group in Claude Code's spelling: `{"matcher": "…", "hooks": [{"type": "command", …}]}`.
#[derive(Debug, Clone, Deserialize)]
struct ClaudeGroup {
    #[serde(default)]
    matcher: Option<String>,
    hooks: Vec<ClaudeHook>,
}

/// One entry of a Claude Code matcher group. Fields ouzel does not use are accepted and ignored.
#[derive(Debug, Clone, Deserialize)]
struct ClaudeHook {
    #[serde(rename = "type", default = "command_type")]
    kind: String,
    #[serde(default)]
    command: Option<String>,
    /// Seconds (Claude Code's default is 60).
    #[serde(default)]
    timeout: Option<f64>,
}

fn command_type() -> String {
    "command".into()
}

/// An entry under an event: ouzel's flat hook or a Claude Code matcher group (the one with
/// `hooks`). Told apart by that key, so a mistake in either is reported as that kind's.
#[derive(Debug, Clone)]
enum Entry {
    Ouzel(HookConfig),
    Claude(ClaudeGroup),
}

impl<'de> Deserialize<'de> for Entry {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        if v.get("hooks").is_some() {
            ClaudeGroup::deserialize(v)
                .map(Entry::Claude)
                .map_err(|e| D::Error::custom(format!("a Claude Code matcher group: {e}")))
        } else {
            HookConfig::deserialize(v).map(Entry::Ouzel).map_err(D::Error::custom)
        }
    }
}

/// A hook ready to run.
#[derive(Debug, Clone)]
pub struct Hook {
    /// When it runs.
    pub event: HookEvent,
    /// The command.
    pub command: String,
    /// The matcher as written (`None`: everything).
    pub matcher: Option<String>,
    compiled: Option<regex::Regex>,
    /// How long it may run.
    pub timeout: Duration,
}

impl Hook {
    fn new(event: HookEvent, command: String, matcher: Option<String>, timeout: Duration) -> Result<Self, String> {
        let matcher = matcher.filter(|m| !m.trim().is_empty() && m.trim() != "*");
        let compiled =
            match &matcher {
                None => None,
                Some(m) => Some(regex::Regex::new(&format!("^(?:{})$", m.trim())).map_err(|e| {
                    format!("the matcher `{m}` of {event} hook `{command}` is not a valid pattern: {e}")
                })?),
            };
        Ok(Self {
            event,
            command,
            matcher,
            compiled,
            timeout,
        })
    }

    /// Whether the hook applies to `subject` (a tool name, a notification kind, a trigger, a
    /// session source).
    pub fn applies(&self, subject: &str) -> bool {
        self.compiled.as_ref().is_none_or(|r| r.is_match(subject))
    }

    fn label(&self) -> String {
        format!("{} hook `{}`", self.event, self.command)
    }

    /// A warning when the matcher names Claude Code's tools, which ouzel calls otherwise (a
    /// block copied as it is would never match): what to write instead.
    fn foreign_tool_names(&self) -> Option<String> {
        if !matches!(self.event, HookEvent::PreToolUse | HookEvent::PostToolUse) {
            return None;
        }
        let matcher = self.matcher.as_deref()?;
        let named: Vec<String> = matcher
            .split('|')
            .filter_map(|name| {
                let ours = CLAUDE_TOOLS.iter().find(|(theirs, _)| *theirs == name.trim())?.1;
                Some(format!("`{}` → {ours}", name.trim()))
            })
            .collect();
        (!named.is_empty()).then(|| {
            format!(
                "the matcher `{matcher}` of {} names Claude Code's tools, which ouzel calls otherwise ({}); \
                 write ouzel's names in the matcher",
                self.label(),
                named.join(", ")
            )
        })
    }
}

/// Claude Code's tool names and what ouzel calls the nearest tool, for the warning above only:
/// matching stays on ouzel's names, whose arguments are the ones hooks get.
const CLAUDE_TOOLS: &[(&str, &str)] = &[
    ("Bash", "`shell`"),
    ("Read", "`read_file`"),
    ("Write", "`write_file` or `create_file`"),
    ("Edit", "`edit_file`"),
    ("MultiEdit", "`edit_file`"),
    ("Glob", "`find_files`"),
    ("Grep", "`grep_search`"),
    ("LS", "`list_files`"),
    ("WebFetch", "`web_fetch`"),
    ("TodoWrite", "`todo_write`"),
    ("Task", "the name of an agent called as a tool"),
];

/// `[hooks]`: every configured hook, user's first, then the project's.
#[derive(Debug, Clone, Default)]
pub struct HooksConfig {
    hooks: Vec<Hook>,
    /// What was skipped, and why (a Claude Code hook type ouzel does not run).
    warnings: Vec<String>,
}

impl<'de> Deserialize<'de> for HooksConfig {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = BTreeMap::<String, Vec<Entry>>::deserialize(d)?;
        let mut config = HooksConfig::default();
        for (key, entries) in raw {
            let event = HookEvent::parse(&key).ok_or_else(|| {
                let known: Vec<_> = HookEvent::ALL.iter().map(|e| e.claude_name()).collect();
                D::Error::custom(format!(
                    "unknown hook event `{key}`; ouzel knows {} (or the same in snake_case)",
                    known.join(", ")
                ))
            })?;
            for entry in entries {
                match entry {
                    Entry::Ouzel(h) => {
                        let timeout = Duration::from_secs(h.timeout_secs.unwrap_or(30));
                        let hook = Hook::new(event, h.command, h.matcher, timeout).map_err(D::Error::custom)?;
                        config.warnings.extend(hook.foreign_tool_names());
                        config.hooks.push(hook);
                    }
                    Entry::Claude(group) => {
                        for h in group.hooks {
                            let Some(command) = h.command.filter(|_| h.kind == "command") else {
                                config.warnings.push(format!(
                                    "skipping a `{}` hook under {event}: ouzel runs only `command` hooks",
                                    h.kind
                                ));
                                continue;
                            };
                            let secs = h.timeout.filter(|t| t.is_finite() && *t > 0.0).unwrap_or(60.0);
                            let hook = Hook::new(event, command, group.matcher.clone(), Duration::from_secs_f64(secs))
                                .map_err(D::Error::custom)?;
                            config.warnings.extend(hook.foreign_tool_names());
                            config.hooks.push(hook);
                        }
                    }
                }
            }
        }
        Ok(config)
    }
}

impl HooksConfig {
    /// Whether no hook is configured.
    pub fn is_empty(&self) -> bool {
        self.hooks.is_empty()
    }

    /// Every hook, in the order they run.
    pub fn hooks(&self) -> &[Hook] {
        &self.hooks
    }

    /// What was skipped when reading, for the user.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// Adds hooks read from another file (a project's), after these.
    pub fn extend(&mut self, more: HooksConfig) {
        self.hooks.extend(more.hooks);
        self.warnings.extend(more.warnings);
    }

    fn of(&self, event: HookEvent, subject: Option<&str>) -> impl Iterator<Item = &Hook> {
        self.hooks
            .iter()
            .filter(move |h| h.event == event && subject.is_none_or(|s| h.applies(s)))
    }
}

/// A project's `.ouzel/settings.json`: a Claude Code settings file, of which ouzel reads `hooks`.
#[derive(Debug, Default, Deserialize)]
pub struct SettingsFile {
    /// The hooks block.
    #[serde(default)]
    pub hooks: HooksConfig,
    /// Everything else, which ouzel does not read.
    #[serde(flatten)]
    pub other: Map<String, Value>,
}

/// Runs configured hooks as commands in a workspace.
#[derive(Debug, Clone)]
pub struct CommandHooks {
    config: HooksConfig,
    workspace: std::path::PathBuf,
}

impl CommandHooks {
    /// Hooks from config, run in `workspace`.
    pub fn new(config: HooksConfig, workspace: impl Into<std::path::PathBuf>) -> Self {
        Self {
            config,
            workspace: workspace.into(),
        }
    }

    /// Runs the hooks of `event` that apply to `subject` in order and gathers what they said.
    async fn observe(
        &self,
        event: HookEvent,
        subject: Option<&str>,
        session: &HookSession<'_>,
        extra: Value,
    ) -> HookOutcome {
        let payload = payload(event, session, extra);
        let mut outcome = HookOutcome::default();
        for hook in self.config.of(event, subject) {
            let said = read(hook, run(hook, &self.workspace, &payload).await);
            outcome.merge(said.into_outcome(hook));
        }
        outcome
    }
}

/// The input every hook gets: the session fields, then the event's own.
fn payload(event: HookEvent, session: &HookSession<'_>, extra: Value) -> Value {
    let mut v = json!({
        "hook_event_name": event.claude_name(),
        "hook_event": event.ouzel_name(),
        "session_id": session.id,
        // Sessions live in a database, not a transcript file.
        "transcript_path": Value::Null,
        "cwd": session.workspace,
        "permission_mode": session.mode.name(),
    });
    if let (Some(all), Value::Object(more)) = (v.as_object_mut(), extra) {
        all.extend(more);
    }
    v
}

struct HookRun {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

async fn run(hook: &Hook, workspace: &std::path::Path, payload: &Value) -> Result<HookRun, String> {
    let mut cmd = tokio::process::Command::new("bash");
    // Hooks are the user's own commands: they keep the credentials the binary moved out of
    // ouzel's environment at start, as they had them before.
    for name in ouzel_core::secret_env::names() {
        if let Some(value) = ouzel_core::secret_env::var(&name) {
            use ouzel_core::secret_env::ExposeSecret;
            cmd.env(&name, value.expose_secret());
        }
    }
    // Scripts copied from Claude Code find their files with `$CLAUDE_PROJECT_DIR`.
    cmd.env("CLAUDE_PROJECT_DIR", workspace)
        .env("OUZEL_PROJECT_DIR", workspace);
    cmd.arg("-c")
        .arg(&hook.command)
        .current_dir(workspace)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true);
    // Off the runtime's threads: the first hardening may make ouzel's watched cgroup and move
    // ouzel into it (8-20 ms for an RCU grace period), and the spawn waits for the exec.
    let mut child = tokio::task::spawn_blocking(move || {
        ouzel_tools::sandbox::harden_child(&mut cmd);
        cmd.spawn()
    })
    .await
    .map_err(|e| e.to_string())
    .and_then(|spawned| spawned.map_err(|e| e.to_string()))
    .map_err(|e| format!("{} could not start: {e}", hook.label()))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A hook that ignores its input may close stdin early; that is not a failure.
        let _ = stdin.write_all(payload.to_string().as_bytes()).await;
    }
    match tokio::time::timeout(hook.timeout, child.wait_with_output()).await {
        Err(_) => Err(format!(
            "{} timed out after {} s",
            hook.label(),
            hook.timeout.as_secs_f64()
        )),
        Ok(Err(e)) => Err(format!("{} failed: {e}", hook.label())),
        Ok(Ok(out)) => Ok(HookRun {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).trim().to_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).trim().to_owned(),
        }),
    }
}

/// A hook's JSON answer, in ouzel's fields and Claude Code's. Unknown fields are ignored.
#[derive(Debug, Default, Deserialize)]
struct Answer {
    #[serde(default)]
    decision: Option<String>,
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    input: Option<Value>,
    #[serde(default, rename = "continue")]
    keep_going: Option<bool>,
    #[serde(default, rename = "stopReason")]
    stop_reason: Option<String>,
    #[serde(default, rename = "systemMessage")]
    system_message: Option<String>,
    #[serde(default, rename = "hookSpecificOutput")]
    specific: Option<Specific>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Specific {
    #[serde(default)]
    permission_decision: Option<String>,
    #[serde(default)]
    permission_decision_reason: Option<String>,
    #[serde(default)]
    updated_input: Option<Value>,
    #[serde(default)]
    additional_context: Option<String>,
}

/// What one hook run said, whatever the event.
#[derive(Debug, Default, PartialEq)]
struct Said {
    /// Deny the call / block what comes next, with the reason.
    block: Option<String>,
    /// Allow the call without asking.
    allow: bool,
    /// Ask a person about the call even where it would be allowed, with the reason.
    ask: Option<String>,
    /// Run the call with these arguments.
    input: Option<Value>,
    context: Vec<String>,
    notices: Vec<String>,
    /// The hook failed: what happened, naming it.
    failed: Option<String>,
}

impl Said {
    fn failed(message: String) -> Self {
        Self {
            failed: Some(message),
            ..Self::default()
        }
    }

    fn into_outcome(self, hook: &Hook) -> HookOutcome {
        let mut notices = self.notices;
        notices.extend(self.failed);
        let block = match self.block {
            Some(why) if hook.event.can_block() => Some(why),
            Some(why) => {
                notices.push(format!("{}: {why}", hook.label()));
                None
            }
            None => None,
        };
        HookOutcome {
            block,
            context: self.context,
            notices,
        }
    }
}

/// Reads a hook's exit code and output.
fn read(hook: &Hook, run: Result<HookRun, String>) -> Said {
    let r = match run {
        Ok(r) => r,
        Err(e) => return Said::failed(e),
    };
    match r.code {
        Some(0) => {}
        Some(2) => {
            let why = if r.stderr.is_empty() {
                format!("blocked by {}", hook.label())
            } else {
                r.stderr
            };
            return Said {
                block: Some(why),
                ..Said::default()
            };
        }
        code => {
            let how = code.map_or_else(|| "was killed by a signal".to_owned(), |c| format!("exited with {c}"));
            return Said::failed(format!("{} {how}: {}", hook.label(), r.stderr));
        }
    }
    let mut said = Said::default();
    if r.stdout.is_empty() {
        return said;
    }
    if !r.stdout.starts_with('{') {
        if hook.event.plain_stdout_is_context() {
            said.context.push(r.stdout);
        }
        return said;
    }
    let answer: Answer = match serde_json::from_str(&r.stdout) {
        Ok(a) => a,
        Err(e) => {
            return Said::failed(format!(
                "{} printed invalid JSON ({e}); its answer was not used",
                hook.label()
            ));
        }
    };
    let specific = answer.specific.unwrap_or_default();
    let default_reason = || format!("blocked by {}", hook.label());
    match answer.decision.as_deref() {
        Some("allow" | "approve") => said.allow = true,
        Some("deny" | "block") => said.block = Some(answer.reason.clone().unwrap_or_else(default_reason)),
        _ => {}
    }
    match specific.permission_decision.as_deref() {
        Some("allow") => said.allow = true,
        Some("ask") => {
            said.ask = Some(
                specific
                    .permission_decision_reason
                    .clone()
                    .or_else(|| answer.reason.clone())
                    .unwrap_or_else(|| format!("{} asked", hook.label())),
            )
        }
        Some("deny") => {
            said.block = Some(
                specific
                    .permission_decision_reason
                    .or(answer.reason)
                    .unwrap_or_else(default_reason),
            )
        }
        _ => {}
    }
    said.input = specific.updated_input.or(answer.input);
    said.context.extend(specific.additional_context);
    said.notices.extend(answer.system_message);
    // `continue: false` stops what comes next; at the end of a run that is what happens anyway.
    if answer.keep_going == Some(false)
        && !matches!(hook.event, HookEvent::Stop | HookEvent::SubagentStop)
        && said.block.is_none()
    {
        said.block = Some(answer.stop_reason.unwrap_or_else(default_reason));
    }
    said
}

#[async_trait]
impl Hooks for CommandHooks {
    async fn pre_tool_use(&self, session: &HookSession<'_>, call: &CallInfo<'_>) -> HookVerdict {
        let mut verdict = HookVerdict::Continue;
        let mut input = call.input.clone();
        // The first hook that asks decides that a person is asked; later ones may still deny.
        let mut ask: Option<String> = None;
        for hook in self.config.of(HookEvent::PreToolUse, Some(&call.tool.name)) {
            let payload = payload(
                HookEvent::PreToolUse,
                session,
                json!({
                    "tool_name": call.tool.name,
                    "tool_input": input,
                    "tool_use_id": call.id,
                    "call_id": call.id,
                }),
            );
            let said = read(hook, run(hook, &self.workspace, &payload).await);
            if let Some(failure) = said.failed {
                return HookVerdict::Deny {
                    reason: format!("{failure}; the call was denied"),
                };
            }
            if let Some(reason) = said.block {
                return HookVerdict::Deny { reason };
            }
            if ask.is_none() {
                ask = said.ask;
            }
            if let Some(new) = said.input {
                input = new.clone();
                verdict = HookVerdict::Modify { input: new };
            } else if said.allow && !matches!(verdict, HookVerdict::Modify { .. }) {
                verdict = HookVerdict::Allow;
            }
        }
        match (ask, verdict) {
            (Some(reason), HookVerdict::Modify { input }) => HookVerdict::Ask {
                reason,
                input: Some(input),
            },
            (Some(reason), _) => HookVerdict::Ask { reason, input: None },
            (None, verdict) => verdict,
        }
    }

    async fn post_tool_use(
        &self,
        session: &HookSession<'_>,
        call: &CallInfo<'_>,
        content: &str,
        is_error: bool,
    ) -> HookOutcome {
        let extra = json!({
            "tool_name": call.tool.name,
            "tool_input": call.input,
            "tool_use_id": call.id,
            "tool_response": content,
            "call_id": call.id,
            "tool_result": content,
            "is_error": is_error,
        });
        self.observe(HookEvent::PostToolUse, Some(&call.tool.name), session, extra)
            .await
    }

    async fn user_prompt_submit(&self, session: &HookSession<'_>, prompt: &str) -> HookOutcome {
        self.observe(HookEvent::UserPromptSubmit, None, session, json!({"prompt": prompt}))
            .await
    }

    async fn session_start(&self, session: &HookSession<'_>, source: SessionSource) -> HookOutcome {
        let extra = json!({"source": source.name(), "workspace": session.workspace});
        self.observe(HookEvent::SessionStart, Some(source.name()), session, extra)
            .await
    }

    async fn stop(&self, session: &HookSession<'_>, reason: &str, stop_hook_active: bool) -> HookOutcome {
        let extra = json!({"stop_hook_active": stop_hook_active, "reason": reason});
        self.observe(HookEvent::Stop, None, session, extra).await
    }

    async fn subagent_stop(&self, session: &HookSession<'_>, call: &CallInfo<'_>, answer: &str) -> HookOutcome {
        let extra = json!({
            "stop_hook_active": false,
            "agent_name": call.tool.name,
            "tool_use_id": call.id,
            "answer": answer,
        });
        self.observe(HookEvent::SubagentStop, Some(&call.tool.name), session, extra)
            .await
    }

    async fn pre_compact(&self, session: &HookSession<'_>, trigger: CompactTrigger) -> HookOutcome {
        let extra = json!({"trigger": trigger.name(), "custom_instructions": ""});
        self.observe(HookEvent::PreCompact, Some(trigger.name()), session, extra)
            .await
    }

    async fn notification(&self, session: &HookSession<'_>, kind: &str, message: &str) -> HookOutcome {
        let extra = json!({"message": message, "notification_type": kind, "title": "ouzel"});
        self.observe(HookEvent::Notification, Some(kind), session, extra).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_toml(text: &str) -> Result<HooksConfig, String> {
        #[derive(Deserialize)]
        struct Doc {
            hooks: HooksConfig,
        }
        toml::from_str::<Doc>(text).map(|d| d.hooks).map_err(|e| e.to_string())
    }

    #[test]
    fn both_spellings_read_into_the_same_hooks_and_matchers_match_whole_names() {
        let c = parse_toml(
            r#"
[[hooks.pre_tool_use]]
command = "a"
matcher = "shell|write_file"

[[hooks.PreToolUse]]
matcher = "edit_.*"
[[hooks.PreToolUse.hooks]]
type = "command"
command = "b"
timeout = 5

[[hooks.Stop]]
[[hooks.Stop.hooks]]
type = "prompt"
"#,
        )
        .unwrap();
        assert_eq!(c.hooks().len(), 2);
        assert!(c.hooks().iter().all(|h| h.event == HookEvent::PreToolUse));
        let by = |command: &str| c.hooks().iter().find(|h| h.command == command).unwrap();
        let (a, b) = (by("a"), by("b"));
        assert!(a.applies("shell") && a.applies("write_file") && !a.applies("shell2"));
        assert!(b.applies("edit_file") && !b.applies("read_file"));
        assert_eq!(
            (a.timeout, b.timeout),
            (Duration::from_secs(30), Duration::from_secs(5))
        );
        assert!(
            c.warnings()[0].contains("`prompt` hook under Stop"),
            "{:?}",
            c.warnings()
        );
    }

    #[test]
    fn a_matcher_naming_claude_codes_tools_is_warned_about_with_ouzels_names() {
        let c = parse_toml(
            r#"
[[hooks.PreToolUse]]
matcher = "Bash|Edit"
[[hooks.PreToolUse.hooks]]
type = "command"
command = "guard"

[[hooks.post_tool_use]]
command = "log"
matcher = "shell"
"#,
        )
        .unwrap();
        assert_eq!(c.warnings().len(), 1, "{:?}", c.warnings());
        let w = &c.warnings()[0];
        assert!(
            w.contains("`Bash` → `shell`") && w.contains("`Edit` → `edit_file`"),
            "{w}"
        );
        assert!(w.contains("PreToolUse hook `guard`"), "{w}");
    }

    #[test]
    fn an_unknown_event_or_a_broken_matcher_is_an_error_that_names_it() {
        let e = parse_toml("[[hooks.PreToolUze]]\ncommand = \"x\"\n").unwrap_err();
        assert!(e.contains("unknown hook event `PreToolUze`"), "{e}");
        let e = parse_toml("[[hooks.pre_tool_use]]\ncommand = \"x\"\nmatcher = \"(\"\n").unwrap_err();
        assert!(e.contains("matcher `(`") && e.contains("hook `x`"), "{e}");
    }

    fn hook(event: HookEvent) -> Hook {
        Hook::new(event, "check.sh".into(), None, Duration::from_secs(1)).unwrap()
    }

    fn ran(code: i32, stdout: &str, stderr: &str) -> Result<HookRun, String> {
        Ok(HookRun {
            code: Some(code),
            stdout: stdout.into(),
            stderr: stderr.into(),
        })
    }

    #[test]
    fn claude_codes_json_answers_are_read() {
        let pre = hook(HookEvent::PreToolUse);
        let deny = r#"{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "no"}}"#;
        assert_eq!(read(&pre, ran(0, deny, "")).block.as_deref(), Some("no"));
        let ask =
            r#"{"hookSpecificOutput": {"permissionDecision": "ask", "permissionDecisionReason": "a release file"}}"#;
        assert_eq!(read(&pre, ran(0, ask, "")).ask.as_deref(), Some("a release file"));
        let bare = read(
            &pre,
            ran(0, r#"{"hookSpecificOutput": {"permissionDecision": "ask"}}"#, ""),
        );
        assert_eq!(bare.ask.as_deref(), Some("PreToolUse hook `check.sh` asked"));
        assert!(!bare.allow && bare.block.is_none());
        let allow = r#"{"hookSpecificOutput": {"permissionDecision": "allow", "updatedInput": {"path": "b"}}}"#;
        let said = read(&pre, ran(0, allow, ""));
        assert!(said.allow);
        assert_eq!(said.input, Some(json!({"path": "b"})));
        assert_eq!(
            read(&pre, ran(0, r#"{"decision": "block", "reason": "old style"}"#, ""))
                .block
                .as_deref(),
            Some("old style")
        );
        let post = hook(HookEvent::PostToolUse);
        let said = read(
            &post,
            ran(
                0,
                r#"{"hookSpecificOutput": {"additionalContext": "lint: ok"}, "systemMessage": "hi"}"#,
                "",
            ),
        );
        assert_eq!(
            (said.context, said.notices),
            (vec!["lint: ok".into()], vec!["hi".into()])
        );
        let prompt = hook(HookEvent::UserPromptSubmit);
        assert_eq!(read(&prompt, ran(0, "it is Friday", "")).context, ["it is Friday"]);
        assert!(read(&post, ran(0, "plain text", "")).context.is_empty());
        assert_eq!(
            read(&prompt, ran(0, r#"{"continue": false, "stopReason": "not now"}"#, ""))
                .block
                .as_deref(),
            Some("not now")
        );
    }

    #[test]
    fn exit_two_blocks_with_stderr_and_other_failures_name_the_hook() {
        let stop = hook(HookEvent::Stop);
        assert_eq!(
            read(&stop, ran(2, "", "tests fail")).block.as_deref(),
            Some("tests fail")
        );
        let failed = read(&stop, ran(1, "", "boom")).failed.unwrap();
        assert!(failed.contains("Stop hook `check.sh` exited with 1: boom"), "{failed}");
        let bad = read(&stop, ran(0, "{not json", "")).failed.unwrap();
        assert!(bad.contains("Stop hook `check.sh` printed invalid JSON"), "{bad}");
        // A SessionStart hook cannot block: what it said on exit 2 is a notice.
        let start = hook(HookEvent::SessionStart);
        let outcome = read(&start, ran(2, "", "no coffee")).into_outcome(&start);
        assert_eq!(outcome.block, None);
        assert_eq!(outcome.notices, ["SessionStart hook `check.sh`: no coffee"]);
    }
}
