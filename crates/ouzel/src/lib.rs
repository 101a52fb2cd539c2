//! Embed the ouzel agent runtime in a program.
//!
//! An agent with one custom tool, in fifteen lines of code — `examples/custom_tool.rs`,
//! compiled in CI and run by a test against an in-process model server:
//!
//! ```no_run
#![doc = include_str!("../examples/custom_tool.rs")]
//! ```
//!
//! - [`macro@tool`] turns an `async fn` into a tool; the [`tool`](mod@tool) module lists its
//!   attributes (name, description, schema from parameters, `risk`, `read_only`, `cacheable`,
//!   `paths`, the [`ToolContext`](core::ToolContext) that calls other tools and agents by
//!   name) and the closure form [`tool::from_fn`].
//! - [`Embed`] builds an [`Agent`] with the program's tools, on the model named by `-m` /
//!   `--base-url`, `OUZEL_MODEL` or config; [`Agent::ask`](core::Agent::ask) returns the answer,
//!   [`Agent::run`](core::Agent::run) the event stream.
//! - `examples/domain_tools.rs`: the Rust tool runtime seed's domain (a service graph with
//!   `graph_query`, anomaly rules with `list_rules` / `evaluate_rule`) used embedded and served
//!   over MCP by the same program ([`mcp::McpServer`]).
//! - [`build_agent`] wires the whole coding agent `ouzel exec` runs (built-in tools, sessions,
//!   MCP servers, hooks) from a [`Config`]:
//!
//! ```no_run
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let config = ouzel::Config::load_default()?;
//! let agent = ouzel::build_agent(&config, &ouzel::RunOptions::new("."))?;
//! let events = agent.run("list the files here").collect_all().await;
//! # let _ = events; Ok(()) }
//! ```

pub mod catalog;
pub mod config;
pub mod context;
pub mod discover;
pub mod embed;
pub mod env;
pub mod hooks;
pub mod images;
pub mod process;
pub mod project;
pub mod providers;
mod recording;
pub mod replay;
pub mod rewind;
pub mod setup;
pub mod tool;
pub mod worktree;

pub use catalog::{Catalog, Invocation, InvokeError};
pub use config::{Config, ConfigError};
pub use embed::Embed;
pub use ouzel_agents as agents;
pub use ouzel_checkpoint as checkpoint;
pub use ouzel_core as core;
pub use ouzel_core::{Agent, AgentEvent, ApprovalMode, Event, FinishReason};
pub use ouzel_llm as llm;
/// Turns an `async fn` into a tool; see the [`tool`](mod@tool) module for its attributes.
pub use ouzel_macros::tool;
pub use ouzel_mcp as mcp;
pub use ouzel_store as store;
pub use ouzel_telemetry as telemetry;
pub use ouzel_tools as tools;
pub use ouzel_tools::sandbox::SandboxMode;
pub use recording::Recording;
pub use setup::Setup;

use std::path::PathBuf;

/// The model used when neither `-m`, `OUZEL_MODEL` nor config names one.
pub const DEFAULT_MODEL: &str = "openai/gpt-4o";

/// The built-in system prompt.
pub const SYSTEM_PROMPT: &str = "You are ouzel, a coding agent working in the user's workspace. \
Use the tools to inspect and change files and to run commands; paths are relative to the workspace root. \
Read before you edit, keep changes small and focused, and check your work by running it. \
When the task is done, answer with a short summary of what you did.";

/// Which session a run belongs to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Resume {
    /// A new session.
    #[default]
    New,
    /// An existing session, by id or unique id prefix.
    Id(String),
    /// The latest session of this workspace.
    Latest,
}

