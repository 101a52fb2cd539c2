//! OpenTelemetry traces of ouzel runs, following the GenAI semantic conventions, exported over
//! OTLP (HTTP/protobuf) to whatever collector a team already runs.
//!
//! Traces are built by *watching the event stream* of a run ([`RunTrace::observe`]), not from
//! inside the loop: the loop knows nothing of telemetry, and with telemetry off nothing is built
//! at all (a front that has no [`Telemetry`] never makes a [`RunTrace`]). Spans go to the SDK's
//! batch processor, which exports them from its own thread; a run never waits on the collector.
//!
//! The spans (names and attributes from the GenAI conventions; `ouzel.*` are ours):
//! - `invoke_agent {agent}`: one per run, and one per agent called as a tool, nested under that
//!   call's `execute_tool` span. `gen_ai.agent.name`, `gen_ai.conversation.id` (the session id),
//!   `gen_ai.provider.name`, `gen_ai.request.model`, the run's token usage and `ouzel.cost.usd`.
//! - `chat {model}`: one per model call. `gen_ai.provider.name`, `gen_ai.request.model`,
//!   `gen_ai.usage.input_tokens` / `output_tokens`, `gen_ai.response.finish_reasons`,
//!   `ouzel.cost.usd`; `error.type` when the call failed.
//! - `execute_tool {tool}`: one per tool call. `gen_ai.tool.name`, `gen_ai.tool.call.id`,
//!   `ouzel.permission.decision`, `ouzel.tool.cached`, `error.type` when it failed or was denied.
//!
//! Prompts, answers, tool arguments and results are recorded only when content capture is
//! turned on ([`TelemetryConfig::capture_content`]); nothing else the events carry can hold a
//! secret, and the exporter's headers (an API key for the collector) never appear in spans.
//!
//! ```no_run
//! use ouzel_telemetry::{Telemetry, TelemetryConfig};
//! let telemetry = Telemetry::start(&TelemetryConfig::new("http://localhost:4318")).unwrap();
//! let mut trace = telemetry.run("ouzel", "openai/gpt-5-mini", Some("fix the test"));
//! // for each event of the run: trace.observe(&event);
//! trace.end();
//! if let Err(warning) = telemetry.shutdown() {
//!     eprintln!("ouzel: {warning}");
//! }
//! ```

use opentelemetry::trace::{SpanKind, Status, TraceContextExt as _, Tracer as _};
use opentelemetry::{Context, KeyValue};
use opentelemetry_sdk::trace::{SdkTracer, SdkTracerProvider, SpanData, SpanExporter};
use ouzel_core::{AgentEvent, Decision, Event, FinishReason, RunState, TokenUsage};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The variable (OpenTelemetry's) that turns export on and names the collector's base URL.
pub const OTEL_EXPORTER_OTLP_ENDPOINT: &str = "OTEL_EXPORTER_OTLP_ENDPOINT";
/// The variable (OpenTelemetry's) that names the traces endpoint itself (used as given).
pub const OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: &str = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT";
/// The variable (as OpenTelemetry's GenAI instrumentations use it) that turns content capture on.
pub const OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: &str =
    "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT";

/// How long one export may take before it counts as failed.
const EXPORT_TIMEOUT: Duration = Duration::from_secs(5);

/// Where and what to export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TelemetryConfig {
    /// The URL spans are posted to (`…/v1/traces`).
    pub traces_endpoint: String,
    /// Record prompts, answers, tool arguments and results (off by default: they may hold
    /// anything the model or a tool saw).
    pub capture_content: bool,
    /// `service.name` of the resource (`ouzel`).
    pub service_name: String,
}

impl TelemetryConfig {
    /// Export to the collector at `base` (`http://host:4318`): spans go to `base/v1/traces`.
    pub fn new(base: &str) -> Self {
        Self {
            traces_endpoint: format!("{}/v1/traces", base.trim_end_matches('/')),
            capture_content: false,
            service_name: "ouzel".into(),
        }
    }
}

