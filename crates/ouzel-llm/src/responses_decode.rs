//! Turns OpenAI Responses bodies (streamed events or one whole response object) into
//! [`StreamEvent`]s. Pure: no I/O.

use crate::ended::empty_body;
use crate::error::{excerpt, from_error_body, go_duration};
use ouzel_core::{ProviderError, StopReason, StreamEvent, TokenUsage};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::{BTreeMap, HashSet};

/// The event types the decoder reads.
const HANDLED: &[&str] = &[
    "response.output_item.added",
    "response.output_item.done",
    "response.output_text.delta",
    "response.refusal.delta",
    "response.function_call_arguments.delta",
    "response.function_call_arguments.done",
    "response.reasoning_summary_text.delta",
    "response.reasoning_text.delta",
    "response.completed",
    "response.incomplete",
    "response.failed",
    "error",
];

/// One streamed event. Only the fields the decoder reads; every one may be missing.
#[derive(Debug, Default, Deserialize)]
struct WireEvent {
    #[serde(default, rename = "type")]
    kind: Option<String>,
    #[serde(default)]
    output_index: Option<u64>,
    #[serde(default)]
    item_id: Option<String>,
    /// An output item, kept as sent: reasoning items are replayed verbatim.
    #[serde(default)]
    item: Option<Value>,
    #[serde(default)]
    delta: Option<String>,
    #[serde(default)]
    arguments: Option<String>,
    #[serde(default)]
    summary_index: Option<u64>,
    #[serde(default)]
    content_index: Option<u64>,
    #[serde(default)]
    response: Option<WireResponse>,
}

/// A response object: the last event's, or a whole non-streamed answer.
#[derive(Debug, Default, Deserialize)]
struct WireResponse {
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    output: Option<Vec<Value>>,
    #[serde(default)]
    usage: Option<WireUsage>,
    #[serde(default)]
    incomplete_details: Option<IncompleteDetails>,
    #[serde(default)]
    error: Option<Value>,
}

#[derive(Debug, Default, Deserialize)]
struct IncompleteDetails {
    #[serde(default)]
    reason: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
struct WireUsage {
    #[serde(default)]
    input_tokens: u64,
    #[serde(default)]
    output_tokens: u64,
    #[serde(default)]
    input_tokens_details: Option<InputDetails>,
    #[serde(default)]
    output_tokens_details: Option<OutputDetails>,
}

#[derive(Debug, Default, Deserialize)]
struct InputDetails {
    #[serde(default)]
    cached_tokens: u64,
}

#[derive(Debug, Default, Deserialize)]
struct OutputDetails {
    #[serde(default)]
    reasoning_tokens: u64,
}

impl From<WireUsage> for TokenUsage {
    fn from(u: WireUsage) -> Self {
        Self {
            input_tokens: u.input_tokens,
            output_tokens: u.output_tokens,
            cache_read_tokens: u.input_tokens_details.map_or(0, |d| d.cached_tokens),
            reasoning_tokens: u.output_tokens_details.map_or(0, |d| d.reasoning_tokens),
            ..Self::default()
        }
    }
}

/// An output item: a `message`, a `function_call` or a `reasoning` item.
#[derive(Debug, Default, Deserialize)]
struct WireItem {
    #[serde(default, rename = "type")]
    kind: String,
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    call_id: Option<String>,
    #[serde(default)]
    name: Option<String>,
    /// Normally a string; some compatible servers send an object.
    #[serde(default)]
    arguments: Option<Value>,
    /// A message's parts, or a reasoning item's raw reasoning text.
    #[serde(default)]
    content: Option<Vec<WirePart>>,
    /// A reasoning item's summaries.
    #[serde(default)]
    summary: Option<Vec<WirePart>>,
}

#[derive(Debug, Default, Deserialize)]
struct WirePart {
    #[serde(default, rename = "type")]
    kind: String,
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    refusal: Option<String>,
}

impl WireItem {
    fn read(item: &Value) -> Self {
        // A shape this decoder does not know is an item it ignores, not a failure.
        Self::deserialize(item).unwrap_or_default()
    }

    /// The arguments as text (an object is serialized).
    fn arguments_text(&self) -> String {
        match &self.arguments {
            None | Some(Value::Null) => String::new(),
            Some(Value::String(s)) => s.clone(),
            Some(other) => other.to_string(),
        }
    }

