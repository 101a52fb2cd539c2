//! The SQLite session store of ouzel: sessions, their messages and the tokens each step cost.
//!
//! [`SqliteStore`] implements the core's [`SessionStore`] port. Each committed step (an
//! assistant answer and its tool results) is one `BEGIN IMMEDIATE` transaction, so a crash
//! leaves either the whole step or none of it. The database runs in WAL mode with a busy
//! timeout, so several processes can share one file. The schema is versioned with
//! `PRAGMA user_version` and migrated on open.
//!
//! The [`SessionStore::append`] implementation runs its SQLite work on tokio's blocking pool.
//! The other methods (listing, loading, exporting) are synchronous and block the calling
//! thread: call them from `spawn_blocking` inside an async context when that matters.
//!
//! ```
//! use ouzel_core::{Message, SessionId, SessionStore, TokenUsage};
//! use ouzel_store::SqliteStore;
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), ouzel_core::StoreError> {
//! # let dir = tempfile::tempdir().unwrap();
//! let store = SqliteStore::open(dir.path().join("sessions.db"))?;
//! let id = SessionId::generate();
//! store.create_session(&id, std::path::Path::new("/src/app"), "gpt-5-mini")?;
//! store.append(&id, &[Message::user("fix the failing test")], &TokenUsage::default()).await?;
//!
//! assert_eq!(store.load_messages(&id)?.len(), 1);
//! assert_eq!(store.get(&id)?.map(|s| s.title), Some("fix the failing test".to_string()));
//! # Ok(())
//! # }
//! ```

mod any;
mod lock;
mod markdown;
mod postgres;
mod schema;
mod write;

pub use any::{SessionsDb, Store};
pub use lock::{LockError, SessionLock};
pub use postgres::{PgError, PgStore, Reconnect, is_postgres_url, redact_url};

use chrono::{DateTime, SecondsFormat, Utc};
use ouzel_core::{ContentBlock, Message, Role, SessionId, SessionStore, StoreError, TodoItem, TokenUsage, TurnState};
use rusqlite::{Connection, OptionalExtension, Row, TransactionBehavior, params};
use serde::Serialize;
use serde_json::Value;
use std::fmt::Display;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// How long a connection waits for another writer before giving up with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_millis(5_000);

/// The most characters of the first user message kept as a session's title.
const TITLE_CHARS: usize = 60;

/// The default database file: `$XDG_DATA_HOME/ouzel/sessions.db`, else
/// The fewest characters a shortened session id has (ids are time-ordered, so sessions made in
/// the same minute share about this many).
pub const SHORT_ID_MIN: usize = 8;

/// The shortest prefix of `id` (at least [`SHORT_ID_MIN`] characters) that none of `others`
/// starts with.
pub fn unique_prefix<'a>(id: &str, others: impl IntoIterator<Item = &'a str>) -> String {
    let shared = others
        .into_iter()
        .filter(|o| *o != id)
        .map(|o| id.chars().zip(o.chars()).take_while(|(a, b)| a == b).count())
        .max()
        .unwrap_or(0);
    id.chars().take((shared + 1).max(SHORT_ID_MIN)).collect()
}

/// The shortest unique prefix of each of `ids` among them all, in the given order.
pub fn unique_prefixes(ids: &[&str]) -> Vec<String> {
    let mut sorted: Vec<(usize, &str)> = ids.iter().copied().enumerate().collect();
    sorted.sort_by(|a, b| a.1.cmp(b.1));
    let mut out = vec![String::new(); ids.len()];
    for (pos, (index, id)) in sorted.iter().enumerate() {
        let before = pos.checked_sub(1).map(|p| sorted[p].1);
        let after = sorted.get(pos + 1).map(|n| n.1);
        out[*index] = unique_prefix(id, before.into_iter().chain(after));
    }
    out
}

/// `~/.local/share/ouzel/sessions.db` (the platform's data directory elsewhere).
pub fn default_path() -> Result<PathBuf, StoreError> {
    use etcetera::BaseStrategy as _;
    let strategy = etcetera::choose_base_strategy().map_err(|e| StoreError {
        uncertain: false,
        message: format!("finding the data directory for the session database: {e}; set XDG_DATA_HOME or HOME"),
    })?;
    Ok(strategy.data_dir().join("ouzel").join("sessions.db"))
}

/// A summary of one stored session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionInfo {
    /// The session's id.
    pub id: SessionId,
    /// When the session was created.
    pub created: DateTime<Utc>,
    /// When a step was last committed (or the session created).
    pub updated: DateTime<Utc>,
    /// The machine the session last ran on (its host name); empty for sessions saved before
    /// ouzel recorded it.
    pub host: String,
    /// The workspace the session ran in, as given to [`SqliteStore::create_session`]; empty
    /// for a session created implicitly by [`SessionStore::append`].
    pub workspace: PathBuf,
    /// The model the session was created with; empty when not known.
    pub model: String,
    /// The first user message, cut to 60 characters on one line; empty until there is one.
    pub title: String,
    /// Free-form JSON metadata (an object; `{}` unless something set it).
    pub metadata: Value,
    /// The number of user messages holding text (tool results do not count).
    pub turns: u64,
    /// Tokens and cost summed over every committed step; `usage.total()` is input plus output.
    pub usage: TokenUsage,
}

/// A user turn of a session: a user message with text (tool results travel in user messages
/// too and are not turns). Numbered from 1 over the whole session, hidden turns included, so a
/// number keeps naming the same turn.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UserTurn {
    /// Its number, from 1.
    pub number: u32,
    /// The message's position in the session.
    pub seq: i64,
    /// When it was sent (the message's timestamp).
    pub at: DateTime<Utc>,
    /// What was asked.
    pub text: String,
    /// Hidden from the model (compacted, or rewound).
    pub hidden: bool,
}

/// Something that happened to a session besides its messages (a rewind), shown in place
/// among them by `sessions show`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionEvent {
    /// It came after the messages with a smaller position.
    pub after_seq: i64,
    /// What kind of event (`rewind`).
    pub kind: String,
    /// One line for a person.
    pub summary: String,
    /// The details, as JSON.
    pub detail: Value,
    /// When.
    pub at: DateTime<Utc>,
}

/// The statements a store ran since [`SqliteStore::log_statements`], shared with the store.
#[derive(Debug, Clone, Default)]
pub struct StatementLog {
    statements: Arc<Mutex<Vec<String>>>,
}

impl StatementLog {
    fn push(&self, sql: &str) {
        self.statements
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .push(sql.trim().to_owned());
    }

