//! The Google Gemini wire API: `POST {base_url}/v1beta/models/{model}:streamGenerateContent?alt=sse`
//! (or `:generateContent` when not streaming), keyed by the `x-goog-api-key` header.
//!
//! Gemini gives function calls no ids (or only sometimes): the decoder makes up stable ones, and
//! a tool result goes back as a `functionResponse` under the name of the call it answers, found
//! in the history. Thought signatures ride in [`ContentBlock::Thinking`] blocks and are put back
//! on the parts they came with.

use crate::ended::{EndMarker, sse_until_end};
use crate::gemini_decode::{GeminiDecoder, SYNTHETIC_ID_PREFIX, refine, signatures_of};
use crate::limits::StreamLimits;
use crate::sse::SseEvent;
use crate::transport::{SseDecoder, Timeouts, Transport};
use futures::stream::{self, StreamExt};
use ouzel_core::{
    ContentBlock, Message, ModelRequest, ModelStream, Provider, ProviderError, ReasoningEffort, Role, StreamEvent,
    ToolSpec, async_trait,
};
use secrecy::SecretString;
use serde_json::{Map, Value, json};
use std::collections::HashMap;
use std::fmt;

/// Settings for a [`Gemini`] provider.
#[derive(Debug, Clone)]
pub struct GeminiConfig {
    /// The provider's name as in model strings (`gemini`, …).
    pub provider_name: String,
    /// The model's name, e.g. `gemini-2.5-flash` (a leading `models/` is accepted).
    pub model: String,
    /// The API root, `https://generativelanguage.googleapis.com`; `/v1beta` is appended
    /// unless it already ends in a version.
    pub base_url: String,
    /// Sent as the `x-goog-api-key` header when set.
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
    /// Whether to ask thinking models for their thought summaries (`includeThoughts`); on by
    /// default.
    pub include_thoughts: bool,
}

impl GeminiConfig {
    /// A streaming config for `model` at Google's endpoint, with no key and no extra headers.
    pub fn new(provider_name: impl Into<String>, model: impl Into<String>) -> Self {
        Self {
            provider_name: provider_name.into(),
            model: model.into(),
            ..Self::default()
        }
    }
}

impl Default for GeminiConfig {
    fn default() -> Self {
        Self {
            provider_name: "gemini".into(),
            model: String::new(),
            base_url: "https://generativelanguage.googleapis.com".into(),
            api_key: None,
            extra_headers: Vec::new(),
            stream: true,
            context_window: None,
            timeouts: Timeouts::default(),
            limits: StreamLimits::default(),
            include_thoughts: true,
        }
    }
}

/// A model behind the Google Gemini API. Holds one HTTP client, so connections are reused
/// across calls; share one instance (e.g. in an `Arc`) rather than building many.
pub struct Gemini {
    name: String,
    model: String,
    /// `{base_url}/v1beta`.
    root: String,
    stream: bool,
    context_window: Option<u64>,
    include_thoughts: bool,
    transport: Transport,
    /// The tool list last sent and its JSON.
    tools_json: crate::kept_tools::KeptTools,
}

impl fmt::Debug for Gemini {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gemini")
            .field("name", &self.name)
            .field("model", &self.model)
            .field("root", &self.root)
            .field("stream", &self.stream)
            .field("transport", &self.transport)
            .finish_non_exhaustive()
    }
}

/// Budgets for a reasoning effort on models that take a token budget (Gemini 2.5).
fn effort_budget(effort: ReasoningEffort) -> u32 {
    match effort {
        ReasoningEffort::Low => 1024,
        ReasoningEffort::Medium => 8192,
        ReasoningEffort::High => 24576,
    }
}

impl Gemini {
    /// Builds the provider and its HTTP client. Fails if the base URL is not an http(s) URL, if
    /// the key or an extra header cannot be sent as an HTTP header, or if the TLS backend
    /// cannot start.
    pub fn new(config: GeminiConfig) -> Result<Self, ProviderError> {
        crate::transport::check_base_url(&config.base_url)?;
        let key_header = config.api_key.clone().map(|k| ("x-goog-api-key", k));
        let transport = Transport::new(
            key_header,
            config.api_key,
            &config.extra_headers,
            config.timeouts,
            config.limits,
        )?;
        let base = config.base_url.trim_end_matches('/');
        let root = if base.ends_with("/v1beta") || base.ends_with("/v1") || base.ends_with("/v1alpha") {
            base.to_owned()
        } else {
            format!("{base}/v1beta")
        };
        let model = config.model.strip_prefix("models/").unwrap_or(&config.model).to_owned();
        Ok(Self {
            name: config.provider_name,
            model,
            root,
            stream: config.stream,
            context_window: config.context_window,
            include_thoughts: config.include_thoughts,
            transport,
            tools_json: Default::default(),
        })
    }

    fn url(&self) -> String {
        if self.stream {
            format!("{}/models/{}:streamGenerateContent?alt=sse", self.root, self.model)
        } else {
            format!("{}/models/{}:generateContent", self.root, self.model)
        }
    }

    /// Gemini 3 and later: thinking levels, structured output together with tools, and
    /// signatures required on replayed function calls.
    fn is_gemini3_or_later(&self) -> bool {
        let version = self
            .model
            .strip_prefix("gemini-")
            .and_then(|rest| rest.split(['-', '.']).next());
        version.and_then(|v| v.parse::<u32>().ok()).is_some_and(|v| v >= 3)
    }

