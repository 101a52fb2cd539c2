//! Git tools: `git_status`, `git_diff`, `git_log`, `git_branch` (reads) and `git_add`,
//! `git_commit`, `git_checkout`, `git_push`, `git_pull` (writes).
//!
//! They run the real `git` binary, always through [`run::Git`]: the one place that starts git.
//! It confines git with the shell's OS sandbox and neutralises the repository's configuration
//! that would run programs (hooks, fsmonitor, filter, diff and merge drivers, ssh commands,
//! credential helpers, ...; see [`guard`]), so a cloned or model-edited repository cannot run
//! code through a git tool. The user's own (global and system) configuration still applies, and
//! hooks run only when the user opts in ([`GitOptions::hooks`]). Every directory and path the
//! model names goes through [`resolve_in`] first; git runs with `-C <resolved directory>`.
//! Revision and branch names are checked so that none can be taken for an option.
//!
//! Layout: `run` (starting git), `fingerprint` (when a listing of the configuration may be
//! reused), `guard` (which configuration is neutralised, a pure
//! decision), `status` (`git_status` and its parser), `read` (diff, log, branch), `write`
//! (add, commit, checkout), `remote` (push, pull).

mod fingerprint;
mod guard;
mod read;
mod remote;
mod run;
mod status;
mod write;

pub use read::{GitBranch, GitBranchArgs, GitDiff, GitDiffArgs, GitLog, GitLogArgs};
pub use remote::{GitPull, GitPullArgs, GitPush, GitPushArgs, PullMode};
pub use status::{GitStatus, GitStatusArgs};
pub use write::{GitAdd, GitAddArgs, GitCheckout, GitCheckoutArgs, GitCommit, GitCommitArgs};

use crate::sandbox::SandboxSpec;
use crate::workspace::{Access, resolve_in};
use ouzel_core::{ToolContext, ToolError, ToolRegistry, normalize_path};
use serde_json::Value;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Time limit for reads and local writes (hooks run during commits).
const LOCAL_TIMEOUT: Duration = Duration::from_secs(120);
/// Time limit for `git_push` and `git_pull`, which talk to a remote.
const REMOTE_TIMEOUT: Duration = Duration::from_secs(180);
/// Bytes of git's output read per stream; what the model sees is cut further below.
const CAPTURE_CAP: usize = 2 * 1024 * 1024;
/// Most bytes of a diff the model sees.
const DIFF_CAP: usize = 60 * 1024;
/// Most entries shown per section of `git_status` and in `git_branch`.
const ENTRY_CAP: usize = 200;
/// Most bytes of git's own messages shown after a write or in an error.
const MESSAGE_CAP: usize = 8 * 1024;
/// Default and largest `count` of `git_log`.
const LOG_DEFAULT: usize = 20;
const LOG_MAX: usize = 200;

/// How every git tool runs git.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GitOptions {
    /// The OS sandbox git runs in: the one `shell` uses. `None` runs git unconfined (its
    /// configuration is neutralised all the same).
    pub sandbox: Option<SandboxSpec>,
    /// Run the repository's hooks (`.git/hooks`, `core.hooksPath`). Off by default: a hook is
    /// a program the repository names, and a model can write one.
    pub hooks: bool,
}

/// Environment for a command of the `shell` tool, so that git started by the command (in the
/// workspace's repository) runs none of the repository's programs either: the same measures as
/// the git tools get, as `GIT_CONFIG_*` variables. Listing the configuration is bounded by a short
/// timeout; if it fails as git would fail here, the fixed measures alone apply; if it could not
/// be read whole (too long, timed out), the error: no command runs.
pub async fn shell_env(ctx: &ToolContext, opts: &GitOptions) -> Result<Vec<(String, OsString)>, ToolError> {
    match run::Git::open(ctx, &ctx.workspace, Duration::from_secs(10), opts).await {
        Ok(git) => Ok(git.shell_env()),
        Err(run::OpenError::Failed(e)) => {
            tracing::debug!(error = %e, "cannot list git's configuration for the shell; fixed measures only");
            Ok(run::Git::unlisted(ctx, &ctx.workspace, opts).shell_env())
        }
        Err(run::OpenError::Unchecked(e)) => Err(e),
    }
}

/// Registers the nine git tools, each running git with `opts` (replacing tools of the same
/// names).
pub fn register_git_tools(registry: &ToolRegistry, opts: &GitOptions) {
    registry.register(GitStatus::new().with_options(opts.clone()));
    registry.register(GitDiff::new().with_options(opts.clone()));
    registry.register(GitLog::new().with_options(opts.clone()));
    registry.register(GitBranch::new().with_options(opts.clone()));
    registry.register(GitAdd::new().with_options(opts.clone()));
    registry.register(GitCommit::new().with_options(opts.clone()));
    registry.register(GitCheckout::new().with_options(opts.clone()));
    registry.register(GitPush::new().with_options(opts.clone()));
    registry.register(GitPull::new().with_options(opts.clone()));
}

/// Git's messages for the model: stderr then stdout, each cut to a few KiB.
pub(super) fn messages(stdout: &str, stderr: &str) -> String {
    let mut text = String::new();
    for part in [stderr.trim_end(), stdout.trim_end()] {
        if !part.is_empty() {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&cut(part, MESSAGE_CAP, "output"));
        }
    }
    if text.is_empty() {
        text.push_str("(no output)");
    }
    text
}

/// `text` cut at a line boundary to about `cap` bytes, with a note saying how much was left out.
pub(super) fn cut(text: &str, cap: usize, what: &str) -> String {
    if text.len() <= cap {
        return text.to_owned();
    }
    let mut end = cap;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    if let Some(nl) = text[..end].rfind('\n') {
        end = nl + 1;
    }
    format!(
        "{}[{what} truncated: showing {end} of {} bytes]",
        &text[..end],
        text.len()
    )
}

