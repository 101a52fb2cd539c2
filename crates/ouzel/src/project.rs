//! Declarative agent projects (`ouzel run`): a manifest and `.agent` files, wired with the
//! same providers, built-in tools, MCP servers, permission gate and limits as `exec`.
//!
//! ```no_run
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! use ouzel::project::{EntryInput, Project};
//! let (config, _warnings) = ouzel::load_config(std::path::Path::new("examples/report"))?;
//! let opts = ouzel::RunOptions::new("examples/report");
//! let project = Project::open(&config, &opts)?.start().await?;
//! let input = serde_json::json!({"path": "notes.txt", "audience": "engineers"});
//! let (agent, message) = project.entry(EntryInput::Json(input))?;
//! let events = agent.run(message).collect_all().await;
//! # let _ = events; Ok(()) }
//! ```
//!
//! An embedding program can own control flow instead, calling agents by name from an entry
//! function: `project.runtime().run_function(input, |input, ctx| async move { ctx.call("analyzer", input).await })`.

use crate::providers::ModelResolver;
use crate::{Config, RunOptions, Setup, SetupError};
use ouzel_agents::{CallError, ChecksFactory, Entry, Environment, Manifest, NameEntry, Registry, Runtime, Toolset};
use ouzel_core::{Agent, AnswerCheck, CancellationToken, Provider, async_trait};
use ouzel_mcp::{McpManager, McpServerConfig};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Why a project cannot be opened or run. Each says what to do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ProjectError {
    /// The manifest or an `.agent` file is wrong, or a name does not resolve.
    #[error(transparent)]
    Project(#[from] ouzel_agents::ProjectError),
    /// Config, provider or key problems.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An `[mcp_servers.NAME]` entry of the manifest is wrong.
    #[error("{path}: [mcp_servers.{server}]: {message}")]
    McpServer {
        /// The manifest.
        path: PathBuf,
        /// The server.
        server: String,
        /// What is wrong.
        message: String,
    },
    /// The manifest has no entry.
    #[error("{dir}: the project has no entry; add `[entry]` with `agent = \"NAME\"` to {dir}/ouzel.toml")]
    NoEntry {
        /// The project directory.
        dir: PathBuf,
    },
    /// The entry is a Rust function, which only the program that registers it can run.
    #[error(
        "the entry is the Rust function `{name}`, which only a program that registers it can run: use the embedding API \
         (ouzel::project::EntryFunctions, then LoadedProject::run_entry_function), as crates/ouzel/examples/project_entry.rs does; \
         `ouzel run` runs `[entry] agent = \"NAME\"`"
    )]
    EntryFunction {
        /// The function's name.
        name: String,
    },
    /// The entry names a function the program did not register.
    #[error("the entry names the function `{name}`, which this program does not register; it registers: {known}")]
    UnregisteredFunction {
        /// The function's name.
        name: String,
        /// What is registered.
        known: String,
    },
    /// The entry names something that is not an agent, or the input does not fit it.
    #[error(transparent)]
    Call(#[from] CallError),
}

/// An entry function: trusted code that calls agents and tools by name through the context.
type EntryFn = dyn Fn(Value, ouzel_agents::CallContext) -> futures::future::BoxFuture<'static, Result<Value, CallError>>
    + Send
    + Sync;

/// The Rust functions a program offers as `[entry] function = "NAME"`.
#[derive(Clone, Default)]
pub struct EntryFunctions {
    functions: BTreeMap<String, Arc<EntryFn>>,
}

impl std::fmt::Debug for EntryFunctions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.functions.keys()).finish()
    }
}

impl EntryFunctions {
    /// No functions.
    pub fn new() -> Self {
        Self::default()
    }

    /// Offers `entry` as the function `name`: it gets the input (`{"input": PROMPT}` for a
    /// prompt) and a context whose `call(NAME, input)` runs an agent or tool by name.
    pub fn register<F, Fut>(mut self, name: impl Into<String>, entry: F) -> Self
    where
        F: Fn(Value, ouzel_agents::CallContext) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = Result<Value, CallError>> + Send + 'static,
    {
        let entry = Arc::new(entry);
        self.functions.insert(
            name.into(),
            Arc::new(move |input, ctx| {
                let entry = entry.clone();
                Box::pin(async move { entry(input, ctx).await })
            }),
        );
        self
    }
}

