//! The tools that change the repository locally: `git_add`, `git_commit`, `git_checkout`.

use super::run::Git;
use super::status::status;
use super::{GitOptions, REPO_DOC, git_tool_common};
use super::{LOCAL_TIMEOUT, MESSAGE_CAP, checked_name, cut, git_paths, messages, os, repo_dir, repo_touch};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Risk, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait, parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Duration;

// ---------------------------------------------------------------------------------------------
// git_add

/// Arguments of `git_add`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitAddArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// Files or directories to stage (new, changed and deleted files alike); `["."]` for everything.
    pub paths: Vec<String>,
}

/// Stages files for the next commit.
#[derive(Debug)]
pub struct GitAdd {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitAdd);

impl GitAdd {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitAddArgs>(
            "git_add",
            format!(
                "Stage files for the next commit: new, modified and deleted files under each of `paths` (`[\".\"]` \
                 stages everything, respecting .gitignore). Returns the status afterwards. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Git);
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

#[async_trait]
impl Tool for GitAdd {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitAddArgs = parse_args(&input)?;
        if args.paths.is_empty() {
            return Err(ToolError::InvalidArguments {
                message: "`paths` is empty; name the files to stage, or [\".\"] for everything".into(),
            });
        }
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let mut cmd = os(&["add", "--all", "--"]);
        cmd.extend(git_paths(ctx, &args.paths)?);
        let git = Git::open(ctx, &dir, self.timeout, &self.opts).await?.writing().await;
        git.run(&cmd).await?;
        let status = status(&git, Vec::new()).await?;
        Ok(ToolOutput::text(status.render()).with_metadata(status.to_json()))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        // Only the index changes; files in the working tree stay as they are.
        repo_touch(input, Some(".git"))
    }
}

// ---------------------------------------------------------------------------------------------
// git_commit

/// Arguments of `git_commit`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitCommitArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// The commit message: a short subject line, optionally a blank line and a body.
    pub message: String,
    /// Stage every modified and deleted tracked file first (like `git commit -a`); untracked files
    /// still need git_add.
    #[serde(default)]
    pub all: bool,
}

/// Records the staged changes as a commit.
#[derive(Debug)]
pub struct GitCommit {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitCommit);

impl GitCommit {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitCommitArgs>(
            "git_commit",
            format!(
                "Commit the staged changes with `message` (stage them first with git_add, or pass `all: true` to \
                 include every modified tracked file). The repository's hooks run only if the user enabled them \
                 (`[git] hooks` in ouzel's config). Returns the new commit's hash \
                 and a summary of the change. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Git);
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

#[async_trait]
impl Tool for GitCommit {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitCommitArgs = parse_args(&input)?;
        if args.message.trim().is_empty() {
            return Err(ToolError::InvalidArguments {
                message: "`message` is empty; describe the change".into(),
            });
        }
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let mut cmd = os(&["commit", "--no-status"]);
        if args.all {
            cmd.push("--all".into());
        }
        cmd.push("--message".into());
        cmd.push(args.message.clone().into());
        let git = Git::open(ctx, &dir, self.timeout, &self.opts).await?.writing().await;
        let run = git.run(&cmd).await?;
        // `[main (root-commit) 1a2b3c4] subject`, then the summary of the change.
        let first = run.stdout.lines().next().unwrap_or_default();
        let (branch, hash) = first
            .strip_prefix('[')
            .and_then(|s| s.split_once(']'))
            .map(|(inside, _)| {
                let mut words = inside.split(' ');
                let branch = words.next().unwrap_or_default().to_owned();
                let hash = words.next_back().unwrap_or_default().to_owned();
                (branch, hash)
            })
            .unwrap_or_default();
        let mut text = run.stdout.trim_end().to_owned();
        if !run.stderr.trim().is_empty() {
            let _ = write!(
                text,
                "\nhooks and git said:\n{}",
                cut(run.stderr.trim_end(), MESSAGE_CAP, "output")
            );
        }
        Ok(ToolOutput::text(text).with_metadata(json!({ "commit": hash, "branch": branch })))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        // Hooks (formatters) may rewrite files anywhere in the repository.
        repo_touch(input, None)
    }
}

// ---------------------------------------------------------------------------------------------
// git_checkout

/// Arguments of `git_checkout`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitCheckoutArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// The branch to switch to (or to create with `create`), or with `detach` any commit.
    pub branch: String,
    /// Create `branch` first, starting from `start_point` (default: the current commit).
    #[serde(default)]
    pub create: bool,
    /// Where a new branch starts (a branch, tag or commit). Only with `create`.
    pub start_point: Option<String>,
    /// Check out the commit `branch` names without being on a branch.
    #[serde(default)]
    pub detach: bool,
}

/// Switches (or creates and switches) branches.
#[derive(Debug)]
pub struct GitCheckout {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitCheckout);

impl GitCheckout {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitCheckoutArgs>(
            "git_checkout",
            format!(
                "Switch to a branch, or create one with `create: true` (from `start_point`, default the current \
                 commit) and switch to it; `detach: true` checks out any commit without a branch. Local changes are \
                 kept, and git refuses if they would be overwritten: commit them first. A remote branch name such \
                 as `feature` is checked out as a new tracking branch. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Git);
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

#[async_trait]
impl Tool for GitCheckout {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitCheckoutArgs = parse_args(&input)?;
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let branch = checked_name("branch", &args.branch)?;
        if args.create && args.detach {
            return Err(ToolError::InvalidArguments {
                message: "`create` and `detach` cannot be used together".into(),
            });
        }
        if args.start_point.is_some() && !args.create {
            return Err(ToolError::InvalidArguments {
                message: "`start_point` needs `create: true`".into(),
            });
        }
        // `git switch` never treats its argument as a path, so no file is overwritten by mistake.
        let mut cmd = os(&["switch"]);
        if args.create {
            cmd.push("--create".into());
        } else if args.detach {
            cmd.push("--detach".into());
        }
        cmd.push(branch.into());
        if let Some(start) = &args.start_point {
            cmd.push(checked_name("start_point", start)?.into());
        }
        let git = Git::open(ctx, &dir, self.timeout, &self.opts).await?.writing().await;
        let run = git.run(&cmd).await?;
        let status = status(&git, Vec::new()).await?;
        let said = messages(&run.stdout, &run.stderr);
        Ok(ToolOutput::text(format!("{said}\n{}", status.render())).with_metadata(status.to_json()))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}
