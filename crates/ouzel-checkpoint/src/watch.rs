//! Whether a workspace changed since its last scan, from the kernel's file events (inotify):
//! the scan after one call that may reach the whole workspace is the scan before the next
//! when nothing happened in between, so a run of `shell` calls scans once per call instead of
//! twice (issue 21: in a real repository the two scans cost a shell turn more than all the
//! rest of it).
//!
//! A scan vouches for what it saw only while every directory it listed is watched, each
//! watch placed before the directory is listed: any change after that (an entry made,
//! removed, renamed, written, or its metadata changed) queues an event, and any event — or
//! the queue's overflow — means "scan again". The files that decide what a scan holds and lie
//! outside it are watched too: the ignore files of the directories above the root, up to the
//! repository's top, and the repository's `.git/info/exclude`. Events about ouzel's own files
//! inside the root (the session database, the checkpoint store) do not count.
//!
//! The kernel reports every change only on a local file system: a root on any other (NFS,
//! SMB, FUSE, 9p: another machine, or a file server, can change files without an event) or
//! with a mount point inside is never vouched for. What inotify cannot see on a local one —
//! a write through a shared memory mapping or through a hard link from outside the root, by
//! a process other than the call's, between two calls — is then attributed to the next call,
//! as a change made by another process while a call runs always is.
//!
//! The instance lives as long as the keeper: closing one waits for the kernel to release its
//! watches (0.15–17 ms here for 200 to 8,000 directories, with the kernel's grace periods),
//! so it is made once and its watches are re-placed by each scan. Above [`MAX_DIRS`] directories, or when the kernel refuses a
//! watch (the user's limit reached), the keeper scans as before and gives up the instance,
//! leaving the watches to other programs.

use std::path::Path;
use std::sync::Mutex;

/// More directories than this are not watched: scans do the work instead of the kernel's
/// watch budget, which the user's editor and other programs share.
pub(crate) const MAX_DIRS: usize = 8192;

/// Names in the directories above the root whose change changes what a scan holds.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
const ABOVE: &[&[u8]] = &[b".gitignore", b".ignore", b".git"];

/// Local file systems, by `statfs` magic: each change to them goes through this kernel.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
const LOCAL: &[u64] = &[
    0xEF53,      // ext2/3/4
    0x5846_5342, // xfs
    0x9123_683E, // btrfs
    0x0102_1994, // tmpfs
    0x794C_7630, // overlayfs
    0x2FC1_2FC1, // zfs
    0xF2F5_2010, // f2fs
    0xCA45_1A4E, // bcachefs
    0x5265_4973, // reiserfs
    0x3153_464A, // jfs
    0x8584_58F6, // ramfs
];

/// One watched directory's filter on the events it reports.
enum Names {
    /// Only events about these entries count (a directory above the root, a `.git`).
    Only(&'static [&'static [u8]]),
    /// Events about these entries do not count (ouzel's own files in the root).
    Except(Vec<Vec<u8>>),
}

/// What the current scan placed.
#[derive(Default)]
struct Marks {
    /// Every watch of the current scan.
    wds: Vec<i32>,
    /// Every watch of the scan before it (those not placed again are removed at the end).
    previous: Vec<i32>,
    /// Watches of earlier scans removed since: their removal's own event does not count.
    removed: Vec<i32>,
    /// Filters by watch.
    names: Vec<(i32, Names)>,
    /// The root's device: a directory on another is a mount point.
    dev: u64,
    /// ouzel's own paths under the root (relative, as bytes).
    others: Vec<Vec<u8>>,
    /// Something could not be watched: this scan vouches for nothing.
    failed: bool,
}

/// An inotify instance watching one root.
pub(crate) struct Watcher {
    #[cfg(target_os = "linux")]
    fd: std::os::fd::OwnedFd,
    marks: Mutex<Marks>,
}

impl Watcher {
    /// A new instance; `None` where the kernel has none to give.
    pub(crate) fn new() -> Option<Self> {
        #[cfg(target_os = "linux")]
        {
            use rustix::fs::inotify::{CreateFlags, init};
            let fd = init(CreateFlags::CLOEXEC | CreateFlags::NONBLOCK).ok()?;
            Some(Self {
                fd,
                marks: Mutex::new(Marks::default()),
            })
        }
        #[cfg(not(target_os = "linux"))]
        None
    }

