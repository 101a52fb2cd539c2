//! Starting git: the one place in ouzel that does. Every run is confined by the shell's OS
//! sandbox (when one is configured) and gets the measures [`super::guard`] decides from the
//! repository's configuration, which is listed first (listing runs nothing the configuration
//! names). Runs go through [`process::run`]: own process group, timeout, cancellation, capped
//! output.

use super::guard::{self, Guard, SshEnv};
use super::{CAPTURE_CAP, GitOptions, messages, not_a_repo};
use crate::process::{self, ProcessOutput, RunOptions, Termination};
use crate::sandbox::SandboxMode;
use crate::workspace::{Access, resolve_in};
use ouzel_core::{ToolContext, ToolError};
use std::ffi::OsString;
use std::path::Path;
use std::time::Duration;
use tokio::process::Command;

/// Variables of ouzel's environment that would point git at another repository, index or
/// object store than the directory the tool resolved, or run an external diff.
const CLEARED_ENV: &[&str] = &[
    "GIT_DIR",
    "GIT_WORK_TREE",
    "GIT_INDEX_FILE",
    "GIT_COMMON_DIR",
    "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES",
    "GIT_NAMESPACE",
    "GIT_EXTERNAL_DIFF",
];

/// The output of a git run that exited with status 0.
pub(super) struct GitRun {
    pub(super) stdout: String,
    pub(super) stderr: String,
}

/// Git, ready to run in a resolved directory of the workspace.
pub(super) struct Git<'a> {
    ctx: &'a ToolContext,
    dir: &'a Path,
    timeout: Duration,
    opts: &'a GitOptions,
    guard: Guard,
    /// Network access inside the sandbox (push and pull).
    network: bool,
}

impl<'a> Git<'a> {
    /// Lists the repository's configuration and decides what to neutralise; refuses a
    /// repository whose configuration puts its work tree outside the workspace.
    pub(super) async fn open(
        ctx: &'a ToolContext,
        dir: &'a Path,
        timeout: Duration,
        opts: &'a GitOptions,
    ) -> Result<Self, ToolError> {
        let mut git = Self {
            ctx,
            dir,
            timeout,
            opts,
            guard: guard::baseline(opts.hooks),
            network: false,
        };
        let listing = git
            .run(&super::os(&["config", "--list", "--show-scope", "--null"]))
            .await?;
        git.guard = guard::decide(&guard::parse_listing(&listing.stdout), &SshEnv::from_env(), opts.hooks);
        if git.guard.own_worktree {
            git.check_worktree().await?;
        }
        Ok(git)
    }

    /// Git with the fixed measures only, without listing the configuration.
    pub(super) fn unlisted(ctx: &'a ToolContext, dir: &'a Path, opts: &'a GitOptions) -> Self {
        Self {
            ctx,
            dir,
            timeout: Duration::from_secs(10),
            opts,
            guard: guard::baseline(opts.hooks),
            network: false,
        }
    }

    /// The same git, allowed the network inside the sandbox: `git_push` and `git_pull` exist to
    /// reach a remote (they are high risk, so a person approves each call).
    pub(super) fn with_network(mut self) -> Self {
        self.network = true;
        self
    }

    /// `core.worktree` in the repository's config can name any directory; git would then read
    /// and write there. Allowed only inside the workspace (or an extra directory).
    async fn check_worktree(&self) -> Result<(), ToolError> {
        let top = self
            .run(&super::os(&["rev-parse", "--show-toplevel"]))
            .await?
            .stdout
            .trim_end_matches('\n')
            .to_owned();
        match resolve_in(self.ctx, &top, Access::Read) {
            Ok(_) => Ok(()),
            Err(ToolError::OutsideWorkspace { .. }) => Err(ToolError::failed(format!(
                "the repository's configuration sets `core.worktree` to `{top}`, outside the workspace; git tools \
                 only work on files in the workspace. Remove the setting (`git config --unset core.worktree`) if \
                 it is not yours."
            ))),
            Err(e) => Err(e),
        }
    }

    /// Options `git pull` needs to keep the repository from naming the program run for a
    /// remote that is a local path (see [`Guard::upload_pack`]).
    pub(super) fn pull_options(&self) -> Vec<OsString> {
        self.guard
            .upload_pack
            .iter()
            .map(|p| OsString::from(format!("--upload-pack={p}")))
            .collect()
    }

    /// The same for `git push`.
    pub(super) fn push_options(&self) -> Vec<OsString> {
        self.guard
            .receive_pack
            .iter()
            .map(|p| OsString::from(format!("--receive-pack={p}")))
            .collect()
    }

