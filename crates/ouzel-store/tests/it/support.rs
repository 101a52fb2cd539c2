//! Builders for the steps the agent loop commits.

use ouzel_core::{ContentBlock, Message, Role, ToolCallId};
use serde_json::json;

/// An assistant message calling `read_file`, and the user message carrying its result.
pub(crate) fn tool_step(n: usize) -> Vec<Message> {
    let id = ToolCallId::new(format!("call_{n}"));
    vec![
        Message::new(
            Role::Assistant,
            vec![
                ContentBlock::text(format!("Reading file {n}.")),
                ContentBlock::ToolUse {
                    id: id.clone(),
                    name: "read_file".into(),
                    input: json!({ "path": format!("src/file_{n}.rs") }),
                },
            ],
        ),
        Message::new(
            Role::User,
            vec![ContentBlock::tool_result(id, format!("fn f{n}() {{}}\n"), false)],
        ),
    ]
}

/// The throwaway PostgreSQL server (shared with the CLI's tests, which reach it through
/// ouzel-test; this crate cannot depend on ouzel-test, so the file is included by path).
#[path = "../../../ouzel-test/src/postgres.rs"]
pub(crate) mod postgres;

use ouzel_store::{SessionsDb, Store};

/// One backend's database for one test.
pub(crate) struct Backend {
    /// `sqlite` or `postgres`, for assertion messages.
    pub(crate) name: &'static str,
    /// A store open on it.
    pub(crate) store: Store,
    db: SessionsDb,
    _dir: Option<tempfile::TempDir>,
}

impl Backend {
    /// Another store on the same database (as another process would open it).
    pub(crate) fn reopen(&self) -> Store {
        Store::open(&self.db).unwrap()
    }

    /// Runs raw SQL on the database, `sqlite` or `postgres` by backend; the first column of the
    /// first row, as text (empty when none).
    pub(crate) fn sql(&self, sqlite: &str, postgres: &str) -> String {
        match &self.db {
            SessionsDb::Sqlite(path) => {
                let conn = rusqlite::Connection::open(path).unwrap();
                let mut stmt = conn.prepare(sqlite).unwrap();
                let mut rows = stmt.query([]).unwrap();
                match rows.next().unwrap() {
                    Some(row) => match row.get_ref(0).unwrap() {
                        rusqlite::types::ValueRef::Integer(n) => n.to_string(),
                        rusqlite::types::ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
                        other => format!("{other:?}"),
                    },
                    None => String::new(),
                }
            }
            SessionsDb::Postgres(url) => postgres::shared().unwrap().psql(url, postgres),
        }
    }

    /// Rows of `table` for session `id`.
    pub(crate) fn count(&self, table: &str, id: &ouzel_core::SessionId) -> i64 {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE session_id = '{}'", id.as_str());
        self.sql(&sql, &sql).parse().unwrap()
    }

    /// What errors name to say which database: the file, or the server.
    pub(crate) fn location(&self) -> String {
        match &self.db {
            SessionsDb::Sqlite(path) => path.display().to_string(),
            SessionsDb::Postgres(_) => "127.0.0.1".into(),
        }
    }
}

/// A fresh database on each backend: a SQLite file in a temp dir, and a new database on the
/// throwaway PostgreSQL server (left out, after a `SKIPPED:` line, when PostgreSQL is not
/// installed and not required).
pub(crate) fn backends() -> Vec<Backend> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.db");
    let db = SessionsDb::Sqlite(path);
    let mut out = vec![Backend {
        name: "sqlite",
        store: Store::open(&db).unwrap(),
        db,
        _dir: Some(dir),
    }];
    if let Some(cluster) = postgres::shared() {
        let db = SessionsDb::Postgres(cluster.fresh_database());
        out.push(Backend {
            name: "postgres",
            store: Store::open(&db).unwrap(),
            db,
            _dir: None,
        });
    }
    out
}
