//! `OpenAiChat` against a mock server speaking real SSE.
#![allow(clippy::unwrap_used, missing_docs)]

use futures::StreamExt;
use ouzel_core::{
    ContentBlock, Message, ModelRequest, Provider, ProviderError, Role, StopReason, StreamEvent, TokenUsage,
    ToolCallId, ToolSpec,
};
use ouzel_llm::{OpenAiChat, OpenAiChatConfig};
use serde_json::{Value, json};
use std::time::Duration;
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const KEY: &str = "sk-integration-secret";

fn sse(chunks: &[Value]) -> ResponseTemplate {
    let mut body: String = chunks.iter().map(|c| format!("data: {c}\n\n")).collect();
    body.push_str("data: [DONE]\n\n");
    ResponseTemplate::new(200).set_body_raw(body, "text/event-stream")
}

fn delta(d: Value) -> Value {
    json!({"id": "chatcmpl-1", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": d, "finish_reason": null}]})
}

fn finish(reason: &str) -> Value {
    json!({"choices": [{"index": 0, "delta": {}, "finish_reason": reason}]})
}

fn usage(prompt: u64, completion: u64) -> Value {
    json!({"choices": [], "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}})
}

async fn serve(response: ResponseTemplate) -> (MockServer, OpenAiChat) {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(response)
        .mount(&server)
        .await;
    let provider = OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        ..OpenAiChatConfig::new("openai", "gpt-test", format!("{}/v1/", server.uri()))
    })
    .unwrap();
    (server, provider)
}

fn request() -> ModelRequest {
    ModelRequest {
        system: Some("You are terse.".into()),
        messages: vec![Message::user("What is in src?")],
        tools: vec![ToolSpec {
            name: "list_dir".into(),
            description: "List a directory".into(),
            input_schema: json!({"type": "object", "properties": {"path": {"type": "string"}}}).into(),
        }]
        .into(),
        ..ModelRequest::default()
    }
}

async fn run(provider: &OpenAiChat) -> Vec<StreamEvent> {
    let stream = provider.stream(&request()).await.unwrap();
    stream.map(|e| e.unwrap()).collect().await
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

#[tokio::test]
async fn plain_text_answer() {
    let (_server, provider) = serve(sse(&[
        delta(json!({"role": "assistant", "content": ""})),
        delta(json!({"content": "Hello"})),
        delta(json!({"content": ", world"})),
        finish("stop"),
        usage(12, 3),
    ]))
    .await;
    let events = run(&provider).await;
    assert_eq!(
        events,
        vec![
            StreamEvent::TextDelta("Hello".into()),
            StreamEvent::TextDelta(", world".into()),
            StreamEvent::Usage(TokenUsage {
                input_tokens: 12,
                output_tokens: 3,
                ..TokenUsage::default()
            }),
            StreamEvent::Done {
                stop_reason: StopReason::EndTurn
            },
        ]
    );
}

#[tokio::test]
async fn one_tool_call_with_split_arguments() {
    let (_server, provider) = serve(sse(&[
        delta(
            json!({"role": "assistant", "content": null, "tool_calls": [{"index": 0, "id": "call_abc", "type": "function", "function": {"name": "list_dir", "arguments": ""}}]}),
        ),
        delta(json!({"tool_calls": [{"index": 0, "function": {"arguments": "{\"pa"}}]})),
        delta(json!({"tool_calls": [{"index": 0, "function": {"arguments": "th\": \"sr"}}]})),
        delta(json!({"tool_calls": [{"index": 0, "function": {"arguments": "c\"}"}}]})),
        finish("tool_calls"),
        usage(20, 9),
    ]))
    .await;
    let events = run(&provider).await;
    assert_eq!(
        events[0],
        StreamEvent::ToolCallStart {
            index: 0,
            id: "call_abc".into(),
            name: "list_dir".into()
        }
    );
    let streamed: String = events
        .iter()
        .filter_map(|e| match e {
            StreamEvent::ToolCallDelta { delta, .. } => Some(delta.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(streamed, r#"{"path": "src"}"#);
    assert_eq!(
        ends(&events),
        vec![(0, "call_abc".into(), "list_dir".into(), r#"{"path": "src"}"#.into())]
    );
    let n = events.len();
    assert!(matches!(events[n - 2], StreamEvent::Usage(u) if u.input_tokens == 20 && u.output_tokens == 9));
    assert_eq!(
        events[n - 1],
        StreamEvent::Done {
            stop_reason: StopReason::ToolUse
        }
    );
}

#[tokio::test]
async fn two_tool_calls() {
    let (_server, provider) = serve(sse(&[
        delta(
            json!({"tool_calls": [{"index": 0, "id": "call_1", "type": "function", "function": {"name": "list_dir", "arguments": "{\"path\":"}}]}),
        ),
        delta(json!({"tool_calls": [{"index": 0, "function": {"arguments": "\"a\"}"}}]})),
        delta(
            json!({"tool_calls": [{"index": 1, "id": "call_2", "type": "function", "function": {"name": "list_dir", "arguments": "{\"path\":"}}]}),
        ),
        delta(json!({"tool_calls": [{"index": 1, "function": {"arguments": "\"b\"}"}}]})),
        finish("tool_calls"),
    ]))
    .await;
    let events = run(&provider).await;
    assert_eq!(
        ends(&events),
        vec![
            (0, "call_1".into(), "list_dir".into(), r#"{"path":"a"}"#.into()),
            (1, "call_2".into(), "list_dir".into(), r#"{"path":"b"}"#.into()),
        ]
    );
    assert!(!events.iter().any(|e| matches!(e, StreamEvent::Usage(_))));
    assert_eq!(
        events.last(),
        Some(&StreamEvent::Done {
            stop_reason: StopReason::ToolUse
        })
    );
}

#[tokio::test]
async fn unauthorized_carries_the_provider_message_but_not_the_key() {
    let (_server, provider) = serve(ResponseTemplate::new(401).set_body_json(json!({
        "error": {"message": format!("Incorrect API key provided: {KEY}."), "type": "invalid_request_error", "code": "invalid_api_key"}
    })))
    .await;
    let err = provider.stream(&request()).await.err().unwrap();
    assert!(
        matches!(err, ProviderError::Authentication { status: 401, .. }),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(text.contains("Incorrect API key provided"), "{text}");
    assert!(!text.contains(KEY), "{text}");
}

#[tokio::test]
async fn rate_limited_with_retry_after() {
    let (_server, provider) = serve(
        ResponseTemplate::new(429)
            .insert_header("retry-after", "3")
            .set_body_json(json!({"error": {"message": "Rate limit reached"}})),
    )
    .await;
    let err = provider.stream(&request()).await.err().unwrap();
    assert!(matches!(&err, ProviderError::RateLimited { message, .. } if message == "Rate limit reached"));
    assert_eq!(err.retry_after(), Some(Duration::from_secs(3)));
}

#[tokio::test]
async fn request_body_is_what_the_api_expects() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header("authorization", format!("Bearer {KEY}").as_str()))
        .and(header("x-team", "ouzel"))
        .respond_with(sse(&[delta(json!({"content": "ok"})), finish("stop")]))
        .expect(1)
        .mount(&server)
        .await;
    let provider = OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        extra_headers: vec![("x-team".into(), "ouzel".into())],
        ..OpenAiChatConfig::new("openai", "gpt-test", format!("{}/v1", server.uri()))
    })
    .unwrap();
    let mut req = request();
    req.messages.push(Message::new(
        Role::Assistant,
        vec![ContentBlock::ToolUse {
            id: ToolCallId::new("call_9"),
            name: "list_dir".into(),
            input: json!({"path": "src"}),
        }],
    ));
    req.messages.push(Message::new(
        Role::User,
        vec![ContentBlock::tool_result(ToolCallId::new("call_9"), "main.rs", false)],
    ));
    let events: Vec<_> = provider.stream(&req).await.unwrap().collect().await;
    assert_eq!(events.len(), 2);

    let received = server.received_requests().await.unwrap();
    let body: Value = serde_json::from_slice(&received[0].body).unwrap();
    assert_eq!(body["model"], "gpt-test");
    assert_eq!(body["stream"], true);
    assert_eq!(body["stream_options"], json!({"include_usage": true}));
    assert_eq!(
        body["messages"],
        json!([
            {"role": "system", "content": "You are terse."},
            {"role": "user", "content": "What is in src?"},
            {"role": "assistant", "content": "", "tool_calls": [
                {"id": "call_9", "type": "function", "function": {"name": "list_dir", "arguments": "{\"path\":\"src\"}"}}
            ]},
            {"role": "tool", "tool_call_id": "call_9", "content": "main.rs"},
        ])
    );
    assert_eq!(
        body["tools"],
        json!([{"type": "function", "function": {
            "name": "list_dir",
            "description": "List a directory",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}}},
        }}])
    );
    assert!(body.get("temperature").is_none());
    assert_eq!(body["tool_choice"], "auto");
}

#[tokio::test]
async fn json_response_and_non_streamed_mode() {
    let body = json!({
        "choices": [{"index": 0, "message": {"role": "assistant", "content": null, "tool_calls": [
            {"id": "call_x", "type": "function", "function": {"name": "list_dir", "arguments": "{}"}}
        ]}, "finish_reason": "tool_calls"}],
        "usage": {"prompt_tokens": 4, "completion_tokens": 2}
    });
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(body))
        .mount(&server)
        .await;
    let provider = OpenAiChat::new(OpenAiChatConfig {
        stream: false,
        ..OpenAiChatConfig::new("ollama", "qwen", format!("{}/v1", server.uri()))
    })
    .unwrap();
    let events = run(&provider).await;
    assert_eq!(
        ends(&events),
        vec![(0, "call_x".into(), "list_dir".into(), "{}".into())]
    );
    let received = server.received_requests().await.unwrap();
    let sent: Value = serde_json::from_slice(&received[0].body).unwrap();
    assert!(sent.get("stream").is_none());
    assert!(received[0].headers.get("authorization").is_none());
}

#[tokio::test]
async fn empty_ok_body_is_just_done() {
    let (_server, provider) = serve(ResponseTemplate::new(200)).await;
    assert_eq!(
        run(&provider).await,
        vec![StreamEvent::Done {
            stop_reason: StopReason::Unknown
        }]
    );
}

#[tokio::test]
async fn server_errors_map_to_kinds() {
    let (_server, provider) = serve(ResponseTemplate::new(500).set_body_json(json!({
        "error": {"message": "error parsing tool call: raw='{\"a\":'"}
    })))
    .await;
    let err = provider.stream(&request()).await.err().unwrap();
    assert_eq!(err.kind(), "model_output");

    let (_server, provider) = serve(ResponseTemplate::new(503).set_body_string("busy")).await;
    assert_eq!(provider.stream(&request()).await.err().unwrap().kind(), "overloaded");
}

#[tokio::test]
async fn connection_refused_on_a_local_address_is_unreachable_and_not_retryable() {
    // wiremock pools its servers, so free a port by hand instead.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let uri = format!("http://127.0.0.1:{port}/v1");
    let provider = OpenAiChat::new(OpenAiChatConfig::new("openai", "m", uri)).unwrap();
    let err = provider.stream(&request()).await.err().unwrap();
    assert_eq!(err.kind(), "unreachable", "{err:?}");
    assert!(!err.is_retryable());
    assert!(
        err.to_string()
            .starts_with(&format!("cannot reach http://127.0.0.1:{port}/v1/chat/completions")),
        "{err}"
    );
}

#[tokio::test]
async fn azure_deployment_url_and_api_key_header() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/openai/deployments/prod-gpt4o/chat/completions"))
        .and(wiremock::matchers::query_param("api-version", "2024-10-21"))
        .and(header("api-key", KEY))
        .respond_with(sse(&[delta(json!({"content": "ok"})), finish("stop")]))
        .expect(1)
        .mount(&server)
        .await;
    let provider = OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        azure: Some(ouzel_llm::AzureOpenAi {
            deployment: "prod-gpt4o".into(),
            api_version: "2024-10-21".into(),
        }),
        ..OpenAiChatConfig::new("azure", "gpt-4o", server.uri())
    })
    .unwrap();
    let events = run(&provider).await;
    assert_eq!(events[0], StreamEvent::TextDelta("ok".into()));
    let received = server.received_requests().await.unwrap();
    assert!(
        received[0].headers.get("authorization").is_none(),
        "Azure takes the key in `api-key` only"
    );
    assert!(!format!("{provider:?}").contains(KEY));
    assert_eq!(provider.list_models().await.unwrap(), None);

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401).set_body_json(json!({
            "error": {"code": "401", "message": "Access denied due to invalid subscription key or wrong API endpoint."}
        })))
        .mount(&server)
        .await;
    let provider = OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        azure: Some(ouzel_llm::AzureOpenAi::new()),
        ..OpenAiChatConfig::new("azure", "gpt-4o", server.uri())
    })
    .unwrap();
    let err = provider.stream(&request()).await.err().unwrap();
    assert!(
        matches!(err, ProviderError::Authentication { status: 401, .. }),
        "{err:?}"
    );
    assert!(!err.is_retryable());
    let received = server.received_requests().await.unwrap();
    assert_eq!(received[0].url.path(), "/openai/deployments/gpt-4o/chat/completions");
}