    /// Models that think unless told not to.
    fn thinks(&self) -> bool {
        self.is_gemini3_or_later() || self.model.contains("-2.5-") || self.model.contains("thinking")
    }

    /// The body's fields in order, the tool list a `null` holding its place (see
    /// [`Self::body`]).
    fn fields(&self, request: &ModelRequest) -> Map<String, Value> {
        let mut body = Map::new();
        if let Some(system) = request.system.as_deref().filter(|s| !s.is_empty()) {
            body.insert("systemInstruction".into(), json!({ "parts": [{ "text": system }] }));
        }
        // Written from each message's kept parts (see `Self::body`).
        body.insert("contents".into(), Value::Null);
        if !request.tools.is_empty() {
            // Written from the list's kept JSON (see `Self::body`).
            body.insert("tools".into(), Value::Null);
        }
        let config = self.generation_config(request);
        if !config.is_empty() {
            body.insert("generationConfig".into(), config.into());
        }
        body
    }

    /// The serialised body for `request`: byte for byte the body built in one pass, but a
    /// message unchanged since an earlier request of the same history is copied from the bytes
    /// written for it then ([`ouzel_core::MessageReuse`]), and the tool list's JSON (every
    /// schema converted to Gemini's form) is made once per list, so a request costs time in
    /// proportion to what is new, not to the whole session (issue 21).
    fn body(&self, request: &ModelRequest) -> Result<Vec<u8>, ProviderError> {
        let unserialisable = |e: serde_json::Error| ProviderError::Network {
            message: format!("the request could not be serialised: {e}"),
        };
        let mut out = Vec::new();
        crate::kept_tools::write_object(&mut out, &self.fields(request), |key, value, out| {
            if key == "contents" {
                write_contents(request, self.is_gemini3_or_later(), out)?;
            } else if key == "tools" && value.is_null() {
                let json = self.tools_json.json(&request.tools, |tools| {
                    serde_json::value::to_raw_value(&wire_tools(tools))
                })?;
                out.extend_from_slice(json.get().as_bytes());
            } else {
                return Ok(false);
            }
            Ok(true)
        })
        .map_err(unserialisable)?;
        Ok(out)
    }

    fn generation_config(&self, request: &ModelRequest) -> Map<String, Value> {
        let params = &request.params;
        let mut config = Map::new();
        if let Some(t) = params.temperature {
            // Via text, so 0.2f32 goes out as 0.2 rather than 0.20000000298023224.
            let t = t.to_string().parse::<f64>().unwrap_or(f64::from(t));
            config.insert("temperature".into(), json!(t));
        }
        if let Some(max) = params.max_output_tokens {
            config.insert("maxOutputTokens".into(), max.into());
        }
        let mut thinking = Map::new();
        if let Some(budget) = params.thinking_budget {
            thinking.insert("thinkingBudget".into(), budget.into());
        } else if let Some(effort) = params.reasoning_effort {
            if self.is_gemini3_or_later() {
                if effort != ReasoningEffort::Medium {
                    thinking.insert("thinkingLevel".into(), json!(effort));
                }
            } else {
                thinking.insert("thinkingBudget".into(), effort_budget(effort).into());
            }
        }
        let thinking_off = params.thinking_budget == Some(0);
        if self.include_thoughts && !thinking_off && (!thinking.is_empty() || self.thinks()) {
            thinking.insert("includeThoughts".into(), true.into());
        }
        if !thinking.is_empty() {
            config.insert("thinkingConfig".into(), thinking.into());
        }
        // Before Gemini 3, a JSON response type cannot be combined with function calling;
        // there the final answer is validated (and re-asked for) by the caller instead.
        if let Some(schema) = &request.output_schema
            && (request.tools.is_empty() || self.is_gemini3_or_later())
        {
            config.insert("responseMimeType".into(), "application/json".into());
            config.insert("responseSchema".into(), gemini_schema(schema));
        }
        config
    }
}

#[async_trait]
impl Provider for Gemini {
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
        let reply = self
            .transport
            .post_body(&self.url(), self.body(request)?)
            .await
            .map_err(refine)?;
        if reply.is_sse(self.stream) {
            return Ok(sse_until_end(reply, GeminiDecoder::default(), "a `finishReason`"));
        }
        let body = reply.text().await?;
        let events = GeminiDecoder::decode_body(&body).map_err(self.transport.scrubber())?;
        Ok(stream::iter(events.into_iter().map(Ok)).boxed())
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        const MAX_PAGES: usize = 20;
        let mut ids = Vec::new();
        let mut token: Option<String> = None;
        for _ in 0..MAX_PAGES {
            let mut url = format!("{}/models?pageSize=1000", self.root);
            if let Some(token) = &token {
                url.push_str("&pageToken=");
                url.push_str(&crate::openai_chat::path_segment(token));
            }
            let body = self.transport.get_json(&url).await.map_err(refine)?;
            for model in body.get("models").and_then(Value::as_array).into_iter().flatten() {
                let generates = model
                    .get("supportedGenerationMethods")
                    .and_then(Value::as_array)
                    .is_none_or(|methods| methods.iter().any(|m| m == "generateContent"));
                if let Some(name) = model.get("name").and_then(Value::as_str)
                    && generates
                {
                    ids.push(name.strip_prefix("models/").unwrap_or(name).to_owned());
                }
            }
            token = body
                .get("nextPageToken")
                .and_then(Value::as_str)
                .filter(|t| !t.is_empty())
                .map(str::to_owned);
            if token.is_none() {
                break;
            }
        }
        ids.sort();
        ids.dedup();
        Ok(Some(ids))
    }
}

