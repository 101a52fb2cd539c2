//! The fault matrix for the Chat Completions client: every case ends in events or in the
//! named, correctly classified error, and none panics.
#![allow(clippy::unwrap_used, missing_docs)]

use futures::StreamExt;
use ouzel_core::{Message, ModelRequest, Provider, ProviderError, StreamEvent, TimeoutKind};
use ouzel_llm::{OpenAiChat, OpenAiChatConfig, StreamLimits, Timeouts};
use ouzel_test::misbehaving::endless;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use wiremock::matchers::method;
use wiremock::{Mock, MockServer, ResponseTemplate};

const KEY: &str = "sk-faults-secret";

fn provider(base: &str, timeouts: Timeouts) -> OpenAiChat {
    OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        timeouts,
        ..OpenAiChatConfig::new("openai", "gpt-test", base)
    })
    .unwrap()
}

fn request() -> ModelRequest {
    ModelRequest {
        messages: vec![Message::user("hi")],
        ..ModelRequest::default()
    }
}

/// The events, then the error that ended the stream (if any); an error before the stream
/// starts comes back as `(vec![], Some(e))`.
async fn outcome(p: &OpenAiChat) -> (Vec<StreamEvent>, Option<ProviderError>) {
    let mut stream = match p.stream(&request()).await {
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

async fn with_response(response: ResponseTemplate) -> (Vec<StreamEvent>, Option<ProviderError>) {
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(response).mount(&server).await;
    outcome(&provider(&server.uri(), Timeouts::default())).await
}

fn text_chunk(text: &str) -> String {
    format!("data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\"{text}\"}}}}]}}\n\n")
}

#[tokio::test]
async fn rate_limits_carry_the_wait_from_each_header() {
    let cases = [
        ("retry-after", "3", Duration::from_secs(3)),
        ("retry-after-ms", "250", Duration::from_millis(250)),
        ("x-ratelimit-reset-requests", "1m30s", Duration::from_secs(90)),
    ];
    for (name, value, wait) in cases {
        let (_, err) = with_response(
            ResponseTemplate::new(429)
                .insert_header(name, value)
                .set_body_raw(r#"{"error":{"message":"Rate limit reached"}}"#, "application/json"),
        )
        .await;
        let err = err.unwrap();
        assert!(err.is_retryable(), "{name}");
        assert_eq!(err.retry_after(), Some(wait), "{name}");
        assert!(err.to_string().contains("Rate limit reached"), "{err}");
    }
}

#[tokio::test]
async fn server_statuses_are_classified() {
    for (status, kind, retryable) in [
        (500, "server_error", true),
        (502, "server_error", true),
        (503, "overloaded", true),
        (529, "overloaded", true),
        (401, "authentication", false),
        (400, "invalid_request", false),
    ] {
        let (_, err) = with_response(ResponseTemplate::new(status).set_body_string("nope")).await;
        let err = err.unwrap();
        assert_eq!((err.kind(), err.is_retryable()), (kind, retryable), "HTTP {status}");
        assert!(!err.to_string().contains(KEY));
    }
}

#[tokio::test]
async fn a_stream_cut_mid_event_keeps_what_arrived_then_fails() {
    let body = text_chunk("hel") + "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"lo";
    let (events, err) = with_response(ResponseTemplate::new(200).set_body_raw(body, "text/event-stream")).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("hel".into())]);
    let err = err.expect("a cut event is an error");
    assert_eq!(err.kind(), "malformed_response", "{err}");
}

#[tokio::test]
async fn invalid_json_in_an_event_is_a_malformed_response_with_an_excerpt() {
    let body = text_chunk("ok") + "data: {not json at all}\n\n" + &text_chunk("never");
    let (events, err) = with_response(ResponseTemplate::new(200).set_body_raw(body, "text/event-stream")).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("ok".into())]);
    let err = err.unwrap();
    assert!(
        matches!(&err, ProviderError::MalformedResponse { message } if message.contains("{not json")),
        "{err}"
    );
}

#[tokio::test]
async fn an_empty_200_body_is_an_empty_answer() {
    let (events, err) = with_response(ResponseTemplate::new(200).set_body_raw("", "text/event-stream")).await;
    assert!(err.is_none(), "{err:?}");
    assert!(matches!(events.last(), Some(StreamEvent::Done { .. })), "{events:?}");
}

