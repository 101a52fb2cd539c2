//! Hooks copied from a Claude Code settings file, in a project's `.ouzel/settings.json` and
//! `.ouzel/config.toml`: the real binary, real hook scripts in the workspace, the mock model.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use serde_json::Value;

fn json_file(env: &Env, name: &str) -> Value {
    let text = std::fs::read_to_string(env.path().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    serde_json::from_str(&text).unwrap()
}

/// Trusts the workspace to run its own hooks, as a user would after reading them.
fn trusted_env() -> Env {
    let env = Env::new();
    env.config(&format!(
        "trusted_projects = [{:?}]\n",
        env.path().display().to_string()
    ));
    env
}

fn user_text(body: &Value) -> String {
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .rfind(|m| m["role"] == "user")
        .and_then(|m| m["content"].as_str())
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claude_code_settings_json_pre_tool_use_hook_denies_with_a_reason_the_model_sees() {
    let env = trusted_env();
    env.write("a.txt", "keep me\n");
    env.write(
        ".claude/hooks/guard.sh",
        r#"#!/bin/bash
input=$(cat)
echo "$input" > "$CLAUDE_PROJECT_DIR/pre.json"
if echo "$input" | grep -q '"rm '; then
  echo '{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "rm is not allowed here; move files to trash/ instead"}}'
fi
exit 0
"#,
    );
    env.write(
        ".ouzel/settings.json",
        r#"{
  "permissions": {"allow": ["Bash(npm test)"]},
  "hooks": {
    "PreToolUse": [
      {"matcher": "shell", "hooks": [{"type": "command", "command": "bash \"$CLAUDE_PROJECT_DIR\"/.claude/hooks/guard.sh", "timeout": 10}]}
    ]
  }
}"#,
    );
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "shell", r#"{"command": "rm a.txt"}"#))
        .await;
    server.push_sse(openai::text("ok")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--approve-all", "clean up"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let decision = &of_type(&events, "permission_decision")[0];
    assert_eq!(decision["by"], "hook:pre_tool_use");
    assert_eq!(decision["decision"], "deny");
    assert!(
        env.path().join("a.txt").exists(),
        "the hook stopped rm under --approve-all"
    );
    let bodies = server.request_bodies().await;
    let tool = bodies[1]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "tool")
        .unwrap();
    assert!(
        tool["content"]
            .as_str()
            .unwrap()
            .contains("move files to trash/ instead"),
        "{tool}"
    );
    // Claude Code's field names on stdin.
    let input = json_file(&env, "pre.json");
    assert_eq!(input["hook_event_name"], "PreToolUse");
    assert_eq!(input["tool_name"], "shell");
    assert_eq!(input["tool_input"]["command"], "rm a.txt");
    assert_eq!(input["tool_use_id"], "c1");
    assert_eq!(input["permission_mode"], "default");
    assert_eq!(input["session_id"], events[0]["session_id"]);
    assert!(input["cwd"].as_str().is_some_and(|c| !c.is_empty()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn post_tool_use_exit_two_reaches_the_model_with_the_result() {
    let env = trusted_env();
    env.write(
        ".ouzel/config.toml",
        r#"
[[hooks.PostToolUse]]
matcher = "write_file|edit_file"
[[hooks.PostToolUse.hooks]]
type = "command"
command = "cat > post.json; echo 'lint: missing newline at end of file' >&2; exit 2"
"#,
    );
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "w1",
            "write_file",
            r#"{"path": "x.txt", "content": "no newline"}"#,
        ))
        .await;
    server.push_sse(openai::text("fixed")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--approve-all", "write x"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read_to_string(env.path().join("x.txt")).unwrap(), "no newline");
    let bodies = server.request_bodies().await;
    let tool = bodies[1]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "tool")
        .unwrap()["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(tool.contains("lint: missing newline at end of file"), "{tool}");
    let input = json_file(&env, "post.json");
    assert_eq!(input["hook_event_name"], "PostToolUse");
    assert_eq!(input["tool_name"], "write_file");
    assert!(
        input["tool_response"].as_str().is_some_and(|r| !r.is_empty()),
        "{input}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn session_start_and_user_prompt_submit_add_context_to_the_prompt() {
    let env = trusted_env();
    env.write(
        ".ouzel/settings.json",
        r#"{"hooks": {
  "SessionStart": [{"hooks": [{"type": "command", "command": "cat > start.json; echo '{\"hookSpecificOutput\": {\"hookEventName\": \"SessionStart\", \"additionalContext\": \"branch: main\"}}'"}]}],
  "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "cat > prompt.json; echo 'ticket ABC-12 is open'"}]}]
}}"#,
    );
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("ok")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("what next?");
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    let text = user_text(&bodies[0]);
    assert!(text.starts_with("what next?"), "{text}");
    assert!(
        text.contains("branch: main") && text.contains("ticket ABC-12 is open"),
        "{text}"
    );
    assert_eq!(json_file(&env, "start.json")["source"], "startup");
    assert_eq!(json_file(&env, "prompt.json")["prompt"], "what next?");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blocking_user_prompt_submit_hook_keeps_the_prompt_from_the_model() {
    let env = trusted_env();
    env.write(
        ".ouzel/config.toml",
        r#"
[[hooks.user_prompt_submit]]
command = "grep -q password && { echo 'prompts may not contain passwords' >&2; exit 2; } || exit 0"
"#,
    );
    let server = ScriptedServer::start().await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("my password is hunter2");
    let out = run(cmd).await;
    assert!(!out.status.success());
    let events = parse_events(&out.stdout);
    let error = &of_type(&events, "error")[0];
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .contains("prompts may not contain passwords"),
        "{error}"
    );
    assert_eq!(events.last().unwrap()["reason"], "error");
    assert!(server.request_bodies().await.is_empty(), "the model never saw it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_hook_that_blocks_makes_the_model_go_on_once_with_the_reason() {
    let env = trusted_env();
    // Blocks the first stop only: Claude Code's stop_hook_active says the run went on already.
    env.write(
        ".ouzel/settings.json",
        r#"{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "cat >> stops.jsonl; echo >> stops.jsonl; grep -q '\"stop_hook_active\":true' stops.jsonl || echo '{\"decision\": \"block\", \"reason\": \"run the tests before you stop\"}'"}]}]}}"#,
    );
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("done")).await;
    server.push_sse(openai::text("tests pass; done")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("fix it");
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 2);
    assert!(
        user_text(&bodies[1]).contains("run the tests before you stop"),
        "{}",
        user_text(&bodies[1])
    );
    assert_eq!(of_type(&events, "text").last().unwrap()["text"], "tests pass; done");
    let stops = std::fs::read_to_string(env.path().join("stops.jsonl")).unwrap();
    let stops: Vec<Value> = stops
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(stops.len(), 2);
    assert_eq!(stops[0]["hook_event_name"], "Stop");
    assert_eq!(stops[0]["stop_hook_active"], false);
    assert_eq!(stops[1]["stop_hook_active"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hook_printing_invalid_json_is_named_in_a_warning_and_nothing_it_guards_runs() {
    let env = trusted_env();
    env.write(
        ".ouzel/config.toml",
        r#"
[[hooks.PreToolUse]]
matcher = "shell"
[[hooks.PreToolUse.hooks]]
type = "command"
command = "cat >/dev/null; echo '{\"decision\": '"

[[hooks.PostToolUse]]
[[hooks.PostToolUse.hooks]]
type = "command"
command = "cat >/dev/null; echo '{oops'"
"#,
    );
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_calls(&[
            ("s1", "shell", r#"{"command": "touch ran.txt"}"#),
            ("r1", "list_files", "{}"),
        ]))
        .await;
    server.push_sse(openai::text("ok")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--approve-all", "go"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    assert!(!env.path().join("ran.txt").exists(), "the guarded call did not run");
    let results = of_type(&events, "tool_result");
    let shell = results.iter().find(|r| r["name"] == "shell").unwrap();
    assert!(
        shell["content"]
            .as_str()
            .unwrap()
            .contains("PreToolUse hook `cat >/dev/null; echo '{\"decision\": '` printed invalid JSON"),
        "{shell}"
    );
    let list = results.iter().find(|r| r["name"] == "list_files").unwrap();
    assert_eq!(list["is_error"], false, "the rest keeps working");
    let notices: Vec<&str> = of_type(&events, "notice")
        .iter()
        .filter_map(|n| n["message"].as_str())
        .collect();
    assert!(
        notices
            .iter()
            .any(|n| n.contains("PostToolUse hook `cat >/dev/null; echo '{oops'` printed invalid JSON")),
        "{notices:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_projects_hooks_do_not_run_until_the_user_trusts_the_project() {
    let env = Env::new();
    env.write(
        ".ouzel/settings.json",
        r#"{"hooks": {"SessionStart": [{"hooks": [{"type": "command", "command": "touch pwned"}]}]}}"#,
    );
    env.write(".ouzel/config.toml", "[[hooks.stop]]\ncommand = \"touch pwned-too\"\n");
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("ok")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("hi");
    let out = run(cmd).await;
    assert!(out.status.success());
    assert!(!env.path().join("pwned").exists() && !env.path().join("pwned-too").exists());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("2 hook(s) in") && stderr.contains("trusted_projects"),
        "{stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pre_tool_use_hook_answering_ask_stops_a_trusted_write_headless_until_approve_all() {
    let env = trusted_env();
    env.write(
        ".claude/hooks/ask.sh",
        r#"#!/bin/bash
if grep -q '"path":"release' ; then
  echo '{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "ask", "permissionDecisionReason": "release files need a person"}}'
fi
exit 0
"#,
    );
    env.write(
        ".ouzel/settings.json",
        r#"{"hooks": {"PreToolUse": [
  {"matcher": "write_file", "hooks": [{"type": "command", "command": "bash \"$CLAUDE_PROJECT_DIR\"/.claude/hooks/ask.sh"}]}
]}}"#,
    );
    let server = ScriptedServer::start().await;
    // One turn, two trusted writes: the hook asks about one of them only.
    server
        .push_sse(openai::tool_calls(&[
            ("c1", "write_file", r#"{"path": "notes.txt", "content": "x"}"#),
            ("c2", "write_file", r#"{"path": "release.txt", "content": "1.0"}"#),
        ]))
        .await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--trust", "write both"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let denied = of_type(&events, "permission_denied");
    assert_eq!(denied.len(), 1, "{denied:?}");
    assert_eq!(denied[0]["id"], "c2");
    let message = denied[0]["message"].as_str().unwrap();
    assert!(
        message.contains("a pre-tool hook asked for approval of `write_file` (release files need a person)")
            && message.contains("--approve-all"),
        "{message}"
    );
    let decision = of_type(&events, "permission_decision")
        .into_iter()
        .find(|d| d["id"] == "c2")
        .unwrap();
    assert_eq!(
        (&decision["decision"], &decision["by"]),
        (&"deny".into(), &"hook:pre_tool_use".into())
    );
    assert!(
        env.path().join("notes.txt").exists(),
        "trust still allows the other write"
    );
    assert!(!env.path().join("release.txt").exists());

    // --approve-all answers what the hook asked.
    server
        .push_sse(openai::tool_call(
            "c3",
            "write_file",
            r#"{"path": "release.txt", "content": "1.0"}"#,
        ))
        .await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--trust", "--approve-all", "write it"]);
    let events = parse_events(&run(cmd).await.stdout);
    assert!(of_type(&events, "permission_denied").is_empty());
    assert_eq!(std::fs::read_to_string(env.path().join("release.txt")).unwrap(), "1.0");
}
