//! The driver: owns the terminal and the agent, feeds keys, agent events and approval questions
//! to the [`App`], performs the [`Effect`]s it returns, and draws at most once a frame.

use crate::app::{App, Effect, PickerItem, PickerKind, short_count};
use crate::commands::{Command, RewindChoice};
use crate::remote::{Remote, RemoteRun};
use crate::terminal::TerminalGuard;
use crate::theme::Theme;
use crate::transcript::{CellKind, Level};
use crossterm::event::EventStream;
use futures::FutureExt;
use futures::StreamExt;
use futures::stream::BoxStream;
use ouzel::core::{Message, Op, RunStream, TokenUsage, ToolCallId};
use ouzel::{Agent, Config, Event, Resume, RunOptions};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::task::JoinSet;

/// Frames are drawn at most this often; events in between are coalesced into one frame.
const FRAME: Duration = Duration::from_millis(16);
/// Spinners and clocks advance this often while something runs.
const TICK: Duration = Duration::from_millis(100);
/// How long leaving waits for a cancelled turn to write its last step.
const QUIT_GRACE: Duration = Duration::from_secs(3);
/// Prompts kept in the history file.
const HISTORY_KEEP: usize = 1000;

/// Why the UI could not run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TuiError {
    /// Standard input or output is not a terminal.
    #[error("the interactive UI needs a terminal; for scripts and CI use `ouzel exec PROMPT`")]
    NotATerminal,
    /// The agent could not be set up.
    #[error(transparent)]
    Setup(#[from] ouzel::SetupError),
    /// The terminal failed.
    #[error("terminal: {0}")]
    Terminal(#[from] std::io::Error),
}

/// Work done off the UI loop, and what it brings back.
enum Background {
    /// A rebuilt agent (`/new`, `/resume`) and the history to show.
    Agent {
        result: Result<Box<Opened>, String>,
        what: Switch,
    },
    Picker(PickerKind, String, Result<Vec<PickerItem>, String>),
    Info(String, Result<Vec<String>, String>),
    /// What an op reported in its own stream (`compact`).
    Events(Vec<Event>),
    /// The unique short form of a session id, once the session is saved.
    ShortId(String, Option<String>),
    /// A custom command or skill resolved (its skill file read), ready to run.
    Invoked {
        line: String,
        result: Result<ouzel::Invocation, ouzel::InvokeError>,
    },
    /// A rewind's report, and whether the conversation changed (the agent is rebuilt to load it).
    Rewound(Result<(Vec<String>, bool), String>),
    /// An image file read for the next message (`/image PATH`), or why it cannot be sent.
    Image(String, Result<ouzel::core::Image, String>),
}

#[derive(Debug, Clone)]
enum Switch {
    New,
    Resume,
}

/// A saved session the UI leaves behind: its id and the shortest prefix that resumes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedSession {
    /// The whole id.
    pub id: String,
    /// The shortest unique prefix (at least 8 characters).
    pub short: String,
}

/// Opens the interactive UI on this terminal and runs until the user leaves. Returns the
/// session it leaves, when that one was saved (a new session with no message is not).
pub async fn run(config: Config, opts: RunOptions) -> Result<Option<SavedSession>, TuiError> {
    run_with(config, opts, None).await
}

