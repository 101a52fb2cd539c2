//! What `build_agent` wires, seen from a run against a real SSE server: the model in force,
//! and failed model calls retried by the provider with the same `llm_error` events the loop
//! used to emit.

use ouzel::core::{AgentEvent, Event, FinishReason};
use ouzel::{Config, RunOptions};
use ouzel_test::{ScriptedServer, openai};
use wiremock::ResponseTemplate;

/// Config with a keyless provider `mock` at `server`, and options running `mock/gpt-test`
/// in `dir` without a session store.
fn setup(server: &ScriptedServer, dir: &std::path::Path) -> (Config, RunOptions) {
    let text = format!(
        "[providers.mock]\nwire = \"openai-chat\"\nbase_url = \"{}\"\n",
        server.base_url()
    );
    let config = Config::parse(&text, std::path::Path::new("config.toml")).unwrap();
    let mut opts = RunOptions::new(dir);
    opts.model = Some("mock/gpt-test".into());
    opts.persist = false;
    opts.approval = ouzel::ApprovalMode::ApproveAll;
    (config, opts)
}

fn overloaded() -> ResponseTemplate {
    ResponseTemplate::new(503)
        .insert_header("retry-after-ms", "1")
        .set_body_raw(r#"{"error":{"message":"busy"}}"#, "application/json")
}

/// `(attempt, retryable, delay_ms)` of each `llm_error`.
fn llm_errors(events: &[Event]) -> Vec<(u32, bool, u64)> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::LlmError {
                attempt,
                retryable,
                delay_ms,
                error_type,
                ..
            } => {
                assert_eq!(error_type, "overloaded");
                Some((*attempt, *retryable, *delay_ms))
            }
            _ => None,
        })
        .collect()
}

fn finish_reason(events: &[Event]) -> FinishReason {
    match events.last().map(|e| &e.event) {
        Some(AgentEvent::Finished { reason, .. }) => *reason,
        other => panic!("the run did not finish: {other:?}"),
    }
}

#[tokio::test]
async fn a_failed_model_call_is_retried_once_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let server = ScriptedServer::start().await;
    server.push(overloaded()).await;
    server.push_sse(openai::text("hello after the wait")).await;
    let (config, opts) = setup(&server, dir.path());
    let agent = ouzel::build_agent(&config, &opts).unwrap();
    let events = agent.run("hi").collect_all().await;
    assert_eq!(llm_errors(&events), vec![(1, true, 1)]);
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    let text: String = events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::TextDelta { text } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(text, "hello after the wait");
    assert_eq!(
        server.request_bodies().await.len(),
        2,
        "one retry, not two layers of them"
    );
}

#[tokio::test]
async fn retries_that_run_out_end_the_run_numbering_every_attempt() {
    let dir = tempfile::tempdir().unwrap();
    let server = ScriptedServer::start().await;
    for _ in 0..6 {
        server.push(overloaded()).await;
    }
    let (config, opts) = setup(&server, dir.path());
    let agent = ouzel::build_agent(&config, &opts).unwrap();
    let events = agent.run("hi").collect_all().await;
    assert_eq!(
        llm_errors(&events),
        vec![(1, true, 1), (2, true, 1), (3, true, 1), (4, true, 1), (5, false, 0)]
    );
    assert_eq!(finish_reason(&events), FinishReason::Error);
    assert_eq!(server.request_bodies().await.len(), 5);
}

#[tokio::test]
async fn a_project_agent_naming_its_own_model_calls_it_and_numbers_its_retries() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("ouzel.toml"), "[entry]\nagent = \"main\"\n").unwrap();
    std::fs::write(
        dir.path().join("main.agent"),
        "---\nname: main\nmodel: mock/own-model\ndescription: Answers.\n---\nYou answer.\n",
    )
    .unwrap();
    let server = ScriptedServer::start().await;
    for _ in 0..6 {
        server.push(overloaded()).await;
    }
    let (config, mut opts) = setup(&server, dir.path());
    opts.model = None;
    let project = ouzel::project::Project::open(&config, &opts)
        .unwrap()
        .start()
        .await
        .unwrap();
    let (agent, message) = project.entry(ouzel::project::EntryInput::Text("hi".into())).unwrap();
    let events = agent.run(message).collect_all().await;
    assert_eq!(
        llm_errors(&events),
        vec![(1, true, 1), (2, true, 1), (3, true, 1), (4, true, 1), (5, false, 0)]
    );
    assert_eq!(finish_reason(&events), FinishReason::Error);
    let bodies = server.request_bodies().await;
    assert_eq!(bodies.len(), 5);
    assert_eq!(bodies[0]["model"], "own-model");
}

#[tokio::test]
async fn an_embedded_agent_retries_a_rate_limited_call_exactly_once_through_the_wrapper() {
    let dir = tempfile::tempdir().unwrap();
    let server = ScriptedServer::start().await;
    server
        .push(
            ResponseTemplate::new(429)
                .insert_header("retry-after-ms", "1")
                .set_body_raw(r#"{"error":{"message":"slow down"}}"#, "application/json"),
        )
        .await;
    server.push_sse(openai::text("hello from the embed")).await;
    let (config, _) = setup(&server, dir.path());
    let agent = ouzel::Embed::new()
        .config(config)
        .model("mock/gpt-test")
        .workspace(dir.path())
        .build()
        .unwrap();
    let events = agent.run("hi").collect_all().await;
    let errors: Vec<(String, u32, bool, u64)> = events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::LlmError {
                error_type,
                attempt,
                retryable,
                delay_ms,
                ..
            } => Some((error_type.clone(), *attempt, *retryable, *delay_ms)),
            _ => None,
        })
        .collect();
    assert_eq!(errors, vec![("rate_limited".to_owned(), 1, true, 1)]);
    assert_eq!(finish_reason(&events), FinishReason::Completed);
    assert_eq!(
        server.request_bodies().await.len(),
        2,
        "the wrapper's one retry, and no second layer of retries in the loop"
    );
}
