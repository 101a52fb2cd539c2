//! The Anthropic Messages wire API (`POST {base_url}/v1/messages`): system prompt as a top-level
//! field, `tool_use` / `tool_result` content blocks, signed thinking blocks replayed across
//! turns, prompt caching, and structured output through a forced final tool.

use crate::anthropic_decode::{AnthropicDecoder, FinalAnswerTool};
use crate::limits::StreamLimits;
use crate::sse::SseEvent;
use crate::transport::{SseDecoder, Timeouts, Transport};
use futures::stream::{self, StreamExt};
use ouzel_core::{
    ContentBlock, Message, ModelRequest, ModelStream, Provider, ProviderError, ReasoningEffort, Role, StreamEvent,
    ToolSpec, async_trait,
};
use secrecy::SecretString;
use serde_json::value::RawValue;
use serde_json::{Map, Value, json};
use std::fmt;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// The API version sent as `anthropic-version` (the only one the Messages API has).
pub const ANTHROPIC_VERSION: &str = "2023-06-01";

/// The tool that carries a structured final answer (see [`Anthropic`]).
const FINAL_ANSWER: &str = "final_answer";

/// The smallest thinking budget the API accepts.
const MIN_THINKING_BUDGET: u32 = 1024;

/// Settings for an [`Anthropic`] provider.
#[derive(Debug, Clone)]
pub struct AnthropicConfig {
    /// The provider's name as in model strings (`anthropic`, or a custom provider's name).
    pub provider_name: String,
    /// The model's name as the API knows it (`claude-sonnet-4-5`, …).
    pub model: String,
    /// The API root without `/v1`, e.g. `https://api.anthropic.com`; `/v1/messages` is appended
    /// (a root already ending in `/v1` is accepted too).
    pub base_url: String,
    /// Sent as `x-api-key` when set.
    pub api_key: Option<SecretString>,
    /// Headers added to every request (e.g. `anthropic-beta`); they override the defaults.
    pub extra_headers: Vec<(String, String)>,
    /// Whether to ask for a streamed answer (the default); when false the whole message is
    /// fetched in one response and replayed as events.
    pub stream: bool,
    /// The model's context window in tokens, if known.
    pub context_window: Option<u64>,
    /// Connect, first-byte, idle and total limits.
    pub timeouts: Timeouts,
    /// Response, tool-argument and line size limits.
    pub limits: StreamLimits,
    /// Whether to mark the system prompt, the tools and the latest user turn as cache
    /// breakpoints (`cache_control: {"type": "ephemeral"}`); on by default.
    pub prompt_caching: bool,
    /// `max_tokens` when the request sets no output cap (the API requires one). With thinking
    /// on, a cap not above the thinking budget is raised to budget + this value.
    pub max_tokens: u32,
}

impl AnthropicConfig {
    /// A streaming config for `model` at the public API, with no key and prompt caching on.
    pub fn new(provider_name: impl Into<String>, model: impl Into<String>) -> Self {
        Self {
            provider_name: provider_name.into(),
            model: model.into(),
            ..Self::default()
        }
    }
}

impl Default for AnthropicConfig {
    fn default() -> Self {
        Self {
            provider_name: "anthropic".into(),
            model: String::new(),
            base_url: "https://api.anthropic.com".into(),
            api_key: None,
            extra_headers: Vec::new(),
            stream: true,
            context_window: None,
            timeouts: Timeouts::default(),
            limits: StreamLimits::default(),
            prompt_caching: true,
            max_tokens: 8192,
        }
    }
}

/// A model behind the Anthropic Messages API. Holds one HTTP client, so connections are
/// reused across calls; share one instance (e.g. in an `Arc`) rather than building many.
///
/// When a request carries an output schema, the schema is offered as a `final_answer` tool
/// (forced when there are no other tools, else `tool_choice: any`; left to the model when
/// thinking is on, which forbids forcing) and that tool's input comes back as the answer
/// text, so the loop validates it like any other final answer.
pub struct Anthropic {
    name: String,
    model: String,
    url: String,
    models_url: String,
    stream: bool,
    context_window: Option<u64>,
    prompt_caching: bool,
    max_tokens: u32,
    transport: Transport,
    /// The size of the last body written, to size the next one's buffer.
    last_body: AtomicUsize,
    /// The last tool list sent and its JSON ([`Self::tools_json`]).
    tools_json: crate::kept_tools::KeptTools,
}

impl fmt::Debug for Anthropic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Anthropic")
            .field("name", &self.name)
            .field("model", &self.model)
            .field("url", &self.url)
            .field("stream", &self.stream)
            .field("prompt_caching", &self.prompt_caching)
            .field("transport", &self.transport)
            .finish_non_exhaustive()
    }
}

