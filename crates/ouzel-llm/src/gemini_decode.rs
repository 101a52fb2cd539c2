//! Turns Gemini `GenerateContentResponse`s (streamed chunks or one whole response) into
//! [`StreamEvent`]s, and reads back the thought signatures kept in the history. Pure: no I/O.

use crate::ended::empty_body;
use crate::error::{excerpt, from_status};
use ouzel_core::{ContentBlock, ProviderError, StopReason, StreamEvent, TokenUsage, ToolCallId};
use reqwest::StatusCode;
use reqwest::header::HeaderMap;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::collections::HashMap;

/// How ids made up for Gemini's id-less function calls begin; such ids are not sent back.
pub(crate) const SYNTHETIC_ID_PREFIX: &str = "gemini_";

/// The key under which a Thinking block's `provider_data` holds Gemini's signatures.
const DATA_KEY: &str = "gemini";

/// One `GenerateContentResponse`: a streamed chunk or a whole answer.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireResponse {
    #[serde(default)]
    candidates: Vec<Candidate>,
    #[serde(default)]
    usage_metadata: Option<WireUsage>,
    #[serde(default)]
    prompt_feedback: Option<PromptFeedback>,
    #[serde(default)]
    response_id: Option<String>,
    /// Sent instead of a response when the request fails mid-stream.
    #[serde(default)]
    error: Option<Value>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Candidate {
    #[serde(default)]
    content: Option<Content>,
    #[serde(default)]
    finish_reason: Option<String>,
    #[serde(default)]
    finish_message: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
struct Content {
    #[serde(default)]
    parts: Vec<Part>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Part {
    #[serde(default)]
    text: Option<String>,
    /// Set on thought-summary parts.
    #[serde(default)]
    thought: bool,
    #[serde(default)]
    thought_signature: Option<String>,
    #[serde(default)]
    function_call: Option<FunctionCall>,
}

#[derive(Debug, Default, Deserialize)]
struct FunctionCall {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    name: String,
    #[serde(default)]
    args: Option<Value>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PromptFeedback {
    #[serde(default)]
    block_reason: Option<String>,
}

#[derive(Debug, Default, Clone, Copy, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireUsage {
    #[serde(default)]
    prompt_token_count: u64,
    #[serde(default)]
    candidates_token_count: u64,
    #[serde(default)]
    thoughts_token_count: u64,
    #[serde(default)]
    cached_content_token_count: u64,
}

impl From<WireUsage> for TokenUsage {
    fn from(u: WireUsage) -> Self {
        Self {
            input_tokens: u.prompt_token_count,
            // Gemini counts thoughts apart from the answer; both are billed as output.
            output_tokens: u.candidates_token_count + u.thoughts_token_count,
            cache_read_tokens: u.cached_content_token_count,
            reasoning_tokens: u.thoughts_token_count,
            ..Self::default()
        }
    }
}

/// The part a thought signature came with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SignedPart {
    /// A thought-summary part.
    Thought,
    /// The answer's text.
    Text,
    /// A function call, by its position in the turn.
    FunctionCall,
}

/// One signature as kept in a Thinking block's `provider_data` under `gemini.signatures`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct StoredSignature {
    part: SignedPart,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
    signature: String,
}

/// The state of one answer being decoded.
#[derive(Debug, Default)]
pub(crate) struct GeminiDecoder {
    /// Makes this answer's call ids unique: the response id, or a fresh one.
    nonce: Option<String>,
    calls: usize,
    thought: String,
    signatures: Vec<StoredSignature>,
    finish_reason: Option<String>,
    usage: Option<TokenUsage>,
}

