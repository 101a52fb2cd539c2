//! `ouzel acp` as an editor sees it. The scenarios run the official ACP TypeScript SDK
//! (`@agentclientprotocol/sdk`, installed by `crates/ouzel-acp/tests/setup.sh`) as the client,
//! through `acp_client.mjs`, against the real binary and the in-process mock model; without
//! node or the SDK they print why they skip (in CI, `OUZEL_ACP_REQUIRE=1` turns a skip into a
//! failure). The bad-input test speaks raw JSON lines, since no SDK sends malformed ones.

use crate::support::Env;
use ouzel_test::{ScriptedServer, openai};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// The SDK's entry module, or `None` (said) when the SDK or node is absent.
fn sdk() -> Option<String> {
    let entry = std::env::var("OUZEL_ACP_SDK")
        .ok()
        .filter(|v| std::path::Path::new(v).is_file());
    let node = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    match entry {
        Some(entry) if node => Some(entry),
        _ => {
            assert!(
                std::env::var("OUZEL_ACP_REQUIRE").is_err(),
                "node and the ACP TypeScript SDK are required (OUZEL_ACP_REQUIRE is set): eval \"$(bash crates/ouzel-acp/tests/setup.sh)\""
            );
            println!(
                "SKIPPED: node or the ACP TypeScript SDK is not installed (OUZEL_ACP_SDK unset); eval \"$(bash crates/ouzel-acp/tests/setup.sh)\""
            );
            None
        }
    }
}

/// Runs one scenario of `acp_client.mjs` against `ouzel acp` and returns its report.
async fn drive(env: &Env, server: &ScriptedServer, sdk: &str, scenario: &str, vars: &[(&str, String)]) -> Value {
    drive_with(env, server, sdk, scenario, vars, &[]).await
}

/// [`drive`], with more options for `ouzel acp`.
async fn drive_with(
    env: &Env,
    server: &ScriptedServer,
    sdk: &str,
    scenario: &str,
    vars: &[(&str, String)],
    options: &[&str],
) -> Value {
    drive_model(env, server, sdk, scenario, vars, options, "openai/test-model").await
}

/// [`drive_with`], on `model`.
async fn drive_model(
    env: &Env,
    server: &ScriptedServer,
    sdk: &str,
    scenario: &str,
    vars: &[(&str, String)],
    options: &[&str],
    model: &str,
) -> Value {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/it/acp_client.mjs");
    let mut cmd = env.ouzel_std();
    let program = cmd.get_program().to_owned();
    let mut node = Command::new("node");
    node.arg(script)
        .arg(sdk)
        .arg(scenario)
        .arg(env.path())
        .arg("--")
        .arg(&program)
        .args(["acp", "-m", model, "--base-url", &server.base_url()])
        .args(options);
    node.env_clear();
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            node.env(k, v);
        }
    }
    for (k, v) in vars {
        node.env(k, v);
    }
    node.current_dir(env.path());
    cmd.env_clear();
    let out = tokio::task::spawn_blocking(move || node.output().unwrap())
        .await
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the ACP client failed: {stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().last().unwrap_or_default();
    let report: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("report {line:?}: {e}; stderr: {stderr}"));
    assert_eq!(
        report["exit"],
        json!({"code": 0, "signal": null}),
        "ouzel ends cleanly when stdin closes: {stderr}"
    );
    report
}

/// The session updates of one kind.
fn updates<'a>(report: &'a Value, kind: &str) -> Vec<&'a Value> {
    report["updates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| &n["update"])
        .filter(|u| u["sessionUpdate"] == kind)
        .collect()
}

