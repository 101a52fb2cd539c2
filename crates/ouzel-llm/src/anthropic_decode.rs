//! Turns Anthropic Messages response bodies (streamed events or one whole message) into
//! [`StreamEvent`]s. Pure: no I/O.
//!
//! The streamed form is `message_start`, then for each content block `content_block_start`,
//! any number of `content_block_delta`s and `content_block_stop`, then `message_delta` (stop
//! reason, final usage) and `message_stop`; `ping` may come anywhere, `error` ends the stream.

use crate::error::{excerpt, from_anthropic_error};
use ouzel_core::{ProviderError, StopReason, StreamEvent, TokenUsage};
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// How the answer to a structured-output request comes back: as the input of this tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FinalAnswerTool {
    /// The tool's name.
    pub(crate) name: String,
    /// Whether the schema was wrapped as `{"value": …}` (tool inputs must be objects).
    pub(crate) wrapped: bool,
}

/// Anthropic's usage counters as last reported; `message_delta` repeats or updates them.
#[derive(Debug, Default, Clone, Copy)]
struct WireUsage {
    input: u64,
    output: u64,
    cache_read: u64,
    cache_write: u64,
}

impl WireUsage {
    /// Takes the counters present in `usage`; absent or null ones keep their value.
    fn update(&mut self, usage: &Value) {
        let field = |name: &str| usage.get(name).and_then(Value::as_u64);
        if let Some(n) = field("input_tokens") {
            self.input = n;
        }
        if let Some(n) = field("output_tokens") {
            self.output = n;
        }
        if let Some(n) = field("cache_read_input_tokens") {
            self.cache_read = n;
        }
        if let Some(n) = field("cache_creation_input_tokens") {
            self.cache_write = n;
        }
    }

    /// Anthropic's `input_tokens` leaves out cached tokens; ouzel's input count includes them.
    fn to_usage(self) -> TokenUsage {
        TokenUsage {
            input_tokens: self.input + self.cache_read + self.cache_write,
            output_tokens: self.output,
            cache_read_tokens: self.cache_read,
            cache_write_tokens: self.cache_write,
            ..TokenUsage::default()
        }
    }
}

/// A content block being streamed.
#[derive(Debug)]
enum Block {
    Text,
    Thinking {
        text: String,
        signature: String,
    },
    RedactedThinking {
        data: Value,
    },
    ToolUse {
        index: usize,
        id: String,
        name: String,
        /// The input from `content_block_start`, used when no delta follows.
        initial: Value,
        arguments: String,
    },
    /// The structured-output tool: its input becomes the answer text.
    FinalAnswer {
        initial: Value,
        arguments: String,
    },
    /// Server tools, citations and other blocks ouzel does not use.
    Other,
}

/// The state of one answer being decoded.
#[derive(Debug, Default)]
pub(crate) struct AnthropicDecoder {
    final_tool: Option<FinalAnswerTool>,
    blocks: BTreeMap<u64, Block>,
    calls: usize,
    /// Text held back while a structured answer may still arrive as the final tool's input.
    held_text: String,
    final_answer: Option<String>,
    usage: Option<WireUsage>,
    stop_reason: Option<String>,
    stopped: bool,
    emitted: bool,
    /// The last tool call whose block closed, its end held back: LiteLLM's Anthropic route
    /// opens a new `tool_use` block for every upstream chunk of one call (same id, or none), and
    /// such a block continues this call instead of starting another.
    closed_call: Option<Block>,
}

impl AnthropicDecoder {
    /// A decoder for a request that offered `final_tool` for structured output, if any.
    pub(crate) fn new(final_tool: Option<FinalAnswerTool>) -> Self {
        Self {
            final_tool,
            ..Self::default()
        }
    }

    /// Whether `message_stop` arrived.
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    /// Whether any answer event has been produced yet.
    pub(crate) fn emitted(&self) -> bool {
        self.emitted
    }

