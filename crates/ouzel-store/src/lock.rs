//! One writer per session: a [`SessionLock`] is held by the process that runs a session (a new
//! one, or one it continues) for as long as it runs it, so two processes continuing the same
//! session at once cannot interleave their turns in its history. The second is refused with
//! [`LockError::InUse`] and changes nothing.
//!
//! The locks are the kind the system releases when their holder dies, however it dies (`kill
//! -9` included), so no stale lock ever needs clearing:
//! - SQLite: an advisory lock (`flock`) on a file per session in a directory beside the
//!   database (`sessions.db.locks/ID.lock`), which records the holder's process id for the
//!   message of the one refused. The kernel releases it with the holder's last open descriptor.
//! - PostgreSQL: a session-level advisory lock (`pg_try_advisory_lock`) on a connection of its
//!   own, released by the server when that connection closes (the holder ended, or its machine
//!   went away and the server noticed).
//!
//! Within one process, locking a session it already holds shares the hold: a front that opens
//! the session again (the interactive UI reloading it after a rewind) is not refused by itself.

use crate::{PgStore, SqliteStore};
use ouzel_core::{SessionId, StoreError};
use std::collections::HashMap;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

/// Why a session could not be locked.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LockError {
    /// Another process holds the session.
    #[error(
        "session {session} is in use by another ouzel process{holder}; wait for that run to end (or stop it) and try again"
    )]
    InUse {
        /// The session.
        session: SessionId,
        /// ` (pid N)` or ` (pid N on HOST)` when the holder is known, else empty.
        holder: String,
    },
    /// The lock itself could not be taken (its file, the database connection).
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A hold on one session, released when the last clone goes (or the process ends).
#[derive(Debug, Clone)]
pub struct SessionLock {
    _held: Arc<Held>,
}

/// What holds the lock: the open lock file, or the PostgreSQL connection holding the advisory
/// lock (with the store whose thread drives it).
enum Held {
    File { file: std::fs::File, path: PathBuf },
    Postgres { _connection: crate::postgres::AdvisoryLock },
}

impl Drop for Held {
    /// A lock file goes with its hold, so that one file per session ever run does not pile up
    /// beside the database. Unlinked while still locked: a process that opened it meanwhile
    /// finds it is no longer the file at the path (`try_lock_file`) and locks a new one.
    fn drop(&mut self) {
        if let Self::File { file, path } = self
            && same_file(file, path).unwrap_or(false)
        {
            let _ = std::fs::remove_file(path);
        }
    }
}

impl std::fmt::Debug for Held {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::File { .. } => f.write_str("Held::File"),
            Self::Postgres { .. } => f.write_str("Held::Postgres"),
        }
    }
}

/// The locks this process holds, by what they lock, so that locking again shares the hold.
static HELD: Mutex<Option<HashMap<String, Weak<Held>>>> = Mutex::new(None);

/// The hold already made in this process under `key`, or a new one `take` makes.
fn share_or_take(key: String, take: impl FnOnce() -> Result<Held, LockError>) -> Result<SessionLock, LockError> {
    let mut held = HELD.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let map = held.get_or_insert_with(HashMap::new);
    map.retain(|_, weak| weak.strong_count() > 0);
    if let Some(existing) = map.get(&key).and_then(Weak::upgrade) {
        return Ok(SessionLock { _held: existing });
    }
    let new = Arc::new(take()?);
    map.insert(key, Arc::downgrade(&new));
    Ok(SessionLock { _held: new })
}

/// The directory of a SQLite database's session locks: `DB.locks` beside it.
fn lock_dir(db: &Path) -> PathBuf {
    let mut dir = db.as_os_str().to_owned();
    dir.push(".locks");
    PathBuf::from(dir)
}

/// The lock file of session `id`: its id, any character that is not a letter, digit, `-` or
/// `_` replaced (ids are UUIDs; this only keeps an odd one inside the directory).
fn lock_file(db: &Path, id: &SessionId) -> PathBuf {
    lock_dir(db).join(format!("{}.lock", ouzel_core::file_safe(id.as_str())))
}

/// The key of a file lock among those this process holds.
fn file_key(path: &Path) -> String {
    format!("file:{}", path.display())
}

