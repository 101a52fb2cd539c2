//! `Gemini` against a mock server speaking `streamGenerateContent?alt=sse` as Google documents it.
#![allow(clippy::unwrap_used, missing_docs)]

use futures::StreamExt;
use ouzel_core::{
    AgentEvent, ApprovalMode, ContentBlock, Event, FinishReason, Message, ModelParams, ModelRequest, PermissionGate,
    Provider, ProviderError, Risk, Role, StopReason, StreamEvent, TimeoutKind, TokenUsage, Tool, ToolCallId,
    ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry, ToolSpec, async_trait,
};
use ouzel_llm::{Gemini, GeminiConfig, Timeouts};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use wiremock::matchers::{body_string_contains, header, method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

const KEY: &str = "AIza-gemini-integration-sentinel";
const MODEL: &str = "gemini-2.5-flash";
const STREAM_PATH: &str = "/v1beta/models/gemini-2.5-flash:streamGenerateContent";

/// The streamed text example of the Gemini API reference, in form: one `data:` line per
/// `GenerateContentResponse`, CRLF line ends, no end marker but the last `finishReason`.
const TEXT_STREAM: &str = "data: {\"candidates\": [{\"content\": {\"parts\": [{\"text\": \"Once upon\"}],\"role\": \"model\"},\"index\": 0}],\"usageMetadata\": {\"promptTokenCount\": 8,\"totalTokenCount\": 8},\"modelVersion\": \"gemini-2.5-flash\",\"responseId\": \"a1b2\"}\r\n\r\n\
data: {\"candidates\": [{\"content\": {\"parts\": [{\"text\": \" a time\"}],\"role\": \"model\"},\"index\": 0}],\"usageMetadata\": {\"promptTokenCount\": 8,\"totalTokenCount\": 8},\"modelVersion\": \"gemini-2.5-flash\",\"responseId\": \"a1b2\"}\r\n\r\n\
data: {\"candidates\": [{\"content\": {\"parts\": [{\"text\": \".\"}],\"role\": \"model\"},\"finishReason\": \"STOP\",\"index\": 0}],\"usageMetadata\": {\"promptTokenCount\": 8,\"candidatesTokenCount\": 4,\"totalTokenCount\": 12,\"promptTokensDetails\": [{\"modality\": \"TEXT\",\"tokenCount\": 8}]},\"modelVersion\": \"gemini-2.5-flash\",\"responseId\": \"a1b2\"}\r\n\r\n";

// ---- SSE builders ----

fn chunk(parts: Vec<Value>, finish: Option<&str>, usage: Option<Value>) -> String {
    let mut candidate = json!({"content": {"parts": parts, "role": "model"}, "index": 0});
    if let Some(reason) = finish {
        candidate["finishReason"] = reason.into();
    }
    let mut response = json!({"candidates": [candidate], "modelVersion": MODEL, "responseId": "resp-42"});
    if let Some(usage) = usage {
        response["usageMetadata"] = usage;
    }
    format!("data: {response}\r\n\r\n")
}

fn text(t: &str) -> Value {
    json!({"text": t})
}

fn thought(t: &str) -> Value {
    json!({"text": t, "thought": true})
}

fn call(name: &str, args: Value, signature: Option<&str>) -> Value {
    let mut part = json!({"functionCall": {"name": name, "args": args}});
    if let Some(signature) = signature {
        part["thoughtSignature"] = signature.into();
    }
    part
}

fn usage(prompt: u64, candidates: u64, thoughts: u64, cached: u64) -> Value {
    json!({"promptTokenCount": prompt, "candidatesTokenCount": candidates, "thoughtsTokenCount": thoughts,
        "cachedContentTokenCount": cached, "totalTokenCount": prompt + candidates + thoughts})
}

fn sse(body: impl Into<String>) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body.into(), "text/event-stream")
}

fn google_error(code: u16, status: &str, message: &str) -> Value {
    json!({"error": {"code": code, "message": message, "status": status}})
}

fn config(uri: &str) -> GeminiConfig {
    GeminiConfig {
        api_key: Some(KEY.into()),
        base_url: uri.to_owned(),
        ..GeminiConfig::new("gemini", MODEL)
    }
}