pub(super) fn not_a_repo(ctx: &ToolContext, dir: &Path) -> ToolError {
    let shown = dir
        .strip_prefix(&ctx.workspace)
        .map(|p| {
            if p.as_os_str().is_empty() {
                ".".into()
            } else {
                p.display().to_string()
            }
        })
        .unwrap_or_else(|_| dir.display().to_string());
    ToolError::failed(format!(
        "`{shown}` is not in a git repository (no .git in it or any parent directory). Pass `repo` with the \
         directory of a repository, or create one with `git init` through the shell tool."
    ))
}

/// The repository directory: `repo` (default the workspace root), confined to the workspace.
pub(super) fn repo_dir(ctx: &ToolContext, repo: Option<&str>) -> Result<PathBuf, ToolError> {
    let shown = repo.unwrap_or(".");
    let dir = resolve_in(ctx, shown, Access::Read)?;
    if !dir.is_dir() {
        return Err(ToolError::failed(format!(
            "`{shown}` is not a directory; `repo` must name the directory of a git repository"
        )));
    }
    Ok(dir)
}

/// A path for a pathspec, confined to the workspace. The parent is resolved (symlinks
/// followed) but the last component is kept as named, since git tracks symlinks as links. The
/// path need not exist: deleted files can be staged, diffed and logged.
pub(super) fn git_path(ctx: &ToolContext, path: &str) -> Result<PathBuf, ToolError> {
    if path.is_empty() {
        return Err(ToolError::InvalidArguments {
            message: "a path is empty; use \".\" for the whole directory".into(),
        });
    }
    let lexical = normalize_path(&ctx.workspace, Path::new(path));
    let is_link = lexical.symlink_metadata().is_ok_and(|m| m.file_type().is_symlink());
    if !is_link {
        match resolve_in(ctx, path, Access::Read) {
            // Deleted files are named through their (resolved) parent below.
            Err(ToolError::NotFound { .. }) => {}
            other => return other,
        }
    }
    let (Some(parent), Some(name)) = (lexical.parent(), lexical.file_name()) else {
        return resolve_in(ctx, path, Access::Read);
    };
    let parent = parent.to_string_lossy();
    let dir = match resolve_in(ctx, &parent, Access::Write) {
        // A read-only extra directory: reading through it is still fine.
        Err(ToolError::PermissionDenied { .. }) => resolve_in(ctx, &parent, Access::Read),
        Err(ToolError::OutsideWorkspace { .. }) => {
            return Err(ToolError::OutsideWorkspace {
                path: path.to_owned(),
                root: ctx.workspace.display().to_string(),
            });
        }
        other => other,
    }?;
    Ok(dir.join(name))
}

pub(super) fn git_paths(ctx: &ToolContext, paths: &[String]) -> Result<Vec<OsString>, ToolError> {
    paths.iter().map(|p| git_path(ctx, p).map(OsString::from)).collect()
}

/// Checks a revision, branch or remote name given by the model: it must not be empty, start
/// with `-` (it would be read as an option) or contain whitespace or control characters.
pub(super) fn checked_name<'a>(what: &str, name: &'a str) -> Result<&'a str, ToolError> {
    if name.is_empty() || name.starts_with('-') || name.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(ToolError::InvalidArguments {
            message: format!(
                "{what} `{name}` is not valid: it must be non-empty, not start with `-`, and contain no spaces"
            ),
        });
    }
    Ok(name)
}

pub(super) fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

/// The paths a call touches: the repository directory, or a part of it.
pub(super) fn repo_touch(input: &Value, under: Option<&str>) -> Vec<PathBuf> {
    let repo = PathBuf::from(input.get("repo").and_then(Value::as_str).unwrap_or("."));
    vec![match under {
        Some(sub) => repo.join(sub),
        None => repo,
    }]
}

/// The builder methods every git tool has.
macro_rules! git_tool_common {
    ($tool:ident) => {
        impl Default for $tool {
            fn default() -> Self {
                Self::new()
            }
        }

        impl $tool {
            /// Kills git (and the processes it started, such as hooks) after `timeout`.
            pub fn with_timeout(mut self, timeout: std::time::Duration) -> Self {
                self.timeout = timeout;
                self
            }

            /// Runs git with these options (sandbox, hooks).
            pub fn with_options(mut self, opts: $crate::git::GitOptions) -> Self {
                self.opts = opts;
                self
            }

            /// Confines git with this sandbox (the shell's).
            pub fn with_sandbox(mut self, spec: $crate::sandbox::SandboxSpec) -> Self {
                self.opts.sandbox = Some(spec);
                self
            }

            /// Runs the repository's hooks (off by default).
            pub fn with_hooks(mut self, hooks: bool) -> Self {
                self.opts.hooks = hooks;
                self
            }
        }
    };
}
use git_tool_common;

pub(super) const REPO_DOC: &str =
    "`repo` is the repository directory relative to the workspace (default: the workspace root).";

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_that_look_like_options_are_refused() {
        assert!(checked_name("revision", "--output=/tmp/x").is_err());
        assert!(checked_name("revision", "").is_err());
        assert!(checked_name("branch", "a b").is_err());
        assert!(checked_name("revision", "HEAD~2").is_ok());
        assert!(checked_name("revision", "main..feature/x").is_ok());
    }

    #[test]
    fn cut_keeps_whole_lines() {
        let text = "aaaa\nbbbb\ncccc\n";
        assert_eq!(
            cut(text, 12, "diff"),
            "aaaa\nbbbb\n[diff truncated: showing 10 of 15 bytes]"
        );
        assert_eq!(cut(text, 100, "diff"), text);
    }
}
