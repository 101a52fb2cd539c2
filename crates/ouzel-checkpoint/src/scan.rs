//! Finding what a call changed by looking, not by trusting: a stat scan (kind, size, mtime,
//! ctime, inode, mode) of what the call may reach, before and after it. Whole-workspace scans
//! respect `.gitignore` (and `.ignore`, and `.git/info/exclude`) inside and outside git
//! repositories, and never enter `.git`; paths a tool names are scanned whatever the ignore
//! files say, since the tool said it would write them.

use crate::watch::Watcher;
use ignore::gitignore::{Gitignore, GitignoreBuilder};
use serde::{Deserialize, Serialize};
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

/// What a scan saw: workspace-relative paths and their stats, sorted by the paths' bytes
/// (comparing bytes, not path components, keeps a 10,000-entry scan cheap). Absent paths
/// have no entry.
#[derive(Debug, Default)]
pub(crate) struct Seen {
    entries: Vec<(PathBuf, Stat)>,
}

fn bytes(p: &Path) -> &[u8] {
    p.as_os_str().as_encoded_bytes()
}

impl Seen {
    fn push(&mut self, path: PathBuf, stat: Stat) {
        self.entries.push((path, stat));
    }

    /// Sorts by the paths' bytes. A walk's output is nearly sorted already (runs of entries in
    /// name order), which the stable sort merges in close to linear time.
    fn finish(mut self) -> Self {
        self.entries.sort_by(|a, b| bytes(&a.0).cmp(bytes(&b.0)));
        self.entries.dedup_by(|a, b| bytes(&a.0) == bytes(&b.0));
        self
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &(PathBuf, Stat)> {
        self.entries.iter()
    }

    #[cfg(test)]
    pub(crate) fn keys(&self) -> impl Iterator<Item = &PathBuf> {
        self.entries.iter().map(|e| &e.0)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Without the entries at or under any of `prefixes` (relative paths, as bytes).
    pub(crate) fn without(mut self, prefixes: &[Vec<u8>]) -> Self {
        if !prefixes.is_empty() {
            self.entries.retain(|(p, _)| {
                let p = bytes(p);
                !prefixes
                    .iter()
                    .any(|x| p.starts_with(x) && (p.len() == x.len() || p[x.len()] == b'/'))
            });
        }
        self
    }

    /// Every path in either scan, with its stat in each; in path order.
    pub(crate) fn diff<'a>(&'a self, now: &'a Self) -> Vec<(&'a PathBuf, Option<&'a Stat>, Option<&'a Stat>)> {
        let (mut a, mut b) = (self.entries.iter().peekable(), now.entries.iter().peekable());
        let mut out = Vec::new();
        loop {
            let next = match (a.peek(), b.peek()) {
                (None, None) => break,
                (Some(x), Some(y)) => bytes(&x.0).cmp(bytes(&y.0)),
                (Some(_), None) => std::cmp::Ordering::Less,
                (None, Some(_)) => std::cmp::Ordering::Greater,
            };
            match next {
                std::cmp::Ordering::Less => {
                    if let Some((p, s)) = a.next() {
                        out.push((p, Some(s), None));
                    }
                }
                std::cmp::Ordering::Greater => {
                    if let Some((p, s)) = b.next() {
                        out.push((p, None, Some(s)));
                    }
                }
                std::cmp::Ordering::Equal => {
                    if let (Some((p, x)), Some((_, y))) = (a.next(), b.next()) {
                        out.push((p, Some(x), Some(y)));
                    }
                }
            }
        }
        out
    }
}

/// Every entry of the workspace, ignore files respected.
pub(crate) fn workspace(root: &Path) -> Seen {
    let mut seen = Seen::default();
    walk(root, root, &mut seen, None);
    seen.finish()
}

/// The same, each directory watched by `watcher` before it is listed (see [`crate::watch`];
/// the caller began the watcher's scan and ends it).
pub(crate) fn workspace_watched(root: &Path, watcher: &Watcher) -> Seen {
    let mut seen = Seen::default();
    walk(root, root, &mut seen, Some(watcher));
    seen.finish()
}

/// The entries at and under `paths` (absolute), and their ancestors up to the workspace (so
/// directories a call creates are seen). Paths outside the workspace are not kept.
pub(crate) fn paths(root: &Path, paths: &[PathBuf]) -> Seen {
    let mut seen = Seen::default();
    for path in paths {
        let Ok(rel) = path.strip_prefix(root) else { continue };
        let mut at = root.to_path_buf();
        for part in rel.components() {
            at.push(part);
            match std::fs::symlink_metadata(&at) {
                Ok(meta) => {
                    let stat = Stat::of(&meta);
                    if let Ok(rel) = at.strip_prefix(root) {
                        seen.push(rel.to_path_buf(), stat);
                    }
                    if stat.kind != Kind::Dir {
                        break;
                    }
                }
                Err(_) => break,
            }
        }
        if at == *path && std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir()) {
            walk(root, path, &mut seen, None);
        }
    }
    seen.finish()
}

