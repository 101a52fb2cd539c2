//! `Anthropic` against a mock server speaking the Messages API's documented SSE.
#![allow(clippy::unwrap_used, missing_docs)]

use futures::StreamExt;
use ouzel_core::{
    AgentEvent, ApprovalMode, ContentBlock, Event, FinishReason, Message, ModelParams, ModelRequest, PermissionGate,
    Provider, ProviderError, Risk, Role, StopReason, StreamEvent, TimeoutKind, TokenUsage, Tool, ToolCallId,
    ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry, ToolSpec, async_trait,
};
use ouzel_llm::{Anthropic, AnthropicConfig, Timeouts};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use wiremock::matchers::{body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const KEY: &str = "sk-ant-integration-sentinel";

/// The text example of Anthropic's streaming documentation, verbatim in form.
const TEXT_STREAM: &str = r#"event: message_start
data: {"type": "message_start", "message": {"id": "msg_1nZdL29xx5MUA1yADyHTEsnR8uuvGzszyY", "type": "message", "role": "assistant", "content": [], "model": "claude-test", "stop_reason": null, "stop_sequence": null, "usage": {"input_tokens": 25, "output_tokens": 1}}}

event: content_block_start
data: {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}

event: ping
data: {"type": "ping"}

event: content_block_delta
data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Hello"}}

event: content_block_delta
data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "!"}}

event: content_block_stop
data: {"type": "content_block_stop", "index": 0}

event: message_delta
data: {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence":null}, "usage": {"output_tokens": 15}}

event: message_stop
data: {"type": "message_stop"}

"#;

/// The tool-use example of the streaming documentation: text, then one call whose input
/// arrives as `input_json_delta` fragments.
const TOOL_STREAM: &str = r#"event: message_start
data: {"type":"message_start","message":{"id":"msg_014p7gG3wDgGV9EUtLvnow3U","type":"message","role":"assistant","model":"claude-test","stop_sequence":null,"usage":{"input_tokens":472,"output_tokens":2},"content":[],"stop_reason":null}}

event: content_block_start
data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

event: ping
data: {"type": "ping"}

event: content_block_delta
data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Okay"}}

event: content_block_delta
data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":", let me look."}}

event: content_block_stop
data: {"type":"content_block_stop","index":0}

event: content_block_start
data: {"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_01T1x1fJ34qAmk2tNTrN7Up6","name":"get_weather","input":{}}}

event: content_block_delta
data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":""}}

event: content_block_delta
data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"location\":"}}

event: content_block_delta
data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":" \"San"}}

event: content_block_delta
data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":" Francisco, CA\""}}

event: content_block_delta
data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":", \"unit\": \"fah"}}

event: content_block_delta
data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"renheit\"}"}}

event: content_block_stop
data: {"type":"content_block_stop","index":1}

event: message_delta
data: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":89}}

event: message_stop
data: {"type":"message_stop"}

"#;

// ---- SSE builders for the other cases ----

fn event(name: &str, data: Value) -> String {
    format!("event: {name}\ndata: {data}\n\n")
}

fn message_start(input: u64, cache_read: u64, cache_write: u64) -> String {
    event(
        "message_start",
        json!({"type": "message_start", "message": {"id": "msg_01", "type": "message", "role": "assistant",
            "content": [], "model": "claude-test", "stop_reason": null, "stop_sequence": null,
            "usage": {"input_tokens": input, "cache_creation_input_tokens": cache_write,
                      "cache_read_input_tokens": cache_read, "output_tokens": 1}}}),
    )
}

fn block_start(index: u64, block: Value) -> String {
    event(
        "content_block_start",
        json!({"type": "content_block_start", "index": index, "content_block": block}),
    )
}

fn block_delta(index: u64, delta: Value) -> String {
    event(
        "content_block_delta",
        json!({"type": "content_block_delta", "index": index, "delta": delta}),
    )
}

fn block_stop(index: u64) -> String {
    event(
        "content_block_stop",
        json!({"type": "content_block_stop", "index": index}),
    )
}

fn text_block(index: u64, parts: &[&str]) -> String {
    let mut out = block_start(index, json!({"type": "text", "text": ""}));
    for part in parts {
        out += &block_delta(index, json!({"type": "text_delta", "text": part}));
    }
    out + &block_stop(index)
}

fn tool_block(index: u64, id: &str, name: &str, fragments: &[&str]) -> String {
    let mut out = block_start(index, json!({"type": "tool_use", "id": id, "name": name, "input": {}}));
    for fragment in fragments {
        out += &block_delta(index, json!({"type": "input_json_delta", "partial_json": fragment}));
    }
    out + &block_stop(index)
}

