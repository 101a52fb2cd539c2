//! The name registry (agents, tools and toolsets in one namespace), linking, and running:
//! agents called as tools ([`AgentTool`]), entry agents, and entry functions that call agents
//! through a [`CallContext`].

use crate::manifest::DEFAULT_MAX_DEPTH;
use crate::spec::AgentSpec;
use crate::toolsets::{self, Piece, Toolset};
use ouzel_core::{
    Agent, AgentEvent, AnswerCheck, CancellationToken, Effects, Emitter, Event, ExtraDir, FinishReason, Hooks, Limits,
    Origin, PendingCall, PermissionGate, Provider, Risk, SessionId, Tool, ToolCallId, ToolCategory, ToolContext,
    ToolDefinition, ToolError, ToolOutput, ToolRegistry, async_trait,
};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Weak};

/// Creates the model client for a `PROVIDER/MODEL` string (`None`: the default model).
/// Called when an agent is about to run, so unused models cost nothing. Give providers that
/// retry their own failed calls (the facade's are wrapped in `ouzel_llm::Retrying`): agents
/// do not retry model calls.
pub trait ModelSource: Send + Sync {
    /// The provider, or what to do to get one (a missing key, an unknown provider).
    fn provider(&self, model: Option<&str>) -> Result<Arc<dyn Provider>, String>;
}

impl<F> ModelSource for F
where
    F: Fn(Option<&str>) -> Result<Arc<dyn Provider>, String> + Send + Sync,
{
    fn provider(&self, model: Option<&str>) -> Result<Arc<dyn Provider>, String> {
        self(model)
    }
}

/// Turns an agent's `checks` into the check its answers must pass (the embedder runs the
/// commands, with its process runner).
pub trait ChecksFactory: Send + Sync {
    /// The check for these commands, run in `dir`.
    fn checks(&self, agent: &str, commands: &[String], dir: &Path) -> Arc<dyn AnswerCheck>;
}

/// What kind of thing a name stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// An agent (a `.agent` file or an [`AgentSpec`] from code).
    Agent,
    /// A tool.
    Tool,
    /// A group of tools.
    Toolset,
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Kind::Agent => "agent",
            Kind::Tool => "tool",
            Kind::Toolset => "toolset",
        })
    }
}

/// Where a name is listed: the project's agents first, then the built-in (and embedder's)
/// tools and toolsets, then what MCP servers bring. `ouzel agents list --kind` filters by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Group {
    /// An agent.
    Agent,
    /// A tool or toolset that is not from an MCP server.
    Tool,
    /// An MCP server (as a toolset) or one of its tools.
    Mcp,
}

impl std::fmt::Display for Group {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Group::Agent => "agent",
            Group::Tool => "tool",
            Group::Mcp => "mcp",
        })
    }
}

/// One name in the registry, for listings.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct NameEntry {
    /// The name.
    pub name: String,
    /// Agent, tool or toolset.
    pub kind: Kind,
    /// Where it is listed.
    pub group: Group,
    /// Where it comes from: the `.agent` file, `built-in`, `mcp`, or what the embedder said.
    pub source: String,
    /// The description.
    pub description: String,
}

/// Why a project could not be assembled.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LinkError {
    /// Two agents have the same name.
    #[error("agent `{name}` is defined twice: in {first} and in {second}; agent names must be unique")]
    DuplicateAgent {
        /// The name.
        name: String,
        /// Where it was first defined.
        first: String,
        /// Where again.
        second: String,
    },
    /// An agent lists a name that is neither an agent, a tool nor a toolset.
    #[error(
        "{source_file}: agent `{agent}` lists `{name}` in toolsets, but nothing has that name{hint}; known names: {known}"
    )]
    MissingName {
        /// The agent.
        agent: String,
        /// `; did you mean …?` when a known name is close.
        hint: String,
        /// Its file.
        source_file: String,
        /// The missing name.
        name: String,
        /// What exists.
        known: String,
    },
    /// An agent's toolsets cannot be combined.
    #[error("{source_file}: agent `{agent}`: {message}")]
    Toolsets {
        /// The agent.
        agent: String,
        /// Its file.
        source_file: String,
        /// What clashes.
        message: String,
    },
    /// An agent declares checks but nothing can run them.
    #[error("{source_file}: agent `{agent}` declares checks, but this runtime was given no ChecksFactory to run them")]
    NoCheckRunner {
        /// The agent.
        agent: String,
        /// Its file.
        source_file: String,
    },
}