impl Anthropic {
    /// Builds the provider and its HTTP client. Fails if the base URL is not an http(s) URL, if
    /// the key or an extra header cannot be sent as an HTTP header, or if the TLS backend
    /// cannot start.
    pub fn new(config: AnthropicConfig) -> Result<Self, ProviderError> {
        crate::transport::check_base_url(&config.base_url)?;
        let mut headers = vec![("anthropic-version".to_owned(), ANTHROPIC_VERSION.to_owned())];
        headers.extend(config.extra_headers);
        let key = config.api_key.clone().map(|k| ("x-api-key", k));
        let transport = Transport::new(key, config.api_key, &headers, config.timeouts, config.limits)?;
        let base = config.base_url.trim_end_matches('/');
        let root = base.strip_suffix("/v1").unwrap_or(base);
        Ok(Self {
            url: format!("{root}/v1/messages"),
            models_url: format!("{root}/v1/models?limit=1000"),
            name: config.provider_name,
            model: config.model,
            stream: config.stream,
            context_window: config.context_window,
            prompt_caching: config.prompt_caching,
            max_tokens: config.max_tokens,
            transport,
            last_body: AtomicUsize::new(0),
            tools_json: Default::default(),
        })
    }

    /// The serialised body for `request`, and the structured-output tool it offers, if any:
    /// byte for byte the body serialised in one pass, but a message unchanged since an earlier
    /// request of the same history is copied from the bytes written for it then
    /// ([`ouzel_core::MessageReuse`]), so a request costs time in proportion to what is new,
    /// not to the whole session (issue 21).
    fn body(&self, request: &ModelRequest) -> Result<(Vec<u8>, Option<FinalAnswerTool>), ProviderError> {
        let unserialisable = |e: serde_json::Error| ProviderError::Network {
            message: format!("the request could not be serialised: {e}"),
        };
        let cache = self.cache();
        let (fields, final_tool) = self.fields(request, cache.as_ref());
        // About as long as the last one.
        let last = self.last_body.load(Ordering::Relaxed);
        let mut out = Vec::with_capacity(last + last / 8);
        crate::kept_tools::write_object(&mut out, &fields, |key, value, out| {
            if key == "messages" {
                write_messages(request, cache.as_ref(), out)?;
            } else if key == "tools" && value.is_null() {
                out.extend_from_slice(self.tools_json(request, cache.as_ref())?.get().as_bytes());
            } else {
                return Ok(false);
            }
            Ok(true)
        })
        .map_err(unserialisable)?;
        self.last_body.store(out.len(), Ordering::Relaxed);
        Ok((out, final_tool))
    }

    /// The JSON of the request's tool list in Messages form, kept while requests carry the
    /// same list (one `Arc` while the registry is unchanged): serialising every tool's schema
    /// into every request was the larger part of a short history's body.
    fn tools_json(&self, request: &ModelRequest, cache: Option<&Value>) -> Result<Arc<RawValue>, serde_json::Error> {
        self.tools_json.json(&request.tools, |tools| {
            serde_json::value::to_raw_value(&wire_tools(tools, cache))
        })
    }

    /// The prompt-caching breakpoint, when caching is on.
    fn cache(&self) -> Option<Value> {
        self.prompt_caching.then(|| json!({"type": "ephemeral"}))
    }

    /// The body's fields in order, the messages a `null` holding their place (see
    /// [`Self::body`]), and the structured-output tool offered, if any.
    fn fields(&self, request: &ModelRequest, cache: Option<&Value>) -> (Map<String, Value>, Option<FinalAnswerTool>) {
        let mut body = Map::new();
        body.insert("model".into(), self.model.clone().into());

        let params = &request.params;
        let budget = params
            .thinking_budget
            .or_else(|| params.reasoning_effort.map(effort_budget))
            .filter(|b| *b > 0)
            .map(|b| b.max(MIN_THINKING_BUDGET));
        let mut max_tokens = params.max_output_tokens.unwrap_or(self.max_tokens);
        if let Some(budget) = budget
            && max_tokens <= budget
        {
            // The budget counts against max_tokens and must stay below it.
            max_tokens = budget.saturating_add(self.max_tokens);
        }
        body.insert("max_tokens".into(), max_tokens.into());

        body.insert("messages".into(), Value::Null);

        if let Some(system) = request.system.as_deref().filter(|s| !s.trim().is_empty()) {
            let system = match cache {
                Some(cache) => json!([{"type": "text", "text": system, "cache_control": cache}]),
                None => system.into(),
            };
            body.insert("system".into(), system);
        }
        if self.stream {
            body.insert("stream".into(), true.into());
        }

        let final_tool = request
            .output_schema
            .as_ref()
            .filter(|_| !request.tools.iter().any(|t| t.name == FINAL_ANSWER))
            .map(final_answer_tool);
        match &final_tool {
            // The request's own list: written from its kept JSON (see `Self::body`).
            None if !request.tools.is_empty() => {
                body.insert("tools".into(), Value::Null);
            }
            None => {}
            Some((tool, _)) => {
                let mut tools = wire_tools(&request.tools, None);
                tools.push(tool.clone());
                mark_last(&mut tools, cache);
                body.insert("tools".into(), tools.into());
            }
        }
        // Extended thinking allows only `auto` tool choice; otherwise the final tool is forced.
        if final_tool.is_some() && budget.is_none() {
            let choice = if request.tools.is_empty() {
                json!({"type": "tool", "name": FINAL_ANSWER})
            } else {
                json!({"type": "any"})
            };
            body.insert("tool_choice".into(), choice);
        }

        match budget {
            Some(budget) => {
                // Thinking accepts no temperature but the default.
                body.insert("thinking".into(), json!({"type": "enabled", "budget_tokens": budget}));
            }
            None => {
                if let Some(t) = params.temperature {
                    // The API takes 0 to 1 (OpenAI's scale goes to 2): clamp rather than be refused.
                    let t = t.clamp(0.0, 1.0);
                    // Via text, so 0.2f32 goes out as 0.2 rather than 0.20000000298023224.
                    let t = t.to_string().parse::<f64>().unwrap_or(f64::from(t));
                    body.insert("temperature".into(), json!(t));
                }
            }
        }
        (body, final_tool.map(|(_, f)| f))
    }
}

