//! Whether git's configuration for a directory may have changed since it was listed, from the
//! metadata of every file that could change it — so the listing (a sandboxed `git config
//! --list`, as long as the command it protects) runs once per change instead of once per git
//! run and per `shell` call.
//!
//! The files: each file the listing came from; each file an `include.path` or
//! `includeIf.*.path` names, whether its condition held or the file exists (either may change);
//! the user's and the system's configuration files where git looks for them; and, for
//! repository discovery, at the directory and each ancestor up to the first `.git`, the names
//! that make a directory a repository (`.git`, and `HEAD`, `objects`, `refs`, `config` of a
//! bare one), then the git directory's `config`, `config.worktree`, `commondir` and `HEAD`
//! (`includeIf "onbranch:"`). A file is compared by device, inode, size, modification and
//! change time: a rewrite in place changes the change time, a replacement the inode.
//!
//! A change within the file system's timestamp granularity of the listing could leave the
//! times equal ("racy git"), so a listing during which any of the files had just changed is not
//! kept: it is redone next time.

use super::guard::Entry;
use std::ffi::OsString;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How recent a change must be for a listing not to be trusted (well above any file system's
/// timestamp granularity).
const RACY: Duration = Duration::from_secs(2);

/// One file's identity and times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Meta {
    dev: u64,
    ino: u64,
    size: u64,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

impl Meta {
    fn from(m: &std::fs::Metadata) -> Self {
        Self {
            dev: m.dev(),
            ino: m.ino(),
            size: m.size(),
            mtime: (m.mtime(), m.mtime_nsec()),
            ctime: (m.ctime(), m.ctime_nsec()),
        }
    }

    fn changed_after(&self, t: SystemTime) -> bool {
        let at = |(s, ns): (i64, i64)| {
            u64::try_from(s)
                .ok()
                .map(|s| SystemTime::UNIX_EPOCH + Duration::new(s, ns.clamp(0, 999_999_999) as u32))
        };
        [self.mtime, self.ctime]
            .into_iter()
            .any(|x| at(x).is_none_or(|x| x >= t))
    }
}

/// A path's stamp: the entry itself (a symlink replaced or re-pointed is a change) and what it
/// resolves to (a file edited through a symlink, or a symlinked directory on the way re-pointed,
/// is one too). `None` where nothing is there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    entry: Meta,
    target: Option<Meta>,
}

impl Stamp {
    fn of(path: &Path) -> Option<Self> {
        let entry = std::fs::symlink_metadata(path).ok()?;
        let target = if entry.file_type().is_symlink() {
            std::fs::metadata(path).ok().map(|m| Meta::from(&m))
        } else {
            None
        };
        Some(Self {
            entry: Meta::from(&entry),
            target,
        })
    }

    fn changed_after(&self, t: SystemTime) -> bool {
        self.entry.changed_after(t) || self.target.is_some_and(|m| m.changed_after(t))
    }
}

/// The stamps of every file git's configuration for one directory depends on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Fingerprint {
    files: Vec<(PathBuf, Option<Stamp>)>,
}

impl Fingerprint {
    /// Stamps the files behind `entries`, listed in `dir` by a listing that started at
    /// `listed_at`, and `more` (what else the guard was decided from). `None` when one of them
    /// changed too recently to be trusted.
    pub(super) fn take(dir: &Path, entries: &[Entry], more: &[PathBuf], listed_at: SystemTime) -> Option<Self> {
        let mut paths = watched(dir, entries, &Env::from_process());
        paths.extend_from_slice(more);
        let files: Vec<_> = paths
            .into_iter()
            .map(|p| {
                let s = Stamp::of(&p);
                (p, s)
            })
            .collect();
        let racy = listed_at.checked_sub(RACY).unwrap_or(SystemTime::UNIX_EPOCH);
        if files.iter().any(|(_, s)| s.is_some_and(|s| s.changed_after(racy))) {
            return None;
        }
        Some(Self { files })
    }

    /// Whether every file is as it was.
    pub(super) fn holds(&self) -> bool {
        self.files.iter().all(|(p, s)| Stamp::of(p) == *s)
    }
}

/// The environment git locates its configuration files with.
#[derive(Debug, Default)]
struct Env {
    home: Option<PathBuf>,
    xdg_config_home: Option<PathBuf>,
    global: Option<PathBuf>,
    system: Option<PathBuf>,
}

impl Env {
    fn from_process() -> Self {
        let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
        Self {
            home: var("HOME"),
            xdg_config_home: var("XDG_CONFIG_HOME"),
            global: var("GIT_CONFIG_GLOBAL"),
            system: var("GIT_CONFIG_SYSTEM"),
        }
    }
}

