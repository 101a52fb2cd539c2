//! ouzel's MCP server driven by the official MCP Python SDK client (`mcp` on PyPI).

use crate::support::{builtin_server, http_server, installed, workspace};
use ouzel_core::ApprovalMode;
use serde_json::Value;

async fn run_client(python: &str, url: &str, scenario: &str) -> Value {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python_client.py");
    let out = tokio::process::Command::new(python)
        .arg(script)
        .arg(url)
        .arg(scenario)
        .kill_on_drop(true)
        .output();
    let out = tokio::time::timeout(std::time::Duration::from_secs(120), out)
        .await
        .expect("python client finished in time")
        .expect("python client ran");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "python client failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
    serde_json::from_str(stdout.trim().lines().last().unwrap_or("")).unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_client_reads_and_is_refused_a_write_it_cannot_approve() {
    let Some(python) = installed("OUZEL_MCP_PYTHON", "the MCP Python SDK") else {
        return;
    };
    let dir = workspace();
    let http = http_server(&builtin_server(dir.path()).build()).await;
    let seen = run_client(&python, &http.url(), "no-elicitation").await;
    http.shutdown().await;
    assert!(seen["read"].as_str().unwrap().contains("hello from ouzel"), "{seen}");
    assert!(seen["missing"].as_str().unwrap().contains("nope.txt"), "{seen}");
    assert_eq!(seen["write_is_error"], true, "{seen}");
    let write = seen["write"].as_str().unwrap();
    assert!(
        write.contains("permission denied") && write.contains("--approve-all"),
        "{write}"
    );
    assert!(!dir.path().join("new.txt").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_client_declining_the_elicitation_denies_the_write() {
    let Some(python) = installed("OUZEL_MCP_PYTHON", "the MCP Python SDK") else {
        return;
    };
    let dir = workspace();
    let http = http_server(&builtin_server(dir.path()).build()).await;
    let seen = run_client(&python, &http.url(), "decline").await;
    http.shutdown().await;
    let asked = seen["asked"].as_array().unwrap();
    assert_eq!(asked.len(), 1, "{seen}");
    let question = asked[0].as_str().unwrap();
    assert!(question.contains("write_file"), "{seen}");
    assert!(
        question.contains("+++ b/new.txt") && question.contains("+written over MCP"),
        "the question shows the change: {question}"
    );
    assert_eq!(seen["write_is_error"], true, "{seen}");
    assert!(
        seen["write"].as_str().unwrap().contains("the user denied `write_file`"),
        "{seen}"
    );
    assert!(!dir.path().join("new.txt").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_client_approving_the_elicitation_runs_the_write() {
    let Some(python) = installed("OUZEL_MCP_PYTHON", "the MCP Python SDK") else {
        return;
    };
    let dir = workspace();
    let http = http_server(&builtin_server(dir.path()).build()).await;
    let seen = run_client(&python, &http.url(), "accept").await;
    http.shutdown().await;
    assert_eq!(seen["write_is_error"], false, "{seen}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("new.txt")).unwrap(),
        "written over MCP\n"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reject_all_refuses_without_asking() {
    let Some(python) = installed("OUZEL_MCP_PYTHON", "the MCP Python SDK") else {
        return;
    };
    let dir = workspace();
    let server = builtin_server(dir.path()).approval(ApprovalMode::RejectAll).build();
    let http = http_server(&server).await;
    let seen = run_client(&python, &http.url(), "accept").await;
    http.shutdown().await;
    assert_eq!(seen["asked"].as_array().unwrap().len(), 0, "{seen}");
    assert!(seen["write"].as_str().unwrap().contains("--reject-all"), "{seen}");
}