/// The name under which this wire's form of a message (its content blocks) is kept between
/// requests: it depends on the message alone.
const WIRE: &str = "anthropic";

/// The `messages` array of `request`, written run by run: a run is a stretch of the history
/// that becomes one wire message (same-role neighbours merged, messages with nothing for this
/// API passed over). A run's messages are copied from their kept blocks, except the latest
/// user run when caching is on (its last block carries the breakpoint, which moves every
/// turn) and a user run whose tool results must move before an earlier message's other blocks:
/// those are written afresh, as [`wire_messages`] makes them.
fn write_messages(request: &ModelRequest, cache: Option<&Value>, out: &mut Vec<u8>) -> Result<(), serde_json::Error> {
    let messages = &request.messages;
    let mut runs: Vec<(Role, Range<usize>)> = Vec::new();
    for (i, message) in messages.iter().enumerate() {
        let contributes = message.content.iter().any(|b| contributes(message.role, b));
        match runs.last_mut() {
            Some((role, range)) if !contributes || *role == message.role => range.end = i + 1,
            // Nothing for this API before any run: it would be passed over.
            None if !contributes => {}
            _ => runs.push((message.role, i..i + 1)),
        }
    }
    let latest_user = runs.iter().rposition(|(role, _)| *role == Role::User);
    out.push(b'[');
    for (n, (role, range)) in runs.iter().enumerate() {
        if n > 0 {
            out.push(b',');
        }
        let run = &messages[range.clone()];
        let marked = cache.filter(|_| Some(n) == latest_user);
        if marked.is_some() || !blocks_in_order(*role, run) {
            let mut wire = wire_messages(run);
            if let Some(cache) = marked {
                mark_latest_user_turn(&mut wire, cache);
            }
            // One run is one wire message.
            serde_json::to_writer(&mut *out, &wire[0])?;
            continue;
        }
        out.extend_from_slice(match role {
            Role::User => br#"{"role":"user","content":["#,
            Role::Assistant => br#"{"role":"assistant","content":["#,
        });
        request
            .reuse
            .write_range(WIRE, messages, range.clone(), out, |_, m, out| write_blocks(m, out))?;
        out.extend_from_slice(b"]}");
    }
    out.push(b']');
    Ok(())
}

/// One message's blocks in Messages form, separated by commas; a user message's tool results
/// first, as [`wire_messages`] orders them.
fn write_blocks(message: &Message, out: &mut Vec<u8>) -> Result<(), serde_json::Error> {
    let blocks: Vec<Value> = message
        .content
        .iter()
        .filter_map(|b| wire_block(message.role, b))
        .collect();
    let is_result = |b: &&Value| b["type"] == "tool_result";
    let ordered: Vec<&Value> = match message.role {
        Role::User => blocks
            .iter()
            .filter(is_result)
            .chain(blocks.iter().filter(|b| !is_result(b)))
            .collect(),
        Role::Assistant => blocks.iter().collect(),
    };
    for (i, block) in ordered.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        serde_json::to_writer(&mut *out, block)?;
    }
    Ok(())
}

/// Whether a run's blocks, each message's written with its tool results first, are already in
/// the order [`wire_messages`] gives the merged message: no tool result after another kind of
/// block of an earlier message of the run.
fn blocks_in_order(role: Role, run: &[Message]) -> bool {
    if role != Role::User {
        return true;
    }
    let mut others_before = false;
    for message in run {
        let (mut results, mut others) = (false, false);
        for block in message.content.iter().filter(|b| contributes(message.role, b)) {
            match block {
                ContentBlock::ToolResult { .. } => results = true,
                _ => others = true,
            }
        }
        if others_before && results {
            return false;
        }
        others_before |= others;
    }
    true
}

/// The thinking budget standing in for a reasoning effort.
fn effort_budget(effort: ReasoningEffort) -> u32 {
    match effort {
        ReasoningEffort::Low => 2048,
        ReasoningEffort::Medium => 8192,
        ReasoningEffort::High => 16384,
    }
}

fn wire_tool(tool: &ToolSpec) -> Value {
    json!({"name": tool.name, "description": tool.description, "input_schema": tool.input_schema})
}

