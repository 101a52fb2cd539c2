//! The OpenAI Responses wire API (`POST {base_url}/responses`), stateless: `store: false`, the
//! whole history sent each turn, and reasoning items carried across turns through their
//! encrypted content.

use crate::ended::{EndMarker, sse_until_end};
use crate::limits::StreamLimits;
use crate::openai_chat::rejects_temperature;
use crate::responses_decode::ResponsesDecoder;
use crate::sse::SseEvent;
use crate::transport::{SseDecoder, Timeouts, Transport};
use futures::stream::{self, StreamExt};
use ouzel_core::{
    ContentBlock, Message, ModelRequest, ModelStream, Provider, ProviderError, Role, StreamEvent, async_trait,
};
use secrecy::{ExposeSecret, SecretString};
use serde_json::{Map, Value, json};
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Settings for an [`OpenAiResponses`] provider.
#[derive(Debug, Clone)]
pub struct OpenAiResponsesConfig {
    /// The provider's name as in model strings (`openai`, …).
    pub provider_name: String,
    /// The model's name as the server knows it.
    pub model: String,
    /// The API root, e.g. `https://api.openai.com/v1`; `/responses` is appended.
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
    /// Connect, first-byte, idle and total limits.
    pub timeouts: Timeouts,
    /// Response, tool-argument and line size limits.
    pub limits: StreamLimits,
    /// The reasoning summary asked for along with a reasoning effort (`auto`, `concise`,
    /// `detailed`); `None` asks for none. Defaults to `auto`.
    pub reasoning_summary: Option<String>,
}

impl OpenAiResponsesConfig {
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

impl Default for OpenAiResponsesConfig {
    fn default() -> Self {
        Self {
            provider_name: "openai".into(),
            model: String::new(),
            base_url: "https://api.openai.com/v1".into(),
            api_key: None,
            extra_headers: Vec::new(),
            stream: true,
            context_window: None,
            timeouts: Timeouts::default(),
            limits: StreamLimits::default(),
            reasoning_summary: Some("auto".into()),
        }
    }
}

/// A model behind the OpenAI Responses API. Holds one HTTP client, so connections are reused
/// across calls; share one instance (e.g. in an `Arc`) rather than building many.
///
/// Requests are stateless (`store: false`): nothing is kept on the server, and the reasoning
/// items a reasoning model returns come back encrypted, are kept in the history as
/// [`ContentBlock::Thinking`] blocks (the item in `provider_data`) and are replayed on the
/// next turn.
pub struct OpenAiResponses {
    name: String,
    model: String,
    base_url: String,
    url: String,
    stream: bool,
    context_window: Option<u64>,
    reasoning_summary: Option<String>,
    transport: Transport,
    /// The length of the last body, to size the next one's buffer.
    last_body: AtomicUsize,
}

impl fmt::Debug for OpenAiResponses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpenAiResponses")
            .field("name", &self.name)
            .field("model", &self.model)
            .field("url", &self.url)
            .field("stream", &self.stream)
            .field("transport", &self.transport)
            .finish_non_exhaustive()
    }
}

impl OpenAiResponses {
    /// Builds the provider and its HTTP client. Fails if the base URL is not an http(s) URL, if
    /// the key or an extra header cannot be sent as an HTTP header, or if the TLS backend
    /// cannot start.
    pub fn new(config: OpenAiResponsesConfig) -> Result<Self, ProviderError> {
        crate::transport::check_base_url(&config.base_url)?;
        let bearer = config.api_key.as_ref().map(|k| {
            (
                "authorization",
                SecretString::from(format!("Bearer {}", k.expose_secret())),
            )
        });
        let transport = Transport::new(
            bearer,
            config.api_key,
            &config.extra_headers,
            config.timeouts,
            config.limits,
        )?;
        let base_url = config.base_url.trim_end_matches('/').to_owned();
        Ok(Self {
            url: format!("{base_url}/responses"),
            base_url,
            name: config.provider_name,
            model: config.model,
            stream: config.stream,
            context_window: config.context_window,
            reasoning_summary: config.reasoning_summary,
            transport,
            last_body: AtomicUsize::new(0),
        })
    }

    /// The JSON body for `request`, as a value (for the tests that read it).
    #[cfg(test)]
    fn request_body(&self, request: &ModelRequest) -> Value {
        Value::Object(self.body_map(request, input_items(&request.messages).into()))
    }