/// Why a call by name failed.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum CallError {
    /// Nothing has that name.
    #[error("nothing is called `{name}`{hint}; known agents and tools: {known}")]
    UnknownName {
        /// The name.
        name: String,
        /// `; did you mean …?` when a known name is close.
        hint: String,
        /// What exists.
        known: String,
    },
    /// The name is a tool, where an agent was needed (an entry).
    #[error("`{name}` is a tool, not an agent")]
    NotAnAgent {
        /// The name.
        name: String,
    },
    /// The input does not match the agent's input schema. Nothing was sent to a model.
    #[error("the input for `{name}` does not match its input schema: {problems}. It takes {expected}")]
    InvalidInput {
        /// The agent or tool.
        name: String,
        /// What is wrong, by field.
        problems: String,
        /// What the schema expects, in short: each field with its type or allowed values.
        expected: String,
    },
    /// The agent could not be set up (no API key, a bad workspace).
    #[error("cannot start agent `{name}`: {message}")]
    Setup {
        /// The agent.
        name: String,
        /// What failed and what to do.
        message: String,
    },
    /// The call ran and failed; `message` is what the caller's model would have seen.
    #[error("{message}")]
    Failed {
        /// The agent or tool.
        name: String,
        /// What happened.
        message: String,
    },
}

/// Everything agents share in one run of a project: models, the permission gate, the
/// workspace, limits and how deep calls may nest.
#[derive(Clone)]
pub struct Environment {
    /// Creates model clients.
    pub models: Arc<dyn ModelSource>,
    /// The one gate every call at every depth goes through.
    pub gate: Arc<PermissionGate>,
    /// Hooks around every call at every depth (and around each agent's run).
    pub hooks: Vec<Arc<dyn Hooks>>,
    /// The project root: every agent's workspace.
    pub workspace: PathBuf,
    /// Directories outside the workspace file tools may use.
    pub extra_dirs: Vec<ExtraDir>,
    /// Limits for agents that don't set their own (`max_iterations` and `max_tokens` in a
    /// `.agent` file override these).
    pub limits: Limits,
    /// How deep agents may call agents (the entry's direct calls are depth 1).
    pub max_depth: usize,
    /// Runs agents' `checks`.
    pub checks: Option<Arc<dyn ChecksFactory>>,
}

impl Environment {
    /// An environment with default limits, max depth 5 and no check runner.
    pub fn new(models: Arc<dyn ModelSource>, gate: Arc<PermissionGate>, workspace: impl Into<PathBuf>) -> Self {
        Self {
            models,
            gate,
            hooks: Vec::new(),
            workspace: workspace.into(),
            extra_dirs: Vec::new(),
            limits: Limits::default(),
            max_depth: DEFAULT_MAX_DEPTH,
            checks: None,
        }
    }
}

/// Collects agents, tools and toolsets by name; [`Registry::link`] then checks every name an
/// agent lists and gives a [`Runtime`]. Names may be used before they are registered (late
/// binding): only linking looks them up.
#[derive(Default)]
pub struct Registry {
    tools: ToolRegistry,
    agents: BTreeMap<String, AgentSpec>,
    toolsets: BTreeMap<String, (Toolset, String)>,
    sources: BTreeMap<String, String>,
}

