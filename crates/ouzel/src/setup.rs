//! From what a front chose ([`RunOptions`]) and the user's [`Config`] to one resolved,
//! immutable [`Setup`], then from it to a wired [`Agent`]. Every decision that depends on
//! both is made here, once, in [`Setup::new`]; the wiring only reads the result (ripgrep's
//! `LowArgs → HiArgs` split). A front that needs a second look (a warning, the tools for an
//! MCP server) asks the same value, so what it shows and what runs cannot disagree.

use crate::providers::{ModelResolver, ResolvedModel};
use crate::{Config, Resume, RunOptions, SandboxMode, SetupError};
use ouzel_core::{Agent, ApprovalMode, CompactionOptions, Limits, PermissionGate, PruneOptions, ToolRegistry};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Configuration and run options resolved into one value: the model in force, the sandbox,
/// limits, context management, approvals, session. Cheap to clone; nothing in it changes.
#[derive(Clone)]
pub struct Setup {
    config: Arc<Config>,
    models: ModelResolver,
    model: String,
    workspace: PathBuf,
    approval: ApprovalMode,
    trust: bool,
    ask: bool,
    mode: ouzel_core::SessionMode,
    resume: Resume,
    persist: bool,
    output_schema: Option<serde_json::Value>,
    sandbox: SandboxMode,
    limits: Limits,
    compaction: CompactionOptions,
    prune: PruneOptions,
    files: Option<Arc<dyn ouzel_core::FileAccess>>,
    terminal: Option<Arc<dyn ouzel_tools::Terminal>>,
    catalog: Option<Arc<crate::Catalog>>,
}

/// What [`Setup::build_recording`] gives a front: the agent, the MCP servers it started (when
/// config names any), and the recording of its new session, to wait for before showing the run.
pub type Built = (Agent, Option<Arc<ouzel_mcp::McpManager>>, Option<crate::Recording>);

/// The session database as the opening thread leaves it, and the new session it recorded.
type Opened = (ouzel_store::Store, Option<ouzel_core::SessionId>);

/// Where the lock of the session a run writes goes once taken (by the thread opening the
/// database for a new session, or as a saved one is resumed); the agent owns it, so the
/// session stays this process's while the agent lives.
type LockSlot = Arc<std::sync::Mutex<Option<ouzel_store::SessionLock>>>;

/// Takes session `id` for this process (see [`ouzel_store::SessionLock`]) and keeps the lock in
/// `slot`: [`SetupError::SessionInUse`] when another process runs it.
fn lock_session(store: &ouzel_store::Store, id: &ouzel_core::SessionId, slot: &LockSlot) -> Result<(), SetupError> {
    let lock = store.lock_session(id).map_err(|e| match e {
        e @ ouzel_store::LockError::InUse { .. } => SetupError::SessionInUse {
            session: id.clone(),
            message: e.to_string(),
        },
        other => SetupError::Session(other.to_string()),
    })?;
    *slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(lock);
    Ok(())
}

/// The session database opening on its own thread while the agent is set up.
enum StoreOpening<'scope> {
    /// Joined before the agent is built.
    Joined(std::thread::ScopedJoinHandle<'scope, Result<Opened, SetupError>>),
    /// Waited for by the agent's writes and by the front ([`Setup::build_recording`]), for
    /// the new session of this id.
    Deferred(crate::recording::OpeningStore, crate::Recording, ouzel_core::SessionId),
}

/// Opens the session database, then records the new session the thread is told of (nothing
/// comes when the run resumes a session, or cannot reach its model).
fn open_and_record(
    config: &Config,
    workspace: &Path,
    told: &std::sync::mpsc::Receiver<(ouzel_core::SessionId, String)>,
    lock: &LockSlot,
) -> Result<Opened, SetupError> {
    let store = crate::open_store(config)?;
    let made = match told.recv() {
        Ok((id, model)) => {
            // Locked before it is recorded: from then on `--continue` elsewhere may pick it.
            lock_session(&store, &id, lock)?;
            record_session(&store, &id, workspace, &model)?;
            Some(id)
        }
        Err(_) => None,
    };
    Ok((store, made))
}