fn thinking_block(index: u64, parts: &[&str], signature: &str) -> String {
    let mut out = block_start(index, json!({"type": "thinking", "thinking": ""}));
    for part in parts {
        out += &block_delta(index, json!({"type": "thinking_delta", "thinking": part}));
    }
    out += &block_delta(index, json!({"type": "signature_delta", "signature": signature}));
    out + &block_stop(index)
}

fn message_end(stop_reason: &str, output: u64) -> String {
    event(
        "message_delta",
        json!({"type": "message_delta", "delta": {"stop_reason": stop_reason, "stop_sequence": null},
               "usage": {"output_tokens": output}}),
    ) + &event("message_stop", json!({"type": "message_stop"}))
}

fn sse(body: impl Into<String>) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body.into(), "text/event-stream")
}

fn error_body(kind: &str, message: &str) -> Value {
    json!({"type": "error", "error": {"type": kind, "message": message}})
}

// ---- provider plumbing ----

fn config(uri: &str) -> AnthropicConfig {
    AnthropicConfig {
        api_key: Some(KEY.into()),
        base_url: uri.to_owned(),
        ..AnthropicConfig::new("anthropic", "claude-test")
    }
}

async fn serve(response: ResponseTemplate) -> (MockServer, Anthropic) {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .respond_with(response)
        .mount(&server)
        .await;
    let provider = Anthropic::new(config(&server.uri())).unwrap();
    (server, provider)
}

fn spec(name: &str) -> ToolSpec {
    ToolSpec {
        name: name.into(),
        description: format!("Run {name}"),
        input_schema:
            json!({"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]}).into(),
    }
}

fn request() -> ModelRequest {
    ModelRequest {
        system: Some("You are terse.".into()),
        messages: vec![Message::user("Weather in SF?")],
        tools: vec![spec("get_weather")].into(),
        ..ModelRequest::default()
    }
}

async fn all(provider: &Anthropic, request: &ModelRequest) -> Vec<Result<StreamEvent, ProviderError>> {
    match provider.stream(request).await {
        Ok(stream) => stream.collect().await,
        Err(e) => vec![Err(e)],
    }
}

async fn run(provider: &Anthropic) -> Vec<StreamEvent> {
    all(provider, &request())
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect()
}

/// The error a request ends in (at the start or inside the stream), after any events.
async fn failure(provider: &Anthropic) -> (Vec<StreamEvent>, ProviderError) {
    let mut events = Vec::new();
    for item in all(provider, &request()).await {
        match item {
            Ok(e) => events.push(e),
            Err(e) => return (events, e),
        }
    }
    panic!("expected an error, got {events:?}");
}

async fn sent_bodies(server: &MockServer) -> Vec<Value> {
    server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .filter(|r| r.method.as_str() == "POST")
        .map(|r| serde_json::from_slice(&r.body).unwrap())
        .collect()
}

fn ends(events: &[StreamEvent]) -> Vec<(usize, String, String, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            StreamEvent::ToolCallEnd {
                index,
                id,
                name,
                arguments,
            } => Some((*index, id.clone(), name.clone(), arguments.clone())),
            _ => None,
        })
        .collect()
}

fn done(stop_reason: StopReason) -> StreamEvent {
    StreamEvent::Done { stop_reason }
}

// ---- answers ----

#[tokio::test]
async fn plain_text_answer() {
    let (_server, provider) = serve(sse(TEXT_STREAM)).await;
    assert_eq!(
        run(&provider).await,
        vec![
            StreamEvent::TextDelta("Hello".into()),
            StreamEvent::TextDelta("!".into()),
            StreamEvent::Usage(TokenUsage {
                input_tokens: 25,
                output_tokens: 15,
                ..TokenUsage::default()
            }),
            done(StopReason::EndTurn),
        ]
    );
}

#[tokio::test]
async fn one_tool_call_after_text() {
    let (_server, provider) = serve(sse(TOOL_STREAM)).await;
    let events = run(&provider).await;
    assert_eq!(events[0], StreamEvent::TextDelta("Okay".into()));
    assert_eq!(
        events[2],
        StreamEvent::ToolCallStart {
            index: 0,
            id: "toolu_01T1x1fJ34qAmk2tNTrN7Up6".into(),
            name: "get_weather".into()
        }
    );
    let streamed: String = events
        .iter()
        .filter_map(|e| match e {
            StreamEvent::ToolCallDelta { delta, .. } => Some(delta.as_str()),
            _ => None,
        })
        .collect();
    let whole = r#"{"location": "San Francisco, CA", "unit": "fahrenheit"}"#;
    assert_eq!(streamed, whole);
    assert_eq!(
        ends(&events),
        vec![(
            0,
            "toolu_01T1x1fJ34qAmk2tNTrN7Up6".into(),
            "get_weather".into(),
            whole.into()
        )]
    );
    let n = events.len();
    assert!(matches!(events[n - 2], StreamEvent::Usage(u) if u.input_tokens == 472 && u.output_tokens == 89));
    assert_eq!(events[n - 1], done(StopReason::ToolUse));
}

