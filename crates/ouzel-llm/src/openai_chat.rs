//! The OpenAI Chat Completions wire API (`POST {base_url}/chat/completions`), as spoken by
//! OpenAI and by most compatible servers (Ollama, llama.cpp, vLLM, OpenRouter, …), and by Azure
//! OpenAI deployments (`{endpoint}/openai/deployments/{deployment}/chat/completions`).
//!
//! Local servers speak it with quirks, handled here for every server (each is harmless to the
//! rest): tools are ignored unless `tool_choice` is sent (llama-cpp-python), so `"auto"` is
//! always sent with tools, and `"required"` never (a 500 there); an assistant message with
//! tool calls carries `content: ""`, not `null` (a 500 there too); a streamed request answered
//! with an empty 200 (not a single event) is sent again without streaming, and the client
//! streams no more for the rest of its life (llama-cpp-python with tools).
//!
//! A streamed answer is whole once a `finish_reason` or `[DONE]` has arrived; a body that ends
//! before either was cut off (a connection closed mid-answer), and ends in an error.

use crate::decode::ChatDecoder;
use crate::ended::{EndMarker, sse_until_end_or_silent};
use crate::limits::StreamLimits;
use crate::sse::SseEvent;
use crate::transport::{SseDecoder, Timeouts, Transport};
use futures::stream::{self, StreamExt};
use ouzel_core::{
    ContentBlock, Message, ModelRequest, ModelStream, Provider, ProviderError, Role, StreamEvent, ToolSpec, async_trait,
};
use secrecy::{ExposeSecret, SecretString};
use serde::Serialize;
use serde_json::Value;
use serde_json::value::RawValue;
use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Settings for an [`OpenAiChat`] provider.
#[derive(Debug, Clone)]
pub struct OpenAiChatConfig {
    /// The provider's name as in model strings (`openai`, `ollama`, …).
    pub provider_name: String,
    /// The model's name as the server knows it.
    pub model: String,
    /// The API root, e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. For
    /// Azure, the resource endpoint (`https://NAME.openai.azure.com`).
    pub base_url: String,
    /// Sent as `Authorization: Bearer …` when set (as `api-key: …` for Azure).
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
    /// Set for Azure OpenAI: deployment URLs with an `api-version`, and the `api-key` header.
    pub azure: Option<AzureOpenAi>,
    /// How an output schema is asked for (`response_format`'s form).
    pub schema_style: crate::Constraint,
}

/// How to reach a model deployed on Azure OpenAI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AzureOpenAi {
    /// The deployment's name; empty means the config's `model`.
    pub deployment: String,
    /// The `api-version` query parameter, e.g. `2024-10-21`.
    pub api_version: String,
}

impl AzureOpenAi {
    /// The `api-version` this crate is tested against (the 2024-10-21 GA release).
    pub const DEFAULT_API_VERSION: &'static str = "2024-10-21";

    /// The deployment named like the model, at [`Self::DEFAULT_API_VERSION`].
    pub fn new() -> Self {
        Self::default()
    }

    /// The chat completions URL under the resource endpoint `base_url`.
    fn url(&self, base_url: &str, model: &str) -> String {
        let root = base_url.trim_end_matches('/');
        let root = root.strip_suffix("/openai").unwrap_or(root);
        let deployment = if self.deployment.is_empty() {
            model
        } else {
            &self.deployment
        };
        format!(
            "{root}/openai/deployments/{}/chat/completions?api-version={}",
            path_segment(deployment),
            path_segment(&self.api_version)
        )
    }
}

impl Default for AzureOpenAi {
    fn default() -> Self {
        Self {
            deployment: String::new(),
            api_version: Self::DEFAULT_API_VERSION.into(),
        }
    }
}

/// Whether `model` is one of OpenAI's reasoning models (o-series, gpt-5), which refuse a
/// temperature other than the default.
pub(crate) fn rejects_temperature(model: &str) -> bool {
    let model = model.rsplit('/').next().unwrap_or(model);
    let reasoning = ["o1", "o3", "o4", "gpt-5"].iter().any(|family| {
        model
            .strip_prefix(family)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('-'))
    });
    reasoning && !model.starts_with("gpt-5-chat")
}