/// A server that sends the headers and one event, then goes quiet for `quiet`.
async fn drip_server(quiet: Duration) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut buf = vec![0u8; 65536];
                let _ = socket.read(&mut buf).await;
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n";
                let event = text_chunk("slow");
                let chunk = format!("{:x}\r\n{event}\r\n", event.len());
                let _ = socket.write_all(head.as_bytes()).await;
                let _ = socket.write_all(chunk.as_bytes()).await;
                let _ = socket.flush().await;
                tokio::time::sleep(quiet).await;
            });
        }
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn a_slow_drip_trips_the_idle_timeout_and_names_it() {
    let base = drip_server(Duration::from_secs(10)).await;
    let timeouts = Timeouts {
        idle: Duration::from_millis(200),
        ..Timeouts::default()
    };
    let (events, err) = outcome(&provider(&base, timeouts)).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("slow".into())]);
    let err = err.unwrap();
    assert!(
        matches!(err, ProviderError::Timeout { kind: TimeoutKind::Idle, after } if after == Duration::from_millis(200)),
        "{err}"
    );
    assert_eq!(err.to_string(), "idle timeout after 200 ms");
}

#[tokio::test]
async fn the_total_timeout_bounds_a_stream_that_keeps_dripping() {
    let base = drip_server(Duration::from_secs(10)).await;
    let timeouts = Timeouts {
        idle: Duration::from_secs(5),
        total: Duration::from_millis(300),
        ..Timeouts::default()
    };
    let (_, err) = outcome(&provider(&base, timeouts)).await;
    assert!(
        matches!(
            err,
            Some(ProviderError::Timeout {
                kind: TimeoutKind::Total,
                ..
            })
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_server_that_never_answers_trips_the_first_byte_timeout() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            held.push(socket);
        }
    });
    let timeouts = Timeouts {
        first_byte: Duration::from_millis(200),
        ..Timeouts::default()
    };
    let (_, err) = outcome(&provider(&format!("http://{addr}"), timeouts)).await;
    let err = err.unwrap();
    assert!(
        matches!(
            err,
            ProviderError::Timeout {
                kind: TimeoutKind::FirstByte,
                ..
            }
        ),
        "{err}"
    );
    assert!(err.is_retryable());
}

#[tokio::test]
async fn a_connection_dropped_after_output_is_an_interrupted_stream() {
    // The server closes the socket without ending the chunked body.
    let base = drip_server(Duration::from_millis(50)).await;
    let (events, err) = outcome(&provider(&base, Timeouts::default())).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("slow".into())]);
    let err = err.unwrap();
    assert_eq!(err.kind(), "stream_interrupted", "{err}");
}

/// Reads one whole request (its head, then as many body bytes as its `content-length` says):
/// a socket closed with request bytes unread is reset, and the client would see that instead
/// of the clean end under test.
async fn read_request(socket: &mut tokio::net::TcpStream) {
    let mut got = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        if let Some(end) = got.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&got[..end]).to_ascii_lowercase();
            let length = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse::<usize>().ok())
                .unwrap_or(0);
            if got.len() >= end + 4 + length {
                return;
            }
        }
        match socket.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => got.extend_from_slice(&buf[..n]),
        }
    }
}

/// A server whose answer has neither a `content-length` nor chunked encoding: its body ends
/// where the server closes the connection (as HTTP/1.1 allows), so to the transport `body`
/// is whole wherever it stops.
async fn close_delimited(body: String) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let body = body.clone();
            tokio::spawn(async move {
                read_request(&mut socket).await;
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\n";
                let _ = socket.write_all(head.as_bytes()).await;
                let _ = socket.write_all(body.as_bytes()).await;
                let _ = socket.shutdown().await;
            });
        }
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn a_stream_closed_before_its_finish_reason_is_interrupted_not_an_answer() {
    let base = close_delimited(text_chunk("partial ans")).await;
    let (events, err) = outcome(&provider(&base, Timeouts::default())).await;
    assert_eq!(events, vec![StreamEvent::TextDelta("partial ans".into())]);
    let err = err.expect("a cut stream must end in an error, not `Done`");
    assert_eq!(err.kind(), "stream_interrupted", "{err}");
    assert_eq!(
        err.to_string(),
        "stream interrupted: the stream ended before a `finish_reason` or `[DONE]`"
    );
}

