//! Test helpers for ouzel: a scripted provider server that speaks the real OpenAI Chat
//! Completions SSE wire format, plus builders for its streamed bodies.
//!
//! # Replaying a cassette in `cargo test`
//!
//! To know when a change to a prompt, a model or a tool alters what an agent does, record a
//! good run once and replay it in a test. Record with the CLI:
//!
//! ```text
//! ouzel exec --record tests/fixtures/task.cassette.json "the task"
//! ```
//!
//! (or write the file by hand: `{"format": 1, "model": "...", "messages": [...]}`, the
//! session's messages). Then, in a test of the program that owns the tools, build the agent on
//! [`RecordedAnswers`](../ouzel/replay/struct.RecordedAnswers.html) — a `Provider` that plays
//! the recorded model answers back with no network — and let
//! [`check`](../ouzel/replay/fn.check.html) send the recorded user messages and compare every
//! tool result with the recording:
//!
//! ```ignore
//! use ouzel::replay::{Cassette, RecordedAnswers, check};
//! let cassette = Cassette::load(Path::new("tests/fixtures/task.cassette.json"))?;
//! let tools = ToolRegistry::new();
//! tools.register(my_tool); // a #[ouzel::tool] function
//! let agent = Agent::builder()
//!     .provider(Arc::new(RecordedAnswers::new(&cassette)))
//!     .tools(tools)
//!     .workspace(temp_dir.path())
//!     .build()?;
//! let report = check(&agent, &cassette, false).await;
//! assert!(report.divergences.is_empty(), "{report:#?}");
//! ```
//!
//! A divergence names the turn, the call, the tool and the first differing line
//! (`Divergence::short_diff`). `crates/ouzel/tests/it/replay.rs` is this, running. (This crate
//! cannot depend on `ouzel`, whose tests use it, hence the links by path.)

pub mod misbehaving;
pub mod otlp;
pub mod postgres;

use serde_json::{Value, json};
use std::sync::atomic::{AtomicU8, Ordering};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

/// An in-process HTTP server that answers successive model calls with scripted SSE bodies,
/// in order, and records every request it receives.
pub struct ScriptedServer {
    server: MockServer,
    next_priority: AtomicU8,
}

impl ScriptedServer {
    /// Starts a server on a free loopback port.
    pub async fn start() -> Self {
        Self {
            server: MockServer::start().await,
            next_priority: AtomicU8::new(1),
        }
    }

    /// The base URL to give `--base-url` (ends in `/v1`).
    pub fn base_url(&self) -> String {
        format!("{}/v1", self.server.uri())
    }

    /// Queues one SSE response body for the next model call.
    pub async fn push_sse(&self, body: String) {
        self.push(
            ResponseTemplate::new(200)
                .insert_header("content-type", "text/event-stream")
                .set_body_raw(body, "text/event-stream"),
        )
        .await;
    }

    /// Queues one SSE response body for the next model call, sent after `delay` (a slow model).
    pub async fn push_sse_after(&self, body: String, delay: std::time::Duration) {
        self.push(
            ResponseTemplate::new(200)
                .insert_header("content-type", "text/event-stream")
                .set_body_raw(body, "text/event-stream")
                .set_delay(delay),
        )
        .await;
    }

    /// Queues an arbitrary response for the next model call.
    pub async fn push(&self, response: ResponseTemplate) {
        let priority = self.next_priority.fetch_add(1, Ordering::SeqCst);
        Mock::given(method("POST"))
            .and(path("/v1/chat/completions"))
            .respond_with(response)
            .up_to_n_times(1)
            .with_priority(priority)
            .mount(&self.server)
            .await;
    }

    /// Answers every model call that no queued response takes with `answer(body)`: for tests
    /// where the position in the conversation is not known in advance (a run killed at a random
    /// point and resumed), so the answer must follow from the request itself. A body that is not
    /// JSON gets a `400`.
    pub async fn answer_by<F>(&self, answer: F)
    where
        F: Fn(&Value) -> ResponseTemplate + Send + Sync + 'static,
    {
        Mock::given(method("POST"))
            .and(path("/v1/chat/completions"))
            .respond_with(ByRequest(answer))
            .with_priority(u8::MAX)
            .mount(&self.server)
            .await;
    }

