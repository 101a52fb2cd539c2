//! Mapping HTTP failures and error bodies to [`ProviderError`].

use ouzel_core::{ProviderError, TimeoutKind};
use reqwest::StatusCode;
use reqwest::header::HeaderMap;
use serde_json::Value;
use std::time::Duration;

const EXCERPT_CHARS: usize = 300;

/// At most 300 characters of `text`, trimmed, with an ellipsis when cut.
pub(crate) fn excerpt(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

/// The human message of an error body: `error.message`, `error` as a string, or `message`.
fn message_of(body: &Value) -> Option<&str> {
    let error = body.get("error");
    error
        .and_then(|e| e.get("message"))
        .or(error.filter(|e| e.is_string()))
        .or_else(|| body.get("message"))
        .and_then(Value::as_str)
}

/// An error body as JSON; Google sometimes wraps it in a one-element array.
fn body_json(body: &str) -> Option<Value> {
    match serde_json::from_str::<Value>(body).ok()? {
        Value::Array(items) => items.into_iter().next(),
        other => Some(other),
    }
}

/// The message to show for an error response body.
fn body_message(body: &str) -> String {
    body_json(body)
        .as_ref()
        .and_then(message_of)
        .map_or_else(|| excerpt(body), excerpt)
}

fn is_context_overflow(text: &str) -> bool {
    let text = text.to_ascii_lowercase();
    [
        "context length",
        "context_length",
        "maximum context",
        "context window",
        // Anthropic: "prompt is too long: 210000 tokens > 200000 maximum".
        "prompt is too long",
        // llama.cpp's server: "the request exceeds the available context size, try increasing
        // it" (type `exceed_context_size_error`).
        "context size",
    ]
    .iter()
    .any(|needle| text.contains(needle))
}

/// An error object sent inside a stream (`data: {"error": {...}}`).
pub(crate) fn from_error_body(error: &Value) -> ProviderError {
    let message =
        message_of(&serde_json::json!({ "error": error })).map_or_else(|| excerpt(&error.to_string()), excerpt);
    if message.contains("error parsing tool call") {
        ProviderError::ModelOutput { message }
    } else if is_context_overflow(&message) {
        ProviderError::ContextWindowExceeded { message }
    } else {
        let status = error
            .get("code")
            .and_then(Value::as_u64)
            .and_then(|c| u16::try_from(c).ok());
        ProviderError::Server {
            status: status.unwrap_or(500),
            message,
        }
    }
}

/// An Anthropic error object (`{"type": "overloaded_error", "message": "Overloaded"}`), as sent
/// in an `event: error` mid-stream or as the `error` of an error body, by its documented type.
pub(crate) fn from_anthropic_error(error: &Value) -> ProviderError {
    let message = error
        .get("message")
        .and_then(Value::as_str)
        .map_or_else(|| excerpt(&error.to_string()), excerpt);
    match error.get("type").and_then(Value::as_str).unwrap_or_default() {
        "overloaded_error" => ProviderError::Overloaded {
            status: 529,
            message,
            retry_after: None,
        },
        "rate_limit_error" => ProviderError::RateLimited {
            retry_after: None,
            message,
        },
        "authentication_error" => ProviderError::Authentication { status: 401, message },
        "permission_error" => ProviderError::Authentication { status: 403, message },
        "billing_error" => ProviderError::Authentication { status: 402, message },
        "request_too_large" => ProviderError::ContextWindowExceeded { message },
        "invalid_request_error" if is_context_overflow(&message) => ProviderError::ContextWindowExceeded { message },
        "invalid_request_error" => ProviderError::InvalidRequest { status: 400, message },
        "not_found_error" => ProviderError::InvalidRequest { status: 404, message },
        "timeout_error" => ProviderError::Server { status: 504, message },
        _ => ProviderError::Server { status: 500, message },
    }
}

/// The wait a server asked for: `retry-after-ms`; else `retry-after` (seconds or an HTTP
/// date); else the latest of the rate-limit reset headers (OpenAI's `x-ratelimit-reset-*`
/// durations such as `6m0s`, Anthropic's `anthropic-ratelimit-*-reset` timestamps).
pub(crate) fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let text = |name: &str| headers.get(name)?.to_str().ok().map(str::trim);
    let number = |name: &str| text(name)?.parse::<f64>().ok().filter(|n| n.is_finite() && *n >= 0.0);
    if let Some(ms) = number("retry-after-ms") {
        return Some(Duration::from_secs_f64(ms / 1000.0));
    }
    if let Some(secs) = number("retry-after") {
        return Some(Duration::from_secs_f64(secs));
    }
    if let Some(at) = text("retry-after").and_then(|t| chrono::DateTime::parse_from_rfc2822(t).ok()) {
        return until(at.with_timezone(&chrono::Utc));
    }
    headers
        .iter()
        .filter_map(|(name, value)| {
            let name = name.as_str();
            let value = value.to_str().ok()?.trim();
            if name.starts_with("x-ratelimit-reset") {
                go_duration(value)
            } else if name.starts_with("anthropic-ratelimit-") && name.ends_with("-reset") {
                until(
                    chrono::DateTime::parse_from_rfc3339(value)
                        .ok()?
                        .with_timezone(&chrono::Utc),
                )
            } else {
                None
            }
        })
        .max()
}

