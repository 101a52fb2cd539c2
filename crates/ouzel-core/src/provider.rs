//! The model port: what the loop asks of a language model, and the typed errors it can get back.
//! Wire clients (OpenAI, Anthropic, Gemini, …) implement [`Provider`] in `ouzel-llm`.

use crate::message::Message;
use crate::tool::{ToolDefinition, ToolSchema};
use crate::usage::TokenUsage;
use async_trait::async_trait;
use futures::stream::BoxStream;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

/// The tool as a model sees it: name, description, schema.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolSpec {
    /// Name.
    pub name: String,
    /// Description.
    pub description: String,
    /// JSON Schema of the arguments (shared with the tool's definition).
    pub input_schema: ToolSchema,
}

impl From<&ToolDefinition> for ToolSpec {
    fn from(d: &ToolDefinition) -> Self {
        Self {
            name: d.name.clone(),
            description: d.description.clone(),
            input_schema: d.input_schema.clone(),
        }
    }
}

/// How hard a reasoning model should think.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ReasoningEffort {
    /// Minimal reasoning.
    Low,
    /// The provider's default.
    Medium,
    /// Maximum reasoning.
    High,
}

/// Sampling and output parameters; each is left out of the request when `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ModelParams {
    /// Sampling temperature.
    pub temperature: Option<f32>,
    /// Cap on output tokens.
    pub max_output_tokens: Option<u32>,
    /// Reasoning effort for models that take one.
    pub reasoning_effort: Option<ReasoningEffort>,
    /// Thinking budget in tokens (Anthropic, Gemini).
    pub thinking_budget: Option<u32>,
}

/// One model call.
#[derive(Debug, Clone, Default)]
pub struct ModelRequest {
    /// The system prompt, if any.
    pub system: Option<String>,
    /// The conversation so far.
    pub messages: Vec<Message>,
    /// Tools the model may call. Shared: the list is the same from one call to the next, and a
    /// provider that retries keeps the request (issue 21: copying 27 schemas was 12 % of the
    /// instructions of a turn).
    pub tools: std::sync::Arc<[ToolSpec]>,
    /// Sampling parameters.
    pub params: ModelParams,
    /// A JSON Schema the final answer must satisfy, when the caller wants structured output.
    pub output_schema: Option<Value>,
    /// What the provider may reuse of the messages it serialised for earlier requests of this
    /// history (set by the agent loop; nothing by default, and in any copy of a request).
    pub reuse: crate::reuse::MessageReuse,
}

/// Why the model stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// It finished its answer.
    EndTurn,
    /// It wants tools run.
    ToolUse,
    /// It hit the output token cap.
    MaxTokens,
    /// A content filter stopped it.
    ContentFilter,
    /// The provider didn't say.
    Unknown,
}

/// One piece of a streamed model answer. Text and arguments arrive as deltas; a tool call is
/// complete at its `ToolCallEnd`, whose `arguments` hold the whole raw argument text.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum StreamEvent {
    /// More answer text.
    TextDelta(String),
    /// More reasoning text.
    ThinkingDelta(String),
    /// A finished reasoning block to replay on the next turn.
    ThinkingEnd {
        /// Its full text.
        text: String,
        /// Its signature, if the provider signs them.
        signature: Option<String>,
        /// Opaque provider data to send back verbatim.
        provider_data: Option<Value>,
    },
    /// A tool call began.
    ToolCallStart {
        /// Position among this answer's calls.
        index: usize,
        /// Call id.
        id: String,
        /// Tool name.
        name: String,
    },
    /// More of a tool call's argument text.
    ToolCallDelta {
        /// Position among this answer's calls.
        index: usize,
        /// The text added.
        delta: String,
    },
    /// A tool call is complete.
    ToolCallEnd {
        /// Position among this answer's calls.
        index: usize,
        /// Call id.
        id: String,
        /// Tool name.
        name: String,
        /// The whole argument text as the model wrote it (not yet parsed).
        arguments: String,
    },
    /// Token usage for this call.
    Usage(TokenUsage),
    /// The answer is complete.
    Done {
        /// Why the model stopped.
        stop_reason: StopReason,
    },
    /// An attempt failed before any output and a wrapper (`ouzel_llm::Retrying`) will try
    /// again after `delay`: whatever that attempt sent is to be forgotten, and the answer
    /// starts over.
    Retry {
        /// Why the attempt failed.
        error: ProviderError,
        /// Which attempt failed (1-based).
        attempt: u32,
        /// The wait before the next attempt.
        delay: Duration,
    },
}

