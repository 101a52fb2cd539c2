//! The database schema and its migrations, versioned with `PRAGMA user_version`.

use rusqlite::{Connection, TransactionBehavior};

/// Migrations in order: entry `i` moves the schema from version `i` to `i + 1`. Append only;
/// never edit a migration that has shipped.
const MIGRATIONS: &[&str] = &[
    // 1: sessions, messages, usage.
    r#"
    CREATE TABLE sessions (
        id        TEXT PRIMARY KEY NOT NULL,
        created   TEXT NOT NULL,
        updated   TEXT NOT NULL,
        workspace TEXT NOT NULL DEFAULT '',
        model     TEXT NOT NULL DEFAULT '',
        title     TEXT NOT NULL DEFAULT '',
        metadata  TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX sessions_by_updated ON sessions (updated);
    CREATE INDEX sessions_by_workspace ON sessions (workspace, updated);

    CREATE TABLE messages (
        session_id  TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seq         INTEGER NOT NULL,
        role        TEXT NOT NULL,
        content     TEXT NOT NULL,
        timestamp   TEXT NOT NULL,
        interrupted INTEGER NOT NULL DEFAULT 0,
        hidden      INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (session_id, seq)
    );

    CREATE TABLE usage (
        session_id         TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seq                INTEGER NOT NULL,
        input_tokens       INTEGER NOT NULL DEFAULT 0,
        output_tokens      INTEGER NOT NULL DEFAULT 0,
        cache_read_tokens  INTEGER NOT NULL DEFAULT 0,
        cache_write_tokens INTEGER NOT NULL DEFAULT 0,
        reasoning_tokens   INTEGER NOT NULL DEFAULT 0,
        cost_usd           REAL
    );
    CREATE INDEX usage_by_session ON usage (session_id, seq);
    "#,
    // 2: compaction summaries; the summarised messages stay, hidden.
    r#"
    CREATE TABLE summaries (
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        before_seq INTEGER NOT NULL,
        content    TEXT NOT NULL,
        timestamp  TEXT NOT NULL,
        PRIMARY KEY (session_id, before_seq)
    );
    "#,
    // 3: where a session's unfinished turn stands (one row while a turn runs; gone when it ends).
    r#"
    CREATE TABLE turns (
        session_id TEXT PRIMARY KEY NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        format     INTEGER NOT NULL,
        state      TEXT NOT NULL,
        updated    TEXT NOT NULL
    );
    "#,
    // 4: the model's todo list (`todo_write`), one JSON array a session, replaced whole.
    r#"
    CREATE TABLE todos (
        session_id TEXT PRIMARY KEY NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        items      TEXT NOT NULL,
        updated    TEXT NOT NULL
    );
    "#,
    // 5: what happened to a session besides its messages (a rewind), in place among them:
    // after the messages with seq < after_seq.
    r#"
    CREATE TABLE events (
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        after_seq  INTEGER NOT NULL,
        kind       TEXT NOT NULL,
        summary    TEXT NOT NULL,
        detail     TEXT NOT NULL DEFAULT '{}',
        timestamp  TEXT NOT NULL
    );
    CREATE INDEX events_by_session ON events (session_id, after_seq);
    "#,
    // 6: the machine a session ran on (issue 26: one database for a team's machines).
    r#"
    ALTER TABLE sessions ADD COLUMN host TEXT NOT NULL DEFAULT '';
    CREATE INDEX sessions_by_host ON sessions (host, updated);
    "#,
];

/// The schema version this build writes.
pub(crate) const CURRENT_VERSION: usize = MIGRATIONS.len();

/// Brings the schema up to [`CURRENT_VERSION`]. Runs in one `IMMEDIATE` transaction, so two
/// processes opening a fresh database at once apply each migration exactly once: the second
/// waits for the write lock (busy timeout), then re-reads the version and finds nothing to do.
pub(crate) fn migrate(conn: &mut Connection) -> Result<(), String> {
    let version = user_version(conn)?;
    if version == CURRENT_VERSION {
        return Ok(());
    }
    check_not_newer(version)?;
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(|e| format!("starting the schema migration: {e}"))?;
    let version = user_version(&tx)?;
    check_not_newer(version)?;
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(version) {
        tx.execute_batch(sql)
            .map_err(|e| format!("migrating the schema to version {}: {e}", i + 1))?;
    }
    tx.pragma_update(None, "user_version", CURRENT_VERSION as i64)
        .map_err(|e| format!("recording schema version {CURRENT_VERSION}: {e}"))?;
    tx.commit().map_err(|e| format!("committing the schema migration: {e}"))
}

fn user_version(conn: &Connection) -> Result<usize, String> {
    let v: i64 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(|e| format!("reading the schema version: {e}"))?;
    usize::try_from(v)
        .map_err(|_| format!("the schema version {v} is not valid; the file is not an ouzel session database"))
}

fn check_not_newer(version: usize) -> Result<(), String> {
    if version > CURRENT_VERSION {
        return Err(format!(
            "the database has schema version {version}, newer than this build of ouzel knows ({CURRENT_VERSION}); \
             upgrade ouzel or use another database file"
        ));
    }
    Ok(())
}
