//! Git tools: `git_status`, `git_diff`, `git_log`, `git_branch` (reads) and `git_add`,
//! `git_commit`, `git_checkout`, `git_push`, `git_pull` (writes).
//!
//! They run the real `git` binary, so the user's configuration, hooks and credential helpers
//! apply, through [`process::run`] (own process group, timeout, cancellation, capped output).
//! Every directory and path the model names goes through [`resolve_in`] first; git runs with
//! `-C <resolved directory>`. Revision and branch names are checked so that none can be taken
//! for an option.

use crate::process::{self, ProcessOutput, RunOptions, Termination};
use crate::workspace::{Access, resolve_in};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait, normalize_path,
    parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio::process::Command;

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

// ---------------------------------------------------------------------------------------------
// Running git

/// The output of a git run that exited with status 0.
struct GitRun {
    stdout: String,
    stderr: String,
}

/// A git invocation in a resolved directory.
struct Invocation<'a> {
    ctx: &'a ToolContext,
    dir: &'a Path,
    timeout: Duration,
    /// Make ssh fail instead of prompting (push and pull, when the user set no ssh command).
    batch_ssh: bool,
}

impl<'a> Invocation<'a> {
    fn new(ctx: &'a ToolContext, dir: &'a Path, timeout: Duration) -> Self {
        Self {
            ctx,
            dir,
            timeout,
            batch_ssh: false,
        }
    }

    fn command(&self, args: &[OsString]) -> Command {
        let mut cmd = Command::new("git");
        cmd.arg("-C")
            .arg(self.dir)
            .args([
                "-c",
                "color.ui=never",
                "-c",
                "core.quotepath=off",
                "-c",
                "advice.statusHints=false",
            ])
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
        if self.batch_ssh {
            // ssh asks for passwords and host keys on the terminal, not on stdin; with no one
            // to answer it would hang until the timeout (and draw over a TUI).
            cmd.env("GIT_SSH_COMMAND", "ssh -o BatchMode=yes");
        }
        cmd
    }

    /// Runs git; a non-zero exit is an error carrying git's message.
    async fn run(&self, args: &[OsString]) -> Result<GitRun, ToolError> {
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
                Err(ToolError::failed(format!(
                    "`git {sub}` failed ({status}):\n{}",
                    messages(&stdout, &stderr)
                )))
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

    async fn spawn(&self, args: &[OsString]) -> Result<ProcessOutput, ToolError> {
        let opts = RunOptions {
            timeout: self.timeout,
            output_cap: CAPTURE_CAP,
            ..RunOptions::default()
        };
        process::run(self.command(args), &opts, &self.ctx.cancel)
            .await
            .map_err(|e| ToolError::io("cannot run `git` (is it installed and on PATH?)", e))
    }

    /// Whether ssh may be put in batch mode for this repository: not when the user chose an ssh
    /// command (in the environment or in git's configuration), which an override would replace.
    async fn may_batch_ssh(&self) -> bool {
        if std::env::var_os("GIT_SSH_COMMAND").is_some() || std::env::var_os("GIT_SSH").is_some() {
            return false;
        }
        let args = [OsString::from("config"), "--get".into(), "core.sshCommand".into()];
        !matches!(
            self.spawn(&args).await,
            Ok(out) if matches!(out.termination, Termination::Exited { code: Some(0), .. })
        )
    }
}

/// Git's messages for the model: stderr then stdout, each cut to a few KiB.
fn messages(stdout: &str, stderr: &str) -> String {
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
fn cut(text: &str, cap: usize, what: &str) -> String {
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

fn not_a_repo(ctx: &ToolContext, dir: &Path) -> ToolError {
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
fn repo_dir(ctx: &ToolContext, repo: Option<&str>) -> Result<PathBuf, ToolError> {
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
fn git_path(ctx: &ToolContext, path: &str) -> Result<PathBuf, ToolError> {
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

fn git_paths(ctx: &ToolContext, paths: &[String]) -> Result<Vec<OsString>, ToolError> {
    paths.iter().map(|p| git_path(ctx, p).map(OsString::from)).collect()
}

/// Checks a revision, branch or remote name given by the model: it must not be empty, start
/// with `-` (it would be read as an option) or contain whitespace or control characters.
fn checked_name<'a>(what: &str, name: &'a str) -> Result<&'a str, ToolError> {
    if name.is_empty() || name.starts_with('-') || name.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(ToolError::InvalidArguments {
            message: format!(
                "{what} `{name}` is not valid: it must be non-empty, not start with `-`, and contain no spaces"
            ),
        });
    }
    Ok(name)
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

/// The paths a call touches: the repository directory, or a part of it.
fn repo_touch(input: &Value, under: Option<&str>) -> Vec<PathBuf> {
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
            pub fn with_timeout(mut self, timeout: Duration) -> Self {
                self.timeout = timeout;
                self
            }
        }
    };
}

const REPO_DOC: &str = "`repo` is the repository directory relative to the workspace (default: the workspace root).";

// ---------------------------------------------------------------------------------------------
// git_status

/// Arguments of `git_status`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GitStatusArgs {
    /// Repository directory, relative to the workspace. Defaults to the workspace root.
    pub repo: Option<String>,
    /// Only report changes under these paths.
    #[serde(default)]
    pub paths: Vec<String>,
}

/// Shows the current branch and the staged, unstaged, untracked and conflicting files.
#[derive(Debug)]
pub struct GitStatus {
    def: ToolDefinition,
    timeout: Duration,
}

git_tool_common!(GitStatus);

impl GitStatus {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitStatusArgs>(
            "git_status",
            format!(
                "Show the current branch (with its upstream and how far ahead/behind it is) and the files that are \
                 staged, changed but not staged, untracked, or in conflict. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Low)
        .with_category(ToolCategory::Git)
        .with_effects(Effects::cached_for(Duration::from_secs(5)));
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
        }
    }
}

#[async_trait]
impl Tool for GitStatus {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let args: GitStatusArgs = parse_args(&input)?;
        let dir = repo_dir(ctx, args.repo.as_deref())?;
        let paths = git_paths(ctx, &args.paths)?;
        let git = Invocation::new(ctx, &dir, self.timeout);
        let status = status(&git, paths).await?;
        Ok(ToolOutput::text(status.render()).with_metadata(status.to_json()))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}

async fn status(git: &Invocation<'_>, paths: Vec<OsString>) -> Result<Status, ToolError> {
    let mut args = os(&["--no-optional-locks", "status", "--porcelain=v2", "--branch", "-z"]);
    if !paths.is_empty() {
        args.push("--".into());
        args.extend(paths);
    }
    let run = git.run(&args).await?;
    Ok(Status::parse(&run.stdout))
}

/// One changed path in `git status`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Change {
    /// What happened, in words (`modified`, `new file`, `both modified`, ...).
    what: &'static str,
    path: String,
    /// The old path of a rename or copy.
    from: Option<String>,
}

