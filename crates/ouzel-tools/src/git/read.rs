//! The reading tools besides status: `git_diff`, `git_log`, `git_branch`.

use super::run::Git;
use super::{
    DIFF_CAP, ENTRY_CAP, LOCAL_TIMEOUT, LOG_DEFAULT, LOG_MAX, checked_name, cut, git_path, git_paths, os, repo_dir,
    repo_touch,
};
use super::{GitOptions, REPO_DOC, git_tool_common};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait, parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Duration;

// ---------------------------------------------------------------------------------------------
// git_diff

/// Arguments of `git_diff`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitDiffArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// Show staged changes (the index against HEAD) instead of unstaged ones.
    #[serde(default)]
    pub staged: bool,
    /// Compare against this commit instead (e.g. `HEAD~1`, `main`, a hash): with `staged` the index,
    /// otherwise the working tree.
    pub revision: Option<String>,
    /// Only show changes under these paths.
    #[serde(default)]
    pub paths: Vec<String>,
    /// Lines of context around each change. Defaults to 3.
    pub context_lines: Option<u32>,
}

/// Shows changes as a unified diff with a per-file summary.
#[derive(Debug)]
pub struct GitDiff {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitDiff);

impl GitDiff {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitDiffArgs>(
            "git_diff",
            format!(
                "Show changes as a unified diff, preceded by a per-file summary of lines added and removed. By \
                 default the working tree against the index (unstaged changes); `staged: true` shows what the next \
                 commit would contain; `revision` compares against a commit. Untracked files are not included (see \
                 git_status). Diffs over 60 KiB are cut; narrow them with `paths`. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Git)
        .with_effects(Effects::cached_for(Duration::from_secs(5)));
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

#[async_trait]
impl Tool for GitDiff {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitDiffArgs = parse_args(&input)?;
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let paths = git_paths(ctx, &args.paths)?;
        let mut cmd = os(&[
            "diff",
            "--no-color",
            "--no-ext-diff",
            "--no-textconv",
            "--patch-with-stat",
            "--stat=100",
        ]);
        if args.staged {
            cmd.push("--cached".into());
        }
        if let Some(n) = args.context_lines {
            cmd.push(format!("--unified={}", n.min(100)).into());
        }
        if let Some(rev) = &args.revision {
            cmd.push(checked_name("revision", rev)?.into());
        }
        cmd.push("--".into());
        cmd.extend(paths);
        let git = Git::open(ctx, &dir, self.timeout, &self.opts).await?;
        let run = git.run(&cmd).await?;
        let diff = run.stdout.trim_end();
        let text = if diff.is_empty() {
            match (&args.revision, args.staged) {
                (Some(rev), _) => format!("No differences against {rev}."),
                (None, true) => "No staged changes.".to_owned(),
                (None, false) => {
                    "No unstaged changes (staged changes are shown with `staged: true`; untracked files by git_status)."
                        .to_owned()
                }
            }
        } else {
            let mut text = diff.to_owned();
            if text.len() > DIFF_CAP {
                text = cut(&text, DIFF_CAP, "diff");
                text.push_str("; pass `paths` to see the rest");
            }
            text
        };
        let files = diff.lines().filter(|l| l.starts_with("diff --git ")).count();
        Ok(ToolOutput::text(text).with_metadata(json!({ "files": files, "bytes": diff.len() })))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}

// ---------------------------------------------------------------------------------------------
// git_log

/// Arguments of `git_log`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitLogArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// Number of commits to show, newest first. Defaults to 20; at most 200.
    pub count: Option<usize>,
    /// Only commits that changed this path.
    pub path: Option<String>,
    /// Start from this revision or range instead of HEAD (e.g. `main`, `v1.0..HEAD`).
    pub revision: Option<String>,
}

/// Lists recent commits.
#[derive(Debug)]
pub struct GitLog {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitLog);

impl GitLog {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitLogArgs>(
            "git_log",
            format!(
                "List commits, newest first, one per line: short hash, date, author and subject. `count` defaults \
                 to 20 (max 200); `path` limits it to commits touching a file or directory; `revision` starts \
                 from a branch, tag or range instead of HEAD. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Git)
        .with_effects(Effects::cached_for(Duration::from_secs(60)));
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

/// One commit in `git_log`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Commit {
    hash: String,
    short: String,
    author: String,
    date: String,
    subject: String,
}

fn parse_log(out: &str) -> Vec<Commit> {
    out.split('\x1e')
        .filter_map(|rec| {
            let rec = rec.trim_start_matches('\n');
            let mut f = rec.split('\x1f');
            Some(Commit {
                hash: f.next()?.to_owned(),
                short: f.next()?.to_owned(),
                author: f.next()?.to_owned(),
                date: f.next()?.to_owned(),
                subject: f.next()?.to_owned(),
            })
        })
        .collect()
}

#[async_trait]
impl Tool for GitLog {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitLogArgs = parse_args(&input)?;
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let count = args.count.unwrap_or(LOG_DEFAULT).clamp(1, LOG_MAX);
        let mut cmd = os(&[
            "log",
            "--no-color",
            "--date=short",
            "--format=%H%x1f%h%x1f%an%x1f%ad%x1f%s%x1e",
        ]);
        cmd.push(format!("--max-count={count}").into());
        if let Some(rev) = &args.revision {
            cmd.push(checked_name("revision", rev)?.into());
        }
        if let Some(path) = &args.path {
            cmd.push("--".into());
            cmd.push(git_path(ctx, path)?.into());
        }
        let git = Git::open(ctx, &dir, self.timeout, &self.opts).await?;
        let run = match git.run(&cmd).await {
            Err(ToolError::Failed { message }) if message.contains("does not have any commits yet") => {
                return Ok(ToolOutput::text("No commits yet.").with_metadata(json!({ "commits": [] })));
            }
            other => other?,
        };
        let commits = parse_log(&run.stdout);
        if commits.is_empty() {
            return Ok(ToolOutput::text("No commits match.").with_metadata(json!({ "commits": [] })));
        }
        let mut text = String::new();
        for c in &commits {
            let _ = writeln!(text, "{} {} {}: {}", c.short, c.date, c.author, c.subject);
        }
        if commits.len() == count {
            let _ = write!(
                text,
                "[showing the {count} newest; pass a larger `count` or a `revision` range for more]"
            );
        }
        let meta: Vec<Value> = commits
            .iter()
            .map(|c| json!({"hash": c.hash, "author": c.author, "date": c.date, "subject": c.subject}))
            .collect();
        Ok(ToolOutput::text(text.trim_end()).with_metadata(json!({ "commits": meta })))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}

// ---------------------------------------------------------------------------------------------
// git_branch

/// Arguments of `git_branch`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitBranchArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// Also list remote-tracking branches.
    #[serde(default)]
    pub all: bool,
}

/// Lists branches, marking the current one.
#[derive(Debug)]
pub struct GitBranch {
    def: ToolDefinition,
    timeout: Duration,
    opts: GitOptions,
}

git_tool_common!(GitBranch);

impl GitBranch {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitBranchArgs>(
            "git_branch",
            format!(
                "List local branches (and remote-tracking ones with `all: true`): `*` marks the current branch; \
                 each line shows the last commit and the upstream with how far ahead/behind it is. To create or \
                 switch branches use git_checkout. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Git)
        .with_effects(Effects::cached_for(Duration::from_secs(10)));
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
            opts: GitOptions::default(),
        }
    }
}

/// One line of `git_branch`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Branch {
    current: bool,
    name: String,
    upstream: String,
    track: String,
    commit: String,
    subject: String,
}

fn parse_branches(out: &str) -> Vec<Branch> {
    out.lines()
        .filter_map(|line| {
            let mut f = line.split('\x1f');
            let branch = Branch {
                current: f.next()? == "*",
                name: f.next()?.to_owned(),
                upstream: f.next()?.to_owned(),
                track: f.next()?.to_owned(),
                commit: f.next()?.to_owned(),
                subject: f.next()?.to_owned(),
            };
            // `origin/HEAD` is an alias, not a branch.
            (!branch.name.ends_with("/HEAD")).then_some(branch)
        })
        .collect()
}

#[async_trait]
impl Tool for GitBranch {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitBranchArgs = parse_args(&input)?;
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let mut cmd = os(&[
            "branch",
            "--no-color",
            "--format=%(HEAD)%1f%(refname:short)%1f%(upstream:short)%1f%(upstream:track,nobracket)%1f%(objectname:short)%1f%(contents:subject)",
        ]);
        if args.all {
            cmd.push("--all".into());
        }
        let git = Git::open(ctx, &dir, self.timeout, &self.opts).await?;
        let branches = parse_branches(&git.run(&cmd).await?.stdout);
        if branches.is_empty() {
            let head = git
                .run(&os(&["symbolic-ref", "--short", "HEAD"]))
                .await
                .map(|r| r.stdout.trim().to_owned())
                .unwrap_or_default();
            return Ok(ToolOutput::text(format!(
                "No branches yet: the repository has no commits (the first commit will create `{head}`)."
            ))
            .with_metadata(json!({ "branches": [] })));
        }
        let width = branches.iter().take(ENTRY_CAP).map(|b| b.name.len()).max().unwrap_or(0);
        let mut text = String::new();
        for b in branches.iter().take(ENTRY_CAP) {
            let mark = if b.current { '*' } else { ' ' };
            let _ = write!(text, "{mark} {:width$} {}", b.name, b.commit);
            if !b.upstream.is_empty() {
                let track = if b.track.is_empty() {
                    "up to date"
                } else {
                    b.track.as_str()
                };
                let _ = write!(text, " [{}: {track}]", b.upstream);
            }
            let _ = writeln!(text, " {}", b.subject);
        }
        if branches.len() > ENTRY_CAP {
            let _ = writeln!(text, "... and {} more", branches.len() - ENTRY_CAP);
        }
        let meta: Vec<Value> = branches
            .iter()
            .map(|b| {
                json!({"name": b.name, "current": b.current, "commit": b.commit,
                       "upstream": (!b.upstream.is_empty()).then_some(&b.upstream),
                       "track": (!b.track.is_empty()).then_some(&b.track)})
            })
            .collect();
        Ok(ToolOutput::text(text.trim_end()).with_metadata(json!({ "branches": meta })))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}