/// Records session `id` (new or continued) in `store`: host, workspace, model.
fn record_session(
    store: &ouzel_store::Store,
    id: &ouzel_core::SessionId,
    workspace: &Path,
    model: &str,
) -> Result<(), SetupError> {
    store
        .create_session_on(id, &crate::host_name(), &canonical(workspace), model)
        .map_err(|e| SetupError::Session(e.to_string()))
}

/// The workspace as sessions record it (its canonical path).
fn canonical(workspace: &Path) -> PathBuf {
    std::fs::canonicalize(workspace).unwrap_or_else(|_| workspace.to_owned())
}

impl std::fmt::Debug for Setup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setup")
            .field("model", &self.model)
            .field("workspace", &self.workspace)
            .field("approval", &self.approval)
            .field("trust", &self.trust)
            .field("mode", &self.mode)
            .field("resume", &self.resume)
            .field("persist", &self.persist)
            .field("sandbox", &self.sandbox)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl Setup {
    /// Resolves `config` and `opts`. Reads `OUZEL_MODEL` (once); touches no file and no
    /// network, and cannot fail: what can (the model string, the key, the session) fails
    /// when it is used, so a front that never builds an agent never trips on it.
    pub fn new(config: &Config, opts: &RunOptions) -> Self {
        let config = Arc::new(config.clone());
        let model = opts
            .model
            .clone()
            .or_else(|| std::env::var(crate::env::OUZEL_MODEL).ok().filter(|s| !s.is_empty()))
            .or_else(|| config.model.clone())
            .unwrap_or_else(|| crate::DEFAULT_MODEL.to_owned());
        let c = &config.context;
        let compaction = CompactionOptions::default();
        let compaction = CompactionOptions {
            threshold: c.compact_threshold.unwrap_or(compaction.threshold),
            keep_recent_turns: c.keep_recent_turns.unwrap_or(compaction.keep_recent_turns),
            context_window: c.context_window,
        };
        let prune = PruneOptions::default();
        let prune = PruneOptions {
            budget_tokens: c.prune_budget_tokens.unwrap_or(prune.budget_tokens),
            keep_recent_turns: c.prune_keep_turns.unwrap_or(prune.keep_recent_turns),
        };
        Self {
            models: ModelResolver::new(config.clone(), opts.base_url.clone()).with_tool_calls(opts.tool_calls),
            model,
            workspace: opts.workspace.clone(),
            approval: opts.approval,
            trust: opts.trust,
            ask: opts.ask,
            mode: opts.mode,
            resume: opts.resume.clone(),
            persist: opts.persist,
            output_schema: opts.output_schema.clone(),
            sandbox: opts.sandbox.or(config.sandbox.mode).unwrap_or_default(),
            limits: limits(&config),
            compaction,
            prune,
            config,
            files: None,
            terminal: None,
            catalog: None,
        }
    }

    /// The same setup, with the skills, commands and context files a front already loaded
    /// (with the configuration given to [`Self::new`]): the agent is built with them instead
    /// of walking the same directories again, when they were loaded for this workspace.
    pub fn with_catalog(mut self, catalog: crate::Catalog) -> Self {
        if catalog.loaded_for(&self.workspace) {
            self.catalog = Some(Arc::new(catalog));
        }
        self
    }

    /// The same setup, with file tools reading and writing through `files` (an editor's
    /// buffers, for `ouzel acp`) instead of the disk; confinement and the gate are unchanged.
    pub fn with_file_access(mut self, files: Arc<dyn ouzel_core::FileAccess>) -> Self {
        self.files = Some(files);
        self
    }

    /// The same setup, with `shell` running its commands in `terminal` (an editor's, for
    /// `ouzel acp`) when the sandbox mode is `danger-full-access`: the front's terminal is
    /// outside ouzel's sandbox, so under any other mode ouzel's own sandboxed process runs
    /// them. Approvals are unchanged.
    pub fn with_terminal(mut self, terminal: Arc<dyn ouzel_tools::Terminal>) -> Self {
        self.terminal = Some(terminal);
        self
    }

    /// Whether `shell` runs its commands in the front's terminal ([`Self::with_terminal`]).
    pub fn shell_in_terminal(&self) -> bool {
        self.terminal.is_some() && self.sandbox == SandboxMode::DangerFullAccess
    }

    /// The config this was resolved from.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The model in force: `-m`, else `OUZEL_MODEL`, else config, else [`crate::DEFAULT_MODEL`].
    pub fn model(&self) -> &str {
        &self.model
    }

    /// Resolves model strings with this config and `--base-url` (an agent's own model, a
    /// model switched to mid-session).
    pub fn models(&self) -> &ModelResolver {
        &self.models
    }

    /// The model in force, resolved: provider, endpoint, parameters.
    pub fn resolve_model(&self) -> Result<ResolvedModel, SetupError> {
        self.models.resolve(&self.model)
    }

    /// Which session a run continues.
    pub fn resume(&self) -> &Resume {
        &self.resume
    }

    /// Whether the run's session is saved.
    pub fn persists(&self) -> bool {
        self.persist
    }

    /// The workspace root, as given.
    pub fn workspace(&self) -> &Path {
        &self.workspace
    }

    /// The sandbox mode for `shell`: the option, else config, else `workspace-write`.
    pub fn sandbox_mode(&self) -> SandboxMode {
        self.sandbox
    }

    /// Run limits: config's `[limits]` over the defaults.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// What to say, once per run, about what of the requested sandbox cannot be enforced here.
    pub fn sandbox_warning(&self) -> Option<String> {
        let shortfalls =
            ouzel_tools::sandbox::shortfalls(self.sandbox, self.config.sandbox.network, &self.config.sandbox.limits());
        (!shortfalls.is_empty()).then(|| shortfalls.join("; "))
    }

    /// The OS sandbox for the commands ouzel starts for a model or a project (`shell`,
    /// `run_tests`, git, an agent's `checks`): the mode with config's `[sandbox]`; `None` in
    /// `danger-full-access` or where the kernel has no sandbox (the start notice says so).
    pub fn sandbox_spec(&self) -> Option<ouzel_tools::sandbox::SandboxSpec> {
        use ouzel_tools::sandbox::{SandboxSpec, supported};
        if self.sandbox == SandboxMode::DangerFullAccess || !supported() {
            return None;
        }
        let config = &self.config;
        let mut spec = SandboxSpec::new(self.sandbox);
        spec.extra_writable = config.sandbox.writable_roots.clone();
        spec.network = config.sandbox.network;
        spec.shared_tmp = config.sandbox.shared_tmp;
        spec.limits = config.sandbox.limits();
        Some(spec)
    }

    /// The built-in tools, configured (shell environment, sandbox for the shell, tests and git,
    /// web access).
    pub fn tools(&self) -> ToolRegistry {
        let config = &self.config;
        let env_allow = config.shell.env_allow.clone();
        let mut shell = ouzel_tools::Shell::new().with_env_allow(env_allow.clone());
        let mut run_tests = ouzel_tools::RunTests::new().with_env_allow(env_allow);
        let mut git = ouzel_tools::GitOptions {
            sandbox: None,
            hooks: config.git.hooks,
        };
        if let Some(spec) = self.sandbox_spec() {
            shell = shell.with_sandbox(spec.clone());
            run_tests = run_tests.with_sandbox(spec.clone());
            git.sandbox = Some(spec);
        } else if let Some(terminal) = self.terminal.as_ref().filter(|_| self.shell_in_terminal()) {
            shell = shell.with_terminal(terminal.clone());
        }
        ouzel_tools::builtin_registry_with(ouzel_tools::Configured {
            shell: shell.with_git(git.clone()),
            run_tests,
            git,
            web_fetch: ouzel_tools::WebFetch::new().allow_private(config.web.allow_private),
        })
    }

    /// The hooks from config (`[hooks]`), run in the workspace; `None` when none is configured.
    pub fn hooks(&self) -> Option<Arc<dyn ouzel_core::Hooks>> {
        (!self.config.hooks.is_empty()).then(|| {
            Arc::new(crate::hooks::CommandHooks::new(
                self.config.hooks.clone(),
                &self.workspace,
            )) as Arc<dyn ouzel_core::Hooks>
        })
    }

    /// The permission gate: approval mode, trust, protected paths, whether a person is asked, and
    /// config rules.
    pub fn gate(&self) -> PermissionGate {
        let mut gate = PermissionGate::new(self.approval)
            .with_trust(self.trust)
            .with_session_mode(self.mode)
            .with_protected_paths(Arc::new(self.config.protected_paths(&self.workspace)))
            .with_asking(self.ask);
        let rules = self.config.rule_set(&self.workspace);
        if !rules.is_empty() {
            gate = gate.with_policy(Arc::new(rules));
        }
        gate
    }

    /// Wires a ready-to-run agent: the model (resolved once, here), built-in tools, MCP
    /// servers, permission gate, limits, session.
    pub fn build_agent(&self) -> Result<Agent, SetupError> {
        self.build().map(|(agent, _)| agent)
    }

    /// [`Self::build_agent`], and the MCP servers it started (when config names any), for a
    /// front that waits for them or reports their state.
    pub fn build(&self) -> Result<(Agent, Option<Arc<ouzel_mcp::McpManager>>), SetupError> {
        self.build_opening(false).map(|(agent, servers, _)| (agent, servers))
    }

    /// [`Self::build`] without waiting for the session database when the session is new: the
    /// agent's store waits for it at its first write (the prompt's, which goes beside the first
    /// model request), and the front must wait on the returned [`crate::Recording`] before it
    /// shows anything of the run, so the session it announces is saved (issue 21, start-up: the
    /// opening took about a millisecond of the way to the first request). A resumed session,
    /// whose history the agent needs, or a run that saves nothing is built as by `build`,
    /// without a recording. A database that cannot be opened then fails the recording (with
    /// the error `build` would have returned) and the run's first write.
    pub fn build_recording(&self) -> Result<Built, SetupError> {
        self.build_opening(true)
    }

    fn build_opening(&self, defer: bool) -> Result<Built, SetupError> {
        // The session database opens (reads its log back, prepares its schema) on a thread of
        // its own from the start, while the model, its client and the tools are set up here:
        // both are on the way to the first request (issue 21, start-up). A new session's row
        // is made there too, once the model's client is made: a run that cannot reach its
        // model records no session.
        let new = matches!(self.resume, Resume::New);
        let lock = LockSlot::default();
        std::thread::scope(|scope| {
            let (go, told) = std::sync::mpsc::sync_channel::<(ouzel_core::SessionId, String)>(1);
            let new_id = new.then(ouzel_core::SessionId::generate);
            let opening = self.persist.then(|| match &new_id {
                Some(id) if defer => {
                    let (done, store, recording) = crate::recording::channel();
                    let (config, workspace) = (self.config.clone(), self.workspace.clone());
                    let lock = lock.clone();
                    // Not scoped: it outlives the build, the agent's first write waits for it.
                    std::thread::spawn(move || {
                        let opened = open_and_record(&config, &workspace, &told, &lock).and_then(|(store, made)| {
                            made.map(|_| store).ok_or_else(|| {
                                SetupError::Session(
                                    "the new session was not recorded (its model was not reached)".into(),
                                )
                            })
                        });
                        done.done(opened);
                    });
                    StoreOpening::Deferred(store, recording, id.clone())
                }
                _ => {
                    let (config, workspace, lock) = (&self.config, &self.workspace, &lock);
                    StoreOpening::Joined(scope.spawn(move || open_and_record(config, workspace, &told, lock)))
                }
            });
            let model = self.resolve_model()?;
            let provider = model.connect()?;
            if let Some(id) = new_id {
                let _ = go.send((id, model.id.clone()));
            }
            drop(go);
            self.build_with(model, provider, opening, lock.clone())
        })
    }

    /// The workspace as sessions record it (its canonical path).
    fn canonical_workspace(&self) -> PathBuf {
        canonical(&self.workspace)
    }

    /// The session the run continues in `store` (recorded again with this host and model),
    /// or the new one the opening thread `made`, with its history.
    fn session_in(
        &self,
        store: &ouzel_store::Store,
        made: Option<ouzel_core::SessionId>,
        model: &str,
        workspace: &Path,
        lock: &LockSlot,
    ) -> Result<(ouzel_core::SessionId, Vec<ouzel_core::Message>), SetupError> {
        let session = |e: ouzel_core::StoreError| SetupError::Session(e.to_string());
        let (id, history) = match &self.resume {
            Resume::New => match made {
                Some(id) => (id, Vec::new()),
                // (The opening thread records every new session: a bug if it did not.)
                None => {
                    return Err(SetupError::Session(
                        "the new session was not recorded in the session database (a bug in ouzel: please report it)"
                            .into(),
                    ));
                }
            },
            // Locked before its history is read: another process running it would change it.
            Resume::Id(prefix) => {
                let id = store.resolve_prefix(prefix).map_err(session)?;
                lock_session(store, &id, lock)?;
                let history = store.load_messages(&id).map_err(session)?;
                (id, history)
            }
            Resume::Latest => {
                let id = store.latest_for_workspace(workspace).map_err(session)?.ok_or_else(|| {
                    SetupError::Session(format!(
                        "no saved session for workspace {}; start one without --continue",
                        workspace.display()
                    ))
                })?;
                lock_session(store, &id, lock)?;
                let history = store.load_messages(&id).map_err(session)?;
                (id, history)
            }
        };
        if !matches!(self.resume, Resume::New) {
            record_session(store, &id, workspace, model)?;
        }
        Ok((id, history))
    }

    fn build_with(
        &self,
        model: ResolvedModel,
        provider: Arc<dyn ouzel_core::Provider>,
        opening: Option<StoreOpening<'_>>,
        lock: LockSlot,
    ) -> Result<Built, SetupError> {
        let config = &self.config;
        // The session stays this process's while the agent lives.
        let mut builder = Agent::builder().own(lock.clone());
        let tools = self.tools();
        builder = builder.compaction(self.compaction).prune(self.prune);
        if let Some(schema) = &self.output_schema {
            builder = builder.output_schema(schema.clone());
        }
        // Skills: listed in the system prompt, loaded with the `skill` tool, whose
        // `allowed-tools` narrow the gate until the turn ends (as a command's do).
        let catalog = match &self.catalog {
            Some(catalog) => catalog.clone(),
            None => Arc::new(crate::Catalog::load(config, &self.workspace)),
        };
        let scope = Arc::new(ouzel_core::ToolScope::new(&self.workspace));
        let context_window = self.compaction.context_window.or_else(|| provider.context_window());
        let mut system_prompt = config
            .system_prompt
            .clone()
            .unwrap_or_else(|| crate::SYSTEM_PROMPT.to_owned());
        system_prompt.push_str(&catalog.instructions);
        system_prompt.push_str(&catalog.skills_prompt(context_window));
        // What needs the session database last: the opening thread works meanwhile.
        let mut recording = None;
        if let Some(opening) = opening {
            let workspace = self.canonical_workspace();
            let (store, id, history): (Arc<dyn ouzel_core::SessionStore>, _, _) = match opening {
                StoreOpening::Joined(thread) => {
                    let (store, made) = thread
                        .join()
                        .map_err(|_| SetupError::Session("opening the session database panicked".into()))??;
                    let (id, history) = self.session_in(&store, made, &model.id, &workspace, &lock)?;
                    (Arc::new(store), id, history)
                }
                StoreOpening::Deferred(store, waiting, id) => {
                    recording = Some(waiting);
                    (Arc::new(store), id, Vec::new())
                }
            };
            if config.checkpoints.enabled != Some(false)
                && let Some(checkpoints) = crate::checkpoint_store()
            {
                let max = config
                    .checkpoints
                    .max_file_size
                    .unwrap_or(ouzel_checkpoint::DEFAULT_MAX_FILE_SIZE);
                // The extra directories file tools may write are checkpointed like the
                // workspace; a read-only one only an unsandboxed shell could change, as it
                // could any directory on the machine.
                let writable = config.extra_dirs.iter().filter(|d| d.writable).map(|d| d.path.clone());
                let mut keeper = ouzel_checkpoint::Keeper::new(checkpoints, id.clone(), workspace.clone(), max)
                    .with_extra_dirs(writable)
                    // ouzel's own files are never the session's work, wherever the workspace is.
                    .excluding(own_files(config))
                    .watching(config.checkpoints.watch != Some(false))
                    // The scan after a call runs while the step is stored and the model asked.
                    .recording_in_background();
                if matches!(self.resume, Resume::New) {
                    keeper = keeper.new_session();
                }
                builder = builder.checkpoints(Arc::new(keeper));
            }
            // The todo list is saved with the session, so a resumed session has it.
            tools.register(ouzel_tools::TodoWrite::new().with_store(store.clone()));
            builder = builder.session(id, history).store(store);
        }
        if let Some(names) = &model.tools {
            narrow(&tools, names).map_err(|message| SetupError::Provider {
                provider: model.provider.name.clone(),
                message,
            })?;
        }
        if !catalog.skills.is_empty() {
            tools.register(ouzel_agents::SkillTool::new(
                catalog.skills.clone(),
                Some(scope.clone()),
            ));
        }
        let mut servers = None;
        if !config.mcp_servers.is_empty() {
            // Servers start in the background; their tools join the registry when ready, so the
            // first model call never waits on a slow server.
            let manager = Arc::new(crate::mcp_manager(config, &self.workspace));
            manager.start_all(&tools);
            builder = builder.own(manager.clone());
            servers = Some(manager);
        }
        if let Some(hooks) = self.hooks() {
            builder = builder.hooks(hooks);
        }
        if let Some(files) = &self.files {
            builder = builder.file_access(files.clone());
        }
        let agent = builder
            .text_tool_fallback(model.tool_calls.reads_text_calls())
            .params(model.params)
            .extra_dirs(config.extra_dirs.clone())
            .provider(provider)
            .models(Arc::new(self.models.clone()))
            .tools(tools)
            .gate(Arc::new(self.gate().with_scope(scope)))
            .system_prompt(system_prompt)
            .workspace(&self.workspace)
            .limits(self.limits.clone())
            .build()?;
        Ok((agent, servers, recording))
    }
}