// Local servers' quirks, each as the server shows it (llama-cpp-python 0.3 with
// `--chat_format chatml-function-calling`, Ollama, LM Studio).

/// Answers like llama-cpp-python: a 500 for what it cannot take (`tool_choice: "required"`, an
/// assistant message with `content: null`), prose when tools come without `tool_choice`, an empty
/// 200 for a streamed request with tools, and a tool call for a whole one.
struct LlamaCppPython;

impl wiremock::Respond for LlamaCppPython {
    fn respond(&self, request: &wiremock::Request) -> ResponseTemplate {
        let body: Value = serde_json::from_slice(&request.body).unwrap();
        let error = |m: &str| ResponseTemplate::new(500).set_body_json(json!({"error": {"message": m}}));
        if body["tool_choice"] == "required" {
            return error("Internal Server Error: tool_choice required is not supported");
        }
        let null_content = body["messages"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["role"] == "assistant" && m["content"].is_null());
        if null_content {
            return error("Internal Server Error: can only concatenate str (not \"NoneType\") to str");
        }
        if body.get("tool_choice").is_none() {
            return sse(&[delta(json!({"content": "I would read the file."})), finish("stop")]);
        }
        if body["stream"] == true {
            // What llama-cpp-python sends: its keep-alive comment, and no event.
            let ping = ": ping - 2026-11-25 18:42:19.032511+00:00\r\n\r\n";
            return ResponseTemplate::new(200).set_body_raw(ping, "text/event-stream; charset=utf-8");
        }
        ResponseTemplate::new(200).set_body_json(json!({
            "id": "chatcmpl-1", "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": null, "tool_calls": [
                {"id": "call__0_list_dir_cmpl-1", "type": "function",
                 "function": {"name": "list_dir", "arguments": "{\"path\": \"src\"}"}}]},
                "finish_reason": "tool_calls"}],
            "usage": {"prompt_tokens": 90, "completion_tokens": 9, "total_tokens": 99}
        }))
    }
}