/// [`run`], with the turns run by `remote` when one is given (a durable run: see
/// [`crate::remote`]); on opening a session, a run of it still going on is followed.
pub async fn run_with(
    config: Config,
    opts: RunOptions,
    remote: Option<Arc<dyn Remote>>,
) -> Result<Option<SavedSession>, TuiError> {
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(TuiError::NotATerminal);
    }
    let mut opts = opts;
    // Questions arrive as `approval_requested` events in the turn's stream.
    opts.ask = true;
    let (
        Opened {
            agent,
            mut history,
            usage,
            todos,
            servers,
        },
        catalog,
    ) = {
        let (config, opts) = (config.clone(), opts.clone());
        tokio::task::spawn_blocking(move || {
            let catalog = ouzel::Catalog::load(&config, &opts.workspace);
            build(&config, &opts, catalog.clone()).map(|built| (built, catalog))
        })
        .await
        .map_err(|e| TuiError::Terminal(std::io::Error::other(e)))??
    };
    // A run of this session still going on elsewhere is followed, its part of the
    // conversation shown by its events.
    let attached = match &remote {
        Some(r) => r.attach(&agent).await,
        None => Ok(None),
    };
    if let Ok(Some(a)) = &attached
        && let Some(n) = a.shown_before
    {
        history.truncate(n);
    }
    let mut app = App::new(Theme::from_env());
    app.set_custom(custom_entries(&catalog));
    if let Some(w) = ouzel::sandbox_warning(&config, &opts) {
        app.notice(Level::Warn, w);
    }
    let history_path = ouzel::prompt_history_path();
    if let Some(path) = &history_path {
        app.input.set_history(load_prompt_history(path).await);
    }
    let mut driver = Driver {
        config,
        opts,
        agent,
        app,
        run: None,
        background: JoinSet::new(),
        quitting: false,
        header: None,
        catalog,
        restore_model: None,
        servers,
        held: None,
        send_now: false,
        servers_reported: BTreeSet::new(),
        servers_settled: false,
        remote,
        remote_ops: None,
        images: Vec::new(),
    };
    driver.adopt(history, usage, todos, true);
    match attached {
        Ok(Some(a)) => {
            driver
                .app
                .notice(Level::Info, "following this session's run, which goes on elsewhere");
            driver.app.attach_turn(Instant::now());
            driver.follow(a.run);
        }
        Ok(None) => {}
        Err(e) => driver.app.notice(Level::Error, e),
    }
    for w in &driver.catalog.warnings {
        driver.app.notice(Level::Warn, w.to_string());
    }
    for c in custom_entries(&driver.catalog) {
        if crate::commands::parse(&format!("/{}", c.name)).is_ok() {
            driver.app.notice(
                Level::Warn,
                format!(
                    "{}: /{} is a built-in command here, so this one runs only with `ouzel exec --command {}`",
                    c.path, c.name, c.name
                ),
            );
        }
    }
    let sent_before = driver.app.input.history().len();
    let guard = TerminalGuard::enter()?;
    let result = driver.event_loop(guard).await;
    if let Some(path) = &history_path {
        let new: Vec<String> = driver.app.input.history().iter().skip(sent_before).cloned().collect();
        save_prompt_history(path, new).await;
    }
    result?;
    let (config, id) = (driver.config.clone(), driver.agent.session_id().to_string());
    let short = tokio::task::spawn_blocking(move || ouzel::saved_short_id(&config, &id))
        .await
        .ok()
        .flatten();
    Ok(short.map(|short| SavedSession {
        id: driver.agent.session_id().to_string(),
        short,
    }))
}

/// An agent and what the UI shows of its session.
struct Opened {
    agent: Agent,
    history: Vec<Message>,
    usage: TokenUsage,
    /// The session's todo list, pinned above the prompt.
    todos: Vec<ouzel::core::TodoItem>,
    /// The configured MCP servers, starting in the background.
    servers: Option<Arc<ouzel::mcp::McpManager>>,
}

/// Builds an agent, with the skills, commands and context files of `catalog`, and reads what
/// the UI shows of its session. Blocks (SQLite, config files).
fn build(config: &Config, opts: &RunOptions, catalog: ouzel::Catalog) -> Result<Opened, ouzel::SetupError> {
    let (agent, servers) = ouzel::Setup::new(config, opts).with_catalog(catalog).build()?;
    let (history, usage, todos) = match opts.resume {
        Resume::New => (Vec::new(), TokenUsage::default(), Vec::new()),
        _ => {
            let store = ouzel::open_store(config)?;
            let history = store
                .load_messages(agent.session_id())
                .map_err(|e| ouzel::SetupError::Session(e.to_string()))?;
            let usage = store
                .get(agent.session_id())
                .ok()
                .flatten()
                .map(|i| i.usage)
                .unwrap_or_default();
            // A list that cannot be read is shown again when the model next writes it.
            let todos = store.load_todos_blocking(agent.session_id()).unwrap_or_default();
            (history, usage, todos)
        }
    };
    Ok(Opened {
        agent,
        history,
        usage,
        todos,
        servers,
    })
}

struct Driver {
    config: Config,
    opts: RunOptions,
    agent: Agent,
    app: App,
    run: Option<BoxStream<'static, Event>>,
    background: JoinSet<Background>,
    quitting: bool,
    /// The transcript cell of the session's header line.
    header: Option<usize>,
    /// Custom commands and skills, found at start.
    catalog: ouzel::Catalog,
    /// The model to switch back to when a command that names its own model ends its turn.
    restore_model: Option<String>,
    /// The configured MCP servers of this agent (their tools join when each is ready).
    servers: Option<Arc<ouzel::mcp::McpManager>>,
    /// A turn's message held until the servers still starting are ready (or Ctrl+S).
    held: Option<String>,
    /// Ctrl+S was pressed: what is sent now does not wait for servers.
    send_now: bool,
    /// Servers whose failure to start was already shown.
    servers_reported: BTreeSet<String>,
    /// No server is starting any more (or none is configured).
    servers_settled: bool,
    /// Where turns run when not here (a durable run).
    remote: Option<Arc<dyn Remote>>,
    /// The answers and cancel of the remote turn running now.
    remote_ops: Option<tokio::sync::mpsc::UnboundedSender<Op>>,
    /// Images attached with `/image`, sent with the next message.
    images: Vec<ouzel::core::Image>,
}

