//! Hooks in Claude Code's spelling that need no CLI to reach them — SubagentStop (an agent
//! called as a tool), PreCompact (`Op::Compact`) and Notification (an approval question) — each
//! with a real script in a temp dir, wired as the facade wires config.

use futures::StreamExt;
use ouzel::core::{
    AgentEvent, Approval, ApprovalMode, Event, Op, Origin, PermissionGate, Risk, Tool, ToolContext, ToolDefinition,
    ToolError, ToolOutput, ToolRegistry, async_trait,
};
use ouzel_test::ScriptedProvider as Script;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::Arc;

/// An agent wired with the hooks of `toml` (a config file's text), the scripted answers and
/// `tools`, in `dir`.
fn agent(
    dir: &Path,
    toml: &str,
    answers: Vec<Vec<ouzel::core::StreamEvent>>,
    tools: ToolRegistry,
    gate: PermissionGate,
) -> ouzel::Agent {
    let config = ouzel::Config::parse(toml, &dir.join("config.toml")).unwrap();
    let hooks = ouzel::hooks::CommandHooks::new(config.hooks, dir);
    ouzel::Agent::builder()
        .provider(Arc::new(Script::new(answers)))
        .tools(tools)
        .gate(Arc::new(gate))
        .hooks(Arc::new(hooks))
        .workspace(dir)
        .build()
        .unwrap()
}

/// Collects a stream, answering every approval question with `answer`.
async fn run(agent: &ouzel::Agent, op: Op, answer: Approval) -> Vec<Event> {
    let mut stream = agent.submit(op);
    let mut events = Vec::new();
    while let Some(e) = stream.next().await {
        if let AgentEvent::ApprovalRequested { id, .. } = &e.event {
            agent.submit(Op::Approve {
                id: id.clone(),
                answer: answer.clone(),
            });
        }
        events.push(e);
    }
    events
}

/// What a hook wrote of its stdin to `name` in `dir`.
fn input_of(dir: &Path, name: &str) -> Value {
    let text = std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    serde_json::from_str(&text).unwrap()
}

/// A stand-in for an agent called as a tool: answers with a fixed report.
struct Reviewer(ToolDefinition);

#[async_trait]
impl Tool for Reviewer {
    fn definition(&self) -> &ToolDefinition {
        &self.0
    }
    async fn call(&self, _input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        Ok(ToolOutput::text("the change looks fine"))
    }
}

#[tokio::test]
async fn subagent_stop_hooks_see_the_agents_answer_and_what_they_block_with_reaches_the_caller() {
    let dir = tempfile::tempdir().unwrap();
    let tools = ToolRegistry::new();
    tools.register(Reviewer(
        ToolDefinition::new("reviewer", "reviews", json!({"type": "object"}))
            .with_origin(Origin::Agent)
            .with_risk(Risk::Low),
    ));
    let toml = r#"
[[hooks.SubagentStop]]
matcher = "reviewer"
[[hooks.SubagentStop.hooks]]
type = "command"
command = "cat > subagent.json; echo 'the reviewer must also run the tests' >&2; exit 2"
"#;
    let answers = vec![Script::calls(&[("a1", "reviewer", "{}")]), Script::text("ok")];
    let agent = agent(
        dir.path(),
        toml,
        answers,
        tools,
        PermissionGate::new(ApprovalMode::Interactive),
    );
    let events = run(&agent, Op::user_message("review"), Approval::Deny).await;
    let input = input_of(dir.path(), "subagent.json");
    assert_eq!(input["hook_event_name"], "SubagentStop");
    assert_eq!(input["agent_name"], "reviewer");
    assert_eq!(input["answer"], "the change looks fine");
    let result = events
        .iter()
        .find_map(|e| match &e.event {
            AgentEvent::ToolResult { content, .. } => Some(content.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(result, "the change looks fine\n\nthe reviewer must also run the tests");
}

#[tokio::test]
async fn pre_compact_hooks_run_before_a_manual_compaction_with_the_trigger() {
    let dir = tempfile::tempdir().unwrap();
    let toml = r#"
[[hooks.PreCompact]]
matcher = "manual"
[[hooks.PreCompact.hooks]]
type = "command"
command = "cat > compact.json; echo '{\"systemMessage\": \"saving notes before compaction\"}'"

[[hooks.PreCompact]]
matcher = "auto"
[[hooks.PreCompact.hooks]]
type = "command"
command = "touch auto-ran"
"#;
    let agent = agent(
        dir.path(),
        toml,
        Vec::new(),
        ToolRegistry::new(),
        PermissionGate::new(ApprovalMode::Interactive),
    );
    let events = run(&agent, Op::Compact, Approval::Deny).await;
    let input = input_of(dir.path(), "compact.json");
    assert_eq!(input["hook_event_name"], "PreCompact");
    assert_eq!(input["trigger"], "manual");
    assert!(input["session_id"].as_str().is_some_and(|s| !s.is_empty()));
    assert!(!dir.path().join("auto-ran").exists(), "the matcher picks the trigger");
    let notices: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::Notice { message } => Some(message.as_str()),
            _ => None,
        })
        .collect();
    assert!(notices.contains(&"saving notes before compaction"), "{notices:?}");
}

#[tokio::test]
async fn notification_hooks_hear_when_a_person_is_asked_to_approve_a_call() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "old\n").unwrap();
    let toml = r#"
[[hooks.Notification]]
[[hooks.Notification.hooks]]
type = "command"
command = "cat >> notifications.jsonl; echo >> notifications.jsonl"
"#;
    let answers = vec![
        Script::calls(&[("w1", "write_file", r#"{"path": "a.txt", "content": "new\n"}"#)]),
        Script::text("done"),
    ];
    let gate = PermissionGate::new(ApprovalMode::Interactive).with_asking(true);
    let agent = agent(dir.path(), toml, answers, ouzel_tools::builtin_registry(), gate);
    run(&agent, Op::user_message("write"), Approval::Once).await;
    let text = std::fs::read_to_string(dir.path().join("notifications.jsonl")).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 1, "one question, one notification: {text}");
    assert_eq!(lines[0]["hook_event_name"], "Notification");
    assert_eq!(lines[0]["notification_type"], "permission_prompt");
    assert_eq!(lines[0]["message"], "ouzel needs your permission to use write_file");
    assert_eq!(std::fs::read_to_string(dir.path().join("a.txt")).unwrap(), "new\n");
}
