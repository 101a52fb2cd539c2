//! `OpenAiResponses` against a mock server speaking the Responses API's documented SSE.
#![allow(clippy::unwrap_used, missing_docs)]

use futures::StreamExt;
use ouzel_core::{
    AgentEvent, ApprovalMode, ContentBlock, Event, FinishReason, Message, ModelParams, ModelRequest, PermissionGate,
    Provider, ProviderError, ReasoningEffort, Risk, Role, StopReason, StreamEvent, TimeoutKind, TokenUsage, Tool,
    ToolCallId, ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry, ToolSpec, async_trait,
};
use ouzel_llm::{OpenAiResponses, OpenAiResponsesConfig, Timeouts};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use wiremock::matchers::{body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const KEY: &str = "sk-responses-integration-sentinel";

/// The text example of OpenAI's streaming guide, verbatim in form (ids shortened).
const TEXT_STREAM: &str = r#"event: response.created
data: {"type":"response.created","sequence_number":0,"response":{"id":"resp_67c9fdcecf488190","object":"response","created_at":1741290958,"status":"in_progress","error":null,"incomplete_details":null,"instructions":"You are a helpful assistant.","max_output_tokens":null,"model":"gpt-4.1-2025-04-14","output":[],"parallel_tool_calls":true,"previous_response_id":null,"reasoning":{"effort":null,"summary":null},"store":false,"temperature":1.0,"text":{"format":{"type":"text"}},"tool_choice":"auto","tools":[],"top_p":1.0,"truncation":"disabled","usage":null,"user":null,"metadata":{}}}

event: response.in_progress
data: {"type":"response.in_progress","sequence_number":1,"response":{"id":"resp_67c9fdcecf488190","object":"response","created_at":1741290958,"status":"in_progress","error":null,"incomplete_details":null,"output":[],"usage":null}}

event: response.output_item.added
data: {"type":"response.output_item.added","sequence_number":2,"output_index":0,"item":{"id":"msg_67c9fdcf37fc8190","type":"message","status":"in_progress","role":"assistant","content":[]}}

event: response.content_part.added
data: {"type":"response.content_part.added","sequence_number":3,"item_id":"msg_67c9fdcf37fc8190","output_index":0,"content_index":0,"part":{"type":"output_text","text":"","annotations":[]}}

event: response.output_text.delta
data: {"type":"response.output_text.delta","sequence_number":4,"item_id":"msg_67c9fdcf37fc8190","output_index":0,"content_index":0,"delta":"Hi"}

event: response.output_text.delta
data: {"type":"response.output_text.delta","sequence_number":5,"item_id":"msg_67c9fdcf37fc8190","output_index":0,"content_index":0,"delta":" there!"}

event: response.output_text.done
data: {"type":"response.output_text.done","sequence_number":6,"item_id":"msg_67c9fdcf37fc8190","output_index":0,"content_index":0,"text":"Hi there!"}

event: response.content_part.done
data: {"type":"response.content_part.done","sequence_number":7,"item_id":"msg_67c9fdcf37fc8190","output_index":0,"content_index":0,"part":{"type":"output_text","text":"Hi there!","annotations":[]}}

event: response.output_item.done
data: {"type":"response.output_item.done","sequence_number":8,"output_index":0,"item":{"id":"msg_67c9fdcf37fc8190","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","text":"Hi there!","annotations":[]}]}}

event: response.completed
data: {"type":"response.completed","sequence_number":9,"response":{"id":"resp_67c9fdcecf488190","object":"response","created_at":1741290958,"status":"completed","error":null,"incomplete_details":null,"model":"gpt-4.1-2025-04-14","output":[{"id":"msg_67c9fdcf37fc8190","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","text":"Hi there!","annotations":[]}]}],"usage":{"input_tokens":37,"input_tokens_details":{"cached_tokens":0},"output_tokens":11,"output_tokens_details":{"reasoning_tokens":0},"total_tokens":48}}}

"#;

// ---- SSE builders ----

fn event(data: &Value) -> String {
    format!("event: {}\ndata: {data}\n\n", data["type"].as_str().unwrap())
}