    fn marks(&self) -> std::sync::MutexGuard<'_, Marks> {
        self.marks.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts a scan of `root` (absolute) whose entries at or under `others` are not the
    /// scan's: forgets the events so far (the scan sees what they were about), then watches
    /// the root and what decides its ignore rules. False when this root cannot be vouched for
    /// (as [`Watcher::end`]).
    pub(crate) fn begin(&self, root: &Path, others: &[Vec<u8>]) -> bool {
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::fs::MetadataExt;
            self.drain();
            let mut marks = self.marks();
            marks.previous = std::mem::take(&mut marks.wds);
            marks.names.clear();
            marks.failed = false;
            marks.others = others.to_vec();
            let Some(meta) = std::fs::metadata(root).ok().filter(|_| local(root)) else {
                marks.failed = true;
                return false;
            };
            marks.dev = meta.dev();
            drop(marks);
            self.dir(root, b"", meta.dev());
            self.above(root);
            !self.marks().failed
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = (root, others);
            false
        }
    }

    /// Watches the directories above `root` whose ignore files a scan reads (up to the one
    /// holding `.git`, or the file system's root) and the repository's `info/exclude`; as
    /// [`crate::scan`]'s rules read them.
    #[cfg(target_os = "linux")]
    fn above(&self, root: &Path) {
        let mut dir = root.parent();
        while let Some(d) = dir {
            if !local(d) {
                self.marks().failed = true;
                return;
            }
            self.add(d, Some(Names::Only(ABOVE)), false);
            if d.join(".git").exists() {
                self.exclude(d);
                break;
            }
            dir = d.parent();
        }
        if root.join(".git").exists() {
            self.exclude(root);
        }
    }

    /// Watches the `.git/info/exclude` of the repository at `top`: its directory, or `.git`
    /// for the directory's making when there is none (a `.git` file, a worktree's, names
    /// another directory, whose exclude file a scan does not read).
    #[cfg(target_os = "linux")]
    fn exclude(&self, top: &Path) {
        let git = top.join(".git");
        if git.join("info").is_dir() {
            self.add(&git.join("info"), Some(Names::Only(&[b"exclude"])), false);
        } else if git.is_dir() {
            self.add(&git, Some(Names::Only(&[b"info"])), false);
        }
    }

    /// Watches directory `path` (at `rel` under the root, on device `dev`) before a scan
    /// lists it.
    pub(crate) fn dir(&self, path: &Path, rel: &[u8], dev: u64) {
        let mut marks = self.marks();
        if marks.failed {
            return;
        }
        if dev != marks.dev {
            // A mount point: what is mounted there may be another kind of file system.
            marks.failed = true;
            return;
        }
        if marks.others.iter().any(|o| under(rel, o)) {
            return;
        }
        if marks.wds.len() >= MAX_DIRS {
            marks.failed = true;
            return;
        }
        // ouzel's own entries directly in this directory.
        let own: Vec<Vec<u8>> = marks
            .others
            .iter()
            .filter_map(|o| child_of(o, rel).map(<[u8]>::to_vec))
            .collect();
        drop(marks);
        // A subdirectory gone or replaced since it was listed: its parent's watch saw that.
        self.add(path, (!own.is_empty()).then_some(Names::Except(own)), !rel.is_empty());
    }

    /// Watches `path`; `covered` when its parent's watch reports its removal (then a
    /// directory already gone is no failure).
    #[cfg(target_os = "linux")]
    fn add(&self, path: &Path, names: Option<Names>, covered: bool) {
        use rustix::fs::inotify::{WatchFlags, add_watch};
        use rustix::io::Errno;
        let events = WatchFlags::MODIFY
            | WatchFlags::ATTRIB
            | WatchFlags::CREATE
            | WatchFlags::DELETE
            | WatchFlags::MOVED_FROM
            | WatchFlags::MOVED_TO
            | WatchFlags::DELETE_SELF
            | WatchFlags::MOVE_SELF
            | WatchFlags::ONLYDIR
            | WatchFlags::DONT_FOLLOW;
        let added = add_watch(&self.fd, path, events);
        let mut marks = self.marks();
        match added {
            Ok(wd) => {
                marks.wds.push(wd);
                if let Some(names) = names {
                    marks.names.push((wd, names));
                }
            }
            Err(Errno::NOENT | Errno::NOTDIR) if covered => {}
            // ENOSPC (the user's watches used up) among them: the keeper then gives the
            // instance up, leaving the watches to other programs.
            Err(_) => marks.failed = true,
        }
    }

    #[cfg(not(target_os = "linux"))]
    fn add(&self, _path: &Path, _names: Option<Names>, _covered: bool) {
        self.marks().failed = true;
    }

    /// Ends a scan: removes the watches of directories it did not list (gone, or now
    /// ignored). True when the scan vouches for the root; false when something could not be
    /// watched (another file system, a mount point, more than [`MAX_DIRS`] directories, the
    /// user's watches used up), which does not pass: the keeper then stops watching.
    pub(crate) fn end(&self) -> bool {
        let mut marks = self.marks();
        let mut current = marks.wds.clone();
        current.sort_unstable();
        let stale: Vec<i32> = std::mem::take(&mut marks.previous)
            .into_iter()
            .filter(|wd| current.binary_search(wd).is_err())
            .collect();
        #[cfg(target_os = "linux")]
        for wd in &stale {
            // A directory that is gone took its watch with it: nothing to remove.
            let _ = rustix::fs::inotify::remove_watch(&self.fd, *wd);
        }
        marks.removed = stale;
        !marks.failed
    }

    /// Whether nothing that counts happened since the last scan began. Reads the events
    /// queued so far; any error reading them counts as a change.
    pub(crate) fn quiet(&self) -> bool {
        #[cfg(target_os = "linux")]
        {
            let marks = self.marks();
            let mut quiet = true;
            self.read(|wd, flags, name| {
                quiet &= !counts(&marks, wd, flags, name);
            })
            .is_ok()
                && quiet
        }
        #[cfg(not(target_os = "linux"))]
        false
    }

    /// Reads and forgets the events queued so far.
    #[cfg(target_os = "linux")]
    fn drain(&self) {
        let _ = self.read(|_, _, _| {});
    }

    /// Hands each queued event to `each` until none is left.
    #[cfg(target_os = "linux")]
    fn read(&self, mut each: impl FnMut(i32, u32, Option<&[u8]>)) -> Result<(), ()> {
        use rustix::fs::inotify::Reader;
        use rustix::io::Errno;
        let mut buf = [std::mem::MaybeUninit::<u8>::uninit(); 4096];
        let mut reader = Reader::new(&self.fd, &mut buf);
        loop {
            match reader.next() {
                Ok(event) => each(
                    event.wd(),
                    event.events().bits(),
                    event.file_name().map(std::ffi::CStr::to_bytes),
                ),
                Err(Errno::AGAIN) => return Ok(()),
                Err(Errno::INTR) => {}
                Err(_) => return Err(()),
            }
        }
    }
}