fn until(at: chrono::DateTime<chrono::Utc>) -> Option<Duration> {
    (at - chrono::Utc::now()).to_std().ok().or(Some(Duration::ZERO))
}

/// A duration as Go prints them (`1h2m3.5s`, `20ms`, `6m0s`), as OpenAI sends resets.
pub(crate) fn go_duration(text: &str) -> Option<Duration> {
    let mut total = 0.0_f64;
    let mut rest = text.trim();
    if rest.is_empty() {
        return None;
    }
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        let value: f64 = rest[..digits].parse().ok()?;
        rest = &rest[digits..];
        let unit_len = rest
            .find(|c: char| c.is_ascii_digit() || c == '.')
            .unwrap_or(rest.len());
        let scale = match &rest[..unit_len] {
            "h" => 3600.0,
            "m" => 60.0,
            "s" | "" => 1.0,
            "ms" => 0.001,
            "us" | "µs" => 0.000_001,
            "ns" => 0.000_000_001,
            _ => return None,
        };
        total += value * scale;
        rest = &rest[unit_len..];
    }
    Duration::try_from_secs_f64(total).ok()
}

/// The error for a non-success HTTP response.
pub(crate) fn from_status(status: StatusCode, headers: &HeaderMap, body: &str) -> ProviderError {
    let message = body_message(body);
    let code = status.as_u16();
    match code {
        401 | 403 => ProviderError::Authentication { status: code, message },
        429 => ProviderError::RateLimited {
            retry_after: retry_after(headers).or_else(|| body_retry_delay(body)),
            message,
        },
        413 => ProviderError::ContextWindowExceeded { message },
        400..=499 if is_context_overflow(body) => ProviderError::ContextWindowExceeded { message },
        400..=499 if body.contains("content_filter") => ProviderError::ContentFiltered { message },
        400..=499 => ProviderError::InvalidRequest { status: code, message },
        500 if body.contains("error parsing tool call") => ProviderError::ModelOutput { message },
        503 | 529 => ProviderError::Overloaded {
            status: code,
            message,
            retry_after: retry_after(headers).or_else(|| body_retry_delay(body)),
        },
        _ => ProviderError::Server { status: code, message },
    }
}

/// The error for a request that got no response, or whose body broke off.
pub(crate) fn from_reqwest(err: &reqwest::Error, connect_timeout: Duration) -> ProviderError {
    // The request could not be made from what was configured (a URL reqwest refuses): sent
    // again it fails the same way, so it is no network error to retry.
    if err.is_builder() {
        return ProviderError::InvalidRequest {
            status: 0,
            message: format!("the request could not be built: {}", error_chain(err)),
        };
    }
    if err.is_connect() && err.is_timeout() {
        return ProviderError::Timeout {
            kind: TimeoutKind::Connect,
            after: connect_timeout,
        };
    }
    if err.is_connect()
        && let Some(url) = err.url()
    {
        let why = if is_dns_failure(err) {
            Some("the host name does not resolve")
        } else if is_refused(err) && is_local(url) {
            Some("nothing is listening there (connection refused)")
        } else {
            None
        };
        if let Some(why) = why {
            return ProviderError::Unreachable {
                url: without_query(url),
                message: why.to_owned(),
            };
        }
    }
    ProviderError::Network {
        message: error_chain(err),
    }
}

/// The host name did not resolve (hyper's connector reports it as a "dns error").
fn is_dns_failure(err: &dyn std::error::Error) -> bool {
    let mut source: Option<&dyn std::error::Error> = Some(err);
    while let Some(s) = source {
        if s.to_string().starts_with("dns error") {
            return true;
        }
        source = s.source();
    }
    false
}