fn message_text(report: &Value, kind: &str) -> String {
    updates(report, kind)
        .iter()
        .filter_map(|u| u["content"]["text"].as_str())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_editor_sees_streamed_text_a_read_call_and_its_completion_then_end_turn() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    env.write("hello.txt", "hello from the workspace\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("call_read", "read_file", r#"{"path":"hello.txt"}"#))
        .await;
    server.push_sse(openai::text("The file greets the workspace.")).await;
    let report = drive(&env, &server, &sdk, "read", &[]).await;

    let init = &report["initialize"];
    assert_eq!(init["protocolVersion"], 1);
    assert_eq!(init["agentCapabilities"]["loadSession"], true);
    assert_eq!(init["agentInfo"]["name"], "ouzel");
    assert_eq!(init["authMethods"], json!([]), "a key is set: nothing to sign in to");
    let modes: Vec<&str> = report["session"]["modes"]["availableModes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap())
        .collect();
    assert_eq!(modes, ["ask", "trust", "plan"]);

    let calls = updates(&report, "tool_call");
    assert_eq!(calls.len(), 1, "{report}");
    assert_eq!(calls[0]["toolCallId"], "call_read");
    assert_eq!(calls[0]["title"], "read_file hello.txt");
    assert_eq!(calls[0]["kind"], "read");
    assert_eq!(calls[0]["rawInput"], json!({"path": "hello.txt"}));
    let file = env.path().join("hello.txt");
    assert_eq!(calls[0]["locations"][0]["path"], file.to_str().unwrap());
    let done: Vec<_> = updates(&report, "tool_call_update")
        .into_iter()
        .filter(|u| u["status"] == "completed")
        .collect();
    assert_eq!(done.len(), 1, "{report}");
    assert!(
        done[0]["content"][0]["content"]["text"]
            .as_str()
            .unwrap()
            .contains("hello from the workspace"),
        "{report}"
    );
    assert!(
        updates(&report, "agent_message_chunk").len() > 1,
        "the answer streams in pieces"
    );
    assert_eq!(
        message_text(&report, "agent_message_chunk"),
        "The file greets the workspace."
    );
    let commands = updates(&report, "available_commands_update");
    assert!(
        commands[0]["availableCommands"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["name"] == "compact"),
        "{report}"
    );
    assert_eq!(report["prompt"]["stopReason"], "end_turn");
}

async fn write_scenario(answer: &str) -> (Env, Value) {
    write_scenario_with(&[("ACP_ANSWER", answer.to_owned())]).await.0
}

/// The write scenario with these client variables; also the model's request bodies.
async fn write_scenario_with(vars: &[(&str, String)]) -> ((Env, Value), Vec<Value>) {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "call_write",
            "write_file",
            r#"{"path":"notes/new.txt","content":"new content\n"}"#,
        ))
        .await;
    server.push_sse(openai::text("Done.")).await;
    let sdk = sdk().unwrap_or_default();
    let report = drive(&env, &server, &sdk, "write", vars).await;
    ((env, report), server.request_bodies().await)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_editor_that_can_ask_for_text_rejects_with_a_message_the_model_reads() {
    if sdk().is_none() {
        return;
    }
    let ((env, report), bodies) = write_scenario_with(&[
        ("ACP_ELICITATION", "1".into()),
        ("ACP_ANSWER", "deny_message".into()),
        ("ACP_REJECT_MESSAGE", "put it under docs/ instead".into()),
    ])
    .await;
    let asked = report["permissions"].as_array().unwrap();
    assert_eq!(asked.len(), 1, "{report}");
    let options: Vec<(&str, &str)> = asked[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["optionId"].as_str().unwrap(), o["kind"].as_str().unwrap()))
        .collect();
    assert_eq!(
        options,
        [
            ("once", "allow_once"),
            ("session", "allow_always"),
            ("deny", "reject_once"),
            ("deny_message", "reject_once")
        ]
    );
    let forms = report["elicitations"].as_array().unwrap();
    assert_eq!(forms.len(), 1, "the message is asked for once: {report}");
    assert_eq!(forms[0]["mode"], "form");
    assert_eq!(forms[0]["toolCallId"], "call_write", "tied to the call: {}", forms[0]);
    assert_eq!(forms[0]["requestedSchema"]["required"], json!(["message"]));
    assert!(
        !env.path().join("notes/new.txt").exists(),
        "a rejected write writes nothing"
    );
    let answer = bodies[1].to_string();
    assert!(
        answer.contains("the user denied `write_file`: put it under docs/ instead"),
        "the model reads the message with the refusal: {answer}"
    );
    assert_eq!(report["prompt"]["stopReason"], "end_turn");
}