    /// Decodes one streamed event: `name` is the SSE `event:` field, `data` its JSON payload.
    pub(crate) fn push_event(&mut self, name: &str, data: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        let data = data.trim();
        if data.is_empty() {
            return match name {
                "message_stop" => {
                    self.stopped = true;
                    Ok(Vec::new())
                }
                _ => Ok(Vec::new()),
            };
        }
        let value: Value = serde_json::from_str(data).map_err(|e| ProviderError::MalformedResponse {
            message: format!("invalid JSON in a `{name}` event ({e}): {}", excerpt(data)),
        })?;
        let kind = value.get("type").and_then(Value::as_str).unwrap_or(name);
        let events = self.push_value(kind, &value)?;
        self.emitted |= !events.is_empty();
        Ok(events)
    }

    fn push_value(&mut self, kind: &str, value: &Value) -> Result<Vec<StreamEvent>, ProviderError> {
        let index = || value.get("index").and_then(Value::as_u64).unwrap_or(0);
        match kind {
            "message_start" => {
                if let Some(usage) = value.pointer("/message/usage") {
                    self.usage.get_or_insert_default().update(usage);
                }
                Ok(Vec::new())
            }
            "content_block_start" => {
                let block = value.get("content_block").cloned().unwrap_or(Value::Null);
                Ok(self.start_block(index(), &block))
            }
            "content_block_delta" => {
                let delta = value.get("delta").unwrap_or(&Value::Null);
                Ok(self.delta(index(), delta))
            }
            "content_block_stop" => Ok(self.stop_block(index())),
            "message_delta" => {
                if let Some(reason) = value.pointer("/delta/stop_reason").and_then(Value::as_str) {
                    self.stop_reason = Some(reason.to_owned());
                }
                if let Some(usage) = value.get("usage") {
                    self.usage.get_or_insert_default().update(usage);
                }
                Ok(Vec::new())
            }
            "message_stop" => {
                self.stopped = true;
                Ok(Vec::new())
            }
            "error" => Err(from_anthropic_error(value.get("error").unwrap_or(value))),
            // `ping`, and event types added after this was written: the API asks clients to skip them.
            _ => Ok(Vec::new()),
        }
    }

    fn start_block(&mut self, index: u64, block: &Value) -> Vec<StreamEvent> {
        let text_of = |field: &str| block.get(field).and_then(Value::as_str).unwrap_or_default().to_owned();
        let kind = block.get("type").and_then(Value::as_str).unwrap_or_default();
        if let Some(Block::ToolUse { id, name, .. }) = &self.closed_call {
            let new_id = text_of("id");
            let new_name = text_of("name");
            let continues = kind == "tool_use"
                && (new_id == *id || new_id.is_empty())
                && (new_name == *name || new_name.is_empty());
            if continues {
                if let Some(call) = self.closed_call.take() {
                    self.blocks.insert(index, call);
                }
                return Vec::new();
            }
        }
        let mut events = self.flush_call();
        let state = match kind {
            "text" => {
                let text = text_of("text");
                if !text.is_empty() {
                    events.extend(self.text(text));
                }
                Block::Text
            }
            "thinking" => {
                let text = text_of("thinking");
                if !text.is_empty() {
                    events.push(StreamEvent::ThinkingDelta(text.clone()));
                }
                Block::Thinking {
                    text,
                    signature: text_of("signature"),
                }
            }
            "redacted_thinking" => Block::RedactedThinking {
                data: block.get("data").cloned().unwrap_or(Value::Null),
            },
            "tool_use" => {
                let name = text_of("name");
                let initial = block.get("input").cloned().unwrap_or_else(|| json!({}));
                if self.final_tool.as_ref().is_some_and(|f| f.name == name) {
                    Block::FinalAnswer {
                        initial,
                        arguments: String::new(),
                    }
                } else {
                    let index = self.calls;
                    self.calls += 1;
                    let id = text_of("id");
                    events.push(StreamEvent::ToolCallStart {
                        index,
                        id: id.clone(),
                        name: name.clone(),
                    });
                    Block::ToolUse {
                        index,
                        id,
                        name,
                        initial,
                        arguments: String::new(),
                    }
                }
            }
            _ => Block::Other,
        };
        self.blocks.insert(index, state);
        events
    }

