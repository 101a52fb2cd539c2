//! The UI's state and every decision about it. Given a key, a paste or an agent event, [`App`]
//! updates itself and returns the [`Effect`]s the driver must perform (start a turn, cancel it,
//! switch the model); it does no I/O and reads no clock, so it is tested without a terminal.

use crate::approval::ApprovalRequest;
use crate::commands::{self, Command, RewindChoice};
use crate::input::{Input, InputOutcome};
use crate::theme::Theme;
use crate::transcript::{CellKind, Level, RenderContext, ToolCard, ToolStatus, Transcript};
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEventKind};
use ouzel::core::{
    Approval, ContentBlock, Message, Risk, Role, RunState, SessionMode, TodoItem, TokenUsage, ToolDefinition,
};
use ouzel::{AgentEvent, Event, FinishReason};
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::time::Instant;

/// What the user says, on their behalf, when they accept a plan (shown in the transcript).
pub const PLAN_ACCEPTED: &str = "The plan is accepted: carry it out.";

/// Something the driver must do for the UI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Start a turn with this message.
    Run(String),
    /// Cancel the running turn.
    Cancel,
    /// Leave the UI.
    Quit,
    /// Turn trust mode on or off in the permission gate.
    SetTrust(bool),
    /// Switch the session mode (plan mode: only read-only tools run).
    SetMode(SessionMode),
    /// Send without waiting for MCP servers still starting (Ctrl+S): a send held for them goes
    /// out now, and so does the message this key submits.
    SendNow,
    /// Answer the approval question about this call.
    Approve {
        /// The call asked about.
        id: String,
        /// The answer.
        answer: Approval,
    },
    /// Stop the process like a shell job (Ctrl-Z); the turn, if any, goes on.
    Suspend,
    /// A command that needs the agent, the store or the network.
    Command(Command),
    /// Run a custom command or skill: `/NAME args` as typed (`line`).
    Invoke {
        /// The command's or skill's name.
        name: String,
        /// What followed the name.
        args: String,
        /// The whole line, for the transcript.
        line: String,
    },
}

/// The state of the current turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// Waiting for the user.
    Idle,
    /// A turn runs.
    Running {
        /// When it started.
        since: Instant,
        /// What it is doing.
        state: RunState,
        /// Cancellation was asked for.
        cancelling: bool,
    },
}

/// What the status line shows.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Status {
    /// `provider/model`.
    pub model: String,
    /// The workspace root.
    pub workspace: String,
    /// The session id.
    pub session_id: String,
    /// The shortest prefix of the id that tells it apart from every saved session; `None` until
    /// the session is saved.
    pub session_short: Option<String>,
    /// The model's context window, when known.
    pub context_window: Option<u64>,
    /// Tokens of the last model call (prompt and answer): how full the context is.
    pub context_used: u64,
    /// Tokens and cost of finished turns of this session (since the UI opened it).
    pub session_usage: TokenUsage,
    /// Tokens and cost of the running turn so far.
    pub turn_usage: TokenUsage,
    /// The loop iteration of the running or last turn.
    pub iteration: u32,
    /// Medium-risk tools run without asking.
    pub trust: bool,
    /// The session mode (plan mode shows in the status line).
    pub mode: SessionMode,
    /// MCP servers still starting: a turn's first request waits for them (Ctrl+S skips).
    pub mcp_starting: Vec<String>,
}

impl Status {
    /// Tokens and cost of the session including the running turn.
    pub fn usage(&self) -> TokenUsage {
        let mut u = self.session_usage;
        u += self.turn_usage;
        u
    }
}

/// What a picker chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickerKind {
    /// A model for `/model`.
    Model,
    /// A session for `/resume`.
    Session,
    /// A user turn for `/rewind`.
    RewindTurn,
    /// What to rewind to just before this turn.
    RewindScope(u32),
}

/// One choice in a picker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickerItem {
    /// What the row shows first.
    pub label: String,
    /// Secondary text (dimmed).
    pub detail: String,
    /// What choosing it passes on (a model string, a session id).
    pub value: String,
}

/// A list to choose from, filtered by typing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picker {
    /// What is being chosen.
    pub kind: PickerKind,
    /// The heading.
    pub title: String,
    /// All choices.
    pub items: Vec<PickerItem>,
    /// The typed filter.
    pub filter: String,
    /// Index into [`Self::visible`].
    pub selected: usize,
}

impl Picker {
    /// The choices matching the filter (case-insensitive substring of label or detail).
    pub fn visible(&self) -> Vec<&PickerItem> {
        let f = self.filter.to_lowercase();
        self.items
            .iter()
            .filter(|i| f.is_empty() || i.label.to_lowercase().contains(&f) || i.detail.to_lowercase().contains(&f))
            .collect()
    }
}