/// Bad image blocks (not base64, not an image type) and audio are refused as invalid params,
/// each saying what was wrong, whatever the model.
fn assert_bad_blocks_refused(report: &Value) {
    let errors = report["badImageErrors"].as_array().unwrap();
    for (error, says) in errors
        .iter()
        .zip(["not valid base64", "`text/plain` is not an image type", "is audio"])
    {
        assert_eq!(error["code"], -32602, "{error}");
        assert!(error.to_string().contains(says), "{says}: {error}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_image_for_a_text_only_model_is_refused_naming_the_model_and_the_session_stays_usable() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("In words, then.")).await;
    let report = drive(&env, &server, &sdk, "image", &[]).await;
    let caps = &report["initialize"]["agentCapabilities"]["promptCapabilities"];
    assert_ne!(
        caps["image"], true,
        "images are not offered for a text-only model: {caps}"
    );
    let error = &report["imageError"];
    assert_eq!(error["code"], -32602, "{report}");
    assert!(
        error.to_string().contains("openai/test-model") && error.to_string().contains("does not take images"),
        "the error names the model: {error}"
    );
    assert!(
        error.to_string().contains("images = true"),
        "and how to enable images: {error}"
    );
    assert_bad_blocks_refused(&report);
    assert_eq!(report["prompt"]["stopReason"], "end_turn", "{report}");
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 1, "the refused prompts reached no model");
    assert!(!bodies[0].to_string().contains("what is in this picture"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vision_model_is_offered_images_gets_them_in_its_wire_form_and_a_load_replays_them() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("A single pixel.")).await;
    server.push_sse(openai::text("One dot.")).await;
    let report = drive_model(&env, &server, &sdk, "image", &[], &[], "openai/gpt-4o").await;
    let caps = &report["initialize"]["agentCapabilities"]["promptCapabilities"];
    assert_eq!(caps["image"], true, "images are offered for a vision model: {caps}");
    assert_eq!(report["imageError"], Value::Null, "{report}");
    assert_bad_blocks_refused(&report);
    assert_eq!(report["prompt"]["stopReason"], "end_turn", "{report}");
    assert!(message_text(&report, "agent_message_chunk").contains("A single pixel."));

    // The image reached the model as an `image_url` part holding a `data:` URI.
    let pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 2, "only the good prompts reached the model");
    let user = bodies[0]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .rfind(|m| m["role"] == "user")
        .unwrap();
    assert_eq!(
        user["content"],
        // Images first, as the providers advise for questions about them.
        json!([
            {"type": "image_url", "image_url": {"url": format!("data:image/png;base64,{pixel}")}},
            {"type": "text", "text": "what is in this picture?"},
        ])
    );

    // Loaded again, the session shows the user's image as an image.
    server.push_sse(openai::text("Still one dot.")).await;
    let session = report["session"]["sessionId"].as_str().unwrap().to_owned();
    let loaded = drive_model(
        &env,
        &server,
        &sdk,
        "load",
        &[("ACP_SESSION", session)],
        &[],
        "openai/gpt-4o",
    )
    .await;
    let images: Vec<&Value> = updates(&loaded, "user_message_chunk")
        .into_iter()
        .filter(|u| u["content"]["type"] == "image")
        .collect();
    assert_eq!(images.len(), 1, "{loaded}");
    assert_eq!(images[0]["content"]["mimeType"], "image/png");
    assert_eq!(images[0]["content"]["data"], pixel);
}

/// The shell calls of the terminal scenario: a command that reports what it sees, then one
/// that outlives its timeout.
async fn terminal_server() -> ScriptedServer {
    let server = ScriptedServer::start().await;
    let command = "echo \"in $(pwd)\"; echo \"key=${OPENAI_API_KEY:-none} pager=$PAGER\"; cat; echo oops >&2; touch ran.txt; exit 3";
    server
        .push_sse(openai::tool_call(
            "call_sh",
            "shell",
            &json!({"command": command, "timeout_ms": 20000}).to_string(),
        ))
        .await;
    server
        .push_sse(openai::tool_call(
            "call_slow",
            "shell",
            r#"{"command":"sleep 30 && touch late.txt","timeout_ms":300}"#,
        ))
        .await;
    server.push_sse(openai::text("Ran both.")).await;
    server
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_sandbox_the_shell_runs_in_the_editors_terminal_and_still_asks() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    let server = terminal_server().await;
    let report = drive_with(
        &env,
        &server,
        &sdk,
        "terminal",
        &[("ACP_TERMINAL", "1".into()), ("ACP_ANSWER", "once".into())],
        &["--sandbox", "danger-full-access"],
    )
    .await;
    assert_eq!(report["prompt"]["stopReason"], "end_turn", "{report}");
    let asked = report["permissions"].as_array().unwrap();
    assert_eq!(asked.len(), 2, "every command still asks: {report}");
    assert!(
        asked[0]["toolCall"]["content"][0]["content"]["text"]
            .as_str()
            .unwrap()
            .contains("runs in the editor's terminal"),
        "the question says where it runs: {}",
        asked[0]
    );

    let terminals = report["terminals"].as_array().unwrap();
    assert_eq!(terminals.len(), 2, "{report}");
    let workspace = std::fs::canonicalize(env.path()).unwrap();
    assert_eq!(terminals[0]["command"], "bash");
    assert_eq!(terminals[0]["cwd"], workspace.to_str().unwrap());
    assert!(env.path().join("ran.txt").exists(), "the command ran, in the workspace");
    for t in terminals {
        assert_eq!(t["released"], true, "every terminal is released: {t}");
        assert_eq!(t["runningAtRelease"], false, "and its command ended first: {t}");
    }
    assert_eq!(terminals[0]["exit"]["exitCode"], 3);
    assert_eq!(
        terminals[1]["killed"], true,
        "the timed-out command is killed: {report}"
    );
    assert!(!env.path().join("late.txt").exists());
    assert_eq!(report["leftTerminals"], json!([]));

    // The editor shows each terminal in its call, while it runs and after.
    let shown: Vec<&Value> = updates(&report, "tool_call_update")
        .into_iter()
        .filter(|u| u["toolCallId"] == "call_sh" && u["content"][0]["type"] == "terminal")
        .collect();
    assert!(shown.len() >= 2, "{report}");
    assert!(shown.iter().all(|u| u["content"][0]["terminalId"] == "term-1"));
    assert_eq!(shown.last().unwrap()["status"], "completed");

    let bodies = server.request_bodies().await;
    let first = bodies[1].to_string();
    for seen in [
        "exit code: 3",
        &format!("in {}", workspace.display()),
        "key=none pager=cat",
        "oops",
    ] {
        assert!(first.contains(seen), "the model sees `{seen}`: {first}");
    }
    assert!(
        !bodies.iter().any(|b| b.to_string().contains("sk-test-sentinel-key")),
        "credentials are not in the terminal's environment"
    );
    assert!(
        bodies[2].to_string().contains("timed out after 300 ms"),
        "{}",
        bodies[2]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_a_sandbox_the_shell_stays_in_ouzels_own_process_though_a_terminal_is_offered() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("call_sh", "shell", r#"{"command":"echo hello"}"#))
        .await;
    server.push_sse(openai::text("Ran it.")).await;
    let report = drive(
        &env,
        &server,
        &sdk,
        "terminal",
        &[("ACP_TERMINAL", "1".into()), ("ACP_ANSWER", "once".into())],
    )
    .await;
    assert_eq!(report["prompt"]["stopReason"], "end_turn", "{report}");
    assert_eq!(report["terminals"], json!([]), "no terminal/create: {report}");
    let answer = server.request_bodies().await[1].to_string();
    assert!(answer.contains("stdout:") && answer.contains("hello"), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_during_a_command_in_the_editors_terminal_kills_it() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "call_sleep",
            "shell",
            r#"{"command":"sleep 30 && touch finished.txt"}"#,
        ))
        .await;
    let report = drive_with(
        &env,
        &server,
        &sdk,
        "terminal-cancel",
        &[("ACP_TERMINAL", "1".into()), ("ACP_ANSWER", "once".into())],
        &["--sandbox", "danger-full-access"],
    )
    .await;
    assert_eq!(report["prompt"]["stopReason"], "cancelled", "{report}");
    // The call is dropped at the cancel; its terminal is released (which kills the command)
    // by ouzel, not left for the editor to end.
    let t = &report["terminals"][0];
    assert_eq!(t["released"], true, "{report}");
    assert_eq!(t["exit"]["signal"], "SIGKILL", "the command was killed: {report}");
    assert_eq!(report["leftTerminals"], json!([]));
    assert_eq!(server.request_bodies().await.len(), 1, "no model call after the cancel");
    assert!(!env.path().join("finished.txt").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_write_asks_the_editor_with_its_diff_and_runs_only_when_allowed() {
    if sdk().is_none() {
        return;
    }
    let (env, report) = write_scenario("once").await;
    let asked = report["permissions"].as_array().unwrap();
    assert_eq!(asked.len(), 1, "{report}");
    let call = &asked[0]["toolCall"];
    assert_eq!(call["toolCallId"], "call_write");
    assert_eq!(call["kind"], "edit");
    assert_eq!(call["content"][0]["type"], "diff");
    assert_eq!(call["content"][0]["newText"], "new content\n");
    let options: Vec<&str> = asked[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["kind"].as_str().unwrap())
        .collect();
    assert_eq!(options, ["allow_once", "allow_always", "reject_once"]);
    assert_eq!(
        std::fs::read_to_string(env.path().join("notes/new.txt")).unwrap(),
        "new content\n"
    );
    let done: Vec<_> = updates(&report, "tool_call_update")
        .into_iter()
        .filter(|u| u["status"] == "completed")
        .collect();
    assert_eq!(done[0]["content"][0]["type"], "diff", "{report}");
    assert_eq!(report["prompt"]["stopReason"], "end_turn");

    let (env, report) = write_scenario("deny").await;
    assert_eq!(report["permissions"].as_array().unwrap().len(), 1);
    assert!(
        !env.path().join("notes/new.txt").exists(),
        "a rejected write writes nothing"
    );
    let failed: Vec<_> = updates(&report, "tool_call_update")
        .into_iter()
        .filter(|u| u["status"] == "failed")
        .collect();
    assert_eq!(failed.len(), 1, "{report}");
    assert_eq!(report["prompt"]["stopReason"], "end_turn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_during_a_long_shell_answers_the_prompt_cancelled() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "call_sleep",
            "shell",
            r#"{"command":"sleep 30 && touch finished.txt"}"#,
        ))
        .await;
    let report = drive(&env, &server, &sdk, "cancel", &[("ACP_ANSWER", "once".into())]).await;
    assert_eq!(report["prompt"]["stopReason"], "cancelled", "{report}");
    assert_eq!(server.request_bodies().await.len(), 1, "no model call after the cancel");
    assert!(!env.path().join("finished.txt").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_editor_loads_a_session_made_by_exec_and_continues_it() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("first answer")).await;
    let out = env
        .exec_json(&server.base_url())
        .arg("first question")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = ouzel_test::parse_events(&out.stdout);
    let id = ouzel_test::of_type(&events, "session_started")[0]["session_id"]
        .as_str()
        .unwrap()
        .to_owned();

    server.push_sse(openai::text("second answer")).await;
    let report = drive(&env, &server, &sdk, "load", &[("ACP_SESSION", id.clone())]).await;
    assert_eq!(report["prompt"]["stopReason"], "end_turn", "{report}");
    // The replay comes first (the load's answer follows it), then the new turn.
    assert_eq!(message_text(&report, "user_message_chunk"), "first question");
    assert_eq!(
        message_text(&report, "agent_message_chunk"),
        "first answersecond answer"
    );
    let last = server.request_bodies().await.pop().unwrap();
    assert!(
        last.to_string().contains("first question"),
        "the loaded history is sent: {last}"
    );

    let out = env
        .ouzel()
        .args(["sessions", "list", "--json", "--workspace", "."])
        .output()
        .unwrap();
    let listed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed[0]["id"], id.as_str());
    assert_eq!(listed[0]["turns"], 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_servers_the_editor_passes_are_connected_and_their_tools_go_through_the_gate() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    env.write("inner.txt", "served by the inner server\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "call_inner",
            "inner__read_file",
            r#"{"path":"inner.txt"}"#,
        ))
        .await;
    server.push_sse(openai::text("read it")).await;
    let bin = env.ouzel_std().get_program().to_string_lossy().into_owned();
    let command = json!([bin, "mcp", "serve", "-C", env.path()]).to_string();
    let report = drive(
        &env,
        &server,
        &sdk,
        "mcp",
        &[("ACP_MCP_COMMAND", command), ("ACP_ANSWER", "once".into())],
    )
    .await;
    let first = &server.request_bodies().await[0];
    assert!(
        first["tools"].to_string().contains("inner__read_file"),
        "the editor's server's tools are offered: {first}"
    );
    let done: Vec<_> = updates(&report, "tool_call_update")
        .into_iter()
        .filter(|u| u["status"] == "completed")
        .collect();
    assert_eq!(done.len(), 1, "{report}");
    assert!(done[0].to_string().contains("served by the inner server"), "{report}");
    assert_eq!(report["prompt"]["stopReason"], "end_turn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn file_tools_read_and_write_the_editors_buffers_still_confined_and_gated() {
    let Some(sdk) = sdk() else { return };
    let env = Env::new();
    env.write("buf.txt", "saved text\n");
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "secret\n").unwrap();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("call_r", "read_file", r#"{"path":"buf.txt"}"#))
        .await;
    let secret = outside.path().join("secret.txt");
    server
        .push_sse(openai::tool_call(
            "call_out",
            "read_file",
            &json!({"path": secret}).to_string(),
        ))
        .await;
    server
        .push_sse(openai::tool_call(
            "call_e",
            "edit_file",
            r#"{"path":"buf.txt","old_string":"unsaved","new_string":"edited"}"#,
        ))
        .await;
    server.push_sse(openai::text("Edited the buffer.")).await;
    let buf = env.path().join("buf.txt");
    let buffers = json!({ buf.to_str().unwrap(): "unsaved text in the editor\n" }).to_string();
    let report = drive(
        &env,
        &server,
        &sdk,
        "editor-fs",
        &[("ACP_BUFFERS", buffers), ("ACP_ANSWER", "once".into())],
    )
    .await;
    assert_eq!(report["prompt"]["stopReason"], "end_turn", "{report}");
    let bodies = server.request_bodies().await;
    assert!(
        bodies[1].to_string().contains("unsaved text in the editor"),
        "read_file saw the unsaved buffer, not the disk: {}",
        bodies[1]
    );
    assert!(
        !report["reads"].to_string().contains("secret"),
        "a path outside the workspace never reaches the editor: {report}"
    );
    assert!(
        bodies[2].to_string().contains("outside"),
        "it is refused as on disk: {}",
        bodies[2]
    );
    assert_eq!(
        report["permissions"].as_array().unwrap().len(),
        1,
        "the edit still asks"
    );
    assert_eq!(
        report["permissions"][0]["toolCall"]["content"][0]["newText"], "edited text in the editor\n",
        "the preview is of the buffer"
    );
    assert_eq!(
        report["writes"],
        json!([{"path": buf.to_str().unwrap(), "content": "edited text in the editor\n"}]),
        "the edit lands in the editor"
    );
    assert_eq!(
        std::fs::read_to_string(&buf).unwrap(),
        "saved text\n",
        "the disk is the editor's to save"
    );
}

/// `ouzel acp` on raw JSON lines: what a broken or hasty client sends.
struct Raw {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<Value>,
}

impl Raw {
    fn start(env: &Env, base_url: &str) -> Self {
        let mut child = env
            .ouzel_std()
            .args(["acp", "-m", "openai/test-model", "--base-url", base_url])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let v: Value =
                    serde_json::from_str(&line).unwrap_or_else(|e| panic!("stdout holds JSON only: {line:?}: {e}"));
                if tx.send(v).is_err() {
                    break;
                }
            }
        });
        Self { child, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The next message that is not a notification.
    fn next(&self) -> Value {
        loop {
            let v = self.lines.recv().expect("ouzel answers");
            if v.get("id").is_some() {
                return v;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_json_rpc_errors_and_the_connection_stays_usable() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call(
            "call_w",
            "write_file",
            r#"{"path":"a.txt","content":"a\n"}"#,
        ))
        .await;
    server.push_sse(openai::text("written")).await;
    let base = server.base_url();
    let ws = env.path().to_str().unwrap().to_owned();
    let (status, answers) = tokio::task::spawn_blocking(move || {
        let mut raw = Raw::start(&env, &base);
        let mut answers = Vec::new();
        raw.send(r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}"#);
        answers.push(raw.next());
        raw.send("this is not json");
        answers.push(raw.next());
        raw.send(r#"{"jsonrpc":"2.0","id":2,"method":"session/rename","params":{}}"#);
        answers.push(raw.next());
        raw.send(r#"{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"nope","prompt":[{"type":"text","text":"hi"}]}}"#);
        answers.push(raw.next());
        raw.send(r#"{"jsonrpc":"2.0","id":4,"method":"session/new","params":{"cwd":42}}"#);
        answers.push(raw.next());
        raw.send(&json!({"jsonrpc":"2.0","id":5,"method":"session/new","params":{"cwd": ws, "mcpServers": []}}).to_string());
        let created = raw.next();
        let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
        answers.push(created);
        let prompt = |id: u32, text: &str| {
            json!({"jsonrpc":"2.0","id":id,"method":"session/prompt","params":{"sessionId": session, "prompt":[{"type":"text","text":text}]}}).to_string()
        };
        raw.send(&prompt(6, "write a"));
        // The write asks; while the question is open, a second prompt is refused.
        let question = raw.next();
        assert_eq!(question["method"], "session/request_permission", "{question}");
        raw.send(&prompt(7, "and another"));
        answers.push(raw.next());
        raw.send(
            &json!({"jsonrpc":"2.0","id":question["id"],"result":{"outcome":{"outcome":"selected","optionId":"once"}}})
                .to_string(),
        );
        answers.push(raw.next());
        drop(raw.child.stdin.take());
        (raw.child.wait().unwrap(), answers)
    })
    .await
    .unwrap();

    let error = |i: usize| {
        (
            answers[i]["error"]["code"].as_i64().unwrap_or(0),
            answers[i].to_string(),
        )
    };
    assert_eq!(answers[0]["result"]["protocolVersion"], 1);
    assert_eq!(error(1).0, -32700, "malformed line: {}", error(1).1);
    assert_eq!(error(2).0, -32601, "unknown method: {}", error(2).1);
    assert!(error(3).1.contains("unknown session `nope`"), "{}", error(3).1);
    assert_eq!(error(4).0, -32602, "params that fail the schema: {}", error(4).1);
    assert!(
        answers[5]["result"]["sessionId"].is_string(),
        "still usable: {}",
        answers[5]
    );
    assert!(error(6).1.contains("is answering a prompt"), "{}", error(6).1);
    assert_eq!(answers[7]["id"], 6);
    assert_eq!(answers[7]["result"]["stopReason"], "end_turn", "{}", answers[7]);
    assert!(status.success(), "closing stdin ends ouzel cleanly: {status}");
}