/// Whether an event counts as a change.
#[cfg(target_os = "linux")]
fn counts(marks: &Marks, wd: i32, flags: u32, name: Option<&[u8]>) -> bool {
    use rustix::fs::inotify::ReadFlags;
    let flags = ReadFlags::from_bits_retain(flags);
    if flags.contains(ReadFlags::QUEUE_OVERFLOW) {
        return true;
    }
    if flags.contains(ReadFlags::IGNORED) && marks.removed.contains(&wd) {
        return false;
    }
    match (marks.names.iter().find(|(w, _)| *w == wd).map(|(_, n)| n), name) {
        (Some(Names::Only(names)), Some(name)) => names.contains(&name),
        (Some(Names::Except(names)), Some(name)) => !names.iter().any(|n| n.as_slice() == name),
        _ => true,
    }
}

/// Whether `path` lies on a local file system (see [`LOCAL`]).
#[cfg(target_os = "linux")]
fn local(path: &Path) -> bool {
    rustix::fs::statfs(path).is_ok_and(|s| LOCAL.contains(&(s.f_type as u64 & 0xFFFF_FFFF)))
}

/// Whether relative path `rel` is `prefix` or lies under it.
fn under(rel: &[u8], prefix: &[u8]) -> bool {
    rel.starts_with(prefix) && (rel.len() == prefix.len() || rel[prefix.len()] == b'/')
}

/// `path`'s name when it lies directly in directory `dir` (relative paths; `dir` empty for
/// the root).
fn child_of<'a>(path: &'a [u8], dir: &[u8]) -> Option<&'a [u8]> {
    let name = if dir.is_empty() {
        path
    } else {
        path.strip_prefix(dir)?.strip_prefix(b"/")?
    };
    (!name.is_empty() && !name.contains(&b'/')).then_some(name)
}

#[cfg(test)]
#[cfg(target_os = "linux")]
mod tests {
    use super::*;
    use crate::scan;

    /// Something done to a workspace.
    type Change = dyn Fn(&Path);

    /// A watcher that has just scanned `root`.
    fn scanned(root: &Path, others: &[&str]) -> Watcher {
        let others: Vec<Vec<u8>> = others.iter().map(|o| o.as_bytes().to_vec()).collect();
        let watcher = Watcher::new().expect("an inotify instance");
        assert!(
            watcher.begin(root, &others),
            "a temp directory on a local file system is watched"
        );
        scan::workspace_watched(root, &watcher);
        assert!(watcher.end());
        watcher
    }