/// `text` with everything but unreserved URL characters percent-encoded.
pub(crate) fn path_segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
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
            timeouts: Timeouts::default(),
            limits: StreamLimits::default(),
            azure: None,
            schema_style: crate::Constraint::JsonSchema,
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
    /// Cleared when the server answered a streamed request with an empty body: from then on
    /// answers are fetched whole.
    streams: AtomicBool,
    context_window: Option<u64>,
    azure: bool,
    schema_style: crate::Constraint,
    transport: Transport,
    /// The length of the last body, to size the next one's buffer.
    last_body: AtomicUsize,
    /// The tool list last sent and its JSON: serialising 27 schemas into every body was the
    /// largest part of building it (issue 21).
    tools_json: crate::kept_tools::KeptTools,
}

impl fmt::Debug for OpenAiChat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpenAiChat")
            .field("name", &self.name)
            .field("model", &self.model)
            .field("url", &self.url)
            .field("stream", &self.stream)
            .field("azure", &self.azure)
            .field("transport", &self.transport)
            .finish_non_exhaustive()
    }
}

impl OpenAiChat {
    /// Builds the provider and its HTTP client. Fails if the base URL is not an http(s) URL, if
    /// the key or an extra header cannot be sent as an HTTP header, or if the TLS backend
    /// cannot start.
    pub fn new(config: OpenAiChatConfig) -> Result<Self, ProviderError> {
        crate::transport::check_base_url(&config.base_url)?;
        let key_header = config.api_key.as_ref().map(|k| match config.azure {
            Some(_) => ("api-key", k.clone()),
            None => (
                "authorization",
                SecretString::from(format!("Bearer {}", k.expose_secret())),
            ),
        });
        let transport = Transport::new(
            key_header,
            config.api_key,
            &config.extra_headers,
            config.timeouts,
            config.limits,
        )?;
        let url = match &config.azure {
            Some(azure) => azure.url(&config.base_url, &config.model),
            None => format!("{}/chat/completions", config.base_url.trim_end_matches('/')),
        };
        Ok(Self {
            url,
            azure: config.azure.is_some(),
            name: config.provider_name,
            model: config.model,
            stream: config.stream,
            streams: AtomicBool::new(config.stream),
            schema_style: config.schema_style,
            context_window: config.context_window,
            transport,
            last_body: AtomicUsize::new(0),
            tools_json: Default::default(),
        })
    }

    /// The JSON body for `request`, streamed or not, as a value (for the tests that read it).
    #[cfg(test)]
    fn request_body(&self, request: &ModelRequest) -> Value {
        let body = self.body(request, self.streams.load(Ordering::Relaxed)).expect("body");
        serde_json::from_slice(&body).unwrap_or_default()
    }

    /// The JSON of `request`'s tool list, serialised once per list (see `tools_json`).
    fn tools_json(&self, request: &ModelRequest) -> Result<Option<Arc<RawValue>>, serde_json::Error> {
        if request.tools.is_empty() {
            return Ok(None);
        }
        self.tools_json
            .json(&request.tools, |tools| {
                serde_json::value::to_raw_value(&wire_tools(tools))
            })
            .map(Some)
    }

    /// Everything in the body for `request` but the model and the messages, with its tool list
    /// as `tools` (borrowed schemas, or their kept JSON).
    fn rest<'a>(&self, request: &'a ModelRequest, stream: bool, tools: Tools<'a>) -> Rest<'a> {
        let params = &request.params;
        // Via text, so 0.2f32 goes out as 0.2 rather than 0.20000000298023224.
        let temperature = params
            .temperature
            .filter(|_| !rejects_temperature(&self.model))
            .map(|t| t.to_string().parse::<f64>().unwrap_or(f64::from(t)));
        // OpenAI's reasoning models refuse `max_tokens`; most compatible servers only know it.
        let (max_completion_tokens, max_tokens) = match params.max_output_tokens {
            Some(max) if self.name == "openai" || self.azure => (Some(max), None),
            max => (None, max),
        };
        let response_format = request.output_schema.as_ref().map(|schema| match self.schema_style {
            crate::Constraint::JsonSchema => ResponseFormat::JsonSchema {
                json_schema: JsonSchemaFormat {
                    name: "output",
                    schema,
                    strict: false,
                },
            },
            crate::Constraint::JsonObject => ResponseFormat::JsonObject { schema },
        });
        let has_tools = !request.tools.is_empty();
        Rest {
            stream: stream.then_some(true),
            stream_options: stream.then_some(StreamOptions { include_usage: true }),
            tools,
            // llama-cpp-python ignores tools unless a choice is sent.
            tool_choice: has_tools.then_some("auto"),
            temperature,
            max_completion_tokens,
            max_tokens,
            reasoning_effort: params.reasoning_effort,
            response_format,
        }
    }

