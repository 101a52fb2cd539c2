//! The PostgreSQL session store: one database that the sessions of every machine of a team land
//! in (issue 26), with the guarantees of the SQLite store: each step (messages, usage, session
//! row, turn state) is one transaction; the schema is migrated on connect.
//!
//! Client crate: `tokio-postgres` with `tokio-postgres-rustls`. sqlx was weighed and not taken:
//! it brings its own connection pool, a macro crate and a query-checking layer we would not use
//! (our SQL is a dozen fixed statements), about twice the crates and build time for the same
//! wire protocol; tokio-postgres is the protocol and nothing else, and its rustls adapter reuses
//! the rustls (ring) that reqwest already builds.
//!
//! One connection per store, used by one operation at a time (as the SQLite store uses one
//! `Connection`): a step's transaction needs the connection to itself, and a process writes one
//! session's steps in order anyway. The connection's I/O runs on a small runtime of the store's
//! own (one thread), so the store works the same from async code, from `spawn_blocking` and from
//! plain `main`; every method blocks its caller like the SQLite store's, and the async
//! [`SessionStore`] methods run them on tokio's blocking pool.
//!
//! A connection that breaks is made again, a few times with a growing pause, before the
//! operation fails with an error naming the server (never the password). A step whose commit
//! was sent when the connection broke is not sent again: it may have been committed.

use crate::{
    RawInfo, SessionEvent, SessionInfo, Step, StoredMessage, TurnChange, UserTurn, parse_role, parse_time, saturate,
    timestamp, unique_prefix,
};
use chrono::Utc;
use ouzel_core::{ContentBlock, Message, SessionId, SessionStore, StoreError, TodoItem, TokenUsage, TurnState};
use serde_json::Value;
use std::collections::HashMap;
use std::fmt::Display;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio_postgres::{Client, Config, Row, Statement};

/// How long connecting may take before it counts as a failed attempt.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Why the PostgreSQL store failed. Every variant names the server as `user@host:port/db`; the
/// password is never part of an error.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PgError {
    /// The `sessions_db` value is not a PostgreSQL connection URL.
    #[error("the sessions database URL {url} is not valid: {reason}; write it as postgres://USER@HOST[:PORT]/DB")]
    BadUrl {
        /// The URL with its password replaced by `***`.
        url: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The server could not be reached, or refused the connection, after every attempt.
    #[error(
        "could not connect to the sessions database at {target} ({attempts} attempts): {reason}; check that the server runs and accepts this user"
    )]
    Connect {
        /// `user@host:port/db`.
        target: String,
        /// How many times it tried.
        attempts: u32,
        /// The last failure.
        reason: String,
    },
    /// The connection broke during an operation, and making it again failed.
    #[error("lost the connection to the sessions database at {target} while {op}: {reason}")]
    Lost {
        /// `user@host:port/db`.
        target: String,
        /// What the store was doing.
        op: String,
        /// The last failure.
        reason: String,
    },
    /// The server answered an operation with an error.
    #[error("{op} in the sessions database at {target}: {reason}")]
    Query {
        /// `user@host:port/db`.
        target: String,
        /// What the store was doing.
        op: String,
        /// The server's answer.
        reason: String,
    },
}

impl From<PgError> for StoreError {
    fn from(e: PgError) -> Self {
        StoreError {
            uncertain: false,
            message: e.to_string(),
        }
    }
}

/// Whether `location` (a `sessions_db` value) names a PostgreSQL database rather than a file.
pub fn is_postgres_url(location: &str) -> bool {
    location.starts_with("postgres://") || location.starts_with("postgresql://")
}

/// `url` with the password of its user part replaced by `***`.
pub fn redact_url(url: &str) -> String {
    let Some(scheme_end) = url.find("://").map(|i| i + 3) else {
        return url.to_owned();
    };
    let rest = &url[scheme_end..];
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let Some(at) = rest[..authority_end].rfind('@') else {
        return url.to_owned();
    };
    match rest[..at].find(':') {
        Some(colon) => format!("{}{}:***{}", &url[..scheme_end], &rest[..colon], &rest[at..]),
        None => url.to_owned(),
    }
}

/// How often and how patiently a broken connection is made again.
#[derive(Debug, Clone, Copy)]
pub struct Reconnect {
    /// Attempts in all (the first included).
    pub attempts: u32,
    /// The pause after the first failed attempt; it doubles after each.
    pub first_pause: Duration,
}

impl Default for Reconnect {
    fn default() -> Self {
        Self {
            attempts: 4,
            first_pause: Duration::from_millis(250),
        }
    }
}

/// A session store on a PostgreSQL database. Cheap to clone: clones share one connection.
#[derive(Clone)]
pub struct PgStore {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    target: String,
    tls: tokio_postgres_rustls::MakeRustlsConnect,
    conn: Mutex<Option<Conn>>,
    reconnect: Reconnect,
    driver: Driver,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore")
            .field("target", &self.inner.target)
            .finish_non_exhaustive()
    }
}