fn created() -> String {
    event(&json!({"type": "response.created", "sequence_number": 0,
        "response": {"id": "resp_1", "object": "response", "status": "in_progress", "output": [], "usage": null}}))
}

fn text_item(at: u64, parts: &[&str]) -> (String, Value) {
    let id = format!("msg_{at}");
    let text: String = parts.concat();
    let item = json!({"id": id, "type": "message", "status": "completed", "role": "assistant",
        "content": [{"type": "output_text", "text": text, "annotations": []}]});
    let mut sse = event(&json!({"type": "response.output_item.added", "output_index": at,
        "item": {"id": id, "type": "message", "status": "in_progress", "role": "assistant", "content": []}}));
    sse += &event(
        &json!({"type": "response.content_part.added", "item_id": id, "output_index": at,
        "content_index": 0, "part": {"type": "output_text", "text": "", "annotations": []}}),
    );
    for part in parts {
        sse += &event(
            &json!({"type": "response.output_text.delta", "item_id": id, "output_index": at,
            "content_index": 0, "delta": part}),
        );
    }
    sse += &event(
        &json!({"type": "response.output_text.done", "item_id": id, "output_index": at,
        "content_index": 0, "text": text}),
    );
    sse += &event(&json!({"type": "response.output_item.done", "output_index": at, "item": item}));
    (sse, item)
}

/// A function call as in the guide's "Streaming function calls" example.
fn call_item(at: u64, call_id: &str, name: &str, fragments: &[&str]) -> (String, Value) {
    let id = format!("fc_{at}");
    let arguments: String = fragments.concat();
    let item = json!({"type": "function_call", "id": id, "call_id": call_id, "name": name,
        "arguments": arguments, "status": "completed"});
    let mut sse = event(&json!({"type": "response.output_item.added", "output_index": at,
        "item": {"type": "function_call", "id": id, "call_id": call_id, "name": name, "arguments": "", "status": "in_progress"}}));
    for fragment in fragments {
        sse += &event(&json!({"type": "response.function_call_arguments.delta", "item_id": id,
            "output_index": at, "delta": fragment}));
    }
    sse += &event(&json!({"type": "response.function_call_arguments.done", "item_id": id,
        "output_index": at, "arguments": arguments}));
    sse += &event(&json!({"type": "response.output_item.done", "output_index": at, "item": item}));
    (sse, item)
}

/// A reasoning item with a streamed summary and, at its end, its encrypted content.
fn reasoning_item(at: u64, summary: &[&str], encrypted: &str) -> (String, Value) {
    let id = format!("rs_{at}");
    let text: String = summary.concat();
    let item = json!({"id": id, "type": "reasoning", "summary": [{"type": "summary_text", "text": text}],
        "encrypted_content": encrypted});
    let mut sse = event(&json!({"type": "response.output_item.added", "output_index": at,
        "item": {"id": id, "type": "reasoning", "summary": []}}));
    sse += &event(
        &json!({"type": "response.reasoning_summary_part.added", "item_id": id, "output_index": at,
        "summary_index": 0, "part": {"type": "summary_text", "text": ""}}),
    );
    for part in summary {
        sse += &event(&json!({"type": "response.reasoning_summary_text.delta", "item_id": id,
            "output_index": at, "summary_index": 0, "delta": part}));
    }
    sse += &event(&json!({"type": "response.reasoning_summary_text.done", "item_id": id,
        "output_index": at, "summary_index": 0, "text": text}));
    sse += &event(
        &json!({"type": "response.reasoning_summary_part.done", "item_id": id, "output_index": at,
        "summary_index": 0, "part": {"type": "summary_text", "text": text}}),
    );
    sse += &event(&json!({"type": "response.output_item.done", "output_index": at, "item": item}));
    (sse, item)
}

fn usage(input: u64, cached: u64, output: u64, reasoning: u64) -> Value {
    json!({"input_tokens": input, "input_tokens_details": {"cached_tokens": cached},
        "output_tokens": output, "output_tokens_details": {"reasoning_tokens": reasoning},
        "total_tokens": input + output})
}

