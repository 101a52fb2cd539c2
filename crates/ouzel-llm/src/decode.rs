//! Turns Chat Completions response bodies (streamed chunks or one whole response) into
//! [`StreamEvent`]s. Pure: no I/O.

use crate::assembler::{ToolCallAssembler, ToolCallChunk};
use crate::error::{excerpt, from_error_body};
use ouzel_core::{ProviderError, StopReason, StreamEvent, TokenUsage};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Chunk {
    #[serde(default)]
    choices: Option<Vec<Choice>>,
    #[serde(default)]
    usage: Option<WireUsage>,
    #[serde(default)]
    error: Option<serde_json::Value>,
}

#[derive(Debug, Deserialize)]
struct Choice {
    #[serde(default)]
    delta: Option<Delta>,
    /// A whole message: non-streamed responses, and some servers' final chunk.
    #[serde(default)]
    message: Option<Delta>,
    #[serde(default)]
    finish_reason: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Delta {
    #[serde(default)]
    content: Option<String>,
    /// DeepSeek, vLLM, llama.cpp.
    #[serde(default)]
    reasoning_content: Option<String>,
    /// OpenRouter, Ollama.
    #[serde(default)]
    reasoning: Option<String>,
    #[serde(default)]
    tool_calls: Option<Vec<ToolCallChunk>>,
}

#[derive(Debug, Deserialize)]
struct WireUsage {
    #[serde(default)]
    prompt_tokens: Option<u64>,
    #[serde(default)]
    completion_tokens: Option<u64>,
    #[serde(default)]
    prompt_tokens_details: Option<PromptDetails>,
    #[serde(default)]
    completion_tokens_details: Option<CompletionDetails>,
}

#[derive(Debug, Deserialize)]
struct PromptDetails {
    #[serde(default)]
    cached_tokens: Option<u64>,
}

#[derive(Debug, Deserialize)]
struct CompletionDetails {
    #[serde(default)]
    reasoning_tokens: Option<u64>,
}

impl From<WireUsage> for TokenUsage {
    fn from(u: WireUsage) -> Self {
        Self {
            input_tokens: u.prompt_tokens.unwrap_or(0),
            output_tokens: u.completion_tokens.unwrap_or(0),
            cache_read_tokens: u.prompt_tokens_details.and_then(|d| d.cached_tokens).unwrap_or(0),
            reasoning_tokens: u
                .completion_tokens_details
                .and_then(|d| d.reasoning_tokens)
                .unwrap_or(0),
            ..Self::default()
        }
    }
}

/// The state of one answer being decoded.
#[derive(Debug, Default)]
pub(crate) struct ChatDecoder {
    calls: ToolCallAssembler,
    had_calls: bool,
    had_text: bool,
    finish_reason: Option<String>,
    usage: Option<TokenUsage>,
    done: bool,
}

impl ChatDecoder {
    /// Notes the `[DONE]` marker.
    pub(crate) fn mark_done(&mut self) {
        self.done = true;
    }

    /// Whether `[DONE]` arrived.
    pub(crate) fn done(&self) -> bool {
        self.done
    }

    /// Whether the answer is known to be whole: a choice gave its `finish_reason`, or `[DONE]`
    /// arrived. OpenAI sends both, and so do most compatible servers; either one is enough (some
    /// servers end without `[DONE]`). A body that ends with neither was cut off.
    pub(crate) fn ended(&self) -> bool {
        self.done || self.finish_reason.is_some()
    }

    /// Decodes one JSON chunk (an SSE event's data, or a whole non-streamed body).
    pub(crate) fn push_json(&mut self, data: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        let chunk: Chunk = serde_json::from_str(data).map_err(|e| ProviderError::MalformedResponse {
            message: format!("invalid JSON in response ({e}): {}", excerpt(data)),
        })?;
        if let Some(error) = chunk.error {
            return Err(from_error_body(&error));
        }
        if let Some(usage) = chunk.usage {
            self.usage = Some(usage.into());
        }
        let mut events = Vec::new();
        for choice in chunk.choices.into_iter().flatten().take(1) {
            if let Some(delta) = choice.delta {
                self.push_delta(delta, &mut events);
            }
            if let Some(message) = choice.message {
                // A whole message repeats what deltas may already have said; use only what is new.
                let message = Delta {
                    content: message.content.filter(|_| !self.had_text),
                    tool_calls: message.tool_calls.filter(|_| !self.had_calls),
                    ..message
                };
                self.push_delta(message, &mut events);
            }
            if let Some(reason) = choice.finish_reason {
                self.finish_reason = Some(reason);
                events.extend(self.calls.finish());
            }
        }
        Ok(events)
    }