/// A tool list in Gemini's form: one tool of function declarations.
fn wire_tools(tools: &[ToolSpec]) -> Value {
    let declarations: Vec<Value> = tools
        .iter()
        .map(|t| {
            let mut declaration = json!({ "name": t.name, "description": t.description });
            let parameters = gemini_schema(&t.input_schema);
            // Gemini refuses an object schema without properties; a tool without arguments
            // simply has no `parameters`.
            if parameters.get("properties").is_some() || parameters.get("type").is_some_and(|t| t != "object") {
                declaration["parameters"] = parameters;
            }
            declaration
        })
        .collect();
    json!([{ "functionDeclarations": declarations }])
}

/// The `contents` array of `request`, written run by run (a run: neighbours of one role, which
/// become one content; messages with no parts passed over), each message's parts copied from
/// what was written for it before.
fn write_contents(request: &ModelRequest, needs_signatures: bool, out: &mut Vec<u8>) -> Result<(), serde_json::Error> {
    let messages = &request.messages;
    let mut runs: Vec<(Role, std::ops::Range<usize>)> = Vec::new();
    for (i, message) in messages.iter().enumerate() {
        let has_parts = has_parts(message);
        match runs.last_mut() {
            Some((role, range)) if !has_parts || *role == message.role => range.end = i + 1,
            None if !has_parts => {}
            _ => runs.push((message.role, i..i + 1)),
        }
    }
    let wire = wire_name(needs_signatures);
    out.push(b'[');
    for (n, (role, range)) in runs.into_iter().enumerate() {
        if n > 0 {
            out.push(b',');
        }
        out.extend_from_slice(match role {
            Role::User => br#"{"role":"user","parts":["#,
            Role::Assistant => br#"{"role":"model","parts":["#,
        });
        request.reuse.write_range(wire, messages, range, out, |i, _, out| {
            write_parts(messages, i, needs_signatures, out)
        })?;
        out.extend_from_slice(b"]}");
    }
    out.push(b']');
    Ok(())
}

/// The name under which this wire's form of a message is kept between requests: a model
/// message's parts depend on whether signatures are required.
fn wire_name(needs_signatures: bool) -> &'static str {
    if needs_signatures { "gemini3" } else { "gemini" }
}

/// The parts of `messages[at]`, separated by commas.
fn write_parts(
    messages: &[Message],
    at: usize,
    needs_signatures: bool,
    out: &mut Vec<u8>,
) -> Result<(), serde_json::Error> {
    let message = &messages[at];
    let parts = match message.role {
        Role::Assistant => model_parts(message, needs_signatures),
        Role::User => user_parts(message, &calls_answered(messages, at)),
    };
    for (k, part) in parts.iter().enumerate() {
        if k > 0 {
            out.push(b',');
        }
        serde_json::to_writer(&mut *out, part)?;
    }
    Ok(())
}

/// Whether a message has any part in Gemini's form ([`model_parts`], [`user_parts`]), told
/// without building them.
fn has_parts(message: &Message) -> bool {
    let text = message
        .content
        .iter()
        .any(|b| matches!(b, ContentBlock::Text { text } if !text.is_empty()));
    match message.role {
        Role::Assistant => {
            text || message.tool_uses().next().is_some() || signatures_of(&message.content).thought.is_some()
        }
        Role::User => {
            text || message
                .content
                .iter()
                .any(|b| matches!(b, ContentBlock::ToolResult { .. } | ContentBlock::Image { .. }))
        }
    }
}

/// The calls the tool results of `messages[at]` answer, each from the latest model message
/// before it that made it (what [`contents`] knows of them when it reaches that message).
fn calls_answered(messages: &[Message], at: usize) -> HashMap<&str, CallRef<'_>> {
    let wanted: Vec<&str> = messages[at]
        .content
        .iter()
        .filter_map(|b| match b {
            ContentBlock::ToolResult { tool_use_id, .. } => Some(tool_use_id.as_str()),
            _ => None,
        })
        .collect();
    let mut calls: HashMap<&str, CallRef<'_>> = HashMap::new();
    for message in messages[..at].iter().rev() {
        if wanted.iter().all(|id| calls.contains_key(id)) {
            break;
        }
        if message.role != Role::Assistant {
            continue;
        }
        for (position, (id, name, _)) in message.tool_uses().enumerate() {
            let id = id.as_str();
            if wanted.contains(&id) && !calls.contains_key(id) {
                let wire_id = Some(id).filter(|id| !id.starts_with(SYNTHETIC_ID_PREFIX));
                calls.insert(
                    id,
                    CallRef {
                        name,
                        position,
                        wire_id,
                    },
                );
            }
        }
    }
    calls
}