/// What the app shows of the catalog: commands first (they win a name clash), then skills.
fn custom_entries(catalog: &ouzel::Catalog) -> Vec<crate::commands::Custom> {
    let commands = catalog.commands.iter().map(|c| crate::commands::Custom {
        name: c.name.clone(),
        hint: c.argument_hint.clone(),
        description: c.description.clone(),
        skill: false,
        path: c.path.display().to_string(),
    });
    let skills = catalog.skills.iter().map(|s| crate::commands::Custom {
        name: s.name.clone(),
        hint: Some("[request]".into()),
        description: s.description.clone(),
        skill: true,
        path: s.path.display().to_string(),
    });
    commands.chain(skills).collect()
}

impl Driver {
    /// Shows a (new) agent's session: status, tools, history.
    fn adopt(&mut self, history: Vec<Message>, usage: TokenUsage, todos: Vec<ouzel::core::TodoItem>, first: bool) {
        self.header = None;
        let app = &mut self.app;
        app.status.model = self.agent.model_label();
        app.status.workspace = self.agent.workspace().display().to_string();
        app.status.session_id = self.agent.session_id().to_string();
        app.status.session_short = None;
        app.status.context_window = self.agent.context_window();
        app.status.context_used = 0;
        app.status.session_usage = usage;
        app.status.trust = self.agent.gate().trust();
        app.status.mode = self.agent.gate().session_mode();
        app.set_tools(self.agent.tools().list());
        app.transcript.clear();
        app.todos = todos;
        app.plan_offer = false;
        app.scroll_top = None;
        app.load_history(&history);
        if first || !history.is_empty() {
            // The status line shows the id once it is known to be saved, in its unique short form.
            let session = if history.is_empty() {
                "new session".to_owned()
            } else {
                "resumed session".to_owned()
            };
            self.header = Some(app.transcript.len());
            app.notice(
                Level::Info,
                format!(
                    "ouzel · {} · {} · {session} · /help for commands",
                    app.status.model, app.status.workspace
                ),
            );
        }
        self.refresh_short_id();
    }

    /// Looks up the session's unique short id in the background (it changes as sessions are
    /// saved, and exists only once this one is).
    fn refresh_short_id(&mut self) {
        let (config, id) = (self.config.clone(), self.agent.session_id().to_string());
        self.background
            .spawn_blocking(move || Background::ShortId(id.clone(), ouzel::saved_short_id(&config, &id)));
    }

    async fn event_loop(&mut self, mut guard: TerminalGuard) -> Result<(), TuiError> {
        let mut keys = EventStream::new();
        let mut signals = Signals::new();
        let mut last_draw: Option<Instant> = None;
        let mut dirty = true;
        loop {
            if !self.servers_settled {
                dirty |= self.poll_servers();
            }
            let now = Instant::now();
            let animating = self.app.is_running() || !self.app.status.mcp_starting.is_empty();
            let due = match (dirty, last_draw) {
                (_, None) => now,
                (true, Some(t)) => t + FRAME,
                (false, Some(t)) if animating => t + TICK,
                (false, Some(_)) => now + Duration::from_secs(3600),
            };
            let mut effects = Vec::new();
            tokio::select! {
                biased;
                _ = tokio::time::sleep_until(due.into()) => {
                    self.draw(&mut guard)?;
                    last_draw = Some(Instant::now());
                    dirty = false;
                    continue;
                }
                key = keys.next() => match key {
                    Some(Ok(ev)) => effects = self.app.on_terminal(ev, Instant::now()),
                    Some(Err(e)) => return Err(TuiError::Terminal(e)),
                    // The terminal went away: nobody is left to ask.
                    None => effects.push(Effect::Quit),
                },
                ev = next_event(&mut self.run) => match ev {
                    Some(ev) => effects = self.app.on_agent_event(&ev, Instant::now()),
                    None => {
                        self.run = None;
                        self.remote_ops = None;
                        if let Some(model) = self.restore_model.take() {
                            self.switch_model_quietly(model);
                        }
                        effects = self.app.on_run_closed(Instant::now());
                        self.refresh_short_id();
                    }
                },
                Some(done) = self.background.join_next(), if !self.background.is_empty() => {
                    match done {
                        Ok(bg) => self.finish_background(bg),
                        Err(e) => self.app.notice(Level::Error, format!("a background task failed: {e}")),
                    }
                }
                _ = signals.recv() => effects.push(Effect::Quit),
            }
            dirty = true;
            for effect in effects {
                if effect == Effect::Suspend {
                    if let Err(e) = guard.suspend().await {
                        self.app.notice(Level::Error, format!("could not suspend: {e}"));
                    }
                    continue;
                }
                self.perform(effect);
            }
            // Ctrl+S covers what it sent, not later messages.
            self.send_now = false;
            if self.quitting {
                break;
            }
        }
        self.shutdown(&mut guard).await;
        Ok(())
    }