/// Why telemetry could not start, or what went wrong exporting.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TelemetryError {
    /// The exporter could not be built (an endpoint that is not a URL).
    #[error("telemetry: cannot export to {endpoint}: {reason}")]
    Setup {
        /// The traces endpoint.
        endpoint: String,
        /// What is wrong.
        reason: String,
    },
    /// Spans could not be delivered; they were dropped (the run was not affected).
    #[error("telemetry: {failed} export(s) to {endpoint} failed, spans dropped (the run was not affected): {reason}")]
    Export {
        /// The traces endpoint.
        endpoint: String,
        /// How many batches failed.
        failed: u32,
        /// The last failure.
        reason: String,
    },
}

/// Export failures seen by [`Watched`], reported once at shutdown.
#[derive(Debug, Default)]
struct Failures {
    count: u32,
    last: String,
}

/// The OTLP exporter, noting each failed export (the SDK only drops them).
#[derive(Debug)]
struct Watched {
    inner: opentelemetry_otlp::SpanExporter,
    failures: Arc<Mutex<Failures>>,
}

impl SpanExporter for Watched {
    async fn export(&self, batch: Vec<SpanData>) -> opentelemetry_sdk::error::OTelSdkResult {
        let result = self.inner.export(batch).await;
        if let Err(e) = &result {
            let mut f = self.failures.lock().unwrap_or_else(|p| p.into_inner());
            f.count += 1;
            f.last = e.to_string();
        }
        result
    }

    fn shutdown_with_timeout(&self, timeout: Duration) -> opentelemetry_sdk::error::OTelSdkResult {
        self.inner.shutdown_with_timeout(timeout)
    }

    fn force_flush(&self) -> opentelemetry_sdk::error::OTelSdkResult {
        self.inner.force_flush()
    }

    fn set_resource(&mut self, resource: &opentelemetry_sdk::Resource) {
        self.inner.set_resource(resource);
    }
}

/// A started exporter: make a [`RunTrace`] per run, then [`Telemetry::shutdown`] once.
#[derive(Debug)]
pub struct Telemetry {
    provider: SdkTracerProvider,
    tracer: SdkTracer,
    config: TelemetryConfig,
    failures: Arc<Mutex<Failures>>,
}

impl Telemetry {
    /// Builds the OTLP/HTTP (protobuf) exporter and the batch processor. Does no network I/O.
    pub fn start(config: &TelemetryConfig) -> Result<Self, TelemetryError> {
        use opentelemetry::trace::TracerProvider as _;
        use opentelemetry_otlp::WithExportConfig as _;
        // The exporter's reqwest 0.13 client is built without a TLS provider of its own (so
        // aws-lc-rs is not linked beside ring, issue 21): ring must be the default first.
        if rustls::crypto::CryptoProvider::get_default().is_none() {
            let _ = rustls::crypto::ring::default_provider().install_default();
        }
        let inner = opentelemetry_otlp::SpanExporter::builder()
            .with_http()
            .with_protocol(opentelemetry_otlp::Protocol::HttpBinary)
            .with_endpoint(config.traces_endpoint.clone())
            .with_timeout(EXPORT_TIMEOUT)
            .build()
            .map_err(|e| TelemetryError::Setup {
                endpoint: config.traces_endpoint.clone(),
                reason: e.to_string(),
            })?;
        let failures = Arc::new(Mutex::new(Failures::default()));
        let exporter = Watched {
            inner,
            failures: failures.clone(),
        };
        let resource = opentelemetry_sdk::Resource::builder()
            .with_service_name(config.service_name.clone())
            .build();
        let provider = SdkTracerProvider::builder()
            .with_batch_exporter(exporter)
            .with_resource(resource)
            .build();
        let tracer = provider.tracer("ouzel");
        Ok(Self {
            provider,
            tracer,
            config: config.clone(),
            failures,
        })
    }

    /// The configuration in force.
    pub fn config(&self) -> &TelemetryConfig {
        &self.config
    }