/// What a front (CLI, TUI, embedder) chose for one agent.
#[derive(Clone)]
pub struct RunOptions {
    /// `PROVIDER/MODEL`; overrides config.
    pub model: Option<String>,
    /// Base URL; overrides environment and config.
    pub base_url: Option<String>,
    /// The workspace root.
    pub workspace: PathBuf,
    /// How approvals are settled.
    pub approval: ApprovalMode,
    /// Trust mode: Medium-risk tools run without asking.
    pub trust: bool,
    /// A JSON Schema the final answer must satisfy.
    pub output_schema: Option<serde_json::Value>,
    /// A person answers `approval_requested` events with `Op::Approve` (a terminal prompt, the
    /// TUI). When false, calls that need approval are denied with a message saying how to
    /// allow them.
    pub ask: bool,
    /// Which session to continue.
    pub resume: Resume,
    /// Persist the session (default true).
    pub persist: bool,
    /// Sandbox mode for `shell`; overrides config.
    pub sandbox: Option<SandboxMode>,
    /// The session mode to start in (`--plan`: plan mode, only read-only tools run).
    pub mode: ouzel_core::SessionMode,
    /// How tool calls travel (`--tool-calls`); overrides config.
    pub tool_calls: Option<providers::ToolCallMode>,
}

impl std::fmt::Debug for RunOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunOptions")
            .field("model", &self.model)
            .field("base_url", &self.base_url)
            .field("workspace", &self.workspace)
            .field("approval", &self.approval)
            .field("trust", &self.trust)
            .field("ask", &self.ask)
            .field("resume", &self.resume)
            .field("sandbox", &self.sandbox)
            .field("mode", &self.mode)
            .finish_non_exhaustive()
    }
}

impl RunOptions {
    /// Defaults for a workspace: model from config, interactive approvals.
    pub fn new(workspace: impl Into<PathBuf>) -> Self {
        Self {
            model: None,
            base_url: None,
            workspace: workspace.into(),
            approval: ApprovalMode::Interactive,
            trust: false,
            output_schema: None,
            ask: false,
            resume: Resume::New,
            persist: true,
            sandbox: None,
            mode: ouzel_core::SessionMode::Default,
            tool_calls: None,
        }
    }
}

/// Why an agent could not be set up. Each says what to do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The config file is broken.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// The model string is not `PROVIDER/MODEL`.
    #[error("model `{0}` is not of the form PROVIDER/MODEL (for example openai/gpt-4o)")]
    BadModel(String),
    /// The provider is not known.
    #[error("unknown provider `{name}` in model `{model}`{hint}; known providers: {known}")]
    UnknownProvider {
        /// The provider part.
        name: String,
        /// `; did you mean …?` when a known provider is close.
        hint: String,
        /// The whole model string.
        model: String,
        /// What exists.
        known: String,
    },
    /// The API key variable is not set.
    #[error("no API key for provider `{provider}`: set the environment variable {var}")]
    MissingKey {
        /// The provider.
        provider: String,
        /// The variable to set.
        var: String,
    },
    /// The provider client could not be created.
    #[error("provider `{provider}`: {message}")]
    Provider {
        /// The provider.
        provider: String,
        /// What failed.
        message: String,
    },
    /// The session store failed, or the session asked for does not exist.
    #[error("{0}")]
    Session(String),
    /// Another process runs the session asked for (its lock is held): nothing was changed.
    #[error("{message}")]
    SessionInUse {
        /// The session.
        session: ouzel_core::SessionId,
        /// What to say: the session, who holds it and what to do.
        message: String,
    },
    /// The agent could not be built (bad workspace).
    #[error(transparent)]
    Build(#[from] ouzel_core::BuildError),
}

/// Splits `PROVIDER/MODEL`; the model part may itself contain slashes (`openrouter/meta/llama`).
pub fn split_model(model: &str) -> Result<(&str, &str), SetupError> {
    match model.split_once('/') {
        Some((p, m)) if !p.is_empty() && !m.is_empty() => Ok((p, m)),
        _ => Err(SetupError::BadModel(model.to_owned())),
    }
}

/// Wires a ready-to-run agent from `config` and `opts`: [`Setup::new`] then
/// [`Setup::build_agent`]. A front that also shows the sandbox warning or lists the tools
/// should keep the [`Setup`] and ask it, rather than resolve twice.
pub fn build_agent(config: &Config, opts: &RunOptions) -> Result<Agent, SetupError> {
    Setup::new(config, opts).build_agent()
}

