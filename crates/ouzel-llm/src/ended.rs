//! Streams that must end with a marker (`response.completed`, a Gemini `finishReason`, a Chat
//! Completions `finish_reason` or `[DONE]`): one that stops before it was cut short, whatever
//! the transport says (a body that ends at connection close looks complete to it). Nothing
//! pending is then flushed (a half-received tool call must not run) and the stream ends with
//! an error.

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

/// How far a stream that ended before its marker had come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cut {
    /// Not a single event.
    Silent,
    /// Events, but no output from them.
    NoOutput,
    /// Some output.
    AfterOutput,
}

/// Wraps a decoder: on a stream's end without the marker, records how far it had come.
struct Checked<D> {
    decoder: D,
    emitted: bool,
    /// Whether any event arrived.
    seen: bool,
    /// Whether a body without a single event ends the stream with no item rather than with
    /// an error.
    quiet_if_silent: bool,
    cut: Arc<OnceLock<Cut>>,
}

impl<D: EndMarker> SseDecoder for Checked<D> {
    fn push(&mut self, event: &SseEvent) -> Result<Vec<StreamEvent>, ProviderError> {
        self.seen = true;
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
            let cut = match (self.seen, self.emitted) {
                (_, true) => Cut::AfterOutput,
                (true, false) => Cut::NoOutput,
                (false, false) => Cut::Silent,
            };
            if cut != Cut::Silent || !self.quiet_if_silent {
                let _ = self.cut.set(cut);
            }
            Vec::new()
        }
    }
}

/// The error for a stream that ended before `marker`: interrupted once output came (it was
/// shown, so asking again would repeat it), else retryable.
fn cut_short(cut: Cut, marker: &str) -> ProviderError {
    match cut {
        Cut::AfterOutput => ProviderError::StreamInterrupted {
            message: format!("the stream ended before {marker}"),
        },
        Cut::NoOutput => ProviderError::MalformedResponse {
            message: format!("the stream ended before {marker}, and before any output"),
        },
        Cut::Silent => empty_body(),
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
    checked(reply, decoder, marker, false)
}

/// [`sse_until_end`], except that a body without a single event (nothing, or only comments)
/// gives a stream with no item at all, for the caller to tell apart from an answer: an
/// OpenAI-compatible server's empty 200 (see `openai_chat`).
pub(crate) fn sse_until_end_or_silent<D: EndMarker>(reply: Reply, decoder: D, marker: &'static str) -> ModelStream {
    checked(reply, decoder, marker, true)
}

fn checked<D: EndMarker>(reply: Reply, decoder: D, marker: &'static str, quiet_if_silent: bool) -> ModelStream {
    let cut = Arc::new(OnceLock::new());
    let events = reply.sse(Checked {
        decoder,
        emitted: false,
        seen: false,
        quiet_if_silent,
        cut: Arc::clone(&cut),
    });
    let tail = stream::once(async move { cut.get().copied() })
        .filter_map(move |cut| async move { cut.map(|cut| Err(cut_short(cut, marker))) });
    events.chain(tail).boxed()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decode::ChatDecoder;

    /// What `chunks` give through the checked Chat Completions decoder, and how it was cut.
    async fn run(chunks: Vec<&'static [u8]>, quiet_if_silent: bool) -> (Vec<StreamEvent>, Option<Cut>) {
        let cut = Arc::new(OnceLock::new());
        let checked = Checked {
            decoder: ChatDecoder::default(),
            emitted: false,
            seen: false,
            quiet_if_silent,
            cut: Arc::clone(&cut),
        };
        let events = crate::transport::testing::decode(checked, chunks).await;
        let events = events.into_iter().map(|e| e.expect("no error")).collect();
        (events, cut.get().copied())
    }

    #[tokio::test]
    async fn a_stream_is_cut_by_how_far_it_came_unless_it_ended() {
        let text: &[u8] = b"data: {\"choices\":[{\"delta\":{\"content\":\"par\"}}]}\n\n";
        let role: &[u8] = b"data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n";
        let stop: &[u8] = b"data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n";
        let (events, cut) = run(vec![text], false).await;
        assert_eq!(
            (events, cut),
            (vec![StreamEvent::TextDelta("par".into())], Some(Cut::AfterOutput)),
            "nothing is flushed, no `Done`"
        );
        assert_eq!(run(vec![role], false).await, (vec![], Some(Cut::NoOutput)));
        assert_eq!(run(vec![b": ping\n\n"], false).await, (vec![], Some(Cut::Silent)));
        assert_eq!(run(vec![b": ping\n\n"], true).await, (vec![], None), "quiet when asked");
        assert_eq!(
            run(vec![role], true).await.1,
            Some(Cut::NoOutput),
            "events are not silence"
        );
        let (events, cut) = run(vec![text, stop], false).await;
        assert_eq!(cut, None);
        assert!(matches!(events.last(), Some(StreamEvent::Done { .. })), "{events:?}");
    }
}