    /// The SQL of each statement run so far, in order.
    pub fn statements(&self) -> Vec<String> {
        self.statements
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// How many statements ran so far.
    pub fn len(&self) -> usize {
        self.statements
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .len()
    }

    /// Whether no statement ran yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One message as stored, with its position and visibility.
pub(crate) struct StoredMessage {
    seq: i64,
    hidden: bool,
    message: Message,
}

/// A session store on one SQLite database file. Cheap to clone: clones share one connection.
///
/// Open one per process (or several: they coordinate through SQLite's locks, waiting up to five
/// seconds for each other).
#[derive(Clone)]
pub struct SqliteStore {
    conn: Arc<Mutex<Connection>>,
    path: Arc<PathBuf>,
    /// Checkpoints the write-ahead log when the last clone goes (see [`Closing`]).
    _closing: Arc<Closing>,
}

/// The write-ahead log's pages this process leaves in it for the next one; above this many, it
/// is emptied as it is closed.
const WAL_KEPT_FRAMES: i64 = 256;

/// What the last clone of a store does as it goes. SQLite, closing a database's last
/// connection, copies the write-ahead log into the database and deletes it, so the next
/// process starts a new log, whose first write waits for the disk twice (the log's header and
/// its directory are synced: 1–3 ms on the way to every run's first request, issue 21). The
/// connection is opened with that off (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`); here the log is
/// copied into the database and synced all the same (what is stored is on disk when ouzel
/// exits, as before), but kept, so the next process appends to it; the next open reads it
/// back (a short log: it is emptied here when it holds more than [`WAL_KEPT_FRAMES`] pages).
struct Closing {
    conn: Arc<Mutex<Connection>>,
}

impl Drop for Closing {
    fn drop(&mut self) {
        let conn = self.conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // (busy, pages in the log, pages copied): a reader of another process may keep some.
        let passive = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |row| {
            Ok((row.get::<_, i64>(0)?, row.get::<_, i64>(1)?, row.get::<_, i64>(2)?))
        });
        if let Ok((0, log, copied)) = passive
            && log > WAL_KEPT_FRAMES
            && copied == log
        {
            // Failing, it leaves a longer log for the next open to read: nothing is lost.
            if conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
                .is_ok()
            {
                restart_log(&conn);
            }
        }
    }
}

/// Starts the emptied log again here, as the store closes: its first frame writes a new header,
/// which SQLite syncs with the log's directory — two disk waits (1–3 ms here) the next
/// process's first write would otherwise make on the way to its first request (issue 21). The
/// frame rewrites page 1 unchanged (the schema version set to itself); failing, the next
/// process starts the log itself, as before.
fn restart_log(conn: &Connection) {
    let restarted = conn.execute_batch("BEGIN IMMEDIATE").and_then(|()| {
        let version: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0))?;
        conn.execute_batch(&format!("PRAGMA user_version = {version}; COMMIT"))
    });
    if restarted.is_err() {
        let _ = conn.execute_batch("ROLLBACK");
    }
}

impl std::fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteStore")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

/// Owner-only files and directories (issue 18, item 9), for the database here and for the
/// other files ouzel keeps in its data directory (logs, prompt history).
pub mod private {
    use std::path::Path;

    /// Creates `dir` and its missing parents, each new one owner-only (0700).
    pub fn create_dir_all(dir: &Path) -> std::io::Result<()> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::DirBuilderExt;
            std::fs::DirBuilder::new().recursive(true).mode(0o700).create(dir)
        }
        #[cfg(not(unix))]
        std::fs::create_dir_all(dir)
    }

    /// Creates `path` empty and owner-only (0600) if it does not exist.
    pub fn create_file(path: &Path) -> std::io::Result<()> {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        options.open(path).map(drop)
    }

    /// Removes every permission beyond `mode` from `path`.
    pub fn tighten(path: &Path, mode: u32) -> std::io::Result<()> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let current = std::fs::metadata(path)?.permissions().mode();
            if current & 0o777 & !mode != 0 {
                std::fs::set_permissions(path, std::fs::Permissions::from_mode(current & mode))?;
            }
        }
        #[cfg(not(unix))]
        let _ = (path, mode);
        Ok(())
    }
}