    fn draw(&mut self, guard: &mut TerminalGuard) -> Result<(), TuiError> {
        use crossterm::terminal::{BeginSynchronizedUpdate, EndSynchronizedUpdate};
        if std::mem::take(&mut self.app.redraw_all) | crate::terminal::take_damage() {
            guard.terminal.clear()?;
        }
        let now = Instant::now();
        // One synchronized update per frame: terminals that support it show the frame whole.
        crossterm::queue!(std::io::stdout(), BeginSynchronizedUpdate)?;
        let app = &mut self.app;
        guard.terminal.draw(|f| crate::view::draw(f, app, now))?;
        crossterm::execute!(std::io::stdout(), EndSynchronizedUpdate)?;
        Ok(())
    }

    /// Leaving: a running turn is cancelled and given a moment to record its last step.
    async fn shutdown(&mut self, guard: &mut TerminalGuard) {
        if let Some(mut run) = self.run.take() {
            self.send_to_run(Op::Cancel);
            self.app
                .notice(Level::Info, "cancelling the running turn before leaving…");
            let _ = self.draw(guard);
            let _ = tokio::time::timeout(QUIT_GRACE, async {
                while let Some(ev) = run.next().await {
                    self.app.on_agent_event(&ev, Instant::now());
                }
            })
            .await;
        }
        self.background.abort_all();
    }

    /// Sends an answer or a cancel to the running turn: the remote one's, or the agent.
    fn send_to_run(&mut self, op: Op) {
        match &self.remote_ops {
            Some(ops) => {
                if ops.send(op).is_err() {
                    self.app
                        .notice(Level::Error, "the run is no longer followed: nothing was sent");
                }
            }
            None => self.submit(op),
        }
    }

    /// Shows the events of a turn running elsewhere, and sends it the answers and cancel.
    fn follow(&mut self, run: RemoteRun) {
        self.run = Some(run.events);
        self.remote_ops = Some(run.ops);
    }

    /// Sends an op whose answer is immediate; a refusal shows as an error notice.
    fn submit(&mut self, op: Op) {
        for ev in drain(self.agent.submit(op)) {
            self.app.on_agent_event(&ev, Instant::now());
        }
    }

    fn perform(&mut self, effect: Effect) {
        match effect {
            Effect::Run(text) => {
                self.poll_servers();
                if self.app.status.mcp_starting.is_empty() || self.send_now {
                    self.start_run(text);
                } else {
                    // The first request offers the servers' tools: it waits for them.
                    self.held = Some(text);
                    self.app.waiting_for_servers = true;
                }
            }
            Effect::SendNow => {
                self.send_now = true;
                if let Some(text) = self.held.take() {
                    self.app.waiting_for_servers = false;
                    self.start_run(text);
                }
            }
            Effect::Cancel if self.held.is_some() => {
                self.held = None;
                for effect in self.app.held_cancelled(Instant::now()) {
                    self.perform(effect);
                }
            }
            Effect::Cancel => self.send_to_run(Op::Cancel),
            Effect::Quit => self.quitting = true,
            Effect::SetTrust(on) => {
                self.submit(Op::SetTrust { on });
                self.opts.trust = on;
            }
            Effect::SetMode(mode) => {
                self.submit(Op::SetMode { mode });
                // A session switched to (/new, /resume) keeps the mode.
                self.opts.mode = mode;
            }
            Effect::Approve { id, answer } => self.send_to_run(Op::Approve {
                id: ToolCallId::new(id),
                answer,
            }),
            Effect::Command(cmd) => self.command(cmd),
            Effect::Invoke { name, args, line } => {
                let catalog = self.catalog.clone();
                // A skill's file is read now (it may have changed since start): off the loop.
                self.background.spawn_blocking(move || Background::Invoked {
                    line,
                    result: catalog.invoke(&name, &args),
                });
            }
            // The event loop does this: it owns the terminal.
            Effect::Suspend => {}
        }
    }

