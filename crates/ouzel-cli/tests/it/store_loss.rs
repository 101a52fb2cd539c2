//! A session store that fails mid-run (issue 26's bad input): a write that fails once is tried
//! again and the run goes on; a PostgreSQL server that goes away fails the run visibly after
//! the retries, and the steps committed before stay (the turn continues with `--resume` once
//! the server is back). The same driver code serves SQLite.
//!
//! The model's second call is held until the test has changed the database (the mock server's
//! responder waits for it), so the failure lands on a known write without timing. The step
//! before that call commits while the call goes out (issue 21), so the test first waits until
//! that step is stored.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events, postgres};
use serde_json::Value;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wiremock::ResponseTemplate;

/// Answers the first model call with a `read_file` call; before answering the second (with
/// `answer`), runs `meanwhile` on another thread and waits for it.
async fn held_second_call(server: &ScriptedServer, answer: &'static str, meanwhile: impl FnOnce() + Send + 'static) {
    server
        .push_sse(openai::tool_call("c1", "read_file", r#"{"path": "a.txt"}"#))
        .await;
    let (arrived, on_arrival) = mpsc::channel::<()>();
    let (done, on_done) = mpsc::channel::<()>();
    std::thread::spawn(move || {
        if on_arrival.recv().is_ok() {
            meanwhile();
            let _ = done.send(());
        }
    });
    let (arrived, on_done) = (Mutex::new(Some(arrived)), Mutex::new(on_done));
    server
        .answer_by(move |_| {
            if let Some(tx) = arrived.lock().unwrap().take() {
                let _ = tx.send(());
                let _ = on_done.lock().unwrap().recv_timeout(Duration::from_secs(120));
            }
            ResponseTemplate::new(200)
                .insert_header("content-type", "text/event-stream")
                .set_body_raw(openai::text(answer), "text/event-stream")
        })
        .await;
}

fn events_of(out: &std::process::Output) -> Vec<Value> {
    parse_events(&out.stdout)
}

/// Waits until `count` messages are stored in the database at `url` (whichever session).
fn wait_for_messages(cluster: &postgres::Cluster, url: &str, count: usize) {
    for _ in 0..600 {
        let rows = cluster.psql(url, "SELECT count(*) FROM messages");
        if rows.trim().parse::<usize>().is_ok_and(|n| n >= count) {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("{count} messages were never stored");
}

fn messages_stored(cluster: &postgres::Cluster, url: &str, session: &str) -> Vec<String> {
    let rows = cluster.psql(
        url,
        &format!("SELECT role || ': ' || content FROM messages WHERE session_id = '{session}' ORDER BY seq"),
    );
    rows.lines().map(str::to_owned).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_server_that_goes_away_mid_run_fails_the_run_visibly_and_keeps_what_was_committed() {
    // A server of its own: this test stops it.
    let cluster = match postgres::Cluster::start() {
        Ok(c) => Arc::new(c),
        Err(why) => return postgres::skip_or_fail(&why),
    };
    let url = cluster.fresh_database();
    let env = Env::new();
    env.write("a.txt", "alpha");
    let server = ScriptedServer::start().await;
    let (stopping, stored_url) = (cluster.clone(), url.clone());
    held_second_call(&server, "the final answer", move || {
        // Prompt, call, result: the step before the held call.
        wait_for_messages(&stopping, &stored_url, 3);
        stopping.stop();
    })
    .await;

    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OUZEL_SESSIONS_DB", &url).arg("read a.txt");
    let out = run(cmd).await;
    let events = events_of(&out);
    assert!(!out.status.success(), "the run fails: {events:?}");
    let session = events[0]["session_id"].as_str().unwrap().to_owned();
    let target = format!("ouzel@127.0.0.1:{}/", cluster.port());
    let errors = of_type(&events, "error");
    assert_eq!(errors.len(), 1, "{events:?}");
    let message = errors[0]["message"].as_str().unwrap();
    assert!(
        message.contains("session store")
            && message.contains(&target)
            && message.contains("this step of the session was not saved after 3 attempts")
            && message.contains(&format!("--resume {session}")),
        "{message}"
    );
    let retried: Vec<&str> = of_type(&events, "notice")
        .iter()
        .filter_map(|n| n["message"].as_str())
        .filter(|m| m.contains("could not save this step of the session"))
        .collect();
    assert_eq!(retried.len(), 2, "two retries before giving up: {retried:?}");
    let finished = of_type(&events, "finished");
    assert_eq!(finished[0]["reason"], "error");

    // Back up: the first step is there, the answer that could not be saved is not, and the
    // turn continues from the stored step.
    cluster.run().unwrap();
    let stored = messages_stored(&cluster, &url, &session);
    assert_eq!(stored.len(), 3, "prompt, call, result: {stored:?}");
    assert!(stored[0].starts_with("user: ") && stored[0].contains("read a.txt"));
    assert!(
        stored[1].contains("read_file") && stored[2].contains("alpha"),
        "{stored:?}"
    );
    assert!(!stored.iter().any(|m| m.contains("the final answer")));

    server.push_sse(openai::text("answered after the outage")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OUZEL_SESSIONS_DB", &url).args(["--resume", &session]);
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    let last = bodies.last().unwrap();
    crate::support::assert_history_is_valid(last);
    assert!(
        last.to_string().contains("alpha"),
        "the resumed turn sends the stored result: {last}"
    );
    let stored = messages_stored(&cluster, &url, &session);
    assert!(
        stored.last().unwrap().contains("answered after the outage"),
        "{stored:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_store_write_that_fails_once_is_tried_again_and_the_run_goes_on() {
    let Some(cluster) = postgres::shared() else { return };
    let url = cluster.fresh_database();
    let env = Env::new();
    env.write("a.txt", "alpha");
    let server = ScriptedServer::start().await;
    // The next row written into `messages` is refused once, as a database with a passing
    // problem would (a sequence is not rolled back with the failed transaction).
    let sabotage = url.clone();
    held_second_call(&server, "the final answer", move || {
        wait_for_messages(postgres::shared().unwrap(), &sabotage, 3);
        postgres::shared().unwrap().psql(
            &sabotage,
            "CREATE SEQUENCE refusals; \
             CREATE FUNCTION refuse_once() RETURNS trigger LANGUAGE plpgsql AS $$ \
             BEGIN IF nextval('refusals') = 1 THEN RAISE EXCEPTION 'the disk hiccuped (refused once by the test)'; END IF; RETURN NEW; END $$; \
             CREATE TRIGGER refuse_once BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse_once();",
        );
    })
    .await;

    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OUZEL_SESSIONS_DB", &url).arg("read a.txt");
    let out = run(cmd).await;
    let events = events_of(&out);
    assert!(out.status.success(), "{events:?}");
    assert!(of_type(&events, "error").is_empty(), "{events:?}");
    let notices: Vec<&str> = of_type(&events, "notice")
        .iter()
        .filter_map(|n| n["message"].as_str())
        .filter(|m| m.contains("could not save"))
        .collect();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].contains("attempt 1 of 3") && notices[0].contains("the disk hiccuped"),
        "{}",
        notices[0]
    );
    assert_eq!(of_type(&events, "finished")[0]["reason"], "completed");
    let session = events[0]["session_id"].as_str().unwrap();
    let stored = messages_stored(cluster, &url, session);
    assert_eq!(stored.len(), 4, "{stored:?}");
    assert!(
        stored[3].contains("the final answer"),
        "saved once, on the second try: {stored:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_that_cannot_be_saved_while_the_model_answers_drops_the_answer_and_fails_the_run() {
    // A step commits while the next model call goes out (issue 21). Here every write fails
    // from the moment the second step's tool runs: the model still answers, but the answer
    // belongs to a step the store does not hold, so it is dropped and the run fails as any
    // write that fails for good fails it; the first step stays.
    let Some(cluster) = postgres::shared() else { return };
    let url = cluster.fresh_database();
    let env = Env::new();
    env.write("a.txt", "alpha");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "read_file", r#"{"path": "a.txt"}"#))
        .await;
    // The shell call says it started, then waits until the test has broken the store.
    server
        .push_sse(openai::tool_call(
            "c2",
            "shell",
            r#"{"command": "touch started; while [ ! -f go ]; do sleep 0.05; done; echo ran"}"#,
        ))
        .await;
    server.push_sse(openai::text("an answer nobody keeps")).await;
    let (workspace, sabotage) = (env.path().to_path_buf(), url.clone());
    let breaking = std::thread::spawn(move || {
        let started = workspace.join("started");
        for _ in 0..1200 {
            if started.exists() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        postgres::shared().unwrap().psql(
            &sabotage,
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ \
             BEGIN RAISE EXCEPTION 'the disk is gone (refused by the test)'; END $$; \
             CREATE TRIGGER refuse BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse();",
        );
        std::fs::write(workspace.join("go"), "").unwrap();
    });

    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OUZEL_SESSIONS_DB", &url)
        .args(["--approve-all", "read a.txt, then run it"]);
    let out = run(cmd).await;
    breaking.join().unwrap();
    let events = events_of(&out);
    assert!(!out.status.success(), "the run fails: {events:?}");
    let errors = of_type(&events, "error");
    assert_eq!(errors.len(), 1, "{events:?}");
    let message = errors[0]["message"].as_str().unwrap();
    assert!(
        message.contains("this step of the session was not saved after 3 attempts"),
        "{message}"
    );
    assert_eq!(of_type(&events, "finished")[0]["reason"], "error");
    // The model was asked a third time (beside the commit), but that answer is not kept.
    assert_eq!(server.request_bodies().await.len(), 3);
    let session = events[0]["session_id"].as_str().unwrap();
    let stored = messages_stored(cluster, &url, session);
    assert_eq!(stored.len(), 3, "prompt, first call, its result: {stored:?}");
    assert!(stored[2].contains("alpha"), "{stored:?}");
    assert!(
        !stored
            .iter()
            .any(|m| m.contains("shell") || m.contains("an answer nobody keeps")),
        "{stored:?}"
    );
}
