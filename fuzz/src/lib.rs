//! What the four SSE decoder targets share: the input layout and the invariants.
//!
//! Input: byte 0 chooses streamed (even) or whole-body (odd) decoding, byte 1 seeds how the
//! body is cut into pieces, the rest is the body.
//!
//! Invariants, streamed: the stream never panics; an error, if any, is its last item; nothing
//! follows `Done`; a tool call's deltas come between its start and its end, and its end holds
//! exactly the deltas' text (when there were any); no call's arguments pass the argument limit; a body with a line
//! past the line limit, or longer than the response limit, never ends as a complete answer
//! without an error unless its `Done` came first; and the SSE parser gives the same events
//! however the body is cut. Whole: no panic.

use ouzel_core::StreamEvent;
use ouzel_llm::fuzzing::{StreamLimits, Wire, parse_sse, stream, whole};
use std::collections::BTreeMap;

/// Small limits, so inputs of a few KiB can reach them.
pub const LIMITS: StreamLimits = StreamLimits {
    max_response_bytes: 16 * 1024,
    max_tool_arguments_bytes: 1024,
    max_sse_line_bytes: 4096,
};

/// Cuts `body` into pieces of 1 to 64 bytes, sized by a generator seeded with `seed`.
fn pieces(body: &[u8], seed: u8) -> Vec<&[u8]> {
    let mut state = u32::from(seed) | 1;
    let mut rest = body;
    let mut out = Vec::new();
    while !rest.is_empty() {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let size = ((state >> 16) as usize % 64 + 1).min(rest.len());
        let (piece, tail) = rest.split_at(size);
        out.push(piece);
        rest = tail;
    }
    out
}

/// Runs one input through `wire`'s decoder and checks the invariants.
pub fn check(wire: Wire, data: &[u8]) {
    let [mode, seed, body @ ..] = data else {
        return;
    };
    if mode % 2 == 1 {
        if let Ok(text) = std::str::from_utf8(body) {
            let _ = whole(wire, text);
        }
        return;
    }
    let cut = pieces(body, *seed);
    let big = usize::MAX;
    assert_eq!(
        parse_sse(&[body], big),
        parse_sse(&cut, big),
        "the SSE parser depends on how the body is cut"
    );

    let items = stream(wire, cut.iter().map(|p| p.to_vec()).collect(), LIMITS);
    if let Some(at) = items.iter().position(Result::is_err) {
        assert_eq!(at, items.len() - 1, "an error is not the last item: {items:?}");
    }
    let events: Vec<&StreamEvent> = items.iter().filter_map(|i| i.as_ref().ok()).collect();
    let done_at = events.iter().position(|e| matches!(e, StreamEvent::Done { .. }));
    if let Some(at) = done_at {
        assert_eq!(at, events.len() - 1, "events after Done: {events:?}");
    }

    // Tool calls: start, deltas, end; the end holds the deltas.
    let mut open: BTreeMap<usize, String> = BTreeMap::new();
    for event in &events {
        match event {
            StreamEvent::ToolCallStart { index, .. } => {
                assert!(
                    open.insert(*index, String::new()).is_none(),
                    "call {index} started twice"
                );
            }
            StreamEvent::ToolCallDelta { index, delta } => {
                let args = open
                    .get_mut(index)
                    .unwrap_or_else(|| panic!("delta for unstarted call {index}"));
                args.push_str(delta);
                assert!(
                    args.len() as u64 <= LIMITS.max_tool_arguments_bytes,
                    "arguments past the limit"
                );
            }
            StreamEvent::ToolCallEnd { index, arguments, .. } => {
                assert!(
                    arguments.len() as u64 <= LIMITS.max_tool_arguments_bytes,
                    "arguments past the limit"
                );
                // A call streamed without any argument text may end with a default (`{}`);
                // Responses ends a call with the server's final copy of its arguments, which
                // wins over the deltas (they only feed the live display).
                if let Some(streamed) = open.remove(index).filter(|s| !s.is_empty())
                    && wire != Wire::Responses
                {
                    assert_eq!(
                        &streamed, arguments,
                        "call {index} ends with other arguments than streamed"
                    );
                }
            }
            _ => {}
        }
    }

    // A body past a limit cannot end as a clean answer unless it was complete before it.
    let ended_clean = items.last().is_some_and(Result::is_ok);
    let long_line = body
        .strip_prefix(b"\xEF\xBB\xBF")
        .unwrap_or(body)
        .split(|b| matches!(b, b'\n' | b'\r'))
        .any(|line| line.len() as u64 > LIMITS.max_sse_line_bytes);
    let too_big = body.len() as u64 > LIMITS.max_response_bytes;
    if (long_line || too_big) && ended_clean {
        assert!(
            done_at.is_some(),
            "a body past a limit ended without an error: {items:?}"
        );
    }
}