    /// A reasoning item's readable text: its summaries, else its raw reasoning content.
    fn reasoning_text(&self) -> String {
        let texts = |parts: &Option<Vec<WirePart>>| -> Vec<String> {
            parts
                .iter()
                .flatten()
                .filter_map(|p| p.text.clone())
                .filter(|t| !t.is_empty())
                .collect()
        };
        let summary = texts(&self.summary);
        if summary.is_empty() {
            texts(&self.content).join("\n\n")
        } else {
            summary.join("\n\n")
        }
    }
}

/// A function call being streamed.
#[derive(Debug)]
struct Call {
    /// Position among this answer's calls.
    index: usize,
    item_id: Option<String>,
    call_id: String,
    name: String,
    arguments: String,
    ended: bool,
}

/// The state of one answer being decoded. Output items are keyed by their `output_index`.
#[derive(Debug, Default)]
pub(crate) struct ResponsesDecoder {
    calls: BTreeMap<u64, Call>,
    /// Output items whose text arrived as deltas (their `done` must not repeat it).
    streamed_text: HashSet<u64>,
    /// Reasoning summary text streamed so far, and the summary part it belongs to.
    reasoning: BTreeMap<u64, (String, u64)>,
    /// Output items already handled in full.
    finished: HashSet<u64>,
    usage: Option<TokenUsage>,
    stop_reason: Option<StopReason>,
    done: bool,
}

impl ResponsesDecoder {
    /// Notes a `[DONE]` marker (some compatible servers send one).
    pub(crate) fn mark_done(&mut self) {
        self.done = true;
    }

    /// Whether the response is complete (`response.completed`, `.incomplete` or `[DONE]`).
    pub(crate) fn done(&self) -> bool {
        self.done
    }

    /// Decodes one event's JSON data; `name` is the SSE event name, used when the data has no
    /// `type`.
    pub(crate) fn push_json(&mut self, name: &str, data: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        let malformed = |e: serde_json::Error| ProviderError::MalformedResponse {
            message: format!("invalid JSON in response ({e}): {}", excerpt(data)),
        };
        let raw: Value = serde_json::from_str(data).map_err(malformed)?;
        let kind = raw.get("type").and_then(Value::as_str).unwrap_or(name);
        if !HANDLED.contains(&kind) {
            // Events for features not used here (annotations, built-in tools, …) are skipped
            // unread, so a shape this decoder does not know cannot fail the answer.
            return Ok(Vec::new());
        }
        let event = WireEvent::deserialize(&raw).map_err(malformed)?;
        let kind = event.kind.as_deref().unwrap_or(name);
        let at = event.output_index;
        let mut events = Vec::new();
        match kind {
            "response.output_item.added" => {
                if let (Some(item), Some(at)) = (&event.item, at) {
                    let item = WireItem::read(item);
                    if item.kind == "function_call" {
                        self.start_call(at, &item, &mut events);
                    }
                }
            }
            "response.output_item.done" => {
                if let Some(item) = &event.item {
                    let at = at.unwrap_or_else(|| self.next_output_index());
                    self.item_done(at, item, &mut events);
                }
            }
            "response.output_text.delta" | "response.refusal.delta" => {
                if let Some(delta) = event.delta.filter(|d| !d.is_empty()) {
                    self.streamed_text.extend(at);
                    events.push(StreamEvent::TextDelta(delta));
                }
            }
            "response.function_call_arguments.delta" => {
                if let Some(delta) = event.delta.clone().filter(|d| !d.is_empty())
                    && let Some(call) = self.call_for(&event)
                    && !call.ended
                {
                    call.arguments.push_str(&delta);
                    events.push(StreamEvent::ToolCallDelta {
                        index: call.index,
                        delta,
                    });
                }
            }
            "response.function_call_arguments.done" => {
                if let Some(arguments) = event.arguments.clone()
                    && let Some(call) = self.call_for(&event)
                {
                    call.arguments = arguments;
                }
            }
            "response.reasoning_summary_text.delta" | "response.reasoning_text.delta" => {
                if let Some(delta) = event.delta.filter(|d| !d.is_empty()) {
                    let part = event.summary_index.or(event.content_index).unwrap_or(0);
                    let (text, last_part) = self.reasoning.entry(at.unwrap_or(0)).or_insert((String::new(), part));
                    if part != *last_part && !text.is_empty() {
                        text.push_str("\n\n");
                        events.push(StreamEvent::ThinkingDelta("\n\n".into()));
                    }
                    *last_part = part;
                    text.push_str(&delta);
                    events.push(StreamEvent::ThinkingDelta(delta));
                }
            }
            "response.completed" | "response.incomplete" | "response.failed" => {
                self.complete(event.response.unwrap_or_default(), &mut events)?;
            }
            "error" => return Err(stream_error(&raw)),
            _ => {}
        }
        Ok(events)
    }