#[tokio::test]
async fn a_tool_call_closed_before_its_finish_reason_never_completes() {
    // Arguments that happen to be valid JSON where the connection closed.
    let call = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c1\",\
                \"function\":{\"name\":\"write_file\",\"arguments\":\"{\\\"path\\\": \\\"a.txt\\\"}\"}}]}}]}\n\n";
    let base = close_delimited(call.into()).await;
    let (events, err) = outcome(&provider(&base, Timeouts::default())).await;
    assert!(matches!(&events[0], StreamEvent::ToolCallStart { name, .. } if name == "write_file"));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, StreamEvent::ToolCallEnd { .. } | StreamEvent::Done { .. })),
        "a cut call must never be complete: {events:?}"
    );
    assert_eq!(err.map(|e| e.kind()), Some("stream_interrupted"));
}

#[tokio::test]
async fn a_stream_closed_after_a_finish_reason_or_done_is_whole() {
    // Servers send both markers; one of the two is enough.
    let finish = "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n";
    for body in [
        text_chunk("hi") + finish,
        text_chunk("hi") + "data: [DONE]\n\n",
        text_chunk("hi") + finish + "data: [DONE]\n\n",
    ] {
        let base = close_delimited(body.clone()).await;
        let (events, err) = outcome(&provider(&base, Timeouts::default())).await;
        assert!(err.is_none(), "{body:?}: {err:?}");
        assert_eq!(events[0], StreamEvent::TextDelta("hi".into()), "{body:?}");
        assert!(
            matches!(events.last(), Some(StreamEvent::Done { .. })),
            "{body:?}: {events:?}"
        );
    }
}

#[tokio::test]
async fn a_stream_closed_before_any_output_is_a_retryable_error() {
    let role = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\"}}]}\n\n";
    let base = close_delimited(role.into()).await;
    let (events, err) = outcome(&provider(&base, Timeouts::default())).await;
    assert!(events.is_empty(), "{events:?}");
    let err = err.expect("a cut stream must end in an error");
    assert!(err.is_retryable(), "nothing was shown, so it may be asked again: {err}");
    assert_eq!(
        err.to_string(),
        "malformed response: the stream ended before a `finish_reason` or `[DONE]`, and before any output"
    );
}

// Bounded streams: whatever a server sends, the request ends with a named error, and the
// connection is dropped (the server sees the hang-up), so nothing keeps growing.

fn limited(base: &str, limits: StreamLimits) -> OpenAiChat {
    OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        limits,
        ..OpenAiChatConfig::new("openai", "gpt-test", base)
    })
    .unwrap()
}

fn small_limits() -> StreamLimits {
    StreamLimits {
        max_response_bytes: 1 << 20,
        max_tool_arguments_bytes: 64 << 10,
        max_sse_line_bytes: 32 << 10,
    }
}

#[tokio::test]
async fn an_endless_text_stream_ends_at_the_response_limit() {
    let server = endless("text/event-stream", String::new(), text_chunk("more ")).await;
    let (events, err) = outcome(&limited(&server.base_url(), small_limits())).await;
    assert!(!events.is_empty(), "the text before the limit arrived");
    let err = err.expect("an endless stream must end in an error");
    assert!(
        matches!(err, ProviderError::ResponseTooLarge { limit } if limit == 1 << 20),
        "{err:?}"
    );
    assert!(!err.is_retryable());
    assert!(err.hint().unwrap().contains("limits.max_response_bytes"));
    server.hung_up().await;
}

#[tokio::test]
async fn endless_tool_call_arguments_end_at_the_argument_limit() {
    let start = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c1\",\
                 \"function\":{\"name\":\"write_file\",\"arguments\":\"{\\\"content\\\": \\\"\"}}]}}]}\n\n";
    let more = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\
                \"function\":{\"arguments\":\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"}}]}}]}\n\n";
    let server = endless("text/event-stream", start.into(), more.into()).await;
    let (events, err) = outcome(&limited(&server.base_url(), small_limits())).await;
    assert!(matches!(&events[0], StreamEvent::ToolCallStart { name, .. } if name == "write_file"));
    assert!(
        !events.iter().any(|e| matches!(e, StreamEvent::ToolCallEnd { .. })),
        "a cut call must never be complete"
    );
    let err = err.expect("endless arguments must end in an error");
    assert!(
        matches!(&err, ProviderError::ToolArgumentsTooLarge { tool, limit } if tool == "write_file" && *limit == 64 << 10),
        "{err:?}"
    );
    assert!(err.to_string().contains("`write_file`"), "{err}");
    server.hung_up().await;
}

