//! File operations that stay inside the allowed roots even when a directory on the path is
//! swapped for a symlink between [`crate::workspace::resolve`]'s check and the use.
//!
//! Resolution alone is a check-then-use race: a process in the workspace can replace
//! `src/` by a symlink to `/etc` after the path was checked. Here every operation first opens
//! (pins) the directory it works in, asks the kernel where that open directory really is
//! (`/proc/self/fd/N`), refuses it if that is outside the roots, and then names files through
//! the pinned descriptor (`/proc/self/fd/N/NAME`), which later swaps of the path cannot
//! redirect. Reads verify the opened file itself the same way. The final name is never
//! followed when it is replaced or removed (`rename` and `unlink` act on the link).
//!
//! Without `/proc` (other platforms, unusual containers) the same functions use plain paths,
//! protected by resolution alone.

use ouzel_core::{ToolContext, ToolError};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};

/// The directories a tool call may touch: the workspace (writable) and the extra directories.
#[derive(Debug, Clone)]
pub struct Roots {
    roots: Vec<(PathBuf, bool)>,
}

impl Roots {
    /// The roots of a call's context, canonicalized.
    pub fn of(ctx: &ToolContext) -> Self {
        let canon = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
        let mut roots = vec![(canon(&ctx.workspace), true)];
        roots.extend(ctx.extra_dirs.iter().map(|d| (canon(&d.path), d.writable)));
        Self { roots }
    }

    /// Just `root`, writable.
    pub fn single(root: &Path) -> Self {
        Self {
            roots: vec![(root.canonicalize().unwrap_or_else(|_| root.to_path_buf()), true)],
        }
    }

    fn allows(&self, real: &Path, write: bool) -> bool {
        self.roots
            .iter()
            .any(|(root, writable)| real.starts_with(root) && (*writable || !write))
    }

    fn check(&self, real: &Path, shown: &Path, write: bool) -> Result<(), ToolError> {
        if self.allows(real, write) {
            return Ok(());
        }
        Err(ToolError::OutsideWorkspace {
            path: shown.display().to_string(),
            root: self
                .roots
                .first()
                .map(|(r, _)| r.display().to_string())
                .unwrap_or_default(),
        })
    }
}

fn proc_fd_available() -> bool {
    Path::new("/proc/self/fd").is_dir()
}

/// Where an open descriptor really points.
fn real_path(file: &File) -> Option<PathBuf> {
    std::fs::read_link(format!("/proc/self/fd/{}", file.as_raw_fd())).ok()
}

fn io_error(what: &str, path: &Path, e: std::io::Error) -> ToolError {
    ToolError::io(format!("cannot {what} {}", path.display()), e)
}

/// A directory held open, so names inside it cannot be redirected by swapping its path.
struct PinnedDir {
    dir: Option<File>,
    path: PathBuf,
}

impl PinnedDir {
    fn open(roots: &Roots, dir: &Path, write: bool) -> Result<Self, ToolError> {
        if !proc_fd_available() {
            return Ok(Self {
                dir: None,
                path: dir.to_path_buf(),
            });
        }
        let file = OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_DIRECTORY)
            .open(dir)
            .map_err(|e| io_error("open directory", dir, e))?;
        let real = real_path(&file).ok_or_else(|| ToolError::Failed {
            message: format!("cannot tell where {} is", dir.display()),
        })?;
        roots.check(&real, dir, write)?;
        Ok(Self {
            dir: Some(file),
            path: dir.to_path_buf(),
        })
    }

    /// `name` inside the pinned directory.
    fn child(&self, name: &std::ffi::OsStr) -> PathBuf {
        match &self.dir {
            Some(dir) => Path::new(&format!("/proc/self/fd/{}", dir.as_raw_fd())).join(name),
            None => self.path.join(name),
        }
    }
}

fn split(path: &Path) -> Result<(&Path, &std::ffi::OsStr), ToolError> {
    match (path.parent(), path.file_name()) {
        (Some(parent), Some(name)) => Ok((parent, name)),
        _ => Err(ToolError::InvalidArguments {
            message: format!("{} is not a file path", path.display()),
        }),
    }
}

