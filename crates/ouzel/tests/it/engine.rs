use futures::StreamExt;
use ouzel::core::{
    AgentEvent, ApprovalMode, ContentBlock, Event, FinishReason, Limits, Message, Op, PermissionGate, Risk, Role,
    RunState, StreamEvent, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry,
    async_trait,
};
use ouzel_test::ScriptedProvider as Script;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn agent_with(
    dir: &std::path::Path,
    answers: Vec<Vec<StreamEvent>>,
    tools: ToolRegistry,
    limits: Limits,
) -> (ouzel::Agent, Arc<Script>) {
    let script = Arc::new(Script::new(answers));
    let agent = ouzel::Agent::builder()
        .provider(script.clone())
        .tools(tools)
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .workspace(dir)
        .limits(limits)
        .build()
        .unwrap();
    (agent, script)
}

fn events_of<'a>(events: &'a [Event], ty: &str) -> Vec<&'a AgentEvent> {
    events
        .iter()
        .map(|e| &e.event)
        .filter(|e| e.type_name() == ty)
        .collect()
}

fn results(events: &[Event]) -> Vec<(String, bool, bool)> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::ToolResult {
                content,
                is_error,
                cached,
                ..
            } => Some((content.clone(), *is_error, *cached)),
            _ => None,
        })
        .collect()
}

fn finish_reason(events: &[Event]) -> FinishReason {
    match &events.last().unwrap().event {
        AgentEvent::Finished { reason, .. } => *reason,
        other => panic!("last event is not finished: {other:?}"),
    }
}

/// A read-only tool that sleeps and records when it ran.
struct Sleepy {
    def: ToolDefinition,
    log: Arc<Mutex<Vec<(String, Instant, Instant)>>>,
}

impl Sleepy {
    fn new(name: &str, read_only: bool, log: Arc<Mutex<Vec<(String, Instant, Instant)>>>) -> Self {
        Self {
            def: ToolDefinition::new(
                name,
                "sleeps",
                json!({"type": "object", "properties": {"ms": {"type": "integer"}, "path": {"type": "string"}}}),
            )
            .with_risk(Risk::Low)
            .with_category(ToolCategory::Other)
            .with_effects(if read_only {
                ouzel::core::Effects::read_only_uncached()
            } else {
                ouzel::core::Effects::Writes
            }),
            log,
        }
    }
}

#[async_trait]
impl Tool for Sleepy {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }
    async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let start = Instant::now();
        tokio::time::sleep(Duration::from_millis(input["ms"].as_u64().unwrap_or(50))).await;
        let tag = format!("{}:{}", self.def.name, input["path"].as_str().unwrap_or(""));
        self.log.lock().unwrap().push((tag, start, Instant::now()));
        Ok(ToolOutput::text("slept"))
    }
}

