//! Bounds on what one answer may make ouzel hold in memory: the whole response body, one line
//! of the event stream, one tool call's arguments. A server that streams without end (a bug, a
//! hostile endpoint, a model stuck repeating itself) ends the request with a named error
//! instead of growing memory until the machine gives out. Time is bounded by [`Timeouts`]
//! (`idle` between events, `total` overall); this module bounds bytes.
//!
//! [`Timeouts`]: crate::Timeouts

use ouzel_core::{ProviderError, StreamEvent};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

const MIB: u64 = 1024 * 1024;

/// How much one model answer may send. Generous: a 128k-token answer streamed a token per
/// event is about 30 MB of Chat Completions events, 50 MB of Responses events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StreamLimits {
    /// The whole response body, in bytes, framing included (default 128 MiB).
    pub max_response_bytes: u64,
    /// One tool call's argument text, in bytes (default 8 MiB).
    pub max_tool_arguments_bytes: u64,
    /// One line of the event stream, in bytes (default 16 MiB: some servers send a whole tool
    /// call in one event).
    pub max_sse_line_bytes: u64,
}

impl Default for StreamLimits {
    fn default() -> Self {
        Self {
            max_response_bytes: 128 * MIB,
            max_tool_arguments_bytes: 8 * MIB,
            max_sse_line_bytes: 16 * MIB,
        }
    }
}

/// How many bytes of a body that is no API answer are kept to show the user.
const HEAD_BYTES: usize = 512;

/// Counts a response body as it arrives: its size, and its first bytes (to show what came
/// instead of an API answer). Lines are bounded by the SSE parser, which knows where they end.
#[derive(Debug)]
pub(crate) struct BodyMeter {
    max_bytes: u64,
    content_type: String,
    total: u64,
    head: Vec<u8>,
}

impl BodyMeter {
    /// A meter for a body the server labelled `content_type` (empty when it did not say).
    pub(crate) fn new(limits: StreamLimits, content_type: &str) -> Self {
        Self {
            max_bytes: limits.max_response_bytes,
            content_type: content_type.to_owned(),
            total: 0,
            head: Vec::new(),
        }
    }

    /// Takes the next piece of the body; an error once it passes the limit, or once it is clear
    /// that the body is a web page (it starts with `<`), never an event stream or JSON.
    pub(crate) fn take(&mut self, chunk: &[u8]) -> Result<(), ProviderError> {
        self.total = self.total.saturating_add(chunk.len() as u64);
        if self.head.len() < HEAD_BYTES {
            let had_content = self.has_content();
            let room = HEAD_BYTES - self.head.len();
            self.head.extend_from_slice(&chunk[..chunk.len().min(room)]);
            if !had_content && let Some(error) = self.markup() {
                return Err(error);
            }
        }
        if self.total > self.max_bytes {
            return Err(ProviderError::ResponseTooLarge { limit: self.max_bytes });
        }
        Ok(())
    }

    /// The error for a body that starts like a web page.
    fn markup(&self) -> Option<ProviderError> {
        let start = self.head.iter().position(|b| !b.is_ascii_whitespace())?;
        (self.head[start] == b'<').then(|| self.not_api())
    }

    /// Whether anything but whitespace arrived.
    pub(crate) fn has_content(&self) -> bool {
        self.head.iter().any(|b| !b.is_ascii_whitespace())
    }

    /// Whether anything arrived besides whitespace and event-stream comments (`: ping`, which
    /// llama-cpp-python's server sends while it has nothing to say).
    pub(crate) fn has_data(&self) -> bool {
        String::from_utf8_lossy(&self.head).lines().any(|l| {
            let l = l.trim();
            !l.is_empty() && !l.starts_with(':')
        })
    }

    /// The error for a body that is no API answer, with its start.
    pub(crate) fn not_api(&self) -> ProviderError {
        not_an_api_response(&self.content_type, &self.head)
    }
}

/// The error for a success status whose body is not what an API sends.
pub(crate) fn not_an_api_response(content_type: &str, head: &[u8]) -> ProviderError {
    let text = String::from_utf8_lossy(&head[..head.len().min(HEAD_BYTES)]);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    ProviderError::NotAnApiResponse {
        content_type: match content_type.split(';').next().map(str::trim) {
            Some(ct) if !ct.is_empty() => ct.to_owned(),
            _ => "a body of no declared type".to_owned(),
        },
        excerpt: crate::error::excerpt(&flat),
    }
}