impl GeminiDecoder {
    /// Decodes one chunk (an SSE event's data, or a whole non-streamed body).
    pub(crate) fn push_json(&mut self, data: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        let malformed = |e: serde_json::Error| ProviderError::MalformedResponse {
            message: format!("invalid JSON in response ({e}): {}", excerpt(data)),
        };
        let value: Value = serde_json::from_str(data).map_err(malformed)?;
        // Errors sometimes come wrapped in a one-element array.
        let value = match value {
            Value::Array(mut items) if items.len() == 1 => items.remove(0),
            other => other,
        };
        let chunk: WireResponse = serde_json::from_value(value).map_err(malformed)?;
        if let Some(error) = &chunk.error {
            return Err(from_google_error(error));
        }
        if self.nonce.is_none() {
            self.nonce = Some(match chunk.response_id.filter(|id| !id.is_empty()) {
                Some(id) => id,
                None => {
                    let generated = ToolCallId::generate();
                    let id = generated.as_str();
                    id.strip_prefix("call_").unwrap_or(id).to_owned()
                }
            });
        }
        if let Some(usage) = chunk.usage_metadata {
            self.usage = Some(usage.into());
        }
        let Some(candidate) = chunk.candidates.into_iter().next() else {
            if let Some(reason) = chunk.prompt_feedback.and_then(|f| f.block_reason) {
                return Err(ProviderError::ContentFiltered {
                    message: format!("the prompt was blocked ({reason})"),
                });
            }
            return Ok(Vec::new());
        };
        let mut events = Vec::new();
        for part in candidate.content.map(|c| c.parts).unwrap_or_default() {
            self.push_part(part, &mut events);
        }
        if let Some(reason) = candidate.finish_reason {
            if matches!(reason.as_str(), "MALFORMED_FUNCTION_CALL" | "UNEXPECTED_TOOL_CALL") {
                let detail = candidate
                    .finish_message
                    .unwrap_or_else(|| "the model wrote an invalid function call".into());
                return Err(ProviderError::ModelOutput {
                    message: format!("{reason}: {}", excerpt(&detail)),
                });
            }
            self.finish_reason = Some(reason);
        }
        Ok(events)
    }

    fn sign(&mut self, part: SignedPart, index: Option<usize>, signature: Option<String>) {
        if let Some(signature) = signature.filter(|s| !s.is_empty()) {
            self.signatures.push(StoredSignature { part, index, signature });
        }
    }

    fn push_part(&mut self, part: Part, events: &mut Vec<StreamEvent>) {
        if part.thought {
            if let Some(text) = part.text.filter(|t| !t.is_empty()) {
                self.thought.push_str(&text);
                events.push(StreamEvent::ThinkingDelta(text));
            }
            self.sign(SignedPart::Thought, None, part.thought_signature);
        } else if let Some(call) = part.function_call {
            let index = self.calls;
            self.calls += 1;
            let id = call.id.filter(|id| !id.is_empty()).unwrap_or_else(|| {
                let nonce = self.nonce.as_deref().unwrap_or_default();
                format!("{SYNTHETIC_ID_PREFIX}{nonce}_{index}")
            });
            let arguments = match call.args {
                None | Some(Value::Null) => "{}".to_owned(),
                Some(args) => args.to_string(),
            };
            events.push(StreamEvent::ToolCallStart {
                index,
                id: id.clone(),
                name: call.name.clone(),
            });
            events.push(StreamEvent::ToolCallDelta {
                index,
                delta: arguments.clone(),
            });
            events.push(StreamEvent::ToolCallEnd {
                index,
                id,
                name: call.name,
                arguments,
            });
            self.sign(SignedPart::FunctionCall, Some(index), part.thought_signature);
        } else if let Some(text) = part.text {
            if !text.is_empty() {
                events.push(StreamEvent::TextDelta(text));
            }
            self.sign(SignedPart::Text, None, part.thought_signature);
        }
    }

    /// Whether a candidate's `finishReason` (the end of a Gemini stream) has arrived.
    pub(crate) fn finished(&self) -> bool {
        self.finish_reason.is_some()
    }

