//! The MCP client: configured servers started in the background, their tools registered as
//! `SERVER__TOOL`, restarted on the next use after a crash.

use crate::config::McpServerConfig;
use ouzel_core::{
    Effects, Origin, Risk, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, ToolRegistry,
    async_trait,
};
use rmcp::model::{
    CallToolRequest, CallToolRequestParams, CancelledNotificationParam, ClientCapabilities, ClientConfig,
    ClientRequest, Implementation, ServerResult,
};
use rmcp::service::{NotificationContext, Peer, PeerRequestOptions, RoleClient, RunningService};
use rmcp::{ClientHandler, ServiceError, ServiceExt};
use serde_json::Value;
use std::collections::{BTreeMap, VecDeque};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;
use tokio::io::AsyncBufReadExt;
use tokio::task::{JoinHandle, JoinSet};

/// Lines of a server's stderr kept for error messages.
const STDERR_LINES: usize = 20;
/// Longest tool name providers accept.
const MAX_TOOL_NAME: usize = 64;

/// Where a configured server is.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ServerState {
    /// `enabled = false`.
    Disabled,
    /// Starting; its tools are not registered yet.
    Starting,
    /// Running; these tools (as registered, `SERVER__TOOL`) are available.
    Ready {
        /// The registered names.
        tools: Vec<String>,
    },
    /// Could not start, or stopped; the message says why and what to check.
    Failed {
        /// What happened.
        message: String,
    },
    /// The server requires OAuth and has no valid tokens: `ouzel mcp login NAME` fixes it.
    NeedsLogin {
        /// What happened, with the command to run.
        message: String,
    },
}

/// A server's name, what it runs and its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerStatus {
    /// The config name.
    pub name: String,
    /// The command line or URL.
    pub target: String,
    /// The state.
    pub state: ServerState,
}

/// The registered name of a server's tool: `SERVER__TOOL`, with characters providers reject
/// replaced. A name over 64 characters keeps its first 55 and ends in `_` and 8 hex digits
/// of a hash of the whole name, so two long names of one server stay two tools.
pub fn qualified_name(server: &str, tool: &str) -> String {
    let raw = format!("{server}__{tool}");
    let name: String = raw
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if name.len() <= MAX_TOOL_NAME {
        name
    } else {
        hashed(&name, &raw)
    }
}

/// `name` cut to leave room for `_` and a hash of `raw` (the name before it was made safe):
/// distinct for distinct `raw`, the same on every run.
fn hashed(name: &str, raw: &str) -> String {
    // FNV-1a: stable across runs and versions, unlike std's hasher.
    let hash = raw.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let keep: String = name.chars().take(MAX_TOOL_NAME - 9).collect();
    format!("{keep}_{:08x}", hash as u32)
}

/// What [`McpManager::with_child_hardening`] applies to a stdio server's command.
pub type ChildHardening = fn(&mut tokio::process::Command);

/// Starts configured MCP servers and keeps their tools in a registry.
pub struct McpManager {
    connections: Vec<Arc<Connection>>,
    tasks: Mutex<JoinSet<()>>,
}

impl std::fmt::Debug for McpManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.connections.iter().map(|c| &c.name))
            .finish()
    }
}

impl McpManager {
    /// A manager for these servers; stdio servers without `cwd` run in `workspace`.
    /// Nothing starts until [`Self::start_all`].
    pub fn new(servers: &BTreeMap<String, McpServerConfig>, workspace: impl Into<PathBuf>) -> Self {
        let workspace = workspace.into();
        let connections = servers
            .iter()
            .map(|(name, config)| {
                let state = match config.validate(name) {
                    Err(e) => ServerState::Failed { message: e.to_string() },
                    Ok(()) if !config.enabled => ServerState::Disabled,
                    Ok(()) => ServerState::Starting,
                };
                Arc::new(Connection {
                    name: name.clone(),
                    config: config.clone(),
                    workspace: workspace.clone(),
                    state: Mutex::new(state),
                    live: tokio::sync::Mutex::new(None),
                    stderr: Arc::new(Mutex::new(VecDeque::new())),
                    registry: Mutex::new(None),
                    registered: Mutex::new(Vec::new()),
                    refresh: Mutex::new(None),
                    changed: tokio::sync::Notify::new(),
                    auth_dir: std::sync::OnceLock::new(),
                    harden: std::sync::OnceLock::new(),
                    needs_login: std::sync::atomic::AtomicBool::new(false),
                })
            })
            .collect();
        Self {
            connections,
            tasks: Mutex::new(JoinSet::new()),
        }
    }