impl SqliteStore {
    /// Opens (creating it owner-only, with owner-only parent directories, if needed) the
    /// database at `path`, sets
    /// WAL mode, `synchronous=NORMAL`, a 5 s busy timeout and foreign keys, and migrates the
    /// schema to the current version. Blocks.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        let path = path.as_ref().to_path_buf();
        let fail = |op: &str, e: &dyn Display| StoreError {
            uncertain: false,
            message: format!("{op} {}: {e}", path.display()),
        };
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            private::create_dir_all(parent).map_err(|e| fail("creating the directory of", &e))?;
            // ouzel's own data directory is owner-only; a directory the user chose is theirs.
            if default_path().ok().as_deref().and_then(Path::parent) == Some(parent) {
                private::tighten(parent, 0o700).map_err(|e| fail("making owner-only the directory of", &e))?;
            }
        }
        private::create_file(&path).map_err(|e| fail("creating", &e))?;
        let mut conn = Connection::open(&path).map_err(|e| fail("opening", &e))?;
        // The busy timeout goes first: switching to WAL and migrating may wait for another process.
        conn.busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| fail("setting the busy timeout on", &e))?;
        // Switching a fresh database to WAL can report "locked" at once, without the busy
        // handler, while another process does the same (two `--worktree` runs starting
        // together): wait for it as the busy timeout would.
        let waited = std::time::Instant::now();
        let mode: String = loop {
            match conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0)) {
                Err(rusqlite::Error::SqliteFailure(e, _))
                    if matches!(
                        e.code,
                        rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked
                    ) && waited.elapsed() < BUSY_TIMEOUT =>
                {
                    std::thread::sleep(Duration::from_millis(10));
                }
                other => break other.map_err(|e| fail("enabling WAL mode on", &e))?,
            }
        };
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(fail(
                "enabling WAL mode on",
                &format!("SQLite kept journal mode {mode}"),
            ));
        }
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(|e| fail("setting synchronous=NORMAL on", &e))?;
        // The log outlives the connection (see `Closing`, which checkpoints it instead).
        conn.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
            .map_err(|e| fail("keeping the write-ahead log (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE) of", &e))?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(|e| fail("enabling foreign keys on", &e))?;
        schema::migrate(&mut conn).map_err(|e| fail("preparing", &e))?;
        // It holds tool output (file contents, command output): owner-only, as are the WAL and
        // shared-memory files SQLite makes with the database's mode (tightened for old ones).
        for suffix in ["", "-wal", "-shm"] {
            let mut file = path.clone().into_os_string();
            file.push(suffix);
            match private::tighten(Path::new(&file), 0o600) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(fail("making owner-only", &e)),
                _ => {}
            }
        }
        let conn = Arc::new(Mutex::new(conn));
        Ok(Self {
            _closing: Arc::new(Closing { conn: conn.clone() }),
            conn,
            path: Arc::new(path),
        })
    }

    /// The database file this store writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// From now on, records the SQL text (parameters not filled in) of every statement this
    /// store runs, in order: for tests and benchmarks that pin how much database work a step
    /// does (issue 21). Off unless asked for; a later call replaces the earlier log.
    pub fn log_statements(&self) -> Result<StatementLog, StoreError> {
        let log = StatementLog::default();
        let sink = log.clone();
        self.lock()
            .trace_v2(
                rusqlite::trace::TraceEventCodes::SQLITE_TRACE_STMT,
                Some(move |event: rusqlite::trace::TraceEvent<'_>| {
                    if let rusqlite::trace::TraceEvent::Stmt(_, sql) = event {
                        sink.push(sql);
                    }
                }),
            )
            .map_err(|e| self.fail("logging the statements of", e))?;
        Ok(log)
    }

    /// Records a new session with its workspace and model, on this machine ([`local_host`]).
    /// If the session already exists (for example because a step was appended first), its
    /// host, workspace and model are set. Blocks.
    pub fn create_session(&self, id: &SessionId, workspace: &Path, model: &str) -> Result<(), StoreError> {
        self.create_session_on(id, &local_host(), workspace, model)
    }

    /// [`Self::create_session`] on the named host. Blocks.
    pub fn create_session_on(
        &self,
        id: &SessionId,
        host: &str,
        workspace: &Path,
        model: &str,
    ) -> Result<(), StoreError> {
        let op = || format!("creating session {id}");
        let now = timestamp(Utc::now());
        let mut conn = self.lock();
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| self.fail(op(), e))?;
        tx.execute(
            "INSERT INTO sessions (id, created, updated, host, workspace, model) VALUES (?1, ?2, ?2, ?3, ?4, ?5)
             ON CONFLICT (id) DO UPDATE SET host = excluded.host, workspace = excluded.workspace, model = excluded.model",
            params![id.as_str(), now, host, workspace.to_string_lossy(), model],
        )
        .map_err(|e| self.fail(op(), e))?;
        tx.commit().map_err(|e| self.fail(op(), e))
    }

    /// Commits one step like [`SessionStore::append`], on the calling thread. Blocks.
    pub fn append_blocking(
        &self,
        session: &SessionId,
        messages: &[Message],
        usage: &TokenUsage,
    ) -> Result<(), StoreError> {
        let step = Step::new(messages).map_err(|e| self.fail(format!("saving a step of session {session}"), e))?;
        self.write_step(session, &step, usage, TurnChange::Keep)
    }

    /// The session's visible messages (not hidden by compaction), in order. Errors when the
    /// session does not exist. Blocks.
    pub fn load_messages(&self, id: &SessionId) -> Result<Vec<Message>, StoreError> {
        let conn = self.lock();
        let messages = self.read_messages(&conn, id, false)?;
        if messages.is_empty() && !self.exists(&conn, id)? {
            return Err(self.no_such_session(id));
        }
        // After a compaction the latest summary stands for every hidden message before it.
        let mut out: Vec<Message> = self.latest_summary(&conn, id)?.into_iter().collect();
        out.extend(messages.into_iter().map(|m| m.message));
        Ok(out)
    }

    fn latest_summary(&self, conn: &Connection, id: &SessionId) -> Result<Option<Message>, StoreError> {
        let op = || format!("loading the summary of session {id}");
        let row: Option<String> = conn
            .query_row(
                "SELECT content FROM summaries WHERE session_id = ?1 ORDER BY before_seq DESC LIMIT 1",
                [id.as_str()],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.fail(op(), e))?;
        row.map(|json| serde_json::from_str::<Message>(&json).map_err(|e| self.fail(op(), e)))
            .transpose()
    }

    /// Hides every visible message but the last `keep_last`, and records `summary` to stand
    /// for them; nothing is deleted. One transaction. Blocks.
    pub fn compact_blocking(&self, id: &SessionId, keep_last: usize, summary: &Message) -> Result<(), StoreError> {
        let op = || format!("compacting session {id}");
        let content = serde_json::to_string(summary).map_err(|e| self.fail(op(), e))?;
        let mut conn = self.lock();
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| self.fail(op(), e))?;
        let visible: Vec<i64> = {
            let mut stmt = tx
                .prepare("SELECT seq FROM messages WHERE session_id = ?1 AND hidden = 0 ORDER BY seq")
                .map_err(|e| self.fail(op(), e))?;
            let rows = stmt
                .query_map([id.as_str()], |r| r.get::<_, i64>(0))
                .map_err(|e| self.fail(op(), e))?;
            rows.collect::<Result<_, _>>().map_err(|e| self.fail(op(), e))?
        };
        let cutoff = match visible.len().checked_sub(keep_last) {
            Some(i) if i < visible.len() => visible[i],
            _ => visible.last().map_or(0, |s| s + 1),
        };
        tx.execute(
            "UPDATE messages SET hidden = 1 WHERE session_id = ?1 AND seq < ?2 AND hidden = 0",
            params![id.as_str(), cutoff],
        )
        .map_err(|e| self.fail(op(), e))?;
        tx.execute(
            "INSERT OR REPLACE INTO summaries (session_id, before_seq, content, timestamp) VALUES (?1, ?2, ?3, ?4)",
            params![id.as_str(), cutoff, content, summary.timestamp.to_rfc3339()],
        )
        .map_err(|e| self.fail(op(), e))?;
        tx.commit().map_err(|e| self.fail(op(), e))
    }

    /// The session's user turns, oldest first, hidden ones included. Errors when the session
    /// does not exist. Blocks.
    pub fn user_turns(&self, id: &SessionId) -> Result<Vec<UserTurn>, StoreError> {
        let conn = self.lock();
        if !self.exists(&conn, id)? {
            return Err(self.no_such_session(id));
        }
        let messages = self.read_messages(&conn, id, true)?;
        Ok(user_turns_of(messages))
    }

    /// Records a rewind of session `id` as an event, and with `hide_from` hides every visible
    /// message from that position on (as compaction hides them: nothing is deleted, the model
    /// no longer sees them) and forgets an unfinished turn. One transaction. Returns how many messages it hid. Blocks.
    pub fn record_rewind(
        &self,
        id: &SessionId,
        hide_from: Option<i64>,
        summary: &str,
        detail: &Value,
    ) -> Result<usize, StoreError> {
        let op = || format!("rewinding session {id}");
        let mut conn = self.lock();
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| self.fail(op(), e))?;
        let mut hidden = 0;
        if let Some(from) = hide_from {
            let summarised: Option<i64> = tx
                .query_row(
                    "SELECT MAX(before_seq) FROM summaries WHERE session_id = ?1",
                    [id.as_str()],
                    |r| r.get(0),
                )
                .map_err(|e| self.fail(op(), e))?;
            if summarised.is_some_and(|cut| from < cut) {
                return Err(self.fail(
                    op(),
                    "that turn was compacted into a summary, so its conversation cannot be rewound; rewind only the files with --code",
                ));
            }
            hidden = tx
                .execute(
                    "UPDATE messages SET hidden = 1 WHERE session_id = ?1 AND seq >= ?2 AND hidden = 0",
                    params![id.as_str(), from],
                )
                .map_err(|e| self.fail(op(), e))?;
            // An unfinished turn is the latest one, now hidden: there is nothing to continue.
            tx.execute("DELETE FROM turns WHERE session_id = ?1", [id.as_str()])
                .map_err(|e| self.fail(op(), e))?;
        }
        let after: i64 = tx
            .query_row(
                "SELECT COALESCE(MAX(seq) + 1, 0) FROM messages WHERE session_id = ?1",
                [id.as_str()],
                |r| r.get(0),
            )
            .map_err(|e| self.fail(op(), e))?;
        tx.execute(
            "INSERT INTO events (session_id, after_seq, kind, summary, detail, timestamp) VALUES (?1, ?2, 'rewind', ?3, ?4, ?5)",
            params![id.as_str(), after, summary, detail.to_string(), timestamp(Utc::now())],
        )
        .map_err(|e| self.fail(op(), e))?;
        tx.commit().map_err(|e| self.fail(op(), e))?;
        Ok(hidden)
    }

    /// The session's events, in order. Blocks.
    pub fn events(&self, id: &SessionId) -> Result<Vec<SessionEvent>, StoreError> {
        let conn = self.lock();
        self.read_events(&conn, id)
    }

    fn read_events(&self, conn: &Connection, id: &SessionId) -> Result<Vec<SessionEvent>, StoreError> {
        let op = || format!("loading the events of session {id}");
        let mut stmt = conn
            .prepare_cached(
                "SELECT after_seq, kind, summary, detail, timestamp FROM events WHERE session_id = ?1 ORDER BY rowid",
            )
            .map_err(|e| self.fail(op(), e))?;
        let rows = stmt
            .query_map([id.as_str()], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                ))
            })
            .map_err(|e| self.fail(op(), e))?;
        let mut out = Vec::new();
        for row in rows {
            let (after_seq, kind, summary, detail, at) = row.map_err(|e| self.fail(op(), e))?;
            out.push(SessionEvent {
                after_seq,
                kind,
                summary,
                detail: serde_json::from_str(&detail).unwrap_or(Value::Null),
                at: parse_time(&at).map_err(|e| self.fail(op(), e))?,
            });
        }
        Ok(out)
    }

    /// Stores where the session's turn stands (format and JSON), or forgets it (`None`: the turn
    /// ended). Blocks.
    pub fn save_turn_blocking(&self, id: &SessionId, turn: Option<(u32, String)>) -> Result<(), StoreError> {
        let op = || format!("saving the turn state of session {id}");
        let mut conn = self.lock();
        let Some((format, state)) = turn else {
            conn.prepare_cached("DELETE FROM turns WHERE session_id = ?1")
                .and_then(|mut s| s.execute([id.as_str()]))
                .map_err(|e| self.fail(op(), e))?;
            return Ok(());
        };
        // One transaction (one WAL commit) for the session row the state refers to and the
        // state, rather than one for each statement.
        let write = |conn: &mut Connection| -> rusqlite::Result<()> {
            let tx = write::Write::begin(conn)?;
            let now = timestamp(Utc::now());
            tx.prepare_cached(
                "INSERT INTO sessions (id, created, updated) VALUES (?1, ?2, ?2) ON CONFLICT (id) DO NOTHING",
            )?
            .execute(params![id.as_str(), now])?;
            tx.prepare_cached(
                "INSERT INTO turns (session_id, format, state, updated) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (session_id) DO UPDATE SET format = ?2, state = ?3, updated = ?4",
            )?
            .execute(params![id.as_str(), format, state, now])?;
            tx.commit()
        };
        write(&mut conn).map_err(|e| self.fail(op(), e))
    }

    /// The session's unfinished turn, if any. A state this build cannot read is an error that
    /// names the session and says what to do. Blocks.
    pub fn load_turn_blocking(&self, id: &SessionId) -> Result<Option<TurnState>, StoreError> {
        let op = || format!("loading the turn state of session {id}");
        let row: Option<(u32, String)> = self
            .lock()
            .query_row(
                "SELECT format, state FROM turns WHERE session_id = ?1",
                [id.as_str()],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(|e| self.fail(op(), e))?;
        let Some((format, state)) = row else {
            return Ok(None);
        };
        TurnState::decode(format, &state).map(Some).map_err(|e| StoreError {
            uncertain: false,
            message: format!(
                "session {id}: {e}. Continue it with the ouzel that saved it, or send a new prompt with --resume {id} to start a new turn (the unfinished one is dropped)"
            ),
        })
    }

    /// Replaces the session's todo list. Blocks.
    pub fn save_todos_blocking(&self, id: &SessionId, items: &[TodoItem]) -> Result<(), StoreError> {
        let op = || format!("saving the todo list of session {id}");
        let encoded = serde_json::to_string(items).map_err(|e| self.fail(op(), e))?;
        let now = timestamp(Utc::now());
        let conn = self.lock();
        conn.prepare_cached(
            "INSERT INTO sessions (id, created, updated) VALUES (?1, ?2, ?2) ON CONFLICT (id) DO NOTHING",
        )
        .and_then(|mut s| s.execute(params![id.as_str(), now]))
        .map_err(|e| self.fail(op(), e))?;
        conn.prepare_cached(
            "INSERT INTO todos (session_id, items, updated) VALUES (?1, ?2, ?3)
             ON CONFLICT (session_id) DO UPDATE SET items = ?2, updated = ?3",
        )
        .and_then(|mut s| s.execute(params![id.as_str(), encoded, now]))
        .map_err(|e| self.fail(op(), e))?;
        Ok(())
    }

    /// The session's todo list; empty when none was saved. Blocks.
    pub fn load_todos_blocking(&self, id: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        let op = || format!("loading the todo list of session {id}");
        let row: Option<String> = self
            .lock()
            .query_row("SELECT items FROM todos WHERE session_id = ?1", [id.as_str()], |r| {
                r.get(0)
            })
            .optional()
            .map_err(|e| self.fail(op(), e))?;
        match row {
            None => Ok(Vec::new()),
            Some(text) => serde_json::from_str(&text).map_err(|e| StoreError {
                uncertain: false,
                message: format!(
                    "{}: the stored list is not readable ({e}); the model can write it again with todo_write",
                    op()
                ),
            }),
        }
    }

    /// The session's summary, or `None` when there is no such session. Blocks.
    pub fn get(&self, id: &SessionId) -> Result<Option<SessionInfo>, StoreError> {
        let conn = self.lock();
        let sql = format!("{INFO_SELECT} WHERE s.id = ?1");
        let mut stmt = conn
            .prepare_cached(&sql)
            .map_err(|e| self.fail(format!("reading session {id}"), e))?;
        let row = stmt
            .query_row([id.as_str()], RawInfo::from_row)
            .optional()
            .map_err(|e| self.fail(format!("reading session {id}"), e))?;
        row.map(|raw| {
            raw.into_info()
                .map_err(|e| self.fail(format!("reading session {id}"), e))
        })
        .transpose()
    }

    /// Every session, most recently updated first. Blocks.
    pub fn list(&self) -> Result<Vec<SessionInfo>, StoreError> {
        let conn = self.lock();
        let sql = format!("{INFO_SELECT} ORDER BY s.updated DESC, s.id DESC");
        let op = "listing sessions";
        let mut stmt = conn.prepare_cached(&sql).map_err(|e| self.fail(op, e))?;
        let rows = stmt.query_map([], RawInfo::from_row).map_err(|e| self.fail(op, e))?;
        let mut out = Vec::new();
        for row in rows {
            let raw = row.map_err(|e| self.fail(op, e))?;
            out.push(raw.into_info().map_err(|e| self.fail(op, e))?);
        }
        Ok(out)
    }

    /// The most recently updated session of `workspace` (compared as text, exactly as given
    /// to [`create_session`](Self::create_session)), if any. Blocks.
    pub fn latest_for_workspace(&self, workspace: &Path) -> Result<Option<SessionId>, StoreError> {
        let conn = self.lock();
        let op = || format!("finding the latest session of {}", workspace.display());
        let mut stmt = conn
            .prepare_cached("SELECT id FROM sessions WHERE workspace = ?1 ORDER BY updated DESC, id DESC LIMIT 1")
            .map_err(|e| self.fail(op(), e))?;
        stmt.query_row([workspace.to_string_lossy()], |row| row.get::<_, String>(0))
            .optional()
            .map(|id| id.map(SessionId::new))
            .map_err(|e| self.fail(op(), e))
    }

    /// Deletes the session with its messages and usage. Returns whether it existed. Blocks.
    pub fn delete(&self, id: &SessionId) -> Result<bool, StoreError> {
        let mut conn = self.lock();
        let op = || format!("deleting session {id}");
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| self.fail(op(), e))?;
        // Foreign keys cascade to messages and usage.
        let n = tx
            .execute("DELETE FROM sessions WHERE id = ?1", [id.as_str()])
            .map_err(|e| self.fail(op(), e))?;
        tx.commit().map_err(|e| self.fail(op(), e))?;
        self.forget_lock(id);
        Ok(n > 0)
    }

    /// The shortest prefix of `id` (at least [`SHORT_ID_MIN`] characters) that no other saved
    /// session id starts with, so what is shown can be typed back. Blocks.
    pub fn short_id(&self, id: &SessionId) -> Result<String, StoreError> {
        let conn = self.lock();
        let op = || format!("shortening session id {id}");
        let neighbour = |sql: &str| {
            conn.prepare_cached(sql)
                .and_then(|mut stmt| stmt.query_row([id.as_str()], |row| row.get::<_, String>(0)).optional())
                .map_err(|e| self.fail(op(), e))
        };
        // In sorted order the longest prefix shared with any other id is shared with a neighbour.
        let before = neighbour("SELECT id FROM sessions WHERE id < ?1 ORDER BY id DESC LIMIT 1")?;
        let after = neighbour("SELECT id FROM sessions WHERE id > ?1 ORDER BY id ASC LIMIT 1")?;
        Ok(unique_prefix(
            id.as_str(),
            before.iter().chain(after.iter()).map(String::as_str),
        ))
    }

    /// The one session whose id starts with `prefix` (an exact id always wins). Errors when no
    /// id or more than one id matches, listing the candidates. Blocks.
    pub fn resolve_prefix(&self, prefix: &str) -> Result<SessionId, StoreError> {
        let prefix = prefix.trim();
        if prefix.is_empty() {
            return Err(self.fail(
                "resolving a session id",
                "the id prefix is empty; give at least one character",
            ));
        }
        let conn = self.lock();
        let op = || format!("resolving session id prefix '{prefix}'");
        if self.exists(&conn, &SessionId::new(prefix))? {
            return Ok(SessionId::new(prefix));
        }
        let pattern = format!(
            "{}%",
            prefix.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
        );
        let mut stmt = conn
            .prepare_cached("SELECT id FROM sessions WHERE id LIKE ?1 ESCAPE '\\' ORDER BY updated DESC LIMIT 6")
            .map_err(|e| self.fail(op(), e))?;
        let ids = stmt
            .query_map([pattern], |row| row.get::<_, String>(0))
            .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
            .map_err(|e| self.fail(op(), e))?;
        // LIKE ignores ASCII case; ids are matched case-sensitively, as they are printed.
        let ids: Vec<String> = ids.into_iter().filter(|id| id.starts_with(prefix)).collect();
        the_one_match(&ids).map_err(|why| self.fail(op(), why))
    }

    /// The session's summary and every message, hidden ones included, as JSON:
    /// `{"session": SessionInfo, "messages": [Message + "seq" + "hidden"]}`. Blocks.
    pub fn export_json(&self, id: &SessionId) -> Result<Value, StoreError> {
        let (info, messages) = self.load_all(id)?;
        export_json_of(&info, messages).map_err(|e| self.fail(format!("exporting session {id}"), e))
    }

    /// A readable Markdown transcript: a heading per message, tool calls as fenced JSON and
    /// tool results as fenced text, each block cut to 4,000 characters. Blocks.
    pub fn export_markdown(&self, id: &SessionId) -> Result<String, StoreError> {
        let (info, messages) = self.load_all(id)?;
        let events = self.read_events(&self.lock(), id)?;
        Ok(markdown::render(&info, &messages, &events))
    }

    fn load_all(&self, id: &SessionId) -> Result<(SessionInfo, Vec<StoredMessage>), StoreError> {
        let info = self.get(id)?.ok_or_else(|| self.no_such_session(id))?;
        // A step committed between the two reads only adds messages: the export is still whole.
        let conn = self.lock();
        let messages = self.read_messages(&conn, id, true)?;
        Ok((info, messages))
    }

    fn write_step(
        &self,
        session: &SessionId,
        step: &Step,
        usage: &TokenUsage,
        turn: TurnChange,
    ) -> Result<(), StoreError> {
        if step.rows.is_empty() && *usage == TokenUsage::default() && matches!(turn, TurnChange::Keep) {
            return Ok(());
        }
        let op = || format!("saving a step of session {session}");
        let mut conn = self.lock();
        write_step(&mut conn, session, step, usage, &turn).map_err(|e| self.fail(op(), e))
    }

    fn read_messages(
        &self,
        conn: &Connection,
        id: &SessionId,
        include_hidden: bool,
    ) -> Result<Vec<StoredMessage>, StoreError> {
        let op = || format!("loading the messages of session {id}");
        let mut stmt = conn
            .prepare_cached(
                "SELECT seq, role, content, timestamp, interrupted, hidden FROM messages
                 WHERE session_id = ?1 AND (?2 OR hidden = 0) ORDER BY seq",
            )
            .map_err(|e| self.fail(op(), e))?;
        let rows = stmt
            .query_map(params![id.as_str(), include_hidden], |row| {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, bool>(4)?,
                    row.get::<_, bool>(5)?,
                ))
            })
            .map_err(|e| self.fail(op(), e))?;
        let mut out = Vec::new();
        for row in rows {
            let (seq, role, content, ts, interrupted, hidden) = row.map_err(|e| self.fail(op(), e))?;
            let bad =
                |what: &str, e: &dyn Display| self.fail(op(), format!("message {seq} has an unreadable {what}: {e}"));
            let role = parse_role(&role).ok_or_else(|| bad("role", &role))?;
            let content: Vec<ContentBlock> = serde_json::from_str(&content).map_err(|e| bad("content", &e))?;
            let timestamp = parse_time(&ts).map_err(|e| bad("timestamp", &e))?;
            out.push(StoredMessage {
                seq,
                hidden,
                message: Message {
                    role,
                    content,
                    timestamp,
                    interrupted,
                },
            });
        }
        Ok(out)
    }

    fn exists(&self, conn: &Connection, id: &SessionId) -> Result<bool, StoreError> {
        conn.prepare_cached("SELECT 1 FROM sessions WHERE id = ?1")
            .and_then(|mut stmt| stmt.exists([id.as_str()]))
            .map_err(|e| self.fail(format!("looking up session {id}"), e))
    }

    fn no_such_session(&self, id: &SessionId) -> StoreError {
        self.fail(format!("reading session {id}"), "there is no such session")
    }

    /// The connection, even if a thread panicked holding it: a transaction it had open was
    /// rolled back when its guard dropped, so the connection is still consistent.
    fn lock(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn fail(&self, op: impl Display, e: impl Display) -> StoreError {
        StoreError {
            uncertain: false,
            message: format!("{op} in {}: {e}", self.path.display()),
        }
    }
}