impl Registry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// A registry over a shared tool registry: its tools are the registry's tools, and tools
    /// registered into it later (an MCP server that finished starting) are seen too. Agents
    /// join it as tools when linked.
    pub fn with_tools(tools: ToolRegistry) -> Self {
        Self {
            tools,
            ..Self::default()
        }
    }

    /// Adds an agent. A tool of the same name, registered before or after, replaces it for
    /// every caller (the agent is "stabilised" into code).
    pub fn add_agent(&mut self, spec: AgentSpec) -> Result<(), LinkError> {
        if let Some(first) = self.agents.get(&spec.name) {
            return Err(LinkError::DuplicateAgent {
                name: spec.name.clone(),
                first: source_of(first),
                second: source_of(&spec),
            });
        }
        self.agents.insert(spec.name.clone(), spec);
        Ok(())
    }

    /// Adds a tool; `source` is shown by listings.
    pub fn add_tool(&mut self, tool: Arc<dyn Tool>, source: impl Into<String>) {
        self.sources.insert(tool.definition().name.clone(), source.into());
        self.tools.register_arc(tool);
    }

    /// Adds a toolset; `source` is shown by listings.
    pub fn add_toolset(&mut self, name: impl Into<String>, toolset: Toolset, source: impl Into<String>) {
        self.toolsets.insert(name.into(), (toolset, source.into()));
    }

    /// Adds the built-in toolsets for the tools registered so far (see [`toolsets`]).
    pub fn add_builtin_toolsets(&mut self, project_root: &Path, cwd: &Path) {
        let defs: Vec<ToolDefinition> = self
            .tools
            .list()
            .into_iter()
            .filter(|d| d.category != ToolCategory::Agent)
            .collect();
        for (name, set) in toolsets::builtin(&defs, project_root, cwd) {
            self.add_toolset(name, set, "built-in");
        }
    }

    /// The agents registered so far.
    pub fn agents(&self) -> impl Iterator<Item = &AgentSpec> {
        self.agents.values()
    }

    /// Every name in listing order: by [`Group`] (agents, then built-in and embedder's names,
    /// then MCP), then [`Kind`] (tools before toolsets), then name. A tool that replaces an agent is
    /// listed as the tool.
    pub fn entries(&self) -> Vec<NameEntry> {
        let mut out: BTreeMap<String, NameEntry> = BTreeMap::new();
        for spec in self.agents.values() {
            out.insert(
                spec.name.clone(),
                NameEntry {
                    name: spec.name.clone(),
                    kind: Kind::Agent,
                    group: Group::Agent,
                    source: source_of(spec),
                    description: spec.description.clone(),
                },
            );
        }
        for def in self.tools.list() {
            if def.category == ToolCategory::Agent && self.agents.contains_key(&def.name) {
                continue;
            }
            let source = self
                .sources
                .get(&def.name)
                .cloned()
                .unwrap_or_else(|| match def.origin {
                    Origin::Mcp { .. } => "mcp".into(),
                    _ => "built-in".into(),
                });
            out.insert(
                def.name.clone(),
                NameEntry {
                    name: def.name.clone(),
                    kind: Kind::Tool,
                    group: match def.origin {
                        Origin::Mcp { .. } => Group::Mcp,
                        _ => Group::Tool,
                    },
                    source,
                    description: def.description.clone(),
                },
            );
        }
        for (name, (set, source)) in &self.toolsets {
            out.entry(name.clone()).or_insert_with(|| NameEntry {
                name: name.clone(),
                kind: Kind::Toolset,
                group: match set {
                    Toolset::McpServer(_) => Group::Mcp,
                    _ => Group::Tool,
                },
                source: source.clone(),
                description: set.describe(),
            });
        }
        let mut out: Vec<NameEntry> = out.into_values().collect();
        // Stable: names stay sorted within each group and kind.
        out.sort_by_key(|e| (e.group, e.kind));
        out
    }

    /// Checks every name each agent lists, registers each agent (not replaced by a tool) as
    /// a tool, and gives the runtime.
    pub fn link(self, env: Environment) -> Result<Runtime, LinkError> {
        for spec in self.agents.values() {
            if !spec.checks.is_empty() && env.checks.is_none() {
                return Err(LinkError::NoCheckRunner {
                    agent: spec.name.clone(),
                    source_file: source_of(spec),
                });
            }
        }
        let shadowed: Vec<String> = self
            .agents
            .keys()
            .filter(|n| self.tools.get(n).is_some())
            .cloned()
            .collect();
        let inner = Arc::new_cyclic(|weak: &Weak<Inner>| {
            for spec in self.agents.values() {
                if !shadowed.contains(&spec.name) {
                    self.tools.register(AgentTool::new(spec, weak.clone()));
                }
            }
            Inner {
                tools: self.tools,
                agents: self.agents.into_iter().map(|(k, v)| (k, Arc::new(v))).collect(),
                toolsets: self.toolsets.into_iter().map(|(k, (t, _))| (k, t)).collect(),
                sources: self.sources,
                env,
            }
        });
        let runtime = Runtime { inner };
        for spec in runtime.inner.agents.values() {
            runtime.pieces(spec)?;
        }
        Ok(runtime)
    }
}