/// A tool call in the history, as needed to answer it.
struct CallRef<'a> {
    name: &'a str,
    /// Position in its model turn: Gemini wants the responses in the order of the calls.
    position: usize,
    /// The id Gemini gave it, if any (made-up ids are not sent back).
    wire_id: Option<&'a str>,
}

/// The history as Gemini `contents`: roles `user` and `model`, consecutive turns of one role
/// merged (Gemini wants them alternating). Built in one pass: the reference the body written
/// from kept pieces ([`write_contents`]) must equal.
#[cfg(test)]
fn contents(messages: &[Message], needs_signatures: bool) -> Vec<Value> {
    let mut calls: HashMap<&str, CallRef<'_>> = HashMap::new();
    let mut out: Vec<(&'static str, Vec<Value>)> = Vec::new();
    for message in messages {
        let (role, parts) = match message.role {
            Role::Assistant => {
                for (position, (id, name, _)) in message.tool_uses().enumerate() {
                    let wire_id = Some(id.as_str()).filter(|id| !id.starts_with(SYNTHETIC_ID_PREFIX));
                    calls.insert(
                        id.as_str(),
                        CallRef {
                            name,
                            position,
                            wire_id,
                        },
                    );
                }
                ("model", model_parts(message, needs_signatures))
            }
            Role::User => ("user", user_parts(message, &calls)),
        };
        if parts.is_empty() {
            continue;
        }
        match out.last_mut() {
            Some((last, existing)) if *last == role => existing.extend(parts),
            _ => out.push((role, parts)),
        }
    }
    out.into_iter()
        .map(|(role, parts)| json!({ "role": role, "parts": parts }))
        .collect()
}

/// A model turn's parts: a signed thought (if the turn had one), its text, its calls, each with
/// the thought signature it came with.
fn model_parts(message: &Message, needs_signatures: bool) -> Vec<Value> {
    let signatures = signatures_of(&message.content);
    let mut parts = Vec::new();
    if let Some((text, signature)) = &signatures.thought {
        parts.push(json!({ "text": text, "thought": true, "thoughtSignature": signature }));
    }
    let text = message.text();
    if !text.is_empty() {
        let mut part = json!({ "text": text });
        if let Some(signature) = &signatures.text {
            part["thoughtSignature"] = signature.clone().into();
        }
        parts.push(part);
    }
    for (index, (id, name, input)) in message.tool_uses().enumerate() {
        let args = match input {
            Value::Object(_) => input.clone(),
            Value::Null => json!({}),
            Value::String(raw) => match serde_json::from_str::<Value>(raw) {
                Ok(parsed @ Value::Object(_)) => parsed,
                // What the model wrote was not a JSON object: keep it visible to the model.
                _ => json!({ "arguments": raw }),
            },
            other => json!({ "arguments": other }),
        };
        let mut call = json!({ "name": name, "args": args });
        if !id.as_str().starts_with(SYNTHETIC_ID_PREFIX) {
            call["id"] = id.as_str().into();
        }
        let mut part = json!({ "functionCall": call });
        let signature = signatures.calls.get(&index).cloned().or_else(|| {
            // Gemini 3 rejects a replayed call without a signature; a turn from another model
            // (or an older session) has none, so it gets the documented placeholder.
            (needs_signatures && index == 0 && signatures.is_empty()).then(|| "skip_thought_signature_validator".into())
        });
        if let Some(signature) = signature {
            part["thoughtSignature"] = signature.into();
        }
        parts.push(part);
    }
    parts
}

/// A user turn's parts: `functionResponse`s in the order of the calls they answer, then text and
/// images in their order.
fn user_parts(message: &Message, calls: &HashMap<&str, CallRef<'_>>) -> Vec<Value> {
    let mut responses: Vec<(usize, Value)> = Vec::new();
    let mut texts = Vec::new();
    for block in &message.content {
        match block {
            ContentBlock::ToolResult {
                tool_use_id,
                content,
                is_error,
            } => match calls.get(tool_use_id.as_str()) {
                Some(call) => {
                    let key = if *is_error { "error" } else { "output" };
                    let mut response = json!({ "name": call.name, "response": { key: content } });
                    if let Some(id) = call.wire_id {
                        response["id"] = id.into();
                    }
                    responses.push((call.position, json!({ "functionResponse": response })));
                }
                // A result whose call is not in the history cannot be a functionResponse.
                None => texts.push(json!({ "text": format!("Result of tool call {tool_use_id}: {content}") })),
            },
            ContentBlock::Text { text } if !text.is_empty() => texts.push(json!({ "text": text })),
            // The REST form Google documents for images (the API takes snake_case and
            // camelCase field names alike).
            ContentBlock::Image { media_type, data } => {
                texts.push(json!({ "inline_data": { "mime_type": media_type, "data": data } }));
            }
            _ => {}
        }
    }
    responses.sort_by_key(|(position, _)| *position);
    responses.into_iter().map(|(_, part)| part).chain(texts).collect()
}

/// The subset of OpenAPI 3.0 schema keywords Gemini accepts, besides those converted below.
const KEPT_KEYWORDS: &[&str] = &[
    "description",
    "nullable",
    "minItems",
    "maxItems",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
    "pattern",
    "minProperties",
    "maxProperties",
    "propertyOrdering",
];

/// Nesting beyond which a schema is cut off (recursive `$ref`s would not end).
const MAX_SCHEMA_DEPTH: usize = 24;

/// `schema` (JSON Schema) in the form Gemini's `Schema` accepts: local `$ref`s inlined,
/// `oneOf` as `anyOf`, `["string", "null"]` as a nullable string, `const` as a one-value enum,
/// and keywords it does not know (`$schema`, `additionalProperties`, `title`, `default`, …)
/// left out.
pub(crate) fn gemini_schema(schema: &Value) -> Value {
    convert(schema, schema, 0)
}

fn convert(schema: &Value, root: &Value, depth: usize) -> Value {
    let Some(object) = schema.as_object() else {
        // `true` (anything) and malformed schemas: no constraint.
        return json!({});
    };
    if depth > MAX_SCHEMA_DEPTH {
        return json!({});
    }
    if let Some(target) = object
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| resolve(root, r))
    {
        let mut merged = target.as_object().cloned().unwrap_or_default();
        merged.extend(
            object
                .iter()
                .filter(|(k, _)| *k != "$ref")
                .map(|(k, v)| (k.clone(), v.clone())),
        );
        return convert(&Value::Object(merged), root, depth + 1);
    }
    if let Some(all) = object.get("allOf").and_then(Value::as_array) {
        let mut merged = object.clone();
        merged.remove("allOf");
        for part in all {
            let part = convert(part, root, depth + 1);
            merge_into(&mut merged, part);
        }
        return convert(&Value::Object(merged), root, depth + 1);
    }

    let mut out = Map::new();
    let mut nullable = false;
    match object.get("type") {
        Some(Value::String(t)) if t == "null" => nullable = true,
        Some(Value::String(t)) => {
            out.insert("type".into(), t.clone().into());
        }
        Some(Value::Array(types)) => {
            let named: Vec<&str> = types.iter().filter_map(Value::as_str).collect();
            nullable = named.contains(&"null");
            let rest: Vec<&str> = named.into_iter().filter(|t| *t != "null").collect();
            match rest.as_slice() {
                [one] => {
                    out.insert("type".into(), (*one).into());
                }
                [] => {}
                many => {
                    let any: Vec<Value> = many.iter().map(|t| json!({ "type": t })).collect();
                    out.insert("anyOf".into(), any.into());
                }
            }
        }
        _ => {
            let inferred = if object.contains_key("properties") {
                Some("object")
            } else if object.contains_key("items") {
                Some("array")
            } else if object
                .get("enum")
                .or_else(|| object.get("const"))
                .is_some_and(Value::is_string)
            {
                Some("string")
            } else {
                None
            };
            if let Some(t) = inferred {
                out.insert("type".into(), t.into());
            }
        }
    }
    for key in KEPT_KEYWORDS {
        if let Some(value) = object.get(*key) {
            out.insert((*key).into(), value.clone());
        }
    }
    let kind = out.get("type").and_then(Value::as_str).unwrap_or_default().to_owned();
    let values = object
        .get("enum")
        .and_then(Value::as_array)
        .cloned()
        .or_else(|| object.get("const").map(|c| vec![c.clone()]));
    if let Some(values) = values {
        let strings: Vec<&Value> = values.iter().filter(|v| !v.is_null()).collect();
        nullable |= strings.len() < values.len();
        // Gemini takes enums of strings only.
        if strings.iter().all(|v| v.is_string()) && (kind.is_empty() || kind == "string") {
            out.insert("type".into(), "string".into());
            out.insert("enum".into(), strings.into_iter().cloned().collect());
        }
    }
    if let Some(format) = object.get("format").and_then(Value::as_str) {
        let supported = match kind.as_str() {
            "string" => ["date-time", "enum"].contains(&format),
            "integer" => ["int32", "int64"].contains(&format),
            "number" => ["float", "double"].contains(&format),
            _ => false,
        };
        if supported {
            out.insert("format".into(), format.into());
        }
    }
    if let Some(properties) = object.get("properties").and_then(Value::as_object)
        && !properties.is_empty()
    {
        let converted: Map<String, Value> = properties
            .iter()
            .map(|(name, p)| (name.clone(), convert(p, root, depth + 1)))
            .collect();
        let required: Vec<Value> = object
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter(|r| r.as_str().is_some_and(|r| converted.contains_key(r)))
            .cloned()
            .collect();
        out.insert("properties".into(), converted.into());
        if !required.is_empty() {
            out.insert("required".into(), required.into());
        }
    }
    match object.get("items") {
        Some(items @ Value::Object(_)) => {
            out.insert("items".into(), convert(items, root, depth + 1));
        }
        // A tuple: Gemini has no tuples, so the first item's schema stands for all.
        Some(Value::Array(items)) => {
            if let Some(first) = items.first() {
                out.insert("items".into(), convert(first, root, depth + 1));
            }
        }
        _ => {}
    }
    if let Some(any) = object
        .get("anyOf")
        .or_else(|| object.get("oneOf"))
        .and_then(Value::as_array)
    {
        let mut options: Vec<Value> = Vec::new();
        for option in any {
            if option.get("type").and_then(Value::as_str) == Some("null") {
                nullable = true;
            } else {
                options.push(convert(option, root, depth + 1));
            }
        }
        match options.len() {
            0 => {}
            1 => {
                if let Some(Value::Object(only)) = options.pop() {
                    for (k, v) in only {
                        out.entry(k).or_insert(v);
                    }
                }
            }
            _ => {
                out.insert("anyOf".into(), options.into());
            }
        }
    }
    if nullable {
        out.insert("nullable".into(), true.into());
    }
    Value::Object(out)
}

