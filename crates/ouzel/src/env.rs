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
/// Overrides where the session database lives.
pub const OUZEL_SESSIONS_DB: &str = "OUZEL_SESSIONS_DB";
/// Where the session database lives by default (`$XDG_DATA_HOME/ouzel/sessions.db`).
pub const XDG_DATA_HOME: &str = "XDG_DATA_HOME";
/// Set to anything non-empty: no colors (https://no-color.org); the TUI keeps its meaning
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