/// The whole UI state.
pub struct App {
    /// The palette.
    pub theme: Theme,
    /// The conversation.
    pub transcript: Transcript,
    /// The prompt editor.
    pub input: Input,
    /// The status line.
    pub status: Status,
    /// The current turn.
    pub turn: Turn,
    /// Calls waiting for an answer; the first is shown.
    pub approvals: VecDeque<ApprovalRequest>,
    /// The user is typing the message of a "no, because…".
    pub approval_message: bool,
    /// What the input held before the approval message was typed.
    stashed_draft: Option<String>,
    /// Messages typed while a turn ran, sent when it ends.
    pub queued: VecDeque<String>,
    /// The open picker.
    pub picker: Option<Picker>,
    /// First transcript line shown when scrolled up; `None` follows the end.
    pub scroll_top: Option<usize>,
    /// Tool output and reasoning shown in full.
    pub expanded: bool,
    /// Ctrl-C was pressed once at an idle prompt; another exits.
    pub quit_armed: bool,
    /// The turn's message is held until the MCP servers still starting are ready.
    pub waiting_for_servers: bool,
    /// Esc was pressed once at an empty idle prompt; another opens `/rewind`.
    pub rewind_armed: bool,
    /// Height of the transcript area at the last draw (page size for scrolling).
    pub view_height: usize,
    /// The screen must be cleared and drawn from scratch.
    pub redraw_all: bool,
    /// The model's todo list, pinned above the prompt (empty: nothing shown).
    pub todos: Vec<TodoItem>,
    /// A plan-mode turn ended with a plan: the user is offered to carry it out (y) or keep
    /// planning (n, or just type).
    pub plan_offer: bool,
    tools: HashMap<String, ToolDefinition>,
    /// Custom commands and skills, for `/NAME`, `/help`, `/skills` and completion.
    custom: Vec<commands::Custom>,
    /// The transcript cell of this turn's latest retry notice: while nothing has been added
    /// after it, the next retry rewrites it instead of stacking another.
    retry_notice: Option<usize>,
}

impl App {
    /// A fresh UI.
    pub fn new(theme: Theme) -> Self {
        Self {
            theme,
            transcript: Transcript::new(),
            input: Input::new(),
            status: Status::default(),
            turn: Turn::Idle,
            approvals: VecDeque::new(),
            approval_message: false,
            stashed_draft: None,
            queued: VecDeque::new(),
            picker: None,
            scroll_top: None,
            expanded: false,
            quit_armed: false,
            waiting_for_servers: false,
            rewind_armed: false,
            view_height: 20,
            redraw_all: false,
            todos: Vec::new(),
            plan_offer: false,
            tools: HashMap::new(),
            custom: Vec::new(),
            retry_notice: None,
        }
    }

    /// The tools' definitions, for the key argument of each call and `/tools`.
    pub fn set_tools(&mut self, tools: Vec<ToolDefinition>) {
        self.tools = tools.into_iter().map(|d| (d.name.clone(), d)).collect();
    }

    /// The custom commands and skills `/NAME` runs.
    pub fn set_custom(&mut self, custom: Vec<commands::Custom>) {
        self.custom = custom;
    }

    /// The tools' definitions, sorted by name.
    pub fn tools(&self) -> Vec<&ToolDefinition> {
        let mut v: Vec<&ToolDefinition> = self.tools.values().collect();
        v.sort_by(|a, b| a.name.cmp(&b.name));
        v
    }

    /// Whether a turn runs.
    pub fn is_running(&self) -> bool {
        matches!(self.turn, Turn::Running { .. })
    }

    /// Adds a one-line notice to the transcript.
    pub fn notice(&mut self, level: Level, text: impl Into<String>) {
        self.transcript.push(CellKind::Notice(level, text.into()), 0);
    }

    /// Adds a block of lines to the transcript.
    pub fn info(&mut self, title: impl Into<String>, lines: Vec<String>) {
        self.transcript.push(
            CellKind::Info {
                title: title.into(),
                lines,
            },
            0,
        );
    }

    /// Opens a picker (the driver has gathered its items).
    pub fn open_picker(&mut self, kind: PickerKind, title: impl Into<String>, items: Vec<PickerItem>) {
        self.picker = Some(Picker {
            kind,
            title: title.into(),
            items,
            filter: String::new(),
            selected: 0,
        });
    }

    /// Shows a session's saved history (after `/resume`, or at start with `--resume`).
    pub fn load_history(&mut self, history: &[Message]) {
        let mut results: HashMap<String, (&str, bool)> = HashMap::new();
        for m in history {
            for b in &m.content {
                if let ContentBlock::ToolResult {
                    tool_use_id,
                    content,
                    is_error,
                } = b
                {
                    results.insert(tool_use_id.to_string(), (content.as_str(), *is_error));
                }
            }
        }
        for m in history {
            for b in &m.content {
                match (m.role, b) {
                    (Role::User, ContentBlock::Text { text }) if !text.trim().is_empty() => {
                        self.transcript.push(CellKind::User(text.clone()), 0);
                    }
                    // Its label, never its bytes.
                    (Role::User, ContentBlock::Image { media_type, data }) => {
                        let label = ouzel::core::image::label(media_type, data);
                        self.transcript.push(CellKind::User(label), 0);
                    }
                    (Role::Assistant, ContentBlock::Text { text }) if !text.trim().is_empty() => {
                        self.transcript.push(
                            CellKind::Assistant {
                                text: text.clone(),
                                streaming: false,
                            },
                            0,
                        );
                    }
                    (_, ContentBlock::ToolUse { id, name, input }) => {
                        let mut card = self.card(id.as_str(), name, input);
                        match results.get(id.as_str()) {
                            Some((content, is_error)) => {
                                card.output = (*content).to_owned();
                                card.status = if *is_error {
                                    ToolStatus::Failed { duration_ms: 0 }
                                } else {
                                    ToolStatus::Done {
                                        duration_ms: 0,
                                        cached: false,
                                    }
                                };
                            }
                            None => card.status = ToolStatus::Cancelled,
                        }
                        self.transcript.push(CellKind::Tool(card), 0);
                    }
                    _ => {}
                }
            }
        }
    }

