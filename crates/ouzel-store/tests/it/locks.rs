//! Session locks: one process at a time per session, released with the holder.

use crate::support::postgres;
use ouzel_core::SessionId;
use ouzel_store::{LockError, SessionsDb, SqliteStore, Store};
use std::path::Path;

#[test]
fn a_session_locked_elsewhere_is_in_use_and_free_again_once_released() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("sessions.db");
    let store = SqliteStore::open(&db).unwrap();
    let id = SessionId::generate();
    store.create_session(&id, Path::new("/w"), "m").unwrap();
    let lock = store.lock_session(&id).unwrap();
    let file = dir.path().join("sessions.db.locks").join(format!("{id}.lock"));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap().trim(),
        std::process::id().to_string(),
        "the holder is named"
    );
    drop(lock);
    assert!(!file.exists(), "a lock file goes with its hold");

    // Another process's hold, as the kernel sees it: a lock on another open file description.
    std::fs::write(&file, "4242\n").unwrap();
    let other = std::fs::File::open(&file).unwrap();
    other.try_lock().unwrap();
    let err = store.lock_session(&id).unwrap_err();
    assert!(
        matches!(&err, LockError::InUse { session, .. } if session == &id),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        format!(
            "session {id} is in use by another ouzel process (pid 4242); wait for that run to end (or stop it) and try again"
        )
    );
    // Released (the holder ended): free again. The kernel releases the lock with the last
    // descriptor of `other`'s open file; a child another test forks meanwhile holds a copy
    // until it execs (descriptors close on exec), so the lock may take a moment to come free.
    drop(other);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        match store.lock_session(&id) {
            Ok(_lock) => break,
            Err(LockError::InUse { .. }) if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            Err(e) => panic!("{e:?}"),
        }
    }
}

#[test]
fn locking_a_session_this_process_holds_shares_the_hold() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&SessionsDb::Sqlite(dir.path().join("s.db"))).unwrap();
    let id = SessionId::generate();
    let first = store.lock_session(&id).unwrap();
    let second = store.lock_session(&id).unwrap();
    drop(first);
    // Still held through `second`: another open file description cannot take it.
    let file = std::fs::File::open(dir.path().join("s.db.locks").join(format!("{id}.lock"))).unwrap();
    assert!(file.try_lock().is_err());
    drop(second);
    assert!(file.try_lock().is_ok());
}

#[test]
fn deleting_a_session_removes_its_lock_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(dir.path().join("s.db")).unwrap();
    let id = SessionId::generate();
    store.create_session(&id, Path::new("/w"), "m").unwrap();
    // A lock file left by a holder that could not remove it (killed) goes with its session.
    let file = dir.path().join("s.db.locks").join(format!("{id}.lock"));
    drop(store.lock_session(&id).unwrap());
    std::fs::write(&file, "4242\n").unwrap();
    assert!(store.delete(&id).unwrap());
    assert!(!file.exists());
    // Deleted by the process that holds it (a run dropping the session it made).
    let id = SessionId::generate();
    store.create_session(&id, Path::new("/w"), "m").unwrap();
    let held = store.lock_session(&id).unwrap();
    let file = dir.path().join("s.db.locks").join(format!("{id}.lock"));
    assert!(store.delete(&id).unwrap());
    assert!(!file.exists());
    drop(held);
}

#[test]
fn a_postgres_session_is_held_by_its_connection_until_released() {
    let Some(cluster) = postgres::shared() else { return };
    let url = cluster.fresh_database();
    let store = Store::open(&SessionsDb::Postgres(url.clone())).unwrap();
    let id = SessionId::generate();
    let lock = store.lock_session(&id).unwrap();
    let held = "FROM pg_locks WHERE locktype = 'advisory' AND granted \
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())";
    // Another client (another process, another machine) asking for the same lock is refused.
    let taken = cluster.psql(
        &url,
        &format!("SELECT pg_try_advisory_lock((classid::bigint << 32) | objid::bigint) {held}"),
    );
    assert_eq!(taken, "f", "the lock is held");
    drop(lock);
    // The server drops a closed connection's locks as it notices the connection end.
    let mut left = String::new();
    for _ in 0..500 {
        left = cluster.psql(&url, &format!("SELECT count(*) {held}"));
        if left == "0" {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_eq!(left, "0", "released with its connection");
    let _again = store.lock_session(&id).unwrap();
}