fn completed(output: Vec<Value>, usage: Value) -> String {
    event(
        &json!({"type": "response.completed", "response": {"id": "resp_1", "object": "response",
        "status": "completed", "error": null, "incomplete_details": null, "output": output, "usage": usage}}),
    )
}

/// A whole stream made of `items` (each an SSE fragment and its final item).
fn stream_of(items: Vec<(String, Value)>, usage: Value) -> String {
    let mut body = created();
    let mut output = Vec::new();
    for (sse, item) in items {
        body += &sse;
        output.push(item);
    }
    body + &completed(output, usage)
}

fn sse(body: impl Into<String>) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body.into(), "text/event-stream")
}

fn config(uri: &str) -> OpenAiResponsesConfig {
    OpenAiResponsesConfig {
        api_key: Some(KEY.into()),
        ..OpenAiResponsesConfig::new("openai", "gpt-5-mini", format!("{uri}/v1"))
    }
}

async fn serve(response: ResponseTemplate) -> (MockServer, OpenAiResponses) {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/responses"))
        .respond_with(response)
        .mount(&server)
        .await;
    let provider = OpenAiResponses::new(config(&server.uri())).unwrap();
    (server, provider)
}

fn spec() -> ToolSpec {
    ToolSpec {
        name: "get_weather".into(),
        description: "Weather for a place".into(),
        input_schema:
            json!({"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]}).into(),
    }
}

fn request() -> ModelRequest {
    ModelRequest {
        system: Some("You are terse.".into()),
        messages: vec![Message::user("Weather in Paris?")],
        tools: vec![spec()].into(),
        ..ModelRequest::default()
    }
}

/// The events, then the error that ended the stream (if any); an error before the stream
/// starts comes back as `(vec![], Some(e))`.
async fn outcome(provider: &OpenAiResponses) -> (Vec<StreamEvent>, Option<ProviderError>) {
    let mut stream = match provider.stream(&request()).await {
        Ok(s) => s,
        Err(e) => return (Vec::new(), Some(e)),
    };
    let mut events = Vec::new();
    while let Some(item) = stream.next().await {
        match item {
            Ok(e) => events.push(e),
            Err(e) => return (events, Some(e)),
        }
    }
    (events, None)
}

async fn run(provider: &OpenAiResponses) -> Vec<StreamEvent> {
    let (events, err) = outcome(provider).await;
    assert!(err.is_none(), "{err:?}");
    events
}

async fn failure(provider: &OpenAiResponses) -> (Vec<StreamEvent>, ProviderError) {
    let (events, err) = outcome(provider).await;
    (events, err.expect("an error"))
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

/// The assistant message the agent loop would keep from `events`.
fn message_from(events: &[StreamEvent]) -> Message {
    let mut content = Vec::new();
    let mut text = String::new();
    let mut calls = Vec::new();
    for e in events {
        match e {
            StreamEvent::ThinkingEnd {
                text,
                signature,
                provider_data,
            } => content.push(ContentBlock::Thinking {
                text: text.clone(),
                signature: signature.clone(),
                provider_data: provider_data.clone(),
            }),
            StreamEvent::TextDelta(t) => text.push_str(t),
            StreamEvent::ToolCallEnd {
                id, name, arguments, ..
            } => calls.push(ContentBlock::ToolUse {
                id: ToolCallId::new(id),
                name: name.clone(),
                input: serde_json::from_str(arguments).unwrap(),
            }),
            _ => {}
        }
    }
    if !text.is_empty() {
        content.push(ContentBlock::text(text));
    }
    content.extend(calls);
    Message::new(Role::Assistant, content)
}

// ---- answers ----

#[tokio::test]
async fn plain_text_answer() {
    let (_server, provider) = serve(sse(TEXT_STREAM)).await;
    assert_eq!(
        run(&provider).await,
        vec![
            StreamEvent::TextDelta("Hi".into()),
            StreamEvent::TextDelta(" there!".into()),
            StreamEvent::Usage(TokenUsage {
                input_tokens: 37,
                output_tokens: 11,
                ..TokenUsage::default()
            }),
            done(StopReason::EndTurn),
        ]
    );
}

#[tokio::test]
async fn one_tool_call_with_split_arguments() {
    let (_server, provider) = serve(sse(stream_of(
        vec![call_item(
            0,
            "call_1234xyz",
            "get_weather",
            &["{\"", "location", "\":\"", "Paris, France", "\"}"],
        )],
        usage(50, 0, 20, 0),
    )))
    .await;
    let events = run(&provider).await;
    assert_eq!(
        events[0],
        StreamEvent::ToolCallStart {
            index: 0,
            id: "call_1234xyz".into(),
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
    assert_eq!(streamed, r#"{"location":"Paris, France"}"#);
    assert_eq!(
        ends(&events),
        vec![(
            0,
            "call_1234xyz".into(),
            "get_weather".into(),
            r#"{"location":"Paris, France"}"#.into()
        )]
    );
    assert_eq!(events.last(), Some(&done(StopReason::ToolUse)));
}

#[tokio::test]
async fn text_then_several_tool_calls() {
    let (_server, provider) = serve(sse(stream_of(
        vec![
            text_item(0, &["Checking ", "both."]),
            call_item(1, "call_a", "get_weather", &["{\"location\":", "\"Paris\"}"]),
            call_item(2, "call_b", "get_weather", &["{\"location\":\"Oslo\"}"]),
        ],
        usage(60, 0, 30, 0),
    )))
    .await;
    let events = run(&provider).await;
    assert_eq!(events[0], StreamEvent::TextDelta("Checking ".into()));
    assert_eq!(
        ends(&events),
        vec![
            (
                0,
                "call_a".into(),
                "get_weather".into(),
                r#"{"location":"Paris"}"#.into()
            ),
            (
                1,
                "call_b".into(),
                "get_weather".into(),
                r#"{"location":"Oslo"}"#.into()
            ),
        ]
    );
    let n = events.len();
    assert!(matches!(events[n - 2], StreamEvent::Usage(u) if u.input_tokens == 60 && u.output_tokens == 30));
    assert_eq!(events[n - 1], done(StopReason::ToolUse));
}

#[tokio::test]
async fn usage_counts_cached_and_reasoning_tokens() {
    let (_server, provider) = serve(sse(stream_of(vec![text_item(0, &["ok"])], usage(2000, 1536, 300, 256)))).await;
    let events = run(&provider).await;
    assert!(events.contains(&StreamEvent::Usage(TokenUsage {
        input_tokens: 2000,
        output_tokens: 300,
        cache_read_tokens: 1536,
        reasoning_tokens: 256,
        ..TokenUsage::default()
    })));
}

#[tokio::test]
async fn incomplete_response_means_max_tokens() {
    let body = created()
        + &text_item(0, &["Par"]).0
        + &event(
            &json!({"type": "response.incomplete", "response": {"id": "resp_1", "status": "incomplete",
            "incomplete_details": {"reason": "max_output_tokens"}, "output": [], "usage": usage(10, 0, 16, 0)}}),
        );
    let (_server, provider) = serve(sse(body)).await;
    let events = run(&provider).await;
    assert_eq!(events.last(), Some(&done(StopReason::MaxTokens)));
}

#[tokio::test]
async fn reasoning_is_streamed_and_carried_into_the_next_request() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("function_call_output"))
        .respond_with(sse(stream_of(vec![text_item(0, &["Sunny."])], usage(90, 64, 5, 0))))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse(stream_of(
            vec![
                reasoning_item(0, &["Need ", "the weather."], "gAAAAB-encrypted-1"),
                call_item(1, "call_w", "get_weather", &["{\"location\":\"Paris\"}"]),
            ],
            usage(80, 0, 40, 32),
        )))
        .mount(&server)
        .await;
    let provider = OpenAiResponses::new(config(&server.uri())).unwrap();
    let mut req = request();
    req.params.reasoning_effort = Some(ReasoningEffort::Low);
    let first: Vec<StreamEvent> = provider.stream(&req).await.unwrap().map(|e| e.unwrap()).collect().await;
    assert_eq!(first[0], StreamEvent::ThinkingDelta("Need ".into()));
    assert_eq!(first[1], StreamEvent::ThinkingDelta("the weather.".into()));
    assert!(matches!(&first[2], StreamEvent::ThinkingEnd { text, .. } if text == "Need the weather."));
    assert!(first.contains(&StreamEvent::Usage(TokenUsage {
        input_tokens: 80,
        output_tokens: 40,
        reasoning_tokens: 32,
        ..TokenUsage::default()
    })));

    req.messages.push(message_from(&first));
    req.messages.push(Message::new(
        Role::User,
        vec![ContentBlock::tool_result(ToolCallId::new("call_w"), "sunny", false)],
    ));
    let second: Vec<StreamEvent> = provider.stream(&req).await.unwrap().map(|e| e.unwrap()).collect().await;
    assert_eq!(second[0], StreamEvent::TextDelta("Sunny.".into()));

    let bodies = sent_bodies(&server).await;
    assert_eq!(bodies.len(), 2);
    assert_eq!(bodies[0]["reasoning"], json!({"effort": "low", "summary": "auto"}));
    assert_eq!(
        bodies[1]["input"],
        json!([
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Weather in Paris?"}]},
            {"type": "reasoning", "summary": [{"type": "summary_text", "text": "Need the weather."}],
             "encrypted_content": "gAAAAB-encrypted-1"},
            {"type": "function_call", "call_id": "call_w", "name": "get_weather", "arguments": "{\"location\":\"Paris\"}"},
            {"type": "function_call_output", "call_id": "call_w", "output": "sunny"},
        ])
    );
}

#[tokio::test]
async fn request_shape_and_headers() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/responses"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .and(header("x-team", "ouzel"))
        .respond_with(sse(TEXT_STREAM))
        .expect(1)
        .mount(&server)
        .await;
    let provider = OpenAiResponses::new(OpenAiResponsesConfig {
        extra_headers: vec![("x-team".into(), "ouzel".into())],
        ..config(&server.uri())
    })
    .unwrap();
    let req = ModelRequest {
        params: ModelParams {
            temperature: Some(0.5),
            max_output_tokens: Some(512),
            reasoning_effort: Some(ReasoningEffort::Medium),
            thinking_budget: None,
        },
        output_schema: Some(json!({"type": "object", "properties": {"answer": {"type": "string"}}})),
        ..request()
    };
    let events: Vec<_> = provider.stream(&req).await.unwrap().collect().await;
    assert_eq!(events.len(), 4);
    let body = &sent_bodies(&server).await[0];
    assert_eq!(
        body,
        &json!({
            "model": "gpt-5-mini",
            "instructions": "You are terse.",
            "input": [{"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Weather in Paris?"}]}],
            "stream": true,
            "store": false,
            "include": ["reasoning.encrypted_content"],
            "tools": [{"type": "function", "name": "get_weather", "description": "Weather for a place",
                       "parameters": {"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]},
                       "strict": false}],
            "max_output_tokens": 512,
            "reasoning": {"effort": "medium", "summary": "auto"},
            "text": {"format": {"type": "json_schema", "name": "output",
                     "schema": {"type": "object", "properties": {"answer": {"type": "string"}}}, "strict": false}},
        }),
        "gpt-5 models take no temperature"
    );
}

#[tokio::test]
async fn non_streamed_mode_reads_the_response_object() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "resp_2", "object": "response", "status": "completed", "error": null,
            "output": [
                {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "enc"},
                {"type": "function_call", "id": "fc_1", "call_id": "call_x", "name": "get_weather",
                 "arguments": "{\"location\":\"Rome\"}", "status": "completed"},
            ],
            "usage": usage(12, 0, 7, 3),
        })))
        .mount(&server)
        .await;
    let provider = OpenAiResponses::new(OpenAiResponsesConfig {
        stream: false,
        ..config(&server.uri())
    })
    .unwrap();
    let events = run(&provider).await;
    assert!(
        matches!(&events[0], StreamEvent::ThinkingEnd { text, provider_data: Some(d), .. }
        if text.is_empty() && d["encrypted_content"] == "enc")
    );
    assert_eq!(
        ends(&events),
        vec![(
            0,
            "call_x".into(),
            "get_weather".into(),
            r#"{"location":"Rome"}"#.into()
        )]
    );
    assert_eq!(events.last(), Some(&done(StopReason::ToolUse)));
    assert_eq!(sent_bodies(&server).await[0]["stream"], false);
}

