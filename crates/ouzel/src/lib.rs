//! Embed the ouzel agent runtime: load [`Config`], then [`build_agent`] wires a provider, the
//! built-in tools and the permission gate into an [`Agent`](ouzel_core::Agent).
//!
//! ```no_run
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let config = ouzel::Config::load_default()?;
//! let agent = ouzel::build_agent(&config, &ouzel::RunOptions::new("."))?;
//! let events = agent.run("list the files here").collect_all().await;
//! # let _ = events; Ok(()) }
//! ```

pub mod config;
pub mod context;
pub mod env;
pub mod hooks;
pub mod models;
pub mod project;
pub mod providers;

pub use config::{Config, ConfigError};
pub use ouzel_agents as agents;
pub use ouzel_core as core;
pub use ouzel_core::{Agent, AgentEvent, ApprovalMode, Event, FinishReason};
pub use ouzel_mcp as mcp;
pub use ouzel_store as store;

use ouzel_core::{Limits, PermissionGate, Provider};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

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
    /// Who is asked when a call needs approval (a terminal prompt, the TUI); without one,
    /// such calls are denied with a message saying how to allow them.
    pub approver: Option<Arc<dyn ouzel_core::Approver>>,
    /// Which session to continue.
    pub resume: Resume,
    /// Persist the session (default true).
    pub persist: bool,
    /// Sandbox mode for `shell`; overrides config.
    pub sandbox: Option<ouzel_tools::sandbox::SandboxMode>,
}