#[tokio::test]
async fn a_llama_cpp_python_server_gets_tool_choice_and_a_whole_request_after_its_empty_stream() {
    let (server, provider) = serve(ResponseTemplate::new(200)).await;
    server.reset().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(LlamaCppPython)
        .mount(&server)
        .await;
    let mut req = request();
    // A history with an earlier call and no text: `content` must not be null.
    req.messages.push(Message::new(
        Role::Assistant,
        vec![ContentBlock::ToolUse {
            id: ToolCallId::new("c0"),
            name: "list_dir".into(),
            input: json!({"path": "."}),
        }],
    ));
    req.messages.push(Message::new(
        Role::User,
        vec![ContentBlock::tool_result(ToolCallId::new("c0"), "src", false)],
    ));
    for round in 0..2 {
        let events: Vec<_> = provider.stream(&req).await.unwrap().map(|e| e.unwrap()).collect().await;
        assert_eq!(
            ends(&events),
            vec![(
                0,
                "call__0_list_dir_cmpl-1".into(),
                "list_dir".into(),
                "{\"path\": \"src\"}".into()
            )],
            "round {round}: {events:?}"
        );
    }
    let bodies: Vec<Value> = server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .map(|r| serde_json::from_slice(&r.body).unwrap())
        .collect();
    let streamed: Vec<bool> = bodies.iter().map(|b| b["stream"] == true).collect();
    assert_eq!(
        streamed,
        vec![true, false, false],
        "streamed once, then whole for the rest of the session"
    );
    assert!(bodies.iter().all(|b| b["tool_choice"] == "auto"));
}

