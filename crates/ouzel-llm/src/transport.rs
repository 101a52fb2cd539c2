//! What every wire client shares: one HTTP client with its secret headers, the four timeouts
//! and the size limits, error mapping with the key scrubbed out, and an SSE pump that turns a
//! response body into [`StreamEvent`]s through a wire-specific [`SseDecoder`].

use crate::error::{from_reqwest, from_status, redact};
use crate::limits::{ArgumentMeter, BodyMeter, StreamLimits, is_markup};
pub(crate) use crate::sse::SseEvent;
use crate::sse::{SseError, SseParser};
use bytes::Bytes;
use futures::stream::{self, BoxStream, StreamExt};
use ouzel_core::{ModelStream, ProviderError, StreamEvent, TimeoutKind};
use reqwest::header::{CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

/// Work that starts once, as the answer to the first model request sent through any
/// [`Transport`] begins ([`on_first_request`]).
pub(crate) struct FirstRequest {
    hook: std::sync::OnceLock<fn()>,
    sent: std::sync::atomic::AtomicBool,
}

impl FirstRequest {
    pub(crate) const fn new() -> Self {
        Self {
            hook: std::sync::OnceLock::new(),
            sent: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// Runs the hook the first time only.
    fn answered(&self) {
        use std::sync::atomic::Ordering;
        if !self.sent.load(Ordering::Relaxed)
            && !self.sent.swap(true, Ordering::Relaxed)
            && let Some(hook) = self.hook.get()
        {
            hook();
        }
    }
}

/// The process's.
static FIRST_REQUEST: FirstRequest = FirstRequest::new();

/// Registers `hook` to run once, on the thread that sent it, as the head of the answer to the
/// process's first model request arrives (or the request fails): work the first request does
/// not need (the sandbox's probes) starts there, while the answer streams in, instead of
/// competing with the request for the CPU (issue 21, start-up). Returns
/// `false` (and registers nothing) when a hook is already registered.
pub fn on_first_request(hook: fn()) -> bool {
    FIRST_REQUEST.hook.set(hook).is_ok()
}

/// Refuses a base URL no request can go to: one that does not parse as an absolute URL (an
/// `http` or `https` one parses only with a host), or whose scheme is not `http` or `https`.
/// Checked as a client is built, so a mistyped `--base-url` is bad configuration said at once,
/// not a network error retried on every request.
pub(crate) fn check_base_url(base_url: &str) -> Result<(), ProviderError> {
    let why = match reqwest::Url::parse(base_url) {
        Err(e) => e.to_string(),
        Ok(url) if !matches!(url.scheme(), "http" | "https") => {
            format!("the scheme `{}` is not http or https", url.scheme())
        }
        Ok(_) => return Ok(()),
    };
    Err(ProviderError::InvalidRequest {
        status: 0,
        message: format!(
            "the base URL `{base_url}` is not usable ({why}); give it as an absolute http:// or \
             https:// URL: scheme, host and the path where the API lives"
        ),
    })
}

/// The four limits on one model request. Each is named in the error when it fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Timeouts {
    /// Establishing the TCP/TLS connection.
    #[serde(with = "secs")]
    pub connect: Duration,
    /// From sending the request to the response headers.
    #[serde(with = "secs")]
    pub first_byte: Duration,
    /// Between two pieces of a streamed body.
    #[serde(with = "secs")]
    pub idle: Duration,
    /// The whole request, body included.
    #[serde(with = "secs")]
    pub total: Duration,
}

impl Default for Timeouts {
    /// 30 s to connect; 300 s to the first byte (local servers load the model first);
    /// 120 s between stream events; 30 min overall.
    fn default() -> Self {
        Self {
            connect: Duration::from_secs(30),
            first_byte: Duration::from_secs(300),
            idle: Duration::from_secs(120),
            total: Duration::from_secs(1800),
        }
    }
}

/// Durations in config files are seconds (fractions allowed).
mod secs {
    use serde::{Deserialize, Deserializer, Serializer};
    use std::time::Duration;

    pub(super) fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(d.as_secs_f64())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        let secs = f64::deserialize(d)?;
        Duration::try_from_secs_f64(secs).map_err(serde::de::Error::custom)
    }
}

/// An HTTP client for one provider: default headers (secret ones marked sensitive, so they
/// never show in `Debug` output), timeouts, and the key kept only to scrub it from errors.
#[derive(Clone)]
pub(crate) struct Transport {
    client: reqwest::Client,
    timeouts: Timeouts,
    limits: StreamLimits,
    secret: Option<Arc<SecretString>>,
    /// [`FIRST_REQUEST`]; a test's own elsewhere.
    first: &'static FirstRequest,
    /// The last URL posted to and its parse, shared by the clones: a provider posts to one
    /// URL, and each parse of it took some 12,000 instructions (reqwest parses it twice more
    /// itself; issue 21).
    last_url: Arc<Mutex<Option<(String, reqwest::Url)>>>,
}

impl std::fmt::Debug for Transport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Transport")
            .field("timeouts", &self.timeouts)
            .field("limits", &self.limits)
            .field("secret", &self.secret.as_ref().map(|_| "[redacted]"))
            .finish_non_exhaustive()
    }
}