impl std::fmt::Debug for RunOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunOptions")
            .field("model", &self.model)
            .field("base_url", &self.base_url)
            .field("workspace", &self.workspace)
            .field("approval", &self.approval)
            .field("trust", &self.trust)
            .field("approver", &self.approver.is_some())
            .field("resume", &self.resume)
            .field("sandbox", &self.sandbox)
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
            approver: None,
            resume: Resume::New,
            persist: true,
            sandbox: None,
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
    #[error("unknown provider `{name}` in model `{model}`; known providers: {known}")]
    UnknownProvider {
        /// The provider part.
        name: String,
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

/// The model string in force: the option, else `OUZEL_MODEL`, else config, else the default.
pub fn resolve_model(config: &Config, opts: &RunOptions) -> String {
    opts.model
        .clone()
        .or_else(|| std::env::var(env::OUZEL_MODEL).ok().filter(|s| !s.is_empty()))
        .or_else(|| config.model.clone())
        .unwrap_or_else(|| DEFAULT_MODEL.to_owned())
}

/// Creates the provider for a model string: a preset or `[providers.NAME]`, keyed from the
/// environment, its usage priced from the catalog or config.
pub fn build_provider(config: &Config, opts: &RunOptions) -> Result<Arc<dyn Provider>, SetupError> {
    let model = resolve_model(config, opts);
    let (provider, name) = split_model(&model)?;
    let opts = RunOptions {
        model: Some(model.clone()),
        ..opts.clone()
    };
    providers::resolve(config, provider, &opts)?.connect(name)
}

/// The model parameters configured for the model in force (`[providers.NAME.models."MODEL"]`).
pub fn model_params(config: &Config, opts: &RunOptions) -> ouzel_core::ModelParams {
    let model = resolve_model(config, opts);
    split_model(&model)
        .ok()
        .and_then(|(provider, name)| Some(config.providers.get(provider)?.models.get(name)?.params()))
        .unwrap_or_default()
}

/// The sandbox mode in force: the option, else config, else `workspace-write`.
pub fn sandbox_mode(config: &Config, opts: &RunOptions) -> ouzel_tools::sandbox::SandboxMode {
    opts.sandbox.or(config.sandbox.mode).unwrap_or_default()
}

/// Says, once per run, when the requested sandbox cannot be enforced here.
pub fn sandbox_warning(config: &Config, opts: &RunOptions) -> Option<String> {
    use ouzel_tools::sandbox::{SandboxMode, supported};
    if sandbox_mode(config, opts) == SandboxMode::DangerFullAccess {
        return None;
    }
    (!supported()).then(|| {
        "this kernel has no Landlock: `shell` runs without the OS sandbox, protected by the permission gate only".into()
    })
}

/// The built-in tools, configured (shell environment, sandbox for the shell, tests and git).
pub fn builtin_tools(config: &Config, opts: &RunOptions) -> ouzel_core::ToolRegistry {
    use ouzel_tools::sandbox::{SandboxMode, SandboxSpec, supported};
    let tools = ouzel_tools::builtin_registry();
    let env_allow = config.shell.env_allow.clone();
    let mut shell = ouzel_tools::Shell::new().with_env_allow(env_allow.clone());
    let mut run_tests = ouzel_tools::RunTests::new().with_env_allow(env_allow);
    let mut git = ouzel_tools::GitOptions {
        sandbox: None,
        hooks: config.git.hooks,
    };
    let mode = sandbox_mode(config, opts);
    if mode != SandboxMode::DangerFullAccess && supported() {
        let spec = SandboxSpec {
            mode,
            extra_writable: config.sandbox.writable_roots.clone(),
            network: config.sandbox.network,
        };
        shell = shell.with_sandbox(spec.clone());
        run_tests = run_tests.with_sandbox(spec.clone());
        git.sandbox = Some(spec);
    }
    ouzel_tools::register_git_tools(&tools, &git);
    tools.register(shell.with_git(git));
    tools.register(run_tests);
    tools.register(ouzel_tools::WebFetch::new().allow_private(config.web.allow_private));
    tools
}

/// Loads the user's config and, when the workspace has one, the project's
/// `.ouzel/config.toml` (which may only tighten permissions). Returns warnings to show.
pub fn load_config(workspace: &std::path::Path) -> Result<(Config, Vec<String>), SetupError> {
    let mut config = Config::load_default()?;
    let project_path = Config::project_path(workspace);
    let warnings = if project_path.exists() {
        let project = Config::load(&project_path)?;
        config.merge_project(project, &project_path)
    } else {
        Vec::new()
    };
    Ok((config, warnings))
}

/// The system prompt: built-in or configured, plus the context files for the workspace.
pub fn system_prompt(config: &Config, workspace: &std::path::Path) -> String {
    let base = config.system_prompt.clone().unwrap_or_else(|| SYSTEM_PROMPT.to_owned());
    let names = config
        .context_files
        .clone()
        .unwrap_or_else(|| vec!["AGENTS.md".to_owned()]);
    let config_dir = Config::default_path().and_then(|p| p.parent().map(std::path::Path::to_path_buf));
    let workspace = std::fs::canonicalize(workspace).unwrap_or_else(|_| workspace.to_path_buf());
    let files = context::find_context_files(&workspace, &names, config_dir.as_deref());
    context::system_prompt_with_context(&base, &files)
}

/// The session database in force: `OUZEL_SESSIONS_DB`, else config, else the default path.
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

/// Where the TUI keeps the prompts you sent (for ↑ history across runs):
/// `prompt-history.jsonl` in [`data_dir`], one JSON string per line.
pub fn prompt_history_path() -> Option<PathBuf> {
    Some(data_dir()?.join("prompt-history.jsonl"))
}

/// A manager for the configured MCP servers, with OAuth tokens from [`mcp_auth_dir`].
pub fn mcp_manager(config: &Config, workspace: &std::path::Path) -> ouzel_mcp::McpManager {
    let manager = ouzel_mcp::McpManager::new(&config.mcp_servers, workspace);
    match mcp_auth_dir() {
        Some(dir) => manager.with_auth_dir(dir),
        None => manager,
    }
}

/// Opens the session database.
pub fn open_store(config: &Config) -> Result<ouzel_store::SqliteStore, SetupError> {
    let path = sessions_db_path(config)?;
    ouzel_store::SqliteStore::open(&path).map_err(|e| SetupError::Session(e.to_string()))
}

/// The permission gate for a run: approval mode, trust, protected paths, approver, config rules
/// and hooks.
pub fn permission_gate(config: &Config, opts: &RunOptions) -> PermissionGate {
    let mut gate = PermissionGate::new(opts.approval)
        .with_trust(opts.trust)
        .with_protected_paths(Arc::new(config.protected_paths(&opts.workspace)));
    if let Some(approver) = &opts.approver {
        gate = gate.with_approver(approver.clone());
    }
    let rules = config.rule_set(&opts.workspace);
    if !rules.is_empty() {
        gate = gate.with_policy(Arc::new(rules));
    }
    if !config.hooks.is_empty() {
        gate = gate.with_hooks(Arc::new(hooks::CommandHooks::new(
            config.hooks.clone(),
            &opts.workspace,
        )));
    }
    gate
}

/// Run limits from config (`[limits]`) over the defaults.
pub fn limits(config: &Config) -> Limits {
    let mut limits = Limits::default();
    let l = &config.limits;
    if let Some(n) = l.max_iterations {
        limits.max_iterations = n;
    }
    limits.max_tokens = l.max_tokens.or(limits.max_tokens);
    limits.max_duration = l.max_duration_secs.map(Duration::from_secs).or(limits.max_duration);
    limits.tool_timeout = l.tool_timeout_secs.map(Duration::from_secs).or(limits.tool_timeout);
    limits
}

/// Wires a ready-to-run agent: provider, built-in tools, permission gate, limits.
pub fn build_agent(config: &Config, opts: &RunOptions) -> Result<Agent, SetupError> {
    let provider = build_provider(config, opts)?;
    let gate = permission_gate(config, opts);
    let limits = limits(config);
    let mut builder = Agent::builder();
    if opts.persist {
        let store = open_store(config)?;
        let workspace = std::fs::canonicalize(&opts.workspace).unwrap_or_else(|_| opts.workspace.clone());
        let session = |e: ouzel_core::StoreError| SetupError::Session(e.to_string());
        let (id, history) = match &opts.resume {
            Resume::New => (ouzel_core::SessionId::generate(), Vec::new()),
            Resume::Id(prefix) => {
                let id = store.resolve_prefix(prefix).map_err(session)?;
                let history = store.load_messages(&id).map_err(session)?;
                (id, history)
            }
            Resume::Latest => {
                let id = store
                    .latest_for_workspace(&workspace)
                    .map_err(session)?
                    .ok_or_else(|| {
                        SetupError::Session(format!(
                            "no saved session for workspace {}; start one without --continue",
                            workspace.display()
                        ))
                    })?;
                let history = store.load_messages(&id).map_err(session)?;
                (id, history)
            }
        };
        store
            .create_session(&id, &workspace, &resolve_model(config, opts))
            .map_err(session)?;
        builder = builder.session(id, history).store(Arc::new(store));
    }
    let c = &config.context;
    let compaction = ouzel_core::CompactionOptions::default();
    builder = builder.compaction(ouzel_core::CompactionOptions {
        threshold: c.compact_threshold.unwrap_or(compaction.threshold),
        keep_recent_turns: c.keep_recent_turns.unwrap_or(compaction.keep_recent_turns),
        context_window: c.context_window,
    });
    let prune = ouzel_core::PruneOptions::default();
    builder = builder.prune(ouzel_core::PruneOptions {
        budget_tokens: c.prune_budget_tokens.unwrap_or(prune.budget_tokens),
        keep_recent_turns: c.prune_keep_turns.unwrap_or(prune.keep_recent_turns),
    });
    if let Some(schema) = &opts.output_schema {
        builder = builder.output_schema(schema.clone());
    }
    let tools = builtin_tools(config, opts);
    if !config.mcp_servers.is_empty() {
        // Servers start in the background; their tools join the registry when ready, so the
        // first model call never waits on a slow server.
        let manager = Arc::new(mcp_manager(config, &opts.workspace));
        manager.start_all(&tools);
        builder = builder.own(manager);
    }
    let agent = builder
        .params(model_params(config, opts))
        .extra_dirs(config.extra_dirs.clone())
        .provider(provider)
        .tools(tools)
        .gate(Arc::new(gate))
        .system_prompt(system_prompt(config, &opts.workspace))
        .workspace(&opts.workspace)
        .limits(limits)
        .build()?;
    Ok(agent)
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

    #[test]
    fn unknown_providers_list_the_known_ones() {
        let mut opts = RunOptions::new(".");
        opts.model = Some("nope/model".into());
        let err = build_provider(&Config::default(), &opts).err().unwrap();
        assert!(err.to_string().contains("known providers: anthropic, azure"), "{err}");
    }
}