async fn serve(response: ResponseTemplate) -> (MockServer, Gemini) {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path(STREAM_PATH))
        .and(query_param("alt", "sse"))
        .respond_with(response)
        .mount(&server)
        .await;
    let provider = Gemini::new(config(&server.uri())).unwrap();
    (server, provider)
}

fn spec() -> ToolSpec {
    ToolSpec {
        name: "get_weather".into(),
        description: "Weather for a place".into(),
        input_schema: json!({
            "$schema": "http://json-schema.org/draft-07/schema#",
            "type": "object",
            "properties": {"location": {"type": "string", "description": "City"}},
            "required": ["location"],
            "additionalProperties": false,
        })
        .into(),
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

async fn outcome_of(provider: &Gemini, request: &ModelRequest) -> (Vec<StreamEvent>, Option<ProviderError>) {
    let mut stream = match provider.stream(request).await {
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

async fn run(provider: &Gemini) -> Vec<StreamEvent> {
    let (events, err) = outcome_of(provider, &request()).await;
    assert!(err.is_none(), "{err:?}");
    events
}

async fn failure(provider: &Gemini) -> (Vec<StreamEvent>, ProviderError) {
    let (events, err) = outcome_of(provider, &request()).await;
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
    let mut answer = String::new();
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
            StreamEvent::TextDelta(t) => answer.push_str(t),
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
    if !answer.is_empty() {
        content.push(ContentBlock::text(answer));
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
            StreamEvent::TextDelta("Once upon".into()),
            StreamEvent::TextDelta(" a time".into()),
            StreamEvent::TextDelta(".".into()),
            StreamEvent::Usage(TokenUsage {
                input_tokens: 8,
                output_tokens: 4,
                ..TokenUsage::default()
            }),
            done(StopReason::EndTurn),
        ]
    );
}

#[tokio::test]
async fn one_tool_call_gets_a_stable_made_up_id() {
    let (_server, provider) = serve(sse(chunk(
        vec![call("get_weather", json!({"location": "Paris"}), None)],
        Some("STOP"),
        Some(usage(30, 6, 0, 0)),
    )))
    .await;
    let events = run(&provider).await;
    let StreamEvent::ToolCallStart { index: 0, id, name } = &events[0] else {
        panic!("expected a call start: {events:?}");
    };
    assert_eq!(name, "get_weather");
    assert_eq!(
        ends(&events),
        vec![(0, id.clone(), "get_weather".into(), r#"{"location":"Paris"}"#.into())]
    );
    assert_eq!(events.last(), Some(&done(StopReason::ToolUse)));
}

#[tokio::test]
async fn several_tool_calls_across_chunks() {
    let body = chunk(vec![text("Checking both.")], None, None)
        + &chunk(
            vec![
                call("get_weather", json!({"location": "Paris"}), Some("SIG-A")),
                call("get_weather", json!({"location": "Oslo"}), None),
            ],
            None,
            None,
        )
        + &chunk(
            vec![call("get_weather", json!({"location": "Rome"}), None)],
            Some("STOP"),
            Some(usage(40, 18, 0, 0)),
        );
    let (_server, provider) = serve(sse(body)).await;
    let events = run(&provider).await;
    assert_eq!(events[0], StreamEvent::TextDelta("Checking both.".into()));
    let calls = ends(&events);
    let places: Vec<&str> = calls.iter().map(|c| c.3.as_str()).collect();
    assert_eq!(
        places,
        [
            r#"{"location":"Paris"}"#,
            r#"{"location":"Oslo"}"#,
            r#"{"location":"Rome"}"#
        ]
    );
    let ids: std::collections::HashSet<&str> = calls.iter().map(|c| c.1.as_str()).collect();
    assert_eq!(ids.len(), 3, "ids are distinct: {calls:?}");
    assert_eq!(calls.iter().map(|c| c.0).collect::<Vec<_>>(), [0, 1, 2]);
    assert_eq!(events.last(), Some(&done(StopReason::ToolUse)));
}

#[tokio::test]
async fn usage_counts_cached_and_thought_tokens() {
    let (_server, provider) = serve(sse(chunk(
        vec![text("ok")],
        Some("STOP"),
        Some(usage(5000, 20, 300, 4096)),
    )))
    .await;
    let events = run(&provider).await;
    assert!(events.contains(&StreamEvent::Usage(TokenUsage {
        input_tokens: 5000,
        output_tokens: 320,
        cache_read_tokens: 4096,
        reasoning_tokens: 300,
        ..TokenUsage::default()
    })));
}

#[tokio::test]
async fn finish_reasons_map_to_stop_reasons() {
    for (reason, stop) in [
        ("MAX_TOKENS", StopReason::MaxTokens),
        ("SAFETY", StopReason::ContentFilter),
        ("PROHIBITED_CONTENT", StopReason::ContentFilter),
    ] {
        let (_server, provider) = serve(sse(chunk(vec![text("x")], Some(reason), None))).await;
        assert_eq!(run(&provider).await.last(), Some(&done(stop)), "{reason}");
    }
    let (_server, provider) = serve(sse(chunk(vec![], Some("MALFORMED_FUNCTION_CALL"), None))).await;
    let (_, err) = failure(&provider).await;
    assert_eq!(err.kind(), "model_output");
    assert!(err.is_retryable());
}

#[tokio::test]
async fn thoughts_and_signatures_are_carried_into_the_next_request() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("functionResponse"))
        .respond_with(sse(chunk(vec![text("Sunny.")], Some("STOP"), Some(usage(60, 2, 0, 0)))))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse(chunk(
            vec![thought("**Checking**\n"), thought("Need the weather.")],
            None,
            None,
        ) + &chunk(
            vec![
                text("Looking it up."),
                call("get_weather", json!({"location": "Paris"}), Some("CiQBsig-one")),
            ],
            Some("STOP"),
            Some(usage(50, 12, 40, 0)),
        )))
        .mount(&server)
        .await;
    let provider = Gemini::new(config(&server.uri())).unwrap();
    let mut req = request();
    let (first, err) = outcome_of(&provider, &req).await;
    assert!(err.is_none(), "{err:?}");
    assert_eq!(first[0], StreamEvent::ThinkingDelta("**Checking**\n".into()));
    assert_eq!(first[1], StreamEvent::ThinkingDelta("Need the weather.".into()));
    // The signature rides in provider_data, where only Gemini looks for it.
    assert!(first.iter().any(|e| matches!(e,
        StreamEvent::ThinkingEnd { text, signature: None, provider_data: Some(d) }
        if text == "**Checking**\nNeed the weather." && d.to_string().contains("CiQBsig-one"))));
    let call_id = ends(&first)[0].1.clone();

    req.messages.push(message_from(&first));
    req.messages.push(Message::new(
        Role::User,
        vec![ContentBlock::tool_result(ToolCallId::new(&call_id), "sunny", false)],
    ));
    let (second, err) = outcome_of(&provider, &req).await;
    assert!(err.is_none(), "{err:?}");
    assert_eq!(second[0], StreamEvent::TextDelta("Sunny.".into()));

    let bodies = sent_bodies(&server).await;
    assert_eq!(
        bodies[0]["generationConfig"],
        json!({"thinkingConfig": {"includeThoughts": true}})
    );
    assert_eq!(
        bodies[1]["contents"],
        json!([
            {"role": "user", "parts": [{"text": "Weather in Paris?"}]},
            {"role": "model", "parts": [
                {"text": "Looking it up."},
                {"functionCall": {"name": "get_weather", "args": {"location": "Paris"}}, "thoughtSignature": "CiQBsig-one"},
            ]},
            {"role": "user", "parts": [
                {"functionResponse": {"name": "get_weather", "response": {"output": "sunny"}}},
            ]},
        ])
    );
}

#[tokio::test]
async fn request_shape_url_and_key_header() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path(STREAM_PATH))
        .and(query_param("alt", "sse"))
        .and(header("x-goog-api-key", KEY))
        .and(header("x-team", "ouzel"))
        .respond_with(sse(TEXT_STREAM))
        .expect(1)
        .mount(&server)
        .await;
    let provider = Gemini::new(GeminiConfig {
        extra_headers: vec![("x-team".into(), "ouzel".into())],
        ..config(&server.uri())
    })
    .unwrap();
    let req = ModelRequest {
        params: ModelParams {
            temperature: Some(0.7),
            max_output_tokens: Some(1024),
            reasoning_effort: None,
            thinking_budget: Some(2048),
        },
        output_schema: Some(json!({"type": "object", "properties": {"answer": {"type": "string"}}})),
        tools: Default::default(),
        ..request()
    };
    let (_, err) = outcome_of(&provider, &req).await;
    assert!(err.is_none(), "{err:?}");
    let received = server.received_requests().await.unwrap();
    assert!(received[0].headers.get("authorization").is_none());
    assert!(
        !received[0].url.as_str().contains(KEY),
        "the key is a header, not a query"
    );
    let body: Value = serde_json::from_slice(&received[0].body).unwrap();
    assert_eq!(
        body,
        json!({
            "systemInstruction": {"parts": [{"text": "You are terse."}]},
            "contents": [{"role": "user", "parts": [{"text": "Weather in Paris?"}]}],
            "generationConfig": {
                "temperature": 0.7,
                "maxOutputTokens": 1024,
                "thinkingConfig": {"thinkingBudget": 2048, "includeThoughts": true},
                "responseMimeType": "application/json",
                "responseSchema": {"type": "object", "properties": {"answer": {"type": "string"}}},
            },
        })
    );
}