/// Parsed `git status --porcelain=v2 --branch -z`.
#[derive(Debug, Default, PartialEq, Eq)]
struct Status {
    head: Option<String>,
    oid: Option<String>,
    upstream: Option<String>,
    ahead: u64,
    behind: u64,
    staged: Vec<Change>,
    unstaged: Vec<Change>,
    untracked: Vec<String>,
    conflicts: Vec<Change>,
}

fn change_word(code: char) -> &'static str {
    match code {
        'M' => "modified",
        'T' => "type changed",
        'A' => "new file",
        'D' => "deleted",
        'R' => "renamed",
        'C' => "copied",
        _ => "changed",
    }
}

fn conflict_word(xy: &str) -> &'static str {
    match xy {
        "DD" => "both deleted",
        "AU" => "added by us",
        "UD" => "deleted by them",
        "UA" => "added by them",
        "DU" => "deleted by us",
        "AA" => "both added",
        _ => "both modified",
    }
}

impl Status {
    fn parse(out: &str) -> Self {
        let mut st = Status::default();
        let mut records = out.split('\0');
        while let Some(rec) = records.next() {
            if let Some(header) = rec.strip_prefix("# ") {
                let (key, value) = header.split_once(' ').unwrap_or((header, ""));
                match key {
                    "branch.oid" if value != "(initial)" => st.oid = Some(value.to_owned()),
                    "branch.head" if value != "(detached)" => st.head = Some(value.to_owned()),
                    "branch.upstream" => st.upstream = Some(value.to_owned()),
                    "branch.ab" => {
                        for part in value.split(' ') {
                            if let Some(n) = part.strip_prefix('+') {
                                st.ahead = n.parse().unwrap_or(0);
                            } else if let Some(n) = part.strip_prefix('-') {
                                st.behind = n.parse().unwrap_or(0);
                            }
                        }
                    }
                    _ => {}
                }
                continue;
            }
            let kind = rec.chars().next();
            match kind {
                Some('1') | Some('2') => {
                    // 1 XY sub mH mI mW hH hI path / 2 XY sub mH mI mW hH hI Xscore path, then origPath.
                    let fields = if kind == Some('1') { 9 } else { 10 };
                    let parts: Vec<&str> = rec.splitn(fields, ' ').collect();
                    let (Some(xy), Some(path)) = (parts.get(1), parts.get(fields - 1)) else {
                        continue;
                    };
                    let from = if kind == Some('2') {
                        records.next().map(str::to_owned)
                    } else {
                        None
                    };
                    let mut xy = xy.chars();
                    let (x, y) = (xy.next().unwrap_or('.'), xy.next().unwrap_or('.'));
                    if x != '.' {
                        st.staged.push(Change {
                            what: change_word(x),
                            path: (*path).to_owned(),
                            from: from.clone(),
                        });
                    }
                    if y != '.' {
                        st.unstaged.push(Change {
                            what: change_word(y),
                            path: (*path).to_owned(),
                            from: if x == '.' { from } else { None },
                        });
                    }
                }
                Some('u') => {
                    let parts: Vec<&str> = rec.splitn(11, ' ').collect();
                    if let (Some(xy), Some(path)) = (parts.get(1), parts.get(10)) {
                        st.conflicts.push(Change {
                            what: conflict_word(xy),
                            path: (*path).to_owned(),
                            from: None,
                        });
                    }
                }
                Some('?') => st.untracked.push(rec[2.min(rec.len())..].to_owned()),
                _ => {}
            }
        }
        st
    }

