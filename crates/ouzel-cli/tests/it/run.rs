use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};
use std::path::PathBuf;

/// The example project shipped in `examples/report`.
fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/report")
        .canonicalize()
        .unwrap()
}

const ANALYSIS: &str = r#"{"summary": "The team shipped the store and plans three fixes.", "topics": ["sessions", "benchmarks"], "action_items": ["fix prompt colours", "pin the benchmark machine", "write the migration note"]}"#;
const REPORT: &str = "# Week 14\n\nThe team shipped the store.\n\n- [ ] fix prompt colours";

/// Scripts the whole example run: main → analyzer (reads the file) → formatter → main.
async fn script_example(server: &ScriptedServer) {
    server
        .push_sse(openai::tool_call("m1", "analyzer", r#"{"path": "notes.txt"}"#))
        .await;
    server
        .push_sse(openai::tool_call("a1", "read_file", r#"{"path": "notes.txt"}"#))
        .await;
    server.push_sse(openai::text(ANALYSIS)).await;
    let formatter_input =
        serde_json::json!({"input": format!("Audience: engineers. Analysis: {ANALYSIS}")}).to_string();
    server
        .push_sse(openai::tool_call("m2", "formatter", &formatter_input))
        .await;
    server.push_sse(openai::text(REPORT)).await;
    server.push_sse(openai::text(REPORT)).await;
}

fn ouzel_run(env: &Env, server: &ScriptedServer) -> assert_cmd::Command {
    let mut cmd = env.ouzel();
    cmd.args(["run", "--base-url", &server.base_url(), "-C"]).arg(example());
    cmd
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_example_project_runs_its_agents_as_tools_with_nested_events() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    script_example(&server).await;
    let mut cmd = ouzel_run(&env, &server);
    cmd.args(["--json", "--input", r#"{"path": "notes.txt", "audience": "engineers"}"#]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);

    let last = events.last().unwrap();
    assert_eq!(last["type"], "finished");
    assert_eq!(last["reason"], "completed");
    assert!(last.get("path").is_none(), "the last event is the entry's");
    // Every response costs 45 or 30 tokens: the entry's total covers all six.
    assert_eq!(last["usage"]["input_tokens"], 30 + 30 + 20 + 30 + 20 + 20);
    let text = of_type(&events, "text");
    let top: Vec<_> = text.iter().filter(|e| e.get("path").is_none()).collect();
    assert_eq!(top.len(), 1);
    assert_eq!(top[0]["text"], REPORT);

    // Child events carry the call path; their own tool calls are one level down.
    let starts: Vec<_> = of_type(&events, "session_started")
        .iter()
        .map(|e| e["path"].clone())
        .collect();
    assert_eq!(
        starts,
        [
            serde_json::Value::Null,
            serde_json::json!(["analyzer:m1"]),
            serde_json::json!(["formatter:m2"])
        ]
    );
    let results = of_type(&events, "tool_result");
    let read = results.iter().find(|e| e["name"] == "read_file").unwrap();
    assert_eq!(read["path"], serde_json::json!(["analyzer:m1"]));
    assert!(read["content"].as_str().unwrap().contains("Planning meeting, week 14"));
    let analyzer = results.iter().find(|e| e["name"] == "analyzer").unwrap();
    assert!(analyzer.get("path").is_none());
    let analysis: serde_json::Value = serde_json::from_str(analyzer["content"].as_str().unwrap()).unwrap();
    assert_eq!(analysis["topics"], serde_json::json!(["sessions", "benchmarks"]));

    // The shape of the nested stream, as a UI indenting by path would show it.
    let outline: Vec<String> = events
        .iter()
        .filter(|e| {
            ![
                "text_delta",
                "tool_call_start",
                "tool_call_delta",
                "tool_call_end",
                "state_changed",
                "usage",
            ]
            .contains(&e["type"].as_str().unwrap())
        })
        .map(|e| {
            let depth = e["path"].as_array().map_or(0, Vec::len);
            let name = e["name"].as_str().map(|n| format!(" {n}")).unwrap_or_default();
            format!("{}{}{name}", "  ".repeat(depth), e["type"].as_str().unwrap())
        })
        .collect();
    insta::assert_snapshot!("example_run_event_outline", outline.join("\n"));

    // Each agent's requests: its own model, instructions, tools and a fresh history.
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 6);
    assert!(bodies.iter().all(|b| b["model"] == "gpt-4o-mini"));
    let tool_names = |b: &serde_json::Value| -> Vec<String> {
        b["tools"]
            .as_array()
            .map(|t| {
                t.iter()
                    .map(|t| t["function"]["name"].as_str().unwrap().to_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(tool_names(&bodies[0]), ["analyzer", "formatter"]);
    assert_eq!(tool_names(&bodies[1]), ["list_files", "read_file"]);
    assert!(tool_names(&bodies[4]).is_empty(), "the formatter has no tools");
    let first_user = |b: &serde_json::Value| {
        b["messages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["role"] == "user")
            .unwrap()["content"]
            .clone()
    };
    assert!(
        first_user(&bodies[0])
            .as_str()
            .unwrap()
            .contains("\"audience\": \"engineers\""),
        "typed input reaches the entry as JSON"
    );
    let analyzer_msgs = bodies[1]["messages"].as_array().unwrap();
    assert_eq!(analyzer_msgs.len(), 2, "system + the call's input only");
    assert!(
        analyzer_msgs[0]["content"]
            .as_str()
            .unwrap()
            .contains("You analyze text files.")
    );
    assert!(
        bodies[1]["response_format"].is_object(),
        "the analyzer's output schema is enforced"
    );
    assert!(
        first_user(&bodies[4])
            .as_str()
            .unwrap()
            .starts_with("Audience: engineers."),
        "an agent without an input schema gets the input text"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_text_mode_the_report_is_on_stdout_and_nested_activity_on_stderr() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    script_example(&server).await;
    let mut cmd = ouzel_run(&env, &server);
    cmd.args(["--input", r#"{"path": "notes.txt", "audience": "engineers"}"#]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), REPORT);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("→ analyzer"), "{stderr}");
    assert!(stderr.contains("  → read_file"), "nested calls are indented: {stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_input_is_rejected_before_any_request_with_exit_2() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    script_example(&server).await;
    let mut cmd = ouzel_run(&env, &server);
    cmd.args(["--input", r#"{"path": "notes.txt", "audience": "pirates"}"#]);
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("/audience") && stderr.contains("pirates"), "{stderr}");
    // It names the fields and the allowed values, not the whole schema.
    assert!(stderr.contains("`audience` (one of `engineers`"), "{stderr}");
    assert!(!stderr.contains("\"properties\""), "{stderr}");
    // A plain prompt does not fit a typed entry either.
    let mut cmd = ouzel_run(&env, &server);
    cmd.arg("report on notes.txt");
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--input"));
    assert_eq!(server.request_bodies().await.len(), 0, "no model was asked");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reject_all_applies_to_nested_agents_tool_calls() {
    let env = Env::new();
    env.write("ouzel.toml", "[entry]\nagent = \"boss\"\n");
    env.write(
        "boss.agent",
        "---\nname: boss\nmodel: openai/test-model\ntoolsets: [scribe]\n---\nDelegate.\n",
    );
    env.write(
        "scribe.agent",
        "---\nname: scribe\nmodel: openai/test-model\ntoolsets: [filesystem_project]\n---\nWrite files.\n",
    );
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("b1", "scribe", r#"{"input": "write out.txt"}"#))
        .await;
    server
        .push_sse(openai::tool_call(
            "s1",
            "write_file",
            r#"{"path": "out.txt", "content": "x"}"#,
        ))
        .await;
    server.push_sse(openai::text("I was not allowed to write.")).await;
    server.push_sse(openai::text("The scribe could not write.")).await;
    let mut cmd = env.ouzel();
    cmd.args(["run", "--json", "--reject-all", "--base-url", &server.base_url(), "-C"])
        .arg(env.path())
        .arg("write out.txt");
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);
    let denied = of_type(&events, "permission_denied");
    assert_eq!(denied.len(), 1);
    assert_eq!(denied[0]["path"], serde_json::json!(["scribe:b1"]));
    assert!(denied[0]["message"].as_str().unwrap().contains("--reject-all"));
    assert!(!env.path().join("out.txt").exists());
    let decision = of_type(&events, "permission_decision")
        .into_iter()
        .find(|e| e["name"] == "scribe")
        .unwrap();
    assert_eq!(decision["decision"], "allow", "calling an agent needs no approval");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn agents_list_shows_names_kinds_and_sources() {
    let env = Env::new();
    let mut cmd = env.ouzel();
    cmd.args(["agents", "list", "-C"]).arg(example());
    let out = run(cmd).await;
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let row = |name: &str| {
        stdout
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .map(|l| l.split_whitespace().map(str::to_owned).collect::<Vec<_>>())
            .unwrap_or_else(|| panic!("no row for {name}: {stdout}"))
    };
    assert_eq!(row("analyzer"), ["analyzer", "agent", "analyzer.agent"]);
    assert_eq!(row("main"), ["main", "agent", "main.agent"]);
    assert_eq!(row("read_file"), ["read_file", "tool", "built-in"]);
    assert_eq!(row("shell_readonly"), ["shell_readonly", "toolset", "built-in"]);

    // Rows come grouped: the project's agents, then tools, then toolsets, each by name.
    let kinds: Vec<&str> = stdout
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().nth(1))
        .collect();
    let first = |k: &str| kinds.iter().position(|x| *x == k).unwrap();
    let last = |k: &str| kinds.iter().rposition(|x| *x == k).unwrap();
    assert!(
        last("agent") < first("tool") && last("tool") < first("toolset"),
        "{stdout}"
    );
    let names: Vec<&str> = stdout
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(names[..first("tool")], ["analyzer", "formatter", "main"], "{stdout}");

    // A broken agent file is reported with its file, line and field.
    let env = Env::new();
    env.write("a.agent", "---\nname: a\ntoolset: [x]\n---\nx\n");
    let mut cmd = env.ouzel();
    cmd.args(["agents", "list", "-C"]).arg(env.path());
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("a.agent:3: field `toolset`: unknown field `toolset`"),
        "{stderr}"
    );
}

/// Rows of `ouzel agents list` as (name, kind, source).
fn listed(stdout: &[u8]) -> Vec<[String; 3]> {
    String::from_utf8_lossy(stdout)
        .lines()
        .skip(1)
        .map(|l| {
            let cells: Vec<&str> = l.split_whitespace().collect();
            [cells[0].to_owned(), cells[1].to_owned(), cells[2..].join(" ")]
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn agents_list_puts_mcp_servers_last_and_filters_by_kind() {
    let env = Env::new();
    env.config("[mcp_servers.docs]\nurl = \"http://127.0.0.1:9/mcp\"\n");
    env.write("helper.agent", "---\nname: helper\ntoolsets: [read_file]\n---\nHelp.\n");
    let list = |kind: Option<&str>| {
        let mut cmd = env.ouzel();
        cmd.args(["agents", "list", "-C"]).arg(env.path());
        if let Some(k) = kind {
            cmd.args(["--kind", k]);
        }
        cmd
    };

    let out = run(list(None)).await;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let all = listed(&out.stdout);
    assert_eq!(
        all[0],
        ["helper", "agent", "helper.agent"],
        "the agent comes first: {all:?}"
    );
    assert_eq!(
        all.last().unwrap(),
        &["docs", "toolset", "mcp: config.toml"],
        "the MCP server comes last: {all:?}"
    );
    assert!(all.iter().any(|r| r[0] == "read_file"), "{all:?}");

    let out = run(list(Some("agent"))).await;
    assert!(out.status.success());
    assert_eq!(listed(&out.stdout), [["helper", "agent", "helper.agent"]]);

    let out = run(list(Some("mcp"))).await;
    assert!(out.status.success());
    assert_eq!(listed(&out.stdout), [["docs", "toolset", "mcp: config.toml"]]);

    let out = run(list(Some("tool"))).await;
    assert!(out.status.success());
    let tools = listed(&out.stdout);
    assert!(tools.iter().any(|r| r[0] == "read_file" && r[1] == "tool"), "{tools:?}");
    assert!(tools.iter().any(|r| r[1] == "toolset"), "{tools:?}");
    assert!(tools.iter().all(|r| r[0] != "helper" && r[0] != "docs"), "{tools:?}");

    let out = run(list(Some("skill"))).await;
    assert_eq!(out.status.code(), Some(2), "an unknown kind is a usage error");
    assert!(String::from_utf8_lossy(&out.stderr).contains("agent, tool, mcp"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_is_saved_like_exec_and_continued_with_its_history() {
    let env = Env::new();
    env.write("ouzel.toml", "[entry]\nagent = \"main\"\n");
    env.write("main.agent", "---\nname: main\n---\nAnswer briefly.\n");
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("The first answer.")).await;
    server.push_sse(openai::text("The second answer.")).await;
    let mut cmd = env.ouzel();
    cmd.args([
        "run",
        "-m",
        "openai/test-model",
        "--base-url",
        &server.base_url(),
        "hello there",
    ]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));

    let mut cmd = env.ouzel();
    cmd.args(["sessions", "list"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let listed = String::from_utf8_lossy(&out.stdout);
    assert!(listed.contains("hello there"), "the run's session is listed: {listed}");

    let mut cmd = env.ouzel();
    cmd.args([
        "run",
        "--continue",
        "-m",
        "openai/test-model",
        "--base-url",
        &server.base_url(),
        "and then?",
    ]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    let contents: Vec<String> = bodies[1]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["content"].to_string())
        .collect();
    let joined = contents.join("\n");
    assert!(
        joined.contains("hello there") && joined.contains("The first answer.") && joined.contains("and then?"),
        "{joined}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_function_entry_is_refused_naming_the_embedding_example() {
    let env = Env::new();
    env.write("ouzel.toml", "[entry]\nfunction = \"main\"\n");
    env.write("helper.agent", "---\nname: helper\n---\nHelp.\n");
    let mut cmd = env.ouzel();
    cmd.args(["run", "-m", "openai/test-model", "hello"]);
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the entry is the Rust function `main`")
            && stderr.contains("crates/ouzel/examples/project_entry.rs"),
        "{stderr}"
    );
}