/// The built-in tools as `config` and `opts` configure them ([`Setup::tools`]).
pub fn builtin_tools(config: &Config, opts: &RunOptions) -> ouzel_core::ToolRegistry {
    Setup::new(config, opts).tools()
}

/// What to say when the sandbox asked for cannot be enforced here ([`Setup::sandbox_warning`]).
pub fn sandbox_warning(config: &Config, opts: &RunOptions) -> Option<String> {
    Setup::new(config, opts).sandbox_warning()
}

/// Loads the user's config and, when the workspace has one, the project's
/// `.ouzel/config.toml` (which may only tighten permissions). Returns warnings to show.
pub fn load_config(workspace: &std::path::Path) -> Result<(Config, Vec<String>), SetupError> {
    let mut config = Config::load_default()?;
    let project_path = Config::project_path(workspace);
    let mut project_hooks = hooks::HooksConfig::default();
    let mut warnings = if project_path.exists() {
        let mut project = Config::load(&project_path)?;
        project_hooks.extend(std::mem::take(&mut project.hooks));
        config.merge_project(project, &project_path)
    } else {
        Vec::new()
    };
    let settings_path = workspace.join(".ouzel").join("settings.json");
    if settings_path.exists() {
        project_hooks.extend(load_settings(&settings_path)?.hooks);
    }
    if !project_hooks.is_empty() {
        if trusts(&config, workspace) {
            // A project's hooks run after the user's, as in Claude Code.
            config.hooks.extend(project_hooks);
        } else {
            let count = project_hooks.hooks().len();
            let shown = std::fs::canonicalize(workspace).unwrap_or_else(|_| workspace.to_path_buf());
            warnings.push(format!(
                "{count} hook(s) in {}/.ouzel are not run: a project's hooks run only in a project you trust; \
                 after reading them, add \"{}\" to trusted_projects in your config ({})",
                shown.display(),
                shown.display(),
                Config::default_path().map_or_else(|| "config.toml".to_owned(), |p| p.display().to_string()),
            ));
        }
    }
    warnings.extend(config.hooks.warnings().iter().cloned());
    Ok((config, warnings))
}

/// Whether the user's config trusts `workspace` to run its own hooks.
fn trusts(config: &Config, workspace: &std::path::Path) -> bool {
    let Ok(workspace) = std::fs::canonicalize(workspace) else {
        return false;
    };
    config
        .trusted_projects
        .iter()
        .any(|p| std::fs::canonicalize(p).is_ok_and(|p| p == workspace))
}