/// Ignore rules in force in a directory: its own `.gitignore`/`.ignore` and its parents'.
#[derive(Clone, Default)]
struct Rules(Vec<std::sync::Arc<Rule>>);

/// One directory's ignore files. The matcher is built relative to `.` and handed paths
/// relative to the directory (a cut of the absolute path's bytes): `ignore` then skips its
/// own prefix stripping, which compares paths component by component and cost about as much
/// as the matching itself.
struct Rule {
    matcher: Gitignore,
    /// Where, in the absolute path of an entry under the directory, its relative path starts.
    cut: usize,
}

impl Rules {
    /// The rules above `from`, up to the repository's top (the directory holding `.git`) or the
    /// file system's root, with the repository's `.git/info/exclude`.
    fn above(from: &Path) -> Self {
        let mut found = Vec::new();
        let mut dir = from.parent();
        while let Some(d) = dir {
            if let Some(g) = load(d, &[".gitignore", ".ignore"]) {
                found.push(g);
            }
            if d.join(".git").exists() {
                if let Some(g) = load(d, &[".git/info/exclude"]) {
                    found.push(g);
                }
                break;
            }
            dir = d.parent();
        }
        found.reverse();
        if from.join(".git").exists()
            && let Some(g) = load(from, &[".git/info/exclude"])
        {
            found.push(g);
        }
        Self(found)
    }

    /// The rules in `dir`, given what its listing holds.
    fn enter(&self, dir: &Path, has_ignore_file: bool) -> Self {
        match has_ignore_file.then(|| load(dir, &[".gitignore", ".ignore"])).flatten() {
            Some(g) => {
                let mut rules = self.clone();
                rules.0.push(g);
                rules
            }
            None => self.clone(),
        }
    }

    /// Whether `path` (absolute, under every rule's directory) is ignored: the deepest rule
    /// that matches decides.
    fn ignores(&self, path: &[u8], is_dir: bool) -> bool {
        use std::os::unix::ffi::OsStrExt;
        for rule in self.0.iter().rev() {
            let Some(rel) = path.get(rule.cut..) else { continue };
            match rule
                .matcher
                .matched(Path::new(std::ffi::OsStr::from_bytes(rel)), is_dir)
            {
                ignore::Match::Ignore(_) => return true,
                ignore::Match::Whitelist(_) => return false,
                ignore::Match::None => {}
            }
        }
        false
    }
}

fn load(dir: &Path, names: &[&str]) -> Option<std::sync::Arc<Rule>> {
    let mut builder = GitignoreBuilder::new(".");
    let mut any = false;
    for name in names {
        let file = dir.join(name);
        if file.is_file() {
            // A line that does not parse is skipped, as git skips it.
            let _ = builder.add(file);
            any = true;
        }
    }
    let dir = bytes(dir);
    let cut = if dir.ends_with(b"/") { dir.len() } else { dir.len() + 1 };
    any.then(|| builder.build().ok())
        .flatten()
        .map(|matcher| std::sync::Arc::new(Rule { matcher, cut }))
}

/// A directory a walk has yet to enter: where it is, its path relative to the scan's root
/// (as bytes), and the ignore rules in force above it.
type Deferred = (PathBuf, Vec<u8>, Rules);

/// Walks `from` (a directory under `root`, or `root`), ignore rules respected, `.git` skipped.
/// The top-level directories are shared between two threads: a scan is mostly waiting on
/// `stat`, and two run at once on the two cores ouzel's CI has.
fn walk(root: &Path, from: &Path, seen: &mut Seen, watch: Option<&Watcher>) {
    let rules = Rules::above(from);
    let rel = from
        .strip_prefix(root)
        .map_or_else(|_| Vec::new(), |r| bytes(r).to_vec());
    let mut subdirs = Vec::new();
    walk_dir(from, &rel, &rules, seen, watch, Some(&mut subdirs));
    if subdirs.len() < 2 {
        for (dir, rel, rules) in subdirs {
            walk_dir(&dir, &rel, &rules, seen, watch, None);
        }
        return;
    }
    let half = subdirs.split_off(subdirs.len() / 2);
    let other = std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let mut mine = Seen::default();
            for (dir, rel, rules) in &half {
                walk_dir(dir, rel, rules, &mut mine, watch, None);
            }
            mine
        });
        for (dir, rel, rules) in &subdirs {
            walk_dir(dir, rel, rules, seen, watch, None);
        }
        worker.join()
    });
    match other {
        Ok(mine) => seen.entries.extend(mine.entries),
        // The thread could not finish: walk its half here.
        Err(_) => {
            for (dir, rel, rules) in &half {
                walk_dir(dir, rel, rules, seen, watch, None);
            }
        }
    }
}