    /// Ends the answer: the thinking block (thought text and signatures) if any, usage, `Done`.
    ///
    /// The signatures go in `provider_data` only, not in the block's `signature`: that field
    /// is how other wires (Anthropic) recognise reasoning they can take back, and a Gemini
    /// signature would be refused there after a switch of model.
    pub(crate) fn finish(&mut self) -> Vec<StreamEvent> {
        let mut events = Vec::new();
        if !self.thought.is_empty() || !self.signatures.is_empty() {
            let signatures = std::mem::take(&mut self.signatures);
            events.push(StreamEvent::ThinkingEnd {
                text: std::mem::take(&mut self.thought),
                signature: None,
                provider_data: Some(json!({ DATA_KEY: { "signatures": signatures } })),
            });
        }
        events.extend(self.usage.take().map(StreamEvent::Usage));
        let had_calls = self.calls > 0;
        let stop_reason = match self.finish_reason.as_deref() {
            Some("MAX_TOKENS") => StopReason::MaxTokens,
            Some(
                "SAFETY" | "RECITATION" | "BLOCKLIST" | "PROHIBITED_CONTENT" | "SPII" | "IMAGE_SAFETY" | "LANGUAGE",
            ) => StopReason::ContentFilter,
            _ if had_calls => StopReason::ToolUse,
            Some("STOP") => StopReason::EndTurn,
            _ => StopReason::Unknown,
        };
        events.push(StreamEvent::Done { stop_reason });
        events
    }

    /// Decodes a whole non-streamed response body; an empty body is an error.
    pub(crate) fn decode_body(body: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        if body.trim().is_empty() {
            return Err(empty_body());
        }
        let mut decoder = Self::default();
        let mut events = decoder.push_json(body)?;
        events.extend(decoder.finish());
        Ok(events)
    }
}

/// A Google error object (`{"code": 429, "status": "RESOURCE_EXHAUSTED", "message": …,
/// "details": […]}`) sent inside a stream, as the typed error its HTTP code stands for.
pub(crate) fn from_google_error(error: &Value) -> ProviderError {
    let code = error
        .get("code")
        .and_then(Value::as_u64)
        .and_then(|c| u16::try_from(c).ok())
        .or_else(|| {
            Some(match error.get("status").and_then(Value::as_str)? {
                "INVALID_ARGUMENT" | "FAILED_PRECONDITION" | "OUT_OF_RANGE" => 400,
                "UNAUTHENTICATED" => 401,
                "PERMISSION_DENIED" => 403,
                "NOT_FOUND" => 404,
                "RESOURCE_EXHAUSTED" => 429,
                "UNAVAILABLE" => 503,
                "DEADLINE_EXCEEDED" => 504,
                _ => 500,
            })
        });
    let status = code
        .and_then(|c| StatusCode::from_u16(c).ok())
        .filter(|s| s.is_client_error() || s.is_server_error())
        .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    refine(from_status(
        status,
        &HeaderMap::new(),
        &json!({ "error": error }).to_string(),
    ))
}

/// Gemini's own ways of saying two things: a bad key is a 400 "API key not valid", and an
/// over-long prompt "exceeds the maximum number of tokens".
pub(crate) fn refine(error: ProviderError) -> ProviderError {
    match error {
        ProviderError::InvalidRequest { status, message } => {
            let lower = message.to_ascii_lowercase();
            if lower.contains("api key") || lower.contains("api_key") {
                ProviderError::Authentication { status, message }
            } else if lower.contains("token count") && lower.contains("exceeds") {
                ProviderError::ContextWindowExceeded { message }
            } else {
                ProviderError::InvalidRequest { status, message }
            }
        }
        other => other,
    }
}

/// The thought signatures a model turn came with, by the part that carried each.
#[derive(Debug, Default)]
pub(crate) struct Signatures {
    /// A signed thought part: its text and signature.
    pub(crate) thought: Option<(String, String)>,
    /// The signature of the turn's text.
    pub(crate) text: Option<String>,
    /// The signature of each function call, by its position in the turn.
    pub(crate) calls: HashMap<usize, String>,
}

impl Signatures {
    /// Whether the turn had no signature at all.
    pub(crate) fn is_empty(&self) -> bool {
        self.thought.is_none() && self.text.is_none() && self.calls.is_empty()
    }
}

