//! Server-sent events, parsed from bytes as they arrive (the WHATWG event-stream rules), in
//! time linear in the body and with a bound on the line being read.
//!
//! Ours rather than `eventsource-stream`'s because that parser re-scans its whole buffer for
//! every piece that arrives: a long line (one big tool call, or a server that never ends one)
//! costs quadratic time, and an endless line stalls the stream before any limit can fire.

/// One dispatched event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SseEvent {
    /// The `event:` field; `message` when the server sent none.
    pub(crate) event: String,
    /// The `data:` lines, joined by `\n`.
    pub(crate) data: String,
}

/// Why a body is not a readable event stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum SseError {
    /// A line grew past the limit without ending.
    LineTooLong,
    /// A line is not UTF-8.
    NotUtf8,
}

/// An incremental parser: bytes in, events out.
#[derive(Debug)]
pub(crate) struct SseParser {
    max_line: usize,
    /// The line being read, without its end.
    line: Vec<u8>,
    /// The last byte was a CR: a LF right after it ends nothing more.
    after_cr: bool,
    /// Bytes have been seen (a byte-order mark is skipped only at the very start).
    started: bool,
    event: String,
    data: String,
    has_data: bool,
}

impl SseParser {
    /// A parser that refuses lines longer than `max_line` bytes.
    pub(crate) fn new(max_line: usize) -> Self {
        Self {
            max_line,
            line: Vec::new(),
            after_cr: false,
            started: false,
            event: String::new(),
            data: String::new(),
            has_data: false,
        }
    }

    /// Parses the next piece of the body; events it completes are appended to `out`.
    pub(crate) fn push(&mut self, mut bytes: &[u8], out: &mut Vec<SseEvent>) -> Result<(), SseError> {
        if !self.started && !bytes.is_empty() {
            self.started = true;
            bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        }
        while !bytes.is_empty() {
            if self.after_cr {
                self.after_cr = false;
                if bytes[0] == b'\n' {
                    bytes = &bytes[1..];
                    continue;
                }
            }
            match bytes.iter().position(|b| matches!(b, b'\n' | b'\r')) {
                Some(end) => {
                    self.extend(&bytes[..end])?;
                    self.after_cr = bytes[end] == b'\r';
                    bytes = &bytes[end + 1..];
                    self.end_line(out)?;
                }
                None => {
                    self.extend(bytes)?;
                    bytes = &[];
                }
            }
        }
        Ok(())
    }

    /// The body ended: a last line without its end counts, and so does an event without its
    /// blank line (servers that close the connection instead are accepted).
    pub(crate) fn finish(&mut self, out: &mut Vec<SseEvent>) -> Result<(), SseError> {
        if !self.line.is_empty() {
            self.end_line(out)?;
        }
        self.dispatch(out);
        Ok(())
    }

    fn extend(&mut self, piece: &[u8]) -> Result<(), SseError> {
        if self.line.len() + piece.len() > self.max_line {
            return Err(SseError::LineTooLong);
        }
        self.line.extend_from_slice(piece);
        Ok(())
    }

    fn end_line(&mut self, out: &mut Vec<SseEvent>) -> Result<(), SseError> {
        let bytes = std::mem::take(&mut self.line);
        let line = std::str::from_utf8(&bytes).map_err(|_| SseError::NotUtf8)?;
        if line.is_empty() {
            self.dispatch(out);
            return Ok(());
        }
        let (field, value) = match line.split_once(':') {
            Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
            None => (line, ""),
        };
        match field {
            "" => {} // a comment (`: keep-alive`)
            "event" => value.clone_into(&mut self.event),
            "data" => {
                if self.has_data {
                    self.data.push('\n');
                }
                self.data.push_str(value);
                self.has_data = true;
            }
            _ => {} // `id`, `retry` and unknown fields mean nothing to a one-shot request
        }
        // The line's buffer is reused; one long line does not stay allocated.
        let mut bytes = bytes;
        bytes.clear();
        if bytes.capacity() <= 64 * 1024 {
            self.line = bytes;
        }
        Ok(())
    }

    fn dispatch(&mut self, out: &mut Vec<SseEvent>) {
        let event = std::mem::take(&mut self.event);
        if !std::mem::take(&mut self.has_data) {
            return;
        }
        out.push(SseEvent {
            event: if event.is_empty() { "message".to_owned() } else { event },
            data: std::mem::take(&mut self.data),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(pieces: &[&[u8]]) -> Result<Vec<SseEvent>, SseError> {
        let mut parser = SseParser::new(64);
        let mut out = Vec::new();
        for piece in pieces {
            parser.push(piece, &mut out)?;
        }
        parser.finish(&mut out)?;
        Ok(out)
    }

    fn ev(event: &str, data: &str) -> SseEvent {
        SseEvent {
            event: event.into(),
            data: data.into(),
        }
    }

    #[test]
    fn events_fields_and_comments() {
        let body: &[u8] =
            b": keep-alive\n\nevent: ping\ndata: {\"a\":1}\n\ndata:no space\ndata:  two\nid: 7\nretry: 10\n\n";
        assert_eq!(
            parse(&[body]).expect("valid"),
            vec![ev("ping", "{\"a\":1}"), ev("message", "no space\n two")]
        );
    }

    #[test]
    fn every_line_end_and_every_split_give_the_same_events() {
        let want = vec![ev("message", "a"), ev("x", "b\nc")];
        for body in [
            "data: a\n\nevent: x\ndata: b\ndata: c\n\n",
            "data: a\r\n\r\nevent: x\r\ndata: b\r\ndata: c\r\n\r\n",
            "data: a\r\revent: x\rdata: b\rdata: c\r\r",
        ] {
            let bytes = body.as_bytes();
            assert_eq!(parse(&[bytes]).expect("whole"), want, "{body:?}");
            for cut in 0..bytes.len() {
                let (a, b) = bytes.split_at(cut);
                assert_eq!(parse(&[a, b]).expect("split"), want, "{body:?} cut at {cut}");
            }
        }
    }

    #[test]
    fn a_last_event_without_its_blank_line_counts_and_a_bom_is_skipped() {
        assert_eq!(
            parse(&[b"\xEF\xBB\xBFdata: x\n\ndata: y"]).expect("valid"),
            vec![ev("message", "x"), ev("message", "y")]
        );
        assert_eq!(
            parse(&[b"event: only\n\n"]).expect("valid"),
            vec![],
            "no data, no event"
        );
    }

    #[test]
    fn a_line_past_the_limit_is_refused_however_it_arrives() {
        let long = [b'x'; 65];
        assert_eq!(parse(&[&long]), Err(SseError::LineTooLong));
        let mut parser = SseParser::new(64);
        let mut out = Vec::new();
        for _ in 0..64 {
            parser.push(b"y", &mut out).expect("within the limit");
        }
        assert_eq!(parser.push(b"y", &mut out), Err(SseError::LineTooLong));
        let exact = [b'z'; 64];
        assert!(parse(&[&exact, b"\n", &exact]).is_ok(), "each line is counted alone");
    }

    #[test]
    fn invalid_utf8_is_an_error_but_split_characters_are_fine() {
        assert_eq!(parse(&[b"data: \xFF\n\n"]), Err(SseError::NotUtf8));
        let snowman = "data: ☃\n\n".as_bytes();
        assert_eq!(
            parse(&[&snowman[..7], &snowman[7..]]).expect("valid"),
            vec![ev("message", "☃")]
        );
    }
}