/// The schema a local `$ref` (`#/$defs/Name`, `#/definitions/Name`, any JSON pointer) names.
fn resolve<'a>(root: &'a Value, reference: &str) -> Option<&'a Value> {
    let pointer = reference.strip_prefix('#')?;
    root.pointer(pointer)
}

/// Folds `part` (a converted `allOf` member) into `target`: properties and required lists
/// joined, other keywords kept where `target` has none.
fn merge_into(target: &mut Map<String, Value>, part: Value) {
    let Value::Object(part) = part else { return };
    for (key, value) in part {
        match (key.as_str(), target.get_mut(&key), value) {
            ("properties", Some(Value::Object(existing)), Value::Object(more)) => existing.extend(more),
            ("required", Some(Value::Array(existing)), Value::Array(more)) => {
                for r in more {
                    if !existing.contains(&r) {
                        existing.push(r);
                    }
                }
            }
            (_, Some(_), _) => {}
            (_, None, value) => {
                target.insert(key, value);
            }
        }
    }
}

impl SseDecoder for GeminiDecoder {
    fn push(&mut self, event: &SseEvent) -> Result<Vec<StreamEvent>, ProviderError> {
        match event.data.trim() {
            "" => Ok(Vec::new()),
            data => self.push_json(data),
        }
    }