/// Every path whose change could change the listing of `dir`.
fn watched(dir: &Path, entries: &[Entry], env: &Env) -> Vec<PathBuf> {
    let mut out = Vec::new();
    // The user's and the system's files, where git looks whether or not they exist.
    out.extend(env.global.clone());
    if let Some(home) = &env.home {
        out.push(home.join(".gitconfig"));
    }
    match (&env.xdg_config_home, &env.home) {
        (Some(x), _) => out.push(x.join("git/config")),
        (None, Some(home)) => out.push(home.join(".config/git/config")),
        (None, None) => {}
    }
    out.extend(env.system.clone());
    out.push(PathBuf::from("/etc/gitconfig"));
    // Discovery: what makes each directory up to the first `.git` a repository.
    for level in dir.ancestors() {
        let dot_git = level.join(".git");
        for name in ["HEAD", "objects", "refs", "config"] {
            out.push(level.join(name));
        }
        out.push(dot_git.clone());
        if let Some(git_dir) = git_dir_of(level, &dot_git) {
            for name in ["config", "config.worktree", "commondir", "HEAD"] {
                out.push(git_dir.join(name));
            }
            if let Some(common) = common_dir(&git_dir) {
                out.push(common.join("config"));
                out.push(common.join("config.worktree"));
            }
            break;
        }
    }
    // The files the listing came from, and every file they include.
    for entry in entries {
        let Some(origin) = entry.origin.strip_prefix("file:") else {
            continue;
        };
        let origin = dir.join(origin);
        if let Some(target) = include_target(entry, &origin, env) {
            out.push(target);
        }
        out.push(origin);
    }
    out.sort();
    out.dedup();
    out
}

/// The top of the working tree `dir` lies in and its git directory, found as git finds them
/// (the first ancestor holding `.git`); `None` outside one.
pub(super) fn work_tree(dir: &Path) -> Option<(PathBuf, PathBuf)> {
    dir.ancestors()
        .find_map(|level| Some((level.to_path_buf(), git_dir_of(level, &level.join(".git"))?)))
}

/// The files whose change may change the `.gitmodules` git reads in the working tree at `top`
/// (git directory `git_dir`): its own, and when it has none, the index and HEAD (with the
/// branch HEAD names and the packed refs), whose `.gitmodules` git reads then.
pub(super) fn module_sources(top: &Path, git_dir: &Path) -> Vec<PathBuf> {
    let file = top.join(".gitmodules");
    if file.symlink_metadata().is_ok() {
        return vec![file];
    }
    let common = common_dir(git_dir).unwrap_or_else(|| git_dir.to_path_buf());
    let mut out = vec![
        file,
        git_dir.join("index"),
        git_dir.join("HEAD"),
        common.join("packed-refs"),
    ];
    if let Ok(head) = std::fs::read_to_string(git_dir.join("HEAD"))
        && let Some(branch) = head.trim().strip_prefix("ref: ")
    {
        out.push(common.join(branch));
    }
    out
}

/// The git directory `.git` at `level` stands for: itself, or where a `.git` file points.
fn git_dir_of(level: &Path, dot_git: &Path) -> Option<PathBuf> {
    let meta = std::fs::metadata(dot_git).ok()?;
    if meta.is_dir() {
        return Some(dot_git.to_path_buf());
    }
    let text = std::fs::read_to_string(dot_git).ok()?;
    let target = text.strip_prefix("gitdir:")?.trim();
    Some(level.join(target))
}

/// The common directory a linked worktree's git directory names in `commondir`.
fn common_dir(git_dir: &Path) -> Option<PathBuf> {
    let text = std::fs::read_to_string(git_dir.join("commondir")).ok()?;
    Some(git_dir.join(text.trim()))
}

/// The file an `include.path` or `includeIf.<condition>.path` entry names, resolved as git
/// does: `~/` from the home directory, a relative path from the including file's directory.
fn include_target(entry: &Entry, origin: &Path, env: &Env) -> Option<PathBuf> {
    let key = entry.key.to_ascii_lowercase();
    let is_include = key == "include.path" || key.starts_with("includeif.") && key.ends_with(".path");
    if !is_include {
        return None;
    }
    let value = entry.value.as_deref()?;
    if let Some(rest) = value.strip_prefix("~/") {
        return Some(env.home.as_ref()?.join(rest));
    }
    let path = PathBuf::from(OsString::from(value));
    if path.is_absolute() {
        Some(path)
    } else {
        Some(origin.parent()?.join(path))
    }
}