    fn command(&mut self, cmd: Command) {
        match cmd {
            Command::Model(Some(model)) => {
                if let Err(e) = ouzel::split_model(&model) {
                    self.app.notice(Level::Error, e.to_string());
                    return;
                }
                // The same agent, session, tools and MCP connections; the next request goes to
                // the new model.
                let events = drain(self.agent.submit(Op::SetModel { model: model.clone() }));
                let failed = events
                    .iter()
                    .any(|e| matches!(e.event, ouzel::AgentEvent::Error { .. }));
                if !failed {
                    self.opts.model = Some(model);
                    self.refresh_status();
                }
                for ev in events {
                    self.app.on_agent_event(&ev, Instant::now());
                }
            }
            Command::Model(None) => {
                let (config, opts) = (self.config.clone(), self.opts.clone());
                let current = self.agent.model_label();
                self.background.spawn(async move {
                    let items = model_items(&config, &opts, &current).await;
                    Background::Picker(PickerKind::Model, "Switch model".into(), items)
                });
            }
            Command::New => {
                let mut opts = self.opts.clone();
                opts.resume = Resume::New;
                self.rebuild(opts, Switch::New);
            }
            Command::Resume(Some(id)) => {
                let mut opts = self.opts.clone();
                opts.resume = Resume::Id(id);
                self.rebuild(opts, Switch::Resume);
            }
            Command::Resume(None) => {
                let config = self.config.clone();
                let current = self.agent.session_id().to_string();
                self.background.spawn_blocking(move || {
                    // Resuming the session already open would change nothing.
                    let items = session_items(&config, &current)
                        .map(|items| items.into_iter().filter(|i| i.value != current).collect());
                    Background::Picker(PickerKind::Session, "Resume a session".into(), items)
                });
            }
            Command::Sessions => {
                let config = self.config.clone();
                let current = self.agent.session_id().to_string();
                self.background.spawn_blocking(move || {
                    let lines = session_items(&config, &current).map(|items| {
                        items
                            .into_iter()
                            .map(|i| format!("{}  {}", i.label, i.detail))
                            .collect::<Vec<_>>()
                    });
                    Background::Info("Sessions (newest first; /resume ID continues one)".into(), lines)
                });
            }
            Command::Compact if self.remote.is_some() => {
                self.app.notice(
                    Level::Error,
                    "/compact does not run on durable (Temporal) runs yet: the history is sent whole",
                );
            }
            Command::Image(path) if self.remote.is_some() => {
                self.app.notice(
                    Level::Error,
                    format!("/image {path}: images do not go with durable (Temporal) runs yet"),
                );
            }
            Command::Image(path) => {
                if !self.agent.takes_images() {
                    let model = self.agent.model_label();
                    let (provider, name) = model.split_once('/').unwrap_or((model.as_str(), ""));
                    let refusal = ouzel::core::OpError::ImagesNotSupported {
                        model: model.clone(),
                        provider: provider.to_owned(),
                        name: name.to_owned(),
                    };
                    self.app.notice(Level::Error, format!("/image {path}: {refusal}"));
                    return;
                }
                let file = self.agent.workspace().join(&path);
                self.background
                    .spawn(async move { Background::Image(path, ouzel::images::read(&file).await) });
            }
            Command::Compact => {
                let agent = self.agent.clone();
                self.app
                    .notice(Level::Info, "compacting: the model is summarising older turns…");
                self.background
                    .spawn(async move { Background::Events(agent.submit(Op::Compact).collect_all().await) });
            }
            Command::Agents => {
                let (config, opts) = (self.config.clone(), self.opts.clone());
                self.background.spawn_blocking(move || {
                    let lines = ouzel::project::Project::open(&config, &opts)
                        .map(|p| {
                            p.entries()
                                .into_iter()
                                .map(|e| format!("{:<24} {:<8} {}", e.name, e.kind.to_string(), e.source))
                                .collect::<Vec<_>>()
                        })
                        .map_err(|e| e.to_string());
                    Background::Info(
                        "This project's agents, then tools, toolsets and MCP servers".into(),
                        lines,
                    )
                });
            }
            Command::Rewind { turn: None, .. } => {
                let config = self.config.clone();
                let session = self.agent.session_id().clone();
                self.background.spawn_blocking(move || {
                    let items = rewind_items(&config, &session);
                    Background::Picker(PickerKind::RewindTurn, "Rewind to just before a turn".into(), items)
                });
            }
            Command::Rewind {
                turn: Some(turn),
                scope: Some(choice),
            } => {
                let config = self.config.clone();
                let session = self.agent.session_id().clone();
                self.background
                    .spawn_blocking(move || Background::Rewound(rewind(&config, &session, turn, choice)));
            }
            // The app answers these itself.
            Command::Rewind { scope: None, .. }
            | Command::Cost
            | Command::Help
            | Command::Trust(_)
            | Command::Plan(_)
            | Command::Tools
            | Command::Skills
            | Command::Quit => {}
        }
    }

    fn rebuild(&mut self, opts: RunOptions, what: Switch) {
        let config = self.config.clone();
        self.app.notice(Level::Info, "switching…");
        self.background.spawn_blocking(move || Background::Agent {
            result: build(&config, &opts, ouzel::Catalog::load(&config, &opts.workspace))
                .map(Box::new)
                .map_err(|e| e.to_string()),
            what,
        });
    }