    fn push_delta(&mut self, delta: Delta, events: &mut Vec<StreamEvent>) {
        if let Some(thinking) = delta.reasoning_content.or(delta.reasoning).filter(|t| !t.is_empty()) {
            events.push(StreamEvent::ThinkingDelta(thinking));
        }
        if let Some(text) = delta.content.filter(|t| !t.is_empty()) {
            self.had_text = true;
            events.push(StreamEvent::TextDelta(text));
        }
        for call in delta.tool_calls.into_iter().flatten() {
            self.had_calls = true;
            events.extend(self.calls.push(&call));
        }
    }

    /// Ends the answer: any open tool calls, then usage if the server sent it, then `Done`.
    pub(crate) fn finish(&mut self) -> Vec<StreamEvent> {
        let mut events = self.calls.finish();
        events.extend(self.usage.take().map(StreamEvent::Usage));
        let stop_reason = match self.finish_reason.as_deref() {
            Some("tool_calls" | "function_call") => StopReason::ToolUse,
            // Some servers say "stop" after tool calls.
            Some("stop") | None if self.had_calls => StopReason::ToolUse,
            Some("stop" | "end_turn") => StopReason::EndTurn,
            Some("length" | "max_tokens") => StopReason::MaxTokens,
            Some("content_filter") => StopReason::ContentFilter,
            _ => StopReason::Unknown,
        };
        events.push(StreamEvent::Done { stop_reason });
        events
    }