impl StreamEvent {
    /// Whether this piece is output someone may already have seen (text, reasoning, a tool
    /// call). After output, a failed call is not retried: the retry would repeat it.
    pub fn is_output(&self) -> bool {
        match self {
            Self::TextDelta(t) => !t.is_empty(),
            Self::ThinkingDelta(_) | Self::ToolCallStart { .. } | Self::ToolCallEnd { .. } => true,
            Self::ThinkingEnd { .. }
            | Self::ToolCallDelta { .. }
            | Self::Usage(_)
            | Self::Done { .. }
            | Self::Retry { .. } => false,
        }
    }
}

/// A stream of answer pieces.
pub type ModelStream = BoxStream<'static, Result<StreamEvent, ProviderError>>;

/// Which timeout fired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeoutKind {
    /// Establishing the connection.
    Connect,
    /// Waiting for the first byte of the response.
    FirstByte,
    /// Waiting between two stream events.
    Idle,
    /// The whole request.
    Total,
}

impl std::fmt::Display for TimeoutKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Connect => "connect",
            Self::FirstByte => "first-byte",
            Self::Idle => "idle",
            Self::Total => "total",
        })
    }
}

/// What went wrong talking to a model. Each case knows whether retrying can help.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ProviderError {
    /// Too many requests.
    #[error("rate limited (HTTP 429){}: {message}", retry_hint(retry_after))]
    RateLimited {
        /// How long the server asked us to wait.
        retry_after: Option<Duration>,
        /// The provider's message.
        message: String,
    },
    /// The provider is overloaded.
    #[error("provider overloaded (HTTP {status}): {message}")]
    Overloaded {
        /// HTTP status (503, 529).
        status: u16,
        /// The provider's message.
        message: String,
        /// How long the server asked us to wait.
        retry_after: Option<Duration>,
    },
    /// The network failed (connection refused, reset, DNS).
    #[error("network error: {message}")]
    Network {
        /// What failed.
        message: String,
    },
    /// The server cannot be reached at all: its host name does not resolve, or nothing listens
    /// at a local address. Trying again at once would not help, so it is not retried.
    #[error("cannot reach {url}: {message}")]
    Unreachable {
        /// The address asked for (scheme, host, port and path; never the query).
        url: String,
        /// What failed.
        message: String,
    },
    /// A timeout fired.
    #[error("{kind} timeout after {}", fmt_duration(*after))]
    Timeout {
        /// Which one.
        kind: TimeoutKind,
        /// Its value.
        after: Duration,
    },
    /// The key is missing, wrong or lacks access.
    #[error("authentication failed (HTTP {status}): {message}")]
    Authentication {
        /// HTTP status (401, 403), or 0 when no request was made.
        status: u16,
        /// The provider's message, or what to set.
        message: String,
    },
    /// The request was rejected as invalid.
    #[error("invalid request (HTTP {status}): {message}")]
    InvalidRequest {
        /// HTTP status.
        status: u16,
        /// The provider's message.
        message: String,
    },
    /// The conversation no longer fits the model's context window.
    #[error("context window exceeded: {message}")]
    ContextWindowExceeded {
        /// The provider's message.
        message: String,
    },
    /// A content filter refused the request or the answer.
    #[error("content filtered: {message}")]
    ContentFiltered {
        /// The provider's message.
        message: String,
    },
    /// The model produced output the server could not turn into a response (Ollama's
    /// "error parsing tool call"); one retry may help.
    #[error("the model produced output the server could not parse: {message}")]
    ModelOutput {
        /// The server's message.
        message: String,
    },
    /// The response could not be understood.
    #[error("malformed response: {message}")]
    MalformedResponse {
        /// What was wrong, with a short excerpt of the body.
        message: String,
    },
    /// The server failed.
    #[error("server error (HTTP {status}): {message}")]
    Server {
        /// HTTP status.
        status: u16,
        /// The provider's message.
        message: String,
    },
    /// The stream broke after some output had arrived; that output was kept.
    #[error("stream interrupted: {message}")]
    StreamInterrupted {
        /// What broke.
        message: String,
    },
    /// The answer grew past the response size limit; reading stopped there.
    #[error("the response grew past {limit} bytes and was stopped")]
    ResponseTooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// One tool call's arguments grew past their size limit; reading stopped there.
    #[error("the arguments of the call to `{tool}` grew past {limit} bytes and were stopped")]
    ToolArgumentsTooLarge {
        /// The tool the model was calling.
        tool: String,
        /// The limit, in bytes.
        limit: u64,
    },
    /// A line of the event stream grew past its length limit without ending.
    #[error("a line of the event stream grew past {limit} bytes without ending")]
    LineTooLong {
        /// The limit, in bytes.
        limit: u64,
    },
    /// A success status with a body that is no API answer: an HTML page from a proxy, a login
    /// portal or a web server at the wrong URL.
    #[error("the server answered with {content_type}, not an API response: {excerpt}")]
    NotAnApiResponse {
        /// What the server said it sent (`text/html`, …), or what the body looked like.
        content_type: String,
        /// The start of the body.
        excerpt: String,
    },
}