    fn delta(&mut self, index: u64, delta: &Value) -> Vec<StreamEvent> {
        let text_of = |field: &str| delta.get(field).and_then(Value::as_str).unwrap_or_default();
        let kind = delta.get("type").and_then(Value::as_str).unwrap_or_default();
        // A delta for a block whose start was never seen: open one of the delta's kind.
        if !self.blocks.contains_key(&index) {
            let implied = match kind {
                "text_delta" => json!({"type": "text"}),
                "thinking_delta" | "signature_delta" => json!({"type": "thinking"}),
                _ => Value::Null,
            };
            let mut events = self.start_block(index, &implied);
            events.extend(self.delta(index, delta));
            return events;
        }
        let Some(block) = self.blocks.get_mut(&index) else {
            return Vec::new();
        };
        match (kind, block) {
            ("text_delta", Block::Text) => {
                let text = text_of("text").to_owned();
                if text.is_empty() { Vec::new() } else { self.text(text) }
            }
            ("thinking_delta", Block::Thinking { text, .. }) => {
                let more = text_of("thinking");
                text.push_str(more);
                if more.is_empty() {
                    Vec::new()
                } else {
                    vec![StreamEvent::ThinkingDelta(more.to_owned())]
                }
            }
            ("signature_delta", Block::Thinking { signature, .. }) => {
                signature.push_str(text_of("signature"));
                Vec::new()
            }
            ("input_json_delta", Block::ToolUse { index, arguments, .. }) => {
                let more = text_of("partial_json");
                arguments.push_str(more);
                if more.is_empty() {
                    Vec::new()
                } else {
                    vec![StreamEvent::ToolCallDelta {
                        index: *index,
                        delta: more.to_owned(),
                    }]
                }
            }
            ("input_json_delta", Block::FinalAnswer { arguments, .. }) => {
                arguments.push_str(text_of("partial_json"));
                Vec::new()
            }
            // Citations and deltas of blocks ouzel does not use.
            _ => Vec::new(),
        }
    }

    fn stop_block(&mut self, index: u64) -> Vec<StreamEvent> {
        match self.blocks.remove(&index) {
            Some(block) => self.close(block),
            None => Vec::new(),
        }
    }

    /// Ends the held-back tool call, if any.
    fn flush_call(&mut self) -> Vec<StreamEvent> {
        match self.closed_call.take() {
            Some(call) => self.end(call),
            None => Vec::new(),
        }
    }

    fn close(&mut self, block: Block) -> Vec<StreamEvent> {
        if matches!(block, Block::ToolUse { .. }) {
            let events = self.flush_call();
            self.closed_call = Some(block);
            return events;
        }
        self.end(block)
    }

    fn end(&mut self, block: Block) -> Vec<StreamEvent> {
        match block {
            Block::Text | Block::Other => Vec::new(),
            Block::Thinking { text, signature } => vec![StreamEvent::ThinkingEnd {
                text,
                signature: Some(signature).filter(|s| !s.is_empty()),
                provider_data: None,
            }],
            Block::RedactedThinking { data } => vec![StreamEvent::ThinkingEnd {
                text: String::new(),
                signature: None,
                provider_data: Some(json!({"type": "redacted_thinking", "data": data})),
            }],
            Block::ToolUse {
                index,
                id,
                name,
                initial,
                arguments,
            } => vec![StreamEvent::ToolCallEnd {
                index,
                id,
                name,
                arguments: if arguments.trim().is_empty() {
                    initial.to_string()
                } else {
                    arguments
                },
            }],
            Block::FinalAnswer { initial, arguments } => {
                let raw = if arguments.trim().is_empty() {
                    initial.to_string()
                } else {
                    arguments
                };
                let wrapped = self.final_tool.as_ref().is_some_and(|f| f.wrapped);
                let answer = if wrapped {
                    // The schema was wrapped as `{"value": …}`: hand back the value alone.
                    match serde_json::from_str::<Value>(&raw) {
                        Ok(Value::Object(mut map)) if map.contains_key("value") => {
                            map.remove("value").unwrap_or(Value::Null).to_string()
                        }
                        _ => raw,
                    }
                } else {
                    raw
                };
                self.final_answer.get_or_insert_default().push_str(&answer);
                Vec::new()
            }
        }
    }

    /// Answer text: streamed as it comes, or held back while a structured answer may replace it.
    fn text(&mut self, text: String) -> Vec<StreamEvent> {
        if self.final_tool.is_some() {
            self.held_text.push_str(&text);
            Vec::new()
        } else {
            vec![StreamEvent::TextDelta(text)]
        }
    }