    /// Decodes a whole non-streamed response body; an empty body is just `Done`.
    pub(crate) fn decode_body(body: &str) -> Result<Vec<StreamEvent>, ProviderError> {
        let mut decoder = Self::default();
        let mut events = if body.trim().is_empty() {
            Vec::new()
        } else {
            decoder.push_json(body)?
        };
        events.extend(decoder.finish());
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(chunks: &[&str]) -> Vec<StreamEvent> {
        let mut d = ChatDecoder::default();
        let mut events: Vec<_> = chunks
            .iter()
            .flat_map(|c| d.push_json(c).expect("valid chunk"))
            .collect();
        events.extend(d.finish());
        events
    }

    #[test]
    fn text_ignores_null_and_empty_content() {
        let events = run(&[
            r#"{"choices":[{"index":0,"delta":{"role":"assistant","content":null}}]}"#,
            r#"{"choices":[{"index":0,"delta":{"content":""}}]}"#,
            r#"{"choices":[{"index":0,"delta":{"content":"Hi"}}]}"#,
            r#"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#,
        ]);
        assert_eq!(
            events,
            vec![
                StreamEvent::TextDelta("Hi".into()),
                StreamEvent::Done {
                    stop_reason: StopReason::EndTurn
                }
            ]
        );
    }

    #[test]
    fn usage_comes_after_calls_and_before_done() {
        let events = run(&[
            r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"id":"c","function":{"name":"f","arguments":"{}"}}]}}]}"#,
            r#"{"choices":[{"delta":{},"finish_reason":"tool_calls"}]}"#,
            r#"{"choices":[],"usage":{"prompt_tokens":10,"completion_tokens":3,
                "prompt_tokens_details":{"cached_tokens":4},"completion_tokens_details":{"reasoning_tokens":2}}}"#,
        ]);
        let n = events.len();
        assert!(matches!(events[n - 3], StreamEvent::ToolCallEnd { .. }));
        assert_eq!(
            events[n - 2],
            StreamEvent::Usage(TokenUsage {
                input_tokens: 10,
                output_tokens: 3,
                cache_read_tokens: 4,
                reasoning_tokens: 2,
                ..TokenUsage::default()
            })
        );
        assert_eq!(
            events[n - 1],
            StreamEvent::Done {
                stop_reason: StopReason::ToolUse
            }
        );
    }

    #[test]
    fn missing_usage_is_fine() {
        let events = run(&[r#"{"choices":[{"delta":{"content":"x"},"finish_reason":"length"}]}"#]);
        assert!(!events.iter().any(|e| matches!(e, StreamEvent::Usage(_))));
        assert_eq!(
            events.last(),
            Some(&StreamEvent::Done {
                stop_reason: StopReason::MaxTokens
            })
        );
    }

    #[test]
    fn tool_calls_only_in_final_message() {
        let events = run(&[
            r#"{"choices":[{"delta":{"content":"Let me look."}}]}"#,
            r#"{"choices":[{"message":{"role":"assistant","content":"Let me look.","tool_calls":[
                {"id":"m1","type":"function","function":{"name":"ls","arguments":"{\"path\":\".\"}"}}]},
                "finish_reason":"tool_calls"}]}"#,
        ]);
        let texts: Vec<_> = events
            .iter()
            .filter(|e| matches!(e, StreamEvent::TextDelta(_)))
            .collect();
        assert_eq!(texts.len(), 1, "text must not repeat: {events:?}");
        assert!(events.contains(&StreamEvent::ToolCallEnd {
            index: 0,
            id: "m1".into(),
            name: "ls".into(),
            arguments: r#"{"path":"."}"#.into()
        }));
    }

    #[test]
    fn final_message_does_not_repeat_streamed_calls() {
        let events = run(&[
            r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"id":"c","function":{"name":"f","arguments":"{}"}}]}}]}"#,
            r#"{"choices":[{"message":{"tool_calls":[{"index":0,"id":"c","function":{"name":"f","arguments":"{}"}}]},
                "finish_reason":"tool_calls"}]}"#,
        ]);
        let ends: Vec<_> = events
            .iter()
            .filter(|e| matches!(e, StreamEvent::ToolCallEnd { .. }))
            .collect();
        assert_eq!(ends.len(), 1);
        assert!(matches!(ends[0], StreamEvent::ToolCallEnd { arguments, .. } if arguments == "{}"));
    }

    #[test]
    fn stop_after_tool_calls_means_tool_use() {
        let events = run(&[
            r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"name":"f","arguments":"{}"}}]},"finish_reason":"stop"}]}"#,
        ]);
        assert_eq!(
            events.last(),
            Some(&StreamEvent::Done {
                stop_reason: StopReason::ToolUse
            })
        );
    }

    #[test]
    fn an_answer_ends_with_a_finish_reason_or_done_and_not_before() {
        let mut d = ChatDecoder::default();
        d.push_json(r#"{"choices":[{"delta":{"content":"partial"},"finish_reason":null}]}"#)
            .expect("valid");
        d.push_json(r#"{"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":1}}"#)
            .expect("valid");
        assert!(!d.ended(), "text and usage, but no end");
        d.push_json(r#"{"choices":[{"delta":{},"finish_reason":"length"}]}"#)
            .expect("valid");
        assert!(d.ended());
        let mut d = ChatDecoder::default();
        d.mark_done();
        assert!(d.ended());
    }

    #[test]
    fn reasoning_content_is_thinking() {
        let events = run(&[r#"{"choices":[{"delta":{"reasoning_content":"hmm","content":null}}]}"#]);
        assert_eq!(events[0], StreamEvent::ThinkingDelta("hmm".into()));
    }

    #[test]
    fn invalid_json_is_malformed_with_excerpt() {
        let err = ChatDecoder::default().push_json("{not json").expect_err("must fail");
        assert!(matches!(&err, ProviderError::MalformedResponse { message } if message.contains("{not json")));
    }

    #[test]
    fn error_object_in_stream_is_an_error() {
        let err = ChatDecoder::default()
            .push_json(r#"{"error":{"message":"error parsing tool call: bad"}}"#)
            .expect_err("must fail");
        assert!(matches!(err, ProviderError::ModelOutput { .. }), "{err:?}");
    }

    #[test]
    fn non_streamed_body_and_empty_body() {
        let events = ChatDecoder::decode_body(
            r#"{"choices":[{"message":{"role":"assistant","content":"Hello"},"finish_reason":"stop"}],
                "usage":{"prompt_tokens":5,"completion_tokens":1}}"#,
        )
        .expect("valid");
        assert_eq!(events[0], StreamEvent::TextDelta("Hello".into()));
        assert!(matches!(events[1], StreamEvent::Usage(u) if u.input_tokens == 5));
        assert_eq!(
            ChatDecoder::decode_body("  ").expect("empty is fine"),
            vec![StreamEvent::Done {
                stop_reason: StopReason::Unknown
            }]
        );
    }
}