#[tokio::test]
async fn read_only_calls_of_one_answer_run_concurrently() {
    let dir = tempfile::tempdir().unwrap();
    let log = Arc::new(Mutex::new(Vec::new()));
    let tools = ToolRegistry::new();
    tools.register(Sleepy::new("nap", true, log.clone()));
    let calls: Vec<(String, String)> = (0..4)
        .map(|i| (format!("c{i}"), format!(r#"{{"ms": 100, "path": "f{i}"}}"#)))
        .collect();
    let refs: Vec<(&str, &str, &str)> = calls.iter().map(|(id, a)| (id.as_str(), "nap", a.as_str())).collect();
    let (agent, _) = agent_with(
        dir.path(),
        vec![Script::calls(&refs), Script::text("done")],
        tools,
        Limits::default(),
    );
    let events = agent.run("go").collect_all().await;
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    let log = log.lock().unwrap().clone();
    assert_eq!(log.len(), 4);
    let latest_start = log.iter().map(|l| l.1).max().unwrap();
    let earliest_end = log.iter().map(|l| l.2).min().unwrap();
    assert!(
        latest_start < earliest_end,
        "every call started before any finished: they overlapped"
    );
    // Results go back in call order.
    let history = agent.history().await;
    let ids: Vec<String> = history[2]
        .content
        .iter()
        .map(|b| match b {
            ContentBlock::ToolResult { tool_use_id, .. } => tool_use_id.to_string(),
            _ => String::new(),
        })
        .collect();
    assert_eq!(ids, vec!["c0", "c1", "c2", "c3"]);
}

#[tokio::test]
async fn a_write_and_reads_of_the_same_path_run_in_call_order() {
    let dir = tempfile::tempdir().unwrap();
    let log = Arc::new(Mutex::new(Vec::new()));
    let tools = ToolRegistry::new();
    tools.register(Sleepy::new("look", true, log.clone()));
    tools.register(Sleepy::new("change", false, log.clone()));
    let answer = Script::calls(&[
        ("a", "look", r#"{"ms": 80, "path": "x"}"#),
        ("b", "change", r#"{"ms": 10, "path": "x"}"#),
        ("c", "look", r#"{"ms": 10, "path": "x"}"#),
    ]);
    let (agent, _) = agent_with(dir.path(), vec![answer, Script::text("done")], tools, Limits::default());
    agent.run("go").collect_all().await;
    let log = log.lock().unwrap();
    let order: Vec<&str> = log.iter().map(|l| l.0.as_str()).collect();
    assert_eq!(order, vec!["look:x", "change:x", "look:x"]);
    assert!(
        log[0].2 <= log[1].1 && log[1].2 <= log[2].1,
        "no overlap with the write"
    );
}

#[tokio::test]
async fn a_cached_read_is_never_stale_after_an_edit_or_an_external_change() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "one\n").unwrap();
    let read = r#"{"path": "a.txt"}"#;
    let answers = vec![
        Script::calls(&[("r1", "read_file", read)]),
        Script::calls(&[("r2", "read_file", read)]),
        Script::calls(&[(
            "e1",
            "edit_file",
            r#"{"path": "a.txt", "old_string": "one", "new_string": "two"}"#,
        )]),
        Script::calls(&[("r3", "read_file", read)]),
        Script::calls(&[("r4", "read_file", read)]),
        Script::text("done"),
    ];
    // Each model call takes a moment, so the external edit below lands before the next read.
    let mut script = Script::new(answers);
    script.delay = Duration::from_millis(100);
    let script = Arc::new(script);
    let agent = ouzel::Agent::builder()
        .provider(script.clone())
        .tools(ouzel_tools::builtin_registry())
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .workspace(dir.path())
        .build()
        .unwrap();
    let mut stream = agent.run("go");
    let mut events = Vec::new();
    while let Some(e) = stream.next().await {
        // Between r3 and r4, someone else changes the file.
        if let AgentEvent::ToolResult { id, .. } = &e.event
            && id == "r3"
        {
            std::fs::write(dir.path().join("a.txt"), "three, longer\n").unwrap();
        }
        events.push(e);
    }
    let r = results(&events);
    assert_eq!(r[0], ("one\n".into(), false, false));
    assert_eq!(
        r[1],
        ("one\n".into(), false, true),
        "the same read is served from cache"
    );
    assert!(
        r[3].0.contains("two") && !r[3].2,
        "after the edit the read is fresh: {:?}",
        r[3]
    );
    assert!(
        r[4].0.contains("three, longer") && !r[4].2,
        "an external change is seen: {:?}",
        r[4]
    );
    match &events.last().unwrap().event {
        AgentEvent::Finished {
            cache_hits,
            cache_misses,
            ..
        } => {
            assert_eq!(*cache_hits, 1);
            assert!(*cache_misses >= 3);
        }
        e => panic!("{e:?}"),
    }
    assert_eq!(script.requests().len(), 6);
}

#[tokio::test]
async fn cancelling_during_a_long_shell_kills_it_and_leaves_a_resumable_history() {
    let dir = tempfile::tempdir().unwrap();
    let answers = vec![
        Script::calls(&[
            ("s1", "shell", r#"{"command": "sleep 30"}"#),
            ("s2", "read_file", r#"{"path": "x"}"#),
        ]),
        Script::text("resumed fine"),
    ];
    let (agent, _) = agent_with(dir.path(), answers, ouzel_tools::builtin_registry(), Limits::default());
    let mut stream = agent.run("go");
    let started = Instant::now();
    let mut events = Vec::new();
    while let Some(e) = stream.next().await {
        if matches!(&e.event, AgentEvent::ToolBatchStarted { names, .. } if names[0] == "shell") {
            let a = agent.clone();
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_millis(200)).await;
                a.submit(Op::Cancel);
            });
        }
        events.push(e);
    }
    assert!(started.elapsed() < Duration::from_secs(20), "sleep 30 was killed");
    assert_eq!(finish_reason(&events), FinishReason::Cancelled);
    let n = events.len();
    assert_eq!(
        events[n - 2].event,
        AgentEvent::Cancelled,
        "cancelled is the last event before finished"
    );
    let history = agent.history().await;
    let uses: Vec<_> = history
        .iter()
        .flat_map(|m| m.tool_uses().map(|(id, ..)| id.clone()))
        .collect();
    let answered: Vec<_> = history
        .iter()
        .flat_map(|m| m.content.iter())
        .filter_map(|b| match b {
            ContentBlock::ToolResult {
                tool_use_id, content, ..
            } => Some((tool_use_id.clone(), content.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(uses.len(), 2);
    for id in &uses {
        let r = answered
            .iter()
            .find(|(a, _)| a == id)
            .expect("every tool_use has a result");
        assert!(r.1.starts_with("cancelled: the run was stopped"), "{}", r.1);
    }
    // The next run on the same session works.
    let events = agent.run("again").collect_all().await;
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    assert_eq!(agent.history().await.last().unwrap().text(), "resumed fine");
}

#[tokio::test]
async fn token_budget_ends_the_run_with_its_event() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits {
        max_tokens: Some(20),
        ..Limits::default()
    };
    let answers = vec![
        Script::calls(&[("a", "list_files", "{}")]),
        Script::calls(&[("b", "list_files", "{}")]),
        Script::text("never"),
    ];
    let (agent, _) = agent_with(dir.path(), answers, ouzel_tools::builtin_registry(), limits);
    let events = agent.run("go").collect_all().await;
    assert_eq!(finish_reason(&events), FinishReason::TokenLimit);
    assert!(matches!(
        events_of(&events, "token_limit_reached")[0],
        AgentEvent::TokenLimitReached { limit: 20, used: 30 }
    ));
    assert_eq!(
        events.last().unwrap().total_tokens,
        30,
        "events carry the running token total"
    );
    assert_eq!(events.last().unwrap().iteration, 2, "events carry the iteration");
}

#[tokio::test]
async fn wall_clock_limit_ends_the_run_with_a_timeout_event() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits {
        max_duration: Some(Duration::from_millis(300)),
        ..Limits::default()
    };
    let answers = vec![
        Script::calls(&[("a", "shell", r#"{"command": "sleep 20"}"#)]),
        Script::text("never"),
    ];
    let (agent, _) = agent_with(dir.path(), answers, ouzel_tools::builtin_registry(), limits);
    let events = agent.run("go").collect_all().await;
    assert_eq!(finish_reason(&events), FinishReason::Timeout);
    assert!(matches!(
        events_of(&events, "timeout")[0],
        AgentEvent::Timeout { limit_ms: 300 }
    ));
}

#[tokio::test]
async fn tool_timeout_becomes_an_error_result() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits {
        tool_timeout: Some(Duration::from_millis(200)),
        ..Limits::default()
    };
    let answers = vec![
        Script::calls(&[("a", "shell", r#"{"command": "sleep 20"}"#)]),
        Script::text("ok"),
    ];
    let (agent, _) = agent_with(dir.path(), answers, ouzel_tools::builtin_registry(), limits);
    let events = agent.run("go").collect_all().await;
    let r = results(&events);
    assert!(r[0].1 && r[0].0.contains("timed out after 200 ms"), "{:?}", r[0]);
    assert_eq!(finish_reason(&events), FinishReason::Completed);
}

#[tokio::test]
async fn almost_json_arguments_are_repaired_and_marked() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "hi\n").unwrap();
    let answers = vec![
        Script::calls(&[("a", "read_file", "{'path': 'a.txt',}")]),
        Script::text("ok"),
    ];
    let (agent, _) = agent_with(dir.path(), answers, ouzel_tools::builtin_registry(), Limits::default());
    let events = agent.run("go").collect_all().await;
    assert!(matches!(
        events_of(&events, "tool_call")[0],
        AgentEvent::ToolCall { repaired: true, .. }
    ));
    assert_eq!(results(&events)[0].0, "hi\n");
}

#[tokio::test]
async fn schema_violations_name_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let answers = vec![
        Script::calls(&[("a", "read_file", r#"{"path": "a", "limit": "ten"}"#)]),
        Script::text("ok"),
    ];
    let (agent, _) = agent_with(dir.path(), answers, ouzel_tools::builtin_registry(), Limits::default());
    let events = agent.run("go").collect_all().await;
    let r = results(&events);
    assert!(r[0].1 && r[0].0.contains("/limit"), "{:?}", r[0]);
}

#[tokio::test]
async fn an_empty_answer_is_nudged_once_then_the_run_ends_empty() {
    let dir = tempfile::tempdir().unwrap();
    let answers = vec![vec![], vec![]];
    let (agent, script) = agent_with(dir.path(), answers, ToolRegistry::new(), Limits::default());
    let events = agent.run("go").collect_all().await;
    assert_eq!(events_of(&events, "notice").len(), 2);
    assert_eq!(finish_reason(&events), FinishReason::Empty);
    let second = &script.requests()[1];
    assert!(
        second.messages.last().unwrap().text().contains("empty"),
        "the model was nudged"
    );
}

#[tokio::test]
async fn text_fallback_runs_hermes_tool_calls_and_ignores_prose() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "hermes\n").unwrap();
    let script = Arc::new(Script::new(vec![
        Script::text("<tool_call>{\"name\": \"read_file\", \"arguments\": {\"path\": \"a.txt\"}}</tool_call>"),
        Script::text("Call it like {\"name\": \"read_file\"} if you want."),
    ]));
    let agent = ouzel::Agent::builder()
        .provider(script.clone())
        .tools(ouzel_tools::builtin_registry())
        .workspace(dir.path())
        .text_tool_fallback(true)
        .build()
        .unwrap();
    let events = agent.run("go").collect_all().await;
    assert_eq!(results(&events)[0].0, "hermes\n");
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    let last = agent.history().await.last().unwrap().clone();
    assert_eq!(last.role, Role::Assistant);
    assert!(last.text().starts_with("Call it like"), "prose stays prose");
}

#[tokio::test]
async fn a_panicking_tool_becomes_an_error_result() {
    struct Boom(ToolDefinition);
    #[async_trait]
    impl Tool for Boom {
        fn definition(&self) -> &ToolDefinition {
            &self.0
        }
        async fn call(&self, _: Value, _: &ToolContext) -> Result<ToolOutput, ToolError> {
            panic!("kaboom")
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let tools = ToolRegistry::new();
    tools.register(Boom(ToolDefinition::new("boom", "panics", json!({"type": "object"}))));
    let (agent, _) = agent_with(
        dir.path(),
        vec![Script::calls(&[("a", "boom", "{}")]), Script::text("ok")],
        tools,
        Limits::default(),
    );
    let events = agent.run("go").collect_all().await;
    let r = results(&events);
    assert!(r[0].1 && r[0].0.contains("kaboom"), "{:?}", r[0]);
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    let _ = Message::new(Role::User, vec![]);
}

#[tokio::test]
async fn no_call_reaches_a_tool_without_passing_the_gate() {
    // An embedder's tool and a built-in one, each called directly, early (read-only calls start
    // while streaming) and after a write: a deny-all policy must stop every one of them.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "secret\n").unwrap();
    let log = Arc::new(Mutex::new(Vec::new()));
    let tools = ouzel_tools::builtin_registry();
    tools.register(Sleepy::new("embedder_probe", true, log.clone()));
    tools.register(Sleepy::new("embedder_writer", false, log.clone()));
    let gate = PermissionGate::new(ApprovalMode::ApproveAll).with_policy(Arc::new(|c: &ouzel::core::CallInfo<'_>| {
        Some(ouzel::core::Verdict::deny(
            ouzel::core::DecidedBy::policy("test:deny-all"),
            format!("{} is blocked", c.tool.name),
        ))
    }));
    let script = Arc::new(Script::new(vec![
        Script::calls(&[
            ("1", "embedder_probe", r#"{"ms": 1}"#),
            ("2", "read_file", r#"{"path": "a.txt"}"#),
            ("3", "embedder_writer", r#"{"ms": 1}"#),
            ("4", "write_file", r#"{"path": "b.txt", "content": "x"}"#),
            ("5", "shell", r#"{"command": "touch c.txt"}"#),
        ]),
        Script::text("done"),
    ]));
    let agent = ouzel::Agent::builder()
        .provider(script)
        .tools(tools)
        .gate(Arc::new(gate))
        .workspace(dir.path())
        .build()
        .unwrap();
    let events = agent.run("go").collect_all().await;
    let r = results(&events);
    assert_eq!(r.len(), 5);
    for (content, is_error, _) in &r {
        assert!(*is_error && content.contains("is blocked"), "{content}");
    }
    assert!(log.lock().unwrap().is_empty(), "no embedder tool ran");
    assert!(!dir.path().join("b.txt").exists() && !dir.path().join("c.txt").exists());
    assert_eq!(events_of(&events, "permission_decision").len(), 5);
}

#[tokio::test]
async fn a_read_only_call_starts_while_the_answer_is_still_streaming() {
    let dir = tempfile::tempdir().unwrap();
    let log = Arc::new(Mutex::new(Vec::new()));
    let tools = ToolRegistry::new();
    tools.register(Sleepy::new("nap", true, log.clone()));
    tools.register(Sleepy::new("change", false, log.clone()));
    // Each streamed event arrives 150 ms after the previous one.
    let mut script = Script::new(vec![
        Script::calls(&[
            ("a", "nap", r#"{"ms": 10, "path": "early"}"#),
            ("b", "change", r#"{"ms": 10, "path": "late"}"#),
        ]),
        Script::text("done"),
    ]);
    script.event_gap = Duration::from_millis(150);
    let agent = ouzel::Agent::builder()
        .provider(Arc::new(script))
        .tools(tools)
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .workspace(dir.path())
        .build()
        .unwrap();
    let events = agent.run("go").collect_all().await;
    let pos = |pred: &dyn Fn(&AgentEvent) -> bool| events.iter().position(|e| pred(&e.event)).unwrap();
    let nap_done = pos(&|e| matches!(e, AgentEvent::ToolResult { id, .. } if id == "a"));
    let b_streamed = pos(&|e| matches!(e, AgentEvent::ToolCallEnd { id } if id == "b"));
    let answer_done = pos(&|e| matches!(e, AgentEvent::Usage { .. }));
    let change_done = pos(&|e| matches!(e, AgentEvent::ToolResult { id, .. } if id == "b"));
    assert!(
        nap_done < b_streamed,
        "the read-only call finished before the rest of the answer arrived"
    );
    assert!(change_done > answer_done, "the write waited for the whole answer");
    assert_eq!(log.lock().unwrap().len(), 2);
}

#[tokio::test]
async fn the_person_asked_about_a_write_sees_its_diff_and_the_file_is_untouched_until_yes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a.rs");
    std::fs::write(&file, "fn main() {\n    old();\n}\n").unwrap();
    let gate = PermissionGate::new(ApprovalMode::Interactive).with_asking(true);
    let script = Arc::new(Script::new(vec![
        Script::calls(&[(
            "e",
            "edit_file",
            r#"{"path": "a.rs", "old_string": "old();", "new_string": "new();"}"#,
        )]),
        Script::calls(&[("w", "write_file", r#"{"path": "b.txt", "content": "hello\n"}"#)]),
        Script::text("done"),
    ]));
    let agent = ouzel::Agent::builder()
        .provider(script)
        .tools(ouzel_tools::builtin_registry())
        .gate(Arc::new(gate))
        .workspace(dir.path())
        .build()
        .unwrap();
    // The front: reads the turn's events and answers each question with an op.
    let mut stream = agent.submit(Op::user_message("go"));
    let mut seen = Vec::new();
    let mut states = Vec::new();
    while let Some(e) = stream.next().await {
        match e.event {
            AgentEvent::StateChanged { state } => states.push(state),
            AgentEvent::ApprovalRequested {
                id,
                name,
                preview,
                options,
                ..
            } => {
                assert_eq!(options, ouzel::core::ApprovalChoice::ALL.to_vec());
                let on_disk = std::fs::read_to_string(&file).unwrap();
                seen.push((name, preview, on_disk));
                let answer = agent.submit(Op::Approve {
                    id,
                    answer: ouzel::core::Approval::Deny,
                });
                assert!(
                    answer.collect_all().await.is_empty(),
                    "an answer that applies says nothing"
                );
            }
            _ => {}
        }
    }
    assert!(states.contains(&RunState::AwaitingApproval), "{states:?}");
    assert_eq!(seen.len(), 2, "{seen:?}");
    let (tool, diff, on_disk) = &seen[0];
    assert_eq!(tool, "edit_file");
    let diff = diff.as_deref().unwrap();
    assert!(
        diff.contains("--- a/a.rs") && diff.contains("-    old();\n+    new();"),
        "{diff}"
    );
    assert_eq!(on_disk, "fn main() {\n    old();\n}\n");
    let (tool, diff, _) = &seen[1];
    assert_eq!(tool, "write_file");
    assert!(diff.as_deref().unwrap().contains("+hello"), "{diff:?}");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "fn main() {\n    old();\n}\n",
        "denied: unchanged"
    );
    assert!(!dir.path().join("b.txt").exists());
}

fn errors(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::Error { message } => Some(message.clone()),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn ops_that_do_not_apply_are_answered_with_an_error_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let script = Arc::new(Script::new(vec![Script::text("one"), Script::text("two")]));
    let agent = ouzel::Agent::builder()
        .provider(script.clone())
        .workspace(dir.path())
        .build()
        .unwrap();
    // An answer to a call nobody asked about.
    let e = agent
        .submit(Op::Approve {
            id: "call_x".into(),
            answer: ouzel::core::Approval::Once,
        })
        .collect_all()
        .await;
    let e = errors(&e);
    assert_eq!(e.len(), 1);
    assert!(e[0].contains("no call `call_x` is waiting for approval"), "{e:?}");
    // A model this agent cannot reach.
    let label = agent.model_label();
    let e = errors(
        &agent
            .submit(Op::SetModel { model: "nope/x".into() })
            .collect_all()
            .await,
    );
    assert!(e[0].contains("cannot switch to model `nope/x`"), "{e:?}");
    assert_eq!(agent.model_label(), label);
    // A message while a turn runs: refused; the running turn goes on and finishes.
    let first = agent.submit(Op::user_message("first"));
    let e = errors(&agent.submit(Op::user_message("second")).collect_all().await);
    assert!(e[0].contains("a turn is running"), "{e:?}");
    assert_eq!(finish_reason(&first.collect_all().await), FinishReason::Completed);
    let history = agent.history().await;
    assert_eq!(history.len(), 2, "only the first message and its answer: {history:?}");
    // Nothing to resume in a session whose turns all finished.
    let e = errors(&agent.submit(Op::ResumeTurn).collect_all().await);
    assert!(e[0].contains("has no unfinished turn"), "{e:?}");
}

#[tokio::test]
async fn set_model_switches_the_next_request_and_keeps_the_history() {
    struct Two(Arc<Script>);
    impl ouzel::core::ProviderFactory for Two {
        fn connect(&self, model: &str) -> Result<ouzel::core::ModelChoice, String> {
            match model {
                "second/model" => Ok(ouzel::core::ModelChoice {
                    provider: self.0.clone(),
                    params: Default::default(),
                }),
                other => Err(format!("`{other}` is not configured")),
            }
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let first = Arc::new(Script::new(vec![Script::text("from the first")]));
    let second = Arc::new(Script::new(vec![Script::text("from the second")]));
    let agent = ouzel::Agent::builder()
        .provider(first.clone())
        .models(Arc::new(Two(second.clone())))
        .workspace(dir.path())
        .build()
        .unwrap();
    agent.run("one").collect_all().await;
    let notices = agent
        .submit(Op::SetModel {
            model: "second/model".into(),
        })
        .collect_all()
        .await;
    assert!(errors(&notices).is_empty(), "{notices:?}");
    let e = errors(
        &agent
            .submit(Op::SetModel {
                model: "third/x".into(),
            })
            .collect_all()
            .await,
    );
    assert!(e[0].contains("`third/x` is not configured"), "{e:?}");
    let events = agent.run("two").collect_all().await;
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    assert_eq!(first.requests().len(), 1);
    let sent = second.requests();
    assert_eq!(sent.len(), 1, "the second turn went to the new model");
    let texts: Vec<String> = sent[0].messages.iter().map(|m| m.text()).collect();
    assert_eq!(
        texts,
        vec!["one", "from the first", "two"],
        "same session, same history"
    );
}

#[tokio::test]
async fn a_call_left_waiting_for_approval_is_asked_again_when_the_turn_is_resumed() {
    use ouzel::core::{Approval, SessionId, SessionStore};
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(ouzel::store::SqliteStore::open(dir.path().join("s.db")).unwrap());
    let session = SessionId::new("s1");
    let agent = |answers| {
        ouzel::Agent::builder()
            .provider(Arc::new(Script::new(answers)))
            .tools(ouzel_tools::builtin_registry())
            .gate(Arc::new(
                PermissionGate::new(ApprovalMode::Interactive).with_asking(true),
            ))
            .session(session.clone(), Vec::new())
            .store(store.clone())
            .workspace(dir.path())
            .build()
            .unwrap()
    };
    // The first process: the write waits for an answer that never comes.
    let first = agent(vec![Script::calls(&[(
        "w",
        "write_file",
        r#"{"path": "b.txt", "content": "hello\n"}"#,
    )])]);
    let mut stream = first.submit(Op::user_message("write it"));
    while let Some(e) = stream.next().await {
        if matches!(e.event, AgentEvent::ApprovalRequested { .. }) {
            break;
        }
    }
    // Its stored state names the waiting call (saved while the question is open).
    loop {
        let state = store.load_turn(&session).await.unwrap().unwrap();
        if matches!(&state.phase, ouzel::core::Phase::RunningTools { awaiting_approval, .. } if !awaiting_approval.is_empty())
        {
            break;
        }
        tokio::task::yield_now().await;
    }
    std::mem::forget(stream); // as if the process died: nothing is cancelled or cleaned up

    // Another agent on the same session continues the turn: the question comes again.
    let second = agent(vec![Script::text("written")]);
    let mut stream = second.submit(Op::ResumeTurn);
    let mut asked = 0;
    let mut events = Vec::new();
    while let Some(e) = stream.next().await {
        if let AgentEvent::ApprovalRequested { id, .. } = &e.event {
            asked += 1;
            assert_eq!(id.as_str(), "w");
            let answer = second.submit(Op::Approve {
                id: id.clone(),
                answer: Approval::Once,
            });
            assert!(answer.collect_all().await.is_empty());
        }
        events.push(e);
    }
    assert_eq!(asked, 1);
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    assert_eq!(std::fs::read_to_string(dir.path().join("b.txt")).unwrap(), "hello\n");
    assert_eq!(store.load_turn(&session).await.unwrap(), None, "the turn is over");
    let history = store.load_messages(&session).unwrap();
    let roles: Vec<Role> = history.iter().map(|m| m.role).collect();
    assert_eq!(
        roles,
        vec![Role::User, Role::Assistant, Role::User, Role::Assistant],
        "the answer with its call and result, once: {history:?}"
    );
}

/// A store that stops answering after `writes` writes, as a process killed at that point would:
/// the write that would come next never happens.
struct DiesAfter {
    inner: Arc<ouzel::store::SqliteStore>,
    writes: std::sync::atomic::AtomicUsize,
    died: tokio::sync::Notify,
}

impl DiesAfter {
    async fn write(&self) {
        let left = self.writes.load(std::sync::atomic::Ordering::SeqCst);
        if left == 0 {
            self.died.notify_one();
            std::future::pending::<()>().await;
        }
        self.writes.store(left - 1, std::sync::atomic::Ordering::SeqCst);
    }
}

#[async_trait]
impl ouzel::core::SessionStore for DiesAfter {
    async fn append(
        &self,
        session: &ouzel::core::SessionId,
        messages: &[ouzel::core::Message],
        usage: &ouzel::core::TokenUsage,
    ) -> Result<(), ouzel::core::StoreError> {
        self.write().await;
        self.inner.append(session, messages, usage).await
    }

    async fn save_turn(
        &self,
        session: &ouzel::core::SessionId,
        turn: Option<&ouzel::core::TurnState>,
    ) -> Result<(), ouzel::core::StoreError> {
        self.write().await;
        self.inner.save_turn(session, turn).await
    }

    async fn append_with_turn(
        &self,
        session: &ouzel::core::SessionId,
        messages: &[ouzel::core::Message],
        usage: &ouzel::core::TokenUsage,
        turn: Option<&ouzel::core::TurnState>,
    ) -> Result<(), ouzel::core::StoreError> {
        self.write().await;
        self.inner.append_with_turn(session, messages, usage, turn).await
    }

    async fn load_turn(
        &self,
        session: &ouzel::core::SessionId,
    ) -> Result<Option<ouzel::core::TurnState>, ouzel::core::StoreError> {
        self.inner.load_turn(session).await
    }
}

/// Found by the kill matrix: a process killed after it stored the user's message but before it
/// stored the turn state left a turn with no answer that `--resume` said was not unfinished.
#[tokio::test]
async fn a_process_dead_right_after_storing_the_user_message_leaves_a_turn_resume_continues() {
    use ouzel::core::{SessionId, SessionStore};
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(ouzel::store::SqliteStore::open(dir.path().join("s.db")).unwrap());
    let session = SessionId::new("s1");
    let agent = |answers, store: Arc<dyn SessionStore>| {
        ouzel::Agent::builder()
            .provider(Arc::new(Script::new(answers)))
            .tools(ouzel_tools::builtin_registry())
            .session(session.clone(), Vec::new())
            .store(store)
            .workspace(dir.path())
            .build()
            .unwrap()
    };
    let dying = Arc::new(DiesAfter {
        inner: store.clone(),
        writes: 1.into(),
        died: tokio::sync::Notify::new(),
    });
    let first = agent(vec![Script::text("never sent")], dying.clone());
    let died = dying.died.notified();
    let stream = first.submit(Op::user_message("the question"));
    died.await;
    std::mem::forget(stream); // as if the process died: nothing is cancelled or cleaned up

    let second = agent(vec![Script::text("the answer")], store.clone());
    let events = second.submit(Op::ResumeTurn).collect_all().await;
    assert_eq!(finish_reason(&events), FinishReason::Completed, "{events:#?}");
    let history = store.load_messages(&session).unwrap();
    let texts: Vec<String> = history.iter().map(|m| m.text()).collect();
    assert_eq!(texts, ["the question", "the answer"]);
    assert_eq!(store.load_turn(&session).await.unwrap(), None, "the turn is over");
}

#[tokio::test]
async fn a_tools_duration_leaves_out_the_wait_for_approval() {
    use ouzel::core::Approval;
    let dir = tempfile::tempdir().unwrap();
    let agent = ouzel::Agent::builder()
        .provider(Arc::new(Script::new(vec![
            Script::calls(&[("w", "write_file", r#"{"path": "b.txt", "content": "hello\n"}"#)]),
            Script::text("written"),
        ])))
        .tools(ouzel_tools::builtin_registry())
        .gate(Arc::new(
            PermissionGate::new(ApprovalMode::Interactive).with_asking(true),
        ))
        .workspace(dir.path())
        .build()
        .unwrap();
    let mut stream = agent.submit(Op::user_message("write it"));
    let wait = Duration::from_secs(2);
    let mut duration = None;
    while let Some(e) = stream.next().await {
        match &e.event {
            AgentEvent::ApprovalRequested { id, .. } => {
                // The user thinks it over.
                tokio::time::sleep(wait).await;
                let answer = agent.submit(Op::Approve {
                    id: id.clone(),
                    answer: Approval::Once,
                });
                assert!(answer.collect_all().await.is_empty());
            }
            AgentEvent::ToolResult {
                duration_ms, is_error, ..
            } => {
                assert!(!is_error);
                duration = Some(*duration_ms);
            }
            _ => {}
        }
    }
    let duration = duration.expect("the write ran");
    assert!(
        duration < wait.as_millis() as u64,
        "write_file took {duration} ms: the {} ms spent waiting for the answer is counted",
        wait.as_millis()
    );
}
