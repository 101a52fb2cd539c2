//! A step is committed whole or not at all.

use crate::support::{backends, postgres, tool_step};
use ouzel_core::{Message, SessionId, SessionStore, TokenUsage};
use ouzel_store::{SessionsDb, Store};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn counts(path: &Path, id: &SessionId) -> (i64, i64) {
    let conn = rusqlite::Connection::open(path).unwrap();
    let count = |table: &str| -> i64 {
        conn.query_row(
            &format!("SELECT COUNT(*) FROM {table} WHERE session_id = ?1"),
            [id.as_str()],
            |r| r.get(0),
        )
        .unwrap()
    };
    (count("messages"), count("usage"))
}

#[tokio::test]
async fn a_step_whose_second_message_fails_to_insert_leaves_nothing_behind() {
    for backend in backends() {
        let store = &backend.store;
        let id = SessionId::generate();
        store.create_session(&id, Path::new("/w"), "m").unwrap();
        store
            .append(&id, &[Message::assistant("before")], &TokenUsage::default())
            .await
            .unwrap();
        let before = store.get(&id).unwrap().unwrap();

        // Force the step's second message (seq 2) to collide: as soon as its first message (seq 1)
        // is inserted, a trigger takes seq 2 inside the same transaction.
        backend.sql(
            "CREATE TRIGGER collide AFTER INSERT ON messages WHEN NEW.seq = 1 BEGIN
                 INSERT INTO messages (session_id, seq, role, content, timestamp)
                 VALUES (NEW.session_id, 2, 'user', '[]', NEW.timestamp);
             END;",
            "CREATE FUNCTION collide() RETURNS trigger AS $$ BEGIN
                 INSERT INTO messages (session_id, seq, role, content, timestamp)
                 VALUES (NEW.session_id, 2, 'user', '[]', NEW.timestamp);
                 RETURN NEW;
             END $$ LANGUAGE plpgsql;
             CREATE TRIGGER collide AFTER INSERT ON messages FOR EACH ROW WHEN (NEW.seq = 1) EXECUTE FUNCTION collide();",
        );

        let usage = TokenUsage {
            input_tokens: 7,
            ..Default::default()
        };
        let err = store.append(&id, &tool_step(1), &usage).await.unwrap_err().to_string();
        assert!(
            err.contains("saving a step of session") && err.contains(&backend.location()),
            "{err}"
        );
        assert!(
            err.contains("UNIQUE constraint failed") || err.contains("duplicate key"),
            "{err}"
        );

        // Neither message of the step, nor its usage, nor the session's new `updated` time stayed.
        let counts = (backend.count("messages", &id), backend.count("usage", &id));
        assert_eq!(counts, (1, 1), "{}: only the earlier step", backend.name);
        let after = store.get(&id).unwrap().unwrap();
        assert_eq!(after.updated, before.updated);
        assert_eq!(after.usage.input_tokens, 0);
        let texts: Vec<String> = store.load_messages(&id).unwrap().iter().map(Message::text).collect();
        assert_eq!(texts, ["before"]);

        // With the obstacle gone, the same step commits and numbering carries on from the last step.
        backend.sql("DROP TRIGGER collide", "DROP TRIGGER collide ON messages");
        store.append(&id, &tool_step(1), &usage).await.unwrap();
        assert_eq!((backend.count("messages", &id), backend.count("usage", &id)), (3, 2));
    }
}

/// The environment variable that turns [`crash_child_appends_until_killed`] on.
const CRASH_DB: &str = "OUZEL_STORE_CRASH_DB";

/// Run by [`a_process_killed_while_appending_leaves_only_whole_steps`] in a child process:
/// appends three-message steps with large tool results until it is killed.
#[tokio::test]
#[ignore = "helper run in a child process by a_process_killed_while_appending_leaves_only_whole_steps"]
async fn crash_child_appends_until_killed() {
    let Some(db) = std::env::var_os(CRASH_DB) else {
        return;
    };
    let store = Store::open(&SessionsDb::parse(&db.to_string_lossy())).unwrap();
    let id = SessionId::new("crash");
    let filler = "x".repeat(64 * 1024);
    for n in 0.. {
        let mut step = tool_step(n);
        step.push(Message::user(filler.clone()));
        store.append(&id, &step, &TokenUsage::default()).await.unwrap();
    }
}

#[test]
fn a_process_killed_while_appending_leaves_only_whole_steps() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.db");
    killed_while_appending(&SessionsDb::Sqlite(path.clone()), |id| counts(&path, id).0);
}

#[test]
fn a_process_killed_while_appending_to_postgres_leaves_only_whole_steps() {
    let Some(cluster) = postgres::shared() else { return };
    let url = cluster.fresh_database();
    let count = |id: &SessionId| {
        cluster
            .psql(
                &url,
                &format!("SELECT COUNT(*) FROM messages WHERE session_id = '{}'", id.as_str()),
            )
            .parse::<i64>()
            .unwrap_or(0)
    };
    killed_while_appending(&SessionsDb::Postgres(url.clone()), count);
}

fn killed_while_appending(db: &SessionsDb, messages_of: impl Fn(&SessionId) -> i64) {
    let target = match db {
        SessionsDb::Sqlite(path) => path.display().to_string(),
        SessionsDb::Postgres(url) => url.clone(),
    };
    // The schema exists before the child starts, so counting can begin at once.
    drop(Store::open(db).unwrap());
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "atomicity::crash_child_appends_until_killed",
            "--test-threads=1",
        ])
        .env(CRASH_DB, &target)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();

    // Let it commit a good number of steps, then SIGKILL it wherever it is.
    let id = SessionId::new("crash");
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if messages_of(&id) >= 300 {
            break;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the child exited before being killed"
        );
        assert!(Instant::now() < deadline, "the child did not commit 100 steps in time");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();

    let store = Store::open(db).unwrap();
    let messages = messages_of(&id);
    let usage_rows: i64 = match db {
        SessionsDb::Sqlite(path) => counts(path, &id).1,
        SessionsDb::Postgres(url) => postgres::shared()
            .unwrap()
            .psql(
                url,
                &format!("SELECT COUNT(*) FROM usage WHERE session_id = '{}'", id.as_str()),
            )
            .parse()
            .unwrap(),
    };
    assert_eq!(
        messages % 3,
        0,
        "{messages} messages is not a whole number of 3-message steps"
    );
    assert_eq!(messages, usage_rows * 3, "every step has exactly its usage row");
    let loaded = store.load_messages(&id).unwrap();
    assert_eq!(loaded.len() as i64, messages);
    for (n, step) in loaded.chunks(3).enumerate() {
        assert_eq!(step[0].tool_uses().next().unwrap().0.as_str(), format!("call_{n}"));
        assert_eq!(step[2].text().len(), 64 * 1024);
    }
}