fn retry_hint(d: &Option<Duration>) -> String {
    match d {
        Some(d) => format!(", retry after {}", fmt_duration(*d)),
        None => String::new(),
    }
}

fn fmt_duration(d: Duration) -> String {
    if d.as_millis() < 1000 {
        format!("{} ms", d.as_millis())
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}

impl ProviderError {
    /// Whether the same request may succeed later.
    pub fn is_retryable(&self) -> bool {
        matches!(
            self,
            Self::RateLimited { .. }
                | Self::Overloaded { .. }
                | Self::Network { .. }
                | Self::Timeout { .. }
                | Self::Server { .. }
                | Self::ModelOutput { .. }
                | Self::MalformedResponse { .. }
        )
    }

    /// The wait the server asked for, if any.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Self::RateLimited { retry_after, .. } | Self::Overloaded { retry_after, .. } => *retry_after,
            _ => None,
        }
    }

    /// What the user can do about it, for the message that ends a run.
    pub fn hint(&self) -> Option<String> {
        Some(match self {
            Self::RateLimited { .. } => "the retries ran out; wait a little or lower the request rate".into(),
            Self::Overloaded { .. } => "the provider is overloaded; try again shortly or pick another model".into(),
            Self::Network { .. } => "check the base URL and that the server is running and reachable".into(),
            Self::Unreachable { .. } => {
                "check the base URL (--base-url, or the provider's base URL variable) and that the server is running"
                    .into()
            }
            Self::Timeout { kind, .. } => {
                let key = match kind {
                    TimeoutKind::Connect => "connect",
                    TimeoutKind::FirstByte => "first_byte",
                    TimeoutKind::Idle => "idle",
                    TimeoutKind::Total => "total",
                };
                format!("raise `{key}` under [timeouts] in config.toml if the model is slow")
            }
            Self::Authentication { .. } => "check the API key".into(),
            Self::ContextWindowExceeded { .. } => "start a new session, or compact this one".into(),
            Self::ModelOutput { .. } => {
                "the model wrote a tool call its server could not parse; try again or use a model with better tool support"
                    .into()
            }
            Self::MalformedResponse { .. } => {
                "the server does not speak the expected wire API; check the base URL and the provider's `wire`".into()
            }
            Self::Server { .. } => "the provider failed; try again later".into(),
            Self::ResponseTooLarge { .. } => {
                "the server kept streaming; if answers this large are expected, raise `limits.max_response_bytes` in config.toml".into()
            }
            Self::ToolArgumentsTooLarge { .. } => {
                "the model wrote oversized tool arguments; try again, or raise `limits.max_tool_arguments_bytes` in config.toml".into()
            }
            Self::LineTooLong { .. } => {
                "the server sent an endless line; check the base URL, or raise `limits.max_sse_line_bytes` in config.toml".into()
            }
            Self::NotAnApiResponse { .. } => {
                "check the base URL (it should end where the API lives, e.g. `/v1`) and any proxy or login page in between".into()
            }
            Self::InvalidRequest { .. } | Self::ContentFiltered { .. } | Self::StreamInterrupted { .. } => {
                return None;
            }
        })
    }

    /// A short, stable name for events (`rate_limited`, `timeout`, …).
    pub fn kind(&self) -> &'static str {
        match self {
            Self::RateLimited { .. } => "rate_limited",
            Self::Overloaded { .. } => "overloaded",
            Self::Network { .. } => "network",
            Self::Unreachable { .. } => "unreachable",
            Self::Timeout { .. } => "timeout",
            Self::Authentication { .. } => "authentication",
            Self::InvalidRequest { .. } => "invalid_request",
            Self::ContextWindowExceeded { .. } => "context_window_exceeded",
            Self::ContentFiltered { .. } => "content_filtered",
            Self::ModelOutput { .. } => "model_output",
            Self::MalformedResponse { .. } => "malformed_response",
            Self::Server { .. } => "server_error",
            Self::StreamInterrupted { .. } => "stream_interrupted",
            Self::ResponseTooLarge { .. } => "response_too_large",
            Self::ToolArgumentsTooLarge { .. } => "tool_arguments_too_large",
            Self::LineTooLong { .. } => "line_too_long",
            Self::NotAnApiResponse { .. } => "not_an_api_response",
        }
    }
}

