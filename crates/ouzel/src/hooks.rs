//! Command hooks from config (`[[hooks.pre_tool_use]]`, …): each is a shell command that gets
//! the event as JSON on stdin. A pre-tool hook answers on stdout with
//! `{"decision": "allow"|"deny"|"continue", "reason": "...", "input": {...}}`, or exits 2 to
//! deny with its stderr as the reason; a hook that fails or times out denies.

use ouzel_core::{CallInfo, HookVerdict, Hooks, async_trait};
use serde::Deserialize;
use serde_json::{Value, json};
use std::time::Duration;
use tokio::io::AsyncWriteExt;

/// One hook as written in config.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookConfig {
    /// The command, run with `bash -c` in the workspace.
    pub command: String,
    /// Tool names it applies to, `|`-separated (`shell|write_file`); all tools when absent.
    pub matcher: Option<String>,
    /// Seconds before the hook is killed (default 30).
    pub timeout_secs: Option<u64>,
}

/// `[hooks]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HooksConfig {
    /// Before each tool call, ahead of the permission gate.
    #[serde(default)]
    pub pre_tool_use: Vec<HookConfig>,
    /// After each tool call.
    #[serde(default)]
    pub post_tool_use: Vec<HookConfig>,
    /// When a run starts.
    #[serde(default)]
    pub session_start: Vec<HookConfig>,
    /// When a run ends.
    #[serde(default)]
    pub stop: Vec<HookConfig>,
}

impl HooksConfig {
    /// Whether no hook is configured.
    pub fn is_empty(&self) -> bool {
        self.pre_tool_use.is_empty()
            && self.post_tool_use.is_empty()
            && self.session_start.is_empty()
            && self.stop.is_empty()
    }
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
}

struct HookRun {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn applies(hook: &HookConfig, tool: &str) -> bool {
    hook.matcher
        .as_deref()
        .is_none_or(|m| m.split('|').any(|t| t.trim() == tool || t.trim() == "*"))
}

async fn run(hook: &HookConfig, workspace: &std::path::Path, payload: &Value) -> Result<HookRun, String> {
    let limit = Duration::from_secs(hook.timeout_secs.unwrap_or(30));
    let mut cmd = tokio::process::Command::new("bash");
    ouzel_tools::sandbox::die_with_parent_on_exec(&mut cmd);
    // Hooks are the user's own commands: they keep the credentials the binary moved out of
    // ouzel's environment at start, as they had them before.
    for name in ouzel_core::secret_env::names() {
        if let Some(value) = ouzel_core::secret_env::var(&name) {
            use ouzel_core::secret_env::ExposeSecret;
            cmd.env(&name, value.expose_secret());
        }
    }
    let mut child = cmd
        .arg("-c")
        .arg(&hook.command)
        .current_dir(workspace)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("hook `{}` could not start: {e}", hook.command))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A hook that ignores its input may close stdin early; that is not a failure.
        let _ = stdin.write_all(payload.to_string().as_bytes()).await;
    }
    match tokio::time::timeout(limit, child.wait_with_output()).await {
        Err(_) => Err(format!("hook `{}` timed out after {} s", hook.command, limit.as_secs())),
        Ok(Err(e)) => Err(format!("hook `{}` failed: {e}", hook.command)),
        Ok(Ok(out)) => Ok(HookRun {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).trim().to_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).trim().to_owned(),
        }),
    }
}

#[derive(Deserialize)]
struct PreAnswer {
    #[serde(default)]
    decision: Option<String>,
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    input: Option<Value>,
}

async fn observe(
    hooks: &[HookConfig],
    tool: Option<&str>,
    workspace: &std::path::Path,
    payload: Value,
) -> Result<(), String> {
    for hook in hooks.iter().filter(|h| tool.is_none_or(|t| applies(h, t))) {
        let r = run(hook, workspace, &payload).await?;
        if r.code != Some(0) {
            return Err(format!(
                "hook `{}` exited with {:?}: {}",
                hook.command, r.code, r.stderr
            ));
        }
    }
    Ok(())
}

#[async_trait]
impl Hooks for CommandHooks {
    async fn pre_tool_use(&self, call: &CallInfo<'_>) -> HookVerdict {
        let mut verdict = HookVerdict::Continue;
        let mut input = call.input.clone();
        for hook in self.config.pre_tool_use.iter().filter(|h| applies(h, &call.tool.name)) {
            let payload = json!({
                "hook_event": "pre_tool_use",
                "tool_name": call.tool.name,
                "tool_input": input,
                "call_id": call.id,
            });
            let r = match run(hook, &self.workspace, &payload).await {
                Ok(r) => r,
                Err(e) => {
                    return HookVerdict::Deny {
                        reason: format!("{e}; the call was denied"),
                    };
                }
            };
            match r.code {
                Some(0) => {}
                Some(2) => {
                    let reason = if r.stderr.is_empty() {
                        format!("denied by hook `{}`", hook.command)
                    } else {
                        r.stderr
                    };
                    return HookVerdict::Deny { reason };
                }
                code => {
                    return HookVerdict::Deny {
                        reason: format!(
                            "hook `{}` failed (exit {code:?}): {}; the call was denied",
                            hook.command, r.stderr
                        ),
                    };
                }
            }
            if r.stdout.is_empty() {
                continue;
            }
            let answer: PreAnswer = match serde_json::from_str(&r.stdout) {
                Ok(a) => a,
                Err(e) => {
                    return HookVerdict::Deny {
                        reason: format!(
                            "hook `{}` printed something that is not a JSON answer ({e}); the call was denied",
                            hook.command
                        ),
                    };
                }
            };
            if let Some(new) = answer.input {
                input = new.clone();
                verdict = HookVerdict::Modify { input: new };
            }
            match answer.decision.as_deref() {
                Some("deny") => {
                    return HookVerdict::Deny {
                        reason: answer
                            .reason
                            .unwrap_or_else(|| format!("denied by hook `{}`", hook.command)),
                    };
                }
                Some("allow") if !matches!(verdict, HookVerdict::Modify { .. }) => verdict = HookVerdict::Allow,
                _ => {}
            }
        }
        verdict
    }

    async fn post_tool_use(&self, call: &CallInfo<'_>, content: &str, is_error: bool) -> Result<(), String> {
        let payload = json!({
            "hook_event": "post_tool_use",
            "tool_name": call.tool.name,
            "tool_input": call.input,
            "call_id": call.id,
            "tool_result": content,
            "is_error": is_error,
        });
        observe(
            &self.config.post_tool_use,
            Some(&call.tool.name),
            &self.workspace,
            payload,
        )
        .await
    }

    async fn session_start(&self, session_id: &str, workspace: &str) -> Result<(), String> {
        let payload = json!({"hook_event": "session_start", "session_id": session_id, "workspace": workspace});
        observe(&self.config.session_start, None, &self.workspace, payload).await
    }

    async fn stop(&self, session_id: &str, reason: &str) -> Result<(), String> {
        let payload = json!({"hook_event": "stop", "session_id": session_id, "reason": reason});
        observe(&self.config.stop, None, &self.workspace, payload).await
    }
}