fn source_of(spec: &AgentSpec) -> String {
    spec.source
        .as_ref()
        .map_or_else(|| "code".to_owned(), |p| p.display().to_string())
}

struct Inner {
    tools: ToolRegistry,
    agents: BTreeMap<String, Arc<AgentSpec>>,
    toolsets: BTreeMap<String, Toolset>,
    sources: BTreeMap<String, String>,
    env: Environment,
}

/// A linked project: run agents by name, at the top level or nested. Cheap to clone.
#[derive(Clone)]
pub struct Runtime {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime")
            .field("agents", &self.inner.agents.keys().collect::<Vec<_>>())
            .field("tools", &self.inner.tools.names())
            .finish_non_exhaustive()
    }
}

impl Runtime {
    /// The shared name registry: tools, and agents as tools. Registering a tool here under
    /// an agent's name replaces the agent for every caller from the next call on.
    pub fn tools(&self) -> &ToolRegistry {
        &self.inner.tools
    }

    /// The agent spec of a name.
    pub fn spec(&self, name: &str) -> Option<&AgentSpec> {
        self.inner.agents.get(name).map(Arc::as_ref)
    }

    /// The environment agents run in.
    pub fn environment(&self) -> &Environment {
        &self.inner.env
    }

    /// Every name, as [`Registry::entries`] lists them.
    pub fn entries(&self) -> Vec<NameEntry> {
        let mut registry = Registry::with_tools(self.inner.tools.clone());
        registry.sources = self.inner.sources.clone();
        registry.agents = self
            .inner
            .agents
            .iter()
            .map(|(k, v)| (k.clone(), (**v).clone()))
            .collect();
        registry.toolsets = self
            .inner
            .toolsets
            .iter()
            .map(|(k, v)| (k.clone(), (v.clone(), "built-in".to_owned())))
            .collect();
        registry.entries()
    }

    /// Checks an input against the agent's (or tool's) input schema; nothing is sent anywhere.
    pub fn check_input(&self, name: &str, input: &Value) -> Result<(), CallError> {
        let schema = match self.inner.tools.get(name) {
            Some(t) => t.definition().input_schema.clone(),
            None => match self.spec(name) {
                Some(s) => s.input_schema.clone().into(),
                None => return Err(self.unknown(name)),
            },
        };
        ouzel_core::check_output(&schema, input).map_err(|problems| CallError::InvalidInput {
            name: name.to_owned(),
            problems,
            expected: schema_summary(&schema),
        })
    }

    /// The agent's first message for this input, after checking it against the schema.
    pub fn prepare_input(&self, name: &str, input: &Value) -> Result<String, CallError> {
        let spec = self.agent_spec(name)?;
        self.check_input(name, input)?;
        Ok(spec.render_input(input))
    }