/// Whether a response labelled `content_type` is a web page rather than an API answer.
pub(crate) fn is_markup(content_type: &str) -> bool {
    content_type.contains("html") || content_type.contains("xml")
}

/// Counts each tool call's argument text as the decoder hands it on.
#[derive(Debug)]
pub(crate) struct ArgumentMeter {
    limit: u64,
    calls: BTreeMap<usize, (String, u64)>,
}

impl ArgumentMeter {
    pub(crate) fn new(limits: StreamLimits) -> Self {
        Self {
            limit: limits.max_tool_arguments_bytes,
            calls: BTreeMap::new(),
        }
    }

    /// Notes one event; an error once a call's arguments pass the limit.
    pub(crate) fn check(&mut self, event: &StreamEvent) -> Result<(), ProviderError> {
        let (name, size) = match event {
            StreamEvent::ToolCallStart { index, name, .. } => {
                self.calls.insert(*index, (name.clone(), 0));
                return Ok(());
            }
            StreamEvent::ToolCallDelta { index, delta } => {
                let call = self.calls.entry(*index).or_default();
                call.1 = call.1.saturating_add(delta.len() as u64);
                (call.0.clone(), call.1)
            }
            StreamEvent::ToolCallEnd {
                index, name, arguments, ..
            } => {
                self.calls.remove(index);
                (name.clone(), arguments.len() as u64)
            }
            _ => return Ok(()),
        };
        if size > self.limit {
            return Err(ProviderError::ToolArgumentsTooLarge {
                tool: name,
                limit: self.limit,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> StreamLimits {
        StreamLimits {
            max_response_bytes: 100,
            max_tool_arguments_bytes: 10,
            max_sse_line_bytes: 20,
        }
    }

    #[test]
    fn limits_parse_from_config_and_keep_defaults() {
        let l: StreamLimits = serde_json::from_str(r#"{"max_sse_line_bytes": 5}"#).expect("parses");
        assert_eq!(l.max_sse_line_bytes, 5);
        assert_eq!(l.max_response_bytes, StreamLimits::default().max_response_bytes);
        assert!(serde_json::from_str::<StreamLimits>(r#"{"max_line": 1}"#).is_err());
    }

    #[test]
    fn the_body_is_bounded_in_total() {
        let mut m = BodyMeter::new(small(), "text/event-stream");
        for _ in 0..10 {
            m.take(b"data: x\n\n").expect("within the limit");
        }
        assert!(matches!(
            m.take(b"data: yyyyyy\n\n"),
            Err(ProviderError::ResponseTooLarge { limit: 100 })
        ));
    }

    #[test]
    fn a_web_page_is_recognised_by_its_first_byte() {
        let mut m = BodyMeter::new(StreamLimits::default(), "");
        let err = m
            .take(b"\n  <!DOCTYPE html><title>Sign in</title>")
            .expect_err("markup");
        assert!(
            matches!(&err, ProviderError::NotAnApiResponse { content_type, excerpt }
                if content_type == "a body of no declared type" && excerpt.contains("Sign in")),
            "{err:?}"
        );
        let mut m = BodyMeter::new(StreamLimits::default(), "text/event-stream");
        m.take(b"data: {\"a\":\"<b>\"}\n\n")
            .expect("markup inside data is fine");
        m.take(b"<later>").expect("only the start decides");
        assert!(is_markup("text/html; charset=utf-8"));
        assert!(!is_markup("text/event-stream"));
    }

    #[test]
    fn arguments_are_counted_per_call() {
        let mut m = ArgumentMeter::new(small());
        let start = |index| StreamEvent::ToolCallStart {
            index,
            id: "c".into(),
            name: format!("t{index}"),
        };
        let delta = |index, d: &str| StreamEvent::ToolCallDelta { index, delta: d.into() };
        m.check(&start(0)).expect("start");
        m.check(&start(1)).expect("start");
        m.check(&delta(0, "12345")).expect("5");
        m.check(&delta(1, "12345")).expect("5 in another call");
        m.check(&delta(0, "12345")).expect("10");
        let err = m.check(&delta(0, "1")).expect_err("11");
        assert!(
            matches!(&err, ProviderError::ToolArgumentsTooLarge { tool, limit: 10 } if tool == "t0"),
            "{err:?}"
        );
        let whole = StreamEvent::ToolCallEnd {
            index: 2,
            id: "c".into(),
            name: "w".into(),
            arguments: "x".repeat(11),
        };
        assert!(m.check(&whole).is_err(), "arguments sent whole count too");
    }
}