    /// Keeps OAuth tokens of remote servers under `dir` (one owner-only file per server, see
    /// [`crate::oauth`]); without it, servers that need OAuth report [`ServerState::NeedsLogin`].
    pub fn with_auth_dir(self, dir: impl Into<PathBuf>) -> Self {
        let dir = dir.into();
        for conn in &self.connections {
            let _ = conn.auth_dir.set(dir.clone());
        }
        self
    }

    /// Applies `harden` to the command of every stdio server before it starts: the embedder's
    /// way to make servers die with it (the `ouzel` binary passes the sandbox module's
    /// `harden_child`: `PR_SET_PDEATHSIG` and its watched cgroup). Without it a server outlives a
    /// `kill -9` of the process that started it unless it ends when its stdin closes.
    pub fn with_child_hardening(self, harden: ChildHardening) -> Self {
        for conn in &self.connections {
            let _ = conn.harden.set(harden);
        }
        self
    }

    /// Starts every enabled server concurrently and returns at once; each server's tools join
    /// `registry` when it is ready (or never, after its startup timeout, with its state saying why).
    pub fn start_all(&self, registry: &ToolRegistry) {
        let mut tasks = self.tasks.lock().unwrap_or_else(|e| e.into_inner());
        for conn in &self.connections {
            *conn.registry.lock().unwrap_or_else(|e| e.into_inner()) = Some(registry.clone());
            if conn.state() != ServerState::Starting {
                continue;
            }
            let conn = conn.clone();
            tasks.spawn(async move {
                if let Err(message) = conn.ensure_live().await {
                    conn.set_state(conn.failed(message));
                }
            });
        }
    }

    /// Waits until no server is starting any more, or `timeout` passes.
    pub async fn wait_started(&self, timeout: Duration) {
        let all = async {
            for conn in &self.connections {
                loop {
                    let notified = conn.changed.notified();
                    if conn.state() != ServerState::Starting {
                        break;
                    }
                    notified.await;
                }
            }
        };
        let _ = tokio::time::timeout(timeout, all).await;
    }

    /// Every configured server and its state.
    pub fn status(&self) -> Vec<ServerStatus> {
        self.connections
            .iter()
            .map(|c| ServerStatus {
                name: c.name.clone(),
                target: c.config.describe(),
                state: c.state(),
            })
            .collect()
    }

    /// Stops every server (their processes are killed) and the start-up tasks.
    pub async fn shutdown(&self) {
        let mut tasks = std::mem::take(&mut *self.tasks.lock().unwrap_or_else(|e| e.into_inner()));
        tasks.abort_all();
        while tasks.join_next().await.is_some() {}
        for conn in &self.connections {
            conn.stop().await;
        }
    }
}

struct Live {
    service: RunningService<RoleClient, ClientSide>,
    stderr_task: Option<JoinHandle<()>>,
}

impl Live {
    fn peer(&self) -> Peer<RoleClient> {
        self.service.peer().clone()
    }

    fn is_closed(&self) -> bool {
        self.service.is_closed() || self.service.peer().is_transport_closed()
    }
}

struct Connection {
    name: String,
    config: McpServerConfig,
    workspace: PathBuf,
    state: Mutex<ServerState>,
    live: tokio::sync::Mutex<Option<Live>>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    registry: Mutex<Option<ToolRegistry>>,
    registered: Mutex<Vec<String>>,
    refresh: Mutex<Option<JoinHandle<()>>>,
    changed: tokio::sync::Notify,
    auth_dir: std::sync::OnceLock<PathBuf>,
    harden: std::sync::OnceLock<ChildHardening>,
    /// Set when the last start failed for want of authorization.
    needs_login: std::sync::atomic::AtomicBool,
}