    /// A trace for one run of `agent` on `model` (`provider/model`), with the task when known
    /// (recorded only with content capture on). The `invoke_agent` span starts now.
    pub fn run(&self, agent: &str, model: &str, prompt: Option<&str>) -> RunTrace {
        let mut trace = RunTrace {
            tracer: self.tracer.clone(),
            capture: self.config.capture_content,
            runs: HashMap::new(),
        };
        trace.open_run(Vec::new(), agent, model, None, prompt);
        trace
    }

    /// Sends what is still queued (waiting up to the export timeout) and stops the exporter.
    /// Errors when any export failed: spans were dropped, the runs were not affected; show it
    /// as a warning.
    pub fn shutdown(self) -> Result<(), TelemetryError> {
        let _ = self.provider.force_flush();
        let _ = self.provider.shutdown();
        let f = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        if f.count > 0 {
            return Err(TelemetryError::Export {
                endpoint: self.config.traces_endpoint.clone(),
                failed: f.count,
                reason: f.last.clone(),
            });
        }
        Ok(())
    }
}

/// The open spans of one run (and of the agents it called as tools), fed by its events.
pub struct RunTrace {
    tracer: SdkTracer,
    capture: bool,
    /// Each run by its event path (`[]` for the top level, `["agent:call"]` for a nested one).
    runs: HashMap<Vec<String>, RunSpans>,
}

impl std::fmt::Debug for RunTrace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunTrace")
            .field("runs", &self.runs.len())
            .finish_non_exhaustive()
    }
}

struct RunSpans {
    agent: Context,
    provider: String,
    model: String,
    chat: Option<ChatSpan>,
    tools: HashMap<String, Context>,
}

struct ChatSpan {
    cx: Context,
    called_tools: bool,
    text: String,
}

/// `provider/model` split; a bare name is the model of an unknown provider.
fn split_model(model: &str) -> (String, String) {
    match model.split_once('/') {
        Some((p, m)) => (p.to_owned(), m.to_owned()),
        None => (String::new(), model.to_owned()),
    }
}

fn usage_attributes(usage: &TokenUsage) -> Vec<KeyValue> {
    let mut attrs = vec![
        KeyValue::new(
            "gen_ai.usage.input_tokens",
            i64::try_from(usage.input_tokens).unwrap_or(i64::MAX),
        ),
        KeyValue::new(
            "gen_ai.usage.output_tokens",
            i64::try_from(usage.output_tokens).unwrap_or(i64::MAX),
        ),
    ];
    if usage.cache_read_tokens > 0 {
        attrs.push(KeyValue::new(
            "gen_ai.usage.cache_read.input_tokens",
            i64::try_from(usage.cache_read_tokens).unwrap_or(i64::MAX),
        ));
    }
    if let Some(cost) = usage.cost_usd {
        attrs.push(KeyValue::new("ouzel.cost.usd", cost));
    }
    attrs
}

fn finish_reason_name(reason: FinishReason) -> &'static str {
    match reason {
        FinishReason::Completed => "completed",
        FinishReason::IterationLimit => "iteration_limit",
        FinishReason::TokenLimit => "token_limit",
        FinishReason::Timeout => "timeout",
        FinishReason::Cancelled => "cancelled",
        FinishReason::Empty => "empty",
        _ => "error",
    }
}

impl RunTrace {
    fn open_run(&mut self, path: Vec<String>, agent: &str, model: &str, parent: Option<Context>, prompt: Option<&str>) {
        let (provider, model_name) = split_model(model);
        let mut attrs = vec![
            KeyValue::new("gen_ai.operation.name", "invoke_agent"),
            KeyValue::new("gen_ai.agent.name", agent.to_owned()),
        ];
        if !provider.is_empty() {
            attrs.push(KeyValue::new("gen_ai.provider.name", provider.clone()));
        }
        if !model_name.is_empty() {
            attrs.push(KeyValue::new("gen_ai.request.model", model_name.clone()));
        }
        if self.capture
            && let Some(p) = prompt
        {
            attrs.push(KeyValue::new("gen_ai.input.messages", input_messages(p)));
        }
        let parent = parent.unwrap_or_default();
        let span = self
            .tracer
            .span_builder(format!("invoke_agent {agent}"))
            .with_kind(SpanKind::Internal)
            .with_attributes(attrs)
            .start_with_context(&self.tracer, &parent);
        self.runs.insert(
            path,
            RunSpans {
                agent: parent.with_span(span),
                provider,
                model: model_name,
                chat: None,
                tools: HashMap::new(),
            },
        );
    }

