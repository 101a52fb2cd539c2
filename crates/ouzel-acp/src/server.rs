//! The connection: one handler per ACP method, each turning the request into work on a session
//! and the session's events into updates. Handlers run in the SDK's dispatch loop, so anything
//! that waits (building an agent, a turn, a question to the editor) runs in a task of the
//! connection and answers when done; the loop stays free for `session/cancel` and the next
//! request.

use crate::map;
use crate::terminal::EditorTerminal;
use agent_client_protocol::schema::ProtocolVersion;
use agent_client_protocol::v1::schema as acp;
use agent_client_protocol::{Agent as AgentRole, Client, ConnectTo, Error};
use futures::StreamExt;
use ouzel::core::{Approval, Op, SessionMode};
use ouzel::{AgentEvent, FinishReason};
use serde_json::json;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

type Connection = agent_client_protocol::v1::ConnectionTo<Client>;

/// What `ouzel acp` was started with: the config, and the options every session starts from
/// (`-m`, `--base-url`, `--sandbox`, `--trust`; `-C` is the workspace when the editor names
/// none).
#[derive(Debug, Clone)]
pub struct AcpOptions {
    config: ouzel::Config,
    run: ouzel::RunOptions,
}

impl AcpOptions {
    /// Options from a loaded config and the command line's run options.
    pub fn new(config: ouzel::Config, run: ouzel::RunOptions) -> Self {
        Self { config, run }
    }
}

/// The ACP modes a session offers: ouzel's approval modes.
const MODES: [(&str, &str, &str); 3] = [
    (
        "ask",
        "Ask",
        "Edits, commands and other medium-risk calls ask before they run.",
    ),
    (
        "trust",
        "Trust",
        "Medium-risk calls (edits, commits) run without asking; high-risk ones still ask.",
    ),
    (
        "plan",
        "Plan (read-only)",
        "Only read-only tools run; the answer is a plan.",
    ),
];

/// The id of the model selector among the session's config options.
const MODEL_OPTION: &str = "model";

struct State {
    options: AcpOptions,
    sessions: Mutex<HashMap<String, Arc<Session>>>,
    /// What the editor offers (`initialize`): its file buffers, a terminal.
    client: Mutex<acp::ClientCapabilities>,
}

struct Session {
    agent: ouzel::Agent,
    workspace: PathBuf,
    catalog: ouzel::Catalog,
    /// A prompt is being answered.
    running: AtomicBool,
    /// The mode id in force (`ask`, `trust`, `plan`).
    mode: Mutex<&'static str>,
    /// The model in force, as `provider/model`.
    model: Mutex<String>,
    /// Models the selector offers.
    models: Vec<String>,
    /// The editor's terminal, when `shell` runs there.
    terminal: Option<Arc<EditorTerminal>>,
    /// The editor can ask for a line of text (`elicitation/create`, form mode): "reject with a
    /// message" is offered.
    elicitation: bool,
}

impl State {
    fn session(&self, id: &acp::SessionId) -> Result<Arc<Session>, Error> {
        self.sessions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id.0.as_ref())
            .cloned()
            .ok_or_else(|| {
                invalid_params(format!(
                    "unknown session `{}`: create one with session/new or load a saved one with session/load",
                    id.0
                ))
            })
    }
}

fn invalid_params(message: String) -> Error {
    Error::new(-32602, message)
}