#[async_trait::async_trait]
impl SessionStore for SqliteStore {
    /// Commits the step in one `BEGIN IMMEDIATE` transaction on tokio's blocking pool: the
    /// messages with consecutive sequence numbers, the usage row, the session's `updated` time
    /// and, while it has none, its title. A session not yet created is created on the fly,
    /// with empty workspace and model.
    async fn append(&self, session: &SessionId, messages: &[Message], usage: &TokenUsage) -> Result<(), StoreError> {
        // Serialize here, so the blocking task owns plain rows instead of a copy of the messages.
        let step = Step::new(messages).map_err(|e| self.fail(format!("saving a step of session {session}"), e))?;
        let store = self.clone();
        let session = session.clone();
        let usage = *usage;
        tokio::task::spawn_blocking(move || store.write_step(&session, &step, &usage, TurnChange::Keep))
            .await
            .map_err(|e| self.fail("saving a step", format!("the database task failed: {e}")))?
    }

    /// The step and where the turn stands after it, in the one transaction of [`Self::append`]:
    /// the stored turn never disagrees with the stored history.
    async fn append_with_turn(
        &self,
        session: &SessionId,
        messages: &[Message],
        usage: &TokenUsage,
        turn: Option<&TurnState>,
    ) -> Result<(), StoreError> {
        let step = Step::new(messages).map_err(|e| self.fail(format!("saving a step of session {session}"), e))?;
        let change = match turn.map(TurnState::encode) {
            Some((format, json)) => TurnChange::Save(format, json),
            None => TurnChange::Clear,
        };
        let (store, session, usage) = (self.clone(), session.clone(), *usage);
        tokio::task::spawn_blocking(move || store.write_step(&session, &step, &usage, change))
            .await
            .map_err(|e| self.fail("saving a step", format!("the database task failed: {e}")))?
    }