#[tokio::test]
async fn several_tool_calls() {
    let body = message_start(30, 0, 0)
        + &tool_block(0, "toolu_a", "get_weather", &["{\"location\":", " \"Paris\"}"])
        + &tool_block(1, "toolu_b", "get_weather", &["{\"location\": \"Oslo\"}"])
        + &tool_block(2, "toolu_c", "now", &[])
        + &message_end("tool_use", 40);
    let (_server, provider) = serve(sse(body)).await;
    let events = run(&provider).await;
    assert_eq!(
        ends(&events),
        vec![
            (
                0,
                "toolu_a".into(),
                "get_weather".into(),
                r#"{"location": "Paris"}"#.into()
            ),
            (
                1,
                "toolu_b".into(),
                "get_weather".into(),
                r#"{"location": "Oslo"}"#.into()
            ),
            (2, "toolu_c".into(), "now".into(), "{}".into()),
        ]
    );
    assert_eq!(events.last(), Some(&done(StopReason::ToolUse)));
}

#[tokio::test]
async fn usage_counts_cache_reads_and_writes() {
    let body = message_start(12, 2000, 300) + &text_block(0, &["ok"]) + &message_end("end_turn", 5);
    let (_server, provider) = serve(sse(body)).await;
    let events = run(&provider).await;
    assert!(
        events.contains(&StreamEvent::Usage(TokenUsage {
            input_tokens: 2312,
            output_tokens: 5,
            cache_read_tokens: 2000,
            cache_write_tokens: 300,
            ..TokenUsage::default()
        })),
        "{events:?}"
    );
}

#[tokio::test]
async fn stop_reasons() {
    for (wire, ours) in [
        ("end_turn", StopReason::EndTurn),
        ("max_tokens", StopReason::MaxTokens),
        ("refusal", StopReason::ContentFilter),
        ("stop_sequence", StopReason::EndTurn),
    ] {
        let body = message_start(1, 0, 0) + &text_block(0, &["x"]) + &message_end(wire, 1);
        let (_server, provider) = serve(sse(body)).await;
        assert_eq!(run(&provider).await.last(), Some(&done(ours)), "{wire}");
    }
}

// ---- requests ----

#[tokio::test]
async fn request_shape_headers_and_cache_breakpoints() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .and(header("x-api-key", KEY))
        .and(header("anthropic-version", "2023-06-01"))
        .and(header("anthropic-beta", "interleaved-thinking-2025-05-14"))
        .and(header("content-type", "application/json"))
        .respond_with(sse(TEXT_STREAM))
        .expect(1)
        .mount(&server)
        .await;
    let provider = Anthropic::new(AnthropicConfig {
        extra_headers: vec![("anthropic-beta".into(), "interleaved-thinking-2025-05-14".into())],
        ..config(&server.uri())
    })
    .unwrap();
    let mut req = request();
    req.params = ModelParams {
        temperature: Some(0.3),
        ..ModelParams::default()
    };
    req.messages.push(Message::new(
        Role::Assistant,
        vec![
            ContentBlock::text("Checking."),
            ContentBlock::ToolUse {
                id: ToolCallId::new("toolu_9"),
                name: "get_weather".into(),
                input: json!({"location": "SF"}),
            },
        ],
    ));
    req.messages.push(Message::new(
        Role::User,
        vec![ContentBlock::tool_result(
            ToolCallId::new("toolu_9"),
            "no such place",
            true,
        )],
    ));
    req.messages.push(Message::user("Try San Francisco."));
    let events: Vec<_> = all(&provider, &req).await;
    assert!(events.iter().all(Result::is_ok));

    let body = &sent_bodies(&server).await[0];
    assert_eq!(body["model"], "claude-test");
    assert_eq!(body["max_tokens"], 8192);
    assert_eq!(body["stream"], true);
    assert_eq!(body["temperature"], json!(0.3));
    assert_eq!(
        body["system"],
        json!([{"type": "text", "text": "You are terse.", "cache_control": {"type": "ephemeral"}}])
    );
    assert_eq!(
        body["tools"],
        json!([{
            "name": "get_weather",
            "description": "Run get_weather",
            "input_schema": {"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]},
            "cache_control": {"type": "ephemeral"},
        }])
    );
    // Roles alternate, user first; the tool result and the next user text share one message,
    // result first, and the latest user turn carries the cache breakpoint.
    assert_eq!(
        body["messages"],
        json!([
            {"role": "user", "content": [{"type": "text", "text": "Weather in SF?"}]},
            {"role": "assistant", "content": [
                {"type": "text", "text": "Checking."},
                {"type": "tool_use", "id": "toolu_9", "name": "get_weather", "input": {"location": "SF"}},
            ]},
            {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": "toolu_9", "content": "no such place", "is_error": true},
                {"type": "text", "text": "Try San Francisco.", "cache_control": {"type": "ephemeral"}},
            ]},
        ])
    );
    for key in ["thinking", "tool_choice", "stop_sequences"] {
        assert!(body.get(key).is_none(), "{key} must be left out");
    }
}