/// The ACP agent: every handler, ready to connect to a transport (stdio in `ouzel acp`, a
/// channel in tests).
pub fn agent(options: AcpOptions) -> impl ConnectTo<Client> {
    let state = Arc::new(State {
        options,
        sessions: Mutex::new(HashMap::new()),
        client: Mutex::new(acp::ClientCapabilities::new()),
    });
    let (s1, s2, s3, s4, s5, s6, s7, s8) = (
        state.clone(),
        state.clone(),
        state.clone(),
        state.clone(),
        state.clone(),
        state.clone(),
        state.clone(),
        state,
    );
    AgentRole
        .v1()
        .name("ouzel")
        .on_receive_request(
            async move |req: acp::InitializeRequest, responder, _cx| {
                tracing::debug!(client = ?req.client_info, "initialize");
                *s1.client.lock().unwrap_or_else(|e| e.into_inner()) = req.client_capabilities;
                responder.respond(initialize(&s1))
            },
            agent_client_protocol::on_receive_request!(),
        )
        .on_receive_request(
            async move |_req: acp::AuthenticateRequest, responder, _cx| match missing_key(&s2) {
                None => responder.respond(acp::AuthenticateResponse::new()),
                Some(var) => responder.respond_with_error(Error::auth_required().data(json!(format!(
                    "set {var} in the environment the editor starts `ouzel acp` with, then restart the agent"
                )))),
            },
            agent_client_protocol::on_receive_request!(),
        )
        .on_receive_request(
            async move |req: acp::NewSessionRequest, responder, cx: Connection| {
                let state = s3.clone();
                cx.clone().spawn(async move {
                    match open_session(&state, &cx, &req.cwd, &req.mcp_servers, None).await {
                        Ok((id, session)) => {
                            let response = acp::NewSessionResponse::new(acp::SessionId::new(id.as_str()))
                                .modes(modes(&session))
                                .config_options(Some(config_options(&session)));
                            responder.respond(response)?;
                            announce_commands(&cx, &id, &session)
                        }
                        Err(e) => responder.respond_with_error(e),
                    }
                })
            },
            agent_client_protocol::on_receive_request!(),
        )
        .on_receive_request(
            async move |req: acp::LoadSessionRequest, responder, cx: Connection| {
                let state = s4.clone();
                cx.clone().spawn(async move {
                    let id = req.session_id.0.to_string();
                    match open_session(&state, &cx, &req.cwd, &req.mcp_servers, Some(&id)).await {
                        Ok((id, session)) => {
                            let history = session.agent.history().await;
                            let tools = session.agent.tools().clone();
                            let def = move |name: &str| tools.get(name).map(|t| t.definition().clone());
                            for update in map::replay(&history, &def, &session.workspace) {
                                cx.send_notification(acp::SessionNotification::new(
                                    acp::SessionId::new(id.as_str()),
                                    update,
                                ))?;
                            }
                            responder.respond(
                                acp::LoadSessionResponse::new()
                                    .modes(modes(&session))
                                    .config_options(Some(config_options(&session))),
                            )?;
                            announce_commands(&cx, &id, &session)
                        }
                        Err(e) => responder.respond_with_error(e),
                    }
                })
            },
            agent_client_protocol::on_receive_request!(),
        )
        .on_receive_request(
            async move |req: acp::PromptRequest, responder, cx: Connection| {
                let session = match s5.session(&req.session_id) {
                    Ok(s) => s,
                    Err(e) => return responder.respond_with_error(e),
                };
                if session.running.swap(true, Ordering::SeqCst) {
                    return responder.respond_with_error(Error::new(
                        -32600,
                        format!(
                            "session `{}` is answering a prompt; wait for its response or send session/cancel first",
                            req.session_id.0
                        ),
                    ));
                }
                let id = req.session_id.clone();
                cx.clone().spawn(async move {
                    let outcome = prompt(&cx, &id, &session, &req.prompt).await;
                    session.running.store(false, Ordering::SeqCst);
                    match outcome {
                        Ok(stop) => responder.respond(acp::PromptResponse::new(stop)),
                        Err(e) => responder.respond_with_error(e),
                    }
                })
            },
            agent_client_protocol::on_receive_request!(),
        )
        .on_receive_notification(
            async move |note: acp::CancelNotification, _cx| {
                match s6.session(&note.session_id) {
                    Ok(session) => {
                        session.agent.submit(Op::Cancel);
                    }
                    Err(e) => tracing::warn!("session/cancel: {e}"),
                }
                Ok(())
            },
            agent_client_protocol::on_receive_notification!(),
        )
        .on_receive_request(
            async move |req: acp::SetSessionModeRequest, responder, cx: Connection| {
                let session = match s7.session(&req.session_id) {
                    Ok(s) => s,
                    Err(e) => return responder.respond_with_error(e),
                };
                match set_mode(&session, req.mode_id.0.as_ref()) {
                    Ok(()) => {
                        responder.respond(acp::SetSessionModeResponse::new())?;
                        cx.send_notification(acp::SessionNotification::new(
                            req.session_id,
                            acp::SessionUpdate::CurrentModeUpdate(acp::CurrentModeUpdate::new(req.mode_id)),
                        ))
                    }
                    Err(e) => responder.respond_with_error(e),
                }
            },
            agent_client_protocol::on_receive_request!(),
        )
        .on_receive_request(
            async move |req: acp::SetSessionConfigOptionRequest, responder, _cx| {
                let session = match s8.session(&req.session_id) {
                    Ok(s) => s,
                    Err(e) => return responder.respond_with_error(e),
                };
                match set_option(&session, &req) {
                    Ok(()) => responder.respond(acp::SetSessionConfigOptionResponse::new(config_options(&session))),
                    Err(e) => responder.respond_with_error(e),
                }
            },
            agent_client_protocol::on_receive_request!(),
        )
}

/// Serves ACP on stdin/stdout until the editor closes stdin. Running turns are cancelled then;
/// every session is in the store already (messages are saved as they come).
pub async fn serve_stdio(options: AcpOptions) -> Result<(), crate::AcpError> {
    agent(options)
        .connect_to(agent_client_protocol::Stdio::new())
        .await
        .map_err(|e| crate::AcpError::Connection(e.to_string()))
}