    async fn compact(&self, session: &SessionId, keep_last: usize, summary: &Message) -> Result<(), StoreError> {
        let (store, session, summary) = (self.clone(), session.clone(), summary.clone());
        tokio::task::spawn_blocking(move || store.compact_blocking(&session, keep_last, &summary))
            .await
            .map_err(|e| self.fail("compacting", format!("the database task failed: {e}")))?
    }

    async fn save_turn(&self, session: &SessionId, turn: Option<&TurnState>) -> Result<(), StoreError> {
        let (store, session, encoded) = (self.clone(), session.clone(), turn.map(TurnState::encode));
        tokio::task::spawn_blocking(move || store.save_turn_blocking(&session, encoded))
            .await
            .map_err(|e| self.fail("saving a turn", format!("the database task failed: {e}")))?
    }

    async fn save_todos(&self, session: &SessionId, items: &[TodoItem]) -> Result<(), StoreError> {
        let (store, session, items) = (self.clone(), session.clone(), items.to_vec());
        tokio::task::spawn_blocking(move || store.save_todos_blocking(&session, &items))
            .await
            .map_err(|e| self.fail("saving a todo list", format!("the database task failed: {e}")))?
    }

    async fn load_todos(&self, session: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        let (store, session) = (self.clone(), session.clone());
        tokio::task::spawn_blocking(move || store.load_todos_blocking(&session))
            .await
            .map_err(|e| self.fail("loading a todo list", format!("the database task failed: {e}")))?
    }

