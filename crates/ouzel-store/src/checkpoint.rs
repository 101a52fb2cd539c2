//! Copying the write-ahead log into the database beside the writes instead of inside them.
//!
//! SQLite's automatic checkpoint runs in the commit that takes the log past 1,000 pages: that
//! commit copies the log into the database and syncs both (4–5 ms here) while the agent's loop
//! waits for it — every fifty turns or so of a long session (issue 21: the 1,000-turn job's
//! slowest turns). Here the commit only asks ([`Checkpointer::hook`]), and a connection of its
//! own on a thread of its own copies the log (`PASSIVE`: it never waits for the writer, which
//! goes on committing meanwhile; SQLite starts the log afresh at the next write once all of it is
//! copied).

use rusqlite::{Connection, OpenFlags};
use std::path::PathBuf;
use std::sync::Mutex;
use std::thread::JoinHandle;

/// Pages in the log past which it is copied: SQLite's own default.
pub(crate) const CHECKPOINT_PAGES: i32 = 1000;

/// Runs at most one checkpoint at a time, for one database file.
pub(crate) struct Checkpointer {
    path: PathBuf,
    running: Mutex<Option<JoinHandle<()>>>,
}

impl Checkpointer {
    pub(crate) fn new(path: PathBuf) -> Self {
        Self {
            path,
            running: Mutex::new(None),
        }
    }

    /// The write-ahead-log hook for the store's connection, which SQLite calls after each
    /// commit with the log's length in pages (it replaces the automatic checkpoint).
    pub(crate) fn hook(
        self: &std::sync::Arc<Self>,
    ) -> impl FnMut(&mut rusqlite::hooks::Wal, std::ffi::c_int) -> rusqlite::Result<()> + Send + 'static {
        let this = self.clone();
        move |_, pages| {
            if pages >= CHECKPOINT_PAGES {
                this.start();
            }
            Ok(())
        }
    }

    /// Starts a checkpoint unless one is running. A failed one (another process holding the
    /// database, say) leaves the log as it is; the next commit asks again.
    fn start(&self) {
        let mut running = self.lock();
        if running.as_ref().is_some_and(|t| !t.is_finished()) {
            return;
        }
        let path = self.path.clone();
        let spawned = std::thread::Builder::new()
            .name("ouzel-checkpoint".into())
            .spawn(move || {
                // Failing, the log stays as it is, longer: the next commit asks again.
                let _ = checkpoint(path);
            });
        // No thread to be had: the log grows until the next commit's try.
        *running = spawned.ok();
    }

    /// Waits for a running checkpoint (the store's last clone does, before its own).
    pub(crate) fn wait(&self) {
        let handle = self.lock().take();
        if let Some(handle) = handle {
            let _ = handle.join();
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<JoinHandle<()>>> {
        self.running.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Holds the checkpointer's place with `thread`, so that no checkpoint starts until it
    /// ends (tests).
    #[cfg(test)]
    pub(crate) fn occupy(&self, thread: JoinHandle<()>) {
        *self.lock() = Some(thread);
    }
}

fn checkpoint(path: PathBuf) -> rusqlite::Result<()> {
    let conn = Connection::open_with_flags(
        &path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    // Closing this connection must not copy and delete the log the store keeps (see `Closing`).
    conn.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
}