fn initialize(state: &State) -> acp::InitializeResponse {
    // One resolution of the model in force: whether it takes images (its config, else the
    // catalog) and whether its key is missing.
    let model = resolved_model(state);
    let images = model.as_ref().is_some_and(|m| m.images);
    let auth = match model.as_ref().and_then(|m| m.provider.missing_key()) {
        None => Vec::new(),
        Some(var) => vec![acp::AuthMethod::Agent(
            acp::AuthMethodAgent::new("env", format!("Set {var}")).description(Some(format!(
                "ouzel reads the model's API key from {var}: set it in the environment the editor starts `ouzel acp` with (or pick another model with -m)"
            ))),
        )],
    };
    acp::InitializeResponse::new(ProtocolVersion::V1)
        .agent_capabilities(
            acp::AgentCapabilities::new()
                .load_session(true)
                .prompt_capabilities(acp::PromptCapabilities::new().embedded_context(true).image(images))
                .mcp_capabilities(acp::McpCapabilities::new().http(true)),
        )
        .auth_methods(auth)
        .agent_info(Some(
            acp::Implementation::new("ouzel", env!("CARGO_PKG_VERSION")).title(Some("ouzel".to_owned())),
        ))
}

/// The variable to set when the model in force needs a key that is not set.
fn missing_key(state: &State) -> Option<String> {
    resolved_model(state)?.provider.missing_key().map(str::to_owned)
}

/// The model in force, resolved (no client made, no network).
fn resolved_model(state: &State) -> Option<ouzel::providers::ResolvedModel> {
    ouzel::Setup::new(&state.options.config, &state.options.run)
        .resolve_model()
        .ok()
}

/// Builds (or, with `resume`, loads) a session in `cwd` with the editor's MCP servers added to
/// the configured ones, waits for those servers to start, and registers it.
async fn open_session(
    state: &State,
    cx: &Connection,
    cwd: &Path,
    servers: &[acp::McpServer],
    resume: Option<&str>,
) -> Result<(String, Arc<Session>), Error> {
    if !cwd.is_absolute() {
        return Err(invalid_params(format!(
            "cwd `{}` is not an absolute path; give the workspace root",
            cwd.display()
        )));
    }
    if !cwd.is_dir() {
        return Err(invalid_params(format!("cwd `{}` is not a directory", cwd.display())));
    }
    let mut config = state.options.config.clone();
    for server in servers {
        let (name, entry) = mcp_entry(server)?;
        config.mcp_servers.insert(name, entry);
    }
    let mut run = state.options.run.clone();
    run.workspace = cwd.to_owned();
    run.ask = true;
    if let Some(id) = resume {
        run.resume = ouzel::Resume::Id(id.to_owned());
    }
    let catalog_config = config.clone();
    let workspace = cwd.to_owned();
    let (fs, offers_terminal, elicitation) = {
        let client = state.client.lock().unwrap_or_else(|e| e.into_inner());
        let form = client.elicitation.as_ref().is_some_and(|e| e.form.is_some());
        (client.fs.clone(), client.terminal, form)
    };
    let terminal = offers_terminal.then(|| Arc::new(EditorTerminal::new(cx.clone())));
    let files = (fs.read_text_file || fs.write_text_file).then(|| {
        Arc::new(EditorFiles {
            cx: cx.clone(),
            session: std::sync::OnceLock::new(),
            read: fs.read_text_file,
            write: fs.write_text_file,
        })
    });
    let access = files.clone();
    let shell_terminal = terminal.clone();
    let built = tokio::task::spawn_blocking(move || {
        // The skills and commands the session offers are the ones its agent is built with.
        let catalog = ouzel::Catalog::load(&config, &run.workspace);
        let mut setup = ouzel::Setup::new(&config, &run).with_catalog(catalog.clone());
        if let Some(files) = access {
            setup = setup.with_file_access(files);
        }
        if let Some(terminal) = shell_terminal {
            setup = setup.with_terminal(terminal);
        }
        let in_terminal = setup.shell_in_terminal();
        if let Some(w) = setup.sandbox_warning() {
            tracing::warn!("{w}");
        }
        let models = offered_models(&config, setup.model());
        setup
            .build()
            .map(|(agent, servers)| (agent, servers, setup.model().to_owned(), models, in_terminal, catalog))
    })
    .await
    .map_err(|e| Error::new(-32603, format!("building the session failed: {e}")))?;
    let (agent, servers, model, models, in_terminal, catalog) = built.map_err(|e| invalid_params(e.to_string()))?;
    // Offered but not used (a sandbox is in force): `shell` runs ouzel's own sandboxed process.
    let terminal = terminal.filter(|_| in_terminal);
    if let Some(servers) = &servers {
        let wait = catalog_config
            .mcp_servers
            .values()
            .filter(|s| s.enabled)
            .map(|s| s.startup_timeout())
            .max()
            .unwrap_or_default();
        servers.wait_started(wait + std::time::Duration::from_secs(1)).await;
        for status in servers.status() {
            if let ouzel::mcp::ServerState::Failed { message } | ouzel::mcp::ServerState::NeedsLogin { message } =
                status.state
            {
                tracing::warn!("MCP server `{}` is not available: {message}", status.name);
            }
        }
    }
    let mode = if state.options.run.mode == SessionMode::Plan {
        "plan"
    } else if state.options.run.trust {
        "trust"
    } else {
        "ask"
    };
    let id = agent.session_id().to_string();
    if let Some(files) = &files {
        let _ = files.session.set(acp::SessionId::new(id.as_str()));
    }
    if let Some(terminal) = &terminal {
        let _ = terminal.session.set(acp::SessionId::new(id.as_str()));
    }
    let session = Arc::new(Session {
        agent,
        workspace,
        catalog,
        running: AtomicBool::new(false),
        mode: Mutex::new(mode),
        model: Mutex::new(model),
        models,
        terminal,
        elicitation,
    });
    state
        .sessions
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(id.clone(), session.clone());
    Ok((id, session))
}