/// The thread whose runtime does the connections' I/O; stopped when the store goes.
struct Driver {
    handle: tokio::runtime::Handle,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Driver {
    fn start() -> std::io::Result<Self> {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        let handle = runtime.handle().clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("ouzel-postgres".into())
            .spawn(move || {
                let _ = runtime.block_on(stopped);
            })?;
        Ok(Self {
            handle,
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A connection holding a session's advisory lock (see [`crate::SessionLock`]): closing it
/// (dropping the client) releases the lock. It keeps the store, whose thread drives it.
pub(crate) struct AdvisoryLock {
    _client: Client,
    _store: PgStore,
}

/// A live connection with the statements prepared on it.
struct Conn {
    client: Client,
    statements: HashMap<&'static str, Statement>,
}

impl Conn {
    async fn prepare(&mut self, sql: &'static str) -> Result<Statement, tokio_postgres::Error> {
        if let Some(s) = self.statements.get(sql) {
            return Ok(s.clone());
        }
        let s = self.client.prepare(sql).await?;
        self.statements.insert(sql, s.clone());
        Ok(s)
    }
}

/// How an operation failed.
enum Failure {
    /// The database said no, or the connection broke: retried when the connection is gone.
    Db(tokio_postgres::Error),
    /// The connection broke after the commit was sent: the step may be stored, so it is not
    /// sent again.
    AtCommit(tokio_postgres::Error),
    /// Something not about the database (stored data this build cannot read).
    Other(String),
}

impl From<tokio_postgres::Error> for Failure {
    fn from(e: tokio_postgres::Error) -> Self {
        Failure::Db(e)
    }
}

/// The error text without the password: tokio-postgres does not print it, but a server's
/// message could quote a connection string.
fn describe(e: &tokio_postgres::Error, config: &Config) -> String {
    let mut text = match e.as_db_error() {
        Some(db) => format!("{} ({})", db.message(), db.code().code()),
        None => {
            let mut text = e.to_string();
            let mut source = std::error::Error::source(e);
            while let Some(cause) = source {
                let said = cause.to_string();
                if !text.contains(&said) {
                    text = format!("{text}: {said}");
                }
                source = cause.source();
            }
            text
        }
    };
    if let Some(pw) = config.get_password().filter(|p| !p.is_empty())
        && let Ok(pw) = std::str::from_utf8(pw)
    {
        text = text.replace(pw, "***");
    }
    text
}

/// `user@host:port/db` of a connection config.
fn target_of(config: &Config) -> String {
    use tokio_postgres::config::Host;
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .zip(config.get_ports().iter().chain(std::iter::repeat(&5432)))
        .map(|(h, port)| match h {
            Host::Tcp(name) => format!("{name}:{port}"),
            #[cfg(unix)]
            Host::Unix(dir) => format!("{}:{port}", dir.display()),
        })
        .collect();
    let hosts = if hosts.is_empty() {
        "localhost:5432".to_owned()
    } else {
        hosts.join(",")
    };
    let user = config.get_user().unwrap_or("");
    let db = config.get_dbname().unwrap_or(user);
    if user.is_empty() {
        format!("{hosts}/{db}")
    } else {
        format!("{user}@{hosts}/{db}")
    }
}

fn tls_connector() -> tokio_postgres_rustls::MakeRustlsConnect {
    let roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = match rustls::ClientConfig::builder_with_provider(provider).with_safe_default_protocol_versions() {
        Ok(builder) => builder.with_root_certificates(roots).with_no_client_auth(),
        // ring supports the default versions; should it ever not, fall back to rustls's choice.
        Err(_) => rustls::ClientConfig::builder()
            .with_root_certificates(rustls::RootCertStore::empty())
            .with_no_client_auth(),
    };
    tokio_postgres_rustls::MakeRustlsConnect::new(config)
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://USER[:PASSWORD]@HOST[:PORT]/DB`, with any
    /// libpq parameter such as `sslmode=require`; TLS through rustls with the Mozilla roots) and
    /// migrates its schema. Blocks.
    pub fn connect(url: &str) -> Result<Self, PgError> {
        Self::connect_with(url, Reconnect::default())
    }

    /// [`Self::connect`] with another reconnection policy.
    pub fn connect_with(url: &str, reconnect: Reconnect) -> Result<Self, PgError> {
        let mut config: Config = url.parse().map_err(|e: tokio_postgres::Error| {
            let redacted = redact_url(url);
            let mut reason = e.to_string();
            // Whatever the parser quoted, it is not the password.
            if let Some(pw) = url
                .split_once("://")
                .and_then(|(_, r)| r.split(['/', '?']).next())
                .and_then(|auth| auth.rsplit_once('@'))
                .and_then(|(user, _)| user.split_once(':'))
                .map(|(_, pw)| pw)
                .filter(|p| !p.is_empty())
            {
                reason = reason.replace(pw, "***");
            }
            PgError::BadUrl { url: redacted, reason }
        })?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        if config.get_application_name().is_none() {
            config.application_name("ouzel");
        }
        let target = target_of(&config);
        let driver = Driver::start().map_err(|e| PgError::Connect {
            target: target.clone(),
            attempts: 0,
            reason: format!("starting the connection thread: {e}"),
        })?;
        let store = Self {
            inner: Arc::new(Inner {
                config,
                target,
                tls: tls_connector(),
                conn: Mutex::new(None),
                reconnect,
                driver,
            }),
        };
        let mut slot = store.lock();
        store.ensure_connected(&mut slot)?;
        drop(slot);
        Ok(store)
    }

    /// `user@host:port/db`: where this store writes.
    pub fn target(&self) -> &str {
        &self.inner.target
    }

    fn lock(&self) -> MutexGuard<'_, Option<Conn>> {
        self.inner.conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// One attempt at a connection, migrated.
    fn open_once(&self) -> Result<Conn, String> {
        let config = self.inner.config.clone();
        let tls = self.inner.tls.clone();
        let handle = self.inner.driver.handle.clone();
        let connecting = self.inner.driver.handle.spawn(async move {
            let (client, connection) = config.connect(tls).await?;
            // The connection's I/O runs on the driver until the client goes or the server does.
            handle.spawn(async move {
                let _ = connection.await;
            });
            Ok::<_, tokio_postgres::Error>(client)
        });
        let client = futures_executor::block_on(connecting)
            .map_err(|e| format!("the connection task failed: {e}"))?
            .map_err(|e| describe(&e, &self.inner.config))?;
        let mut conn = Conn {
            client,
            statements: HashMap::new(),
        };
        futures_executor::block_on(migrate(&mut conn.client)).map_err(|e| match e {
            Failure::Db(e) | Failure::AtCommit(e) => {
                format!("preparing the schema: {}", describe(&e, &self.inner.config))
            }
            Failure::Other(s) => s,
        })?;
        Ok(conn)
    }

    /// Takes the advisory lock `key` (session `id`'s) on a connection of its own, which holds
    /// it until it closes: `None` when another connection holds it.
    pub(crate) fn try_advisory_lock(&self, key: i64, id: &SessionId) -> Result<Option<AdvisoryLock>, StoreError> {
        let config = self.inner.config.clone();
        let tls = self.inner.tls.clone();
        let handle = self.inner.driver.handle.clone();
        let taking = self.inner.driver.handle.spawn(async move {
            let (client, connection) = config.connect(tls).await?;
            handle.spawn(async move {
                let _ = connection.await;
            });
            let row = client.query_one("SELECT pg_try_advisory_lock($1)", &[&key]).await?;
            Ok::<_, tokio_postgres::Error>((client, row.try_get::<_, bool>(0)?))
        });
        let op = format!("locking session {id}");
        let (client, taken) = futures_executor::block_on(taking)
            .map_err(|e| self.query_error(op.clone(), format!("the connection task failed: {e}")))?
            .map_err(|e| self.query_error(op, describe(&e, &self.inner.config)))?;
        Ok(taken.then(|| AdvisoryLock {
            _client: client,
            _store: self.clone(),
        }))
    }

    /// Makes the connection if there is none, or if the one there broke, retrying as
    /// [`Reconnect`] says.
    fn ensure_connected(&self, slot: &mut Option<Conn>) -> Result<(), PgError> {
        if slot.as_ref().is_some_and(|c| !c.client.is_closed()) {
            return Ok(());
        }
        *slot = None;
        let Reconnect { attempts, first_pause } = self.inner.reconnect;
        let attempts = attempts.max(1);
        let mut pause = first_pause;
        let mut last = String::new();
        for attempt in 1..=attempts {
            match self.open_once() {
                Ok(conn) => {
                    *slot = Some(conn);
                    return Ok(());
                }
                Err(e) => last = e,
            }
            if attempt < attempts {
                std::thread::sleep(pause);
                pause *= 2;
            }
        }
        Err(PgError::Connect {
            target: self.inner.target.clone(),
            attempts,
            reason: last,
        })
    }

    /// Runs `f` on the connection, making it again (and running `f` again) when it broke before
    /// `f` committed anything.
    fn with_conn<T>(
        &self,
        op: impl Fn() -> String,
        mut f: impl AsyncFnMut(&mut Conn) -> Result<T, Failure>,
    ) -> Result<T, StoreError> {
        let mut slot = self.lock();
        let mut tries = 0;
        loop {
            tries += 1;
            // The store connected when it was made: a connection missing now was lost.
            self.ensure_connected(&mut slot).map_err(|e| match e {
                PgError::Connect {
                    target,
                    attempts,
                    reason,
                } => PgError::Lost {
                    target,
                    op: op(),
                    reason: format!("{attempts} attempts to connect again failed, the last with: {reason}"),
                },
                other => other,
            })?;
            let Some(conn) = slot.as_mut() else {
                continue;
            };
            let result = futures_executor::block_on(f(conn));
            let broken = conn.client.is_closed();
            match result {
                Ok(v) => return Ok(v),
                Err(Failure::Db(_)) if broken && tries < 2 => {
                    // Made again on the next round (with its own retries).
                    *slot = None;
                }
                Err(Failure::Db(e)) => return Err(self.failed(&mut slot, broken, false, op(), &e)),
                Err(Failure::AtCommit(e)) => return Err(self.failed(&mut slot, broken, true, op(), &e)),
                Err(Failure::Other(reason)) => return Err(self.query_error(op(), reason)),
            }
        }
    }

    /// The error of an operation that failed with `e`: a lost connection (forgotten, to be made
    /// again by the next operation) or a query the database refused. Lost after the commit was
    /// sent, the step may be stored: the error says it is uncertain.
    fn failed(
        &self,
        slot: &mut Option<Conn>,
        broken: bool,
        at_commit: bool,
        op: String,
        e: &tokio_postgres::Error,
    ) -> StoreError {
        let reason = describe(e, &self.inner.config);
        if !broken {
            return self.query_error(op, reason);
        }
        *slot = None;
        let lost = PgError::Lost {
            target: self.inner.target.clone(),
            op,
            reason,
        };
        match at_commit {
            true => StoreError::uncertain(lost.to_string()),
            false => lost.into(),
        }
    }

    fn query_error(&self, op: String, reason: impl Display) -> StoreError {
        PgError::Query {
            target: self.inner.target.clone(),
            op,
            reason: reason.to_string(),
        }
        .into()
    }

    /// Records a new session with the workspace and model, on this machine (see
    /// [`crate::local_host`]). Blocks.
    pub fn create_session(&self, id: &SessionId, workspace: &Path, model: &str) -> Result<(), StoreError> {
        self.create_session_on(id, &crate::local_host(), workspace, model)
    }

    /// Records a new session, or sets the host, workspace and model of an existing one (a
    /// resumed session takes the machine it now runs on). Blocks.
    pub fn create_session_on(
        &self,
        id: &SessionId,
        host: &str,
        workspace: &Path,
        model: &str,
    ) -> Result<(), StoreError> {
        let now = timestamp(Utc::now());
        let workspace = workspace.to_string_lossy().into_owned();
        self.with_conn(
            || format!("creating session {id}"),
            async |c| {
                let s = c
                    .prepare(
                        "INSERT INTO sessions (id, created, updated, host, workspace, model) VALUES ($1, $2, $2, $3, $4, $5)
                         ON CONFLICT (id) DO UPDATE SET host = excluded.host, workspace = excluded.workspace, model = excluded.model",
                    )
                    .await?;
                c.client
                    .execute(&s, &[&id.as_str(), &now, &host, &workspace, &model])
                    .await?;
                Ok(())
            },
        )
    }

    /// Commits one step like [`SessionStore::append`], on the calling thread. Blocks.
    pub fn append_blocking(
        &self,
        session: &SessionId,
        messages: &[Message],
        usage: &TokenUsage,
    ) -> Result<(), StoreError> {
        let step =
            Step::new(messages).map_err(|e| self.query_error(format!("saving a step of session {session}"), e))?;
        self.write_step(session, &step, usage, TurnChange::Keep)
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
        let id = session.as_str();
        self.with_conn(
            || format!("saving a step of session {session}"),
            async |c| {
                let ensure = c.prepare(ENSURE_SESSION).await?;
                let lock = c.prepare("SELECT 1 FROM sessions WHERE id = $1 FOR UPDATE").await?;
                let next = c
                    .prepare("SELECT COALESCE(MAX(seq) + 1, 0) FROM messages WHERE session_id = $1")
                    .await?;
                let insert = c
                    .prepare(
                        "INSERT INTO messages (session_id, seq, role, content, timestamp, interrupted) VALUES ($1, $2, $3, $4, $5, $6)",
                    )
                    .await?;
                let usage_row = c
                    .prepare(
                        "INSERT INTO usage (session_id, seq, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens,
                                            reasoning_tokens, cost_usd) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    )
                    .await?;
                let touch = c
                    .prepare(
                        "UPDATE sessions SET updated = $2,
                                title = CASE WHEN title = '' AND $3::text IS NOT NULL THEN $3::text ELSE title END
                         WHERE id = $1",
                    )
                    .await?;
                let clear_turn = c.prepare("DELETE FROM turns WHERE session_id = $1").await?;
                let save_turn = c.prepare(SAVE_TURN).await?;
                let now = timestamp(Utc::now());
                let tx = c.client.transaction().await?;
                tx.execute(&ensure, &[&id, &now]).await?;
                // The row lock orders two writers of one session: the second reads the next
                // sequence number after the first committed.
                tx.execute(&lock, &[&id]).await?;
                let first: i64 = tx.query_one(&next, &[&id]).await?.get(0);
                for (seq, row) in (first..).zip(&step.rows) {
                    tx.execute(
                        &insert,
                        &[&id, &seq, &row.role, &row.content, &row.timestamp, &row.interrupted],
                    )
                    .await?;
                }
                let counts = [
                    saturate(usage.input_tokens),
                    saturate(usage.output_tokens),
                    saturate(usage.cache_read_tokens),
                    saturate(usage.cache_write_tokens),
                    saturate(usage.reasoning_tokens),
                ];
                tx.execute(
                    &usage_row,
                    &[&id, &first, &counts[0], &counts[1], &counts[2], &counts[3], &counts[4], &usage.cost_usd],
                )
                .await?;
                tx.execute(&touch, &[&id, &now, &step.title]).await?;
                match &turn {
                    TurnChange::Keep => {}
                    TurnChange::Clear => {
                        tx.execute(&clear_turn, &[&id]).await?;
                    }
                    TurnChange::Save(format, state) => {
                        tx.execute(&save_turn, &[&id, &i64::from(*format), state, &now]).await?;
                    }
                }
                tx.commit().await.map_err(Failure::AtCommit)
            },
        )
    }

    /// The session's visible messages (not hidden by compaction), in order, after the latest
    /// compaction summary. Errors when the session does not exist. Blocks.
    pub fn load_messages(&self, id: &SessionId) -> Result<Vec<Message>, StoreError> {
        let (summary, messages) = self.with_conn(
            || format!("loading the messages of session {id}"),
            async |c| {
                let summary = c
                    .prepare("SELECT content FROM summaries WHERE session_id = $1 ORDER BY before_seq DESC LIMIT 1")
                    .await?;
                let summary: Option<String> = c.client.query_opt(&summary, &[&id.as_str()]).await?.map(|r| r.get(0));
                let messages = read_messages(c, id, false).await?;
                if messages.is_empty() && !exists(c, id).await? {
                    return Err(Failure::Other("there is no such session".into()));
                }
                Ok((summary, messages))
            },
        )?;
        let mut out: Vec<Message> = match summary {
            Some(json) => vec![
                serde_json::from_str::<Message>(&json)
                    .map_err(|e| self.query_error(format!("loading the summary of session {id}"), e))?,
            ],
            None => Vec::new(),
        };
        out.extend(messages.into_iter().map(|m| m.message));
        Ok(out)
    }

    /// Hides every visible message but the last `keep_last`, and records `summary` to stand for
    /// them; nothing is deleted. One transaction. Blocks.
    pub fn compact_blocking(&self, id: &SessionId, keep_last: usize, summary: &Message) -> Result<(), StoreError> {
        let op = || format!("compacting session {id}");
        let content = serde_json::to_string(summary).map_err(|e| self.query_error(op(), e))?;
        let at = summary.timestamp.to_rfc3339();
        self.with_conn(op, async |c| {
            let tx = c.client.transaction().await?;
            tx.execute("SELECT 1 FROM sessions WHERE id = $1 FOR UPDATE", &[&id.as_str()])
                .await?;
            let visible: Vec<i64> = tx
                .query(
                    "SELECT seq FROM messages WHERE session_id = $1 AND NOT hidden ORDER BY seq",
                    &[&id.as_str()],
                )
                .await?
                .iter()
                .map(|r| r.get(0))
                .collect();
            let cutoff = match visible.len().checked_sub(keep_last) {
                Some(i) if i < visible.len() => visible[i],
                _ => visible.last().map_or(0, |s| s + 1),
            };
            tx.execute(
                "UPDATE messages SET hidden = TRUE WHERE session_id = $1 AND seq < $2 AND NOT hidden",
                &[&id.as_str(), &cutoff],
            )
            .await?;
            tx.execute(
                "INSERT INTO summaries (session_id, before_seq, content, timestamp) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (session_id, before_seq) DO UPDATE SET content = excluded.content, timestamp = excluded.timestamp",
                &[&id.as_str(), &cutoff, &content, &at],
            )
            .await?;
            tx.commit().await.map_err(Failure::AtCommit)
        })
    }

    /// The session's user turns, oldest first, hidden ones included. Errors when the session
    /// does not exist. Blocks.
    pub fn user_turns(&self, id: &SessionId) -> Result<Vec<UserTurn>, StoreError> {
        let messages = self.with_conn(
            || format!("loading the turns of session {id}"),
            async |c| {
                if !exists(c, id).await? {
                    return Err(Failure::Other("there is no such session".into()));
                }
                read_messages(c, id, true).await
            },
        )?;
        Ok(crate::user_turns_of(messages))
    }

    /// Records a rewind of session `id` (see [`crate::SqliteStore::record_rewind`]). Returns how
    /// many messages it hid. One transaction. Blocks.
    pub fn record_rewind(
        &self,
        id: &SessionId,
        hide_from: Option<i64>,
        summary: &str,
        detail: &Value,
    ) -> Result<usize, StoreError> {
        let detail = detail.to_string();
        self.with_conn(
            || format!("rewinding session {id}"),
            async |c| {
                let tx = c.client.transaction().await?;
                let mut hidden = 0;
                if let Some(from) = hide_from {
                    let summarised: Option<i64> = tx
                        .query_one(
                            "SELECT MAX(before_seq) FROM summaries WHERE session_id = $1",
                            &[&id.as_str()],
                        )
                        .await?
                        .get(0);
                    if summarised.is_some_and(|cut| from < cut) {
                        return Err(Failure::Other(
                            "that turn was compacted into a summary, so its conversation cannot be rewound; rewind only the files with --code"
                                .into(),
                        ));
                    }
                    hidden = tx
                        .execute(
                            "UPDATE messages SET hidden = TRUE WHERE session_id = $1 AND seq >= $2 AND NOT hidden",
                            &[&id.as_str(), &from],
                        )
                        .await?;
                    tx.execute("DELETE FROM turns WHERE session_id = $1", &[&id.as_str()])
                        .await?;
                }
                let after: i64 = tx
                    .query_one(
                        "SELECT COALESCE(MAX(seq) + 1, 0) FROM messages WHERE session_id = $1",
                        &[&id.as_str()],
                    )
                    .await?
                    .get(0);
                tx.execute(
                    "INSERT INTO events (session_id, after_seq, kind, summary, detail, timestamp) VALUES ($1, $2, 'rewind', $3, $4, $5)",
                    &[&id.as_str(), &after, &summary, &detail, &timestamp(Utc::now())],
                )
                .await?;
                tx.commit().await.map_err(Failure::AtCommit)?;
                Ok(usize::try_from(hidden).unwrap_or(usize::MAX))
            },
        )
    }

    /// The session's events, in order. Blocks.
    pub fn events(&self, id: &SessionId) -> Result<Vec<SessionEvent>, StoreError> {
        let rows = self.with_conn(
            || format!("loading the events of session {id}"),
            async |c| {
                let s = c
                    .prepare(
                        "SELECT after_seq, kind, summary, detail, timestamp FROM events WHERE session_id = $1 ORDER BY id",
                    )
                    .await?;
                Ok(c.client.query(&s, &[&id.as_str()]).await?)
            },
        )?;
        rows.iter()
            .map(|r| {
                let at: String = r.get(4);
                Ok(SessionEvent {
                    after_seq: r.get(0),
                    kind: r.get(1),
                    summary: r.get(2),
                    detail: serde_json::from_str(r.get::<_, &str>(3)).unwrap_or(Value::Null),
                    at: parse_time(&at)
                        .map_err(|e| self.query_error(format!("loading the events of session {id}"), e))?,
                })
            })
            .collect()
    }

    /// Stores where the session's turn stands (format and JSON), or forgets it. Blocks.
    pub fn save_turn_blocking(&self, id: &SessionId, turn: Option<(u32, String)>) -> Result<(), StoreError> {
        let now = timestamp(Utc::now());
        self.with_conn(
            || format!("saving the turn state of session {id}"),
            async |c| {
                match &turn {
                    None => {
                        let s = c.prepare("DELETE FROM turns WHERE session_id = $1").await?;
                        c.client.execute(&s, &[&id.as_str()]).await?;
                    }
                    Some((format, state)) => {
                        let ensure = c.prepare(ENSURE_SESSION).await?;
                        let save = c.prepare(SAVE_TURN).await?;
                        let tx = c.client.transaction().await?;
                        tx.execute(&ensure, &[&id.as_str(), &now]).await?;
                        tx.execute(&save, &[&id.as_str(), &i64::from(*format), state, &now])
                            .await?;
                        tx.commit().await.map_err(Failure::AtCommit)?;
                    }
                }
                Ok(())
            },
        )
    }

    /// The session's unfinished turn, if any. Blocks.
    pub fn load_turn_blocking(&self, id: &SessionId) -> Result<Option<TurnState>, StoreError> {
        let row = self.with_conn(
            || format!("loading the turn state of session {id}"),
            async |c| {
                let s = c
                    .prepare("SELECT format, state FROM turns WHERE session_id = $1")
                    .await?;
                Ok(c.client
                    .query_opt(&s, &[&id.as_str()])
                    .await?
                    .map(|r| (r.get::<_, i64>(0), r.get::<_, String>(1))))
            },
        )?;
        let Some((format, state)) = row else {
            return Ok(None);
        };
        TurnState::decode(u32::try_from(format).unwrap_or(u32::MAX), &state)
            .map(Some)
            .map_err(|e| StoreError {
                uncertain: false,
                message: format!(
                    "session {id}: {e}. Continue it with the ouzel that saved it, or send a new prompt with --resume {id} to start a new turn (the unfinished one is dropped)"
                ),
            })
    }

    /// Replaces the session's todo list. Blocks.
    pub fn save_todos_blocking(&self, id: &SessionId, items: &[TodoItem]) -> Result<(), StoreError> {
        let op = || format!("saving the todo list of session {id}");
        let encoded = serde_json::to_string(items).map_err(|e| self.query_error(op(), e))?;
        let now = timestamp(Utc::now());
        self.with_conn(op, async |c| {
            let ensure = c.prepare(ENSURE_SESSION).await?;
            let save = c
                .prepare(
                    "INSERT INTO todos (session_id, items, updated) VALUES ($1, $2, $3)
                     ON CONFLICT (session_id) DO UPDATE SET items = excluded.items, updated = excluded.updated",
                )
                .await?;
            c.client.execute(&ensure, &[&id.as_str(), &now]).await?;
            c.client.execute(&save, &[&id.as_str(), &encoded, &now]).await?;
            Ok(())
        })
    }

    /// Records the model the session goes on with (after a switch). Blocks.
    pub fn set_model_blocking(&self, id: &SessionId, model: &str) -> Result<(), StoreError> {
        let op = || format!("recording the model of session {id}");
        self.with_conn(op, async |c| {
            let s = c.prepare("UPDATE sessions SET model = $2 WHERE id = $1").await?;
            c.client.execute(&s, &[&id.as_str(), &model]).await?;
            Ok(())
        })
    }

    /// The session's todo list; empty when none was saved. Blocks.
    pub fn load_todos_blocking(&self, id: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        let op = || format!("loading the todo list of session {id}");
        let row: Option<String> = self.with_conn(op, async |c| {
            let s = c.prepare("SELECT items FROM todos WHERE session_id = $1").await?;
            Ok(c.client.query_opt(&s, &[&id.as_str()]).await?.map(|r| r.get(0)))
        })?;
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
        let op = || format!("reading session {id}");
        let row = self.with_conn(op, async |c| {
            let s = c.prepare(INFO_BY_ID).await?;
            Ok(c.client.query_opt(&s, &[&id.as_str()]).await?)
        })?;
        row.map(|r| info_of(&r).map_err(|e| self.query_error(op(), e)))
            .transpose()
    }

    /// Every session of every machine, most recently updated first. Blocks.
    pub fn list(&self) -> Result<Vec<SessionInfo>, StoreError> {
        let rows = self.with_conn(
            || "listing sessions".into(),
            async |c| {
                let s = c.prepare(INFO_ALL).await?;
                Ok(c.client.query(&s, &[]).await?)
            },
        )?;
        rows.iter()
            .map(|r| info_of(r).map_err(|e| self.query_error("listing sessions".into(), e)))
            .collect()
    }

    /// The most recently updated session of `workspace`, if any. Blocks.
    pub fn latest_for_workspace(&self, workspace: &Path) -> Result<Option<SessionId>, StoreError> {
        let ws = workspace.to_string_lossy().into_owned();
        self.with_conn(
            || format!("finding the latest session of {}", workspace.display()),
            async |c| {
                let s = c
                    .prepare("SELECT id FROM sessions WHERE workspace = $1 ORDER BY updated DESC, id DESC LIMIT 1")
                    .await?;
                Ok(c.client
                    .query_opt(&s, &[&ws])
                    .await?
                    .map(|r| SessionId::new(r.get::<_, String>(0))))
            },
        )
    }

    /// Deletes the session with everything stored for it. Returns whether it existed. Blocks.
    pub fn delete(&self, id: &SessionId) -> Result<bool, StoreError> {
        self.with_conn(
            || format!("deleting session {id}"),
            async |c| {
                Ok(c.client
                    .execute("DELETE FROM sessions WHERE id = $1", &[&id.as_str()])
                    .await?
                    > 0)
            },
        )
    }

    /// The shortest prefix of `id` that no other saved session id starts with. Blocks.
    pub fn short_id(&self, id: &SessionId) -> Result<String, StoreError> {
        let (before, after) = self.with_conn(
            || format!("shortening session id {id}"),
            async |c| {
                // COLLATE "C": byte order, as SQLite compares, whatever the database's locale.
                let before = c
                    .prepare(
                        r#"SELECT id FROM sessions WHERE id COLLATE "C" < $1 ORDER BY id COLLATE "C" DESC LIMIT 1"#,
                    )
                    .await?;
                let after = c
                    .prepare(r#"SELECT id FROM sessions WHERE id COLLATE "C" > $1 ORDER BY id COLLATE "C" ASC LIMIT 1"#)
                    .await?;
                let b: Option<String> = c.client.query_opt(&before, &[&id.as_str()]).await?.map(|r| r.get(0));
                let a: Option<String> = c.client.query_opt(&after, &[&id.as_str()]).await?.map(|r| r.get(0));
                Ok((b, a))
            },
        )?;
        Ok(unique_prefix(
            id.as_str(),
            before.iter().chain(after.iter()).map(String::as_str),
        ))
    }

    /// The one session whose id starts with `prefix` (an exact id always wins). Blocks.
    pub fn resolve_prefix(&self, prefix: &str) -> Result<SessionId, StoreError> {
        let prefix = prefix.trim();
        let op = || format!("resolving session id prefix '{prefix}'");
        if prefix.is_empty() {
            return Err(self.query_error(
                "resolving a session id".into(),
                "the id prefix is empty; give at least one character",
            ));
        }
        let ids: Vec<String> = self.with_conn(op, async |c| {
            if exists(c, &SessionId::new(prefix)).await? {
                return Ok(vec![prefix.to_owned()]);
            }
            let s = c
                .prepare("SELECT id FROM sessions WHERE starts_with(id, $1) ORDER BY updated DESC LIMIT 6")
                .await?;
            Ok(c.client.query(&s, &[&prefix]).await?.iter().map(|r| r.get(0)).collect())
        })?;
        crate::the_one_match(&ids).map_err(|why| self.query_error(op(), why))
    }

    /// The session's summary and every message as JSON (see
    /// [`crate::SqliteStore::export_json`]). Blocks.
    pub fn export_json(&self, id: &SessionId) -> Result<Value, StoreError> {
        let (info, messages) = self.load_all(id)?;
        crate::export_json_of(&info, messages).map_err(|e| self.query_error(format!("exporting session {id}"), e))
    }

    /// A readable Markdown transcript (see [`crate::SqliteStore::export_markdown`]). Blocks.
    pub fn export_markdown(&self, id: &SessionId) -> Result<String, StoreError> {
        let (info, messages) = self.load_all(id)?;
        let events = self.events(id)?;
        Ok(crate::markdown::render(&info, &messages, &events))
    }

    fn load_all(&self, id: &SessionId) -> Result<(SessionInfo, Vec<StoredMessage>), StoreError> {
        let info = self
            .get(id)?
            .ok_or_else(|| self.query_error(format!("reading session {id}"), "there is no such session"))?;
        let messages = self.with_conn(
            || format!("loading the messages of session {id}"),
            async |c| read_messages(c, id, true).await,
        )?;
        Ok((info, messages))
    }
}

const ENSURE_SESSION: &str =
    "INSERT INTO sessions (id, created, updated) VALUES ($1, $2, $2) ON CONFLICT (id) DO NOTHING";
const SAVE_TURN: &str = "INSERT INTO turns (session_id, format, state, updated) VALUES ($1, $2, $3, $4)
     ON CONFLICT (session_id) DO UPDATE SET format = excluded.format, state = excluded.state, updated = excluded.updated";

/// The columns [`info_of`] reads; turns count user messages with a non-empty text block, as in
/// the SQLite store.
macro_rules! info_select {
    () => {
        r#"
    SELECT s.id, s.created, s.updated, s.host, s.workspace, s.model, s.title, s.metadata,
        (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id AND m.role = 'user'
            AND strpos(m.content, '"type":"text"') > 0 AND EXISTS (
            SELECT 1 FROM jsonb_array_elements(m.content::jsonb) b
            WHERE b->>'type' = 'text' AND b->>'text' <> '')),
        u.input, u.output, u.cache_read, u.cache_write, u.reasoning, u.cost
    FROM sessions s
    LEFT JOIN (
        SELECT session_id, SUM(input_tokens)::bigint AS input, SUM(output_tokens)::bigint AS output,
            SUM(cache_read_tokens)::bigint AS cache_read, SUM(cache_write_tokens)::bigint AS cache_write,
            SUM(reasoning_tokens)::bigint AS reasoning, SUM(cost_usd) AS cost
        FROM usage GROUP BY session_id
    ) u ON u.session_id = s.id"#
    };
}
const INFO_BY_ID: &str = concat!(info_select!(), " WHERE s.id = $1");
const INFO_ALL: &str = concat!(info_select!(), r#" ORDER BY s.updated DESC, s.id COLLATE "C" DESC"#);

fn info_of(r: &Row) -> Result<SessionInfo, String> {
    RawInfo {
        id: r.get(0),
        created: r.get(1),
        updated: r.get(2),
        host: r.get(3),
        workspace: r.get(4),
        model: r.get(5),
        title: r.get(6),
        metadata: r.get(7),
        turns: r.get(8),
        usage: [r.get(9), r.get(10), r.get(11), r.get(12), r.get(13)],
        cost: r.get(14),
    }
    .into_info()
}

async fn exists(c: &mut Conn, id: &SessionId) -> Result<bool, Failure> {
    let s = c.prepare("SELECT 1 FROM sessions WHERE id = $1").await?;
    Ok(c.client.query_opt(&s, &[&id.as_str()]).await?.is_some())
}

async fn read_messages(c: &mut Conn, id: &SessionId, include_hidden: bool) -> Result<Vec<StoredMessage>, Failure> {
    let s = c
        .prepare(
            "SELECT seq, role, content, timestamp, interrupted, hidden FROM messages
             WHERE session_id = $1 AND ($2 OR NOT hidden) ORDER BY seq",
        )
        .await?;
    let rows = c.client.query(&s, &[&id.as_str(), &include_hidden]).await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let seq: i64 = row.get(0);
        let bad = |what: &str, e: &dyn Display| Failure::Other(format!("message {seq} has an unreadable {what}: {e}"));
        let role: &str = row.get(1);
        let role = parse_role(role).ok_or_else(|| bad("role", &role))?;
        let content: Vec<ContentBlock> = serde_json::from_str(row.get::<_, &str>(2)).map_err(|e| bad("content", &e))?;
        let timestamp = parse_time(row.get::<_, &str>(3)).map_err(|e| bad("timestamp", &e))?;
        out.push(StoredMessage {
            seq,
            hidden: row.get(5),
            message: Message {
                role,
                content,
                timestamp,
                interrupted: row.get(4),
            },
        });
    }
    Ok(out)
}

/// Migrations in order: entry `i` moves the schema from version `i` to `i + 1`. Version 1 is
/// the SQLite store's schema 6 in PostgreSQL's types. Append only.
const MIGRATIONS: &[&str] = &[r#"
    CREATE TABLE sessions (
        id        TEXT PRIMARY KEY NOT NULL,
        created   TEXT NOT NULL,
        updated   TEXT NOT NULL,
        host      TEXT NOT NULL DEFAULT '',
        workspace TEXT NOT NULL DEFAULT '',
        model     TEXT NOT NULL DEFAULT '',
        title     TEXT NOT NULL DEFAULT '',
        metadata  TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX sessions_by_updated ON sessions (updated);
    CREATE INDEX sessions_by_workspace ON sessions (workspace, updated);
    CREATE INDEX sessions_by_host ON sessions (host, updated);

    CREATE TABLE messages (
        session_id  TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seq         BIGINT NOT NULL,
        role        TEXT NOT NULL,
        content     TEXT NOT NULL,
        timestamp   TEXT NOT NULL,
        interrupted BOOLEAN NOT NULL DEFAULT FALSE,
        hidden      BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (session_id, seq)
    );

    CREATE TABLE usage (
        session_id         TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seq                BIGINT NOT NULL,
        input_tokens       BIGINT NOT NULL DEFAULT 0,
        output_tokens      BIGINT NOT NULL DEFAULT 0,
        cache_read_tokens  BIGINT NOT NULL DEFAULT 0,
        cache_write_tokens BIGINT NOT NULL DEFAULT 0,
        reasoning_tokens   BIGINT NOT NULL DEFAULT 0,
        cost_usd           DOUBLE PRECISION
    );
    CREATE INDEX usage_by_session ON usage (session_id, seq);

    CREATE TABLE summaries (
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        before_seq BIGINT NOT NULL,
        content    TEXT NOT NULL,
        timestamp  TEXT NOT NULL,
        PRIMARY KEY (session_id, before_seq)
    );

    CREATE TABLE turns (
        session_id TEXT PRIMARY KEY NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        format     BIGINT NOT NULL,
        state      TEXT NOT NULL,
        updated    TEXT NOT NULL
    );

    CREATE TABLE todos (
        session_id TEXT PRIMARY KEY NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        items      TEXT NOT NULL,
        updated    TEXT NOT NULL
    );

    CREATE TABLE events (
        id         BIGSERIAL PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        after_seq  BIGINT NOT NULL,
        kind       TEXT NOT NULL,
        summary    TEXT NOT NULL,
        detail     TEXT NOT NULL DEFAULT '{}',
        timestamp  TEXT NOT NULL
    );
    CREATE INDEX events_by_session ON events (session_id, after_seq);
    "#];

/// An arbitrary key for the advisory lock that makes two processes migrating one database at
/// once apply each migration exactly once.
const MIGRATION_LOCK: i64 = 0x6f75_7a65_6c26;

async fn migrate(client: &mut Client) -> Result<(), Failure> {
    let current = i64::try_from(MIGRATIONS.len()).unwrap_or(i64::MAX);
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS ouzel_schema (version BIGINT NOT NULL)")
        .await?;
    let version: Option<i64> = tx
        .query_opt("SELECT version FROM ouzel_schema", &[])
        .await?
        .map(|r| r.get(0));
    let version = version.unwrap_or(0);
    if version > current {
        return Err(Failure::Other(format!(
            "the database has schema version {version}, newer than this build of ouzel knows ({current}); upgrade ouzel or use another database"
        )));
    }
    if version == current {
        return Ok(());
    }
    for (i, sql) in MIGRATIONS
        .iter()
        .enumerate()
        .skip(usize::try_from(version).unwrap_or(0))
    {
        tx.batch_execute(sql).await.map_err(Failure::Db).map_err(|e| match e {
            Failure::Db(e) => Failure::Other(format!("migrating the schema to version {}: {e}", i + 1)),
            other => other,
        })?;
    }
    tx.execute("DELETE FROM ouzel_schema", &[]).await?;
    tx.execute("INSERT INTO ouzel_schema (version) VALUES ($1)", &[&current])
        .await?;
    tx.commit().await?;
    Ok(())
}

#[async_trait::async_trait]
impl SessionStore for PgStore {
    async fn append(&self, session: &SessionId, messages: &[Message], usage: &TokenUsage) -> Result<(), StoreError> {
        let step =
            Step::new(messages).map_err(|e| self.query_error(format!("saving a step of session {session}"), e))?;
        let (store, session, usage) = (self.clone(), session.clone(), *usage);
        blocking(move || store.write_step(&session, &step, &usage, TurnChange::Keep)).await
    }

    async fn append_with_turn(
        &self,
        session: &SessionId,
        messages: &[Message],
        usage: &TokenUsage,
        turn: Option<&TurnState>,
    ) -> Result<(), StoreError> {
        let step =
            Step::new(messages).map_err(|e| self.query_error(format!("saving a step of session {session}"), e))?;
        let change = match turn.map(TurnState::encode) {
            Some((format, json)) => TurnChange::Save(format, json),
            None => TurnChange::Clear,
        };
        let (store, session, usage) = (self.clone(), session.clone(), *usage);
        blocking(move || store.write_step(&session, &step, &usage, change)).await
    }

    async fn compact(&self, session: &SessionId, keep_last: usize, summary: &Message) -> Result<(), StoreError> {
        let (store, session, summary) = (self.clone(), session.clone(), summary.clone());
        blocking(move || store.compact_blocking(&session, keep_last, &summary)).await
    }

    async fn save_turn(&self, session: &SessionId, turn: Option<&TurnState>) -> Result<(), StoreError> {
        let (store, session, encoded) = (self.clone(), session.clone(), turn.map(TurnState::encode));
        blocking(move || store.save_turn_blocking(&session, encoded)).await
    }

    async fn save_todos(&self, session: &SessionId, items: &[TodoItem]) -> Result<(), StoreError> {
        let (store, session, items) = (self.clone(), session.clone(), items.to_vec());
        blocking(move || store.save_todos_blocking(&session, &items)).await
    }

    async fn load_todos(&self, session: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        let (store, session) = (self.clone(), session.clone());
        blocking(move || store.load_todos_blocking(&session)).await
    }

    async fn set_model(&self, session: &SessionId, model: &str) -> Result<(), StoreError> {
        let (store, session, model) = (self.clone(), session.clone(), model.to_owned());
        blocking(move || store.set_model_blocking(&session, &model)).await
    }

    async fn load_turn(&self, session: &SessionId) -> Result<Option<TurnState>, StoreError> {
        let (store, session) = (self.clone(), session.clone());
        blocking(move || store.load_turn_blocking(&session)).await
    }
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    tokio::task::spawn_blocking(f).await.map_err(|e| StoreError {
        uncertain: false,
        message: format!("the sessions database task failed: {e}"),
    })?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_lose_their_password_when_shown() {
        assert_eq!(
            redact_url("postgres://ann:hunter2@db.example/ouzel"),
            "postgres://ann:***@db.example/ouzel"
        );
        assert_eq!(
            redact_url("postgres://ann@db.example/ouzel"),
            "postgres://ann@db.example/ouzel"
        );
        assert_eq!(redact_url("postgresql://db/x?user=a"), "postgresql://db/x?user=a");
        assert!(is_postgres_url("postgresql://h/d"));
        assert!(!is_postgres_url("/home/ann/sessions.db"));
    }

    #[test]
    fn the_target_names_user_host_port_and_database() {
        let config: Config = "postgres://ann:hunter2@db.example:6543/fleet".parse().unwrap();
        assert_eq!(target_of(&config), "ann@db.example:6543/fleet");
    }
}