    fn is_clean(&self) -> bool {
        self.staged.is_empty() && self.unstaged.is_empty() && self.untracked.is_empty() && self.conflicts.is_empty()
    }

    fn branch_line(&self) -> String {
        let mut line = match (&self.head, &self.oid) {
            (Some(head), Some(_)) => format!("On branch {head}"),
            (Some(head), None) => format!("On branch {head} (no commits yet)"),
            (None, Some(oid)) => format!("HEAD detached at {}", &oid[..oid.len().min(12)]),
            (None, None) => "HEAD detached".to_owned(),
        };
        if let Some(up) = &self.upstream {
            let _ = write!(line, ", tracking {up}");
            match (self.ahead, self.behind) {
                (0, 0) => line.push_str(" (up to date)"),
                (a, 0) => {
                    let _ = write!(line, " (ahead {a})");
                }
                (0, b) => {
                    let _ = write!(line, " (behind {b})");
                }
                (a, b) => {
                    let _ = write!(line, " (ahead {a}, behind {b})");
                }
            }
        }
        line
    }

    fn render(&self) -> String {
        let mut out = self.branch_line();
        out.push('\n');
        if self.is_clean() {
            out.push_str("Nothing to commit: no staged, changed or untracked files.");
            return out;
        }
        let changes = |out: &mut String, title: &str, list: &[Change]| {
            if list.is_empty() {
                return;
            }
            let _ = writeln!(out, "{title} ({}):", list.len());
            for c in list.iter().take(ENTRY_CAP) {
                match &c.from {
                    Some(from) => writeln!(out, "  {}: {from} -> {}", c.what, c.path),
                    None => writeln!(out, "  {}: {}", c.what, c.path),
                }
                .ok();
            }
            if list.len() > ENTRY_CAP {
                let _ = writeln!(out, "  ... and {} more", list.len() - ENTRY_CAP);
            }
        };
        changes(&mut out, "Conflicts", &self.conflicts);
        changes(&mut out, "Staged", &self.staged);
        changes(&mut out, "Not staged", &self.unstaged);
        if !self.untracked.is_empty() {
            let _ = writeln!(out, "Untracked ({}):", self.untracked.len());
            for p in self.untracked.iter().take(ENTRY_CAP) {
                let _ = writeln!(out, "  {p}");
            }
            if self.untracked.len() > ENTRY_CAP {
                let _ = writeln!(out, "  ... and {} more", self.untracked.len() - ENTRY_CAP);
            }
        }
        out.truncate(out.trim_end().len());
        out
    }

    fn to_json(&self) -> Value {
        let list = |l: &[Change]| -> Vec<Value> {
            l.iter()
                .map(|c| json!({"status": c.what, "path": c.path, "from": c.from}))
                .collect()
        };
        json!({
            "branch": self.head,
            "commit": self.oid,
            "upstream": self.upstream,
            "ahead": self.ahead,
            "behind": self.behind,
            "staged": list(&self.staged),
            "unstaged": list(&self.unstaged),
            "untracked": self.untracked,
            "conflicts": list(&self.conflicts),
        })
    }
}

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
}

git_tool_common!(GitDiff);

