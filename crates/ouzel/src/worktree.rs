//! Git worktrees for agents working in parallel (issue 23): `--worktree[=NAME]` runs a session in
//! a new worktree on a new branch `ouzel/NAME` made from HEAD, in a directory beside the
//! repository (`REPO.worktrees/NAME`, or `worktree.dir`), so the user's checkout is never
//! touched. Untracked files matching `.worktreeinclude` (gitignore syntax: `.env`, local config)
//! are copied in. Every git operation runs the `git` program, as the user would.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The branch prefix of ouzel's worktrees.
pub const BRANCH_PREFIX: &str = "ouzel/";

/// A worktree ouzel made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worktree {
    /// Its name (the branch is `ouzel/NAME`).
    pub name: String,
    /// Its directory.
    pub path: PathBuf,
    /// Its branch.
    pub branch: String,
    /// The commit it started from (for `--worktree`; empty when listed).
    pub base: String,
    /// Where the session works: the worktree, or the same subdirectory the run was started in.
    pub workspace: PathBuf,
}

/// Why a worktree could not be made, listed or removed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WorktreeError {
    /// Not inside a git repository.
    #[error(
        "{} is not inside a git repository, so --worktree cannot make a worktree there; run without --worktree, or `git init` first",
        .0.display()
    )]
    NotARepository(PathBuf),
    /// The name cannot be a branch and directory name.
    #[error("`{0}` cannot name a worktree: use letters, digits, `.`, `_` and `-`")]
    BadName(String),
    /// A worktree of that name exists.
    #[error("a worktree named `{name}` already exists at {}; pick another name or remove it with `ouzel worktree remove {name}`", path.display())]
    Exists {
        /// The name.
        name: String,
        /// Where.
        path: PathBuf,
    },
    /// No worktree of ouzel's has that name.
    #[error("no ouzel worktree is named `{0}`; `ouzel worktree list` shows them")]
    Unknown(String),
    /// git failed.
    #[error("git {args} failed in {}: {message}", dir.display())]
    Git {
        /// The arguments.
        args: String,
        /// Where it ran.
        dir: PathBuf,
        /// What it said.
        message: String,
    },
    /// Copying a `.worktreeinclude` file failed.
    #[error("copying {} into the worktree: {source}", path.display())]
    Copy {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

fn git(dir: &Path, args: &[&str]) -> Result<String, WorktreeError> {
    let fail = |message: String| WorktreeError::Git {
        args: args.join(" "),
        dir: dir.to_path_buf(),
        message,
    };
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .map_err(|e| fail(format!("cannot run git: {e}")))?;
    if !out.status.success() {
        return Err(fail(String::from_utf8_lossy(&out.stderr).trim().to_owned()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The top of the repository holding `dir`.
fn toplevel(dir: &Path) -> Result<PathBuf, WorktreeError> {
    let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    match git(&dir, &["rev-parse", "--show-toplevel"]) {
        Ok(top) => Ok(PathBuf::from(top.trim())),
        Err(_) => Err(WorktreeError::NotARepository(dir)),
    }
}

fn check_name(name: &str) -> Result<(), WorktreeError> {
    let ok = !name.is_empty()
        && !name.starts_with(['.', '-'])
        && !name.ends_with(".lock")
        && !name.contains("..")
        && name.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c));
    if ok {
        Ok(())
    } else {
        Err(WorktreeError::BadName(name.to_owned()))
    }
}

/// A name for a worktree nobody named: the time and the process.
fn fresh_name() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!("run-{secs}-{}", std::process::id())
}

/// The directory worktrees of the repository at `top` go in.
fn base_dir(top: &Path, configured: Option<&Path>) -> PathBuf {
    match configured {
        Some(dir) => dir.to_path_buf(),
        None => {
            let name = top
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            top.with_file_name(format!("{name}.worktrees"))
        }
    }
}

/// Makes worktree `name` (or a fresh name) for the repository holding `dir`, on a new branch
/// `ouzel/NAME` from HEAD, and copies in the untracked files `.worktreeinclude` lists.
pub fn create(dir: &Path, name: Option<&str>, configured: Option<&Path>) -> Result<Worktree, WorktreeError> {
    let top = toplevel(dir)?;
    let name = name.filter(|n| !n.is_empty()).map_or_else(fresh_name, str::to_owned);
    check_name(&name)?;
    let path = base_dir(&top, configured).join(&name);
    if path.exists() {
        return Err(WorktreeError::Exists { name, path });
    }
    let branch = format!("{BRANCH_PREFIX}{name}");
    let base = git(&top, &["rev-parse", "HEAD"])?.trim().to_owned();
    let path_arg = path.to_string_lossy().into_owned();
    git(&top, &["worktree", "add", "-b", &branch, &path_arg, "HEAD"])?;
    copy_included(&top, &path)?;
    let rel = std::fs::canonicalize(dir)
        .ok()
        .and_then(|d| d.strip_prefix(&top).ok().map(Path::to_path_buf))
        .unwrap_or_default();
    Ok(Worktree {
        name,
        workspace: path.join(rel),
        path,
        branch,
        base,
    })
}

/// Copies the untracked (and ignored) files of `top` that `.worktreeinclude` matches.
fn copy_included(top: &Path, into: &Path) -> Result<(), WorktreeError> {
    let list = top.join(".worktreeinclude");
    if !list.is_file() {
        return Ok(());
    }
    let mut builder = ignore::gitignore::GitignoreBuilder::new(top);
    if let Some(e) = builder.add(&list) {
        return Err(WorktreeError::Git {
            args: "(reading .worktreeinclude)".into(),
            dir: top.to_path_buf(),
            message: e.to_string(),
        });
    }
    let matcher = builder.build().map_err(|e| WorktreeError::Git {
        args: "(reading .worktreeinclude)".into(),
        dir: top.to_path_buf(),
        message: e.to_string(),
    })?;
    let untracked = git(top, &["ls-files", "--others", "-z"])?;
    for rel in untracked.split('\0').filter(|s| !s.is_empty()) {
        let rel = Path::new(rel);
        if !matcher.matched_path_or_any_parents(rel, false).is_ignore() {
            continue;
        }
        let to = into.join(rel);
        let copy = || -> std::io::Result<()> {
            if let Some(parent) = to.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::copy(top.join(rel), &to).map(drop)
        };
        copy().map_err(|source| WorktreeError::Copy {
            path: rel.to_path_buf(),
            source,
        })?;
    }
    Ok(())
}

/// What changed in `wt` since it was made: `git diff --stat` against its base (committed and
/// uncommitted changes to tracked files), and the untracked files.
pub fn diff_stat(wt: &Worktree) -> Result<String, WorktreeError> {
    let mut out = git(&wt.path, &["diff", "--stat", &wt.base])?;
    let untracked = git(&wt.path, &["ls-files", "--others", "--exclude-standard"])?;
    let untracked: Vec<&str> = untracked.lines().collect();
    if !untracked.is_empty() {
        out.push_str(&format!(
            " {} untracked file(s): {}\n",
            untracked.len(),
            untracked.join(", ")
        ));
    }
    Ok(out)
}

/// ouzel's worktrees of the repository holding `dir`.
pub fn list(dir: &Path) -> Result<Vec<Worktree>, WorktreeError> {
    let top = toplevel(dir)?;
    let text = git(&top, &["worktree", "list", "--porcelain"])?;
    let mut out = Vec::new();
    for block in text.split("\n\n") {
        let mut path = None;
        let mut branch = None;
        for line in block.lines() {
            if let Some(p) = line.strip_prefix("worktree ") {
                path = Some(PathBuf::from(p));
            } else if let Some(b) = line.strip_prefix("branch refs/heads/") {
                branch = Some(b.to_owned());
            }
        }
        if let (Some(path), Some(branch)) = (path, branch)
            && let Some(name) = branch.strip_prefix(BRANCH_PREFIX)
        {
            out.push(Worktree {
                name: name.to_owned(),
                workspace: path.clone(),
                path,
                branch,
                base: String::new(),
            });
        }
    }
    Ok(out)
}

/// Removes worktree `name` (git refuses when it has uncommitted changes, unless `force`), and
/// its branch when that is merged; returns what became of the branch.
pub fn remove(dir: &Path, name: &str, force: bool) -> Result<String, WorktreeError> {
    let top = toplevel(dir)?;
    let wt = list(&top)?
        .into_iter()
        .find(|w| w.name == name)
        .ok_or_else(|| WorktreeError::Unknown(name.to_owned()))?;
    let path = wt.path.to_string_lossy().into_owned();
    let mut args = vec!["worktree", "remove"];
    if force {
        args.push("--force");
    }
    args.push(&path);
    git(&top, &args)?;
    Ok(match git(&top, &["branch", "-d", &wt.branch]) {
        Ok(_) => format!(
            "removed worktree {} and its merged branch {}",
            wt.path.display(),
            wt.branch
        ),
        Err(_) => format!(
            "removed worktree {}; kept branch {} (not merged: `git branch -D {}` deletes it)",
            wt.path.display(),
            wt.branch,
            wt.branch
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_must_be_plain() {
        assert!(check_name("fix-42_a.b").is_ok());
        for bad in ["", "../x", "a/b", "-x", ".x", "a..b", "x.lock", "a b"] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
    }
}