#[tokio::test]
async fn thinking_is_streamed_and_replayed_with_its_signature() {
    let server = MockServer::start().await;
    // Second turn: the history now holds the tool result.
    Mock::given(method("POST"))
        .and(body_string_contains("tool_result"))
        .respond_with(sse(message_start(50, 0, 0)
            + &text_block(0, &["It is sunny."])
            + &message_end("end_turn", 6)))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse(message_start(20, 0, 0)
            + &thinking_block(
                0,
                &["The user wants ", "the weather."],
                "EqQBCgIYAhIM1gbcDa9GJwZA2b3h",
            )
            + &block_start(
                1,
                json!({"type": "redacted_thinking", "data": "EmwKAhgBEgy3va3pzix/LafPsn4a"}),
            )
            + &block_stop(1)
            + &tool_block(2, "toolu_w", "get_weather", &["{\"location\": \"SF\"}"])
            + &message_end("tool_use", 30)))
        .mount(&server)
        .await;
    let provider = Anthropic::new(config(&server.uri())).unwrap();
    let mut req = request();
    req.params.thinking_budget = Some(2048);

    // First turn: thinking deltas, then the finished blocks with signature and redacted data.
    let events: Vec<StreamEvent> = all(&provider, &req).await.into_iter().map(Result::unwrap).collect();
    assert_eq!(events[0], StreamEvent::ThinkingDelta("The user wants ".into()));
    let thinking: Vec<ContentBlock> = events
        .iter()
        .filter_map(|e| match e {
            StreamEvent::ThinkingEnd {
                text,
                signature,
                provider_data,
            } => Some(ContentBlock::Thinking {
                text: text.clone(),
                signature: signature.clone(),
                provider_data: provider_data.clone(),
            }),
            _ => None,
        })
        .collect();
    assert_eq!(thinking.len(), 2);
    let (_, id, name, arguments) = ends(&events).remove(0);

    // Second turn, built the way the loop builds it.
    let mut content = thinking;
    content.push(ContentBlock::ToolUse {
        id: ToolCallId::new(id.clone()),
        name,
        input: serde_json::from_str(&arguments).unwrap(),
    });
    req.messages.push(Message::new(Role::Assistant, content));
    req.messages.push(Message::new(
        Role::User,
        vec![ContentBlock::tool_result(ToolCallId::new(id), "sunny, 20C", false)],
    ));
    let second: Vec<StreamEvent> = all(&provider, &req).await.into_iter().map(Result::unwrap).collect();
    assert_eq!(second[0], StreamEvent::TextDelta("It is sunny.".into()));

    let bodies = sent_bodies(&server).await;
    assert_eq!(bodies.len(), 2);
    assert_eq!(bodies[0]["thinking"], json!({"type": "enabled", "budget_tokens": 2048}));
    assert!(bodies[0].get("temperature").is_none());
    assert_eq!(
        bodies[1]["messages"][1],
        json!({"role": "assistant", "content": [
            {"type": "thinking", "thinking": "The user wants the weather.", "signature": "EqQBCgIYAhIM1gbcDa9GJwZA2b3h"},
            {"type": "redacted_thinking", "data": "EmwKAhgBEgy3va3pzix/LafPsn4a"},
            {"type": "tool_use", "id": "toolu_w", "name": "get_weather", "input": {"location": "SF"}},
        ]})
    );
    assert_eq!(
        bodies[1]["messages"][2]["content"][0],
        json!({"type": "tool_result", "tool_use_id": "toolu_w", "content": "sunny, 20C", "cache_control": {"type": "ephemeral"}})
    );
}