impl Transport {
    /// A client sending `secret_header` (e.g. `("authorization", "Bearer KEY")`) and `extra`
    /// headers with every request. `secret` is the bare key, scrubbed from error messages.
    pub(crate) fn new(
        secret_header: Option<(&str, SecretString)>,
        secret: Option<SecretString>,
        extra: &[(String, String)],
        timeouts: Timeouts,
        limits: StreamLimits,
    ) -> Result<Self, ProviderError> {
        let mut headers = HeaderMap::new();
        if let Some((name, value)) = secret_header {
            let name = HeaderName::from_bytes(name.as_bytes()).map_err(|_| ProviderError::InvalidRequest {
                status: 0,
                message: format!("`{name}` is not a valid HTTP header name"),
            })?;
            let mut value =
                HeaderValue::from_str(value.expose_secret()).map_err(|_| ProviderError::Authentication {
                    status: 0,
                    message: "the API key contains characters not allowed in an HTTP header".into(),
                })?;
            value.set_sensitive(true);
            headers.insert(name, value);
        }
        for (name, value) in extra {
            let invalid = || ProviderError::InvalidRequest {
                status: 0,
                message: format!("extra header `{name}` is not a valid HTTP header"),
            };
            let name = HeaderName::from_bytes(name.as_bytes()).map_err(|_| invalid())?;
            let mut value = HeaderValue::from_str(value).map_err(|_| invalid())?;
            value.set_sensitive(true);
            headers.insert(name, value);
        }
        let client = reqwest::Client::builder()
            .default_headers(headers)
            .tcp_nodelay(true)
            .connect_timeout(timeouts.connect)
            .use_rustls_tls()
            .build()
            .map_err(|e| ProviderError::Network {
                message: format!("cannot build the HTTP client: {e}"),
            })?;
        Ok(Self {
            client,
            timeouts,
            limits,
            secret: secret.map(Arc::new),
            first: &FIRST_REQUEST,
            last_url: Arc::default(),
        })
    }

    /// `url` parsed as reqwest would parse it, kept for the next request to the same URL;
    /// `None` when it does not parse (reqwest then reports that, as before).
    fn parsed(&self, url: &str) -> Option<reqwest::Url> {
        let mut last = self.last_url.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((text, parsed)) = last.as_ref()
            && text == url
        {
            return Some(parsed.clone());
        }
        let parsed = reqwest::Url::parse(url).ok()?;
        *last = Some((url.to_owned(), parsed.clone()));
        Some(parsed)
    }

