//! The `shell` tool: runs a command with bash in the workspace.

use crate::process::{self, ProcessOutput, RunOptions, Termination};
use crate::terminal::{Ended, Terminal, TerminalCommand, TerminalExit, TerminalOutput};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
    parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::process::Command;

const DEFAULT_TIMEOUT_MS: u64 = 120_000;
const MAX_TIMEOUT_MS: u64 = 600_000;

/// Arguments of `shell`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct ShellArgs {
    /// The command line, run with `bash -c` in the workspace root.
    pub command: String,
    /// Milliseconds before the command is killed. Defaults to 120000; at most 600000.
    pub timeout_ms: Option<u64>,
}

/// Runs a shell command and reports its exit code and output.
#[derive(Debug)]
pub struct Shell {
    def: ToolDefinition,
    output_cap: usize,
    /// Credential-looking variables that are passed through anyway.
    env_allow: Vec<String>,
    /// Runs commands inside the OS sandbox when set.
    sandbox: Option<crate::sandbox::SandboxSpec>,
    /// Neutralises the repository's git configuration for git the command starts.
    git: Option<crate::git::GitOptions>,
    /// Runs commands in the front's terminal instead (only while there is no sandbox).
    terminal: Option<Arc<dyn Terminal>>,
}

impl Default for Shell {
    fn default() -> Self {
        Self::new()
    }
}

impl Shell {
    /// The tool, keeping about 30 KB of each output stream.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<ShellArgs>(
            "shell",
            "Run a shell command with bash in the workspace root and return its exit code, stdout and stderr. \
             Stdin is empty, so interactive commands fail. Output longer than about 30 KB per stream is cut in \
             the middle. The command is killed, with every process it started, after `timeout_ms` \
             (default 120000, max 600000). Processes it leaves in the background are ended with it (at the \
             latest when ouzel exits).",
        )
        .with_risk(Risk::High)
        .with_category(ToolCategory::Shell)
        .with_subject(Subject::Command { arg: "command".into() })
        .with_effects(Effects::Unknown);
        Self {
            def,
            output_cap: RunOptions::default().output_cap,
            env_allow: Vec::new(),
            sandbox: None,
            git: None,
            terminal: None,
        }
    }

    /// Passes these credential-looking variables to commands (by default every `*_API_KEY`,
    /// `*_TOKEN`, `*_SECRET`, `*_PASSWORD` variable is removed from the command's environment).
    pub fn with_env_allow(mut self, names: Vec<String>) -> Self {
        self.env_allow = names;
        self
    }

    /// Runs every command inside the OS sandbox (and says so in the description, so the model
    /// knows what will fail before it tries).
    pub fn with_sandbox(mut self, spec: crate::sandbox::SandboxSpec) -> Self {
        use crate::sandbox::SandboxMode;
        // A front's terminal is outside the sandbox: the sandbox wins.
        if self.terminal.take().is_some() {
            self.def.description = Self::new().def.description;
        }
        let network = if spec.network { "" } else { " There is no network." };
        match spec.mode {
            SandboxMode::ReadOnly => {
                self.def
                    .description
                    .push_str(&format!(" Sandboxed: nothing can be written.{network}"));
            }
            SandboxMode::WorkspaceWrite => self.def.description.push_str(&format!(
                " Sandboxed: only the workspace and $TMPDIR are writable, and in the workspace .git, .ouzel, \
                 .envrc and other files that make programs run stay read-only (commit with the git tools).{network}"
            )),
            SandboxMode::DangerFullAccess => {}
        }
        self.sandbox = Some(spec);
        self
    }

    /// Makes git started by commands run none of the repository's programs (hooks only if
    /// `opts.hooks`), as the git tools do; see [`crate::git::shell_env`].
    pub fn with_git(mut self, opts: crate::git::GitOptions) -> Self {
        self.git = Some(opts);
        self
    }

    /// Runs every command in a terminal of the front (an editor's, over ACP), where the person
    /// watches it, instead of a process of ouzel's. Such a terminal is outside ouzel's OS
    /// sandbox, so a tool with a sandbox ignores it ([`Self::with_sandbox`] wins, before or
    /// after); approvals do not change. See [`crate::terminal`].
    pub fn with_terminal(mut self, terminal: Arc<dyn Terminal>) -> Self {
        if self.sandbox.is_some() {
            return self;
        }
        self.def.description = format!(
            "Run a shell command with bash in the workspace root, in the user's editor terminal where they \
             watch it, and return its exit code and output (stdout and stderr together; beyond about {} KB \
             only the end is kept). Stdin is empty, so interactive commands fail. The command is killed \
             after `timeout_ms` (default 120000, max 600000).",
            self.output_cap / 1024
        );
        self.terminal = Some(terminal);
        self
    }

    /// The front's terminal, when commands run there.
    fn front_terminal(&self) -> Option<&Arc<dyn Terminal>> {
        self.terminal.as_ref()
    }

    /// Keeps at most `bytes` of each output stream (head and tail).
    pub fn with_output_cap(mut self, bytes: usize) -> Self {
        self.output_cap = bytes;
        self
    }
}