/// The editor's buffers as the file tools' text (`fs/read_text_file`, `fs/write_text_file`),
/// for what the editor offers; the rest stays on disk. Paths reach it confined and allowed.
struct EditorFiles {
    cx: Connection,
    /// The session the requests name (known once the agent is built).
    session: std::sync::OnceLock<acp::SessionId>,
    read: bool,
    write: bool,
}

impl std::fmt::Debug for EditorFiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EditorFiles")
            .field("session", &self.session.get())
            .field("read", &self.read)
            .field("write", &self.write)
            .finish_non_exhaustive()
    }
}

#[ouzel::core::async_trait]
impl ouzel::core::FileAccess for EditorFiles {
    async fn read_text(&self, path: &Path) -> Option<Result<String, String>> {
        let session = self.session.get().filter(|_| self.read)?.clone();
        let asked = self.cx.send_request(acp::ReadTextFileRequest::new(session, path));
        Some(asked.block_task().await.map(|r| r.content).map_err(|e| e.to_string()))
    }

    async fn write_text(&self, path: &Path, text: &str) -> Option<Result<(), String>> {
        let session = self.session.get().filter(|_| self.write)?.clone();
        let asked = self
            .cx
            .send_request(acp::WriteTextFileRequest::new(session, path, text));
        Some(asked.block_task().await.map(|_| ()).map_err(|e| e.to_string()))
    }
}

/// An MCP server from the editor as a config entry (stdio or streamable HTTP).
fn mcp_entry(server: &acp::McpServer) -> Result<(String, ouzel::mcp::McpServerConfig), Error> {
    let (name, value) = match server {
        acp::McpServer::Stdio(s) => (
            s.name.clone(),
            json!({
                "command": s.command.to_string_lossy(),
                "args": s.args,
                "env": s.env.iter().map(|e| (e.name.clone(), e.value.clone())).collect::<HashMap<_, _>>(),
            }),
        ),
        acp::McpServer::Http(s) => (
            s.name.clone(),
            json!({
                "url": s.url,
                "headers": s.headers.iter().map(|h| (h.name.clone(), h.value.clone())).collect::<HashMap<_, _>>(),
            }),
        ),
        _ => {
            return Err(invalid_params(
                "mcpServers: only stdio and http servers are supported (the agent does not offer sse)".into(),
            ));
        }
    };
    let entry =
        serde_json::from_value(value).map_err(|e| invalid_params(format!("mcpServers: server `{name}`: {e}")))?;
    Ok((name, entry))
}

/// The models the selector offers: the one in force, then those configured under
/// `[providers.NAME.models]`.
fn offered_models(config: &ouzel::Config, current: &str) -> Vec<String> {
    let mut models = vec![current.to_owned()];
    for (provider, p) in &config.providers {
        for model in p.models.keys() {
            let id = format!("{provider}/{model}");
            if !models.contains(&id) {
                models.push(id);
            }
        }
    }
    models
}

fn modes(session: &Session) -> acp::SessionModeState {
    let current = *session.mode.lock().unwrap_or_else(|e| e.into_inner());
    acp::SessionModeState::new(
        current,
        MODES
            .iter()
            .map(|(id, name, about)| acp::SessionMode::new(*id, *name).description(Some((*about).to_owned())))
            .collect(),
    )
}

