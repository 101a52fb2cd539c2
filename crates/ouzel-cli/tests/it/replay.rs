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

/// Every file under `root`, with its bytes.
fn files_of(root: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    for entry in std::fs::read_dir(root).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            out.insert(name, std::fs::read(&path).unwrap());
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_replays_from_its_start_state_in_a_copy_and_a_file_that_comes_out_different_is_named() {
    let env = Env::new();
    env.write("notes.txt", "v1\n");
    env.write("input.txt", "A\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "c1",
            "write_file",
            r#"{"path": "notes.txt", "content": "v2\n"}"#,
        ))
        .await;
    server
        .push_sse(openai::tool_call(
            "c2",
            "shell",
            r#"{"command": "cat input.txt > out.txt"}"#,
        ))
        .await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.exec_approving(&server.base_url());
    cmd.arg("update the notes and copy the input");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let id = ouzel_test::parse_events(&out.stdout)[0]["session_id"]
        .as_str()
        .unwrap()
        .to_owned();
    // The user works on since: the replay starts from the session's start state anyway.
    env.write("notes.txt", "the user's edit\n");
    let mine = files_of(env.path());

    let replay_session = |json: bool| {
        let mut cmd = env.ouzel();
        cmd.args(["replay", &id, "--approve-all"]);
        if json {
            cmd.arg("--json");
        }
        cmd
    };
    let out = run(replay_session(false)).await;
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(&format!("replaying in a scratch copy of {}", env.path().display()))
            && stdout.contains("restored to the session's start state: 2 file(s) from checkpoints"),
        "{stdout}"
    );
    assert!(
        stdout.contains("replayed 1 turn(s), 2 tool call(s): no divergence"),
        "{stdout}"
    );
    assert_eq!(files_of(env.path()), mine, "the user's tree is untouched");

    // An input the session never changed now differs: the file the shell wrote comes out
    // different, and the replay names it, its call, and the first differing line.
    env.write("input.txt", "B\n");
    let mine = files_of(env.path());
    let out = run(replay_session(false)).await;
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("turn 1, call 2 (`shell`): the file out.txt differs\nline 1:\n- A\n+ B"),
        "{stdout}"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("first divergence: turn 1, call 2 (`shell`), file out.txt"),
        "{stderr}"
    );
    assert_eq!(files_of(env.path()), mine, "the user's tree is still untouched");

    let out = run(replay_session(true)).await;
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["start"]["restored"], 2, "{report}");
    assert_eq!(report["divergences"].as_array().unwrap().len(), 1, "{report}");
    assert_eq!(report["divergences"][0]["kind"], "file");
    assert_eq!(report["divergences"][0]["path"], "out.txt");
    assert_eq!(server.request_bodies().await.len(), 3, "no replay asked the model");
}