#[async_trait]
impl Tool for Shell {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: ShellArgs = parse_args(&input)?;
        if args.command.trim().is_empty() {
            return Err(ToolError::InvalidArguments {
                message: "command is empty".into(),
            });
        }
        if args.command.contains('\0') {
            return Err(ToolError::InvalidArguments {
                message: "command holds a NUL byte, which no command line can carry".into(),
            });
        }
        let timeout_ms = args.timeout_ms.unwrap_or(DEFAULT_TIMEOUT_MS).clamp(1, MAX_TIMEOUT_MS);
        if let Some(terminal) = self.front_terminal() {
            return self.call_in_terminal(terminal, &args.command, timeout_ms, ctx).await;
        }
        let mut cmd = Command::new("bash");
        cmd.arg("-c").arg(&args.command);
        let mut guard = None;
        let confinement = if let Some(spec) = &self.sandbox {
            let policy = spec.policy(&ctx.workspace);
            let confinement = crate::sandbox::confine(&mut cmd, &policy)
                .map_err(|e| ToolError::failed(format!("{e}; the command was not run")))?;
            guard = Some(confinement.creation_guard());
            confinement
        } else {
            // No sandbox: what it leaves behind, `setsid` included, still dies with ouzel.
            crate::sandbox::hardened()
        };
        cmd.current_dir(&ctx.workspace)
            .env("PAGER", "cat")
            .env("GIT_PAGER", "cat")
            .env("GIT_TERMINAL_PROMPT", "0");
        pass_credentials(&mut cmd, &self.env_allow);
        if let Some(git) = &self.git {
            cmd.envs(crate::git::shell_env(ctx, git).await?);
        }
        let opts = RunOptions {
            timeout: Duration::from_millis(timeout_ms),
            output_cap: self.output_cap,
            ..RunOptions::default()
        };
        let out = process::run(cmd, confinement, &opts, &ctx.cancel).await;
        let removed = match guard {
            Some(g) => g.undo_async().await,
            None => Vec::new(),
        };
        let out = out.map_err(|e| ToolError::io("cannot start bash", e))?;
        let mut text = render(&out);
        if let Some(note) = crate::sandbox::CreationGuard::report(&removed) {
            text.push('\n');
            text.push_str(&note);
        }
        match out.termination {
            Termination::Exited { code, signal } => {
                Ok(ToolOutput::text(text).with_metadata(json!({ "exit_code": code, "signal": signal })))
            }
            Termination::TimedOut => Err(ToolError::failed(format!(
                "timed out after {timeout_ms} ms; the command and the processes it started were killed\n{text}"
            ))),
            Termination::Cancelled => Err(ToolError::Cancelled),
        }
    }

    fn touched_paths(&self, _input: &Value) -> Vec<PathBuf> {
        Vec::new()
    }

    async fn preview(&self, _input: &Value, ctx: &ToolContext) -> Option<String> {
        if self.front_terminal().is_some() {
            return Some(format!(
                "runs in the editor's terminal in {}\n{UNCONFINED}",
                ctx.workspace.display()
            ));
        }
        Some(format!(
            "runs in {}\n{}",
            ctx.workspace.display(),
            confinement(self.sandbox.as_ref(), &ctx.workspace)?
        ))
    }
}