#[tokio::test]
async fn non_streamed_mode_reads_the_whole_message() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-test",
            "content": [
                {"type": "text", "text": "Let me check."},
                {"type": "tool_use", "id": "toolu_n", "name": "get_weather", "input": {"location": "Rome"}}
            ],
            "stop_reason": "tool_use", "stop_sequence": null,
            "usage": {"input_tokens": 9, "output_tokens": 4, "cache_read_input_tokens": 100, "cache_creation_input_tokens": 0}
        })))
        .mount(&server)
        .await;
    let provider = Anthropic::new(AnthropicConfig {
        stream: false,
        ..config(&server.uri())
    })
    .unwrap();
    let events = run(&provider).await;
    assert_eq!(events[0], StreamEvent::TextDelta("Let me check.".into()));
    assert_eq!(
        ends(&events),
        vec![(
            0,
            "toolu_n".into(),
            "get_weather".into(),
            r#"{"location":"Rome"}"#.into()
        )]
    );
    assert!(events.contains(&StreamEvent::Usage(TokenUsage {
        input_tokens: 109,
        output_tokens: 4,
        cache_read_tokens: 100,
        ..TokenUsage::default()
    })));
    assert_eq!(events.last(), Some(&done(StopReason::ToolUse)));
    assert!(sent_bodies(&server).await[0].get("stream").is_none());
}

#[tokio::test]
async fn structured_output_comes_back_as_the_final_text() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(sse(message_start(10, 0, 0)
            + &tool_block(
                0,
                "toolu_f",
                "final_answer",
                &["{\"city\": \"Paris\",", " \"temp\": 21}"],
            )
            + &message_end("tool_use", 12)))
        .mount(&server)
        .await;
    let provider = Anthropic::new(config(&server.uri())).unwrap();
    let schema = json!({"type": "object", "properties": {"city": {"type": "string"}, "temp": {"type": "integer"}},
                        "required": ["city", "temp"]});
    let req = ModelRequest {
        messages: vec![Message::user("Weather?")],
        output_schema: Some(schema.clone()),
        ..ModelRequest::default()
    };
    let events: Vec<StreamEvent> = all(&provider, &req).await.into_iter().map(Result::unwrap).collect();
    assert_eq!(
        events[0],
        StreamEvent::TextDelta(r#"{"city": "Paris", "temp": 21}"#.into())
    );
    assert!(ends(&events).is_empty());
    assert_eq!(events.last(), Some(&done(StopReason::EndTurn)));
    let body = &sent_bodies(&server).await[0];
    assert_eq!(body["tool_choice"], json!({"type": "tool", "name": "final_answer"}));
    assert_eq!(body["tools"][0]["input_schema"], schema);
}

#[tokio::test]
async fn list_models_reads_data_ids() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/models"))
        .and(header("x-api-key", KEY))
        .and(header("anthropic-version", "2023-06-01"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "data": [
                {"type": "model", "id": "claude-sonnet-4-5", "display_name": "Claude Sonnet 4.5", "created_at": "2025-09-29T00:00:00Z"},
                {"type": "model", "id": "claude-haiku-4-5", "display_name": "Claude Haiku 4.5", "created_at": "2025-10-01T00:00:00Z"}
            ],
            "has_more": false, "first_id": "claude-sonnet-4-5", "last_id": "claude-haiku-4-5"
        })))
        .mount(&server)
        .await;
    let provider = Anthropic::new(config(&server.uri())).unwrap();
    assert_eq!(
        provider.list_models().await.unwrap(),
        Some(vec!["claude-haiku-4-5".into(), "claude-sonnet-4-5".into()])
    );
}

// ---- the fault matrix ----

#[tokio::test]
async fn rate_limited_with_retry_after() {
    let (_server, provider) = serve(
        ResponseTemplate::new(429)
            .insert_header("retry-after", "4")
            .set_body_json(error_body(
                "rate_limit_error",
                "Number of request tokens has exceeded your per-minute rate limit",
            )),
    )
    .await;
    let (_, err) = failure(&provider).await;
    assert!(
        matches!(&err, ProviderError::RateLimited { message, .. } if message.starts_with("Number of request tokens")),
        "{err:?}"
    );
    assert_eq!(err.retry_after(), Some(Duration::from_secs(4)));
    assert!(err.is_retryable());
}

#[tokio::test]
async fn rate_limited_with_anthropic_reset_headers() {
    let soon = (chrono::Utc::now() + chrono::Duration::seconds(20)).to_rfc3339();
    let later = (chrono::Utc::now() + chrono::Duration::seconds(45)).to_rfc3339();
    let (_server, provider) = serve(
        ResponseTemplate::new(429)
            .insert_header("anthropic-ratelimit-requests-reset", soon.as_str())
            .insert_header("anthropic-ratelimit-tokens-reset", later.as_str())
            .set_body_json(error_body("rate_limit_error", "slow down")),
    )
    .await;
    let (_, err) = failure(&provider).await;
    assert_eq!(err.kind(), "rate_limited");
    let wait = err.retry_after().expect("a wait from the reset headers");
    assert!(
        wait > Duration::from_secs(40) && wait <= Duration::from_secs(45),
        "{wait:?}"
    );
}