#[tokio::test]
async fn list_models_reads_data_ids() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/models"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"object": "list", "data": [
                {"id": "gpt-5", "object": "model", "created": 1, "owned_by": "openai"},
                {"id": "gpt-4.1-mini", "object": "model", "created": 1, "owned_by": "openai"},
            ]})),
        )
        .mount(&server)
        .await;
    let provider = OpenAiResponses::new(config(&server.uri())).unwrap();
    assert_eq!(
        provider.list_models().await.unwrap(),
        Some(vec!["gpt-4.1-mini".to_owned(), "gpt-5".to_owned()])
    );
}

// ---- the fault matrix ----

#[tokio::test]
async fn rate_limits_carry_the_wait_from_each_header() {
    for (name, value, wait) in [
        ("retry-after", "3", Duration::from_secs(3)),
        ("retry-after-ms", "250", Duration::from_millis(250)),
        ("x-ratelimit-reset-tokens", "1m30s", Duration::from_secs(90)),
    ] {
        let (_server, provider) = serve(ResponseTemplate::new(429).insert_header(name, value).set_body_json(
            json!({"error": {"message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"}}),
        ))
        .await;
        let (_, err) = failure(&provider).await;
        assert!(matches!(&err, ProviderError::RateLimited { message, .. } if message == "Rate limit reached"));
        assert_eq!(err.retry_after(), Some(wait), "{name}");
        assert!(err.is_retryable());
    }
}