    /// Removes the key from an error's message, should a server echo it back.
    pub(crate) fn scrubber(&self) -> impl Fn(ProviderError) -> ProviderError + Send + Sync + Clone + 'static {
        let key = self.secret.clone();
        move |e| redact(e, key.as_deref().map(|k| k.expose_secret()))
    }

    /// A GET (for model lists), with the same headers and error mapping.
    pub(crate) async fn get_json(&self, url: &str) -> Result<Value, ProviderError> {
        let scrub = self.scrubber();
        let response = self.send(self.client.get(url)).await.map_err(&scrub)?;
        let deadline = Instant::now() + self.timeouts.total;
        let content_type = content_type(&response);
        let body = self.text(response, &content_type, deadline).await.map_err(&scrub)?;
        serde_json::from_str(&body).map_err(|e| {
            scrub(ProviderError::MalformedResponse {
                message: format!("{e}: {}", crate::error::excerpt(&body)),
            })
        })
    }

    /// POSTs `body` (JSON, already serialised); waits for the response headers at most the
    /// first-byte timeout. A non-success status comes back as its typed error, and so does a
    /// web page.
    pub(crate) async fn post_body(&self, url: &str, body: Vec<u8>) -> Result<Reply, ProviderError> {
        let scrub = self.scrubber();
        let started = Instant::now();
        let request = match self.parsed(url) {
            Some(parsed) => self.client.post(parsed),
            None => self.client.post(url),
        };
        let request = request
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(body);
        let response = self.send(request).await.map_err(&scrub)?;
        let content_type = content_type(&response);
        if is_markup(&content_type) {
            let head = self.head(response, HEAD_READ).await;
            return Err(scrub(crate::limits::not_an_api_response(&content_type, &head)));
        }
        Ok(Reply {
            response,
            content_type,
            deadline: started + self.timeouts.total,
            transport: self.clone(),
        })
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> Result<reqwest::Response, ProviderError> {
        let sent = tokio::time::timeout(self.timeouts.first_byte, request.send()).await;
        // Once the answer has begun (or the request failed): the request is on the wire by
        // then, and a model's answer still streams in after its head. Fired as the request was
        // handed over, the woken probing thread took the CPU from the thread writing it (0.43 ms
        // in 9 of 15 runs on two cores, traced).
        self.first.answered();
        let response = match sent {
            Err(_) => {
                return Err(ProviderError::Timeout {
                    kind: TimeoutKind::FirstByte,
                    after: self.timeouts.first_byte,
                });
            }
            Ok(result) => result.map_err(|e| from_reqwest(&e, self.timeouts.connect))?,
        };
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        let headers = response.headers().clone();
        let body = self.head(response, ERROR_BODY_BYTES).await;
        Err(from_status(status, &headers, &String::from_utf8_lossy(&body)))
    }

    /// At most the first `max` bytes of a body that only serves for a message, within the idle
    /// timeout; whatever arrived when the time is up or the body breaks off.
    async fn head(&self, response: reqwest::Response, max: usize) -> Vec<u8> {
        let mut head = Vec::new();
        let mut chunks = response.bytes_stream();
        let _ = tokio::time::timeout(self.timeouts.idle, async {
            while head.len() < max
                && let Some(Ok(chunk)) = chunks.next().await
            {
                head.extend_from_slice(&chunk[..chunk.len().min(max - head.len())]);
            }
        })
        .await;
        head
    }

    /// The whole body (a non-streamed answer), within the size limit; each piece must come
    /// within the idle (or first-byte, if longer) timeout, all of it by `deadline`.
    async fn text(
        &self,
        response: reqwest::Response,
        content_type: &str,
        deadline: Instant,
    ) -> Result<String, ProviderError> {
        // One JSON document may be a single line as long as the whole body.
        let limits = StreamLimits {
            max_sse_line_bytes: self.limits.max_response_bytes,
            ..self.limits
        };
        let mut meter = BodyMeter::new(limits, content_type);
        let mut body = Vec::new();
        let mut chunks = response.bytes_stream();
        loop {
            let limit = deadline.min(Instant::now() + self.timeouts.idle.max(self.timeouts.first_byte));
            match tokio::time::timeout_at(limit, chunks.next()).await {
                Ok(Some(Ok(chunk))) => {
                    meter.take(&chunk)?;
                    body.extend_from_slice(&chunk);
                }
                Ok(Some(Err(e))) => return Err(from_reqwest(&e, self.timeouts.connect)),
                Ok(None) => return Ok(String::from_utf8_lossy(&body).into_owned()),
                Err(_) if limit == deadline => {
                    return Err(ProviderError::Timeout {
                        kind: TimeoutKind::Total,
                        after: self.timeouts.total,
                    });
                }
                Err(_) => {
                    return Err(ProviderError::Timeout {
                        kind: TimeoutKind::Idle,
                        after: self.timeouts.idle,
                    });
                }
            }
        }
    }
}

/// How much of an error body is read for its message.
const ERROR_BODY_BYTES: usize = 64 * 1024;
/// How much of a web page is read to show what it was.
const HEAD_READ: usize = 4096;

/// The response's content type, lowercased; empty when it has none.
fn content_type(response: &reqwest::Response) -> String {
    response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_ascii_lowercase()
}

