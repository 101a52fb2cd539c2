//! Finding what a call changed by looking, not by trusting: a stat scan (kind, size, mtime,
//! ctime, inode, mode) of what the call may reach, before and after it. Whole-workspace scans
//! respect `.gitignore` (and `.ignore`, and `.git/info/exclude`) inside and outside git
//! repositories, and never enter `.git`; paths a tool names are scanned whatever the ignore
//! files say, since the tool said it would write them.

use ignore::WalkBuilder;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// What kind of entry a path is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Kind {
    File,
    Dir,
    Symlink,
}

/// An entry's metadata as a scan sees it; equal stats mean unchanged content (but see
/// [`Stat::is_racy`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Stat {
    pub(crate) kind: Kind,
    pub(crate) size: u64,
    pub(crate) mtime_ns: i128,
    pub(crate) ctime_ns: i128,
    pub(crate) ino: u64,
    pub(crate) mode: u32,
}

impl Stat {
    pub(crate) fn of(meta: &std::fs::Metadata) -> Self {
        let ft = meta.file_type();
        let kind = if ft.is_dir() {
            Kind::Dir
        } else if ft.is_symlink() {
            Kind::Symlink
        } else {
            Kind::File
        };
        Self {
            kind,
            size: meta.len(),
            mtime_ns: i128::from(meta.mtime()) * 1_000_000_000 + i128::from(meta.mtime_nsec()),
            ctime_ns: i128::from(meta.ctime()) * 1_000_000_000 + i128::from(meta.ctime_nsec()),
            ino: meta.ino(),
            mode: meta.mode() & 0o7777,
        }
    }

    /// Whether the entry is the same as `other` as far as restoring it goes. A directory's
    /// times change with every entry added or removed in it; only its existence and mode matter.
    pub(crate) fn same(&self, other: &Self) -> bool {
        match (self.kind, other.kind) {
            (Kind::Dir, Kind::Dir) => self.mode == other.mode,
            _ => self == other,
        }
    }

    /// Whether the file was modified so close to `scan_ns` that a later change within the
    /// file system's timestamp granularity could leave every field equal (git's "racily
    /// clean" entries). Such files are compared by content, and never trusted from the index.
    pub(crate) fn is_racy(&self, scan_ns: i128) -> bool {
        const GRANULARITY_NS: i128 = 50_000_000;
        self.kind == Kind::File && self.mtime_ns.max(self.ctime_ns) >= scan_ns - GRANULARITY_NS
    }
}

/// What a scan saw: workspace-relative path → stat. Absent paths have no entry.
pub(crate) type Seen = BTreeMap<PathBuf, Stat>;

/// Every entry of the workspace, ignore files respected.
pub(crate) fn workspace(root: &Path) -> Seen {
    let mut seen = Seen::new();
    walk(root, root, &mut seen);
    seen
}

/// The entries at and under `paths` (absolute), and their ancestors up to the workspace (so
/// directories a call creates are seen). Paths outside the workspace are not kept.
pub(crate) fn paths(root: &Path, paths: &[PathBuf]) -> Seen {
    let mut seen = Seen::new();
    for path in paths {
        let Ok(rel) = path.strip_prefix(root) else { continue };
        let mut at = root.to_path_buf();
        for part in rel.components() {
            at.push(part);
            match std::fs::symlink_metadata(&at) {
                Ok(meta) => {
                    let stat = Stat::of(&meta);
                    if let Ok(rel) = at.strip_prefix(root) {
                        seen.insert(rel.to_path_buf(), stat);
                    }
                    if stat.kind != Kind::Dir {
                        break;
                    }
                }
                Err(_) => break,
            }
        }
        if at == *path && std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir()) {
            walk(root, path, &mut seen);
        }
    }
    seen
}

fn walk(root: &Path, from: &Path, seen: &mut Seen) {
    let walker = WalkBuilder::new(from)
        .hidden(false)
        .git_global(false)
        .require_git(false)
        .follow_links(false)
        .filter_entry(|e| e.file_name() != ".git")
        .build();
    for entry in walker.flatten() {
        if entry.depth() == 0 {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        if let Ok(rel) = entry.path().strip_prefix(root) {
            seen.insert(rel.to_path_buf(), Stat::of(&meta));
        }
    }
}

/// Nanoseconds since the epoch, now (file times are compared with it).
pub(crate) fn now_ns() -> i128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as i128)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_workspace_scan_respects_gitignore_outside_git_and_skips_dot_git() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join(".gitignore"), "target/\n*.log\n").unwrap();
        std::fs::create_dir_all(root.join("target/debug")).unwrap();
        std::fs::write(root.join("target/debug/big"), "x").unwrap();
        std::fs::write(root.join("run.log"), "x").unwrap();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::write(root.join(".git/HEAD"), "x").unwrap();
        std::fs::create_dir_all(root.join("src")).unwrap();
        std::fs::write(root.join("src/a.rs"), "x").unwrap();
        std::fs::write(root.join(".env"), "x").unwrap();
        let seen: Vec<String> = workspace(root).keys().map(|p| p.display().to_string()).collect();
        assert_eq!(seen, [".env", ".gitignore", "src", "src/a.rs"]);
    }

    #[test]
    fn a_path_scan_sees_the_path_its_contents_and_its_ancestors_even_when_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join(".gitignore"), "out/\n").unwrap();
        std::fs::create_dir_all(root.join("out/sub")).unwrap();
        std::fs::write(root.join("out/sub/f"), "x").unwrap();
        let seen = paths(
            root,
            &[
                root.join("out/sub/f"),
                root.join("nope/x"),
                PathBuf::from("/etc/passwd"),
            ],
        );
        let names: Vec<String> = seen.keys().map(|p| p.display().to_string()).collect();
        assert_eq!(names, ["out", "out/sub", "out/sub/f"]);
        std::fs::write(root.join("out/sub/g"), "x").unwrap();
        let seen = paths(root, &[root.join("src")]);
        assert!(seen.is_empty());
        std::fs::create_dir_all(root.join("src")).unwrap();
        std::fs::write(root.join("src/m.rs"), "x").unwrap();
        let names: Vec<String> = paths(root, &[root.join("src")])
            .keys()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(names, ["src", "src/m.rs"]);
    }
}