#[tokio::test]
async fn an_empty_stream_answered_empty_again_is_an_empty_answer() {
    let (server, provider) = serve(ResponseTemplate::new(200).set_body_raw("", "text/event-stream")).await;
    assert_eq!(
        run(&provider).await,
        vec![StreamEvent::Done {
            stop_reason: StopReason::Unknown
        }]
    );
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test]
async fn a_call_whose_name_and_id_repeat_in_every_chunk_is_one_call() {
    // llama.cpp's server streams each argument fragment with the call's id and name again.
    let piece = |args: &str| {
        delta(json!({"tool_calls": [{"index": 0, "id": "call_R", "type": "function",
            "function": {"name": "list_dir", "arguments": args}}]}))
    };
    let (_server, provider) = serve(sse(&[
        delta(json!({"role": "assistant", "content": null})),
        piece("{\"pa"),
        piece("th\": "),
        piece("\"src\"}"),
        finish("tool_calls"),
    ]))
    .await;
    let events = run(&provider).await;
    let starts = events
        .iter()
        .filter(|e| matches!(e, StreamEvent::ToolCallStart { .. }))
        .count();
    assert_eq!(starts, 1, "{events:?}");
    assert_eq!(
        ends(&events),
        vec![(0, "call_R".into(), "list_dir".into(), "{\"path\": \"src\"}".into())]
    );
}