/// What the entry agent is given.
#[derive(Debug, Clone, PartialEq)]
pub enum EntryInput {
    /// A prompt: `{"input": PROMPT}` for an agent without an input schema.
    Text(String),
    /// Arguments checked against the entry agent's input schema.
    Json(Value),
}

/// A project opened but not started: its names are known, nothing runs yet (no MCP server
/// started, no model client created).
pub struct Project {
    manifest: Manifest,
    registry: Registry,
    tools: ouzel_core::ToolRegistry,
    servers: BTreeMap<String, McpServerConfig>,
    setup: Setup,
}

impl std::fmt::Debug for Project {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Project")
            .field("dir", &self.manifest.dir)
            .field("agents", &self.manifest.agents)
            .finish_non_exhaustive()
    }
}

impl Project {
    /// Opens the project in `opts.workspace`: its manifest, its `.agent` files, the built-in
    /// tools and toolsets, and the names of the MCP servers of config and manifest.
    pub fn open(config: &Config, opts: &RunOptions) -> Result<Self, ProjectError> {
        let manifest = Manifest::load_dir(&opts.workspace).map_err(ouzel_agents::ProjectError::from)?;
        let mut opts = opts.clone();
        opts.workspace = manifest.dir.clone();
        let setup = Setup::new(config, &opts);
        let tools = setup.tools();
        let mut registry = Registry::with_tools(tools.clone());
        ouzel_agents::load_agents(&manifest, &mut registry)?;
        let cwd = std::env::current_dir()
            .and_then(std::fs::canonicalize)
            .unwrap_or_else(|_| manifest.dir.clone());
        registry.add_builtin_toolsets(&manifest.dir, &cwd);
        let mut servers = config.mcp_servers.clone();
        let manifest_path = manifest.path.clone().unwrap_or_else(|| manifest.dir.join("ouzel.toml"));
        for (name, raw) in &manifest.mcp_servers {
            let server: McpServerConfig = serde_json::from_value(raw.clone()).map_err(|e| ProjectError::McpServer {
                path: manifest_path.clone(),
                server: name.clone(),
                message: e.to_string(),
            })?;
            servers.insert(name.clone(), server);
        }
        for name in servers.keys() {
            let source = if manifest.mcp_servers.contains_key(name) {
                format!("mcp: {}", manifest_path.display())
            } else {
                "mcp: config.toml".to_owned()
            };
            registry.add_toolset(name.clone(), Toolset::McpServer(name.clone()), source);
        }
        Ok(Self {
            manifest,
            registry,
            tools,
            servers,
            setup,
        })
    }

    /// The manifest.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// Config and run options, resolved once for the project's directory.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Every name agents can use: agents, tools and toolsets, with where each comes from.
    pub fn entries(&self) -> Vec<NameEntry> {
        self.registry.entries()
    }

    /// Starts the MCP servers that agents use (waiting for them, so their tools are there
    /// for the first call) and links the names.
    pub async fn start(self) -> Result<LoadedProject, ProjectError> {
        let Self {
            manifest,
            registry,
            tools,
            servers,
            setup,
        } = self;
        let used: std::collections::BTreeSet<&str> = registry
            .agents()
            .flat_map(|s| s.toolsets.iter().map(String::as_str))
            .collect();
        let mcp = if servers.keys().any(|s| used.contains(s.as_str())) {
            let manager = Arc::new(
                McpManager::new(&servers, &manifest.dir).with_child_hardening(ouzel_tools::sandbox::harden_child),
            );
            manager.start_all(&tools);
            manager.wait_started(Duration::from_secs(60)).await;
            Some(manager)
        } else {
            None
        };
        let mut env = Environment::new(
            Arc::new(Models::new(setup.models().clone(), setup.model().to_owned())),
            Arc::new(setup.gate()),
            &manifest.dir,
        );
        env.extra_dirs = setup.config().extra_dirs.clone();
        env.hooks = setup.hooks().into_iter().collect();
        env.limits = setup.limits().clone();
        env.max_depth = manifest.max_depth;
        env.checks = Some(Arc::new(CommandChecks {
            sandbox: setup.sandbox_spec(),
        }));
        let runtime = registry.link(env).map_err(ouzel_agents::ProjectError::from)?;
        Ok(LoadedProject {
            manifest,
            runtime,
            mcp,
            setup,
        })
    }
}