/// Reads a project's `.ouzel/settings.json` (a Claude Code settings file; ouzel reads its
/// `hooks`).
fn load_settings(path: &std::path::Path) -> Result<hooks::SettingsFile, SetupError> {
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    serde_json::from_str(&text).map_err(|e| {
        SetupError::Config(ConfigError::Parse {
            path: path.to_path_buf(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })
    })
}

/// The system prompt: built-in or configured, plus the context files for the workspace.
pub fn system_prompt(config: &Config, workspace: &std::path::Path) -> String {
    let base = config.system_prompt.clone().unwrap_or_else(|| SYSTEM_PROMPT.to_owned());
    context::system_prompt_with_context(&base, &context_files(config, workspace))
}

/// The context files in force for a workspace (`context_files`, default `AGENTS.md`).
pub fn context_files(config: &Config, workspace: &std::path::Path) -> Vec<PathBuf> {
    let names = config
        .context_files
        .clone()
        .unwrap_or_else(|| vec!["AGENTS.md".to_owned()]);
    let config_dir = Config::default_path().and_then(|p| p.parent().map(std::path::Path::to_path_buf));
    let workspace = std::fs::canonicalize(workspace).unwrap_or_else(|_| workspace.to_path_buf());
    context::find_context_files(&workspace, &names, config_dir.as_deref())
}

/// The session database in force as a path: `OUZEL_SESSIONS_DB`, else config, else the default
/// path (a PostgreSQL URL comes back as a path too; [`sessions_db`] tells them apart).
pub fn sessions_db_path(config: &Config) -> Result<PathBuf, SetupError> {
    if let Some(p) = std::env::var_os(env::OUZEL_SESSIONS_DB).filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    if let Some(p) = &config.sessions_db {
        return Ok(p.clone());
    }
    ouzel_store::default_path().map_err(|e| SetupError::Session(e.to_string()))
}

/// Where OAuth tokens of remote MCP servers are kept: `ouzel/mcp-auth/` in the user's data
/// directory (`$XDG_DATA_HOME`), one owner-only file per server.
pub fn mcp_auth_dir() -> Option<PathBuf> {
    use etcetera::BaseStrategy as _;
    let strategy = etcetera::choose_base_strategy().ok()?;
    Some(strategy.data_dir().join("ouzel").join("mcp-auth"))
}

/// ouzel's directory in the user's data directory (`$XDG_DATA_HOME/ouzel`).
pub fn data_dir() -> Option<PathBuf> {
    use etcetera::BaseStrategy as _;
    let strategy = etcetera::choose_base_strategy().ok()?;
    Some(strategy.data_dir().join("ouzel"))
}

/// [`data_dir`], made (or made again) owner-only: it holds sessions, logs and prompts.
pub fn private_data_dir() -> std::io::Result<PathBuf> {
    let dir = data_dir().ok_or_else(|| std::io::Error::other("no data directory: set XDG_DATA_HOME or HOME"))?;
    ouzel_store::private::create_dir_all(&dir)?;
    ouzel_store::private::tighten(&dir, 0o700)?;
    Ok(dir)
}

/// Where checkpoints of user turns are kept: `checkpoints/` in [`data_dir`].
pub fn checkpoints_dir() -> Option<PathBuf> {
    Some(data_dir()?.join("checkpoints"))
}

/// The checkpoint store in force, when there is a data directory.
pub fn checkpoint_store() -> Option<ouzel_checkpoint::Store> {
    checkpoints_dir().map(ouzel_checkpoint::Store::new)
}

/// Where the TUI keeps the prompts you sent (for ↑ history across runs):
/// `prompt-history.jsonl` in [`data_dir`], one JSON string per line.
pub fn prompt_history_path() -> Option<PathBuf> {
    Some(data_dir()?.join("prompt-history.jsonl"))
}

/// A manager for the configured MCP servers, with OAuth tokens from [`mcp_auth_dir`].
pub fn mcp_manager(config: &Config, workspace: &std::path::Path) -> ouzel_mcp::McpManager {
    // Servers die with ouzel (PR_SET_PDEATHSIG, the watched cgroup), `kill -9` included.
    let manager = ouzel_mcp::McpManager::new(&config.mcp_servers, workspace)
        .with_child_hardening(ouzel_tools::sandbox::harden_child);
    match mcp_auth_dir() {
        Some(dir) => manager.with_auth_dir(dir),
        None => manager,
    }
}

/// The session database in force: `OUZEL_SESSIONS_DB`, else `sessions_db` in config, else the
/// default file; a `postgres://` or `postgresql://` URL names a PostgreSQL database.
pub fn sessions_db(config: &Config) -> Result<ouzel_store::SessionsDb, SetupError> {
    if let Some(v) = std::env::var_os(env::OUZEL_SESSIONS_DB).filter(|p| !p.is_empty()) {
        return Ok(ouzel_store::SessionsDb::parse(&v.to_string_lossy()));
    }
    if let Some(p) = &config.sessions_db {
        return Ok(ouzel_store::SessionsDb::parse(&p.to_string_lossy()));
    }
    Ok(ouzel_store::SessionsDb::Sqlite(
        ouzel_store::default_path().map_err(|e| SetupError::Session(e.to_string()))?,
    ))
}

/// Where to export traces, when anything asks for it: `OTEL_SDK_DISABLED=true` turns export
/// off; `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (as given), else `OTEL_EXPORTER_OTLP_ENDPOINT`, else
/// `[telemetry] endpoint` turns it on. `None` (nothing is built, nothing costs) otherwise.
pub fn telemetry_config(config: &Config) -> Option<ouzel_telemetry::TelemetryConfig> {
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    if var(env::OTEL_SDK_DISABLED).is_some_and(|v| v.eq_ignore_ascii_case("true")) {
        return None;
    }
    let mut out = if let Some(traces) = var(env::OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
        let mut c = ouzel_telemetry::TelemetryConfig::new("");
        c.traces_endpoint = traces;
        c
    } else {
        let base = var(env::OTEL_EXPORTER_OTLP_ENDPOINT).or_else(|| config.telemetry.endpoint.clone())?;
        ouzel_telemetry::TelemetryConfig::new(&base)
    };
    out.capture_content = var(env::OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT)
        .map(|v| v.eq_ignore_ascii_case("true"))
        .or(config.telemetry.capture_content)
        .unwrap_or(false);
    if let Some(name) = &config.telemetry.service_name {
        out.service_name = name.clone();
    }
    Some(out)
}

/// The name sessions record as the machine they ran on: `OUZEL_HOST`, else the host name.
pub fn host_name() -> String {
    std::env::var(env::OUZEL_HOST)
        .ok()
        .filter(|h| !h.is_empty())
        .unwrap_or_else(ouzel_store::local_host)
}

/// Whether `schema` (a run's output schema, [`RunOptions::output_schema`]) is a JSON Schema the
/// final answer can be checked against: `Err` says what is wrong with it. A schema that is not
/// one would be sent to the model as is and fail only at the answer, after the run's cost.
pub fn check_output_schema(schema: &serde_json::Value) -> Result<(), String> {
    if !(schema.is_object() || schema.is_boolean()) {
        return Err(format!(
            "a JSON Schema is an object (or true/false), not {}",
            match schema {
                serde_json::Value::Null => "null",
                serde_json::Value::Number(_) => "a number",
                serde_json::Value::String(_) => "a string",
                serde_json::Value::Array(_) => "an array",
                _ => "this",
            }
        ));
    }
    jsonschema::meta::validate(schema)
        .map_err(|e| {
            let at = e.instance_path().to_string();
            if at.is_empty() {
                format!("not a valid JSON Schema: {e}")
            } else {
                format!("not a valid JSON Schema: at `{at}`: {e}")
            }
        })
        .and_then(|()| {
            jsonschema::validator_for(schema)
                .map(drop)
                .map_err(|e| format!("not a valid JSON Schema: {e}"))
        })
}

/// Opens (a file) or connects to (PostgreSQL) the session database. Blocks.
pub fn open_store(config: &Config) -> Result<ouzel_store::Store, SetupError> {
    let db = sessions_db(config)?;
    ouzel_store::Store::open(&db).map_err(|e| SetupError::Session(e.to_string()))
}

/// The shortest prefix of a session's id that tells it apart from every saved session (what
/// to show a user, who may type it back), when the session is saved with at least one turn.
/// Blocks (SQLite).
pub fn saved_short_id(config: &Config, id: &str) -> Option<String> {
    let store = open_store(config).ok()?;
    let id = ouzel_core::SessionId::new(id);
    let info = store.get(&id).ok()??;
    if info.turns == 0 {
        return None;
    }
    store.short_id(&id).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_strings_split_on_the_first_slash() {
        assert_eq!(split_model("openai/gpt-4o").unwrap(), ("openai", "gpt-4o"));
        assert_eq!(
            split_model("openrouter/meta/llama").unwrap(),
            ("openrouter", "meta/llama")
        );
        assert!(split_model("gpt-4o").is_err());
        assert!(split_model("/x").is_err());
    }
}