impl Connection {
    fn state(&self) -> ServerState {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The state for a failed start: needs login when authorization was missing.
    fn failed(&self, message: String) -> ServerState {
        if self.needs_login.load(std::sync::atomic::Ordering::Relaxed) {
            ServerState::NeedsLogin { message }
        } else {
            ServerState::Failed { message }
        }
    }

    fn set_state(&self, state: ServerState) {
        *self.state.lock().unwrap_or_else(|e| e.into_inner()) = state;
        self.changed.notify_waiters();
    }

    fn stderr_tail(&self) -> String {
        let lines = self.stderr.lock().unwrap_or_else(|e| e.into_inner());
        if lines.is_empty() {
            String::new()
        } else {
            let joined: Vec<&str> = lines.iter().map(String::as_str).collect();
            format!("; its stderr ended with:\n{}", joined.join("\n"))
        }
    }

    /// The running server's peer, starting (or restarting) it first when needed.
    async fn ensure_live(self: &Arc<Self>) -> Result<Peer<RoleClient>, String> {
        let mut live = self.live.lock().await;
        if let Some(l) = live.as_ref()
            && !l.is_closed()
        {
            return Ok(l.peer());
        }
        if let Some(old) = live.take() {
            drop_live(old).await;
        }
        self.set_state(ServerState::Starting);
        let timeout = self.config.startup_timeout();
        let started = tokio::time::timeout(timeout, self.connect()).await;
        let new = match started {
            Ok(Ok(l)) => l,
            Ok(Err(e)) => {
                return Err(format!(
                    "MCP server `{}` failed to start: {e}{}",
                    self.name,
                    self.stderr_tail()
                ));
            }
            Err(_) => {
                return Err(format!(
                    "MCP server `{}` did not start within {} ms (raise startup_timeout_ms in [mcp_servers.{}]){}",
                    self.name,
                    timeout.as_millis(),
                    self.name,
                    self.stderr_tail()
                ));
            }
        };
        let peer = new.peer();
        *live = Some(new);
        drop(live);
        self.register_tools(&peer).await?;
        Ok(peer)
    }

    async fn connect(self: &Arc<Self>) -> Result<Live, String> {
        let handler = ClientSide {
            conn: Arc::downgrade(self),
        };
        if let Some(command) = &self.config.command {
            let mut cmd = tokio::process::Command::new(command);
            // Servers inherited ouzel's environment before the binary moved credentials out of
            // it; they still get them (a GitHub server needs its token), configured `env` last.
            for name in ouzel_core::secret_env::names() {
                if let Some(value) = ouzel_core::secret_env::var(&name) {
                    use ouzel_core::secret_env::ExposeSecret;
                    cmd.env(&name, value.expose_secret());
                }
            }
            cmd.args(&self.config.args)
                .envs(&self.config.env)
                .current_dir(self.config.cwd.as_ref().unwrap_or(&self.workspace))
                .kill_on_drop(true);
            // Its own process group (ouzel's exit sweep ends the group, and a Ctrl-C in the
            // terminal reaches ouzel, not the server); the embedder's hardening makes it (and
            // what it starts) die with ouzel, `kill -9` included.
            #[cfg(unix)]
            cmd.process_group(0);
            // Off the runtime's threads: the first hardening may make ouzel's watched cgroup
            // and move ouzel into it (8-20 ms for an RCU grace period), and the spawn waits
            // for the exec.
            let harden = self.harden.get().copied();
            let (transport, stderr) = tokio::task::spawn_blocking(move || {
                if let Some(harden) = harden {
                    harden(&mut cmd);
                }
                rmcp::transport::TokioChildProcess::builder(cmd)
                    .stderr(std::process::Stdio::piped())
                    .spawn()
            })
            .await
            .map_err(|e| e.to_string())
            .and_then(|spawned| spawned.map_err(|e| e.to_string()))
            .map_err(|e| format!("cannot run `{}`: {e}", self.config.describe()))?;
            self.stderr.lock().unwrap_or_else(|e| e.into_inner()).clear();
            let stderr_task = stderr.map(|err| {
                let sink = self.stderr.clone();
                tokio::spawn(async move {
                    let mut lines = tokio::io::BufReader::new(err).lines();
                    while let Ok(Some(line)) = lines.next_line().await {
                        let mut buf = sink.lock().unwrap_or_else(|e| e.into_inner());
                        if buf.len() == STDERR_LINES {
                            buf.pop_front();
                        }
                        buf.push_back(line);
                    }
                })
            });
            let service = handler.serve(transport).await.map_err(|e| e.to_string());
            match service {
                Ok(service) => Ok(Live { service, stderr_task }),
                Err(e) => {
                    // Let the reader take the last lines the server wrote before it died.
                    if let Some(t) = stderr_task {
                        let _ = tokio::time::timeout(Duration::from_millis(500), t).await;
                    }
                    Err(e)
                }
            }
        } else if let Some(url) = &self.config.url {
            use rmcp::transport::StreamableHttpClientTransport;
            use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
            crate::install_tls_provider();
            let mut cfg = StreamableHttpClientTransportConfig::with_uri(url.as_str());
            if let Some(var) = &self.config.bearer_token_env_var {
                use ouzel_core::secret_env::ExposeSecret;
                let token = ouzel_core::secret_env::var(var)
                    .map(|t| t.expose_secret().to_owned())
                    .ok_or_else(|| format!("the environment variable {var} (bearer_token_env_var) is not set"))?;
                cfg = cfg.auth_header(token);
            }
            let mut headers = std::collections::HashMap::new();
            for (k, v) in &self.config.headers {
                let name = http::HeaderName::try_from(k.as_str()).map_err(|e| format!("header `{k}`: {e}"))?;
                let value = http::HeaderValue::try_from(v.as_str()).map_err(|e| format!("header `{k}`: {e}"))?;
                headers.insert(name, value);
            }
            cfg = cfg.custom_headers(headers);
            self.needs_login.store(false, std::sync::atomic::Ordering::Relaxed);
            let tokens = self
                .auth_dir
                .get()
                .filter(|_| self.config.bearer_token_env_var.is_none())
                .map(|dir| crate::oauth::FileCredentialStore::new(crate::oauth::credentials_path(dir, &self.name)))
                .filter(crate::oauth::FileCredentialStore::exists);
            let login_hint = format!("run `ouzel mcp login {}`", self.name);
            let served = match tokens {
                Some(store) => {
                    let mut manager = crate::oauth::manager(url, store).await?;
                    let authorized = manager
                        .initialize_from_store()
                        .await
                        .map_err(|e| format!("stored OAuth tokens are unusable ({e}); {login_hint}"))?;
                    if !authorized {
                        self.needs_login.store(true, std::sync::atomic::Ordering::Relaxed);
                        return Err(format!("the stored OAuth tokens are no longer valid; {login_hint}"));
                    }
                    let http = reqwest_mcp::Client::builder()
                        .pool_max_idle_per_host(0)
                        .redirect(reqwest_mcp::redirect::Policy::none())
                        .build()
                        .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
                    let client = rmcp::transport::auth::AuthClient::new(http, manager);
                    handler
                        .serve(StreamableHttpClientTransport::with_client(client, cfg))
                        .await
                }
                None => handler.serve(StreamableHttpClientTransport::from_config(cfg)).await,
            };
            let service = served.map_err(|e| {
                if e.is_authorization_required() {
                    self.needs_login.store(true, std::sync::atomic::Ordering::Relaxed);
                    format!("the server requires authorization (HTTP 401); {login_hint}")
                } else {
                    e.to_string()
                }
            })?;
            Ok(Live {
                service,
                stderr_task: None,
            })
        } else {
            Err("no command or url".into())
        }
    }

    /// Lists the server's tools and puts them in the registry in place of the previous ones.
    async fn register_tools(self: &Arc<Self>, peer: &Peer<RoleClient>) -> Result<(), String> {
        let tools = peer
            .list_all_tools()
            .await
            .map_err(|e| format!("MCP server `{}` did not list its tools: {e}", self.name))?;
        let registry = self.registry.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let mut names = Vec::new();
        let mut previous = std::mem::take(&mut *self.registered.lock().unwrap_or_else(|e| e.into_inner()));
        for t in tools.into_iter().filter(|t| self.config.allows_tool(&t.name)) {
            let mut tool = McpTool::new(self.clone(), &t);
            if names.contains(&tool.def.name) {
                // Two of the server's names made safe the same way (`a.b` and `a_b`): the later
                // one gets a hashed name rather than replacing the first.
                let raw = format!("{}__{}", self.name, t.name);
                tool.def.name = hashed(&tool.def.name, &raw);
            }
            names.push(tool.def.name.clone());
            previous.retain(|n| n != &tool.def.name);
            if let Some(r) = &registry {
                r.register(tool);
            }
        }
        if let Some(r) = &registry {
            for gone in previous {
                r.unregister(&gone);
            }
        }
        *self.registered.lock().unwrap_or_else(|e| e.into_inner()) = names.clone();
        self.set_state(ServerState::Ready { tools: names });
        Ok(())
    }

    fn refresh_soon(self: &Arc<Self>, peer: Peer<RoleClient>) {
        let this = self.clone();
        let task = tokio::spawn(async move {
            if let Err(message) = this.register_tools(&peer).await {
                tracing::warn!("{message}");
            }
        });
        if let Some(old) = self.refresh.lock().unwrap_or_else(|e| e.into_inner()).replace(task) {
            old.abort();
        }
    }

    async fn stop(&self) {
        if let Some(task) = self.refresh.lock().unwrap_or_else(|e| e.into_inner()).take() {
            task.abort();
        }
        if let Some(live) = self.live.lock().await.take() {
            drop_live(live).await;
        }
    }

    async fn call(self: &Arc<Self>, remote: &str, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        let arguments = match input {
            Value::Object(map) => Some(map),
            Value::Null => None,
            other => {
                return Err(ToolError::InvalidArguments {
                    message: format!("expected a JSON object, got {other}"),
                });
            }
        };
        let peer = self.ensure_live().await.map_err(|message| {
            self.set_state(self.failed(message.clone()));
            ToolError::Failed { message }
        })?;
        let mut params = CallToolRequestParams::new(remote.to_owned());
        params.arguments = arguments;
        let request = ClientRequest::CallToolRequest(CallToolRequest::new(params));
        let options = PeerRequestOptions::with_timeout(self.config.tool_timeout());
        let handle = peer
            .send_cancellable_request(request, options)
            .await
            .map_err(|e| self.call_error(e))?;
        let (peer, id) = (handle.peer.clone(), handle.id.clone());
        tokio::select! {
            answer = handle.await_response() => match answer {
                Ok(ServerResult::CallToolResult(result)) => {
                    let text = render_content(&result.content, result.structured_content.as_ref());
                    if result.is_error == Some(true) {
                        Err(ToolError::Failed { message: text })
                    } else {
                        Ok(ToolOutput::text(text))
                    }
                }
                Ok(_) => Err(ToolError::failed(format!("MCP server `{}` answered tools/call with something other than a tool result", self.name))),
                Err(e) => Err(self.call_error(e)),
            },
            _ = ctx.cancel.cancelled() => {
                let _ = peer
                    .notify_cancelled(CancelledNotificationParam::new(Some(id), Some("cancelled by user".into())))
                    .await;
                Err(ToolError::Cancelled)
            }
        }
    }

    fn call_error(&self, e: ServiceError) -> ToolError {
        match e {
            e if e.is_authorization_required() => {
                let message = format!(
                    "MCP server `{}` no longer accepts ouzel's authorization; run `ouzel mcp login {}`",
                    self.name, self.name
                );
                self.needs_login.store(true, std::sync::atomic::Ordering::Relaxed);
                self.set_state(ServerState::NeedsLogin {
                    message: message.clone(),
                });
                ToolError::Failed { message }
            }
            ServiceError::TransportClosed | ServiceError::TransportSend(_) => {
                let message = format!(
                    "MCP server `{}` stopped during the call{}; it will be restarted on the next call",
                    self.name,
                    self.stderr_tail()
                );
                self.set_state(ServerState::Failed {
                    message: message.clone(),
                });
                ToolError::Failed { message }
            }
            ServiceError::Timeout { timeout } => ToolError::Timeout {
                after_ms: timeout.as_millis() as u64,
            },
            other => ToolError::failed(format!("MCP server `{}`: {other}", self.name)),
        }
    }
}

async fn drop_live(mut live: Live) {
    let _ = live.service.close_with_timeout(Duration::from_secs(2)).await;
    if let Some(t) = live.stderr_task.take() {
        t.abort();
    }
}

fn render_content(content: &[rmcp::model::ContentBlock], structured: Option<&Value>) -> String {
    use rmcp::model::ContentBlock as C;
    let parts: Vec<String> = content
        .iter()
        .map(|c| match c {
            C::Text(t) => t.text.clone(),
            C::Image(i) => format!("[image: {}]", i.mime_type),
            C::Audio(a) => format!("[audio: {}]", a.mime_type),
            C::Resource(r) => serde_json::to_string(&r.resource).unwrap_or_default(),
            C::ResourceLink(l) => format!("[resource: {}]", l.uri),
            _ => "[content of a kind ouzel cannot show]".into(),
        })
        .collect();
    if parts.is_empty()
        && let Some(s) = structured
    {
        return s.to_string();
    }
    parts.join("\n")
}

/// A tool served by an MCP server, registered as `SERVER__TOOL`.
pub struct McpTool {
    conn: Arc<Connection>,
    remote: String,
    def: ToolDefinition,
}

impl std::fmt::Debug for McpTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("McpTool")
            .field("server", &self.conn.name)
            .field("tool", &self.remote)
            .finish()
    }
}