    /// The run an event of `path` belongs to, opened (as an agent called as a tool, under that
    /// call's span) on its first event.
    fn run_for(&mut self, path: &[String]) -> Option<&mut RunSpans> {
        if !self.runs.contains_key(path) {
            let (last, outer) = path.split_last()?;
            let (agent, call) = last.split_once(':').unwrap_or((last.as_str(), ""));
            let parent = self.runs.get(outer).and_then(|r| r.tools.get(call)).cloned();
            let model = self
                .runs
                .get(outer)
                .map(|r| format!("{}/{}", r.provider, r.model))
                .unwrap_or_default();
            self.open_run(path.to_vec(), agent, &model, parent, None);
        }
        self.runs.get_mut(path)
    }

    /// Feeds one event of the run: opens, annotates and ends spans.
    pub fn observe(&mut self, event: &Event) {
        let capture = self.capture;
        let tracer = self.tracer.clone();
        let Some(run) = self.run_for(&event.path) else { return };
        match &event.event {
            AgentEvent::SessionStarted { session_id, model, .. } => {
                let (provider, model_name) = split_model(model);
                let span = run.agent.span();
                span.set_attribute(KeyValue::new("gen_ai.conversation.id", session_id.to_string()));
                if !provider.is_empty() {
                    span.set_attribute(KeyValue::new("gen_ai.provider.name", provider.clone()));
                    run.provider = provider;
                }
                span.set_attribute(KeyValue::new("gen_ai.request.model", model_name.clone()));
                run.model = model_name;
            }
            AgentEvent::StateChanged {
                state: RunState::WaitingForModel,
            } if run.chat.is_none() => {
                let mut attrs = vec![KeyValue::new("gen_ai.operation.name", "chat")];
                if !run.provider.is_empty() {
                    attrs.push(KeyValue::new("gen_ai.provider.name", run.provider.clone()));
                }
                attrs.push(KeyValue::new("gen_ai.request.model", run.model.clone()));
                let span = tracer
                    .span_builder(format!("chat {}", run.model))
                    .with_kind(SpanKind::Client)
                    .with_attributes(attrs)
                    .start_with_context(&tracer, &run.agent);
                run.chat = Some(ChatSpan {
                    cx: run.agent.with_span(span),
                    called_tools: false,
                    text: String::new(),
                });
            }
            AgentEvent::Text { text } => {
                if let Some(chat) = &mut run.chat {
                    chat.text.push_str(text);
                }
            }
            AgentEvent::ToolCall { id, name, input, .. } => {
                let parent = match &mut run.chat {
                    Some(chat) => {
                        chat.called_tools = true;
                        // A tool runs after the model call that asked for it, beside it.
                        run.agent.clone()
                    }
                    None => run.agent.clone(),
                };
                let mut attrs = vec![
                    KeyValue::new("gen_ai.operation.name", "execute_tool"),
                    KeyValue::new("gen_ai.tool.name", name.clone()),
                    KeyValue::new("gen_ai.tool.call.id", id.to_string()),
                ];
                if capture {
                    attrs.push(KeyValue::new("gen_ai.tool.call.arguments", input.to_string()));
                }
                let span = tracer
                    .span_builder(format!("execute_tool {name}"))
                    .with_kind(SpanKind::Internal)
                    .with_attributes(attrs)
                    .start_with_context(&tracer, &parent);
                run.tools.insert(id.to_string(), parent.with_span(span));
            }
            AgentEvent::PermissionDecision { id, decision, .. } => {
                if let Some(cx) = run.tools.get(id.as_str()) {
                    let decision = match decision {
                        Decision::Allow => "allow",
                        Decision::Deny => "deny",
                        _ => "ask",
                    };
                    cx.span()
                        .set_attribute(KeyValue::new("ouzel.permission.decision", decision));
                }
            }
            AgentEvent::PermissionDenied { id, .. } => {
                if let Some(cx) = run.tools.remove(id.as_str()) {
                    let span = cx.span();
                    span.set_attribute(KeyValue::new("ouzel.permission.decision", "deny"));
                    span.set_attribute(KeyValue::new("error.type", "permission_denied"));
                    span.set_status(Status::error("permission denied"));
                    span.end();
                }
            }
            AgentEvent::ToolResult {
                id,
                content,
                is_error,
                cached,
                ..
            } => {
                if let Some(cx) = run.tools.remove(id.as_str()) {
                    let span = cx.span();
                    span.set_attribute(KeyValue::new("ouzel.tool.cached", *cached));
                    if capture {
                        span.set_attribute(KeyValue::new("gen_ai.tool.call.result", content.clone()));
                    }
                    if *is_error {
                        span.set_attribute(KeyValue::new("error.type", "tool_error"));
                        span.set_status(Status::error("the tool reported an error"));
                    }
                    span.end();
                }
            }
            AgentEvent::Usage { usage, .. } => {
                if let Some(chat) = run.chat.take() {
                    let span = chat.cx.span();
                    span.set_attributes(usage_attributes(usage));
                    let reason = if chat.called_tools { "tool_calls" } else { "stop" };
                    span.set_attribute(KeyValue::new(
                        "gen_ai.response.finish_reasons",
                        opentelemetry::Value::Array(vec![opentelemetry::StringValue::from(reason)].into()),
                    ));
                    if capture && !chat.text.is_empty() {
                        span.set_attribute(KeyValue::new("gen_ai.output.messages", output_messages(&chat.text)));
                    }
                    span.end();
                }
            }
            AgentEvent::LlmError {
                error_type, retryable, ..
            } => {
                if !*retryable && let Some(chat) = run.chat.take() {
                    let span = chat.cx.span();
                    span.set_attribute(KeyValue::new("error.type", error_type.clone()));
                    span.set_status(Status::error(error_type.clone()));
                    span.end();
                }
            }
            AgentEvent::Finished { reason, usage, .. } => {
                let path = event.path.clone();
                self.close(&path, Some((*reason, *usage)));
            }
            _ => {}
        }
    }