/// A started project: run its entry, or any agent by name.
pub struct LoadedProject {
    manifest: Manifest,
    runtime: Runtime,
    mcp: Option<Arc<McpManager>>,
    setup: Setup,
}

impl std::fmt::Debug for LoadedProject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoadedProject")
            .field("dir", &self.manifest.dir)
            .field("runtime", &self.runtime)
            .finish_non_exhaustive()
    }
}

impl LoadedProject {
    /// The manifest.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The runtime: agents by name, entry functions.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// The entry agent's name.
    pub fn entry_name(&self) -> Result<&str, ProjectError> {
        match &self.manifest.entry {
            Some(Entry::Agent(name)) => Ok(name),
            Some(Entry::Function(name)) => Err(ProjectError::EntryFunction { name: name.clone() }),
            None => Err(ProjectError::NoEntry {
                dir: self.manifest.dir.clone(),
            }),
        }
    }

    /// The entry agent and its first message, after checking the input against its schema
    /// and creating every model client the project needs (nothing is sent to a model yet).
    /// The agent keeps the project's MCP servers alive while it exists.
    pub fn entry(&self, input: EntryInput) -> Result<(Agent, String), ProjectError> {
        let name = self.entry_name()?;
        let value = match input {
            EntryInput::Text(t) => serde_json::json!({ "input": t }),
            EntryInput::Json(v) => v,
        };
        let message = self.runtime.prepare_input(name, &value)?;
        self.runtime.check_models()?;
        let agent = match self.session(name)? {
            None => self.runtime.agent(name)?,
            Some((id, history, store, lock)) => self
                .runtime
                .agent_with(name, |b| b.session(id, history).store(store).own(Arc::new(lock)))?,
        };
        Ok((agent, message))
    }

    /// The entry agent's session when the run is saved ([`RunOptions::persist`], as `exec`'s
    /// are): new, or the one `resume` names, in the session store of config. Agents called as
    /// tools are not saved on their own: their calls and results are in the entry's history.
    /// Blocks (SQLite).
    #[allow(clippy::type_complexity)]
    fn session(
        &self,
        entry: &str,
    ) -> Result<
        Option<(
            ouzel_core::SessionId,
            Vec<ouzel_core::Message>,
            Arc<dyn ouzel_core::SessionStore>,
            ouzel_store::SessionLock,
        )>,
        ProjectError,
    > {
        use crate::Resume;
        if !self.setup.persists() {
            return Ok(None);
        }
        let failed = |e: ouzel_core::StoreError| ProjectError::Setup(SetupError::Session(e.to_string()));
        let store = crate::open_store(self.setup.config())?;
        let workspace = std::fs::canonicalize(&self.manifest.dir).unwrap_or_else(|_| self.manifest.dir.clone());
        // The session is this process's while the agent runs it (see `ouzel_store::SessionLock`);
        // locked before its history is read.
        let lock = |id: &ouzel_core::SessionId| {
            store.lock_session(id).map_err(|e| {
                ProjectError::Setup(match e {
                    e @ ouzel_store::LockError::InUse { .. } => SetupError::SessionInUse {
                        session: id.clone(),
                        message: e.to_string(),
                    },
                    other => SetupError::Session(other.to_string()),
                })
            })
        };
        let (id, history, held) = match self.setup.resume() {
            Resume::New => {
                let id = ouzel_core::SessionId::generate();
                let held = lock(&id)?;
                (id, Vec::new(), held)
            }
            Resume::Id(prefix) => {
                let id = store.resolve_prefix(prefix).map_err(failed)?;
                let held = lock(&id)?;
                let history = store.load_messages(&id).map_err(failed)?;
                (id, history, held)
            }
            Resume::Latest => {
                let id = store.latest_for_workspace(&workspace).map_err(failed)?.ok_or_else(|| {
                    ProjectError::Setup(SetupError::Session(format!(
                        "no saved session for project {}; start one without --continue",
                        workspace.display()
                    )))
                })?;
                let held = lock(&id)?;
                let history = store.load_messages(&id).map_err(failed)?;
                (id, history, held)
            }
        };
        let model = self
            .runtime
            .spec(entry)
            .and_then(|s| s.model.clone())
            .unwrap_or_else(|| self.setup.model().to_owned());
        store.create_session(&id, &workspace, &model).map_err(failed)?;
        Ok(Some((id, history, Arc::new(store), held)))
    }