    /// The serialised body for `request`: `{"model":…,"messages":[…],…}`, byte for byte what
    /// serialising it in one pass gives. A message unchanged since an earlier request of the
    /// same history is copied from what was written for it then ([`ouzel_core::MessageReuse`]),
    /// so a request costs time in proportion to what is new, not to the whole session (issue
    /// 21).
    fn body(&self, request: &ModelRequest, stream: bool) -> Result<Vec<u8>, ProviderError> {
        let unserialisable = |e: serde_json::Error| ProviderError::Network {
            message: format!("the request could not be serialised: {e}"),
        };
        // The last body's size: a body is about as long as the one before it.
        let last = self.last_body.load(Ordering::Relaxed);
        let mut out = Vec::with_capacity(last + last / 8);
        out.extend_from_slice(b"{\"model\":");
        serde_json::to_writer(&mut out, &self.model).map_err(unserialisable)?;
        out.extend_from_slice(b",\"messages\":[");
        if let Some(content) = request.system.as_deref().filter(|s| !s.is_empty()) {
            serde_json::to_writer(&mut out, &WireMessage::System { content }).map_err(unserialisable)?;
        }
        request
            .reuse
            .write_items(WIRE, &request.messages, &mut out, write_message)
            .map_err(unserialisable)?;
        out.push(b']');
        let rest = out.len();
        let tools = self.tools_json(request).map_err(unserialisable)?;
        let tools = tools.as_deref().map_or(Tools::Borrowed(Vec::new()), Tools::Kept);
        serde_json::to_writer(&mut out, &self.rest(request, stream, tools)).map_err(unserialisable)?;
        // `{…}` goes on as `,…}`; nothing is just the closing brace.
        if out[rest..] == *b"{}" {
            out.truncate(rest + 1);
            out[rest] = b'}';
        } else {
            out[rest] = b',';
        }
        self.last_body.store(out.len(), Ordering::Relaxed);
        Ok(out)
    }
}

/// The name under which this wire's form of a message is kept between requests: it depends on
/// the message alone (not on the model or any setting).
const WIRE: &str = "openai_chat";

/// What one message of the history becomes: its wire messages, separated by commas.
fn write_message(message: &Message, out: &mut Vec<u8>) -> Result<(), serde_json::Error> {
    let mut wire = Vec::new();
    push_wire(message, &mut wire);
    for (i, m) in wire.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        serde_json::to_writer(&mut *out, m)?;
    }
    Ok(())
}

/// The parts of a Chat Completions request body after the messages, borrowing from the request.
#[derive(Serialize)]
struct Rest<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    stream: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stream_options: Option<StreamOptions>,
    #[serde(skip_serializing_if = "Tools::is_empty")]
    tools: Tools<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tool_choice: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    temperature: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_completion_tokens: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_tokens: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reasoning_effort: Option<ouzel_core::ReasoningEffort>,
    #[serde(skip_serializing_if = "Option::is_none")]
    response_format: Option<ResponseFormat<'a>>,
}

/// A request's tool list: borrowed schemas, serialised as they go, or the JSON kept for the
/// same list (the same bytes).
#[derive(Serialize)]
#[serde(untagged)]
enum Tools<'a> {
    Borrowed(Vec<WireTool<'a>>),
    Kept(&'a RawValue),
}

impl Tools<'_> {
    fn is_empty(&self) -> bool {
        matches!(self, Self::Borrowed(tools) if tools.is_empty())
    }
}

/// The tools in Chat Completions form, borrowing their schemas.
fn wire_tools(tools: &[ToolSpec]) -> Vec<WireTool<'_>> {
    tools
        .iter()
        .map(|t| WireTool {
            kind: "function",
            function: WireFunction {
                name: &t.name,
                description: &t.description,
                parameters: t.input_schema.as_json(),
            },
        })
        .collect()
}

#[derive(Serialize)]
struct StreamOptions {
    include_usage: bool,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ResponseFormat<'a> {
    JsonSchema { json_schema: JsonSchemaFormat<'a> },
    JsonObject { schema: &'a Value },
}

#[derive(Serialize)]
struct JsonSchemaFormat<'a> {
    name: &'static str,
    schema: &'a Value,
    strict: bool,
}

#[derive(Serialize)]
struct WireTool<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    function: WireFunction<'a>,
}

#[derive(Serialize)]
struct WireFunction<'a> {
    name: &'a str,
    description: &'a str,
    parameters: ouzel_core::SchemaJson<'a>,
}