    /// The first output index not yet seen, for items that come without one.
    fn next_output_index(&self) -> u64 {
        let seen = self
            .calls
            .keys()
            .chain(self.finished.iter())
            .chain(self.streamed_text.iter())
            .chain(self.reasoning.keys());
        seen.max().map_or(0, |i| i + 1)
    }

    /// The call an argument event belongs to: by output index, else by item id.
    fn call_for(&mut self, event: &WireEvent) -> Option<&mut Call> {
        if let Some(at) = event.output_index
            && self.calls.contains_key(&at)
        {
            return self.calls.get_mut(&at);
        }
        let item_id = event.item_id.as_deref()?;
        self.calls.values_mut().find(|c| c.item_id.as_deref() == Some(item_id))
    }

    fn start_call(&mut self, at: u64, item: &WireItem, events: &mut Vec<StreamEvent>) {
        if self.calls.contains_key(&at) {
            return;
        }
        let index = self.calls.len();
        let call_id = item
            .call_id
            .clone()
            .filter(|id| !id.is_empty())
            .or_else(|| item.id.clone())
            .unwrap_or_else(|| format!("call_{index}"));
        let call = Call {
            index,
            item_id: item.id.clone(),
            call_id,
            name: item.name.clone().unwrap_or_default(),
            arguments: item.arguments_text(),
            ended: false,
        };
        events.push(StreamEvent::ToolCallStart {
            index,
            id: call.call_id.clone(),
            name: call.name.clone(),
        });
        if !call.arguments.is_empty() {
            events.push(StreamEvent::ToolCallDelta {
                index,
                delta: call.arguments.clone(),
            });
        }
        self.calls.insert(at, call);
    }

    /// A whole output item: from `response.output_item.done`, from a final response's `output`
    /// (for items never streamed), or from a non-streamed response.
    fn item_done(&mut self, at: u64, raw: &Value, events: &mut Vec<StreamEvent>) {
        if !self.finished.insert(at) {
            return;
        }
        let item = WireItem::read(raw);
        match item.kind.as_str() {
            "function_call" => {
                self.start_call(at, &item, events);
                if let Some(call) = self.calls.get_mut(&at) {
                    if item.arguments.as_ref().is_some_and(|a| !a.is_null()) {
                        call.arguments = item.arguments_text();
                    }
                    if let Some(name) = item.name.filter(|n| !n.is_empty()) {
                        call.name = name;
                    }
                    events.push(end_call(call));
                }
            }
            "message" if !self.streamed_text.contains(&at) => {
                for part in item.content.into_iter().flatten() {
                    let text = match part.kind.as_str() {
                        "output_text" => part.text,
                        "refusal" => part.refusal,
                        _ => None,
                    };
                    if let Some(text) = text.filter(|t| !t.is_empty()) {
                        events.push(StreamEvent::TextDelta(text));
                    }
                }
            }
            "reasoning" => {
                let streamed = self.reasoning.remove(&at).map(|(text, _)| text).unwrap_or_default();
                let text = if streamed.is_empty() {
                    let text = item.reasoning_text();
                    if !text.is_empty() {
                        events.push(StreamEvent::ThinkingDelta(text.clone()));
                    }
                    text
                } else {
                    streamed
                };
                events.push(StreamEvent::ThinkingEnd {
                    text,
                    signature: None,
                    provider_data: Some(raw.clone()),
                });
            }
            _ => {}
        }
    }