#[tokio::test]
async fn tool_declarations_use_gemini_schemas() {
    let (server, provider) = serve(sse(TEXT_STREAM)).await;
    run(&provider).await;
    let body = &sent_bodies(&server).await[0];
    assert_eq!(
        body["tools"],
        json!([{"functionDeclarations": [{
            "name": "get_weather",
            "description": "Weather for a place",
            "parameters": {"type": "object", "properties": {"location": {"type": "string", "description": "City"}}, "required": ["location"]},
        }]}])
    );
}

#[tokio::test]
async fn non_streamed_mode_uses_generate_content() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1beta/models/gemini-2.5-flash:generateContent"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "candidates": [{"content": {"role": "model", "parts": [
                {"text": "Let me check.", "thought": true},
                {"functionCall": {"name": "get_weather", "args": {"location": "Rome"}}, "thoughtSignature": "S1"},
            ]}, "finishReason": "STOP", "index": 0}],
            "usageMetadata": usage(10, 5, 7, 0),
            "modelVersion": MODEL,
        })))
        .mount(&server)
        .await;
    let provider = Gemini::new(GeminiConfig {
        stream: false,
        ..config(&server.uri())
    })
    .unwrap();
    let events = run(&provider).await;
    assert_eq!(events[0], StreamEvent::ThinkingDelta("Let me check.".into()));
    assert_eq!(ends(&events)[0].3, r#"{"location":"Rome"}"#);
    assert!(events.contains(&StreamEvent::Usage(TokenUsage {
        input_tokens: 10,
        output_tokens: 12,
        reasoning_tokens: 7,
        ..TokenUsage::default()
    })));
    assert_eq!(events.last(), Some(&done(StopReason::ToolUse)));
}