fn config_options(session: &Session) -> Vec<acp::SessionConfigOption> {
    let current = session.model.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let options: Vec<acp::SessionConfigSelectOption> = session
        .models
        .iter()
        .map(|m| acp::SessionConfigSelectOption::new(m.clone(), m.clone()))
        .collect();
    vec![
        acp::SessionConfigOption::select(MODEL_OPTION, "Model", current, options)
            .category(Some(acp::SessionConfigOptionCategory::Model)),
    ]
}

/// `session/set_mode`: trust and plan mode on the gate, as `Op::SetTrust` and `Op::SetMode`.
fn set_mode(session: &Session, mode: &str) -> Result<(), Error> {
    let Some((id, ..)) = MODES.iter().find(|(id, ..)| *id == mode) else {
        return Err(invalid_params(format!(
            "unknown mode `{mode}`; modes: ask, trust, plan"
        )));
    };
    let (trust, plan) = match *id {
        "trust" => (true, SessionMode::Default),
        "plan" => (false, SessionMode::Plan),
        _ => (false, SessionMode::Default),
    };
    session.agent.submit(Op::SetTrust { on: trust });
    session.agent.submit(Op::SetMode { mode: plan });
    *session.mode.lock().unwrap_or_else(|e| e.into_inner()) = id;
    Ok(())
}

/// `session/set_config_option`: the model selector, as `Op::SetModel`.
fn set_option(session: &Session, req: &acp::SetSessionConfigOptionRequest) -> Result<(), Error> {
    if req.config_id.0.as_ref() != MODEL_OPTION {
        return Err(invalid_params(format!(
            "unknown config option `{}`; options: {MODEL_OPTION}",
            req.config_id.0
        )));
    }
    let Some(model) = req.value.as_value_id() else {
        return Err(invalid_params(
            "config option `model` takes a model id, not a boolean".into(),
        ));
    };
    let model = model.0.to_string();
    let refused = session.agent.submit(Op::SetModel { model: model.clone() });
    // The op's own stream says at once whether it was taken (a notice) or refused (an error).
    let mut refused = refused;
    while let Some(Some(ev)) = futures::FutureExt::now_or_never(refused.next()) {
        if let AgentEvent::Error { message } = ev.event {
            return Err(invalid_params(message));
        }
    }
    *session.model.lock().unwrap_or_else(|e| e.into_inner()) = model;
    Ok(())
}

/// Tells the editor which slash commands a prompt may start with.
fn announce_commands(cx: &Connection, id: &str, session: &Session) -> Result<(), Error> {
    let mut commands = vec![acp::AvailableCommand::new(
        "compact",
        "Summarise older turns now to free context",
    )];
    for c in &session.catalog.commands {
        let mut command = acp::AvailableCommand::new(c.name.clone(), c.description.clone());
        if let Some(hint) = &c.argument_hint {
            command = command.input(Some(acp::AvailableCommandInput::Unstructured(
                acp::UnstructuredCommandInput::new(hint.clone()),
            )));
        }
        commands.push(command);
    }
    cx.send_notification(acp::SessionNotification::new(
        acp::SessionId::new(id),
        acp::SessionUpdate::AvailableCommandsUpdate(acp::AvailableCommandsUpdate::new(commands)),
    ))
}