    /// The JSON bodies of the model calls (`/chat/completions`) received so far, in order;
    /// other requests (a client asking a local server its context window) are left out.
    pub async fn request_bodies(&self) -> Vec<Value> {
        self.server
            .received_requests()
            .await
            .unwrap_or_default()
            .iter()
            .filter(|r| r.url.path().ends_with("/chat/completions"))
            .filter_map(|r| serde_json::from_slice(&r.body).ok())
            .collect()
    }

    /// The underlying wiremock server, for custom mocks.
    pub fn inner(&self) -> &MockServer {
        &self.server
    }
}

/// A responder that reads the request body to decide ([`ScriptedServer::answer_by`]).
struct ByRequest<F>(F);

impl<F> wiremock::Respond for ByRequest<F>
where
    F: Fn(&Value) -> ResponseTemplate + Send + Sync + 'static,
{
    fn respond(&self, request: &wiremock::Request) -> ResponseTemplate {
        match serde_json::from_slice::<Value>(&request.body) {
            Ok(body) => (self.0)(&body),
            Err(e) => ResponseTemplate::new(400).set_body_string(format!("the request body is not JSON: {e}")),
        }
    }
}

/// Builders for OpenAI Chat Completions SSE bodies, chunked as real servers send them.
pub mod openai {
    use super::*;

    fn chunk(delta: Value, finish: Option<&str>) -> String {
        let c = json!({
            "id": "chatcmpl-test",
            "object": "chat.completion.chunk",
            "created": 1_700_000_000,
            "model": "test-model",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        });
        format!("data: {c}\n\n")
    }

    fn usage(prompt: u64, completion: u64) -> String {
        let c = json!({
            "id": "chatcmpl-test",
            "object": "chat.completion.chunk",
            "created": 1_700_000_000,
            "model": "test-model",
            "choices": [],
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
        });
        format!("data: {c}\n\n")
    }

    /// A plain text answer, streamed in a few pieces.
    pub fn text(answer: &str) -> String {
        let mut body = chunk(json!({"role": "assistant", "content": ""}), None);
        let chars: Vec<char> = answer.chars().collect();
        for piece in chars.chunks(8) {
            body.push_str(&chunk(json!({"content": piece.iter().collect::<String>()}), None));
        }
        body.push_str(&chunk(json!({}), Some("stop")));
        body.push_str(&usage(20, 10));
        body.push_str("data: [DONE]\n\n");
        body
    }

    /// One answer with the given tool calls (`(id, name, arguments text)`), arguments split
    /// across chunks.
    pub fn tool_calls(calls: &[(&str, &str, &str)]) -> String {
        let mut body = chunk(json!({"role": "assistant", "content": null}), None);
        for (index, (id, name, args)) in calls.iter().enumerate() {
            body.push_str(&chunk(
                json!({"tool_calls": [{"index": index, "id": id, "type": "function", "function": {"name": name, "arguments": ""}}]}),
                None,
            ));
            let chars: Vec<char> = args.chars().collect();
            for piece in chars.chunks(7) {
                body.push_str(&chunk(
                    json!({"tool_calls": [{"index": index, "function": {"arguments": piece.iter().collect::<String>()}}]}),
                    None,
                ));
            }
        }
        body.push_str(&chunk(json!({}), Some("tool_calls")));
        body.push_str(&usage(30, 15));
        body.push_str("data: [DONE]\n\n");
        body
    }

    /// One answer with a single tool call.
    pub fn tool_call(id: &str, name: &str, args: &str) -> String {
        tool_calls(&[(id, name, args)])
    }

    /// A text answer holding a Hermes tool call block, as models without native tool calling
    /// write one (`args` is the arguments text, inserted as is).
    pub fn hermes_call(name: &str, args: &str) -> String {
        text(&format!(
            "<tool_call>\n{{\"name\": \"{name}\", \"arguments\": {args}}}\n</tool_call>"
        ))
    }
}

