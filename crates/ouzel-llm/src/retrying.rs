//! A wrapper around [`Provider`] that retries a failed call per a [`RetryPolicy`] while the
//! call has streamed no output, and reports each retry in the stream
//! ([`StreamEvent::Retry`]) so the loop can tell the user what it is waiting for.
//!
//! A failure before the stream opens that the policy will not retry comes back from
//! [`Provider::stream`] as it would without the wrapper; once the wrapper has retried, later
//! failures arrive in the stream. After output, an error passes through untouched: retrying
//! would repeat what was already shown.

use futures::StreamExt;
use futures::{future, stream};
use ouzel_core::{Message, ModelRequest, ModelStream, Provider, ProviderError, RetryPolicy, StreamEvent, async_trait};
use std::sync::Arc;
use std::time::Duration;

/// A provider whose failed calls are tried again, per policy, while nothing was streamed.
pub struct Retrying {
    inner: Arc<dyn Provider>,
    policy: Arc<dyn RetryPolicy>,
}

impl std::fmt::Debug for Retrying {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Retrying")
            .field("provider", &self.inner.name())
            .field("model", &self.inner.model())
            .finish_non_exhaustive()
    }
}

impl Retrying {
    /// Wraps `inner`; `policy` decides whether and when each failed attempt is tried again.
    pub fn new(inner: Arc<dyn Provider>, policy: Arc<dyn RetryPolicy>) -> Self {
        Self { inner, policy }
    }
}

/// Where one call stands between two items of its stream.
enum Phase {
    /// Reading an attempt's stream.
    Reading { stream: ModelStream, had_output: bool },
    /// Waiting this long before the next attempt.
    Waiting(Duration),
    /// The call ended (its last item was an error).
    Over,
}

struct Call {
    inner: Arc<dyn Provider>,
    policy: Arc<dyn RetryPolicy>,
    /// Shared with the caller (no copy of the history per call): changed only for a retry
    /// with a hint, on a copy of its own if the caller still holds it.
    request: Arc<ModelRequest>,
    /// The attempt under way (1-based).
    attempt: u32,
    /// Time spent waiting so far.
    waited: Duration,
    phase: Phase,
}

impl Call {
    /// What follows a failed attempt that streamed no output: a retry, or the error.
    fn failed(&mut self, error: ProviderError) -> Result<StreamEvent, ProviderError> {
        let delay = self.policy.next_delay(&error, self.attempt, self.waited);
        self.after(error, delay)
    }

    /// A retry after `delay`, or (without one) the error that ends the call.
    fn after(&mut self, error: ProviderError, delay: Option<Duration>) -> Result<StreamEvent, ProviderError> {
        if let (Some(_), ProviderError::ModelOutput { message }) = (delay, &error) {
            // The server could not read what the model wrote (Ollama's 500 "error parsing tool
            // call"): the same request would likely fail the same way, so the retry tells the
            // model what went wrong. Only the retried request carries the hint.
            Arc::make_mut(&mut self.request).messages.push(Message::user(format!(
                "Your last answer could not be read by the server ({message}). Answer again; \
                 write any tool call with arguments as one valid JSON object."
            )));
        }
        match delay {
            Some(delay) => {
                self.phase = Phase::Waiting(delay);
                Ok(StreamEvent::Retry {
                    error,
                    attempt: self.attempt,
                    delay,
                })
            }
            None => {
                self.phase = Phase::Over;
                Err(error)
            }
        }
    }

    /// The next item of the call, across attempts.
    async fn next(&mut self) -> Option<Result<StreamEvent, ProviderError>> {
        loop {
            match &mut self.phase {
                Phase::Over => return None,
                Phase::Waiting(delay) => {
                    let delay = *delay;
                    tokio::time::sleep(delay).await;
                    self.waited += delay;
                    self.attempt += 1;
                    match self.inner.stream(&self.request).await {
                        Ok(stream) => {
                            self.phase = Phase::Reading {
                                stream,
                                had_output: false,
                            }
                        }
                        Err(e) => return Some(self.failed(e)),
                    }
                }
                Phase::Reading { stream, had_output } => {
                    return match stream.next().await {
                        None => None,
                        Some(Ok(event)) => {
                            *had_output |= event.is_output();
                            Some(Ok(event))
                        }
                        Some(Err(e)) if !*had_output => Some(self.failed(e)),
                        Some(Err(e)) => {
                            self.phase = Phase::Over;
                            Some(Err(e))
                        }
                    };
                }
            }
        }
    }
}

#[async_trait]
impl Provider for Retrying {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn model(&self) -> &str {
        self.inner.model()
    }

    fn context_window(&self) -> Option<u64> {
        self.inner.context_window()
    }

    fn takes_images(&self) -> bool {
        self.inner.takes_images()
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        self.inner.list_models().await
    }

    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        // Borrowed: a copy is kept for the retries.
        self.start(request, Arc::new(request.clone())).await
    }

    async fn stream_shared(&self, request: Arc<ModelRequest>) -> Result<ModelStream, ProviderError> {
        self.start(&request.clone(), request).await
    }
}