#[tokio::test]
async fn server_errors_are_typed_and_retryable() {
    let cases = [
        (500, "api_error", "Internal server error", "server_error"),
        (503, "api_error", "Service unavailable", "overloaded"),
        (529, "overloaded_error", "Overloaded", "overloaded"),
    ];
    for (status, kind, message, expected) in cases {
        let (_server, provider) = serve(ResponseTemplate::new(status).set_body_json(error_body(kind, message))).await;
        let (_, err) = failure(&provider).await;
        assert_eq!(err.kind(), expected, "{status}: {err:?}");
        assert!(err.is_retryable(), "{status}");
        assert!(err.to_string().contains(message), "{err}");
        assert!(err.to_string().contains(&status.to_string()), "{err}");
    }
}

#[tokio::test]
async fn unauthorized_is_not_retried_and_never_shows_the_key() {
    let (_server, provider) = serve(
        ResponseTemplate::new(401)
            .set_body_json(error_body("authentication_error", &format!("invalid x-api-key {KEY}"))),
    )
    .await;
    let (_, err) = failure(&provider).await;
    assert!(
        matches!(err, ProviderError::Authentication { status: 401, .. }),
        "{err:?}"
    );
    assert!(!err.is_retryable());
    let text = err.to_string();
    assert!(text.contains("invalid x-api-key"), "{text}");
    assert!(!text.contains(KEY), "{text}");
    assert!(!format!("{err:?}").contains(KEY));
    assert!(!format!("{provider:?}").contains(KEY));
}

#[tokio::test]
async fn prompt_too_long_is_a_context_window_error() {
    let (_server, provider) = serve(ResponseTemplate::new(400).set_body_json(error_body(
        "invalid_request_error",
        "prompt is too long: 208310 tokens > 200000 maximum",
    )))
    .await;
    let (_, err) = failure(&provider).await;
    assert_eq!(err.kind(), "context_window_exceeded", "{err:?}");
    assert!(!err.is_retryable());
}

#[tokio::test]
async fn error_event_mid_stream() {
    let body = message_start(10, 0, 0)
        + &block_start(0, json!({"type": "text", "text": ""}))
        + &block_delta(0, json!({"type": "text_delta", "text": "Part"}))
        + "event: error\ndata: {\"type\": \"error\", \"error\": {\"type\": \"overloaded_error\", \"message\": \"Overloaded\"}}\n\n"
        + &block_delta(0, json!({"type": "text_delta", "text": "never seen"}));
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("Part".into())]);
    assert!(
        matches!(&err, ProviderError::Overloaded { status: 529, message, .. } if message == "Overloaded"),
        "{err:?}"
    );
}

#[tokio::test]
async fn stream_cut_mid_event() {
    let body = message_start(10, 0, 0)
        + &block_start(0, json!({"type": "text", "text": ""}))
        + &block_delta(0, json!({"type": "text_delta", "text": "Hel"}))
        + "event: content_block_delta\ndata: {\"type\": \"content_block_delta\", \"index\": 0, \"del";
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("Hel".into())]);
    assert_eq!(err.kind(), "malformed_response", "{err:?}");
}

#[tokio::test]
async fn stream_ending_between_events_without_message_stop() {
    // A half-streamed tool call must not come out as complete.
    let body = message_start(10, 0, 0)
        + &text_block(0, &["Looking"])
        + &block_start(
            1,
            json!({"type": "tool_use", "id": "toolu_x", "name": "get_weather", "input": {}}),
        )
        + &block_delta(1, json!({"type": "input_json_delta", "partial_json": "{\"loc"}));
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert!(ends(&events).is_empty(), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, StreamEvent::Done { .. })));
    assert!(matches!(err, ProviderError::StreamInterrupted { .. }), "{err:?}");
}

#[tokio::test]
async fn invalid_json_in_an_event() {
    let body = message_start(10, 0, 0)
        + "event: content_block_start\ndata: {not json at all}\n\n"
        + &message_end("end_turn", 1);
    let (_server, provider) = serve(sse(body)).await;
    let (_, err) = failure(&provider).await;
    assert!(
        matches!(&err, ProviderError::MalformedResponse { message } if message.contains("{not json at all}")),
        "{err:?}"
    );
    assert!(err.is_retryable());
}

#[tokio::test]
async fn empty_ok_body() {
    let (_server, provider) = serve(ResponseTemplate::new(200)).await;
    let (events, err) = failure(&provider).await;
    assert!(events.is_empty());
    assert_eq!(err.kind(), "malformed_response", "{err:?}");
    assert!(err.is_retryable(), "nothing was received, so a retry is safe");

    let (_server, provider) = serve(sse("")).await;
    assert_eq!(failure(&provider).await.1.kind(), "malformed_response");

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).insert_header("content-type", "application/json"))
        .mount(&server)
        .await;
    let provider = Anthropic::new(AnthropicConfig {
        stream: false,
        ..config(&server.uri())
    })
    .unwrap();
    assert_eq!(failure(&provider).await.1.kind(), "malformed_response");
}

