//! ouzel's MCP client against the reference servers: `mcp-server-time` (PyPI) and
//! `@modelcontextprotocol/server-filesystem` (npm).

use crate::support::{installed, workspace};
use ouzel_core::{
    ApprovalMode, ContentBlock, Emitter, Executor, PendingCall, PermissionGate, Risk, SessionId, ToolCallId,
    ToolRegistry,
};
use ouzel_mcp::{McpManager, McpServerConfig, ServerState};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

/// Calls `name` through the core executor (approving everything), returning (text, is_error).
pub(crate) async fn call(registry: &ToolRegistry, dir: &std::path::Path, name: &str, input: Value) -> (String, bool) {
    let exec = Executor::new(
        registry.clone(),
        Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)),
        dir.to_path_buf(),
        SessionId::generate(),
    );
    let (emit, _rx) = Emitter::channel();
    let call = PendingCall {
        id: ToolCallId::generate(),
        name: name.into(),
        input: Ok(input),
    };
    let out = exec
        .execute(&[call], Vec::new(), &tokio_util::sync::CancellationToken::new(), &emit)
        .await;
    match out.into_iter().next() {
        Some(ContentBlock::ToolResult { content, is_error, .. }) => (content, is_error),
        other => panic!("no tool result: {other:?}"),
    }
}

pub(crate) async fn started(
    servers: BTreeMap<String, McpServerConfig>,
    dir: &std::path::Path,
) -> (McpManager, ToolRegistry) {
    let registry = ToolRegistry::new();
    let manager = McpManager::new(&servers, dir);
    manager.start_all(&registry);
    manager.wait_started(Duration::from_secs(60)).await;
    (manager, registry)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_server_tools_are_listed_and_called() {
    let Some(python) = installed("OUZEL_MCP_PYTHON", "mcp-server-time") else {
        return;
    };
    let dir = workspace();
    let mut server = McpServerConfig::stdio(python, ["-m", "mcp_server_time", "--local-timezone", "UTC"]);
    server.disabled_tools = vec!["convert_time".into()];
    let (manager, registry) = started(BTreeMap::from([("time".to_owned(), server)]), dir.path()).await;
    let status = manager.status();
    assert!(
        matches!(&status[0].state, ServerState::Ready { tools } if tools == &["time__get_current_time"]),
        "{status:?}"
    );
    assert_eq!(
        registry.names(),
        ["time__get_current_time"],
        "disabled_tools filters convert_time"
    );
    let def = registry.get("time__get_current_time").unwrap().definition().clone();
    assert_eq!(
        def.risk,
        Risk::Low,
        "the time server marks its tools read-only: {def:?}"
    );
    assert!(def.input_schema["properties"]["timezone"].is_object(), "{def:?}");
    let (text, is_error) = call(
        &registry,
        dir.path(),
        "time__get_current_time",
        json!({"timezone": "Europe/Paris"}),
    )
    .await;
    assert!(!is_error, "{text}");
    assert!(text.contains("Europe/Paris"), "{text}");
    let (text, is_error) = call(
        &registry,
        dir.path(),
        "time__get_current_time",
        json!({"timezone": "Not/AZone"}),
    )
    .await;
    assert!(is_error, "an unknown zone is an error result: {text}");
    manager.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn filesystem_server_lists_reads_and_writes() {
    let Some(entry) = installed("OUZEL_MCP_FS_SERVER", "@modelcontextprotocol/server-filesystem") else {
        return;
    };
    let dir = workspace();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let server = McpServerConfig::stdio("node", [entry, root.display().to_string()]);
    let (manager, registry) = started(BTreeMap::from([("fs".to_owned(), server)]), &root).await;
    let status = manager.status();
    assert!(matches!(status[0].state, ServerState::Ready { .. }), "{status:?}");
    let names = registry.names();
    assert!(names.iter().all(|n| n.starts_with("fs__")), "{names:?}");
    assert!(names.contains(&"fs__list_directory".to_owned()), "{names:?}");
    let list = registry.get("fs__list_directory").unwrap().definition().clone();
    let write = registry.get("fs__write_file").unwrap().definition().clone();
    assert!(list.effects.is_read_only() && list.risk == Risk::Low, "{list:?}");
    assert!(!write.effects.is_read_only() && write.risk == Risk::Medium, "{write:?}");

    let (text, is_error) = call(&registry, &root, "fs__list_directory", json!({"path": root})).await;
    assert!(!is_error && text.contains("hello.txt"), "{text}");
    let target = root.join("made.txt");
    let (text, is_error) = call(
        &registry,
        &root,
        "fs__write_file",
        json!({"path": target, "content": "via mcp"}),
    )
    .await;
    assert!(!is_error, "{text}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "via mcp");
    let (text, is_error) = call(&registry, &root, "fs__list_directory", json!({"path": "/etc"})).await;
    assert!(is_error, "the server refuses paths outside its roots: {text}");
    manager.shutdown().await;
}