    /// Creates every model client the agents name, so a missing key shows before anything
    /// runs rather than at the first call of the agent that needs it.
    pub fn check_models(&self) -> Result<(), CallError> {
        for spec in self.inner.agents.values() {
            self.inner
                .env
                .models
                .provider(spec.model.as_deref())
                .map_err(|message| CallError::Setup {
                    name: spec.name.clone(),
                    message,
                })?;
        }
        Ok(())
    }

    /// A ready agent for a name, with a fresh history: its own tools, the shared gate, its
    /// limits, output schema and checks. The entry runs this with [`Agent::run`].
    pub fn agent(&self, name: &str) -> Result<Agent, CallError> {
        self.agent_with(name, |b| b)
    }

    /// [`Self::agent`], with `finish` adding to the builder last: a session and store for the
    /// entry of a run that is saved (`ouzel run`), which agents called as tools never get.
    pub fn agent_with(
        &self,
        name: &str,
        finish: impl FnOnce(ouzel_core::AgentBuilder) -> ouzel_core::AgentBuilder,
    ) -> Result<Agent, CallError> {
        let spec = self.agent_spec(name)?;
        let setup = |message: String| CallError::Setup {
            name: name.to_owned(),
            message,
        };
        let env = &self.inner.env;
        let provider = env.models.provider(spec.model.as_deref()).map_err(setup)?;
        let tools = ToolRegistry::new();
        for t in self.pieces(spec).map_err(|e| setup(e.to_string()))? {
            tools.register_arc(t);
        }
        let mut limits = env.limits.clone();
        if let Some(n) = spec.max_iterations {
            limits.max_iterations = n;
        }
        if let Some(n) = spec.max_tokens {
            limits.max_tokens = Some(n);
        }
        let mut builder = Agent::builder()
            .provider(provider)
            .tools(tools)
            .gate(env.gate.clone())
            .system_prompt(spec.instructions.clone())
            .workspace(&env.workspace)
            .extra_dirs(env.extra_dirs.clone())
            .limits(limits)
            .params(spec.params.clone());
        for hooks in &env.hooks {
            builder = builder.hooks(hooks.clone());
        }
        if let Some(schema) = &spec.output_schema {
            builder = builder.output_schema(schema.clone());
        }
        if !spec.checks.is_empty() {
            let factory = env
                .checks
                .as_ref()
                .ok_or_else(|| setup("it declares checks and nothing can run them".into()))?;
            builder = builder.answer_check(
                factory.checks(&spec.name, &spec.checks, &env.workspace),
                spec.check_retries,
            );
        }
        finish(builder).build().map_err(|e| setup(e.to_string()))
    }

    /// A context for trusted code (an entry function) to call agents and tools by name at
    /// the top level of the run whose events go to `events`.
    pub fn context(&self, events: Emitter, cancel: CancellationToken) -> CallContext {
        CallContext {
            runtime: self.clone(),
            events,
            cancel,
        }
    }

    /// Runs an entry function: trusted code that owns control flow and calls agents through
    /// the context. Its calls' events arrive on the returned stream; the function's result on
    /// its handle.
    pub fn run_function<F, Fut>(&self, input: Value, entry: F) -> FunctionRun
    where
        F: FnOnce(Value, CallContext) -> Fut + Send + 'static,
        Fut: std::future::Future<Output = Result<Value, CallError>> + Send + 'static,
    {
        let (events, rx) = Emitter::channel();
        let cancel = CancellationToken::new();
        let ctx = self.context(events, cancel.clone());
        let result = tokio::spawn(entry(input, ctx));
        FunctionRun {
            events: rx,
            result,
            cancel,
        }
    }

    fn agent_spec(&self, name: &str) -> Result<&AgentSpec, CallError> {
        match self.spec(name) {
            Some(s) => Ok(s),
            None if self.inner.tools.get(name).is_some() => Err(CallError::NotAnAgent { name: name.to_owned() }),
            None => Err(self.unknown(name)),
        }
    }

    fn unknown(&self, name: &str) -> CallError {
        let names = self.inner.tools.names();
        CallError::UnknownName {
            hint: ouzel_core::suggest::hint(name, names.iter().map(String::as_str)),
            name: name.to_owned(),
            known: self.inner.tools.names().join(", "),
        }
    }

