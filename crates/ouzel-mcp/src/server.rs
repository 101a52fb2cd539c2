//! The MCP server: a [`ToolRegistry`] served to MCP clients. Each connection is a core
//! [`ToolSession`]: a `tools/call` goes in as a call, its events come out, and an
//! `approval_requested` among them is put to the client's user (elicitation) and answered with
//! `Op::Approve`. The permission gate decides, as it does for an agent's calls; nothing here
//! decides a permission.

use crate::approver::can_elicit;
use futures::StreamExt;
use ouzel_core::{
    AgentEvent, ApprovalMode, Executor, Hooks, Op, PendingCall, PermissionGate, PermissionPolicy, Risk, SessionId,
    ToolCallId, ToolCategory, ToolDefinition, ToolRegistry, ToolSession,
};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, Implementation, ListToolsResult, PaginatedRequestParams,
    ServerCapabilities, ServerConfig, Tool, ToolAnnotations,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ErrorData, ServerHandler, ServiceExt};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};

/// Why serving stopped with an error.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServeError {
    /// The MCP handshake with the client failed.
    #[error("MCP handshake with the client failed: {message}")]
    Handshake {
        /// What went wrong.
        message: String,
    },
    /// The connection task failed.
    #[error("MCP connection failed: {message}")]
    Connection {
        /// What went wrong.
        message: String,
    },
    /// The HTTP listener could not be set up.
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        /// The address asked for.
        addr: String,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// A non-loopback address without a bearer token.
    #[error(
        "refusing to serve MCP on {addr} without a bearer token: it is reachable from other machines; pass --token TOKEN (clients send `Authorization: Bearer TOKEN`) or listen on 127.0.0.1"
    )]
    TokenRequired {
        /// The address asked for.
        addr: String,
    },
}

/// Serves tools over MCP. Cheap to clone; each connection gets its own permission gate (and
/// so its own session approvals), built from the settings here.
#[derive(Clone)]
pub struct McpServer {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for McpServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("McpServer")
            .field("tools", &self.inner.registry)
            .field("workspace", &self.inner.workspace)
            .field("mode", &self.inner.mode)
            .finish()
    }
}

struct Inner {
    registry: ToolRegistry,
    workspace: PathBuf,
    mode: ApprovalMode,
    trust: bool,
    policies: Vec<Arc<dyn PermissionPolicy>>,
    hooks: Vec<Arc<dyn Hooks>>,
    tool_timeout: Option<Duration>,
    name: String,
    version: String,
}

/// Builds an [`McpServer`].
pub struct McpServerBuilder {
    inner: Inner,
}

impl McpServerBuilder {
    /// How calls that need approval are settled (default: ask the client through elicitation,
    /// deny when it cannot be asked).
    pub fn approval(mut self, mode: ApprovalMode) -> Self {
        self.inner.mode = mode;
        self
    }

    /// Trust mode: Medium-risk calls run without asking.
    pub fn trust(mut self, trust: bool) -> Self {
        self.inner.trust = trust;
        self
    }

    /// Adds a permission policy (config rules).
    pub fn policy(mut self, policy: Arc<dyn PermissionPolicy>) -> Self {
        self.inner.policies.push(policy);
        self
    }

    /// Adds hooks run around every call.
    pub fn hooks(mut self, hooks: Arc<dyn Hooks>) -> Self {
        self.inner.hooks.push(hooks);
        self
    }

    /// The per-call timeout (default 600 s; `None` for none).
    pub fn tool_timeout(mut self, timeout: Option<Duration>) -> Self {
        self.inner.tool_timeout = timeout;
        self
    }

    /// The name and version the server reports to clients (default `ouzel` and this crate's version).
    pub fn server_info(mut self, name: impl Into<String>, version: impl Into<String>) -> Self {
        self.inner.name = name.into();
        self.inner.version = version.into();
        self
    }

    /// The server.
    pub fn build(self) -> McpServer {
        McpServer {
            inner: Arc::new(self.inner),
        }
    }
}

impl McpServer {
    /// A builder serving `registry`, with tools confined to `workspace`.
    pub fn builder(registry: ToolRegistry, workspace: impl Into<PathBuf>) -> McpServerBuilder {
        McpServerBuilder {
            inner: Inner {
                registry,
                workspace: workspace.into(),
                mode: ApprovalMode::Interactive,
                trust: false,
                policies: Vec::new(),
                hooks: Vec::new(),
                tool_timeout: Some(Duration::from_secs(600)),
                name: "ouzel".into(),
                version: env!("CARGO_PKG_VERSION").into(),
            },
        }
    }

    /// The names of the tools served.
    pub fn tool_names(&self) -> Vec<String> {
        self.inner.registry.names()
    }

    pub(crate) fn handler(&self) -> Handler {
        Handler {
            server: self.inner.clone(),
            session: Arc::new(OnceLock::new()),
        }
    }