/// Runs one prompt: the op it becomes (a message, `/compact`, a custom command), its events as
/// updates, the gate's questions as permission requests; returns the stop reason.
async fn prompt(
    cx: &Connection,
    id: &acp::SessionId,
    session: &Arc<Session>,
    content: &[acp::ContentBlock],
) -> Result<acp::StopReason, Error> {
    let (text, images) = map::prompt_content(content, &session.workspace).map_err(invalid_params)?;
    if text.trim().is_empty() && images.is_empty() {
        return Err(invalid_params("the prompt has no text".into()));
    }
    if !images.is_empty() && !session.agent.takes_images() {
        let (provider, name) = session
            .agent
            .model_label()
            .split_once('/')
            .map(|(p, m)| (p.to_owned(), m.to_owned()))
            .unwrap_or_default();
        let refusal = ouzel::core::OpError::ImagesNotSupported {
            model: session.agent.model_label(),
            provider,
            name,
        };
        return Err(invalid_params(refusal.to_string()));
    }
    let op = match slash_command(&text) {
        Some(("compact", _)) => Op::Compact,
        Some((name, args)) if session.catalog.command(name).is_some() || session.catalog.skill(name).is_some() => {
            let invocation = session
                .catalog
                .invoke(name, args)
                .map_err(|e| invalid_params(format!("/{name}: {e}")))?;
            if let (Some(n), Some(scope)) = (invocation.narrowing, session.agent.gate().scope()) {
                scope.narrow(n);
            }
            Op::user_message_with_images(invocation.message, images)
        }
        _ => Op::user_message_with_images(text, images),
    };
    let compacting = matches!(op, Op::Compact);
    let mut events = session.agent.submit(op);
    let mut streamed = false;
    let mut error: Option<String> = None;
    let mut finish = if compacting {
        FinishReason::Completed
    } else {
        FinishReason::Error
    };
    let send = |update: acp::SessionUpdate| cx.send_notification(acp::SessionNotification::new(id.clone(), update));
    while let Some(ev) = events.next().await {
        // Agents called as tools show as their call; their own events stay theirs.
        if !ev.path.is_empty() {
            continue;
        }
        match ev.event {
            AgentEvent::TextDelta { text } => {
                streamed = true;
                send(acp::SessionUpdate::AgentMessageChunk(map::chunk(&text)))?;
            }
            // A provider that does not stream sends the whole text only.
            AgentEvent::Text { text } => {
                if !streamed {
                    send(acp::SessionUpdate::AgentMessageChunk(map::chunk(&text)))?;
                }
                streamed = false;
            }
            AgentEvent::ThinkingDelta { text } => send(acp::SessionUpdate::AgentThoughtChunk(map::chunk(&text)))?,
            AgentEvent::ToolCall {
                id: call, name, input, ..
            } => {
                let def = session.agent.tools().get(&name).map(|t| t.definition().clone());
                send(acp::SessionUpdate::ToolCall(map::tool_call(
                    call.as_str(),
                    &name,
                    def.as_ref(),
                    &input,
                    &session.workspace,
                )))?;
            }
            AgentEvent::PermissionDecision {
                id: call,
                decision: ouzel::core::Decision::Allow,
                ..
            } => send(acp::SessionUpdate::ToolCallUpdate(acp::ToolCallUpdate::new(
                acp::ToolCallId::new(call.as_str()),
                acp::ToolCallUpdateFields::new().status(acp::ToolCallStatus::InProgress),
            )))?,
            AgentEvent::ApprovalRequested {
                id: call,
                name,
                input,
                preview,
                reason,
                ..
            } => {
                let question =
                    permission_request(id, session, call.as_str(), &name, &input, preview.as_deref(), &reason);
                let (cx2, session2, id2) = (cx.clone(), session.clone(), id.clone());
                cx.spawn(async move {
                    let answer = match cx2.send_request(question.clone()).block_task().await {
                        Ok(response) => match answer_of(&response.outcome) {
                            Choice::Answer(answer) => answer,
                            Choice::Message => {
                                let title = question.tool_call.fields.title.clone().unwrap_or_default();
                                rejection_message(&cx2, &id2, call.as_str(), &title).await
                            }
                        },
                        Err(e) => {
                            tracing::warn!("session/request_permission failed, the call is refused: {e}");
                            Approval::Deny
                        }
                    };
                    for ev in session2
                        .agent
                        .submit(Op::Approve { id: call, answer })
                        .collect_all()
                        .await
                    {
                        if let AgentEvent::Error { message } = ev.event {
                            tracing::debug!("approval answer not taken: {message}");
                        }
                    }
                    Ok(())
                })?;
            }
            AgentEvent::ToolResult {
                id: call,
                content,
                is_error,
                diff,
                ..
            } => {
                let terminal = session.terminal.as_ref().and_then(|t| t.take(call.as_str()));
                send(acp::SessionUpdate::ToolCallUpdate(map::tool_result(
                    call.as_str(),
                    &content,
                    is_error,
                    diff.as_deref(),
                    terminal.as_ref(),
                    &session.workspace,
                )))?
            }
            AgentEvent::PlanUpdated { items } => send(acp::SessionUpdate::Plan(map::plan(&items)))?,
            AgentEvent::Usage { usage, total } => {
                if let Some(size) = session.agent.context_window() {
                    let used = usage.input_tokens + usage.output_tokens;
                    let mut update = acp::UsageUpdate::new(used, size);
                    if let Some(cost) = total.cost_usd {
                        update = update.cost(Some(acp::Cost::new(cost, "USD")));
                    }
                    send(acp::SessionUpdate::UsageUpdate(update))?;
                }
            }
            // The mode changed from inside the turn: the editor's selector follows.
            AgentEvent::ModeChanged { mode } => {
                let now = if mode == SessionMode::Plan {
                    "plan"
                } else if session.agent.gate().trust() {
                    "trust"
                } else {
                    "ask"
                };
                let before = std::mem::replace(&mut *session.mode.lock().unwrap_or_else(|e| e.into_inner()), now);
                if before != now {
                    send(acp::SessionUpdate::CurrentModeUpdate(acp::CurrentModeUpdate::new(now)))?;
                }
            }
            AgentEvent::Notice { message } => tracing::info!("{message}"),
            AgentEvent::ContextCompacted {
                tokens_before,
                tokens_after,
            } if compacting => send(acp::SessionUpdate::AgentMessageChunk(map::chunk(&format!(
                "Compacted the conversation: about {tokens_before} tokens before, {tokens_after} after."
            ))))?,
            AgentEvent::Error { message } => error = Some(message),
            AgentEvent::Finished { reason, .. } => finish = reason,
            _ => {}
        }
    }
    if compacting && let Some(message) = error {
        return Err(Error::new(-32603, message));
    }
    map::stop_reason(finish).ok_or_else(|| {
        Error::new(
            -32603,
            error.unwrap_or_else(|| "the turn ended in an error (see ouzel's log on stderr)".into()),
        )
    })
}