    /// Runs the entry when it is `[entry] function = "NAME"`: the function `functions` registers
    /// under that name, given the input. Its calls' events arrive on the returned run, its
    /// result on the run's handle.
    pub fn run_entry_function(
        &self,
        functions: &EntryFunctions,
        input: EntryInput,
    ) -> Result<ouzel_agents::FunctionRun, ProjectError> {
        let name = match &self.manifest.entry {
            Some(Entry::Function(name)) => name,
            Some(Entry::Agent(name)) => {
                return Err(ProjectError::Call(CallError::Failed {
                    name: name.clone(),
                    message: "the entry is an agent, not a function: run it with LoadedProject::entry".into(),
                }));
            }
            None => {
                return Err(ProjectError::NoEntry {
                    dir: self.manifest.dir.clone(),
                });
            }
        };
        let entry = functions
            .functions
            .get(name)
            .ok_or_else(|| ProjectError::UnregisteredFunction {
                name: name.clone(),
                known: if functions.functions.is_empty() {
                    "nothing".into()
                } else {
                    functions.functions.keys().cloned().collect::<Vec<_>>().join(", ")
                },
            })?
            .clone();
        self.runtime.check_models()?;
        let value = match input {
            EntryInput::Text(t) => serde_json::json!({ "input": t }),
            EntryInput::Json(v) => v,
        };
        Ok(self.runtime.run_function(value, move |input, ctx| entry(input, ctx)))
    }

    /// Stops the MCP servers.
    pub async fn shutdown(&self) {
        if let Some(m) = &self.mcp {
            m.shutdown().await;
        }
    }
}

/// Model clients by model string, created on first use and shared.
struct Models {
    resolver: ModelResolver,
    /// The model in force for agents that name none.
    default: String,
    cache: Mutex<HashMap<String, Arc<dyn Provider>>>,
}

impl Models {
    fn new(resolver: ModelResolver, default: String) -> Self {
        Self {
            resolver,
            default,
            cache: Mutex::new(HashMap::new()),
        }
    }
}

impl ouzel_agents::ModelSource for Models {
    fn provider(&self, model: Option<&str>) -> Result<Arc<dyn Provider>, String> {
        // An agent's own model wins; otherwise -m, OUZEL_MODEL, config, the default.
        let model = model.unwrap_or(&self.default);
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = cache.get(model) {
            return Ok(p.clone());
        }
        let provider = self.resolver.provider(model).map_err(|e| e.to_string())?;
        cache.insert(model.to_owned(), provider.clone());
        Ok(provider)
    }
}

/// Runs an agent's `checks` as shell commands in the project directory, through the same
/// process runner and OS sandbox as the shell tool (own process group, capped output, timeout;
/// `workspace-write` by default, network as `[sandbox] network` says). The answer being checked
/// is in the file named by `OUZEL_ANSWER_FILE`.
struct CommandChecks {
    /// The sandbox; `None` in `danger-full-access` (or without kernel support).
    sandbox: Option<ouzel_tools::sandbox::SandboxSpec>,
}

impl ChecksFactory for CommandChecks {
    fn checks(&self, agent: &str, commands: &[String], dir: &Path) -> Arc<dyn AnswerCheck> {
        Arc::new(ShellChecks {
            agent: agent.to_owned(),
            commands: commands.to_vec(),
            dir: dir.to_owned(),
            sandbox: self.sandbox.clone(),
        })
    }
}

struct ShellChecks {
    agent: String,
    commands: Vec<String>,
    dir: PathBuf,
    sandbox: Option<ouzel_tools::sandbox::SandboxSpec>,
}

/// How long one check may run.
const CHECK_TIMEOUT: Duration = Duration::from_secs(600);
/// Output of a failing check shown to the model.
const CHECK_OUTPUT_CAP: usize = 8 * 1024;