/// The ids in a model-list body: `body[list][*][field]`, sorted.
pub(crate) fn model_ids(body: &Value, list: &str, field: &str) -> Vec<String> {
    let mut ids: Vec<String> = body
        .get(list)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|m| m.get(field).and_then(Value::as_str).map(str::to_owned))
        .collect();
    ids.sort();
    ids
}

/// A successful response whose body is still to be read.
pub(crate) struct Reply {
    response: reqwest::Response,
    content_type: String,
    deadline: Instant,
    transport: Transport,
}

impl Reply {
    /// Whether the server answered with server-sent events; `default` when it did not say.
    pub(crate) fn is_sse(&self, default: bool) -> bool {
        match self.content_type.as_str() {
            ct if ct.contains("event-stream") => true,
            ct if ct.contains("json") => false,
            _ => default,
        }
    }

    /// The whole body as text (for non-streamed answers).
    pub(crate) async fn text(self) -> Result<String, ProviderError> {
        let scrub = self.transport.scrubber();
        self.transport
            .text(self.response, &self.content_type, self.deadline)
            .await
            .map_err(scrub)
    }

    /// Decodes the streamed body with `decoder`, applying the timeouts and size limits.
    pub(crate) fn sse<D: SseDecoder>(self, decoder: D) -> ModelStream {
        let scrub = self.transport.scrubber();
        sse_events(
            self.response.bytes_stream(),
            decoder,
            Limits {
                idle: self.transport.timeouts.idle,
                total: self.transport.timeouts.total,
                deadline: self.deadline,
                size: self.transport.limits,
            },
            &self.content_type,
        )
        .map(move |item| item.map_err(&scrub))
        .boxed()
    }
}

/// Turns one wire API's server-sent events into [`StreamEvent`]s.
pub(crate) trait SseDecoder: Send + 'static {
    /// Handles one event (`event.event` is its type, `event.data` its payload).
    fn push(&mut self, event: &SseEvent) -> Result<Vec<StreamEvent>, ProviderError>;

    /// Whether the wire's end marker arrived (`[DONE]`, `message_stop`, …); reading stops.
    fn is_done(&self) -> bool;

    /// Flushes what is pending when the stream ends (marker or not).
    fn finish(&mut self) -> Vec<StreamEvent>;
}

/// What bounds one streamed answer: its timeouts and its sizes.
#[derive(Clone, Copy)]
pub(crate) struct Limits {
    pub(crate) idle: Duration,
    pub(crate) total: Duration,
    pub(crate) deadline: Instant,
    pub(crate) size: StreamLimits,
}

/// Decodes an SSE body labelled `content_type`. The stream ends at the decoder's end marker,
/// or at the end of the body (servers that never send one are accepted); a transport failure
/// after some output is a [`ProviderError::StreamInterrupted`], before any output a retryable
/// network error. A body past a size limit, a web page, or a body without a single event ends
/// with its named error, and reading stops there.
pub(crate) fn sse_events<S, E, D>(body: S, decoder: D, limits: Limits, content_type: &str) -> ModelStream
where
    S: futures::Stream<Item = Result<Bytes, E>> + Send + 'static,
    E: std::error::Error + Send + 'static,
    D: SseDecoder,
{
    let max_line = usize::try_from(limits.size.max_sse_line_bytes).unwrap_or(usize::MAX);
    let pump = Pump {
        body: body.map(|piece| piece.map_err(|e| e.to_string())).boxed(),
        body_done: false,
        parser: SseParser::new(max_line),
        parsed: VecDeque::new(),
        meter: BodyMeter::new(limits.size, content_type),
        arguments: ArgumentMeter::new(limits.size),
        decoder,
        queue: VecDeque::new(),
        done: false,
        emitted: false,
        had_event: false,
        limits,
    };
    stream::unfold(pump, |mut p| async move {
        loop {
            if let Some(item) = p.queue.pop_front() {
                p.emitted = true;
                return Some((item, p));
            }
            if p.done {
                return None;
            }
            let idle_at = Instant::now() + p.limits.idle;
            let limit = idle_at.min(p.limits.deadline);
            match tokio::time::timeout_at(limit, p.next_event()).await {
                Ok(Ok(Some(event))) => p.decode(&event),
                Ok(Ok(None)) => p.end(),
                Ok(Err(e)) => p.fail(e),
                Err(_) => {
                    let (kind, after) = if limit == p.limits.deadline {
                        (TimeoutKind::Total, p.limits.total)
                    } else {
                        (TimeoutKind::Idle, p.limits.idle)
                    };
                    p.fail(ProviderError::Timeout { kind, after });
                }
            }
        }
    })
    .boxed()
}