    fn card(&self, id: &str, name: &str, input: &Value) -> ToolCard {
        let mut card = ToolCard::new(id, name);
        card.key_argument = self.key_argument(name, input);
        card.input = input.clone();
        card.status = ToolStatus::Pending;
        card
    }

    fn key_argument(&self, name: &str, input: &Value) -> Option<String> {
        match self.tools.get(name) {
            Some(def) => def.key_argument(input).map(str::to_owned),
            // A tool we have no definition of (an MCP server's that left, a resumed session's):
            // an argument named like a subject, else the first short string, is the best guess.
            None => {
                let obj = input.as_object()?;
                ["path", "file_path", "command", "url", "query", "pattern", "name"]
                    .iter()
                    .find_map(|k| obj.get(*k).and_then(Value::as_str))
                    .or_else(|| obj.values().filter_map(Value::as_str).find(|s| s.len() < 200))
                    .map(str::to_owned)
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    // Terminal input

    /// Handles one terminal event.
    pub fn on_terminal(&mut self, event: TermEvent, now: Instant) -> Vec<Effect> {
        match event {
            TermEvent::Key(key) if key.kind != KeyEventKind::Release => self.on_key(key, now),
            TermEvent::Paste(text) => {
                self.quit_armed = false;
                if let Some(p) = &mut self.picker {
                    p.filter.push_str(text.lines().next().unwrap_or_default());
                    p.selected = 0;
                } else {
                    self.input.paste(&text);
                }
                Vec::new()
            }
            TermEvent::Mouse(m) => {
                match m.kind {
                    MouseEventKind::ScrollUp => self.scroll_by(-3),
                    MouseEventKind::ScrollDown => self.scroll_by(3),
                    _ => {}
                }
                Vec::new()
            }
            // The next draw lays out for the new size.
            _ => Vec::new(),
        }
    }

    fn on_key(&mut self, key: KeyEvent, now: Instant) -> Vec<Effect> {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl && key.code == KeyCode::Char('c') {
            return self.interrupt();
        }
        self.quit_armed = false;
        let rewind_armed = std::mem::take(&mut self.rewind_armed);
        if self.picker.is_some() {
            return self.on_picker_key(key);
        }
        if !self.approvals.is_empty() && !self.approval_message {
            return self.on_approval_key(key, now);
        }
        if self.plan_offer {
            self.plan_offer = false;
            match key.code {
                KeyCode::Char('y' | 'Y') if self.input.is_empty() => return self.accept_plan(now),
                KeyCode::Char('n' | 'N') | KeyCode::Esc if self.input.is_empty() => return Vec::new(),
                // Anything else is the start of a reply that refines the plan.
                _ => {}
            }
        }
        match key.code {
            KeyCode::BackTab => return self.toggle_plan(),
            KeyCode::Esc => {
                if self.approval_message {
                    self.approval_message = false;
                    self.restore_draft();
                    return Vec::new();
                }
                if !self.is_running() && self.input.is_empty() {
                    if rewind_armed {
                        return self.command(Command::Rewind {
                            turn: None,
                            scope: None,
                        });
                    }
                    self.rewind_armed = true;
                    return Vec::new();
                }
                return self.cancel_turn();
            }
            _ if self.scroll_key(key) => return Vec::new(),
            KeyCode::End if ctrl => {
                self.scroll_top = None;
                return Vec::new();
            }
            KeyCode::Home if ctrl => {
                self.scroll_top = Some(0);
                return Vec::new();
            }
            KeyCode::End if self.scroll_top.is_some() && self.input.is_empty() => {
                self.scroll_top = None;
                return Vec::new();
            }
            KeyCode::Char('o') if ctrl => {
                self.expanded = !self.expanded;
                return Vec::new();
            }
            KeyCode::Char('t') if ctrl => return self.set_trust(!self.status.trust),
            KeyCode::Char('s') if ctrl => {
                // Send now: what is typed goes out as Enter would send it, and neither it nor a
                // message already held waits for MCP servers still starting.
                let mut effects = vec![Effect::SendNow];
                if let InputOutcome::Submitted(text) = self.input.handle_key(KeyEvent::from(KeyCode::Enter)) {
                    effects.extend(self.submit(text, now));
                }
                return effects;
            }
            KeyCode::Char('z') if ctrl => return vec![Effect::Suspend],
            KeyCode::Char('l') if ctrl => {
                self.redraw_all = true;
                return Vec::new();
            }
            KeyCode::Tab if !ctrl && self.complete() => return Vec::new(),
            _ => {}
        }
        match self.input.handle_key(key) {
            InputOutcome::Submitted(text) => self.submit(text, now),
            InputOutcome::Handled => Vec::new(),
            InputOutcome::Ignored => {
                if ctrl && key.code == KeyCode::Char('d') && self.input.is_empty() && !self.is_running() {
                    return vec![Effect::Quit];
                }
                Vec::new()
            }
        }
    }

    /// Tab on a lone `/word`: completes it to the one command it can be, or as far as the
    /// candidates agree (listing them). False when there is nothing to complete.
    fn complete(&mut self) -> bool {
        let text = self.input.text();
        if !text.starts_with('/') || text.contains(char::is_whitespace) {
            return false;
        }
        let names = commands::completions(&text, &self.custom);
        match names.as_slice() {
            [] => return false,
            [one] => self.input.set_text(&format!("{one} ")),
            many => {
                let common = commands::common_prefix(many);
                if common.len() > text.len() {
                    self.input.set_text(&common);
                } else {
                    self.notice(Level::Info, many.join("  "));
                }
            }
        }
        true
    }

    /// Ctrl-C: cancel a running turn; at an idle prompt clear it, and exit on the second press.
    fn interrupt(&mut self) -> Vec<Effect> {
        if self.picker.take().is_some() {
            return Vec::new();
        }
        if self.is_running() {
            return self.cancel_turn();
        }
        if self.quit_armed {
            return vec![Effect::Quit];
        }
        self.quit_armed = true;
        self.input.clear();
        Vec::new()
    }

    fn cancel_turn(&mut self) -> Vec<Effect> {
        match &mut self.turn {
            Turn::Running { cancelling, .. } => {
                *cancelling = true;
                // The gate stops waiting for unanswered questions when the turn is cancelled.
                self.approvals.clear();
                if self.approval_message {
                    self.approval_message = false;
                    self.restore_draft();
                }
                self.queued.clear();
                vec![Effect::Cancel]
            }
            Turn::Idle => Vec::new(),
        }
    }

    /// PgUp/PgDn and Shift+↑/↓ scroll the transcript; returns whether the key was one of them.
    fn scroll_key(&mut self, key: KeyEvent) -> bool {
        let shift = key.modifiers.contains(KeyModifiers::SHIFT);
        let delta = match key.code {
            KeyCode::PageUp => -(self.page() as isize),
            KeyCode::PageDown => self.page() as isize,
            KeyCode::Up if shift => -1,
            KeyCode::Down if shift => 1,
            _ => return false,
        };
        self.scroll_by(delta);
        true
    }

    fn page(&self) -> usize {
        self.view_height.saturating_sub(2).max(1)
    }

    /// Scrolls the transcript; scrolling past the end follows new output again.
    pub fn scroll_by(&mut self, delta: isize) {
        let total = self.transcript.total_height();
        let max_top = total.saturating_sub(self.view_height);
        let current = self.scroll_top.unwrap_or(max_top);
        let next = current.saturating_add_signed(delta).min(max_top);
        self.scroll_top = if next >= max_top { None } else { Some(next) };
    }

    fn on_picker_key(&mut self, key: KeyEvent) -> Vec<Effect> {
        let Some(picker) = &mut self.picker else {
            return Vec::new();
        };
        let count = picker.visible().len();
        match key.code {
            KeyCode::Esc => self.picker = None,
            KeyCode::Up => picker.selected = picker.selected.saturating_sub(1),
            KeyCode::Down => picker.selected = (picker.selected + 1).min(count.saturating_sub(1)),
            KeyCode::PageUp => picker.selected = picker.selected.saturating_sub(10),
            KeyCode::PageDown => picker.selected = (picker.selected + 10).min(count.saturating_sub(1)),
            KeyCode::Backspace => {
                picker.filter.pop();
                picker.selected = 0;
            }
            KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
                picker.filter.push(c);
                picker.selected = 0;
            }
            KeyCode::Enter => {
                let chosen = picker.visible().get(picker.selected).map(|i| i.value.clone());
                let kind = picker.kind;
                self.picker = None;
                if let Some(value) = chosen {
                    return match kind {
                        PickerKind::Model => vec![Effect::Command(Command::Model(Some(value)))],
                        PickerKind::Session => vec![Effect::Command(Command::Resume(Some(value)))],
                        PickerKind::RewindTurn => self.command(Command::Rewind {
                            turn: value.parse().ok(),
                            scope: None,
                        }),
                        PickerKind::RewindScope(turn) => {
                            let scope = RewindChoice::ALL.iter().map(|(c, _)| *c).find(|c| c.word() == value);
                            vec![Effect::Command(Command::Rewind {
                                turn: Some(turn),
                                scope,
                            })]
                        }
                    };
                }
            }
            _ => {}
        }
        Vec::new()
    }

    fn on_approval_key(&mut self, key: KeyEvent, now: Instant) -> Vec<Effect> {
        let Some(request) = self.approvals.front() else {
            return Vec::new();
        };
        let medium = request.risk == Risk::Medium;
        let answer = match key.code {
            // Not Enter: a prompt that appears while the user types must not take a keystroke
            // meant for the message as a yes.
            KeyCode::Char('y' | 'Y') => Approval::Once,
            KeyCode::Char('a' | 'A') => Approval::Session,
            KeyCode::Char('n' | 'N') => Approval::Deny,
            KeyCode::Char('t' | 'T') if medium => {
                let mut effects = self.set_trust(true);
                effects.extend(self.answer_approval(Approval::Once, now));
                return effects;
            }
            KeyCode::Char('m' | 'M') => {
                self.approval_message = true;
                let draft = self.input.text();
                self.stashed_draft = Some(draft);
                self.input.clear();
                return Vec::new();
            }
            KeyCode::Esc => return self.cancel_turn(),
            _ => {
                self.scroll_key(key);
                return Vec::new();
            }
        };
        self.answer_approval(answer, now)
    }

    fn answer_approval(&mut self, answer: Approval, now: Instant) -> Vec<Effect> {
        let Some(request) = self.approvals.pop_front() else {
            return Vec::new();
        };
        let approved = matches!(answer, Approval::Once | Approval::Session);
        if let Some(card) = self.transcript.tool_mut(&request.id) {
            card.status = if approved {
                ToolStatus::Running(now)
            } else {
                ToolStatus::Denied
            };
        }
        vec![Effect::Approve { id: request.id, answer }]
    }

    fn restore_draft(&mut self) {
        if let Some(draft) = self.stashed_draft.take() {
            self.input.set_text(&draft);
        }
    }

    fn toggle_plan(&mut self) -> Vec<Effect> {
        let mode = match self.status.mode {
            SessionMode::Plan => SessionMode::Default,
            _ => SessionMode::Plan,
        };
        self.set_mode(mode)
    }

    fn set_mode(&mut self, mode: SessionMode) -> Vec<Effect> {
        self.plan_offer = false;
        self.status.mode = mode;
        self.notice(
            Level::Info,
            if mode == SessionMode::Plan {
                "plan mode: only read-only tools run and the model answers with a plan (Shift+Tab or /plan off to leave)"
            } else {
                "plan mode off: tools run as the rules and approvals say"
            },
        );
        vec![Effect::SetMode(mode)]
    }

    /// `y` on a finished plan: leave plan mode and have the model carry it out.
    fn accept_plan(&mut self, now: Instant) -> Vec<Effect> {
        let mut effects = self.set_mode(SessionMode::Default);
        effects.extend(self.start_turn(PLAN_ACCEPTED.to_owned(), now));
        effects
    }

    fn set_trust(&mut self, on: bool) -> Vec<Effect> {
        self.status.trust = on;
        self.notice(
            Level::Info,
            if on {
                "trust on: Medium-risk tools (edits, commits) run without asking; High-risk ones still ask"
            } else {
                "trust off: Medium-risk tools ask again"
            },
        );
        vec![Effect::SetTrust(on)]
    }

    /// A line the user sent: a command, a message, or the message of a refusal.
    fn submit(&mut self, text: String, now: Instant) -> Vec<Effect> {
        self.scroll_top = None;
        if self.approval_message {
            self.approval_message = false;
            self.restore_draft();
            let message = text.trim().to_owned();
            return self.answer_approval(Approval::DenyWithMessage(message), now);
        }
        if let Some((name, args)) = self.custom_call(&text) {
            if self.is_running() {
                self.queued.push_back(text);
                return Vec::new();
            }
            return vec![Effect::Invoke { name, args, line: text }];
        }
        if commands::is_command(&text) {
            return match commands::parse(&text) {
                Ok(cmd) => self.command(cmd),
                Err(e) => {
                    self.notice(Level::Error, e.to_string());
                    Vec::new()
                }
            };
        }
        if self.is_running() {
            self.queued.push_back(text);
            return Vec::new();
        }
        self.start_turn(text, now)
    }

    /// `/NAME args` naming a custom command or skill (a built-in of the same name wins).
    fn custom_call(&self, text: &str) -> Option<(String, String)> {
        let line = text.trim();
        let (first, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let name = first.strip_prefix('/')?;
        if commands::parse(first).is_ok() || !self.custom.iter().any(|c| c.name == name) {
            return None;
        }
        Some((name.to_owned(), args.trim().to_owned()))
    }

    /// Starts the turn of a custom command or skill: the transcript shows the line typed, the
    /// model gets `message` (the expanded command, the skill's instructions).
    pub fn start_invoked(&mut self, line: String, message: String, now: Instant) -> Vec<Effect> {
        let mut effects = self.start_turn(line, now);
        effects.retain(|e| !matches!(e, Effect::Run(_)));
        effects.push(Effect::Run(message));
        effects
    }

    /// A turn already running elsewhere is followed (a durable run the UI re-attaches to): its
    /// events and questions are shown as a turn's, with no message of the user's added.
    pub fn attach_turn(&mut self, now: Instant) {
        self.retry_notice = None;
        self.turn = Turn::Running {
            since: now,
            state: RunState::WaitingForModel,
            cancelling: false,
        };
        self.status.turn_usage = TokenUsage::default();
        self.status.iteration = 0;
    }

    fn start_turn(&mut self, text: String, now: Instant) -> Vec<Effect> {
        self.transcript.push(CellKind::User(text.clone()), 0);
        self.retry_notice = None;
        self.turn = Turn::Running {
            since: now,
            state: RunState::WaitingForModel,
            cancelling: false,
        };
        self.status.turn_usage = TokenUsage::default();
        self.status.iteration = 0;
        vec![Effect::Run(text)]
    }

    fn command(&mut self, cmd: Command) -> Vec<Effect> {
        match cmd {
            Command::Help => {
                let all = commands::COMMANDS.iter().chain(commands::KEYS);
                let col = all.map(|(k, _)| crate::wrap::display_width(k)).max().unwrap_or(0) + 2;
                let row = |(k, h): &(&str, &str)| {
                    let pad = col.saturating_sub(crate::wrap::display_width(k));
                    format!("{k}{}{h}", " ".repeat(pad))
                };
                let mut lines: Vec<String> = commands::COMMANDS.iter().map(row).collect();
                let custom: Vec<(String, String)> = self
                    .custom
                    .iter()
                    .filter(|c| !c.skill)
                    .map(|c| {
                        let call = match &c.hint {
                            Some(h) => format!("/{} {h}", c.name),
                            None => format!("/{}", c.name),
                        };
                        (call, c.description.clone())
                    })
                    .collect();
                if !custom.is_empty() {
                    lines.push(String::new());
                    lines.push("Custom commands (Tab completes; /skills lists the skills):".into());
                    lines.extend(custom.iter().map(|(k, h)| row(&(k.as_str(), h.as_str()))));
                }
                lines.push(String::new());
                lines.extend(commands::KEYS.iter().map(row));
                self.info("Commands and keys", lines);
                Vec::new()
            }
            Command::Cost => {
                let lines = cost_lines(&self.status);
                self.info("Usage of this session", lines);
                Vec::new()
            }
            Command::Trust(on) => self.set_trust(on.unwrap_or(!self.status.trust)),
            Command::Plan(None) => self.toggle_plan(),
            Command::Plan(Some(on)) => self.set_mode(if on { SessionMode::Plan } else { SessionMode::Default }),
            Command::Tools => {
                let lines = self
                    .tools()
                    .iter()
                    .map(|d| {
                        let flags = if d.effects.is_read_only() { "read-only" } else { "" };
                        format!("{:<20} {:<6} {flags}", d.name, d.risk.to_string())
                    })
                    .collect();
                self.info(format!("Tools ({})", self.tools.len()), lines);
                Vec::new()
            }
            Command::Skills => {
                let skills: Vec<&commands::Custom> = self.custom.iter().filter(|c| c.skill).collect();
                let lines = if skills.is_empty() {
                    vec!["none: a skill is a folder with a SKILL.md in .ouzel/skills/, .agents/skills/ or .claude/skills/".into()]
                } else {
                    skills
                        .iter()
                        .map(|c| format!("/{:<20} {}  ({})", c.name, c.description, c.path))
                        .collect()
                };
                self.info(format!("Skills ({}; /NAME [request] runs one)", skills.len()), lines);
                Vec::new()
            }
            Command::Quit => vec![Effect::Quit],
            Command::Model(_) | Command::New | Command::Resume(_) | Command::Compact | Command::Rewind { .. }
                if self.is_running() =>
            {
                self.notice(Level::Warn, "a turn is running: wait for it or cancel it (Esc) first");
                Vec::new()
            }
            Command::Rewind {
                turn: Some(turn),
                scope: None,
            } => {
                let items = RewindChoice::ALL
                    .iter()
                    .map(|(c, label)| PickerItem {
                        label: (*label).to_owned(),
                        detail: String::new(),
                        value: c.word().to_owned(),
                    })
                    .collect();
                self.open_picker(
                    PickerKind::RewindScope(turn),
                    format!("Rewind to just before turn {turn}: what?"),
                    items,
                );
                Vec::new()
            }
            other => vec![Effect::Command(other)],
        }
    }

    // ---------------------------------------------------------------------------------------
    // Agent events

    /// Queues a question of the permission gate (an `approval_requested` event).
    pub fn on_approval(&mut self, request: ApprovalRequest) -> Vec<Effect> {
        // A question that arrives after its turn was cancelled is answered no at once.
        if matches!(self.turn, Turn::Idle | Turn::Running { cancelling: true, .. }) {
            return vec![Effect::Approve {
                id: request.id,
                answer: Approval::Deny,
            }];
        }
        if let Some(card) = self.transcript.tool_mut(&request.id) {
            card.status = ToolStatus::AwaitingApproval;
            card.asked = true;
        }
        self.scroll_top = None;
        self.approvals.push_back(request);
        Vec::new()
    }

    /// Applies one event of the running turn.
    pub fn on_agent_event(&mut self, ev: &Event, now: Instant) -> Vec<Effect> {
        let depth = ev.path.len();
        let top = depth == 0;
        if top {
            self.status.iteration = ev.iteration;
        }
        match &ev.event {
            AgentEvent::SessionStarted {
                session_id,
                model,
                workspace,
            } if top => {
                self.status.session_id = session_id.to_string();
                self.status.model = model.clone();
                self.status.workspace = workspace.clone();
            }
            AgentEvent::StateChanged { state } if top => {
                if let Turn::Running { state: s, .. } = &mut self.turn {
                    *s = *state;
                }
            }
            AgentEvent::TextDelta { text } => self.append_text(text, depth),
            AgentEvent::Text { text } => self.finish_text(text, depth),
            AgentEvent::ThinkingDelta { text } => {
                let appended = match self.transcript.last() {
                    Some(c) if c.depth == depth && matches!(c.kind, CellKind::Thinking(_)) => {
                        if let Some(CellKind::Thinking(t)) = self.transcript.last_mut() {
                            t.push_str(text);
                        }
                        true
                    }
                    _ => false,
                };
                if !appended {
                    self.transcript.push(CellKind::Thinking(text.clone()), depth);
                }
            }
            AgentEvent::ToolCallStart { id, name } if self.transcript.tool(id.as_str()).is_none() => {
                self.transcript
                    .push(CellKind::Tool(ToolCard::new(id.as_str(), name)), depth);
            }
            AgentEvent::ToolCall { id, name, input, .. } => {
                let key = self.key_argument(name, input);
                match self.transcript.tool_mut(id.as_str()) {
                    Some(card) => {
                        card.input = input.clone();
                        card.key_argument = key;
                        card.status = ToolStatus::Pending;
                    }
                    None => {
                        let card = self.card(id.as_str(), name, input);
                        self.transcript.push(CellKind::Tool(card), depth);
                    }
                }
            }
            AgentEvent::ToolBatchStarted { ids, .. } => {
                for id in ids {
                    if let Some(card) = self.transcript.tool_mut(id.as_str())
                        && matches!(card.status, ToolStatus::Pending | ToolStatus::Composing)
                    {
                        card.status = ToolStatus::Running(now);
                    }
                }
            }
            AgentEvent::ApprovalRequested { .. } => {
                if let Some(request) = ApprovalRequest::from_event(&ev.event) {
                    return self.on_approval(request);
                }
            }
            AgentEvent::PermissionDenied { id, message, .. } => {
                if let Some(card) = self.transcript.tool_mut(id.as_str()) {
                    card.status = ToolStatus::Denied;
                    card.output = message.clone();
                }
            }
            AgentEvent::ToolResult {
                id,
                name,
                content,
                is_error,
                cached,
                duration_ms,
                diff,
                ..
            } => {
                let cancelling = matches!(self.turn, Turn::Running { cancelling: true, .. });
                let id = id.as_str();
                if self.transcript.tool(id).is_none() {
                    let card = self.card(id, name, &Value::Null);
                    self.transcript.push(CellKind::Tool(card), depth);
                }
                if let Some(card) = self.transcript.tool_mut(id) {
                    // The executor's clock includes the wait for the person's answer; the card's
                    // own clock restarts when the call is approved.
                    let duration_ms = match card.status {
                        ToolStatus::Running(since) if card.asked => {
                            (now.saturating_duration_since(since).as_millis() as u64).min(*duration_ms)
                        }
                        _ => *duration_ms,
                    };
                    card.status = match (&card.status, *is_error) {
                        (ToolStatus::Denied, _) => ToolStatus::Denied,
                        (_, true) if cancelling => ToolStatus::Cancelled,
                        (_, true) => ToolStatus::Failed { duration_ms },
                        (_, false) => ToolStatus::Done {
                            duration_ms,
                            cached: *cached,
                        },
                    };
                    card.output = content.clone();
                    card.diff = diff.clone().filter(|d| !d.is_empty() && !is_error);
                }
            }
            AgentEvent::Usage { usage, total } if top => {
                self.status.context_used = usage.total();
                self.status.turn_usage = *total;
            }
            AgentEvent::LlmError {
                message,
                retryable: true,
                delay_ms,
                attempt,
                ..
            } => {
                let text = format!(
                    "{message}; retrying in {} (attempt {attempt})",
                    crate::transcript::format_ms(*delay_ms)
                );
                let last = self.transcript.len().checked_sub(1);
                match self
                    .retry_notice
                    .filter(|i| Some(*i) == last)
                    .and(self.transcript.last_mut())
                {
                    Some(CellKind::Notice(_, shown)) => *shown = text,
                    _ => self.notice(Level::Warn, text),
                }
                self.retry_notice = self.transcript.len().checked_sub(1);
            }
            AgentEvent::ContextCompacted {
                tokens_before,
                tokens_after,
            } => self.notice(
                Level::Info,
                format!(
                    "context compacted: older turns summarised, ~{} → ~{} tokens",
                    short_count(*tokens_before),
                    short_count(*tokens_after)
                ),
            ),
            AgentEvent::PlanUpdated { items } if top => self.todos = items.clone(),
            AgentEvent::ModeChanged { mode } => self.status.mode = *mode,
            AgentEvent::Notice { message } => self.notice(Level::Info, message.clone()),
            AgentEvent::Error { message } => self.notice(Level::Error, message.clone()),
            AgentEvent::IterationLimitReached { limit } if top => self.notice(
                Level::Warn,
                format!("stopped after {limit} model calls (limits.max_iterations)"),
            ),
            AgentEvent::TokenLimitReached { limit, used } if top => self.notice(
                Level::Warn,
                format!("stopped: {used} tokens used of a budget of {limit} (limits.max_tokens)"),
            ),
            AgentEvent::Timeout { limit_ms } if top => self.notice(
                Level::Warn,
                format!(
                    "stopped: the run time limit of {} was reached (limits.max_duration_secs)",
                    crate::transcript::format_ms(*limit_ms)
                ),
            ),
            AgentEvent::Cancelled if top => {
                self.close_open_cards();
                self.notice(
                    Level::Warn,
                    "cancelled; the conversation is kept up to the last complete step",
                );
            }
            AgentEvent::Finished { reason, usage, .. } if top => return self.finish_turn(*reason, *usage, now),
            _ => {}
        }
        Vec::new()
    }

    /// A message held for MCP servers was cancelled before it was sent: the turn ends as
    /// cancelled, with nothing sent.
    pub fn held_cancelled(&mut self, now: Instant) -> Vec<Effect> {
        self.waiting_for_servers = false;
        if !self.is_running() {
            return Vec::new();
        }
        self.notice(Level::Info, "cancelled before it was sent");
        self.finish_turn(FinishReason::Cancelled, TokenUsage::default(), now)
    }

    /// The event stream ended; normally `finished` already did this.
    pub fn on_run_closed(&mut self, now: Instant) -> Vec<Effect> {
        if self.is_running() {
            self.notice(Level::Error, "the turn ended without finishing (see the log)");
            let usage = self.status.turn_usage;
            return self.finish_turn(FinishReason::Error, usage, now);
        }
        Vec::new()
    }

    fn finish_turn(&mut self, reason: FinishReason, usage: TokenUsage, now: Instant) -> Vec<Effect> {
        self.close_open_cards();
        self.transcript.end_streaming();
        self.approvals.clear();
        self.approval_message = false;
        self.restore_draft();
        self.status.session_usage += usage;
        self.status.turn_usage = TokenUsage::default();
        self.turn = Turn::Idle;
        if reason == FinishReason::Empty {
            self.notice(Level::Warn, "the model answered with nothing");
        }
        match self.queued.pop_front() {
            // Through `submit`, so a queued `/NAME` runs its command.
            Some(next) => self.submit(next, now),
            None => {
                self.plan_offer = self.status.mode == SessionMode::Plan && reason == FinishReason::Completed;
                Vec::new()
            }
        }
    }

    fn close_open_cards(&mut self) {
        for card in self.transcript.open_tools_mut() {
            card.status = ToolStatus::Cancelled;
        }
    }

    fn append_text(&mut self, delta: &str, depth: usize) {
        if let Some(CellKind::Assistant { text, .. }) = self.streaming_kind_mut(depth) {
            text.push_str(delta);
            return;
        }
        self.transcript.push(
            CellKind::Assistant {
                text: delta.to_owned(),
                streaming: true,
            },
            depth,
        );
    }

    fn finish_text(&mut self, full: &str, depth: usize) {
        if let Some(CellKind::Assistant { text, streaming }) = self.streaming_kind_mut(depth) {
            full.clone_into(text);
            *streaming = false;
            return;
        }
        if !full.trim().is_empty() {
            self.transcript.push(
                CellKind::Assistant {
                    text: full.to_owned(),
                    streaming: false,
                },
                depth,
            );
        }
    }

    /// The answer still streaming at this depth: the model's text comes before its tool calls,
    /// so it is found among the last cells, never before the user's message.
    fn streaming_cell(&self, depth: usize) -> Option<usize> {
        let cells = self.transcript.cells();
        for (i, c) in cells.iter().enumerate().rev() {
            match &c.kind {
                CellKind::Assistant { streaming: true, .. } if c.depth == depth => return Some(i),
                CellKind::User(_) => return None,
                _ => {}
            }
        }
        None
    }

    fn streaming_kind_mut(&mut self, depth: usize) -> Option<&mut CellKind> {
        let i = self.streaming_cell(depth)?;
        self.transcript.cell_mut(i)
    }

    /// Lays out the transcript for the given width and returns its height.
    pub fn layout(&mut self, width: u16, now: Instant) -> usize {
        let ctx = RenderContext {
            width,
            expanded: self.expanded,
            theme: self.theme,
            now,
        };
        self.transcript.layout(&ctx)
    }
}

/// `/cost`'s lines.
pub fn cost_lines(status: &Status) -> Vec<String> {
    let u = status.usage();
    let row = |k: &str, v: String| format!("{k:<20} {v}");
    let mut lines = vec![
        row("input tokens", u.input_tokens.to_string()),
        row("  of which cached", u.cache_read_tokens.to_string()),
        row("output tokens", u.output_tokens.to_string()),
        row("  of which reasoning", u.reasoning_tokens.to_string()),
    ];
    lines.push(match u.cost_usd {
        Some(c) => row("cost", format!("${c:.4}")),
        None => row(
            "cost",
            "unknown (no price for this model; set one in config)".to_owned(),
        ),
    });
    if let Some(w) = status.context_window {
        lines.push(row(
            "context",
            format!(
                "{} of {} tokens ({}%)",
                status.context_used,
                w,
                status.context_used * 100 / w.max(1)
            ),
        ));
    }
    lines
}

/// `950`, `12.3k`, `128k`, `1.2M`.
pub fn short_count(n: u64) -> String {
    let (value, unit) = match n {
        0..1000 => return n.to_string(),
        1000..1_000_000 => (n as f64 / 1000.0, "k"),
        _ => (n as f64 / 1_000_000.0, "M"),
    };
    let text = format!("{value:.1}");
    format!("{}{unit}", text.strip_suffix(".0").unwrap_or(&text))
}
