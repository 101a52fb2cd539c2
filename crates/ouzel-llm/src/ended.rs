//! Streams that must end with a marker (`response.completed`, a Gemini `finishReason`): one
//! that stops before it was cut short, whatever the transport says. Nothing pending is then
//! flushed (a half-received tool call must not run) and the stream ends with an error.

use crate::sse::SseEvent;
use crate::transport::{Reply, SseDecoder};
use futures::stream::{self, StreamExt};
use ouzel_core::{ModelStream, ProviderError, StreamEvent};
use std::sync::{Arc, OnceLock};

/// A decoder that knows whether its wire's end marker has arrived.
pub(crate) trait EndMarker: SseDecoder {
    /// Whether the answer is complete.
    fn ended(&self) -> bool;
}

/// Wraps a decoder: on a stream's end without the marker, records whether output had come.
struct Checked<D> {
    decoder: D,
    emitted: bool,
    cut: Arc<OnceLock<bool>>,
}

impl<D: EndMarker> SseDecoder for Checked<D> {
    fn push(&mut self, event: &SseEvent) -> Result<Vec<StreamEvent>, ProviderError> {
        let events = self.decoder.push(event)?;
        self.emitted |= !events.is_empty();
        Ok(events)
    }

    fn is_done(&self) -> bool {
        self.decoder.is_done()
    }

    fn finish(&mut self) -> Vec<StreamEvent> {
        if self.decoder.ended() {
            self.decoder.finish()
        } else {
            let _ = self.cut.set(self.emitted);
            Vec::new()
        }
    }
}

/// The error for a stream that ended before `marker`.
pub(crate) fn cut_short(emitted: bool, marker: &str) -> ProviderError {
    if emitted {
        ProviderError::StreamInterrupted {
            message: format!("the stream ended before {marker}"),
        }
    } else {
        empty_body()
    }
}

/// The error for a success status with nothing in the body: retryable, as nothing was lost.
pub(crate) fn empty_body() -> ProviderError {
    ProviderError::MalformedResponse {
        message: "the response ended before any event (empty body)".into(),
    }
}

/// Decodes `reply` as SSE with `decoder`; a stream that stops before `marker` ends with
/// [`cut_short`]'s error.
pub(crate) fn sse_until_end<D: EndMarker>(reply: Reply, decoder: D, marker: &'static str) -> ModelStream {
    let cut = Arc::new(OnceLock::new());
    let events = reply.sse(Checked {
        decoder,
        emitted: false,
        cut: Arc::clone(&cut),
    });
    let tail = stream::once(async move { cut.get().copied() })
        .filter_map(move |cut| async move { cut.map(|emitted| Err(cut_short(emitted, marker))) });
    events.chain(tail).boxed()
}