    /// The serialised body for `request`, byte for byte what serialising [`Self::body_map`]
    /// with its input items gives; the input items of a message unchanged since an earlier
    /// request of the same history are copied from what was written for it then
    /// ([`ouzel_core::MessageReuse`]), so a request costs time in proportion to what is new.
    fn body(&self, request: &ModelRequest) -> Result<Vec<u8>, ProviderError> {
        let unserialisable = |e: serde_json::Error| ProviderError::Network {
            message: format!("the request could not be serialised: {e}"),
        };
        let map = self.body_map(request, Value::Null);
        let last = self.last_body.load(Ordering::Relaxed);
        let mut out = Vec::with_capacity(last + last / 8);
        // A map as serde_json writes it: its entries in its own order (with or without
        // `preserve_order`), the input items where the placeholder stands.
        out.push(b'{');
        for (i, (key, value)) in map.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            serde_json::to_writer(&mut out, key).map_err(unserialisable)?;
            out.push(b':');
            if key == "input" {
                out.push(b'[');
                request
                    .reuse
                    .write_items(WIRE, &request.messages, &mut out, write_items)
                    .map_err(unserialisable)?;
                out.push(b']');
            } else {
                serde_json::to_writer(&mut out, value).map_err(unserialisable)?;
            }
        }
        out.push(b'}');
        self.last_body.store(out.len(), Ordering::Relaxed);
        Ok(out)
    }

    /// The JSON body for `request` with `input` as its input items.
    fn body_map(&self, request: &ModelRequest, input: Value) -> Map<String, Value> {
        let mut body = Map::new();
        body.insert("model".into(), self.model.clone().into());
        if let Some(system) = request.system.as_deref().filter(|s| !s.is_empty()) {
            body.insert("instructions".into(), system.into());
        }
        body.insert("input".into(), input);
        body.insert("stream".into(), self.stream.into());
        body.insert("store".into(), false.into());
        body.insert("include".into(), json!(["reasoning.encrypted_content"]));
        if !request.tools.is_empty() {
            let tools = request.tools.iter().map(|t| {
                // `strict` defaults to true here, which would demand schemas in OpenAI's strict subset.
                json!({
                    "type": "function",
                    "name": t.name,
                    "description": t.description,
                    "parameters": t.input_schema,
                    "strict": false,
                })
            });
            body.insert("tools".into(), tools.collect());
        }
        let params = &request.params;
        if let Some(t) = params.temperature.filter(|_| !rejects_temperature(&self.model)) {
            // Via text, so 0.2f32 goes out as 0.2 rather than 0.20000000298023224.
            let t = t.to_string().parse::<f64>().unwrap_or(f64::from(t));
            body.insert("temperature".into(), json!(t));
        }
        if let Some(max) = params.max_output_tokens {
            body.insert("max_output_tokens".into(), max.into());
        }
        if let Some(effort) = params.reasoning_effort {
            let mut reasoning = Map::new();
            reasoning.insert("effort".into(), json!(effort));
            if let Some(summary) = &self.reasoning_summary {
                reasoning.insert("summary".into(), summary.clone().into());
            }
            body.insert("reasoning".into(), reasoning.into());
        }
        if let Some(schema) = &request.output_schema {
            body.insert(
                "text".into(),
                json!({ "format": { "type": "json_schema", "name": "output", "schema": schema, "strict": false } }),
            );
        }
        body
    }
}

/// The name under which this wire's form of a message is kept between requests: it depends on
/// the message alone.
const WIRE: &str = "openai_responses";

/// What one message of the history becomes: its input items, separated by commas.
fn write_items(message: &Message, out: &mut Vec<u8>) -> Result<(), serde_json::Error> {
    let mut items = Vec::new();
    push_items(message, &mut items);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        serde_json::to_writer(&mut *out, item)?;
    }
    Ok(())
}

#[async_trait]
impl Provider for OpenAiResponses {
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
        let reply = self.transport.post_body(&self.url, self.body(request)?).await?;
        if reply.is_sse(self.stream) {
            return Ok(sse_until_end(
                reply,
                ResponsesDecoder::default(),
                "`response.completed`",
            ));
        }
        let body = reply.text().await?;
        let events = ResponsesDecoder::decode_body(&body).map_err(self.transport.scrubber())?;
        Ok(stream::iter(events.into_iter().map(Ok)).boxed())
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        let body = self.transport.get_json(&format!("{}/models", self.base_url)).await?;
        Ok(Some(crate::transport::model_ids(&body, "data", "id")))
    }
}

/// The history as Responses input items: user text as `message` items with `input_text`,
/// tool results as `function_call_output` items, and each assistant message as its reasoning
/// items (replayed from `provider_data`), an `output_text` message and `function_call` items.
#[cfg(test)]
fn input_items(messages: &[Message]) -> Vec<Value> {
    let mut out = Vec::with_capacity(messages.len());
    for message in messages {
        push_items(message, &mut out);
    }
    out
}