const UNCONFINED: &str = "no sandbox: it can do anything your user can, network included";

impl Shell {
    /// Runs `command` in the front's terminal: the same environment measures as ouzel's own
    /// process (no stdin, no credentials, pagers off, git neutralised), the same timeout and
    /// cancellation, and the output as the model sees it.
    async fn call_in_terminal(
        &self,
        terminal: &Arc<dyn Terminal>,
        command: &str,
        timeout_ms: u64,
        ctx: &ToolContext,
    ) -> Result<ToolOutput, ToolError> {
        let mut env: Vec<(String, String)> = [("PAGER", "cat"), ("GIT_PAGER", "cat"), ("GIT_TERMINAL_PROMPT", "0")]
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        if let Some(git) = &self.git {
            for (k, v) in crate::git::shell_env(ctx, git).await? {
                env.push((k, v.to_string_lossy().into_owned()));
            }
        }
        let spec = TerminalCommand {
            program: "bash".into(),
            args: crate::terminal::bash_args(command, &self.env_allow),
            cwd: ctx.workspace.clone(),
            env,
            output_limit: self.output_cap as u64,
        };
        let (ended, output) = crate::terminal::run(terminal, &spec, Duration::from_millis(timeout_ms), ctx)
            .await
            .map_err(|e| ToolError::failed(format!("the editor's terminal could not run the command: {e}")))?;
        let text = render_terminal(output.as_ref(), self.output_cap);
        match ended {
            Ended::Exited(exit) => Ok(ToolOutput::text(format!("{}{text}", exit_line(&exit)))
                .with_metadata(json!({ "exit_code": exit.exit_code, "signal": exit.signal }))),
            Ended::TimedOut => Err(ToolError::failed(format!(
                "timed out after {timeout_ms} ms; the command was killed in the editor's terminal\n{text}"
            ))),
            Ended::Cancelled => Err(ToolError::Cancelled),
        }
    }
}

/// The first line of a terminal run's report: how the command ended.
fn exit_line(exit: &TerminalExit) -> String {
    match (exit.exit_code, &exit.signal) {
        (Some(code), _) => format!("exit code: {code}\n"),
        (None, Some(signal)) => format!("exit code: none (killed by signal {signal})\n"),
        (None, None) => String::new(),
    }
}

/// A terminal's output as the model sees it: one `output:` section (a terminal mixes stdout
/// and stderr), saying when the front kept only the end.
fn render_terminal(out: Option<&TerminalOutput>, cap: usize) -> String {
    let Some(out) = out.filter(|o| !o.output.trim().is_empty()) else {
        return "(no output)".into();
    };
    let mut text = String::from("output:\n");
    if out.truncated {
        text.push_str(&format!(
            "[... earlier output dropped; the last {} KB follow ...]\n",
            cap / 1024
        ));
    }
    text.push_str(out.output.trim_end());
    text
}

/// What the sandbox lets a command do, for the person approving it; `None` when a command
/// cannot run at all (a sandbox asked for where the kernel cannot enforce it).
fn confinement(spec: Option<&crate::sandbox::SandboxSpec>, workspace: &std::path::Path) -> Option<String> {
    use crate::sandbox::SandboxMode;
    let unconfined = UNCONFINED;
    let Some(spec) = spec.filter(|s| s.mode != SandboxMode::DangerFullAccess) else {
        return Some(unconfined.to_owned());
    };
    if !crate::sandbox::supported() {
        // On Linux the command is refused; elsewhere there is no sandbox to apply.
        return (!cfg!(target_os = "linux")).then(|| unconfined.to_owned());
    }
    let policy = spec.policy(workspace);
    let network = if policy.network { "network on" } else { "network off" };
    Some(match policy.mode {
        SandboxMode::ReadOnly => format!("sandbox read-only: writes nowhere, {network}"),
        _ => {
            let roots: Vec<String> = policy
                .writable_roots
                .iter()
                .chain(&policy.temp_dir)
                .map(|p| p.display().to_string())
                .collect();
            format!(
                "sandbox workspace-write: writes only under {}, {network}",
                roots.join(", ")
            )
        }
    })
}

