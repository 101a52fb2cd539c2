//! Every environment variable ouzel reads, in one place (the configuration reference in
//! `docs/configuration.md` lists the same names).

/// Overrides the directory holding `ouzel/config.toml` (and the user's `ouzel/AGENTS.md`,
/// `ouzel/skills/`, `ouzel/commands/`).
pub const XDG_CONFIG_HOME: &str = "XDG_CONFIG_HOME";
/// The OpenAI API key.
pub const OPENAI_API_KEY: &str = "OPENAI_API_KEY";
/// The OpenAI-compatible base URL (e.g. `http://localhost:11434/v1`).
pub const OPENAI_BASE_URL: &str = "OPENAI_BASE_URL";
/// Default model when neither `-m` nor config names one.
pub const OUZEL_MODEL: &str = "OUZEL_MODEL";
/// Log filter for `tracing` (logs go to stderr).
pub const OUZEL_LOG: &str = "OUZEL_LOG";
/// Bearer token `ouzel mcp serve --listen` requires from clients.
pub const OUZEL_MCP_TOKEN: &str = "OUZEL_MCP_TOKEN";
/// Overrides where the session database lives: a file, or `postgres://USER@HOST/DB`.
pub const OUZEL_SESSIONS_DB: &str = "OUZEL_SESSIONS_DB";
/// The machine name sessions record (default: the host name), for `sessions list --host`.
pub const OUZEL_HOST: &str = "OUZEL_HOST";
/// OpenTelemetry's collector base URL: set, runs export traces to `URL/v1/traces` (over config).
pub const OTEL_EXPORTER_OTLP_ENDPOINT: &str = ouzel_telemetry::OTEL_EXPORTER_OTLP_ENDPOINT;
/// OpenTelemetry's traces endpoint, used as given (over `OTEL_EXPORTER_OTLP_ENDPOINT`).
pub const OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: &str = ouzel_telemetry::OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
/// `true`: spans carry prompts, answers, tool arguments and results.
pub const OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: &str =
    ouzel_telemetry::OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT;
/// OpenTelemetry's switch: `true` turns trace export off whatever else says.
pub const OTEL_SDK_DISABLED: &str = "OTEL_SDK_DISABLED";
/// Where the session database lives by default (`$XDG_DATA_HOME/ouzel/sessions.db`).
pub const XDG_DATA_HOME: &str = "XDG_DATA_HOME";
/// Set to anything non-empty: no colors (<https://no-color.org>); the TUI keeps its meaning
/// with bold, italics and markers.
pub const NO_COLOR: &str = "NO_COLOR";
/// Set by ouzel (not read) for an agent's `checks`: the file holding the answer being checked.
pub const OUZEL_ANSWER_FILE: &str = "OUZEL_ANSWER_FILE";
/// History events after which a durable (Temporal) run continues as new (default 10,000).
pub const OUZEL_TEMPORAL_CONTINUE_AFTER: &str = "OUZEL_TEMPORAL_CONTINUE_AFTER";
/// Seconds without a heartbeat after which a Temporal worker counts as dead (default 5).
pub const OUZEL_TEMPORAL_HEARTBEAT: &str = "OUZEL_TEMPORAL_HEARTBEAT";
/// The workflow format `ouzel exec --temporal` starts runs with (tests of older workers).
pub const OUZEL_TEMPORAL_WORKFLOW_VERSION: &str = "OUZEL_TEMPORAL_WORKFLOW_VERSION";
/// Bytes past which a durable run's tool output is kept out of the workflow's history, stored in
/// [`OUZEL_TEMPORAL_BLOBS`] and passed by reference (default 8192; 0 keeps every output inline).
pub const OUZEL_TEMPORAL_PAYLOAD_LIMIT: &str = "OUZEL_TEMPORAL_PAYLOAD_LIMIT";
/// The directory of durable runs' large payloads (default `blobs/` beside the session database):
/// workers and `ouzel exec --temporal` must all see it.
pub const OUZEL_TEMPORAL_BLOBS: &str = "OUZEL_TEMPORAL_BLOBS";