/// A user message with an image: the Chat Completions vision form, a list of parts with the
/// image as an `image_url` holding a `data:` URI; a text-only message stays a plain string.
#[tokio::test]
async fn an_image_goes_as_an_image_url_part_with_a_data_uri() {
    let (server, provider) = serve(sse(&[delta(json!({"content": "a cat"})), finish("stop")])).await;
    let png = ouzel_core::Image::from_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    let mut req = request();
    req.messages = vec![
        Message::user("earlier"),
        Message::assistant("ok"),
        Message::user_with_images("What is this?", vec![png.clone()], chrono::Utc::now()),
    ];
    let events: Vec<StreamEvent> = provider.stream(&req).await.unwrap().map(|e| e.unwrap()).collect().await;
    assert!(events.contains(&StreamEvent::TextDelta("a cat".into())));
    let requests = server.received_requests().await.unwrap();
    let body: Value = serde_json::from_slice(&requests[0].body).unwrap();
    assert_eq!(body["messages"][1], json!({"role": "user", "content": "earlier"}));
    assert_eq!(
        body["messages"][3],
        json!({"role": "user", "content": [
            {"type": "image_url", "image_url": {"url": format!("data:image/png;base64,{}", png.data)}},
            {"type": "text", "text": "What is this?"},
        ]})
    );
}

/// A stream that ends at once with a `finish_reason` of its own (`content_filter`) is an
/// answer, given to the caller as one: not the empty 200 of llama-cpp-python, so the request is
/// not sent again whole, and the client goes on streaming.
#[tokio::test]
async fn a_stream_ending_at_once_with_a_finish_reason_is_an_answer_and_streaming_goes_on() {
    let (server, provider) = serve(sse(&[finish("content_filter")])).await;
    for round in 0..2 {
        assert_eq!(
            run(&provider).await,
            vec![StreamEvent::Done {
                stop_reason: StopReason::ContentFilter
            }],
            "round {round}"
        );
    }
    let streamed: Vec<bool> = server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .map(|r| serde_json::from_slice::<Value>(&r.body).unwrap()["stream"] == true)
        .collect();
    assert_eq!(streamed, [true, true], "one streamed request per answer");
}

/// A base URL no request can go to is bad configuration, said at once with the URL named;
/// not a network error tried again on every request.
#[test]
fn a_base_url_that_is_no_http_url_is_refused_as_the_client_is_built() {
    for (url, why) in [
        ("notaurl", "relative URL without a base"),
        ("ftp://x/v1", "the scheme `ftp` is not http or https"),
        ("http://[::1", "invalid IPv6 address"),
    ] {
        let err = OpenAiChat::new(OpenAiChatConfig::new("openai", "m", url)).unwrap_err();
        assert!(
            matches!(err, ProviderError::InvalidRequest { status: 0, .. }),
            "{url}: {err:?}"
        );
        assert!(!err.is_retryable(), "{url}");
        let text = err.to_string();
        assert!(
            text.contains(&format!("the base URL `{url}` is not usable ({why})")),
            "{text}"
        );
    }
}