/// One message in Chat Completions form.
#[derive(Serialize)]
#[serde(tag = "role", rename_all = "lowercase")]
enum WireMessage<'a> {
    System {
        content: &'a str,
    },
    User {
        content: UserContent<'a>,
    },
    Assistant {
        content: String,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        tool_calls: Vec<WireCall<'a>>,
    },
    Tool {
        tool_call_id: &'a str,
        content: &'a str,
    },
}

/// A user message's content: a plain string, as every server takes, unless it holds images;
/// then a list of parts (`text` and `image_url` with a `data:` URI), as vision models take.
#[derive(Serialize)]
#[serde(untagged)]
enum UserContent<'a> {
    Text(Cow<'a, str>),
    Parts(Vec<UserPart<'a>>),
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum UserPart<'a> {
    Text { text: &'a str },
    ImageUrl { image_url: ImageUrl<'a> },
}

#[derive(Serialize)]
struct ImageUrl<'a> {
    url: DataUri<'a>,
}

/// `data:TYPE;base64,DATA`, written straight into the body (no copy of the image).
pub(crate) struct DataUri<'a> {
    pub(crate) media_type: &'a str,
    pub(crate) data: &'a str,
}

impl Serialize for DataUri<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("data:{};base64,{}", self.media_type, self.data))
    }
}

#[derive(Serialize)]
struct WireCall<'a> {
    id: &'a str,
    #[serde(rename = "type")]
    kind: &'static str,
    function: WireCallFunction<'a>,
}

#[derive(Serialize)]
struct WireCallFunction<'a> {
    name: &'a str,
    arguments: Cow<'a, str>,
}

impl OpenAiChat {
    /// `request` sent again for a whole (non-streamed) answer.
    async fn whole(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let reply = self.transport.post_body(&self.url, self.body(request, false)?).await?;
        self.decode_whole(reply).await
    }

    /// A whole answer, replayed as events.
    async fn decode_whole(&self, reply: crate::transport::Reply) -> Result<ModelStream, ProviderError> {
        let body = reply.text().await?;
        let events = ChatDecoder::decode_body(&body).map_err(self.transport.scrubber())?;
        Ok(stream::iter(events.into_iter().map(Ok)).boxed())
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
        let streamed = self.streams.load(Ordering::Relaxed);
        let reply = self
            .transport
            .post_body(&self.url, self.body(request, streamed)?)
            .await?;
        if reply.is_sse(streamed) {
            let mut events = sse_until_end_or_silent(reply, ChatDecoder::default(), END_MARKER);
            match events.next().await {
                // An empty 200 (not a single event): llama-cpp-python's answer to a streamed
                // request with tools. A stream that ends at once with a `finish_reason`
                // (`content_filter`, …) is an answer, and goes to the caller as one.
                None => {
                    tracing::info!(
                        provider = %self.name,
                        "the server answered a streamed request with an empty body; asking for whole answers from now on"
                    );
                    self.streams.store(false, Ordering::Relaxed);
                    return self.whole(request).await;
                }
                Some(first) => return Ok(stream::once(async move { first }).chain(events).boxed()),
            }
        }
        self.decode_whole(reply).await
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        if self.azure {
            // Azure's data plane lists the resource's base models, not the deployments one calls.
            return Ok(None);
        }
        let url = self.url.replace("/chat/completions", "/models");
        let body = self.transport.get_json(&url).await?;
        Ok(Some(crate::transport::model_ids(&body, "data", "id")))
    }
}

/// The history in Chat Completions form: system first, tool results as `tool` messages right
/// after the assistant message that asked for them (what [`OpenAiChat::body`] writes).
#[cfg(test)]
fn wire_messages<'a>(system: Option<&'a str>, messages: &'a [Message]) -> Vec<WireMessage<'a>> {
    let mut out = Vec::with_capacity(messages.len() + 1);
    if let Some(system) = system.filter(|s| !s.is_empty()) {
        out.push(WireMessage::System { content: system });
    }
    for message in messages {
        push_wire(message, &mut out);
    }
    out
}

