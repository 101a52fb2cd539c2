//! The tools that talk to a remote: `git_push`, `git_pull`.

use super::run::Git;
use super::status::status;
use super::{GitOptions, REPO_DOC, git_tool_common};
use super::{REMOTE_TIMEOUT, checked_name, messages, os, repo_dir, repo_touch};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Risk, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait, parse_args,
};
use serde::Deserialize;
use serde_json::Value;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

// ---------------------------------------------------------------------------------------------
// git_push

/// Arguments of `git_push`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitPushArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// The remote to push to. Defaults to the branch's upstream remote, or `origin`.
    pub remote: Option<String>,
    /// The local branch to push. Defaults to the current branch.
    pub branch: Option<String>,
    /// Record the remote branch as the upstream of the local one (`git push -u`).
    #[serde(default)]
    pub set_upstream: bool,
}

/// Pushes commits to a remote.
#[derive(Debug)]
pub struct GitPush {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitPush);

impl GitPush {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitPushArgs>(
            "git_push",
            format!(
                "Push a branch's commits to a remote (default: the current branch to its upstream, or `origin`). \
                 A push that is not a fast-forward is rejected: pull first. Never forces. Credentials come from \
                 the user's git setup; nothing is prompted. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::High)
        .with_category(ToolCategory::Git);
        Self {
            def,
            timeout: REMOTE_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

/// Remote and branch arguments for push and pull: a branch needs a remote before it.
fn remote_args(remote: Option<&str>, branch: Option<&str>) -> Result<Vec<OsString>, ToolError> {
    let mut out = Vec::new();
    match (remote, branch) {
        (None, None) => {}
        (remote, branch) => {
            out.push(checked_name("remote", remote.unwrap_or("origin"))?.into());
            if let Some(b) = branch {
                out.push(checked_name("branch", b)?.into());
            }
        }
    }
    Ok(out)
}

#[async_trait]
impl Tool for GitPush {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitPushArgs = parse_args(&input)?;
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let mut cmd = os(&["push", "--porcelain"]);
        if args.set_upstream {
            cmd.push("--set-upstream".into());
        }
        let remote = if args.set_upstream && args.remote.is_none() {
            Some("origin")
        } else {
            args.remote.as_deref()
        };
        let target = remote_args(remote, args.branch.as_deref())?;
        let git = Git::open(ctx, &dir, self.timeout, &self.opts)
            .await?
            .writing()
            .await
            .with_network();
        cmd.extend(git.push_options());
        cmd.extend(target);
        let run = git.run(&cmd).await?;
        Ok(ToolOutput::text(messages(&run.stdout, &run.stderr)))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        // Remote-tracking refs change; the working tree does not.
        repo_touch(input, Some(".git"))
    }
}

// ---------------------------------------------------------------------------------------------
// git_pull

/// How `git_pull` combines remote commits with local ones.
#[derive(Debug, Default, Clone, Copy, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PullMode {
    /// Only fast-forward; fail if the branches have diverged.
    #[default]
    FfOnly,
    /// Merge the remote commits (a merge commit if they diverged).
    Merge,
    /// Rebase local commits on top of the remote ones.
    Rebase,
}

/// Arguments of `git_pull`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitPullArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// The remote to pull from. Defaults to the branch's upstream remote.
    pub remote: Option<String>,
    /// The remote branch to pull. Defaults to the upstream branch.
    pub branch: Option<String>,
    /// `ff_only` (default): fail if local and remote have diverged; `merge`; or `rebase`.
    #[serde(default)]
    pub mode: PullMode,
}

/// Fetches and integrates commits from a remote.
#[derive(Debug)]
pub struct GitPull {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitPull);

impl GitPull {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitPullArgs>(
            "git_pull",
            format!(
                "Fetch from a remote and bring the current branch up to date (default: its upstream). `mode` is \
                 `ff_only` (default; fails if local and remote have diverged), `merge` or `rebase`. Conflicts are \
                 reported with the conflicting files; resolve them, then git_add and git_commit. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::High)
        .with_category(ToolCategory::Git);
        Self {
            def,
            timeout: REMOTE_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

#[async_trait]
impl Tool for GitPull {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitPullArgs = parse_args(&input)?;
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let mut cmd = os(&["pull", "--no-edit", "--no-stat", "--no-recurse-submodules"]);
        cmd.push(
            match args.mode {
                PullMode::FfOnly => "--ff-only",
                PullMode::Merge => "--no-rebase",
                PullMode::Rebase => "--rebase",
            }
            .into(),
        );
        let target = remote_args(args.remote.as_deref(), args.branch.as_deref())?;
        let git = Git::open(ctx, &dir, self.timeout, &self.opts)
            .await?
            .writing()
            .await
            .with_network();
        cmd.extend(git.pull_options());
        cmd.extend(target);
        match git.run(&cmd).await {
            Ok(run) => {
                let status = status(&git, Vec::new()).await?;
                Ok(
                    ToolOutput::text(format!("{}\n{}", messages(&run.stdout, &run.stderr), status.render()))
                        .with_metadata(status.to_json()),
                )
            }
            Err(ToolError::Failed { message }) => {
                // After a conflicting merge or rebase, say which files need resolving.
                let status = status(&git, Vec::new()).await.ok();
                match status.filter(|s| !s.conflicts.is_empty()) {
                    Some(s) => Err(ToolError::failed(format!("{message}\n{}", s.render()))),
                    None => Err(ToolError::failed(message)),
                }
            }
            Err(e) => Err(e),
        }
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}
