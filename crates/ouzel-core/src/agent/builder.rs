//! Building an agent: its parts, limits and options, validated once.

use super::{Agent, AnswerCheck, Inner, Model};
use crate::executor::Executor;
use crate::ids::SessionId;
use crate::message::Message;
use crate::permission::PermissionGate;
use crate::provider::{ModelParams, Provider, ProviderFactory};
use crate::store::SessionStore;
use crate::tool::ToolRegistry;
use serde_json::Value;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use tokio::sync::Mutex;
use tokio_util::sync::CancellationToken;

/// Bounds on one run. Each ends the run gracefully with its own event.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Model calls per run (default 50).
    pub max_iterations: u32,
    /// Cumulative tokens per run, checked after each response.
    pub max_tokens: Option<u64>,
    /// Wall-clock time per run.
    pub max_duration: Option<Duration>,
    /// Time per tool call.
    pub tool_timeout: Option<Duration>,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_iterations: 50,
            max_tokens: None,
            max_duration: None,
            tool_timeout: Some(Duration::from_secs(600)),
        }
    }
}

/// Errors building an agent.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// No provider was given.
    #[error("an agent needs a provider; call AgentBuilder::provider")]
    MissingProvider,
    /// The workspace is not a usable directory.
    #[error("workspace {path}: {message}")]
    Workspace {
        /// The path given.
        path: String,
        /// What is wrong.
        message: String,
    },
}

/// Builds an [`Agent`].
pub struct AgentBuilder {
    provider: Option<Arc<dyn Provider>>,
    tools: ToolRegistry,
    gate: Option<Arc<PermissionGate>>,
    hooks: Vec<Arc<dyn crate::hooks::Hooks>>,
    system_prompt: Option<String>,
    workspace: PathBuf,
    limits: Limits,
    params: ModelParams,
    output_schema: Option<Value>,
    session_id: Option<SessionId>,
    history: Vec<Message>,
    store: Option<Arc<dyn SessionStore>>,
    empty_nudges: u32,
    text_tool_fallback: bool,
    prune: crate::history::PruneOptions,
    compaction: crate::compact::CompactionOptions,
    owned: Vec<Arc<dyn std::any::Any + Send + Sync>>,
    extra_dirs: Vec<crate::tool::ExtraDir>,
    files: Option<Arc<dyn crate::files::FileAccess>>,
    answer_check: Option<(Arc<dyn AnswerCheck>, u32)>,
    models: Option<Arc<dyn ProviderFactory>>,
    checkpoints: Option<Arc<dyn crate::checkpoint::Checkpoints>>,
}

impl Default for AgentBuilder {
    fn default() -> Self {
        Self {
            provider: None,
            tools: ToolRegistry::new(),
            gate: None,
            hooks: Vec::new(),
            system_prompt: None,
            workspace: PathBuf::from("."),
            limits: Limits::default(),
            params: ModelParams::default(),
            output_schema: None,
            session_id: None,
            history: Vec::new(),
            store: None,
            empty_nudges: 1,
            text_tool_fallback: false,
            prune: crate::history::PruneOptions::default(),
            compaction: crate::compact::CompactionOptions::default(),
            owned: Vec::new(),
            extra_dirs: Vec::new(),
            files: None,
            answer_check: None,
            models: None,
            checkpoints: None,
        }
    }
}

impl AgentBuilder {
    /// The model to talk to.
    pub fn provider(mut self, provider: Arc<dyn Provider>) -> Self {
        self.provider = Some(provider);
        self
    }

    /// The tools the model may call.
    pub fn tools(mut self, tools: ToolRegistry) -> Self {
        self.tools = tools;
        self
    }

    /// The permission gate (default: risk tiers, nobody to ask).
    pub fn gate(mut self, gate: Arc<PermissionGate>) -> Self {
        self.gate = Some(gate);
        self
    }

    /// Adds hooks: pre- and post-tool hooks around every call, session hooks around each run.
    pub fn hooks(mut self, hooks: Arc<dyn crate::hooks::Hooks>) -> Self {
        self.hooks.push(hooks);
        self
    }

    /// The system prompt.
    pub fn system_prompt(mut self, prompt: impl Into<String>) -> Self {
        self.system_prompt = Some(prompt.into());
        self
    }

    /// The workspace root tools are confined to.
    pub fn workspace(mut self, dir: impl Into<PathBuf>) -> Self {
        self.workspace = dir.into();
        self
    }

    /// Run limits.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Model parameters.
    pub fn params(mut self, params: ModelParams) -> Self {
        self.params = params;
        self
    }

    /// A JSON Schema the final answer must satisfy.
    pub fn output_schema(mut self, schema: Value) -> Self {
        self.output_schema = Some(schema);
        self
    }

