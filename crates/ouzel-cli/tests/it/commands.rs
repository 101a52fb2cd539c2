//! Custom commands and skills from the command line: `ouzel exec --command NAME ARGS…` against
//! the in-process SSE server, with the files where Claude Code users keep them.

use crate::support::{Env, run};
use ouzel_test::{ScriptedServer, of_type, openai, parse_events};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_expands_its_arguments_and_its_allowed_tools_hold_for_the_turn() {
    let env = Env::new();
    env.write(
        ".claude/commands/fix.md",
        "---\ndescription: Fix an issue\nargument-hint: [issue] [note]\nallowed-tools: Read, Bash(git status:*)\n---\nFix issue #$1 ($2). Everything: $ARGUMENTS\n",
    );
    env.write(
        ".claude/skills/broken/SKILL.md",
        "---\nname: broken\n  - x\n---\nbody\n",
    );
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "shell", r#"{"command": "echo x > no.txt"}"#))
        .await;
    server.push_sse(openai::text("fixed")).await;
    let mut cmd = env.exec_json(&server.base_url());
    cmd.args(["--approve-all", "--command", "fix", "42", "needs care"]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let events = parse_events(&out.stdout);

    let notices: Vec<&str> = of_type(&events, "notice")
        .iter()
        .filter_map(|n| n["message"].as_str())
        .collect();
    assert!(
        notices.iter().any(|m| m.contains(".claude/skills/broken/SKILL.md:2:")),
        "the broken skill is named with its line, and the run goes on: {notices:#?}"
    );
    let result = &of_type(&events, "tool_result")[0];
    assert_eq!(result["is_error"], true, "{result}");
    assert!(result["content"].as_str().unwrap().contains("command:fix"), "{result}");
    assert!(!env.path().join("no.txt").exists(), "denied even under --approve-all");
    let decision = of_type(&events, "permission_decision")[0];
    assert_eq!(decision["by"], "scope:command:fix");

    let bodies = server.request_bodies().await;
    let messages = bodies[0]["messages"].as_array().unwrap();
    assert_eq!(
        messages.last().unwrap()["content"],
        "Fix issue #42 (needs care). Everything: 42 \"needs care\""
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commands_model_is_used_unless_m_names_one_and_user_skills_reach_the_prompt() {
    let env = Env::new();
    let user = env.config_home.path();
    std::fs::create_dir_all(user.join("ouzel/commands")).unwrap();
    std::fs::write(
        user.join("ouzel/commands/summary.md"),
        "---\nmodel: openai/command-model\n---\nSummarise the repository.\n",
    )
    .unwrap();
    std::fs::create_dir_all(user.join(".claude/skills/pdf")).unwrap();
    std::fs::write(
        user.join(".claude/skills/pdf/SKILL.md"),
        "---\nname: pdf\ndescription: the user's PDF skill\n---\nx\n",
    )
    .unwrap();
    env.write(
        ".agents/skills/pdf/SKILL.md",
        "---\nname: pdf\ndescription: the project's PDF skill\n---\nx\n",
    );
    let server = ScriptedServer::start().await;
    server.push_sse(openai::text("a summary")).await;
    let mut cmd = env.ouzel();
    cmd.args([
        "exec",
        "--json",
        "--base-url",
        &server.base_url(),
        "--command",
        "summary",
    ]);
    let out = run(cmd).await;
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let bodies = server.request_bodies().await;
    assert_eq!(bodies[0]["model"], "command-model");
    let system = bodies[0]["messages"][0]["content"].as_str().unwrap();
    assert!(
        system.contains("- pdf: the project's PDF skill") && !system.contains("the user's PDF skill"),
        "the project's skill wins the clash: {system}"
    );
    let notices = of_type(&parse_events(&out.stdout), "notice")
        .iter()
        .filter_map(|n| n["message"].as_str().map(str::to_owned))
        .collect::<Vec<_>>();
    assert!(
        notices
            .iter()
            .any(|m| m.contains(".claude/skills/pdf/SKILL.md:1:") && m.contains("which wins")),
        "{notices:#?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_command_is_a_usage_error_naming_the_known_ones() {
    let env = Env::new();
    env.write(".ouzel/commands/review.md", "Review the diff.\n");
    let mut cmd = env.ouzel();
    cmd.args(["exec", "-m", "openai/test-model", "--command", "reveiw"]);
    let out = run(cmd).await;
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no command or skill named `reveiw`; known: review"),
        "{stderr}"
    );
}