/// The state of one SSE answer: the body, the parser, the meters and the decoder.
struct Pump<D> {
    body: BoxStream<'static, Result<Bytes, String>>,
    body_done: bool,
    parser: SseParser,
    /// Events parsed from the last piece, not yet decoded.
    parsed: VecDeque<SseEvent>,
    meter: BodyMeter,
    arguments: ArgumentMeter,
    decoder: D,
    queue: VecDeque<Result<StreamEvent, ProviderError>>,
    done: bool,
    emitted: bool,
    /// Whether any event arrived: a body with none is no event stream.
    had_event: bool,
    limits: Limits,
}

impl<D: SseDecoder> Pump<D> {
    /// The next whole event, or `None` at the end of the body. Every piece passes the meter
    /// before the parser sees it, so neither a long body nor a long line is held past its limit.
    async fn next_event(&mut self) -> Result<Option<SseEvent>, ProviderError> {
        loop {
            if let Some(event) = self.parsed.pop_front() {
                return Ok(Some(event));
            }
            if self.body_done {
                return Ok(None);
            }
            let mut out = Vec::new();
            match self.body.next().await {
                Some(Ok(bytes)) => {
                    self.meter.take(&bytes)?;
                    self.parser.push(&bytes, &mut out).map_err(|e| self.sse_error(e))?;
                }
                Some(Err(message)) if self.emitted => return Err(ProviderError::StreamInterrupted { message }),
                Some(Err(message)) => return Err(ProviderError::Network { message }),
                None => {
                    self.body_done = true;
                    self.parser.finish(&mut out).map_err(|e| self.sse_error(e))?;
                }
            }
            self.parsed.extend(out);
        }
    }

    fn sse_error(&self, error: SseError) -> ProviderError {
        match error {
            SseError::LineTooLong => ProviderError::LineTooLong {
                limit: self.limits.size.max_sse_line_bytes,
            },
            SseError::NotUtf8 => ProviderError::MalformedResponse {
                message: "the response is not UTF-8".into(),
            },
        }
    }

    fn decode(&mut self, event: &SseEvent) {
        self.had_event = true;
        match self.decoder.push(event) {
            Ok(events) => self.take(events),
            Err(e) => return self.fail(e),
        }
        if self.decoder.is_done() && !self.done {
            let events = self.decoder.finish();
            self.take(events);
            self.done = true;
        }
    }

    /// The body ended: what the decoder holds, unless the body was no event stream at all.
    fn end(&mut self) {
        if !self.had_event && self.meter.has_data() {
            return self.fail(self.meter.not_api());
        }
        let events = self.decoder.finish();
        self.take(events);
        self.done = true;
    }

    fn fail(&mut self, error: ProviderError) {
        self.queue.push_back(Err(error));
        self.done = true;
    }

    /// Queues decoded events, each checked against the argument limit; the first one past it
    /// ends the stream in its place.
    fn take(&mut self, events: Vec<StreamEvent>) {
        for event in events {
            if let Err(e) = self.arguments.check(&event) {
                return self.fail(e);
            }
            self.queue.push_back(Ok(event));
        }
    }
}

#[cfg(test)]
pub(crate) mod testing {
    //! Feeding canned SSE bodies to a decoder without a server.
    use super::*;

