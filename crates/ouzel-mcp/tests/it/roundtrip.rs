//! ouzel's client and server against each other, and the server's line protocol over a pipe.

use crate::reference::{call, started};
use crate::support::{builtin_server, http_server, workspace};
use ouzel_core::{Risk, Tool, ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry, async_trait};
use ouzel_mcp::{HttpServerOptions, McpManager, McpServer, McpServerConfig, ServerState};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio_util::sync::CancellationToken;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_client_uses_our_server_over_http() {
    let dir = workspace();
    let http = http_server(&builtin_server(dir.path()).build()).await;
    let servers = BTreeMap::from([("ouzel".to_owned(), McpServerConfig::http(http.url()))]);
    let (manager, registry) = started(servers, dir.path()).await;
    assert!(
        matches!(manager.status()[0].state, ServerState::Ready { .. }),
        "{:?}",
        manager.status()
    );
    let read = registry.get("ouzel__read_file").unwrap().definition().clone();
    let write = registry.get("ouzel__write_file").unwrap().definition().clone();
    assert!(
        read.effects == ouzel_core::Effects::read_only_uncached() && read.risk == Risk::Low,
        "readOnlyHint carries over: {read:?}"
    );
    assert_eq!(write.risk, Risk::Medium);
    assert_eq!(
        read.origin,
        ouzel_core::Origin::Mcp {
            server: "ouzel".into(),
            tool: "read_file".into()
        },
        "the definition records which server serves it and under what name"
    );
    let (text, is_error) = call(&registry, dir.path(), "ouzel__read_file", json!({"path": "hello.txt"})).await;
    assert!(!is_error && text.contains("hello from ouzel"), "{text}");
    // Approved on our side, but the remote gate has nobody to ask: a denial the model can read.
    let (text, is_error) = call(
        &registry,
        dir.path(),
        "ouzel__write_file",
        json!({"path": "x", "content": "y"}),
    )
    .await;
    assert!(is_error && text.contains("needs approval"), "{text}");
    manager.shutdown().await;
    http.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bearer_token_guards_the_http_server() {
    let dir = workspace();
    let server = builtin_server(dir.path()).build();
    let mut options = HttpServerOptions::new("127.0.0.1:0".parse().unwrap());
    options.token = Some("s3cret".into());
    let http = server.serve_http(options).await.unwrap();
    let without = McpServerConfig::http(http.url());
    let mut with = McpServerConfig::http(http.url());
    with.headers.insert("Authorization".into(), "Bearer s3cret".into());
    let servers = BTreeMap::from([("anon".to_owned(), without), ("auth".to_owned(), with)]);
    let (manager, registry) = started(servers, dir.path()).await;
    let status = manager.status();
    assert!(
        matches!(&status[0].state, ServerState::NeedsLogin { message } if message.contains("anon") && message.contains("401")),
        "{status:?}"
    );
    assert!(matches!(status[1].state, ServerState::Ready { .. }), "{status:?}");
    assert!(registry.names().iter().all(|n| n.starts_with("auth__")));
    manager.shutdown().await;
    http.shutdown().await;
}

/// Waits for cancellation and reports that it saw it.
struct Slow {
    def: ToolDefinition,
    started: tokio::sync::mpsc::UnboundedSender<()>,
    saw_cancel: tokio::sync::mpsc::UnboundedSender<()>,
}

#[async_trait]
impl Tool for Slow {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }
    async fn call(&self, _input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        // The executor may drop the call as soon as the cancellation arrives, before this future
        // wakes: either way the tool stops, which the guard reports.
        struct Stopped(tokio::sync::mpsc::UnboundedSender<()>);
        impl Drop for Stopped {
            fn drop(&mut self) {
                let _ = self.0.send(());
            }
        }
        let _stopped = Stopped(self.saw_cancel.clone());
        let _ = self.started.send(());
        ctx.cancel.cancelled().await;
        Err(ToolError::Cancelled)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancelling_a_call_cancels_the_remote_tool() {
    let dir = workspace();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let (started_tx, mut tool_started) = tokio::sync::mpsc::unbounded_channel();
    let tools = ToolRegistry::new();
    tools.register(Slow {
        def: ToolDefinition::new("slow", "Waits", json!({"type": "object"}))
            .with_effects(ouzel_core::Effects::read_only()),
        started: started_tx,
        saw_cancel: tx,
    });
    let http = http_server(&McpServer::builder(tools, dir.path()).build()).await;
    let servers = BTreeMap::from([("remote".to_owned(), McpServerConfig::http(http.url()))]);
    let (manager, registry) = started(servers, dir.path()).await;
    let tool = registry.get("remote__slow").expect("registered");
    let cancel = CancellationToken::new();
    let ctx = ToolContext::new(
        dir.path(),
        ouzel_core::ToolCallId::generate(),
        ouzel_core::SessionId::generate(),
        cancel.clone(),
    );
    // Cancel once the server runs the tool: a cancellation that overtakes its request is moot.
    let canceller = async {
        tool_started.recv().await;
        cancel.cancel();
    };
    let (result, ()) = tokio::join!(tool.call(json!({}), &ctx), canceller);
    assert!(matches!(result, Err(ToolError::Cancelled)), "{result:?}");
    tokio::time::timeout(Duration::from_secs(10), rx.recv())
        .await
        .expect("the server-side tool was stopped by the cancellation")
        .expect("sender alive");
    manager.shutdown().await;
    http.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_dies_at_start_is_named_with_its_stderr() {
    if std::process::Command::new("sh").arg("-c").arg("true").status().is_err() {
        eprintln!("SKIPPED: no sh");
        return;
    }
    let dir = workspace();
    let server = McpServerConfig::stdio("sh", ["-c", "echo 'fatal: no API key' >&2; exit 3"]);
    let servers = BTreeMap::from([("broken".to_owned(), server)]);
    let (manager, registry) = started(servers, dir.path()).await;
    let status = manager.status();
    match &status[0].state {
        ServerState::Failed { message } => {
            assert!(message.contains("`broken`"), "{message}");
            assert!(message.contains("fatal: no API key"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    assert!(registry.is_empty());
    manager.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_all_does_not_wait_for_slow_servers() {
    let dir = workspace();
    let mut server = McpServerConfig::stdio("sh", ["-c", "sleep 30"]);
    server.startup_timeout_ms = Some(800);
    let servers = BTreeMap::from([("sleepy".to_owned(), server)]);
    let registry = ToolRegistry::new();
    let manager = McpManager::new(&servers, dir.path());
    manager.start_all(&registry);
    assert_eq!(
        manager.status()[0].state,
        ServerState::Starting,
        "start_all returns before the server is up"
    );
    manager.wait_started(Duration::from_secs(20)).await;
    match &manager.status()[0].state {
        ServerState::Failed { message } => {
            assert!(message.contains("within 800 ms (raise startup_timeout_ms"), "{message}")
        }
        other => panic!("{other:?}"),
    }
    manager.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_speaks_newline_delimited_json_rpc_on_a_pipe() {
    let dir = workspace();
    let server = builtin_server(dir.path()).build();
    let (client, server_end) = tokio::io::duplex(1 << 16);
    let (server_read, server_write) = tokio::io::split(server_end);
    let serving = tokio::spawn(async move { server.serve_io(server_read, server_write).await });
    let (client_read, mut client_write) = tokio::io::split(client);
    let mut lines = BufReader::new(client_read).lines();
    let send = |v: Value| format!("{v}\n");
    client_write
        .write_all(
            send(json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}))
            .as_bytes(),
        )
        .await
        .unwrap();
    let init: Value = serde_json::from_str(&lines.next_line().await.unwrap().unwrap()).unwrap();
    assert_eq!(init["result"]["serverInfo"]["name"], "ouzel", "{init}");
    assert_eq!(init["result"]["protocolVersion"], "2025-06-18", "{init}");
    client_write
        .write_all(send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"})).as_bytes())
        .await
        .unwrap();
    client_write
        .write_all(
            send(json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "shell", "arguments": {"command": "echo hi"}}}))
                .as_bytes(),
        )
        .await
        .unwrap();
    let res: Value = serde_json::from_str(&lines.next_line().await.unwrap().unwrap()).unwrap();
    assert_eq!(res["id"], 2, "{res}");
    assert_eq!(
        res["result"]["isError"], true,
        "a denial is a tool result, not a protocol error: {res}"
    );
    let text = res["result"]["content"][0]["text"].as_str().unwrap();
    assert!(text.contains("permission denied") && text.contains("shell"), "{text}");
    client_write
        .write_all(
            send(
                json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "nope", "arguments": {}}}),
            )
            .as_bytes(),
        )
        .await
        .unwrap();
    let res: Value = serde_json::from_str(&lines.next_line().await.unwrap().unwrap()).unwrap();
    assert_eq!(res["result"]["isError"], true, "{res}");
    assert!(
        res["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("unknown tool `nope`"),
        "{res}"
    );
    drop(client_write);
    drop(lines);
    tokio::time::timeout(Duration::from_secs(10), serving)
        .await
        .unwrap()
        .unwrap()
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ending_an_http_session_answers_no_content() {
    let dir = workspace();
    let http = http_server(&builtin_server(dir.path()).build()).await;
    // Built without a TLS provider of its own (see ouzel_mcp::install_tls_provider).
    ouzel_mcp::install_tls_provider();
    let client = reqwest_mcp::Client::new();
    let init = client
        .post(http.url())
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .body(
            json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": {"name": "raw", "version": "1"}}})
            .to_string(),
        )
        .send()
        .await
        .unwrap();
    assert!(init.status().is_success(), "{}", init.status());
    let session = init.headers()["mcp-session-id"].to_str().unwrap().to_owned();
    let end = client
        .delete(http.url())
        .header("mcp-session-id", &session)
        .send()
        .await
        .unwrap();
    assert!(
        matches!(end.status().as_u16(), 200 | 204),
        "DELETE {} answered {}",
        http.url(),
        end.status()
    );
    http.shutdown().await;
}

/// A tool that answers with its own name.
struct Named(ToolDefinition);

#[async_trait]
impl Tool for Named {
    fn definition(&self) -> &ToolDefinition {
        &self.0
    }
    async fn call(&self, _input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        Ok(ToolOutput::text(self.0.name.clone()))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_made_safe_or_cut_alike_stay_distinct_tools() {
    let dir = workspace();
    let long = "x".repeat(70);
    let served = [
        "echo.one".to_owned(),
        "echo_one".to_owned(),
        format!("{long}_a"),
        format!("{long}_b"),
    ];
    let registry = ToolRegistry::new();
    for name in &served {
        registry.register(Named(
            ToolDefinition::new(name.clone(), "answers with its name", json!({"type": "object"}))
                .with_risk(Risk::Low)
                .with_effects(ouzel_core::Effects::read_only_uncached()),
        ));
    }
    let canonical = std::fs::canonicalize(dir.path()).expect("canonical");
    let http = http_server(&McpServer::builder(registry, canonical).build()).await;
    let servers = BTreeMap::from([("s".to_owned(), McpServerConfig::http(http.url()))]);
    let (manager, ours) = started(servers, dir.path()).await;
    let ServerState::Ready { tools } = manager.status()[0].state.clone() else {
        panic!("{:?}", manager.status());
    };
    let distinct: std::collections::BTreeSet<&String> = tools.iter().collect();
    assert_eq!(
        distinct.len(),
        4,
        "every served tool is offered under its own name: {tools:?}"
    );
    for name in &tools {
        assert!(name.len() <= 64, "{name}");
        let (text, is_error) = call(&ours, dir.path(), name, json!({})).await;
        assert!(!is_error, "{name}: {text}");
        let origin = ours.get(name).expect("registered").definition().origin.clone();
        let ouzel_core::Origin::Mcp { tool, .. } = origin else {
            panic!("{origin:?}")
        };
        assert_eq!(text, tool, "`{name}` calls the server's `{tool}`");
    }
    manager.shutdown().await;
    http.shutdown().await;
}