impl GitDiff {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitDiffArgs>(
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
        let mut cmd = os(&["diff", "--no-color", "--no-ext-diff", "--patch-with-stat", "--stat=100"]);
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
        let git = Invocation::new(ctx, &dir, self.timeout);
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
}

git_tool_common!(GitLog);

impl GitLog {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitLogArgs>(
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
        let git = Invocation::new(ctx, &dir, self.timeout);
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
}

git_tool_common!(GitBranch);

impl GitBranch {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitBranchArgs>(
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
        let git = Invocation::new(ctx, &dir, self.timeout);
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
}

git_tool_common!(GitAdd);

impl GitAdd {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitAddArgs>(
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
        let git = Invocation::new(ctx, &dir, self.timeout);
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
}

git_tool_common!(GitCommit);

impl GitCommit {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitCommitArgs>(
            "git_commit",
            format!(
                "Commit the staged changes with `message` (stage them first with git_add, or pass `all: true` to \
                 include every modified tracked file). The repository's hooks run. Returns the new commit's hash \
                 and a summary of the change. {REPO_DOC}"
            ),
        )
        .with_risk(Risk::Medium)
        .with_category(ToolCategory::Git);
        Self {
            def,
            timeout: LOCAL_TIMEOUT,
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
        let git = Invocation::new(ctx, &dir, self.timeout);
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
}

git_tool_common!(GitCheckout);

impl GitCheckout {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitCheckoutArgs>(
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
        let git = Invocation::new(ctx, &dir, self.timeout);
        let run = git.run(&cmd).await?;
        let status = status(&git, Vec::new()).await?;
        let said = messages(&run.stdout, &run.stderr);
        Ok(ToolOutput::text(format!("{said}\n{}", status.render())).with_metadata(status.to_json()))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}

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
}

git_tool_common!(GitPush);

impl GitPush {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitPushArgs>(
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
        cmd.extend(remote_args(remote, args.branch.as_deref())?);
        let mut git = Invocation::new(ctx, &dir, self.timeout);
        git.batch_ssh = git.may_batch_ssh().await;
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
}

git_tool_common!(GitPull);

impl GitPull {
    /// The tool.
    pub fn new() -> Self {
        let def = ToolDefinition::for_args::<GitPullArgs>(
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
        let mut cmd = os(&["pull", "--no-edit", "--no-stat"]);
        cmd.push(
            match args.mode {
                PullMode::FfOnly => "--ff-only",
                PullMode::Merge => "--no-rebase",
                PullMode::Rebase => "--rebase",
            }
            .into(),
        );
        cmd.extend(remote_args(args.remote.as_deref(), args.branch.as_deref())?);
        let mut git = Invocation::new(ctx, &dir, self.timeout);
        git.batch_ssh = git.may_batch_ssh().await;
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

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn porcelain_v2_is_parsed() {
        let out = "# branch.oid 1234567890abcdef\0# branch.head main\0# branch.upstream origin/main\0\
                   # branch.ab +2 -1\0\
                   1 M. N... 100644 100644 100644 aaa bbb src/lib.rs\0\
                   1 .D N... 100644 100644 000000 aaa aaa old file.txt\0\
                   1 AM N... 000000 100644 100644 000 bbb new.rs\0\
                   2 R. N... 100644 100644 100644 aaa aaa R100 renamed.rs\0orig.rs\0\
                   u UU N... 100644 100644 100644 100644 a b c both.rs\0\
                   ? notes with space.md\0";
        let st = Status::parse(out);
        assert_eq!(st.head.as_deref(), Some("main"));
        assert_eq!(st.upstream.as_deref(), Some("origin/main"));
        assert_eq!((st.ahead, st.behind), (2, 1));
        let staged: Vec<(&str, &str)> = st.staged.iter().map(|c| (c.what, c.path.as_str())).collect();
        assert_eq!(
            staged,
            [
                ("modified", "src/lib.rs"),
                ("new file", "new.rs"),
                ("renamed", "renamed.rs")
            ]
        );
        assert_eq!(st.staged[2].from.as_deref(), Some("orig.rs"));
        let unstaged: Vec<(&str, &str)> = st.unstaged.iter().map(|c| (c.what, c.path.as_str())).collect();
        assert_eq!(unstaged, [("deleted", "old file.txt"), ("modified", "new.rs")]);
        assert_eq!(st.conflicts[0].what, "both modified");
        assert_eq!(st.untracked, ["notes with space.md"]);
        assert_eq!(
            st.branch_line(),
            "On branch main, tracking origin/main (ahead 2, behind 1)"
        );
    }

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