    /// Ends the answer: blocks left open, the structured answer (or held text), usage, `Done`.
    pub(crate) fn finish(&mut self) -> Vec<StreamEvent> {
        let mut events = Vec::new();
        for block in std::mem::take(&mut self.blocks).into_values() {
            events.extend(self.close(block));
        }
        events.extend(self.flush_call());
        let had_final = self.final_answer.is_some();
        match self.final_answer.take() {
            Some(answer) => events.push(StreamEvent::TextDelta(answer)),
            None if !self.held_text.is_empty() => {
                events.push(StreamEvent::TextDelta(std::mem::take(&mut self.held_text)))
            }
            None => {}
        }
        events.extend(self.usage.take().map(|u| StreamEvent::Usage(u.to_usage())));
        let stop_reason = match self.stop_reason.as_deref() {
            // The structured answer came as a tool call, but for the loop it is the final text.
            Some("tool_use") if had_final && self.calls == 0 => StopReason::EndTurn,
            Some("tool_use") => StopReason::ToolUse,
            None if self.calls > 0 => StopReason::ToolUse,
            Some("end_turn" | "stop_sequence" | "pause_turn") => StopReason::EndTurn,
            None if had_final => StopReason::EndTurn,
            Some("max_tokens" | "model_context_window_exceeded") => StopReason::MaxTokens,
            Some("refusal") => StopReason::ContentFilter,
            _ => StopReason::Unknown,
        };
        events.push(StreamEvent::Done { stop_reason });
        self.emitted |= !events.is_empty();
        events
    }

    /// Decodes a whole non-streamed message body (`{"type": "message", "content": [...], …}`).
    pub(crate) fn decode_body(&mut self, body: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        if body.trim().is_empty() {
            return Err(ProviderError::MalformedResponse {
                message: "the response body is empty".into(),
            });
        }
        let value: Value = serde_json::from_str(body).map_err(|e| ProviderError::MalformedResponse {
            message: format!("invalid JSON in response ({e}): {}", excerpt(body)),
        })?;
        if value.get("type").and_then(Value::as_str) == Some("error") {
            return Err(from_anthropic_error(value.get("error").unwrap_or(&value)));
        }
        let Some(content) = value.get("content").and_then(Value::as_array) else {
            return Err(ProviderError::MalformedResponse {
                message: format!("the response has no `content` list: {}", excerpt(body)),
            });
        };
        let mut events = Vec::new();
        for (i, block) in content.iter().enumerate() {
            let index = i as u64;
            events.extend(self.start_block(index, block));
            // A whole thinking block is fully known at its start; close it with what it says.
            events.extend(self.stop_block(index));
        }
        if let Some(usage) = value.get("usage") {
            self.usage.get_or_insert_default().update(usage);
        }
        if let Some(reason) = value.get("stop_reason").and_then(Value::as_str) {
            self.stop_reason = Some(reason.to_owned());
        }
        self.stopped = true;
        events.extend(self.finish());
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(decoder: &mut AnthropicDecoder, events: &[(&str, Value)]) -> Vec<StreamEvent> {
        let mut out = Vec::new();
        for (name, data) in events {
            out.extend(decoder.push_event(name, &data.to_string()).expect("valid event"));
        }
        out.extend(decoder.finish());
        out
    }

    fn start(usage: Value) -> (&'static str, Value) {
        (
            "message_start",
            json!({"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant",
                "content": [], "model": "claude-test", "stop_reason": null, "usage": usage}}),
        )
    }

    fn block_start(index: u64, block: Value) -> (&'static str, Value) {
        (
            "content_block_start",
            json!({"type": "content_block_start", "index": index, "content_block": block}),
        )
    }

    fn block_delta(index: u64, delta: Value) -> (&'static str, Value) {
        (
            "content_block_delta",
            json!({"type": "content_block_delta", "index": index, "delta": delta}),
        )
    }

    fn block_stop(index: u64) -> (&'static str, Value) {
        (
            "content_block_stop",
            json!({"type": "content_block_stop", "index": index}),
        )
    }

    fn message_delta(reason: &str, usage: Value) -> (&'static str, Value) {
        (
            "message_delta",
            json!({"type": "message_delta", "delta": {"stop_reason": reason, "stop_sequence": null}, "usage": usage}),
        )
    }