/// Opens `path` (already resolved) for reading and checks that what was opened is inside the
/// roots.
pub fn open_read(roots: &Roots, path: &Path) -> Result<File, ToolError> {
    let file = File::open(path).map_err(|e| io_error("open", path, e))?;
    if let Some(real) = real_path(&file) {
        roots.check(&real, path, false)?;
    }
    Ok(file)
}

/// Reads the whole file at `path`, checked as [`open_read`] does.
pub fn read(roots: &Roots, path: &Path) -> Result<Vec<u8>, ToolError> {
    let mut file = open_read(roots, path)?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut file, &mut bytes).map_err(|e| io_error("read", path, e))?;
    Ok(bytes)
}

/// Replaces (or creates) the file at `path` with `bytes` atomically: a temp file in the same
/// pinned directory, then a rename. An existing file's permissions are kept. With
/// `create_new`, an existing file is an error.
pub fn write_atomic(roots: &Roots, path: &Path, bytes: &[u8], create_new: bool) -> Result<(), ToolError> {
    let (parent, name) = split(path)?;
    let dir = PinnedDir::open(roots, parent, true)?;
    let target = dir.child(name);
    let existing = std::fs::symlink_metadata(&target).ok();
    if create_new && existing.is_some() {
        return Err(ToolError::Failed {
            message: format!("{} already exists", path.display()),
        });
    }
    // A symlink at the final name is replaced only if it points inside the roots.
    if existing.as_ref().is_some_and(|m| m.file_type().is_symlink()) {
        let real = std::fs::canonicalize(&target).map_err(|e| io_error("follow", path, e))?;
        roots.check(&real, path, true)?;
        return write_atomic(roots, &real, bytes, false);
    }
    let mode = existing.as_ref().map(|m| m.permissions().mode());
    let tmp_name = format!(".{}.ouzel-{}.tmp", name.to_string_lossy(), std::process::id());
    let tmp = dir.child(tmp_name.as_ref());
    let result = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&tmp)?;
        file.write_all(bytes)?;
        if let Some(mode) = mode {
            file.set_permissions(std::fs::Permissions::from_mode(mode))?;
        }
        file.sync_data()?;
        std::fs::rename(&tmp, &target)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(io_error("write", path, e));
    }
    Ok(())
}

/// Appends `bytes` to the file at `path` (created if missing), checked after opening.
pub fn append(roots: &Roots, path: &Path, bytes: &[u8]) -> Result<(), ToolError> {
    let (parent, name) = split(path)?;
    let dir = PinnedDir::open(roots, parent, true)?;
    let mut file = OpenOptions::new()
        .append(true)
        .create(true)
        .open(dir.child(name))
        .map_err(|e| io_error("open", path, e))?;
    if let Some(real) = real_path(&file) {
        roots.check(&real, path, true)?;
    }
    file.write_all(bytes).map_err(|e| io_error("append to", path, e))
}

/// Removes the file (or symlink) at `path`; never what a symlink points to.
pub fn remove_file(roots: &Roots, path: &Path) -> Result<(), ToolError> {
    let (parent, name) = split(path)?;
    let dir = PinnedDir::open(roots, parent, true)?;
    std::fs::remove_file(dir.child(name)).map_err(|e| io_error("delete", path, e))
}