/// `/name args` at the start of a prompt.
fn slash_command(text: &str) -> Option<(&str, &str)> {
    let rest = text.trim_start().strip_prefix('/')?;
    let (name, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    (!name.is_empty() && !name.contains('/')).then_some((name, args.trim()))
}

/// The question of an `approval_requested` event, as the editor is asked it: the call (title,
/// kind, input) with ouzel's preview, and ouzel's answers.
fn permission_request(
    id: &acp::SessionId,
    session: &Session,
    call: &str,
    name: &str,
    input: &serde_json::Value,
    preview: Option<&str>,
    reason: &str,
) -> acp::RequestPermissionRequest {
    let def = session.agent.tools().get(name).map(|t| t.definition().clone());
    let mut content = match preview {
        Some(p) if p.starts_with("--- ") => map::diff_contents(p, &session.workspace),
        Some(p) => vec![map::text_content(p)],
        None => Vec::new(),
    };
    if content.is_empty() {
        content.push(map::text_content(&format!("needs approval: {reason}")));
    }
    let fields = acp::ToolCallUpdateFields::new()
        .title(Some(map::tool_title(name, def.as_ref(), input)))
        .kind(Some(map::tool_kind(def.as_ref())))
        .status(Some(acp::ToolCallStatus::Pending))
        .locations(Some(map::tool_locations(def.as_ref(), input, &session.workspace)))
        .raw_input(Some(input.clone()))
        .content(Some(content));
    acp::RequestPermissionRequest::new(
        id.clone(),
        acp::ToolCallUpdate::new(acp::ToolCallId::new(call), fields),
        permission_options(session.elicitation),
    )
}

/// The option id of "reject with a message".
const REJECT_WITH_MESSAGE: &str = "deny_message";

/// The field of the form that asks for the message.
const MESSAGE_FIELD: &str = "message";

/// ouzel's answers as ACP options. A permission option carries no text, so "reject with a
/// message" is offered only to an editor that can ask for a line of text afterwards
/// (`elicitation` in form mode).
fn permission_options(elicitation: bool) -> Vec<acp::PermissionOption> {
    let mut options = vec![
        acp::PermissionOption::new("once", "Allow once", acp::PermissionOptionKind::AllowOnce),
        acp::PermissionOption::new(
            "session",
            "Allow this tool for the session",
            acp::PermissionOptionKind::AllowAlways,
        ),
        acp::PermissionOption::new("deny", "Reject", acp::PermissionOptionKind::RejectOnce),
    ];
    if elicitation {
        options.push(acp::PermissionOption::new(
            REJECT_WITH_MESSAGE,
            "Reject with a message…",
            acp::PermissionOptionKind::RejectOnce,
        ));
    }
    options
}

/// What the editor's choice means.
#[derive(Debug, PartialEq, Eq)]
enum Choice {
    /// ouzel's answer.
    Answer(Approval),
    /// A rejection whose message is still to be asked for.
    Message,
}

/// The editor's choice as ouzel's answer; a cancelled question is a refusal.
fn answer_of(outcome: &acp::RequestPermissionOutcome) -> Choice {
    Choice::Answer(match outcome {
        acp::RequestPermissionOutcome::Selected(s) => match s.option_id.0.as_ref() {
            "once" => Approval::Once,
            "session" => Approval::Session,
            REJECT_WITH_MESSAGE => return Choice::Message,
            _ => Approval::Deny,
        },
        _ => Approval::Deny,
    })
}

/// Asks the editor for the message of a rejection (`elicitation/create`, a one-field form tied
/// to the call). The message goes to the model with the refusal; declined, cancelled or empty,
/// the call is simply rejected.
async fn rejection_message(cx: &Connection, session: &acp::SessionId, call: &str, title: &str) -> Approval {
    let schema = acp::ElicitationSchema::new()
        .title(Some("Reject with a message".to_owned()))
        .property(
            MESSAGE_FIELD,
            acp::StringPropertySchema::new()
                .title(Some("Message".to_owned()))
                .description(Some("Why not, or what the agent should do instead".to_owned()))
                .min_length(Some(1)),
            true,
        );
    let scope = acp::ElicitationSessionScope::new(session.clone()).tool_call_id(Some(acp::ToolCallId::new(call)));
    let request = acp::CreateElicitationRequest::new(
        acp::ElicitationFormMode::new(scope, schema),
        format!("Rejecting `{title}`: tell the agent why, or what to do instead."),
    );
    match cx.send_request(request).block_task().await {
        Ok(response) => message_of(&response.action),
        Err(e) => {
            tracing::warn!("elicitation/create failed, the call is rejected without a message: {e}");
            Approval::Deny
        }
    }
}

/// The rejection an answered form makes.
fn message_of(action: &acp::ElicitationAction) -> Approval {
    let acp::ElicitationAction::Accept(accepted) = action else {
        return Approval::Deny;
    };
    match accepted.content.as_ref().and_then(|c| c.get(MESSAGE_FIELD)) {
        Some(acp::ElicitationContentValue::String(m)) if !m.trim().is_empty() => {
            Approval::DenyWithMessage(m.trim().to_owned())
        }
        _ => Approval::Deny,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slash_commands_are_a_name_and_the_rest() {
        assert_eq!(slash_command("/compact"), Some(("compact", "")));
        assert_eq!(
            slash_command(" /review src/lib.rs now"),
            Some(("review", "src/lib.rs now"))
        );
        assert_eq!(slash_command("/usr/bin is a path"), None);
        assert_eq!(slash_command("no command"), None);
    }

    #[test]
    fn the_editors_choice_becomes_ouzels_answer() {
        let pick = |id: &str| {
            answer_of(&acp::RequestPermissionOutcome::Selected(
                acp::SelectedPermissionOutcome::new(id.to_owned()),
            ))
        };
        assert_eq!(pick("once"), Choice::Answer(Approval::Once));
        assert_eq!(pick("session"), Choice::Answer(Approval::Session));
        assert_eq!(pick("deny"), Choice::Answer(Approval::Deny));
        assert_eq!(pick(REJECT_WITH_MESSAGE), Choice::Message);
        assert_eq!(
            answer_of(&acp::RequestPermissionOutcome::Cancelled),
            Choice::Answer(Approval::Deny)
        );
        let kinds: Vec<_> = permission_options(false).iter().map(|o| o.kind).collect();
        assert_eq!(
            kinds,
            [
                acp::PermissionOptionKind::AllowOnce,
                acp::PermissionOptionKind::AllowAlways,
                acp::PermissionOptionKind::RejectOnce
            ]
        );
        let ids: Vec<_> = permission_options(true)
            .iter()
            .map(|o| o.option_id.0.to_string())
            .collect();
        assert_eq!(ids, ["once", "session", "deny", REJECT_WITH_MESSAGE]);
    }

    #[test]
    fn a_rejection_carries_the_message_the_form_gave() {
        let accept = |content: Option<(&str, acp::ElicitationContentValue)>| {
            acp::ElicitationAction::Accept(
                acp::ElicitationAcceptAction::new()
                    .content(content.map(|(k, v)| std::collections::BTreeMap::from([(k.to_owned(), v)]))),
            )
        };
        assert_eq!(
            message_of(&accept(Some((MESSAGE_FIELD, " use git mv ".into())))),
            Approval::DenyWithMessage("use git mv".into())
        );
        assert_eq!(message_of(&accept(Some((MESSAGE_FIELD, "  ".into())))), Approval::Deny);
        assert_eq!(message_of(&accept(None)), Approval::Deny);
        assert_eq!(message_of(&acp::ElicitationAction::Decline), Approval::Deny);
        assert_eq!(message_of(&acp::ElicitationAction::Cancel), Approval::Deny);
    }

    #[test]
    fn editor_mcp_servers_become_config_entries() {
        let stdio = acp::McpServer::Stdio(
            acp::McpServerStdio::new("files", "/usr/bin/srv")
                .args(vec!["--root".into(), "/w".into()])
                .env(vec![acp::EnvVariable::new("TOKEN", "x")]),
        );
        let (name, entry) = mcp_entry(&stdio).unwrap();
        assert_eq!(name, "files");
        assert_eq!(entry.command.as_deref(), Some("/usr/bin/srv"));
        assert_eq!(entry.args, ["--root", "/w"]);
        assert_eq!(entry.env.get("TOKEN").map(String::as_str), Some("x"));
        let http = acp::McpServer::Http(acp::McpServerHttp::new("docs", "http://127.0.0.1:9/mcp"));
        let (_, entry) = mcp_entry(&http).unwrap();
        assert_eq!(entry.url.as_deref(), Some("http://127.0.0.1:9/mcp"));
        let sse = acp::McpServer::Sse(acp::McpServerSse::new("old", "http://x/sse"));
        assert!(mcp_entry(&sse).unwrap_err().to_string().contains("stdio and http"));
    }
}