/// Whether the open `file` is still the file at `path` (not one a session's deletion unlinked
/// after this process opened it).
#[cfg(unix)]
fn same_file(file: &std::fs::File, path: &Path) -> std::io::Result<bool> {
    use std::os::unix::fs::MetadataExt;
    let (open, named) = (file.metadata()?, std::fs::metadata(path));
    match named {
        Ok(named) => Ok(open.dev() == named.dev() && open.ino() == named.ino()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

#[cfg(not(unix))]
fn same_file(_file: &std::fs::File, _path: &Path) -> std::io::Result<bool> {
    Ok(true)
}

/// Opens `path` (owner-only, created if missing) and takes its lock without waiting: `Ok(None)`
/// when another holds it.
fn try_lock_file(path: &Path) -> std::io::Result<Option<std::fs::File>> {
    loop {
        let mut options = std::fs::OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        let file = options.open(path)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => return Ok(None),
            Err(std::fs::TryLockError::Error(e)) => return Err(e),
        }
        // Locked: unless the file was unlinked meanwhile (its session deleted), in which case
        // the lock guards nothing and the file at the path is locked instead.
        if same_file(&file, path)? {
            return Ok(Some(file));
        }
    }
}

/// What a lock file says of its holder: ` (pid N)`, or nothing when it says nothing readable.
fn holder_of(path: &Path) -> String {
    let mut text = String::new();
    let read = std::fs::File::open(path).and_then(|mut f| f.read_to_string(&mut text));
    match read.ok().and_then(|_| text.trim().parse::<u32>().ok()) {
        Some(pid) => format!(" (pid {pid})"),
        None => String::new(),
    }
}

impl SqliteStore {
    /// Takes session `id` for this process until the returned lock goes: [`LockError::InUse`]
    /// (naming the holder's pid) when another process has it. Never waits. Blocks (a file).
    pub fn lock_session(&self, id: &SessionId) -> Result<SessionLock, LockError> {
        let path = lock_file(self.path(), id);
        let fail = |op: &str, e: std::io::Error| {
            LockError::Store(StoreError::new(format!(
                "{op} the lock of session {id} ({}): {e}",
                path.display()
            )))
        };
        share_or_take(file_key(&path), || {
            let dir = lock_dir(self.path());
            crate::private::create_dir_all(&dir).map_err(|e| fail("creating the directory of", e))?;
            let Some(mut file) = try_lock_file(&path).map_err(|e| fail("taking", e))? else {
                return Err(LockError::InUse {
                    session: id.clone(),
                    holder: holder_of(&path),
                });
            };
            // The holder's pid, for the message of a process refused: best effort (the lock
            // holds whether or not it is written).
            let _ = file
                .set_len(0)
                .and_then(|()| file.rewind())
                .and_then(|()| writeln!(file, "{}", std::process::id()));
            Ok(Held::File {
                file,
                path: path.clone(),
            })
        })
    }

    /// Removes the lock file of a deleted session, when no other process holds it (this one
    /// may: a run that deletes the session it made, having nothing to keep). Blocks.
    pub(crate) fn forget_lock(&self, id: &SessionId) {
        let path = lock_file(self.path(), id);
        let held_here = HELD
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .as_ref()
            .and_then(|map| map.get(&file_key(&path)))
            .is_some_and(|weak| weak.strong_count() > 0);
        // Unlinked while locked: a process that opened it meanwhile sees it is gone
        // (`try_lock_file`) and locks a new file.
        let taken = if held_here {
            None
        } else {
            try_lock_file(&path).ok().flatten()
        };
        if held_here || taken.is_some() {
            let _ = std::fs::remove_file(&path);
        }
        drop(taken);
    }
}

impl PgStore {
    /// Takes session `id` for this process until the returned lock goes, with an advisory lock
    /// on a connection of its own: [`LockError::InUse`] when another process (on any machine)
    /// has it. Never waits for the lock. Blocks (connecting).
    pub fn lock_session(&self, id: &SessionId) -> Result<SessionLock, LockError> {
        let key = advisory_key(id);
        share_or_take(format!("postgres:{}:{key}", self.target()), || {
            match self.try_advisory_lock(key, id)? {
                Some(lock) => Ok(Held::Postgres { _connection: lock }),
                None => Err(LockError::InUse {
                    session: id.clone(),
                    holder: String::new(),
                }),
            }
        })
    }
}

/// The advisory lock key of a session: FNV-1a (64 bits) of `ouzel-session:ID`, the same on
/// every machine and build.
fn advisory_key(id: &SessionId) -> i64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in "ouzel-session:".bytes().chain(id.as_str().bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    i64::from_ne_bytes(hash.to_ne_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advisory_keys_are_stable_and_differ_between_sessions() {
        let (a, b) = (SessionId::new("a"), SessionId::new("b"));
        assert_eq!(advisory_key(&a), advisory_key(&SessionId::new("a")));
        assert_ne!(advisory_key(&a), advisory_key(&b));
    }

    #[test]
    fn lock_files_stay_inside_their_directory() {
        let file = lock_file(Path::new("/data/sessions.db"), &SessionId::new("../../etc/x"));
        assert_eq!(file, Path::new("/data/sessions.db.locks/______etc_x.lock"));
    }
}
