//! The session store in force, whichever database `sessions_db` names: a SQLite file (the
//! embedded default) or a PostgreSQL server (a team's machines sharing one place). Fronts hold
//! a [`Store`] and never ask which it is.

use crate::{LockError, PgStore, SessionEvent, SessionInfo, SessionLock, SqliteStore, UserTurn, is_postgres_url};
use ouzel_core::{Message, SessionId, SessionStore, StoreError, TodoItem, TokenUsage, TurnState};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Where sessions are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionsDb {
    /// A SQLite database file.
    Sqlite(PathBuf),
    /// A PostgreSQL connection URL (`postgres://USER@HOST/DB`), password included if given.
    Postgres(String),
}

impl SessionsDb {
    /// A `sessions_db` value: a `postgres://` or `postgresql://` URL, else a file path.
    pub fn parse(value: &str) -> Self {
        if is_postgres_url(value) {
            Self::Postgres(value.to_owned())
        } else {
            Self::Sqlite(PathBuf::from(value))
        }
    }
}

impl std::fmt::Display for SessionsDb {
    /// The file, or the URL without its password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Sqlite(path) => write!(f, "{}", path.display()),
            Self::Postgres(url) => f.write_str(&crate::redact_url(url)),
        }
    }
}

/// A session store on either backend. Cheap to clone. Every method but the
/// [`SessionStore`] ones blocks, as the backends' own do.
#[derive(Debug, Clone)]
pub enum Store {
    /// A SQLite file.
    Sqlite(SqliteStore),
    /// A PostgreSQL database.
    Postgres(PgStore),
}

macro_rules! both {
    ($self:ident, $s:ident => $e:expr) => {
        match $self {
            Store::Sqlite($s) => $e,
            Store::Postgres($s) => $e,
        }
    };
}

impl Store {
    /// Opens (SQLite) or connects to (PostgreSQL) the database, migrating its schema. Blocks.
    pub fn open(db: &SessionsDb) -> Result<Self, StoreError> {
        Ok(match db {
            SessionsDb::Sqlite(path) => Self::Sqlite(SqliteStore::open(path)?),
            SessionsDb::Postgres(url) => Self::Postgres(PgStore::connect(url)?),
        })
    }

    /// Records a new session on this machine (see [`SqliteStore::create_session`]).
    pub fn create_session(&self, id: &SessionId, workspace: &Path, model: &str) -> Result<(), StoreError> {
        both!(self, s => s.create_session(id, workspace, model))
    }

    /// Records a new session on the named host (see [`SqliteStore::create_session_on`]).
    pub fn create_session_on(
        &self,
        id: &SessionId,
        host: &str,
        workspace: &Path,
        model: &str,
    ) -> Result<(), StoreError> {
        both!(self, s => s.create_session_on(id, host, workspace, model))
    }

    /// Commits one step on the calling thread (see [`SessionStore::append`]).
    pub fn append_blocking(&self, id: &SessionId, messages: &[Message], usage: &TokenUsage) -> Result<(), StoreError> {
        both!(self, s => s.append_blocking(id, messages, usage))
    }

    /// The session's visible messages (see [`SqliteStore::load_messages`]).
    pub fn load_messages(&self, id: &SessionId) -> Result<Vec<Message>, StoreError> {
        both!(self, s => s.load_messages(id))
    }

    /// Hides all but the last `keep_last` messages behind `summary` (see
    /// [`SqliteStore::compact_blocking`]).
    pub fn compact_blocking(&self, id: &SessionId, keep_last: usize, summary: &Message) -> Result<(), StoreError> {
        both!(self, s => s.compact_blocking(id, keep_last, summary))
    }

    /// The session's user turns (see [`SqliteStore::user_turns`]).
    pub fn user_turns(&self, id: &SessionId) -> Result<Vec<UserTurn>, StoreError> {
        both!(self, s => s.user_turns(id))
    }

    /// Records a rewind (see [`SqliteStore::record_rewind`]).
    pub fn record_rewind(
        &self,
        id: &SessionId,
        hide_from: Option<i64>,
        summary: &str,
        detail: &Value,
    ) -> Result<usize, StoreError> {
        both!(self, s => s.record_rewind(id, hide_from, summary, detail))
    }

    /// The session's events (see [`SqliteStore::events`]).
    pub fn events(&self, id: &SessionId) -> Result<Vec<SessionEvent>, StoreError> {
        both!(self, s => s.events(id))
    }