/// Keeps in `tools` only those `names` (tool names, or category toolsets such as `files` and
/// `search_ro`) select, for a model whose context is small.
fn narrow(tools: &ToolRegistry, names: &[String]) -> Result<(), String> {
    let all = tools.list();
    let group = |d: &ouzel_core::ToolDefinition| ouzel_agents::toolsets::group_name(d.category);
    let selects = |name: &str, d: &ouzel_core::ToolDefinition| {
        d.name == name
            || group(d) == Some(name)
            || (group(d).is_some_and(|g| name.strip_suffix("_ro") == Some(g)) && d.effects.is_read_only())
    };
    for name in names {
        if !all.iter().any(|d| selects(name, d)) {
            return Err(format!(
                "`tools` names `{name}`, which is neither a tool nor a toolset; tools: {}; toolsets: files, search, git, web, testing, scaffold (and each with `_ro`)",
                tools.names().join(", ")
            ));
        }
    }
    for d in &all {
        if !names.iter().any(|n| selects(n, d)) {
            tools.unregister(&d.name);
        }
    }
    Ok(())
}

/// Run limits from config (`[limits]`) over the defaults.
fn limits(config: &Config) -> Limits {
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

/// ouzel's own files: the data directory (sessions, checkpoints, logs) and a SQLite session
/// database kept elsewhere, with its write-ahead log.
fn own_files(config: &Config) -> Vec<PathBuf> {
    let mut own: Vec<PathBuf> = crate::data_dir().into_iter().collect();
    if let Ok(ouzel_store::SessionsDb::Sqlite(db)) = crate::sessions_db(config) {
        let name = db.file_name().unwrap_or_default().to_string_lossy().into_owned();
        for end in ["", "-wal", "-shm", "-journal"] {
            own.push(db.with_file_name(format!("{name}{end}")));
        }
    }
    own
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(text: &str) -> Config {
        Config::parse(text, Path::new("config.toml")).expect("config parses")
    }

    #[test]
    fn the_option_beats_config_and_config_beats_the_default() {
        let c = config("model = \"anthropic/claude-sonnet-4-5\"\n[sandbox]\nmode = \"read-only\"\n");
        let mut opts = RunOptions::new(".");
        opts.model = Some("ollama/llama3".into());
        let setup = Setup::new(&c, &opts);
        assert_eq!(setup.model(), "ollama/llama3");
        assert_eq!(setup.sandbox_mode(), SandboxMode::ReadOnly);
        opts.sandbox = Some(SandboxMode::DangerFullAccess);
        assert_eq!(Setup::new(&c, &opts).sandbox_mode(), SandboxMode::DangerFullAccess);
        assert_eq!(
            Setup::new(&Config::default(), &RunOptions::new(".")).sandbox_mode(),
            SandboxMode::WorkspaceWrite
        );
    }

    #[test]
    fn the_resolved_model_carries_its_endpoint_and_configured_parameters() {
        let c = config(
            "[providers.box]\nwire = \"openai-chat\"\nbase_url = \"http://box:8000/v1\"\n\
             [providers.box.models.\"meta/llama\"]\ntemperature = 0.2\n",
        );
        let mut opts = RunOptions::new(".");
        opts.model = Some("box/meta/llama".into());
        let model = Setup::new(&c, &opts).resolve_model().expect("resolves");
        assert_eq!(
            (model.id.as_str(), model.name.as_str()),
            ("box/meta/llama", "meta/llama")
        );
        assert_eq!(model.provider.base_url, "http://box:8000/v1");
        assert_eq!(model.params.temperature, Some(0.2));
        opts.base_url = Some("http://elsewhere/v1".into());
        let model = Setup::new(&c, &opts).resolve_model().expect("resolves");
        assert_eq!(model.provider.base_url, "http://elsewhere/v1", "--base-url wins");
    }

    #[test]
    fn a_bad_model_fails_when_used_not_when_resolving_the_rest() {
        let mut opts = RunOptions::new(".");
        opts.model = Some("nope/model".into());
        let setup = Setup::new(&Config::default(), &opts);
        assert_eq!(setup.limits(), &Limits::default());
        let err = setup.resolve_model().expect_err("unknown provider");
        let msg = err.to_string();
        assert!(
            msg.contains("`nope/model`") && msg.contains("known providers: anthropic, azure"),
            "{msg}"
        );
    }

    #[test]
    fn limits_come_from_config_over_the_defaults() {
        let c = config("[limits]\nmax_iterations = 7\nmax_duration_secs = 60\n");
        let limits = Setup::new(&c, &RunOptions::new(".")).limits().clone();
        assert_eq!(limits.max_iterations, 7);
        assert_eq!(limits.max_duration, Some(Duration::from_secs(60)));
        assert_eq!(limits.max_tokens, Limits::default().max_tokens);
    }
}
