//! `exec --record` and `ouzel replay`: a recorded run replayed with the recorded model answers
//! against the real tools, diverging when the files changed, and bad input refused.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, openai};

/// Records `exec` reading `notes.txt` into `cassette.json` (outside the workspace).
async fn record(env: &Env, server: &ScriptedServer, cassette: &std::path::Path) {
    env.write("notes.txt", "version one\n");
    server
        .push_sse(openai::tool_call("c1", "read_file", r#"{"path": "notes.txt"}"#))
        .await;
    server.push_sse(openai::text("The notes say version one.")).await;
    let mut cmd = env.exec_text(&server.base_url());
    cmd.arg("--record").arg(cassette).arg("what do the notes say?");
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
}

fn replay(env: &Env, target: &std::path::Path) -> assert_cmd::Command {
    let mut cmd = env.ouzel();
    cmd.arg("replay").arg(target);
    cmd
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recorded_run_replays_without_the_model_and_diverges_when_a_file_changed() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    let dir = tempfile::tempdir().unwrap();
    let cassette = dir.path().join("cassette.json");
    record(&env, &server, &cassette).await;
    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&cassette).unwrap()).unwrap();
    assert_eq!(saved["format"], 1);
    assert!(
        !saved.to_string().contains("sk-test-sentinel-key"),
        "no secret in a cassette"
    );

    let out = run(replay(&env, &cassette)).await;
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("replayed 1 turn(s), 1 tool call(s): no divergence"),
        "{stdout}"
    );
    assert_eq!(server.request_bodies().await.len(), 2, "the replay asked no model");

    env.write("notes.txt", "version two\n");
    let out = run(replay(&env, &cassette)).await;
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("turn 1, call 1 (`read_file`): the result differs"),
        "{stdout}"
    );
    assert!(
        stdout.contains("version one") && stdout.contains("version two"),
        "{stdout}"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("first divergence: turn 1, call 1 (`read_file`)"),
        "{stderr}"
    );

    let mut cmd = replay(&env, &cassette);
    cmd.arg("--json");
    let out = run(cmd).await;
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["divergences"][0]["tool"], "read_file");
    assert_eq!(report["divergences"][0]["kind"], "result");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_session_or_an_older_cassette_is_refused_saying_what_to_do() {
    let env = Env::new();
    let out = run(replay(&env, std::path::Path::new("nosuchsession"))).await;
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("session `nosuchsession`") && stderr.contains("ouzel sessions list"),
        "{stderr}"
    );

    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join("old.json");
    std::fs::write(&old, r#"{"format": 0, "model": "openai/x", "messages": []}"#).unwrap();
    let out = run(replay(&env, &old)).await;
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cassette format 0") && stderr.contains("record it again with `ouzel exec --record FILE`"),
        "{stderr}"
    );
}
