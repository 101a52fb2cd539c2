use crate::{Recorder, approve_all, of_type, results, run, runtime, spec};
use ouzel_agents::{CallError, ChecksFactory, LinkError};
use ouzel_core::{
    AgentEvent, AnswerCheck, ApprovalMode, CallInfo, CancellationToken, Event, FinishReason, PermissionGate, Role,
    ToolDefinition, Verdict, async_trait,
};
use ouzel_test::ScriptedProvider as Script;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::{Arc, Mutex};

const MAIN: &str = "---\nname: main\ndescription: Writes reports.\ntoolsets: [analyzer]\n---\nYou write reports. Ask the analyzer first.\n";
const ANALYZER: &str = "---\nname: analyzer\ndescription: Analyzes a text and reports its tone.\ntoolsets: [save_note]\n---\nYou analyze texts.\n";

fn finished(events: &[Event]) -> (FinishReason, u64) {
    let last = events.last().unwrap();
    assert!(last.path.is_empty(), "the last event is the top-level run's");
    match &last.event {
        AgentEvent::Finished { reason, usage, .. } => (*reason, usage.total()),
        other => panic!("last event is not finished: {other:?}"),
    }
}

#[tokio::test]
async fn an_agent_calls_an_agent_as_a_tool_and_both_levels_are_scripted() {
    let dir = tempfile::tempdir().unwrap();
    let script = Arc::new(Script::new(vec![
        Script::calls(&[("c1", "analyzer", r#"{"input": "the quarterly notes"}"#)]),
        Script::calls(&[("c2", "save_note", r#"{"text": "tone: calm"}"#)]),
        Script::text("The tone is calm."),
        Script::text("Report: calm quarter."),
    ]));
    let note = Recorder::note();
    let rt = runtime(
        dir.path(),
        vec![spec(MAIN), spec(ANALYZER)],
        vec![note.clone()],
        &script,
        approve_all(),
        5,
    )
    .unwrap();
    let events = run(&rt, "main", json!({"input": "report on Q3"})).await;
    assert_eq!(finished(&events).0, FinishReason::Completed);

    let reqs = script.requests();
    assert_eq!(reqs.len(), 4);
    // The parent's model sees the agent as a tool: its name, description and input schema.
    assert_eq!(reqs[0].tools.len(), 1);
    assert_eq!(reqs[0].tools[0].name, "analyzer");
    assert_eq!(reqs[0].tools[0].description, "Analyzes a text and reports its tone.");
    assert_eq!(reqs[0].tools[0].input_schema["required"], json!(["input"]));
    assert_eq!(
        reqs[0].system.as_deref(),
        Some("You write reports. Ask the analyzer first.")
    );
    // The child starts fresh: its own instructions, its own tools, only the call's input.
    assert_eq!(reqs[1].system.as_deref(), Some("You analyze texts."));
    assert_eq!(
        reqs[1].tools.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        ["save_note"]
    );
    assert_eq!(reqs[1].messages.len(), 1);
    assert_eq!(reqs[1].messages[0].text(), "the quarterly notes");
    assert_eq!(*note.seen.lock().unwrap(), vec![json!({"text": "tone: calm"})]);
    // The parent sees only the call and the child's final answer.
    let last = &reqs[3].messages;
    assert_eq!(last.len(), 3, "user, assistant call, tool result: {last:?}");
    assert_eq!(last[2].role, Role::User);
    assert!(format!("{:?}", last[2].content).contains("The tone is calm."));

    // Child events are on the same stream, nested under the call path.
    let child_path = vec!["analyzer:c1".to_owned()];
    let starts = of_type(&events, "session_started");
    assert_eq!(starts.len(), 2);
    assert_eq!(starts[1].path, child_path);
    let r = results(&events);
    assert_eq!(
        r,
        vec![
            (1, "save_note".into(), "saved".into(), false),
            (0, "analyzer".into(), "The tone is calm.".into(), false)
        ]
    );
    let child_finished = of_type(&events, "finished")
        .into_iter()
        .find(|e| e.path == child_path)
        .unwrap();
    // The usage totals are shared: the parent's include the child's (4 responses of 15).
    match &child_finished.event {
        AgentEvent::Finished { usage, .. } => assert_eq!(usage.total(), 30),
        _ => unreachable!(),
    }
    assert_eq!(finished(&events).1, 60);
    let result_event = of_type(&events, "tool_result")
        .into_iter()
        .find(|e| e.path.is_empty())
        .unwrap();
    assert_eq!(result_event.total_tokens, 45, "stamped with the tree's total so far");
}

#[tokio::test]
async fn calls_deeper_than_max_depth_end_with_a_clear_error_result() {
    let dir = tempfile::tempdir().unwrap();
    let recurse = "---\nname: recurse\ntoolsets: [recurse]\n---\nCall yourself.\n";
    let call = |id: &str| Script::calls(&[(id, "recurse", r#"{"input": "again"}"#)]);
    let script = Arc::new(Script::new(vec![
        call("d1"),
        call("d2"),
        call("d3"),
        Script::text("level 2 gives up"),
        Script::text("level 1 done"),
        Script::text("top done"),
    ]));
    let rt = runtime(dir.path(), vec![spec(recurse)], vec![], &script, approve_all(), 2).unwrap();
    let events = run(&rt, "recurse", json!({"input": "go"})).await;
    assert_eq!(finished(&events).0, FinishReason::Completed);
    assert_eq!(script.requests().len(), 6, "the refused call sent nothing to a model");
    let r = results(&events);
    let (depth, _, content, is_error) = &r[0];
    assert_eq!(*depth, 2, "the call was made by the run at depth 2");
    assert!(*is_error);
    assert!(
        content.contains("2 levels deep") && content.contains("max_depth"),
        "{content}"
    );
    assert_eq!(r[1], (1, "recurse".into(), "level 2 gives up".into(), false));
    assert_eq!(r[2], (0, "recurse".into(), "level 1 done".into(), false));
    let deepest = of_type(&events, "session_started").iter().map(|e| e.path.len()).max();
    assert_eq!(deepest, Some(2));
}

#[tokio::test]
async fn a_missing_name_fails_linking_and_lists_what_exists() {
    let dir = tempfile::tempdir().unwrap();
    let script = Arc::new(Script::new(vec![]));
    let bad = "---\nname: main\ntoolsets: [analyser]\n---\nGo.\n";
    let err = runtime(
        dir.path(),
        vec![spec(bad), spec(ANALYZER)],
        vec![Recorder::note()],
        &script,
        approve_all(),
        5,
    )
    .unwrap_err();
    assert!(matches!(err, LinkError::MissingName { .. }));
    let msg = err.to_string();
    assert!(
        msg.starts_with("/project/main.agent: agent `main` lists `analyser`"),
        "{msg}"
    );
    for known in ["analyzer", "save_note", "filesystem_project_ro"] {
        assert!(msg.contains(known), "{msg} should list {known}");
    }
}

#[tokio::test]
async fn names_bind_late_so_order_of_registration_does_not_matter() {
    let dir = tempfile::tempdir().unwrap();
    let script = Arc::new(Script::new(vec![]));
    // `main` names `analyzer` and `save_note` before either is registered.
    let rt = runtime(
        dir.path(),
        vec![spec(MAIN), spec(ANALYZER)],
        vec![Recorder::note()],
        &script,
        approve_all(),
        5,
    )
    .unwrap();
    let kinds: Vec<(String, String)> = rt
        .entries()
        .into_iter()
        .filter(|e| ["main", "analyzer", "save_note", "shell_readonly"].contains(&e.name.as_str()))
        .map(|e| (e.name, e.kind.to_string()))
        .collect();
    assert_eq!(
        kinds,
        [
            ("analyzer".into(), "agent".into()),
            ("main".into(), "agent".into()),
            ("save_note".into(), "tool".into())
        ],
        "no shell registered here, so no shell toolsets"
    );
}

#[tokio::test]
async fn typed_input_is_rejected_before_any_model_request() {
    let dir = tempfile::tempdir().unwrap();
    let typed = "---\nname: pitch\ninput:\n  type: object\n  properties:\n    title: {type: string}\n    pages: {type: integer, minimum: 1}\n  required: [title, pages]\n---\nReview the pitch.\n";
    let script = Arc::new(Script::new(vec![Script::text("never")]));
    let rt = runtime(dir.path(), vec![spec(typed)], vec![], &script, approve_all(), 5).unwrap();
    let err = rt
        .prepare_input("pitch", &json!({"title": "Ouzel", "pages": "ten"}))
        .unwrap_err();
    assert!(matches!(err, CallError::InvalidInput { .. }));
    let msg = err.to_string();
    assert!(msg.contains("/pages") && msg.contains("integer"), "{msg}");
    let err = rt.prepare_input("pitch", &json!({"input": "a pitch"})).unwrap_err();
    assert!(err.to_string().contains("title"), "{err}");
    assert!(script.requests().is_empty());
    // Good input renders as JSON for the agent.
    let text = rt
        .prepare_input("pitch", &json!({"title": "Ouzel", "pages": 3}))
        .unwrap();
    assert_eq!(serde_json::from_str::<Value>(&text).unwrap()["pages"], 3);
}

#[tokio::test]
async fn a_child_call_with_mistyped_arguments_never_reaches_the_childs_model() {
    let dir = tempfile::tempdir().unwrap();
    let main = "---\nname: main\ntoolsets: [pitch]\n---\nGo.\n";
    let typed = "---\nname: pitch\ninput: {type: object, properties: {pages: {type: integer}}, required: [pages]}\n---\nReview.\n";
    let script = Arc::new(Script::new(vec![
        Script::calls(&[("c1", "pitch", r#"{"pages": "ten"}"#)]),
        Script::text("could not review"),
    ]));
    let rt = runtime(
        dir.path(),
        vec![spec(main), spec(typed)],
        vec![],
        &script,
        approve_all(),
        5,
    )
    .unwrap();
    let events = run(&rt, "main", json!({"input": "go"})).await;
    assert_eq!(script.requests().len(), 2, "only the parent's model was asked");
    let r = results(&events);
    assert!(r[0].3 && r[0].2.contains("invalid arguments for `pitch`"), "{r:?}");
    assert!(of_type(&events, "session_started").iter().all(|e| e.path.is_empty()));
}

#[tokio::test]
async fn a_childs_tool_call_denied_by_policy_reaches_the_child_and_the_parent_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let gate = PermissionGate::new(ApprovalMode::ApproveAll).with_policy(Arc::new(|c: &CallInfo<'_>| {
        (c.tool.name == "save_note").then(|| {
            Verdict::deny(
                ouzel_core::DecidedBy::policy("rule:save_note"),
                "notes are read-only in this project",
            )
        })
    }));
    let script = Arc::new(Script::new(vec![
        Script::calls(&[("c1", "analyzer", r#"{"input": "notes"}"#)]),
        Script::calls(&[("c2", "save_note", r#"{"text": "x"}"#)]),
        Script::text("Could not save; the tone is calm."),
        Script::text("Done."),
    ]));
    let note = Recorder::note();
    let rt = runtime(
        dir.path(),
        vec![spec(MAIN), spec(ANALYZER)],
        vec![note.clone()],
        &script,
        gate,
        5,
    )
    .unwrap();
    let events = run(&rt, "main", json!({"input": "go"})).await;
    assert_eq!(finished(&events).0, FinishReason::Completed);
    assert!(note.seen.lock().unwrap().is_empty(), "the denied tool never ran");
    let denied = of_type(&events, "permission_denied");
    assert_eq!(denied.len(), 1);
    assert_eq!(denied[0].path, ["analyzer:c1"]);
    // The child's model saw the denial as the tool's result.
    let child_second = &script.requests()[2];
    assert!(format!("{:?}", child_second.messages).contains("notes are read-only in this project"));
    let r = results(&events);
    assert_eq!(
        r[1],
        (0, "analyzer".into(), "Could not save; the tone is calm.".into(), false)
    );
}

#[tokio::test]
async fn a_policy_can_deny_calling_an_agent_itself() {
    let dir = tempfile::tempdir().unwrap();
    let gate = PermissionGate::new(ApprovalMode::ApproveAll).with_policy(Arc::new(|c: &CallInfo<'_>| {
        (c.tool.name == "analyzer")
            .then(|| Verdict::deny(ouzel_core::DecidedBy::policy("rule:analyzer"), "the analyzer is off"))
    }));
    let script = Arc::new(Script::new(vec![
        Script::calls(&[("c1", "analyzer", r#"{"input": "notes"}"#)]),
        Script::text("Done without it."),
    ]));
    let rt = runtime(
        dir.path(),
        vec![spec(MAIN), spec(ANALYZER)],
        vec![Recorder::note()],
        &script,
        gate,
        5,
    )
    .unwrap();
    let events = run(&rt, "main", json!({"input": "go"})).await;
    assert_eq!(script.requests().len(), 2);
    assert!(results(&events)[0].2.contains("the analyzer is off"));
}

/// The parent's side of the conversation, as its model saw it: tools offered and messages.
fn parent_transcript(script: &Script) -> Vec<String> {
    script
        .requests()
        .iter()
        .filter(|r| r.system.as_deref() == Some("You write reports. Ask the analyzer first."))
        .map(|r| {
            let tools: Vec<String> = r
                .tools
                .iter()
                .map(|t| format!("{}|{}|{}", t.name, t.description, t.input_schema))
                .collect();
            let messages: Vec<String> = r
                .messages
                .iter()
                .map(|m| format!("{:?} {:?}", m.role, m.content))
                .collect();
            format!("{tools:?} {messages:?}")
        })
        .collect()
}

#[tokio::test]
async fn replacing_an_agent_by_a_tool_of_the_same_name_keeps_the_parents_transcript() {
    let dir = tempfile::tempdir().unwrap();
    let parent_answers = || {
        vec![
            Script::calls(&[("c1", "analyzer", r#"{"input": "notes"}"#)]),
            Script::text("Report: calm."),
        ]
    };
    // As an agent: the child answers in between.
    let mut answers = parent_answers();
    answers.insert(1, Script::text("The tone is calm."));
    let with_agent = Arc::new(Script::new(answers));
    let rt = runtime(
        dir.path(),
        vec![spec(MAIN), spec(ANALYZER)],
        vec![Recorder::note()],
        &with_agent,
        approve_all(),
        5,
    )
    .unwrap();
    run(&rt, "main", json!({"input": "go"})).await;

    // Stabilised: a tool with the agent's name, description and schema.
    let analyzer = spec(ANALYZER);
    let tool = Recorder::new(
        ToolDefinition::new("analyzer", &analyzer.description, analyzer.input_schema.clone()),
        "The tone is calm.",
    );
    let with_tool = Arc::new(Script::new(parent_answers()));
    let rt = runtime(
        dir.path(),
        vec![spec(MAIN), analyzer],
        vec![Recorder::note(), tool.clone()],
        &with_tool,
        approve_all(),
        5,
    )
    .unwrap();
    let events = run(&rt, "main", json!({"input": "go"})).await;
    assert_eq!(*tool.seen.lock().unwrap(), vec![json!({"input": "notes"})]);
    assert_eq!(with_tool.requests().len(), 2, "no child model ran");
    assert!(of_type(&events, "session_started").len() == 1);
    assert_eq!(parent_transcript(&with_agent), parent_transcript(&with_tool));
    assert_eq!(parent_transcript(&with_tool).len(), 2);
    let listed = rt.entries().into_iter().find(|e| e.name == "analyzer").unwrap();
    assert_eq!(listed.kind.to_string(), "tool");
}

#[tokio::test]
async fn an_output_schema_is_enforced_and_the_caller_gets_json() {
    let dir = tempfile::tempdir().unwrap();
    let main = "---\nname: main\ntoolsets: [scorer]\n---\nGo.\n";
    let scorer = "---\nname: scorer\noutput:\n  type: object\n  properties:\n    score: {type: integer}\n  required: [score]\n---\nScore it.\n";
    let script = Arc::new(Script::new(vec![
        Script::calls(&[("c1", "scorer", r#"{"input": "x"}"#)]),
        Script::text("about seven"),
        Script::text("```json\n{\"score\": 7}\n```"),
        Script::text("Scored."),
    ]));
    let rt = runtime(
        dir.path(),
        vec![spec(main), spec(scorer)],
        vec![],
        &script,
        approve_all(),
        5,
    )
    .unwrap();
    let events = run(&rt, "main", json!({"input": "go"})).await;
    let reqs = script.requests();
    assert!(
        reqs[1].output_schema.is_some(),
        "the schema is sent as exec --output-schema does"
    );
    assert!(format!("{:?}", reqs[2].messages).contains("not valid JSON for the required output schema"));
    assert_eq!(results(&events)[0].2, r#"{"score":7}"#);
}

struct FailOnce {
    calls: Mutex<Vec<String>>,
}

#[async_trait]
impl AnswerCheck for FailOnce {
    async fn check(&self, answer: &str, _cancel: &CancellationToken) -> Result<(), String> {
        let mut calls = self.calls.lock().unwrap();
        calls.push(answer.to_owned());
        if calls.len() == 1 {
            Err("`test -f report.md` exited with 1".into())
        } else {
            Ok(())
        }
    }
}

struct Factory(Arc<FailOnce>, Mutex<Vec<(String, Vec<String>)>>);

impl ChecksFactory for Factory {
    fn checks(&self, agent: &str, commands: &[String], _dir: &Path) -> Arc<dyn AnswerCheck> {
        self.1.lock().unwrap().push((agent.to_owned(), commands.to_vec()));
        self.0.clone()
    }
}

#[tokio::test]
async fn failed_checks_are_shown_to_the_model_which_retries_within_the_bound() {
    let dir = tempfile::tempdir().unwrap();
    let writer = "---\nname: writer\nchecks: [test -f report.md]\ncheck_retries: 1\n---\nWrite report.md.\n";
    let script = Arc::new(Script::new(vec![
        Script::text("Done."),
        Script::text("Done, for real."),
        Script::text("Done again."),
        Script::text("Still done."),
    ]));
    let check = Arc::new(FailOnce {
        calls: Mutex::new(Vec::new()),
    });
    let factory = Arc::new(Factory(check.clone(), Mutex::new(Vec::new())));
    let mut registry = ouzel_agents::Registry::new();
    registry.add_agent(spec(writer)).unwrap();
    let provider = script.clone();
    let models = move |_m: Option<&str>| Ok(provider.clone() as Arc<dyn ouzel_core::Provider>);
    let mut env = ouzel_agents::Environment::new(Arc::new(models), Arc::new(approve_all()), dir.path());
    env.checks = Some(factory.clone());
    let rt = registry.link(env).unwrap();
    let events = run(&rt, "writer", json!({"input": "go"})).await;
    assert_eq!(finished(&events).0, FinishReason::Completed);
    assert_eq!(*check.calls.lock().unwrap(), ["Done.", "Done, for real."]);
    assert_eq!(
        factory.1.lock().unwrap()[0],
        ("writer".into(), vec!["test -f report.md".into()])
    );
    let second = &script.requests()[1];
    assert!(format!("{:?}", second.messages).contains("`test -f report.md` exited with 1"));

    // A check that keeps failing ends the run with an error after the retries.
    let always = "---\nname: always\nchecks: [false]\ncheck_retries: 1\n---\nx\n";
    let script = Arc::new(Script::new(vec![Script::text("a"), Script::text("b")]));
    struct Never;
    #[async_trait]
    impl AnswerCheck for Never {
        async fn check(&self, _a: &str, _c: &CancellationToken) -> Result<(), String> {
            Err("`false` exited with 1".into())
        }
    }
    struct NeverFactory;
    impl ChecksFactory for NeverFactory {
        fn checks(&self, _a: &str, _c: &[String], _d: &Path) -> Arc<dyn AnswerCheck> {
            Arc::new(Never)
        }
    }
    let mut registry = ouzel_agents::Registry::new();
    registry.add_agent(spec(always)).unwrap();
    let provider = script.clone();
    let models = move |_m: Option<&str>| Ok(provider.clone() as Arc<dyn ouzel_core::Provider>);
    let mut env = ouzel_agents::Environment::new(Arc::new(models), Arc::new(approve_all()), dir.path());
    env.checks = Some(Arc::new(NeverFactory));
    let rt = registry.link(env).unwrap();
    let events = run(&rt, "always", json!({"input": "go"})).await;
    assert_eq!(finished(&events).0, FinishReason::Error);
    assert_eq!(script.requests().len(), 2);
    let errors = of_type(&events, "error");
    assert!(format!("{:?}", errors[0].event).contains("failed its checks after 1 retries"));
}

#[tokio::test]
async fn checks_without_a_runner_are_a_link_error() {
    let dir = tempfile::tempdir().unwrap();
    let script = Arc::new(Script::new(vec![]));
    let err = runtime(
        dir.path(),
        vec![spec("---\nname: w\nchecks: [true]\n---\nx\n")],
        vec![],
        &script,
        approve_all(),
        5,
    )
    .unwrap_err();
    assert!(err.to_string().contains("declares checks"), "{err}");
}

#[tokio::test]
async fn an_entry_function_owns_control_flow_and_calls_agents_and_tools_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let formatter = "---\nname: formatter\n---\nFormat it.\n";
    let script = Arc::new(Script::new(vec![
        Script::text("The tone is calm."),
        Script::text("# Report\ncalm"),
    ]));
    let note = Recorder::note();
    let rt = runtime(
        dir.path(),
        vec![spec(ANALYZER), spec(formatter)],
        vec![note.clone()],
        &script,
        approve_all(),
        5,
    )
    .unwrap();
    let mut run = rt.run_function(json!({"text": "notes"}), |input, ctx| async move {
        let text = input["text"].as_str().unwrap_or_default().to_owned();
        let analysis = ctx.call("analyzer", json!({"input": text})).await?;
        let report = ctx
            .call("formatter", json!({"input": analysis.as_str().unwrap_or_default()}))
            .await?;
        ctx.call("save_note", json!({"text": report.clone()})).await?;
        let err = ctx.call("nobody", json!({})).await.unwrap_err();
        assert!(
            err.to_string()
                .contains("known agents and tools: analyzer, formatter, save_note")
        );
        Ok(report)
    });
    let mut events = Vec::new();
    while let Some(e) = run.events.recv().await {
        events.push(e);
    }
    let report = run.result.await.unwrap().unwrap();
    assert_eq!(report, json!("# Report\ncalm"));
    assert_eq!(*note.seen.lock().unwrap(), vec![json!({"text": "# Report\ncalm"})]);
    let reqs = script.requests();
    assert_eq!(reqs[1].messages[0].text(), "The tone is calm.");
    let started: Vec<_> = of_type(&events, "session_started")
        .iter()
        .map(|e| e.path.len())
        .collect();
    assert_eq!(started, [1, 1], "agents called by the entry run one level down");
}

#[test]
fn entries_list_agents_then_tools_then_toolsets_then_mcp() {
    use ouzel_agents::{Group, Registry, Toolset};
    use ouzel_core::Origin;
    let mut registry = Registry::new();
    let mcp =
        ToolDefinition::new("docs__search", "Search the docs.", json!({"type": "object"})).with_origin(Origin::Mcp {
            server: "docs".into(),
            tool: "search".into(),
        });
    registry.add_tool(Recorder::new(mcp, "found"), "mcp");
    registry.add_tool(Recorder::note(), "built-in");
    registry.add_toolset("docs", Toolset::McpServer("docs".into()), "mcp: config.toml");
    registry.add_toolset("notes", Toolset::Tools(vec!["save_note".into()]), "built-in");
    registry.add_agent(spec(MAIN)).unwrap();
    registry.add_agent(spec(ANALYZER)).unwrap();
    let rows: Vec<(String, String, Group)> = registry
        .entries()
        .into_iter()
        .map(|e| (e.name, e.kind.to_string(), e.group))
        .collect();
    assert_eq!(
        rows,
        [
            ("analyzer".into(), "agent".into(), Group::Agent),
            ("main".into(), "agent".into(), Group::Agent),
            ("save_note".into(), "tool".into(), Group::Tool),
            ("notes".into(), "toolset".into(), Group::Tool),
            ("docs__search".into(), "tool".into(), Group::Mcp),
            ("docs".into(), "toolset".into(), Group::Mcp),
        ]
    );
}
