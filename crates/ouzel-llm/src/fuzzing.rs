//! Entry points for the fuzz targets in `fuzz/` (feature `fuzzing`, off by default): the SSE
//! parser, and each wire's decoder driven through the same pump and limits as a real response
//! body. Not a stable API.

use crate::transport::{Limits, SseDecoder, sse_events};
use bytes::Bytes;
use futures::StreamExt;
use futures::stream;
use ouzel_core::{ProviderError, StreamEvent};
use std::time::Duration;
use tokio::time::Instant;

pub use crate::limits::StreamLimits;

/// A wire API's decoder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wire {
    /// OpenAI Chat Completions.
    OpenAiChat,
    /// OpenAI Responses.
    Responses,
    /// Anthropic Messages.
    Anthropic,
    /// Google Gemini.
    Gemini,
}

/// Runs `pieces`, as a streamed body arriving in those pieces, through `wire`'s decoder with
/// `limits`; returns everything the stream yields.
pub fn stream(wire: Wire, pieces: Vec<Vec<u8>>, limits: StreamLimits) -> Vec<Result<StreamEvent, ProviderError>> {
    match wire {
        Wire::OpenAiChat => run(crate::decode::ChatDecoder::default(), pieces, limits),
        Wire::Responses => run(crate::responses_decode::ResponsesDecoder::default(), pieces, limits),
        Wire::Anthropic => run(crate::anthropic::sse_decoder(), pieces, limits),
        Wire::Gemini => run(crate::gemini_decode::GeminiDecoder::default(), pieces, limits),
    }
}

/// Decodes `body` as `wire`'s whole, non-streamed answer.
pub fn whole(wire: Wire, body: &str) -> Result<Vec<StreamEvent>, ProviderError> {
    match wire {
        Wire::OpenAiChat => crate::decode::ChatDecoder::decode_body(body),
        Wire::Responses => crate::responses_decode::ResponsesDecoder::decode_body(body),
        Wire::Anthropic => crate::anthropic_decode::AnthropicDecoder::default().decode_body(body),
        Wire::Gemini => crate::gemini_decode::GeminiDecoder::decode_body(body),
    }
}

/// The SSE parser alone: `(event, data)` pairs from `pieces`, or `None` when a line passes
/// `max_line` bytes or is not UTF-8.
pub fn parse_sse(pieces: &[&[u8]], max_line: usize) -> Option<Vec<(String, String)>> {
    let mut parser = crate::sse::SseParser::new(max_line);
    let mut out = Vec::new();
    for piece in pieces {
        parser.push(piece, &mut out).ok()?;
    }
    parser.finish(&mut out).ok()?;
    Some(out.into_iter().map(|e| (e.event, e.data)).collect())
}

fn run<D: SseDecoder>(
    decoder: D,
    pieces: Vec<Vec<u8>>,
    limits: StreamLimits,
) -> Vec<Result<StreamEvent, ProviderError>> {
    thread_local! {
        static RUNTIME: tokio::runtime::Runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap_or_else(|e| panic!("a runtime for the fuzz target: {e}"));
    }
    RUNTIME.with(|rt| {
        rt.block_on(async {
            let body = stream::iter(pieces.into_iter().map(|p| Ok::<_, std::io::Error>(Bytes::from(p))));
            let hour = Duration::from_secs(3600);
            let limits = Limits {
                idle: hour,
                total: hour,
                deadline: Instant::now() + hour,
                size: limits,
            };
            sse_events(body, decoder, limits, "text/event-stream").collect().await
        })
    })
}