    /// Stores or forgets where the turn stands (see [`SqliteStore::save_turn_blocking`]).
    pub fn save_turn_blocking(&self, id: &SessionId, turn: Option<(u32, String)>) -> Result<(), StoreError> {
        both!(self, s => s.save_turn_blocking(id, turn))
    }

    /// The unfinished turn (see [`SqliteStore::load_turn_blocking`]).
    pub fn load_turn_blocking(&self, id: &SessionId) -> Result<Option<TurnState>, StoreError> {
        both!(self, s => s.load_turn_blocking(id))
    }

    /// Replaces the todo list (see [`SqliteStore::save_todos_blocking`]).
    pub fn save_todos_blocking(&self, id: &SessionId, items: &[TodoItem]) -> Result<(), StoreError> {
        both!(self, s => s.save_todos_blocking(id, items))
    }

    /// The todo list (see [`SqliteStore::load_todos_blocking`]).
    pub fn load_todos_blocking(&self, id: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        both!(self, s => s.load_todos_blocking(id))
    }

    /// The session's summary (see [`SqliteStore::get`]).
    pub fn get(&self, id: &SessionId) -> Result<Option<SessionInfo>, StoreError> {
        both!(self, s => s.get(id))
    }

    /// Every session, most recently updated first (see [`SqliteStore::list`]).
    pub fn list(&self) -> Result<Vec<SessionInfo>, StoreError> {
        both!(self, s => s.list())
    }

    /// The latest session of a workspace (see [`SqliteStore::latest_for_workspace`]).
    pub fn latest_for_workspace(&self, workspace: &Path) -> Result<Option<SessionId>, StoreError> {
        both!(self, s => s.latest_for_workspace(workspace))
    }

    /// Takes session `id` for this process until the lock goes (see [`SqliteStore::lock_session`],
    /// [`PgStore::lock_session`]): [`LockError::InUse`] when another process runs it.
    pub fn lock_session(&self, id: &SessionId) -> Result<SessionLock, LockError> {
        both!(self, s => s.lock_session(id))
    }

    /// Deletes a session (see [`SqliteStore::delete`]).
    pub fn delete(&self, id: &SessionId) -> Result<bool, StoreError> {
        both!(self, s => s.delete(id))
    }

    /// The shortest unique prefix of an id (see [`SqliteStore::short_id`]).
    pub fn short_id(&self, id: &SessionId) -> Result<String, StoreError> {
        both!(self, s => s.short_id(id))
    }

    /// The one session an id prefix names (see [`SqliteStore::resolve_prefix`]).
    pub fn resolve_prefix(&self, prefix: &str) -> Result<SessionId, StoreError> {
        both!(self, s => s.resolve_prefix(prefix))
    }

    /// The whole session as JSON (see [`SqliteStore::export_json`]).
    pub fn export_json(&self, id: &SessionId) -> Result<Value, StoreError> {
        both!(self, s => s.export_json(id))
    }

    /// The session as Markdown (see [`SqliteStore::export_markdown`]).
    pub fn export_markdown(&self, id: &SessionId) -> Result<String, StoreError> {
        both!(self, s => s.export_markdown(id))
    }
}

#[async_trait::async_trait]
impl SessionStore for Store {
    async fn append(&self, session: &SessionId, messages: &[Message], usage: &TokenUsage) -> Result<(), StoreError> {
        both!(self, s => s.append(session, messages, usage).await)
    }

    async fn compact(&self, session: &SessionId, keep_last: usize, summary: &Message) -> Result<(), StoreError> {
        both!(self, s => s.compact(session, keep_last, summary).await)
    }

    async fn save_turn(&self, session: &SessionId, turn: Option<&TurnState>) -> Result<(), StoreError> {
        both!(self, s => s.save_turn(session, turn).await)
    }

    async fn append_with_turn(
        &self,
        session: &SessionId,
        messages: &[Message],
        usage: &TokenUsage,
        turn: Option<&TurnState>,
    ) -> Result<(), StoreError> {
        both!(self, s => s.append_with_turn(session, messages, usage, turn).await)
    }

    async fn save_todos(&self, session: &SessionId, items: &[TodoItem]) -> Result<(), StoreError> {
        both!(self, s => s.save_todos(session, items).await)
    }

    async fn load_todos(&self, session: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        both!(self, s => s.load_todos(session).await)
    }

    async fn load_turn(&self, session: &SessionId) -> Result<Option<TurnState>, StoreError> {
        both!(self, s => s.load_turn(session).await)
    }

    async fn set_model(&self, session: &SessionId, model: &str) -> Result<(), StoreError> {
        both!(self, s => s.set_model(session, model).await)
    }
}