    #[test]
    fn usage_counts_cached_tokens_as_input() {
        let mut d = AnthropicDecoder::default();
        let events = run(
            &mut d,
            &[
                start(
                    json!({"input_tokens": 10, "cache_read_input_tokens": 100, "cache_creation_input_tokens": 20, "output_tokens": 1}),
                ),
                message_delta("end_turn", json!({"output_tokens": 7})),
                ("message_stop", json!({"type": "message_stop"})),
            ],
        );
        assert_eq!(
            events,
            vec![
                StreamEvent::Usage(TokenUsage {
                    input_tokens: 130,
                    output_tokens: 7,
                    cache_read_tokens: 100,
                    cache_write_tokens: 20,
                    ..TokenUsage::default()
                }),
                StreamEvent::Done {
                    stop_reason: StopReason::EndTurn
                }
            ]
        );
        assert!(d.stopped());
    }

    #[test]
    fn thinking_keeps_its_signature_and_redacted_thinking_its_data() {
        let mut d = AnthropicDecoder::default();
        let events = run(
            &mut d,
            &[
                block_start(0, json!({"type": "thinking", "thinking": "", "signature": ""})),
                block_delta(0, json!({"type": "thinking_delta", "thinking": "Let me "})),
                block_delta(0, json!({"type": "thinking_delta", "thinking": "think."})),
                block_delta(0, json!({"type": "signature_delta", "signature": "EqQBCgIYAhIM"})),
                block_stop(0),
                block_start(1, json!({"type": "redacted_thinking", "data": "EmwKAhgBEgy3va"})),
                block_stop(1),
                message_delta("end_turn", json!({"output_tokens": 3})),
            ],
        );
        assert_eq!(events[0], StreamEvent::ThinkingDelta("Let me ".into()));
        assert_eq!(
            events[2],
            StreamEvent::ThinkingEnd {
                text: "Let me think.".into(),
                signature: Some("EqQBCgIYAhIM".into()),
                provider_data: None,
            }
        );
        assert_eq!(
            events[3],
            StreamEvent::ThinkingEnd {
                text: String::new(),
                signature: None,
                provider_data: Some(json!({"type": "redacted_thinking", "data": "EmwKAhgBEgy3va"})),
            }
        );
    }

    #[test]
    fn tool_call_without_deltas_uses_the_start_input() {
        let mut d = AnthropicDecoder::default();
        let events = run(
            &mut d,
            &[
                block_start(
                    0,
                    json!({"type": "tool_use", "id": "toolu_1", "name": "now", "input": {}}),
                ),
                block_stop(0),
                message_delta("tool_use", json!({"output_tokens": 3})),
            ],
        );
        assert!(events.contains(&StreamEvent::ToolCallEnd {
            index: 0,
            id: "toolu_1".into(),
            name: "now".into(),
            arguments: "{}".into()
        }));
        assert_eq!(
            events.last(),
            Some(&StreamEvent::Done {
                stop_reason: StopReason::ToolUse
            })
        );
    }

    #[test]
    fn final_answer_tool_becomes_text_and_held_text_is_dropped() {
        let tool = FinalAnswerTool {
            name: "final_answer".into(),
            wrapped: false,
        };
        let mut d = AnthropicDecoder::new(Some(tool));
        let events = run(
            &mut d,
            &[
                block_start(0, json!({"type": "text", "text": ""})),
                block_delta(0, json!({"type": "text_delta", "text": "Here it is:"})),
                block_stop(0),
                block_start(
                    1,
                    json!({"type": "tool_use", "id": "toolu_9", "name": "final_answer", "input": {}}),
                ),
                block_delta(1, json!({"type": "input_json_delta", "partial_json": "{\"n\": "})),
                block_delta(1, json!({"type": "input_json_delta", "partial_json": "3}"})),
                block_stop(1),
                message_delta("tool_use", json!({"output_tokens": 9})),
            ],
        );
        assert_eq!(events[0], StreamEvent::TextDelta("{\"n\": 3}".into()));
        assert!(!events.iter().any(|e| matches!(e, StreamEvent::ToolCallStart { .. })));
        assert_eq!(
            events.last(),
            Some(&StreamEvent::Done {
                stop_reason: StopReason::EndTurn
            })
        );
    }

