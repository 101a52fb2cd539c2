//! What every wire client shares: one HTTP client with its secret headers, the four timeouts,
//! error mapping with the key scrubbed out, and an SSE pump that turns a response body into
//! [`StreamEvent`]s through a wire-specific [`SseDecoder`].

use crate::error::{from_reqwest, from_status, redact};
use bytes::Bytes;
use eventsource_stream::{Event as SseEvent, EventStreamError, Eventsource};
use futures::stream::{self, BoxStream, StreamExt};
use ouzel_core::{ModelStream, ProviderError, StreamEvent, TimeoutKind};
use reqwest::header::{CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

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
    secret: Option<Arc<SecretString>>,
}

impl std::fmt::Debug for Transport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Transport")
            .field("timeouts", &self.timeouts)
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
            secret: secret.map(Arc::new),
        })
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
        let body = self.text(response, deadline).await.map_err(&scrub)?;
        serde_json::from_str(&body).map_err(|e| {
            scrub(ProviderError::MalformedResponse {
                message: format!("{e}: {}", crate::error::excerpt(&body)),
            })
        })
    }

    /// POSTs `body` as JSON; waits for the response headers at most the first-byte timeout.
    /// A non-success status comes back as its typed error.
    pub(crate) async fn post_json(&self, url: &str, body: &Value) -> Result<Reply, ProviderError> {
        let scrub = self.scrubber();
        let started = Instant::now();
        let response = self.send(self.client.post(url).json(body)).await.map_err(&scrub)?;
        let content_type = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_ascii_lowercase();
        Ok(Reply {
            response,
            content_type,
            deadline: started + self.timeouts.total,
            transport: self.clone(),
        })
    }

    async fn send(&self, request: reqwest::RequestBuilder) -> Result<reqwest::Response, ProviderError> {
        let response = match tokio::time::timeout(self.timeouts.first_byte, request.send()).await {
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
        let body = tokio::time::timeout(self.timeouts.idle, response.text())
            .await
            .ok()
            .and_then(Result::ok)
            .unwrap_or_default();
        Err(from_status(status, &headers, &body))
    }

    async fn text(&self, response: reqwest::Response, deadline: Instant) -> Result<String, ProviderError> {
        let limit = deadline.min(Instant::now() + self.timeouts.idle.max(self.timeouts.first_byte));
        match tokio::time::timeout_at(limit, response.text()).await {
            Ok(result) => result.map_err(|e| from_reqwest(&e, self.timeouts.connect)),
            Err(_) if limit == deadline => Err(ProviderError::Timeout {
                kind: TimeoutKind::Total,
                after: self.timeouts.total,
            }),
            Err(_) => Err(ProviderError::Timeout {
                kind: TimeoutKind::Idle,
                after: self.timeouts.idle,
            }),
        }
    }
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
        self.transport.text(self.response, self.deadline).await.map_err(scrub)
    }

    /// Decodes the streamed body with `decoder`, applying the idle and total timeouts.
    pub(crate) fn sse<D: SseDecoder>(self, decoder: D) -> ModelStream {
        let scrub = self.transport.scrubber();
        sse_events(
            self.response.bytes_stream(),
            decoder,
            Limits {
                idle: self.transport.timeouts.idle,
                total: self.transport.timeouts.total,
                deadline: self.deadline,
            },
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

#[derive(Clone, Copy)]
pub(crate) struct Limits {
    pub(crate) idle: Duration,
    pub(crate) total: Duration,
    pub(crate) deadline: Instant,
}

/// Decodes an SSE body. The stream ends at the decoder's end marker, or at the end of the body
/// (servers that never send one are accepted); a transport failure after some output is a
/// [`ProviderError::StreamInterrupted`], before any output a retryable network error.
pub(crate) fn sse_events<S, E, D>(body: S, decoder: D, limits: Limits) -> ModelStream
where
    S: futures::Stream<Item = Result<Bytes, E>> + Send + 'static,
    E: std::error::Error + Send + 'static,
    D: SseDecoder,
{
    struct Pump<E, D> {
        sse: BoxStream<'static, Result<SseEvent, EventStreamError<E>>>,
        decoder: D,
        queue: VecDeque<Result<StreamEvent, ProviderError>>,
        done: bool,
        emitted: bool,
        limits: Limits,
    }

    // A final blank line flushes an event the server did not terminate.
    let body = body.chain(stream::once(async { Ok(Bytes::from_static(b"\n\n")) }));
    let pump = Pump {
        sse: body.eventsource().boxed(),
        decoder,
        queue: VecDeque::new(),
        done: false,
        emitted: false,
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
            let next = match tokio::time::timeout_at(limit, p.sse.next()).await {
                Ok(next) => next,
                Err(_) => {
                    let (kind, after) = if limit == p.limits.deadline {
                        (TimeoutKind::Total, p.limits.total)
                    } else {
                        (TimeoutKind::Idle, p.limits.idle)
                    };
                    p.queue.push_back(Err(ProviderError::Timeout { kind, after }));
                    p.done = true;
                    continue;
                }
            };
            match next {
                Some(Ok(event)) => {
                    if event.data.trim().is_empty() && event.event.is_empty() {
                        continue;
                    }
                    match p.decoder.push(&event) {
                        Ok(events) => p.queue.extend(events.into_iter().map(Ok)),
                        Err(e) => {
                            p.queue.push_back(Err(e));
                            p.done = true;
                            continue;
                        }
                    }
                    if p.decoder.is_done() {
                        p.queue.extend(p.decoder.finish().into_iter().map(Ok));
                        p.done = true;
                    }
                }
                Some(Err(e)) => {
                    p.queue.push_back(Err(sse_error(e, p.emitted)));
                    p.done = true;
                }
                None => {
                    p.queue.extend(p.decoder.finish().into_iter().map(Ok));
                    p.done = true;
                }
            }
        }
    })
    .boxed()
}

fn sse_error<E: std::error::Error>(err: EventStreamError<E>, emitted: bool) -> ProviderError {
    match err {
        EventStreamError::Transport(e) if emitted => ProviderError::StreamInterrupted { message: e.to_string() },
        EventStreamError::Transport(e) => ProviderError::Network { message: e.to_string() },
        EventStreamError::Utf8(e) => ProviderError::MalformedResponse {
            message: format!("response is not UTF-8: {e}"),
        },
        EventStreamError::Parser(e) => ProviderError::MalformedResponse {
            message: format!("invalid server-sent events: {e}"),
        },
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
        };
        sse_events(body, decoder, limits).collect().await
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

    #[test]
    fn debug_hides_the_key() {
        let t = Transport::new(
            Some(("authorization", "Bearer sk-sentinel-1".into())),
            Some("sk-sentinel-1".into()),
            &[],
            Timeouts::default(),
        )
        .expect("builds");
        assert!(!format!("{t:?}").contains("sk-sentinel"));
    }
}