#[cfg(test)]
mod tests {
    use super::super::guard::Scope;
    use super::*;

    fn entry(origin: &str, key: &str, value: &str) -> Entry {
        Entry {
            scope: Scope::Local,
            origin: origin.into(),
            key: key.into(),
            value: Some(value.into()),
        }
    }

    fn env(home: &Path) -> Env {
        Env {
            home: Some(home.to_path_buf()),
            ..Env::default()
        }
    }

    #[test]
    fn includes_are_resolved_from_the_including_file_and_home() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path();
        let home = Path::new("/home/u");
        let entries = [
            entry("file:.git/config", "include.path", "../shared.cfg"),
            entry("file:.git/config", "includeIf.onbranch:main.path", "~/branch.cfg"),
            entry("file:/etc/other", "includeif.gitdir:/x/.path", "/abs/inc"),
            entry("file:.git/config", "user.name", "n"),
        ];
        let paths = watched(ws, &entries, &env(home));
        for want in [
            ws.join(".git/config"),
            ws.join(".git/../shared.cfg"),
            home.join("branch.cfg"),
            PathBuf::from("/abs/inc"),
            PathBuf::from("/etc/other"),
            home.join(".gitconfig"),
            home.join(".config/git/config"),
        ] {
            assert!(paths.contains(&want), "{want:?} missing from {paths:?}");
        }
    }

    #[test]
    fn discovery_stops_at_the_first_repository_and_follows_gitdir_files() {
        let dir = tempfile::tempdir().unwrap();
        let repo = dir.path().join("repo");
        let sub = repo.join("sub");
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(repo.join(".git"), "gitdir: ../real.git\n").unwrap();
        std::fs::create_dir_all(dir.path().join("real.git")).unwrap();
        std::fs::write(dir.path().join("real.git/commondir"), "../common.git\n").unwrap();
        let paths = watched(&sub, &[], &Env::default());
        assert!(paths.contains(&sub.join(".git")));
        assert!(paths.contains(&sub.join("HEAD")));
        assert!(paths.contains(&repo.join("../real.git/HEAD")));
        assert!(paths.contains(&repo.join("../real.git/../common.git/config")));
        // Nothing above the repository.
        assert!(!paths.contains(&dir.path().join(".git")));
    }

    #[test]
    fn a_changed_file_breaks_the_fingerprint_and_a_fresh_one_is_not_trusted() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path().join("ws");
        std::fs::create_dir_all(ws.join(".git")).unwrap();
        let config = ws.join(".git/config");
        std::fs::write(&config, "[core]\n").unwrap();
        let entries = [entry("file:.git/config", "core.bare", "false")];
        // Just written: too recent to trust.
        assert!(Fingerprint::take(&ws, &entries, &[], SystemTime::now()).is_none());
        // As if listed well after the write.
        let later = SystemTime::now() + Duration::from_secs(10);
        let fp = Fingerprint::take(&ws, &entries, &[], later).unwrap();
        assert!(fp.holds());
        std::fs::write(&config, "[core]\n\tfsmonitor = x\n").unwrap();
        assert!(!fp.holds(), "a rewritten config must be noticed");

        let fp = Fingerprint::take(&ws, &entries, &[], later).unwrap();
        // A repository made where there was none, and a bare one in the directory itself.
        std::fs::create_dir_all(ws.join("objects")).unwrap();
        assert!(!fp.holds(), "a new bare-repository name must be noticed");
        let fp = Fingerprint::take(&ws, &entries, &[], later).unwrap();
        std::fs::write(ws.join(".git/HEAD"), "ref: refs/heads/other\n").unwrap();
        assert!(!fp.holds(), "a branch switch must be noticed (includeIf onbranch)");
    }

    #[test]
    fn a_file_edited_through_a_symlink_breaks_the_fingerprint() {
        let dir = tempfile::tempdir().unwrap();
        let ws = dir.path().join("ws");
        std::fs::create_dir_all(ws.join(".git")).unwrap();
        std::fs::write(ws.join("real.cfg"), "").unwrap();
        std::os::unix::fs::symlink("real.cfg", ws.join("link.cfg")).unwrap();
        let entries = [entry("file:.git/config", "include.path", "../link.cfg")];
        let later = SystemTime::now() + Duration::from_secs(10);
        let fp = Fingerprint::take(&ws, &entries, &[], later).unwrap();
        assert!(fp.holds());
        std::fs::write(ws.join("real.cfg"), "[filter \"x\"]\n\tclean = evil\n").unwrap();
        assert!(!fp.holds(), "the included file was changed through its symlink");
    }
}