/// A tool list in Messages form (the caching breakpoint goes on its last tool: [`mark_last`]).
fn wire_tools(tools: &[ToolSpec], cache: Option<&Value>) -> Vec<Value> {
    let mut wire: Vec<Value> = tools.iter().map(wire_tool).collect();
    mark_last(&mut wire, cache);
    wire
}

/// Marks the last tool of a list as a cache breakpoint.
fn mark_last(tools: &mut [Value], cache: Option<&Value>) {
    if let (Some(cache), Some(Value::Object(last))) = (cache, tools.last_mut()) {
        last.insert("cache_control".into(), cache.clone());
    }
}

/// The `final_answer` tool for `schema`. Tool inputs must be objects, so any other schema is
/// wrapped as `{"value": schema}` (and unwrapped by the decoder).
fn final_answer_tool(schema: &Value) -> (Value, FinalAnswerTool) {
    let is_object = schema.get("type").and_then(Value::as_str) == Some("object");
    let input_schema = if is_object {
        schema.clone()
    } else {
        json!({"type": "object", "properties": {"value": schema}, "required": ["value"]})
    };
    let tool = json!({
        "name": FINAL_ANSWER,
        "description": "Give your final answer. Call this once the task is done, with the answer as the input; it must match the input schema.",
        "input_schema": input_schema,
    });
    (
        tool,
        FinalAnswerTool {
            name: FINAL_ANSWER.into(),
            wrapped: !is_object,
        },
    )
}

/// The history in Messages form: roles alternate (consecutive same-role messages are merged),
/// every message holds a list of content blocks, and a user message's tool results come first.
fn wire_messages(messages: &[Message]) -> Vec<Value> {
    let mut out: Vec<(Role, Vec<Value>)> = Vec::with_capacity(messages.len());
    for message in messages {
        let blocks: Vec<Value> = message
            .content
            .iter()
            .filter_map(|b| wire_block(message.role, b))
            .collect();
        if blocks.is_empty() {
            continue;
        }
        match out.last_mut() {
            Some((role, content)) if *role == message.role => content.extend(blocks),
            _ => out.push((message.role, blocks)),
        }
    }
    out.into_iter()
        .map(|(role, mut content)| {
            let role = match role {
                Role::User => {
                    // The API wants tool results before any other block of the message.
                    content.sort_by_key(|b| b["type"] != "tool_result");
                    "user"
                }
                Role::Assistant => "assistant",
            };
            json!({"role": role, "content": content})
        })
        .collect()
}

/// Whether this API takes `block` back in a message of `role` (what [`wire_block`] turns into
/// something): told without building it.
fn contributes(role: Role, block: &ContentBlock) -> bool {
    match block {
        // The API rejects empty and whitespace-only text blocks.
        ContentBlock::Text { text } => !text.trim().is_empty(),
        ContentBlock::Image { .. } | ContentBlock::ToolResult { .. } => role == Role::User,
        ContentBlock::ToolUse { .. } => role == Role::Assistant,
        ContentBlock::Thinking {
            signature,
            provider_data,
            ..
        } => {
            // Unsigned thinking (another provider's reasoning) would be rejected.
            role == Role::Assistant
                && (redacted_data(provider_data.as_ref()).is_some()
                    || signature.as_deref().is_some_and(|s| !s.is_empty()))
        }
        #[allow(unreachable_patterns)]
        _ => false,
    }
}

/// The data of a redacted thinking block kept from the API.
fn redacted_data(provider_data: Option<&Value>) -> Option<&Value> {
    provider_data
        .filter(|d| d["type"] == "redacted_thinking")
        .and_then(|d| d.get("data"))
}

/// One content block in Messages form; `None` for blocks this API cannot take back.
fn wire_block(role: Role, block: &ContentBlock) -> Option<Value> {
    if !contributes(role, block) {
        return None;
    }
    match block {
        // The API rejects empty and whitespace-only text blocks.
        ContentBlock::Text { text } if text.trim().is_empty() => None,
        ContentBlock::Text { text } => Some(json!({"type": "text", "text": text})),
        ContentBlock::Image { media_type, data } if role == Role::User => Some(json!({
            "type": "image",
            "source": {"type": "base64", "media_type": media_type, "data": data},
        })),
        ContentBlock::ToolUse { id, name, input } if role == Role::Assistant => Some(json!({
            "type": "tool_use",
            "id": wire_id(id.as_str()),
            "name": name,
            "input": object_input(input),
        })),
        ContentBlock::ToolResult {
            tool_use_id,
            content,
            is_error,
        } if role == Role::User => {
            let mut result = json!({"type": "tool_result", "tool_use_id": wire_id(tool_use_id.as_str())});
            if !content.is_empty() {
                result["content"] = content.as_str().into();
            }
            if *is_error {
                result["is_error"] = true.into();
            }
            Some(result)
        }
        ContentBlock::Thinking {
            text,
            signature,
            provider_data,
        } if role == Role::Assistant => {
            if let Some(data) = redacted_data(provider_data.as_ref()) {
                return Some(json!({"type": "redacted_thinking", "data": data}));
            }
            // Unsigned thinking (another provider's reasoning) would be rejected.
            let signature = signature.as_deref().filter(|s| !s.is_empty())?;
            Some(json!({"type": "thinking", "thinking": text, "signature": signature}))
        }
        _ => None,
    }
}

