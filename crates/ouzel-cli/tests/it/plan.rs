//! Plan mode (`--plan`) and the model's todo list (`todo_write`, `plan_updated`), end to end.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use serde_json::Value;

fn tool_message(body: &Value, id: &str) -> String {
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "tool" && m["tool_call_id"] == id)
        .and_then(|m| m["content"].as_str())
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exec_plan_denies_writes_with_a_reason_the_model_sees_and_resuming_without_plan_carries_it_out() {
    let env = Env::new();
    env.write("notes.txt", "old\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "w1",
            "write_file",
            r#"{"path": "notes.txt", "content": "new\n"}"#,
        ))
        .await;
    server
        .push_sse(openai::tool_call("r1", "read_file", r#"{"path": "notes.txt"}"#))
        .await;
    server.push_sse(openai::text("Plan: 1. write `new` to notes.txt")).await;
    let mut cmd = env.exec_json(&server.base_url());
    // Even --approve-all and trust cannot let a write through in plan mode.
    cmd.args(["--approve-all", "--trust", "--plan", "update notes.txt"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let decisions = of_type(&events, "permission_decision");
    assert_eq!(decisions[0]["name"], "write_file");
    assert_eq!(decisions[0]["decision"], "deny");
    assert_eq!(decisions[0]["by"], "mode:plan");
    let results = of_type(&events, "tool_result");
    assert_eq!(results[0]["is_error"], true);
    assert_eq!(results[1]["content"], "old\n", "read-only tools still run");
    assert_eq!(std::fs::read_to_string(env.path().join("notes.txt")).unwrap(), "old\n");
    let finished = events.last().unwrap();
    assert_eq!(finished["reason"], "completed");
    let session = finished["session_id"].as_str().unwrap().to_owned();

    let bodies = server.request_bodies().await;
    let system = bodies[0]["messages"][0]["content"].as_str().unwrap();
    assert!(system.contains("You are in plan mode"), "{system}");
    let denial = tool_message(&bodies[1], "w1");
    assert!(
        denial.contains("plan mode") && denial.contains("only read-only tools run"),
        "the model is told why: {denial}"
    );

    // Accepting the plan headless: resume the session without --plan.
    server
        .push_sse(openai::tool_call(
            "w2",
            "write_file",
            r#"{"path": "notes.txt", "content": "new\n"}"#,
        ))
        .await;
    server.push_sse(openai::text("Done.")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--approve-all", "--resume", &session, "go ahead"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read_to_string(env.path().join("notes.txt")).unwrap(), "new\n");
    let bodies = server.request_bodies().await;
    let system = bodies[3]["messages"][0]["content"].as_str().unwrap();
    assert!(!system.contains("You are in plan mode"), "plan mode is over");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exec_plan_in_text_mode_prints_the_plan_and_how_to_carry_it_out() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("1. do it")).await;
    let mut cmd = env.ouzel();
    cmd.args([
        "exec",
        "--plan",
        "-m",
        "openai/test-model",
        "--base-url",
        &server.base_url(),
        "-C",
    ])
    .arg(env.path())
    .arg("plan it");
    let out = run(cmd).await;
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1. do it\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("nothing was changed") && stderr.contains("ouzel exec --resume "),
        "{stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn todo_write_emits_plan_updated_and_a_resumed_session_shows_the_stored_list() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let list = r#"{"items": [
        {"content": "read the parser", "status": "done"},
        {"content": "fix the bug", "status": "in_progress"},
        {"content": "add a test", "status": "pending"}
    ]}"#;
    server.push_sse(openai::tool_call("t1", "todo_write", list)).await;
    server.push_sse(openai::text("working on it")).await;
    // No --approve-all: todo_write is Low risk and runs headless; and it runs in plan mode.
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--plan", "fix the parser"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let updates = of_type(&events, "plan_updated");
    assert_eq!(updates.len(), 1);
    let expected = serde_json::json!([
        {"content": "read the parser", "status": "done"},
        {"content": "fix the bug", "status": "in_progress"},
        {"content": "add a test", "status": "pending"}
    ]);
    assert_eq!(updates[0]["items"], expected);
    let result = &of_type(&events, "tool_result")[0];
    assert_eq!(result["is_error"], false);
    assert!(result["content"].as_str().unwrap().contains("[~] fix the bug"));
    let session = events.last().unwrap()["session_id"].as_str().unwrap().to_owned();

    server.push_sse(openai::text("still on it")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--resume", &session, "how far are you?"]);
    let out = run(cmd).await;
    let events = parse_events(&out.stdout);
    let updates = of_type(&events, "plan_updated");
    assert_eq!(updates.len(), 1, "the stored list comes back once, at the start");
    assert_eq!(updates[0]["items"], expected);
    let first_request = events.iter().position(|e| e["type"] == "state_changed").unwrap();
    let update = events.iter().position(|e| e["type"] == "plan_updated").unwrap();
    assert!(update < first_request, "shown before the model is called");
}