impl Retrying {
    /// The first attempt with `first`, retries with `kept` (the same request).
    async fn start(&self, first: &ModelRequest, kept: Arc<ModelRequest>) -> Result<ModelStream, ProviderError> {
        let mut call = Call {
            inner: self.inner.clone(),
            policy: self.policy.clone(),
            request: kept,
            attempt: 1,
            waited: Duration::ZERO,
            phase: Phase::Over,
        };
        let first = match self.inner.stream(first).await {
            Ok(stream) => {
                call.phase = Phase::Reading {
                    stream,
                    had_output: false,
                };
                None
            }
            Err(e) => match self.policy.next_delay(&e, 1, Duration::ZERO) {
                // Not retried: the caller sees the error as it would without the wrapper.
                None => return Err(e),
                delay => Some(call.after(e, delay)),
            },
        };
        let rest = stream::unfold(
            call,
            |mut call| async move { call.next().await.map(|item| (item, call)) },
        );
        Ok(match first {
            Some(item) => stream::once(future::ready(item)).chain(rest).boxed(),
            None => rest.boxed(),
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{OpenAiChat, OpenAiChatConfig};
    use ouzel_core::ExponentialBackoff;
    use wiremock::matchers::method;
    use wiremock::{Mock, MockServer, ResponseTemplate};

    fn text_chunk(text: &str) -> String {
        format!("data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\"{text}\"}}}}]}}\n\n")
    }

    fn sse(body: String) -> ResponseTemplate {
        ResponseTemplate::new(200).set_body_raw(body, "text/event-stream")
    }

    /// A chat client on `server`, retried with short backoff, at most `attempts` attempts.
    fn retrying(server: &MockServer, attempts: u32) -> Retrying {
        let client = OpenAiChat::new(OpenAiChatConfig {
            api_key: Some("sk-test".into()),
            ..OpenAiChatConfig::new("openai", "gpt-test", server.uri())
        })
        .unwrap();
        let policy = ExponentialBackoff {
            max_attempts: attempts,
            base: Duration::from_millis(1),
            ..ExponentialBackoff::default()
        };
        Retrying::new(Arc::new(client), Arc::new(policy))
    }

    /// The items of one call: events, then the error that ended it (if any); an error before
    /// the stream opened is `(vec![], Some(e))`.
    async fn call(p: &Retrying) -> (Vec<StreamEvent>, Option<ProviderError>) {
        let request = ModelRequest {
            messages: vec![Message::user("hi")],
            ..ModelRequest::default()
        };
        let mut stream = match p.stream(&request).await {
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

    async fn requests(server: &MockServer) -> usize {
        server.received_requests().await.unwrap_or_default().len()
    }

    #[tokio::test]
    async fn a_rate_limited_call_is_reported_then_tried_again_with_the_servers_wait() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(
                ResponseTemplate::new(429)
                    .insert_header("retry-after-ms", "20")
                    .set_body_raw(r#"{"error":{"message":"slow down"}}"#, "application/json"),
            )
            .up_to_n_times(1)
            .with_priority(1)
            .mount(&server)
            .await;
        Mock::given(method("POST"))
            .respond_with(sse(text_chunk("hello") + "data: [DONE]\n\n"))
            .mount(&server)
            .await;
        let (events, err) = call(&retrying(&server, 5)).await;
        assert!(err.is_none(), "{err:?}");
        match &events[0] {
            StreamEvent::Retry { error, attempt, delay } => {
                assert_eq!(
                    (error.kind(), *attempt, *delay),
                    ("rate_limited", 1, Duration::from_millis(20))
                );
            }
            other => panic!("the retry comes first, got {other:?}"),
        }
        assert_eq!(events[1], StreamEvent::TextDelta("hello".into()));
        assert_eq!(requests(&server).await, 2);
    }

    #[tokio::test]
    async fn an_error_the_policy_does_not_retry_comes_back_as_without_the_wrapper() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(
                ResponseTemplate::new(401).set_body_raw(r#"{"error":{"message":"bad key"}}"#, "application/json"),
            )
            .mount(&server)
            .await;
        let (events, err) = call(&retrying(&server, 5)).await;
        assert!(events.is_empty(), "{events:?}");
        assert_eq!(err.map(|e| e.kind()), Some("authentication"));
        assert_eq!(requests(&server).await, 1);
    }

    #[tokio::test]
    async fn retries_stop_at_the_policys_cap_with_the_last_error_in_the_stream() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(500).set_body_raw("boom", "text/plain"))
            .mount(&server)
            .await;
        let (events, err) = call(&retrying(&server, 3)).await;
        let attempts: Vec<u32> = events
            .iter()
            .map(|e| match e {
                StreamEvent::Retry { attempt, .. } => *attempt,
                other => panic!("only retries before the end, got {other:?}"),
            })
            .collect();
        assert_eq!(attempts, vec![1, 2]);
        assert_eq!(err.map(|e| e.kind()), Some("server_error"));
        assert_eq!(requests(&server).await, 3);
    }

    /// A server that once answers with `error` (a 500, as Ollama answers a tool call it could
    /// not parse), then streams "fixed".
    async fn unparsable_once_then_fixed(error: &str) -> MockServer {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(500).set_body_raw(
                format!(
                    r#"{{"error":{{"message":{},"type":"api_error"}}}}"#,
                    serde_json::json!(error)
                ),
                "application/json",
            ))
            .up_to_n_times(1)
            .with_priority(1)
            .mount(&server)
            .await;
        Mock::given(method("POST"))
            .respond_with(sse(format!("{}data: [DONE]\n\n", text_chunk("fixed"))))
            .mount(&server)
            .await;
        server
    }

    #[tokio::test]
    async fn a_tool_call_the_server_could_not_parse_is_retried_with_a_hint_to_the_model() {
        // Ollama's answer when the model wrote a tool call it cannot parse.
        let server =
            unparsable_once_then_fixed(r#"error parsing tool call: raw='{"path": ', err=unexpected end of JSON input"#)
                .await;
        let (events, err) = call(&retrying(&server, 3)).await;
        assert!(err.is_none(), "{err:?}");
        assert!(matches!(
            &events[0],
            StreamEvent::Retry {
                error: ProviderError::ModelOutput { .. },
                ..
            }
        ));
        assert!(events.contains(&StreamEvent::TextDelta("fixed".into())));
        let received = server.received_requests().await.unwrap();
        let first: serde_json::Value = serde_json::from_slice(&received[0].body).unwrap();
        let second: serde_json::Value = serde_json::from_slice(&received[1].body).unwrap();
        assert_eq!(first["messages"].as_array().unwrap().len(), 1);
        let hint = &second["messages"][1];
        assert_eq!(hint["role"], "user");
        let hint = hint["content"].as_str().unwrap();
        assert!(
            hint.contains("error parsing tool call") && hint.contains("valid JSON"),
            "{hint}"
        );
    }

    /// Handed the request (as the agent loop hands it), the wrapper keeps it for its retries
    /// without a copy; the hint goes on a copy of its own, and the caller's request is left as
    /// it was.
    #[tokio::test]
    async fn a_request_handed_over_is_retried_without_changing_the_callers() {
        let server = unparsable_once_then_fixed("error parsing tool call: raw='{', err=unexpected end").await;
        let request = Arc::new(ModelRequest {
            messages: vec![Message::user("hi")],
            ..ModelRequest::default()
        });
        let mut stream = retrying(&server, 3).stream_shared(request.clone()).await.unwrap();
        let mut events = Vec::new();
        while let Some(item) = stream.next().await {
            events.push(item.unwrap());
        }
        assert!(matches!(&events[0], StreamEvent::Retry { .. }), "{events:?}");
        assert!(events.contains(&StreamEvent::TextDelta("fixed".into())));
        let received = server.received_requests().await.unwrap();
        let second: serde_json::Value = serde_json::from_slice(&received[1].body).unwrap();
        assert_eq!(
            second["messages"].as_array().unwrap().len(),
            2,
            "the retry carries the hint"
        );
        assert_eq!(request.messages.len(), 1, "the caller's request is unchanged");
        drop(stream);
        assert_eq!(
            Arc::strong_count(&request),
            1,
            "nothing holds the request after its stream"
        );
    }

    #[tokio::test]
    async fn an_error_after_output_is_not_retried() {
        let server = MockServer::start().await;
        let body = text_chunk("hel") + "data: {not json}\n\n";
        Mock::given(method("POST")).respond_with(sse(body)).mount(&server).await;
        let (events, err) = call(&retrying(&server, 5)).await;
        assert_eq!(events, vec![StreamEvent::TextDelta("hel".into())]);
        assert_eq!(err.map(|e| e.kind()), Some("malformed_response"));
        assert_eq!(requests(&server).await, 1);
    }

    #[tokio::test]
    async fn an_error_in_the_stream_before_any_output_is_retried() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(sse("data: {not json}\n\n".into()))
            .up_to_n_times(1)
            .with_priority(1)
            .mount(&server)
            .await;
        Mock::given(method("POST"))
            .respond_with(sse(text_chunk("fine") + "data: [DONE]\n\n"))
            .mount(&server)
            .await;
        let (events, err) = call(&retrying(&server, 5)).await;
        assert!(err.is_none(), "{err:?}");
        assert!(
            matches!(&events[0], StreamEvent::Retry { error, attempt: 1, .. } if error.kind() == "malformed_response"),
            "{events:?}"
        );
        assert_eq!(events[1], StreamEvent::TextDelta("fine".into()));
    }
}
