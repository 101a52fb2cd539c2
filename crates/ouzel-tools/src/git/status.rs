//! `git_status`, and the parser of `git status --porcelain=v2` the write tools also report with.

use super::run::Git;
use super::{ENTRY_CAP, LOCAL_TIMEOUT, git_paths, os, repo_dir, repo_touch};
use super::{GitOptions, REPO_DOC, git_tool_common};
use ouzel_core::schemars::JsonSchema;
use ouzel_core::{
    Effects, Risk, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait, parse_args,
};
use serde::Deserialize;
use serde_json::{Value, json};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Duration;

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
    opts: GitOptions,
}

git_tool_common!(GitStatus);

impl GitStatus {
    /// The tool.
    pub fn new() -> Self {
        let def = crate::schemas::definition::<GitStatusArgs>(
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
            opts: GitOptions::default(),
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
        let git = Git::open(ctx, &dir, self.timeout, &self.opts).await?;
        let status = status(&git, paths).await?;
        Ok(ToolOutput::text(status.render()).with_metadata(status.to_json()))
    }

    fn touched_paths(&self, input: &Value) -> Vec<PathBuf> {
        repo_touch(input, None)
    }
}

pub(super) async fn status(git: &Git<'_>, paths: Vec<OsString>) -> Result<Status, ToolError> {
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
pub(super) struct Change {
    /// What happened, in words (`modified`, `new file`, `both modified`, ...).
    what: &'static str,
    path: String,
    /// The old path of a rename or copy.
    from: Option<String>,
}

/// Parsed `git status --porcelain=v2 --branch -z`.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct Status {
    head: Option<String>,
    oid: Option<String>,
    upstream: Option<String>,
    ahead: u64,
    behind: u64,
    staged: Vec<Change>,
    unstaged: Vec<Change>,
    untracked: Vec<String>,
    pub(super) conflicts: Vec<Change>,
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

    pub(super) fn render(&self) -> String {
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

    pub(super) fn to_json(&self) -> Value {
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
}