#[tokio::test]
async fn list_models_pages_through_and_strips_the_prefix() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1beta/models"))
        .and(query_param("pageToken", "next-1"))
        .and(header("x-goog-api-key", KEY))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"models": [
            {"name": "models/gemini-2.5-pro", "supportedGenerationMethods": ["generateContent", "countTokens"]},
        ]})))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/v1beta/models"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"models": [
            {"name": "models/gemini-2.5-flash", "supportedGenerationMethods": ["generateContent"]},
            {"name": "models/text-embedding-004", "supportedGenerationMethods": ["embedContent"]},
        ], "nextPageToken": "next-1"})))
        .mount(&server)
        .await;
    let provider = Gemini::new(config(&server.uri())).unwrap();
    assert_eq!(
        provider.list_models().await.unwrap(),
        Some(vec!["gemini-2.5-flash".to_owned(), "gemini-2.5-pro".to_owned()])
    );
}

// ---- the fault matrix ----

#[tokio::test]
async fn rate_limited_with_retry_info() {
    let body = json!({"error": {"code": 429, "message": "You exceeded your current quota.", "status": "RESOURCE_EXHAUSTED",
    "details": [
        {"@type": "type.googleapis.com/google.rpc.QuotaFailure", "violations": [{"quotaMetric": "generate_content_free_tier_requests"}]},
        {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "30s"},
    ]}});
    let (_server, provider) = serve(ResponseTemplate::new(429).set_body_json(body)).await;
    let (_, err) = failure(&provider).await;
    assert!(
        matches!(&err, ProviderError::RateLimited { message, .. } if message == "You exceeded your current quota."),
        "{err:?}"
    );
    assert_eq!(err.retry_after(), Some(Duration::from_secs(30)));
    assert!(err.is_retryable());
}