    /// `; did you mean …?` for a name no tool, agent or toolset has.
    fn name_hint(&self, name: &str) -> String {
        let names: Vec<String> = self.inner.tools.names();
        let sets = self.inner.toolsets.keys().map(String::as_str);
        ouzel_core::suggest::hint(name, names.iter().map(String::as_str).chain(sets))
    }

    fn known_names(&self) -> String {
        let mut names: Vec<String> = self.inner.tools.names();
        names.extend(self.inner.toolsets.keys().cloned());
        names.sort();
        names.dedup();
        names.join(", ")
    }

    /// The tools an agent gets, looked up now (so tools that replaced agents, or MCP tools
    /// that arrived since linking, are what it sees).
    fn pieces(&self, spec: &AgentSpec) -> Result<Vec<Arc<dyn Tool>>, LinkError> {
        let inner = &self.inner;
        let all: Vec<Arc<dyn Tool>> = inner
            .tools
            .names()
            .iter()
            .filter_map(|n| inner.tools.get(n))
            .filter(|t| t.definition().category != ToolCategory::Agent)
            .collect();
        let mut pieces: Vec<(Piece, String)> = Vec::new();
        for name in &spec.toolsets {
            if let Some(tool) = inner.tools.get(name) {
                pieces.push((Piece::Plain(tool), name.clone()));
                continue;
            }
            let Some(set) = inner.toolsets.get(name) else {
                return Err(LinkError::MissingName {
                    agent: spec.name.clone(),
                    source_file: source_of(spec),
                    hint: self.name_hint(name),
                    name: name.clone(),
                    known: self.known_names(),
                });
            };
            match set {
                Toolset::Rooted {
                    category,
                    read_only,
                    root,
                } => {
                    // Rooted at the agent's own workspace, a tool is just the tool.
                    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_owned());
                    let at_home = canonical(root) == canonical(&inner.env.workspace);
                    for t in all.iter().filter(|t| in_group(t.definition(), *category, *read_only)) {
                        let piece = if at_home {
                            Piece::Plain(t.clone())
                        } else {
                            Piece::Rooted(t.clone(), root.clone())
                        };
                        pieces.push((piece, name.clone()));
                    }
                }
                Toolset::Category { category, read_only } => {
                    for t in all.iter().filter(|t| in_group(t.definition(), *category, *read_only)) {
                        pieces.push((Piece::Plain(t.clone()), name.clone()));
                    }
                }
                Toolset::Shell(policy) => {
                    let shell =
                        all.iter()
                            .find(|t| toolsets::is_shell(t.definition()))
                            .ok_or_else(|| LinkError::Toolsets {
                                agent: spec.name.clone(),
                                source_file: source_of(spec),
                                message: format!("`{name}` needs a shell tool and there is none"),
                            })?;
                    pieces.push((Piece::Shell(shell.clone(), policy.clone()), name.clone()));
                }
                Toolset::McpServer(server) => {
                    for t in all
                        .iter()
                        .filter(|t| t.definition().origin.mcp_server() == Some(server.as_str()))
                    {
                        pieces.push((Piece::Plain(t.clone()), name.clone()));
                    }
                }
                Toolset::Tools(names) => {
                    for n in names {
                        let t = inner.tools.get(n).ok_or_else(|| LinkError::MissingName {
                            agent: spec.name.clone(),
                            source_file: source_of(spec),
                            hint: self.name_hint(n),
                            name: n.clone(),
                            known: self.known_names(),
                        })?;
                        pieces.push((Piece::Plain(t), name.clone()));
                    }
                }
            }
        }
        toolsets::assemble(pieces).map_err(|message| LinkError::Toolsets {
            agent: spec.name.clone(),
            source_file: source_of(spec),
            message,
        })
    }

    /// Runs the named agent as a call one level below `parent`: the depth limit, a fresh
    /// history, events nested under `segment`.
    async fn call_agent(
        &self,
        name: &str,
        input: &Value,
        parent: &Emitter,
        segment: String,
        cancel: CancellationToken,
    ) -> Result<ToolOutput, ToolError> {
        let depth = parent.depth() + 1;
        let max = self.inner.env.max_depth;
        if depth > max {
            return Err(ToolError::failed(format!(
                "`{name}` was not called: agents may call agents {max} levels deep (max_depth in ouzel.toml) and this call would be level {depth}. Finish with what you have, without calling `{name}`."
            )));
        }
        let spec = self.agent_spec(name).map_err(|e| ToolError::failed(e.to_string()))?;
        let text = spec.render_input(input);
        let agent = self.agent(name).map_err(|e| ToolError::failed(e.to_string()))?;
        let out = agent.run_nested(text, parent.nested(segment), cancel).await;
        let metadata = json!({"agent": name, "depth": depth, "usage": out.usage});
        match (out.reason, out.answer) {
            (FinishReason::Completed, Some(answer)) => {
                let content = if spec.output_schema.is_some() {
                    ouzel_core::parse_json_answer(&answer)
                        .map(|v| v.to_string())
                        .unwrap_or(answer)
                } else {
                    answer
                };
                Ok(ToolOutput::text(content).with_metadata(metadata))
            }
            (FinishReason::Cancelled, _) => Err(ToolError::Cancelled),
            (reason, _) => {
                let why = serde_json::to_value(reason)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default();
                Err(ToolError::failed(match out.error {
                    Some(e) => format!("agent `{name}` stopped without an answer ({why}): {e}"),
                    None => format!("agent `{name}` stopped without an answer ({why})"),
                }))
            }
        }
    }
}