/// What one message becomes in Chat Completions form: tool results as `tool` messages, then
/// the user's text (and images), or the assistant's message.
fn push_wire<'a>(message: &'a Message, out: &mut Vec<WireMessage<'a>>) {
    match message.role {
        Role::Assistant => out.push(assistant_message(message)),
        Role::User => {
            let mut texts = Vec::new();
            let mut parts = Vec::new();
            for block in &message.content {
                match block {
                    ContentBlock::ToolResult {
                        tool_use_id, content, ..
                    } => out.push(WireMessage::Tool {
                        tool_call_id: tool_use_id.as_str(),
                        content,
                    }),
                    ContentBlock::Text { text } => {
                        texts.push(text.as_str());
                        parts.push(UserPart::Text { text });
                    }
                    ContentBlock::Image { media_type, data } => parts.push(UserPart::ImageUrl {
                        image_url: ImageUrl {
                            url: DataUri { media_type, data },
                        },
                    }),
                    _ => {}
                }
            }
            if parts.len() > texts.len() {
                out.push(WireMessage::User {
                    content: UserContent::Parts(parts),
                });
                return;
            }
            match texts.as_slice() {
                [] => {}
                [one] => out.push(WireMessage::User {
                    content: UserContent::Text(Cow::Borrowed(one)),
                }),
                many => out.push(WireMessage::User {
                    content: UserContent::Text(Cow::Owned(many.join("\n"))),
                }),
            }
        }
    }
}

/// An assistant message; with tool calls its `content` is `""` when it has no text, not `null`:
/// llama-cpp-python answers an assistant message with `content: null` with a 500.
fn assistant_message(message: &Message) -> WireMessage<'_> {
    let tool_calls = message
        .tool_uses()
        .map(|(id, name, input)| WireCall {
            id: id.as_str(),
            kind: "function",
            function: WireCallFunction {
                name,
                // A string input is argument text the model wrote that was not valid JSON: send it back as is.
                arguments: match input {
                    Value::String(raw) => Cow::Borrowed(raw.as_str()),
                    other => Cow::Owned(other.to_string()),
                },
            },
        })
        .collect();
    WireMessage::Assistant {
        content: message.text(),
        tool_calls,
    }
}

/// What ends a whole streamed answer, as named when a stream stops before it.
const END_MARKER: &str = "a `finish_reason` or `[DONE]`";

impl EndMarker for ChatDecoder {
    fn ended(&self) -> bool {
        ChatDecoder::ended(self)
    }
}

impl SseDecoder for ChatDecoder {
    fn push(&mut self, event: &SseEvent) -> Result<Vec<StreamEvent>, ProviderError> {
        match event.data.trim() {
            "" => Ok(Vec::new()),
            "[DONE]" => {
                self.mark_done();
                Ok(Vec::new())
            }
            data => self.push_json(data),
        }
    }

    fn is_done(&self) -> bool {
        self.done()
    }