#[tokio::test]
async fn one_endless_line_ends_at_the_line_limit() {
    let head = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"".to_owned();
    let server = endless("text/event-stream", head, "x".repeat(1000)).await;
    let (events, err) = outcome(&limited(&server.base_url(), small_limits())).await;
    assert!(events.is_empty(), "{events:?}");
    let err = err.expect("an endless line must end in an error");
    assert!(
        matches!(err, ProviderError::LineTooLong { limit } if limit == 32 << 10),
        "{err:?}"
    );
    server.hung_up().await;
}

#[tokio::test]
async fn with_default_limits_an_endless_line_still_ends() {
    let head = "data: ".to_owned();
    let server = endless("text/event-stream", head, "y".repeat(4096)).await;
    let (_, err) = outcome(&limited(&server.base_url(), StreamLimits::default())).await;
    let err = err.expect("an endless line must end in an error");
    assert_eq!(err.kind(), "line_too_long", "{err:?}");
}

#[tokio::test]
async fn silence_after_the_headers_trips_the_idle_timeout() {
    let server = endless("text/event-stream", String::new(), String::new()).await;
    let p = OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        timeouts: Timeouts {
            idle: Duration::from_millis(200),
            ..Timeouts::default()
        },
        ..OpenAiChatConfig::new("openai", "gpt-test", server.base_url())
    })
    .unwrap();
    let (events, err) = outcome(&p).await;
    assert!(events.is_empty(), "{events:?}");
    assert!(
        matches!(
            err,
            Some(ProviderError::Timeout {
                kind: TimeoutKind::Idle,
                ..
            })
        ),
        "{err:?}"
    );
    server.hung_up().await;
}

#[tokio::test]
async fn an_endless_whole_json_body_ends_at_the_response_limit() {
    let server = endless("application/json", "{\"choices\":[".into(), "{},".repeat(100)).await;
    let p = OpenAiChat::new(OpenAiChatConfig {
        api_key: Some(KEY.into()),
        stream: false,
        limits: small_limits(),
        ..OpenAiChatConfig::new("openai", "gpt-test", server.base_url())
    })
    .unwrap();
    let (_, err) = outcome(&p).await;
    assert!(matches!(err, Some(ProviderError::ResponseTooLarge { .. })), "{err:?}");
}

const LOGIN_PAGE: &str =
    "<!DOCTYPE html>\n<html><head><title>Sign in to Example Proxy</title></head>\n<body>...</body></html>";

#[tokio::test]
async fn an_html_page_with_200_is_not_an_api_response() {
    let (events, err) =
        with_response(ResponseTemplate::new(200).set_body_raw(LOGIN_PAGE, "text/html; charset=utf-8")).await;
    assert!(events.is_empty());
    let err = err.expect("a web page is an error");
    assert!(
        matches!(&err, ProviderError::NotAnApiResponse { content_type, excerpt }
            if content_type == "text/html" && excerpt.contains("Sign in to Example Proxy")),
        "{err:?}"
    );
    assert!(!err.is_retryable());
    assert!(err.hint().unwrap().contains("base URL"));
}

#[tokio::test]
async fn an_unlabelled_page_or_plain_text_is_not_an_api_response() {
    let (_, err) = with_response(ResponseTemplate::new(200).set_body_raw(LOGIN_PAGE, "text/event-stream")).await;
    assert_eq!(err.map(|e| e.kind()), Some("not_an_api_response"));
    let (events, err) =
        with_response(ResponseTemplate::new(200).set_body_raw("Service temporarily unavailable\n", "text/plain")).await;
    assert!(events.is_empty(), "{events:?}");
    let err = err.expect("text without a single event is an error");
    assert!(
        matches!(&err, ProviderError::NotAnApiResponse { content_type, excerpt }
            if content_type == "text/plain" && excerpt == "Service temporarily unavailable"),
        "{err:?}"
    );
}