    /// Runs `chunks` through `decoder` with generous limits.
    pub(crate) async fn decode<D: SseDecoder>(
        decoder: D,
        chunks: Vec<&'static [u8]>,
    ) -> Vec<Result<StreamEvent, ProviderError>> {
        let body = stream::iter(
            chunks
                .into_iter()
                .map(|c| Ok::<_, std::io::Error>(Bytes::from_static(c))),
        );
        let limits = Limits {
            idle: Duration::from_secs(60),
            total: Duration::from_secs(60),
            deadline: Instant::now() + Duration::from_secs(60),
            size: StreamLimits::default(),
        };
        sse_events(body, decoder, limits, "text/event-stream").collect().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_parse_from_seconds() {
        let t: Timeouts = serde_json::from_str(r#"{"idle": 2.5, "connect": 3}"#).expect("parses");
        assert_eq!(t.idle, Duration::from_millis(2500));
        assert_eq!(t.connect, Duration::from_secs(3));
        assert_eq!(t.total, Timeouts::default().total);
        assert!(serde_json::from_str::<Timeouts>(r#"{"idel": 1}"#).is_err());
    }

    #[tokio::test]
    async fn the_first_request_hook_runs_once_the_answer_begins() {
        use std::sync::atomic::{AtomicBool, Ordering};
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        // This test's own, not the process's: other tests send requests too.
        static FIRST: FirstRequest = FirstRequest::new();
        static RAN: AtomicBool = AtomicBool::new(false);
        assert!(FIRST.hook.set(|| RAN.store(true, Ordering::SeqCst)).is_ok());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/v1/chat/completions", listener.local_addr().unwrap());
        let server = tokio::spawn(async move {
            let (mut sock, _) = listener.accept().await.unwrap();
            let mut got = Vec::new();
            let mut buf = [0u8; 4096];
            while !got.ends_with(b"{\"x\":1}") {
                let n = sock.read(&mut buf).await.unwrap();
                assert!(n > 0, "the request ended early");
                got.extend_from_slice(&buf[..n]);
            }
            // The whole request is here and its answer not begun: the hook has not run.
            let early = RAN.load(Ordering::SeqCst);
            let body = "{}";
            let head = format!(
                "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
                body.len()
            );
            sock.write_all(head.as_bytes()).await.unwrap();
            sock.write_all(body.as_bytes()).await.unwrap();
            early
        });
        let mut t = Transport::new(None, None, &[], Timeouts::default(), StreamLimits::default()).expect("builds");
        t.first = &FIRST;
        t.post_body(&url, b"{\"x\":1}".to_vec()).await.expect("answered");
        assert!(!server.await.unwrap(), "the hook ran before the request's answer began");
        assert!(RAN.load(Ordering::SeqCst), "the hook ran once the answer began");
    }

    #[tokio::test]
    async fn each_request_goes_to_its_own_url_and_a_bad_url_is_still_an_error() {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let server = tokio::spawn(async move {
            let mut lines = Vec::new();
            for _ in 0..3 {
                let (mut sock, _) = listener.accept().await.unwrap();
                let mut got = Vec::new();
                let mut buf = [0u8; 4096];
                while !got.ends_with(b"{}") {
                    let n = sock.read(&mut buf).await.unwrap();
                    assert!(n > 0, "the request ended early");
                    got.extend_from_slice(&buf[..n]);
                }
                let text = String::from_utf8_lossy(&got).into_owned();
                lines.push(text.lines().next().unwrap_or_default().to_owned());
                let reply = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}";
                sock.write_all(reply.as_bytes()).await.unwrap();
            }
            lines
        });
        let t = Transport::new(None, None, &[], Timeouts::default(), StreamLimits::default()).expect("builds");
        for path in ["/a", "/b", "/a"] {
            t.post_body(&format!("{base}{path}"), b"{}".to_vec())
                .await
                .expect("answered");
        }
        assert_eq!(
            server.await.unwrap(),
            ["POST /a HTTP/1.1", "POST /b HTTP/1.1", "POST /a HTTP/1.1"]
        );
        let err = t
            .post_body("http://[not a url", b"{}".to_vec())
            .await
            .err()
            .expect("an error");
        assert_eq!((err.kind(), err.is_retryable()), ("invalid_request", false), "{err}");
    }

    #[test]
    fn a_base_url_must_be_an_absolute_http_url() {
        for ok in [
            "http://localhost:11434/v1",
            "https://api.openai.com/v1/",
            "http://[::1]:8080",
        ] {
            assert_eq!(check_base_url(ok), Ok(()), "{ok}");
        }
        for bad in [
            "notaurl",
            "",
            "ftp://x/v1",
            "http://[::1",
            "http://",
            "file:///tmp/v1",
            "localhost:8080/v1",
        ] {
            let err = check_base_url(bad).expect_err(bad);
            assert!(!err.is_retryable(), "{bad}");
            assert!(err.to_string().contains(&format!("`{bad}`")), "{err}");
        }
    }

    #[test]
    fn debug_hides_the_key() {
        let t = Transport::new(
            Some(("authorization", "Bearer sk-sentinel-1".into())),
            Some("sk-sentinel-1".into()),
            &[],
            Timeouts::default(),
            StreamLimits::default(),
        )
        .expect("builds");
        assert!(!format!("{t:?}").contains("sk-sentinel"));
    }
}
