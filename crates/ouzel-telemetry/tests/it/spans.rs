use ouzel_core::{AgentEvent, DecidedBy, Decision, Event, FinishReason, RunState, SessionId, TokenUsage, ToolCallId};
use ouzel_telemetry::{Telemetry, TelemetryConfig, TelemetryError};
use ouzel_test::otlp::{OtlpReceiver, ReceivedSpan};
use serde_json::json;

fn at(path: &[&str], event: AgentEvent) -> Event {
    Event {
        event,
        iteration: 1,
        total_tokens: 0,
        path: path.iter().map(|s| (*s).to_owned()).collect(),
    }
}

fn usage(input: u64, output: u64, cost: f64) -> TokenUsage {
    TokenUsage {
        input_tokens: input,
        output_tokens: output,
        cost_usd: Some(cost),
        ..Default::default()
    }
}

/// A run that reads a file, then calls an agent as a tool (which makes one model call), then
/// answers; the nested agent's events carry the path `helper:c2`.
fn run_events() -> Vec<Event> {
    let call = |id: &str, name: &str, input| AgentEvent::ToolCall {
        id: ToolCallId::new(id),
        name: name.into(),
        input,
        repaired: false,
        recovered: false,
    };
    let result = |id: &str, name: &str, content: &str, is_error| AgentEvent::ToolResult {
        id: ToolCallId::new(id),
        name: name.into(),
        content: content.into(),
        is_error,
        cached: false,
        duration_ms: 1,
        metadata: None,
        diff: None,
    };
    let waiting = || AgentEvent::StateChanged {
        state: RunState::WaitingForModel,
    };
    let used = |u: TokenUsage| AgentEvent::Usage { usage: u, total: u };
    vec![
        at(
            &[],
            AgentEvent::SessionStarted {
                session_id: SessionId::new("sess-42"),
                model: "openai/gpt-test".into(),
                workspace: "/w".into(),
            },
        ),
        at(&[], waiting()),
        at(&[], call("c1", "read_file", json!({"path": "secret-plan.txt"}))),
        at(&[], call("c2", "helper", json!({"task": "summarise"}))),
        at(&[], used(usage(100, 10, 0.01))),
        at(
            &[],
            AgentEvent::PermissionDecision {
                id: ToolCallId::new("c1"),
                name: "read_file".into(),
                decision: Decision::Allow,
                by: DecidedBy::ApproveAll,
            },
        ),
        at(&[], result("c1", "read_file", "the plan's contents", false)),
        at(&["helper:c2"], waiting()),
        at(&["helper:c2"], AgentEvent::Text { text: "summary".into() }),
        at(&["helper:c2"], used(usage(20, 5, 0.002))),
        at(
            &["helper:c2"],
            AgentEvent::Finished {
                reason: FinishReason::Completed,
                usage: usage(20, 5, 0.002),
                session_id: SessionId::new("sess-42"),
                cache_hits: 0,
                cache_misses: 0,
            },
        ),
        at(&[], result("c2", "helper", "summary", true)),
        at(&[], waiting()),
        at(
            &[],
            AgentEvent::Text {
                text: "All done.".into(),
            },
        ),
        at(&[], used(usage(130, 8, 0.02))),
        at(
            &[],
            AgentEvent::Finished {
                reason: FinishReason::Completed,
                usage: usage(250, 23, 0.032),
                session_id: SessionId::new("sess-42"),
                cache_hits: 0,
                cache_misses: 0,
            },
        ),
    ]
}

async fn export(config: TelemetryConfig) -> Result<(), TelemetryError> {
    let telemetry = Telemetry::start(&config).unwrap();
    let mut trace = telemetry.run("ouzel", "openai/gpt-test", Some("read the secret plan"));
    for event in run_events() {
        trace.observe(&event);
    }
    trace.end();
    tokio::task::spawn_blocking(move || telemetry.shutdown()).await.unwrap()
}