impl McpTool {
    fn new(conn: Arc<Connection>, tool: &rmcp::model::Tool) -> Self {
        let read_only = tool
            .annotations
            .as_ref()
            .and_then(|a| a.read_only_hint)
            .unwrap_or(false);
        let description = tool.description.as_deref().unwrap_or("").to_owned();
        let description = format!("{description} (from MCP server `{}`)", conn.name)
            .trim()
            .to_owned();
        let def = ToolDefinition::new(
            qualified_name(&conn.name, &tool.name),
            description,
            Value::Object((*tool.input_schema).clone()),
        )
        .with_category(ToolCategory::Mcp)
        .with_origin(Origin::Mcp {
            server: conn.name.clone(),
            tool: tool.name.to_string(),
        })
        .with_risk(if read_only { Risk::Low } else { Risk::Medium })
        // A remote server's results can change behind our back: never cached.
        .with_effects(if read_only {
            Effects::read_only_uncached()
        } else {
            Effects::Writes
        });
        Self {
            conn,
            remote: tool.name.to_string(),
            def,
        }
    }

    /// The server's name for the tool.
    pub fn remote_name(&self) -> &str {
        &self.remote
    }

    /// The server's config name.
    pub fn server(&self) -> &str {
        &self.conn.name
    }
}

#[async_trait]
impl Tool for McpTool {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        self.conn.call(&self.remote, input, ctx).await
    }
}