#[tokio::test]
async fn rate_limited_with_retry_headers() {
    for (name, value, wait) in [
        ("retry-after", "4", Duration::from_secs(4)),
        ("retry-after-ms", "750", Duration::from_millis(750)),
    ] {
        let (_server, provider) = serve(
            ResponseTemplate::new(429)
                .insert_header(name, value)
                .set_body_json(google_error(429, "RESOURCE_EXHAUSTED", "Resource exhausted.")),
        )
        .await;
        assert_eq!(failure(&provider).await.1.retry_after(), Some(wait), "{name}");
    }
}

#[tokio::test]
async fn server_statuses_are_typed() {
    for (status, grpc, kind, retryable) in [
        (500, "INTERNAL", "server_error", true),
        (503, "UNAVAILABLE", "overloaded", true),
        (504, "DEADLINE_EXCEEDED", "server_error", true),
        (403, "PERMISSION_DENIED", "authentication", false),
        (404, "NOT_FOUND", "invalid_request", false),
    ] {
        let (_server, provider) =
            serve(ResponseTemplate::new(status).set_body_json(google_error(status, grpc, "nope"))).await;
        let (_, err) = failure(&provider).await;
        assert_eq!((err.kind(), err.is_retryable()), (kind, retryable), "HTTP {status}");
    }
}

#[tokio::test]
async fn a_bad_key_is_an_authentication_error_without_the_key() {
    let body = json!({"error": {"code": 400, "message": format!("API key not valid. Please pass a valid API key. ({KEY})"),
        "status": "INVALID_ARGUMENT", "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID"}]}});
    let (_server, provider) = serve(ResponseTemplate::new(400).set_body_json(body)).await;
    let (_, err) = failure(&provider).await;
    assert!(
        matches!(err, ProviderError::Authentication { status: 400, .. }),
        "{err:?}"
    );
    assert!(!err.is_retryable());
    let shown = format!("{err} {err:?} {provider:?}");
    assert!(shown.contains("API key not valid"), "{shown}");
    assert!(!shown.contains(KEY), "{shown}");

    let (_server, provider) =
        serve(ResponseTemplate::new(401).set_body_json(google_error(401, "UNAUTHENTICATED", "no"))).await;
    let (_, err) = failure(&provider).await;
    assert_eq!((err.kind(), err.is_retryable()), ("authentication", false));
}

#[tokio::test]
async fn an_over_long_prompt_is_a_context_window_error() {
    let (_server, provider) = serve(ResponseTemplate::new(400).set_body_json(google_error(
        400,
        "INVALID_ARGUMENT",
        "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
    )))
    .await;
    assert_eq!(failure(&provider).await.1.kind(), "context_window_exceeded");
}

#[tokio::test]
async fn error_object_mid_stream() {
    let body = chunk(vec![text("Hal")], None, None)
        + &format!(
            "data: {}\r\n\r\n",
            google_error(503, "UNAVAILABLE", "The model is overloaded. Please try again later.")
        );
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("Hal".into())]);
    assert!(matches!(&err, ProviderError::Overloaded { status: 503, .. }), "{err:?}");
}

#[tokio::test]
async fn stream_cut_mid_event() {
    let body = chunk(vec![text("Hel")], None, None) + "data: {\"candidates\": [{\"content\": {\"parts\": [{\"te";
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("Hel".into())]);
    assert_eq!(err.kind(), "malformed_response", "{err:?}");
}

#[tokio::test]
async fn stream_ending_without_a_finish_reason_is_interrupted() {
    let (_server, provider) = serve(sse(chunk(vec![text("Looking")], None, None))).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("Looking".into())]);
    assert!(matches!(err, ProviderError::StreamInterrupted { .. }), "{err:?}");
}