    /// Serves one client over stdin/stdout until it disconnects.
    pub async fn serve_stdio(&self) -> Result<(), ServeError> {
        self.serve_io(tokio::io::stdin(), tokio::io::stdout()).await
    }

    /// Serves one client over a byte stream (newline-delimited JSON-RPC) until it closes: a
    /// child's pipes, a socket, or `tokio::io::duplex` for an in-process client.
    pub async fn serve_io<R, W>(&self, reader: R, writer: W) -> Result<(), ServeError>
    where
        R: AsyncRead + Send + Unpin + 'static,
        W: AsyncWrite + Send + Unpin + 'static,
    {
        let running = self
            .handler()
            .serve((reader, writer))
            .await
            .map_err(|e| ServeError::Handshake { message: e.to_string() })?;
        running
            .waiting()
            .await
            .map_err(|e| ServeError::Connection { message: e.to_string() })?;
        Ok(())
    }
}

/// One connection's handler (HTTP: one session's).
#[derive(Clone)]
pub(crate) struct Handler {
    server: Arc<Inner>,
    session: Arc<OnceLock<ToolSession>>,
}

impl Handler {
    /// The connection's tool session, made on first use: by then the client has said whether
    /// it can answer elicitations.
    fn session(&self, context: &RequestContext<RoleServer>) -> &ToolSession {
        self.session.get_or_init(|| {
            let s = &self.server;
            let mut gate = PermissionGate::new(s.mode).with_trust(s.trust);
            for p in &s.policies {
                gate = gate.with_policy(p.clone());
            }
            // A client that can answer elicitations is asked; others get denials saying why.
            gate = gate.with_asking(can_elicit(&context.peer));
            let mut executor = Executor::new(
                s.registry.clone(),
                Arc::new(gate),
                s.workspace.clone(),
                SessionId::generate(),
            )
            .with_tool_timeout(s.tool_timeout);
            for h in &s.hooks {
                executor = executor.with_hooks(h.clone());
            }
            ToolSession::new(executor)
        })
    }
}

/// The MCP description of a tool: schema as is, hints from its risk and flags.
pub(crate) fn to_mcp_tool(def: &ToolDefinition) -> Tool {
    let schema = match &*def.input_schema {
        Value::Object(map) => map.clone(),
        _ => serde_json::Map::from_iter([("type".to_owned(), Value::String("object".into()))]),
    };
    let ro = def.effects.is_read_only();
    let annotations = ToolAnnotations::new()
        .read_only(ro)
        .destructive(!ro && def.risk == Risk::High)
        .idempotent(ro)
        .open_world(def.category == ToolCategory::Web);
    Tool::new(def.name.clone(), def.description.clone(), Arc::new(schema)).with_annotations(annotations)
}

impl ServerHandler for Handler {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new(
                self.server.name.clone(),
                self.server.version.clone(),
            ))
            .with_instructions(format!(
                "Tools of the ouzel coding agent, working in {}; paths are relative to it. Calls that need approval are asked about or denied.",
                self.server.workspace.display()
            ))
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let tools = self.server.registry.list().iter().map(to_mcp_tool).collect();
        Ok(ListToolsResult::with_all_items(tools))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let session = self.session(&context).clone();
        let input = Value::Object(request.arguments.unwrap_or_default());
        let call = PendingCall {
            id: ToolCallId::generate(),
            name: request.name.to_string(),
            input: Ok(input),
        };
        let (id, name) = (call.id.clone(), call.name.clone());
        // One way in, one way out: the call goes to the session, its events come back; the
        // result is the MCP result, and a question is put to the client that made the call and
        // answered as any front answers one. Dropping the stream (the client cancelled the
        // request) cancels the call.
        let mut events = session.call(call);
        let mut result = None;
        loop {
            let event = tokio::select! {
                e = events.next() => e,
                _ = context.ct.cancelled() => {
                    return Err(ErrorData::internal_error(format!("the call of `{name}` was cancelled"), None));
                }
            };
            let Some(event) = event else { break };
            match event.event {
                AgentEvent::ApprovalRequested {
                    id,
                    name,
                    input,
                    reason,
                    preview,
                    ..
                } => {
                    let answer = crate::approver::ask(&context.peer, &name, &input, &reason, preview.as_deref()).await;
                    // Refused only when the call stopped waiting meanwhile (cancelled): nobody
                    // is left to tell.
                    drop(session.submit(Op::Approve { id, answer }));
                }
                AgentEvent::ToolResult {
                    id: of,
                    content,
                    is_error,
                    ..
                } if of == id && event.path.is_empty() => result = Some((content, is_error)),
                _ => {}
            }
        }
        let (text, is_error) = result.unwrap_or_else(|| (format!("`{name}` produced no result"), true));
        let content = vec![rmcp::model::ContentBlock::text(text)];
        let result = if is_error {
            CallToolResult::error(content)
        } else {
            CallToolResult::success(content)
        };
        Ok(result.into())
    }
}