    fn finish_background(&mut self, bg: Background) {
        match bg {
            Background::Agent {
                result: Ok(built),
                what,
            } => {
                let Opened {
                    agent,
                    history,
                    usage,
                    todos,
                    servers,
                } = *built;
                if self.app.is_running() {
                    self.app
                        .notice(Level::Warn, "a turn started meanwhile; the switch was dropped");
                    return;
                }
                self.opts.resume = Resume::Id(agent.session_id().to_string());
                self.agent = agent;
                self.servers = servers;
                self.servers_reported.clear();
                self.servers_settled = false;
                let (Switch::New | Switch::Resume) = what;
                self.adopt(history, usage, todos, true);
            }
            Background::Agent { result: Err(e), .. } => self.app.notice(Level::Error, e),
            Background::Picker(kind, title, Ok(items)) => {
                if items.is_empty() {
                    self.app.notice(Level::Info, format!("{title}: nothing to choose from"));
                } else {
                    self.app.open_picker(kind, title, items);
                }
            }
            Background::Picker(_, _, Err(e)) | Background::Info(_, Err(e)) => self.app.notice(Level::Error, e),
            Background::Info(title, Ok(lines)) => self.app.info(title, lines),
            Background::Image(path, Err(e)) => self.app.notice(Level::Error, format!("/image {path}: {e}")),
            Background::Image(path, Ok(image)) => {
                self.app.notice(
                    Level::Info,
                    format!("attached {} ({path}): it goes with your next message", image.label()),
                );
                self.images.push(image);
            }
            Background::Invoked { line, result: Ok(inv) } => {
                if self.app.is_running() {
                    // A turn started meanwhile: this one waits its turn like a typed message.
                    self.app.queued.push_back(line);
                    return;
                }
                if let Some(model) = inv.model
                    && model != self.agent.model_label()
                {
                    let previous = self.agent.model_label();
                    if self.switch_model_quietly(model) {
                        self.restore_model = Some(previous);
                    }
                }
                // The command's or skill's `allowed-tools` hold for its turn; the agent lifts
                // them when the turn ends.
                if let (Some(n), Some(scope)) = (inv.narrowing, self.agent.gate().scope()) {
                    scope.narrow(n);
                }
                for effect in self.app.start_invoked(line, inv.message, Instant::now()) {
                    self.perform(effect);
                }
            }
            Background::Invoked { result: Err(e), .. } => self.app.notice(Level::Error, e.to_string()),
            Background::Events(events) => {
                for ev in events {
                    self.app.on_agent_event(&ev, Instant::now());
                }
            }
            // An answer about a session the UI has since left is dropped.
            Background::ShortId(id, short) => {
                if id != self.app.status.session_id {
                    return;
                }
                // Once saved, the header names the session as it can be resumed.
                if let (Some(short), Some(i)) = (&short, self.header)
                    && let Some(CellKind::Notice(_, text)) = self.app.transcript.cell_mut(i)
                    && text.contains(" · new session · ")
                {
                    *text = text.replace(" · new session · ", &format!(" · session {short} · "));
                }
                self.app.status.session_short = short;
            }
            Background::Rewound(Err(e)) => self.app.notice(Level::Error, e),
            Background::Rewound(Ok((lines, conversation))) => {
                self.app.info("Rewound", lines);
                if conversation {
                    // The agent holds the history in memory: load the rewound one.
                    let mut opts = self.opts.clone();
                    opts.resume = Resume::Id(self.agent.session_id().to_string());
                    self.rebuild(opts, Switch::Resume);
                }
            }
        }
    }

    /// Switches the model for the next turn (a command's own, or back after it); shows only
    /// a failure. True when switched.
    fn switch_model_quietly(&mut self, model: String) -> bool {
        let events = drain(self.agent.submit(Op::SetModel { model }));
        let mut ok = true;
        for ev in events {
            if matches!(ev.event, ouzel::AgentEvent::Error { .. }) {
                ok = false;
                self.app.on_agent_event(&ev, Instant::now());
            }
        }
        self.refresh_status();
        ok
    }

    fn start_run(&mut self, text: String) {
        // MCP servers register their tools when ready; show the current set.
        self.app.set_tools(self.agent.tools().list());
        let images = std::mem::take(&mut self.images);
        match self.remote.clone() {
            // `/image` is refused on durable runs, so no image is left behind here.
            Some(remote) => {
                let run = remote.start(&self.agent, &self.opts, text);
                self.follow(run);
            }
            None => self.run = Some(Box::pin(self.agent.submit(Op::user_message_with_images(text, images)))),
        }
    }

    /// Reads the MCP servers' states: which still start (the status line names them), which
    /// failed (said once, with the server's last stderr lines), and sends a held message once
    /// none is starting. Returns whether anything the screen shows changed.
    fn poll_servers(&mut self) -> bool {
        let Some(servers) = &self.servers else {
            self.servers_settled = true;
            return false;
        };
        let mut starting = Vec::new();
        let mut failed = Vec::new();
        for server in servers.status() {
            match server.state {
                ouzel::mcp::ServerState::Starting => starting.push(server.name),
                ouzel::mcp::ServerState::Failed { message } | ouzel::mcp::ServerState::NeedsLogin { message }
                    if !self.servers_reported.contains(&server.name) =>
                {
                    failed.push(format!(
                        "MCP server `{}` ({}) is not available, its tools are not offered: {message}",
                        server.name, server.target
                    ));
                    self.servers_reported.insert(server.name);
                }
                _ => {}
            }
        }
        let changed = starting != self.app.status.mcp_starting || !failed.is_empty();
        for f in failed {
            self.app.notice(Level::Warn, f);
        }
        if changed {
            self.app.status.mcp_starting = starting;
            self.app.set_tools(self.agent.tools().list());
        }
        self.servers_settled = self.app.status.mcp_starting.is_empty();
        if self.servers_settled
            && let Some(text) = self.held.take()
        {
            self.app.waiting_for_servers = false;
            self.start_run(text);
        }
        changed
    }