    /// The final response object: items never streamed, usage, and why it stopped.
    fn complete(&mut self, response: WireResponse, events: &mut Vec<StreamEvent>) -> Result<(), ProviderError> {
        self.done = true;
        let status = response.status.as_deref();
        let error = response.error.filter(|e| !e.is_null());
        if status == Some("failed") || error.is_some() {
            return Err(stream_error(&error.unwrap_or(Value::Null)));
        }
        for (at, item) in response.output.iter().flatten().enumerate() {
            self.item_done(at as u64, item, events);
        }
        if let Some(usage) = response.usage {
            self.usage = Some(usage.into());
        }
        self.stop_reason = match status {
            Some("incomplete") => Some(match response.incomplete_details.and_then(|d| d.reason).as_deref() {
                Some("content_filter") => StopReason::ContentFilter,
                _ => StopReason::MaxTokens,
            }),
            Some("completed") => Some(StopReason::EndTurn),
            _ => None,
        };
        Ok(())
    }

    /// Ends the answer: any calls left open, then usage if the server sent it, then `Done`.
    pub(crate) fn finish(&mut self) -> Vec<StreamEvent> {
        let mut events: Vec<StreamEvent> = self.calls.values_mut().filter(|c| !c.ended).map(end_call).collect();
        events.extend(self.usage.take().map(StreamEvent::Usage));
        let stop_reason = match self.stop_reason {
            Some(StopReason::EndTurn) | None if !self.calls.is_empty() => StopReason::ToolUse,
            Some(reason) => reason,
            None => StopReason::Unknown,
        };
        events.push(StreamEvent::Done { stop_reason });
        events
    }

    /// Decodes a whole non-streamed response object; an empty body is an error.
    pub(crate) fn decode_body(body: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        if body.trim().is_empty() {
            return Err(empty_body());
        }
        let malformed = |e: serde_json::Error| ProviderError::MalformedResponse {
            message: format!("invalid JSON in response ({e}): {}", excerpt(body)),
        };
        let raw: Value = serde_json::from_str(body).map_err(malformed)?;
        if raw.get("type").and_then(Value::as_str) == Some("error") {
            return Err(stream_error(&raw));
        }
        let response = WireResponse::deserialize(&raw).map_err(malformed)?;
        let mut decoder = Self::default();
        let mut events = Vec::new();
        decoder.complete(response, &mut events)?;
        events.extend(decoder.finish());
        Ok(events)
    }
}

fn end_call(call: &mut Call) -> StreamEvent {
    call.ended = true;
    StreamEvent::ToolCallEnd {
        index: call.index,
        id: call.call_id.clone(),
        name: call.name.clone(),
        arguments: call.arguments.clone(),
    }
}

fn str_field<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    value.get(key).and_then(Value::as_str)
}

/// The typed error for an `error` event or a failed response's `error` object
/// (`{"code": "rate_limit_exceeded", "message": "…"}`).
pub(crate) fn stream_error(error: &Value) -> ProviderError {
    // An `error` event may nest the object (`{"type":"error","error":{…}}`).
    let error = error.get("error").filter(|e| e.is_object()).unwrap_or(error);
    let code = str_field(error, "code")
        .or_else(|| str_field(error, "type"))
        .unwrap_or_default();
    let message = str_field(error, "message")
        .map(excerpt)
        .filter(|m| !m.is_empty())
        .unwrap_or_else(|| {
            if error.is_null() {
                "the response failed without saying why".into()
            } else {
                excerpt(&error.to_string())
            }
        });
    match code {
        "rate_limit_exceeded" | "rate_limit_error" => ProviderError::RateLimited {
            retry_after: try_again_in(&message),
            message,
        },
        "insufficient_quota" => ProviderError::Authentication { status: 429, message },
        "invalid_api_key" | "authentication_error" => ProviderError::Authentication { status: 401, message },
        "context_length_exceeded" => ProviderError::ContextWindowExceeded { message },
        "server_is_overloaded" | "overloaded" => ProviderError::Overloaded {
            status: 503,
            message,
            retry_after: None,
        },
        "invalid_prompt" | "invalid_request_error" | "invalid_image" | "invalid_value" => {
            match from_error_body(&json!({ "message": message })) {
                overflow @ ProviderError::ContextWindowExceeded { .. } => overflow,
                _ => ProviderError::InvalidRequest { status: 400, message },
            }
        }
        _ => from_error_body(&json!({ "message": message })),
    }
}