/// Tool-use ids must match `^[a-zA-Z0-9_-]+$`; ids from other providers are made to fit.
fn wire_id(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// A tool call's input as the JSON object the API wants. Argument text that was not valid
/// JSON (kept as a string) is parsed if it now is, and otherwise sent as `{}`; its tool result
/// already tells the model what was wrong.
fn object_input(input: &Value) -> Value {
    match input {
        Value::Object(_) => input.clone(),
        Value::String(raw) => match serde_json::from_str::<Value>(raw) {
            Ok(parsed @ Value::Object(_)) => parsed,
            _ => json!({}),
        },
        _ => json!({}),
    }
}

/// Marks the last block of the latest user message as a cache breakpoint.
fn mark_latest_user_turn(messages: &mut [Value], cache: &Value) {
    let last_block = messages
        .iter_mut()
        .rev()
        .find(|m| m["role"] == "user")
        .and_then(|m| m.get_mut("content"))
        .and_then(Value::as_array_mut)
        .and_then(|c| c.last_mut());
    if let Some(Value::Object(block)) = last_block {
        block.insert("cache_control".into(), cache.clone());
    }
}

/// The SSE side of [`AnthropicDecoder`]. A stream that ends without `message_stop` was cut
/// short: nothing is flushed (a half-received tool call must not run) and the end is
/// recorded in `cut` (with whether output had come), for [`Anthropic::stream`] to report.
struct Sse {
    decoder: AnthropicDecoder,
    cut: Arc<OnceLock<bool>>,
}

impl SseDecoder for Sse {
    fn push(&mut self, event: &SseEvent) -> Result<Vec<StreamEvent>, ProviderError> {
        self.decoder.push_event(&event.event, &event.data)
    }

    fn is_done(&self) -> bool {
        self.decoder.stopped()
    }

    fn finish(&mut self) -> Vec<StreamEvent> {
        if self.decoder.stopped() {
            self.decoder.finish()
        } else {
            let _ = self.cut.set(self.decoder.emitted());
            Vec::new()
        }
    }
}

/// The SSE decoder alone, for the fuzz targets.
#[cfg(feature = "fuzzing")]
pub(crate) fn sse_decoder() -> impl SseDecoder {
    Sse {
        decoder: AnthropicDecoder::default(),
        cut: Arc::default(),
    }
}

/// The error for a stream that ended before `message_stop`.
fn cut_short(emitted: bool) -> ProviderError {
    if emitted {
        ProviderError::StreamInterrupted {
            message: "the stream ended before `message_stop`".into(),
        }
    } else {
        ProviderError::MalformedResponse {
            message: "the response ended before any event (empty body)".into(),
        }
    }
}

#[async_trait]
impl Provider for Anthropic {
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
        let (body, final_tool) = self.body(request)?;
        let reply = self.transport.post_body(&self.url, body).await?;
        let decoder = AnthropicDecoder::new(final_tool);
        if reply.is_sse(self.stream) {
            let cut = Arc::new(OnceLock::new());
            let events = reply.sse(Sse {
                decoder,
                cut: Arc::clone(&cut),
            });
            let tail = stream::once(async move { cut.get().copied() })
                .filter_map(|cut| async move { cut.map(|emitted| Err(cut_short(emitted))) });
            return Ok(events.chain(tail).boxed());
        }
        let text = reply.text().await?;
        let mut decoder = decoder;
        let events = decoder.decode_body(&text).map_err(self.transport.scrubber())?;
        Ok(stream::iter(events.into_iter().map(Ok)).boxed())
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        let body = self.transport.get_json(&self.models_url).await?;
        Ok(Some(crate::transport::model_ids(&body, "data", "id")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Anthropic {
        /// The body as sent, parsed.
        fn request_body(&self, request: &ModelRequest) -> (Value, Option<FinalAnswerTool>) {
            let (body, tool) = self.body(request).expect("serialises");
            (serde_json::from_slice(&body).expect("JSON"), tool)
        }

        /// The body in one pass, every message built afresh: what [`Anthropic::body`] must
        /// equal byte for byte.
        fn whole_body(&self, request: &ModelRequest) -> Vec<u8> {
            let cache = self.cache();
            let (mut fields, _) = self.fields(request, cache.as_ref());
            let mut messages = wire_messages(&request.messages);
            if let Some(cache) = &cache {
                mark_latest_user_turn(&mut messages, cache);
            }
            fields.insert("messages".into(), messages.into());
            if let Some(tools) = fields.get_mut("tools").filter(|t| t.is_null()) {
                *tools = wire_tools(&request.tools, cache.as_ref()).into();
            }
            serde_json::to_vec(&Value::Object(fields)).expect("serialises")
        }
    }

    impl crate::reuse_check::Bodies for Anthropic {
        fn bodies(&self, request: &ModelRequest) -> Vec<[Vec<u8>; 3]> {
            let reused = self.body(request).expect("body").0;
            let fresh = self.body(&request.clone()).expect("body").0;
            vec![[reused, fresh, self.whole_body(request)]]
        }

        fn written(&self, request: &ModelRequest) -> usize {
            crate::reuse_check::count_written(request, WIRE, write_blocks)
        }
    }

    /// The shared agent-loop check (pruning, compactions, a model switch, a tool added): every
    /// body is byte for byte the one built afresh, and most messages are copied.
    #[tokio::test]
    async fn bodies_reusing_kept_messages_are_those_serialised_afresh() {
        crate::reuse_check::session(|model| {
            Anthropic::new(AnthropicConfig {
                base_url: "http://localhost:1".into(),
                ..AnthropicConfig::new("anthropic", model)
            })
            .expect("provider builds")
        })
        .await;
    }

    #[test]
    fn the_tool_lists_json_is_kept_for_that_list_only() {
        let p = plain();
        let names = |request: &ModelRequest| -> Vec<String> {
            let (body, _) = p.request_body(request);
            body["tools"]
                .as_array()
                .map(|t| t.iter().map(|t| t["name"].as_str().unwrap().to_owned()).collect())
                .unwrap_or_default()
        };
        let mut request = ModelRequest {
            messages: vec![Message::user("hi")],
            tools: vec![spec("a")].into(),
            ..ModelRequest::default()
        };
        let first = p.body(&request).expect("body").0;
        assert_eq!(p.body(&request).expect("body").0, first);
        assert_eq!(names(&request), ["a"]);
        let again = request.clone();
        request.tools = vec![spec("a"), spec("b")].into();
        assert_eq!(names(&request), ["a", "b"]);
        assert_eq!(
            p.request_body(&request).0["tools"][1]["cache_control"],
            json!({"type": "ephemeral"})
        );
        assert!(p.request_body(&request).0["tools"][0].get("cache_control").is_none());
        assert_eq!(names(&again), ["a"]);
        // With an output schema the list gains the final tool (the breakpoint moves to it).
        request.output_schema = Some(json!({"type": "object"}));
        assert_eq!(names(&request), ["a", "b", FINAL_ANSWER]);
        assert!(p.request_body(&request).0["tools"][1].get("cache_control").is_none());
        request.output_schema = None;
        assert_eq!(names(&request), ["a", "b"]);
        request.tools = Default::default();
        assert!(p.request_body(&request).0.get("tools").is_none());
    }

    /// Runs merged across messages, blocks this API drops, results after text, signed and
    /// unsigned thinking, images, with caching on and off: the body written from kept pieces
    /// (twice, the second time copying) is the one built afresh.
    #[test]
    fn tricky_histories_are_written_as_built_afresh() {
        use ouzel_core::ToolCallId;
        let result = |id: &str, text: &str| ContentBlock::ToolResult {
            tool_use_id: ToolCallId::new(id),
            content: text.into(),
            is_error: false,
        };
        let call = |id: &str| ContentBlock::ToolUse {
            id: ToolCallId::new(id),
            name: "t".into(),
            input: json!({"a": 1}),
        };
        let thinking = |signature: Option<&str>| ContentBlock::Thinking {
            text: "hmm".into(),
            signature: signature.map(Into::into),
            provider_data: None,
        };
        let msg = Message::new;
        let text = |t: &str| ContentBlock::Text { text: t.into() };
        let history = vec![
            // Nothing for this API before anything else: passed over.
            msg(Role::Assistant, vec![thinking(None)]),
            Message::user("first"),
            Message::user("   "),
            msg(Role::User, vec![text("more"), result("x", "late result")]),
            msg(
                Role::Assistant,
                vec![thinking(Some("sig")), text("calling"), call("c1")],
            ),
            // An assistant message with nothing to send between two user messages: they merge.
            msg(Role::Assistant, vec![thinking(None)]),
            msg(Role::User, vec![result("c1", "done \"quoted\" é")]),
            msg(
                Role::User,
                vec![
                    ContentBlock::Image {
                        media_type: "image/png".into(),
                        data: "AAAA".into(),
                    },
                    text("look"),
                ],
            ),
            msg(Role::Assistant, vec![call("c2")]),
            msg(Role::User, vec![result("c2", "two")]),
            msg(Role::User, vec![text("then this")]),
        ];
        for caching in [true, false] {
            let p = Anthropic::new(AnthropicConfig {
                prompt_caching: caching,
                ..AnthropicConfig::new("anthropic", "m")
            })
            .expect("provider builds");
            crate::reuse_check::growing_history(
                &history,
                &format!("caching {caching}"),
                |r| p.body(r).expect("body").0,
                |r| p.whole_body(r),
            );
        }
    }
    use ouzel_core::{ModelParams, StopReason, ToolCallId};

    fn provider(config: AnthropicConfig) -> Anthropic {
        Anthropic::new(AnthropicConfig {
            api_key: Some("sk-ant-test-secret".into()),
            base_url: "http://localhost:1/".into(),
            ..config
        })
        .expect("provider builds")
    }

    fn plain() -> Anthropic {
        provider(AnthropicConfig::new("anthropic", "claude-test"))
    }

    fn spec(name: &str) -> ToolSpec {
        ToolSpec {
            name: name.into(),
            description: format!("{name} things"),
            input_schema: json!({"type": "object", "properties": {}}).into(),
        }
    }

    async fn collect(chunks: Vec<&'static [u8]>) -> (Vec<Result<StreamEvent, ProviderError>>, Option<bool>) {
        let cut = Arc::new(OnceLock::new());
        let sse = Sse {
            decoder: AnthropicDecoder::default(),
            cut: Arc::clone(&cut),
        };
        let events = crate::transport::testing::decode(sse, chunks).await;
        (events, cut.get().copied())
    }

    #[test]
    fn urls_and_debug() {
        let p = plain();
        assert_eq!(p.url, "http://localhost:1/v1/messages");
        assert_eq!(p.models_url, "http://localhost:1/v1/models?limit=1000");
        let direct = Anthropic::new(AnthropicConfig {
            base_url: "https://proxy.example/anthropic/v1/".into(),
            ..AnthropicConfig::new("anthropic", "m")
        })
        .expect("builds");
        assert_eq!(direct.url, "https://proxy.example/anthropic/v1/messages");
        let debug = format!("{p:?}");
        assert!(!debug.contains("sk-ant-test-secret"), "{debug}");
        let config = AnthropicConfig {
            api_key: Some("sk-ant-test-secret".into()),
            ..AnthropicConfig::default()
        };
        assert!(!format!("{config:?}").contains("sk-ant-test-secret"));
    }

    #[test]
    fn history_alternates_and_keeps_signed_thinking() {
        let messages = vec![
            Message::user("hi"),
            Message::user("   "),
            Message::user("and more"),
            Message::new(
                Role::Assistant,
                vec![
                    ContentBlock::Thinking {
                        text: "hmm".into(),
                        signature: Some("sig-1".into()),
                        provider_data: None,
                    },
                    ContentBlock::Thinking {
                        text: String::new(),
                        signature: None,
                        provider_data: Some(json!({"type": "redacted_thinking", "data": "opaque"})),
                    },
                    ContentBlock::Thinking {
                        text: "unsigned, from another provider".into(),
                        signature: None,
                        provider_data: None,
                    },
                    ContentBlock::ToolUse {
                        id: ToolCallId::new("call.1"),
                        name: "read".into(),
                        input: json!({"path": "a"}),
                    },
                    ContentBlock::ToolUse {
                        id: ToolCallId::new("c2"),
                        name: "read".into(),
                        input: Value::String("{broken".into()),
                    },
                ],
            ),
            Message::new(
                Role::User,
                vec![
                    ContentBlock::text("also this"),
                    ContentBlock::tool_result(ToolCallId::new("call.1"), "A", false),
                    ContentBlock::tool_result(ToolCallId::new("c2"), "bad args", true),
                ],
            ),
            Message::user("go on"),
            Message::assistant("done"),
        ];
        assert_eq!(
            Value::from(wire_messages(&messages)),
            json!([
                {"role": "user", "content": [{"type": "text", "text": "hi"}, {"type": "text", "text": "and more"}]},
                {"role": "assistant", "content": [
                    {"type": "thinking", "thinking": "hmm", "signature": "sig-1"},
                    {"type": "redacted_thinking", "data": "opaque"},
                    {"type": "tool_use", "id": "call_1", "name": "read", "input": {"path": "a"}},
                    {"type": "tool_use", "id": "c2", "name": "read", "input": {}},
                ]},
                {"role": "user", "content": [
                    {"type": "tool_result", "tool_use_id": "call_1", "content": "A"},
                    {"type": "tool_result", "tool_use_id": "c2", "content": "bad args", "is_error": true},
                    {"type": "text", "text": "also this"},
                    {"type": "text", "text": "go on"},
                ]},
                {"role": "assistant", "content": [{"type": "text", "text": "done"}]},
            ])
        );
    }

    #[test]
    fn required_fields_and_cache_breakpoints() {
        let request = ModelRequest {
            system: Some("be brief".into()),
            messages: vec![Message::user("one"), Message::assistant("two"), Message::user("three")],
            tools: vec![spec("ls"), spec("cat")].into(),
            ..ModelRequest::default()
        };
        let (body, final_tool) = plain().request_body(&request);
        assert!(final_tool.is_none());
        assert_eq!(body["model"], "claude-test");
        assert_eq!(body["max_tokens"], 8192);
        assert_eq!(body["stream"], true);
        assert_eq!(
            body["system"],
            json!([{"type": "text", "text": "be brief", "cache_control": {"type": "ephemeral"}}])
        );
        assert!(body["tools"][0].get("cache_control").is_none());
        assert_eq!(body["tools"][1]["cache_control"], json!({"type": "ephemeral"}));
        assert_eq!(
            body["tools"][1]["input_schema"],
            json!({"type": "object", "properties": {}})
        );
        assert!(body["messages"][0]["content"][0].get("cache_control").is_none());
        assert_eq!(
            body["messages"][2]["content"][0]["cache_control"],
            json!({"type": "ephemeral"})
        );
        for key in ["temperature", "thinking", "tool_choice"] {
            assert!(body.get(key).is_none(), "{key} must be left out");
        }

        let uncached = provider(AnthropicConfig {
            prompt_caching: false,
            stream: false,
            ..AnthropicConfig::new("anthropic", "claude-test")
        });
        let (body, _) = uncached.request_body(&request);
        assert_eq!(body["system"], "be brief");
        assert!(body.get("stream").is_none());
        assert!(!body.to_string().contains("cache_control"));
    }

    #[test]
    fn thinking_budget_and_effort() {
        let p = plain();
        let request = |params: ModelParams| ModelRequest {
            messages: vec![Message::user("q")],
            params,
            ..ModelRequest::default()
        };
        let (body, _) = p.request_body(&request(ModelParams {
            temperature: Some(0.2),
            max_output_tokens: Some(1000),
            ..ModelParams::default()
        }));
        assert_eq!(body["temperature"], json!(0.2));
        assert_eq!(body["max_tokens"], 1000);
        let (body, _) = p.request_body(&request(ModelParams {
            temperature: Some(1.7),
            ..ModelParams::default()
        }));
        assert_eq!(body["temperature"], json!(1.0), "clamped to the API's range");

        let (body, _) = p.request_body(&request(ModelParams {
            temperature: Some(0.2),
            thinking_budget: Some(4000),
            ..ModelParams::default()
        }));
        assert_eq!(body["thinking"], json!({"type": "enabled", "budget_tokens": 4000}));
        assert!(body.get("temperature").is_none(), "thinking forbids temperature");
        assert_eq!(body["max_tokens"], 8192);

        let (body, _) = p.request_body(&request(ModelParams {
            reasoning_effort: Some(ReasoningEffort::High),
            max_output_tokens: Some(4096),
            ..ModelParams::default()
        }));
        assert_eq!(body["thinking"]["budget_tokens"], 16384);
        assert_eq!(body["max_tokens"], 16384 + 8192, "max_tokens must exceed the budget");

        let (body, _) = p.request_body(&request(ModelParams {
            thinking_budget: Some(10),
            reasoning_effort: Some(ReasoningEffort::High),
            ..ModelParams::default()
        }));
        assert_eq!(
            body["thinking"]["budget_tokens"], 1024,
            "explicit budget wins, at least 1024"
        );
    }

    #[test]
    fn structured_output_is_a_forced_final_tool() {
        let p = plain();
        let schema = json!({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]});
        let mut request = ModelRequest {
            messages: vec![Message::user("q")],
            output_schema: Some(schema.clone()),
            ..ModelRequest::default()
        };
        let (body, tool) = p.request_body(&request);
        assert_eq!(
            tool,
            Some(FinalAnswerTool {
                name: "final_answer".into(),
                wrapped: false
            })
        );
        assert_eq!(body["tools"][0]["name"], "final_answer");
        assert_eq!(body["tools"][0]["input_schema"], schema);
        assert_eq!(body["tool_choice"], json!({"type": "tool", "name": "final_answer"}));

        request.tools = vec![spec("ls")].into();
        let (body, _) = p.request_body(&request);
        assert_eq!(body["tools"][1]["name"], "final_answer");
        assert_eq!(body["tool_choice"], json!({"type": "any"}));

        request.params.thinking_budget = Some(2000);
        let (body, _) = p.request_body(&request);
        assert!(body.get("tool_choice").is_none(), "thinking allows only auto");

        request.output_schema = Some(json!({"type": "array", "items": {"type": "string"}}));
        let (body, tool) = p.request_body(&request);
        assert!(tool.is_some_and(|t| t.wrapped));
        assert_eq!(body["tools"][1]["input_schema"]["required"], json!(["value"]));
    }

    #[tokio::test]
    async fn a_stream_without_message_stop_is_cut_short() {
        let (events, cut) = collect(vec![
            b"event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n",
            b"event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hi\"}}\n\n",
        ])
        .await;
        assert_eq!(events.len(), 1, "{events:?}");
        assert_eq!(cut, Some(true));
        assert!(matches!(cut_short(true), ProviderError::StreamInterrupted { .. }));
        assert_eq!(cut_short(false).kind(), "malformed_response");
    }

    #[tokio::test]
    async fn message_stop_ends_the_stream() {
        let (events, cut) = collect(vec![
            b"event: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"max_tokens\"},\"usage\":{\"output_tokens\":1}}\n\n",
            b"event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n",
            b"event: content_block_start\ndata: ignored after the end\n\n",
        ])
        .await;
        assert_eq!(cut, None);
        let events: Vec<_> = events.into_iter().map(|e| e.expect("no error")).collect();
        assert_eq!(
            events.last(),
            Some(&StreamEvent::Done {
                stop_reason: StopReason::MaxTokens
            })
        );
    }
}