/// The output as the model sees it: an `exit code:` line (when the command exited), then the
/// non-empty `stdout:` and `stderr:` sections.
fn render(out: &ProcessOutput) -> String {
    let mut text = match out.termination {
        Termination::Exited { code: Some(code), .. } => format!("exit code: {code}\n"),
        Termination::Exited {
            signal: Some(signal), ..
        } => format!("exit code: none (killed by signal {signal})\n"),
        _ => String::new(),
    };
    for (name, stream) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        if !stream.is_empty() {
            text.push_str(name);
            text.push_str(":\n");
            text.push_str(&stream.render());
            if !text.ends_with('\n') {
                text.push('\n');
            }
        }
    }
    if out.stdout.is_empty() && out.stderr.is_empty() {
        text.push_str("(no output)\n");
    }
    text.truncate(text.trim_end().len());
    text
}

/// Gives `cmd` only the credentials named in `allow`: credential-looking variables still in
/// ouzel's environment are removed, and the allowed ones come from the vault ouzel moved them
/// into at start ([`ouzel_core::secret_env`]).
pub(crate) fn pass_credentials(cmd: &mut Command, allow: &[String]) {
    use ouzel_core::secret_env::{self, ExposeSecret};
    for name in secret_env::names_in_environment() {
        if !allow.contains(name) {
            cmd.env_remove(name);
        }
    }
    for name in allow {
        if let Some(value) = secret_env::var(name) {
            cmd.env(name, value.expose_secret());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandbox::{SandboxMode, SandboxSpec};
    use crate::terminal::TerminalOutput;

    /// A front whose terminal must not be used: every request fails.
    #[derive(Debug)]
    struct Refusing;

    #[async_trait]
    impl Terminal for Refusing {
        async fn create(&self, _: &TerminalCommand, _: &ToolContext) -> Result<String, String> {
            Err("not here".into())
        }
        async fn wait_for_exit(&self, _: &str) -> Result<TerminalExit, String> {
            Err("not here".into())
        }
        async fn kill(&self, _: &str) -> Result<(), String> {
            Err("not here".into())
        }
        async fn output(&self, _: &str) -> Result<TerminalOutput, String> {
            Err("not here".into())
        }
        async fn release(&self, _: &str) {}
    }

    fn context(workspace: &std::path::Path) -> ToolContext {
        ToolContext::new(
            workspace,
            ouzel_core::ToolCallId::new("c1"),
            ouzel_core::SessionId::generate(),
            tokio_util::sync::CancellationToken::new(),
        )
    }

    #[tokio::test]
    async fn a_sandbox_wins_over_the_fronts_terminal() {
        let dir = tempfile::tempdir().unwrap();
        let ctx = context(dir.path());
        let sandboxed = Shell::new()
            .with_terminal(Arc::new(Refusing))
            .with_sandbox(SandboxSpec::new(SandboxMode::WorkspaceWrite));
        assert!(sandboxed.front_terminal().is_none());
        assert!(!sandboxed.definition().description.contains("editor"));
        let sandboxed = Shell::new()
            .with_sandbox(SandboxSpec::new(SandboxMode::WorkspaceWrite))
            .with_terminal(Arc::new(Refusing));
        assert!(sandboxed.front_terminal().is_none());
        let preview = sandboxed.preview(&json!({"command": "true"}), &ctx).await;
        assert!(!preview.unwrap_or_default().contains("editor's terminal"));

        let unconfined = Shell::new().with_terminal(Arc::new(Refusing));
        let preview = unconfined.preview(&json!({"command": "true"}), &ctx).await.unwrap();
        assert!(
            preview.contains("editor's terminal") && preview.contains("no sandbox"),
            "{preview}"
        );
        let err = unconfined
            .call(json!({"command": "true"}), &ctx)
            .await
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("the editor's terminal could not run the command: not here"),
            "{err}"
        );
    }

    #[tokio::test]
    async fn a_command_with_a_nul_byte_is_refused_not_run_as_something_else() {
        let dir = tempfile::tempdir().unwrap();
        let ctx = context(dir.path());
        let err = Shell::new()
            .call(json!({"command": "touch made\0; true"}), &ctx)
            .await
            .unwrap_err();
        assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
        assert!(err.to_string().contains("NUL byte"), "{err}");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "nothing ran");
    }
}