/// Nothing listened at the address.
fn is_refused(err: &(dyn std::error::Error + 'static)) -> bool {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(err);
    while let Some(s) = source {
        if let Some(io) = s.downcast_ref::<std::io::Error>()
            && io.kind() == std::io::ErrorKind::ConnectionRefused
        {
            return true;
        }
        source = s.source();
    }
    false
}

/// This machine or its private network: a refusal there means the server is not running, not
/// a passing fault of a remote service.
fn is_local(url: &reqwest::Url) -> bool {
    let Some(host) = url.host_str() else {
        return false;
    };
    match host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<std::net::IpAddr>()
    {
        Ok(std::net::IpAddr::V4(ip)) => ip.is_loopback() || ip.is_private() || ip.is_link_local(),
        Ok(std::net::IpAddr::V6(ip)) => ip.is_loopback() || ip.is_unique_local(),
        Err(_) => host == "localhost" || host.ends_with(".localhost"),
    }
}

/// The address without its query (a Gemini key travels in `?key=`) or credentials.
fn without_query(url: &reqwest::Url) -> String {
    let mut url = url.clone();
    url.set_query(None);
    let _ = url.set_password(None);
    let _ = url.set_username("");
    url.to_string()
}

/// The error and its sources, joined (reqwest's own message is terse).
fn error_chain(err: &dyn std::error::Error) -> String {
    let mut message = err.to_string();
    let mut source = err.source();
    while let Some(s) = source {
        message.push_str(": ");
        message.push_str(&s.to_string());
        source = s.source();
    }
    message
}

/// The wait a Google error body asks for: the `retryDelay` of a `google.rpc.RetryInfo` entry in
/// `error.details`, a protobuf duration such as `"30s"` or `"1.5s"`.
pub(crate) fn body_retry_delay(body: &str) -> Option<Duration> {
    let body = body_json(body)?;
    body.get("error")?
        .get("details")?
        .as_array()?
        .iter()
        .filter(|d| {
            d.get("@type")
                .and_then(Value::as_str)
                .is_some_and(|t| t.ends_with("google.rpc.RetryInfo"))
        })
        .find_map(|d| d.get("retryDelay").and_then(Value::as_str).and_then(go_duration))
}

/// Removes `secret` from `message`, should a server echo it back.
pub(crate) fn redact(error: ProviderError, secret: Option<&str>) -> ProviderError {
    let Some(secret) = secret.filter(|s| s.len() >= 4) else {
        return error;
    };
    let clean = |m: String| m.replace(secret, "[redacted]");
    match error {
        ProviderError::RateLimited { retry_after, message } => ProviderError::RateLimited {
            retry_after,
            message: clean(message),
        },
        ProviderError::Overloaded {
            status,
            message,
            retry_after,
        } => ProviderError::Overloaded {
            status,
            message: clean(message),
            retry_after,
        },
        ProviderError::Network { message } => ProviderError::Network {
            message: clean(message),
        },
        ProviderError::Unreachable { url, message } => ProviderError::Unreachable {
            url: clean(url),
            message: clean(message),
        },
        ProviderError::Authentication { status, message } => ProviderError::Authentication {
            status,
            message: clean(message),
        },
        ProviderError::InvalidRequest { status, message } => ProviderError::InvalidRequest {
            status,
            message: clean(message),
        },
        ProviderError::ContextWindowExceeded { message } => ProviderError::ContextWindowExceeded {
            message: clean(message),
        },
        ProviderError::ContentFiltered { message } => ProviderError::ContentFiltered {
            message: clean(message),
        },
        ProviderError::ModelOutput { message } => ProviderError::ModelOutput {
            message: clean(message),
        },
        ProviderError::MalformedResponse { message } => ProviderError::MalformedResponse {
            message: clean(message),
        },
        ProviderError::Server { status, message } => ProviderError::Server {
            status,
            message: clean(message),
        },
        ProviderError::StreamInterrupted { message } => ProviderError::StreamInterrupted {
            message: clean(message),
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn status(code: u16, body: &str) -> ProviderError {
        from_status(
            StatusCode::from_u16(code).expect("valid status"),
            &HeaderMap::new(),
            body,
        )
    }

    #[test]
    fn statuses_map_to_kinds() {
        let auth = status(
            401,
            r#"{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}"#,
        );
        assert!(
            matches!(&auth, ProviderError::Authentication { status: 401, message } if message == "Incorrect API key provided")
        );
        assert_eq!(status(400, r#"{"error":{"message":"bad"}}"#).kind(), "invalid_request");
        let ctx = status(
            400,
            r#"{"error":{"message":"This model's maximum context length is 8192 tokens","code":"context_length_exceeded"}}"#,
        );
        assert_eq!(ctx.kind(), "context_window_exceeded");
        let llama = status(
            400,
            r#"{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error","n_prompt_tokens":5012,"n_ctx":4096}}"#,
        );
        assert_eq!(llama.kind(), "context_window_exceeded", "llama.cpp's server");
        assert_eq!(
            status(500, r#"{"error":"error parsing tool call: raw='{'"}"#).kind(),
            "model_output"
        );
        assert_eq!(status(500, "oops").kind(), "server_error");
        assert_eq!(status(502, "bad gateway").kind(), "server_error");
        assert_eq!(status(503, "").kind(), "overloaded");
        assert_eq!(status(529, "").kind(), "overloaded");
        assert_eq!(status(404, "no such model").kind(), "invalid_request");
    }

    #[test]
    fn non_json_bodies_are_cut_to_an_excerpt() {
        let long = "x".repeat(1000);
        let ProviderError::Authentication { message, .. } = status(403, &long) else {
            panic!("expected authentication");
        };
        assert_eq!(message.chars().count(), EXCERPT_CHARS + 1);
        assert_eq!(excerpt("é".repeat(400).as_str()).chars().count(), EXCERPT_CHARS + 1);
    }

    #[test]
    fn retry_after_headers() {
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("7"));
        assert_eq!(retry_after(&headers), Some(Duration::from_secs(7)));
        headers.insert("retry-after-ms", HeaderValue::from_static("1500"));
        assert_eq!(retry_after(&headers), Some(Duration::from_millis(1500)));
        let mut date = HeaderMap::new();
        date.insert("retry-after", HeaderValue::from_static("Wed, 21 Oct 2015 07:28:00 GMT"));
        assert_eq!(retry_after(&date), Some(Duration::ZERO), "a date in the past means now");
        let mut resets = HeaderMap::new();
        resets.insert("x-ratelimit-reset-requests", HeaderValue::from_static("1s"));
        resets.insert("x-ratelimit-reset-tokens", HeaderValue::from_static("6m0s"));
        assert_eq!(retry_after(&resets), Some(Duration::from_secs(360)));
        let mut anthropic = HeaderMap::new();
        let at = (chrono::Utc::now() + chrono::Duration::seconds(30)).to_rfc3339();
        anthropic.insert(
            "anthropic-ratelimit-tokens-reset",
            HeaderValue::from_str(&at).expect("header"),
        );
        let wait = retry_after(&anthropic).expect("reset parsed");
        assert!(
            wait > Duration::from_secs(25) && wait <= Duration::from_secs(30),
            "{wait:?}"
        );
    }

    #[test]
    fn anthropic_error_types() {
        let of = |t: &str, m: &str| from_anthropic_error(&serde_json::json!({"type": t, "message": m}));
        assert!(matches!(
            of("overloaded_error", "Overloaded"),
            ProviderError::Overloaded { status: 529, .. }
        ));
        assert_eq!(of("rate_limit_error", "slow").kind(), "rate_limited");
        assert_eq!(of("api_error", "boom").kind(), "server_error");
        assert_eq!(of("authentication_error", "invalid x-api-key").kind(), "authentication");
        assert_eq!(of("invalid_request_error", "bad").kind(), "invalid_request");
        assert_eq!(
            of(
                "invalid_request_error",
                "prompt is too long: 210000 tokens > 200000 maximum"
            )
            .kind(),
            "context_window_exceeded"
        );
        let body = r#"{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 9 tokens > 8 maximum"}}"#;
        assert_eq!(status(400, body).kind(), "context_window_exceeded");
        let overloaded = r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#;
        assert!(
            matches!(status(529, overloaded), ProviderError::Overloaded { status: 529, message, .. } if message == "Overloaded")
        );
    }

    #[test]
    fn google_retry_info_sets_the_wait() {
        let body = r#"{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).",
            "status":"RESOURCE_EXHAUSTED","details":[
              {"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[]},
              {"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"30s"}]}}"#;
        let err = status(429, body);
        assert!(
            matches!(&err, ProviderError::RateLimited { message, .. } if message.starts_with("Resource has been exhausted")),
            "{err:?}"
        );
        assert_eq!(err.retry_after(), Some(Duration::from_secs(30)));
        let wrapped = format!("[{body}]").replace("30s", "1.5s");
        assert_eq!(status(429, &wrapped).retry_after(), Some(Duration::from_millis(1500)));
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("2"));
        let err = from_status(StatusCode::TOO_MANY_REQUESTS, &headers, body);
        assert_eq!(err.retry_after(), Some(Duration::from_secs(2)), "a header wins");
        assert_eq!(status(429, r#"{"error":{"message":"slow"}}"#).retry_after(), None);
    }

    #[test]
    fn go_durations() {
        assert_eq!(go_duration("20ms"), Some(Duration::from_millis(20)));
        assert_eq!(go_duration("1m30.5s"), Some(Duration::from_millis(90_500)));
        assert_eq!(go_duration("1h"), Some(Duration::from_secs(3600)));
        assert_eq!(go_duration("soon"), None);
    }

    #[test]
    fn secrets_are_redacted() {
        let err = redact(status(401, "bad key sk-secret-123"), Some("sk-secret-123"));
        assert!(!err.to_string().contains("sk-secret-123"), "{err}");
        assert!(err.to_string().contains("[redacted]"));
    }
}