    fn finish(&mut self) -> Vec<StreamEvent> {
        ChatDecoder::finish(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ouzel_core::{ModelParams, ReasoningEffort, StopReason, ToolCallId, ToolSpec};
    use serde_json::json;

    fn provider(name: &str) -> OpenAiChat {
        OpenAiChat::new(OpenAiChatConfig {
            api_key: Some("sk-test-secret".into()),
            ..OpenAiChatConfig::new(name, "gpt-test", "http://localhost:1/v1/")
        })
        .expect("provider builds")
    }

    async fn collect(chunks: Vec<&'static [u8]>) -> Vec<Result<StreamEvent, ProviderError>> {
        crate::transport::testing::decode(ChatDecoder::default(), chunks).await
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
    fn azure_deployment_url_and_key_header() {
        let p = OpenAiChat::new(OpenAiChatConfig {
            api_key: Some("azure-secret-key".into()),
            azure: Some(AzureOpenAi {
                deployment: "my gpt".into(),
                api_version: "2024-10-21".into(),
            }),
            ..OpenAiChatConfig::new("azure", "gpt-4o", "https://res.openai.azure.com/")
        })
        .expect("provider builds");
        assert_eq!(
            p.url,
            "https://res.openai.azure.com/openai/deployments/my%20gpt/chat/completions?api-version=2024-10-21"
        );
        assert!(!format!("{p:?}").contains("azure-secret-key"));
        let request = ModelRequest {
            params: ouzel_core::ModelParams {
                max_output_tokens: Some(10),
                ..ouzel_core::ModelParams::default()
            },
            ..ModelRequest::default()
        };
        assert_eq!(p.request_body(&request)["max_completion_tokens"], 10);
        let by_model = AzureOpenAi::new().url("https://res.openai.azure.com/openai", "gpt-4o");
        assert_eq!(
            by_model,
            "https://res.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21"
        );
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
            serde_json::to_value(wire).unwrap(),
            json!([
                {"role": "system", "content": "be brief"},
                {"role": "user", "content": "hi"},
                {"role": "assistant", "content": "", "tool_calls": [
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
        assert_eq!(body["temperature"], json!(0.2));
        assert_eq!(body["max_tokens"], 100);
        assert_eq!(body["reasoning_effort"], "high");
        assert_eq!(body["response_format"]["json_schema"]["name"], "output");
        assert_eq!(body["response_format"]["json_schema"]["strict"], false);
        assert_eq!(body["tools"][0]["function"]["parameters"], json!({"type": "object"}));
        assert_eq!(provider("openai").request_body(&request)["max_completion_tokens"], 100);
        let reasoning = OpenAiChat::new(OpenAiChatConfig::new("openai", "o4-mini", "http://localhost:1/v1"))
            .expect("provider builds");
        let body = reasoning.request_body(&request);
        assert!(
            body.get("temperature").is_none(),
            "o-series models refuse a temperature"
        );
        assert_eq!(body["reasoning_effort"], "high");
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

    /// The tool list's JSON is serialised once and sent again while the request carries the
    /// same list; another list (a tool added, none) is serialised afresh.
    #[test]
    fn the_tool_lists_json_is_kept_for_that_list_only() {
        let p = provider("openai");
        let spec = |name: &str| ToolSpec {
            name: name.into(),
            description: format!("the {name} tool"),
            input_schema: json!({"type": "object", "properties": {"path": {"type": "string"}}}).into(),
        };
        let tools = |request: &ModelRequest| -> Vec<String> {
            let body: Value = serde_json::from_slice(&p.body(request, true).expect("body")).expect("json");
            body["tools"]
                .as_array()
                .map(|t| {
                    t.iter()
                        .map(|t| t["function"]["name"].as_str().unwrap().to_owned())
                        .collect()
                })
                .unwrap_or_default()
        };
        let mut request = ModelRequest {
            messages: vec![Message::user("hi")],
            tools: vec![spec("a")].into(),
            ..ModelRequest::default()
        };
        let first = p.body(&request, true).expect("body");
        assert_eq!(p.body(&request, true).expect("body"), first);
        assert_eq!(tools(&request), ["a"]);
        // The same tools in another list: the same bytes.
        let again = request.clone();
        request.tools = vec![spec("a")].into();
        assert_eq!(p.body(&request, true).expect("body"), first);
        request.tools = vec![spec("a"), spec("b")].into();
        assert_eq!(tools(&request), ["a", "b"]);
        assert_eq!(tools(&again), ["a"]);
        request.tools = Default::default();
        let body: Value = serde_json::from_slice(&p.body(&request, true).expect("body")).expect("json");
        assert!(
            body.get("tools").is_none() && body.get("tool_choice").is_none(),
            "{body}"
        );
    }

    /// The body in one serde pass, as it was written before messages were kept between
    /// requests: the reference the body written from pieces must equal byte for byte.
    #[derive(Serialize)]
    struct WholeBody<'a> {
        model: &'a str,
        messages: Vec<WireMessage<'a>>,
        #[serde(flatten)]
        rest: Rest<'a>,
    }

    impl crate::reuse_check::Bodies for OpenAiChat {
        fn bodies(&self, request: &ModelRequest) -> Vec<[Vec<u8>; 3]> {
            [true, false]
                .into_iter()
                .map(|stream| {
                    let reused = self.body(request, stream).expect("body");
                    let fresh = self.body(&request.clone(), stream).expect("body");
                    let whole = serde_json::to_vec(&WholeBody {
                        model: &self.model,
                        messages: wire_messages(request.system.as_deref(), &request.messages),
                        rest: self.rest(request, stream, Tools::Borrowed(wire_tools(&request.tools))),
                    })
                    .expect("serialises");
                    [reused, fresh, whole]
                })
                .collect()
        }

        fn written(&self, request: &ModelRequest) -> usize {
            crate::reuse_check::count_written(request, WIRE, write_message)
        }
    }

    /// A real agent loop over two prompts, with old tool outputs pruned (messages rewritten),
    /// compactions (the history replaced), a model switch and a tool added between them: every
    /// body is byte for byte the one serialised afresh, and most messages are copied from
    /// what was written for an earlier request rather than serialised again.
    #[tokio::test]
    async fn bodies_reusing_kept_messages_are_those_serialised_afresh() {
        crate::reuse_check::session(|model| {
            OpenAiChat::new(OpenAiChatConfig::new("local", model, "http://localhost:1/v1")).expect("provider builds")
        })
        .await;
    }
}