    /// A repository at `top` with the workspace `top/ws` in it: a tracked file, an ignored
    /// build directory, a nested directory, ouzel's own data directory.
    fn repo() -> (tempfile::TempDir, std::path::PathBuf) {
        let top = tempfile::tempdir().unwrap();
        let ws = top.path().canonicalize().unwrap().join("ws");
        std::fs::create_dir_all(top.path().join(".git/info")).unwrap();
        std::fs::write(top.path().join(".git/info/exclude"), "").unwrap();
        std::fs::write(top.path().join(".gitignore"), "target/\n").unwrap();
        for d in ["src/deep", "target/debug", ".ouzel"] {
            std::fs::create_dir_all(ws.join(d)).unwrap();
        }
        std::fs::write(ws.join("src/deep/a.rs"), "fn a() {}").unwrap();
        std::fs::write(ws.join("target/debug/out"), "x").unwrap();
        (top, ws)
    }

    #[test]
    fn any_change_the_scan_could_have_seen_is_reported_and_nothing_else_is() {
        let (top, ws) = repo();
        let changes: &[(&str, &Change)] = &[
            ("an edit in place", &|ws| {
                std::fs::write(ws.join("src/deep/a.rs"), "fn b() {}").unwrap()
            }),
            ("a new file", &|ws| std::fs::write(ws.join("src/new.rs"), "").unwrap()),
            ("a removal", &|ws| {
                std::fs::remove_file(ws.join("src/deep/a.rs")).unwrap()
            }),
            ("a rename", &|ws| {
                std::fs::rename(ws.join("src/deep/a.rs"), ws.join("src/deep/b.rs")).unwrap()
            }),
            ("a mode change", &|ws| {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(ws.join("src/deep"), std::fs::Permissions::from_mode(0o700)).unwrap();
            }),
            ("a new directory", &|ws| std::fs::create_dir(ws.join("docs")).unwrap()),
            ("the ignore rules above the workspace", &|ws| {
                std::fs::write(ws.parent().unwrap().join(".gitignore"), "").unwrap();
            }),
            ("the repository's exclude file", &|ws| {
                std::fs::write(ws.parent().unwrap().join(".git/info/exclude"), "src/\n").unwrap();
            }),
            ("a .gitignore made in the workspace", &|ws| {
                std::fs::write(ws.join(".gitignore"), "src/\n").unwrap()
            }),
        ];
        for (what, change) in changes {
            let (_top, ws) = repo();
            let watcher = scanned(&ws, &[".ouzel"]);
            assert!(watcher.quiet(), "nothing happened yet ({what})");
            change(&ws);
            assert!(!watcher.quiet(), "{what} is reported");
        }

        // Neither what a scan does not hold nor ouzel's own files count.
        let watcher = scanned(&ws, &[".ouzel", "sessions.db"]);
        std::fs::write(ws.join("target/debug/out"), "rebuilt").unwrap();
        std::fs::create_dir_all(ws.join("target/release")).unwrap();
        std::fs::write(ws.join(".ouzel/objects"), "x").unwrap();
        std::fs::write(ws.join("sessions.db"), "x").unwrap();
        std::fs::write(top.path().join("notes-beside-the-workspace"), "x").unwrap();
        std::fs::write(top.path().join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
        let _ = std::fs::read(ws.join("src/deep/a.rs")).unwrap();
        assert!(
            watcher.quiet(),
            "builds, ouzel's data, git's state and reads change nothing a scan holds"
        );

        // A scan again after changes: what it saw is vouched for again, and directories it no
        // longer lists are no longer watched.
        std::fs::write(ws.join(".gitignore"), "src/deep/\n").unwrap();
        assert!(watcher.begin(&ws, &[b".ouzel".to_vec()]));
        scan::workspace_watched(&ws, &watcher);
        assert!(watcher.end());
        assert!(watcher.quiet(), "the removed watch's own event does not count");
        std::fs::write(ws.join("src/deep/a.rs"), "now ignored").unwrap();
        assert!(
            watcher.quiet(),
            "a directory ignored since the last scan is not watched"
        );
        std::fs::write(ws.join("src/lib.rs"), "").unwrap();
        assert!(!watcher.quiet());
    }

    #[test]
    fn a_mount_point_or_a_file_system_that_is_not_local_is_never_vouched_for() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let watcher = Watcher::new().unwrap();
        assert!(watcher.begin(&root, &[]));
        // A subdirectory on another device, as the walk reports it.
        let dev = std::os::unix::fs::MetadataExt::dev(&std::fs::metadata(&root).unwrap());
        watcher.dir(&root, b"mnt", dev + 1);
        assert!(!watcher.end(), "a mount point inside the root");
        // /proc is no local file system whose changes the kernel reports.
        assert!(!Watcher::new().unwrap().begin(Path::new("/proc/self"), &[]));
    }
}