#[tokio::test]
async fn server_statuses_are_typed() {
    for (status, kind, retryable) in [
        (500, "server_error", true),
        (503, "overloaded", true),
        (400, "invalid_request", false),
    ] {
        let (_server, provider) = serve(
            ResponseTemplate::new(status).set_body_json(json!({"error": {"message": "nope", "type": "server_error"}})),
        )
        .await;
        let (_, err) = failure(&provider).await;
        assert_eq!((err.kind(), err.is_retryable()), (kind, retryable), "HTTP {status}");
    }
}

#[tokio::test]
async fn unauthorized_is_not_retryable_and_never_shows_the_key() {
    let (_server, provider) = serve(ResponseTemplate::new(401).set_body_json(json!({
        "error": {"message": format!("Incorrect API key provided: {KEY}."), "type": "invalid_request_error", "code": "invalid_api_key"}
    })))
    .await;
    let (_, err) = failure(&provider).await;
    assert!(
        matches!(err, ProviderError::Authentication { status: 401, .. }),
        "{err:?}"
    );
    assert!(!err.is_retryable());
    let shown = format!("{err} {err:?} {provider:?}");
    assert!(shown.contains("Incorrect API key provided"), "{shown}");
    assert!(!shown.contains(KEY), "{shown}");
}

#[tokio::test]
async fn failed_response_and_error_events_are_typed() {
    let failed = created()
        + &text_item(0, &["Hal"]).0
        + &event(
            &json!({"type": "response.failed", "response": {"id": "resp_1", "status": "failed",
            "error": {"code": "server_error", "message": "The model failed to generate a response."}, "output": []}}),
        );
    let (_server, provider) = serve(sse(failed)).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events.first(), Some(&StreamEvent::TextDelta("Hal".into())));
    assert!(
        matches!(&err, ProviderError::Server { message, .. } if message == "The model failed to generate a response."),
        "{err:?}"
    );
    assert!(err.is_retryable());

    let error_event = created()
        + &event(&json!({"type": "error", "code": "rate_limit_exceeded",
            "message": "Rate limit reached. Please try again in 2.5s.", "param": null, "sequence_number": 1}));
    let (_server, provider) = serve(sse(error_event)).await;
    let (_, err) = failure(&provider).await;
    assert_eq!(err.kind(), "rate_limited");
    assert_eq!(err.retry_after(), Some(Duration::from_millis(2500)));

    let too_long = event(&json!({"type": "response.failed", "response": {"status": "failed",
        "error": {"code": "context_length_exceeded", "message": "Your input exceeds the context window of this model."}}}));
    let (_server, provider) = serve(sse(too_long)).await;
    assert_eq!(failure(&provider).await.1.kind(), "context_window_exceeded");
}

