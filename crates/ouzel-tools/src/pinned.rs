//! Closing the check-then-use race of path confinement.
//!
//! [`crate::workspace::resolve_in`] returns a canonical path inside the allowed roots, but a
//! process in the workspace could replace a directory on that path by a symlink to `/etc`
//! between the check and the use. So the file tools never use such a path twice by name:
//!
//! - a write opens (pins) the parent directory, asks the kernel where the open directory really
//!   is (`/proc/self/fd/N`) and requires it to be exactly the resolved parent, then creates and
//!   renames files through the pinned descriptor (`/proc/self/fd/N/NAME`), which later swaps of
//!   the path cannot redirect; `rename` and `unlink` never follow the final name;
//! - a read opens the file and requires the opened file's real path to be the resolved one.
//!
//! Without `/proc` (other platforms, unusual containers) paths are used as resolved.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{Error, ErrorKind};
use std::os::unix::fs::OpenOptionsExt;
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};

fn proc_fd_available() -> bool {
    Path::new("/proc/self/fd").is_dir()
}

/// Where an open descriptor really points, when the platform can tell.
fn real_path(file: &File) -> Option<PathBuf> {
    proc_fd_available()
        .then(|| std::fs::read_link(format!("/proc/self/fd/{}", file.as_raw_fd())).ok())
        .flatten()
}

fn swapped(path: &Path, real: &Path) -> Error {
    Error::new(
        ErrorKind::PermissionDenied,
        format!(
            "{} changed while in use (it now leads to {}); refusing to follow it",
            path.display(),
            real.display()
        ),
    )
}

/// Checks that `file`, opened from the canonical path `expected`, is the file at that path
/// and not one a swapped-in symlink led to.
pub fn verify_opened(file: &File, expected: &Path) -> std::io::Result<()> {
    match real_path(file) {
        Some(real) if real != expected => Err(swapped(expected, &real)),
        _ => Ok(()),
    }
}

/// A directory held open so names inside it cannot be redirected by swapping its path.
#[derive(Debug)]
pub struct PinnedDir {
    dir: Option<File>,
    path: PathBuf,
}

impl PinnedDir {
    /// Opens the canonical directory `dir` and checks it is the directory at that path.
    pub fn open(dir: &Path) -> std::io::Result<Self> {
        if !proc_fd_available() {
            return Ok(Self {
                dir: None,
                path: dir.to_path_buf(),
            });
        }
        let file = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_DIRECTORY)
            .open(dir)?;
        verify_opened(&file, dir)?;
        Ok(Self {
            dir: Some(file),
            path: dir.to_path_buf(),
        })
    }

    /// The parent directory of the canonical `file`, pinned, and the file's name.
    pub fn parent_of(file: &Path) -> std::io::Result<(Self, &OsStr)> {
        match (file.parent(), file.file_name()) {
            (Some(parent), Some(name)) => Ok((Self::open(parent)?, name)),
            _ => Err(Error::other(format!("{} is not a file path", file.display()))),
        }
    }

    /// A path naming the pinned directory itself.
    pub fn path(&self) -> PathBuf {
        match &self.dir {
            Some(dir) => PathBuf::from(format!("/proc/self/fd/{}", dir.as_raw_fd())),
            None => self.path.clone(),
        }
    }

    /// A path naming `name` inside the pinned directory.
    pub fn child(&self, name: &OsStr) -> PathBuf {
        self.path().join(name)
    }
}

/// Opens the canonical `file` for reading, checked with [`verify_opened`].
pub fn open_read(file: &Path) -> std::io::Result<File> {
    let f = File::open(file)?;
    verify_opened(&f, file)?;
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fs::{append_atomic, write_atomic};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    #[test]
    fn a_directory_that_is_not_where_it_was_resolved_is_refused() {
        let ws = tempfile::tempdir().expect("tempdir");
        let outside = tempfile::tempdir().expect("tempdir");
        let ws_root = ws.path().canonicalize().expect("canonical");
        // Resolved as a plain directory, then replaced by a symlink to somewhere else.
        std::os::unix::fs::symlink(outside.path(), ws_root.join("d")).expect("symlink");
        let err = PinnedDir::open(&ws_root.join("d")).expect_err("swapped");
        assert_eq!(err.kind(), ErrorKind::PermissionDenied, "{err}");
        std::fs::write(outside.path().join("f"), "secret").expect("write");
        assert!(open_read(&ws_root.join("d/f")).is_err());
        assert!(write_atomic(&ws_root.join("d/new"), b"x").is_err());
        assert!(!outside.path().join("new").exists());
    }

    /// A directory is swapped for a symlink to an outside directory and back, as fast as
    /// possible, while the file tools' writes, appends and reads go to a path under it: nothing
    /// is ever written outside, and nothing outside is ever read. (Plain `std::fs::write` on the
    /// same path leaks within a few hundred iterations.)
    #[test]
    fn a_directory_swapped_for_a_symlink_during_use_never_leaks() {
        if !proc_fd_available() {
            eprintln!("skipped: no /proc/self/fd on this platform");
            return;
        }
        let ws = tempfile::tempdir().expect("tempdir");
        let outside = tempfile::tempdir().expect("tempdir");
        std::fs::write(outside.path().join("f.txt"), "OUTSIDE").expect("write");
        let root = ws.path().canonicalize().expect("canonical");
        let real_dir = root.join("d");
        let parked = root.join("d-parked");
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
        let target = real_dir.join("f.txt");
        for i in 0..3000 {
            let _ = write_atomic(&target, format!("w{i}").as_bytes());
            let _ = append_atomic(&target, b"+");
            if let Ok(mut f) = open_read(&target) {
                let mut text = String::new();
                let _ = std::io::Read::read_to_string(&mut f, &mut text);
                assert!(!text.contains("OUTSIDE"), "read outside");
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
