//! `ouzel batch`: many tasks from a JSONL file, each a session, with results on disk.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, openai};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn git(dir: &Path, args: &[&str]) {
    let ok = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .status()
        .unwrap()
        .success();
    assert!(ok, "git {args:?}");
}

fn summary(out: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(out.join("summary.json")).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    v["tasks"].as_array().unwrap().clone()
}

fn status_of<'a>(tasks: &'a [Value], id: &str) -> &'a str {
    tasks.iter().find(|t| t["id"] == id).unwrap()["status"]
        .as_str()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tasks_run_as_sessions_with_answers_events_and_a_summary_and_bad_input_fails_only_its_task() {
    let env = Env::new();
    env.write("one/README", "first workspace\n");
    // A repository whose `v1` tag has a file the branch tip no longer has.
    let repo = env.path().join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q", "-b", "main"]);
    std::fs::write(repo.join("at_v1.txt"), "v1\n").unwrap();
    git(&repo, &["add", "."]);
    git(&repo, &["commit", "-q", "-m", "v1"]);
    git(&repo, &["tag", "v1"]);
    git(&repo, &["rm", "-q", "at_v1.txt"]);
    git(&repo, &["commit", "-q", "-m", "later"]);
    env.write(
        "tasks.jsonl",
        concat!(
            r#"{"id": "one", "prompt": "task one", "workspace": "one"}"#,
            "\n",
            r#"{"id": "gone", "prompt": "task two", "workspace": "does-not-exist"}"#,
            "\n",
            "{\"id\": \"broken\", \"prompt\": \n",
            r#"{"id": "tagged", "prompt": "task three", "repo": "repo", "ref": "v1", "limits": {"max_iterations": 5}}"#,
            "\n",
        ),
    );
    let server = ScriptedServer::start().await;
    for _ in 0..2 {
        server.push_sse(openai::text("done")).await;
    }
    let mut cmd = env.ouzel();
    cmd.args(["batch", "tasks.jsonl", "--jobs", "2", "--out", "results"])
        .args(["-m", "openai/test-model", "--base-url", &server.base_url()]);
    let out = run(cmd).await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "a task failed: {stderr}");
    assert!(stderr.contains("tasks.jsonl:3: not a task"), "{stderr}");

    let results = env.path().join("results");
    let tasks = summary(&results);
    assert_eq!(tasks.len(), 3, "the malformed line is not a task");
    assert_eq!(status_of(&tasks, "one"), "completed");
    assert_eq!(status_of(&tasks, "tagged"), "completed");
    assert_eq!(status_of(&tasks, "gone"), "failed");
    let gone = tasks.iter().find(|t| t["id"] == "gone").unwrap();
    assert!(gone["error"].as_str().unwrap().contains("does-not-exist"), "{gone}");
    assert_eq!(std::fs::read_to_string(results.join("one/answer.md")).unwrap(), "done");
    let events = std::fs::read_to_string(results.join("one/events.jsonl")).unwrap();
    assert!(
        events.lines().last().unwrap().contains(r#""type":"finished""#),
        "{events}"
    );
    // The repository's task ran in a fresh worktree at the ref.
    assert!(results.join("tagged/worktree/at_v1.txt").exists());
    let one = tasks.iter().find(|t| t["id"] == "one").unwrap();
    assert!(
        one["turns"].as_u64().unwrap() >= 1 && one["session_id"].is_string(),
        "{one}"
    );
    // Each task is a saved session.
    let listed = env.ouzel().args(["sessions", "list", "--json"]).output().unwrap();
    let listed: Value = serde_json::from_slice(&listed.stdout).unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 2, "{listed}");
    // The table names every task.
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains("one") && table.contains("gone") && table.contains("2/3 completed"),
        "{table}"
    );

    // Resumed once the workspace exists: only the unfinished task runs.
    env.write("does-not-exist/x", "now here\n");
    server.push_sse(openai::text("done at last")).await;
    let mut cmd = env.ouzel();
    cmd.args(["batch", "--resume", "results"])
        .args(["-m", "openai/test-model", "--base-url", &server.base_url()]);
    let out = run(cmd).await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The malformed line is still there, and still said; every task is now done.
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("tasks.jsonl:3:") && stderr.contains("2 task(s) finished earlier"),
        "{stderr}"
    );
    assert_eq!(
        server.request_bodies().await.len(),
        3,
        "the finished tasks did not run again"
    );
    let tasks = summary(&results);
    assert!(tasks.iter().all(|t| t["status"] == "completed"), "{tasks:?}");
    assert_eq!(
        std::fs::read_to_string(results.join("gone/answer.md")).unwrap(),
        "done at last"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_starts_no_new_task_and_cancels_the_running_one() {
    let env = Env::new();
    let mut lines = String::new();
    for id in ["a", "b", "c"] {
        lines.push_str(&format!(r#"{{"id": "{id}", "prompt": "slow task", "workspace": "."}}"#));
        lines.push('\n');
    }
    env.write("tasks.jsonl", &lines);
    let server = ScriptedServer::start().await;
    // A model that takes a minute to answer.
    server
        .push_sse_after(openai::text("late"), std::time::Duration::from_secs(60))
        .await;
    let mut child = env
        .ouzel_std()
        .args(["batch", "tasks.jsonl", "--jobs", "1", "--out", "out"])
        .args(["-m", "openai/test-model", "--base-url", &server.base_url()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for the first task's model call, then interrupt.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while server.request_bodies().await.is_empty() {
        assert!(
            std::time::Instant::now() < deadline,
            "the first task never called the model"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let pid = child.id().to_string();
    assert!(Command::new("kill").args(["-INT", &pid]).status().unwrap().success());
    let status = tokio::task::spawn_blocking(move || child.wait())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(status.code(), Some(130));
    let tasks = summary(&env.path().join("out"));
    let statuses: Vec<&str> = tasks.iter().map(|t| t["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["cancelled", "not_started", "not_started"]);
    assert_eq!(server.request_bodies().await.len(), 1, "no new task started");
}