    async fn set_model(&self, session: &SessionId, model: &str) -> Result<(), StoreError> {
        let (store, session, model) = (self.clone(), session.clone(), model.to_owned());
        tokio::task::spawn_blocking(move || {
            let conn = store.lock();
            conn.execute(
                "UPDATE sessions SET model = ?2 WHERE id = ?1",
                params![session.as_str(), model],
            )
            .map(drop)
            .map_err(|e| store.fail(format!("recording the model of session {session}"), e))
        })
        .await
        .map_err(|e| self.fail("recording a session's model", format!("the database task failed: {e}")))?
    }

    async fn load_turn(&self, session: &SessionId) -> Result<Option<TurnState>, StoreError> {
        let (store, session) = (self.clone(), session.clone());
        tokio::task::spawn_blocking(move || store.load_turn_blocking(&session))
            .await
            .map_err(|e| self.fail("loading a turn", format!("the database task failed: {e}")))?
    }
}

/// The user turns among a session's messages (see [`UserTurn`]).
fn user_turns_of(messages: Vec<StoredMessage>) -> Vec<UserTurn> {
    messages
        .into_iter()
        .filter(|m| m.message.is_prompt())
        .map(|m| {
            let text = m.message.text_or_labels();
            (m, text)
        })
        .zip(1..)
        .map(|((m, text), number)| UserTurn {
            number,
            seq: m.seq,
            at: m.message.timestamp,
            text,
            hidden: m.hidden,
        })
        .collect()
}

/// `{"session": SessionInfo, "messages": [Message + "seq" + "hidden"]}`.
fn export_json_of(info: &SessionInfo, messages: Vec<StoredMessage>) -> Result<Value, serde_json::Error> {
    let mut out = Vec::with_capacity(messages.len());
    for m in messages {
        let mut v = serde_json::to_value(&m.message)?;
        if let Value::Object(map) = &mut v {
            map.insert("seq".into(), m.seq.into());
            map.insert("hidden".into(), m.hidden.into());
        }
        out.push(v);
    }
    let session = serde_json::to_value(info)?;
    Ok(serde_json::json!({ "session": session, "messages": out }))
}

/// The name of this machine, recorded with the sessions it runs: the kernel's host name, else
/// `$HOSTNAME`, else empty.
pub fn local_host() -> String {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|p| std::fs::read_to_string(p).ok())
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_default()
}

/// The session a prefix names, from the ids that start with it (both backends decide alike):
/// none or several is a message saying what to do.
pub(crate) fn the_one_match(ids: &[String]) -> Result<SessionId, String> {
    match ids {
        [] => Err("no session id starts with it; list the sessions to see their ids".into()),
        [one] => Ok(SessionId::new(one.clone())),
        many => Err(format!(
            "it matches several sessions ({}{}); give more characters",
            many.iter().take(5).cloned().collect::<Vec<_>>().join(", "),
            if many.len() > 5 { ", …" } else { "" }
        )),
    }
}

/// A step's messages, serialized and ready to insert.
struct Step {
    rows: Vec<MessageRow>,
    title: Option<String>,
}

struct MessageRow {
    role: &'static str,
    content: String,
    timestamp: String,
    interrupted: bool,
}

impl Step {
    fn new(messages: &[Message]) -> Result<Self, serde_json::Error> {
        let rows = messages
            .iter()
            .map(|m| {
                Ok(MessageRow {
                    role: role_name(m.role),
                    content: serde_json::to_string(&m.content)?,
                    timestamp: timestamp(m.timestamp),
                    interrupted: m.interrupted,
                })
            })
            .collect::<Result<_, serde_json::Error>>()?;
        let title = messages
            .iter()
            .filter(|m| m.role == Role::User)
            .map(|m| title_of(&m.text_or_labels()))
            .find(|t| !t.is_empty());
        Ok(Self { rows, title })
    }
}