/// An in-memory provider that plays scripted answers in order and records each request: for
/// tests of the loop and executor that need no wire format. Tests of wire formats use
/// [`ScriptedServer`] instead.
pub struct ScriptedProvider {
    answers: std::sync::Mutex<std::collections::VecDeque<Vec<ouzel_core::StreamEvent>>>,
    requests: std::sync::Mutex<Vec<ouzel_core::ModelRequest>>,
    /// Delay before each answer, to let tests cancel mid-call.
    pub delay: std::time::Duration,
    /// Delay before each streamed event after the first, as a slow model would stream.
    pub event_gap: std::time::Duration,
}

impl ScriptedProvider {
    /// A provider that will give these answers, one per call.
    pub fn new(answers: Vec<Vec<ouzel_core::StreamEvent>>) -> Self {
        Self {
            answers: std::sync::Mutex::new(answers.into()),
            requests: std::sync::Mutex::new(Vec::new()),
            delay: std::time::Duration::ZERO,
            event_gap: std::time::Duration::ZERO,
        }
    }

    /// The requests received so far.
    pub fn requests(&self) -> Vec<ouzel_core::ModelRequest> {
        self.requests.lock().map(|r| r.clone()).unwrap_or_default()
    }

    /// An answer of plain text.
    pub fn text(text: &str) -> Vec<ouzel_core::StreamEvent> {
        vec![
            ouzel_core::StreamEvent::TextDelta(text.to_owned()),
            ouzel_core::StreamEvent::Usage(ouzel_core::TokenUsage {
                input_tokens: 10,
                output_tokens: 5,
                ..Default::default()
            }),
        ]
    }

    /// An answer made of tool calls `(id, name, arguments text)`.
    pub fn calls(calls: &[(&str, &str, &str)]) -> Vec<ouzel_core::StreamEvent> {
        let mut out = Vec::new();
        for (index, (id, name, args)) in calls.iter().enumerate() {
            out.push(ouzel_core::StreamEvent::ToolCallStart {
                index,
                id: (*id).to_owned(),
                name: (*name).to_owned(),
            });
            out.push(ouzel_core::StreamEvent::ToolCallEnd {
                index,
                id: (*id).to_owned(),
                name: (*name).to_owned(),
                arguments: (*args).to_owned(),
            });
        }
        out.push(ouzel_core::StreamEvent::Usage(ouzel_core::TokenUsage {
            input_tokens: 10,
            output_tokens: 5,
            ..Default::default()
        }));
        out
    }
}

#[async_trait::async_trait]
impl ouzel_core::Provider for ScriptedProvider {
    fn name(&self) -> &str {
        "scripted"
    }

    fn model(&self) -> &str {
        "test"
    }

    async fn stream(
        &self,
        request: &ouzel_core::ModelRequest,
    ) -> Result<ouzel_core::ModelStream, ouzel_core::ProviderError> {
        if let Ok(mut r) = self.requests.lock() {
            r.push(request.clone());
        }
        if !self.delay.is_zero() {
            tokio::time::sleep(self.delay).await;
        }
        let answer = self
            .answers
            .lock()
            .ok()
            .and_then(|mut a| a.pop_front())
            .ok_or_else(|| ouzel_core::ProviderError::InvalidRequest {
                status: 0,
                message: "the script has no more answers".into(),
            })?;
        let gap = self.event_gap;
        if gap.is_zero() {
            return Ok(Box::pin(futures::stream::iter(answer.into_iter().map(Ok))));
        }
        use futures::StreamExt;
        Ok(Box::pin(futures::stream::iter(answer.into_iter().enumerate()).then(
            move |(i, e)| async move {
                if i > 0 {
                    tokio::time::sleep(gap).await;
                }
                Ok(e)
            },
        )))
    }
}

/// Reads a JSON-lines event log into values, skipping blank lines.
pub fn parse_events(stdout: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not a JSON event line: {l}: {e}")))
        .collect()
}

/// The events of a given `type`.
pub fn of_type<'a>(events: &'a [Value], ty: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["type"] == ty).collect()
}