#[tokio::test]
async fn stream_cut_mid_event() {
    let body = created()
        + &event(
            &json!({"type": "response.output_text.delta", "item_id": "msg_0", "output_index": 0, "content_index": 0, "delta": "Hel"}),
        )
        + "event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"item_id\":\"msg_0\",\"del";
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("Hel".into())]);
    assert_eq!(err.kind(), "malformed_response", "{err:?}");
}

#[tokio::test]
async fn stream_ending_without_response_completed_is_interrupted() {
    // A half-streamed call must not come out as complete.
    let body = created()
        + &text_item(0, &["Looking"]).0
        + &event(&json!({"type": "response.output_item.added", "output_index": 1,
            "item": {"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "get_weather", "arguments": ""}}))
        + &event(
            &json!({"type": "response.function_call_arguments.delta", "item_id": "fc_1", "output_index": 1, "delta": "{\"loc"}),
        );
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert!(ends(&events).is_empty(), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, StreamEvent::Done { .. })));
    assert!(matches!(err, ProviderError::StreamInterrupted { .. }), "{err:?}");
}

#[tokio::test]
async fn invalid_json_in_an_event() {
    let body = created()
        + "event: response.output_text.delta\ndata: {not json at all}\n\n"
        + &completed(vec![], usage(1, 0, 1, 0));
    let (_server, provider) = serve(sse(body)).await;
    let (_, err) = failure(&provider).await;
    assert!(
        matches!(&err, ProviderError::MalformedResponse { message } if message.contains("{not json at all}")),
        "{err:?}"
    );
    assert!(err.is_retryable());
}

#[tokio::test]
async fn empty_ok_body_is_a_retryable_malformed_response() {
    let (_server, provider) = serve(sse("")).await;
    let (events, err) = failure(&provider).await;
    assert!(events.is_empty());
    assert_eq!(err.kind(), "malformed_response");
    assert!(err.is_retryable());

    let (_server, provider) = serve(ResponseTemplate::new(200)).await;
    assert_eq!(failure(&provider).await.1.kind(), "malformed_response");

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).insert_header("content-type", "application/json"))
        .mount(&server)
        .await;
    let provider = OpenAiResponses::new(OpenAiResponsesConfig {
        stream: false,
        ..config(&server.uri())
    })
    .unwrap();
    assert_eq!(failure(&provider).await.1.kind(), "malformed_response");
}