/// A server that sends the headers and one event, then goes quiet.
async fn slow_drip_server() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let Ok((mut socket, _)) = listener.accept().await else {
            return;
        };
        // Read the request head and its body.
        let mut buf = Vec::new();
        let mut chunk = [0u8; 4096];
        loop {
            let n = socket.read(&mut chunk).await.unwrap_or(0);
            if n == 0 {
                return;
            }
            buf.extend_from_slice(&chunk[..n]);
            let text = String::from_utf8_lossy(&buf);
            if let Some(end) = text.find("\r\n\r\n") {
                let length = text[..end]
                    .lines()
                    .find_map(|l| {
                        let (name, value) = l.split_once(':')?;
                        name.eq_ignore_ascii_case("content-length")
                            .then(|| value.trim().parse::<usize>().ok())?
                    })
                    .unwrap_or(0);
                if buf.len() >= end + 4 + length {
                    break;
                }
            }
        }
        let first = message_start(5, 0, 0) + &block_start(0, json!({"type": "text", "text": ""}));
        let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n";
        let chunk = format!("{:x}\r\n{first}\r\n", first.len());
        let _ = socket.write_all(head.as_bytes()).await;
        let _ = socket.write_all(chunk.as_bytes()).await;
        let _ = socket.flush().await;
        tokio::time::sleep(Duration::from_secs(10)).await;
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn slow_drip_trips_the_idle_timeout() {
    let uri = slow_drip_server().await;
    let provider = Anthropic::new(AnthropicConfig {
        timeouts: Timeouts {
            idle: Duration::from_millis(200),
            ..Timeouts::default()
        },
        ..config(&uri)
    })
    .unwrap();
    let started = std::time::Instant::now();
    let (events, err) = failure(&provider).await;
    assert!(events.is_empty(), "{events:?}");
    assert!(
        matches!(
            err,
            ProviderError::Timeout {
                kind: TimeoutKind::Idle,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(5));
}

// ---- with the agent loop ----

struct Weather {
    def: ToolDefinition,
}

#[async_trait]
impl Tool for Weather {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }
    async fn call(&self, input: Value, _ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        Ok(ToolOutput::text(format!(
            "sunny in {}",
            input["location"].as_str().unwrap_or("?")
        )))
    }
}

fn agent(provider: Anthropic, schema: Option<Value>) -> ouzel_core::Agent {
    let tools = ToolRegistry::new();
    tools.register(Weather {
        def: ToolDefinition::new(
            "get_weather",
            "Weather for a place",
            json!({"type": "object", "properties": {"location": {"type": "string"}}}),
        )
        .with_risk(Risk::Low)
        .with_effects(ouzel_core::Effects::read_only()),
    });
    let mut builder = ouzel_core::Agent::builder()
        .provider(Arc::new(provider))
        .tools(tools)
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .workspace(env!("CARGO_MANIFEST_DIR"))
        .params(ModelParams {
            thinking_budget: Some(1024),
            ..ModelParams::default()
        });
    if let Some(schema) = schema {
        builder = builder.output_schema(schema);
    }
    builder.build().unwrap()
}

fn finished(events: &[Event]) -> FinishReason {
    match &events.last().unwrap().event {
        AgentEvent::Finished { reason, .. } => *reason,
        other => panic!("last event is not finished: {other:?}"),
    }
}

#[tokio::test]
async fn agent_loop_replays_thinking_and_returns_the_structured_answer() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("tool_result"))
        .respond_with(sse(message_start(60, 40, 0)
            + &thinking_block(0, &["Now answer."], "sig-two")
            + &tool_block(
                1,
                "toolu_f",
                "final_answer",
                &["{\"summary\": \"sunny in Oslo\"}"],
            )
            + &message_end("tool_use", 9)))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse(message_start(40, 0, 40)
            + &thinking_block(0, &["Need the weather."], "sig-one")
            + &tool_block(1, "toolu_1", "get_weather", &["{\"location\": \"Oslo\"}"])
            + &message_end("tool_use", 20)))
        .mount(&server)
        .await;
    let provider = Anthropic::new(config(&server.uri())).unwrap();
    let schema = json!({"type": "object", "properties": {"summary": {"type": "string"}}, "required": ["summary"]});
    let agent = agent(provider, Some(schema));
    let events = agent.run("Weather in Oslo, as JSON").collect_all().await;
    assert_eq!(finished(&events), FinishReason::Completed, "{events:?}");
    let history = agent.history().await;
    assert_eq!(history.last().unwrap().text(), r#"{"summary": "sunny in Oslo"}"#);

    let bodies = sent_bodies(&server).await;
    assert_eq!(bodies.len(), 2);
    // Thinking is on, so the final tool is offered but not forced.
    assert!(bodies[0].get("tool_choice").is_none());
    let names: Vec<&str> = bodies[0]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["get_weather", "final_answer"]);
    assert_eq!(
        bodies[1]["messages"][1]["content"][0],
        json!({"type": "thinking", "thinking": "Need the weather.", "signature": "sig-one"})
    );
    assert_eq!(bodies[1]["messages"][2]["content"][0]["content"], "sunny in Oslo");
    let usage = events.iter().rev().find_map(|e| match &e.event {
        AgentEvent::Usage { total, .. } => Some(*total),
        _ => None,
    });
    let total = usage.unwrap();
    assert_eq!(total.cache_write_tokens, 40);
    assert_eq!(total.cache_read_tokens, 40);
    assert_eq!(total.input_tokens, 80 + 100);
}