    fn is_done(&self) -> bool {
        false
    }

    fn finish(&mut self) -> Vec<StreamEvent> {
        GeminiDecoder::finish(self)
    }
}

impl EndMarker for GeminiDecoder {
    fn ended(&self) -> bool {
        self.finished()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Gemini {
        /// The body as sent, parsed.
        fn request_body(&self, request: &ModelRequest) -> Value {
            serde_json::from_slice(&self.body(request).expect("serialises")).expect("JSON")
        }

        /// The body in one pass, every message built afresh: what [`Gemini::body`] must equal
        /// byte for byte.
        fn whole_body(&self, request: &ModelRequest) -> Vec<u8> {
            let mut fields = self.fields(request);
            fields.insert(
                "contents".into(),
                contents(&request.messages, self.is_gemini3_or_later()).into(),
            );
            if let Some(tools) = fields.get_mut("tools") {
                *tools = wire_tools(&request.tools);
            }
            serde_json::to_vec(&Value::Object(fields)).expect("serialises")
        }
    }

    impl crate::reuse_check::Bodies for Gemini {
        fn bodies(&self, request: &ModelRequest) -> Vec<[Vec<u8>; 3]> {
            let reused = self.body(request).expect("body");
            let fresh = self.body(&request.clone()).expect("body");
            vec![[reused, fresh, self.whole_body(request)]]
        }

        fn written(&self, request: &ModelRequest) -> usize {
            let needs = self.is_gemini3_or_later();
            let wire = wire_name(needs);
            let messages = &request.messages;
            let mut written = 0;
            request
                .reuse
                .write_range(wire, messages, 0..messages.len(), &mut b"[".to_vec(), |i, _, out| {
                    written += 1;
                    write_parts(messages, i, needs, out)
                })
                .expect("serialises");
            written
        }
    }

    /// The shared agent-loop check (pruning, compactions, a model switch, a tool added): every
    /// body is byte for byte the one built afresh, and most messages are copied.
    #[tokio::test]
    async fn bodies_reusing_kept_messages_are_those_serialised_afresh() {
        crate::reuse_check::session(provider).await;
    }

    /// Results answering calls of earlier turns (and a call nowhere in the history), merged
    /// user messages around a model message with no parts, signatures, images: the body written
    /// from kept pieces (twice, the second time copying) is the one built afresh.
    #[test]
    fn tricky_histories_are_written_as_built_afresh() {
        use ouzel_core::ToolCallId;
        let call = |id: &str, name: &str| ContentBlock::ToolUse {
            id: ToolCallId::new(id),
            name: name.into(),
            input: json!({"a": 1}),
        };
        let result = |id: &str| ContentBlock::ToolResult {
            tool_use_id: ToolCallId::new(id),
            content: format!("result of {id}"),
            is_error: id.ends_with('e'),
        };
        let text = |t: &str| ContentBlock::Text { text: t.into() };
        let history = vec![
            Message::new(Role::Assistant, vec![text("")]),
            Message::user("first"),
            Message::new(
                Role::Assistant,
                vec![text("two calls"), call("c1", "ls"), call("c2e", "cat")],
            ),
            // Results in another order than the calls, one of a call nowhere before.
            Message::new(Role::User, vec![result("c2e"), result("zz"), result("c1")]),
            Message::new(Role::Assistant, vec![call("c1", "again")]),
            // A model message with nothing to send: the user messages around it merge.
            Message::new(
                Role::Assistant,
                vec![ContentBlock::Thinking {
                    text: "hmm".into(),
                    signature: None,
                    provider_data: None,
                }],
            ),
            Message::new(Role::User, vec![result("c1")]),
            Message::new(
                Role::User,
                vec![
                    ContentBlock::Image {
                        media_type: "image/png".into(),
                        data: "AAAA".into(),
                    },
                    text("look"),
                ],
            ),
            Message::new(Role::Assistant, vec![call("gemini-made-up", "x")]),
            Message::new(Role::User, vec![result("gemini-made-up")]),
        ];
        for model in ["gemini-2.5-flash", "gemini-3-pro-preview"] {
            let p = provider(model);
            crate::reuse_check::growing_history(&history, model, |r| p.body(r).expect("body"), |r| p.whole_body(r));
        }
    }

    #[test]
    fn the_tool_lists_json_is_kept_for_that_list_only() {
        let p = provider("gemini-2.5-flash");
        let spec = |name: &str| ToolSpec {
            name: name.into(),
            description: format!("the {name} tool"),
            input_schema: json!({"type": "object", "properties": {"path": {"type": "string", "title": "P"}}}).into(),
        };
        let names = |request: &ModelRequest| -> Vec<String> {
            p.request_body(request)["tools"][0]["functionDeclarations"]
                .as_array()
                .map(|t| t.iter().map(|t| t["name"].as_str().unwrap().to_owned()).collect())
                .unwrap_or_default()
        };
        let mut request = ModelRequest {
            messages: vec![Message::user("hi")],
            tools: vec![spec("a")].into(),
            ..ModelRequest::default()
        };
        let first = p.body(&request).unwrap();
        assert_eq!(p.body(&request).unwrap(), first);
        assert_eq!(names(&request), ["a"]);
        // Converted to Gemini's schema form (no `title`).
        let declared = &p.request_body(&request)["tools"][0]["functionDeclarations"][0];
        assert_eq!(declared["parameters"]["properties"]["path"], json!({"type": "string"}));
        let again = request.clone();
        request.tools = vec![spec("a"), spec("b")].into();
        assert_eq!(names(&request), ["a", "b"]);
        assert_eq!(names(&again), ["a"]);
        request.tools = Default::default();
        assert!(p.request_body(&request).get("tools").is_none());
    }
    use ouzel_core::{ModelParams, ToolCallId, ToolSpec};

    fn provider(model: &str) -> Gemini {
        Gemini::new(GeminiConfig {
            api_key: Some("AIza-test-secret".into()),
            base_url: "http://localhost:1/".into(),
            ..GeminiConfig::new("gemini", model)
        })
        .expect("provider builds")
    }

    #[test]
    fn urls_and_debug() {
        let p = provider("models/gemini-2.5-flash");
        assert_eq!(p.model(), "gemini-2.5-flash");
        assert_eq!(
            p.url(),
            "http://localhost:1/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse"
        );
        assert!(!format!("{p:?}").contains("AIza-test-secret"));
        let config = GeminiConfig {
            api_key: Some("AIza-test-secret".into()),
            ..GeminiConfig::default()
        };
        assert!(!format!("{config:?}").contains("AIza-test-secret"));
        let plain = Gemini::new(GeminiConfig {
            stream: false,
            base_url: "http://h/v1beta/".into(),
            ..GeminiConfig::new("gemini", "gemini-2.0-flash")
        })
        .expect("builds");
        assert_eq!(plain.url(), "http://h/v1beta/models/gemini-2.0-flash:generateContent");
        assert!(provider("gemini-3-pro-preview").is_gemini3_or_later());
        assert!(provider("gemini-3.1-flash").is_gemini3_or_later());
        assert!(!provider("gemini-2.5-pro").is_gemini3_or_later());
        assert!(!provider("gemma-3-27b-it").is_gemini3_or_later());
    }

    #[test]
    fn schemas_are_cut_to_what_gemini_accepts() {
        let schema = json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Args",
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "path": {"type": "string", "description": "where", "format": "uri", "default": "."},
                "limit": {"type": ["integer", "null"], "minimum": 1, "exclusiveMaximum": 100},
                "mode": {"enum": ["a", "b", null]},
                "kind": {"const": "file"},
                "level": {"type": "integer", "enum": [1, 2]},
                "when": {"type": "string", "format": "date-time"},
                "tags": {"type": "array", "items": {"$ref": "#/$defs/Tag"}},
                "either": {"oneOf": [{"type": "string"}, {"type": "number"}]},
                "maybe": {"anyOf": [{"$ref": "#/$defs/Tag"}, {"type": "null"}]},
                "empty": {"type": "object", "properties": {}},
            },
            "required": ["path", "ghost"],
            "$defs": {"Tag": {"type": "object", "properties": {"name": {"type": "string"}}, "additionalProperties": false}},
        });
        assert_eq!(
            gemini_schema(&schema),
            json!({
                "type": "object",
                "properties": {
                    "path": {"type": "string", "description": "where"},
                    "limit": {"type": "integer", "minimum": 1, "nullable": true},
                    "mode": {"type": "string", "enum": ["a", "b"], "nullable": true},
                    "kind": {"type": "string", "enum": ["file"]},
                    "level": {"type": "integer"},
                    "when": {"type": "string", "format": "date-time"},
                    "tags": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}}}},
                    "either": {"anyOf": [{"type": "string"}, {"type": "number"}]},
                    "maybe": {"type": "object", "properties": {"name": {"type": "string"}}, "nullable": true},
                    "empty": {"type": "object"},
                },
                "required": ["path"],
            })
        );
    }

    #[test]
    fn recursive_refs_and_all_of_end() {
        let schema = json!({
            "$ref": "#/definitions/Node",
            "definitions": {"Node": {"type": "object", "properties": {"next": {"$ref": "#/definitions/Node"}}}},
        });
        let converted = gemini_schema(&schema);
        assert_eq!(converted["type"], "object");
        assert!(converted.to_string().len() < 10_000);
        let all = json!({"allOf": [
            {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]},
            {"properties": {"b": {"type": "number"}}, "required": ["b"]},
        ]});
        assert_eq!(
            gemini_schema(&all),
            json!({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "number"}}, "required": ["a", "b"]})
        );
    }

    #[test]
    fn function_responses_find_their_names_and_order() {
        let use_block = |id: &str, name: &str| ContentBlock::ToolUse {
            id: ToolCallId::new(id),
            name: name.into(),
            input: json!({"x": id}),
        };
        let messages = vec![
            Message::user("go"),
            Message::new(
                Role::Assistant,
                vec![
                    ContentBlock::Thinking {
                        text: "plan".into(),
                        signature: Some("sig-call".into()),
                        provider_data: Some(json!({"gemini": {"signatures": [
                            {"part": "function_call", "index": 0, "signature": "sig-call"}]}})),
                    },
                    use_block("gemini_r1_0", "read"),
                    use_block("server-id-7", "grep"),
                ],
            ),
            Message::new(
                Role::User,
                vec![
                    // Out of order, and one the history does not know.
                    ContentBlock::tool_result(ToolCallId::new("server-id-7"), "match", false),
                    ContentBlock::tool_result(ToolCallId::new("gemini_r1_0"), "no such file", true),
                    ContentBlock::tool_result(ToolCallId::new("lost"), "?", false),
                ],
            ),
            Message::user("and?"),
        ];
        assert_eq!(
            Value::from(contents(&messages, false)),
            json!([
                {"role": "user", "parts": [{"text": "go"}]},
                {"role": "model", "parts": [
                    {"functionCall": {"name": "read", "args": {"x": "gemini_r1_0"}}, "thoughtSignature": "sig-call"},
                    {"functionCall": {"name": "grep", "args": {"x": "server-id-7"}, "id": "server-id-7"}},
                ]},
                {"role": "user", "parts": [
                    {"functionResponse": {"name": "read", "response": {"error": "no such file"}}},
                    {"functionResponse": {"name": "grep", "response": {"output": "match"}, "id": "server-id-7"}},
                    {"text": "Result of tool call lost: ?"},
                    {"text": "and?"},
                ]},
            ])
        );
    }

    #[test]
    fn gemini3_gets_a_placeholder_signature_for_unsigned_calls() {
        let messages = vec![Message::new(
            Role::Assistant,
            vec![
                ContentBlock::text("Looking."),
                ContentBlock::ToolUse {
                    id: ToolCallId::new("call_from_elsewhere"),
                    name: "ls".into(),
                    input: Value::String("{not json".into()),
                },
            ],
        )];
        let wire = contents(&messages, true);
        assert_eq!(
            wire[0]["parts"],
            json!([
                {"text": "Looking."},
                {"functionCall": {"name": "ls", "args": {"arguments": "{not json"}, "id": "call_from_elsewhere"},
                 "thoughtSignature": "skip_thought_signature_validator"},
            ])
        );
    }

    #[test]
    fn generation_config() {
        let request = ModelRequest {
            tools: vec![ToolSpec {
                name: "now".into(),
                description: "time".into(),
                input_schema: json!({"type": "object", "properties": {}}).into(),
            }]
            .into(),
            params: ModelParams {
                temperature: Some(0.2),
                max_output_tokens: Some(100),
                reasoning_effort: Some(ReasoningEffort::High),
                thinking_budget: None,
            },
            output_schema: Some(json!({"type": "object", "properties": {"a": {"type": "string"}}})),
            ..ModelRequest::default()
        };
        let body = provider("gemini-2.5-flash").request_body(&request);
        assert_eq!(
            body["generationConfig"],
            json!({"temperature": 0.2, "maxOutputTokens": 100,
                   "thinkingConfig": {"thinkingBudget": 24576, "includeThoughts": true}})
        );
        assert_eq!(
            body["tools"],
            json!([{"functionDeclarations": [{"name": "now", "description": "time"}]}])
        );
        let body = provider("gemini-3-pro-preview").request_body(&request);
        assert_eq!(
            body["generationConfig"]["thinkingConfig"],
            json!({"thinkingLevel": "high", "includeThoughts": true})
        );
        assert_eq!(body["generationConfig"]["responseMimeType"], "application/json");
        let plain = provider("gemini-2.0-flash").request_body(&ModelRequest::default());
        assert!(plain.get("generationConfig").is_none(), "{plain}");
        assert!(plain.get("systemInstruction").is_none());
        let off = provider("gemini-2.5-flash").request_body(&ModelRequest {
            params: ModelParams {
                thinking_budget: Some(0),
                ..ModelParams::default()
            },
            ..ModelRequest::default()
        });
        assert_eq!(
            off["generationConfig"],
            json!({"thinkingConfig": {"thinkingBudget": 0}})
        );
    }
}