    /// Ends the spans of the run at `path` and of every run nested in it.
    fn close(&mut self, path: &[String], finished: Option<(FinishReason, TokenUsage)>) {
        let nested: Vec<Vec<String>> = self
            .runs
            .keys()
            .filter(|p| p.len() > path.len() && p.starts_with(path))
            .cloned()
            .collect();
        for p in nested {
            self.close(&p, None);
        }
        let Some(run) = self.runs.remove(path) else { return };
        if let Some(chat) = run.chat {
            chat.cx.span().end();
        }
        for (_, cx) in run.tools {
            cx.span().end();
        }
        let span = run.agent.span();
        if let Some((reason, usage)) = finished {
            span.set_attributes(usage_attributes(&usage));
            span.set_attribute(KeyValue::new("ouzel.finish_reason", finish_reason_name(reason)));
            if matches!(reason, FinishReason::Error) {
                span.set_attribute(KeyValue::new("error.type", "run_failed"));
                span.set_status(Status::error("the run failed"));
            }
        }
        span.end();
    }

    /// Ends every span still open (a run that ended without its `finished` event).
    pub fn end(mut self) {
        self.close(&[], None);
    }
}

impl Drop for RunTrace {
    fn drop(&mut self) {
        if self.runs.contains_key(&Vec::new()) {
            self.close(&[], None);
        }
    }
}

fn input_messages(prompt: &str) -> String {
    serde_json::json!([{"role": "user", "parts": [{"type": "text", "content": prompt}]}]).to_string()
}

fn output_messages(text: &str) -> String {
    serde_json::json!([{"role": "assistant", "parts": [{"type": "text", "content": text}]}]).to_string()
}
