//! The OpenAI Chat Completions wire API (`POST {base_url}/chat/completions`), as spoken by
//! OpenAI and by most compatible servers (Ollama, llama.cpp, vLLM, OpenRouter, …).

use crate::decode::ChatDecoder;
use crate::error::{from_reqwest, from_status, redact};
use bytes::Bytes;
use eventsource_stream::{EventStreamError, Eventsource};
use futures::stream::{self, BoxStream, StreamExt};
use ouzel_core::{
    ContentBlock, Message, ModelRequest, ModelStream, Provider, ProviderError, Role, StreamEvent, async_trait,
};
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue};
use secrecy::{ExposeSecret, SecretString};
use serde_json::{Map, Value, json};
use std::collections::VecDeque;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);

/// Settings for an [`OpenAiChat`] provider.
#[derive(Debug, Clone)]
pub struct OpenAiChatConfig {
    /// The provider's name as in model strings (`openai`, `ollama`, …).
    pub provider_name: String,
    /// The model's name as the server knows it.
    pub model: String,
    /// The API root, e.g. `https://api.openai.com/v1`; `/chat/completions` is appended.
    pub base_url: String,
    /// Sent as `Authorization: Bearer …` when set.
    pub api_key: Option<SecretString>,
    /// Headers added to every request.
    pub extra_headers: Vec<(String, String)>,
    /// Whether to ask for a streamed answer (the default); when false the whole answer is
    /// fetched in one response and replayed as events.
    pub stream: bool,
    /// The model's context window in tokens, if known.
    pub context_window: Option<u64>,
}

impl OpenAiChatConfig {
    /// A streaming config with no key and no extra headers.
    pub fn new(provider_name: impl Into<String>, model: impl Into<String>, base_url: impl Into<String>) -> Self {
        Self {
            provider_name: provider_name.into(),
            model: model.into(),
            base_url: base_url.into(),
            ..Self::default()
        }
    }
}

impl Default for OpenAiChatConfig {
    fn default() -> Self {
        Self {
            provider_name: "openai".into(),
            model: String::new(),
            base_url: "https://api.openai.com/v1".into(),
            api_key: None,
            extra_headers: Vec::new(),
            stream: true,
            context_window: None,
        }
    }
}

/// A model behind the OpenAI Chat Completions API. Holds one HTTP client, so connections
/// are reused across calls; share one instance (e.g. in an `Arc`) rather than building many.
pub struct OpenAiChat {
    name: String,
    model: String,
    url: String,
    stream: bool,
    context_window: Option<u64>,
    /// Kept only to scrub it from error messages.
    api_key: Option<Arc<SecretString>>,
    client: reqwest::Client,
}

impl fmt::Debug for OpenAiChat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpenAiChat")
            .field("name", &self.name)
            .field("model", &self.model)
            .field("url", &self.url)
            .field("stream", &self.stream)
            .field("api_key", &self.api_key.as_ref().map(|_| "[redacted]"))
            .finish_non_exhaustive()
    }
}

impl OpenAiChat {
    /// Builds the provider and its HTTP client. Fails if the key or an extra header cannot be
    /// sent as an HTTP header, or if the TLS backend cannot start.
    pub fn new(config: OpenAiChatConfig) -> Result<Self, ProviderError> {
        let mut headers = HeaderMap::new();
        if let Some(key) = &config.api_key {
            let mut value = HeaderValue::from_str(&format!("Bearer {}", key.expose_secret())).map_err(|_| {
                ProviderError::Authentication {
                    status: 0,
                    message: "the API key contains characters not allowed in an HTTP header".into(),
                }
            })?;
            value.set_sensitive(true);
            headers.insert(AUTHORIZATION, value);
        }
        for (name, value) in &config.extra_headers {
            let invalid = || ProviderError::InvalidRequest {
                status: 0,
                message: format!("extra header `{name}` is not a valid HTTP header"),
            };
            let name = HeaderName::from_bytes(name.as_bytes()).map_err(|_| invalid())?;
            let mut value = HeaderValue::from_str(value).map_err(|_| invalid())?;
            value.set_sensitive(true);
            headers.insert(name, value);
        }
        let client = reqwest::Client::builder()
            .default_headers(headers)
            .tcp_nodelay(true)
            .connect_timeout(CONNECT_TIMEOUT)
            .use_rustls_tls()
            .build()
            .map_err(|e| ProviderError::Network {
                message: format!("cannot build the HTTP client: {e}"),
            })?;
        Ok(Self {
            url: format!("{}/chat/completions", config.base_url.trim_end_matches('/')),
            name: config.provider_name,
            model: config.model,
            stream: config.stream,
            context_window: config.context_window,
            api_key: config.api_key.map(Arc::new),
            client,
        })
    }