/// Our side of a client connection: follows `tools/list_changed`.
#[derive(Clone)]
struct ClientSide {
    conn: Weak<Connection>,
}

impl ClientHandler for ClientSide {
    fn get_info(&self) -> ClientConfig {
        ClientConfig::new(
            ClientCapabilities::default(),
            Implementation::new("ouzel", env!("CARGO_PKG_VERSION")),
        )
    }

    async fn on_tool_list_changed(&self, context: NotificationContext<RoleClient>) {
        if let Some(conn) = self.conn.upgrade() {
            conn.refresh_soon(context.peer);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qualified_names_are_safe_for_providers() {
        assert_eq!(qualified_name("fs", "read_file"), "fs__read_file");
        assert_eq!(qualified_name("fs", "a.b c"), "fs__a_b_c");
        assert_eq!(qualified_name("s", &"x".repeat(100)).len(), 64);
        let (a, b) = (
            qualified_name("s", &format!("{}_a", "x".repeat(70))),
            qualified_name("s", &format!("{}_b", "x".repeat(70))),
        );
        assert_ne!(a, b, "two long names of one server stay two tools");
        assert_eq!((a.len(), b.len()), (64, 64));
        assert_eq!(a, qualified_name("s", &format!("{}_a", "x".repeat(70))), "stable");
        assert_ne!(
            hashed("s__a_b", "s__a.b"),
            "s__a_b",
            "a name made safe the same way gets a hash"
        );
    }
}