fn in_group(d: &ToolDefinition, category: ToolCategory, read_only: bool) -> bool {
    d.category == category && (!read_only || d.effects.is_read_only())
}

/// An agent as a tool: its name, description and input schema are what the calling model
/// sees. A call runs the agent with a fresh history and its own toolsets, one level deeper,
/// on the caller's event stream and usage, through the same permission gate.
pub struct AgentTool {
    def: ToolDefinition,
    runtime: Weak<Inner>,
}

impl AgentTool {
    fn new(spec: &AgentSpec, runtime: Weak<Inner>) -> Self {
        // Low risk: the agent's own tool calls are each decided by the gate. Not read-only
        // and with effects the executor cannot see (its tools may write): it runs alone and
        // the caller's cached reads are dropped after it.
        let def = ToolDefinition::new(&spec.name, &spec.description, spec.input_schema.clone())
            .with_risk(Risk::Low)
            .with_category(ToolCategory::Agent)
            .with_origin(Origin::Agent)
            .with_effects(Effects::Unknown);
        Self { def, runtime }
    }
}

#[async_trait]
impl Tool for AgentTool {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let inner = self
            .runtime
            .upgrade()
            .ok_or_else(|| ToolError::failed(format!("agent `{}`: its project is no longer loaded", self.def.name)))?;
        let runtime = Runtime { inner };
        // Outside a run (a direct call) the nested events have nowhere to go but still run.
        let parent = ctx.events.clone().unwrap_or_else(|| Emitter::channel().0);
        let segment = format!("{}:{}", self.def.name, ctx.call_id);
        // A child token: the callee's own wall-clock limit cancels the callee, not this call.
        runtime
            .call_agent(&self.def.name, &input, &parent, segment, ctx.cancel.child_token())
            .await
    }

    fn touched_paths(&self, _input: &Value) -> Vec<PathBuf> {
        Vec::new()
    }
}

/// What trusted code (an entry function) calls agents and tools through. Calls are top-level
/// calls of the run: agents run one level down, every tool call goes through the gate.
#[derive(Clone)]
pub struct CallContext {
    runtime: Runtime,
    events: Emitter,
    cancel: CancellationToken,
}

impl CallContext {
    /// The runtime.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// The run's event stream.
    pub fn events(&self) -> &Emitter {
        &self.events
    }