#[async_trait]
impl AnswerCheck for ShellChecks {
    async fn check(&self, answer: &str, cancel: &CancellationToken) -> Result<(), String> {
        let file = tempfile::Builder::new()
            .prefix("ouzel-answer-")
            .tempfile()
            .map_err(|e| format!("cannot write the answer for the checks of `{}`: {e}", self.agent))?;
        std::fs::write(file.path(), answer)
            .map_err(|e| format!("cannot write the answer for the checks of `{}`: {e}", self.agent))?;
        let limits = ouzel_tools::process::RunOptions {
            timeout: CHECK_TIMEOUT,
            output_cap: CHECK_OUTPUT_CAP,
            ..Default::default()
        };
        for command in &self.commands {
            let mut cmd = tokio::process::Command::new("sh");
            cmd.arg("-c")
                .arg(command)
                .current_dir(&self.dir)
                .env(crate::env::OUZEL_ANSWER_FILE, file.path());
            let mut guard = None;
            let confinement = if let Some(spec) = &self.sandbox {
                let policy = spec.policy(&self.dir);
                let confinement = ouzel_tools::sandbox::confine(&mut cmd, &policy)
                    .map_err(|e| format!("the check `{command}` could not start: {e}"))?;
                guard = Some(confinement.creation_guard());
                confinement
            } else {
                ouzel_tools::sandbox::hardened()
            };
            let out = ouzel_tools::process::run(cmd, confinement, &limits, cancel).await;
            // Protected files a check created go, as after a shell command.
            let removed = match guard {
                Some(g) => g.undo_async().await,
                None => Vec::new(),
            };
            let out = out.map_err(|e| format!("the check `{command}` could not start: {e}"))?;
            if let Some(note) = ouzel_tools::sandbox::CreationGuard::report(&removed) {
                return Err(format!("`{command}`: {note}"));
            }
            use ouzel_tools::process::Termination;
            let status = match out.termination {
                Termination::Exited { code: Some(0), .. } => continue,
                Termination::Exited { code: Some(c), .. } => format!("exited with {c}"),
                Termination::Exited { signal, .. } => format!("was killed by signal {}", signal.unwrap_or(0)),
                Termination::TimedOut => format!("timed out after {} s", CHECK_TIMEOUT.as_secs()),
                Termination::Cancelled => return Err("the checks were cancelled".into()),
            };
            let mut report = format!("`{command}` {status}");
            for (label, stream) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
                if !stream.is_empty() {
                    report.push_str(&format!("\n{label}:\n{}", stream.render().trim_end()));
                }
            }
            return Err(report);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn checks_run_in_the_project_dir_see_the_answer_and_report_failures() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("present.txt"), "x").unwrap();
        let checks = CommandChecks { sandbox: None }.checks(
            "writer",
            &[
                "test -f present.txt".into(),
                "grep -q DONE \"$OUZEL_ANSWER_FILE\" || { echo 'answer lacks DONE'; exit 3; }".into(),
            ],
            dir.path(),
        );
        let cancel = CancellationToken::new();
        assert_eq!(checks.check("all DONE", &cancel).await, Ok(()));
        let err = checks.check("not yet", &cancel).await.unwrap_err();
        assert!(
            err.contains("exited with 3") && err.contains("answer lacks DONE"),
            "{err}"
        );
    }

    #[tokio::test]
    async fn checks_run_in_the_sandbox_and_cannot_write_outside_the_workspace() {
        use ouzel_tools::sandbox::{SandboxMode, SandboxSpec, supported};
        if !supported() {
            println!("SKIPPED: no Landlock here (the start notice says checks run unconfined)");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let outside = std::path::Path::new("/var/tmp").join(format!("ouzel-check-escape-{}", std::process::id()));
        let checks = CommandChecks {
            sandbox: Some(SandboxSpec::new(SandboxMode::WorkspaceWrite)),
        }
        .checks(
            "writer",
            &[
                "echo inside > inside.txt".into(),
                format!("echo x > {}", outside.display()),
            ],
            dir.path(),
        );
        let cancel = CancellationToken::new();
        let err = checks.check("answer", &cancel).await.unwrap_err();
        assert!(
            err.contains("exited with") && err.contains("Permission denied"),
            "{err}"
        );
        assert!(!outside.exists(), "a check wrote outside the workspace");
        assert!(dir.path().join("inside.txt").exists(), "the workspace stays writable");
        // The same check without the sandbox (danger-full-access) writes there: the control.
        let unconfined =
            CommandChecks { sandbox: None }.checks("writer", &[format!("echo x > {}", outside.display())], dir.path());
        assert_eq!(unconfined.check("answer", &cancel).await, Ok(()));
        assert!(outside.exists());
        std::fs::remove_file(outside).unwrap();
    }
}
