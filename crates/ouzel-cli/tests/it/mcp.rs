//! MCP both ways through the real binary, against software we did not write: the official MCP
//! Python SDK as a client of `ouzel mcp serve`, and the reference filesystem server (npm) as a
//! server whose tools an `ouzel exec` run calls. `crates/ouzel-mcp/tests/setup.sh` installs
//! them; without them these tests print why they skip (in CI, OUZEL_MCP_REQUIRE_EXTERNAL=1
//! turns a skip into a failure).

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};

fn installed(var: &str, what: &str) -> Option<String> {
    match std::env::var(var) {
        Ok(v) if !v.is_empty() => Some(v),
        _ => {
            assert!(
                std::env::var("OUZEL_MCP_REQUIRE_EXTERNAL").is_err(),
                "{what} is required ({var} unset): run crates/ouzel-mcp/tests/setup.sh"
            );
            println!("SKIPPED: {what} is not installed ({var} unset); run crates/ouzel-mcp/tests/setup.sh");
            None
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_python_sdk_drives_ouzel_mcp_serve_over_stdio() {
    let Some(python) = installed("OUZEL_MCP_PYTHON", "the MCP Python SDK") else {
        return;
    };
    let env = Env::new();
    env.write("hello.txt", "hello over mcp\n");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/it/mcp_stdio_client.py");
    let bin = assert_cmd::cargo::cargo_bin("ouzel");
    let mut cmd = std::process::Command::new(python);
    cmd.arg(script)
        .arg(&bin)
        .arg(env.path())
        .env("XDG_CONFIG_HOME", env.config_home.path())
        .env("HOME", env.config_home.path());
    let out = tokio::task::spawn_blocking(move || cmd.output().unwrap())
        .await
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let seen: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let tools: Vec<&str> = seen["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert!(tools.contains(&"read_file") && tools.contains(&"shell"), "{tools:?}");
    assert_eq!(seen["read_only_hint"], true);
    assert_eq!(seen["read"]["is_error"], false);
    assert_eq!(seen["read"]["text"], "hello over mcp\n");
    assert_eq!(
        seen["denied"]["is_error"], true,
        "a Medium tool without approval is denied through the gate"
    );
    assert!(
        seen["denied"]["text"].as_str().unwrap().contains("--approve-all"),
        "{}",
        seen["denied"]
    );
    assert!(!env.path().join("new.txt").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_project_ouzel_mcp_serve_lists_its_agents_and_the_python_sdk_calls_one() {
    let Some(python) = installed("OUZEL_MCP_PYTHON", "the MCP Python SDK") else {
        return;
    };
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "read_file", r#"{"path":"hello.txt"}"#))
        .await;
    server.push_sse(openai::text("It says hello over mcp.")).await;
    env.config(&format!("[providers.openai]\nbase_url = \"{}\"\n", server.base_url()));
    env.write("hello.txt", "hello over mcp\n");
    env.write("ouzel.toml", "[entry]\nagent = \"summariser\"\n");
    env.write(
        "summariser.agent",
        "---\nname: summariser\nmodel: openai/test-model\ndescription: Summarises a file of the project.\ntoolsets: [files_ro]\n---\nSummarise what you are asked about.\n",
    );
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/it/mcp_stdio_client.py");
    let bin = assert_cmd::cargo::cargo_bin("ouzel");
    let mut cmd = std::process::Command::new(python);
    cmd.arg(script)
        .arg(&bin)
        .arg(env.path())
        .arg("summariser")
        .env("XDG_CONFIG_HOME", env.config_home.path())
        .env("HOME", env.config_home.path())
        .env("OPENAI_API_KEY", "sk-test-sentinel-key");
    let out = tokio::task::spawn_blocking(move || cmd.output().unwrap())
        .await
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let seen: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let tools: Vec<&str> = seen["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert!(
        tools.contains(&"summariser") && tools.contains(&"read_file"),
        "the project's agent is listed beside the built-in tools: {tools:?}"
    );
    assert_eq!(seen["description"], "Summarises a file of the project.");
    assert_eq!(seen["agent"]["is_error"], false, "{}", seen["agent"]);
    assert_eq!(seen["agent"]["text"], "It says hello over mcp.");
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 2, "the agent ran its own turn with a tool call");
    assert!(
        bodies[1].to_string().contains("hello over mcp"),
        "its read went through: {}",
        bodies[1]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exec_run_calls_a_reference_mcp_servers_tool() {
    let Some(fs_server) = installed("OUZEL_MCP_FS_SERVER", "@modelcontextprotocol/server-filesystem") else {
        return;
    };
    let env = Env::new();
    env.write("notes/todo.md", "- ship it\n");
    let ws = std::fs::canonicalize(env.path()).unwrap();
    env.config(&format!(
        "[mcp_servers.fs]\ncommand = \"node\"\nargs = [{:?}, {:?}]\n",
        fs_server,
        ws.display().to_string()
    ));
    let server = ScriptedServer::start().await;
    // The first answer arrives after the MCP server had time to start in the background.
    server
        .push_sse_after(
            openai::tool_call("c1", "list_files", "{}"),
            std::time::Duration::from_secs(3),
        )
        .await;
    let args = serde_json::json!({ "path": format!("{}/notes", ws.display()) }).to_string();
    server
        .push_sse(openai::tool_call("c2", "fs__list_directory", &args))
        .await;
    server.push_sse(openai::text("done")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--approve-all", "list"]);
    let out = run(cmd).await;
    let events = parse_events(&out.stdout);
    let results = of_type(&events, "tool_result");
    assert_eq!(results[1]["name"], "fs__list_directory");
    assert_eq!(results[1]["is_error"], false, "{}", results[1]);
    assert!(
        results[1]["content"].as_str().unwrap().contains("todo.md"),
        "{}",
        results[1]
    );
    // The model saw the MCP tool in the second request's tool list.
    let bodies = server.request_bodies().await;
    let names: Vec<&str> = bodies[1]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["function"]["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"fs__list_directory"), "{names:?}");
}

#[test]
fn mcp_list_says_a_protected_server_needs_login_and_how() {
    use std::io::BufRead;
    let env = Env::new();
    let mut serve = env.ouzel_std();
    // Port 0: the server binds a free one and says which (a port picked free beforehand can
    // be taken before the server binds it).
    serve
        .env("OUZEL_MCP_TOKEN", "server-secret")
        .args(["mcp", "serve", "--listen", "127.0.0.1:0"])
        .args(["--authorization-server", "http://127.0.0.1:9/issuer"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped());
    let mut child = serve.spawn().unwrap();
    let mut said = std::io::BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    said.read_line(&mut line).unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("the server did not say where it serves: {line}"))
        .to_owned();
    env.config(&format!("[mcp_servers.docs]\nurl = \"{url}\"\n"));
    let out = env.ouzel().args(["mcp", "list"]).output().unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("docs  needs login"), "{stdout}");
    assert!(stdout.contains("ouzel mcp login docs"), "{stdout}");
    assert_eq!(out.status.code(), Some(1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exec_waits_for_mcp_servers_and_reports_one_that_cannot_start() {
    let env = Env::new();
    // A server whose command exits at once, and one that does not exist.
    env.config(
        "[mcp_servers.broken]\ncommand = \"false\"\n\n[mcp_servers.missing]\ncommand = \"no-such-mcp-server-xyz\"\n",
    );
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("fine without them")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("hi");
    let out = run(cmd).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let notices: Vec<String> = of_type(&events, "notice")
        .iter()
        .map(|e| e["message"].as_str().unwrap_or_default().to_owned())
        .collect();
    for name in ["broken", "missing"] {
        assert!(
            notices
                .iter()
                .any(|n| n.contains(&format!("MCP server `{name}`")) && n.contains("not available")),
            "{name} is reported: {notices:?}"
        );
    }
    // The notices come before the run's first event, and the run goes on without the servers.
    let first_notice = events.iter().position(|e| e["type"] == "notice").unwrap();
    let started = events.iter().position(|e| e["type"] == "session_started").unwrap();
    assert!(first_notice < started);
    assert_eq!(of_type(&events, "finished")[0]["reason"], "completed");

    // Without --json the same reaches stderr.
    server.push_sse(openai::text("again")).await;
    let mut cmd = env.exec_text(&server.base_url());
    cmd.arg("hi");
    let out = run(cmd).await;
    assert!(out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("MCP server `broken`"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