    /// Fires when the run is cancelled.
    pub fn cancel_token(&self) -> &CancellationToken {
        &self.cancel
    }

    /// Calls an agent or a tool by name, the same whichever it is (llm-do's
    /// `call_agent(name, {"input": ...})`). The result is JSON when the answer is a JSON
    /// object or array (an agent with an output schema), else a string.
    pub async fn call(&self, name: &str, input: Value) -> Result<Value, CallError> {
        let tool = self
            .runtime
            .inner
            .tools
            .get(name)
            .ok_or_else(|| self.runtime.unknown(name))?;
        self.runtime.check_input(name, &input)?;
        let registry = ToolRegistry::new();
        registry.register_arc(tool);
        let env = &self.runtime.inner.env;
        let mut executor =
            ouzel_core::Executor::new(registry, env.gate.clone(), env.workspace.clone(), SessionId::generate())
                .with_tool_timeout(env.limits.tool_timeout)
                .with_extra_dirs(env.extra_dirs.clone());
        for hooks in &env.hooks {
            executor = executor.with_hooks(hooks.clone());
        }
        let id = ToolCallId::generate();
        self.events.emit(AgentEvent::ToolCall {
            id: id.clone(),
            name: name.to_owned(),
            input: input.clone(),
            repaired: false,
            recovered: false,
        });
        let call = PendingCall {
            id,
            name: name.to_owned(),
            input: Ok(input),
        };
        let results = executor
            .execute(std::slice::from_ref(&call), Vec::new(), &self.cancel, &self.events)
            .await;
        match results.into_iter().next() {
            Some(ouzel_core::ContentBlock::ToolResult {
                content,
                is_error: false,
                ..
            }) => Ok(match ouzel_core::parse_json_answer(&content) {
                Ok(v @ (Value::Object(_) | Value::Array(_))) => v,
                _ => Value::String(content),
            }),
            Some(ouzel_core::ContentBlock::ToolResult { content, .. }) => Err(CallError::Failed {
                name: name.to_owned(),
                message: content,
            }),
            _ => Err(CallError::Failed {
                name: name.to_owned(),
                message: format!("`{name}` returned no result"),
            }),
        }
    }
}

/// An entry function running: its events, and its result when it returns.
pub struct FunctionRun {
    /// Events of every call it makes (agents' events nested under their call).
    pub events: tokio::sync::mpsc::UnboundedReceiver<Event>,
    /// The function's result.
    pub result: tokio::task::JoinHandle<Result<Value, CallError>>,
    cancel: CancellationToken,
}

impl FunctionRun {
    /// Cancels the calls in progress.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }
}

/// What a schema expects, in a line: an object's fields with their types or allowed values and
/// which are required, rather than the whole schema.
fn schema_summary(schema: &Value) -> String {
    fn kind(s: &Value) -> String {
        if let Some(values) = s.get("enum").and_then(Value::as_array) {
            let listed: Vec<String> = values
                .iter()
                .map(|v| format!("`{}`", v.as_str().map_or_else(|| v.to_string(), str::to_owned)))
                .collect();
            return format!("one of {}", listed.join(", "));
        }
        match s.get("type").and_then(Value::as_str) {
            Some("string") => "text".into(),
            Some("integer") => "a whole number".into(),
            Some("number") => "a number".into(),
            Some("boolean") => "true or false".into(),
            Some("array") => "a list".into(),
            Some("object") => "an object".into(),
            _ => "any value".into(),
        }
    }
    let Some(props) = schema.get("properties").and_then(Value::as_object) else {
        return kind(schema);
    };
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let fields: Vec<String> = props
        .iter()
        .map(|(name, s)| {
            let req = if required.contains(&name.as_str()) {
                ", required"
            } else {
                ""
            };
            format!("`{name}` ({}{req})", kind(s))
        })
        .collect();
    if fields.is_empty() {
        "an object".into()
    } else {
        format!("an object with {}", fields.join("; "))
    }
}