/// What a step does to the stored turn state.
enum TurnChange {
    /// Nothing.
    Keep,
    /// The turn ended: forget it.
    Clear,
    /// Store this state (format, JSON).
    Save(u32, String),
}

/// The sequence number of a session's next message. `+?1`, not `?1`: compared bare with the
/// indexed column under `MAX`, the parameter is one SQLite's planner looks at (STAT4), and every
/// new binding made it compile the statement again — once per step, a fifth of the store's
/// work (issue 21). The unary plus changes neither the plan nor the comparison.
const NEXT_SEQ: &str = "SELECT COALESCE(MAX(seq) + 1, 0) FROM messages WHERE session_id = +?1";

fn write_step(
    conn: &mut Connection,
    session: &SessionId,
    step: &Step,
    usage: &TokenUsage,
    turn: &TurnChange,
) -> rusqlite::Result<()> {
    // IMMEDIATE takes the write lock now (waiting up to the busy timeout), so reading the next
    // sequence number and inserting after it cannot race another writer.
    let tx = write::Write::begin(conn)?;
    let now = timestamp(Utc::now());
    tx.prepare_cached("INSERT INTO sessions (id, created, updated) VALUES (?1, ?2, ?2) ON CONFLICT (id) DO NOTHING")?
        .execute(params![session.as_str(), now])?;
    let first: i64 = tx
        .prepare_cached(NEXT_SEQ)?
        .query_row([session.as_str()], |row| row.get(0))?;
    {
        let mut insert = tx.prepare_cached(
            "INSERT INTO messages (session_id, seq, role, content, timestamp, interrupted) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )?;
        for (seq, row) in (first..).zip(&step.rows) {
            insert.execute(params![
                session.as_str(),
                seq,
                row.role,
                row.content,
                row.timestamp,
                row.interrupted
            ])?;
        }
    }
    tx.prepare_cached(
        "INSERT INTO usage (session_id, seq, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens,
                            reasoning_tokens, cost_usd)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        session.as_str(),
        first,
        saturate(usage.input_tokens),
        saturate(usage.output_tokens),
        saturate(usage.cache_read_tokens),
        saturate(usage.cache_write_tokens),
        saturate(usage.reasoning_tokens),
        usage.cost_usd
    ])?;
    tx.prepare_cached(
        "UPDATE sessions SET updated = ?2,
                title = CASE WHEN title = '' AND ?3 IS NOT NULL THEN ?3 ELSE title END
         WHERE id = ?1",
    )?
    .execute(params![session.as_str(), now, step.title])?;
    match turn {
        TurnChange::Keep => {}
        TurnChange::Clear => {
            tx.prepare_cached("DELETE FROM turns WHERE session_id = ?1")?
                .execute([session.as_str()])?;
        }
        TurnChange::Save(format, state) => {
            tx.prepare_cached(
                "INSERT INTO turns (session_id, format, state, updated) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (session_id) DO UPDATE SET format = ?2, state = ?3, updated = ?4",
            )?
            .execute(params![session.as_str(), format, state, now])?;
        }
    }
    tx.commit()
}

/// Columns read by [`RawInfo::from_row`]. Turns count user messages with a non-empty text
/// block; tool results travel in user messages too and do not count. The `instr` test skips
/// the JSON parse for messages that cannot match: our compact JSON writes a text block's tag
/// as `"type":"text"`, and inside a string value those quotes would be escaped.
const INFO_SELECT: &str = r#"
    SELECT s.id, s.created, s.updated, s.host, s.workspace, s.model, s.title, s.metadata,
        (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id AND m.role = 'user'
            AND instr(m.content, '"type":"text"') > 0 AND EXISTS (
            SELECT 1 FROM json_each(m.content) b
            WHERE json_extract(b.value, '$.type') = 'text' AND json_extract(b.value, '$.text') <> '')),
        u.input, u.output, u.cache_read, u.cache_write, u.reasoning, u.cost
    FROM sessions s
    LEFT JOIN (
        SELECT session_id, SUM(input_tokens) AS input, SUM(output_tokens) AS output,
            SUM(cache_read_tokens) AS cache_read, SUM(cache_write_tokens) AS cache_write,
            SUM(reasoning_tokens) AS reasoning, SUM(cost_usd) AS cost
        FROM usage GROUP BY session_id
    ) u ON u.session_id = s.id"#;

struct RawInfo {
    id: String,
    created: String,
    updated: String,
    host: String,
    workspace: String,
    model: String,
    title: String,
    metadata: String,
    turns: i64,
    usage: [Option<i64>; 5],
    cost: Option<f64>,
}

impl RawInfo {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            id: row.get(0)?,
            created: row.get(1)?,
            updated: row.get(2)?,
            host: row.get(3)?,
            workspace: row.get(4)?,
            model: row.get(5)?,
            title: row.get(6)?,
            metadata: row.get(7)?,
            turns: row.get(8)?,
            usage: [row.get(9)?, row.get(10)?, row.get(11)?, row.get(12)?, row.get(13)?],
            cost: row.get(14)?,
        })
    }

    fn into_info(self) -> Result<SessionInfo, String> {
        let id = &self.id;
        let created =
            parse_time(&self.created).map_err(|e| format!("session {id} has an unreadable created time: {e}"))?;
        let updated =
            parse_time(&self.updated).map_err(|e| format!("session {id} has an unreadable updated time: {e}"))?;
        let metadata =
            serde_json::from_str(&self.metadata).map_err(|e| format!("session {id} has unreadable metadata: {e}"))?;
        // Sums of non-negative counters; a negative value could only come from a foreign writer.
        let [input, output, cache_read, cache_write, reasoning] =
            self.usage.map(|v| u64::try_from(v.unwrap_or(0)).unwrap_or(0));
        Ok(SessionInfo {
            id: SessionId::new(self.id),
            created,
            updated,
            host: self.host,
            workspace: PathBuf::from(self.workspace),
            model: self.model,
            title: self.title,
            metadata,
            turns: u64::try_from(self.turns).unwrap_or(0),
            usage: TokenUsage {
                input_tokens: input,
                output_tokens: output,
                cache_read_tokens: cache_read,
                cache_write_tokens: cache_write,
                reasoning_tokens: reasoning,
                cost_usd: self.cost,
            },
        })
    }
}

/// SQLite integers are signed; a count beyond `i64::MAX` tokens is not a real case.
fn saturate(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Timestamps are stored as RFC 3339 in UTC with a fixed width, so text order is time order.
fn timestamp(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Nanos, true)
}

fn parse_time(s: &str) -> Result<DateTime<Utc>, chrono::ParseError> {
    DateTime::parse_from_rfc3339(s).map(|t| t.with_timezone(&Utc))
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::User => "user",
        Role::Assistant => "assistant",
    }
}

fn parse_role(s: &str) -> Option<Role> {
    match s {
        "user" => Some(Role::User),
        "assistant" => Some(Role::Assistant),
        _ => None,
    }
}