    /// The same measures as environment variables, for a shell whose commands may start git
    /// themselves: `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n` (after any the
    /// user set) and the variables the guard sets. What only a command-line option can do
    /// (`--upload-pack`, `--no-pager`, `--no-textconv`) is not covered.
    pub(super) fn shell_env(&self) -> Vec<(String, OsString)> {
        let first: usize = std::env::var("GIT_CONFIG_COUNT")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        let mut env = Vec::new();
        for (i, (key, value)) in self.guard.config.iter().enumerate() {
            env.push((format!("GIT_CONFIG_KEY_{}", first + i), OsString::from(key)));
            env.push((format!("GIT_CONFIG_VALUE_{}", first + i), OsString::from(value)));
        }
        env.push((
            "GIT_CONFIG_COUNT".to_owned(),
            (first + self.guard.config.len()).to_string().into(),
        ));
        env.extend(self.guard.env.iter().map(|(k, v)| ((*k).to_owned(), v.clone())));
        env
    }

    fn command(&self, args: &[OsString]) -> Result<Command, ToolError> {
        let mut cmd = Command::new("git");
        cmd.arg("--no-pager")
            .arg("-C")
            .arg(self.dir)
            .args(self.guard.args())
            .args(args)
            .env("GIT_TERMINAL_PROMPT", "0")
            .env("GIT_PAGER", "cat")
            .env("PAGER", "cat")
            // Paths are literal: a `*` or `:(exclude)` in a path given by the model is a name.
            .env("GIT_LITERAL_PATHSPECS", "1")
            // Messages in English (translations are looked up through LANGUAGE first), so
            // failures such as "not a git repository" can be recognised; the locale itself
            // (character set, dates) is left alone.
            .env("LANGUAGE", "en");
        for name in CLEARED_ENV {
            cmd.env_remove(name);
        }
        for (name, value) in &self.guard.env {
            cmd.env(name, value);
        }
        if let Some(spec) = &self.opts.sandbox {
            let mut policy = spec.policy(&self.ctx.workspace);
            policy.network |= self.network;
            crate::sandbox::confine(&mut cmd, &policy)
                .map_err(|e| ToolError::failed(format!("{e}; git was not run")))?;
        }
        Ok(cmd)
    }

    /// Runs git; a non-zero exit is an error carrying git's message.
    pub(super) async fn run(&self, args: &[OsString]) -> Result<GitRun, ToolError> {
        let out = self.spawn(args).await?;
        let sub = args
            .iter()
            .find(|a| !a.to_string_lossy().starts_with('-'))
            .map(|a| a.to_string_lossy().into_owned())
            .unwrap_or_default();
        let stdout = out.stdout.render();
        let stderr = out.stderr.render();
        match out.termination {
            Termination::Exited { code: Some(0), .. } => Ok(GitRun { stdout, stderr }),
            Termination::Exited { code, signal } => {
                if stderr.to_ascii_lowercase().contains("not a git repository") {
                    return Err(not_a_repo(self.ctx, self.dir));
                }
                let status = match (code, signal) {
                    (Some(c), _) => format!("exit code {c}"),
                    (None, Some(s)) => format!("killed by signal {s}"),
                    (None, None) => "no exit code".into(),
                };
                let mut message = format!("`git {sub}` failed ({status}):\n{}", messages(&stdout, &stderr));
                if self.read_only_sandbox() && stderr.contains("Read-only file system")
                    || self.read_only_sandbox() && stderr.contains("Permission denied")
                {
                    message.push_str(
                        "\n(the sandbox is read-only: git may not change the repository; a user can allow it with \
                         `--sandbox workspace-write`)",
                    );
                }
                Err(ToolError::failed(message))
            }
            Termination::TimedOut => Err(ToolError::failed(format!(
                "`git {sub}` timed out after {} s and was killed (a hook or the remote may be waiting for \
                 something); output so far:\n{}",
                self.timeout.as_secs_f64(),
                messages(&stdout, &stderr)
            ))),
            Termination::Cancelled => Err(ToolError::Cancelled),
        }
    }

    fn read_only_sandbox(&self) -> bool {
        self.opts
            .sandbox
            .as_ref()
            .is_some_and(|s| s.mode == SandboxMode::ReadOnly)
    }

    async fn spawn(&self, args: &[OsString]) -> Result<ProcessOutput, ToolError> {
        let opts = RunOptions {
            timeout: self.timeout,
            output_cap: CAPTURE_CAP,
            ..RunOptions::default()
        };
        process::run(self.command(args)?, &opts, &self.ctx.cancel)
            .await
            .map_err(|e| ToolError::io("cannot run `git` (is it installed and on PATH?)", e))
    }
}