/// A server that reads one request, sends the headers and `first` as one chunk, then stays
/// quiet for `quiet` and drops the connection without ending the body.
async fn drip_server(first: String, quiet: Duration) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let Ok((mut socket, _)) = listener.accept().await else {
            return;
        };
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
        let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n";
        let _ = socket.write_all(head.as_bytes()).await;
        let _ = socket
            .write_all(format!("{:x}\r\n{first}\r\n", first.len()).as_bytes())
            .await;
        let _ = socket.flush().await;
        tokio::time::sleep(quiet).await;
    });
    format!("http://{addr}")
}

fn first_delta() -> String {
    created()
        + &event(
            &json!({"type": "response.output_text.delta", "item_id": "msg_0", "output_index": 0, "content_index": 0, "delta": "slow"}),
        )
}

#[tokio::test]
async fn slow_drip_trips_the_idle_timeout() {
    let uri = drip_server(first_delta(), Duration::from_secs(10)).await;
    let provider = OpenAiResponses::new(OpenAiResponsesConfig {
        timeouts: Timeouts {
            idle: Duration::from_millis(200),
            ..Timeouts::default()
        },
        ..config(&uri)
    })
    .unwrap();
    let started = std::time::Instant::now();
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("slow".into())]);
    assert!(
        matches!(err, ProviderError::Timeout { kind: TimeoutKind::Idle, after } if after == Duration::from_millis(200)),
        "{err:?}"
    );
    assert!(err.is_retryable());
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[tokio::test]
async fn a_connection_dropped_after_output_is_an_interrupted_stream() {
    let uri = drip_server(first_delta(), Duration::from_millis(50)).await;
    let provider = OpenAiResponses::new(config(&uri)).unwrap();
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("slow".into())]);
    assert_eq!(err.kind(), "stream_interrupted", "{err:?}");
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