fn named<'a>(spans: &'a [ReceivedSpan], name: &str) -> Vec<&'a ReceivedSpan> {
    spans.iter().filter(|s| s.name == name).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_exports_agent_chat_and_tool_spans_nested_with_genai_attributes() {
    let receiver = OtlpReceiver::start().await;
    export(TelemetryConfig::new(&receiver.endpoint())).await.unwrap();
    let spans = receiver.spans().await;
    assert_eq!(spans.len(), 7, "{spans:#?}");

    let agent = named(&spans, "invoke_agent ouzel")[0];
    assert!(agent.parent_span_id.is_empty(), "the run is the root");
    assert_eq!(agent.service, "ouzel");
    assert_eq!(agent.attr("gen_ai.operation.name"), "invoke_agent");
    assert_eq!(agent.attr("gen_ai.conversation.id"), "sess-42");
    assert_eq!(agent.attr("gen_ai.agent.name"), "ouzel");
    assert_eq!(agent.attr("gen_ai.provider.name"), "openai");
    assert_eq!(agent.attr("gen_ai.request.model"), "gpt-test");
    assert_eq!(agent.attr("gen_ai.usage.input_tokens"), 250);
    assert_eq!(agent.attr("ouzel.cost.usd"), 0.032);

    let chats = named(&spans, "chat gpt-test");
    assert_eq!(chats.len(), 3, "two of the run, one of the helper");
    let first = chats
        .iter()
        .find(|c| c.attr("gen_ai.usage.input_tokens") == 100)
        .unwrap();
    assert_eq!(first.parent_span_id, agent.span_id);
    assert_eq!(first.attr("gen_ai.operation.name"), "chat");
    assert_eq!(first.attr("gen_ai.provider.name"), "openai");
    assert_eq!(first.attr("gen_ai.usage.output_tokens"), 10);
    assert_eq!(first.attr("gen_ai.response.finish_reasons"), &json!(["tool_calls"]));
    assert_eq!(first.attr("ouzel.cost.usd"), 0.01);
    let last = chats
        .iter()
        .find(|c| c.attr("gen_ai.usage.input_tokens") == 130)
        .unwrap();
    assert_eq!(last.attr("gen_ai.response.finish_reasons"), &json!(["stop"]));

    let read = named(&spans, "execute_tool read_file")[0];
    assert_eq!(read.parent_span_id, agent.span_id);
    assert_eq!(read.attr("gen_ai.tool.name"), "read_file");
    assert_eq!(read.attr("gen_ai.tool.call.id"), "c1");
    assert_eq!(read.attr("ouzel.permission.decision"), "allow");
    assert_eq!(read.attr("ouzel.tool.cached"), false);
    assert_eq!(read.attr("error.type"), &serde_json::Value::Null);

    // The agent called as a tool: its invoke_agent span sits under the call's execute_tool span,
    // and its model call under it.
    let helper_call = named(&spans, "execute_tool helper")[0];
    assert_eq!(helper_call.attr("error.type"), "tool_error");
    assert_eq!(helper_call.status, 2);
    let helper = named(&spans, "invoke_agent helper")[0];
    assert_eq!(helper.parent_span_id, helper_call.span_id);
    let helper_chat = chats
        .iter()
        .find(|c| c.attr("gen_ai.usage.input_tokens") == 20)
        .unwrap();
    assert_eq!(helper_chat.parent_span_id, helper.span_id);
    assert!(spans.iter().all(|s| s.trace_id == agent.trace_id), "one trace");

    // Contents were not asked for: nothing of the prompt, the arguments or the results.
    let everything = format!("{spans:?}");
    for private in [
        "secret-plan",
        "read the secret plan",
        "the plan's contents",
        "All done.",
    ] {
        assert!(!everything.contains(private), "{private} exported");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn contents_are_exported_only_when_capture_is_on() {
    let receiver = OtlpReceiver::start().await;
    let mut config = TelemetryConfig::new(&receiver.endpoint());
    config.capture_content = true;
    export(config).await.unwrap();
    let spans = receiver.spans().await;
    let agent = named(&spans, "invoke_agent ouzel")[0];
    assert!(
        agent
            .attr("gen_ai.input.messages")
            .as_str()
            .unwrap()
            .contains("read the secret plan")
    );
    let read = named(&spans, "execute_tool read_file")[0];
    assert!(
        read.attr("gen_ai.tool.call.arguments")
            .as_str()
            .unwrap()
            .contains("secret-plan.txt")
    );
    assert_eq!(read.attr("gen_ai.tool.call.result"), "the plan's contents");
    let last = named(&spans, "chat gpt-test")
        .into_iter()
        .find(|c| c.attr("gen_ai.usage.input_tokens") == 130)
        .unwrap();
    assert!(
        last.attr("gen_ai.output.messages")
            .as_str()
            .unwrap()
            .contains("All done.")
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn an_endpoint_that_is_down_drops_the_spans_with_a_warning_naming_it() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let err = export(TelemetryConfig::new(&base)).await.unwrap_err();
    let shown = err.to_string();
    assert!(matches!(err, TelemetryError::Export { .. }), "{err:?}");
    assert!(
        shown.contains(&format!("{base}/v1/traces")) && shown.contains("the run was not affected"),
        "{shown}"
    );
}