/// Renames `from` to `to`, both names taken inside their pinned directories.
pub fn rename(roots: &Roots, from: &Path, to: &Path) -> Result<(), ToolError> {
    let (from_parent, from_name) = split(from)?;
    let (to_parent, to_name) = split(to)?;
    let from_dir = PinnedDir::open(roots, from_parent, true)?;
    let to_dir = PinnedDir::open(roots, to_parent, true)?;
    std::fs::rename(from_dir.child(from_name), to_dir.child(to_name)).map_err(|e| io_error("move", from, e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    #[test]
    fn writes_are_atomic_and_keep_permissions() {
        let ws = tempfile::tempdir().expect("tempdir");
        let roots = Roots::single(ws.path());
        let p = ws.path().join("run.sh");
        std::fs::write(&p, "old").expect("write");
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        write_atomic(&roots, &p, b"new", false).expect("written");
        assert_eq!(std::fs::read_to_string(&p).expect("read"), "new");
        assert_eq!(std::fs::metadata(&p).expect("meta").permissions().mode() & 0o777, 0o755);
        let err = write_atomic(&roots, &p, b"x", true).expect_err("exists");
        assert!(err.to_string().contains("already exists"), "{err}");
        append(&roots, &p, b"+more").expect("appended");
        assert_eq!(std::fs::read_to_string(&p).expect("read"), "new+more");
        let leftovers: Vec<_> = std::fs::read_dir(ws.path())
            .expect("ls")
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty());
    }

    #[test]
    fn a_symlinked_directory_pointing_outside_is_refused_at_use() {
        let ws = tempfile::tempdir().expect("tempdir");
        let outside = tempfile::tempdir().expect("tempdir");
        std::os::unix::fs::symlink(outside.path(), ws.path().join("link")).expect("symlink");
        std::fs::write(outside.path().join("secret"), "s").expect("write");
        let roots = Roots::single(ws.path());
        let err = write_atomic(&roots, &ws.path().join("link/new.txt"), b"x", false).expect_err("outside");
        assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{err}");
        assert!(open_read(&roots, &ws.path().join("link/secret")).is_err());
        assert!(remove_file(&roots, &ws.path().join("link/secret")).is_err());
        assert!(outside.path().join("secret").exists());
        assert!(!outside.path().join("new.txt").exists());
    }

    /// A directory is swapped for a symlink to an outside directory and back, as fast as
    /// possible, while writes and reads go to a path under it: nothing is ever written
    /// outside, and nothing outside is ever read.
    #[test]
    fn a_directory_swapped_for_a_symlink_during_use_never_leaks() {
        if !proc_fd_available() {
            eprintln!("skipped: no /proc/self/fd on this platform");
            return;
        }
        let ws = tempfile::tempdir().expect("tempdir");
        let outside = tempfile::tempdir().expect("tempdir");
        std::fs::write(outside.path().join("f.txt"), "OUTSIDE").expect("write");
        let real_dir = ws.path().join("d");
        let parked = ws.path().join("d-parked");
        std::fs::create_dir(&real_dir).expect("mkdir");
        std::fs::write(real_dir.join("f.txt"), "inside").expect("write");
        let stop = Arc::new(AtomicBool::new(false));
        let swapper = {
            let (stop, real_dir, parked, target) = (
                stop.clone(),
                real_dir.clone(),
                parked.clone(),
                outside.path().to_path_buf(),
            );
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let _ = std::fs::rename(&real_dir, &parked);
                    let _ = std::os::unix::fs::symlink(&target, &real_dir);
                    let _ = std::fs::remove_file(&real_dir);
                    let _ = std::fs::rename(&parked, &real_dir);
                }
            })
        };
        let roots = Roots::single(ws.path());
        let target = real_dir.join("f.txt");
        for i in 0..3000 {
            let _ = write_atomic(&roots, &target, format!("w{i}").as_bytes(), false);
            let _ = append(&roots, &target, b"+");
            if let Ok(bytes) = read(&roots, &target) {
                assert!(!String::from_utf8_lossy(&bytes).contains("OUTSIDE"), "read outside");
            }
        }
        stop.store(true, Ordering::Relaxed);
        swapper.join().expect("swapper");
        assert_eq!(
            std::fs::read_to_string(outside.path().join("f.txt")).expect("read"),
            "OUTSIDE"
        );
        let outside_entries: Vec<_> = std::fs::read_dir(outside.path()).expect("ls").flatten().collect();
        assert_eq!(outside_entries.len(), 1, "nothing was created outside");
    }
}
