//! Sessions persist in SQLite: resume, continue, list/show/export/delete, and crash safety.

use crate::support::{Env, assert_history_is_valid, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use serde_json::Value;
use std::io::BufRead;

fn session_id(events: &[Value]) -> String {
    events[0]["session_id"].as_str().unwrap().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_is_saved_resumed_continued_listed_exported_and_deleted() {
    let env = Env::new();
    env.write("small.txt", "persisted\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "read_file", r#"{"path": "small.txt"}"#))
        .await;
    server.push_sse(openai::text("first answer")).await;
    server.push_sse(openai::text("second answer")).await;
    server.push_sse(openai::text("third answer")).await;

    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("first question");
    let first = parse_events(&run(cmd).await.stdout);
    let id = session_id(&first);
    assert_eq!(of_type(&first, "finished")[0]["session_id"], id.as_str());

    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--resume", &id[..13], "second question"]);
    let second = parse_events(&run(cmd).await.stdout);
    assert_eq!(session_id(&second), id, "a unique prefix resumes the session");

    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--continue", "third question"]);
    let third = parse_events(&run(cmd).await.stdout);
    assert_eq!(
        session_id(&third),
        id,
        "--continue picks the latest session of the workspace"
    );

    let bodies = server.request_bodies().await;
    let last = bodies.last().unwrap();
    let texts: Vec<String> = last["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["content"].to_string())
        .collect();
    let joined = texts.join("\n");
    for needle in [
        "first question",
        "persisted",
        "first answer",
        "second question",
        "second answer",
        "third question",
    ] {
        assert!(joined.contains(needle), "resumed history holds {needle}: {joined}");
    }
    assert_history_is_valid(last);

    let out = env.ouzel().args(["sessions", "list"]).output().unwrap();
    let list = String::from_utf8_lossy(&out.stdout);
    assert!(list.contains(&id) && list.contains("first question"), "{list}");

    let out = env
        .ouzel()
        .args(["sessions", "list", "--json", "--workspace", "."])
        .output()
        .unwrap();
    let listed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed[0]["id"], id.as_str());
    assert_eq!(listed[0]["turns"], 3);
    let elsewhere = tempfile::tempdir().unwrap();
    let out = env
        .ouzel()
        .args(["sessions", "list", "--json", "--workspace"])
        .arg(elsewhere.path())
        .output()
        .unwrap();
    let listed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(listed, serde_json::json!([]), "another workspace has no sessions");

    let out = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    let show = String::from_utf8_lossy(&out.stdout);
    assert!(show.contains("third answer") && show.contains("read_file"), "{show}");

    let out = env
        .ouzel()
        .args(["sessions", "export", &id, "--format", "json"])
        .output()
        .unwrap();
    let export: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(export["messages"].as_array().unwrap().len(), 8);

    let out = env
        .ouzel()
        .args(["sessions", "export", &id, "--format", "markdown"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("second answer"));

    assert!(
        env.ouzel()
            .args(["sessions", "delete", &id])
            .output()
            .unwrap()
            .status
            .success()
    );
    let out = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let out = env.ouzel().args(["exec", "--continue", "x"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "nothing to continue");
    assert!(String::from_utf8_lossy(&out.stderr).contains("no saved session"));
}

/// Kills `ouzel exec` with SIGKILL when `trigger` appears in its event stream.
async fn kill_when(env: &Env, base_url: &str, trigger: &'static str) -> String {
    let mut cmd = env.exec_approving_std(base_url);
    cmd.arg("go").stdout(std::process::Stdio::piped());
    tokio::task::spawn_blocking(move || {
        let mut child = cmd.spawn().unwrap();
        let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut id = String::new();
        for line in stdout.lines() {
            let line = line.unwrap();
            let v: Value = serde_json::from_str(&line).unwrap();
            if v["type"] == "session_started" {
                id = v["session_id"].as_str().unwrap().to_owned();
            }
            if v["type"] == trigger {
                child.kill().unwrap();
                break;
            }
        }
        let _ = child.wait();
        id
    })
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_run_leaves_a_session_that_shows_and_resumes_cleanly() {
    // Kill points: while waiting for the stream, while a tool runs, and between two commits.
    for trigger in ["state_changed", "tool_batch_started", "tool_result"] {
        let env = Env::new();
        let server = ScriptedServer::start().await;
        server
            .push(
                wiremock::ResponseTemplate::new(200)
                    .set_body_raw(
                        openai::tool_call("c1", "shell", r#"{"command": "sleep 5; echo late"}"#),
                        "text/event-stream",
                    )
                    .set_delay(std::time::Duration::from_millis(if trigger == "state_changed" {
                        3000
                    } else {
                        0
                    })),
            )
            .await;
        server
            .push_sse_after(openai::text("never seen"), std::time::Duration::from_secs(10))
            .await;
        let id = kill_when(&env, &server.base_url(), trigger).await;
        assert!(!id.is_empty());

        let out = env.ouzel().args(["sessions", "show", &id]).output().unwrap();
        assert!(
            out.status.success(),
            "{trigger}: {}",
            String::from_utf8_lossy(&out.stderr)
        );

        let resumed = ScriptedServer::start().await;
        resumed.push_sse(openai::text("back on track")).await;
        let mut cmd = env.exec_json(&resumed.base_url());
        cmd.args(["--resume", &id, "continue please"]);
        let out = run(cmd).await;
        assert!(
            out.status.success(),
            "{trigger}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let events = parse_events(&out.stdout);
        assert_eq!(of_type(&events, "finished")[0]["reason"], "completed", "{trigger}");
        let bodies = resumed.request_bodies().await;
        assert_history_is_valid(&bodies[0]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn near_the_window_older_turns_are_summarised_and_the_store_keeps_them() {
    let env = Env::new();
    env.config("[context]\ncontext_window = 400\ncompact_threshold = 0.5\nkeep_recent_turns = 1\n");
    let long_question = format!("question one {}", "with a lot of detail ".repeat(60));
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("answer one")).await;
    server.push_sse(openai::text("answer two")).await;
    server
        .push_sse(openai::text("SUMMARY: the user asked two questions"))
        .await;
    server.push_sse(openai::text("answer three")).await;
    let mut id = String::new();
    let mut last_events = Vec::new();
    for (i, q) in [long_question.as_str(), "question two", "question three"]
        .iter()
        .enumerate()
    {
        let mut cmd = env.exec_json(&server.base_url());
        if i > 0 {
            cmd.arg("--continue");
        }
        cmd.arg(q);
        last_events = parse_events(&run(cmd).await.stdout);
        id = session_id(&last_events);
    }
    let compacted = of_type(&last_events, "context_compacted");
    assert_eq!(compacted.len(), 1, "{last_events:#?}");
    assert!(compacted[0]["tokens_after"].as_u64() < compacted[0]["tokens_before"].as_u64());
    assert_eq!(of_type(&last_events, "text").last().unwrap()["text"], "answer three");

    let bodies = server.request_bodies().await;
    assert!(bodies[2].get("tools").is_none(), "the summary request offers no tools");
    let sent = bodies[3]["messages"].to_string();
    assert!(sent.contains("[Summary of the earlier conversation]") && sent.contains("SUMMARY: the user asked"));
    assert!(!sent.contains("question one"), "summarised turns are not sent again");
    assert!(
        sent.contains("question two") && sent.contains("question three"),
        "recent turns stay verbatim"
    );

    // Nothing was deleted: the export has every message; a resume sends the summary, not the old turns.
    let out = env
        .ouzel()
        .args(["sessions", "export", &id, "--format", "json"])
        .output()
        .unwrap();
    let export: Value = serde_json::from_slice(&out.stdout).unwrap();
    let all = export["messages"].to_string();
    assert!(all.contains("question one") && all.contains("answer one"));
    let resumed = ScriptedServer::start().await;
    resumed.push_sse(openai::text("ok")).await;
    let mut cmd = env.exec_json(&resumed.base_url());
    cmd.args(["--resume", &id, "question four"]);
    run(cmd).await;
    let sent = resumed.request_bodies().await[0]["messages"].to_string();
    assert!(
        sent.contains("[Summary of the earlier conversation]") && !sent.contains("question one"),
        "{sent}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_context_window_error_triggers_one_compaction_and_a_retry() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("answer one")).await;
    server
        .push(wiremock::ResponseTemplate::new(400).set_body_raw(
            r#"{"error": {"message": "This model's maximum context length is 8192 tokens.", "type": "invalid_request_error", "code": "context_length_exceeded"}}"#,
            "application/json",
        ))
        .await;
    server.push_sse(openai::text("SUMMARY of turn one")).await;
    server.push_sse(openai::text("recovered")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("question one");
    run(cmd).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--continue", "question two"]);
    let events = parse_events(&run(cmd).await.stdout);
    assert_eq!(
        of_type(&events, "llm_error")[0]["error_type"],
        "context_window_exceeded"
    );
    assert_eq!(of_type(&events, "context_compacted").len(), 1);
    assert_eq!(of_type(&events, "finished")[0]["reason"], "completed");
    assert_eq!(of_type(&events, "text").last().unwrap()["text"], "recovered");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_killed_while_a_tool_runs_continues_with_resume_and_no_prompt() {
    let env = Env::new();
    env.write("notes.txt", "remember the milk\n");
    let server = ScriptedServer::start().await;
    // A read-only call, then a slow shell call (it runs alone, after the read).
    server
        .push_sse(openai::tool_calls(&[
            ("c1", "read_file", r#"{"path": "notes.txt"}"#),
            ("c2", "shell", r#"{"command": "sleep 30; echo done > late.txt"}"#),
        ]))
        .await;
    let mut cmd = env.ouzel_std();
    cmd.args([
        "exec",
        "--json",
        "--approve-all",
        "-m",
        "openai/test-model",
        "--base-url",
        &server.base_url(),
        "go",
    ])
    .stdout(std::process::Stdio::piped());
    let id = tokio::task::spawn_blocking(move || {
        let mut child = cmd.spawn().unwrap();
        let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut id = String::new();
        for line in stdout.lines() {
            let v: Value = serde_json::from_str(&line.unwrap()).unwrap();
            if v["type"] == "session_started" {
                id = v["session_id"].as_str().unwrap().to_owned();
            }
            // The shell call's batch started: the read has its result, the shell call none.
            if v["type"] == "tool_batch_started" && v["names"][0] == "shell" {
                child.kill().unwrap(); // SIGKILL
                break;
            }
        }
        let _ = child.wait();
        id
    })
    .await
    .unwrap();
    assert!(!id.is_empty());

    let resumed = ScriptedServer::start().await;
    resumed.push_sse(openai::text("picked up where we left off")).await;
    let mut cmd = env.exec_json(&resumed.base_url());
    cmd.args(["--approve-all", "--resume", &id]);
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    assert_eq!(of_type(&events, "finished")[0]["reason"], "completed");
    assert_eq!(session_id(&events), id, "the same session");

    let bodies = resumed.request_bodies().await;
    assert_eq!(
        bodies.len(),
        1,
        "one model call: the turn went on from its tool results"
    );
    let body = &bodies[0];
    assert_history_is_valid(body);
    let messages = body["messages"].as_array().unwrap();
    let users: Vec<&Value> = messages.iter().filter(|m| m["role"] == "user").collect();
    assert_eq!(users.len(), 1, "no new user message: {messages:#?}");
    let calls: Vec<Value> = messages
        .iter()
        .filter(|m| m["role"] == "assistant")
        .flat_map(|m| m["tool_calls"].as_array().cloned().unwrap_or_default())
        .collect();
    assert_eq!(
        calls.len(),
        2,
        "the answer was sent once, with both calls: {messages:#?}"
    );
    let result = |id: &str| {
        messages
            .iter()
            .find(|m| m["role"] == "tool" && m["tool_call_id"] == id)
            .map(|m| m["content"].as_str().unwrap_or_default().to_owned())
            .unwrap_or_else(|| panic!("no result for {id}: {messages:#?}"))
    };
    assert!(
        result("c1").contains("remember the milk"),
        "the read-only call ran again"
    );
    assert!(
        result("c2").starts_with("interrupted: ouzel stopped before this call reported"),
        "{}",
        result("c2")
    );
    assert!(!env.path().join("late.txt").exists(), "the write was not run again");

    // The turn is over: nothing is left to continue.
    let mut cmd = env.exec_json(&resumed.base_url());
    cmd.args(["--resume", &id]);
    let out = run(cmd).await;
    let events = parse_events(&out.stdout);
    let errors = of_type(&events, "error");
    assert!(
        errors[0]["message"]
            .as_str()
            .unwrap()
            .contains("has no unfinished turn"),
        "{events:#?}"
    );
}
