//! What the command line says about itself, and what it refuses before anything runs: help
//! lines, and configuration or arguments that would make a run silently do nothing or fail
//! only at its end (exit 2, naming what to fix, no model called).

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, openai};

#[test]
fn each_command_s_help_starts_with_what_the_command_does() {
    let env = Env::new();
    let mut commands = vec![
        (vec![], "ouzel: a fast, safe coding agent for any model."),
        (
            vec!["exec"],
            "Run one task headless and exit: the answer on stdout, or JSON events with --json",
        ),
        (
            vec!["batch"],
            "Run many headless tasks from a JSONL file, N at a time, each a session of its own",
        ),
        (
            vec!["run"],
            "Run a declarative agent project's entry agent (ouzel.toml + .agent files)",
        ),
        (vec!["sessions"], "List, show, export or delete saved sessions"),
        (
            vec!["rewind"],
            "Restore a session to just before one of its user turns: files, conversation, or both",
        ),
        (vec!["worktree"], "List or remove the git worktrees `--worktree` made"),
        (
            vec!["models"],
            "List the providers ouzel knows, or one provider's models",
        ),
        (
            vec!["acp"],
            "Speak the Agent Client Protocol on stdin/stdout, for editors (Zed, JetBrains, Neovim)",
        ),
    ];
    if cfg!(feature = "temporal") {
        commands.push((
            vec!["worker"],
            "Run a Temporal worker hosting ouzel's session workflow and its activities (docs/scale.md)",
        ));
        commands.push((
            vec!["approve"],
            "Answer a durable run's approval question (`approval_requested`) by signal",
        ));
    }
    for (command, first_line) in commands {
        let out = env.ouzel().args(&command).arg("--help").output().unwrap();
        assert!(out.status.success(), "{command:?}");
        let help = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            help.lines().next(),
            Some(first_line),
            "ouzel {command:?} --help:\n{help}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn max_iterations_of_zero_is_refused_naming_the_key_instead_of_doing_nothing() {
    let env = Env::new();
    env.config("[limits]\nmax_iterations = 0\n");
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("never asked")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.arg("do something");
    let out = run(cmd).await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("config.toml:2:") && stderr.contains("`limits.max_iterations` must be 1 or more"),
        "{stderr}"
    );
    assert!(server.request_bodies().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_compact_threshold_that_is_not_a_fraction_is_refused_naming_the_key() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    for bad in ["7.5", "0"] {
        env.config(&format!("[context]\ncompact_threshold = {bad}\n"));
        let mut cmd = env.exec_json(&server.base_url());
        cmd.arg("do something");
        let out = run(cmd).await;
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad}: {stderr}");
        assert!(
            stderr.contains("`context.compact_threshold` is a fraction of the context window"),
            "{bad}: {stderr}"
        );
    }
    assert!(server.request_bodies().await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_output_schema_that_is_not_a_json_schema_is_refused_before_the_run() {
    let env = Env::new();
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("{}")).await;
    for (schema, said) in [
        (r#"{"type": "nonsense-type"}"#, "not a valid JSON Schema: at `/type`"),
        (
            r#"{"type": "object", "required": "n"}"#,
            "not a valid JSON Schema: at `/required`",
        ),
        ("[1, 2]", "a JSON Schema is an object (or true/false), not an array"),
    ] {
        env.write("schema.json", schema);
        let mut cmd = env.exec_json(&server.base_url());
        cmd.args(["--output-schema", "schema.json", "count"]);
        let out = run(cmd).await;
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{schema}: {stderr}");
        assert!(
            stderr.contains("--output-schema schema.json: ") && stderr.contains(said),
            "{schema}: {stderr}"
        );
    }
    assert!(server.request_bodies().await.is_empty());
}