/// The input items of one message (see [`input_items`]).
fn push_items(message: &Message, out: &mut Vec<Value>) {
    match message.role {
        Role::User => {
            let mut texts = Vec::new();
            for block in &message.content {
                match block {
                    ContentBlock::ToolResult {
                        tool_use_id, content, ..
                    } => out.push(json!({
                        "type": "function_call_output",
                        "call_id": tool_use_id.as_str(),
                        "output": content,
                    })),
                    ContentBlock::Text { text } if !text.is_empty() => {
                        texts.push(json!({ "type": "input_text", "text": text }));
                    }
                    ContentBlock::Image { media_type, data } => texts.push(json!({
                        "type": "input_image",
                        "image_url": format!("data:{media_type};base64,{data}"),
                    })),
                    _ => {}
                }
            }
            if !texts.is_empty() {
                out.push(json!({ "type": "message", "role": "user", "content": texts }));
            }
        }
        Role::Assistant => assistant_items(message, out),
    }
}

fn assistant_items(message: &Message, out: &mut Vec<Value>) {
    let mut text = String::new();
    let mut calls = Vec::new();
    for block in &message.content {
        match block {
            ContentBlock::Thinking {
                provider_data: Some(item),
                ..
            } => out.extend(replayable_reasoning(item)),
            ContentBlock::Text { text: t } => text.push_str(t),
            ContentBlock::ToolUse { id, name, input } => {
                // A string input is argument text the model wrote that was not valid JSON: send it back as is.
                let arguments = match input {
                    Value::String(raw) => raw.clone(),
                    other => other.to_string(),
                };
                calls.push(json!({
                    "type": "function_call",
                    "call_id": id.as_str(),
                    "name": name,
                    "arguments": arguments,
                }));
            }
            _ => {}
        }
    }
    if !text.is_empty() {
        out.push(json!({
            "type": "message",
            "role": "assistant",
            "content": [{ "type": "output_text", "text": text }],
        }));
    }
    out.extend(calls);
}

/// A reasoning item as it can be sent back without server-side storage: only items with
/// encrypted content qualify (others would name an item the server never kept), and the
/// item's `id` and `status` are left out for the same reason.
fn replayable_reasoning(item: &Value) -> Option<Value> {
    let object = item.as_object()?;
    if object.get("type").and_then(Value::as_str) != Some("reasoning") {
        return None;
    }
    object.get("encrypted_content").and_then(Value::as_str)?;
    let mut item = object.clone();
    item.remove("id");
    item.remove("status");
    if !item.contains_key("summary") {
        item.insert("summary".into(), json!([]));
    }
    Some(Value::Object(item))
}

impl SseDecoder for ResponsesDecoder {
    fn push(&mut self, event: &SseEvent) -> Result<Vec<StreamEvent>, ProviderError> {
        match event.data.trim() {
            "" => Ok(Vec::new()),
            "[DONE]" => {
                self.mark_done();
                Ok(Vec::new())
            }
            data => self.push_json(&event.event, data),
        }
    }

    fn is_done(&self) -> bool {
        self.done()
    }

    fn finish(&mut self) -> Vec<StreamEvent> {
        ResponsesDecoder::finish(self)
    }
}