fn finished(events: &[Event]) -> FinishReason {
    match &events.last().unwrap().event {
        AgentEvent::Finished { reason, .. } => *reason,
        other => panic!("last event is not finished: {other:?}"),
    }
}

#[tokio::test]
async fn agent_loop_replays_reasoning_items() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("function_call_output"))
        .respond_with(sse(stream_of(
            vec![
                reasoning_item(0, &["Answer now."], "enc-two"),
                text_item(1, &["Sunny in Oslo."]),
            ],
            usage(120, 64, 10, 4),
        )))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse(stream_of(
            vec![
                reasoning_item(0, &["Need the weather."], "enc-one"),
                call_item(1, "call_o", "get_weather", &["{\"location\": \"Oslo\"}"]),
            ],
            usage(100, 0, 20, 12),
        )))
        .mount(&server)
        .await;
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
    let agent = ouzel_core::Agent::builder()
        .provider(Arc::new(OpenAiResponses::new(config(&server.uri())).unwrap()))
        .tools(tools)
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .workspace(env!("CARGO_MANIFEST_DIR"))
        .params(ModelParams {
            reasoning_effort: Some(ReasoningEffort::High),
            ..ModelParams::default()
        })
        .build()
        .unwrap();
    let events = agent.run("Weather in Oslo?").collect_all().await;
    assert_eq!(finished(&events), FinishReason::Completed, "{events:?}");
    assert_eq!(agent.history().await.last().unwrap().text(), "Sunny in Oslo.");

    let bodies = sent_bodies(&server).await;
    assert_eq!(bodies.len(), 2);
    let input = bodies[1]["input"].as_array().unwrap();
    let types: Vec<&str> = input.iter().map(|i| i["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["message", "reasoning", "function_call", "function_call_output"]);
    assert_eq!(input[1]["encrypted_content"], "enc-one");
    assert!(input[1].get("id").is_none(), "nothing is stored server-side");
    assert_eq!(input[3]["output"], "sunny in Oslo");
    let total = events
        .iter()
        .rev()
        .find_map(|e| match &e.event {
            AgentEvent::Usage { total, .. } => Some(*total),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        (total.input_tokens, total.cache_read_tokens, total.reasoning_tokens),
        (220, 64, 16)
    );
}

/// A user message with an image: an `input_image` item whose `image_url` is a `data:` URI,
/// beside the `input_text`.
#[tokio::test]
async fn an_image_goes_as_an_input_image() {
    let (server, provider) = serve(sse(TEXT_STREAM)).await;
    let png = ouzel_core::Image::from_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    let mut req = request();
    req.messages = vec![Message::user_with_images(
        "What is this?",
        vec![png.clone()],
        chrono::Utc::now(),
    )];
    let stream = provider.stream(&req).await.unwrap();
    let events: Vec<_> = stream.collect().await;
    assert!(events.iter().all(Result::is_ok), "{events:?}");
    let body = &sent_bodies(&server).await[0];
    assert_eq!(
        body["input"][0],
        json!({"type": "message", "role": "user", "content": [
            {"type": "input_image", "image_url": format!("data:image/png;base64,{}", png.data)},
            {"type": "input_text", "text": "What is this?"},
        ]})
    );
}