/// The text on one line, whitespace collapsed, cut to at most [`TITLE_CHARS`] characters.
fn title_of(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match one_line.char_indices().nth(TITLE_CHARS) {
        Some((cut, _)) => one_line[..cut].trim_end().to_owned(),
        None => one_line,
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn steps_reuse_their_compiled_statements() {
        let dir = tempfile::tempdir().unwrap();
        let store = SqliteStore::open(dir.path().join("s.db")).unwrap();
        let (a, b) = (SessionId::new("a"), SessionId::new("b"));
        for i in 0..4 {
            for id in [&a, &b] {
                store
                    .save_turn_blocking(id, Some((1, format!("{{\"n\":{i}}}"))))
                    .unwrap();
                let messages = [Message::user(format!("hi {i}")), Message::user(format!("yo {i}"))];
                store.append_blocking(id, &messages, &TokenUsage::default()).unwrap();
            }
        }
        assert_eq!(store.load_messages(&a).unwrap().len(), 8);
        let conn = store.lock();
        for sql in [
            NEXT_SEQ,
            "INSERT INTO messages (session_id, seq, role, content, timestamp, interrupted) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            "BEGIN IMMEDIATE",
        ] {
            let statement = conn.prepare_cached(sql).unwrap();
            assert!(statement.get_status(rusqlite::StatementStatus::Run) >= 8, "{sql} ran");
            assert_eq!(
                statement.get_status(rusqlite::StatementStatus::RePrepare),
                0,
                "{sql} was compiled again"
            );
        }
    }

    /// The write-ahead log as a process finds it: its salts, which change whenever SQLite starts
    /// the log afresh (and syncs it, on the way to the first request), and its length.
    fn wal_of(db: &Path) -> (Vec<u8>, usize) {
        let wal = std::fs::read(db.with_extension("db-wal")).unwrap_or_default();
        (wal.get(16..24).unwrap_or_default().to_vec(), wal.len())
    }

    #[test]
    fn a_closed_store_leaves_its_steps_in_the_database_and_a_short_log_the_next_process_appends_to() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("s.db");
        let id = SessionId::new("s");
        let step = |store: &SqliteStore, i: usize| {
            store
                .append_blocking(&id, &[Message::user(format!("step {i}"))], &TokenUsage::default())
                .unwrap();
        };
        {
            let store = SqliteStore::open(&db).unwrap();
            store.create_session(&id, Path::new("/w"), "m").unwrap();
            step(&store, 0);
        }
        // Closed, the store's steps are in the database file itself: a copy of it alone has them.
        let copy = dir.path().join("copy.db");
        std::fs::copy(&db, &copy).unwrap();
        assert_eq!(SqliteStore::open(&copy).unwrap().load_messages(&id).unwrap().len(), 1);
        let (salts, kept) = wal_of(&db);
        assert!(kept > 0, "the log is kept for the next process");

        {
            let store = SqliteStore::open(&db).unwrap();
            assert_eq!(store.load_messages(&id).unwrap().len(), 1);
            step(&store, 1);
        }
        let (again, longer) = wal_of(&db);
        assert_eq!(
            again, salts,
            "the next process appended to the log instead of starting it afresh"
        );
        assert!(longer > kept, "{longer} bytes after {kept}");

        // A log longer than WAL_KEPT_FRAMES pages is emptied as the store closes.
        let frame = 24 + 4096;
        let mut steps = 2;
        {
            let store = SqliteStore::open(&db).unwrap();
            while wal_of(&db).1 <= 32 + (WAL_KEPT_FRAMES as usize + 1) * frame {
                step(&store, steps);
                steps += 1;
            }
        }
        // ... and started again at once: one frame under a new header, synced here, so the next
        // process appends to it rather than syncing a new header before its first request.
        let (restarted, len) = wal_of(&db);
        assert_ne!(restarted, salts, "after {steps} steps the log is started afresh");
        assert_eq!(len, 32 + frame, "after {steps} steps the log holds one frame");
        {
            let store = SqliteStore::open(&db).unwrap();
            assert_eq!(store.load_messages(&id).unwrap().len(), steps);
            step(&store, steps);
        }
        assert_eq!(
            wal_of(&db).0,
            restarted,
            "the next process appended to the restarted log"
        );
        assert_eq!(
            SqliteStore::open(&db).unwrap().load_messages(&id).unwrap().len(),
            steps + 1
        );
    }

    #[test]
    fn unique_prefixes_are_the_shortest_that_tell_ids_apart() {
        let ids = ["0193aaaa1111", "0193aaaa1122", "0194bbbb0000", "0193aaaa1111"];
        let short = unique_prefixes(&ids[..3]);
        assert_eq!(short, ["0193aaaa111", "0193aaaa112", "0194bbbb"]);
        // A duplicate of itself is not another session.
        assert_eq!(unique_prefix(ids[0], [ids[3]]), "0193aaaa");
        assert_eq!(unique_prefix("abc", []), "abc");
    }

    #[test]
    fn short_id_types_back_to_the_same_session() {
        let dir = tempfile::tempdir().unwrap();
        let store = SqliteStore::open(dir.path().join("s.db")).unwrap();
        let mut ids = Vec::new();
        for _ in 0..5 {
            let id = SessionId::generate();
            store.create_session(&id, Path::new("/w"), "m").unwrap();
            ids.push(id);
        }
        for id in &ids {
            let short = store.short_id(id).unwrap();
            assert!(short.len() >= SHORT_ID_MIN, "{short}");
            assert_eq!(&store.resolve_prefix(&short).unwrap(), id, "{short} resolves back");
        }
    }
    use super::*;

    #[test]
    fn title_is_one_line_and_at_most_sixty_chars() {
        assert_eq!(title_of("  fix\n the   bug "), "fix the bug");
        let long = "é".repeat(100);
        assert_eq!(title_of(&long).chars().count(), 60);
    }

    #[test]
    fn timestamps_sort_as_text_in_time_order() {
        let a = DateTime::parse_from_rfc3339("2026-01-02T03:04:05Z")
            .unwrap()
            .with_timezone(&Utc);
        let b = a + chrono::Duration::nanoseconds(1);
        assert!(timestamp(a) < timestamp(b));
        assert_eq!(parse_time(&timestamp(b)).unwrap(), b);
    }

    #[cfg(unix)]
    #[test]
    fn the_database_and_its_journal_are_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let dir = tempfile::tempdir().unwrap();
        let fresh = dir.path().join("new/nested/sessions.db");
        let store = SqliteStore::open(&fresh).unwrap();
        store
            .create_session(&SessionId::new("s1"), Path::new("/w"), "m")
            .unwrap();
        assert_eq!(mode(&fresh), 0o600);
        assert_eq!(mode(&dir.path().join("new/nested/sessions.db-wal")), 0o600);
        assert_eq!(mode(&dir.path().join("new/nested/sessions.db-shm")), 0o600);
        assert_eq!(
            mode(&dir.path().join("new")),
            0o700,
            "directories it makes are owner-only"
        );
        drop(store);

        // An existing world-readable database (before this rule) is tightened on open.
        std::fs::set_permissions(&fresh, std::fs::Permissions::from_mode(0o644)).unwrap();
        let _store = SqliteStore::open(&fresh).unwrap();
        assert_eq!(mode(&fresh), 0o600);
        assert_eq!(mode(&dir.path().join("new/nested/sessions.db-wal")), 0o600);
    }
}
