//! The examples, run as a user runs them: the built example binary against the in-process
//! mock model, so the model's tool call reaches the example's own tool.

use ouzel_test::{ScriptedServer, openai};
use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The built example. `cargo test` builds the examples before running tests; a run narrowed
/// with `--test it` may not, hence the hint.
fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(|deps| deps.parent()).unwrap();
    let path = dir.join("examples").join(name);
    assert!(
        path.exists(),
        "{} is not built: run `cargo build -p ouzel --examples` first (plain `cargo test` builds it)",
        path.display()
    );
    path
}

/// A command for an example, against `server`, with a config and data dir of its own.
fn command(name: &str, server: &ScriptedServer, home: &std::path::Path) -> Command {
    let mut cmd = Command::new(example(name));
    cmd.args(["-m", "openai/gpt-test", "--base-url", &server.base_url()])
        .current_dir(home)
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .env("OPENAI_API_KEY", "test-key")
        .env_remove("OUZEL_MODEL");
    cmd
}

/// The text of the tool results the model was sent, in order.
fn tool_results(body: &serde_json::Value) -> Vec<String> {
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["role"] == "tool")
        .map(|m| m["content"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[tokio::test]
async fn the_fifteen_line_example_calls_its_own_tool_for_the_model() {
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("call_1", "weather", r#"{"city":"Lyon"}"#))
        .await;
    server.push_sse(openai::text("Sunny, 21 °C in Lyon.")).await;
    let home = tempfile::tempdir().unwrap();
    let out = command("custom_tool", &server, home.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "Sunny, 21 °C in Lyon.");
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 2);
    let tools: Vec<&str> = bodies[0]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["function"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(tools, ["weather"], "the agent has the custom tool and nothing else");
    assert_eq!(
        bodies[0]["tools"][0]["function"]["parameters"]["properties"]["city"]["description"],
        "The city, for example \"Lyon\"."
    );
    assert_eq!(tool_results(&bodies[1]), ["It is sunny and 21 °C in Lyon."]);
}

#[test]
fn the_fifteen_line_example_is_fifteen_lines_of_code() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/custom_tool.rs")).unwrap();
    let code = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .count();
    assert!(
        code <= 15,
        "custom_tool.rs has {code} lines of code; the promise is at most 15"
    );
}

#[tokio::test]
async fn the_domain_example_queries_the_graph_and_evaluates_a_rule_embedded() {
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_calls(&[
            (
                "c1",
                "graph_query",
                r#"{"node":"postgres","relation":"depended_on_by"}"#,
            ),
            (
                "c2",
                "evaluate_rule",
                r#"{"rule":"slow","data":{"p99_latency_ms":840}}"#,
            ),
            ("c3", "evaluate_rule", r#"{"rule":"nope","data":{}}"#),
        ]))
        .await;
    server.push_sse(openai::text("payments and inventory are slow.")).await;
    let home = tempfile::tempdir().unwrap();
    let out = command("domain_tools", &server, home.path())
        .arg("Is postgres a problem?")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    assert_eq!(
        bodies[0]["messages"].as_array().unwrap().last().unwrap()["content"],
        "Is postgres a problem?"
    );
    let results = tool_results(&bodies[1]);
    assert_eq!(results[0], r#"["inventory","payments"]"#);
    let verdict: serde_json::Value = serde_json::from_str(&results[1]).unwrap();
    assert_eq!(verdict["anomaly"], true);
    assert!(results[2].contains("no rule `nope`; see list_rules"), "{}", results[2]);
}

#[test]
fn the_domain_example_serves_its_tools_over_mcp() {
    let home = tempfile::tempdir().unwrap();
    let mut child = Command::new(example("domain_tools"))
        .arg("--mcp")
        .current_dir(home.path())
        .env("HOME", home.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let requests = [
        serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "0"}}}),
        serde_json::json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        serde_json::json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}),
        serde_json::json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
            "name": "graph_query", "arguments": {"node": "checkout"}}}),
    ];
    for r in &requests {
        writeln!(stdin, "{r}").unwrap();
    }
    let stdout = child.stdout.take().unwrap();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(stdout));
    let mut answers = std::collections::BTreeMap::new();
    while answers.len() < 3 {
        let line = lines.next().expect("the server answers every request").unwrap();
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        if let Some(id) = v["id"].as_u64() {
            answers.insert(id, v);
        }
    }
    drop(stdin);
    let _ = child.wait();
    let mut names: Vec<&str> = answers[&2]["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["evaluate_rule", "graph_query", "list_rules"]);
    assert_eq!(
        answers[&3]["result"]["content"][0]["text"],
        r#"["payments","inventory"]"#
    );
}

#[tokio::test]
async fn a_function_entry_registered_by_the_program_calls_the_projects_agents_in_order() {
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("A short summary.")).await;
    server.push_sse(openai::text("Reviewed: fine.")).await;
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config").join("ouzel");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("config.toml"),
        format!(
            "[providers.mock]\nwire = \"openai-chat\"\nbase_url = \"{}\"\n",
            server.base_url()
        ),
    )
    .unwrap();
    let project = home.path().join("project");
    std::fs::create_dir_all(&project).unwrap();
    std::fs::write(project.join("ouzel.toml"), "[entry]\nfunction = \"main\"\n").unwrap();
    // llm-do's `provider:model` spelling.
    for name in ["summarizer", "reviewer"] {
        std::fs::write(
            project.join(format!("{name}.agent")),
            format!("---\nname: {name}\nmodel: mock:gpt-test\n---\nDo your job on the input.\n"),
        )
        .unwrap();
    }
    let out = Command::new(example("project_entry"))
        .arg(&project)
        .arg("A long text.")
        .current_dir(home.path())
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path().join("config"))
        .env("XDG_DATA_HOME", home.path().join("data"))
        .env_remove("OUZEL_MODEL")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Reviewed: fine."));
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 2);
    let last_user = |b: &serde_json::Value| b["messages"].as_array().unwrap().last().unwrap()["content"].to_string();
    assert!(
        last_user(&bodies[0]).contains("A long text."),
        "{}",
        last_user(&bodies[0])
    );
    assert!(
        last_user(&bodies[1]).contains("A short summary."),
        "{}",
        last_user(&bodies[1])
    );
}
