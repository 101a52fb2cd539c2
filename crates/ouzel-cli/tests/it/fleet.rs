//! Fleet operations (issue 26): sessions of several machines in one PostgreSQL database.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, openai, parse_events, postgres};
use serde_json::Value;

const PASSWORD: &str = "fleet-Pa55word";

fn listed(env: &Env, url: &str, host: &str, filter: &[&str]) -> Vec<Value> {
    let out = env
        .ouzel()
        .env("OUZEL_SESSIONS_DB", url)
        .env("OUZEL_HOST", host)
        .args(["sessions", "list", "--json"])
        .args(filter)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice::<Value>(&out.stdout)
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_machines_share_one_postgres_database_filter_by_host_and_resume_each_others_sessions() {
    let Some(cluster) = postgres::shared() else { return };
    // Trust authentication takes any password: it is there to be kept out of what ouzel shows.
    let url = cluster
        .fresh_database()
        .replace("postgres://ouzel@", &format!("postgres://ouzel:{PASSWORD}@"));
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("laptop answer")).await;
    server.push_sse(openai::text("ci answer")).await;
    server.push_sse(openai::text("resumed on ci")).await;
    let (laptop, ci) = (Env::new(), Env::new());

    let mut cmd = laptop.exec_json(&server.base_url());
    cmd.env("OUZEL_SESSIONS_DB", &url).env("OUZEL_HOST", "laptop");
    cmd.arg("question from the laptop");
    let out = run(cmd).await;
    let events = parse_events(&out.stdout);
    let laptop_session = events[0]["session_id"].as_str().unwrap().to_owned();
    assert!(!String::from_utf8_lossy(&out.stdout).contains(PASSWORD));

    let mut cmd = ci.exec_json(&server.base_url());
    cmd.env("OUZEL_SESSIONS_DB", &url).env("OUZEL_HOST", "ci-runner");
    cmd.arg("question from ci");
    run(cmd).await;

    // From either machine, every machine's sessions.
    let all = listed(&ci, &url, "ci-runner", &[]);
    let hosts: Vec<&str> = all.iter().map(|s| s["host"].as_str().unwrap()).collect();
    assert_eq!(hosts, ["ci-runner", "laptop"]);
    let only_laptop = listed(&ci, &url, "ci-runner", &["--host", "laptop"]);
    assert_eq!(only_laptop.len(), 1);
    assert_eq!(only_laptop[0]["id"], laptop_session.as_str());
    let laptop_ws = std::fs::canonicalize(laptop.path()).unwrap();
    assert_eq!(only_laptop[0]["workspace"], laptop_ws.to_str().unwrap());
    let in_ci_ws = listed(&ci, &url, "ci-runner", &["--workspace", "."]);
    assert_eq!(in_ci_ws.len(), 1);
    assert_eq!(in_ci_ws[0]["title"], "question from ci");

    // The laptop's session continues on the CI machine, in its workspace.
    let mut cmd = ci.exec_json(&server.base_url());
    cmd.env("OUZEL_SESSIONS_DB", &url).env("OUZEL_HOST", "ci-runner");
    cmd.args(["--resume", &laptop_session, "continue on ci"]);
    let out = run(cmd).await;
    assert_eq!(parse_events(&out.stdout)[0]["session_id"], laptop_session.as_str());
    let bodies = server.request_bodies().await;
    let last = bodies.last().unwrap().to_string();
    assert!(
        last.contains("question from the laptop") && last.contains("laptop answer"),
        "the resumed run sends the laptop's history: {last}"
    );
    let now_ci = listed(&laptop, &url, "laptop", &["--host", "ci-runner"]);
    assert_eq!(now_ci.len(), 2, "the resumed session now ran on ci: {now_ci:?}");
    let export = laptop
        .ouzel()
        .env("OUZEL_SESSIONS_DB", &url)
        .args(["sessions", "export", &laptop_session])
        .output()
        .unwrap();
    let export = String::from_utf8_lossy(&export.stdout);
    assert!(
        export.contains("resumed on ci") && !export.contains(PASSWORD),
        "{export}"
    );
}

#[test]
fn an_unreachable_sessions_database_is_an_error_naming_the_host_without_the_password() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let env = Env::new();
    let out = env
        .ouzel()
        .env(
            "OUZEL_SESSIONS_DB",
            format!("postgres://fleet:{PASSWORD}@127.0.0.1:{port}/sessions"),
        )
        .args(["sessions", "list"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains(&format!("fleet@127.0.0.1:{port}/sessions")) && stderr.contains("could not connect"),
        "{stderr}"
    );
    assert!(!stderr.contains(PASSWORD), "{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exec_exports_a_trace_of_the_run_its_model_calls_and_tools_to_the_otlp_endpoint() {
    let receiver = ouzel_test::otlp::OtlpReceiver::start().await;
    let env = Env::new();
    env.write("notes.txt", "private notes\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("call_1", "read_file", r#"{"path": "notes.txt"}"#))
        .await;
    server.push_sse(openai::text("read it")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.env("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.endpoint());
    cmd.arg("read notes.txt");
    let out = run(cmd).await;
    let events = parse_events(&out.stdout);
    let session = events[0]["session_id"].as_str().unwrap().to_owned();

    let spans = receiver.spans().await;
    let names: Vec<&str> = spans.iter().map(|s| s.name.as_str()).collect();
    let agent = spans
        .iter()
        .find(|s| s.name == "invoke_agent ouzel")
        .expect("invoke_agent span");
    assert_eq!(agent.attr("gen_ai.conversation.id"), session.as_str());
    assert_eq!(agent.attr("gen_ai.provider.name"), "openai");
    let chats: Vec<_> = spans.iter().filter(|s| s.name == "chat test-model").collect();
    assert_eq!(chats.len(), 2, "{names:?}");
    assert!(chats.iter().all(|c| c.parent_span_id == agent.span_id));
    let tool = spans
        .iter()
        .find(|s| s.name == "execute_tool read_file")
        .expect("{names:?}");
    assert_eq!(tool.attr("gen_ai.tool.call.id"), "call_1");
    assert_eq!(tool.attr("ouzel.permission.decision"), "allow");
    let everything = format!("{spans:?}");
    assert!(
        !everything.contains("private notes") && !everything.contains("sk-test-sentinel-key"),
        "no contents, no key"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_otlp_endpoint_that_is_down_is_a_warning_and_the_run_is_unaffected() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("the answer")).await;
    let mut cmd = env.exec_text(&server.base_url());
    cmd.env("OTEL_EXPORTER_OTLP_ENDPOINT", format!("http://127.0.0.1:{port}"));
    cmd.arg("a question");
    let out = run(cmd).await;
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "the answer");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("warning: telemetry:") && stderr.contains(&format!("127.0.0.1:{port}/v1/traces")),
        "{stderr}"
    );
}