    /// The JSON body for `request`.
    fn request_body(&self, request: &ModelRequest) -> Value {
        let mut body = Map::new();
        body.insert("model".into(), self.model.clone().into());
        body.insert(
            "messages".into(),
            wire_messages(request.system.as_deref(), &request.messages).into(),
        );
        if self.stream {
            body.insert("stream".into(), true.into());
            body.insert("stream_options".into(), json!({ "include_usage": true }));
        }
        if !request.tools.is_empty() {
            let tools = request.tools.iter().map(|t| {
                json!({
                    "type": "function",
                    "function": { "name": t.name, "description": t.description, "parameters": t.input_schema },
                })
            });
            body.insert("tools".into(), tools.collect());
        }
        let params = &request.params;
        if let Some(t) = params.temperature {
            // Via text, so 0.2f32 goes out as 0.2 rather than 0.20000000298023224.
            let t = t.to_string().parse::<f64>().unwrap_or(f64::from(t));
            body.insert("temperature".into(), json!(t));
        }
        if let Some(max) = params.max_output_tokens {
            // OpenAI's reasoning models refuse `max_tokens`; most compatible servers only know it.
            let field = if self.name == "openai" {
                "max_completion_tokens"
            } else {
                "max_tokens"
            };
            body.insert(field.into(), max.into());
        }
        if let Some(effort) = params.reasoning_effort {
            body.insert("reasoning_effort".into(), json!(effort));
        }
        if let Some(schema) = &request.output_schema {
            body.insert(
                "response_format".into(),
                json!({
                    "type": "json_schema",
                    "json_schema": { "name": "output", "schema": schema, "strict": false },
                }),
            );
        }
        Value::Object(body)
    }

    fn scrub(&self) -> impl Fn(ProviderError) -> ProviderError + Send + Sync + 'static {
        let key = self.api_key.clone();
        move |e| redact(e, key.as_deref().map(|k| k.expose_secret()))
    }
}

#[async_trait]
impl Provider for OpenAiChat {
    fn name(&self) -> &str {
        &self.name
    }

    fn model(&self) -> &str {
        &self.model
    }

    fn context_window(&self) -> Option<u64> {
        self.context_window
    }

    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let scrub = self.scrub();
        let response = self
            .client
            .post(&self.url)
            .json(&self.request_body(request))
            .send()
            .await
            .map_err(|e| scrub(from_reqwest(&e, CONNECT_TIMEOUT)))?;
        let status = response.status();
        if !status.is_success() {
            let headers = response.headers().clone();
            let body = response.text().await.unwrap_or_default();
            return Err(scrub(from_status(status, &headers, &body)));
        }
        let content_type = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_ascii_lowercase();
        let is_sse = match content_type {
            ct if ct.contains("event-stream") => true,
            ct if ct.contains("json") => false,
            _ => self.stream,
        };
        if is_sse {
            return Ok(sse_events(response.bytes_stream(), scrub));
        }
        let body = response
            .text()
            .await
            .map_err(|e| scrub(from_reqwest(&e, CONNECT_TIMEOUT)))?;
        let events = ChatDecoder::decode_body(&body).map_err(scrub)?;
        Ok(stream::iter(events.into_iter().map(Ok)).boxed())
    }
}

/// The history in Chat Completions form: system first, tool results as `tool` messages right
/// after the assistant message that asked for them.
fn wire_messages(system: Option<&str>, messages: &[Message]) -> Vec<Value> {
    let mut out = Vec::with_capacity(messages.len() + 1);
    if let Some(system) = system.filter(|s| !s.is_empty()) {
        out.push(json!({ "role": "system", "content": system }));
    }
    for message in messages {
        match message.role {
            Role::Assistant => out.push(assistant_message(message)),
            Role::User => {
                let mut texts = Vec::new();
                for block in &message.content {
                    match block {
                        ContentBlock::ToolResult {
                            tool_use_id, content, ..
                        } => out
                            .push(json!({ "role": "tool", "tool_call_id": tool_use_id.as_str(), "content": content })),
                        ContentBlock::Text { text } => texts.push(text.as_str()),
                        _ => {}
                    }
                }
                if !texts.is_empty() {
                    out.push(json!({ "role": "user", "content": texts.join("\n") }));
                }
            }
        }
    }
    out
}