    fn refresh_status(&mut self) {
        let s = &mut self.app.status;
        s.model = self.agent.model_label();
        s.context_window = self.agent.context_window();
        s.trust = self.agent.gate().trust();
        self.app.set_tools(self.agent.tools().list());
    }
}

/// The events an op answered with at once (its stream is already complete).
fn drain(mut stream: RunStream) -> Vec<Event> {
    let mut events = Vec::new();
    while let Some(Some(ev)) = stream.next().now_or_never() {
        events.push(ev);
    }
    events
}

/// The next event of the running turn; never ready when none runs.
async fn next_event(run: &mut Option<BoxStream<'static, Event>>) -> Option<Event> {
    match run {
        Some(r) => r.next().await,
        None => std::future::pending().await,
    }
}

/// SIGTERM, SIGHUP (the terminal closed) and SIGINT from another process end the UI cleanly.
struct Signals {
    #[cfg(unix)]
    term: Option<tokio::signal::unix::Signal>,
    #[cfg(unix)]
    hup: Option<tokio::signal::unix::Signal>,
    #[cfg(unix)]
    int: Option<tokio::signal::unix::Signal>,
}

impl Signals {
    fn new() -> Self {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Self {
                term: signal(SignalKind::terminate()).ok(),
                hup: signal(SignalKind::hangup()).ok(),
                int: signal(SignalKind::interrupt()).ok(),
            }
        }
        #[cfg(not(unix))]
        Self {}
    }

    async fn recv(&mut self) {
        #[cfg(unix)]
        {
            async fn one(s: &mut Option<tokio::signal::unix::Signal>) {
                match s {
                    Some(s) => {
                        s.recv().await;
                    }
                    None => std::future::pending().await,
                }
            }
            tokio::select! {
                _ = one(&mut self.term) => {}
                _ = one(&mut self.hup) => {}
                _ = one(&mut self.int) => {}
            }
        }
        #[cfg(not(unix))]
        std::future::pending::<()>().await
    }
}

/// Models to offer: the current provider's list (asked of its API, briefly) and every
/// configured model of providers that have their key.
async fn model_items(config: &Config, opts: &RunOptions, current: &str) -> Result<Vec<PickerItem>, String> {
    use ouzel::providers;
    let current_provider = current.split('/').next().unwrap_or_default().to_owned();
    let mut items: Vec<PickerItem> = Vec::new();
    for name in providers::provider_names(config) {
        let Ok(p) = providers::resolve(config, &name, opts.base_url.as_deref()) else {
            continue;
        };
        if p.key_required && !p.has_key() {
            continue;
        }
        let mut models: Vec<String> = p.models.keys().cloned().collect();
        if name == current_provider
            && let Ok(client) = p.connect("")
            && let Ok(Ok(Some(listed))) = tokio::time::timeout(Duration::from_secs(5), client.list_models()).await
        {
            models.extend(listed);
        }
        models.sort();
        models.dedup();
        for m in models {
            let value = format!("{name}/{m}");
            let detail = match ouzel::llm::prices::lookup(&m) {
                Some(info) => format!("{} context", short_count(info.context_window)),
                None => String::new(),
            };
            let detail = if value == current {
                format!("(current) {detail}")
            } else {
                detail
            };
            items.push(PickerItem {
                label: value.clone(),
                detail,
                value,
            });
        }
    }
    if items.is_empty() {
        return Err(format!(
            "no models to list: type /model PROVIDER/MODEL (now {current}); `ouzel models` shows the providers"
        ));
    }
    Ok(items)
}

/// Saved sessions, newest first.
fn session_items(config: &Config, current: &str) -> Result<Vec<PickerItem>, String> {
    let store = ouzel::open_store(config).map_err(|e| e.to_string())?;
    let sessions = store.list().map_err(|e| e.to_string())?;
    let ids: Vec<&str> = sessions.iter().map(|s| s.id.as_str()).collect();
    let shorts = ouzel::store::unique_prefixes(&ids);
    Ok(sessions
        .iter()
        .zip(shorts)
        .filter(|(s, _)| s.turns > 0 || s.id.as_str() == current)
        .map(|(s, short)| {
            let id = s.id.to_string();
            let title = if s.title.is_empty() {
                "(no message yet)".to_owned()
            } else {
                s.title.clone()
            };
            let mark = if id == current { " (current)" } else { "" };
            PickerItem {
                label: format!("{short} {title}"),
                detail: format!(
                    "{}{mark} · {} {} · {}",
                    s.updated.format("%Y-%m-%d %H:%M"),
                    s.turns,
                    if s.turns == 1 { "turn" } else { "turns" },
                    s.workspace.display()
                ),
                value: id,
            }
        })
        .collect())
}

