//! The shell tool with real processes.
#![allow(clippy::unwrap_used, missing_docs)]

use ouzel_core::{CancellationToken, SessionId, Tool, ToolCallId, ToolContext, ToolError, ToolOutput};
use ouzel_tools::Shell;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

fn ctx(dir: &tempfile::TempDir, cancel: CancellationToken) -> ToolContext {
    ToolContext::new(
        dir.path().canonicalize().unwrap(),
        ToolCallId::new("c"),
        SessionId::new("s"),
        cancel,
    )
}

async fn run(command: &str, extra: Value) -> Result<ToolOutput, ToolError> {
    let dir = tempfile::tempdir().unwrap();
    let mut input = json!({"command": command});
    if let (Some(obj), Some(extra)) = (input.as_object_mut(), extra.as_object()) {
        obj.extend(extra.clone());
    }
    Shell::new().call(input, &ctx(&dir, CancellationToken::new())).await
}

/// Whether a process is still running (gone or a zombie counts as not running).
fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .map(|s| !s.rsplit(')').next().unwrap_or("").trim_start().starts_with('Z'))
        .unwrap_or(false)
}

#[tokio::test]
async fn captures_stdout_stderr_and_exit_code() {
    let out = run("echo out; echo err >&2; exit 3", json!({})).await.unwrap();
    insta::assert_snapshot!(out.content);
    assert_eq!(out.metadata.unwrap()["exit_code"], 3);
    let out = run("true", json!({})).await.unwrap();
    assert_eq!(out.content, "exit code: 0\n(no output)");
}

#[tokio::test]
async fn runs_in_the_workspace() {
    let dir = tempfile::tempdir().unwrap();
    let ctx = ctx(&dir, CancellationToken::new());
    let out = Shell::new().call(json!({"command": "pwd"}), &ctx).await.unwrap();
    assert_eq!(
        out.content,
        format!("exit code: 0\nstdout:\n{}", ctx.workspace.display())
    );
}

#[tokio::test]
async fn timeout_kills_and_keeps_partial_output() {
    let start = Instant::now();
    let err = run("echo started; sleep 30", json!({"timeout_ms": 300}))
        .await
        .unwrap_err();
    assert!(start.elapsed() < Duration::from_secs(5), "took {:?}", start.elapsed());
    let msg = err.to_string();
    assert!(msg.starts_with("timed out after 300 ms"), "{msg}");
    assert!(msg.contains("stdout:\nstarted"), "{msg}");
}

#[tokio::test]
async fn cancel_kills_the_process_group() {
    let dir = tempfile::tempdir().unwrap();
    let cancel = CancellationToken::new();
    let ctx = ctx(&dir, cancel.clone());
    let pid_file = ctx.workspace.join("pid");
    let command = format!("bash -c 'sleep 30 & echo $! > {}; wait'", pid_file.display());
    let task = tokio::spawn(async move { Shell::new().call(json!({"command": command}), &ctx).await });
    let deadline = Instant::now() + Duration::from_secs(5);
    let pid = loop {
        if let Some(pid) = std::fs::read_to_string(&pid_file)
            .ok()
            .and_then(|s| s.trim().parse::<u32>().ok())
        {
            break pid;
        }
        assert!(Instant::now() < deadline, "grandchild never started");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(alive(pid));
    let start = Instant::now();
    cancel.cancel();
    let result = task.await.unwrap();
    assert!(matches!(result, Err(ToolError::Cancelled)), "{result:?}");
    assert!(start.elapsed() < Duration::from_secs(5), "took {:?}", start.elapsed());
    for _ in 0..50 {
        if !alive(pid) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("grandchild {pid} survived the cancel");
}

#[tokio::test]
async fn background_process_holding_the_pipe_does_not_hang() {
    let start = Instant::now();
    let out = run("sleep 30 & echo done", json!({})).await.unwrap();
    assert!(start.elapsed() < Duration::from_secs(5), "took {:?}", start.elapsed());
    assert_eq!(out.content, "exit code: 0\nstdout:\ndone");
}

#[tokio::test]
async fn long_output_is_cut_in_the_middle() {
    let dir = tempfile::tempdir().unwrap();
    let shell = Shell::new().with_output_cap(40);
    let out = shell
        .call(json!({"command": "seq 1 1000"}), &ctx(&dir, CancellationToken::new()))
        .await
        .unwrap();
    insta::assert_snapshot!(out.content);
    let out = run("head -c 100000 /dev/zero | tr '\\0' a", json!({})).await.unwrap();
    assert!(
        out.content.contains("[... 69280 bytes omitted ...]"),
        "{}",
        out.content.len()
    );
}

#[tokio::test]
async fn the_approver_is_told_where_a_command_runs_and_how_confined() {
    use ouzel_tools::sandbox::{SandboxMode, SandboxSpec, supported};
    let dir = tempfile::tempdir().unwrap();
    let ctx = ctx(&dir, CancellationToken::new());
    let input = json!({"command": "make"});
    let ws = ctx.workspace.display().to_string();

    let shown = Shell::new().preview(&input, &ctx).await.unwrap();
    assert_eq!(
        shown,
        format!("runs in {ws}\nno sandbox: it can do anything your user can, network included")
    );
    let spec = SandboxSpec::new;
    let full = Shell::new().with_sandbox(spec(SandboxMode::DangerFullAccess));
    assert!(full.preview(&input, &ctx).await.unwrap().contains("no sandbox"));
    let confined = Shell::new().with_sandbox(spec(SandboxMode::WorkspaceWrite));
    let shown = confined.preview(&input, &ctx).await;
    if supported() {
        let shown = shown.unwrap();
        assert!(
            shown.contains(&format!("sandbox workspace-write: writes only under {ws}, /"))
                && shown.ends_with("network off"),
            "{shown}"
        );
        let ro = Shell::new().with_sandbox(spec(SandboxMode::ReadOnly));
        assert!(
            ro.preview(&input, &ctx)
                .await
                .unwrap()
                .ends_with("sandbox read-only: writes nowhere, network off")
        );
    } else {
        // The command would be refused: nothing to promise.
        assert_eq!(shown, None);
    }
}