/// Lists `dir` (at `rel` under the scan's root) into `seen` and descends; with `defer`, hands
/// back the subdirectories instead of descending. With `watch`, each subdirectory is watched
/// before it is listed (its parent's watch, placed before this listing, covers its own entry).
///
/// Entries are stat'ed through the directory's handle (`fstatat`, no path built), named
/// relative to the root by appending to `rel` (no prefix stripping, one allocation per entry),
/// and emitted in name order, so the walk's output is nearly in the byte order
/// [`Seen::finish`] sorts it into.
fn walk_dir(
    dir: &Path,
    rel: &[u8],
    rules: &Rules,
    seen: &mut Seen,
    watch: Option<&Watcher>,
    mut defer: Option<&mut Vec<Deferred>>,
) {
    use std::os::unix::ffi::{OsStrExt, OsStringExt};
    use std::os::unix::fs::MetadataExt;
    let Ok(listing) = std::fs::read_dir(dir) else { return };
    // Where a child's name starts in its relative path.
    let from = if rel.is_empty() { 0 } else { rel.len() + 1 };
    // Each entry with its device (a directory on another is a mount point, see `watch`).
    let mut entries: Vec<(Vec<u8>, Stat, u64)> = Vec::new();
    let mut has_ignore_file = false;
    for entry in listing.flatten() {
        let name = entry.file_name();
        let name = name.as_bytes();
        if name == b".git" {
            continue;
        }
        has_ignore_file |= name == b".gitignore" || name == b".ignore";
        let Ok(meta) = entry.metadata() else { continue };
        let mut child = Vec::with_capacity(from + name.len());
        if from > 0 {
            child.extend_from_slice(rel);
            child.push(b'/');
        }
        child.extend_from_slice(name);
        entries.push((child, Stat::of(&meta), meta.dev()));
    }
    // By name (the shared prefix skipped), moving indices rather than the entries.
    let mut order: Vec<usize> = (0..entries.len()).collect();
    order.sort_unstable_by(|&a, &b| entries[a].0[from..].cmp(&entries[b].0[from..]));
    let rules = rules.enter(dir, has_ignore_file);
    // The entry's absolute path, for the ignore rules and for descending.
    let mut abs = bytes(dir).to_vec();
    if !abs.ends_with(b"/") {
        abs.push(b'/');
    }
    let base = abs.len();
    for i in order {
        let (child, stat, dev) = (std::mem::take(&mut entries[i].0), entries[i].1, entries[i].2);
        let is_dir = stat.kind == Kind::Dir;
        abs.truncate(base);
        abs.extend_from_slice(&child[from..]);
        if rules.ignores(&abs, is_dir) {
            continue;
        }
        let at = Path::new(std::ffi::OsStr::from_bytes(&abs));
        if !is_dir {
            seen.push(PathBuf::from(std::ffi::OsString::from_vec(child)), stat);
            continue;
        }
        seen.push(PathBuf::from(std::ffi::OsString::from_vec(child.clone())), stat);
        if let Some(watcher) = watch {
            watcher.dir(at, &child, dev);
        }
        match defer.as_deref_mut() {
            Some(later) => later.push((at.to_path_buf(), child, rules.clone())),
            None => walk_dir(at, &child, &rules, seen, watch, None),
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
    fn nested_ignore_files_match_relative_to_their_directory_and_scans_come_out_in_byte_order() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join(".gitignore"), "/top-only\n*.log\n").unwrap();
        for d in ["a", "sub/deep", "sub/top-only"] {
            std::fs::create_dir_all(root.join(d)).unwrap();
        }
        std::fs::write(root.join("sub/.gitignore"), "*.tmp\n!keep.log\n/here\n").unwrap();
        for f in [
            "a.txt",
            "a-b",
            "a/b",
            "top-only",
            "x.log",
            "sub/keep.log",
            "sub/y.log",
            "sub/z.tmp",
            "sub/here",
            "sub/deep/here",
            "sub/deep/w.tmp",
            "sub/top-only/f",
        ] {
            std::fs::write(root.join(f), "x").unwrap();
        }
        let seen: Vec<String> = workspace(root).keys().map(|p| p.display().to_string()).collect();
        assert_eq!(
            seen,
            [
                ".gitignore",
                "a",
                "a-b",
                "a.txt",
                "a/b",
                "sub",
                "sub/.gitignore",
                "sub/deep",
                "sub/deep/here",
                "sub/keep.log",
                "sub/top-only",
                "sub/top-only/f",
            ]
        );
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