/// Reads back the signatures the decoder stored in a turn's Thinking blocks. Blocks from other
/// wires (no `gemini` data) are ignored: their signatures mean nothing to Gemini.
pub(crate) fn signatures_of(content: &[ContentBlock]) -> Signatures {
    let mut out = Signatures::default();
    for block in content {
        let ContentBlock::Thinking {
            text,
            provider_data: Some(data),
            ..
        } = block
        else {
            continue;
        };
        let entries = data
            .get(DATA_KEY)
            .and_then(|d| d.get("signatures"))
            .and_then(Value::as_array);
        // An entry this version cannot read is skipped, not fatal: the turn still goes back.
        let stored = entries
            .into_iter()
            .flatten()
            .filter_map(|e| StoredSignature::deserialize(e).ok());
        for StoredSignature { part, index, signature } in stored {
            match part {
                SignedPart::Thought => out.thought = Some((text.clone(), signature)),
                SignedPart::Text => out.text = Some(signature),
                SignedPart::FunctionCall => {
                    out.calls.insert(index.unwrap_or(0), signature);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Map;
    use std::time::Duration;

    fn run(chunks: &[Value]) -> Vec<StreamEvent> {
        let mut d = GeminiDecoder::default();
        let mut events: Vec<_> = chunks
            .iter()
            .flat_map(|c| d.push_json(&c.to_string()).expect("valid chunk"))
            .collect();
        events.extend(d.finish());
        events
    }

    #[test]
    fn thoughts_text_and_signed_calls() {
        let events = run(&[
            json!({"candidates":[{"content":{"role":"model","parts":[{"text":"Let me think","thought":true}]}}],
                   "responseId":"resp-9"}),
            json!({"candidates":[{"content":{"role":"model","parts":[
                {"functionCall":{"name":"ls","args":{"path":"."}},"thoughtSignature":"SIG1"},
                {"functionCall":{"name":"ls","args":{"path":"src"}}}]},"finishReason":"STOP"}],
                   "usageMetadata":{"promptTokenCount":20,"candidatesTokenCount":8,"thoughtsTokenCount":5,
                                    "cachedContentTokenCount":12,"totalTokenCount":33},
                   "responseId":"resp-9"}),
        ]);
        assert_eq!(events[0], StreamEvent::ThinkingDelta("Let me think".into()));
        assert_eq!(
            events[1],
            StreamEvent::ToolCallStart {
                index: 0,
                id: "gemini_resp-9_0".into(),
                name: "ls".into()
            }
        );
        assert_eq!(
            events[3],
            StreamEvent::ToolCallEnd {
                index: 0,
                id: "gemini_resp-9_0".into(),
                name: "ls".into(),
                arguments: r#"{"path":"."}"#.into()
            }
        );
        assert!(matches!(&events[6], StreamEvent::ToolCallEnd { id, .. } if id == "gemini_resp-9_1"));
        let StreamEvent::ThinkingEnd {
            text,
            signature,
            provider_data,
        } = &events[7]
        else {
            panic!("expected thinking end: {events:?}");
        };
        assert_eq!(text, "Let me think");
        assert_eq!(signature, &None, "kept in provider_data, out of other wires' way");
        assert_eq!(
            provider_data.as_ref(),
            Some(&stored(&[("function_call", Some(0), "SIG1")]))
        );
        assert_eq!(
            events[8],
            StreamEvent::Usage(TokenUsage {
                input_tokens: 20,
                output_tokens: 13,
                cache_read_tokens: 12,
                reasoning_tokens: 5,
                ..TokenUsage::default()
            })
        );
        assert_eq!(
            events[9],
            StreamEvent::Done {
                stop_reason: StopReason::ToolUse
            }
        );
    }

    /// Builds provider data as the decoder stores it (for tests of the request side).
    fn stored(signatures: &[(&str, Option<usize>, &str)]) -> Value {
        let entries: Vec<Value> = signatures
            .iter()
            .map(|(part, index, signature)| {
                let mut entry = Map::new();
                entry.insert("part".into(), (*part).into());
                if let Some(index) = index {
                    entry.insert("index".into(), (*index).into());
                }
                entry.insert("signature".into(), (*signature).into());
                Value::Object(entry)
            })
            .collect();
        json!({ DATA_KEY: { "signatures": entries } })
    }

    #[test]
    fn signatures_round_trip_to_the_request_side() {
        let mut d = GeminiDecoder::default();
        let mut events = d
            .push_json(
                &json!({"candidates":[{"content":{"parts":[
                    {"text":"t","thought":true,"thoughtSignature":"S0"},
                    {"text":"Answer"},
                    {"text":"","thoughtSignature":"S1"},
                    {"functionCall":{"name":"f","args":{},"id":"fc-1"},"thoughtSignature":"S2"}]}}]})
                .to_string(),
            )
            .expect("valid");
        events.extend(d.finish());
        let block = events
            .into_iter()
            .find_map(|e| match e {
                StreamEvent::ThinkingEnd {
                    text,
                    signature,
                    provider_data,
                } => Some(ContentBlock::Thinking {
                    text,
                    signature,
                    provider_data,
                }),
                _ => None,
            })
            .expect("a thinking block");
        let s = signatures_of(&[block]);
        assert_eq!(s.thought, Some(("t".into(), "S0".into())));
        assert_eq!(s.text.as_deref(), Some("S1"));
        assert_eq!(s.calls.get(&0).map(String::as_str), Some("S2"));
        let foreign = ContentBlock::Thinking {
            text: "x".into(),
            signature: Some("anthropic-sig".into()),
            provider_data: None,
        };
        assert!(signatures_of(&[foreign]).is_empty());
    }

    #[test]
    fn finish_reasons() {
        let stop = |reason: &str| {
            run(&[json!({"candidates":[{"content":{"parts":[{"text":"x"}]},"finishReason":reason}]})]).pop()
        };
        let done = |stop_reason| Some(StreamEvent::Done { stop_reason });
        assert_eq!(stop("STOP"), done(StopReason::EndTurn));
        assert_eq!(stop("MAX_TOKENS"), done(StopReason::MaxTokens));
        assert_eq!(stop("SAFETY"), done(StopReason::ContentFilter));
        assert_eq!(stop("RECITATION"), done(StopReason::ContentFilter));
        assert_eq!(stop("OTHER"), done(StopReason::Unknown));
        let err = GeminiDecoder::default()
            .push_json(r#"{"candidates":[{"finishReason":"MALFORMED_FUNCTION_CALL","finishMessage":"bad call"}]}"#)
            .expect_err("malformed call");
        assert_eq!(err.kind(), "model_output");
        let blocked = GeminiDecoder::default()
            .push_json(r#"{"promptFeedback":{"blockReason":"SAFETY"}}"#)
            .expect_err("blocked");
        assert_eq!(blocked.kind(), "content_filtered");
    }

    #[test]
    fn errors_in_the_stream_are_typed() {
        let err = GeminiDecoder::default()
            .push_json(
                r#"{"error":{"code":429,"message":"Quota exceeded","status":"RESOURCE_EXHAUSTED",
                    "details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"12s"}]}}"#,
            )
            .expect_err("error");
        assert_eq!(err.kind(), "rate_limited");
        assert_eq!(err.retry_after(), Some(Duration::from_secs(12)));
        let overloaded = from_google_error(&json!({"status": "UNAVAILABLE", "message": "The model is overloaded."}));
        assert_eq!(overloaded.kind(), "overloaded");
        let key = from_google_error(
            &json!({"code": 400, "status": "INVALID_ARGUMENT", "message": "API key not valid. Please pass a valid API key."}),
        );
        assert!(
            matches!(key, ProviderError::Authentication { status: 400, .. }),
            "{key:?}"
        );
        assert!(!key.is_retryable());
        let long = from_google_error(&json!({"code": 400, "status": "INVALID_ARGUMENT",
            "message": "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576)."}));
        assert_eq!(long.kind(), "context_window_exceeded");
        let bad = GeminiDecoder::default().push_json("{nope").expect_err("bad json");
        assert!(matches!(&bad, ProviderError::MalformedResponse { message } if message.contains("{nope")));
    }

    #[test]
    fn non_streamed_and_empty_bodies() {
        let events = GeminiDecoder::decode_body(
            r#"{"candidates":[{"content":{"role":"model","parts":[{"text":"Hello"}]},"finishReason":"STOP"}],
                "usageMetadata":{"promptTokenCount":3,"candidatesTokenCount":1}}"#,
        )
        .expect("valid");
        assert_eq!(events[0], StreamEvent::TextDelta("Hello".into()));
        assert!(matches!(events[1], StreamEvent::Usage(u) if u.input_tokens == 3 && u.output_tokens == 1));
        assert_eq!(
            GeminiDecoder::decode_body(" ").expect_err("empty").kind(),
            "malformed_response"
        );
    }
}