/// A language model behind some wire API.
#[async_trait]
pub trait Provider: Send + Sync {
    /// The provider's name as in model strings (`openai`, `anthropic`, `ollama`, …).
    fn name(&self) -> &str;

    /// The model's name as the provider knows it.
    fn model(&self) -> &str;

    /// Starts a streamed answer. Errors before the first byte come back here; later ones
    /// arrive in the stream.
    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError>;

    /// [`Self::stream`] for a request the caller hands over rather than lends: a provider
    /// that needs the request after this returns (a wrapper that retries it) keeps it instead
    /// of copying the whole history on every call (issue 21). The agent loop calls this one;
    /// by default it streams the request borrowed. A provider must not change a request it is
    /// handed while someone else holds it (`Arc::make_mut` copies it first).
    async fn stream_shared(&self, request: Arc<ModelRequest>) -> Result<ModelStream, ProviderError> {
        self.stream(&request).await
    }

    /// The model's context window in tokens, if known.
    fn context_window(&self) -> Option<u64> {
        None
    }

    /// Whether the model takes images in user messages. `false` unless whoever knows the
    /// model says so (the facade, from its catalog and config): a prompt with an image for a
    /// model that does not take images is refused, never sent with the image dropped.
    fn takes_images(&self) -> bool {
        false
    }

    /// The models the provider serves, for APIs that list them (`GET /models`); `None` when
    /// the API has no list.
    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        Ok(None)
    }
}

/// A model chosen by name: its provider and the parameters configured for it.
pub struct ModelChoice {
    /// The provider, ready to call.
    pub provider: Arc<dyn Provider>,
    /// The model's configured parameters.
    pub params: ModelParams,
}

/// Turns a model string (`provider/model`) into a provider: the port `Op::SetModel` switches
/// models through. The facade implements it over its configuration; the core names no provider.
pub trait ProviderFactory: Send + Sync {
    /// The provider for `model`, or why it cannot be had, saying what to do (`Err` text is shown
    /// to the user as is).
    fn connect(&self, model: &str) -> Result<ModelChoice, String>;
}

impl<F: ProviderFactory + ?Sized> ProviderFactory for Arc<F> {
    fn connect(&self, model: &str) -> Result<ModelChoice, String> {
        (**self).connect(model)
    }
}

#[async_trait]
impl<P: Provider + ?Sized> Provider for Arc<P> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn model(&self) -> &str {
        (**self).model()
    }
    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        (**self).stream(request).await
    }
    async fn stream_shared(&self, request: Arc<ModelRequest>) -> Result<ModelStream, ProviderError> {
        (**self).stream_shared(request).await
    }
    fn context_window(&self) -> Option<u64> {
        (**self).context_window()
    }
    fn takes_images(&self) -> bool {
        (**self).takes_images()
    }
    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        (**self).list_models().await
    }
}

#[async_trait]
impl<P: Provider + ?Sized> Provider for Box<P> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn model(&self) -> &str {
        (**self).model()
    }
    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        (**self).stream(request).await
    }
    async fn stream_shared(&self, request: Arc<ModelRequest>) -> Result<ModelStream, ProviderError> {
        (**self).stream_shared(request).await
    }
    fn context_window(&self) -> Option<u64> {
        (**self).context_window()
    }
    fn takes_images(&self) -> bool {
        (**self).takes_images()
    }
    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        (**self).list_models().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_know_if_retrying_helps() {
        let rl = ProviderError::RateLimited {
            retry_after: Some(Duration::from_secs(2)),
            message: "slow down".into(),
        };
        assert!(rl.is_retryable());
        assert_eq!(rl.retry_after(), Some(Duration::from_secs(2)));
        assert!(rl.to_string().contains("retry after 2.0 s"), "{rl}");
        let auth = ProviderError::Authentication {
            status: 401,
            message: "bad key".into(),
        };
        assert!(!auth.is_retryable());
        assert_eq!(auth.kind(), "authentication");
    }
}
