//! One process at a time per session: a second `ouzel exec --resume`/`--continue` (or an
//! `ouzel rewind`) of a session another ouzel process runs is refused (exit 2, naming the
//! session and the holder) and changes nothing; a holder killed with SIGKILL leaves no stale
//! lock.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events, postgres};
use serde_json::Value;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

/// The id `session_started` names.
fn session_id(events: &[Value]) -> String {
    of_type(events, "session_started")[0]["session_id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Waits until `server` has received `n` model requests (a hang guard, not a timing assertion).
async fn wait_for_requests(server: &ScriptedServer, n: usize, holder: &mut Child) {
    let began = Instant::now();
    while server.request_bodies().await.len() < n {
        if let Some(status) = holder.try_wait().unwrap() {
            panic!("the holding run ended before its model call: {status}");
        }
        assert!(began.elapsed() < Duration::from_secs(120), "no model request arrived");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Every message text of the session, as `sessions export --format json` gives it.
fn exported(env: &Env, db: Option<&str>, id: &str) -> String {
    let mut cmd = env.ouzel();
    if let Some(db) = db {
        cmd.env("OUZEL_SESSIONS_DB", db);
    }
    let out = cmd
        .args(["sessions", "export", id, "--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice::<Value>(&out.stdout).unwrap()["messages"].to_string()
}

/// The whole story against one database (`db`: a PostgreSQL URL, or the default SQLite file):
/// a session is made; a run continuing it holds it (its model never answers); a second run
/// continuing it, by id and by `--continue`, is refused and changes nothing; the holder is
/// killed with SIGKILL; the session can be continued again.
async fn one_run_at_a_time(db: Option<&str>, holder_named: bool) {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("first answer")).await;
    // The holder's model call: answered long after the test is over.
    server
        .push_sse_after(openai::text("never seen"), Duration::from_secs(600))
        .await;
    server.push_sse(openai::text("after the holder died")).await;
    let with_db = |mut cmd: assert_cmd::Command| {
        if let Some(db) = db {
            cmd.env("OUZEL_SESSIONS_DB", db);
        }
        cmd
    };

    let mut cmd = with_db(env.exec_json(&server.base_url()));
    cmd.arg("first question");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let id = session_id(&parse_events(&out.stdout));

    let mut holder = env.exec_json_std(&server.base_url());
    if let Some(db) = db {
        holder.env("OUZEL_SESSIONS_DB", db);
    }
    holder
        .args(["--resume", &id, "held question"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut holder = holder.spawn().unwrap();
    wait_for_requests(&server, 2, &mut holder).await;

    for how in [vec!["--resume", &id[..13]], vec!["--continue"]] {
        let mut cmd = with_db(env.exec_json(&server.base_url()));
        cmd.args(&how).arg("intruding question");
        let out = run(cmd).await;
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{how:?}: {stderr}");
        assert!(
            stderr.contains(&format!("session {id} is in use by another ouzel process")),
            "{how:?}: {stderr}"
        );
        if holder_named {
            assert!(stderr.contains(&format!("(pid {})", holder.id())), "{stderr}");
        }
        assert!(out.stdout.is_empty(), "nothing of a run is shown");
    }
    // Nor is it rewound under the run.
    let mut rewind = env.ouzel();
    if let Some(db) = db {
        rewind.env("OUZEL_SESSIONS_DB", db);
    }
    let out = rewind.args(["rewind", &id, "--conversation"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(&format!("session {id} is in use")), "{stderr}");
    assert_eq!(
        server.request_bodies().await.len(),
        2,
        "the refused runs called no model"
    );
    // Nor deleted.
    let mut delete = env.ouzel();
    if let Some(db) = db {
        delete.env("OUZEL_SESSIONS_DB", db);
    }
    let out = delete.args(["sessions", "delete", &id]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&format!("session {id} is in use")), "{stderr}");
    assert!(holder.try_wait().unwrap().is_none(), "the holder still runs");
    assert!(!exported(&env, db, &id).contains("intruding question"));

    holder.kill().unwrap();
    holder.wait().unwrap();
    let mut cmd = with_db(env.exec_json(&server.base_url()));
    cmd.args(["--resume", &id, "after the kill"]);
    let out = run(cmd).await;
    assert!(
        out.status.success(),
        "a killed holder leaves no stale lock: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let messages = exported(&env, db, &id);
    assert!(
        messages.contains("after the kill") && messages.contains("after the holder died"),
        "{messages}"
    );
    assert!(!messages.contains("intruding question"), "{messages}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_another_process_runs_is_refused_and_a_killed_holder_frees_it() {
    one_run_at_a_time(None, true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_too_a_session_runs_in_one_process_at_a_time() {
    let Some(cluster) = postgres::shared() else { return };
    let url = cluster.fresh_database();
    one_run_at_a_time(Some(&url), false).await;
}