fn assistant_message(message: &Message) -> Value {
    let text = message.text();
    let calls: Vec<Value> = message
        .tool_uses()
        .map(|(id, name, input)| {
            // A string input is argument text the model wrote that was not valid JSON: send it back as is.
            let arguments = match input {
                Value::String(raw) => raw.clone(),
                other => other.to_string(),
            };
            json!({ "id": id.as_str(), "type": "function", "function": { "name": name, "arguments": arguments } })
        })
        .collect();
    if calls.is_empty() {
        return json!({ "role": "assistant", "content": text });
    }
    let content = if text.is_empty() { Value::Null } else { text.into() };
    json!({ "role": "assistant", "content": content, "tool_calls": calls })
}

/// Decodes an SSE body into events. `[DONE]` ends it; so does the body ending without one.
fn sse_events<S, E>(body: S, scrub: impl Fn(ProviderError) -> ProviderError + Send + 'static) -> ModelStream
where
    S: futures::Stream<Item = Result<Bytes, E>> + Send + 'static,
    E: std::error::Error + Send + 'static,
{
    struct Pump<E> {
        sse: BoxStream<'static, Result<eventsource_stream::Event, EventStreamError<E>>>,
        decoder: ChatDecoder,
        queue: VecDeque<Result<StreamEvent, ProviderError>>,
        done: bool,
        emitted: bool,
    }

    // A final blank line flushes an event the server did not terminate.
    let body = body.chain(stream::once(async { Ok(Bytes::from_static(b"\n\n")) }));
    let pump = Pump {
        sse: body.eventsource().boxed(),
        decoder: ChatDecoder::default(),
        queue: VecDeque::new(),
        done: false,
        emitted: false,
    };
    stream::unfold(pump, |mut p| async move {
        loop {
            if let Some(item) = p.queue.pop_front() {
                p.emitted = true;
                return Some((item, p));
            }
            if p.done {
                return None;
            }
            match p.sse.next().await {
                Some(Ok(event)) => match event.data.trim() {
                    "" => {}
                    "[DONE]" => {
                        p.queue.extend(p.decoder.finish().into_iter().map(Ok));
                        p.done = true;
                    }
                    data => match p.decoder.push_json(data) {
                        Ok(events) => p.queue.extend(events.into_iter().map(Ok)),
                        Err(e) => {
                            p.queue.push_back(Err(e));
                            p.done = true;
                        }
                    },
                },
                Some(Err(e)) => {
                    p.queue.push_back(Err(sse_error(e, p.emitted)));
                    p.done = true;
                }
                None => {
                    p.queue.extend(p.decoder.finish().into_iter().map(Ok));
                    p.done = true;
                }
            }
        }
    })
    .map(move |item| item.map_err(&scrub))
    .boxed()
}

fn sse_error<E: std::error::Error>(err: EventStreamError<E>, emitted: bool) -> ProviderError {
    match err {
        EventStreamError::Transport(e) if emitted => ProviderError::StreamInterrupted { message: e.to_string() },
        EventStreamError::Transport(e) => ProviderError::Network { message: e.to_string() },
        EventStreamError::Utf8(e) => ProviderError::MalformedResponse {
            message: format!("response is not UTF-8: {e}"),
        },
        EventStreamError::Parser(e) => ProviderError::MalformedResponse {
            message: format!("invalid server-sent events: {e}"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::{ModelParams, ReasoningEffort, StopReason, ToolCallId, ToolSpec};

    fn provider(name: &str) -> OpenAiChat {
        OpenAiChat::new(OpenAiChatConfig {
            api_key: Some("sk-test-secret".into()),
            ..OpenAiChatConfig::new(name, "gpt-test", "http://localhost:1/v1/")
        })
        .expect("provider builds")
    }

    async fn collect(chunks: Vec<&'static [u8]>) -> Vec<Result<StreamEvent, ProviderError>> {
        let body = stream::iter(
            chunks
                .into_iter()
                .map(|c| Ok::<_, std::io::Error>(Bytes::from_static(c))),
        );
        sse_events(body, |e| e).collect().await
    }

    #[test]
    fn url_and_debug() {
        let p = provider("openai");
        assert_eq!(p.url, "http://localhost:1/v1/chat/completions");
        let debug = format!("{p:?}");
        assert!(!debug.contains("sk-test-secret"), "{debug}");
        assert_eq!(p.name(), "openai");
        assert_eq!(p.model(), "gpt-test");
    }

    #[test]
    fn history_is_converted() {
        let call = |id: &str, input: Value| ContentBlock::ToolUse {
            id: ToolCallId::new(id),
            name: "read".into(),
            input,
        };
        let messages = vec![
            Message::user("hi"),
            Message::new(
                Role::Assistant,
                vec![
                    ContentBlock::Thinking {
                        text: "hmm".into(),
                        signature: None,
                        provider_data: None,
                    },
                    call("c1", json!({"path": "a"})),
                    call("c2", Value::String("{broken".into())),
                ],
            ),
            Message::new(
                Role::User,
                vec![
                    ContentBlock::text("also this"),
                    ContentBlock::tool_result(ToolCallId::new("c1"), "A", false),
                    ContentBlock::tool_result(ToolCallId::new("c2"), "bad args", true),
                ],
            ),
            Message::assistant("done"),
        ];
        let wire = wire_messages(Some("be brief"), &messages);
        assert_eq!(
            Value::from(wire),
            json!([
                {"role": "system", "content": "be brief"},
                {"role": "user", "content": "hi"},
                {"role": "assistant", "content": null, "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "read", "arguments": "{\"path\":\"a\"}"}},
                    {"id": "c2", "type": "function", "function": {"name": "read", "arguments": "{broken"}},
                ]},
                {"role": "tool", "tool_call_id": "c1", "content": "A"},
                {"role": "tool", "tool_call_id": "c2", "content": "bad args"},
                {"role": "user", "content": "also this"},
                {"role": "assistant", "content": "done"},
            ])
        );
    }

    #[test]
    fn optional_params_only_when_set() {
        let p = provider("ollama");
        let plain = p.request_body(&ModelRequest::default());
        for key in [
            "temperature",
            "max_tokens",
            "reasoning_effort",
            "tools",
            "response_format",
        ] {
            assert!(plain.get(key).is_none(), "{key} must be left out");
        }
        let request = ModelRequest {
            tools: vec![ToolSpec {
                name: "ls".into(),
                description: "list".into(),
                input_schema: json!({"type": "object"}),
            }],
            params: ModelParams {
                temperature: Some(0.2),
                max_output_tokens: Some(100),
                reasoning_effort: Some(ReasoningEffort::High),
                thinking_budget: None,
            },
            output_schema: Some(json!({"type": "object"})),
            ..ModelRequest::default()
        };
        let body = p.request_body(&request);
        assert_eq!(body["temperature"], json!(0.2));
        assert_eq!(body["max_tokens"], 100);
        assert_eq!(body["reasoning_effort"], "high");
        assert_eq!(body["response_format"]["json_schema"]["name"], "output");
        assert_eq!(body["response_format"]["json_schema"]["strict"], false);
        assert_eq!(body["tools"][0]["function"]["parameters"], json!({"type": "object"}));
        assert_eq!(provider("openai").request_body(&request)["max_completion_tokens"], 100);
    }

    #[tokio::test]
    async fn sse_decoder_joins_a_char_split_across_network_chunks() {
        let euro = "€".as_bytes(); // three bytes
        let mut first = b"data: {\"choices\":[{\"delta\":{\"content\":\"1".to_vec();
        first.extend_from_slice(&euro[..1]);
        let mut second = euro[1..].to_vec();
        second.extend_from_slice(b"\"}}]}\n\ndata: [DONE]\n\n");
        let events = collect(vec![first.leak(), second.leak()]).await;
        assert_eq!(events[0].as_ref().ok(), Some(&StreamEvent::TextDelta("1€".into())));
    }

    #[tokio::test]
    async fn stream_without_done_or_final_blank_line_still_ends() {
        let events = collect(vec![
            b"data: {\"choices\":[{\"delta\":{\"content\":\"hi\"},\"finish_reason\":\"stop\"}]}",
        ])
        .await;
        let events: Vec<_> = events.into_iter().map(|e| e.expect("no error")).collect();
        assert_eq!(
            events,
            vec![
                StreamEvent::TextDelta("hi".into()),
                StreamEvent::Done {
                    stop_reason: StopReason::EndTurn
                }
            ]
        );
    }

    #[tokio::test]
    async fn invalid_json_event_ends_the_stream_with_an_error() {
        let events = collect(vec![b"data: {oops\n\ndata: {\"choices\":[]}\n\n"]).await;
        assert_eq!(events.len(), 1);
        assert!(matches!(&events[0], Err(ProviderError::MalformedResponse { message }) if message.contains("{oops")));
    }
}