#[tokio::test]
async fn litellms_new_tool_use_block_per_chunk_is_one_call() {
    // LiteLLM's Anthropic route over an OpenAI-style upstream opens a `tool_use` block for every
    // upstream chunk of one call: the same id again, or none.
    let event = |name: &str, data: Value| format!("event: {name}\ndata: {data}\n\n");
    let mut body = event(
        "message_start",
        json!({"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant",
            "content": [], "model": "claude-test", "stop_reason": null, "usage": {"input_tokens": 9, "output_tokens": 1}}}),
    );
    let pieces = [
        ("toolu_L", "get_weather", "{\"location\":"),
        ("toolu_L", "get_weather", " \"Paris\""),
        ("", "", "}"),
    ];
    for (i, (id, name, part)) in pieces.iter().enumerate() {
        body.push_str(&event(
            "content_block_start",
            json!({"type": "content_block_start", "index": i, "content_block": {"type": "tool_use", "id": id, "name": name, "input": {}}}),
        ));
        body.push_str(&event(
            "content_block_delta",
            json!({"type": "content_block_delta", "index": i, "delta": {"type": "input_json_delta", "partial_json": part}}),
        ));
        body.push_str(&event(
            "content_block_stop",
            json!({"type": "content_block_stop", "index": i}),
        ));
    }
    body.push_str(&event(
        "message_delta",
        json!({"type": "message_delta", "delta": {"stop_reason": "tool_use"}, "usage": {"output_tokens": 7}}),
    ));
    body.push_str(&event("message_stop", json!({"type": "message_stop"})));
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/messages"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(body, "text/event-stream"))
        .mount(&server)
        .await;
    let provider = Anthropic::new(AnthropicConfig {
        base_url: server.uri(),
        api_key: Some(KEY.into()),
        ..AnthropicConfig::new("litellm", "claude-test")
    })
    .unwrap();
    let request = ModelRequest {
        messages: vec![Message::user("weather?")],
        ..ModelRequest::default()
    };
    let events: Vec<StreamEvent> = provider
        .stream(&request)
        .await
        .unwrap()
        .map(|e| e.unwrap())
        .collect()
        .await;
    let calls: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            StreamEvent::ToolCallEnd {
                id, name, arguments, ..
            } => Some((id.clone(), name.clone(), arguments.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        calls,
        vec![(
            "toolu_L".into(),
            "get_weather".into(),
            "{\"location\": \"Paris\"}".into()
        )],
        "{events:?}"
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, StreamEvent::ToolCallStart { .. }))
            .count(),
        1
    );
    assert_eq!(
        events.last(),
        Some(&StreamEvent::Done {
            stop_reason: StopReason::ToolUse
        })
    );
}

/// A user message with an image: an `image` block with a base64 `source`, before the text.
#[tokio::test]
async fn an_image_goes_as_a_base64_image_block() {
    let (server, provider) = serve(sse(TEXT_STREAM)).await;
    let jpeg = ouzel_core::Image::from_bytes(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F']).unwrap();
    let mut req = request();
    req.messages = vec![Message::user_with_images(
        "What is this?",
        vec![jpeg.clone()],
        chrono::Utc::now(),
    )];
    let events = all(&provider, &req).await;
    assert!(events.iter().all(Result::is_ok), "{events:?}");
    let body = &sent_bodies(&server).await[0];
    let content = &body["messages"][0]["content"];
    assert_eq!(
        content[0],
        json!({"type": "image", "source": {"type": "base64", "media_type": "image/jpeg", "data": jpeg.data}})
    );
    assert_eq!(content[1]["type"], "text");
    assert_eq!(content[1]["text"], "What is this?");
}