impl EndMarker for ResponsesDecoder {
    fn ended(&self) -> bool {
        self.done()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::{ModelParams, ReasoningEffort, ToolCallId, ToolSpec};

    fn provider(model: &str) -> OpenAiResponses {
        OpenAiResponses::new(OpenAiResponsesConfig {
            api_key: Some("sk-test-secret".into()),
            ..OpenAiResponsesConfig::new("openai", model, "http://localhost:1/v1/")
        })
        .expect("provider builds")
    }

    #[test]
    fn url_and_debug() {
        let p = provider("gpt-test");
        assert_eq!(p.url, "http://localhost:1/v1/responses");
        let debug = format!("{p:?}");
        assert!(!debug.contains("sk-test-secret"), "{debug}");
        let config = OpenAiResponsesConfig {
            api_key: Some("sk-test-secret".into()),
            ..OpenAiResponsesConfig::default()
        };
        assert!(!format!("{config:?}").contains("sk-test-secret"));
        assert_eq!((p.name(), p.model()), ("openai", "gpt-test"));
    }

    #[test]
    fn history_becomes_input_items() {
        let reasoning = json!({
            "type": "reasoning", "id": "rs_1", "status": "completed",
            "summary": [{"type": "summary_text", "text": "Look first."}],
            "encrypted_content": "gAAA-enc",
        });
        let messages = vec![
            Message::user("hi"),
            Message::new(
                Role::Assistant,
                vec![
                    ContentBlock::Thinking {
                        text: "Look first.".into(),
                        signature: None,
                        provider_data: Some(reasoning),
                    },
                    // From another wire: nothing the Responses API could take back.
                    ContentBlock::Thinking {
                        text: "hmm".into(),
                        signature: Some("sig".into()),
                        provider_data: None,
                    },
                    ContentBlock::text("Let me look."),
                    ContentBlock::ToolUse {
                        id: ToolCallId::new("call_1"),
                        name: "read".into(),
                        input: json!({"path": "a"}),
                    },
                    ContentBlock::ToolUse {
                        id: ToolCallId::new("call_2"),
                        name: "read".into(),
                        input: Value::String("{broken".into()),
                    },
                ],
            ),
            Message::new(
                Role::User,
                vec![
                    ContentBlock::tool_result(ToolCallId::new("call_1"), "A", false),
                    ContentBlock::tool_result(ToolCallId::new("call_2"), "bad args", true),
                    ContentBlock::text("and then?"),
                ],
            ),
            Message::assistant("done"),
        ];
        assert_eq!(
            Value::from(input_items(&messages)),
            json!([
                {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "hi"}]},
                {"type": "reasoning", "summary": [{"type": "summary_text", "text": "Look first."}], "encrypted_content": "gAAA-enc"},
                {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Let me look."}]},
                {"type": "function_call", "call_id": "call_1", "name": "read", "arguments": "{\"path\":\"a\"}"},
                {"type": "function_call", "call_id": "call_2", "name": "read", "arguments": "{broken"},
                {"type": "function_call_output", "call_id": "call_1", "output": "A"},
                {"type": "function_call_output", "call_id": "call_2", "output": "bad args"},
                {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "and then?"}]},
                {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "done"}]},
            ])
        );
    }

    #[test]
    fn reasoning_without_encrypted_content_is_not_replayed() {
        assert!(replayable_reasoning(&json!({"type": "reasoning", "id": "rs_1", "summary": []})).is_none());
        assert!(replayable_reasoning(&json!({"gemini": {}})).is_none());
        let item = replayable_reasoning(&json!({"type": "reasoning", "encrypted_content": "x"})).expect("kept");
        assert_eq!(item["summary"], json!([]));
    }

    #[test]
    fn optional_params_only_when_set() {
        let p = provider("gpt-4.1");
        let plain = p.request_body(&ModelRequest::default());
        for key in [
            "temperature",
            "max_output_tokens",
            "reasoning",
            "tools",
            "text",
            "instructions",
        ] {
            assert!(plain.get(key).is_none(), "{key} must be left out");
        }
        assert_eq!(plain["store"], false);
        assert_eq!(plain["include"], json!(["reasoning.encrypted_content"]));
        let request = ModelRequest {
            system: Some("be brief".into()),
            tools: vec![ToolSpec {
                name: "ls".into(),
                description: "list".into(),
                input_schema: json!({"type": "object"}).into(),
            }]
            .into(),
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
        assert_eq!(body["instructions"], "be brief");
        assert_eq!(body["temperature"], json!(0.2));
        assert_eq!(body["max_output_tokens"], 100);
        assert_eq!(body["reasoning"], json!({"effort": "high", "summary": "auto"}));
        assert_eq!(
            body["text"],
            json!({"format": {"type": "json_schema", "name": "output", "schema": {"type": "object"}, "strict": false}})
        );
        assert_eq!(
            body["tools"],
            json!([{"type": "function", "name": "ls", "description": "list", "parameters": {"type": "object"}, "strict": false}])
        );
        let reasoning_model = provider("gpt-5-mini").request_body(&request);
        assert!(reasoning_model.get("temperature").is_none());
        let no_summary = OpenAiResponses::new(OpenAiResponsesConfig {
            reasoning_summary: None,
            ..OpenAiResponsesConfig::new("openai", "o4-mini", "http://localhost:1/v1")
        })
        .expect("builds");
        assert_eq!(
            no_summary.request_body(&request)["reasoning"],
            json!({"effort": "high"})
        );
    }

    impl crate::reuse_check::Bodies for OpenAiResponses {
        fn bodies(&self, request: &ModelRequest) -> Vec<[Vec<u8>; 3]> {
            let reused = self.body(request).expect("body");
            let fresh = self.body(&request.clone()).expect("body");
            let whole = serde_json::to_vec(&self.request_body(request)).expect("serialises");
            vec![[reused, fresh, whole]]
        }

        fn written(&self, request: &ModelRequest) -> usize {
            crate::reuse_check::count_written(request, WIRE, write_items)
        }
    }

    /// The chat wire's session test (see `reuse_check`) on the Responses wire: every body
    /// written reusing kept input items is the one serialised afresh.
    #[tokio::test]
    async fn bodies_reusing_kept_messages_are_those_serialised_afresh() {
        crate::reuse_check::session(|model| {
            OpenAiResponses::new(OpenAiResponsesConfig::new("local", model, "http://localhost:1/v1"))
                .expect("provider builds")
        })
        .await;
    }
}