/// The session's user turns not rewound yet, newest first, each with the files it changed.
fn rewind_items(config: &Config, session: &ouzel::core::SessionId) -> Result<Vec<PickerItem>, String> {
    use ouzel::checkpoint::ChangeKind;
    let store = ouzel::open_store(config).map_err(|e| e.to_string())?;
    let turns = store.user_turns(session).map_err(|e| e.to_string())?;
    let changes = match ouzel::checkpoint_store() {
        Some(s) => ouzel::checkpoint::SessionCheckpoints::new(s, session.clone())
            .turns()
            .map_err(|e| e.to_string())?,
        None => Vec::new(),
    };
    Ok(turns
        .into_iter()
        .rev()
        .filter(|t| !t.hidden)
        .map(|t| {
            let files: Vec<_> = changes
                .iter()
                .filter(|c| c.at == t.at && !c.rewound)
                .flat_map(|c| c.changes.iter())
                .collect();
            let count = |k: ChangeKind| files.iter().filter(|f| f.kind == k).count();
            let detail = if files.is_empty() {
                "no file changes".to_owned()
            } else {
                let names: Vec<String> = files.iter().take(4).map(|f| f.path.display().to_string()).collect();
                format!(
                    "{} modified, {} created, {} deleted: {}{}",
                    count(ChangeKind::Modified),
                    count(ChangeKind::Created),
                    count(ChangeKind::Deleted),
                    names.join(", "),
                    if files.len() > 4 { ", …" } else { "" }
                )
            };
            let text = t.text.lines().next().unwrap_or("").chars().take(60).collect::<String>();
            PickerItem {
                label: format!("{:>3}  {text}", t.number),
                detail,
                value: t.number.to_string(),
            }
        })
        .collect())
}

/// Rewinds the session; the lines to show, and whether the conversation changed.
fn rewind(
    config: &Config,
    session: &ouzel::core::SessionId,
    turn: u32,
    choice: RewindChoice,
) -> Result<(Vec<String>, bool), String> {
    use ouzel::rewind::RewindScope;
    let store = ouzel::open_store(config).map_err(|e| e.to_string())?;
    let scope = match choice {
        RewindChoice::Both => RewindScope::Both,
        RewindChoice::Code => RewindScope::Code,
        RewindChoice::Conversation => RewindScope::Conversation,
    };
    let picked = ouzel::rewind::pick_turn(&store, session, Some(turn)).map_err(|e| e.to_string())?;
    // Conflicts stop the rewind here; `ouzel rewind --force` on the command line overrides them.
    let done = ouzel::rewind::rewind(&store, session, picked, scope, false)
        .map_err(|e| format!("{e}\n(to overwrite: ouzel rewind {session} --turn {turn} --force)"))?;
    let mut lines = vec![format!(
        "to just before turn {}: {}",
        turn,
        done.turn.text.lines().next().unwrap_or("")
    )];
    let f = &done.files;
    for (label, paths) in [
        ("restored", &f.restored),
        ("created", &f.created),
        ("removed", &f.removed),
    ] {
        lines.extend(paths.iter().map(|p| format!("  {label:<9} {}", p.display())));
    }
    lines.extend(
        f.not_restored
            .iter()
            .map(|n| format!("  not restored {} ({})", n.path.display(), n.why)),
    );
    if choice != RewindChoice::Conversation {
        lines.push(format!(
            "files: {} restored, {} created, {} removed",
            f.restored.len(),
            f.created.len(),
            f.removed.len()
        ));
    }
    if choice != RewindChoice::Code {
        lines.push(format!(
            "conversation: {} message(s) hidden from the model",
            done.hidden_messages
        ));
    }
    Ok((lines, choice != RewindChoice::Code))
}

async fn load_prompt_history(path: &std::path::Path) -> Vec<String> {
    let Ok(text) = tokio::fs::read_to_string(path).await else {
        return Vec::new();
    };
    let mut entries: Vec<String> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<String>(l).ok())
        .collect();
    let skip = entries.len().saturating_sub(HISTORY_KEEP);
    entries.drain(..skip);
    entries
}

async fn save_prompt_history(path: &std::path::Path, new: Vec<String>) {
    if new.is_empty() {
        return;
    }
    let mut entries = load_prompt_history(path).await;
    entries.extend(new);
    let skip = entries.len().saturating_sub(HISTORY_KEEP);
    let text: String = entries[skip..]
        .iter()
        .filter_map(|e| serde_json::to_string(e).ok())
        .map(|l| l + "\n")
        .collect();
    // What you typed may hold anything: owner-only, in an owner-only directory.
    let path = path.to_path_buf();
    let saved = tokio::task::spawn_blocking(move || {
        use ouzel::store::private;
        if let Some(dir) = path.parent() {
            private::create_dir_all(dir)?;
            private::tighten(dir, 0o700)?;
        }
        private::create_file(&path)?;
        private::tighten(&path, 0o600)?;
        std::fs::write(&path, text).map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", path.display())))
    })
    .await;
    match saved {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::warn!("cannot save the prompt history: {e}"),
        Err(e) => tracing::warn!("cannot save the prompt history: {e}"),
    }
}