/// The wait in OpenAI's "Please try again in 1.5s." (or `20ms`).
fn try_again_in(message: &str) -> Option<std::time::Duration> {
    let rest = &message[message.find("try again in ")? + "try again in ".len()..];
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
        .unwrap_or(rest.len());
    go_duration(rest[..end].trim_end_matches('.'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn run(events: &[Value]) -> Vec<StreamEvent> {
        let mut d = ResponsesDecoder::default();
        let mut out: Vec<_> = events
            .iter()
            .flat_map(|e| d.push_json("", &e.to_string()).expect("valid event"))
            .collect();
        out.extend(d.finish());
        out
    }

    #[test]
    fn text_then_completed_with_usage() {
        let events = run(&[
            json!({"type":"response.created","response":{"id":"resp_1","status":"in_progress","output":[]}}),
            json!({"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","role":"assistant","content":[]}}),
            json!({"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hi"}),
            json!({"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":" there"}),
            json!({"type":"response.output_item.done","output_index":0,"item":{"id":"msg_1","type":"message","role":"assistant",
                "content":[{"type":"output_text","text":"Hi there","annotations":[]}]}}),
            json!({"type":"response.completed","response":{"id":"resp_1","status":"completed",
                "output":[{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"output_text","text":"Hi there"}]}],
                "usage":{"input_tokens":10,"input_tokens_details":{"cached_tokens":4},"output_tokens":5,
                         "output_tokens_details":{"reasoning_tokens":2},"total_tokens":15}}}),
        ]);
        assert_eq!(
            events,
            vec![
                StreamEvent::TextDelta("Hi".into()),
                StreamEvent::TextDelta(" there".into()),
                StreamEvent::Usage(TokenUsage {
                    input_tokens: 10,
                    output_tokens: 5,
                    cache_read_tokens: 4,
                    reasoning_tokens: 2,
                    ..TokenUsage::default()
                }),
                StreamEvent::Done {
                    stop_reason: StopReason::EndTurn
                },
            ]
        );
    }

    #[test]
    fn calls_only_in_the_final_response_are_not_lost() {
        let events = run(&[
            json!({"type":"response.completed","response":{"status":"completed","output":[
            {"type":"function_call","id":"fc_1","call_id":"call_1","name":"ls","arguments":"{}"}]}}),
        ]);
        assert_eq!(
            events,
            vec![
                StreamEvent::ToolCallStart {
                    index: 0,
                    id: "call_1".into(),
                    name: "ls".into()
                },
                StreamEvent::ToolCallDelta {
                    index: 0,
                    delta: "{}".into()
                },
                StreamEvent::ToolCallEnd {
                    index: 0,
                    id: "call_1".into(),
                    name: "ls".into(),
                    arguments: "{}".into()
                },
                StreamEvent::Done {
                    stop_reason: StopReason::ToolUse
                },
            ]
        );
    }

    #[test]
    fn a_call_cut_before_its_done_is_still_ended() {
        let mut d = ResponsesDecoder::default();
        let mut events = d
            .push_json(
                "response.output_item.added",
                r#"{"output_index":0,"item":{"type":"function_call","id":"fc_1","call_id":"c","name":"f","arguments":""}}"#,
            )
            .expect("valid");
        events.extend(
            d.push_json(
                "",
                r#"{"type":"response.function_call_arguments.delta","item_id":"fc_1","delta":"{\"a\":1}"}"#,
            )
            .expect("valid"),
        );
        events.extend(d.finish());
        assert!(events.contains(&StreamEvent::ToolCallEnd {
            index: 0,
            id: "c".into(),
            name: "f".into(),
            arguments: r#"{"a":1}"#.into()
        }));
    }

    #[test]
    fn events_not_read_are_skipped_whatever_their_shape() {
        let events = run(&[
            json!({"type":"response.output_text.annotation.added","output_index":0,"annotation":{"type":"url_citation"}}),
            json!({"type":"response.mcp_call_arguments.delta","output_index":"x","delta":{"odd":true}}),
            json!({"type":"response.completed","response":{"status":"completed","output":[]}}),
        ]);
        assert_eq!(
            events,
            vec![StreamEvent::Done {
                stop_reason: StopReason::EndTurn
            }]
        );
        let err = ResponsesDecoder::default()
            .push_json("", r#"{"type":"response.output_text.delta","delta":{"not":"text"}}"#)
            .expect_err("a read event of the wrong shape");
        assert_eq!(err.kind(), "malformed_response");
    }

    #[test]
    fn incomplete_means_max_tokens_or_filter() {
        let stop = |reason: &str| {
            run(&[json!({"type":"response.incomplete","response":{"status":"incomplete",
                "incomplete_details":{"reason":reason},"output":[]}})])
            .pop()
        };
        assert_eq!(
            stop("max_output_tokens"),
            Some(StreamEvent::Done {
                stop_reason: StopReason::MaxTokens
            })
        );
        assert_eq!(
            stop("content_filter"),
            Some(StreamEvent::Done {
                stop_reason: StopReason::ContentFilter
            })
        );
    }

    #[test]
    fn reasoning_summary_parts_are_separated_and_the_item_kept() {
        let item = json!({"type":"reasoning","id":"rs_1","encrypted_content":"enc","summary":[
            {"type":"summary_text","text":"One."},{"type":"summary_text","text":"Two."}]});
        let events = run(&[
            json!({"type":"response.output_item.added","output_index":0,"item":{"type":"reasoning","id":"rs_1","summary":[]}}),
            json!({"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":"One."}),
            json!({"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":1,"delta":"Two."}),
            json!({"type":"response.output_item.done","output_index":0,"item":item}),
        ]);
        assert_eq!(
            &events[..4],
            &[
                StreamEvent::ThinkingDelta("One.".into()),
                StreamEvent::ThinkingDelta("\n\n".into()),
                StreamEvent::ThinkingDelta("Two.".into()),
                StreamEvent::ThinkingEnd {
                    text: "One.\n\nTwo.".into(),
                    signature: None,
                    provider_data: Some(item)
                },
            ]
        );
    }

    #[test]
    fn errors_are_typed() {
        let failed = |code: &str, message: &str| {
            ResponsesDecoder::default()
                .push_json(
                    "",
                    &json!({"type":"response.failed","response":{"status":"failed","error":{"code":code,"message":message}}})
                        .to_string(),
                )
                .expect_err("failed")
        };
        let rl = failed(
            "rate_limit_exceeded",
            "Rate limit reached for gpt-5. Please try again in 1.5s. Visit …",
        );
        assert_eq!(rl.kind(), "rate_limited");
        assert_eq!(rl.retry_after(), Some(Duration::from_millis(1500)));
        assert_eq!(failed("server_error", "boom").kind(), "server_error");
        assert_eq!(
            failed("context_length_exceeded", "Your input exceeds the context window").kind(),
            "context_window_exceeded"
        );
        assert_eq!(failed("invalid_prompt", "no").kind(), "invalid_request");
        let event = ResponsesDecoder::default()
            .push_json(
                "error",
                r#"{"type":"error","code":"ERR_SOMETHING","message":"Something went wrong","param":null}"#,
            )
            .expect_err("error event");
        assert!(
            matches!(&event, ProviderError::Server { message, .. } if message == "Something went wrong"),
            "{event:?}"
        );
        assert!(event.is_retryable());
    }

    #[test]
    fn non_streamed_body() {
        let events = ResponsesDecoder::decode_body(
            &json!({"id":"resp_1","object":"response","status":"completed","output":[
                {"type":"reasoning","id":"rs_1","summary":[{"type":"summary_text","text":"Think."}],"encrypted_content":"e"},
                {"type":"message","id":"msg_1","role":"assistant","content":[{"type":"output_text","text":"Hello"}]},
                {"type":"function_call","id":"fc_1","call_id":"call_9","name":"ls","arguments":"{\"p\":1}"}],
              "usage":{"input_tokens":3,"output_tokens":2}})
            .to_string(),
        )
        .expect("valid");
        assert_eq!(events[0], StreamEvent::ThinkingDelta("Think.".into()));
        assert!(matches!(&events[1], StreamEvent::ThinkingEnd { text, .. } if text == "Think."));
        assert_eq!(events[2], StreamEvent::TextDelta("Hello".into()));
        assert!(matches!(&events[5], StreamEvent::ToolCallEnd { id, .. } if id == "call_9"));
        assert!(matches!(events[6], StreamEvent::Usage(u) if u.input_tokens == 3));
        assert_eq!(
            events[7],
            StreamEvent::Done {
                stop_reason: StopReason::ToolUse
            }
        );
        assert_eq!(
            ResponsesDecoder::decode_body("").expect_err("empty").kind(),
            "malformed_response"
        );
        assert_eq!(
            ResponsesDecoder::decode_body("{oops").expect_err("bad").kind(),
            "malformed_response"
        );
    }
}