#[tokio::test]
async fn invalid_json_in_an_event() {
    let body = chunk(vec![text("ok")], None, None)
        + "data: {not json at all}\r\n\r\n"
        + &chunk(vec![text("never")], Some("STOP"), None);
    let (_server, provider) = serve(sse(body)).await;
    let (events, err) = failure(&provider).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("ok".into())]);
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
    assert_eq!((err.kind(), err.is_retryable()), ("malformed_response", true));

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).insert_header("content-type", "application/json"))
        .mount(&server)
        .await;
    let provider = Gemini::new(GeminiConfig {
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
        let mut piece = [0u8; 4096];
        loop {
            let n = socket.read(&mut piece).await.unwrap_or(0);
            if n == 0 {
                return;
            }
            buf.extend_from_slice(&piece[..n]);
            let head = String::from_utf8_lossy(&buf);
            if let Some(end) = head.find("\r\n\r\n") {
                let length = head[..end]
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

#[tokio::test]
async fn slow_drip_trips_the_idle_timeout() {
    let uri = drip_server(chunk(vec![text("slow")], None, None), Duration::from_secs(10)).await;
    let provider = Gemini::new(GeminiConfig {
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
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[tokio::test]
async fn a_connection_dropped_after_output_is_an_interrupted_stream() {
    let uri = drip_server(chunk(vec![text("slow")], None, None), Duration::from_millis(50)).await;
    let provider = Gemini::new(config(&uri)).unwrap();
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
async fn agent_loop_answers_calls_by_name_and_replays_signatures() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("functionResponse"))
        .respond_with(sse(chunk(
            vec![text("Sunny in both.")],
            Some("STOP"),
            Some(usage(90, 4, 0, 64)),
        )))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(sse(chunk(
            vec![
                thought("Two places."),
                call("get_weather", json!({"location": "Oslo"}), Some("SIG-1")),
                call("get_weather", json!({"location": "Rome"}), None),
            ],
            Some("STOP"),
            Some(usage(70, 10, 20, 0)),
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
        .provider(Arc::new(Gemini::new(config(&server.uri())).unwrap()))
        .tools(tools)
        .gate(Arc::new(PermissionGate::new(ApprovalMode::ApproveAll)))
        .workspace(env!("CARGO_MANIFEST_DIR"))
        .build()
        .unwrap();
    let events = agent.run("Weather in Oslo and Rome?").collect_all().await;
    assert_eq!(finished(&events), FinishReason::Completed, "{events:?}");
    assert_eq!(agent.history().await.last().unwrap().text(), "Sunny in both.");

    let bodies = sent_bodies(&server).await;
    assert_eq!(bodies.len(), 2);
    let contents = bodies[1]["contents"].as_array().unwrap();
    assert_eq!(contents.len(), 3, "{contents:?}");
    assert_eq!(
        contents[1],
        json!({"role": "model", "parts": [
            {"functionCall": {"name": "get_weather", "args": {"location": "Oslo"}}, "thoughtSignature": "SIG-1"},
            {"functionCall": {"name": "get_weather", "args": {"location": "Rome"}}},
        ]})
    );
    assert_eq!(
        contents[2],
        json!({"role": "user", "parts": [
            {"functionResponse": {"name": "get_weather", "response": {"output": "sunny in Oslo"}}},
            {"functionResponse": {"name": "get_weather", "response": {"output": "sunny in Rome"}}},
        ]})
    );
    let total = events
        .iter()
        .rev()
        .find_map(|e| match &e.event {
            AgentEvent::Usage { total, .. } => Some(*total),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        (total.input_tokens, total.output_tokens, total.cache_read_tokens),
        (160, 34, 64)
    );
}

/// A user message with an image: an `inline_data` part (mime type and base64 data) beside
/// the text part.
#[tokio::test]
async fn an_image_goes_as_an_inline_data_part() {
    let (server, provider) = serve(sse(TEXT_STREAM)).await;
    let webp = ouzel_core::Image::from_bytes(b"RIFF\x24\0\0\0WEBPVP8 ").unwrap();
    let mut req = request();
    req.messages = vec![Message::user_with_images(
        "What is this?",
        vec![webp.clone()],
        chrono::Utc::now(),
    )];
    let (_, err) = outcome_of(&provider, &req).await;
    assert!(err.is_none(), "{err:?}");
    let body = &sent_bodies(&server).await[0];
    assert_eq!(
        body["contents"][0],
        json!({"role": "user", "parts": [
            {"inline_data": {"mime_type": "image/webp", "data": webp.data}},
            {"text": "What is this?"},
        ]})
    );
}