    #[test]
    fn wrapped_final_answer_is_unwrapped_and_plain_text_is_kept_when_no_tool_came() {
        let tool = FinalAnswerTool {
            name: "final_answer".into(),
            wrapped: true,
        };
        let mut d = AnthropicDecoder::new(Some(tool.clone()));
        let events = run(
            &mut d,
            &[
                block_start(
                    0,
                    json!({"type": "tool_use", "id": "t", "name": "final_answer", "input": {}}),
                ),
                block_delta(
                    0,
                    json!({"type": "input_json_delta", "partial_json": "{\"value\": [1, 2]}"}),
                ),
                block_stop(0),
            ],
        );
        assert_eq!(events[0], StreamEvent::TextDelta("[1,2]".into()));

        let mut d = AnthropicDecoder::new(Some(tool));
        let events = run(
            &mut d,
            &[
                block_start(0, json!({"type": "text", "text": ""})),
                block_delta(0, json!({"type": "text_delta", "text": "[3]"})),
                block_stop(0),
                message_delta("end_turn", json!({})),
            ],
        );
        assert_eq!(events[0], StreamEvent::TextDelta("[3]".into()));
    }

    #[test]
    fn error_event_is_typed() {
        let mut d = AnthropicDecoder::default();
        let err = d
            .push_event(
                "error",
                r#"{"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}"#,
            )
            .expect_err("an error event fails");
        assert!(
            matches!(&err, ProviderError::Overloaded { status: 529, message, .. } if message == "Overloaded"),
            "{err:?}"
        );
    }

    #[test]
    fn ping_and_unknown_events_are_skipped() {
        let mut d = AnthropicDecoder::default();
        assert!(d.push_event("ping", r#"{"type": "ping"}"#).expect("ok").is_empty());
        assert!(
            d.push_event("future_thing", r#"{"type": "future_thing"}"#)
                .expect("ok")
                .is_empty()
        );
        assert!(!d.emitted());
    }

    #[test]
    fn invalid_json_is_malformed_with_excerpt() {
        let err = AnthropicDecoder::default()
            .push_event("content_block_delta", "{not json")
            .expect_err("must fail");
        assert!(matches!(&err, ProviderError::MalformedResponse { message } if message.contains("{not json")));
    }

    #[test]
    fn whole_message_body() {
        let body = json!({
            "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-test",
            "content": [
                {"type": "thinking", "thinking": "hmm", "signature": "sig"},
                {"type": "text", "text": "Looking."},
                {"type": "tool_use", "id": "toolu_1", "name": "ls", "input": {"path": "."}}
            ],
            "stop_reason": "tool_use",
            "usage": {"input_tokens": 5, "output_tokens": 2, "cache_read_input_tokens": 1}
        });
        let events = AnthropicDecoder::default()
            .decode_body(&body.to_string())
            .expect("valid");
        assert_eq!(
            events,
            vec![
                StreamEvent::ThinkingDelta("hmm".into()),
                StreamEvent::ThinkingEnd {
                    text: "hmm".into(),
                    signature: Some("sig".into()),
                    provider_data: None
                },
                StreamEvent::TextDelta("Looking.".into()),
                StreamEvent::ToolCallStart {
                    index: 0,
                    id: "toolu_1".into(),
                    name: "ls".into()
                },
                StreamEvent::ToolCallEnd {
                    index: 0,
                    id: "toolu_1".into(),
                    name: "ls".into(),
                    arguments: r#"{"path":"."}"#.into()
                },
                StreamEvent::Usage(TokenUsage {
                    input_tokens: 6,
                    output_tokens: 2,
                    cache_read_tokens: 1,
                    ..TokenUsage::default()
                }),
                StreamEvent::Done {
                    stop_reason: StopReason::ToolUse
                },
            ]
        );
        let err = AnthropicDecoder::default().decode_body("  ").expect_err("empty");
        assert_eq!(err.kind(), "malformed_response");
        let err = AnthropicDecoder::default()
            .decode_body(r#"{"type":"error","error":{"type":"rate_limit_error","message":"slow"}}"#)
            .expect_err("error body");
        assert_eq!(err.kind(), "rate_limited");
    }
}