    /// Continues an existing session.
    pub fn session(mut self, id: SessionId, history: Vec<Message>) -> Self {
        self.session_id = Some(id);
        self.history = history;
        self
    }

    /// Where committed steps are persisted.
    pub fn store(mut self, store: Arc<dyn SessionStore>) -> Self {
        self.store = Some(store);
        self
    }

    /// How many times an empty answer is answered with a nudge before the run ends.
    pub fn empty_nudges(mut self, n: u32) -> Self {
        self.empty_nudges = n;
        self
    }

    /// Recovers tool calls written as text (`<tool_call>{json}</tool_call>`, or one fenced
    /// JSON object naming a known tool) for models without native tool calling.
    pub fn text_tool_fallback(mut self, on: bool) -> Self {
        self.text_tool_fallback = on;
        self
    }

    /// How old tool output is pruned from what is sent to the model.
    pub fn prune(mut self, prune: crate::history::PruneOptions) -> Self {
        self.prune = prune;
        self
    }

    /// When and how the conversation is compacted near the context window.
    pub fn compaction(mut self, opts: crate::compact::CompactionOptions) -> Self {
        self.compaction = opts;
        self
    }

    /// Has file tools read and write through `files` (an editor's buffers, over ACP) instead
    /// of the disk; paths are still confined and calls still pass the gate.
    pub fn file_access(mut self, files: Arc<dyn crate::files::FileAccess>) -> Self {
        self.files = Some(files);
        self
    }

    /// Lets file tools use these directories besides the workspace.
    pub fn extra_dirs(mut self, dirs: Vec<crate::tool::ExtraDir>) -> Self {
        self.extra_dirs = dirs;
        self
    }

    /// A check every final answer must pass (after the output schema). When it fails, the model
    /// sees the report and answers again, at most `retries` times; then the run ends with an
    /// error.
    pub fn answer_check(mut self, check: Arc<dyn AnswerCheck>, retries: u32) -> Self {
        self.answer_check = Some((check, retries));
        self
    }

    /// How `Op::SetModel` finds the provider for a model string (without one, switching models
    /// is refused with an error event).
    pub fn models(mut self, factory: Arc<dyn ProviderFactory>) -> Self {
        self.models = Some(factory);
        self
    }

    /// Keeps checkpoints of each user turn with `keeper`: the executor reports every call that
    /// may write, the loop every turn that begins.
    pub fn checkpoints(mut self, keeper: Arc<dyn crate::checkpoint::Checkpoints>) -> Self {
        self.checkpoints = Some(keeper);
        self
    }

    /// Keeps a resource alive as long as the agent (e.g. the MCP servers its tools talk to).
    pub fn own(mut self, resource: Arc<dyn std::any::Any + Send + Sync>) -> Self {
        self.owned.push(resource);
        self
    }

    /// Validates and builds.
    pub fn build(self) -> Result<Agent, BuildError> {
        let provider = self.provider.ok_or(BuildError::MissingProvider)?;
        let workspace = std::fs::canonicalize(&self.workspace).map_err(|e| BuildError::Workspace {
            path: self.workspace.display().to_string(),
            message: e.to_string(),
        })?;
        if !workspace.is_dir() {
            return Err(BuildError::Workspace {
                path: workspace.display().to_string(),
                message: "not a directory".into(),
            });
        }
        let session_id = self.session_id.unwrap_or_else(SessionId::generate);
        let mut executor = Executor::new(self.tools, self.gate.unwrap_or_default(), workspace, session_id)
            .with_tool_timeout(self.limits.tool_timeout)
            .with_extra_dirs(self.extra_dirs);
        if let Some(files) = self.files {
            executor = executor.with_file_access(files);
        }
        for hooks in self.hooks {
            executor = executor.with_hooks(hooks);
        }
        if let Some(keeper) = self.checkpoints {
            executor = executor.with_checkpoints(keeper);
        }
        Ok(Agent {
            inner: Arc::new(Inner {
                model: std::sync::RwLock::new(Model {
                    provider,
                    params: self.params,
                }),
                models: self.models,
                running: AtomicBool::new(false),
                executor,
                system_prompt: self.system_prompt,
                limits: self.limits,
                output_schema: self.output_schema,
                history: Mutex::new(self.history),
                prepared: std::sync::Mutex::default(),
                store: self.store,
                empty_nudges: self.empty_nudges,
                text_tool_fallback: self.text_tool_fallback,
                prune: self.prune,
                compaction: self.compaction,
                _owned: self.owned,
                answer_check: self.answer_check,
                cancel: std::sync::Mutex::new(CancellationToken::new()),
                started: AtomicBool::new(false),
            }),
        })
    }
}
